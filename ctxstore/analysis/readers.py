"""Reading a time window's counts from the store: from hourly rollups, or from raw rows.

Why two readers: the rollups make ``what-changed`` cost O(distinct values) per
hour instead of O(requests), but a window rarely starts on the hour (``--since
90m``, a zone with a half-hour offset). The rollup reader therefore reads whole
hours from ``rollup_hourly`` and only the partial hours at each edge from the
raw tables; the raw reader reads everything from ``assemblies`` and
``assembly_sections``. Both emit rows of one shape into a
:class:`~ctxstore.analysis.whatchanged.WindowBuilder`, so they produce
identical :class:`~ctxstore.analysis.whatchanged.WindowStats` (a test holds them
to it). Windows are half-open: ``since <= ts < until``.

Queries go through SQLAlchemy Core on the store's table objects; nothing here
writes.
"""

from __future__ import annotations

import difflib
import functools
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any, Literal, Protocol

from sqlalchemy import Connection, Engine, Select, case, func, literal_column, or_, select

from ctxstore.analysis.edges import EdgeReads, edge_rows
from ctxstore.analysis.windows import OUTCOME_DIMENSION, WindowBuilder, WindowStats
from ctxstore.db.compaction import DAY, compacted_days
from ctxstore.db.models import assemblies, assembly_sections, rollup_daily, rollup_hourly
from ctxstore.db.queries import blobs_by_hash
from ctxstore.db.rollups import COUNTED_OUTCOMES, PER_REQUEST_KINDS, PER_REQUEST_VALUE, token_bucket

Source = Literal["rollups", "raw"]
HOUR = timedelta(hours=1)
Row = tuple[str, str, str, str, int, datetime, datetime, datetime | None]
"""(dimension, section name, kind, value, count, first seen, last seen, hour or None)."""


@dataclass(frozen=True, slots=True)
class Filters:
    """Narrow a report to one service, environment, tenant, model or template version."""

    service: str | None = None
    environment: str | None = None
    tenant: str | None = None
    model: str | None = None
    template: str | None = None

    def as_dict(self) -> dict[str, str]:
        return {k: v for k, v in self.pairs() if v is not None}

    def pairs(self) -> tuple[tuple[str, str | None], ...]:
        return (
            ("service", self.service),
            ("environment", self.environment),
            ("tenant", self.tenant),
            ("model", self.model),
            ("template", self.template),
        )


def _floor_hour(t: datetime) -> datetime:
    t = t.astimezone(UTC)
    return t.replace(minute=0, second=0, microsecond=0)


def _ceil_hour(t: datetime) -> datetime:
    floor = _floor_hour(t)
    return floor if floor == t.astimezone(UTC) else floor + HOUR


def _filtered(q: Select[Any], table: Any, filters: Filters) -> Select[Any]:
    """Apply the filters to ``table``: rollups and assemblies name these columns alike."""
    c = table.c
    for column, value in (
        (c.service, filters.service),
        (c.environment, filters.environment),
        (c.tenant, filters.tenant),
        (c.model_id, filters.model),
        (c.template_version, filters.template),
    ):
        if value is not None:
            q = q.where(column == value)
    return q


def _filter_rollups(q: Select[Any], filters: Filters) -> Select[Any]:
    return _filtered(q, rollup_hourly, filters)


def _filter_raw(q: Select[Any], filters: Filters) -> Select[Any]:
    return _filtered(q, assemblies, filters)


# Ask and history differ on every request by nature: the writer rolls them up by
# presence (ctxstore.db.rollups); the raw-rows reader must reduce them the same way.
_VALUE_KEY = "grouped_value"


def _collapsed(kind: Any, value: Any) -> Any:
    # Literal SQL (no bind parameters): PostgreSQL requires the GROUP BY
    # expression to match the SELECT one, and two binds never match.
    per_request = or_(*(kind == literal_column(f"'{k}'") for k in PER_REQUEST_KINDS))
    return case((per_request, literal_column(f"'{PER_REQUEST_VALUE}'")), else_=value).label(
        _VALUE_KEY
    )


def rollup_time(table: Any) -> Any:
    """The time column of a rollup table: ``hour`` (``rollup_hourly``) or ``day`` (``rollup_daily``)."""
    return table.c.day if table is rollup_daily else table.c.hour


