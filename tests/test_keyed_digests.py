"""Keyed digests by default: the secret lives outside the database, the store knows it
only by check value, and every reader still finds what ``assemble()`` printed."""

from __future__ import annotations

import stat
from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli
from disk_bytes import sqlite_files
from sqlalchemy import insert, select
from store_records import record, sha

from ctxstore import RecordContext, Section, Store, assemble
from ctxstore.db import migrate, queries
from ctxstore.db.engine import make_engine
from ctxstore.db.keyring import StoreKeyError
from ctxstore.db.models import assemblies, assembly_sections, audit_log
from ctxstore.db.writer import _assembly_row
from ctxstore.errors import ConfigError
from ctxstore.retention import RetentionPolicy, SeenHashes, fingerprint, to_record
from ctxstore.retention.capture import keyed_subject
from ctxstore.retention.keys import hmac_secret
from ctxstore.retention.redaction import DEFAULT_PLACEHOLDER_KEY
from ctxstore.retention.redaction.placeholders import placeholder_tag


@pytest.mark.usefixtures("default_key_files")
def test_the_default_secret_is_created_once_0600_in_the_data_directory(
    _isolated_home: Path, sqlite_url: str
) -> None:
    with Store.open(sqlite_url) as store:
        source = store.policy.hmac_key_source
    path = _isolated_home / "keys" / "hmac.key"
    assert source == f"file:{path}"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    secret = path.read_bytes().strip()
    assert len(secret) == 64
    # Not in the database, in any form.
    assert secret not in sqlite_files(sqlite_url)
    with Store.open(sqlite_url) as again:
        assert again.policy.hmac_key == secret  # the same key next time, not a new one


@pytest.mark.usefixtures("default_key_files")
def test_a_key_file_others_can_read_is_refused(_isolated_home: Path, sqlite_url: str) -> None:
    path = _isolated_home / "keys" / "hmac.key"
    path.parent.mkdir(parents=True)
    path.write_text("x" * 64)
    path.chmod(0o644)
    with pytest.raises(ConfigError, match="chmod 600"):
        Store.open(sqlite_url)


@pytest.mark.usefixtures("default_key_files")
def test_a_fleet_key_file_and_a_missing_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fleet = tmp_path / "fleet.key"
    fleet.write_text("f" * 48)
    fleet.chmod(0o600)
    monkeypatch.setenv("CTXSTORE_HMAC_KEY_FILE", str(fleet))
    assert hmac_secret().value == b"f" * 48
    monkeypatch.setenv("CTXSTORE_HMAC_KEY_FILE", str(tmp_path / "nope.key"))
    with pytest.raises(ConfigError, match="CTXSTORE_HMAC_KEY_FILE"):
        hmac_secret()


