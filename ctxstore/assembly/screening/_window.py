"""Normalised copies of small windows of text, with a map back to the original.

The byte views in ``_view`` keep one byte per character, which is what makes
them fast over 40 KB but also means every non-ASCII letter is a ``?``. The
detectors that read other scripts (phrase tables in 18 languages, the weak
signals of the risk score) only ever look at a few hundred characters around
an anchor, so they can afford a real per-character normalisation there: lower
case, Latin diacritics stripped (``instrucciónes`` -> ``instrucciones``) but
the vowel signs of Indic and Southeast Asian scripts kept (they spell the word),
fullwidth and mathematical letters folded (NFKC), invisible characters
dropped, leetspeak digits between letters read as letters, and every run of
whitespace and punctuation collapsed to one space. ``index[i]`` is the
original offset of normalised character ``i``.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from ctxstore.assembly.screening._base import _SPECIAL_KIND

_LEET = {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"}
# Apostrophes and hyphens inside words become spaces too ("don't" -> "don t",
# whichever apostrophe was typed), so table entries use plain spaces between words.


def _script_mark(ch: str) -> bool:
    """A vowel sign or virama of an Indic or Southeast Asian script: part of the word.

    Latin accents are dropped ("instrucción" reads "instruccion"), but "पासवर्ड"
    without its marks is "प सवरड", a word cut in three: there the marks spell the
    word and are kept, and they join the letters around them.
    """
    cp = ord(ch)
    return (0x0900 <= cp <= 0x109F or 0x1780 <= cp <= 0x17FF) and unicodedata.category(ch)[0] == "M"


@lru_cache(maxsize=4096)
def _fold_char(ch: str) -> str:
    """One character, normalised; '' for characters that render as nothing."""
    if ch in _SPECIAL_KIND:
        return ""
    if ch.isascii():
        return ch.lower()
    if unicodedata.combining(ch) and not _script_mark(ch):
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
    return ch.isalnum() or _script_mark(ch)


_TOKEN_RE = re.compile(r"[a-z0-9]+(?:[@$][a-z0-9]+)*")
# The character class comes first so ``re`` skips ahead in C to the next digit,
# "@" or "$" (a leading lookbehind would be tried at every position).
_LEET_IN_WORD_RE = re.compile(r"[013457@$](?<=[a-z][013457@$])(?=[a-z])")
_LEET_TABLE = str.maketrans(_LEET)


class _TokenIndex(Sequence[int]):
    """Offsets of a fast-path normalisation, computed on demand from its token table."""

    __slots__ = ("_norm_starts", "_orig_starts", "_size")

    def __init__(self, norm_starts: list[int], orig_starts: list[int], size: int) -> None:
        self._norm_starts = norm_starts
        self._orig_starts = orig_starts
        self._size = size

    def __len__(self) -> int:
        return self._size

    def __getitem__(self, k: int) -> int:  # type: ignore[override]
        if k < 0:
            k += self._size
        t = bisect.bisect_right(self._norm_starts, k) - 1
        return self._orig_starts[t] + (k - self._norm_starts[t])


def _ascii_window(text: str, lo: int, hi: int) -> tuple[str, Sequence[int]]:
    """The same normalisation for pure-ASCII windows, at C speed (regex over tokens)."""
    window = text[lo:hi].lower()
    parts: list[str] = []
    norm_starts: list[int] = []
    orig_starts: list[int] = []
    size = 0
    prev_end = -1
    for m in _TOKEN_RE.finditer(window):
        if prev_end != -1:
            gap = window[prev_end : m.start()]
            if ":" in gap:
                sep = " : "
            elif any(c in gap for c in ".!?") and re.search(r"[.!?](?:\s|$)", gap):
                sep = " . "
            else:
                sep = " "
            # separator characters map to the next token's first character
            norm_starts.append(size)
            orig_starts.append(lo + m.start() - len(sep))
            parts.append(sep)
            size += len(sep)
        token = m.group()
        if not token.isalpha() and not token.isdigit():
            token = _LEET_IN_WORD_RE.sub(lambda d: d.group().translate(_LEET_TABLE), token)
            token = (
                token.replace("@", " ").replace("$", " ") if "@" in token or "$" in token else token
            )
        norm_starts.append(size)
        orig_starts.append(lo + m.start())
        parts.append(token)
        size += len(token)
        prev_end = m.end()
    return "".join(parts), _TokenIndex(norm_starts, orig_starts, size)


def normalize_window(text: str, lo: int, hi: int) -> tuple[str, Sequence[int]]:
    """``text[lo:hi]`` normalised for phrase matching, and the offset of each character."""
    lo = max(0, lo)
    hi = min(len(text), hi)
    if text[lo:hi].isascii():
        return _ascii_window(text, lo, hi)
    out: list[str] = []
    index: list[int] = []
    pending = ""  # "" none, " " a word break, ":" a colon, "." a sentence end
    n = len(text)
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


def span_back(index: Sequence[int], start: int, end: int) -> tuple[int, int]:
    """The original span of normalised characters ``start:end``."""
    return index[start], index[end - 1] + 1


# The normalised string, by definition (``tests/test_screening_normalize.py`` holds
# the implementation to it): lower case; a leetspeak digit, "@" or "$" between two
# letters read as the letter; every run of other characters than letters, digits
# and ":.!?" (and of "_") one space; a colon with the marks after it " : "; a run
# of ".!?" before a space or the end " . "; other ".!?" dropped; spaces collapsed.
_LEET_IN_WORD_U_RE = re.compile(r"[013457@$](?<=[^\W\d_][013457@$])(?=[^\W\d_])")


def _unicode_sep(ch: str) -> bool:
    """Whether ``ch`` separates words (``re``'s ``\\w`` is alnum or "_"; ":.!?" are kept)."""
    return ch == "_" or not (ch.isalnum() or ch in ":.!?" or _script_mark(ch))


@lru_cache(maxsize=8192)
def _unicode_entry(ch: str) -> str:
    """What one character of a non-ASCII window becomes before the leetspeak step.

    Its fold (``_fold_char``; ASCII as it is), with every character the separator
    rule turns into a space already a space, except "@" and "$", which read as
    letters inside a word and are settled after the leetspeak step.
    """
    folded = ch if ch.isascii() else _fold_char(ch)
    return "".join(" " if _unicode_sep(c) and c not in "@$" else c for c in folded)


def _normalize_unicode(window: str) -> str:
    """``normalize_window``'s string for a non-ASCII window, without its per-character loop.

    Each distinct character is folded and, when it separates words, made a space
    in one translation table (``_unicode_entry``), so the window is rewritten in
    one C-speed pass; then the ASCII path's steps follow (a 700-character
    Cyrillic passage: 0.1 ms instead of 1 ms). As there, runs of spaces are
    collapsed only at the end, which gives the same string.
    """
    w = _translate_entries(window).lower()
    if _LEET_IN_WORD_U_RE.search(w):
        w = _LEET_IN_WORD_U_RE.sub(lambda d: d.group().translate(_LEET_TABLE), w)
    if "@" in w or "$" in w:
        w = w.replace("@", " ").replace("$", " ")
    marks = False
    if ":" in w:
        w = _COLON_AT_RE.sub(" \x00 ", w)
        marks = True
    if "." in w or "!" in w or "?" in w:
        w = _sentence_at(w).sub(" \x01 ", w)
        marks = True
    return " ".join((w.translate(_PUNCT_TABLE) if marks else w).split())


# What each ASCII character becomes (``_unicode_entry``): itself or a space.
_ASCII_ENTRIES = {c: _unicode_entry(chr(c)) for c in range(128)}
_ASCII_BYTES = bytes(range(128))
# Up to this many distinct non-ASCII characters, a str.replace each is cheaper
# than a translation that looks every character of the window up in a dict.
_FEW_DISTINCT = 16


def _translate_entries(window: str) -> str:
    """``window`` with every character replaced by its ``_unicode_entry``.

    ``str.translate`` looks each character of a non-ASCII string up in the
    table (about 300 instructions a character); an ASCII string takes its C
    fast path. So when the window's few distinct non-ASCII characters all
    become ASCII, they are replaced first and the then-ASCII window is
    translated; an entry maps each of its own characters to itself, so
    translating the replaced text again changes nothing there. The distinct
    non-ASCII characters come from the window's UTF-8 with the ASCII bytes
    deleted, at C speed instead of a set of every character.
    """
    data = window.encode("utf-8", "surrogatepass").translate(None, _ASCII_BYTES)
    entries = {c: _unicode_entry(c) for c in set(data.decode("utf-8", "surrogatepass"))}
    if len(entries) <= _FEW_DISTINCT and all(e.isascii() for e in entries.values()):
        for c, e in entries.items():
            window = window.replace(c, e)
        return window.translate(_ASCII_ENTRIES)
    table = dict(_ASCII_ENTRIES)  # entries of characters the window lacks are never used
    table.update((ord(c), e) for c, e in entries.items())
    return window.translate(table)


# Everything but a-z, 0-9 and the kept punctuation becomes a space (upper case
# was lowered before): one C-speed ``str.translate`` instead of a substitution
# per separator run; the runs of spaces it leaves are collapsed at the end.
_SEP_TABLE = str.maketrans(
    {chr(c): " " for c in range(128) if not (chr(c).isalnum() or chr(c) in ":.!?")}
)
# The colon and sentence-end rules without the one space they may take before the
# mark: the replacement starts with a space anyway, and starting from the mark lets ``re``
# skip in C to the next ":" (or ".", "!", "?") instead of trying every position.
_COLON_AT_RE = re.compile(r":[ :.!?]*")
# "[.!?]+" written as one mark and then more: ``re`` takes the first-character set
# only from a pattern that opens with a bare class, not with a repeated one, and
# without it tries the whole pattern at every position (a 640-character passage
# of code: 120,000 instructions instead of 45,000). The matches are the same.
_SENTENCE_AT_RE = re.compile(r"[.!?][.!?]*(?: |$)")
# The same where the passage has only "." of the three: a pattern that opens with a
# literal lets ``re`` skip to the next "." (a class is tested at every position:
# 700 characters of code took 115,000 instructions instead of 15,000).
_PERIOD_AT_RE = re.compile(r"\.\.*(?: |$)")


def _sentence_at(w: str) -> re.Pattern[str]:
    return _SENTENCE_AT_RE if "!" in w or "?" in w else _PERIOD_AT_RE


# The marks left inside words ("os.path") become spaces; the placeholders become
# the kept ":" and ".".
_PUNCT_TABLE = str.maketrans({".": " ", "!": " ", "?": " ", "\x00": ":", "\x01": "."})


def normalize_text(text: str, lo: int, hi: int) -> str:
    """The normalised string of ``text[lo:hi]`` without the offset map.

    For detectors that only score a passage (the risk signals, hidden markup)
    and report the passage's own span: pure-ASCII windows are normalised by a
    few C-speed passes instead of a Python loop over their characters. Leaving
    a run of separators as several spaces until the final collapse gives the
    same string as collapsing it first: the colon and sentence rules consume at
    most one space before their mark, and every space they leave is collapsed.
    """
    window = text[max(0, lo) : hi]
    if not window.isascii():
        return _normalize_unicode(window)
    w = window.lower()
    if _LEET_IN_WORD_RE.search(w):
        w = _LEET_IN_WORD_RE.sub(lambda d: d.group().translate(_LEET_TABLE), w)
    w = w.translate(_SEP_TABLE)
    marks = False
    if ":" in w:
        w = _COLON_AT_RE.sub(" \x00 ", w)  # placeholders, so the next step keeps them
        marks = True
    if "." in w or "!" in w or "?" in w:
        w = _sentence_at(w).sub(" \x01 ", w)
        marks = True
    return " ".join((w.translate(_PUNCT_TABLE) if marks else w).split())
