"""The screened engine gives the very report the unscreened one gave (an oracle test).

``compare`` screens the common chunk series (one unchanged value, or a name in
one window only) without building hypotheses when none of their tests can
reach the FDR level (``ctxstore.analysis.whatchanged._quiet``). That is exact
only if it never changes a report: ``tests/whatchanged_reference.py`` is the
engine as it was before the screen, and both run here on generated traffic
(the engine benchmark's knowledge bases with hot and cold chunks, rewrites and
a mix shift, and the scripted scenarios with ground truth), across FDR levels
and effect floors loose enough that discoveries sit next to screened series.
"""

from __future__ import annotations

import pytest

from benchmarks.bench_whatchanged_engine import windows
from benchmarks.scenarios import build, rollup_rows
from ctxstore.analysis.whatchanged import Options, compare
from ctxstore.analysis.windows import stats_from_rollups
from tests.whatchanged_reference import compare as reference

OPTIONS = [
    Options(),
    Options(fdr=0.05, threshold=0.005, min_share=0.001),
    Options(fdr=0.3, threshold=0.0, min_share=0.0),
]


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("options", OPTIONS, ids=["default", "loose", "everything"])
def test_large_knowledge_base_report_is_unchanged(seed: int, options: Options) -> None:
    baseline, window = windows(chunks=3000, per_window=12_000 * seed, seed=seed, days=2)
    new, old = compare(baseline, window, options), reference(baseline, window, options)
    assert new == old
    # The screen had work to do, and the traffic holds real findings next to it.
    assert new.tests > 1000
    assert new.changes


@pytest.mark.parametrize(
    "name", ["control", "reindex", "reverted-in-window", "small-tenant-3pct", "budget-pressure"]
)
@pytest.mark.parametrize("options", OPTIONS, ids=["default", "loose", "everything"])
def test_scenario_reports_are_unchanged(name: str, options: Options) -> None:
    s = build(name, seed=5, per_window=400)
    rows = rollup_rows(s.records)
    baseline = stats_from_rollups(*s.baseline, rows)
    window = stats_from_rollups(*s.window, rows)
    assert compare(baseline, window, options) == reference(baseline, window, options)
