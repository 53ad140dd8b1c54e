"""OpenInference (Arize Phoenix's convention) LLM spans to a Call.

OpenInference flattens lists into indexed attributes:
``llm.input_messages.N.message.role`` / ``.content`` / ``.contents.M.message_content.text``
/ ``.tool_calls.M.tool_call.function.name`` and ``.arguments`` / ``.tool_call_id``, and
``llm.tools.N.tool.json_schema`` (the provider's tool JSON). When an instrumentation
records only ``input.value`` (the request body as JSON), the body is read as an
OpenAI Chat Completions or Anthropic Messages request. Only spans of kind ``LLM``
are model calls; chains, tools, retrievers and embeddings are not assemblies.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

# The conversation vocabulary by module name (semconv imports the same names one by one).
from ctxstore.receiver.genai import conversation as conv
from ctxstore.receiver.genai.semconv import message_from_body
from ctxstore.telemetry.decode import SpanInput

SPAN_KIND = "openinference.span.kind"
_MESSAGE = re.compile(r"llm\.input_messages\.(\d+)\.message\.(.+)")
_CONTENT = re.compile(r"contents\.(\d+)\.message_content\.(.+)")
_TOOL_CALL = re.compile(r"tool_calls\.(\d+)\.tool_call\.(.+)")
_TOOL = re.compile(r"llm\.tools\.(\d+)\.tool\.(json_schema)")


def is_candidate(attrs: Mapping[str, Any]) -> bool:
    kind = attrs.get(SPAN_KIND)
    return kind == "LLM" if kind is not None else "llm.input_messages.0.message.role" in attrs


def _message(fields: Mapping[str, Any]) -> conv.ChatMessage:
    role = str(fields.get("role") or "user")
    parts: list[conv.Part] = []
    if role == "tool":
        text = fields.get("content")
        body = "" if text is None else str(text)
        return conv.ChatMessage(
            "tool", (conv.tool_result(fields.get("tool_call_id"), body, fields.get("name")),)
        )
    if isinstance(fields.get("content"), str):
        parts.append(conv.Part("text", fields["content"]))
    for c in conv.indexed(fields, _CONTENT):
        if c.get("type", "text") == "text" and isinstance(c.get("text"), str):
            parts.append(conv.Part("text", c["text"]))
    for call in conv.indexed(fields, _TOOL_CALL):
        parts.append(
            conv.tool_call(
                call.get("id"), call.get("function.name"), call.get("function.arguments")
            )
        )
    return conv.ChatMessage(role, tuple(parts))


def _block_parts(content: Any) -> tuple[conv.Part, ...]:
    """Anthropic / OpenAI content (a string or a list of blocks) as parts."""
    if isinstance(content, str):
        return (conv.Part("text", content),)
    parts = []
    for b in content if isinstance(content, list) else []:
        if not isinstance(b, Mapping):
            continue
        kind = b.get("type")
        if kind == "text":
            parts.append(conv.Part("text", str(b.get("text", ""))))
        elif kind == "tool_use":
            parts.append(conv.tool_call(b.get("id"), b.get("name"), b.get("input")))
        elif kind == "tool_result":
            body = b.get("content", "")
            text = (
                body
                if isinstance(body, str)
                else "".join(str(x.get("text", "")) for x in body if isinstance(x, Mapping))
            )
            parts.append(conv.tool_result(b.get("tool_use_id"), text))
    return tuple(parts)


def from_request_body(body: Any) -> tuple[list[str], list[conv.ChatMessage], list[dict[str, Any]]]:
    """An OpenAI Chat Completions or Anthropic Messages request: (system, messages, tools)."""
    if not isinstance(body, Mapping) or not isinstance(body.get("messages"), list):
        raise conv.Unusable(conv.MALFORMED, "input.value is not a chat request with messages")
    system: list[str] = []
    raw_system = body.get("system")
    if raw_system:
        system = [p.text for p in _block_parts(raw_system) if p.type == "text"]
    messages: list[conv.ChatMessage] = []
    for m in body["messages"]:
        if not isinstance(m, Mapping) or not isinstance(m.get("role"), str):
            raise conv.Unusable(conv.MALFORMED, "an input.value message has no role")
        role = m["role"]
        if role == "tool" or m.get("tool_calls") is not None:
            body_fields = dict(m)
            body_fields.setdefault("id", m.get("tool_call_id"))
            messages.append(message_from_body(role, body_fields))
        else:
            messages.append(conv.ChatMessage(role, _block_parts(m.get("content"))))
    tools = [conv.canonical_tool(t) for t in body.get("tools") or []]
    return system, messages, tools


def parse(span: SpanInput) -> conv.Call:
    attrs = span.attributes
    system: list[str] = []
    messages = [_message(f) for f in conv.indexed(attrs, _MESSAGE)]
    tools: list[dict[str, Any]] = []
    for fields in conv.indexed(attrs, _TOOL):
        schema = fields.get("json_schema")
        tools.append(
            conv.canonical_tool(conv.parse_json(schema) if isinstance(schema, str) else schema)
        )
    body = attrs.get("input.value")
    if not messages and isinstance(body, str) and body.lstrip().startswith("{"):
        system, messages, body_tools = from_request_body(conv.parse_json(body))
        tools = tools or body_tools
    model = attrs.get("llm.model_name") or attrs.get("llm.request.model_name")
    provider = attrs.get("llm.provider") or attrs.get("llm.system")
    return conv.new_call(
        "openinference",
        model,
        provider,
        system,
        messages,
        tools,
        conv.Usage(
            input_tokens=conv.as_int(attrs.get("llm.token_count.prompt")),
            output_tokens=conv.as_int(attrs.get("llm.token_count.completion")),
            cache_read_tokens=conv.as_int(attrs.get("llm.token_count.prompt_details.cache_read")),
            cache_creation_tokens=conv.as_int(
                attrs.get("llm.token_count.prompt_details.cache_write")
            ),
            finish_reasons=(str(attrs["llm.finish_reason"]),)
            if "llm.finish_reason" in attrs
            else (),
        ),
    )
