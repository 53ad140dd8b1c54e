"""The demo tells the Tuesday story whatever day and hour it runs, through the real recording path."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from click.testing import CliRunner
from ctxstore_cli.demo_traffic import MIN_AFTER_REINDEX, MIN_PER_WINDOW, plan_demo, run_demo
from ctxstore_cli.main import cli

from ctxstore.analysis.readers import read_window, retained_texts
from ctxstore.analysis.whatchanged import Report, compare
from ctxstore.store import Store

BERLIN = ZoneInfo("Europe/Berlin")

# 2026-11-24 is a Tuesday.
NOWS = {
    "sunday-afternoon": datetime(2026, 11, 29, 15, 30, tzinfo=BERLIN),
    "tuesday-01h": datetime(2026, 11, 24, 1, 0, tzinfo=BERLIN),
    "tuesday-00h05": datetime(2026, 11, 24, 0, 5, tzinfo=BERLIN),
    "monday-late": datetime(2026, 11, 30, 23, 0, tzinfo=BERLIN),
    "thursday-morning": datetime(2026, 11, 26, 9, 0, tzinfo=BERLIN),
    "wednesday-after-fall-back": datetime(2026, 10, 28, 12, 0, tzinfo=BERLIN),
}


@pytest.mark.parametrize("now", NOWS.values(), ids=NOWS.keys())
def test_events_fall_inside_since_tuesday(now: datetime) -> None:
    plan = plan_demo(now, BERLIN, rate=30)
    tuesday = plan.tuesday
    assert tuesday.weekday() == 1 and (tuesday.hour, tuesday.minute) == (0, 0)
    times = [e.at for e in plan.events]
    assert times == sorted(times)
    assert all(tuesday < t < now for t in times)
    stamps = plan.timestamps
    assert stamps == tuple(sorted(stamps))
    window = tuesday.astimezone(UTC), now.astimezone(UTC)
    length = window[1] - window[0]
    in_window = [t for t in stamps if window[0] <= t < window[1]]
    in_baseline = [t for t in stamps if window[0] - length <= t < window[0]]
    assert len(in_window) >= MIN_PER_WINDOW * 0.8
    assert len(in_baseline) >= MIN_PER_WINDOW * 0.8
    # After the leak there is traffic to show it.
    leak = plan.event("leak").at.astimezone(UTC)
    assert sum(1 for t in in_window if t >= leak) >= 20


@pytest.mark.parametrize("now", NOWS.values(), ids=NOWS.keys())
def test_the_reindex_stretch_holds_enough_requests_to_measure_its_impact(now: datetime) -> None:
    # Impact compares a change only up to the next one: the thumbs drop on the
    # rewritten chunk is measured on the traffic between the reindex and the rename.
    plan = plan_demo(now, BERLIN)
    reindex, rename = plan.event("reindex").at, plan.event("tool_rename").at
    stretch = [t for t in plan.timestamps if reindex <= t < rename]
    assert len(stretch) >= MIN_AFTER_REINDEX * 0.9


def test_long_windows_keep_the_nominal_weekday_times() -> None:
    plan = plan_demo(NOWS["sunday-afternoon"], BERLIN)
    assert plan.event("reindex").at == datetime(2026, 11, 24, 9, 12, tzinfo=BERLIN)
    assert plan.event("tool_rename").at == datetime(2026, 11, 24, 15, 40, tzinfo=BERLIN)
    assert plan.event("canary").at == datetime(2026, 11, 25, 10, 0, tzinfo=BERLIN)
    assert plan.event("leak").at == datetime(2026, 11, 26, 8, 0, tzinfo=BERLIN)
    assert plan.start <= NOWS["sunday-afternoon"] - timedelta(days=8)


def _report(store: Store, since: datetime, until: datetime) -> Report:
    length = until.astimezone(UTC) - since.astimezone(UTC)
    base = read_window(store.engine, since - length, since)
    win = read_window(store.engine, since, until)
    return compare(base, win, texts=lambda hs: retained_texts(store.engine, hs))


def _assert_story(report: Report, plan_snapshot: str) -> None:
    by = {(c.dimension, c.section): c for c in report.changes}
    assert by[("snapshot_id", None)].new_value == plan_snapshot
    tools = by[("section", "tool:lookup_order")]
    assert (
        tools.diff is not None
        and '+        "orderId"' in tools.diff
        and '-        "order_id"' in tools.diff
    )
    refunds = by[("section", "kb/refunds.md#1")]
    assert (
        refunds.diff is not None
        and "+Refunds are accepted within 14 days of delivery." in refunds.diff
    )
    assert by[("template_version", None)].new_value == "support-v13"
    (volatile,) = report.volatile_sections
    assert volatile.section == "system"
    assert volatile.example_diff is not None and "+Current time: " in volatile.example_diff


@pytest.mark.parametrize(
    "now_id", ["sunday-afternoon", "tuesday-01h"], ids=["sunday-afternoon", "tuesday-01h"]
)
def test_recorded_demo_shows_every_event(sqlite_url: str, now_id: str) -> None:
    now = NOWS[now_id]
    plan = plan_demo(now, BERLIN, rate=12)
    store = Store.open(sqlite_url)
    try:
        done: list[int] = []
        result = run_demo(store, plan, progress=done.append)
        assert result.assemblies == len(plan.timestamps) == result.stored == sum(done)
        assert result.dropped == 0
        _assert_story(_report(store, plan.tuesday, now), plan.new_snapshot)
    finally:
        store.close()


def test_demo_command_then_what_changed_since_tuesday(db_url: str) -> None:
    Store.open(db_url, migrate=True).close()  # PostgreSQL is migrated by the operator
    runner = CliRunner()
    result = runner.invoke(cli, ["demo", "--rate", "8", "--days", "8", "--db", db_url])
    assert result.exit_code == 0, result.output
    assert (
        "Scripted events:" in result.output
        and "ctxstore what-changed --since tuesday" in result.output
    )
    result = runner.invoke(cli, ["what-changed", "--since", "tuesday", "--json", "--db", db_url])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    dims = {(c["dimension"], c["section"]) for c in doc["changes"]}
    assert {
        ("snapshot_id", None),
        ("template_version", None),
        ("section", "tool:lookup_order"),
    } <= dims
    assert [v["section"] for v in doc["volatile_sections"]] == ["system"]
    # A second run refuses to pile demo traffic onto a store that has data.
    again = runner.invoke(cli, ["demo", "--rate", "8", "--db", db_url])
    assert again.exit_code == 1 and "already holds" in again.stderr
