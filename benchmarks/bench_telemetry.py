"""Telemetry benchmark: the cost of the span in ``assemble()``, and the receiver's ingest rate.

Run:  python benchmarks/bench_telemetry.py [--requests 60] [--spans 4000] [--batch 200] [--rounds 3] [--pg]
      python benchmarks/bench_telemetry.py --decode-only [--code DIR]
      python benchmarks/bench_telemetry.py --genai [--spans 4000] [--batch 200] [--rounds 3]

1. **Span overhead.** The assembler workload (``bench_assemble.make_workload``: ~30k stable
   + ~10k fresh tokens per request) through ``assemble()`` twice, interleaved request by
   request: without telemetry (no SDK provider: the API's no-op tracer) and with an SDK
   ``TracerProvider`` + ``BatchSpanProcessor(StoreSpanExporter(SQLite))`` and the default
   retention policy (so fresh documents are redacted onto the span, first occurrence).
   Figures: median(with) / median(without), once with text capture (first-occurrence
   text redacted in the request path) and once with capture off; target <= 1.2. Also
   printed: what redacting the never-seen text costs by itself, the CPU the exporter's
   background thread spends per span (decode + write to SQLite), and the span's cost on
   repeat traffic (requests assembled before: warm memos, text already captured).
2. **Receiver rate.** ``ctxstore serve`` runs as a subprocess on a free loopback port; a
   separate load-generator process posts pre-built protobuf batches (``--batch`` spans of
   10 sections each, two connections) and reports spans/s. The baseline, measured in the
   same run on the same records, is ``Store.write`` in batches of the same size, in-process.
   ``--rounds`` alternate the two, each into a fresh database. Figure: median receiver
   spans/s / median direct spans/s; target >= 0.5. SQLite always; PostgreSQL
   with ``--pg`` (uses CTXSTORE_TEST_PG_URL or postgresql+psycopg://postgres@127.0.0.1:5432/test,
   in a throwaway schema).

3. **Decoder CPU.** What the receiver's decoding spends per span of those records (10 sections),
   best of many repeats in one process: the protobuf attribute walk (``decode_protobuf``) and
   ``decode_span``. The receiver rate above moves by more than this between runs on a shared
   machine; this is the figure to compare decoder changes by. ``--decode-only --code DIR``
   measures the ``ctxstore`` in DIR instead (an older checkout, e.g. ``git worktree add
   /tmp/old TAG``), so old and new can be run alternately in one session.

4. **GenAI spans** (``--genai``). The receiver rate for LLM-call spans of the GenAI conventions
   (``genai_workload``: OpenLLMetry-shaped ``openai.chat`` spans, every one bringing a fresh
   passage) against ``ctxstore.assemble`` spans of the workload above, alternating rounds into
   fresh SQLite databases; plus ``decode_body`` CPU per span for each.

Machines are noisy (this one has 2 shared cores); figures are reported, never asserted.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if "--code" in sys.argv[:-1]:  # before anything imports ctxstore
    ROOT = Path(sys.argv[sys.argv.index("--code") + 1]).resolve()
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

PG_URL = os.environ.get("CTXSTORE_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
TOKEN = "bench-token"

LOADGEN = r"""
import json, sys, time, threading
import httpx
from pathlib import Path
url, token, path, workers = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
bodies = [bytes.fromhex(line) for line in Path(path).read_text().split()]
headers = {"content-type": "application/x-protobuf", "authorization": f"Bearer {token}"}
lock = threading.Lock()
queue = list(reversed(bodies))
failures = []
def work():
    with httpx.Client(timeout=120) as client:
        while True:
            with lock:
                if not queue:
                    return
                body = queue.pop()
            r = client.post(url, content=body, headers=headers)
            if r.status_code != 200:
                failures.append(r.status_code)
