"""Outcomes and scores per trace, and their hourly rollups per dimension value.

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-02

Why: ``what-changed`` says what changed in the input; these tables say what
it did. ``outcomes`` (one row per trace and LLM-call span: usage, latency,
finish reason, error) and ``scores`` (one value per trace, name and source)
are joined to assemblies by trace ID. ``outcome_rollup_hourly`` and
``score_rollup_hourly`` are keyed exactly like ``rollup_hourly`` so a report
reads the outcomes of "traffic carrying value V" from rollups, at a cost that
grows with distinct values, not requests. They start empty: no outcome was
recorded before this revision, so there is nothing to backfill.

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | Sequence[str] | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_TS = sa.DateTime(timezone=True)
_BIG = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_LATENCY_BUCKETS = 50  # ctxstore.outcomes.LATENCY_BUCKETS at this revision


def _rollup_key() -> list[sa.Column[object]]:
    return [
        sa.Column("hour", _TS, nullable=False),
        *(
            sa.Column(name, sa.Text(), nullable=False)
            for name in ("service", "environment", "tenant", "model_id", "template_version")
        ),
        sa.Column("dimension", sa.String(32), nullable=False),
        sa.Column("section_name", sa.Text(), nullable=False),
        sa.Column("section_kind", sa.Text(), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
    ]


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


def upgrade() -> None:
    op.create_table(
        "outcomes",
        sa.Column("id", _BIG, autoincrement=True, nullable=False),
        sa.Column("trace_id", sa.String(64), nullable=False),
        sa.Column("span_id", sa.String(32), nullable=False),
        sa.Column("source", sa.Text(), nullable=False),
        sa.Column("observed_at", _TS, nullable=False),
        sa.Column("model", sa.Text()),
        sa.Column("input_tokens", sa.BigInteger()),
        sa.Column("output_tokens", sa.BigInteger()),
        sa.Column("cache_read_input_tokens", sa.BigInteger()),
        sa.Column("cache_creation_input_tokens", sa.BigInteger()),
        sa.Column("latency_ms", sa.Float()),
        sa.Column("finish_reason", sa.Text()),
        sa.Column("error_type", sa.Text()),
        sa.Column("created_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_outcomes"),
        sa.UniqueConstraint("trace_id", "span_id", name="uq_outcomes_trace_id_span_id"),
    )
    op.create_index("ix_outcomes_observed_at", "outcomes", ["observed_at"])
    op.create_table(
        "scores",
        sa.Column("id", _BIG, autoincrement=True, nullable=False),
        sa.Column("trace_id", sa.String(64), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("source", sa.Text(), nullable=False),
        sa.Column("value", sa.Float(), nullable=False),
        sa.Column("observed_at", _TS, nullable=False),
        sa.Column("comment", sa.Text()),
        sa.Column("created_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_scores"),
        sa.UniqueConstraint("trace_id", "name", "source", name="uq_scores_trace_id_name_source"),
    )
    op.create_index("ix_scores_observed_at", "scores", ["observed_at"])
    op.create_index("ix_scores_name_value", "scores", ["name", "value"])

    counts = [
        sa.Column(name, sa.BigInteger(), nullable=False)
        for name in ("outcomes", "errors", "usage_count", "input_tokens", "output_tokens")
    ]
    op.create_table(
        "outcome_rollup_hourly",
        *_rollup_key(),
        *counts,
        sa.Column("output_tokens_sq", sa.Float(), nullable=False),
        sa.Column("cache_read_tokens", sa.BigInteger(), nullable=False),
        sa.Column("cache_creation_tokens", sa.BigInteger(), nullable=False),
        sa.Column("cache_share_sum", sa.Float(), nullable=False),
        sa.Column("cache_share_sq", sa.Float(), nullable=False),
        sa.Column("latency_count", sa.BigInteger(), nullable=False),
        sa.Column("latency_sum_ms", sa.Float(), nullable=False),
        *(
            sa.Column(f"latency_b{k:02d}", sa.BigInteger(), nullable=False)
            for k in range(_LATENCY_BUCKETS)
        ),
        sa.PrimaryKeyConstraint(*_KEY, name="pk_outcome_rollup_hourly"),
        sqlite_with_rowid=False,
    )
    op.create_index(
        "ix_outcome_rollup_hourly_dimension_hour", "outcome_rollup_hourly", ["dimension", "hour"]
    )
    op.create_index(
        "ix_outcome_rollup_hourly_section_name_hour",
        "outcome_rollup_hourly",
        ["section_name", "hour"],
    )
    op.create_table(
        "score_rollup_hourly",
        *_rollup_key(),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("count", sa.BigInteger(), nullable=False),
        sa.Column("total", sa.Float(), nullable=False),
        sa.Column("total_sq", sa.Float(), nullable=False),
        sa.PrimaryKeyConstraint(*_KEY, "name", name="pk_score_rollup_hourly"),
        sqlite_with_rowid=False,
    )
    op.create_index(
        "ix_score_rollup_hourly_dimension_hour", "score_rollup_hourly", ["dimension", "hour"]
    )
    op.create_index(
        "ix_score_rollup_hourly_section_name_hour", "score_rollup_hourly", ["section_name", "hour"]
    )


def downgrade() -> None:
    for table in ("score_rollup_hourly", "outcome_rollup_hourly"):
        op.drop_index(f"ix_{table}_section_name_hour", table_name=table)
        op.drop_index(f"ix_{table}_dimension_hour", table_name=table)
        op.drop_table(table)
    op.drop_index("ix_scores_name_value", table_name="scores")
    op.drop_index("ix_scores_observed_at", table_name="scores")
    op.drop_table("scores")
    op.drop_index("ix_outcomes_observed_at", table_name="outcomes")
    op.drop_table("outcomes")
