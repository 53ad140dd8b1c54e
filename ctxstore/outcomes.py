"""Outcomes and scores: what an assembly did, as plain records (the contract of issue 15).

An :class:`OutcomeRecord` is what one LLM call reported (provider usage, latency,
finish reason, error); a :class:`ScoreRecord` is a named judgement that arrives
later (user feedback, an evaluator). Both are joined to assemblies **by trace
ID**, in whichever order they arrive, and both are idempotent.

Design (read this before querying the tables; ``ctxstore.db.outcomes`` holds the SQL):

* **Identity.** An outcome is keyed by ``(trace_id, span_id)``; ``span_id`` is
  the LLM-call span it came from, ``None`` (stored ``''``) for a trace-level
  outcome from :func:`ctxstore.record_outcome` without a span. A replay of the
  same record is a no-op; a later record for the same key *merges* with what is
  stored: fields still empty are filled, fields already set are kept
  (:func:`merge_outcomes`). A score is keyed by ``(trace_id, name, source)``:
  a later ``observed_at`` replaces the value and comment (a user changing
  thumbs-up to thumbs-down), an equal or earlier one is a no-op.
* **Join.** Every outcome and score of a trace counts for every assembly of
  that trace. One trace is one request in the common case (one assembly, one
  LLM call); an agent loop with several assemblies and calls in one trace
  attributes each call's outcome to each of them, the trace-level attribution
  Langfuse and Phoenix use for trace scores. The rule depends only on the set
  of records stored, never on arrival order.
* **Token semantics.** ``input_tokens`` is the *uncached* input (Anthropic's
  meaning). Sources that count cached tokens inside the input (OpenAI's
  ``prompt_tokens``, the GenAI semantic conventions' ``gen_ai.usage.input_tokens``)
  are normalised on the way in: ``input = reported - cache_read - cache_creation``.
  So the prompt-cache read share of one request is
  ``cache_read / (input + cache_read + cache_creation)`` (:func:`cache_read_share`).
* **Rollups.** Outcomes roll up hourly under exactly the keys of
  ``rollup_hourly`` (``ctxstore.db.rollups``): same filter columns, same
  dimensions and values, and the hour is **the assembly's hour** (not the
  outcome's), so "traffic carrying value V in these hours" has the same
  denominator in both tables. A pair (assembly, outcome) is folded into the
  rollups once, when the second of the two is written, in that transaction
  (``ctxstore.db.outcomes``); a merge that changes a stored outcome folds the
  difference, so the rollups always equal a fresh aggregation of the rows.
  :class:`OutcomeRollup` holds counts, sums and sums of squares (means,
  variances, confidence intervals), error counts, and a latency histogram with
  fixed log-spaced buckets (:data:`LATENCY_BOUNDS_MS`, 8 per decade, 1 ms to
  1,000 s) from which p50/p95 are estimated (:func:`latency_quantile`). The
  cache read share is rolled up **per request** (``cache_share_sum`` / ``_sq``
  over ``usage_count`` requests: mean and CI of the share a request saw) and the
  token totals allow the **token-weighted** share too
  (:attr:`OutcomeTotals.cache_read_share_weighted`). :class:`ScoreRollup` holds
  count, sum and sum of squares per score name under the same keys.
* **Retention.** Outcomes and scores are metadata: they follow the metadata
  TTL (by ``observed_at``; a legal hold on the trace keeps them) and their
  rollups follow the assemblies' rollups. Erasing a subject blanks the
  ``comment`` of every score on the subject's traces (free text a user typed).
"""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, replace
from datetime import UTC, datetime
from typing import Literal

from ctxstore.errors import CtxstoreError

__all__ = [
    "LATENCY_BOUNDS_MS",
    "LATENCY_BUCKETS",
    "AssemblyOutcome",
    "OutcomeError",
    "OutcomeFilter",
    "OutcomeRecord",
    "OutcomeRollup",
    "OutcomeTotals",
    "ScoreRecord",
    "ScoreRollup",
    "cache_read_share",
    "latency_bucket",
    "latency_quantile",
    "merge_outcomes",
    "parse_outcome_filter",
]


class OutcomeError(CtxstoreError, ValueError):
    """An outcome, score or outcome filter is malformed; the message names the field and the fix."""


_HEX = re.compile(r"[0-9a-f]+")
MAX_TEXT = 1024  # the span decoder's string limit; longer identifiers are refused, not cut
MAX_COMMENT = 4096
MAX_TOKENS = 2**63 - 1
SCORE_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.:-]{0,63}")


