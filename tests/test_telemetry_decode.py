"""The wire contract: records survive encode -> OTLP (protobuf and JSON) -> decode unchanged,
and spans that break the schema are refused with a message naming the attribute."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, ArrayValue, KeyValue, KeyValueList

from ctxstore.errors import OtlpDecodeError, SpanDecodeError
from ctxstore.receiver.otlp import _MAX_DEPTH, _pb_attrs, decode_json, decode_protobuf
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.decode import EventInput, SpanInput, decode_span
from tests import decode_oracle
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


# -- the table-driven decoder agrees with the hand-written oracle ----------------------


class _IntSub(int):
    pass


class _StrSub(str):
    pass


_ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**64), max_value=2**64),
    st.sampled_from([0, -1, 2**63 - 1, 2**63, -(2**63) + 1, -(2**63), _IntSub(3)]),
    st.text(max_size=12),
    st.sampled_from(
        [
            "",
            "kept",
            "dropped",
            "a\x00b",
            "caf\u00e9",
            "\ud800",
            "x" * (A.MAX_NAME_CHARS + 1),
            "0" * 64,
            "A" * 64,
            _StrSub("kept"),
        ]
    ),
    st.lists(st.sampled_from(["pii", "", "a\x00", "\u00e9", 1, None]), max_size=3),
    st.tuples(st.sampled_from(["pii", "override_phrase"])),
    st.floats(allow_nan=False),
)
# Every odd value on every key, deterministically (hypothesis adds the combinations).
_ODD_EXAMPLES: list[object] = [
    None,
    True,
    False,
    0,
    -1,
    7,
    2**63 - 1,
    2**63,
    -(2**63) + 1,
    -(2**63),
    _IntSub(3),
    1.5,
    "",
    "kept",
    "a\x00b",
    "caf\u00e9",
    "\ud800",
    "x" * (A.MAX_NAME_CHARS + 1),
    "0" * 64,
    "A" * 64,
    _StrSub("kept"),
    [],
    ["pii"],
    ["pii", 1],
    ["a\x00"],
    ("override_phrase",),
    ["pii"] * (A.MAX_ARRAY_ITEMS + 1),
]
_SECTION_KEYS = [
    A.SEC_POSITION,
    A.SEC_NAME,
    A.SEC_KIND,
    A.SEC_TRUST,
    A.SEC_PRIORITY,
    A.SEC_PINNED,
    A.SEC_TOKENS,
    A.SEC_CONTENT_HASH,
    A.SEC_OUTCOME,
    A.SEC_REASON,
    A.SEC_SOURCE,
    A.SEC_LINE_START,
    A.SEC_LINE_END,
    A.SEC_HITS,
    A.SEC_TEXT,
    A.SEC_REDACTIONS,
]


def _outcome(decode, span: SpanInput) -> object:
    """The record with the exact type of every value (an ``int`` subclass is not an ``int``),
    or the error's wording."""
    try:
        record = decode(span)
    except SpanDecodeError as exc:
        return ("error", str(exc))
    values = [dataclasses.astuple(record)]
    for obj in (record, *record.sections):
        values.append(tuple(type(getattr(obj, f.name)) for f in dataclasses.fields(obj)))
    return values


def _assert_same_as_oracle(span: SpanInput) -> None:
    assert _outcome(decode_span, span) == _outcome(decode_oracle.decode_span, span)


def _with_section(span: SpanInput, attrs: dict[str, object]) -> SpanInput:
    """``span`` with its last section event's attributes replaced by ``attrs``."""
    *events, last = span.events
    return dataclasses.replace(span, events=(*events, EventInput(last.name, attrs)))


def _base_span(i: int, texts: tuple[str | None, ...]) -> SpanInput:
    body = otlp_request([record_span_pb(make_record(i, texts=texts))]).SerializeToString()
    (span,) = decode_protobuf(body).spans
    return span


@settings(max_examples=400, deadline=None)
@given(
    base=st.sampled_from(range(3)),
    changes=st.dictionaries(st.sampled_from(_SECTION_KEYS), _ODD_VALUES, max_size=4),
    dropped=st.lists(st.sampled_from(_SECTION_KEYS), max_size=2),
)
def test_section_decoding_matches_the_oracle(base, changes, dropped):
    texts = [("system text", None), (None, None), ("a", "b\x00 [REDACTED:email:1a2b]")][base]
    span = _base_span(base, texts)
    attrs = {**span.events[-1].attributes, **changes}
    for key in dropped:
        attrs.pop(key, None)
    _assert_same_as_oracle(_with_section(span, attrs))


def _pb_any(value: object) -> AnyValue:
    if isinstance(value, bool):
        return AnyValue(bool_value=value)
    if isinstance(value, int):
        return AnyValue(int_value=value)
    if isinstance(value, float):
        return AnyValue(double_value=value)
    if isinstance(value, bytes):
        return AnyValue(bytes_value=value)
    if isinstance(value, str):
        return AnyValue(string_value=value)
    if isinstance(value, list):
        return AnyValue(array_value=ArrayValue(values=[_pb_any(v) for v in value]))
    if isinstance(value, dict):
        kvs = [KeyValue(key=k, value=_pb_any(v)) for k, v in value.items()]
        return AnyValue(kvlist_value=KeyValueList(values=kvs))
    return AnyValue()  # no value set


