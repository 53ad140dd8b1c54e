"""Column types and every SQLite/PostgreSQL difference the store cares about, in one place.

The store runs on two engines. Rather than sprinkling ``if dialect == ...`` over
the writer and the retention code, each difference lives here with the reason
it exists:

* timestamps: PostgreSQL has ``timestamptz``; SQLite stores text without an
  offset. :class:`UtcDateTime` normalises both to timezone-aware UTC, so code
  never sees a naive datetime and never compares local time with UTC.
* JSON: PostgreSQL gets ``JSONB`` (compact, indexable); SQLite gets ``JSON``
  (text with a JSON check). Values are plain lists either way.
* upserts: both engines speak ``INSERT ... ON CONFLICT``, but SQLAlchemy exposes
  it through dialect-specific ``insert()`` constructs; :func:`upsert` picks one.
* two-argument min/max: SQLite's scalar ``min(a, b)``/``max(a, b)`` are
  PostgreSQL's ``LEAST``/``GREATEST``.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, DateTime, Table, func
from sqlalchemy.engine import Dialect
from sqlalchemy.sql.elements import ColumnElement
from sqlalchemy.types import TypeDecorator, TypeEngine

from ctxstore.errors import ConfigError


class JsonValue(TypeDecorator[Any]):
    """JSONB on PostgreSQL, JSON (stored as text) on SQLite. Lists and objects both fit.

    Chosen per dialect when a statement is compiled rather than with
    ``JSON().with_variant(postgresql.JSONB(), ...)`` at import: importing
    ``sqlalchemy.dialects.postgresql`` loads every PostgreSQL driver module and
    asyncio, a fifth of what an SQLite ``ctxstore what-changed`` imports.
    """

    impl = JSON
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        if dialect.name == "postgresql":
            from sqlalchemy.dialects.postgresql import JSONB

            return dialect.type_descriptor(JSONB())
        return dialect.type_descriptor(JSON())


class UtcDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC datetime on both engines.

    Binding a naive datetime is an error (we cannot know which zone it meant);
    aware datetimes in any zone are converted to UTC. On SQLite the value is
    stored as naive UTC text, whose lexicographic order is chronological, so
    ``min``/``max``/range filters work in SQL.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError(f"naive datetime {value!r}: ctxstore stores timezone-aware UTC only")
        value = value.astimezone(UTC)
        if dialect.name == "sqlite":
            return value.replace(tzinfo=None)
        return value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


# The exact text SQLAlchemy's SQLite DATETIME type stores. The writer's fast
# path binds timestamps as this text itself (see ``ctxstore.db.writer``), and
# must match byte for byte: rollup keys compare these strings for equality.
SQLITE_DATETIME_FORMAT = "%Y-%m-%d %H:%M:%S.%f"


def sqlite_datetime(value: datetime) -> str:
    """An aware datetime as the naive-UTC text :class:`UtcDateTime` stores on SQLite."""
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError(f"naive datetime {value!r}: ctxstore stores timezone-aware UTC only")
    # isoformat is several times faster than strftime and gives the same text.
    return value.astimezone(UTC).replace(tzinfo=None).isoformat(" ", "microseconds")


def upsert(dialect_name: str, table: Table) -> Any:
    """An ``INSERT`` that supports ``on_conflict_do_update/do_nothing`` on this engine."""
    # Imported here for the reason given at JsonValue; the engine has loaded its dialect.
    if dialect_name == "postgresql":
        from sqlalchemy.dialects import postgresql

        return postgresql.insert(table)
    if dialect_name == "sqlite":
        from sqlalchemy.dialects import sqlite

        return sqlite.insert(table)
    raise ConfigError(
        f"ctxstore supports SQLite and PostgreSQL, not {dialect_name}; "
        "use sqlite:///path/to/file.db or postgresql://user@host/dbname."
    )


def least(dialect_name: str, a: Any, b: Any) -> ColumnElement[Any]:
    """Smaller of two values (SQLite's scalar ``min``, PostgreSQL's ``LEAST``)."""
    return func.least(a, b) if dialect_name == "postgresql" else func.min(a, b)


def greatest(dialect_name: str, a: Any, b: Any) -> ColumnElement[Any]:
    """Larger of two values (SQLite's scalar ``max``, PostgreSQL's ``GREATEST``)."""
    return func.greatest(a, b) if dialect_name == "postgresql" else func.max(a, b)


# SQLite settings applied to every new connection, and why:
# - journal_mode=WAL: readers never block the writer and vice versa, so the CLI
#   can query while a service records. It is persistent in the file.
# - busy_timeout: several writer processes (service workers) share one file; a
#   writer waits for the lock instead of failing with "database is locked".
# - foreign_keys=ON: SQLite ignores FOREIGN KEY clauses (and ON DELETE CASCADE)
#   unless asked, per connection.
# - synchronous=NORMAL: in WAL mode this is durable against application crashes
#   and only risks the last transactions on power loss, at a fraction of the fsyncs.
# - secure_delete=ON: deleted cells and freed pages are overwritten with zeros as
#   they are written, so erased or expired text does not live on in free space
#   (upstream's default is off; ``ctxstore.db.reclaim`` then empties the WAL).
#   It must be set per connection, like foreign_keys.
# - cache_size=32 MiB (upstream 2 MiB): a what-changed report reads a week of
#   rollups and a partial hour of raw rows over several queries on one pooled
#   connection; with 2 MiB each query read its pages from the OS again (a 4M-
#   assembly, 20,000-chunk report: 0.65 -> 0.61 s CPU at --since 7d). Memory
#   is taken only as pages are read, up to 32 MiB per open connection.
SQLITE_PRAGMAS: tuple[str, ...] = (
    "PRAGMA journal_mode=WAL",
    "PRAGMA secure_delete=ON",
    "PRAGMA busy_timeout=30000",
    "PRAGMA foreign_keys=ON",
    "PRAGMA synchronous=NORMAL",
    "PRAGMA cache_size=-32768",
)
