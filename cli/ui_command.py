"""``ctxstore ui``: the read-only web view (``ctxstore.web``) under uvicorn.

The bind rule lives here because only the command knows the address: the view
shows production prompt text, so it binds 127.0.0.1 by default and refuses any
other address unless a bearer token is set (``--token`` or ``CTXSTORE_UI_TOKEN``).
The store is opened without creating or migrating it: looking must not change it.
"""

from __future__ import annotations

import sys

import click

from ctxstore import settings

from .options import db_option, library_errors
from .serve_command import is_loopback

ENV_TOKEN = settings.UI_TOKEN


@click.command("ui")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind.")
@click.option(
    "--port", default=8765, show_default=True, type=click.IntRange(0, 65535), help="Port."
)
@click.option(
    "--token",
    envvar=ENV_TOKEN,
    default=None,
    show_envvar=True,
    help="Bearer token every request must send (required off loopback). Prefer the "
    "environment variable: arguments are visible in the process list.",
)
@db_option
@click.option(
    "--log-level",
    default="warning",
    show_default=True,
    type=click.Choice(["debug", "info", "warning", "error"]),
)
def ui(host: str, port: int, token: str | None, db_url: str | None, log_level: str) -> None:
    """Serve a read-only web view of the store: what changed, timeline, assemblies, diffs, log.

    Pages are rendered on the server from the same engine and JSON as the CLI;
    no script runs in the browser. Open http://127.0.0.1:8765/ after starting it.

    Example:

    \b
        ctxstore ui --db sqlite:///demo.db
    """
    import uvicorn

    from ctxstore.db.engine import mask_url
    from ctxstore.store import Store
    from ctxstore.web import create_ui_app

    if token is not None and not token.strip():
        raise click.UsageError("The bearer token must not be empty.")
    if not token and not is_loopback(host):
        raise click.UsageError(
            f"Refusing to serve prompt text on {host!r} without a token: anyone who can reach "
            f"it could read the store. Set --token or {ENV_TOKEN}, or bind 127.0.0.1."
        )
    with library_errors():
        store = Store.open(db_url, create=False)
    try:
        app = create_ui_app(store.engine, token=token)
        bind = host.strip().removeprefix("[").removesuffix("]")
        shown = f"[{bind}]" if ":" in bind else bind
        click.echo(
            f"ctxstore ui: http://{shown}:{port}/ (read-only, "
            f"auth: {'bearer token' if token else 'none, loopback only'}, store {mask_url(store.url)})",
            err=True,
        )
        sys.stderr.flush()
        uvicorn.run(app, host=bind, port=port, log_level=log_level, access_log=False)
    finally:
        store.close()
