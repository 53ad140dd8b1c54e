"""LLM-call spans of the common GenAI instrumentations, turned into assemblies.

A team that instruments its model calls with OpenLLMetry, OpenInference or
OpenTelemetry's own GenAI instrumentations gets the same answers from
``ctxstore serve`` as one that uses ``assemble()``: each model-call span
becomes an :class:`~ctxstore.records.AssemblyRecord` (plain domain object) and
takes the receiver's ordinary write path, retention re-applied at ingest as for
``ctxstore.assemble`` spans.

One module per convention reduces a span to a neutral ``Call``
(:mod:`.semconv`, :mod:`.openinference`); :mod:`.conversation` decomposes it
into sections with ``assemble()``'s digests. Template version, snapshot ID and
subject come from span or resource attributes named by a
:class:`GenAIMapping` (``ctxstore serve --genai-template-attr`` ...).

Spans that claim to be model calls but cannot be used are counted by reason
(:data:`~.conversation.REASONS`); a model-call span in a trace that also holds a
``ctxstore.assemble`` span in the same request is skipped as already recorded
(the assembler's own span is the source of truth), and so is a content-less
wrapper span (an SDK's own HTTP-level span) of a call another span in the same
trace already described.
"""

from __future__ import annotations

import dataclasses
import os
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ctxstore import settings
from ctxstore.errors import ConfigError
from ctxstore.receiver.genai import openinference, semconv
from ctxstore.receiver.genai.conversation import (
    MALFORMED,
    NO_CONTENT,
    REASONS,
    Call,
    Converted,
    SpanContext,
    Unusable,
    to_record,
)
from ctxstore.telemetry.decode import SpanInput
from ctxstore.telemetry.providers import normalize_provider

#: Default attribute names, looked up on the span first, then on its resource.
DEFAULT_TEMPLATE_ATTRS = ("gen_ai.prompt.name", "llm.prompt_template.version")
DEFAULT_SNAPSHOT_ATTRS = ("gen_ai.data_source.id",)
DEFAULT_SUBJECT_ATTRS = ("enduser.id", "user.id")
DEFAULT_TENANT_ATTRS = ("ctxstore.tenant",)


@dataclass(frozen=True, slots=True)
class GenAIMapping:
    """Which span or resource attributes hold what ``assemble()`` is told by its caller.

    Each field lists attribute names tried in order, on the span's attributes and
    then on its resource's (so ``service.version`` works as a template version).
    Picklable: it travels to the decoding child process with each request.
    """

    template_attrs: tuple[str, ...] = DEFAULT_TEMPLATE_ATTRS
    snapshot_attrs: tuple[str, ...] = DEFAULT_SNAPSHOT_ATTRS
    subject_attrs: tuple[str, ...] = DEFAULT_SUBJECT_ATTRS
    tenant_attrs: tuple[str, ...] = DEFAULT_TENANT_ATTRS
    enabled: bool = True

    @staticmethod
    def _lookup(keys: Sequence[str], span: SpanInput) -> str | None:
        for key in keys:
            for attrs in (span.attributes, span.resource):
                value = attrs.get(key)
                if isinstance(value, str | int) and not isinstance(value, bool) and value != "":
                    return str(value)
        return None

    def context(self, span: SpanInput) -> SpanContext:
        env = span.resource.get(
            "deployment.environment.name", span.resource.get("deployment.environment")
        )
        service = span.resource.get("service.name")
        return SpanContext(
            trace_id=span.trace_id,
            span_id=span.span_id,
            start_time_unix_nano=span.start_time_unix_nano,
            service=service if isinstance(service, str) else None,
            environment=env if isinstance(env, str) else None,
            tenant=self._lookup(self.tenant_attrs, span),
            subject_id=self._lookup(self.subject_attrs, span),
            template_version=self._lookup(self.template_attrs, span),
            snapshot_id=self._lookup(self.snapshot_attrs, span),
        )


def _names(value: Sequence[str] | str | None, variable: str) -> tuple[str, ...] | None:
    if value is None:
        return None
    items = value.split(",") if isinstance(value, str) else list(value)
    names = tuple(n.strip() for n in items)
    if not names or any(not n or len(n) > 255 or "\x00" in n for n in names):
        raise ConfigError(
            f"{variable} must list attribute names separated by commas, e.g. "
            f"'gen_ai.prompt.name,service.version'; got {value!r}."
        )
    return names


