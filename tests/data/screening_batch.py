"""What the later screening batches share: ``make_screening_tune3.py``, ``_fresh3``, ``_tune4``, ``_fresh4``.

Each batch lists its own texts (hostile ones by class, benign ones by class)
and carriers; this module turns them into corpus items the same way for every
batch, so a batch differs from another only in what was written for it.
Hostile texts are wrapped between two carrier sentences (an injection arrives
inside an ordinary document); each benign text appears bare and wrapped.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from pathlib import Path

HERE = Path(__file__).parent


def build_items(
    split: str,
    prefix: str,
    seed: int,
    carriers: Sequence[str],
    hostile: Mapping[str, Sequence[str | tuple[str, str]]],
    benign: Mapping[str, Sequence[str | tuple[str, str]]],
) -> list[dict[str, object]]:
    """Corpus items of one batch; a text may be a ``(lang, text)`` pair (default English)."""
    rng = random.Random(seed)
    out: list[dict[str, object]] = []

    def wrap(payload: str) -> str:
        a, b = rng.sample(list(carriers), 2)
        return f"{a}\n\n{payload}\n\n{b}"

    def add(label: str, cls: str, entry: str | tuple[str, str], obf: str, wrapped: bool) -> None:
        lang, text = entry if isinstance(entry, tuple) else ("en", entry)
        out.append({"id": f"{prefix}-{label}-{cls}-{len(out):03d}", "label": label, "cls": cls,
                    "lang": lang, "obf": obf, "split": split,
                    "text": wrap(text) if wrapped else text, "chunks": None})  # fmt: skip

    for cls, texts in hostile.items():
        for entry in texts:
            add("hostile", cls, entry, "plain", True)
    for cls, texts in benign.items():
        for entry in texts:
            add("benign", cls, entry, "bare", False)
            add("benign", cls, entry, "carrier", True)
    return out


def write(name: str, rows: list[dict[str, object]]) -> None:
    out = HERE / name
    with out.open("w", encoding="utf-8") as f:
        for item in rows:
            f.write(json.dumps(item, ensure_ascii=False) + "\n")
    print(f"wrote {out.name}: {len(rows)} items")
