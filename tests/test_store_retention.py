"""Retention against a real store: TTL purge, legal holds, erasure and their audit rows."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest
from sqlalchemy import func, select
from store_records import T0, record

from ctxstore import Store
from ctxstore.analysis.readers import read_window
from ctxstore.db import audit, holds, queries
from ctxstore.db.audit import subject_digest
from ctxstore.db.holds import LegalHoldError
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    audit_log,
    content_blobs,
    rollup_hourly,
)
from ctxstore.errors import NotFoundError, StoreError
from ctxstore.retention import RetentionPolicy, fingerprint

NOW = T0 + timedelta(days=100)
POLICY = RetentionPolicy(
    version="ret-7", content_ttl=timedelta(days=30), metadata_ttl=timedelta(days=90)
)


@pytest.fixture
def store(db_url: str) -> Store:
    s = Store.open(db_url, migrate=True, policy=POLICY)
    yield s
    s.close()


def _count(store: Store, table: object, *where: object) -> int:
    with store.engine.connect() as conn:
        q = select(func.count()).select_from(table)  # type: ignore[arg-type]
        for w in where:
            q = q.where(w)  # type: ignore[arg-type]
        return int(conn.execute(q).scalar_one())


def _texts(store: Store) -> int:
    return _count(store, content_blobs, content_blobs.c.text.is_not(None))


def _audit(store: Store) -> list[dict[str, object]]:
    return list(reversed(audit.audit_entries(store.engine)))


def _fill(store: Store) -> None:
    """Old traffic (day 0, past both TTLs), mid traffic (day 50: content expired) and new (day 95)."""
    old = [record(i, ts=T0 + timedelta(minutes=i)) for i in range(10)]
    mid = [record(100 + i, ts=T0 + timedelta(days=50, minutes=i)) for i in range(5)]
    new = [record(200 + i, ts=T0 + timedelta(days=95, minutes=i)) for i in range(5)]
    store.write(old + mid + new)


def test_apply_expires_text_then_deletes_old_assemblies_and_orphans(store: Store) -> None:
    _fill(store)
    # Blobs: 3 stable (last kept day 95) + 2 per record (20 records).
    assert _count(store, content_blobs) == 43
    plan = store.plan_retention(now=NOW)
    result = store.apply_retention(now=NOW, batch_size=4)
    assert not result.dry_run
    # Content TTL (day 70 cutoff): the 10 old + 5 mid records' unique blobs lose their text.
    assert result.blobs_expired == 30
    # Metadata TTL (day 10 cutoff): the 10 old assemblies go, with their sections,
    assert (result.assemblies_deleted, result.sections_deleted) == (10, 50)
    # and their 20 unique blobs are then referenced by nothing.
    assert result.blobs_deleted == 20
    assert plan.counts() == {**result.counts()}
    assert _count(store, assemblies) == 10
    assert _count(store, content_blobs) == 23
    assert _texts(store) == 3 + 10  # stable sections + the new records' texts


def test_apply_purges_the_rollups_of_expired_hours_only(store: Store) -> None:
    """Issue 10 (from 11) reversed this test: rollups used to outlive the metadata TTL,
    so what-changed kept counting purged traffic that --raw no longer saw. Now the
    expired hours' rollups go with their rows; the content TTL leaves them alone."""
    _fill(store)
    store.apply_retention(now=NOW)
    assert read_window(store.engine, T0, T0 + timedelta(hours=1)).assemblies == 0
    mid = read_window(store.engine, T0 + timedelta(days=50), T0 + timedelta(days=51))
    assert mid.assemblies == 5  # past the content TTL only: its counts stay


def test_rerunning_apply_finds_nothing_more(store: Store) -> None:
    _fill(store)
    store.apply_retention(now=NOW, batch_size=3)
    again = store.apply_retention(now=NOW, batch_size=3)
    assert again.total == 0


