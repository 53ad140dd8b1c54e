"""Reading outcome sums per dimension value from the hourly outcome rollups.

Why a reader of its own: impact (``what-changed``) and ``why`` need, for a few
series (a section name, the model, a tenant), the outcome sums of each value
over a span of hours: counts, sums and sums of squares, error counts, the
latency histogram and each score's moments. ``outcome_rollup_hourly`` and
``score_rollup_hourly`` are keyed exactly like ``rollup_hourly`` (hour of the
*assembly*, filter columns, dimension, section name, kind, value), so one
``GROUP BY`` per series over the ``(section_name, hour)`` or ``(dimension,
hour)`` index answers it at a cost that follows distinct values, never
requests. Everything is summed in SQL; Python only adds a handful of rows.

Counts are over (assembly, outcome) pairs, as the rollups fold them
(:mod:`ctxstore.outcomes`): one per request in the common case of one LLM call
per trace.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, Select, func, select

from ctxstore.analysis.outcome_stats import Moments
from ctxstore.analysis.readers import Filters, _filtered
from ctxstore.db.models import LATENCY_COLUMNS, outcome_rollup_hourly, score_rollup_hourly

SeriesKey = tuple[str, str | None]
"""``(dimension, section name)``; the name is ``None`` except for ``section``."""
ValueKey = tuple[str, str | None, str]
"""``(dimension, section name, value)``."""

_SUMMED = (
    "outcomes",
    "errors",
    "usage_count",
    "input_tokens",
    "output_tokens",
    "output_tokens_sq",
    "cache_read_tokens",
    "cache_creation_tokens",
    "cache_share_sum",
    "cache_share_sq",
    "latency_count",
)


@dataclass(slots=True)
class OutcomeSums:
    """The summed outcomes and scores of one group of requests (a value, a complement)."""

    outcomes: int = 0
    errors: int = 0
    usage_count: int = 0
    input_tokens: float = 0.0
    output_tokens: float = 0.0
    output_tokens_sq: float = 0.0
    cache_read_tokens: float = 0.0
    cache_creation_tokens: float = 0.0
    cache_share_sum: float = 0.0
    cache_share_sq: float = 0.0
    latency_count: int = 0
    latency: list[int] = field(default_factory=lambda: [0] * len(LATENCY_COLUMNS))
    scores: dict[str, Moments] = field(default_factory=dict)

    def add(self, other: OutcomeSums, sign: int = 1) -> None:
        for name in _SUMMED:
            setattr(self, name, getattr(self, name) + sign * getattr(other, name))
        self.latency = [a + sign * b for a, b in zip(self.latency, other.latency, strict=True)]
        for name, m in other.scores.items():
            mine = self.scores.get(name, Moments(0, 0.0, 0.0))
            self.scores[name] = mine + m if sign > 0 else mine - m

    def minus(self, other: OutcomeSums) -> OutcomeSums:
        """``self - other``, clamped at zero (rounding, or a section twice in one request)."""
        out = OutcomeSums()
        out.add(self)
        out.add(other, -1)
        for name in _SUMMED:
            if getattr(out, name) < 0:
                setattr(out, name, type(getattr(out, name))(0))
        out.latency = [max(0, c) for c in out.latency]
        out.scores = {
            k: (m if m.n > 0 and m.squares >= 0 else Moments(0, 0.0, 0.0))
            for k, m in out.scores.items()
        }
        return out

    @property
    def empty(self) -> bool:
        return self.outcomes <= 0 and not any(m.n > 0 for m in self.scores.values())

    @property
    def cache_share(self) -> Moments:
        """The per-request cache read share over the requests that reported usage."""
        return Moments(self.usage_count, self.cache_share_sum, self.cache_share_sq)

    @property
    def output(self) -> Moments:
        return Moments(self.usage_count, self.output_tokens, self.output_tokens_sq)

    @property
    def latency_histogram(self) -> dict[str, int]:
        """Bucket index (as text, for :mod:`ctxstore.analysis.outcome_stats`) -> count."""
        return {str(k): c for k, c in enumerate(self.latency) if c > 0}


def combined(groups: Iterable[OutcomeSums]) -> OutcomeSums:
    out = OutcomeSums()
    for g in groups:
        out.add(g)
    return out


def _where(q: Select[Any], table: Any, key: SeriesKey) -> Select[Any]:
    c = table.c
    q = q.where(c.dimension == key[0])
    if key[1] is not None:
        q = q.where(c.section_name == key[1])
    return q


def read_outcome_sums(
    engine: Engine,
    start: datetime,
    end: datetime,
    series: Sequence[SeriesKey],
    filters: Filters = Filters(),  # noqa: B008 - frozen
) -> dict[ValueKey, OutcomeSums]:
    """``(dimension, section, value) -> sums`` for every value of each series in hours ``[start, end)``.

    Ask for ``("model_id", None)`` to get the totals: every assembly has one
    model, so its values sum to all traffic.
    """
    o, s = outcome_rollup_hourly.c, score_rollup_hourly.c
    out: dict[ValueKey, OutcomeSums] = {}
    with engine.connect() as conn:
        # Built once per call, not per series: 58 SQL function objects are most of the
        # Python cost of a series' query.
        cols = [func.sum(o[name]) for name in (*_SUMMED, *LATENCY_COLUMNS)]
        for key in dict.fromkeys(series):
            q = select(o.value, *cols).where(o.hour >= start, o.hour < end)
            q = _filtered(_where(q, outcome_rollup_hourly, key), outcome_rollup_hourly, filters)
            for row in conn.execute(q.group_by(o.value)):
                value, sums = row[0], row[1:]
                g = OutcomeSums()
                for name, v in zip(_SUMMED, sums[: len(_SUMMED)], strict=True):
                    setattr(g, name, type(getattr(g, name))(v or 0))
                g.latency = [int(v or 0) for v in sums[len(_SUMMED) :]]
                out[(key[0], key[1], value)] = g
            sq = select(
                s.value, s.name, func.sum(s.count), func.sum(s.total), func.sum(s.total_sq)
            ).where(s.hour >= start, s.hour < end)
            sq = _filtered(_where(sq, score_rollup_hourly, key), score_rollup_hourly, filters)
            score_rows: Iterable[Any] = conn.execute(sq.group_by(s.value, s.name))
            for value, name, n, total, squares in score_rows:
                g = out.setdefault((key[0], key[1], value), OutcomeSums())
                g.scores[name] = Moments(int(n or 0), float(total or 0.0), float(squares or 0.0))
    return out
