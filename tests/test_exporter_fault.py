"""Fault test with the real PostgreSQL: the exporter's database connection goes through a TCP
proxy that the test cuts (all connections closed, new ones refused) and restores during a steady
stream of assemblies. Every assembly must arrive exactly once, and assemble() in the emitting
thread must not slow down while the database is away."""

from __future__ import annotations

import statistics
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
from tests.fault_proxy import FaultProxy

pytestmark = pytest.mark.postgres


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
    proxy = FaultProxy(("127.0.0.1", 5432))
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
    proxy.refuse()
    run_for(3.0)
    phase = "after"
    proxy.heal()
    run_for(1.5)
    tp.shutdown()  # flushes the processor; the exporter's shutdown replays the spool
    proxy.close()

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
    # On the request path every call would wait on the refused connection, so the p99 is
    # judged, not the single worst call: under CI one call in ~400 stalled 0.65 s while the
    # other worker trained the screening model (2026-12-07), with the database nowhere near it.
    assert p99["outage"] < 0.5, f"p99 {p99['outage']:.3f} s, worst {worst['outage']:.3f} s"
