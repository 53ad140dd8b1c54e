"""How a family of override phrasings is compiled: anchors, windows and one regex.

A family (``_family``) is a set of phrasings found from a few literal anchors on
the folded view; its regex runs only in a small window round each anchor, and
only where one of its alternatives' opening letters stands. ``_phrases`` lists
the families and runs them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeAlias

from ctxstore.assembly.screening._anchors import LiteralStarts
from ctxstore.assembly.screening._regex_syntax import top_level_alternatives

# Separator between words on the folded view: whitespace, newlines, punctuation,
# and the '?' that stands for any non-ASCII character (dashes, curly quotes).
_SEP = "[^a-z0-9]{1,12}"


def _phrase(src: str) -> str:
    """Compile helper: '_' is a word separator; 'l' folds to 'i' like the view does."""
    return src.replace("l", "i").replace("_", _SEP)


@dataclass(frozen=True, slots=True)
class _Anchor:
    """A literal that every phrase of a family contains, and where phrases can lie.

    A phrase starts at most ``back`` bytes before the anchor and ends at most
    ``fwd`` bytes after it; the family's regex runs only in that window.
    """

    needle: bytes
    back: int
    fwd: int
    word_start: bool  # must not follow a letter ("now" but not "know")
    near: tuple[bytes, ...] = ()  # one of these must occur in the ``back`` bytes before it
    probes: tuple[bytes, ...] = ()  # letters-only forms tested first (see _View.positions)


@dataclass(frozen=True, slots=True)
class _Family:
    """A group of override phrasings found around the same cheap anchors."""

    label: str
    anchors: tuple[_Anchor, ...]
    pattern: re.Pattern[bytes]
    openings: LiteralStarts  # the literals every match of ``pattern`` opens with


_Branch: TypeAlias = str | tuple[Sequence[str], str]


def _family(label: str, anchors: str, *branches: _Branch) -> _Family:
    """Compile one family.

    ``anchors`` is "needle[/probe,...]:back:fwd[:near,...] ..." (a leading "^"
    marks a word start, a "+" a space inside the needle; probes are letters-only
    forms looked for before the needle; near words are a cheap check before the
    regex runs). A
    branch is a pattern, or ``(heads, rest)`` meaning ``head + rest`` for every
    head. Every resulting alternative must start with a literal letter: then
    ``re`` gets a first-character set to skip with, instead of trying the whole
    alternation at every position (5 ns instead of 100 ns per byte of window).
    That is also why there is no leading ``(?<![a-z])``: find_in checks it.
    With the accelerator, the pattern is tried only where one of the
    alternatives' opening letters stands (``openings``), which costs a tenth.
    """
    alternatives: list[str] = []
    for branch in branches:
        if isinstance(branch, str):
            alternatives.append(branch)
        else:
            heads, rest = branch
            alternatives.extend(head + rest for head in heads)
    for alt in alternatives:
        if not alt[:1].isalpha():
            raise ValueError(f"override pattern must start with a letter: {alt[:30]!r}")
    openings = LiteralStarts(_phrase(_opening(alt)).encode() for alt in alternatives)
    body = "|".join(_phrase(a) for a in alternatives)
    pattern = re.compile(f"(?:{body})(?![a-z])".encode())
    parsed = []
    for spec in anchors.split():
        needle, back, fwd, *near = spec.split(":")
        needle, _, probes = needle.partition("/")
        parsed.append(
            _Anchor(
                needle.lstrip("^").replace("l", "i").replace("+", " ").encode(),
                int(back),
                int(fwd),
                needle.startswith("^"),
                tuple(w.replace("l", "i").encode() for w in near[0].split(",")) if near else (),
                tuple(w.replace("l", "i").encode() for w in probes.split(",")) if probes else (),
            )
        )
    return _Family(label, tuple(parsed), pattern, openings)


_LETTERS_RE = re.compile(r"[a-z]+")


def _opening(alt: str) -> str:
    """The letters every match of the alternative ``alt`` starts with.

    ``alt`` is a concatenation (checked: no "|" outside a group), so its
    leading letters are matched one after the other; only the last one can be
    made optional, by a quantifier right after it.
    """
    if len(top_level_alternatives(alt)) > 1:
        raise ValueError(f"override alternative holds a top-level '|': {alt[:30]!r}")
    letters = _LETTERS_RE.match(alt)
    assert letters is not None  # every alternative starts with a letter (checked before)
    head = letters.group()
    return head[:-1] if alt[len(head) : len(head) + 1] in ("?", "*", "{") else head
