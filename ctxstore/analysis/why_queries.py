"""The SQL behind ``ctxstore why``: counts per value among the bad requests, and among all.

Why this split of work: a selection of bad requests can be a quarter of a
million assemblies, and fetching them into Python costs seconds. So nothing
per assembly leaves the database:

* **known** counts (requests whose outcome metric was recorded, per dimension
  value) come from the hourly outcome rollups, which are keyed like
  ``rollup_hourly``: a ``GROUP BY`` over distinct values, not requests;
* the **scanned side** is whichever of *matching* and *the rest* (known but
  not matching) is smaller, guessed before any ID is listed from a few
  evenly spaced runs of outcome rows (:func:`matching_share_estimate`): only
  that side's assembly IDs are listed (into a temporary table), and the
  other side's counts are the known counts minus the scanned side's. Listing
  the larger side is what made a filter matching most requests slow; a wrong
  guess costs time, never correctness;
* per value, the scanned side is counted with one ``GROUP BY`` over its
  assemblies and one over their sections (``assembly_sections`` is clustered
  by assembly, so that is a range read per assembly);
* "matches" and "observed" have one definition
  (:func:`ctxstore.db.outcome_reads.outcome_conditions`).

The rest of a value is ``known - matching``. Counts of known requests are over
(assembly, outcome) pairs as the rollups fold them, the scanned side's over
assemblies: the same number when a trace holds one LLM call (the common case);
with several calls or score sources per trace the unscanned side is slightly
larger than its assemblies.

Tool outputs, like asks and history, are new on nearly every request, so they
are counted by presence (value ``*``) rather than per hash.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import (
    ARRAY,
    BigInteger,
    Column,
    Connection,
    Engine,
    Integer,
    MetaData,
    Select,
    Table,
    any_,
    bindparam,
    case,
    func,
    literal_column,
    or_,
    select,
    true,
)

from ctxstore.analysis.examples import carries, flag_conditions
from ctxstore.analysis.readers import Filters, _filtered
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    outcome_rollup_hourly,
    score_rollup_hourly,
)
from ctxstore.db.outcome_reads import outcome_conditions
from ctxstore.db.rollups import PER_REQUEST_KINDS, PER_REQUEST_VALUE
from ctxstore.outcomes import OutcomeFilter

ValueKey = tuple[str, str | None, str]
"""``(dimension, section name, value)``; the name is ``None`` except for sections."""

PRESENCE_KINDS: tuple[str, ...] = (*PER_REQUEST_KINDS, "tool_output")
FIXED: tuple[str, ...] = ("model_id", "template_version", "snapshot_id", "tokenizer")
FLAGS: tuple[str, ...] = ("dropped", "exact", "screening")
FILTER_COLUMNS: tuple[str, ...] = ("service", "environment", "tenant")
DIMENSIONS: tuple[str, ...] = (*FILTER_COLUMNS, *FIXED, *FLAGS, "section")
"""Every dimension ``why`` compares, in report order."""

_GROUPED = "why_value"
_RUNS = 64  # matching_share_estimate: runs of consecutive outcome rows read
_RUN = 64
_MIN_SEEN = 50  # fewer observed rows than this in the runs: no estimate
_HASH_MUL = 2654435761  # Knuth's multiplicative hash: consecutive IDs spread evenly
_HASH_MOD = 1000003
_ARRAY_LIMIT = 100_000  # PostgreSQL: larger sides are matched by IN over their table
EXAMPLE_POOL = 10_000
"""Matching assemblies drawn (uniformly) for examples when the matching side is not listed."""


def _known_column(flt: OutcomeFilter) -> str:
    """The rollup count of requests on which ``flt``'s metric was observed."""
    if flt.metric == "error":
        return "outcomes"
    if flt.metric == "latency_ms":
        return "latency_count"
    return "usage_count"  # token counts and the cache read share come with usage


def _presence(kind: str) -> bool:
    return kind in PRESENCE_KINDS


