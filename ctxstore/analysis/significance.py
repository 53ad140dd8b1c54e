"""The statistics behind ``what-changed``: tests on counts, effect intervals, FDR control.

Why these tests: every question ``what-changed`` asks is a comparison of two
counts out of two totals ("this hash was on 41 of 1,200 requests last week and
on 97 of 1,150 this week"), or, for "did it stop", where the last occurrence
falls in the traffic. Each has an exact or standard answer that works from the
rollup counts alone, so no test ever needs raw rows:

* :func:`two_proportions`: the pooled two-proportion z-test when every expected
  cell count is at least 5, else the exact conditional test (given the total
  count ``a + b``, ``a`` is binomial with the window's share of the traffic:
  Fisher's exact test in its Poisson limit, which is where small counts live);
* :func:`new_content`: is an unseen value more frequent than chance? Under "no
  change" the chance that an occurrence of a name carries a value the baseline
  never saw is estimated from the baseline itself (Good-Turing: values seen
  once, plus one, over occurrences plus one), so a name whose text is fixed
  (a chunk, a system prompt) makes any repeated new hash significant, while a
  name that is new on every request (a tool output) never does;
* :func:`stopped`: given that a value occurred ``k`` times from its first
  sighting on, how likely is it that all of them fall before its last
  sighting, when traffic continued for ``after`` more assemblies? Weighted by
  traffic, not clock time, so a quiet night is not mistaken for a removal.

All p-values are two-sided or conservative. :func:`benjamini_hochberg` turns
the p-values of everything one report tests into q-values (false-discovery
rate control). Tests that could never reach the FDR level whatever the data
(too few occurrences, e.g. a chunk retrieved twice) are left out of the
family first (Tarone's trick for discrete tests): they cannot be discoveries,
and counting them would only make the real changes harder to see.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054
"""The two-sided 95% normal quantile, for effect intervals."""


@dataclass(frozen=True, slots=True)
class Test:
    """One hypothesis test: its p-value and the smallest p-value it could ever give."""

    p_value: float
    min_p: float


def _normal_sf(z: float) -> float:
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def _binomial_tail(k: int, n: int, p: float) -> float:
    """P(X >= k) for X ~ Binomial(n, p), summed in log space (n is a count of requests)."""
    if k <= 0:
        return 1.0
    if k > n or p <= 0.0:
        return 0.0
    if p >= 1.0:
        return 1.0
    mean = n * p
    if n > 2000 and mean > 50 and n - mean > 50:
        # Normal approximation with continuity correction: exact sums over
        # tens of thousands of terms buy nothing at these sizes.
        sd = math.sqrt(mean * (1.0 - p))
        return _normal_sf((k - 0.5 - mean) / sd)
    log_p, log_q = math.log(p), math.log1p(-p)
    lg_n = math.lgamma(n + 1)
    total = 0.0
    for i in range(k, n + 1):
        term = math.exp(
            lg_n - math.lgamma(i + 1) - math.lgamma(n - i + 1) + i * log_p + (n - i) * log_q
        )
        total += term
        # Past the mean the terms only shrink: stop once they no longer move the sum,
        # or once they underflow to zero (a tail beyond 1e-308, e.g. thousands of
        # new-hash occurrences against a rate of 1e-6, where the sum stays 0.0 and
        # the relative test alone would walk all n terms: a leaked timestamp's 200k
        # new occurrences cost 200k lgamma triples per report, growing with traffic).
        if (term < total * 1e-17 or term == 0.0) and i > mean:
            break
    return min(1.0, total)


def conditional(b: int, n_b: int, a: int, n_a: int) -> Test:
    """Exact two-sided test that ``a/n_a`` and ``b/n_b`` share one rate, given ``a + b``."""
    t = a + b
    if t == 0 or n_a <= 0 or n_b <= 0:
        return Test(1.0, 1.0)
    r = n_a / (n_a + n_b)
    upper = _binomial_tail(a, t, r)
    lower = _binomial_tail(t - a, t, 1.0 - r)
    p = min(1.0, 2.0 * min(upper, lower))
    return Test(p, conditional_min_p(b, n_b, a, n_a))


def conditional_min_p(b: int, n_b: int, a: int, n_a: int) -> float:
    """:func:`conditional`'s ``min_p`` without its p-value (which costs a binomial sum).

    Callers screening many hypotheses (Tarone) ask this first and compute the
    p-value only for tests that can reach their level."""
    t = a + b
    if t == 0 or n_a <= 0 or n_b <= 0:
        return 1.0
    r = n_a / (n_a + n_b)
    return min(1.0, 2.0 * min(r**t, (1.0 - r) ** t))


def two_proportions_min_p(b: int, n_b: int, a: int, n_a: int) -> float:
    """:func:`two_proportions`' ``min_p`` without its p-value (see :func:`conditional_min_p`)."""
    if n_a <= 0 or n_b <= 0:
        return 1.0
    a, b = min(a, n_a), min(b, n_b)
    return conditional_min_p(b, n_b, a, n_a) if _small(b, n_b, a, n_a) else 0.0


