"""Redaction: secrets and personal data become stable placeholders before any text is kept.

Why deterministic placeholders: a value always becomes the same
``[REDACTED:<detector>:<4 hex>]``, so a diff between two stored versions of a
section shows only real changes, and redacted text that is re-sent stays
byte-stable. The 4 hex digits are the first 16 bits of
``HMAC-SHA256(key, value)``; ``key`` is the policy's HMAC key when one is set
(then a placeholder cannot be used to confirm a guessed phone number or email),
else a fixed default key. Re-redacting redacted text is a no-op, so the
receiver can safely redact again at ingest.

Why this shape: redaction runs in the request path (telemetry redacts sampled
text in-process before it goes on a span), so it must be cheap on text that
holds no secret, which is almost all text. Python's regex engine is fast only
when a pattern starts with a literal (~0.3 ms per MB); a pattern that starts
with a character class (``[0-9]``, ``[A-Z]``), which cards, phones, IBANs and
case-insensitive keywords need, costs ~6 ms per MB even where nothing matches,
and one big alternation is worse. So no detector regex scans the whole text.
About fifteen literal-prefixed *candidate scans* run over one-byte views of the
text (raw ASCII, lower-cased, and a class view where every digit is ``0`` and
every capital ``A``, so ``0000 000`` finds digit groups of any value), each
gated by a ``memchr`` for a byte it needs; every accepted match of a detector
contains a hit of one of its scans at a known distance from its start, so the
detector's own regex (and its validator) runs only there, and the result is
the same as scanning everything (``tests/test_redaction.py`` checks this
against the whole-text engine, which text with a character whose lower case is
ASCII, like the Kelvin sign, still uses). Candidates of all detectors are
merged by position (ties: detector order). Checks a regex cannot express
(Luhn, IBAN length and mod-97, a JWT header that decodes to JSON with
``"alg"``, ``ipaddress`` validity, entropy) run only on candidates.
``benchmarks/bench_redaction.py`` measures throughput against tiktoken and
against the whole-text engine.

Three passes, in this order, each over the previous pass's output:

1. custom patterns from the policy (the user's rules win);
2. token-shaped detectors whose value alone identifies it (keys, JWTs, private
   key blocks, ``scheme://user:password@host`` passwords, emails, cards, IBANs,
   IP addresses, phone numbers);
3. context detectors where the *key* says "this is a secret" and only the value
   is replaced (``password = "..."``, ``Authorization: Bearer ...``, AWS secret
   keys). Running after pass 2 means ``api_key = "sk-proj-..."`` is reported
   as ``openai_key``, the more precise name.

Deliberately left alone: loopback/unspecified addresses and netmasks
(``127.0.0.1``, ``0.0.0.0``, ``::1``, ``255.255.255.0``); US numbers written
with spaces only (``415 555 0132``: indistinguishable from a list of numbers);
card numbers not starting with 2-6 (no card network uses them) or not grouped
in fours; ``git@host:`` ssh remotes and ``icon@2x.png`` file names.

``generic_secret`` (a value assigned to a key named like a password, secret,
token or API key) is redacted when the value is at least 8 characters long,
uses at least two character classes (lower, upper, digit, symbol), has Shannon
entropy of at least 2.5 bits per character and is not code (``get_token()``,
``settings.SECRET``), a template (``${DB_PASSWORD}``, ``{{ secret }}``,
``<your-key>``), a URL or a path. So ``password = "changeme"`` (one character
class) stays, and so does ``password: str``; ``password = "Summer2024!"`` goes.
Short or dictionary-like values are far more often placeholders in prompt text
than live credentials, and redacting every type annotation would make stored
code unreadable.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import ipaddress
import json
import math
import re
import string
import sys
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from ctxstore.errors import ConfigError

if TYPE_CHECKING:
    from ctxstore.retention.policy import RetentionPolicy

__all__ = [
    "ALL_DETECTORS",
    "DEFAULT_PLACEHOLDER_KEY",
    "PLACEHOLDER_RE",
    "Redaction",
    "Redactor",
    "placeholder",
    "validate_custom_patterns",
]

DEFAULT_PLACEHOLDER_KEY = b"ctxstore-redaction-placeholder-v1"

# A redaction placeholder as it appears in redacted text.
PLACEHOLDER_RE = re.compile(r"\[REDACTED:[A-Za-z0-9_.-]+:[0-9a-f]{4}\]")

_CUSTOM_NAME_RE = re.compile(r"^[a-z][a-z0-9_]{0,47}$")


@dataclass(frozen=True, slots=True)
class Redaction:
    """Redacted text and the detectors that fired on it (sorted, unique)."""

    text: str
    detectors: tuple[str, ...]
    count: int = 0  # number of values replaced

    @property
    def changed(self) -> bool:
        return self.count > 0


def placeholder(detector: str, value: str, key: bytes = DEFAULT_PLACEHOLDER_KEY) -> str:
    """The placeholder ``value`` becomes: ``[REDACTED:<detector>:<4 hex>]``."""
    digest = hmac.new(key, value.encode("utf-8", "surrogatepass"), hashlib.sha256).hexdigest()
    return f"[REDACTED:{detector}:{digest[:4]}]"


# --- validators ----------------------------------------------------------------
#
# A validator receives the match (over the original or the lower-cased text,
# which have the same length) and the original text, and returns the span to
# replace, or None to reject the candidate. Validators run only on candidates,
# never over the whole text. Group "x" is the candidate, "v" the value when only
# part of the match is replaced.

_Span = tuple[int, int]
_Validator = Callable[["re.Match[str]", str], "_Span | None"]


def _g(m: re.Match[str], text: str, name: str = "x") -> str:
    return text[m.start(name) : m.end(name)]


def shannon_entropy(value: str) -> float:
    """Bits per character of ``value`` (0.0 for the empty string)."""
    if not value:
        return 0.0
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


def luhn_ok(digits: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = ord(ch) - 48
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


# IBAN lengths by country (ISO 13616 registry).
_IBAN_LENGTHS: Mapping[str, int] = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22,
    "BH": 22, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22,
    "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FO": 18, "FR": 27,
    "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28,
    "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20,
    "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MD": 24,
    "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15, "PK": 24,
    "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SC": 31,
    "SE": 24, "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28, "TL": 23, "TN": 24,
    "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}  # fmt: skip


def iban_ok(compact: str) -> bool:
    """Length for the country and the ISO 7064 mod-97 check."""
    if _IBAN_LENGTHS.get(compact[:2]) != len(compact):
        return False
    rearranged = compact[4:] + compact[:4]
    try:
        number = int("".join(str(int(ch, 36)) for ch in rearranged))
    except ValueError:
        return False
    return number % 97 == 1


def _v_iban(m: re.Match[str], text: str) -> _Span | None:
    start = m.start("x")
    raw = _g(m, text)
    length = _IBAN_LENGTHS.get(raw[:2])
    if length is None:
        return None
    # The pattern may swallow a trailing group; cut at the country's length.
    seen = 0
    for i, ch in enumerate(raw):
        if ch != " ":
            seen += 1
            if seen == length:
                compact = raw[: i + 1].replace(" ", "")
                return (start, start + i + 1) if iban_ok(compact) else None
    return None


_GROUP_BEFORE_RE = re.compile(r"(?:^|[^A-Za-z0-9])[A-Za-z0-9]*\d[A-Za-z0-9]*[ -]$")


def _continues_left(text: str, start: int) -> bool:
    """Do digit groups continue to the left ("DE89 3704 0044 ...")?

    Then the candidate is the tail of a longer identifier, not a card or a
    phone number on its own.
    """
    return _GROUP_BEFORE_RE.search(text, max(0, start - 8), start) is not None


def _v_card(m: re.Match[str], text: str) -> _Span | None:
    raw = _g(m, text)
    digits = raw.replace(" ", "").replace("-", "")
    if not 13 <= len(digits) <= 19 or not luhn_ok(digits):
        return None
    if _continues_left(text, m.start("x")):
        return None
    seps = {ch for ch in raw if ch in " -"}
    if len(seps) > 1:  # "4111 1111-1111 1111" is not how anyone writes a card
        return None
    if seps:
        # Cards are written in fours (Amex/Diners 4-6-5 / 4-6-4); "5847 5114 709 37 3"
        # is a list of numbers that happens to pass Luhn.
        sizes = [len(part) for part in re.split(r"[ -]", raw)]
        fours = len(sizes) >= 4 and all(n == 4 for n in sizes[:-1]) and 1 <= sizes[-1] <= 4
        if not fours and sizes not in ([4, 6, 5], [4, 6, 4]):
            return None
    return m.span("x")


def _v_jwt(m: re.Match[str], text: str) -> _Span | None:
    header = _g(m, text).split(".", 1)[0]
    try:
        decoded = base64.urlsafe_b64decode(header + "=" * (-len(header) % 4))
        data = json.loads(decoded)
    except (binascii.Error, ValueError):
        return None
    if isinstance(data, dict) and "alg" in data:
        return m.span("x")
    return None


def _has_digit_and_letter(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _v_key_body(m: re.Match[str], text: str) -> _Span | None:
    # "sk-this-is-a-long-hyphenated-slug" is prose; real keys carry digits.
    return m.span("x") if any(c.isdigit() for c in _g(m, text)) else None


_NOT_EMAIL_TLDS = frozenset({"py", "js", "ts", "sh", "md", "rb", "gz", "so"})
_EMAIL_GTLDS = frozenset(
    """com org net edu gov mil int info biz name pro aero coop museum jobs travel mobi asia tel
    cat post io ai dev app cloud tech online site xyz email mail company inc ltd llc group team
    systems solutions services support health bank finance news blog shop store agency studio
    design digital network software science academy university example test invalid local
    localhost internal corp home lan gmbh global world life live today media works""".split()  # noqa: SIM905
)
_LOCAL_PART_CHARS = frozenset(string.ascii_letters + string.digits + "._%+-")


def _v_email(m: re.Match[str], text: str) -> _Span | None:
    # The pattern starts at "@" (a literal the regex engine can skip to);
    # walk left over the local part here.
    at = m.start("x")
    start = at
    while start > 0 and at - start < 64 and text[start - 1] in _LOCAL_PART_CHARS:
        start -= 1
    while start < at and not text[start].isalnum():
        start += 1
    if start == at:
        return None
    local = text[start:at]
    domain = text[at + 1 : m.end("x")]
    labels = domain.split(".")
    tld = labels[-1].lower()
    if local.lower() == "git":  # git@github.com:org/repo is an ssh remote, not a person
        return None
    if re.fullmatch(r"\d+(\.\d+)?x", labels[0]):  # icon@2x.png
        return None
    if (tld in _NOT_EMAIL_TLDS) if len(tld) == 2 else (tld not in _EMAIL_GTLDS):
        return None
    return start, m.end("x")


def _v_ipv4(m: re.Match[str], text: str) -> _Span | None:
    raw = _g(m, text)
    if raw.startswith(("127.", "255.")) or raw == "0.0.0.0":
        return None  # loopback, netmask or "any" (or invalid): the common case, no parsing
    try:
        addr = ipaddress.IPv4Address(raw)
    except ValueError:
        return None
    # Loopback, "any" and netmasks appear in every config file and identify nobody.
    if addr.is_loopback or addr.is_unspecified or raw.startswith("255."):
        return None
    return m.span("x")


_HEX = frozenset(string.hexdigits)


def _v_ipv6(m: re.Match[str], text: str) -> _Span | None:
    # The pattern starts at the first ":"; take up to 4 hex digits to its left.
    start = m.start("x")
    while start > 0 and m.start("x") - start < 4 and text[start - 1] in _HEX:
        start -= 1
    if start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_:.%"):
        return None
    end = m.end("x")
    raw = text[start:end].rstrip(":") if not text[start:end].endswith("::") else text[start:end]
    addr_text = raw.split("%", 1)[0]
    try:
        addr = ipaddress.IPv6Address(addr_text)
    except ValueError:
        return None
    if addr.is_loopback or addr.is_unspecified:
        return None
    groups = [p for p in re.split(r":+", addr_text) if p]
    # "a::b" in Rust paths and "1::2" in slices are valid addresses on paper;
    # real compressed addresses carry a 3-4 digit group (fe80::1, 2001:db8::1).
    if len(groups) < 2 or (len(groups) < 3 and len(groups[0]) < 3):
        return None
    return start, start + len(raw)


def _v_phone(m: re.Match[str], text: str) -> _Span | None:
    raw = _g(m, text)
    if not raw.startswith("+") and _continues_left(text, m.start("x")):
        return None
    digits = sum(ch.isdigit() for ch in raw)
    if raw.startswith("+"):
        ok = 8 <= digits <= 15
    elif raw.startswith("0"):
        ok = 9 <= digits <= 12
    else:
        ok = digits == 10 and raw.lstrip("(")[0] in "23456789"
    return m.span("x") if ok else None


_PLACEHOLDER_VALUE_RE = re.compile(
    r"""\$\{|\{\{|\{%|%\(|%s|^<.*>$|^\*+$|^x{4,}$|^\.\.\.|\[REDACTED:|^\$[A-Za-z_]|"""
    r"""(?i:changeme|example|placeholder|your[_-]|redacted|dummy|replace[_-]?me|<|>)"""
)
_CODE_VALUE_RE = re.compile(r"[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*")


def _char_classes(value: str) -> int:
    return (
        any(c.islower() for c in value)
        + any(c.isupper() for c in value)
        + any(c.isdigit() for c in value)
        + any(not c.isalnum() for c in value)
    )


def _is_code(value: str) -> bool:
    """``get_token()``, ``settings.SECRET``, ``os.environ[...]``, ``api_key``: code, not a value."""
    m = _CODE_VALUE_RE.match(value)
    if m is None:
        return False
    if m.end() == len(value):
        if "." in value or "::" in value or "->" in value:
            return True  # settings.SECRET_KEY, self.token
        # An identifier, unless it looks random: a digit inside letters (Tr0ub4dor,
        # not password1) or a long mix of letters and digits.
        return not (
            re.search(r"\d[A-Za-z]", value) or (len(value) >= 12 and _has_digit_and_letter(value))
        )
    return value[m.end()] in "([{"


def looks_like_secret(value: str, *, quoted: bool) -> bool:
    """The documented ``generic_secret`` rule (see the module docstring)."""
    if len(value) < 8 or _PLACEHOLDER_VALUE_RE.search(value):
        return False
    if "://" in value or value.startswith(("/", "./", "~/", "../")):
        return False
    if not quoted and _is_code(value):
        return False
    if quoted and len(value.split()) > 4:
        return False  # a sentence (an error message), not a credential
    return _char_classes(value) >= 2 and shannon_entropy(value) >= 2.5


def _v_generic(m: re.Match[str], text: str) -> _Span | None:
    for name, quoted in (("eq", True), ("dq", True), ("sq", True), ("bare", False)):
        if m.start(name) >= 0:
            value = _g(m, text, name)
            return m.span(name) if looks_like_secret(value, quoted=quoted) else None
    return None


def _v_bearer(m: re.Match[str], text: str) -> _Span | None:
    value = _g(m, text, "v")
    if _has_digit_and_letter(value) and shannon_entropy(value) >= 3.0:
        return m.span("v")
    return None


def _v_url_password(m: re.Match[str], text: str) -> _Span | None:
    value = _g(m, text, "v")
    if len(value) < 3 or _PLACEHOLDER_VALUE_RE.search(value):
        return None
    if value.lower() in {"password", "pass", "pwd", "secret"}:
        return None
    return m.span("v")


def _v_value_group(m: re.Match[str], text: str) -> _Span | None:
    return m.span("v")


# --- detectors -----------------------------------------------------------------
#
# Every pattern starts with a literal or a narrow character class (``[0-9]``,
# not ``\d``, which is a Unicode category), never with a lookbehind (a
# lookbehind *after* the first character, ``[0-9](?<![\w.].)``, is fine and
# rejects positions inside a digit run at once): that lets the regex engine skip ahead to candidate positions
# instead of trying every offset, which is most of the speed. What a lookbehind
# would have said lives in ``not_after``: characters that may not precede the
# match (checked in Python on candidates only).


@dataclass(frozen=True, slots=True)
class _Detector:
    name: str
    pattern: str
    triggers: tuple[str, ...] | None  # literal substrings; None = needs a digit
    validator: _Validator | None = None
    not_after: str = ""  # characters that may not directly precede the match
    lowered: bool = False  # match (and trigger) on the lower-cased text
    # Necessary conditions for a digit detector (triggers None) to accept a match,
    # used to skip short texts at once: the fewest ASCII digits an accepted match
    # holds, and a regex that must match somewhere in the text.
    min_digits: int = 1
    gate: str | None = None


_TOKEN_END = r"(?![A-Za-z0-9_-])"
_WORD = string.ascii_letters + string.digits + "_"

# Pass 2, in priority order: of two candidates starting at the same offset,
# the earlier detector wins.
_TOKEN_DETECTORS: tuple[_Detector, ...] = (
    _Detector(
        "private_key",
        r"(?P<x>-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:(?s:.*?)"
        r"-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----"
        # A block cut off before its END line: take the base64 lines that follow.
        r"|(?:(?:\s|\\n)*[A-Za-z0-9+/=:-]{8,})*))",
        ("PRIVATE KEY",),
    ),
    _Detector(
        "jwt",
        r"(?P<x>eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*)" + _TOKEN_END,
        ("eyJ",),
        _v_jwt,
        not_after=_WORD + "-",
    ),
    _Detector(
        "anthropic_key",
        r"(?P<x>sk-ant-[A-Za-z0-9_-]{20,})" + _TOKEN_END,
        ("sk-ant-",),
        _v_key_body,
        not_after=_WORD + "-",
    ),
    _Detector(
        "openai_key",
        r"(?P<x>sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,})" + _TOKEN_END,
        ("sk-",),
        _v_key_body,
        not_after=_WORD + "-",
    ),
    _Detector(
        "stripe_key",
        r"(?P<x>[srp]k_(?:live|test)_[A-Za-z0-9]{16,})(?![A-Za-z0-9_])",
        ("_live_", "_test_"),
        not_after=_WORD,
    ),
    _Detector(
        "github_token",
        r"(?P<x>gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{30,255})(?![A-Za-z0-9_])",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
        not_after=_WORD,
    ),
    _Detector(
        "aws_access_key",
        r"(?P<x>A(?:KIA|SIA|BIA|CCA|3T[A-Z0-9])[A-Z0-9]{16})(?![A-Za-z0-9])",
        ("AKIA", "ASIA", "ABIA", "ACCA", "A3T"),
        not_after=string.ascii_letters + string.digits,
    ),
    _Detector(
        "slack_token",
        r"(?P<x>xox[abposr]-[A-Za-z0-9-]{10,})" + _TOKEN_END,
        ("xox",),
        not_after=string.ascii_letters + string.digits,
    ),
    _Detector(
        "slack_webhook",
        r"(?P<x>https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/-]+)",
        ("hooks.slack.com",),
    ),
    _Detector(
        "google_api_key",
        r"(?P<x>AIza[0-9A-Za-z_-]{35})" + _TOKEN_END,
        ("AIza",),
        not_after=_WORD + "-",
    ),
    _Detector(
        "google_oauth_secret",
        r"(?P<x>GOCSPX-[A-Za-z0-9_-]{28})" + _TOKEN_END,
        ("GOCSPX-",),
        not_after=_WORD + "-",
    ),
    # Before email: in scheme://user:password@host the "password@host" is no address.
    _Detector(
        "url_credentials",
        r"(?P<x>://[^\s:/@'\"]{0,128}:(?P<v>[^\s/@'\"]{1,256})@)",
        ("://",),
        _v_url_password,
    ),
    _Detector(
        "email",
        r"(?P<x>@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24})"
        r"(?![A-Za-z0-9-])",
        ("@",),
        _v_email,
    ),
    _Detector(
        "iban",
        r"(?P<x>[A-Z](?<![A-Za-z0-9].)[A-Z][0-9]{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)(?![A-Za-z0-9])",
        None,
        _v_iban,
        not_after=string.ascii_letters + string.digits,
        min_digits=2,
        gate=r"[A-Z][A-Z][0-9]{2}",
    ),
    _Detector(
        "credit_card",
        r"(?P<x>[2-6](?<![\w.,+-].)(?:[0-9][ -]?){11,17}[0-9])(?![\w-]|[.,][0-9])",
        None,
        _v_card,
        not_after=_WORD + ".,+-",
        min_digits=13,  # _v_card: 13 to 19 digits
    ),
    _Detector(
        "ipv6",
        # Every repeated token ends in ":" and the groups are atomic, so a run
        # of colons and hex digits cannot backtrack exponentially.
        r"(?P<x>:(?=[0-9A-Fa-f:])(?>(?:[0-9A-Fa-f]{1,4}:|:){0,7})"
        r"(?>(?:[0-9]{1,3}\.){3}[0-9]{1,3}|[0-9A-Fa-f]{1,4})?(?:%[A-Za-z0-9]+)?)(?![\w.])",
        (":",),
        _v_ipv6,
    ),
    _Detector(
        "ipv4",
        # Octet ranges and leading zeros are checked by ipaddress on candidates.
        r"(?P<x>[0-9](?<![\w.].)[0-9]{0,2}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3})(?![\w]|\.[0-9])",
        None,
        _v_ipv4,
        not_after=_WORD + ".",
        min_digits=4,
    ),
    _Detector(
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
        None,
        _v_phone,
        not_after=_WORD + ".+/-",
        min_digits=8,  # _v_phone: 8+ digits with "+", 9+ with a leading 0, else 10
    ),
)

# Pass 3: the key says "secret"; only the value group is replaced. These run on
# the lower-cased text (same offsets) so the keywords are plain literals.
_KEYWORDS = (
    r"password|passwd|passphrase|pwd|secret|token|api[_-]?key|apikey|access[_-]?key"
    r"|secret[_-]?key|private[_-]?key|signing[_-]?key|client[_-]?secret|credentials?"
)
_CONTEXT_DETECTORS: tuple[_Detector, ...] = (
    _Detector(
        "aws_secret_key",
        r"(?P<x>(?:aws_?secret_?access_?key|aws_?secret_?key|secret_?access_?key)"
        r"[\"']?\s*(?:=|:|=>)\s*[\"']?(?P<v>[a-z0-9/+=]{40})(?![a-z0-9/+=]))",
        ("secret",),
        _v_value_group,
        lowered=True,
    ),
    _Detector(
        "bearer_token",
        r"(?P<x>(?:bearer|basic)\s+(?P<v>[a-z0-9._~+/=-]{16,}))(?![a-z0-9._~+/=-])",
        ("bearer", "basic"),
        _v_bearer,
        not_after=_WORD,
        lowered=True,
    ),
    _Detector(
        "generic_secret",
        r"(?P<x>(?:" + _KEYWORDS + r")(?![a-z0-9_])[\"']?\]?\s*(?::=|=>|=|:)\s*"
        # JSON-escaped quotes too: history and tool payloads are serialised JSON.
        r"(?:\\\"(?P<eq>[^\"\\\n]{1,512})\\\"|\"(?P<dq>[^\"\n]{1,512})\"|'(?P<sq>[^'\n]{1,512})'"
        r"|(?P<bare>[^\s'\",;&)}\]<>]{1,512})))",
        ("pass", "pwd", "secret", "token", "key", "credential"),
        _v_generic,
        lowered=True,
    ),
)

ALL_DETECTORS: tuple[str, ...] = tuple(d.name for d in (*_TOKEN_DETECTORS, *_CONTEXT_DETECTORS))

_DIGIT_RE = re.compile(r"\d")


# --- candidate scans -------------------------------------------------------------
#
# Python's regex engine searches fast only for a pattern that starts with a
# literal (a tight C loop skips to it, ~0.5 ms per MB); a pattern that starts
# with a class of two or more characters ("[0-9]", "[A-Z]", even "[+(]") costs
# a C function call per character, ~6 ms per MB even when nothing matches.
# Most detectors cannot start with a literal (cards, phones, IBANs, keywords
# in any case), so their exact regexes never scan the whole text. Instead a few
# literal-prefixed *candidate scans* run over one-byte views of the text, and a
# detector's regex runs only where a scan hit says one of its matches may start.
#
# Views (same length and offsets as the text: one byte per character):
#   "a"  the text, each non-ASCII character replaced by "?";
#   "l"  "a" lower-cased (ASCII only);
#   "c"  "a" with every digit as "0", every A-Z as "A", "-" as " " and "(" as
#        "+", so "0000 0000" is a literal that finds digit groups of any value.
#
# Each scan is a necessary condition: every match a detector would accept
# contains a hit of one of its scans at a fixed distance (``offsets``) from the
# match's start. Where lookbehinds reject hits they use only characters the
# detector's own ``not_after`` or lookbehind rejects. Hits of scans marked
# ``overlapping`` may hide further occurrences inside them, so the whole hit
# span counts. ``tests/test_redaction.py`` checks the scanned engine against
# the plain one (every detector's regex over the whole text) on corpora and
# generated text.

_WS = rb"[\t\n\x0b\x0c\r\x1c-\x1f ?]"  # str's \s in the "l" view ("?" = non-ASCII)
_ASSIGN = rb"(?=[\"']?\]?" + _WS + rb"*[:=])"  # keyword ... ":" or "=" follows


@dataclass(frozen=True, slots=True)
class _Target:
    """Where a scan hit at offset ``t`` says detector ``name`` may start.

    A point scan: at ``t - offset``, provided the view ends with one of
    ``before`` at ``t``, continues with one of ``after`` from ``t`` and the
    text has one of ``first`` there (cheap checks that spare a regex call). An overlapping scan (hit ``[t, e)``): the
    whole range ``[t - max(offsets), e - min(offsets))``.
    """

    name: str
    offsets: tuple[int, ...]
    before: tuple[bytes, ...] | None = None
    after: tuple[bytes, ...] | None = None
    first: str | None = None  # the characters a match can start with (point scans)


@dataclass(frozen=True, slots=True)
class _Scan:
    view: str  # "a", "l" or "c" (see above)
    pattern: bytes
    targets: tuple[_Target, ...]
    overlapping: bool = False
    # Each group must have one of its bytes somewhere in the "a" view, or the scan
    # cannot hit; a memchr per byte, so a text without ":" or "=" skips the keywords.
    needs: tuple[bytes, ...] = ()


def _joins(*parts: str, seps: str = "_", trailing: bool = True) -> tuple[bytes, ...]:
    """Every way of writing ``parts`` with an optional separator after each but the last
    (and after the last too when ``trailing``): ``_joins("api", seps="_-")``."""
    out = [""]
    for k, part in enumerate(parts):
        joints = ("", *seps) if (k < len(parts) - 1 or trailing) else ("",)
        out = [o + part + j for o in out for j in joints]
    return tuple(sorted({o.encode() for o in out}))


def _by_length(name: str, words: Iterable[bytes]) -> tuple[_Target, ...]:
    """Targets for a hit right after one of ``words``, one per word length."""
    groups: dict[int, list[bytes]] = {}
    for w in words:
        groups.setdefault(len(w), []).append(w)
    return tuple(_Target(name, (n,), before=tuple(ws)) for n, ws in sorted(groups.items()))


# Words that precede "key" in the keyword alternations.
_GENERIC_KEY_WORDS = tuple(
    w for part in ("api", "access", "secret", "private", "signing") for w in _joins(part, seps="_-")
)
_AWS_KEY_WORDS = (
    _joins("aws", "secret", "access") + _joins("aws", "secret") + _joins("secret", "access")
)

_DIGITS = b"0123456789"
_SCANS: tuple[_Scan, ...] = (
    _Scan(
        "a",
        rb"-(?:(?<=sk-)|(?<=GOCSPX-)|(?<=xox[abposr]-)|(?=----BEGIN))",
        (
            _Target("private_key", (0,), after=(b"-----BEGIN",)),
            _Target("anthropic_key", (2,), before=(b"sk",), after=(b"-ant-",)),
            _Target("openai_key", (2,), before=(b"sk",)),
            _Target("slack_token", (4,), before=tuple(b"xox" + bytes([c]) for c in b"abposr")),
            _Target("google_oauth_secret", (6,), before=(b"GOCSPX",)),
        ),
        needs=(b"-",),
    ),
    _Scan(
        "a",
        rb"_(?:(?=(?:live|test)_)|(?<=gh[pousr]_)|(?<=github_)(?=pat_))",
        (
            _Target("stripe_key", (2,), after=(b"_live_", b"_test_")),
            _Target("github_token", (3,), before=tuple(b"gh" + bytes([c]) for c in b"pousr")),
            _Target("github_token", (6,), before=(b"github",), after=(b"_pat_",)),
        ),
        needs=(b"_",),
    ),
    _Scan(
        "a",
        rb"A(?=KIA|SIA|BIA|CCA|3T|Iza)",
        (
            _Target("aws_access_key", (0,), after=(b"AKIA", b"ASIA", b"ABIA", b"ACCA", b"A3T")),
            _Target("google_api_key", (0,), after=(b"AIza",)),
        ),
        needs=(b"A",),
    ),
    _Scan("a", rb"J(?<=eyJ)", (_Target("jwt", (2,)),), needs=(b"J",)),
    # "://"; or IPv6: "::" or at least six colons, and (as _v_ipv6 requires) at most
    # four hex digits before the first colon, not preceded by [A-Za-z0-9_:.%].
    _Scan(
        "a",
        rb":(?:(?=//)|(?=(?:[0-9A-Fa-f]{1,4}:){0,7}:|(?:[0-9A-Fa-f]{1,4}:){5})(?:"
        + rb"|".join(
            rb"(?<=[0-9A-Fa-f]{%d}:)(?<![0-9A-Za-z_:.%%][0-9A-Fa-f]{%d}:)" % (k, k)
            for k in range(1, 5)
        )
        + rb"|(?<![0-9A-Za-z_:.%]:)))",
        (
            _Target("url_credentials", (0,), after=(b"://",)),
            _Target("slack_webhook", (5,), before=(b"https",), after=(b"://hooks.slack.com/",)),
            _Target("ipv6", (0,)),
        ),
        needs=(b":",),
    ),
    # _v_email needs a local part before "@"; the domain starts with a letter or digit.
    _Scan(
        "a", rb"@(?<=[A-Za-z0-9._%+-]@)(?=[A-Za-z0-9])", (_Target("email", (0,)),), needs=(b"@",)
    ),
    # Cards "4111 1111 1111 1", "3782 822463 1" (separators " " or "-") and phones
    # "415-555-0132" all hold "000 000" in the class view.
    _Scan(
        "c",
        rb"000 000(?=0 0000 0|000 0000| 0000)",
        (_Target("credit_card", (1,), first="23456"), _Target("phone", (0,))),
        overlapping=True,
        needs=(_DIGITS,),
    ),
    # 13 to 19 digits in a row (a card needs no separator).
    _Scan(
        "c",
        rb"0000000000000(?<![A-Za-z0-9_.,]0000000000000)",
        (_Target("credit_card", (0,), first="23456"),),
        needs=(_DIGITS,),
    ),
    # Phones: "030 12345678" and "06 12 34 56 78" start with a real "0";
    # "+44 20 ..." and "(415) 555-0132" ("(" is "+" in the class view) have 8+ digits.
    _Scan(
        "a",
        rb"0(?<![A-Za-z0-9_.+/-]0)[0-9]{1,4}[ -][0-9]{2}",
        (_Target("phone", (0,)),),
        overlapping=True,
        needs=(b"0",),
    ),
    _Scan(
        "c",
        rb"\+0(?<![A-Za-z0-9_./]\+0)(?=[0 .+)]{7})",
        (_Target("phone", (0,)),),
        overlapping=True,
        needs=(_DIGITS, b"+("),
    ),
    # IPv4 (the hit starts at the first octet's last digit); "415.555.0132".
    _Scan(
        "c",
        rb"0\.0(?:0{0,2}\.0{1,3}\.0|00\.0000)",
        (_Target("ipv4", (0, 1, 2)), _Target("phone", (2,))),
        overlapping=True,
        needs=(_DIGITS, b"."),
    ),
    _Scan(
        "c",
        rb"AA00(?<![A-Za-z0-9]AA00) ?[A0]{4} ?[A0]{4}",
        (_Target("iban", (0,)),),
        overlapping=True,
        needs=(_DIGITS,),
    ),
    # Keywords followed by an assignment (context detectors, lower-cased view).
    # password | passwd | passphrase | pwd
    _Scan(
        "l",
        rb"p(?:ass(?:word|wd|phrase)|wd)" + _ASSIGN,
        (_Target("generic_secret", (0,)),),
        needs=(b":=",),
    ),
    # credential(s) | secret | client[_-]?secret
    _Scan(
        "l",
        rb"cre(?:t(?<=secret)|dentials?)" + _ASSIGN,
        (
            _Target("generic_secret", (0,), after=(b"credential",)),
            _Target("generic_secret", (2,), before=(b"se",)),
            _Target("generic_secret", (8,), before=(b"clientse",)),
            _Target("generic_secret", (9,), before=(b"client_se", b"client-se")),
        ),
        needs=(b":=",),
    ),
    # token | <word>[_-]?key | aws_?secret_?access_?key ...
    _Scan(
        "l",
        rb"k(?:(?<=tok)en|ey(?<=[a-z_-]key))" + _ASSIGN,
        (
            _Target("generic_secret", (2,), before=(b"to",)),
            *_by_length("generic_secret", _GENERIC_KEY_WORDS),
            *_by_length("aws_secret_key", _AWS_KEY_WORDS),
        ),
        needs=(b":=",),
    ),
    _Scan(
        "l",
        rb"b(?:earer|asic)(?=" + _WS + rb"+[a-z0-9._~+/=-]{16})",
        (_Target("bearer_token", (0,)),),
    ),
)

_CLASS_TABLE = bytes.maketrans(
    b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-(", b"0" * 10 + b"A" * 26 + b" +"
)
# Characters whose lower-case form or case-insensitive match is ASCII ("K", the
# Kelvin sign, lower-cases to "k"; "İ" lower-cases to two characters): the
# views cannot mirror ``str.lower()`` around them, so text holding one takes
# the plain engine.
_FOLDS_TO_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a")
try:
    _UCS1_SIZE = sys.getsizeof("\xe9") - 1  # CPython: size of a 1-byte-per-char str, less len
except TypeError:  # pragma: no cover - no getsizeof on this interpreter
    _UCS1_SIZE = -1
_PlannedTarget = tuple[
    int, int, int, "tuple[bytes, ...] | None", "tuple[bytes, ...] | None", "str | None"
]
# Below this length the whole-text engine is cheaper than building views and
# running the scans (measured: ~7 us against ~17 us for a 20-character text).
_SCAN_MIN_CHARS = 200
# Room past a bounded detector's widest match for its trailing lookahead.
_LOOKAHEAD_MARGIN = 8


def _scannable(text: str) -> bool:
    """Can the byte views stand in for ``text`` and ``text.lower()``?"""
    if text.isascii() or sys.getsizeof(text) == _UCS1_SIZE + len(text):
        return True  # no character above U+00FF, so none of _FOLDS_TO_ASCII
    return not any(ch in text for ch in _FOLDS_TO_ASCII)


class _Views:
    """The byte views of one text, built on first use and shared by the passes."""

    __slots__ = ("_a", "_c", "_has", "_l", "scannable", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.scannable = _scannable(text)
        self._a: bytes | None = None
        self._l: bytes | None = None
        self._c: bytes | None = None
        self._has: dict[bytes, bool] = {}

    def has(self, chars: bytes) -> bool:
        """Does the text hold one of the ASCII ``chars`` (cached per text)?"""
        found = self._has.get(chars)
        if found is None:
            a = self.get("a")
            found = self._has[chars] = any(c in a for c in chars)
        return found

    def get(self, view: str) -> bytes:
        if self._a is None:
            self._a = self.text.encode("ascii", "replace")  # one "?" per non-ASCII char
        if view == "a":
            return self._a
        if view == "l":
            if self._l is None:
                self._l = self._a.lower()
            return self._l
        if self._c is None:
            self._c = self._a.translate(_CLASS_TABLE)
        return self._c


@cache
def _max_width(pattern: str) -> int | None:
    """The longest match of ``pattern``, or None when unbounded (or unknown)."""
    try:
        from re import _constants, _parser  # type: ignore[attr-defined]

        hi = _parser.parse(pattern).getwidth()[1]
    except Exception:  # pragma: no cover - private API moved: treat as unbounded
        return None
    return int(hi) if hi < _constants.MAXREPEAT else None


# --- the engine --------------------------------------------------------------


def _accept(d: _Detector, m: re.Match[str], text: str) -> _Span | None:
    """The span to replace for match ``m`` of detector ``d``, or None."""
    start = m.start()
    if d.not_after and start > 0 and text[start - 1] in d.not_after:
        return None
    span = m.span("x") if d.validator is None else d.validator(m, text)
    if span is None or span[0] >= span[1]:
        return None
    return span


class _Pass:
    """One pass: every detector's accepted matches, merged left to right.

    Each detector has its own regex rather than one alternation: overlaps are
    resolved by position, then detector order. ``find`` runs a detector's
    regex only where a candidate scan (see ``_SCANS``) says a match may start;
    ``find_plain`` runs every triggered regex over the whole text and serves
    the rare text the byte views cannot stand in for.
    """

    def __init__(self, detectors: tuple[_Detector, ...]) -> None:
        self.detectors = detectors
        self._rx = [re.compile(d.pattern) for d in detectors]
        # Lower-cased text can change length (e.g. "İ"); then fall back to
        # case-insensitive matching over the original. The scanned engine
        # always matches these case-insensitively over the original, which
        # is the same thing for text without _FOLDS_TO_ASCII.
        self._rx_nocase = [
            re.compile(d.pattern, re.IGNORECASE) if d.lowered else None for d in detectors
        ]
        self._width = [_max_width(d.pattern) for d in detectors]
        # For ``possible``: trigger finders over the text and its lower case, and
        # the digit detectors' necessary conditions.
        self._trigger_finders = [
            f for f in (self._trigger_finder(detectors, low) for low in (False, True)) if f
        ]
        self._digit_gates = [
            (i, d.min_digits, re.compile(d.gate) if d.gate else None)
            for i, d in enumerate(detectors)
            if d.triggers is None
        ]
        index = {d.name: i for i, d in enumerate(detectors)}
        # (view, regex, overlapping, needs, targets as (detector, min/max offset, checks))
        self._scans: list[
            tuple[str, re.Pattern[bytes], bool, tuple[bytes, ...], tuple[_PlannedTarget, ...]]
        ] = []
        for scan in _SCANS:
            targets = tuple(
                (index[tg.name], min(tg.offsets), max(tg.offsets), tg.before, tg.after, tg.first)
                for tg in scan.targets
                if tg.name in index
            )
            if targets:
                self._scans.append(
                    (scan.view, re.compile(scan.pattern), scan.overlapping, scan.needs, targets)
                )

    def possible(self, text: str) -> list[int]:
        """Indices of the detectors that may accept something in ``text``, in order.

        Checks only necessary conditions (a trigger, enough digits), so a
        detector listed may still find nothing. It exists for short texts such
        as section names and source paths, which are redacted on every span:
        most hold no trigger and too few digits, and this answers in about a
        microsecond where ``find_plain`` would try every detector.
        """
        found: set[int] = set()
        for rx, by_trigger, lower in self._trigger_finders:
            for t in rx.findall(text.lower() if lower else text):
                found.update(by_trigger[t])
        if self._digit_gates:
            digits = sum(map(text.count, "0123456789"))
            for i, min_digits, gate in self._digit_gates:
                if digits >= min_digits and (gate is None or gate.search(text) is not None):
                    found.add(i)
        return sorted(found)

    @staticmethod
    def _trigger_finder(
        detectors: tuple[_Detector, ...], lowered: bool
    ) -> tuple[re.Pattern[str], dict[str, tuple[int, ...]], bool] | None:
        """A regex whose ``findall`` lists, at every offset, the longest trigger there.

        A trigger is present iff it is a prefix of one listed (the longest one at
        its offset), so each listed trigger maps to every detector owning one of
        its prefixes. Lookahead, so overlapping occurrences are all seen.
        """
        owners: dict[str, set[int]] = {}  # trigger -> detectors (a trigger may be shared)
        for i, d in enumerate(detectors):
            if d.triggers is not None and d.lowered == lowered:
                for t in d.triggers:
                    owners.setdefault(t, set()).add(i)
        if not owners:
            return None
        words = sorted(owners, key=lambda t: (-len(t), t))
        by_trigger = {
            w: tuple(sorted({i for t, ids in owners.items() if w.startswith(t) for i in ids}))
            for w in words
        }
        rx = re.compile("(?=(" + "|".join(map(re.escape, words)) + "))")
        return rx, by_trigger, lowered

    def find(self, text: str, views: _Views | None = None) -> Iterable[tuple[int, int, str, str]]:
        """Yield (start, end, detector, value) for every accepted match, left to right."""
        if views is None:
            views = _Views(text)
        if not views.scannable:
            return self.find_plain(text)
        # Per detector: ranges [lo, hi) of offsets where one of its matches may start.
        ranges: list[list[tuple[int, int]]] = [[] for _ in self.detectors]
        for view, rx, overlapping, needs, targets in self._scans:
            if needs and not all(views.has(chars) for chars in needs):
                continue
            hay = views.get(view)
            if overlapping:
                for m in rx.finditer(hay):
                    t, e = m.span()
                    for i, lo, hi, _, _, _ in targets:
                        ranges[i].append((t - hi, e - lo))
                continue
            for m in rx.finditer(hay):
                t = m.start()
                for i, off, _, before, after, first in targets:
                    if (
                        (before is None or hay.endswith(before, 0, t))
                        and (after is None or hay.startswith(after, t))
                        and (first is None or text[t - off] in first)
                    ):
                        ranges[i].append((t - off, t - off + 1))
        candidates: list[tuple[int, int, int]] = []  # (start, detector index, end)
        for i, found in enumerate(ranges):
            if found:
                self._scan_ranges(i, found, text, candidates)
        return self._merge(text, candidates)

    def _scan_ranges(
        self, i: int, ranges: list[tuple[int, int]], text: str, out: list[tuple[int, int, int]]
    ) -> None:
        """Detector ``i`` over the candidate start ranges, as if it scanned all of ``text``.

        The whole-text scan takes the leftmost accepted match at or after
        ``pos``, then continues after it; a match outside every range is never
        accepted, so visiting the ranges in order with the same ``pos`` gives
        the same matches. A bounded regex searches a longer range with
        ``endpos`` far enough past it that no match starting inside can see
        the cut; otherwise the regex is tried at each offset.
        """
        d = self.detectors[i]
        rx = self._rx_nocase[i] if d.lowered else self._rx[i]
        assert rx is not None
        width = self._width[i]
        n = len(text)
        ranges.sort()
        pos = 0
        for lo, hi in ranges:
            if hi <= pos or lo >= n:
                continue
            p = lo if lo > pos else pos
            if p < 0:
                p = 0
            if hi - p == 1 or width is None:
                while p < hi:
                    m = rx.match(text, p)
                    if m is not None:
                        span = _accept(d, m, text)
                        if span is not None:
                            out.append((span[0], i, span[1]))
                            p = max(m.end(), p + 1)
                            continue
                    p += 1
            else:
                endpos = min(n, hi + width + _LOOKAHEAD_MARGIN)
                while p < hi:
                    m = rx.search(text, p, endpos)
                    if m is None or m.start() >= hi:
                        p = hi
                        break
                    start = m.start()
                    span = _accept(d, m, text)
                    if span is None:
                        p = start + 1
                        continue
                    out.append((span[0], i, span[1]))
                    p = max(m.end(), start + 1)
            pos = p

    def find_plain(
        self, text: str, only: Iterable[int] | None = None
    ) -> Iterable[tuple[int, int, str, str]]:
        """Like ``find``, running each triggered detector's regex over the whole text.

        ``only``: the detector indices to try (from :meth:`possible`); default all.
        """
        lowered: str | None = None
        has_digit: bool | None = None
        candidates: list[tuple[int, int, int]] = []  # (start, detector index, end)
        for i in range(len(self.detectors)) if only is None else only:
            d = self.detectors[i]
            if d.triggers is None:
                if has_digit is None:
                    has_digit = _DIGIT_RE.search(text) is not None
                if not has_digit:
                    continue
                hay, rx = text, self._rx[i]
            elif d.lowered:
                if lowered is None:
                    lowered = text.lower()
                if not any(t in lowered for t in d.triggers):
                    continue
                if len(lowered) == len(text):
                    hay, rx = lowered, self._rx[i]
                else:
                    hay, rx = text, self._rx_nocase[i]  # type: ignore[assignment]
            else:
                if not any(t in text for t in d.triggers):
                    continue
                hay, rx = text, self._rx[i]
            pos = 0
            n = len(hay)
            while pos <= n:
                m = rx.search(hay, pos)
                if m is None:
                    break
                start = m.start()
                span = _accept(d, m, text)
                if span is None:
                    # A rejected candidate may hide a real one that starts inside it.
                    pos = start + 1
                    continue
                candidates.append((span[0], i, span[1]))
                pos = max(m.end(), start + 1)
        return self._merge(text, candidates)

    def _merge(
        self, text: str, candidates: list[tuple[int, int, int]]
    ) -> list[tuple[int, int, str, str]]:
        if not candidates:
            return []
        candidates.sort()
        protected = _placeholder_spans(text)
        out: list[tuple[int, int, str, str]] = []
        last_end = 0
        for start, i, end in candidates:
            if start < last_end or (protected and _inside(protected, start, end)):
                continue
            last_end = end
            out.append((start, end, self.detectors[i].name, text[start:end]))
        return out


def _placeholder_spans(text: str) -> list[tuple[int, int]]:
    if "[REDACTED:" not in text:
        return []
    return [m.span() for m in PLACEHOLDER_RE.finditer(text)]


def _inside(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Does [start, end) overlap one of the (sorted, disjoint) placeholder spans?"""
    i = max(bisect_right(spans, (start, start)) - 1, 0)
    for s, e in spans[i:]:
        if s >= end:
            return False
        if start < e:
            return True
    return False


class _CustomPass:
    """The policy's own regexes; a group named ``value`` limits what is replaced."""

    def __init__(self, patterns: Mapping[str, str]) -> None:
        self.patterns = [(name, re.compile(rx)) for name, rx in validate_custom_patterns(patterns)]

    def find(self, text: str) -> Iterable[tuple[int, int, str, str]]:
        hits: list[tuple[int, int, str]] = []
        for name, rx in self.patterns:
            for m in rx.finditer(text):
                start, end = m.span("value") if "value" in rx.groupindex else m.span()
                if start < end:
                    hits.append((start, end, name))
        hits.sort(key=lambda h: (h[0], -h[1]))
        protected = _placeholder_spans(text)
        last_end = 0
        for start, end, name in hits:
            if start < last_end or (protected and _inside(protected, start, end)):
                continue
            last_end = end
            yield start, end, name, text[start:end]


def validate_custom_patterns(patterns: Mapping[str, str]) -> list[tuple[str, str]]:
    """Check names and compile every regex; a bad one raises ConfigError naming it."""
    out: list[tuple[str, str]] = []
    for name, rx in patterns.items():
        if not isinstance(name, str) or not _CUSTOM_NAME_RE.match(name):
            raise ConfigError(
                f"custom_patterns: name {name!r} must be lower-case letters, digits and "
                "underscores, starting with a letter (it appears in the placeholder)."
            )
        if name in ALL_DETECTORS:
            raise ConfigError(
                f"custom_patterns.{name}: the name is a built-in detector; choose another name."
            )
        if not isinstance(rx, str) or not rx:
            raise ConfigError(f"custom_patterns.{name}: the pattern must be a non-empty string.")
        try:
            compiled = re.compile(rx)
        except re.error as exc:
            raise ConfigError(f"custom_patterns.{name}: invalid regular expression: {exc}") from exc
        if compiled.match(""):
            raise ConfigError(
                f"custom_patterns.{name}: the pattern matches the empty string, "
                "which would redact nothing useful; make it more specific."
            )
        out.append((name, rx))
    return out


def _check_detectors(detectors: Iterable[str]) -> tuple[str, ...]:
    names = tuple(detectors)
    unknown = sorted(set(names) - set(ALL_DETECTORS))
    if unknown:
        raise ConfigError(
            f"Unknown redaction detector(s) {', '.join(unknown)}. "
            f"Known detectors: {', '.join(ALL_DETECTORS)}."
        )
    return names


class Redactor:
    """Replaces secrets and personal data in text with deterministic placeholders.

    Immutable after construction and safe to share between threads.
    """

    def __init__(
        self,
        detectors: Iterable[str] = ALL_DETECTORS,
        custom_patterns: Mapping[str, str] | None = None,
        placeholder_key: bytes | None = None,
    ) -> None:
        enabled = set(_check_detectors(detectors))
        self.detectors: tuple[str, ...] = tuple(n for n in ALL_DETECTORS if n in enabled)
        self.custom_patterns: dict[str, str] = dict(custom_patterns or {})
        self._key = placeholder_key if placeholder_key else DEFAULT_PLACEHOLDER_KEY
        self._passes: list[_Pass | _CustomPass] = []
        if self.custom_patterns:
            self._passes.append(_CustomPass(self.custom_patterns))
        for group in (_TOKEN_DETECTORS, _CONTEXT_DETECTORS):
            chosen = tuple(d for d in group if d.name in enabled)
            if chosen:
                self._passes.append(_Pass(chosen))

    @classmethod
    def from_policy(cls, policy: RetentionPolicy) -> Redactor:
        """The redactor a policy asks for (cached: building one compiles regexes)."""
        if not policy.redact:
            return _redactor(frozenset(), (), policy.hmac_key)
        return _redactor(
            frozenset(policy.detectors),
            tuple(sorted(policy.custom_patterns.items())),
            policy.hmac_key,
        )

    @property
    def enabled(self) -> bool:
        return bool(self._passes)

    def redact(self, text: str) -> Redaction:
        return self._redact(text, engine="auto")

    def _redact(self, text: str, *, engine: str) -> Redaction:
        """``engine``: "scanned" (candidate scans), "plain" (every detector over the
        whole text: the reference), "gated" (plain, for the detectors whose
        triggers and digit counts allow a match) or "auto" (gated for short
        text, else scanned)."""
        fired: set[str] = set()
        count = 0
        views: _Views | None = None  # shared by passes while the text is unchanged
        for p in self._passes:
            if not isinstance(p, _Pass):
                hits = p.find(text)
            elif engine == "plain":
                hits = p.find_plain(text)
            elif engine == "gated" or (engine == "auto" and len(text) < _SCAN_MIN_CHARS):
                possible = p.possible(text)
                hits = p.find_plain(text, possible) if possible else ()
            else:
                if views is None or views.text is not text:
                    views = _Views(text)
                hits = p.find(text, views)
            pieces: list[str] = []
            last = 0
            for start, end, name, value in hits:
                pieces.append(text[last:start])
                pieces.append(placeholder(name, value, self._key))
                fired.add(name)
                count += 1
                last = end
            if pieces:
                pieces.append(text[last:])
                text = "".join(pieces)
        return Redaction(text, tuple(sorted(fired)), count)

    def __repr__(self) -> str:
        custom = f", custom={sorted(self.custom_patterns)}" if self.custom_patterns else ""
        return f"<Redactor detectors={len(self.detectors)}{custom}>"


@lru_cache(maxsize=32)
def _redactor(
    detectors: frozenset[str], custom: tuple[tuple[str, str], ...], key: bytes | None
) -> Redactor:
    return Redactor(
        tuple(n for n in ALL_DETECTORS if n in detectors), dict(custom), placeholder_key=key
    )
