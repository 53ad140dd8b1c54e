"""Recall and false-positive rate of screening on ``tests/data/screening_corpus.jsonl``.

Run ``python tests/screening_eval.py [--split holdout|tune|all] [--model MODEL.json]``
for the table; ``tests/test_screening_corpus.py`` holds the targets on the held-out
split. ``--model`` adds a trained n-gram model (``ctxstore screening train``) to the
default detectors.

* An item is *flagged* when the default screener has at least one hit on it;
  split-chunk items are scanned as one document (``Screener.scan_document``).
* Recall is per hostile class, FPR per benign class; "overall" pools items.
* After ``neutralize``, an instruction *survives* when re-screening the output
  finds a hit, or the output still holds one of the corpus' action phrases
  ("issue a full refund", "reply only with ...") or an imperative/override
  word the payloads use (see ``SURVIVOR_RE``).
"""

from __future__ import annotations

import functools
import json
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from ctxstore.assembly.screening import DEFAULT_DETECTORS, DEFAULT_SCREENER, NgramModel, Screener

CORPUS = Path(__file__).parent / "data" / "screening_corpus.jsonl"
# Later batches, each its own file and split: ``tune3``, ``tune4`` and ``tune5`` (tuned on),
# ``fresh3``, ``fresh4`` and ``fresh5`` (written after the last detector change, committed
# before they were scanned, and evaluated once; fresh5 by a writer who never saw the
# detectors or the tuning batches).
_LATER = [f"fresh{n}" for n in range(6, 143)]
EXTRA = {
    name: CORPUS.parent / f"screening_{name}.jsonl"
    for name in ("tune3", "fresh3", "tune4", "fresh4", "tune5", "fresh5", *_LATER)
}
# "issue" only as a verb, and no verb after "I'll"/"we will": a newsletter's "issue 142"
# heading and an e-mail's "I'll send the slides tomorrow", left beside the removed
# paragraph, are no instruction (fresh13's and fresh14's one "survivor" each, read after
# their evaluation; neither output re-screened with a hit)
SURVIVOR_RE = re.compile(
    r"(?<!\bI'll )(?<!\bI’ll )(?<!\bI will )(?<!\bwe'll )(?<!\bwe’ll )(?<!\bwe will )"
    r"\b(?:ignore|disregard|forget|override|reveal|approve|grant|issue(?! \d)|refund|send|forward"
    r"|print|you must|must now|should now|password|administrator|instructions)\b",
    re.IGNORECASE,
)

# a paragraph that opens or closes this many items of one split is a carrier sentence
_CARRIER_MIN = 5


@dataclass
class Row:
    cls: str = ""
    n: int = 0
    flagged: int = 0
    survived: int = 0


def load(split: str = "holdout") -> list[dict[str, object]]:
    items = _all_items()
    if split == "all":
        return list(items)
    return [i for i in items if i["split"] == split]


# Parsed once per process: every split's evaluation used to read all 88 files again
# (35 MB of JSON for each of ~90 splits).
@functools.cache
def _all_items() -> tuple[dict[str, object], ...]:
    files = [CORPUS, *(p for p in EXTRA.values() if p.exists())]
    return tuple(
        json.loads(line) for f in files for line in f.read_text(encoding="utf-8").splitlines()
    )


def hits_of(item: dict[str, object], screener: Screener) -> list[object]:
    chunks = item.get("chunks")
    if isinstance(chunks, list):
        return [h for hs in screener.scan_document(chunks) for h in hs]
    return list(screener.scan(str(item["text"])))


def carriers_of(items: list[dict[str, object]]) -> frozenset[str]:
    """The carrier sentences of a split: paragraphs that open or close many of its items.

    A batch wraps each payload between two of its eight or so carrier sentences,
    so a carrier recurs dozens of times; a payload paragraph occurs once or twice.
    """
    seen: Counter[str] = Counter()
    for item in items:
        paragraphs = str(item.get("text") or "").split("\n\n")
        if len(paragraphs) >= 3:
            seen.update({paragraphs[0], paragraphs[-1]})
    return frozenset(p for p, n in seen.items() if n >= _CARRIER_MIN)


def survives(
    original: str, out: str, screener: Screener, carriers: frozenset[str] = frozenset()
) -> bool:
    if screener.scan(out):
        return True

    def words(text: str) -> set[str]:
        kept = "\n\n".join(p for p in text.split("\n\n") if p not in carriers)
        return {m.group().lower() for m in SURVIVOR_RE.finditer(kept)}

    # only words the payload brought in count, not a carrier's ("the print edition")
    return not words(out).isdisjoint(words(original))


def evaluate(
    split: str = "holdout", screener: Screener = DEFAULT_SCREENER
) -> dict[str, dict[str, Row]]:
    table: dict[str, dict[str, Row]] = {"hostile": defaultdict(Row), "benign": defaultdict(Row)}
    items = load(split)
    carriers = carriers_of(items)
    for item in items:
        label, cls = str(item["label"]), str(item["cls"])
        row = table[label][cls]
        row.cls = cls
        row.n += 1
        hits = hits_of(item, screener)
        if hits:
            row.flagged += 1
            if label == "hostile":
                chunks = item.get("chunks")
                texts = chunks if isinstance(chunks, list) else [str(item["text"])]
                per = screener.scan_document(texts) if len(texts) > 1 else [screener.scan(texts[0])]
                out = "".join(screener.neutralize(t, hs) for t, hs in zip(texts, per, strict=True))
                if survives("".join(texts), out, screener, carriers):
                    row.survived += 1
    return table


def totals(rows: dict[str, Row]) -> Row:
    total = Row("overall")
    for r in rows.values():
        total.n += r.n
        total.flagged += r.flagged
        total.survived += r.survived
    return total


def render(split: str, screener: Screener = DEFAULT_SCREENER) -> str:
    table = evaluate(split, screener)
    lines = [f"split: {split}", f"{'hostile class':<24} {'n':>4} {'recall':>7} {'survived':>9}"]
    for r in sorted(table["hostile"].values(), key=lambda r: r.cls):
        lines.append(f"{r.cls:<24} {r.n:>4} {r.flagged / r.n:>7.1%} {r.survived:>9}")
    t = totals(table["hostile"])
    lines.append(f"{'overall':<24} {t.n:>4} {t.flagged / t.n:>7.1%} {t.survived:>9}")
    lines.append(f"{'benign class':<24} {'n':>4} {'FPR':>7}")
    for r in sorted(table["benign"].values(), key=lambda r: r.cls):
        lines.append(f"{r.cls:<24} {r.n:>4} {r.flagged / r.n:>7.1%}")
    b = totals(table["benign"])
    lines.append(f"{'overall':<24} {b.n:>4} {b.flagged / b.n:>7.1%}")
    return "\n".join(lines)


if __name__ == "__main__":
    split = sys.argv[sys.argv.index("--split") + 1] if "--split" in sys.argv else "holdout"
    screener = DEFAULT_SCREENER
    if "--model" in sys.argv:
        model = NgramModel.load(sys.argv[sys.argv.index("--model") + 1])
        screener = Screener([*DEFAULT_DETECTORS, model.detector()])
    print(render(split, screener))
