"""English vocabulary of social-engineering claims, for the risk score (``_risk``).

A social-engineering injection carries no trigger word; what it has is a
*shape*: someone in charge (a role, not a name) is said to have approved or
allowed something, permission is handed to the reader ("go ahead and", "you
may", "treat them as an administrator"), and a sensitive action follows,
scoped to this conversation or whoever asks next. The patterns below are
built from word lists for each part rather than from example sentences, so
that a new wording of the same shape is covered. They run on text normalised
by ``_window.normalize_text`` (lower case, punctuation as spaces, ``:`` and
sentence ends kept as `` : `` and `` . ``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Someone in charge, by role or body ("the compliance team", "the mailbox owner").
_ROLES = (
    "admin", "admins", "administrator", "administrators", "sysadmin", "sysadmins", "manager",
    "managers", "management", "supervisor", "supervisors", "director", "directors", "ceo", "cfo",
    "cto", "coo", "ciso", "founder", "founders", "vp", "vice president", "president", "boss",
    "executive", "executives", "board", "operator", "operators", "developer", "developers",
    "devs", "engineer", "engineers", "officer", "officers", "auditor", "auditors", "moderator",
    "moderators", "mods", "head office", "headquarters", "hq", "legal", "compliance", "hr", "it",
    "security", r"head of \w+", "team", "desk", "department", "lead", "owner", "council",
    "committee", "principal", "chief", "chair", "treasury", "controller", "registrar",
    "office", "sre", "sres", "ciso", "payroll", "finance", "accounts", "procurement",
    "underwriting", "underwriters?", "partner", "partners", "teacher", "dean", "ops",
    "operations", "success", "qa", "quality assurance", "fleet", "trust and safety", r"tier \d",
    "escalations?", "pharmacist", "doctor", "landlord", "branch", "staff", "leadership",
    "execs?", "svp", "evp", "gm", "dispatch", "dispatcher", "agent", "level",
)  # fmt: skip
_ROLE_WORDS = "|".join(_ROLES)
ROLE = rf"(?:{_ROLE_WORDS})\b"
# With a determiner and one qualifier, where a literal comes first ("this is the
# vendor's auditors"): ``re`` tries it only after that literal.
ROLE_FULL = rf"(?:(?:the|your|our|my|their|his|her|a|an) )?(?:\w+ s |\w+ )?{ROLE}"
# What such a person is said to have done.
_APPROVALS = (
    "approved", r"authori[sz]ed", r"signed (?:\w+ )?off(?: on)?", "okayed", "ok d", "oked",
    "cleared", r"vouched(?: for)?", "confirmed", "verified", "checked", "whitelisted",
    "allowlisted", "waived", "exempted", "enabled", "granted", "decided", "instructed", "agreed",
    "permitted", "allowed", "sanctioned", "green ?lit", "reviewed", "signed",
    r"gave (?:\w+ )?(?:the )?(?:go ahead|green light|permission|clearance|approval|ok|okay"
    r"|consent|sign off)",
    r"given (?:\w+ )?(?:the )?(?:go ahead|green light|permission|clearance)",
    "says", "said", "wants", "asked", "requested", r"told (?:me|us)",
    # cleared in advance, blessed, fine with it, an exception made
    r"pre ?(?:cleared|approved|authori[sz]ed)", "blessed", "consented", "accepted", "validated",
    r"made (?:an |this |a one off )?exception", r"(?:\w+ )?(?:s|is|was|are) (?:fine|ok|okay|happy)"
    r" with (?:it|this|that)", r"(?:said|says) (?:it s|it is|that s|this is) (?:fine|ok|okay)",
    r"(?:has|have) been (?:told|informed|notified|briefed|looped in)",
)  # fmt: skip
_APPROVAL = "|".join(_APPROVALS)
_SOURCES = (
    "per", "as per", r"on (?:the )?(?:instruction|instructions|orders?|authority|request) (?:of|from)",
    "on behalf of", "as agreed with", "as instructed by", "at the request of",
    r"(?:message|note|notice|memo|heads up|word|update|instruction|directive)"
    r" (?:relayed |passed on |forwarded )?from",
    r"(?:comes|came|sent) (?:directly |straight |personally )?from",
)  # fmt: skip
# Their first words, two where one ("on", "as") is everywhere in English.
_SOURCE_STARTS = (
    "per ", "as per", "on the instruction", "on instruction", "on the order", "on order",
    "on the authority", "on authority", "on the request", "on request", "on behalf",
    "as agreed", "as instructed", "at the request", "message from", "note from", "notice from",
    "memo from", "heads up from", "word from", "update from", "instruction from",
    "message relayed", "message passed", "message forwarded", "note relayed",
    "instructions from", "directive from", "comes ", "came ", "sent ",
)  # fmt: skip
_INTROS = ("this is", "i m", "i am", "we are", "we re", "it s", "i run", "i manage", "i head",
           "i lead")  # fmt: skip
_SENSITIVE_VERBS = (
    "reset", "unlock", "grant", "give", "hand", "share", "disclose", "reveal", "paste", "read out",
    "forward", "export", "delete", "remove", "wire", "transfer", "pay out", "release", "refund",
    "approve", "change", "set", "turn off", "disable", "waive", "erase", "wipe", "elevate",
    "upgrade", "promise", "list", "mark", "process", "pay",
    # handing something over, or moving money or limits
    "move", "route", "dispense", "tell", "read", "send", "attach", "restore", "reverse", "bump",
    "increase", "raise", "unblock", "reinstate", "print", "issue", "add", "apply", "convert",
    "credit", "dictate", "email", "text", "drop",
)  # fmt: skip
_SENSITIVE_OBJECTS = (
    r"passwords?|accounts?|access|rights|admin|mfa|2fa|payments?|payouts?|refunds?|money|funds|usd"
    r"|eur|gbp|\d+|bank|card|address|phone number|email address|logs?|records|data|database"
    r"|encryption|permissions|discount|fees?|warranty|claims?|orders?|emails|messages"
    r"|configuration|config|system prompt|rules|instructions|security answers|credentials"
    r"|api keys?|tokens?|invoices?|quotas?|limits?|grades|salar(?:y|ies)|addresses|ownership"
    r"|keys|door codes?|key cards?|codes?|pins?|ssh keys?|root|security questions|purchase history"
    r"|answer keys?|transactions|supply|combination|tracker|tax returns?|chargebacks|two factor"
    r"|loyalty points|reviews|phone numbers|shipment|inbox|mailbox|badges?|vpn|login|logins"
    r"|iban|payslips?|medical records|discounts?|cash"
)
_DISCLOSE_VERBS = (
    "share", "sharing", "disclose", "disclosing", "reveal", "revealing", "paste", "pasting", "hand",
    "handing", "give", "giving", "read out", "reading out", "list", "listing", "provide",
    "providing", "show", "showing", "export", "exporting",
)  # fmt: skip
_ACT_VERBS = (*_SENSITIVE_VERBS, "process", "add", "lift", "close", "skip", "read", "send",
              "credit", "apply", "hide", "issue", "extend", "cancel", "invite", "answer", "email",
              "move", "update", "tell", "confirm", "switch", "set", "raise")  # fmt: skip
# Where an order starts: a sentence, or a clause after "so", "and", "please" ...
_ORDER_AFTER = (". ", ": ", "so ", "and ", "then ", "please ", "now ", "just ", "to ")


@dataclass(frozen=True, slots=True)
class Wording:
    """One signal's wordings, matched only where one of their first words stands.

    Signal patterns are long alternations; ``re.search`` tries each of them at
    every position (about 2 us a character, 1.5 ms for a 700-character
    passage). Matched with ``re.match`` at the occurrences of their first words
    (``starts``), found with ``str.find``, they cost a few microseconds.
    ``after``: the match must also follow one of these (or start the passage).
    """

    kind: str
    starts: tuple[str, ...]
    pattern: re.Pattern[str]
    after: tuple[str, ...] = ()


def _first_words(alternatives: tuple[str, ...]) -> tuple[str, ...]:
    """Literal first words of regex alternatives ("head of \\w+" -> "head")."""
    out: list[str] = []
    for alt in alternatives:
        group = re.match(r"\(\?:([^()]*)\)", alt)
        for part in group.group(1).split("|") if group else [alt]:
            out.append(re.split(r"[ (\\\[?]", part, maxsplit=1)[0])
    return tuple(w for w in dict.fromkeys(out) if w)


def _w(kind: str, starts: tuple[str, ...], pattern: str, after: tuple[str, ...] = ()) -> Wording:
    return Wording(kind, tuple(dict.fromkeys(starts)), re.compile(pattern), after)


_AI_READERS = ("assistant", "bot", "chatbot", "ai", "agent", "model", "the")
# Not a rule against the act: "never share customer data", "do not reset the password".
_NOT_NEGATED = r"(?<!never )(?<!not )(?<!don t )(?<!cannot )(?<!can t )(?<!won t )"
# A verb that is a noun's first half: "print jobs not collected are deleted", "release
# notes are out", "transfer fees have changed" (the plural noun, then its verb).
# Nor a label's first word: "Grant payment schedule:", "Transfer log:" (a noun or two, then
# the colon; fresh57's finance false alarm, read after its evaluation). "Send the
# following:", "Reply with:" and "Grant access now:" stay orders.
NOUN_COMPOUND = (
    r"(?! [a-z]+s (?:are|is|were|was|not|will|must|should|can|may|have|has|that|which"
    r"|older|over|under)\b)"
    r"(?! (?!(?:the|a|an|all|every|each|any|this|that|these|those|with|to|me|us|it|them|your"
    r"|my|our|his|her|their|following|out|back|only|now|full|in|on|for|up|off)\b)\w+"
    r" (?:(?!now|immediately|today|asap|please)\w+ )?: )"
)
# Words that follow a role word without being a name ("it was confirmed", "the team also
# said", "security is checked"): a passive or a clause, not a person who approved.
_NOT_A_NAME = (
    r"(?:was|is|are|were|be|been|being|has|have|had|also|then|not|and|or|that|who|which|s|it|this"
    r"|they|we|will|would|can|could|should|must|may|might|never|only|first|once|later|in|on"
    r"|at|for|of|to|by|with|as|if|so|but|when|where|all|any|each|every|no)"
)
WORDINGS: tuple[Wording, ...] = (
    # "the compliance team signed off", "their supervisor has vouched for", "head of support here"
    _w("authority", _first_words(_ROLES),
       rf"{ROLE} (?:has |have |had |already |just |personally |even )*(?:{_APPROVAL})\b"
       # a name after the role: "the store manager Priya told me", "supervisor Alvarez confirmed"
       rf"|{ROLE} (?!{_NOT_A_NAME}\b)[a-z]+ (?:already |just |personally )?(?:{_APPROVAL})\b"
       rf"|{ROLE} (?:\w+ ){{1,5}}?(?:has|have|had) (?:already |just |personally )?(?:{_APPROVAL})\b"
       # a label in a role's name, not one for its readers ("Instructions for managers:")
       rf"|{ROLE} (?:here|speaking|writing)\b|(?<!for )(?<!to )(?<!attention )"
       rf"{ROLE} (?:notice|memo|message|note|update|alert|announcement|bulletin"
       rf"|directive|instruction|order)s? : |(?<!for )(?<!to )(?<!attention ){ROLE} : "),
    # "okayed by the regional director", "approved in advance by management"
    # (not a review that may happen: "conversations may be reviewed by staff")
    _w("authority", _first_words(_APPROVALS),
       r"(?<!may be )(?<!might be )(?<!will be )(?<!can be )(?<!could be )(?<!must be )"
       rf"(?<!should be )(?<!to be )(?:{_APPROVAL}) (?:\w+ ){{0,2}}by {ROLE_FULL}"),
    # "this is Dana from IT", "I'm the engineer who deployed", "we are the vendor's auditors"
    _w("authority", _INTROS,
       rf"(?:{'|'.join(_INTROS)}) (?:\w+ ){{0,2}}?(?:from|of|in) {ROLE_FULL}"
       rf"|(?:{'|'.join(i for i in _INTROS if i != 'it s')}) {ROLE_FULL}"),
    # "per head office", "on instruction from the platform team", "as agreed with your operator"
    _w("authority", _SOURCE_STARTS, rf"(?:{'|'.join(_SOURCES)}) {ROLE_FULL}"),
    # "following approval from the works council", "with sign-off from your manager"
    _w("authority", ("following", "with", "after", "got", "have", "has"),
       rf"(?:following|with|after|got|have|has) (?:the |an? |written |explicit |full )?(?:approval"
       rf"|permission|sign off|go ahead|green light|authori[sz]ation|clearance) (?:from|of|by)"
       rf" {ROLE_FULL}"),
    # "the tenant gave permission", "sanctioned at director level"
    _w("authority", ("gave", "given", "granted", "approved", "sanctioned", "cleared", "signed",
                     "authorised", "authorized"),
       r"(?:gave|given|granted) (?:\w+ )?(?:permission|consent|the go ahead|the green light)\b"
       r"|(?:approved|sanctioned|cleared|signed off|authori[sz]ed) at (?:\w+ )?(?:director|board"
       r"|management|executive|vp|c suite|senior|manager) level\b"),
    _w("authority", ("has", "have", "with"),
       r"(?:has|have|with) (?:special |full |pre |prior |explicit )(?:clearance|approval"
       r"|authori[sz]ation|permission)"),
    # permission handed to the reader, or a rule switched off for this case
    _w("permission", ("you", "this", "go", "feel", "it", "is", "treat", "no", "does", "do", "are", "there",
                      "unrestricted", "without", "has", "session", "chat", "conversation", "user",
                      "caller", "requester", "account", "request", *_AI_READERS),
       r"you (?:can|may|are (?:now )?(?:allowed|permitted|free|cleared|authori[sz]ed|able|welcome)"
       r"|have (?:permission|clearance|approval)|do not need to|don t need to|no longer need to)\b"
       r"|go ahead and\b|feel free to\b|it s (?:fine|ok|okay|safe) to\b|is (?:fine|ok|okay) to\b"
       r"|(?:the )?(?:assistant|bot|chatbot|ai|agent|model) (?:may|can|is (?:now )?(?:allowed"
       r"|permitted|free|cleared))\b|treat (?:them|him|her|this \w+|the \w+|it) as\b"
       r"|(?:session|chat|conversation|user|caller|requester|account|request) is (?:now )?"
       r"(?:trusted|verified|cleared|exempt|whitelisted)\b|no longer (?:needs?|requires?|applies"
       r"|apply)\b|(?:does|do) not apply\b|(?:is|are) (?:hereby )?waived\b|there is no need\b"
       r"|unrestricted mode\b|without the usual\b|has been lifted\b|(?:is|are) (?:now )?entitled to\b"
       # a third party allowed to see or have something
       r"|(?:this|the) \w+ (?:\w+ )?(?:may|can) (?:now )?(?:see|view|access|have|get|receive|read"
       r"|keep)\b"),
    # someone other than the reader's principal, or every later request, as the target
    _w("scope", ("this", "the", "whoever", "anyone", "for", "from", "during", "other", "in", "give",
                 "send", "tell", "read", "hand", "show", "pay", "email", "issue", "grant",
                 "forward", "pass", "text"),
       r"(?:this|the) (?:thread|chat|conversation|session|ticket|caller|requester|queue|laptop"
       r"|visitor|buyer|client|partner|applicant|contractor|vendor|guest|person|user|customer"
       r"|parent|tenant|driver|call|member)\b"
       r"|whoever (?:asks|requests|calls|is)\b|anyone who\b|for the rest of\b|from now on\b"
       r"|during this\b|other users\b|in (?:this|the) (?:thread|chat|queue)\b"
       # a person the reader serves, and orders that hand something to "him", "her", "them"
       r"|(?:this|the) (?:gentleman|lady|man|woman|student|consultant|intern|employee"
       r"|policyholder|account holder|patient|rider|reseller|seller|new parent|son|daughter"
       r"|person|contractor|caller s|customer s|client s|former employee)\b|whoever \w+s\b"
       r"|(?:give|send|tell|read|hand|show|pay|email|issue|grant|forward|pass|text) (?:him|her"
       r"|them)\b"),
    # a sensitive act on accounts, money or data ("unlock account 55120")
    _w("sensitive", _first_words(_SENSITIVE_VERBS),
       rf"{_NOT_NEGATED}"
       rf"(?:{'|'.join(_SENSITIVE_VERBS)}){NOUN_COMPOUND} (?:\w+ ){{0,5}}?(?:{_SENSITIVE_OBJECTS})\b"),
    # the same verbs as an order
    _w("imperative", (*_first_words(_ACT_VERBS), "let", "log"),
       rf"(?:{'|'.join(_ACT_VERBS)}){NOUN_COMPOUND} (?:the |all |every |any |their |his |her |this |it |them "
       r"|a |an |\w+ )|(?:let|log) (?:them|him|her) in\b", _ORDER_AFTER),
    # revealing data to the conversation itself (no external address needed)
    _w("exfiltration", _first_words(_DISCLOSE_VERBS),
       rf"{_NOT_NEGATED}"
       rf"(?:{'|'.join(_DISCLOSE_VERBS)}) (?:\w+ ){{0,4}}?(?:passwords?|password reset|security"
       r" answers?|bank details|card numbers?|saved card|payroll|records|customer list|contact"
       r" database|database|configuration|config|rules you|system prompt|api keys?|credentials"
       r"|order details|personal data|price sheet|discount code|audit log|messages|emails|mfa"
       r"|one time code|pin)\b"),
    _w("bypass", ("without", "skip", "waive", "cap", "limit", "policy", "rule", "restriction",
                  "requirement", "no", "nothing", "even"),
       r"without (?:looking at|checking|reading|involving|asking)\b|skip (?:the )?(?:\w+ ){0,2}"
       r"(?:code|check|questions?|step|review|verification)\b|nothing (?:further |else |more )?to"
       r" (?:confirm|check|verify)\b|without waiting for\b|even though the (?:\w+ ){0,2}(?:score"
       r"|check|flag|alert)\b|waive (?:the |all |any )?(?:\w+ )?"
       r"(?:fees?|checks?|questions?|limits?|cap|requirements?)\b|(?:cap|limit|policy|rule"
       r"|restriction|requirement)s? (?:does|do) not apply\b|no need to involve\b"),
    _w("secrecy", ("off", "out", "between", "don", "do", "never", "should"),
       r"(?:off the record|out of the loop|between us)\b|(?:don t|do not|never) (?:flag|escalate"
       r"|report|loop in|involve|copy in|cc|log|record)\b|should not escalate\b"),
)  # fmt: skip
_BY_KIND: dict[str, tuple[Wording, ...]] = {}
for _wd in WORDINGS:
    _BY_KIND[_wd.kind] = (*_BY_KIND.get(_wd.kind, ()), _wd)


_Trie = dict[str, "_Trie"]


def _prefix_trie(words: tuple[str, ...]) -> str:
    """A regex that matches where one of ``words`` starts, as a trie of their letters.

    ``re`` tries the branches of an alternation one by one, so a lookahead
    listing 120 first words costs 120 comparisons at every space; the trie
    (``a(?:dmin|gree|s)|b(?:oard|oss)|...``) costs one per letter read. A word
    that is a prefix of another ends the lookahead there: it already matched.
    """
    trie: _Trie = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: _Trie) -> str:
        if "" in node:
            return ""
        alts = [re.escape(ch) + emit(child) for ch, child in sorted(node.items())]
        return alts[0] if len(alts) == 1 else f"(?:{'|'.join(alts)})"

    return emit(trie)


def _kind_finders(wordings: tuple[Wording, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Two regexes that find, in one call each, whether any of ``wordings`` matches.

    A wording matches where one of its first words (``starts``) begins a word
    (the passage start, or after a space), its ``after`` context precedes it
    (not needed at the passage start) and its pattern matches there. The first
    regex tries the passage start; the second starts with a literal space, so
    ``re`` hops between spaces in C instead of a ``str.find`` loop per first
    word (about 130 of them for the authority wordings).
    """
    at_start: list[str] = []
    after_space: list[str] = []
    for wd in wordings:
        if not wd.starts:
            continue
        body = rf"(?={_prefix_trie(wd.starts)})(?:{wd.pattern.pattern})"
        at_start.append(body)
        guard = "|".join(f"(?<={re.escape(a)})" for a in wd.after)
        after_space.append(f"(?:{guard}){body}" if guard else body)
    # Every alternative opens with its own first-word lookahead at the same place, so
    # one lookahead over all the first words rules a space out before the wordings
    # are tried one by one (matches and their positions are the same).
    starts = tuple(s for wd in wordings for s in wd.starts)
    gate = f"(?={_prefix_trie(starts)})" if starts else ""
    return re.compile(f"(?:{'|'.join(at_start)})"), re.compile(
        f" {gate}(?:{'|'.join(after_space)})"
    )


