"""Placeholders: what a redacted value becomes, ``[REDACTED:<detector>:<4 hex>]``.

Why deterministic: a value always becomes the same placeholder, so a diff
between two stored versions of a section shows only real changes, and
redacted text that is re-sent stays byte-stable. The 4 hex digits are the
first 16 bits of ``HMAC-SHA256(key, value)``: with a secret key a placeholder
cannot be used to confirm a guessed phone number or email. The tag is
computed in one place, :func:`placeholder_tag`, which takes the key as bytes
and knows nothing about where the key comes from.
"""

from __future__ import annotations

import hmac
import re
from bisect import bisect_right

__all__ = [
    "DEFAULT_PLACEHOLDER_KEY",
    "PLACEHOLDER_RE",
    "overlaps",
    "placeholder",
    "placeholder_spans",
    "placeholder_tag",
]

# The key when the policy has none: placeholders are then stable, but not secret.
DEFAULT_PLACEHOLDER_KEY = b"ctxstore-redaction-placeholder-v1"

# A redaction placeholder as it appears in redacted text.
PLACEHOLDER_RE = re.compile(r"\[REDACTED:[A-Za-z0-9_.-]+:[0-9a-f]{4}\]")


def placeholder_tag(key: bytes, value: str) -> str:
    """The 4 hex digits that stand for ``value``: the start of ``HMAC-SHA256(key, value)``."""
    # hmac.digest: the one-shot C path, a third cheaper than building an HMAC object
    return hmac.digest(key, value.encode("utf-8", "surrogatepass"), "sha256")[:2].hex()


def placeholder(detector: str, value: str, key: bytes = DEFAULT_PLACEHOLDER_KEY) -> str:
    """The placeholder ``value`` becomes: ``[REDACTED:<detector>:<4 hex>]``."""
    return f"[REDACTED:{detector}:{placeholder_tag(key, value)}]"


def placeholder_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` already holds placeholders (sorted, disjoint): nothing there is redacted."""
    if "[REDACTED:" not in text:
        return []
    return [m.span() for m in PLACEHOLDER_RE.finditer(text)]


def overlaps(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Does [start, end) overlap one of the (sorted, disjoint) ``spans``?"""
    i = max(bisect_right(spans, (start, start)) - 1, 0)
    for s, e in spans[i:]:
        if s >= end:
            return False
        if start < e:
            return True
    return False
