"""One LLM call as the conventions describe it, and how it becomes an assembly.

Every convention module (:mod:`.semconv`, :mod:`.openinference`) reduces a span
to a :class:`Call`: system instructions, messages in the neutral ``parts`` shape
of the GenAI conventions, tool definitions, model and usage. :func:`to_record`
decomposes a call into the sections ``assemble()`` would have been given, so
the same content gets the same section digest whichever way it arrives:

* each system instruction text joined by a blank line (the assembler joins
  system sections that way in every render target) is one ``system`` section;
* each tool is its own ``tool:<name>`` section in the README's
  ``{"name", "description", "input_schema"}`` form, the shape ``Section.tools``
  is documented with (OpenAI's ``{"type": "function", "function": {...}}``
  wrapper and ``parameters`` are unwrapped);
* the messages before the last user turn are one ``history`` section
  (``Section.history``), tool results in the last turn are ``tool_output``
  sections, and the last user turn's text is the ``ask``.

The digests are computed by the assembler's own functions
(:func:`ctxstore.assembly.sections.content_digest`, the fingerprint module) on
``Section`` objects, so the canonical form cannot drift from ``assemble()``'s.
That is the one import from ``ctxstore.assembly`` in the receiver: pure
functions, no I/O, no assembler. The root fingerprint covers model, template,
snapshot and the messages *as sent* (canonical JSON of system, messages and
tools); the prefix fingerprint covers model, tools and system.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from ctxstore.assembly.fingerprint import fields_digest, root_fingerprint
from ctxstore.assembly.sections import (
    Block,
    Message,
    Section,
    TextBlock,
    ToolResultBlock,
    ToolUseBlock,
    canonical_content,
    content_digest,
)
from ctxstore.errors import SectionError
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.telemetry import attributes as A

#: Written to ``AssemblyRecord.tokenizer`` when the provider's usage gave the count.
TOKENIZER_USAGE = "provider-usage"
#: ... and when it did not: ~4 characters per token, reported as an estimate.
TOKENIZER_ESTIMATE = "estimate:chars/4"


class Unusable(Exception):
    """A span that looks like an LLM call but cannot become an assembly; ``reason`` is a code."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason
        self.detail = detail


# Reason codes: labels of ``genai_spans_unusable`` in /metrics, one log line each.
NO_CONTENT = "no_content"
MALFORMED = "malformed_content"
NO_MODEL = "no_model"
INVALID_TEXT = "invalid_text"
REASONS: Mapping[str, str] = {
    NO_CONTENT: "no input messages on the span (is content capture on in the instrumentation?)",
    MALFORMED: "input messages or tool definitions could not be parsed",
    NO_MODEL: "no request or response model on the span",
    INVALID_TEXT: "text or names the store cannot hold (NUL in a name, invalid Unicode, too long)",
}


@dataclass(frozen=True, slots=True)
class Part:
    """One message part: ``text``, ``tool_call`` (name, id, arguments) or ``tool_call_response``."""

    type: str
    text: str = ""
    id: str = ""
    name: str = ""
    arguments: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ChatMessage:
    role: str  # system | user | assistant | tool
    parts: tuple[Part, ...]


@dataclass(frozen=True, slots=True)
class Usage:
    """Provider usage as the span reported it; kept for outcomes (issue 15), not stored yet."""

    input_tokens: int | None = None
    output_tokens: int | None = None
    cache_read_tokens: int | None = None
    cache_creation_tokens: int | None = None
    finish_reasons: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Call:
    convention: str  # semconv | openinference
    model: str | None
    provider: str | None
    system: tuple[str, ...]
    messages: tuple[ChatMessage, ...]
    tools: tuple[Mapping[str, Any], ...]
    usage: Usage = Usage()


def new_call(
    convention: str,
    model: Any,
    provider: Any,
    system: Sequence[str],
    messages: Sequence[ChatMessage],
    tools: Sequence[Mapping[str, Any]],
    usage: Usage,
) -> Call:
    """A :class:`Call` from what a convention module read (non-string model/provider: None)."""
    return Call(
        convention=convention,
        model=model if isinstance(model, str) else None,
        provider=provider if isinstance(provider, str) else None,
        system=tuple(system),
        messages=tuple(messages),
        tools=tuple(tools),
        usage=usage,
    )


@dataclass(frozen=True, slots=True)
class Converted:
    """What one span became: the record to store and the usage to attach later."""

    record: AssemblyRecord
    usage: Usage
    convention: str


# -- tools ----------------------------------------------------------------------


