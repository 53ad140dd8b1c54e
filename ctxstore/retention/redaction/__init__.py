"""Redaction: secrets and personal data become stable placeholders before any text is kept.

A value always becomes the same ``[REDACTED:<detector>:<4 hex>]``
(:mod:`.placeholders`), so diffs of stored text show only real changes.
Re-redacting redacted text is a no-op, so the receiver can safely redact
again at ingest.

The package is split by job: :mod:`.detectors` declares each built-in
detector once (its regex, the literals or byte shapes its matches begin with,
its validator); :mod:`.validators` holds the checks a regex cannot express
(Luhn, IBAN length and mod-97, a JWT header that decodes to JSON with
``"alg"``, ``ipaddress`` validity, entropy); :mod:`.engine` finds candidates
in one multi-pattern pass and confirms them; :mod:`.redactor` applies the
passes and the placeholders; :mod:`.custom` runs a policy's own patterns.
``tests/redaction_oracle.py`` is the plain whole-text reference the engine
is tested against; ``benchmarks/bench_redaction.py`` measures both.

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

from ctxstore.retention.redaction.custom import validate_custom_patterns
from ctxstore.retention.redaction.detectors import ALL_DETECTORS
from ctxstore.retention.redaction.placeholders import (
    DEFAULT_PLACEHOLDER_KEY,
    PLACEHOLDER_RE,
    placeholder,
    placeholder_tag,
)
from ctxstore.retention.redaction.redactor import (
    MemoRedactor,
    Redaction,
    Redactor,
    shared_redactor,
)
from ctxstore.retention.redaction.validators import iban_ok, looks_like_secret, luhn_ok

__all__ = [
    "ALL_DETECTORS",
    "DEFAULT_PLACEHOLDER_KEY",
    "PLACEHOLDER_RE",
    "MemoRedactor",
    "Redaction",
    "Redactor",
    "iban_ok",
    "looks_like_secret",
    "luhn_ok",
    "placeholder",
    "placeholder_tag",
    "shared_redactor",
    "validate_custom_patterns",
]
