"""The one canonical order of a request.

tools -> system -> memory -> history -> this turn's data -> the ask, last. Within a
tier, the caller's insertion order. Priority never reorders anything: it only
decides what is evicted when the budget is tight. Keeping order independent of
priority keeps the cacheable prefix stable and makes eval deltas attributable
(the same content in a different order is a different prompt).
"""

from __future__ import annotations

from collections.abc import Sequence

from ctxstore.assembly.sections import KindTiers, Section, Tier
from ctxstore.errors import SectionError


def canonical_order(
    sections: Sequence[Section], tiers: KindTiers | None = None
) -> list[tuple[Section, Tier]]:
    """Sections paired with their tier, sorted by tier then insertion order (stable sort)."""
    tiers = tiers or KindTiers()
    paired = [(s, tiers.tier_of(s.kind)) for s in sections]
    asks = [s for s, t in paired if t == Tier.ASK]
    if len(asks) > 1:
        raise SectionError(
            f"An assembly takes one ask section, got {len(asks)} "
            f"({', '.join(s.name for s in asks)}); put earlier turns in history."
        )
    names = [s.name for s in sections]
    if len(set(names)) != len(names):
        dupes = sorted({n for n in names if names.count(n) > 1})
        raise SectionError(
            f"Section names must be unique within an assembly; repeated: {', '.join(dupes)}. "
            "Name chunks e.g. 'doc:faq.md#3'."
        )
    return sorted(paired, key=lambda pair: pair[1])
