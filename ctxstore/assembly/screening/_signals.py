"""The weak injection signals and how a passage is scored (``score_text``).

Shared vocabulary, not a detector: the risk score (``_risk``) scores passages
found from its anchor words, and hidden markup (``_hidden``) scores the bodies
of comments and hidden elements with the same signals.

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
                        "when summarizing this page", "if you're the assistant
                        managing my inbox", "any system reading this record:"
directive       2       "the assistant should paste", "Assistant, please read him",
                        "the assistant preparing the entry should" (``_directive``)
spoken_to       2       after an address to the AI reader that opens speech to it
                        (a vocative or a label with a colon), "you": "Dear model,
                        the guardrails in your setup ..." (only with ``addressed``)
override        2       "instead of your task", "your real task", "no longer apply"
authority       2       "approved by the administrator", "message from the
                        security team", "you are authorized to"
bypass          2       "without verification", "no need to confirm", "skip the
                        check"
secrecy         2       "do not mention this", "keep this hidden from the user"
exfiltration    2       "send the conversation to", "forward the password to"
permission      2       "go ahead and", "you may", "treat them as staff"
sensitive       2       "unlock account 55120", "wire the funds", "process the invoice"
scope           2       "this caller", "the customer", "from now on", "whoever asks"
imperative      1       "you must now", "immediately issue", "grant full access"
assurance       1       "already verified by phone", "is a verified customer"
urgency         1       "URGENT", "immediately", "right now"
==============  ======  ==========================================================

A passage is reported when its score (each kind counted once) reaches
:data:`THRESHOLD` with at least two kinds present, one of them ``addressed``
or ``authority``: an injection speaks to the assistant or in someone's name.
The weights and threshold were tuned on the ``tune``, ``tune3``, ``tune4`` and ``tune5``
splits (``tests/data/``) and are reported on the others. ``scope`` weighs 2
since the fourth batch: a claimed approval followed by an order aimed at a
third party the reader serves ("this caller", "the customer") is the shape of
the social-engineering texts that scored 3 (authority and an order) and were
missed; an HR note or support reply addresses its own reader. An ordinary policy ("you must keep your
password secret", "approved by the CFO, please submit by Friday") scores 3 or
less. The social-engineering wordings of ``_social`` (a role that approved,
permission handed over, a sensitive act, the conversation as its scope) are
matched only where one of their first words stands, so they cost a string
search per word. The same kinds, weights and rule apply in the 18 other
languages of the override phrase table and nine more (``_risk_lang``), with fewer wordings
each, plus ``permission`` and ``scope`` in the 15 languages of ``_social_lang`` and
the weight-1 ``urgency``, ``assurance`` and ``imperative`` of ``_risk_lang_weak``.
A hypothetical claim ("even if the caller says a manager approved it", a bank's
warning) is blanked before scoring (``unhedged``).
"""

from __future__ import annotations

import re

