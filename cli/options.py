"""Options and error handling shared by the commands.

``--db`` deliberately has no click ``envvar``: the library resolves
``CTXSTORE_DATABASE_URL`` and the default location itself
(``ctxstore.store.resolve_database_url``), so the CLI and library callers can
never disagree about which database is meant.

Library errors (``ctxstore.errors.CtxstoreError``) become a one-line
``click.ClickException`` (stderr, exit code 1); with ``ctxstore --debug`` the
original traceback is shown instead.

``query_errors`` goes further for commands whose mistakes are usually the
user's words (``--since fridya``, ``--tz Mars/Base``, a missing model file):
click's own convention for a bad argument is exit status 2 with a usage hint,
so those become :class:`click.UsageError`, while a problem with the store stays
exit 1. With ``--json`` the error is a JSON object on stderr, so a script
reading stdout never parses an English sentence.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, is_dataclass
from datetime import datetime, timedelta
from typing import Any, NoReturn, ParamSpec, TypeVar

import click

from ctxstore.errors import ConfigError, CtxstoreError, TimeWordError

P = ParamSpec("P")
R = TypeVar("R")
F = TypeVar("F", bound=Callable[..., Any])  # a click command callback being decorated

db_option = click.option(
    "--db",
    "db_url",
    default=None,
    metavar="URL",
    help="Database URL (default: $CTXSTORE_DATABASE_URL, else SQLite in the ctxstore data "
    "directory; see `ctxstore db current`).",
)
json_option = click.option("--json", "as_json", is_flag=True, help="Print JSON for machines.")
policy_option = click.option(
    "--policy",
    "policy_path",
    default=None,
    metavar="FILE",
    type=click.Path(dir_okay=False),
    help="Retention policy file, TOML or JSON (default: $CTXSTORE_RETENTION_POLICY, "
    "else the built-in policy).",
)
actor_option = click.option(
    "--actor",
    default=None,
    metavar="NAME",
    help="Who is acting, for the audit log (default: the OS user).",
)


TIME_WORDS = "tuesday, yesterday, today, 2h, 3d, 90m, '3 days ago', or an ISO date/time"


def tz_option(used_for: str = "time words and output") -> Callable[[F], F]:
    """``--tz`` (``tz_name``), read by ``ctxstore.analysis.timewords.local_zone``."""
    return click.option(
        "--tz",
        "tz_name",
        metavar="ZONE",
        default=None,
        help=f"Time zone for {used_for} (default: $TZ, else the system zone).",
    )


def window_options(
    *, since_default: str | None = None, required: bool = False, tz_for: str | None = None
) -> Callable[[F], F]:
    """``--since``, ``--until`` and ``--tz``: one time window, read from time words.

    Every command that takes a window reads it the same way
    (``resolve_window(since, until, zone=local_zone(tz_name))``), so the options
    are declared once, with the same names, metavars and help.
    """
    open_start = not required and since_default is None
    start = "Start of the window" + (" (default: no lower limit)" if open_start else "")
    since = click.option(
        "--since",
        metavar="WHEN",
        required=required,
        default=since_default,
        show_default=since_default is not None,
        help=f"{start}: {TIME_WORDS}.",
    )
    until = click.option(
        "--until", metavar="WHEN", default=None, help="End of the window (default: now)."
    )
    tz = tz_option(tz_for) if tz_for else tz_option()

    def decorate(func: F) -> F:
        return since(until(tz(func)))

    return decorate


def _debug() -> bool:
    ctx = click.get_current_context(silent=True)
    if ctx is None:
        return False
    obj = ctx.find_root().obj
    return bool(isinstance(obj, dict) and obj.get("debug"))


@contextmanager
def library_errors() -> Iterator[None]:
    """Turn ctxstore errors raised inside the block into clean CLI errors."""
    try:
        yield
    except CtxstoreError as exc:
        if _debug():
            raise
        raise click.ClickException(str(exc)) from exc


def _json_fail(kind: str, message: str, code: int) -> NoReturn:
    click.echo(
        json.dumps({"error": {"type": kind, "message": message, "exit_code": code}}), err=True
    )
    raise SystemExit(code)


@contextmanager
def query_errors(as_json: bool = False) -> Iterator[None]:
    """User mistakes exit 2 (usage), store problems exit 1; JSON on stderr with ``--json``."""
    try:
        yield
    except (TimeWordError, ConfigError) as exc:
        if _debug():
            raise
        if as_json:
            _json_fail("usage", str(exc), 2)
        raise click.UsageError(str(exc)) from exc
    except CtxstoreError as exc:
        if _debug():
            raise
        if as_json:
            _json_fail(type(exc).__name__, str(exc), 1)
        raise click.ClickException(str(exc)) from exc


def handle_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Decorator form of :func:`library_errors` for a command callback."""

    @functools.wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        with library_errors():
            return func(*args, **kwargs)

    return wrapper


def _default(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, timedelta):
        return value.total_seconds()
    if isinstance(value, bytes | bytearray):
        return "<bytes>"
    if is_dataclass(value) and not isinstance(value, type):
        return asdict(value)
    if isinstance(value, set | frozenset | tuple):
        return list(value)
    return str(value)


def echo_json(data: Any) -> None:
    """Print ``data`` as indented JSON (datetimes as ISO 8601, dataclasses as objects)."""
    click.echo(json.dumps(data, indent=2, default=_default, sort_keys=False))
