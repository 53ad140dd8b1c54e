"""Hostile stored values print inert through every human view, piped or on a terminal.

Section names, texts, sources, model IDs and template versions arrive from spans,
i.e. from anyone who can reach the receiver. The attacker here names a section
``kb/\\x1b]0;PWNED\\x07doc`` (an OSC sequence that retitles the terminal) and puts
``\\x1b[2J`` (clear screen) and a bidi override in its text; the only escape
sequences allowed on stdout are ctxstore's own SGR colours. Outcomes and scores are
no safer: a score comment is free text from whoever calls ``ctxstore score``, and an
error type or finish reason comes from a span.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli

from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.store import Store

NAME = "kb/\x1b]0;PWNED\x07doc"
OLD = "x \x1b[2J\nrefunds in 30 days"
NEW = "x \x1b[2J\nrefunds in 14 days \u202egnp.exe"
MODEL = "gpt-4o\x1b[31m"
T0 = datetime(2026, 11, 17, tzinfo=UTC)
SGR = re.compile(r"\x1b\[[0-9;]*m")
COMMENT = "bad\x1b[2J\x1b]8;;http://evil\x07link\x9b\u202eanswer\nline two"
ERROR = "RateLimit\x1b[5m\x08"


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _record(i: int, ts: datetime, text: str) -> AssemblyRecord:
    section = SectionRecord(
        0,
        NAME,
        "document",
        "untrusted",
        10,
        False,
        12,
        _sha(text),
        "kept",
        source_path="docs/\x1b[2Jevil.md",
        text=text,
    )
    return AssemblyRecord(
        timestamp=ts,
        trace_id=f"{i:032x}",
        span_id=f"{i:016x}",
        model_id=MODEL,
        root_fingerprint=_sha(f"root{i}{text}"),
        prefix_fingerprint=_sha("p"),
        tokens_total=100,
        budget=1000,
        tokenizer="o200k_base",
        tokens_exact=True,
        template_version="v1\x07",
        snapshot_id="snap\x1b]8;;http://evil\x07",
        sections=(section,),
    )


@pytest.fixture
def hostile_url(db_url: str) -> Iterator[str]:
    records = [_record(i, T0 + timedelta(hours=i), OLD) for i in range(60)]
    records += [_record(100 + i, T0 + timedelta(days=7, hours=i), NEW) for i in range(60)]
    with Store.open(db_url, migrate=True) as store:
        store.write(records)
        trace = f"{100:032x}"
        store.score(trace, "thumbs", -1, source="user\x1b]0;X\x07", comment=COMMENT)
        store.record_outcome(trace, span_id=f"{100:016x}", error_type=ERROR, finish_reason="\x07")
    yield db_url


def _commands(url: str) -> list[list[str]]:
    old, new = f"{0:032x}", f"{100:032x}"
    window = ["--since", "2026-11-24", "--until", "2026-12-01", "--tz", "UTC", "--db", url]
    return [
        ["what-changed", *window],
        ["log", "--since", "2026-11-17", "--until", "2026-12-01", "--tz", "UTC", "--db", url],
        ["show", new, "--db", url],
        ["diff", old, new, "--db", url],
        [
            "timeline",
            "--dimension",
            f"section:{NAME}",
            "--since",
            "2026-11-17",
            "--until",
            "2026-12-01",
            "--db",
            url,
        ],
        [
            "timeline",
            "--dimension",
            "model_id",
            "--since",
            "2026-11-17",
            "--until",
            "2026-12-01",
            "--db",
            url,
        ],
    ]


@pytest.mark.parametrize("terminal", [True, False], ids=["terminal", "piped"])
def test_every_command_prints_hostile_values_inert(hostile_url: str, terminal: bool) -> None:
    for args in _commands(hostile_url):
        result = CliRunner().invoke(cli, args, color=terminal, catch_exceptions=False)
        assert result.exit_code == 0, (args[0], result.output)
        out = result.stdout
        bare = SGR.sub("", out)
        assert "\x1b" not in bare and "\x07" not in bare and "\u202e" not in bare, args[0]
        if not terminal:
            assert out == bare, f"{args[0]} coloured a pipe"
        # The values are still there, visibly escaped, so they can be read and searched.
        if args[0] in ("what-changed", "show", "diff") or "section:" in args[2]:
            assert "kb/\\x1b]0;PWNED\\x07doc" in out, args[0]
        if args[0] in ("log", "show") or args[2] == "model_id":
            assert "gpt-4o\\x1b[31m" in out, args[0]
        if args[0] == "show":  # the comment stays on its row, escapes and line break visible
            assert "bad\\x1b[2J\\x1b]8;;http://evil\\x07link\\x9b\\u202eanswer\\x0aline two" in out
            assert "error RateLimit\\x1b[5m\\x08" in out and "user\\x1b]0;X\\x07" in out


def test_json_keeps_the_exact_stored_values(hostile_url: str) -> None:
    # Machines get the real bytes (JSON escapes them); only human views are sanitised.
    result = CliRunner().invoke(
        cli, ["show", f"{100:032x}", "--json", "--db", hostile_url], catch_exceptions=False
    )
    doc = json.loads(result.stdout)
    assert doc["sections"][0]["name"] == NAME and doc["sections"][0]["text"] == NEW
    assert doc["scores"][0]["comment"] == COMMENT and doc["outcomes"][0]["error_type"] == ERROR
    assert "\x1b" not in result.stdout  # json.dumps escapes control characters


def test_no_color_turns_off_ctxstore_colours_on_a_terminal(
    hostile_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    for args in _commands(hostile_url):
        result = CliRunner().invoke(cli, args, color=True, catch_exceptions=False)
        assert "\x1b" not in result.stdout, args[0]
