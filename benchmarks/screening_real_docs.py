"""False alarms of the default screener on real documentation already on this machine.

Run from the repository root:

    python benchmarks/screening_real_docs.py [--show N]

The corpora under ``tests/data`` are written to sit close to attacks; this reads
what a coding or support agent actually retrieves instead, none of it written
for the project: the README and metadata of every installed Python package
(``METADATA``, ``*.md``, ``*.rst`` under ``site-packages``), the Debian package
docs (``/usr/share/doc``: READMEs, changelogs, Node.js API docs) and the
standard library's source. Every file is scanned whole (files over 400 KB are
skipped) with the default detectors; none of these texts is hostile, so every
document with a hit is a false alarm. The figures depend on what is installed,
so compare runs on one machine.

Prints the documents scanned, their size, how many have a hit, the documents per
detector, and the first hit of ``--show`` of them.
"""

from __future__ import annotations

import glob
import os
import sys
import sysconfig
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from ctxstore.assembly.screening import Screener

MAX_BYTES = 400_000


def documents() -> list[str]:
    site = sysconfig.get_paths()["purelib"]
    stdlib = sysconfig.get_paths()["stdlib"]
    patterns = [
        f"{site}/**/METADATA",
        f"{site}/**/*.md",
        f"{site}/**/*.rst",
        "/usr/share/doc/**/*.md",
        "/usr/share/doc/**/README*",
        f"{stdlib}/**/*.py",
    ]
    found = {f for p in patterns for f in glob.glob(p, recursive=True)}
    return sorted(f for f in found if os.path.isfile(f) and os.path.getsize(f) <= MAX_BYTES)


def main() -> None:
    show = int(sys.argv[sys.argv.index("--show") + 1]) if "--show" in sys.argv else 10
    screener = Screener(memo=False)
    scanned = chars = 0
    flagged: list[tuple[str, str, str]] = []
    per_detector: Counter[str] = Counter()
    t0 = time.monotonic()
    for path in documents():
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        scanned += 1
        chars += len(text)
        hits = screener.scan(text)
        if hits:
            per_detector.update({h.detector for h in hits})
            first = hits[0]
            flagged.append((path, first.detector, text[first.start : first.end][:80]))
    elapsed = time.monotonic() - t0
    print(f"{scanned:,} documents, {chars / 1e6:.1f} M characters, scanned in {elapsed:.1f} s")
    print(f"documents with a hit: {len(flagged)} ({len(flagged) / max(scanned, 1):.2%})")
    for detector, n in per_detector.most_common():
        print(f"  {detector:<24} {n}")
    for path, detector, span in flagged[:show]:
        print(f"  {detector:<24} {path}: {span!r}")


if __name__ == "__main__":
    main()
