"""OTLP log requests for tests: sections of a record as ``ctxstore.section`` log records."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import ExportLogsServiceRequest
from opentelemetry.proto.logs.v1.logs_pb2 import LogRecord, ResourceLogs, ScopeLogs

from ctxstore.records import AssemblyRecord
from ctxstore.telemetry import attributes as A
from tests.telemetry_support import _any, _json_any, _kvs, otlp_request, record_span_pb


def log_mode_span_body(records: Sequence[AssemblyRecord]) -> bytes:
    """The records' spans as a log-mode emitter sends them: no section events."""
    spans = []
    for r in records:
        span = record_span_pb(r, override={A.SECTIONS_DELIVERY: A.DELIVERY_LOGS})
        del span.events[:]
        spans.append(span)
    return bytes(otlp_request(spans).SerializeToString())


def section_logs(
    records: Sequence[AssemblyRecord], *, extra: Sequence[LogRecord] = ()
) -> ExportLogsServiceRequest:
    logs = []
    for r in records:
        start = int(r.timestamp.timestamp() * 1e9)
        for section in r.sections:
            logs.append(
                LogRecord(
                    time_unix_nano=start,
                    event_name=A.SECTION_EVENT,
                    trace_id=bytes.fromhex(r.trace_id),
                    span_id=bytes.fromhex(r.span_id),
                    attributes=_kvs(A.encode_section_event(section)),
                )
            )
    req = ExportLogsServiceRequest()
    rl = ResourceLogs()
    rl.resource.attributes.extend(_kvs({"service.name": "support-bot"}))
    rl.scope_logs.append(ScopeLogs(log_records=[*logs, *extra]))
    req.resource_logs.append(rl)
    return req


def section_logs_body(records: Sequence[AssemblyRecord]) -> bytes:
    return bytes(section_logs(records).SerializeToString())


def genai_log(
    event_name: str, trace_id: str, span_id: str, *, body: Any = None, attrs: Any = None, t: int = 1
) -> LogRecord:
    rec = LogRecord(
        time_unix_nano=t,
        event_name=event_name,
        trace_id=bytes.fromhex(trace_id),
        span_id=bytes.fromhex(span_id),
        attributes=_kvs(attrs or {}),
    )
    if body is not None:
        rec.body.CopyFrom(_any(body))
    return rec


def logs_body(records: Sequence[LogRecord]) -> bytes:
    req = ExportLogsServiceRequest()
    rl = ResourceLogs()
    rl.scope_logs.append(ScopeLogs(log_records=list(records)))
    req.resource_logs.append(rl)
    return bytes(req.SerializeToString())


def section_logs_json(records: Sequence[AssemblyRecord]) -> dict[str, Any]:
    logs = []
    for r in records:
        for section in r.sections:
            attrs = A.encode_section_event(section)
            logs.append(
                {
                    "timeUnixNano": str(int(r.timestamp.timestamp() * 1e9)),
                    "eventName": A.SECTION_EVENT,
                    "traceId": r.trace_id,
                    "spanId": r.span_id,
                    "attributes": [{"key": k, "value": _json_any(v)} for k, v in attrs.items()],
                }
            )
    return {"resourceLogs": [{"scopeLogs": [{"logRecords": logs}]}]}
