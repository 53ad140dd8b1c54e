"""Benchmark: outcome analysis at 1M assemblies: impact in ``what-changed``, ``why``, ``cache-report``.

Command (from the repo root)::

    TIKTOKEN_CACHE_DIR=../shared/tiktoken python benchmarks/bench_outcome_analysis.py
    python benchmarks/bench_outcome_analysis.py --size 200000 --engines sqlite --repeat 3   # quicker

Targets (issue 15): ``what-changed`` with outcomes at 1M assemblies ≤ 1.2 × the same
report without them (impact read from rollups); ``why`` at 1M ≤ 2 s on SQLite, for a
small and a large selection.

How the history is made: the 14 days of :mod:`bench_whatchanged` (a reindex on day 9,
a tool schema change on day 10, a template canary on day 11, a timestamp leak on day
12), bulk-loaded the same way; then one outcome per assembly and a thumbs score on 30%
of them are generated **in SQL** from the assembly IDs (deterministic pseudo-random),
and the outcome and score rollups are aggregated in SQL under exactly the keys the
store's writer uses (``ctxstore.db.outcomes``). Planted: after the tool change the
cache read share falls from ~80% to <10% (the prefix changed); canary requests error
~15% of the time (2% otherwise); thumbs-down rises from 10% to 35% after the reindex.

What is measured, per engine (after one warm-up, ``--repeat`` interleaved rounds):

* ``what-changed`` (7d vs the 7d before, the CLI's library call): the report alone
  vs the report plus :func:`ctxstore.analysis.impact.with_impact`, in the same rounds;
* ``why`` over the 14 days for ``error`` (a small selection, ~3%), ``cache_read_share
  < 0.2`` (large, ~24%) and ``cache_read_share >= 0.2`` (most requests: the reader
  scans the smaller side);
* ``cache-report`` over the 14 days.

Wall and CPU are printed with the load average. CPU is ``time.process_time`` (the
database work of SQLite runs in this process) plus, on PostgreSQL, the CPU of the
server backends serving this process (read from ``/proc``: the server must run on this
machine).
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
from functools import partial
from pathlib import Path

from sqlalchemy import Engine, text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_whatchanged import World, load, open_engine_store, what_changed

from ctxstore.analysis.cachereport import run_cache_report
from ctxstore.analysis.impact import with_impact
from ctxstore.analysis.why import run_why
from ctxstore.db.models import LATENCY_COLUMNS
from ctxstore.outcomes import latency_bucket, parse_outcome_filter
from ctxstore.store import Store


def _hour(dialect: str, column: str) -> str:
    if dialect == "sqlite":
        return f"substr({column}, 1, 13) || ':00:00.000000'"
    return f"date_trunc('hour', {column})"


def _latency_table(conn: object, dialect: str) -> None:
    """1,000 latencies from a lognormal (median 1.1 s), with their histogram buckets."""
    import math
    from statistics import NormalDist

    rows = []
    for r in range(1000):
        ms = math.exp(7.0 + 0.45 * NormalDist().inv_cdf((r + 0.5) / 1000))
        rows.append({"r": r, "ms": ms, "b": latency_bucket(ms)})
    conn.execute(text("CREATE TABLE bench_lat (r INTEGER PRIMARY KEY, ms FLOAT, b INTEGER)"))  # type: ignore[attr-defined]
    conn.execute(text("INSERT INTO bench_lat (r, ms, b) VALUES (:r, :ms, :b)"), rows)  # type: ignore[attr-defined]


def add_outcomes(engine: Engine, world: World, progress: Callable[[str], None]) -> None:
    """One outcome per assembly, a thumbs score on 30%, and their rollups (see the docstring)."""
    dialect = engine.dialect.name
    started = time.perf_counter()
    rename = world.tool_rename
    u = "((a.id * 2654435761) % 1000003 % 1000)"
    v = "((a.id * 40503 + 7) % 999983 % 1000)"
    w = "((a.id * 69069 + 3) % 1000033 % 100)"
    err = f"({u} < 20 OR (a.template_version = 'v13' AND {u} < 150))"
    after = "a.ts >= :rename"
    read = f"CASE WHEN {after} THEN {v} % 20 * 3 ELSE 2200 + {v} % 400 END"
    ts = "a.ts"
    with engine.begin() as conn:
        _latency_table(conn, dialect)
        progress("\r  outcomes: rows")
        conn.execute(
            text(
                "INSERT INTO outcomes (trace_id, span_id, source, observed_at, model, input_tokens,"
                " output_tokens, cache_read_input_tokens, cache_creation_input_tokens, latency_ms,"
                " finish_reason, error_type, created_at) "
                f"SELECT a.trace_id, '', 'bench', {ts}, a.model_id, "
                f"CASE WHEN {err} THEN NULL ELSE 3000 - ({read}) END, "
                f"CASE WHEN {err} THEN NULL ELSE 200 + {v} % 300 END, "
                f"CASE WHEN {err} THEN NULL ELSE {read} END, "
                f"CASE WHEN {err} THEN NULL ELSE 0 END, "
                "l.ms, "
                f"CASE WHEN {err} THEN NULL ELSE 'end_turn' END, "
                f"CASE WHEN {err} THEN 'overloaded_error' ELSE NULL END, {ts} "
                f"FROM assemblies a JOIN bench_lat l ON l.r = ({v} * 7 % 1000)"
            ),
            {"rename": rename},
        )
        progress("\r  outcomes: scores")
        conn.execute(
            text(
                "INSERT INTO scores (trace_id, name, source, value, observed_at, comment, created_at) "
                "SELECT a.trace_id, 'thumbs', 'user', "
                f"CASE WHEN {w} < (CASE WHEN a.snapshot_id = 'kb-w2' THEN 35 ELSE 10 END) "
                f"THEN -1.0 ELSE 1.0 END, {ts}, NULL, {ts} "
                f"FROM assemblies a WHERE {u} % 10 < 3"
            )
        )
        # Per-assembly contributions, once, then folded under every rollup key.
        share = "CAST(o.cache_read_input_tokens AS FLOAT) / 3000.0"
        lat = ", ".join(
            f"CASE WHEN l.b = {k} THEN 1 ELSE 0 END AS {c}" for k, c in enumerate(LATENCY_COLUMNS)
        )
        conn.execute(
            text(
                "CREATE TABLE bench_contrib AS SELECT a.id AS aid, "
                f"{_hour(dialect, 'a.ts')} AS hour, a.service, a.environment, a.tenant, "
                "a.model_id, COALESCE(a.template_version, '') AS template_version, "
                "COALESCE(a.snapshot_id, '') AS snapshot_id, a.tokenizer, "
                "CASE WHEN a.dropped_count > 0 THEN 'true' ELSE 'false' END AS dropped, "
                "CASE WHEN a.tokens_exact THEN 'true' ELSE 'false' END AS exact, "
                "CASE WHEN a.screening_hits > 0 THEN 'true' ELSE 'false' END AS screening, "
                "1 AS outcomes, CASE WHEN o.error_type IS NULL THEN 0 ELSE 1 END AS errors, "
                "CASE WHEN o.input_tokens IS NULL THEN 0 ELSE 1 END AS usage_count, "
                "COALESCE(o.input_tokens, 0) AS input_tokens, "
                "COALESCE(o.output_tokens, 0) AS output_tokens, "
                "COALESCE(o.output_tokens, 0) * 1.0 * COALESCE(o.output_tokens, 0) AS output_tokens_sq, "
                "COALESCE(o.cache_read_input_tokens, 0) AS cache_read_tokens, "
                "0 AS cache_creation_tokens, "
                f"CASE WHEN o.input_tokens IS NULL THEN 0.0 ELSE {share} END AS cache_share_sum, "
                f"CASE WHEN o.input_tokens IS NULL THEN 0.0 ELSE {share} * {share} END AS cache_share_sq, "
                f"1 AS latency_count, o.latency_ms AS latency_sum_ms, {lat} "
                "FROM assemblies a JOIN outcomes o ON o.trace_id = a.trace_id "
                f"JOIN bench_lat l ON l.r = ({v} * 7 % 1000)"
            )
        )
        conn.execute(text("CREATE INDEX bench_contrib_aid ON bench_contrib (aid)"))
        sums = [
            "outcomes", "errors", "usage_count", "input_tokens", "output_tokens",
            "output_tokens_sq", "cache_read_tokens", "cache_creation_tokens", "cache_share_sum",
            "cache_share_sq", "latency_count", "latency_sum_ms", *LATENCY_COLUMNS,
        ]  # fmt: skip
        cols = ", ".join(sums)
        summed = ", ".join(f"SUM(c.{s})" for s in sums)
        key = "hour, service, environment, tenant, model_id, template_version"
        ckey = ", ".join(f"c.{k.strip()}" for k in key.split(","))
        for dim in (
            "model_id",
            "template_version",
            "snapshot_id",
            "tokenizer",
            "dropped",
            "exact",
            "screening",
        ):
            progress(f"\r  outcomes: rollups {dim:<20}")
            conn.execute(
                text(
                    f"INSERT INTO outcome_rollup_hourly ({key}, dimension, section_name, section_kind, value, {cols}) "
                    f"SELECT {ckey}, '{dim}', '', '', c.{dim}, {summed} FROM bench_contrib c "
                    f"GROUP BY {ckey}, c.{dim}"
                )
            )
        progress("\r  outcomes: rollups sections" + " " * 10)
        value = "CASE WHEN s.kind IN ('ask', 'history') THEN '*' ELSE s.content_hash END"
        conn.execute(
            text(
                f"INSERT INTO outcome_rollup_hourly ({key}, dimension, section_name, section_kind, value, {cols}) "
                f"SELECT {ckey}, 'section', s.name, s.kind, {value}, {summed} "
                "FROM bench_contrib c JOIN assembly_sections s ON s.assembly_id = c.aid "
                f"GROUP BY {ckey}, s.name, s.kind, {value}"
            )
        )
        progress("\r  outcomes: score rollups" + " " * 10)
        skey = f"{key}, dimension, section_name, section_kind, value, name, count, total, total_sq"
        score_sums = "COUNT(*), SUM(sc.value), SUM(sc.value * sc.value)"
        sjoin = "FROM bench_contrib c JOIN assemblies a ON a.id = c.aid JOIN scores sc ON sc.trace_id = a.trace_id"
        for dim in (
            "model_id",
            "template_version",
            "snapshot_id",
            "tokenizer",
            "dropped",
            "exact",
            "screening",
        ):
            conn.execute(
                text(
                    f"INSERT INTO score_rollup_hourly ({skey}) SELECT {ckey}, '{dim}', '', '', c.{dim}, "
                    f"'thumbs', {score_sums} {sjoin} GROUP BY {ckey}, c.{dim}"
                )
            )
        conn.execute(
            text(
                f"INSERT INTO score_rollup_hourly ({skey}) SELECT {ckey}, 'section', s.name, s.kind, "
                f"{value}, 'thumbs', {score_sums} {sjoin} JOIN assembly_sections s ON s.assembly_id = c.aid "
                f"GROUP BY {ckey}, s.name, s.kind, {value}"
            )
        )
        conn.execute(text("DROP TABLE bench_contrib"))
        conn.execute(text("DROP TABLE bench_lat"))
    with engine.connect() as conn:
        conn.execute(text("ANALYZE"))
        conn.commit()
    progress(f"\r  outcomes added in {time.perf_counter() - started:.0f}s" + " " * 30 + "\n")


class _ServerCpu:
    """CPU seconds used by the PostgreSQL backends serving this process (a server on this
    machine: read from ``/proc``), found by an ``application_name`` set on their connections.

    Why: with PostgreSQL the work runs in the server, so this process's CPU says nothing;
    wall time on a shared machine is mostly waiting for a core.
    """

    def __init__(self, engine: Engine | None = None, tag: str = "") -> None:
        self.engine, self.tag = engine, tag
        self.ticks = os.sysconf("SC_CLK_TCK")

    def __call__(self) -> float:
        if self.engine is None:
            return 0.0
        with self.engine.connect() as conn:
            pids = conn.execute(
                text("SELECT pid FROM pg_stat_activity WHERE application_name = :t"),
                {"t": self.tag},
            ).scalars()
            total = 0
            for pid in pids:
                try:
                    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                except OSError:
                    continue  # the backend exited (a connection the pool closed)
                total += int(fields[11]) + int(fields[12])  # utime, stime
        return total / self.ticks


_SERVER = _ServerCpu()


def timed(fn: Callable[[], object]) -> tuple[float, float, object]:
    """Wall and CPU seconds of ``fn()``: this process's CPU plus (PostgreSQL) its backends'."""
    s0 = _SERVER()
    w, c = time.perf_counter(), time.process_time()
    out = fn()
    wall, cpu = time.perf_counter() - w, time.process_time() - c
    return wall, cpu + _SERVER() - s0, out


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def measure(engine: Engine, now: datetime, repeat: int) -> None:
    """Impact, why and cache-report on a loaded store (see the module docstring)."""
    since = now - timedelta(days=7)

    def plain() -> object:
        return what_changed(engine, since, now)

    def impact() -> object:
        return with_impact(engine, what_changed(engine, since, now))

    plain()
    shown = impact()
    marked = [
        (c.section or c.dimension, m.metric)  # type: ignore[attr-defined]
        for c in shown.changes  # type: ignore[attr-defined]
        for m in c.impact
        if m.significant
    ]
    print(f"  impact marks: {marked}")
    rounds: dict[str, list[tuple[float, float]]] = {"without": [], "with": []}
    for _ in range(repeat):
        for name, fn in (("without", plain), ("with", impact)):
            wall, cpu, _ = timed(fn)
            rounds[name].append((wall, cpu))
    med = {
        k: (statistics.median(x[0] for x in v), statistics.median(x[1] for x in v))
        for k, v in rounds.items()
    }
    print(
        f"  what-changed 7d: without outcomes {med['without'][0]:.3f}s wall "
        f"{med['without'][1]:.3f}s cpu; with impact {med['with'][0]:.3f}s wall "
        f"{med['with'][1]:.3f}s cpu; ratio wall {med['with'][0] / med['without'][0]:.2f}× "
        f"cpu {med['with'][1] / med['without'][1]:.2f}× (load {load_average()})"
    )
    start = now - timedelta(days=14)
    for expr in (
        "error",
        "cache_read_share < 0.2",
        "cache_read_share >= 0.2",
        "score.thumbs < 0",
    ):
        flt = parse_outcome_filter(expr)
        run_why(engine, flt, start, now)  # warm-up
        times = [timed(partial(run_why, engine, flt, start, now)) for _ in range(repeat)]
        report = times[-1][2]
        wall = statistics.median(t[0] for t in times)
        cpu = statistics.median(t[1] for t in times)
        top = report.findings[0] if report.findings else None  # type: ignore[attr-defined]
        print(
            f"  why {expr!r:<28} matching {report.matching:>8,} rest {report.rest:>8,}: "  # type: ignore[attr-defined]
            f"{wall:.3f}s wall {cpu:.3f}s cpu (load {load_average()}); top: "
            f"{(top.dimension, top.section, top.value[:12]) if top else None}"
        )
    wall, cpu, cache = timed(partial(run_cache_report, engine, start, now))
    print(
        f"  cache-report 14d: {wall:.3f}s wall {cpu:.3f}s cpu; broken: "
        f"{[p.prefix_fingerprint[:12] for p in cache.broken]}"  # type: ignore[attr-defined]
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=1_000_000)
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--workdir", default=None)
    parser.add_argument(
        "--reuse",
        default=None,
        metavar="SQLITE_FILE_OR_URL",
        help="Measure a store this script built before (kept with --keep): an SQLite file, "
        "or the PostgreSQL URL --keep printed.",
    )
    parser.add_argument(
        "--keep",
        action="store_true",
        help="Keep the generated store (the SQLite file, or the PostgreSQL schema) and print its URL.",
    )
    args = parser.parse_args()
    workdir = Path(args.workdir or tempfile.mkdtemp(prefix="bench_outcomes_"))
    now = datetime.now(UTC).replace(minute=37, second=0, microsecond=0)
    for engine_name in args.engines.split(","):
        n = args.size
        print(f"[{engine_name}] {n:,} assemblies, 14 days")
        if args.reuse:
            url = args.reuse if "://" in args.reuse else f"sqlite:///{args.reuse}"
            store, cleanup = Store.open(url), lambda: None
            with store.engine.connect() as conn:
                last = conn.execute(text("SELECT max(ts) FROM assemblies")).scalar_one()
            last = last if isinstance(last, datetime) else datetime.fromisoformat(str(last))
            now = last.replace(tzinfo=UTC, minute=37, second=0, microsecond=0)
        else:
            store, cleanup = open_engine_store(engine_name, n, workdir)
        world = World(now)
        try:
            if not args.reuse:
                load(store, world, n, lambda s: print(s, end="", flush=True))
                add_outcomes(store.engine, world, lambda s: print(s, end="", flush=True))
                if args.keep:
                    # The URL with its password: a benchmark server's, needed to --reuse it.
                    print(f"  kept {store.engine.url.render_as_string(hide_password=False)}")
                    cleanup = lambda: None  # noqa: E731
            if store.engine.dialect.name == "postgresql":
                # Measure through connections tagged for _ServerCpu.
                global _SERVER
                tag = f"bench_oa_{os.getpid()}"
                url = store.engine.url.update_query_dict({"application_name": tag})
                store.close()
                store = Store.open(url.render_as_string(hide_password=False))
                _SERVER = _ServerCpu(store.engine, tag)
            measure(store.engine, now, args.repeat)
        finally:
            store.close()
            cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
