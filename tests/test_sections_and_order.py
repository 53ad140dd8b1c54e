"""Sections, line windows and the one canonical order."""

from __future__ import annotations

import pytest

from ctxstore.assembly.order import canonical_order
from ctxstore.assembly.sections import (
    KindTiers,
    Message,
    Section,
    Source,
    Tier,
    ToolResultBlock,
    ToolUseBlock,
    Trust,
    canonical_content,
    message_from_dict,
    slice_around,
    window_section,
)
from ctxstore.errors import SectionError

FILE = "\n".join(f"line {i}" for i in range(1, 101))


@pytest.mark.parametrize(
    ("section", "trust"),
    [
        (Section.document("d", "x"), Trust.UNTRUSTED),
        (Section.tool_output("t", "x"), Trust.UNTRUSTED),
        (Section.system("x"), Trust.TRUSTED),
        (Section.memory("m", "x"), Trust.TRUSTED),
        (Section.history([Message.user("hi")]), Trust.TRUSTED),
        (Section.ask("x"), Trust.TRUSTED),
        (Section.document("d", "x", trust=Trust.TRUSTED), Trust.TRUSTED),
    ],
    ids=["document", "tool_output", "system", "memory", "history", "ask", "explicit-override"],
)
def test_trust_defaults_by_kind(section: Section, trust: Trust) -> None:
    assert section.effective_trust is trust


def test_slice_around_keeps_line_numbers() -> None:
    w = slice_around(FILE, 50, before=2, after=3)
    assert (w.start_line, w.end_line) == (48, 53)
    assert w.text.splitlines() == [f"line {i}" for i in range(48, 54)]


@pytest.mark.parametrize(
    ("line", "span"), [(1, (1, 6)), (100, (95, 100))], ids=["file-start", "file-end"]
)
def test_slice_around_clamps_at_file_edges(line: int, span: tuple[int, int]) -> None:
    w = slice_around(FILE, line, before=5, after=5)
    assert (w.start_line, w.end_line) == span
    assert w.text.splitlines()[0] == f"line {span[0]}"


def test_window_section_cites_the_span() -> None:
    s = window_section("doc:a", FILE, path="src/a.py", line=10, before=1, after=1)
    assert s.source == Source(path="src/a.py", start_line=9, end_line=11)
    assert s.source.label() == "src/a.py:9-11"
    assert s.content == "line 9\nline 10\nline 11"


@pytest.mark.parametrize(
    "make",
    [
        lambda: Section("", "system", "x"),
        lambda: Section("t", "tools", "not a schema"),
        lambda: Section.tools([{"description": "no name"}]),
        lambda: Section("h", "history", "text"),
        lambda: Source(path="a", start_line=5, end_line=2),
        lambda: message_from_dict({"role": "system", "content": "x"}),
    ],
    ids=["empty-name", "tools-text", "tool-no-name", "history-text", "bad-span", "bad-role"],
)
def test_malformed_sections_are_clear_errors(make: object) -> None:
    with pytest.raises(SectionError):
        make()  # type: ignore[operator]


def test_history_accepts_familiar_dicts_with_tool_blocks() -> None:
    s = Section.history(
        [
            {"role": "user", "content": "order?"},
            {
                "role": "assistant",
                "content": [{"type": "tool_use", "id": "a", "name": "f", "input": {}}],
            },
            {
                "role": "user",
                "content": [{"type": "tool_result", "tool_use_id": "a", "content": "ok"}],
            },
        ]
    )
    msgs = s.content
    assert isinstance(msgs[1], Message) and isinstance(msgs[1].blocks[0], ToolUseBlock)
    assert isinstance(msgs[2], Message) and isinstance(msgs[2].blocks[0], ToolResultBlock)


def test_tool_schema_canonical_content_ignores_key_order() -> None:
    a = Section.tools({"name": "f", "description": "d", "input_schema": {"type": "object"}})
    b = Section.tools({"input_schema": {"type": "object"}, "description": "d", "name": "f"})
    assert canonical_content(a) == canonical_content(b)


def test_canonical_order_whatever_the_insertion_order() -> None:
    sections = [
        Section.ask("q"),
        Section.document("doc", "d", priority=1000),
        Section.history([Message.user("hi")]),
        Section.memory("mem", "m"),
        Section.system("s"),
        Section.tools({"name": "f"}),
        Section.tool_output("out", "o"),
    ]
    ordered = [s.name for s, _ in canonical_order(sections)]
    assert ordered == ["tool:f", "system", "mem", "history", "doc", "out", "ask"]


def test_insertion_order_within_a_tier_and_priority_never_reorders() -> None:
    sections = [
        Section.document("low", "a", priority=1),
        Section.document("high", "b", priority=99),
        Section.document("mid", "c", priority=50),
    ]
    assert [s.name for s, _ in canonical_order(sections)] == ["low", "high", "mid"]


def test_custom_kinds_need_a_tier() -> None:
    faq = Section("faq", "faq", "text")
    with pytest.raises(SectionError, match="custom_kinds"):
        canonical_order([faq])
    ordered = canonical_order([Section.ask("q"), faq], KindTiers({"faq": Tier.DATA}))
    assert [(s.name, t) for s, t in ordered] == [("faq", Tier.DATA), ("ask", Tier.ASK)]


@pytest.mark.parametrize(
    "sections",
    [
        [Section.ask("a"), Section.ask("b", name="ask2")],
        [Section.document("same", "a"), Section.document("same", "b")],
    ],
    ids=["two-asks", "duplicate-names"],
)
def test_ambiguous_assemblies_are_rejected(sections: list[Section]) -> None:
    with pytest.raises(SectionError):
        canonical_order(sections)


@pytest.mark.parametrize(
    "message",
    [
        {"role": "user", "content": ["hi"]},
        {"role": "assistant", "content": [{"type": "tool_use", "name": "f"}]},
        {"role": "user", "content": [{"type": "tool_result", "content": "x"}]},
        {"role": "user", "content": [{"type": "image"}]},
    ],
    ids=["bare-string-block", "tool-use-without-id", "result-without-id", "unknown-type"],
)
def test_malformed_history_blocks_are_section_errors(message: dict[str, object]) -> None:
    with pytest.raises(SectionError, match="block 0"):
        Section.history([message])
