"""``Redactor``: the detectors a caller enables, applied in three passes.

It takes plain values (detector names, custom patterns, the placeholder key as
bytes) and knows nothing of retention policies: a policy builds its redactor
(``RetentionPolicy.redactor()``), not the other way round.

Three passes, in this order, each over the previous pass's output:

1. custom patterns (the user's rules win);
2. token-shaped detectors whose value alone identifies it (keys, JWTs, private
   key blocks, ``scheme://user:password@host`` passwords, emails, cards, IBANs,
   IP addresses, phone numbers);
3. context detectors where the *key* says "this is a secret" and only the value
   is replaced (``password = "..."``, ``Authorization: Bearer ...``, AWS secret
   keys). Running after pass 2 means ``api_key = "sk-proj-..."`` is reported
   as ``openai_key``, the more precise name.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from threading import Lock

from ctxstore.errors import ConfigError
from ctxstore.retention.redaction.custom import CustomPass
from ctxstore.retention.redaction.detectors import (
    ALL_DETECTORS,
    CONTEXT_DETECTORS,
    TOKEN_DETECTORS,
)
from ctxstore.retention.redaction.engine import Engine, Hit, Views
from ctxstore.retention.redaction.placeholders import DEFAULT_PLACEHOLDER_KEY, placeholder

__all__ = ["MemoRedactor", "Redaction", "Redactor", "shared_redactor"]


@dataclass(frozen=True, slots=True)
class Redaction:
    """Redacted text and the detectors that fired on it (sorted, unique)."""

    text: str
    detectors: tuple[str, ...]
    count: int = 0  # number of values replaced

    @property
    def changed(self) -> bool:
        return self.count > 0


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
        self._custom = CustomPass(self.custom_patterns) if self.custom_patterns else None
        self._engine = Engine(
            [
                [d for d in group if d.name in enabled]
                for group in (TOKEN_DETECTORS, CONTEXT_DETECTORS)
            ]
        )

    @property
    def enabled(self) -> bool:
        return self._custom is not None or bool(self._engine.passes)

    def redact(self, text: str) -> Redaction:
        fired: set[str] = set()
        count = 0
        if self._custom is not None:
            text, count = self._replace(text, self._custom.find(text), fired, count)
        views: Views | None = None  # shared by the passes while the text is unchanged
        for p in range(len(self._engine.passes)):
            if views is None or views.text is not text:
                views = Views(text)
            hits = self._engine.find(p, views)
            if hits:
                text, count = self._replace(text, hits, fired, count)
        return Redaction(text, tuple(sorted(fired)), count)

    def _replace(
        self, text: str, hits: Iterable[Hit], fired: set[str], count: int
    ) -> tuple[str, int]:
        pieces: list[str] = []
        last = 0
        for start, end, name, value in hits:
            pieces.append(text[last:start])
            pieces.append(placeholder(name, value, self._key))
            fired.add(name)
            count += 1
            last = end
        if not pieces:
            return text, count
        pieces.append(text[last:])
        return "".join(pieces), count

    def __repr__(self) -> str:
        custom = f", custom={sorted(self.custom_patterns)}" if self.custom_patterns else ""
        return f"<Redactor detectors={len(self.detectors)}{custom}>"


class MemoRedactor(Redactor):
    """A :class:`Redactor` that remembers the redactions of recent texts.

    Stable sections (tools, system prompt, memory) are kept on every span by
    the default kind rules, and section names and sources are redacted on
    every span, so the same texts come back request after request. Redaction
    is a pure function of the configuration and the text, so results are
    cached per text, bounded by total characters. A hit is a lock-free dict
    read (atomic under the GIL) with no move-to-end: eviction is first-in
    first-out, so a stable text is redacted again once per ``max_chars`` of
    other text, and a hit costs nothing more than the lookup.
    """

    def __init__(
        self,
        detectors: Iterable[str] = ALL_DETECTORS,
        custom_patterns: Mapping[str, str] | None = None,
        placeholder_key: bytes | None = None,
        *,
        max_chars: int = 16 * 1024 * 1024,
    ) -> None:
        super().__init__(detectors, custom_patterns, placeholder_key)
        self._memo: OrderedDict[str, Redaction] = OrderedDict()
        self._chars = 0
        self._max_chars = max_chars
        self._lock = Lock()

    def redact(self, text: str) -> Redaction:
        hit = self._memo.get(text)
        if hit is not None:
            return hit
        result = super().redact(text)
        if len(text) <= self._max_chars // 4:
            with self._lock:
                if text not in self._memo:
                    self._memo[text] = result
                    self._chars += len(text)
                while self._chars > self._max_chars and self._memo:
                    old, _ = self._memo.popitem(last=False)
                    self._chars -= len(old)
        return result


@lru_cache(maxsize=16)
def shared_redactor(
    detectors: frozenset[str], custom_patterns: tuple[tuple[str, str], ...], key: bytes | None
) -> MemoRedactor:
    """One memoizing redactor per configuration, shared by everything in the process.

    Keyed by what redaction depends on, not by who asks: a policy with a
    capture override is a new object per call, and a cold memo per request
    would redact every stable section name and text again.
    """
    return MemoRedactor(
        tuple(n for n in ALL_DETECTORS if n in detectors), dict(custom_patterns), key
    )
