"""The rollup reader and the raw-rows reader give the same report, on SQLite and PostgreSQL."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from test_whatchanged_scenario import (
    BASE_START,
    REINDEX,
    TOOL_RENAME,
    WIN_END,
    WIN_START,
    _section,
    fill,
    make_record,
    scenario_records,
    sha,
)

from ctxstore.analysis import edges
from ctxstore.analysis.readers import Filters, read_window, read_windows, retained_texts
from ctxstore.analysis.whatchanged import compare

LAST = max(r.timestamp for r in scenario_records() if r.service == "support-bot")


def _report(engine, b0, b1, w0, w1, filters=None, source="rollups"):  # type: ignore[no-untyped-def]
    filters = filters or Filters()
    base = read_window(engine, b0, b1, filters, source=source)
    win = read_window(engine, w0, w1, filters, source=source)
    return base, win, compare(base, win, texts=lambda hs: retained_texts(engine, hs))


@pytest.mark.parametrize(
    ("b0", "b1", "w0", "w1"),
    [
        (BASE_START, WIN_START, WIN_START, WIN_END),
        # Off the hour at both ends: rollups for whole hours, raw rows at the edges.
        (
            BASE_START + timedelta(minutes=43),
            WIN_START + timedelta(hours=5, minutes=17),
            WIN_START + timedelta(hours=5, minutes=17),
            WIN_END - timedelta(hours=20, minutes=3),
        ),
        # Ends where nothing was recorded after: the trailing partial hour is read
        # from rollups (exact, since all of its rows precede the end).
        (
            WIN_START - timedelta(days=3, minutes=21),
            WIN_START + timedelta(minutes=39),
            WIN_START + timedelta(minutes=39),
            WIN_END + timedelta(minutes=30),
        ),
        (
            BASE_START + timedelta(days=2, minutes=11),
            LAST + timedelta(minutes=1),
            LAST + timedelta(minutes=1),
            LAST + timedelta(days=2, minutes=2),
        ),
        # A window shorter than an hour, inside one rollup hour.
        (
            REINDEX - timedelta(minutes=50),
            REINDEX - timedelta(minutes=1),
            REINDEX,
            REINDEX + timedelta(minutes=40),
        ),
    ],
    ids=["hour-aligned", "off-the-hour", "inside-one-hour", "ends-after-the-data", "ends-like-now"],
)
def test_rollups_and_raw_rows_agree(
    db_url: str, b0: datetime, b1: datetime, w0: datetime, w1: datetime
) -> None:
    store = fill(db_url)
    try:
        for filters in (Filters(), Filters(service="support-bot", template="v1")):
            base_r, win_r, from_rollups = _report(store.engine, b0, b1, w0, w1, filters, "rollups")
            base_w, win_w, from_raw = _report(store.engine, b0, b1, w0, w1, filters, "raw")
            assert base_r == base_w
            assert win_r == win_w
            assert from_rollups == from_raw
    finally:
        store.close()


# Dense traffic (one assembly every 3 minutes) around the reindex at 09:12, so a
# split hour has requests on both sides of the split: values seen on both sides
# (system prompt, model), on one side only (the old and the new chunk), dropped
# sections on some requests, and a rarely retrieved chunk seen at 09:16 and 09:52
# only: the 09:20 and 09:47 splits leave it once on the side derived from rollups,
# where that one sighting is the hour's last (first) and not its first (last).
RARE_AT = (45, 57)
DENSE = [
    make_record(20_000 + k, datetime(2026, 11, 24, 7, 1, tzinfo=UTC) + timedelta(minutes=3 * k))
    for k in range(80)
]
DENSE = [
    replace(r, sections=(*r.sections, _section(4, "kb:customs#7", "document", "Duties apply.")))
    if k in RARE_AT
    else r
    for k, r in enumerate(DENSE)
]


@pytest.mark.parametrize(
    "split",
    [
        datetime(2026, 11, 24, 9, 5, tzinfo=UTC),
        datetime(2026, 11, 24, 9, 20, tzinfo=UTC),
        datetime(2026, 11, 24, 9, 47, tzinfo=UTC),
    ],
    ids=["reindex-after-the-split", "reindex-before-the-split", "later-part-shorter"],
)
def test_split_hours_read_from_rollups_agree_with_raw_rows(
    db_url: str, split: datetime, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A report whose baseline ends where its window starts, off the hour, in busy
    traffic: the longer part of the split hour comes from the hour's rollups minus the
    raw rows of the shorter part, and every count and first/last sighting is the raw
    reader's."""
    store = fill(db_url)
    try:
        store.write(DENSE)
        probes: list[tuple[datetime, datetime]] = []
        first_probe = edges._probe

        def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
            probes.append(args[:2])
            return first_probe(*args, **kwargs)

        monkeypatch.setattr(edges, "_probe", counted)
        pair = [
            (split - timedelta(hours=2, minutes=13), split),
            (split, split + timedelta(hours=1, minutes=6)),
        ]
        for filters in (Filters(), Filters(service="support-bot")):
            rolled = read_windows(store.engine, pair, filters)
            raw = read_windows(store.engine, pair, filters, source="raw")
            assert rolled == raw
            report = compare(*rolled, texts=lambda hs: retained_texts(store.engine, hs))
            assert report == compare(*raw, texts=lambda hs: retained_texts(store.engine, hs))
        # The split hour was derived, not read raw on both sides.
        assert probes
    finally:
        store.close()


