"""Hourly rollups: the pre-aggregated counts ``what-changed`` reads.

Comparing two time windows over raw rows costs O(requests); over hourly counts
per (filter columns, dimension, value) it costs O(distinct values). The writer
folds every batch into these counts inside the same transaction as the raw
rows, so the rollups can never disagree with what was recorded.

Token totals are bucketed on a log scale (each bucket ~2% wide) so a window's
token distribution is a few hundred rows however many requests it holds. The
bucket boundaries are integers computed with integer arithmetic, so every
process (and the ``0002`` migration's backfill) agrees on them exactly.

Sections whose content differs on every request by nature (:data:`PER_REQUEST_KINDS`:
the user's question, the conversation so far) are counted by presence, under the
value :data:`PER_REQUEST_VALUE`, not per content hash. Their hashes carry no
signal for ``what-changed`` (the readers collapse them the same way), and one
row per hash would make the table, and every report over it, grow with traffic
instead of with distinct values. Raw ``assembly_sections`` rows keep the hashes.

Budget pressure is a change too, so besides the per-assembly flags (dropped,
truncated, exact count, screening hit) each section that was dropped,
truncated or deduped is counted by name under ``section_outcome``; these rows
exist only where assembly had to give something up, so a healthy store pays
nothing for them. Migration ``0005`` backfills both from the raw rows.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Engine, and_, delete, func, select

from ctxstore.db.compaction import DAY, floor_day, fold_day
from ctxstore.db.engine import write_connection
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    rollup_daily,
    rollup_hourly,
    section_versions,
)
from ctxstore.db.types import greatest, least, upsert
from ctxstore.records import AssemblyRecord, SectionRecord

ROLLUP_DIMENSIONS: tuple[str, ...] = (
    "model_id",
    "template_version",
    "snapshot_id",
    "tokenizer",
    "section",
    "tokens_total",
    "dropped",
    "exact",
    "screening",
    "truncated",
    "section_outcome",
)
"""Every value the ``dimension`` column of ``rollup_hourly`` takes."""

COUNTED_OUTCOMES: tuple[str, ...] = ("dropped", "truncated", "deduped")
"""Section outcomes rolled up per section name (dimension ``section_outcome``).

``kept`` is not: it is the name's occurrences minus these, so counting it would
double the section rows for nothing."""

BUCKET_WIDTH = 12  # digits in a bucket label; zero padding makes text order numeric order
_LIMIT = 10**BUCKET_WIDTH


def _boundaries() -> tuple[int, ...]:
    # Next lower bound is 2% above the previous one (rounded up), and at least +1,
    # so small counts get exact one-token buckets.
    bounds = [0, 1]
    while bounds[-1] < _LIMIT:
        b = bounds[-1]
        bounds.append(max(b + 1, (b * 102 + 99) // 100))
    return tuple(bounds)


_BOUNDS = _boundaries()


def token_bucket(n: int) -> str:
    """The label of the ~2%-wide bucket holding ``n`` tokens: its lower bound, zero-padded."""
    if n <= 0:
        return f"{0:0{BUCKET_WIDTH}d}"
    i = min(bisect_right(_BOUNDS, n) - 1, len(_BOUNDS) - 2)
    return f"{_BOUNDS[i]:0{BUCKET_WIDTH}d}"


def bucket_bounds(label: str) -> tuple[int, int]:
    """``(lo, hi)`` of a bucket label: it holds token totals ``lo <= n < hi``."""
    lo = int(label)
    i = bisect_right(_BOUNDS, lo) - 1
    if i < 0 or _BOUNDS[i] != lo:
        raise ValueError(f"{label!r} is not a token bucket label")
    return lo, _BOUNDS[i + 1]


PER_REQUEST_KINDS: tuple[str, ...] = ("ask", "history")
"""Section kinds rolled up by presence (value :data:`PER_REQUEST_VALUE`), not by hash."""

PER_REQUEST_VALUE = "*"
"""The rollup ``value`` of every section of a kind in :data:`PER_REQUEST_KINDS`."""


UNVERSIONED_KINDS: tuple[str, ...] = (*PER_REQUEST_KINDS, "tool_output")
"""Kinds left out of ``section_versions``: their text is new on (almost) every request."""


def section_value(kind: str, content_hash: str) -> str:
    """The rollup ``value`` of a section: its hash, or presence for per-request kinds."""
    return PER_REQUEST_VALUE if kind in PER_REQUEST_KINDS else content_hash


RollupKey = tuple[datetime, str, str, str, str, str, str, str, str, str]
"""(hour, service, environment, tenant, model_id, template_version, dimension,
section_name, section_kind, value): the unique key of ``rollup_hourly``."""


@dataclass(slots=True)
class _Tally:
    """One rollup key's running count and time range (mutated in place per record)."""

    count: int
    first: datetime
    last: datetime


