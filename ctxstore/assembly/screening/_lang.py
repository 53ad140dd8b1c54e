"""Override phrases in 18 languages besides English ("ignora las instrucciones anteriores").

English has its own hand-tuned families in ``_phrases``; the other languages
share one mechanism driven by the table in ``_lang_table``: cheap literal
anchors locate candidate windows (on the folded byte view for Latin scripts,
in the text's non-ASCII characters for the others), the window is normalised
(``_window``) and the language's two patterns run on it. An override needs a
verb, a noun and a qualifier in the language's word order and no negation
before it; a disclosure needs a reveal verb and a "system prompt" noun; the
reader's instructions declared void need a noun, a voiding word and a
second-person marker before them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ctxstore.assembly.screening._anchors import ScriptAnchors, register_anchors
from ctxstore.assembly.screening._base import ScreenHit, _find_all, _hit, add_unless_overlapping
from ctxstore.assembly.screening._lang_table import LANGS, LATIN_ANCHORS, STOPWORDS, LangEntry
from ctxstore.assembly.screening._replaced import replaced_hits
from ctxstore.assembly.screening._view import _View, _ViewDetector
from ctxstore.assembly.screening._window import normalize_window, span_back
from ctxstore.assembly.screening._written_about import quoted_as_example

_BACK = 90
_FWD = 220
_QUAL_REACH = 40
_WORDS = r"(?: \S+){0,6}? \S*?"
_SOV_WORDS = r"\S*(?: \S+){0,4}? \S*?"


@dataclass(frozen=True, slots=True)
class _Compiled:
    entry: LangEntry
    override: re.Pattern[str]
    reveal: re.Pattern[str]
    quals: re.Pattern[str]
    neg: re.Pattern[str] | None
    neg_after: re.Pattern[str] | None
    voided: re.Pattern[str] | None
    you: re.Pattern[str] | None


def _pair(first: str, second: str, order: str) -> str:
    if order == "cjk":
        return f"(?:{first}).{{0,14}}?(?:{second})|(?:{second}).{{0,14}}?(?:{first})"
    if order == "sov":
        return f"(?<!\\w)(?:{second}){_SOV_WORDS}(?:{first})"
    return f"(?<!\\w)(?:{first}){_WORDS}(?:{second})"


def _void_pair(e: LangEntry) -> str:
    """The noun comes first in every language, and a relative clause may stand before the
    voiding words ("les consignes que tu as reçues au départ ne comptent plus")."""
    if e.order == "cjk":
        return _pair(e.void, e.nouns, "cjk")
    return f"(?<!\\w)(?:{e.nouns})\\S*(?: \\S+){{0,7}}? (?:{e.void})"


def _compile(e: LangEntry) -> _Compiled:
    return _Compiled(
        e,
        re.compile(_pair(e.verbs, e.nouns, e.order)),
        re.compile(_pair(e.reveal, e.secret, e.order)),
        re.compile(e.quals),
        re.compile(f"(?:^|\\s)(?:{e.neg})\\s*$") if e.neg else None,
        re.compile(f"^\\S*\\s?(?:\\S+\\s)?(?:{e.neg_after})") if e.neg_after else None,
        re.compile(_void_pair(e)) if e.void else None,
        re.compile(e.you if e.order == "cjk" else f"(?<!\\w)(?:{e.you})(?!\\w)") if e.you else None,
    )


_COMPILED = {e.code: _compile(e) for e in LANGS}
_LATIN_NEEDLES: dict[bytes, tuple[str, ...]] = {}
for _code, _stems in LATIN_ANCHORS.items():
    for _stem in _stems:
        _key = _stem.replace("l", "i").encode()
        _LATIN_NEEDLES[_key] = (*_LATIN_NEEDLES.get(_key, ()), _code)
register_anchors(_LATIN_NEEDLES)
_LATIN_SET = frozenset(_LATIN_NEEDLES)


def _prefilter(e: LangEntry) -> re.Pattern[bytes]:
    """The language's nouns and secrets on the folded byte view (l -> i, loose spacing).

    Checked at C speed around a verb anchor before the window is normalised:
    English text is full of "system" and "ignore", almost never of "instrucciones".
    """
    src = f"{e.nouns}|{e.secret}".replace("l", "i").replace(" ", "[^a-z]{1,4}")
    src = src.replace("\\w", "[a-z]")
    return re.compile(src.encode("ascii", "ignore"))


_PREFILTERS = {code: _prefilter(_COMPILED[code].entry) for code in LATIN_ANCHORS}
_STOPS = {
    code: re.compile(
        ("(?<![a-z])(?:" + "|".join(w.replace("l", "i") for w in words) + ")(?![a-z])").encode()
    )
    for code, words in STOPWORDS.items()
}

_HEAD_RE = re.compile(r"^(?:\(\?:[^)]*\)\?|\[[^\]]*\][*?]?)*([^\\()\[\]|?*+{}.]+)")


def _literal_heads(alternatives: str) -> set[str]:
    heads = set()
    for alt in alternatives.split("|"):
        m = _HEAD_RE.match(alt)
        if m and len(m.group(1).strip()) >= 2:
            # the longest word: "не обращай" must be found from "обращай", not "не"
            heads.add(max(m.group(1).strip().split(" "), key=len))
    return heads


_SCRIPT_ANCHORS: dict[str, tuple[str, ...]] = {}
for _e in LANGS:
    if _e.code in LATIN_ANCHORS:
        continue
    for _head in _literal_heads(_e.verbs) | _literal_heads(_e.secret) | _literal_heads(_e.void):
        _SCRIPT_ANCHORS[_head] = (*_SCRIPT_ANCHORS.get(_head, ()), _e.code)


# found by the view's one pass over the text's non-ASCII bytes
_SCRIPT_PRESENCE = ScriptAnchors(_SCRIPT_ANCHORS)


class MultilingualOverrideDetector(_ViewDetector):
    """ "Ignore previous instructions" and "reveal your system prompt" in 18 other languages.

    ``detail`` names the language and the phrase kind, e.g. ``"de: override"``.
    """

    name = "multilingual_override"
    # the anchors it starts from on the folded view (for detectors that wrap it)
    needles: frozenset[bytes] = _LATIN_SET

    def __init__(self, *, orders_replaced: bool = True) -> None:
        # see OverridePhraseDetector: the rejoining detectors pass False
        self._orders_replaced = orders_replaced

    def find_in(self, view: _View) -> list[ScreenHit]:
        text = view.text
        windows: dict[tuple[int, int], set[str]] = {}
        norm = view.norm
        for needle, positions in view.present(_LATIN_SET, normed=True):
            codes = _LATIN_NEEDLES[needle]
            for p in positions:
                if p > 0 and 0x61 <= norm[p - 1] <= 0x7A:
                    continue  # inside a word: "quen" in "sequence"
                lo_n, hi_n = max(0, p - _BACK), p + _FWD
                live = {
                    c
                    for c in codes
                    if _PREFILTERS[c].search(norm, lo_n, hi_n)
                    and _STOPS[c].search(norm, lo_n, hi_n)
                }
                if not live:
                    continue
                s, _ = view.to_text(p, p + 1)
                key = (max(0, s - _BACK) // 64, (s + _FWD) // 64)
                windows.setdefault(key, set()).update(live)
        nonascii = view.nonascii
        if nonascii:
            present = _SCRIPT_PRESENCE.present(view)
            if present:
                lowered = text.lower()
                same = len(lowered) == len(text)
                for anchor in present:
                    for p in _find_all(lowered if same else text, anchor):
                        key = (max(0, p - _BACK) // 64, (p + _FWD) // 64)
                        windows.setdefault(key, set()).update(_SCRIPT_ANCHORS[anchor])
        replaced = replaced_hits(view, self.name, english=False) if self._orders_replaced else []
        if not windows:
            return replaced
        hits: list[ScreenHit] = []
        for (lo_k, hi_k), langs in sorted(windows.items()):
            lo, hi = lo_k * 64, hi_k * 64 + 64
            window, index = normalize_window(text, lo, hi)
            for code in sorted(langs):
                for kind, start, end in _matches(_COMPILED[code], window):
                    s, e = span_back(index, start, end)
                    if not quoted_as_example(text, s, e):
                        hits.append(_hit(self.name, text, s, e, f"{code}: {kind}"))
        return add_unless_overlapping(_dedupe(hits), replaced)


def _matches(c: _Compiled, norm: str) -> list[tuple[str, int, int]]:
    found: list[tuple[str, int, int]] = []
    for m in c.override.finditer(norm):
        if not c.quals.search(norm, max(0, m.start() - _QUAL_REACH), m.end() + _QUAL_REACH):
            continue
        if _negated(c, norm, m.start(), m.end()):
            continue
        found.append(("override", m.start(), _word_end(c, norm, m.end())))
    for m in c.reveal.finditer(norm):
        if not _negated(c, norm, m.start(), m.end()):
            found.append(("reveal system prompt", m.start(), _word_end(c, norm, m.end())))
    if c.voided is not None and c.you is not None:
        for m in c.voided.finditer(norm):
            if c.you.search(norm, max(0, m.start() - _QUAL_REACH), m.end()):
                found.append(("instructions void", m.start(), _word_end(c, norm, m.end())))
    return found


def _word_end(c: _Compiled, norm: str, end: int) -> int:
    """Stems end mid-word ("instruccion|es"); the hit ends with the word (not in CJK)."""
    if c.entry.order == "cjk":
        return end
    while end < len(norm) and norm[end].isalnum():
        end += 1
    return end


def _negated(c: _Compiled, norm: str, start: int, end: int) -> bool:
    if c.neg is not None and c.neg.search(norm, max(0, start - 14), start):
        return True
    return c.neg_after is not None and c.neg_after.search(norm[end : end + 24]) is not None


def _dedupe(hits: list[ScreenHit]) -> list[ScreenHit]:
    out: list[ScreenHit] = []
    last_end = -1
    for h in sorted(hits, key=lambda h: (h.start, -h.end)):
        if h.start < last_end:
            continue
        out.append(h)
        last_end = h.end
    return out
