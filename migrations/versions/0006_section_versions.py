"""Section versions and two rollup indexes, so what-changed scales with what changed.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01

Why: with a knowledge base of 20,000-200,000 chunks, ``what-changed`` read
every chunk's hourly rollups (millions of rows) to find the few whose text
changed. ``section_versions`` records each (section name, content hash) once
with its first and last sighting; an index on ``first_seen`` turns "what is
new in this window" into a range scan over the changes. Two indexes on
``rollup_hourly`` let the reader fetch the window's non-chunk rows
(``dimension, section_kind, hour``) and one chunk's rows (``section_name,
hour``) without scanning the rest. The backfill folds the raw rows already
stored; kinds whose text is new on every request (ask, history, tool_output)
are left out, as the writer does.

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TS = sa.DateTime(timezone=True)
_UNVERSIONED_KINDS = ("ask", "history", "tool_output")
_CHUNK = 5000


def _utc(ts: datetime) -> datetime:
    return ts.replace(tzinfo=UTC) if ts.tzinfo is None else ts.astimezone(UTC)


def upgrade() -> None:
    versions = op.create_table(
        "section_versions",
        sa.Column("section_name", sa.Text(), nullable=False),
        sa.Column("content_hash", sa.String(128), nullable=False),
        sa.Column("section_kind", sa.Text(), nullable=False),
        sa.Column("first_seen", _TS, nullable=False),
        sa.Column("last_seen", _TS, nullable=False),
        sa.PrimaryKeyConstraint("section_name", "content_hash", name="pk_section_versions"),
        sqlite_with_rowid=False,
    )
    op.create_index("ix_section_versions_first_seen", "section_versions", ["first_seen"])
    op.create_index("ix_section_versions_last_seen", "section_versions", ["last_seen"])
    op.create_index(
        "ix_rollup_hourly_dimension_section_kind_hour",
        "rollup_hourly",
        ["dimension", "section_kind", "hour"],
    )
    op.create_index("ix_rollup_hourly_section_name_hour", "rollup_hourly", ["section_name", "hour"])
    assert versions is not None
    a = sa.table("assemblies", sa.column("id"), sa.column("ts", _TS))
    s = sa.table(
        "assembly_sections",
        sa.column("assembly_id"),
        sa.column("name"),
        sa.column("kind"),
        sa.column("content_hash"),
    )
    bind = op.get_bind()
    q = (
        sa.select(
            s.c.name,
            s.c.content_hash,
            sa.func.min(s.c.kind),
            sa.func.min(a.c.ts),
            sa.func.max(a.c.ts),
        )
        .select_from(s.join(a, a.c.id == s.c.assembly_id))
        .where(s.c.kind.not_in(_UNVERSIONED_KINDS))
        .group_by(s.c.name, s.c.content_hash)
    )
    batch = []
    sqlite = bind.dialect.name == "sqlite"
    for name, content_hash, kind, first, last in bind.execute(q):
        first, last = _utc(first), _utc(last)
        if sqlite:  # SQLite keeps naive UTC text, like the live UtcDateTime type
            first, last = first.replace(tzinfo=None), last.replace(tzinfo=None)
        batch.append(
            {
                "section_name": name,
                "content_hash": content_hash,
                "section_kind": kind,
                "first_seen": first,
                "last_seen": last,
            }
        )
        if len(batch) >= _CHUNK:
            bind.execute(versions.insert(), batch)
            batch = []
    if batch:
        bind.execute(versions.insert(), batch)


def downgrade() -> None:
    op.drop_index("ix_rollup_hourly_section_name_hour", table_name="rollup_hourly")
    op.drop_index("ix_rollup_hourly_dimension_section_kind_hour", table_name="rollup_hourly")
    op.drop_index("ix_section_versions_last_seen", table_name="section_versions")
    op.drop_index("ix_section_versions_first_seen", table_name="section_versions")
    op.drop_table("section_versions")
