"""Benchmark: how long the ``ctxstore`` command takes to start, against ``import click``.

Command (from the repo root; the baseline is optional)::

    git worktree add /tmp/pre-startup pre-issue9
    python3 -m venv /tmp/pre-startup/.venv && /tmp/pre-startup/.venv/bin/pip install -q -e /tmp/pre-startup
    TIKTOKEN_CACHE_DIR=../shared/tiktoken .venv/bin/python benchmarks/bench_startup.py \\
        --baseline /tmp/pre-startup/.venv/bin/python

Targets (issue 9): ``ctxstore --version`` ≤ 1.5 × ``python -c "import click"``
measured in the same run, and ``ctxstore what-changed --since tuesday`` on the
demo store ≤ 0.5 s wall.

Every figure is the wall time of a fresh process (what a user waits for), the
median of ``--runs`` rounds after one untimed warm-up round that also compiles
the ``.pyc`` files. Within a round the commands run back to back in a rotating
order, each variant (this checkout; the ``--baseline`` interpreter's) once, so
load from other processes on a shared machine lands on both alike. The demo
store is built once, by this checkout's ``ctxstore demo``, in a temporary
``CTXSTORE_HOME`` that both variants read (the schema is the same).

``--importtime`` adds, per command, what ``python -X importtime`` says the
process imported: self time summed by top-level package, and the modules with
the largest cumulative time, which is where start-up goes.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# label -> arguments after the interpreter; "ctxstore" runs the venv's console script.
COMMANDS: dict[str, list[str]] = {
    'python -c "import click"': ["-c", "import click"],
    "ctxstore --version": ["ctxstore", "--version"],
    "ctxstore --help": ["ctxstore", "--help"],
    "ctxstore what-changed --since tuesday": ["ctxstore", "what-changed", "--since", "tuesday"],
}
CLICK = 'python -c "import click"'
VERSION = "ctxstore --version"
WHAT_CHANGED = "ctxstore what-changed --since tuesday"
VERSION_TARGET = 1.5  # × import click
WHAT_CHANGED_TARGET = 0.5  # seconds


def _argv(python: Path, args: list[str]) -> list[str]:
    if args[0] == "ctxstore":
        script = python.parent / "ctxstore"
        if not script.exists():
            raise SystemExit(f"{script} not found: install ctxstore into {python.parent.parent}")
        return [str(script), *args[1:]]
    return [str(python), *args]


def _run(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall time and CPU time (user + system) of one fresh process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({proc.returncode}): {proc.stderr.decode()}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return elapsed, cpu


def _build_demo(python: Path, env: dict[str, str], days: int, rate: int) -> None:
    argv = _argv(python, ["ctxstore", "demo", "--days", str(days), "--rate", str(rate)])
    print(f"building the demo store ({days} days at {rate}/h) in {env['CTXSTORE_HOME']} ...")
    start = time.perf_counter()
    subprocess.run(argv, env=env, check=True, stdout=subprocess.DEVNULL)
    print(f"  {time.perf_counter() - start:.1f} s")


Times = dict[tuple[str, str], list[tuple[float, float]]]


def measure(variants: dict[str, Path], env: dict[str, str], runs: int) -> Times:
    jobs = [(variant, label) for label in COMMANDS for variant in variants]
    times: Times = defaultdict(list)
    for round_no in range(runs + 1):  # round 0 warms up (and writes .pyc files)
        shift = round_no % len(jobs)
        for variant, label in jobs[shift:] + jobs[:shift]:
            measured = _run(_argv(variants[variant], COMMANDS[label]), env)
            if round_no:
                times[(variant, label)].append(measured)
    return times


_IMPORTTIME = re.compile(r"^import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)$")


def importtime(python: Path, args: list[str], env: dict[str, str], top: int) -> str:
    """Self time by top-level package, and the largest cumulative imports."""
    if args[0] == "ctxstore":
        code = "import sys; from ctxstore_cli.main import cli; sys.argv[0] = 'ctxstore'; cli()"
        argv = [str(python), "-X", "importtime", "-c", code, *args[1:]]
    else:
        argv = [str(python), "-X", "importtime", *args]
    proc = subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    by_package: dict[str, int] = defaultdict(int)
    modules: list[tuple[int, int, str]] = []
    for line in proc.stderr.decode().splitlines():
        m = _IMPORTTIME.match(line)
        if m:
            self_us, cumulative_us, indent, name = int(m[1]), int(m[2]), len(m[3]), m[4]
            by_package[name.split(".")[0]] += self_us
            modules.append((cumulative_us, indent // 2, name))
    total = sum(by_package.values())
    packages = sorted(by_package.items(), key=lambda kv: -kv[1])[:top]
    lines = [f"    imports: {total / 1000:.0f} ms self time in {len(modules)} modules"]
    lines.append(
        "    by package: " + ", ".join(f"{name} {us / 1000:.0f}" for name, us in packages) + " (ms)"
    )
    lines.append("    largest cumulative (ms, nesting depth):")
    for cumulative_us, depth, name in sorted(modules, reverse=True)[:top]:
        lines.append(f"      {cumulative_us / 1000:6.0f}  {'  ' * depth}{name}")
    return "\n".join(lines)


def report(variants: dict[str, Path], times: Times) -> list[str]:
    wall = {key: statistics.median(w for w, _ in values) for key, values in times.items()}
    cpu = {key: statistics.median(c for _, c in values) for key, values in times.items()}
    names = list(variants)
    runs = len(next(iter(times.values())))
    print(f"\nmedian of {runs} runs: wall ms (× import click) [min–max wall] / CPU ms (user+sys)")
    print(f"{'command':40}" + "".join(f"{name:>36}" for name in names))
    for label in COMMANDS:
        cells = []
        for name in names:
            key = (name, label)
            walls = [w for w, _ in times[key]]
            cells.append(
                f"{wall[key] * 1000:5.0f} ({wall[key] / wall[(name, CLICK)]:4.1f}×) "
                f"[{min(walls) * 1000:.0f}–{max(walls) * 1000:.0f}] / {cpu[key] * 1000:4.0f}"
            )
        print(f"{label:40}" + "".join(f"{c:>36}" for c in cells))
    current = names[0]
    ratio = wall[(current, VERSION)] / wall[(current, CLICK)]
    cpu_ratio = cpu[(current, VERSION)] / cpu[(current, CLICK)]
    seconds = wall[(current, WHAT_CHANGED)]
    verdicts = [
        f"{VERSION} ÷ import click = {ratio:.2f} wall, {cpu_ratio:.2f} CPU "
        f"(target ≤ {VERSION_TARGET}): {'met' if ratio <= VERSION_TARGET else 'MISSED'}",
        f"{WHAT_CHANGED} = {seconds:.3f} s wall, {cpu[(current, WHAT_CHANGED)]:.3f} s CPU "
        f"(target ≤ {WHAT_CHANGED_TARGET} s): "
        f"{'met' if seconds <= WHAT_CHANGED_TARGET else 'MISSED'}",
    ]
    for baseline in names[1:]:
        for label in COMMANDS:
            if label != CLICK:
                speedup = wall[(baseline, label)] / wall[(current, label)]
                verdicts.append(f"{label}: {speedup:.1f}× faster than {baseline} (wall)")
    return verdicts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--baseline",
        type=Path,
        default=None,
        metavar="PYTHON",
        help="Interpreter of a venv with the baseline ctxstore installed (e.g. the pre-issue9 tag).",
    )
    parser.add_argument("--runs", type=int, default=11, help="Timed rounds (default 11).")
    parser.add_argument("--days", type=int, default=8, help="Demo history in days (default 8).")
    parser.add_argument("--rate", type=int, default=60, help="Demo requests/hour (default 60).")
    parser.add_argument(
        "--importtime", action="store_true", help="Also show what each command imports."
    )
    parser.add_argument("--top", type=int, default=12, help="Rows in the --importtime lists.")
    args = parser.parse_args()

    current = Path(sys.executable)
    variants = {"this checkout": current}
    if args.baseline is not None:
        variants[f"baseline ({args.baseline.parent.parent.parent.name})"] = args.baseline
    home = Path(tempfile.mkdtemp(prefix="ctxstore-bench-startup-"))
    env = {**os.environ, "CTXSTORE_HOME": str(home), "COLUMNS": "80"}
    env.pop("CTXSTORE_DATABASE_URL", None)
    try:
        _build_demo(current, env, args.days, args.rate)
        times = measure(variants, env, args.runs)
        verdicts = report(variants, times)
        print()
        for line in verdicts:
            print(line)
        if args.importtime:
            for name, python in variants.items():
                for label, command in COMMANDS.items():
                    if label == CLICK:
                        continue
                    print(f"\n{name}: {label}")
                    print(importtime(python, command, env, args.top))
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