def test_a_store_refuses_a_process_with_another_secret(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Store.open(db_url, migrate=True) as store:
        store.write([record(1)])
        first = store.policy.hmac_key
    monkeypatch.setenv("CTXSTORE_HMAC_KEY", "another-secret-" + "0" * 20)
    with pytest.raises(StoreKeyError, match=r"hmac key .* but this process has key") as err:
        Store.open(db_url)
    assert "CTXSTORE_HMAC_KEY" in str(err.value) and "hmac.key" in str(err.value)
    monkeypatch.setenv("CTXSTORE_HMAC_KEY", (first or b"").decode())
    with Store.open(db_url) as store:
        assert store.policy.hmac_key == first
        assert len(queries.recent_assemblies(store.engine)) == 1


def test_show_diff_holds_and_erasure_take_what_assemble_printed(db_url: str) -> None:
    with Store.open(db_url, migrate=True) as store:
        results = []
        for i in range(2):
            result = assemble(
                [Section.system("You are terse."), Section.ask(f"question {i}")], model="gpt-4o"
            )
            store.record(result, RecordContext(trace_id=f"{i + 1:032x}", subject_id="ann"))
            results.append(result)
        raw = results[0].root_fingerprint
        stored = queries.get_assembly(store.engine, raw)
        assert stored.root_fingerprint == fingerprint(store.policy, raw) != raw
        assert stored.subject_id == keyed_subject(store.policy.hmac_key or b"", "ann")
        runner = CliRunner()
        out = runner.invoke(cli, ["show", raw, "--db", store.url]).stdout
        assert "You are terse." in out
        out = runner.invoke(
            cli, ["diff", raw, results[1].root_fingerprint, "--db", store.url]
        ).stdout
        assert "changed" in out
        ask_hash = results[0].report("ask").content_hash
        hold = store.add_hold("fingerprint", ask_hash)
        assert hold.coverage is not None and hold.coverage.assemblies == 1
        assert store.erase_subject("ann").assemblies_held == 1


def _legacy_store(url: str) -> list[object]:
    """A store with rows written before 0007: raw digests, subjects in clear, sha256 audit."""
    migrate.upgrade(url, "0004")
    records = [record(i, subject_id="zoe") for i in range(3)]
    engine = make_engine(url)
    now = datetime.now(UTC)
    with engine.begin() as conn:
        for r in records:
            aid = conn.execute(
                insert(assemblies).values(_assembly_row(r, now)).returning(assemblies.c.id)
            ).scalar_one()
            conn.execute(
                insert(assembly_sections),
                [
                    {
                        "assembly_id": aid, "position": s.position, "name": s.name,
                        "kind": s.kind, "trust": s.trust, "priority": s.priority,
                        "pinned": s.pinned, "tokens": s.tokens, "content_hash": s.content_hash,
                        "outcome": s.outcome, "screening_hits": [], "text_kept": False,
                    }
                    for s in r.sections
                ],
            )  # fmt: skip
        conn.execute(
            insert(audit_log).values(
                ts=now, actor="dpo", action="erase", details={"subject": "sha256:" + sha("bob")}
            )
        )
    engine.dispose()
    migrate.upgrade(url)
    return records


@pytest.mark.usefixtures("default_key_files")
def test_a_legacy_store_is_rekeyed_and_then_answers_by_raw_hash(db_url: str) -> None:
    records = _legacy_store(db_url)
    raw = records[0].root_fingerprint  # type: ignore[attr-defined]
    if db_url.startswith("sqlite"):
        store = Store.open(db_url)  # the laptop default rekeys itself on open
    else:
        with pytest.raises(StoreKeyError, match="ctxstore db rekey"):
            Store.open(db_url)
        result = CliRunner().invoke(cli, ["db", "rekey", "--db", db_url, "--yes"])
        assert result.exit_code == 0, result.output
        assert "Keyed" in result.stdout and "1 unkeyed digests" in result.stdout
        store = Store.open(db_url)
    with store:
        found = queries.get_assembly(store.engine, raw)
        assert found.root_fingerprint == fingerprint(store.policy, raw)
        zoe = keyed_subject(store.policy.hmac_key or b"", "zoe")
        assert found.subject_id == zoe
        with store.engine.connect() as conn:
            details = [d for (d,) in conn.execute(select(audit_log.c.details))]
            hashes = set(conn.execute(select(assembly_sections.c.content_hash)).scalars())
        assert not any(str(d.get("subject", "")).startswith("sha256:") for d in details)
        assert sha(records[0].sections[0].content_hash) not in hashes  # type: ignore[attr-defined]
        assert records[0].sections[0].content_hash not in hashes  # type: ignore[attr-defined]
        assert store.erase_subject("zoe").assemblies == 3


@pytest.mark.parametrize("path", ["store", "span"], ids=["store-record", "span-policy-in-code"])
def test_placeholder_tags_are_keyed_with_the_store_secret(sqlite_url: str, path: str) -> None:
    """The 16-bit tag is HMAC(secret, value), not HMAC(public default key, value): the
    public key let anyone pin an address in 10.1.x.x down from its placeholder."""
    email = "bob.stone@example.com"
    result = assemble([Section.document("d", f"mail {email} today")], model="gpt-4o")
    if path == "store":
        with Store.open(sqlite_url) as store:
            rec = store.to_record(result)
            secret = store.policy.hmac_key or b""
    else:  # a policy built in code, without a key of its own, as assemble(policy=...) gets
        rec = to_record(
            result, policy=RetentionPolicy(), trace_id="cd" * 16, span_id="ef" * 8,
            timestamp=datetime.now(UTC), seen=SeenHashes(),
        )  # fmt: skip
        secret = hmac_secret().value
    text = rec.sections[0].text or ""
    assert f"[REDACTED:email:{placeholder_tag(secret, email)}]" in text
    assert placeholder_tag(DEFAULT_PLACEHOLDER_KEY, email) != placeholder_tag(secret, email)