class RollupAccumulator:
    """Counts of one batch, one entry per distinct rollup key (one upsert row each)."""

    def __init__(self) -> None:
        self.counts: dict[RollupKey, _Tally] = {}
        # (name, hash) -> [kind, first, last], for ``section_versions``.
        self.versions: dict[tuple[str, str], list[Any]] = {}

    def _bump(self, key: RollupKey, ts: datetime) -> None:
        entry = self.counts.get(key)
        if entry is None:
            self.counts[key] = _Tally(1, ts, ts)
            return
        entry.count += 1
        if ts < entry.first:
            entry.first = ts
        if ts > entry.last:
            entry.last = ts

    def add(self, record: AssemblyRecord) -> None:
        ts = record.timestamp
        hour = ts.replace(minute=0, second=0, microsecond=0)
        base = (
            hour,
            record.service or "",
            record.environment or "",
            record.tenant or "",
            record.model_id,
            record.template_version or "",
        )
        for dimension, value in (
            ("model_id", record.model_id),
            ("template_version", record.template_version or ""),
            ("snapshot_id", record.snapshot_id or ""),
            ("tokenizer", record.tokenizer),
            ("tokens_total", token_bucket(record.tokens_total)),
            ("dropped", "true" if record.dropped_count > 0 else "false"),
            ("exact", "true" if record.tokens_exact else "false"),
            ("screening", "true" if record.screening_hits > 0 else "false"),
            (
                "truncated",
                "true" if any(s.outcome == "truncated" for s in record.sections) else "false",
            ),
        ):
            self._bump((*base, dimension, "", "", value), ts)
        for section in record.sections:
            value = section_value(section.kind, section.content_hash)
            self._bump((*base, "section", section.name, section.kind, value), ts)
            if section.kind not in UNVERSIONED_KINDS:
                seen = self.versions.get((section.name, section.content_hash))
                if seen is None:
                    self.versions[(section.name, section.content_hash)] = [section.kind, ts, ts]
                else:
                    seen[1], seen[2] = min(seen[1], ts), max(seen[2], ts)
            if section.outcome in COUNTED_OUTCOMES:
                self._bump(
                    (*base, "section_outcome", section.name, section.kind, section.outcome), ts
                )

    def version_rows(self) -> list[dict[str, object]]:
        """``section_versions`` upsert rows, sorted by key (lock order, as for the rollups)."""
        return [
            {
                "section_name": name,
                "content_hash": content_hash,
                "section_kind": kind,
                "first_seen": first,
                "last_seen": last,
            }
            for (name, content_hash), (kind, first, last) in sorted(self.versions.items())
        ]

    def extend(self, records: Iterable[AssemblyRecord]) -> None:
        for record in records:
            self.add(record)

    def rows(self) -> list[dict[str, object]]:
        """Plain dicts for an executemany upsert, sorted by key so concurrent
        PostgreSQL writers lock rows in the same order (no deadlocks)."""
        out = []
        for key in sorted(self.counts):
            tally = self.counts[key]
            out.append(
                {
                    "hour": key[0],
                    "service": key[1],
                    "environment": key[2],
                    "tenant": key[3],
                    "model_id": key[4],
                    "template_version": key[5],
                    "dimension": key[6],
                    "section_name": key[7],
                    "section_kind": key[8],
                    "value": key[9],
                    "count": tally.count,
                    "first_seen": tally.first,
                    "last_seen": tally.last,
                }
            )
        return out


