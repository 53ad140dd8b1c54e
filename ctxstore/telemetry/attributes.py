"""The span attribute schema: the wire contract between emitters and the store.

Every name a ``ctxstore.assemble`` span or ``ctxstore.section`` event carries is
a constant here, and :func:`encode_record` is the only code that writes them.
What each attribute must be (kind, required, default, the record field it
fills) is one row of :data:`SPAN_ATTRIBUTES` or :data:`SECTION_ATTRIBUTES`;
the decoder (``ctxstore.telemetry.decode``) is compiled from those tables, so
the in-process exporter, ``ctxstore serve`` and a service written in another
language that follows the README table (tested against them) all meet on one
definition.

Why an :class:`~ctxstore.records.AssemblyRecord` is what gets encoded: the
retention decision (which text is kept, redacted how, which fingerprints are
HMAC'd) is taken once, by ``ctxstore.retention.to_record``, and the span is
just a serialisation of its result. Encoding and decoding are inverse
functions over records, which is what the round-trip tests check.

GenAI semantic conventions are used where they exist. ``gen_ai.operation.name``
is ``"assemble_context"``: the well-known values (``chat``,
``text_completion``, ``generate_content``, ``embeddings``, ``retrieval``,
``create_agent``, ``invoke_agent``, ``execute_tool``, ``invoke_workflow``)
all describe a call to a model, agent or tool, which this span does not make;
the conventions allow a custom value when none applies, and reusing ``chat``
would make GenAI dashboards count a model call that never happened.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from ctxstore.records import AssemblyRecord, SectionRecord

#: Bumped when a name or a meaning changes; decoders accept this version or none.
SCHEMA_VERSION: Final = "1"

SPAN_NAME: Final = "ctxstore.assemble"
SECTION_EVENT: Final = "ctxstore.section"
INSTRUMENTATION_SCOPE: Final = "ctxstore"

# -- OpenTelemetry GenAI semantic conventions --------------------------------
GEN_AI_OPERATION_NAME: Final = "gen_ai.operation.name"
GEN_AI_REQUEST_MODEL: Final = "gen_ai.request.model"
GEN_AI_PROVIDER_NAME: Final = "gen_ai.provider.name"
OPERATION_ASSEMBLE: Final = "assemble_context"

# -- resource attributes (set by the application's SDK, not by ctxstore) -----
SERVICE_NAME: Final = "service.name"
DEPLOYMENT_ENVIRONMENT: Final = "deployment.environment.name"
#: Older semconv name, still read so services on older SDK setups are attributed.
DEPLOYMENT_ENVIRONMENT_OLD: Final = "deployment.environment"

# -- span attributes, ctxstore namespace --------------------------------------
SCHEMA: Final = "ctxstore.schema.version"
TEMPLATE_VERSION: Final = "ctxstore.template_version"
SNAPSHOT_ID: Final = "ctxstore.snapshot_id"
FINGERPRINT_ROOT: Final = "ctxstore.fingerprint.root"
FINGERPRINT_PREFIX: Final = "ctxstore.fingerprint.prefix"
TOKENS_TOTAL: Final = "ctxstore.tokens.total"
TOKENS_BUDGET: Final = "ctxstore.tokens.budget"
TOKENIZER_NAME: Final = "ctxstore.tokenizer.name"
TOKENIZER_EXACT: Final = "ctxstore.tokenizer.exact"
SECTIONS_COUNT: Final = "ctxstore.sections.count"
SECTIONS_DROPPED: Final = "ctxstore.sections.dropped"
SCREENING_HITS: Final = "ctxstore.screening.hits"
POLICY_VERSION: Final = "ctxstore.retention.policy_version"
CONTENT_CAPTURED: Final = "ctxstore.content.captured"
TENANT: Final = "ctxstore.tenant"
SUBJECT_ID: Final = "ctxstore.subject_id"
#: How the sections travel: ``events`` (span events, the default when absent) or
#: ``logs`` (one ``ctxstore.section`` log record each, on ``/v1/logs``).
SECTIONS_DELIVERY: Final = "ctxstore.sections.delivery"
DELIVERY_EVENTS: Final = "events"
DELIVERY_LOGS: Final = "logs"

#: Baggage keys the instrumentation copies onto the span (set once per request by the app).
BAGGAGE_TENANT: Final = TENANT
BAGGAGE_SUBJECT_ID: Final = SUBJECT_ID

# -- section event attributes ------------------------------------------------
SEC_POSITION: Final = "ctxstore.section.position"
SEC_NAME: Final = "ctxstore.section.name"
SEC_KIND: Final = "ctxstore.section.kind"
SEC_TRUST: Final = "ctxstore.section.trust"
SEC_PRIORITY: Final = "ctxstore.section.priority"
SEC_PINNED: Final = "ctxstore.section.pinned"
SEC_TOKENS: Final = "ctxstore.section.tokens"
SEC_CONTENT_HASH: Final = "ctxstore.section.content_hash"
SEC_OUTCOME: Final = "ctxstore.section.outcome"
SEC_REASON: Final = "ctxstore.section.reason"
SEC_SOURCE: Final = "ctxstore.section.source"
SEC_LINE_START: Final = "ctxstore.section.line_start"
SEC_LINE_END: Final = "ctxstore.section.line_end"
SEC_HITS: Final = "ctxstore.section.hits"
SEC_TEXT: Final = "ctxstore.section.text"
SEC_REDACTIONS: Final = "ctxstore.section.redactions"

# -- when the assembly raised ---------------------------------------------------
# Only the type and, for a screening refusal, the detector names: an exception's
# message may quote untrusted content, so it never goes on the span.
ERROR_TYPE: Final = "error.type"
ERROR_DETECTORS: Final = "ctxstore.error.detectors"
EXCEPTION_EVENT: Final = "exception"
EXCEPTION_TYPE: Final = "exception.type"
EXCEPTION_ESCAPED: Final = "exception.escaped"

# -- explicit value limits ---------------------------------------------------
# The SDK's default attribute length limit is "unlimited"; these are ours, so a
# hostile or runaway value is refused by the decoder instead of reaching the DB.
#: Longest identifier-like value (model, names, versions, source path, tenant...).
MAX_NAME_CHARS: Final = 1024
#: Longest section text carried on a span; longer text is not captured (hash only).
MAX_TEXT_CHARS: Final = 512 * 1024
#: Most detector names in one hits/redactions array.
MAX_ARRAY_ITEMS: Final = 1000

#: What a section's ``outcome`` may be.
SECTION_OUTCOMES: Final = frozenset({"kept", "dropped", "truncated", "deduped"})


class Kind(enum.Enum):
    """What a value must be; ``ctxstore.telemetry.decode`` holds the check (and its wording)."""

    NAME = "string"  # identifier-like: <= MAX_NAME_CHARS, no NUL, valid Unicode
    HEX64 = "64 lowercase hex"  # a fingerprint or content hash
    INT = "int"  # int64, and not a boolean
    BOOL = "bool"
    NAMES = "string[]"  # <= MAX_ARRAY_ITEMS names, each a NAME
    TEXT = "text"  # <= MAX_TEXT_CHARS (longer: left out, the hash is kept); NUL becomes U+FFFD


@dataclass(frozen=True, slots=True)
class Attribute:
    """One attribute the decoder turns into one record field."""

    key: str
    field: str  # the AssemblyRecord / SectionRecord field it fills
    kind: Kind
    required: bool = False  # absent: the span is refused; a required NAME must not be empty
    default: object = None  # the field's value when the attribute is absent
    choices: frozenset[str] | None = None  # the only values a NAME may take
    blank_is_default: bool = False  # an empty string counts as absent
    fallback: str | None = None  # read instead when this one is absent or empty
    resource: bool = False  # a resource attribute (set by the SDK), not a span attribute
    only_with: str | None = None  # read only when that (earlier) field is not None


_N, _H, _I, _B, _NS = Kind.NAME, Kind.HEX64, Kind.INT, Kind.BOOL, Kind.NAMES

# The two tables are the schema the decoder enforces: adding an attribute is one
# line here (plus the encoder below and the README table, which the tests hold to
# it). Rows are in the order the decoder checks them, which decides the error a
# span with several bad values gets; keep new rows at the end. Not listed: what is
# not a record field (schema version, operation name, sections count, captured
# flag, error.*), which ``decode_span`` checks itself or derives.

#: Span (and resource) attributes -> :class:`~ctxstore.records.AssemblyRecord` fields.
SPAN_ATTRIBUTES: Final = (
    Attribute(
        DEPLOYMENT_ENVIRONMENT,
        "environment",
        _N,
        resource=True,
        fallback=DEPLOYMENT_ENVIRONMENT_OLD,
    ),
    Attribute(GEN_AI_REQUEST_MODEL, "model_id", _N, required=True),
    Attribute(FINGERPRINT_ROOT, "root_fingerprint", _H, required=True),
    Attribute(FINGERPRINT_PREFIX, "prefix_fingerprint", _H, required=True),
    Attribute(TOKENS_TOTAL, "tokens_total", _I, required=True),
    Attribute(TOKENS_BUDGET, "budget", _I, required=True),
    Attribute(TOKENIZER_NAME, "tokenizer", _N, required=True),
    Attribute(TOKENIZER_EXACT, "tokens_exact", _B, required=True),
    Attribute(SERVICE_NAME, "service", _N, resource=True),
    Attribute(TENANT, "tenant", _N),
    Attribute(SUBJECT_ID, "subject_id", _N),
    Attribute(GEN_AI_PROVIDER_NAME, "provider", _N),
    Attribute(TEMPLATE_VERSION, "template_version", _N),
    Attribute(SNAPSHOT_ID, "snapshot_id", _N),
    Attribute(SECTIONS_DROPPED, "dropped_count", _I, default=0),
    Attribute(SCREENING_HITS, "screening_hits", _I, default=0),
    Attribute(POLICY_VERSION, "policy_version", _N),
)

#: ``ctxstore.section`` event attributes -> :class:`~ctxstore.records.SectionRecord` fields.
SECTION_ATTRIBUTES: Final = (
    Attribute(SEC_OUTCOME, "outcome", _N, required=True, choices=SECTION_OUTCOMES),
    Attribute(SEC_TEXT, "text", Kind.TEXT),
    Attribute(SEC_REDACTIONS, "redactions", _NS, default=(), only_with="text"),
    Attribute(SEC_POSITION, "position", _I, required=True),
    Attribute(SEC_NAME, "name", _N, required=True),
    Attribute(SEC_KIND, "kind", _N, required=True),
    Attribute(SEC_TRUST, "trust", _N, default="trusted", blank_is_default=True),
    Attribute(SEC_PRIORITY, "priority", _I, default=0),
    Attribute(SEC_PINNED, "pinned", _B, default=False),
    Attribute(SEC_TOKENS, "tokens", _I, default=0),
    Attribute(SEC_CONTENT_HASH, "content_hash", _H, required=True),
    Attribute(SEC_REASON, "reason", _N),
    Attribute(SEC_SOURCE, "source_path", _N),
    Attribute(SEC_LINE_START, "line_start", _I),
    Attribute(SEC_LINE_END, "line_end", _I),
    Attribute(SEC_HITS, "screening_hits", _NS, default=()),
)

#: Attributes a ``ctxstore.assemble`` span must carry to be stored.
REQUIRED_SPAN_ATTRIBUTES: Final = tuple(a.key for a in SPAN_ATTRIBUTES if a.required)
#: Attributes every ``ctxstore.section`` event must carry.
REQUIRED_SECTION_ATTRIBUTES: Final = tuple(a.key for a in SECTION_ATTRIBUTES if a.required)


AttributeValue = str | bool | int | float | Sequence[str]


def _put(attrs: dict[str, AttributeValue], key: str, value: AttributeValue | None) -> None:
    """Set ``key`` unless ``value`` is None (OTel attributes cannot be None)."""
    if value is None:
        return
    if isinstance(value, tuple):
        attrs[key] = list(value)
    else:
        attrs[key] = value


def encode_span_attributes(record: AssemblyRecord) -> dict[str, AttributeValue]:
    """The span attributes for ``record`` (service and environment are resource attributes)."""
    attrs: dict[str, AttributeValue] = {
        SCHEMA: SCHEMA_VERSION,
        GEN_AI_OPERATION_NAME: OPERATION_ASSEMBLE,
        GEN_AI_REQUEST_MODEL: record.model_id,
        FINGERPRINT_ROOT: record.root_fingerprint,
        FINGERPRINT_PREFIX: record.prefix_fingerprint,
        TOKENS_TOTAL: record.tokens_total,
        TOKENS_BUDGET: record.budget,
        TOKENIZER_NAME: record.tokenizer,
        TOKENIZER_EXACT: record.tokens_exact,
        SECTIONS_COUNT: len(record.sections),
        SECTIONS_DROPPED: record.dropped_count,
        SCREENING_HITS: record.screening_hits,
        CONTENT_CAPTURED: record.content_captured,
    }
    _put(attrs, GEN_AI_PROVIDER_NAME, record.provider)
    _put(attrs, TEMPLATE_VERSION, record.template_version)
    _put(attrs, SNAPSHOT_ID, record.snapshot_id)
    _put(attrs, POLICY_VERSION, record.policy_version)
    _put(attrs, TENANT, record.tenant)
    _put(attrs, SUBJECT_ID, record.subject_id)
    return attrs


def encode_section_event(section: SectionRecord) -> dict[str, AttributeValue]:
    """The attributes of the ``ctxstore.section`` event for one section."""
    attrs: dict[str, AttributeValue] = {
        SEC_POSITION: section.position,
        SEC_NAME: section.name,
        SEC_KIND: str(section.kind),  # plain str, not a StrEnum, on the wire
        SEC_TRUST: str(section.trust),
        SEC_PRIORITY: section.priority,
        SEC_PINNED: section.pinned,
        SEC_TOKENS: section.tokens,
        SEC_CONTENT_HASH: section.content_hash,
        SEC_OUTCOME: str(section.outcome),
    }
    # Absent means none: most sections have no hits, and every attribute an event
    # carries costs the SDK's per-attribute validation in the request path.
    if section.screening_hits:
        attrs[SEC_HITS] = list(section.screening_hits)
    _put(attrs, SEC_REASON, section.reason)
    _put(attrs, SEC_SOURCE, section.source_path)
    _put(attrs, SEC_LINE_START, section.line_start)
    _put(attrs, SEC_LINE_END, section.line_end)
    if section.text is not None:
        attrs[SEC_TEXT] = section.text
        attrs[SEC_REDACTIONS] = list(section.redactions)
    return attrs


def encode_record(
    record: AssemblyRecord,
) -> tuple[dict[str, AttributeValue], list[dict[str, AttributeValue]]]:
    """Span attributes and one event-attribute mapping per section, in position order."""
    return encode_span_attributes(record), [encode_section_event(s) for s in record.sections]


def resource_attributes(
    service: str | None, environment: str | None
) -> Mapping[str, AttributeValue]:
    """Resource attributes an application sets so its spans are attributed (for tests/demo)."""
    attrs: dict[str, AttributeValue] = {}
    _put(attrs, SERVICE_NAME, service)
    _put(attrs, DEPLOYMENT_ENVIRONMENT, environment)
    return attrs
