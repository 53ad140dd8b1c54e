"""The prepared view of one text, shared by the built-in detectors of a scan.

Every detector needs some cheap, C-speed transformation of the text (a folded
byte copy, a letters-only copy, a base64-class map, one pass over the "<"s and
"["s); computing each once per scan, lazily, is most of what keeps screening a
small fraction of a tiktoken encode. The byte copies have one byte per
character, so offsets carry over to the original text unchanged.
"""

from __future__ import annotations

import bisect
import re

from ctxstore.assembly.screening._anchors import (
    _NEEDLE_INDEX,
    _SCRIPT_NEEDLES,
    _SPECIAL_UTF8,
    _all_positions,
    _anchor_positions,
    _automaton,
    _mixed_automaton,
    _script_automaton,
    register_anchors,
)
from ctxstore.assembly.screening._base import (
    _FEW_NON_ASCII,
    _KIND_PATTERNS,
    _SPECIAL_ASTRAL_RE,
    _SPECIAL_BMP_RE,
    _SPECIAL_KIND,
    _SPECIAL_RANGES,
    ScreenHit,
    _defang,
    _merge_spans,
)
from ctxstore.assembly.screening._fold import (
    _CONFUSABLE_FOLD_ALL_LIMIT,
    _CONFUSABLE_RE,
    _CONFUSABLES,
    _FOLD,
    _NOT_WORD_RE,
    _SCRIPT_CLASS,
    _word_start,
)

_B64_ALPHABET = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_"
# "a" for the base64/hex alphabet, "\n" for line breaks (wrapped base64), " " elsewhere
_B64_MAP = bytes(
    0x61 if bytes([i]) in _B64_ALPHABET else 0x0A if i in (0x0A, 0x0D) else 0x20 for i in range(256)
)
_ASCII_BYTES = bytes(range(128))
# The UTF-8 of a non-ASCII character is a lead byte (0xC0-0xFF) and continuation
# bytes (0x80-0xBF): translating the UTF-8 with the continuation bytes deleted and
# the lead bytes made "?" gives one byte per character, as ``raw`` has, in one pass.
_UTF8_CONTINUATION = bytes(range(0x80, 0xC0))
_FOLD_UTF8 = _FOLD[:0x80] + b"?" * 0x80
_B64_UTF8 = _B64_MAP[:0x80] + b" " * 0x80
# What a look-alike character becomes in ``raw`` (its letter, "?" for a character
# of the look-alike pattern without one) and in ``fold`` (that byte folded).
_CONFUSABLE_RAW = {ch: ord(letter) for ch, letter in _CONFUSABLES.items()}
_CONFUSABLE_FOLDED = {ch: _FOLD[b] for ch, b in _CONFUSABLE_RAW.items()}
_NON_LETTERS = bytes(c for c in range(256) if not 0x61 <= c <= 0x7A)


