"""Validators: the checks a regex cannot express, run only on candidate matches.

A validator receives the match (over the original or the lower-cased text,
which have the same length) and the original text, and returns the span to
replace, or None to reject the candidate. Group "x" is the candidate, "v" the
value when only part of the match is replaced. Rejecting is cheap and exact:
the engine then tries the next candidate start, as a whole-text scan would.
"""

from __future__ import annotations

import base64
import binascii
import ipaddress
import json
import math
import re
import string
from collections import Counter
from collections.abc import Callable, Mapping

__all__ = [
    "IBAN_LENGTHS",
    "Span",
    "Validator",
    "check_bearer",
    "check_card",
    "check_email",
    "check_generic",
    "check_iban",
    "check_ipv4",
    "check_ipv6",
    "check_jwt",
    "check_key_body",
    "check_phone",
    "check_url_password",
    "check_value_group",
    "iban_ok",
    "looks_like_secret",
    "luhn_ok",
    "shannon_entropy",
]

Span = tuple[int, int]
Validator = Callable[["re.Match[str]", str], "Span | None"]
_Span = Span


def _g(m: re.Match[str], text: str, name: str = "x") -> str:
    return text[m.start(name) : m.end(name)]


def shannon_entropy(value: str) -> float:
    """Bits per character of ``value`` (0.0 for the empty string)."""
    if not value:
        return 0.0
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in Counter(value).values())


def luhn_ok(digits: str) -> bool:
    """The Luhn check digit test (cards)."""
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
IBAN_LENGTHS: Mapping[str, int] = {
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
    if IBAN_LENGTHS.get(compact[:2]) != len(compact):
        return False
    rearranged = compact[4:] + compact[:4]
    try:
        number = int("".join(str(int(ch, 36)) for ch in rearranged))
    except ValueError:
        return False
    return number % 97 == 1


def check_iban(m: re.Match[str], text: str) -> _Span | None:
    start = m.start("x")
    raw = _g(m, text)
    length = IBAN_LENGTHS.get(raw[:2])
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


def check_card(m: re.Match[str], text: str) -> _Span | None:
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


def check_jwt(m: re.Match[str], text: str) -> _Span | None:
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


def check_key_body(m: re.Match[str], text: str) -> _Span | None:
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


def check_email(m: re.Match[str], text: str) -> _Span | None:
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


def check_ipv4(m: re.Match[str], text: str) -> _Span | None:
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


def check_ipv6(m: re.Match[str], text: str) -> _Span | None:
    # The pattern starts at the first ":"; take up to 4 hex digits to its left.
    start = m.start("x")
    while start > 0 and m.start("x") - start < 4 and text[start - 1] in _HEX:
        start -= 1
    if start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_:.%"):
        return None
    end = m.end("x")
    raw = text[start:end].rstrip(":") if not text[start:end].endswith("::") else text[start:end]
    addr_text = raw.split("%", 1)[0]
    if "::" not in addr_text and addr_text.count(":") < 6:
        # Not an address (ipaddress would refuse it too), and the common case:
        # times and ports ("12:30:45") reach this validator, so skip the parser.
        return None
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


def check_phone(m: re.Match[str], text: str) -> _Span | None:
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


def check_generic(m: re.Match[str], text: str) -> _Span | None:
    for name, quoted in (("eq", True), ("dq", True), ("sq", True), ("bare", False)):
        if m.start(name) >= 0:
            value = _g(m, text, name)
            return m.span(name) if looks_like_secret(value, quoted=quoted) else None
    return None


def check_bearer(m: re.Match[str], text: str) -> _Span | None:
    value = _g(m, text, "v")
    if _has_digit_and_letter(value) and shannon_entropy(value) >= 3.0:
        return m.span("v")
    return None


def check_url_password(m: re.Match[str], text: str) -> _Span | None:
    value = _g(m, text, "v")
    if len(value) < 3 or _PLACEHOLDER_VALUE_RE.search(value):
        return None
    if value.lower() in {"password", "pass", "pwd", "secret"}:
        return None
    return m.span("v")


def check_value_group(m: re.Match[str], text: str) -> _Span | None:
    return m.span("v")
