"""Benchmark (accuracy): ``what-changed`` on scripted traffic with ground truth, full size.

Command (from the repo root)::

    python benchmarks/bench_whatchanged_scenarios.py
    python benchmarks/bench_whatchanged_scenarios.py --sizes 400,2000 --seeds 5   # quicker

Per scripted scenario (``benchmarks/scenarios.py``: reindex, tool parameter
rename, tool description rewrite, 20% template canary, model swap, leaked
timestamp, section added + another removed, rollout over days, revert inside
the window, whitespace-only change, a 3%-tenant change, budget pressure) and
size, over several seeds: how many scripted changes were reported, in the
right kind, with first/last seen equal to the first/last request that carried
them, and how many items nothing scripted explains (spurious). No-change
controls run at every size down to 300 assemblies per window; every item they
report is a false change. Targets: all found, right kind, exact times, zero
spurious, zero false changes.

The baseline in the same run is the pre-issue-10 rule (a value is a change
when its share moved by more than 5 points, whatever the sample size), scored
on the same traffic, to show what the significance tests buy.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.scenarios import SCRIPTS, build, rollup_rows, run, score
from ctxstore.analysis.windows import stats_from_rollups


def naive_items(s: object) -> int:
    """Items the old fixed 5-point rule reports: a value whose share moved > 5 points."""
    rows = rollup_rows(s.records)  # type: ignore[attr-defined]
    b = stats_from_rollups(*s.baseline, rows)  # type: ignore[attr-defined]
    w = stats_from_rollups(*s.window, rows)  # type: ignore[attr-defined]
    n = 0
    for key in set(b.series) | set(w.series):
        sb, sw = b.series.get(key), w.series.get(key)
        vb = {v: st.count / b.assemblies for v, st in (sb.values.items() if sb else ())}
        vw = {v: st.count / w.assemblies for v, st in (sw.values.items() if sw else ())}
        if any(abs(vw.get(v, 0) - vb.get(v, 0)) > 0.05 for v in set(vb) | set(vw)):
            n += 1
    return n


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="400,1000,2000", help="assemblies per window")
    parser.add_argument("--control-sizes", default="300,400,1000,2000")
    parser.add_argument("--seeds", type=int, default=10)
    args = parser.parse_args()
    sizes = [int(x) for x in args.sizes.split(",")]
    seeds = range(1, args.seeds + 1)
    t0 = time.perf_counter()
    print(
        f"{'scenario':<28} {'n/window':>8} {'runs':>4} {'found':>7} {'kind':>7} {'time':>7} {'spurious':>8} {'naive':>6}"
    )
    totals = [0, 0, 0, 0, 0]
    for name in sorted(SCRIPTS):
        for n in sizes:
            exp = found = kind = exact = spurious = naive = 0
            for seed in seeds:
                s = build(name, seed=seed, per_window=n)
                r = score(s, run(s))
                exp += r.expected
                found += r.found
                kind += r.right_kind
                exact += r.first_seen_exact
                spurious += len(r.spurious)
                naive += max(0, naive_items(s) - r.expected)
            totals = [
                a + b for a, b in zip(totals, (exp, found, kind, exact, spurious), strict=True)
            ]
            print(
                f"{name:<28} {n:>8} {len(seeds):>4} {found:>3}/{exp:<3} {kind:>3}/{exp:<3} {exact:>3}/{exp:<3} {spurious:>8} {naive:>6}"
            )
    false_changes = runs = naive_false = 0
    for n in [int(x) for x in args.control_sizes.split(",")]:
        bad = naive = 0
        for seed in seeds:
            s = build("control", seed=seed, per_window=n)
            r = score(s, run(s))
            bad += len(r.spurious)
            naive += naive_items(s)
            runs += 1
        false_changes += bad
        naive_false += naive
        print(
            f"{'no-change control':<28} {n:>8} {len(seeds):>4} {'-':>7} {'-':>7} {'-':>7} {bad:>8} {naive:>6}"
        )
    exp, found, kind, exact, spurious = totals
    print(
        f"\nscripted: {found}/{exp} found, {kind}/{exp} right kind, {exact}/{exp} exact first/last seen, "
        f"{spurious} spurious items; controls: {false_changes} false changes in {runs} runs "
        f"(old 5-point rule: {naive_false}); {time.perf_counter() - t0:.0f} s"
    )


if __name__ == "__main__":
    main()
