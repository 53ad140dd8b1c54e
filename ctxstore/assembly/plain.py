"""The kept blocks of an assembly and their plain-text rendering.

The plain rendering is what the root fingerprint covers and what text tokens are
counted over, so every content block has a plain form here, media included: an
image or document appears as its media type and the sha256 of its bytes (or its
URL / file ID), which makes the root fingerprint cover the bytes without hashing
megabytes of base64 text on every request. The provider payloads
(``render_anthropic``, ``render_openai``) are built from the same blocks.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ctxstore.assembly.fence import DATA_NOTE, escape_content, fence
from ctxstore.assembly.messages import (
    DocumentBlock,
    ImageBlock,
    Message,
    ProviderBlock,
    RedactedThinkingBlock,
    TextBlock,
    ThinkingBlock,
    ToolResultBlock,
    ToolUseBlock,
)
from ctxstore.assembly.sections import Section, Tier

BLOCK_SEPARATOR = "\n\n"


@dataclass(frozen=True, slots=True)
class Block:
    """One kept section, ready to render."""

    section: Section  # after screening/truncation (history may have fewer messages)
    tier: Tier
    trust: str
    body: str  # text content (tools/history: their plain rendering)
    tokens: int  # text tokens plus media tokens
    cut_tokens: int = 0  # > 0 when truncated: rendered as a visible note

    @property
    def fenced(self) -> bool:
        return self.tier in (Tier.MEMORY, Tier.DATA)

    def plain(self) -> str:
        """This block as it appears in the plain-text target."""
        if self.fenced:
            return fence(self.section, self.body, self.tier, self.trust, self.cut_tokens)
        return self.body


# --- plain text ----------------------------------------------------------------


def tool_json(tool: Any) -> str:
    return json.dumps(tool, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def plain_body(section: Section, tier: Tier) -> str:
    """Plain rendering of a section's content (before fencing)."""
    if tier in (Tier.TOOLS, Tier.HISTORY):
        cached = section._plain  # tools/history kinds always map to these tiers
        if cached is None:
            if tier == Tier.TOOLS:
                cached = "# Tools\n" + "\n".join(tool_json(t) for t in section.content)
            else:
                cached = plain_history(section.content)  # type: ignore[arg-type]
            object.__setattr__(section, "_plain", cached)
        return cached
    assert isinstance(section.content, str)
    if tier == Tier.ASK:
        # Unfenced text still must not forge a fence that the model would trust.
        return escape_content(section.content)
    return section.content


def _plain_media(block: ImageBlock | DocumentBlock) -> str:
    if isinstance(block, ImageBlock):
        detail = f" detail={block.detail}" if block.detail else ""
        return f"image[{block.source.label()}{detail}]"
    title = f" {block.title}" if block.title else ""
    if block.source.kind == "text":
        return f"document[{block.source.label()}{title}]: {escape_content(block.source.data or '')}"
    return f"document[{block.source.label()}{title}]"


def plain_history(messages: Sequence[Message]) -> str:
    lines: list[str] = []
    for m in messages:
        for b in m.blocks:
            if isinstance(b, TextBlock):
                lines.append(f"{m.role}: {escape_content(b.text)}")
            elif isinstance(b, ToolUseBlock):
                lines.append(f"{m.role} tool_use[{b.id}] {b.name}: {tool_json(dict(b.input))}")
            elif isinstance(b, ToolResultBlock):
                err = " (error)" if b.is_error else ""
                lines.append(
                    f"{m.role} tool_result[{b.tool_use_id}]{err}: {escape_content(b.content)}"
                )
                lines.extend(
                    f"{m.role} tool_result[{b.tool_use_id}] {_plain_media(a)}"
                    for a in b.attachments
                )
            elif isinstance(b, ImageBlock | DocumentBlock):
                lines.append(f"{m.role} {_plain_media(b)}")
            elif isinstance(b, ThinkingBlock):
                lines.append(f"{m.role} thinking: {escape_content(b.thinking)}")
            elif isinstance(b, RedactedThinkingBlock):
                lines.append(f"{m.role} redacted_thinking[{len(b.data)} bytes]")
            else:
                assert isinstance(b, ProviderBlock)
                lines.append(f"{m.role} {b.kind}: {escape_content(tool_json(dict(b.data)))}")
    return "\n".join(lines)


def render_text(blocks: Sequence[Block]) -> str:
    parts: list[str] = []
    note_done = False
    for b in blocks:
        if b.tier == Tier.DATA and not note_done:
            parts.append(DATA_NOTE)
            note_done = True
        parts.append(b.plain())
    return BLOCK_SEPARATOR.join(parts)


def stable_prefix_text(blocks: Sequence[Block]) -> str:
    """The cacheable prefix (stable tiers) of the plain rendering."""
    return BLOCK_SEPARATOR.join(b.plain() for b in blocks if b.tier.stable)
