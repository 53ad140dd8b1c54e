"""The ``ctxstore.assemble`` span: how every assembly becomes telemetry.

This module uses ``opentelemetry-api`` only. Without an SDK provider the API
hands out non-recording spans and :meth:`AssembleSpan.finish` returns at once,
so a library user who never configured OpenTelemetry pays almost nothing.

Two promises shape the code:

* **Telemetry never breaks the caller.** Every step after the span is started
  is wrapped; a failure is logged and counted (:func:`failure_count`), never
  raised. Exceptions from the assembly itself end the span with an error status
  and propagate unchanged; the span records only the exception's type (and,
  for a screening refusal, the detector names), never its message.
* **Unredacted text never leaves the process.** The span is a serialisation of
  the :class:`~ctxstore.records.AssemblyRecord` that
  ``ctxstore.retention.to_record`` builds: text is present only when the
  retention policy keeps it (first occurrence in this process, or a sampled
  trace) and only after redaction. With capture off, only hashes and metadata
  are emitted.

Capture switch precedence: the ``capture=`` argument, then the
``CTXSTORE_CAPTURE_CONTENT`` environment variable (``true``/``false``; a
malformed value is logged once and ignored), then ``policy.capture``. When no
policy is passed, ``ctxstore.retention.process_policy()`` is used (loaded once
per policy path); if that fails the span is emitted without any text (fail
closed). The policy hands out its redactor (shared and memoizing) and its
capture override (built once); telemetry keeps no caches of its own but one
tracer per provider.

Per-section data travels as ``ctxstore.section`` span events by default. The
span-event API is being deprecated in favour of log-based events, so with
``sections_as="logs"`` (or ``CTXSTORE_SECTIONS_AS=logs``) each section is
emitted instead as a log record with the same attributes, in the span's
context, through the OpenTelemetry Logs API (the application configures a
``LoggerProvider`` with an OTLP log exporter pointed at ``ctxstore serve``'s
``/v1/logs``); the span then carries no section events and says so
(``ctxstore.sections.delivery = "logs"``), so the receiver waits for them.

Tenant and subject are request-scoped, so they are read from OpenTelemetry
baggage (``ctxstore.tenant``, ``ctxstore.subject_id``) set by the application
once per request; service and environment come from the SDK resource.
"""

from __future__ import annotations

import logging
import os
import threading
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from opentelemetry import _logs, baggage, trace
from opentelemetry.trace import Span, SpanKind, Status, StatusCode, TracerProvider

from ctxstore import settings
from ctxstore._version import __version__
from ctxstore.errors import InjectionDetectedError
from ctxstore.records import AssemblyRecord
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.genai_content import genai_attributes

if TYPE_CHECKING:
    from ctxstore.assembly.result import Assembly
    from ctxstore.retention import RetentionPolicy

log = logging.getLogger(__name__)

#: Environment variable switching text capture on or off (``true``/``false``).
ENV_CAPTURE = settings.CAPTURE_CONTENT
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})

_lock = threading.Lock()
_failures = 0
_warned_env: set[str] = set()
# ``get_tracer`` builds a new scope and tracer on every call (~8 us in the SDK);
# one per provider is enough. Weak keys: a provider a test drops is not kept alive.
_tracers: weakref.WeakKeyDictionary[TracerProvider, trace.Tracer] = weakref.WeakKeyDictionary()
_loggers: weakref.WeakKeyDictionary[_logs.LoggerProvider, _logs.Logger] = (
    weakref.WeakKeyDictionary()
)
#: Environment variable choosing how sections travel: ``events`` (default) or ``logs``.
ENV_SECTIONS_AS = settings.SECTIONS_AS
SECTIONS_AS = (A.DELIVERY_EVENTS, A.DELIVERY_LOGS)


def failure_count() -> int:
    """How many telemetry steps failed (and were swallowed) in this process."""
    return _failures


def _failed(what: str) -> None:
    global _failures
    with _lock:
        _failures += 1
    log.warning("ctxstore telemetry: %s failed; the assembly is unaffected", what, exc_info=True)


def capture_from_env() -> bool | None:
    """``CTXSTORE_CAPTURE_CONTENT`` as a bool; None when unset or malformed (logged once)."""
    raw = os.environ.get(ENV_CAPTURE)
    if raw is None or not raw.strip():
        return None
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    with _lock:
        first = raw not in _warned_env
        _warned_env.add(raw)
    if first:
        log.warning(
            "%s=%r is not true/false; using the retention policy's capture setting",
            ENV_CAPTURE,
            raw,
        )
    return None


