"""Rendering ``why`` and ``cache-report``: JSON for machines, a note for people.

Why plain functions next to the what-changed renderer: the same text goes into
an incident channel and into tests, and every stored value (section names,
model IDs, tenants, fingerprints) comes from spans, so it passes through
:func:`~ctxstore.analysis.terminal.inert` before the CLI adds colour.

The JSON keys ``outcome``, ``matching``, ``rest`` and ``findings``
(``dimension``, ``section``, ``value``, ``lift``, ``matching_count``,
``rest_count``, ``significant``, ``examples``) of ``why``, and ``prefixes``
(``prefix_fingerprint``, ``observed_share``, ``predicted_share``, ``verdict``)
of ``cache-report`` are a published contract: fields may be added, never
renamed.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, tzinfo
from typing import Any

from ctxstore.analysis.cachereport import CacheReport, PrefixCache
from ctxstore.analysis.findings import short_hash
from ctxstore.analysis.terminal import inert
from ctxstore.analysis.why import WhyFinding, WhyReport
from ctxstore.db.rollups import PER_REQUEST_VALUE

Style = Callable[[str, str], str]


def _r(x: float | None) -> float | None:
    return None if x is None else round(x, 6)


def _when(t: datetime, zone: tzinfo) -> str:
    return t.astimezone(zone).strftime("%a %d %b %H:%M")


def _json_value(f: WhyFinding) -> str | None:
    if f.dimension == "section" and f.value == PER_REQUEST_VALUE:
        return None  # compared by presence
    return f.value


def finding_to_json(f: WhyFinding) -> dict[str, Any]:
    return {
        "dimension": f.dimension,
        "section": f.section,
        "value": _json_value(f),
        "lift": _r(f.lift),
        "lift_ci95_low": _r(f.lift_low),
        "excess_share_ci95_low": _r(f.excess_low),
        "matching_count": f.matching_count,
        "rest_count": f.rest_count,
        "matching_share": _r(f.matching_share),
        "rest_share": _r(f.rest_share),
        "p_value": float(f"{f.p_value:.3g}"),
        "q_value": float(f"{f.q_value:.3g}"),
        "significant": f.significant,
        "examples": list(f.examples),
        "estimated": f.estimated,
    }


def why_to_json(report: WhyReport, *, filters: dict[str, str] | None = None) -> dict[str, Any]:
    return {
        "outcome": report.outcome,
        "since": report.since.isoformat(),
        "until": report.until.isoformat(),
        "matching": report.matching,
        "rest": report.rest,
        "findings": [finding_to_json(f) for f in report.findings],
        "method": {"fdr": report.fdr, "tests": report.tests, "sampled": report.sampled},
        "notes": list(report.notes),
        "filters": filters or {},
    }


def _subject(f: WhyFinding) -> str:
    if f.dimension == "section":
        what = "present" if f.value == PER_REQUEST_VALUE else short_hash(f.value)
        return f"section {inert(f.section)} = {what}"
    return f"{f.dimension} = {inert(f.value) if f.value else '(none)'}"


def _lift(f: WhyFinding) -> str:
    if f.lift is None:
        return "only among matching"
    return f"lift {f.lift:.1f}× (≥ {f.lift_low:.1f}×)"


def render_why(report: WhyReport, *, zone: tzinfo, style: Style) -> str:
    zone_name = getattr(zone, "key", None) or str(zone)
    lines = [
        style(
            f"Why {inert(report.outcome)}: {_when(report.since, zone)} → "
            f"{_when(report.until, zone)} ({zone_name})",
            "title",
        ),
        f"  matching  {report.matching:>9,} requests",
        f"  rest      {report.rest:>9,} requests (outcome recorded, not matching)",
        f"  method    {report.tests:,} values tested, false-discovery rate {report.fdr * 100:.1f}%",
        "",
    ]
    for note in report.notes:
        lines.append(style(f"note: {note}", "warn"))
    if report.notes:
        lines.append("")
    significant = [f for f in report.findings if f.significant]
    if not significant and not report.notes:
        lines.append(
            "Nothing stands out: no dimension value or section hash is significantly more common "
            "among the matching requests than among the rest."
        )
    for i, f in enumerate(significant, 1):
        lines.append(
            style(f"{i}. {_subject(f)}", "title")
            + f" · {_lift(f)} · {f.matching_share * 100:.1f}% of matching vs "
            f"{f.rest_share * 100:.1f}% of the rest"
        )
        approx = "~" if f.estimated else ""
        lines.append(
            f"   {approx}{f.matching_count:,} matching, {approx}{f.rest_count:,} rest · q = {f.q_value:.2g}"
            + (f" · e.g. {', '.join(f.examples)}" if f.examples else "")
        )
    return "\n".join(lines).rstrip() + "\n"


# --- cache-report ---------------------------------------------------------------------


def prefix_to_json(p: PrefixCache) -> dict[str, Any]:
    return {
        "prefix_fingerprint": p.prefix_fingerprint,
        "model_id": p.model_id,
        "requests": p.requests,
        "with_usage": p.with_usage,
        "first_seen": p.first_seen.isoformat(),
        "last_seen": p.last_seen.isoformat(),
        "observed_share": _r(p.observed_share),
        "observed_ci95": [_r(p.observed_ci[0]), _r(p.observed_ci[1])] if p.observed_ci else None,
        "weighted_share": _r(p.weighted_share),
        "prefix_tokens": p.prefix_tokens,
        "identical_through": p.identical_through,
        "predicted_share": _r(p.predicted_share),
        "expected_share": _r(p.expected_share),
        "verdict": p.verdict,
        "examples": list(p.examples),
    }


def cache_to_json(report: CacheReport, *, filters: dict[str, str] | None = None) -> dict[str, Any]:
    return {
        "since": report.since.isoformat(),
        "until": report.until.isoformat(),
        "prefixes": [prefix_to_json(p) for p in report.prefixes],
        "total_prefixes": report.total_prefixes,
        "broken": len(report.broken),
        "min_prefix_tokens": report.min_prefix_tokens,
        "filters": filters or {},
    }


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{x * 100:.1f}%"


def render_cache(report: CacheReport, *, zone: tzinfo, style: Style) -> str:
    zone_name = getattr(zone, "key", None) or str(zone)
    lines = [
        style(
            f"Prompt cache {_when(report.since, zone)} → {_when(report.until, zone)} ({zone_name})",
            "title",
        ),
        f"  {report.total_prefixes:,} prefix fingerprints; cacheable means ≥ 2 requests and "
        f"≥ {report.min_prefix_tokens:,} identical prefix tokens (or about as many as a prefix "
        "the provider is seen caching)",
        "",
    ]
    if not report.prefixes:
        lines.append("No assemblies in this window.")
    if report.broken:
        lines.append(
            style(
                f"{len(report.broken)} prefix(es) predicted cacheable but read ~nothing from cache:",
                "warn",
            )
        )
        lines.append("")
    lines.append(f"  {'prefix':<14} {'requests':>9} {'observed':>9} {'predicted':>10}  verdict")
    for p in report.prefixes:
        text = (
            f"  {short_hash(p.prefix_fingerprint):<14} {p.requests:>9,} "
            f"{_pct(p.observed_share):>9} {_pct(p.predicted_share):>10}  {p.verdict}"
        )
        lines.append(style(text, "warn") if p.verdict == "broken" else text)
        detail = f"     model {inert(p.model_id)} · seen {_when(p.first_seen, zone)} – {_when(p.last_seen, zone)}"
        if p.identical_through:
            detail += (
                f" · ~{p.prefix_tokens:,} tokens identical through {inert(p.identical_through)}"
            )
        if p.examples:
            detail += f" · e.g. {p.examples[0]}"
        lines.append(detail)
    return "\n".join(lines).rstrip() + "\n"
