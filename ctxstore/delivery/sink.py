"""Write records to the store, or to the spool when the store cannot take them.

Shared by :class:`~ctxstore.telemetry.exporter.StoreSpanExporter` and
:class:`~ctxstore.telemetry.processor.DurableSpanProcessor` (in a service) and
``ctxstore serve`` (the receiver), so all have the same behaviour when the
database goes away:

* every database call has a deadline the writer enforces itself
  (``CTXSTORE_DB_TIMEOUT``, default 2 s; :mod:`ctxstore.delivery.deadline`): a call
  that has not answered by then is abandoned, its connection broken, and the
  records go to the spool. Socket settings (libpq connect, keepalive and TCP user
  timeouts), ``statement_timeout`` and SQLite's busy timeout are a second line;
* the store is opened lazily, so a service starts even while its database is down;
* a write that fails because the database is *unreachable* (or too slow) sends the
  batch to the spool, and the store is not tried again for a short, growing
  back-off;
* while the spool holds anything, new records are appended behind it, so arrival
  order is kept, and a background thread replays it oldest first at a bounded rate
  (``replay_rate`` records/s), never on the request or export path. The replayer
  is also what notices that the database is back;
* a write that fails for any *other* reason (a record the database refuses)
  is retried record by record, and only the records that still fail are set
  aside in a ``rejected`` spool, logged and counted, so one poison record
  cannot block the spool forever. Set-aside records keep hashes and metadata
  for debugging but lose their text, redactions and subject ID: retention
  (``retention apply``/``erase``) never looks in that directory, so nothing
  there may need to expire or be erased.
"""

from __future__ import annotations

import dataclasses
import functools
import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from sqlalchemy import Engine

from ctxstore import settings
from ctxstore.db.engine import (
    abort_thread_connections,
    bound_write_operations,
    on_commit,
    remove_on_commit,
    with_socket_timeouts,
)
from ctxstore.delivery.deadline import DeadlineCaller
from ctxstore.delivery.spool import DEFAULT_MAX_BYTES, Spool, default_spool_dir
from ctxstore.outcomes import OutcomeRecord, ScoreRecord
from ctxstore.records import AssemblyRecord

if TYPE_CHECKING:
    from ctxstore.store import Store

log = logging.getLogger(__name__)
T = TypeVar("T")

_SQLITE_TOOBIG = 18

#: Records per second the background replay writes at most (a bound, not a target).
DEFAULT_REPLAY_RATE = 5000.0
#: How long the replay thread sleeps when the spool is empty (appends wake it sooner).
_REPLAY_IDLE = 1.0
#: Pause between replay passes, so records arriving meanwhile are written together.
_REPLAY_GAP = 0.05


def with_connect_timeout(url: str, seconds: float | None = None) -> str:
    """Add libpq connect, keepalive and TCP user timeouts to a PostgreSQL URL.

    ``seconds`` defaults to ``CTXSTORE_DB_TIMEOUT``; parameters the URL sets win.
    """
    return with_socket_timeouts(url, settings.db_timeout() if seconds is None else seconds)


def _chain(exc: BaseException) -> list[BaseException]:
    out: list[BaseException] = []
    cur: BaseException | None = exc
    while cur is not None and all(cur is not e for e in out):
        out.append(cur)
        orig = getattr(cur, "orig", None)  # SQLAlchemy's DBAPIError wraps the driver's error
        if isinstance(orig, BaseException) and all(orig is not e for e in out):
            out.append(orig)
        cur = cur.__cause__ or cur.__context__
    return out


def is_poison(exc: BaseException) -> bool:
    """True when the database refused the *data* (not the connection or the schema).

    Only these are set aside; anything else (unreachable server, missing table,
    permissions) is a store problem and the records wait in the spool for it to
    be fixed, so nothing is lost to a misconfiguration.
    """
    import sqlalchemy.exc as sa_exc

    chain = _chain(exc)
    if any(isinstance(e, sa_exc.DataError | sa_exc.IntegrityError) for e in chain):
        return True
    if any(_too_big(e) for e in chain):
        return True
    if any(isinstance(e, sa_exc.DBAPIError | OSError) for e in chain):
        return False
    return any(isinstance(e, ValueError | TypeError | KeyError) for e in chain)


