"""Run Alembic from code, so an installed wheel can create and upgrade its schema.

The migration scripts ship as the ``ctxstore_migrations`` package; the Alembic
``Config`` is built here pointing at that package's directory, so neither the
user nor ``ctxstore db upgrade`` needs an ``alembic.ini``. Every failure is
re-raised as :class:`~ctxstore.errors.MigrationError` saying what state the
database is in and how to recover.

Alembic is imported only to change a schema. Every ``Store.open`` asks "is this
database at the installed head?", and importing Alembic (with Mako and Pygments
behind it) costs more than the rest of ``ctxstore what-changed``, so that
question is answered with one ``SELECT`` on ``alembic_version`` and the
``revision``/``down_revision`` constants of the installed scripts, read with
:mod:`ast`. A script whose constants are not plain literals sends
:func:`head_revision` back to Alembic's own ``ScriptDirectory``;
``tests/test_startup.py`` checks both answers agree.
"""

from __future__ import annotations

import ast
import functools
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from sqlalchemy import Engine, inspect, text
from sqlalchemy.exc import SQLAlchemyError

from ctxstore.db.engine import is_sqlite, make_engine, mask_url, write_connection
from ctxstore.errors import MigrationError, StoreError

if TYPE_CHECKING:
    from alembic.config import Config

# Alembic's default, which migrations/env.py keeps.
VERSION_TABLE = "alembic_version"


def script_location() -> str:
    """Directory of the installed migration scripts (``ctxstore_migrations``)."""
    # find_spec locates the package without importing it or importlib.resources'
    # reader machinery, both of which every Store.open would otherwise pay for.
    spec = importlib.util.find_spec("ctxstore_migrations")
    if spec is None or not spec.submodule_search_locations:
        raise MigrationError(
            "the ctxstore_migrations package is not installed next to ctxstore; "
            "reinstall ctxstore (pip install --force-reinstall ctxstore)"
        )
    return str(Path(next(iter(spec.submodule_search_locations))))


def alembic_config(url: str) -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", script_location())
    # ConfigParser interpolation: a literal % in a password must be doubled.
    cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return cfg


@functools.cache
def head_revision() -> str:
    """The newest installed revision (the single head of the migration scripts)."""
    heads = script_heads()
    if heads is None:
        heads = alembic_heads()
    if len(heads) != 1:
        raise MigrationError(f"the installed migrations have {len(heads)} heads: {heads}")
    return heads[0]


def alembic_heads() -> list[str]:
    """The heads as Alembic's ``ScriptDirectory`` finds them (imports Alembic)."""
    from alembic.script import ScriptDirectory

    return list(ScriptDirectory.from_config(alembic_config("sqlite://")).get_heads())


def script_heads(versions: Path | None = None) -> list[str] | None:
    """The heads read from the scripts' literal constants, or None if one is not literal.

    ``versions`` is the folder of revision scripts (default: the installed ones).
    """
    downs: dict[str, tuple[str, ...]] = {}
    folder = versions or Path(script_location(), "versions")
    for path in sorted(folder.glob("*.py")):
        if path.name == "__init__.py" or path.name.startswith(".#"):  # as Alembic skips
            continue
        constants = _literal_constants(path, {"revision", "down_revision"})
        revision = constants.get("revision")
        down = constants.get("down_revision")
        if isinstance(down, str):
            down = (down,)
        elif isinstance(down, list | tuple) and all(isinstance(d, str) for d in down):
            down = tuple(down)
        elif down is not None:
            return None
        if not isinstance(revision, str) or "down_revision" not in constants or revision in downs:
            return None
        downs[revision] = down or ()
    replaced = {d for ds in downs.values() for d in ds}
    if not downs or not replaced <= set(downs):
        return None  # a dangling down_revision: Alembic's error says which script
    return sorted(set(downs) - replaced)


def _literal_constants(path: Path, names: set[str]) -> dict[str, object]:
    """Module-level ``name = <literal>`` (annotated or not) for ``names``."""
    found: dict[str, object] = {}
    try:
        tree = ast.parse(path.read_bytes(), filename=str(path))
    except (OSError, SyntaxError, ValueError):
        return found  # Alembic reports the broken script when it loads it
    for node in tree.body:
        if isinstance(node, ast.AnnAssign) and node.value is not None:
            targets: list[ast.expr] = [node.target]
            value = node.value
        elif isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        else:
            continue
        for target in targets:
            if isinstance(target, ast.Name) and target.id in names:
                try:
                    found[target.id] = ast.literal_eval(value)
                except ValueError:
                    found[target.id] = value  # not a literal: the caller falls back
    return found


def current_revision(engine: Engine) -> str | None:
    """The revision the database is at, or None for an empty (never migrated) database."""
    masked = mask_url(str(engine.url))
    try:
        with engine.connect() as conn:
            if not inspect(conn).has_table(VERSION_TABLE):
                return None
            rows = conn.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalars().all()
    except SQLAlchemyError as exc:
        raise StoreError(f"cannot read the schema version of {masked}: {exc}") from exc
    if len(rows) > 1:
        raise StoreError(
            f"the database {masked} records {len(rows)} schema revisions "
            f"({', '.join(rows)}) in {VERSION_TABLE}, but ctxstore's migrations are one "
            "line, so the table was changed by hand or by another tool; restore the "
            "database from a backup."
        )
    return rows[0] if rows else None


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
    from alembic import command

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
