"""``ctxstore demo``: fill a store with a scripted week of support-bot traffic.

Application code, so this is where the OpenTelemetry SDK is configured (inside
:func:`ctxstore_cli.demo_traffic.run_demo`) and where the progress bar lives. It refuses to
add demo traffic to a store that already holds assemblies unless asked, so a
real store is never polluted by accident.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime

import click
from sqlalchemy import func, select

from ctxstore.analysis.report import when
from ctxstore.analysis.timewords import local_zone
from ctxstore.db.engine import mask_url
from ctxstore.db.models import assemblies

from .demo_traffic import DEFAULT_DAYS, DEFAULT_RATE, plan_demo, run_demo
from .options import db_option, library_errors, tz_option
from .query_commands import open_store


@click.command("demo")
@click.option(
    "--days",
    type=click.IntRange(1, 60),
    default=DEFAULT_DAYS,
    show_default=True,
    help="Days of history ending now (at least enough to cover the baseline of --since tuesday).",
)
@click.option(
    "--rate",
    type=click.IntRange(1, 5000),
    default=DEFAULT_RATE,
    show_default=True,
    help="Requests per hour.",
)
@tz_option("deciding which day is Tuesday")
@click.option(
    "--force", is_flag=True, help="Add demo traffic even if the store already holds assemblies."
)
@db_option
def demo(days: int, rate: int, tz_name: str | None, force: bool, db_url: str | None) -> None:
    """Record a realistic week of a support bot's traffic, with scripted changes.

    Every request goes through the real path: assemble() -> the
    ctxstore.assemble span -> StoreSpanExporter -> the store, under the
    retention policy. The script: a knowledge-base reindex on Tuesday
    morning, a tool parameter renamed on Tuesday afternoon, a template canary
    at 50% on Wednesday, and the current time leaking into the system prompt
    from Thursday (placed relative to now, so `what-changed --since tuesday`
    always shows them). Writes to the embedded SQLite store unless --db says
    otherwise.

    Example:

        ctxstore demo && ctxstore what-changed --since tuesday
    """
    with library_errors():
        zone = local_zone(tz_name)
        plan = plan_demo(datetime.now(UTC), zone, days=days, rate=rate)
        with open_store(db_url) as store:
            with store.engine.connect() as conn:
                existing = int(
                    conn.execute(select(func.count()).select_from(assemblies)).scalar_one()
                )
            if existing and not force:
                raise click.ClickException(
                    f"The store at {mask_url(store.url)} already holds {existing} assemblies. "
                    "Point the demo at another database (--db sqlite:///demo.db) or pass --force "
                    "to add demo traffic anyway."
                )
            click.echo(
                f"Recording {len(plan.timestamps):,} support-bot requests into {mask_url(store.url)}"
            )
            started = time.perf_counter()
            with click.progressbar(
                length=len(plan.timestamps), label="assembling", show_pos=True
            ) as bar:
                result = run_demo(store, plan, progress=bar.update)
            elapsed = time.perf_counter() - started
    click.echo(
        f"Recorded {result.assemblies:,} assemblies in {elapsed:.1f}s "
        f"({result.stored:,} rows in the store), with {result.outcomes:,} model-call outcomes "
        f"and {result.scores:,} feedback scores."
    )
    if result.dropped:
        click.echo(f"warning: {result.dropped} spans could not be stored or spooled", err=True)
    click.echo("Scripted events:")
    for event in plan.events:
        click.echo(f"  {when(event.at, zone, with_date=True)}  {event.description}")
    click.echo("\nNext: ctxstore what-changed --since tuesday")