def rollup_upsert(dialect: str) -> Any:
    """The upsert that adds a batch's counts to ``rollup_hourly`` (first/last seen widen)."""
    stmt = upsert(dialect, rollup_hourly)
    ex = stmt.excluded
    r = rollup_hourly.c
    return stmt.on_conflict_do_update(
        index_elements=[
            r.hour,
            r.service,
            r.environment,
            r.tenant,
            r.model_id,
            r.template_version,
            r.dimension,
            r.section_name,
            r.section_kind,
            r.value,
        ],
        set_={
            "count": r.count + ex.count,
            "first_seen": least(dialect, r.first_seen, ex.first_seen),
            "last_seen": greatest(dialect, r.last_seen, ex.last_seen),
        },
    )


def versions_upsert(dialect: str) -> Any:
    """The upsert that widens each (name, hash)'s first/last sighting in ``section_versions``."""
    stmt = upsert(dialect, section_versions)
    ex = stmt.excluded
    v = section_versions.c
    return stmt.on_conflict_do_update(
        index_elements=[v.section_name, v.content_hash],
        set_={
            "first_seen": least(dialect, v.first_seen, ex.first_seen),
            "last_seen": greatest(dialect, v.last_seen, ex.last_seen),
        },
    )


# --- following the metadata TTL ---------------------------------------------------

HOUR = timedelta(hours=1)
_PURGE_SPAN = timedelta(days=1)  # rollup hours handled per transaction


def _records(conn: Connection, start: datetime, end: datetime) -> list[AssemblyRecord]:
    """The assemblies still stored in ``[start, end)``, as much of a record as rollups use."""
    a = assemblies.c
    return records_where(conn, and_(a.ts >= start, a.ts < end))


def records_where(conn: Connection, condition: Any) -> list[AssemblyRecord]:
    """The stored assemblies matching ``condition`` (over ``assemblies``), as rollups see them.

    Sections carry no text: enough for :class:`RollupAccumulator` to recompute
    the rollup keys (``ctxstore.db.outcomes`` folds outcomes under them).
    """
    s = assembly_sections.c
    rows = conn.execute(select(assemblies).where(condition)).all()
    if not rows:
        return []
    ids = [r.id for r in rows]
    sections: dict[int, list[SectionRecord]] = {}
    for i in range(0, len(ids), 500):
        q = select(s.assembly_id, s.position, s.name, s.kind, s.content_hash, s.outcome).where(
            s.assembly_id.in_(ids[i : i + 500])
        )
        for sid, pos, name, kind, content_hash, outcome in conn.execute(q):
            sections.setdefault(sid, []).append(
                SectionRecord(pos, name, kind, "", 0, False, 0, content_hash, outcome)
            )
    return [
        AssemblyRecord(
            timestamp=r.ts,
            trace_id=r.trace_id,
            span_id=r.span_id,
            model_id=r.model_id,
            root_fingerprint=r.root_fingerprint,
            prefix_fingerprint=r.prefix_fingerprint,
            tokens_total=r.tokens_total,
            budget=r.budget,
            tokenizer=r.tokenizer,
            tokens_exact=r.tokens_exact,
            service=r.service,
            environment=r.environment,
            tenant=r.tenant,
            template_version=r.template_version,
            snapshot_id=r.snapshot_id,
            dropped_count=r.dropped_count,
            screening_hits=r.screening_hits,
            sections=tuple(sorted(sections.get(r.id, ()), key=lambda x: x.position)),
        )
        for r in rows
    ]


