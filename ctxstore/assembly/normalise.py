"""Provider-shaped input → the canonical form, before anything is hashed.

``Section.history`` takes Anthropic Messages, OpenAI Chat Completions and OpenAI
Responses input lists (or a mix, or :class:`~ctxstore.assembly.messages.Message`
objects); ``Section.tools`` takes Anthropic tools, OpenAI Chat ``{"type":
"function", "function": {...}}`` tools and Responses' flat function tools. Each is
mapped onto one canonical form here, so the section digest depends on the content
only, never on the shape it arrived in (``tests/test_input_shapes.py``):

* consecutive messages of one role are merged into one message (the Anthropic API
  does the same; OpenAI sends each tool result as its own ``tool`` message where
  Anthropic puts them all in one user message);
* an OpenAI ``tool`` message is a user message holding a ``tool_result``; an
  assistant's ``tool_calls`` are ``tool_use`` blocks with the JSON arguments parsed;
* a custom tool is ``{"name", "description", "input_schema", ...}`` (Anthropic's
  shape: ``parameters`` becomes ``input_schema``); built-in/server tools
  (``web_search_20250305``, OpenAI's ``web_search``...) are kept as given;
* ``cache_control`` is dropped everywhere: ctxstore places the breakpoints itself.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from ctxstore.assembly.messages import (
    Block,
    DocumentBlock,
    ImageBlock,
    MediaBlock,
    MediaSource,
    Message,
    ProviderBlock,
    RedactedThinkingBlock,
    TextBlock,
    ThinkingBlock,
    ToolResultBlock,
    ToolUseBlock,
)
from ctxstore.errors import SectionError

_DATA_URL = re.compile(r"^data:([^;,]+)?(;base64)?,(.*)$", re.DOTALL)
# Anthropic's server tools are versioned by date: web_search_20250305, bash_20250124, ...
_ANTHROPIC_SERVER_TOOL = re.compile(r"^[a-z][a-z0-9_]*_\d{8}$")
_ANTHROPIC_PASSTHROUGH = frozenset(
    {
        "server_tool_use",
        "web_search_tool_result",
        "web_fetch_tool_result",
        "code_execution_tool_result",
        "bash_code_execution_tool_result",
        "text_editor_code_execution_tool_result",
        "tool_search_tool_result",
        "search_result",
        "container_upload",
        "mcp_tool_use",
        "mcp_tool_result",
    }
)
_HINTS = ("cache_control",)


def _without_hints(raw: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in raw.items() if k not in _HINTS}


# --- media --------------------------------------------------------------------


def _from_data_url(url: str) -> MediaSource:
    m = _DATA_URL.match(url)
    if m is None or not m.group(2):
        raise SectionError(
            f"Data URL {url[:40]!r}... is not base64; use data:<media type>;base64,<data>."
        )
    return MediaSource("base64", media_type=m.group(1), data=m.group(3))


def _url_source(url: str) -> MediaSource:
    return _from_data_url(url) if url.startswith("data:") else MediaSource("url", url=url)


def _anthropic_source(src: Mapping[str, Any]) -> MediaSource:
    kind = src.get("type")
    if kind == "base64":
        return MediaSource("base64", media_type=src.get("media_type"), data=str(src["data"]))
    if kind == "url":
        return MediaSource("url", url=str(src["url"]))
    if kind == "file":
        return MediaSource("file", file_id=str(src["file_id"]))
    if kind == "text":
        return MediaSource("text", media_type=src.get("media_type", "text/plain"), data=src["data"])
    raise ValueError(
        f"source type {kind!r} is not supported (use base64, url, file or text; "
        "a 'content' document source can be sent as a text source)"
    )


def _detail(value: Any) -> str | None:
    # "auto" is OpenAI's default: the same image with and without it is the same content.
    return None if value in (None, "auto") else str(value)


def _openai_image(part: Mapping[str, Any]) -> ImageBlock:
    if part["type"] == "image_url":
        spec = part["image_url"]
        spec = {"url": spec} if isinstance(spec, str) else spec
        return ImageBlock(_url_source(str(spec["url"])), _detail(spec.get("detail")))
    # Responses: input_image with image_url or file_id
    if part.get("file_id"):
        return ImageBlock(
            MediaSource("file", file_id=str(part["file_id"])), _detail(part.get("detail"))
        )
    return ImageBlock(_url_source(str(part["image_url"])), _detail(part.get("detail")))


def _openai_file(part: Mapping[str, Any]) -> DocumentBlock:
    spec = part["file"] if part["type"] == "file" else part
    title = spec.get("filename")
    if spec.get("file_id"):
        return DocumentBlock(MediaSource("file", file_id=str(spec["file_id"])), title=title)
    if spec.get("file_url"):
        return DocumentBlock(MediaSource("url", url=str(spec["file_url"])), title=title)
    data = str(spec["file_data"])
    source = (
        _from_data_url(data)
        if data.startswith("data:")
        else MediaSource("base64", media_type="application/pdf", data=data)
    )
    return DocumentBlock(source, title=title)


# --- blocks -------------------------------------------------------------------


def _text_of(content: Any) -> tuple[str, tuple[MediaBlock, ...]]:
    """Tool result content (a string or a list of parts) as text plus attached media."""
    if content is None:
        return "", ()
    if isinstance(content, str):
        return content, ()
    texts: list[str] = []
    media: list[MediaBlock] = []
    for part in content:
        block = block_from_dict(part)
        if isinstance(block, TextBlock):
            texts.append(block.text)
        elif isinstance(block, ImageBlock | DocumentBlock):
            media.append(block)
        else:
            raise ValueError(f"a tool result cannot hold a {block.type!r} block")
    return "".join(texts), tuple(media)


def block_from_dict(raw: Mapping[str, Any]) -> Block:
    """One content block or part, in any provider's shape."""
    kind = raw["type"] if isinstance(raw, Mapping) else None
    if kind in ("text", "input_text", "output_text"):
        return TextBlock(str(raw["text"]))
    if kind == "refusal":
        return TextBlock(str(raw["refusal"]))
    if kind == "image":
        return ImageBlock(_anthropic_source(raw["source"]))
    if kind in ("image_url", "input_image"):
        return _openai_image(raw)
    if kind == "document":
        return DocumentBlock(
            _anthropic_source(raw["source"]),
            title=raw.get("title"),
            context=raw.get("context"),
            citations=(raw.get("citations") or {}).get("enabled") if raw.get("citations") else None,
        )
    if kind in ("file", "input_file"):
        return _openai_file(raw)
    if kind == "tool_use":
        return ToolUseBlock(str(raw["id"]), str(raw["name"]), dict(raw.get("input") or {}))
    if kind == "tool_result":
        text, media = _text_of(raw.get("content", ""))
        return ToolResultBlock(str(raw["tool_use_id"]), text, bool(raw.get("is_error")), media)
    if kind == "thinking":
        return ThinkingBlock(str(raw["thinking"]), str(raw.get("signature", "")))
    if kind == "redacted_thinking":
        return RedactedThinkingBlock(str(raw["data"]))
    if kind in _ANTHROPIC_PASSTHROUGH:
        return ProviderBlock(
            str(kind), _without_hints({k: v for k, v in raw.items() if k != "type"})
        )
    raise ValueError(f"unknown block type {kind!r}")


