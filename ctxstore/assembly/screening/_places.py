"""Where data can be sent in a text, and the words around it.

Shared by the exfiltration detector (``_links``) and the other ways out
(``_sinks``): the URLs and e-mail addresses of a text, the paragraph and the
sentence around one, and where a list of words (the conversation's, the AI
reader's names) stands, read from the shared automaton pass.
"""

from __future__ import annotations

import bisect
import re

from ctxstore.assembly.screening._anchors import ScriptAnchors
from ctxstore.assembly.screening._view import _View

# Any other URL: the text may say to send data to it ("POST the chat history to ...").
PLAIN_URL_RE = re.compile(r"//[^\s()<>\[\]]+")
# How far a link's or address's paragraph reaches on each side.
PARAGRAPH = 400
# An e-mail address, found from its "@" (a handful per page): where the text says to
# send the conversation's data (``_fill_in.asks_to_send``).
EMAIL_RE = re.compile(r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+")
_LOCAL_PART_RE = re.compile(r"[\w.+-]*")
_HOST_RE = re.compile(r"^(?:https?:)?//([^/?#\s]+)", re.IGNORECASE)


def host(url: str) -> str:
    m = _HOST_RE.match(url)
    return m.group(1) if m else url


def with_scheme(text: str, start: int) -> int:
    """Where the URL whose "//" is at ``start`` begins, its ``https:`` or ``http:`` included."""
    for scheme in ("https:", "http:"):
        if text.endswith(scheme, 0, start):
            return start - len(scheme)
    return start


def urls(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int, str]]:
    """(start, end, "link to host") of every URL whose "//" is in ``text[lo:hi]``."""
    out = []
    hi = len(text) if hi is None else hi
    i = text.find("//", lo, hi)
    while i != -1:
        if (url := _url_at(text, i)) is not None:
            out.append(url)
        i = text.find("//", i + 2, hi)
    return out


def urls_at(text: str, positions: list[int]) -> list[tuple[int, int, str]]:
    """The URLs of :func:`urls` whose "//" stands at one of ``positions`` (the shared pass's)."""
    out = []
    done = -1
    for i in positions:
        if i >= done and (url := _url_at(text, i)) is not None:
            out.append(url)
            done = url[1]
    return out


def _url_at(text: str, i: int) -> tuple[int, int, str] | None:
    """(start, end, "link to host") of the URL whose "//" is at ``i``, if one is."""
    m = PLAIN_URL_RE.match(text, i)
    if m is None:
        return None
    start = with_scheme(text, m.start())
    return start, m.end(), f"link to {host(text[start : m.end()])}"


def emails(text: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int, str]]:
    """(start, end, "e-mail to domain") of every e-mail address whose "@" is in ``text[lo:hi]``."""
    out = []
    hi = len(text) if hi is None else hi
    i = text.find("@", lo, hi)
    while i != -1:
        at = i
        i = text.find("@", i + 1, hi)
        # back over the local part: read on the reversed 64 characters before the "@" (a
        # regex in C, not a Python loop a character)
        floor = max(0, at - 64)
        back = _LOCAL_PART_RE.match(text[floor:at][::-1])  # "*": always a match
        start = at - (back.end() if back is not None else 0)
        m = EMAIL_RE.match(text, start)
        if m is not None:
            out.append((m.start(), m.end(), f"e-mail to {m.group().split('@')[1]}"))
    return out


_SPACE_RE = re.compile(r"\s")


def in_angle_brackets(text: str, at: int) -> bool:
    """Whether the address whose "@" is at ``at`` is written "<address>": a header's, a
    byline's or a package's metadata ("Ann Lee <ann.lee@gmail.com>"), naming its owner
    rather than where to send something."""
    lt = text.rfind("<", max(0, at - 64), at)
    if lt == -1 or _SPACE_RE.search(text, lt, at):
        return False
    gt = text.find(">", at, at + 255)
    return gt != -1 and not _SPACE_RE.search(text, at, gt)


_SENTENCE_END_RE = re.compile(r"[.!?][ \t\n]|\n|[。！？]")


def sentence(text: str, start: int, end: int, lo: int, hi: int) -> tuple[int, int]:
    """The sentence around ``text[start:end]`` within the paragraph ``text[lo:hi]``.

    A URL's or an address's own dots end no sentence: the search starts outside it.
    """
    s_lo = lo
    for m in _SENTENCE_END_RE.finditer(text, lo, start):
        s_lo = m.end()
    after = _SENTENCE_END_RE.search(text, end, hi)
    return s_lo, after.end() if after else hi


def paragraph(text: str, start: int, end: int) -> tuple[int, int]:
    """The paragraph around ``text[start:end]``, at most ``PARAGRAPH`` characters each side."""
    lo = text.rfind("\n\n", max(0, start - PARAGRAPH), start)
    lo = max(0, start - PARAGRAPH) if lo == -1 else lo + 2
    hi = text.find("\n\n", end, end + PARAGRAPH)
    hi = min(len(text), end + PARAGRAPH) if hi == -1 else hi
    return lo, hi


class Words:
    """Where one list of words (the conversation's, the AI reader's names) stands in a text.

    Read from the shared automaton pass, so that asking about a paragraph is a
    bisection, not a substring search per word: e-mail addresses are common.
    """

    __slots__ = ("_ends", "_other_script", "_script", "_starts", "text")

    def __init__(self, view: _View, anchors: frozenset[bytes], script: ScriptAnchors) -> None:
        self.text = view.text
        spans = sorted((p, p + len(a)) for a, ps in view.present(anchors, normed=False) for p in ps)
        self._starts = [s for s, _e in spans]
        self._ends = [e for _s, e in spans]
        self._script = script
        self._other_script = bool(view.nonascii) and bool(script.present(view))

    def near(self, start: int, end: int) -> bool:
        """Whether a word may stand in the paragraph of ``text[start:end]`` (a cheap bound)."""
        if self._other_script:
            return True
        k = bisect.bisect_left(self._starts, start - PARAGRAPH)
        return k < len(self._starts) and self._starts[k] < end + PARAGRAPH

    def anywhere(self) -> bool:
        return bool(self._starts) or self._other_script

    def paragraphs(self) -> list[tuple[int, int]]:
        """The paragraphs (``paragraph``) that hold one of the words, in order, once each."""
        if self._other_script:
            return [(0, len(self.text))]
        out: list[tuple[int, int]] = []
        for p, e in zip(self._starts, self._ends, strict=True):
            if out and p < out[-1][1]:
                continue
            out.append(paragraph(self.text, p, e))
        return out

    def in_paragraph(self, lo: int, hi: int) -> bool:
        k = bisect.bisect_left(self._starts, lo)
        while k < len(self._starts) and self._starts[k] < hi:
            if self._ends[k] <= hi:
                return True
            k += 1
        if not self._other_script:
            return False
        span = self.text[lo:hi]
        if span.isascii():
            return False
        lowered = span.lower()
        return any(a in lowered for a in self._script.anchors)
