"""Redaction throughput on 1 MB of mixed prose and code.

Run: ``TIKTOKEN_CACHE_DIR=... python benchmarks/bench_redaction.py [--mb 1] [--repeat 5]``

Redaction runs in the request path on sampled text, right next to tokenizing
the same text, so the baseline measured in the same run is tiktoken's
``o200k_base`` encode of that text (plus sha256 for scale). Prints MB/s for
each and the ratio redact / encode (lower is better; the span-overhead budget
asks for <= 0.15 on clean text). Also prints the whole-text engine (every
detector's regex over all of the text, what ``redact`` did before candidate
scans) and the speed-up over it. Two inputs: clean text (the common case: no
secret anywhere) and the same text with a secret or personal value from the
test corpus every ~2 KB. The machine is shared and noisy: compare ratios, run
twice.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from secrets_corpus import BENIGN, SECRETS

from ctxstore.retention import Redactor


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
    """(best, median) wall time of ``repeat`` runs."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return min(times), statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=float, default=1.0)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    size = int(args.mb * 1_000_000)
    redactor = Redactor()
    try:
        import tiktoken

        enc = tiktoken.get_encoding("o200k_base")
    except Exception as exc:  # no tokenizer cache: fall back to sha256 only
        print(f"tiktoken unavailable ({exc}); baseline is sha256 only")
        enc = None
    for label, with_secrets in (("clean", False), ("with secrets", True)):
        text = build(size, with_secrets)
        mb = len(text.encode()) / 1e6
        r_best, r_med = best_of(lambda t=text: redactor.redact(t), args.repeat)
        h_best, _ = best_of(lambda t=text: hashlib.sha256(t.encode()).hexdigest(), args.repeat)
        p_best, _ = best_of(lambda t=text: redactor._redact(t, engine="plain"), args.repeat)
        fired = redactor.redact(text)
        print(f"[{label}] {mb:.2f} MB, {fired.count} values redacted")
        print(
            f"  redact        {mb / r_best:8.1f} MB/s  (best of {args.repeat}; median {mb / r_med:.1f} MB/s)"
        )
        print(f"  whole-text    {mb / p_best:8.1f} MB/s  (speed-up {p_best / r_best:.1f}x)")
        print(f"  sha256        {mb / h_best:8.1f} MB/s")
        if enc is not None:
            e_best, _ = best_of(lambda t=text: enc.encode(t, disallowed_special=()), args.repeat)
            print(f"  tiktoken enc  {mb / e_best:8.1f} MB/s")
            print(f"  ratio redact/encode = {r_best / e_best:.2f}")


if __name__ == "__main__":
    main()
