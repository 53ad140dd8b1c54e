"""ORACLE for tests/test_whatchanged_engine_oracle.py: ``compare`` as it was before the screen.

A frozen copy of ``ctxstore/analysis/whatchanged.py`` at 0f992df (issue 10), kept
unchanged so the optimised engine can be held to the exact reports of the
straightforward one. Do not optimise or "fix" this file; it is the reference.
The original module docstring follows.

The ``what-changed`` comparison: two windows of counts in, a report of real changes out.

Why pure functions over counts: the judgement ("is this new snapshot real or
sampling noise, did the bad prompt stop again, is this chunk merely retrieved
more often") is the part worth testing exhaustively, and it must not depend on
where the counts came from. The readers (:mod:`ctxstore.analysis.readers`)
build the same :class:`~ctxstore.analysis.windows.WindowStats` from hourly
rollups or from raw rows, and the scenario suite builds it straight from the
writer's rollup rows; everything here is arithmetic on those.

How a report decides (the README's "How what-changed decides" repeats it):

1. For every dimension (model, template, snapshot, tokenizer) and every
   section name, hypotheses are formed from the counts: *new content* (values
   the baseline never had), *appeared* / *disappeared* (a name in one window
   only), *stopped* (a value or name whose occurrences end well before the
   window does, weighted by the traffic that followed), *mix* (a value's
   share moved) and the budget metrics (:mod:`ctxstore.analysis.budget_shifts`).
   Each gets a p-value from :mod:`ctxstore.analysis.significance`.
2. Benjamini-Hochberg runs over all of a report's hypotheses, per question
   (new or gone / stopped / mix / budget) at ``Options.fdr`` / 4 each, so the
   report's false-discovery rate stays at ``fdr`` and many certain changes do
   not relax the bar for the others. Hypotheses too small ever to reach that
   level (a chunk retrieved twice) are left out first.
3. A discovery is reported only if its effect clears a floor: ``threshold``
   (points of share) for mix and budget shifts, ``min_share`` of traffic for
   new, gone and reverted values. New content is not held to ``threshold``:
   a change that reached 3% of traffic (one small tenant) is still a change.
4. Discoveries are labelled per series: appeared or new content that also
   stopped is ``reverted``; a series with a content change is not reported
   again as a mix shift (the shift is the change).

Stable-kind sections (tools, system, memory) whose hash differs on most
requests are **volatile** (a leaked timestamp): their rare hashes are set
aside from every test and reported on their own, newly volatile or not.
Per-request kinds (ask, history) arrive counted by presence only
(:data:`ctxstore.db.rollups.PER_REQUEST_KINDS`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from ctxstore.analysis.budget_shifts import (
    BudgetTest,
    budget_tests,
    metrics,
    percentile_from_buckets,
)
from ctxstore.analysis.drilldown import (
    ExampleLookup,
    TextLookup,
    volatile_diff,
    with_diff,
    with_examples,
)
from ctxstore.analysis.findings import (
    BudgetChange,
    Change,
    Effect,
    Metric,
    Options,
    Report,
    ValueShare,
    VolatileSection,
    WindowInfo,
    rank_key,
    short_hash,
)
from ctxstore.analysis.significance import (
    Test,
    benjamini_hochberg,
    conditional,
    difference_interval,
    new_content,
    stopped,
    two_proportions,
)
from ctxstore.analysis.volatility import find_volatile
from ctxstore.analysis.windows import (
    FIXED_DIMENSIONS,
    STABLE_KINDS,
    Series,
    SeriesKey,
    ValueStat,
    WindowBuilder,
    WindowStats,
    stats_from_rows,
)
from ctxstore.db.rollups import PER_REQUEST_VALUE

__all__ = [
    "FIXED_DIMENSIONS",
    "STABLE_KINDS",
    "BudgetChange",
    "Change",
    "Metric",
    "Options",
    "Report",
    "Series",
    "ValueStat",
    "VolatileSection",
    "WindowBuilder",
    "WindowStats",
    "compare",
    "find_volatile",
    "metrics",
    "percentile_from_buckets",
    "short_hash",
    "stats_from_rows",
]

_LISTED = 8  # values listed per side of an item
DEFAULT_OPTIONS = Options()
_QUESTIONS: tuple[frozenset[str], ...] = (
    frozenset({"new", "appeared", "gone"}),
    frozenset({"new_stopped", "name_stopped", "value_stopped"}),
    frozenset({"mix"}),
    frozenset({"budget"}),
)


@dataclass
class _Hyp:
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


def _kept(series: Series | None, fold: frozenset[str]) -> dict[str, ValueStat]:
    if series is None:
        return {}
    return {v: s for v, s in series.values.items() if v not in fold}


def _stop(count: int, first: datetime, last: datetime, window: WindowStats) -> Test:
    return stopped(
        count, window.traffic_between(first, last), window.traffic_between(last, window.until)
    )


def _series_hypotheses(
    key: SeriesKey,
    before: Series | None,
    after: Series | None,
    baseline: WindowStats,
    window: WindowStats,
    fold: frozenset[str],
    options: Options,
) -> list[_Hyp]:
    n_b, n_a = baseline.assemblies, window.assemblies
    out: list[_Hyp] = []
    floor_new, floor_shift = options.min_share, options.threshold
    is_section = key[0] == "section"
    occ_b = before.occurrences if before is not None else 0
    occ_a = after.occurrences if after is not None else 0
    cb, ca = _kept(before, fold), _kept(after, fold)

    if is_section:
        p_b, p_a = min(occ_b, n_b), min(occ_a, n_a)
        if p_b == 0 and p_a > 0:
            assert after is not None
            counts = (0, n_b, p_a, n_a)
            out.append(_Hyp(key, "appeared", conditional(*counts), p_a / n_a, floor_new, counts))
            out.append(
                _Hyp(
                    key,
                    "name_stopped",
                    _stop(p_a, after.first_seen, after.last_seen, window),
                    p_a / n_a,
                    floor_new,
                    counts,
                )
            )
            return out
        if p_a == 0 and p_b > 0:
            counts = (p_b, n_b, 0, n_a)
            out.append(_Hyp(key, "gone", conditional(*counts), p_b / n_b, floor_new, counts))
            return out
        if p_a == 0:
            return out
        assert before is not None and after is not None
        # The name went on into the window, then stopped well before its end.
        after_stop = window.traffic_between(after.last_seen, window.until)
        out.append(
            _Hyp(
                key,
                "name_stopped",
                _stop(p_a, after.first_seen, after.last_seen, window),
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
                _Hyp(
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
            _Hyp(
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
            _Hyp(
                key,
                "new_stopped",
                _stop(new_a, first, last, window),
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
                out.append(
                    _Hyp(key, "gone", conditional(*counts), b / n_b, floor_new, counts, (v,))
                )
            continue
        a = ca[v].count
        counts = (b, n_b, a, n_a)
        if fold:
            # A volatile section's stable hash loses share to its one-off variants:
            # that is the volatility (reported on its own), not a mix shift.
            continue
        out.append(
            _Hyp(
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
                _Hyp(
                    key,
                    "value_stopped",
                    _stop(a, ca[v].first_seen, ca[v].last_seen, window),
                    b / n_b,
                    floor_new,
                    counts,
                    (v,),
                    affected=min(1.0, b / n_b * after_stop / n_a),
                )
            )
    return out


# --- building the items -------------------------------------------------------------


def _effect(counts: tuple[int, int, int, int], p: float, q: float) -> Effect:
    b, n_b, a, n_a = counts
    low, high = difference_interval(b, n_b, a, n_a)
    before = b / n_b if n_b else 0.0
    after = a / n_a if n_a else 0.0
    return Effect(round(before, 6), round(after, 6), round(low, 6), round(high, 6), p, q)


def _listing(
    stats: Mapping[str, ValueStat],
    total: int,
    other: Mapping[str, ValueStat],
    side: str,
    keep: Sequence[str],
    shifted: frozenset[str] = frozenset(),
) -> tuple[ValueShare, ...]:
    def status(v: str) -> str:
        if v not in other:
            return "appeared" if side == "after" else "disappeared"
        return "shifted" if v in shifted else "unchanged"

    order = sorted(stats, key=lambda v: (v not in keep, -stats[v].count, v))[:_LISTED]
    return tuple(
        ValueShare(
            v,
            round(min(1.0, stats[v].count / total), 6) if total else 0.0,
            stats[v].count,
            stats[v].first_seen,
            stats[v].last_seen,
            status(v),
        )
        for v in order
    )


def _item(
    kind: str,
    key: SeriesKey,
    hyps: Sequence[_Hyp],
    before: Series | None,
    after: Series | None,
    baseline: WindowStats,
    window: WindowStats,
    fold: frozenset[str],
    affected: float,
) -> Change:
    cb, ca = _kept(before, fold), _kept(after, fold)
    lead = hyps[0]
    p = max(h.test.p_value for h in hyps)
    q = max(h.q for h in hyps)
    new_values = [v for v in lead.values if v in ca and v not in cb] if lead.role == "new" else []
    new_value = max(new_values, key=lambda v: (ca[v].count, v)) if new_values else None
    losers = sorted(
        cb,
        key=lambda v: (
            (ca[v].count / max(1, window.assemblies) if v in ca else 0.0)
            - cb[v].count / max(1, baseline.assemblies)
        ),
    )
    old_value = losers[0] if losers and kind in ("content", "reverted") else None
    if kind == "mix" and lead.values:
        new_value = old_value = lead.values[0]
    if kind == "disappeared" and lead.values:
        old_value = lead.values[0]
    first = last = old_last = None
    if new_values:
        first = min(ca[v].first_seen for v in new_values)
        last = max(ca[v].last_seen for v in new_values)
    elif kind in ("appeared", "reverted") and after is not None:
        first, last = after.first_seen, after.last_seen
    elif kind == "disappeared":
        src = ca if lead.role in ("name_stopped", "value_stopped") else cb
        stats = [src[v] for v in (lead.values or tuple(src))]
        if stats:
            first = min(s.first_seen for s in stats)
            last = max(s.last_seen for s in stats)
    if old_value is not None and old_value in ca:
        old_last = ca[old_value].last_seen
    keep = [v for v in (new_value, old_value) if v is not None] + new_values
    # Values present in both windows whose share moved: the replaced value of a
    # content change, the value of a mix shift.
    shifted = frozenset(v for v in (old_value, new_value) if v is not None and v in cb and v in ca)
    ref = after if after is not None else before
    assert ref is not None
    return Change(
        kind=kind,
        dimension=key[0],
        section=key[1],
        section_kind=ref.kind,
        before=_listing(cb, baseline.assemblies, ca, "before", keep, shifted),
        after=_listing(ca, window.assemblies, cb, "after", keep, shifted),
        affected_share=round(min(1.0, affected), 6),
        effect=_effect(lead.counts, p, q),
        old_value=old_value,
        new_value=new_value,
        first_seen=first,
        last_seen=last,
        old_last_seen=old_last,
    )


def _classify(
    key: SeriesKey,
    found: Sequence[_Hyp],
    before: Series | None,
    after: Series | None,
    baseline: WindowStats,
    window: WindowStats,
    fold: frozenset[str],
) -> Change | None:
    roles = {h.role: h for h in found}

    def build(kind: str, hyps: Sequence[_Hyp], affected: float) -> Change:
        return _item(kind, key, hyps, before, after, baseline, window, fold, affected)

    if "appeared" in roles:
        h = roles["appeared"]
        if "name_stopped" in roles:
            return build("reverted", [h, roles["name_stopped"]], h.effect)
        return build("appeared", [h], h.effect)
    if "new" in roles:
        h = roles["new"]
        if "new_stopped" in roles:
            return build("reverted", [h, roles["new_stopped"]], h.effect)
        return build("content", [h], h.effect)
    gone = [h for h in found if h.role in ("gone", "name_stopped", "value_stopped")]
    if gone:
        h = max(gone, key=lambda g: g.effect)
        return build("disappeared", [h], h.affected if h.role != "gone" else h.effect)
    mix = [h for h in found if h.role == "mix"]
    if mix:
        # Lead with the value that gained (a tie between v1 losing and v2 gaining).
        h = max(
            mix, key=lambda g: (g.effect, g.counts[2] / g.counts[3] - g.counts[0] / g.counts[1])
        )
        return build("mix", [h], h.effect)
    return None


# --- the comparison -------------------------------------------------------------


def compare(
    baseline: WindowStats,
    window: WindowStats,
    options: Options = DEFAULT_OPTIONS,
    texts: TextLookup | None = None,
    examples: ExampleLookup | None = None,
    history_start: datetime | None = None,
    reader_notes: Sequence[str] = (),
) -> Report:
    """The full report: changes by kind, budget shifts, volatile sections, mix shifts, notes.

    ``texts`` resolves content hashes to retained text for the diffs; without
    it (or when retention did not keep a text) the report says so plainly.
    ``examples`` finds trace IDs of assemblies carrying a value.
    ``history_start`` is the store's first recorded assembly: a baseline that
    starts before it is partial, and the report says so. ``reader_notes`` are
    added as they are (e.g. that a large knowledge base was summarised).
    """
    notes: list[str] = []
    empty_store = history_start is None and baseline.assemblies == 0 and window.assemblies == 0
    # A first assembly minutes after the baseline starts is just a quiet start; say
    # "partial" only when history misses a real part of it (an hour, or 2%).
    slack = max(timedelta(hours=1), (baseline.until - baseline.since) * 0.02)
    partial = bool(history_start is not None and history_start - baseline.since > slack)
    if empty_store:
        notes.append(
            "Nothing is recorded in this store yet: run `ctxstore demo` to see a report on "
            "sample traffic, or point --db at the store your service writes to."
        )
    elif baseline.assemblies == 0:
        notes.append("The baseline window has no assemblies: there is nothing to compare against.")
    elif partial:
        notes.append(
            "Partial history: the store's first assembly is at "
            f"{history_start.isoformat() if history_start else '?'}, after the baseline starts, "
            "so the baseline covers less time than the window."
        )
    if window.assemblies == 0 and not empty_store:
        notes.append("The window has no assemblies: nothing was recorded in it.")
    notes.extend(reader_notes)

    keys = sorted(set(baseline.series) | set(window.series), key=lambda k: (k[0], k[1] or ""))
    volatile: list[VolatileSection] = []
    folded: dict[SeriesKey, frozenset[str]] = {}
    for key in keys:
        found = find_volatile(window.series[key], options) if key in window.series else None
        was = find_volatile(baseline.series[key], options) if key in baseline.series else None
        folded[key] = frozenset(
            (found.example_hashes if found else ()) + (was.example_hashes if was else ())
        )
        if found is not None:
            volatile.append(replace(found, in_baseline=was is not None))
    volatile.sort(key=lambda v: (-v.assemblies, v.section))

    family: list[_Hyp] = []
    if baseline.assemblies and window.assemblies:
        for key in keys:
            family.extend(
                _series_hypotheses(
                    key,
                    baseline.series.get(key),
                    window.series.get(key),
                    baseline,
                    window,
                    folded[key],
                    options,
                )
            )
        occurrences = {
            name: (
                baseline.series[("section", name)].occurrences
                if ("section", name) in baseline.series
                else 0,
                window.series[("section", name)].occurrences
                if ("section", name) in window.series
                else 0,
            )
            for name in set(baseline.outcomes) | set(window.outcomes)
        }
        for bt in budget_tests(baseline, window, occurrences):
            counts = (bt.b, bt.n_b, bt.a, bt.n_a)
            shift = abs(bt.a / bt.n_a - bt.b / bt.n_b)
            family.append(
                _Hyp(None, "budget", bt.test, shift, options.threshold, counts, budget=bt)
            )
    # One FDR step per question (is something new or gone / did something stop / did
    # the mix move / did the budget move), each at fdr / 4, so the report as a whole
    # stays at fdr, and a dozen certain content changes (a reindex) do not relax the
    # bar for a chunk that merely went quiet.
    level = options.fdr / len(_QUESTIONS)
    # Tarone: a hypothesis that cannot reach the level whatever the data is no test at all.
    family = [h for h in family if h.test.min_p <= level]
    for question in _QUESTIONS:
        asked = [h for h in family if h.role in question]
        for h, q in zip(asked, benjamini_hochberg([h.test.p_value for h in asked]), strict=True):
            h.q = q
    # Rounded: 45% - 40% is 0.04999... in binary, and a 5-point floor must admit it.
    discovered = [h for h in family if h.q <= level and round(h.effect, 9) >= h.floor]

    by_key: dict[SeriesKey, list[_Hyp]] = {}
    for h in discovered:
        if h.key is not None:
            by_key.setdefault(h.key, []).append(h)
    changes: list[Change] = []
    mix: list[Change] = []
    for key, hyps in by_key.items():
        item = _classify(
            key,
            hyps,
            baseline.series.get(key),
            window.series.get(key),
            baseline,
            window,
            folded[key],
        )
        if item is not None:
            (mix if item.kind == "mix" else changes).append(item)
    changes.sort(key=rank_key)
    mix.sort(key=rank_key)
    budget = [
        BudgetChange(
            h.budget.metric,
            h.budget.section,
            h.budget.before,
            h.budget.after,
            _effect(h.counts, h.test.p_value, h.q),
        )
        for h in discovered
        if h.budget is not None
    ]
    budget.sort(
        key=lambda b: (b.section is not None, -abs(b.effect.difference), b.metric, b.section or "")
    )

    lookup = texts or (lambda hashes: {})
    changes = [with_diff(c, lookup, options) for c in changes]
    volatile = [volatile_diff(v, lookup, options) for v in volatile]
    if examples is not None:
        changes, mix, volatile = with_examples(changes, mix, volatile, baseline, window, examples)

    return Report(
        window=WindowInfo(window.since, window.until, window.assemblies),
        baseline=WindowInfo(baseline.since, baseline.until, baseline.assemblies),
        changes=tuple(changes),
        volatile_sections=tuple(volatile),
        metrics=metrics(baseline, window),
        notes=tuple(notes),
        threshold=options.threshold,
        budget=tuple(budget),
        mix_shifts=tuple(mix),
        fdr=options.fdr,
        min_share=options.min_share,
        tests=len(family),
        partial_baseline=partial,
        empty_store=empty_store,
    )
