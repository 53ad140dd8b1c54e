"""Reading a window when the knowledge base is large: cost follows what changed.

Why: with 20,000-200,000 chunks, every chunk has rollup rows in most hours, so
reading them all (and testing each chunk) costs O(chunks x hours) whatever
changed. Above :data:`DETAIL_LIMIT` active chunk names, the report instead
reads

* every rollup row that is not a chunk (model, template, snapshot, tokens,
  flags, tools, system, memory, ask, history, tool outputs), through the
  ``(dimension, section_kind, hour)`` index: the kinds ``section_versions``
  holds, and the ones it never holds
  (:data:`~ctxstore.db.rollups.UNVERSIONED_KINDS`). Those are read in full,
  as the reader of every row reads them: their text is new on (almost) every
  request, so versions would point at every one of their few names anyway, and
  their rows cost what they cost without a large knowledge base;
* the rows of only the chunk names something points at, through the
  ``(section_name, hour)`` index: names with a version (text hash) first seen
  in the window (``section_versions.first_seen`` is indexed: new content,
  appearances, reverts), and names last seen before the window starts
  (disappearances).

What is given up, and said in the report: chunk-level mix shifts (a chunk
retrieved more or less often), per-chunk drop rates and removals of single
chunks in the middle of the window; the assembly-level budget metrics stay.
``--raw`` still reads everything.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Connection, Engine, func, literal_column, or_, select

from ctxstore.analysis.findings import Options
from ctxstore.analysis.readers import (
    Filters,
    Row,
    Source,
    _collapsed,
    _filtered,
    read_windows,
    rollup_time,
)
from ctxstore.analysis.windows import OUTCOME_DIMENSION, WindowStats
from ctxstore.db.compaction import DAY, floor_day
from ctxstore.db.models import rollup_daily, rollup_hourly, section_versions
from ctxstore.db.rollups import ROLLUP_DIMENSIONS, UNVERSIONED_KINDS

BULK_KINDS: tuple[str, ...] = ("document",)
"""Section kinds with many names (retrieved chunks): summarised when numerous."""

DETAIL_LIMIT = 2000
"""Active chunk names up to which every chunk is read and tested."""

_GROUPED = "grouped_value"
HOUR = timedelta(hours=1)
Span = tuple[datetime, datetime]


@dataclass(frozen=True)
class ChunkScope:
    """Rows of every non-chunk series, and of the chunk names in ``names``."""

    names: frozenset[str]
    kinds: tuple[str, ...]  # the non-bulk section kinds present, and the unversioned ones
    active: int  # chunk names active in the two windows
    popular_floor: int = 0  # occurrences from which a chunk is read for mix shifts (0: not)
    hot: frozenset[str] = frozenset()  # chunk names read for that alone

    def keep(self, row: Row) -> bool:
        dimension, name, kind = row[0], row[1], row[2]
        if dimension not in ("section", OUTCOME_DIMENSION) or kind not in BULK_KINDS:
            return True
        return name in self.names

    def section_clause(self, name: Any, kind: Any) -> Any | None:
        """:meth:`keep` for section rows, as SQL; ``None`` past 500 names (bind limits)."""
        if len(self.names) > 500:
            return None
        return or_(kind.notin_(BULK_KINDS), name.in_(sorted(self.names)))

    def rollup_rows(
        self,
        engine: Engine,
        start: datetime,
        end: datetime,
        filters: Filters,
        table: Any = rollup_hourly,
    ) -> Iterable[Row]:
        r = table.c
        hour = rollup_time(table)
        cols = (
            r.dimension,
            r.section_name,
            r.section_kind,
            _collapsed(r.section_kind, r.value),
            func.sum(r.count),
            func.min(r.first_seen),
            func.max(r.last_seen),
        )
        group: tuple[Any, ...] = (
            r.dimension,
            r.section_name,
            r.section_kind,
            literal_column(_GROUPED),
        )
        flat = [d for d in ROLLUP_DIMENSIONS if d not in ("section", OUTCOME_DIMENSION, "model_id")]
        queries = [
            select(*cols).where(r.dimension.in_(flat), hour >= start, hour < end),
            select(*cols).where(
                r.dimension.in_(("section", OUTCOME_DIMENSION)),
                r.section_kind.in_(self.kinds),
                hour >= start,
                hour < end,
            ),
        ]
        names = sorted(self.names)
        for i in range(0, len(names), 500):
            queries.append(
                select(*cols).where(
                    r.section_name.in_(names[i : i + 500]),
                    r.dimension.in_(("section", OUTCOME_DIMENSION)),
                    hour >= start,
                    hour < end,
                )
            )
        mq = select(
            hour, r.value, func.sum(r.count), func.min(r.first_seen), func.max(r.last_seen)
        ).where(hour >= start, hour < end, r.dimension == "model_id")
        mq = _filtered(mq, table, filters).group_by(hour, r.value)
        with engine.connect() as conn:
            for q in queries:
                result: Iterable[Any] = conn.execute(_filtered(q, table, filters).group_by(*group))
                for dim, name, kind, value, count, first, last in result:
                    row: Row = (dim, name, kind, value, int(count), first, last, None)
                    if self.keep(row):
                        yield row
            hourly: Iterable[Any] = conn.execute(mq)
            for at, value, count, first, last in hourly:
                yield "model_id", "", "", value, int(count), first, last, at


def chunk_scope(
    engine: Engine,
    since: datetime,
    until: datetime,
    window_since: datetime,
    popular: tuple[Span, Span, Filters, float] | None = None,
) -> ChunkScope | None:
    """The scope for a report over ``[since, until)``, or ``None`` when every chunk fits.

    ``popular`` (baseline, window, filters, threshold) adds the chunks retrieved
    often enough for a mix shift of ``threshold`` (:func:`popular_chunks`).
    """
    v = section_versions.c
    bulk = v.section_kind.in_(BULK_KINDS)
    with engine.connect() as conn:
        # Counted over a GROUP BY rather than count(DISTINCT): SQLite then walks the
        # table in key order (names come sorted, no temporary b-tree) and PostgreSQL
        # hashes instead of sorting every name (200,000 chunks: 300 -> 200 ms).
        active_names = (
            select(v.section_name)
            .where(bulk, v.last_seen >= since, v.first_seen < until)
            .group_by(v.section_name)
            .subquery()
        )
        active = conn.execute(select(func.count()).select_from(active_names)).scalar_one()
        if int(active) <= DETAIL_LIMIT:
            return None
        # New in the window: content changes, appearances, reverts.
        new = conn.execute(
            select(v.section_name)
            .where(bulk, v.first_seen >= window_since, v.first_seen < until)
            .distinct()
        ).scalars()
        names = set(new)
        # Last seen before the window: candidates for "disappeared". Versions that
        # ended in the baseline are few (a rewrite ends one); drop the names still
        # seen since under another version.
        ended = set(
            conn.execute(
                select(v.section_name)
                .where(bulk, v.last_seen >= since, v.last_seen < window_since)
                .distinct()
            ).scalars()
        )
        ended_list = sorted(ended)
        for i in range(0, len(ended_list), 500):
            ended -= set(
                conn.execute(
                    select(v.section_name)
                    .where(v.section_name.in_(ended_list[i : i + 500]), v.last_seen >= window_since)
                    .distinct()
                ).scalars()
            )
        names.update(ended)
        floor, pointed, hot = 0, frozenset(names), set[str]()
        if popular is not None:
            hot, floor = popular_chunks(conn, *popular)
            names.update(hot)
        versioned = [
            k
            for (k,) in conn.execute(select(v.section_kind).distinct())
            if k not in BULK_KINDS and k not in UNVERSIONED_KINDS
        ]
    kinds = (*versioned, *UNVERSIONED_KINDS)
    return ChunkScope(frozenset(names), kinds, int(active), floor, frozenset(hot - pointed))


def popular_chunks(
    conn: Connection, baseline: Span, window: Span, filters: Filters, threshold: float
) -> tuple[set[str], int]:
    """Chunk names retrieved at least ``T`` times over both windows, and ``T``.

    A chunk's mix shift is reported only if its share moved by ``threshold``,
    so its share was at least ``threshold`` in one window: ``a + b >= T =
    threshold x min(n_b, n_a)`` occurrences. Testing only those is
    *independent filtering* (the total ``a + b`` says nothing about how it
    splits between the windows when nothing changed, so Benjamini-Hochberg
    over the kept tests still controls the FDR), and no chunk that could be
    reported is left out. Finding them costs rows of hot chunks, not every
    chunk: a chunk spread over ``R`` rollup rows (one per hour and filter
    combination, at most the number of ``model_id`` rows) with ``T``
    occurrences has a row counting ``T / R`` or more, and the
    ``(section_kind, count)`` index finds those rows; their names' exact totals
    decide. Whole hours (and days) around both windows are counted, a
    superset, so the test is conservative.
    """
    lo = min(baseline[0], window[0]).astimezone(UTC)
    hi = max(baseline[1], window[1]).astimezone(UTC)
    start = lo.replace(minute=0, second=0, microsecond=0)
    end = hi if hi == hi.replace(minute=0, second=0, microsecond=0) else hi + HOUR
    n_lo = min(_whole_hours_traffic(conn, span, filters) for span in (baseline, window))
    floor = max(1, math.ceil(threshold * n_lo * (1 - 1e-9)))
    tables = ((rollup_hourly, start, end), (rollup_daily, floor_day(start), end))
    rows = 0
    for table, t0, t1 in tables:
        t = rollup_time(table)
        q = select(func.count()).where(table.c.dimension == "model_id", t >= t0, t < t1)
        rows += int(conn.execute(_filtered(q, table, filters)).scalar_one())
    if rows == 0:
        return set(), floor
    per_row = max(1, math.ceil(floor / rows))
    candidates: set[str] = set()
    for table, _t0, _t1 in tables:
        c = table.c
        # Kind and count only, so the planner takes the (section_kind, count) index (with the
        # dimension and hour terms SQLite prefers the (dimension, section_kind, hour) one and
        # scans every chunk row of the range). Rows outside the range only add candidates,
        # which the exact totals below drop.
        q = select(c.section_name).where(c.section_kind.in_(BULK_KINDS), c.count >= per_row)
        candidates.update(conn.execute(_filtered(q, table, filters).distinct()).scalars())
    totals: dict[str, int] = {}
    ordered = sorted(candidates)
    for i in range(0, len(ordered), 500):
        for table, t0, t1 in tables:
            c, t = table.c, rollup_time(table)
            sq: Any = select(c.section_name, func.sum(c.count)).where(
                c.section_name.in_(ordered[i : i + 500]),
                c.section_kind.in_(BULK_KINDS),
                c.dimension == "section",
                t >= t0,
                t < t1,
            )
            for name, n in conn.execute(_filtered(sq, table, filters).group_by(c.section_name)):
                totals[name] = totals.get(name, 0) + int(n)
    return {name for name, n in totals.items() if n >= floor}, floor


def _whole_hours_traffic(conn: Connection, span: Span, filters: Filters) -> int:
    """Assemblies in the whole hours inside ``span`` (a lower bound of its traffic)."""
    lo, hi = span[0].astimezone(UTC), span[1].astimezone(UTC)
    h0 = lo.replace(minute=0, second=0, microsecond=0)
    h0 = h0 if h0 == lo else h0 + HOUR
    h1 = hi.replace(minute=0, second=0, microsecond=0)
    total = 0
    r = rollup_hourly.c
    q = select(func.coalesce(func.sum(r.count), 0)).where(
        r.dimension == "model_id", r.hour >= h0, r.hour < h1
    )
    total += int(conn.execute(_filtered(q, rollup_hourly, filters)).scalar_one())
    d = rollup_daily.c
    d0 = floor_day(h0)
    d0 = d0 if d0 == h0 else d0 + DAY
    q = select(func.coalesce(func.sum(d.count), 0)).where(
        d.dimension == "model_id",
        d.day >= d0,
        d.day < floor_day(h1),  # whole days inside
    )
    total += int(conn.execute(_filtered(q, rollup_daily, filters)).scalar_one())
    return total


def read_report_windows(
    engine: Engine,
    baseline: tuple[datetime, datetime],
    window: tuple[datetime, datetime],
    filters: Filters | None = None,
    *,
    source: Source = "rollups",
    threshold: float | None = Options().threshold,
) -> tuple[WindowStats, WindowStats, ChunkScope | None]:
    """The baseline and the window as ``what-changed`` reads them (see the module docstring).

    ``threshold`` is the report's effect floor for shifts: chunks retrieved
    often enough to shift by it are read too (``None``: only the chunks whose
    versions started or ended)."""
    filters = filters or Filters()
    scope = None
    if source == "rollups":
        popular = None if threshold is None else (baseline, window, filters, threshold)
        scope = chunk_scope(
            engine,
            min(baseline[0], window[0]),
            max(baseline[1], window[1]),
            window[0],
            popular,
        )
    pair: Sequence[WindowStats] = read_windows(
        engine, [baseline, window], filters, source=source, scope=scope
    )
    return pair[0], pair[1], scope


def scope_note(scope: ChunkScope | None) -> tuple[str, ...]:
    """What a report says when it summarised a large knowledge base."""
    if scope is None:
        return ()
    pointed = len(scope.names - scope.hot)
    if scope.popular_floor:
        mix = (
            f"chunk-level mix shifts were tested for the {len(scope.hot):,} chunks retrieved "
            f"{scope.popular_floor:,}+ times (no other chunk can shift by the threshold), and "
        )
    else:
        mix = "chunk-level mix shifts, "
    return (
        f"Large knowledge base ({scope.active:,} active chunk names): chunks were read only "
        f"where something points at them ({pointed:,} with new or ended versions); "
        f"{mix}per-chunk drop rates and mid-window removals of other single chunks are not "
        "tested; --raw reads every row.",
    )
