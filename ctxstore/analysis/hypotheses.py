"""The hypotheses ``what-changed`` tests, formed per series from the counts of two windows.

Why a module of its own: forming the hypotheses (new content, appeared,
disappeared, stopped, mix, per series) and screening the many quiet series
of a large knowledge base are one job, the judgement over them (FDR, floors,
labels, items) in :mod:`ctxstore.analysis.whatchanged` another. See that
module's docstring for how a report decides.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ctxstore.analysis.budget_shifts import BudgetTest
from ctxstore.analysis.findings import Options
from ctxstore.analysis.significance import (
    Test,
    conditional,
    conditional_min_p,
    new_content,
    stopped,
    two_proportions,
    two_proportions_min_p,
)
from ctxstore.analysis.windows import Series, SeriesKey, ValueStat, WindowStats
from ctxstore.db.rollups import PER_REQUEST_VALUE

QUESTIONS: tuple[frozenset[str], ...] = (
    frozenset({"new", "appeared", "gone"}),
    frozenset({"new_stopped", "name_stopped", "value_stopped"}),
    frozenset({"mix"}),
    frozenset({"budget"}),
)


@dataclass
class Hyp:
    """One hypothesis: its test, the effect its floor applies to, and (after BH) its q-value."""

    key: SeriesKey | None
    role: str  # new | new_stopped | appeared | name_stopped | gone | value_stopped | mix | budget
    test: Test
    effect: float  # compared with ``floor`` after the FDR step
    floor: float
    counts: tuple[int, int, int, int]  # b, n_b, a, n_a behind the effect interval
    values: tuple[str, ...] = ()
    budget: BudgetTest | None = None
    affected: float = 0.0
    q: float = 1.0


# --- hypotheses -------------------------------------------------------------------


def kept_values(series: Series | None, fold: frozenset[str]) -> dict[str, ValueStat]:
    if series is None:
        return {}
    return {v: s for v, s in series.values.items() if v not in fold}


def stop_test(count: int, first: datetime, last: datetime, window: WindowStats) -> Test:
    return stopped(
        count, window.traffic_between(first, last), window.traffic_between(last, window.until)
    )


def series_hypotheses(
    key: SeriesKey,
    before: Series | None,
    after: Series | None,
    baseline: WindowStats,
    window: WindowStats,
    fold: frozenset[str],
    options: Options,
) -> list[Hyp]:
    n_b, n_a = baseline.assemblies, window.assemblies
    out: list[Hyp] = []
    floor_new, floor_shift = options.min_share, options.threshold
    is_section = key[0] == "section"
    occ_b = before.occurrences if before is not None else 0
    occ_a = after.occurrences if after is not None else 0
    cb, ca = kept_values(before, fold), kept_values(after, fold)

    if is_section:
        p_b, p_a = min(occ_b, n_b), min(occ_a, n_a)
        if p_b == 0 and p_a > 0:
            assert after is not None
            counts = (0, n_b, p_a, n_a)
            out.append(Hyp(key, "appeared", conditional(*counts), p_a / n_a, floor_new, counts))
            out.append(
                Hyp(
                    key,
                    "name_stopped",
                    stop_test(p_a, after.first_seen, after.last_seen, window),
                    p_a / n_a,
                    floor_new,
                    counts,
                )
            )
            return out
        if p_a == 0 and p_b > 0:
            counts = (p_b, n_b, 0, n_a)
            out.append(Hyp(key, "gone", conditional(*counts), p_b / n_b, floor_new, counts))
            return out
        if p_a == 0:
            return out
        assert before is not None and after is not None
        # The name went on into the window, then stopped well before its end.
        after_stop = window.traffic_between(after.last_seen, window.until)
        out.append(
            Hyp(
                key,
                "name_stopped",
                stop_test(p_a, after.first_seen, after.last_seen, window),
                p_b / n_b,
                floor_new,
                (p_b, n_b, p_a, n_a),
                affected=min(1.0, p_b / n_b * after_stop / n_a),
            )
        )
        multi = len(cb) > 1 or len(ca) > 1
        if multi:
            counts = (p_b, n_b, p_a, n_a)
            out.append(
                Hyp(
                    key,
                    "mix",
                    two_proportions(*counts),
                    abs(p_a / n_a - p_b / n_b),
                    floor_shift,
                    counts,
                )
            )
    new = tuple(sorted(v for v in ca if before is None or v not in before.values))
    new = tuple(v for v in new if v != PER_REQUEST_VALUE)
    if new and before is not None and n_b:
        singles = sum(1 for s in before.values.values() if s.count == 1)
        total_b = occ_b if is_section else n_b
        total_a = occ_a if is_section else n_a
        new_a = sum(ca[v].count for v in new)
        counts = (0, n_b, min(new_a, n_a), n_a)
        out.append(
            Hyp(
                key,
                "new",
                new_content(singles, total_b, new_a, total_a),
                new_a / n_a,
                floor_new,
                counts,
                new,
            )
        )
        first = min(ca[v].first_seen for v in new)
        last = max(ca[v].last_seen for v in new)
        out.append(
            Hyp(
                key,
                "new_stopped",
                stop_test(new_a, first, last, window),
                new_a / n_a,
                floor_new,
                counts,
                new,
            )
        )
    for v in sorted(cb):
        b = cb[v].count
        if v not in ca:
            if not is_section:
                counts = (b, n_b, 0, n_a)
                out.append(Hyp(key, "gone", conditional(*counts), b / n_b, floor_new, counts, (v,)))
            continue
        a = ca[v].count
        counts = (b, n_b, a, n_a)
        if fold:
            # A volatile section's stable hash loses share to its one-off variants:
            # that is the volatility (reported on its own), not a mix shift.
            continue
        out.append(
            Hyp(
                key,
                "mix",
                two_proportions(*counts),
                abs(a / n_a - b / n_b),
                floor_shift,
                counts,
                (v,),
            )
        )
        if not is_section:
            after_stop = window.traffic_between(ca[v].last_seen, window.until)
            out.append(
                Hyp(
                    key,
                    "value_stopped",
                    stop_test(a, ca[v].first_seen, ca[v].last_seen, window),
                    b / n_b,
                    floor_new,
                    counts,
                    (v,),
                    affected=min(1.0, b / n_b * after_stop / n_a),
                )
            )
    return out


def screen_quiet(
    before: Series | None,
    after: Series | None,
    baseline: WindowStats,
    window: WindowStats,
    level: float,
) -> tuple[int, int, int] | None:
    """The common series of a large knowledge base, screened without building hypotheses.

    Three shapes of section series cover nearly every chunk: one and the same
    value in both windows (a chunk whose text did not change: *stopped* and
    *mix* hypotheses), a name in the window only (*appeared* and *stopped*) and
    a name in the baseline only (*gone*), as :func:`series_hypotheses` forms
    them. When none of their p-values can reach ``level`` they can never be
    discoveries, and Benjamini-Hochberg needs them only as members of the
    family (the ``m`` of their question), not as objects. The result counts
    the members per question ``(new or gone, stopped, mix)``; Tarone's screen
    applies as for every hypothesis, and p-values are computed (with the same
    functions as the full path) only for tests that can reach ``level``.
    ``None`` sends the series down the full path.
    """
    n_b, n_a = baseline.assemblies, window.assemblies
    if after is None or before is None:
        if before is not None:  # gone: one conditional test on the name's occurrences
            p_b = min(before.occurrences, n_b)
            if conditional_min_p(p_b, n_b, 0, n_a) > level:
                return 0, 0, 0
            return None if conditional(p_b, n_b, 0, n_a).p_value <= level else (1, 0, 0)
        if after is None:
            return 0, 0, 0
        p_a = min(after.occurrences, n_a)
        new = 0
        if conditional_min_p(0, n_b, p_a, n_a) <= level:
            if conditional(0, n_b, p_a, n_a).p_value <= level:
                return None
            new = 1
        stop = _quiet_stop(p_a, after.first_seen, after.last_seen, window, level)
        return None if stop is None else (new, stop, 0)
    if len(before.values) != 1 or len(after.values) != 1:
        return None
    ((v, sb),) = before.values.items()
    sa = after.values.get(v)
    if sa is None:
        return None
    mix = 0
    if two_proportions_min_p(sb.count, n_b, sa.count, n_a) <= level:
        if two_proportions(sb.count, n_b, sa.count, n_a).p_value <= level:
            return None
        mix = 1
    stop = _quiet_stop(min(sa.count, n_a), sa.first_seen, sa.last_seen, window, level)
    return None if stop is None else (0, stop, mix)


def _quiet_stop(
    count: int, first: datetime, last: datetime, window: WindowStats, level: float
) -> int | None:
    """1 or 0 members a *stopped* test adds to the family, ``None`` if it could be a discovery."""
    if count < 2:  # stopped() cannot test fewer than two occurrences (min_p 1)
        return int(stopped(count, 0.0, 0.0).min_p <= level)
    test = stop_test(count, first, last, window)
    if test.p_value <= level:
        return None
    return int(test.min_p <= level)