t0 = time.perf_counter()
threads = [threading.Thread(target=work) for _ in range(workers)]
for t in threads: t.start()
for t in threads: t.join()
print(json.dumps({"seconds": time.perf_counter() - t0, "failures": failures}))
"""


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def make_records(n: int) -> list:
    """Realistic records: 10 sections, stable prefix hashes, a fresh retained document."""
    from datetime import UTC, datetime

    from ctxstore.records import AssemblyRecord, SectionRecord

    records = []
    now = datetime.now(UTC)
    for i in range(n):
        sections = []
        for p in range(10):
            stable = p < 6
            text = None if stable else (f"doc {i}-{p} " + "lorem ipsum dolor sit amet " * 20)
            sections.append(
                SectionRecord(
                    position=p,
                    name=f"sec{p}",
                    kind="system" if p == 0 else "document",
                    trust="trusted" if stable else "untrusted",
                    priority=p,
                    pinned=p == 0,
                    tokens=100 + p,
                    content_hash=_sha(f"s{p}" if stable else f"{i}-{p}"),
                    outcome="kept",
                    source_path=f"kb/{p}.md",
                    line_start=1,
                    line_end=20,
                    text=text if p == 9 else None,
                )
            )
        records.append(
            AssemblyRecord(
                timestamp=now,
                trace_id=uuid.uuid4().hex,
                span_id=os.urandom(8).hex(),
                model_id="gpt-4o",
                root_fingerprint=_sha(f"root{i}"),
                prefix_fingerprint=_sha("prefix"),
                tokens_total=4000 + i % 100,
                budget=120000,
                tokenizer="o200k_base",
                tokens_exact=True,
                provider="openai",
                template_version="v3",
                snapshot_id="snap-1",
                policy_version="default-1",
                content_captured=True,
                sections=tuple(sections),
            )
        )
    return records


def _median_ms(values: list[float]) -> float:
    return statistics.median(values) * 1e3


class _ExportMeter:
    """Wraps an exporter's ``export``: CPU seconds its (background) thread spent, spans seen."""

    def __init__(self, exporter) -> None:
        self.cpu, self.spans = 0.0, 0
        inner = exporter.export

        def export(spans):
            c0 = time.thread_time()
            try:
                return inner(spans)
            finally:
                self.cpu += time.thread_time() - c0
                self.spans += len(spans)

        exporter.export = export

    def per_span_ms(self) -> float:
        return self.cpu / max(self.spans, 1) * 1e3


