"""Rendering a what-changed :class:`~ctxstore.analysis.findings.Report`: JSON and an incident note.

Why here and not in the CLI: the same text is what a user pastes into an
incident channel, what the README shows and what tests read, so it is produced
by plain functions. Colour is a parameter (a ``style(text, role)`` callable) so
the CLI can pass ``click.style`` on a terminal while this module stays free of
click; roles are ``title``, ``added``, ``removed``, ``hunk``, ``dim``, ``warn``.
Every stored value is made inert (:mod:`ctxstore.analysis.terminal`) before it
is styled, so the only escape sequences printed are the CLI's own colours.

The JSON keys ``window``, ``baseline``, ``changes`` (``dimension``, ``section``,
``before``, ``after``, ``affected_share``, ``diff``) and ``volatile_sections``
(``section``, ``distinct_hashes``, ``assemblies``, ``example_diff``) are a
published contract: fields may be added, never renamed. Since the kinds of
change were introduced, every change also has ``kind``, ``first_seen``,
``last_seen``, ``effect`` (shares, 95% interval, p- and q-value),
``examples`` (trace IDs) and ``impact`` (outcome metrics; empty until
outcomes are recorded); ``budget_changes`` and ``mix_shifts`` are lists of
their own, and ``method`` says how the report decided.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, tzinfo
from typing import Any

from ctxstore.analysis.findings import (
    BudgetChange,
    Change,
    Effect,
    Report,
    ValueShare,
    VolatileSection,
    short_hash,
)
from ctxstore.analysis.impact_items import impact_to_json
from ctxstore.analysis.impact_render import headline_lines, impact_lines
from ctxstore.analysis.terminal import inert, inert_text, visible_change
from ctxstore.db.rollups import PER_REQUEST_VALUE

Style = Callable[[str, str], str]


def plain(text: str, role: str) -> str:
    return text


def _iso(t: datetime | None) -> str | None:
    return t.isoformat() if t is not None else None


def _json_value(dimension: str, value: str | None) -> str | None:
    # Rollups store a missing template/snapshot as ''; machines get null. Sections of
    # per-request kinds (ask, history) are compared by presence: null too.
    if value is None:
        return None
    if value == "" and dimension in ("template_version", "snapshot_id"):
        return None
    if value == PER_REQUEST_VALUE and dimension == "section":
        return None
    return value


def _effect_json(e: Effect) -> dict[str, Any]:
    return {
        "before": e.before,
        "after": e.after,
        "difference": round(e.difference, 6),
        "ci95": [e.ci_low, e.ci_high],
        "p_value": float(f"{e.p_value:.3g}"),
        "q_value": float(f"{e.q_value:.3g}"),
    }


def change_to_json(change: Change) -> dict[str, Any]:
    def side(v: ValueShare) -> dict[str, Any]:
        return {
            "value": _json_value(change.dimension, v.value),
            "share": round(v.share, 6),
            "count": v.count,
            "status": v.status,
            "first_seen": _iso(v.first_seen),
            "last_seen": _iso(v.last_seen),
            "examples": list(v.examples),
        }

    return {
        "kind": change.kind,
        "dimension": change.dimension,
        "section": change.section,
        "section_kind": change.section_kind,
        "before": [side(v) for v in change.before],
        "after": [side(v) for v in change.after],
        "affected_share": round(change.affected_share, 6),
        "effect": _effect_json(change.effect),
        "first_seen": _iso(change.first_seen),
        "last_seen": _iso(change.last_seen),
        "old_last_seen": _iso(change.old_last_seen),
        "old_value": _json_value(change.dimension, change.old_value),
        "new_value": _json_value(change.dimension, change.new_value),
        "examples": list(change.examples),
        "diff": change.diff,
        "text_note": change.text_note,
        "impact": impact_to_json(change.impact),
    }


def budget_to_json(b: BudgetChange) -> dict[str, Any]:
    return {
        "kind": "budget",
        "metric": b.metric,
        "section": b.section,
        "before": b.before,
        "after": b.after,
        "effect": _effect_json(b.effect),
        "impact": impact_to_json(b.impact),
    }


def volatile_to_json(v: VolatileSection) -> dict[str, Any]:
    return {
        "kind": "volatile",
        "section": v.section,
        "section_kind": v.kind,
        "distinct_hashes": v.distinct_hashes,
        "assemblies": v.assemblies,
        "rare_share": v.rare_share,
        "since": _iso(v.since),
        "first_seen": _iso(v.since),
        "last_seen": _iso(v.last_seen),
        "in_baseline": v.in_baseline,
        "example_hashes": list(v.example_hashes),
        "examples": list(v.examples),
        "example_diff": v.example_diff,
        "text_note": v.text_note,
    }


def report_to_json(
    report: Report,
    *,
    filters: dict[str, str] | None = None,
    zone: str | None = None,
    source: str = "rollups",
) -> dict[str, Any]:
    """The ``--json`` document (see the module docstring for the stable keys)."""
    return {
        "window": {
            "since": report.window.since.isoformat(),
            "until": report.window.until.isoformat(),
            "assemblies": report.window.assemblies,
        },
        "baseline": {
            "since": report.baseline.since.isoformat(),
            "until": report.baseline.until.isoformat(),
            "assemblies": report.baseline.assemblies,
            "partial": report.partial_baseline,
        },
        "changes": [change_to_json(c) for c in report.changes],
        "budget_changes": [budget_to_json(b) for b in report.budget],
        "volatile_sections": [volatile_to_json(v) for v in report.volatile_sections],
        "mix_shifts": [change_to_json(c) for c in report.mix_shifts],
        "metrics": {m.name: {"before": m.before, "after": m.after} for m in report.metrics},
        "threshold": report.threshold,
        "method": {
            "fdr": report.fdr,
            "threshold": report.threshold,
            "min_share": report.min_share,
            "tests": report.tests,
        },
        "changed": report.changed,
        "tripped": list(report.tripped()),
        "notes": list(report.notes),
        "filters": filters or {},
        "time_zone": zone,
        "source": source,
    }


# --- human output -----------------------------------------------------------------


def pct(share: float) -> str:
    return f"{share * 100:.1f}%"


def points(diff: float) -> str:
    return f"{diff * 100:+.1f}"


def when(t: datetime | None, zone: tzinfo, *, with_date: bool = False) -> str:
    """``Tue 09:12`` (or ``Tue 24 Nov 09:12``) in the report's zone."""
    if t is None:
        return "?"
    local = t.astimezone(zone)
    return local.strftime("%a %d %b %H:%M" if with_date else "%a %H:%M")


