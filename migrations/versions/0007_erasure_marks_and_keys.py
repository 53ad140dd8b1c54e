"""Erasure marks, sealed text and the store's key check values.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01

Why: erased text must be unreadable on disk, not only gone from queries, and
``show`` must tell erased text from text never kept.

* ``content_blobs.erased_by``: the audit row of the erasure that removed a
  blob's text (the row stays, with ``text`` NULL, so readers can say
  "erased (audit #N)").
* ``content_blobs.key_id`` and ``data_keys``: text is sealed (AES-GCM) with a
  data key per subject and UTC day, wrapped by a master key kept outside the
  database; erasure and the content TTL delete the keys (crypto-shredding).
  ``key_id`` NULL is plain text, which is what every row written before this
  revision holds (``ctxstore db rekey`` seals it).
* ``store_keys``: check values of the HMAC secret and the master key the store
  was written with. A store that already holds assemblies when this revision
  runs is marked ``digests = legacy``: its fingerprints and subject IDs were
  stored as given (or keyed with an operator's key this migration cannot see),
  and the store refuses to mix them with keyed ones until ``ctxstore db rekey``
  has run.

Downgrade drops the new tables and columns; sealed text cannot be read by the
older code, so downgrading a store that holds sealed text is refused (the
message names the two ways out).

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | Sequence[str] | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BigId = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    with op.batch_alter_table("content_blobs") as batch:
        batch.add_column(sa.Column("key_id", sa.BigInteger(), nullable=True))
        batch.add_column(sa.Column("erased_by", sa.BigInteger(), nullable=True))
        batch.create_index("ix_content_blobs_key_id", ["key_id"])
    op.create_table(
        "data_keys",
        sa.Column("id", _BigId, primary_key=True, autoincrement=True),
        sa.Column("subject", sa.String(128), nullable=False),
        sa.Column("period", sa.String(16), nullable=False),
        sa.Column("wrapped", sa.LargeBinary(), nullable=False),
        sa.Column("master_key_id", sa.String(32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_data_keys"),
        sa.UniqueConstraint("subject", "period", name="uq_data_keys_subject_period"),
    )
    op.create_index("ix_data_keys_period", "data_keys", ["period"])
    keys = op.create_table(
        "store_keys",
        sa.Column("name", sa.String(32), nullable=False),
        sa.Column("key_id", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("name", name="pk_store_keys"),
    )
    bind = op.get_bind()
    if bind.execute(sa.text("SELECT 1 FROM assemblies LIMIT 1")).first() is not None:
        now = datetime.now(UTC)
        if bind.dialect.name == "sqlite":
            now = now.replace(tzinfo=None)
        op.bulk_insert(keys, [{"name": "digests", "key_id": "legacy", "created_at": now}])


def downgrade() -> None:
    bind = op.get_bind()
    sealed = bind.execute(
        sa.text("SELECT 1 FROM content_blobs WHERE key_id IS NOT NULL LIMIT 1")
    ).first()
    if sealed is not None:
        raise RuntimeError(
            "this store holds sealed (encrypted) text that revision 0004 cannot read; "
            "restore a backup taken before the upgrade, or blank that text first with "
            "`ctxstore db forget-sealed-text` (it is lost) before downgrading below 0007"
        )
    op.drop_table("store_keys")
    op.drop_index("ix_data_keys_period", table_name="data_keys")
    op.drop_table("data_keys")
    with op.batch_alter_table("content_blobs") as batch:
        batch.drop_index("ix_content_blobs_key_id")
        batch.drop_column("erased_by")
        batch.drop_column("key_id")
