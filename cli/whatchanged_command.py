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

from ctxstore.analysis.findings import CHANGE_KINDS, DEFAULT_FAIL_ON
from ctxstore.analysis.readers import Filters, Source
from ctxstore.analysis.report import render_report, report_to_json
from ctxstore.analysis.running import resolve_windows, run_what_changed
from ctxstore.analysis.timewords import local_zone
from ctxstore.analysis.whatchanged import Options
from ctxstore.errors import ConfigError

from .options import db_option, query_errors, window_options
from .query_support import filter_options, open_store, styler

EXIT_CHANGED = 3


def parse_kinds(text: str | None) -> frozenset[str]:
    """``--fail-on content,reverted`` -> the kinds; ``all`` means every kind, mix shifts too."""
    if text is None:
        return DEFAULT_FAIL_ON
    words = {w.strip().lower() for w in text.split(",") if w.strip()}
    if "all" in words:
        return frozenset(CHANGE_KINDS)
    unknown = sorted(words - set(CHANGE_KINDS))
    if unknown or not words:
        raise ConfigError(
            f"Unknown kind {', '.join(unknown) or repr(text)} for --fail-on. "
            f"Use a comma-separated list of: {', '.join(CHANGE_KINDS)}, or all."
        )
    return frozenset(words)


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
    help="Effect floor for shifts: a mix or budget shift must move by at least this many "
    "percentage points (and be significant).",
)
@click.option(
    "--min-share",
    type=click.FloatRange(0, 100),
    default=1.0,
    show_default=True,
    help="A new, gone or reverted value must touch at least this % of traffic (and be significant).",
)
@click.option(
    "--fdr",
    type=click.FloatRange(0.0001, 50),
    default=0.1,
    show_default=True,
    help="False-discovery rate, in %, across everything one report tests.",
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
    help="Exit with status 3 when something new happened in the window (for CI gates).",
)
@click.option(
    "--fail-on",
    "fail_on",
    metavar="KINDS",
    default=None,
    help="Kinds that count for --fail-on-change (implies it): content, appeared, disappeared, "
    "reverted, volatile, budget, mix, or all. Default: all but mix.",
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
    min_share: float,
    fdr: float,
    raw: bool,
    as_json: bool,
    html_path: str | None,
    fail_on_change: bool,
    fail_on: str | None,
    db_url: str | None,
) -> None:
    """Say what changed between a time window and the window before it.

    For the model ID, template version, retrieval snapshot ID, tokenizer and
    every section by name it reports, by kind: content changed (a value the
    baseline never had; "affects" is the share of window traffic that carried
    it), appeared / disappeared (with first and last seen), reverted (new and
    gone again inside the window), budget shifts (dropped or truncated
    sections, token totals, estimated counts, screening hits), volatile
    stable sections (a leaked timestamp), and, apart, mix shifts (the same
    content used more or less often). Each is decided by a significance test
    on the counts with false-discovery control across the report, plus an
    effect floor; each value carries first/last seen and example trace IDs
    for `ctxstore show`.

    Time words: "tuesday" is the most recent Tuesday at 00:00 local time
    (today if today is Tuesday); also today, yesterday, 2h, 3d, 90m,
    "3 days ago" and ISO dates or times.

    Exit status: 0 when the report ran, whatever it found; 2 for a usage
    error; 3 with --fail-on-change (or --fail-on) when something new
    happened: mix shifts and volatility already present in the baseline never
    count unless asked for.

    Example:

        ctxstore what-changed --since tuesday

        ctxstore what-changed --since 2h --service support-bot --json

        ctxstore what-changed --since 1d --fail-on content,reverted

        ctxstore what-changed --since tuesday --html incident.html
    """
    with query_errors(as_json):
        kinds = parse_kinds(fail_on)
        zone = local_zone(tz_name)
        now = datetime.now(UTC)
        (start, end), (b_start, b_end) = resolve_windows(
            since, until, baseline_since, baseline_until, now=now, zone=zone
        )
        filters = Filters(service, environment, tenant, model, template)
        source: Source = "raw" if raw else "rollups"
        with open_store(db_url, create=False) as store:
            report = run_what_changed(
                store.engine,
                (start, end),
                (b_start, b_end),
                filters,
                Options(threshold=threshold / 100, min_share=min_share / 100, fdr=fdr / 100),
                source=source,
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
    if (fail_on_change or fail_on is not None) and report.tripped(kinds):
        raise SystemExit(EXIT_CHANGED)
