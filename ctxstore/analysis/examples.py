"""From a reported value to assemblies that carry it: example trace IDs and the
"carries" condition.

Why apart from the window readers (``readers``): those count, from rollups, and
never touch a single assembly; these walk raw rows, and only for the few values a
report lists (``what-changed``'s examples, ``why``'s examples), so their cost is
O(reported values), not O(traffic). One definition of "carries a value" serves
both commands.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, select

from ctxstore.analysis.readers import Filters, _filter_raw
from ctxstore.db.models import assemblies, assembly_sections
from ctxstore.db.rollups import PER_REQUEST_VALUE

_NO_FILTERS = Filters()

_DIMENSION_COLUMNS = {
    "model_id": assemblies.c.model_id,
    "template_version": assemblies.c.template_version,
    "snapshot_id": assemblies.c.snapshot_id,
    "tokenizer": assemblies.c.tokenizer,
}


def example_traces(
    engine: Engine,
    queries: Sequence[tuple[str, str | None, str, datetime, datetime]],
    filters: Filters = _NO_FILTERS,
    *,
    limit: int = 3,
) -> dict[tuple[str, str | None, str, datetime, datetime], tuple[str, ...]]:
    """Up to ``limit`` trace IDs (newest first) of assemblies carrying each value.

    Only the values a report lists are asked for, so drill-down costs
    O(reported values), not O(traffic); the significance tests never come
    here. Each lookup first walks the window's newest :data:`_RECENT`
    assemblies (by the ``ts`` index, checking sections by primary key): a
    common value, such as the system prompt on every request, is found in a
    handful of rows there. Only a value too rare for that falls back to the
    content-hash index, which is cheap exactly because the value is rare.
    """
    out: dict[tuple[str, str | None, str, datetime, datetime], tuple[str, ...]] = {}
    with engine.connect() as conn:
        for query in dict.fromkeys(queries):
            match = _carries(query)
            if match is None:
                continue
            since, until = query[3], query[4]
            a = assemblies.c
            window = _filter_raw(select(a.id).where(a.ts >= since, a.ts < until), filters)
            recent = window.order_by(a.ts.desc()).limit(_RECENT).subquery()
            q = (
                select(a.trace_id)
                .where(a.id.in_(select(recent.c.id)), match)
                .order_by(a.ts.desc())
                .limit(limit)
            )
            found = [row[0] for row in conn.execute(q)]
            if len(found) < limit:
                q = (
                    _filter_raw(
                        select(a.trace_id).where(a.ts >= since, a.ts < until, match), filters
                    )
                    .order_by(a.ts.desc())
                    .limit(limit)
                )
                found = [row[0] for row in conn.execute(q)]
            out[query] = tuple(found)
    return out


_RECENT = 300
"""Newest assemblies of a window scanned first for examples (see :func:`example_traces`)."""


def flag_conditions() -> dict[str, Any]:
    """The per-assembly budget flags as SQL conditions, as the rollup writer sets them
    (``ctxstore.db.rollups``: a flag's value is ``"true"`` where its condition holds)."""
    a = assemblies.c
    return {
        "dropped": a.dropped_count > 0,
        "exact": a.tokens_exact,
        "screening": a.screening_hits > 0,
    }


def carries(dimension: str, section: str | None, value: str) -> Any:
    """The condition "this assembly carries ``value`` of ``dimension``", or ``None`` if unknown.

    The one definition for every reader that looks assemblies up by a reported
    value (``what-changed``'s examples, ``why``'s examples). Sections match by
    name and content hash (by name alone for a per-request value); the filter
    columns and the fixed dimensions by column, an empty value meaning NULL or
    ''; the budget flags by :func:`flag_conditions`.
    """
    a, s = assemblies.c, assembly_sections.c
    if dimension == "section":
        carried = select(s.assembly_id).where(s.assembly_id == a.id, s.name == section)
        if value != PER_REQUEST_VALUE:
            carried = carried.where(s.content_hash == value)
        return carried.exists()
    flags = flag_conditions()
    if dimension in flags:
        return flags[dimension] if value == "true" else ~flags[dimension]
    if dimension in _DIMENSION_COLUMNS or dimension in ("service", "environment", "tenant"):
        column = a[dimension]
        return column == value if value else column.is_(None) | (column == "")
    return None


def _carries(query: tuple[str, str | None, str, datetime, datetime]) -> Any:
    # what-changed's examples cover sections and the fixed dimensions, as they
    # always have; not the budget flags, whose rare value would walk the whole
    # window with no index to narrow it.
    if query[0] != "section" and query[0] not in _DIMENSION_COLUMNS:
        return None
    return carries(query[0], query[1], query[2])
