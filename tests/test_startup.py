"""Start-up stays cheap: what each entry point imports, checked without a clock.

Time is measured by ``benchmarks/bench_startup.py``; these tests pin the reasons
it is fast, which a timed assertion on a shared machine could not: ``import
ctxstore`` loads no SQLAlchemy, tiktoken or Alembic, ``ctxstore --help`` imports
no command module, a read command never imports Alembic or the assembler, and
the lazy command table in ``cli/main.py`` says what the commands say.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import click
import pytest
import sqlalchemy as sa
from click.testing import CliRunner
from ctxstore_cli import main as cli_main
from ctxstore_cli.main import COMMANDS, LazyGroup, cli

from ctxstore import Store
from ctxstore.db import migrate
from ctxstore.errors import StoreError

HEAVY = ("sqlalchemy", "alembic", "tiktoken", "opentelemetry.sdk", "starlette", "uvicorn")
ASSEMBLER = ("ctxstore.assembler", "ctxstore.assembly.screening", "ctxstore.assembly.budget")

_PROBE = """
import json, sys
try:
    {code}
finally:
    print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def _modules_after(code: str, env: dict[str, str] | None = None) -> tuple[set[str], str]:
    """Run ``code`` in a fresh interpreter; the modules it left loaded, and its stdout."""
    proc = subprocess.run(
        [sys.executable, "-c", _PROBE.format(code=code.replace("\n", "\n    "))],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **(env or {}), "COLUMNS": "80"},
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.strip().splitlines()
    return set(json.loads(lines[-1])), proc.stdout


def _loaded(modules: set[str], prefixes: tuple[str, ...]) -> list[str]:
    return sorted(p for p in prefixes if any(m == p or m.startswith(p + ".") for m in modules))


_CLI = "from ctxstore_cli.main import cli\ntry:\n    cli({args!r})\nexcept SystemExit as e:\n    assert not e.code, e.code"


@pytest.mark.parametrize(
    "code",
    ["import ctxstore", "import ctxstore.settings", "from ctxstore import __version__"],
    ids=["ctxstore", "settings", "version"],
)
def test_importing_the_package_loads_nothing_heavy(code: str) -> None:
    modules, _ = _modules_after(code)
    assert not _loaded(modules, HEAVY + ASSEMBLER)


@pytest.mark.parametrize("args", [["--version"], ["--help"]], ids=["version", "help"])
def test_root_options_import_no_command(args: list[str]) -> None:
    modules, out = _modules_after(_CLI.format(args=args))
    assert not _loaded(modules, HEAVY + ASSEMBLER)
    commands = sorted(m for m in modules if m.startswith("ctxstore_cli."))
    assert commands == ["ctxstore_cli.main"]
    if args == ["--help"]:
        for name in COMMANDS:
            assert name in out, f"ctxstore --help does not list {name}"
        assert "Say what changed between a time window" in out


def test_a_command_help_imports_only_its_module() -> None:
    modules, out = _modules_after(_CLI.format(args=["what-changed", "--help"]))
    assert "--since" in out
    assert "ctxstore_cli.whatchanged_command" in modules
    assert not {"ctxstore_cli.serve_command", "ctxstore_cli.demo_command"} & modules
    assert not _loaded(modules, ("alembic", "tiktoken", "opentelemetry.sdk", "uvicorn"))
    assert not _loaded(modules, ASSEMBLER)


def test_reading_a_store_imports_only_what_it_reads(tmp_path: Path) -> None:
    """what-changed opens an existing store: the schema check is one SELECT, not Alembic,
    and an SQLite store needs none of SQLAlchemy's PostgreSQL drivers."""
    url = f"sqlite:///{tmp_path / 'store.db'}"
    Store.open(url).close()  # created and migrated here, with Alembic
    for args in (["what-changed", "--since", "2h", "--db", url], ["log", "--db", url]):
        modules, out = _modules_after(_CLI.format(args=args))
        assert out.strip(), f"{args[0]} printed nothing"
        assert not _loaded(modules, ("alembic", "tiktoken", "opentelemetry.sdk", "uvicorn"))
        assert not _loaded(modules, ASSEMBLER), args
        assert not _loaded(modules, ("sqlalchemy.dialects.postgresql", "psycopg")), args
        assert "ctxstore_cli.serve_command" not in modules


# -- the lazy command table ------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(COMMANDS), ids=sorted(COMMANDS))
def test_lazy_summary_is_the_commands_own(name: str) -> None:
    command = cli.get_command(click.Context(cli), name)
    assert command is not None
    assert command.name == name
    assert not command.hidden and not command.deprecated
    # With room to spare click shows the whole first sentence: the table must hold it.
    assert command.get_short_help_str(limit=10_000) == COMMANDS[name].summary


