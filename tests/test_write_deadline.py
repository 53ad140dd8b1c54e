"""Every write-path database call is bounded by a deadline the writer enforces itself.

The hung database is real: PostgreSQL behind a proxy that swallows bytes (a
partition behind a middlebox that keeps the connection open and acknowledges
data), and SQLite with its write lock held by another connection. In both, a
write must come back (spooled) within the documented bound, ``/healthz`` must say
the store is unhealthy and why, and everything must be stored exactly once after
the fault ends.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Callable, Iterator

import pytest
from sqlalchemy import text
from starlette.testclient import TestClient

from ctxstore import settings
from ctxstore.delivery.deadline import MAX_ABANDONED, DeadlineCaller, StoreTimeout
from ctxstore.delivery.sink import SpoolingWriter
from ctxstore.errors import ConfigError
from ctxstore.receiver.app import ReceiverConfig, create_app
from ctxstore.retention import RetentionPolicy
from ctxstore.store import Store
from tests.fault_proxy import FaultProxy
from tests.telemetry_support import make_record, otlp_body

TIMEOUT = 1.0
TOKEN = "deadline-token"
PB = {"content-type": "application/x-protobuf", "authorization": f"Bearer {TOKEN}"}


def wait_until(condition: Callable[[], bool], timeout: float = 15.0) -> None:
    end = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < end, "condition not met in time"
        time.sleep(0.02)


def stored_span_ids(url: str) -> list[str]:
    with Store.open(url) as store, store.engine.connect() as c:
        return [r[0] for r in c.execute(text("select span_id from assemblies"))]


# -- the deadline itself ---------------------------------------------------------------


def test_a_call_past_its_deadline_is_abandoned_and_the_next_gets_a_fresh_worker():
    caller = DeadlineCaller(0.2)
    release = threading.Event()
    aborted: list[int] = []
    t0 = time.monotonic()
    with pytest.raises(StoreTimeout, match=r"did not answer within 0\.2 s"):
        caller.call(lambda: release.wait(30), on_timeout=aborted.append)
    assert time.monotonic() - t0 < 1.0
    assert len(aborted) == 1, "the stuck call's thread was not handed over to be broken"
    assert caller.stuck() == 1
    assert caller.call(lambda: 42) == 42  # not queued behind the stuck call
    release.set()
    wait_until(lambda: caller.stuck() == 0)
    caller.close()


def test_an_error_raised_by_the_call_is_not_mistaken_for_the_deadline():
    caller = DeadlineCaller(5.0)

    def fails() -> None:
        raise TimeoutError("the driver's own timeout")

    with pytest.raises(TimeoutError, match="driver's own") as info:
        caller.call(fails)
    assert not isinstance(info.value, StoreTimeout)
    caller.close()


def test_calls_are_refused_at_once_while_too_many_abandoned_calls_are_stuck():
    caller = DeadlineCaller(0.05)
    release = threading.Event()
    for _ in range(MAX_ABANDONED):
        with pytest.raises(StoreTimeout):
            caller.call(lambda: release.wait(30))
    t0 = time.monotonic()
    with pytest.raises(StoreTimeout, match="still stuck"):
        caller.call(lambda: 1)
    assert time.monotonic() - t0 < 0.05  # refused without waiting for another deadline
    release.set()
    wait_until(lambda: caller.stuck() == 0)
    assert caller.call(lambda: 1) == 1
    caller.close()


@pytest.mark.parametrize(
    ("raw", "expected"),
    [("", settings.DEFAULT_DB_TIMEOUT), ("0.5", 0.5), ("3", 3.0)],
    ids=["unset", "fraction", "integer"],
)
def test_db_timeout_from_the_environment(monkeypatch, raw, expected):
    monkeypatch.setenv(settings.DB_TIMEOUT, raw)
    assert settings.db_timeout() == expected


@pytest.mark.parametrize("raw", ["soon", "0", "-1", "inf", "nan"], ids=str)
def test_a_malformed_db_timeout_names_the_variable(monkeypatch, raw):
    monkeypatch.setenv(settings.DB_TIMEOUT, raw)
    with pytest.raises(ConfigError, match=settings.DB_TIMEOUT):
        settings.db_timeout()
    # and the writer refuses to start with it, instead of running unbounded
    with pytest.raises(ConfigError, match=settings.DB_TIMEOUT):
        SpoolingWriter(spool_dir="unused")


# -- a real hung database ---------------------------------------------------------------


class Hang:
    """Hangs one engine's write path for real, and undoes it."""

    def __init__(self, engine: str, url: str, tmp_path) -> None:
        self.engine = engine
        self.url = url
        self._proxy: FaultProxy | None = None
        self._locker: sqlite3.Connection | None = None
        if engine == "postgresql":
            self._proxy = FaultProxy(("127.0.0.1", 5432))
            self.url = url.replace("127.0.0.1:5432", self._proxy.url_host)

    def start(self) -> None:
        if self._proxy is not None:
            self._proxy.blackhole()
        else:
            path = self.url.removeprefix("sqlite:///")
            self._locker = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            self._locker.execute("BEGIN EXCLUSIVE")  # holds the write lock until stop()

    def stop(self) -> None:
        if self._proxy is not None:
            self._proxy.heal()
        elif self._locker is not None:
            self._locker.execute("ROLLBACK")
            self._locker.close()
            self._locker = None

    def close(self) -> None:
        self.stop()
        if self._proxy is not None:
            self._proxy.close()


