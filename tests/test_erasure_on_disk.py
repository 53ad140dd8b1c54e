"""Erased and expired text is gone from the bytes, not only from query results.

Read as a compliance reviewer would: 50 planted markers per case, then a byte
search of the SQLite file and its WAL, or of every raw PostgreSQL page
(``pageinspect``), with another connection to the store held open the whole
time (a running service). Sealed text (the default) never shows in the files,
and the wrapped data keys that open it must be gone from them after an erasure
or a purge. Text stored in clear (rows from before sealing) must be gone too;
those cases first check the markers *are* found before, so a search that sees
nothing cannot pass by accident, and the control case shows what upstream SQLite
defaults leave behind.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from datetime import timedelta

import pytest
from disk_bytes import count_markers, postgres_pages, sqlite_files
from sqlalchemy import select, text
from store_records import T0, record

from ctxstore import Store
from ctxstore.db import engine as engine_module
from ctxstore.db import erasure, purge, queries, sealing
from ctxstore.db.engine import is_sqlite, sqlite_path
from ctxstore.db.models import content_blobs, data_keys
from ctxstore.db.reclaim import ReclaimResult, reclaim
from ctxstore.retention import RetentionPolicy
from ctxstore.retention.capture import keyed_subject

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
    _settle(store, result.reclaim)


def _expire(store: Store) -> None:
    result = store.apply_retention(now=T0 + timedelta(days=61))
    assert result.blobs_expired == 2 * N
    _settle(store, result.reclaim)


def _settle(store: Store, done: ReclaimResult | None) -> None:
    """What the README tells an operator: when a step was skipped, `ctxstore db reclaim` later.

    Other tests share this PostgreSQL database, and VACUUM must keep rows their
    older snapshots may still read; the reclaim says so rather than pretending.
    """
    if done is None:
        return  # the control case turned reclaiming off
    deadline = time.monotonic() + 120
    while not done.complete:
        assert all("older transactions" in s or "lock" in s for s in done.skipped), done
        assert time.monotonic() < deadline, done
        done = reclaim(store.engine, full=True, wait_seconds=10)


CASES = {"erase": (_erasure_case, _erase), "ttl": (_ttl_case, _expire)}


def _wrapped_keys(store: Store, case: str) -> list[bytes]:
    """The wrapped data keys the removal must destroy: the victim's, or the expired day's."""
    k = data_keys.c
    if case == "erase":
        where = k.subject == keyed_subject(store.policy.hmac_key or b"", "victim")
    else:
        where = k.period == T0.date().isoformat()
    with store.engine.connect() as conn:
        return [bytes(w) for w in conn.execute(select(k.wrapped).where(where)).scalars()]


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_sealed_text_never_reaches_the_files_and_its_keys_are_destroyed(
    db_url: str, held_open: Store, case: str
) -> None:
    fill, remove = CASES[case]
    markers = _markers(case)
    with Store.open(db_url, migrate=True, policy=POLICY) as store:
        fill(store, markers)
        readable = _readable(store, markers)
        on_disk = count_markers(_raw(db_url), markers)
        wrapped = _wrapped_keys(store, case)
        keys_before = sum(1 for w in wrapped if w in _raw(db_url))
        remove(store)
        keys_after = sum(1 for w in wrapped if w in _raw(db_url))
        after = count_markers(_raw(db_url), markers)
    print(
        f"sealed {case} {db_url.split(':')[0]}: markers readable through the store {readable}/{N}, "
        f"in the files before {on_disk}/{N}, after {after}/{N}; wrapped data keys in the files "
        f"before {keys_before}/{len(wrapped)}, after {keys_after}/{len(wrapped)}"
    )
    assert readable == N and on_disk == 0 and after == 0
    assert wrapped and keys_before == len(wrapped) and keys_after == 0


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_plain_text_from_before_sealing_is_gone_from_the_files(
    db_url: str, held_open: Store, case: str
) -> None:
    """Text stored in clear (rows from before schema 0007) still reaches the bytes:
    secure_delete and the WAL checkpoint on SQLite, VACUUM FULL on PostgreSQL."""
    fill, remove = CASES[case]
    markers = _markers(case)
    with Store.open(db_url, migrate=True, policy=POLICY) as store:
        sealer = sealing.sealer_of(store.engine)
        assert sealer is not None
        sealing._registry.pop(store.engine)  # write the way ctxstore < 0005 did
        fill(store, markers)
        sealing.attach(store.engine, sealer)
        before = count_markers(_raw(db_url), markers)
        remove(store)
        # The service's connection keeps working, and sees the removal.
        with held_open.engine.connect() as conn:
            left = conn.execute(
                text("SELECT count(*) FROM content_blobs WHERE text LIKE '%MARKER-%'")
            ).scalar()
        assert left == 0
        after = count_markers(_raw(db_url), markers)
    print(f"plain {case} {db_url.split(':')[0]}: markers before {before}/{N}, after {after}/{N}")
    assert before == N
    assert after == 0


def _readable(store: Store, markers: list[str]) -> int:
    with store.engine.connect() as conn:
        hashes = list(conn.execute(select(content_blobs.c.content_hash)).scalars())
    texts = "\n".join(b.text or "" for b in queries.blobs_by_hash(store.engine, hashes).values())
    return count_markers(texts.encode(), markers)


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
        sealer = sealing.sealer_of(store.engine)
        assert sealer is not None
        sealing._registry.pop(store.engine)  # text in clear, as before sealing
        fill(store, markers)
        sealing.attach(store.engine, sealer)
        remove(store)
        after = count_markers(sqlite_files(sqlite_url), markers)
    print(f"control {case} sqlite: markers after {after}/{N}")
    assert after > 0
