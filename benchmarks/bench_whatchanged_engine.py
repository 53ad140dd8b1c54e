"""Benchmark: the ``what-changed`` engine alone (``compare``) on windows with many chunk series.

Command (from the repo root)::

    python benchmarks/bench_whatchanged_engine.py                    # 20,000 and 200,000 chunks
    python benchmarks/bench_whatchanged_engine.py --chunks 200000 --profile

Why apart from ``bench_whatchanged.py``: that one times the whole library call
on a loaded store (loading 1M assemblies takes many minutes); this one builds
the two windows in memory (:func:`windows`) so the engine's own cost per series
can be measured, and profiled, in seconds. The windows are a support bot's 7
days against the 7 before: ``--per-window`` assemblies each, two chunks per
request drawn from ``--chunks`` chunks with a skewed popularity (a few chunks
are hot), 20 chunks rewritten at 40% of the window, one hot chunk retrieved
twice as often, plus the fixed dimensions, a system prompt, tools and the
per-hour traffic.

Printed per size: CPU time (``time.process_time``, the machine is shared) and
wall time of ``compare`` (median of ``--repeat``), the number of hypotheses
tested and items reported, and with ``--reference`` the same figures for the
pre-optimisation engine kept in ``tests/whatchanged_reference.py``, whose report
must be identical (it is checked).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ctxstore.analysis.whatchanged import compare
from ctxstore.analysis.windows import WindowBuilder, WindowStats

HOUR = timedelta(hours=1)


def windows(
    chunks: int, per_window: int, seed: int = 1, days: int = 7
) -> tuple[WindowStats, WindowStats]:
    """A baseline and a window of ``per_window`` assemblies each (see the module docstring)."""
    rng = random.Random(seed)
    end = datetime(2026, 11, 30, tzinfo=UTC)
    mid = end - timedelta(days=days)
    start = mid - timedelta(days=days)
    hours = days * 24
    # Zipf-like popularity: chunk c drawn with weight 1 / (c + 10).
    weights = [1.0 / (c + 10) for c in range(chunks)]
    total_w = sum(weights)
    out = []
    for w, (lo, hi) in enumerate(((start, mid), (mid, end))):
        b = WindowBuilder(lo, hi)
        per_hour = per_window // hours
        counts = [0] * chunks
        draws = rng.choices(range(chunks), weights=weights, k=2 * per_hour * hours)
        for c in draws:
            counts[c] += 1
        if w == 1:
            counts[0] = int(counts[0] * 1.6)  # a hot chunk retrieved more often: mix shift
        rewrite_at = lo + (hi - lo) * 0.4
        for h in range(hours):
            hour = lo + h * HOUR
            b.add(
                "model_id",
                "",
                "",
                "gpt-4o",
                per_hour,
                hour,
                hour + HOUR - timedelta(seconds=1),
                hour,
            )
        n = per_hour * hours
        for dim, value in (
            ("template_version", "v12"),
            ("snapshot_id", f"kb-w{w}"),
            ("tokenizer", "o200k"),
        ):
            b.add(dim, "", "", value, n, lo, hi - timedelta(seconds=1))
        b.add("dropped", "", "", "false", n, lo, hi)
        b.add("section", "system", "system", "sys-hash", n, lo, hi - timedelta(seconds=1))
        b.add("section", "tool:lookup", "tools", "tool-hash", n, lo, hi - timedelta(seconds=1))
        span = (hi - lo).total_seconds()
        for c, k in enumerate(counts):
            if k == 0:
                continue
            first = lo + timedelta(seconds=rng.random() * span / max(1, k))
            last = hi - timedelta(seconds=1 + rng.random() * span / max(1, k))
            name = f"kb/doc{c // 4}.md#{c % 4}"
            if w == 1 and 1 <= c <= 20:
                before = max(1, int(k * 0.4))
                b.add("section", name, "document", f"h{c}-v0", before, first, rewrite_at)
                b.add("section", name, "document", f"h{c}-v1", k - before, rewrite_at, last)
            else:
                b.add("section", name, "document", f"h{c}-v0", k, first, max(first, last))
        out.append(b.build())
    del total_w
    return out[0], out[1]


def timed(fn: Callable[[], object], repeat: int) -> tuple[float, float, object]:
    result = fn()
    cpu, wall = [], []
    for _ in range(repeat):
        c, t = time.process_time(), time.perf_counter()
        fn()
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - t)
    return statistics.median(cpu), statistics.median(wall), result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--chunks", default="20000,200000")
    parser.add_argument("--per-window", type=int, default=500_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--profile", action="store_true", help="cProfile one compare() per size.")
    parser.add_argument(
        "--reference",
        action="store_true",
        help="Also time the pre-optimisation engine (tests/whatchanged_reference.py), same run.",
    )
    args = parser.parse_args()
    import os

    print(f"load average {os.getloadavg()}")
    for chunks in (int(c) for c in args.chunks.split(",")):
        base, win = windows(chunks, args.per_window)
        series = len(set(base.series) | set(win.series))
        cpu, wall, report = timed(lambda b=base, w=win: compare(b, w), args.repeat)
        print(
            f"{chunks:>7,} chunks, {series:,} series: compare CPU {cpu:.3f}s wall {wall:.3f}s, "
            f"{report.tests:,} tests, {len(report.changes)} changes, "  # type: ignore[attr-defined]
            f"{len(report.mix_shifts)} mix shifts"  # type: ignore[attr-defined]
        )
        if args.reference:
            sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
            from whatchanged_reference import compare as reference

            rcpu, rwall, old = timed(lambda b=base, w=win: reference(b, w), 1)
            same = old == report
            print(
                f"{'':>7}  reference engine: CPU {rcpu:.3f}s wall {rwall:.3f}s "
                f"({rcpu / max(cpu, 1e-9):.1f}x the CPU); reports identical: {same}"
            )
        if args.profile:
            prof = cProfile.Profile()
            prof.enable()
            compare(base, win)
            prof.disable()
            pstats.Stats(prof).sort_stats("cumulative").print_stats(25)
    print(f"load average {os.getloadavg()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
