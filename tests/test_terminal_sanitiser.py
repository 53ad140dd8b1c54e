"""The one sanitiser every human view uses, and the diff's invisible-difference marks."""

from __future__ import annotations

import pytest

from ctxstore.analysis.report import colour_diff, plain
from ctxstore.analysis.terminal import inert, inert_text, visible_change


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        ("kb/\x1b]0;PWNED\x07doc", "kb/\\x1b]0;PWNED\\x07doc"),
        ("x \x1b[2J", "x \\x1b[2J"),
        ("csi\x9b31m", "csi\\x9b31m"),
        ("rtl\u202eexe.txt", "rtl\\u202eexe.txt"),
        ("two\nlines\r", "two\\x0alines\\x0d"),
        ("kb/re\u200bfunds\u2060\ufeff", "kb/re\\u200bfunds\\u2060\\ufeff"),
        ("tag\U000e0041", "tag\\U000e0041"),
        ("plain kb/doc.md#1 ünïcode", "plain kb/doc.md#1 ünïcode"),
    ],
    ids=[
        "osc-title",
        "clear-screen",
        "c1-csi",
        "bidi-override",
        "newline-in-name",
        "zero-width",
        "tag-character",
        "harmless",
    ],
)
def test_inert_escapes_what_could_drive_a_terminal(value: str, shown: str) -> None:
    assert inert(value) == shown


def test_inert_text_keeps_lines_and_tabs() -> None:
    assert inert_text("a\tb\nc\x1b[2J") == "a\tb\nc\\x1b[2J"
    assert inert_text("zero\u200bwidth") == "zero\\u200bwidth"


@pytest.mark.parametrize(
    ("new", "old", "shown"),
    [
        ("Be brief. ", "Be brief.", "Be brief.␠"),
        ("Be\tbrief.", "Be brief.", "Be␉brief."),
        ("Be brief.\r", "Be brief.", "Be brief.␍"),
        ("Bе brief.", "Be brief.", "B⟨U+0435⟩ brief."),  # Cyrillic е
        ("Be\u200b brief.", "Be brief.", "Be⟨U+200B⟩ brief."),
        ("Be very brief.", "Be brief.", "Be very brief."),  # a real edit stays readable
    ],
    ids=["trailing-space", "tab", "crlf", "lookalike", "zero-width", "ordinary-edit"],
)
def test_visible_change_shows_invisible_differences(new: str, old: str, shown: str) -> None:
    assert visible_change(new, old) == shown


def test_a_crlf_only_change_is_visible_in_the_diff() -> None:
    from ctxstore.analysis.diffing import text_diff

    diff = text_diff("one\ntwo\n", "one\r\ntwo\n")
    assert "+one␍" in "\n".join(colour_diff(diff, plain))
