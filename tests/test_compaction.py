"""Daily compaction of hourly rollups (``ctxstore db compact``), on SQLite and PostgreSQL.

The story of tests/test_whatchanged_scenario.py (two weeks, one assembly every
97 minutes, a reindex, a tool rename and a canary in the second week) is
written, read, compacted, and read again: what a user sees must not change
where the report covers whole compacted days, partial days are read from the
raw rows, every count moves exactly once (reruns, late writes), and a purge
keeps compacted days in line with the metadata TTL.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from click.testing import CliRunner
from ctxstore_cli.main import cli
from sqlalchemy import delete, func, select

from ctxstore.analysis.readers import Filters, history_start, read_window
from ctxstore.analysis.running import run_what_changed
from ctxstore.db.compaction import compact_rollups
from ctxstore.db.models import assemblies, assembly_sections, rollup_daily, rollup_hourly
from ctxstore.db.rollups import follow_metadata_ttl
from ctxstore.store import Store
from tests.test_whatchanged_scenario import (
    BASE_START,
    WIN_END,
    WIN_START,
    fill,
    make_record,
)

# "Now" a day after the story ends; 8 days old = every day before WIN_START.
NOW = WIN_END + timedelta(days=1)
AGE = timedelta(days=8)


def _counts(engine, table, column) -> dict[datetime, int]:  # type: ignore[no-untyped-def]
    c = table.c
    q = select(column, func.sum(c.count)).where(c.dimension == "model_id").group_by(column)
    with engine.connect() as conn:
        return {t.astimezone(UTC): int(n) for t, n in conn.execute(q)}


def _per_day_raw(engine) -> dict[datetime, int]:  # type: ignore[no-untyped-def]
    with engine.connect() as conn:
        ts = [t.astimezone(UTC) for (t,) in conn.execute(select(assemblies.c.ts))]
    out: dict[datetime, int] = {}
    for t in ts:
        day = t.replace(hour=0, minute=0, second=0, microsecond=0)
        out[day] = out.get(day, 0) + 1
    return out


def _same_counts(a, b) -> None:  # type: ignore[no-untyped-def]
    assert a.assemblies == b.assemblies
    assert a.series == b.series
    assert a.tokens == b.tokens and a.flags == b.flags and a.outcomes == b.outcomes


def test_report_over_compacted_days_is_unchanged_and_compaction_is_exactly_once(
    db_url: str,
) -> None:
    with fill(db_url) as store:
        engine = store.engine
        window, baseline = (WIN_START, WIN_END), (BASE_START, WIN_START)
        before = run_what_changed(engine, window, baseline)
        stats_before = read_window(engine, BASE_START, WIN_START)
        hourly_before = _counts(engine, rollup_hourly, rollup_hourly.c.hour)

        result = compact_rollups(engine, AGE, now=NOW)
        assert result.cutoff == WIN_START
        assert result.days == 7 and result.hourly_rows > result.daily_rows > 0
        daily = _counts(engine, rollup_daily, rollup_daily.c.day)
        assert sorted(daily) == [BASE_START + timedelta(days=d) for d in range(7)]
        assert sum(daily.values()) == sum(n for h, n in hourly_before.items() if h < WIN_START)
        assert min(_counts(engine, rollup_hourly, rollup_hourly.c.hour)) >= WIN_START

        # The same report, item for item (the baseline week is all compacted).
        assert run_what_changed(engine, window, baseline) == before
        assert before.changes  # the story's changes are there to be kept
        _same_counts(read_window(engine, BASE_START, WIN_START), stats_before)
        assert history_start(engine) == BASE_START + timedelta(minutes=7)

        # A rerun moves nothing; the report stays.
        again = compact_rollups(engine, AGE, now=NOW)
        assert (again.days, again.hourly_rows, again.daily_rows) == (0, 0, 0)
        assert run_what_changed(engine, window, baseline) == before


def test_window_edges_inside_compacted_days_read_the_raw_rows(db_url: str) -> None:
    with fill(db_url) as store:
        engine = store.engine
        spans = [
            (BASE_START + timedelta(hours=5, minutes=30), WIN_START + timedelta(hours=13)),
            (BASE_START + timedelta(days=2, hours=3), BASE_START + timedelta(days=2, hours=20)),
            (BASE_START + timedelta(days=1), BASE_START + timedelta(days=4, minutes=10)),
        ]
        expected = [read_window(engine, a, b) for a, b in spans]
        compact_rollups(engine, AGE, now=NOW)
        for (a, b), want in zip(spans, expected, strict=True):
            _same_counts(read_window(engine, a, b), want)
            _same_counts(read_window(engine, a, b, Filters(service="support-bot")), want)


def test_late_write_into_a_compacted_day_is_counted_then_moved_once(db_url: str) -> None:
    with fill(db_url) as store:
        engine = store.engine
        compact_rollups(engine, AGE, now=NOW)
        day = BASE_START + timedelta(days=3)
        full_day = read_window(engine, day, day + timedelta(days=1))
        store.write([make_record(20_000, day + timedelta(hours=4, minutes=2))])
        # Counted at once (hourly row inside a compacted day) ...
        assert read_window(engine, day, day + timedelta(days=1)).assemblies == (
            full_day.assemblies + 1
        )
        # ... and folded by the next run, exactly once.
        result = compact_rollups(engine, AGE, now=NOW)
        assert result.days == 1 and result.hourly_rows > 0
        assert _counts(engine, rollup_daily, rollup_daily.c.day) == {
            d: n for d, n in _per_day_raw(engine).items() if d < WIN_START
        }
        assert read_window(engine, day, day + timedelta(days=1)).assemblies == (
            full_day.assemblies + 1
        )


def test_purge_keeps_compacted_days_in_line_with_the_rows(db_url: str) -> None:
    with fill(db_url) as store:
        engine = store.engine
        compact_rollups(engine, AGE, now=NOW)
        cutoff = BASE_START + timedelta(days=2, hours=9, minutes=40)
        a = assemblies.c
        with engine.begin() as conn:  # what a metadata purge does to the raw rows
            old = select(a.id).where(a.ts < cutoff)
            conn.execute(delete(assembly_sections).where(assembly_sections.c.assembly_id.in_(old)))
            conn.execute(delete(assemblies).where(a.ts < cutoff))
        follow_metadata_ttl(engine, cutoff)
        raw = _per_day_raw(engine)
        assert _counts(engine, rollup_daily, rollup_daily.c.day) == {
            d: n for d, n in raw.items() if d < WIN_START
        }
        assert min(_counts(engine, rollup_daily, rollup_daily.c.day)) == cutoff.replace(
            hour=0, minute=0
        )
        # The day holding the cutoff stayed compacted: no hourly rows came back.
        assert min(_counts(engine, rollup_hourly, rollup_hourly.c.hour)) >= WIN_START
        span = (cutoff, WIN_START)
        _same_counts(read_window(engine, *span), read_window(engine, *span, source="raw"))


def test_cli_compacts_and_refuses_a_bad_age(db_url: str) -> None:
    with fill(db_url):
        pass
    runner = CliRunner()
    result = runner.invoke(cli, ["db", "compact", "--older-than", "1d", "--db", db_url, "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["days"] >= 13 and data["hourly_rows"] > data["daily_rows"] > 0
    result = runner.invoke(cli, ["db", "compact", "--older-than", "1d", "--db", db_url])
    assert result.exit_code == 0 and "Compacted 0 days" in result.stdout
    bad = runner.invoke(cli, ["db", "compact", "--older-than", "soon", "--db", db_url])
    assert bad.exit_code != 0 and "cannot read duration 'soon'" in bad.output
    assert "Traceback" not in bad.output
    with Store.open(db_url) as store:  # nothing lost by the refused run
        assert store.engine is not None


def test_downgrade_folds_daily_rows_back_without_losing_a_count(db_url: str) -> None:
    from ctxstore.db import migrate

    with fill(db_url) as store:
        engine = store.engine
        total = sum(_counts(engine, rollup_hourly, rollup_hourly.c.hour).values())
        compact_rollups(engine, AGE, now=NOW)
        # A late write into a compacted day: the downgrade must add, not overwrite.
        store.write([make_record(20_001, BASE_START + timedelta(days=1, minutes=3))])
    assert migrate.downgrade(db_url, "0008").after == "0008"
    from ctxstore.db.engine import make_engine

    engine = make_engine(db_url)
    try:
        hourly = _counts(engine, rollup_hourly, rollup_hourly.c.hour)
    finally:
        engine.dispose()
    assert sum(hourly.values()) == total + 1
    assert hourly[BASE_START + timedelta(days=1)] >= 2  # the day's rows, at its first hour
    assert migrate.upgrade(db_url).after == migrate.head_revision()


def test_the_timeline_chart_shows_compacted_days_with_their_counts_and_shares(db_url: str) -> None:
    """The web timeline aggregates in SQL; compacted days must still be on the chart."""
    from ctxstore.analysis.timeline import build_timeline

    def chart(engine):  # type: ignore[no-untyped-def]
        t = build_timeline(
            engine,
            "section",
            "tool:lookup_order",
            BASE_START,
            WIN_END,
            zone=UTC,
            granularity="day",
        )
        return [(b.start, b.total, dict(b.counts)) for b in t.buckets], t.values

    with fill(db_url) as store:
        engine = store.engine
        before = chart(engine)
        assert compact_rollups(engine, AGE, now=NOW).days == 7
        after = chart(engine)
    assert after == before
    days = [start for start, total, _ in after[0] if total]
    assert days[0] == BASE_START  # the oldest, compacted day is there, not dropped
