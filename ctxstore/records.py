"""Plain records of what was assembled: the one shape every path hands to the store.

An :class:`AssemblyRecord` is built from an in-process :class:`~ctxstore.assembly.result.Assembly`
(``record()``), decoded from a ``ctxstore.assemble`` span (``StoreSpanExporter``)
or from OTLP wire data (``ctxstore serve``). The store only ever sees these
records, so the database layer never depends on the assembler, the telemetry
SDK or the receiver.

Text on a record is already *retained* text: sampled by the retention policy and
redacted. ``content_hash`` is always over the original text, because it
identifies what the model actually saw.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True, slots=True)
class SectionRecord:
    position: int
    name: str
    kind: str
    trust: str
    priority: int
    pinned: bool
    tokens: int
    content_hash: str  # sha256 hex of the original canonical content
    outcome: str  # kept | dropped | truncated | deduped
    reason: str | None = None
    source_path: str | None = None  # path, URL or document ID
    line_start: int | None = None
    line_end: int | None = None
    screening_hits: tuple[str, ...] = ()  # detector names, one per hit
    text: str | None = None  # retained (redacted) text, or None when not kept
    redactions: tuple[str, ...] = ()  # detectors that fired while redacting ``text``


@dataclass(frozen=True, slots=True)
class AssemblyRecord:
    timestamp: datetime  # timezone-aware UTC
    trace_id: str  # 32 hex chars
    span_id: str  # 16 hex chars
    model_id: str
    root_fingerprint: str
    prefix_fingerprint: str
    tokens_total: int
    budget: int
    tokenizer: str
    tokens_exact: bool
    service: str | None = None
    environment: str | None = None
    tenant: str | None = None
    subject_id: str | None = None
    provider: str | None = None
    template_version: str | None = None
    snapshot_id: str | None = None
    dropped_count: int = 0
    screening_hits: int = 0
    policy_version: str | None = None
    content_captured: bool = False
    sections: tuple[SectionRecord, ...] = field(default_factory=tuple)
