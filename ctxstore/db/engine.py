"""Where the store lives and how to connect to it.

Precedence for the database URL is the usual one: an explicit argument (the
CLI's ``--db``), then ``CTXSTORE_DATABASE_URL``, then an SQLite file in the user
data directory (``CTXSTORE_HOME`` overrides the directory), so a laptop needs no
setup at all while a service points every process at one PostgreSQL.

SQLite needs care to take several writer processes: WAL, a busy timeout, and
writes that take the write lock when their transaction *starts*
(``BEGIN IMMEDIATE``). With the driver's default deferred transactions, a
transaction that reads first and writes later can fail with "database is
locked" without ever waiting on the busy timeout, because SQLite cannot upgrade
a read snapshot that another writer has moved past. Readers keep plain ``BEGIN``
so they never queue behind writers.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import Connection, make_url
from sqlalchemy.exc import ArgumentError

from ctxstore import settings
from ctxstore.db.types import SQLITE_PRAGMAS
from ctxstore.errors import ConfigError

ENV_DATABASE_URL = settings.DATABASE_URL
"""Database URL used when no ``--db``/``url`` argument is given."""

ENV_HOME = settings.HOME
"""Directory for ctxstore's own files (the default SQLite database); overrides the platform default."""

DEFAULT_DB_FILENAME = "ctxstore.db"

# Execution option that makes an SQLite transaction start with BEGIN IMMEDIATE.
WRITE_OPTION = "ctxstore_write"


def data_dir() -> Path:
    """``$CTXSTORE_HOME`` if set, else the platform's user data directory for ctxstore."""
    return settings.data_dir()


def default_database_url() -> str:
    return f"sqlite:///{data_dir() / DEFAULT_DB_FILENAME}"


def _normalise(url: str, origin: str) -> str:
    """Check the URL parses and names a supported engine; default PostgreSQL to psycopg 3."""
    try:
        parsed = make_url(url)
    except ArgumentError as exc:
        raise ConfigError(
            f"{origin}: {url!r} is not a database URL ({exc}). "
            "Use sqlite:///path/to/file.db or postgresql://user@host:5432/dbname."
        ) from None
    backend = parsed.get_backend_name()
    if backend == "postgres":
        parsed = parsed.set(drivername="postgresql+psycopg")
    elif backend == "postgresql":
        if parsed.get_driver_name() not in ("psycopg", ""):
            raise ConfigError(
                f"{origin}: driver {parsed.get_driver_name()!r} is not supported; "
                "ctxstore talks to PostgreSQL through psycopg 3 (postgresql+psycopg://...)."
            )
        parsed = parsed.set(drivername="postgresql+psycopg")
    elif backend != "sqlite":
        raise ConfigError(
            f"{origin}: {backend!r} databases are not supported; use SQLite or PostgreSQL."
        )
    return parsed.render_as_string(hide_password=False)


def resolve_database_url(url: str | None = None) -> str:
    """The database URL to use: ``url`` > ``$CTXSTORE_DATABASE_URL`` > the SQLite default."""
    if url:
        return _normalise(url, "--db")
    env = os.environ.get(ENV_DATABASE_URL, "").strip()
    if env:
        return _normalise(env, ENV_DATABASE_URL)
    return default_database_url()


def is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def mask_url(url: str) -> str:
    """The URL with any password replaced by ``***``, safe to print."""
    return make_url(url).render_as_string(hide_password=True)


def sqlite_path(url: str) -> Path | None:
    """The file behind an SQLite URL, or None for in-memory databases and other engines."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database:
        return None
    if parsed.database == ":memory:" or parsed.database.startswith("file:"):
        return None
    return Path(parsed.database)


def make_engine(url: str, *, foreign_keys: bool = True) -> Engine:
    """An engine for ``url`` with ctxstore's connection settings.

    ``foreign_keys=False`` is for migrations on SQLite only: Alembic's batch
    mode rebuilds a table by copying it and dropping the original, and with
    foreign keys enforced that drop would cascade-delete the child rows.
    """
    if not is_sqlite(url):
        return create_engine(url, pool_pre_ping=True)
    path = sqlite_path(url)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url)
    pragmas = [
        p if foreign_keys or "foreign_keys" not in p else "PRAGMA foreign_keys=OFF"
        for p in SQLITE_PRAGMAS
    ]

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn: Any, _record: Any) -> None:
        # Take transaction control away from the sqlite3 module so that the
        # "begin" hook below decides how each transaction starts.
        dbapi_conn.isolation_level = None
        cursor = dbapi_conn.cursor()
        for pragma in pragmas:
            cursor.execute(pragma)
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        if conn.get_execution_options().get(WRITE_OPTION):
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        else:
            conn.exec_driver_sql("BEGIN")

    return engine


def write_connection(engine: Engine) -> Connection:
    """A connection whose transactions take the SQLite write lock up front.

    On PostgreSQL the option is ignored (row locks are taken as needed).
    """
    return engine.connect().execution_options(**{WRITE_OPTION: True})
