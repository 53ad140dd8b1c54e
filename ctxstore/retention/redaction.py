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
holds no secret, which is almost all text. Every detector names literal
*triggers* (``"sk-"``, ``"eyJ"``, ``"@"``...); a ``str in`` check per trigger
decides which detectors can possibly match, and only those are compiled into
one alternation (cached per combination) that scans the text once. Checks that
a regex cannot express (Luhn, IBAN mod-97, a JWT header that decodes to JSON
with ``"alg"``, ``ipaddress`` validity, entropy) run only on candidates.

Three passes, in this order, each over the previous pass's output:

1. custom patterns from the policy (the user's rules win);
2. token-shaped detectors whose value alone identifies it (keys, JWTs, emails,
   cards, IBANs, IP addresses, phone numbers);
3. context detectors where the *key* says "this is a secret" and only the value
   is replaced (``password = "..."``, ``Authorization: Bearer ...``,
   ``scheme://user:password@host``, AWS secret keys). Running after pass 2
   means ``api_key = "sk-proj-..."`` is reported as ``openai_key``, the more
   precise name.

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
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
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
# A validator receives the match and returns the span to replace, or None to
# reject the candidate. They run only on candidates, never on the whole text.

_Span = tuple[int, int]
_Validator = Callable[["re.Match[str]", str], "_Span | None"]


def _whole(m: re.Match[str], group: str) -> _Span:
    return m.span(group)


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


def _v_iban(m: re.Match[str], g: str) -> _Span | None:
    start = m.start(g)
    raw = m.group(g)
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


def _v_card(m: re.Match[str], g: str) -> _Span | None:
    raw = m.group(g)
    digits = raw.replace(" ", "").replace("-", "")
    if not 13 <= len(digits) <= 19 or not luhn_ok(digits):
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
    return m.span(g)


def _v_jwt(m: re.Match[str], g: str) -> _Span | None:
    header = m.group(g).split(".", 1)[0]
    try:
        decoded = base64.urlsafe_b64decode(header + "=" * (-len(header) % 4))
        data = json.loads(decoded)
    except (binascii.Error, ValueError):
        return None
    if isinstance(data, dict) and "alg" in data:
        return m.span(g)
    return None


def _has_digit_and_letter(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _v_key_body(m: re.Match[str], g: str) -> _Span | None:
    # "sk-this-is-a-long-hyphenated-slug" is prose; real keys mix digits and letters.
    return m.span(g) if _has_digit_and_letter(m.group(g)) else None


_NOT_EMAIL_TLDS = frozenset({"py", "js", "ts", "sh", "md", "rb", "gz", "so"})
_EMAIL_GTLDS = frozenset(
    """com org net edu gov mil int info biz name pro aero coop museum jobs travel mobi asia tel
    cat post io ai dev app cloud tech online site xyz email mail company inc ltd llc group team
    systems solutions services support health bank finance news blog shop store agency studio
    design digital network software science academy university example test invalid local
    localhost internal corp home lan gmbh global world life live today media works""".split()  # noqa: SIM905
)


def _v_email(m: re.Match[str], g: str) -> _Span | None:
    value = m.group(g)
    local, _, domain = value.rpartition("@")
    labels = domain.split(".")
    tld = labels[-1].lower()
    if local.lower() == "git":  # git@github.com:org/repo is an ssh remote, not a person
        return None
    if re.fullmatch(r"\d+(\.\d+)?x", labels[0]):  # icon@2x.png
        return None
    if len(tld) == 2:
        return None if tld in _NOT_EMAIL_TLDS else m.span(g)
    return m.span(g) if tld in _EMAIL_GTLDS else None


def _v_ipv4(m: re.Match[str], g: str) -> _Span | None:
    try:
        addr = ipaddress.IPv4Address(m.group(g))
    except ValueError:
        return None
    # Loopback, "any" and netmasks appear in every config file and identify nobody.
    if addr.is_loopback or addr.is_unspecified or m.group(g).startswith("255."):
        return None
    return m.span(g)


def _v_ipv6(m: re.Match[str], g: str) -> _Span | None:
    raw = m.group(g)
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
    return m.span(g)


def _v_phone(m: re.Match[str], g: str) -> _Span | None:
    raw = m.group(g)
    digits = sum(ch.isdigit() for ch in raw)
    if raw.startswith("+"):
        ok = 8 <= digits <= 15
    elif raw.startswith("0"):
        ok = 9 <= digits <= 12
    else:
        ok = digits == 10 and raw.lstrip("(")[0] in "23456789"
    return m.span(g) if ok else None


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
    """``get_token()``, ``settings.SECRET``, ``os.environ[...]``, ``api_key``: code, not a value.

    A bare identifier still counts as a value when it looks random (12+ characters
    mixing letters and digits), as in ``API_TOKEN=9f8e7d6c5b4a3928`` in an env file.
    """
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


def _v_generic(m: re.Match[str], g: str) -> _Span | None:
    for name, quoted in (("dq", True), ("sq", True), ("bare", False)):
        gn = f"{g}{name}"
        value = m.group(gn)
        if value is not None:
            return m.span(gn) if looks_like_secret(value, quoted=quoted) else None
    return None


def _v_bearer(m: re.Match[str], g: str) -> _Span | None:
    gv = f"{g}v"
    value = m.group(gv)
    if _has_digit_and_letter(value) and shannon_entropy(value) >= 3.0:
        return m.span(gv)
    return None


def _v_url_password(m: re.Match[str], g: str) -> _Span | None:
    gv = f"{g}v"
    value = m.group(gv)
    if (
        len(value) < 3
        or _PLACEHOLDER_VALUE_RE.search(value)
        or value.lower()
        in {
            "password",
            "pass",
            "pwd",
            "secret",
        }
    ):
        return None
    return m.span(gv)


def _v_value_group(m: re.Match[str], g: str) -> _Span | None:
    return m.span(f"{g}v")


# --- detectors -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Detector:
    name: str
    pattern: str  # "{g}" is replaced by the detector's group name
    triggers: tuple[str, ...] | None  # literal substrings; None = needs a digit
    validator: _Validator | None = None
    lower_triggers: bool = False  # match triggers against the lower-cased text


_TOKEN_END = r"(?![A-Za-z0-9_-])"

# Pass 2, in priority order: at the same start position, the first one wins.
_TOKEN_DETECTORS: tuple[_Detector, ...] = (
    _Detector(
        "private_key",
        r"(?P<{g}>-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?s:.*?)"
        r"-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----"
        # A block cut off before its END line: take the base64 lines that follow.
        r"|-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:(?:\s|\\n)*[A-Za-z0-9+/=:-]{8,})*)",
        ("PRIVATE KEY",),
    ),
    _Detector(
        "jwt",
        r"(?<![A-Za-z0-9_-])(?P<{g}>eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*)"
        + _TOKEN_END,
        ("eyJ",),
        _v_jwt,
    ),
    _Detector(
        "anthropic_key",
        r"(?<![A-Za-z0-9_-])(?P<{g}>sk-ant-[A-Za-z0-9_-]{20,})" + _TOKEN_END,
        ("sk-ant-",),
        _v_key_body,
    ),
    _Detector(
        "openai_key",
        r"(?<![A-Za-z0-9_-])(?P<{g}>sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,})"
        + _TOKEN_END,
        ("sk-",),
        _v_key_body,
    ),
    _Detector(
        "stripe_key",
        r"(?<![A-Za-z0-9_])(?P<{g}>(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,})(?![A-Za-z0-9_])",
        ("_live_", "_test_"),
    ),
    _Detector(
        "github_token",
        r"(?<![A-Za-z0-9_])(?P<{g}>gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{30,255})"
        r"(?![A-Za-z0-9_])",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    ),
    _Detector(
        "aws_access_key",
        r"(?<![A-Za-z0-9])(?P<{g}>(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16})(?![A-Za-z0-9])",
        ("AKIA", "ASIA", "ABIA", "ACCA", "A3T"),
    ),
    _Detector(
        "slack_token",
        r"(?<![A-Za-z0-9])(?P<{g}>xox[abposr]-[A-Za-z0-9-]{10,})" + _TOKEN_END,
        ("xox",),
    ),
    _Detector(
        "slack_webhook",
        r"(?P<{g}>https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/-]+)",
        ("hooks.slack.com",),
    ),
    _Detector(
        "google_api_key",
        r"(?<![A-Za-z0-9_-])(?P<{g}>AIza[0-9A-Za-z_-]{35})" + _TOKEN_END,
        ("AIza",),
    ),
    _Detector(
        "google_oauth_secret",
        r"(?<![A-Za-z0-9_-])(?P<{g}>GOCSPX-[A-Za-z0-9_-]{28})" + _TOKEN_END,
        ("GOCSPX-",),
    ),
    # Before email: in scheme://user:password@host the password@host part is no address.
    _Detector(
        "url_credentials",
        r"(?P<{g}>(?i:[a-z][a-z0-9+.-]{1,20})://[^\s:/@'\"]{0,128}:(?P<{g}v>[^\s/@'\"]{1,256})@)",
        ("://",),
        _v_url_password,
    ),
    _Detector(
        "email",
        r"(?<![\w.%+-])(?P<{g}>[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@"
        r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24})(?![A-Za-z0-9-])",
        ("@",),
        _v_email,
    ),
    _Detector(
        "iban",
        r"(?<![A-Za-z0-9])(?P<{g}>[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)"
        r"(?![A-Za-z0-9])",
        None,
        _v_iban,
    ),
    _Detector(
        "credit_card",
        r"(?<![\w.,+-])(?P<{g}>[2-6](?:\d[ -]?){11,17}\d)(?![\w-]|[.,]\d)",
        None,
        _v_card,
    ),
    _Detector(
        "ipv6",
        r"(?<![\w:.%])(?P<{g}>(?:[0-9A-Fa-f]{1,4}:|:)(?::|[0-9A-Fa-f]{1,4}:){1,7}"
        r"(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{1,4})?(?:%[A-Za-z0-9]+)?)(?![\w:.])",
        ("::", ":"),
        _v_ipv6,
    ),
    _Detector(
        "ipv4",
        r"(?<![\w.])(?P<{g}>(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}"
        r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))(?![\w]|\.\d)",
        None,
        _v_ipv4,
    ),
    _Detector(
        "phone",
        r"(?<![\w.+/-])(?P<{g}>"
        r"\+[1-9]\d{0,2}(?:[ .-]?\(?\d{1,4}\)?){2,6}"  # +44 20 7946 0958, +1 (415) 555-0132
        r"|\(\d{3}\) ?\d{3}[-. ]\d{4}"  # (415) 555-0132
        # 415-555-0132, 415.555.0132; not "415 555 0132": too often a list of numbers
        r"|\d{3}-\d{3}-\d{4}|\d{3}\.\d{3}\.\d{4}"
        r"|0\d{1,4}(?:[ -]\d{2,8}){1,4}"  # 030 12345678, 06 12 34 56 78
        r")(?![\w-]|[.:]\d)",
        None,
        _v_phone,
    ),
)

