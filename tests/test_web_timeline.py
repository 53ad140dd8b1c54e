"""The timeline's numbers and markers against ground truth, and the report cache's freshness.

The timeline is read from the rollups with the aggregation done in the
database (top values, the rest as "(other)", markers from first sightings and
volatility onsets). These tests build histories whose answer is known from the
records themselves (a template hand-over at a known minute, a system prompt
that starts leaking a timestamp at a known hour) with no-change controls, on
SQLite and PostgreSQL. The cache tests check what a user would notice: the
same link twice does not run the engine twice, and a write, a purge or an
erasure is never hidden behind a cached answer.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from datetime import UTC, timedelta

import pytest
from starlette.testclient import TestClient

from ctxstore.analysis.timeline import OTHER, build_timeline
from ctxstore.records import AssemblyRecord
from ctxstore.store import Store
from ctxstore.web import create_ui_app
from ctxstore.web.cache import ReportCache
from ctxstore.web.data import report_doc
from tests.store_records import T0, record, section

HANDOVER = T0 + timedelta(hours=3, minutes=20)  # v2 takes over from here
LEAK = T0 + timedelta(hours=4)  # the system prompt carries a timestamp from here
END = T0 + timedelta(hours=6)


def _history(*, handover: bool, leak: bool) -> list[AssemblyRecord]:
    out = []
    for i in range(180):  # one every 2 minutes, 6 hours
        ts = T0 + timedelta(minutes=2 * i)
        template = "v2" if handover and ts >= HANDOVER else "v1"
        r = record(i, ts=ts, template_version=template)
        if leak and ts >= LEAK:
            sections = list(r.sections)
            leaked = section(1, "system", "system", f"You are Acme's assistant. Now: {ts}")
            sections[1] = leaked
            r = replace(r, sections=tuple(sections))
        out.append(r)
    return out


def _timeline(url: str, records: list[AssemblyRecord], dimension: str, section_: str | None):
    store = Store.open(url, migrate=True)
    try:
        store.write(records)
        return build_timeline(
            store.engine, dimension, section_, T0, END, zone=UTC, granularity="hour", top=3
        )
    finally:
        store.close()


def test_template_handover_shares_and_marker_match_the_records(db_url: str) -> None:
    records = _history(handover=True, leak=False)
    tl = _timeline(db_url, records, "template_version", None)
    truth: dict[object, Counter[str]] = {}
    for r in records:
        hour = r.timestamp.replace(minute=0)
        truth.setdefault(hour, Counter())[r.template_version or ""] += 1
    assert [b.start for b in tl.buckets] == sorted(truth)
    for b in tl.buckets:
        want = truth[b.start]
        assert b.total == sum(want.values())
        assert {v: b.counts.get(v, 0) for v in ("v1", "v2")} == {
            "v1": want["v1"],
            "v2": want["v2"],
        }
    first_v2 = min(r.timestamp for r in records if r.template_version == "v2")
    # v1 was there from the start of the range (no marker); v2 appears at the hand-over.
    assert [(m.at, m.text) for m in tl.markers] == [(first_v2, "v2 first seen")]


def test_no_change_control_has_no_markers(db_url: str) -> None:
    tl = _timeline(db_url, _history(handover=False, leak=False), "template_version", None)
    assert tl.values == ("v1",)
    assert all(b.share("v1") == 1.0 for b in tl.buckets)
    assert tl.markers == ()


def test_a_value_first_seen_before_the_range_gets_no_marker(sqlite_url: str) -> None:
    records = _history(handover=True, leak=False)
    store = Store.open(sqlite_url, migrate=True)
    try:
        store.write(records)
        later = build_timeline(
            store.engine, "template_version", None, HANDOVER + timedelta(hours=1), END, zone=UTC
        )
    finally:
        store.close()
    assert "v2" in later.values
    assert later.markers == ()


def test_leaking_system_prompt_is_marked_volatile_at_the_hour_it_starts(db_url: str) -> None:
    tl = _timeline(db_url, _history(handover=False, leak=True), "section", "system")
    volatile = [m for m in tl.markers if "volatile" in m.text]
    assert [m.at for m in volatile] == [LEAK]
    # The leaked variants are each rare: beyond the top 3 they are "(other)", and the
    # hours after the leak are mostly "(other)".
    assert OTHER in tl.values
    after = [b for b in tl.buckets if b.start >= LEAK]
    assert after and all(b.share(OTHER) > 0.5 for b in after)
    before = [b for b in tl.buckets if b.start < LEAK]
    assert before and all(b.share(OTHER) == 0 for b in before)


def test_stable_system_prompt_is_not_marked_volatile(db_url: str) -> None:
    tl = _timeline(db_url, _history(handover=False, leak=False), "section", "system")
    assert tl.markers == ()
    assert len(tl.values) == 1 and all(b.share(tl.values[0]) == 1.0 for b in tl.buckets)


# --- the report cache ----------------------------------------------------------------

PARAMS = {"since": HANDOVER.isoformat(), "until": END.isoformat(), "tz": "UTC"}


def test_same_question_on_an_unchanged_store_is_answered_from_the_cache(sqlite_url: str) -> None:
    store = Store.open(sqlite_url, migrate=True)
    try:
        store.write(_history(handover=True, leak=False))
        cache = ReportCache(store.engine)
        first = report_doc(store.engine, PARAMS, now=END, cache=cache)
        again = report_doc(store.engine, PARAMS, now=END, cache=cache)
        assert (cache.misses, cache.hits) == (1, 1)
        assert again == first
        assert again == report_doc(store.engine, PARAMS, now=END)  # what the engine says
        # A different question is a different entry.
        report_doc(store.engine, {**PARAMS, "threshold": "20"}, now=END, cache=cache)
        assert cache.misses == 2
    finally:
        store.close()


def test_a_write_is_never_hidden_behind_a_cached_report(sqlite_url: str) -> None:
    store = Store.open(sqlite_url, migrate=True)
    try:
        store.write(_history(handover=False, leak=False))
        app = TestClient(create_ui_app(store.engine, clock=lambda: END))
        page = app.get("/what-changed", params=PARAMS)
        assert "v2" not in page.text
        # v3 takes over in the window: the same link must show it at once.
        late = [
            record(1000 + i, ts=HANDOVER + timedelta(minutes=i), template_version="v3")
            for i in range(60)
        ]
        store.write(late)
        page = app.get("/what-changed", params=PARAMS)
        assert "v3" in page.text
    finally:
        store.close()


def test_an_erasure_changes_the_data_version(sqlite_url: str) -> None:
    store = Store.open(sqlite_url, migrate=True)
    try:
        records = [replace(r, subject_id="user-7") for r in _history(handover=True, leak=False)]
        store.write(records)
        cache = ReportCache(store.engine)
        report_doc(store.engine, PARAMS, now=END, cache=cache)
        store.erase_subject("user-7")
        doc = report_doc(store.engine, PARAMS, now=END, cache=cache)
        assert cache.misses == 2
        assert doc == report_doc(store.engine, PARAMS, now=END)
    finally:
        store.close()


def test_a_failed_report_is_not_cached(sqlite_url: str) -> None:
    store = Store.open(sqlite_url, migrate=True)
    try:
        cache = ReportCache(store.engine)
        calls = []

        def boom() -> dict[str, object]:
            calls.append(1)
            raise RuntimeError("engine failed")

        for _ in range(2):
            with pytest.raises(RuntimeError):
                cache.get("q", boom)
        assert len(calls) == 2
        assert cache.get("q", lambda: {"ok": True}) == {"ok": True}
    finally:
        store.close()


def test_a_retention_purge_changes_the_data_version(sqlite_url: str) -> None:
    from ctxstore.web.cache import data_version

    store = Store.open(sqlite_url, migrate=True)
    try:
        store.write(_history(handover=True, leak=False))
        before = data_version(store.engine)
        assert before == data_version(store.engine)  # stable while nothing happens
        # Far enough ahead that the content TTL expires every text (assemblies stay).
        store.apply_retention(now=END + timedelta(days=60))
        assert data_version(store.engine) != before
    finally:
        store.close()


def test_a_relative_link_is_shared_within_the_minute_and_holds_everything_so_far(
    sqlite_url: str,
) -> None:
    store = Store.open(sqlite_url, migrate=True)
    try:
        records = _history(handover=True, leak=False)
        store.write(records)
        cache = ReportCache(store.engine)
        at = END + timedelta(seconds=12)
        first = report_doc(store.engine, {"since": "2h", "tz": "UTC"}, now=at, cache=cache)
        later = report_doc(
            store.engine, {"since": "2h", "tz": "UTC"}, now=at + timedelta(seconds=40), cache=cache
        )
        assert (cache.misses, cache.hits) == (1, 1) and later == first
        assert first["window"]["until"] == (END + timedelta(minutes=1)).isoformat()
        # The next minute is a new question.
        report_doc(
            store.engine, {"since": "2h", "tz": "UTC"}, now=at + timedelta(seconds=60), cache=cache
        )
        assert cache.misses == 2
    finally:
        store.close()


def test_tool_output_that_differs_per_request_gets_no_first_seen_markers(sqlite_url: str) -> None:
    records = [
        replace(
            r,
            sections=(*r.sections, section(5, "tool:weather", "tool_output", f"{i} degrees")),
        )
        for i, r in enumerate(_history(handover=False, leak=False))
    ]
    tl = _timeline(sqlite_url, records, "section", "tool:weather")
    assert tl.markers == ()
    assert len(tl.values) == 4 and tl.values[-1] == OTHER  # top 3 and the rest
