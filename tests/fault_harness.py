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

from ctxstore.db.keyring import keyed_digest
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
        # A 30 s retry budget (the default is 10 s) and a queue that holds the outage
        # (the default 2,048 spans overflow while the exporter backs off, up to 8 s
        # between attempts): the case is about the receiver, so the sender must not
        # drop spans itself while the receiver restarts.
        provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(
            endpoint=endpoint, headers={"authorization": f"Bearer {token}"}, timeout=30),
            schedule_delay_millis=100, max_queue_size=100_000))
    out = sys.stdout
    i = 0
    while i < int(count) or int(count) == 0:
        t0 = time.perf_counter()
        result = assemble(
            [
                Section.system("You are the checkout assistant. Be brief."),
                Section.document(f"doc:{i % 7}", f"Order {i} shipped on day {i % 5}.",
                                 source=Source(path=f"kb/orders/{i % 7}.md")),
                Section.ask(f"Where is order {tag}-{i}?"),
            ],
            model="gpt-4o", template_version="v1", tracer_provider=provider,
        )
        out.write(f"ack {result.root_fingerprint} {time.perf_counter() - t0:.6f}\\n")
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
        self.latencies: list[float] = []  # seconds per assemble() call
        self.done = threading.Event()
        self._err: list[str] = []
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        # Drained all along: a full stderr pipe would block the emitter mid-run.
        self._err_reader = threading.Thread(target=self._read_err, daemon=True)
        self._err_reader.start()

    def _read_err(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self._err.append(line)

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line.startswith("ack "):
                _, root, took = line.split()
                # assemble() prints the plain fingerprint; the store holds it keyed
                # with the secret every process of the test shares.
                self.acked.append(keyed_digest(os.environ["CTXSTORE_HMAC_KEY"].encode(), root))
                self.latencies.append(float(took))
            elif line.strip() == "done":
                self.done.set()

    def wait_acks(self, n: int, timeout: float = 60.0) -> None:
        wait_until(
            lambda: len(self.acked) >= n or self.proc.poll() is not None,
            timeout,
            what=f"{n} acknowledgements from the emitter",
        )
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
        if self.proc.poll() is not None:
            self._err_reader.join(5)
        return "".join(self._err)[-20000:]


def wait_until(
    condition: Callable[[], bool], timeout: float = 30.0, step: float = 0.02, what: str = ""
) -> None:
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"not met within {timeout:g} s: {what or condition}")
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


def free_port(host: str = "127.0.0.1") -> int:
    import socket

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def ctxstore_bin() -> str:
    import shutil

    exe = Path(sys.executable).with_name("ctxstore")
    return str(exe) if exe.exists() else shutil.which("ctxstore") or "ctxstore"


class Serve:
    """``ctxstore serve`` in its own process, on loopback, without auth unless a token is given."""

    def __init__(
        self,
        db_url: str,
        home: Path,
        *extra: str,
        host: str = "127.0.0.1",
        token: str | None = None,
        port: int | None = None,
        env: dict[str, str] | None = None,
    ) -> None:
        self.host, self.port = host, port or free_port(host.strip("[]"))
        shown = f"[{host}]" if ":" in host else host
        self.base = f"http://{shown}:{self.port}"
        self.home = home
        env = {**os.environ, **(env or {}), "CTXSTORE_HOME": str(home)}
        auth = ["--no-auth"]
        if token is not None:
            env["CTXSTORE_SERVE_TOKEN"] = token
            auth = []
        home.mkdir(parents=True, exist_ok=True)
        self.log_path = home / "serve.log"
        self._log = open(self.log_path, "ab")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            [
                ctxstore_bin(),
                "serve",
                "--host",
                host,
                "--port",
                str(self.port),
                "--db",
                db_url,
                "--log-level",
                "warning",
                *auth,
                *extra,
            ],
            env=env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )

    def wait_ready(self, timeout: float = 120.0) -> None:
        import httpx

        end = time.monotonic() + timeout
        while True:
            try:
                httpx.get(f"{self.base}/healthz", timeout=1)
                return
            except httpx.HTTPError:
                pass
            if self.proc.poll() is not None or time.monotonic() > end:
                raise AssertionError(self.log())
            time.sleep(0.1)

    def children(self) -> list[int]:
        """PIDs of every live descendant of the serve process."""
        return descendants(self.proc.pid)

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")[-4000:]

    def kill9(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._log.close()
        return int(self.proc.returncode)


def descendants(pid: int) -> list[int]:
    """Live descendants of ``pid``, from /proc (Linux)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if fields[0] == "Z":  # a zombie is dead; it only waits for its parent to reap it
            continue
        parents[int(entry.name)] = int(fields[1])
    out, frontier = [], [pid]
    while frontier:
        current = frontier.pop()
        kids = [p for p, ppid in parents.items() if ppid == current]
        out += kids
        frontier += kids
    return out


def process_group_alive(pids: list[int]) -> list[int]:
    alive = []
    for p in pids:
        try:
            stat = Path(f"/proc/{p}/stat").read_text()
        except OSError:
            continue
        if stat.rsplit(")", 1)[1].split()[0] != "Z":
            alive.append(p)
    return alive