def _display_value(change: Change, value: str | None) -> str:
    if value is None:
        return "-"
    if change.dimension == "section":
        return "(present)" if value == PER_REQUEST_VALUE else short_hash(value)
    return inert(value) if value else "(none)"


def colour_diff(diff: str, style: Style, indent: str = "     ") -> list[str]:
    """A unified diff, coloured, with stored text made inert and invisible changes shown.

    Removed and added lines are paired in order within each change block, so
    a line that differs only by trailing spaces, a tab, a CR or a look-alike
    letter shows exactly which characters differ.
    """
    lines = diff.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(("+++", "---")):
            out.append(indent + style(inert(line), "dim"))
            i += 1
            continue
        if line.startswith("-") or line.startswith("+"):
            j = i
            while j < len(lines) and lines[j].startswith("-") and not lines[j].startswith("---"):
                j += 1
            k = j
            while k < len(lines) and lines[k].startswith("+") and not lines[k].startswith("+++"):
                k += 1
            removed, added = lines[i:j], lines[j:k]
            if not removed and not added:  # a stray marker line
                out.append(indent + inert(line))
                i += 1
                continue
            for n, r in enumerate(removed):
                other = added[n][1:] if n < len(added) else None
                out.append(indent + style("-" + visible_change(r[1:], other), "removed"))
            for n, a in enumerate(added):
                other = removed[n][1:] if n < len(removed) else None
                out.append(indent + style("+" + visible_change(a[1:], other), "added"))
            i = k
            continue
        if line.startswith("@@"):
            out.append(indent + style(inert(line), "hunk"))
        else:
            out.append(indent + inert_text(line))
        i += 1
    return out


_KIND_LABEL = {
    "content": "content changed",
    "appeared": "appeared",
    "disappeared": "disappeared",
    "reverted": "reverted",
    "mix": "used more or less often",
}


