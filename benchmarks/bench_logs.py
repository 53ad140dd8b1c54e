"""/v1/logs ingest against /v1/traces with section events: the same assemblies, the same run.

    TIKTOKEN_CACHE_DIR=... .venv/bin/python -m benchmarks.bench_logs [--spans 2000] [--pg]

Each round stores the same workload (assemblies of ``--sections`` sections, ``--batch``
per request) twice into a fresh schema through the receiver app (Starlette's TestClient,
in this process, so HTTP costs the same for both): once as ``ctxstore.assemble`` spans
with ``ctxstore.section`` events, once as log-mode spans plus their ``ctxstore.section``
log records (span request first, then logs, as the SDK's exporters interleave them).
Rounds alternate which form goes first. Reported: wall and CPU (``process_time``) spans
per second and the logs/events ratio, medians over rounds, plus the load average.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
import uuid
from pathlib import Path

from starlette.testclient import TestClient

from ctxstore.delivery.sink import SpoolingWriter
from ctxstore.receiver.app import ReceiverConfig, create_app
from ctxstore.retention import RetentionPolicy
from ctxstore.store import Store
from tests.logs_support import log_mode_span_body, section_logs_body
from tests.telemetry_support import make_record, otlp_body

TOKEN = "bench"
PB = {"content-type": "application/x-protobuf", "authorization": f"Bearer {TOKEN}"}


def _records(n: int, sections: int) -> list:
    texts = tuple(f"section text {k} " * 20 for k in range(sections))
    return [make_record(i, texts=texts) for i in range(n)]


def _run(url: str, tmp: Path, bodies: list[tuple[str, bytes]], n: int) -> tuple[float, float]:
    store = Store.open(url, migrate=True)
    sink = SpoolingWriter(store, spool_dir=str(tmp / uuid.uuid4().hex))
    app = create_app(sink, ReceiverConfig(token=TOKEN), RetentionPolicy(sample_rate=1.0))
    client = TestClient(app)
    wall, cpu = time.perf_counter(), time.process_time()
    for path, body in bodies:
        assert client.post(path, content=body, headers=PB).status_code == 200
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    from sqlalchemy import text

    with store.engine.connect() as c:
        stored = c.execute(text("select count(*) from assemblies")).scalar_one()
    assert stored == n, stored
    sink.close()
    store.close()
    return n / wall, n / cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--spans", type=int, default=2000)
    parser.add_argument("--batch", type=int, default=100)
    parser.add_argument("--sections", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pg", action="store_true", help="PostgreSQL instead of SQLite")
    args = parser.parse_args()
    os.environ.setdefault("CTXSTORE_HMAC_KEY", "bench-hmac-key-" + "0" * 32)
    os.environ.setdefault("CTXSTORE_MASTER_KEY", "ab" * 32)
    results: dict[str, list[tuple[float, float]]] = {"events": [], "logs": [], "logs_first": []}
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        for r in range(args.rounds):
            order = ["events", "logs", "logs_first"]
            order = order if r % 2 == 0 else order[::-1]
            for form in order:
                records = _records(args.spans, args.sections)  # fresh trace IDs each run
                chunks = [records[i : i + args.batch] for i in range(0, len(records), args.batch)]
                if form == "events":
                    bodies = [("/v1/traces", otlp_body(c)) for c in chunks]
                else:
                    bodies = []
                    for c in chunks:
                        pair = [
                            ("/v1/traces", log_mode_span_body(c)),
                            ("/v1/logs", section_logs_body(c)),
                        ]
                        bodies += pair if form == "logs" else pair[::-1]
                if args.pg:
                    schema = f"bench_{uuid.uuid4().hex[:8]}"
                    import sqlalchemy as sa

                    admin = sa.create_engine("postgresql+psycopg://postgres@127.0.0.1/test")
                    with admin.begin() as c:
                        c.execute(sa.text(f"create schema {schema}"))
                    url = (
                        "postgresql+psycopg://postgres@127.0.0.1/test"
                        f"?options=-csearch_path%3D{schema}"
                    )
                else:
                    url = f"sqlite:///{tmp / uuid.uuid4().hex}.db"
                results[form].append(_run(url, tmp, bodies, args.spans))
                if args.pg:
                    with admin.begin() as c:
                        c.execute(sa.text(f"drop schema {schema} cascade"))
    load = os.getloadavg()
    med = {
        form: (statistics.median(w for w, _c in rs), statistics.median(c for _w, c in rs))
        for form, rs in results.items()
    }
    engine = "postgresql" if args.pg else "sqlite"
    print(f"engine={engine} spans={args.spans} batch={args.batch} sections={args.sections}")
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    names = {
        "events": "events (/v1/traces, span events)",
        "logs": "logs, span request first",
        "logs_first": "logs, logs request first",
    }
    for form, (wall, cpu) in med.items():
        print(f"{names[form]:34}: {wall:7.0f} spans/s wall {cpu:7.0f} spans/s CPU")
    ev_wall, ev_cpu = med["events"]
    for form in ("logs", "logs_first"):
        wall, cpu = med[form]
        print(f"{form}/events: wall {wall / ev_wall:.2f}  CPU {cpu / ev_cpu:.2f}")


if __name__ == "__main__":
    main()
