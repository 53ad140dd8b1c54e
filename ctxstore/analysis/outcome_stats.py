"""Intervals and tests for outcome metrics, from sums and histograms only.

Why sums and histograms: impact (``what-changed``) and ``why`` read hourly
outcome rollups, which keep per group a count, a sum and a sum of squares
(means), counts of a yes/no (rates) and bucket counts (latency, tokens). Each
statistic here is the standard one that needs nothing more:

* a **rate** (error rate) is a proportion: Wilson's score interval per side,
  Newcombe's hybrid interval for the difference, and the engine's own
  two-proportion test (:func:`ctxstore.analysis.significance.two_proportions`);
* a **mean** (output tokens, a score, the per-request cache read share) gets
  Welch's unequal-variance t interval and test, with Welch-Satterthwaite
  degrees of freedom; the Student t distribution is computed here (regularised
  incomplete beta by continued fraction) so no SciPy is needed;
* a **percentile** (latency p50/p95) read from a bucketed histogram gets the
  distribution-free order-statistic interval: the ranks ``n q ± z sqrt(n q
  (1-q))`` mapped through the cumulative histogram to bucket edges (the lower
  edge of the low rank's bucket, the upper edge of the high rank's), so bucket
  width only ever widens it. The difference of two percentiles gets the
  Minkowski difference of the two sides' intervals taken at 97.5% each
  (Bonferroni: both cover with probability >= 95%, and then the difference is
  covered). Its test is the one ``what-changed`` already uses for token
  percentiles: the share of each side at or above the reference side's
  percentile bucket, compared as two proportions (Mood's median test for p50).

No bootstrap: every interval is a closed form of the counts, so the rollup
reader and the raw-row reader agree exactly.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ctxstore.analysis.significance import Z95, Test, difference_interval, two_proportions, wilson

Z975 = 2.241402727604947
"""The two-sided 97.5% normal quantile (each side of a percentile difference)."""

MIN_QUANTILE_N = 10
"""Below this many observations a percentile gets no interval (the ranks leave the sample)."""


@dataclass(frozen=True, slots=True)
class Moments:
    """Count, sum and sum of squares of one metric over one group of requests."""

    n: int
    total: float
    squares: float

    @property
    def mean(self) -> float | None:
        return self.total / self.n if self.n > 0 else None

    @property
    def variance(self) -> float | None:
        """The unbiased sample variance (``None`` below two observations)."""
        if self.n < 2:
            return None
        var = (self.squares - self.total * self.total / self.n) / (self.n - 1)
        return max(0.0, var)  # rounding can make a constant metric's variance -1e-12

    def __sub__(self, other: Moments) -> Moments:
        return Moments(self.n - other.n, self.total - other.total, self.squares - other.squares)

    def __add__(self, other: Moments) -> Moments:
        return Moments(self.n + other.n, self.total + other.total, self.squares + other.squares)


@dataclass(frozen=True, slots=True)
class Comparison:
    """One metric on two groups: the values, the 95% interval of the difference, the test."""

    with_value: float | None
    without_value: float | None
    ci: tuple[float, float] | None  # of with - without; None when no honest interval exists
    test: Test
    with_n: int
    without_n: int


NO_TEST = Test(1.0, 1.0)


# --- Student t --------------------------------------------------------------------


def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-14:
            break
    return h


def _betainc(a: float, b: float, x: float) -> float:
    """The regularised incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    ln = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x)
    ln += b * math.log1p(-x)
    front = math.exp(ln)
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def t_two_sided(t: float, df: float) -> float:
    """P(|T| >= |t|) for Student's t with ``df`` degrees of freedom."""
    if math.isnan(t):
        return 1.0
    if math.isinf(t):
        return 0.0
    if df > 1e6:
        return math.erfc(abs(t) / math.sqrt(2.0))
    if df >= 1000:
        # Welch's df is in the thousands at real traffic; the continued fraction is slow
        # there, and this normal transform (Abramowitz & Stegun 26.7.8) is within 1e-4.
        z = abs(t) * (1.0 - 1.0 / (4.0 * df)) / math.sqrt(1.0 + t * t / (2.0 * df))
        return math.erfc(z / math.sqrt(2.0))
    return min(1.0, _betainc(df / 2.0, 0.5, df / (df + t * t)))


