"""What the optional n-gram screening model adds on batches it never saw, and what it costs.

Run from the repository root (training needs scikit-learn, in the test extra):

    TIKTOKEN_CACHE_DIR=../shared/tiktoken python benchmarks/bench_screening_model.py \\
        [--held fresh71,fresh72,fresh73,fresh74]

1. **Training**: on every ``tests/data/screening_*.jsonl`` item outside the held
   batches (by default the twelve newest blind ones), as ``ctxstore screening train``
   does (threshold set out of fold).
2. **Held-out batches**, the rules alone against the rules plus the model, with and
   without the model's second opinion on the wording detectors' hits (and that second
   opinion alone): hostile texts caught, social engineering caught, benign texts flagged.
3. **Long real documents**: the pydoc page and the source of each of 40 standard
   library modules (up to 8 KB each, 80 documents), text no corpus holds: how many
   documents and 400-character windows the model flags. Corpus items are short,
   so this is where a model trained on them meets text unlike its training.
4. **Attacks inside long documents**: every held-out hostile text put in the
   middle of one of those pages; how many the model's hits cover, against the
   same texts scored alone (a payload is diluted by the text sharing its window).
5. **Speed**: the thread CPU time of scoring the 40 KB ``prose`` workload of
   ``bench_screening.py`` with the model's detector, over a tiktoken encode of
   it (median of 20 rounds).
"""

from __future__ import annotations

import importlib
import inspect
import pydoc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import bench_screening as bench
import tiktoken

from ctxstore.assembly.screening import (
    DEFAULT_DETECTORS,
    DEFAULT_SCREENER,
    Screener,
    read_labelled_corpus,
    train_ngram_model,
)
from tests.screening_eval import hits_of, load

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
LONG_MODULES = (
    "argparse", "ast", "asyncio.tasks", "base64", "bisect", "calendar", "csv", "dataclasses",
    "datetime", "decimal", "difflib", "email.message", "enum", "fnmatch", "fractions",
    "ftplib", "functools", "getopt", "gettext", "glob", "gzip", "heapq", "hmac",
    "html.parser", "http.client", "http.cookies", "imaplib", "inspect", "ipaddress",
    "json.decoder", "logging", "mailbox", "pathlib", "pickle", "pprint", "shlex", "smtplib",
    "string", "textwrap", "urllib.parse",
)  # fmt: skip
DOC_CHARS = 8000


def long_documents() -> list[str]:
    docs: list[str] = []
    for name in LONG_MODULES:
        module = importlib.import_module(name)
        docs.append(pydoc.render_doc(module, renderer=pydoc.plaintext)[:DOC_CHARS])
        docs.append(inspect.getsource(module)[:DOC_CHARS])
    return docs


def main() -> None:
    held = tuple(f"fresh{n}" for n in range(131, 143))
    if "--held" in sys.argv:
        held = tuple(sys.argv[sys.argv.index("--held") + 1].split(","))
    files = sorted(DATA.glob("screening_*.jsonl"))
    train_items = [i for i in read_labelled_corpus(files) if i.group not in held]
    t0 = time.monotonic()
    model = train_ngram_model(train_items)
    t = model.trained
    print(
        f"trained on {t['texts']} texts without {', '.join(held)} in {time.monotonic() - t0:.1f} s:"
    )
    print(f"  out of fold ({t['folds']}): recall {t['out_of_fold_recall']:.1%} at "
          f"{t['out_of_fold_fpr']:.1%} benign flagged, threshold {model.threshold:.3f}")  # fmt: skip
    detector = model.detector()
    opinion = model.second_opinion()
    screeners = {
        "rules alone": DEFAULT_SCREENER,
        "rules + model": Screener([*DEFAULT_DETECTORS, detector]),
        "rules + model + second opinion": Screener(
            [*DEFAULT_DETECTORS, detector], second_opinion=opinion
        ),
        "rules + second opinion only": Screener(second_opinion=opinion),
    }

    print("\nheld-out batches: caught, social engineering caught (se), benign flagged (fp)")
    hostile_texts: list[str] = []
    # per screener: caught, hostile, social caught, benign flagged, benign
    totals = {name: [0, 0, 0, 0, 0] for name in screeners}
    for split in held:
        items = load(split)
        if not items:
            print(f"  {split}: no such split")
            continue
        h = [i for i in items if i["label"] == "hostile"]
        b = [i for i in items if i["label"] == "benign"]
        s = [i for i in h if i["cls"] == "social_engineering"]
        print(f"  {split}")
        for name, screener in screeners.items():
            caught = sum(bool(hits_of(i, screener)) for i in h)
            social = sum(bool(hits_of(i, screener)) for i in s)
            flagged = sum(bool(hits_of(i, screener)) for i in b)
            print(f"    {name:<32} {caught}/{len(h)} ({caught / len(h):.1%}), se {social}/{len(s)}, "
                  f"fp {flagged}/{len(b)} ({flagged / len(b):.1%})")  # fmt: skip
            for k, v in enumerate((caught, len(h), social, flagged, len(b))):
                totals[name][k] += v
        hostile_texts += [str(i["text"]) for i in items if i["label"] == "hostile"]
    if len(held) > 1:
        print("  all held-out batches")
        for name, (caught, n, social, flagged, nb) in totals.items():
            if n:
                print(f"    {name:<32} {caught}/{n} ({caught / n:.1%}), se {social}, "
                      f"fp {flagged}/{nb} ({flagged / nb:.2%})")  # fmt: skip

    docs = long_documents()
    windows = sum(len(list(detector.pieces(d))) for d in docs)
    flagged_docs = [d for d in docs if detector.find(d)]
    flagged_windows = sum(len(detector.find(d)) for d in docs)
    print(
        f"\nlong documents ({len(docs)}, {sum(map(len, docs)):,} chars, stdlib pages and source):"
    )
    print(f"  documents flagged by the model: {len(flagged_docs)}/{len(docs)}; windows "
          f"{flagged_windows}/{windows} ({flagged_windows / windows:.2%})")  # fmt: skip
    for name in ("rules alone", "rules + second opinion only"):
        n_flagged = sum(bool(screeners[name].scan(d)) for d in docs)
        print(f"  documents flagged by {name}: {n_flagged}/{len(docs)}")

    rng = random.Random(0)
    alone = inside = 0
    for text in hostile_texts:
        alone += bool(detector.find(text))
        doc = rng.choice(docs)
        cut = doc.find("\n\n", len(doc) // 3) + 2 or len(doc) // 2
        host = f"{doc[:cut]}{text}\n\n{doc[cut:]}"
        a, b = cut, cut + len(text)
        inside += any(h.start < b and a < h.end for h in detector.find(host))
    n = len(hostile_texts)
    print(f"\nheld-out hostile texts inside a long document: the model catches {inside}/{n} "
          f"(alone: {alone}/{n})")  # fmt: skip

    text = bench.prose_corpus()
    enc = tiktoken.get_encoding("o200k_base")
    ratios, scans = [], []
    for _ in range(20):
        a = time.thread_time()
        enc.encode_ordinary(text)
        b = time.thread_time()
        detector.find(text)
        c = time.thread_time()
        ratios.append((c - b) / (b - a))
        scans.append(c - b)
    print(f"\nspeed on {len(text):,} chars of prose: model scan {statistics.median(scans) * 1000:.0f} ms, "
          f"{statistics.median(ratios):.1f} x a tiktoken encode (median of 20)")  # fmt: skip


if __name__ == "__main__":
    main()
