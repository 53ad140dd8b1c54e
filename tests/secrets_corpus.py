"""The redaction corpora, importable by any test: ``from secrets_corpus import SECRETS``.

``SECRETS``: ``(detector, value, context_text)`` for every FAKE secret or piece of
personal data in ``data/secrets_corpus.jsonl``; ``value`` occurs verbatim in
``context_text`` and must never reach storage once redaction is on (the store's
tests grep database files and dumps for every ``value``).

``BENIGN``: ``(category, text)`` samples of ordinary prompt material (code, prose,
UUIDs, hashes, versions, dates) that redaction should leave unchanged.

Regenerate both with ``python tests/data/make_corpora.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

DATA = Path(__file__).parent / "data"


def _load(name: str) -> list[dict[str, str]]:
    with (DATA / name).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


SECRETS: list[tuple[str, str, str]] = [
    (row["detector"], row["value"], row["context"]) for row in _load("secrets_corpus.jsonl")
]
BENIGN: list[tuple[str, str]] = [
    (row["category"], row["text"]) for row in _load("benign_corpus.jsonl")
]
SECRET_VALUES: list[str] = [value for _, value, _ in SECRETS]