def _module_commands() -> dict[str, click.Command]:
    """Every click command defined at module level in cli/, by object id."""
    found: dict[str, click.Command] = {}
    for path in sorted(Path(cli_main.__file__).parent.glob("*.py")):
        module = __import__(f"ctxstore_cli.{path.stem}", fromlist=["_"])
        for value in vars(module).values():
            if isinstance(value, click.Command) and value is not cli:
                found[str(id(value))] = value
    return found


def test_every_top_level_command_is_in_the_table() -> None:
    """A command module added without a table entry would be unreachable."""
    commands = _module_commands()
    nested = {
        str(id(sub))
        for command in commands.values()
        if isinstance(command, click.Group)
        for sub in command.commands.values()
    }
    top = {command.name for key, command in commands.items() if key not in nested}
    assert top == set(COMMANDS)


def test_lazy_help_is_the_eager_help() -> None:
    """``ctxstore --help`` from the table is byte-identical to click's own listing."""
    fresh = LazyGroup(
        name="ctxstore",
        lazy=COMMANDS,
        params=cli.params,
        help=cli.help,
        context_settings=cli.context_settings,
    )
    eager = click.Group(
        name="ctxstore",
        commands={name: fresh.load(name) for name in COMMANDS},
        params=cli.params,
        help=cli.help,
        context_settings=cli.context_settings,
    )
    runner = CliRunner()
    lazy_out = runner.invoke(fresh, ["--help"], terminal_width=80).output
    assert not fresh.commands, "formatting the help loaded a command"
    eager_out = runner.invoke(eager, ["--help"], terminal_width=80).output
    assert lazy_out == eager_out
    narrow = runner.invoke(fresh, ["--help"], terminal_width=60).output
    assert narrow == runner.invoke(eager, ["--help"], terminal_width=60).output


def test_an_unknown_command_says_so() -> None:
    result = CliRunner().invoke(cli, ["what-chnged"])
    assert result.exit_code == 2
    assert "No such command 'what-chnged'" in result.output


# -- the schema check without Alembic ----------------------------------------------------


def test_script_heads_agree_with_alembic() -> None:
    assert migrate.script_heads() == migrate.alembic_heads()
    assert migrate.head_revision() == migrate.alembic_heads()[0]


def _copy_versions(tmp_path: Path) -> Path:
    versions = tmp_path / "versions"
    shutil.copytree(Path(migrate.script_location(), "versions"), versions)
    return versions


def test_script_heads_see_a_branch(tmp_path: Path) -> None:
    versions = _copy_versions(tmp_path)
    head = migrate.alembic_heads()[0]
    (versions / "9999_branch.py").write_text(
        f'revision = "9999"\ndown_revision = "{head}"\n', encoding="utf-8"
    )
    (versions / "9998_other.py").write_text(
        'revision: str = "9998"\ndown_revision = ("' + head + '",)\n', encoding="utf-8"
    )
    assert migrate.script_heads(versions) == ["9998", "9999"]


@pytest.mark.parametrize(
    "script",
    [
        "import uuid\nrevision = uuid.uuid4().hex[:4]\ndown_revision = None\n",
        'revision = "9999"\n',
        'revision = "9999"\ndown_revision = "nope"\n',
        'revision = "0001"\ndown_revision = None\n',
        "revision = (\n",
    ],
    ids=["computed", "no-down-revision", "dangling", "duplicate", "syntax-error"],
)
def test_script_heads_defer_to_alembic_when_unsure(tmp_path: Path, script: str) -> None:
    """Anything but plain literals makes the fast path step aside (None), not guess."""
    versions = _copy_versions(tmp_path)
    (versions / "9999_odd.py").write_text(script, encoding="utf-8")
    assert migrate.script_heads(versions) is None


def test_current_revision_agrees_with_alembic(db_url: str) -> None:
    from alembic.runtime.migration import MigrationContext

    engine = sa.create_engine(db_url)
    try:
        assert migrate.current_revision(engine) is None
        for revision in ("0001", migrate.head_revision()):
            migrate.upgrade(db_url, revision)
            with engine.connect() as conn:
                expected = MigrationContext.configure(conn).get_current_revision()
            assert migrate.current_revision(engine) == expected == revision
    finally:
        engine.dispose()


def test_two_recorded_revisions_are_a_clear_error(sqlite_url: str) -> None:
    Store.open(sqlite_url).close()
    engine = sa.create_engine(sqlite_url)
    with engine.begin() as conn:
        conn.execute(sa.text("INSERT INTO alembic_version (version_num) VALUES ('0002')"))
    engine.dispose()
    with pytest.raises(StoreError, match=r"2 schema revisions .*restore the database"):
        Store.open(sqlite_url, create=False)
