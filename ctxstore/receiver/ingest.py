"""The retention policy, applied again when spans arrive over the wire.

Defense in depth: a service written in another language, an older ctxstore, or
a misconfigured emitter may send text its policy should not have kept, or text
that was never redacted. Before anything is written, the receiver:

* drops all text when its policy has capture off;
* drops text the policy would not keep (kind rules such as "never keep the
  ask", and sampling: first occurrence *at this receiver* or a sampled trace,
  decided by the same deterministic rule on the trace ID as the emitter's);
* re-runs redaction over the text it keeps (redacting already-redacted text is a
  no-op: placeholders match no detector), merging the detector names.

What it cannot do is undo a leak upstream: unredacted text already crossed the
network. Fingerprints are left as they arrive; HMAC'ing them is the emitter's
decision, and applying it twice would break identity across services.
"""

from __future__ import annotations

import dataclasses
import threading
from typing import TYPE_CHECKING

from ctxstore.records import AssemblyRecord, SectionRecord

if TYPE_CHECKING:
    from ctxstore.retention import Redactor, RetentionPolicy, SeenHashes


class IngestPolicy:
    """Applies one retention policy to decoded records; thread-safe."""

    def __init__(self, policy: RetentionPolicy) -> None:
        from ctxstore.retention import Redactor, SeenHashes

        self.policy = policy
        self._redactor: Redactor | None = (
            Redactor.from_policy(policy)
            if policy.capture and getattr(policy, "redact", True)
            else None
        )
        self._seen: SeenHashes = SeenHashes()
        self._lock = threading.Lock()

    def _section(self, record: AssemblyRecord, section: SectionRecord) -> SectionRecord:
        from ctxstore.retention import keep_text

        if section.text is None:
            return section
        if not self.policy.capture:
            return dataclasses.replace(section, text=None, redactions=())
        first = self._seen.first_time(section.content_hash)
        keep, _reason = keep_text(self.policy, section.kind, record.trace_id, first)
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
        sections = tuple(self._section(record, s) for s in record.sections)
        emitter = record.policy_version
        version = self.policy.version
        if emitter and emitter != version:
            version = f"{emitter}+ingest:{version}"
        return dataclasses.replace(
            record,
            sections=sections,
            content_captured=any(s.text is not None for s in sections),
            policy_version=version,
        )