def _hex_id(value: object, length: int, what: str) -> str:
    if not isinstance(value, str):
        raise OutcomeError(f"{what} must be a string of {length} hex digits, got {value!r}")
    v = value.strip().lower()
    if len(v) != length or not _HEX.fullmatch(v) or set(v) == {"0"}:
        raise OutcomeError(
            f"{what} must be {length} hex digits (not all zero), got {value!r}; "
            "pass the trace ID of the request, e.g. format(span_context.trace_id, '032x')"
        )
    return v


def check_trace_id(value: object) -> str:
    """A normalised (lower-case) 32-hex-digit trace ID, or OutcomeError."""
    return _hex_id(value, 32, "trace_id")


def _text(value: object, what: str, limit: int = MAX_TEXT) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise OutcomeError(f"{what} must be a string, got {type(value).__name__}")
    if len(value) > limit:
        raise OutcomeError(f"{what} is {len(value)} characters; at most {limit} are accepted")
    return value or None


def _tokens(value: object, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise OutcomeError(f"{what} must be a whole number of tokens, got {value!r}")
    if not 0 <= value <= MAX_TOKENS:
        raise OutcomeError(f"{what} must be between 0 and 2**63-1, got {value}")
    return value


def _when(value: object, what: str) -> datetime:
    if not isinstance(value, datetime):
        raise OutcomeError(f"{what} must be a datetime, got {type(value).__name__}")
    if value.tzinfo is None:
        raise OutcomeError(f"{what} must be timezone-aware (e.g. datetime.now(UTC))")
    return value.astimezone(UTC)


@dataclass(frozen=True, slots=True)
class OutcomeRecord:
    """What one LLM call reported. Every measurement is optional; validated on construction."""

    trace_id: str  # 32 hex chars: the trace of the assembly it belongs to
    observed_at: datetime  # when the call ended (timezone-aware; stored UTC)
    span_id: str | None = None  # 16 hex chars: the LLM-call span; None for a trace-level outcome
    source: str = "library"  # library | genai-span | otlp | ... (who reported it)
    model: str | None = None  # the response's model ID
    input_tokens: int | None = None  # uncached input tokens (see the module docstring)
    output_tokens: int | None = None
    cache_read_input_tokens: int | None = None
    cache_creation_input_tokens: int | None = None
    latency_ms: float | None = None
    finish_reason: str | None = None
    error_type: str | None = None  # set: the call failed (exception class, HTTP status, ...)

    def __post_init__(self) -> None:
        s = object.__setattr__
        s(self, "trace_id", check_trace_id(self.trace_id))
        if self.span_id is not None and self.span_id != "":
            s(self, "span_id", _hex_id(self.span_id, 16, "span_id"))
        else:
            s(self, "span_id", None)
        s(self, "observed_at", _when(self.observed_at, "observed_at"))
        s(self, "source", _text(self.source, "source") or "library")
        for name in ("model", "finish_reason", "error_type"):
            s(self, name, _text(getattr(self, name), name))
        for name in (
            "input_tokens",
            "output_tokens",
            "cache_read_input_tokens",
            "cache_creation_input_tokens",
        ):
            s(self, name, _tokens(getattr(self, name), name))
        ms = self.latency_ms
        if ms is not None:
            if isinstance(ms, bool) or not isinstance(ms, int | float):
                raise OutcomeError(f"latency_ms must be a number of milliseconds, got {ms!r}")
            if not math.isfinite(ms) or ms < 0:
                raise OutcomeError(f"latency_ms must be finite and >= 0, got {ms!r}")
            s(self, "latency_ms", float(ms))

    @property
    def has_usage(self) -> bool:
        """Whether any token count was reported."""
        return any(
            v is not None
            for v in (
                self.input_tokens,
                self.output_tokens,
                self.cache_read_input_tokens,
                self.cache_creation_input_tokens,
            )
        )

    @property
    def is_error(self) -> bool:
        return self.error_type is not None


_MEASURED = (
    "model",
    "input_tokens",
    "output_tokens",
    "cache_read_input_tokens",
    "cache_creation_input_tokens",
    "latency_ms",
    "finish_reason",
    "error_type",
)


def merge_outcomes(stored: OutcomeRecord, new: OutcomeRecord) -> OutcomeRecord:
    """``stored`` with the fields it lacks taken from ``new`` (same key); kept values win.

    ``observed_at`` becomes the earlier of the two. A replay returns ``stored`` itself.
    """
    changes: dict[str, object] = {
        name: getattr(new, name)
        for name in _MEASURED
        if getattr(stored, name) is None and getattr(new, name) is not None
    }
    if new.observed_at < stored.observed_at:
        changes["observed_at"] = new.observed_at
    return replace(stored, **changes) if changes else stored  # type: ignore[arg-type]


def cache_read_share(outcome: OutcomeRecord) -> float | None:
    """``cache_read / (input + cache_read + cache_creation)`` of one request; None without usage."""
    if outcome.cache_read_input_tokens is None and outcome.input_tokens is None:
        return None
    read = outcome.cache_read_input_tokens or 0
    total = (outcome.input_tokens or 0) + read + (outcome.cache_creation_input_tokens or 0)
    return read / total if total > 0 else None


@dataclass(frozen=True, slots=True)
class ScoreRecord:
    """A named judgement on a trace: feedback (thumbs = 1/-1), an eval score, a label as 0/1."""

    trace_id: str
    name: str  # letters, digits, _ . : - ; starts with a letter or _; at most 64
    value: float  # finite; booleans become 1.0 / 0.0
    observed_at: datetime
    source: str | None = None  # who scored: "user", an evaluator's name (not a person's ID)
    comment: str | None = None  # free text; erased with the subject of the trace

    def __post_init__(self) -> None:
        s = object.__setattr__
        s(self, "trace_id", check_trace_id(self.trace_id))
        if not isinstance(self.name, str) or not SCORE_NAME.fullmatch(self.name):
            raise OutcomeError(
                f"score name {self.name!r} is not valid: use letters, digits, '_', '.', ':' "
                "or '-', starting with a letter or '_', at most 64 characters (e.g. thumbs)"
            )
        s(self, "value", check_score_value(self.value))
        s(self, "observed_at", _when(self.observed_at, "observed_at"))
        s(self, "source", _text(self.source, "source"))
        s(self, "comment", _text(self.comment, "comment", MAX_COMMENT))


def check_score_value(value: object) -> float:
    """A score value as a float: numbers, booleans, and numeric strings ("-1", "0.75")."""
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, str):
        word = value.strip().lower()
        if word in ("true", "false"):
            return 1.0 if word == "true" else 0.0
        try:
            value = float(word)
        except ValueError:
            raise OutcomeError(
                f"score value {value!r} is not a number; give e.g. 1, -1, 0.75 or true/false"
            ) from None
    if not isinstance(value, int | float) or not math.isfinite(value):
        raise OutcomeError(f"score value must be a finite number, got {value!r}")
    return float(value)


