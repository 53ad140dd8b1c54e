"""Make deleted rows leave the bytes: what runs after every purge and erasure.

Deleting a row only unlinks it. The text stays readable in the database file's
free space, in SQLite's write-ahead log and in PostgreSQL's heap pages until
something overwrites it. So:

* **SQLite** runs with ``secure_delete`` on (``ctxstore.db.types.SQLITE_PRAGMAS``),
  which zeroes deleted cells and freed pages as they are written, and after a
  purge or an erasure :func:`reclaim` checkpoints the WAL with ``TRUNCATE``: the
  zeroed pages are copied into the database file and the log, which still holds
  the pages as they were *before* the deletion, is cut to zero bytes. A
  checkpoint cannot reset the log while another connection is inside a read
  transaction that still needs the old pages; it is retried for a few seconds
  and the result says whether the log was emptied.
* **PostgreSQL** never overwrites a dead tuple in place: ``VACUUM`` only marks
  its space reusable (the bytes stay in the page until a later insert lands
  there), so the relation is rewritten with ``VACUUM FULL`` instead, which copies
  the live rows into new files and unlinks the old ones. That takes an exclusive
  lock for as long as the copy runs, so it is used on the ``data_keys`` table
  (a few rows; destroying a key is what makes encrypted text unreadable) always,
  and on ``content_blobs`` only when asked (``full=True``: a store that keeps
  text unencrypted). A lock that cannot be had within ``lock_timeout`` (another
  transaction is reading the table) is reported, not waited on forever. Nor
  can any VACUUM drop a row that an older transaction of the same database may
  still read (its snapshot began before the deletion committed): those are
  waited for, up to ``wait_seconds``, and reported when they outlast it.

What no database-side step can reach (and the README says so): backups and WAL
archives taken before the deletion, and PostgreSQL WAL segments not yet
recycled. Encryption with destroyed keys is the answer for those.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, text
from sqlalchemy.exc import OperationalError

from ctxstore.db.engine import is_sqlite


@dataclass(frozen=True, slots=True)
class ReclaimResult:
    engine: str  # "sqlite" | "postgresql"
    complete: bool  # every step ran (SQLite: the WAL is empty; PostgreSQL: every table rewritten)
    steps: tuple[
        str, ...
    ]  # what ran, e.g. ("wal_checkpoint(TRUNCATE)",) or ("VACUUM FULL data_keys",)
    skipped: tuple[str, ...] = ()  # what could not run, and why


def reclaim(
    engine: Engine,
    *,
    tables: tuple[str, ...] = ("content_blobs",),
    full: bool = False,
    wait_seconds: float = 5.0,
    lock_timeout_ms: int = 10_000,
) -> ReclaimResult:
    """Push deleted bytes out of the files; see the module docstring.

    ``tables`` are vacuumed on PostgreSQL (rewritten with ``full=True``);
    ``data_keys`` is always rewritten. SQLite ignores both (``secure_delete``
    already zeroed the pages; only the log needs truncating).
    """
    if is_sqlite(str(engine.url)):
        return _sqlite_checkpoint(engine, wait_seconds)
    return _postgres_vacuum(engine, tables, full, lock_timeout_ms, wait_seconds)


def _sqlite_checkpoint(engine: Engine, wait_seconds: float) -> ReclaimResult:
    deadline = time.monotonic() + wait_seconds
    while True:
        with engine.connect() as conn:
            # Outside any transaction: the begin hook must not open one first.
            raw = conn.connection.driver_connection
            assert raw is not None
            busy, log_frames, _done = raw.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        if not busy:
            return ReclaimResult("sqlite", True, ("wal_checkpoint(TRUNCATE)",))
        if time.monotonic() >= deadline:
            return ReclaimResult(
                "sqlite",
                False,
                (),
                (
                    f"wal_checkpoint(TRUNCATE): another connection's read transaction still "
                    f"needs the log ({log_frames} frames); the next purge, erasure or "
                    "`ctxstore db reclaim` truncates it",
                ),
            )
        time.sleep(0.05)


def _postgres_vacuum(
    engine: Engine, tables: tuple[str, ...], full: bool, lock_timeout_ms: int, wait_seconds: float
) -> ReclaimResult:
    steps: list[str] = []
    skipped: list[str] = []
    plan = [("data_keys", True)] + [(t, full) for t in tables if t != "data_keys"]
    # VACUUM cannot run inside a transaction block.
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
        blockers = _wait_for_older_snapshots(conn, wait_seconds)
        if blockers:
            # VACUUM would keep the deleted rows as "recently dead": those
            # transactions may still read them.
            skipped.append(
                "older transactions still see the deleted rows (pid "
                + ", ".join(str(p) for p in blockers)
                + "); the deleted bytes stay in the pages until `ctxstore db reclaim` "
                "runs after they end"
            )
        conn.execute(text(f"SET lock_timeout = {int(lock_timeout_ms)}"))
        for table, rewrite in plan:
            if conn.execute(text("SELECT to_regclass(:t)"), {"t": table}).scalar() is None:
                continue  # an older schema without the table
            statement = f"VACUUM {'FULL ' if rewrite else ''}{table}"
            try:
                conn.execute(text(statement))
                steps.append(statement)
            except OperationalError as exc:
                reason = str(exc.orig).strip().splitlines()[0] if exc.orig else str(exc)
                skipped.append(f"{statement}: {reason}")
        conn.execute(text("RESET lock_timeout"))
    return ReclaimResult("postgresql", not skipped, tuple(steps), tuple(skipped))


# Backends of this database whose snapshot, or whose own transaction, is older
# than ``:xid``: both hold back the horizon VACUUM removes rows below (a running
# transaction's xid keeps every snapshot taken since from seeing past it). 32-bit
# xids are compared modulo wraparound through age().
_OLDER_SNAPSHOTS = text(
    "SELECT pid FROM pg_stat_activity "
    "WHERE datname = current_database() AND pid <> pg_backend_pid() AND ("
    "(backend_xmin IS NOT NULL AND age(backend_xmin) >= age(CAST(:xid AS xid))) OR "
    "(backend_xid IS NOT NULL AND age(backend_xid) >= age(CAST(:xid AS xid)))"
    ") ORDER BY pid"
)


def _wait_for_older_snapshots(conn: Any, wait_seconds: float) -> list[int]:
    """Wait (bounded) for transactions that began before the deletions committed; return those left."""
    xid = conn.execute(text("SELECT CAST(pg_current_xact_id() AS text)")).scalar_one()
    xid32 = str(int(xid) & 0xFFFFFFFF)
    deadline = time.monotonic() + wait_seconds
    while True:
        pids = [int(p) for p in conn.execute(_OLDER_SNAPSHOTS, {"xid": xid32}).scalars()]
        if not pids or time.monotonic() >= deadline:
            return pids
        time.sleep(0.1)