def canonical_tool(raw: Any) -> dict[str, Any]:
    """A tool definition in the ``{"name", "description", "input_schema", ...}`` form."""
    if not isinstance(raw, Mapping):
        raise Unusable(MALFORMED, "a tool definition is not an object")
    tool: Mapping[str, Any] = raw
    if isinstance(tool.get("function"), Mapping):  # OpenAI {"type": "function", "function": {...}}
        tool = tool["function"]
    name = tool.get("name")
    if not isinstance(name, str) or not name:
        raise Unusable(MALFORMED, "a tool definition has no name")
    out: dict[str, Any] = {"name": name}
    if "description" in tool:
        out["description"] = tool["description"]
    schema = tool.get("input_schema", tool.get("parameters"))
    if isinstance(schema, str):  # flattened conventions carry the schema as a JSON string
        schema = parse_json(schema)
    out["input_schema"] = schema if schema is not None else {"type": "object", "properties": {}}
    for key, value in tool.items():
        if key not in ("name", "description", "input_schema", "parameters", "type"):
            out[key] = value
    return out


def parse_json(text: str) -> Any:
    try:
        return json.loads(text)
    except RecursionError:
        raise Unusable(MALFORMED, "JSON content is nested too deeply") from None
    except ValueError as exc:
        raise Unusable(MALFORMED, f"content is not valid JSON: {exc}") from None


def indexed(items: Mapping[str, Any], pattern: re.Pattern[str]) -> list[dict[str, Any]]:
    """Flattened ``prefix.N.rest`` attributes as a list of ``{rest: value}``, ordered by N."""
    found: dict[int, dict[str, Any]] = {}
    for key, value in items.items():
        m = pattern.fullmatch(key)
        if m:
            found.setdefault(int(m.group(1)), {})[m.group(2)] = value
    return [found[i] for i in sorted(found)]


def as_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def tool_call(call_id: Any, name: Any, arguments: Any) -> Part:
    return Part(
        "tool_call",
        id=str(call_id or ""),
        name=str(name or ""),
        arguments=tool_arguments(arguments),
    )


def tool_result(call_id: Any, text: str, name: Any = "") -> Part:
    return Part("tool_call_response", text, id=str(call_id or ""), name=str(name or ""))


def tool_arguments(value: Any) -> dict[str, Any]:
    if isinstance(value, str):
        if not value.strip():
            return {}
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            return {"arguments": value}  # as the model wrote it, which may not be JSON
    if isinstance(value, Mapping):
        return dict(value)
    return {} if value is None else {"arguments": value}


# -- sections ---------------------------------------------------------------------


def _text_of(message: ChatMessage) -> str:
    return "\n".join(p.text for p in message.parts if p.type == "text")


def _blocks(message: ChatMessage) -> tuple[Block, ...]:
    blocks: list[Block] = []
    for p in message.parts:
        if p.type == "text":
            blocks.append(TextBlock(p.text))
        elif p.type == "tool_call":
            blocks.append(ToolUseBlock(p.id, p.name, dict(p.arguments)))
        elif p.type == "tool_call_response":
            blocks.append(ToolResultBlock(p.id, p.text))
    return tuple(blocks)


def _history(messages: Sequence[ChatMessage]) -> tuple[Message, ...]:
    """Messages in the assembler's two roles: tool results travel in user turns."""
    out: list[Message] = []
    for m in messages:
        blocks = _blocks(m)
        if not blocks:
            continue
        role: Literal["user", "assistant"] = "assistant" if m.role == "assistant" else "user"
        if out and out[-1].role == role and m.role == "tool":
            out[-1] = Message(role, out[-1].blocks + blocks)
        else:
            out.append(Message(role, blocks))
    return tuple(out)


def _split(
    call: Call,
) -> tuple[list[str], list[ChatMessage], list[ChatMessage], ChatMessage | None]:
    """(system texts, history, tool results of this turn, the ask)."""
    system = list(call.system)
    rest: list[ChatMessage] = []
    for m in call.messages:
        if m.role in ("system", "developer"):
            system.append(_text_of(m))
        else:
            rest.append(m)
    ask: ChatMessage | None = None
    if rest and rest[-1].role == "user" and _text_of(rest[-1]):
        ask = rest.pop()
    results: list[ChatMessage] = []
    while rest and (rest[-1].role == "tool" or _only_results(rest[-1])):
        results.insert(0, rest.pop())
    if ask is not None and any(p.type == "tool_call_response" for p in ask.parts):
        results.append(ChatMessage("tool", ask.parts))
        ask = ChatMessage("user", tuple(p for p in ask.parts if p.type == "text"))
    return [s for s in system if s], rest, results, ask


def _only_results(m: ChatMessage) -> bool:
    return (
        m.role == "user" and bool(m.parts) and all(p.type == "tool_call_response" for p in m.parts)
    )


