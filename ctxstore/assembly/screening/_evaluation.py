"""How a screener does on labelled texts: attacks caught and benign texts flagged.

The project measures its detectors on its own corpus (``tests/screening_eval.py``);
this is the same measure for a user's texts (``ctxstore screening eval``), so a
model retrained on their traffic, or a plugged-in classifier, can be judged on it
before it goes into ``assemble()``. An item is *flagged* when the screener keeps at
least one hit on it (hits a second opinion set aside do not count, as in a scan); a
document given as ``chunks`` is scanned as the assembler scans one (each chunk, and
across each seam). With a second opinion, each text is also screened without it, so
the figures can say what the opinion cost and saved: the attacks it cleared (caught
by the detectors, let through by the classifier) and the false alarms it removed.
What `neutralize` leaves is not measured here: it re-screens its own output until
nothing is found, so a re-scan would always come back clean.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ctxstore.assembly.screening._base import ScreenHit
from ctxstore.assembly.screening._labelled import LabelledRecord

if TYPE_CHECKING:  # the package imports this module; a Screener is passed in
    from ctxstore.assembly.screening import Screener


@dataclass(frozen=True)
class JudgedText:
    """One labelled text and what the screener kept on it (over all its chunks)."""

    record: LabelledRecord
    hits: tuple[ScreenHit, ...]
    # the hits a second opinion overruled (empty without one)
    set_aside: tuple[ScreenHit, ...] = ()

    @property
    def flagged(self) -> bool:
        return bool(self.hits)

    @property
    def cleared(self) -> bool:
        """Flagged by the detectors, and not flagged once the second opinion judged them."""
        return not self.hits and bool(self.set_aside)


@dataclass(frozen=True)
class GroupFigures:
    """Texts of one label and class (or split), and how many the screener flagged."""

    hostile: bool
    name: str
    texts: int
    flagged: int

    @property
    def rate(self) -> float:
        """Recall for attacks, the false-alarm rate for benign texts."""
        return self.flagged / self.texts if self.texts else 0.0


@dataclass(frozen=True)
class ScreeningEvaluation:
    """Every labelled text as the screener judged it, and the figures drawn from them."""

    judged: tuple[JudgedText, ...]

    @property
    def attacks(self) -> list[JudgedText]:
        return [j for j in self.judged if j.record.hostile]

    @property
    def benign(self) -> list[JudgedText]:
        return [j for j in self.judged if not j.record.hostile]

    @property
    def missed(self) -> list[JudgedText]:
        return [j for j in self.attacks if not j.flagged]

    @property
    def false_alarms(self) -> list[JudgedText]:
        return [j for j in self.benign if j.flagged]

    @property
    def cleared_attacks(self) -> list[JudgedText]:
        """Attacks the detectors caught and the second opinion let through."""
        return [j for j in self.attacks if j.cleared]

    @property
    def cleared_false_alarms(self) -> list[JudgedText]:
        """Benign texts the detectors flagged and the second opinion cleared."""
        return [j for j in self.benign if j.cleared]

    @property
    def recall(self) -> float | None:
        """Share of attacks flagged; None without attacks."""
        attacks = self.attacks
        return sum(j.flagged for j in attacks) / len(attacks) if attacks else None

    @property
    def false_alarm_rate(self) -> float | None:
        """Share of benign texts flagged; None without benign texts."""
        benign = self.benign
        return sum(j.flagged for j in benign) / len(benign) if benign else None

    def figures(self, by: Literal["class", "split"] = "class") -> list[GroupFigures]:
        """Per class (the items' ``cls``, else their label) or per split, attacks first."""
        counts: dict[tuple[bool, str], list[int]] = defaultdict(lambda: [0, 0])
        for j in self.judged:
            key = j.record.cls if by == "class" else j.record.group
            row = counts[(j.record.hostile, key)]
            row[0] += 1
            row[1] += j.flagged
        return [
            GroupFigures(hostile, name, n, flagged)
            for (hostile, name), (n, flagged) in sorted(
                counts.items(), key=lambda kv: (not kv[0][0], kv[0][1])
            )
        ]


def evaluate_screener(records: Sequence[LabelledRecord], screener: Screener) -> ScreeningEvaluation:
    """Screen every record as the assembler would and judge the result against its label.

    With a second opinion, every record is screened a second time without it (the
    same detectors), which is what :attr:`JudgedText.set_aside` is drawn from.
    """
    bare = None
    if screener.second_opinion is not None:
        bare = type(screener)(screener.detectors, memo=False)
    return ScreeningEvaluation(tuple(_judge(r, screener, bare) for r in records))


def _judge(record: LabelledRecord, screener: Screener, bare: Screener | None) -> JudgedText:
    # as the assembler screens a document: a text alone is a document of one chunk
    judged = screener.scan_document(record.chunks)
    hits = tuple(h for hs in judged for h in hs)
    if bare is None:
        return JudgedText(record, hits)
    # per chunk: two chunks may hold hits with the same span
    aside = tuple(
        h
        for kept, every in zip(judged, bare.scan_document(record.chunks), strict=True)
        for h in every
        if h not in kept
    )
    return JudgedText(record, hits, aside)
