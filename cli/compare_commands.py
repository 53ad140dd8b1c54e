"""``diff`` (two assemblies, section by section) and ``timeline`` (a value's share over time).

Both print stored values (section names, model IDs, hashes, text diffs)
through :mod:`ctxstore.analysis.terminal`, so hostile names are inert and
invisible differences in a diff (trailing spaces, tabs, CRs, look-alike
letters) are shown, not hidden.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any, Literal

import click

from ctxstore.analysis.diffing import AssemblyDiff, SectionSide, diff_assemblies
from ctxstore.analysis.readers import Filters
from ctxstore.analysis.report import colour_diff
from ctxstore.analysis.terminal import inert
from ctxstore.analysis.timeline import (
    Granularity,
    build_timeline,
    parse_dimension,
    render_timeline,
    timeline_to_json,
)
from ctxstore.analysis.timewords import local_zone, resolve_window
from ctxstore.db.queries import StoredAssembly, StoredBlob, blobs_by_hash, get_assembly

from .options import db_option, echo_json, json_option, query_errors, window_options
from .query_support import (
    colour_enabled,
    filter_options,
    missing_text,
    open_store,
    styler,
    summary,
)

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


# --- diff --------------------------------------------------------------------------


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
            missing_text(blobs, s.content_hash),
        )
        for s in a.sections
    ]


def _diff_json(a: StoredAssembly, b: StoredAssembly, d: AssemblyDiff) -> dict[str, Any]:
    return {
        "a": summary(a),
        "b": summary(b),
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

    A and B are trace IDs or root fingerprints (or unique prefixes), as `log`
    and `what-changed` print them. Each
    section is same, changed (with a text diff where retention kept both
    texts), added or removed; the cache verdict says how many tokens of B's
    prompt repeat A's from the start and could be served from a prompt cache.

    Example:

        ctxstore diff 3f9a1c2b7d4e 8c1d0e5f6a7b
    """
    with query_errors(as_json), open_store(db_url, create=False) as store:
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
        style("A", "title") + f" {a.trace_id}  {_identity(a)}",
        style("B", "title") + f" {b.trace_id}  {_identity(b)}",
        "",
    ]
    for field, va, vb in (
        ("model", a.model_id, b.model_id),
        ("template", a.template_version, b.template_version),
        ("snapshot", a.snapshot_id, b.snapshot_id),
    ):
        if va != vb:
            lines.append(f"  {field}: {inert(va or '-')} → {inert(vb or '-')}")
    roles = {"same": "dim", "changed": "warn", "added": "added", "removed": "removed"}
    for v in d.sections:
        tokens = f"{v.a.tokens if v.a else '-'} → {v.b.tokens if v.b else '-'}"
        lines.append(
            style(f"  {v.verdict:<8}", roles[v.verdict])
            + f" {inert(v.name)} ({inert(v.kind)})  tokens {tokens}"
        )
        if v.diff:
            lines.extend(colour_diff(v.diff, style, indent="      "))
        elif v.note:
            lines.append("      " + style(v.note, "warn"))
    lines.append("")
    lines.append(inert(cache_sentence(d, a.model_id, b.model_id)))
    click.echo("\n".join(lines), color=None)


def _identity(a: StoredAssembly) -> str:
    return (
        f"root {a.root_fingerprint[:16]}  {inert(a.model_id)}  template {inert(a.template_version or '-')}  "
        f"snapshot {inert(a.snapshot_id or '-')}"
    )


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
    with query_errors(as_json):
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
            return v[:12]
        return inert(v) if v else "(none)"

    def colour(text: str, i: int) -> str:
        return click.style(text, fg=_PALETTE[i % len(_PALETTE)]) if colour_enabled() else text

    click.echo(render_timeline(tl, label=label, colour=colour), nl=False, color=None)
