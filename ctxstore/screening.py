"""Screening of untrusted section text for instruction-like content.

Retrieved documents and tool outputs are hostile until proven otherwise, so the
assembler screens them before they are fenced into a request. Screening is a
*heuristic*, not a guarantee: the guarantee that untrusted text cannot change
the system block or the tool list lives in the assembler's code. What screening
adds is visibility (every hit names its detector and its character span, so it
can be reported, counted and stored) and a cheap way to defuse the common
attacks (``neutralize``).

Why it looks the way it does:

* **Speed decides the design.** The assembler screens ~40 KB per request and its
  whole budget is a small multiple of one tiktoken encode, so scanning ordinary
  text must cost a fraction of that. Python's ``re`` is fast only when a pattern
  starts with one literal character (the engine then hops with a C loop); a
  pattern that starts with an alternation or a character class visits every
  position. So every detector starts from a literal hop (``<``, ``[``, a
  newline, ``![``), from a handful of ``bytes.find`` anchors, or from a
  ``bytes.translate`` view; the detailed regexes run only in small windows
  around the places the cheap pass found. Unicode detectors are skipped outright
  when ``str.isascii()`` (O(1) in CPython) says there is nothing to find.
* **Obfuscation is normalised on a copy, positions stay on the original.** Override
  phrases are matched on a folded byte view (lower case, leetspeak digits,
  homoglyphs and fullwidth letters mapped to ASCII, invisible characters
  removed); a segment map translates match offsets back, so ``text[start:end]``
  of a hit is always the offending original text.
* **Neutralising must leave text readable and inert.** Invisible characters
  become visible markers, tags and template tokens lose their angle brackets,
  override phrases are wrapped in ``[screened: ...]``, exfiltration URLs lose
  their query string and encoded payloads are replaced by a note. Re-scanning a
  neutralised text finds nothing for the structural detectors (everything but
  override phrases, whose words are kept on purpose so a reader can see what
  was attempted).

Users can add detectors: anything with a ``name`` and ``find(text)`` returning
:class:`ScreenHit` objects works; an optional ``neutralize(text, hit)`` method
says how to defuse its hits.
"""

from __future__ import annotations

import base64
import binascii
import bisect
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol, TypeAlias, runtime_checkable

from ctxstore.errors import ConfigError, InjectionDetectedError

__all__ = [
    "DEFAULT_DETECTORS",
    "DEFAULT_SCREENER",
    "DETECTOR_NAMES",
    "BidiControlDetector",
    "ChatTemplateTokenDetector",
    "Detector",
    "EncodedPayloadDetector",
    "ExfiltrationLinkDetector",
    "InvisibleUnicodeDetector",
    "OverridePhraseDetector",
    "RoleTagDetector",
    "ScreenHit",
    "ScreenOutcome",
    "Screener",
    "ScreeningAction",
    "UnicodeTagBlockDetector",
    "printable",
]


class ScreeningAction(StrEnum):
    """What the assembler does with an untrusted section that has hits."""

    FLAG = "flag"  # report the hits, send the text unchanged (default)
    NEUTRALIZE = "neutralize"  # send Screener.neutralize(text, hits)
    DROP = "drop"  # leave the section out of the request
    RAISE = "raise"  # refuse the assembly with InjectionDetectedError

    @classmethod
    def parse(cls, value: str | ScreeningAction) -> ScreeningAction:
        """Accept an action name from configuration; a bad value is a ConfigError."""
        if isinstance(value, ScreeningAction):
            return value
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            options = ", ".join(a.value for a in cls)
            raise ConfigError(
                f"Unknown screening action {value!r}: use one of {options}."
            ) from None


@dataclass(frozen=True, slots=True)
class ScreenHit:
    """One finding: which detector fired, where, and a printable excerpt."""

    detector: str
    start: int  # character offset in the scanned text
    end: int  # exclusive; text[start:end] is the offending text
    excerpt: str  # short and printable: invisible characters are escaped
    detail: str | None = None  # e.g. the decoded payload or the hidden ASCII

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.detector} at {self.start}-{self.end}: {self.excerpt!r}{extra}"


@runtime_checkable
class Detector(Protocol):
    """A screening detector: a stable ``name`` and a ``find`` that yields hits.

    A detector may also define ``neutralize(text, hit) -> str`` returning the
    replacement for ``text[hit.start:hit.end]``; without it the screener wraps
    the span in a visible ``[screened: ...]`` marker with brackets defanged.
    """

    @property
    def name(self) -> str: ...

    def find(self, text: str) -> Iterable[ScreenHit]: ...


# --- printable excerpts and visible markers ------------------------------------

_EXCERPT_MAX = 80


def _escape_char(ch: str) -> str:
    if ch == "\n":
        return "\\n"
    if ch == "\t":
        return "\\t"
    if ch == "\r":
        return "\\r"
    cp = ord(ch)
    return f"\\u{cp:04x}" if cp <= 0xFFFF else f"\\U{cp:08x}"


def printable(s: str, limit: int = _EXCERPT_MAX) -> str:
    """``s`` with invisible and control characters escaped, cut to ``limit`` chars."""
    s = s[: limit * 3]
    if not s.isprintable():
        s = "".join(c if c.isprintable() else _escape_char(c) for c in s)
    if len(s) > limit:
        s = s[: limit - 1] + "…"
    return s


# Characters that render as nothing (or reorder what follows) and so can hide
# instructions from a human reviewer while the model still reads them, by kind.
_SPECIAL_RANGES: dict[str, tuple[tuple[int, int], ...]] = {
    "zw": ((0x200B, 0x200D), (0x2060, 0x2064), (0xFEFF, 0xFEFF), (0x180E, 0x180E)),
    "bidi": ((0x202A, 0x202E), (0x2066, 0x2069), (0x200E, 0x200F), (0x061C, 0x061C)),
    "tag": ((0xE0000, 0xE007F),),
    "vs": ((0xFE00, 0xFE0F), (0xE0100, 0xE01EF)),
    "shy": ((0x00AD, 0x00AD),),  # soft hyphen: only removed before phrase matching
}
_SPECIAL_KIND: dict[str, str] = {
    chr(cp): kind
    for kind, ranges in _SPECIAL_RANGES.items()
    for lo, hi in ranges
    for cp in range(lo, hi + 1)
}


def _class(ranges: Iterable[tuple[int, int]]) -> str:
    return (
        "["
        + "".join(
            re.escape(chr(lo)) + (f"-{re.escape(chr(hi))}" if hi > lo else "") for lo, hi in ranges
        )
        + "]"
    )


def _kind_patterns(kind: str) -> tuple[re.Pattern[str], ...]:
    """One pattern per plane: ``re`` compiles an all-BMP class to a bitmap, but one
    astral item in the same class makes it test items one by one for every
    character (a hundredfold slower on 40 KB)."""
    ranges = _SPECIAL_RANGES[kind]
    bmp = [r for r in ranges if r[1] <= 0xFFFF]
    astral = [r for r in ranges if r[0] > 0xFFFF]
    return tuple(re.compile(_class(part) + "+") for part in (bmp, astral) if part)


