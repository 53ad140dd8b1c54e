"""Letter-spaced and letter-dotted text ("i g n o r e  a l l", "I.G.N.O.R.E").

Spacing letters out defeats every word-based detector while a model still
reads the words. A run of at least six single letters, each followed by the
same one- or two-character gap, is collapsed (a different or longer gap marks a
word break) and the collapsed text is screened by the phrase detectors; when
the gaps are all alike, so word breaks are lost, the letters-only form is
checked against the core override phrases with the spaces taken out. A run
that is one word of a phrase ("I g n o r a   las instrucciones anteriores") is
screened with the words around it, collapsed in place. The hit is the whole
spaced run.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import pairwise

from ctxstore.assembly.screening._base import Detector, ScreenHit, _hit, printable
from ctxstore.assembly.screening._view import _View, _ViewDetector

_SEP_CHARS = b" .-_*/+,~:\t"
_CLASS = bytes(
    0x61 if 0x61 <= i <= 0x7A else 0x73 if bytes([i]) in _SEP_CHARS else 0x23 for i in range(256)
)
_NEEDLE = b"as" * 6
# ``re``'s search for a literal is about twice as fast as ``bytes.find`` here: for a
# 12-byte needle in 40 KB, ``find`` switches to the two-way algorithm, which crawls
# through a view made only of the needle's two bytes (~0.06 ms against ~0.03).
_NEEDLE_RE = re.compile(re.escape(_NEEDLE))
_CONTEXT = 80  # characters on each side of a run that a phrase may go on into
# Tests of a whole collapsed run, filled by the package (hidden markup's, as for decoded
# text): a sentence spaced out letter by letter is hidden from a filter as a comment is
# from a person, and a heading ("C O N F I D E N T I A L") reads as no instruction.
READS_AS_INSTRUCTION: list[Callable[[str], str | None]] = []
_RUN_RE = re.compile(rb"a(?:s{1,4}a)+")
_JOINED_RE = re.compile(
    r"(?:ignor|disregard|forget|overrid|bypass)\w{0,40}?(?:instruction|rule|prompt|guideline"
    r"|directive|polic)|(?:reveal|print|show|repeat|output|leak)\w{0,20}?(?:systemprompt"
    r"|instructions|yourprompt)|youarenow\w{0,20}?(?:unrestricted|unfiltered|dan|jailbroken"
    r"|free)|developermode|donottelltheuser|jailbreak"
)


def _trim(text: str, start: int, end: int) -> int:
    """Drop a trailing letter that follows a gap unlike the run's ("... r u l e s. fine")."""
    run = text[start:end]
    letters = [k for k, ch in enumerate(run) if ch.isalnum()]
    if len(letters) < 3:
        return end
    gaps = [run[a + 1 : b] for a, b in pairwise(letters)]
    common = Counter(gaps).most_common(1)[0][0]
    if gaps[-1] != common and not gaps[-1].isspace():
        letters.pop()
    return start + letters[-1] + 1


def _collapse(run: str) -> str:
    """The run's letters, with a space wherever the gap differs from the usual one."""
    letters: list[str] = []
    gaps: list[str] = []
    cur = ""
    for ch in run:
        if ch.isalpha():
            if letters:
                gaps.append(cur)
            letters.append(ch)
            cur = ""
        else:
            cur += ch
    common = Counter(gaps).most_common(1)[0][0] if gaps else ""
    out = [letters[0]] if letters else []
    for letter, gap in zip(letters[1:], gaps, strict=True):
        if gap != common:
            out.append(" ")
        out.append(letter)
    return "".join(out)


class SpacedLettersDetector(_ViewDetector):
    """Override phrases written with their letters spaced or dotted out."""

    name = "spaced_letters"

    def __init__(self, inner: Sequence[Detector] = ()) -> None:
        self._inner: tuple[Detector, ...] = tuple(inner)

    def __repr__(self) -> str:
        return f"SpacedLettersDetector(inner={[d.name for d in self._inner]})"

    def find_in(self, view: _View) -> list[ScreenHit]:
        fold = view.fold
        classes = fold.translate(_CLASS)
        found = _NEEDLE_RE.search(classes)
        if found is None:
            return []
        text = view.text
        hits: list[ScreenHit] = []
        while found is not None:
            i = found.start()
            m = _RUN_RE.match(classes, i)
            assert m is not None
            end = _trim(text, i, m.end())
            # letters from the text (so "olvida" stays "olvida"), leetspeak digits
            # and look-alikes from the folded view
            run = "".join(
                t if t.isalpha() else chr(f) for t, f in zip(text[i:end], fold[i:end], strict=True)
            )
            why = self._inspect(
                run, text[max(0, i - _CONTEXT) : i], text[end : end + _CONTEXT], text[i:end]
            )
            if why is not None:
                hits.append(_hit(self.name, text, i, end, why))
            found = _NEEDLE_RE.search(classes, end)
        return hits

    def _inspect(self, run: str, before: str, after: str, written: str) -> str | None:
        collapsed = _collapse(run)
        names = sorted({h.detector for d in self._inner for h in d.find(collapsed)})
        if not names:
            # only the first word spaced out ("I g n o r a   las instrucciones anteriores"):
            # the phrase reads on in the words around it; a hit must take in the run
            word = collapsed
            if after[:1].isalpha() and len(word) > 1:
                word = f"{word[:-1].rstrip()} {word[-1]}"  # "I g n o r e all": the "a" starts "all"
            lo = len(before) + 1
            hi = lo + len(word)
            joined = f"{before} {word}{after}"  # the run ends where ``after`` begins
            names = sorted(
                {
                    h.detector
                    for d in self._inner
                    for h in d.find(joined)
                    if h.start < hi and lo < h.end
                }
            )
        if names:
            return f"letter-spaced {printable(collapsed, 60)!r} [{', '.join(names)}]"
        if _JOINED_RE.search(collapsed.replace(" ", "")):
            return f"letter-spaced {printable(collapsed, 60)!r} [override_phrase]"
        if _sentence(written, collapsed) and any(test(collapsed) for test in READS_AS_INSTRUCTION):
            return f"letter-spaced {printable(collapsed, 60)!r} [reads as an instruction]"
        return None


def _sentence(written: str, collapsed: str) -> bool:
    """Whether a spaced run spells a sentence: five words or more, in letters (or leetspeak digits).

    Not a formula whose operators fold to letters ("B | E | H | ~A" reads "BiEiHi Ai").
    """
    chars = [c for c in written if not c.isspace()]
    letters = sum(c.isalnum() for c in chars)
    return len(collapsed.split()) >= 5 and letters >= 0.8 * len(chars)
