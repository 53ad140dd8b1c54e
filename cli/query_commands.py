"""Read-only query commands ``log`` and ``show`` (``diff`` and ``timeline`` live in
``compare_commands`` and are re-exported here for the command table).

They share the store's ``--db`` option, the filters of ``what-changed``, one
colour scheme and one error convention (``cli/query_support.py``). Every
command prints a human view by default and the same data with ``--json``;
every stored value is passed through :func:`ctxstore.analysis.terminal.inert`
before printing, so a hostile section name cannot drive the terminal.

``log`` is the drill-down from a what-changed item: it filters by snapshot,
template and ``--section NAME[=HASH-PREFIX]`` (what the report prints), and
never shortens a value so far that two different values print alike.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import click

from ctxstore.analysis.terminal import inert, inert_text
from ctxstore.analysis.timewords import local_zone, resolve_window
from ctxstore.db.outcome_reads import trace_outcomes
from ctxstore.db.queries import (
    StoredAssembly,
    StoredBlob,
    blobs_by_hash,
    get_assembly,
    parse_section_filter,
    recent_assemblies,
)
from ctxstore.outcomes import OutcomeRecord, ScoreRecord

from .compare_commands import diff, timeline
from .options import db_option, echo_json, json_option, query_errors, tz_option, window_options
from .query_support import (
    filter_options,
    missing_text,
    open_store,
    outcome_json,
    score_json,
    section_json,
    styler,
    summary,
    ts_text,
)

# open_store is re-exported: demo_command imports it from here.
__all__ = ["diff", "log", "open_store", "show", "summary", "timeline"]


# --- log ---------------------------------------------------------------------------


def _table(rows: list[list[str]], right: set[int]) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [
            c.rjust(w) if i in right else c.ljust(w)
            for i, (c, w) in enumerate(zip(r, widths, strict=True))
        ]
        out.append("  ".join(cells).rstrip())
    return out


@click.command("log")
@window_options()
@filter_options
@click.option("--snapshot", default=None, metavar="ID", help="Only this retrieval snapshot ID.")
@click.option(
    "--section",
    "sections",
    multiple=True,
    metavar="NAME[=HASH]",
    help="Only assemblies carrying this section (with a content hash starting so); repeatable.",
)
@click.option(
    "--limit",
    type=click.IntRange(1, 100_000),
    default=20,
    show_default=True,
    help="How many assemblies to list.",
)
@json_option
@db_option
def log(
    since: str | None,
    until: str | None,
    tz_name: str | None,
    service: str | None,
    environment: str | None,
    tenant: str | None,
    model: str | None,
    template: str | None,
    snapshot: str | None,
    sections: tuple[str, ...],
    limit: int,
    as_json: bool,
    db_url: str | None,
) -> None:
    """List recent assemblies, newest first, with full trace IDs for `show` and `diff`.

    Example:

        ctxstore log --since 2h --service support-bot --limit 10

        ctxstore log --since 1d --section system=3f9a1c2b7d4e --template support-v13
    """
    with query_errors(as_json):
        zone = local_zone(tz_name)
        wanted = [parse_section_filter(s) for s in sections]
        start = end = None
        if since:
            start, end = resolve_window(since, until, now=datetime.now(UTC), zone=zone)
        elif until:
            _, end = resolve_window("1970-01-01", until, now=datetime.now(UTC), zone=zone)
        with open_store(db_url, create=False) as store:
            rows = recent_assemblies(
                store.engine,
                since=start,
                until=end,
                service=service,
                environment=environment,
                tenant=tenant,
                model_id=model,
                template_version=template,
                snapshot_id=snapshot,
                sections=wanted,
                limit=limit,
            )
    if as_json:
        echo_json({"assemblies": [summary(a) for a in rows]})
        return
    if not rows:
        click.echo("No assemblies match.")
        return
    table = [["time", "trace", "root", "model", "template", "snapshot", "tokens", "drop", "hits"]]
    for a in rows:
        table.append(
            [
                ts_text(a.ts, zone),
                a.trace_id,
                a.root_fingerprint[:16],
                inert(a.model_id),
                inert(a.template_version or "-"),
                inert(a.snapshot_id or "-"),
                f"{'' if a.tokens_exact else '~'}{a.tokens_total}",
                str(a.dropped_count),
                str(a.screening_hits),
            ]
        )
    click.echo("\n".join(_table(table, right={6, 7, 8})))


# --- show --------------------------------------------------------------------------


@click.command("show")
@click.argument("ref", metavar="TRACE_ID|FINGERPRINT")
@tz_option("output")
@click.option("--no-text", is_flag=True, help="Leave out section text.")
@json_option
@db_option
def show(ref: str, tz_name: str | None, no_text: bool, as_json: bool, db_url: str | None) -> None:
    """Show one assembly: metadata, outcomes and scores, sections, and text where retained.

    REF is a trace ID or root fingerprint, or a unique prefix of either (at
    least 6 characters), as `log` and `what-changed` print them; when several
    assemblies share a fingerprint the most recent is shown.

    Example:

        ctxstore show 3f9a1c2b7d4e
    """
    with query_errors(as_json):
        zone = local_zone(tz_name)
        with open_store(db_url, create=False) as store:
            a = get_assembly(store.engine, ref)
            blobs = (
                {} if no_text else blobs_by_hash(store.engine, [s.content_hash for s in a.sections])
            )
            # The reader the web's assembly page uses, so both views list the same
            # records; given the stored trace ID as it is (Store.trace_outcomes first
            # validates a caller's ID, and Store.write does not validate assemblies').
            outcomes, scores = trace_outcomes(store.engine, a.trace_id)
    texts = {h: b.text for h, b in blobs.items()}
    if as_json:
        doc = summary(a)
        doc["sections"] = [
            {
                **section_json(s, texts.get(s.content_hash)),
                "text_missing": None
                if texts.get(s.content_hash) is not None
                else missing_text(blobs, s.content_hash),
                "erased_by": blobs[s.content_hash].erased_by if s.content_hash in blobs else None,
            }
            for s in a.sections
        ]
        doc["outcomes"] = [outcome_json(o) for o in outcomes]
        doc["scores"] = [score_json(s) for s in scores]
        echo_json(doc)
        return
    # The outcomes come right after the metadata, before the section table, as on the web page.
    lines = [
        *_metadata_lines(a, zone),
        *_outcome_lines(outcomes, scores, zone),
        *_section_lines(a, blobs, no_text),
    ]
    click.echo("\n".join(lines), color=None)


def _metadata_lines(a: StoredAssembly, zone: Any) -> list[str]:
    style = styler()
    exact = "exact" if a.tokens_exact else "ESTIMATED"
    return [
        style(f"Assembly {a.root_fingerprint}", "title"),
        f"  time      {ts_text(a.ts, zone)}",
        f"  trace     {a.trace_id}  span {a.span_id}",
        f"  service   {inert(a.service or '-')}  environment {inert(a.environment or '-')}  "
        f"tenant {inert(a.tenant or '-')}",
        f"  model     {inert(a.model_id)}  provider {inert(a.provider or '-')}",
        f"  template  {inert(a.template_version or '-')}  snapshot {inert(a.snapshot_id or '-')}",
        f"  prefix    {a.prefix_fingerprint}",
        f"  tokens    {a.tokens_total} / budget {a.budget} · {inert(a.tokenizer)} ({exact})",
        f"  dropped {a.dropped_count} · screening hits {a.screening_hits} · policy {inert(a.policy_version or '-')}",
        "",
    ]


def _section_lines(a: StoredAssembly, blobs: dict[str, StoredBlob], no_text: bool) -> list[str]:
    style = styler()
    lines: list[str] = []
    table = [["#", "section", "kind", "trust", "tokens", "outcome", "hash", "source"]]
    for s in a.sections:
        source = inert(s.source_path or "")
        if s.line_start is not None:
            source += f":{s.line_start}-{s.line_end}"
        if s.screening_hits:
            source += f"  ! {inert(', '.join(s.screening_hits))}"
        outcome = s.outcome + (f" ({inert(s.reason)})" if s.reason else "")
        table.append(
            [
                str(s.position),
                inert(s.name),
                inert(s.kind),
                inert(s.trust),
                str(s.tokens),
                outcome,
                s.content_hash[:12],
                source,
            ]
        )
    lines.extend("  " + row for row in _table(table, right={0, 4}))
    if not no_text:
        for s in a.sections:
            lines.append("")
            lines.append(style(f"── {inert(s.name)} ({inert(s.kind)}) ──", "title"))
            blob = blobs.get(s.content_hash)
            text = blob.text if blob is not None else None
            lines.append(
                inert_text(text)
                if text is not None
                else style(
                    f"{missing_text(blobs, s.content_hash)}: hash {s.content_hash[:12]}", "warn"
                )
            )
    return lines


def _count(n: int | None) -> str:
    return "-" if n is None else str(n)


def _outcome_lines(
    outcomes: list[OutcomeRecord], scores: list[ScoreRecord], zone: Any
) -> list[str]:
    """The trace's outcomes, one short block per LLM call, and its scores as a table.

    Every stored string (source, model, finish reason, error type, score name, source
    and comment) arrived from a span or an API caller, so it goes through :func:`inert`.
    """
    if not outcomes and not scores:
        return ["No outcomes or scores recorded for this trace.", ""]
    style = styler()
    lines = [style("Outcomes", "title")]
    if not outcomes:
        lines.append("  none recorded (no provider usage, latency, finish reason or error)")
    for i, o in enumerate(outcomes, 1):
        latency = "-" if o.latency_ms is None else f"{o.latency_ms:,.0f} ms"
        error = (
            "error none" if o.error_type is None else style(f"error {inert(o.error_type)}", "warn")
        )
        lines += [
            f"  call {i}  {ts_text(o.observed_at, zone)} · span {o.span_id or '-'} · "
            f"source {inert(o.source)} · model {inert(o.model or '-')}",
            f"    tokens   input {_count(o.input_tokens)} · output {_count(o.output_tokens)} · "
            f"cache read {_count(o.cache_read_input_tokens)} · "
            f"cache creation {_count(o.cache_creation_input_tokens)}",
            f"    latency  {latency} · finish reason {inert(o.finish_reason or '-')} · {error}",
        ]
    lines += ["", style("Scores", "title")]
    if not scores:
        lines.append("  none recorded (feedback or evals: ctxstore score TRACE NAME VALUE)")
    else:
        table = [["name", "value", "source", "observed", "comment"]]
        table += [
            [
                inert(s.name),
                f"{s.value:g}",
                inert(s.source or "-"),
                ts_text(s.observed_at, zone),
                inert(s.comment or "-"),
            ]
            for s in scores
        ]
        lines.extend("  " + row for row in _table(table, right={1}))
    return [*lines, ""]
