"""The reference redactor the engine is tested against: every detector's regex over the whole text.

Deliberately naive and slow: no triggers, no shapes, no views. Each pass runs
each enabled detector's regex from the start of the text to the end, accepting
or rejecting each leftmost match (a rejected match may hide a real one that
starts inside it, so the scan resumes one character later), then merges the
candidates of all detectors by position (ties: detector order), skipping
anything inside an existing placeholder. The context detectors run over
``text.lower()``, or case-insensitively over the text when lower-casing would
move offsets ("İ" becomes two characters).

Only the detector table (patterns and validators) and the placeholder
function are shared with the engine: they are the specification.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from ctxstore.retention.redaction import (
    ALL_DETECTORS,
    DEFAULT_PLACEHOLDER_KEY,
    PLACEHOLDER_RE,
    Redaction,
    placeholder,
)
from ctxstore.retention.redaction.detectors import CONTEXT_DETECTORS, TOKEN_DETECTORS, Detector


def _accepted(d: Detector, text: str) -> list[tuple[int, int]]:
    """Spans detector ``d`` replaces in ``text`` when it scans all of it alone."""
    hay, flags = text, 0
    if d.lowered:
        lowered = text.lower()
        if len(lowered) == len(text):
            hay = lowered
        else:
            flags = re.IGNORECASE
    rx = re.compile(d.pattern, flags)
    out: list[tuple[int, int]] = []
    pos = 0
    while pos <= len(hay):
        m = rx.search(hay, pos)
        if m is None:
            break
        start = m.start()
        span: tuple[int, int] | None
        if d.not_after and start > 0 and text[start - 1] in d.not_after:
            span = None
        else:
            span = m.span("x") if d.validator is None else d.validator(m, text)
        if span is None or span[0] >= span[1]:
            pos = start + 1
            continue
        out.append(span)
        pos = max(m.end(), start + 1)
    return out


def _protected(text: str, start: int, end: int) -> bool:
    return any(s < end and start < e for s, e in (m.span() for m in PLACEHOLDER_RE.finditer(text)))


def _apply(
    text: str, hits: Iterable[tuple[int, int, str]], key: bytes, fired: set[str]
) -> tuple[str, int]:
    """Replace the non-overlapping hits (sorted by start, then priority) by placeholders."""
    out, last, count = [], 0, 0
    for start, end, name in hits:
        if start < last or _protected(text, start, end):
            continue
        out.append(text[last:start] + placeholder(name, text[start:end], key))
        fired.add(name)
        count += 1
        last = end
    return "".join(out) + text[last:], count


def oracle_redact(
    text: str,
    detectors: Iterable[str] = ALL_DETECTORS,
    custom_patterns: Mapping[str, str] | None = None,
    placeholder_key: bytes | None = None,
) -> Redaction:
    """What ``Redactor(detectors, custom_patterns, placeholder_key).redact(text)`` must return."""
    key = placeholder_key or DEFAULT_PLACEHOLDER_KEY
    enabled = set(detectors)
    fired: set[str] = set()
    total = 0
    if custom_patterns:
        custom: list[tuple[int, int, str]] = []
        for name, pattern in custom_patterns.items():
            rx = re.compile(pattern)
            for m in rx.finditer(text):
                span = m.span("value") if "value" in rx.groupindex else m.span()
                if span[0] < span[1]:
                    custom.append((span[0], span[1], name))
        custom.sort(key=lambda h: (h[0], -h[1]))
        text, n = _apply(text, custom, key, fired)
        total += n
    for group in (TOKEN_DETECTORS, CONTEXT_DETECTORS):
        chosen = [d for d in group if d.name in enabled]
        found = sorted(
            (start, priority, end, d.name)
            for priority, d in enumerate(chosen)
            for start, end in _accepted(d, text)
        )
        text, n = _apply(text, ((s, e, name) for s, _, e, name in found), key, fired)
        total += n
    return Redaction(text, tuple(sorted(fired)), total)
