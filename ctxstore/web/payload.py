"""The provider payload of a stored assembly, rebuilt from its retained section texts.

Why rebuild and not store: the store keeps sections (hash, tokens, outcome and,
where the retention policy allows, the redacted text), not the request. The
request is a pure function of the kept sections in their recorded (canonical)
order, so it is rendered here with the very renderers ``assemble()`` uses
(:mod:`ctxstore.assembly.render`): the same JSON an application would have
sent, as far as the store can know it. What it cannot know is said, never
guessed:

* a section whose text is not retained (not kept, or erased) appears as a
  visible placeholder naming why; erased text is never shown, even if some
  other copy existed;
* redacted text shows its ``[REDACTED:…]`` placeholders (the model saw the
  original);
* a truncated section's text is the full original (the model saw its first
  ``tokens`` tokens); tool-schema JSON broken by redaction is shown as text;
* values the record does not carry (``max_tokens`` the caller asked for, the
  OpenAI ``prompt_cache_key``, which is the unkeyed prefix fingerprint) are
  left at the renderer's defaults or out, and listed in the notes.

The recorded ``provider`` (``gen_ai.provider.name``) picks the default target;
OpenAI has two APIs and the record does not say which was called, so every
target can be chosen.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ctxstore.assembly.messages import Message
from ctxstore.assembly.normalise import messages_from_dict
from ctxstore.assembly.plain import Block, plain_body, render_text
from ctxstore.assembly.render_anthropic import render_anthropic
from ctxstore.assembly.render_bedrock import render_converse
from ctxstore.assembly.render_openai import render_openai, render_openai_responses
from ctxstore.assembly.sections import (
    BUILTIN_TIERS,
    Section,
    Source,
    Tier,
    Trust,
)
from ctxstore.assembly.tokens import model_limits
from ctxstore.db.queries import StoredAssembly, StoredSection
from ctxstore.errors import ConfigError, CtxstoreError

TARGETS: dict[str, str] = {
    "anthropic": "Anthropic Messages",
    "openai": "OpenAI Chat Completions",
    "openai_responses": "OpenAI Responses",
    "bedrock": "Bedrock Converse",
    "plain": "plain text (what the root fingerprint covers)",
}
_BY_PROVIDER = {
    "anthropic": "anthropic",
    "openai": "openai",
    "azure.ai.openai": "openai",
    "aws.bedrock": "bedrock",
}
DEFAULT_MAX_TOKENS = 4096  # assemble()'s reservation when the caller set none
INCLUDED = ("kept", "truncated")


@dataclass(frozen=True)
class SectionView:
    """One stored section and what retention left of its text (the assembly page's row)."""

    section: StoredSection
    text: str | None  # None: not retained (or erased)
    retention: str  # kept | redacted | sampled out | erased | not kept
    redactions: tuple[str, ...]


@dataclass(frozen=True)
class Payload:
    target: str
    label: str
    body: str  # JSON (indented) or the plain text
    complete: bool  # every included section's text was retained
    notes: tuple[str, ...]


def default_target(provider: str | None) -> str:
    return _BY_PROVIDER.get(provider or "", "plain")


def _placeholder(v: SectionView) -> str:
    s = v.section
    why = "erased" if v.retention == "erased" else "not retained by the retention policy"
    return f"[ctxstore: text of section {s.name!r} {why}; {s.tokens} tokens]"


def _content(v: SectionView, tier: Tier, notes: list[str]) -> Any:
    """The section's content for the renderer: text, tool schemas or history messages."""
    s = v.section
    text = v.text if v.text is not None else _placeholder(v)
    if tier not in (Tier.TOOLS, Tier.HISTORY) or v.text is None:
        if v.text is None and tier == Tier.TOOLS:
            return None  # no schema to send: the notes say it is missing
        if v.text is None and tier == Tier.HISTORY:
            return (Message.user(text),)
        return text
    try:
        data = json.loads(v.text)
        if tier == Tier.TOOLS:
            return tuple(dict(t) for t in data)
        return tuple(m for d in data for m in messages_from_dict(d))
    except (ValueError, TypeError, KeyError, CtxstoreError):
        notes.append(
            f"Section {s.name!r}: its stored {s.kind} JSON does not parse (redaction can break "
            "it), so it is shown as text."
        )
        return None


def _block(v: SectionView, tier: Tier, notes: list[str]) -> Block | None:
    s = v.section
    content = _content(v, tier, notes)
    trust = Trust.UNTRUSTED if s.trust == "untrusted" else Trust.TRUSTED
    if content is None:
        return None if v.text is None else _as_text(v, trust)
    # The fence shows only the source's location and line span, so a path stands for any.
    has_source = s.source_path is not None or s.line_start is not None
    source = Source(path=s.source_path, start_line=s.line_start, end_line=s.line_end)
    try:
        section = Section(
            s.name,
            s.kind,
            content,
            trust=trust,
            priority=s.priority,
            pinned=s.pinned,
            source=source if has_source else None,
        )
    except CtxstoreError as exc:
        if v.text is None or isinstance(content, str):
            raise
        notes.append(
            f"Section {s.name!r}: its stored {s.kind} is not valid ({exc}); shown as text."
        )
        return _as_text(v, trust)
    return Block(section, tier, str(trust), plain_body(section, tier), s.tokens)


def _as_text(v: SectionView, trust: Trust) -> Block:
    """A section whose stored structure cannot be rebuilt, fenced as data holding its text."""
    s = v.section
    section = Section(s.name, "document", v.text or "", trust=trust, priority=s.priority)
    return Block(section, Tier.DATA, str(trust), section.text, s.tokens)


def build_payload(
    assembly: StoredAssembly, sections: Sequence[SectionView], target: str | None
) -> Payload:
    """The payload ``target`` (default: the recorded provider's) for the included sections."""
    chosen = target or default_target(assembly.provider)
    if chosen not in TARGETS:
        raise ConfigError(f"target must be one of {', '.join(TARGETS)}, not {chosen!r}")
    notes: list[str] = []
    blocks: list[Block] = []
    complete = True
    for v in sorted(sections, key=lambda v: v.section.position):
        s = v.section
        if s.outcome not in INCLUDED:
            continue  # dropped and deduplicated sections never reached the model
        tier = BUILTIN_TIERS.get(s.kind)
        if tier is None:
            tier = Tier.DATA
            notes.append(f"Section {s.name!r} has the custom kind {s.kind!r}: rendered as data.")
        if v.text is None:
            complete = False
            stand_in = (
                "its tool schemas are left out" if tier == Tier.TOOLS else "a placeholder stands in"
            )
            notes.append(f"Section {s.name!r}: text {v.retention}; {stand_in}.")
        elif v.redactions:
            notes.append(
                f"Section {s.name!r}: redacted ({', '.join(v.redactions)}); the placeholders "
                "stand where the model saw the original."
            )
        if s.outcome == "truncated":
            notes.append(
                f"Section {s.name!r} was truncated to {s.tokens} tokens; its full stored text "
                "is shown."
            )
        block = _block(v, tier, notes)
        if block is not None:
            blocks.append(block)
    limits = model_limits(assembly.model_id)
    body: str
    if chosen == "plain":
        body = render_text(blocks)
    else:
        payload = _render(
            chosen, blocks, assembly.model_id, limits.min_cacheable, limits.max_output
        )
        body = json.dumps(payload, indent=2, ensure_ascii=False)
        if chosen in ("anthropic", "bedrock"):
            notes.append(
                "max_tokens is assemble()'s default reservation; the record does not carry the "
                "value the application sent."
            )
        if chosen in ("openai", "openai_responses"):
            notes.append(
                "prompt_cache_key is left out: it is the unkeyed prefix fingerprint, and the store "
                "holds only its keyed form."
            )
    return Payload(chosen, TARGETS[chosen], body, complete, tuple(notes))


def _render(
    target: str, blocks: Sequence[Block], model: str, min_cacheable: int | None, max_output: int
) -> dict[str, Any]:
    max_tokens = min(max_output, DEFAULT_MAX_TOKENS)
    if target == "anthropic":
        return {
            "model": model,
            "max_tokens": max_tokens,
            **render_anthropic(blocks, min_cacheable=min_cacheable),
        }
    if target == "bedrock":
        return {
            "modelId": model,
            "inferenceConfig": {"maxTokens": max_tokens},
            **render_converse(blocks, min_cacheable=min_cacheable),
        }
    if target == "openai":
        return {"model": model, **render_openai(blocks)}
    return {"model": model, **render_openai_responses(blocks)}
