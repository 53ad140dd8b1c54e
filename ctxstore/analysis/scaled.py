"""Reading a window when the knowledge base is large: cost follows what changed.

Why: with 20,000-200,000 chunks, every chunk has rollup rows in most hours, so
reading them all (and testing each chunk) costs O(chunks x hours) whatever
changed. Above :data:`DETAIL_LIMIT` active chunk names, the report instead
reads

* every rollup row that is not a chunk (model, template, snapshot, tokens,
  flags, tools, system, memory, ask, history: a few rows per hour), through the
  ``(dimension, section_kind, hour)`` index;
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

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, func, literal_column, select

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
from ctxstore.db.models import rollup_hourly, section_versions
from ctxstore.db.rollups import ROLLUP_DIMENSIONS

BULK_KINDS: tuple[str, ...] = ("document",)
"""Section kinds with many names (retrieved chunks): summarised when numerous."""

DETAIL_LIMIT = 2000
"""Active chunk names up to which every chunk is read and tested."""

_GROUPED = "grouped_value"


@dataclass(frozen=True)
class ChunkScope:
    """Rows of every non-chunk series, and of the chunk names in ``names``."""

    names: frozenset[str]
    kinds: tuple[str, ...]  # the non-bulk section kinds present
    active: int  # chunk names active in the two windows

    def keep(self, row: Row) -> bool:
        dimension, name, kind = row[0], row[1], row[2]
        if dimension not in ("section", OUTCOME_DIMENSION) or kind not in BULK_KINDS:
            return True
        return name in self.names

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
    engine: Engine, since: datetime, until: datetime, window_since: datetime
) -> ChunkScope | None:
    """The scope for a report over ``[since, until)``, or ``None`` when every chunk fits."""
    v = section_versions.c
    bulk = v.section_kind.in_(BULK_KINDS)
    with engine.connect() as conn:
        active = conn.execute(
            select(func.count(func.distinct(v.section_name))).where(
                bulk, v.last_seen >= since, v.first_seen < until
            )
        ).scalar_one()
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
        kinds = [
            k for (k,) in conn.execute(select(v.section_kind).distinct()) if k not in BULK_KINDS
        ]
    return ChunkScope(frozenset(names), (*kinds, "ask", "history"), int(active))


def read_report_windows(
    engine: Engine,
    baseline: tuple[datetime, datetime],
    window: tuple[datetime, datetime],
    filters: Filters | None = None,
    *,
    source: Source = "rollups",
) -> tuple[WindowStats, WindowStats, ChunkScope | None]:
    """The baseline and the window as ``what-changed`` reads them (see the module docstring)."""
    filters = filters or Filters()
    scope = None
    if source == "rollups":
        scope = chunk_scope(
            engine, min(baseline[0], window[0]), max(baseline[1], window[1]), window[0]
        )
    pair: Sequence[WindowStats] = read_windows(
        engine, [baseline, window], filters, source=source, scope=scope
    )
    return pair[0], pair[1], scope


def scope_note(scope: ChunkScope | None) -> tuple[str, ...]:
    """What a report says when it summarised a large knowledge base."""
    if scope is None:
        return ()
    return (
        f"Large knowledge base ({scope.active:,} active chunk names): chunks were read only "
        f"where something points at them ({len(scope.names):,} with new or ended versions), "
        "so chunk-level mix shifts, per-chunk drop rates and mid-window removals of single "
        "chunks are not tested; --raw reads every row.",
    )
