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
import socket
import sqlite3
import threading
import weakref
from collections.abc import Callable
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
        # ValueError: a port that is not a number, an unclosed "[" around an IPv6 host.
        parsed = make_url(url)
    except (ArgumentError, ValueError) as exc:
        raise ConfigError(
            f"{origin}: {url!r} is not a database URL ({exc}). "
            "Use sqlite:///path/to/file.db or postgresql://user@host:5432/dbname "
            "(an IPv6 host goes in brackets: postgresql://user@[::1]:5432/dbname)."
        ) from None
    if parsed.port is not None and not 0 < parsed.port < 65536:
        raise ConfigError(f"{origin}: port {parsed.port} in {url!r} is not between 1 and 65535.")
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
        engine = create_engine(url, pool_pre_ping=True)
        _install_hooks(engine)
        return engine
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

    _install_hooks(engine)
    return engine


def write_connection(engine: Engine) -> Connection:
    """A connection whose transactions take the SQLite write lock up front.

    On PostgreSQL the option is ignored (row locks are taken as needed).
    """
    return engine.connect().execution_options(**{WRITE_OPTION: True})


# -- bounded write-path operations --------------------------------------------------
#
# The store-or-spool writer (ctxstore.delivery) enforces its own deadline on every
# database call, because only a deadline sees a partition where a middlebox keeps
# the TCP connection open and acknowledges bytes. The functions below are the
# database half of that: socket and server settings as a second line of defence,
# and a way for the writer to break a call it has given up on.


def _pg_socket_params(seconds: float) -> dict[str, str]:
    whole = str(max(1, round(seconds)))
    return {
        # libpq: give up on a connection attempt (TCP connect + startup + auth).
        "connect_timeout": whole,
        # Probe an idle connection after a few seconds; three lost probes kill it.
        "keepalives": "1",
        "keepalives_idle": whole,
        "keepalives_interval": "1",
        "keepalives_count": "3",
        # Sent data not acknowledged within this many ms: the kernel drops the connection.
        "tcp_user_timeout": str(max(1000, round(seconds * 1000))),
    }


def with_socket_timeouts(url: str, seconds: float) -> str:
    """``url`` with libpq connect, keepalive and TCP user timeouts derived from ``seconds``.

    Parameters the URL already sets win. Non-PostgreSQL URLs are returned unchanged.
    """
    parsed = make_url(url)
    if parsed.get_backend_name() != "postgresql":
        return url
    query = dict(parsed.query)
    added = {k: v for k, v in _pg_socket_params(seconds).items() if k not in query}
    if not added:
        return url
    return parsed.update_query_dict(added).render_as_string(hide_password=False)


class _Checkouts:
    """Which DBAPI connections each thread has checked out of an engine's pool."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._by_thread: dict[int, list[Any]] = {}

    def checkout(self, dbapi_conn: Any, _record: Any, _proxy: Any) -> None:
        with self._lock:
            self._by_thread.setdefault(threading.get_ident(), []).append(dbapi_conn)

    def checkin(self, dbapi_conn: Any, _record: Any) -> None:
        with self._lock:
            for ident, conns in list(self._by_thread.items()):
                if any(c is dbapi_conn for c in conns):
                    conns[:] = [c for c in conns if c is not dbapi_conn]
                    if not conns:
                        del self._by_thread[ident]

    def of(self, ident: int) -> list[Any]:
        with self._lock:
            return list(self._by_thread.get(ident, ()))


class _Hooks:
    """What ctxstore's listeners on one engine read: the write-transaction bound (None
    until :func:`bound_write_operations`), which thread holds which connection, and the
    callbacks to run as a transaction commits (:func:`on_commit`)."""

    def __init__(self) -> None:
        self.millis: int | None = None
        self.checkouts = _Checkouts()
        self.on_commit: list[Callable[[], None]] = []


_HOOKS: weakref.WeakKeyDictionary[Engine, _Hooks] = weakref.WeakKeyDictionary()


def _hooks_of(engine: Engine) -> _Hooks:
    """The engine's hooks, its listeners registered now if :func:`make_engine` did not."""
    hooks = _HOOKS.get(engine)
    return _install_hooks(engine) if hooks is None else hooks


