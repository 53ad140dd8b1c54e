"""Every command, at every depth, has --help text with an ``Example:`` (the docstring is the help)."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli


def _walk(group: click.Group, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    found = [path]
    ctx = click.Context(group)
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None
        if isinstance(command, click.Group):
            found.extend(_walk(command, (*path, name)))
        else:
            found.append((*path, name))
    return found


COMMANDS = _walk(cli)


def test_the_walk_finds_the_query_commands() -> None:
    top = {p[0] for p in COMMANDS if p}
    assert {"what-changed", "log", "show", "diff", "timeline"} <= top


@pytest.mark.parametrize("path", COMMANDS, ids=[" ".join(p) or "ctxstore" for p in COMMANDS])
def test_help_has_an_example(path: tuple[str, ...]) -> None:
    result = CliRunner().invoke(cli, [*path, "--help"])
    assert result.exit_code == 0, result.output
    assert "Example:" in result.output
    example = result.output.split("Example:", 1)[1]
    assert "ctxstore" in example, (
        f"{' '.join(path)}: the example should show a ctxstore command line"
    )
    usage_line = result.output.splitlines()[0]
    assert usage_line.startswith("Usage:")
