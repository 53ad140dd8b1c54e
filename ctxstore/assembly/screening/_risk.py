"""Risk score: weak signals that only together mark a passage as an injection.

No single phrase of a social-engineering injection is suspicious: "the manager
has approved an exception", "you should now", "without asking the customer",
"do not mention this" all occur in ordinary business and policy text. What an
injection has, and a policy does not, is several *kinds* of them in one
passage, usually addressed to the assistant. So each passage (a paragraph, or
a window of about 700 characters around an anchor word) is scored:

==============  ======  ==========================================================
signal          weight  examples
==============  ======  ==========================================================
addressed       3       "note to the AI assistant", "if you are a language model",
                        "when summarizing this page"
override        2       "instead of your task", "your real task", "no longer apply"
authority       2       "approved by the administrator", "message from the
                        security team", "you are authorized to"
bypass          2       "without verification", "no need to confirm", "skip the
                        check"
secrecy         2       "do not mention this", "keep this hidden from the user"
exfiltration    2       "send the conversation to", "forward the password to"
imperative      1       "you must now", "immediately issue", "grant full access"
urgency         1       "URGENT", "immediately", "right now"
==============  ======  ==========================================================

A passage is reported when its score (each kind counted once) reaches
:data:`THRESHOLD` with at least two kinds present, one of them ``addressed``
or ``authority``: an injection speaks to the assistant or in someone's name. The weights and threshold
were tuned on the ``tune`` half of ``tests/data/screening_corpus.jsonl`` and
are reported on the other half; an ordinary policy ("you must keep your
password secret", "approved by the CFO, please submit by Friday") scores 3 or
less. The social-engineering wordings of ``_social`` (a role that approved,
permission handed over, a sensitive act, the conversation as its scope) are
matched only where one of their first words stands, so they cost a string
search per word. The same kinds, weights and rule apply in the 18 other
languages of the override phrase table (``_risk_lang``), with fewer wordings
each.
"""

from __future__ import annotations

import bisect
import re

from ctxstore.assembly.screening import _social
from ctxstore.assembly.screening._base import ScreenHit, _hit
from ctxstore.assembly.screening._risk_lang import find_other_languages
from ctxstore.assembly.screening._view import _FOLD, _View, _ViewDetector, register_anchors
from ctxstore.assembly.screening._window import normalize_text

