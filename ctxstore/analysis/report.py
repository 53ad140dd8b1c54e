"""Rendering a what-changed :class:`~ctxstore.analysis.whatchanged.Report`: JSON and an incident note.

Why here and not in the CLI: the same text is what a user pastes into an
incident channel, what the README shows and what tests read, so it is produced
by plain functions. Colour is a parameter (a ``style(text, role)`` callable) so
the CLI can pass ``click.style`` on a terminal while this module stays free of
click; roles are ``title``, ``added``, ``removed``, ``hunk``, ``dim``, ``warn``.

The JSON keys ``window``, ``baseline``, ``changes`` (``dimension``, ``section``,
``before``, ``after``, ``affected_share``, ``diff``) and ``volatile_sections``
(``section``, ``distinct_hashes``, ``assemblies``, ``example_diff``) are a
published contract: fields may be added, never renamed.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta, tzinfo
from typing import Any

from ctxstore.analysis.whatchanged import (
    Change,
    Report,
    Tail,
    ValueShare,
    VolatileSection,
    short_hash,
)
from ctxstore.db.rollups import PER_REQUEST_VALUE

Style = Callable[[str, str], str]


def plain(text: str, role: str) -> str:
    return text


def _iso(t: datetime | None) -> str | None:
    return t.isoformat() if t is not None else None


def _json_value(dimension: str, value: str) -> str | None:
    # Rollups store a missing template/snapshot as ''; machines get null. Sections of
    # per-request kinds (ask, history) are compared by presence: null too.
    if value == "" and dimension in ("template_version", "snapshot_id"):
        return None
    if value == PER_REQUEST_VALUE and dimension == "section":
        return None
    return value


def _tail_json(tail: Tail | None) -> dict[str, Any] | None:
    return None if tail is None else {"values": tail.values, "share": round(tail.share, 6)}


def change_to_json(change: Change) -> dict[str, Any]:
    def side(v: ValueShare, with_first_seen: bool) -> dict[str, Any]:
        out: dict[str, Any] = {
            "value": _json_value(change.dimension, v.value),
            "share": round(v.share, 6),
            "count": v.count,
            "status": v.status,
        }
        if with_first_seen:
            out["first_seen"] = _iso(v.first_seen)
        return out

    return {
        "dimension": change.dimension,
        "section": change.section,
        "section_kind": change.section_kind,
        "before": [side(v, False) for v in change.before],
        "after": [side(v, True) for v in change.after],
        "affected_share": round(change.affected_share, 6),
        "first_seen": _iso(change.first_seen),
        "old_value": None
        if change.old_value is None
        else _json_value(change.dimension, change.old_value),
        "new_value": None
        if change.new_value is None
        else _json_value(change.dimension, change.new_value),
        "long_tail": {
            "before": _tail_json(change.tail_before),
            "after": _tail_json(change.tail_after),
        },
        "diff": change.diff,
        "text_note": change.text_note,
    }


def volatile_to_json(v: VolatileSection) -> dict[str, Any]:
    return {
        "section": v.section,
        "kind": v.kind,
        "distinct_hashes": v.distinct_hashes,
        "assemblies": v.assemblies,
        "rare_share": v.rare_share,
        "since": _iso(v.since),
        "in_baseline": v.in_baseline,
        "example_hashes": list(v.example_hashes),
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
        },
        "changes": [change_to_json(c) for c in report.changes],
        "volatile_sections": [volatile_to_json(v) for v in report.volatile_sections],
        "metrics": {m.name: {"before": m.before, "after": m.after} for m in report.metrics},
        "threshold": report.threshold,
        "changed": report.changed,
        "notes": list(report.notes),
        "filters": filters or {},
        "time_zone": zone,
        "source": source,
    }


# --- human output -----------------------------------------------------------------


def pct(share: float) -> str:
    return f"{share * 100:.1f}%"


def when(t: datetime | None, zone: tzinfo, *, with_date: bool = False) -> str:
    """``Tue 09:12`` (or ``Tue 24 Nov 09:12``) in the report's zone."""
    if t is None:
        return "?"
    local = t.astimezone(zone)
    return local.strftime("%a %d %b %H:%M" if with_date else "%a %H:%M")


def _display_value(change: Change, value: str) -> str:
    if change.dimension == "section":
        return short_hash(value)
    return value if value else "(none)"


def colour_diff(diff: str, style: Style, indent: str = "     ") -> list[str]:
    out = []
    for line in diff.splitlines():
        if line.startswith(("+++", "---")):
            role = "dim"
        elif line.startswith("+"):
            role = "added"
        elif line.startswith("-"):
            role = "removed"
        elif line.startswith("@@"):
            role = "hunk"
        else:
            role = ""
        out.append(indent + (style(line, role) if role else line))
    return out