def sections_as_from_env() -> str:
    """``CTXSTORE_SECTIONS_AS``: ``events`` or ``logs``; malformed is logged once (events)."""
    raw = (os.environ.get(ENV_SECTIONS_AS) or "").strip().lower()
    if not raw or raw in SECTIONS_AS:
        return raw or A.DELIVERY_EVENTS
    with _lock:
        first = raw not in _warned_env
        _warned_env.add(raw)
    if first:
        log.warning(
            "%s=%r is not events/logs; sending sections as span events", ENV_SECTIONS_AS, raw
        )
    return A.DELIVERY_EVENTS


def _logger(provider: _logs.LoggerProvider | None) -> _logs.Logger:
    provider = provider or _logs.get_logger_provider()
    logger = _loggers.get(provider)
    if logger is None:
        logger = provider.get_logger(A.INSTRUMENTATION_SCOPE, __version__)
        _loggers[provider] = logger
    return logger


def _baggage_str(key: str) -> str | None:
    value = baggage.get_baggage(key)
    return value if isinstance(value, str) and value else None


class AssembleSpan:
    """Handle yielded by :func:`assemble_span`; call :meth:`finish` with the result."""

    __slots__ = ("_capture", "_finished", "_logger_provider", "_policy", "_sections_as", "span")

    def __init__(
        self,
        span: Span,
        policy: RetentionPolicy | None,
        capture: bool | None,
        sections_as: str | None = None,
        logger_provider: _logs.LoggerProvider | None = None,
    ) -> None:
        self.span = span
        self._policy = policy
        self._capture = capture
        self._finished = False
        self._sections_as = sections_as
        self._logger_provider = logger_provider

    @property
    def recording(self) -> bool:
        try:
            return bool(self.span.is_recording())
        except Exception:
            return False

    def _effective_policy(self) -> RetentionPolicy:
        from ctxstore.retention import RetentionPolicy, process_policy, with_default_key

        policy = self._policy if self._policy is not None else process_policy()
        if policy is not None:
            # A policy built in code without a key: the default secret keys the
            # digests and placeholder tags on the span (cached per policy object).
            policy = with_default_key(policy)
        capture = self._capture
        if capture is None:
            capture = capture_from_env()
        if policy is None:
            # Fail closed: the configured policy did not load, so keep no text.
            return RetentionPolicy(capture=False)
        if capture is not None:
            policy = policy.with_capture(capture)  # built once per policy object
        return policy

    def build_record(self, assembly: Assembly) -> AssemblyRecord:
        """The record this span carries (exposed for tests and the demo)."""
        from ctxstore.retention import to_record

        policy = self._effective_policy()
        ctx = self.span.get_span_context()
        record = to_record(
            assembly,
            policy=policy,
            trace_id=format(ctx.trace_id, "032x"),
            span_id=format(ctx.span_id, "016x"),
            timestamp=datetime.now(UTC),
            tenant=_baggage_str(A.BAGGAGE_TENANT),
            subject_id=_baggage_str(A.BAGGAGE_SUBJECT_ID),
            seen=None,  # the process-wide first-occurrence memory (retention.PROCESS_SEEN)
            # Names, sources and reasons are redacted even with capture off. The
            # policy's redactor is shared and memoizing: stable texts cost a lookup.
            redactor=policy.redactor() if policy.redact else None,
            # Longer text is dropped (its hash still identifies it), and a first
            # occurrence dropped that way is forgotten so it can still be captured.
            max_text_chars=A.MAX_TEXT_CHARS,
        )
        return record

    def finish(self, assembly: Assembly) -> None:
        """Put the assembly on the span: attributes plus one event per section. Never raises."""
        try:
            if self._finished or not self.span.is_recording():
                return
            self._finished = True
            record = self.build_record(assembly)
            attrs, events = A.encode_record(record)
            self.span.set_attributes(attrs)
            # A view for GenAI-aware backends, built from the retained (redacted) record.
            self.span.set_attributes(genai_attributes(record))
            if (self._sections_as or sections_as_from_env()) == A.DELIVERY_LOGS:
                self.span.set_attribute(A.SECTIONS_DELIVERY, A.DELIVERY_LOGS)
                self._emit_logs(events)
                return
            for event in events:
                self.span.add_event(A.SECTION_EVENT, event)
        except Exception:
            _failed("recording the assembly on its span")

    def _emit_logs(self, events: list[dict[str, A.AttributeValue]]) -> None:
        """One ``ctxstore.section`` log record per section, in the span's context."""
        logger = _logger(self._logger_provider)
        context = trace.set_span_in_context(self.span)
        for event in events:
            logger.emit(
                _logs.LogRecord(event_name=A.SECTION_EVENT, attributes=event, context=context)
            )


