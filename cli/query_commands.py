"""Read-only query commands: ``log``, ``show``, ``diff`` and ``timeline``.

They share the store's ``--db`` option and error handling (``cli/options.py``),
the filter options of ``what-changed`` and one colour scheme. Every command
prints a human view by default and the same data with ``--json``; colour is
emitted only when stdout is a terminal (``click.echo(color=None)`` strips it
otherwise).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import fields
from datetime import UTC, datetime, timedelta
from typing import Any, Literal, TypeVar

import click

from ctxstore.analysis.diffing import AssemblyDiff, SectionSide, diff_assemblies
from ctxstore.analysis.readers import Filters
from ctxstore.analysis.report import colour_diff
from ctxstore.analysis.timeline import (
    Granularity,
    build_timeline,
    parse_dimension,
    render_timeline,
    timeline_to_json,
)
from ctxstore.analysis.timewords import local_zone, resolve_window
from ctxstore.db.queries import (
    StoredAssembly,
    StoredBlob,
    StoredSection,
    blobs_by_hash,
    get_assembly,
    recent_assemblies,
)
from ctxstore.store import Store

from .options import (
    db_option,
    echo_json,
    json_option,
    library_errors,
    tz_option,
    window_options,
)

F = TypeVar("F", bound=Callable[..., Any])

__all__ = ["diff", "filter_options", "log", "open_store", "show", "styler", "timeline"]

_ROLES: dict[str, dict[str, Any]] = {
    "title": {"bold": True},
    "added": {"fg": "green"},
    "removed": {"fg": "red"},
    "hunk": {"fg": "cyan"},
    "dim": {"dim": True},
    "warn": {"fg": "yellow"},
}
_PALETTE = (
    "blue",
    "magenta",
    "green",
    "yellow",
    "cyan",
    "red",
    "white",
    "bright_blue",
    "bright_magenta",
    "bright_green",
)


def styler() -> Callable[[str, str], str]:
    """``style(text, role)`` with ANSI codes; ``click.echo(color=None)`` drops them off a TTY."""

    def style(text: str, role: str) -> str:
        return click.style(text, **_ROLES.get(role, {}))

    return style


def filter_options(func: F) -> F:
    """``--service --environment --tenant --model --template``, shared by the query commands."""
    for name, help_text in reversed(
        (
            ("--service", "Only assemblies from this service."),
            ("--environment", "Only this deployment environment."),
            ("--tenant", "Only this tenant."),
            ("--model", "Only this model ID."),
            ("--template", "Only this template version."),
        )
    ):
        func = click.option(name, default=None, metavar="VALUE", help=help_text)(func)
    return func


@contextmanager
def open_store(db_url: str | None, *, create: bool = True) -> Iterator[Store]:
    store = Store.open(db_url, create=create)
    try:
        yield store
    finally:
        store.close()


def _ts(t: datetime, zone: Any) -> str:
    return t.astimezone(zone).strftime("%a %d %b %H:%M:%S")


# --- log ---------------------------------------------------------------------------


# The JSON of an assembly is its stored fields, named as stored. Left out: the
# database row ID (meaningless outside this store) and the subject ID (a personal
# identifier; erasure and holds take it, listings never print it).
_SUMMARY_FIELDS = tuple(
    f.name for f in fields(StoredAssembly) if f.name not in {"id", "subject_id", "sections"}
)
_SECTION_FIELDS = tuple(f.name for f in fields(StoredSection) if f.name != "text_kept")


def _summary(a: StoredAssembly) -> dict[str, Any]:
    doc = {name: getattr(a, name) for name in _SUMMARY_FIELDS}
    doc["ts"] = a.ts.isoformat()
    return doc


def _section_json(s: StoredSection, text: str | None) -> dict[str, Any]:
    doc = {name: getattr(s, name) for name in _SECTION_FIELDS}
    doc["screening_hits"] = list(s.screening_hits)
    doc["text"] = text  # null when retention did not keep it (or --no-text)
    return doc


@click.command("log")
@window_options()
@filter_options
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
    limit: int,
    as_json: bool,
    db_url: str | None,
) -> None:
    """List recent assemblies, newest first.

    Example:

        ctxstore log --since 2h --service support-bot --limit 10
    """
    with library_errors():
        zone = local_zone(tz_name)
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
                limit=limit,
            )
    if as_json:
        echo_json({"assemblies": [_summary(a) for a in rows]})
        return
    if not rows:
        click.echo("No assemblies match.")
        return
    click.echo(
        f"{'time':<19} {'trace':<12} {'root':<12} {'model':<18} {'template':<10} "
        f"{'snapshot':<16} {'tokens':>7} {'drop':>4} {'hits':>4}"
    )
    for a in rows:
        tokens = f"{'' if a.tokens_exact else '~'}{a.tokens_total}"
        click.echo(
            f"{_ts(a.ts, zone):<19} {a.trace_id[:12]:<12} {a.root_fingerprint[:12]:<12} "
            f"{a.model_id[:18]:<18} {(a.template_version or '-')[:10]:<10} "
            f"{(a.snapshot_id or '-')[:16]:<16} {tokens:>7} {a.dropped_count:>4} {a.screening_hits:>4}"
        )


# --- show --------------------------------------------------------------------------


@click.command("show")
@click.argument("ref", metavar="FINGERPRINT|TRACE_ID")
@tz_option("output")
@click.option("--no-text", is_flag=True, help="Leave out section text.")
@json_option
@db_option
def show(ref: str, tz_name: str | None, no_text: bool, as_json: bool, db_url: str | None) -> None:
    """Show one assembly: metadata, the section table, and text where retained.

    REF is a root fingerprint or a trace ID, or a unique prefix of either (at
    least 6 characters); when several assemblies share a fingerprint the most
    recent is shown.

    Example:

        ctxstore show 3f9a1c2b7d4e
    """
    with library_errors():
        zone = local_zone(tz_name)
        with open_store(db_url, create=False) as store:
            a = get_assembly(store.engine, ref)
            blobs = (
                {} if no_text else blobs_by_hash(store.engine, [s.content_hash for s in a.sections])
            )
    texts = {h: b.text for h, b in blobs.items()}
    if as_json:
        doc = _summary(a)
        doc["sections"] = [
            {
                **_section_json(s, texts.get(s.content_hash)),
                "text_missing": None
                if texts.get(s.content_hash) is not None
                else _missing(blobs, s.content_hash),
                "erased_by": blobs[s.content_hash].erased_by if s.content_hash in blobs else None,
            }
            for s in a.sections
        ]
        echo_json(doc)
        return
    style = styler()
    exact = "exact" if a.tokens_exact else "ESTIMATED"
    lines = [
        style(f"Assembly {a.root_fingerprint}", "title"),
        f"  time      {_ts(a.ts, zone)}",
        f"  trace     {a.trace_id}  span {a.span_id}",
        f"  service   {a.service or '-'}  environment {a.environment or '-'}  tenant {a.tenant or '-'}",
        f"  model     {a.model_id}  provider {a.provider or '-'}",
        f"  template  {a.template_version or '-'}  snapshot {a.snapshot_id or '-'}",
        f"  prefix    {a.prefix_fingerprint}",
        f"  tokens    {a.tokens_total} / budget {a.budget} · {a.tokenizer} ({exact})",
        f"  dropped {a.dropped_count} · screening hits {a.screening_hits} · policy {a.policy_version or '-'}",
        "",
        f"  {'#':>2}  {'section':<28} {'kind':<12} {'trust':<9} {'tokens':>7}  {'outcome':<10} {'hash':<12} source",
    ]
    for s in a.sections:
        source = s.source_path or ""
        if s.line_start is not None:
            source += f":{s.line_start}-{s.line_end}"
        outcome = s.outcome + (f" ({s.reason})" if s.reason else "")
        hits = f"  ! {', '.join(s.screening_hits)}" if s.screening_hits else ""
        lines.append(
            f"  {s.position:>2}  {s.name[:28]:<28} {s.kind:<12} {s.trust:<9} {s.tokens:>7}  "
            f"{outcome:<10} {s.content_hash[:12]:<12} {source}{hits}"
        )
    if not no_text:
        for s in a.sections:
            lines.append("")
            lines.append(style(f"── {s.name} ({s.kind}) ──", "title"))
            text = texts.get(s.content_hash)
            lines.append(
                text
                if text is not None
                else style(f"{_missing(blobs, s.content_hash)}: hash {s.content_hash[:4]}…", "warn")
            )
    click.echo("\n".join(lines), color=None)


# --- diff --------------------------------------------------------------------------


def _missing(blobs: dict[str, StoredBlob], content_hash: str) -> str:
    """Why a section has no text: erased (with its audit row) or not retained."""
    blob = blobs.get(content_hash)
    return blob.missing_text if blob is not None else "text not retained"


def _sides(a: StoredAssembly, blobs: dict[str, StoredBlob]) -> list[SectionSide]:
    return [
        SectionSide(
            s.position,
            s.name,
            s.kind,
            s.content_hash,
            s.tokens,
            s.outcome,
            blobs[s.content_hash].text if s.content_hash in blobs else None,
            _missing(blobs, s.content_hash),
        )
        for s in a.sections
    ]


def _diff_json(a: StoredAssembly, b: StoredAssembly, d: AssemblyDiff) -> dict[str, Any]:
    return {
        "a": _summary(a),
        "b": _summary(b),
        "identical": d.identical,
        "sections": [
            {
                "name": v.name,
                "kind": v.kind,
                "verdict": v.verdict,
                "a_hash": v.a.content_hash if v.a else None,
                "b_hash": v.b.content_hash if v.b else None,
                "a_tokens": v.a.tokens if v.a else None,
                "b_tokens": v.b.tokens if v.b else None,
                "diff": v.diff,
                "text_note": v.note,
            }
            for v in d.sections
        ],
        "cache": {
            "same_model": d.cache.same_model,
            "identical_through": d.cache.identical_through,
            "prefix_tokens": d.cache.prefix_tokens,
            "first_difference": d.cache.first_difference,
        },
    }


def cache_sentence(d: AssemblyDiff, model_a: str, model_b: str) -> str:
    c = d.cache
    if not c.same_model:
        return f"different models ({model_a} → {model_b}): no prompt-cache hits"
    if c.identical_through is None:
        return f"no identical prefix: the first section ({c.first_difference}) already differs; no cache hits"
    if c.first_difference is None:
        return f"identical prompt through section {c.identical_through}: ~{c.prefix_tokens} tokens would be cache hits"
    return (
        f"identical prefix through section {c.identical_through}: ~{c.prefix_tokens} tokens would be "
        f"cache hits (first difference: {c.first_difference})"
    )


@click.command("diff")
@click.argument("a_ref", metavar="A")
@click.argument("b_ref", metavar="B")
@json_option
@db_option
def diff(a_ref: str, b_ref: str, as_json: bool, db_url: str | None) -> None:
    """Compare two assemblies section by section, with the prompt-cache verdict.

    A and B are root fingerprints or trace IDs (or unique prefixes). Each
    section is same, changed (with a text diff where retention kept both
    texts), added or removed; the cache verdict says how many tokens of B's
    prompt repeat A's from the start and could be served from a prompt cache.

    Example:

        ctxstore diff 3f9a1c2b7d4e 8c1d0e5f6a7b
    """
    with library_errors(), open_store(db_url, create=False) as store:
        a = get_assembly(store.engine, a_ref)
        b = get_assembly(store.engine, b_ref)
        blobs = blobs_by_hash(store.engine, [s.content_hash for s in (*a.sections, *b.sections)])
    d = diff_assemblies(_sides(a, blobs), _sides(b, blobs), model_a=a.model_id, model_b=b.model_id)
    if as_json:
        doc = _diff_json(a, b, d)
        doc["cache"]["verdict"] = cache_sentence(d, a.model_id, b.model_id)
        echo_json(doc)
        return
    style = styler()
    lines = [
        style("A", "title")
        + f" {a.root_fingerprint[:16]}  {a.model_id}  template {a.template_version or '-'}  snapshot {a.snapshot_id or '-'}",
        style("B", "title")
        + f" {b.root_fingerprint[:16]}  {b.model_id}  template {b.template_version or '-'}  snapshot {b.snapshot_id or '-'}",
        "",
    ]
    for field, va, vb in (
        ("model", a.model_id, b.model_id),
        ("template", a.template_version, b.template_version),
        ("snapshot", a.snapshot_id, b.snapshot_id),
    ):
        if va != vb:
            lines.append(f"  {field}: {va or '-'} → {vb or '-'}")
    roles = {"same": "dim", "changed": "warn", "added": "added", "removed": "removed"}
    for v in d.sections:
        tokens = f"{v.a.tokens if v.a else '-'} → {v.b.tokens if v.b else '-'}"
        lines.append(
            style(f"  {v.verdict:<8}", roles[v.verdict]) + f" {v.name} ({v.kind})  tokens {tokens}"
        )
        if v.diff:
            lines.extend(colour_diff(v.diff, style, indent="      "))
        elif v.note:
            lines.append("      " + style(v.note, "warn"))
    lines.append("")
    lines.append(cache_sentence(d, a.model_id, b.model_id))
    click.echo("\n".join(lines), color=None)


# --- timeline ----------------------------------------------------------------------


@click.command("timeline")
@click.option(
    "--dimension",
    required=True,
    metavar="DIM",
    help="snapshot_id, template_version, model_id, tokenizer, or section:NAME.",
)
@window_options(since_default="7d", tz_for="buckets and output")
@click.option(
    "--by",
    "granularity",
    type=click.Choice(["auto", "hour", "day"]),
    default="auto",
    show_default=True,
    help="Bucket size; auto is hours for windows up to two days, else days.",
)
@click.option(
    "--top",
    type=click.IntRange(1, 10),
    default=6,
    show_default=True,
    help="Values shown; the rest are grouped as (other).",
)
@filter_options
@json_option
@db_option
def timeline(
    dimension: str,
    since: str,
    until: str | None,
    granularity: Literal["auto"] | Granularity,
    top: int,
    tz_name: str | None,
    service: str | None,
    environment: str | None,
    tenant: str | None,
    model: str | None,
    template: str | None,
    as_json: bool,
    db_url: str | None,
) -> None:
    """Chart each value's share of traffic per hour or day.

    One stacked bar per bucket: a reindex, a template canary or a model switch
    shows as one pattern handing over to another. Section values are content
    hashes (shortened in the chart, full in --json).

    Example:

        ctxstore timeline --dimension snapshot_id --since 7d

        ctxstore timeline --dimension section:system --since tuesday --by hour
    """
    with library_errors():
        zone = local_zone(tz_name)
        dim, section = parse_dimension(dimension)
        start, end = resolve_window(since, until, now=datetime.now(UTC), zone=zone)
        if granularity == "auto":
            span = end.astimezone(UTC) - start.astimezone(UTC)
            granularity = "hour" if span <= timedelta(days=2) else "day"
        with open_store(db_url, create=False) as store:
            tl = build_timeline(
                store.engine,
                dim,
                section,
                start,
                end,
                zone=zone,
                granularity=granularity,
                top=top,
                filters=Filters(service, environment, tenant, model, template),
            )
    if as_json:
        echo_json(timeline_to_json(tl))
        return

    def label(v: str) -> str:
        if dim == "section" and len(v) == 64:
            return v[:12] + "…"
        return v if v else "(none)"

    def colour(text: str, i: int) -> str:
        return click.style(text, fg=_PALETTE[i % len(_PALETTE)])

    click.echo(render_timeline(tl, label=label, colour=colour), nl=False, color=None)
