"""Run Alembic from code, so an installed wheel can create and upgrade its schema.

The migration scripts ship as the ``ctxstore_migrations`` package; the Alembic
``Config`` is built here pointing at that package's directory, so neither the
user nor ``ctxstore db upgrade`` needs an ``alembic.ini``. Every failure is
re-raised as :class:`~ctxstore.errors.MigrationError` saying what state the
database is in and how to recover.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, inspect
from sqlalchemy.exc import SQLAlchemyError

from ctxstore.db.engine import is_sqlite, make_engine, mask_url, write_connection
from ctxstore.errors import MigrationError, StoreError


def script_location() -> str:
    """Directory of the installed migration scripts (``ctxstore_migrations``)."""
    return str(Path(str(files("ctxstore_migrations"))))


def alembic_config(url: str) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", script_location())
    # ConfigParser interpolation: a literal % in a password must be doubled.
    cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return cfg


@functools.cache
def head_revision() -> str:
    heads = ScriptDirectory.from_config(alembic_config("sqlite://")).get_heads()
    if len(heads) != 1:
        raise MigrationError(f"the installed migrations have {len(heads)} heads: {heads}")
    return heads[0]


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None for an empty (never migrated) database."""
    try:
        with engine.connect() as conn:
            return MigrationContext.configure(conn).get_current_revision()
    except SQLAlchemyError as exc:
        raise StoreError(
            f"cannot read the schema version of {mask_url(str(engine.url))}: {exc}"
        ) from exc


@dataclass(frozen=True, slots=True)
class MigrationResult:
    url: str  # password masked
    before: str | None
    after: str | None


def _describe(exc: BaseException) -> str:
    """The database's own message when there is one (without SQLAlchemy's SQL dump)."""
    orig = getattr(exc, "orig", None)
    if orig is not None:
        return f"{type(orig).__name__}: {str(orig).strip().splitlines()[0]}"
    return f"{type(exc).__name__}: {exc}"


def _run(url: str, action: str, revision: str) -> MigrationResult:
    engine = make_engine(url, foreign_keys=False)
    masked = mask_url(url)
    try:
        before = current_revision(engine)
        cfg = alembic_config(url)
        try:
            # One transaction for the whole run, started (BEGIN IMMEDIATE on SQLite)
            # before Alembic reads the current revision: two processes migrating a
            # fresh file at once serialise here, and the second finds nothing to do.
            # A failure rolls everything back to the revision we started from.
            with write_connection(engine) as conn, conn.begin():
                cfg.attributes["connection"] = conn
                if action == "upgrade":
                    command.upgrade(cfg, revision)
                else:
                    command.downgrade(cfg, revision)
        except Exception as exc:
            reached = current_revision(engine)
            hint = (
                "The migration runs in one transaction, so the database was left at "
                f"revision {reached or 'base (empty)'}. Fix the cause above, then run "
                f"`ctxstore db {action} {revision} --db {masked}` again"
            )
            if is_sqlite(url):
                hint += " (or restore the SQLite file from a backup)"
            raise MigrationError(
                f"{action} to {revision} failed on {masked}: {_describe(exc)}\n{hint}."
            ) from exc
        after = current_revision(engine)
        if after != before:
            _audit_migration(engine, action, before, after)
        return MigrationResult(masked, before, after)
    finally:
        engine.dispose()


def _audit_migration(engine: Engine, action: str, before: str | None, after: str | None) -> None:
    """Record a schema change in the audit log, when the schema still has one."""
    from datetime import UTC, datetime

    from ctxstore.db.audit import default_actor
    from ctxstore.db.models import audit_log

    if not inspect(engine).has_table("audit_log"):
        return  # downgraded to base: nothing left to record into
    with write_connection(engine) as conn, conn.begin():
        conn.execute(
            audit_log.insert().values(
                ts=datetime.now(UTC),
                actor=default_actor(),
                action="migrate",
                policy_version=None,
                details={"direction": action, "from": before, "to": after},
                dry_run=False,
            )
        )


def upgrade(url: str, revision: str = "head") -> MigrationResult:
    """Upgrade the schema at ``url`` to ``revision`` (default: the newest)."""
    return _run(url, "upgrade", revision)


def downgrade(url: str, revision: str) -> MigrationResult:
    """Downgrade the schema at ``url`` to ``revision`` (``base`` drops every table)."""
    return _run(url, "downgrade", revision)


def check_schema(engine: Engine) -> None:
    """Raise StoreError unless the database is migrated to the installed head."""
    current = current_revision(engine)
    head = head_revision()
    if current == head:
        return
    masked = mask_url(str(engine.url))
    if current is None:
        tables = set(inspect(engine).get_table_names())
        state = (
            "has no ctxstore schema" if not tables else "has tables but no ctxstore schema version"
        )
    else:
        state = f"is at schema revision {current}, this ctxstore needs {head}"
    raise StoreError(
        f"the database {masked} {state}. Run `ctxstore db upgrade --db {masked}` first."
    )
