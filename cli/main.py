"""Entry point of the ``ctxstore`` command: the root group and error handling.

Each command group lives in its own module and is listed here, so this file
stays a table of contents. The group is lazy: a command's module is imported
only when that command runs or its own help is shown, because the modules pull
in SQLAlchemy, Alembic, the assembler or uvicorn, and ``ctxstore --version``,
``ctxstore --help`` or ``ctxstore what-changed`` should not pay for all of them.
``ctxstore --help`` lists every command from the one-line summaries kept in
:data:`COMMANDS` (``tests/test_startup.py`` checks they match the commands' own help).

Library errors (``ctxstore.errors``) become clean messages on stderr with a
non-zero exit code (``cli/options.py``); ``--debug`` shows the traceback.
"""

from __future__ import annotations

import importlib
from typing import Any, NamedTuple

import click

from ctxstore._version import __version__


class LazyCommand(NamedTuple):
    """Where a command lives, and its one-line summary for the root ``--help``."""

    module: str  # relative to this package
    attribute: str
    summary: str  # the first sentence of the command's docstring


# name -> where it lives; alphabetical, the order ``ctxstore --help`` shows.
COMMANDS: dict[str, LazyCommand] = {
    "cache-report": LazyCommand(
        ".outcome_commands",
        "cache_report",
        "Compare each cache prefix's observed prompt-cache reads with the assembler's prediction.",
    ),
    "db": LazyCommand(
        ".db_commands", "db", "Create, inspect and migrate the store's database schema."
    ),
    "demo": LazyCommand(
        ".demo_command",
        "demo",
        "Record a realistic week of a support bot's traffic, with scripted changes.",
    ),
    "diff": LazyCommand(
        ".query_commands",
        "diff",
        "Compare two assemblies section by section, with the prompt-cache verdict.",
    ),
    "log": LazyCommand(
        ".query_commands",
        "log",
        "List recent assemblies, newest first, with full trace IDs for `show` and `diff`.",
    ),
    "retention": LazyCommand(
        ".retention_commands",
        "retention",
        "Apply the retention policy: TTL purges, legal holds, erasure by subject.",
    ),
    "score": LazyCommand(
        ".score_command",
        "score",
        "Record a score (feedback, an eval) for one trace; a later one replaces it.",
    ),
    "screening": LazyCommand(
        ".screening_commands",
        "screening",
        "Scan untrusted text for injections; measure and train the screener.",
    ),
    "serve": LazyCommand(
        ".serve_command",
        "serve",
        "Receive OpenTelemetry spans over OTLP/HTTP and store the assemblies.",
    ),
    "show": LazyCommand(
        ".query_commands",
        "show",
        "Show one assembly: metadata, outcomes and scores, sections, and text where retained.",
    ),
    "timeline": LazyCommand(
        ".query_commands", "timeline", "Chart each value's share of traffic per hour or day."
    ),
    "ui": LazyCommand(
        ".ui_command",
        "ui",
        "Serve a read-only web view of the store: what changed, timeline, assemblies, diffs, log.",
    ),
    "what-changed": LazyCommand(
        ".whatchanged_command",
        "what_changed",
        "Say what changed between a time window and the window before it.",
    ),
    "why": LazyCommand(
        ".outcome_commands", "why", "Find what the requests with a bad outcome have in common."
    ),
}


class LazyGroup(click.Group):
    """A group whose subcommands are imported on first use (see the module docstring)."""

    def __init__(self, *args: Any, lazy: dict[str, LazyCommand], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy = lazy

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *self.lazy})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in self.lazy:
            self.add_command(self.load(cmd_name), cmd_name)
        return super().get_command(ctx, cmd_name)

    def load(self, cmd_name: str) -> click.Command:
        """Import the command ``cmd_name`` from the module the table names."""
        entry = self.lazy[cmd_name]
        command = getattr(importlib.import_module(entry.module, __package__), entry.attribute)
        if not isinstance(command, click.Command):
            raise TypeError(f"{entry.module}.{entry.attribute} is not a click command")
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """List the commands without importing them: a placeholder carries the summary."""
        rows = [
            (name, self.commands.get(name) or click.Command(name, help=self.lazy[name].summary))
            for name in self.list_commands(ctx)
        ]
        rows = [(name, cmd) for name, cmd in rows if not cmd.hidden]
        if not rows:
            return
        # Same layout as click.Group.format_commands: three times the default spacing.
        limit = formatter.width - 6 - max(len(name) for name, _ in rows)
        with formatter.section("Commands"):
            formatter.write_dl([(name, cmd.get_short_help_str(limit)) for name, cmd in rows])


@click.group(
    cls=LazyGroup,
    lazy=COMMANDS,
    context_settings={"help_option_names": ["-h", "--help"]},
)
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
