"""The wire contract: records survive encode -> OTLP (protobuf and JSON) -> decode unchanged,
and spans that break the schema are refused with a message naming the attribute."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, ArrayValue, KeyValue, KeyValueList

from ctxstore.errors import OtlpDecodeError, SpanDecodeError
from ctxstore.receiver.otlp import _MAX_DEPTH, _pb_attrs, decode_json, decode_protobuf
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.decode import EventInput, SpanInput, decode_span, generated_source
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


# -- the attribute tables are the whole schema ---------------------------------------

_ENVELOPE_FIELDS = {"timestamp", "trace_id", "span_id", "content_captured", "sections"}


@pytest.mark.parametrize(
    ("record_type", "table", "envelope"),
    [
        (AssemblyRecord, A.SPAN_ATTRIBUTES, _ENVELOPE_FIELDS),
        (SectionRecord, A.SECTION_ATTRIBUTES, set()),
    ],
    ids=["span", "section"],
)
def test_every_record_field_is_one_table_row(record_type, table, envelope):
    # A field added to a record without a row would silently decode as its default.
    fields = [f.name for f in dataclasses.fields(record_type)]
    rows = [a.field for a in table]
    assert sorted(rows) == sorted(set(fields) - envelope)
    keys = [a.key for a in table] + [a.fallback for a in table if a.fallback]
    assert len(keys) == len(set(keys)), "an attribute key is read by two rows"


def _sample(attr: A.Attribute, i: int) -> object:
    """A value for ``attr`` that is not its default, so a row the encoder skips shows up."""
    if attr.choices is not None:
        return sorted(attr.choices - {"kept"})[0]
    return {
        A.Kind.NAME: f"{attr.field}-{i}",
        A.Kind.HEX64: hashlib.sha256(attr.field.encode()).hexdigest(),
        A.Kind.INT: 40 + i,
        A.Kind.BOOL: attr.default is not True,
        A.Kind.NAMES: ("pii", f"detector-{i}"),
        A.Kind.TEXT: f"retained text {i}",
    }[attr.kind]


def test_every_table_row_survives_encode_and_decode():
    sections = (
        SectionRecord(**{a.field: _sample(a, i) for i, a in enumerate(A.SECTION_ATTRIBUTES)}),
    )
    values = {a.field: _sample(a, i) for i, a in enumerate(A.SPAN_ATTRIBUTES)}
    record = AssemblyRecord(
        timestamp=make_record().timestamp,
        trace_id="1" * 32,
        span_id="2" * 16,
        content_captured=True,
        sections=sections,
        **values,
    )
    body = otlp_request(
        [record_span_pb(record)], service=values["service"], environment=values["environment"]
    ).SerializeToString()
    (span,) = decode_protobuf(body).spans
    assert decode_span(span) == record


def _readme_table(heading: str) -> dict[str, tuple[bool, str]]:
    """``key -> (bold, type)`` for the rows of the README table under ``heading``."""
    text = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    section = text.split("## Span attribute schema (wire contract)", 1)[1].split("\n## ", 1)[0]
    table = section.split(heading, 1)[1].split("\n\n", 2)[1]
    rows: dict[str, tuple[bool, str]] = {}
    for line in table.splitlines()[2:]:
        name, kind = (cell.strip() for cell in line.strip("|").split("|")[:2])
        for key in re.findall(r"`([^`]+)`", name):
            rows[key] = (name.startswith("**"), kind)
    return rows


_README_TYPE = {
    A.Kind.NAME: "string",
    A.Kind.HEX64: "string",
    A.Kind.INT: "int",
    A.Kind.BOOL: "bool",
    A.Kind.NAMES: "string[]",
    A.Kind.TEXT: "string",
}


@pytest.mark.parametrize(
    ("heading", "table", "not_decoded"),
    [
        (
            "**Span attributes**",
            A.SPAN_ATTRIBUTES,
            {
                A.SCHEMA,
                A.GEN_AI_OPERATION_NAME,
                A.SECTIONS_COUNT,
                A.SECTIONS_DELIVERY,  # read by the receiver's join, not the record decoder
                A.CONTENT_CAPTURED,
                A.ERROR_TYPE,
                A.ERROR_DETECTORS,
            },
        ),
        ("**`ctxstore.section` event attributes**", A.SECTION_ATTRIBUTES, set()),
    ],
    ids=["span", "section"],
)
def test_readme_tables_document_the_decoders_tables(heading, table, not_decoded):
    documented = _readme_table(heading)
    declared = {a.key: (a.required, _README_TYPE[a.kind]) for a in table if not a.resource}
    assert {k: v for k, v in documented.items() if k not in not_decoded} == declared
    assert not_decoded <= documented.keys()


def test_resource_attributes_are_documented():
    text = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    resource = text.split("**Resource attributes**", 1)[1].split("\n\n", 1)[0]
    for attr in A.SPAN_ATTRIBUTES:
        if attr.resource:
            assert f"`{attr.key}`" in resource
            assert attr.fallback is None or f"`{attr.fallback}`" in resource


def test_generated_decoder_holds_no_literal_from_the_tables():
    # The tables' keys, defaults and choices are bound as names, never pasted into
    # the source that is compiled: no quote can reach it.
    source = generated_source()
    assert "'" not in source and '"' not in source
    assert "def decode_SectionRecord(get):" in source
    assert source.count("raise missing(") == len(A.REQUIRED_SECTION_ATTRIBUTES) + len(
        A.REQUIRED_SPAN_ATTRIBUTES
    )
