"""External classifiers as screening detectors: a callable, or an installed entry point.

Heuristics catch what has a shape; a trained prompt-injection classifier
catches paraphrases that have none. ctxstore ships no model (the default
install stays small and deterministic; the optional n-gram model of
``_ngram_model`` is trained by its user), but any classifier can join the same
report: wrap it in :class:`ClassifierDetector` and pass it to
:class:`~ctxstore.assembly.screening.Screener`, or publish it under the entry
point group :data:`ENTRY_POINT_GROUP` and build the screener with
:meth:`Screener.with_entry_points`. Its hits are ordinary
:class:`ScreenHit` objects: reported, counted, stored, and acted on
(flag/neutralize/drop/raise) like every built-in detector's.

A classifier returns either a score in [0, 1] for the text it was given (a
hit over that whole text when the score reaches ``threshold``) or an iterable
of spans: ``(start, end)``, ``(start, end, detail)`` or :class:`ScreenHit`.
Long inputs are cut into windows of ``window`` characters (overlapping by
``overlap``) because classifiers have a maximum input length; span offsets are
mapped back to the full text.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from importlib.metadata import entry_points
from typing import Any, TypeAlias

from ctxstore.assembly.screening._base import Detector, ScreenHit, _hit
from ctxstore.errors import ConfigError

ENTRY_POINT_GROUP = "ctxstore.screening_detectors"

SpanResult: TypeAlias = "tuple[int, int] | tuple[int, int, str | None] | ScreenHit"
ClassifierResult: TypeAlias = "float | Iterable[SpanResult]"
Classifier: TypeAlias = Callable[[str], Any]


class ClassifierDetector:
    """A screening detector backed by an external classifier callable."""

    def __init__(
        self,
        classify: Classifier,
        *,
        name: str,
        threshold: float = 0.5,
        window: int | None = 2000,
        overlap: int = 200,
    ) -> None:
        if not callable(classify):
            raise ConfigError(f"ClassifierDetector needs a callable, got {classify!r}.")
        if not name or not name.strip():
            raise ConfigError("ClassifierDetector needs a non-empty name, e.g. name='my_model'.")
        check_windows("ClassifierDetector", window, overlap)
        self._classify = classify
        self._name = name
        self.threshold = threshold
        self.window = window
        self.overlap = overlap

    @property
    def name(self) -> str:
        return self._name

    def __repr__(self) -> str:
        return f"ClassifierDetector({self._classify!r}, name={self._name!r})"

    def find(self, text: str) -> list[ScreenHit]:
        hits: list[ScreenHit] = []
        for offset, piece in self.pieces(text):
            hits += self._hits(text, offset, piece, self._classify(piece))
        return _dedupe(hits)

    def pieces(self, text: str) -> Iterable[tuple[int, str]]:
        """The windows the classifier is given: ``(offset, piece)`` pairs covering ``text``."""
        return windows(text, self.window, self.overlap)

    def _hits(self, text: str, offset: int, piece: str, result: object) -> list[ScreenHit]:
        if isinstance(result, bool):
            result = 1.0 if result else 0.0
        if isinstance(result, int | float):
            if result < self.threshold or not piece:
                return []
            return [_hit(self._name, text, offset, offset + len(piece), f"score {result:.2f}")]
        if not isinstance(result, Iterable) or isinstance(result, str | bytes):
            raise ConfigError(
                f"Classifier {self._name!r} returned {result!r}; return a score in [0, 1] or "
                "an iterable of (start, end[, detail]) spans or ScreenHit objects."
            )
        out = []
        for item in result:
            if isinstance(item, ScreenHit):
                start, end, detail = item.start, item.end, item.detail
            elif isinstance(item, tuple) and len(item) in (2, 3):
                start, end = int(item[0]), int(item[1])
                detail = item[2] if len(item) == 3 else None
            else:
                raise ConfigError(
                    f"Classifier {self._name!r} returned the span {item!r}; use (start, end), "
                    "(start, end, detail) or a ScreenHit."
                )
            if not 0 <= start < end <= len(piece):
                raise ConfigError(
                    f"Classifier {self._name!r} returned the span {start}-{end}, outside its "
                    f"input of {len(piece)} characters."
                )
            out.append(_hit(self._name, text, offset + start, offset + end, detail))
        return out


def check_windows(owner: str, window: int | None, overlap: int) -> None:
    """Refuse a window grid :func:`windows` cannot walk, naming ``owner`` in the error."""
    if window is not None and (window <= 0 or not 0 <= overlap < window):
        raise ConfigError(
            f"{owner} window={window}, overlap={overlap}: the window must be "
            "positive and the overlap smaller than it (or window=None for whole texts)."
        )


def windows(text: str, window: int | None, overlap: int) -> Iterable[tuple[int, str]]:
    """``(offset, piece)`` windows of ``window`` characters overlapping by ``overlap``.

    A text no longer than one window (or ``window=None``) is one piece. One
    grid for every classifier use, so a second opinion (``_second_opinion``)
    scores exactly the windows the classifier's own detector scores.
    """
    if window is None or len(text) <= window:
        yield 0, text
        return
    step = window - overlap
    for offset in range(0, len(text) - overlap, step):
        yield offset, text[offset : offset + window]


def _dedupe(hits: list[ScreenHit]) -> list[ScreenHit]:
    seen: set[tuple[int, int]] = set()
    out = []
    for h in hits:
        if (h.start, h.end) not in seen:
            seen.add((h.start, h.end))
            out.append(h)
    return out


def load_entry_point_detectors(group: str = ENTRY_POINT_GROUP) -> tuple[Detector, ...]:
    """Detectors published by installed packages under the entry point ``group``.

    An entry point may name a detector instance, a detector class (instantiated
    without arguments) or a classifier callable (wrapped in
    :class:`ClassifierDetector` named after the entry point). Loading is
    explicit: nothing is imported unless this is called.
    """
    detectors: list[Detector] = []
    for ep in sorted(entry_points(group=group), key=lambda ep: ep.name):
        try:
            obj = ep.load()
        except Exception as exc:  # report which plugin failed, not a bare ImportError
            raise ConfigError(
                f"Screening plugin {ep.name!r} ({ep.value}) failed to load: {exc}. Fix or "
                "uninstall the package that provides it."
            ) from exc
        if inspect.isclass(obj):
            obj = obj()
        if isinstance(obj, Detector) and obj.name:
            detectors.append(obj)
        elif callable(obj):
            detectors.append(ClassifierDetector(obj, name=ep.name))
        else:
            raise ConfigError(
                f"Screening plugin {ep.name!r} ({ep.value}) is neither a detector nor a "
                "classifier callable."
            )
    return tuple(detectors)
