"""Processes and bookkeeping shared by the fault-matrix tests and ``benchmarks/bench_faults.py``.

An *emitter* is a separate process playing the service: it calls ``assemble()`` in
a loop and prints ``ack <root fingerprint>`` on stdout each time ``assemble()``
returned, i.e. each assembly the service considers done. Killing it with SIGKILL
and comparing the acknowledged fingerprints with the stored ones is how a test
counts lost and duplicated assemblies.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import text

from ctxstore.store import Store

EMITTER = textwrap.dedent(
    """
    import sys, time
    from opentelemetry.sdk.trace import TracerProvider
    from ctxstore.assembler import assemble
    from ctxstore.assembly.sections import Section, Source

    mode, target, spool_dir, count, tag = sys.argv[1:6]
    provider = TracerProvider()
    if mode == "durable":
        from ctxstore.telemetry.processor import DurableSpanProcessor
        provider.add_span_processor(DurableSpanProcessor(url=target, spool_dir=spool_dir))
    elif mode == "batch":
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
        from ctxstore.telemetry.exporter import StoreSpanExporter
        provider.add_span_processor(
            BatchSpanProcessor(StoreSpanExporter(url=target, spool_dir=spool_dir)))
    else:  # otlp: a stock OTLP/HTTP exporter to `ctxstore serve`, retrying as OTLP does
        from opentelemetry.sdk.trace.export import BatchSpanProcessor
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        endpoint, token = target.split(" ")
        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(
            endpoint=endpoint, headers={"authorization": f"Bearer {token}"}),
            schedule_delay_millis=100))
    out = sys.stdout
    i = 0
    while i < int(count) or int(count) == 0:
        result = assemble(
            [
                Section.system("You are the checkout assistant. Be brief."),
                Section.document(f"doc:{i % 7}", f"Order {i} shipped on day {i % 5}.",
                                 source=Source(path=f"kb/orders/{i % 7}.md")),
                Section.ask(f"Where is order {tag}-{i}?"),
            ],
            model="gpt-4o", template_version="v1", tracer_provider=provider,
        )
        out.write(f"ack {result.root_fingerprint}\\n")
        out.flush()
        i += 1
        time.sleep(0.002)
    provider.shutdown()
    out.write("done\\n")
    out.flush()
    """
)


class Emitter:
    """An emitting service in its own process; collects its acknowledgements."""

    def __init__(self, mode: str, target: str, spool_dir: Path, *, count: int = 0, tag: str = "e"):
        env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
        self.proc = subprocess.Popen(
            [sys.executable, "-c", EMITTER, mode, target, str(spool_dir), str(count), tag],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            text=True,
        )
        self.acked: list[str] = []
        self.done = threading.Event()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line.startswith("ack "):
                self.acked.append(line[4:].strip())
            elif line.strip() == "done":
                self.done.set()

    def wait_acks(self, n: int, timeout: float = 60.0) -> None:
        wait_until(lambda: len(self.acked) >= n or self.proc.poll() is not None, timeout)
        if len(self.acked) < n:
            raise AssertionError(f"emitter died: {self.stderr()}")

    def kill9(self) -> list[str]:
        """SIGKILL the service; the assemblies it acknowledged before dying."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self._reader.join(5)
        return list(self.acked)

    def finish(self, timeout: float = 120.0) -> list[str]:
        self.proc.wait(timeout)
        self._reader.join(5)
        if self.proc.returncode != 0:
            raise AssertionError(f"emitter failed: {self.stderr()}")
        return list(self.acked)

    def stderr(self) -> str:
        assert self.proc.stderr is not None
        try:
            return self.proc.stderr.read()[-3000:]
        except ValueError:
            return ""


def wait_until(condition: Callable[[], bool], timeout: float = 30.0, step: float = 0.02) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError("condition not met in time")
        time.sleep(step)


def stored_roots(url: str) -> list[str]:
    with Store.open(url) as store, store.engine.connect() as c:
        return [r[0] for r in c.execute(text("select root_fingerprint from assemblies"))]


def tally(acked: list[str], stored: list[str]) -> dict[str, int]:
    """acknowledged / stored / lost (acknowledged, not stored) / duplicated (stored twice)."""
    seen = set(stored)
    return {
        "acknowledged": len(acked),
        "stored": len(stored),
        "lost": sum(1 for a in set(acked) if a not in seen),
        "duplicated": len(stored) - len(seen),
    }


def p99(values: list[float]) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