# --- latency histogram ----------------------------------------------------------

LATENCY_PER_DECADE = 8
LATENCY_BOUNDS_MS: tuple[float, ...] = tuple(
    10 ** (i / LATENCY_PER_DECADE) for i in range(6 * LATENCY_PER_DECADE + 1)
)
"""Bucket edges in ms: 1, 1.33, 1.78, ... 1e6. Bucket 0 is ``[0, 1)``, bucket ``k``
(1..48) is ``[bounds[k-1], bounds[k])``, the last bucket (49) is ``>= 1e6`` ms."""
LATENCY_BUCKETS = len(LATENCY_BOUNDS_MS) + 1


def latency_bucket(ms: float) -> int:
    """The histogram bucket of a latency in milliseconds."""
    return bisect_right(LATENCY_BOUNDS_MS, ms)


def latency_quantile(counts: Iterable[int], q: float) -> float | None:
    """Estimate the ``q`` quantile (0..1) in ms from bucket counts; None when empty.

    Interpolates geometrically inside the bucket holding the quantile (linearly
    in the first, which starts at 0); the estimate is within one bucket width
    (33%) of the true value, and usually far closer.
    """
    cs = list(counts)
    n = sum(cs)
    if n == 0:
        return None
    target = q * n
    seen = 0
    for k, c in enumerate(cs):
        if c and seen + c >= target:
            frac = (target - seen) / c
            if k == 0:
                return frac * LATENCY_BOUNDS_MS[0]
            lo = LATENCY_BOUNDS_MS[k - 1]
            if k >= len(LATENCY_BOUNDS_MS):
                return lo
            hi = LATENCY_BOUNDS_MS[k]
            return float(lo * (hi / lo) ** frac)
        seen += c
    return LATENCY_BOUNDS_MS[-1]


