"""OTLP/HTTP trace payloads to plain :class:`~ctxstore.telemetry.decode.SpanInput` objects.

Both encodings of ``ExportTraceServiceRequest`` are accepted: binary protobuf
(parsed by ``opentelemetry-proto``) and OTLP JSON. The JSON form is decoded by
hand rather than with ``google.protobuf.json_format`` because OTLP JSON differs
from the canonical protobuf JSON mapping: trace and span IDs are *hex* strings,
not base64, and 64-bit integers may be numbers or strings.

Only ``ctxstore.assemble`` spans are converted (attribute by attribute); other
spans are counted and skipped, which keeps a receiver that sits behind a
general-purpose Collector cheap. Every structural problem raises
:class:`~ctxstore.errors.OtlpDecodeError` with the JSON path or protobuf reason,
which the app turns into a 400.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from google.protobuf.message import DecodeError, Message
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, KeyValue

from ctxstore.errors import OtlpDecodeError
from ctxstore.receiver.genai import is_candidate
from ctxstore.telemetry.attributes import SPAN_NAME
from ctxstore.telemetry.decode import EventInput, SpanInput
from ctxstore.telemetry.outcome_spans import SCORE_SPAN_NAME

M = TypeVar("M", bound=Message)
PROTOBUF = "application/x-protobuf"
JSON = "application/json"
_MAX_DEPTH = 8


@dataclass(frozen=True, slots=True)
class DecodedRequest:
    total_spans: int  # every span in the request, whatever its name
    spans: list[SpanInput]  # the ctxstore.assemble spans
    genai: list[SpanInput] = field(default_factory=list)  # model-call spans of other conventions
    scores: list[SpanInput] = field(default_factory=list)  # ctxstore.score spans (outcomes)


# -- protobuf ------------------------------------------------------------------


def _pb_value(value: AnyValue, depth: int = 0) -> Any:
    if depth > _MAX_DEPTH:
        raise OtlpDecodeError("attribute values are nested too deeply")
    which = value.WhichOneof("value")
    if which is None:
        return None
    if which == "array_value":
        return [_pb_value(v, depth + 1) for v in value.array_value.values]
    if which == "kvlist_value":
        return _pb_attrs(value.kvlist_value.values, depth + 1)
    if which == "string_value_strindex":
        raise OtlpDecodeError(
            "string dictionary references (string_value_strindex) are not supported"
        )
    return getattr(value, which)


_SCALARS = frozenset({"string_value", "bool_value", "int_value", "double_value", "bytes_value"})


def _pb_attrs(kvs: Any, depth: int = 0) -> dict[str, Any]:
    # The receiver's hottest Python code: ~180 KeyValues per span. A non-empty
    # string or non-zero int can only be the oneof member that is set, so most
    # values are read with one attribute access; the rest (zero, false, empty,
    # arrays...) go through WhichOneof.
    out: dict[str, Any] = {}
    kv: KeyValue
    for kv in kvs:
        value = kv.value
        s = value.string_value
        if s:
            out[kv.key] = s
            continue
        i = value.int_value
        if i:
            out[kv.key] = i
            continue
        which = value.WhichOneof("value")
        if which in _SCALARS:
            out[kv.key] = getattr(value, which)
        elif which == "array_value" and depth < _MAX_DEPTH:
            # Every section event carries a string array (its screening hits).
            items = []
            for v in value.array_value.values:
                w = v.WhichOneof("value")
                items.append(getattr(v, w) if w in _SCALARS else _pb_value(v, depth + 1))
            out[kv.key] = items
        else:
            out[kv.key] = _pb_value(value, depth)
    return out


def _parse_pb(request: M, body: bytes) -> M:
    """``request`` filled from ``body``, or OtlpDecodeError naming the message type."""
    try:
        request.ParseFromString(body)
    except (DecodeError, RecursionError, ValueError) as exc:
        name = type(request).__name__
        raise OtlpDecodeError(f"body is not a valid {name} protobuf: {exc}") from None
    return request


def decode_protobuf(body: bytes) -> DecodedRequest:
    request = _parse_pb(ExportTraceServiceRequest(), body)
    total = 0
    spans: list[SpanInput] = []
    genai: list[SpanInput] = []
    scored: list[SpanInput] = []
    for rs in request.resource_spans:
        resource: dict[str, Any] | None = None
        for ss in rs.scope_spans:
            total += len(ss.spans)
            for span in ss.spans:
                attributes = _pb_attrs(span.attributes)
                if span.name == SPAN_NAME:
                    into = spans
                elif span.name == SCORE_SPAN_NAME:
                    into = scored
                elif is_candidate(attributes):
                    into = genai
                else:
                    continue
                if resource is None:
                    resource = _pb_attrs(rs.resource.attributes)
                into.append(
                    SpanInput(
                        name=span.name,
                        trace_id=span.trace_id.hex(),
                        span_id=span.span_id.hex(),
                        start_time_unix_nano=span.start_time_unix_nano,
                        attributes=attributes,
                        events=tuple(
                            EventInput(e.name, _pb_attrs(e.attributes), e.time_unix_nano)
                            for e in span.events
                        ),
                        resource=resource,
                        end_time_unix_nano=span.end_time_unix_nano,
                        status_error=(span.status.message or "error")
                        if span.status.code == _STATUS_ERROR
                        else None,
                    )
                )
    return DecodedRequest(total, spans, genai, scored)


# -- JSON ------------------------------------------------------------------------


def _expect(value: Any, kind: type | tuple[type, ...], path: str) -> Any:
    if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
        names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
        raise OtlpDecodeError(
            f"{path}: expected {_json_type(names)}, got {_json_type(type(value).__name__)}"
        )
    return value


def _json_type(py: str) -> str:
    return {
        "dict": "an object",
        "list": "an array",
        "str": "a string",
        "int": "an integer",
        "float": "a number",
        "bool": "a boolean",
        "NoneType": "null",
    }.get(py, py)


def _list(obj: Mapping[str, Any], key: str, path: str, alt: str | None = None) -> list[Any]:
    value = obj.get(key)
    if value is None and alt is not None:
        value = obj.get(alt)
    if value is None:
        return []
    return list(_expect(value, list, f"{path}.{key}"))


def _int64(value: Any, path: str) -> int:
    if isinstance(value, str):
        try:
            value = int(value, 10)
        except ValueError:
            raise OtlpDecodeError(f"{path}: expected an integer, got {value[:40]!r}") from None
    _expect(value, int, path)
    if not -(2**63) <= value < 2**64:
        raise OtlpDecodeError(f"{path}: integer out of range")
    return int(value)


_HEX = re.compile("[0-9a-f]*")


def _hex_id(value: Any, length: int, path: str) -> str:
    if value is None or value == "":
        return ""
    _expect(value, str, path)
    text = value.lower()
    if len(text) != length or not _HEX.fullmatch(text):
        raise OtlpDecodeError(f"{path}: expected {length} hex characters")
    return text


def _json_value(value: Any, path: str, depth: int = 0) -> Any:
    if depth > _MAX_DEPTH:
        raise OtlpDecodeError(f"{path}: attribute values are nested too deeply")
    _expect(value, dict, path)
    if not value:
        return None
    if len(value) != 1:
        raise OtlpDecodeError(
            f"{path}: an AnyValue holds exactly one of stringValue, intValue, ..."
        )
    ((key, inner),) = value.items()
    sub = f"{path}.{key}"
    if key == "stringValue":
        return _expect(inner, str, sub)
    if key == "boolValue":
        return _expect(inner, bool, sub)
    if key == "intValue":
        return _int64(inner, sub)
    if key == "doubleValue":
        if isinstance(inner, str) and inner in ("NaN", "Infinity", "-Infinity"):
            return float(inner.replace("Infinity", "inf"))
        if isinstance(inner, bool) or not isinstance(inner, int | float):
            raise OtlpDecodeError(f"{sub}: expected a number")
        return float(inner)
    if key == "bytesValue":
        try:
            return base64.b64decode(_expect(inner, str, sub), validate=True)
        except (binascii.Error, ValueError):
            raise OtlpDecodeError(f"{sub}: expected base64") from None
    if key == "arrayValue":
        items = _list(_expect(inner, dict, sub), "values", sub)
        return [_json_value(v, f"{sub}.values[{i}]", depth + 1) for i, v in enumerate(items)]
    if key == "kvlistValue":
        return _json_attrs(
            _list(_expect(inner, dict, sub), "values", sub), f"{sub}.values", depth + 1
        )
    raise OtlpDecodeError(f"{sub}: unknown AnyValue field {key!r}")


def _json_attrs(items: list[Any], path: str, depth: int = 0) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for i, kv in enumerate(items):
        p = f"{path}[{i}]"
        _expect(kv, dict, p)
        key = _expect(kv.get("key"), str, f"{p}.key")
        raw = kv.get("value")
        out[key] = None if raw is None else _json_value(raw, f"{p}.value", depth)
    return out


def _load_json(body: bytes) -> dict[str, Any]:
    """An OTLP JSON body as a document (an object), or OtlpDecodeError saying why not."""
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise OtlpDecodeError(f"body is not valid UTF-8 (byte {exc.start})") from None
    try:
        doc = json.loads(text)
    except RecursionError:
        raise OtlpDecodeError("JSON is nested too deeply") from None
    except ValueError as exc:
        raise OtlpDecodeError(f"body is not valid JSON: {exc}") from None
    return dict(_expect(doc, dict, "$"))


def _json_resource(item: Any, path: str) -> dict[str, Any]:
    """The resource attributes of a ``resourceSpans`` / ``resourceLogs`` item at ``path``."""
    _expect(item, dict, path)
    res = item.get("resource") or {}
    _expect(res, dict, f"{path}.resource")
    return _json_attrs(_list(res, "attributes", f"{path}.resource"), f"{path}.resource.attributes")


def decode_json(body: bytes) -> DecodedRequest:
    doc = _load_json(body)
    total = 0
    spans: list[SpanInput] = []
    genai: list[SpanInput] = []
    scored: list[SpanInput] = []
    for r, rs in enumerate(_list(doc, "resourceSpans", "$", alt="resource_spans")):
        rp = f"$.resourceSpans[{r}]"
        resource = _json_resource(rs, rp)
        for s, ss in enumerate(_list(rs, "scopeSpans", rp, alt="scope_spans")):
            sp = f"{rp}.scopeSpans[{s}]"
            _expect(ss, dict, sp)
            for k, span in enumerate(_list(ss, "spans", sp)):
                p = f"{sp}.spans[{k}]"
                _expect(span, dict, p)
                total += 1
                name = span.get("name", "")
                _expect(name, str, f"{p}.name")
                attributes = _json_attrs(_list(span, "attributes", p), f"{p}.attributes")
                if name == SPAN_NAME:
                    into = spans
                elif name == SCORE_SPAN_NAME:
                    into = scored
                elif is_candidate(attributes):
                    into = genai
                else:
                    continue
                events = []
                for e, ev in enumerate(_list(span, "events", p)):
                    ep = f"{p}.events[{e}]"
                    _expect(ev, dict, ep)
                    ev_name = ev.get("name", "")
                    _expect(ev_name, str, f"{ep}.name")
                    events.append(
                        EventInput(
                            ev_name,
                            _json_attrs(_list(ev, "attributes", ep), f"{ep}.attributes"),
                            _int64(ev.get("timeUnixNano", 0), f"{ep}.timeUnixNano"),
                        )
                    )
                into.append(
                    SpanInput(
                        name=name,
                        trace_id=_hex_id(span.get("traceId"), 32, f"{p}.traceId"),
                        span_id=_hex_id(span.get("spanId"), 16, f"{p}.spanId"),
                        start_time_unix_nano=_int64(
                            span.get("startTimeUnixNano", 0), f"{p}.startTimeUnixNano"
                        ),
                        attributes=attributes,
                        events=tuple(events),
                        resource=resource,
                        end_time_unix_nano=_int64(
                            span.get("endTimeUnixNano", 0), f"{p}.endTimeUnixNano"
                        ),
                        status_error=_json_status_error(span.get("status")),
                    )
                )
    return DecodedRequest(total, spans, genai, scored)


_STATUS_ERROR = 2  # opentelemetry.proto.trace.v1.Status.STATUS_CODE_ERROR


def _json_status_error(status: Any) -> str | None:
    """The message of an ERROR status (OTLP/JSON: ``code`` 2 or ``"STATUS_CODE_ERROR"``)."""
    if not isinstance(status, dict):  # lenient: a status is not worth refusing a request for
        return None
    code = status.get("code")
    if code not in (_STATUS_ERROR, "STATUS_CODE_ERROR"):
        return None
    message = status.get("message") or "error"
    return message if isinstance(message, str) else "error"


def decode_request(body: bytes, media_type: str) -> DecodedRequest:
    if media_type == PROTOBUF:
        return decode_protobuf(body)
    if media_type == JSON:
        return decode_json(body)
    raise OtlpDecodeError(f"unsupported media type {media_type!r}")


# -- responses -------------------------------------------------------------------


def encode_response(media_type: str, rejected: int = 0, message: str = "") -> bytes:
    """An ``ExportTraceServiceResponse``; partial_success is set only when spans were rejected."""
    response = ExportTraceServiceResponse()
    if rejected or message:
        response.partial_success.rejected_spans = rejected
        response.partial_success.error_message = message
    if media_type == JSON:
        if not (rejected or message):
            return b"{}"
        doc = {"partialSuccess": {"rejectedSpans": str(rejected), "errorMessage": message}}
        return json.dumps(doc).encode()
    return bytes(response.SerializeToString())


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def encode_status(media_type: str | None, code: int, message: str) -> tuple[bytes, str]:
    """An error body: ``google.rpc.Status`` in the request's encoding, else plain text.

    ``code`` is a gRPC status code (3 INVALID_ARGUMENT, 16 UNAUTHENTICATED...).
    ``Status`` is two fields, so it is encoded here rather than pulling in
    ``googleapis-common-protos`` for it.
    """
    if media_type == JSON:
        return json.dumps({"code": code, "message": message}).encode(), JSON
    if media_type == PROTOBUF:
        msg = message.encode("utf-8")
        body = b"\x08" + _varint(code) + b"\x12" + _varint(len(msg)) + msg
        return body, PROTOBUF
    return (message + "\n").encode(), "text/plain; charset=utf-8"


__all__ = [
    "JSON",
    "PROTOBUF",
    "DecodedRequest",
    "decode_json",
    "decode_protobuf",
    "decode_request",
    "encode_response",
    "encode_status",
]
