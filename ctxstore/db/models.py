"""ORM tables of the store; the schema Alembic migrations must reproduce exactly.

Why this shape:

* ``assemblies`` holds one row per recorded assembly: fingerprints and metadata
  that retention never needs to hide (the subject ID can be erased). Indexes are
  designed around ``what-changed`` and ``log``: a time window, optionally
  narrowed by service or model, so ``ts`` leads or follows the filter column.
* ``assembly_sections`` records every section occurrence by content hash; the
  text itself lives once per hash in ``content_blobs`` (content-addressed), so a
  system prompt sent a million times is stored once. ``(content_hash, name)`` is
  indexed because retention asks "who references this blob" and diffs ask
  "which sections had this hash".
* ``rollup_hourly`` is maintained by the writer in the ingest transaction, so
  ``what-changed`` costs O(distinct values), not O(requests). Filter columns
  store ``''`` for NULL so the unique key (and the upsert) works on both engines.
* Names and identifiers that arrive from spans (section names, model IDs,
  tenants, ...) are ``TEXT`` and token counts, line numbers and sizes are
  ``BIGINT``: SQLite enforces neither a ``VARCHAR(n)`` limit nor 32 bits, so
  anything narrower than what the span decoder accepts (1,024-character
  strings, int64) would only fail on PostgreSQL. Fixed-length hex (trace IDs,
  hashes) and ctxstore's own enums keep ``VARCHAR(n)``. One limit remains on
  PostgreSQL: a b-tree entry may hold about 2.7 kB after compression, so
  indexed identifiers near the decoder's limit made of incompressible
  non-ASCII text can still be refused there.
* ``outcomes``, ``scores`` and their hourly rollups (``outcome_rollup_hourly``,
  ``score_rollup_hourly``, keyed exactly like ``rollup_hourly``) hold what each
  assembly did; ``ctxstore.outcomes`` explains identity, join and rollup rules.
* ``legal_holds`` and ``audit_log`` serve compliance: what may not be purged,
  and who purged or erased what, when, under which policy version.

Domain objects never import this module; ``ctxstore.records`` is the contract.
Module-level aliases (``assemblies``, ``assembly_sections``, ...) are the Core
``Table`` objects other modules query.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from ctxstore.db.types import JsonValue, UtcDateTime

# Alembic cannot reliably alter unnamed constraints on SQLite (batch mode needs
# names to find them), so every constraint and index gets a deterministic name.
NAMING_CONVENTION: dict[str, str] = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# BIGINT ids on PostgreSQL (years of traffic); SQLite only auto-increments a
# column declared exactly INTEGER PRIMARY KEY, hence the variant.
BigId = BigInteger().with_variant(Integer(), "sqlite")


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class AssemblyRow(Base):
    __tablename__ = "assemblies"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    ts: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)
    trace_id: Mapped[str] = mapped_column(String(64), nullable=False)
    span_id: Mapped[str] = mapped_column(String(32), nullable=False)
    service: Mapped[str | None] = mapped_column(Text)
    environment: Mapped[str | None] = mapped_column(Text)
    tenant: Mapped[str | None] = mapped_column(Text)
    subject_id: Mapped[str | None] = mapped_column(Text)
    model_id: Mapped[str] = mapped_column(Text, nullable=False)
    provider: Mapped[str | None] = mapped_column(Text)
    template_version: Mapped[str | None] = mapped_column(Text)
    snapshot_id: Mapped[str | None] = mapped_column(Text)
    root_fingerprint: Mapped[str] = mapped_column(String(128), nullable=False)
    prefix_fingerprint: Mapped[str] = mapped_column(String(128), nullable=False)
    tokens_total: Mapped[int] = mapped_column(BigInteger, nullable=False)
    budget: Mapped[int] = mapped_column(BigInteger, nullable=False)
    tokenizer: Mapped[str] = mapped_column(Text, nullable=False)
    tokens_exact: Mapped[bool] = mapped_column(Boolean, nullable=False)
    dropped_count: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)
    screening_hits: Mapped[int] = mapped_column(BigInteger, nullable=False, default=0)
    policy_version: Mapped[str | None] = mapped_column(Text)
    content_kept: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)

    __table_args__ = (
        # Idempotent ingest: a replayed span (exporter retry, collector
        # redelivery) hits this key and is skipped.
        UniqueConstraint("trace_id", "span_id"),
        Index(None, "ts"),
        Index(None, "service", "ts"),
        Index(None, "model_id", "ts"),
        Index(None, "template_version", "ts"),
        Index(None, "root_fingerprint"),
        Index(None, "trace_id"),  # show/diff/ui open an assembly by trace ID (migration 0007)
        Index(None, "subject_id"),
    )


class SectionRow(Base):
    __tablename__ = "assembly_sections"

    assembly_id: Mapped[int] = mapped_column(
        BigId, ForeignKey("assemblies.id", ondelete="CASCADE"), primary_key=True
    )
    position: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    name: Mapped[str] = mapped_column(Text, nullable=False)
    kind: Mapped[str] = mapped_column(Text, nullable=False)
    trust: Mapped[str] = mapped_column(Text, nullable=False)
    priority: Mapped[int] = mapped_column(BigInteger, nullable=False)
    pinned: Mapped[bool] = mapped_column(Boolean, nullable=False)
    tokens: Mapped[int] = mapped_column(BigInteger, nullable=False)
    content_hash: Mapped[str] = mapped_column(String(128), nullable=False)
    outcome: Mapped[str] = mapped_column(String(32), nullable=False)
    reason: Mapped[str | None] = mapped_column(Text)
    source_path: Mapped[str | None] = mapped_column(Text)
    line_start: Mapped[int | None] = mapped_column(BigInteger)
    line_end: Mapped[int | None] = mapped_column(BigInteger)
    screening_hits: Mapped[list[str]] = mapped_column(JsonValue, nullable=False)
    text_kept: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)

    __table_args__ = (
        Index(None, "content_hash", "name"),
        # SQLite: store rows in the primary-key b-tree itself (no hidden rowid and
        # no second index for the key); a few hundred bytes saved per assembly.
        {"sqlite_with_rowid": False},
    )


class ContentBlob(Base):
    __tablename__ = "content_blobs"

    content_hash: Mapped[str] = mapped_column(String(128), primary_key=True)
    text: Mapped[str | None] = mapped_column(Text)  # redacted; NULL once expired
    redactions: Mapped[list[str]] = mapped_column(JsonValue, nullable=False)
    size_bytes: Mapped[int] = mapped_column(BigInteger, nullable=False)
    first_seen: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)
    # Refreshed whenever a sampled occurrence keeps the text; the content TTL
    # counts from here, so text that is still in use is not expired.
    last_kept_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)
    policy_version: Mapped[str | None] = mapped_column(Text)
    # The data key ``text`` is sealed with (``ctxstore.db.sealing``); NULL: plain text.
    key_id: Mapped[int | None] = mapped_column(BigInteger)
    # The audit row of the erasure that removed ``text`` (shown as "erased (audit #N)").
    erased_by: Mapped[int | None] = mapped_column(BigInteger)

    __table_args__ = (Index(None, "last_kept_at"), Index(None, "key_id"))


class LegalHold(Base):
    __tablename__ = "legal_holds"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    scope: Mapped[str] = mapped_column(String(32), nullable=False)
    value: Mapped[str] = mapped_column(Text, nullable=False)
    reason: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)
    created_by: Mapped[str | None] = mapped_column(Text)

    __table_args__ = (UniqueConstraint("scope", "value"),)


class AuditEntry(Base):
    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    ts: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)
    actor: Mapped[str] = mapped_column(Text, nullable=False)
    action: Mapped[str] = mapped_column(String(32), nullable=False)
    policy_version: Mapped[str | None] = mapped_column(Text)
    details: Mapped[dict[str, Any]] = mapped_column(JsonValue, nullable=False)
    dry_run: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)

    __table_args__ = (Index(None, "ts"),)


class DataKey(Base):
    """One AES-256 data key per (subject, period), wrapped by the master key.

    ``subject`` is the keyed subject digest ('' for text not tied to a subject);
    ``period`` the UTC day the key seals text for. Deleting the row destroys
    every text sealed with it (crypto-shredding).
    """

    __tablename__ = "data_keys"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    subject: Mapped[str] = mapped_column(String(128), nullable=False)
    period: Mapped[str] = mapped_column(String(16), nullable=False)
    wrapped: Mapped[bytes] = mapped_column(LargeBinary, nullable=False)
    master_key_id: Mapped[str] = mapped_column(String(32), nullable=False)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)

    __table_args__ = (UniqueConstraint("subject", "period"), Index(None, "period"))


class StoreKey(Base):
    """Which secrets this store was written with, by check value (never the secret).

    ``name`` is ``hmac`` (digests and subject IDs) or ``master`` (wraps data
    keys). A process holding a different secret is refused before it writes
    digests nobody can match or text nobody can read.
    """

    __tablename__ = "store_keys"

    name: Mapped[str] = mapped_column(String(32), primary_key=True)
    key_id: Mapped[str] = mapped_column(String(64), nullable=False)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)


_FILTER_KEY: tuple[str, ...] = ("service", "environment", "tenant", "model_id", "template_version")
"""The columns a report filters on, in every rollup table's key."""

