"""``assemble()``: sections in, a fingerprinted, budgeted, fenced request out.

The pipeline, each step in its own module:

1. ``order``       one canonical order (tools, system, memory, history, data, ask);
2. ``screening``   untrusted sections are scanned; the action is flag, neutralize,
                   drop or raise (trusted sections are never altered);
3. ``tokens``      counts with the model's tokenizer (memoized by content hash);
4. ``budget``      dedupe, per-document cap, eviction by priority, truncation;
5. ``render``      plain text now (the root fingerprint covers it), provider
                   payloads on demand from the same blocks;
6. ``fingerprint`` section, prefix and root digests (``prefix`` reuses the stable
                   prefix's rendering and hash state across requests).

Policy invariance is enforced here, in code: a section in the tools or system tier
must be trusted, and the system block and tool list are built only from those
tiers. Whatever untrusted text says, it can only ever appear inside its fence in a
user message.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from opentelemetry.trace import TracerProvider

from ctxstore.assembly.budget import BudgetConfig, Item, fit, history_media_counter
from ctxstore.assembly.fence import DATA_NOTE, fence_tag, open_tag
from ctxstore.assembly.order import canonical_order
from ctxstore.assembly.prefix import render_and_fingerprint
from ctxstore.assembly.render import Block, RenderPlan, plain_body, plain_history
from ctxstore.assembly.result import Assembly, Outcome, SectionReport
from ctxstore.assembly.screening import DEFAULT_SCREENER, Screener, ScreenHit, ScreeningAction
from ctxstore.assembly.sections import (
    KindTiers,
    Message,
    Section,
    TextBlock,
    Tier,
    ToolResultBlock,
    Trust,
    content_digest,
)
from ctxstore.assembly.tokens import TokenCounter, counter_for_model, model_limits
from ctxstore.errors import InjectionDetectedError, SectionError
from ctxstore.telemetry.instrument import assemble_span
from ctxstore.telemetry.providers import provider_for_model

if TYPE_CHECKING:
    from ctxstore.retention import RetentionPolicy

DEFAULT_RESERVED_OUTPUT = 4096


def assemble(
    sections: Iterable[Section],
    *,
    model: str,
    template_version: str | None = None,
    snapshot_id: str | None = None,
    provider: str | None = None,
    budget: BudgetConfig | None = None,
    screening: ScreeningAction | str = ScreeningAction.FLAG,
    screener: Screener | None = None,
    custom_kinds: Mapping[str, Tier] | None = None,
    estimate_factor: float | None = None,
    capture: bool | None = None,
    policy: RetentionPolicy | None = None,
    tracer_provider: TracerProvider | None = None,
) -> Assembly:
    """Assemble ``sections`` into model input for ``model``.

    Every call emits a ``ctxstore.assemble`` span under the caller's current span
    (a no-op without an OpenTelemetry SDK). ``capture`` switches prompt text on the
    span on or off (default: ``CTXSTORE_CAPTURE_CONTENT``, then ``policy.capture``);
    text is only ever attached sampled and redacted by ``policy``.

    Raises :class:`~ctxstore.errors.SectionError` for malformed input,
    :class:`~ctxstore.errors.BudgetExceededError` when pinned sections do not fit,
    and :class:`~ctxstore.errors.InjectionDetectedError` when ``screening="raise"``
    and an untrusted section has hits.
    """
    if not model:
        raise SectionError("assemble() needs a model ID, e.g. model='gpt-4o'.")
    provider = provider or provider_for_model(model)
    with assemble_span(
        model=model,
        provider=provider,
        template_version=template_version,
        snapshot_id=snapshot_id,
        capture=capture,
        policy=policy,
        tracer_provider=tracer_provider,
    ) as span:
        result = _assemble(
            list(sections),
            model=model,
            template_version=template_version,
            snapshot_id=snapshot_id,
            provider=provider,
            config=budget or BudgetConfig(),
            screening=screening,
            screener=screener or DEFAULT_SCREENER,
            custom_kinds=custom_kinds,
            estimate_factor=estimate_factor,
        )
        span.finish(result)
    return result


def _assemble(
    sections: list[Section],
    *,
    model: str,
    template_version: str | None,
    snapshot_id: str | None,
    provider: str | None,
    config: BudgetConfig,
    screening: ScreeningAction | str,
    screener: Screener,
    custom_kinds: Mapping[str, Tier] | None,
    estimate_factor: float | None,
) -> Assembly:
    try:
        action = ScreeningAction(screening)
    except ValueError:
        choices = ", ".join(a.value for a in ScreeningAction)
        raise SectionError(f"screening must be one of {choices}; got {screening!r}.") from None
    counter = counter_for_model(model, estimate_factor=estimate_factor)
    limits = model_limits(model)
    window = config.context_window if config.context_window is not None else limits.context_window
    reserved = (
        config.reserved_output
        if config.reserved_output is not None
        else min(limits.max_output, DEFAULT_RESERVED_OUTPUT)
    )
    total_budget = window - reserved - config.safety_margin
    if total_budget <= 0:
        raise SectionError(
            f"Nothing left for input: context window {window} - reserved output {reserved} "
            f"- safety margin {config.safety_margin} = {total_budget}."
        )

    items = _prepare(sections, KindTiers(dict(custom_kinds or {})), counter, action, screener)
    count_media = history_media_counter(model)
    for it in items:
        if it.tier == Tier.HISTORY:
            it.media_tokens, it.media_exact = count_media(it.section.content)  # type: ignore[arg-type]
    note = counter.count(DATA_NOTE, key="\x00data-note")
    fit(
        items,
        total_budget,
        config,
        data_note_tokens=note,
        count=counter.count,
        truncate=counter.truncate,
        render_history=plain_history,
        count_media=count_media,
    )

    blocks = tuple(
        Block(it.section, it.tier, it.trust, it.body, it.tokens, it.cut_tokens)
        for it in items
        if it.included
    )
    text, root_fp, prefix_fp = render_and_fingerprint(blocks, model, template_version, snapshot_id)
    tokens_total = sum(b.tokens for b in blocks) + (
        note if any(b.tier == Tier.DATA for b in blocks) else 0
    )
    reports = tuple(
        SectionReport(
            position=it.position,
            section=it.section,
            tier=it.tier,
            trust=it.trust,
            tokens=it.tokens if it.included else 0,
            original_tokens=it.original_tokens,
            content_hash=it.content_hash,
            outcome=it.outcome,
            reason=it.reason,
            hits=it.hits,
            original=it.original,
            media_tokens=it.media_tokens if it.included else 0,
            media_exact=it.media_exact,
        )
        for it in items
    )
    return Assembly(
        model=model,
        template_version=template_version,
        snapshot_id=snapshot_id,
        text=text,
        root_fingerprint=root_fp,
        prefix_fingerprint=prefix_fp,
        sections=reports,
        tokens_total=tokens_total,
        budget=total_budget,
        context_window=window,
        reserved_output=reserved,
        tokenizer=counter.info,
        screening_action=action.value,
        provider=provider,
        _render=RenderPlan(
            blocks,
            config.min_cacheable_tokens
            if config.min_cacheable_tokens is not None
            else limits.min_cacheable,
        ),
    )


def _default_trust(section: Section, tier: Tier) -> Trust:
    if section.trust is not None:
        return section.trust
    # Data is hostile until proven otherwise; custom data-tier kinds included.
    return Trust.UNTRUSTED if tier == Tier.DATA else Trust.TRUSTED


def _prepare(
    sections: Iterable[Section],
    tiers: KindTiers,
    counter: TokenCounter,
    action: ScreeningAction,
    screener: Screener,
) -> list[Item]:
    items: list[Item] = []
    hits_to_raise: list[ScreenHit] = []
    ordered = canonical_order(list(sections), tiers)
    document_hits = _document_scans(ordered, screener)
    for position, (section, tier) in enumerate(ordered):
        trust = _default_trust(section, tier)
        if trust is Trust.UNTRUSTED and tier in (Tier.TOOLS, Tier.SYSTEM):
            # The code-level half of policy invariance: untrusted text never defines
            # tools or lands in the system block, whatever the caller asked for.
            raise SectionError(
                f"Section {section.name!r} is untrusted but its kind {section.kind!r} belongs to "
                f"the {tier.name.lower()} tier; untrusted content may only be memory, history, "
                "documents, tool outputs or the ask."
            )
        content_hash = content_digest(section)
        original = section
        hits: tuple[ScreenHit, ...] = ()
        # Tool results are untrusted by nature: inside trusted history they are
        # screened (and acted on) block by block, the rest of the history is not.
        results_only = trust is Trust.TRUSTED and tier == Tier.HISTORY
        if trust is Trust.UNTRUSTED or results_only:
            if id(section) in document_hits:
                hits = document_hits[id(section)]
            else:
                hits = _scan(section, tier, screener, results_only=results_only)
            if hits and action is ScreeningAction.NEUTRALIZE:
                section = _neutralized(section, tier, screener, hits, results_only=results_only)
            elif hits and action is ScreeningAction.RAISE:
                hits_to_raise.extend(hits)
            elif hits and action is ScreeningAction.DROP and results_only:
                # Dropping the whole conversation for one tool result would lose the
                # turn structure; the hostile results alone are replaced.
                section = _drop_results(section, screener)
        body = plain_body(section, tier)
        # Memo key: content hash + tier (the body is a pure function of both).
        key = f"{content_hash}:{int(tier)}" if section is original else None
        body_tokens = counter.count(body, key=key)
        overhead = 0
        if tier in (Tier.MEMORY, Tier.DATA):
            tag = open_tag(section, tier, trust.value)
            overhead = counter.count(f"{tag}\n\n</{fence_tag(tier)}>", key=tag)
        item = Item(
            position=position,
            section=section,
            tier=tier,
            trust=trust.value,
            content_hash=content_hash,
            body=body,
            body_tokens=body_tokens,
            overhead=overhead,
            original_tokens=body_tokens,
            hits=hits,
            original=original,
        )
        if hits and action is ScreeningAction.DROP and not results_only:
            detectors = ", ".join(sorted({h.detector for h in hits}))
            item.drop(Outcome.DROPPED, f"screening: {len(hits)} hit(s) ({detectors})")
        items.append(item)
    if hits_to_raise:
        first = hits_to_raise[0]
        raise InjectionDetectedError(
            f"Screening found {len(hits_to_raise)} instruction-like pattern(s) in untrusted "
            f"content (first: {first.detector} at {first.start}: {first.excerpt!r}). "
            "Use screening='flag' or 'neutralize' to assemble anyway.",
            tuple(hits_to_raise),
        )
    return items


def _document_scans(
    ordered: list[tuple[Section, Tier]], screener: Screener
) -> dict[int, tuple[ScreenHit, ...]]:
    """Hits of untrusted data chunks that share a document, scanned across their seams."""
    groups: dict[str, list[Section]] = {}
    for section, tier in ordered:
        if tier != Tier.DATA or _default_trust(section, tier) is not Trust.UNTRUSTED:
            continue
        key = section.document_key
        if key is not None and isinstance(section.content, str):
            groups.setdefault(key, []).append(section)
    found: dict[int, tuple[ScreenHit, ...]] = {}
    for chunks in groups.values():
        if len(chunks) < 2:
            continue
        texts = [c.content for c in chunks if isinstance(c.content, str)]
        for chunk, hits in zip(chunks, screener.scan_document(texts), strict=True):
            found[id(chunk)] = hits
    return found


def _scan(
    section: Section, tier: Tier, screener: Screener, *, results_only: bool = False
) -> tuple[ScreenHit, ...]:
    if tier == Tier.HISTORY:
        return screener.scan(_history_screen_text(section, results_only=results_only))
    assert isinstance(section.content, str)
    return screener.scan(section.content)


def _history_screen_text(section: Section, *, results_only: bool = False) -> str:
    """The text of a history section as screening sees it: every text and tool result."""
    return "\n\n".join(_block_texts(section, results_only=results_only))


def _block_texts(section: Section, *, results_only: bool = False) -> list[str]:
    texts: list[str] = []
    for m in section.content:
        if isinstance(m, Message):
            for b in m.blocks:
                if isinstance(b, TextBlock) and not results_only:
                    texts.append(b.text)
                elif isinstance(b, ToolResultBlock):
                    texts.append(b.content)
    return texts


def _neutralized(
    section: Section,
    tier: Tier,
    screener: Screener,
    hits: tuple[ScreenHit, ...],
    *,
    results_only: bool = False,
) -> Section:
    if tier != Tier.HISTORY:
        assert isinstance(section.content, str)
        return replace(section, content=screener.neutralize(section.content, hits))
    # History hits are positions in the joined screening text: rescan block by block.
    messages: list[Message] = []
    for m in section.content:
        assert isinstance(m, Message)
        blocks = []
        for b in m.blocks:
            if isinstance(b, TextBlock) and not results_only:
                b = replace(b, text=screener.neutralize(b.text, screener.scan(b.text)))
            elif isinstance(b, ToolResultBlock):
                b = replace(b, content=screener.neutralize(b.content, screener.scan(b.content)))
            blocks.append(b)
        messages.append(Message(m.role, tuple(blocks)))
    return replace(section, content=tuple(messages))


def _drop_results(section: Section, screener: Screener) -> Section:
    """History with every tool result that has hits replaced by a note naming the detectors."""
    messages: list[Message] = []
    for m in section.content:
        assert isinstance(m, Message)
        blocks = []
        for b in m.blocks:
            if isinstance(b, ToolResultBlock) and (found := screener.scan(b.content)):
                names = ", ".join(sorted({h.detector for h in found}))
                b = replace(b, content=f"[tool result dropped by screening ({names})]")
            blocks.append(b)
        messages.append(Message(m.role, tuple(blocks)))
    return replace(section, content=tuple(messages))