# Names that are unambiguous as forged markup, and names that also occur as type
# arguments in code (``Optional<User>``), which count only when not glued to a word.
_ROLE_STRONG = (
    r"(?:system(?:[-_ ]?(?:prompt|message|instructions?|reminder|note|override))?|assistant"
    r"|human|developer|tool[-_](?:results?|use|calls?|response|output|code)"
    r"|function[-_]?(?:calls?|results?|response)|im_system|sys)"
)
_ROLE_WEAK = r"(?:user|tool|instructions?)"
_TAG_REST = r"(?=[\s/>])[^<>\n]{0,200}>"
_PIPE_ROLES = r"(?:system|assistant|user|developer|tool|human|function|ipython)"
_ROLE_ANGLE = (
    rf"\s*/\s*(?:{_ROLE_STRONG}|{_ROLE_WEAK}){_TAG_REST}"
    rf"|\s*{_ROLE_STRONG}{_TAG_REST}"
    rf"|(?<!\w<)\s*{_ROLE_WEAK}{_TAG_REST}"
    rf"|[|｜]\s*{_PIPE_ROLES}\s*[|｜]>"
    r"|\s*/?\s*ctx[-_][a-z]+"
)
_TEMPLATE_ANGLE = (
    rf"[|｜](?!\s*{_PIPE_ROLES}\s*[|｜]>)[\w▁.:\-]{{1,40}}[|｜]>"
    r"|<\s*/?\s*SYS\s*>>"
    r"|(?:start|end)_of_turn>"
    r"|/s>"
    r"|(?:bos|eos|eot|start_of_text|end_of_text)>"
    r"|s>(?=\s*\[INST\])"
)
# ``[^>]`` stops at the tag's end; the URL must carry a query string other than
# the ``?[removed]`` that neutralize leaves behind.
_QUERY = r"\?(?!\[removed\](?:[\s)>\"']|$))"
_IMG_ANGLE = (
    r"img\b[^<>]{0,1000}?\b(?:data-)?src(?:set)?\s*=\s*(?P<q>[\"']?)(?P<url>(?:https?:)?//"
    r"[^\"'\s<>?]*"
    + _QUERY
    # srcset: more candidates and width/density descriptors may follow the URL
    + r"[^\"'\s<>]+)(?:(?<=[\"'])|[^\"'<>]{0,300}?)(?P=q)[^<>]{0,1000}>"
)
# One pass over the text for everything that starts with "<" (the engine hops
# between "<" characters with a C loop), shared by three detectors.
_ANGLE_RE = re.compile(
    rf"<(?:(?P<role>{_ROLE_ANGLE})|(?P<template>{_TEMPLATE_ANGLE})|(?P<img>{_IMG_ANGLE})"
    r"|(?P<script>script\b[^<>]{0,300}>))",
    re.IGNORECASE,
)
# The empty "image" alternative marks every "![" so the exfiltration detector
# knows whether to look for markdown images without another pass.
_BRACKET_RE = re.compile(
    r"\[(?:\s*/?\s*(?:(?P<role>(?:system|assistant|developer|sys)"
    r"(?:\s+(?:message|prompt|note|instructions?|override))?)|(?P<template>INST|SYSTEM_PROMPT"
    r"|TOOL_CALLS|AVAILABLE_TOOLS|TOOL_RESULTS|TOOL_CONTENT|TOOL_CALL))\s*\]"
    r"|(?P<image>(?<=!\[))|(?P<link>(?=[^\[\]\n]{0,500}\]\()))",
    re.IGNORECASE,
)


# A markdown reference definition's "]:" ("[1]: https://..."), found by the shared pass:
# ``"]:" in text`` over 40 KB of text with a curly quote or two costs ~35 us, and two
# detectors asked it on every scan.
REF_COLON = frozenset((b"]:",))
# ... and a URL's "//", for the same reason
SLASHES = frozenset((b"//",))
register_anchors(REF_COLON | SLASHES)

# Hop from one literal to the next with str.find while the literal is rarer than
# one character in _HOP_GAP: a Python step per hop costs about what ``re``'s own
# literal scan (several instructions a character) costs over ~150 characters.
_HOP_GAP = 128
_HOP_FREE = 16


def _hop_matches(pattern: re.Pattern[str], text: str, literal: str) -> list[re.Match[str]]:
    """``list(pattern.finditer(text))`` for a pattern whose every match starts with ``literal``.

    Where the literal is rare (a "<" or "[" every few hundred characters of
    prose), ``str.find`` (a memchr) finds the places to try and ``match`` tries
    them; where it is dense, ``finditer`` takes over from there. ``finditer``
    tries every position after the last match's end, and only those holding
    the literal can match (lookbehinds see before ``pos`` either way), so the
    matches are the same.
    """
    out: list[re.Match[str]] = []
    p = text.find(literal)
    hops = 0
    while p != -1:
        hops += 1
        if hops > _HOP_FREE and p < hops * _HOP_GAP:
            out.extend(pattern.finditer(text, p))
            break
        m = pattern.match(text, p)
        if m is None:
            p = text.find(literal, p + 1)
        else:
            out.append(m)
            p = text.find(literal, m.end())
    return out