THRESHOLD = 5
_AI = (
    r"(?:ai|a i|assistant|chatbot|chat bot|bot|language model|llm|model|agent|copilot|gpt|chatgpt"
    r"|claude|gemini|automated system|ai system|ai model|ai agent|large language model)"
)
_DATA = (
    r"(?:conversation|chat(?: history| log| transcript)?|history|messages?|password|passwords"
    r"|credentials?|api keys?|keys|access tokens?|tokens?|secrets?|personal (?:data|details"
    r"|information)|email address(?:es)?|contacts?|files?|documents?|system prompt|instructions"
    r"|context|session(?: id| cookie)?s?|cookies?|credit card(?: number)?s?|card numbers?"
    r"|ssn|social security numbers?|phone numbers?|address(?:es)?|account (?:details|numbers?)"
    r"|customer (?:data|records|list)|user(?: s)? (?:data|details|information|name|email)"
    r"|summary of (?:the|this) conversation|everything|archive|invoices?|records?|database"
    r"|dump|export|backups?|reports?|order history|purchase history)"
)
SIGNALS: tuple[tuple[str, int, re.Pattern[str] | None], ...] = tuple(
    (kind, weight, re.compile(pattern) if pattern is not None else None)
    for kind, weight, pattern in (
        (
            "addressed",
            3,
            r"(?:^|\. |: )(?:dear |hey |the |to the |for |for the |for all |for any |attention )?"
            r"(?:ai |a i )?(?:assistant|ai|llm|chatbot|ai agent|language model|chatgpt|claude|gemini"
            r"|copilot)s? : |when (?:you are )?asked (?:about|for|to|whether|if)"
            rf"|(?:note|message|memo|instructions?|attention|reminder|hint) (?:to|for) (?:the |any |all "
            rf"|you the )?{_AI}s?\b|(?:dear|hey|hello|hi|attention) {_AI}\b|if you are an? "
            rf"(?:\w+ )?{_AI}\b|(?:an? |the |any )?{_AI}s? (?:reading|processing|parsing|summari[sz]"
            rf"ing|analy[sz]ing|crawling|browsing) this|to (?:the|any) {_AI} (?:that|who|which)"
            rf"|you the {_AI}|as an? {_AI} you|when (?:you )?(?:summari[sz]|answer|respond|reply"
            rf"|describ|review|rank|translat|process)\w* (?:this|the|about)|the {_AI} (?:must|should"
            rf"|will|shall|has to|needs to|is required to)|if (?:an? |any |the )?{_AI}s? (?:reads"
            rf"|is reading|processes|parses|sees|summari[sz]es|crawls)",
        ),
        (
            "override",
            2,
            r"instead of (?:your|the) (?:task|instructions|answer|summary)|your (?:real|actual|true"
            r"|new|only) (?:task|job|goal|purpose|instructions?) (?:is|are|now)|(?:previous|prior"
            r"|earlier|original|above) (?:\w+ ){0,2}(?:no longer apply|are void|are cancel+ed|do not"
            r" apply)|takes? (?:precedence|priority) over|supersedes? (?:all|any|your|the)|regardless"
            r" of (?:your|any|the) (?:instructions|rules|guidelines|policy|policies)|new task\b"
            r"|(?:your|the) (?:content |safety |usage |security )?(?:policy|policies|rules|guidelines"
            r"|restrictions) (?:does|do) not apply",
        ),
        (
            "authority",
            2,
            r"(?:approved|authori[sz]ed|sanctioned|cleared|signed off|mandated|requested|ordered)"
            r" by (?:the |your |our )?(?:\w+ ){0,2}(?:admin\w*|ceo|cto|cfo|management|manager|owner"
            r"|security team|it department|it team|developers?|operators?|creators?|openai|anthropic"
            r"|google|legal|compliance|support team|supervisor|head of \w+)|(?:this is|message from"
            r"|on behalf of|notice from|instruction from|update from) (?:the |your |an? )?(?:system "
            r"administrator|administrator|admin|sysadmin|developers?|security team|it department"
            r"|operators?|creators?|openai|anthropic|support team|management|platform team)"
            r"|(?:an? |the )?exception (?:has been|was|is) (?:approved|granted|authori[sz]ed|made)"
            r"|(?:has|have) (?:approved|authori[sz]ed|granted|cleared|signed off on) (?:\w+ ){0,4}"
            r"(?:access|exception|request|refund|payout|override|this)"
            r"|(?:admin|administrator|root|elevated|override|special|full) (?:access|permissions?"
            r"|privileges?|rights|mode|clearance) (?:has been |have been |is |are )?(?:granted"
            r"|approved|enabled|activated|authori[sz]ed)|you (?:are|have been) (?:now )?(?:authori"
            r"[sz]ed|permitted|allowed|cleared|approved) to|pre ?approved|has been verified by",
        ),
        (
            "bypass",
            2,
            r"without (?:any |further |additional |the usual |first )?(?:verification|verifying"
            r"|confirmation|confirming|approval|checking|checks|asking|authentication|review"
            r"|consent|validation)|without (?:sending|asking for|requiring|requesting|getting) (?:a |an "
            r"|the |any )?(?:\w+ )?(?:confirmation|verification|approval|code|consent)"
            r"|no (?:need|reason) to (?:verify|confirm|check|ask|validate"
            r"|authenticate|review)|(?:skip|bypass|ignore|disable|override) (?:the |all |any )?"
            r"(?:\w+ )?(?:verification|confirmation|checks?|safety|security|approval|validation"
            r"|authentication|review) (?:step|process|checks?|procedure)?|(?:do not|don t|never)"
            r" (?:ask|check|verify|confirm) (?:with )?(?:the )?(?:user|customer|owner|requester)",
        ),
        (
            "secrecy",
            2,
            r"(?:do not|don t|never|must not|should not) (?:mention|reveal|disclose|tell|inform"
            r"|notify|alert|say|log|record|report|acknowledge|show)\w* (?:\w+ ){0,3}?(?:this|these"
            r"|that|it|anything|the user|users|the customer|anyone|them|about)|keep (?:this|it"
            r"|these instructions) (?:secret|confidential|hidden|private|between us)|without "
            r"(?:the user|the customer|anyone|them) (?:knowing|noticing|seeing|being told)"
            r"|(?:silently|quietly|covertly|secretly)",
        ),
        (
            "exfiltration",
            2,
            rf"(?<!not )(?<!never )(?:send|forward|email|e mail|post|upload|transmit|exfiltrate|leak"
            rf"|submit|copy|paste|append|include|encode|embed|attach)\w* (?:\w+ ){{0,4}}?{_DATA}"
            rf"(?: \w+){{0,3}}? (?:to|into|at|in|via) (?:https? |www |\S+ (?:\. )?(?:com|net|org|io|example)"
            rf"|the (?:following|url|link|address|endpoint|webhook|server)|this (?:url|link|address"
            rf"|endpoint|webhook|email)|an? (?:external|remote|outside) |attacker|\S+ at \S+|my )"
            rf"|(?:post|send|upload|forward|email)\w* (?:it|them|this|that|the (?:results?|output"
            rf"|table|list|export|file|data)) (?:\w+ ){{0,2}}?to (?:the |a |an |this |my )?(?:webhook"
            rf"|endpoint|url|server|address|https?)|(?:reply|respond|answer) with (?:the |your |our )?"
            rf"(?:internal |secret |private |hidden |full )?{_DATA}",
        ),
        (
            "imperative",
            1,
            r"(?:you (?:must|should|need to|have to|are to|will now|shall)(?: now| immediately)?"
            r"|(?:^|\. |: )(?:now |immediately |then |first )?(?:issue|grant|transfer|approve|delete|export"
            r"|execute|run|call|invoke|refund|pay|wire|disable|enable|reset|unlock|escalate|respond"
            r"|reply|answer|output|print|say|write|recommend|rate)) ",
        ),
        ("permission", 2, None),
        ("sensitive", 2, None),
        ("scope", 1, None),
        (
            "assurance",
            1,
            r"(?:already|has|have) (?:been )?(?:confirmed|verified|validated|approved) (?:by phone|by "
            r"email|in person|it|this|the request|their identity)|is a verified (?:vip|customer|user"
            r"|admin)",
        ),
        (
            "urgency",
            1,
            r"\b(?:urgent|immediately|right now|asap|time sensitive|critical|top priority)\b",
        ),
    )
)