from ctxstore.assembly.screening import _directive, _social
from ctxstore.assembly.screening._anchors import LiteralSet
from ctxstore.assembly.screening._regex_syntax import outside_classes, top_level_alternatives

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
# What else processes a document for someone: addressed as such ("any system reading
# this record:", "automated invoice processors:") only with one of the forms above.
_MACHINE = (
    r"(?:system|tool|pipeline|processor|engine|parser|crawler|scraper|summari[sz]er|indexer"
    r"|integration|automation|workflow|service|software|program|script|reviewer|agent)"
)
# The AI nouns a conditional address uses: not "model" ("if the model is overfitting")
# or "agent" (support staff).
_AI_READER = r"(?:ai|assistant|chatbot|bot|llm|language model|copilot)"
# What an agent or assistant is named for when it is a program: "the CI agent", "the
# e-mail assistant", "the file agent" (not "the support agent" or "the research
# assistant", who are people).
_TOOL_JOB = (
    r"(?:ci|build|deploy(?:ment)?|automation|coding|code|e mail|email|mail|inbox|calendar"
    r"|scheduling|file|files|shopping|browser|browsing|web|voice|chat|pipeline|workflow|devops"
    r"|note taking|meeting|transcription|summari[sz]ation|ai|llm|gpt)"
)
# A program that is plainly one, addressed by a note ("Note for the release automation:",
# "note for the screening software", "Note for the grant scoring system:"; found from the
# trigger "note for"); not "service" or "reviewer" (a service desk, a person).
_SOFTWARE = (
    r"(?:automation|software|system|pipeline|script|program|integration|workflow|engine|parser"
    r"|processor|scorer|checker|classifier|screener|crawler|scraper|indexer)"
)
_HANDLING = (
    r"(?:reading|processing|handling|parsing|summari[sz]ing|analy[sz]ing|reviewing|indexing"
    r"|ingesting|importing|receiving|scanning|checking|merging|triaging|compiling|comparing)"
)
SIGNALS: tuple[tuple[str, int, re.Pattern[str] | None], ...] = tuple(
    (kind, weight, re.compile(pattern) if pattern is not None else None)
    for kind, weight, pattern in (
        (
            "addressed",
            3,
            r"(?:^|\. |: )(?:(?:dear |hey |the |to the |for |for the |for all |for any |attention )?"
            r"(?:ai |a i )?(?:assistant|ai|llm|chatbot|ai agent|language model|chatgpt|claude|gemini"
            # a label, not a heading about it ("Least privilege for AI agents:")
            rf"|copilot)s? : |(?<!for )(?<!about )(?<!with )(?<!of )(?<!on )"
            rf"(?:(?!for |about |with |of |on )\w+ )?(?:automated|automation|ai|llm) (?:\w+ ){{0,2}}"
            rf"(?:{_AI}|{_MACHINE})s? : )"
            r"|when (?:you are )?asked (?:about|for|to|whether|if)"
            rf"|(?:note|notice|message|memo|instructions?|attention|reminder|hint|ps|p s|thing"
            rf"|next actions?|actions?) (?:to|for) "
            rf"(?:(?:\w+ ){{1,3}}(?:and|or) )?(?:the |any |all |you the |whatever |whichever )?"
            rf"(?:{_AI}|(?:ai|automated|llm) (?:\w+ )?{_MACHINE}|{_TOOL_JOB} (?:agent|assistant|bot)"
            # "ps for the review-summary tool:", "note for summarization models:"
            rf"|(?:\w+ ){{0,2}}{_SOFTWARE}|(?:\w+ ){{1,2}}(?:tool|model))s?\b(?! {_directive.PEOPLE}|(?:desk|staff|department|owner"
            rf"|provider|vendor)s?\b)"
            rf"|(?:dear|hey|hello|hi|attention) {_AI}\b|if you are an? "
            rf"(?:\w+ )?{_AI}\b|{_AI}s? (?:reading|processing|parsing|summari[sz]"
            rf"ing|analy[sz]ing|crawling|browsing) this(?: \w+){{0,3}}? (?::|must|should|shall|please|needs? to"
            rf"|has to|is to)|(?:for|to) (?:all |any |the )?{_AI}s? (?:reading|processing|parsing"
            rf"|summari[sz]ing|analy[sz]ing|crawling|browsing) this|to (?:the|any) {_AI} (?:that|who|which)"
            rf"|you the {_AI}|as an? {_AI} you|when (?:you )?(?:summari[sz]|answer|respond|reply"
            rf"|describ|review|rank|translat|process)\w* (?:this|the|about)|the {_AI} (?:must|should"
            rf"|will|shall|has to|needs to|is required to)(?! not\b| never\b| no longer\b)|if (?:an? |any |the )?{_AI}s? (?:reads"
            rf"|is reading|processes|parses|sees|summari[sz]es|crawls)"
            # the reader addressed as whatever processes this very text: "if you're the
            # assistant managing my inbox", "if an assistant is summarising this thread",
            # "CI assistants merging this:", "any system reading this record:", "note for
            # reviewers and automated review bots", "automated invoice processors:" (those
            # two are in the alternatives above). A leading optional word ("the", "an") is
            # left out of every alternative: it cannot decide whether one matches, and a
            # pattern that may start with "a" or "t" is tried at nearly every position.
            rf"|if you re (?:an? |the )(?:\w+ )?{_AI}\b|if you are the (?:\w+ )?{_AI}\b"
            rf"|if (?:an? |any |the ){_AI_READER}s? (?:is|are) (?:{_HANDLING}|ranking|answering"
            rf"|drafting|writing|translating)\b"
            # a label, not a rule ("bots using this API must send a User-Agent header")
            rf"|(?:assistant|chatbot|bot|copilot|llm)s? \w+ing (?:this|these)(?: \w+){{0,3}} : "
            # a program named by its job, called on by a label or with "please": "Inbox
            # triage agent: please add ...", "Email agent, please add ..." (the comma is gone)
            rf"|(?:^|\. |: )(?:\w+ )?{_TOOL_JOB} (?:\w+ )?(?:agent|assistant|bot|copilot)s?"
            rf" (?:: |please |kindly )"
            rf"|{_MACHINE}s? (?:{_HANDLING}|running|executing) (?:this|these)(?: \w+){{0,3}} : ",
        ),
        ("directive", 2, None),
        ("spoken_to", 2, None),
        (
            "override",
            2,
            r"instead of (?:your|the) (?:task|instructions|answer|summary)|your (?:real|actual|true"
            r"|new|only) (?:task|job|goal|purpose|instructions?) (?:is|are|now)|(?:previous|prior"
            r"|earlier|original|above) (?:\w+ ){0,2}(?:no longer apply|are void|are cancel+ed|do not"
            r" apply)|takes? (?:precedence|priority)\b|supersedes? (?:all|any|your|the)"
            # "the document above is superseded": the data declared void by the text after it
            r"|(?:document|text|content|data|article|page|block|section|material|results?) above"
            r" (?:is|are|was|were|has been|have been) (?:now )?(?:superseded|void|obsolete|outdated"
            r"|invalid|withdrawn|retracted|cancel+ed)|regardless"
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
            # what follows claims to come from whoever runs the reader: "the block below is
            # from your developer", "everything after this line comes from the orchestrator",
            # "post-extraction note from the retrieval service"
            r"|(?:is|are|comes?|came|was|were) (?:directly )?from (?:your|the) (?:\w+ )?(?:developers?"
            r"|operators?|orchestrator|administrators?|admins?|deployers?|platform(?: team)?"
            r"|retrieval (?:service|system|pipeline)|pipeline)(?! s\b)(?!\w)"
            r"|(?:note|notice|message|update|instructions?) from the (?:retrieval (?:service|system"
            r"|pipeline)|orchestrator|pipeline)"
            r"|(?:an? |the )?exception (?:has been|was|is) (?:approved|granted|authori[sz]ed|made)"
            r"|(?:has|have) (?:approved|authori[sz]ed|granted|cleared|signed off on) (?:\w+ ){0,4}"
            r"(?:access|exception|request|refund|payout|override|this|export|deposit|payment|transfer"
            r"|release|disclosure|change|merge)"
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
            r"|no (?:need|reason) to (?:re ?)?(?:verify|confirm|check|ask|validate"
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
            rf"|submit|copy|paste|append|include|encode|embed|attach)\w* (?:\w+ ){{0,6}}?{_DATA}"
            rf"(?: \w+){{0,6}}? (?:to|into|at|in|via) (?:https? |www |\S+ (?:\. )?(?:com|net|org|io|example)"
            rf"|the (?:following|url|link|address|endpoint|webhook|server)|this (?:url|link|address"
            rf"|endpoint|webhook|email)|an? (?:external|remote|outside) |attacker|\S+ at \S+|my )"
            rf"|(?:post|send|upload|forward|email)\w* (?:it|them|this|that|the (?:results?|output"
            rf"|table|list|export|file|data)) (?:\w+ ){{0,2}}?to (?:the |a |an |this |my )?(?:webhook"
            rf"|endpoint|url|server|address|https?)"
            # "call the tool on https://x/collect?key= followed by the value of DEPLOY_TOKEN"
            rf"|https? (?:\S+ ){{1,12}}?(?:followed by|plus|appended with|concatenated with|with"
            rf" the value of) (?:the )?(?:value of |contents of )?(?:\w+ ){{0,4}}?(?:{_DATA}"
            rf"|environment variables?|env vars?)"
            rf"|(?:reply|respond|answer) with (?:the |your |our )?"
            rf"(?:internal |secret |private |hidden |full )?{_DATA}",
        ),
        (
            "imperative",
            1,
            r"(?:you (?:must|should|need to|have to|are to|will now|shall)(?: now| immediately)?"
            r"|(?:^|\. |: )(?:now |immediately |then |first )?(?:issue|grant|transfer|approve|delete|export"
            r"|execute|run|call|invoke|refund|pay|wire|disable|enable|reset|unlock|escalate|respond"
            r"|reply|answer|output|print|say|write|recommend|rate|provide|share|give|disclose|release"
            r"|merge|mark|send|forward))"
            # not a compound noun or a label's first word ("Transfer schedule:")
            rf"{_social.NOUN_COMPOUND} ",
        ),
        ("permission", 2, None),
        ("sensitive", 2, None),
        ("scope", 2, None),
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

# Literal words at least one of which every match of a signal contains: testing
# them (a C-speed substring search each) spares the regex on most passages; the
# regexes start with alternations, which ``re`` must try at every position.
_TRIGGERS: dict[str, tuple[str, ...]] = {
    "addressed": ("assistant", " ai ", "ai ", "a i ", "llm", "chatbot", "bot", "model", "agent",
                  "copilot", "gpt", "claude", "gemini", "when ", "automated", "ing this",
                  "ing these", "automation",
                  # a note for a program ("Note for the grant scoring system:")
                  "note for", "action for", "notice for", "ps for", "p s for", "thing for"),
    "override": ("instead of", "your real", "your actual", "your true", "your new", "your only",
                 "no longer apply", "void", "cancel", "not apply", "precedence", "priority",
                 " above ",
                 "supersede", "regardless of", "new task"),
    "authority": ("approved", "authori", "sanctioned", "cleared", "signed off", "mandated",
                  "requested by", "ordered by", "admin", "developer", "security team", "exception",
                  "root ", "elevated", "override", "special ", "full ", "permitted", "allowed",
                  "verified by", "on behalf", "message from", "notice from", "update from",
                  "instruction from", "this is", "granted", "authoris", "from your",
                  "from the orchestrator", "from the retrieval", "from the pipeline",
                  "from the operator", "from the platform", "from the developer"),
    "bypass": ("without", "no need", "no reason", "skip", "bypass", "ignore", "disable",
               "override", " ask ", " check ", " verify ", " confirm "),
    "secrecy": ("not ", "don t", "never", "keep ", "silently", "quietly", "covertly", "secretly"),
    "exfiltration": ("send", "forward", "mail", "post", "upload", "transmit", "exfiltrat", "leak",
                     "http",
                     "submit", "copy", "paste", "append", "include", "encode", "embed", "attach",
                     "reply with", "respond with", "answer with"),
    "imperative": ("you must", "you should", "you need to", "you have to", "you are to",
                   "you will now", "you shall", "issue", "grant", "transfer", "approve", "delete", "export",
                   "execute", "run", "call", "invoke", "refund", "pay", "wire", "disable", "enable",
                   "reset", "unlock", "escalate", "respond", "reply", "answer", "output", "print",
                   "say", "write", "recommend", "rate", "provide", "share", "give", "disclose",
                   "release", "merge", "mark", "send", "forward"),
    "assurance": ("confirmed", "verified", "validated", "approved"),
    "urgency": ("urgent", "immediately", "right now", "asap", "time sensitive", "critical",
                "top priority"),
}  # fmt: skip


_BEFORE, _AFTER = 40, 110  # how far a signal's phrase reaches around its trigger word


def _without_optional_opening(alternative: str) -> str:
    """``alternative`` without a leading optional group: "(?:an? |the )?exception ..."
    -> "exception ...".

    A window holds a match of ``(?:G)?R`` exactly when it holds one of ``R`` (a
    match of the whole ends with one of ``R``; one of ``R`` is a match of the
    whole with ``G`` left out), and ``re`` finds a pattern that opens with a
    literal by its own scan in C, where it tried the whole pattern at every
    position of the window before (the group takes its first-character set
    away).
    """
    if not alternative.startswith("(?:"):
        return alternative
    for k, ch, depth in outside_classes(alternative):
        if ch == ")" and depth == 0:
            rest = alternative[k + 1 :]
            # "?" or the lazy "??"; not the possessive "?+", which may not leave G out
            if rest.startswith("?") and not rest.startswith("?+") and rest.strip("?"):
                return rest[2:] if rest.startswith("??") else rest[1:]
            return alternative
    return alternative


# Each signal's regex as its top-level alternatives, compiled one by one: ``re``
# tries every alternative of an alternation at every position of a window
# (~1,700 instructions a character for the "addressed" and "authority" ones),
# while searched alone an alternative that opens with a literal or a set of
# literals is looked for by ``re``'s own scan in C. A window holds a match of
# the regex exactly when it holds one of an alternative.
_ALTERNATIVES: dict[str, tuple[re.Pattern[str], ...]] = {
    kind: tuple(
        re.compile(_without_optional_opening(a)) for a in top_level_alternatives(pattern.pattern)
    )
    for kind, _w, pattern in SIGNALS
    if pattern is not None
}
# The trigger words of each signal, found in one automaton pass over an ASCII
# passage instead of a ``str.find`` each (36 for "authority": ~85,000
# instructions on a 600-character passage).
_TRIGGER_SETS = {
    kind: LiteralSet(t.encode("ascii") for t in triggers) for kind, triggers in _TRIGGERS.items()
}


def _search(kind: str, norm: str, lo: int, hi: int) -> bool:
    return any(a.search(norm, lo, hi) for a in _ALTERNATIVES[kind])


def _trigger_starts(kind: str, norm: str) -> list[int]:
    """Where ``kind``'s trigger words stand in ``norm``, each word's occurrences
    taken one after the other (not overlapping each other), as ``str.find`` steps."""
    starts: list[int] = []
    ends: dict[int, int] = {}  # per word, the end of its last occurrence taken
    for index, start, end in _TRIGGER_SETS[kind].occurrences(norm):  # each word's in order
        if start >= ends.get(index, 0):
            starts.append(start)
            ends[index] = end
    return starts


def _present(kind: str, norm: str) -> bool:
    """Whether the ``kind`` signal's pattern matches near one of its trigger words.

    The patterns begin with long alternations, which cost ~0.2 us a character
    over a whole passage; run in small merged windows around their triggers
    they cost a fraction of that. The pattern is searched as its top-level
    alternatives (``_ALTERNATIVES``).
    """
    starts = _trigger_starts(kind, norm)
    if not starts:
        return False
    starts.sort()
    lo, hi = max(0, starts[0] - _BEFORE), starts[0] + _AFTER
    for i in starts[1:]:
        if i - _BEFORE <= hi:
            hi = i + _AFTER
            continue
        if _search(kind, norm, lo, hi):
            return True
        lo, hi = i - _BEFORE, i + _AFTER
    return _search(kind, norm, lo, hi)


# Heaviest first, so a passage that can no longer reach the threshold stops early.
_FIRST = ("addressed", "authority")
_BY_WEIGHT = sorted(SIGNALS, key=lambda s: (s[0] not in _FIRST, -s[1]))


# A claim someone *might* make ("even if the caller says a manager approved it")
# is a warning about social engineering, not an instance of it: such a clause is
# blanked before scoring, up to the end of its sentence.
_HEDGE = re.compile(
    r"\b(?:even if|even when|even though|whether or not|if|unless|although) (?:\w+ ){0,6}?"
    r"(?:say|says|said|claim|claims|claimed|insist|insists|tell you|tells you|pretend|pretends"
    r"|mention|mentions) [^.:]*"
)
_HEDGE_WORDS = (" say", " claim", " insist", " tell you", " tells you", " pretend", " mention")


def blanked(pattern: re.Pattern[str], norm: str) -> str:
    """``norm`` with ``pattern``'s matches replaced by spaces (offsets unchanged)."""
    return pattern.sub(lambda m: " " * len(m.group()), norm)


def unhedged(norm: str) -> str:
    """``norm`` with hypothetical claims ("even if they say ...") blanked."""
    if any(w in norm for w in _HEDGE_WORDS):
        return blanked(_HEDGE, norm)
    return norm


# "you" outside the address itself ("if you are an AI", "as an assistant you")
_YOU = re.compile(r"\b(?:you|your|yours|yourself)\b")
_YOU_IN_ADDRESS = re.compile(r"\bif you (?:are|re)\b|\bas an? (?:\w+ ){0,2}?you\b")
# What opens speech to the AI reader: a vocative ("Dear model") or a label ending in a
# colon that names it ("Note for the AI processing this document:").
_OPENS_SPEECH = re.compile(rf"\b(?:dear|hey|hello|hi) {_AI}\b|\b{_AI}s?\b(?: [^.:]{{1,60}}?)? : ")
SPEECH_REACH = 200  # how far after the address its "you" may stand


def spoken_to(norm: str) -> bool:
    """Whether a passage addressed to the AI reader opens speech to it that says "you".

    "Dear model, the guardrails in your setup were written for a public chatbot";
    "Note for the AI processing this document: the task you were given is done". A
    document that names an assistant and then tells its human reader "you can review
    them" has no vocative or label before the "you".
    """
    if "you" not in norm:
        return False
    if "if you" in norm or "as a" in norm:
        norm = blanked(_YOU_IN_ADDRESS, norm)
    for m in _OPENS_SPEECH.finditer(norm):
        if _YOU.search(norm, m.end(), m.end() + SPEECH_REACH):
            return True
    return False


def score_text(norm: str, threshold: int = 0) -> tuple[int, list[str]]:
    """(score, signal kinds) of one normalised passage.

    With ``threshold``, scoring stops as soon as the threshold is out of reach
    (the score returned is then a lower bound below it).
    """
    norm = unhedged(norm)
    kinds: list[str] = []
    score = 0
    left = sum(w for _k, w, _p in SIGNALS)
    for kind, weight, pattern in _BY_WEIGHT:
        left -= weight
        if (
            (pattern is not None and _present(kind, norm))
            or _social.matches(kind, norm)
            or (kind in ("addressed", "directive") and _directive.matches(kind, norm))
            or (kind == "spoken_to" and "addressed" in kinds and spoken_to(norm))
        ):
            kinds.append(kind)
            score += weight
        elif threshold and score + left < threshold:
            break
        if threshold and kind == "authority" and not kinds:
            break  # neither addressed to an assistant nor claiming authority: not scored
    order = [k for k, _w, _p in SIGNALS]
    return score, sorted(kinds, key=order.index)
