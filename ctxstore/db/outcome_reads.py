"""Reading outcomes back: rollups for reports, per-assembly rows for ``why``, one trace for ``show``.

Reports (``what-changed`` impact lines, the cache report) read
:func:`outcome_rollups` / :func:`score_rollups`: hourly rows under the keys of
``rollup_hourly``, so their cost grows with distinct values and hours, not
with requests. ``why`` needs individual assemblies (which ones were bad):
:func:`assembly_outcomes` turns an :class:`~ctxstore.outcomes.OutcomeFilter`
into SQL over ``outcomes``/``scores`` (an indexed range per score name) and
returns only the assemblies of the window whose traces match, with their
dimension values and section values; the counts of *all* assemblies per value
come from ``rollup_hourly``.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, Float, and_, case, cast, func, literal, or_, select, true
from sqlalchemy.sql.elements import ColumnElement

from ctxstore.db.models import (
    LATENCY_COLUMNS,
    assemblies,
    assembly_sections,
    outcome_rollup_hourly,
    outcomes,
    score_rollup_hourly,
    scores,
)
from ctxstore.db.outcomes import ROLLUP_KEY_COLUMNS, outcome_from_row, score_from_row
from ctxstore.db.rollups import section_value
from ctxstore.outcomes import (
    AssemblyOutcome,
    OutcomeFilter,
    OutcomeRecord,
    OutcomeRollup,
    ScoreRecord,
    ScoreRollup,
)

__all__ = [
    "assembly_outcomes",
    "cache_read_share_sql",
    "matching_traces",
    "outcome_conditions",
    "outcome_rollups",
    "score_rollups",
    "trace_outcomes",
]

_KEY = ROLLUP_KEY_COLUMNS
_PLAIN = tuple(
    c.name
    for c in outcome_rollup_hourly.columns
    if c.name not in _KEY and c.name not in LATENCY_COLUMNS
)


def _window(table: Any, since: datetime, until: datetime, dimension: str | None) -> Any:
    q = select(table).where(table.c.hour >= since.replace(minute=0, second=0, microsecond=0))
    q = q.where(table.c.hour < until)
    if dimension is not None:
        q = q.where(table.c.dimension == dimension)
    return q


def outcome_rollups(
    engine: Engine, since: datetime, until: datetime, dimension: str | None = None
) -> list[OutcomeRollup]:
    """Outcome rollup rows of the hours overlapping ``[since, until)``, optionally one dimension."""
    with engine.connect() as conn:
        rows = conn.execute(_window(outcome_rollup_hourly, since, until, dimension)).all()
    out = []
    for row in rows:
        m = row._mapping
        out.append(
            OutcomeRollup(
                **{k: m[k] for k in _KEY},
                **{k: m[k] for k in _PLAIN},
                latency_histogram=tuple(int(m[c]) for c in LATENCY_COLUMNS),
            )
        )
    return out


def score_rollups(
    engine: Engine, since: datetime, until: datetime, dimension: str | None = None
) -> list[ScoreRollup]:
    """Score rollup rows (one per score name and key) of the hours overlapping ``[since, until)``."""
    with engine.connect() as conn:
        rows = conn.execute(_window(score_rollup_hourly, since, until, dimension)).all()
    return [
        ScoreRollup(**{k: r._mapping[k] for k in (*_KEY, "name", "count", "total", "total_sq")})
        for r in rows
    ]


def trace_outcomes(engine: Engine, trace_id: str) -> tuple[list[OutcomeRecord], list[ScoreRecord]]:
    """Every outcome and score stored for one trace (oldest first)."""
    with engine.connect() as conn:
        o = conn.execute(
            select(outcomes)
            .where(outcomes.c.trace_id == trace_id)
            .order_by(outcomes.c.observed_at, outcomes.c.span_id)
        ).all()
        s = conn.execute(
            select(scores)
            .where(scores.c.trace_id == trace_id)
            .order_by(scores.c.name, scores.c.source)
        ).all()
    return [outcome_from_row(r) for r in o], [score_from_row(r) for r in s]


def _compare(column: ColumnElement[Any], flt: OutcomeFilter) -> ColumnElement[bool]:
    t = literal(flt.threshold)
    return {
        "<": column < t,
        "<=": column <= t,
        ">": column > t,
        ">=": column >= t,
        "==": column == t,
        "!=": column != t,
    }[flt.op or "=="]


def cache_read_share_sql() -> tuple[ColumnElement[Any], ColumnElement[Any]]:
    """The SQL twin of :func:`ctxstore.outcomes.cache_read_share` over ``outcomes``.

    Returns ``(share, total)``: ``share`` is NULL exactly where the Python rule
    gives None (no input or cache-read count, or no input tokens at all), so
    ``why``'s filter and the cache report agree with the rollups' fold.
    """
    o = outcomes.c
    read = func.coalesce(o.cache_read_input_tokens, 0)
    total = (
        func.coalesce(o.input_tokens, 0) + read + func.coalesce(o.cache_creation_input_tokens, 0)
    )
    has_counts = or_(o.input_tokens.is_not(None), o.cache_read_input_tokens.is_not(None))
    share = case((has_counts, cast(read, Float) / func.nullif(total, 0)), else_=None)
    return share, total


def _has_usage() -> ColumnElement[bool]:
    # OutcomeRecord.has_usage: what the rollups' usage_count counts.
    o = outcomes.c
    return or_(
        o.input_tokens.is_not(None),
        o.output_tokens.is_not(None),
        o.cache_read_input_tokens.is_not(None),
        o.cache_creation_input_tokens.is_not(None),
    )


def outcome_conditions(flt: OutcomeFilter) -> tuple[Any, ColumnElement[bool], ColumnElement[bool]]:
    """``(table, observed, matches)``: the one definition of what ``flt`` selects.

    ``table`` is ``outcomes`` or ``scores``; ``observed`` holds on the rows where
    the filter's metric was recorded at all (the rows the rollup count of
    ``why``'s known side folds: ``outcomes``, ``usage_count``, ``latency_count``
    or a score's ``count``); ``matches`` on the rows that satisfy the filter
    (never on a row where the metric is missing).
    """
    o, s = outcomes.c, scores.c
    if flt.metric == "score":
        named = s.name == flt.score_name
        return scores, named, named & _compare(s.value, flt)
    if flt.metric == "error":
        if flt.op is None:
            return outcomes, true(), o.error_type.is_not(None)
        return outcomes, true(), _compare(case((o.error_type.is_not(None), 1.0), else_=0.0), flt)
    if flt.metric == "latency_ms":
        return outcomes, o.latency_ms.is_not(None), _compare(o.latency_ms, flt)
    column: ColumnElement[Any]
    if flt.metric == "cache_read_share":
        column = cache_read_share_sql()[0]
    else:
        column = o.input_tokens if flt.metric == "input_tokens" else o.output_tokens
    return outcomes, _has_usage(), _compare(column, flt)


def matching_traces(flt: OutcomeFilter) -> Any:
    """A subquery of the trace IDs whose outcomes or scores satisfy ``flt``."""
    table, _observed, matches = outcome_conditions(flt)
    return select(table.c.trace_id).where(matches)


_DIMENSION_COLUMNS = ("model_id", "template_version", "snapshot_id", "tokenizer")


def assembly_outcomes(
    engine: Engine,
    since: datetime,
    until: datetime,
    flt: OutcomeFilter | None = None,
    *,
    limit: int | None = None,
) -> list[AssemblyOutcome]:
    """Assemblies of ``[since, until)`` with outcomes or scores (only those matching ``flt`` if given).

    Each carries its dimension values (the non-section dimensions of
    ``rollup_hourly``: model, template, snapshot, tokenizer, and the
    dropped/exact/screening/truncated flags), its sections as rolled up, and
    its trace's outcomes and scores. Oldest first; ``limit`` caps the count.
    """
    a, sec = assemblies.c, assembly_sections.c
    if flt is None:
        traces = select(outcomes.c.trace_id).union(select(scores.c.trace_id))
    else:
        traces = matching_traces(flt)
    q = (
        select(assemblies)
        .where(a.ts >= since, a.ts < until, a.trace_id.in_(traces.scalar_subquery()))
        .order_by(a.ts, a.id)
    )
    if limit is not None:
        q = q.limit(limit)
    with engine.connect() as conn:
        rows = conn.execute(q).all()
        ids = [r.id for r in rows]
        sections: dict[int, list[tuple[str, str, str]]] = defaultdict(list)
        truncated: set[int] = set()
        found_o: dict[str, list[OutcomeRecord]] = defaultdict(list)
        found_s: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
        for i in range(0, len(ids), 500):
            chunk = ids[i : i + 500]
            sq = (
                select(sec.assembly_id, sec.name, sec.kind, sec.content_hash, sec.outcome)
                .where(sec.assembly_id.in_(chunk))
                .order_by(sec.assembly_id, sec.position)
            )
            for aid, name, kind, content_hash, outcome in conn.execute(sq):
                sections[aid].append((name, kind, section_value(kind, content_hash)))
                if outcome == "truncated":
                    truncated.add(aid)
        trace_ids = sorted({r.trace_id for r in rows})
        for i in range(0, len(trace_ids), 500):
            chunk_t = trace_ids[i : i + 500]
            for row in conn.execute(select(outcomes).where(outcomes.c.trace_id.in_(chunk_t))):
                found_o[row.trace_id].append(outcome_from_row(row))
            sel = select(scores.c.trace_id, scores.c.name, scores.c.value).where(
                and_(scores.c.trace_id.in_(chunk_t))
            )
            for trace_id, name, value in conn.execute(sel):
                found_s[trace_id][name].append(value)
    out = []
    for r in rows:
        dims = {c: (getattr(r, c) or "") for c in _DIMENSION_COLUMNS}
        dims["dropped"] = "true" if r.dropped_count > 0 else "false"
        dims["exact"] = "true" if r.tokens_exact else "false"
        dims["screening"] = "true" if r.screening_hits > 0 else "false"
        dims["truncated"] = "true" if r.id in truncated else "false"
        out.append(
            AssemblyOutcome(
                assembly_id=r.id,
                trace_id=r.trace_id,
                timestamp=r.ts,
                dimensions=dims,
                sections=tuple(sections.get(r.id, ())),
                outcomes=tuple(found_o.get(r.trace_id, ())),
                scores={k: tuple(v) for k, v in found_s.get(r.trace_id, {}).items()},
            )
        )
    return out