def _record_error(span: Span, exc: BaseException) -> None:
    """End-of-span error facts that cannot carry content: the type, and detector names.

    Not ``span.record_exception``: messages quote what they are about (an
    ``InjectionDetectedError`` quotes an excerpt of the untrusted document) and
    tracebacks show argument values, and neither may leave the process.
    """
    name = type(exc).__qualname__
    module = type(exc).__module__
    qualified = name if module == "builtins" else f"{module}.{name}"
    event: dict[str, Any] = {A.EXCEPTION_TYPE: qualified, A.EXCEPTION_ESCAPED: True}
    hits = getattr(exc, "hits", None) if isinstance(exc, InjectionDetectedError) else None
    if hits:
        detectors = sorted({d for d in (getattr(h, "detector", None) for h in hits) if d})
        event[A.ERROR_DETECTORS] = detectors
        span.set_attribute(A.ERROR_DETECTORS, detectors)
    span.set_attribute(A.ERROR_TYPE, qualified)
    span.add_event(A.EXCEPTION_EVENT, event)
    span.set_status(Status(StatusCode.ERROR, name))


def _start_span(tracer_provider: TracerProvider | None, attributes: dict[str, Any]) -> Span:
    try:
        provider = tracer_provider or trace.get_tracer_provider()
        tracer = _tracers.get(provider)
        if tracer is None:
            tracer = provider.get_tracer(A.INSTRUMENTATION_SCOPE, __version__)
            _tracers[provider] = tracer
        return tracer.start_span(A.SPAN_NAME, kind=SpanKind.INTERNAL, attributes=attributes)
    except Exception:
        _failed("starting the span")
        return trace.INVALID_SPAN


@contextmanager
def assemble_span(
    *,
    model: str,
    provider: str | None,
    template_version: str | None,
    snapshot_id: str | None,
    capture: bool | None = None,
    policy: RetentionPolicy | None = None,
    tracer_provider: TracerProvider | None = None,
    sections_as: str | None = None,
    logger_provider: _logs.LoggerProvider | None = None,
) -> Iterator[AssembleSpan]:
    """Open the ``ctxstore.assemble`` span around one assembly, as a child of the current span.

    ``sections_as`` is ``"events"`` or ``"logs"`` (default: ``CTXSTORE_SECTIONS_AS``,
    else events); log records go to ``logger_provider`` (default: the global one).

    Exceptions raised inside the block end the span with an error status and
    propagate unchanged; telemetry's own failures are logged and counted.
    """
    initial: dict[str, Any] = {
        A.SCHEMA: A.SCHEMA_VERSION,
        A.GEN_AI_OPERATION_NAME: A.OPERATION_ASSEMBLE,
        A.GEN_AI_REQUEST_MODEL: model,
    }
    for key, value in (
        (A.GEN_AI_PROVIDER_NAME, provider),
        (A.TEMPLATE_VERSION, template_version),
        (A.SNAPSHOT_ID, snapshot_id),
    ):
        if value is not None:
            initial[key] = value
    span = _start_span(tracer_provider, initial)
    if sections_as is not None and sections_as not in SECTIONS_AS:
        raise ValueError(f"sections_as must be 'events' or 'logs', not {sections_as!r}")
    handle = AssembleSpan(span, policy, capture, sections_as, logger_provider)
    token = None
    try:
        from opentelemetry import context

        token = context.attach(trace.set_span_in_context(span))
    except Exception:
        _failed("making the span current")
    try:
        yield handle
    except BaseException as exc:
        try:
            _record_error(span, exc)
        except Exception:
            _failed("recording the error on the span")
        raise
    finally:
        if token is not None:
            try:
                from opentelemetry import context

                context.detach(token)
            except Exception:
                _failed("restoring the context")
        try:
            span.end()
        except Exception:
            _failed("ending the span")
