"""``ctxstore db``: where the store is and which schema revision it has.

Migrations run from code (``ctxstore.db.migrate``), so these commands work from
an installed wheel without an ``alembic.ini``.
"""

from __future__ import annotations

import dataclasses

import click

from ctxstore.db import migrate
from ctxstore.db.engine import is_sqlite, make_engine, mask_url, sqlite_path
from ctxstore.store import resolve_database_url

from .options import db_option, echo_json, handle_errors, json_option


@click.group("db")
def db() -> None:
    """Create, inspect and migrate the store's database schema.

    Example:

        ctxstore db upgrade --db postgresql://ctx@db.internal/ctxstore
    """


def _status(current: str | None, head: str) -> str:
    if current == head:
        return "up to date"
    if current is None:
        return "not initialised"
    return "needs upgrade"


@db.command("upgrade")
@click.argument("revision", default="head")
@db_option
@json_option
@handle_errors
def upgrade(revision: str, db_url: str | None, as_json: bool) -> None:
    """Upgrade the schema to REVISION (default: the newest, "head").

    PostgreSQL stores must be upgraded with this command after installing a new
    ctxstore; the embedded SQLite default upgrades itself on first use.

    Example:

        ctxstore db upgrade --db sqlite:///var/lib/ctxstore/store.db
    """
    url = resolve_database_url(db_url)
    result = migrate.upgrade(url, revision)
    if as_json:
        echo_json({"url": result.url, "before": result.before, "after": result.after})
        return
    if result.before == result.after:
        click.echo(f"{result.url} is already at revision {result.after}.")
    else:
        click.echo(
            f"Upgraded {result.url} from {result.before or 'an empty database'} "
            f"to revision {result.after}."
        )


@db.command("downgrade")
@click.argument("revision")
@db_option
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@json_option
@handle_errors
def downgrade(revision: str, db_url: str | None, yes: bool, as_json: bool) -> None:
    """Downgrade the schema to REVISION ("base" drops every ctxstore table).

    Downgrading drops whatever later revisions added, data included, so it asks
    for confirmation unless --yes is given.

    Example:

        ctxstore db downgrade 0001 --db sqlite:///tmp/store.db --yes
    """
    url = resolve_database_url(db_url)
    if not yes:
        click.confirm(
            f"Downgrade {mask_url(url)} to {revision}? Tables added after it are dropped "
            "with their data.",
            abort=True,
        )
    result = migrate.downgrade(url, revision)
    if as_json:
        echo_json({"url": result.url, "before": result.before, "after": result.after})
        return
    click.echo(
        f"Downgraded {result.url} from {result.before or 'an empty database'} "
        f"to {result.after or 'base (no ctxstore tables)'}."
    )


@db.command("current")
@db_option
@json_option
@handle_errors
def current(db_url: str | None, as_json: bool) -> None:
    """Print which database is used (password masked) and its schema revision.

    Example:

        ctxstore db current --json
    """
    url = resolve_database_url(db_url)
    head = migrate.head_revision()
    path = sqlite_path(url)
    if is_sqlite(url) and path is not None and not path.exists():
        rev: str | None = None  # do not create the file just to look at it
    else:
        engine = make_engine(url)
        try:
            rev = migrate.current_revision(engine)
        finally:
            engine.dispose()
    data = {"url": mask_url(url), "current": rev, "head": head, "status": _status(rev, head)}
    if as_json:
        echo_json(data)
        return
    click.echo(f"database: {data['url']}")
    click.echo(f"current:  {rev or '(none)'}")
    click.echo(f"head:     {head}")
    click.echo(f"status:   {data['status']}")
    if rev != head:
        click.echo(f"Run `ctxstore db upgrade --db {data['url']}` to bring it up to date.")


def _confirm(skip: bool, question: str) -> None:
    if not skip:
        click.confirm(question, abort=True)


@db.command("rekey")
@db_option
@click.option(
    "--already-keyed",
    is_flag=True,
    help="The fingerprints were written with this HMAC key already (CTXSTORE_HMAC_KEY or "
    "the policy's key); key only the subject IDs.",
)
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@json_option
@handle_errors
def rekey(db_url: str | None, already_keyed: bool, yes: bool, as_json: bool) -> None:
    """Key the fingerprints and subject IDs of a store written before they were keyed.

    Run once after upgrading a store that holds data from before schema 0007
    (the store refuses to open until then; the embedded SQLite default with
    the default key does it by itself). Fingerprints, content hashes, rollup
    and hold values become HMAC-SHA256 with the store's secret, subject IDs
    `hmac-sha256:...`, and unkeyed subject digests are removed from the audit
    log. The secret is then recorded by check value: keep its key file safe.

    Example:

        ctxstore db rekey --db postgresql://ctx@db.internal/ctxstore --yes
    """
    from ctxstore.store import Store

    url = resolve_database_url(db_url)
    _confirm(
        yes or as_json,
        f"Rewrite every stored digest and subject ID of {mask_url(url)} in keyed form?",
    )
    with Store.open(url, create=False, check_keys=False) as store:
        result = store.rekey(already_keyed=already_keyed)
        source = store.policy.hmac_key_source
    if as_json:
        echo_json({**dataclasses.asdict(result), "key_source": source})
        return
    click.echo(
        f"Keyed {result.digests:,} digests and {result.subjects:,} subject IDs with the key "
        f"from {source}; removed {result.audit_rows:,} unkeyed digests from the audit log "
        f"(audit row {result.audit_id})."
    )


