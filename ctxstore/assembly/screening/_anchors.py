"""The literals the built-in detectors start from, and the automata that find them.

Why a module of its own: every detector registers its anchors here at import,
and :class:`~ctxstore.assembly.screening._view._View` runs one automaton pass
per kind of needle (ASCII anchors over the folded text, non-ASCII literals over
the text's non-ASCII bytes, mixed-script words) instead of one ``bytes.find``
per literal. ``_USE_ACCELERATOR`` (tests force it off) falls back to plain
searches with the same results.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ctxstore.assembly.screening._base import _SPECIAL_KIND
from ctxstore.assembly.screening._fold import _WORD_BYTES

if TYPE_CHECKING:
    from ctxstore.assembly.screening._view import _View

try:  # one SIMD-prefiltered pass for all anchors instead of one bytes.find each
    from ahocorasick_rs import BytesAhoCorasick as _BytesAhoCorasick

    BytesAhoCorasick: Any = _BytesAhoCorasick
except ImportError:  # pragma: no cover - exercised by forcing the fallback in tests
    BytesAhoCorasick = None

_NEEDLES: list[bytes] = []
_NEEDLE_INDEX: dict[bytes, int] = {}
_AUTOMATON: list[object] = []  # [automaton] once built; rebuilt when needles change
_USE_ACCELERATOR = BytesAhoCorasick is not None


def register_anchors(needles: Iterable[bytes]) -> None:
    """Detector modules declare the literals they look up, at import time."""
    for needle in needles:
        if needle not in _NEEDLE_INDEX:
            _NEEDLE_INDEX[needle] = len(_NEEDLES)
            _NEEDLES.append(needle)
            _AUTOMATON.clear()


def _dfa(needles: list[bytes]) -> Any:
    """An automaton over ``needles`` that scans as a DFA where the release offers one."""
    try:
        from ahocorasick_rs import Implementation

        dfa: Any = Implementation.DFA
        return BytesAhoCorasick(list(needles), implementation=dfa)
    except (ImportError, TypeError, ValueError):  # pragma: no cover - older releases
        return BytesAhoCorasick(list(needles))


def _automaton() -> Any:
    if not _USE_ACCELERATOR or BytesAhoCorasick is None or not _NEEDLES:
        return None
    if not _AUTOMATON:
        # The DFA costs more memory to build but keeps its scan speed with the ~200
        # anchors of all detectors (the default NFA halves its speed past ~100).
        _AUTOMATON.append(_dfa(_NEEDLES))
    return _AUTOMATON[0]


_MIXED_AUTOMATON: list[object] = []


def _mixed_automaton() -> Any:
    """An ASCII letter followed or preceded by "?" in the ``raw`` view."""
    if not _USE_ACCELERATOR or BytesAhoCorasick is None:
        return None
    if not _MIXED_AUTOMATON:
        letters = [bytes([c]) for c in _WORD_BYTES[:-1]]
        # a "?" on every other byte of a Cyrillic text defeats the NFA's prefilter;
        # the DFA costs two thirds of its instructions there
        _MIXED_AUTOMATON.append(_dfa([*(x + b"?" for x in letters), *(b"?" + x for x in letters)]))
    return _MIXED_AUTOMATON[0]


_SCRIPT_NEEDLES: list[bytes] = []
_SCRIPT_NEEDLE_SET: set[bytes] = set()
_SCRIPT_AUTOMATON: list[object] = []


def register_script_needles(needles: Iterable[bytes]) -> None:
    """Detector modules declare the UTF-8 of the non-ASCII literals they look for, at import."""
    for needle in needles:
        if needle not in _SCRIPT_NEEDLE_SET:
            _SCRIPT_NEEDLE_SET.add(needle)
            _SCRIPT_NEEDLES.append(needle)
            _SCRIPT_AUTOMATON.clear()


def _script_automaton() -> Any:
    if not _USE_ACCELERATOR or BytesAhoCorasick is None:
        return None
    if not _SCRIPT_AUTOMATON:
        # a DFA: about 16 instructions a byte, half the default NFA's on Cyrillic
        _SCRIPT_AUTOMATON.append(_dfa(_SCRIPT_NEEDLES))
    return _SCRIPT_AUTOMATON[0]


_SPECIAL_UTF8 = frozenset(c.encode("utf-8") for c in _SPECIAL_KIND)
register_script_needles(sorted(_SPECIAL_UTF8))


class ScriptAnchors:
    """A detector's anchors in other scripts, found by the view's shared non-ASCII pass.

    Each anchor is looked for as written, in upper case and capitalised (the
    text is not lowered for the automaton), or only as written if it is in
    ``as_written`` (pieces inside words, which are never capitalised).
    """

    __slots__ = ("_bare", "_forms", "anchors")

    def __init__(self, anchors: Iterable[str], as_written: frozenset[str] = frozenset()) -> None:
        self.anchors = tuple(anchors)
        self._forms: dict[bytes, tuple[str, ...]] = {}
        # The pass sees only a text's non-ASCII characters, so an anchor is looked for
        # without its ASCII ones: "новая роль" as "новаяроль" (with the space it was never
        # found). The caller finds the anchor itself in the text. An anchor left with
        # fewer than three characters ("conversación" -> "ó") would match everywhere and
        # is not looked for (``_usable``): ``_bare`` holds the anchors looked for.
        self._bare = {a: b for a in self.anchors if _usable(a, b := _without_ascii(a))}
        for anchor in self._bare:
            cased = (anchor,) if anchor in as_written else (anchor.upper(), anchor.capitalize())
            for form in {anchor, *cased}:
                key = _without_ascii(form).encode("utf-8")
                self._forms[key] = (*self._forms.get(key, ()), anchor)
        register_script_needles(sorted(self._forms))

    def present(self, view: _View) -> list[str]:
        """The anchors that occur in the view's text (a substring test each without the
        accelerator).

        A candidate: the anchor's non-ASCII characters occur together, and the caller
        looks for the anchor itself.
        """
        found = view.script_found
        if found is None:
            low = view.nonascii.lower()
            return [a for a, bare in self._bare.items() if bare in low]
        forms = self._forms
        return sorted({a for f in found if f in forms for a in forms[f]})


_MIN_BARE = 3


def _without_ascii(text: str) -> str:
    return "".join(ch for ch in text if ord(ch) >= 0x80)


def _usable(anchor: str, bare: str) -> bool:
    """Whether the pass can look for ``anchor``: written wholly in another script (a
    two-character Chinese word included), or keeping three characters without its ASCII."""
    return bare == anchor or len(bare) >= _MIN_BARE


class LiteralSet:
    """A fixed list of literals, found together by one automaton pass (built on first use).

    For the small per-detector lists (a phrase family's openings, a risk
    signal's trigger words): one pass over a window instead of a
    ``bytes.find`` or a regex try per literal.
    """

    __slots__ = ("_automaton", "_words", "literals")

    def __init__(self, literals: Iterable[bytes]) -> None:
        self.literals = tuple(literals)
        if not self.literals or not all(self.literals):
            raise ValueError("a literal set needs non-empty literals")
        self._automaton: list[object] = []
        self._words: tuple[str, ...] = ()  # the literals as text, for ``occurrences``

    def find(self, data: bytes) -> list[tuple[int, int, int]] | None:
        """(literal index, start, end) of every occurrence, overlapping ones too.

        None without the accelerator: the caller then searches its own way.
        """
        if not _USE_ACCELERATOR or BytesAhoCorasick is None:
            return None
        if not self._automaton:
            self._automaton.append(_dfa(list(self.literals)))
        automaton: Any = self._automaton[0]
        found: list[tuple[int, int, int]] = automaton.find_matches_as_indexes(
            data, overlapping=True
        )
        return found

    def occurrences(self, text: str) -> list[tuple[int, int, int]]:
        """``find`` over a normalised passage: the automaton when it is ASCII, else a
        ``str.find`` per literal (ASCII literals, as the passage's offsets are its own)."""
        found = self.find(text.encode("ascii")) if text.isascii() else None
        if found is not None:
            return found
        if not self._words:
            self._words = tuple(literal.decode("ascii") for literal in self.literals)
        out: list[tuple[int, int, int]] = []
        for index, word in enumerate(self._words):
            i = text.find(word)
            while i != -1:
                out.append((index, i, i + len(word)))
                i = text.find(word, i + 1)
        return out


class LiteralStarts:
    """Where a pattern whose every match opens with one of ``literals`` can match.

    ``re`` tries a pattern at every position that holds one of its first
    characters, and entering the matcher costs a few hundred instructions each
    time: the phrase families, whose alternatives open with a dozen common
    letters, cost about 250 instructions a byte of window. A small automaton
    over the alternatives' literal openings finds the few positions where a
    match can start, and the pattern is tried only there.
    """

    __slots__ = ("_set",)

    def __init__(self, literals: Iterable[bytes]) -> None:
        # a literal that opens with another one adds no position of its own
        unique = sorted(set(literals))
        self._set = LiteralSet(
            x for x in unique if not any(y != x and x.startswith(y) for y in unique)
        )

    @property
    def literals(self) -> tuple[bytes, ...]:
        return self._set.literals

    def finditer(
        self, pattern: re.Pattern[bytes], data: bytes, lo: int, hi: int
    ) -> list[re.Match[bytes]]:
        """``list(pattern.finditer(data, lo, hi))``, trying only where a literal starts.

        ``finditer`` tries every position from ``lo``, and from the end of each
        match on; ``match`` at a position is exactly that try (lookbehinds see
        before ``lo`` either way), and a position without a literal that fits
        before ``hi`` cannot start a match. So the matches are the same.
        """
        found = self._set.find(data[lo:hi])
        if found is None:
            return list(pattern.finditer(data, lo, hi))
        out: list[re.Match[bytes]] = []
        pos = lo
        for start in sorted({lo + s for _i, s, _e in found}):
            if start < pos:
                continue  # inside the previous match, where finditer does not look
            m = pattern.match(data, start, hi)
            if m is not None:
                out.append(m)
                pos = m.end()
        return out


def _all_positions(automaton: Any, data: bytes) -> dict[bytes, list[int]]:
    found: dict[bytes, list[int]] = {}
    for index, start, _end in automaton.find_matches_as_indexes(data, overlapping=True):
        found.setdefault(_NEEDLES[index], []).append(start)
    return found


def _anchor_positions(norm: bytes, anchor: bytes) -> list[int]:
    positions: list[int] = []
    i = norm.find(anchor)
    while i != -1:
        positions.append(i)
        i = norm.find(anchor, i + len(anchor))
    return positions
