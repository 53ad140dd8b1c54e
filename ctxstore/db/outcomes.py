"""Writing outcomes and scores, and folding them into the hourly rollups exactly once.

The rules (identity, join by trace, token semantics) are in ``ctxstore.outcomes``;
this module is how the database keeps them.

* **Fold when the second arrives.** A pair (assembly, outcome) enters the rollups
  in the transaction that writes the second of the two: :func:`write_outcomes`
  and :func:`write_scores` fold into the rollup keys of every stored assembly of
  the trace; the assembly writer (``ctxstore.db.writer``) calls
  :func:`fold_new_assemblies` for the assemblies it has just inserted, which folds
  every outcome and score already stored for their traces. A replayed assembly is
  skipped before it reaches that call, a replayed outcome changes no row, so a
  pair is never folded twice. A merge or a replaced score folds the *difference*
  between the new and the old row (all rollup columns are sums, so differences
  add), and the rollups stay equal to a fresh aggregation of the rows
  (:func:`rebuild_hours` is that aggregation; the tests compare the two).
* **No missed pair under concurrency.** SQLite runs one writer at a time
  (``BEGIN IMMEDIATE``). On PostgreSQL, an assembly batch and an outcome batch of
  the same trace in two concurrent READ COMMITTED transactions could each miss
  the other's uncommitted row. So both take one transaction-scoped advisory lock
  (:data:`FOLD_LOCK`) first: shared by assembly batches (they never wait for each
  other), exclusive by outcome and score batches, which poll for it (see
  ``_lock_for_outcomes``) so that assembly ingest never queues behind them. One
  lock per transaction, taken before any row lock, so it cannot deadlock; the
  cost is that an outcome batch waits for the assembly batches in flight.
* The rollup keys of an assembly are recomputed from its stored rows by the same
  :class:`~ctxstore.db.rollups.RollupAccumulator` the writer uses, so outcome
  rollups cannot drift from ``rollup_hourly``'s keys.
"""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from operator import add
from typing import Any

from sqlalchemy import Connection, Engine, and_, delete, func, insert, or_, select, text, update
from sqlalchemy.exc import SQLAlchemyError

from ctxstore.db.engine import mask_url, write_connection
from ctxstore.db.models import (
    LATENCY_COLUMNS,
    ROLLUP_KEY,
    assemblies,
    outcome_rollup_hourly,
    outcomes,
    score_rollup_hourly,
    scores,
)
from ctxstore.db.rollups import RollupAccumulator, RollupKey, records_where
from ctxstore.db.types import sqlite_datetime, upsert
from ctxstore.errors import StoreError
from ctxstore.outcomes import (
    OutcomeRecord,
    ScoreRecord,
    cache_read_share,
    latency_bucket,
    merge_outcomes,
)

__all__ = [
    "FOLD_LOCK",
    "ROLLUP_KEY_COLUMNS",
    "OutcomeWriteResult",
    "expired_outcomes",
    "fold_new_assemblies",
    "follow_metadata_ttl_outcomes",
    "lock_for_assemblies",
    "write_outcomes",
    "write_outcomes_and_scores",
    "write_scores",
]

FOLD_LOCK = 0x6374_786F  # "ctxo": the advisory lock class (PostgreSQL only)
# Advisory locks are database-wide; the schema in the key keeps stores that share a
# database (one schema each) from waiting on each other.
_LOCK_KEY = ":k, hashtext(current_schema())"
ROLLUP_KEY_COLUMNS: tuple[str, ...] = ("hour", *ROLLUP_KEY)
_OUTCOME_SUMS = (
    "outcomes",
    "errors",
    "usage_count",
    "input_tokens",
    "output_tokens",
    "output_tokens_sq",
    "cache_read_tokens",
    "cache_creation_tokens",
    "cache_share_sum",
    "cache_share_sq",
    "latency_count",
    "latency_sum_ms",
    *LATENCY_COLUMNS,
)
_SCORE_SUMS = ("count", "total", "total_sq")


