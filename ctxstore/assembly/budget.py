"""Fitting sections into the token budget.

Budget = context window - reserved output - safety margin. Pinned sections are paid
for first; if they alone do not fit, that is a hard error carrying the per-section
token table (silently trimming a pinned system prompt is how prompts rot). Then:

Images and documents in the history count with the provider's formula
(``ctxstore.assembly.media``), as part of their section's tokens.

1. identical data chunks are deduplicated by content hash (the first one stays);
2. each document contributes at most ``max_chunks_per_document`` chunks (best score,
   then highest priority, then earliest);
3. data sections longer than ``max_section_tokens`` are truncated, visibly;
4. while over budget, evict the lowest-priority *unit* among non-pinned sections.
   A unit is a set of sections linked by tool_use/tool_result IDs, so a tool call is
   never kept without its result or the other way round. Among equal priorities the
   lowest value per token goes first when chunks carry a relevance score, then the
   latest in canonical order;
5. the last evicted text section is re-admitted truncated if enough room is left
   (``min_truncate_tokens``), and an evicted history is re-admitted with its oldest
   turns dropped, tool pairs kept together.

Eviction never reorders anything; it only removes or shortens.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from ctxstore.assembly.fence import truncation_note
from ctxstore.assembly.media import media_cost
from ctxstore.assembly.result import Outcome
from ctxstore.assembly.screening import ScreenHit
from ctxstore.assembly.sections import Message, Section, Tier
from ctxstore.errors import BudgetExceededError, ConfigError


@dataclass(frozen=True, slots=True)
class BudgetConfig:
    """Budget knobs. ``None`` window/output take the model's published limits."""

    context_window: int | None = None
    reserved_output: int | None = None
    safety_margin: int = 256
    max_chunks_per_document: int | None = 3
    max_section_tokens: int | None = None
    min_truncate_tokens: int = 128
    dedupe: bool = True
    select_by_value: bool = True
    # Anthropic cache breakpoints need a prefix of at least this many tokens; None
    # takes the model's documented minimum (ctxstore.assembly.tokens.MIN_CACHEABLE_PREFIX).
    min_cacheable_tokens: int | None = None

    def __post_init__(self) -> None:
        for name in (
            "context_window",
            "reserved_output",
            "min_cacheable_tokens",
            "max_chunks_per_document",
            "max_section_tokens",
        ):
            value = getattr(self, name)
            if value is not None and value < 0:
                raise ConfigError(f"BudgetConfig.{name} must be >= 0, got {value}.")
        if self.safety_margin < 0:
            raise ConfigError(f"BudgetConfig.safety_margin must be >= 0, got {self.safety_margin}.")


@dataclass(slots=True)
class Item:
    """A section on its way through the budget (mutable while fitting)."""

    position: int
    section: Section
    tier: Tier
    trust: str
    content_hash: str
    body: str  # what will be rendered (after screening)
    body_tokens: int
    overhead: int  # fence/label tokens
    original_tokens: int
    full_body: str = ""  # the body before any truncation
    note_tokens: int = 0  # the visible truncation note, when cut
    outcome: Outcome = Outcome.KEPT
    reason: str | None = None
    cut_tokens: int = 0
    hits: tuple[ScreenHit, ...] = field(default_factory=tuple)
    original: Section | None = None  # as given, before screening/truncation
    media_tokens: int = 0  # images/documents (history only), by the provider's formula
    media_exact: bool = True

    def __post_init__(self) -> None:
        if not self.full_body:
            self.full_body = self.body

    @property
    def tokens(self) -> int:
        return self.body_tokens + self.overhead + self.note_tokens + self.media_tokens

    @property
    def included(self) -> bool:
        return self.outcome in (Outcome.KEPT, Outcome.TRUNCATED)

    def drop(self, outcome: Outcome, reason: str) -> None:
        self.outcome = outcome
        self.reason = reason


Counter = Callable[[str], int]
Truncator = Callable[[str, int], tuple[str, int]]
HistoryRenderer = Callable[[Sequence[Message]], str]
MediaCounter = Callable[[Sequence[Message]], tuple[int, bool]]


def history_media_counter(model: str) -> MediaCounter:
    """Tokens of every image and document in some messages, for ``model``'s provider."""

    def count(messages: Sequence[Message]) -> tuple[int, bool]:
        total, exact = 0, True
        for m in messages:
            for block in m.media:  # empty for text-only messages: no cost per request
                cost = media_cost(block, model)
                total += cost.tokens
                exact = exact and cost.exact
        return total, exact

    return count


