"""The Anthropic Messages target: ``model``, ``max_tokens``, ``tools``, ``system``, ``messages``.

Every request block type the API takes is rendered from the canonical blocks:
text, image and document (base64, URL, file and plain-text sources), tool use,
tool result (``is_error``, attached media), thinking and redacted thinking (kept
verbatim: their signature must verify when echoed), and server-tool blocks as
given. Server tools (``web_search_20250305``...) are passed as given; custom tools
get ``input_schema``.

Cache breakpoints go on the last block of each stable tier (tools, system, memory)
and of the history, at most four, and only where the prefix they close reaches the
model's minimum cacheable length: a breakpoint below it is silently ignored by the
API and would waste one of the four. The count used is the budget's (an estimate
for Claude, see ``tokens``), so the check is as exact as the budget is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ctxstore.assembly.fence import DATA_NOTE, escape_content
from ctxstore.assembly.messages import (
    Block as ContentBlock,
)
from ctxstore.assembly.messages import (
    DocumentBlock,
    ImageBlock,
    MediaBlock,
    MediaSource,
    Message,
    RedactedThinkingBlock,
    TextBlock,
    ThinkingBlock,
    ToolResultBlock,
    ToolUseBlock,
)
from ctxstore.assembly.normalise import is_anthropic_builtin, is_builtin_tool
from ctxstore.assembly.plain import Block
from ctxstore.assembly.sections import Tier
from ctxstore.assembly.tokens import DEFAULT_MIN_CACHEABLE
from ctxstore.errors import ConfigError, SectionError

MAX_CACHE_BREAKPOINTS = 4
CACHE_TTLS = ("5m", "1h")
_EMPTY_SCHEMA: dict[str, Any] = {"type": "object", "properties": {}}


def anthropic_tool(tool: Mapping[str, Any]) -> dict[str, Any]:
    if is_builtin_tool(tool):
        if not is_anthropic_builtin(tool):
            raise SectionError(
                f"Tool of type {tool.get('type')!r} is an OpenAI built-in tool; the Anthropic "
                "Messages API does not take it. Use its Anthropic counterpart (e.g. "
                "web_search_20250305) or render with openai_responses()."
            )
        return dict(tool)
    out: dict[str, Any] = {"name": tool["name"]}
    if "description" in tool:
        out["description"] = tool["description"]
    out["input_schema"] = tool.get("input_schema", _EMPTY_SCHEMA)
    for key, value in tool.items():
        if key not in ("name", "description", "input_schema"):
            out[key] = value
    return out


def _source(src: MediaSource) -> dict[str, Any]:
    if src.kind == "base64":
        return {"type": "base64", "media_type": src.media_type, "data": src.data}
    if src.kind == "text":
        return {"type": "text", "media_type": "text/plain", "data": escape_content(src.data or "")}
    if src.kind == "url":
        return {"type": "url", "url": src.url}
    return {"type": "file", "file_id": src.file_id}


def _media(block: MediaBlock) -> dict[str, Any]:
    if isinstance(block, ImageBlock):
        return {"type": "image", "source": _source(block.source)}
    out: dict[str, Any] = {"type": "document", "source": _source(block.source)}
    if block.title is not None:
        out["title"] = block.title
    if block.context is not None:
        out["context"] = block.context
    if block.citations is not None:
        out["citations"] = {"enabled": block.citations}
    return out


def anthropic_block(b: ContentBlock) -> dict[str, Any]:
    if isinstance(b, TextBlock):
        return {"type": "text", "text": escape_content(b.text)}
    if isinstance(b, ToolUseBlock):
        return {"type": "tool_use", "id": b.id, "name": b.name, "input": dict(b.input)}
    if isinstance(b, ToolResultBlock):
        out: dict[str, Any] = {"type": "tool_result", "tool_use_id": b.tool_use_id}
        text = escape_content(b.content)
        if b.attachments:
            parts = [{"type": "text", "text": text}] if text else []
            out["content"] = parts + [_media(a) for a in b.attachments]
        else:
            out["content"] = text
        if b.is_error:  # the API's default is false; omitted to keep payloads minimal
            out["is_error"] = True
        return out
    if isinstance(b, ImageBlock | DocumentBlock):
        return _media(b)
    if isinstance(b, ThinkingBlock):
        return {"type": "thinking", "thinking": b.thinking, "signature": b.signature}
    if isinstance(b, RedactedThinkingBlock):
        return {"type": "redacted_thinking", "data": b.data}
    return {"type": b.kind, **dict(b.data)}


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


def cache_control(ttl: str) -> dict[str, str]:
    # 5 minutes is the API default: leave ttl out so payloads stay as they were.
    return {"type": "ephemeral", "ttl": "1h"} if ttl == "1h" else {"type": "ephemeral"}


def check_ttls(prefix_ttl: str, history_ttl: str) -> None:
    for name, ttl in (("cache_ttl", prefix_ttl), ("history_cache_ttl", history_ttl)):
        if ttl not in CACHE_TTLS:
            raise ConfigError(f"{name} must be '5m' or '1h', got {ttl!r}.")
    if prefix_ttl == "5m" and history_ttl == "1h":
        raise ConfigError(
            "history_cache_ttl='1h' after cache_ttl='5m' is rejected by the API: longer TTLs "
            "must come first. Use cache_ttl='1h' (and history_cache_ttl='5m' if you like)."
        )


def render_anthropic(
    blocks: Sequence[Block],
    *,
    min_cacheable: int | None,
    cache_ttl: str = "5m",
    history_cache_ttl: str | None = None,
) -> dict[str, Any]:
    history_ttl = history_cache_ttl or cache_ttl
    check_ttls(cache_ttl, history_ttl)
    minimum = DEFAULT_MIN_CACHEABLE if min_cacheable is None else min_cacheable
    tools: list[dict[str, Any]] = []
    system: list[dict[str, Any]] = []
    turns: list[tuple[str, list[dict[str, Any]]]] = []
    last_data: list[dict[str, Any]] = []
    note_done = False
    running = 0
    tier_last: dict[Tier, dict[str, Any]] = {}
    tier_tokens: dict[Tier, int] = {}

    for b in blocks:
        running += b.tokens
        if b.tier == Tier.TOOLS:
            tools.extend(anthropic_tool(t) for t in b.section.content)  # type: ignore[arg-type]
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
                content = [anthropic_block(c) for c in m.blocks]
                turns.append((m.role, content))
                # Thinking blocks cannot carry cache_control: mark the last one that can.
                markable = [c for c in content if c["type"] not in _UNMARKABLE]
                if markable:
                    tier_last[Tier.HISTORY] = markable[-1]
        elif b.tier == Tier.DATA:
            if not note_done:
                last_data.append({"type": "text", "text": DATA_NOTE})
                note_done = True
            last_data.append({"type": "text", "text": b.plain()})
        else:  # ask
            last_data.append({"type": "text", "text": b.body})
        tier_tokens[b.tier] = running
    turns.append(("user", last_data))

    placed = 0
    for tier in (Tier.TOOLS, Tier.SYSTEM, Tier.MEMORY, Tier.HISTORY):
        if tier not in tier_last or placed >= MAX_CACHE_BREAKPOINTS:
            continue
        if tier_tokens[tier] < minimum:
            continue  # the API would ignore it: below the model's minimum cacheable prefix
        tier_last[tier]["cache_control"] = cache_control(
            history_ttl if tier == Tier.HISTORY else cache_ttl
        )
        placed += 1

    payload: dict[str, Any] = {}
    if tools:
        payload["tools"] = tools
    if system:
        payload["system"] = system
    payload["messages"] = [{"role": r, "content": c} for r, c in _merge(turns)]
    return payload


_UNMARKABLE = frozenset({"thinking", "redacted_thinking"})
