"""``ctxstore why``: which inputs are over-represented among the requests with a bad outcome.

Why this shape (Honeycomb's BubbleUp, for prompt sections): the user selects
bad requests by outcome (``score.thumbs < 0``, ``error``, ``latency > 5s``) and
asks what they have in common. For every value of every dimension (service,
environment, tenant, model, template, snapshot, tokenizer, the budget flags)
and every section hash, the share among the matching requests is compared
with the share among the rest (requests whose metric was observed and did not
match; requests without the metric are neither).

* **lift** = share among matching / share among the rest;
* **significance**: the engine's two-proportion test
  (:func:`~ctxstore.analysis.significance.two_proportions`) per value, with
  Benjamini-Hochberg over every value tested at ``fdr`` (values too rare ever
  to reach it are left out first, as in ``what-changed``);
* **rank**: significant values first, by the lower bound of the 95%
  (Newcombe) interval of *share among matching - share among the rest*: how
  much of the bad traffic the value accounts for beyond its usual share, taken
  conservatively (the unit Honeycomb's BubbleUp ranks by). So a value on 3 of
  100 bad requests and never elsewhere (a huge lift, but 3% of the problem)
  ranks below one on 30% of bad requests and 5% of the rest. The lift and the
  lower bound of its 95% interval (Katz's log interval, 0.5 added to each cell
  when one is zero) are reported with each value.

The window is rounded out to whole hours so the matching side (read from
the rows) and the known side (read from the hourly rollups) cover the same
requests exactly (:mod:`ctxstore.analysis.why_queries`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta

from sqlalchemy import Engine

from ctxstore.analysis.readers import Filters
from ctxstore.analysis.significance import (
    Z95,
    benjamini_hochberg,
    difference_interval,
    two_proportions,
)
from ctxstore.analysis.why_queries import (
    EXAMPLE_POOL,
    Side,
    ValueKey,
    known_counts,
    matching_examples,
    matching_share_estimate,
)
from ctxstore.analysis.why_sampled import (
    SAMPLE_LIMIT,
    Sample,
    adjusted,
    estimates,
    excess_of,
    lift_of,
)
from ctxstore.outcomes import OutcomeFilter

HOUR = timedelta(hours=1)
_OTHER = {"matching": "rest", "rest": "matching"}


@dataclass(frozen=True, slots=True)
class WhyFinding:
    """One value over-represented among the matching requests."""

    dimension: str
    section: str | None
    value: str
    lift: float | None  # None when the rest never carries it
    lift_low: float  # lower bound of the 95% interval of the lift
    excess_low: float  # lower bound of the 95% interval of matching share - rest share
    matching_count: int
    rest_count: int
    matching_share: float
    rest_share: float
    p_value: float
    q_value: float
    significant: bool
    examples: tuple[str, ...] = ()
    estimated: bool = False  # counts estimated from a sample of a large side


@dataclass(frozen=True)
class WhyReport:
    outcome: str
    since: datetime
    until: datetime
    matching: int
    rest: int
    findings: tuple[WhyFinding, ...]
    tests: int
    fdr: float
    notes: tuple[str, ...] = ()
    sampled: int = 0  # requests in the sample when the scanned side was large; 0: exact


def hour_span(since: datetime, until: datetime) -> tuple[datetime, datetime]:
    """``[since, until)`` rounded out to whole UTC hours (the rollups' grain)."""
    start = since.astimezone(UTC).replace(minute=0, second=0, microsecond=0)
    end_t = until.astimezone(UTC)
    end = end_t.replace(minute=0, second=0, microsecond=0)
    return start, (end if end == end_t else end + HOUR)


def lift_interval(m: int, big_m: int, r: int, big_r: int) -> tuple[float | None, float]:
    """The lift ``(m/M) / (r/R)`` and the lower bound of its 95% (Katz log) interval."""
    lift = (m / big_m) / (r / big_r) if r > 0 and big_m > 0 and big_r > 0 else None
    if m == 0 or big_m == 0 or big_r == 0:
        return lift, 0.0
    a, b = float(m), float(r)
    na, nb = float(big_m), float(big_r)
    if r == 0 or m == big_m or r == big_r:
        a, b, na, nb = a + 0.5, b + 0.5, na + 0.5, nb + 0.5
    log_lift = math.log((a / na) / (b / nb))
    se = math.sqrt(max(0.0, 1 / a - 1 / na + 1 / b - 1 / nb))
    return lift, math.exp(log_lift - Z95 * se)


def rank_findings(
    matching: Mapping[ValueKey, int],
    known: Mapping[ValueKey, int],
    big_m: int,
    big_r: int,
    fdr: float,
) -> tuple[list[WhyFinding], int]:
    """Every over-represented value, ranked (see the module docstring); and the tests run."""
    candidates: list[tuple[ValueKey, int, int]] = []
    for key, m in matching.items():
        r = max(0, known.get(key, 0) - m)
        candidates.append((key, min(m, big_m), min(r, big_r)))
    tests = [(key, m, r, two_proportions(r, big_r, m, big_m)) for key, m, r in candidates]
    family = [t for t in tests if t[3].min_p <= fdr]
    qs = benjamini_hochberg([t[3].p_value for t in family])
    out: list[WhyFinding] = []
    for (key, m, r, test), q in zip(family, qs, strict=True):
        share_m, share_r = m / big_m, (r / big_r if big_r else 0.0)
        if share_m <= share_r:
            continue  # under-represented: not an answer to "what do the bad ones share"
        lift, low = lift_interval(m, big_m, r, big_r)
        excess_low = difference_interval(r, big_r, m, big_m)[0]
        out.append(
            WhyFinding(
                key[0],
                key[1],
                key[2],
                lift,
                low,
                excess_low,
                m,
                r,
                share_m,
                share_r,
                test.p_value,
                q,
                q <= fdr,
            )
        )
    out.sort(key=lambda f: (not f.significant, -f.excess_low, -f.lift_low, f.dimension))
    return out, len(family)


def _from_sample(
    sample: Sample, known: Mapping[ValueKey, int], big_m: int, big_r: int, fdr: float
) -> tuple[list[WhyFinding], int]:
    """The findings of a sampled side (:mod:`ctxstore.analysis.why_sampled`), ranked as usual."""
    tested = adjusted(estimates(sample, known, big_m, big_r), fdr)
    out: list[WhyFinding] = []
    for e, q in tested:
        share_m = e.matching / big_m
        share_r = (e.known - e.matching) / big_r
        if share_m <= share_r:
            continue
        low_lift = lift_of(e.low, e.known, big_m, big_r)
        out.append(
            WhyFinding(
                e.key[0],
                e.key[1],
                e.key[2],
                lift_of(e.matching, e.known, big_m, big_r),
                low_lift if low_lift is not None else 0.0,
                excess_of(e.low, e.known, big_m, big_r),
                round(e.matching),
                round(e.known - e.matching),
                share_m,
                share_r,
                e.p_value,
                q,
                q <= fdr,
                estimated=True,
            )
        )
    out.sort(key=lambda f: (not f.significant, -f.excess_low, -f.lift_low, f.dimension))
    return out, len(tested)


def run_why(
    engine: Engine,
    flt: OutcomeFilter,
    since: datetime,
    until: datetime,
    filters: Filters = Filters(),  # noqa: B008 - frozen
    *,
    fdr: float = 0.001,
    limit: int = 10,
    examples: int = 3,
    sample_limit: int = SAMPLE_LIMIT,
) -> WhyReport:
    """Compare the requests matching ``flt`` in ``[since, until)`` with the rest."""
    start, end = hour_span(since, until)
    known, known_total = known_counts(engine, start, end, flt, filters)
    findings: list[WhyFinding] = []
    shown: list[WhyFinding] = []
    tests, sampled = 0, 0
    with engine.connect() as conn:
        sides: list[Side] = []
        try:
            # List only the smaller side (see why_queries): guessed first, then
            # corrected when the guess was wrong and the other side is small
            # enough to count exactly.
            share = matching_share_estimate(conn, start, end, flt) if known_total else None
            first = "rest" if share is not None and share > 0.5 else "matching"
            scan = Side.of(conn, start, end, flt, filters, first)
            sides.append(scan)
            other = max(0, known_total - scan.size)
            if other < scan.size and other <= sample_limit < scan.size:
                scan = Side.of(conn, start, end, flt, filters, _OTHER[first])
                sides.append(scan)
            held = next((side for side in sides if side.name == "matching"), None)
            if scan.name == "matching":
                big_m, big_r = scan.size, max(0, known_total - scan.size)
            else:
                big_m, big_r = max(0, known_total - scan.size), scan.size
            if big_m and big_r and scan.size > sample_limit:
                part = scan.sampled(sample_limit)
                sides.append(part)
                counts = {**part.assembly_counts(), **part.section_counts()}
                sampled = part.size
                findings, tests = _from_sample(
                    Sample(scan.name, scan.size, part.size, counts), known, big_m, big_r, fdr
                )
            elif big_m and big_r:
                counts = {**scan.assembly_counts(), **scan.section_counts()}
                if scan.name != "matching":
                    counts = {
                        k: n - counts.get(k, 0) for k, n in known.items() if n > counts.get(k, 0)
                    }
                findings, tests = rank_findings(counts, known, big_m, big_r, fdr)
            shown = findings[:limit]
            if examples and shown:
                if held is None:
                    held = Side.of(
                        conn, start, end, flt, filters, "matching", pool=(big_m, EXAMPLE_POOL)
                    )
                    sides.append(held)
                found = matching_examples(
                    conn, held, [(f.dimension, f.section, f.value) for f in shown], examples
                )
                shown = [
                    replace(f, examples=found.get((f.dimension, f.section, f.value), ()))
                    for f in shown
                ]
        finally:
            for side in reversed(sides):
                side.close()
    notes: list[str] = []
    if known_total == 0:
        notes.append(
            f"No request in this window has {_observed(flt)} recorded: record outcomes with "
            "Store.record_outcome / Store.score (or `ctxstore score`), or send LLM-call spans."
        )
    elif big_m == 0:
        notes.append(f"No request in this window matches {flt.text!r}.")
    elif big_r == 0:
        notes.append(
            f"Every request with {_observed(flt)} matches {flt.text!r}: nothing to compare."
        )
    if sampled:
        side_name = "matching requests" if scan.name == "matching" else "other requests"
        notes.append(
            f"Counts per value are estimated from a uniform sample of {sampled:,} of the "
            f"{scan.size:,} {side_name} (totals are exact); intervals and tests allow for it."
        )
    return WhyReport(
        outcome=flt.text,
        since=start,
        until=end,
        matching=big_m,
        rest=big_r,
        findings=tuple(shown),
        tests=tests,
        fdr=fdr,
        notes=tuple(notes),
        sampled=sampled,
    )


def _observed(flt: OutcomeFilter) -> str:
    if flt.metric == "score":
        return f"a score named {flt.score_name!r}"
    return {"error": "an outcome", "latency_ms": "a latency"}.get(flt.metric, "provider usage")
