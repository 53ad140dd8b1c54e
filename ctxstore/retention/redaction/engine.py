"""The engine: find where matches may begin, confirm each with the detector's regex there.

Why this shape: redaction runs in the request path on text that almost never
holds a secret, so the cost is what a clean text pays. Python's regex engine
is fast only where a pattern starts with a literal (~0.3 ms per MB); a pattern
that starts with a character class (cards, phones, case-insensitive keywords)
costs ~6 ms per MB even where nothing matches. So no detector regex scans the
whole text. Instead, per text:

1. two one-byte views of the text, same offsets (``lower``: ASCII lower-cased,
   any other character ``?``; ``classes``: digits ``0``, capitals ``A``,
   small letters ``a``, and ``-`` a space, so "4111-1111" reads "0000 0000");
2. one Aho-Corasick pass (``ahocorasick-rs``) over ``lower`` finds the
   ``triggers`` of every enabled detector at once, and each detector's
   ``shapes`` (literal-prefixed byte regexes) run over their view, skipped
   when the text has too few digits for the detector or lacks the shape's
   literal prefix (one substring search: most short texts skip them all);
3. every hit is the start of a candidate: the detector's regex is tried there
   with ``re.match`` (after the cheap ``not_after`` check), then its validator.

A detector's candidates are visited left to right with the same bookkeeping as
a whole-text scan (after an accepted match, continue at its end; after a
rejected one, at the next candidate), so as long as every accepted match
begins at a hit (what ``detectors.py`` promises) the result is the whole-text
scan's. Candidates of all detectors of a pass are then merged by position
(ties: detector order), skipping anything inside an existing placeholder.
``benchmarks/bench_redaction.py`` measures this against the whole-text
reference and, with ``--baseline``, against an older implementation.

Case: the context detectors mean "match the lower-cased text". Matching the
original case-insensitively is the same, and cheaper, except around four
characters that lower-case (or match case-insensitively) to ASCII letters: the
Kelvin sign, long s, dotless and dotted i. Text holding one gets its triggers
looked up in a copy where they are folded to ASCII and is matched as
``text.lower()`` itself, unless that moves offsets ("İ" lower-cases to two
characters; then case-insensitively over the original).
"""

from __future__ import annotations

import re
import sys
from bisect import bisect_right
from collections.abc import Sequence
from typing import Any

from ahocorasick_rs import BytesAhoCorasick

from ctxstore.retention.redaction.detectors import Detector
from ctxstore.retention.redaction.placeholders import overlaps, placeholder_spans

__all__ = ["Engine", "Hit", "Views"]

Hit = tuple[int, int, str, str]  # (start, end, detector, value)

_UPPER = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_LOWER = b"abcdefghijklmnopqrstuvwxyz"
_CLASSES = bytes.maketrans(
    b"0123456789-" + _UPPER + _LOWER, b"0" * 10 + b" " + b"A" * 26 + b"a" * 26
)
# Characters that lower-case, or match case-insensitively, to an ASCII letter.
_FOLDS = {"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"}
_FOLD_TABLE = str.maketrans(_FOLDS)
_COUNT_BELOW = 4096  # characters; see Views.digits
_AFTER_ANY_END = sys.maxsize


