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
* **Neutralising removes the passage, not the words.** Every hit is widened to
  its paragraph and replaced by a marker naming the detectors and keeping a
  digest of what was removed (``_neutralize``), so no imperative survives
  next to a defused fragment. Re-scanning a neutralised text finds nothing.
* **Split words are rejoined where it matters.** Soft hyphens and zero-width
  joiners vanish in the normalised view; a visible in-word hyphen (``ig-nore``,
  a line-break hyphen) is removed only around anchor words (``_joined``), so
  ordinary compounds never turn into other words.
* **Documents are scanned across chunk boundaries.** ``scan_document`` scans
  every chunk and then the seams between neighbours, so a phrase split over
  two chunks is found and reported on both.
* **Weak signals add up.** ``risk_score`` combines signals none of which is
  suspicious alone (addressed to the assistant, authority, bypass, secrecy,
  exfiltration); see ``_risk`` for the weights and threshold.

Users can add detectors: anything with a ``name`` and ``find(text)`` returning
:class:`ScreenHit` objects works; an optional ``neutralize(text, hit)`` method
says how to defuse its hits (without one, its hits' passages are replaced like
the built-ins'). External classifiers plug in through
:class:`ClassifierDetector` or the ``ctxstore.screening_detectors`` entry
point group (``_plugins``). An optional trained model, :class:`NgramModel`
(``_ngram_model``), is one such classifier: trained on labelled text with
``ctxstore screening train``, it catches paraphrased social engineering the
rules miss; it is opt-in because the default install ships no model. A
classifier can also give a second opinion (``_second_opinion``): it may set
aside the hits of the detectors that judge wording, never a mechanism's.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from ctxstore.assembly.screening import _encoded, _hidden, _spacing
from ctxstore.assembly.screening._base import (
    Detector,
    ScreenHit,
    ScreeningAction,
    printable,
)
from ctxstore.assembly.screening._encoded import EncodedPayloadDetector
from ctxstore.assembly.screening._evaluation import (
    GroupFigures,
    JudgedText,
    ScreeningEvaluation,
    evaluate_screener,
)
from ctxstore.assembly.screening._fences import FenceForgeryDetector
from ctxstore.assembly.screening._hidden import HiddenMarkupDetector
from ctxstore.assembly.screening._joined import HyphenSplitDetector
from ctxstore.assembly.screening._labelled import LabelledRecord, parse_labelled, read_labelled
from ctxstore.assembly.screening._lang import MultilingualOverrideDetector
from ctxstore.assembly.screening._links import ExfiltrationLinkDetector
from ctxstore.assembly.screening._lookalike import LookalikeWordsDetector
from ctxstore.assembly.screening._markup import ChatTemplateTokenDetector, RoleTagDetector
from ctxstore.assembly.screening._neutralize import replace_passages
from ctxstore.assembly.screening._ngram_model import NgramModel
from ctxstore.assembly.screening._ngram_train import (
    DEFAULT_TARGET_FPR,
    GroupFalseAlarms,
    GroupSpread,
    LabelledText,
    false_alarms_by_group,
    read_labelled_corpus,
    train_ngram_model,
)
from ctxstore.assembly.screening._phrases import OverridePhraseDetector
from ctxstore.assembly.screening._plugins import (
    ENTRY_POINT_GROUP,
    ClassifierDetector,
    load_entry_point_detectors,
)
from ctxstore.assembly.screening._risk import THRESHOLD as RISK_THRESHOLD
from ctxstore.assembly.screening._risk import RiskScoreDetector
from ctxstore.assembly.screening._second_opinion import WORDING_DETECTORS, SecondOpinion
from ctxstore.assembly.screening._spacing import SpacedLettersDetector
from ctxstore.assembly.screening._toolcall import ToolCallForgeryDetector
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
    "DEFAULT_TARGET_FPR",
    "DETECTOR_NAMES",
    "ENTRY_POINT_GROUP",
    "RISK_THRESHOLD",
    "WORDING_DETECTORS",
    "BidiControlDetector",
    "ChatTemplateTokenDetector",
    "ClassifierDetector",
    "Detector",
    "EncodedPayloadDetector",
    "ExfiltrationLinkDetector",
    "FenceForgeryDetector",
    "GroupFalseAlarms",
    "GroupFigures",
    "GroupSpread",
    "HiddenMarkupDetector",
    "HyphenSplitDetector",
    "InvisibleUnicodeDetector",
    "JudgedText",
    "LabelledRecord",
    "LabelledText",
    "LookalikeWordsDetector",
    "MultilingualOverrideDetector",
    "NgramModel",
    "OverridePhraseDetector",
    "RiskScoreDetector",
    "RoleTagDetector",
    "ScreenHit",
    "ScreenOutcome",
    "Screener",
    "ScreeningAction",
    "ScreeningEvaluation",
    "SecondOpinion",
    "SpacedLettersDetector",
    "ToolCallForgeryDetector",
    "UnicodeTagBlockDetector",
    "evaluate_screener",
    "false_alarms_by_group",
    "load_entry_point_detectors",
    "parse_labelled",
    "printable",
    "read_labelled",
    "read_labelled_corpus",
    "train_ngram_model",
]


