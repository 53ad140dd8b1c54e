"""Per-request section kinds (ask, history) roll up by presence, not per hash.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-29

Why: the text of an ``ask`` or ``history`` section, and so its hash, differs on
every request. One rollup row per hash per hour made ``rollup_hourly`` grow
with traffic (millions of rows at a few million assemblies), so ``what-changed``
cost followed volume instead of distinct values, and stored bytes per assembly
went up for counts nobody reads: the what-changed readers already reduce those
sections to presence (value ``"*"``). From this revision the writer (and the
``0002`` backfill) count them under ``"*"``; this revision folds rows written
before it into the same shape: per key (hour, filter columns, section name and
kind) the counts are summed, ``first_seen`` is the earliest and ``last_seen``
the latest, and the per-hash rows are deleted. Report totals do not change.

The fold reads the (few) aggregated keys into memory, deletes every row of
those kinds and inserts one ``"*"`` row per key, inside the migration's
transaction. Columns are left untyped so values round-trip exactly as stored
(naive UTC text on SQLite, ``timestamptz`` on PostgreSQL).

Self-contained: never import ctxstore models here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_PER_REQUEST_KINDS = ("ask", "history")
_PER_REQUEST_VALUE = "*"
_CHUNK = 5000
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
)


def upgrade() -> None:
    r = sa.table(
        "rollup_hourly",
        *(sa.column(c) for c in (*_KEY, "value", "count", "first_seen", "last_seen")),
    )
    per_request = sa.and_(r.c.dimension == "section", r.c.section_kind.in_(_PER_REQUEST_KINDS))
    bind = op.get_bind()
    per_hash = bind.execute(
        sa.select(sa.literal(1)).where(per_request, r.c.value != _PER_REQUEST_VALUE).limit(1)
    ).first()
    if per_hash is None:  # nothing written per hash (fresh store, or backfilled at 0002)
        return
    keys = [getattr(r.c, c) for c in _KEY]
    folded = bind.execute(
        sa.select(
            *keys,
            sa.func.sum(r.c.count),
            sa.func.min(r.c.first_seen),
            sa.func.max(r.c.last_seen),
        )
        .where(per_request)
        .group_by(*keys)
        .order_by(*keys)
    ).all()
    bind.execute(sa.delete(r).where(per_request))
    batch: list[dict[str, Any]] = []
    for row in folded:
        values = dict(zip(_KEY, row[: len(_KEY)], strict=True))
        count, first_seen, last_seen = row[len(_KEY) :]
        values.update(
            value=_PER_REQUEST_VALUE,
            count=int(count),
            first_seen=first_seen,
            last_seen=last_seen,
        )
        batch.append(values)
        if len(batch) >= _CHUNK:
            bind.execute(sa.insert(r), batch)
            batch = []
    if batch:
        bind.execute(sa.insert(r), batch)


def downgrade() -> None:
    """Nothing to undo, deliberately.

    The per-hash rows cannot be rebuilt from the folded ``"*"`` rows: a sum of
    counts does not say which hashes it was made of. The raw rows
    (``assembly_sections.content_hash``) still hold every hash, and revision
    0003's schema accepts ``"*"`` rows as they are, so the collapsed rollups
    stay and remain correct for every reader.
    """
