"""``ctxstore cache-report``: a prefix the assembler calls cacheable but the provider never
served from cache is flagged; healthy and uncacheable prefixes are not."""

from __future__ import annotations

import json
from datetime import timedelta

from click.testing import CliRunner
from ctxstore_cli.main import cli
from outcome_scenarios import MON, TOOL_CHANGE, WINDOW, Effects, fill

from ctxstore.analysis.cachereport import run_cache_report
from ctxstore.analysis.why_render import cache_to_json, render_cache

END = WINDOW[1]


def test_broken_prefix_is_found_from_real_traffic(db_url: str) -> None:
    store = fill(db_url, Effects(cache_effect=True))
    try:
        report = run_cache_report(store.engine, MON, END)
    finally:
        store.close()
    assert report.total_prefixes == 2  # the old tools and the new tools
    broken, healthy = report.prefixes
    assert broken.verdict == "broken" and healthy.verdict == "ok"
    assert broken.first_seen >= TOOL_CHANGE > healthy.last_seen
    # The prediction is the diff's verdict: tools + system + memory are identical.
    for p in report.prefixes:
        assert p.prefix_tokens == 1400 and p.identical_through == "memory:customer"
        assert p.predicted_share is not None and 0.8 < p.predicted_share < 0.83
    assert broken.observed_share is not None and broken.observed_share < 0.03
    assert healthy.observed_share is not None and 0.77 < healthy.observed_share < 0.83
    doc = cache_to_json(report)
    assert doc["broken"] == 1
    assert {"prefix_fingerprint", "observed_share", "predicted_share", "verdict"} <= set(
        doc["prefixes"][0]
    )
    text = render_cache(report, zone=MON.tzinfo, style=lambda t, r: t)
    assert "1 prefix(es) predicted cacheable but read ~nothing from cache" in text


def test_healthy_cache_flags_nothing(db_url: str) -> None:
    store = fill(db_url, Effects())
    try:
        report = run_cache_report(store.engine, MON, END)
    finally:
        store.close()
    assert [p.verdict for p in report.prefixes] == ["ok", "ok"]
    assert not report.broken


def test_short_prefixes_and_the_minimum_learnt_from_traffic(sqlite_url: str) -> None:
    store = fill(sqlite_url, Effects(cache_effect=True))
    try:
        # Both prefixes are 1,400 tokens, below a 2,048-token minimum; but the provider is
        # seen serving the old one from cache, so the new one (as long) should be too.
        learnt = run_cache_report(store.engine, MON, END, min_prefix_tokens=2048)
        # Only the new prefix in the window: nothing shows the provider caching 1,400 tokens.
        alone = run_cache_report(
            store.engine, TOOL_CHANGE + timedelta(hours=1), END, min_prefix_tokens=2048
        )
        default = run_cache_report(store.engine, TOOL_CHANGE + timedelta(hours=1), END)
    finally:
        store.close()
    assert [p.verdict for p in learnt.prefixes] == ["broken", "ok"]
    assert [p.verdict for p in alone.prefixes] == ["not cacheable"]
    assert [p.verdict for p in default.prefixes] == ["broken"]


def test_without_usage_the_report_says_so(sqlite_url: str) -> None:
    store = fill(sqlite_url, Effects(), outcomes=False)
    try:
        report = run_cache_report(store.engine, MON, END)
    finally:
        store.close()
    assert {p.verdict for p in report.prefixes} == {"no usage"}
    assert all(p.observed_share is None for p in report.prefixes)


def test_cli_json(sqlite_url: str) -> None:
    fill(sqlite_url, Effects(cache_effect=True)).close()
    args = ["cache-report", "--since", MON.isoformat(), "--until", END.isoformat(), "--tz", "UTC"]
    result = CliRunner().invoke(cli, [*args, "--json", "--db", sqlite_url])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert [p["verdict"] for p in doc["prefixes"]] == ["broken", "ok"]
    human = CliRunner().invoke(cli, [*args, "--db", sqlite_url])
    assert "broken" in human.stdout and "predicted" in human.stdout
