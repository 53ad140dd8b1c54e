"""The OpenAI targets: Chat Completions (``openai()``) and the Responses API (``openai_responses()``).

Both come from the same kept blocks as every other target, with one conversation
walk (:func:`_walk`) that yields neutral events (system text, user parts, an
assistant turn, a tool call, a tool result) which each target spells in its own
shape:

* Chat Completions: a ``system`` message, user content as one string (or a list
  of ``text`` / ``image_url`` / ``file`` parts when media are present), assistant
  ``tool_calls``, one ``tool`` message per result; media returned by a tool travel
  in the next user message (a ``tool`` message takes text only).
* Responses: ``instructions``, ``input`` items (``function_call`` /
  ``function_call_output``, whose output may carry the tool's images and files,
  ``input_text`` / ``input_image`` / ``input_file``),
  flat function tools, and ``prompt_cache_key``.

OpenAI caches prompt prefixes automatically; ``prompt_cache_key`` (the prefix
fingerprint) routes requests that share the stable prefix to the same cache.
Thinking and Anthropic server-tool blocks have no OpenAI form and are left out;
an Anthropic server tool in the tool list is an error (it cannot be sent).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ctxstore.assembly.fence import DATA_NOTE, escape_content
from ctxstore.assembly.messages import (
    DocumentBlock,
    ImageBlock,
    MediaBlock,
    Message,
    TextBlock,
    ToolResultBlock,
    ToolUseBlock,
)
from ctxstore.assembly.normalise import is_anthropic_builtin, is_builtin_tool
from ctxstore.assembly.plain import BLOCK_SEPARATOR, Block, tool_json
from ctxstore.assembly.sections import Tier
from ctxstore.errors import SectionError

_EMPTY_SCHEMA: dict[str, Any] = {"type": "object", "properties": {}}
_DEFAULT_FILENAME = "document.pdf"


def _builtin(tool: Mapping[str, Any], target: str) -> dict[str, Any]:
    if is_anthropic_builtin(tool):
        raise SectionError(
            f"Tool of type {tool.get('type')!r} is an Anthropic server tool; the OpenAI "
            f"{target} API does not take it. Use the OpenAI counterpart (e.g. "
            "{'type': 'web_search'} with openai_responses()) or render with anthropic()."
        )
    return dict(tool)


def chat_tool(tool: Mapping[str, Any]) -> dict[str, Any]:
    if is_builtin_tool(tool):
        if tool.get("type") != "custom":
            raise SectionError(
                f"Tool of type {tool.get('type')!r} is a built-in tool; Chat Completions takes "
                "function and custom tools only. Render with openai_responses() instead."
            )
        return _builtin(tool, "Chat Completions")
    fn: dict[str, Any] = {"name": tool["name"]}
    if "description" in tool:
        fn["description"] = tool["description"]
    fn["parameters"] = tool.get("input_schema", _EMPTY_SCHEMA)
    if "strict" in tool:
        fn["strict"] = tool["strict"]
    return {"type": "function", "function": fn}


def responses_tool(tool: Mapping[str, Any]) -> dict[str, Any]:
    if is_builtin_tool(tool):
        return _builtin(tool, "Responses")
    out: dict[str, Any] = {"type": "function", "name": tool["name"]}
    if "description" in tool:
        out["description"] = tool["description"]
    out["parameters"] = tool.get("input_schema", _EMPTY_SCHEMA)
    # Required by the API's type; null keeps the server's default.
    out["strict"] = tool.get("strict")
    return out


# --- one walk, two spellings ----------------------------------------------------


@dataclass(slots=True)
class _User:
    parts: list[str | MediaBlock] = field(default_factory=list)  # text or media, in order


@dataclass(slots=True)
class _Assistant:
    text: str | None
    calls: list[ToolUseBlock]


@dataclass(slots=True)
class _Result:
    block: ToolResultBlock


_Event = str | _User | _Assistant | _Result  # str: system text


def _message_events(m: Message, media_in_results: bool) -> Iterator[_Event]:
    if m.role == "assistant":
        texts = [escape_content(b.text) for b in m.blocks if isinstance(b, TextBlock)]
        calls = [b for b in m.blocks if isinstance(b, ToolUseBlock)]
        if texts or calls:  # an assistant turn of thinking only has no OpenAI form
            yield _Assistant("\n".join(texts) if texts else None, calls)
        return
    user = _User()
    pending: list[str] = []
    for b in m.blocks:
        if isinstance(b, ToolResultBlock):
            yield _Result(b)
            if not media_in_results:  # Chat: a tool message takes text only
                user.parts.extend(b.attachments)
        elif isinstance(b, TextBlock):
            pending.append(escape_content(b.text))
            continue
        elif isinstance(b, ImageBlock | DocumentBlock):
            if pending:
                user.parts.append("\n".join(pending))
                pending = []
            user.parts.append(b)
    if pending:
        user.parts.append("\n".join(pending))
    if user.parts:
        yield user


def _walk(blocks: Sequence[Block], media_in_results: bool) -> Iterator[_Event]:
    last: list[str] = []
    for b in blocks:
        if b.tier == Tier.SYSTEM:
            yield b.body
        elif b.tier == Tier.MEMORY:
            yield _User([b.plain()])
        elif b.tier == Tier.HISTORY:
            for m in b.section.content:
                assert isinstance(m, Message)
                yield from _message_events(m, media_in_results)
        elif b.tier == Tier.DATA:
            if not last:
                last.append(DATA_NOTE)
            last.append(b.plain())
        elif b.tier == Tier.ASK:
            last.append(b.body)
    if last:
        yield _User([BLOCK_SEPARATOR.join(last)])


def _user_content(
    parts: list[str | MediaBlock], media: Any, text_type: str
) -> str | list[dict[str, Any]]:
    """One string when all parts are text (joined as before), else a list of parts."""
    if all(isinstance(p, str) for p in parts):
        return BLOCK_SEPARATOR.join(p for p in parts if isinstance(p, str))
    out: list[dict[str, Any]] = []
    for p in parts:
        if isinstance(p, str):
            if out and out[-1]["type"] == text_type:
                out[-1]["text"] += BLOCK_SEPARATOR + p
            else:
                out.append({"type": text_type, "text": p})
        else:
            out.append(media(p))
    return out


def _text_document(block: DocumentBlock) -> str:
    title = f"{block.title}\n\n" if block.title else ""
    return title + escape_content(block.source.data or "")


def _chat_media(block: MediaBlock) -> dict[str, Any]:
    src = block.source
    if isinstance(block, ImageBlock):
        if src.kind == "file":
            raise SectionError(
                f"An image given by file ID ({src.file_id}) cannot be sent with Chat Completions; "
                "give its bytes or a URL, or render with openai_responses()."
            )
        spec: dict[str, Any] = {"url": src.data_url() if src.kind == "base64" else src.url}
        if block.detail is not None:
            spec["detail"] = block.detail
        return {"type": "image_url", "image_url": spec}
    if src.kind == "text":
        return {"type": "text", "text": _text_document(block)}
    if src.kind == "url":
        raise SectionError(
            f"A document given by URL ({src.url}) cannot be sent with Chat Completions; "
            "give its bytes or a file ID, or render with openai_responses()."
        )
    if src.kind == "file":
        return {"type": "file", "file": {"file_id": src.file_id}}
    return {
        "type": "file",
        "file": {"file_data": src.data_url(), "filename": block.title or _DEFAULT_FILENAME},
    }


def _responses_media(block: MediaBlock) -> dict[str, Any]:
    src = block.source
    if isinstance(block, ImageBlock):
        out: dict[str, Any] = {"type": "input_image", "detail": block.detail or "auto"}
        if src.kind == "file":
            out["file_id"] = src.file_id
        else:
            out["image_url"] = src.data_url() if src.kind == "base64" else src.url
        return out
    if src.kind == "text":
        return {"type": "input_text", "text": _text_document(block)}
    if src.kind == "file":
        return {"type": "input_file", "file_id": src.file_id}
    if src.kind == "url":
        return {"type": "input_file", "file_url": src.url}
    return {
        "type": "input_file",
        "file_data": src.data_url(),
        "filename": block.title or _DEFAULT_FILENAME,
    }


def _tool_list(blocks: Sequence[Block], spell: Any) -> list[dict[str, Any]]:
    return [spell(t) for b in blocks if b.tier == Tier.TOOLS for t in b.section.content]


def _conversation(
    blocks: Sequence[Block],
    *,
    media_in_results: bool,
    user_item: Callable[[list[str | MediaBlock]], dict[str, Any]],
    assistant_items: Callable[[_Assistant], list[dict[str, Any]]],
    result_item: Callable[[ToolResultBlock], dict[str, Any]],
) -> tuple[list[str], list[dict[str, Any]]]:
    """(system texts, messages/items): consecutive user parts become one user message."""
    system: list[str] = []
    items: list[dict[str, Any]] = []
    user: list[str | MediaBlock] = []
    for ev in _walk(blocks, media_in_results):
        if isinstance(ev, str):
            system.append(ev)
            continue
        if isinstance(ev, _User):
            user.extend(ev.parts)
            continue
        if user:
            items.append(user_item(user))
            user = []
        items.extend(assistant_items(ev) if isinstance(ev, _Assistant) else [result_item(ev.block)])
    if user:
        items.append(user_item(user))
    return system, items


def _chat_assistant(ev: _Assistant) -> list[dict[str, Any]]:
    msg: dict[str, Any] = {"role": "assistant", "content": ev.text}
    if ev.calls:
        msg["tool_calls"] = [
            {
                "id": c.id,
                "type": "function",
                "function": {"name": c.name, "arguments": tool_json(dict(c.input))},
            }
            for c in ev.calls
        ]
    return [msg]


def render_openai(blocks: Sequence[Block]) -> dict[str, Any]:
    """Chat Completions: ``tools`` (if any) and ``messages``."""
    system, messages = _conversation(
        blocks,
        media_in_results=False,
        user_item=lambda parts: {
            "role": "user",
            "content": _user_content(parts, _chat_media, "text"),
        },
        assistant_items=_chat_assistant,
        result_item=lambda r: {
            "role": "tool",
            "tool_call_id": r.tool_use_id,
            "content": escape_content(r.content),
        },
    )
    payload: dict[str, Any] = {}
    tools = _tool_list(blocks, chat_tool)
    if tools:
        payload["tools"] = tools
    head = [{"role": "system", "content": BLOCK_SEPARATOR.join(system)}] if system else []
    payload["messages"] = head + messages
    return payload


def _responses_assistant(ev: _Assistant) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    if ev.text is not None:
        items.append({"role": "assistant", "content": ev.text})
    items.extend(
        {
            "type": "function_call",
            "call_id": c.id,
            "name": c.name,
            "arguments": tool_json(dict(c.input)),
        }
        for c in ev.calls
    )
    return items


def _responses_result(r: ToolResultBlock) -> dict[str, Any]:
    output: Any = escape_content(r.content)
    if r.attachments:  # Responses takes images and files in a function's output
        text = [{"type": "input_text", "text": output}] if output else []
        output = text + [_responses_media(a) for a in r.attachments]
    return {"type": "function_call_output", "call_id": r.tool_use_id, "output": output}


def render_openai_responses(blocks: Sequence[Block]) -> dict[str, Any]:
    """Responses API: ``tools`` (if any), ``instructions`` (if any) and ``input`` items."""
    system, items = _conversation(
        blocks,
        media_in_results=True,
        user_item=lambda parts: {
            "role": "user",
            "content": _user_content(parts, _responses_media, "input_text"),
        },
        assistant_items=_responses_assistant,
        result_item=_responses_result,
    )
    payload: dict[str, Any] = {}
    tools = _tool_list(blocks, responses_tool)
    if tools:
        payload["tools"] = tools
    if system:
        payload["instructions"] = BLOCK_SEPARATOR.join(system)
    payload["input"] = items
    return payload
