"""Hourly rollups for what-changed, backfilled from the assemblies already stored.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29

The writer maintains ``rollup_hourly`` at ingest from this revision on; rows
recorded before it are folded in here, so upgrading a store that already holds
traffic gives ``what-changed`` the same answer as a store that had rollups all
along. The token-bucket rule and the presence rule for per-request section
kinds (``ask`` and ``history`` roll up under the value ``"*"``, not per hash)
are copied (not imported) from ``ctxstore.db.rollups`` because migrations must
not depend on live code; a test checks that the two agree. Stores that ran an
earlier copy of this backfill (one row per hash for those kinds) are collapsed
by revision 0004.

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TS = sa.DateTime(timezone=True)
_WIDTH = 12
_CHUNK = 5000
_PER_REQUEST_KINDS = ("ask", "history")
_PER_REQUEST_VALUE = "*"


def _bounds() -> list[int]:
    bounds = [0, 1]
    while bounds[-1] < 10**_WIDTH:
        b = bounds[-1]
        bounds.append(max(b + 1, (b * 102 + 99) // 100))
    return bounds


def _bucket(n: int, bounds: list[int]) -> str:
    if n <= 0:
        return "0" * _WIDTH
    i = min(bisect_right(bounds, n) - 1, len(bounds) - 2)
    return f"{bounds[i]:0{_WIDTH}d}"


def _utc(ts: datetime) -> datetime:
    return ts.replace(tzinfo=UTC) if ts.tzinfo is None else ts.astimezone(UTC)


def _backfill(bind: sa.Connection, rollup: sa.Table) -> None:
    a = sa.table(
        "assemblies",
        *(
            sa.column(c)
            for c in (
                "id",
                "service",
                "environment",
                "tenant",
                "model_id",
                "template_version",
                "snapshot_id",
                "tokenizer",
                "tokens_total",
                "dropped_count",
                "tokens_exact",
                "screening_hits",
            )
        ),
        sa.column("ts", _TS),
    )
    s = sa.table(
        "assembly_sections",
        sa.column("assembly_id"),
        sa.column("name"),
        sa.column("kind"),
        sa.column("content_hash"),
    )
    bounds = _bounds()
    acc: dict[tuple[Any, ...], list[Any]] = {}

    def bump(key: tuple[Any, ...], ts: datetime) -> None:
        entry = acc.get(key)
        if entry is None:
            acc[key] = [1, ts, ts]
        else:
            entry[0] += 1
            entry[1] = min(entry[1], ts)
            entry[2] = max(entry[2], ts)

    bases: dict[int, tuple[tuple[Any, ...], datetime]] = {}
    last_id = 0
    while True:
        rows = bind.execute(
            sa.select(a).where(a.c.id > last_id).order_by(a.c.id).limit(_CHUNK)
        ).all()
        if not rows:
            break
        bases.clear()
        for r in rows:
            ts = _utc(r.ts)
            base = (
                ts.replace(minute=0, second=0, microsecond=0),
                r.service or "",
                r.environment or "",
                r.tenant or "",
                r.model_id,
                r.template_version or "",
            )
            bases[r.id] = (base, ts)
            for dim, value in (
                ("model_id", r.model_id),
                ("template_version", r.template_version or ""),
                ("snapshot_id", r.snapshot_id or ""),
                ("tokenizer", r.tokenizer),
                ("tokens_total", _bucket(r.tokens_total, bounds)),
                ("dropped", "true" if r.dropped_count > 0 else "false"),
                ("exact", "true" if r.tokens_exact else "false"),
                ("screening", "true" if r.screening_hits > 0 else "false"),
            ):
                bump((*base, dim, "", "", value), ts)
        first, last_id = rows[0].id, rows[-1].id
        for sec in bind.execute(sa.select(s).where(s.c.assembly_id.between(first, last_id))).all():
            base, ts = bases[sec.assembly_id]
            value = _PER_REQUEST_VALUE if sec.kind in _PER_REQUEST_KINDS else sec.content_hash
            bump((*base, "section", sec.name, sec.kind, value), ts)

    sqlite = bind.dialect.name == "sqlite"
    names = (
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
    batch: list[dict[str, Any]] = []
    for key, (count, first_seen, last_seen) in sorted(acc.items()):
        row = dict(zip(names, key, strict=True))
        row.update(count=count, first_seen=first_seen, last_seen=last_seen)
        if sqlite:  # SQLite keeps naive UTC text, like the live UtcDateTime type
            for col in ("hour", "first_seen", "last_seen"):
                row[col] = row[col].replace(tzinfo=None)
        batch.append(row)
        if len(batch) >= _CHUNK:
            bind.execute(rollup.insert(), batch)
            batch = []
    if batch:
        bind.execute(rollup.insert(), batch)


def upgrade() -> None:
    key = (
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
    rollup = op.create_table(
        "rollup_hourly",
        sa.Column("hour", _TS, nullable=False),
        sa.Column("service", sa.String(255), nullable=False),
        sa.Column("environment", sa.String(255), nullable=False),
        sa.Column("tenant", sa.String(255), nullable=False),
        sa.Column("model_id", sa.String(255), nullable=False),
        sa.Column("template_version", sa.String(255), nullable=False),
        sa.Column("dimension", sa.String(32), nullable=False),
        sa.Column("section_name", sa.String(255), nullable=False),
        sa.Column("section_kind", sa.String(64), nullable=False),
        sa.Column("value", sa.String(255), nullable=False),
        sa.Column("count", sa.BigInteger(), nullable=False),
        sa.Column("first_seen", _TS, nullable=False),
        sa.Column("last_seen", _TS, nullable=False),
        sa.PrimaryKeyConstraint(*key, name="pk_rollup_hourly"),
        sqlite_with_rowid=False,
    )
    op.create_index("ix_rollup_hourly_dimension_hour", "rollup_hourly", ["dimension", "hour"])
    assert rollup is not None
    _backfill(op.get_bind(), rollup)


def downgrade() -> None:
    op.drop_index("ix_rollup_hourly_dimension_hour", table_name="rollup_hourly")
    op.drop_table("rollup_hourly")