# --- what the store reads back ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OutcomeRollup:
    """One row of ``outcome_rollup_hourly``: the outcomes of the assemblies under one rollup key.

    The key fields mean exactly what they mean in ``rollup_hourly`` (``''`` for
    absent filter values). Every count is over (assembly, outcome) pairs.
    """

    hour: datetime
    service: str
    environment: str
    tenant: str
    model_id: str
    template_version: str
    dimension: str
    section_name: str
    section_kind: str
    value: str
    outcomes: int  # pairs folded in
    errors: int  # ... of which had error_type set
    usage_count: int  # ... of which reported token usage
    input_tokens: int  # uncached
    output_tokens: int
    output_tokens_sq: float  # sum of squares, for the variance
    cache_read_tokens: int
    cache_creation_tokens: int
    cache_share_sum: float  # sum of per-request cache read shares (requests with usage)
    cache_share_sq: float
    latency_count: int
    latency_sum_ms: float
    latency_histogram: tuple[int, ...]  # LATENCY_BUCKETS counts


@dataclass(frozen=True, slots=True)
class ScoreRollup:
    """One row of ``score_rollup_hourly``: one score name under one rollup key."""

    hour: datetime
    service: str
    environment: str
    tenant: str
    model_id: str
    template_version: str
    dimension: str
    section_name: str
    section_kind: str
    value: str
    name: str  # the score's name
    count: int
    total: float
    total_sq: float


@dataclass(slots=True)
class OutcomeTotals:
    """Sums of several :class:`OutcomeRollup` rows (hours, filter values), with the derived metrics."""

    outcomes: int = 0
    errors: int = 0
    usage_count: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    output_tokens_sq: float = 0.0
    cache_read_tokens: int = 0
    cache_creation_tokens: int = 0
    cache_share_sum: float = 0.0
    cache_share_sq: float = 0.0
    latency_count: int = 0
    latency_sum_ms: float = 0.0
    latency_histogram: list[int] = field(default_factory=lambda: [0] * LATENCY_BUCKETS)

    def add(self, row: OutcomeRollup) -> None:
        for f in fields(self):
            if f.name == "latency_histogram":
                for k, c in enumerate(row.latency_histogram):
                    self.latency_histogram[k] += c
            else:
                setattr(self, f.name, getattr(self, f.name) + getattr(row, f.name))

    @classmethod
    def of(cls, rows: Iterable[OutcomeRollup]) -> OutcomeTotals:
        totals = cls()
        for row in rows:
            totals.add(row)
        return totals

    @property
    def error_rate(self) -> float | None:
        return self.errors / self.outcomes if self.outcomes else None

    @property
    def mean_output_tokens(self) -> float | None:
        return self.output_tokens / self.usage_count if self.usage_count else None

    @property
    def cache_read_share(self) -> float | None:
        """Mean per-request cache read share."""
        return self.cache_share_sum / self.usage_count if self.usage_count else None

    @property
    def cache_read_share_weighted(self) -> float | None:
        """Token-weighted: all cache reads over all input tokens of these requests."""
        total = self.input_tokens + self.cache_read_tokens + self.cache_creation_tokens
        return self.cache_read_tokens / total if total else None

    def latency_quantile(self, q: float) -> float | None:
        return latency_quantile(self.latency_histogram, q)


@dataclass(frozen=True, slots=True)
class AssemblyOutcome:
    """One assembly with its outcomes and scores, as ``Store.assembly_outcomes`` returns it (for ``why``).

    ``dimensions`` holds the assembly's value of each non-section rollup
    dimension (``model_id``, ``template_version``, ... as in ``rollup_hourly``);
    ``sections`` its ``(name, kind, value)`` triples, ``value`` as rolled up
    (the content hash, or ``*`` for per-request kinds).
    """

    assembly_id: int
    trace_id: str
    timestamp: datetime
    dimensions: Mapping[str, str]
    sections: tuple[tuple[str, str, str], ...]
    outcomes: tuple[OutcomeRecord, ...]
    scores: Mapping[str, tuple[float, ...]]  # name -> values (one per source)


# --- outcome filters: ``ctxstore why --outcome ...`` ----------------------------------