def _unindexed(engine: Engine, column: Any) -> Any:
    """``column`` as the leading GROUP BY term, kept out of SQLite's index choice.

    With the first group term indexed (``(dimension, hour)``, ``(section_name,
    hour)``) SQLite may walk that index for its order and then look every row
    up in the table for its counts: one primary-key search per row, tens of
    thousands in a week. Read straight from the primary key, whose prefix is
    the hour range, and sorted, the same groups cost about two thirds of that
    CPU. A unary plus hides the column from that choice and changes neither
    the groups nor their values. PostgreSQL plans the aggregate its own way
    (and has no ``+`` on text).
    """
    if engine.dialect.name == "sqlite":
        return literal_column(f"+{column.name}")
    return column


def _rollup_rows(
    engine: Engine,
    start: datetime,
    end: datetime,
    filters: Filters,
    table: Any = rollup_hourly,
) -> Iterable[Row]:
    r = table.c
    hour_col = rollup_time(table)
    q = select(
        r.dimension,
        r.section_name,
        r.section_kind,
        _collapsed(r.section_kind, r.value),
        func.sum(r.count),
        func.min(r.first_seen),
        func.max(r.last_seen),
    ).where(hour_col >= start, hour_col < end, r.dimension != "model_id")
    # Grouped name first: the sort that forms the groups then tells rows apart on their
    # first column (a few hundred names), not after the shared "section" (~10% less CPU
    # on SQLite). The rows still come out in (dimension, name, kind, value) order, the
    # order the window builder has always been fed, from a sort of the few groups.
    value: Any = literal_column(_VALUE_KEY)
    q = (
        _filtered(q, table, filters)
        .group_by(_unindexed(engine, r.section_name), value, r.dimension, r.section_kind)
        .order_by(r.dimension, r.section_name, r.section_kind, value)
    )
    # Model rows per hour as well: one per assembly, they give the traffic per
    # hour that the "did it stop" test weighs time with (a few rows per hour).
    mq = select(
        hour_col, r.value, func.sum(r.count), func.min(r.first_seen), func.max(r.last_seen)
    ).where(hour_col >= start, hour_col < end, r.dimension == "model_id")
    mq = _filtered(mq, table, filters).group_by(hour_col, r.value)
    with engine.connect() as conn:
        result: Iterable[Any] = conn.execute(q)
        for dim, name, kind, value, count, first, last in result:
            yield dim, name, kind, value, int(count), first, last, None
        hourly: Iterable[Any] = conn.execute(mq)
        for hour, value, count, first, last in hourly:
            yield "model_id", "", "", value, int(count), first, last, hour