@pytest.fixture
def hang(db_url, tmp_path) -> Iterator[Hang]:
    Store.open(db_url, migrate=True).close()
    h = Hang("sqlite" if db_url.startswith("sqlite") else "postgresql", db_url, tmp_path)
    yield h
    h.close()


def test_a_hung_database_is_detected_within_the_bound_and_nothing_is_lost(hang, db_url, tmp_path):
    sink = SpoolingWriter(
        url=hang.url, spool_dir=str(tmp_path / "spool"), timeout=TIMEOUT, backoff=(0.2, 0.5)
    )
    records = [make_record(i) for i in range(30)]
    assert sink.write(records[:10]).written == 10
    hang.start()
    latencies = []
    for r in records[10:20]:
        t0 = time.monotonic()
        result = sink.write([r])
        latencies.append(time.monotonic() - t0)
        assert result.spooled == 1 and result.written == 0
    assert max(latencies) <= TIMEOUT + 1.0, f"a write waited {max(latencies):.2f} s"
    stats = sink.stats()
    assert stats.store_available is False
    assert stats.reason is not None
    # The given-up calls were broken (socket shut down / SQLite interrupted), not left
    # blocked: with the partition still on, nothing else would ever wake them.
    wait_until(lambda: sink.stats().stuck_calls == 0, timeout=TIMEOUT + 2)
    hang.stop()
    for r in records[20:]:
        assert sink.write([r]).dropped == 0
    wait_until(lambda: sink.stats().pending_bytes == 0 and sink.stats().store_available)
    sink.close()
    stored = stored_span_ids(db_url)
    assert sorted(stored) == sorted(r.span_id for r in records), "lost or duplicated"


def test_healthz_says_unhealthy_with_the_reason_while_writes_hang(hang, tmp_path):
    sink = SpoolingWriter(
        url=hang.url, spool_dir=str(tmp_path / "spool"), timeout=TIMEOUT, backoff=(5.0, 5.0)
    )
    client = TestClient(create_app(sink, ReceiverConfig(token=TOKEN), RetentionPolicy()))
    assert client.post("/v1/traces", content=otlp_body([make_record(1)]), headers=PB).is_success
    assert client.get("/healthz").status_code == 200
    hang.start()
    t0 = time.monotonic()
    response = client.post("/v1/traces", content=otlp_body([make_record(2)]), headers=PB)
    assert response.status_code == 200  # accepted: it is in the spool
    assert time.monotonic() - t0 <= TIMEOUT + 1.0
    health = client.get("/healthz")
    assert health.status_code == 503
    body = health.json()
    assert body["status"] == "unhealthy" and body["store_available"] is False
    assert body["reason"]  # e.g. "StoreTimeout: the database did not answer within 1 s"
    assert body["spool_pending_bytes"] > 0
    hang.stop()
    assert sink.flush() is True
    assert client.get("/healthz").status_code == 200
    sink.close()


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        (
            "postgresql+psycopg://u@db/x",
            {"connect_timeout": "2", "keepalives_idle": "2", "tcp_user_timeout": "2000"},
        ),
        ("postgresql+psycopg://u@db/x?connect_timeout=9", {"connect_timeout": "9"}),
    ],
    ids=["added", "url-wins"],
)
def test_socket_timeouts_are_added_to_postgresql_urls(url, expected):
    from sqlalchemy.engine import make_url

    from ctxstore.db.engine import with_socket_timeouts

    query = make_url(with_socket_timeouts(url, 2.0)).query
    assert {k: query[k] for k in expected} == expected
    assert query["keepalives"] == "1"


def test_sqlite_urls_are_left_alone():
    from ctxstore.db.engine import with_socket_timeouts

    assert with_socket_timeouts("sqlite:///x.db", 2.0) == "sqlite:///x.db"


def test_a_store_shared_with_other_threads_gets_no_new_listeners_when_the_sink_binds_it(
    sqlite_url, tmp_path
):
    """SQLAlchemy's event registration races with dispatch on other threads ("deque mutated
    during iteration" failed a reader's transaction in CI): the sink, which bounds its writes
    and listens for commits only once the database is back, must not register listeners on
    an engine that is already in use, and its bound and commit hook must still work."""
    store = Store.open(sqlite_url)
    engine = store.engine

    def counts() -> tuple[int, ...]:
        pool = engine.pool.dispatch
        return (len(engine.dispatch.begin), len(engine.dispatch.commit), len(pool.checkout),
                len(pool.checkin))  # fmt: skip

    before = counts()
    commits: list[int] = []
    sink = SpoolingWriter(open_store=lambda: store, spool_dir=str(tmp_path / "spool"))
    sink.on_commit(lambda: commits.append(1))
    sink.write([make_record(1)])
    assert counts() == before
    assert commits, "the commit hook was not called"
    # the bound is in force for write transactions: SQLite's busy timeout is the sink's
    with engine.connect().execution_options(ctxstore_write=True) as conn, conn.begin():
        busy = conn.exec_driver_sql("PRAGMA busy_timeout").scalar_one()
    assert busy == round(sink.timeout * 1000)
    sink.close()
    store.close()
