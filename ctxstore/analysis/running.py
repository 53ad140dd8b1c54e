"""One call behind ``what-changed``: windows from time words, then the report.

Why a module: the CLI and the web view (``ctxstore ui``, ``what-changed
--html``) must give the same answer to the same question, so the steps (which
baseline, which readers, which lookups the comparison gets for texts, examples
and the store's history) are written once, here, and both front doors call it.
"""

from __future__ import annotations

from datetime import UTC, datetime, tzinfo

from sqlalchemy import Engine

from ctxstore.analysis.examples import example_traces
from ctxstore.analysis.impact import with_impact
from ctxstore.analysis.readers import (
    Filters,
    Source,
    history_start,
    retained_texts,
)
from ctxstore.analysis.scaled import read_report_windows, scope_note
from ctxstore.analysis.timewords import parse_when, resolve_window
from ctxstore.analysis.whatchanged import Options, Report, compare
from ctxstore.errors import TimeWordError

Span = tuple[datetime, datetime]


def resolve_windows(
    since: str,
    until: str | None,
    baseline_since: str | None,
    baseline_until: str | None,
    *,
    now: datetime,
    zone: tzinfo,
) -> tuple[Span, Span]:
    """The window and its baseline (by default: same length, just before)."""
    start, end = resolve_window(since, until, now=now, zone=zone)
    length = end.astimezone(UTC) - start.astimezone(UTC)
    b_end = parse_when(baseline_until, now=now, zone=zone) if baseline_until else start
    if baseline_since:
        b_start = parse_when(baseline_since, now=now, zone=zone)
    else:
        b_start = (b_end.astimezone(UTC) - length).astimezone(zone)
    if b_end <= b_start:
        raise TimeWordError(
            f"The baseline window is empty: {b_start.isoformat()} is not before {b_end.isoformat()}."
        )
    return (start, end), (b_start, b_end)


def run_what_changed(
    engine: Engine,
    window: Span,
    baseline: Span,
    filters: Filters = Filters(),  # noqa: B008 - frozen
    options: Options = Options(),  # noqa: B008 - frozen
    *,
    source: Source = "rollups",
) -> Report:
    """The what-changed report of ``window`` against ``baseline``, as the CLI prints it,
    each change with its outcome impact (:mod:`ctxstore.analysis.impact`)."""
    base_stats, window_stats, scope = read_report_windows(
        engine, baseline, window, filters, source=source, threshold=options.threshold
    )
    report = compare(
        base_stats,
        window_stats,
        options,
        texts=lambda hashes: retained_texts(engine, hashes),
        examples=lambda queries: example_traces(engine, queries, filters),
        history_start=history_start(engine, filters),
        reader_notes=scope_note(scope),
    )
    # Outcomes explain the changes found from the inputs; they never decide them.
    return with_impact(engine, report, filters)
