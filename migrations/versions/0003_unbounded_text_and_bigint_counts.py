"""Names and identifiers become TEXT, token/line/count columns BIGINT.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01

Why: SQLite ignores ``VARCHAR(n)`` limits and stores 64-bit integers in any
INTEGER column, so a store that worked on a laptop failed on PostgreSQL for the
same traffic: the span decoder accepts names and identifiers of up to 1,024
characters (section names, model IDs, template versions, tenants, ...) and any
int64 for token counts and line numbers, while the columns were ``VARCHAR(255)``
/ ``VARCHAR(64)`` and 32-bit ``INTEGER``. PostgreSQL's ``TEXT`` has no length
limit and indexes like ``VARCHAR``; turning ``VARCHAR`` into ``TEXT`` is a
catalogue-only change there, ``INTEGER`` to ``BIGINT`` rewrites the table.

Left as they are: trace/span IDs and content hashes (validated hex of a fixed
length) and the internal enums (hold scope, audit action, rollup dimension,
section outcome), whose values ctxstore itself chooses.

SQLite cannot alter a column type, so batch mode copies each table; the two
``WITHOUT ROWID`` tables are recreated as such. Downgrading converts back and
fails (rolling back) if a stored value no longer fits: nothing is truncated.

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# table -> [(column, type before this revision, nullable)]
_TO_TEXT: dict[str, list[tuple[str, sa.types.TypeEngine[str], bool]]] = {
    "assemblies": [
        ("service", sa.String(255), True),
        ("environment", sa.String(255), True),
        ("tenant", sa.String(255), True),
        ("subject_id", sa.String(255), True),
        ("model_id", sa.String(255), False),
        ("provider", sa.String(64), True),
        ("template_version", sa.String(255), True),
        ("snapshot_id", sa.String(255), True),
        ("tokenizer", sa.String(128), False),
        ("policy_version", sa.String(128), True),
    ],
    "assembly_sections": [
        ("name", sa.String(255), False),
        ("kind", sa.String(64), False),
        ("trust", sa.String(32), False),
    ],
    "content_blobs": [("policy_version", sa.String(128), True)],
    "legal_holds": [
        ("value", sa.String(255), False),
        ("created_by", sa.String(255), True),
    ],
    "audit_log": [
        ("actor", sa.String(255), False),
        ("policy_version", sa.String(128), True),
    ],
    "rollup_hourly": [
        ("service", sa.String(255), False),
        ("environment", sa.String(255), False),
        ("tenant", sa.String(255), False),
        ("model_id", sa.String(255), False),
        ("template_version", sa.String(255), False),
        ("section_name", sa.String(255), False),
        ("section_kind", sa.String(64), False),
        ("value", sa.String(255), False),
    ],
}

_TO_BIGINT: dict[str, list[tuple[str, bool]]] = {
    "assemblies": [
        ("tokens_total", False),
        ("budget", False),
        ("dropped_count", False),
        ("screening_hits", False),
    ],
    "assembly_sections": [
        ("position", False),
        ("priority", False),
        ("tokens", False),
        ("line_start", True),
        ("line_end", True),
    ],
    "content_blobs": [("size_bytes", False)],
}

_WITHOUT_ROWID = {"assembly_sections", "rollup_hourly"}


def _alter(up: bool) -> None:
    for table in dict.fromkeys([*_TO_TEXT, *_TO_BIGINT]):
        kwargs = {"sqlite_with_rowid": False} if table in _WITHOUT_ROWID else {}
        with op.batch_alter_table(table, table_kwargs=kwargs) as batch:
            for column, old, nullable in _TO_TEXT.get(table, []):
                new: sa.types.TypeEngine[str] = sa.Text()
                batch.alter_column(
                    column,
                    type_=new if up else old,
                    existing_type=old if up else new,
                    existing_nullable=nullable,
                )
            for column, nullable in _TO_BIGINT.get(table, []):
                batch.alter_column(
                    column,
                    type_=sa.BigInteger() if up else sa.Integer(),
                    existing_type=sa.Integer() if up else sa.BigInteger(),
                    existing_nullable=nullable,
                )


def upgrade() -> None:
    _alter(up=True)


def downgrade() -> None:
    _alter(up=False)