def _raw_rows(
    engine: Engine,
    start: datetime,
    end: datetime,
    filters: Filters,
    values_only: bool = False,
    scope: Scope | None = None,
) -> Iterable[Row]:
    """The rollup row shape, computed from raw rows in ``[start, end)``.

    The ``hour`` of each row is ``None``: callers read one partial hour at a
    time (an edge) or attribute model rows to their hours.
    ``values_only`` leaves out the token-total, section outcome and truncation
    rows (counts only, which :mod:`ctxstore.analysis.edges` does not probe for). ``scope``
    leaves out, in SQL, section rows its ``keep`` would drop (a large knowledge
    base's other chunks: most of an edge's distinct rows).
    """
    a = assemblies.c
    # The flags as 0/1 in SQL, and token totals in a query of their own: grouped
    # with the other columns, nearly every assembly was its own group, eight
    # Python rows each.
    dropped = case((a.dropped_count > 0, 1), else_=0).label("any_dropped")
    screened = case((a.screening_hits > 0, 1), else_=0).label("any_screened")
    q = select(
        a.model_id,
        a.template_version,
        a.snapshot_id,
        a.tokenizer,
        dropped,
        a.tokens_exact,
        screened,
        func.count(),
        func.min(a.ts),
        func.max(a.ts),
        _hour_of(engine, a.ts),
    ).where(a.ts >= start, a.ts < end)
    q = _filter_raw(q, filters).group_by(
        literal_column(_HOUR_KEY),
        a.model_id,
        a.template_version,
        a.snapshot_id,
        a.tokenizer,
        literal_column("any_dropped"),
        a.tokens_exact,
        literal_column("any_screened"),
    )
    kq = select(
        a.tokens_total, func.count(), func.min(a.ts), func.max(a.ts), _hour_of(engine, a.ts)
    ).where(a.ts >= start, a.ts < end)
    kq = _filter_raw(kq, filters).group_by(literal_column(_HOUR_KEY), a.tokens_total)
    s = assembly_sections.c
    sq = (
        select(
            s.name,
            s.kind,
            _collapsed(s.kind, s.content_hash),
            func.count(),
            func.min(a.ts),
            func.max(a.ts),
        )
        .select_from(assembly_sections.join(assemblies, assemblies.c.id == s.assembly_id))
        .where(a.ts >= start, a.ts < end)
    )
    sq = _filter_raw(sq, filters).group_by(s.name, s.kind, literal_column(_VALUE_KEY))
    oq = (
        select(s.name, s.kind, s.outcome, func.count(), func.min(a.ts), func.max(a.ts))
        .select_from(assembly_sections.join(assemblies, assemblies.c.id == s.assembly_id))
        .where(a.ts >= start, a.ts < end, s.outcome.in_(COUNTED_OUTCOMES))
    )
    oq = _filter_raw(oq, filters).group_by(s.name, s.kind, s.outcome)
    kept = scope.section_clause(s.name, s.kind) if scope is not None else None
    if kept is not None:
        sq, oq = sq.where(kept), oq.where(kept)
    tq = (
        select(func.count(func.distinct(s.assembly_id)), func.min(a.ts), func.max(a.ts))
        .select_from(assembly_sections.join(assemblies, assemblies.c.id == s.assembly_id))
        .where(a.ts >= start, a.ts < end, s.outcome == "truncated")
    )
    tq = _filter_raw(tq, filters)  # type: ignore[arg-type]
    total = 0
    lo: datetime | None = None
    hi: datetime | None = None
    with engine.connect() as conn:
        if end - start <= HOUR:  # an edge or a probe, not a --raw report's whole window
            _plan_as_small(conn)
        for (
            model,
            template,
            snapshot,
            tokenizer,
            any_dropped,
            exact,
            any_screened,
            n,
            first,
            last,
            hour_text,
        ) in conn.execute(q):
            n = int(n)
            hour = _parse_hour(hour_text)
            for dim, value in (
                ("model_id", model),
                ("template_version", template or ""),
                ("snapshot_id", snapshot or ""),
                ("tokenizer", tokenizer),
                ("dropped", "true" if any_dropped else "false"),
                ("exact", "true" if exact else "false"),
                ("screening", "true" if any_screened else "false"),
            ):
                yield dim, "", "", value, n, first, last, hour
            total += n
            lo = first if lo is None else min(lo, first)
            hi = last if hi is None else max(hi, last)
        if not values_only:  # a bucket may come in several rows: every reader sums them
            for tokens, n, first, last, hour_text in conn.execute(kq):
                bucket = token_bucket(int(tokens))
                yield "tokens_total", "", "", bucket, int(n), first, last, _parse_hour(hour_text)
        for name, kind, content_hash, n, first, last in conn.execute(sq):
            yield "section", name, kind, content_hash, int(n), first, last, None
        if values_only:
            return
        for name, kind, outcome, n, first, last in conn.execute(oq):
            yield OUTCOME_DIMENSION, name, kind, outcome, int(n), first, last, None
        t_row: Any = conn.execute(tq).one()
        t_count, t_first, t_last = t_row
        truncated = int(t_count or 0)
        if truncated:
            yield "truncated", "", "", "true", truncated, t_first, t_last, None
        if total - truncated > 0 and lo is not None and hi is not None:
            yield "truncated", "", "", "false", total - truncated, lo, hi, None


def _plan_as_small(conn: Connection) -> None:
    """PostgreSQL: plan the raw reads of a partial hour as the small queries they are.

    Why: the planner expects ~100 sections per assembly (ANALYZE's sample sees few
    rows of each ``assembly_id``), so joining a few thousand assemblies to their
    sections costs out as a large query: past ``jit_above_cost`` (compiling took 109
    of the 160 ms of the join at 4M assemblies) and into a parallel plan whose
    workers cost more than they save. Scoped to this read's transaction.
    """
    if conn.dialect.name == "postgresql":
        conn.exec_driver_sql(
            "SELECT set_config('jit', 'off', true), "
            "set_config('max_parallel_workers_per_gather', '0', true)"
        )


_HOUR_KEY = "utc_hour"


def _hour_of(engine: Engine, ts: Any) -> Any:
    # Stored UTC either way: naive ISO text on SQLite, timestamptz on PostgreSQL
    # (whose sessions ctxstore keeps in UTC).
    if engine.dialect.name == "sqlite":
        return func.substr(ts, 1, 13).label(_HOUR_KEY)
    return func.to_char(func.timezone("UTC", ts), "YYYY-MM-DD HH24").label(_HOUR_KEY)


