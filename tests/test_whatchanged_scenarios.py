"""Scripted traffic with ground truth: every change found, in the right kind, at the
right time, and nothing else; no-change controls report nothing at all.

The generator is ``benchmarks/scenarios.py`` (also run at full size by
``benchmarks/bench_whatchanged_scenarios.py``). Reports are computed from exactly
the rollup rows the store's writer would record, so first/last-seen times come
from rollups, as in production; one scenario also goes through a real store on
both engines and must give the same report.
"""

from __future__ import annotations

import pytest

from benchmarks.scenarios import SCRIPTS, build, items, run, score
from ctxstore.analysis.readers import read_windows, retained_texts
from ctxstore.analysis.whatchanged import compare
from ctxstore.store import Store

CONTROLS = [(seed, n) for n in (300, 500, 1000) for seed in (1, 2, 3)]


@pytest.mark.parametrize(("seed", "n"), CONTROLS, ids=[f"seed{s}-{n}" for s, n in CONTROLS])
def test_no_change_control_reports_nothing(seed: int, n: int) -> None:
    s = build("control", seed=seed, per_window=n)
    report = run(s)
    assert items(report) == []
    assert not report.changed
    assert report.tests > 50  # it did test: the silence is a verdict, not a skip


@pytest.mark.parametrize("name", sorted(SCRIPTS), ids=str)
def test_scripted_change_is_found_in_its_kind_at_its_time(name: str) -> None:
    s = build(name, seed=11, per_window=400)
    result = score(s, run(s))
    assert result.missed == ()
    assert result.right_kind == result.expected
    assert result.first_seen_exact == result.expected
    assert result.spurious == ()


def test_the_scripted_changes_trip_the_gate_and_mix_never_does() -> None:
    for name in ("reindex", "reverted-in-window", "budget-pressure", "leaked-timestamp"):
        report = run(build(name, seed=3, per_window=500))
        assert report.changed, name
    assert not run(build("control", seed=3, per_window=500)).changed


def test_whitespace_only_change_shows_the_trailing_space() -> None:
    from ctxstore.analysis.report import colour_diff, plain

    report = run(build("whitespace-only", seed=2, per_window=400))
    (change,) = report.changes
    assert change.diff is not None
    shown = "\n".join(colour_diff(change.diff, plain))
    assert "+Answer briefly and cite the knowledge base.␠" in shown


def test_revert_reports_when_the_bad_prompt_was_live() -> None:
    s = build("reverted-in-window", seed=5, per_window=800)
    (change,) = run(s).changes
    truth = s.expected[0]
    assert change.kind == "reverted"
    assert (change.first_seen, change.last_seen) == (truth.first_seen, truth.last_seen)
    assert 0.05 < change.affected_share < 0.3


def test_a_store_gives_the_report_the_pure_engine_gives(db_url: str) -> None:
    s = build("section-added-and-removed", seed=4, per_window=400)
    expected = items(run(s))
    with Store.open(db_url, migrate=True) as store:
        store.write(s.records)
        for source in ("rollups", "raw"):
            baseline, window = read_windows(store.engine, [s.baseline, s.window], source=source)  # type: ignore[arg-type]
            report = compare(baseline, window, texts=lambda h: retained_texts(store.engine, h))
            assert items(report) == expected, source
