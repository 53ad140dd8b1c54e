"""Builders shared by the telemetry, exporter and receiver tests (records, spans, OTLP bodies)."""

from __future__ import annotations

import hashlib
import os
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, ArrayValue, KeyValue, KeyValueList
from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans, ScopeSpans, Span

from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.telemetry.attributes import SPAN_NAME, encode_record


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def make_record(
    i: int = 0,
    *,
    texts: Sequence[str | None] = ("You are a helpful assistant.", None),
    trace_id: str | None = None,
    span_id: str | None = None,
    model: str = "gpt-4o",
) -> AssemblyRecord:
    sections = tuple(
        SectionRecord(
            position=p,
            name=f"sec{p}",
            kind="system" if p == 0 else "document",
            trust="trusted" if p == 0 else "untrusted",
            priority=10 * p,
            pinned=p == 0,
            tokens=7 + p,
            content_hash=sha(f"content {p} {text}"),
            outcome="kept",
            source_path=None if p == 0 else "kb/doc.md",
            line_start=None if p == 0 else 1,
            line_end=None if p == 0 else 9,
            screening_hits=() if p == 0 else ("override_phrase",),
            text=text,
        )
        for p, text in enumerate(texts)
    )
    return AssemblyRecord(
        timestamp=datetime(2024, 5, 7, 9, 12, i % 60, tzinfo=UTC),
        trace_id=trace_id or uuid.uuid4().hex,
        span_id=span_id or os.urandom(8).hex(),
        model_id=model,
        root_fingerprint=sha(f"root {i}"),
        prefix_fingerprint=sha("prefix"),
        tokens_total=100 + i,
        budget=1000,
        tokenizer="o200k_base",
        tokens_exact=True,
        provider="openai",
        template_version="v1",
        snapshot_id="snap-1",
        policy_version="default-1",
        content_captured=any(t is not None for t in texts),
        sections=sections,
    )


def _any(value: Any) -> AnyValue:
    if isinstance(value, bool):
        return AnyValue(bool_value=value)
    if isinstance(value, int):
        return AnyValue(int_value=value)
    if isinstance(value, float):
        return AnyValue(double_value=value)
    if isinstance(value, str):
        return AnyValue(string_value=value)
    if isinstance(value, list | tuple):
        return AnyValue(array_value=ArrayValue(values=[_any(v) for v in value]))
    if isinstance(value, dict):
        return AnyValue(kvlist_value=KeyValueList(values=_kvs(value)))
    raise TypeError(type(value))


def _kvs(attrs: dict[str, Any]) -> list[KeyValue]:
    return [KeyValue(key=k, value=_any(v)) for k, v in attrs.items()]


def record_span_pb(
    record: AssemblyRecord, *, drop: Sequence[str] = (), override: dict[str, Any] | None = None
) -> Span:
    attrs, events = encode_record(record)
    for key in drop:
        attrs.pop(key, None)
    attrs.update(override or {})
    start = int(record.timestamp.timestamp() * 1e9)
    return Span(
        trace_id=bytes.fromhex(record.trace_id),
        span_id=bytes.fromhex(record.span_id),
        name=SPAN_NAME,
        start_time_unix_nano=start,
        end_time_unix_nano=start + 1000,
        attributes=_kvs(attrs),
        events=[
            Span.Event(name="ctxstore.section", time_unix_nano=start, attributes=_kvs(e))
            for e in events
        ],
    )


def otlp_request(
    spans: Sequence[Span], *, service: str = "support-bot", environment: str = "prod"
) -> ExportTraceServiceRequest:
    req = ExportTraceServiceRequest()
    rs = ResourceSpans()
    rs.resource.attributes.extend(
        _kvs({"service.name": service, "deployment.environment.name": environment})
    )
    rs.scope_spans.append(ScopeSpans(spans=list(spans)))
    req.resource_spans.append(rs)
    return req


def otlp_body(records: Sequence[AssemblyRecord], **kw: Any) -> bytes:
    return bytes(otlp_request([record_span_pb(r) for r in records], **kw).SerializeToString())


def _json_any(value: Any) -> dict[str, Any]:
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, int):
        return {"intValue": str(value)}
    if isinstance(value, str):
        return {"stringValue": value}
    if isinstance(value, list | tuple):
        return {"arrayValue": {"values": [_json_any(v) for v in value]}}
    raise TypeError(type(value))


def otlp_json(records: Sequence[AssemblyRecord], *, service: str = "support-bot") -> dict[str, Any]:
    spans = []
    for r in records:
        attrs, events = encode_record(r)
        start = str(int(r.timestamp.timestamp() * 1e9))
        spans.append(
            {
                "traceId": r.trace_id,
                "spanId": r.span_id,
                "name": SPAN_NAME,
                "kind": 1,
                "startTimeUnixNano": start,
                "endTimeUnixNano": start,
                "attributes": [{"key": k, "value": _json_any(v)} for k, v in attrs.items()],
                "events": [
                    {
                        "name": "ctxstore.section",
                        "timeUnixNano": start,
                        "attributes": [{"key": k, "value": _json_any(v)} for k, v in e.items()],
                    }
                    for e in events
                ],
            }
        )
    return {
        "resourceSpans": [
            {
                "resource": {
                    "attributes": [{"key": "service.name", "value": {"stringValue": service}}]
                },
                "scopeSpans": [{"scope": {"name": "ctxstore"}, "spans": spans}],
            }
        ]
    }
