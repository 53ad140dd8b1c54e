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
*original* text, because it identifies what the model saw. With an HMAC key,
every stored hash and fingerprint is ``HMAC-SHA256(key, hex)`` instead, so a
leaked database cannot be used to confirm a guessed prompt.

Only sections that reached the model (kept or truncated) have their text
retained; dropped and deduplicated sections are recorded by hash alone.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from ctxstore.errors import ConfigError
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.retention.policy import KindRule, RetentionPolicy
from ctxstore.retention.redaction import Redactor
from ctxstore.retention.sampling import SeenHashes, normalize_trace_id, trace_sampled

if TYPE_CHECKING:
    from ctxstore.result import Assembly, SectionReport

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
    "keep_text",
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


def fingerprint(policy: RetentionPolicy, content_hash: str) -> str:
    """The form a hash is stored in: itself, or ``HMAC-SHA256(key, hash)`` hex with a key."""
    if not policy.hmac_key:
        return content_hash
    return hmac.new(policy.hmac_key, content_hash.encode("ascii"), hashlib.sha256).hexdigest()


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
) -> AssemblyRecord:
    """The :class:`AssemblyRecord` the store receives for ``assembly`` under ``policy``.

    ``seen`` defaults to :data:`PROCESS_SEEN`; ``redactor`` to the policy's.
    ``timestamp`` must be timezone-aware (it is stored in UTC).
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
    if redactor is None and policy.capture:
        redactor = Redactor.from_policy(policy)
    sections = tuple(_section_record(r, policy, trace, seen, redactor) for r in assembly.sections)
    return AssemblyRecord(
        timestamp=timestamp.astimezone(UTC),
        trace_id=trace,
        span_id=span,
        model_id=assembly.model,
        root_fingerprint=fingerprint(policy, assembly.root_fingerprint),
        prefix_fingerprint=fingerprint(policy, assembly.prefix_fingerprint),
        tokens_total=assembly.tokens_total,
        budget=assembly.budget,
        tokenizer=assembly.tokenizer.name,
        tokens_exact=assembly.tokenizer.exact,
        service=service,
        environment=environment,
        tenant=tenant,
        subject_id=subject_id,
        provider=assembly.provider,
        template_version=assembly.template_version,
        snapshot_id=assembly.snapshot_id,
        dropped_count=assembly.dropped_count,
        screening_hits=sum(len(r.hits) for r in assembly.sections),
        policy_version=policy.version,
        content_captured=any(s.text is not None for s in sections),
        sections=sections,
    )


def _section_record(
    report: SectionReport,
    policy: RetentionPolicy,
    trace_id: str,
    seen: SeenHashes,
    redactor: Redactor | None,
) -> SectionRecord:
    text: str | None = None
    redactions: tuple[str, ...] = ()
    if report.included and _decide(report, policy, trace_id, seen)[0]:
        original = report.original_text
        if redactor is not None and policy.redact:
            redaction = redactor.redact(original)
            text, redactions = redaction.text, redaction.detectors
        else:
            text = original
    section = report.section
    source = section.source
    return SectionRecord(
        position=report.position,
        name=section.name,
        kind=section.kind,
        trust=str(report.trust),
        priority=section.priority,
        pinned=section.pinned,
        tokens=report.tokens,
        content_hash=fingerprint(policy, report.content_hash),
        outcome=report.outcome.value,
        reason=report.reason,
        source_path=source.location if source is not None else None,
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