def _subject(change: Change) -> str:
    if change.dimension == "section":
        kind = f" ({inert(change.section_kind)})" if change.section_kind else ""
        return f"section {inert(change.section)}{kind}"
    return change.dimension


def _interval(e: Effect, *, difference: bool) -> str:
    if difference:
        return f"{points(e.difference)} points, 95% CI {points(e.ci_low)} … {points(e.ci_high)}"
    return f"95% CI {pct(max(0.0, e.ci_low))} … {pct(e.ci_high)}"


def _headline(change: Change, zone: tzinfo, with_date: bool) -> str:
    e = change.effect
    if change.kind == "reverted":
        return (
            f"live {when(change.first_seen, zone, with_date=True)} – "
            f"{when(change.last_seen, zone, with_date=True)} on {pct(change.affected_share)} "
            f"of traffic, then gone ({_interval(e, difference=False)})"
        )
    if change.kind == "disappeared":
        return (
            f"last seen {when(change.last_seen, zone, with_date=True)} · was on {pct(e.before)} "
            f"of baseline traffic · affects {pct(change.affected_share)} of the window"
        )
    if change.kind == "mix":
        return f"{pct(e.before)} → {pct(e.after)} of traffic ({_interval(e, difference=True)})"
    return f"affects {pct(change.affected_share)} of traffic ({_interval(e, difference=False)})"


def render_change(
    index: int, change: Change, zone: tzinfo, style: Style, with_date: bool
) -> list[str]:
    label = _KIND_LABEL.get(change.kind, change.kind)
    lines = [
        style(f"{index}. {label}: {_subject(change)}", "title")
        + f" · {_headline(change, zone, with_date)}"
    ]
    before = {v.value: v for v in change.before}
    after = {v.value: v for v in change.after}
    order = [v.value for v in change.after] + [
        v.value for v in change.before if v.value not in after
    ]
    for value in order:
        b, a = before.get(value), after.get(value)
        was = pct(b.share) if b else "0.0%"
        now = pct(a.share) if a else "0.0%"
        shown = a if a is not None else b
        assert shown is not None
        status = shown.status
        tag = {"appeared": "new", "disappeared": "gone", "shifted": "moved"}.get(status, "")
        text = f"   {tag:<5} {_display_value(change, value):<14} {was:>6} → {now:>6}"
        if a is not None:
            text += f"   seen {when(a.first_seen, zone, with_date=with_date)} – {when(a.last_seen, zone, with_date=with_date)}"
        elif b is not None:
            text += f"   last seen {when(b.last_seen, zone, with_date=True)}"
        if shown.examples:
            text += f"   e.g. {shown.examples[0]}"
        role = {"appeared": "added", "disappeared": "removed"}.get(status, "")
        lines.append(style(text, role) if role else text)
    lines.extend(impact_lines(change, style))
    if change.diff:
        lines.extend(colour_diff(change.diff, style))
    elif change.text_note:
        lines.append("   " + style(change.text_note, "warn"))
    return lines


_SECTIONS_SHOWN = 5  # per-section budget lines in the human report

_METRIC_LABELS = {
    "tokens_p50": "tokens p50",
    "tokens_p95": "tokens p95",
    "dropped_rate": "dropped-section rate",
    "truncated_rate": "truncation rate",
    "estimated_share": "estimated token counts",
    "screening_rate": "screening-hit rate",
    "section_drop_rate": "drop rate",
}


def _metric(name: str, value: float | None) -> str:
    if value is None:
        return "–"
    if name.startswith("tokens"):
        return f"~{value:,.0f}"
    return pct(value)


def render_budget(b: BudgetChange) -> str:
    label = _METRIC_LABELS.get(b.metric, b.metric)
    if b.section is not None:
        label = f"{label} of section {inert(b.section)}"
    what = "share at or above the baseline's" if b.metric.startswith("tokens") else "rate"
    return (
        f"• {label}: {_metric(b.metric, b.before)} → {_metric(b.metric, b.after)} "
        f"({what} {_interval(b.effect, difference=True)})"
    )


