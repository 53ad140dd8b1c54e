"""The one decision "may this section's text be kept, and in what form", and the record it yields.

Why one module: the same rule runs in three places (in-process recording,
the span exporter, the OTLP receiver) and must not drift between them. The
order of the checks is the policy's meaning:

1. ``capture`` off: no text anywhere, hashes and metadata only;
2. the kind rule: ``never`` (e.g. the user's ask) and ``always`` (e.g. the
   system prompt) are final;
3. ``sampled`` kinds: the first occurrence of a content hash is kept, so any
   change can be diffed; repeats are kept when the trace is sampled
   (:func:`~ctxstore.retention.sampling.trace_sampled`).

Text that is kept is redacted first; the stored hash stays the hash of the
*original* text, because it identifies what the model saw, keyed: every stored
hash and fingerprint is ``HMAC-SHA256(key, hex)`` and every subject ID
``hmac-sha256:HMAC-SHA256(key, id)``, with the policy's key or else the default
secret kept outside the database (:mod:`ctxstore.retention.keys`), so a leaked
database cannot be used to confirm a guessed prompt, address or user.

Only sections that reached the model (kept or truncated) have their text
retained; dropped and deduplicated sections are recorded by hash alone.

Request metadata (:data:`METADATA_FIELDS`: service, environment, tenant,
template version, snapshot ID) goes through the same redaction as section
names, because callers fill it from request context (a tenant may be an email
address, a snapshot ID a presigned URL); it lands in assemblies and rollups.

Metadata is untrusted too: a section's name, its source (a URL may carry
``?api_key=...`` or a presigned signature) and its reason (``same content as
<name>``) come from the application and its documents, and they are recorded
even with capture off. So whenever the policy redacts, they go through the same
redactor as the text, and URL sources lose their userinfo, query string and
fragment first: signed-URL signatures and session tokens there are credentials
that no detector can recognise by shape. Redaction is deterministic, so a
redacted section name stays a stable identity for ``what-changed``.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from ctxstore.errors import ConfigError
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.retention.keys import hmac_secret
from ctxstore.retention.policy import KindRule, RetentionPolicy, with_default_key
from ctxstore.retention.redaction import (
    DEFAULT_PLACEHOLDER_KEY,
    PLACEHOLDER_RE,
    Redactor,
    placeholder,
)
from ctxstore.retention.sampling import SeenHashes, normalize_trace_id, trace_sampled

if TYPE_CHECKING:
    from ctxstore.assembly.result import Assembly, SectionReport

__all__ = [
    "PROCESS_SEEN",
    "REASON_ALWAYS",
    "REASON_CAPTURE_OFF",
    "REASON_FIRST",
    "REASON_NEVER",
    "REASON_NOT_SAMPLED",
    "REASON_NOT_SENT",
    "REASON_SAMPLED",
    "fingerprint",
    "hmac_key_of",
    "keep_text",
    "keyed_subject",
    "redact_field",
    "redact_metadata",
    "strip_url_secrets",
    "to_record",
]

REASON_CAPTURE_OFF = "capture off"
REASON_NEVER = "kind rule: never"
REASON_ALWAYS = "kind rule: always"
REASON_FIRST = "first occurrence"
REASON_SAMPLED = "sampled"
REASON_NOT_SAMPLED = "not sampled"
REASON_NOT_SENT = "not sent to the model"

# First-occurrence memory shared by everything in this process that records
# assemblies without passing its own SeenHashes.
PROCESS_SEEN = SeenHashes()

_TRACE_ID_RE = re.compile(r"^[0-9a-f]{32}$")
_SPAN_ID_RE = re.compile(r"^[0-9a-f]{16}$")
# scheme://[userinfo@]host/path[?query][#fragment], ending at whitespace or a quote.
_URL_RE = re.compile(
    r"(?P<scheme>\b[A-Za-z][A-Za-z0-9+.-]*://)"
    r"(?:(?P<userinfo>[^\s/?#@\"'<>]*)@)?"
    r"(?P<rest>[^\s?#\"'<>]*)"
    r"(?:\?(?P<query>[^\s#\"'<>]*))?"
    r"(?:#(?P<fragment>[^\s\"'<>]*))?"
)


def keep_text(
    policy: RetentionPolicy, kind: str, trace_id: str, first_occurrence: bool
) -> tuple[bool, str]:
    """``(keep?, reason)`` for one section occurrence; see the module docstring for the order."""
    if not policy.capture:
        return False, REASON_CAPTURE_OFF
    rule = policy.rule_for(kind)
    if rule is KindRule.NEVER:
        return False, REASON_NEVER
    if rule is KindRule.ALWAYS:
        return True, REASON_ALWAYS
    if first_occurrence:
        return True, REASON_FIRST
    if trace_sampled(trace_id, policy.sample_rate):
        return True, REASON_SAMPLED
    return False, REASON_NOT_SAMPLED


def hmac_key_of(policy: RetentionPolicy) -> bytes:
    """The policy's HMAC key, else the default secret (:func:`ctxstore.retention.keys.hmac_secret`)."""
    return policy.hmac_key or hmac_secret().value


