"""Human lines for impact: one line per outcome metric under a change, and headlines.

Why apart from :mod:`ctxstore.analysis.report`: the report renders what
changed; these lines render what the change did (:mod:`ctxstore.analysis.impact`),
and the web view and ``--json`` carry the same numbers. Stored values (section
names, model IDs) pass through :func:`~ctxstore.analysis.terminal.inert`.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, tzinfo

from ctxstore.analysis.findings import Change, Report
from ctxstore.analysis.impact_items import ImpactMetric
from ctxstore.analysis.terminal import inert

Style = Callable[[str, str], str]

LABELS = {
    "cache_read_share": "cache read share",
    "error_rate": "error rate",
    "latency_p50": "latency p50",
    "latency_p95": "latency p95",
    "output_tokens": "output tokens (mean)",
}
_HEADLINE_METRICS = 3


def label(metric: str) -> str:
    if metric.startswith("score."):
        return f"{inert(metric)} (mean)"
    return LABELS.get(metric, metric)


def value_text(unit: str, x: float | None, *, short: bool = False) -> str:
    if x is None:
        return "–"
    if unit == "share":
        if short and abs(x) >= 0.01:
            return f"{x * 100:.0f}%"
        return f"{x * 100:.1f}%"
    if unit == "ms":
        return f"{x / 1000:.2f} s" if abs(x) >= 1000 else f"{x:.0f} ms"
    if unit == "tokens":
        return f"{x:,.0f}"
    return f"{x:.3g}"


def _difference(unit: str, x: float) -> str:
    if unit == "share":
        return f"{x * 100:+.1f} pts"
    if unit == "ms":
        return f"{x / 1000:+.2f} s" if abs(x) >= 1000 else f"{x:+.0f} ms"
    if unit == "tokens":
        return f"{x:+,.0f}"
    return f"{x:+.3g}"


def metric_line(m: ImpactMetric) -> str:
    """``cache read share   81.0% → 4.1%   -76.9 pts (95% CI -78.0 … -75.8)   significant``."""
    text = (
        f"{label(m.metric):<22} {value_text(m.unit, m.without_value):>9} → "
        f"{value_text(m.unit, m.with_value):<9}"
    )
    if m.ci is not None and m.difference is not None:
        text += (
            f" {_difference(m.unit, m.difference)} (95% CI {_difference(m.unit, m.ci[0])} … "
            f"{_difference(m.unit, m.ci[1])})"
        )
    elif m.difference is not None:
        text += f" {_difference(m.unit, m.difference)} (no CI: too few requests)"
    text += f"   n {m.without_n:,} → {m.with_n:,}"
    return text + ("   significant" if m.significant else "   not significant")


def impact_lines(change: Change, style: Style) -> list[str]:
    """The impact block under one change (old → new); nothing when no outcomes exist."""
    items = [m for m in change.impact if isinstance(m, ImpactMetric)]
    if not items:
        return []
    lines = ["   " + style("outcomes, old → new (traffic without → with the change):", "dim")]
    for m in items:
        line = "     " + metric_line(m)
        lines.append(style(line, "warn") if m.significant else line)
    return lines


def _subject(change: Change) -> str:
    if change.dimension == "section":
        return inert(change.section)
    return change.dimension


_VERB = {
    "content": "changed",
    "reverted": "changed (reverted)",
    "appeared": "appeared",
    "disappeared": "disappeared",
    "mix": "used more or less often",
}


def _when(t: datetime | None, zone: tzinfo) -> str:
    return t.astimezone(zone).strftime("%a %H:%M") if t is not None else "?"


def headline(change: Change, zone: tzinfo) -> str | None:
    """``tool:lookup_order changed Tue 02:53 · cache read share 81% → 4%``, or ``None``."""
    found = sorted(
        (m for m in change.impact if isinstance(m, ImpactMetric) and m.significant),
        key=lambda m: m.q_value,
    )
    if not found:
        return None
    at = change.last_seen if change.kind == "disappeared" else change.first_seen
    parts = [
        f"{label(m.metric)} {value_text(m.unit, m.without_value, short=True)} → "
        f"{value_text(m.unit, m.with_value, short=True)}"
        for m in found[:_HEADLINE_METRICS]
    ]
    return (
        f"{_subject(change)} {_VERB.get(change.kind, change.kind)} {_when(at, zone)} · "
        + " · ".join(parts)
    )


def headline_lines(report: Report, zone: tzinfo, style: Style) -> list[str]:
    """The report's opening lines for changes that came with a significant outcome shift."""
    lines = [
        h
        for h in (headline(c, zone) for c in (*report.changes, *report.mix_shifts))
        if h is not None
    ]
    if not lines:
        return []
    return [style("Changes that moved outcomes:", "title"), *(f"  • {h}" for h in lines), ""]
