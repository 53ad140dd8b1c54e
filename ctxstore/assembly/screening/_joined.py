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

from ctxstore.assembly.screening._anchors import _NEEDLES, _automaton, _dfa
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


def _cuts_between(fold: bytes, lo: int, hi: int) -> list[tuple[int, int]]:
    """The spans of ``_CUT_RE`` that start in ``fold[lo:hi]`` (the whole view is visible to it)."""
    out: list[tuple[int, int]] = []
    i = fold.find(b"-", lo, hi)
    while i != -1:
        m = _CUT_RE.match(fold, i)
        if m is not None:
            out.append(m.span())
        i = fold.find(b"-", i + 1, hi)
    return out


_LETTERISH = frozenset(b"abcdefghijklmnopqrstuvwxyz?")


class _CutFilter:
    """Finds the cuts an anchor can cross without visiting every hyphen.

    An anchor that crosses a cut in its joined halves holds the letters on
    both sides of the cut side by side, and (being at least three bytes long)
    one more byte on either side: a cut whose triples occur in no anchor
    cannot be crossed by one. A small automaton finds the hyphens inside such
    a triple ("ig-n", "i-gn"), or before a line break, at a few instructions a
    byte, where ``_CUT_RE.finditer`` tried every hyphen of the text. Anchors are at
    most ``_REACH + 1`` bytes long, so one that crosses a cut lies within that
    cut's own halves, and leaving the other cuts out of the blob changes
    nothing; only near the end of the text, where a cut's second half is
    shorter, can an anchor run on into the next cut's halves, so every cut
    there is kept. For other anchors (``exact`` false) every cut is returned.
    """

    __slots__ = ("_automaton", "_pairs", "_triples", "exact")

    def __init__(self, automaton: Any, pairs: frozenset[bytes], triples: frozenset[bytes]) -> None:
        self._automaton = automaton
        self._pairs = pairs
        self._triples = triples
        self.exact = bool(triples)

    @classmethod
    def build(cls, needles: frozenset[bytes]) -> _CutFilter:
        if not needles or not all(3 <= len(n) <= _REACH + 1 for n in needles):
            return cls(None, frozenset(), frozenset())  # the argument needs both bounds
        pairs = frozenset(
            n[i : i + 2]
            for n in needles
            for i in range(len(n) - 1)
            if n[i] in _LETTERISH and n[i + 1] in _LETTERISH
        )
        triples = frozenset(n[i : i + 3] for n in needles for i in range(len(n) - 2))
        # "ab-c" and "a-bc" for each triple "abc" with letters on both sides of the
        # hyphen; "a-" and a blank or line break for a letter that starts a pair
        patterns = {
            t[:2] + b"-" + t[2:] for t in triples if t[1] in _LETTERISH and t[2] in _LETTERISH
        }
        patterns |= {
            t[:1] + b"-" + t[1:] for t in triples if t[0] in _LETTERISH and t[1] in _LETTERISH
        }
        patterns |= {p[:1] + b"-" + bytes([c]) for p in pairs for c in b" \t\r\n"}
        return cls(_dfa(sorted(patterns)) if patterns else None, pairs, triples)

    def crossing_cuts(self, fold: bytes) -> list[tuple[int, int]]:
        """The cuts of ``fold`` (``_CUT_RE``'s spans) that an anchor may cross, in order."""
        if not self.exact:
            return [m.span() for m in _CUT_RE.finditer(fold)]
        pairs, triples, size = self._pairs, self._triples, len(fold)
        out: set[tuple[int, int]] = set()
        matches = (
            []
            if self._automaton is None
            else self._automaton.find_matches_as_indexes(fold, overlapping=True)
        )
        for _idx, ms, me in matches:
            if me - ms == 4:  # "ab-c" or "a-bc": a cut between letters, one of its triples
                s = ms + 2 if fold[ms + 2] == 0x2D else ms + 1
                out.add((s, s + 1))
                continue
            s = ms + 1
            m = _CUT_RE.match(fold, s)  # "a-" and a line break, maybe
            if m is None:
                continue
            e = m.end()
            if fold[s - 1 : s] + fold[e : e + 1] not in pairs:
                continue
            if (s >= 2 and fold[s - 2 : s] + fold[e : e + 1] in triples) or (
                e + 1 < size and fold[s - 1 : s] + fold[e : e + 2] in triples
            ):
                out.add((s, e))
        # the cuts whose second half the end of the text shortens, and every one after them
        tail = size - _REACH
        if tail <= 0:
            out.update(_cuts_between(fold, 0, size))
        else:
            # a cut ending past ``tail`` starts at most a run of blanks and line breaks before it
            lo = max(0, _blank_run_start(fold, tail) - 1)
            out.update(c for c in _cuts_between(fold, lo, size) if c[1] > tail)
        return sorted(out)