def test_an_interrupted_apply_loses_nothing_and_resumes(store: Store) -> None:
    _fill(store)
    calls = []

    def interrupt(n: int) -> None:
        calls.append(n)
        if len(calls) == 3:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        store.apply_retention(now=NOW, batch_size=4, progress=interrupt)
    # Three batches of four blob expiries were committed; the audit row says so.
    assert _texts(store) == 43 - 12
    running = [r for r in _audit(store) if r["action"] == "purge"][-1]
    assert running["details"]["status"] == "running"  # type: ignore[index]
    assert running["details"]["blobs_expired"] == 12  # type: ignore[index]
    resumed = store.apply_retention(now=NOW, batch_size=4)
    assert resumed.blobs_expired == 30 - 12
    assert _count(store, assemblies) == 10 and _count(store, content_blobs) == 23


def test_dry_run_changes_nothing_and_records_a_dry_run_audit_row(store: Store) -> None:
    _fill(store)
    result = store.apply_retention(now=NOW, dry_run=True)
    assert result.dry_run and result.blobs_expired == 30 and result.assemblies_deleted == 10
    assert _count(store, assemblies) == 20 and _texts(store) == 43
    (row,) = [r for r in _audit(store) if r["action"] == "purge"]
    assert row["dry_run"] is True
    assert row["details"]["assemblies_deleted"] == 10  # type: ignore[index]


def test_purge_audit_row_has_who_when_policy_and_counts(store: Store) -> None:
    _fill(store)
    result = store.apply_retention(now=NOW, actor="dpo@example.com")
    (row,) = [r for r in _audit(store) if r["action"] == "purge"]
    assert row["id"] == result.audit_id
    assert (row["actor"], row["policy_version"], row["dry_run"]) == (
        "dpo@example.com",
        "ret-7",
        False,
    )
    assert row["ts"] == NOW
    details = row["details"]
    assert details["status"] == "completed"  # type: ignore[index]
    assert details["assemblies_deleted"] == 10 and details["blobs_expired"] == 30  # type: ignore[index]


def test_no_ttl_keeps_everything(db_url: str) -> None:
    forever = RetentionPolicy(version="forever", content_ttl=None, metadata_ttl=None)
    with Store.open(db_url, migrate=True, policy=forever) as store:
        _fill(store)
        result = store.apply_retention(now=NOW)
        assert result.total == 0 and _count(store, assemblies) == 20 and _texts(store) == 43


# -- legal holds ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scope", "value_of", "kept_assemblies"),
    [
        ("template_version", lambda r: "v-held", 3),
        ("subject", lambda r: "user-held", 3),
        ("fingerprint", lambda r: r.root_fingerprint, 1),
        ("fingerprint", lambda r: r.sections[3].content_hash, 1),  # a document only it used
        ("fingerprint", lambda r: r.sections[1].content_hash, 6),  # the system prompt all used
    ],
    ids=["template", "subject", "root-fingerprint", "unique-section-hash", "shared-section-hash"],
)
def test_legal_hold_keeps_old_assemblies_and_their_text(
    store: Store, scope: str, value_of: object, kept_assemblies: int
) -> None:
    held = [
        record(i, ts=T0 + timedelta(minutes=i), template_version="v-held", subject_id="user-held")
        for i in range(3)
    ]
    other = [record(10 + i, ts=T0 + timedelta(minutes=10 + i)) for i in range(3)]
    store.write(held + other)
    store.add_hold(scope, value_of(held[0]), reason="case 12", actor="legal")  # type: ignore[operator]
    result = store.apply_retention(now=NOW)
    assert result.assemblies_held == kept_assemblies
    assert result.assemblies_deleted == 6 - kept_assemblies
    survivors = queries.recent_assemblies(store.engine, with_sections=True)
    assert len(survivors) == kept_assemblies
    blobs = queries.blobs_by_hash(store.engine, [s.content_hash for s in survivors[0].sections])
    assert all(b.text is not None for b in blobs.values())  # content TTL did not touch them


