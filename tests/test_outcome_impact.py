"""Impact in ``what-changed``: known outcome shifts are marked, a no-effect control marks nothing.

Stores are built by :mod:`outcome_scenarios` (tool schema change on Wed 02:53;
outcomes that do or do not depend on it), on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
import math
import re
from datetime import UTC

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli
from outcome_scenarios import BASELINE, WINDOW, Effects, fill

from ctxstore.analysis.impact_items import ImpactMetric
from ctxstore.analysis.outcome_stats import (
    Moments,
    compare_means,
    compare_quantiles,
    quantile_interval,
    t_quantile,
    t_two_sided,
)
from ctxstore.analysis.report import render_report, report_to_json
from ctxstore.analysis.running import run_what_changed
from ctxstore.analysis.whatchanged import Report

IMPACT_KEYS = {"metric", "with", "without", "ci", "significant"}


def _tools_change(report: Report):  # type: ignore[no-untyped-def]
    found = [c for c in report.changes if c.section == "tools"]
    assert len(found) == 1, [c.section for c in report.changes]
    return found[0]


def _metrics(change) -> dict[str, ImpactMetric]:  # type: ignore[no-untyped-def]
    return {m.metric: m for m in change.impact if isinstance(m, ImpactMetric)}


def test_the_planted_cache_collapse_is_marked_and_nothing_else(db_url: str) -> None:
    store = fill(db_url, Effects(cache_effect=True))
    try:
        report = run_what_changed(store.engine, WINDOW, BASELINE)
    finally:
        store.close()
    change = _tools_change(report)
    assert change.new_value is not None and change.old_value is not None
    metrics = _metrics(change)
    assert set(metrics) == {
        "cache_read_share",
        "error_rate",
        "latency_p50",
        "latency_p95",
        "output_tokens",
        "score.thumbs",
    }
    cache = metrics["cache_read_share"]
    assert cache.significant
    assert cache.without_value is not None and 0.77 < cache.without_value < 0.83
    assert cache.with_value is not None and cache.with_value < 0.03
    assert (
        cache.ci is not None and cache.ci[0] < cache.with_value - cache.without_value < cache.ci[1]
    )
    assert cache.ci[1] < -0.7
    # Old traffic (the baseline and Wed 00:00-02:53) plus new traffic is all 960 requests;
    # the cache share is over those that reported usage (failed calls did not).
    errors = metrics["error_rate"]
    assert errors.with_n + errors.without_n == 960
    assert 850 < cache.with_n + cache.without_n < 960
    assert cache.with_n == errors.with_n - round(errors.with_value * errors.with_n)  # type: ignore[operator]
    assert [m for m in metrics.values() if m.significant] == [cache]
    assert all(
        not m.significant for c in report.changes if c is not change for m in _metrics(c).values()
    )

    text = render_report(report, zone=UTC)
    assert "Changes that moved outcomes:" in text
    assert "tools changed Wed 02:54 · cache read share 80% → 1%" in text
    doc = report_to_json(report)
    tools = next(c for c in doc["changes"] if c["section"] == "tools")
    assert all(set(item) >= IMPACT_KEYS for item in tools["impact"])
    shown = next(item for item in tools["impact"] if item["metric"] == "cache_read_share")
    assert shown["significant"] is True and shown["with"] < 0.03 and len(shown["ci"]) == 2
    json.dumps(doc)  # JSON-clean: no infinities, no dataclasses


@pytest.mark.parametrize("seed", [1, 2, 3], ids=lambda s: f"seed-{s}")
def test_no_effect_control_has_zero_impact_marks(sqlite_url: str, seed: int) -> None:
    # The tool change still happens (and is reported); the outcomes ignore it.
    store = fill(sqlite_url, Effects(seed=seed))
    try:
        report = run_what_changed(store.engine, WINDOW, BASELINE)
    finally:
        store.close()
    change = _tools_change(report)
    assert len(_metrics(change)) == 6  # every metric was compared...
    marked = [m for c in (*report.changes, *report.mix_shifts) for m in _metrics(c).values()]
    assert [m.metric for m in marked if m.significant] == []  # ...and none is marked
    assert "Changes that moved outcomes" not in render_report(report, zone=UTC)


def test_no_effect_control_on_postgres_too(pg_url: str) -> None:
    store = fill(pg_url, Effects(seed=4))
    try:
        report = run_what_changed(store.engine, WINDOW, BASELINE)
    finally:
        store.close()
    assert _metrics(_tools_change(report))
    assert not any(m.significant for c in report.changes for m in _metrics(c).values())


def test_without_outcomes_impact_is_an_empty_list(db_url: str) -> None:
    store = fill(db_url, Effects(cache_effect=True), outcomes=False)
    try:
        report = run_what_changed(store.engine, WINDOW, BASELINE)
    finally:
        store.close()
    assert _tools_change(report).impact == ()
    doc = report_to_json(report)
    assert doc["changes"] and all(c["impact"] == [] for c in doc["changes"])
    text = render_report(report, zone=UTC)
    assert "outcomes, old → new" not in text and "moved outcomes" not in text


def test_cli_json_carries_impact(sqlite_url: str) -> None:
    fill(sqlite_url, Effects(cache_effect=True)).close()
    args = ["what-changed", "--since", WINDOW[0].isoformat(), "--until", WINDOW[1].isoformat()]
    result = CliRunner().invoke(cli, [*args, "--tz", "UTC", "--json", "--db", sqlite_url])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    tools = next(c for c in doc["changes"] if c["section"] == "tools")
    assert tools["old_value"] != tools["new_value"]
    cache = next(i for i in tools["impact"] if i["metric"] == "cache_read_share")
    assert cache["significant"] and cache["without"] > 0.75
    human = CliRunner().invoke(cli, [*args, "--tz", "UTC", "--db", sqlite_url])
    assert "tools changed Wed 02:54 · cache read share 80% → 1%" in human.stdout


# --- the statistics, against known answers ------------------------------------------


def test_student_t_matches_published_tables() -> None:
    assert t_two_sided(2.0, 10) == pytest.approx(0.07339, abs=1e-4)
    assert t_quantile(10) == pytest.approx(2.2281, abs=1e-3)
    assert t_quantile(1) == pytest.approx(12.706, abs=1e-2)
    assert t_quantile(1e7) == pytest.approx(1.95996, abs=1e-4)
    assert t_quantile(50) == pytest.approx(2.00856, abs=1e-4)
    assert t_quantile(29) == pytest.approx(2.04523, abs=1e-3)
    assert t_two_sided(2.0, 5000) == pytest.approx(0.045553, abs=1e-4)
    assert t_two_sided(2.0, 999) == pytest.approx(t_two_sided(2.0, 1000), abs=1e-4)


def test_welch_interval_covers_and_detects() -> None:
    same = compare_means(Moments(100, 500.0, 2600.0), Moments(100, 500.0, 2600.0))
    assert same.ci is not None and same.ci[0] < 0 < same.ci[1] and same.test.p_value > 0.99
    # Means 5 vs 4, sd ~1, n 100 each: t ~ 7.
    shifted = compare_means(Moments(100, 500.0, 2599.0), Moments(100, 400.0, 1699.0))
    assert shifted.ci is not None and 0.7 < shifted.ci[0] < 1.0 < shifted.ci[1] < 1.3
    assert shifted.test.p_value < 1e-8


def test_percentile_interval_is_distribution_free_and_honest() -> None:
    def bounds(label: str) -> tuple[float, float]:
        k = int(label)
        return float(k), float(k + 1)

    few = {str(k): 1 for k in range(5)}
    assert quantile_interval(few, 0.5, bounds) is None  # too few requests for an interval
    many = {str(k): 10 for k in range(100)}  # uniform on 0..100, n = 1000
    low, high = quantile_interval(many, 0.5, bounds) or (math.nan, math.nan)
    assert 45 <= low < 50 < high <= 55
    same = compare_quantiles(many, many, 0.5, bounds)
    assert same.ci is not None and same.ci[0] < 0 < same.ci[1] and same.test.p_value > 0.5
    moved = compare_quantiles({str(int(k) + 20): n for k, n in many.items()}, many, 0.5, bounds)
    assert moved.ci is not None and moved.ci[0] > 5 and moved.test.p_value < 1e-10


def test_html_report_shows_impact_lines(sqlite_url: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    fill(sqlite_url, Effects(cache_effect=True)).close()
    page = tmp_path / "incident.html"
    args = ["what-changed", "--since", WINDOW[0].isoformat(), "--until", WINDOW[1].isoformat()]
    result = CliRunner().invoke(
        cli, [*args, "--tz", "UTC", "--html", str(page), "--db", sqlite_url]
    )
    assert result.exit_code == 0, result.output
    html = page.read_text(encoding="utf-8")
    assert re.search(r"cache_read_share: 8\d\.\d% → [0-2]\.\d% \(95% CI of the difference", html)
    assert re.search(r"error_rate: [^<]* · not significant", html)
