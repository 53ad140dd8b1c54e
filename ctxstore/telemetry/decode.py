"""Turn a ``ctxstore.assemble`` span into an :class:`~ctxstore.records.AssemblyRecord`.

Two paths feed the store: the in-process ``StoreSpanExporter`` (SDK
``ReadableSpan`` objects) and ``ctxstore serve`` (OTLP protobuf or JSON). Both
first reduce a span to the plain :class:`SpanInput` below and then call
:func:`decode_span`, so the schema is validated in exactly one place and the
two paths cannot drift.

The decoder is the receiver's first line of defence against hostile input:
every value is type-checked and length-limited (``attributes.MAX_*``), strings
that PostgreSQL cannot store (NUL, lone surrogates) are refused, and hashes must
be lowercase hex. A bad value raises :class:`~ctxstore.errors.SpanDecodeError`
naming the attribute, which the receiver reports as a rejected span.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from ctxstore.errors import SpanDecodeError
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.telemetry import attributes as A

log = logging.getLogger(__name__)

_HEX64 = re.compile(r"[0-9a-f]{64}")
_TRACE_ID = re.compile(r"[0-9a-f]{32}")
_SPAN_ID = re.compile(r"[0-9a-f]{16}")
_OUTCOMES = frozenset({"kept", "dropped", "truncated", "deduped"})
_INT64_MAX = 2**63 - 1


@dataclass(frozen=True, slots=True)
class EventInput:
    name: str
    attributes: Mapping[str, Any]
    time_unix_nano: int = 0


@dataclass(frozen=True, slots=True)
class SpanInput:
    """A span reduced to what the decoder needs, whatever wire format it came from."""

    name: str
    trace_id: str  # 32 lowercase hex chars
    span_id: str  # 16 lowercase hex chars
    start_time_unix_nano: int
    attributes: Mapping[str, Any]
    events: Sequence[EventInput] = ()
    resource: Mapping[str, Any] = field(default_factory=dict)


def is_assemble_span(span: SpanInput) -> bool:
    return span.name == A.SPAN_NAME


# -- value checks ------------------------------------------------------------


def _storable(key: str, value: str, limit: int) -> str:
    if len(value) > limit:
        raise SpanDecodeError(f"attribute {key!r} is {len(value)} characters long (limit {limit})")
    if "\x00" in value:
        raise SpanDecodeError(f"attribute {key!r} contains a NUL character")
    if value.isascii():  # the common case, and ASCII cannot hold a lone surrogate
        return value
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
    # bool is an int subclass; a boolean where a count belongs is a schema error.
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


# -- decoding ----------------------------------------------------------------


def _decode_section(attrs: Mapping[str, Any], index: int) -> SectionRecord:
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
                # Text is payload, not an identifier: NULs are replaced rather than refused.
                text = _storable(A.SEC_TEXT, raw_text.replace("\x00", "\ufffd"), A.MAX_TEXT_CHARS)
                redactions = _str_array(attrs, A.SEC_REDACTIONS)
            else:
                log.warning(
                    "section text of %d characters exceeds the %d limit; keeping only its hash",
                    len(raw_text),
                    A.MAX_TEXT_CHARS,
                )
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


def _plain(value: str) -> bool:
    """A short ASCII string without NUL: what :func:`_storable` accepts without looking closer."""
    return len(value) <= A.MAX_NAME_CHARS and value.isascii() and "\x00" not in value


def _plain_strs(value: Any) -> tuple[str, ...] | None:
    """A string array :func:`_str_array` accepts as is, or None when it needs a closer look."""
    if value is None:
        return ()
    if type(value) is not list and type(value) is not tuple:
        return None
    if not value:
        return ()
    if len(value) > A.MAX_ARRAY_ITEMS:
        return None
    for item in value:
        if type(item) is not str or not _plain(item):
            return None
    return tuple(value)


def _fast_section(attrs: Mapping[str, Any]) -> SectionRecord | None:
    """The record of a well-formed section event, or None to let :func:`_decode_section` decide.

    Every span carries about ten of these, so per-attribute helper calls made
    them the decoder's main cost. This path accepts only what the checked path
    accepts, using exact types, ASCII and range tests, and returns the same
    record; anything unusual (a wrong or missing value, an int or str subclass,
    non-ASCII names, oversized text) goes to the checked path, so which error is
    reported, and its wording, is decided in one place.
    """
    get = attrs.get
    outcome = get(A.SEC_OUTCOME)
    position = get(A.SEC_POSITION)
    name = get(A.SEC_NAME)
    kind = get(A.SEC_KIND)
    trust = get(A.SEC_TRUST)
    priority = get(A.SEC_PRIORITY)
    pinned = get(A.SEC_PINNED)
    tokens = get(A.SEC_TOKENS)
    content_hash = get(A.SEC_CONTENT_HASH)
    reason = get(A.SEC_REASON)
    source = get(A.SEC_SOURCE)
    line_start = get(A.SEC_LINE_START)
    line_end = get(A.SEC_LINE_END)
    if priority is None:
        priority = 0
    if tokens is None:
        tokens = 0
    if pinned is None:
        pinned = False
    if not (
        type(outcome) is str
        and outcome in _OUTCOMES
        and type(position) is int
        and -_INT64_MAX <= position <= _INT64_MAX
        and type(priority) is int
        and -_INT64_MAX <= priority <= _INT64_MAX
        and type(tokens) is int
        and -_INT64_MAX <= tokens <= _INT64_MAX
        and type(pinned) is bool
        and (
            line_start is None
            or (type(line_start) is int and -_INT64_MAX <= line_start <= _INT64_MAX)
        )
        and (line_end is None or (type(line_end) is int and -_INT64_MAX <= line_end <= _INT64_MAX))
        and type(name) is str
        and name
        and _plain(name)
        and type(kind) is str
        and kind
        and _plain(kind)
        and (trust is None or (type(trust) is str and _plain(trust)))
        and (reason is None or (type(reason) is str and _plain(reason)))
        and (source is None or (type(source) is str and _plain(source)))
        and type(content_hash) is str
        and _HEX64.fullmatch(content_hash)
    ):
        return None
    hits = _plain_strs(get(A.SEC_HITS))
    if hits is None:
        return None
    text = get(A.SEC_TEXT)
    redactions: tuple[str, ...] = ()
    if text is not None:
        if type(text) is not str or len(text) > A.MAX_TEXT_CHARS:
            return None
        if "\x00" in text:
            text = text.replace("\x00", "\ufffd")
        if not text.isascii():
            try:
                text.encode("utf-8")
            except UnicodeEncodeError:
                return None
        kept = _plain_strs(get(A.SEC_REDACTIONS))
        if kept is None:
            return None
        redactions = kept
    return SectionRecord(
        position=position,
        name=name,
        kind=kind,
        trust=trust or "trusted",
        priority=priority,
        pinned=pinned,
        tokens=tokens,
        content_hash=content_hash,
        outcome=outcome,
        reason=reason,
        source_path=source,
        line_start=line_start,
        line_end=line_end,
        screening_hits=hits,
        text=text,
        redactions=redactions,
    )


def decode_span(span: SpanInput) -> AssemblyRecord:
    """Validate a ``ctxstore.assemble`` span and build its record.

    Raises :class:`SpanDecodeError` with a message naming the first bad attribute.
    """
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
    missing = [k for k in A.REQUIRED_SPAN_ATTRIBUTES if attrs.get(k) is None]
    if missing:
        raise SpanDecodeError(f"missing required attribute(s) {', '.join(map(repr, missing))}")
    sections: list[SectionRecord] = []
    for event in span.events:
        if event.name == A.SECTION_EVENT:
            section = _fast_section(event.attributes)
            if section is None:
                section = _decode_section(event.attributes, len(sections))
            sections.append(section)
    declared = _opt_int(attrs, A.SECTIONS_COUNT)
    if declared is not None and declared != len(sections):
        # Usually the SDK's span limits (128 events by default) cut the events.
        log.warning(
            "span %s/%s declares %d sections but carries %d section events; "
            "raise the SDK's max events per span",
            span.trace_id,
            span.span_id,
            declared,
            len(sections),
        )
    positions = [s.position for s in sections]
    if len(set(positions)) != len(positions):
        raise SpanDecodeError("two section events have the same position")
    sections.sort(key=lambda s: s.position)
    if not 0 <= span.start_time_unix_nano <= _INT64_MAX:
        raise SpanDecodeError("span start time is out of range")
    timestamp = datetime.fromtimestamp(span.start_time_unix_nano / 1e9, tz=UTC)
    captured = any(s.text is not None for s in sections)
    record = _fast_record(span, timestamp, captured, tuple(sections))
    if record is not None:
        return record
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
        content_captured=captured,
        sections=tuple(sections),
    )


def _plain_or_none(value: Any) -> bool:
    return value is None or (type(value) is str and _plain(value))


def _fast_record(
    span: SpanInput,
    timestamp: datetime,
    captured: bool,
    sections: tuple[SectionRecord, ...],
) -> AssemblyRecord | None:
    """The record of a span whose attributes are well formed, or None (see :func:`_fast_section`).

    Same contract as the section fast path: accept only what the checked code
    at the end of :func:`decode_span` accepts, build the same record, and leave
    anything unusual, and every error message, to that code.
    """
    attrs = span.attributes
    res = span.resource
    get = attrs.get
    env = res.get(A.DEPLOYMENT_ENVIRONMENT)
    if not _plain_or_none(env):
        return None
    if not env:  # the checked path reads the old key only when the new one is empty
        env = res.get(A.DEPLOYMENT_ENVIRONMENT_OLD)
        if not _plain_or_none(env):
            return None
    service = res.get(A.SERVICE_NAME)
    model = get(A.GEN_AI_REQUEST_MODEL)
    root = get(A.FINGERPRINT_ROOT)
    prefix = get(A.FINGERPRINT_PREFIX)
    total = get(A.TOKENS_TOTAL)
    budget = get(A.TOKENS_BUDGET)
    tokenizer = get(A.TOKENIZER_NAME)
    exact = get(A.TOKENIZER_EXACT)
    tenant = get(A.TENANT)
    subject = get(A.SUBJECT_ID)
    provider = get(A.GEN_AI_PROVIDER_NAME)
    template = get(A.TEMPLATE_VERSION)
    snapshot = get(A.SNAPSHOT_ID)
    policy = get(A.POLICY_VERSION)
    dropped = get(A.SECTIONS_DROPPED)
    hits = get(A.SCREENING_HITS)
    if dropped is None:
        dropped = 0
    if hits is None:
        hits = 0
    if not (
        type(model) is str
        and model
        and _plain(model)
        and type(tokenizer) is str
        and tokenizer
        and _plain(tokenizer)
        and type(root) is str
        and _HEX64.fullmatch(root)
        and type(prefix) is str
        and _HEX64.fullmatch(prefix)
        and type(total) is int
        and -_INT64_MAX <= total <= _INT64_MAX
        and type(budget) is int
        and -_INT64_MAX <= budget <= _INT64_MAX
        and type(dropped) is int
        and -_INT64_MAX <= dropped <= _INT64_MAX
        and type(hits) is int
        and -_INT64_MAX <= hits <= _INT64_MAX
        and type(exact) is bool
        and _plain_or_none(service)
        and _plain_or_none(tenant)
        and _plain_or_none(subject)
        and _plain_or_none(provider)
        and _plain_or_none(template)
        and _plain_or_none(snapshot)
        and _plain_or_none(policy)
    ):
        return None
    return AssemblyRecord(
        timestamp=timestamp,
        trace_id=span.trace_id,
        span_id=span.span_id,
        model_id=model,
        root_fingerprint=root,
        prefix_fingerprint=prefix,
        tokens_total=total,
        budget=budget,
        tokenizer=tokenizer,
        tokens_exact=exact,
        service=service,
        environment=env,
        tenant=tenant,
        subject_id=subject,
        provider=provider,
        template_version=template,
        snapshot_id=snapshot,
        dropped_count=dropped,
        screening_hits=hits,
        policy_version=policy,
        content_captured=captured,
        sections=sections,
    )


def span_input_from_readable(span: Any) -> SpanInput:
    """Reduce an SDK ``ReadableSpan`` to a :class:`SpanInput` (duck-typed: no SDK import)."""
    ctx = span.context
    return SpanInput(
        name=span.name,
        trace_id=format(ctx.trace_id, "032x"),
        span_id=format(ctx.span_id, "016x"),
        start_time_unix_nano=int(span.start_time or 0),
        attributes=dict(span.attributes or {}),
        events=tuple(
            EventInput(e.name, dict(e.attributes or {}), int(e.timestamp or 0)) for e in span.events
        ),
        resource=dict(span.resource.attributes) if span.resource is not None else {},
    )
