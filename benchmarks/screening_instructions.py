"""Instructions per ``scan()`` ÷ instructions per tiktoken encode, counted by callgrind.

Run from the repository root (valgrind must be installed):

    TIKTOKEN_CACHE_DIR=../shared/tiktoken python benchmarks/screening_instructions.py

Why instruction counts: ``bench_screening.py`` times the same ratio in thread
CPU time, which on a shared two-core machine moves by 10-20% with the
neighbours' load. Instructions executed do not depend on the load, so they
are what to compare two versions of the screener by. They are not time: a
cache miss or a slow division costs more than an addition, and the screener's
interpreted code does less work per cycle than tiktoken's compiled encoder, so on
this machine the CPU-time ratio runs 30-70% above this one. The target (issue 13,
<= 0.5) is set on ``bench_screening.py``'s CPU time; this count says whether a
change made the screener cheaper, not whether the target is met.

How the figures are taken, so that the next run gets the same ones:

* The workloads are ``bench_screening.py``'s five, built natively and handed
  to one process under ``valgrind --tool=callgrind`` (``PYTHONHASHSEED=0``).
  It loads ``o200k_base`` and warms up: one ``encode_ordinary`` and one scan of every workload (regexes
  compiled, Aho-Corasick automatons built, lazy tables filled).
* Collection is off at the start (``--collect-atstart=no``) and toggled only
  inside ``functools.reduce`` (``--toggle-collect=functools_reduce``), which
  nothing in the screener or tiktoken calls. Each measured batch runs as
  ``functools.reduce(lambda acc, _: op(text), range(reps), None)``, so exactly
  the batch's instructions (plus a lambda call per repeat) are collected, and
  ``--dump-after=functools_reduce`` writes one profile per batch.
* Per workload: a batch of ``reps`` scans on ``Screener(memo=False)``, then a
  batch of ``reps`` encodes; each batch's total Ir is divided by ``reps``.
  The ratio is scan Ir ÷ encode Ir. ``gc.collect()`` runs before each batch
  (uncounted), so the collections inside a batch do not depend on what the
  process allocated before it.

Options: ``--reps N`` (default 3; every repeat costs the same instructions
to within a few hundred, so more repeats change nothing), workload names to
measure only those (``ascii prose typographic cyrillic hostile``), and
``--keep DIR`` to keep the per-batch profiles (``callgrind.out.N``, numbered
in batch order: scan then encode per workload) for ``callgrind_annotate``.
A whole run takes a few minutes (mostly Python's start and loading
``o200k_base`` under valgrind).
"""

from __future__ import annotations

import functools
import gc
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_screening as bench

WORKLOADS = ("ascii", "prose", "typographic", "cyrillic", "hostile")


def _child(texts_file: Path, reps: int) -> None:
    """Runs under callgrind: warm up, then one reduce() batch of scans and one of encodes."""
    import tiktoken

    screener = bench._unmemoized()
    enc = tiktoken.get_encoding("o200k_base")
    texts: dict[str, str] = json.loads(texts_file.read_text(encoding="utf-8"))
    for text in texts.values():
        enc.encode_ordinary(text)
        screener.scan(text)

    def batch(op: Callable[[str], object], text: str) -> None:
        gc.collect()  # the same collector state before every batch, whatever ran before
        functools.reduce(lambda acc, _: op(text), range(reps), None)

    for text in texts.values():
        batch(screener.scan, text)
        batch(enc.encode_ordinary, text)


def _total_ir(path: Path) -> int:
    match = re.search(r"^(?:totals|summary): (\d+)", path.read_text(), re.MULTILINE)
    if match is None:
        raise SystemExit(f"no totals in {path}")
    return int(match.group(1))


def main(argv: list[str]) -> None:
    reps = int(argv[argv.index("--reps") + 1]) if "--reps" in argv else 3
    if "--child" in argv:
        _child(Path(argv[argv.index("--child") + 1]), reps)
        return
    keep = Path(argv[argv.index("--keep") + 1]) if "--keep" in argv else None
    names = [a for a in argv if a in WORKLOADS] or list(WORKLOADS)
    with tempfile.TemporaryDirectory() as tmp:
        out_dir = keep or Path(tmp)
        out_dir.mkdir(parents=True, exist_ok=True)
        for old in out_dir.glob("callgrind.out*"):
            old.unlink()
        # built here, natively: pydoc rendering under valgrind would take minutes
        texts_file = Path(tmp) / "workloads.json"
        texts = {name: getattr(bench, f"{name}_corpus")() for name in names}
        texts_file.write_text(json.dumps(texts), encoding="utf-8")
        env = {**os.environ, "PYTHONHASHSEED": "0"}
        cmd = [
            "valgrind", "--tool=callgrind", "--collect-atstart=no",
            "--toggle-collect=functools_reduce", "--dump-after=functools_reduce",
            f"--callgrind-out-file={out_dir / 'callgrind.out'}",
            sys.executable, __file__, "--child", str(texts_file), "--reps", str(reps),
        ]  # fmt: skip
        subprocess.run(cmd, env=env, check=True, stderr=subprocess.DEVNULL)
        dumps = sorted(out_dir.glob("callgrind.out.*"), key=lambda p: int(p.suffix[1:]))
        irs = [_total_ir(p) / reps for p in dumps[: 2 * len(names)]]
    print(f"{'workload':<12} {'scan Ir':>12} {'encode Ir':>12} {'scan/encode':>12}")
    for k, name in enumerate(names):
        scan_ir, encode_ir = irs[2 * k], irs[2 * k + 1]
        print(f"{name:<12} {scan_ir:>12,.0f} {encode_ir:>12,.0f} {scan_ir / encode_ir:>12.3f}")


if __name__ == "__main__":
    main(sys.argv[1:])