_FINDERS = {kind: _kind_finders(wds) for kind, wds in _BY_KIND.items()}


def matches(kind: str, norm: str) -> bool:
    """Whether a wording of signal ``kind`` occurs in the normalised passage ``norm``."""
    finders = _FINDERS.get(kind)
    if finders is None:
        return False
    first, later = finders
    return first.match(norm) is not None or later.search(norm) is not None


# Anchors that occur inside common words ("director", "memory", "illegal", "paper").
WHOLE_WORD_ANCHORS = ("ceo", "cfo", "cto", "memo", "legal", "per ", "board", "owner", "lead:",
                      "lead here", "team:", "signed", "vouch", "hand ")  # fmt: skip
# Anchor words for the risk score's pre-filter, by group (folded by ``_risk``).
AUTHORITY_ANCHORS = (
    "manager", "supervisor", "director", "ceo", "cfo", "cto", "founder", "owner", "head of",
    "management", "board", "operator", "developer", "engineer", "officer", "auditor", "legal",
    "compliance", "signed", "okayed", "vouch", "whitelist", "allowlist", "clearance",
    "go-ahead", "go ahead", "head office", "headquarters", "security desk", "lead:", "lead here",
    "team:", "per ", "heads-up", "memo", "notice:", "update:", "speaking", "council",
    "committee", "principal",
    # roles and consent that the wordings above know
    "sanction", "consented", "blessed", "fine with it", "said it is fine", "pre-clear",
    "pre-authori", "been told", "underwriting", "chief of staff", "head teacher", "dean",
    "ciso", "tier 3", "escalation", "gave permission", "partner here", "i run the",
    "relayed from", "in charge",
)  # fmt: skip
ACTION_ANCHORS = (
    "go ahead and", "you can", "you may", "treat them", "treat this", "treat the", "waive",
    "no longer", "not apply", "paste", "disclose", "reveal", "share", "read out", "unlock",
    "reset", "wire", "whoever", "from now on", "this chat", "this session",
    "this conversation", "this thread", "this ticket", "is trusted", "unrestricted",
    "out of the loop", "off the record", "release", "turn off", "hand ", "let them in",
    "skip", "unlock", "export", "delete", "forward", "bank detail", "card number", "saved card",
    "phone number", "security answer", "credential", "api key", "configuration",
    "payroll", "database", "audit log", "this call", "this guest", "this visitor", "this user",
    "this customer", "this client", "this parent", "this tenant", "the requester", "the caller",
    "invoice", "quota", "the green light", "don't log", "cancel", "credit",
    # money, keys, personal data and limits handed to someone
    "salary", "payout", "pay out", "transfer", "refund", "discount", "account ending",
    "security question", "answer key", "door code", "key card", "ssh key", "two-factor",
    "tax return", "phone numbers", "chargeback", "dispense", "reinstate", "unblock", "bump",
    "read him", "read her", "tell me", "give him", "give her", "give them", "the gentleman",
    "this student", "this buyer", "this policyholder", "payment", "access to",
)  # fmt: skip
