"""Outcomes and scores in the store: any arrival order, replays, merges, rollups counted once.

The oracle for every rollup assertion is an aggregation from scratch: after any
sequence of writes, ``outcome_rollup_hourly`` and ``score_rollup_hourly`` must
equal what :func:`ctxstore.db.outcomes.rebuild_hours` computes from the rows
alone, and the headline numbers (pairs, token sums, score means) are checked
against values computed by hand in the test.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from ctxstore import OutcomeError, OutcomeTotals, Store, parse_outcome_filter
from ctxstore.db.engine import write_connection
from ctxstore.db.models import outcome_rollup_hourly, outcomes, score_rollup_hourly, scores
from ctxstore.db.outcomes import rebuild_hours
from ctxstore.outcomes import OutcomeRecord, ScoreRecord, latency_quantile
from tests.store_records import T0, record

WINDOW = (T0 - timedelta(days=1), T0 + timedelta(days=30))


def _tid(i: int) -> str:
    return f"{i + 1:032x}"


def _table(store: Store, table: Any) -> list[tuple[Any, ...]]:
    with store.engine.connect() as conn:
        rows = conn.execute(select(table)).all()
    return sorted(tuple(round(v, 6) if isinstance(v, float) else v for v in r) for r in rows)


def _assert_fresh(store: Store) -> None:
    """The incrementally maintained rollups equal a from-scratch aggregation."""
    before = (_table(store, outcome_rollup_hourly), _table(store, score_rollup_hourly))
    with write_connection(store.engine) as conn, conn.begin():
        rebuild_hours(conn, *WINDOW)
    after = (_table(store, outcome_rollup_hourly), _table(store, score_rollup_hourly))
    assert before == after


def _model_totals(store: Store) -> OutcomeTotals:
    return OutcomeTotals.of(store.outcome_rollups(*WINDOW, dimension="model_id"))


def _usage(i: int, **kw: Any) -> OutcomeRecord:
    base: dict[str, Any] = {
        "trace_id": _tid(i),
        "span_id": f"{i + 1:016x}",
        "observed_at": T0 + timedelta(minutes=i, seconds=3),
        "source": "test",
        "input_tokens": 100,
        "output_tokens": 50 + i,
        "cache_read_input_tokens": 900,
        "cache_creation_input_tokens": 0,
        "latency_ms": 800.0 + i,
        "finish_reason": "stop",
    }
    base.update(kw)
    return OutcomeRecord(**base)


@pytest.fixture
def store(db_url: str) -> Any:
    with Store.open(db_url, migrate=True) as s:
        yield s


def test_outcome_before_and_long_after_the_assembly_are_both_counted_once(store: Store) -> None:
    # trace 0: outcome first; trace 1: assembly first, outcome 9 days later.
    store.write_outcomes([_usage(0)])
    assert _model_totals(store).outcomes == 0  # nothing to attach to yet
    store.write([record(1, trace_id=_tid(0)), record(2, trace_id=_tid(1))])
    assert _model_totals(store).outcomes == 1
    late = _usage(1, observed_at=T0 + timedelta(days=9))
    store.write_outcomes([late])
    totals = _model_totals(store)
    assert totals.outcomes == 2
    assert totals.output_tokens == 50 + 51
    assert totals.cache_read_share == pytest.approx(0.9)
    # the late outcome counts in its assembly's hour, not the hour it arrived
    hours = {r.hour for r in store.outcome_rollups(*WINDOW, dimension="model_id")}
    assert hours == {T0.replace(minute=0)}
    _assert_fresh(store)


def test_replays_are_no_ops_everywhere(store: Store) -> None:
    store.write([record(i + 1, trace_id=_tid(i)) for i in range(3)])
    first = store.write_outcomes([_usage(i) for i in range(3)])
    assert (first.inserted, first.folded) == (3, 3)
    snapshot = _table(store, outcome_rollup_hourly)
    again = store.write_outcomes([_usage(i) for i in range(3)] + [_usage(0)])
    assert (again.inserted, again.merged, again.skipped, again.folded) == (0, 0, 4, 0)
    # a replayed assembly does not fold its outcomes a second time
    store.write([record(1, trace_id=_tid(0))])
    assert _table(store, outcome_rollup_hourly) == snapshot
    assert store.score(_tid(0), "thumbs", 1, observed_at=T0).inserted == 1
    assert store.score(_tid(0), "thumbs", 1, observed_at=T0).skipped == 1
    with store.engine.connect() as conn:
        assert len(conn.execute(select(outcomes)).all()) == 3
        assert len(conn.execute(select(scores)).all()) == 1
    _assert_fresh(store)


def test_a_fuller_record_merges_and_the_rollups_follow(store: Store) -> None:
    store.write([record(1, trace_id=_tid(0))])
    partial = OutcomeRecord(_tid(0), T0, span_id="a" * 16, output_tokens=40, input_tokens=10)
    store.write_outcomes([partial])
    assert _model_totals(store).latency_count == 0
    fuller = OutcomeRecord(
        _tid(0), T0, span_id="a" * 16, output_tokens=999, latency_ms=1200.0, error_type="timeout"
    )
    result = store.write_outcomes([fuller])
    assert (result.inserted, result.merged) == (0, 1)
    totals = _model_totals(store)
    assert (totals.outcomes, totals.output_tokens, totals.errors) == (1, 40, 1)  # kept value wins
    assert totals.latency_count == 1
    [stored], _ = store.trace_outcomes(_tid(0))
    assert (stored.output_tokens, stored.latency_ms, stored.error_type) == (40, 1200.0, "timeout")
    _assert_fresh(store)


def test_several_scores_per_trace_and_a_changed_mind(store: Store) -> None:
    store.score(_tid(0), "thumbs", 1, observed_at=T0)  # before the assembly
    store.write([record(1, trace_id=_tid(0)), record(2, trace_id=_tid(1))])
    store.score(_tid(0), "faithfulness", 0.75, source="judge-v2", observed_at=T0)
    store.score(_tid(1), "thumbs", -1, observed_at=T0)
    store.score(_tid(0), "thumbs", -1, observed_at=T0 + timedelta(days=2))  # changed mind
    store.score(_tid(0), "thumbs", 1, observed_at=T0 + timedelta(days=1))  # stale: ignored
    rows = [r for r in store.score_rollups(*WINDOW, dimension="model_id")]
    by_name = {r.name: r for r in rows}
    assert by_name["thumbs"].count == 2 and by_name["thumbs"].total == -2
    assert by_name["faithfulness"].total == pytest.approx(0.75)
    _, got = store.trace_outcomes(_tid(0))
    assert {(s.name, s.value) for s in got} == {("thumbs", -1.0), ("faithfulness", 0.75)}
    _assert_fresh(store)


def test_any_order_gives_the_same_rollups(store: Store, db_url: str) -> None:
    rng = random.Random(15)
    n = 24
    events: list[tuple[str, Any]] = []
    for i in range(n):
        events.append(("assembly", record(i + 1, trace_id=_tid(i % 16))))  # some traces twice
        events.append(("outcome", _usage(i % 16, span_id=f"{i + 1:016x}")))
        if i % 3 == 0:
            events.append(("score", ScoreRecord(_tid(i % 16), "thumbs", (-1) ** i, T0)))
    expected: list[Any] | None = None
    for _round in range(3):
        rng.shuffle(events)
        with Store.open(db_url, migrate=True) as s:
            _clear(s)
            for kind, item in events + events[:5]:  # with replays
                if kind == "assembly":
                    s.write([item])
                elif kind == "outcome":
                    s.write_outcomes([item])
                else:
                    s.write_scores([item])
            got = [_table(s, outcome_rollup_hourly), _table(s, score_rollup_hourly)]
            _assert_fresh(s)
        expected = expected or got
        assert got == expected
    # 24 assemblies on 16 traces (8 traces hold two); each trace's outcomes count for each
    pairs = sum(
        sum(1 for j in range(n) if j % 16 == t) ** 2 for t in range(16)
    )  # assemblies x outcomes of each trace
    assert _model_totals(store).outcomes == pairs


def _clear(s: Store) -> None:
    from sqlalchemy import delete

    from ctxstore.db.models import assemblies

    with write_connection(s.engine) as conn, conn.begin():
        for t in (outcome_rollup_hourly, score_rollup_hourly, outcomes, scores, assemblies):
            conn.execute(delete(t))
        from ctxstore.db.models import rollup_hourly

        conn.execute(delete(rollup_hourly))


def test_bad_input_is_refused_and_loses_nothing(store: Store) -> None:
    store.write([record(1, trace_id=_tid(0))])
    store.write_outcomes([_usage(0)])
    snapshot = _table(store, outcome_rollup_hourly)
    for bad in (
        {"trace_id": "xyz"},
        {"trace_id": "0" * 32},
        {"output_tokens": -1},
        {"output_tokens": 1.5},
        {"latency_ms": float("nan")},
        {"span_id": "12"},
        {"observed_at": datetime(2026, 1, 1)},  # naive
    ):
        with pytest.raises(OutcomeError):
            _usage(1, **bad)
    for name, value in (("thumbs up", 1), ("thumbs", "very good"), ("thumbs", float("inf"))):
        with pytest.raises(OutcomeError):
            store.score(_tid(0), name, value)
    assert _table(store, outcome_rollup_hourly) == snapshot


def test_latency_quantiles_from_the_histogram_are_close() -> None:
    rng = random.Random(3)
    values = sorted(rng.lognormvariate(6.5, 0.6) for _ in range(5000))
    from ctxstore.outcomes import LATENCY_BUCKETS, latency_bucket

    counts = [0] * LATENCY_BUCKETS
    for v in values:
        counts[latency_bucket(v)] += 1
    for q in (0.5, 0.95):
        true = values[int(q * len(values)) - 1]
        est = latency_quantile(counts, q)
        assert est is not None and abs(est - true) / true < 0.05


def test_why_reads_the_matching_assemblies_with_their_sections(store: Store) -> None:
    store.write([record(i + 1, trace_id=_tid(i)) for i in range(6)])
    store.write_outcomes([_usage(i, latency_ms=9000.0 if i < 2 else 300.0) for i in range(6)])
    store.score(_tid(4), "thumbs", -1)
    slow = store.assembly_outcomes(*WINDOW, parse_outcome_filter("latency > 5s"))
    assert [a.trace_id for a in slow] == [_tid(0), _tid(1)]
    assert {name for name, _k, _v in slow[0].sections} >= {"system", "doc:shipping", "ask"}
    assert slow[0].dimensions["model_id"] == "gpt-4o"
    bad = store.assembly_outcomes(*WINDOW, parse_outcome_filter("score.thumbs < 0"))
    assert [a.trace_id for a in bad] == [_tid(4)]
    assert store.assembly_outcomes(*WINDOW, parse_outcome_filter("cache_read_share < 0.2")) == []
    assert len(store.assembly_outcomes(*WINDOW)) == 6


def test_filter_grammar_errors_say_what_is_accepted() -> None:
    assert parse_outcome_filter("latency > 5s").threshold == 5000
    assert parse_outcome_filter("error").op is None
    assert parse_outcome_filter("score.thumbs<0").score_name == "thumbs"
    for bad in ("latency", "speed > 3", "score.thumbs < x", "output_tokens > 3s", ""):
        with pytest.raises(OutcomeError, match="accepted"):
            parse_outcome_filter(bad)


def test_utc_is_kept(store: Store) -> None:
    store.write_outcomes([_usage(0, observed_at=datetime(2026, 3, 3, 10, tzinfo=UTC))])
    [o], _ = store.trace_outcomes(_tid(0))
    assert o.observed_at == datetime(2026, 3, 3, 10, tzinfo=UTC)