def bench_span_overhead(requests: int, tmp: Path) -> None:
    from bench_assemble import make_workload
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    from ctxstore.assembler import assemble
    from ctxstore.retention import Redactor, RetentionPolicy
    from ctxstore.retention.policy import KindRule
    from ctxstore.telemetry.exporter import StoreSpanExporter

    # Each call gets its own fresh request (3 per round) so no variant profits from the
    # assembler's token memo warmed by another.
    w = make_workload(3 * requests)
    policy = RetentionPolicy()
    # One provider and exporter per variant, so each exporter's background work is its own.
    providers, meters = {}, {}
    for name in ("on", "off"):
        exporter = StoreSpanExporter(
            url=f"sqlite:///{tmp / f'span-{name}.db'}", spool_dir=tmp / f"spool-{name}"
        )
        meters[name] = _ExportMeter(exporter)
        providers[name] = TracerProvider(resource=Resource.create({"service.name": "bench"}))
        providers[name].add_span_processor(BatchSpanProcessor(exporter))
    variants = (
        ("plain", {}),
        ("on", {"tracer_provider": providers["on"], "policy": policy}),
        ("off", {"tracer_provider": providers["off"], "policy": policy, "capture": False}),
    )
    # Warm every path (encodings, memoized stable sections, store creation).
    for _name, kwargs in variants:
        assemble(w.request(0), model=w.model, **kwargs)  # type: ignore[arg-type]
    for provider in providers.values():
        provider.force_flush()
    for meter in meters.values():
        meter.cpu, meter.spans = 0.0, 0
    # no memo: what a never-seen text costs
    redactor = Redactor(policy.detectors, policy.custom_patterns, policy.hmac_key)

    def captured(i: int) -> list[str]:
        # The request's own sections (the stable ones were seen in the warm-up).
        return [
            s.content
            for s in w.changing[i % len(w.changing)]
            if isinstance(s.content, str) and policy.rule_for(s.kind) is KindRule.SAMPLED
        ]

    times: dict[str, list[float]] = {name: [] for name, _ in variants}
    redaction, fresh_chars = [], []
    for i in range(1, requests):
        for k, (name, kwargs) in enumerate(variants):
            t0 = time.perf_counter()
            assemble(w.request(3 * i + k), model=w.model, **kwargs)  # type: ignore[arg-type]
            times[name].append(time.perf_counter() - t0)
        # The part of capturing that no span encoding can avoid: redacting the text
        # kept as a first occurrence (the capturing request's, after it ran).
        texts = captured(3 * i + 1)
        fresh_chars.append(sum(map(len, texts)))
        t0 = time.perf_counter()
        for text in texts:
            redactor.redact(text)
        redaction.append(time.perf_counter() - t0)
    for provider in providers.values():
        provider.force_flush()  # export now, in batches of the whole run
    export_ms = {name: meter.per_span_ms() for name, meter in meters.items()}
    # Repeat traffic: chunks that come back (a knowledge base retrieved from again and
    # again). The pool is requests the capturing variant already assembled, so their
    # text was captured once and is now kept only for sampled traces; every variant
    # runs the same request, with the same warm token memos.
    pool = [3 * i + 1 for i in range(1, min(requests, 21))]
    repeat: dict[str, list[float]] = {name: [] for name, _ in variants}
    for _round in range(3):
        for k in pool:
            for name, kwargs in variants:
                t0 = time.perf_counter()
                assemble(w.request(k), model=w.model, **kwargs)  # type: ignore[arg-type]
                repeat[name].append(time.perf_counter() - t0)
    written = 0
    for provider in providers.values():
        provider.shutdown()
    for name in ("on", "off"):
        written += meters[name].spans
    base = statistics.median(times["plain"])
    on, off = statistics.median(times["on"]), statistics.median(times["off"])
    print(
        f"span overhead: assemble() median {base * 1e3:.2f} ms without telemetry; "
        f"with span + StoreSpanExporter {on * 1e3:.2f} ms capturing text "
        f"(ratio {on / base:.3f}), {off * 1e3:.2f} ms with capture off "
        f"(ratio {off / base:.3f}); target <= 1.2; {written} spans exported"
    )
    print(
        f"  capturing text means redacting, in the request path, the text kept as a first "
        f"occurrence: {statistics.median(fresh_chars) / 1024:.0f} KB of never-seen text per "
        f"request here, {_median_ms(redaction):.2f} ms by itself "
        f"({statistics.median(redaction) / base:.0%} of the plain assemble())"
    )
    print(
        f"  off the request path, StoreSpanExporter's thread spends {export_ms['on']:.2f} ms "
        f"CPU per span capturing text ({export_ms['on'] / 1e3 / base:.0%} of the plain "
        f"assemble()), {export_ms['off']:.2f} ms with capture off "
        f"({export_ms['off'] / 1e3 / base:.0%}): decode + write to SQLite"
    )
    rbase = statistics.median(repeat["plain"])
    ron, roff = statistics.median(repeat["on"]), statistics.median(repeat["off"])
    print(
        f"  repeat traffic ({len(pool)} requests seen before, each 3 more times; memoized "
        f"assemble() {rbase * 1e3:.2f} ms): the span adds {(ron - rbase) * 1e3:.2f} ms "
        f"capturing (ratio {ron / rbase:.3f}), {(roff - rbase) * 1e3:.2f} ms with capture "
        f"off (ratio {roff / rbase:.3f}): first-occurrence text is redacted once per process"
    )


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _direct_rate(url: str, records: list, batch: int) -> float:
    from ctxstore.store import Store

    store = Store.open(url, migrate=True)
    t0 = time.perf_counter()
    for k in range(0, len(records), batch):
        store.write(records[k : k + batch])
    seconds = time.perf_counter() - t0
    store.close()
    return len(records) / seconds


def _assemble_bodies(records: list, batch: int) -> list[bytes]:
    sys.path.insert(0, str(ROOT / "tests"))
    from telemetry_support import otlp_request, record_span_pb

    return [
        otlp_request([record_span_pb(r) for r in records[k : k + batch]]).SerializeToString()
        for k in range(0, len(records), batch)
    ]


