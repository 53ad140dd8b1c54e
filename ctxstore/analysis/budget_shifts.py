"""Budget and quality of assembly: the metric table and its significance tests.

Why tests and not only a table: "the context window shrank and a third of the
requests now lose a section" is a change an on-call engineer needs in the
headline, even when no text changed. Every metric is a share of assemblies
(or of one section's occurrences), so each is tested like any other share
(:func:`ctxstore.analysis.significance.two_proportions`) and enters the same
false-discovery family. Token percentiles are tested the robust way (Mood's
median test, generalised): the share of the window at or above the baseline's
p50 (or p95) bucket against the baseline's own share there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ctxstore.analysis.findings import Metric
from ctxstore.analysis.significance import Test, two_proportions
from ctxstore.analysis.windows import WindowStats
from ctxstore.db.rollups import bucket_bounds

RATE_METRICS: tuple[tuple[str, str, str], ...] = (
    ("dropped_rate", "dropped", "true"),
    ("truncated_rate", "truncated", "true"),
    ("estimated_share", "exact", "false"),
    ("screening_rate", "screening", "true"),
)
"""(metric, flag rollup dimension, the flag value counted)."""

PERCENTILES: tuple[tuple[str, float], ...] = (("tokens_p50", 0.5), ("tokens_p95", 0.95))


def percentile_from_buckets(
    buckets: Mapping[str, int], q: float, bounds: Callable[[str], tuple[int, int]] = bucket_bounds
) -> float | None:
    """The ``q`` quantile of a bucketed histogram, as the containing bucket's lower bound.

    Buckets are ~2% wide, so this is within 2% of the exact quantile; both
    readers use it, so rollups and raw rows agree exactly.
    """
    label = _quantile_label(buckets, q)
    return None if label is None else float(bounds(label)[0])


def _quantile_label(buckets: Mapping[str, int], q: float) -> str | None:
    total = sum(buckets.values())
    if total <= 0:
        return None
    rank = q * total
    seen = 0
    for label in sorted(buckets):
        seen += buckets[label]
        if seen >= rank:
            return label
    return max(buckets)


def _counts(flags: Mapping[str, Mapping[str, int]], flag: str, value: str) -> tuple[int, int]:
    counts = flags.get(flag, {})
    return counts.get(value, 0), sum(counts.values())


def _rate(k: int, n: int) -> float | None:
    return round(k / n, 6) if n > 0 else None


def metrics(baseline: WindowStats, window: WindowStats) -> tuple[Metric, ...]:
    """Token p50/p95, dropped/truncated rates, estimated-count share, screening-hit rate."""
    out = [
        Metric(
            name,
            percentile_from_buckets(baseline.tokens, q),
            percentile_from_buckets(window.tokens, q),
        )
        for name, q in PERCENTILES
    ]
    for name, flag, value in RATE_METRICS:
        out.append(
            Metric(
                name,
                _rate(*_counts(baseline.flags, flag, value)),
                _rate(*_counts(window.flags, flag, value)),
            )
        )
    return tuple(out)


@dataclass(frozen=True, slots=True)
class BudgetTest:
    """One budget hypothesis: counts out of totals in each window, and the test."""

    metric: str
    section: str | None
    b: int
    n_b: int
    a: int
    n_a: int
    test: Test
    before: float | None
    after: float | None


def _shift(
    metric: str,
    section: str | None,
    counts: tuple[int, int, int, int],
    shown: tuple[float | None, float | None] | None = None,
) -> BudgetTest:
    b, n_b, a, n_a = counts
    before, after = shown if shown is not None else (_rate(b, n_b), _rate(a, n_a))
    return BudgetTest(
        metric, section, b, n_b, a, n_a, two_proportions(b, n_b, a, n_a), before, after
    )


def budget_tests(
    baseline: WindowStats, window: WindowStats, occurrences: Mapping[str, tuple[int, int]]
) -> list[BudgetTest]:
    """Every budget hypothesis of one report.

    ``occurrences`` maps a section name to its occurrences (baseline, window),
    the denominator of its drop rate.
    """
    tests: list[BudgetTest] = []
    for name, flag, value in RATE_METRICS:
        b, n_b = _counts(baseline.flags, flag, value)
        a, n_a = _counts(window.flags, flag, value)
        if n_b and n_a:
            tests.append(_shift(name, None, (b, n_b, a, n_a)))
    for name, q in PERCENTILES:
        label = _quantile_label(baseline.tokens, q)
        n_b, n_a = sum(baseline.tokens.values()), sum(window.tokens.values())
        if label is None or not n_a:
            continue
        b = sum(n for lab, n in baseline.tokens.items() if lab >= label)
        a = sum(n for lab, n in window.tokens.items() if lab >= label)
        shown = (
            percentile_from_buckets(baseline.tokens, q),
            percentile_from_buckets(window.tokens, q),
        )
        tests.append(_shift(name, None, (b, n_b, a, n_a), shown))
    for section in sorted(set(baseline.outcomes) | set(window.outcomes)):
        occ_b, occ_a = occurrences.get(section, (0, 0))
        if not occ_b or not occ_a:
            continue  # a section in one window only is an appearance, not a budget shift
        b = min(occ_b, baseline.outcomes.get(section, {}).get("dropped", 0))
        a = min(occ_a, window.outcomes.get(section, {}).get("dropped", 0))
        tests.append(_shift("section_drop_rate", section, (b, occ_b, a, occ_a)))
    return tests