def fingerprint(policy: RetentionPolicy, content_hash: str) -> str:
    """The form a hash is stored in: ``HMAC-SHA256(key, hash)`` hex (see :func:`hmac_key_of`)."""
    return _keyed(hmac_key_of(policy), content_hash)


def _keyed(key: bytes, content_hash: str) -> str:
    return hmac.new(key, content_hash.encode("ascii"), hashlib.sha256).hexdigest()


SUBJECT_PREFIX = "hmac-sha256:"
_KEYED_SUBJECT_RE = re.compile(r"^hmac-sha256:[0-9a-f]{64}$")


def keyed_subject(key: bytes, subject_id: str | None) -> str | None:
    """The form a subject ID is stored (and audited) in: ``hmac-sha256:<hex>``.

    Idempotent: a value already in that form (keyed by an emitter with the same
    secret) is returned unchanged, so a receiver can key whatever arrives.
    """
    if subject_id is None or _KEYED_SUBJECT_RE.match(subject_id):
        return subject_id
    return SUBJECT_PREFIX + hmac.new(key, subject_id.encode("utf-8"), hashlib.sha256).hexdigest()


def strip_url_secrets(value: str, key: bytes | None = None) -> str:
    """``value`` with the userinfo, query string and fragment of every URL in it replaced.

    Each becomes a deterministic placeholder (``[REDACTED:url_query:<4 hex>]``, keyed
    like redaction's), so ``https://bob:pw@kb/doc?sig=abc`` reads
    ``https://[REDACTED:url_userinfo:..]@kb/doc?[REDACTED:url_query:..]``: the secret is
    gone, and two names that differ only in their query string stay two identities.
    """
    if "://" not in value:
        return value
    placeholder_key = key or DEFAULT_PLACEHOLDER_KEY

    def hide(detector: str, part: str) -> str:
        # Already a placeholder (scrubbed upstream): unchanged, so scrubbing is idempotent.
        return (
            part if PLACEHOLDER_RE.fullmatch(part) else placeholder(detector, part, placeholder_key)
        )

    def scrub(m: re.Match[str]) -> str:
        userinfo, query, fragment = m.group("userinfo"), m.group("query"), m.group("fragment")
        out = m.group("scheme")
        if userinfo:
            out += hide("url_userinfo", userinfo) + "@"
        out += m.group("rest")
        if query:
            out += "?" + hide("url_query", query)
        if fragment:
            out += "#" + hide("url_fragment", fragment)
        return out

    return _URL_RE.sub(scrub, value)


def redact_metadata(value: str, redactor: Redactor | None, key: bytes | None = None) -> str:
    """A name, source or reason in the form it may be recorded: URL secrets and detected
    secrets replaced by placeholders (:func:`strip_url_secrets`, then ``redactor``).

    ``redactor`` None means the policy does not redact: ``value`` is returned unchanged.
    ``key`` is the policy's HMAC key, if any.
    """
    if redactor is None:
        return value
    return redactor.redact(strip_url_secrets(value, key)).text


METADATA_FIELDS: tuple[str, ...] = (
    "service",
    "environment",
    "tenant",
    "template_version",
    "snapshot_id",
)
"""Record fields that come from the application as free text and are redacted like names.

``subject_id`` is keyed instead (:func:`keyed_subject`); ``model_id``,
``provider`` and ``tokenizer`` name a model and its encoding, and are stored as
given (they select the tokenizer and group reports; a secret there would break
token counting before it reached the store).
"""


def redact_field(value: str | None, redactor: Redactor | None, key: bytes | None) -> str | None:
    """A metadata field (:data:`METADATA_FIELDS`) as it may be stored."""
    return None if value is None else redact_metadata(value, redactor, key)