# Pass 3: the key says "secret"; only the value group is replaced.
_KEYWORDS = (
    r"password|passwd|passphrase|pwd|secret|token|api[_-]?key|apikey|access[_-]?key"
    r"|secret[_-]?key|private[_-]?key|signing[_-]?key|client[_-]?secret|credentials?"
)
_CONTEXT_DETECTORS: tuple[_Detector, ...] = (
    _Detector(
        "aws_secret_key",
        r"(?P<{g}>(?i:aws_?secret_?access_?key|aws_?secret_?key|secret_?access_?key)"
        r"[\"']?\s*(?:=|:|=>)\s*[\"']?(?P<{g}v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=]))",
        ("secret",),
        _v_value_group,
        lower_triggers=True,
    ),
    _Detector(
        "bearer_token",
        r"(?P<{g}>(?:Bearer|bearer|BEARER|Basic|basic)\s+(?P<{g}v>[A-Za-z0-9._~+/=-]{16,}))"
        r"(?![A-Za-z0-9._~+/=-])",
        ("bearer", "basic"),
        _v_bearer,
        lower_triggers=True,
    ),
    _Detector(
        "generic_secret",
        r"(?P<{g}>(?i:" + _KEYWORDS + r")(?![A-Za-z0-9_])[\"']?\]?\s*(?::=|=>|=|:)\s*"
        r"(?:\"(?P<{g}dq>[^\"\n]{1,512})\"|'(?P<{g}sq>[^'\n]{1,512})'"
        r"|(?P<{g}bare>[^\s'\",;&)}\]<>]{1,512})))",
        ("pass", "pwd", "secret", "token", "key", "credential"),
        _v_generic,
        lower_triggers=True,
    ),
)

