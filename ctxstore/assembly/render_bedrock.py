"""The Bedrock Converse target: ``boto3.client("bedrock-runtime").converse(**payload)``.

The same render plan as every other target, in Converse's spelling: ``modelId``,
``inferenceConfig.maxTokens`` (the reserved output), ``toolConfig`` (``toolSpec``
with ``inputSchema.json``), ``system`` and ``messages`` content blocks (``text``,
``image`` / ``document`` with raw ``bytes`` or an ``s3Location``, ``toolUse``,
``toolResult`` with ``status: "error"``, ``reasoningContent`` for thinking).

Caching uses ``cachePoint`` blocks placed *after* what they close, at the same
four places and under the same minimum as Anthropic's breakpoints; they are only
emitted for Claude models (other Bedrock models reject them or cache differently).
Anthropic server tools and server-tool blocks have no Converse form: a server tool
is an error, a server-tool block is left out, like the OpenAI targets do.
"""

from __future__ import annotations

import base64
import mimetypes
import re
from collections.abc import Mapping, Sequence
from typing import Any

from ctxstore.assembly.fence import DATA_NOTE, escape_content
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
from ctxstore.assembly.normalise import is_builtin_tool
from ctxstore.assembly.plain import Block
from ctxstore.assembly.render_anthropic import MAX_CACHE_BREAKPOINTS, check_ttls
from ctxstore.assembly.sections import Tier
from ctxstore.errors import SectionError

_EMPTY_SCHEMA: dict[str, Any] = {"type": "object", "properties": {}}
_IMAGE_FORMATS = {
    "image/png": "png",
    "image/jpeg": "jpeg",
    "image/gif": "gif",
    "image/webp": "webp",
}
_DOC_FORMATS = {
    "application/pdf": "pdf",
    "text/plain": "txt",
    "text/csv": "csv",
    "text/html": "html",
    "text/markdown": "md",
    "application/msword": "doc",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "application/vnd.ms-excel": "xls",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
}
# Converse document names: letters, digits, single spaces, hyphens, parentheses, brackets.
_NAME_UNSAFE = re.compile(r"[^A-Za-z0-9\-()\[\] ]+")


def converse_tool(tool: Mapping[str, Any]) -> dict[str, Any]:
    if is_builtin_tool(tool):
        raise SectionError(
            f"Tool of type {tool.get('type')!r} is a provider's built-in tool; Bedrock Converse "
            "takes function tools only. Render with anthropic() or openai_responses()."
        )
    spec: dict[str, Any] = {"name": tool["name"]}
    if "description" in tool:
        spec["description"] = tool["description"]
    spec["inputSchema"] = {"json": tool.get("input_schema", _EMPTY_SCHEMA)}
    if "strict" in tool:
        spec["strict"] = tool["strict"]
    return {"toolSpec": spec}


def _format(table: Mapping[str, str], src: MediaSource, what: str) -> str:
    media_type = src.media_type
    if media_type is None and src.url:  # an s3:// reference names its type by extension
        media_type = mimetypes.guess_type(src.url)[0]
    fmt = table.get(media_type or "")
    if fmt is None:
        raise SectionError(
            f"Bedrock Converse takes {what}s of type {', '.join(sorted(table))}; "
            f"got {media_type!r}."
        )
    return fmt


def _source(src: MediaSource, what: str) -> dict[str, Any]:
    if src.kind == "base64":
        return {"bytes": src.raw()}
    if src.kind == "url" and src.url and src.url.startswith("s3://"):
        return {"s3Location": {"uri": src.url}}
    ref = src.url if src.kind == "url" else src.file_id
    raise SectionError(
        f"Bedrock Converse takes a {what} as bytes or an s3:// location, not {ref!r}; "
        "give its bytes, or render with anthropic() / openai_responses()."
    )


def _media(block: MediaBlock, index: int) -> dict[str, Any]:
    if isinstance(block, ImageBlock):
        fmt = _format(_IMAGE_FORMATS, block.source, "image")
        return {"image": {"format": fmt, "source": _source(block.source, "image")}}
    name = _NAME_UNSAFE.sub("-", block.title or "").strip("- ")[:200] or f"document {index}"
    doc: dict[str, Any] = {"name": name}
    if block.source.kind == "text":
        doc["format"] = "txt"
        doc["source"] = {"text": escape_content(block.source.data or "")}
    else:
        doc["format"] = _format(_DOC_FORMATS, block.source, "document")
        doc["source"] = _source(block.source, "document")
    if block.context is not None:
        doc["context"] = block.context
    if block.citations is not None:
        doc["citations"] = {"enabled": block.citations}
    return {"document": doc}