def _install_hooks(engine: Engine) -> _Hooks:
    """Every event listener ctxstore needs on ``engine``, registered while it is new.

    SQLAlchemy's event registration is not safe against another thread dispatching
    the same event: a "begin" listener added while a request thread begins a
    transaction fails that request with "deque mutated during iteration". The
    delivery sink bounds its writes and listens for commits only once the database
    is reachable, on an engine other threads may already use; so the listeners are
    registered here, when the engine is made, and later calls only set values
    (:func:`bound_write_operations`) or add to a plain list (:func:`on_commit`). An
    engine made elsewhere gets them on first use of either, which is safe only before
    other threads use it.
    """
    hooks = _Hooks()
    _HOOKS[engine] = hooks
    event.listen(engine, "checkout", hooks.checkouts.checkout)
    event.listen(engine, "checkin", hooks.checkouts.checkin)
    # pool_pre_ping pings a pooled connection *before* the checkout event names it,
    # and a ping over a partition hangs like any other statement: track it too.
    ping = engine.dialect.do_ping

    def _tracked_ping(dbapi_conn: Any) -> bool:
        hooks.checkouts.checkout(dbapi_conn, None, None)
        try:
            return bool(ping(dbapi_conn))
        finally:
            hooks.checkouts.checkin(dbapi_conn, None)

    engine.dialect.do_ping = _tracked_ping  # type: ignore[method-assign,assignment]
    if engine.dialect.name == "sqlite":
        # The busy handler sleeps without checking sqlite3_interrupt, so the lock
        # wait itself must end near the deadline. Before BEGIN IMMEDIATE (insert=True),
        # since that is the statement that waits for the lock.
        def _sqlite_begin(conn: Connection) -> None:
            millis = hooks.millis
            if millis is not None and conn.get_execution_options().get(WRITE_OPTION):
                conn.exec_driver_sql(f"PRAGMA busy_timeout={millis}")

        event.listen(engine, "begin", _sqlite_begin, insert=True)
    else:
        # The server cancels a statement that runs (or waits on a lock) past the bound,
        # and ends a session left idle inside a transaction by a client that vanished,
        # so an abandoned transaction does not hold row locks for TCP's whole timeout.
        def _pg_begin(conn: Connection) -> None:
            millis = hooks.millis
            if millis is not None and conn.get_execution_options().get(WRITE_OPTION):
                # One statement, one round trip; is_local=true scopes both to this transaction.
                conn.exec_driver_sql(
                    f"SELECT set_config('statement_timeout', '{millis}', true), "
                    f"set_config('idle_in_transaction_session_timeout', '{millis * 5}', true)"
                )

        event.listen(engine, "begin", _pg_begin)

    def _on_commit(_conn: Connection) -> None:
        for callback in list(hooks.on_commit):  # a copy: another thread may remove one
            callback()

    event.listen(engine, "commit", _on_commit)
    return hooks


def bound_write_operations(engine: Engine, seconds: float) -> None:
    """Configure ``engine`` so a write transaction cannot wait much longer than ``seconds``
    on the server or on a lock, and record which thread holds which connection so
    :func:`abort_thread_connections` can break a call the writer has given up on.

    Only write transactions (:func:`write_connection`) are limited: readers on the
    same engine keep the default limits. The first bound set stays.
    """
    hooks = _hooks_of(engine)
    if hooks.millis is None:
        hooks.millis = max(1, round(seconds * 1000))


def on_commit(engine: Engine, callback: Callable[[], None]) -> None:
    """Call ``callback`` (no arguments) as each transaction on ``engine`` starts to commit."""
    callbacks = _hooks_of(engine).on_commit
    if callback not in callbacks:
        callbacks.append(callback)


def remove_on_commit(engine: Engine, callback: Callable[[], None]) -> None:
    """Stop calling ``callback`` (see :func:`on_commit`)."""
    hooks = _HOOKS.get(engine)
    if hooks is not None and callback in hooks.on_commit:
        hooks.on_commit.remove(callback)


def abort_thread_connections(engine: Engine, ident: int) -> int:
    """Break every call ``ident`` (a thread) is making on ``engine``; how many connections.

    SQLite: ``interrupt()`` (the statement fails with "interrupted"). PostgreSQL: the
    socket is shut down, which wakes the blocked read at once; SQLAlchemy then sees a
    disconnect and discards the connection. A cancel request would need a new
    connection through the same broken network path.
    """
    hooks = _HOOKS.get(engine)
    if hooks is None:
        return 0
    broken = 0
    for dbapi_conn in hooks.checkouts.of(ident):
        try:
            if isinstance(dbapi_conn, sqlite3.Connection):
                dbapi_conn.interrupt()
            else:
                fd = dbapi_conn.pgconn.socket
                with socket.socket(fileno=os.dup(fd)) as sock:
                    sock.shutdown(socket.SHUT_RDWR)
            broken += 1
        except Exception:  # already closed: nothing left to break
            continue
    return broken