class Views:
    """The views of one text, each built on first use and shared by the passes."""

    __slots__ = (
        "_ascii",
        "_classes",
        "_digits",
        "_folds",
        "_hits",
        "_lower",
        "_lowered",
        "_protected",
        "text",
    )

    def __init__(self, text: str) -> None:
        self.text = text
        self._ascii: bytes | None = None
        self._lower: bytes | None = None
        self._classes: bytes | None = None
        self._digits = -1
        self._hits: list[tuple[int, int, int]] | None = None
        self._lowered: tuple[str, bool] | None = None
        self._folds: bool | None = None
        self._protected: list[tuple[int, int]] | None = None

    def _raw(self) -> bytes:
        if self._ascii is None:
            # one "?" per non-ASCII character, so offsets are the text's
            self._ascii = self.text.encode("ascii", "replace")
        return self._ascii

    @property
    def lower(self) -> bytes:
        if self._lower is None:
            self._lower = self._raw().lower()
        return self._lower

    @property
    def classes(self) -> bytes:
        if self._classes is None:
            self._classes = self._raw().translate(_CLASSES)
        return self._classes

    @property
    def digits(self) -> int:
        """How many ASCII digits the text holds, or a bound as high as any detector needs.

        Counting serves short texts (names, sources), most of which hold too
        few digits for any digit detector; a long text is not worth counting.
        """
        if self._digits < 0:
            n = len(self.text)
            self._digits = self.classes.count(b"0") if n < _COUNT_BELOW else n
        return self._digits

    @property
    def folds(self) -> bool:
        """Does the text hold a character that lower-cases or case-folds to ASCII?"""
        if self._folds is None:
            text = self.text
            self._folds = not text.isascii() and any(ch in text for ch in _FOLDS)
        return self._folds

    def hits(self, automaton: Any) -> list[tuple[int, int, int]]:
        """Every trigger occurrence, overlapping ones too: (trigger index, start, end)."""
        if self._hits is None:
            view = self.lower
            if self.folds:
                view = self.text.translate(_FOLD_TABLE).encode("ascii", "replace").lower()
            self._hits = automaton.find_matches_as_indexes(view, overlapping=True)
        return self._hits

    @property
    def protected(self) -> list[tuple[int, int]]:
        """Spans of the placeholders already in the text (sorted): nothing there is replaced."""
        if self._protected is None:
            self._protected = placeholder_spans(self.text)
        return self._protected

    def lowered(self) -> tuple[str, bool]:
        """The text the context detectors match, and whether it is the original.

        The original, matched case-insensitively, unless the text holds one of
        the folding characters: matching the original case-insensitively is
        the same as matching ``text.lower()`` for every other character, and
        costs no lower-cased copy. With one, ``text.lower()`` itself, unless
        that moves offsets ("İ"); then there is nothing better than the
        original case-insensitively.
        """
        if self._lowered is None:
            if not self.folds:
                self._lowered = (self.text, True)
            else:
                low = self.text.lower()
                self._lowered = (low, False) if len(low) == len(self.text) else (self.text, True)
        return self._lowered


class _Pass:
    """The detectors of one pass, compiled: regexes, shapes and the owners of each trigger."""

    def __init__(self, detectors: Sequence[Detector], trigger_index: dict[str, int]) -> None:
        self.detectors = tuple(detectors)
        self.names = [d.name for d in detectors]
        self.regexes = [re.compile(d.pattern) for d in detectors]
        self.nocase = [
            re.compile(d.pattern, re.IGNORECASE) if d.lowered else None for d in detectors
        ]
        owners: list[list[int]] = [[] for _ in trigger_index]
        for i, d in enumerate(detectors):
            for t in d.triggers:
                owners[trigger_index[t.lower()]].append(i)
        self.owners = [tuple(o) for o in owners]
        self.has_triggers = any(d.triggers for d in detectors)
        self.shapes = [
            (s.view == "lower", re.compile(s.pattern), _literal_prefix(s.pattern), i, d.min_digits)
            for i, d in enumerate(detectors)
            for s in d.shapes
        ]


_QUANTIFIERS = frozenset(b"*+?{")
_SPECIAL = frozenset(b"\\[](){}.*+?^$|")


def _literal_prefix(pattern: bytes) -> bytes:
    """The literal bytes every match of ``pattern`` starts with (b"" if none).

    A shape is skipped when its view lacks this prefix: one substring search,
    far cheaper than starting a regex scan over a short text.
    """
    out = bytearray()
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == 0x5C and i + 1 < len(pattern) and not chr(pattern[i + 1]).isalnum():
            lit, step = pattern[i + 1], 2  # an escaped punctuation character
        elif ch not in _SPECIAL:
            lit, step = ch, 1
        else:
            break
        if i + step < len(pattern) and pattern[i + step] in _QUANTIFIERS:
            break  # "0{0,2}", "a?": the character may be absent
        out.append(lit)
        i += step
    return bytes(out)


