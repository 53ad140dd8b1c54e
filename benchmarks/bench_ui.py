"""Benchmark: server time of every web-view page at 1M assemblies (issue 17: ≤ 300 ms each).

Command (from the repo root)::

    TIKTOKEN_CACHE_DIR=../shared/tiktoken python benchmarks/bench_ui.py            # 1M, SQLite
    python benchmarks/bench_ui.py --size 200000 --engines sqlite,postgresql          # quicker

The history is bench_whatchanged's: 14 days of a support bot with a reindex, a
tool change, a template canary and a leaking timestamp, bulk-loaded with the
rollups the writer would record (its ``load``). Each page is requested
in-process through Starlette's test client (routing, the query, Jinja2
rendering and the security middleware; no socket), median of ``--repeat`` after
one warm-up. The baseline measured in the same run is the library call the CLI
makes for the same what-changed window (``bench_whatchanged.what_changed``):
the what-changed page's figure minus it is what the web view adds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlencode

from sqlalchemy import text
from starlette.testclient import TestClient

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_whatchanged import World, load, open_engine_store, what_changed
from ctxstore.web import create_ui_app

TARGET = 0.300


def median(fn: Callable[[], object], repeat: int) -> float:
    fn()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=1_000_000)
    parser.add_argument("--engines", default="sqlite")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--workdir", default=None)
    args = parser.parse_args()
    workdir = Path(args.workdir or tempfile.mkdtemp(prefix="bench_ui_"))
    now = datetime.now(UTC).replace(minute=37, second=0, microsecond=0)
    since = (now - timedelta(days=7)).replace(minute=0)
    window = {"since": since.isoformat(), "until": now.isoformat(), "tz": "UTC"}
    missed = 0
    for engine_name in args.engines.split(","):
        print(f"[{engine_name}] {args.size:,} assemblies, median of {args.repeat}")
        store, cleanup = open_engine_store(engine_name, args.size, workdir)
        try:
            load(store, World(now), args.size, lambda s: print(s, end="", flush=True))
            engine = store.engine
            with engine.connect() as conn:
                newest = [
                    r[0]
                    for r in conn.execute(
                        text("SELECT trace_id FROM assemblies ORDER BY ts DESC LIMIT 2")
                    )
                ]
                oldest = conn.execute(
                    text("SELECT trace_id FROM assemblies ORDER BY ts LIMIT 1")
                ).scalar_one()
            client = TestClient(create_ui_app(engine, clock=lambda: now))
            base = median(lambda e=engine: what_changed(e, since, now), args.repeat)
            print(
                f"  baseline: the CLI's what-changed library call, same window: {base * 1000:.0f} ms"
            )
            pages = {
                "what-changed": f"/what-changed?{urlencode(window)}",
                "timeline (7d by day)": "/timeline?"
                + urlencode({"dimension": "snapshot_id", "since": "7d", "tz": "UTC"}),
                "timeline section (48h by hour)": "/timeline?"
                + urlencode({"dimension": "section:system", "since": "48h", "tz": "UTC"}),
                "log (50 newest)": "/log",
                "log filtered (template, 7d)": "/log?"
                + urlencode({"since": "7d", "template": "support-v13", "limit": 100}),
                "assembly": f"/assembly/{newest[0]}",
                "diff (14 days apart)": f"/diff?a={oldest}&b={newest[0]}",
            }
            for name, path in pages.items():
                status = client.get(path).status_code
                t = median(lambda p=path, c=client: c.get(p), args.repeat)
                ok = status == 200 and t <= TARGET
                missed += not ok
                print(
                    f"  {name:<32} {t * 1000:7.0f} ms  (status {status})"
                    f"  {'ok' if ok else 'MISSED'} (target {TARGET * 1000:.0f} ms)"
                )
        finally:
            store.close()
            cleanup()
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