def mapping_from_settings(
    *,
    template_attrs: Sequence[str] | None = None,
    snapshot_attrs: Sequence[str] | None = None,
    subject_attrs: Sequence[str] | None = None,
    enabled: bool | None = None,
    environ: Mapping[str, str] | None = None,
) -> GenAIMapping:
    """The mapping from arguments, else ``CTXSTORE_GENAI_*`` variables, else the defaults.

    Raises :class:`~ctxstore.errors.ConfigError` naming the variable or option when a
    value is malformed.
    """
    env = os.environ if environ is None else environ

    def pick(arg: Sequence[str] | None, variable: str, default: tuple[str, ...]) -> tuple[str, ...]:
        if arg:
            return _names(arg, "the --genai-*-attr option") or default
        return _names(env.get(variable) or None, variable) or default

    if enabled is None:
        raw = env.get(settings.GENAI_INGEST, "true").strip().lower()
        if raw not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
            raise ConfigError(f"{settings.GENAI_INGEST} must be true or false, got {raw!r}.")
        enabled = raw in ("true", "1", "yes", "on")
    return GenAIMapping(
        template_attrs=pick(template_attrs, settings.GENAI_TEMPLATE_ATTRS, DEFAULT_TEMPLATE_ATTRS),
        snapshot_attrs=pick(snapshot_attrs, settings.GENAI_SNAPSHOT_ATTRS, DEFAULT_SNAPSHOT_ATTRS),
        subject_attrs=pick(subject_attrs, settings.GENAI_SUBJECT_ATTRS, DEFAULT_SUBJECT_ATTRS),
        enabled=enabled,
    )


def is_candidate(attrs: Mapping[str, Any]) -> bool:
    """Cheap test on a decoded span's attributes: does any convention claim it?"""
    return openinference.is_candidate(attrs) or semconv.is_candidate(attrs)


def parse_call(span: SpanInput) -> Call:
    """The span's call in the first convention that claims it (OpenInference is explicit)."""
    attrs = span.attributes
    call = openinference.parse(span) if openinference.is_candidate(attrs) else semconv.parse(span)
    provider = normalize_provider(call.provider, call.model)
    if provider == call.provider:
        return call
    return dataclasses.replace(call, provider=provider)


@dataclass(slots=True)
class GenAIBatch:
    """The model-call spans of one request: what became records, and why the rest did not."""

    converted: list[Converted] = field(default_factory=list)
    unusable: Counter[str] = field(default_factory=Counter)
    skipped_recorded: int = 0  # covered by a ctxstore.assemble span in the same trace
    waiting: list[SpanInput] = field(default_factory=list)  # content may follow as log records
    details: dict[str, str] = field(default_factory=dict)  # first detail per reason

    @property
    def rejected(self) -> int:
        return sum(self.unusable.values())


def unusable_messages(counts: Mapping[str, int], details: Mapping[str, str]) -> list[str]:
    """One line per reason, for the OTLP partial-success message."""
    return [
        f"{n} GenAI span(s) not stored: {REASONS[reason]} (e.g. {details.get(reason, '?')})"
        for reason, n in sorted(counts.items())
    ]


def convert(
    spans: Iterable[SpanInput],
    mapping: GenAIMapping,
    recorded_traces: frozenset[str] = frozenset(),
    *,
    wait_for_logs: bool = False,
) -> GenAIBatch:
    """Convert candidate spans; ``recorded_traces`` hold a ``ctxstore.assemble`` span.

    With ``wait_for_logs``, a span without content (that no other span of its
    trace describes) goes to ``waiting`` instead of being counted unusable: its
    content may arrive as log records (:mod:`.log_events`).
    """
    batch = GenAIBatch()
    empty: list[tuple[SpanInput, Unusable]] = []
    described: set[str] = set()
    for span in spans:
        if span.trace_id in recorded_traces:
            batch.skipped_recorded += 1
            continue
        try:
            call = parse_call(span)
            record = to_record(call, mapping.context(span))
        except Unusable as unusable:
            if unusable.reason == NO_CONTENT:
                empty.append((span, unusable))
            else:
                _count(batch, unusable)
            continue
        except (RecursionError, ValueError, TypeError, AttributeError) as exc:
            # A shape no convention module foresaw: the span's fault, never the request's.
            _count(batch, Unusable(MALFORMED, type(exc).__name__))
            continue
        described.add(span.trace_id)
        batch.converted.append(Converted(record, call.usage, call.convention))
    for span, missing in empty:
        if span.trace_id in described:
            continue
        if wait_for_logs:
            batch.waiting.append(span)
        else:
            _count(batch, missing)
    return batch


def _count(batch: GenAIBatch, exc: Unusable) -> None:
    batch.unusable[exc.reason] += 1
    batch.details.setdefault(exc.reason, exc.detail[:200])


__all__ = [
    "DEFAULT_SNAPSHOT_ATTRS",
    "DEFAULT_SUBJECT_ATTRS",
    "DEFAULT_TEMPLATE_ATTRS",
    "REASONS",
    "GenAIBatch",
    "GenAIMapping",
    "convert",
    "is_candidate",
    "mapping_from_settings",
    "parse_call",
    "unusable_messages",
]
