"""What each page shows, read through the same engine and readers as the CLI.

Why a module of its own: the pages must never hold an answer of their own.
The what-changed page renders the document :func:`ctxstore.analysis.report.report_to_json`
builds (the ``what-changed --json`` document, byte for byte the same dictionary),
the timeline renders :func:`ctxstore.analysis.timeline.build_timeline`, the diff
renders :func:`ctxstore.analysis.diffing.diff_assemblies`, and the assembly and
log pages render :mod:`ctxstore.db.queries` rows. This module only turns query
parameters into those calls (with the CLI's time words and defaults) and adds
presentation facts the engine does not compute, such as a section's retention
state, which is read off the stored rows, never guessed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo
from typing import Any

from sqlalchemy import Engine

from ctxstore.analysis.diffing import AssemblyDiff, SectionSide, diff_assemblies
from ctxstore.analysis.readers import Filters, retained_texts
from ctxstore.analysis.report import report_to_json
from ctxstore.analysis.running import resolve_windows, run_what_changed
from ctxstore.analysis.timeline import Granularity, Timeline, build_timeline, parse_dimension
from ctxstore.analysis.timewords import local_zone, resolve_window
from ctxstore.analysis.whatchanged import Options
from ctxstore.db.outcome_reads import trace_outcomes
from ctxstore.db.queries import (
    StoredAssembly,
    StoredBlob,
    StoredSection,
    blobs_by_hash,
    get_assembly,
    parse_section_filter,
    recent_assemblies,
)
from ctxstore.errors import ConfigError
from ctxstore.outcomes import OutcomeRecord, ScoreRecord
from ctxstore.web.cache import ReportCache
from ctxstore.web.payload import TARGETS, Payload, SectionView, build_payload

FILTER_KEYS = ("service", "environment", "tenant", "model", "template")
MAX_LOG_LIMIT = 1000


def zone_of(params: Mapping[str, str]) -> tzinfo:
    return local_zone(params.get("tz") or None)


def zone_name(zone: tzinfo) -> str:
    return getattr(zone, "key", None) or str(zone)


def filters_of(params: Mapping[str, str]) -> Filters:
    values = {k: (params.get(k) or None) for k in FILTER_KEYS}
    return Filters(**values)


def _float(params: Mapping[str, str], key: str, default: float, lo: float, hi: float) -> float:
    raw = params.get(key) or ""
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(
            f"{key} must be a number between {lo:g} and {hi:g}, not {raw!r}"
        ) from None
    if not lo <= value <= hi:
        raise ConfigError(f"{key} must be between {lo:g} and {hi:g}, not {raw!r}")
    return value


# --- what changed -------------------------------------------------------------------


def next_minute(t: datetime) -> datetime:
    """``t`` rounded up to a whole minute (unchanged when it is one)."""
    floor = t.replace(second=0, microsecond=0)
    return floor if floor == t else floor + timedelta(minutes=1)


def report_doc(
    engine: Engine,
    params: Mapping[str, str],
    *,
    now: datetime,
    cache: ReportCache | None = None,
) -> dict[str, Any]:
    """The ``what-changed --json`` document for the page's query parameters.

    Same defaults and the same call as the CLI (:func:`ctxstore.analysis.running.run_what_changed`):
    the window is ``since`` (default ``tuesday``) .. ``until`` (now), the baseline
    the window of the same length just before it unless ``baseline_since`` /
    ``baseline_until`` say otherwise; ``threshold``, ``min_share`` and ``fdr`` in
    percent, as on the command line. With ``cache``, the same question on an
    unchanged store is answered from it (:mod:`ctxstore.web.cache`), and with
    ``cache`` a window without ``until`` ends at the next full minute rather than
    this microsecond: it still holds everything recorded so far, and everyone
    opening the same relative link within the minute shares one answer.
    """
    zone = zone_of(params)
    if cache is not None and not params.get("until"):
        now = next_minute(now)
    window, baseline = resolve_windows(
        params.get("since") or "tuesday",
        params.get("until") or None,
        params.get("baseline_since") or None,
        params.get("baseline_until") or None,
        now=now,
        zone=zone,
    )
    options = Options(
        threshold=_float(params, "threshold", 5.0, 0.0, 100.0) / 100,
        min_share=_float(params, "min_share", 1.0, 0.0, 100.0) / 100,
        fdr=_float(params, "fdr", 0.1, 0.0001, 50.0) / 100,
    )
    filters = filters_of(params)

    def compute() -> dict[str, Any]:
        report = run_what_changed(engine, window, baseline, filters, options)
        return report_to_json(report, filters=filters.as_dict(), zone=zone_name(zone))

    if cache is None:
        return compute()
    return cache.get((window, baseline, filters, options, zone_name(zone)), compute)


# --- timeline -----------------------------------------------------------------------


@dataclass(frozen=True)
class TimelineView:
    timeline: Timeline
    since: datetime
    until: datetime
    zone: tzinfo


def timeline_view(engine: Engine, params: Mapping[str, str], *, now: datetime) -> TimelineView:
    zone = zone_of(params)
    dim, section = parse_dimension(params.get("dimension") or "snapshot_id")
    start, end = resolve_window(
        params.get("since") or "7d", params.get("until") or None, now=now, zone=zone
    )
    by = params.get("by") or "auto"
    if by not in ("auto", "hour", "day"):
        raise ConfigError(f"by must be auto, hour or day, not {by!r}")
    granularity: Granularity
    if by == "auto":
        span = end.astimezone(UTC) - start.astimezone(UTC)
        granularity = "hour" if span <= timedelta(days=2) else "day"
    else:
        granularity = "hour" if by == "hour" else "day"
    top = int(_float(params, "top", 6, 1, 10))
    tl = build_timeline(
        engine,
        dim,
        section,
        start,
        end,
        zone=zone,
        granularity=granularity,
        top=top,
        filters=filters_of(params),
    )
    return TimelineView(tl, start, end, zone)


# --- one assembly -------------------------------------------------------------------


def retention_state(section: StoredSection, blob: StoredBlob | None) -> str:
    """What retention did to this section's text, from the stored rows alone.

    Content is stored once per hash, so a sampled-out repeat may still show the
    text another assembly kept; the state says what happened to *this* one.
    """
    if blob is not None and blob.text is None:
        return "erased"  # the blob row survives an expiry or erasure, its text does not
    if not section.text_kept:
        return "sampled out" if blob is not None else "not kept"
    if blob is None:
        return "erased"
    return "redacted" if blob.redactions else "kept"


@dataclass(frozen=True)
class AssemblyView:
    assembly: StoredAssembly
    sections: tuple[SectionView, ...]
    payload: Payload
    targets: Mapping[str, str]
    # What the trace recorded after the request: provider usage, latency and errors
    # per LLM call, and named scores (feedback, evals); empty when none arrived (yet).
    outcomes: tuple[OutcomeRecord, ...] = ()
    scores: tuple[ScoreRecord, ...] = ()


def assembly_view(engine: Engine, ref: str, target: str | None = None) -> AssemblyView:
    a = get_assembly(engine, ref)
    blobs = blobs_by_hash(engine, [s.content_hash for s in a.sections])
    views = []
    for s in a.sections:
        blob = blobs.get(s.content_hash)
        views.append(
            SectionView(
                s,
                blob.text if blob is not None else None,
                retention_state(s, blob),
                blob.redactions if blob is not None else (),
            )
        )
    payload = build_payload(a, views, target or None)
    outcomes, scores = trace_outcomes(engine, a.trace_id)
    return AssemblyView(a, tuple(views), payload, TARGETS, tuple(outcomes), tuple(scores))


# --- diff of two assemblies ---------------------------------------------------------


@dataclass(frozen=True)
class DiffView:
    a: StoredAssembly
    b: StoredAssembly
    diff: AssemblyDiff


def _sides(a: StoredAssembly, texts: Mapping[str, str | None]) -> list[SectionSide]:
    return [
        SectionSide(
            position=s.position,
            name=s.name,
            kind=s.kind,
            content_hash=s.content_hash,
            tokens=s.tokens,
            outcome=s.outcome,
            text=texts.get(s.content_hash),
        )
        for s in a.sections
    ]


def diff_view(engine: Engine, a_ref: str, b_ref: str) -> DiffView:
    a = get_assembly(engine, a_ref)
    b = get_assembly(engine, b_ref)
    texts = retained_texts(engine, [s.content_hash for s in (*a.sections, *b.sections)])
    d = diff_assemblies(_sides(a, texts), _sides(b, texts), model_a=a.model_id, model_b=b.model_id)
    return DiffView(a, b, d)


# --- log ----------------------------------------------------------------------------


def log_rows(engine: Engine, params: Mapping[str, str], *, now: datetime) -> list[StoredAssembly]:
    """``ctxstore log`` with the same filters: since/until time words, the five filters,
    ``snapshot``, ``section`` (``NAME`` or ``NAME=HASH-PREFIX``) and ``limit``."""
    zone = zone_of(params)
    since, until = params.get("since") or None, params.get("until") or None
    start = end = None
    if since:
        start, end = resolve_window(since, until, now=now, zone=zone)
    elif until:
        _, end = resolve_window("1970-01-01", until, now=now, zone=zone)
    limit = int(_float(params, "limit", 50, 1, MAX_LOG_LIMIT))
    f = filters_of(params)
    section = params.get("section") or ""
    sections = [parse_section_filter(section)] if section else []
    return recent_assemblies(
        engine,
        since=start,
        until=end,
        service=f.service,
        environment=f.environment,
        tenant=f.tenant,
        model_id=f.model,
        template_version=f.template,
        snapshot_id=params.get("snapshot") or None,
        sections=sections,
        limit=limit,
    )