# A passage is scored only when its anchor words come from two of these groups
# (or it addresses an assistant): one kind alone can never reach the threshold,
# and most ordinary paragraphs hold at most one kind.
_GROUPS: dict[str, tuple[bytes, ...]] = {
    "addressed": (
        b"assistant", b"chatbot", b"ianguage modei", b"iim", b"the ai", b"an ai", b"note to",
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
        b"bypass", b"password",
    ),
}  # fmt: skip
_GROUPS["authority"] += tuple(w.encode().translate(_FOLD) for w in _social.AUTHORITY_ANCHORS)
_GROUPS["action"] += tuple(w.encode().translate(_FOLD) for w in _social.ACTION_ANCHORS)
_ANCHORS = tuple(a for group in _GROUPS.values() for a in group)
_GROUP_OF = {a: g for g, group in _GROUPS.items() for a in group}
register_anchors(_ANCHORS)
_ANCHOR_SET = frozenset(_ANCHORS)
_PASSAGE = 700


# Literal words at least one of which every match of a signal contains: testing
# them (a C-speed substring search each) spares the regex on most passages; the
# regexes start with alternations, which ``re`` must try at every position.
_TRIGGERS: dict[str, tuple[str, ...]] = {
    "addressed": ("assistant", " ai ", "ai ", "a i ", "llm", "chatbot", "bot", "model", "agent",
                  "copilot", "gpt", "claude", "gemini", "when "),
    "override": ("instead of", "your real", "your actual", "your true", "your new", "your only",
                 "no longer apply", "void", "cancel", "not apply", "precedence", "priority over",
                 "supersede", "regardless of", "new task"),
    "authority": ("approved", "authori", "sanctioned", "cleared", "signed off", "mandated",
                  "requested by", "ordered by", "admin", "developer", "security team", "exception",
                  "root ", "elevated", "override", "special ", "full ", "permitted", "allowed",
                  "verified by", "on behalf", "message from", "notice from", "update from",
                  "instruction from", "this is", "granted", "authoris"),
    "bypass": ("without", "no need", "no reason", "skip", "bypass", "ignore", "disable",
               "override", " ask ", " check ", " verify ", " confirm "),
    "secrecy": ("not ", "don t", "never", "keep ", "silently", "quietly", "covertly", "secretly"),
    "exfiltration": ("send", "forward", "mail", "post", "upload", "transmit", "exfiltrat", "leak",
                     "submit", "copy", "paste", "append", "include", "encode", "embed", "attach",
                     "reply with", "respond with", "answer with"),
    "imperative": ("you must", "you should", "you need to", "you have to", "you are to",
                   "you will now", "you shall", "issue", "grant", "transfer", "approve", "delete", "export",
                   "execute", "run", "call", "invoke", "refund", "pay", "wire", "disable", "enable",
                   "reset", "unlock", "escalate", "respond", "reply", "answer", "output", "print",
                   "say", "write", "recommend", "rate"),
    "assurance": ("confirmed", "verified", "validated", "approved"),
    "urgency": ("urgent", "immediately", "right now", "asap", "time sensitive", "critical",
                "top priority"),
}  # fmt: skip


