"""``ctxstore serve``: run the OTLP/HTTP receiver (``ctxstore.receiver``) under uvicorn.

This is application code, so it is where the process is configured: the store
URL, the retention policy applied at ingest, the spool directory, auth and the
listening address. The safety rules live here because only the command knows
the address it binds: a bearer token is required, and ``--no-auth`` is refused
unless the address is loopback.
"""

from __future__ import annotations

import ipaddress
import logging
import os
import re
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from ctxstore import settings
from ctxstore.errors import CtxstoreError
from ctxstore.receiver.app import DEFAULT_BODY_TIMEOUT, DEFAULT_HEADER_TIMEOUT, DEFAULT_MAX_BODY

from .genai_options import genai_mapping, genai_options
from .options import db_option, policy_option

ENV_TOKEN = settings.SERVE_TOKEN
F = TypeVar("F", bound=Callable[..., Any])
_SIZE = re.compile(r"^\s*(\d+)\s*(b|k|kb|kib|m|mb|mib|g|gb|gib)?\s*$", re.IGNORECASE)
_UNITS = {
    "": 1,
    "b": 1,
    "k": 1024,
    "kb": 1000,
    "kib": 1024,
    "m": 1024**2,
    "mb": 1000**2,
    "mib": 1024**2,
    "g": 1024**3,
    "gb": 1000**3,
    "gib": 1024**3,
}


def _decoding(workers: int) -> str:
    if not workers:
        return "decoding in this process"
    return f"decoding in {workers} child process{'es' if workers > 1 else ''}"


def _only_upgrades(record: logging.LogRecord) -> bool:
    return record.levelno > logging.INFO or record.getMessage().startswith("Running ")


def parse_size(text: str) -> int:
    """``8MiB``, ``512k``, ``1000000`` -> bytes; ClickException on anything else."""
    m = _SIZE.match(text)
    if not m:
        raise click.BadParameter(f"{text!r} is not a size; use e.g. 8MiB, 512KiB or 1000000.")
    return int(m.group(1)) * _UNITS[(m.group(2) or "").lower()]


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _seconds_option(name: str, default: float, text: str) -> Callable[[F], F]:
    return click.option(
        name,
        type=click.FloatRange(min=0, min_open=True),
        default=default,
        show_default=True,
        metavar="SECONDS",
        help=text,
    )


