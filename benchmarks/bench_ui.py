"""Benchmark: server time of every web-view page at 1M assemblies (issue 17: ≤ 300 ms each).

Command (from the repo root)::

    TIKTOKEN_CACHE_DIR=../shared/tiktoken python benchmarks/bench_ui.py            # 1M, SQLite
    python benchmarks/bench_ui.py --size 200000 --engines sqlite,postgresql          # quicker
    python benchmarks/bench_ui.py --store /tmp/ui_1m.db   # build once, reuse on later runs

The history is bench_whatchanged's: 14 days of a support bot with a reindex, a
tool change, a template canary and a leaking timestamp, bulk-loaded with the
rollups the writer would record (its ``load``). Each page is requested
in-process through Starlette's test client (routing, the query, Jinja2
rendering and the security middleware; no socket). Figures are medians of
``--repeat`` rounds, pages interleaved round by round so load drifts hit all of
them alike, and each is reported as wall time and as CPU time of the process
(``time.process_time``: the server's own work, whatever else the machine runs).

The what-changed page is measured twice: *cold* (a fresh app per request, so
its report cache is empty: the engine's time plus the page's; the templates are
compiled once per process, as in a running server) and *cached*
(the same link again on one app: the store's data version is unchanged, so the
report comes from the web layer's cache). The same-run baseline is the library
call the CLI makes for the same window (``bench_whatchanged.what_changed``).
"""

from __future__ import annotations

import argparse
import os
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

from benchmarks.bench_whatchanged import CHUNKS, World, load, open_engine_store, what_changed
from ctxstore.store import Store
from ctxstore.web import create_ui_app

TARGET = 0.300


def timed(fn: Callable[[], object]) -> tuple[float, float]:
    w, c = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - w, time.process_time() - c


def reuse_or_build(
    path: Path | None, size: int, workdir: Path
) -> tuple[Store, datetime, Callable[[], None]]:
    """A loaded SQLite store: the one at ``path`` if it was built before (with its "now"), else a new one."""
    if path is not None and path.exists() and Path(f"{path}.now").exists():
        now = datetime.fromisoformat(Path(f"{path}.now").read_text().strip())
        print(f"  reusing {path} (built for now={now.isoformat()})")
        return Store.open(f"sqlite:///{path}", migrate=True), now, lambda: None
    now = datetime.now(UTC).replace(minute=37, second=0, microsecond=0)
    if path is not None:
        store = Store.open(f"sqlite:///{path}", migrate=True)
        load(store, World(now), size, lambda s: print(s, end="", flush=True))
        Path(f"{path}.now").write_text(now.isoformat())
        return store, now, lambda: None
    store, cleanup, _ = open_engine_store("sqlite", size, CHUNKS, workdir, False)
    load(store, World(now), size, lambda s: print(s, end="", flush=True))
    return store, now, cleanup


def measure(store: Store, now: datetime, repeat: int) -> int:
    """Time every page on ``store``; returns how many missed the target."""
    missed = 0
    since = (now - timedelta(days=7)).replace(minute=0)
    window = {"since": since.isoformat(), "until": now.isoformat(), "tz": "UTC"}
    engine = store.engine
    with engine.connect() as conn:
        newest = [
            r[0]
            for r in conn.execute(text("SELECT trace_id FROM assemblies ORDER BY ts DESC LIMIT 2"))
        ]
        oldest = conn.execute(
            text("SELECT trace_id FROM assemblies ORDER BY ts LIMIT 1")
        ).scalar_one()
    client = TestClient(create_ui_app(engine, clock=lambda: now))
    wc = f"/what-changed?{urlencode(window)}"
    pages: dict[str, Callable[[], object]] = {
        "engine alone (CLI's library call)": lambda: what_changed(engine, since, now),
        "what-changed (cold: empty cache)": lambda: TestClient(
            create_ui_app(engine, clock=lambda: now)
        ).get(wc),
        "what-changed (cached)": lambda: client.get(wc),
    }
    paths = {
        "timeline (7d by day)": "/timeline?"
        + urlencode({"dimension": "snapshot_id", "since": "7d", "tz": "UTC"}),
        "timeline (14d by day)": "/timeline?"
        + urlencode({"dimension": "snapshot_id", "since": "14d", "tz": "UTC"}),
        "timeline (48h by hour)": "/timeline?"
        + urlencode({"dimension": "template_version", "since": "48h", "tz": "UTC"}),
        "timeline section (48h by hour)": "/timeline?"
        + urlencode({"dimension": "section:system", "since": "48h", "tz": "UTC"}),
        "log (50 newest)": "/log",
        "log filtered (template, 7d)": "/log?"
        + urlencode({"since": "7d", "template": "support-v13", "limit": 100}),
        "assembly": f"/assembly/{newest[0]}",
        "diff (14 days apart)": f"/diff?a={oldest}&b={newest[0]}",
    }
    status = {name: client.get(p).status_code for name, p in paths.items()}
    status["what-changed (cold: empty cache)"] = status["what-changed (cached)"] = client.get(
        wc
    ).status_code
    pages.update({name: (lambda p=p: client.get(p)) for name, p in paths.items()})
    walls: dict[str, list[float]] = {n: [] for n in pages}
    cpus: dict[str, list[float]] = {n: [] for n in pages}
    for _ in range(repeat):  # interleaved rounds
        for name, fn in pages.items():
            w, c = timed(fn)
            walls[name].append(w)
            cpus[name].append(c)
    print(f"  load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"  {'page':<36} {'wall ms':>8} {'cpu ms':>8}")
    for name in pages:
        w, c = statistics.median(walls[name]), statistics.median(cpus[name])
        verdict = ""
        if name in status:
            ok = status[name] == 200 and c <= TARGET
            missed += not ok
            verdict = f"  (status {status[name]}) {'ok' if ok else 'MISSED'}"
        print(f"  {name:<36} {w * 1000:8.0f} {c * 1000:8.0f}{verdict}")
    print(f"  target: {TARGET * 1000:.0f} ms server time (CPU) per page")
    return missed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=1_000_000)
    parser.add_argument("--engines", default="sqlite")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--workdir", default=None)
    parser.add_argument("--store", default=None, help="SQLite file to build once and reuse")
    args = parser.parse_args()
    workdir = Path(args.workdir or tempfile.mkdtemp(prefix="bench_ui_"))
    missed = 0
    for engine_name in args.engines.split(","):
        print(f"[{engine_name}] {args.size:,} assemblies, median of {args.repeat}")
        if engine_name == "sqlite":
            store, now, cleanup = reuse_or_build(
                Path(args.store) if args.store else None, args.size, workdir
            )
        else:
            now = datetime.now(UTC).replace(minute=37, second=0, microsecond=0)
            store, cleanup = open_engine_store(engine_name, args.size, workdir)
            load(store, World(now), args.size, lambda s: print(s, end="", flush=True))
        try:
            missed += measure(store, now, args.repeat)
        finally:
            store.close()
            cleanup()
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
