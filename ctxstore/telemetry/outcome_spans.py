"""Outcomes and scores read from spans: the LLM-call span's usage, and ``ctxstore.score`` spans.

Both the in-process exporter and ``ctxstore serve`` reduce spans to
:class:`~ctxstore.telemetry.decode.SpanInput` and call these functions, so the two
paths read the same attributes the same way.

**LLM-call spans.** Usage is read from the OpenTelemetry GenAI semantic
conventions and the older names the instrumentations still emit (first present
wins, in this order):

=====================  ==============================================================
input (incl. cached)   ``gen_ai.usage.input_tokens``, ``gen_ai.usage.prompt_tokens``,
                       ``llm.usage.prompt_tokens``, ``llm.token_count.prompt`` (OpenInference)
output                 ``gen_ai.usage.output_tokens``, ``gen_ai.usage.completion_tokens``,
                       ``llm.usage.completion_tokens``, ``llm.token_count.completion``
cache read             ``gen_ai.usage.cache_read.input_tokens``,
                       ``gen_ai.usage.cache_read_input_tokens`` (OpenLLMetry),
                       ``llm.token_count.prompt_details.cache_read``
cache creation         ``gen_ai.usage.cache_creation.input_tokens``,
                       ``gen_ai.usage.cache_creation_input_tokens``,
                       ``llm.token_count.prompt_details.cache_write``
finish reason          ``gen_ai.response.finish_reasons`` (first), ``llm.finish_reason``
error                  ``error.type``, else the span's ERROR status message
model                  ``gen_ai.response.model``, ``gen_ai.request.model``, ``llm.model_name``
latency                span end - span start
=====================  ==============================================================

Every one of these conventions counts cached tokens *inside* the input (the
semantic conventions say so; OpenLLMetry and OpenInference add Anthropic's cache
reads and writes to its ``input_tokens``), so the uncached input stored is
``input - cache_read - cache_creation`` (``ctxstore.outcomes``: token semantics).

**Score spans** (the OTLP form of ``ctxstore score``): a span named
``ctxstore.score`` with ``ctxstore.score.name`` (string) and
``ctxstore.score.value`` (number or boolean), optionally
``ctxstore.score.trace_id`` (the scored trace, when the feedback request runs
in a trace of its own; default: the span's trace), ``ctxstore.score.source``
and ``ctxstore.score.comment``. A span form rather than a log record, so any
OpenTelemetry SDK's tracer sends it and the receiver's one trace endpoint takes it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import UTC, datetime
from typing import Any

from ctxstore.outcomes import OutcomeError, OutcomeRecord, ScoreRecord
from ctxstore.telemetry.decode import SpanInput

__all__ = [
    "SCORE_SPAN_NAME",
    "is_llm_call",
    "outcome_from_span",
    "outcomes_from_spans",
    "score_from_span",
]

SCORE_SPAN_NAME = "ctxstore.score"

_INPUT = (
    "gen_ai.usage.input_tokens",
    "gen_ai.usage.prompt_tokens",
    "llm.usage.prompt_tokens",
    "llm.token_count.prompt",
)
_OUTPUT = (
    "gen_ai.usage.output_tokens",
    "gen_ai.usage.completion_tokens",
    "llm.usage.completion_tokens",
    "llm.token_count.completion",
)
_CACHE_READ = (
    "gen_ai.usage.cache_read.input_tokens",
    "gen_ai.usage.cache_read_input_tokens",
    "llm.token_count.prompt_details.cache_read",
)
_CACHE_CREATION = (
    "gen_ai.usage.cache_creation.input_tokens",
    "gen_ai.usage.cache_creation_input_tokens",
    "llm.token_count.prompt_details.cache_write",
)
_MODEL = ("gen_ai.response.model", "gen_ai.request.model", "llm.model_name")
_MARKERS = ("gen_ai.operation.name", "gen_ai.system", "gen_ai.provider.name")
_MAX_TEXT = 1024


def _first(attrs: Mapping[str, Any], keys: tuple[str, ...]) -> Any:
    for key in keys:
        value = attrs.get(key)
        if value is not None:
            return value
    return None


def _count(value: Any) -> int | None:
    """A token count, or None for anything that is not a non-negative whole number."""
    if isinstance(value, bool):
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str) and value.isdigit():
        value = int(value)
    return value if isinstance(value, int) and 0 <= value < 2**63 else None


def _label(value: Any) -> str | None:
    if isinstance(value, str | int) and not isinstance(value, bool) and str(value):
        return str(value)[:_MAX_TEXT]
    return None


def is_llm_call(attrs: Mapping[str, Any]) -> bool:
    """Whether a span reports a model call: usage, or a GenAI/OpenInference LLM marker."""
    if any(k in attrs for k in _INPUT + _OUTPUT + _CACHE_READ):
        return True
    if attrs.get("openinference.span.kind") == "LLM":
        return True
    return any(k in attrs for k in _MARKERS)


def outcome_from_span(span: SpanInput, source: str = "genai-span") -> OutcomeRecord | None:
    """The outcome an LLM-call span reports; None when it reports nothing an outcome holds."""
    attrs = span.attributes
    if not is_llm_call(attrs):
        return None
    reported_input = _count(_first(attrs, _INPUT))
    read = _count(_first(attrs, _CACHE_READ))
    created = _count(_first(attrs, _CACHE_CREATION))
    uncached = None
    if reported_input is not None:
        uncached = max(0, reported_input - (read or 0) - (created or 0))
    reasons = attrs.get("gen_ai.response.finish_reasons")
    if isinstance(reasons, list | tuple) and reasons:
        finish = _label(reasons[0])
    else:
        finish = _label(reasons) or _label(attrs.get("llm.finish_reason"))
    error = _label(attrs.get("error.type")) or (
        span.status_error[:_MAX_TEXT] if span.status_error else None
    )
    latency = None
    if span.end_time_unix_nano and span.start_time_unix_nano:
        delta = span.end_time_unix_nano - span.start_time_unix_nano
        latency = delta / 1e6 if delta >= 0 else None
    ended = span.end_time_unix_nano or span.start_time_unix_nano
    if not ended:
        return None  # no time at all: a span this broken is not worth a guess
    record = OutcomeRecord(
        trace_id=span.trace_id,
        span_id=span.span_id,
        observed_at=datetime.fromtimestamp(ended / 1e9, UTC),
        source=source,
        model=_label(_first(attrs, _MODEL)),
        input_tokens=uncached,
        output_tokens=_count(_first(attrs, _OUTPUT)),
        cache_read_input_tokens=read,
        cache_creation_input_tokens=created,
        latency_ms=latency,
        finish_reason=finish,
        error_type=error,
    )
    if not record.has_usage and record.latency_ms is None and not record.is_error:
        return None
    return record


def outcomes_from_spans(spans: Iterable[SpanInput]) -> list[OutcomeRecord]:
    """One outcome per model call among ``spans`` (one export batch).

    Some instrumentations describe one call with two nested spans that both carry
    its usage (OpenLLMetry's Anthropic instrumentation: ``anthropic.chat`` around
    ``anthropic.messages.create``). Counting both would double every sum, so a
    span whose time lies within another kept span of the same trace reporting the
    same token counts is the same call: the outer span is kept (its duration is
    the latency the caller saw). Two concurrent calls with identical counts,
    one inside the other in time, would be merged too; that is the price of not
    needing parent links.
    """
    found: list[tuple[SpanInput, OutcomeRecord]] = []
    for span in spans:
        outcome = outcome_from_span(span)
        if outcome is not None:
            found.append((span, outcome))
    found.sort(key=lambda p: -(p[0].end_time_unix_nano - p[0].start_time_unix_nano))
    kept: list[tuple[SpanInput, OutcomeRecord]] = []
    for span, outcome in found:
        if not any(_same_call(span, outcome, k, ko) for k, ko in kept):
            kept.append((span, outcome))
    return [o for _, o in kept]


def _reported(span: SpanInput) -> tuple[int | None, ...]:
    # As reported, before normalising: the two spans of one call may differ in
    # which cache attributes they carry (one omits a zero), not in these counts.
    a = span.attributes
    return (_count(_first(a, _INPUT)), _count(_first(a, _OUTPUT)), _count(_first(a, _CACHE_READ)))


def _same_call(inner: SpanInput, io: OutcomeRecord, outer: SpanInput, oo: OutcomeRecord) -> bool:
    return (
        inner.trace_id == outer.trace_id
        and outer.start_time_unix_nano <= inner.start_time_unix_nano
        and inner.end_time_unix_nano <= outer.end_time_unix_nano
        and io.has_usage
        and _reported(inner) == _reported(outer)
    )


def score_from_span(span: SpanInput) -> ScoreRecord:
    """The score a ``ctxstore.score`` span carries; OutcomeError naming the attribute if malformed."""
    attrs = span.attributes
    name = attrs.get("ctxstore.score.name")
    if not isinstance(name, str):
        raise OutcomeError("ctxstore.score span without a string ctxstore.score.name attribute")
    if "ctxstore.score.value" not in attrs:
        raise OutcomeError("ctxstore.score span without a ctxstore.score.value attribute")
    value = attrs["ctxstore.score.value"]
    if not isinstance(value, int | float | bool):
        raise OutcomeError(f"ctxstore.score.value must be a number or boolean, got {value!r}")
    trace_id = attrs.get("ctxstore.score.trace_id", span.trace_id)
    when = span.end_time_unix_nano or span.start_time_unix_nano
    source, comment = attrs.get("ctxstore.score.source"), attrs.get("ctxstore.score.comment")
    return ScoreRecord(
        trace_id=trace_id,
        name=name,
        value=value,
        observed_at=datetime.fromtimestamp(when / 1e9, UTC) if when else datetime.now(UTC),
        source=source if isinstance(source, str) else None,
        comment=comment if isinstance(comment, str) else None,
    )