_KIND_PATTERNS = {kind: _kind_patterns(kind) for kind in _SPECIAL_RANGES}
_ZW = _class(_SPECIAL_RANGES["zw"])
_BIDI = _class(_SPECIAL_RANGES["bidi"])
_TAG = _class(_SPECIAL_RANGES["tag"])
_VS = "(?:" + "|".join(p.pattern[:-1] for p in _KIND_PATTERNS["vs"]) + ")"
_REVEAL_RE = re.compile(f"(?P<tag>{_TAG}+)|(?P<vs>{_VS}+)|(?P<other>(?:{_ZW}|{_BIDI})+)")
# Text with more non-ASCII characters than this is searched with the patterns
# above; below it, visiting each non-ASCII character is cheaper.
_FEW_NON_ASCII = 2000
_SPECIAL_BMP_RE = re.compile(
    _class(r for ranges in _SPECIAL_RANGES.values() for r in ranges if r[1] <= 0xFFFF)
)
_SPECIAL_ASTRAL_RE = re.compile(
    _class(r for ranges in _SPECIAL_RANGES.values() for r in ranges if r[0] > 0xFFFF)
)


def _merge_spans(spans: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted spans with touching or overlapping ones joined."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


_REVEAL_RE = re.compile(f"(?P<tag>{_TAG}+)|(?P<vs>{_VS}+)|(?P<other>(?:{_ZW}|{_BIDI})+)")


def _codepoint_list(run: str) -> str:
    parts: list[str] = []
    i = 0
    while i < len(run):
        j = i
        while j < len(run) and run[j] == run[i]:
            j += 1
        n = j - i
        parts.append(f"U+{ord(run[i]):04X}" + (f"×{n}" if n > 1 else ""))
        i = j
    return " ".join(parts)


def _reveal_match(m: re.Match[str]) -> str:
    if m.group("tag") is not None:
        return f"[hidden tag text: {len(m.group('tag'))} chars]"
    if m.group("vs") is not None:
        return f"[{len(m.group('vs'))} variation selectors]"
    return f"[{_codepoint_list(m.group('other'))}]"


def _reveal(s: str) -> str:
    """Replace invisible/bidi/tag/variation-selector runs with visible markers."""
    if s.isascii():
        return s
    return _REVEAL_RE.sub(_reveal_match, s)


_DEFANG_TABLE = str.maketrans({"<": "‹", ">": "›", "[": "⟦", "]": "⟧"})


def _defang(s: str) -> str:
    """Visible, inert form of a tag or token: brackets become look-alike quotes."""
    return _reveal(s.translate(_DEFANG_TABLE))


def _wrap_screened(s: str) -> str:
    return f"[screened: {_defang(s)}]"


# --- the prepared view -----------------------------------------------------------


def _build_confusables() -> dict[str, str]:
    """Non-ASCII characters that read as a Latin letter or digit, mapped to it."""
    table: dict[str, str] = {}
    pairs = (
        # Cyrillic look-alikes (lower and upper case)
        "аa вb еe ёe кk мm нh оo рp сc тt уy хx іi їi јj ѕs ԁd һh ӏl ԛq ԝw ғf "
        "Аa Вb Еe Кk Мm Нh Оo Рp Сc Тt Уy Хx Іi Јj Ѕs Ԛq Ԝw "
        # Greek look-alikes
        "αa οo ρp νv ιi κk υu ϲc ϳj Αa Βb Εe Ζz Ηh Ιi Κk Μm Νn Οo Ρp Τt Υy Χx "
        # IPA and small capitals
        "ɑa ɡg ɩi ɪi ʏy ᴀa ʙb ᴄc ᴅd ᴇe ɢg ʜh ᴊj ᴋk ʟl ᴍm ɴn ᴏo ᴘp ʀr ᴛt ᴜu ᴠv ᴡw ᴢz ıi"
    )
    for pair in pairs.split():
        table[pair[0]] = pair[1]
    # Unicode line breaks count as line breaks for line-start role labels.
    for ch in "\u2028\u2029\x85":
        table[ch] = "\n"
    ranges = (
        (0x00C0, 0x024F),  # Latin with diacritics: ìgnore reads as ignore
        (0x2460, 0x24FF),  # enclosed alphanumerics
        (0xFF10, 0xFF5A),  # fullwidth digits and letters
        (0x1D400, 0x1D7FF),  # mathematical alphanumerics
    )
    for lo, hi in ranges:
        for cp in range(lo, hi + 1):
            ch = chr(cp)
            if ch in table:
                continue
            folded = unicodedata.normalize("NFKD", ch)
            base = folded[0] if folded else ""
            if (
                base.isascii()
                and base.isalnum()
                and all(unicodedata.combining(c) for c in folded[1:])
            ):
                table[ch] = base
    return table


_CONFUSABLES = _build_confusables()
# The BMP characters compile to a fast bitmap; the astral block must be a separate
# branch, because mixing it into the same class turns the bitmap into a list that
# is tested item by item for every character (40 KB took 45 ms instead of 0.2 ms).
_CONFUSABLE_RE = re.compile(
    "["
    + "".join(re.escape(c) for c in sorted(_CONFUSABLES) if ord(c) <= 0xFFFF)
    + "]|[\U0001d400-\U0001d7ff]"
)
_CONFUSABLE_FOLD_ALL_LIMIT = 2000
_SCRIPT_CLASS = bytes(
    0x61 if chr(i).isascii() and chr(i).isalpha() else 0x63 if i == 0x3F else 0x20
    for i in range(256)
)


def _fold_table() -> bytes:
    table = bytearray(range(256))
    for c in range(ord("A"), ord("Z") + 1):
        table[c] = c + 32
    # Simple leetspeak; 'l' and 'i' collapse to one letter because 1 and | stand for both.
    for src, dst in (
        ("l", "i"), ("L", "i"), ("1", "i"), ("|", "i"), ("0", "o"), ("3", "e"),
        ("4", "a"), ("@", "a"), ("5", "s"), ("$", "s"), ("7", "t"),
    ):  # fmt: skip
        table[ord(src)] = ord(dst)
    return bytes(table)


_FOLD = _fold_table()
_B64_ALPHABET = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_"
_B64_MAP = bytes(0x61 if bytes([i]) in _B64_ALPHABET else 0x20 for i in range(256))
_ASCII_BYTES = bytes(range(128))
_NON_LETTERS = bytes(c for c in range(256) if not 0x61 <= c <= 0x7A)


class _View:
    """Lazily computed views of one text, shared by the built-in detectors of a scan.

    ``raw`` and ``fold`` have exactly one byte per character of ``text`` (non-ASCII
    characters become ``?``), so offsets carry over unchanged. ``norm`` is
    ``fold`` with invisible characters removed; ``to_text`` maps its offsets back.
    """

    __slots__ = (
        "_angle",
        "_b64",
        "_bracket",
        "_fold",
        "_letters",
        "_nonascii",
        "_norm",
        "_pos_fold",
        "_pos_norm",
        "_raw",
        "_seg_norm",
        "_seg_orig",
        "_special",
        "_special_runs",
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
        self._b64: bytes | None = None
        self._special: bool | None = None
        self._special_runs: dict[str, list[tuple[int, int]]] | None = None
        self._letters: bytes | None = None
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
            else:
                data = self.text.encode("utf-8", "surrogatepass")
                self._nonascii = data.translate(None, _ASCII_BYTES).decode("utf-8", "surrogatepass")
        return self._nonascii

    @property
    def special(self) -> bool:
        """Whether the text holds any invisible, bidi, tag or variation-selector character."""
        if self._special is None:
            na = self.nonascii
            self._special = bool(na) and (
                _SPECIAL_BMP_RE.search(na) is not None
                # astral characters take two UTF-16 units: only then look for tags
                or (
                    len(na.encode("utf-16-le")) > 2 * len(na)
                    and _SPECIAL_ASTRAL_RE.search(na) is not None
                )
            )
        return self._special

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
            raw = self.raw
            if not self.text.isascii() and _CONFUSABLE_RE.search(self.nonascii):
                raw = self._fold_confusables(raw)
            self._fold = raw.translate(_FOLD)
        return self._fold

    def _fold_confusables(self, raw: bytes) -> bytes:
        buf = bytearray(raw)
        text = self.text
        if len(self.nonascii) <= _CONFUSABLE_FOLD_ALL_LIMIT:
            # Few non-ASCII characters (typographic quotes, a few accents): visit
            # the "?" placeholders in ``raw`` instead of regex-scanning the text.
            p = raw.find(b"?")
            while p != -1:
                folded = _CONFUSABLES.get(text[p])
                if folded is not None:
                    buf[p] = ord(folded)
                p = raw.find(b"?", p + 1)
            return bytes(buf)
        # A text written mostly in another script (Cyrillic, Greek): only words
        # that mix ASCII letters with other characters can be disguised English,
        # so fold just those. In the class view, "a" is an ASCII letter and "c"
        # a non-ASCII character; "ac"/"ca" mark the mixed words.
        classes = raw.translate(_SCRIPT_CLASS)
        boundaries = sorted(_anchor_positions(classes, b"ac") + _anchor_positions(classes, b"ca"))
        covered = 0
        for p in boundaries:
            if p < covered:
                continue  # inside a word already folded
            start = classes.rfind(b" ", covered, p) + 1 or covered
            end = classes.find(b" ", p)
            covered = end = len(classes) if end == -1 else end
            for m in _CONFUSABLE_RE.finditer(text, start, end):
                buf[m.start()] = ord(_CONFUSABLES.get(m.group(), "?"))
        return bytes(buf)

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
                raw = self.raw
                p = raw.find(b"?")
                while p != -1:
                    kind = _SPECIAL_KIND.get(text[p])
                    if kind is not None:
                        spans = runs[kind]
                        if spans and spans[-1][1] == p:
                            spans[-1] = (spans[-1][0], p + 1)
                        else:
                            spans.append((p, p + 1))
                    p = raw.find(b"?", p + 1)
            else:
                for kind, patterns in _KIND_PATTERNS.items():
                    runs[kind] = _merge_spans(
                        m.span() for pat in patterns for m in pat.finditer(text)
                    )
            self._special_runs = runs
        return self._special_runs

    def positions(
        self, needle: bytes, *, normed: bool, probes: tuple[bytes, ...] = ()
    ) -> list[int]:
        """Offsets of ``needle`` in ``norm`` (or ``fold``), cached across detectors.

        Most anchors are absent, and ruling that out on the letters-only copy
        (about 60% of the bytes of code, 80% of prose) is the cheap part. A short
        needle that is common in benign text ("now", "tell") is looked up only
        when one of its longer ``probes`` ("renow", "fromnowon") is present.
        """
        data = self.norm if normed else self.fold
        cache = self._pos_norm if normed and data is not self.fold else self._pos_fold
        key = needle + b"/" + b",".join(probes) if probes else needle
        found = cache.get(key)
        if found is None:
            letters = self.letters
            present = any(p in letters for p in probes) if probes else needle in letters
            found = _anchor_positions(data, needle) if present else []
            cache[key] = found
        return found

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
            self._angle = list(_ANGLE_RE.finditer(self.text)) if "<" in self.text else []
        return self._angle

    @property
    def bracket(self) -> list[re.Match[str]]:
        """``[system]``-style role tags and ``[INST]`` in one pass over the "["s."""
        if self._bracket is None:
            self._bracket = list(_BRACKET_RE.finditer(self.text)) if "[" in self.text else []
        return self._bracket

    @property
    def b64(self) -> bytes:
        """``a`` where the text has a base64/hex alphabet character, space elsewhere."""
        if self._b64 is None:
            self._b64 = self.raw.translate(_B64_MAP)
        return self._b64


def _hit(detector: str, text: str, start: int, end: int, detail: str | None = None) -> ScreenHit:
    return ScreenHit(detector, start, end, printable(text[start:end]), detail)


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


# --- 1. override phrases -----------------------------------------------------------

# Separator between words on the folded view: whitespace, newlines, punctuation,
# and the '?' that stands for any non-ASCII character (dashes, curly quotes).
_SEP = "[^a-z0-9]{1,12}"


def _phrase(src: str) -> str:
    """Compile helper: '_' is a word separator; 'l' folds to 'i' like the view does."""
    return src.replace("l", "i").replace("_", _SEP)


_VERBS = (
    "ignor(?:e|ed|es|ing)", "disregard(?:s|ed|ing)?", "forget(?:s|ting)?", "forgot",
    "overrid(?:e|es|ing)", "overrode", "bypass(?:es|ed|ing)?",
)  # fmt: skip
_DET = "(?:all|any|every|each|the|your|my|of|these|those|its|this|that|and|our|such)"
_QUAL = (
    "(?:previous(?:ly)?|prior|above|earlier|preceding|former|past|original|initial|old"
    "|foregoing|given|provided|system|safety|developer|hidden|standing|preset|built_in"
    "|baseline|underlying|core|operator)"
)
_NOUN = (
    "(?:instructions?|rules?|directions?|directives?|prompts?|context|guidelines?|guidance"
    "|commands?|orders?|constraints?|guardrails?|programming|messages?|polic(?:y|ies)"
    "|restrictions?|limitations?|filters?|safeguards?|conversation|training)"
)
_UNRESTR = (
    "(?:unrestricted|unfiltered|uncensored|jailbroken|jailbreak(?:ing)?|dan|unbound|unchained"
    "|no_(?:restrictions|filters|censorship|limits|limitations|rules|guidelines|boundaries"
    "|morals|ethics|safety)"
    "|without_(?:any_)?(?:restrictions|filters|censorship|limits|limitations|rules"
    "|guidelines|boundaries|safety)"
    "|not_bound_by|free_(?:from|of)_(?:all_)?(?:restrictions|rules|filters|guidelines|censorship)"
    "|do_anything_now)"
)
_PERSONA_HEADS = (
    "act(?:ing)?", "behav(?:e|ing)", "respond(?:ing)?", "answer(?:ing)?", "reply(?:ing)?",
    "roleplay(?:ing)?", "role_play(?:ing)?", "pos(?:e|ing)", "operat(?:e|ing)", "function",
    "continue", "proceed", "speak", "talk", "write",
)  # fmt: skip
_PERSONA_TAIL = "(?:_(?:now|from_now_on|henceforth))?_(?:as|like)(?:_if)?"
_REVEAL_HEADS = (
    "reveal", "print", "show", "display", "output", "repeat", "leak", "dump", "expose",
    "disclose", "share", "echo", "write_out", "type_out", "spill", "recite", "tell_(?:me|us)",
    "give_(?:me|us)", "send_(?:me|us)", "provide", "copy", "quote",
    "what_(?:is|are|was|were|s)", "whats",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class _Anchor:
    """A literal that every phrase of a family contains, and where phrases can lie.

    A phrase starts at most ``back`` bytes before the anchor and ends at most
    ``fwd`` bytes after it; the family's regex runs only in that window.
    """

    needle: bytes
    back: int
    fwd: int
    word_start: bool  # must not follow a letter ("now" but not "know")
    near: tuple[bytes, ...] = ()  # one of these must occur in the ``back`` bytes before it
    probes: tuple[bytes, ...] = ()  # letters-only forms tested first (see _View.positions)


@dataclass(frozen=True, slots=True)
class _Family:
    """A group of override phrasings found around the same cheap anchors."""

    label: str
    anchors: tuple[_Anchor, ...]
    pattern: re.Pattern[bytes]


_Branch: TypeAlias = str | tuple[Sequence[str], str]


def _family(label: str, anchors: str, *branches: _Branch) -> _Family:
    """Compile one family.

    ``anchors`` is "needle[/probe,...]:back:fwd[:near,...] ..." (a leading "^"
    marks a word start; probes are letters-only forms looked for before the
    needle; near words are a cheap check before the regex runs). A
    branch is a pattern, or ``(heads, rest)`` meaning ``head + rest`` for every
    head. Every resulting alternative must start with a literal letter: then
    ``re`` gets a first-character set to skip with, instead of trying the whole
    alternation at every position (5 ns instead of 100 ns per byte of window).
    That is also why there is no leading ``(?<![a-z])``: find_in checks it.
    """
    alternatives: list[str] = []
    for branch in branches:
        if isinstance(branch, str):
            alternatives.append(branch)
        else:
            heads, rest = branch
            alternatives.extend(head + rest for head in heads)
    for alt in alternatives:
        if not alt[:1].isalpha():
            raise ValueError(f"override pattern must start with a letter: {alt[:30]!r}")
    body = "|".join(_phrase(a) for a in alternatives)
    pattern = re.compile(f"(?:{body})(?![a-z])".encode())
    parsed = []
    for spec in anchors.split():
        needle, back, fwd, *near = spec.split(":")
        needle, _, probes = needle.partition("/")
        parsed.append(
            _Anchor(
                needle.lstrip("^").replace("l", "i").encode(),
                int(back),
                int(fwd),
                needle.startswith("^"),
                tuple(w.replace("l", "i").encode() for w in near[0].split(",")) if near else (),
                tuple(w.replace("l", "i").encode() for w in probes.split(",")) if probes else (),
            )
        )
    return _Family(label, tuple(parsed), pattern)


_FAMILIES: tuple[_Family, ...] = (
    _family(
        "ignore previous instructions",
        # every phrase starts with one of the verbs
        "gnor:2:220 disregard:1:220 forg/forget:1:220 overrid:1:220 bypass:1:220",
        (
            _VERBS,
            f"_(?:(?:{_DET}_){{0,3}}{_QUAL}_(?:(?:and|or|{_DET}|{_QUAL}|[a-z]+)_){{0,2}}?{_NOUN}"
            f"|(?:all|any|every)(?:thing)?_(?:(?:of|the|your|my|these|those|other|such|[a-z]+)_){{0,2}}?{_NOUN}"
            f"|your_(?:[a-z]+_){{0,2}}?(?:{_NOUN}|ethics|morals|principles|creators?|system_prompt)"
            "|(?:all|everything|anything|what(?:ever)?)(?:_(?:of|the|that|you|i|we|has|have|had"
            "|been|was|were|is|are|just|ve|re|s|d)){0,4}_(?:above|before|previously|said|written"
            "|stated|mentioned|earlier|so_far|until_now|up_to_now|told|taught|instructed)"
            "|(?:(?:the|all|of)_){0,2}(?:above|foregoing|preceding)(?=[^a-z0-9]{1,12}"
            "(?:and|then|instead|now|just|simply|say|respond|reply|print|output|write|repeat"
            "|answer)(?![a-z])))",
        ),
    ),
    _family(
        "role reassignment",
        "^now/renow,fromnowon,anythingnow:45:160:you,from,anything",
        "you_(?:are|re|r)_now_(?:(?:a|an|the|my|acting|operating|going_to_be|called|named|known_as"
        "|playing|officially|simply|no_longer|not|to_be)_){0,3}(?:different|unrestricted|unfiltered"
        "|uncensored|unlimited|unbound|jailbroken|jailbreak|dan|evil|ai|assistant|chatbot|persona"
        "|character|bound|restricted|limited|chatgpt|gpt|claude|free_(?:from|of)|freed|liberated"
        "|in_(?:the_)?(?:developer|dev|god|dan|jailbreak|unrestricted)_mode)",
        "from_now_on_(?:[a-z]+_)??(?:you|your|respond|reply|answer|act|behave|pretend|ignore|speak"
        "|talk|the_assistant|assistant|ai|only_(?:respond|reply|answer|speak|output))",
        "do_anything_now",
    ),
    _family(
        "new instructions",
        "instruct:60:40 prompt:60:40",
        (
            (
                "new",
                "updated",
                "revised",
                "real",
                "actual",
                "true",
                "secret",
                "hidden",
                "override",
                "overriding",
                "priority",
                "urgent",
                "system",
                "admin",
                "administrator",
                "developer",
                "corrected",
                "changed",
                "modified",
                "important_new",
            ),
            "(?:_system)?_(?:instructions?|directives?|prompt)(?:_(?:are|is|follow|follows))?"
            "[ \t]{0,3}(?::|-{1,2}>?|=>)",
        ),
        (
            ("your", "my", "the"),
            "_(?:new|real|actual|true)_(?:instructions?|directives?)_(?:is|are|now_is|will_be)",
        ),
    ),
    _family(
        "unrestricted persona",
        "jailbr:150:30 restrict:150:40 ^now/anythingnow:150:20:anything",
        (
            (
                *(head + _PERSONA_TAIL for head in _PERSONA_HEADS),
                "pretend(?:ing)?(?:_(?:to_be|you_are|you_re|that_you_are|you_have|to_have))?",
                "imagine_(?:you_are|you_re|that_you_are|being|you_have)",
                "you_(?:are|re)_(?:now_)?(?:an?_)?",
                "simulate",
                "become",
                "be_an?",
            ),
            f"(?:_[a-z]+){{0,6}}?_{_UNRESTR}",
        ),
    ),
    _family(
        "reveal system prompt",
        "prompt:150:140 instruct:150:140",
        (
            _REVEAL_HEADS,
            "(?:_(?:me|us|your|the|my|full|entire|complete|original|initial|hidden|secret|exact"
            "|verbatim|all|of|above|current|whole|first|raw|text|contents?|words|lines|back)){0,5}"
            "_(?:system|initial|hidden|original|secret|developer|internal|pre|confidential|base"
            "|private)(?:_(?:level|ai|model))?(?:_|-|)(?:prompts?|instructions?)",
        ),
        (
            ("the", "these", "those", "all", "any", "your", "my"),
            "_(?:previous|prior|above|earlier|original|old|system|initial|former|preceding)"
            "_(?:instructions|prompts?)_(?:are|is|were|was|have_been|has_been)_"
            "(?:(?:now|also|all|no_longer|completely|hereby|officially)_)?(?:fake|void|wrong"
            "|outdated|cancell?ed|revoked|obsolete|invalid|a_test|superseded|repealed|null"
            "|deprecated|not_valid|no_longer_valid|overridden|disabled|suspended|over)",
        ),
        "stop_(?:following|obeying|listening_to|adhering_to|using)_(?:(?:the|your|all|any|these"
        "|those|previous|prior|above|original|system|my)_){0,3}(?:instructions|prompts?)",
    ),
    _family(
        "conceal from user",
        "tell/ttell,vertell:50:110:not,never,don,without",
        (
            (
                "do_not",
                "don_t",
                "dont",
                "never",
                "must_not",
                "mustn_t",
                "should_not",
                "shouldn_t",
                "without",
                "not",
            ),
            "_(?:ever_)?tell(?:ing)?_(?:(?:this|it|that|anything|them|any_of_this|about_this"
            "|about_it|about_these_instructions)_)?(?:to_)?(?:the_)?(?:user|users|human|operator"
            "|customer|anyone|person|requester)",
        ),
    ),
    _family(
        "developer mode",
        "developer:30:60 jailbr:30:60",
        (
            (
                "developer",
                "dev",
                "god",
                "dan",
                "jailbreak",
                "jailbroken",
                "unrestricted",
                "unfiltered",
                "uncensored",
                "evil",
                "chaos",
            ),
            "_mode(?:_(?:is|has_been|now))?_(?:enabled|activated|on|unlocked|engaged|active)",
        ),
        (
            (
                "enter",
                "entering",
                "activate",
                "activating",
                "switch_(?:to|into)",
                "you_(?:are|re)_(?:now_)?in",
                "now_in",
                "operate_in",
                "respond_in",
                "reply_in",
                "act_in",
                "stay_in",
                "remain_in",
            ),
            "_(?:the_)?(?:developer|dev|god|dan|jailbreak|unrestricted|unfiltered|uncensored"
            "|evil)_mode",
        ),
    ),
)


def _merge_windows(windows: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for lo, hi in sorted(windows):
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged


def _is_letter(b: int) -> bool:
    return 0x61 <= b <= 0x7A


class OverridePhraseDetector(_ViewDetector):
    """Phrases that try to replace the model's instructions ("ignore previous instructions").

    Matching runs on a normalised copy (case, whitespace and punctuation between
    words, leetspeak, homoglyphs, invisible characters), found from a few cheap
    anchors; positions map back to the original text.
    """

    name = "override_phrase"

    def find_in(self, view: _View) -> list[ScreenHit]:
        norm = view.norm
        size = len(norm)
        matches: list[tuple[int, int, str]] = []
        for family in _FAMILIES:
            windows: list[tuple[int, int]] = []
            for anchor in family.anchors:
                for p in view.positions(anchor.needle, normed=True, probes=anchor.probes):
                    if anchor.word_start and p > 0 and _is_letter(norm[p - 1]):
                        continue
                    lo = max(0, p - anchor.back)
                    if anchor.near and not any(norm.find(w, lo, p) != -1 for w in anchor.near):
                        continue
                    windows.append((lo, min(size, p + anchor.fwd)))
            for lo, hi in _merge_windows(windows):
                for m in family.pattern.finditer(norm, lo, hi):
                    start = m.start()
                    if start == 0 or not _is_letter(norm[start - 1]):
                        matches.append((start, m.end(), family.label))
        return self._hits(view, matches)

    def _hits(self, view: _View, matches: list[tuple[int, int, str]]) -> list[ScreenHit]:
        hits: list[ScreenHit] = []
        last_end = -1
        for start, end, label in sorted(matches, key=lambda m: (m[0], -m[1])):
            if start < last_end:
                continue  # the same phrase seen from another anchor or family
            last_end = end
            s, e = view.to_text(start, end)
            hits.append(_hit(self.name, view.text, s, e, label))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        fragment = text[hit.start : hit.end]
        if text.endswith("[screened: ", 0, hit.start) and text.startswith("]", hit.end):
            return fragment  # already wrapped by an earlier neutralize
        return _wrap_screened(fragment)


def _anchor_positions(norm: bytes, anchor: bytes) -> list[int]:
    positions: list[int] = []
    i = norm.find(anchor)
    while i != -1:
        positions.append(i)
        i = norm.find(anchor, i + len(anchor))
    return positions


# --- 2. fake role and system tags ------------------------------------------------------

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
    r"|s>(?=\s*\[INST\])"
)
# ``[^>]`` stops at the tag's end; the URL must carry a query string other than
# the ``?[removed]`` that neutralize leaves behind.
_QUERY = r"\?(?!\[removed\](?:[\s)>\"']|$))"
_IMG_ANGLE = (
    r"img\b[^<>]{0,1000}?\bsrc\s*=\s*(?P<q>[\"']?)(?P<url>(?:https?:)?//[^\"'\s<>?]*"
    + _QUERY
    + r"[^\"'\s<>]+)(?P=q)[^<>]{0,1000}>"
)
# One pass over the text for everything that starts with "<" (the engine hops
# between "<" characters with a C loop), shared by three detectors.
_ANGLE_RE = re.compile(
    rf"<(?:(?P<role>{_ROLE_ANGLE})|(?P<template>{_TEMPLATE_ANGLE})|(?P<img>{_IMG_ANGLE}))",
    re.IGNORECASE,
)
# The empty "image" alternative marks every "![" so the exfiltration detector
# knows whether to look for markdown images without another pass.
_BRACKET_RE = re.compile(
    r"\[(?:\s*/?\s*(?:(?P<role>(?:system|assistant|developer|sys)"
    r"(?:\s+(?:message|prompt|note|instructions?|override))?)|(?P<template>INST))\s*\]"
    r"|(?P<image>(?<=!\[)))",
    re.IGNORECASE,
)
# Line labels, matched on the folded view (lower case, 'l' -> 'i') from the start
# of a line that holds an anchor word: "System:", "**Assistant:**", "### System".
_ROLE_LINE_RE = re.compile(
    rb"[ \t]*(?P<l>[>*_\-]*[ \t]*(?:system|assistant|deveioper)"
    rb"(?:[ \t]+(?:message|prompt|note|override))?[ \t*_]*:"
    rb"|#{1,6}[ \t]*(?:system|assistant|deveioper|instruction|instructions)"
    rb"(?:[ \t]+(?:message|prompt))?[ \t]*:?(?=[ \t]*(?:\r?\n|$))"
    rb"|(?:`{3,}|~{3,})[ \t]*(?:system|assistant|deveioper)(?=[ \t]*(?:\r?\n|$)))"
)
# A forged chat message in JSON or a Python dict: {"role": "system", ...}.
_ROLE_JSON_RE = re.compile(
    r"""["']role["']\s*:\s*["'](?:system|developer|assistant)["']""", re.IGNORECASE
)
# "instruct" and "deveioper" are override anchors too, so their search is shared.
_ROLE_LINE_ANCHORS = (b"system", b"assistant", b"deveioper", b"instruct")
# "Human:" turns of the legacy completion format; "Assistant:" lines are role_tag hits.
_HUMAN_LINE_RE = re.compile(rb"[ \t]*(?P<l>human[ \t]*:)")
_LINE_PREFIX_MAX = 16


def _line_hits(
    name: str, view: _View, line: re.Pattern[bytes], anchors: Sequence[bytes]
) -> list[ScreenHit]:
    """Hits of a line-start pattern, tried only on lines that hold an anchor word.

    A regex hopping from newline to newline pays ~0.1 us per line; finding the
    few anchor words and checking their own line is much cheaper on real text.
    """
    fold = view.fold
    out: list[ScreenHit] = []
    seen: set[int] = set()
    for anchor in anchors:
        for p in view.positions(anchor, normed=False):
            line_start = fold.rfind(b"\n", 0, p) + 1
            if p - line_start > _LINE_PREFIX_MAX or line_start in seen:
                continue
            m = line.match(fold, line_start)
            if m and m.start("l") <= p < m.end("l"):
                seen.add(line_start)
                out.append(_hit(name, view.text, m.start("l"), m.end("l")))
    return out


def _group_hits(
    name: str, view: _View, group: str, matches: list[re.Match[str]]
) -> list[ScreenHit]:
    return [
        _hit(name, view.text, m.start(), m.end()) for m in matches if m.group(group) is not None
    ]


def _defang_token(text: str, hit: ScreenHit) -> str:
    fragment = text[hit.start : hit.end]
    if any(c in fragment for c in "<>[]"):
        return _defang(fragment)
    return _wrap_label(fragment)


_LABEL_WORD_RE = re.compile(r"[A-Za-z][A-Za-z \t]*[A-Za-z]|[A-Za-z]")


def _wrap_label(fragment: str) -> str:
    """``System:`` -> ``‹System›:``: still readable, no longer a line-start role label."""
    return _LABEL_WORD_RE.sub(lambda m: f"‹{m.group()}›", _reveal(fragment), count=1)


class RoleTagDetector(_ViewDetector):
    """Forged role or system markup: ``<system>``, ``[system]``, ``System:`` lines, ``<ctx-data``.

    ``<ctx-data`` is the assembler's own fence tag; the assembler escapes it in
    content, and screening reports it because nothing benign writes it.
    """

    name = "role_tag"

    def find_in(self, view: _View) -> list[ScreenHit]:
        hits = _group_hits(self.name, view, "role", view.angle)
        hits += _group_hits(self.name, view, "role", view.bracket)
        hits += _line_hits(self.name, view, _ROLE_LINE_RE, _ROLE_LINE_ANCHORS)
        # {"role": "system"}: found from the role names' own positions
        text = view.text
        seen: set[int] = set()
        for name in (b"system", b"deveioper", b"assistant"):
            for p in view.positions(name, normed=False):
                m = _ROLE_JSON_RE.search(text, max(0, p - 24), p + 12)
                if m and m.start() not in seen:
                    seen.add(m.start())
                    hits.append(_hit(self.name, text, m.start(), m.end()))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _defang_token(text, hit)


# --- 3. chat-template tokens -----------------------------------------------------------


def _closes_html_strike(text: str, hit: ScreenHit) -> bool:
    """``</s>`` that closes an HTML ``<s>`` strikethrough is markup, not an end-of-sequence token.

    (Llama's ``<s>[INST] ... </s>`` is still caught through its ``[INST]`` tokens.)
    """
    if text[hit.start : hit.end].lower() != "</s>":
        return False
    before = text[max(0, hit.start - 500) : hit.start].lower()
    opened = before.rfind("<s>")
    return opened != -1 and "</s>" not in before[opened:]


class ChatTemplateTokenDetector(_ViewDetector):
    """Special tokens of chat templates (``<|im_start|>``, ``[INST]``, ``<<SYS>>``, ``Human:``)."""

    name = "chat_template_token"

    def find_in(self, view: _View) -> list[ScreenHit]:
        text = view.text
        hits = [
            h
            for h in _group_hits(self.name, view, "template", view.angle)
            if not _closes_html_strike(text, h)
        ]
        hits += _group_hits(self.name, view, "template", view.bracket)
        hits += _line_hits(self.name, view, _HUMAN_LINE_RE, (b"human",))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _defang_token(text, hit)


# --- 4. invisible, bidi and tag-block Unicode ------------------------------------------

_TAG_FLAG_RE = re.compile("[\U000e0030-\U000e0039\U000e0061-\U000e007a]{2,6}\U000e007f")
_JOINERS = frozenset("\u200c\u200d")


def _decode_variation_selectors(run: str) -> str:
    """Bytes hidden one per variation selector (the "emoji smuggling" trick)."""
    data = bytearray()
    for ch in run:
        cp = ord(ch)
        data.append(cp - 0xFE00 if cp <= 0xFE0F else cp - 0xE0100 + 16)
    return data.decode("utf-8", "replace")


class InvisibleUnicodeDetector(_ViewDetector):
    """Zero-width characters mid-text and runs of variation selectors used as carriers."""

    name = "invisible_unicode"

    def find_in(self, view: _View) -> list[ScreenHit]:
        if not view.special:
            return []
        text = view.text
        hits: list[ScreenHit] = []
        for start, end in view.special_runs["vs"]:
            if end - start >= 2:  # one selector after an emoji is normal; a run carries bytes
                decoded = _decode_variation_selectors(text[start:end])
                hits.append(
                    _hit(self.name, text, start, end, f"hidden bytes: {printable(decoded)}")
                )
        for start, end in view.special_runs["zw"]:
            if start == 0 and text[0] == "\ufeff":
                start += 1  # a byte-order mark at the very start is harmless
                if start == end:
                    continue
            if (
                end - start == 1
                and text[start] in _JOINERS
                and start > 0
                and end < len(text)
                and not text[start - 1].isascii()
                and not text[end].isascii()
            ):
                continue  # ZWJ/ZWNJ inside emoji sequences, Persian or Indic words
            hits.append(_hit(self.name, text, start, end, _codepoint_list(text[start:end])))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _reveal(text[hit.start : hit.end])


class BidiControlDetector(_ViewDetector):
    """Bidirectional controls (U+202A..U+202E, U+2066..U+2069, LRM/RLM, ALM) that reorder text."""

    name = "bidi_control"

    def find_in(self, view: _View) -> list[ScreenHit]:
        if not view.special:
            return []
        text = view.text
        return [
            _hit(self.name, text, start, end, _codepoint_list(text[start:end]))
            for start, end in view.special_runs["bidi"]
        ]

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _reveal(text[hit.start : hit.end])


class UnicodeTagBlockDetector(_ViewDetector):
    """Unicode tag characters (U+E0000..U+E007F): invisible ASCII ("ASCII smuggling").

    ``detail`` holds the decoded hidden text. Emoji subdivision flags (England,
    Scotland, Wales) legitimately use a short tag sequence after U+1F3F4 and are
    not reported.
    """

    name = "unicode_tag_block"

    def find_in(self, view: _View) -> list[ScreenHit]:
        if not view.special:
            return []
        text = view.text
        hits: list[ScreenHit] = []
        for start, end in view.special_runs["tag"]:
            run = text[start:end]
            if start > 0 and text[start - 1] == "\U0001f3f4" and _TAG_FLAG_RE.fullmatch(run):
                continue
            decoded = "".join(
                chr(ord(c) - 0xE0000) if 0x20 <= ord(c) - 0xE0000 < 0x7F else "" for c in run
            )
            hits.append(_hit(self.name, text, start, end, f"hidden ASCII: {decoded[:200]}"))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _reveal(text[hit.start : hit.end])


# --- 5. encoded payloads ----------------------------------------------------------------

_RUN_MIN = 24
_RUN_NEEDLE = b"a" * _RUN_MIN
_HEX_MIN = 32
_HEX_RE = re.compile(r"[0-9a-fA-F]+")
_TEXT_HEADS = b"IJKLMNOPQRSTUVWXYZabcdef"
_WS = str.maketrans("", "", "\n\r\t")


def _as_text(data: bytes) -> str | None:
    """Decoded bytes as text, or None when they are not mostly printable text."""
    if len(data) < 8:
        return None
    try:
        s = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    body = s.translate(_WS)
    if not body:
        return None
    if not body.isprintable():
        bad = sum(1 for c in body if not c.isprintable())
        if bad > len(body) // 10:
            return None
    return s


def _decode_run(run: str) -> tuple[str, str] | None:
    """(encoding, decoded text) when ``run`` is hex or base64 of printable text."""
    if len(run) >= _HEX_MIN and len(run) % 2 == 0 and _HEX_RE.fullmatch(run):
        text = _as_text(bytes.fromhex(run))
        if text is not None:
            return "hex", text
    if run.islower() or run.isupper() or run.isdigit():
        return None  # base64 of text mixes cases; identifiers and hashes mostly do not
    # Every 4th character of base64 encodes the top six bits of a byte; for ASCII
    # text (0x20..0x7e) that is "I".."f". CamelCase identifiers fail this cheaply.
    heads = run[0::4].encode("ascii", "replace")
    if len(heads.translate(None, _TEXT_HEADS)) * 4 > len(heads):
        return None
    urlsafe = "-" in run or "_" in run
    if urlsafe and ("+" in run or "/" in run):
        return None
    body = run.rstrip("=")
    if len(body) % 4 == 1:
        body = body[:-1]
    body += "=" * (-len(body) % 4)
    try:
        data = base64.b64decode(body, altchars=b"-_" if urlsafe else None, validate=True)
    except (binascii.Error, ValueError):
        return None
    text = _as_text(data)
    if text is None:
        return None
    return ("base64url" if urlsafe else "base64"), text


class EncodedPayloadDetector(_ViewDetector):
    """Base64/base64url (>= 24 chars) and hex (>= 32 chars) runs that decode to instructions.

    A run is reported only when it decodes to mostly printable text in which the
    override, role-tag or chat-template detectors fire (or which is itself an
    encoded payload, one level down), so hashes, UUIDs, git SHAs and base64 of
    binary data pass.
    """

    name = "encoded_payload"

    def __init__(self, inner: Sequence[Detector] | None = None, *, depth: int = 2) -> None:
        self._inner: tuple[Detector, ...] = (
            tuple(inner)
            if inner is not None
            else (OverridePhraseDetector(), RoleTagDetector(), ChatTemplateTokenDetector())
        )
        self._depth = depth

    def __repr__(self) -> str:
        return f"EncodedPayloadDetector(inner={list(self._inner)!r}, depth={self._depth})"

    def find_in(self, view: _View) -> list[ScreenHit]:
        m = view.b64
        i = m.find(_RUN_NEEDLE)
        if i == -1:
            return []
        text = view.text
        hits: list[ScreenHit] = []
        verdicts: dict[str, str | None] = {}  # long identifiers repeat; decide each once
        while i != -1:
            j = m.find(b" ", i + _RUN_MIN)
            if j == -1:
                j = len(m)
            end = j
            while end < len(text) and end - j < 2 and text[end] == "=":
                end += 1
            run = text[i:end]
            if run in verdicts:
                verdict = verdicts[run]
            else:
                verdict = verdicts[run] = self._inspect(run, self._depth)
            if verdict is not None:
                hits.append(_hit(self.name, text, i, end, verdict))
            i = m.find(_RUN_NEEDLE, j)
        return hits

    def _inspect(self, run: str, depth: int) -> str | None:
        decoded = _decode_run(run)
        if decoded is None:
            return None
        kind, payload = decoded
        names = sorted({h.detector for d in self._inner for h in d.find(payload)})
        if not names and depth > 1:
            inner = EncodedPayloadDetector(self._inner, depth=depth - 1)
            if inner.find(payload):
                names = [self.name]
        if not names:
            return None
        return f"{kind} decodes to {printable(payload, 60)!r} [{', '.join(names)}]"

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return f"[encoded payload removed: {hit.end - hit.start} chars]"


# --- 6. exfiltration links -------------------------------------------------------------

_MD_IMAGE_RE = re.compile(
    r"!\[(?P<alt>[^\[\]\n]{0,500})\]\(\s*<?(?P<url>(?:https?:)?//[^\s()<>?]*"
    + _QUERY
    + r"[^\s()<>]+)>?(?:\s+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^)\n]*\)))?\s*\)",
    re.IGNORECASE,
)
_MD_REF_DEF_RE = re.compile(
    r"\[(?P<label>[^\]\n]{1,200})\]:[ \t]*<?(?P<url>(?:https?:)?//[^\s>?]*"
    + _QUERY
    + r"[^\s>]+)>?",
    re.IGNORECASE,
)
_MD_IMAGE_REF_RE = re.compile(
    r"!\[(?P<alt>[^\[\]\n]{0,500})\](?:\[(?P<ref>[^\[\]\n]{0,200})\])?(?!\()"
)
_IMG_TAG_RE = re.compile("<" + _IMG_ANGLE, re.IGNORECASE)
_HOST_RE = re.compile(r"^(?:https?:)?//([^/?#\s]+)", re.IGNORECASE)


def _host(url: str) -> str:
    m = _HOST_RE.match(url)
    return m.group(1) if m else url


def _label_key(label: str) -> str:
    return " ".join(label.split()).casefold()


class ExfiltrationLinkDetector(_ViewDetector):
    """Images whose URL carries a query string: rendering them sends data to the host.

    Inline markdown (``![a](https://h/p?d=...)``), reference-style markdown
    (``![a][1]`` with ``[1]: https://h/p?d=...``; the hit is the definition,
    which holds the URL) and HTML ``<img src=...?...>``. Images without a query
    string and ordinary (non-image) links are not reported.
    """

    name = "exfiltration_link"

    def find_in(self, view: _View) -> list[ScreenHit]:
        text = view.text
        hits: list[ScreenHit] = []
        for m in view.angle:
            if m.group("img") is None:
                continue
            hits.append(
                _hit(self.name, text, m.start(), m.end(), f"HTML image to {_host(m['url'])}")
            )
        # The shared "[" pass already located every "![": match there only.
        starts = [m.start() - 1 for m in view.bracket if m.group("image") is not None]
        ref_images: list[re.Match[str]] = []
        for start in starts:
            inline = _MD_IMAGE_RE.match(text, start)
            if inline:
                detail = f"image to {_host(inline['url'])}"
                hits.append(_hit(self.name, text, inline.start(), inline.end(), detail))
            elif ref := _MD_IMAGE_REF_RE.match(text, start):
                ref_images.append(ref)
        if ref_images:
            hits += self._reference_hits(text, ref_images)
        return hits

    def _reference_hits(self, text: str, images: list[re.Match[str]]) -> list[ScreenHit]:
        if "]:" not in text:
            return []
        # The regex starts with a literal "[" so the engine can hop; a definition
        # must also start its line (up to three spaces of indent), checked here.
        defs = [
            m
            for m in _MD_REF_DEF_RE.finditer(text)
            if not text[text.rfind("\n", 0, m.start()) + 1 : m.start()].strip(" \t")
            and m.start() - text.rfind("\n", 0, m.start()) - 1 <= 3
        ]
        definitions = {_label_key(m["label"]): m for m in reversed(defs)}
        if not definitions:
            return []
        used: dict[str, str] = {}
        for m in images:
            key = _label_key(m["ref"] or m["alt"])
            if key in definitions and key not in used:
                used[key] = m.group()
        hits = []
        for key, image in used.items():
            d = definitions[key]
            detail = f"reference image {printable(image, 40)} to {_host(d['url'])}"
            hits.append(_hit(self.name, text, d.start(), d.end(), detail))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        fragment = text[hit.start : hit.end]
        for pattern in (_MD_IMAGE_RE, _IMG_TAG_RE, _MD_REF_DEF_RE):
            m = pattern.search(fragment)
            if m:
                url = m["url"]
                q = url.index("?")
                start = m.start("url") + q
                out = fragment[:start] + "?[removed]" + fragment[m.end("url") :]
                return _reveal(out)
        return _wrap_screened(fragment)


# --- the screener -----------------------------------------------------------------------

DEFAULT_DETECTORS: tuple[Detector, ...] = (
    OverridePhraseDetector(),
    RoleTagDetector(),
    ChatTemplateTokenDetector(),
    InvisibleUnicodeDetector(),
    BidiControlDetector(),
    UnicodeTagBlockDetector(),
    EncodedPayloadDetector(),
    ExfiltrationLinkDetector(),
)
DETECTOR_NAMES: tuple[str, ...] = tuple(d.name for d in DEFAULT_DETECTORS)

# Detectors whose hits neutralize() must leave none of: after a pass the screener
# re-scans with these and defuses whatever a first pass uncovered (a template
# token inside an exfiltration image's alt text, say). Override phrases are kept
# readable inside their marker on purpose, so they are not in this set.
_STRUCTURAL = frozenset(DETECTOR_NAMES) - {OverridePhraseDetector.name}
_MAX_PASSES = 4


@dataclass(frozen=True, slots=True)
class ScreenOutcome:
    """Result of :meth:`Screener.screen`: the text to send (None when dropped) and the hits."""

    text: str | None
    hits: tuple[ScreenHit, ...]
    action: ScreeningAction

    @property
    def dropped(self) -> bool:
        return self.text is None

    @property
    def flagged(self) -> bool:
        return bool(self.hits)


class Screener:
    """Runs detectors over untrusted text and defuses what they find.

    ``Screener()`` uses :data:`DEFAULT_DETECTORS`; pass your own sequence to add
    or remove detectors (``Screener([*DEFAULT_DETECTORS, MyDetector()])``).
    """

    def __init__(self, detectors: Sequence[Detector] | None = None) -> None:
        self.detectors: tuple[Detector, ...] = (
            DEFAULT_DETECTORS if detectors is None else tuple(detectors)
        )
        for d in self.detectors:
            if not isinstance(d, Detector) or not d.name:
                raise ConfigError(
                    f"{d!r} is not a screening detector: it needs a non-empty `name` "
                    "and a `find(text)` method returning ScreenHit objects."
                )
        self._by_name: dict[str, Detector] = {}
        for d in self.detectors:
            self._by_name.setdefault(d.name, d)

    def __repr__(self) -> str:
        return f"Screener({[d.name for d in self.detectors]})"

    def scan(self, text: str) -> tuple[ScreenHit, ...]:
        """Every hit of every detector, sorted by position (start, end, detector)."""
        if not text:
            return ()
        view = _View(text)
        hits: list[ScreenHit] = []
        for d in self.detectors:
            if isinstance(d, _ViewDetector):
                hits.extend(d.find_in(view))
            else:
                hits.extend(d.find(text))
        hits.sort(key=lambda h: (h.start, h.end, h.detector))
        return tuple(hits)

    def neutralize(self, text: str, hits: Sequence[ScreenHit]) -> str:
        """``text`` with every hit made inert but readable. Deterministic.

        Overlapping hits are resolved left to right (the earliest, widest hit
        wins); afterwards the structural detectors are re-run and anything they
        still find is defused, so re-scanning the result yields no hits except
        override phrases, which stay readable inside ``[screened: ...]``.
        """
        out = self._apply(text, hits)
        structural = [d for d in self.detectors if d.name in _STRUCTURAL]
        for _ in range(_MAX_PASSES):
            if not structural:
                break
            view = _View(out)
            left = sorted(
                (
                    h
                    for d in structural
                    for h in (d.find_in(view) if isinstance(d, _ViewDetector) else d.find(out))
                ),
                key=lambda h: (h.start, -h.end),
            )
            if not left:
                return out
            out = self._apply(out, left)
        return out

    def _apply(self, text: str, hits: Sequence[ScreenHit]) -> str:
        parts: list[str] = []
        pos = 0
        for h in sorted(hits, key=lambda h: (h.start, -h.end, h.detector)):
            if h.end <= pos or h.start >= len(text):
                continue  # inside a span already replaced
            if h.start < pos:
                parts.append(_defang(text[pos : h.end]))
                pos = h.end
                continue
            parts.append(text[pos : h.start])
            parts.append(self._replacement(text, h))
            pos = h.end
        parts.append(text[pos:])
        return "".join(parts)

    def _replacement(self, text: str, hit: ScreenHit) -> str:
        detector = self._by_name.get(hit.detector)
        custom: Callable[[str, ScreenHit], str] | None = getattr(detector, "neutralize", None)
        if custom is not None:
            return custom(text, hit)
        return _wrap_screened(text[hit.start : hit.end])

    def screen(
        self,
        text: str,
        action: ScreeningAction | str = ScreeningAction.FLAG,
        *,
        label: str = "text",
    ) -> ScreenOutcome:
        """Scan ``text`` and apply ``action``; ``label`` names the input in a raised error."""
        act = ScreeningAction.parse(action)
        hits = self.scan(text)
        if not hits or act is ScreeningAction.FLAG:
            return ScreenOutcome(text, hits, act)
        if act is ScreeningAction.NEUTRALIZE:
            return ScreenOutcome(self.neutralize(text, hits), hits, act)
        if act is ScreeningAction.DROP:
            return ScreenOutcome(None, hits, act)
        summary = "; ".join(str(h) for h in hits[:5]) + (
            f"; and {len(hits) - 5} more" if len(hits) > 5 else ""
        )
        raise InjectionDetectedError(
            f"Untrusted {label} contains instruction-like content ({len(hits)} screening "
            f"hit{'s' if len(hits) != 1 else ''}): {summary}. Remove it from the source, or "
            "assemble with screening action 'neutralize' or 'drop' instead of 'raise'.",
            hits,
        )


DEFAULT_SCREENER = Screener()
