"""Screening of untrusted section text for instruction-like content.

Retrieved documents and tool outputs are hostile until proven otherwise, so the
assembler screens them before they are fenced into a request. Screening is a
*heuristic*, not a guarantee: the guarantee that untrusted text cannot change
the system block or the tool list lives in the assembler's code. What screening
adds is visibility (every hit names its detector and its character span, so it
can be reported, counted and stored) and a cheap way to defuse the common
attacks (``neutralize``).

Why it looks the way it does:

* **Speed decides the design.** The assembler screens ~40 KB per request and its
  whole budget is a small multiple of one tiktoken encode, so scanning ordinary
  text must cost a fraction of that. Python's ``re`` is fast only when a pattern
  starts with one literal character (the engine then hops with a C loop); a
  pattern that starts with an alternation or a character class visits every
  position (about 5 ns a character, 0.2 ms per 40 KB and pattern). So each
  detector starts from a literal hop (one shared pass over the ``<``s, one over
  the ``[``s), from anchor words found for all detectors at once by one
  Aho-Corasick pass (``ahocorasick-rs``; one ``bytes.find`` per anchor without
  it), or from a ``bytes.translate`` view; the detailed regexes run only in
  small windows around what the cheap pass found. Unicode detectors are skipped
  outright when ``str.isascii()`` (O(1) in CPython) says there is nothing to
  find. ``benchmarks/bench_screening.py`` measures the result against a
  tiktoken encode of the same text.
* **Obfuscation is normalised on a copy, positions stay on the original.** Override
  phrases are matched on a folded byte view (lower case, leetspeak digits,
  homoglyphs and fullwidth letters mapped to ASCII, invisible characters
  removed); a segment map translates match offsets back, so ``text[start:end]``
  of a hit is always the offending original text.
* **Neutralising must leave text readable and inert.** Invisible characters
  become visible markers, tags and template tokens lose their angle brackets,
  override phrases are wrapped in ``[screened: ...]``, exfiltration URLs lose
  their query string and encoded payloads are replaced by a note. Re-scanning a
  neutralised text finds nothing for the structural detectors (everything but
  override phrases, whose words are kept on purpose so a reader can see what
  was attempted).

Users can add detectors: anything with a ``name`` and ``find(text)`` returning
:class:`ScreenHit` objects works; an optional ``neutralize(text, hit)`` method
says how to defuse its hits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ctxstore.assembly.screening._base import (
    Detector,
    ScreenHit,
    ScreeningAction,
    _defang,
    _wrap_screened,
    printable,
)
from ctxstore.assembly.screening._encoded import EncodedPayloadDetector
from ctxstore.assembly.screening._links import ExfiltrationLinkDetector
from ctxstore.assembly.screening._markup import ChatTemplateTokenDetector, RoleTagDetector
from ctxstore.assembly.screening._phrases import OverridePhraseDetector
from ctxstore.assembly.screening._unicode import (
    BidiControlDetector,
    InvisibleUnicodeDetector,
    UnicodeTagBlockDetector,
)
from ctxstore.assembly.screening._view import _View, _ViewDetector
from ctxstore.errors import ConfigError, InjectionDetectedError

__all__ = [
    "DEFAULT_DETECTORS",
    "DEFAULT_SCREENER",
    "DETECTOR_NAMES",
    "BidiControlDetector",
    "ChatTemplateTokenDetector",
    "Detector",
    "EncodedPayloadDetector",
    "ExfiltrationLinkDetector",
    "InvisibleUnicodeDetector",
    "OverridePhraseDetector",
    "RoleTagDetector",
    "ScreenHit",
    "ScreenOutcome",
    "Screener",
    "ScreeningAction",
    "UnicodeTagBlockDetector",
    "printable",
]

DEFAULT_DETECTORS: tuple[Detector, ...] = (
    OverridePhraseDetector(),
    RoleTagDetector(),
    ChatTemplateTokenDetector(),
    InvisibleUnicodeDetector(),
    BidiControlDetector(),
    UnicodeTagBlockDetector(),
    EncodedPayloadDetector(),
    ExfiltrationLinkDetector(),
)
DETECTOR_NAMES: tuple[str, ...] = tuple(d.name for d in DEFAULT_DETECTORS)

# Detectors whose hits neutralize() must leave none of: after a pass the screener
# re-scans with these and defuses whatever a first pass uncovered (a template
# token inside an exfiltration image's alt text, say). Override phrases are kept
# readable inside their marker on purpose, so they are not in this set.
_STRUCTURAL = frozenset(DETECTOR_NAMES) - {OverridePhraseDetector.name}
_MAX_PASSES = 4


@dataclass(frozen=True, slots=True)
class ScreenOutcome:
    """Result of :meth:`Screener.screen`: the text to send (None when dropped) and the hits."""

    text: str | None
    hits: tuple[ScreenHit, ...]
    action: ScreeningAction

    @property
    def dropped(self) -> bool:
        return self.text is None

    @property
    def flagged(self) -> bool:
        return bool(self.hits)


class Screener:
    """Runs detectors over untrusted text and defuses what they find.

    ``Screener()`` uses :data:`DEFAULT_DETECTORS`; pass your own sequence to add
    or remove detectors (``Screener([*DEFAULT_DETECTORS, MyDetector()])``).
    """

    def __init__(self, detectors: Sequence[Detector] | None = None) -> None:
        self.detectors: tuple[Detector, ...] = (
            DEFAULT_DETECTORS if detectors is None else tuple(detectors)
        )
        for d in self.detectors:
            if not isinstance(d, Detector) or not d.name:
                raise ConfigError(
                    f"{d!r} is not a screening detector: it needs a non-empty `name` "
                    "and a `find(text)` method returning ScreenHit objects."
                )
        self._by_name: dict[str, Detector] = {}
        for d in self.detectors:
            self._by_name.setdefault(d.name, d)

    def __repr__(self) -> str:
        return f"Screener({[d.name for d in self.detectors]})"

    def scan(self, text: str) -> tuple[ScreenHit, ...]:
        """Every hit of every detector, sorted by position (start, end, detector)."""
        if not text:
            return ()
        view = _View(text)
        hits: list[ScreenHit] = []
        for d in self.detectors:
            if isinstance(d, _ViewDetector):
                hits.extend(d.find_in(view))
            else:
                hits.extend(d.find(text))
        hits.sort(key=lambda h: (h.start, h.end, h.detector))
        return tuple(hits)

    def neutralize(self, text: str, hits: Sequence[ScreenHit]) -> str:
        """``text`` with every hit made inert but readable. Deterministic.

        Overlapping hits are resolved left to right (the earliest, widest hit
        wins); afterwards the structural detectors are re-run and anything they
        still find is defused, so re-scanning the result yields no hits except
        override phrases, which stay readable inside ``[screened: ...]``.
        """
        out = self._apply(text, hits)
        structural = [d for d in self.detectors if d.name in _STRUCTURAL]
        for _ in range(_MAX_PASSES):
            if not structural:
                break
            view = _View(out)
            left = sorted(
                (
                    h
                    for d in structural
                    for h in (d.find_in(view) if isinstance(d, _ViewDetector) else d.find(out))
                ),
                key=lambda h: (h.start, -h.end),
            )
            if not left:
                return out
            out = self._apply(out, left)
        return out

    def _apply(self, text: str, hits: Sequence[ScreenHit]) -> str:
        parts: list[str] = []
        pos = 0
        for h in sorted(hits, key=lambda h: (h.start, -h.end, h.detector)):
            if h.end <= pos or h.start >= len(text):
                continue  # inside a span already replaced
            if h.start < pos:
                parts.append(_defang(text[pos : h.end]))
                pos = h.end
                continue
            parts.append(text[pos : h.start])
            parts.append(self._replacement(text, h))
            pos = h.end
        parts.append(text[pos:])
        return "".join(parts)

    def _replacement(self, text: str, hit: ScreenHit) -> str:
        detector = self._by_name.get(hit.detector)
        custom: Callable[[str, ScreenHit], str] | None = getattr(detector, "neutralize", None)
        if custom is not None:
            return custom(text, hit)
        return _wrap_screened(text[hit.start : hit.end])

    def screen(
        self,
        text: str,
        action: ScreeningAction | str = ScreeningAction.FLAG,
        *,
        label: str = "text",
    ) -> ScreenOutcome:
        """Scan ``text`` and apply ``action``; ``label`` names the input in a raised error."""
        act = ScreeningAction.parse(action)
        hits = self.scan(text)
        if not hits or act is ScreeningAction.FLAG:
            return ScreenOutcome(text, hits, act)
        if act is ScreeningAction.NEUTRALIZE:
            return ScreenOutcome(self.neutralize(text, hits), hits, act)
        if act is ScreeningAction.DROP:
            return ScreenOutcome(None, hits, act)
        summary = "; ".join(str(h) for h in hits[:5]) + (
            f"; and {len(hits) - 5} more" if len(hits) > 5 else ""
        )
        raise InjectionDetectedError(
            f"Untrusted {label} contains instruction-like content ({len(hits)} screening "
            f"hit{'s' if len(hits) != 1 else ''}): {summary}. Remove it from the source, or "
            "assemble with screening action 'neutralize' or 'drop' instead of 'raise'.",
            hits,
        )


DEFAULT_SCREENER = Screener()
