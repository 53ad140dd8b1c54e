"""Initial schema: assemblies, their sections, content blobs, legal holds, audit log.

Revision ID: 0001
Revises:
Create Date: 2026-11-29

Self-contained: never import ctxstore models here; the schema at this revision
is spelled out in full so the migration keeps working after the models change.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
_JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "assemblies",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("ts", _TS, nullable=False),
        sa.Column("trace_id", sa.String(64), nullable=False),
        sa.Column("span_id", sa.String(32), nullable=False),
        sa.Column("service", sa.String(255), nullable=True),
        sa.Column("environment", sa.String(255), nullable=True),
        sa.Column("tenant", sa.String(255), nullable=True),
        sa.Column("subject_id", sa.String(255), nullable=True),
        sa.Column("model_id", sa.String(255), nullable=False),
        sa.Column("provider", sa.String(64), nullable=True),
        sa.Column("template_version", sa.String(255), nullable=True),
        sa.Column("snapshot_id", sa.String(255), nullable=True),
        sa.Column("root_fingerprint", sa.String(128), nullable=False),
        sa.Column("prefix_fingerprint", sa.String(128), nullable=False),
        sa.Column("tokens_total", sa.Integer(), nullable=False),
        sa.Column("budget", sa.Integer(), nullable=False),
        sa.Column("tokenizer", sa.String(128), nullable=False),
        sa.Column("tokens_exact", sa.Boolean(), nullable=False),
        sa.Column("dropped_count", sa.Integer(), nullable=False),
        sa.Column("screening_hits", sa.Integer(), nullable=False),
        sa.Column("policy_version", sa.String(128), nullable=True),
        sa.Column("content_kept", sa.Boolean(), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_assemblies"),
        sa.UniqueConstraint("trace_id", "span_id", name="uq_assemblies_trace_id_span_id"),
    )
    op.create_index("ix_assemblies_ts", "assemblies", ["ts"])
    op.create_index("ix_assemblies_service_ts", "assemblies", ["service", "ts"])
    op.create_index("ix_assemblies_model_id_ts", "assemblies", ["model_id", "ts"])
    op.create_index("ix_assemblies_template_version_ts", "assemblies", ["template_version", "ts"])
    op.create_index("ix_assemblies_root_fingerprint", "assemblies", ["root_fingerprint"])
    op.create_index("ix_assemblies_subject_id", "assemblies", ["subject_id"])

    op.create_table(
        "assembly_sections",
        sa.Column("assembly_id", _ID, nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("kind", sa.String(64), nullable=False),
        sa.Column("trust", sa.String(32), nullable=False),
        sa.Column("priority", sa.Integer(), nullable=False),
        sa.Column("pinned", sa.Boolean(), nullable=False),
        sa.Column("tokens", sa.Integer(), nullable=False),
        sa.Column("content_hash", sa.String(128), nullable=False),
        sa.Column("outcome", sa.String(32), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("source_path", sa.Text(), nullable=True),
        sa.Column("line_start", sa.Integer(), nullable=True),
        sa.Column("line_end", sa.Integer(), nullable=True),
        sa.Column("screening_hits", _JSON, nullable=False),
        sa.Column("text_kept", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["assembly_id"],
            ["assemblies.id"],
            name="fk_assembly_sections_assembly_id_assemblies",
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("assembly_id", "position", name="pk_assembly_sections"),
        sqlite_with_rowid=False,
    )
    op.create_index(
        "ix_assembly_sections_content_hash_name", "assembly_sections", ["content_hash", "name"]
    )

    op.create_table(
        "content_blobs",
        sa.Column("content_hash", sa.String(128), nullable=False),
        sa.Column("text", sa.Text(), nullable=True),
        sa.Column("redactions", _JSON, nullable=False),
        sa.Column("size_bytes", sa.Integer(), nullable=False),
        sa.Column("first_seen", _TS, nullable=False),
        sa.Column("last_kept_at", _TS, nullable=False),
        sa.Column("policy_version", sa.String(128), nullable=True),
        sa.PrimaryKeyConstraint("content_hash", name="pk_content_blobs"),
    )
    op.create_index("ix_content_blobs_last_kept_at", "content_blobs", ["last_kept_at"])

    op.create_table(
        "legal_holds",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("scope", sa.String(32), nullable=False),
        sa.Column("value", sa.String(255), nullable=False),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("created_by", sa.String(255), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_legal_holds"),
        sa.UniqueConstraint("scope", "value", name="uq_legal_holds_scope_value"),
    )

    op.create_table(
        "audit_log",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("ts", _TS, nullable=False),
        sa.Column("actor", sa.String(255), nullable=False),
        sa.Column("action", sa.String(32), nullable=False),
        sa.Column("policy_version", sa.String(128), nullable=True),
        sa.Column("details", _JSON, nullable=False),
        sa.Column("dry_run", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_audit_log"),
    )
    op.create_index("ix_audit_log_ts", "audit_log", ["ts"])


def downgrade() -> None:
    op.drop_index("ix_audit_log_ts", table_name="audit_log")
    op.drop_table("audit_log")
    op.drop_table("legal_holds")
    op.drop_index("ix_content_blobs_last_kept_at", table_name="content_blobs")
    op.drop_table("content_blobs")
    op.drop_index("ix_assembly_sections_content_hash_name", table_name="assembly_sections")
    op.drop_table("assembly_sections")
    for name in (
        "ix_assemblies_subject_id",
        "ix_assemblies_root_fingerprint",
        "ix_assemblies_template_version_ts",
        "ix_assemblies_model_id_ts",
        "ix_assemblies_service_ts",
        "ix_assemblies_ts",
    ):
        op.drop_index(name, table_name="assemblies")
    op.drop_table("assemblies")