def _no_media(messages: Sequence[Message]) -> tuple[int, bool]:
    return 0, True


def _tool_ids(item: Item) -> set[str]:
    ids: set[str] = set()
    if item.tier == Tier.HISTORY:
        for m in item.section.content:
            if isinstance(m, Message):
                ids.update(m.tool_use_ids)
                ids.update(m.tool_result_ids)
    return ids


def _units(items: Sequence[Item]) -> list[list[Item]]:
    """Group evictable items linked by tool IDs (union-find over shared IDs)."""
    parent = list(range(len(items)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    owner: dict[str, int] = {}
    for i, item in enumerate(items):
        for tid in _tool_ids(item):
            if tid in owner:
                parent[find(i)] = find(owner[tid])
            else:
                owner[tid] = i
    groups: dict[int, list[Item]] = {}
    for i, item in enumerate(items):
        groups.setdefault(find(i), []).append(item)
    return list(groups.values())


def token_table(items: Sequence[Item], budget: int) -> str:
    rows = [f"  {'section':<32} {'kind':<12} {'pinned':<6} {'tokens':>8}"]
    pinned_total = 0
    for it in items:
        rows.append(
            f"  {it.section.name[:32]:<32} {it.section.kind:<12} "
            f"{'yes' if it.section.pinned else '':<6} {it.tokens:>8}"
        )
        if it.section.pinned:
            pinned_total += it.tokens
    rows.append(f"  {'pinned total':<52} {pinned_total:>8}")
    rows.append(f"  {'budget':<52} {budget:>8}")
    return "\n".join(rows)


def fit(
    items: list[Item],
    budget: int,
    config: BudgetConfig,
    *,
    data_note_tokens: int,
    count: Counter,
    truncate: Truncator,
    render_history: HistoryRenderer,
    count_media: MediaCounter = _no_media,
) -> None:
    """Decide every item's outcome in place; raises :class:`BudgetExceededError`."""
    live = [it for it in items if it.included]
    if config.dedupe:
        _dedupe(live)
    if config.max_chunks_per_document is not None:
        _cap_per_document(live, config.max_chunks_per_document, config.select_by_value)
    if config.max_section_tokens is not None:
        for it in live:
            if it.included and it.tier == Tier.DATA and not it.section.pinned:
                _truncate_to(it, config.max_section_tokens, truncate, count, "max_section_tokens")

    def total() -> int:
        kept = [it for it in items if it.included]
        note = data_note_tokens if any(it.tier == Tier.DATA for it in kept) else 0
        return sum(it.tokens for it in kept) + note

    pinned = [it for it in items if it.included and it.section.pinned]
    pinned_cost = sum(it.tokens for it in pinned)
    if any(it.tier == Tier.DATA for it in pinned):
        pinned_cost += data_note_tokens
    if pinned_cost > budget:
        raise BudgetExceededError(
            f"Pinned sections need {pinned_cost} tokens but the budget is {budget}. "
            "Shrink or unpin a section, raise context_window, or lower reserved_output.",
            token_table([it for it in items if it.included], budget),
        )
    if total() <= budget:
        return

    evictable = [it for it in items if it.included and not it.section.pinned]
    units = [u for u in _units(evictable)]
    # A unit that shares a tool ID with a pinned section cannot go either.
    pinned_ids: set[str] = set()
    for it in pinned:
        pinned_ids |= _tool_ids(it)
    units = [u for u in units if not any(_tool_ids(it) & pinned_ids for it in u)]

    def key(unit: list[Item]) -> tuple[float, float, int]:
        prio = min(it.section.priority for it in unit)
        value = float("inf")
        scored = [it for it in unit if it.section.score is not None]
        if config.select_by_value and scored:
            tokens = max(1, sum(it.tokens for it in unit))
            value = sum(float(it.section.score or 0.0) for it in scored) / tokens
        return (prio, value, -max(it.position for it in unit))

    units.sort(key=key)
    last_evicted: list[Item] = []
    for unit in units:
        if total() <= budget:
            break
        for it in unit:
            it.drop(Outcome.DROPPED, f"over budget (priority {it.section.priority})")
        last_evicted = unit

    # Re-admit the last evicted section partially if that is worth it.
    if len(last_evicted) == 1:
        it = last_evicted[0]
        room = budget - total()
        if it.tier == Tier.DATA and not any(x.included and x.tier == Tier.DATA for x in items):
            room -= data_note_tokens
        room -= it.overhead
        if it.tier == Tier.HISTORY:
            _trim_history(it, room, count, render_history, count_media)
        elif isinstance(it.section.content, str) and room >= config.min_truncate_tokens:
            it.outcome = Outcome.KEPT
            # Leave room for the visible "[truncated: N more tokens]" note itself.
            note = count("\n" + truncation_note(it.original_tokens))
            _truncate_to(it, room - note, truncate, count, "over budget")
            # Token counts of a cut text can shift by a token at the seam: settle exactly.
            for _ in range(3):
                over = total() - budget
                if over <= 0:
                    break
                _truncate_to(it, it.body_tokens - over, truncate, count, "over budget")
            if total() > budget or it.outcome is not Outcome.TRUNCATED:
                it.drop(Outcome.DROPPED, f"over budget (priority {it.section.priority})")
                it.body, it.body_tokens, it.cut_tokens, it.note_tokens = (
                    it.full_body,
                    it.original_tokens,
                    0,
                    0,
                )


def _truncate_to(it: Item, max_tokens: int, truncate: Truncator, count: Counter, why: str) -> None:
    """Cut the original body to ``max_tokens``; the note says how much went."""
    if it.original_tokens <= max_tokens:
        return
    kept, _ = truncate(it.full_body, max(0, max_tokens))
    kept_tokens = count(kept)
    cut = it.original_tokens - kept_tokens
    if cut <= 0:
        return
    it.body = kept
    it.body_tokens = kept_tokens
    it.cut_tokens = cut
    it.note_tokens = count("\n" + truncation_note(cut))
    it.outcome = Outcome.TRUNCATED
    it.reason = f"{why}: cut {cut} of {it.original_tokens} tokens"


def _trim_history(
    it: Item, room: int, count: Counter, render: HistoryRenderer, count_media: MediaCounter
) -> None:
    """Keep the newest turns that fit, never splitting a tool_use from its tool_result."""
    messages = [m for m in it.section.content if isinstance(m, Message)]
    # Cut points: an index where no tool_use before it has its result at/after it.
    start_ok: list[int] = []
    for i in range(len(messages)):
        before = {tid for m in messages[:i] for tid in m.tool_use_ids}
        after = {tid for m in messages[i:] for tid in m.tool_result_ids}
        if not (before & after):
            start_ok.append(i)
    for i in start_ok:
        if i == 0:
            continue
        kept = messages[i:]
        text = render(kept)
        tokens = count(text)
        media, media_exact = count_media(kept)
        if tokens + media <= room:
            dropped = i
            it.section = replace(it.section, content=tuple(kept))
            it.body = text
            cut = it.body_tokens + it.media_tokens - tokens - media
            it.body_tokens = tokens
            it.media_tokens, it.media_exact = media, media_exact
            it.outcome = Outcome.TRUNCATED
            it.reason = f"over budget: dropped the {dropped} oldest messages ({cut} tokens)"
            return


def _dedupe(live: list[Item]) -> None:
    seen: dict[str, Item] = {}
    for it in live:
        if it.tier != Tier.DATA or not it.included:
            continue
        first = seen.get(it.content_hash)
        if first is None:
            seen[it.content_hash] = it
        elif not it.section.pinned:
            it.drop(Outcome.DEDUPED, f"same content as {first.section.name}")


def _cap_per_document(live: list[Item], cap: int, by_score: bool) -> None:
    by_doc: dict[str, list[Item]] = {}
    for it in live:
        key = it.section.document_key
        if it.tier == Tier.DATA and it.included and key is not None:
            by_doc.setdefault(key, []).append(it)
    for doc, chunks in by_doc.items():
        if len(chunks) <= cap:
            continue

        def rank(it: Item) -> tuple[float, int, int]:
            score = it.section.score if (by_score and it.section.score is not None) else 0.0
            return (-float(score), -it.section.priority, it.position)

        ordered = sorted(chunks, key=rank)
        keep = {id(it) for it in ordered[:cap]}
        keep |= {id(it) for it in chunks if it.section.pinned}
        for it in chunks:
            if id(it) not in keep:
                it.drop(Outcome.DROPPED, f"cap: at most {cap} chunks per document ({doc})")
