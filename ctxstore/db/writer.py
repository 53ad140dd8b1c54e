"""Batched, idempotent ingest of :class:`~ctxstore.records.AssemblyRecord` s.

One transaction per batch writes the assembly rows, their section rows, the
content blobs and the hourly rollups, so a reader never sees an assembly
without its sections or rollups that disagree with the raw rows.

Why it is shaped like this:

* Spans are delivered at least once (exporter retries, collector redelivery),
  so ingest is idempotent on ``(trace_id, span_id)``: the assembly insert is
  ``ON CONFLICT DO NOTHING RETURNING id``, and only the records that came back
  get sections, blobs and rollup counts. Two processes racing on the same span
  cannot both win the unique key.
* Speed comes from ``executemany`` of plain values (no ORM objects), and
  from aggregating per batch: one blob upsert per distinct hash and one rollup
  upsert per distinct key, however many records share them. Upsert rows are
  sorted by key so concurrent PostgreSQL writers take row locks in the same
  order and cannot deadlock.
* On SQLite, where Python-side work dominates, the two big statements (section
  rows and rollup upserts) are Core statements compiled once and executed with
  plain tuples through the driver, skipping SQLAlchemy's per-row parameter
  processing; the values are converted exactly as the column types would
  (``ctxstore.db.types.sqlite_datetime``, JSON text). PostgreSQL keeps the
  ordinary Core path (psycopg adapts values natively).
* On SQLite the transaction starts with ``BEGIN IMMEDIATE`` (see
  ``ctxstore.db.engine``), so concurrent writer processes queue on the busy
  timeout instead of failing.
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from operator import attrgetter, itemgetter
from types import TracebackType
from typing import Any

from sqlalchemy import Connection, Engine, and_, case, insert, null
from sqlalchemy.engine import Dialect
from sqlalchemy.exc import SQLAlchemyError

from ctxstore.db.engine import mask_url, write_connection
from ctxstore.db.models import assemblies, assembly_sections, content_blobs
from ctxstore.db.outcomes import fold_new_assemblies, lock_for_assemblies
from ctxstore.db.rollups import RollupAccumulator, versions_upsert
from ctxstore.db.rollups import rollup_upsert as _rollup_upsert
from ctxstore.db.sealing import PERSONAL_KINDS, SHARED, UNCHANGED, Owner, sealer_of
from ctxstore.db.types import greatest, sqlite_datetime, upsert
from ctxstore.errors import StoreError
from ctxstore.records import AssemblyRecord, SectionRecord


@dataclass(frozen=True, slots=True)
class WriteResult:
    """What one or more batches did."""

    inserted: int = 0  # new assemblies
    skipped: int = 0  # replayed (trace_id, span_id) already stored, or repeated in the batch
    sections: int = 0  # section rows written
    blobs: int = 0  # distinct content blobs inserted or refreshed

    def __add__(self, other: WriteResult) -> WriteResult:
        return WriteResult(
            self.inserted + other.inserted,
            self.skipped + other.skipped,
            self.sections + other.sections,
            self.blobs + other.blobs,
        )


# Rows are built from the record dataclasses' own fields, so a field added to a
# record reaches its column without an edit here, and one without a column stops
# the import (executemany would drop an unknown key silently). The only names that
# differ are these: the schema's names came first, and they are what
# `ctxstore show --json` and `log --json` print (StoredAssembly).
RECORD_COLUMNS: dict[str, str] = {"timestamp": "ts", "content_captured": "content_kept"}
_ASSEMBLY_FIELDS = tuple(f.name for f in fields(AssemblyRecord) if f.name != "sections")
_ASSEMBLY_COLUMNS = tuple(RECORD_COLUMNS.get(name, name) for name in _ASSEMBLY_FIELDS)
_assembly_values = attrgetter(*_ASSEMBLY_FIELDS)
# A section's text and redactions live in content_blobs; its row says whether text was kept.
_SECTION_FIELDS = tuple(
    f.name for f in fields(SectionRecord) if f.name not in {"text", "redactions"}
)
_section_values = attrgetter(*_SECTION_FIELDS)


def _check_columns(table: Any, names: Iterable[str]) -> None:
    missing = sorted(set(names) - set(table.c.keys()))
    if missing:
        raise RuntimeError(
            f"record fields without a column in {table.name}: {', '.join(missing)}; "
            "add the column (and a migration) or map the name in RECORD_COLUMNS"
        )


_check_columns(assemblies, _ASSEMBLY_COLUMNS)
_check_columns(assembly_sections, _SECTION_FIELDS)


def _assembly_row(r: AssemblyRecord, now: datetime) -> dict[str, Any]:
    row = dict(zip(_ASSEMBLY_COLUMNS, _assembly_values(r), strict=True))
    row["created_at"] = now
    return row


def _section_row(assembly_id: int, s: SectionRecord, sqlite: bool) -> dict[str, Any]:
    row = dict(zip(_SECTION_FIELDS, _section_values(s), strict=True))
    row["assembly_id"] = assembly_id
    hits = s.screening_hits
    row["screening_hits"] = _json_list(hits) if sqlite else list(hits)
    row["text_kept"] = s.text is not None
    return row


def _blob_upsert(dialect: str) -> Any:
    stmt = upsert(dialect, content_blobs)
    ex = stmt.excluded
    blob = content_blobs.c
    # Same hash means same original text, so an existing text is kept. Text that
    # expired or was erased (NULL) is restored by a newly kept occurrence, unless
    # that occurrence carries "" (ctxstore.db.sealing.UNCHANGED: the sealer saw live
    # text and did not seal it again; if it expired since, it stays expired).
    expired = and_(blob.text.is_(None), ex.text != UNCHANGED)
    return stmt.on_conflict_do_update(
        index_elements=[blob.content_hash],
        set_={
            "text": case((expired, ex.text), else_=blob.text),
            "redactions": case((expired, ex.redactions), else_=blob.redactions),
            "size_bytes": case((expired, ex.size_bytes), else_=blob.size_bytes),
            "policy_version": case((expired, ex.policy_version), else_=blob.policy_version),
            "key_id": case((expired, ex.key_id), else_=blob.key_id),
            "erased_by": case((expired, null()), else_=blob.erased_by),
            "last_kept_at": greatest(dialect, blob.last_kept_at, ex.last_kept_at),
        },
    )


class _Compiled:
    """A Core statement compiled once for SQLite and run with plain tuples (qmark style)."""

    def __init__(self, stmt: Any, dialect: Dialect) -> None:
        compiled = stmt.compile(dialect=dialect)
        self.sql = compiled.string
        self.row = itemgetter(*(compiled.positiontup or ()))

    def executemany(self, conn: Connection, rows: list[dict[str, Any]]) -> None:
        conn.exec_driver_sql(self.sql, [self.row(r) for r in rows])


_SQLITE_FAST: dict[str, _Compiled] = {}


def _sqlite_fast(name: str, dialect: Dialect) -> _Compiled:
    fast = _SQLITE_FAST.get(name)
    if fast is None:
        stmt = insert(assembly_sections) if name == "sections" else _rollup_upsert("sqlite")
        fast = _SQLITE_FAST[name] = _Compiled(stmt, dialect)
    return fast


def _json_list(values: tuple[str, ...]) -> str:
    return json.dumps(list(values)) if values else "[]"


def write_batch(engine: Engine, records: Sequence[AssemblyRecord]) -> WriteResult:
    """Write ``records`` in one transaction; replayed records are skipped, never duplicated."""
    unique: dict[tuple[str, str], AssemblyRecord] = {}
    # Sorted by key: concurrent PostgreSQL writers replaying overlapping spans
    # then wait on each other's unique-index entries in the same order, never in a cycle.
    for r in sorted(records, key=lambda r: (r.trace_id, r.span_id)):
        unique.setdefault((r.trace_id, r.span_id), r)
    repeated = len(records) - len(unique)
    if not unique:
        return WriteResult(skipped=repeated)
    dialect = engine.dialect.name
    sqlite = dialect == "sqlite"
    now = datetime.now(UTC)
    try:
        with write_connection(engine) as conn, conn.begin():
            lock_for_assemblies(
                conn
            )  # see ctxstore.db.outcomes: no (assembly, outcome) pair missed
            stmt = (
                upsert(dialect, assemblies)
                .on_conflict_do_nothing(index_elements=["trace_id", "span_id"])
                .returning(assemblies.c.id, assemblies.c.trace_id, assemblies.c.span_id)
            )
            returned = conn.execute(stmt, [_assembly_row(r, now) for r in unique.values()])
            ids = {(row.trace_id, row.span_id): row.id for row in returned}
            inserted = [(ids[key], r) for key, r in unique.items() if key in ids]

            section_rows: list[dict[str, Any]] = []
            blobs: dict[str, dict[str, Any]] = {}
            owners: dict[str, Owner] = {}
            rollups = RollupAccumulator()
            for assembly_id, r in inserted:
                rollups.add(r)
                for s in r.sections:
                    section_rows.append(_section_row(assembly_id, s, sqlite))
                    if s.text is None:
                        continue
                    blob = blobs.get(s.content_hash)
                    if blob is None:
                        personal = r.subject_id and s.kind in PERSONAL_KINDS
                        owners[s.content_hash] = Owner(
                            r.subject_id if personal else SHARED,  # type: ignore[arg-type]
                            r.timestamp.astimezone(UTC).date(),
                        )
                        text = s.text or ""
                        blobs[s.content_hash] = {
                            "content_hash": s.content_hash,
                            "text": text,
                            "redactions": sorted(set(s.redactions)),
                            "size_bytes": len(text.encode("utf-8")),
                            "first_seen": r.timestamp,
                            "last_kept_at": r.timestamp,
                            "policy_version": r.policy_version,
                        }
                    else:
                        blob["first_seen"] = min(blob["first_seen"], r.timestamp)
                        blob["last_kept_at"] = max(blob["last_kept_at"], r.timestamp)
            if section_rows and sqlite:
                _sqlite_fast("sections", engine.dialect).executemany(conn, section_rows)
            elif section_rows:
                conn.execute(insert(assembly_sections), section_rows)
            if blobs:
                sealer = sealer_of(engine)
                if sealer is not None:  # see ctxstore.db.sealing: text is stored sealed
                    sealer.seal_blobs(conn, blobs, owners)
                conn.execute(_blob_upsert(dialect), [blobs[h] for h in sorted(blobs)])
            rollup_rows = rollups.rows()
            if rollup_rows and sqlite:
                for row in rollup_rows:
                    for key in ("hour", "first_seen", "last_seen"):
                        row[key] = sqlite_datetime(row[key])  # type: ignore[arg-type]
                _sqlite_fast("rollups", engine.dialect).executemany(conn, rollup_rows)
            elif rollup_rows:
                conn.execute(_rollup_upsert(dialect), rollup_rows)
            version_rows = rollups.version_rows()
            if version_rows:
                conn.execute(versions_upsert(dialect), version_rows)
            # Outcomes and scores that arrived before their assembly are folded now.
            fold_new_assemblies(conn, [r for _, r in inserted])
    except SQLAlchemyError as exc:
        raise StoreError(
            f"writing {len(unique)} assemblies to {mask_url(str(engine.url))} failed; "
            f"nothing from this batch was stored: {exc}"
        ) from exc
    return WriteResult(
        inserted=len(inserted),
        skipped=repeated + len(unique) - len(inserted),
        sections=len(section_rows),
        blobs=len(blobs),
    )


class BatchWriter:
    """Buffer records and write them ``batch_size`` at a time, one transaction per batch.

    Use as a context manager; whatever is buffered is flushed on exit. Safe to
    share between threads. ``result`` totals every batch written so far.
    """

    def __init__(self, engine: Engine, batch_size: int = 500) -> None:
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        self._engine = engine
        self.batch_size = batch_size
        self._buffer: list[AssemblyRecord] = []
        self._lock = threading.Lock()
        self.result = WriteResult()

    def add(self, record: AssemblyRecord) -> None:
        with self._lock:
            self._buffer.append(record)
            if len(self._buffer) >= self.batch_size:
                self._flush_locked()

    def extend(self, records: Iterable[AssemblyRecord]) -> None:
        for record in records:
            self.add(record)

    def flush(self) -> WriteResult:
        """Write everything buffered now; returns what this flush did."""
        with self._lock:
            return self._flush_locked()

    def _flush_locked(self) -> WriteResult:
        if not self._buffer:
            return WriteResult()
        done = write_batch(self._engine, self._buffer)
        # Cleared only after a successful commit: a failed batch stays buffered
        # and is retried by the next flush (replays are skipped, so this is safe).
        self._buffer = []
        self.result = self.result + done
        return done

    def close(self) -> None:
        self.flush()

    def __enter__(self) -> BatchWriter:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if exc_type is None:
            self.flush()
            return
        # The body's exception matters more than a failed final flush.
        with contextlib.suppress(Exception):
            self.flush()