def test_hold_on_a_section_hash_keeps_the_assemblies_that_used_it(store: Store) -> None:
    store.write([record(1, ts=T0), record(2, ts=T0 + timedelta(minutes=1))])
    doc_hash = record(1).sections[3].content_hash
    store.add_hold("fingerprint", doc_hash)
    result = store.apply_retention(now=NOW)
    assert (result.assemblies_held, result.assemblies_deleted) == (1, 1)
    blob = queries.blobs_by_hash(store.engine, [doc_hash])[doc_hash]
    assert blob.text is not None  # neither expired nor deleted as an orphan
    (kept,) = queries.recent_assemblies(store.engine, with_sections=True)
    assert kept.trace_id == record(1).trace_id and len(kept.sections) == 5
    # Every section text of the held assembly is kept, not only the held one.
    blobs = queries.blobs_by_hash(store.engine, [s.content_hash for s in kept.sections])
    assert len(blobs) == 5 and all(b.text is not None for b in blobs.values())


def test_rollups_and_raw_rows_agree_for_held_assemblies_after_a_purge(store: Store) -> None:
    """Hour 0 is all held, hour 1 is purged: the kept hour reads the same both ways."""
    held = [record(i, ts=T0 + timedelta(minutes=i), template_version="v-held") for i in range(4)]
    gone = [record(10 + i, ts=T0 + timedelta(hours=1, minutes=i)) for i in range(3)]
    store.write(held + gone)
    store.add_hold("template_version", "v-held")
    result = store.apply_retention(now=NOW)
    assert (result.assemblies_held, result.assemblies_deleted) == (4, 3)
    for since, until in [
        (T0, T0 + timedelta(hours=1)),
        (T0 + timedelta(minutes=2), T0 + timedelta(hours=1)),  # raw edge + nothing else
        (T0 - timedelta(days=1), T0 + timedelta(hours=1)),
    ]:
        from_rollups = read_window(store.engine, since, until, source="rollups")
        from_raw = read_window(store.engine, since, until, source="raw")
        assert from_rollups == from_raw
    assert read_window(store.engine, T0, T0 + timedelta(hours=1)).assemblies == 4


@pytest.mark.parametrize(
    ("scope", "value_of", "assemblies_kept", "blobs_kept"),
    [
        ("template_version", lambda r: "v-held", 2, 3 + 2 * 2),
        ("template_version", lambda r: "v-helld", 0, 0),  # a typo
        ("subject", lambda r: "user-held", 2, 3 + 2 * 2),
        ("fingerprint", lambda r: r.root_fingerprint, 1, 5),
        ("fingerprint", lambda r: r.sections[4].content_hash, 1, 5),  # its own ask
        ("fingerprint", lambda r: r.sections[0].content_hash, 3, 3 + 3 * 2),  # shared tools
        ("fingerprint", lambda r: "0" * 64, 0, 0),
    ],
    ids=["template", "template-typo", "subject", "root", "section", "shared-section", "unknown"],
)
def test_add_hold_reports_what_it_covers(
    store: Store, scope: str, value_of: object, assemblies_kept: int, blobs_kept: int
) -> None:
    held = [record(i, template_version="v-held", subject_id="user-held") for i in range(2)]
    store.write([*held, record(10)])
    hold = store.add_hold(scope, value_of(held[0]))  # type: ignore[operator]
    assert hold.coverage == holds.HoldCoverage(assemblies_kept, blobs_kept)
    assert hold.value == value_of(held[0])  # type: ignore[operator]
    (row,) = [r for r in _audit(store) if r["action"] == "hold"]
    assert (row["details"]["assemblies"], row["details"]["blobs"]) == (  # type: ignore[index]
        assemblies_kept,
        blobs_kept,
    )


