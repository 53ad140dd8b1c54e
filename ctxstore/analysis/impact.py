"""Impact: what each reported change did to the outcomes of the traffic that carried it.

Why after the comparison, not inside it: changes are found from the inputs
(:mod:`ctxstore.analysis.whatchanged`); outcomes *explain* them. A change whose
outcome is unchanged is still a change, and an outcome shift with no input
change behind it is a question for ``ctxstore why``, not for this report. So
impact is attached to the finished report, from the hourly outcome rollups
(:mod:`ctxstore.analysis.outcome_readers`), one small ``GROUP BY`` per series
that changed.

Which traffic is compared, within the change's own stretch of time (whole
hours of the baseline and window, from the previous change point to the next
one, :func:`_stretches`, so a later change's effect is not pinned on an earlier
one):

* content or reverted: requests carrying the new value(s) vs the value(s) the
  baseline carried (same section name or dimension);
* a section or value that appeared: requests with it vs requests without it;
* one that disappeared: requests without it (the new state) vs with it;
* a mix shift: requests carrying the value vs the rest.

``with`` is always the new state, ``without`` the old. Metrics: the
per-request prompt-cache read share (mean), error rate, latency p50 and p95,
mean output tokens, and each score's mean, with the 95% interval of
``with - without`` and the tests of :mod:`ctxstore.analysis.outcome_stats`.
Benjamini-Hochberg runs over every impact test of the report at the report's
``fdr`` (a family of its own: the changes' own false-discovery rate is not
touched), and ``significant`` means its q-value is at or below it.

This compares traffic, not a randomised experiment: a change deployed at
03:00 is compared with traffic before 03:00, so an outcome that drifts by the
hour (night latency) can move with it. The interval says how sure the
difference is, not what caused it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine

from ctxstore.analysis.findings import Change, Report
from ctxstore.analysis.impact_items import ImpactMetric
from ctxstore.analysis.outcome_readers import (
    OutcomeSums,
    SeriesKey,
    ValueKey,
    combined,
    read_outcome_sums,
)
from ctxstore.analysis.outcome_stats import (
    Comparison,
    compare_means,
    compare_quantiles,
    compare_rates,
)
from ctxstore.analysis.readers import Filters
from ctxstore.analysis.significance import benjamini_hochberg
from ctxstore.outcomes import LATENCY_BOUNDS_MS, latency_quantile

HOUR = timedelta(hours=1)
TOTALS: SeriesKey = ("model_id", None)
MIN_GROUP = 2
"""Observations each side needs before a metric is compared at all."""


# --- which traffic --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Group:
    """Requests carrying any of ``values`` of a series (``None``: any value), or the rest."""

    series: SeriesKey
    values: frozenset[str] | None
    complement: bool = False


def _groups(change: Change) -> tuple[_Group, _Group] | None:
    key: SeriesKey = (change.dimension, change.section)
    if change.kind in ("content", "reverted"):
        new = frozenset(v.value for v in change.after if v.status == "appeared")
        old = frozenset(v.value for v in change.before if v.value not in new)
        if not new or not old:
            return None
        return _Group(key, new), _Group(key, old)
    if change.kind == "appeared":
        new = frozenset(v.value for v in change.after if v.status == "appeared")
        values = None if change.dimension == "section" or not new else new
        carrying = _Group(key, values)
        return carrying, replace(carrying, complement=True)
    if change.kind == "disappeared":
        values = frozenset({change.old_value}) if change.old_value is not None else None
        carrying = _Group(key, values)
        return replace(carrying, complement=True), carrying
    if change.kind == "mix" and change.new_value is not None:
        carrying = _Group(key, frozenset({change.new_value}))
        return carrying, replace(carrying, complement=True)
    return None


def _sums(group: _Group, read: dict[ValueKey, OutcomeSums], total: OutcomeSums) -> OutcomeSums:
    chosen = combined(
        s
        for (dim, section, value), s in read.items()
        if (dim, section) == group.series and (group.values is None or value in group.values)
    )
    return total.minus(chosen) if group.complement else chosen


# --- which metrics -----------------------------------------------------------------


def _latency_bounds(label: str) -> tuple[float, float]:
    k = int(label)
    if k == 0:
        return 0.0, LATENCY_BOUNDS_MS[0]
    if k >= len(LATENCY_BOUNDS_MS):
        return LATENCY_BOUNDS_MS[-1], math.inf
    return LATENCY_BOUNDS_MS[k - 1], LATENCY_BOUNDS_MS[k]


def _comparisons(w: OutcomeSums, wo: OutcomeSums) -> list[tuple[str, str, Comparison]]:
    out: list[tuple[str, str, Comparison]] = []
    if w.usage_count >= MIN_GROUP and wo.usage_count >= MIN_GROUP:
        out.append(("cache_read_share", "share", compare_means(w.cache_share, wo.cache_share)))
    if w.outcomes >= MIN_GROUP and wo.outcomes >= MIN_GROUP:
        out.append(
            ("error_rate", "share", compare_rates(w.errors, w.outcomes, wo.errors, wo.outcomes))
        )
    if w.latency_count >= MIN_GROUP and wo.latency_count >= MIN_GROUP:
        for name, q in (("latency_p50", 0.5), ("latency_p95", 0.95)):
            c = compare_quantiles(w.latency_histogram, wo.latency_histogram, q, _latency_bounds)
            # Shown: the interpolated estimate the rest of ctxstore prints (same bucket).
            c = replace(
                c,
                with_value=latency_quantile(w.latency, q),
                without_value=latency_quantile(wo.latency, q),
            )
            out.append((name, "ms", c))
    if w.usage_count >= MIN_GROUP and wo.usage_count >= MIN_GROUP:
        out.append(("output_tokens", "tokens", compare_means(w.output, wo.output)))
    for name in sorted(set(w.scores) & set(wo.scores)):
        a, b = w.scores[name], wo.scores[name]
        if a.n >= MIN_GROUP and b.n >= MIN_GROUP:
            out.append((f"score.{name}", "score", compare_means(a, b)))
    return out


def _hours(report: Report) -> tuple[datetime, datetime]:
    start = report.baseline.since.astimezone(UTC).replace(minute=0, second=0, microsecond=0)
    end_t = report.window.until.astimezone(UTC)
    end = end_t.replace(minute=0, second=0, microsecond=0)
    return start, (end if end == end_t else end + HOUR)


def _floor(t: datetime) -> datetime:
    return t.astimezone(UTC).replace(minute=0, second=0, microsecond=0)


def _change_time(change: Change) -> datetime | None:
    """When the change happened: a value's first sighting, or a gone value's last one."""
    if change.kind == "mix":
        return None  # gradual: no point in time
    return change.last_seen if change.kind == "disappeared" else change.first_seen


def _stretches(report: Report, items: Sequence[Change]) -> list[tuple[datetime, datetime]]:
    """Each change's stretch of hours: from the previous change point to the next one.

    Why: changes of one incident follow each other (a reindex at 01:50, a tool
    rename at 04:35), and over the whole report every later change's effect
    would also show on every earlier one. Between its neighbours a change is
    the only one that happened, so the outcome shift there is its own. Changes
    in the same hour are one change point (a reindex changes the snapshot and
    its chunks together: they share a stretch and cannot be told apart). The
    stretch ends are whole hours outside the neighbours' hours.
    """
    start, end = _hours(report)
    points = sorted({_floor(t) for c in report.changes if (t := _change_time(c)) is not None})
    out: list[tuple[datetime, datetime]] = []
    for c in items:
        t = _change_time(c)
        if t is None:
            out.append((start, end))
            continue
        hour = _floor(t)
        before = [p for p in points if p < hour]
        after = [p for p in points if p > hour]
        out.append((before[-1] + HOUR if before else start, after[0] if after else end))
    return out


def with_impact(engine: Engine, report: Report, filters: Filters = Filters()) -> Report:  # noqa: B008
    """``report`` with every change's ``impact`` filled from the outcome rollups."""
    items = [*report.changes, *report.mix_shifts]
    groups = [_groups(c) for c in items]
    wanted = sorted(
        {g[0].series for g in groups if g is not None}, key=lambda k: (k[0], k[1] or "")
    )
    if not wanted:
        return report
    spans = _stretches(report, items)
    reads: dict[tuple[datetime, datetime], tuple[dict[ValueKey, OutcomeSums], OutcomeSums]] = {}
    for span in dict.fromkeys(spans[i] for i, g in enumerate(groups) if g is not None):
        series = {g[0].series for i, g in enumerate(groups) if g is not None and spans[i] == span}
        read = read_outcome_sums(
            engine, span[0], span[1], [TOTALS, *sorted(series, key=str)], filters
        )
        total = combined(s for (dim, _section, _value), s in read.items() if dim == TOTALS[0])
        reads[span] = (read, total)
    if all(total.empty for _read, total in reads.values()):
        return report
    pending: list[tuple[int, str, str, Comparison]] = []
    for i, pair in enumerate(groups):
        if pair is None:
            continue
        read, total = reads[spans[i]]
        w, wo = _sums(pair[0], read, total), _sums(pair[1], read, total)
        for metric, unit, comparison in _comparisons(w, wo):
            pending.append((i, metric, unit, comparison))
    qs = benjamini_hochberg([c.test.p_value for _i, _m, _u, c in pending])
    per_item: dict[int, list[ImpactMetric]] = {}
    for (i, metric, unit, c), q in zip(pending, qs, strict=True):
        per_item.setdefault(i, []).append(
            ImpactMetric(
                metric,
                c.with_value,
                c.without_value,
                c.ci,
                q <= report.fdr,
                c.with_n,
                c.without_n,
                c.test.p_value,
                q,
                unit,
            )
        )
    filled = [replace(c, impact=tuple(per_item.get(i, ()))) for i, c in enumerate(items)]
    n = len(report.changes)
    return replace(report, changes=tuple(filled[:n]), mix_shifts=tuple(filled[n:]))