def _too_big(exc: BaseException) -> bool:
    """A value too large for the database (reported as an OperationalError, yet caused by
    the data): PostgreSQL's class 54, e.g. an index row over btree's 2704-byte limit when
    several long names share one key, or SQLite's SQLITE_TOOBIG."""
    sqlstate = getattr(exc, "sqlstate", None) or getattr(exc, "pgcode", None)
    if isinstance(sqlstate, str) and sqlstate.startswith("54"):
        return True
    return getattr(exc, "sqlite_errorcode", None) == _SQLITE_TOOBIG


def is_unavailable(exc: BaseException) -> bool:
    """True when ``exc`` means "the database cannot be reached now" (a network-ish failure)."""
    import sqlalchemy.exc as sa_exc

    for cur in _chain(exc):
        if isinstance(
            cur,
            sa_exc.OperationalError
            | sa_exc.InterfaceError
            | sa_exc.DisconnectionError
            | sa_exc.TimeoutError
            | OSError,
        ):
            return True
        if isinstance(cur, sa_exc.DBAPIError) and cur.connection_invalidated:
            return True
    return False


@dataclass(frozen=True, slots=True)
class SinkResult:
    written: int = 0
    spooled: int = 0
    dropped: int = 0  # spool full
    rejected: int = 0  # refused by the database; set aside in the rejected spool


@dataclass(frozen=True, slots=True)
class SinkStats:
    written: int
    spooled: int
    replayed: int
    dropped: int
    rejected: int
    pending_bytes: int
    store_available: bool
    reason: str | None = None  # why the store counts as unavailable
    stuck_calls: int = 0  # abandoned database calls still running


OUTCOME_CHUNK = 100
"""Outcomes (and scores) per transaction on the ingest paths."""