def test_a_raw_hash_is_held_in_its_keyed_form_when_the_policy_has_a_key(db_url: str) -> None:
    keyed_policy = RetentionPolicy(
        version="keyed",
        content_ttl=timedelta(days=30),
        metadata_ttl=timedelta(days=90),
        hmac_key=b"k" * 32,
    )
    raw = record(1, ts=T0)
    keyed = replace(
        raw,
        root_fingerprint=fingerprint(keyed_policy, raw.root_fingerprint),
        sections=tuple(
            replace(s, content_hash=fingerprint(keyed_policy, s.content_hash)) for s in raw.sections
        ),
    )
    with Store.open(db_url, migrate=True, policy=keyed_policy) as store:
        store.write([keyed, record(2, ts=T0)])
        hold = store.add_hold("fingerprint", raw.sections[3].content_hash)
        assert hold.value == keyed.sections[3].content_hash
        assert hold.coverage == holds.HoldCoverage(1, 5)
        assert store.apply_retention(now=NOW).assemblies_held == 1
        # The raw hash also releases it.
        store.remove_hold("fingerprint", raw.sections[3].content_hash)
        assert store.holds() == []
        # A hash that matches in neither form is held as given.
        assert store.add_hold("fingerprint", "f" * 64).value == "f" * 64


def test_holds_are_listed_released_and_audited(store: Store) -> None:
    store.add_hold("subject", "user-7", reason="litigation", actor="legal")
    store.add_hold("template_version", "v2", actor="legal")
    assert [(h.scope, h.value) for h in store.holds()] == [
        ("subject", "user-7"),
        ("template_version", "v2"),
    ]
    with pytest.raises(StoreError, match="already exists"):
        store.add_hold("subject", "user-7")
    store.remove_hold("subject", "user-7", actor="legal")
    with pytest.raises(NotFoundError):
        store.remove_hold("subject", "user-7")
    assert [h.value for h in store.holds()] == ["v2"]
    actions = [
        (r["action"], r["details"]["value"])  # type: ignore[index]
        for r in _audit(store)
        if r["action"] in ("hold", "release")
    ]
    digest = subject_digest("user-7")
    assert actions == [("hold", digest), ("hold", "v2"), ("release", digest)]


# -- erasure --------------------------------------------------------------------------


def test_erase_subject_deletes_their_text_and_blanks_the_subject(store: Store) -> None:
    shared_doc = "Refund policy: refunds within 30 days of delivery."
    alice = [record(i, subject_id="alice", doc=shared_doc if i == 0 else None) for i in range(3)]
    bob = [record(10, subject_id="bob", doc=shared_doc)]
    store.write(alice + bob)
    result = store.erase_subject("alice", actor="dpo")
    assert result.assemblies == 3
    # alice: 3 stable + 3 asks + 3 docs (one of them the shared doc) = 9 blobs.
    assert result.blobs_deleted == 9
    assert result.blobs_shared == 4  # the stable sections and the doc bob also used
    hashes = {s.content_hash for r in alice for s in r.sections}
    assert queries.blobs_by_hash(store.engine, hashes) == {}
    assert _count(store, assemblies, assemblies.c.subject_id == "alice") == 0
    assert _count(store, assemblies) == 4  # fingerprints and metadata stay
    assert (
        _count(
            store,
            assembly_sections,
            assembly_sections.c.text_kept.is_(True),
            assembly_sections.c.assembly_id.in_(
                select(assemblies.c.id).where(assemblies.c.subject_id.is_(None))
            ),
        )
        == 0
    )
    # bob keeps his own ask; the audit row never holds the raw subject ID.
    assert _count(store, content_blobs) == 1
    (row,) = [r for r in _audit(store) if r["action"] == "erase"]
    assert "alice" not in str(row)
    assert row["details"]["subject"] == subject_digest("alice")  # type: ignore[index]
    assert row["details"]["blobs_shared"] == 4  # type: ignore[index]


def test_erase_dry_run_counts_but_changes_nothing(store: Store) -> None:
    store.write([record(i, subject_id="carol") for i in range(2)])
    result = store.erase_subject("carol", dry_run=True)
    assert (result.assemblies, result.blobs_deleted) == (2, 7)
    assert _count(store, assemblies, assemblies.c.subject_id == "carol") == 2
    assert _count(store, content_blobs) == 7
    (row,) = [r for r in _audit(store) if r["action"] == "erase"]
    assert row["dry_run"] is True