@dataclass(frozen=True, slots=True)
class OutcomeWriteResult:
    """What one write of outcomes or scores did."""

    inserted: int = 0  # new rows
    merged: int = 0  # stored rows that gained fields (outcomes) or a newer value (scores)
    skipped: int = 0  # replays: nothing new
    folded: int = 0  # (assembly, record) pairs whose rollups changed

    def __add__(self, other: OutcomeWriteResult) -> OutcomeWriteResult:
        return OutcomeWriteResult(
            self.inserted + other.inserted,
            self.merged + other.merged,
            self.skipped + other.skipped,
            self.folded + other.folded,
        )


# --- contributions ---------------------------------------------------------------------

Contribution = dict[str, float]


def outcome_contribution(o: OutcomeRecord) -> Contribution:
    """What one outcome adds to each rollup row it is folded into."""
    c: Contribution = {"outcomes": 1}
    if o.is_error:
        c["errors"] = 1
    if o.has_usage:
        c["usage_count"] = 1
        c["input_tokens"] = o.input_tokens or 0
        out = o.output_tokens or 0
        c["output_tokens"] = out
        c["output_tokens_sq"] = float(out) * out
        c["cache_read_tokens"] = o.cache_read_input_tokens or 0
        c["cache_creation_tokens"] = o.cache_creation_input_tokens or 0
        share = cache_read_share(o)
        if share is not None:
            c["cache_share_sum"] = share
            c["cache_share_sq"] = share * share
    if o.latency_ms is not None:
        c["latency_count"] = 1
        c["latency_sum_ms"] = o.latency_ms
        c[LATENCY_COLUMNS[latency_bucket(o.latency_ms)]] = 1
    return c


def _difference(new: Contribution, old: Contribution) -> Contribution:
    out = {k: new.get(k, 0) - old.get(k, 0) for k in set(new) | set(old)}
    return {k: v for k, v in out.items() if v != 0}


def _score_contribution(value: float) -> Contribution:
    return {"count": 1, "total": value, "total_sq": value * value}


# Rows are built positionally (key, then sums): the tables must keep this column order.
assert [c.name for c in outcome_rollup_hourly.columns] == [*ROLLUP_KEY_COLUMNS, *_OUTCOME_SUMS]
assert [c.name for c in score_rollup_hourly.columns] == [*ROLLUP_KEY_COLUMNS, "name", *_SCORE_SUMS]
_OUTCOME_INDEX = {col: i for i, col in enumerate(_OUTCOME_SUMS)}
_SCORE_INDEX = {col: i for i, col in enumerate(_SCORE_SUMS)}


def _dense(delta: Contribution, index: dict[str, int]) -> list[Any]:
    vec: list[Any] = [0] * len(index)
    for k, v in delta.items():
        vec[index[k]] = v
    return vec


class _Folds:
    """Rollup deltas of one transaction: per (rollup key[, score name]), one vector of column deltas.

    Dense vectors added with ``map(operator.add)``: one pair touches ~20 keys, and a
    per-column dict update per key was half the cost of writing an outcome.
    """

    def __init__(self) -> None:
        self.outcome: dict[RollupKey, list[Any]] = {}
        self.score: dict[tuple[RollupKey, str], list[Any]] = {}
        self.pairs = 0

    def add_outcome(self, keys: Iterable[RollupKey], delta: Contribution) -> None:
        if not delta:
            return
        self.pairs += 1
        vec, acc = _dense(delta, _OUTCOME_INDEX), self.outcome
        for key in keys:
            have = acc.get(key)
            acc[key] = list(vec) if have is None else list(map(add, have, vec))

    def add_score(self, keys: Iterable[RollupKey], name: str, delta: Contribution) -> None:
        if not delta:
            return
        self.pairs += 1
        vec, acc = _dense(delta, _SCORE_INDEX), self.score
        for key in keys:
            have = acc.get((key, name))
            acc[(key, name)] = list(vec) if have is None else list(map(add, have, vec))

    def write(self, conn: Connection) -> None:
        sqlite = conn.dialect.name == "sqlite"
        if self.outcome:
            # sorted: lock order, as in the assembly writer
            rows = [(*key, *self.outcome[key]) for key in sorted(self.outcome)]
            _upsert_rows(conn, outcome_rollup_hourly, _OUTCOME_SUMS, rows, sqlite)
        if self.score:
            rows = [(*key, name, *self.score[(key, name)]) for key, name in sorted(self.score)]
            _upsert_rows(conn, score_rollup_hourly, _SCORE_SUMS, rows, sqlite)