def _blank_run_start(fold: bytes, t: int) -> int:
    """Start of the run of blanks and line breaks that ends at ``t``."""
    reach = 64
    while True:
        lo = max(0, t - reach)
        head = fold[lo:t].rstrip(b" \t\r\n")
        if head or lo == 0:
            return lo + len(head)
        reach *= 8


# By the detector's anchors, and the number registered: without its own anchors a
# detector takes every registered one, and detectors may register more at import.
_FILTERS: dict[tuple[frozenset[bytes] | None, int], _CutFilter] = {}


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
        splits: list[tuple[int, int]] | None = None  # None: found per window, on ``fold``
        if automaton is not None and (text.isascii() or not ("\u2010" in text or "\u2011" in text)):
            candidates = self._fast_candidates(view, automaton, self._cut_filter())
        else:
            splits = self._splits(view)
            candidates = self._candidates(view, splits) if splits else []
        hits: list[ScreenHit] = []
        starts = [s for s, _e in splits] if splits is not None else []
        for lo, hi in self._windows(text, candidates):
            if splits is None:
                inside = _cuts_between(view.fold, lo, hi)
            else:
                inside = splits[bisect.bisect_left(starts, lo) : bisect.bisect_left(starts, hi)]
            inside = [(s, e) for s, e in inside if _letter(text[s - 1]) and _letter(text[e])]
            hits += self._screen(text, lo, hi, inside)
        return hits

    def _cut_filter(self) -> _CutFilter:
        """The prefilter for this detector's anchors (built once per set of anchors)."""
        key = (self._needles, len(_NEEDLES))
        if key not in _FILTERS:
            needles = self._needles if self._needles is not None else frozenset(_NEEDLES)
            _FILTERS[key] = _CutFilter.build(needles)
        return _FILTERS[key]

    def _fast_candidates(self, view: _View, automaton: Any, fast: _CutFilter) -> list[int]:
        """Candidates from one automaton pass over the joined halves of the cuts.

        A Python loop over every hyphen (or every cut: a hundred in 40 KB of
        code and its documentation) costs more than the rest of the scan; this
        joins only the halves of the cuts an anchor may cross (``_CutFilter``)
        and looks for cuts only just after the anchors found.
        """
        text, fold = view.text, view.fold
        cuts = fast.crossing_cuts(fold)
        wanted = self._needles
        chosen: set[tuple[int, int]] = set()
        if cuts:
            # the two halves around each cut, joined, in one small blob for the automaton
            parts = [fold[max(0, s - _REACH) : s] + fold[e : e + _REACH] for s, e in cuts]
            lefts = [min(s, _REACH) for s, _e in cuts]
            offsets = list(accumulate((len(p) + 1 for p in parts), initial=0))
            blob = b" ".join(parts)
            for idx, ms, me in automaton.find_matches_as_indexes(blob, overlapping=True):
                if wanted is not None and _NEEDLES[idx] not in wanted:
                    continue
                k = bisect.bisect_right(offsets, ms) - 1
                join = offsets[k] + lefts[k]
                if ms < join < me:
                    chosen.add(cuts[k])  # the anchor crosses cut k
        found = view.found_anchors(normed=False) or {}
        near = sorted(p for n, ps in found.items() if wanted is None or n in wanted for p in ps)
        hi = 0
        for p in near:
            # the cuts starting within _NEAR_BEFORE after an anchor, each stretch looked at once
            lo, hi = max(p, hi), p + _NEAR_BEFORE + 1
            if lo < hi and fold.find(b"-", lo, hi) != -1:
                chosen.update(_cuts_between(fold, lo, hi))
        # every cut is rejoined inside a window ("ig-nore all pre-vious in-struc-tions"),
        # not only the candidate ones; the pattern already put letters on both sides
        # ("?" stands for any non-ASCII character, so those are checked)
        return [
            s
            for s, e in sorted(chosen)
            if s > 0 and e < len(text) and _letter(text[s - 1]) and _letter(text[e])
        ]

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
