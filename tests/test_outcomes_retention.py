"""Outcomes and scores under the retention policy: the metadata TTL with their trace, legal
holds, the rollups of purged hours, erasure of a subject's score comments; both engines."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from sqlalchemy import func, select

from ctxstore import OutcomeTotals, Store
from ctxstore.db.models import outcome_rollup_hourly, outcomes, score_rollup_hourly, scores
from ctxstore.outcomes import OutcomeRecord
from ctxstore.retention import RetentionPolicy
from tests.store_records import T0, record
from tests.test_outcomes_store import _assert_fresh, _tid

NOW = T0 + timedelta(days=100)
POLICY = RetentionPolicy(
    version="ret-15", content_ttl=timedelta(days=30), metadata_ttl=timedelta(days=90)
)
ALL = (T0 - timedelta(days=10), NOW + timedelta(days=1))


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    s = Store.open(db_url, migrate=True, policy=POLICY)
    yield s
    s.close()


def _n(store: Store, table: object) -> int:
    with store.engine.connect() as conn:
        return int(conn.execute(select(func.count()).select_from(table)).scalar_one())  # type: ignore[arg-type]


def _outcome(i: int, days: float) -> OutcomeRecord:
    return OutcomeRecord(
        _tid(i), T0 + timedelta(days=days, minutes=i), output_tokens=10 + i, latency_ms=500.0
    )


def test_outcomes_go_with_their_trace_and_the_rollups_follow(store: Store) -> None:
    old = [record(i + 1, trace_id=_tid(i), ts=T0 + timedelta(minutes=i)) for i in range(4)]
    held = record(5, trace_id=_tid(4), ts=T0 + timedelta(minutes=4), template_version="v-held")
    new = record(7, trace_id=_tid(6), ts=T0 + timedelta(days=95))
    store.write([*old, held, new])
    # old traces' outcomes arrive within the hour; trace 3's arrives 92 days later (recent)
    store.write_outcomes([_outcome(i, 0) for i in range(3)] + [_outcome(3, 92)])
    store.write_outcomes([_outcome(4, 0), _outcome(6, 95)])
    store.write_outcomes([_outcome(9, 0)])  # an orphan: no assembly ever came
    for i in (0, 4, 6):
        store.score(_tid(i), "thumbs", -1, comment=f"note {i}", observed_at=T0 + timedelta(days=1))
    store.add_hold("template_version", "v-held")
    plan = store.plan_retention(now=NOW)
    result = store.apply_retention(now=NOW)
    # traces 0-2 and the orphan: observed before the cutoff, no assembly left
    assert (plan.outcomes_deleted, result.outcomes_deleted) == (4, 4)
    assert (plan.scores_deleted, result.scores_deleted) == (1, 1)
    # kept: trace 3 (observed recently; its assembly is gone, its own TTL runs later),
    # the held trace 4, the new trace 6
    with store.engine.connect() as conn:
        left = sorted(conn.execute(select(outcomes.c.trace_id)).scalars())
    assert left == [_tid(3), _tid(4), _tid(6)]
    totals = OutcomeTotals.of(store.outcome_rollups(*ALL, dimension="model_id"))
    assert totals.outcomes == 2  # the held pair and the new pair; purged hours rebuilt
    assert totals.output_tokens == (10 + 4) + (10 + 6)
    rows = store.score_rollups(*ALL, dimension="model_id")
    assert sum(r.count for r in rows) == 2
    _assert_fresh(store)
    again = store.apply_retention(now=NOW)
    assert (again.outcomes_deleted, again.scores_deleted) == (0, 0)
    assert store.apply_retention(now=NOW + timedelta(days=200)).outcomes_deleted == 2


def test_erasure_blanks_the_subjects_score_comments_only(store: Store) -> None:
    mine = record(1, trace_id=_tid(0), subject_id="user-1")
    other = record(2, trace_id=_tid(1), subject_id="user-2")
    store.write([mine, other])
    store.score(_tid(0), "thumbs", -1, comment="my card 4111 was charged twice")
    store.score(_tid(0), "faithfulness", 0.4, source="judge")
    store.score(_tid(1), "thumbs", 1, comment="thanks")
    before = (_n(store, score_rollup_hourly), _n(store, outcome_rollup_hourly))
    result = store.erase_subject("user-1")
    assert result.score_comments == 1
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(scores.c.trace_id, scores.c.name, scores.c.value, scores.c.comment)
        ).all()
    assert sorted(rows) == sorted(
        [
            (_tid(0), "thumbs", -1.0, None),
            (_tid(0), "faithfulness", 0.4, None),
            (_tid(1), "thumbs", 1.0, "thanks"),
        ]
    )
    assert (_n(store, score_rollup_hourly), _n(store, outcome_rollup_hourly)) == before
    audit_counts = store.erase_subject("user-1", dry_run=True)
    assert audit_counts.score_comments == 0  # nothing left to erase