_SCALAR_FIELDS = {"string_value", "bool_value", "int_value", "double_value", "bytes_value"}


def _generic_attrs(kvs: object, depth: int = 0) -> dict[str, object]:
    """The attribute walk without the receiver's shortcuts (the reference for the tests)."""
    out: dict[str, object] = {}
    for kv in kvs:  # type: ignore[attr-defined]
        which = kv.value.WhichOneof("value")
        scalar = which in _SCALAR_FIELDS
        out[kv.key] = getattr(kv.value, which) if scalar else _generic_value(kv.value, depth)
    return out


def _generic_value(value: AnyValue, depth: int) -> object:
    if depth > _MAX_DEPTH:
        raise OtlpDecodeError("attribute values are nested too deeply")
    which = value.WhichOneof("value")
    if which is None:
        return None
    if which == "array_value":
        return [_generic_value(v, depth + 1) for v in value.array_value.values]
    if which == "kvlist_value":
        return _generic_attrs(value.kvlist_value.values, depth + 1)
    return getattr(value, which)


_PB_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**63), max_value=2**63 - 1)
    | st.floats(allow_nan=False)
    | st.binary(max_size=4)
    | st.text(max_size=4),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner, max_size=3)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(values=st.dictionaries(st.text(max_size=3), _PB_VALUES, max_size=6))
def test_fast_protobuf_attribute_walk_matches_the_generic_one(values):
    kvs = [KeyValue(key=k, value=_pb_any(v)) for k, v in values.items()]
    try:
        expected = _generic_attrs(kvs)
    except OtlpDecodeError:
        with pytest.raises(OtlpDecodeError):
            _pb_attrs(kvs)
        return
    assert _pb_attrs(kvs) == expected


@pytest.mark.parametrize("levels", range(12))
@pytest.mark.parametrize("container", ["array", "kvlist"])
def test_nesting_limit_is_the_same_on_the_fast_walk(levels, container):
    value: object = ["leaf"]  # an array of scalars, the fast walk's inline case
    for _ in range(levels):
        value = [value] if container == "array" else {"k": value}
    kvs = [KeyValue(key="k", value=_pb_any(value))]
    try:
        expected = _generic_attrs(kvs)
    except OtlpDecodeError:
        with pytest.raises(OtlpDecodeError, match="nested too deeply"):
            _pb_attrs(kvs)
    else:
        assert _pb_attrs(kvs) == expected


_SPAN_KEYS = [
    A.GEN_AI_REQUEST_MODEL,
    A.FINGERPRINT_ROOT,
    A.FINGERPRINT_PREFIX,
    A.TOKENS_TOTAL,
    A.TOKENS_BUDGET,
    A.TOKENIZER_NAME,
    A.TOKENIZER_EXACT,
    A.TENANT,
    A.SUBJECT_ID,
    A.GEN_AI_PROVIDER_NAME,
    A.TEMPLATE_VERSION,
    A.SNAPSHOT_ID,
    A.POLICY_VERSION,
    A.SECTIONS_DROPPED,
    A.SCREENING_HITS,
]
_RESOURCE_KEYS = [A.SERVICE_NAME, A.DEPLOYMENT_ENVIRONMENT, A.DEPLOYMENT_ENVIRONMENT_OLD]


_ENVELOPE_KEYS = [A.SCHEMA, A.SECTIONS_COUNT, A.GEN_AI_OPERATION_NAME, A.CONTENT_CAPTURED]


@settings(max_examples=400, deadline=None)
@given(
    changes=st.dictionaries(st.sampled_from(_SPAN_KEYS + _ENVELOPE_KEYS), _ODD_VALUES, max_size=4),
    resource=st.dictionaries(st.sampled_from(_RESOURCE_KEYS), _ODD_VALUES, max_size=3),
    dropped=st.lists(st.sampled_from(_SPAN_KEYS), max_size=2),
)
def test_span_decoding_matches_the_oracle(changes, resource, dropped):
    span = _base_span(4, ("system text", None, "doc"))
    attrs = {**span.attributes, **changes}
    for key in dropped:
        attrs.pop(key, None)
    _assert_same_as_oracle(
        dataclasses.replace(span, attributes=attrs, resource={**span.resource, **resource})
    )


@pytest.mark.parametrize("value", _ODD_EXAMPLES, ids=lambda v: repr(v)[:20])
def test_every_key_with_every_odd_value_matches_the_oracle(value):
    span = _base_span(5, ("a", "b [REDACTED:email:1a2b]"))
    for key in _SECTION_KEYS:
        _assert_same_as_oracle(_with_section(span, {**span.events[-1].attributes, key: value}))
    for key in _SPAN_KEYS + _ENVELOPE_KEYS + _RESOURCE_KEYS:
        where = "resource" if key in _RESOURCE_KEYS else "attributes"
        _assert_same_as_oracle(
            dataclasses.replace(span, **{where: {**getattr(span, where), key: value}})
        )
