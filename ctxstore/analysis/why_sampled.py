"""``why`` on a large selection: the counts of the scanned side from a uniform sample.

Why sample: counting every section of a quarter of a million requests is a
``GROUP BY`` over millions of rows (seconds on SQLite), while what ``why``
answers, *which values are over-represented*, is settled by a few tens of
thousands of them. So when the smaller side (matching, or the rest) holds
more than :data:`SAMPLE_LIMIT` requests, its values are counted on a sample
of about that many, chosen by a multiplicative hash of the assembly ID (uniform,
and blind to content and outcome); the totals (matching, rest, and every
value's known count from the rollups) stay exact.

The statistics then change exactly where the sample enters, and nowhere else:

* under "no association" the scanned side carries value ``v`` at its overall
  rate ``known(v) / known``, so the sampled count is tested against that rate
  with a two-sided binomial test
  (:func:`~ctxstore.analysis.outcome_stats.binomial_test`);
* the side's share of ``v`` gets Wilson's 95% interval from the sample; the
  matching count is a monotone function of it (the rest is ``known(v)`` minus
  it), so the intervals of the lift and of the excess share are that interval
  carried through, and the ranking uses their lower ends as before;
* counts are reported as estimates (rounded), and findings say so
  (``estimated``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ctxstore.analysis.outcome_stats import binomial_test
from ctxstore.analysis.significance import benjamini_hochberg, wilson
from ctxstore.analysis.why_queries import ValueKey

SAMPLE_LIMIT = 30_000
"""Requests of the scanned side counted one by one; above it, a uniform sample of this size."""


@dataclass(frozen=True, slots=True)
class Sample:
    """Value counts on a uniform sample of one side."""

    side: str  # matching | rest
    size: int  # requests on that side
    sampled: int  # requests in the sample
    counts: Mapping[ValueKey, int]


@dataclass(frozen=True, slots=True)
class Estimate:
    """One value's estimated matching count, with the bounds of its 95% interval."""

    key: ValueKey
    matching: float
    low: float
    high: float
    known: int
    p_value: float
    min_p: float


def estimates(
    sample: Sample, known: Mapping[ValueKey, int], big_m: int, big_r: int
) -> list[Estimate]:
    """Every value's matching count, estimated from the sample (see the module docstring)."""
    total = big_m + big_r
    keys = set(sample.counts) | (set(known) if sample.side == "rest" else set())
    out: list[Estimate] = []
    for key in sorted(keys, key=lambda k: (k[0], k[1] or "", k[2])):
        k_v = known.get(key, 0)
        x = sample.counts.get(key, 0)
        if k_v <= 0 or total <= 0:
            continue
        test = binomial_test(x, sample.sampled, k_v / total)
        lo, hi = wilson(x, sample.sampled)
        share = x / sample.sampled
        if sample.side == "matching":
            point, low, high = share * big_m, lo * big_m, hi * big_m
        else:
            point, low, high = k_v - share * big_r, k_v - hi * big_r, k_v - lo * big_r
        cap = float(min(k_v, big_m))
        out.append(
            Estimate(
                key,
                min(cap, max(0.0, point)),
                min(cap, max(0.0, low)),
                min(cap, max(0.0, high)),
                k_v,
                test.p_value,
                test.min_p,
            )
        )
    return out


def lift_of(m: float, known: int, big_m: int, big_r: int) -> float | None:
    rest = known - m
    if rest <= 0 or big_m <= 0 or big_r <= 0:
        return None
    return (m / big_m) / (rest / big_r)


def excess_of(m: float, known: int, big_m: int, big_r: int) -> float:
    return m / big_m - (known - m) / big_r


def adjusted(found: list[Estimate], fdr: float) -> list[tuple[Estimate, float]]:
    """The estimates that could reach ``fdr`` at all, with their BH q-values."""
    family = [e for e in found if e.min_p <= fdr]
    return list(zip(family, benjamini_hochberg([e.p_value for e in family]), strict=True))
