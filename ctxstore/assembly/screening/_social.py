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

# Someone in charge, by role or body. Bare "team" or "owner" are too common in
# ordinary text, so they need a qualifier ("the compliance team", "mailbox owner").
_ROLE_WORDS = (
    r"admins?|administrators?|sysadmins?|managers?|management|supervisors?|directors?|ceo|cfo|cto"
    r"|coo|ciso|founders?|vp|vice president|president|boss|executives?|board|operators?"
    r"|developers?|devs|engineers?|officers?|auditors?|moderators?|mods|head office|headquarters"
    r"|hq|legal|compliance|hr|it|security|head of \w+|(?:\w+ )?(?:team|desk|department|lead"
    r"|owner|officer)"
)
ROLE = rf"(?:(?:the|your|our|my|their|his|her|a|an) )?(?:\w+ s |\w+ )?(?:{_ROLE_WORDS})"
# What such a person is said to have done.
_APPROVAL = (
    r"approved|authori[sz]ed|signed (?:\w+ )?off(?: on)?|okayed|ok d|oked|cleared|vouched(?: for)?"
    r"|confirmed|verified|checked|whitelisted|allowlisted|waived|exempted|enabled|granted"
    r"|decided|instructed|agreed|permitted|allowed|sanctioned|green ?lit|reviewed|signed"
    r"|gave (?:\w+ )?(?:the )?(?:go ahead|green light|permission|clearance|approval|ok|okay"
    r"|consent|sign off)|given (?:\w+ )?(?:the )?(?:go ahead|green light|permission|clearance)"
    r"|says|said|wants|asked|requested|told (?:me|us)"
)
AUTHORITY = (
    # "the compliance team signed off", "their supervisor has vouched for"
    rf"\b{ROLE} (?:has |have |had |already |just |personally |even |(?:has|have) already )*"
    rf"(?:{_APPROVAL})\b"
    # "okayed by the regional director", "approved in advance by management"
    rf"|(?:{_APPROVAL}) (?:\w+ ){{0,2}}by {ROLE}\b"
    # "this is Dana from IT", "I'm the engineer who deployed", "head of support here"
    rf"|(?:this is|i m|i am|we are|we re|it s) (?:\w+ ){{0,2}}?(?:from|of|in) {ROLE}\b"
    rf"|(?:this is|i m|i am|we are|we re) {ROLE}\b|(?:^|\. |: ){ROLE} here\b"
    rf"|(?:^|\. ){ROLE} : |(?:^|\. )(?:\w+ )?{ROLE} (?:notice|memo|message|note|update|alert"
    rf"|announcement|bulletin|directive|instruction|order)s? : "
    # "per head office", "on instruction from the platform team", "as agreed with your operator"
    rf"|\b(?:per|as per|on (?:the )?(?:instruction|instructions|orders?|authority"
    rf"|request) (?:of|from)|on behalf of|as agreed with|as instructed by|at the request of"
    rf"|(?:message|note|notice|memo|heads up|word|update|instruction|directive) from"
    rf"|(?:comes|came|is|sent) (?:directly |straight |personally )?from) {ROLE}\b"
    rf"|\b(?:has|have|with) (?:special |full |pre |prior |explicit )(?:clearance|approval"
    rf"|authori[sz]ation|permission)"
)
# Permission handed to the reader, or a rule switched off for this case.
PERMISSION = (
    r"\byou (?:can|may|are (?:now )?(?:allowed|permitted|free|cleared|authori[sz]ed|able|welcome)"
    r"|have (?:permission|clearance|approval)|do not need to|don t need to|no longer need to)\b"
    r"|\bgo ahead and\b|\bfeel free to\b|\bit s (?:fine|ok|okay|safe) to\b|\bis (?:fine|ok|okay)"
    r" to\b|\b(?:the )?(?:assistant|bot|chatbot|ai|agent|model) (?:may|can|is (?:now )?(?:allowed"
    r"|permitted|free|cleared))\b|\btreat (?:them|him|her|this \w+|the \w+|it) as\b"
    r"|\b(?:session|chat|conversation|user|caller|requester|account|request) is (?:now )?"
    r"(?:trusted|verified|cleared|exempt|whitelisted)\b|\bno longer (?:needs?|requires?"
    r"|applies|apply)\b|\b(?:does|do) not apply\b|\b(?:is|are) (?:hereby )?waived\b"
    r"|\bthere is no need\b|\bunrestricted mode\b|\bwithout the usual\b|\bhas been lifted\b"
)
# Someone other than the reader's principal, or every later request, as the target.
SCOPE = (
    r"\b(?:this|the) (?:thread|chat|conversation|session|ticket|caller|requester|queue|laptop)\b"
    r"|\bwhoever (?:asks|requests|calls|is)\b|\banyone who\b|\bfor the rest of\b|\bfrom now on\b"
    r"|\bduring this\b|\bother users\b|\bin (?:this|the) (?:thread|chat|queue)\b"
)
# A sensitive act, as an order: at a sentence start or after "so", "and", "please".
SENSITIVE_ACT = (
    r"(?:^|\. |: |, |\bso |\band |\bthen |\bplease |\bnow |\bjust |\bto )(?:reset|unlock|grant"
    r"|give|hand|share|disclose|reveal|paste|list|read out|forward|send|export|delete|remove"
    r"|wire|transfer|pay(?: out)?|release|refund|approve|process|mark|change|set|turn off"
    r"|disable|waive|promise|erase|wipe|add|upgrade|elevate|lift|close|skip) (?:the |all |every "
    r"|any |their |his |her |this |it |them |a |an |\w+ )|\b(?:let|log) (?:them|him|her) in\b"
)
# A sensitive act on accounts, money or data: a verb that changes or hands over
# something, with such an object a few words on ("unlock account 55120").
SENSITIVE = (
    r"\b(?:reset|unlock|grant|give|hand|share|disclose|reveal|paste|read out|forward|export|delete"
    r"|remove|wire|transfer|pay out|release|refund|approve|change|set|turn off|disable|waive|erase"
    r"|wipe|elevate|upgrade|promise|list|mark) (?:\w+ ){0,4}?(?:passwords?|accounts?|access|rights"
    r"|admin|mfa|2fa|payments?|payouts?|refunds?|money|funds|usd|eur|gbp|\d+|bank|card|address"
    r"|phone number|email address|logs?|records|data|database|encryption|permissions|discount"
    r"|fees?|warranty|claims?|orders?|emails|messages|configuration|config|system prompt|rules"
    r"|instructions|security answers|credentials|api keys?|tokens?)\b"
)
# Revealing data to the conversation itself (no external address needed).
DISCLOSE = (
    r"\b(?:share|sharing|disclose|disclosing|reveal|revealing|paste|pasting|hand|handing|give"
    r"|export|exporting"
    r"|giving|read out|reading out|list|listing|provide|providing|show|showing) (?:\w+ ){0,4}?"
    r"(?:passwords?|password reset|security answers?|bank details|card numbers?|saved card"
    r"|payroll|records|customer list|contact database|database|configuration|config|rules you"
    r"|system prompt|api keys?|credentials|order details|personal data|price sheet|discount code"
    r"|audit log|messages|emails|mfa|one time code|pin)\b"
)
# Bypass and secrecy wordings the original signals lacked.
BYPASS_MORE = (
    r"\bwithout (?:looking at|checking|reading|involving|asking)\b|\bskip (?:the )?(?:\w+ ){0,2}"
    r"(?:code|check|questions?|step|review|verification)\b|\bwaive (?:the |all |any )?(?:\w+ )?"
    r"(?:fees?|checks?|questions?|limits?|cap|requirements?)\b|\b(?:cap|limit|policy|rule"
    r"|restriction|requirement)s? (?:does|do) not apply\b|\bno need to involve\b"
)
SECRECY_MORE = (
    r"\b(?:off the record|out of the loop|between us)\b|\b(?:don t|do not|never) (?:flag|escalate"
    r"|report|loop in|involve|copy in|cc)\b|\bshould not escalate\b"
)

# Anchor words for the risk score's pre-filter, by group (folded by ``_risk``).
AUTHORITY_ANCHORS = (
    "manager", "supervisor", "director", "ceo", "cfo", "cto", "founder", "owner", "head of",
    "management", "board", "operator", "developer", "engineer", "officer", "auditor", "legal",
    "compliance", "signed", "okayed", "vouch", "whitelist", "allowlist", "clearance",
    "go-ahead", "go ahead", "head office", "headquarters", "security desk", "lead:", "lead here",
    "team:", "per ", "heads-up", "memo", "notice:", "update:",
)  # fmt: skip
ACTION_ANCHORS = (
    "go ahead and", "you can", "you may", "treat them", "treat this", "treat the", "waive",
    "no longer", "not apply", "paste", "disclose", "reveal", "share", "read out", "unlock",
    "reset", "wire", "whoever", "from now on", "this chat", "this session",
    "this conversation", "this thread", "this ticket", "is trusted", "unrestricted",
    "out of the loop", "off the record", "release", "turn off", "hand ", "let them in",
    "skip", "unlock", "export", "delete", "forward", "bank detail", "card number", "saved card",
    "phone number", "security answer", "credential", "api key", "configuration",
    "payroll", "database", "audit log",
)  # fmt: skip
