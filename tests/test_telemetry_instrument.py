"""The ``ctxstore.assemble`` span as a user's tracing backend sees it (InMemorySpanExporter)."""

from __future__ import annotations

import logging
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry import baggage, context, trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode

from ctxstore.assembler import assemble
from ctxstore.budget import BudgetConfig
from ctxstore.errors import BudgetExceededError
from ctxstore.retention import RetentionPolicy
from ctxstore.sections import Section, Source
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry import instrument
from ctxstore.telemetry.decode import decode_span, span_input_from_readable
from ctxstore.telemetry.instrument import assemble_span

SECRET_EMAIL = "alice.cooper@example.com"
SECRET_KEY = "sk-proj-Abc123XyZ789Qwe456Rty012Uio345Pas678"


def sections(doc: str = f"Escalate to {SECRET_EMAIL} using key {SECRET_KEY}.") -> list[Section]:
    return [
        Section.system("You are a support assistant."),
        Section.document(
            "doc:escalation", doc, source=Source(path="kb/esc.md", start_line=3, end_line=4)
        ),
        Section.ask("Who do I escalate to?"),
    ]


def run_assemble(
    secs: list[Section],
    *,
    capture: bool | None = None,
    policy: RetentionPolicy | None = None,
    tracer_provider: Any = None,
    **kw: Any,
) -> Any:
    return assemble(secs, capture=capture, policy=policy, tracer_provider=tracer_provider, **kw)


@pytest.fixture
def provider() -> Iterator[tuple[TracerProvider, InMemorySpanExporter]]:
    exporter = InMemorySpanExporter()
    tp = TracerProvider(resource=Resource.create({"service.name": "support-bot"}))
    tp.add_span_processor(SimpleSpanProcessor(exporter))
    yield tp, exporter
    tp.shutdown()


def only_span(exporter: InMemorySpanExporter) -> ReadableSpan:
    spans = [s for s in exporter.get_finished_spans() if s.name == A.SPAN_NAME]
    assert len(spans) == 1
    return spans[0]


def all_strings(span: ReadableSpan) -> str:
    parts = [str(v) for v in (span.attributes or {}).values()]
    for e in span.events:
        parts += [str(v) for v in (e.attributes or {}).values()]
    return "\n".join(parts)


def test_span_attributes_and_section_events(provider):
    tp, exporter = provider
    result = run_assemble(
        sections(),
        model="gpt-4o",
        template_version="support-v3",
        snapshot_id="idx-42",
        policy=RetentionPolicy(),
        tracer_provider=tp,
    )
    span = only_span(exporter)
    attrs = span.attributes or {}
    assert attrs[A.GEN_AI_OPERATION_NAME] == "assemble_context"
    assert attrs[A.GEN_AI_REQUEST_MODEL] == "gpt-4o"
    assert attrs[A.GEN_AI_PROVIDER_NAME] == "openai"
    assert attrs[A.TEMPLATE_VERSION] == "support-v3"
    assert attrs[A.SNAPSHOT_ID] == "idx-42"
    assert attrs[A.FINGERPRINT_ROOT] == result.root_fingerprint
    assert attrs[A.FINGERPRINT_PREFIX] == result.prefix_fingerprint
    assert attrs[A.TOKENS_TOTAL] == result.tokens_total
    assert attrs[A.TOKENS_BUDGET] == result.budget
    assert attrs[A.TOKENIZER_NAME] == result.tokenizer.name
    assert attrs[A.TOKENIZER_EXACT] is result.tokenizer.exact
    assert attrs[A.POLICY_VERSION] == "default-1"
    events = [e for e in span.events if e.name == A.SECTION_EVENT]
    assert [e.attributes[A.SEC_NAME] for e in events] == [r.name for r in result.sections]
    doc = next(e.attributes for e in events if e.attributes[A.SEC_NAME] == "doc:escalation")
    report = result.report("doc:escalation")
    assert doc[A.SEC_CONTENT_HASH] == report.content_hash
    assert doc[A.SEC_KIND] == "document" and doc[A.SEC_TRUST] == "untrusted"
    assert (doc[A.SEC_SOURCE], doc[A.SEC_LINE_START], doc[A.SEC_LINE_END]) == ("kb/esc.md", 3, 4)
    assert doc[A.SEC_OUTCOME] == "kept"


def test_captured_text_is_redacted_in_process(provider):
    tp, exporter = provider
    run_assemble(
        sections(), model="gpt-4o", policy=RetentionPolicy(sample_rate=1.0), tracer_provider=tp
    )
    span = only_span(exporter)
    assert span.attributes[A.CONTENT_CAPTURED] is True
    blob = all_strings(span)
    assert SECRET_EMAIL not in blob and SECRET_KEY not in blob
    doc = next(e.attributes for e in span.events if e.attributes[A.SEC_NAME] == "doc:escalation")
    assert "[REDACTED:email:" in doc[A.SEC_TEXT]
    assert set(doc[A.SEC_REDACTIONS]) == {"email", "openai_key"}
    ask = next(e.attributes for e in span.events if e.attributes[A.SEC_KIND] == "ask")
    assert A.SEC_TEXT not in ask  # default kind rule: never keep the user's ask


