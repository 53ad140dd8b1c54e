"""The retention policy, applied again when spans arrive over the wire.

Defense in depth: a service written in another language, an older ctxstore, or
a misconfigured emitter may send text its policy should not have kept, or text
that was never redacted. Before anything is written, the receiver:

* drops all text when its policy has capture off;
* drops text the policy would not keep (kind rules such as "never keep the
  ask", and sampling: first occurrence *at this receiver* or a sampled trace,
  decided by the same deterministic rule on the trace ID as the emitter's);
* re-runs redaction over the text it keeps (redacting already-redacted text is a
  no-op: placeholders match no detector), merging the detector names;
* redacts the request metadata fields (service, environment, tenant, template
  version, snapshot ID) and keys the subject ID, like the emitter;
* redacts section names, sources and reasons whenever its policy redacts, capture
  on or off (:func:`ctxstore.retention.capture.redact_metadata`: URL userinfo,
  query strings and fragments become placeholders too). Deterministic, so names
  stay stable identities, and a no-op on what the emitter already redacted.

What it cannot do is undo a leak upstream: unredacted text already crossed the
network. Fingerprints are left as they arrive (a keyed and a raw digest look
alike, and keying twice would break identity across services), so emitters and
the store must share one HMAC secret (``CTXSTORE_HMAC_KEY`` or
``CTXSTORE_HMAC_KEY_FILE``). Subject IDs are keyed here when they arrive in
clear (instrumentations other than ctxstore's); an already keyed one
(``hmac-sha256:...``) is left alone.
"""

from __future__ import annotations

import dataclasses
import functools
import operator
import threading
from typing import TYPE_CHECKING, Any

from ctxstore.records import AssemblyRecord, SectionRecord

if TYPE_CHECKING:
    from ctxstore.retention import Redactor, RetentionPolicy, SeenHashes


class IngestPolicy:
    """Applies one retention policy to decoded records; thread-safe."""

    def __init__(self, policy: RetentionPolicy) -> None:
        from ctxstore.retention import SeenHashes, keep_text
        from ctxstore.retention.capture import METADATA_FIELDS, hmac_key_of, keyed_subject

        self.policy = policy
        self._key = hmac_key_of(policy)
        self._keyed_subject = keyed_subject
        self._metadata_fields = METADATA_FIELDS
        self._keep_text = keep_text  # imported once here, not per section
        self._redactor: Redactor | None = policy.redactor() if policy.redact else None
        self._seen: SeenHashes = SeenHashes()
        self._lock = threading.Lock()
        # Names, sources and reasons repeat on nearly every span (the same tools,
        # system prompt and documents): redact each distinct value once.
        self._clean = functools.lru_cache(maxsize=65_536)(self._redact_value)

    def _redact_value(self, value: str) -> str:
        from ctxstore.retention.capture import redact_metadata

        return redact_metadata(value, self._redactor, self._key)

    def _metadata(self, section: SectionRecord) -> SectionRecord:
        if self._redactor is None:
            return section
        clean = self._clean
        name = clean(section.name)
        reason = None if section.reason is None else clean(section.reason)
        source = None if section.source_path is None else clean(section.source_path)
        if (name, reason, source) == (section.name, section.reason, section.source_path):
            return section
        return dataclasses.replace(section, name=name, reason=reason, source_path=source)

    def _section(self, record: AssemblyRecord, section: SectionRecord) -> SectionRecord:
        section = self._metadata(section)
        if section.text is None:
            return section
        if not self.policy.capture:
            return dataclasses.replace(section, text=None, redactions=())
        first = self._seen.first_time(section.content_hash)
        keep, _reason = self._keep_text(self.policy, section.kind, record.trace_id, first)
        if not keep:
            return dataclasses.replace(section, text=None, redactions=())
        if self._redactor is None:
            return section
        red = self._redactor.redact(section.text)
        if red.text == section.text and not red.detectors:
            return section
        return dataclasses.replace(
            section,
            text=red.text,
            redactions=tuple(sorted(set(section.redactions) | set(red.detectors))),
        )

    def apply(self, record: AssemblyRecord) -> AssemblyRecord:
        sections = tuple([self._section(record, s) for s in record.sections])
        emitter = record.policy_version
        version = self.policy.version
        if emitter and emitter != version:
            version = f"{emitter}+ingest:{version}"
        captured = any(s.text is not None for s in sections)
        subject = self._keyed_subject(self._key, record.subject_id)
        fields = self._fields(record)
        if (
            version == emitter
            and captured == record.content_captured
            and subject == record.subject_id
            and not fields
            and all(map(operator.is_, sections, record.sections))
        ):
            return record  # the usual case: nothing to change, so no copy
        changes: dict[str, Any] = {
            "sections": sections,
            "content_captured": captured,
            "policy_version": version,
            "subject_id": subject,
            **fields,
        }
        return dataclasses.replace(record, **changes)

    def _fields(self, record: AssemblyRecord) -> dict[str, str]:
        """Metadata fields that redaction changes (an emitter that did not redact them)."""
        if self._redactor is None:
            return {}
        out = {}
        for name in self._metadata_fields:
            value = getattr(record, name)
            if value is not None:
                clean = self._clean(value)
                if clean != value:
                    out[name] = clean
        return out
