"""``ctxstore serve`` as a user starts it: options shared with the other commands, the
database chosen by the library's rule (``--db``, else ``CTXSTORE_DATABASE_URL``)."""

from __future__ import annotations

from typing import Any

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli

from ctxstore import settings


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Replace uvicorn.run: record how the command would listen instead of listening."""
    import uvicorn

    seen: dict[str, Any] = {}

    def run(app: Any, **kwargs: Any) -> None:
        seen.update(kwargs)

    monkeypatch.setattr(uvicorn, "run", run)
    monkeypatch.setenv(settings.SERVE_TOKEN, "t0ken")
    return seen


def test_database_url_comes_from_the_environment_when_no_db_option(
    started, sqlite_url, monkeypatch
):
    monkeypatch.setenv(settings.DATABASE_URL, sqlite_url)
    result = CliRunner().invoke(cli, ["serve", "--port", "0"])
    assert result.exit_code == 0, result.output
    assert f"store {sqlite_url})" in result.output and started["port"] == 0


def test_db_option_beats_the_environment(started, sqlite_url, tmp_path, monkeypatch):
    monkeypatch.setenv(settings.DATABASE_URL, f"sqlite:///{tmp_path / 'not-this.db'}")
    result = CliRunner().invoke(cli, ["serve", "--db", sqlite_url])
    assert result.exit_code == 0, result.output
    assert f"store {sqlite_url})" in result.output
    assert not (tmp_path / "not-this.db").exists()


def test_policy_option_loads_the_ingest_policy(started, sqlite_url, tmp_path):
    policy = tmp_path / "policy.toml"
    policy.write_text('version = "ingest-7"\ncapture = false\n')
    result = CliRunner().invoke(cli, ["serve", "--db", sqlite_url, "--policy", str(policy)])
    assert result.exit_code == 0, result.output
    assert "policy ingest-7" in result.output


def test_help_uses_the_shared_options_and_keeps_its_example():
    result = CliRunner().invoke(cli, ["serve", "--help"])
    assert result.exit_code == 0
    assert "CTXSTORE_SERVE_TOKEN=s3cret ctxstore serve --db postgresql+psycopg://ctx@db/ctx" in (
        result.output
    )
    assert "$CTXSTORE_DATABASE_URL" in result.output and "--policy FILE" in result.output


def test_startup_log_shows_upgrades_but_not_alembic_chatter(started, tmp_path, caplog):
    url = f"sqlite:///{tmp_path / 'fresh.db'}"
    with caplog.at_level("INFO"):
        first = CliRunner().invoke(cli, ["serve", "--db", url])
        second = CliRunner().invoke(cli, ["serve", "--db", url])
    assert first.exit_code == 0 and second.exit_code == 0, first.output + second.output
    messages = [r.getMessage() for r in caplog.records if r.name.startswith("alembic")]
    assert any(m.startswith("Running upgrade") for m in messages)  # the first start migrates
    assert not [m for m in messages if m.startswith(("Context impl", "Will assume"))]


def test_startup_line_names_the_store_without_its_password(started):
    url = "postgresql+psycopg://bob:hunter2@127.0.0.1:1/nodb"  # nothing listens on port 1
    result = CliRunner().invoke(cli, ["serve", "--db", url])
    assert result.exit_code == 0, result.output
    assert "store postgresql+psycopg://bob:***@127.0.0.1:1/nodb)" in result.output
    assert "hunter2" not in result.output
