"""Making stored values safe and visible on a terminal.

Why one module every command uses: section names, sources, model IDs and
texts arrive from spans, i.e. from whoever can reach the receiver. Printed
raw, ``kb/\\x1b]0;PWNED\\x07doc`` retitles the on-call engineer's terminal and
``\\x1b[2J`` clears it; a bidi override reorders what they read. So every
human view passes stored values through :func:`inert` (one-line values) or
:func:`inert_text` (multi-line text) *before* the CLI adds its own colours,
and the only escape sequences that reach the terminal are ctxstore's.
Escaped characters are shown as ``\\x1b``, ``\\u202e`` and so on: visible,
searchable, and unambiguous.

:func:`visible_change` serves the diffs: a changed line whose difference is
invisible (trailing spaces, a tab, a carriage return, a Cyrillic ``а`` for a
Latin ``a``) shows the differing characters as ``␠``, ``␉``, ``␍`` or
``⟨U+0430⟩``.
"""

from __future__ import annotations

import difflib
import unicodedata

_BIDI = frozenset(
    chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C)
)


def _unsafe(ch: str) -> bool:
    o = ord(ch)
    if o < 0x20 or o == 0x7F or 0x80 <= o < 0xA0:
        return True
    if ch in _BIDI or ch in ("\u2028", "\u2029"):
        return True
    # Format characters (zero-width space and joiners, word joiner, BOM, soft
    # hyphen, tag characters) print as nothing: ``kb/re\u200bfunds`` would read as
    # ``kb/refunds`` though it is another section.
    return o >= 0xA0 and unicodedata.category(ch) == "Cf"


def _escape(ch: str) -> str:
    o = ord(ch)
    if o < 0x100:
        return f"\\x{o:02x}"
    return f"\\u{o:04x}" if o < 0x10000 else f"\\U{o:08x}"


def inert(value: str | None) -> str:
    """A one-line stored value with every control, bidi, format or line-break character escaped."""
    if value is None:
        return ""
    if value.isprintable() and not any(ch in _BIDI for ch in value):
        return value
    return "".join(_escape(ch) if _unsafe(ch) else ch for ch in value)


def inert_text(text: str | None) -> str:
    """Multi-line stored text: newlines and tabs kept, every other control escaped."""
    if text is None:
        return ""
    return "\n".join(
        "".join(_escape(ch) if _unsafe(ch) and ch != "\t" else ch for ch in line)
        for line in text.split("\n")
    )


def _show(ch: str) -> str:
    if ch == " ":
        return "␠"
    if ch == "\t":
        return "␉"
    if ch == "\r":
        return "␍"
    if ch.isascii() and ch.isprintable():
        return ch
    return f"⟨U+{ord(ch):04X}⟩"


def _invisible(ch: str) -> bool:
    """Characters that print as nothing, or as something that looks like a space."""
    if ch in ("\t", "\r", " "):
        return True
    return not ch.isascii() and unicodedata.category(ch)[0] in ("C", "Z", "M")


def visible_change(line: str, other: str | None) -> str:
    """``line`` (one side of a changed pair) with its invisible differences made visible.

    Tabs, carriage returns, trailing whitespace and non-printing characters
    are always shown; where ``other`` (the paired line) is given, any non-ASCII
    character inside a span that differs from it is shown as its code point,
    which is how a look-alike letter is caught.
    """
    marked = [False] * len(line)
    stripped = len(line.rstrip(" \t\r\u00a0\u200b\u200c\u200d\u2060\ufeff"))
    for i, ch in enumerate(line):
        if i >= stripped or ch in ("\t", "\r") or (not ch.isascii() and not ch.isprintable()):
            marked[i] = True
    if other is not None and line != other:
        matcher = difflib.SequenceMatcher(None, other, line, autojunk=False)
        for tag, i1, i2, j1, j2 in matcher.get_opcodes():
            if tag == "equal":
                continue
            # A short same-length substitution involving non-ASCII is a look-alike
            # candidate (Cyrillic а for Latin a); a longer rewrite is just a rewrite.
            lookalike = tag == "replace" and i2 - i1 == j2 - j1 <= 3
            # Spaces are marked only where the difference is nothing but whitespace;
            # inside a reworded phrase they are just spaces.
            blank = not line[j1:j2].strip() and not other[i1:i2].strip()
            for j in range(j1, j2):
                ch = line[j]
                if (
                    (ch == " " and blank)
                    or (ch != " " and _invisible(ch))
                    or (lookalike and not ch.isascii())
                ):
                    marked[j] = True
    out = []
    for ch, mark in zip(line, marked, strict=True):
        out.append(_show(ch) if mark else (_escape(ch) if _unsafe(ch) else ch))
    return "".join(out)
