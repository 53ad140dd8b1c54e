"""Outcome benchmark: what an outcome and a score cost to write, and how the rollups grow.

Run:  python benchmarks/bench_outcomes.py [--pg] [--assemblies 5000] [--rounds 3]

Workload: assemblies of 10 sections (tools, system, memory, 5 retrieved chunks from a
pool of 400, history, ask) spread over 24 hours, one trace each; one outcome per trace
(usage with cache reads, latency, 1% errors) and a thumbs score on 30% of traces.

Figures, each from the same run, rounds interleaved (wall time is noisy on a shared
machine; the load average is printed):

* outcomes/s written after their assemblies (each folded into ~19 rollup keys), and
  before them (stored, folded later by the assembly writer), batches of 500;
* scores/s (after their assemblies);
* assembly ingest with the outcome hook (shared advisory lock on PostgreSQL, one
  outcome/score lookup per batch) / without it (hook patched out): the cost the
  outcome join adds to the write path when no outcome is waiting, and when every
  trace's outcome arrived first;
* rollup size: rows and bytes (SQLite dbstat) of ``rollup_hourly``,
  ``outcome_rollup_hourly`` and ``score_rollup_hourly`` per assembly.

Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import sqlite3
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ctxstore.db import writer as _writer
from ctxstore.outcomes import OutcomeRecord, ScoreRecord
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.store import Store

T0 = datetime(2026, 3, 3, tzinfo=UTC)
BATCH = 500


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _section(pos: int, name: str, kind: str, text: str) -> SectionRecord:
    return SectionRecord(pos, name, kind, "trusted", 50, False, len(text) // 4, _sha(text), "kept")


def workload(
    n: int, seed: int = 1
) -> tuple[list[AssemblyRecord], list[OutcomeRecord], list[ScoreRecord]]:
    rng = random.Random(seed)
    stable = [
        _section(0, "tools", "tools", "tool schema " * 200),
        _section(1, "system", "system", "system prompt " * 300),
        _section(2, "memory", "memory", "memory " * 100),
    ]
    records, outs, scores = [], [], []
    for i in range(n):
        ts = T0 + timedelta(seconds=86_400 * i / n)
        chunks = [
            _section(3 + k, f"kb/doc{c}.md#1", "document", f"chunk {c}")
            for k, c in enumerate(rng.sample(range(400), 5))
        ]
        sections = (
            *stable,
            *chunks,
            _section(8, "history", "history", f"h{i}"),
            _section(9, "ask", "ask", f"q{i}"),
        )
        trace = f"{i + 1:032x}"
        records.append(
            AssemblyRecord(
                timestamp=ts,
                trace_id=trace,
                span_id=f"{i + 1:016x}",
                model_id="gpt-4o",
                root_fingerprint=_sha(trace),
                prefix_fingerprint=_sha("prefix"),
                tokens_total=2000,
                budget=16000,
                tokenizer="o200k_base",
                tokens_exact=True,
                service="bot",
                environment="prod",
                template_version="v1",
                snapshot_id="kb-1",
                sections=sections,
            )
        )
        outs.append(
            OutcomeRecord(
                trace,
                ts + timedelta(seconds=2),
                span_id=f"{i + 7:016x}",
                source="genai-span",
                input_tokens=300,
                output_tokens=rng.randrange(50, 400),
                cache_read_input_tokens=1700 if rng.random() < 0.8 else 0,
                cache_creation_input_tokens=0,
                latency_ms=rng.lognormvariate(7, 0.4),
                error_type="rate_limit" if rng.random() < 0.01 else None,
            )
        )
        if rng.random() < 0.3:
            scores.append(
                ScoreRecord(trace, "thumbs", rng.choice((1, -1)), ts + timedelta(minutes=5))
            )
    return records, outs, scores


def _batches(items: list[Any]) -> Iterator[list[Any]]:
    for i in range(0, len(items), BATCH):
        yield items[i : i + BATCH]


def _timed(fn: Callable[[], None]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


@contextmanager
def _without_hook() -> Iterator[None]:
    fold, lock = _writer.fold_new_assemblies, _writer.lock_for_assemblies
    _writer.fold_new_assemblies = lambda conn, records: 0  # type: ignore[assignment]
    _writer.lock_for_assemblies = lambda conn: None  # type: ignore[assignment]
    try:
        yield
    finally:
        _writer.fold_new_assemblies, _writer.lock_for_assemblies = fold, lock


def one_round(make_url: Callable[[], str], work: tuple[Any, ...]) -> dict[str, tuple[float, float]]:
    records, outs, scores = work
    out: dict[str, tuple[float, float]] = {}

    def ingest(store: Store, items: list[AssemblyRecord]) -> None:
        for b in _batches(items):
            store.write(b)

    with Store.open(make_url(), migrate=True) as s, _without_hook():  # baseline
        out["assemblies, no hook"] = _timed(lambda: ingest(s, records))
    with Store.open(make_url(), migrate=True) as s:
        out["assemblies, hook, nothing waiting"] = _timed(lambda: ingest(s, records))
        out["outcomes after assembly"] = _timed(
            lambda: [s.write_outcomes(b) for b in _batches(outs)] and None
        )
        out["scores after assembly"] = _timed(
            lambda: [s.write_scores(b) for b in _batches(scores)] and None
        )
    with Store.open(make_url(), migrate=True) as s:
        out["outcomes before assembly"] = _timed(
            lambda: [s.write_outcomes(b) for b in _batches(outs)] and None
        )
        out["assemblies, hook, outcome waiting"] = _timed(lambda: ingest(s, records))
    return out


def sizes(url: str, path: Path, n: int) -> None:
    with Store.open(url, migrate=True) as s:
        records, outs, scores = workload(n)
        for b in _batches(records):
            s.write(b)
        for b in _batches(outs):
            s.write_outcomes(b)
        for b in _batches(scores):
            s.write_scores(b)
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    print(f"\nrollup size (SQLite, {n:,} assemblies over 24 h, 1 outcome each, 30% scored)")
    for table in (
        "rollup_hourly",
        "outcome_rollup_hourly",
        "score_rollup_hourly",
        "outcomes",
        "scores",
    ):
        rows = con.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
        size = con.execute(
            "SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name = ? OR name LIKE ?",
            (table, f"ix_{table}_%"),
        ).fetchone()[0]
        print(f"  {table:<24} {rows:>9,} rows  {size / n:8,.0f} bytes/assembly (incl. indexes)")
    con.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--assemblies", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pg", action="store_true", help="also PostgreSQL (scratch schemas)")
    args = parser.parse_args()
    work = workload(args.assemblies)
    print(f"load average: {os.getloadavg()}")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["CTXSTORE_HOME"] = str(Path(tmp) / "home")
        engines: dict[str, Callable[[], str]] = {}
        counter = iter(range(10**6))
        engines["sqlite"] = lambda: f"sqlite:///{tmp}/r{next(counter)}.db"
        schemas: list[str] = []
        if args.pg:
            import psycopg

            base = os.environ.get(
                "CTXSTORE_BENCH_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
            )
            dsn = base.replace("postgresql+psycopg://", "postgresql://")

            def pg_url() -> str:
                schema = f"bench_o_{uuid.uuid4().hex[:8]}"
                schemas.append(schema)
                with psycopg.connect(dsn, autocommit=True) as conn:
                    conn.execute(f'CREATE SCHEMA "{schema}"')
                return f"{base}{'&' if '?' in base else '?'}options=-csearch_path%3D{schema}"

            engines["postgresql"] = pg_url
        try:
            totals: dict[tuple[str, str], list[tuple[float, float]]] = {}
            for _ in range(args.rounds):
                for name, make in engines.items():
                    for k, v in one_round(make, work).items():
                        totals.setdefault((name, k), []).append(v)
            counts = {
                "assemblies": len(work[0]),
                "outcomes": len(work[1]),
                "scores": len(work[2]),
            }
            for name in engines:
                print(f"\n{name}: median of {args.rounds} rounds (wall; client CPU)")
                base_wall = None
                for (eng, key), vals in totals.items():
                    if eng != name:
                        continue
                    wall = sorted(v[0] for v in vals)[len(vals) // 2]
                    cpu = sorted(v[1] for v in vals)[len(vals) // 2]
                    n = counts[key.split(",")[0].split(" ")[0]]
                    extra = ""
                    if key == "assemblies, no hook":
                        base_wall = wall
                    elif key.startswith("assemblies") and base_wall:
                        extra = f"  ({wall / base_wall:.2f}x the no-hook ingest)"
                    print(f"  {key:<36} {n / wall:9,.0f}/s wall  {n / cpu:9,.0f}/s CPU{extra}")
            sizes(f"sqlite:///{tmp}/sizes.db", Path(tmp) / "sizes.db", args.assemblies)
        finally:
            if schemas:
                import psycopg

                with psycopg.connect(dsn, autocommit=True) as conn:
                    for schema in schemas:
                        conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
    print(f"\nload average: {os.getloadavg()}")


if __name__ == "__main__":
    main()
