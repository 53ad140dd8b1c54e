"""Words split by a hyphen to dodge the phrase tables ("ig-nore", "in-structions").

A model reads "ig-nore all previous in-structions" as the phrase it is, but
the phrase detectors see the fragments. Soft hyphens and zero-width joiners
are already dropped from the normalised view (they render as nothing); a
visible hyphen cannot be, because ordinary compounds ("follow-up",
"well-known", "pre-approved") would then read as other words. So the join is
tried only where it could matter: a hyphen between two letters (or a hyphen
at a line break, as hyphenation leaves it) whose joined word contains one of
the phrase detectors' anchor words that neither half holds, or that follows
such an anchor closely. Around those, the text with its in-word hyphens taken out is
screened by the phrase detectors, and only hits that cross a removed hyphen
are reported (the rest the ordinary pass already has). An ordinary compound
joined is still an ordinary word, so it creates no phrase.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from itertools import accumulate
from typing import Any

from ctxstore.assembly.screening._anchors import _NEEDLES, _automaton
from ctxstore.assembly.screening._base import Detector, ScreenHit, _hit, printable
from ctxstore.assembly.screening._view import _View, _ViewDetector

_HYPHENS = ("-", "\u2010", "\u2011")
# On the folded view: "a" for a letter, "?" for a non-ASCII character (maybe a
# letter, maybe a Unicode hyphen), the hyphen, blanks and line breaks as themselves.
_CLASS = bytes(0x61 if 0x61 <= i <= 0x7A else i if i in b"-? \t\r\n" else 0x23 for i in range(256))
# A hyphen and the line break after it, cut out of the folded view in one pass.
# Only between letters ("?" may be one): the pattern starts with the literal, so
# ``re`` hops between hyphens in C and rulers and options cost nothing.
_CUT_RE = re.compile(rb"-(?<=[a-z?]-)(?:[ \t]*\r?\n[ \t]*)?(?=[a-z?])")
_SPLIT_RE = re.compile(rb"-(?:[ \t]*\r?\n[ \t]*)?[a?]")
# A hyphen, and the line break (with indentation) that may follow it.
_AFTER_RE = re.compile(r"[-\u2010\u2011][ \t]*(?:\r?\n[ \t]*)?")
_REACH = 25  # letters of each half looked at
_WINDOW = 300  # text screened on each side of a candidate hyphen
# An inner detector's anchor this far before a hyphen (or just after it) makes the
# hyphen a candidate: the phrase's later words follow its anchor.
_NEAR_BEFORE, _NEAR_AFTER = 60, 20


def _letter(ch: str) -> bool:
    return ch.isalpha()


class HyphenSplitDetector(_ViewDetector):
    """Override phrases whose words are split with hyphens (``ig-nore``, ``in-\\nstructions``)."""

    name = "hyphen_split"

    def __init__(self, inner: Sequence[Detector] = ()) -> None:
        self._inner: tuple[Detector, ...] = tuple(inner)
        # The anchors the inner detectors start from (None: unknown, so any anchor counts).
        sets = [getattr(d, "needles", None) for d in self._inner]
        self._needles: frozenset[bytes] | None = None
        if sets and all(isinstance(n, frozenset) for n in sets):
            self._needles = frozenset(n for ns in sets if ns is not None for n in ns)

    def __repr__(self) -> str:
        return f"HyphenSplitDetector(inner={[d.name for d in self._inner]})"

    def find_in(self, view: _View) -> list[ScreenHit]:
        text = view.text
        if "-" not in text and (text.isascii() or ("\u2010" not in text and "\u2011" not in text)):
            return []
        automaton = _automaton()
        if automaton is not None and (text.isascii() or not ("\u2010" in text or "\u2011" in text)):
            candidates, splits = self._fast_candidates(view, automaton)
        else:
            splits = self._splits(view)
            candidates = self._candidates(view, splits) if splits else []
        hits: list[ScreenHit] = []
        starts = [s for s, _e in splits]
        for lo, hi in self._windows(text, candidates):
            inside = splits[bisect.bisect_left(starts, lo) : bisect.bisect_left(starts, hi)]
            inside = [(s, e) for s, e in inside if _letter(text[s - 1]) and _letter(text[e])]
            hits += self._screen(text, lo, hi, inside)
        return hits

    def _fast_candidates(
        self, view: _View, automaton: Any
    ) -> tuple[list[int], list[tuple[int, int]]]:
        """Candidates from one automaton pass over the folded text with its hyphens cut out.

        A Python loop over every hyphen costs more than the rest of the scan on
        text full of options and compounds; this visits only the anchors found.
        """
        text, fold = view.text, view.fold
        cuts = [m.span() for m in _CUT_RE.finditer(fold)]
        if not cuts:
            return [], []
        # the two halves around each cut, joined, in one small blob for the automaton
        parts = [fold[max(0, s - _REACH) : s] + fold[e : e + _REACH] for s, e in cuts]
        lefts = [min(s, _REACH) for s, _e in cuts]
        offsets = list(accumulate((len(p) + 1 for p in parts), initial=0))
        wanted = self._needles
        chosen: set[int] = set()
        blob = b" ".join(parts)
        for idx, ms, me in automaton.find_matches_as_indexes(blob, overlapping=True):
            if wanted is not None and _NEEDLES[idx] not in wanted:
                continue
            k = bisect.bisect_right(offsets, ms) - 1
            join = offsets[k] + lefts[k]
            if ms < join < me:
                chosen.add(k)  # the anchor crosses cut k
        found = view.found_anchors(normed=False) or {}
        starts = [s for s, _e in cuts]
        for n, ps in found.items():
            if wanted is not None and n not in wanted:
                continue
            for p in ps:
                k = bisect.bisect_left(starts, p)
                while k < len(starts) and starts[k] <= p + _NEAR_BEFORE:
                    chosen.add(k)
                    k += 1
        candidates = [
            s
            for k in sorted(chosen)
            for s, e in (cuts[k],)
            if s > 0 and e < len(text) and _letter(text[s - 1]) and _letter(text[e])
        ]
        # every cut is rejoined inside a window ("ig-nore all pre-vious in-struc-tions"),
        # not only the candidate ones; the pattern already put letters on both sides
        # ("?" stands for any non-ASCII character, so those are checked)
        return candidates, cuts

    @staticmethod
    def _splits(view: _View) -> list[tuple[int, int]]:
        """(start, end) of every in-word hyphen with its line break."""
        text = view.text
        classes = view.fold.translate(_CLASS)
        out: list[tuple[int, int]] = []
        # starts with a literal, so ``re`` hops from hyphen to hyphen in C
        for m in _SPLIT_RE.finditer(classes):
            i, end = m.start(), m.end() - 1
            before = classes[i - 1] if i else 0
            if before != 0x61 and not (before == 0x3F and _letter(text[i - 1])):
                continue
            if classes[end] == 0x3F and not _letter(text[end]):
                continue
            out.append((i, end))
        if not text.isascii():
            for h in _HYPHENS[1:]:
                i = text.find(h)
                while i != -1:
                    after = _AFTER_RE.match(text, i)
                    if (
                        after is not None and i > 0 and _letter(text[i - 1])
                        and after.end() < len(text) and _letter(text[after.end()])
                        and (after.end() == i + 1 or "\n" in after.group())
                    ):  # fmt: skip
                        out.append((i, after.end()))
                    i = text.find(h, i + 1)
            out.sort()
        return out

    def _candidates(self, view: _View, splits: list[tuple[int, int]]) -> list[int]:
        """The splits worth a closer look (all of them without the accelerator)."""
        automaton = _automaton()
        if automaton is None:
            return [s for s, _e in splits]
        fold = view.fold
        wanted = self._needles
        found = view.found_anchors(normed=False) or {}
        near = sorted(p for n, ps in found.items() if wanted is None or n in wanted for p in ps)
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
        for idx, ms, me in automaton.find_matches_as_indexes(blob, overlapping=True):
            if wanted is not None and _NEEDLES[idx] not in wanted:
                continue
            k = bisect.bisect_right(starts, ms) - 1
            if ms < joins[k] < me:
                out.add(splits[k][0])
        for s, _e in splits:
            k = bisect.bisect_left(near, s - _NEAR_BEFORE)
            if k < len(near) and near[k] <= s + _NEAR_AFTER:
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
        shared = _View(joined)  # one prepared view for all inner built-ins
        for d in self._inner:
            found = d.find_in(shared) if isinstance(d, _ViewDetector) else d.find(joined)
            for h in found:
                if not any(h.start < c < h.end for c in cuts):
                    continue  # no removed hyphen inside: the ordinary pass has it
                s, e = back(h.start), back(h.end - 1) + 1
                why = f"hyphen-split {printable(joined[h.start : h.end], 60)!r} [{h.detector}]"
                hits.append(_hit(self.name, text, s, e, why))
        return hits