def test_window_is_half_open(db_url: str) -> None:
    store = fill(db_url)
    try:
        edge = WIN_START + timedelta(days=2)
        store.write([make_record(50_000, edge)])
        before = read_window(store.engine, edge - timedelta(hours=3), edge)
        after = read_window(store.engine, edge, edge + timedelta(hours=3))
        assert ("model_id", None) in after.series
        starts = [s.first_seen for s in after.series[("model_id", None)].values.values()]
        assert min(starts) == edge
        assert all(s.last_seen < edge for s in before.series[("model_id", None)].values.values())
    finally:
        store.close()


def test_report_over_the_scenario(db_url: str) -> None:
    store = fill(db_url)
    try:
        _, _, report = _report(store.engine, BASE_START, WIN_START, WIN_START, WIN_END)
        by_key = {(c.dimension, c.section): c for c in report.changes}
        snapshot = by_key[("snapshot_id", None)]
        assert snapshot.new_value == "kb-2026-11-24"
        assert snapshot.first_seen is not None and snapshot.first_seen >= REINDEX
        assert snapshot.first_seen - REINDEX < timedelta(minutes=97)
        chunk = by_key[("section", "kb:refunds#1")]
        assert chunk.diff is not None and "+Refunds are accepted within 14 days." in chunk.diff
        tool = by_key[("section", "tool:lookup_order")]
        assert tool.diff is None
        assert (
            tool.text_note
            == f"text not retained: hash {sha(TOOL_OLD_TEXT)[:12]} → {sha(TOOL_NEW_TEXT)[:12]}"
        )
        assert tool.first_seen is not None and tool.first_seen >= TOOL_RENAME
        template = by_key[("template_version", None)]
        assert 0.4 < template.affected_share < 0.5
        # The per-request ask is never listed value by value.
        assert ("section", "ask") not in by_key
        # Ranked by affected share.
        shares = [c.affected_share for c in report.changes]
        assert shares == sorted(shares, reverse=True)
        # Filter on a service that only has one assembly in the window.
        _, win, filtered = _report(
            store.engine, BASE_START, WIN_START, WIN_START, WIN_END, Filters(service="billing-bot")
        )
        assert win.assemblies == 1
        assert filtered.baseline.assemblies == 0 and filtered.changes == ()
    finally:
        store.close()


TOOL_OLD_TEXT = '{"name":"lookup_order","parameters":{"order_id":{"type":"string"}}}'
TOOL_NEW_TEXT = '{"name":"lookup_order","parameters":{"orderId":{"type":"string"}}}'


def test_timestamps_come_back_utc(sqlite_url: str) -> None:
    store = fill(sqlite_url)
    try:
        win = read_window(store.engine, WIN_START, WIN_END)
        stat = next(iter(win.series[("model_id", None)].values.values()))
        assert stat.first_seen.tzinfo is not None
        assert stat.first_seen.utcoffset() == UTC.utcoffset(None)
    finally:
        store.close()


@pytest.mark.parametrize("source", ["rollups", "raw"], ids=["rollups", "raw"])
def test_per_request_sections_are_counted_by_presence(sqlite_url: str, source: str) -> None:
    store = fill(sqlite_url)
    try:
        win = read_window(store.engine, WIN_START, WIN_END, source=source)  # type: ignore[arg-type]
        ask = win.series[("section", "ask")]
        assert set(ask.values) == {"*"}
        assert ask.values["*"].count == win.assemblies
        # Other kinds keep their hashes.
        assert len(win.series[("section", "kb:refunds#1")].values) == 2
    finally:
        store.close()