def known_counts(
    engine: Engine, start: datetime, end: datetime, flt: OutcomeFilter, filters: Filters
) -> tuple[dict[ValueKey, int], int]:
    """Requests with the metric observed, per value, in hours ``[start, end)``; and their total."""
    if flt.metric == "score":
        table = score_rollup_hourly
        count = func.sum(table.c["count"])
    else:
        table = outcome_rollup_hourly
        count = func.sum(table.c[_known_column(flt)])
    r = table.c
    dims = (*FIXED, *FLAGS, "section")
    q: Select[Any] = select(r.dimension, r.section_name, r.section_kind, r.value, count).where(
        r.hour >= start, r.hour < end, r.dimension.in_(dims)
    )
    if flt.metric == "score":
        q = q.where(r.name == flt.score_name)
    q = _filtered(q, table, filters).group_by(r.dimension, r.section_name, r.section_kind, r.value)
    fq: Select[Any] = select(r.service, r.environment, r.tenant, count).where(
        r.hour >= start, r.hour < end, r.dimension == "model_id"
    )
    if flt.metric == "score":
        fq = fq.where(r.name == flt.score_name)
    fq = _filtered(fq, table, filters).group_by(r.service, r.environment, r.tenant)
    out: dict[ValueKey, int] = {}
    total = 0
    with engine.connect() as conn:
        rows: Iterable[Any] = conn.execute(q)
        for dim, name, kind, value, n in rows:
            if dim == "section":
                key: ValueKey = (dim, name, PER_REQUEST_VALUE if _presence(kind) else value)
            else:
                key = (dim, None, value)
            out[key] = out.get(key, 0) + int(n or 0)
        frows: Iterable[Any] = conn.execute(fq)
        for service, environment, tenant, n in frows:
            n = int(n or 0)
            total += n
            for dim, value in zip(FILTER_COLUMNS, (service, environment, tenant), strict=True):
                k = (dim, None, value or "")
                out[k] = out.get(k, 0) + n
    return out, total


def _selection(flt: OutcomeFilter, side: str, dialect: str) -> Any:
    """The condition on ``assemblies`` for one side: ``matching`` or ``rest`` (known, not matching)."""
    a = assemblies.c
    table, observed, matches = outcome_conditions(flt)
    t = table.c
    if side == "matching":
        return a.trace_id.in_(select(t.trace_id).where(matches).scalar_subquery())
    # The rest is listed from its own rows (observed, not matching), never as
    # "observed minus matching", which would list the larger side too. A trace
    # with several calls or score sources can hold both kinds of row, so a
    # candidate is then checked for a matching row. PostgreSQL does that as one
    # hashed anti-join. SQLite probes per candidate, so it first counts the
    # trace's rows, which reads the unique index alone, and reads the rows only
    # for a trace with more than one (the check was a third of the scan at 1M).
    others = a.trace_id.in_(select(t.trace_id).where(observed, matches.is_not(true())))
    if dialect == "postgresql":
        return others & ~matching_row(flt)
    rows = select(func.count()).where(t.trace_id == a.trace_id).scalar_subquery()
    return others & or_(rows == 1, ~matching_row(flt))


def matching_row(flt: OutcomeFilter) -> Any:
    """The correlated condition "this assembly's trace has a row matching ``flt``"."""
    table, _observed, matches = outcome_conditions(flt)
    t = table.c
    return select(t.trace_id).where(t.trace_id == assemblies.c.trace_id, matches).exists()