def render_volatile(v: VolatileSection, zone: tzinfo, style: Style, with_date: bool) -> list[str]:
    kind = f" ({inert(v.kind)})" if v.kind else ""
    since = f" since {when(v.since, zone, with_date=with_date)}"
    ongoing = " (already volatile in the baseline)" if v.in_baseline else " (new in this window)"
    lines = [
        style(f"• {inert(v.section)}{kind}", "warn")
        + f": {v.distinct_hashes:,} distinct hashes on {v.assemblies:,} assemblies, "
        f"{pct(v.rare_share)} of them one-off{since}{ongoing}"
    ]
    if v.examples:
        lines.append("   e.g. " + ", ".join(v.examples))
    if v.example_diff:
        lines.append("   two of its variants:")
        lines.extend(colour_diff(v.example_diff, style))
    elif v.text_note:
        lines.append("   " + style(v.text_note, "warn"))
    return lines


def render_report(
    report: Report, *, zone: tzinfo, style: Style = plain, filters: dict[str, str] | None = None
) -> str:
    """The incident note: changes first, then budget, volatile sections, mix shifts, metrics."""
    span = report.window.until - report.baseline.since
    with_date = span > timedelta(days=6)
    w, b = report.window, report.baseline
    zone_name = getattr(zone, "key", None) or str(zone)
    lines = [
        style(
            f"What changed {when(w.since, zone, with_date=True)} → {when(w.until, zone, with_date=True)}"
            f" ({zone_name})",
            "title",
        ),
        f"  window    {w.assemblies:>9,} assemblies  "
        f"{when(w.since, zone, with_date=True)} – {when(w.until, zone, with_date=True)}",
        f"  baseline  {b.assemblies:>9,} assemblies  "
        f"{when(b.since, zone, with_date=True)} – {when(b.until, zone, with_date=True)}"
        + (" (partial history)" if report.partial_baseline else ""),
        f"  method    {report.tests:,} tests, false-discovery rate {pct(report.fdr)}; "
        f"shifts need ≥ {report.threshold * 100:.1f} points, new or gone values ≥ {pct(report.min_share)} of traffic",
    ]
    if filters:
        lines.append(
            "  filters   " + ", ".join(f"{k}={inert(v)}" for k, v in sorted(filters.items()))
        )
    lines.append("")
    for note in report.notes:
        lines.append(style(f"note: {note}", "warn"))
    if report.notes:
        lines.append("")
    lines.extend(headline_lines(report, zone, style))
    if (
        not report.changes
        and not report.budget
        and not report.volatile_sections
        and not report.notes
    ):
        lines.append(
            "Nothing changed: no new content, no section appeared or disappeared, no budget shift "
            "and no stable section is volatile."
        )
        lines.append("")
    for i, change in enumerate(report.changes, 1):
        lines.extend(render_change(i, change, zone, style, with_date))
        lines.append("")
    if report.budget:
        lines.append(style("Budget and assembly quality (significant shifts):", "title"))
        overall = [x for x in report.budget if x.section is None]
        per_section = [x for x in report.budget if x.section is not None]
        lines.extend("  " + render_budget(x) for x in overall)
        lines.extend("  " + render_budget(x) for x in per_section[:_SECTIONS_SHOWN])
        if len(per_section) > _SECTIONS_SHOWN:
            lines.append(
                f"  … and {len(per_section) - _SECTIONS_SHOWN} more sections whose drop rate rose "
                "(all of them in --json)"
            )
        lines.append("")
    if report.volatile_sections:
        lines.append(style("Volatile sections (stable kind, new hash on most requests):", "title"))
        for v in report.volatile_sections:
            lines.extend(render_volatile(v, zone, style, with_date))
        lines.append("")
    if report.mix_shifts:
        lines.append(
            style(
                "Mix shifts (same content, used more or less often; not a change of content):",
                "title",
            )
        )
        for i, change in enumerate(report.mix_shifts, 1):
            lines.extend(render_change(i, change, zone, style, with_date))
        lines.append("")
    lines.append(f"  {'':<24} {'baseline':>10} {'window':>10}")
    for m in report.metrics:
        label = _METRIC_LABELS.get(m.name, m.name)
        lines.append(
            f"  {label:<24} {_metric(m.name, m.before):>10} {_metric(m.name, m.after):>10}"
        )
    return "\n".join(lines).rstrip() + "\n"