_COMPILED: dict[str, tuple[str, tuple[int, ...]]] = {}


def _upsert_rows(
    conn: Connection, table: Any, sums: Sequence[str], rows: list[tuple[Any, ...]], sqlite: bool
) -> None:
    """Add ``rows`` (key columns, then ``sums``, in table order) to the rollup ``table``.

    On SQLite the statement is compiled once and run with plain tuples, skipping
    SQLAlchemy's per-row parameter processing (as the assembly writer does).
    """
    names = [c.name for c in table.columns]
    if not sqlite:
        stmt = _additive_upsert(conn.dialect.name, table, sums)
        conn.execute(stmt, [dict(zip(names, r, strict=True)) for r in rows])
        return
    compiled = _COMPILED.get(table.name)
    if compiled is None:
        c = _additive_upsert("sqlite", table, sums).compile(dialect=conn.dialect)
        order = tuple(names.index(p) for p in (c.positiontup or ()))
        compiled = _COMPILED[table.name] = (c.string, order)
    sql, order = compiled
    out = []
    for r in rows:
        r = (sqlite_datetime(r[0]), *r[1:])
        out.append(tuple(r[i] for i in order))
    conn.exec_driver_sql(sql, out)


def _additive_upsert(dialect: str, table: Any, sums: Sequence[str]) -> Any:
    stmt = upsert(dialect, table)
    key = [c for c in table.primary_key.columns]
    return stmt.on_conflict_do_update(
        index_elements=key,
        set_={col: table.c[col] + stmt.excluded[col] for col in sums},
    )


def _keys_by_trace(conn: Connection, trace_ids: Iterable[str]) -> dict[str, list[list[RollupKey]]]:
    """trace ID -> the rollup keys of each stored assembly of that trace."""
    out: dict[str, list[list[RollupKey]]] = defaultdict(list)
    ids = sorted(set(trace_ids))
    for i in range(0, len(ids), 500):
        for record in records_where(conn, assemblies.c.trace_id.in_(ids[i : i + 500])):
            out[record.trace_id].append(assembly_keys(record))
    return out


def assembly_keys(record: Any) -> list[RollupKey]:
    """The ``rollup_hourly`` keys one assembly record is counted under."""
    acc = RollupAccumulator()
    acc.add(record)
    return list(acc.counts)


# --- locking -------------------------------------------------------------------------


def lock_for_assemblies(conn: Connection) -> None:
    """Called first in an assembly batch's transaction (shared; see the module docstring)."""
    if conn.dialect.name == "postgresql":
        conn.execute(text(f"SELECT pg_advisory_xact_lock_shared({_LOCK_KEY})"), {"k": FOLD_LOCK})


LOCK_WAIT = 1.0  # seconds an outcome batch tries for the exclusive lock before giving up


def _lock_for_outcomes(conn: Connection) -> None:
    """The exclusive fold lock, by polling ``pg_try_advisory_xact_lock``.

    Why polling, not ``pg_advisory_xact_lock``: a blocking exclusive request
    queues, and PostgreSQL then makes every later shared request (every assembly
    batch) wait behind it; one assembly transaction stuck on a half-dead
    connection would stall all ingest. Polling never blocks assembly ingest; an
    outcome batch that cannot get the lock within :data:`LOCK_WAIT` fails as a
    StoreError, and its caller retries it (receiver: 503; exporter: next batch).
    """
    if conn.dialect.name != "postgresql":
        return
    deadline = time.monotonic() + LOCK_WAIT
    pause = 0.002
    try_lock = text(f"SELECT pg_try_advisory_xact_lock({_LOCK_KEY})")
    while not conn.execute(try_lock, {"k": FOLD_LOCK}).scalar():
        if time.monotonic() > deadline:
            raise StoreError(
                "outcomes could not be folded: assembly writes held the fold lock for "
                f"{LOCK_WAIT:.0f} s; retry (nothing from this batch was stored)"
            )
        time.sleep(pause)
        pause = min(pause * 2, 0.05)