def t_quantile(df: float, two_sided_level: float = 0.05) -> float:
    """The ``t`` with ``P(|T| >= t) = two_sided_level`` (bisection on :func:`t_two_sided`).

    From 30 degrees of freedom on, the Cornish-Fisher expansion (three terms, error
    below 1e-5 there) replaces the bisection.
    """
    if df >= 30:
        z = _normal_quantile(1.0 - two_sided_level / 2.0)
        z3, z5 = z**3, z**5
        return z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df * df)
    lo, hi = 0.0, 1.0
    while t_two_sided(hi, df) > two_sided_level:
        hi *= 2.0
    for _ in range(80):
        mid = (lo + hi) / 2.0
        if t_two_sided(mid, df) > two_sided_level:
            lo = mid
        else:
            hi = mid
    return hi


def _normal_quantile(p: float) -> float:
    """The standard normal quantile (bisection on erfc; called once per level)."""
    if abs(p - 0.975) < 1e-12:
        return Z95
    lo, hi = -40.0, 40.0
    for _ in range(200):
        mid = (lo + hi) / 2.0
        if 0.5 * math.erfc(-mid / math.sqrt(2.0)) < p:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2.0


# --- comparisons --------------------------------------------------------------------


def compare_rates(k_with: int, n_with: int, k_without: int, n_without: int) -> Comparison:
    """A yes/no outcome (an error) on two groups: Newcombe interval, two-proportion test."""
    if n_with <= 0 or n_without <= 0:
        return Comparison(
            k_with / n_with if n_with > 0 else None,
            k_without / n_without if n_without > 0 else None,
            None,
            NO_TEST,
            max(0, n_with),
            max(0, n_without),
        )
    low, high = difference_interval(k_without, n_without, k_with, n_with)
    return Comparison(
        k_with / n_with,
        k_without / n_without,
        (low, high),
        two_proportions(k_without, n_without, k_with, n_with),
        n_with,
        n_without,
    )


def rate_interval(k: int, n: int) -> tuple[float, float] | None:
    """Wilson's 95% interval of one side's rate (``None`` without observations)."""
    return wilson(k, n) if n > 0 else None


def compare_means(with_: Moments, without: Moments) -> Comparison:
    """Welch's t interval (95%) and test for the difference of two means."""
    m1, m2 = with_.mean, without.mean
    v1, v2 = with_.variance, without.variance
    if m1 is None or m2 is None or v1 is None or v2 is None:
        return Comparison(m1, m2, None, NO_TEST, with_.n, without.n)
    s1, s2 = v1 / with_.n, v2 / without.n
    se2 = s1 + s2
    diff = m1 - m2
    if se2 <= 0.0:
        # Both groups constant: any difference is exact, no difference is none.
        p = 0.0 if diff != 0.0 else 1.0
        return Comparison(m1, m2, (diff, diff), Test(p, 0.0), with_.n, without.n)
    df = se2 * se2 / (s1 * s1 / (with_.n - 1) + s2 * s2 / (without.n - 1))
    se = math.sqrt(se2)
    half = t_quantile(df) * se
    p = t_two_sided(diff / se, df)
    return Comparison(m1, m2, (diff - half, diff + half), Test(p, 0.0), with_.n, without.n)


Bounds = Callable[[str], tuple[float, float]]
"""A histogram bucket label -> ``(lo, hi)``: the bucket holds values ``lo <= x < hi``."""


def _ordered(buckets: Mapping[str, int], bounds: Bounds) -> list[tuple[float, float, int]]:
    rows = [(*bounds(label), n) for label, n in buckets.items() if n > 0]
    rows.sort()
    return rows


def _at_rank(rows: list[tuple[float, float, int]], rank: float) -> tuple[float, float]:
    """The bucket holding the ``rank``-th smallest observation (1-based, clamped)."""
    seen = 0
    for lo, hi, n in rows:
        seen += n
        if seen >= rank:
            return lo, hi
    return rows[-1][0], rows[-1][1]


