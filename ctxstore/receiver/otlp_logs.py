"""OTLP/HTTP log payloads (``ExportLogsServiceRequest``) to plain :class:`LogInput` objects.

The OpenTelemetry span-event API is being deprecated in favour of log-based
events: a log record with an ``event_name`` and the span context of the span it
belongs to. Two kinds of event are read, everything else is counted and skipped:

* ``ctxstore.section``: one section of a ``ctxstore.assemble`` span, with the
  same attributes as the span event of that name (README, wire contract);
* ``gen_ai.*``: message content of a GenAI model call
  (``gen_ai.client.inference.operation.details``, or the older per-message
  ``gen_ai.user.message``, ``gen_ai.choice``, ...), whose content may be in the
  record's body rather than its attributes.

The event name is the record's ``event_name`` field, or its ``event.name``
attribute for SDKs older than the field. Both encodings are read like
:mod:`ctxstore.receiver.otlp` reads traces (the same JSON rules: hex IDs,
64-bit integers as numbers or strings), and a structural problem raises
:class:`~ctxstore.errors.OtlpDecodeError` naming the JSON path.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import (
    ExportLogsServiceRequest,
    ExportLogsServiceResponse,
)

from ctxstore.errors import OtlpDecodeError
from ctxstore.receiver.otlp import (
    JSON,
    PROTOBUF,
    _expect,
    _hex_id,
    _int64,
    _json_attrs,
    _json_resource,
    _json_value,
    _list,
    _load_json,
    _parse_pb,
    _pb_attrs,
    _pb_value,
)
from ctxstore.telemetry.attributes import SECTION_EVENT

#: Attribute older SDKs put the event name in, before ``LogRecord.event_name``.
EVENT_NAME_ATTRIBUTE = "event.name"
GENAI_PREFIX = "gen_ai."


@dataclass(frozen=True, slots=True)
class LogInput:
    """A log-based event reduced to what the joiner needs, whatever wire format it came from."""

    event_name: str
    trace_id: str  # 32 lowercase hex chars, or "" when the record has no span context
    span_id: str
    time_unix_nano: int
    attributes: Mapping[str, Any]
    body: Any = None
    resource: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class DecodedLogs:
    total: int  # every log record in the request, whatever it is
    records: list[LogInput]  # the ctxstore.section and gen_ai.* events among them


def wanted(event_name: str) -> bool:
    """Whether the receiver reads log events of this name."""
    return event_name == SECTION_EVENT or event_name.startswith(GENAI_PREFIX)


def _event_name(declared: str, attributes: Mapping[str, Any]) -> str:
    if declared:
        return declared
    fallback = attributes.get(EVENT_NAME_ATTRIBUTE)
    return fallback if isinstance(fallback, str) else ""


def decode_logs_protobuf(body: bytes) -> DecodedLogs:
    request = _parse_pb(ExportLogsServiceRequest(), body)
    total = 0
    out: list[LogInput] = []
    for rl in request.resource_logs:
        resource: dict[str, Any] | None = None
        for sl in rl.scope_logs:
            total += len(sl.log_records)
            for rec in sl.log_records:
                attributes = _pb_attrs(rec.attributes)
                name = _event_name(rec.event_name, attributes)
                if not wanted(name):
                    continue
                if resource is None:
                    resource = _pb_attrs(rl.resource.attributes)
                trace_id, span_id = rec.trace_id.hex(), rec.span_id.hex()
                if len(trace_id) not in (0, 32) or len(span_id) not in (0, 16):
                    raise OtlpDecodeError("a log record's trace_id or span_id has the wrong length")
                out.append(
                    LogInput(
                        event_name=name,
                        trace_id=trace_id,
                        span_id=span_id,
                        time_unix_nano=rec.time_unix_nano or rec.observed_time_unix_nano,
                        attributes=attributes,
                        body=_pb_value(rec.body) if rec.HasField("body") else None,
                        resource=resource,
                    )
                )
    return DecodedLogs(total, out)


def decode_logs_json(body: bytes) -> DecodedLogs:
    doc = _load_json(body)
    total = 0
    out: list[LogInput] = []
    for r, rl in enumerate(_list(doc, "resourceLogs", "$", alt="resource_logs")):
        rp = f"$.resourceLogs[{r}]"
        resource = _json_resource(rl, rp)
        for s, sl in enumerate(_list(rl, "scopeLogs", rp, alt="scope_logs")):
            sp = f"{rp}.scopeLogs[{s}]"
            _expect(sl, dict, sp)
            for k, rec in enumerate(_list(sl, "logRecords", sp, alt="log_records")):
                p = f"{sp}.logRecords[{k}]"
                _expect(rec, dict, p)
                total += 1
                declared = rec.get("eventName", "")
                _expect(declared, str, f"{p}.eventName")
                attributes = _json_attrs(_list(rec, "attributes", p), f"{p}.attributes")
                name = _event_name(declared, attributes)
                if not wanted(name):
                    continue
                raw_body = rec.get("body")
                time = _int64(rec.get("timeUnixNano", 0), f"{p}.timeUnixNano")
                if not time:
                    time = _int64(rec.get("observedTimeUnixNano", 0), f"{p}.observedTimeUnixNano")
                out.append(
                    LogInput(
                        event_name=name,
                        trace_id=_hex_id(rec.get("traceId"), 32, f"{p}.traceId"),
                        span_id=_hex_id(rec.get("spanId"), 16, f"{p}.spanId"),
                        time_unix_nano=time,
                        attributes=attributes,
                        body=None if raw_body is None else _json_value(raw_body, f"{p}.body"),
                        resource=resource,
                    )
                )
    return DecodedLogs(total, out)


def decode_logs(body: bytes, media_type: str) -> DecodedLogs:
    if media_type == PROTOBUF:
        return decode_logs_protobuf(body)
    if media_type == JSON:
        return decode_logs_json(body)
    raise OtlpDecodeError(f"unsupported media type {media_type!r}")


def encode_logs_response(media_type: str, rejected: int = 0, message: str = "") -> bytes:
    """An ``ExportLogsServiceResponse``; partial_success is set only when records were rejected."""
    if media_type == JSON:
        if not (rejected or message):
            return b"{}"
        doc = {"partialSuccess": {"rejectedLogRecords": str(rejected), "errorMessage": message}}
        return json.dumps(doc).encode()
    response = ExportLogsServiceResponse()
    if rejected or message:
        response.partial_success.rejected_log_records = rejected
        response.partial_success.error_message = message
    return bytes(response.SerializeToString())


__all__ = [
    "EVENT_NAME_ATTRIBUTE",
    "DecodedLogs",
    "LogInput",
    "decode_logs",
    "decode_logs_json",
    "decode_logs_protobuf",
    "encode_logs_response",
    "wanted",
]