def _small(b: int, n_b: int, a: int, n_a: int) -> bool:
    # Some expected cell count below 5: the z-test's normal approximation does not hold.
    pooled = (a + b) / (n_a + n_b)
    return min(pooled * n_a, pooled * n_b, (1 - pooled) * n_a, (1 - pooled) * n_b) < 5


def two_proportions(b: int, n_b: int, a: int, n_a: int) -> Test:
    """Two-sided test that ``a/n_a`` differs from ``b/n_b`` (see the module docstring)."""
    if n_a <= 0 or n_b <= 0:
        return Test(1.0, 1.0)
    a, b = min(a, n_a), min(b, n_b)
    pooled = (a + b) / (n_a + n_b)
    if _small(b, n_b, a, n_a):
        return conditional(b, n_b, a, n_a)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n_a + 1 / n_b))
    z = abs(a / n_a - b / n_b) / se
    # With every cell >= 5 the test can reach any level at these sizes.
    return Test(min(1.0, 2.0 * _normal_sf(z)), 0.0)


def new_content(singletons_b: int, occ_b: int, new_a: int, occ_a: int) -> Test:
    """One-sided test that ``new_a`` of ``occ_a`` occurrences carry unseen values by chance."""
    if occ_b <= 0 or occ_a <= 0 or new_a <= 0:
        return Test(1.0, 1.0 if occ_a <= 0 else _rate_unseen(singletons_b, occ_b) ** max(1, occ_a))
    p0 = _rate_unseen(singletons_b, occ_b)
    return Test(_binomial_tail(new_a, occ_a, p0), p0**occ_a)


def _rate_unseen(singletons: int, occurrences: int) -> float:
    return min(1.0, (singletons + 1) / (occurrences + 1))


def stopped(count: int, during: float, after: float) -> Test:
    """Test that a value seen ``count`` times stopped: ``after`` traffic followed its last sighting.

    ``during`` is the traffic from its first to its last sighting. Given the
    first sighting, the other ``count - 1`` fall uniformly over the traffic
    that followed, so the chance that all land before the last sighting is
    ``(during / (during + after)) ** (count - 1)``.
    """
    if count < 2 or after <= 0:
        return Test(1.0, 0.0 if count >= 2 else 1.0)
    share = during / (during + after)
    return Test(share ** (count - 1), 0.0)


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion ``k/n``."""
    if n <= 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def difference_interval(b: int, n_b: int, a: int, n_a: int) -> tuple[float, float]:
    """Newcombe's hybrid score interval (95%) for ``a/n_a - b/n_b``; sound at zero counts."""
    pa = a / n_a if n_a > 0 else 0.0
    pb = b / n_b if n_b > 0 else 0.0
    la, ua = wilson(a, n_a)
    lb, ub = wilson(b, n_b)
    d = pa - pb
    low = d - math.sqrt((pa - la) ** 2 + (ub - pb) ** 2)
    high = d + math.sqrt((ua - pa) ** 2 + (pb - lb) ** 2)
    return max(-1.0, low), min(1.0, high)


def benjamini_hochberg(p_values: Sequence[float], untested: int = 0) -> list[float]:
    """BH-adjusted q-values, in input order (monotone, capped at 1).

    ``untested`` more hypotheses belong to the family without p-values: ones
    screened out because their p-values exceed any level the caller compares
    q with. They rank last and count in ``m``; the q-values returned are exact
    wherever they are at or below that level (a larger one may come out larger
    than with the screened p-values filled in, which no caller can tell apart).
    """
    k = len(p_values)
    m = k + untested
    order = sorted(range(k), key=lambda i: p_values[i])
    q = [1.0] * k
    running = 1.0
    for rank in range(k, 0, -1):
        i = order[rank - 1]
        running = min(running, p_values[i] * m / rank)
        q[i] = running
    return q
