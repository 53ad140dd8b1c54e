"""``ctxstore what-changed``: compare a time window against the one before it.

The command only parses words into times, opens the store and prints; the
comparison is :func:`ctxstore.analysis.whatchanged.compare` and the reading is
:mod:`ctxstore.analysis.readers`, so the library answers the same question for
code that never touches the CLI.
"""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import Any

import click

from ctxstore.analysis.readers import Filters, Source, read_windows, retained_texts
from ctxstore.analysis.report import render_report, report_to_json
from ctxstore.analysis.timewords import local_zone, parse_when, resolve_window
from ctxstore.analysis.whatchanged import Options, compare
from ctxstore.errors import TimeWordError

from .options import db_option, library_errors, window_options
from .query_commands import filter_options, open_store, styler

EXIT_CHANGED = 3


def resolve_windows(
    since: str,
    until: str | None,
    baseline_since: str | None,
    baseline_until: str | None,
    *,
    now: datetime,
    zone: tzinfo,
) -> tuple[tuple[datetime, datetime], tuple[datetime, datetime]]:
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


def write_html(path: str, doc: dict[str, Any], zone: tzinfo) -> None:
    """The self-contained page, written whole or not at all (a temp file renamed into place)."""
    from ctxstore.web.export import report_html

    target = Path(path)
    tmp = target.with_name(f".{target.name}.tmp")
    tmp.write_text(report_html(doc, zone=zone), encoding="utf-8")
    os.replace(tmp, target)
    click.echo(f"wrote {target}", err=True)


@click.command("what-changed")
@window_options(required=True)
@click.option(
    "--baseline-since",
    metavar="WHEN",
    default=None,
    help="Start of the baseline (default: same length as the window, just before it).",
)
@click.option(
    "--baseline-until", metavar="WHEN", default=None, help="End of the baseline (default: --since)."
)
@filter_options
@click.option(
    "--threshold",
    type=click.FloatRange(0, 100),
    default=5.0,
    show_default=True,
    help="Report a value whose share moved by more than this many percentage points.",
)
@click.option(
    "--raw", is_flag=True, help="Read raw rows instead of hourly rollups (slower; same answer)."
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option(
    "--html",
    "html_path",
    default=None,
    metavar="FILE",
    type=click.Path(dir_okay=False, writable=True),
    help="Also write the report as one self-contained HTML page (no network needed to open it).",
)
@click.option(
    "--fail-on-change",
    is_flag=True,
    help="Exit with status 3 when anything changed (for CI gates).",
)
@db_option
def what_changed(
    since: str,
    until: str | None,
    baseline_since: str | None,
    baseline_until: str | None,
    tz_name: str | None,
    service: str | None,
    environment: str | None,
    tenant: str | None,
    model: str | None,
    template: str | None,
    threshold: float,
    raw: bool,
    as_json: bool,
    html_path: str | None,
    fail_on_change: bool,
    db_url: str | None,
) -> None:
    """Say what changed between a time window and the window before it.

    For the model ID, template version, retrieval snapshot ID, tokenizer and
    every section by name, it lists the values that appeared, disappeared or
    shifted share, when each new value was first seen, and the share of
    traffic affected, biggest first; a changed section shows a unified diff of
    its text when retention kept it. Stable sections (tools, system, memory)
    whose hash changes on most requests are flagged as volatile. Token totals,
    dropped-section, estimated-count and screening-hit rates are compared too.

    Time words: "tuesday" is the most recent Tuesday at 00:00 local time
    (today if today is Tuesday); also today, yesterday, 2h, 3d, 90m,
    "3 days ago" and ISO dates or times.

    Exit status: 0 when the report ran, whatever it found; 3 with
    --fail-on-change when something changed.

    Example:

        ctxstore what-changed --since tuesday

        ctxstore what-changed --since 2h --service support-bot --json

        ctxstore what-changed --since tuesday --html incident.html
    """
    with library_errors():
        zone = local_zone(tz_name)
        now = datetime.now(UTC)
        (start, end), (b_start, b_end) = resolve_windows(
            since, until, baseline_since, baseline_until, now=now, zone=zone
        )
        filters = Filters(service, environment, tenant, model, template)
        source: Source = "raw" if raw else "rollups"
        with open_store(db_url, create=False) as store:
            baseline, window = read_windows(
                store.engine, [(b_start, b_end), (start, end)], filters, source=source
            )
            report = compare(
                baseline,
                window,
                Options(threshold=threshold / 100),
                texts=lambda hashes: retained_texts(store.engine, hashes),
            )
        zone_name = getattr(zone, "key", None) or str(zone)
        doc = report_to_json(report, filters=filters.as_dict(), zone=zone_name, source=source)
        if html_path is not None:
            write_html(html_path, doc, zone)
        if as_json:
            click.echo(json.dumps(doc, indent=2))
        else:
            click.echo(
                render_report(report, zone=zone, style=styler(), filters=filters.as_dict()),
                nl=False,
                color=None,
            )
    if fail_on_change and report.changed:
        raise SystemExit(EXIT_CHANGED)
