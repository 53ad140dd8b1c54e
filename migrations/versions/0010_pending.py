"""``pending_parts``: spans and log records waiting for their partner.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-01

Why: per-section data and GenAI message content may arrive as OTLP log records
on ``/v1/logs``, in a request separate from their span's. Whichever half comes
first waits in this table (``ctxstore.receiver.joining``) so a receiver restart
(even ``kill -9``) loses nothing it acknowledged, and a second receiver behind
the same load balancer can complete the join. Rows live for the grace period
only; nothing else references them.

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | Sequence[str] | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BigId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "pending_parts",
        sa.Column("id", _BigId, primary_key=True, autoincrement=True),
        sa.Column("trace_id", sa.String(32), nullable=False),
        sa.Column("span_id", sa.String(16), nullable=False),
        sa.Column("part_key", sa.String(80), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("payload", sa.LargeBinary(), nullable=False),
        sa.Column("received_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_pending_parts"),
        sa.UniqueConstraint(
            "trace_id", "span_id", "part_key", name="uq_pending_parts_trace_id_span_id_part_key"
        ),
    )
    op.create_index("ix_pending_parts_received_at", "pending_parts", ["received_at"])


def downgrade() -> None:
    op.drop_index("ix_pending_parts_received_at", table_name="pending_parts")
    op.drop_table("pending_parts")
