"""Fault benchmark: the fault matrix at full size, what kill -9 costs without the durable
processor, the durable processor's per-request cost, and gzip abuse.

Run:  python benchmarks/bench_faults.py [--pg] [--fault 10] [--kills 2000] [--db-timeout 2]
                                        [--requests 2000] [--rounds 5] [--skip-matrix]
                                        [--matrix-only] [--cases CASE ...]

1. **Fault matrix** (``tests/fault_matrix.py``, the cases the test suite asserts on, here
   with a ``--fault``-second outage, 4 senders, ``--kills`` acknowledgements before each
   kill -9, and the default ``CTXSTORE_DB_TIMEOUT`` of 2 s): acknowledged, stored, lost,
   duplicated, and the p99 (max) latency of requests during the fault; the bound is the
   database timeout + 1 s. SQLite always, PostgreSQL with ``--pg`` (behind a loopback
   proxy; the shared server is never touched).
2. **Baseline for kill -9 of the service**: the same emitting process with
   ``BatchSpanProcessor(StoreSpanExporter)``, killed after ``--kills`` acknowledgements:
   how many returned assemblies are gone (what ``DurableSpanProcessor`` prevents).
3. **Per-request cost of ``DurableSpanProcessor``** against ``BatchSpanProcessor`` with
   ``StoreSpanExporter`` and against no SDK at all, on a small assembly, ``--rounds``
   interleaved rounds of ``--requests`` calls into SQLite: median wall time per
   ``assemble()`` on the calling thread, and process CPU per request (the batch
   processor's export thread does its work off the request thread, but on the same CPU).
4. **Gzip abuse**: 8 MiB of empty gzip members, rejected by ``gunzip`` (member cap) and
   decoded with the cap lifted (linear: the pre-fix code took 151 s); and through a real
   ``ctxstore serve`` while a valid request is served.

Machines are noisy (2 shared cores here); figures are reported, never asserted.
"""

from __future__ import annotations

import argparse
import gzip
import os
import statistics
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fault_harness import Emitter, Serve, stored_roots, tally  # noqa: E402
from tests.fault_matrix import CASES, SERVER_ONLY, Scale  # noqa: E402