# --- rows <-> records ------------------------------------------------------------------

_OUTCOME_FIELDS = (
    "source",
    "observed_at",
    "model",
    "input_tokens",
    "output_tokens",
    "cache_read_input_tokens",
    "cache_creation_input_tokens",
    "latency_ms",
    "finish_reason",
    "error_type",
)


def outcome_from_row(row: Any) -> OutcomeRecord:
    return OutcomeRecord(
        trace_id=row.trace_id,
        span_id=row.span_id or None,
        **{name: getattr(row, name) for name in _OUTCOME_FIELDS},
    )


def _outcome_values(o: OutcomeRecord) -> dict[str, Any]:
    values = {name: getattr(o, name) for name in _OUTCOME_FIELDS}
    values["trace_id"] = o.trace_id
    values["span_id"] = o.span_id or ""
    return values


def score_from_row(row: Any) -> ScoreRecord:
    return ScoreRecord(
        trace_id=row.trace_id,
        name=row.name,
        value=row.value,
        observed_at=row.observed_at,
        source=row.source or None,
        comment=row.comment,
    )


# --- writing ---------------------------------------------------------------------------


def write_outcomes(engine: Engine, records: Sequence[OutcomeRecord]) -> OutcomeWriteResult:
    """Store outcomes (one transaction): new ones inserted, fuller ones merged, replays skipped."""
    return write_outcomes_and_scores(engine, records, ())


def write_scores(engine: Engine, records: Sequence[ScoreRecord]) -> OutcomeWriteResult:
    """Store scores (one transaction): a newer value for a (trace, name, source) replaces the old."""
    return write_outcomes_and_scores(engine, (), records)


def write_outcomes_and_scores(
    engine: Engine, outcome_records: Sequence[OutcomeRecord], score_records: Sequence[ScoreRecord]
) -> OutcomeWriteResult:
    """Both in one transaction, the assemblies of their traces read once (the ingest paths)."""
    if not outcome_records and not score_records:
        return OutcomeWriteResult()
    n = len(outcome_records) + len(score_records)
    now = datetime.now(UTC)
    try:
        with write_connection(engine) as conn, conn.begin():
            _lock_for_outcomes(conn)
            done_o, outcome_deltas = _apply_outcomes(conn, outcome_records, now)
            done_s, score_deltas = _apply_scores(conn, score_records, now)
            folds = _Folds()
            keys = _keys_by_trace(
                conn, [d[0] for d in outcome_deltas] + [d[0] for d in score_deltas]
            )
            for trace_id, delta in outcome_deltas:
                for assembly in keys.get(trace_id, ()):
                    folds.add_outcome(assembly, delta)
            for trace_id, name, delta in score_deltas:
                for assembly in keys.get(trace_id, ()):
                    folds.add_score(assembly, name, delta)
            folds.write(conn)
    except SQLAlchemyError as exc:
        raise StoreError(
            f"writing {n} outcomes and scores to {mask_url(str(engine.url))} failed; "
            f"nothing from this batch was stored: {exc}"
        ) from exc
    return done_o + done_s + OutcomeWriteResult(folded=folds.pairs)


