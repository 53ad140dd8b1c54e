"""Erased and expired text is gone from the bytes, not only from query results.

Read as a compliance reviewer would: 50 planted markers per case, then a byte
search of the SQLite file and its WAL, or of every raw PostgreSQL page
(``pageinspect``), with another connection to the store held open the whole
time (a running service). Each case first checks the markers *are* found
before the erasure or purge, so a search that sees nothing cannot pass by
accident; the control case shows what upstream SQLite defaults leave behind.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import timedelta

import pytest
from disk_bytes import count_markers, postgres_pages, sqlite_files
from sqlalchemy import text
from store_records import T0, record

from ctxstore import Store
from ctxstore.db import engine as engine_module
from ctxstore.db import erasure, purge
from ctxstore.db.engine import is_sqlite, sqlite_path
from ctxstore.retention import RetentionPolicy

N = 50
POLICY = RetentionPolicy(
    version="disk-1", content_ttl=timedelta(days=30), metadata_ttl=timedelta(days=400)
)


def _markers(tag: str) -> list[str]:
    return [f"MARKER-{tag}-{i:03d}-zq" for i in range(N)]


def _raw(url: str) -> bytes:
    return sqlite_files(url) if is_sqlite(url) else postgres_pages(url)


@pytest.fixture
def held_open(db_url: str) -> Iterator[Store]:
    """A second store on the same database with a connection that has read and stays open."""
    with Store.open(db_url, migrate=True, policy=POLICY) as other:
        conn = other.engine.connect()
        conn.execute(text("SELECT count(*) FROM content_blobs")).scalar()
        conn.commit()
        raw = None
        path = sqlite_path(db_url)
        if path is not None:
            raw = sqlite3.connect(path)
            raw.execute("SELECT count(*) FROM content_blobs").fetchone()
        try:
            yield other
        finally:
            conn.close()
            if raw is not None:
                raw.close()


def _erasure_case(store: Store, markers: list[str]) -> None:
    victim = [
        record(i, subject_id="victim", ask=f"My account {m} was charged twice, please help.")
        for i, m in enumerate(markers)
    ]
    others = [record(100 + i, subject_id=f"user-{i}") for i in range(5)]
    store.write(victim + others)


def _ttl_case(store: Store, markers: list[str]) -> None:
    old = [
        record(i, ts=T0, doc=f"Incident note {m}: customer data attached.")
        for i, m in enumerate(markers)
    ]
    fresh = [record(100 + i, ts=T0 + timedelta(days=60)) for i in range(5)]
    store.write(old + fresh)


def _erase(store: Store) -> None:
    result = store.erase_subject("victim")
    assert result.blobs_deleted == 2 * N  # each record's ask and its own document


def _expire(store: Store) -> None:
    result = store.apply_retention(now=T0 + timedelta(days=61))
    assert result.blobs_expired == 2 * N


CASES = {"erase": (_erasure_case, _erase), "ttl": (_ttl_case, _expire)}


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_no_marker_survives_in_the_files(db_url: str, held_open: Store, case: str) -> None:
    fill, remove = CASES[case]
    markers = _markers(case)
    with Store.open(db_url, migrate=True, policy=POLICY) as store:
        fill(store, markers)
        before = count_markers(_raw(db_url), markers)
        remove(store)
        # The service's connection keeps working, and sees the removal.
        with held_open.engine.connect() as conn:
            left = conn.execute(
                text("SELECT count(*) FROM content_blobs WHERE text LIKE '%MARKER-%'")
            ).scalar()
        assert left == 0
        after = count_markers(_raw(db_url), markers)
    print(f"{case} {db_url.split(':')[0]}: markers before {before}/{N}, after {after}/{N}")
    assert before == N
    assert after == 0


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_control_upstream_sqlite_defaults_leave_markers_behind(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    """Without secure_delete and the checkpoint the same search finds the text: the test can fail."""
    monkeypatch.setattr(
        engine_module,
        "SQLITE_PRAGMAS",
        (
            *(p for p in engine_module.SQLITE_PRAGMAS if "secure_delete" not in p),
            "PRAGMA secure_delete=OFF",
        ),
    )
    no_reclaim = lambda *a, **k: None  # noqa: E731
    monkeypatch.setattr(erasure, "reclaim", no_reclaim)
    monkeypatch.setattr(purge, "reclaim", no_reclaim)
    fill, remove = CASES[case]
    markers = _markers(case)
    with Store.open(sqlite_url, migrate=True, policy=POLICY) as store:
        fill(store, markers)
        remove(store)
        after = count_markers(sqlite_files(sqlite_url), markers)
    print(f"control {case} sqlite: markers after {after}/{N}")
    assert after > 0
