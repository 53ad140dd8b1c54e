"""Risk score detector: passages whose weak injection signals add up.

The signals, their weights and the rule (``THRESHOLD``, at least two kinds,
one of them ``addressed`` or ``authority``) are in ``_signals``. This module
finds the passages worth scoring: a paragraph, or a window of about 700
characters around an anchor word, scored only when its anchor words come from
two groups (or it addresses an assistant), so ordinary text costs one shared
automaton pass. The same kinds, weights and rule apply in the 18 other
languages of the override phrase table and nine more (``_risk_lang``).
"""

from __future__ import annotations

import bisect

from ctxstore.assembly.screening import _social
from ctxstore.assembly.screening._anchors import register_anchors
from ctxstore.assembly.screening._base import ScreenHit, _hit
from ctxstore.assembly.screening._config_keys import passage_without_config_keys
from ctxstore.assembly.screening._fold import _FOLD
from ctxstore.assembly.screening._quoted import passage_as_read
from ctxstore.assembly.screening._risk_lang import find_other_languages
from ctxstore.assembly.screening._signals import THRESHOLD, score_text
from ctxstore.assembly.screening._view import _View, _ViewDetector
from ctxstore.assembly.screening._window import normalize_text

__all__ = ["THRESHOLD", "RiskScoreDetector"]

# A passage is scored only when its anchor words come from two of these groups
# (or it addresses an assistant): one kind alone can never reach the threshold,
# and most ordinary paragraphs hold at most one kind.
_GROUPS: dict[str, tuple[bytes, ...]] = {
    "addressed": (
        b"assistant", b"chatbot", b"copiiot", b"bot", b"ianguage modei", b"iim", b"the ai",
        b"an ai", b"note to",
        b"note for", b"message for", b"summariz", b"summaris",
    ),
    "authority": (
        # not "exception" or "permission": Python and POSIX docs are full of both
        b"approv", b"authori", b"administrator", b"admin", b"on behaif", b"security team",
        b"cieared", b"permitted", b"granted", b"pre-approved", b"preapproved", b"verified",
        b"confirmed",
    ),
    "action": (
        b"without", b"no need to", b"do not", b"don't", b"never", b"secret", b"quietiy",
        b"siientiy", b"covert", b"forward", b"send", b"upioad", b"exfiitrat", b"webhook",
        b"poiicy", b"verification", b"instead of", b"supersede", b"precedence", b"skip",
        b"bypass", b"password", b"takes priority", b"take priority", b"above is", b"above are",
    ),
}  # fmt: skip
_GROUPS["authority"] += tuple(w.encode().translate(_FOLD) for w in _social.AUTHORITY_ANCHORS)
# who runs the reader, claimed as the source of what follows ("_signals": authority)
_GROUPS["authority"] += tuple(
    w.encode().translate(_FOLD)
    for w in ("orchestrator", "retrieval service", "retrieval system", "retrieval pipeline",
              "from your developer", "from your operator", "from your admin", "from the platform")
)  # fmt: skip
# whatever processes this very text, addressed as such ("_signals": addressed)
_GROUPS["addressed"] += tuple(
    w.encode().translate(_FOLD)
    for w in (
        "automated",
        "reading this",
        "processing this",
        "handling this",
        "handling these",
        "dear model",
        "hey model",
        "hello model",
        # an agent named as a program or by the run it is in ("_signals": _TOOL_JOB):
        # not "agent" alone, which support macros are full of
        "agent:",
        "agents:",
        "running this",
        "executing this",
        # whatever processes this very text, asked to act (``_directive.request``)
        "whichever",
        "whatever",
        "reader of this",
        "reads this",
        "processes this",
        "handles this",
        "automation:",
        "ps for",
        "p.s. for",
        "thing for",
        "notice for",
        "model should",
        "model must",
        "agent, please",
        "bot, please",
        "asked that the",
        "ask that the",
    )
)
_GROUPS["action"] += tuple(w.encode().translate(_FOLD) for w in _social.ACTION_ANCHORS)
_ANCHORS = tuple(a for group in _GROUPS.values() for a in group)
_GROUP_OF = {a: g for g, group in _GROUPS.items() for a in group}
register_anchors(_ANCHORS)
_ANCHOR_SET = frozenset(_ANCHORS)
_PASSAGE = 700


