"""The ``what-changed`` comparison: two windows of counts in, a ranked list of changes out.

Why pure functions over distributions: the judgement ("did the share of this
snapshot ID move enough to matter, when did the new one appear, is this system
prompt leaking a timestamp") is the part worth testing exhaustively, and it must
not depend on where the counts came from. The readers in
:mod:`ctxstore.analysis.readers` build the same :class:`WindowStats` from hourly
rollups or from raw rows; everything here is arithmetic on those.

Definitions (the CLI help and README repeat them):

* a value's **share** is the fraction of the window's assemblies carrying it
  (for a section: carrying that section with that content hash);
* a value **appeared**/**disappeared** when its share goes from 0 to >0 or back,
  and **shifted** when its share moves by more than ``threshold`` (5 points);
* values under ``tail_share`` in both windows, and per-request hashes of a
  high-cardinality section, are folded into a **long tail** so one report line
  is not printed per user question; the tail's mass is compared like a value;
* **affected share** is the total-variation distance between the two
  distributions (half the sum of absolute share differences, counting
  "section absent" as a value): the fraction of traffic that now sees
  something different. Changes are ranked by it;
* sections of per-request kinds (``ask``, ``history``) arrive counted by
  presence only (see :data:`ctxstore.db.rollups.PER_REQUEST_KINDS`): their
  text differs on every request by nature, so only "did this section appear or
  vanish" is a signal;
* a section of a stable kind (tools, system, memory) is **volatile** when at
  least ``volatile_min_distinct`` of its hashes are rare (each on at most
  ``max(2, rare_fraction x occurrences)`` requests): no single variant explains
  them, which is what a leaked timestamp or locale string looks like.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime

from ctxstore.analysis.diffing import text_diff
from ctxstore.db.rollups import bucket_bounds

FIXED_DIMENSIONS: tuple[str, ...] = ("model_id", "template_version", "snapshot_id", "tokenizer")
"""Per-assembly dimensions compared value by value (sections are compared by name)."""

STABLE_KINDS: frozenset[str] = frozenset({"tools", "system", "memory"})
"""Section kinds that form the cacheable prefix and should not change per request."""

FLAG_METRICS: tuple[str, ...] = ("dropped", "exact", "screening")

_DIMENSION_ORDER = {d: i for i, d in enumerate((*FIXED_DIMENSIONS, "section"))}

SeriesKey = tuple[str, str | None]
"""``(dimension, section name)``; the name is ``None`` except for ``section``."""

TextLookup = Callable[[Sequence[str]], Mapping[str, str | None]]
"""Content hash -> retained (redacted) text, ``None`` when not retained."""


# --- inputs -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ValueStat:
    """How often one value occurred in one window, and when."""

    count: int
    first_seen: datetime
    last_seen: datetime


@dataclass(frozen=True, slots=True)
class Series:
    """The distribution of one dimension (or one section, by name) in one window."""

    dimension: str
    section: str | None
    kind: str | None
    values: Mapping[str, ValueStat]

    @property
    def occurrences(self) -> int:
        return sum(v.count for v in self.values.values())


@dataclass(frozen=True)
class WindowStats:
    """Everything ``what-changed`` needs to know about one time window."""

    since: datetime
    until: datetime
    assemblies: int
    series: Mapping[SeriesKey, Series]
    tokens: Mapping[str, int] = field(default_factory=dict)  # token bucket label -> count
    flags: Mapping[str, Mapping[str, int]] = field(default_factory=dict)  # dropped/exact/screening


class _Acc:
    __slots__ = ("count", "first", "last")

    def __init__(self, count: int, first: datetime, last: datetime) -> None:
        self.count, self.first, self.last = count, first, last


class WindowBuilder:
    """Accumulates rollup-shaped rows into a :class:`WindowStats`.

    Both readers feed rows of the same shape (dimension, section name, kind,
    value, count, first seen, last seen), so merging rollup rows with the raw
    rows of a partial edge hour is just addition.
    """

    def __init__(self, since: datetime, until: datetime) -> None:
        self.since = since
        self.until = until
        self._values: dict[tuple[str, str, str], dict[str, _Acc]] = {}
        self._tokens: dict[str, int] = {}
        self._flags: dict[str, dict[str, int]] = {}
        self._assemblies = 0

    def add(
        self,
        dimension: str,
        section_name: str,
        section_kind: str,
        value: str,
        count: int,
        first_seen: datetime,
        last_seen: datetime,
    ) -> None:
        if count <= 0:
            return
        if dimension == "tokens_total":
            self._tokens[value] = self._tokens.get(value, 0) + count
            return
        if dimension in FLAG_METRICS:
            flags = self._flags.setdefault(dimension, {})
            flags[value] = flags.get(value, 0) + count
            return
        if dimension == "model_id":
            self._assemblies += count
        bucket = self._values.setdefault((dimension, section_name, section_kind), {})
        acc = bucket.get(value)
        if acc is None:
            bucket[value] = _Acc(count, first_seen, last_seen)
            return
        acc.count += count
        acc.first = min(acc.first, first_seen)
        acc.last = max(acc.last, last_seen)

    def build(self) -> WindowStats:
        merged: dict[SeriesKey, dict[str, ValueStat]] = {}
        kinds: dict[SeriesKey, dict[str, int]] = {}
        for (dimension, name, kind), values in self._values.items():
            key: SeriesKey = (dimension, name if dimension == "section" else None)
            target = merged.setdefault(key, {})
            if dimension == "section":
                per_kind = kinds.setdefault(key, {})
                per_kind[kind] = per_kind.get(kind, 0) + sum(a.count for a in values.values())
            for value, acc in values.items():
                old = target.get(value)
                if old is None:
                    target[value] = ValueStat(acc.count, acc.first, acc.last)
                else:
                    target[value] = ValueStat(
                        old.count + acc.count,
                        min(old.first_seen, acc.first),
                        max(old.last_seen, acc.last),
                    )
        series: dict[SeriesKey, Series] = {}
        for key, stats in merged.items():
            usual: str | None = None
            if key in kinds:
                # A name recorded under two kinds is rare; report the usual one.
                usual = sorted(kinds[key].items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
            series[key] = Series(key[0], key[1], usual, stats)
        return WindowStats(
            since=self.since,
            until=self.until,
            assemblies=self._assemblies,
            series=series,
            tokens=dict(self._tokens),
            flags={k: dict(v) for k, v in self._flags.items()},
        )


@dataclass(frozen=True, slots=True)
class Options:
    threshold: float = 0.05
    tail_share: float = 0.01
    rare_fraction: float = 0.02
    volatile_min_distinct: int = 5
    high_cardinality_ratio: float = 0.5
    diff_context: int = 3


# --- outputs ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ValueShare:
    value: str
    share: float
    count: int
    first_seen: datetime | None
    status: str  # appeared | disappeared | shifted | unchanged


@dataclass(frozen=True, slots=True)
class Tail:
    """Values folded together: how many distinct ones, and their combined share."""

    values: int
    share: float


@dataclass(frozen=True, slots=True)
class Change:
    dimension: str
    section: str | None
    section_kind: str | None
    before: tuple[ValueShare, ...]
    after: tuple[ValueShare, ...]
    affected_share: float
    tail_before: Tail | None
    tail_after: Tail | None
    old_value: str | None  # the value that lost the most share
    new_value: str | None  # the value that gained the most share
    first_seen: datetime | None  # first sighting of ``new_value`` in the window
    diff: str | None = None
    text_note: str | None = None  # e.g. "text not retained: hash a1b2… → c3d4…"


@dataclass(frozen=True, slots=True)
class VolatileSection:
    section: str
    kind: str | None
    distinct_hashes: int
    assemblies: int  # assemblies that carried the section in the window
    rare_share: float  # fraction of those whose hash is rare
    since: datetime | None  # first sighting of a rare hash
    in_baseline: bool  # already volatile in the baseline window
    example_hashes: tuple[str, ...]
    example_diff: str | None = None
    text_note: str | None = None


@dataclass(frozen=True, slots=True)
class Metric:
    name: str
    before: float | None
    after: float | None


@dataclass(frozen=True, slots=True)
class WindowInfo:
    since: datetime
    until: datetime
    assemblies: int


@dataclass(frozen=True)
class Report:
    window: WindowInfo
    baseline: WindowInfo
    changes: tuple[Change, ...]
    volatile_sections: tuple[VolatileSection, ...]
    metrics: tuple[Metric, ...]
    notes: tuple[str, ...]
    threshold: float

    @property
    def changed(self) -> bool:
        return bool(self.changes or self.volatile_sections)


# --- the comparison -------------------------------------------------------------


def _shares(series: Series | None, total: int) -> dict[str, float]:
    if series is None or total <= 0:
        return {}
    return {v: min(1.0, s.count / total) for v, s in series.values.items()}


def _high_cardinality(series: Series | None, ratio: float) -> bool:
    if series is None:
        return False
    distinct, occ = len(series.values), series.occurrences
    return distinct >= 5 and distinct >= ratio * occ


def compare_series(
    before: Series | None,
    after: Series | None,
    n_before: int,
    n_after: int,
    options: Options = Options(),
    fold: frozenset[str] = frozenset(),
) -> Change | None:
    """One dimension (or one section) across the two windows; ``None`` when unchanged.

    ``fold`` names values to put in the long tail regardless of their share (the
    rare hashes of a volatile section, which are reported on their own).
    """
    if n_before <= 0 or n_after <= 0 or (before is None and after is None):
        return None
    ref = after if after is not None else before
    assert ref is not None
    sb, sa = _shares(before, n_before), _shares(after, n_after)
    values = set(sb) | set(sa)
    high_card = _high_cardinality(before, options.high_cardinality_ratio) or _high_cardinality(
        after, options.high_cardinality_ratio
    )
    cb = before.values if before is not None else {}
    ca = after.values if after is not None else {}

    def is_tail(v: str) -> bool:
        if v in fold:
            return True
        if max(sb.get(v, 0.0), sa.get(v, 0.0)) < options.tail_share:
            return True
        n = (cb[v].count if v in cb else 0) + (ca[v].count if v in ca else 0)
        return high_card and n <= 2

    tail = {v for v in values if is_tail(v)}
    significant = values - tail

    def status(v: str) -> str:
        b, a = sb.get(v, 0.0), sa.get(v, 0.0)
        if b == 0.0 and a > 0.0:
            return "appeared"
        if a == 0.0 and b > 0.0:
            return "disappeared"
        if abs(a - b) > options.threshold:
            return "shifted"
        return "unchanged"

    tail_b = sum(sb.get(v, 0.0) for v in tail)
    tail_a = sum(sa.get(v, 0.0) for v in tail)
    changed = [v for v in significant if status(v) != "unchanged"]
    tail_moved = abs(tail_a - tail_b) > options.threshold
    if not changed and not tail_moved:
        return None

    absent_b = max(0.0, 1.0 - sum(sb.values()))
    absent_a = max(0.0, 1.0 - sum(sa.values()))
    distance = sum(abs(sa.get(v, 0.0) - sb.get(v, 0.0)) for v in significant)
    distance += abs(tail_a - tail_b) + abs(absent_a - absent_b)
    affected = min(1.0, round(distance / 2, 6))

    def listing(shares: dict[str, float], stats: Mapping[str, ValueStat]) -> tuple[ValueShare, ...]:
        rows = [
            ValueShare(v, shares[v], stats[v].count, stats[v].first_seen, status(v))
            for v in significant
            if v in shares
        ]
        rows.sort(key=lambda r: (-r.share, r.value))
        return tuple(rows)

    gains = sorted(
        ((sa.get(v, 0.0) - sb.get(v, 0.0), v) for v in significant), key=lambda t: (-t[0], t[1])
    )
    new_value = gains[0][1] if gains and gains[0][0] > 0 else None
    old_value = gains[-1][1] if gains and gains[-1][0] < 0 else None

    def tail_info(shares: dict[str, float], total: float) -> Tail | None:
        n = sum(1 for v in tail if v in shares)
        return Tail(n, total) if n else None

    return Change(
        dimension=ref.dimension,
        section=ref.section,
        section_kind=ref.kind,
        before=listing(sb, cb),
        after=listing(sa, ca),
        affected_share=affected,
        tail_before=tail_info(sb, tail_b),
        tail_after=tail_info(sa, tail_a),
        old_value=old_value,
        new_value=new_value,
        first_seen=ca[new_value].first_seen if new_value is not None and new_value in ca else None,
    )


def find_volatile(
    series: Series,
    options: Options = Options(),
) -> VolatileSection | None:
    """A stable-kind section whose hash changes on (almost) every request, or ``None``."""
    if series.dimension != "section" or series.kind not in STABLE_KINDS:
        return None
    occ = series.occurrences
    limit = max(2, int(options.rare_fraction * occ))
    rare = [(v, s) for v, s in series.values.items() if s.count <= limit]
    if len(rare) < options.volatile_min_distinct:
        return None
    rare.sort(key=lambda vs: (vs[1].last_seen, vs[0]), reverse=True)
    return VolatileSection(
        section=series.section or "",
        kind=series.kind,
        distinct_hashes=len(series.values),
        assemblies=occ,
        rare_share=round(sum(s.count for _, s in rare) / occ, 6),
        since=min(s.first_seen for _, s in rare),
        in_baseline=False,
        example_hashes=tuple(v for v, _ in rare),
    )


def _rank_key(change: Change) -> tuple[float, int, str]:
    return (
        -change.affected_share,
        _DIMENSION_ORDER.get(change.dimension, 99),
        change.section or "",
    )


def compare(
    baseline: WindowStats,
    window: WindowStats,
    options: Options = Options(),
    texts: TextLookup | None = None,
) -> Report:
    """The full report: ranked changes, volatile sections, metric deltas, notes.

    ``texts`` resolves content hashes to retained text for the diffs; without
    it (or when retention did not keep a text) the report says so plainly.
    """
    notes: list[str] = []
    if baseline.assemblies == 0:
        notes.append("The baseline window has no assemblies: there is nothing to compare against.")
    if window.assemblies == 0:
        notes.append("The window has no assemblies: nothing was recorded in it.")

    volatile: list[VolatileSection] = []
    folded: dict[SeriesKey, frozenset[str]] = {}
    for key in set(baseline.series) | set(window.series):
        found = find_volatile(window.series[key], options) if key in window.series else None
        was = find_volatile(baseline.series[key], options) if key in baseline.series else None
        folded[key] = frozenset(
            (found.example_hashes if found else ()) + (was.example_hashes if was else ())
        )
        if found is not None:
            volatile.append(replace(found, in_baseline=was is not None))
    volatile.sort(key=lambda v: (-v.assemblies, v.section))

    changes: list[Change] = []
    for key in sorted(set(baseline.series) | set(window.series), key=lambda k: (k[0], k[1] or "")):
        change = compare_series(
            baseline.series.get(key),
            window.series.get(key),
            baseline.assemblies,
            window.assemblies,
            options,
            folded.get(key, frozenset()),
        )
        if change is not None:
            changes.append(change)
    changes.sort(key=_rank_key)

    lookup = texts or (lambda hashes: {})
    changes = [_with_diff(c, lookup, options) for c in changes]
    volatile = [_volatile_diff(v, window, lookup, options) for v in volatile]

    return Report(
        window=WindowInfo(window.since, window.until, window.assemblies),
        baseline=WindowInfo(baseline.since, baseline.until, baseline.assemblies),
        changes=tuple(changes),
        volatile_sections=tuple(volatile),
        metrics=metrics(baseline, window),
        notes=tuple(notes),
        threshold=options.threshold,
    )


def short_hash(value: str) -> str:
    return value[:4] + "…" if len(value) > 4 else value


def _not_retained(old: str, new: str, found: Mapping[str, str | None] | None = None) -> str:
    # A lookup that knows which texts an erasure removed (``readers.RetainedTexts``)
    # names the audit row, so "erased" is never mistaken for "never kept".
    erased: Mapping[str, int] = getattr(found, "erased", None) or {}
    why = next(
        (f"erased (audit #{erased[h]})" for h in (new, old) if h in erased), "text not retained"
    )
    return f"{why}: hash {short_hash(old)} → {short_hash(new)}"


def _with_diff(change: Change, lookup: TextLookup, options: Options) -> Change:
    if change.dimension != "section" or not change.old_value or not change.new_value:
        return change
    old, new = change.old_value, change.new_value
    found = lookup([old, new])
    a, b = found.get(old), found.get(new)
    if a is None or b is None:
        return replace(change, diff=None, text_note=_not_retained(old, new, found))
    diff = text_diff(
        a, b, old_label=short_hash(old), new_label=short_hash(new), context=options.diff_context
    )
    return replace(change, diff=diff, text_note=None)


def _volatile_diff(
    v: VolatileSection, window: WindowStats, lookup: TextLookup, options: Options
) -> VolatileSection:
    # Show the two most recent rare variants that still have text: the lines
    # that differ between them are the leak.
    candidates = list(v.example_hashes[:20])
    found = lookup(candidates)
    with_text = [h for h in candidates if found.get(h) is not None]
    diff, note, shown = None, None, tuple(candidates[:2])
    if len(with_text) >= 2:
        a, b = with_text[1], with_text[0]
        shown = (a, b)
        diff = text_diff(
            found[a] or "",
            found[b] or "",
            old_label=short_hash(a),
            new_label=short_hash(b),
            context=options.diff_context,
        )
    elif len(candidates) >= 2:
        note = _not_retained(candidates[1], candidates[0], found)
        shown = (candidates[1], candidates[0])
    return replace(v, example_hashes=shown, example_diff=diff, text_note=note)


# --- metrics --------------------------------------------------------------------


def percentile_from_buckets(
    buckets: Mapping[str, int], q: float, bounds: Callable[[str], tuple[int, int]]
) -> float | None:
    """The ``q`` quantile of a bucketed histogram, as the containing bucket's lower bound.

    Buckets are ~2% wide, so this is within 2% of the exact quantile; both
    readers use it, so rollups and raw rows agree exactly.
    """
    total = sum(buckets.values())
    if total <= 0:
        return None
    rank = q * total
    seen = 0
    for label in sorted(buckets):
        seen += buckets[label]
        if seen >= rank:
            return float(bounds(label)[0])
    return float(bounds(max(buckets))[0])


def _rate(
    flags: Mapping[str, Mapping[str, int]], name: str, true_value: str = "true"
) -> float | None:
    counts = flags.get(name, {})
    total = sum(counts.values())
    if total <= 0:
        return None
    return round(counts.get(true_value, 0) / total, 6)


def metrics(baseline: WindowStats, window: WindowStats) -> tuple[Metric, ...]:
    """Token p50/p95, dropped-section rate, estimated-count share, screening-hit rate."""
    out = []
    for name, q in (("tokens_p50", 0.5), ("tokens_p95", 0.95)):
        out.append(
            Metric(
                name,
                percentile_from_buckets(baseline.tokens, q, bucket_bounds),
                percentile_from_buckets(window.tokens, q, bucket_bounds),
            )
        )
    for name, flag, true_value in (
        ("dropped_rate", "dropped", "true"),
        ("estimated_share", "exact", "false"),
        ("screening_rate", "screening", "true"),
    ):
        out.append(
            Metric(
                name, _rate(baseline.flags, flag, true_value), _rate(window.flags, flag, true_value)
            )
        )
    return tuple(out)


def stats_from_rows(
    since: datetime,
    until: datetime,
    rows: Iterable[tuple[str, str, str, str, int, datetime, datetime]],
) -> WindowStats:
    """Build a :class:`WindowStats` from rollup-shaped rows (handy for tests and readers)."""
    builder = WindowBuilder(since, until)
    for row in rows:
        builder.add(*row)
    return builder.build()
