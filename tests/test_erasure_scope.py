"""Erasure scope: the subject's own text goes, content other people share stays,
and every reader says "erased (audit #N)" where an erasure removed text."""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli
from store_records import STABLE_TEXTS, T0, record, section, sha

from ctxstore import Store
from ctxstore.analysis.readers import Filters, read_windows, retained_texts
from ctxstore.analysis.whatchanged import Options, compare
from ctxstore.db import queries

SHARED_MEMORY = "Project conventions: answer in English, cite the order ID."


def _extra(i: int, who: str) -> list:
    return [
        section(5, "history", "history", f"{who} said earlier: my flat is at Elm St {i}."),
        section(6, "tool:crm", "tool_output", f'{{"customer": "{who}", "balance": {i}}}'),
        section(7, "memory:project", "memory", SHARED_MEMORY),
        section(8, "memory:profile", "memory", f"{who} prefers calls after 6pm."),
    ]


@pytest.fixture
def store(db_url: str) -> Store:
    with Store.open(db_url, migrate=True) as s:
        alice = [record(i, subject_id="alice", extra=_extra(i, "alice")) for i in range(3)]
        bob = [
            record(10 + i, subject_id="bob", doc="Refund policy: 30 days.", extra=_extra(i, "bob"))
            for i in range(2)
        ]
        # alice also retrieved the knowledge-base chunk bob's requests used.
        alice.append(record(3, subject_id="alice", doc="Refund policy: 30 days."))
        s.write(alice + bob)
        yield s


def _text(store: Store, text: str) -> str | None:
    blob = queries.blobs_by_hash(store.engine, [sha(text)]).get(sha(text))
    assert blob is not None
    return blob.text


def test_erasure_takes_the_subjects_own_text_and_nothing_shared(store: Store) -> None:
    result = store.erase_subject("alice")
    erased = [
        "alice said earlier: my flat is at Elm St 0.",
        '{"customer": "alice", "balance": 1}',
        "alice prefers calls after 6pm.",
        "Where is my order 1002?",  # her ask
        "Shipping policy chunk 1: orders ship in 2 days.",  # a document only she retrieved
    ]
    kept = [
        *(text for _, text in STABLE_TEXTS.values()),  # tool schemas, system prompt, memory
        SHARED_MEMORY,  # trusted memory bob's requests carry too
        "Refund policy: 30 days.",  # the knowledge-base chunk bob also used
        "bob prefers calls after 6pm.",
        "Where is my order 1010?",
    ]
    assert [_text(store, t) for t in erased] == [None] * len(erased)
    assert [_text(store, t) for t in kept] == kept
    # 4 asks, 3 own documents, 3 histories, 3 tool outputs, 1 profile (same text each time)
    assert result.blobs_deleted == 14
    assert result.blobs_shared == 5


def test_show_and_diff_say_erased_with_the_audit_row(store: Store) -> None:
    result = store.erase_subject("alice")
    (a,) = [x for x in queries.recent_assemblies(store.engine) if x.trace_id == f"{1:032x}"]
    runner = CliRunner()
    out = runner.invoke(cli, ["show", a.trace_id, "--db", store.url]).stdout
    assert f"erased (audit #{result.audit_id}): hash" in out
    assert "text not retained" not in out  # every section of hers had text kept before
    doc = json.loads(runner.invoke(cli, ["show", a.trace_id, "--db", store.url, "--json"]).stdout)
    by_name = {s["name"]: s for s in doc["sections"]}
    assert by_name["ask"]["erased_by"] == result.audit_id
    assert by_name["ask"]["text_missing"] == f"erased (audit #{result.audit_id})"
    assert by_name["system"]["text"] is not None and by_name["system"]["erased_by"] is None
    out = runner.invoke(cli, ["diff", f"{0:032x}", f"{1:032x}", "--db", store.url]).stdout
    assert f"erased (audit #{result.audit_id}): hash" in out


def test_show_tells_never_kept_text_from_erased_text(db_url: str) -> None:
    with Store.open(db_url, migrate=True) as s:
        s.write([record(1, subject_id="carol", keep_volatile=False)])
        s.erase_subject("carol")
        out = CliRunner().invoke(cli, ["show", f"{1:032x}", "--db", s.url]).stdout
    # Her ask and document were never kept; the system prompt only she used was.
    assert "── ask (ask) ──\ntext not retained: hash" in out
    assert "── doc:shipping (document) ──\ntext not retained: hash" in out
    assert "── system (system) ──\nerased (audit #" in out


def test_what_changed_says_erased_for_a_change_whose_text_was_erased(db_url: str) -> None:
    def traffic(start: int, text: str, day: int) -> list:
        return [
            record(
                start + i,
                ts=T0 + timedelta(days=day, minutes=i),
                subject_id="dave",
                extra=[section(5, "memory:profile", "memory", text)],
            )
            for i in range(40)
        ]

    with Store.open(db_url, migrate=True) as s:
        s.write(traffic(0, "Dave: gold tier.", 0) + traffic(100, "Dave: platinum tier.", 1))
        audit_id = s.erase_subject("dave").audit_id
        windows = [(T0, T0 + timedelta(days=1)), (T0 + timedelta(days=1), T0 + timedelta(days=2))]
        baseline, window = read_windows(s.engine, windows, Filters())
        report = compare(baseline, window, Options(), texts=lambda h: retained_texts(s.engine, h))
    (change,) = [c for c in report.changes if c.section == "memory:profile"]
    assert change.diff is None
    assert change.text_note is not None
    assert change.text_note.startswith(f"erased (audit #{audit_id}): hash")
