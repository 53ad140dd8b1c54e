"""Labelled texts read from JSONL files: what training and evaluation share.

One JSON object a line: ``text`` (or ``chunks``, the pieces of one document, scanned as
the assembler scans a chunked document) and ``label`` (``hostile`` or ``benign``);
optionally ``split`` (a group: one batch, one writer, one source) and ``cls`` (a class
to report figures by, such as "social_engineering" or "support_macro").
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ctxstore.errors import ConfigError

LABELS = ("hostile", "benign")


@dataclass(frozen=True)
class LabelledRecord:
    """One labelled text, with where it came from (``path:line``) for reports."""

    where: str
    hostile: bool
    chunks: tuple[str, ...]  # one text, or the chunks of one document
    group: str  # the ``split`` field, else the file's name
    cls: str  # the ``cls`` field, else the label

    @property
    def text(self) -> str:
        return "\n".join(self.chunks)


def read_labelled(paths: Iterable[str | Path]) -> list[LabelledRecord]:
    """Every labelled text of the JSONL files ``paths``, in order; blank lines are skipped.

    A line that is not such an object raises :class:`ConfigError` naming the file and
    line, before anything is trained or scanned.
    """
    out: list[LabelledRecord] = []
    for path in paths:
        p = Path(path)
        try:
            lines = p.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(f"Cannot read the labelled file {p}: {exc}.") from None
        for n, line in enumerate(lines, 1):
            if line.strip():
                out.append(_record(p, n, line))
    return out


def _record(p: Path, n: int, line: str) -> LabelledRecord:
    try:
        item = json.loads(line)
        label = item["label"]
        chunks = item.get("chunks")
        parts = tuple(chunks) if isinstance(chunks, list) else (item["text"],)
    except (json.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
        raise ConfigError(
            f"{p}:{n} is not a labelled item ({exc!r}); each line must be a JSON object "
            'with "text" and "label" ("hostile" or "benign").'
        ) from None
    if label not in LABELS or not parts or not all(isinstance(t, str) for t in parts):
        raise ConfigError(
            f'{p}:{n} has label {label!r}; use "hostile" or "benign", with "text" a string '
            '(or "chunks" a list of strings).'
        )
    cls = item.get("cls")
    return LabelledRecord(
        where=f"{p}:{n}",
        hostile=label == "hostile",
        chunks=parts,
        group=str(item.get("split") or p.name),
        cls=str(cls) if cls not in (None, "") else label,
    )