Metric = Literal[
    "error", "latency_ms", "cache_read_share", "input_tokens", "output_tokens", "score"
]
_UNITS = {"ms": 1.0, "s": 1000.0, "m": 60_000.0, "min": 60_000.0}
_FILTER = re.compile(
    r"\s*(?P<metric>[A-Za-z_][A-Za-z0-9_.:-]*)\s*(?:(?P<op><=|>=|==|!=|<|>|=)\s*(?P<num>[-+0-9.eE]+)\s*(?P<unit>ms|s|min|m)?)?\s*"
)
_METRIC_ALIASES = {
    "error": "error",
    "errors": "error",
    "latency": "latency_ms",
    "latency_ms": "latency_ms",
    "cache_read_share": "cache_read_share",
    "cache_share": "cache_read_share",
    "input_tokens": "input_tokens",
    "output_tokens": "output_tokens",
}


@dataclass(frozen=True, slots=True)
class OutcomeFilter:
    """A predicate over one assembly's outcomes and scores: "which requests were bad".

    An assembly matches when **any** of its outcomes (or, for ``score``, any
    value of that score) satisfies it. ``error`` with no operator means "an
    outcome with ``error_type`` set". Latency thresholds are in ms.
    """

    metric: Metric
    op: str | None = None  # one of < <= > >= == != ; None only for ``error``
    threshold: float | None = None
    score_name: str | None = None  # for metric == "score"
    text: str = ""  # as the user wrote it, for reports

    def test(self, value: float | None) -> bool:
        """Whether one measured value satisfies the comparison (None never does)."""
        if value is None or self.op is None or self.threshold is None:
            return False
        t = self.threshold
        return {
            "<": value < t,
            "<=": value <= t,
            ">": value > t,
            ">=": value >= t,
            "==": value == t,
            "!=": value != t,
        }[self.op]


def parse_outcome_filter(text: str) -> OutcomeFilter:
    """Parse ``'score.thumbs < 0'``, ``'error'``, ``'latency > 5s'``, ``'cache_read_share < 0.2'``."""
    accepted = (
        "accepted: error | latency > 5s (ms, s, m) | cache_read_share < 0.2 | "
        "output_tokens > 2000 | input_tokens > N | score.NAME < 0"
    )
    m = _FILTER.fullmatch(text or "")
    if m is None:
        raise OutcomeError(f"cannot read the outcome filter {text!r}; {accepted}")
    name, op, num, unit = m["metric"], m["op"], m["num"], m["unit"]
    if op == "=":
        op = "=="
    score_name = None
    if name.startswith("score."):
        score_name = name[len("score.") :]
        if not SCORE_NAME.fullmatch(score_name):
            raise OutcomeError(f"{score_name!r} is not a valid score name; {accepted}")
        metric = "score"
    elif name.lower() in _METRIC_ALIASES:
        metric = _METRIC_ALIASES[name.lower()]
    else:
        raise OutcomeError(f"unknown outcome metric {name!r}; {accepted}")
    if op is None:
        if metric != "error":
            raise OutcomeError(f"{name!r} needs a comparison, e.g. {name} > 1; {accepted}")
        return OutcomeFilter("error", text=text.strip())
    try:
        threshold = float(num)
    except ValueError:
        raise OutcomeError(f"{num!r} is not a number in {text!r}; {accepted}") from None
    if unit is not None:
        if metric != "latency_ms":
            raise OutcomeError(f"only latency takes a unit ({unit!r} in {text!r}); {accepted}")
        threshold *= _UNITS[unit]
    return OutcomeFilter(metric, op, threshold, score_name, text.strip())  # type: ignore[arg-type]


def filter_metric_values(flt: OutcomeFilter, outcome: OutcomeRecord) -> float | None:
    """The value of ``flt``'s metric for one outcome (scores are not outcomes: None)."""
    if flt.metric == "error":
        return 1.0 if outcome.is_error else 0.0
    if flt.metric == "latency_ms":
        return outcome.latency_ms
    if flt.metric == "cache_read_share":
        return cache_read_share(outcome)
    if flt.metric == "input_tokens":
        v = outcome.input_tokens
    elif flt.metric == "output_tokens":
        v = outcome.output_tokens
    else:
        return None
    return float(v) if v is not None else None


def matches(flt: OutcomeFilter, assembly: AssemblyOutcome) -> bool:
    """Whether one assembly's outcomes/scores satisfy ``flt`` (the reference the SQL follows)."""
    if flt.metric == "score":
        return any(flt.test(v) for v in assembly.scores.get(flt.score_name or "", ()))
    if flt.metric == "error" and flt.op is None:
        return any(o.is_error for o in assembly.outcomes)
    return any(flt.test(filter_metric_values(flt, o)) for o in assembly.outcomes)
