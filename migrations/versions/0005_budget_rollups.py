"""Budget rollups: a per-assembly ``truncated`` flag and per-section outcome counts.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01

Why: ``what-changed`` reports budget pressure (sections dropped or truncated
because the context window shrank) as a change, tested from rollup counts. From
this revision the writer adds, per hour and filter columns, a ``truncated``
flag row (``"true"``/``"false"``, one per assembly, like ``dropped``) and a
``section_outcome`` row per section name for each section that was
``dropped``, ``truncated`` or ``deduped`` (``kept`` is the rest, so it is not
stored). This revision backfills both from the raw rows still stored, so a
store upgraded mid-history compares old hours with new ones on equal terms
(otherwise every section's drop rate would jump from 0 on upgrade day).

The table layout does not change. Downgrade deletes these rows. The rules are
copied, not imported, from ``ctxstore.db.rollups``: revision files never import
live code; a test checks that a backfilled store and a written one agree.

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TS = sa.DateTime(timezone=True)
_CHUNK = 5000
_OUTCOMES = ("dropped", "truncated", "deduped")
_DIMENSIONS = ("truncated", "section_outcome")
_KEY = (
    "hour",
    "service",
    "environment",
    "tenant",
    "model_id",
    "template_version",
    "dimension",
    "section_name",
    "section_kind",
    "value",
)


def _utc(ts: datetime) -> datetime:
    return ts.replace(tzinfo=UTC) if ts.tzinfo is None else ts.astimezone(UTC)


def _tables() -> tuple[sa.TableClause, sa.TableClause, sa.TableClause]:
    a = sa.table(
        "assemblies",
        *(
            sa.column(c)
            for c in ("id", "service", "environment", "tenant", "model_id", "template_version")
        ),
        sa.column("ts", _TS),
    )
    s = sa.table(
        "assembly_sections",
        *(sa.column(c) for c in ("assembly_id", "name", "kind", "outcome")),
    )
    r = sa.table(
        "rollup_hourly",
        sa.column("hour", _TS),
        *(sa.column(c) for c in (*_KEY[1:], "count")),
        sa.column("first_seen", _TS),
        sa.column("last_seen", _TS),
    )
    return a, s, r


def upgrade() -> None:
    bind = op.get_bind()
    a, s, r = _tables()
    acc: dict[tuple[Any, ...], list[Any]] = {}

    def bump(key: tuple[Any, ...], ts: datetime) -> None:
        entry = acc.get(key)
        if entry is None:
            acc[key] = [1, ts, ts]
        else:
            entry[0] += 1
            entry[1] = min(entry[1], ts)
            entry[2] = max(entry[2], ts)

    last_id = 0
    while True:
        rows = bind.execute(
            sa.select(a).where(a.c.id > last_id).order_by(a.c.id).limit(_CHUNK)
        ).all()
        if not rows:
            break
        first, last_id = rows[0].id, rows[-1].id
        bases: dict[int, tuple[tuple[Any, ...], datetime]] = {}
        for row in rows:
            ts = _utc(row.ts)
            base = (
                ts.replace(minute=0, second=0, microsecond=0),
                row.service or "",
                row.environment or "",
                row.tenant or "",
                row.model_id,
                row.template_version or "",
            )
            bases[row.id] = (base, ts)
        truncated: set[int] = set()
        for sec in bind.execute(
            sa.select(s).where(s.c.assembly_id.between(first, last_id), s.c.outcome.in_(_OUTCOMES))
        ).all():
            base, ts = bases[sec.assembly_id]
            bump((*base, "section_outcome", sec.name, sec.kind, sec.outcome), ts)
            if sec.outcome == "truncated":
                truncated.add(sec.assembly_id)
        for assembly_id, (base, ts) in bases.items():
            flag = "true" if assembly_id in truncated else "false"
            bump((*base, "truncated", "", "", flag), ts)

    sqlite = bind.dialect.name == "sqlite"
    batch: list[dict[str, Any]] = []
    for key, (count, first_seen, last_seen) in sorted(acc.items()):
        row = dict(zip(_KEY, key, strict=True))
        row.update(count=count, first_seen=first_seen, last_seen=last_seen)
        if sqlite:  # SQLite keeps naive UTC text, like the live UtcDateTime type
            for col in ("hour", "first_seen", "last_seen"):
                row[col] = row[col].replace(tzinfo=None)
        batch.append(row)
        if len(batch) >= _CHUNK:
            bind.execute(r.insert(), batch)
            batch = []
    if batch:
        bind.execute(r.insert(), batch)


def downgrade() -> None:
    _, _, r = _tables()
    op.get_bind().execute(sa.delete(r).where(r.c.dimension.in_(_DIMENSIONS)))
