"""The wire contract: records survive encode -> OTLP (protobuf and JSON) -> decode unchanged,
and spans that break the schema are refused with a message naming the attribute."""

from __future__ import annotations

import dataclasses
import json

import pytest

from ctxstore.errors import OtlpDecodeError, SpanDecodeError
from ctxstore.receiver.otlp import decode_json, decode_protobuf
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.decode import decode_span
from tests.telemetry_support import make_record, otlp_json, otlp_request, record_span_pb


def _expected(record, service="support-bot", environment="prod"):
    return dataclasses.replace(record, service=service, environment=environment)


@pytest.mark.parametrize(
    "texts",
    [("system text", None), (None, None), ("a", "b [REDACTED:email:1a2b]")],
    ids=["some-text", "no-text", "all-text"],
)
def test_protobuf_round_trip_keeps_every_field(texts):
    record = make_record(3, texts=texts)
    body = otlp_request([record_span_pb(record)]).SerializeToString()
    decoded = decode_protobuf(body)
    assert decoded.total_spans == 1
    (span,) = decoded.spans
    got = decode_span(span)
    assert got == _expected(record)


def test_json_round_trip_keeps_every_field():
    record = make_record(5)
    decoded = decode_json(json.dumps(otlp_json([record])).encode())
    assert decode_span(decoded.spans[0]) == _expected(record, environment=None)


def test_other_spans_are_counted_but_not_decoded():
    record = make_record()
    other = record_span_pb(make_record())
    other.name = "HTTP GET"
    decoded = decode_protobuf(otlp_request([other, record_span_pb(record)]).SerializeToString())
    assert decoded.total_spans == 2
    assert [s.span_id for s in decoded.spans] == [record.span_id]


@pytest.mark.parametrize(
    "missing",
    [A.GEN_AI_REQUEST_MODEL, A.FINGERPRINT_ROOT, A.TOKENS_TOTAL, A.TOKENIZER_EXACT],
    ids=["model", "root", "tokens", "exact"],
)
def test_missing_required_attribute_is_named(missing):
    span = record_span_pb(make_record(), drop=[missing])
    (decoded,) = decode_protobuf(otlp_request([span]).SerializeToString()).spans
    with pytest.raises(SpanDecodeError, match=missing.replace(".", r"\.")):
        decode_span(decoded)


@pytest.mark.parametrize(
    ("override", "message"),
    [
        ({A.GEN_AI_REQUEST_MODEL: "x" * 1_000_000}, "limit"),
        ({A.GEN_AI_REQUEST_MODEL: "gpt\x00-4o"}, "NUL"),
        ({A.FINGERPRINT_ROOT: "'; DROP TABLE assemblies; --"}, "hex"),
        ({A.TOKENS_TOTAL: "100"}, "integer"),
        ({A.TOKENS_TOTAL: True}, "integer"),
        ({A.TOKENIZER_EXACT: 1}, "boolean"),
        ({A.SCHEMA: "99"}, "understands"),
    ],
    ids=["1MB-model", "nul", "sql-in-hash", "string-count", "bool-count", "int-bool", "schema"],
)
def test_hostile_values_are_refused(override, message):
    span = record_span_pb(make_record(), override=override)
    (decoded,) = decode_protobuf(otlp_request([span]).SerializeToString()).spans
    with pytest.raises(SpanDecodeError, match=message):
        decode_span(decoded)


def test_sql_fragments_in_names_are_just_text():
    record = make_record(model="gpt-4o'); DELETE FROM assemblies; --")
    (decoded,) = decode_protobuf(otlp_request([record_span_pb(record)]).SerializeToString()).spans
    assert decode_span(decoded).model_id == "gpt-4o'); DELETE FROM assemblies; --"


def test_oversized_text_keeps_the_hash_but_not_the_text():
    record = make_record(texts=("x" * (A.MAX_TEXT_CHARS + 1),))
    (decoded,) = decode_protobuf(otlp_request([record_span_pb(record)]).SerializeToString()).spans
    got = decode_span(decoded)
    assert got.sections[0].text is None
    assert got.sections[0].content_hash == record.sections[0].content_hash
    assert got.content_captured is False


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (b"\xff\xfe{not json", "UTF-8"),
        (b"{not json", "JSON"),
        (b"[]", "object"),
        (json.dumps({"resourceSpans": {"a": 1}}).encode(), "array"),
        (
            json.dumps(
                {
                    "resourceSpans": [
                        {"scopeSpans": [{"spans": [{"name": A.SPAN_NAME, "traceId": "zz"}]}]}
                    ]
                }
            ).encode(),
            "hex",
        ),
        (b"[" * 100_000 + b"]" * 100_000, "nested|JSON"),
    ],
    ids=["invalid-utf8", "not-json", "not-object", "wrong-type", "bad-trace-id", "deep-nesting"],
)
def test_malformed_json_is_a_decode_error(body, message):
    with pytest.raises(OtlpDecodeError, match=message):
        decode_json(body)


def test_truncated_protobuf_is_a_decode_error():
    body = otlp_request([record_span_pb(make_record())]).SerializeToString()
    with pytest.raises(OtlpDecodeError, match="protobuf"):
        decode_protobuf(body[: len(body) // 2])
