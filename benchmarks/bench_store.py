"""Store benchmark: batched-writer ingest against raw sqlite3, and bytes on disk per assembly.

Run:  python benchmarks/bench_store.py [--pg] [--assemblies 20000] [--prompt-tokens 40000]

Workload (the assembler benchmark's request shape, issue 2/3): each request is
``--prompt-tokens`` tokens (default ~40k, ~4 bytes a token), 75% of them in stable
sections (tool schemas, system prompt, project memory: one text each for the
whole run, plus the conversation history, whose text the default policy never
keeps) and 25% volatile: 8 retrieved chunks drawn from a pool of 5,000 with
Zipf-like popularity, and the ask (never kept). Retention is the default policy
at a 10% sample rate: first occurrence of a hash always kept, repeats kept for
10% of traces (decided by ``trace_sampled``), tools/system always, ask/history
never. Texts are synthetic and secret-free, so redaction is not part of this
benchmark (it runs before the store; see the retention benchmark).

Figures, each measured in this run:

* ingest: assemblies/s through ``Store.writer(batch_size=500)`` into SQLite (which
  also maintains the hourly rollups and seals kept text with AES-GCM; the same
  writer with sealing off is measured too, to show what sealing costs) /
  assemblies/s of raw ``sqlite3``
  ``executemany`` inserting the same assembly rows, section rows and blob
  upserts into the same schema, 500 per transaction, same pragmas; target >= 0.5.
  Both start from the same in-memory ``AssemblyRecord`` objects.
* with ``--pg``: assemblies/s through the writer into PostgreSQL
  (``CTXSTORE_BENCH_PG_URL``, default the local test database, in a scratch schema).
* storage: SQLite file bytes (after a WAL checkpoint) per assembly / rendered
  prompt bytes per assembly; target <= 0.05. A per-table breakdown (dbstat)
  shows where the bytes go.

Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ctxstore.db import migrate, sealing
from ctxstore.db.models import rollup_daily, rollup_hourly
from ctxstore.db.types import SQLITE_PRAGMAS
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.retention import SeenHashes, trace_sampled
from ctxstore.store import Store

BYTES_PER_TOKEN = 4
SAMPLE_RATE = 0.1
CHUNKS_PER_REQUEST = 8
CHUNK_POOL = 5000
WORDS = [
    "order",
    "shipping",
    "refund",
    "policy",
    "customer",
    "account",
    "invoice",
    "warehouse",
    "carrier",
    "tracking",
    "delivery",
    "address",
    "payment",
    "return",
    "window",
    "days",
    "business",
    "support",
    "escalate",
    "ticket",
    "product",
    "warranty",
    "replacement",
    "damaged",
    "package",
    "label",
    "region",
    "tax",
    "currency",
]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _text(rng: random.Random, n_bytes: int) -> str:
    out: list[str] = []
    size = 0
    while size < n_bytes:
        w = rng.choice(WORDS)
        out.append(w)
        size += len(w) + 1
    return " ".join(out)[:n_bytes]


class Workload:
    """Deterministic synthetic traffic, built into AssemblyRecords up front."""

    def __init__(self, n: int, prompt_tokens: int, seed: int = 7) -> None:
        rng = random.Random(seed)
        prompt = prompt_tokens * BYTES_PER_TOKEN
        stable = int(prompt * 0.75)
        volatile = prompt - stable
        self.stable_texts = {
            ("tools", "tools"): _text(rng, int(stable * 0.25)),
            ("system", "system"): _text(rng, int(stable * 0.2)),
            ("memory:project", "memory"): _text(rng, int(stable * 0.2)),
        }
        self.history_bytes = stable - sum(len(t) for t in self.stable_texts.values())
        self.ask_bytes = max(200, volatile // 25)
        chunk_bytes = (volatile - self.ask_bytes) // CHUNKS_PER_REQUEST
        self.chunks = [_text(rng, chunk_bytes) for _ in range(CHUNK_POOL)]
        self.chunk_hashes = [_sha(c) for c in self.chunks]
        weights = [1 / (i + 1) ** 1.1 for i in range(CHUNK_POOL)]
        self.prompt_bytes = 0
        self.records: list[AssemblyRecord] = []
        seen = SeenHashes(capacity=1_000_000)
        t0 = datetime(2026, 3, 1, tzinfo=UTC)
        stable_hashes = {k: _sha(v) for k, v in self.stable_texts.items()}
        for i in range(n):
            trace = uuid.UUID(int=rng.getrandbits(128)).hex
            sampled = trace_sampled(trace, SAMPLE_RATE)
            sections: list[SectionRecord] = []
            size = 0
            for (name, kind), text in self.stable_texts.items():
                # tools/system: kind rule "always"; memory: first occurrence, then sampled.
                keep = kind != "memory" or seen.first_time(stable_hashes[(name, kind)]) or sampled
                sections.append(
                    _section(
                        len(sections),
                        name,
                        kind,
                        stable_hashes[(name, kind)],
                        text if keep else None,
                    )
                )
                size += len(text)
            conversation, turn = divmod(i, 10)
            sections.append(
                _section(
                    len(sections),
                    "history",
                    "history",
                    _sha(f"h{conversation}:{turn}"),
                    None,
                    self.history_bytes,
                )
            )
            size += self.history_bytes
            for j in rng.choices(range(CHUNK_POOL), weights=weights, k=CHUNKS_PER_REQUEST):
                h = self.chunk_hashes[j]
                keep = seen.first_time(h) or sampled
                sections.append(
                    _section(
                        len(sections), f"doc:{j}", "document", h, self.chunks[j] if keep else None
                    )
                )
                size += len(self.chunks[j])
            sections.append(
                _section(len(sections), "ask", "ask", _sha(f"ask{i}"), None, self.ask_bytes)
            )
            size += self.ask_bytes
            self.prompt_bytes += size
            root = _sha("|".join(s.content_hash for s in sections))
            self.records.append(
                AssemblyRecord(
                    timestamp=t0 + timedelta(seconds=30 * i),
                    trace_id=trace,
                    span_id=trace[:16],
                    model_id="gpt-4o",
                    root_fingerprint=root,
                    prefix_fingerprint=_sha("|".join(s.content_hash for s in sections[:3])),
                    tokens_total=size // BYTES_PER_TOKEN,
                    budget=120_000,
                    tokenizer="o200k_base",
                    tokens_exact=True,
                    service="support-bot",
                    environment="prod",
                    tenant="acme",
                    subject_id=f"user-{rng.randrange(5000)}",
                    provider="openai",
                    template_version="v12",
                    snapshot_id="idx-2026-03-01",
                    policy_version="default-1",
                    content_captured=any(s.text is not None for s in sections),
                    sections=tuple(sections),
                )
            )


def _section(
    pos: int, name: str, kind: str, h: str, text: str | None, size: int = 0
) -> SectionRecord:
    return SectionRecord(
        position=pos,
        name=name,
        kind=kind,
        trust="untrusted" if kind == "document" else "trusted",
        priority=50,
        pinned=kind in ("tools", "system", "ask"),
        tokens=(len(text) if text else size) // BYTES_PER_TOKEN,
        content_hash=h,
        outcome="kept",
        source_path=f"kb/{name}.md" if kind == "document" else None,
        line_start=1 if kind == "document" else None,
        line_end=40 if kind == "document" else None,
        text=text,
    )


# -- raw sqlite3 baseline -----------------------------------------------------------

_A_COLS = (
    "id, ts, trace_id, span_id, service, environment, tenant, subject_id, model_id, provider, "
    "template_version, snapshot_id, root_fingerprint, prefix_fingerprint, tokens_total, budget, "
    "tokenizer, tokens_exact, dropped_count, screening_hits, policy_version, content_kept, created_at"
)
_S_COLS = (
    "assembly_id, position, name, kind, trust, priority, pinned, tokens, content_hash, outcome, "
    "reason, source_path, line_start, line_end, screening_hits, text_kept"
)


def _ts(d: datetime) -> str:
    return d.astimezone(UTC).replace(tzinfo=None).isoformat(" ", "microseconds")


def raw_sqlite_ingest(path: Path, records: list[AssemblyRecord], batch: int) -> float:
    conn = sqlite3.connect(path, isolation_level=None)
    for pragma in SQLITE_PRAGMAS:
        conn.execute(pragma)
    a_sql = f"INSERT INTO assemblies ({_A_COLS}) VALUES ({', '.join('?' * 23)})"
    s_sql = f"INSERT INTO assembly_sections ({_S_COLS}) VALUES ({', '.join('?' * 16)})"
    b_sql = (
        "INSERT INTO content_blobs (content_hash, text, redactions, size_bytes, first_seen, "
        "last_kept_at, policy_version) VALUES (?, ?, '[]', ?, ?, ?, ?) "
        "ON CONFLICT (content_hash) DO UPDATE SET last_kept_at = max(last_kept_at, excluded.last_kept_at)"
    )
    start = time.perf_counter()
    next_id = 1
    for i in range(0, len(records), batch):
        chunk = records[i : i + batch]
        now = _ts(datetime.now(UTC))
        a_rows, s_rows, b_rows = [], [], []
        for r in chunk:
            ts = _ts(r.timestamp)
            a_rows.append(
                (next_id, ts, r.trace_id, r.span_id, r.service, r.environment, r.tenant,
                 r.subject_id, r.model_id, r.provider, r.template_version, r.snapshot_id,
                 r.root_fingerprint, r.prefix_fingerprint, r.tokens_total, r.budget, r.tokenizer,
                 r.tokens_exact, r.dropped_count, r.screening_hits, r.policy_version,
                 r.content_captured, now)
            )  # fmt: skip
            for s in r.sections:
                s_rows.append(
                    (next_id, s.position, s.name, s.kind, s.trust, s.priority, s.pinned, s.tokens,
                     s.content_hash, s.outcome, s.reason, s.source_path, s.line_start, s.line_end,
                     json.dumps(list(s.screening_hits)), s.text is not None)
                )  # fmt: skip
                if s.text is not None:
                    b_rows.append(
                        (s.content_hash, s.text, len(s.text.encode()), ts, ts, r.policy_version)
                    )
            next_id += 1
        conn.execute("BEGIN IMMEDIATE")
        conn.executemany(a_sql, a_rows)
        conn.executemany(s_sql, s_rows)
        conn.executemany(b_sql, b_rows)
        conn.execute("COMMIT")
    elapsed = time.perf_counter() - start
    conn.close()
    return elapsed


def writer_ingest(
    url: str,
    records: list[AssemblyRecord],
    batch: int,
    *,
    sealed: bool = True,
    count_index: bool = True,
    cpu: list[float] | None = None,
) -> float:
    """Wall seconds to write ``records``; this process's CPU seconds go to ``cpu``."""
    with Store.open(url, migrate=True) as store:
        if not sealed:  # the writer as it was before text was sealed (issue 11)
            sealing._registry.pop(store.engine, None)
        if not count_index:  # the rollups as they were before the hot-chunk index (issue 10)
            with store.engine.begin() as conn:
                for table in (rollup_hourly, rollup_daily):
                    for ix in table.indexes:
                        if [c.name for c in ix.columns] == ["section_kind", "count"]:
                            ix.drop(conn)
        start, cpu0 = time.perf_counter(), time.process_time()
        with store.writer(batch_size=batch) as w:
            for r in records:
                w.add(r)
        elapsed = time.perf_counter() - start
        if cpu is not None:
            cpu.append(time.process_time() - cpu0)
        assert w.result.inserted == len(records), w.result
    return elapsed


