"""Fault test with the real PostgreSQL: the exporter's database connection goes through a TCP
proxy that the test cuts (all connections closed, new ones refused) and restores during a steady
stream of assemblies. Every assembly must arrive exactly once, and assemble() in the emitting
thread must not slow down while the database is away."""

from __future__ import annotations

import contextlib
import socket
import statistics
import threading
import time

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from sqlalchemy import text

from ctxstore.assembler import assemble
from ctxstore.assembly.sections import Section, Source
from ctxstore.retention import RetentionPolicy, fingerprint
from ctxstore.store import Store
from ctxstore.telemetry.exporter import StoreSpanExporter

pytestmark = pytest.mark.postgres


class TcpProxy:
    """A loopback TCP forwarder that can be cut and restored on the same port."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self._lock = threading.Lock()
        self._conns: list[socket.socket] = []
        self._listener: socket.socket | None = None
        self.port = 0
        self.restore()

    def restore(self) -> None:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", self.port))
        sock.listen(64)
        self.port = sock.getsockname()[1]
        self._listener = sock
        threading.Thread(target=self._accept, args=(sock,), daemon=True).start()

    def cut(self) -> None:
        with self._lock:
            listener, self._listener = self._listener, None
            conns, self._conns = self._conns, []
        if listener is not None:
            listener.close()  # new connections are refused
        for c in conns:
            with contextlib.suppress(OSError):
                c.shutdown(socket.SHUT_RDWR)
            c.close()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            with self._lock:
                if self._listener is not listener:
                    client.close()
                    upstream.close()
                    return
                self._conns += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    @staticmethod
    def _pump(src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)


def _sections(i: int) -> list[Section]:
    return [
        Section.system("You are the checkout assistant. Be brief."),
        Section.memory(
            "memory:policy",
            "Refunds over $200 need a human.",
            source=Source(path="memory/policy.md"),
        ),
        Section.document(
            f"doc:{i % 7}",
            f"Order {i} shipped on day {i % 5}.",
            source=Source(path=f"kb/orders/{i % 7}.md", start_line=1, end_line=2),
        ),
        Section.ask(f"Where is order {i}?"),
    ]


def _p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100)[98] if len(values) >= 2 else max(values, default=0)


def test_outage_loses_nothing_and_does_not_slow_assemble(pg_url, tmp_path):
    Store.open(pg_url, migrate=True).close()
    proxy = TcpProxy(("127.0.0.1", 5432))
    proxy_url = pg_url.replace("127.0.0.1:5432", f"127.0.0.1:{proxy.port}")
    exporter = StoreSpanExporter(url=proxy_url, spool_dir=tmp_path / "spool", backoff=(0.2, 1.0))
    tp = TracerProvider()
    tp.add_span_processor(BatchSpanProcessor(exporter, schedule_delay_millis=100))
    policy = RetentionPolicy(sample_rate=0.5)

    emitted: list[str] = []
    latency: dict[str, list[float]] = {"before": [], "outage": [], "after": []}
    phase = "before"
    i = 0

    def run_for(seconds: float) -> None:
        nonlocal i
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            t0 = time.perf_counter()
            result = assemble(
                _sections(i),
                model="gpt-4o",
                template_version="v1",
                policy=policy,
                tracer_provider=tp,
            )
            latency[phase].append(time.perf_counter() - t0)
            emitted.append(result.root_fingerprint)
            i += 1
            time.sleep(0.005)

    run_for(1.5)
    phase = "outage"
    proxy.cut()
    run_for(3.0)
    phase = "after"
    proxy.restore()
    run_for(1.5)
    tp.shutdown()  # flushes the processor; the exporter's shutdown replays the spool
    proxy.cut()

    stats = exporter.stats()
    store = Store.open(pg_url)
    with store.engine.connect() as c:
        rows = c.execute(text("select root_fingerprint, span_id from assemblies")).fetchall()
    store.close()
    assert stats.sink.spooled > 0, "the outage was never noticed"
    assert len(rows) == len(emitted), f"{len(rows)} stored for {len(emitted)} emitted"
    assert len({r[1] for r in rows}) == len(rows)
    # What assemble() returned, in the keyed form the store holds.
    assert sorted(r[0] for r in rows) == sorted(fingerprint(policy, e) for e in emitted)
    worst = {k: max(v) for k, v in latency.items()}
    p99 = {k: _p99(v) for k, v in latency.items()}
    print(
        f"\nassemble() latency p99 ms: before {p99['before'] * 1e3:.2f}, outage "
        f"{p99['outage'] * 1e3:.2f}, after {p99['after'] * 1e3:.2f}; max ms: "
        f"{ {k: round(v * 1e3, 2) for k, v in worst.items()} }; emitted {len(emitted)}, "
        f"spooled {stats.sink.spooled}, replayed {stats.sink.replayed}"
    )
    # Generous bound, not a benchmark: the outage must not put the database on the request path.
    assert worst["outage"] < 0.5
