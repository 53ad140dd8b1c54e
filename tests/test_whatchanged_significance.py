"""The statistics behind what-changed, against published values and exact reasoning."""

from __future__ import annotations

import math
import random

import pytest

from ctxstore.analysis.significance import (
    benjamini_hochberg,
    conditional,
    difference_interval,
    new_content,
    stopped,
    two_proportions,
    wilson,
)


def test_wilson_interval_matches_the_textbook() -> None:
    # Wilson score interval for 81/263 (Wikipedia "Binomial proportion confidence interval").
    assert wilson(81, 263) == pytest.approx((0.2553, 0.3662), abs=5e-4)


def test_newcombe_interval_matches_newcombe_1998() -> None:
    # Newcombe (1998), Statistics in Medicine 17:873, example (a): 56/70 vs 48/80, method 10.
    assert difference_interval(48, 80, 56, 70) == pytest.approx((0.0524, 0.3339), abs=5e-4)


def test_difference_interval_is_sound_at_zero_counts() -> None:
    low, high = difference_interval(0, 500, 0, 500)
    assert low < 0 < high and high < 0.01


def test_two_proportion_z_test() -> None:
    # 45/100 vs 30/100: z = 2.19, two-sided p = 0.0285.
    assert two_proportions(30, 100, 45, 100).p_value == pytest.approx(0.0285, abs=5e-4)
    assert two_proportions(30, 100, 30, 100).p_value == pytest.approx(1.0)


def test_small_counts_use_the_exact_conditional_test() -> None:
    # 6 occurrences, all in the window, equal traffic: 2 x 0.5^6.
    test = two_proportions(0, 100, 6, 100)
    assert test.p_value == pytest.approx(2 * 0.5**6)
    assert conditional(0, 100, 2, 100).min_p == pytest.approx(0.5)  # can never be significant


def test_new_content_on_a_fixed_text_vs_a_per_request_text() -> None:
    fixed = new_content(singletons_b=0, occ_b=400, new_a=8, occ_a=400)
    assert fixed.p_value < 1e-4  # a chunk's text never changes by itself
    churning = new_content(singletons_b=400, occ_b=400, new_a=400, occ_a=400)
    assert churning.p_value == pytest.approx(1.0)  # a tool output is new every time


def test_stopped_weighs_by_traffic() -> None:
    # 11 sightings; 30% of the traffic since the first fell before the last one.
    assert stopped(11, 30.0, 70.0).p_value == pytest.approx(0.3**10)
    assert stopped(11, 30.0, 0.0).p_value == 1.0  # nothing came after: no evidence


def test_benjamini_hochberg_adjusts_in_input_order() -> None:
    assert benjamini_hochberg([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.02, 0.04, 0.04, 0.02])
    assert benjamini_hochberg([]) == []


@pytest.mark.parametrize("n", [300, 2000], ids=["n300", "n2000"])
def test_two_proportion_test_holds_its_level_under_the_null(n: int) -> None:
    # Identical rates in both windows: p < 0.01 about 1% of the time, not more.
    rng = random.Random(n)
    hits = 0
    trials = 3000
    for _ in range(trials):
        b = sum(rng.random() < 0.08 for _ in range(n))
        a = sum(rng.random() < 0.08 for _ in range(n))
        hits += two_proportions(b, n, a, n).p_value < 0.01
    assert hits / trials < 0.02


def _tail_by_full_sum(k: int, n: int, p: float) -> float:
    # Every term of P(X >= k), none skipped: the reference for the early stops.
    log_p, log_q = math.log(p), math.log1p(-p)
    return sum(
        math.exp(
            math.lgamma(n + 1)
            - math.lgamma(i + 1)
            - math.lgamma(n - i + 1)
            + i * log_p
            + (n - i) * log_q
        )
        for i in range(k, n + 1)
    )


@pytest.mark.parametrize(
    ("singles", "occ_b", "new_a", "occ_a"),
    [
        (0, 400, 8, 400),  # a rewritten chunk: a small tail, summed to its end
        (3, 900, 2, 1500),  # a tail that is most of the mass
        (0, 1999, 1200, 2000),  # a reindex: the tail underflows to 0.0 at its first term
        (9, 999, 283, 1000),  # a subnormal tail that underflows part way
        (899, 999, 500, 2000),  # a churning text: the sum starts in an underflowed left tail
    ],
    ids=["small-tail", "large-tail", "underflow-at-once", "underflow-part-way", "churning"],
)
def test_new_content_p_value_equals_the_full_binomial_sum(
    singles: int, occ_b: int, new_a: int, occ_a: int
) -> None:
    # The sum stops early (terms too small to move it, or underflowed to zero); the
    # p-value a report prints must be the one every term would give.
    p0 = (singles + 1) / (occ_b + 1)
    expected = min(1.0, _tail_by_full_sum(new_a, occ_a, p0))
    got = new_content(singles, occ_b, new_a, occ_a).p_value
    assert got == pytest.approx(expected, rel=1e-12, abs=0.0)