@functools.lru_cache(maxsize=1024)
def _parse_hour(text: str) -> datetime:
    # Cached: a raw read yields one row per (hour, value combination), nearly one
    # per assembly, over a handful of hours; strptime per row was ~40% of an edge read.
    return datetime(int(text[:4]), int(text[5:7]), int(text[8:10]), int(text[11:13]), tzinfo=UTC)


def _spans(
    since: datetime, until: datetime
) -> tuple[list[tuple[datetime, datetime]], tuple[datetime, datetime] | None]:
    """Split ``[since, until)`` into partial-hour edges (each inside one hour) and
    the whole-hour middle (``None`` when there is no whole hour)."""
    since, until = since.astimezone(UTC), until.astimezone(UTC)
    h0, h1 = _ceil_hour(since), _floor_hour(until)
    if h0 > h1:  # both ends inside the same hour
        return [(since, until)], None
    edges = [(a, b) for a, b in ((since, h0), (h1, until)) if a < b]
    return edges, ((h0, h1) if h0 < h1 else None)


class Scope(Protocol):
    """Which rows a window read keeps: all of them, or (for a large knowledge base)
    everything but the chunks nothing points at (:mod:`ctxstore.analysis.scaled`)."""

    def rollup_rows(
        self, engine: Engine, start: datetime, end: datetime, filters: Filters, table: Any = ...
    ) -> Iterable[Row]: ...

    def keep(self, row: Row) -> bool: ...

    def section_clause(self, name: Any, kind: Any) -> Any | None:
        """:meth:`keep` for section rows as SQL (``None``: none, or too long to send)."""


def read_window(
    engine: Engine,
    since: datetime,
    until: datetime,
    filters: Filters = Filters(),
    *,
    source: Source = "rollups",
    scope: Scope | None = None,
    edges: EdgeReads | None = None,
) -> WindowStats:
    """The counts of ``[since, until)`` from rollups (plus raw edge hours) or from raw rows.

    ``edges`` shares the raw reads of split hours between the windows of one report."""
    builder = WindowBuilder(since, until)
    if source == "raw":
        for row in _raw_rows(engine, since, until, filters):
            builder.add(*row)
        return builder.build()
    rollups: Any = scope.rollup_rows if scope is not None else _rollup_rows
    since, until = since.astimezone(UTC), until.astimezone(UTC)
    with engine.connect() as conn:
        days = compacted_days(conn, since, until)
    cursor = since
    for day in days:
        start, end = max(day, since), min(day + DAY, until)
        if cursor < start:
            _read_hourly(builder, engine, cursor, start, filters, rollups, scope, edges)
        if start == day and end == day + DAY:
            # A whole compacted day: its daily rows, plus hourly rows written into it
            # since it was compacted (counted under the day, so spans do not overlap).
            for row in rollups(engine, day, day + DAY, filters, rollup_daily):
                builder.add(*row)
            for dim, name, kind, value, count, first, last, at in rollups(
                engine, day, day + DAY, filters, rollup_hourly
            ):
                builder.add(dim, name, kind, value, count, first, last, day if at else None)
        else:
            # Part of a compacted day: the raw rows, which follow the same TTL.
            rows = _raw_rows(engine, start, end, filters)
            for row in filter(scope.keep, rows) if scope is not None else rows:
                builder.add(*row)
        cursor = end
    if cursor < until:
        _read_hourly(builder, engine, cursor, until, filters, rollups, scope, edges)
    return builder.build()


def _read_hourly(
    builder: WindowBuilder,
    engine: Engine,
    since: datetime,
    until: datetime,
    filters: Filters,
    rollups: Any,
    scope: Scope | None,
    shared: EdgeReads | None = None,
) -> None:
    """Add ``[since, until)`` (no compacted day in it): whole hours from the hourly
    rollups, each partial edge hour from its rollups if they are exact for it, else
    from its rollups and the raw rows of its shorter part (:mod:`ctxstore.analysis.edges`)."""
    edges, middle = _spans(since, until)
    if middle is not None:
        for row in rollups(engine, middle[0], middle[1], filters):
            builder.add(*row)
    for start, end in edges:
        hour = _floor_hour(start)
        if _hour_inside(engine, hour, start, end):
            rows = rollups(engine, hour, hour + HOUR, filters)
        else:
            rows = edge_rows(
                hour,
                start,
                end,
                lambda a, b, values_only: _raw_rows(engine, a, b, filters, values_only, scope),
                lambda a, b: rollups(engine, a, b, filters),
                scope.keep if scope is not None else _keep_all,
                shared,
            )
        for row in rows:
            builder.add(*row)


