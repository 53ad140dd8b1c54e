"""Builders of :class:`AssemblyRecord` s for the store tests and the store benchmark.

Records are built directly (not through the assembler) so store tests control
every field: timestamps, which texts were kept, which hashes repeat.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from ctxstore.records import AssemblyRecord, SectionRecord

T0 = datetime(2026, 3, 3, 9, 0, tzinfo=UTC)  # a Tuesday

STABLE_TEXTS: dict[str, tuple[str, str]] = {
    "tools": ("tools", '[{"name": "lookup_order", "input_schema": {"type": "object"}}]'),
    "system": ("system", "You are Acme's support assistant. Cite sources. " * 8),
    "memory:customer": ("memory", "Customer tier: gold. Preferred language: English. " * 4),
}


def sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def section(
    position: int,
    name: str,
    kind: str,
    text: str,
    *,
    keep: bool = True,
    tokens: int | None = None,
    outcome: str = "kept",
    redactions: Sequence[str] = (),
    hits: Sequence[str] = (),
) -> SectionRecord:
    return SectionRecord(
        position=position,
        name=name,
        kind=kind,
        trust="untrusted" if kind in ("document", "tool_output") else "trusted",
        priority=50,
        pinned=kind in ("system", "tools", "ask"),
        tokens=tokens if tokens is not None else max(1, len(text) // 4),
        content_hash=sha(text),
        outcome=outcome,
        source_path=f"kb/{name}.md" if kind == "document" else None,
        line_start=1 if kind == "document" else None,
        line_end=9 if kind == "document" else None,
        screening_hits=tuple(hits),
        text=text if keep else None,
        redactions=tuple(redactions),
    )


def record(
    i: int,
    *,
    ts: datetime | None = None,
    trace_id: str | None = None,
    span_id: str | None = None,
    subject_id: str | None = None,
    service: str | None = "support-bot",
    model_id: str = "gpt-4o",
    template_version: str | None = "v1",
    snapshot_id: str | None = "snap-1",
    keep_stable: bool = True,
    keep_volatile: bool = True,
    doc: str | None = None,
    ask: str | None = None,
    extra: Sequence[SectionRecord] = (),
    policy_version: str = "test-1",
) -> AssemblyRecord:
    """Assembly ``i``: three stable sections, one document and the ask (both unique to ``i``)."""
    sections = [
        section(p, name, kind, text, keep=keep_stable)
        for p, (name, (kind, text)) in enumerate(STABLE_TEXTS.items())
    ]
    doc = doc if doc is not None else f"Shipping policy chunk {i}: orders ship in {i % 5 + 1} days."
    ask = ask if ask is not None else f"Where is my order {1000 + i}?"
    sections.append(section(3, "doc:shipping", "document", doc, keep=keep_volatile))
    sections.append(section(4, "ask", "ask", ask, keep=keep_volatile))
    sections.extend(extra)
    tokens = sum(s.tokens for s in sections)
    root = sha(
        f"{model_id}|{template_version}|{snapshot_id}|" + "|".join(s.content_hash for s in sections)
    )
    return AssemblyRecord(
        timestamp=ts or T0 + timedelta(minutes=i),
        trace_id=trace_id or f"{i:032x}",
        span_id=span_id or f"{i:016x}",
        model_id=model_id,
        root_fingerprint=root,
        prefix_fingerprint=sha("|".join(s.content_hash for s in sections[:3])),
        tokens_total=tokens,
        budget=8000,
        tokenizer="o200k_base",
        tokens_exact=True,
        service=service,
        environment="prod",
        tenant="acme",
        subject_id=subject_id,
        provider="openai",
        template_version=template_version,
        snapshot_id=snapshot_id,
        dropped_count=0,
        screening_hits=0,
        policy_version=policy_version,
        content_captured=any(s.text is not None for s in sections),
        sections=tuple(sections),
    )