def passages(text: bytes, anchors: list[int]) -> list[tuple[int, int]]:
    """Paragraph spans (cut to about 700 characters) around each anchor position."""
    spans: list[tuple[int, int]] = []
    for p in sorted(anchors):
        if spans and p < spans[-1][1]:
            continue
        lo = text.rfind(b"\n\n", max(0, p - _PASSAGE // 2), p)
        lo = max(0, p - _PASSAGE // 2) if lo == -1 else lo + 2
        hi = text.find(b"\n\n", p, p + _PASSAGE // 2)
        hi = min(len(text), p + _PASSAGE // 2) if hi == -1 else hi
        spans.append((lo, hi))
    return spans


# Anchors that are also pieces of common words ("director", "memory", "illegal",
# "paper"): they count only as whole words.
_WHOLE_WORDS = frozenset(
    {b"the ai", b"an ai", b"iim", b"admin", b"bot"}
    | {w.encode().translate(_FOLD) for w in _social.WHOLE_WORD_ANCHORS}
)


def _whole(norm: bytes, p: int, size: int) -> bool:
    before = norm[p - 1] if p > 0 else 0x20
    if 0x61 <= before <= 0x7A:
        return False
    last = norm[p + size - 1]
    if not 0x61 <= last <= 0x7A:
        return True  # "per ", "team:": the anchor ends the word itself
    after = norm[p + size] if p + size < len(norm) else 0x20
    return not 0x61 <= after <= 0x7A


def _worth_scoring(groups: set[str]) -> bool:
    """Only a passage addressed to an assistant, or claiming authority and asking for
    something, can reach the threshold in practice; the rest is not scored."""
    return "addressed" in groups or ("authority" in groups and len(groups) >= 2)


class RiskScoreDetector(_ViewDetector):
    """Passages whose weak injection signals add up to :data:`THRESHOLD` or more.

    ``detail`` is the score and the signal kinds, e.g. ``"score 7: addressed,
    authority, bypass"``.
    """

    name = "risk_score"

    def __init__(self, threshold: int = THRESHOLD) -> None:
        self.threshold = threshold

    def __repr__(self) -> str:
        return f"RiskScoreDetector(threshold={self.threshold})"

    def find_in(self, view: _View) -> list[ScreenHit]:
        hits = self._english(view)
        for h in find_other_languages(view, self.threshold, self.name):
            if not any(o.start < h.end and h.start < o.end for o in hits):
                hits.append(h)
        return hits

    def _english(self, view: _View) -> list[ScreenHit]:
        found: list[tuple[int, str]] = []
        norm = view.norm
        for a, positions in view.present(_ANCHOR_SET, normed=True):
            if a in _WHOLE_WORDS:  # the folded "the al(ternative)" reads "the ai"
                positions = [p for p in positions if _whole(norm, p, len(a))]
            found += [(p, _GROUP_OF[a]) for p in positions]
        if not _worth_scoring({g for _p, g in found}):
            return []
        found.sort()
        where = [p for p, _g in found]
        text = view.text
        hits: list[ScreenHit] = []
        for lo_n, hi_n in passages(norm, where):
            first, last = bisect.bisect_left(where, lo_n), bisect.bisect_left(where, hi_n)
            if not _worth_scoring({g for _p, g in found[first:last]}):
                continue
            lo, hi = view.to_text(lo_n, max(lo_n + 1, hi_n))
            # security advice quoting an attack is read with the quotation blanked
            norm_passage = passage_as_read(text, lo, hi, normalize_text(text, lo, hi))
            score, kinds = score_text(norm_passage, self.threshold)
            if score >= self.threshold and len(kinds) >= 2:
                # an AI named as a configuration key is not spoken to (``_config_keys``)
                keyed = passage_without_config_keys(text, lo, hi)
                if keyed is not None:
                    score, kinds = score_text(keyed, self.threshold)
            if score >= self.threshold and len(kinds) >= 2:
                chunk = text[lo:hi]
                s = lo + len(chunk) - len(chunk.lstrip())
                e = lo + len(chunk.rstrip())
                hits.append(_hit(self.name, text, s, e, f"score {score}: {', '.join(kinds)}"))
        return hits
