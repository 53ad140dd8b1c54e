"""``ctxstore cache-report``: the prompt cache as predicted by the assembler, and as observed.

Why next to each other: the assembler predicts caching from what it sent
(requests that share a prefix fingerprint repeat the same bytes from the first
token up to the first volatile section: the ``diff`` cache verdict,
:func:`~ctxstore.analysis.diffing.cache_verdict`), while the provider reports
what it actually served from cache (``cache_read`` input tokens in the usage
block). A prefix the assembler calls cacheable whose requests read ~nothing
from cache is a broken cache prefix (bytes that differ below the fingerprint:
a serialiser that reorders keys, a breakpoint in the wrong place, a prefix
shorter than the provider's minimum), found from real traffic.

Per prefix fingerprint in the window:

* **observed**: the mean per-request cache read share over requests that
  reported usage, with a 95% t interval, and the token-weighted share;
* **predicted**: the verdict of two of its requests (the first and the last
  in the window): the tokens identical from the start, over the later one's
  total; a repeat request should read about that share. Only prefixes with
  at least two requests and at least ``min_prefix_tokens`` identical tokens
  (providers do not cache shorter prefixes: 1,024 tokens for most models) are
  predicted cacheable; the first request of a prefix always writes, so the
  expected share is scaled by ``(requests - 1) / requests``;
* **verdict**: ``broken`` when predicted cacheable but the observed share's
  upper bound is below :data:`NEAR_ZERO`; ``ok``; ``not cacheable``; or
  ``no usage`` when no provider usage was recorded for it.

Provider caches also expire (minutes): a prefix used once an hour is
predicted cacheable here but rightly misses; the report lists first and last
sighting and the request count so that case reads as what it is.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import Engine, case, func, select

from ctxstore.analysis.diffing import SectionSide, cache_verdict
from ctxstore.analysis.outcome_stats import Moments, t_quantile
from ctxstore.analysis.readers import Filters, _filtered
from ctxstore.db.models import assemblies, assembly_sections, outcomes
from ctxstore.db.outcome_reads import cache_read_share_sql

NEAR_ZERO = 0.05
"""Observed cache read share (upper 95% bound) below which a cacheable prefix is broken."""
MIN_PREFIX_TOKENS = 1024
MAX_CHECKED = 500
"""Busiest prefixes whose prediction is computed (one-off prefixes are never cacheable)."""
MIN_USAGE = 3
"""Requests with usage a prefix needs before it is called broken."""


@dataclass(frozen=True, slots=True)
class PrefixCache:
    """One prefix fingerprint: its traffic, the prediction and what the provider reported."""

    prefix_fingerprint: str
    model_id: str
    requests: int
    with_usage: int
    first_seen: datetime
    last_seen: datetime
    observed_share: float | None  # mean per-request cache read share
    observed_ci: tuple[float, float] | None
    weighted_share: float | None  # cache-read tokens / all input tokens
    prefix_tokens: int  # ~tokens identical from the start (the diff's cache verdict)
    identical_through: str | None  # the last section of that prefix
    predicted_share: float | None  # of a repeat request's input
    expected_share: float | None  # over all its requests (the first one writes)
    verdict: str  # broken | ok | not cacheable | no usage
    examples: tuple[str, ...]


@dataclass(frozen=True)
class CacheReport:
    since: datetime
    until: datetime
    prefixes: tuple[PrefixCache, ...]
    total_prefixes: int
    min_prefix_tokens: int

    @property
    def broken(self) -> tuple[PrefixCache, ...]:
        return tuple(p for p in self.prefixes if p.verdict == "broken")


def _per_prefix(
    engine: Engine, since: datetime, until: datetime, filters: Filters
) -> list[tuple[Any, ...]]:
    a, o = assemblies.c, outcomes.c
    share, total = cache_read_share_sql()
    has_usage = share.is_not(None)
    used = case((has_usage, 1), else_=0)
    q = (
        select(
            a.prefix_fingerprint,
            func.min(a.model_id),
            func.min(a.id),
            func.max(a.id),
            func.count(func.distinct(a.id)),
            func.min(a.ts),
            func.max(a.ts),
            func.sum(used),
            func.sum(case((has_usage, share), else_=0.0)),
            func.sum(case((has_usage, share * share), else_=0.0)),
            func.sum(case((has_usage, func.coalesce(o.cache_read_input_tokens, 0)), else_=0)),
            func.sum(case((has_usage, total), else_=0)),
        )
        .select_from(assemblies.outerjoin(outcomes, outcomes.c.trace_id == a.trace_id))
        .where(a.ts >= since, a.ts < until)
    )
    q = _filtered(q, assemblies, filters).group_by(a.prefix_fingerprint)
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(q)]


def _sides(engine: Engine, ids: Iterable[int]) -> dict[int, list[SectionSide]]:
    s = assembly_sections.c
    out: dict[int, list[SectionSide]] = {}
    q = select(s.assembly_id, s.position, s.name, s.kind, s.content_hash, s.tokens, s.outcome)
    with engine.connect() as conn:
        for aid, pos, name, kind, h, tokens, outcome in conn.execute(
            q.where(s.assembly_id.in_(list(ids)))
        ):
            out.setdefault(aid, []).append(SectionSide(pos, name, kind, h, tokens, outcome, None))
    return out


def _ends(engine: Engine, ids: Iterable[int]) -> dict[int, tuple[str, int]]:
    """Assembly ID -> (trace ID, tokens), by primary key."""
    a = assemblies.c
    with engine.connect() as conn:
        rows = conn.execute(select(a.id, a.trace_id, a.tokens_total).where(a.id.in_(list(ids))))
        return {int(i): (str(t), int(n)) for i, t, n in rows}


def _observed(
    n: int, total: float, squares: float
) -> tuple[float | None, tuple[float, float] | None]:
    m = Moments(n, total, squares)
    mean, var = m.mean, m.variance
    if mean is None:
        return None, None
    if var is None:
        return mean, None
    half = t_quantile(n - 1) * math.sqrt(var / n) if var > 0 else 0.0
    return mean, (max(0.0, mean - half), min(1.0, mean + half))


def run_cache_report(
    engine: Engine,
    since: datetime,
    until: datetime,
    filters: Filters = Filters(),  # noqa: B008 - frozen
    *,
    min_prefix_tokens: int = MIN_PREFIX_TOKENS,
    limit: int = 20,
) -> CacheReport:
    """Each prefix fingerprint of ``[since, until)``: observed vs predicted cache reads.

    Broken prefixes first, then by requests; ``limit`` caps the list.
    """
    rows = _per_prefix(engine, since, until, filters)
    rows.sort(key=lambda r: (-int(r[4]), str(r[0])))
    checked = [r for r in rows if int(r[4]) >= 2][:MAX_CHECKED]
    # Two of each prefix's requests (the first and the last recorded) for the verdict.
    ends = [i for r in checked for i in (int(r[2]), int(r[3]))]
    tail = [r for r in rows if int(r[4]) < 2][:limit]
    meta = _ends(engine, [*ends, *(int(r[2]) for r in tail)])
    sides = _sides(engine, ends)
    measured: list[PrefixCache] = []
    for fp, model, lo_id, hi_id, requests, first, last, used, s_sum, s_sq, read, total in [
        *checked,
        *tail,
    ]:
        requests, used = int(requests), int(used or 0)
        prefix_tokens, through, predicted = 0, None, None
        pair = (int(lo_id), int(hi_id))
        if requests >= 2 and pair[0] != pair[1] and pair[1] in meta:
            v = cache_verdict(
                sides.get(pair[0], []), sides.get(pair[1], []), model_a=model, model_b=model
            )
            prefix_tokens, through = v.prefix_tokens, v.identical_through
            later_tokens = meta[pair[1]][1]
            predicted = min(1.0, prefix_tokens / later_tokens) if later_tokens > 0 else None
        mean, ci = _observed(used, float(s_sum or 0.0), float(s_sq or 0.0))
        measured.append(
            PrefixCache(
                prefix_fingerprint=fp,
                model_id=model,
                requests=requests,
                with_usage=used,
                first_seen=first,
                last_seen=last,
                observed_share=mean,
                observed_ci=ci,
                weighted_share=float(read or 0) / float(total) if total else None,
                prefix_tokens=prefix_tokens,
                identical_through=through,
                predicted_share=predicted,
                expected_share=None,
                verdict="",
                examples=tuple(dict.fromkeys(meta[i][0] for i in reversed(pair) if i in meta)),
            )
        )
    # The provider's own minimum, learnt from traffic: a prefix of a model it demonstrably
    # serves from cache is long enough, and so is one about as long (prefix token counts
    # are estimates that leave out the fencing: 10% slack).
    shortest: dict[str, int] = {}
    for p in measured:
        if p.prefix_tokens and p.observed_ci is not None and p.observed_ci[0] > NEAR_ZERO:
            shortest[p.model_id] = min(shortest.get(p.model_id, p.prefix_tokens), p.prefix_tokens)
    out: list[PrefixCache] = []
    for p in measured:
        floor = min(min_prefix_tokens, int(0.9 * shortest.get(p.model_id, min_prefix_tokens)))
        cacheable = p.predicted_share is not None and p.prefix_tokens >= floor
        expected = (
            p.predicted_share * (p.requests - 1) / p.requests
            if cacheable and p.predicted_share
            else None
        )
        if p.with_usage == 0:
            verdict = "no usage"
        elif not cacheable:
            verdict = "not cacheable"
        elif (
            p.with_usage >= MIN_USAGE and p.observed_ci is not None and p.observed_ci[1] < NEAR_ZERO
        ):
            verdict = "broken"
        else:
            verdict = "ok"
        out.append(replace(p, expected_share=expected, verdict=verdict))
    out.sort(key=lambda p: (p.verdict != "broken", -p.requests, p.prefix_fingerprint))
    return CacheReport(since, until, tuple(out[:limit]), len(rows), min_prefix_tokens)
