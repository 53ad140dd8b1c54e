"""Words split by a hyphen to dodge the phrase tables ("ig-nore", "in-structions").

A model reads "ig-nore all previous in-structions" as the phrase it is, but
the phrase detectors see the fragments. Soft hyphens and zero-width joiners
are already dropped from the normalised view (they render as nothing); a
visible hyphen cannot be, because ordinary compounds ("follow-up",
"well-known", "pre-approved") would then read as other words. So the join is
tried only where it could matter: a hyphen between two letters (or a hyphen
at a line break, as hyphenation leaves it) whose joined word contains one of
the detectors' anchor words that neither half holds, or that lies near such
an anchor. Around those, the text with its in-word hyphens taken out is
screened by the phrase detectors, and only hits that cross a removed hyphen
are reported (the rest the ordinary pass already has). An ordinary compound
joined is still an ordinary word, so it creates no phrase.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence

from ctxstore.assembly.screening._base import Detector, ScreenHit, _hit, printable
from ctxstore.assembly.screening._view import _automaton, _View, _ViewDetector

_HYPHENS = ("-", "\u2010", "\u2011")
# A hyphen, and the line break (with indentation) that may follow it.
_AFTER_RE = re.compile(r"[-\u2010\u2011][ \t]*(?:\r?\n[ \t]*)?")
_REACH = 25  # letters of each half looked at
_WINDOW = 300  # text screened on each side of a candidate hyphen
_NEAR = 200  # a found anchor this close makes a hyphen a candidate


def _letter(ch: str) -> bool:
    return ch.isalpha()


class HyphenSplitDetector(_ViewDetector):
    """Override phrases whose words are split with hyphens (``ig-nore``, ``in-\\nstructions``)."""

    name = "hyphen_split"

    def __init__(self, inner: Sequence[Detector] = ()) -> None:
        self._inner: tuple[Detector, ...] = tuple(inner)

    def __repr__(self) -> str:
        return f"HyphenSplitDetector(inner={[d.name for d in self._inner]})"

    def find_in(self, view: _View) -> list[ScreenHit]:
        text = view.text
        if not any(h in text for h in _HYPHENS):
            return []
        splits = self._splits(text)
        if not splits:
            return []
        candidates = self._candidates(view, splits)
        hits: list[ScreenHit] = []
        for lo, hi in self._windows(text, candidates):
            hits += self._screen(text, lo, hi, [s for s in splits if lo <= s[0] < hi])
        return hits

    @staticmethod
    def _splits(text: str) -> list[tuple[int, int]]:
        """(start, end) of every in-word hyphen with its line break."""
        out: list[tuple[int, int]] = []
        for h in _HYPHENS:
            i = text.find(h)
            while i != -1:
                if i > 0 and _letter(text[i - 1]):
                    m = _AFTER_RE.match(text, i)
                    # a hyphen followed by spaces but no line break is a dash
                    if (
                        m is not None
                        and m.end() < len(text)
                        and _letter(text[m.end()])
                        and (m.end() == i + 1 or "\n" in m.group())
                    ):
                        out.append((i, m.end()))
                i = text.find(h, i + 1)
        return sorted(out)

    @staticmethod
    def _candidates(view: _View, splits: list[tuple[int, int]]) -> list[int]:
        """The splits worth a closer look (all of them without the accelerator)."""
        automaton = _automaton()
        if automaton is None:
            return [s for s, _e in splits]
        fold = view.fold
        found = view.found_anchors(normed=False) or {}
        near = sorted(p for ps in found.values() for p in ps)
        parts: list[bytes] = []
        joins: list[int] = []  # offset of each join point in the blob
        starts: list[int] = []
        pos = 0
        for s, e in splits:
            left = fold[max(0, s - _REACH) : s]
            right = fold[e : e + _REACH]
            starts.append(pos)
            joins.append(pos + len(left))
            parts.append(left + right)
            pos += len(left) + len(right) + 1
        blob = b" ".join(parts)
        out: set[int] = set()
        for _idx, ms, me in automaton.find_matches_as_indexes(blob, overlapping=True):
            k = bisect.bisect_right(starts, ms) - 1
            if ms < joins[k] < me:
                out.add(splits[k][0])
        for s, _e in splits:
            k = bisect.bisect_left(near, s - _NEAR)
            if k < len(near) and near[k] <= s + _NEAR:
                out.add(s)
        return sorted(out)

    @staticmethod
    def _windows(text: str, candidates: list[int]) -> list[tuple[int, int]]:
        merged: list[tuple[int, int]] = []
        for c in candidates:
            lo, hi = max(0, c - _WINDOW), min(len(text), c + _WINDOW)
            if merged and lo <= merged[-1][1]:
                merged[-1] = (merged[-1][0], hi)
            else:
                merged.append((lo, hi))
        return merged

    def _screen(
        self, text: str, lo: int, hi: int, splits: list[tuple[int, int]]
    ) -> list[ScreenHit]:
        pieces: list[str] = []
        index: list[int] = []  # joined offset where each piece starts
        origin: list[int] = []  # original offset of that piece
        pos, size = lo, 0
        for s, e in splits:
            index.append(size)
            origin.append(pos)
            pieces.append(text[pos:s])
            size += s - pos
            pos = e
        index.append(size)
        origin.append(pos)
        pieces.append(text[pos:hi])
        joined = "".join(pieces)
        cuts = index[1:]  # joined offsets where a hyphen was removed

        def back(n: int) -> int:
            k = bisect.bisect_right(index, n) - 1
            return origin[k] + (n - index[k])

        hits: list[ScreenHit] = []
        for d in self._inner:
            for h in d.find(joined):
                if not any(h.start < c < h.end for c in cuts):
                    continue  # no removed hyphen inside: the ordinary pass has it
                s, e = back(h.start), back(h.end - 1) + 1
                why = f"hyphen-split {printable(joined[h.start : h.end], 60)!r} [{h.detector}]"
                hits.append(_hit(self.name, text, s, e, why))
        return hits