@pytest.mark.parametrize(
    ("arg", "env", "policy_capture"),
    [(False, None, True), (None, "false", True), (None, None, False), (False, "true", True)],
    ids=["argument", "env", "policy", "argument-beats-env"],
)
def test_capture_off_emits_no_text_anywhere(provider, monkeypatch, arg, env, policy_capture):
    tp, exporter = provider
    if env is None:
        monkeypatch.delenv(instrument.ENV_CAPTURE, raising=False)
    else:
        monkeypatch.setenv(instrument.ENV_CAPTURE, env)
    doc = f"unique-{arg}-{env}-{policy_capture} {SECRET_EMAIL}"
    run_assemble(
        sections(doc),
        model="gpt-4o",
        capture=arg,
        policy=RetentionPolicy(capture=policy_capture),
        tracer_provider=tp,
    )
    span = only_span(exporter)
    assert span.attributes[A.CONTENT_CAPTURED] is False
    assert not any(A.SEC_TEXT in e.attributes for e in span.events)
    assert "unique-" not in all_strings(span) and "support assistant" not in all_strings(span)
    assert all(len(e.attributes[A.SEC_CONTENT_HASH]) == 64 for e in span.events)


def test_env_turns_capture_on_over_policy(provider, monkeypatch):
    tp, exporter = provider
    monkeypatch.setenv(instrument.ENV_CAPTURE, "true")
    run_assemble(
        sections("env-on document"),
        model="gpt-4o",
        policy=RetentionPolicy(capture=False, sample_rate=1.0),
        tracer_provider=tp,
    )
    assert only_span(exporter).attributes[A.CONTENT_CAPTURED] is True


def test_malformed_env_is_logged_once_and_ignored(provider, monkeypatch, caplog):
    tp, exporter = provider
    monkeypatch.setenv(instrument.ENV_CAPTURE, "maybe-later")
    caplog.set_level(logging.WARNING, logger="ctxstore.telemetry.instrument")
    for i in range(3):
        run_assemble(
            sections(f"doc {i}"),
            model="gpt-4o",
            policy=RetentionPolicy(capture=False),
            tracer_provider=tp,
        )
    warnings = [r for r in caplog.records if "maybe-later" in r.getMessage()]
    assert len(warnings) == 1 and instrument.ENV_CAPTURE in warnings[0].getMessage()
    assert all(s.attributes[A.CONTENT_CAPTURED] is False for s in exporter.get_finished_spans())


def test_span_is_child_of_the_callers_span_and_carries_baggage(provider):
    tp, exporter = provider
    tracer = tp.get_tracer("app")
    ctx = baggage.set_baggage(A.BAGGAGE_TENANT, "acme")
    ctx = baggage.set_baggage(A.BAGGAGE_SUBJECT_ID, "user-7", ctx)
    token = context.attach(ctx)
    try:
        with tracer.start_as_current_span("handle_request") as parent:
            run_assemble(sections(), model="gpt-4o", policy=RetentionPolicy(), tracer_provider=tp)
    finally:
        context.detach(token)
    span = only_span(exporter)
    assert span.parent is not None and span.parent.span_id == parent.get_span_context().span_id
    assert span.context.trace_id == parent.get_span_context().trace_id
    record = decode_span(span_input_from_readable(span))
    assert (record.tenant, record.subject_id, record.service) == ("acme", "user-7", "support-bot")


def test_assembly_error_ends_span_with_error_and_propagates(provider):
    tp, exporter = provider
    huge = Section.system("word " * 5_000)
    with pytest.raises(BudgetExceededError):
        assemble(
            [huge],
            model="gpt-4o",
            budget=BudgetConfig(context_window=6_000, reserved_output=1_000),
            tracer_provider=tp,
        )
    s = only_span(exporter)
    assert s.status.status_code is StatusCode.ERROR
    assert "BudgetExceededError" in (s.status.description or "")
    assert any(e.name == "exception" for e in s.events)


def test_telemetry_failure_never_raises(provider, monkeypatch):
    tp, exporter = provider

    def boom(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("redactor exploded")

    monkeypatch.setattr("ctxstore.retention.to_record", boom)
    before = instrument.failure_count()
    result = run_assemble(sections(), model="gpt-4o", policy=RetentionPolicy(), tracer_provider=tp)
    assert result.root_fingerprint
    assert instrument.failure_count() == before + 1
    span = only_span(exporter)  # the span still ends, with what was known at start
    assert span.attributes[A.GEN_AI_REQUEST_MODEL] == "gpt-4o"


def test_unloadable_policy_fails_closed(provider, monkeypatch, tmp_path):
    tp, exporter = provider
    bad = tmp_path / "policy.toml"
    bad.write_text("sample_rate = 'lots'\n")
    monkeypatch.setenv("CTXSTORE_RETENTION_POLICY", str(bad))
    result = run_assemble(sections("policy-fail doc"), model="gpt-4o", tracer_provider=tp)
    assert result.root_fingerprint
    span = only_span(exporter)
    assert span.attributes[A.CONTENT_CAPTURED] is False
    assert not any(A.SEC_TEXT in e.attributes for e in span.events)


def test_no_sdk_configured_is_a_silent_no_op():
    code = textwrap.dedent(
        """
        from opentelemetry import trace
        from ctxstore.assembler import assemble
        from ctxstore.sections import Section
        from ctxstore.telemetry import failure_count
        from ctxstore.telemetry.instrument import assemble_span
        result = assemble([Section.system("hi"), Section.ask("yo")], model="gpt-4o")
        with assemble_span(model="gpt-4o", provider=None, template_version=None,
                           snapshot_id=None) as s:
            assert not s.recording
            s.finish(result)
        assert type(trace.get_tracer_provider()).__name__ == "ProxyTracerProvider"
        print("ok", failure_count(), len(result.root_fingerprint))
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["ok", "0", "64"]


def test_non_recording_span_skips_all_work(monkeypatch):
    calls = []
    monkeypatch.setattr("ctxstore.retention.to_record", lambda *a, **k: calls.append(1))
    with assemble_span(
        model="m",
        provider=None,
        template_version=None,
        snapshot_id=None,
        tracer_provider=trace.NoOpTracerProvider(),
    ) as s:
        s.finish(assemble([Section.system("x"), Section.ask("y")], model="gpt-4o"))
    assert calls == []