def _keep_all(row: Row) -> bool:
    return True


def _hour_inside(engine: Engine, hour: datetime, start: datetime, end: datetime) -> bool:
    """True when everything recorded in ``hour`` lies in ``[start, end)``.

    Then the hour's rollups are exact for the partial span and the raw rows
    need not be read. This is the usual case for the trailing edge of a
    window that ends now: nothing was recorded after now. Rollup rows carry
    first/last sighting times, so one indexed look at the hour's
    ``model_id`` rows (one per assembly) answers it.
    """
    r = rollup_hourly.c
    q = select(func.min(r.first_seen), func.max(r.last_seen)).where(
        r.dimension == "model_id", r.hour == hour
    )
    with engine.connect() as conn:
        first, last = conn.execute(q).one()
    if first is None:
        return True  # nothing recorded in that hour at all
    return bool(first >= start and last < end)


def read_windows(
    engine: Engine,
    windows: Sequence[tuple[datetime, datetime]],
    filters: Filters = Filters(),
    *,
    source: Source = "rollups",
    scope: Scope | None = None,
) -> list[WindowStats]:
    """Several windows at once (the baseline and the window), read concurrently.

    Each read is one aggregate query that spends its time inside the database
    driver, which releases the GIL (sqlite3 and psycopg both do), so two
    threads on two connections roughly halve the wall time of a report.
    """
    if len(windows) <= 1:
        return [read_window(engine, a, b, filters, source=source, scope=scope) for a, b in windows]
    # The baseline usually ends where the window starts: both read the same split hour.
    edges = EdgeReads()
    with ThreadPoolExecutor(max_workers=min(4, len(windows))) as pool:
        futures = [
            pool.submit(read_window, engine, a, b, filters, source=source, scope=scope, edges=edges)
            for a, b in windows
        ]
        return [f.result() for f in futures]


class RetainedTexts(dict[str, str | None]):
    """Content hash -> retained text, and for text an erasure removed, the audit row that did."""

    def __init__(self, texts: Mapping[str, str | None], erased: Mapping[str, int]) -> None:
        super().__init__(texts)
        self.erased: Mapping[str, int] = erased


def retained_texts(engine: Engine, hashes: Sequence[str]) -> RetainedTexts:
    """Content hash -> retained text (``None`` when expired, erased or never kept)."""
    wanted = sorted(set(hashes))
    blobs = blobs_by_hash(engine, wanted)
    texts = {h: (blobs[h].text if h in blobs else None) for h in wanted}
    erased = {h: b.erased_by for h, b in blobs.items() if b.erased_by is not None}
    return RetainedTexts(texts, erased)


def history_start(engine: Engine, filters: Filters = Filters()) -> datetime | None:
    """The first recorded assembly (matching ``filters``), from the rollups; ``None`` when empty.

    Two indexed looks per rollup table (hourly, and daily after compaction):
    the earliest hour or day, then the earliest sighting in it.
    """
    firsts: list[datetime] = []
    with engine.connect() as conn:
        for table in (rollup_hourly, rollup_daily):
            r, t = table.c, rollup_time(table)
            q = _filtered(select(func.min(t)).where(r.dimension == "model_id"), table, filters)
            start = conn.execute(q).scalar()
            if start is None:
                continue
            q = _filtered(
                select(func.min(r.first_seen)).where(r.dimension == "model_id", t == start),
                table,
                filters,
            )
            first = conn.execute(q).scalar()
            if first is not None:
                firsts.append(first)
    return min(firsts) if firsts else None


def section_exists(engine: Engine, name: str) -> tuple[bool, list[str]]:
    """Whether any rollup row names section ``name``, and (when not) up to 5 similar names."""
    r = rollup_hourly.c
    with engine.connect() as conn:
        for table in (rollup_hourly, rollup_daily):
            c = table.c
            hit = conn.execute(
                select(c.section_name)
                .where(c.dimension == "section", c.section_name == name)
                .limit(1)
            ).first()
            if hit is not None:
                return True, []
        names = [
            n
            for (n,) in conn.execute(
                select(r.section_name).where(r.dimension == "section").distinct().limit(5000)
            )
        ]
    return False, difflib.get_close_matches(name, names, n=5, cutoff=0.5)
