"""What a ``what-changed`` report says: its options and the items it lists.

Why one module of plain frozen dataclasses: the engine
(:mod:`ctxstore.analysis.whatchanged`) produces them, the renderers
(:mod:`ctxstore.analysis.report`), the CLI gate (``--fail-on``) and the
scenario scoring read them, and none of those should depend on how the others
work. Every item carries its evidence (counts, p-value, q-value, a 95%
interval) so a reader can see why it is listed, and an ``impact`` tuple that
outcome metrics will fill (empty until outcomes are recorded).

Kinds (``Change.kind``):

* ``content``: a section name, model, template, snapshot or tokenizer carries
  a value (text hash) the baseline never had; *affects* is the share of window
  traffic that carried the new value;
* ``appeared`` / ``disappeared``: a section name (or a value) present in one
  window only, or one that stopped inside the window, with first/last seen;
* ``reverted``: new in the window and gone again before its end;
* ``mix``: unchanged content used more or less often (retrieval mix);
* ``budget``: a significant shift in how assemblies were fitted (dropped or
  truncated sections, token totals, estimated counts, screening hits);
* volatile sections are listed apart (:class:`VolatileSection`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

CHANGE_KINDS: tuple[str, ...] = (
    "content",
    "appeared",
    "disappeared",
    "reverted",
    "volatile",
    "budget",
    "mix",
)
"""Every kind ``--fail-on`` accepts, in report order."""

DEFAULT_FAIL_ON: frozenset[str] = frozenset(
    {"content", "appeared", "disappeared", "reverted", "volatile", "budget"}
)
"""What ``--fail-on-change`` trips on: everything new in the window; never mix shifts."""


@dataclass(frozen=True, slots=True)
class Options:
    """The knobs of the comparison (README "How what-changed decides")."""

    threshold: float = 0.05  # effect floor for shifts (mix, budget), as a share
    min_share: float = 0.01  # smallest share of traffic a new/gone value must touch
    fdr: float = 0.001  # false-discovery rate across everything one report tests
    rare_fraction: float = 0.02
    volatile_min_distinct: int = 5
    diff_context: int = 3
    examples: int = 3


@dataclass(frozen=True, slots=True)
class Effect:
    """A share before and after, their difference with a 95% interval, and the test."""

    before: float
    after: float
    ci_low: float
    ci_high: float
    p_value: float
    q_value: float

    @property
    def difference(self) -> float:
        return self.after - self.before


@dataclass(frozen=True, slots=True)
class ValueShare:
    value: str
    share: float
    count: int
    first_seen: datetime | None
    last_seen: datetime | None
    status: str  # appeared | disappeared | shifted | unchanged (the published JSON words)
    examples: tuple[str, ...] = ()  # trace IDs, newest first


@dataclass(frozen=True, slots=True)
class Change:
    kind: str  # content | appeared | disappeared | reverted | mix
    dimension: str
    section: str | None
    section_kind: str | None
    before: tuple[ValueShare, ...]
    after: tuple[ValueShare, ...]
    affected_share: float
    effect: Effect
    old_value: str | None
    new_value: str | None
    first_seen: datetime | None  # first sighting of what is new (or of what went away)
    last_seen: datetime | None  # last sighting of it
    old_last_seen: datetime | None = None  # last sighting of the replaced value
    examples: tuple[str, ...] = ()
    diff: str | None = None
    text_note: str | None = None
    impact: tuple[object, ...] = ()


@dataclass(frozen=True, slots=True)
class BudgetChange:
    """A significant shift in how assemblies were fitted into their budget."""

    metric: str  # dropped_rate | truncated_rate | tokens_p50 | ... | section_drop_rate
    section: str | None
    before: float | None  # the metric (a rate, or tokens for the percentiles)
    after: float | None
    effect: Effect  # the tested share (for percentiles: share above the baseline's)
    impact: tuple[object, ...] = ()


@dataclass(frozen=True, slots=True)
class VolatileSection:
    section: str
    kind: str | None
    distinct_hashes: int
    assemblies: int  # assemblies that carried the section in the window
    rare_share: float  # fraction of those whose hash is rare
    since: datetime | None  # first sighting of a rare hash
    last_seen: datetime | None  # last sighting of a rare hash
    in_baseline: bool  # already volatile in the baseline window
    example_hashes: tuple[str, ...]
    example_diff: str | None = None
    text_note: str | None = None
    examples: tuple[str, ...] = ()


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
    changes: tuple[Change, ...]  # content, appeared, disappeared, reverted
    volatile_sections: tuple[VolatileSection, ...]
    metrics: tuple[Metric, ...]
    notes: tuple[str, ...]
    threshold: float
    budget: tuple[BudgetChange, ...] = ()
    mix_shifts: tuple[Change, ...] = ()
    fdr: float = 0.001
    min_share: float = 0.01
    tests: int = 0  # hypotheses in the FDR family
    partial_baseline: bool = False
    empty_store: bool = False

    def tripped(self, kinds: frozenset[str] = DEFAULT_FAIL_ON) -> tuple[str, ...]:
        """The kinds in ``kinds`` this report found (volatile: only newly volatile)."""
        found = {c.kind for c in self.changes} | {c.kind for c in self.mix_shifts}
        if self.budget:
            found.add("budget")
        if any(not v.in_baseline for v in self.volatile_sections):
            found.add("volatile")
        return tuple(k for k in CHANGE_KINDS if k in found and k in kinds)

    @property
    def changed(self) -> bool:
        """Something new in the window (what ``--fail-on-change`` exits 3 for)."""
        return bool(self.tripped())


SHORT_HASH = 12
"""Hex digits of a hash shown to people: enough for ``show``/``log --section`` to find it."""


def short_hash(value: str) -> str:
    return value[:SHORT_HASH] if len(value) > SHORT_HASH else value


_DIMENSION_ORDER = {
    d: i
    for i, d in enumerate(("model_id", "template_version", "snapshot_id", "tokenizer", "section"))
}


def rank_key(change: Change) -> tuple[float, int, str]:
    """Biggest share of traffic first; ties by dimension (model before sections), then name."""
    return (
        -change.affected_share,
        _DIMENSION_ORDER.get(change.dimension, 99),
        change.section or "",
    )