def _apply_outcomes(
    conn: Connection, records: Sequence[OutcomeRecord], now: datetime
) -> tuple[OutcomeWriteResult, list[tuple[str, Contribution]]]:
    batch: dict[tuple[str, str], OutcomeRecord] = {}
    for r in records:
        key = (r.trace_id, r.span_id or "")
        batch[key] = merge_outcomes(batch[key], r) if key in batch else r
    if not batch:
        return OutcomeWriteResult(), []
    o = outcomes.c
    traces = sorted({t for t, _ in batch})
    stored: dict[tuple[str, str], tuple[int, OutcomeRecord]] = {}
    for i in range(0, len(traces), 500):
        for row in conn.execute(select(outcomes).where(o.trace_id.in_(traces[i : i + 500]))):
            if (row.trace_id, row.span_id) in batch:
                stored[(row.trace_id, row.span_id)] = (row.id, outcome_from_row(row))
    new_rows: list[dict[str, Any]] = []
    deltas: list[tuple[str, Contribution]] = []
    merged = skipped = 0
    for key in sorted(batch):
        rec = batch[key]
        if key not in stored:
            new_rows.append({**_outcome_values(rec), "created_at": now})
            deltas.append((key[0], outcome_contribution(rec)))
            continue
        row_id, old = stored[key]
        fuller = merge_outcomes(old, rec)
        if fuller == old:
            skipped += 1
            continue
        merged += 1
        values = _outcome_values(fuller)
        del values["trace_id"], values["span_id"]
        conn.execute(update(outcomes).where(o.id == row_id).values(**values))
        deltas.append(
            (key[0], _difference(outcome_contribution(fuller), outcome_contribution(old)))
        )
    if new_rows:
        conn.execute(insert(outcomes), new_rows)
    repeated = len(records) - len(batch)
    return OutcomeWriteResult(len(new_rows), merged, skipped + repeated), deltas


def _newer(a: ScoreRecord, b: ScoreRecord) -> bool:
    """Whether ``a`` replaces ``b`` (same key): later observation; ties go to the larger value."""
    return (a.observed_at, a.value) > (b.observed_at, b.value)


def _apply_scores(
    conn: Connection, records: Sequence[ScoreRecord], now: datetime
) -> tuple[OutcomeWriteResult, list[tuple[str, str, Contribution]]]:
    batch: dict[tuple[str, str, str], ScoreRecord] = {}
    for r in records:
        key = (r.trace_id, r.name, r.source or "")
        if key not in batch or _newer(r, batch[key]):
            batch[key] = r
    if not batch:
        return OutcomeWriteResult(), []
    sc = scores.c
    traces = sorted({k[0] for k in batch})
    stored: dict[tuple[str, str, str], tuple[int, ScoreRecord]] = {}
    for i in range(0, len(traces), 500):
        for row in conn.execute(select(scores).where(sc.trace_id.in_(traces[i : i + 500]))):
            key = (row.trace_id, row.name, row.source)
            if key in batch:
                stored[key] = (row.id, score_from_row(row))
    new_rows: list[dict[str, Any]] = []
    deltas: list[tuple[str, str, Contribution]] = []
    merged = skipped = 0
    for key in sorted(batch):
        rec = batch[key]
        values = {"value": rec.value, "observed_at": rec.observed_at, "comment": rec.comment}
        if key not in stored:
            new_rows.append(
                {"trace_id": key[0], "name": key[1], "source": key[2], "created_at": now} | values
            )
            deltas.append((key[0], key[1], _score_contribution(rec.value)))
            continue
        row_id, old = stored[key]
        if not _newer(rec, old):
            skipped += 1
            continue
        merged += 1
        conn.execute(update(scores).where(sc.id == row_id).values(**values))
        delta = _difference(_score_contribution(rec.value), _score_contribution(old.value))
        deltas.append((key[0], key[1], delta))
    if new_rows:
        conn.execute(insert(scores), new_rows)
    repeated = len(records) - len(batch)
    return OutcomeWriteResult(len(new_rows), merged, skipped + repeated), deltas


