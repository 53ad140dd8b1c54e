"""The vocabulary every detector shares: actions, hits, the detector protocol,
printable excerpts and the visible markers neutralising writes.

Kept apart from the detectors so that each detector module depends only on
this and on the prepared view, never on another detector.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol, runtime_checkable

from ctxstore.errors import ConfigError


class ScreeningAction(StrEnum):
    """What the assembler does with an untrusted section that has hits."""

    FLAG = "flag"  # report the hits, send the text unchanged (default)
    NEUTRALIZE = "neutralize"  # send Screener.neutralize(text, hits)
    DROP = "drop"  # leave the section out of the request
    RAISE = "raise"  # refuse the assembly with InjectionDetectedError

    @classmethod
    def parse(cls, value: str | ScreeningAction) -> ScreeningAction:
        """Accept an action name from configuration; a bad value is a ConfigError."""
        if isinstance(value, ScreeningAction):
            return value
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            options = ", ".join(a.value for a in cls)
            raise ConfigError(
                f"Unknown screening action {value!r}: use one of {options}."
            ) from None


@dataclass(frozen=True, slots=True)
class ScreenHit:
    """One finding: which detector fired, where, and a printable excerpt."""

    detector: str
    start: int  # character offset in the scanned text
    end: int  # exclusive; text[start:end] is the offending text
    excerpt: str  # short and printable: invisible characters are escaped
    detail: str | None = None  # e.g. the decoded payload or the hidden ASCII

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.detector} at {self.start}-{self.end}: {self.excerpt!r}{extra}"


@runtime_checkable
class Detector(Protocol):
    """A screening detector: a stable ``name`` and a ``find`` that yields hits.

    A detector may also define ``neutralize(text, hit) -> str`` returning the
    replacement for ``text[hit.start:hit.end]``; without it the screener wraps
    the span in a visible ``[screened: ...]`` marker with brackets defanged.
    """

    @property
    def name(self) -> str: ...

    def find(self, text: str) -> Iterable[ScreenHit]: ...


# --- printable excerpts and visible markers ------------------------------------

_EXCERPT_MAX = 80


def _escape_char(ch: str) -> str:
    if ch == "\n":
        return "\\n"
    if ch == "\t":
        return "\\t"
    if ch == "\r":
        return "\\r"
    cp = ord(ch)
    return f"\\u{cp:04x}" if cp <= 0xFFFF else f"\\U{cp:08x}"


def printable(s: str, limit: int = _EXCERPT_MAX) -> str:
    """``s`` with invisible and control characters escaped, cut to ``limit`` chars."""
    s = s[: limit * 3]
    if not s.isprintable():
        s = "".join(c if c.isprintable() else _escape_char(c) for c in s)
    if len(s) > limit:
        s = s[: limit - 1] + "…"
    return s


# Characters that render as nothing (or reorder what follows) and so can hide
# instructions from a human reviewer while the model still reads them, by kind.
_SPECIAL_RANGES: dict[str, tuple[tuple[int, int], ...]] = {
    # U+034F (combining grapheme joiner), the Hangul fillers and the Khmer
    # inherent vowels render as nothing too: inside a word they split an anchor
    # for the reader's eye and for naive matching alike.
    "zw": (
        (0x200B, 0x200D),
        (0x2060, 0x2064),
        (0xFEFF, 0xFEFF),
        (0x180E, 0x180E),
        (0x034F, 0x034F),
        (0x115F, 0x1160),
        (0x17B4, 0x17B5),
        (0x3164, 0x3164),
        (0xFFA0, 0xFFA0),
    ),
    "bidi": ((0x202A, 0x202E), (0x2066, 0x2069), (0x200E, 0x200F), (0x061C, 0x061C)),
    "tag": ((0xE0000, 0xE007F),),
    "vs": ((0xFE00, 0xFE0F), (0xE0100, 0xE01EF)),
    "shy": ((0x00AD, 0x00AD),),  # soft hyphen: only removed before phrase matching
}
_SPECIAL_KIND: dict[str, str] = {
    chr(cp): kind
    for kind, ranges in _SPECIAL_RANGES.items()
    for lo, hi in ranges
    for cp in range(lo, hi + 1)
}


def _class(ranges: Iterable[tuple[int, int]]) -> str:
    return (
        "["
        + "".join(
            re.escape(chr(lo)) + (f"-{re.escape(chr(hi))}" if hi > lo else "") for lo, hi in ranges
        )
        + "]"
    )


def _kind_patterns(kind: str) -> tuple[re.Pattern[str], ...]:
    """One pattern per plane: ``re`` compiles an all-BMP class to a bitmap, but one
    astral item in the same class makes it test items one by one for every
    character (a hundredfold slower on 40 KB)."""
    ranges = _SPECIAL_RANGES[kind]
    bmp = [r for r in ranges if r[1] <= 0xFFFF]
    astral = [r for r in ranges if r[0] > 0xFFFF]
    return tuple(re.compile(_class(part) + "+") for part in (bmp, astral) if part)


_KIND_PATTERNS = {kind: _kind_patterns(kind) for kind in _SPECIAL_RANGES}
_ZW = _class(_SPECIAL_RANGES["zw"])
_BIDI = _class(_SPECIAL_RANGES["bidi"])
_TAG = _class(_SPECIAL_RANGES["tag"])
_VS = "(?:" + "|".join(p.pattern[:-1] for p in _KIND_PATTERNS["vs"]) + ")"
_REVEAL_RE = re.compile(f"(?P<tag>{_TAG}+)|(?P<vs>{_VS}+)|(?P<other>(?:{_ZW}|{_BIDI})+)")
# Text with more non-ASCII characters than this is searched with the patterns
# above; below it, visiting each non-ASCII character is cheaper.
_FEW_NON_ASCII = 2000
_SPECIAL_BMP_RE = re.compile(
    _class(r for ranges in _SPECIAL_RANGES.values() for r in ranges if r[1] <= 0xFFFF)
)
_SPECIAL_ASTRAL_RE = re.compile(
    _class(r for ranges in _SPECIAL_RANGES.values() for r in ranges if r[0] > 0xFFFF)
)


def _merge_spans(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted spans with touching or overlapping ones joined."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def _find_all(haystack: str, needle: str) -> list[int]:
    """Every offset of ``needle`` in ``haystack`` (overlapping ones too)."""
    out = []
    i = haystack.find(needle)
    while i != -1:
        out.append(i)
        i = haystack.find(needle, i + 1)
    return out


def _codepoint_list(run: str) -> str:
    parts: list[str] = []
    i = 0
    while i < len(run):
        j = i
        while j < len(run) and run[j] == run[i]:
            j += 1
        n = j - i
        parts.append(f"U+{ord(run[i]):04X}" + (f"×{n}" if n > 1 else ""))
        i = j
    return " ".join(parts)


def _reveal_match(m: re.Match[str]) -> str:
    if m.group("tag") is not None:
        return f"[hidden tag text: {len(m.group('tag'))} chars]"
    if m.group("vs") is not None:
        return f"[{len(m.group('vs'))} variation selectors]"
    return f"[{_codepoint_list(m.group('other'))}]"


def _reveal(s: str) -> str:
    """Replace invisible/bidi/tag/variation-selector runs with visible markers."""
    if s.isascii():
        return s
    return _REVEAL_RE.sub(_reveal_match, s)


_DEFANG_TABLE = str.maketrans({"<": "‹", ">": "›", "[": "⟦", "]": "⟧"})


def _defang(s: str) -> str:
    """Visible, inert form of a tag or token: brackets become look-alike quotes."""
    return _reveal(s.translate(_DEFANG_TABLE))


def _wrap_screened(s: str) -> str:
    return f"[screened: {_defang(s)}]"


def _hit(detector: str, text: str, start: int, end: int, detail: str | None = None) -> ScreenHit:
    return ScreenHit(detector, start, end, printable(text[start:end]), detail)


_MENTION_AFTER_RE = re.compile(r"`|\s*(?:element|tag|node|block|token|field)s?\b", re.IGNORECASE)


def _is_mention(text: str, start: int, end: int) -> bool:
    """A tag written *about*, not written: inside inline code, or "the <system> element"."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end == -1 else line_end
    if text.count("`", line_start, start) % 2 == 1 and "`" in text[end:line_end]:
        return True
    return _MENTION_AFTER_RE.match(text, end) is not None and text[end : end + 1] != "`"


_ASCII_UPPER_RE = re.compile(r"[A-Z]+")


def lower_in_place(text: str) -> str:
    """``text`` in lower case with every character where it was.

    Tag names and the closing tags searched for are ASCII, and offsets found in
    the lowered copy are used on ``text``; ``str.lower`` turns some letters into
    two characters ('İ' into 'i' and a combining dot), which would shift every
    later offset, so then only ASCII letters are lowered.
    """
    lowered = text.lower()
    if len(lowered) == len(text):
        return lowered
    return _ASCII_UPPER_RE.sub(lambda m: m.group().lower(), text)


def add_unless_overlapping(kept: list[ScreenHit], extra: list[ScreenHit]) -> list[ScreenHit]:
    """``kept``, and each hit of ``extra`` that overlaps none of them, in text order.

    A detector's exact phrase keeps its own span when a looser reading of the same
    detector also covers it (the looser one reaches further back, into other text).
    """
    out = list(kept)
    for h in extra:
        if all(h.end <= k.start or h.start >= k.end for k in out):
            out.append(h)
    return sorted(out, key=lambda h: (h.start, h.end))
