"""``ctxstore.assemble`` spans carry the GenAI content attributes when capture is on, redacted."""

from __future__ import annotations

import json
from typing import Any

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from ctxstore import Section, assemble
from ctxstore.receiver.genai.conversation import SpanContext, to_record
from ctxstore.receiver.genai.semconv import parse
from ctxstore.retention import RetentionPolicy
from ctxstore.telemetry.decode import SpanInput
from tests.test_genai_ingest import ASK, HISTORY, SYSTEM, TOOL

EVERYTHING = RetentionPolicy(
    sample_rate=1.0,
    kind_rules={"tools": "always", "system": "always", "ask": "always", "history": "always"},
)
SECRET = "carol.danvers@example.net"


def _span(model: str, capture: bool, ask: str = ASK) -> tuple[dict[str, Any], Any]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    result = assemble(
        [Section.tools([TOOL]), Section.system(SYSTEM), Section.history(HISTORY), Section.ask(ask)],
        model=model,
        capture=capture,
        policy=EVERYTHING,
        tracer_provider=provider,
    )
    (span,) = exporter.get_finished_spans()
    return dict(span.attributes or {}), result


def test_captured_span_describes_the_same_input_to_genai_backends() -> None:
    attrs, result = _span("gpt-4o", capture=True)
    assert json.loads(attrs["gen_ai.system_instructions"]) == [{"type": "text", "content": SYSTEM}]
    (tool,) = json.loads(attrs["gen_ai.tool.definitions"])
    assert tool == {
        "type": "function",
        "name": TOOL["name"],
        "description": TOOL["description"],
        "parameters": TOOL["input_schema"],
    }
    roles = [m["role"] for m in json.loads(attrs["gen_ai.input.messages"])]
    assert roles == ["user", "assistant", "user"]
    # Read back as any GenAI span would be, the view gives assemble()'s own section digests.
    span = SpanInput("ctxstore.assemble", "0" * 31 + "1", "0" * 15 + "1", 0, attrs)
    record = to_record(parse(span), SpanContext(span.trace_id, span.span_id, 0))
    assert {s.name: s.content_hash for s in record.sections} == dict(result.section_fingerprints)


def test_no_content_attributes_with_capture_off() -> None:
    attrs, _ = _span("gpt-4o", capture=False)
    for key in ("gen_ai.system_instructions", "gen_ai.input.messages", "gen_ai.tool.definitions"):
        assert key not in attrs
    assert not any(isinstance(v, str) and SYSTEM in v for v in attrs.values())


def test_content_attributes_are_redacted() -> None:
    attrs, _ = _span("gpt-4o", capture=True, ask=f"Mail me at {SECRET}")
    messages = attrs["gen_ai.input.messages"]
    assert SECRET not in messages and "[REDACTED:email:" in messages


@pytest.mark.parametrize(
    ("model", "exact"),
    [("gpt-4o", True), ("some-private-model", False)],
    ids=["tiktoken", "estimate"],
)
def test_usage_input_tokens_only_when_the_count_is_exact(model: str, exact: bool) -> None:
    attrs, result = _span(model, capture=True)
    assert result.tokenizer.exact is exact
    assert attrs.get("gen_ai.usage.input_tokens") == (result.tokens_total if exact else None)