def sections_of(call: Call) -> list[Section]:
    """The call as the sections ``assemble()`` would have been given, in canonical order."""
    system, history, results, ask = _split(call)
    try:
        out = [Section.tools([t]) for t in call.tools]
        if system:
            out.append(Section.system("\n\n".join(system)))
        msgs = _history(history)
        if msgs:
            out.append(Section.history(msgs))
        for m in results:
            for p in m.parts:
                if p.type == "tool_call_response":
                    label = p.name or p.id or str(len(out))
                    out.append(Section.tool_output(f"tool_output:{label}", p.text))
        if ask is not None:
            out.append(Section.ask(_text_of(ask)))
    except SectionError as exc:
        raise Unusable(MALFORMED, str(exc)) from None
    return out


# -- the record -------------------------------------------------------------------


def _checked_name(value: str, what: str) -> str:
    if len(value) > A.MAX_NAME_CHARS or "\x00" in value:
        raise Unusable(INVALID_TEXT, f"{what} is too long or contains NUL")
    return value


def _stored_text(text: str) -> str | None:
    # As for ctxstore spans: over the limit keeps only the hash; NUL is not storable text.
    if len(text) > A.MAX_TEXT_CHARS:
        return None
    return text.replace("\x00", "\ufffd")


def _estimate(text: str) -> int:
    return math.ceil(len(text) / 4)


def _as_sent(call: Call) -> str:
    doc = {
        "system": list(call.system),
        "messages": [
            {
                "role": m.role,
                "parts": [
                    {
                        "type": p.type,
                        "text": p.text,
                        "id": p.id,
                        "name": p.name,
                        "arguments": dict(p.arguments),
                    }
                    for p in m.parts
                ],
            }
            for m in call.messages
        ],
        "tools": [dict(t) for t in call.tools],
    }
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class SpanContext:
    """What the record needs from the span besides the call itself."""

    trace_id: str
    span_id: str
    start_time_unix_nano: int
    service: str | None = None
    environment: str | None = None
    tenant: str | None = None
    subject_id: str | None = None
    template_version: str | None = None
    snapshot_id: str | None = None


def to_record(call: Call, ctx: SpanContext) -> AssemblyRecord:
    """Raises :class:`Unusable` when the call has no model, no content, or unstorable text."""
    if not call.model:
        raise Unusable(NO_MODEL, "no gen_ai.request.model / llm.model_name")
    if not (call.system or call.messages):
        raise Unusable(NO_CONTENT, "no input messages")
    try:
        sections = sections_of(call)
        digests = [content_digest(s) for s in sections]
        as_sent = _as_sent(call)
    except UnicodeEncodeError:
        raise Unusable(INVALID_TEXT, "text is not valid Unicode") from None
    records: list[SectionRecord] = []
    estimated = 0
    for i, (section, digest) in enumerate(zip(sections, digests, strict=True)):
        text = canonical_content(section)
        tokens = _estimate(text)
        estimated += tokens
        records.append(
            SectionRecord(
                position=i,
                name=_checked_name(section.name, "a section name"),
                kind=section.kind,
                trust=section.effective_trust.value,
                priority=section.priority,
                pinned=section.pinned,
                tokens=tokens,
                content_hash=digest,
                outcome="kept",
                text=_stored_text(text),
            )
        )
    model = _checked_name(call.model, "the model ID")
    prefix = fields_digest(
        model,
        json.dumps(
            [dict(t) for t in call.tools] + [s.content for s in sections if s.kind == "system"],
            sort_keys=True,
            separators=(",", ":"),
            ensure_ascii=False,
        ),
    )
    usage_tokens = call.usage.input_tokens
    return AssemblyRecord(
        timestamp=datetime.fromtimestamp(ctx.start_time_unix_nano / 1e9, UTC),
        trace_id=ctx.trace_id,
        span_id=ctx.span_id,
        model_id=model,
        root_fingerprint=root_fingerprint(model, ctx.template_version, ctx.snapshot_id, as_sent),
        prefix_fingerprint=prefix,
        tokens_total=usage_tokens if usage_tokens is not None else estimated,
        budget=0,
        tokenizer=TOKENIZER_USAGE if usage_tokens is not None else TOKENIZER_ESTIMATE,
        tokens_exact=usage_tokens is not None,
        service=ctx.service,
        environment=ctx.environment,
        tenant=ctx.tenant,
        subject_id=ctx.subject_id,
        provider=call.provider,
        template_version=ctx.template_version,
        snapshot_id=ctx.snapshot_id,
        content_captured=any(r.text is not None for r in records),
        sections=tuple(records),
    )
