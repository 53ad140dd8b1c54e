"""Benchmark: ``what-changed`` over 14 days of history, 1M and 4M assemblies, SQLite and PostgreSQL.

Command (from the repo root)::

    TIKTOKEN_CACHE_DIR=../shared/tiktoken python benchmarks/bench_whatchanged.py
    python benchmarks/bench_whatchanged.py --sizes 200000,800000 --engines sqlite   # quicker
    python benchmarks/bench_whatchanged.py --chunks 20000,200000   # large knowledge bases

Targets (issues 5 and 10): median ≤ 1 s at 1M assemblies on SQLite, and the 4M
median ≤ 1.5 × the 1M median, because the report reads hourly rollups whose size
follows distinct values, not request volume; the same with knowledge bases of
20,000 and 200,000 chunks (``--chunks``), where the report reads chunk rows only
for the chunks whose versions started or ended (``ctxstore.analysis.scaled``).

How the history is made: rows are generated directly (not through
``assemble()``) and bulk-loaded into ``assemblies``, ``assembly_sections``,
``content_blobs`` and ``rollup_hourly`` (sqlite3 ``executemany`` of tuples;
PostgreSQL ``COPY``), with the rollups computed in Python exactly as the store's
writer (``ctxstore.db.rollups.RollupAccumulator``) would: one row per hour,
filters and value, where sections of the per-request kinds ``ask`` and
``history`` count by presence (value ``"*"``, ``ctxstore.db.rollups.section_value``)
rather than per content hash, so the table grows with distinct values, not
traffic. The traffic is a
support bot: a tools section, a system prompt, a memory section, two retrieved
chunks from a 200-chunk knowledge base (``--chunks``), a conversation history on 40% of
requests and the user's ask. Day 9 a reindex rewrites 20 chunks and changes the
snapshot ID, day 10 a tool schema changes, day 11 a template canary takes 50%,
day 12 a minute-resolution timestamp leaks into the system prompt.

What is measured, per engine and size (median of ``--repeat`` runs after one
warm-up): the library call behind ``ctxstore what-changed`` (two
``read_windows`` reads + ``compare`` + text lookups) for

* ``aligned``: a window starting on the hour (``--since tuesday``-style), and
* ``7d``: ``--since 7d`` from a "now" that is not on the hour, so the partial
  edge hours are read from raw rows,

read from the rollups the writer records. The baseline measured in the same
run is the raw-rows reader (``--raw``) on the smallest size.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, Index, event, text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ctxstore.analysis.examples import example_traces
from ctxstore.analysis.readers import (
    Filters,
    history_start,
    read_windows,
    retained_texts,
)
from ctxstore.analysis.scaled import DETAIL_LIMIT, read_report_windows, scope_note
from ctxstore.analysis.whatchanged import Report, compare
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    content_blobs,
    rollup_hourly,
    section_versions,
)
from ctxstore.db.rollups import section_value, token_bucket
from ctxstore.store import Store

DAYS = 14
PG_ADMIN = os.environ.get(
    "CTXSTORE_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)
CHUNKS = 200
REWRITTEN = 20

ASSEMBLY_COLS = (
    "id, ts, trace_id, span_id, service, environment, tenant, subject_id, model_id, provider, "
    "template_version, snapshot_id, root_fingerprint, prefix_fingerprint, tokens_total, budget, "
    "tokenizer, tokens_exact, dropped_count, screening_hits, policy_version, content_kept, created_at"
)
SECTION_COLS = (
    "assembly_id, position, name, kind, trust, priority, pinned, tokens, content_hash, outcome, "
    "reason, source_path, line_start, line_end, screening_hits, text_kept"
)
VERSION_COLS = "section_name, content_hash, section_kind, first_seen, last_seen"
BLOB_COLS = "content_hash, text, redactions, size_bytes, first_seen, last_kept_at, policy_version"
ROLLUP_COLS = (
    "hour, service, environment, tenant, model_id, template_version, dimension, section_name, "
    "section_kind, value, count, first_seen, last_seen"
)


def sha(s: str) -> str:
    return hashlib.sha256(s.encode()).hexdigest()


class World:
    """The scripted 14 days: texts, hashes and event times."""

    def __init__(self, end: datetime, chunks: int = CHUNKS) -> None:
        self.n_chunks = chunks
        self.end = end
        self.start = end - timedelta(days=DAYS)
        day0 = self.start.replace(hour=0, minute=0, second=0, microsecond=0)
        self.reindex = day0 + timedelta(days=9, hours=9, minutes=12)
        self.tool_rename = day0 + timedelta(days=10, hours=15, minutes=40)
        self.canary = day0 + timedelta(days=11, hours=10)
        self.leak = day0 + timedelta(days=12, hours=8)
        self.system = "You are Acme's support assistant.\nAnswer briefly.\nCite the knowledge base."
        self.tools = [
            '{"name":"lookup_order","parameters":{"order_id":{"type":"string"}}}',
            '{"name":"lookup_order","parameters":{"orderId":{"type":"string"}}}',
        ]
        self.memory = "Acme sells refurbished laptops in the EU."
        self.chunks = [
            [
                f"kb/doc{c // 4}.md chunk {c}\nPolicy text version {v} for chunk {c}.\nMore text."
                for v in (0, 1)
            ]
            for c in range(chunks)
        ]
        self.h_system, self.h_memory = sha(self.system), sha(self.memory)
        self.h_tools = [sha(t) for t in self.tools]
        self.h_chunks = [[sha(t) for t in pair] for pair in self.chunks]
        self.leak_blobs: set[str] = set()
        self._leak_cache: dict[str, str] = {}

    def leak_hash(self, text: str) -> str:
        h = self._leak_cache.get(text)
        if h is None:
            h = self._leak_cache[text] = sha(text)
        return h


def _fmt_sqlite(t: datetime) -> str:
    # How SQLAlchemy's SQLite DATETIME stores naive UTC; isoformat is ~5x faster than strftime.
    return t.isoformat(" ", "microseconds")[:26]


def generate(
    world: World, n: int, chunk: int = 50_000
) -> Iterator[tuple[list[tuple], list[tuple], list[tuple]]]:
    """Batches of (assemblies, sections, leak blobs) as Python values.

    Rollup rows are accumulated in ``generate.rollups`` and emitted by
    :func:`aggregated_rollups` once every batch is loaded.
    """
    span = (world.end - world.start).total_seconds()
    agg: dict[tuple, list] = {}
    generate.rollups = agg  # type: ignore[attr-defined]
    versions: dict[tuple[str, str], list] = {}
    generate.versions = versions  # type: ignore[attr-defined]
    step = span / n
    for lo in range(0, n, chunk):
        arows, srows, blobs = [], [], []
        for i in range(lo, min(n, lo + chunk)):
            ts = world.start + timedelta(seconds=(i + 0.5) * step)
            hour = ts.replace(minute=0, second=0, microsecond=0)
            reindexed = ts >= world.reindex
            template = "v13" if ts >= world.canary and i % 2 == 0 else "v12"
            snapshot = "kb-w2" if reindexed else "kb-w1"
            tokens = 2400 + (i * 7919) % 1800
            dropped = 1 if i % 23 == 0 else 0
            aid = i + 1
            arows.append(
                (
                    aid,
                    ts,
                    f"{aid:032x}",
                    f"{aid:016x}",
                    "support-bot",
                    "prod",
                    "acme",
                    None,
                    "gpt-4o",
                    "openai",
                    template,
                    snapshot,
                    f"r{aid:063x}",
                    f"p{int(reindexed)}{int(ts >= world.tool_rename):062x}",
                    tokens,
                    16000,
                    "o200k_base",
                    True,
                    dropped,
                    0,
                    "default-1",
                    True,
                    ts,
                )
            )
            base = (hour, "support-bot", "prod", "acme", "gpt-4o", template)
            for dim, value in (
                ("model_id", "gpt-4o"),
                ("template_version", template),
                ("snapshot_id", snapshot),
                ("tokenizer", "o200k_base"),
                ("tokens_total", token_bucket(tokens)),
                ("dropped", "true" if dropped else "false"),
                ("exact", "true"),
                ("screening", "false"),
                ("truncated", "false"),
            ):
                _bump(agg, (*base, dim, "", "", value), ts)
            tool_h = world.h_tools[1 if ts >= world.tool_rename else 0]
            if ts >= world.leak:
                # A minute-resolution timestamp, the usual f"{now:%Y-%m-%d %H:%M}"
                # leak: its distinct values follow time, not request volume.
                sys_text = world.system + f"\nCurrent time: {ts:%Y-%m-%d %H:%M} UTC"
                sys_h = world.leak_hash(sys_text)
                if sys_h not in world.leak_blobs:
                    world.leak_blobs.add(sys_h)
                    blobs.append((sys_h, sys_text, ts))
                _bump(agg, (*base, "section", "system", "system", sys_h), ts)
            else:
                sys_h = world.h_system
                _bump(agg, (*base, "section", "system", "system", sys_h), ts)
            _bump(agg, (*base, "section", "tool:lookup_order", "tools", tool_h), ts)
            _bump(agg, (*base, "section", "acme-facts", "memory", world.h_memory), ts)
            sections = [
                ("tool:lookup_order", "tools", tool_h, 40, True),
                ("system", "system", sys_h, 30, True),
                ("acme-facts", "memory", world.h_memory, 20, True),
            ]
            for k in range(2):
                c = (i * 31 + k * 97) % world.n_chunks
                h = world.h_chunks[c][1 if reindexed and c < REWRITTEN else 0]
                name = f"kb/doc{c // 4}.md#{c % 4}"
                sections.append((name, "document", h, 300, i % 10 == 0))
                _bump(agg, (*base, "section", name, "document", h), ts)
            if i % 5 < 2:
                hh = f"h{aid:063x}"
                sections.append(("history", "history", hh, 500, False))
                _bump(
                    agg, (*base, "section", "history", "history", section_value("history", hh)), ts
                )
            ah = f"a{aid:063x}"
            sections.append(("ask", "ask", ah, 25, False))
            _bump(agg, (*base, "section", "ask", "ask", section_value("ask", ah)), ts)
            for pos, (name, kind, h, tok, kept) in enumerate(sections):
                if kind not in ("ask", "history", "tool_output"):
                    seen = versions.get((name, h))
                    if seen is None:
                        versions[(name, h)] = [kind, ts, ts]
                    else:
                        seen[2] = ts
                trust = "untrusted" if kind == "document" else "trusted"
                srows.append(
                    (
                        aid,
                        pos,
                        name,
                        kind,
                        trust,
                        10,
                        kind in ("tools", "system", "ask"),
                        tok,
                        h,
                        "kept",
                        None,
                        None,
                        None,
                        None,
                        "[]",
                        kept,
                    )
                )
        yield arows, srows, blobs


def _bump(agg: dict[tuple, list], key: tuple, ts: datetime) -> None:
    e = agg.get(key)
    if e is None:
        agg[key] = [1, ts, ts]
    else:
        e[0] += 1
        e[2] = ts


def version_rows() -> list[tuple]:
    return [(n, h, k, first, last) for (n, h), (k, first, last) in generate.versions.items()]  # type: ignore[attr-defined]


def aggregated_rollups() -> list[tuple]:
    return [(*k, c, first, last) for k, (c, first, last) in generate.rollups.items()]  # type: ignore[attr-defined]


def stable_blobs(world: World) -> list[tuple]:
    t = world.start
    out = [(world.h_system, world.system, t), (world.h_memory, world.memory, t)]
    out += [(h, s, t) for h, s in zip(world.h_tools, world.tools, strict=True)]
    for pair, hashes in zip(world.chunks, world.h_chunks, strict=True):
        for s, h in zip(pair, hashes, strict=True):
            out.append((h, s, t))
    return list({b[0]: b for b in out}.values())


# --- loaders -----------------------------------------------------------------------------


class SqliteLoader:
    def __init__(self, engine: Engine) -> None:
        self.raw = engine.raw_connection()
        self.cur = self.raw.cursor()
        self.cur.execute("PRAGMA synchronous=OFF")
        self.cur.execute("PRAGMA cache_size=-1000000")
        # The store's engine runs the driver in autocommit mode and emits BEGIN
        # itself; without an explicit transaction every row would be a commit.
        self.cur.execute("BEGIN")

    def _ins(self, table: str, cols: str, rows: list[tuple]) -> None:
        marks = ",".join("?" * len(cols.split(",")))
        self.cur.executemany(f"INSERT INTO {table} ({cols}) VALUES ({marks})", rows)

    def assemblies(self, rows: list[tuple]) -> None:
        f = _fmt_sqlite
        self._ins("assemblies", ASSEMBLY_COLS, [(r[0], f(r[1]), *r[2:22], f(r[22])) for r in rows])

    def sections(self, rows: list[tuple]) -> None:
        self._ins("assembly_sections", SECTION_COLS, rows)

    def blobs(self, rows: list[tuple]) -> None:
        self._ins(
            "content_blobs",
            BLOB_COLS,
            [
                (h, s, "[]", len(s.encode()), _fmt_sqlite(t), _fmt_sqlite(t), "default-1")
                for h, s, t in rows
            ],
        )

    def rollups(self, rows: list[tuple]) -> None:
        f = _fmt_sqlite
        self._ins(
            "rollup_hourly", ROLLUP_COLS, [(f(r[0]), *r[1:11], f(r[11]), f(r[12])) for r in rows]
        )

    def versions(self, rows: list[tuple]) -> None:
        f = _fmt_sqlite
        self._ins("section_versions", VERSION_COLS, [(*r[:3], f(r[3]), f(r[4])) for r in rows])

    def commit(self) -> None:
        self.cur.execute("COMMIT")
        self.cur.execute("BEGIN")

    def close(self) -> None:
        self.cur.execute("COMMIT")
        self.cur.execute("PRAGMA synchronous=NORMAL")
        self.raw.close()


class PgLoader:
    def __init__(self, engine: Engine) -> None:
        self.raw = engine.raw_connection()
        self.conn = self.raw.driver_connection  # psycopg.Connection

    def _copy(self, table: str, cols: str, rows: list[tuple]) -> None:
        with self.conn.cursor() as cur, cur.copy(f"COPY {table} ({cols}) FROM STDIN") as copy:
            for r in rows:
                copy.write_row(r)

    def assemblies(self, rows: list[tuple]) -> None:
        self._copy("assemblies", ASSEMBLY_COLS, rows)

    def sections(self, rows: list[tuple]) -> None:
        self._copy("assembly_sections", SECTION_COLS, rows)

    def blobs(self, rows: list[tuple]) -> None:
        self._copy(
            "content_blobs",
            BLOB_COLS,
            [(h, s, "[]", len(s.encode()), t, t, "default-1") for h, s, t in rows],
        )

    def rollups(self, rows: list[tuple]) -> None:
        self._copy("rollup_hourly", ROLLUP_COLS, rows)

    def versions(self, rows: list[tuple]) -> None:
        self._copy("section_versions", VERSION_COLS, rows)

    def commit(self) -> None:
        self.raw.commit()

    def close(self) -> None:
        self.raw.commit()
        self.raw.close()


def _secondary_indexes() -> list[Index]:
    tables = (assemblies, assembly_sections, content_blobs, rollup_hourly, section_versions)
    return [ix for table in tables for ix in table.indexes]


def load(store: Store, world: World, n: int, progress: Callable[[str], None]) -> None:
    # Bulk-load practice: drop the secondary indexes, load in time order, build
    # the indexes once at the end (a sort instead of millions of random inserts).
    with store.engine.begin() as conn:
        for ix in _secondary_indexes():
            ix.drop(conn)
    loader = (
        PgLoader(store.engine)
        if store.engine.dialect.name == "postgresql"
        else SqliteLoader(store.engine)
    )
    started, done = time.perf_counter(), 0
    for arows, srows, blobs in generate(world, n):
        loader.assemblies(arows)
        loader.sections(srows)
        loader.blobs(blobs)
        loader.commit()
        done += len(arows)
        rate = done / (time.perf_counter() - started)
        progress(f"\r  loading {done:,}/{n:,} assemblies ({rate:,.0f}/s)")
    loader.blobs(stable_blobs(world))
    loader.rollups(aggregated_rollups())
    loader.versions(version_rows())
    loader.close()
    progress(f"\r  building indexes after {time.perf_counter() - started:.0f}s" + " " * 30)
    with store.engine.begin() as conn:
        if store.engine.dialect.name == "postgresql":
            conn.execute(text("SET maintenance_work_mem = '512MB'"))
        for ix in _secondary_indexes():
            ix.create(conn)
    with store.engine.connect() as conn:
        conn.execute(text("ANALYZE"))
        conn.commit()
    progress(
        f"\r  loaded {n:,} assemblies in {time.perf_counter() - started:.0f}s" + " " * 20 + "\n"
    )


def rollup_rows(engine: Engine) -> int:
    with engine.connect() as conn:
        return int(conn.execute(text("SELECT count(*) FROM rollup_hourly")).scalar_one())


# --- measuring ---------------------------------------------------------------------------


def what_changed(
    engine: Engine, since: datetime, until: datetime, source: str = "rollups", scaled: bool = True
) -> Report:
    length = until - since
    if scaled:
        base, win, scope = read_report_windows(
            engine,
            (since - length, since),
            (since, until),
            Filters(),
            source=source,  # type: ignore[arg-type]
        )
    else:  # every chunk's rollups, as before the large-knowledge-base reader
        base, win = read_windows(engine, [(since - length, since), (since, until)], Filters())
        scope = None
    # What the CLI does: texts for diffs, example traces and the history start.
    return compare(
        base,
        win,
        texts=lambda hs: retained_texts(engine, hs),
        examples=lambda qs: example_traces(engine, qs),
        history_start=history_start(engine),
        reader_notes=scope_note(scope),
    )


CPU: dict[str, float] = {}  # label -> median process CPU of the last median_time call
CPUS: dict[tuple[str, int, int, str], float] = {}  # (engine, chunks, n, label) -> that CPU
SERVER: dict[tuple[str, int, int, str], float] = {}  # PostgreSQL server seconds, same keys


def median_time(fn: Callable[[], object], repeat: int) -> tuple[float, object]:
    """Median wall time of ``repeat`` runs after a warm-up; the median process CPU time
    (this process, every thread; not the PostgreSQL server's) goes to ``CPU["last"]``."""
    result = fn()  # warm-up (also the result we sanity-check)
    times, cpu = [], []
    for _ in range(repeat):
        t, c = time.perf_counter(), time.process_time()
        fn()
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    CPU["last"] = statistics.median(cpu)
    return statistics.median(times), result


def server_ms(engine: Engine, since: datetime, until: datetime, repeat: int) -> float:
    """PostgreSQL: the server's time for one report, in ms (median of ``repeat``).

    The report's SELECTs are captured once, then each is run under ``EXPLAIN
    ANALYZE`` and its planning and execution times summed: what the server spends,
    apart from the client's CPU (``CPU``) and the wall time a loaded machine adds.
    The raw edge reads' transaction-local settings are applied alike.
    """
    captured: list[tuple[str, Any]] = []

    def capture(conn: Any, cursor: Any, stmt: str, params: Any, context: Any, many: Any) -> None:
        if stmt.lstrip().upper().startswith("SELECT") and "set_config(" not in stmt:
            captured.append((stmt, params))

    event.listen(engine, "before_cursor_execute", capture)
    try:
        what_changed(engine, since, until)
    finally:
        event.remove(engine, "before_cursor_execute", capture)
    totals = []
    timing = re.compile(r"(?:Planning|Execution) Time: ([\d.]+) ms")
    for _ in range(repeat):
        total = 0.0
        with engine.connect() as conn:
            conn.exec_driver_sql("SET jit = off; SET max_parallel_workers_per_gather = 0")
            for stmt, params in captured:
                for (line,) in conn.exec_driver_sql("EXPLAIN (ANALYZE) " + stmt, params):
                    found = timing.search(line)
                    total += float(found.group(1)) if found else 0.0
        totals.append(total)
    return statistics.median(totals)


def check(report: Report, name: str) -> None:
    found = {(c.dimension, c.section) for c in report.changes}
    want = {("snapshot_id", None), ("template_version", None), ("section", "tool:lookup_order")}
    missing = want - found
    volatile = {v.section for v in report.volatile_sections}
    if missing or "system" not in volatile:
        print(
            f"  !! {name}: report is missing {sorted(map(str, missing))} / volatile={sorted(volatile)}"
        )


def open_engine_store(
    engine_name: str, n: int, chunks: int, workdir: Path, reuse: bool
) -> tuple[Store, Callable[[], None], datetime | None]:
    """The store for one (engine, size, KB size), and the "now" it was loaded for when
    ``reuse`` finds a complete earlier load (``None``: load it now)."""
    name = f"bench_wc_{chunks}c_{n}"
    marker = workdir / f"{engine_name}_{name}.now"
    loaded_for = (
        datetime.fromisoformat(marker.read_text().strip()) if reuse and marker.exists() else None
    )
    if engine_name == "sqlite":
        path = workdir / f"{name}.db"

        def remove() -> None:
            for suffix in ("", "-wal", "-shm"):
                Path(str(path) + suffix).unlink(missing_ok=True)
            marker.unlink(missing_ok=True)

        if loaded_for is None:
            remove()
        return Store.open(f"sqlite:///{path}", migrate=True), remove, loaded_for
    import psycopg

    # A reused store needs a name the next run can find; otherwise a unique one.
    schema = name if reuse else f"bench_wc_{uuid.uuid4().hex[:8]}"
    dsn = PG_ADMIN.replace("postgresql+psycopg://", "postgresql://")

    def drop() -> None:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        marker.unlink(missing_ok=True)

    if loaded_for is None:
        drop()
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f'CREATE SCHEMA "{schema}"')
    sep = "&" if "?" in PG_ADMIN else "?"
    store = Store.open(f"{PG_ADMIN}{sep}options=-csearch_path%3D{schema}", migrate=True)
    return store, drop, loaded_for


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--sizes", default="1000000,4000000", help="Comma-separated assembly counts."
    )
    parser.add_argument("--engines", default="sqlite,postgresql")
    parser.add_argument(
        "--chunks",
        default=str(CHUNKS),
        help="Comma-separated knowledge-base sizes (distinct chunks), e.g. 200,20000,200000.",
    )
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument(
        "--workdir", default=None, help="Where the SQLite files go (default: a temp dir)."
    )
    parser.add_argument("--keep", action="store_true", help="Keep the generated databases.")
    parser.add_argument(
        "--reuse",
        action="store_true",
        help="Measure the stores an earlier --keep --reuse run left in --workdir instead of "
        "loading them again (implies --keep).",
    )
    parser.add_argument(
        "--skip-raw", action="store_true", help="Skip the raw-rows baseline (slow at 1M)."
    )
    parser.add_argument(
        "--skip-full",
        action="store_true",
        help="Skip the same-run baseline that reads every chunk (slow with large KBs).",
    )
    parser.add_argument(
        "--interleave",
        type=int,
        default=0,
        metavar="ROUNDS",
        help="With --reuse: measure the kept stores of each (engine, KB size) round by round, "
        "every size once per round, and print the per-round 4M / 1M ratios' median and range "
        "(load drifts on a shared machine; sizes measured one after another inherit it).",
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    if args.interleave:
        if not args.reuse:
            parser.error("--interleave measures kept stores: load them with --keep --reuse first")
        return interleaved(args, sizes)
    workdir = Path(args.workdir or tempfile.mkdtemp(prefix="bench_wc_"))
    keep = args.keep or args.reuse
    results: dict[tuple[str, int, int, str], float] = {}
    raw_baseline: dict[str, float] = {}
    kb_sizes = [int(c) for c in args.chunks.split(",")]
    print(f"what-changed benchmark: {DAYS} days of history, sizes {sizes}, median of {args.repeat}")
    for engine_name, chunks, n in (
        (e, c, n) for e in args.engines.split(",") for c in kb_sizes for n in sizes
    ):
        print(f"[{engine_name}] {n:,} assemblies, {chunks:,} chunks")
        store, cleanup, now = open_engine_store(engine_name, n, chunks, workdir, args.reuse)
        try:
            if now is None:
                # "now" 37 minutes past the hour, so --since 7d has partial edge hours.
                now = datetime.now(UTC).replace(minute=37, second=0, microsecond=0)
                load(store, World(now, chunks), n, lambda s: print(s, end="", flush=True))
                if keep:
                    (workdir / f"{engine_name}_bench_wc_{chunks}c_{n}.now").write_text(
                        now.isoformat()
                    )
            else:
                print(f"  reusing the store loaded for now={now:%Y-%m-%d %H:%M} UTC")
            aligned_since = (now - timedelta(days=7)).replace(minute=0)
            engine = store.engine
            if n == min(sizes) and chunks == min(kb_sizes) and not args.skip_raw:
                t, report = median_time(
                    lambda e=engine, a=aligned_since, u=now: what_changed(e, a, u, "raw"), 1
                )
                raw_baseline[engine_name] = t
                print(f"  raw rows (no rollups), 7d vs 7d: {t:.3f}s")
            rows = rollup_rows(engine)
            print(f"  rollup rows: {rows:,} ({rows / n:.4f} per assembly)")
            for label, since in (
                ("aligned", aligned_since),
                ("7d", now - timedelta(days=7)),
            ):
                t, report = median_time(
                    lambda s=since, e=engine, u=now: what_changed(e, s, u), args.repeat
                )
                check(report, f"{engine_name}/{n}/{chunks}/{label}")  # type: ignore[arg-type]
                results[(engine_name, chunks, n, label)] = t
                load1 = os.getloadavg()[0]
                server = ""
                if engine_name == "postgresql":
                    ms = server_ms(engine, since, now, args.repeat)
                    server = f", server {ms / 1000:.3f}s (EXPLAIN ANALYZE)"
                    SERVER[(engine_name, chunks, n, label)] = ms / 1000
                print(
                    f"  what-changed {label:<8} median {t:.3f}s wall, {CPU['last']:.3f}s CPU"
                    f"{server} (load average {load1:.1f})"
                )
                CPUS[(engine_name, chunks, n, label)] = CPU["last"]
                if chunks > DETAIL_LIMIT and not args.skip_full:
                    # Same-run baseline: the same report reading every chunk's rollups.
                    full, _ = median_time(
                        lambda s=since, e=engine, u=now: what_changed(e, s, u, scaled=False), 1
                    )
                    print(f"  reading every chunk instead: {full:.3f}s ({full / t:.1f}x)")
        finally:
            store.close()
            if not keep:
                cleanup()
    print(
        "\nSummary (median seconds; ratio = this size / smallest size; vs-raw = raw-rows reader / this)"
    )
    small, big = min(sizes), max(sizes)
    for (engine_name, chunks, n, label), t in sorted(results.items()):
        ratio = t / results[(engine_name, chunks, small, label)]
        vs_raw = raw_baseline.get(engine_name, float("nan")) / t
        print(
            f"  {engine_name:<10} {chunks:>7,} chunks {n:>9,} {label:<8} {t:7.3f}s  "
            f"ratio {ratio:5.2f}  vs-raw {vs_raw:6.1f}x"
        )
    for engine_name in args.engines.split(","):
        for chunks in kb_sizes:
            for label in ("aligned", "7d"):
                key_small = (engine_name, chunks, small, label)
                key_big = (engine_name, chunks, big, label)
                if key_small in results and key_big in results and big != small:
                    ok1 = results[key_small] <= 1.0
                    ok2 = results[key_big] <= 1.5 * results[key_small]
                    print(
                        f"  targets {engine_name}/{chunks:,} chunks/{label}: {small:,} ≤ 1 s: "
                        f"{'yes' if ok1 else 'NO'}; {big:,} ≤ 1.5 × {small:,}: "
                        f"{'yes' if ok2 else 'NO'} ({results[key_big] / results[key_small]:.2f}×)"
                    )
                    # On a shared machine wall time is mostly waiting: the same targets in
                    # this process's CPU, plus the server's time on PostgreSQL.
                    cost_small = CPUS[key_small] + SERVER.get(key_small, 0.0)
                    cost_big = CPUS[key_big] + SERVER.get(key_big, 0.0)
                    what = "CPU + server" if engine_name == "postgresql" else "CPU"
                    print(
                        f"    in {what}: {small:,} {cost_small:.3f}s, {big:,} {cost_big:.3f}s "
                        f"({cost_big / cost_small:.2f}×)"
                    )
    return 0


def interleaved(args: argparse.Namespace, sizes: list[int]) -> int:
    """``--interleave``: one report per (size, window) in each round, so each round's
    ratio compares sizes under the same load; CPU is this process plus, on
    PostgreSQL, the server's time (``EXPLAIN ANALYZE``, measured once per round)."""
    workdir = Path(args.workdir or ".")
    small, big = min(sizes), max(sizes)
    for engine_name in args.engines.split(","):
        for chunks in (int(c) for c in args.chunks.split(",")):
            stores = {}
            for n in sizes:
                store, _, now = open_engine_store(engine_name, n, chunks, workdir, True)
                if now is None:
                    store.close()
                    print(f"[{engine_name}] {n:,} assemblies, {chunks:,} chunks: not loaded yet")
                    return 2
                stores[n] = (store, now)
            cost: dict[tuple[int, str], list[float]] = {}
            for store, now in stores.values():  # warm-up: caches and plans
                what_changed(store.engine, now - timedelta(days=7), now)
            for _ in range(args.interleave):
                for n, (store, now) in stores.items():
                    for label, since in (
                        ("aligned", (now - timedelta(days=7)).replace(minute=0)),
                        ("7d", now - timedelta(days=7)),
                    ):
                        c = time.process_time()
                        what_changed(store.engine, since, now)
                        spent = time.process_time() - c
                        if engine_name == "postgresql":
                            spent += server_ms(store.engine, since, now, 1) / 1000
                        cost.setdefault((n, label), []).append(spent)
            print(
                f"[{engine_name}] {chunks:,} chunks, {args.interleave} interleaved rounds, "
                f"load average {os.getloadavg()[0]:.1f}"
                + (" (CPU + server)" if engine_name == "postgresql" else " (CPU)")
            )
            for label in ("aligned", "7d"):
                for n in sizes:
                    xs = cost[(n, label)]
                    print(
                        f"  {label:<8} {n:>9,}: median {statistics.median(xs):.3f}s "
                        f"(range {min(xs):.3f}-{max(xs):.3f})"
                    )
                if big != small:
                    ratios = [
                        b / a for a, b in zip(cost[(small, label)], cost[(big, label)], strict=True)
                    ]
                    print(
                        f"  {label:<8} {big:,} / {small:,} per round: median "
                        f"{statistics.median(ratios):.2f}x (range {min(ratios):.2f}-{max(ratios):.2f})"
                    )
            for store, _ in stores.values():
                store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
