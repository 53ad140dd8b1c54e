"""A large knowledge base: the report reads only the chunks something points at.

The scenario KB has 48 chunks; the detail limit is lowered so the large-KB path
(ctxstore.analysis.scaled) runs, on both engines, against the same ground truth.
"""

from __future__ import annotations

import dataclasses
from datetime import timedelta

import pytest

from benchmarks.scenarios import build, items, score, sha
from ctxstore.analysis import scaled
from ctxstore.analysis.findings import Report
from ctxstore.analysis.readers import read_windows, retained_texts
from ctxstore.analysis.whatchanged import compare
from ctxstore.records import SectionRecord
from ctxstore.store import Store


@pytest.fixture(autouse=True)
def _small_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scaled, "DETAIL_LIMIT", 10)


@pytest.mark.parametrize("hot", [True, False], ids=["with-hot-chunks", "pointed-only"])
@pytest.mark.parametrize("name", ["reindex", "control", "small-tenant-3pct"], ids=str)
def test_large_kb_reads_only_what_changed_and_still_finds_it(
    db_url: str, name: str, hot: bool
) -> None:
    s = build(name, seed=7, per_window=500)
    with Store.open(db_url, migrate=True) as store:
        store.write(s.records)
        baseline, window, scope = scaled.read_report_windows(
            store.engine, s.baseline, s.window, threshold=0.05 if hot else None
        )
        assert scope is not None and scope.active == 48  # chunks; tool outputs are not versioned
        pointed = scope.names - scope.hot
        if name == "reindex":
            # Exactly the rewritten chunks that were retrieved after the reindex.
            assert pointed and pointed <= {n for kind, n in s.allowed if kind == "section"}
        else:
            assert pointed == frozenset()
        if hot:
            # 48 chunks, 3-8 per request: each is retrieved often enough to shift by 5
            # points, so every one is read for its mix too, and still nothing spurious.
            assert scope.hot | pointed == scope.names and len(scope.names) == 48
        else:
            assert scope.hot == frozenset()
        chunks = {
            k[1] for k in window.series if k[0] == "section" and k[1] and k[1].startswith("kb/")
        }
        assert chunks == scope.names  # no other chunk was read
        report = compare(
            baseline,
            window,
            texts=lambda h: retained_texts(store.engine, h),
            reader_notes=scaled.scope_note(scope),
        )
    result = score(s, report)
    assert result.missed == () and result.spurious == ()
    assert result.right_kind == result.first_seen_exact == result.expected
    assert any("Large knowledge base (48 active chunk names)" in n for n in report.notes)
    if name == "control":
        assert items(report) == []


def test_edge_hours_leave_out_the_other_chunks_in_sql_exactly_as_keep_does(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows split off the hour in busy traffic: the raw reads of the edge hours drop
    the chunks nothing points at in SQL (``section_clause``), and the windows are the
    ones the Python ``keep`` filter alone gives."""
    s = build("reindex", seed=7, per_window=500)
    shift = timedelta(minutes=23)
    baseline = (s.baseline[0] + shift, s.baseline[1] + shift)
    window = (s.window[0] + shift, s.window[1] + shift)
    with Store.open(db_url, migrate=True) as store:
        store.write(s.records)
        in_sql = scaled.read_report_windows(store.engine, baseline, window, threshold=None)
        monkeypatch.setattr(scaled.ChunkScope, "section_clause", lambda self, name, kind: None)
        in_python = scaled.read_report_windows(store.engine, baseline, window, threshold=None)
    assert in_sql[2] is not None and in_sql[2].names
    assert in_sql == in_python


def test_a_tool_output_format_change_is_reported_as_the_full_reader_reports_it(
    db_url: str,
) -> None:
    """Tool outputs are never versioned (their text is usually new on every request), so
    nothing in ``section_versions`` points at them: the large-KB reader must still read
    their series in full, as it does for the ask and history, or a tool whose output
    changes format is missed only when the knowledge base is large."""
    s = build("control", seed=7, per_window=300)
    name = "tool_output:shipping_rates"
    change = s.window[0] + s.length * 0.4
    records = []
    for i, rec in enumerate(s.records):
        if i % 2:
            fmt = "json" if rec.timestamp < change else "yaml"
            text = f"shipping rates as {fmt}: EU 5, UK 9"
            extra = SectionRecord(
                len(rec.sections),
                name,
                "tool_output",
                "untrusted",
                50,
                False,
                30,
                sha(text),
                "kept",
            )
            rec = dataclasses.replace(rec, sections=(*rec.sections, extra))
        records.append(rec)
    first_new = min(r.timestamp for r in records[1::2] if r.timestamp >= change)
    with Store.open(db_url, migrate=True) as store:
        store.write(records)
        baseline, window, scope = scaled.read_report_windows(
            store.engine, s.baseline, s.window, threshold=None
        )
        assert scope is not None and scope.active == 48
        report = compare(baseline, window)
        full = compare(*read_windows(store.engine, [s.baseline, s.window]))

    def tool_outputs(r: Report) -> list[tuple[object, ...]]:
        return [it for it in items(r) if (it[2] or "").startswith("tool_output:")]

    # The full reader finds the new format, when it was first seen; the large-KB one too.
    assert [(k, sec, first) for k, _, sec, first, _ in tool_outputs(full)] == [
        ("content", name, first_new)
    ]
    assert tool_outputs(report) == tool_outputs(full)