def _rebuild(conn: Connection, start: datetime, end: datetime) -> int:
    """Make the rollups of hours ``[start, end)`` exactly those of the rows still stored.

    Returns the number of rollup rows removed (net). Hours whose rollups already
    count exactly the assemblies left are skipped, so rerunning a purge costs
    one aggregate query per day of history, not a rebuild. ``start`` is a UTC
    midnight; a day compacted into ``rollup_daily`` (:mod:`ctxstore.db.compaction`)
    is checked and rebuilt whole, and stays compacted.
    """
    r, d, a = rollup_hourly.c, rollup_daily.c, assemblies.c
    daily = conn.execute(
        select(func.coalesce(func.sum(d.count), 0)).where(d.dimension == "model_id", d.day == start)
    ).scalar_one()
    compacted = int(daily) > 0
    if compacted:
        end = start + DAY
    counted = int(daily) + int(
        conn.execute(
            select(func.coalesce(func.sum(r.count), 0)).where(
                r.dimension == "model_id", r.hour >= start, r.hour < end
            )
        ).scalar_one()
    )
    left = conn.execute(select(func.count()).where(a.ts >= start, a.ts < end)).scalar_one()
    if counted == int(left):
        return 0

    def rows_now() -> int:
        hourly = conn.execute(
            select(func.count()).select_from(rollup_hourly).where(r.hour >= start, r.hour < end)
        ).scalar_one()
        days = conn.execute(
            select(func.count()).select_from(rollup_daily).where(d.day == start)
        ).scalar_one()
        return int(hourly) + int(days)

    before = rows_now()
    conn.execute(delete(rollup_hourly).where(r.hour >= start, r.hour < end))
    conn.execute(delete(rollup_daily).where(d.day == start))
    acc = RollupAccumulator()
    acc.extend(_records(conn, start, end))
    rows = acc.rows()
    if rows:
        conn.execute(rollup_upsert(conn.dialect.name), rows)
    if compacted:
        fold_day(conn, start)
    return before - rows_now()


def follow_metadata_ttl(engine: Engine, cutoff: datetime) -> int:
    """After a metadata purge, bring the rollups of hours before ``cutoff`` in line with the rows.

    Why: rollups are aggregates (no text, no subject IDs), but a report from
    rollups that still counts purged traffic disagrees with ``what-changed
    --raw`` and with what the retention policy promises ("metadata is kept N
    days"). Hours wholly before the cutoff keep only what legal holds kept;
    the hour holding the cutoff is re-aggregated from its remaining rows
    (the whole day, when that day was compacted into daily rows). One
    transaction per day of hours, like the purge's own batches. Section
    versions last seen before the cutoff are forgotten unless a kept row uses
    them. Returns the number of rollup rows removed.
    """
    r, d = rollup_hourly.c, rollup_daily.c
    cutoff = cutoff.astimezone(UTC)
    end = cutoff.replace(minute=0, second=0, microsecond=0) + HOUR
    with engine.connect() as conn:
        firsts = [
            conn.execute(select(func.min(r.hour)).where(r.dimension == "model_id")).scalar(),
            conn.execute(select(func.min(d.day)).where(d.dimension == "model_id")).scalar(),
        ]
    known = [t for t in firsts if t is not None]
    if not known:
        return 0
    start = floor_day(min(known))
    removed = 0
    while start < end:
        stop = min(end, start + _PURGE_SPAN)
        with write_connection(engine) as conn, conn.begin():
            removed += _rebuild(conn, start, stop)
        start = start + _PURGE_SPAN
    _forget_versions(engine, cutoff)
    return removed


def _forget_versions(engine: Engine, cutoff: datetime) -> None:
    """Versions last seen before ``cutoff`` go too, unless a held assembly still uses them."""
    v, s = section_versions.c, assembly_sections.c
    used = (
        select(s.assembly_id)
        .where(s.content_hash == v.content_hash, s.name == v.section_name)
        .exists()
    )
    with write_connection(engine) as conn, conn.begin():
        conn.execute(delete(section_versions).where(v.last_seen < cutoff, ~used))
