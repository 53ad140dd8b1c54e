"""The policy's own patterns: named regexes, run before the built-in detectors.

They run as written over the whole text (a user's regex has no declared
trigger), so a user's rule always wins over a built-in detector's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from ctxstore.errors import ConfigError
from ctxstore.retention.redaction.detectors import ALL_DETECTORS
from ctxstore.retention.redaction.placeholders import overlaps, placeholder_spans

__all__ = ["CustomPass", "validate_custom_patterns"]

_CUSTOM_NAME_RE = re.compile(r"^[a-z][a-z0-9_]{0,47}$")


class CustomPass:
    """The policy's regexes; a group named ``value`` limits what is replaced."""

    def __init__(self, patterns: Mapping[str, str]) -> None:
        self.patterns = [(name, re.compile(rx)) for name, rx in validate_custom_patterns(patterns)]

    def find(self, text: str) -> Iterable[tuple[int, int, str, str]]:
        """(start, end, name, value) of every replaced value, left to right, none overlapping."""
        hits: list[tuple[int, int, str]] = []
        for name, rx in self.patterns:
            for m in rx.finditer(text):
                start, end = m.span("value") if "value" in rx.groupindex else m.span()
                if start < end:
                    hits.append((start, end, name))
        hits.sort(key=lambda h: (h[0], -h[1]))
        protected = placeholder_spans(text)
        last_end = 0
        for start, end, name in hits:
            if start < last_end or (protected and overlaps(protected, start, end)):
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
