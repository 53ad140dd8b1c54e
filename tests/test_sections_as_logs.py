"""ctxstore's instrumentation sending sections as log records (``CTXSTORE_SECTIONS_AS=logs``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import InMemoryLogRecordExporter, SimpleLogRecordProcessor
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from ctxstore.assembler import assemble
from ctxstore.retention import RetentionPolicy
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.decode import decode_section_attributes, span_input_from_readable
from ctxstore.telemetry.instrument import assemble_span
from tests.factory import base_sections


@pytest.fixture
def providers() -> Iterator[tuple[Any, Any, Any, Any]]:
    spans, logs = InMemorySpanExporter(), InMemoryLogRecordExporter()
    tracer_provider = TracerProvider()
    tracer_provider.add_span_processor(SimpleSpanProcessor(spans))
    logger_provider = LoggerProvider()
    logger_provider.add_log_record_processor(SimpleLogRecordProcessor(logs))
    yield tracer_provider, logger_provider, spans, logs
    tracer_provider.shutdown()
    logger_provider.shutdown()


def _assemble(tracer_provider: Any, logger_provider: Any, sections_as: str | None) -> Any:
    policy = RetentionPolicy(sample_rate=1.0)
    sections = base_sections()
    with assemble_span(
        model="gpt-4o",
        provider="openai",
        template_version="v1",
        snapshot_id=None,
        capture=True,
        policy=policy,
        tracer_provider=tracer_provider,
        sections_as=sections_as,
        logger_provider=logger_provider,
    ) as span:
        result = assemble(sections, model="gpt-4o", template_version="v1")
        span.finish(result)
    return result


def test_logs_mode_moves_every_section_event_to_a_log_record_in_the_span_context(providers):
    tracer_provider, logger_provider, spans, logs = providers
    _assemble(tracer_provider, None, "events")
    (events_span,) = spans.get_finished_spans()
    spans.clear()
    _assemble(tracer_provider, logger_provider, "logs")
    (span,) = spans.get_finished_spans()
    assert span.attributes[A.SECTIONS_DELIVERY] == A.DELIVERY_LOGS
    assert not [e for e in span.events if e.name == A.SECTION_EVENT]
    records = [r.log_record for r in logs.get_finished_logs()]
    assert {r.event_name for r in records} == {A.SECTION_EVENT}
    assert {(r.trace_id, r.span_id) for r in records} == {
        (span.context.trace_id, span.context.span_id)
    }
    # the same attributes the span events carry, in the same order
    from_logs = [decode_section_attributes(dict(r.attributes)) for r in records]
    from_events = [
        decode_section_attributes(e.attributes)
        for e in span_input_from_readable(events_span).events
        if e.name == A.SECTION_EVENT
    ]
    assert [(s.position, s.name, s.text) for s in from_logs] == [
        (s.position, s.name, s.text) for s in from_events
    ]
    assert span.attributes[A.SECTIONS_COUNT] == len(records)


def test_environment_variable_switches_and_a_bad_value_keeps_events(providers, monkeypatch, caplog):
    tracer_provider, logger_provider, spans, logs = providers
    monkeypatch.setenv("CTXSTORE_SECTIONS_AS", "logs")
    _assemble(tracer_provider, logger_provider, None)
    assert logs.get_finished_logs()
    logs.clear()
    spans.clear()
    monkeypatch.setenv("CTXSTORE_SECTIONS_AS", "carrier-pigeon")
    with caplog.at_level("WARNING"):
        _assemble(tracer_provider, logger_provider, None)
    (span,) = spans.get_finished_spans()
    assert not logs.get_finished_logs()
    assert [e for e in span.events if e.name == A.SECTION_EVENT]
    assert any("CTXSTORE_SECTIONS_AS" in r.getMessage() for r in caplog.records)


def test_a_wrong_argument_is_refused():
    with (
        pytest.raises(ValueError, match="events' or 'logs'"),
        assemble_span(
            model="m", provider=None, template_version=None, snapshot_id=None, sections_as="x"
        ),
    ):
        pass
