"""The ``--outcome`` expressions of ``ctxstore why``: words in, one condition out.

Why a tiny grammar instead of SQL or Python expressions: the expression comes
from a terminal (or a script), and it selects requests by *recorded outcome*,
so it needs exactly one metric, one comparison and one number, with the units
people type (``latency > 5s``, ``cache_read_share < 20%``). Anything else is a
:class:`~ctxstore.errors.ConfigError` that lists what is accepted, which the CLI
turns into a usage error (exit 2).

Forms::

    error                          the provider call failed (an error type was recorded)
    score.NAME OP NUMBER           a named score (feedback, eval), e.g. score.thumbs < 0
    latency OP NUMBER(ms|s|m)      the LLM call's latency, e.g. latency > 5s
    cache_read_share OP NUMBER[%]  cache-read input tokens / all input tokens, 0..1 or %
    output_tokens OP INTEGER       tokens the model produced
    input_tokens OP INTEGER        input tokens the provider counted

``OP`` is one of ``<  <=  >  >=  =  ==  !=``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ctxstore.errors import ConfigError

OPERATORS: tuple[str, ...] = ("<=", ">=", "==", "!=", "<", ">", "=")
NUMERIC_METRICS: tuple[str, ...] = ("latency", "cache_read_share", "output_tokens", "input_tokens")

_FORMS = (
    "error · score.NAME < 0 · latency > 5s (units ms, s, m) · cache_read_share < 0.2 "
    "(or 20%) · output_tokens > 2000 · input_tokens > 50000; comparisons: "
    + " ".join(OPERATORS)
)
_PATTERN = re.compile(
    r"^\s*(?P<metric>[A-Za-z_][A-Za-z0-9_]*(?:\.[^\s<>=!]+)?)\s*"
    r"(?P<op><=|>=|==|!=|<|>|=)\s*(?P<number>[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)"
    r"\s*(?P<unit>[A-Za-z%]*)\s*$"
)
_LATENCY_UNITS = {"ms": 1.0, "s": 1000.0, "sec": 1000.0, "m": 60000.0, "min": 60000.0}


@dataclass(frozen=True, slots=True)
class OutcomeCondition:
    """One ``--outcome`` condition.

    ``metric`` is ``error``, ``score``, or one of :data:`NUMERIC_METRICS`;
    ``value`` is in the stored unit (latency in milliseconds, the cache read
    share as a fraction); ``score`` names the score for ``metric == "score"``.
    """

    metric: str
    op: str | None = None
    value: float | None = None
    score: str | None = None
    text: str = ""

    def holds(self, observed: float | None) -> bool:
        """Whether an observed value meets the condition (``None``: not observed, never)."""
        if observed is None or self.op is None or self.value is None:
            return False
        return compare(observed, self.op, self.value)


def compare(x: float, op: str, y: float) -> bool:
    if op == "<":
        return x < y
    if op == "<=":
        return x <= y
    if op == ">":
        return x > y
    if op == ">=":
        return x >= y
    if op == "!=":
        return x != y
    return x == y


def _fail(text: str, why: str) -> ConfigError:
    return ConfigError(f"Cannot read --outcome {text!r}: {why}. Accepted forms: {_FORMS}.")


def parse_outcome(text: str) -> OutcomeCondition:
    """``"score.thumbs < 0"`` -> the condition; a clear :class:`ConfigError` otherwise."""
    stripped = text.strip()
    if not stripped:
        raise _fail(text, "it is empty")
    if stripped.lower() in ("error", "errors", "failed"):
        return OutcomeCondition("error", text=stripped)
    m = _PATTERN.match(stripped)
    if m is None:
        raise _fail(text, "expected METRIC OP NUMBER, or the word error")
    metric, op = m["metric"], m["op"]
    op = "==" if op == "=" else op
    number, unit = float(m["number"]), m["unit"].lower()
    if not math.isfinite(number):
        raise _fail(text, "the number is not finite")
    if metric.lower().startswith("score."):
        name = metric[len("score.") :]
        if not name:
            raise _fail(text, "score. needs a name, e.g. score.thumbs")
        if unit:
            raise _fail(text, f"a score takes a plain number, not {unit!r}")
        return OutcomeCondition("score", op, number, name, stripped)
    metric = metric.lower()
    if metric == "latency":
        if not unit:
            raise _fail(text, "latency needs a unit, e.g. 5s or 800ms")
        if unit not in _LATENCY_UNITS:
            raise _fail(text, f"unknown latency unit {unit!r} (use ms, s or m)")
        return OutcomeCondition("latency", op, number * _LATENCY_UNITS[unit], text=stripped)
    if metric == "cache_read_share":
        if unit == "%":
            number /= 100.0
        elif unit:
            raise _fail(text, f"cache_read_share is a fraction (0.2) or a percentage (20%), not {unit!r}")
        if not 0.0 <= number <= 1.0:
            raise _fail(text, "cache_read_share is between 0 and 1 (or 0% and 100%)")
        return OutcomeCondition("cache_read_share", op, number, text=stripped)
    if metric in ("output_tokens", "input_tokens"):
        if unit:
            raise _fail(text, f"{metric} takes a plain count, not {unit!r}")
        return OutcomeCondition(metric, op, number, text=stripped)
    raise _fail(text, f"unknown metric {metric!r}")