def mount_ui(app: Any, engine: Any, token: str | None) -> None:
    """The web view at ``/ui/`` of the receiver, behind the receiver's own token."""
    from starlette.responses import RedirectResponse
    from starlette.routing import Mount, Route

    from ctxstore.web import create_ui_app

    async def to_ui(request: Any) -> RedirectResponse:
        return RedirectResponse("/ui/", 308)

    app.router.routes.append(Route("/ui", to_ui, methods=["GET", "HEAD"]))
    app.router.routes.append(Mount("/ui", create_ui_app(engine, token=token, prefix="/ui")))


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind.")
@click.option(
    "--port",
    default=4318,
    show_default=True,
    type=click.IntRange(0, 65535),
    help="Port to listen on (4318 is the OTLP/HTTP default).",
)
@db_option
@click.option(
    "--token",
    envvar=ENV_TOKEN,
    default=None,
    show_envvar=True,
    help="Bearer token clients must send. Prefer the environment variable: "
    "arguments are visible in the process list.",
)
@click.option(
    "--no-auth",
    is_flag=True,
    help="Accept requests without a token (only allowed on a loopback address).",
)
@click.option(
    "--max-body",
    default=str(DEFAULT_MAX_BODY),
    show_default=True,
    metavar="SIZE",
    help="Largest request body, compressed and decompressed (e.g. 8MiB).",
)
@policy_option
@click.option(
    "--spool-dir",
    default=None,
    metavar="DIR",
    type=click.Path(file_okay=False),
    help="Where batches wait while the database is unreachable (default: <data dir>/spool/serve).",
)
@click.option(
    "--decode-workers",
    type=click.IntRange(min=0),
    default=None,
    metavar="N",
    help="Child processes that decode request bodies, so decoding runs on another core "
    "while this process writes (default: 1 on a machine with two or more cores, else 0).",
)
@_seconds_option(
    "--header-timeout",
    DEFAULT_HEADER_TIMEOUT,
    "Close a connection whose request headers are not complete within this time.",
)
@_seconds_option(
    "--body-timeout",
    DEFAULT_BODY_TIMEOUT,
    "Answer 408 when a request body is not received in full within this time.",
)
@click.option(
    "--ui",
    "with_ui",
    is_flag=True,
    help="Also serve the read-only web view (as `ctxstore ui`) under /ui/, behind the same "
    "bearer token.",
)
@click.option(
    "--join-grace",
    envvar=settings.JOIN_GRACE,
    type=click.FloatRange(min=0, min_open=True),
    default=60.0,
    show_default=True,
    metavar="SECONDS",
    help="How long a span waits for the log records on /v1/logs that carry its sections or "
    "GenAI content (and they for it) before it is stored with what arrived "
    f"(${settings.JOIN_GRACE}).",
)
@click.option(
    "--log-level",
    default="info",
    show_default=True,
    type=click.Choice(["debug", "info", "warning", "error"]),
)
@genai_options
def serve(
    host: str,
    port: int,
    db_url: str | None,
    token: str | None,
    no_auth: bool,
    max_body: str,
    policy_path: str | None,
    spool_dir: str | None,
    decode_workers: int | None,
    header_timeout: float,
    body_timeout: float,
    with_ui: bool,
    join_grace: float,
    log_level: str,
) -> None:
    """Receive OpenTelemetry spans over OTLP/HTTP and store the assemblies.

    Point any OTLP exporter (or a Collector's otlphttp exporter) at
    http://HOST:PORT/v1/traces (and /v1/logs) with an "Authorization: Bearer TOKEN" header.
    Protobuf and JSON bodies, gzip or not, are accepted; ctxstore.assemble
    spans are stored after the retention policy (--policy) is applied again, and so
    are the LLM-call spans of the OpenTelemetry GenAI conventions, OpenLLMetry and
    OpenInference (--genai-* options); other spans are ignored. GET /healthz and /metrics
    report status and counters; with --ui, GET /ui/ is the web view (same token).

    Example:

    \b
        CTXSTORE_SERVE_TOKEN=s3cret ctxstore serve --db postgresql+psycopg://ctx@db/ctx
    """
    import uvicorn

    from ctxstore.db.engine import mask_url
    from ctxstore.delivery.deadline import DeadlineCaller
    from ctxstore.delivery.sink import SpoolingWriter, is_unavailable, with_connect_timeout
    from ctxstore.receiver.app import ReceiverConfig, create_app, tune_gc_for_serving
    from ctxstore.receiver.pending import Joiner
    from ctxstore.receiver.timeouts import timed_protocol
    from ctxstore.retention import load_policy

    size = parse_size(max_body)
    if no_auth and token:
        raise click.UsageError(
            "--no-auth and --token (or CTXSTORE_SERVE_TOKEN) contradict each other."
        )
    if no_auth and not is_loopback(host):
        raise click.UsageError(
            f"--no-auth is only allowed on a loopback address, not {host!r}: "
            f"anyone who can reach {host} could write to the store. Set a token with "
            f"--token or {ENV_TOKEN}."
        )
    if not no_auth and not token:
        raise click.UsageError(
            f"A bearer token is required: pass --token or set {ENV_TOKEN} "
            "(or --no-auth when binding to 127.0.0.1)."
        )
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    if log_level != "debug":
        # Alembic narrates each migration context at INFO (four lines on every start,
        # even with nothing to upgrade); keep only the "Running upgrade" lines.
        logging.getLogger("alembic.runtime.migration").addFilter(_only_upgrades)
    try:
        policy = load_policy(policy_path)
        config = ReceiverConfig(
            token=token, max_body=size, allow_no_auth=no_auth, body_timeout=body_timeout
        )
        genai = genai_mapping(click.get_current_context())
        from ctxstore.store import Store, resolve_database_url

        # --db, else CTXSTORE_DATABASE_URL, else the default SQLite file: the
        # library's rule, resolved once so the store and its reopen agree.
        timeout = settings.db_timeout()
        resolved = resolve_database_url(db_url)
        url = with_connect_timeout(resolved, timeout)
        store, down = None, None
        try:
            # Under the writer's own deadline: a database that accepts the
            # connection and then never answers must not hold start-up either.
            opener = DeadlineCaller(timeout, "ctxstore-db-open")
            try:
                store = opener.call(lambda: Store.open(url))
            finally:
                opener.close()
        except Exception as exc:
            if not is_unavailable(exc):
                raise
            down = exc
            click.echo(
                f"warning: the database is unreachable ({exc}); spooling until it is back", err=True
            )
        sink = SpoolingWriter(
            store, url=url, spool_dir=spool_dir, spool_name="serve", timeout=timeout
        )
        if down is not None:
            sink.report_unavailable(down)
        if decode_workers is None:
            decode_workers = 1 if (os.cpu_count() or 1) >= 2 else 0
        joiner = Joiner(sink, genai, grace=join_grace)
        app = create_app(
            sink, config, policy, decode_workers=decode_workers, genai=genai, joiner=joiner
        )
        if with_ui:
            if store is None:
                raise click.ClickException(
                    "--ui needs the database at start-up, and it is unreachable; "
                    "start without --ui to keep receiving (spans are spooled)."
                )
            mount_ui(app, store.engine, token)
    except CtxstoreError as exc:
        raise click.ClickException(str(exc)) from exc
    # "[::1]" and "::1" name the same address: uvicorn binds the bare form, and a URL
    # shows it in brackets exactly once.
    bind = host.strip().removeprefix("[").removesuffix("]")
    shown = f"[{bind}]" if ":" in bind else bind
    click.echo(
        f"ctxstore serve: listening on http://{shown}:{port}/v1/traces "
        f"(auth: {'none, loopback only' if no_auth else 'bearer token'}, "
        f"max body {size} bytes, policy {policy.version}, {_decoding(decode_workers)}, "
        f"store {mask_url(resolved)})",
        err=True,
    )
    sys.stderr.flush()
    tune_gc_for_serving()
    try:
        uvicorn.run(
            app,
            host=bind,
            port=port,
            log_level=log_level,
            access_log=False,
            http=timed_protocol(header_timeout),
        )
    finally:
        sink.flush()
        sink.close()
