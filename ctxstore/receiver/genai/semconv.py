"""OpenTelemetry GenAI semantic conventions (and OpenLLMetry's older flattened form) to a Call.

Three generations of the same information, read in this order (the first that
carries input wins, so a span emitted during a migration is not read twice):

1. the current JSON attributes ``gen_ai.system_instructions``,
   ``gen_ai.input.messages`` and ``gen_ai.tool.definitions`` (a JSON string, or
   structured values when an exporter sends them as arrays of maps), messages
   in the ``{"role", "parts": [{"type": "text", "content"}, ...]}`` shape;
2. the older per-message span events ``gen_ai.system.message``,
   ``gen_ai.user.message``, ``gen_ai.assistant.message``, ``gen_ai.tool.message``
   whose body fields (``content``, ``tool_calls``, ``id``) travel as event
   attributes, or as one JSON ``gen_ai.event.content`` attribute;
3. the flattened ``gen_ai.prompt.N.role`` / ``.content`` / ``.tool_calls.M.*``
   and ``llm.request.functions.N.*`` attributes of OpenLLMetry before 0.60.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ctxstore.receiver.genai.conversation import (
    MALFORMED,
    Call,
    ChatMessage,
    Part,
    Unusable,
    Usage,
    as_int,
    canonical_tool,
    indexed,
    new_call,
    parse_json,
    tool_call,
    tool_result,
)
from ctxstore.telemetry.decode import SpanInput

SYSTEM_INSTRUCTIONS = "gen_ai.system_instructions"
INPUT_MESSAGES = "gen_ai.input.messages"
TOOL_DEFINITIONS = "gen_ai.tool.definitions"
MESSAGE_EVENTS = {
    "gen_ai.system.message": "system",
    "gen_ai.user.message": "user",
    "gen_ai.assistant.message": "assistant",
    "gen_ai.tool.message": "tool",
}
_PROMPT = re.compile(r"gen_ai\.prompt\.(\d+)\.(.+)")
_FUNCTION = re.compile(r"llm\.request\.functions\.(\d+)\.(.+)")
_TOOL_CALL = re.compile(r"tool_calls\.(\d+)\.(.+)")
#: Operations that send model input; embeddings and tool executions are not assemblies.
MODEL_CALLS = frozenset({"chat", "text_completion", "generate_content", "completion"})


def _json(value: Any) -> Any:
    return parse_json(value) if isinstance(value, str) else value


def _list(value: Any, what: str) -> list[Any]:
    value = _json(value)
    if not isinstance(value, list | tuple):
        raise Unusable(MALFORMED, f"{what} is not a JSON array")
    return list(value)


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, list | tuple):  # OpenAI content parts
        return "\n".join(
            str(v.get("text", v.get("content", ""))) if isinstance(v, Mapping) else str(v)
            for v in value
        )
    return str(value)


def _part(raw: Any) -> Part | None:
    if not isinstance(raw, Mapping):
        raise Unusable(MALFORMED, "a message part is not an object")
    kind = raw.get("type")
    if kind == "text":
        return Part("text", _text(raw.get("content", raw.get("text"))))
    if kind == "tool_call":
        return tool_call(raw.get("id"), raw.get("name"), raw.get("arguments"))
    if kind == "tool_call_response":
        body = raw.get("response", raw.get("result", raw.get("content")))
        return tool_result(raw.get("id"), body if isinstance(body, str) else _dumps(body))
    return None  # images, reasoning, blobs: not text a section can hold


def _dumps(value: Any) -> str:
    import json

    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _messages(value: Any) -> list[ChatMessage]:
    out = []
    for raw in _list(value, INPUT_MESSAGES):
        if not isinstance(raw, Mapping) or not isinstance(raw.get("role"), str):
            raise Unusable(MALFORMED, "an input message has no role")
        parts = raw.get("parts")
        if parts is None and "content" in raw:  # a plain {"role", "content"} message
            parts = [{"type": "text", "content": raw["content"]}]
        found = [p for p in (_part(x) for x in _list(parts or [], "message parts")) if p]
        out.append(ChatMessage(raw["role"], tuple(found)))
    return out


def _system(value: Any) -> list[str]:
    value = _json(value)
    if isinstance(value, str):
        return [value]
    texts = []
    for raw in _list(value, SYSTEM_INSTRUCTIONS):
        part = _part(raw)
        if part is not None and part.type == "text":
            texts.append(part.text)
    return texts


def _tool_calls(value: Any) -> list[Part]:
    parts = []
    for raw in _list(value, "tool_calls"):
        if not isinstance(raw, Mapping):
            raise Unusable(MALFORMED, "a tool call is not an object")
        inner = raw.get("function")
        fn: Mapping[str, Any] = inner if isinstance(inner, Mapping) else raw
        parts.append(tool_call(raw.get("id"), fn.get("name"), fn.get("arguments")))
    return parts


def _from_events(span: SpanInput) -> list[ChatMessage]:
    out = []
    for event in span.events:
        role = MESSAGE_EVENTS.get(event.name)
        if role is None:
            continue
        body: Mapping[str, Any] = event.attributes
        if "gen_ai.event.content" in body:
            parsed = _json(body["gen_ai.event.content"])
            if not isinstance(parsed, Mapping):
                raise Unusable(MALFORMED, "gen_ai.event.content is not a JSON object")
            body = parsed
        out.append(message_from_body(str(body.get("role") or role), body))
    return out


def message_from_body(role: str, body: Mapping[str, Any]) -> ChatMessage:
    """One per-message event body (``content``, ``tool_calls``, ``id``) as a message."""
    if role == "tool":
        content = body.get("content")
        text = content if isinstance(content, str) else _dumps(content)
        return ChatMessage("tool", (tool_result(body.get("id"), text),))
    parts = [Part("text", _text(body.get("content")))] if body.get("content") is not None else []
    if body.get("tool_calls") is not None:
        parts += _tool_calls(body["tool_calls"])
    return ChatMessage(role, tuple(parts))


def _from_flattened(attrs: Mapping[str, Any]) -> list[ChatMessage]:
    out = []
    for fields in indexed(attrs, _PROMPT):
        role = str(fields.get("role") or "user")
        if role == "tool":
            result = tool_result(fields.get("tool_call_id"), _text(fields.get("content")))
            out.append(ChatMessage("tool", (result,)))
            continue
        content = fields.get("content")
        parts = [Part("text", _text(_maybe_parts(content)))] if content is not None else []
        for call in indexed(fields, _TOOL_CALL):
            parts.append(tool_call(call.get("id"), call.get("name"), call.get("arguments")))
        out.append(ChatMessage(role, tuple(parts)))
    return out


def _maybe_parts(content: Any) -> Any:
    # OpenLLMetry wrote list-valued content (content parts) as a JSON string.
    if isinstance(content, str) and content.startswith("[{"):
        try:
            return parse_json(content)
        except Unusable:
            return content
    return content


def is_candidate(attrs: Mapping[str, Any]) -> bool:
    """Whether a span claims to be a GenAI model call (whether or not it carries content)."""
    op = attrs.get("gen_ai.operation.name")
    if op is not None:
        return op in MODEL_CALLS
    return "gen_ai.request.model" in attrs or "gen_ai.prompt.0.role" in attrs


def parse(span: SpanInput) -> Call:
    attrs = span.attributes
    system: list[str] = []
    if attrs.get(SYSTEM_INSTRUCTIONS) is not None:
        system = _system(attrs[SYSTEM_INSTRUCTIONS])
    if attrs.get(INPUT_MESSAGES) is not None:
        messages = _messages(attrs[INPUT_MESSAGES])
    else:
        messages = _from_events(span) or _from_flattened(attrs)
    if attrs.get(TOOL_DEFINITIONS) is not None:
        tools = [canonical_tool(t) for t in _list(attrs[TOOL_DEFINITIONS], TOOL_DEFINITIONS)]
    else:
        tools = [canonical_tool(f) for f in indexed(attrs, _FUNCTION)]
    model = attrs.get("gen_ai.request.model") or attrs.get("gen_ai.response.model")
    provider = attrs.get("gen_ai.provider.name") or attrs.get("gen_ai.system")
    return new_call("semconv", model, provider, system, messages, tools, usage(attrs))


def usage(attrs: Mapping[str, Any]) -> Usage:
    reasons = attrs.get("gen_ai.response.finish_reasons")
    return Usage(
        input_tokens=as_int(
            attrs.get("gen_ai.usage.input_tokens", attrs.get("gen_ai.usage.prompt_tokens"))
        ),
        output_tokens=as_int(
            attrs.get("gen_ai.usage.output_tokens", attrs.get("gen_ai.usage.completion_tokens"))
        ),
        cache_read_tokens=as_int(attrs.get("gen_ai.usage.cache_read.input_tokens")),
        cache_creation_tokens=as_int(attrs.get("gen_ai.usage.cache_creation.input_tokens")),
        finish_reasons=tuple(str(r) for r in reasons)
        if isinstance(reasons, Sequence) and not isinstance(reasons, str)
        else (),
    )
