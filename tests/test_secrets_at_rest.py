"""Redaction at rest: after recording prompts full of (fake) secrets with redaction on,
no secret value is anywhere in the SQLite file (WAL checkpointed) or in a
``pg_dump`` of the PostgreSQL tables, nor in the stored text once the store opens
it (text is sealed at rest), while the redacted text itself is stored.

Assemblies are built by hand from the result dataclasses so this test exercises
exactly the store path: ``Store.record`` -> retention ``to_record`` (sampling,
redaction) -> writer.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from urllib.parse import unquote

import pytest
from secrets_corpus import SECRETS
from sqlalchemy import select
from sqlalchemy.engine import make_url

from ctxstore import RecordContext, Store
from ctxstore.assembly.result import Assembly, Outcome, SectionReport, TokenizerInfo
from ctxstore.assembly.sections import Section, Tier, canonical_content
from ctxstore.db import queries
from ctxstore.db.engine import sqlite_path
from ctxstore.db.models import content_blobs
from ctxstore.retention import RetentionPolicy, SeenHashes


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _assembly(texts: list[str], i: int) -> Assembly:
    sections = [Section.system(f"You are the support assistant (deployment {i}).")]
    sections += [Section.document(f"doc:{i}:{j}", t) for j, t in enumerate(texts)]
    sections.append(Section.ask(texts[0]))  # the ask's text is never kept by the default rules
    reports = tuple(
        SectionReport(
            position=p,
            section=s,
            tier=Tier.SYSTEM if s.kind == "system" else Tier.ASK if s.kind == "ask" else Tier.DATA,
            trust="trusted" if s.kind == "system" else "untrusted",
            tokens=len(s.text) // 4,
            original_tokens=len(s.text) // 4,
            content_hash=_sha(canonical_content(s)),
            outcome=Outcome.KEPT,
        )
        for p, s in enumerate(sections)
    )
    rendered = "\n".join(s.text for s in sections)
    return Assembly(
        model="gpt-4o",
        template_version="v1",
        snapshot_id="snap",
        text=rendered,
        root_fingerprint=_sha(rendered),
        prefix_fingerprint=_sha(sections[0].text),
        sections=reports,
        tokens_total=sum(r.tokens for r in reports),
        budget=100_000,
        context_window=128_000,
        reserved_output=4_000,
        tokenizer=TokenizerInfo("o200k_base", True),
        screening_action="flag",
    )


def _record_corpus(url: str) -> bytes:
    """Record the corpus; returns every stored text as the store opens it (sealed at rest)."""
    policy = RetentionPolicy(version="redact-all", sample_rate=1.0)
    contexts = [context for _, _, context in SECRETS]
    with Store.open(url, migrate=True, policy=policy) as store:
        store.seen = SeenHashes()
        for i in range(0, len(contexts), 5):
            store.record(
                _assembly(contexts[i : i + 5], i),
                RecordContext(trace_id=f"{i + 1:032x}", subject_id=f"subject-{i}"),
            )
        with store.engine.connect() as conn:
            hashes = list(conn.execute(select(content_blobs.c.content_hash)).scalars())
        blobs = queries.blobs_by_hash(store.engine, hashes)
    return "\n".join(b.text or "" for b in blobs.values()).encode()


def _leaks(data: bytes) -> list[str]:
    return [value for _, value, _ in SECRETS if value.encode("utf-8") in data]


def test_corpus_is_big_enough_to_mean_something() -> None:
    assert len(SECRETS) >= 60
    assert len({detector for detector, _, _ in SECRETS}) >= 12


def test_no_secret_reaches_the_sqlite_file(sqlite_url: str) -> None:
    opened = _record_corpus(sqlite_url)
    path = sqlite_path(sqlite_url)
    assert path is not None
    import sqlite3

    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = b"".join(p.read_bytes() for p in path.parent.iterdir() if p.name.startswith(path.name))
    assert b"ctxs1:" in data  # the text really was stored, sealed
    assert b"[REDACTED:" in opened  # and it is the redacted text
    assert _leaks(data) == [] and _leaks(opened) == []


@pytest.mark.postgres
def test_no_secret_reaches_a_postgresql_dump(pg_url: str) -> None:
    pg_dump = shutil.which("pg_dump")
    if pg_dump is None:
        # Like conftest.require_postgres(): CI must run this check, not skip it.
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true and pg_dump is not installed", pytrace=False)
        pytest.skip("pg_dump is not installed")
    opened = _record_corpus(pg_url)
    url = make_url(pg_url)
    schema = unquote(str(url.query["options"])).split("search_path=")[1]
    dump = subprocess.run(
        [
            pg_dump,
            "--data-only",
            f"--schema={schema}",
            "-h",
            url.host or "127.0.0.1",
            "-p",
            str(url.port or 5432),
            "-U",
            url.username or "postgres",
            url.database or "test",
        ],
        check=True,
        capture_output=True,
        timeout=60,
    ).stdout
    assert b"ctxs1:" in dump and b"[REDACTED:" in opened
    assert _leaks(dump) == [] and _leaks(opened) == []


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("ci", "outcome"),
    [("true", pytest.fail.Exception), ("", pytest.skip.Exception)],
    ids=["ci-fails", "local-skips"],
)
def test_a_missing_pg_dump_fails_under_ci(
    pg_url: str, monkeypatch: pytest.MonkeyPatch, ci: str, outcome: type[BaseException]
) -> None:
    monkeypatch.setattr(shutil, "which", lambda _name: None)
    monkeypatch.setenv("CI", ci)
    with pytest.raises(outcome, match="pg_dump is not installed"):
        test_no_secret_reaches_a_postgresql_dump(pg_url)
