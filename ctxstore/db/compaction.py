"""Compaction: hourly rollup rows older than an age fold into daily rows (``rollup_daily``).

Why: the readers' cost follows rollup rows, and a large knowledge base leaves
one hourly row per chunk retrieved in an hour. Old history needs no hourly
resolution (a report over it is about days), so ``ctxstore db compact`` folds
each whole UTC day older than ``--older-than`` into one row per key and day.

Exactly once: each day moves in one transaction whose ``DELETE ... RETURNING``
hands back precisely the hourly rows it removed, and those are what is added
to the daily rows. A writer that upserts a late record into a compacted hour
concurrently either lands before the delete (and is moved with it) or creates
a fresh hourly row after it (moved by the next run); a crash rolls the whole
day back. Rerunning finds nothing left to move. Readers
(:mod:`ctxstore.analysis.readers`) read both tables for any range, so a report
is the same before and after compaction wherever its window covers whole
compacted days; a window edge inside a compacted day is read from the raw rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Engine, delete, func, select

from ctxstore.db.engine import write_connection
from ctxstore.db.models import ROLLUP_KEY, rollup_daily, rollup_hourly
from ctxstore.db.types import greatest, least, upsert

DAY = timedelta(days=1)
DEFAULT_AGE = timedelta(days=30)
"""Default compaction age: older than any default report (7 days against the 7 before)."""


@dataclass(frozen=True, slots=True)
class CompactionResult:
    """What one compaction run moved."""

    days: int  # UTC days whose hourly rows were folded
    hourly_rows: int  # hourly rows removed
    daily_rows: int  # daily rows written (new or added to)
    cutoff: datetime  # hours before this were compacted


def floor_day(t: datetime) -> datetime:
    return t.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0)


def daily_upsert(dialect: str) -> Any:
    """Adds counts to ``rollup_daily`` (first/last seen widen), as the writer's hourly upsert."""
    stmt = upsert(dialect, rollup_daily)
    ex = stmt.excluded
    d = rollup_daily.c
    return stmt.on_conflict_do_update(
        index_elements=[d.day, *(d[k] for k in ROLLUP_KEY)],
        set_={
            "count": d.count + ex.count,
            "first_seen": least(dialect, d.first_seen, ex.first_seen),
            "last_seen": greatest(dialect, d.last_seen, ex.last_seen),
        },
    )


def fold_day(conn: Connection, day: datetime) -> tuple[int, int]:
    """Move the hourly rows of UTC day ``day`` into ``rollup_daily``; (hourly, daily) rows.

    Runs inside the caller's transaction (see the module docstring).
    """
    h = rollup_hourly.c
    moved = conn.execute(
        delete(rollup_hourly)
        .where(h.hour >= day, h.hour < day + DAY)
        .returning(*(h[k] for k in ROLLUP_KEY), h.count, h.first_seen, h.last_seen)
    ).all()
    folded: dict[tuple[str, ...], list[Any]] = {}
    for row in moved:
        key = tuple(row[: len(ROLLUP_KEY)])
        count, first, last = row[len(ROLLUP_KEY) :]
        acc = folded.get(key)
        if acc is None:
            folded[key] = [int(count), first, last]
        else:
            acc[0] += int(count)
            acc[1] = min(acc[1], first)
            acc[2] = max(acc[2], last)
    if folded:
        rows = [
            {
                "day": day,
                **dict(zip(ROLLUP_KEY, key, strict=True)),
                "count": c,
                "first_seen": f,
                "last_seen": la,
            }
            for key, (c, f, la) in sorted(folded.items())
        ]
        conn.execute(daily_upsert(conn.dialect.name), rows)
    return len(moved), len(folded)


def compact_rollups(
    engine: Engine, older_than: timedelta = DEFAULT_AGE, *, now: datetime | None = None
) -> CompactionResult:
    """Fold every whole UTC day that ended ``older_than`` before ``now`` (one transaction each)."""
    if older_than < timedelta(0):
        raise ValueError("older_than must not be negative")
    cutoff = floor_day((now or datetime.now(UTC)) - older_than)
    h = rollup_hourly.c
    days = hourly = daily = 0
    start: datetime | None = None
    while True:
        with engine.connect() as conn:
            q = select(func.min(h.hour)).where(h.hour < cutoff)
            if start is not None:
                q = q.where(h.hour >= start)
            oldest = conn.execute(q).scalar()
        if oldest is None:
            break
        day = floor_day(oldest)
        with write_connection(engine) as conn, conn.begin():
            n_hourly, n_daily = fold_day(conn, day)
        days += 1
        hourly += n_hourly
        daily += n_daily
        start = day + DAY
    return CompactionResult(days, hourly, daily, cutoff)


def compacted_days(conn: Connection, start: datetime, end: datetime) -> list[datetime]:
    """UTC days holding daily rows that overlap ``[start, end)``, in order."""
    d = rollup_daily.c
    q = (
        select(d.day)
        .where(d.dimension == "model_id", d.day > start - DAY, d.day < end)
        .distinct()
        .order_by(d.day)
    )
    return [t.astimezone(UTC) for (t,) in conn.execute(q)]
