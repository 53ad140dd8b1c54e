"""Normalised copies of small windows of text, with a map back to the original.

The byte views in ``_view`` keep one byte per character, which is what makes
them fast over 40 KB but also means every non-ASCII letter is a ``?``. The
detectors that read other scripts (phrase tables in 18 languages, the weak
signals of the risk score) only ever look at a few hundred characters around
an anchor, so they can afford a real per-character normalisation there: lower
case, Latin diacritics stripped (``instrucciónes`` -> ``instrucciones``),
fullwidth and mathematical letters folded (NFKC), invisible characters
dropped, leetspeak digits between letters read as letters, and every run of
whitespace and punctuation collapsed to one space. ``index[i]`` is the
original offset of normalised character ``i``.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from ctxstore.assembly.screening._base import _SPECIAL_KIND

_LEET = {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
# Apostrophes and hyphens inside words become spaces too ("don't" -> "don t",
# whichever apostrophe was typed), so table entries use plain spaces between words.


@lru_cache(maxsize=4096)
def _fold_char(ch: str) -> str:
    """One character, normalised; '' for characters that render as nothing."""
    if ch in _SPECIAL_KIND:
        return ""
    if ch.isascii():
        return ch.lower()
    if unicodedata.combining(ch):
        return ""  # a combining accent left on its own after a base letter
    folded = unicodedata.normalize("NFKC", ch)
    decomposed = unicodedata.normalize("NFKD", folded)
    if decomposed and decomposed[0].isascii() and decomposed[0].isalpha():
        return decomposed[0].lower()
    if ch in "\u0131\u0130":  # Turkish dotless/dotted i
        return "i"
    if ch == "\u0142" or ch == "\u0141":  # Polish l with stroke has no decomposition
        return "l"
    return folded.lower()


def _is_word(ch: str) -> bool:
    return ch.isalnum()


def normalize_window(text: str, lo: int, hi: int) -> tuple[str, list[int]]:
    """``text[lo:hi]`` normalised for phrase matching, and the offset of each character."""
    out: list[str] = []
    index: list[int] = []
    pending = ""  # "" none, " " a word break, ":" a colon, "." a sentence end
    n = len(text)
    lo = max(0, lo)
    hi = min(n, hi)
    for i in range(lo, hi):
        ch = text[i]
        folded = _fold_char(ch)
        if not folded:
            continue
        if folded in _LEET and not folded.isalpha():
            prev = text[i - 1] if i > 0 else " "
            nxt = text[i + 1] if i + 1 < n else " "
            if prev.isalpha() and nxt.isalpha():
                folded = _LEET[folded]
        if len(folded) == 1 and not _is_word(folded):
            if out:
                if folded == ":":
                    pending = ":"
                elif folded in ".!?" and pending != ":" and (i + 1 >= n or text[i + 1].isspace()):
                    pending = "."
                elif not pending:
                    pending = " "
            continue
        if pending:
            # colons and sentence ends stay visible as their own token: " : ", " . "
            for c in (" ", pending, " ") if pending != " " else (" ",):
                out.append(c)
                index.append(i)
            pending = ""
        for c in folded:
            out.append(c)
            index.append(i)
    return "".join(out), index


def span_back(index: list[int], start: int, end: int) -> tuple[int, int]:
    """The original span of normalised characters ``start:end``."""
    return index[start], index[end - 1] + 1
