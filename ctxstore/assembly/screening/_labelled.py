"""Labelled texts read from JSONL files: what training and evaluation share.

One JSON object a line: ``text`` (or ``chunks``, the pieces of one document, scanned as
the assembler scans a chunked document) and ``label`` (``hostile`` or ``benign``);
optionally ``split`` (a group: one batch, one writer, one source) and ``cls`` (a class
to report figures by, such as "social_engineering" or "support_macro").

Lines are split at "\\n" only: a JSON string written with ``ensure_ascii=False`` may hold
U+2028, U+2029 or U+0085 raw, and hostile text is where they turn up.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ctxstore.assembly.screening._base import printable
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
            content = p.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise ConfigError(
                f"Cannot read the labelled file {printable(str(p), 300)}: {exc}."
            ) from None
        out += parse_labelled(content, p.name, str(p))
    return out


def parse_labelled(content: str, name: str, where: str | None = None) -> list[LabelledRecord]:
    """The labelled texts of one JSONL document ``content`` (a file's, or stdin's).

    ``name`` is the group of texts without a ``split``; ``where`` (default ``name``)
    prefixes each record's line number.
    """
    shown = printable(where if where is not None else name, 300)  # once, not per line
    content = content.removeprefix("\ufeff")  # a BOM, a file's or stdin's
    return [
        _record(shown, name, n, line)
        for n, line in enumerate(content.split("\n"), 1)
        if line.strip()
    ]


def _record(shown: str, name: str, n: int, line: str) -> LabelledRecord:
    at = f"{shown}:{n}"
    try:
        item = json.loads(line)
    # ValueError: JSONDecodeError, and integers too long to convert; RecursionError: nesting
    except (ValueError, RecursionError) as exc:
        raise ConfigError(
            f"{at} is not a labelled item ({exc!r:.200}); each line must be a JSON object "
            'with "text" and "label" ("hostile" or "benign").'
        ) from None
    if not isinstance(item, dict) or "label" not in item:
        raise ConfigError(
            f'{at} is not a labelled item: each line must be a JSON object with "text" and '
            '"label" ("hostile" or "benign").'
        )
    label = item["label"]
    if label not in LABELS:
        raise ConfigError(
            f'{at} has label {printable(repr(label), 80)}; use "hostile" or "benign".'
        )
    return LabelledRecord(
        where=at,
        hostile=label == "hostile",
        chunks=_parts(item, at),
        group=str(item.get("split") or name),
        cls=str(item.get("cls") or label),
    )


def _parts(item: dict[str, Any], at: str) -> tuple[str, ...]:
    chunks = item.get("chunks")
    if chunks is not None:
        if (
            not isinstance(chunks, list)
            or not chunks
            or not all(isinstance(c, str) for c in chunks)
        ):
            raise ConfigError(f'{at}: "chunks" must be a non-empty list of strings.')
        return tuple(chunks)
    text = item.get("text")
    if not isinstance(text, str) or not text:
        raise ConfigError(f'{at}: "text" must be a non-empty string (or give "chunks").')
    return (text,)