def _headline(change: Change) -> str:
    if change.dimension == "section":
        kind = f" ({change.section_kind})" if change.section_kind else ""
        return f"section {change.section}{kind} changed"
    return f"{change.dimension} changed"


def render_change(
    index: int,
    change: Change,
    zone: tzinfo,
    style: Style,
    with_date: bool,
    volatile: bool = False,
) -> list[str]:
    lines = [
        style(f"{index}. {_headline(change)}", "title")
        + f" · affects {pct(change.affected_share)} of traffic"
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
        status = shown.status if shown is not None else "unchanged"
        label = {"appeared": "new ", "disappeared": "gone", "shifted": "moved"}.get(status, "same")
        text = f"   {label:<5} {_display_value(change, value):<24} {was:>6} → {now:>6}"
        if status == "appeared" and a is not None:
            text += f"   first seen {when(a.first_seen, zone, with_date=with_date)}"
        role = {"appeared": "added", "disappeared": "removed"}.get(status, "")
        lines.append(style(text, role) if role else text)
    tail_b, tail_a = change.tail_before, change.tail_after
    if tail_b or tail_a:
        tb = tail_b.share if tail_b else 0.0
        ta = tail_a.share if tail_a else 0.0
        n = max(tail_b.values if tail_b else 0, tail_a.values if tail_a else 0)
        lines.append(f"   long tail ({n:,} rare values)        {pct(tb):>6} → {pct(ta):>6}")
        if volatile:
            lines.append("   " + style("the rare values are the volatile section below", "dim"))
    if change.diff:
        lines.extend(colour_diff(change.diff, style))
    elif change.text_note:
        lines.append("   " + style(change.text_note, "warn"))
    return lines


def render_volatile(v: VolatileSection, zone: tzinfo, style: Style, with_date: bool) -> list[str]:
    kind = f" ({v.kind})" if v.kind else ""
    since = f" since {when(v.since, zone, with_date=with_date)}"
    ongoing = " (already volatile in the baseline)" if v.in_baseline else ""
    lines = [
        style(f"• {v.section}{kind}", "warn")
        + f": {v.distinct_hashes:,} distinct hashes on {v.assemblies:,} assemblies, "
        f"{pct(v.rare_share)} of them one-off{since}{ongoing}"
    ]
    if v.example_diff:
        lines.append("   two of its variants:")
        lines.extend(colour_diff(v.example_diff, style))
    elif v.text_note:
        lines.append("   " + style(v.text_note, "warn"))
    return lines


_METRIC_LABELS = {
    "tokens_p50": "tokens p50",
    "tokens_p95": "tokens p95",
    "dropped_rate": "dropped-section rate",
    "estimated_share": "estimated token counts",
    "screening_rate": "screening-hit rate",
}


def _metric(name: str, value: float | None) -> str:
    if value is None:
        return "–"
    if name.startswith("tokens"):
        return f"~{value:,.0f}"
    return pct(value)


def render_report(
    report: Report, *, zone: tzinfo, style: Style = plain, filters: dict[str, str] | None = None
) -> str:
    """The incident note: biggest change first, then volatile sections, metrics and notes."""
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
        f"{when(b.since, zone, with_date=True)} – {when(b.until, zone, with_date=True)}",
    ]
    if filters:
        lines.append("  filters   " + ", ".join(f"{k}={v}" for k, v in sorted(filters.items())))
    lines.append("")
    for note in report.notes:
        lines.append(style(f"note: {note}", "warn"))
    if not report.changes and not report.volatile_sections and not report.notes:
        lines.append(
            f"Nothing changed: no value's share moved by more than {pct(report.threshold)} "
            "and no stable section is volatile."
        )
    volatile = {v.section for v in report.volatile_sections}
    for i, change in enumerate(report.changes, 1):
        is_volatile = change.dimension == "section" and change.section in volatile
        lines.extend(render_change(i, change, zone, style, with_date, is_volatile))
        lines.append("")
    if report.volatile_sections:
        lines.append(style("Volatile sections (stable kind, new hash on most requests):", "title"))
        for v in report.volatile_sections:
            lines.extend(render_volatile(v, zone, style, with_date))
        lines.append("")
    lines.append(f"  {'':<24} {'baseline':>10} {'window':>10}")
    for m in report.metrics:
        label = _METRIC_LABELS.get(m.name, m.name)
        lines.append(
            f"  {label:<24} {_metric(m.name, m.before):>10} {_metric(m.name, m.after):>10}"
        )
    return "\n".join(lines).rstrip() + "\n"
