"""What one impact line holds, and its published JSON form.

Why a module of its own: the report renderers (:mod:`ctxstore.analysis.report`,
:mod:`ctxstore.analysis.impact_render`) and the web view read these items, and
none of them should load the database readers that compute them
(:mod:`ctxstore.analysis.impact`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ImpactMetric:
    """One outcome metric on the new state (``with``) and the old (``without``).

    ``ci`` is the 95% interval of ``with - without`` (``None`` when no honest
    interval exists, e.g. a percentile of a handful of requests); ``unit`` is
    ``share`` (0..1), ``ms``, ``tokens`` or ``score``.
    """

    metric: str
    with_value: float | None
    without_value: float | None
    ci: tuple[float, float] | None
    significant: bool
    with_n: int
    without_n: int
    p_value: float
    q_value: float
    unit: str

    @property
    def difference(self) -> float | None:
        if self.with_value is None or self.without_value is None:
            return None
        return self.with_value - self.without_value


def impact_to_json(items: Sequence[object]) -> list[dict[str, object]]:
    """The published ``impact`` list: ``metric``, ``with``, ``without``, ``ci``, ``significant``..."""
    out: list[dict[str, object]] = []
    for item in items:
        if not isinstance(item, ImpactMetric):
            continue
        out.append(
            {
                "metric": item.metric,
                "with": _round(item.with_value),
                "without": _round(item.without_value),
                "ci": [_round(item.ci[0]), _round(item.ci[1])] if item.ci else None,
                "significant": item.significant,
                "with_n": item.with_n,
                "without_n": item.without_n,
                "p_value": float(f"{item.p_value:.3g}"),
                "q_value": float(f"{item.q_value:.3g}"),
                "unit": item.unit,
            }
        )
    return out


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 6)
