"""The SQL behind ``ctxstore why``: counts per value among the bad requests, and among all.

Why this split of work: a selection of bad requests can be a quarter of a
million assemblies, and fetching them into Python costs seconds. So nothing
per assembly leaves the database:

* **known** counts (requests whose outcome metric was recorded, per dimension
  value) come from the hourly outcome rollups, which are keyed like
  ``rollup_hourly``: a ``GROUP BY`` over distinct values, not requests;
* **matching** counts come from one ``GROUP BY`` over the assemblies of the
  window whose trace matches the filter
  (:func:`ctxstore.db.outcome_reads.matching_traces`, the one definition of
  "matches"), and one over their sections (``assembly_sections`` is clustered
  by assembly, so that is a range read per assembly);
* when the filter matches more than half of the known requests, the sections
  are counted over the smaller side (known but not matching) instead, and the
  matching counts are known minus those: the scan is never over more than
  half the requests.

The rest of a value is ``known - matching``. Counts of known requests are over
(assembly, outcome) pairs as the rollups fold them, matching counts over
assemblies: the same number when a trace holds one LLM call (the common case);
with several calls or score sources per trace the rest is slightly larger and
the lift slightly conservative.

Tool outputs, like asks and history, are new on nearly every request, so they
are counted by presence (value ``*``) rather than per hash.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Column,
    Connection,
    Engine,
    Integer,
    MetaData,
    Select,
    Table,
    case,
    func,
    literal_column,
    or_,
    select,
)

from ctxstore.analysis.readers import Filters, _filtered
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    outcome_rollup_hourly,
    outcomes,
    score_rollup_hourly,
    scores,
)
from ctxstore.db.outcome_reads import matching_traces
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
_HASH_MUL = 2654435761  # Knuth's multiplicative hash: consecutive IDs spread evenly
_HASH_MOD = 1000003
_RECENT = 500


def _known_column(flt: OutcomeFilter) -> str:
    """The rollup count of requests on which ``flt``'s metric was observed."""
    if flt.metric == "error":
        return "outcomes"
    if flt.metric == "latency_ms":
        return "latency_count"
    return "usage_count"  # token counts and the cache read share come with usage


def known_traces(flt: OutcomeFilter) -> Any:
    """Trace IDs whose outcome metric was observed at all (matching or not)."""
    o, s = outcomes.c, scores.c
    if flt.metric == "score":
        return select(s.trace_id).where(s.name == flt.score_name)
    if flt.metric == "error":
        return select(o.trace_id)
    if flt.metric == "latency_ms":
        return select(o.trace_id).where(o.latency_ms.is_not(None))
    if flt.metric == "input_tokens":
        return select(o.trace_id).where(o.input_tokens.is_not(None))
    if flt.metric == "output_tokens":
        return select(o.trace_id).where(o.output_tokens.is_not(None))
    return select(o.trace_id).where(
        or_(o.input_tokens.is_not(None), o.cache_read_input_tokens.is_not(None))
    )


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


def _selection(flt: OutcomeFilter, side: str) -> Any:
    """The condition on ``assemblies`` for one side: ``matching`` or ``rest`` (known, not matching)."""
    a = assemblies.c
    inside = a.trace_id.in_(matching_traces(flt).scalar_subquery())
    if side == "matching":
        return inside
    return a.trace_id.in_(known_traces(flt).scalar_subquery()) & ~inside


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
    ) -> Side:
        """The assemblies of ``[start, end)`` on one side: ``matching`` or ``rest``."""
        a = assemblies.c
        return cls(
            conn, side, _window(select(a.id).where(_selection(flt, side)), start, end, filters)
        )

    def sampled(self, limit: int) -> Side:
        """About ``limit`` of this side's assemblies, uniformly (a multiplicative hash of the ID)."""
        t = self.table.c
        cut = -(-_HASH_MOD * limit // max(1, self.size))
        chosen = select(t.id).where((t.id * _HASH_MUL) % _HASH_MOD < cut)
        return Side(self.conn, f"{self.name}_sample", chosen)

    def close(self) -> None:
        self.table.drop(self.conn, checkfirst=True)

    def _ids(self) -> Any:
        # "IN (SELECT id ...)" rather than a join: the planner then walks this
        # (small, unanalysed) table and probes the store's primary keys, instead
        # of scanning a store index and probing this table.
        return select(self.table.c.id).scalar_subquery()

    def examples(self, keys: Iterable[ValueKey], limit: int = 3) -> dict[ValueKey, tuple[str, ...]]:
        """Up to ``limit`` trace IDs (newest first) of this side's assemblies carrying each value.

        The newest :data:`_RECENT` IDs are tried first (a value that is over-represented
        among them is found in a handful of rows); only a value too rare for that
        walks the whole side.
        """
        a, t = assemblies.c, self.table.c
        recent = [
            row[0] for row in self.conn.execute(select(t.id).order_by(t.id.desc()).limit(_RECENT))
        ]
        out: dict[ValueKey, tuple[str, ...]] = {}
        for key in keys:
            found: list[str] = []
            for pool in (recent, None):
                ids = a.id.in_(pool) if pool is not None else a.id.in_(self._ids())
                q = select(a.trace_id).where(ids, _carries(key)).order_by(a.id.desc()).limit(limit)
                found = [row[0] for row in self.conn.execute(q)]
                if len(found) >= limit or len(recent) < _RECENT:
                    break
            out[key] = tuple(found)
        return out

    def assembly_counts(self) -> dict[ValueKey, int]:
        """Per-value counts of the non-section dimensions on this side."""
        a = assemblies.c
        flags = (
            case((a.dropped_count > 0, "true"), else_="false"),
            case((a.tokens_exact, "true"), else_="false"),
            case((a.screening_hits > 0, "true"), else_="false"),
        )
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
            .where(a.id.in_(self._ids()))
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
            .where(s.assembly_id.in_(self._ids()))
            .group_by(s.name, literal_column(_GROUPED))
        )
        rows: Iterable[Any] = self.conn.execute(q)
        return {("section", name, v): int(n) for name, v, n in rows}


def _carries(key: ValueKey) -> Any:
    a, s = assemblies.c, assembly_sections.c
    dim, name, value = key
    if dim == "section":
        cond = select(s.assembly_id).where(s.assembly_id == a.id, s.name == name)
        if value != PER_REQUEST_VALUE:
            cond = cond.where(s.content_hash == value)
        return cond.exists()
    if dim in FLAGS:
        column = {"dropped": a.dropped_count > 0, "screening": a.screening_hits > 0}.get(
            dim, a.tokens_exact
        )
        return column if value == "true" else ~column
    column = a[dim]
    return column == value if value else column.is_(None) | (column == "")