_BEFORE, _AFTER = 40, 110  # how far a signal's phrase reaches around its trigger word


def _present(kind: str, pattern: re.Pattern[str], norm: str) -> bool:
    """Whether ``pattern`` matches near one of the signal's trigger words.

    The patterns begin with long alternations, which cost ~0.2 us a character
    over a whole passage; run in small merged windows around their triggers
    they cost a fraction of that.
    """
    starts: list[int] = []
    for t in _TRIGGERS[kind]:
        i = norm.find(t)
        while i != -1:
            starts.append(i)
            i = norm.find(t, i + len(t))
    if not starts:
        return False
    starts.sort()
    lo, hi = max(0, starts[0] - _BEFORE), starts[0] + _AFTER
    for i in starts[1:]:
        if i - _BEFORE <= hi:
            hi = i + _AFTER
            continue
        if pattern.search(norm, lo, hi):
            return True
        lo, hi = i - _BEFORE, i + _AFTER
    return pattern.search(norm, lo, hi) is not None


# Heaviest first, so a passage that can no longer reach the threshold stops early.
_FIRST = ("addressed", "authority")
_BY_WEIGHT = sorted(SIGNALS, key=lambda s: (s[0] not in _FIRST, -s[1]))


def score_text(norm: str, threshold: int = 0) -> tuple[int, list[str]]:
    """(score, signal kinds) of one normalised passage.

    With ``threshold``, scoring stops as soon as the threshold is out of reach
    (the score returned is then a lower bound below it).
    """
    kinds: list[str] = []
    score = 0
    left = sum(w for _k, w, _p in SIGNALS)
    for kind, weight, pattern in _BY_WEIGHT:
        left -= weight
        if (pattern is not None and _present(kind, pattern, norm)) or _social.matches(kind, norm):
            kinds.append(kind)
            score += weight
        elif threshold and score + left < threshold:
            break
        if threshold and kind == "authority" and not kinds:
            break  # neither addressed to an assistant nor claiming authority: not scored
    order = [k for k, _w, _p in SIGNALS]
    return score, sorted(kinds, key=order.index)


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
    {b"the ai", b"an ai", b"iim", b"admin"}
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
            score, kinds = score_text(normalize_text(text, lo, hi), self.threshold)
            if score >= self.threshold and len(kinds) >= 2:
                chunk = text[lo:hi]
                s = lo + len(chunk) - len(chunk.lstrip())
                e = lo + len(chunk.rstrip())
                hits.append(_hit(self.name, text, s, e, f"score {score}: {', '.join(kinds)}"))
        return hits