ROLLUP_KEY: tuple[str, ...] = (*_FILTER_KEY, "dimension", "section_name", "section_kind", "value")
"""Every rollup table's key after its period column (``hour`` or ``day``), in column order."""


def _rollup_key(period: str) -> list[Column[Any]]:
    """The key of every rollup table: its period's start, then the filter columns and the value.

    One definition for ``rollup_hourly``, ``rollup_daily`` and the outcome and
    score rollups, which must stay keyed exactly alike (readers join and union
    them column for column). A function because a ``Column`` belongs to one
    table: each call returns fresh ones.
    """
    return [
        Column(period, UtcDateTime, primary_key=True),
        *(Column(name, Text, primary_key=True) for name in _FILTER_KEY),
        Column("dimension", String(32), primary_key=True),
        Column("section_name", Text, primary_key=True),
        Column("section_kind", Text, primary_key=True),
        Column("value", Text, primary_key=True),
    ]


def _count_rollup(name: str, period: str) -> Table:
    """``rollup_hourly`` (``period`` ``hour``) or ``rollup_daily`` (``day``): alike but for the period."""
    return Table(
        name,
        Base.metadata,
        *_rollup_key(period),
        Column("count", BigInteger, nullable=False),
        Column("first_seen", UtcDateTime, nullable=False),
        Column("last_seen", UtcDateTime, nullable=False),
        Index(None, "dimension", period),
        # Large knowledge bases: the non-chunk rows of a window without touching
        # the chunk rows, and one chunk's rows by name (drill-down on demand).
        Index(None, "dimension", "section_kind", period),
        Index(None, "section_name", period),
        # Hot chunks (rows counting many retrievals) for mix shifts in a large knowledge base.
        Index(None, "section_kind", "count"),
        # The natural key is the primary key (no surrogate id): on SQLite the table
        # is WITHOUT ROWID, so each row is stored once, in the key's b-tree, instead
        # of once in the table and again in a unique index.
        sqlite_with_rowid=False,
    )


