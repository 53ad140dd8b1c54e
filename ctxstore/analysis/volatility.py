"""Volatile sections: a stable section whose text changes on (almost) every request.

Why its own rule and not a content change: a leaked timestamp or locale string
gives a system prompt a new hash per minute; no single variant is common
enough to be a change, yet together they wreck the prompt cache. So the rare
hashes of a stable-kind section are recognised here, set aside from every
test in :mod:`ctxstore.analysis.whatchanged`, and reported on their own.
"""

from __future__ import annotations

from ctxstore.analysis.findings import Options, VolatileSection
from ctxstore.analysis.windows import STABLE_KINDS, Series

_DEFAULT = Options()


def find_volatile(series: Series, options: Options = _DEFAULT) -> VolatileSection | None:
    """A stable-kind section whose hash changes on (almost) every request, or ``None``.

    Volatile means at least ``volatile_min_distinct`` hashes are rare (each on
    at most ``max(2, rare_fraction x occurrences)`` requests): no single
    variant explains them, which is what a leaked timestamp looks like.
    """
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
        last_seen=max(s.last_seen for _, s in rare),
        in_baseline=False,
        example_hashes=tuple(v for v, _ in rare),
    )