class _View:
    """Lazily computed views of one text, shared by the built-in detectors of a scan.

    ``raw`` and ``fold`` have exactly one byte per character of ``text`` (non-ASCII
    characters become ``?``), so offsets carry over unchanged. ``norm`` is
    ``fold`` with invisible characters removed; ``to_text`` maps its offsets back.
    """

    __slots__ = (
        "_ac_fold",
        "_ac_norm",
        "_angle",
        "_b64",
        "_bracket",
        "_fold",
        "_letters",
        "_mixed",
        "_nonascii",
        "_nonascii_u8",
        "_norm",
        "_pos_fold",
        "_pos_norm",
        "_raw",
        "_script_found",
        "_seg_norm",
        "_seg_orig",
        "_special",
        "_special_runs",
        "_utf8",
        "text",
    )

    def __init__(self, text: str) -> None:
        self.text = text
        self._raw: bytes | None = None
        self._fold: bytes | None = None
        self._norm: bytes | None = None
        self._seg_norm: list[int] | None = None
        self._seg_orig: list[int] = []
        self._nonascii: str | None = None
        self._nonascii_u8 = b""
        self._utf8: bytes | None = None
        self._b64: bytes | None = None
        self._special: bool | None = None
        self._special_runs: dict[str, list[tuple[int, int]]] | None = None
        self._script_found: frozenset[bytes] | None = None
        self._letters: bytes | None = None
        self._mixed: list[int] | None = None
        self._ac_fold: dict[bytes, list[int]] | None = None
        self._ac_norm: dict[bytes, list[int]] | None = None
        self._pos_fold: dict[bytes, list[int]] = {}
        self._pos_norm: dict[bytes, list[int]] = {}
        self._angle: list[re.Match[str]] | None = None
        self._bracket: list[re.Match[str]] | None = None

    @property
    def nonascii(self) -> str:
        """Only the non-ASCII characters of the text, in order (cheap to search)."""
        if self._nonascii is None:
            if self.text.isascii():
                self._nonascii = ""
                self._nonascii_u8 = b""
            else:
                # kept for ``fold`` and ``b64`` (CPython answers from the UTF-8
                # it keeps once a tokenizer has asked for it)
                data = self._utf8 = self.text.encode("utf-8", "surrogatepass")
                self._nonascii_u8 = data.translate(None, _ASCII_BYTES)
                self._nonascii = self._nonascii_u8.decode("utf-8", "surrogatepass")
        return self._nonascii

    @property
    def nonascii_utf8(self) -> bytes:
        """UTF-8 bytes of :attr:`nonascii`."""
        self.nonascii  # noqa: B018 - computes both
        return self._nonascii_u8

    @property
    def special(self) -> bool:
        """Whether the text holds any invisible, bidi, tag or variation-selector character."""
        if self._special is None:
            na = self.nonascii
            found = self.script_found
            if found is not None:
                self._special = not found.isdisjoint(_SPECIAL_UTF8)
                return self._special
            self._special = bool(na) and (
                _SPECIAL_BMP_RE.search(na) is not None
                # astral characters take two UTF-16 units: only then look for tags
                or (
                    len(na.encode("utf-16-le", "surrogatepass")) > 2 * len(na)
                    and _SPECIAL_ASTRAL_RE.search(na) is not None
                )
            )
        return self._special

    @property
    def script_found(self) -> frozenset[bytes] | None:
        """Every registered non-ASCII needle that occurs (None without the accelerator).

        One pass over :attr:`nonascii_utf8` answers for the special characters and
        for every detector's anchors in other scripts at once: a pass each over
        30,000 Cyrillic characters cost more than the rest of the scan.
        """
        if self._script_found is None:
            automaton = _script_automaton()
            if automaton is None:
                return None
            data = self.nonascii_utf8
            if not data:
                self._script_found = frozenset()
            else:
                matches = automaton.find_matches_as_indexes(data, overlapping=True)
                self._script_found = frozenset(_SCRIPT_NEEDLES[i] for i, _s, _e in matches)
        return self._script_found

    @property
    def raw(self) -> bytes:
        if self._raw is None:
            if self.text.isascii():
                self._raw = self.text.encode("ascii")
            else:
                self._raw = self.text.encode("ascii", "replace")
        return self._raw

    @property
    def fold(self) -> bytes:
        if self._fold is None:
            if self.text.isascii():
                self._fold = self.raw.translate(_FOLD)
            elif len(self.nonascii) <= _CONFUSABLE_FOLD_ALL_LIMIT:
                # Straight from the UTF-8: encoding ``raw`` of a text with a few
                # curly quotes goes character by character and cost more than
                # this translate, and ``raw`` is not needed then.
                assert self._utf8 is not None
                fold = self._utf8.translate(_FOLD_UTF8, _UTF8_CONTINUATION)
                if _CONFUSABLE_RE.search(self.nonascii):
                    fold = self._fold_confusables(fold, _CONFUSABLE_FOLDED)
                self._fold = fold
            else:
                raw = self.raw
                if _CONFUSABLE_RE.search(self.nonascii):
                    raw = self._fold_confusables(raw, _CONFUSABLE_RAW)
                self._fold = raw.translate(_FOLD)
        return self._fold

    def _fold_confusables(self, raw: bytes, letters: dict[str, int]) -> bytes:
        """``raw`` (or a view with its "?"s) with look-alikes replaced by ``letters``."""
        buf = bytearray(raw)
        text = self.text
        if len(self.nonascii) <= _CONFUSABLE_FOLD_ALL_LIMIT:
            present = set(_CONFUSABLE_RE.findall(self.nonascii))
            if len(present) <= 16:
                # Typographic quotes and a few accents: look up each confusable
                # character that occurs, one str.find loop each.
                for ch in present:
                    folded = letters.get(ch, 0x3F)
                    p = text.find(ch)
                    while p != -1:
                        buf[p] = folded
                        p = text.find(ch, p + 1)
                return bytes(buf)
            # Many different look-alikes: visit every "?" placeholder once.
            p = raw.find(b"?")
            while p != -1:
                letter = letters.get(text[p])
                if letter is not None:
                    buf[p] = letter
                p = raw.find(b"?", p + 1)
            return bytes(buf)
        # A text written mostly in another script (Cyrillic, Greek): only words
        # that mix ASCII letters with other characters can be disguised English,
        # so fold just those.
        covered = 0
        for p in self.mixed_boundaries:
            if p < covered:
                continue  # inside a word already folded
            start = _word_start(raw, covered, p)
            after = _NOT_WORD_RE.search(raw, p)
            covered = end = len(raw) if after is None else after.start()
            for m in _CONFUSABLE_RE.finditer(text, start, end):
                buf[m.start()] = letters.get(m.group(), 0x3F)
        return bytes(buf)

    @property
    def mixed_boundaries(self) -> list[int]:
        """Where an ASCII letter meets a non-ASCII character in ``raw``, in order.

        In the class view "a" is an ASCII letter and "c" a non-ASCII character;
        "ac"/"ca" mark the words that mix them (the confusable fold of a text in
        another script, and ``_lookalike``'s disguised words).
        """
        if self._mixed is None:
            raw = self.raw
            mixed = _mixed_automaton()
            if mixed is None:
                classes = raw.translate(_SCRIPT_CLASS)
                self._mixed = sorted(
                    _anchor_positions(classes, b"ac") + _anchor_positions(classes, b"ca")
                )
            else:
                # The same boundaries in one native pass over ``raw``: an ASCII letter
                # next to a "?", without building the class view or two byte-by-byte
                # searches for such frequent pairs.
                self._mixed = [
                    s for _i, s, _e in mixed.find_matches_as_indexes(raw, overlapping=True)
                ]
        return self._mixed

    @property
    def norm(self) -> bytes:
        if self._norm is None:
            fold = self.fold
            if not self.special:
                self._norm = fold
            else:
                parts: list[bytes] = []
                seg_norm: list[int] = []
                seg_orig: list[int] = []
                pos = 0
                nlen = 0
                removable = _merge_spans(s for runs in self.special_runs.values() for s in runs)
                for start, end in removable:
                    if start > pos:
                        seg_norm.append(nlen)
                        seg_orig.append(pos)
                        parts.append(fold[pos:start])
                        nlen += start - pos
                    pos = end
                if pos < len(fold):
                    seg_norm.append(nlen)
                    seg_orig.append(pos)
                    parts.append(fold[pos:])
                self._norm = b"".join(parts)
                self._seg_norm = seg_norm
                self._seg_orig = seg_orig
        return self._norm

    def to_text(self, start: int, end: int) -> tuple[int, int]:
        """Map a ``norm`` span back to a ``text`` span."""
        if self._seg_norm is None:
            return start, end
        return self._map(start), self._map(end - 1) + 1

    def _map(self, n: int) -> int:
        seg = self._seg_norm
        assert seg is not None
        k = bisect.bisect_right(seg, n) - 1
        if k < 0:
            return n
        return self._seg_orig[k] + (n - seg[k])

    @property
    def special_runs(self) -> dict[str, list[tuple[int, int]]]:
        """Runs of invisible/bidi/tag/variation-selector characters, by kind."""
        if self._special_runs is None:
            runs: dict[str, list[tuple[int, int]]] = {kind: [] for kind in _SPECIAL_RANGES}
            text = self.text
            if not self.special:
                pass
            elif len(self.nonascii) <= _FEW_NON_ASCII:
                # special characters are never look-alikes: "?" in ``fold`` as in ``raw``
                fold = self.fold
                p = fold.find(b"?")
                while p != -1:
                    kind = _SPECIAL_KIND.get(text[p])
                    if kind is not None:
                        spans = runs[kind]
                        if spans and spans[-1][1] == p:
                            spans[-1] = (spans[-1][0], p + 1)
                        else:
                            spans.append((p, p + 1))
                    p = fold.find(b"?", p + 1)
            else:
                for kind, patterns in _KIND_PATTERNS.items():
                    runs[kind] = _merge_spans(
                        m.span() for pat in patterns for m in pat.finditer(text)
                    )
            self._special_runs = runs
        return self._special_runs

    def _found(self, normed: bool) -> dict[bytes, list[int]] | None:
        """Every registered anchor's positions from one automaton pass (None without it)."""
        automaton = _automaton()
        if automaton is None:
            return None
        data = self.norm if normed else self.fold
        if normed and data is not self.fold:
            if self._ac_norm is None:
                self._ac_norm = _all_positions(automaton, data)
            return self._ac_norm
        if self._ac_fold is None:
            self._ac_fold = _all_positions(automaton, self.fold)
        return self._ac_fold

    def found_anchors(self, *, normed: bool) -> dict[bytes, list[int]] | None:
        """Positions of every registered anchor that occurs (None without the accelerator)."""
        return self._found(normed)

    def present(self, needles: frozenset[bytes], *, normed: bool) -> list[tuple[bytes, list[int]]]:
        """(needle, positions) of the ``needles`` that occur.

        A detector with dozens of anchors asks once instead of once per anchor: on
        the short texts of a typical request (a 1 KB chunk), a call per anchor per
        scan would cost more than the scan.
        """
        found = self._found(normed)
        if found is not None:
            if len(found) < len(needles):
                return [(n, ps) for n, ps in found.items() if n in needles]
            return [(n, found[n]) for n in needles if n in found]
        return [(n, ps) for n in sorted(needles) if (ps := self.positions(n, normed=normed))]

    def positions(
        self, needle: bytes, *, normed: bool, probes: tuple[bytes, ...] = ()
    ) -> list[int]:
        """Offsets of ``needle`` in ``norm`` (or ``fold``), cached across detectors.

        With the Aho-Corasick accelerator, one pass finds every registered
        anchor at once. Without it, most anchors are ruled out on the
        letters-only copy (about 60% of the bytes of code, 80% of prose), and a
        short needle that is common in benign text ("now", "tell") is looked up
        only when one of its longer ``probes`` ("renow", "fromnowon") is present.
        """
        data = self.norm if normed else self.fold
        if needle in _NEEDLE_INDEX:
            everything = self._found(normed)
            if everything is not None:
                return everything.get(needle, [])
        cache = self._pos_norm if normed and data is not self.fold else self._pos_fold
        key = needle + b"/" + b",".join(probes) if probes else needle
        found = cache.get(key)
        if found is None:
            letters = self.letters
            if probes:
                present = any(p in letters for p in probes)
            else:  # needles with spaces or "_" can only be tested on the view itself
                present = needle in letters if needle.isalpha() else needle in data
            found = _anchor_positions(data, needle) if present else []
            cache[key] = found
        return found

    def anchor_lines(self, anchors: frozenset[bytes], max_prefix: int) -> list[tuple[int, int]]:
        """(anchor position, line start) for anchors near the start of their line, one per line.

        The line's first anchor, whichever needle it is: the needles come in the set's
        order, which changes with the hash seed, and "System: new instructions" must
        give "system", not "instruct", on every run.
        """
        fold = self.fold
        first: dict[int, int] = {}
        for _anchor, positions in self.present(anchors, normed=False):
            for p in positions:
                line_start = fold.rfind(b"\n", 0, p) + 1
                if p - line_start <= max_prefix and p < first.get(line_start, p + 1):
                    first[line_start] = p
        return sorted((p, line_start) for line_start, p in first.items())

    @property
    def letters(self) -> bytes:
        """``norm`` with everything but the letters a-z deleted (presence tests only)."""
        if self._letters is None:
            self._letters = self.norm.translate(None, _NON_LETTERS)
        return self._letters

    @property
    def angle(self) -> list[re.Match[str]]:
        """Every role tag, template token and <img> in one pass over the "<"s."""
        if self._angle is None:
            # a one-character "in" is a memchr; prose often has no "<" at all
            self._angle = _hop_matches(_ANGLE_RE, self.text, "<")
        return self._angle

    @property
    def bracket(self) -> list[re.Match[str]]:
        """``[system]``-style role tags and ``[INST]`` in one pass over the "["s."""
        if self._bracket is None:
            self._bracket = _hop_matches(_BRACKET_RE, self.text, "[")
        return self._bracket

    @property
    def b64(self) -> bytes:
        """``a`` where the text has a base64/hex alphabet character, ``\\n`` at line breaks."""
        if self._b64 is None:
            if self._raw is None and self._utf8 is not None:
                # ``fold`` came from the UTF-8 without ``raw``: so does this
                self._b64 = self._utf8.translate(_B64_UTF8, _UTF8_CONTINUATION)
            else:
                self._b64 = self.raw.translate(_B64_MAP)
        return self._b64


class _ViewDetector:
    """Base of the built-in detectors: they work on a shared :class:`_View`."""

    name: str = ""

    def find(self, text: str) -> tuple[ScreenHit, ...]:
        return tuple(self.find_in(_View(text)))

    def find_in(self, view: _View) -> list[ScreenHit]:
        raise NotImplementedError

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _defang(text[hit.start : hit.end])

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"
