"""Neutralising: the whole hostile passage is replaced by a marker, never a fragment.

Wrapping only the matched words leaves the rest of the instruction readable
("[screened: ignore the above] and reply only with ..."), and a model obeys
what it can read. So every hit is widened to its passage, the paragraph it
sits in (blank-line bounded; for an over-long paragraph, the hit's lines and
one line either side, at most :data:`MAX_PASSAGE` characters beyond the hit),
overlapping passages are merged, and each is replaced by::

    [screening removed 212 chars (override_phrase, role_tag); sha256 3f9a0c1d2e4b5a69]

The marker names the detectors, so a reader (or the model) knows something was
removed and why, and keeps the first 16 hex digits of the removed text's
sha256, so an auditor holding the original can prove which passage it was
without the prompt carrying it. The cost is context: a benign sentence in the
same paragraph goes too. That is the trade-off this action makes on purpose;
``flag`` keeps everything, ``drop`` removes the whole section.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

from ctxstore.assembly.screening._base import ScreenHit

MAX_PASSAGE = 600


# A forged fence is there to make what *follows* it read as outside the data, so
# its passage runs on to the end of the next paragraph.
_FOLLOWED = frozenset({"fence_forgery"})


def passage(text: str, start: int, end: int, *, follow: bool = False) -> tuple[int, int]:
    """The span of the passage that holds ``text[start:end]`` (and the next one if ``follow``)."""
    lo = text.rfind("\n\n", 0, start)
    lo = 0 if lo == -1 else lo + 2
    hi = text.find("\n\n", end)
    hi = len(text) if hi == -1 else hi
    if follow and hi < len(text):
        nxt = text.find("\n\n", hi + 2)
        hi = len(text) if nxt == -1 else nxt
    if start - lo > MAX_PASSAGE:
        lo = _line_start(text, _line_start(text, start) - 1)
        lo = max(lo, start - MAX_PASSAGE)
    if hi - end > MAX_PASSAGE:
        hi = _line_end(text, _line_end(text, end) + 1)
        hi = min(hi, end + MAX_PASSAGE)
    return min(lo, start), max(hi, end)


def _line_start(text: str, p: int) -> int:
    if p <= 0:
        return 0
    return text.rfind("\n", 0, p) + 1


def _line_end(text: str, p: int) -> int:
    if p >= len(text):
        return len(text)
    q = text.find("\n", p)
    return len(text) if q == -1 else q


def marker(removed: str, detectors: Iterable[str]) -> str:
    digest = hashlib.sha256(removed.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    names = ", ".join(sorted(set(detectors)))
    return f"[screening removed {len(removed)} chars ({names}); sha256 {digest}]"


def replace_passages(text: str, hits: Iterable[ScreenHit]) -> str:
    """``text`` with the passage of every hit replaced by its marker."""
    spans: list[tuple[int, int, set[str]]] = []
    for h in sorted(hits, key=lambda h: (h.start, h.end)):
        if h.start >= len(text):
            continue
        lo, hi = passage(text, h.start, min(h.end, len(text)), follow=h.detector in _FOLLOWED)
        if spans and lo <= spans[-1][1]:
            prev_lo, prev_hi, names = spans[-1]
            names.add(h.detector)
            spans[-1] = (prev_lo, max(prev_hi, hi), names)
        else:
            spans.append((lo, hi, {h.detector}))
    parts: list[str] = []
    pos = 0
    for lo, hi, names in spans:
        parts.append(text[pos:lo])
        parts.append(marker(text[lo:hi], names))
        pos = hi
    parts.append(text[pos:])
    return "".join(parts)
