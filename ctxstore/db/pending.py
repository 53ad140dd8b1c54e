"""The ``pending_parts`` table: halves of an assembly waiting for the other half.

The receiver decides what a part is and when a span is complete
(``ctxstore.receiver.joining``); this module only keeps parts durably, finds
them by span, finds the spans whose grace period is over, and removes parts by
row ID. Removing by ID (not by span) matters: a part that arrives while its
span is being finalised is not deleted with the parts that were read, so it is
reported as an orphan after the grace period instead of vanishing.

Payloads are sealed (:meth:`~ctxstore.db.sealing.Sealer.seal_transient`) with
the span and part key as associated data, so a payload copied to another row
does not open.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, delete, func, select, tuple_

from ctxstore.db.models import pending_parts
from ctxstore.db.sealing import require_sealer
from ctxstore.db.types import upsert

_CHUNK = 400

SpanKey = tuple[str, str]  # (trace_id, span_id)


@dataclass(frozen=True, slots=True)
class Part:
    """One pending part; ``payload`` in clear (it is sealed in the table)."""

    trace_id: str
    span_id: str
    part_key: str
    kind: str
    payload: bytes
    received_at: datetime
    id: int | None = None  # the row, once stored
    #: The decoded form ``payload`` was made from, when this process made it (a part that
    #: completes its span is never stored, so it need not go through its payload at all).
    value: Any = field(default=None, compare=False, repr=False)

    @property
    def key(self) -> SpanKey:
        return (self.trace_id, self.span_id)


def _context(trace_id: str, span_id: str, part_key: str) -> bytes:
    return f"{trace_id}|{span_id}|{part_key}".encode()


def park(engine: Engine, parts: Sequence[Part]) -> None:
    """Store ``parts`` in one transaction; a part already held (same span and key) is ignored."""
    if not parts:
        return
    sealer = require_sealer(engine, "keeping pending parts")
    rows = [
        {
            "trace_id": p.trace_id,
            "span_id": p.span_id,
            "part_key": p.part_key,
            "kind": p.kind,
            "payload": sealer.seal_transient(
                p.payload, _context(p.trace_id, p.span_id, p.part_key)
            ),
            "received_at": p.received_at,
        }
        for p in parts
    ]
    statement = upsert(engine.dialect.name, pending_parts).on_conflict_do_nothing(
        index_elements=["trace_id", "span_id", "part_key"]
    )
    with engine.begin() as conn:
        conn.execute(statement, rows)


def parts_of(engine: Engine, keys: Iterable[SpanKey]) -> dict[SpanKey, list[Part]]:
    """Every part held for each span in ``keys``, in arrival order."""
    wanted = sorted(set(keys))
    out: dict[SpanKey, list[Part]] = {}
    if not wanted:
        return out
    sealer = require_sealer(engine, "reading pending parts")
    c = pending_parts.c
    with engine.connect() as conn:
        for i in range(0, len(wanted), _CHUNK):
            rows = conn.execute(
                select(c.id, c.trace_id, c.span_id, c.part_key, c.kind, c.payload, c.received_at)
                .where(tuple_(c.trace_id, c.span_id).in_(wanted[i : i + _CHUNK]))
                .order_by(c.id)
            )
            for row in rows:
                payload = sealer.open_transient(
                    row.payload, _context(row.trace_id, row.span_id, row.part_key)
                )
                part = Part(
                    row.trace_id,
                    row.span_id,
                    row.part_key,
                    row.kind,
                    payload,
                    row.received_at,
                    row.id,
                )
                out.setdefault(part.key, []).append(part)
    return out


def due(engine: Engine, cutoff: datetime, limit: int = 1000) -> list[SpanKey]:
    """Spans whose first part arrived before ``cutoff``, oldest first."""
    c = pending_parts.c
    first = func.min(c.received_at)
    with engine.connect() as conn:
        rows = conn.execute(
            select(c.trace_id, c.span_id)
            .group_by(c.trace_id, c.span_id)
            .having(first < cutoff)
            .order_by(first)
            .limit(limit)
        )
        return [(r.trace_id, r.span_id) for r in rows]


def remove(engine: Engine, ids: Iterable[int]) -> int:
    """Delete parts by row ID; returns how many were deleted."""
    wanted = sorted(set(ids))
    deleted = 0
    with engine.begin() as conn:
        for i in range(0, len(wanted), _CHUNK):
            result = conn.execute(
                delete(pending_parts).where(pending_parts.c.id.in_(wanted[i : i + _CHUNK]))
            )
            deleted += result.rowcount or 0
    return deleted


def count(engine: Engine) -> int:
    """Parts held (for tests and diagnostics)."""
    with engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(pending_parts)).scalar_one())


__all__ = ["Part", "SpanKey", "count", "due", "park", "parts_of", "remove"]
