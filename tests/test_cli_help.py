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


WINDOW_COMMANDS = [["log"], ["timeline", "--dimension", "model_id"], ["what-changed"]]


@pytest.mark.parametrize("command", WINDOW_COMMANDS, ids=[c[0] for c in WINDOW_COMMANDS])
def test_window_commands_take_the_same_time_options(command: list[str], tmp_path) -> None:
    help_text = CliRunner().invoke(cli, [command[0], "--help"]).output
    for option in ("--since WHEN", "--until WHEN", "--tz ZONE"):
        assert option in help_text, f"{command[0]}: {option}"
    assert "'3 days ago'" in " ".join(help_text.split())
    db = f"sqlite:///{tmp_path / 'none.db'}"
    bad = CliRunner().invoke(cli, [*command, "--since", "last blue moon", "--db", db])
    # A bad time word is a usage error: exit 2, like click's own (issue 10; it was 1).
    assert bad.exit_code == 2 and "tuesday" in bad.output and "Traceback" not in bad.output
