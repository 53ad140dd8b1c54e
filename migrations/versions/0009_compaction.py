"""Daily rollups: hourly rollup rows older than the compaction age fold into one row per day.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-01

Why: a knowledge base of 20,000-200,000 chunks leaves one hourly row per chunk
retrieved in an hour; over weeks of history that is millions of rows, which
every report over old history and every purge reads. ``ctxstore db compact``
moves whole UTC days of hourly rows older than a given age into
``rollup_daily`` (same key with ``day`` for ``hour``), ~24 times fewer rows for
chunks retrieved a few times a day. Nothing is moved by the migration itself:
compaction is an operator's choice, run when they decide.

It also indexes both rollup tables on ``(section_kind, count)``: in a large
knowledge base the report finds the hot chunks (those retrieved often enough
for a mix shift) from their rows alone.

Downgrade folds the daily rows back into ``rollup_hourly`` at the day's first
hour (``hour`` = the day's midnight) before dropping the table, so no count
is lost; the hours inside such a day are then no longer told apart.

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | Sequence[str] | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TS = sa.DateTime(timezone=True)
_FILTERS = ("service", "environment", "tenant", "model_id", "template_version")
_KEY = (*_FILTERS, "dimension", "section_name", "section_kind", "value")


def upgrade() -> None:
    op.create_table(
        "rollup_daily",
        sa.Column("day", _TS, nullable=False),
        *(sa.Column(c, sa.Text(), nullable=False) for c in _FILTERS),
        sa.Column("dimension", sa.String(32), nullable=False),
        sa.Column("section_name", sa.Text(), nullable=False),
        sa.Column("section_kind", sa.Text(), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.Column("count", sa.BigInteger(), nullable=False),
        sa.Column("first_seen", _TS, nullable=False),
        sa.Column("last_seen", _TS, nullable=False),
        sa.PrimaryKeyConstraint("day", *_KEY, name="pk_rollup_daily"),
        sqlite_with_rowid=False,
    )
    op.create_index("ix_rollup_daily_dimension_day", "rollup_daily", ["dimension", "day"])
    op.create_index(
        "ix_rollup_daily_dimension_section_kind_day",
        "rollup_daily",
        ["dimension", "section_kind", "day"],
    )
    op.create_index("ix_rollup_daily_section_name_day", "rollup_daily", ["section_name", "day"])
    op.create_index("ix_rollup_daily_section_kind_count", "rollup_daily", ["section_kind", "count"])
    # Hot chunks of a large knowledge base (rows counting many retrievals), for mix shifts.
    op.create_index(
        "ix_rollup_hourly_section_kind_count", "rollup_hourly", ["section_kind", "count"]
    )


def downgrade() -> None:
    cols = ", ".join(_KEY)
    # Back into the hourly table at the day's midnight hour, added to any row already
    # there (a late write into a compacted day), so every count survives.
    op.execute(
        f"INSERT INTO rollup_hourly (hour, {cols}, count, first_seen, last_seen) "
        f"SELECT day, {cols}, count, first_seen, last_seen FROM rollup_daily WHERE true "
        f"ON CONFLICT (hour, {cols}) DO UPDATE SET count = rollup_hourly.count + excluded.count, "
        "first_seen = CASE WHEN excluded.first_seen < rollup_hourly.first_seen "
        "THEN excluded.first_seen ELSE rollup_hourly.first_seen END, "
        "last_seen = CASE WHEN excluded.last_seen > rollup_hourly.last_seen "
        "THEN excluded.last_seen ELSE rollup_hourly.last_seen END"
    )
    op.drop_index("ix_rollup_hourly_section_kind_count", table_name="rollup_hourly")
    op.drop_index("ix_rollup_daily_section_kind_count", table_name="rollup_daily")
    op.drop_index("ix_rollup_daily_section_name_day", table_name="rollup_daily")
    op.drop_index("ix_rollup_daily_dimension_section_kind_day", table_name="rollup_daily")
    op.drop_index("ix_rollup_daily_dimension_day", table_name="rollup_daily")
    op.drop_table("rollup_daily")