class _Docs:
    """Numbers unnamed documents so each has a distinct name in one request."""

    def __init__(self) -> None:
        self.n = 0

    def media(self, block: MediaBlock) -> dict[str, Any]:
        if isinstance(block, DocumentBlock):
            self.n += 1
        return _media(block, self.n)


def _content(m: Message, docs: _Docs) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for b in m.blocks:
        if isinstance(b, TextBlock):
            if b.text:  # Converse rejects empty text blocks
                out.append({"text": escape_content(b.text)})
        elif isinstance(b, ImageBlock | DocumentBlock):
            out.append(docs.media(b))
        elif isinstance(b, ToolUseBlock):
            out.append({"toolUse": {"toolUseId": b.id, "name": b.name, "input": dict(b.input)}})
        elif isinstance(b, ToolResultBlock):
            parts: list[dict[str, Any]] = [{"text": escape_content(b.content)}] if b.content else []
            parts += [docs.media(a) for a in b.attachments]
            result: dict[str, Any] = {"toolUseId": b.tool_use_id, "content": parts}
            if b.is_error:
                result["status"] = "error"
            out.append({"toolResult": result})
        elif isinstance(b, ThinkingBlock):
            text = {"text": b.thinking, "signature": b.signature}
            out.append({"reasoningContent": {"reasoningText": text}})
        elif isinstance(b, RedactedThinkingBlock):
            out.append({"reasoningContent": {"redactedContent": base64.b64decode(b.data)}})
        # server-tool blocks: no Converse form, left out
    return out


def render_converse(
    blocks: Sequence[Block], *, min_cacheable: int | None, cache_ttl: str = "5m"
) -> dict[str, Any]:
    check_ttls(cache_ttl, cache_ttl)
    docs = _Docs()
    tools: list[dict[str, Any]] = []
    system: list[dict[str, Any]] = []
    turns: list[tuple[str, list[dict[str, Any]]]] = []
    last: list[dict[str, Any]] = []
    # (list to insert into, index after the closing block, prefix tokens) per tier
    ends: dict[Tier, tuple[list[dict[str, Any]], int]] = {}
    tokens: dict[Tier, int] = {}
    running = 0
    for b in blocks:
        running += b.tokens
        tokens[b.tier] = running
        if b.tier == Tier.TOOLS:
            tools.extend(converse_tool(t) for t in b.section.content)  # type: ignore[arg-type]
            ends[Tier.TOOLS] = (tools, len(tools))
        elif b.tier == Tier.SYSTEM:
            system.append({"text": b.body})
            ends[Tier.SYSTEM] = (system, len(system))
        elif b.tier == Tier.MEMORY:
            turns.append(("user", [{"text": b.plain()}]))
            ends[Tier.MEMORY] = (turns[-1][1], 1)
        elif b.tier == Tier.HISTORY:
            for m in b.section.content:
                assert isinstance(m, Message)
                content = _content(m, docs)
                if content:
                    turns.append((m.role, content))
                    ends[Tier.HISTORY] = (content, len(content))
        elif b.tier == Tier.DATA:
            if not last:
                last.append({"text": DATA_NOTE})
            last.append({"text": b.plain()})
        else:
            last.append({"text": b.body})
    turns.append(("user", last))

    if min_cacheable is not None:
        point: dict[str, Any] = {"type": "default"}
        if cache_ttl == "1h":
            point["ttl"] = "1h"
        # Insert from the last tier back so earlier indexes stay valid in shared lists.
        chosen = [
            t
            for t in (Tier.TOOLS, Tier.SYSTEM, Tier.MEMORY, Tier.HISTORY)
            if t in ends and tokens[t] >= min_cacheable
        ][:MAX_CACHE_BREAKPOINTS]
        for tier in reversed(chosen):
            target, index = ends[tier]
            target.insert(index, {"cachePoint": dict(point)})

    merged: list[dict[str, Any]] = []
    for role, content in turns:
        if not content:
            continue
        if merged and merged[-1]["role"] == role:
            merged[-1]["content"].extend(content)
        else:
            merged.append({"role": role, "content": list(content)})
    payload: dict[str, Any] = {}
    if tools:
        payload["toolConfig"] = {"tools": tools}
    if system:
        payload["system"] = system
    payload["messages"] = merged
    return payload