rollup_hourly = _count_rollup("rollup_hourly", "hour")
# Compaction and the outcome writers build rows from ROLLUP_KEY by position.
assert tuple(c.name for c in rollup_hourly.primary_key.columns) == ("hour", *ROLLUP_KEY)

# ``rollup_hourly`` rows older than the compaction age, folded into one row per UTC day.
# Why: a chunk retrieved a few times a day leaves ~24 hourly rows a day; a report over
# old history (a 30-day baseline) or a purge would read them all. ``ctxstore db compact``
# (:mod:`ctxstore.db.compaction`) moves whole days of hourly rows here, in one
# transaction per day so every count is in exactly one table; readers take both tables
# for any range. ``day`` is the UTC midnight starting the day.
rollup_daily = _count_rollup("rollup_daily", "day")


class SectionVersion(Base):
    """One row per (section name, content hash) ever recorded: when it was first and last seen.

    Why: with a knowledge base of 200,000 chunks, reading every chunk's hourly
    rollups to find the few whose text changed costs O(chunks x hours).
    ``first_seen`` is indexed, so "which versions are new since Tuesday" is a
    range scan over what changed, and ``what-changed`` fetches rollups only for
    those names (``ctxstore.analysis.scaled``). Kinds whose text is new on every
    request (ask, history, tool_output) are not recorded.
    """

    __tablename__ = "section_versions"

    section_name: Mapped[str] = mapped_column(Text, primary_key=True)
    content_hash: Mapped[str] = mapped_column(String(128), primary_key=True)
    section_kind: Mapped[str] = mapped_column(Text, nullable=False)
    first_seen: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)
    last_seen: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)

    __table_args__ = (
        Index(None, "first_seen"),
        Index(None, "last_seen"),
        {"sqlite_with_rowid": False},
    )


class PendingPart(Base):
    """One half of an assembly that arrived before its partner (``ctxstore serve``).

    A span and the log records that carry its sections (or its GenAI message
    content) arrive in separate OTLP requests, in any order, possibly at
    different receivers. Each part waits here, keyed by its span, until the
    rest arrives or the grace period ends (``ctxstore.receiver.joining``).
    ``part_key`` identifies a part within its span (``span``, a section's
    position, a log record's digest), so a retried request adds nothing.
    ``payload`` is sealed with a key derived from the master key: it may hold
    text that retention has not ruled on yet, and it must not be readable
    from the database alone.
    """

    __tablename__ = "pending_parts"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    trace_id: Mapped[str] = mapped_column(String(32), nullable=False)
    span_id: Mapped[str] = mapped_column(String(16), nullable=False)
    part_key: Mapped[str] = mapped_column(String(80), nullable=False)
    kind: Mapped[str] = mapped_column(String(32), nullable=False)
    payload: Mapped[bytes] = mapped_column(LargeBinary, nullable=False)
    received_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)

    __table_args__ = (
        UniqueConstraint("trace_id", "span_id", "part_key"),
        Index(None, "received_at"),
    )