class SpoolingWriter:
    """Store-or-spool writer; thread-safe (writes are serialised by one lock).

    ``timeout`` bounds each database call (default ``CTXSTORE_DB_TIMEOUT``, 2 s);
    ``replay_rate`` bounds the background replay in records per second.
    """

    def __init__(
        self,
        store: Store | None = None,
        *,
        url: str | None = None,
        open_store: Callable[[], Store] | None = None,
        spool: Spool | None = None,
        spool_dir: str | None = None,
        spool_max_bytes: int = DEFAULT_MAX_BYTES,
        spool_name: str = "exporter",
        backoff: tuple[float, float] = (0.5, 30.0),
        batch_size: int = 500,
        timeout: float | None = None,
        replay_rate: float = DEFAULT_REPLAY_RATE,
    ) -> None:
        self.timeout = settings.db_timeout() if timeout is None else float(timeout)
        if not self.timeout > 0:
            raise ValueError("timeout must be > 0 seconds")
        if not replay_rate > 0:
            raise ValueError("replay_rate must be > 0 records per second")
        self._replay_rate = replay_rate
        self._store = store
        self._owns_store = store is None
        self._open_store = open_store or (lambda: _open_store(url, self.timeout))
        if store is not None:
            self._bound(store)
        directory = spool_dir or default_spool_dir(spool_name)
        self.spool = spool or Spool(directory, max_bytes=spool_max_bytes)
        self.rejected_spool = Spool(self.spool.directory / "rejected", max_bytes=spool_max_bytes)
        self._lock = threading.RLock()
        self._backoff_min, self._backoff_max = backoff
        self._backoff = 0.0
        self._retry_at = 0.0
        self._batch_size = batch_size
        self._written = 0
        self._spooled = 0
        self._replayed = 0
        self._dropped = 0
        self._rejected = 0
        self._down_logged = False
        self._commit_callbacks: list[Callable[[], None]] = []
        self._listening: Store | None = None
        self._reason: str | None = None
        # Separate workers: a replay batch in flight must not make a request's write
        # wait behind it and miss its own deadline.
        self._caller = DeadlineCaller(self.timeout, "ctxstore-db-write")
        self._replay_caller = DeadlineCaller(self.timeout, "ctxstore-db-replay")
        self._replay_lock = threading.Lock()  # one replay at a time (background or flush)
        self._open_lock = threading.Lock()
        self._wake = threading.Event()
        self._closed = threading.Event()
        self._replayer: threading.Thread | None = None
        if self.spool.has_pending():  # left by an earlier process (crash, outage)
            self._start_replayer()

    # -- commit notification ------------------------------------------------------

    def on_commit(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` (no arguments, on the writing thread) as each store transaction
        starts to commit, i.e. when the rows are sent and the database takes over.

        The receiver uses it to let the next request's decoding run during the commit.
        """
        with self._lock:
            self._commit_callbacks.append(callback)
            if self._store is not None:
                self._listen(self._store)

    def _listen(self, store: Store) -> None:
        if not self._commit_callbacks or self._listening is store:
            return
        self._unlisten()
        # a callback on the list make_engine's listener reads: adding an event listener to
        # an engine other threads use can break their transactions (db.engine._install_hooks)
        on_commit(store.engine, self._committing)
        self._listening = store

    def _unlisten(self) -> None:
        if self._listening is None:
            return
        remove_on_commit(self._listening.engine, self._committing)
        self._listening = None

    def _committing(self) -> None:
        for callback in self._commit_callbacks:
            callback()

    # -- state -----------------------------------------------------------------

    def stats(self) -> SinkStats:
        # Without the writer's lock: a write holds it for as long as the database
        # takes (a connect timeout when it is down), and /healthz and /metrics must
        # answer meanwhile. Each counter is one atomic read; a snapshot that is a
        # write behind on one of them is fine for counters.
        return SinkStats(
            written=self._written,
            spooled=self._spooled,
            replayed=self._replayed,
            dropped=self._dropped,
            rejected=self._rejected,
            pending_bytes=self.spool.pending_bytes(),
            store_available=self._retry_at == 0.0,
            reason=self._reason if self._retry_at else None,
            stuck_calls=self._caller.stuck() + self._replay_caller.stuck(),
        )

    def report_unavailable(self, exc: BaseException) -> None:
        """Count the store as unavailable because of ``exc`` (e.g. it failed to open at
        start-up), so health checks say so before the first write fails."""
        with self._lock:
            self._mark_down(exc)

    def _store_or_none(self) -> Store | None:
        # The write and the replay workers may both get here first; open one store.
        with self._open_lock:
            if self._store is None:
                store = self._open_store()
                self._bound(store)
                self._store = store
                self._listen(store)
            return self._store

    def _bound(self, store: Store) -> None:
        engine = getattr(store, "engine", None)
        if isinstance(engine, Engine):
            bound_write_operations(engine, self.timeout)

    def _abort(self, ident: int) -> None:
        """Break the connection a given-up call is stuck on (it runs on thread ``ident``)."""
        engine = getattr(self._store, "engine", None)
        if isinstance(engine, Engine):
            broken = abort_thread_connections(engine, ident)
            log.debug(
                "abandoned a database call after %g s (%d connection(s) broken)",
                self.timeout,
                broken,
            )

    def _mark_down(self, exc: BaseException) -> None:
        self._backoff = (
            self._backoff_min if self._backoff == 0 else min(self._backoff * 2, self._backoff_max)
        )
        self._retry_at = time.monotonic() + self._backoff
        self._reason = _one_line(exc)
        if not self._down_logged:
            log.warning(
                "ctxstore store unavailable (%s); spooling to %s and retrying in the background",
                _one_line(exc),
                self.spool.directory,
            )
            self._down_logged = True
        if self._owns_store and self._store is not None:
            # Drop pooled connections that died with the server.
            try:
                self._store.engine.dispose()
            except Exception:
                log.debug("engine dispose failed", exc_info=True)

    def _mark_up(self) -> None:
        if self._down_logged:
            log.warning("ctxstore store is reachable again; replaying the spool in the background")
        self._backoff = 0.0
        self._retry_at = 0.0
        self._reason = None
        self._down_logged = False

    # -- writing -----------------------------------------------------------------

    def _write_store(self, records: Sequence[AssemblyRecord], caller: DeadlineCaller) -> int:
        """Write to the store, each call under the deadline; poison records are set aside.

        Returns how many were set aside. Raises on store problems (incl. StoreTimeout).
        """

        def attempt(batch: Sequence[AssemblyRecord]) -> None:
            store = self._store_or_none()
            assert store is not None
            store.write(batch)

        try:
            caller.call(lambda: attempt(records), on_timeout=self._abort)
            return 0
        except Exception as exc:
            if not is_poison(exc):
                raise
            if len(records) == 1:
                log.error(
                    "the store refused span %s/%s (%s); set aside in %s",
                    records[0].trace_id,
                    records[0].span_id,
                    _one_line(exc),
                    self.rejected_spool.directory,
                )
                self.rejected_spool.append([set_aside_form(records[0])])
                self._rejected += 1
                return 1
        rejected = 0
        for record in records:
            rejected += self._write_store([record], caller)
        return rejected

    def write(self, records: Sequence[AssemblyRecord], *, force: bool = False) -> SinkResult:
        """Write ``records`` (one store transaction) or spool them; never raises.

        Bounded in time: one database call under the deadline at most, none while
        the spool holds records (they are appended behind them) or during the
        back-off. ``force`` replays the spool first, ignoring the back-off (as
        :meth:`flush`).
        """
        if force:
            self.flush()
        if not records:
            return SinkResult()
        with self._lock:
            if self._retry_at and time.monotonic() < self._retry_at:
                return self._to_spool(records)
            if self.spool.has_pending():
                return self._to_spool(records)
            try:
                rejected = self._write_store(records, self._caller)
            except Exception as exc:
                if not is_unavailable(exc):
                    log.error("unexpected error writing to the store; spooling", exc_info=True)
                self._mark_down(exc)
                return self._to_spool(records)
            self._mark_up()
            written = len(records) - rejected
            self._written += written
            return SinkResult(written=written, rejected=rejected)

    def run(self, fn: Callable[[Store], T]) -> T:
        """``fn(store)`` on the write worker, under the same deadline as a write.

        For work that has no spool to fall back on (the receiver's pending joins):
        raises when the store is unavailable or too slow, and the caller answers
        503 so the client retries.
        """

        def call() -> T:
            store = self._store_or_none()
            assert store is not None
            return fn(store)

        return self._caller.call(call, on_timeout=self._abort)

    def write_outcomes(
        self,
        outcomes: Sequence[OutcomeRecord],
        scores: Sequence[ScoreRecord] = (),
        *,
        force: bool = False,
    ) -> bool:
        """Write outcomes and scores to the store under the deadline; False when it is away.

        Not spooled: the spool's file format holds assemblies only. The receiver
        answers 503 on False (the client retries the request; replays are no-ops),
        the exporter keeps them for its next batch. ``force`` ignores the back-off.
        """
        if not outcomes and not scores:
            return True

        def attempt(i: int) -> None:
            store = self._store_or_none()
            assert store is not None
            store.write_outcomes_and_scores(
                outcomes[i : i + OUTCOME_CHUNK], scores[i : i + OUTCOME_CHUNK]
            )

        with self._lock:
            if not force and self._retry_at and time.monotonic() < self._retry_at:
                return False
            try:
                # Small transactions, each under the deadline: a record folds into ~20
                # rollup keys. A failure part-way is retried whole (replays are no-ops).
                for i in range(0, max(len(outcomes), len(scores)), OUTCOME_CHUNK):
                    self._caller.call(functools.partial(attempt, i), on_timeout=self._abort)
            except Exception as exc:
                if is_poison(exc):
                    log.error("the store refused a batch of outcomes: %s", _one_line(exc))
                    self._rejected += len(outcomes) + len(scores)
                    return True
                self._mark_down(exc)
                return False
            self._mark_up()
            return True

    def _to_spool(self, records: Sequence[AssemblyRecord]) -> SinkResult:
        if not records:
            return SinkResult()
        try:
            ok = self.spool.append(records)
        except OSError:
            log.error("could not append to the spool at %s", self.spool.directory, exc_info=True)
            ok = False
        self._start_replayer()
        if ok:
            self._spooled += len(records)
            return SinkResult(spooled=len(records))
        self._dropped += len(records)
        return SinkResult(dropped=len(records))

    # -- replay --------------------------------------------------------------------

    def notify(self) -> None:
        """Records were appended to :attr:`spool` directly: start (or wake) the replay."""
        self._start_replayer()

    def _start_replayer(self) -> None:
        self._wake.set()
        if self._replayer is not None or self._closed.is_set():
            return
        with self._lock:
            if self._replayer is None:
                self._replayer = threading.Thread(
                    target=self._replay_loop, name="ctxstore-spool-replay", daemon=True
                )
                self._replayer.start()

    def _replay_loop(self) -> None:
        while not self._closed.is_set():
            if not self.spool.has_pending():
                self._wake.wait(_REPLAY_IDLE)
                self._wake.clear()
                continue
            wait = self._retry_at - time.monotonic() if self._retry_at else 0.0
            if wait > 0:
                self._closed.wait(wait)
                continue
            try:
                self._replay(paced=True)
            except Exception:
                log.error("spool replay failed; retrying later", exc_info=True)
                self._closed.wait(_REPLAY_IDLE)
            # Let records gather: a spool fed continuously (DurableSpanProcessor) is
            # then written in batches, not one transaction per record.
            self._closed.wait(_REPLAY_GAP)

    def _replay(self, *, paced: bool) -> bool:
        """Replay the spool into the store; True when it got through everything."""

        def write(batch: Sequence[AssemblyRecord]) -> None:
            started = time.monotonic()
            rejected = self._write_store(batch, self._replay_caller)
            self._replayed += len(batch) - rejected
            self._mark_up()
            # Sleep off what the batch was allowed at the rate; stop early on close.
            pause = started + len(batch) / self._replay_rate - time.monotonic()
            if paced and self._closed.wait(max(0.0, pause)):
                raise _Closing

        with self._replay_lock:
            try:
                self.spool.replay(write, batch_size=self._batch_size)
            except _Closing:
                return False
            except Exception as exc:
                if not is_unavailable(exc):
                    log.error("unexpected error replaying the spool", exc_info=True)
                self._mark_down(exc)
                return False
            return True

    def flush(self) -> bool:
        """Replay the spool now, ignoring the back-off. True when nothing is left pending."""
        self._replay(paced=False)
        return not self.spool.has_pending()

    def close(self) -> None:
        self._closed.set()
        self._wake.set()
        replayer = self._replayer
        if replayer is not None:
            replayer.join(self.timeout + 1.0)
        with self._lock:
            self._unlisten()
            self._caller.close()
            self._replay_caller.close()
            self.spool.close()
            self.rejected_spool.close()
            if self._owns_store and self._store is not None:
                try:
                    self._store.close()
                except Exception:
                    log.debug("store close failed", exc_info=True)
                self._store = None


class _Closing(Exception):
    """Raised inside a paced replay to stop it when the writer closes."""


def set_aside_form(record: AssemblyRecord) -> AssemblyRecord:
    """``record`` as the rejected spool keeps it: no text, no redactions, no subject ID."""
    sections = tuple(dataclasses.replace(s, text=None, redactions=()) for s in record.sections)
    return dataclasses.replace(record, subject_id=None, content_captured=False, sections=sections)


def _open_store(url: str | None, timeout: float) -> Store:
    from ctxstore.store import Store, resolve_database_url

    return Store.open(with_socket_timeouts(resolve_database_url(url), timeout))


def _one_line(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}"
    first = text.strip().splitlines()[0] if text.strip() else type(exc).__name__
    return first[:300]


__all__ = [
    "SinkResult",
    "SinkStats",
    "SpoolingWriter",
    "is_poison",
    "is_unavailable",
    "set_aside_form",
    "with_connect_timeout",
]