PG_ADMIN = os.environ.get(
    "CTXSTORE_BENCH_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)


@contextmanager
def pg_schema() -> Iterator[str]:
    import psycopg

    schema = f"bench_{uuid.uuid4().hex[:10]}"
    dsn = PG_ADMIN.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield f"{PG_ADMIN}?options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


@contextmanager
def database(engine: str, tmp: Path) -> Iterator[str]:
    if engine == "sqlite":
        yield f"sqlite:///{tmp / 'store.db'}"
    else:
        with pg_schema() as url:
            yield url


def matrix(engines: list[str], scale: Scale, only: list[str] | None = None) -> None:
    print(
        f"\n## Fault matrix (fault {scale.fault:g} s, DB timeout {scale.db_timeout:g} s, "
        f"bound {scale.db_timeout + 1:g} s)\n"
    )
    print("| case | engine | acknowledged | stored | lost | duplicated | p99 during fault |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for case, run in CASES.items():
        if only and case not in only:
            continue
        for engine in engines:
            if engine == "sqlite" and case in SERVER_ONLY:
                continue
            with tempfile.TemporaryDirectory() as d, database(engine, Path(d)) as url:
                os.environ["CTXSTORE_HOME"] = str(Path(d) / "home")
                row = run(engine, url, Path(d), scale)
            print(row.line(), "; ".join(row.notes), flush=True)


def kill_baseline(engines: list[str], kills: int) -> None:
    from ctxstore.store import Store

    print("\n## kill -9 of the emitting service after", kills, "acknowledged assemblies\n")
    print("| processor | engine | acknowledged | stored | lost | duplicated |")
    print("| --- | --- | --- | --- | --- | --- |")
    for engine in engines:
        for mode, label in (
            ("batch", "BatchSpanProcessor(StoreSpanExporter)"),
            ("durable", "DurableSpanProcessor"),
        ):
            with tempfile.TemporaryDirectory() as d, database(engine, Path(d)) as url:
                Store.open(url, migrate=True).close()
                emitter = Emitter(mode, url, Path(d) / "spool")
                emitter.wait_acks(kills, timeout=300)
                acked = emitter.kill9()
                if mode == "durable":  # the next process on the spool writes what was left
                    from ctxstore.telemetry.processor import DurableSpanProcessor

                    DurableSpanProcessor(url=url, spool_dir=Path(d) / "spool").shutdown()
                else:
                    from ctxstore.telemetry.exporter import StoreSpanExporter

                    StoreSpanExporter(url=url, spool_dir=Path(d) / "spool").shutdown()
                c = tally(acked, stored_roots(url))
                print(
                    f"| {label} | {engine} | {c['acknowledged']} | {c['stored']} | "
                    f"{c['lost']} | {c['duplicated']} |",
                    flush=True,
                )


def per_request_cost(requests: int, rounds: int) -> None:
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    from ctxstore.assembler import assemble
    from ctxstore.assembly.sections import Section, Source
    from ctxstore.store import Store
    from ctxstore.telemetry.exporter import StoreSpanExporter
    from ctxstore.telemetry.processor import DurableSpanProcessor

    tmp = Path(tempfile.mkdtemp())
    url = f"sqlite:///{tmp / 'cost.db'}"
    Store.open(url, migrate=True).close()
    batch_tp = TracerProvider()
    batch_tp.add_span_processor(
        BatchSpanProcessor(StoreSpanExporter(url=url, spool_dir=tmp / "s1"))
    )
    durable_tp = TracerProvider()
    durable_tp.add_span_processor(DurableSpanProcessor(url=url, spool_dir=tmp / "s2"))
    variants: dict[str, TracerProvider | None] = {
        "none": None,
        "batch": batch_tp,
        "durable": durable_tp,
    }
    counter = [0]

    def one(tp: TracerProvider | None) -> None:
        i = counter[0]
        counter[0] += 1
        assemble(
            [
                Section.system("You are the checkout assistant. Be brief."),
                Section.document(
                    f"doc:{i % 7}",
                    f"Order {i} shipped on day {i % 5}.",
                    source=Source(path=f"kb/orders/{i % 7}.md"),
                ),
                Section.ask(f"Where is order {i}?"),
            ],
            model="gpt-4o",
            template_version="v1",
            tracer_provider=tp,
        )

    wall: dict[str, list[float]] = {k: [] for k in variants}
    cpu: dict[str, list[float]] = {k: [] for k in variants}
    for _ in range(20):
        for tp in variants.values():
            one(tp)
    for _ in range(rounds):
        for name, tp in variants.items():
            c0, w = time.process_time(), []
            for _ in range(requests):
                t0 = time.perf_counter()
                one(tp)
                w.append(time.perf_counter() - t0)
            if tp is not None:
                tp.force_flush()  # the export work belongs to this variant's CPU
            cpu[name].append((time.process_time() - c0) / requests)
            wall[name].append(statistics.median(w))
    batch_tp.shutdown()
    durable_tp.shutdown()
    med = {k: statistics.median(v) * 1e3 for k, v in wall.items()}
    mcpu = {k: statistics.median(v) * 1e3 for k, v in cpu.items()}
    print(f"\n## Per-request cost ({rounds} rounds x {requests} assemble() calls, SQLite)\n")
    print("| variant | median wall ms / request (calling thread) | process CPU ms / request |")
    print("| --- | --- | --- |")
    for k in variants:
        print(f"| {k} | {med[k]:.3f} | {mcpu[k]:.3f} |")
    print(
        f"\ndurable - batch on the calling thread: {med['durable'] - med['batch']:+.3f} ms/request; "
        f"durable / batch process CPU: {mcpu['durable'] / mcpu['batch']:.2f}"
    )


def _prefix_gunzip(data: bytes, limit: int) -> bytes:
    """The decoder before the fix: ``unused_data`` copies the rest of the body per member."""
    import zlib

    out = bytearray()
    rest = data
    while rest:
        d = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
        out += d.decompress(rest, limit + 1 - len(out))
        rest = d.unused_data
    return bytes(out)


def gzip_abuse(tmp: Path) -> None:
    import httpx

    from ctxstore.receiver.decoding import HttpError, gunzip
    from ctxstore.store import Store
    from tests.telemetry_support import make_record, otlp_body

    one = gzip.compress(b"")
    bomb = one * (8 * 1024 * 1024 // len(one))

    def timed(fn: Callable[[], object]) -> float:
        t0 = time.perf_counter()
        with suppress(HttpError):
            fn()
        return time.perf_counter() - t0

    print("\n## Gzip of empty members: pre-fix loop (same-run baseline) vs now, cap lifted\n")
    print("| body | members | pre-fix | now |")
    print("| --- | --- | --- | --- |")
    for kib in (256, 512, 1024):
        body = one * (kib * 1024 // len(one))
        before = timed(lambda body=body: _prefix_gunzip(body, 8 * 1024 * 1024))
        now = timed(lambda body=body: gunzip(body, 8 * 1024 * 1024, max_members=10**7))
        print(f"| {kib} KiB | {len(body) // len(one):,} | {before:.2f} s | {now:.3f} s |")
    capped = timed(lambda: gunzip(bomb, 8 * 1024 * 1024))
    uncapped = timed(lambda: gunzip(bomb, 8 * 1024 * 1024, max_members=10**7))
    print(f"\n## Gzip: {len(bomb) // len(one):,} empty members ({len(bomb) / 2**20:.1f} MiB)\n")
    print(
        f"gunzip rejects (member cap): {capped * 1e3:.2f} ms; decoded with the cap lifted: "
        f"{uncapped:.2f} s (linear; the issue measured 151 s before the fix)"
    )
    url = f"sqlite:///{tmp / 'gz.db'}"
    Store.open(url, migrate=True).close()
    serve = Serve(url, tmp / "gz-home")
    serve.wait_ready()
    results: dict[str, tuple[int, float]] = {}

    def post(name: str, body: bytes, headers: dict[str, str]) -> None:
        t0 = time.perf_counter()
        r = httpx.post(f"{serve.base}/v1/traces", content=body, headers=headers, timeout=300)
        results[name] = (r.status_code, time.perf_counter() - t0)

    pb = {"content-type": "application/x-protobuf"}
    threads = [
        threading.Thread(target=post, args=("bomb", bomb, {**pb, "content-encoding": "gzip"})),
        threading.Thread(target=post, args=("valid", otlp_body([make_record(1)]), pb)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    serve.stop()
    for name, (status, took) in results.items():
        print(f"ctxstore serve, concurrently: {name} -> HTTP {status} in {took * 1e3:.0f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pg", action="store_true", help="also PostgreSQL (behind a loopback proxy)")
    ap.add_argument("--fault", type=float, default=10.0, help="seconds each fault lasts")
    ap.add_argument("--kills", type=int, default=2000, help="acknowledgements before a kill -9")
    ap.add_argument("--db-timeout", type=float, default=2.0, help="CTXSTORE_DB_TIMEOUT under test")
    ap.add_argument("--requests", type=int, default=2000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--skip-matrix", action="store_true")
    ap.add_argument("--cases", nargs="*", choices=list(CASES), help="matrix cases (default: all)")
    ap.add_argument("--matrix-only", action="store_true", help="only the fault matrix")
    args = ap.parse_args()
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", "/work/shared/tiktoken")
    engines = ["sqlite", "postgresql"] if args.pg else ["sqlite"]
    if not args.matrix_only:
        with tempfile.TemporaryDirectory() as d:
            os.environ["CTXSTORE_HOME"] = str(Path(d) / "home")
            gzip_abuse(Path(d))
            per_request_cost(args.requests, args.rounds)
    if not args.skip_matrix:
        if not args.matrix_only:
            kill_baseline(engines, args.kills)
        scale = Scale(
            before=2.0,
            fault=args.fault,
            senders=4,
            batch=5,
            kills=args.kills,
            db_timeout=args.db_timeout,
        )
        matrix(engines, scale, args.cases)


if __name__ == "__main__":
    main()