def _arguments(call_id: str, arguments: Any) -> dict[str, Any]:
    if isinstance(arguments, Mapping):
        return dict(arguments)
    try:
        parsed = json.loads(arguments or "{}")
    except (TypeError, ValueError):
        raise SectionError(
            f"Tool call {call_id!r}: arguments {str(arguments)[:60]!r} are not valid JSON."
        ) from None
    if not isinstance(parsed, dict):
        raise SectionError(f"Tool call {call_id!r}: arguments must be a JSON object.")
    return parsed


def _blocks(role: str, content: Any) -> list[Block]:
    if content is None:
        return []
    if isinstance(content, str):
        return [TextBlock(content)]
    if not isinstance(content, Sequence):
        raise SectionError("History message content must be a string or a list of blocks.")
    blocks: list[Block] = []
    for i, raw in enumerate(content):
        try:
            blocks.append(block_from_dict(raw))
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise SectionError(
                f"History {role} message, block {i}: {raw!r:.80} is not a valid block "
                f"({type(exc).__name__}: {exc}). Blocks look like "
                '{"type": "text", "text": ...}, {"type": "image", "source": ...}, '
                '{"type": "tool_use", "id", "name", "input"} '
                'or {"type": "tool_result", "tool_use_id", "content"} '
                "(OpenAI content parts such as image_url are accepted too)."
            ) from None
    return blocks