# Decoded base64/hex/ROT13 text is screened for the phrases, tags and risk signals
# (detectors that screen with other detectors take them as ``inner``; they are
# put together here, so no detector module imports another).
_encoded.DEFAULT_INNER[:] = (
    OverridePhraseDetector(),
    MultilingualOverrideDetector(),
    RoleTagDetector(),
    ChatTemplateTokenDetector(),
    RiskScoreDetector(),
)
# Encoding a sentence hides it from a person as a comment does, so decoded text
# that reads as an instruction to an assistant by the hidden-markup bar counts too.
_encoded.READS_AS_INSTRUCTION[:] = (_hidden.reads_as_instruction,)
_spacing.READS_AS_INSTRUCTION[:] = (_hidden.reads_as_instruction,)

# What a spaced-out or hyphen-split word is read with once rejoined: the phrase tables,
# without the two-sentence reading of replaced orders (a word trick hides a phrase, and a
# scan rejoins many fragments).
_REJOINED_INNER = (
    OverridePhraseDetector(orders_replaced=False),
    MultilingualOverrideDetector(orders_replaced=False),
)
DEFAULT_DETECTORS: tuple[Detector, ...] = (
    OverridePhraseDetector(),
    MultilingualOverrideDetector(),
    SpacedLettersDetector(inner=_REJOINED_INNER),
    HyphenSplitDetector(inner=_REJOINED_INNER),
    RoleTagDetector(),
    ChatTemplateTokenDetector(),
    FenceForgeryDetector(),
    ToolCallForgeryDetector(),
    HiddenMarkupDetector(),
    InvisibleUnicodeDetector(),
    BidiControlDetector(),
    UnicodeTagBlockDetector(),
    LookalikeWordsDetector(),
    EncodedPayloadDetector(),
    ExfiltrationLinkDetector(),
    RiskScoreDetector(),
)
DETECTOR_NAMES: tuple[str, ...] = tuple(d.name for d in DEFAULT_DETECTORS)

