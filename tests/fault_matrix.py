"""The fault matrix: each case plays one fault against real processes and databases and
returns what was acknowledged and what was stored.

Used by ``tests/test_fault_matrix.py`` (short runs, asserted) and
``benchmarks/bench_faults.py`` (longer runs, printed as the README's table). Every
case has the same shape: traffic before the fault, traffic during it, the fault
ends, the system recovers on its own (a restarted process, a healed network), and
then the store is compared with what the clients were told had been accepted.

Acknowledged means: for ``ctxstore serve``, a 200 answer to the sender; for a writer
process, ``SpoolingWriter.write`` returned without dropping; for a service,
``assemble()`` returned. Latency is that of each request (each attempt, for a
sender that retries) started during the fault.
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import httpx
from sqlalchemy import text

from ctxstore.delivery.spool import Spool
from ctxstore.store import Store
from tests.fault_harness import Emitter, Serve, p99, stored_roots, wait_until
from tests.fault_proxy import FaultProxy
from tests.telemetry_support import make_record, otlp_body

PB = {"content-type": "application/x-protobuf"}


@dataclass
class Scale:
    before: float = 1.0  # seconds of traffic before the fault
    fault: float = 4.0  # seconds the fault lasts
    senders: int = 4
    batch: int = 5  # spans per request
    kills: int = 300  # acknowledgements before a kill -9
    db_timeout: float = 1.0  # CTXSTORE_DB_TIMEOUT for the processes under test


@dataclass
class Row:
    case: str
    engine: str
    acknowledged: int = 0
    stored: int = 0
    lost: int = 0
    duplicated: int = 0
    p99_fault: float | None = None  # seconds; None when the case has no requests in the fault
    max_fault: float | None = None
    notes: list[str] = field(default_factory=list)

    def line(self) -> str:
        lat = "—" if self.p99_fault is None else f"{self.p99_fault:.2f} s"
        worst = "" if self.max_fault is None else f" (max {self.max_fault:.2f} s)"
        return (
            f"| {self.case} | {self.engine} | {self.acknowledged} | {self.stored} | "
            f"{self.lost} | {self.duplicated} | {lat}{worst} |"
        )


def stored_spans(url: str) -> list[str]:
    with Store.open(url) as store, store.engine.connect() as c:
        return [r[0] for r in c.execute(text("select span_id from assemblies"))]


def _count(row: Row, acked: list[str], stored: list[str]) -> Row:
    seen = set(stored)
    row.acknowledged, row.stored = len(acked), len(stored)
    row.lost = sum(1 for a in set(acked) if a not in seen)
    row.duplicated = len(stored) - len(seen)
    return row


# -- senders: OTLP clients that retry like the SDK's exporter ------------------------------


class Senders:
    """``n`` threads posting OTLP bodies to a receiver; a body is retried (same spans)
    on connection errors and 503 until it gets an answer, as OTLP exporters do."""

    def __init__(self, base: str, n: int, batch: int) -> None:
        self.base, self.batch = base, batch
        self.acked: list[str] = []
        self.attempts: list[tuple[float, float]] = []  # (started, seconds)
        self.failures: list[str] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._run, daemon=True) for _ in range(n)]

    def start(self) -> Senders:
        for t in self._threads:
            t.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(60)

    def _run(self) -> None:
        with httpx.Client(timeout=60) as client:
            while not self._stop.is_set():
                records = [make_record(i) for i in range(self.batch)]
                body = otlp_body(records)
                while True:
                    started = time.monotonic()
                    try:
                        r = client.post(f"{self.base}/v1/traces", content=body, headers=PB)
                        status = r.status_code
                    except httpx.TransportError:
                        status = 0
                    with self._lock:
                        self.attempts.append((started, time.monotonic() - started))
                    if status == 200:
                        with self._lock:
                            self.acked += [rec.span_id for rec in records]
                        break
                    if status not in (0, 503):
                        with self._lock:
                            self.failures.append(f"HTTP {status}")
                        break
                    time.sleep(0.1)  # retry the same spans
                time.sleep(0.01)

    def latencies(self, start: float, end: float) -> list[float]:
        """Attempts that overlapped the window ``[start, end)``, incl. those in flight
        when the fault began (those are the ones a hang holds up)."""
        with self._lock:
            return [d for s, d in self.attempts if s < end and s + d > start]


def _latency(row: Row, values: list[float]) -> None:
    if values:
        row.p99_fault, row.max_fault = p99(values), max(values)


# -- faults in front of `ctxstore serve` ------------------------------------------------------


class _SqliteLock:
    """The SQLite equivalent of a hung server: another process holds the write lock."""

    def __init__(self, url: str) -> None:
        self.path = url.removeprefix("sqlite:///")
        self.conn: sqlite3.Connection | None = None

    def start(self) -> None:
        self.conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.conn.execute("BEGIN EXCLUSIVE")

    def stop(self) -> None:
        if self.conn is not None:
            self.conn.execute("ROLLBACK")
            self.conn.close()
            self.conn = None


def serve_case(case: str, engine: str, db_url: str, tmp: Path, scale: Scale) -> Row:
    """refused | hung | cut | kill-serve, with senders in front of a real receiver."""
    Store.open(db_url, migrate=True).close()
    row = Row(case, engine)
    proxy = FaultProxy(("127.0.0.1", 5432)) if engine == "postgresql" else None
    url = db_url.replace("127.0.0.1:5432", proxy.url_host) if proxy else db_url
    env = {"CTXSTORE_DB_TIMEOUT": str(scale.db_timeout)}
    home = tmp / "serve-home"
    serve = Serve(url, home, "--decode-workers", "0", env=env)
    serve.wait_ready()
    senders = Senders(serve.base, scale.senders, scale.batch).start()
    lock = _SqliteLock(db_url) if engine == "sqlite" else None
    try:
        time.sleep(scale.before)
        fault_start = time.monotonic()
        fault_end = fault_start + scale.fault
        if case == "refused":
            assert proxy is not None
            proxy.refuse()
            time.sleep(scale.fault)
            proxy.heal()
        elif case == "hung":
            if proxy is not None:
                proxy.blackhole()
            else:
                assert lock is not None
                lock.start()
            time.sleep(scale.fault)
            if proxy is not None:
                proxy.heal()
            else:
                assert lock is not None
                lock.stop()
        elif case == "cut":
            assert proxy is not None
            while time.monotonic() < fault_end:
                proxy.cut()  # resets every connection, mid-transaction or not
                time.sleep(0.2)
        elif case == "kill-serve":
            serve.kill9()
            time.sleep(1.0)
            serve = Serve(url, home, "--decode-workers", "0", env=env, port=serve.port)
            serve.wait_ready()
            time.sleep(max(0.0, fault_end - time.monotonic()))
        else:
            raise ValueError(case)
        fault_end = time.monotonic()
        time.sleep(scale.before)
        senders.stop()
        _latency(row, senders.latencies(fault_start, fault_end))
        row.notes += senders.failures
        wait_until(
            lambda: len(set(stored_spans(db_url))) >= len(set(senders.acked)),
            timeout=120,
            what="every acknowledged span stored",
        )
    finally:
        senders.stop()
        if lock is not None:
            lock.stop()
        serve.stop()
        if proxy is not None:
            proxy.close()
    return _count(row, senders.acked, stored_spans(db_url))


def kill_serve_stock_sdk_case(engine: str, db_url: str, tmp: Path, scale: Scale) -> Row:
    """kill -9 of ``serve`` under a service using the stock SDK's OTLP/HTTP exporter,
    which retries connection errors for up to 10 s; serve is back well within that."""
    Store.open(db_url, migrate=True).close()
    row = Row("kill -9 serve (stock OTLP exporter)", engine)
    token = "matrix-token"
    home = tmp / "serve-home"
    serve = Serve(db_url, home, "--decode-workers", "0", token=token)
    serve.wait_ready()
    emitter = Emitter(
        "otlp", f"{serve.base}/v1/traces {token}", tmp / "unused", count=scale.kills * 3
    )
    try:
        emitter.wait_acks(scale.kills)
        serve.kill9()
        time.sleep(1.0)
        serve = Serve(db_url, home, "--decode-workers", "0", token=token, port=serve.port)
        serve.wait_ready()
        acked = emitter.finish()
        gave_up = ("Failed to export", "dropping Span")
        failed = [x for x in emitter.stderr().splitlines() if any(g in x for g in gave_up)]
        # The sender gave up or dropped: not the receiver's loss, but a loss; say so.
        row.notes += [f"sender: {x}" for x in failed[:3]]
        wait_until(
            lambda: len(stored_roots(db_url)) >= len(acked) or bool(failed),
            timeout=120,
            what="every acknowledged assembly stored",
        )
    finally:
        if emitter.proc.poll() is None:
            emitter.kill9()
        serve.stop()
    _latency(row, emitter.latencies)
    return _count(row, acked, stored_roots(db_url))


# -- kill -9 of the writer, the service, the replay -----------------------------------------

WRITER = textwrap.dedent(
    """
    import sys, time
    from ctxstore.delivery.sink import SpoolingWriter
    from tests.telemetry_support import make_record
    url, spool_dir = sys.argv[1:3]
    sink = SpoolingWriter(url=url, spool_dir=spool_dir)
    i = 0
    while True:
        records = [make_record(i + j) for j in range(5)]
        t0 = time.perf_counter()
        result = sink.write(records)
        took = time.perf_counter() - t0
        if not result.dropped:
            for r in records:
                sys.stdout.write(f"ack {r.span_id} {took:.6f}\\n")
            sys.stdout.flush()
        i += 5
    """
)

REPLAYER = textwrap.dedent(
    """
    import sys, time
    from ctxstore.delivery.sink import SpoolingWriter
    url, spool_dir = sys.argv[1:3]
    sink = SpoolingWriter(url=url, spool_dir=spool_dir, replay_rate=300.0, batch_size=20)
    time.sleep(600)  # the background replay does the work; the test kills us
    """
)


def _script(source: str, *args: str, cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", source, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=str(cwd),
    )


def _survivor_drains(db_url: str, spool: Path) -> None:
    """A new process on the same spool writes what the dead one left."""
    from ctxstore.delivery.sink import SpoolingWriter

    sink = SpoolingWriter(url=db_url, spool_dir=str(spool))
    assert sink.flush(), "the spool did not drain"
    sink.close()


def kill_writer_case(engine: str, db_url: str, tmp: Path, scale: Scale) -> Row:
    Store.open(db_url, migrate=True).close()
    row = Row("kill -9 writer", engine)
    spool = tmp / "writer-spool"
    proc = _script(WRITER, db_url, str(spool), cwd=Path(__file__).resolve().parents[1])
    acked: list[str] = []
    took: list[float] = []
    assert proc.stdout is not None
    for line in proc.stdout:
        _, span, t = line.split()
        acked.append(span)
        took.append(float(t))
        if len(acked) >= scale.kills:
            break
    proc.kill()
    proc.wait(10)
    # Lines written before the kill but not read yet are acknowledgements too.
    for line in proc.stdout.read().splitlines():
        if line.startswith("ack "):
            acked.append(line.split()[1])
    _survivor_drains(db_url, spool)
    _latency(row, took[1:])  # the first write also opens the store
    return _count(row, acked, stored_spans(db_url))


def kill_service_case(engine: str, db_url: str, tmp: Path, scale: Scale) -> Row:
    from ctxstore.telemetry.processor import DurableSpanProcessor

    Store.open(db_url, migrate=True).close()
    row = Row("kill -9 service (DurableSpanProcessor)", engine)
    spool = tmp / "service-spool"
    emitter = Emitter("durable", db_url, spool)
    emitter.wait_acks(scale.kills)
    acked = emitter.kill9()
    survivor = DurableSpanProcessor(url=db_url, spool_dir=spool)
    assert survivor.force_flush()
    survivor.shutdown()
    _latency(row, emitter.latencies)
    stored = stored_roots(db_url)
    return _count(row, acked, stored)


def kill_replay_case(engine: str, db_url: str, tmp: Path, scale: Scale) -> Row:
    Store.open(db_url, migrate=True).close()
    row = Row("kill -9 replay", engine)
    spool_dir = tmp / "replay-spool"
    spool = Spool(spool_dir)
    records = [make_record(i) for i in range(scale.kills)]
    for i in range(0, len(records), 50):
        assert spool.append(records[i : i + 50])
    spool.close()
    acked = [r.span_id for r in records]
    proc = _script(REPLAYER, db_url, str(spool_dir), cwd=Path(__file__).resolve().parents[1])
    try:
        wait_until(
            lambda: len(stored_spans(db_url)) >= len(records) // 4,
            timeout=120,
            what="a quarter of the spool replayed",
        )
    finally:
        proc.kill()
        proc.wait(10)
    row.notes.append(f"killed after {len(stored_spans(db_url))} of {len(records)} replayed")
    _survivor_drains(db_url, spool_dir)
    return _count(row, acked, stored_spans(db_url))


CASES: dict[str, Callable[[str, str, Path, Scale], Row]] = {
    "refused": lambda e, u, t, s: serve_case("refused", e, u, t, s),
    "hung": lambda e, u, t, s: serve_case("hung", e, u, t, s),
    "cut": lambda e, u, t, s: serve_case("cut", e, u, t, s),
    "kill-serve": lambda e, u, t, s: serve_case("kill-serve", e, u, t, s),
    "kill-serve-stock-sdk": kill_serve_stock_sdk_case,
    "kill-writer": kill_writer_case,
    "kill-service": kill_service_case,
    "kill-replay": kill_replay_case,
}
#: Cases that need a server between the client and the data (no SQLite equivalent).
SERVER_ONLY = {"refused", "cut"}
