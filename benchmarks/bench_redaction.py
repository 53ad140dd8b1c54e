"""Redaction throughput on 1 MB of mixed prose and code.

Run: ``TIKTOKEN_CACHE_DIR=... python benchmarks/bench_redaction.py [--mb 1] [--repeat 5]
[--baseline PATH]``

Redaction runs in the request path on sampled text, right next to tokenizing
the same text, so the baseline measured in the same run is tiktoken's
``o200k_base`` encode of that text (plus sha256 for scale). Prints MB/s for
each and the ratio redact / encode (lower is better; the span-overhead budget
asks for <= 0.15 on clean text). Also prints the whole-text reference
(``tests/redaction_oracle.py``: every detector's regex over all of the text)
and the speed-up over it.

``--baseline PATH`` also times another implementation of ``Redactor`` in the
same run, e.g. an older release: PATH is a ``redaction.py`` module or a
``redaction/`` package directory (``git worktree add /tmp/old pre-issue9``,
then ``--baseline /tmp/old/ctxstore/retention/redaction.py``). Runs of the two
alternate, so machine noise hits both alike, and every output is checked to be
identical. Two inputs: clean text (the common case: no secret anywhere) and
the same text with a secret or personal value from the test corpus every
~2 KB. The machine is shared and noisy: compare ratios, run twice.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from redaction_oracle import oracle_redact
from secrets_corpus import BENIGN, SECRETS

from ctxstore.retention import Redactor


def load_baseline(path: Path) -> Any:
    """``Redactor`` from the module or package at ``path``, imported under a private name."""
    init = path / "__init__.py" if path.is_dir() else path
    spec = importlib.util.spec_from_file_location(
        "_baseline_redaction",
        init,
        submodule_search_locations=[str(path)] if path.is_dir() else None,
    )
    if spec is None or spec.loader is None:
        raise SystemExit(f"--baseline: cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module.Redactor


def build(size: int, with_secrets: bool) -> str:
    parts: list[str] = []
    total = 0
    i = 0
    benign = [text for _, text in BENIGN]
    secrets = [ctx for _, _, ctx in SECRETS]
    while total < size:
        chunk = benign[i % len(benign)]
        if with_secrets and i % 4 == 0:
            chunk = chunk + "\n" + secrets[(i // 4) % len(secrets)]
        parts.append(chunk)
        total += len(chunk) + 2
        i += 1
    return "\n\n".join(parts)[:size]


def best_of(fn: Callable[[], object], repeat: int) -> tuple[float, float]:
    """(best, median) CPU time of ``repeat`` runs."""
    (times,) = alternating([fn], repeat)
    return min(times), statistics.median(times)


def alternating(fns: list[Callable[[], object]], repeat: int) -> list[list[float]]:
    """CPU times of ``repeat`` rounds, each running every function once, in turn.

    Thread CPU time, not wall time: the machine is shared, and time spent
    waiting for a core says nothing about the code.
    """
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(repeat):
        for fn, out in zip(fns, times, strict=True):
            t0 = time.thread_time()
            fn()
            out.append(time.thread_time() - t0)
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=float, default=1.0)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--baseline", type=Path, help="redaction module or package to compare with")
    args = ap.parse_args()
    size = int(args.mb * 1_000_000)
    redactor = Redactor()
    baseline = load_baseline(args.baseline)() if args.baseline else None
    try:
        import tiktoken

        enc = tiktoken.get_encoding("o200k_base")
    except Exception as exc:  # no tokenizer cache: fall back to sha256 only
        print(f"tiktoken unavailable ({exc}); baseline is sha256 only")
        enc = None
    for label, with_secrets in (("clean", False), ("with secrets", True)):
        text = build(size, with_secrets)
        mb = len(text.encode()) / 1e6
        fired = redactor.redact(text)
        print(f"[{label}] {mb:.2f} MB, {fired.count} values redacted")
        runs: list[Callable[[], object]] = [lambda t=text: redactor.redact(t)]
        if baseline is not None:
            old = baseline.redact(text)
            if (old.text, old.detectors, old.count) != (fired.text, fired.detectors, fired.count):
                raise SystemExit(f"[{label}] the baseline redacts this text differently")
            runs.append(lambda t=text: baseline.redact(t))
        timed = alternating(runs, args.repeat)
        r_best, r_med = min(timed[0]), statistics.median(timed[0])
        print(
            f"  redact        {mb / r_best:8.1f} MB/s  (best of {args.repeat}; median {mb / r_med:.1f} MB/s)"
        )
        if baseline is not None:
            b_best, b_med = min(timed[1]), statistics.median(timed[1])
            print(
                f"  baseline      {mb / b_best:8.1f} MB/s  (median {mb / b_med:.1f} MB/s; "
                f"new/baseline {b_best / r_best:.2f}x best, {b_med / r_med:.2f}x median)"
            )
        h_best, _ = best_of(lambda t=text: hashlib.sha256(t.encode()).hexdigest(), args.repeat)
        p_best, _ = best_of(lambda t=text: oracle_redact(t), min(args.repeat, 2))
        print(f"  whole-text    {mb / p_best:8.1f} MB/s  (speed-up {p_best / r_best:.1f}x)")
        print(f"  sha256        {mb / h_best:8.1f} MB/s")
        if enc is not None:
            e_best, _ = best_of(lambda t=text: enc.encode(t, disallowed_special=()), args.repeat)
            print(f"  tiktoken enc  {mb / e_best:8.1f} MB/s")
            print(f"  ratio redact/encode = {r_best / e_best:.2f}")


if __name__ == "__main__":
    main()