LATENCY_COLUMNS: tuple[str, ...] = tuple(f"latency_b{k:02d}" for k in range(50))
"""The latency histogram columns of ``outcome_rollup_hourly``, one per bucket of
``ctxstore.outcomes.LATENCY_BOUNDS_MS`` (50 = ``LATENCY_BUCKETS``). Columns rather
than a JSON list so the ingest upsert adds counts in SQL on both engines; on SQLite
a zero costs one header byte."""


class OutcomeRow(Base):
    """One outcome per (trace_id, span_id); ``span_id`` is ``''`` for a trace-level outcome."""

    __tablename__ = "outcomes"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    trace_id: Mapped[str] = mapped_column(String(64), nullable=False)
    span_id: Mapped[str] = mapped_column(String(32), nullable=False)
    source: Mapped[str] = mapped_column(Text, nullable=False)
    observed_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)
    model: Mapped[str | None] = mapped_column(Text)
    input_tokens: Mapped[int | None] = mapped_column(BigInteger)
    output_tokens: Mapped[int | None] = mapped_column(BigInteger)
    cache_read_input_tokens: Mapped[int | None] = mapped_column(BigInteger)
    cache_creation_input_tokens: Mapped[int | None] = mapped_column(BigInteger)
    latency_ms: Mapped[float | None] = mapped_column(Float)
    finish_reason: Mapped[str | None] = mapped_column(Text)
    error_type: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)

    __table_args__ = (
        # Idempotency: a replay hits this key; a fuller record for it merges.
        UniqueConstraint("trace_id", "span_id"),
        Index(None, "observed_at"),  # the metadata TTL
    )


class ScoreRow(Base):
    """One value per (trace_id, name, source); ``source`` is ``''`` when not given."""

    __tablename__ = "scores"

    id: Mapped[int] = mapped_column(BigId, primary_key=True, autoincrement=True)
    trace_id: Mapped[str] = mapped_column(String(64), nullable=False)
    name: Mapped[str] = mapped_column(String(64), nullable=False)
    source: Mapped[str] = mapped_column(Text, nullable=False)
    value: Mapped[float] = mapped_column(Float, nullable=False)
    observed_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)
    comment: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime, nullable=False)

    __table_args__ = (
        UniqueConstraint("trace_id", "name", "source"),
        Index(None, "observed_at"),
        Index(None, "name", "value"),  # why --outcome 'score.thumbs < 0': a range per name
    )


outcome_rollup_hourly = Table(
    "outcome_rollup_hourly",
    Base.metadata,
    *_rollup_key("hour"),
    Column("outcomes", BigInteger, nullable=False),
    Column("errors", BigInteger, nullable=False),
    Column("usage_count", BigInteger, nullable=False),
    Column("input_tokens", BigInteger, nullable=False),
    Column("output_tokens", BigInteger, nullable=False),
    Column("output_tokens_sq", Float, nullable=False),
    Column("cache_read_tokens", BigInteger, nullable=False),
    Column("cache_creation_tokens", BigInteger, nullable=False),
    Column("cache_share_sum", Float, nullable=False),
    Column("cache_share_sq", Float, nullable=False),
    Column("latency_count", BigInteger, nullable=False),
    Column("latency_sum_ms", Float, nullable=False),
    *(Column(name, BigInteger, nullable=False) for name in LATENCY_COLUMNS),
    Index(None, "dimension", "hour"),
    Index(None, "section_name", "hour"),
    sqlite_with_rowid=False,
)

score_rollup_hourly = Table(
    "score_rollup_hourly",
    Base.metadata,
    *_rollup_key("hour"),
    Column("name", String(64), primary_key=True),
    Column("count", BigInteger, nullable=False),
    Column("total", Float, nullable=False),
    Column("total_sq", Float, nullable=False),
    Index(None, "dimension", "hour"),
    Index(None, "section_name", "hour"),
    sqlite_with_rowid=False,
)


# The Core tables, for statements that need no ORM. ``__table__`` is typed as any
# FromClause (it may be a join); the metadata lookup is the same object, typed Table.
assemblies: Table = Base.metadata.tables[AssemblyRow.__tablename__]
assembly_sections: Table = Base.metadata.tables[SectionRow.__tablename__]
content_blobs: Table = Base.metadata.tables[ContentBlob.__tablename__]
legal_holds: Table = Base.metadata.tables[LegalHold.__tablename__]
audit_log: Table = Base.metadata.tables[AuditEntry.__tablename__]
section_versions: Table = Base.metadata.tables[SectionVersion.__tablename__]
data_keys: Table = Base.metadata.tables[DataKey.__tablename__]
store_keys: Table = Base.metadata.tables[StoreKey.__tablename__]
pending_parts: Table = Base.metadata.tables[PendingPart.__tablename__]
outcomes: Table = Base.metadata.tables[OutcomeRow.__tablename__]
scores: Table = Base.metadata.tables[ScoreRow.__tablename__]