def to_record(
    assembly: Assembly,
    *,
    policy: RetentionPolicy,
    trace_id: str,
    span_id: str,
    timestamp: datetime,
    service: str | None = None,
    environment: str | None = None,
    tenant: str | None = None,
    subject_id: str | None = None,
    seen: SeenHashes | None = None,
    redactor: Redactor | None = None,
    max_text_chars: int | None = None,
) -> AssemblyRecord:
    """The :class:`AssemblyRecord` the store receives for ``assembly`` under ``policy``.

    ``seen`` defaults to :data:`PROCESS_SEEN`; ``redactor`` to the policy's.
    ``timestamp`` must be timezone-aware (it is stored in UTC). Redacted text
    longer than ``max_text_chars`` (a wire limit) is not kept, and a first
    occurrence dropped that way is forgotten again, so a later recorder without
    the limit still captures it as the first occurrence.
    """
    trace = normalize_trace_id(trace_id)
    span = span_id.strip().lower()
    if not _TRACE_ID_RE.match(trace):
        raise ConfigError(f"trace_id must be 32 hex characters, got {trace_id!r}.")
    if not _SPAN_ID_RE.match(span):
        raise ConfigError(f"span_id must be 16 hex characters, got {span_id!r}.")
    if timestamp.tzinfo is None or timestamp.utcoffset() is None:
        raise ConfigError(
            "timestamp must be timezone-aware (e.g. datetime.now(UTC)); "
            f"got the naive {timestamp.isoformat()}."
        )
    seen = PROCESS_SEEN if seen is None else seen
    # No key of its own: the default secret keys digests and placeholder tags alike.
    policy = with_default_key(policy)
    if redactor is None and policy.redact:
        redactor = policy.redactor()
    key = hmac_key_of(policy)
    scrub = redactor if policy.redact else None
    sections = tuple(
        _section_record(r, policy, key, trace, seen, redactor, max_text_chars)
        for r in assembly.sections
    )
    return AssemblyRecord(
        timestamp=timestamp.astimezone(UTC),
        trace_id=trace,
        span_id=span,
        model_id=assembly.model,
        root_fingerprint=_keyed(key, assembly.root_fingerprint),
        prefix_fingerprint=_keyed(key, assembly.prefix_fingerprint),
        tokens_total=assembly.tokens_total,
        budget=assembly.budget,
        tokenizer=assembly.tokenizer.name,
        tokens_exact=assembly.tokenizer.exact,
        service=redact_field(service, scrub, key),
        environment=redact_field(environment, scrub, key),
        tenant=redact_field(tenant, scrub, key),
        subject_id=keyed_subject(key, subject_id),
        provider=assembly.provider,
        template_version=redact_field(assembly.template_version, scrub, key),
        snapshot_id=redact_field(assembly.snapshot_id, scrub, key),
        dropped_count=assembly.dropped_count,
        screening_hits=sum(len(r.hits) for r in assembly.sections),
        policy_version=policy.version,
        content_captured=any(s.text is not None for s in sections),
        sections=sections,
    )


def _section_record(
    report: SectionReport,
    policy: RetentionPolicy,
    key: bytes,
    trace_id: str,
    seen: SeenHashes,
    redactor: Redactor | None,
    max_text_chars: int | None,
) -> SectionRecord:
    text: str | None = None
    redactions: tuple[str, ...] = ()
    scrub = redactor if policy.redact else None
    keep, why = _decide(report, policy, trace_id, seen) if report.included else (False, "")
    if keep:
        original = report.original_text
        if scrub is not None:
            redaction = scrub.redact(original)
            text, redactions = redaction.text, redaction.detectors
        else:
            text = original
        if max_text_chars is not None and len(text) > max_text_chars:
            text, redactions = None, ()
            if why == REASON_FIRST:
                seen.forget(report.content_hash)
    section = report.section
    source = section.source
    location = source.location if source is not None else None
    return SectionRecord(
        position=report.position,
        name=redact_metadata(section.name, scrub, key),
        kind=section.kind,
        trust=str(report.trust),
        priority=section.priority,
        pinned=section.pinned,
        tokens=report.tokens,
        content_hash=_keyed(key, report.content_hash),
        outcome=report.outcome.value,
        reason=None if report.reason is None else redact_metadata(report.reason, scrub, key),
        source_path=None if location is None else redact_metadata(location, scrub, key),
        line_start=source.start_line if source is not None else None,
        line_end=source.end_line if source is not None else None,
        screening_hits=tuple(h.detector for h in report.hits),
        text=text,
        redactions=redactions,
    )


def _decide(
    report: SectionReport, policy: RetentionPolicy, trace_id: str, seen: SeenHashes
) -> tuple[bool, str]:
    # Only consult (and update) the first-occurrence memory when the answer
    # depends on it: a hash must not count as "seen" if its text was never kept.
    if not policy.capture or policy.rule_for(report.kind) is not KindRule.SAMPLED:
        return keep_text(policy, report.kind, trace_id, False)
    return keep_text(policy, report.kind, trace_id, seen.first_time(report.content_hash))
