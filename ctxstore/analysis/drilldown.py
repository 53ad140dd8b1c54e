"""From a report item to the evidence: text diffs and example trace IDs.

Why apart from the engine: the decision of what changed is made from counts
alone; only afterwards, and only for the few items a report lists, are the
retained texts (for a diff) and example assemblies (trace IDs for ``ctxstore
show``) fetched, through lookups the caller passes in. So drill-down costs
O(reported items) and the engine stays free of I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime, timedelta

from ctxstore.analysis.diffing import text_diff
from ctxstore.analysis.findings import Change, Options, ValueShare, VolatileSection, short_hash
from ctxstore.analysis.windows import WindowStats

TextLookup = Callable[[Sequence[str]], Mapping[str, str | None]]
"""Content hash -> retained (redacted) text, ``None`` when not retained."""

_TICK = timedelta(microseconds=1)

ExampleQuery = tuple[str, str | None, str, datetime, datetime]
"""(dimension, section name, value, since, until): which assemblies to sample."""

ExampleLookup = Callable[[Sequence[ExampleQuery]], Mapping[ExampleQuery, tuple[str, ...]]]
"""Queries -> up to a few trace IDs each, newest first."""


def _not_retained(old: str, new: str) -> str:
    return f"text not retained: hash {short_hash(old)} → {short_hash(new)}"


def with_diff(change: Change, lookup: TextLookup, options: Options) -> Change:
    if change.dimension != "section" or not change.old_value or not change.new_value:
        return change
    if change.old_value == change.new_value:
        return change
    old, new = change.old_value, change.new_value
    found = lookup([old, new])
    a, b = found.get(old), found.get(new)
    if a is None or b is None:
        return replace(change, text_note=_not_retained(old, new))
    diff = text_diff(
        a, b, old_label=short_hash(old), new_label=short_hash(new), context=options.diff_context
    )
    return replace(change, diff=diff)


def volatile_diff(v: VolatileSection, lookup: TextLookup, options: Options) -> VolatileSection:
    # Show the two most recent rare variants that still have text: the lines
    # that differ between them are the leak.
    candidates = list(v.example_hashes[:20])
    found = lookup(candidates)
    with_text = [h for h in candidates if found.get(h) is not None]
    if len(with_text) >= 2:
        a, b = with_text[1], with_text[0]
        diff = text_diff(
            found[a] or "",
            found[b] or "",
            old_label=short_hash(a),
            new_label=short_hash(b),
            context=options.diff_context,
        )
        return replace(v, example_hashes=(a, b), example_diff=diff)
    if len(candidates) >= 2:
        return replace(
            v,
            example_hashes=(candidates[1], candidates[0]),
            text_note=_not_retained(candidates[1], candidates[0]),
        )
    return replace(v, example_hashes=tuple(candidates[:2]))


def with_examples(
    changes: list[Change],
    mix: list[Change],
    volatile: list[VolatileSection],
    baseline: WindowStats,
    window: WindowStats,
    lookup: ExampleLookup,
) -> tuple[list[Change], list[Change], list[VolatileSection]]:
    queries: list[ExampleQuery] = []

    def side(change: Change, v: ValueShare, where: WindowStats) -> ExampleQuery:
        # Bounded by the value's own sightings: the newest example is at its last
        # sighting, so the lookup starts there instead of searching the window.
        since = max(where.since, v.first_seen) if v.first_seen else where.since
        until = min(where.until, v.last_seen + _TICK) if v.last_seen else where.until
        return (change.dimension, change.section, v.value, since, until)

    for c in (*changes, *mix):
        queries.extend(side(c, v, window) for v in c.after)
        queries.extend(side(c, v, baseline) for v in c.before)
    for v in volatile:
        queries.extend(
            ("section", v.section, h, window.since, window.until) for h in v.example_hashes
        )
    found = lookup(queries)

    def fill(c: Change) -> Change:
        after = tuple(replace(v, examples=found.get(side(c, v, window), ())) for v in c.after)
        before = tuple(replace(v, examples=found.get(side(c, v, baseline), ())) for v in c.before)
        lead = c.new_value if c.kind != "disappeared" else c.old_value
        pool = [v for v in after if v.value == lead] or [v for v in before if v.value == lead]
        return replace(c, after=after, before=before, examples=pool[0].examples if pool else ())

    def fill_volatile(v: VolatileSection) -> VolatileSection:
        ids: list[str] = []
        for h in v.example_hashes:
            ids.extend(found.get(("section", v.section, h, window.since, window.until), ()))
        return replace(v, examples=tuple(ids[:3]))

    return [fill(c) for c in changes], [fill(c) for c in mix], [fill_volatile(v) for v in volatile]