def count_index_cost(
    url_for: Callable[[str], str], records: list[AssemblyRecord], batch: int, repeat: int
) -> tuple[list[float], list[float], list[float], list[float]]:
    """Writer ingest with and without the rollups' ``(section_kind, count)`` index,
    alternating so load drifts hit both alike: (wall with, wall without, CPU with, CPU
    without), one entry per repeat. ``url_for(label)`` gives a fresh empty store."""
    walls: dict[bool, list[float]] = {True: [], False: []}
    cpus: dict[bool, list[float]] = {True: [], False: []}
    for i in range(repeat):
        for with_index in (True, False) if i % 2 == 0 else (False, True):
            url = url_for(f"ix{int(with_index)}_{i}")
            walls[with_index].append(
                writer_ingest(url, records, batch, count_index=with_index, cpu=cpus[with_index])
            )
    return walls[True], walls[False], cpus[True], cpus[False]


def file_bytes(path: Path) -> tuple[int, dict[str, int]]:
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    per_table: dict[str, int] = {}
    for name, size in conn.execute(
        "SELECT coalesce(m.tbl_name, d.name), sum(d.pgsize) FROM dbstat d "
        "LEFT JOIN sqlite_master m ON m.name = d.name GROUP BY 1 ORDER BY 2 DESC"
    ):
        per_table[name] = size
    conn.close()
    total = sum(p.stat().st_size for p in path.parent.iterdir() if p.name.startswith(path.name))
    return total, per_table


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--assemblies", type=int, default=20_000)
    ap.add_argument("--prompt-tokens", type=int, default=40_000)
    ap.add_argument("--batch-size", type=int, default=500)
    ap.add_argument("--pg", action="store_true", help="also measure PostgreSQL ingest")
    ap.add_argument(
        "--count-index",
        type=int,
        default=0,
        metavar="REPEAT",
        help="also measure writer ingest with and without the rollups' (section_kind, count) "
        "index, REPEAT times each (SQLite, and PostgreSQL with --pg)",
    )
    args = ap.parse_args()

    t = time.perf_counter()
    work = Workload(args.assemblies, args.prompt_tokens)
    records = work.records
    n = len(records)
    print(
        f"workload: {n:,} assemblies of ~{args.prompt_tokens:,} tokens, "
        f"{sum(len(r.sections) for r in records) / n:.0f} sections each, "
        f"built in {time.perf_counter() - t:.1f}s"
    )

    with tempfile.TemporaryDirectory() as tmp:
        # The store's key files (HMAC secret, master key) go to a scratch data dir.
        os.environ["CTXSTORE_HOME"] = str(Path(tmp) / "home")
        raw_path = Path(tmp) / "raw.db"
        migrate.upgrade(f"sqlite:///{raw_path}")
        store_path = Path(tmp) / "store.db"
        plain_path = Path(tmp) / "plain.db"
        raw_s = raw_sqlite_ingest(raw_path, records, args.batch_size)
        plain_s = writer_ingest(f"sqlite:///{plain_path}", records, args.batch_size, sealed=False)
        store_s = writer_ingest(f"sqlite:///{store_path}", records, args.batch_size)
        raw_rate, store_rate, plain_rate = n / raw_s, n / store_s, n / plain_s
        print(f"\ningest into SQLite (batch {args.batch_size})")
        print(f"  raw sqlite3 executemany: {raw_rate:10,.0f} assemblies/s")
        print(f"  BatchWriter, text clear: {plain_rate:10,.0f} assemblies/s (+ hourly rollups)")
        print(f"  BatchWriter, sealed:     {store_rate:10,.0f} assemblies/s (AES-GCM, default)")
        print(f"  ratio writer/raw:        {store_rate / raw_rate:10.2f}   (target >= 0.5)")
        print(f"  ratio clear/raw:         {plain_rate / raw_rate:10.2f}")
        print(f"  cost of sealing:         {plain_rate / store_rate:10.2f}x")

        total, per_table = file_bytes(store_path)
        per_assembly = total / n
        prompt = work.prompt_bytes / n
        print("\nstorage (SQLite, WAL checkpointed)")
        print(f"  rendered prompt:         {prompt:10,.0f} bytes/assembly")
        print(f"  on disk:                 {per_assembly:10,.0f} bytes/assembly")
        for name, size in per_table.items():
            print(f"    {name:<22} {size / n:10,.0f}")
        print(f"  ratio disk/prompt:       {per_assembly / prompt:10.3f}   (target <= 0.05)")

        if args.count_index:
            results = count_index_cost(
                lambda label: f"sqlite:///{Path(tmp) / f'{label}.db'}",
                records,
                args.batch_size,
                args.count_index,
            )
            _print_index_cost("SQLite", n, *results)

    if args.pg:
        import psycopg

        base = os.environ.get(
            "CTXSTORE_BENCH_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
        )
        schema = f"bench_{uuid.uuid4().hex[:8]}"
        dsn = base.replace("postgresql+psycopg://", "postgresql://")
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f'CREATE SCHEMA "{schema}"')
        try:
            url = f"{base}{'&' if '?' in base else '?'}options=-csearch_path%3D{schema}"
            pg_s = writer_ingest(url, records, args.batch_size)
            print("\ningest into PostgreSQL")
            print(f"  ctxstore BatchWriter:    {n / pg_s:10,.0f} assemblies/s")
            if args.count_index:

                def pg_url(label: str) -> str:
                    # A fresh schema per run, so neither variant finds the other's rows.
                    with psycopg.connect(dsn, autocommit=True) as conn:
                        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
                        conn.execute(f'CREATE SCHEMA "{schema}"')
                    return url

                results = count_index_cost(pg_url, records, args.batch_size, args.count_index)
                _print_index_cost(
                    "PostgreSQL (client CPU; the server's is not counted)", n, *results
                )
        finally:
            with psycopg.connect(dsn, autocommit=True) as conn:
                conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


def _print_index_cost(
    engine: str,
    n: int,
    wall_with: list[float],
    wall_without: list[float],
    cpu_with: list[float],
    cpu_without: list[float],
) -> None:
    med = statistics.median
    print(
        f"\nrollup (section_kind, count) index, writer ingest into {engine}, "
        f"median of {len(wall_with)}, load average {os.getloadavg()[0]:.1f}"
    )
    print(
        f"  with the index:          {n / med(wall_with):10,.0f} assemblies/s wall, "
        f"{med(cpu_with):.2f}s CPU"
    )
    print(
        f"  without it:              {n / med(wall_without):10,.0f} assemblies/s wall, "
        f"{med(cpu_without):.2f}s CPU"
    )
    print(
        f"  cost with/without:       {med(cpu_with) / med(cpu_without):10.3f}x CPU, "
        f"{med(wall_with) / med(wall_without):.3f}x wall"
    )


if __name__ == "__main__":
    main()
