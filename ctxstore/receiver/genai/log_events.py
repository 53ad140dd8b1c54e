"""GenAI message content that arrives as log records, folded back into its span.

Instrumentations moving off span events (OpenTelemetry's
``opentelemetry-instrumentation-openai-v2`` and the GenAI utilities) emit the
content of a model call as log-based events carrying the call span's context:

* ``gen_ai.client.inference.operation.details`` (current semantic conventions):
  one record per call whose attributes hold ``gen_ai.input.messages``,
  ``gen_ai.system_instructions`` and ``gen_ai.tool.definitions`` as structured
  values;
* ``gen_ai.system.message``, ``gen_ai.user.message``, ``gen_ai.assistant.message``,
  ``gen_ai.tool.message`` (older conventions): one record per input message, the
  message (``content``, ``tool_calls``, ``id``) in the record's *body*; and
  ``gen_ai.choice`` per output choice, emitted after the call returned.

:func:`merge` puts them where the span parser (:mod:`.semconv`) already looks:
the details event's attributes next to the span's, the per-message events as
span events, so a call reads the same whether its content came on the span or
in logs, and gets the same section digests.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from ctxstore.receiver.genai.semconv import (
    INPUT_MESSAGES,
    MESSAGE_EVENTS,
    SYSTEM_INSTRUCTIONS,
    TOOL_DEFINITIONS,
)
from ctxstore.telemetry.decode import EventInput, SpanInput

DETAILS_EVENT = "gen_ai.client.inference.operation.details"
CHOICE_EVENT = "gen_ai.choice"
_CONTENT = (SYSTEM_INSTRUCTIONS, INPUT_MESSAGES, TOOL_DEFINITIONS)


@dataclasses.dataclass(frozen=True, slots=True)
class ContentLog:
    """One GenAI log event of a call: its name, attributes, body and time."""

    event_name: str
    attributes: Mapping[str, Any]
    body: Any
    time_unix_nano: int


def is_content_event(name: str) -> bool:
    """Whether a log event of this name carries model-call content the receiver reads."""
    return name in (DETAILS_EVENT, CHOICE_EVENT) or name in MESSAGE_EVENTS


def complete(logs: Sequence[ContentLog]) -> bool:
    """Whether every content log of the call has been emitted (so it need not wait).

    The details event holds the whole call. Per-message events are emitted
    before the call and ``gen_ai.choice`` after it returns, in one process and
    through one exporter queue, so a choice means the input messages went out
    before it.
    """
    names = {log.event_name for log in logs}
    return DETAILS_EVENT in names or (
        CHOICE_EVENT in names and any(n in MESSAGE_EVENTS for n in names)
    )


def merge(span: SpanInput, logs: Sequence[ContentLog]) -> SpanInput:
    """``span`` with the content of ``logs`` added (content already on the span wins)."""
    attributes = dict(span.attributes)
    events = list(span.events)
    for log in sorted(logs, key=_time):
        if log.event_name == DETAILS_EVENT:
            for key in _CONTENT:
                if attributes.get(key) is None and log.attributes.get(key) is not None:
                    attributes[key] = log.attributes[key]
        elif log.event_name in MESSAGE_EVENTS:
            body = log.body if isinstance(log.body, Mapping) else {}
            if isinstance(log.body, str):
                body = {"content": log.body}
            events.append(EventInput(log.event_name, {**log.attributes, **body}, _time(log)))
    return dataclasses.replace(span, attributes=attributes, events=tuple(events))


def _time(log: ContentLog) -> int:
    return log.time_unix_nano


__all__ = ["CHOICE_EVENT", "DETAILS_EVENT", "ContentLog", "complete", "is_content_event", "merge"]
