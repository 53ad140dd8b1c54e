"""The span decoder as it was written by hand before the attribute table: the test oracle.

``ctxstore.telemetry.decode`` derives its checks from the tables in
``ctxstore.telemetry.attributes``. This module is the other, independent
statement of the same contract, attribute by attribute, kept exactly as the
decoder's checked path was at tag ``pre-issue9`` (minus its fast paths), so
the property tests can hold the table-driven decoder to the same records, the
same refusals and the same error wording. Do not derive anything here from the
tables: an oracle that reads them would agree with any mistake in them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from ctxstore.errors import SpanDecodeError
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.decode import SpanInput

_HEX64 = re.compile(r"[0-9a-f]{64}")
_TRACE_ID = re.compile(r"[0-9a-f]{32}")
_SPAN_ID = re.compile(r"[0-9a-f]{16}")
_OUTCOMES = frozenset({"kept", "dropped", "truncated", "deduped"})
_INT64_MAX = 2**63 - 1
_REQUIRED_SPAN = (
    A.GEN_AI_REQUEST_MODEL,
    A.FINGERPRINT_ROOT,
    A.FINGERPRINT_PREFIX,
    A.TOKENS_TOTAL,
    A.TOKENS_BUDGET,
    A.TOKENIZER_NAME,
    A.TOKENIZER_EXACT,
)


def _storable(key: str, value: str, limit: int) -> str:
    if len(value) > limit:
        raise SpanDecodeError(f"attribute {key!r} is {len(value)} characters long (limit {limit})")
    if "\x00" in value:
        raise SpanDecodeError(f"attribute {key!r} contains a NUL character")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise SpanDecodeError(f"attribute {key!r} is not valid Unicode text") from None
    return value


def _str(attrs: Mapping[str, Any], key: str, *, required: bool = False) -> str | None:
    value = attrs.get(key)
    if value is None:
        if required:
            raise SpanDecodeError(f"missing required attribute {key!r}")
        return None
    if not isinstance(value, str):
        raise SpanDecodeError(f"attribute {key!r} must be a string, got {type(value).__name__}")
    if required and not value:
        raise SpanDecodeError(f"attribute {key!r} must not be empty")
    return _storable(key, value, A.MAX_NAME_CHARS)


def _req_str(attrs: Mapping[str, Any], key: str) -> str:
    value = _str(attrs, key, required=True)
    assert value is not None
    return value


def _int(attrs: Mapping[str, Any], key: str, *, required: bool = False, default: int = 0) -> int:
    value = attrs.get(key)
    if value is None:
        if required:
            raise SpanDecodeError(f"missing required attribute {key!r}")
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise SpanDecodeError(f"attribute {key!r} must be an integer, got {type(value).__name__}")
    if not -_INT64_MAX <= value <= _INT64_MAX:
        raise SpanDecodeError(f"attribute {key!r} is out of the int64 range")
    return value


def _opt_int(attrs: Mapping[str, Any], key: str) -> int | None:
    return None if attrs.get(key) is None else _int(attrs, key)


def _bool(attrs: Mapping[str, Any], key: str, *, required: bool = False) -> bool:
    value = attrs.get(key)
    if value is None:
        if required:
            raise SpanDecodeError(f"missing required attribute {key!r}")
        return False
    if not isinstance(value, bool):
        raise SpanDecodeError(f"attribute {key!r} must be a boolean, got {type(value).__name__}")
    return value


def _hex64(attrs: Mapping[str, Any], key: str) -> str:
    value = _req_str(attrs, key)
    if not _HEX64.fullmatch(value):
        raise SpanDecodeError(f"attribute {key!r} must be 64 lowercase hex characters")
    return value


def _str_array(attrs: Mapping[str, Any], key: str) -> tuple[str, ...]:
    value = attrs.get(key)
    if value is None:
        return ()
    if isinstance(value, str) or not isinstance(value, Sequence):
        raise SpanDecodeError(f"attribute {key!r} must be an array of strings")
    if len(value) > A.MAX_ARRAY_ITEMS:
        raise SpanDecodeError(f"attribute {key!r} has more than {A.MAX_ARRAY_ITEMS} items")
    out = []
    for item in value:
        if not isinstance(item, str):
            raise SpanDecodeError(f"attribute {key!r} must be an array of strings")
        out.append(_storable(key, item, A.MAX_NAME_CHARS))
    return tuple(out)


def decode_section(attrs: Mapping[str, Any], index: int) -> SectionRecord:
    try:
        outcome = _req_str(attrs, A.SEC_OUTCOME)
        if outcome not in _OUTCOMES:
            raise SpanDecodeError(
                f"attribute {A.SEC_OUTCOME!r} must be one of {', '.join(sorted(_OUTCOMES))}"
            )
        text: str | None = None
        redactions: tuple[str, ...] = ()
        raw_text = attrs.get(A.SEC_TEXT)
        if raw_text is not None:
            if not isinstance(raw_text, str):
                raise SpanDecodeError(f"attribute {A.SEC_TEXT!r} must be a string")
            if len(raw_text) <= A.MAX_TEXT_CHARS:
                text = _storable(A.SEC_TEXT, raw_text.replace("\x00", "\ufffd"), A.MAX_TEXT_CHARS)
                redactions = _str_array(attrs, A.SEC_REDACTIONS)
        return SectionRecord(
            position=_int(attrs, A.SEC_POSITION, required=True),
            name=_req_str(attrs, A.SEC_NAME),
            kind=_req_str(attrs, A.SEC_KIND),
            trust=_str(attrs, A.SEC_TRUST) or "trusted",
            priority=_int(attrs, A.SEC_PRIORITY),
            pinned=_bool(attrs, A.SEC_PINNED),
            tokens=_int(attrs, A.SEC_TOKENS),
            content_hash=_hex64(attrs, A.SEC_CONTENT_HASH),
            outcome=outcome,
            reason=_str(attrs, A.SEC_REASON),
            source_path=_str(attrs, A.SEC_SOURCE),
            line_start=_opt_int(attrs, A.SEC_LINE_START),
            line_end=_opt_int(attrs, A.SEC_LINE_END),
            screening_hits=_str_array(attrs, A.SEC_HITS),
            text=text,
            redactions=redactions,
        )
    except SpanDecodeError as exc:
        raise SpanDecodeError(f"section event #{index}: {exc}") from None


def decode_span(span: SpanInput) -> AssemblyRecord:
    if span.name != A.SPAN_NAME:
        raise SpanDecodeError(f"span {span.name!r} is not a {A.SPAN_NAME!r} span")
    if not _TRACE_ID.fullmatch(span.trace_id) or span.trace_id == "0" * 32:
        raise SpanDecodeError("trace ID must be 32 hex characters and not all zero")
    if not _SPAN_ID.fullmatch(span.span_id) or span.span_id == "0" * 16:
        raise SpanDecodeError("span ID must be 16 hex characters and not all zero")
    attrs = span.attributes
    schema = attrs.get(A.SCHEMA)
    if schema is not None and schema != A.SCHEMA_VERSION:
        raise SpanDecodeError(
            f"attribute {A.SCHEMA!r} is {schema!r}; this receiver understands {A.SCHEMA_VERSION!r}"
        )
    missing = [k for k in _REQUIRED_SPAN if attrs.get(k) is None]
    if missing:
        raise SpanDecodeError(f"missing required attribute(s) {', '.join(map(repr, missing))}")
    sections: list[SectionRecord] = []
    for event in span.events:
        if event.name == A.SECTION_EVENT:
            sections.append(decode_section(event.attributes, len(sections)))
    _opt_int(attrs, A.SECTIONS_COUNT)
    positions = [s.position for s in sections]
    if len(set(positions)) != len(positions):
        raise SpanDecodeError("two section events have the same position")
    sections.sort(key=lambda s: s.position)
    if not 0 <= span.start_time_unix_nano <= _INT64_MAX:
        raise SpanDecodeError("span start time is out of range")
    timestamp = datetime.fromtimestamp(span.start_time_unix_nano / 1e9, tz=UTC)
    res = span.resource
    env = _str(res, A.DEPLOYMENT_ENVIRONMENT) or _str(res, A.DEPLOYMENT_ENVIRONMENT_OLD)
    return AssemblyRecord(
        timestamp=timestamp,
        trace_id=span.trace_id,
        span_id=span.span_id,
        model_id=_req_str(attrs, A.GEN_AI_REQUEST_MODEL),
        root_fingerprint=_hex64(attrs, A.FINGERPRINT_ROOT),
        prefix_fingerprint=_hex64(attrs, A.FINGERPRINT_PREFIX),
        tokens_total=_int(attrs, A.TOKENS_TOTAL, required=True),
        budget=_int(attrs, A.TOKENS_BUDGET, required=True),
        tokenizer=_req_str(attrs, A.TOKENIZER_NAME),
        tokens_exact=_bool(attrs, A.TOKENIZER_EXACT, required=True),
        service=_str(res, A.SERVICE_NAME),
        environment=env,
        tenant=_str(attrs, A.TENANT),
        subject_id=_str(attrs, A.SUBJECT_ID),
        provider=_str(attrs, A.GEN_AI_PROVIDER_NAME),
        template_version=_str(attrs, A.TEMPLATE_VERSION),
        snapshot_id=_str(attrs, A.SNAPSHOT_ID),
        dropped_count=_int(attrs, A.SECTIONS_DROPPED),
        screening_hits=_int(attrs, A.SCREENING_HITS),
        policy_version=_str(attrs, A.POLICY_VERSION),
        content_captured=any(s.text is not None for s in sections),
        sections=tuple(sections),
    )
