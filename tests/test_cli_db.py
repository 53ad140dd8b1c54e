"""``ctxstore db`` through click's CliRunner, on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli

from ctxstore.db import migrate

HEAD = migrate.head_revision()


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def test_upgrade_then_current_reports_head(db_url: str) -> None:
    code, out, _ = run("db", "upgrade", "--db", db_url)
    assert code == 0 and f"to revision {HEAD}" in out
    code, out, _ = run("db", "upgrade", "--db", db_url)
    assert code == 0 and "already at revision" in out
    code, out, _ = run("db", "current", "--db", db_url, "--json")
    assert code == 0
    assert json.loads(out) == {
        "url": db_url.replace("postgresql://", "postgresql+psycopg://"),
        "current": HEAD,
        "head": HEAD,
        "status": "up to date",
    }


def test_downgrade_needs_confirmation_then_drops_the_revision(db_url: str) -> None:
    run("db", "upgrade", "--db", db_url)
    code, _, _ = run("db", "downgrade", "0001", "--db", db_url, input="n\n")
    assert code == 1  # aborted
    assert run("db", "current", "--db", db_url, "--json")[1].count(HEAD) == 2
    code, out, _ = run("db", "downgrade", "0001", "--db", db_url, "--yes")
    assert code == 0 and f"from {HEAD} to 0001" in out
    code, out, _ = run("db", "current", "--db", db_url)
    assert "current:  0001" in out and "needs upgrade" in out and "ctxstore db upgrade" in out


def test_current_on_the_default_store_prints_its_path_without_creating_it(
    _isolated_home: Path,
) -> None:
    code, out, _ = run("db", "current")
    assert code == 0
    assert f"database: sqlite:///{_isolated_home / 'ctxstore.db'}" in out
    assert "not initialised" in out
    assert not (_isolated_home / "ctxstore.db").exists()


def test_database_url_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url = f"sqlite:///{tmp_path / 'env.db'}"
    monkeypatch.setenv("CTXSTORE_DATABASE_URL", url)
    code, out, _ = run("db", "upgrade")
    assert code == 0 and url in out
    assert (tmp_path / "env.db").exists()


def test_password_is_masked_in_output(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = run("db", "current", "--db", "postgresql://bob:hunter2@127.0.0.1:1/nodb")
    assert "hunter2" not in out + err
    assert code != 0 and "Error:" in err and "Traceback" not in err


def test_bad_url_is_a_clean_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CTXSTORE_DATABASE_URL", "mysql://x@y/z")
    code, _, err = run("db", "current")
    assert code == 1
    assert "CTXSTORE_DATABASE_URL" in err and "not supported" in err and "Traceback" not in err


def test_failed_upgrade_exits_non_zero_with_recovery_hint(sqlite_url: str) -> None:
    run("db", "upgrade", "0001", "--db", sqlite_url)
    import sqlite3

    conn = sqlite3.connect(sqlite_url.removeprefix("sqlite:///"))
    conn.execute("CREATE TABLE rollup_hourly (x INTEGER)")
    conn.commit()
    conn.close()
    code, _, err = run("db", "upgrade", "--db", sqlite_url)
    assert code == 1
    assert "left at revision 0001" in err and "ctxstore db upgrade head" in err


@pytest.mark.parametrize(
    "args",
    [["db"], ["db", "upgrade"], ["db", "downgrade"], ["db", "current"]],
    ids=["group", "upgrade", "downgrade", "current"],
)
def test_every_db_command_has_help_with_an_example(args: list[str]) -> None:
    code, out, _ = run(*args, "--help")
    assert code == 0 and "Example:" in out