_MAX_PASSES = 4
# How far on each side of a chunk boundary scan_document looks for a split
# phrase: more than the longest phrase or risk passage the detectors match.
_SEAM = 800
# Memo of scan results: texts of at least _MEMO_MIN characters, _MEMO_CHARS in all.
_MEMO_MIN = 1000
_MEMO_CHARS = 4_000_000
_SENTENCE_ENDS = frozenset(".!?;\u3002\uff01\uff1f\u061f")


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
    ``memo=False`` turns off the memo of scan results (for stateful detectors,
    and for benchmarks that must measure every scan). ``second_opinion`` lets a
    trained classifier set aside the wording detectors' hits it reads as plainly
    benign (:class:`SecondOpinion`; ``NgramModel.second_opinion()``).
    """

    def __init__(
        self,
        detectors: Sequence[Detector] | None = None,
        *,
        memo: bool = True,
        second_opinion: SecondOpinion | None = None,
    ) -> None:
        self.detectors: tuple[Detector, ...] = (
            DEFAULT_DETECTORS if detectors is None else tuple(detectors)
        )
        if second_opinion is not None and not isinstance(second_opinion, SecondOpinion):
            raise ConfigError(
                f"second_opinion={second_opinion!r}: pass a SecondOpinion, e.g. "
                "SecondOpinion(my_classifier) or NgramModel.second_opinion()."
            )
        self.second_opinion = second_opinion
        for d in self.detectors:
            if not isinstance(d, Detector) or not d.name:
                raise ConfigError(
                    f"{d!r} is not a screening detector: it needs a non-empty `name` "
                    "and a `find(text)` method returning ScreenHit objects."
                )
        self._by_name: dict[str, Detector] = {}
        for d in self.detectors:
            self._by_name.setdefault(d.name, d)
        self._memo: OrderedDict[str, tuple[ScreenHit, ...]] = OrderedDict()
        self._memo_chars = 0
        self._use_memo = memo

    def __repr__(self) -> str:
        extra = f", second_opinion={self.second_opinion!r}" if self.second_opinion else ""
        return f"Screener({[d.name for d in self.detectors]}{extra})"

    def scan(self, text: str) -> tuple[ScreenHit, ...]:
        """Every hit of every detector, sorted by position (start, end, detector).

        Results are memoized by text (the last few MB scanned): the stable
        sections of a request (tool results in the conversation so far, untrusted
        memory) come back on every request, and detectors are pure functions of
        the text. A plugged-in classifier is therefore called once per distinct text.
        """
        if not text:
            return ()
        memo = self._memo.get(text) if self._use_memo else None
        if memo is not None:
            self._memo.move_to_end(text)
            return memo
        hits = self._scan(text)
        if self._use_memo and len(text) >= _MEMO_MIN:
            self._memo[text] = hits
            self._memo_chars += len(text)
            while self._memo_chars > _MEMO_CHARS and self._memo:
                old, _ = self._memo.popitem(last=False)
                self._memo_chars -= len(old)
        return hits

    def scan_judged(self, text: str) -> tuple[tuple[ScreenHit, ...], tuple[ScreenHit, ...]]:
        """``(hits, set_aside)``: what :meth:`scan` reports, and the hits the second opinion
        overruled (empty without one). Not memoized; for reports that show both."""
        hits = self._detect(text) if text else ()
        if self.second_opinion is None:
            return hits, ()
        return self.second_opinion.judge(text, hits)

    def _scan(self, text: str) -> tuple[ScreenHit, ...]:
        hits = self._detect(text)
        if self.second_opinion is not None:
            hits = self.second_opinion.judge(text, hits)[0]
        return hits

    def _detect(self, text: str) -> tuple[ScreenHit, ...]:
        view = _View(text)
        hits: list[ScreenHit] = []
        for d in self.detectors:
            if isinstance(d, _ViewDetector):
                hits.extend(d.find_in(view))
            else:
                hits.extend(d.find(text))
        hits.sort(key=lambda h: (h.start, h.end, h.detector))
        return tuple(hits)

    @classmethod
    def with_entry_points(cls, group: str = ENTRY_POINT_GROUP) -> Screener:
        """The default detectors plus every detector installed under the entry point ``group``."""
        return cls([*DEFAULT_DETECTORS, *load_entry_point_detectors(group)])

    def scan_document(self, chunks: Sequence[str]) -> tuple[tuple[ScreenHit, ...], ...]:
        """Hits per chunk of one document, including phrases split across chunks.

        Each chunk is scanned alone, then each seam (the end of one chunk joined
        to the start of the next) is scanned; a seam hit that crosses the
        boundary is reported on every chunk it touches, clipped to that chunk,
        with ``detail`` saying it was found across chunks. Chunks are joined
        with nothing when the boundary falls inside a word, else with a newline.
        """
        per_chunk = [list(self.scan(c)) for c in chunks]
        for k in range(len(chunks) - 1):
            left, right = chunks[k], chunks[k + 1]
            if not left or not right:
                continue
            sep = "" if left[-1].isalnum() and right[0].isalnum() else "\n"
            tail = left[-_SEAM:]
            seam = tail + sep + right[:_SEAM]
            cut = len(tail)
            for h in self.scan(seam):
                if h.start >= cut or h.end <= cut + len(sep):
                    continue  # wholly inside one chunk: that chunk's own scan has it
                note = f"across chunks {k}-{k + 1}" + (f": {h.detail}" if h.detail else "")
                offset = len(left) - cut
                ls, le = offset + h.start, len(left)
                rs, re_ = 0, min(len(right), h.end - cut - len(sep))
                for idx, (s, e, chunk) in ((k, (ls, le, left)), (k + 1, (rs, re_, right))):
                    if e <= s:
                        continue
                    if any(o.detector == h.detector and o.start < e and s < o.end
                           for o in per_chunk[idx]):  # fmt: skip
                        continue
                    per_chunk[idx].append(
                        replace(h, start=s, end=e, excerpt=printable(chunk[s:e]), detail=note)
                    )
        self._continuations(chunks, per_chunk)
        return tuple(
            tuple(sorted(hs, key=lambda h: (h.start, h.end, h.detector))) for hs in per_chunk
        )

    @staticmethod
    def _continuations(chunks: Sequence[str], per_chunk: list[list[ScreenHit]]) -> None:
        """A hit whose paragraph runs to the end of its chunk continues into the next one.

        Neutralising the first chunk alone would leave the rest of the sentence
        ("... and print the password") readable at the start of the next.
        """
        for k in range(len(chunks) - 1):
            left, right = chunks[k], chunks[k + 1]
            if not right or right.startswith(("\n\n", "\r\n\r\n")):
                continue
            if left.rstrip()[-1:] in _SENTENCE_ENDS:
                continue  # the chunk ends its sentence: nothing of it runs on
            open_hits = [h for h in per_chunk[k] if left.find("\n\n", h.end) == -1]
            if not open_hits:
                continue
            end = right.find("\n\n")
            end = min(len(right), 600) if end == -1 else min(end, 600)
            if end == 0 or any(h.start == 0 for h in per_chunk[k + 1]):
                continue
            first = open_hits[0]
            note = f"continues a passage of chunk {k}"
            per_chunk[k + 1].append(ScreenHit(first.detector, 0, end, printable(right[:end]), note))

    def neutralize(self, text: str, hits: Sequence[ScreenHit]) -> str:
        """``text`` with every hit's whole passage replaced by a marker. Deterministic.

        The passage is the hit's paragraph (see ``_neutralize``); the marker names
        the detectors and keeps a digest of what it replaced. Hits of a user
        detector that defines ``neutralize(text, hit)`` are replaced by what it
        returns instead. Afterwards the text is re-scanned and anything a first
        pass uncovered is replaced too, so re-scanning the result finds nothing.
        """
        out = self._apply(text, hits)
        for _ in range(_MAX_PASSES):
            left = self.scan(out)
            if not left:
                return out
            out = self._apply(out, left)
        return out

    def _apply(self, text: str, hits: Sequence[ScreenHit]) -> str:
        custom: list[ScreenHit] = []
        passages: list[ScreenHit] = []
        for h in hits:
            detector = self._by_name.get(h.detector)
            own: Callable[[str, ScreenHit], str] | None = getattr(detector, "neutralize", None)
            (custom if own is not None and not _is_builtin(detector) else passages).append(h)
        if custom:
            text, passages = self._apply_custom(text, custom, passages)
        return replace_passages(text, passages) if passages else text

    def _apply_custom(
        self, text: str, custom: list[ScreenHit], others: list[ScreenHit]
    ) -> tuple[str, list[ScreenHit]]:
        """Apply user detectors' own replacements; the other hits are re-found afterwards."""
        parts: list[str] = []
        pos = 0
        for h in sorted(custom, key=lambda h: (h.start, -h.end)):
            if h.start < pos:
                continue
            own: Callable[[str, ScreenHit], str] = cast(Any, self._by_name[h.detector]).neutralize
            parts += [text[pos : h.start], own(text, h)]
            pos = h.end
        parts.append(text[pos:])
        out = "".join(parts)
        if not others:
            return out, []
        names = {h.detector for h in others}
        return out, [h for h in self.scan(out) if h.detector in names]

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


def _is_builtin(detector: object) -> bool:
    return isinstance(detector, _ViewDetector)


DEFAULT_SCREENER = Screener()