@db.command("reclaim")
@db_option
@click.option(
    "--full/--no-full",
    default=True,
    help="PostgreSQL: rewrite content_blobs with VACUUM FULL (default) or only VACUUM it.",
)
@json_option
@handle_errors
def reclaim(db_url: str | None, full: bool, as_json: bool) -> None:
    """Push deleted bytes out of the database files now.

    Purges and erasures do this themselves; run it when they reported a step
    as skipped (a long transaction held the WAL or the table). SQLite: checkpoint
    and truncate the WAL. PostgreSQL: VACUUM FULL the data keys and the text.

    Example:

        ctxstore db reclaim --db postgresql://ctx@db.internal/ctxstore
    """
    from ctxstore.db.reclaim import reclaim as _reclaim

    url = resolve_database_url(db_url)
    engine = make_engine(url)
    try:
        result = _reclaim(engine, full=full)
    finally:
        engine.dispose()
    if as_json:
        echo_json(dataclasses.asdict(result))
        return
    for step in result.steps:
        click.echo(f"done     {step}")
    for step in result.skipped:
        click.echo(f"skipped  {step}")
    if not result.complete:
        raise SystemExit(1)


@db.command("rotate-key")
@db_option
@click.option(
    "--new-key-file",
    type=click.Path(exists=True, dir_okay=False),
    help="Take the new master key (64 hex characters) from this file instead of making one; "
    "needed when the current key comes from CTXSTORE_MASTER_KEY.",
)
@json_option
@handle_errors
def rotate_key(db_url: str | None, new_key_file: str | None, as_json: bool) -> None:
    """Rotate the master key: re-wrap every data key under a new one.

    The stored text is not re-encrypted (its data keys stay); only their wrapping
    changes, in one transaction. A key file (the default, or
    CTXSTORE_MASTER_KEY_FILE) is replaced with the new key; a key from
    CTXSTORE_MASTER_KEY needs --new-key-file, and the variable set to it after.
    Backups taken before the rotation still open with the old key only.

    Example:

        ctxstore db rotate-key --db postgresql://ctx@db.internal/ctxstore
    """
    from pathlib import Path

    from ctxstore.errors import ConfigError
    from ctxstore.store import Store

    new_key = None
    if new_key_file is not None:
        try:
            new_key = bytes.fromhex(Path(new_key_file).read_text().strip())
        except ValueError:
            new_key = b""
        if len(new_key) != 32:
            raise ConfigError(f"{new_key_file}: expected 64 hex characters (a 32-byte key)")
    with Store.open(resolve_database_url(db_url), create=False) as store:
        key_id, n = store.rotate_master_key(new_key)
    if as_json:
        echo_json({"master_key_id": key_id, "data_keys": n})
        return
    click.echo(f"Re-wrapped {n:,} data keys under master key {key_id}.")


@db.command("forget-sealed-text")
@db_option
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
@json_option
@handle_errors
def forget_sealed_text(db_url: str | None, yes: bool, as_json: bool) -> None:
    """After a lost master key: blank the text nobody can decrypt and start over.

    Only for a store whose master key is gone for good (the store refuses to
    open with another key). Every sealed text is blanked and every data key
    deleted; fingerprints, metadata and rollups stay, and new text is sealed
    under this process's master key. Audited.

    Example:

        ctxstore db forget-sealed-text --db sqlite:///var/lib/ctxstore/store.db --yes
    """
    from ctxstore.store import Store

    url = resolve_database_url(db_url)
    _confirm(
        yes or as_json,
        f"Blank every sealed text in {mask_url(url)}? Only do this if its master key is lost.",
    )
    with Store.open(url, create=False, check_keys=False) as store:
        n = store.forget_sealed_text()
    if as_json:
        echo_json({"blobs_blanked": n})
        return
    click.echo(f"Blanked {n:,} sealed texts; new text is sealed under this process's master key.")


@db.command("compact")
@db_option
@click.option(
    "--older-than",
    default="30d",
    show_default=True,
    help="Fold whole UTC days of hourly rollups that ended this long ago (e.g. 14d, 2w).",
)
@json_option
@handle_errors
def compact(db_url: str | None, older_than: str, as_json: bool) -> None:
    """Fold old hourly rollup rows into one row per UTC day (rollup_daily).

    Reports read both tables, so a report over whole compacted days is the same
    before and after; a window edge inside a compacted day is read from the raw
    rows. Each day moves in one transaction (a crash or rerun moves nothing
    twice); run it from cron, e.g. nightly. Purges keep compacted days in line
    with the metadata TTL.

    Example:

        ctxstore db compact --older-than 14d --db postgresql://ctx@db.internal/ctxstore
    """
    from ctxstore.db.compaction import compact_rollups
    from ctxstore.retention import parse_ttl

    age = parse_ttl(older_than, key="--older-than", where="ctxstore db compact")
    if age is None:
        raise click.UsageError("--older-than needs a duration such as 30d, not 'never'.")
    url = resolve_database_url(db_url)
    engine = make_engine(url)
    try:
        result = compact_rollups(engine, age)
    finally:
        engine.dispose()
    if as_json:
        echo_json(dataclasses.asdict(result))
        return
    click.echo(
        f"Compacted {result.days:,} days before {result.cutoff:%Y-%m-%d} (UTC): "
        f"{result.hourly_rows:,} hourly rollup rows into {result.daily_rows:,} daily rows."
    )