def messages_from_dict(data: Mapping[str, Any]) -> list[Message]:
    """One provider-shaped message or input item as canonical messages (usually one)."""
    item_type = data.get("type")
    if item_type == "function_call":  # Responses API
        call_id = str(data.get("call_id") or data.get("id"))
        use = ToolUseBlock(call_id, str(data["name"]), _arguments(call_id, data.get("arguments")))
        return [Message("assistant", (use,))]
    if item_type == "function_call_output":
        text, media = _text_of(data.get("output"))
        return [Message("user", (ToolResultBlock(str(data["call_id"]), text, False, media),))]
    if item_type not in (None, "message"):
        raise SectionError(
            f"History item of type {item_type!r} is not supported; use messages, "
            "function_call or function_call_output items."
        )
    role = data.get("role")
    if role == "tool":  # OpenAI Chat Completions tool result
        text, media = _text_of(data.get("content"))
        block = ToolResultBlock(str(data["tool_call_id"]), text, False, media)
        return [Message("user", (block,))]
    if role not in ("user", "assistant"):
        raise SectionError(
            f"History message role must be 'user', 'assistant' or 'tool', got {role!r}; "
            "a system or developer prompt belongs in Section.system(...)."
        )
    content = data.get("content")
    calls = data.get("tool_calls") or ()
    # OpenAI sends "" or null beside tool calls: no text, as in the Anthropic shape.
    blocks = _blocks(str(role), None if calls and content == "" else content)
    for call in calls:
        fn = call.get("function") or {}
        call_id = str(call["id"])
        blocks.append(
            ToolUseBlock(call_id, str(fn["name"]), _arguments(call_id, fn.get("arguments")))
        )
    return [Message(role, tuple(blocks))]


def normalise_history(messages: Sequence[Message | Mapping[str, Any]]) -> tuple[Message, ...]:
    """Canonical messages: parsed from any provider shape, same-role runs merged."""
    merged: list[Message] = []
    for m in messages:
        for msg in [m] if isinstance(m, Message) else messages_from_dict(m):
            if merged and merged[-1].role == msg.role:
                merged[-1] = Message(msg.role, merged[-1].blocks + msg.blocks)
            else:
                merged.append(msg)
    return tuple(merged)


# --- tools --------------------------------------------------------------------


def is_builtin_tool(tool: Mapping[str, Any]) -> bool:
    """A provider's own tool (server/built-in), kept and rendered as given."""
    kind = tool.get("type")
    return (kind is not None and kind not in ("function", "custom")) or (
        kind == "custom" and "custom" in tool  # OpenAI's free-form custom tool
    )


def is_anthropic_builtin(tool: Mapping[str, Any]) -> bool:
    kind = str(tool.get("type", ""))
    return bool(_ANTHROPIC_SERVER_TOOL.match(kind)) or kind == "mcp_toolset"


def normalise_tool(tool: Mapping[str, Any]) -> dict[str, Any]:
    """One tool schema in the canonical (Anthropic) shape, or a built-in tool as given."""
    if not isinstance(tool, Mapping):
        raise SectionError(f"A tool schema must be a dict, got {type(tool).__name__}.")
    if is_builtin_tool(tool):
        return _without_hints(tool)
    spec: Mapping[str, Any] = tool
    if tool.get("type") == "function" and isinstance(tool.get("function"), Mapping):
        spec = tool["function"]  # OpenAI Chat Completions
    out: dict[str, Any] = {}
    for key, value in spec.items():
        if key in _HINTS or key == "type":
            continue
        if key == "parameters":
            if value is not None:
                out["input_schema"] = value
        else:
            out[key] = value
    if "name" not in out:
        raise SectionError(f"Every tool schema needs a 'name'; got {dict(tool)!r:.80}.")
    return out