def _receiver_rate(url: str, records: list, batch: int, tmp: Path, workers: int = 2) -> float:
    return _serve_rate(url, _assemble_bodies(records, batch), len(records), tmp, workers)


def _serve_rate(url: str, raw: list[bytes], n: int, tmp: Path, workers: int = 2) -> float:
    """Spans/s ``ctxstore serve`` (a subprocess) stores when a load generator posts ``raw``."""
    from ctxstore.store import Store

    Store.open(url, migrate=True).close()
    bodies = [b.hex() for b in raw]
    payload = tmp / f"bodies-{uuid.uuid4().hex[:6]}.txt"
    payload.write_text("\n".join(bodies))
    port = _free_port()
    env = {**os.environ, "CTXSTORE_SERVE_TOKEN": TOKEN, "CTXSTORE_HOME": str(tmp / "home")}
    exe = Path(sys.executable).with_name("ctxstore")
    serve = subprocess.Popen(
        [
            str(exe),
            "serve",
            "--port",
            str(port),
            "--db",
            url,
            "--log-level",
            "warning",
            "--max-body",
            "64MiB",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        import httpx

        for _ in range(300):
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)
        else:
            raise SystemExit("ctxstore serve did not start")
        out = subprocess.run(
            [
                sys.executable,
                "-c",
                LOADGEN,
                f"http://127.0.0.1:{port}/v1/traces",
                TOKEN,
                str(payload),
                str(workers),
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        result = json.loads(out.stdout)
        if result["failures"]:
            raise SystemExit(f"receiver answered non-200: {result['failures'][:5]}")
        written = httpx.get(f"http://127.0.0.1:{port}/metrics?format=json").json()["spans_written"]
        if written != n:
            raise SystemExit(f"receiver wrote {written} of {n} spans")
        return n / float(result["seconds"])
    finally:
        serve.terminate()
        serve.wait(timeout=30)


def bench_decode(repeats: int = 150) -> None:
    import ctxstore.telemetry.decode
    from ctxstore.receiver.otlp import decode_protobuf
    from ctxstore.telemetry.decode import decode_span

    sys.path.insert(0, str(ROOT / "tests"))
    from telemetry_support import otlp_request, record_span_pb

    records = make_records(50)  # short samples: the best of many is the least disturbed
    body = otlp_request([record_span_pb(r) for r in records]).SerializeToString()
    walk, decode = [], []
    for _ in range(repeats):
        # The receiver collects rarely (tune_gc_for_serving); here not at all while timing.
        gc.collect()
        gc.disable()
        t0 = time.perf_counter()
        decoded = decode_protobuf(body).spans
        t1 = time.perf_counter()
        for span in decoded:
            decode_span(span)
        t2 = time.perf_counter()
        gc.enable()
        walk.append((t1 - t0) / len(records))
        decode.append((t2 - t1) / len(records))
    where = Path(ctxstore.telemetry.decode.__file__).resolve().parents[2]
    print(
        f"decoder ({where}): {min(walk) * 1e6:.1f} us/span protobuf walk + "
        f"{min(decode) * 1e6:.1f} us/span decode_span (10 sections; best of {repeats} "
        f"batches of {len(records)})"
    )


def bench_receiver(name: str, make_url, spans: int, batch: int, tmp: Path, rounds: int) -> None:
    # Rounds alternate direct and receiver runs, each into a fresh database, so a
    # slow spell of this shared machine lands on both sides; medians are compared.
    records = make_records(spans)
    direct, received = [], []
    for _ in range(rounds):
        direct.append(_direct_rate(make_url(), records, batch))
        received.append(_receiver_rate(make_url(), records, batch, tmp))
    d, r = statistics.median(direct), statistics.median(received)
    per_round = sorted(x / y for x, y in zip(received, direct, strict=True))
    print(
        f"receiver {name}: {r:,.0f} spans/s over OTLP/HTTP vs {d:,.0f} spans/s direct "
        f"Store.write (batches of {batch}, median of {rounds} rounds); ratio {r / d:.2f} "
        f"(rounds {per_round[0]:.2f}-{per_round[-1]:.2f}; target >= 0.5)"
    )


def bench_genai(name: str, make_url, spans: int, batch: int, tmp: Path, rounds: int) -> None:
    """GenAI-convention spans vs ctxstore.assemble spans through ``ctxstore serve``, alternating."""
    from genai_workload import genai_bodies

    from ctxstore.receiver.decoding import decode_body

    start = time.time_ns()
    genai = genai_bodies(spans, batch, start)
    own = _assemble_bodies(make_records(spans), batch)
    for label, bodies in (("GenAI", genai), ("ctxstore.assemble", own)):
        best = float("inf")
        for _ in range(5):
            t0 = time.perf_counter()
            decoded = decode_body(bodies[0], "application/x-protobuf", False, 1 << 30)
            best = min(best, time.perf_counter() - t0)
        assert len(decoded.records) == min(batch, spans), decoded
        print(f"decode_body {label}: {best / min(batch, spans) * 1e6:.0f} us/span (best of 5)")
    theirs, ours = [], []
    for _ in range(rounds):
        ours.append(_serve_rate(make_url(), own, spans, tmp))
        theirs.append(_serve_rate(make_url(), genai, spans, tmp))
    g, a = statistics.median(theirs), statistics.median(ours)
    print(
        f"receiver {name}: GenAI spans {g:,.0f} spans/s vs ctxstore.assemble spans {a:,.0f} "
        f"spans/s (batches of {batch}, median of {rounds} alternating rounds); ratio {g / a:.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=60)
    parser.add_argument("--spans", type=int, default=4000)
    parser.add_argument("--batch", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3, help="receiver/direct rounds")
    parser.add_argument("--pg", action="store_true", help="also benchmark PostgreSQL")
    parser.add_argument("--decode-only", action="store_true", help="only the decoder CPU figure")
    parser.add_argument(
        "--genai",
        action="store_true",
        help="only the receiver rate for GenAI-convention spans vs ctxstore.assemble spans",
    )
    parser.add_argument(
        "--code", type=Path, help="with --decode-only: the ctxstore tree to measure"
    )
    args = parser.parse_args()
    if args.code is not None and not args.decode_only:
        parser.error("--code measures the decoder only (the receiver runs this venv's ctxstore)")
    if args.decode_only:
        bench_decode()
        return
    os.environ.setdefault("TIKTOKEN_CACHE_DIR", str(ROOT.parent / "shared" / "tiktoken"))
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        os.environ["CTXSTORE_HOME"] = str(tmp / "home")
        if args.genai:
            counter = iter(range(1000))
            sqlite = lambda: f"sqlite:///{tmp / f'genai-{next(counter)}.db'}"  # noqa: E731
            bench_genai("SQLite", sqlite, args.spans, args.batch, tmp, args.rounds)
            return
        bench_span_overhead(args.requests, tmp)
        bench_decode()
        counter = iter(range(1000))
        bench_receiver(
            "SQLite",
            lambda: f"sqlite:///{tmp / f'recv-{next(counter)}.db'}",
            args.spans,
            args.batch,
            tmp,
            args.rounds,
        )
        if args.pg:
            import psycopg

            dsn = PG_URL.replace("postgresql+psycopg://", "postgresql://")
            schemas: list[str] = []

            def pg_url() -> str:
                schema = f"bench_{uuid.uuid4().hex[:10]}"
                with psycopg.connect(dsn, autocommit=True) as conn:
                    conn.execute(f'CREATE SCHEMA "{schema}"')
                schemas.append(schema)
                sep = "&" if "?" in PG_URL else "?"
                return f"{PG_URL}{sep}options=-csearch_path%3D{schema}"

            try:
                bench_receiver("PostgreSQL", pg_url, args.spans, args.batch, tmp, args.rounds)
            finally:
                with psycopg.connect(dsn, autocommit=True) as conn:
                    for schema in schemas:
                        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


if __name__ == "__main__":
    main()
