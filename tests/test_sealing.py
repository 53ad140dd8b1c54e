"""Sealed text: readable through the store, rotated, refused with a foreign master key,
and recoverable from a lost key only by giving up the text nobody can decrypt."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli
from disk_bytes import sqlite_files
from sqlalchemy import func, select
from store_records import T0, record

from ctxstore import Store
from ctxstore.db import queries
from ctxstore.db.keyring import StoreKeyError
from ctxstore.db.models import content_blobs, data_keys

DOC = "Runbook: restart the ingest worker, then page the on-call."


def _doc_text(store: Store) -> str | None:
    rec = record(1, doc=DOC)
    h = rec.sections[3].content_hash
    return queries.blobs_by_hash(store.engine, [h])[h].text


def test_text_is_sealed_at_rest_and_opened_on_read(db_url: str) -> None:
    with Store.open(db_url, migrate=True) as store:
        store.write([record(1, doc=DOC), record(2, subject_id="sam")])
        with store.engine.connect() as conn:
            stored = list(conn.execute(select(content_blobs.c.text)).scalars())
            keys = conn.execute(select(data_keys.c.subject)).scalars().all()
        assert stored and all(t.startswith("ctxs1:") for t in stored)
        assert DOC not in "".join(stored)
        assert _doc_text(store) == DOC
        # the shared key of the day, and sam's own key (his ask is personal)
        assert len(keys) == 2 and "" in keys
        assert any(k.startswith("hmac-sha256:") for k in keys)


@pytest.mark.usefixtures("default_key_files")
def test_rotation_rewraps_every_key_and_the_text_still_reads(
    sqlite_url: str, _isolated_home: Path
) -> None:
    with Store.open(sqlite_url) as store:
        store.write([record(i, doc=DOC if i == 1 else None, subject_id=f"u{i}") for i in range(4)])
        old = (_isolated_home / "keys" / "master.key").read_text()
        before = store.rotate_master_key()[0]
        key_id, n = store.rotate_master_key()
        assert key_id != before and n == 5  # the shared key and one per subject
        assert _doc_text(store) == DOC
    path = _isolated_home / "keys" / "master.key"
    assert path.read_text() != old and stat.S_IMODE(path.stat().st_mode) == 0o600
    assert old.strip().encode() not in sqlite_files(sqlite_url)
    with Store.open(sqlite_url) as again:  # a new process: reads the rotated key file
        assert _doc_text(again) == DOC
    out = CliRunner().invoke(cli, ["db", "rotate-key", "--db", sqlite_url])
    assert out.exit_code == 0 and "Re-wrapped 5 data keys" in out.stdout


def test_a_foreign_or_lost_master_key_is_refused_with_what_to_do(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Store.open(db_url, migrate=True) as store:
        store.write([record(1, doc=DOC)])
    monkeypatch.setenv("CTXSTORE_MASTER_KEY", "ab" * 32)
    with pytest.raises(StoreKeyError, match="master key") as err:
        Store.open(db_url)
    message = str(err.value)
    assert "CTXSTORE_MASTER_KEY" in message and "forget-sealed-text" in message
    runner = CliRunner()
    out = runner.invoke(cli, ["db", "forget-sealed-text", "--db", db_url, "--yes"])
    assert out.exit_code == 0, out.output
    with Store.open(db_url) as store:  # opens with the new key; the old text is gone
        assert _doc_text(store) is None
        with store.engine.connect() as conn:
            assert conn.execute(select(func.count()).select_from(data_keys)).scalar_one() == 0
        store.write([record(5, ts=T0, doc="New runbook.")])
        rec = record(5, ts=T0, doc="New runbook.")
        h = rec.sections[3].content_hash
        assert queries.blobs_by_hash(store.engine, [h])[h].text == "New runbook."


def test_a_malformed_master_key_is_a_clear_error(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ctxstore.errors import ConfigError

    monkeypatch.setenv("CTXSTORE_MASTER_KEY", "not-hex")
    with pytest.raises(ConfigError, match="64 hex characters"):
        Store.open(sqlite_url)
