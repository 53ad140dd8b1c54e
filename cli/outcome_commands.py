"""``ctxstore why`` and ``ctxstore cache-report``: questions asked of recorded outcomes.

The commands only turn words into times and a filter, open the store and
print; the comparison is :func:`ctxstore.analysis.why.run_why` and the cache
report :func:`ctxstore.analysis.cachereport.run_cache_report`, so code that
never touches the CLI gets the same answers.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime

import click

from ctxstore.analysis.cachereport import MIN_PREFIX_TOKENS, run_cache_report
from ctxstore.analysis.readers import Filters
from ctxstore.analysis.timewords import local_zone, resolve_window
from ctxstore.analysis.why import run_why
from ctxstore.analysis.why_render import cache_to_json, render_cache, render_why, why_to_json
from ctxstore.errors import ConfigError
from ctxstore.outcomes import OutcomeError, OutcomeFilter, parse_outcome_filter

from .options import db_option, query_errors, window_options
from .query_support import filter_options, open_store, styler


def _outcome(text: str) -> OutcomeFilter:
    try:
        return parse_outcome_filter(text)
    except OutcomeError as exc:
        # A filter the user typed is a usage error (exit 2), like a bad time word.
        raise ConfigError(f"--outcome: {exc}") from exc


@click.command("why")
@click.option(
    "--outcome",
    "outcome_text",
    required=True,
    metavar="EXPR",
    help="Which requests are bad: error, 'latency > 5s' (ms, s, m), 'cache_read_share < 0.2', "
    "'output_tokens > 2000', 'input_tokens > N', or 'score.NAME < 0' (any of < <= > >= == !=).",
)
@window_options(since_default="7d")
@filter_options
@click.option(
    "--fdr",
    type=click.FloatRange(0.0001, 50),
    default=0.1,
    show_default=True,
    help="False-discovery rate, in %, across every value tested.",
)
@click.option(
    "--limit", type=click.IntRange(1, 1000), default=10, show_default=True, help="Values listed."
)
@click.option("--json", "as_json", is_flag=True, help="Print the findings as JSON.")
@db_option
def why(
    outcome_text: str,
    since: str,
    until: str | None,
    tz_name: str | None,
    service: str | None,
    environment: str | None,
    tenant: str | None,
    model: str | None,
    template: str | None,
    fdr: float,
    limit: int,
    as_json: bool,
    db_url: str | None,
) -> None:
    """Find what the requests with a bad outcome have in common.

    Compares the requests matching --outcome with the rest (requests whose
    outcome was recorded and did not match) across every dimension (service,
    environment, tenant, model, template, snapshot, tokenizer, budget flags)
    and every section hash, and ranks the values most over-represented among
    the matching ones: lift (share among matching / share among the rest),
    counts, significance (false-discovery control across every value tested)
    and example trace IDs for `ctxstore show`. Ranked by the lower bound of
    the lift's 95% interval, so a value seen on three requests does not
    outrank one seen on three thousand. The window is rounded out to whole
    hours.

    Example:

        ctxstore why --outcome 'score.thumbs < 0' --since tuesday

        ctxstore why --outcome error --since 2h --service support-bot --json

        ctxstore why --outcome 'latency > 5s'
    """
    with query_errors(as_json):
        flt = _outcome(outcome_text)
        zone = local_zone(tz_name)
        start, end = resolve_window(since, until, now=datetime.now(UTC), zone=zone)
        filters = Filters(service, environment, tenant, model, template)
        with open_store(db_url, create=False) as store:
            report = run_why(store.engine, flt, start, end, filters, fdr=fdr / 100, limit=limit)
    if as_json:
        click.echo(json.dumps(why_to_json(report, filters=filters.as_dict()), indent=2))
    else:
        click.echo(render_why(report, zone=zone, style=styler()), nl=False, color=None)


@click.command("cache-report")
@window_options(since_default="24h")
@filter_options
@click.option(
    "--min-prefix-tokens",
    type=click.IntRange(0),
    default=MIN_PREFIX_TOKENS,
    show_default=True,
    help="Shortest prefix the provider caches (Anthropic and OpenAI: 1024; Claude Haiku: 2048).",
)
@click.option(
    "--limit", type=click.IntRange(1, 1000), default=20, show_default=True, help="Prefixes listed."
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@db_option
def cache_report(
    since: str,
    until: str | None,
    tz_name: str | None,
    service: str | None,
    environment: str | None,
    tenant: str | None,
    model: str | None,
    template: str | None,
    min_prefix_tokens: int,
    limit: int,
    as_json: bool,
    db_url: str | None,
) -> None:
    """Compare each cache prefix's observed prompt-cache reads with the assembler's prediction.

    Per prefix fingerprint: requests, the cache read share the provider
    reported (mean per request, from recorded usage), and the share the
    assembler predicts for a repeat request (the `diff` cache verdict: tokens
    identical from the start). A prefix predicted cacheable whose requests
    read ~nothing from cache is flagged "broken" and listed first: bytes that
    differ below the fingerprint, or a prefix the provider will not cache.

    Example:

        ctxstore cache-report --since tuesday

        ctxstore cache-report --since 2h --service support-bot --json
    """
    with query_errors(as_json):
        zone = local_zone(tz_name)
        start, end = resolve_window(since, until, now=datetime.now(UTC), zone=zone)
        filters = Filters(service, environment, tenant, model, template)
        with open_store(db_url, create=False) as store:
            report = run_cache_report(
                store.engine, start, end, filters, min_prefix_tokens=min_prefix_tokens, limit=limit
            )
    if as_json:
        click.echo(json.dumps(cache_to_json(report, filters=filters.as_dict()), indent=2))
    else:
        click.echo(render_cache(report, zone=zone, style=styler()), nl=False, color=None)