def test_erasure_of_a_held_subject_is_refused(store: Store) -> None:
    store.write([record(1, subject_id="dave")])
    store.add_hold("subject", "dave", reason="subpoena")
    with pytest.raises(LegalHoldError, match="legal hold"):
        store.erase_subject("dave")
    assert _count(store, assemblies, assemblies.c.subject_id == "dave") == 1
    assert _count(store, audit_log, audit_log.c.action == "erase") == 0


def test_erasure_keeps_blobs_under_a_fingerprint_hold(store: Store) -> None:
    rec = record(1, subject_id="erin")
    store.write([rec])
    store.add_hold("fingerprint", rec.sections[1].content_hash)
    result = store.erase_subject("erin")
    # The hold covers the assembly that used the section, so all of its text stays.
    assert (result.assemblies, result.assemblies_held) == (0, 1)
    assert (result.blobs_deleted, result.blobs_held) == (0, 5)
    assert list(queries.blobs_by_hash(store.engine, [rec.sections[1].content_hash]))


def test_erasure_skips_only_the_assemblies_a_section_hold_covers(store: Store) -> None:
    first, second = record(1, subject_id="erin"), record(2, subject_id="erin")
    store.write([first, second])
    store.add_hold("fingerprint", first.sections[3].content_hash)  # first's own document
    result = store.erase_subject("erin")
    assert (result.assemblies, result.assemblies_held) == (1, 1)
    # second's document and ask go; the stable sections and first's own texts are held.
    assert (result.blobs_deleted, result.blobs_held) == (2, 5)
    assert _count(store, assemblies, assemblies.c.subject_id == "erin") == 1


def test_erasing_an_unknown_subject_is_a_no_op_with_an_audit_row(store: Store) -> None:
    result = store.erase_subject("nobody")
    assert (result.assemblies, result.blobs_deleted) == (0, 0)
    assert [r["action"] for r in _audit(store)][-1] == "erase"


def test_rollups_follow_the_metadata_ttl_so_rollups_and_raw_agree(store: Store) -> None:
    """Issue 10: purged hours leave the rollups too (held rows stay), including the
    partial hour that holds the cutoff, so a report over the purged range reads
    the same from rollups and raw rows, on both engines."""
    cutoff = NOW - POLICY.metadata_ttl
    held = [record(i, ts=T0 + timedelta(minutes=i), template_version="v-held") for i in range(3)]
    gone = [record(10 + i, ts=T0 + timedelta(hours=5, minutes=i)) for i in range(4)]
    edge = [
        record(20 + i, ts=cutoff + timedelta(minutes=m)) for i, m in enumerate((-20, -5, 10, 25))
    ]
    kept = [record(30 + i, ts=cutoff + timedelta(days=3, minutes=i)) for i in range(5)]
    store.write(held + gone + edge + kept)
    store.add_hold("template_version", "v-held")
    assert read_window(store.engine, T0, NOW).assemblies == 16  # before: the rollups count all
    result = store.apply_retention(now=NOW)
    assert result.assemblies_deleted == 6
    for since, until in [
        (T0 - timedelta(days=1), NOW),
        (T0, cutoff + timedelta(minutes=40)),
        (cutoff - timedelta(hours=2), cutoff + timedelta(hours=2)),
    ]:
        from_rollups = read_window(store.engine, since, until, source="rollups")
        from_raw = read_window(store.engine, since, until, source="raw")
        assert from_rollups == from_raw, (since, until)
    assert read_window(store.engine, T0, NOW).assemblies == 3 + 2 + 5
    with store.engine.connect() as conn:
        r = rollup_hourly.c
        hours = {
            h.replace(tzinfo=None)
            for (h,) in conn.execute(select(r.hour).where(r.dimension == "model_id").distinct())
        }
    assert (T0 + timedelta(hours=5)).replace(tzinfo=None) not in hours  # the purged hour is gone
    # A second purge finds everything consistent and changes nothing.
    before = _count(store, rollup_hourly)
    store.apply_retention(now=NOW)
    assert _count(store, rollup_hourly) == before
