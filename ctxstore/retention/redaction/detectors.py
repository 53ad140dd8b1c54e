"""The built-in detectors, each declared once: what it matches, where a match begins, what confirms it.

A detector's ``pattern`` is the truth; everything else is there to run it
rarely. Every match the detector can accept *begins* at a place the engine
finds cheaply, declared next to the pattern:

* ``triggers``: literals a match begins with (ASCII, found in any case). The
  engine looks for the triggers of every detector at once, in one
  Aho-Corasick pass.
* ``shapes``: for matches that begin with a digit or a character class (cards,
  phones, IP addresses, IBANs), a bytes regex over a one-byte view of the text
  (see ``engine.py``: ``lower`` is the text lower-cased, ``classes`` has every
  digit as ``0``, capital as ``A``, small letter as ``a``), which starts with a
  literal, so the regex engine skips to it instead of trying every offset. A
  shape's match begins where the detector's match begins; it encodes only
  what every *accepted* match must look like (the validator's preconditions),
  never more.

Because a trigger or a shape hit is the start of the candidate, the pattern is
confirmed with ``re.match`` at that offset: there is no offset arithmetic and
no window to size. ``tests/test_redaction.py`` checks the engine against a
whole-text scan of every pattern (``tests/redaction_oracle.py``) on the
corpora, generated and mutated text.

Every pattern starts with a literal or a narrow character class, never with a
lookbehind; what a lookbehind would have said lives in ``not_after``
(characters that may not precede the match, checked before the regex runs).

Detectors are grouped into passes, each over the previous pass's output:
token-shaped detectors whose value alone identifies it, then context
detectors where the *key* says "this is a secret" and only the value is
replaced. Within a pass, of two candidates starting at the same offset the
earlier detector wins.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from itertools import product
from typing import Literal

from ctxstore.retention.redaction import validators as v

__all__ = ["ALL_DETECTORS", "CONTEXT_DETECTORS", "TOKEN_DETECTORS", "Detector", "Shape"]


@dataclass(frozen=True, slots=True)
class Shape:
    """A bytes regex over a view of the text; each hit is a candidate start."""

    view: Literal["lower", "classes"]
    pattern: bytes


@dataclass(frozen=True, slots=True)
class Detector:
    name: str
    pattern: str
    triggers: tuple[str, ...] = ()  # literals a match begins with, in any case
    shapes: tuple[Shape, ...] = ()  # or: view regexes whose hits are where a match begins
    validator: v.Validator | None = None
    not_after: str = ""  # characters that may not directly precede the match
    lowered: bool = False  # match on the lower-cased text (same offsets)
    # The fewest ASCII digits an accepted match holds: below it the shapes are not run.
    min_digits: int = 0


def _joined(*parts: str) -> tuple[str, ...]:
    """``parts`` written together, with "_" or with "-": ``api_key``, ``api-key``, ``apikey``."""
    return tuple(sep.join(parts) for sep in ("", "_", "-"))


_TOKEN_END = r"(?![A-Za-z0-9_-])"
_WORD = string.ascii_letters + string.digits + "_"


def _after(literal: bytes, refused: bytes) -> bytes:
    """A shape: ``literal`` where the byte before it is not in the class ``refused``.

    The literal comes first so that the regex engine searches for all of it at
    once (a one-byte prefix like "0" would stop at every digit of the view);
    the lookbehind then checks what precedes it. ``refused`` is written in the
    "classes" view's alphabet, where "-" reads as a space, so it never holds "-".
    """
    return re.escape(literal) + b"(?<!" + refused + re.escape(literal) + b")"


# Shape lookbehinds in the "lower" view.
_NOT_AFTER_PHONE = rb"(?<![a-z0-9_.+/-]"  # + the shape's first byte + ")"

TOKEN_DETECTORS: tuple[Detector, ...] = (
    Detector(
        "private_key",
        r"(?P<x>-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:(?s:.*?)"
        r"-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----"
        # A block cut off before its END line: take the base64 lines that follow.
        r"|(?:(?:\s|\\n)*[A-Za-z0-9+/=:-]{8,})*))",
        triggers=("-----BEGIN",),
    ),
    Detector(
        "jwt",
        r"(?P<x>eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*)" + _TOKEN_END,
        triggers=("eyJ",),
        validator=v.check_jwt,
        not_after=_WORD + "-",
    ),
    Detector(
        "anthropic_key",
        r"(?P<x>sk-ant-[A-Za-z0-9_-]{20,})" + _TOKEN_END,
        triggers=("sk-ant-",),
        validator=v.check_key_body,
        not_after=_WORD + "-",
    ),
    Detector(
        "openai_key",
        r"(?P<x>sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,})" + _TOKEN_END,
        triggers=("sk-",),
        validator=v.check_key_body,
        not_after=_WORD + "-",
    ),
    Detector(
        "stripe_key",
        r"(?P<x>[srp]k_(?:live|test)_[A-Za-z0-9]{16,})(?![A-Za-z0-9_])",
        triggers=tuple(f"{c}k_{mode}_" for c in "srp" for mode in ("live", "test")),
        not_after=_WORD,
    ),
    Detector(
        "github_token",
        r"(?P<x>gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{30,255})(?![A-Za-z0-9_])",
        triggers=(*(f"gh{c}_" for c in "pousr"), "github_pat_"),
        not_after=_WORD,
    ),
    Detector(
        "aws_access_key",
        r"(?P<x>A(?:KIA|SIA|BIA|CCA|3T[A-Z0-9])[A-Z0-9]{16})(?![A-Za-z0-9])",
        triggers=("AKIA", "ASIA", "ABIA", "ACCA", "A3T"),
        not_after=string.ascii_letters + string.digits,
    ),
    Detector(
        "slack_token",
        r"(?P<x>xox[abposr]-[A-Za-z0-9-]{10,})" + _TOKEN_END,
        triggers=tuple(f"xox{c}-" for c in "abposr"),
        not_after=string.ascii_letters + string.digits,
    ),
    Detector(
        "slack_webhook",
        r"(?P<x>https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/-]+)",
        triggers=("https://hooks.slack.com/",),
    ),
    Detector(
        "google_api_key",
        r"(?P<x>AIza[0-9A-Za-z_-]{35})" + _TOKEN_END,
        triggers=("AIza",),
        not_after=_WORD + "-",
    ),
    Detector(
        "google_oauth_secret",
        r"(?P<x>GOCSPX-[A-Za-z0-9_-]{28})" + _TOKEN_END,
        triggers=("GOCSPX-",),
        not_after=_WORD + "-",
    ),
    # Before email: in scheme://user:password@host the "password@host" is no address.
    Detector(
        "url_credentials",
        r"(?P<x>://[^\s:/@'\"]{0,128}:(?P<v>[^\s/@'\"]{1,256})@)",
        triggers=("://",),
        validator=v.check_url_password,
    ),
    # Starts at "@"; the validator walks left over the local part.
    Detector(
        "email",
        r"(?P<x>@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24})"
        r"(?![A-Za-z0-9-])",
        triggers=("@",),
        validator=v.check_email,
    ),
    Detector(
        "iban",
        r"(?P<x>[A-Z](?<![A-Za-z0-9].)[A-Z][0-9]{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)(?![A-Za-z0-9])",
        shapes=(Shape("classes", rb"AA00(?<![aA0]AA00) ?[A0]{4} ?[A0]{4}"),),
        validator=v.check_iban,
        not_after=string.ascii_letters + string.digits,
        min_digits=2,
    ),
    Detector(
        "credit_card",
        r"(?P<x>[2-6](?<![\w.,+-].)(?:[0-9][ -]?){11,17}[0-9])(?![\w-]|[.,][0-9])",
        # check_card: 13-19 digits, either ungrouped or in fours (4-4-4-x) or 4-6-5/4-6-4.
        shapes=tuple(
            Shape("classes", _after(digits, rb"[aA0_.,+]"))
            for digits in (b"0" * 13, b"0000 0000 0000 0", b"0000 000000 000")
        ),
        validator=v.check_card,
        not_after=_WORD + ".,+-",
        min_digits=13,
    ),
    Detector(
        "ipv6",
        # Every repeated token ends in ":" and the groups are atomic, so a run
        # of colons and hex digits cannot backtrack exponentially.
        r"(?P<x>:(?=[0-9A-Fa-f:])(?>(?:[0-9A-Fa-f]{1,4}:|:){0,7})"
        r"(?>(?:[0-9]{1,3}\.){3}[0-9]{1,3}|[0-9A-Fa-f]{1,4})?(?:%[A-Za-z0-9]+)?)(?![\w.])",
        # check_ipv6: an address holds "::" or at least six colons, all after the first.
        shapes=(Shape("lower", rb":(?=(?:[0-9a-f]{1,4}:){0,7}:|(?:[0-9a-f]{1,4}:){5})"),),
        validator=v.check_ipv6,
    ),
    Detector(
        "ipv4",
        # Octet ranges and leading zeros are checked by ipaddress on candidates.
        r"(?P<x>[0-9](?<![\w.].)[0-9]{0,2}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3})(?![\w]|\.[0-9])",
        shapes=tuple(
            Shape("classes", _after(first + b".0", rb"[aA0_.]") + rb"0{0,2}\.0{1,3}\.0")
            for first in (b"0", b"00", b"000")
        ),
        validator=v.check_ipv4,
        not_after=_WORD + ".",
        min_digits=4,
    ),
    Detector(
        "phone",
        r"(?P<x>"
        # atomic: "+123456789..." inside base64 must not be re-split every possible way
        r"\+[1-9][0-9]{0,2}(?>(?:[ .-]?\(?[0-9]{1,4}\)?){2,6})"  # +44 20 7946 0958
        r"|\([0-9]{3}\) ?[0-9]{3}[-. ][0-9]{4}"  # (415) 555-0132
        # 415-555-0132, 415.555.0132; not "415 555 0132": too often a list of numbers
        # (one alternative with a back-reference scans ~3x faster than two)
        r"|[0-9](?<![\w.+/-].)[0-9]{2}(?P<sep>[-.])[0-9]{3}(?P=sep)[0-9]{4}"
        r"|0(?<![\w.+/-].)[0-9]{1,4}(?:[ -][0-9]{2,8}){1,4}"  # 030 12345678, 06 12 34 56 78
        r")(?![\w-]|[.:][0-9])",
        # One shape per alternative; check_phone: 8+ digits after "+" (so 7 more
        # digits or separators follow the first), 9+ after a leading 0, else 10.
        shapes=(
            Shape("lower", rb"\+" + _NOT_AFTER_PHONE + rb"\+)[1-9](?=[0-9 .()-]{7})"),
            Shape("lower", rb"\(" + _NOT_AFTER_PHONE + rb"\()[0-9]{3}\)"),
            *(
                Shape("classes", _after(b"000%s000%s0000" % (c, c), rb"[aA0_.+/]"))
                for c in (b" ", b".")
            ),
            Shape("lower", rb"0" + _NOT_AFTER_PHONE + rb"0)[0-9]{1,4}[ -][0-9]{2}"),
        ),
        validator=v.check_phone,
        not_after=_WORD + ".+/-",
        min_digits=8,
    ),
)

# The context detectors match the lower-cased text, so their keywords are plain literals.
_KEYWORDS = (
    r"password|passwd|passphrase|pwd|secret|token|api[_-]?key|apikey|access[_-]?key"
    r"|secret[_-]?key|private[_-]?key|signing[_-]?key|client[_-]?secret|credentials?"
)
_KEYWORD_STARTS = (
    "password", "passwd", "passphrase", "pwd", "secret", "token", "credential",
    *(w for first, last in product(("api", "access", "private", "signing"), ("key",))
      for w in _joined(first, last)),
    *_joined("client", "secret"),
)  # fmt: skip

CONTEXT_DETECTORS: tuple[Detector, ...] = (
    Detector(
        "aws_secret_key",
        r"(?P<x>(?:aws_?secret_?access_?key|aws_?secret_?key|secret_?access_?key)"
        r"[\"']?\s*(?:=|:|=>)\s*[\"']?(?P<v>[a-z0-9/+=]{40})(?![a-z0-9/+=]))",
        triggers=("aws", "secret"),
        validator=v.check_value_group,
        lowered=True,
    ),
    Detector(
        "bearer_token",
        r"(?P<x>(?:bearer|basic)\s+(?P<v>[a-z0-9._~+/=-]{16,}))(?![a-z0-9._~+/=-])",
        triggers=("bearer", "basic"),
        validator=v.check_bearer,
        not_after=_WORD,
        lowered=True,
    ),
    Detector(
        "generic_secret",
        r"(?P<x>(?:" + _KEYWORDS + r")(?![a-z0-9_])[\"']?\]?\s*(?::=|=>|=|:)\s*"
        # JSON-escaped quotes too: history and tool payloads are serialised JSON.
        r"(?:\\\"(?P<eq>[^\"\\\n]{1,512})\\\"|\"(?P<dq>[^\"\n]{1,512})\"|'(?P<sq>[^'\n]{1,512})'"
        r"|(?P<bare>[^\s'\",;&)}\]<>]{1,512})))",
        triggers=_KEYWORD_STARTS,
        validator=v.check_generic,
        lowered=True,
    ),
)

ALL_DETECTORS: tuple[str, ...] = tuple(d.name for d in (*TOKEN_DETECTORS, *CONTEXT_DETECTORS))
