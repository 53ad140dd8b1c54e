"""Entry point of the ``ctxstore`` command: the root group and error handling.

Each command group lives in its own module and is registered here, so this file
stays a table of contents. Library errors (``ctxstore.errors``) become clean
messages on stderr with a non-zero exit code; ``--debug`` shows the traceback.
"""

from __future__ import annotations

import click

from ctxstore._version import __version__


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="ctxstore")
@click.option("--debug", is_flag=True, help="Show full tracebacks on errors.")
@click.pass_context
def cli(ctx: click.Context, debug: bool) -> None:
    """ctxstore: versioned, observable LLM context assembly.

    Example:

        ctxstore demo && ctxstore what-changed --since tuesday
    """
    ctx.ensure_object(dict)
    ctx.obj["debug"] = debug


from .serve_command import serve  # noqa: E402

cli.add_command(serve)

from .db_commands import db  # noqa: E402
from .retention_commands import retention  # noqa: E402

cli.add_command(db)
cli.add_command(retention)

from .query_commands import diff, log, show, timeline  # noqa: E402
from .whatchanged_command import what_changed  # noqa: E402

cli.add_command(what_changed)
cli.add_command(log)
cli.add_command(show)
cli.add_command(diff)
cli.add_command(timeline)

from .demo_command import demo  # noqa: E402
from .ui_command import ui  # noqa: E402

cli.add_command(ui)

cli.add_command(demo)
