"""Render targets: plain text, Anthropic Messages, OpenAI Chat Completions.

All three are built from the same list of kept blocks in canonical order, so they
carry the same content and the same fences. Layout rules shared by every target:

* the system block holds only system-tier sections (trusted by construction, see
  ``ctxstore.assembler``); memory is injected, so it is fenced and travels in the
  first user message, never in the system block;
* this turn's data (retrieved files, tool outputs) and the ask share the *last*
  user message, after the data note, so roles alternate;
* dict keys are emitted in cache order (tools, system, messages) so that a JSON
  serialisation of the payload is byte-identical up to the first volatile block
  whenever only volatile inputs change.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ctxstore.assembly.fence import DATA_NOTE, escape_content, fence
from ctxstore.assembly.sections import (
    Message,
    Section,
    TextBlock,
    Tier,
    ToolResultBlock,
    ToolUseBlock,
    message_to_dict,
)

if TYPE_CHECKING:
    from ctxstore.assembly.result import Assembly

MAX_CACHE_BREAKPOINTS = 4
BLOCK_SEPARATOR = "\n\n"


@dataclass(frozen=True, slots=True)
class Block:
    """One kept section, ready to render."""

    section: Section  # after screening/truncation (history may have fewer messages)
    tier: Tier
    trust: str
    body: str  # text content (tools/history: their plain rendering)
    tokens: int
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


def plain_history(messages: Sequence[Message]) -> str:
    lines: list[str] = []
    for m in messages:
        for b in m.blocks:
            if isinstance(b, TextBlock):
                lines.append(f"{m.role}: {escape_content(b.text)}")
            elif isinstance(b, ToolUseBlock):
                lines.append(f"{m.role} tool_use[{b.id}] {b.name}: {tool_json(dict(b.input))}")
            else:
                err = " (error)" if b.is_error else ""
                lines.append(
                    f"{m.role} tool_result[{b.tool_use_id}]{err}: {escape_content(b.content)}"
                )
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


# --- provider payloads -------------------------------------------------------------


def _anthropic_tool(tool: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"name": tool["name"]}
    if "description" in tool:
        out["description"] = tool["description"]
    schema = tool.get("input_schema", tool.get("parameters", {"type": "object", "properties": {}}))
    out["input_schema"] = schema
    for key, value in tool.items():
        if key not in ("name", "description", "input_schema", "parameters"):
            out[key] = value
    return out


def _openai_tool(tool: Any) -> dict[str, Any]:
    fn: dict[str, Any] = {"name": tool["name"]}
    if "description" in tool:
        fn["description"] = tool["description"]
    fn["parameters"] = tool.get(
        "parameters", tool.get("input_schema", {"type": "object", "properties": {}})
    )
    return {"type": "function", "function": fn}


def _merge(turns: list[tuple[str, list[Any]]]) -> list[tuple[str, list[Any]]]:
    """Merge consecutive turns of the same role so roles alternate."""
    merged: list[tuple[str, list[Any]]] = []
    for role, parts in turns:
        if not parts:
            continue
        if merged and merged[-1][0] == role:
            merged[-1][1].extend(parts)
        else:
            merged.append((role, list(parts)))
    return merged


def _ephemeral() -> dict[str, str]:
    return {"type": "ephemeral"}


def render_anthropic(blocks: Sequence[Block], min_cacheable: int | None) -> dict[str, Any]:
    tools: list[dict[str, Any]] = []
    system: list[dict[str, Any]] = []
    turns: list[tuple[str, list[dict[str, Any]]]] = []
    last_data: list[dict[str, Any]] = []
    note_done = False
    # The last block of each stable tier (and of history) is a breakpoint candidate,
    # with the running token count of the prefix it would cache.
    candidates: list[tuple[dict[str, Any], int]] = []
    running = 0
    tier_last: dict[Tier, dict[str, Any]] = {}
    tier_tokens: dict[Tier, int] = {}

    for b in blocks:
        running += b.tokens
        if b.tier == Tier.TOOLS:
            for t in b.section.content:
                tools.append(_anthropic_tool(t))
            if tools:
                tier_last[Tier.TOOLS] = tools[-1]
        elif b.tier == Tier.SYSTEM:
            system.append({"type": "text", "text": b.body})
            tier_last[Tier.SYSTEM] = system[-1]
        elif b.tier == Tier.MEMORY:
            block = {"type": "text", "text": b.plain()}
            turns.append(("user", [block]))
            tier_last[Tier.MEMORY] = block
        elif b.tier == Tier.HISTORY:
            for m in b.section.content:
                assert isinstance(m, Message)
                content = message_to_dict(m)["content"]
                for c in content:
                    if c["type"] == "text":
                        c["text"] = escape_content(c["text"])
                    elif c["type"] == "tool_result":
                        c["content"] = escape_content(c["content"])
                        # The API's default is is_error=false; omit it to keep payloads minimal.
                        if not c["is_error"]:
                            del c["is_error"]
                turns.append((m.role, content))
            if turns and turns[-1][1]:
                tier_last[Tier.HISTORY] = turns[-1][1][-1]
        elif b.tier == Tier.DATA:
            if not note_done:
                last_data.append({"type": "text", "text": DATA_NOTE})
                note_done = True
            last_data.append({"type": "text", "text": b.plain()})
        else:  # ask
            last_data.append({"type": "text", "text": b.body})
        tier_tokens[b.tier] = running
    turns.append(("user", last_data))

    for tier in (Tier.TOOLS, Tier.SYSTEM, Tier.MEMORY, Tier.HISTORY):
        if tier in tier_last:
            candidates.append((tier_last[tier], tier_tokens[tier]))
    placed = 0
    for marked, prefix_tokens in candidates:
        if placed >= MAX_CACHE_BREAKPOINTS:
            break
        if min_cacheable is not None and prefix_tokens < min_cacheable:
            continue  # the API would ignore it: below the model's minimum cacheable prefix
        marked["cache_control"] = _ephemeral()
        placed += 1

    payload: dict[str, Any] = {}
    if tools:
        payload["tools"] = tools
    if system:
        payload["system"] = system
    payload["messages"] = [{"role": r, "content": c} for r, c in _merge(turns)]
    return payload


def render_openai(blocks: Sequence[Block]) -> dict[str, Any]:
    tools: list[dict[str, Any]] = []
    system_parts: list[str] = []
    messages: list[dict[str, Any]] = []
    last_user: list[str] = []

    def add_user(text: str) -> None:
        if messages and messages[-1]["role"] == "user" and isinstance(messages[-1]["content"], str):
            messages[-1]["content"] += BLOCK_SEPARATOR + text
        else:
            messages.append({"role": "user", "content": text})

    for b in blocks:
        if b.tier == Tier.TOOLS:
            tools.extend(_openai_tool(t) for t in b.section.content)
        elif b.tier == Tier.SYSTEM:
            system_parts.append(b.body)
        elif b.tier == Tier.MEMORY:
            add_user(b.plain())
        elif b.tier == Tier.HISTORY:
            for m in b.section.content:
                assert isinstance(m, Message)
                _openai_history(m, messages, add_user)
        elif b.tier == Tier.DATA:
            if not last_user:
                last_user.append(DATA_NOTE)
            last_user.append(b.plain())
        else:
            last_user.append(b.body)
    if last_user:
        add_user(BLOCK_SEPARATOR.join(last_user))
    payload: dict[str, Any] = {}
    if tools:
        payload["tools"] = tools
    head = (
        [{"role": "system", "content": BLOCK_SEPARATOR.join(system_parts)}] if system_parts else []
    )
    payload["messages"] = head + messages
    return payload


def _openai_history(m: Message, messages: list[dict[str, Any]], add_user: Any) -> None:
    texts = [escape_content(b.text) for b in m.blocks if isinstance(b, TextBlock)]
    if m.role == "assistant":
        msg: dict[str, Any] = {"role": "assistant", "content": "\n".join(texts) if texts else None}
        calls = [
            {
                "id": b.id,
                "type": "function",
                "function": {"name": b.name, "arguments": tool_json(dict(b.input))},
            }
            for b in m.blocks
            if isinstance(b, ToolUseBlock)
        ]
        if calls:
            msg["tool_calls"] = calls
        messages.append(msg)
        return
    for b in m.blocks:
        if isinstance(b, ToolResultBlock):
            messages.append(
                {
                    "role": "tool",
                    "tool_call_id": b.tool_use_id,
                    "content": escape_content(b.content),
                }
            )
    if texts:
        add_user("\n".join(texts))


@dataclass(frozen=True, slots=True)
class RenderPlan:
    """Kept blocks plus what the provider renderers need; held by :class:`Assembly`."""

    blocks: tuple[Block, ...]
    min_cacheable: int | None

    def anthropic(self, assembly: Assembly) -> dict[str, Any]:
        payload = render_anthropic(self.blocks, self.min_cacheable)
        return {"model": assembly.model, **payload}

    def openai(self, assembly: Assembly) -> dict[str, Any]:
        payload = render_openai(self.blocks)
        return {"model": assembly.model, **payload}
