"""Request metadata is redacted like section names: a secret or personal value put in
``service``, ``environment``, ``tenant``, ``template_version``, ``snapshot_id`` or
``subject_id`` never reaches the database file or pages, in assemblies or rollups, on
either path (in-process recording, and the receiver re-applying the policy)."""

from __future__ import annotations

import dataclasses

import pytest
from disk_bytes import postgres_pages, sqlite_files
from secrets_corpus import SECRETS
from store_records import record

from ctxstore import RecordContext, Section, Store, assemble
from ctxstore.db import queries
from ctxstore.db.engine import is_sqlite
from ctxstore.receiver.ingest import IngestPolicy
from ctxstore.retention import RetentionPolicy
from ctxstore.retention.capture import METADATA_FIELDS

# Every corpus value, planted with the words around it (``password=...``, ``Bearer ...``,
# ``https://user:pw@...``): several secrets are only recognisable by that context, and a
# bare random-looking string in a metadata field is not (the README says so).
VALUES = [value for _, value, _ in SECRETS]
CONTEXTS = [context for _, _, context in SECRETS]


def _raw(url: str) -> bytes:
    return sqlite_files(url) if is_sqlite(url) else postgres_pages(url)


def _leaks(data: bytes) -> list[str]:
    return [v for v in VALUES if v.encode("utf-8") in data]


def test_every_planted_metadata_value_is_redacted_at_rest(db_url: str) -> None:
    policy = RetentionPolicy(version="meta-1")
    planted = 0
    with Store.open(db_url, migrate=True, policy=policy) as store:
        for i, (value, context) in enumerate(zip(VALUES, CONTEXTS, strict=True)):
            result = assemble(
                [Section.system("You are terse."), Section.ask("hi")],
                model="gpt-4o",
                template_version=f"tpl {context}",
                snapshot_id=f"snap {context}",
            )
            store.record(
                result,
                RecordContext(
                    trace_id=f"{i + 1:032x}",
                    service=f"svc {context}",
                    environment=f"env {context}",
                    tenant=f"tenant {context}",
                    subject_id=value,
                ),
            )
            planted += 6
        data = _raw(db_url)
        stored = queries.recent_assemblies(store.engine, limit=1000)
    print(f"metadata: {planted} planted values, {len(_leaks(data))} found at rest")
    assert len(VALUES) >= 60
    assert _leaks(data) == []
    # Still identities: the same tenant text is stored the same way every time.
    assert len({a.tenant for a in stored}) == len(set(CONTEXTS))


def test_the_receiver_redacts_metadata_an_emitter_left_in_clear(db_url: str) -> None:
    ingest = IngestPolicy(RetentionPolicy(version="meta-rx"))
    with Store.open(db_url, migrate=True) as store:
        records = []
        for i, (value, context) in enumerate(zip(VALUES, CONTEXTS, strict=True)):
            leaky = dataclasses.replace(
                record(i, subject_id=value),
                **{name: f"{name} {context}" for name in METADATA_FIELDS},
            )
            records.append(ingest.apply(leaky))
        store.write(records)
        data = _raw(db_url)
    assert _leaks(data) == []


@pytest.mark.parametrize("field", METADATA_FIELDS, ids=list(METADATA_FIELDS))
def test_plain_metadata_is_stored_as_given(sqlite_url: str, field: str) -> None:
    """Redaction only replaces what a detector recognises: ordinary values keep their name."""
    ingest = IngestPolicy(RetentionPolicy())
    value = "support-bot-eu-2"
    rec = ingest.apply(dataclasses.replace(record(1), **{field: value}))
    assert getattr(rec, field) == value