def fold_new_assemblies(conn: Connection, records: Sequence[Any]) -> int:
    """Fold the stored outcomes and scores of just-inserted assemblies' traces; returns pairs.

    ``records`` are the :class:`~ctxstore.records.AssemblyRecord` s this
    transaction inserted (never replays). One indexed lookup per 500 traces;
    a store without outcomes pays only that.
    """
    by_trace: dict[str, list[Any]] = defaultdict(list)
    for r in records:
        by_trace[r.trace_id].append(r)
    if not by_trace:
        return 0
    traces = sorted(by_trace)
    found_outcomes: dict[str, list[OutcomeRecord]] = defaultdict(list)
    found_scores: dict[str, list[ScoreRecord]] = defaultdict(list)
    for i in range(0, len(traces), 500):
        chunk = traces[i : i + 500]
        for row in conn.execute(select(outcomes).where(outcomes.c.trace_id.in_(chunk))):
            found_outcomes[row.trace_id].append(outcome_from_row(row))
        for row in conn.execute(select(scores).where(scores.c.trace_id.in_(chunk))):
            found_scores[row.trace_id].append(score_from_row(row))
    if not found_outcomes and not found_scores:
        return 0
    folds = _Folds()
    for trace_id in sorted(set(found_outcomes) | set(found_scores)):
        for record in by_trace[trace_id]:
            keys = assembly_keys(record)
            for o in found_outcomes.get(trace_id, ()):
                folds.add_outcome(keys, outcome_contribution(o))
            for s in found_scores.get(trace_id, ()):
                folds.add_score(keys, s.name, _score_contribution(s.value))
    folds.write(conn)
    return folds.pairs


# --- rebuilding (retention) --------------------------------------------------------------


def rebuild_hours(conn: Connection, start: datetime, end: datetime) -> None:
    """Make the outcome and score rollups of hours ``[start, end)`` a fresh aggregation.

    Used after a purge removed assemblies, outcomes or scores: folds every stored
    (assembly in those hours, outcome/score of its trace) pair again.
    """
    for table in (outcome_rollup_hourly, score_rollup_hourly):
        conn.execute(delete(table).where(table.c.hour >= start, table.c.hour < end))
    a = assemblies.c
    has_any = or_(
        select(outcomes.c.id).where(outcomes.c.trace_id == a.trace_id).exists(),
        select(scores.c.id).where(scores.c.trace_id == a.trace_id).exists(),
    )
    records = records_where(conn, and_(a.ts >= start, a.ts < end, has_any))
    fold_new_assemblies(conn, records)


def outcome_hours(conn: Connection, start: datetime, end: datetime) -> int:
    """How many outcome rollup rows hours ``[start, end)`` hold (a rebuild is skipped at 0)."""
    n = 0
    for table in (outcome_rollup_hourly, score_rollup_hourly):
        q = select(func.count()).select_from(table).where(table.c.hour >= start, table.c.hour < end)
        n += int(conn.execute(q).scalar_one())
    return n


def expired_outcomes(table: Any, cutoff: datetime, survivor: Any = None) -> Any:
    """Rows of ``outcomes``/``scores`` the metadata TTL removes: observed before ``cutoff``
    with no assembly of their trace left (``survivor``: which assemblies will be left,
    for a plan made before the purge; default: those stored)."""
    a = assemblies.c
    left = select(a.id).where(a.trace_id == table.c.trace_id)
    if survivor is not None:
        left = left.where(survivor)
    return and_(table.c.observed_at < cutoff, ~left.exists())


_DAY = timedelta(days=1)


def follow_metadata_ttl_outcomes(engine: Engine, cutoff: datetime) -> None:
    """Rebuild the outcome and score rollups of the hours before ``cutoff`` from the rows left.

    After a purge those hours hold only legally held assemblies; one
    transaction per day of hours, like ``ctxstore.db.rollups.follow_metadata_ttl``.
    """
    cutoff = cutoff.astimezone(UTC)
    end = cutoff.replace(minute=0, second=0, microsecond=0) + timedelta(hours=1)
    with engine.connect() as conn:
        starts = [
            conn.execute(select(func.min(t.c.hour))).scalar()
            for t in (outcome_rollup_hourly, score_rollup_hourly)
        ]
    known = [s.astimezone(UTC) for s in starts if s is not None]
    if not known:
        return
    start = min(known)
    while start < end:
        stop = min(end, start + _DAY)
        with write_connection(engine) as conn, conn.begin():
            _lock_for_outcomes(conn)
            if outcome_hours(conn, start, stop):
                rebuild_hours(conn, start, stop)
        start = stop
