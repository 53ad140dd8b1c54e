"""what-changed, log, show, diff and timeline through click's runner, on SQLite and PostgreSQL."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli
from test_whatchanged_scenario import CHUNK_NEW, TOOL_NEW, fill, make_record, sha

from ctxstore.store import Store

WINDOW = ["--since", "2026-11-24", "--until", "2026-12-01", "--tz", "UTC"]
HEX64 = re.compile(r"^[0-9a-f]{64}$")


@pytest.fixture
def store_url(db_url: str) -> Iterator[str]:
    store = fill(db_url)
    store.close()
    yield db_url


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_what_changed_json_shape(store_url: str) -> None:
    code, out, _ = run("what-changed", *WINDOW, "--json", "--db", store_url)
    assert code == 0
    doc = json.loads(out)
    assert {"window", "baseline", "changes", "volatile_sections"} <= set(doc)
    assert set(doc["window"]) >= {"since", "until", "assemblies"}
    assert doc["window"]["since"] == "2026-11-24T00:00:00+00:00"
    assert doc["baseline"]["since"] == "2026-11-17T00:00:00+00:00"
    assert doc["baseline"]["until"] == "2026-11-24T00:00:00+00:00"
    assert doc["window"]["assemblies"] > 90
    for change in doc["changes"]:
        assert {"dimension", "section", "before", "after", "affected_share", "diff"} <= set(change)
        assert change["dimension"] in (
            "model_id",
            "template_version",
            "snapshot_id",
            "section",
            "tokenizer",
        )
        assert 0 <= change["affected_share"] <= 1
        for side in change["before"]:
            assert {"value", "share"} <= set(side) and 0 <= side["share"] <= 1
        for side in change["after"]:
            assert {"value", "share", "first_seen"} <= set(side) and 0 <= side["share"] <= 1
            datetime.fromisoformat(side["first_seen"])  # ISO 8601 with offset
            assert "+" in side["first_seen"][10:]
            if change["dimension"] == "section":
                assert HEX64.match(side["value"])
    by = {(c["dimension"], c["section"]): c for c in doc["changes"]}
    assert by[("snapshot_id", None)]["after"][0]["value"] == "kb-2026-11-24"
    assert by[("section", "kb:refunds#1")]["after"][0]["value"] == sha(CHUNK_NEW)
    assert "+Refunds are accepted within 14 days." in by[("section", "kb:refunds#1")]["diff"]
    assert by[("section", "tool:lookup_order")]["diff"] is None
    assert doc["volatile_sections"] == []


def test_what_changed_reads_like_an_incident_note(store_url: str) -> None:
    code, out, _ = run("what-changed", *WINDOW, "--db", store_url)
    assert code == 0
    assert "\x1b[" not in out  # no colour when stdout is not a terminal
    first = out.index("1. ")
    assert "affects" in out[first : out.index("\n", first)]
    assert "content changed: snapshot_id" in out
    assert re.search(
        r"new +kb-2026-11-24 .* 0\.0% → +\d+\.\d%   seen Tue 24 Nov (09|10):\d\d – ", out
    )
    assert "+Refunds are accepted within 14 days." in out
    assert (
        f"text not retained: hash {sha(TOOL_NEW.replace('orderId', 'order_id'))[:12]} → {sha(TOOL_NEW)[:12]}"
        in out
    )
    assert "tokens p50" in out


def test_what_changed_colour_on_a_terminal(store_url: str) -> None:
    result = CliRunner().invoke(cli, ["what-changed", *WINDOW, "--db", store_url], color=True)
    assert result.exit_code == 0
    assert "\x1b[32m+Refunds are accepted within 14 days." in result.stdout


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ([], 0),
        (["--fail-on-change"], 3),
        (["--fail-on-change", "--service", "nobody"], 0),
    ],
    ids=["report-ran", "fail-on-change", "nothing-changed"],
)
def test_exit_codes(store_url: str, args: list[str], expected: int) -> None:
    code, _, _ = run("what-changed", *WINDOW, *args, "--db", store_url)
    assert code == expected


def test_bad_time_word_lists_accepted_forms(sqlite_url: str) -> None:
    code, out, err = run("what-changed", "--since", "tusday", "--db", sqlite_url)
    assert code != 0
    assert "Cannot understand the time 'tusday'" in err
    assert "3 days ago" in err and "yesterday" in err
    assert "Traceback" not in err + out


def test_relative_words_against_the_real_clock(db_url: str) -> None:
    from ctxstore.store import Store

    now = datetime.now(UTC)
    store = Store.open(db_url, migrate=True)
    store.write([make_record(i, now - timedelta(minutes=5 + i)) for i in range(10)])
    store.close()
    code, out, _ = run("what-changed", "--since", "90m", "--json", "--db", db_url)
    assert code == 0
    doc = json.loads(out)
    assert doc["window"]["assemblies"] == 10
    assert doc["baseline"]["assemblies"] == 0
    assert any("baseline window has no assemblies" in n for n in doc["notes"])


def test_filters_narrow_the_report(store_url: str) -> None:
    code, out, _ = run(
        "what-changed", *WINDOW, "--service", "billing-bot", "--json", "--db", store_url
    )
    assert code == 0
    doc = json.loads(out)
    assert doc["window"]["assemblies"] == 1 and doc["filters"] == {"service": "billing-bot"}


def test_raw_and_rollups_print_the_same(store_url: str) -> None:
    _, rollups, _ = run(
        "what-changed",
        "--since",
        "2026-11-24T05:17",
        "--until",
        "2026-11-30T13:45",
        "--tz",
        "Asia/Kolkata",
        "--json",
        "--db",
        store_url,
    )
    _, raw, _ = run(
        "what-changed",
        "--since",
        "2026-11-24T05:17",
        "--until",
        "2026-11-30T13:45",
        "--tz",
        "Asia/Kolkata",
        "--raw",
        "--json",
        "--db",
        store_url,
    )
    a, b = json.loads(rollups), json.loads(raw)
    assert a.pop("source") == "rollups" and b.pop("source") == "raw"
    assert a == b


def test_log_lists_newest_first(store_url: str) -> None:
    code, out, _ = run("log", "--limit", "5", "--json", "--db", store_url)
    assert code == 0
    rows = json.loads(out)["assemblies"]
    assert len(rows) == 5
    times = [r["ts"] for r in rows]
    assert times == sorted(times, reverse=True)
    code, out, _ = run(
        "log",
        "--since",
        "2026-11-24",
        "--until",
        "2026-11-25",
        "--tz",
        "UTC",
        "--template",
        "v2",
        "--db",
        store_url,
    )
    assert code == 0 and "No assemblies match." in out
    code, out, _ = run("log", "--limit", "3", "--db", store_url)
    assert code == 0 and len(out.strip().splitlines()) == 4 and "gpt-4o" in out


def test_show_by_trace_prefix(store_url: str) -> None:
    trace = f"{1 + 1:032x}"
    code, out, _ = run("show", trace, "--db", store_url)
    assert code == 0
    assert f"trace     {trace}" in out
    assert "kb:refunds#1" in out and "Refunds are accepted within 30 days." in out
    assert "text not retained: hash" in out  # the ask is never kept
    code, out, _ = run("show", trace, "--json", "--db", store_url)
    doc = json.loads(out)
    assert [s["name"] for s in doc["sections"]] == [
        "tool:lookup_order",
        "system",
        "kb:refunds#1",
        "ask",
    ]
    assert doc["sections"][3]["text"] is None


# What scripts read from `show --json` and `log --json`: names and order are a contract.
ASSEMBLY_JSON_KEYS = [
    "ts",
    "trace_id",
    "span_id",
    "root_fingerprint",
    "prefix_fingerprint",
    "service",
    "environment",
    "tenant",
    "model_id",
    "provider",
    "template_version",
    "snapshot_id",
    "tokens_total",
    "budget",
    "tokenizer",
    "tokens_exact",
    "dropped_count",
    "screening_hits",
    "policy_version",
    "content_kept",
]
SECTION_JSON_KEYS = [
    "position",
    "name",
    "kind",
    "trust",
    "priority",
    "pinned",
    "tokens",
    "content_hash",
    "outcome",
    "reason",
    "source_path",
    "line_start",
    "line_end",
    "screening_hits",
    "text",
    "text_missing",  # why text is null: "erased (audit #N)" or "text not retained"
    "erased_by",
]
OUTCOME_JSON_KEYS = [
    "observed_at",
    "span_id",  # null for a trace-level outcome (no LLM-call span)
    "source",
    "model",
    "input_tokens",  # uncached input
    "output_tokens",
    "cache_read_input_tokens",
    "cache_creation_input_tokens",
    "latency_ms",
    "finish_reason",
    "error_type",
]
SCORE_JSON_KEYS = ["name", "value", "observed_at", "source", "comment"]


def test_show_and_log_json_keep_their_keys(store_url: str) -> None:
    code, out, _ = run("show", f"{2:032x}", "--json", "--db", store_url)
    assert code == 0
    doc = json.loads(out)
    assert list(doc) == [*ASSEMBLY_JSON_KEYS, "sections", "outcomes", "scores"]
    assert doc["sections"] and all(list(s) == SECTION_JSON_KEYS for s in doc["sections"])
    assert doc["trace_id"] == f"{2:032x}" and datetime.fromisoformat(doc["ts"]).tzinfo
    code, out, _ = run("log", "--json", "--limit", "3", "--db", store_url)
    rows = json.loads(out)["assemblies"]
    assert code == 0 and len(rows) == 3 and all(list(a) == ASSEMBLY_JSON_KEYS for a in rows)


SCORED = f"{2:032x}"
T_CALL = datetime(2026, 11, 25, 9, 30, tzinfo=UTC)


@pytest.fixture
def scored_url(store_url: str) -> str:
    # Trace 2 made two LLM calls (the second failed) and got two scores; the web page
    # shows these same records, and `show` must not leave them out.
    with Store.open(store_url) as store:
        store.record_outcome(
            SCORED,
            span_id="00000000000000b2",
            observed_at=T_CALL + timedelta(seconds=5),
            source="genai-span",
            model="gpt-4o-2024-08-06",
            latency_ms=30_012.0,
            error_type="RateLimitError",
        )
        store.record_outcome(
            SCORED,
            span_id="00000000000000b1",
            observed_at=T_CALL,
            source="genai-span",
            model="gpt-4o-2024-08-06",
            input_tokens=1200,
            output_tokens=300,
            cache_read_input_tokens=8000,
            cache_creation_input_tokens=0,
            latency_ms=1234.4,
            finish_reason="stop",
        )
        store.score(SCORED, "thumbs", -1, source="user", comment="wrong refund window")
        store.score(SCORED, "faithfulness", 0.25, source="judge")
    return store_url


def test_show_prints_outcomes_per_call_and_scores(scored_url: str) -> None:
    code, out, _ = run("show", SCORED, "--tz", "UTC", "--no-text", "--db", scored_url)
    assert code == 0
    outcomes = out[out.index("Outcomes") : out.index("Scores")]
    # One block per call, oldest first; a zero is a zero and a missing count is '-'.
    first, second = outcomes.split("  call 2  ")
    assert "call 1  Wed 25 Nov 09:30:00 · span 00000000000000b1 · source genai-span" in first
    assert "input 1200 · output 300 · cache read 8000 · cache creation 0" in first
    assert "latency  1,234 ms · finish reason stop · error none" in first
    assert "span 00000000000000b2" in second
    assert "input - · output - · cache read - · cache creation -" in second
    assert "latency  30,012 ms · finish reason - · error RateLimitError" in second
    scores = [line.split() for line in out[out.index("Scores") :].splitlines()[1:4]]
    assert scores[0][:3] == ["name", "value", "source"]
    assert scores[1][:3] == ["faithfulness", "0.25", "judge"]
    assert scores[2][:3] == ["thumbs", "-1", "user"] and "wrong refund window" in out
    # Outcomes sit between the metadata and the section table, as on the web page.
    assert out.index("policy default-1") < out.index("Outcomes") < out.index("tool:lookup_order")


def test_show_json_carries_outcomes_and_scores(scored_url: str) -> None:
    code, out, _ = run("show", SCORED, "--json", "--db", scored_url)
    doc = json.loads(out)
    assert code == 0
    assert all(list(o) == OUTCOME_JSON_KEYS for o in doc["outcomes"])
    assert all(list(s) == SCORE_JSON_KEYS for s in doc["scores"])
    ok, failed = doc["outcomes"]
    assert ok["span_id"] == "00000000000000b1" and ok["cache_read_input_tokens"] == 8000
    assert ok["cache_creation_input_tokens"] == 0 and ok["latency_ms"] == 1234.4
    assert datetime.fromisoformat(ok["observed_at"]) == T_CALL
    assert failed["error_type"] == "RateLimitError" and failed["input_tokens"] is None
    assert [(s["name"], s["value"], s["source"]) for s in doc["scores"]] == [
        ("faithfulness", 0.25, "judge"),
        ("thumbs", -1.0, "user"),
    ]
    assert doc["scores"][1]["comment"] == "wrong refund window"


def test_show_says_when_no_outcome_is_recorded(scored_url: str) -> None:
    code, out, _ = run("show", f"{3:032x}", "--no-text", "--db", scored_url)
    assert code == 0 and "No outcomes or scores recorded for this trace." in out
    assert "Outcomes" not in out and "Scores" not in out
    doc = json.loads(run("show", f"{3:032x}", "--json", "--db", scored_url)[1])
    assert doc["outcomes"] == [] and doc["scores"] == []
    # A score alone (feedback on a call whose usage never arrived): the outcomes block says so.
    with Store.open(scored_url) as store:
        store.score(f"{3:032x}", "thumbs", 1)
    code, out, _ = run("show", f"{3:032x}", "--no-text", "--db", scored_url)
    assert code == 0 and "Outcomes\n  none recorded" in out
    assert "thumbs" in out and "No outcomes or scores" not in out


def test_show_unknown_reference_is_a_clean_error(store_url: str) -> None:
    code, _, err = run("show", "ffffffffffff", "--db", store_url)
    assert code == 1 and "no assembly" in err and "Traceback" not in err


def test_diff_gives_section_verdicts_and_cache_verdict(store_url: str) -> None:
    # Assembly 0 (baseline) and a Wednesday one: tool renamed first, so nothing is cached.
    a, b = f"{1:032x}", f"{(24 * 60 * 8) // 97 + 1:032x}"
    code, out, _ = run("diff", a, b, "--json", "--db", store_url)
    assert code == 0
    doc = json.loads(out)
    verdicts = {s["name"]: s["verdict"] for s in doc["sections"]}
    assert verdicts == {
        "tool:lookup_order": "changed",
        "system": "same",
        "kb:refunds#1": "changed",
        "ask": "changed",
    }
    assert doc["cache"]["identical_through"] is None
    assert doc["cache"]["first_difference"] == "tool:lookup_order"
    # Two assemblies from the same day share tools + system + chunk.
    a, b = f"{(24 * 60 * 9) // 97 + 1:032x}", f"{(24 * 60 * 9) // 97 + 2:032x}"
    code, out, _ = run("diff", a, b, "--db", store_url)
    assert code == 0
    assert re.search(
        r"identical prefix through section kb:refunds#1: ~\d+ tokens would be cache hits", out
    )
    assert "first difference: ask" in out


def test_timeline_shows_the_switch_over(store_url: str) -> None:
    code, out, _ = run(
        "timeline",
        "--dimension",
        "snapshot_id",
        "--since",
        "2026-11-22",
        "--until",
        "2026-11-27",
        "--tz",
        "UTC",
        "--db",
        store_url,
    )
    assert code == 0
    lines = out.splitlines()
    assert "kb-2026-11-17" in out and "kb-2026-11-24" in out
    sunday = next(line for line in lines if line.strip().startswith("Sun 22 Nov"))
    thursday = next(line for line in lines if line.strip().startswith("Thu 26 Nov"))
    legend = {line.split()[1]: line.split()[0][0] for line in lines[1:3]}
    old, new = legend["kb-2026-11-17"], legend["kb-2026-11-24"]
    assert old in sunday and new not in sunday
    assert new in thursday and old not in thursday
    code, out, _ = run(
        "timeline",
        "--dimension",
        "section:kb:refunds#1",
        "--since",
        "2026-11-24",
        "--until",
        "2026-11-25",
        "--tz",
        "UTC",
        "--json",
        "--db",
        store_url,
    )
    doc = json.loads(out)
    assert doc["granularity"] == "hour" and doc["section"] == "kb:refunds#1"
    assert len(doc["buckets"]) == 24
    assert all(HEX64.match(v) for v in doc["values"])


def test_timeline_rejects_unknown_dimension(sqlite_url: str) -> None:
    # Issue 10: a usage error exits 2, like click's own (it was 1).
    code, _, err = run("timeline", "--dimension", "colour", "--db", sqlite_url)
    assert code == 2 and "section:NAME" in err


def test_explicit_baseline_and_threshold(store_url: str) -> None:
    # Compare Thursday against Wednesday: only the template canary differs, and
    # it is already at ~50% on both days, so nothing moved by more than 20 points.
    common = ["--since", "2026-11-26", "--until", "2026-11-27", "--tz", "UTC"]
    base = ["--baseline-since", "2026-11-25", "--baseline-until", "2026-11-26"]
    code, out, _ = run(
        "what-changed", *common, *base, "--threshold", "20", "--json", "--db", store_url
    )
    assert code == 0
    doc = json.loads(out)
    assert doc["baseline"]["since"] == "2026-11-25T00:00:00+00:00"
    assert doc["baseline"]["until"] == "2026-11-26T00:00:00+00:00"
    assert doc["threshold"] == 0.2
    assert doc["changes"] == []
    code, _, err = run("what-changed", *common, "--baseline-since", "2026-11-27", "--db", store_url)
    assert code == 2 and "baseline window is empty" in err  # a usage error (issue 10)
