"""``ctxstore retention`` through click's CliRunner, on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli
from store_records import record

from ctxstore import Store
from ctxstore.db import queries
from ctxstore.retention.capture import keyed_subject


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


@pytest.fixture
def policy_file(tmp_path: Path) -> str:
    path = tmp_path / "retention.toml"
    path.write_text(
        'version = "cli-3"\ncontent_ttl = "7d"\nmetadata_ttl = "30d"\nsample_rate = 0.25\n',
        encoding="utf-8",
    )
    return str(path)


@pytest.fixture
def filled(db_url: str) -> str:
    now = datetime.now(UTC)
    with Store.open(db_url, migrate=True) as store:
        store.write(
            [record(i, ts=now - timedelta(days=60), subject_id="old-user") for i in range(4)]
            + [record(10 + i, ts=now - timedelta(days=10)) for i in range(3)]
            + [record(20 + i, ts=now - timedelta(hours=1), subject_id="u-1") for i in range(2)]
        )
    return db_url


def test_show_prints_the_policy_version_and_source(policy_file: str) -> None:
    code, out, _ = run("retention", "show", "--policy", policy_file)
    assert code == 0
    assert "policy version: cli-3" in out and policy_file in out
    assert "content TTL:    7d" in out
    code, out, _ = run("retention", "show", "--policy", policy_file, "--json")
    data = json.loads(out)
    assert (data["version"], data["content_ttl"], data["sample_rate"]) == ("cli-3", "7d", 0.25)
    assert data["source"].endswith("retention.toml")


def test_show_without_a_file_is_the_built_in_default() -> None:
    code, out, _ = run("retention", "show", "--json")
    assert code == 0 and json.loads(out)["source"] == "built-in default"


def test_show_reads_the_policy_from_the_environment(
    policy_file: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CTXSTORE_RETENTION_POLICY", policy_file)
    assert json.loads(run("retention", "show", "--json")[1])["version"] == "cli-3"


def test_apply_dry_run_then_apply(filled: str, policy_file: str) -> None:
    code, out, _ = run(
        "retention", "apply", "--db", filled, "--policy", policy_file, "--dry-run", "--json"
    )
    assert code == 0
    preview = json.loads(out)
    assert preview["dry_run"] is True and preview["policy_version"] == "cli-3"
    # 30-day metadata TTL: the 4 sixty-day-old assemblies; 7-day content TTL: 4+3 records' texts.
    assert preview["counts"]["assemblies_deleted"] == 4
    assert preview["counts"]["blobs_expired"] == 14
    with Store.open(filled) as store:
        assert len(queries.recent_assemblies(store.engine, limit=100)) == 9

    code, out, _ = run(
        "retention", "apply", "--db", filled, "--policy", policy_file, "--batch-size", "2"
    )
    assert code == 0
    assert "Purged under policy cli-3" in out
    assert "4  assemblies deleted (metadata TTL)" in out
    with Store.open(filled) as store:
        assert len(queries.recent_assemblies(store.engine, limit=100)) == 5
    code, out, _ = run("retention", "audit", "--db", filled, "--json")
    purges = [r for r in json.loads(out) if r["action"] == "purge"]
    assert [p["dry_run"] for p in purges] == [False, True]  # newest first
    assert purges[0]["policy_version"] == "cli-3"


def test_hold_add_list_remove(filled: str) -> None:
    code, out, _ = run(
        "retention", "hold", "add", "--template", "v1", "--reason", "case 7", "--db", filled
    )
    assert code == 0 and "placed on template_version v1" in out
    code, out, _ = run("retention", "hold", "list", "--db", filled, "--json")
    (hold,) = json.loads(out)
    assert (hold["scope"], hold["value"], hold["reason"]) == ("template_version", "v1", "case 7")
    code, _, err = run("retention", "hold", "add", "--template", "v1", "--db", filled)
    assert code == 1 and "already exists" in err
    code, out, _ = run("retention", "hold", "remove", "--template", "v1", "--db", filled)
    assert code == 0 and "released" in out
    assert "No legal holds." in run("retention", "hold", "list", "--db", filled)[1]


@pytest.mark.parametrize(
    "args",
    [[], ["--template", "v1", "--subject", "x"]],
    ids=["none", "two"],
)
def test_hold_needs_exactly_one_target(args: list[str], sqlite_url: str) -> None:
    code, _, err = run("retention", "hold", "add", *args, "--db", sqlite_url)
    assert code == 2 and "exactly one of" in err


def test_hold_add_says_what_the_hold_covers(filled: str) -> None:
    code, out, err = run("retention", "hold", "add", "--subject", "old-user", "--db", filled)
    assert code == 0
    assert "It keeps 4 assemblies and 11 text blobs." in out and "Warning" not in err
    code, out, _ = run("retention", "hold", "add", "--template", "v-typo", "--db", filled, "--json")
    data = json.loads(out)
    assert (data["assemblies"], data["blobs"], data["matched"]) == (0, 0, "as given")
    code, out, err = run("retention", "hold", "add", "--template", "v-typ0", "--db", filled)
    assert code == 0 and "It keeps 0 assemblies and 0 text blobs." in out
    assert "matches nothing" in err


def test_held_data_survives_apply(filled: str, policy_file: str) -> None:
    run("retention", "hold", "add", "--subject", "old-user", "--db", filled)
    code, out, _ = run("retention", "apply", "--db", filled, "--policy", policy_file, "--json")
    assert code == 0
    counts = json.loads(out)["counts"]
    assert counts["assemblies_deleted"] == 0 and counts["assemblies_held"] == 4


def test_erase_reports_shared_blobs_and_audits_without_the_subject(filled: str) -> None:
    code, out, _ = run("retention", "erase", "--subject", "u-1", "--db", filled, "--dry-run")
    assert code == 0 and "would be erased" in out
    code, out, _ = run("retention", "erase", "--subject", "u-1", "--db", filled, "--yes")
    assert code == 0
    assert "2  assemblies unlinked" in out
    # u-1's 2 asks and 2 documents; the 3 stable sections other subjects use stay.
    assert "4  text blobs erased" in out
    assert "3  shared text blobs kept" in out
    code, out, _ = run("retention", "audit", "--db", filled, "--json")
    erasures = [r for r in json.loads(out) if r["action"] == "erase"]
    assert len(erasures) == 2 and "u-1" not in json.dumps(erasures)


def test_erase_asks_for_confirmation(filled: str) -> None:
    code, _, _ = run("retention", "erase", "--subject", "u-1", "--db", filled, input="n\n")
    assert code == 1
    with Store.open(filled) as store:
        u1 = keyed_subject(store.policy.hmac_key or b"", "u-1")
        assert sum(a.subject_id == u1 for a in queries.recent_assemblies(store.engine)) == 2


def test_bad_policy_file_is_a_clean_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('content_ttl = "soon"\n', encoding="utf-8")
    code, _, err = run("retention", "show", "--policy", str(bad))
    assert code == 1 and "content_ttl" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "args",
    [
        ["log"],
        ["show", "abcdef123456"],
        ["diff", "abcdef123456", "123456abcdef"],
        ["timeline", "--dimension", "model_id"],
        ["what-changed", "--since", "2h"],
        ["retention", "hold", "list"],
        ["retention", "audit"],
    ],
    ids=lambda a: "-".join(a[:2]),
)
def test_read_only_commands_do_not_create_a_mistyped_store(args: list[str], tmp_path: Path) -> None:
    typo = tmp_path / "typo.db"
    code, _, err = run(*args, "--db", f"sqlite:///{typo}")
    assert code == 1
    assert f"no store at {typo}" in err and "check --db" in err
    assert not typo.exists()
