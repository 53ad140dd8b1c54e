"""The risk score in 27 other languages (signals in ``_risk_lang_table`` and ``_risk_lang_more``).

Same weights, threshold and rule as the English score (``_risk``): a passage
is reported when its signal kinds add up to the threshold with at least two
kinds, one of them ``addressed`` or ``authority``. Each language's phrases
(``_risk_lang_table``) are or'ed with its social-engineering shape
(``_social_lang``: roles, approvals, sensitive acts, third-party targets and
permission built from word tables) and with the weight-1 kinds of
``_risk_lang_weak`` (urgency, an assurance, a request), and hypothetical claims ("even if the
caller says a manager approved it") are blanked before scoring. A passage is scored in a
language only when one of the language's anchor words occurs in it (and, for
an anchor that is an English word too, "administrator", when the passage
also holds one of the language's common words or a non-ASCII letter), so text
in other languages costs an automaton pass and English text next to nothing.
"""

from __future__ import annotations

import re
import unicodedata

from ctxstore.assembly.screening import _directive, _reader_lang
from ctxstore.assembly.screening._anchors import ScriptAnchors, register_anchors
from ctxstore.assembly.screening._base import ScreenHit, _hit
from ctxstore.assembly.screening._config_keys import passage_without_config_keys
from ctxstore.assembly.screening._fold import _FOLD
from ctxstore.assembly.screening._lang_table import STOPWORDS
from ctxstore.assembly.screening._quoted import passage_as_read
from ctxstore.assembly.screening._risk_lang_more import MORE_LANGS, PERMISSION
from ctxstore.assembly.screening._risk_lang_table import RISK_LANGS as _PHRASE_TABLE_LANGS
from ctxstore.assembly.screening._risk_lang_table import RiskLang
from ctxstore.assembly.screening._risk_lang_weak import ASSURANCE, IMPERATIVE, URGENCY
from ctxstore.assembly.screening._signals import SPEECH_REACH, blanked
from ctxstore.assembly.screening._social_lang import SHAPE_OF, SHAPES
from ctxstore.assembly.screening._view import _View
from ctxstore.assembly.screening._window import normalize_text

WEIGHTS = {"addressed": 3, "directive": 2, "spoken_to": 2, "authority": 2, "bypass": 2, "secrecy": 2,
           "exfiltration": 2, "sensitive": 2, "permission": 2, "scope": 2, "assurance": 1,
           "urgency": 1, "imperative": 1}  # fmt: skip
# the 18 languages of the override phrase table, then nine more (``_risk_lang_more``)
RISK_LANGS = (*_PHRASE_TABLE_LANGS, *MORE_LANGS)
_WEAK = {"assurance": ASSURANCE, "urgency": URGENCY, "imperative": IMPERATIVE}
_PASSAGE = 350  # characters on each side of an anchor, cut at paragraph breaks


def _pattern(lang: RiskLang, kind: str) -> str:
    """The language's phrases for ``kind``, or'ed with its social-engineering shape's."""
    shape = SHAPE_OF.get(lang.code)
    own = getattr(lang, kind, None)
    built = getattr(shape, kind, None) if shape is not None else None
    # an order to the AI reader is also addressed to it (``_directive``)
    told = _directive.OTHER.get(lang.code) if kind in ("addressed", "directive") else None
    label = _directive.OTHER_LABEL.get(lang.code) if kind == "addressed" else None
    # the reader named by what it does with this text ("the assistant handling this inbox")
    reader = _reader_lang.READER.get(lang.code) if kind == "addressed" else None
    # counted only in a passage already addressed to the AI reader (``score_lang``)
    you = _reader_lang.YOU.get(lang.code) if kind == "spoken_to" else None
    weak = _WEAK[kind].get(lang.code) if kind in _WEAK else None
    # permission in the nine languages outside the shape's tables (``_risk_lang_more``)
    more = PERMISSION.get(lang.code) if kind == "permission" else None
    parts = [p for p in (own, built, told, label, reader, you, weak, more) if p]
    return "|".join(f"(?:{p})" for p in parts) if parts else r"(?!)"


def _folded(pattern: str) -> str:
    # as the window folds each character of the text (NFKC): "ज़" is "ज" and a nukta there
    return "".join(unicodedata.normalize("NFKC", c) for c in pattern)


def _compile(lang: RiskLang) -> tuple[tuple[str, int, re.Pattern[str]], ...]:
    return tuple(
        (kind, w, re.compile(_folded(_pattern(lang, kind)))) for kind, w in WEIGHTS.items()
    )


_SIGNALS = {lang.code: _compile(lang) for lang in RISK_LANGS}
_HEDGES = {s.code: re.compile(s.hedge) for s in SHAPES}
_STOPS = {
    code: re.compile(r"(?<!\w)(?:" + "|".join(words) + r")(?!\w)")
    for code, words in STOPWORDS.items()
}

# Latin-script anchors: looked up in the folded byte view with every other anchor.
_LATIN: dict[bytes, tuple[str, ...]] = {}
# Other scripts: one automaton over the text's non-ASCII bytes.
_SCRIPT: dict[str, tuple[str, ...]] = {}
for _lang in RISK_LANGS:
    _shape = SHAPE_OF.get(_lang.code)
    _told = (*_directive.ANCHORS.get(_lang.code, ()), *_reader_lang.ANCHORS.get(_lang.code, ()))
    for _a in (*_lang.anchors, *(_shape.anchors if _shape is not None else ()), *_told):
        if _a.isascii():
            _key = _a.encode().translate(_FOLD)
            _LATIN[_key] = (*_LATIN.get(_key, ()), _lang.code)
        else:
            _SCRIPT[_a] = (*_SCRIPT.get(_a, ()), _lang.code)