def matching_share_estimate(
    conn: Connection, start: datetime, end: datetime, flt: OutcomeFilter
) -> float | None:
    """Roughly which share of the window's observed rows match ``flt``; ``None`` if unknown.

    Read from :data:`_RUNS` runs of :data:`_RUN` consecutive row IDs spread
    evenly over the rows observed in the window (IDs follow arrival, so the
    runs cover the window's whole span: a change halfway through is seen):
    a few thousand primary-key reads whatever the store's size. It only picks
    the side to scan.
    """
    table, observed, matches = outcome_conditions(flt)
    t = table.c
    first = conn.execute(
        select(t.id).where(t.observed_at >= start).order_by(t.observed_at).limit(1)
    ).scalar()
    last = conn.execute(
        select(t.id).where(t.observed_at < end).order_by(t.observed_at.desc()).limit(1)
    ).scalar()
    if first is None or last is None:
        return None
    lo, hi = min(first, last), max(first, last)
    step = max(_RUN, (hi - lo + _RUNS) // _RUNS)
    runs = or_(*(t.id.between(x, x + _RUN - 1) for x in range(lo, hi + 1, step)))
    seen, hits = conn.execute(
        select(func.count(), func.sum(case((matches, 1), else_=0))).where(runs, observed)
    ).one()
    if not seen or seen < _MIN_SEEN:
        return None
    return int(hits or 0) / int(seen)


def _hash_below(column: Any, limit: int, size: int) -> Any:
    """True for about ``limit`` of ``size`` IDs, blind to content and outcome."""
    cut = -(-_HASH_MOD * limit // max(1, size))
    return (column * _HASH_MUL) % _HASH_MOD < cut


def _window(q: Select[Any], start: datetime, end: datetime, filters: Filters) -> Select[Any]:
    a = assemblies.c
    return _filtered(q.where(a.ts >= start, a.ts < end), assemblies, filters)


class Side:
    """The IDs of one side's assemblies, held in a temporary table on one connection.

    Why a temporary table: the side is read three times (its size, its
    dimension values, its sections), and selecting it means evaluating the
    outcome filter over every outcome of the store; doing that once and
    joining a list of integers afterwards is what keeps ``why`` from scaling
    with the whole store three times over.
    """

    def __init__(self, conn: Connection, name: str, ids: Select[Any]) -> None:
        self.conn = conn
        self.name = name
        # INTEGER PRIMARY KEY: examples walk it newest-first (IDs follow insertion).
        self.table = Table(
            f"why_{name}",
            MetaData(),
            # On SQLite an INTEGER PRIMARY KEY is the rowid itself: no second b-tree.
            Column(
                "id",
                BigInteger().with_variant(Integer, "sqlite"),
                primary_key=True,
                autoincrement=False,
            ),
            prefixes=["TEMPORARY"],
        )
        self.table.drop(conn, checkfirst=True)
        self.table.create(conn)
        conn.execute(self.table.insert().from_select(["id"], ids))
        self._array: list[int] | None = None
        self.size = int(conn.execute(select(func.count()).select_from(self.table)).scalar_one())

    @classmethod
    def of(
        cls,
        conn: Connection,
        start: datetime,
        end: datetime,
        flt: OutcomeFilter,
        filters: Filters,
        side: str,
        *,
        pool: tuple[int, int] | None = None,
    ) -> Side:
        """The assemblies of ``[start, end)`` on one side: ``matching`` or ``rest``.

        With ``pool=(size, limit)`` (matching side only): about ``limit`` of its
        ``size`` assemblies, uniformly, without listing them all: the hash picks
        the candidates first (from the window's ID index), and only those are
        checked against the filter, one primary-key probe each.
        """
        a = assemblies.c
        if pool is None:
            return cls(
                conn,
                side,
                _window(
                    select(a.id).where(_selection(flt, side, conn.dialect.name)),
                    start,
                    end,
                    filters,
                ),
            )
        chosen = select(a.id).where(_hash_below(a.id, pool[1], pool[0]), matching_row(flt))
        return cls(conn, "matching_pool", _window(chosen, start, end, filters))

    def sampled(self, limit: int) -> Side:
        """About ``limit`` of this side's assemblies, uniformly (a multiplicative hash of the ID)."""
        t = self.table.c
        chosen = select(t.id).where(_hash_below(t.id, limit, self.size))
        return Side(self.conn, f"{self.name}_sample", chosen)

    def close(self) -> None:
        self.table.drop(self.conn, checkfirst=True)

    def ids(self) -> Any:
        """This side's IDs as a subquery."""
        return select(self.table.c.id).scalar_subquery()

    def contains(self, column: Any) -> Any:
        """The condition "``column`` is one of this side's assembly IDs", for reading them all.

        SQLite: ``IN (SELECT id ...)`` rather than a join, so the planner walks
        this (small, unanalysed) table and probes the store's primary keys,
        instead of scanning a store index and probing this table. PostgreSQL
        plans that ``IN`` as a hash join over a sequential scan of the whole
        store table (it prices each key probe as a random page read); given the
        IDs as one array parameter it walks the primary key instead (1M store:
        the sections of a 30,000-request sample counted in 0.7 s, not 3.1 s).
        Examples, which stop early, walk the IDs instead (:func:`matching_examples`).
        """
        if self.conn.dialect.name != "postgresql" or self.size > _ARRAY_LIMIT:
            return column.in_(self.ids())
        if self._array is None:
            self._array = [row[0] for row in self.conn.execute(select(self.table.c.id))]
        return column == any_(bindparam(None, self._array, type_=ARRAY(BigInteger)))

    def assembly_counts(self) -> dict[ValueKey, int]:
        """Per-value counts of the non-section dimensions on this side."""
        a = assemblies.c
        conditions = flag_conditions()
        flags = tuple(case((conditions[f], "true"), else_="false") for f in FLAGS)
        cols = (
            a.service,
            a.environment,
            a.tenant,
            a.model_id,
            a.template_version,
            a.snapshot_id,
            a.tokenizer,
        )
        labelled = [c.label(f"f{i}") for i, c in enumerate(flags)]
        q = (
            select(*cols, *labelled, func.count())
            .where(self.contains(a.id))
            .group_by(*cols, *(literal_column(f"f{i}") for i in range(len(flags))))
        )
        out: dict[ValueKey, int] = {}
        rows: Iterable[Any] = self.conn.execute(q)
        for row in rows:
            n = int(row[-1])
            for dim, value in zip((*FILTER_COLUMNS, *FIXED, *FLAGS), row[:-1], strict=True):
                key: ValueKey = (dim, None, value or "")
                out[key] = out.get(key, 0) + n
        return out

    def section_counts(self) -> dict[ValueKey, int]:
        """Per (section name, value) occurrence counts on this side."""
        s = assembly_sections.c
        presence = or_(*(s.kind == literal_column(f"'{k}'") for k in PRESENCE_KINDS))
        value = case((presence, literal_column(f"'{PER_REQUEST_VALUE}'")), else_=s.content_hash)
        q = (
            select(s.name, value.label(_GROUPED), func.count())
            .where(self.contains(s.assembly_id))
            .group_by(s.name, literal_column(_GROUPED))
        )
        rows: Iterable[Any] = self.conn.execute(q)
        return {("section", name, v): int(n) for name, v, n in rows}


def matching_examples(
    conn: Connection, held: Side, keys: Iterable[ValueKey], limit: int = 3
) -> dict[ValueKey, tuple[str, ...]]:
    """Up to ``limit`` trace IDs (newest first) of ``held``'s assemblies carrying each value.

    ``held`` is the matching side, or a uniform pool of it (:meth:`Side.of`).
    Each value walks ``held``'s IDs newest first, probing each assembly by
    primary key, and stops at ``limit``: a value that is over-represented
    among them is found in a handful of rows, and only a rare one walks far.
    The two engines need the walk spelt differently to plan it that way:
    SQLite walks an ``IN`` list of the held IDs (as a join it first builds a
    Bloom filter over every assembly); PostgreSQL walks a join from the held
    table (with ``IN`` it read the value's whole section index: 0.2 s a value
    at 1M assemblies).
    """
    a, t = assemblies.c, held.table.c
    if conn.dialect.name == "postgresql":
        walk = select(a.trace_id).select_from(held.table.join(assemblies, a.id == t.id))
        newest = t.id.desc()
    else:
        walk = select(a.trace_id).where(a.id.in_(held.ids()))
        newest = a.id.desc()
    out: dict[ValueKey, tuple[str, ...]] = {}
    for key in keys:
        q = walk.where(carries(*key)).order_by(newest).limit(limit)
        out[key] = tuple(row[0] for row in conn.execute(q))
    return out