ALL_DETECTORS: tuple[str, ...] = tuple(d.name for d in (*_TOKEN_DETECTORS, *_CONTEXT_DETECTORS))

_DIGIT_RE = re.compile(r"\d")


# --- the engine --------------------------------------------------------------


class _Pass:
    """One scan: a set of detectors compiled into alternations chosen per text."""

    def __init__(self, detectors: tuple[_Detector, ...]) -> None:
        self.detectors = detectors
        self._single = [
            re.compile(d.pattern.replace("{g}", f"d{i}")) for i, d in enumerate(detectors)
        ]
        # One alternation per combination of triggered detectors; few occur in practice.
        self._compiled: dict[tuple[int, ...], re.Pattern[str]] = {}

    def _combined(self, active: tuple[int, ...]) -> re.Pattern[str]:
        rx = self._compiled.get(active)
        if rx is None:
            rx = re.compile(
                "|".join(self.detectors[i].pattern.replace("{g}", f"d{i}") for i in active)
            )
            if len(self._compiled) < 512:
                self._compiled[active] = rx
        return rx

    def active(self, text: str, lowered: Callable[[], str]) -> tuple[int, ...]:
        has_digit: bool | None = None
        out: list[int] = []
        for i, d in enumerate(self.detectors):
            if d.triggers is None:
                if has_digit is None:
                    has_digit = _DIGIT_RE.search(text) is not None
                if has_digit:
                    out.append(i)
            else:
                hay = lowered() if d.lower_triggers else text
                if any(t in hay for t in d.triggers):
                    out.append(i)
        return tuple(out)

    def find(self, text: str) -> Iterable[tuple[int, int, str, str]]:
        """Yield (start, end, detector, value) for every accepted match, left to right."""
        lower_cache: list[str] = []

        def lowered() -> str:
            if not lower_cache:
                lower_cache.append(text.lower())
            return lower_cache[0]

        active = self.active(text, lowered)
        if not active:
            return
        rx = self._combined(active)
        protected = _placeholder_spans(text)
        pos = 0
        while True:
            m = rx.search(text, pos)
            if m is None:
                return
            found = self._accept(m, text, active)
            if found is None:
                pos = m.start() + 1
                continue
            start, end, name = found
            if protected and _inside(protected, start, end):
                pos = max(end, m.start() + 1)
                continue
            yield start, end, name, text[start:end]
            pos = max(end, m.start() + 1)

    def _accept(
        self, m: re.Match[str], text: str, active: tuple[int, ...]
    ) -> tuple[int, int, str] | None:
        assert m.lastgroup is not None
        # lastgroup is the outer group of the alternative that matched, except
        # when an inner value group closes last; recover the detector index.
        idx = int(re.match(r"d(\d+)", m.lastgroup).group(1))  # type: ignore[union-attr]
        span = self._validate(idx, m)
        if span is not None:
            return (*span, self.detectors[idx].name)
        # The first alternative at this position was a false candidate; give the
        # later detectors a chance at the same start before moving on.
        for j in active[active.index(idx) + 1 :]:
            m2 = self._single[j].match(text, m.start())
            if m2 is not None:
                span = self._validate(j, m2)
                if span is not None:
                    return (*span, self.detectors[j].name)
        return None

    def _validate(self, idx: int, m: re.Match[str]) -> _Span | None:
        g = f"d{idx}"
        validator = self.detectors[idx].validator
        span = m.span(g) if validator is None else validator(m, g)
        if span is None or span[0] == span[1]:
            return None
        return span


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
        fired: set[str] = set()
        count = 0
        for p in self._passes:
            pieces: list[str] = []
            last = 0
            for start, end, name, value in p.find(text):
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
