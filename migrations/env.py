"""Alembic environment for ctxstore, used both from code and from the ``alembic`` CLI.

``ctxstore.db.migrate`` builds the Alembic ``Config`` itself and passes an open
connection in ``config.attributes["connection"]``, so an installed wheel can
migrate without an ``alembic.ini``. Run from a checkout (``alembic upgrade head``
with the top-level ``alembic.ini``), the URL comes from ``-x db=URL``, then
``CTXSTORE_DATABASE_URL``, then ctxstore's SQLite default.

SQLite cannot ``ALTER`` most things, so migrations run in batch mode there
(copy-and-move tables), which is why constraints have names.
"""

from __future__ import annotations

from alembic import context

from ctxstore.db.engine import make_engine, resolve_database_url
from ctxstore.db.models import Base

config = context.config
target_metadata = Base.metadata


def _url() -> str:
    url = context.get_x_argument(as_dictionary=True).get("db") or config.get_main_option(
        "sqlalchemy.url"
    )
    return resolve_database_url(url or None)


def run_migrations_offline() -> None:
    url = _url()
    context.configure(
        url=url,
        target_metadata=target_metadata,
        literal_binds=True,
        render_as_batch=url.startswith("sqlite"),
        dialect_opts={"paramstyle": "named"},
    )
    with context.begin_transaction():
        context.run_migrations()


def _run(connection: object) -> None:
    context.configure(
        connection=connection,  # type: ignore[arg-type]
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",  # type: ignore[attr-defined]
        compare_type=True,
        transaction_per_migration=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    engine = make_engine(_url(), foreign_keys=False)
    try:
        with engine.connect() as conn:
            _run(conn)
            conn.commit()
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