register_anchors(_LATIN)
# Anchors that are English words as well: their passage must look like the language.
_ENGLISH = frozenset(w.encode().translate(_FOLD) for w in ("administrator", "assistant",
                                                          "supervisor"))  # fmt: skip
_LATIN_SET = frozenset(_LATIN)
# The table's anchors are looked up as written, in capitals and capitalised; the
# shape's (``_social_lang``) are lower-case pieces inside words, looked up as
# written only, which keeps the shared non-ASCII pass's needles few.
_TABLE_ANCHORS = frozenset(a for lang in _PHRASE_TABLE_LANGS for a in lang.anchors)
_SCRIPT_PRESENCE = ScriptAnchors(_SCRIPT, as_written=frozenset(_SCRIPT) - _TABLE_ANCHORS)


def _spoken_to(code: str, norm: str, you: re.Pattern[str]) -> bool:
    """An address to the AI reader ending in a colon, then "you" ("Hinweis für das
    Sprachmodell, das diese Seite liest: Deine bisherigen Vorgaben ...")."""
    address = _SIGNALS[code][0][2]  # "addressed" comes first in WEIGHTS
    for m in address.finditer(norm):
        colon = norm.find(" : ", m.start(), m.end() + 40)
        if colon != -1 and you.search(norm, colon, colon + SPEECH_REACH):
            return True
    return False


def score_lang(code: str, norm: str, threshold: int = 0) -> tuple[int, list[str]]:
    """(score, signal kinds) of a normalised passage in language ``code``."""
    hedge = _HEDGES.get(code)
    if hedge is not None:  # "even if the caller says a manager approved it"
        norm = blanked(hedge, norm)
    score, kinds = 0, []
    for kind, weight, pattern in _SIGNALS[code]:
        if kind == "spoken_to":
            if "addressed" in kinds and _spoken_to(code, norm, pattern):
                score += weight
                kinds.append(kind)
            continue
        if pattern.search(norm):
            score += weight
            kinds.append(kind)
        elif threshold and kind == "authority" and not kinds:
            break  # neither addressed nor authority: never reported
    return score, kinds


def addressed_language(norm: str) -> str | None:
    """The language in which a short normalised text addresses an AI reader, if any.

    For hidden markup (``_hidden``), where being addressed to an assistant is
    enough: its bodies are short and rare, so every language is tried.
    """
    for code, signals in _SIGNALS.items():
        if signals[0][2].search(norm):  # "addressed" comes first in WEIGHTS
            return code
    return None


def _passage(text: str, p: int) -> tuple[int, int]:
    lo = text.rfind("\n\n", max(0, p - _PASSAGE), p)
    lo = max(0, p - _PASSAGE) if lo == -1 else lo + 2
    hi = text.find("\n\n", p, p + _PASSAGE)
    hi = min(len(text), p + _PASSAGE) if hi == -1 else hi
    return lo, hi


def find_other_languages(view: _View, threshold: int, name: str) -> list[ScreenHit]:
    """Risk-score hits in the 27 other languages."""
    text = view.text
    # (text offset, languages, whether the anchor is an English word too)
    where: list[tuple[int, tuple[str, ...], bool]] = []
    for needle, positions in view.present(_LATIN_SET, normed=True):
        english = needle in _ENGLISH
        where += [(view.to_text(p, p + 1)[0], _LATIN[needle], english) for p in positions]
    if view.nonascii:
        anchors = _SCRIPT_PRESENCE.present(view)
        if anchors:
            lowered = text.lower()
            same = len(lowered) == len(text)
            for a in anchors:
                i = (lowered if same else text).find(a)
                while i != -1:
                    where.append((i, _SCRIPT[a], False))
                    i = (lowered if same else text).find(a, i + 1)
    if not where:
        return []
    passages: dict[tuple[int, int], dict[str, bool]] = {}
    for p, codes, english in sorted(where):
        langs = passages.setdefault(_passage(text, p), {})
        for c in codes:
            # English-looking only if every anchor of the language there is an English word
            langs[c] = langs.get(c, True) and english
    hits: list[ScreenHit] = []
    last_end = -1
    for (lo, hi), langs in sorted(passages.items()):
        if lo < last_end:
            continue
        # security advice quoting an attack is read with the quotation blanked
        norm = passage_as_read(text, lo, hi, normalize_text(text, lo, hi))
        keyed: str | None = ""  # read again without AI configuration keys, once, if it scores
        for code, english in sorted(langs.items()):
            if english and text[lo:hi].isascii() and not _STOPS[code].search(norm):
                continue  # an English text using the word
            score, kinds = score_lang(code, norm, threshold)
            if score >= threshold and len(kinds) >= 2:
                if keyed == "":
                    keyed = passage_without_config_keys(text, lo, hi)
                if keyed is not None:
                    score, kinds = score_lang(code, keyed, threshold)
            if score >= threshold and len(kinds) >= 2:
                chunk = text[lo:hi]
                s = lo + len(chunk) - len(chunk.lstrip())
                e = lo + len(chunk.rstrip())
                hits.append(_hit(name, text, s, e, f"score {score}: {code}: {', '.join(kinds)}"))
                last_end = hi
                break
    return hits
