"""A trained classifier's second opinion on the rules' judgement calls about wording.

Three built-in detectors judge wording rather than find a mechanism:
``risk_score`` adds up weak signals, ``override_phrase`` and
``multilingual_override`` match the classic override phrases. Most of their
false alarms are text *about* attacks (security advice quoting one, a
newsletter reporting a scam, docs explaining a filter), which a classifier
trained on labelled text reads as plainly benign. A :class:`SecondOpinion`
sets such a hit aside when every classifier window overlapping it scores below
``floor``.

Hits of the other detectors are never set aside: a forged fence, a role token,
hidden markup, an encoding, invisible characters, letter spacing, a look-alike
word or an exfiltration link is hostile whatever the words around it say, and
an attacker who surrounds one with benign prose to lower a window's score must
not be able to silence it that way.

Measured with the optional n-gram model (``_ngram_model``), trained without
each blind batch in turn: on fresh9 to fresh16, where ``floor=0.05`` and this
detector set were chosen, benign texts flagged by the rules plus the model fell
from 76 to 49 of 3,840 with no attack lost (1,167 of 1,440 either way); a floor
of 0.1 lost one attack. On fresh17 to fresh20, evaluated once with that choice:
88 to 74 of 1,920, no attack lost (536 of 720).

The floor has been 0.02 since the tenth session. As the corpus grew (through fresh118),
the model trained without fresh17-20 came to score five of their attacks below 0.05
(0.0038, 0.0072, 0.019, 0.0228, 0.0455), two in fresh19, past the bar the model test
holds (at most one attack a batch and three in all). The rule written down before the
cost was seen: the highest of 0.05, 0.04, 0.03, 0.02 and 0.01 that meets that bar, which
is 0.02 (three, one a batch). Its cost on fresh111-122, trained without all twelve: 117
of 5,760 benign texts flagged against 112 at 0.05, and 1,941 of 2,160 attacks caught
against 1,939 (0.05 set two aside).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ctxstore.assembly.screening._base import ScreenHit
from ctxstore.assembly.screening._plugins import check_windows, windows
from ctxstore.errors import ConfigError

WORDING_DETECTORS = frozenset({"risk_score", "override_phrase", "multilingual_override"})
DEFAULT_FLOOR = 0.02


class SecondOpinion:
    """Sets aside wording-judged hits that a classifier scores below ``floor`` in every window.

    ``classify(text)`` returns a probability in [0, 1] that ``text`` carries an
    instruction for the reader (``NgramModel`` is one: ``model.second_opinion()``).
    Pass it as ``Screener(..., second_opinion=...)``.
    """

    def __init__(
        self,
        classify: Callable[[str], float],
        *,
        floor: float = DEFAULT_FLOOR,
        detectors: Iterable[str] = WORDING_DETECTORS,
        window: int | None = 400,
        overlap: int = 200,
    ) -> None:
        if not callable(classify):
            raise ConfigError(f"SecondOpinion needs a callable classifier, got {classify!r}.")
        if not 0.0 < floor < 1.0:
            raise ConfigError(
                f"SecondOpinion floor={floor}: give a score in (0, 1), e.g. {DEFAULT_FLOOR}; "
                "hits are set aside only where every window scores below it."
            )
        check_windows("SecondOpinion", window, overlap)
        self._classify = classify
        self.floor = floor
        self.detectors = frozenset(detectors)
        self.window = window
        self.overlap = overlap

    def __repr__(self) -> str:
        return f"SecondOpinion({self._classify!r}, floor={self.floor})"

    def judge(
        self, text: str, hits: Sequence[ScreenHit]
    ) -> tuple[tuple[ScreenHit, ...], tuple[ScreenHit, ...]]:
        """``(kept, set_aside)``: the hits the classifier does not overrule, and those it does."""
        if not any(h.detector in self.detectors for h in hits):
            return tuple(hits), ()
        scores: dict[int, float] = {}  # window offset -> score, each window scored once
        grid = list(windows(text, self.window, self.overlap))
        kept: list[ScreenHit] = []
        aside: list[ScreenHit] = []
        for h in hits:
            if h.detector not in self.detectors:
                kept.append(h)
                continue
            # a hit no window covers (an empty text) has no opinion against it: kept
            scored = [self._score(scores, offset, piece) for offset, piece in grid
                      if offset < h.end and h.start < offset + len(piece)]  # fmt: skip
            (aside if scored and max(scored) < self.floor else kept).append(h)
        return tuple(kept), tuple(aside)

    def _score(self, scores: dict[int, float], offset: int, piece: str) -> float:
        if offset not in scores:
            scores[offset] = float(self._classify(piece))
        return scores[offset]