def quantile(buckets: Mapping[str, int], q: float, bounds: Bounds) -> float | None:
    """The ``q`` quantile as the lower edge of its bucket (as ``what-changed`` reads tokens)."""
    rows = _ordered(buckets, bounds)
    total = sum(n for _lo, _hi, n in rows)
    if total <= 0:
        return None
    return _at_rank(rows, max(1.0, q * total))[0]


def quantile_interval(
    buckets: Mapping[str, int], q: float, bounds: Bounds, z: float = Z95
) -> tuple[float, float] | None:
    """The distribution-free interval of the ``q`` quantile (see the module docstring)."""
    rows = _ordered(buckets, bounds)
    n = sum(c for _lo, _hi, c in rows)
    if n < MIN_QUANTILE_N:
        return None
    spread = z * math.sqrt(n * q * (1.0 - q))
    low_rank = math.floor(n * q - spread)
    high_rank = math.ceil(n * q + spread) + 1
    if low_rank < 1 or high_rank > n:
        return None  # the interval reaches past the sample's extremes: no finite bound
    return _at_rank(rows, low_rank)[0], _at_rank(rows, high_rank)[1]


def compare_quantiles(
    with_: Mapping[str, int], without: Mapping[str, int], q: float, bounds: Bounds
) -> Comparison:
    """The ``q`` percentile of two histograms: Bonferroni-combined interval, share-above test."""
    n1, n2 = sum(with_.values()), sum(without.values())
    v1, v2 = quantile(with_, q, bounds), quantile(without, q, bounds)
    if v1 is None or v2 is None:
        return Comparison(v1, v2, None, NO_TEST, n1, n2)
    i1 = quantile_interval(with_, q, bounds, Z975)
    i2 = quantile_interval(without, q, bounds, Z975)
    ci = (i1[0] - i2[1], i1[1] - i2[0]) if i1 is not None and i2 is not None else None
    # The reference is the "without" side's percentile bucket: the share of each
    # side at or above it moves when the percentile does.
    edge = _at_rank(_ordered(without, bounds), max(1.0, q * n2))[0]
    above1 = sum(n for label, n in with_.items() if bounds(label)[0] >= edge)
    above2 = sum(n for label, n in without.items() if bounds(label)[0] >= edge)
    test = two_proportions(above2, n2, above1, n1)
    return Comparison(v1, v2, ci, test, n1, n2)


def binomial_test(x: int, n: int, p0: float) -> Test:
    """Two-sided test that ``x`` of ``n`` draws come from a rate ``p0``.

    Normal approximation with continuity correction when ``n p0 (1 - p0) >= 25``
    (where it is accurate far beyond any FDR level used here), else the exact
    two tails, each summed in log space and doubled (conservative).
    """
    if n <= 0:
        return NO_TEST
    p0 = min(1.0, max(0.0, p0))
    if p0 in (0.0, 1.0):
        hit = (x > 0) if p0 == 0.0 else (x < n)
        return Test(0.0 if hit else 1.0, 0.0)
    var = n * p0 * (1.0 - p0)
    min_p = min(1.0, 2.0 * min(p0**n, (1.0 - p0) ** n))
    if var >= 25.0:
        z = max(0.0, abs(x - n * p0) - 0.5) / math.sqrt(var)
        return Test(min(1.0, math.erfc(z / math.sqrt(2.0))), min_p)
    log_p, log_q = math.log(p0), math.log1p(-p0)
    lg = math.lgamma(n + 1)

    def pmf(i: int) -> float:
        return math.exp(
            lg - math.lgamma(i + 1) - math.lgamma(n - i + 1) + i * log_p + (n - i) * log_q
        )

    mean = n * p0

    def tail(steps: range) -> float:
        total = 0.0
        for i in steps:
            term = pmf(i)
            total += term
            # Past the mean the terms fall geometrically: stop once they stop counting.
            if term < total * 1e-17 and abs(i - mean) > 1:
                break
        return total

    # Only the tail away from the mean: the other one holds the median (>= ~1/2).
    near = tail(range(x, n + 1)) if x >= mean else tail(range(x, -1, -1))
    return Test(min(1.0, 2.0 * near), min_p)