class Engine:
    """Finds the values to replace, pass by pass, for a fixed set of detectors."""

    def __init__(self, passes: Sequence[Sequence[Detector]]) -> None:
        triggers = sorted({t.lower() for group in passes for d in group for t in d.triggers})
        index = {t: i for i, t in enumerate(triggers)}
        self._automaton = (
            BytesAhoCorasick([t.encode("ascii") for t in triggers]) if triggers else None
        )
        self.passes = [_Pass(group, index) for group in passes if group]

    def find(self, p: int, views: Views) -> list[Hit]:
        """Every value pass ``p`` replaces in ``views.text``, left to right, none overlapping."""
        cp = self.passes[p]
        starts: dict[int, list[int]] = {}  # detector index -> candidate starts
        if cp.has_triggers and self._automaton is not None:
            owners = cp.owners
            for t, start, _ in views.hits(self._automaton):
                for i in owners[t]:
                    if i in starts:
                        starts[i].append(start)
                    else:
                        starts[i] = [start]
        if cp.shapes:
            digits = views.digits
            for on_lower, rx, lead, i, min_digits in cp.shapes:
                if digits < min_digits:
                    continue
                view = views.lower if on_lower else views.classes
                if lead in view:
                    found_here = [m.start() for m in rx.finditer(view)]
                    if found_here:
                        starts.setdefault(i, []).extend(found_here)
        if not starts:
            return []
        found: list[tuple[int, int, int]] = []  # (start, detector index, end)
        for i, at in starts.items():
            self._confirm(cp, i, at, views, found)
        return _merge(views, found, cp.names)

    @staticmethod
    def _confirm(
        cp: _Pass, i: int, starts: list[int], views: Views, out: list[tuple[int, int, int]]
    ) -> None:
        """Detector ``i`` at each candidate start, as a whole-text scan would visit them."""
        d = cp.detectors[i]
        text = views.text
        hay, rx = text, cp.regexes[i]
        if d.lowered:
            hay, original = views.lowered()
            if original:
                rx = cp.nocase[i]  # type: ignore[assignment]
        not_after = d.not_after
        validator = d.validator
        protected = views.protected
        if len(starts) > 1:
            starts = sorted(set(starts))
        pos = 0
        for p in starts:
            if p < pos or (not_after and p and text[p - 1] in not_after):
                continue
            m = rx.match(hay, p)
            if m is None:
                continue
            if protected and m.end() <= _end_of_span_around(protected, p):
                # Starts and ends inside a placeholder ("token:ab12" in
                # "[REDACTED:github_token:ab12]"): never replaced, and accepting it
                # would move ``pos`` no further than the placeholder, so the
                # validator's verdict cannot change anything.
                continue
            span = m.span("x") if validator is None else validator(m, text)
            if span is None or span[0] >= span[1]:
                continue
            out.append((span[0], i, span[1]))
            pos = max(m.end(), p + 1)


def _end_of_span_around(spans: list[tuple[int, int]], at: int) -> int:
    """The end of the span in ``spans`` (sorted, disjoint) that holds offset ``at``, else -1."""
    i = bisect_right(spans, (at, _AFTER_ANY_END)) - 1
    if i >= 0 and spans[i][0] <= at < spans[i][1]:
        return spans[i][1]
    return -1


def _merge(views: Views, found: list[tuple[int, int, int]], names: list[str]) -> list[Hit]:
    if not found:
        return []
    found.sort()
    text = views.text
    protected = views.protected
    out: list[Hit] = []
    last_end = 0
    for start, i, end in found:
        if start < last_end or (protected and overlaps(protected, start, end)):
            continue
        last_end = end
        out.append((start, end, names[i], text[start:end]))
    return out
