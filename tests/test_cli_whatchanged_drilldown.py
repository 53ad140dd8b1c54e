"""From a what-changed answer to an example, and the CLI conventions around it.

Exit codes (0 ran, 2 usage, 3 gate), JSON errors on stderr, the --fail-on kinds,
log's new filters (--snapshot, --template, --section NAME[=HASH]) and full-width
columns, and timeline's handling of unknown sections and empty leading hours.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli
from test_whatchanged_scenario import CHUNK_NEW, SYSTEM, fill, make_record, sha

from ctxstore.store import Store

WINDOW = ["--since", "2026-11-24", "--until", "2026-12-01", "--tz", "UTC"]


@pytest.fixture
def store_url(db_url: str) -> Iterator[str]:
    fill(db_url).close()
    yield db_url


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False, env=env)
    return result.exit_code, result.stdout, result.stderr


def test_each_change_carries_example_traces_that_show_accepts(store_url: str) -> None:
    code, out, _ = run("what-changed", *WINDOW, "--json", "--db", store_url)
    doc = json.loads(out)
    by = {(c["dimension"], c["section"]): c for c in doc["changes"]}
    chunk = by[("section", "kb:refunds#1")]
    assert chunk["kind"] == "content" and chunk["impact"] == []
    assert 1 <= len(chunk["examples"]) <= 3
    new_side = next(v for v in chunk["after"] if v["value"] == sha(CHUNK_NEW))
    assert new_side["examples"] == chunk["examples"]
    # Newest first, and each one really carries the new chunk.
    for trace in chunk["examples"]:
        code, shown, _ = run("show", trace, "--json", "--db", store_url)
        assert code == 0
        assert sha(CHUNK_NEW) in {s["content_hash"] for s in json.loads(shown)["sections"]}
    times = [
        json.loads(run("show", t, "--json", "--db", store_url)[1])["ts"] for t in chunk["examples"]
    ]
    assert times == sorted(times, reverse=True)
    # The replaced text has examples too: from before the reindex, in the window.
    old_side = next(v for v in chunk["after"] if v["value"] != sha(CHUNK_NEW))
    assert old_side["status"] == "shifted" and old_side["examples"]
    for trace in old_side["examples"]:
        doc = json.loads(run("show", trace, "--json", "--db", store_url)[1])
        assert "2026-11-24T00:00" <= doc["ts"] < "2026-11-24T09:12"
        assert old_side["value"] in {s["content_hash"] for s in doc["sections"]}


def test_log_section_filter_takes_what_what_changed_prints(store_url: str) -> None:
    prefix = sha(CHUNK_NEW)[:12]
    code, out, _ = run(
        "log",
        *WINDOW,
        "--section",
        f"kb:refunds#1={prefix}",
        "--limit",
        "500",
        "--json",
        "--db",
        store_url,
    )
    assert code == 0
    found = json.loads(out)["assemblies"]
    assert found and all(a["snapshot_id"] == "kb-2026-11-24" for a in found)
    code, out, _ = run(
        "log",
        *WINDOW,
        "--section",
        f"system={sha(SYSTEM)[:8]}",
        "--limit",
        "500",
        "--json",
        "--db",
        store_url,
    )
    everyone = json.loads(out)["assemblies"]
    # Every assembly has the system prompt; only those after the reindex the new chunk.
    assert len(everyone) > len(found) and {a["trace_id"] for a in found} < {
        a["trace_id"] for a in everyone
    }
    code, out, _ = run("log", *WINDOW, "--snapshot", "kb-2026-11-17", "--json", "--db", store_url)
    old = json.loads(out)["assemblies"]
    # The old snapshot served the window's first hours, until the reindex at 09:12.
    assert old and all(a["ts"] < "2026-11-24T09:12" for a in old)
    assert not {a["trace_id"] for a in old} & {a["trace_id"] for a in found}
    code, _, err = run("log", "--section", "system=xyz!", "--db", store_url)
    assert code == 2 and "NAME=HASH-PREFIX" in err


def test_log_never_cuts_values_that_differ_at_the_end(db_url: str) -> None:
    from datetime import UTC, datetime, timedelta

    t = datetime(2026, 11, 24, 9, tzinfo=UTC)
    records = [make_record(i, t + timedelta(minutes=i)) for i in range(2)]
    records = [
        r.__class__(**{**{f: getattr(r, f) for f in r.__dataclass_fields__}, "template_version": v})
        for r, v in zip(records, ("support-v12", "support-v13"), strict=True)
    ]
    with Store.open(db_url, migrate=True) as store:
        store.write(records)
    code, out, _ = run("log", "--db", db_url)
    assert "support-v12" in out and "support-v13" in out
    assert records[0].trace_id in out  # the whole trace ID: paste it into show or diff
    code, _, _ = run("show", records[0].trace_id, "--db", db_url)
    assert code == 0


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--fail-on-change"], 3),
        (["--fail-on", "content"], 3),
        (["--fail-on", "volatile"], 0),
        (["--fail-on", "mix,volatile"], 0),
        (["--fail-on", "colour"], 2),
    ],
    ids=["default-kinds", "content", "volatile-only", "mix-and-volatile", "unknown-kind"],
)
def test_fail_on_kinds(store_url: str, args: list[str], expected: int) -> None:
    code, _, err = run("what-changed", *WINDOW, *args, "--db", store_url)
    assert code == expected
    if expected == 2:
        assert "content, appeared, disappeared" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--since", "fridya"], "Cannot understand the time"),
        (["--since", "9999999d"], "further back than the calendar goes"),
        (["--since", "2d", "--tz", "Mars/Olympus"], "Mars/Olympus"),
    ],
    ids=["bad-time-word", "overflowing-amount", "bad-zone"],
)
def test_usage_errors_exit_2_without_traceback(
    sqlite_url: str, args: list[str], message: str
) -> None:
    code, out, err = run("what-changed", *args, "--db", sqlite_url)
    assert code == 2 and message in err
    assert "Traceback" not in out + err
    code, out, err = run("what-changed", *args, "--json", "--db", sqlite_url)
    assert code == 2 and out == ""
    doc = json.loads(err)
    assert doc["error"]["type"] == "usage" and message in doc["error"]["message"]


def test_empty_store_points_to_the_demo(sqlite_url: str) -> None:
    Store.open(sqlite_url, migrate=True).close()
    code, out, _ = run("what-changed", "--since", "2d", "--db", sqlite_url)
    assert code == 0 and "ctxstore demo" in out


def test_partial_history_is_said_in_the_header(store_url: str) -> None:
    # The store starts on the 17th: a 14-day window's baseline reaches back before it.
    _, out, _ = run(
        "what-changed",
        "--since",
        "2026-11-24",
        "--until",
        "2026-12-08",
        "--tz",
        "UTC",
        "--db",
        store_url,
    )
    assert "(partial history)" in out and "Partial history" in out
    _, out, _ = run("what-changed", *WINDOW, "--db", store_url)
    assert "partial history" not in out.lower()


def test_timeline_unknown_section_and_no_leading_empty_buckets(store_url: str) -> None:
    code, _, err = run("timeline", "--dimension", "section:kb:refund#1", "--db", store_url)
    assert code == 2 and "No section named 'kb:refund#1'" in err and "kb:refunds#1" in err
    code, out, _ = run(
        "timeline",
        "--dimension",
        "snapshot_id",
        "--since",
        "2026-10-01",
        "--until",
        "2026-11-18",
        "--tz",
        "UTC",
        "--by",
        "day",
        "--json",
        "--db",
        store_url,
    )
    doc = json.loads(out)
    assert doc["buckets"][0]["start"].startswith("2026-11-17")  # not six weeks of empty days
