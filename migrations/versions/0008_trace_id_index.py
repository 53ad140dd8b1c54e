"""An index on ``assemblies.trace_id``: opening one assembly by trace ID is a lookup.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-01

Why: ``ctxstore show TRACE_ID``, ``ctxstore diff`` and every assembly link of
the web view (``ctxstore ui``) find an assembly by its trace ID (or a prefix of
it, matched as an index range). Without an index each lookup read every row:
2.4 s per page at 1M assemblies on SQLite (benchmarks/bench_ui.py). Building
it is one sort over the table, inside the migration's transaction.

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

revision: str = "0008"
down_revision: str | Sequence[str] | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_assemblies_trace_id", "assemblies", ["trace_id"])


def downgrade() -> None:
    op.drop_index("ix_assemblies_trace_id", table_name="assemblies")
