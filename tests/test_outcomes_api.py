"""The library and CLI front doors of outcomes: ``usage_from_response`` on the SDKs' own
response classes, ``ctxstore.record_outcome`` under a live span, ``ctxstore score``,
and score spans decoded from OTLP."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli
from opentelemetry.sdk.trace import TracerProvider

import ctxstore
from ctxstore import OutcomeError, OutcomeTotals, Store, usage_from_response
from ctxstore.telemetry.decode import SpanInput
from ctxstore.telemetry.outcome_spans import outcome_from_span, score_from_span
from tests.store_records import T0, record

WINDOW = (T0 - timedelta(days=1), T0 + timedelta(days=30))


def _anthropic() -> Any:
    from anthropic.types import Message

    return Message.model_validate(
        {
            "id": "msg_01",
            "type": "message",
            "role": "assistant",
            "model": "claude-sonnet-4-5",
            "content": [{"type": "text", "text": "ok"}],
            "stop_reason": "end_turn",
            "stop_sequence": None,
            "usage": {
                "input_tokens": 20,
                "output_tokens": 7,
                "cache_read_input_tokens": 1500,
                "cache_creation_input_tokens": 80,
            },
        }
    )


def _chat() -> Any:
    from openai.types.chat import ChatCompletion

    return ChatCompletion.model_validate(
        {
            "id": "chatcmpl-9",
            "object": "chat.completion",
            "created": 1,
            "model": "gpt-4o-2024-08-06",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": "ok"},
                    "finish_reason": "length",
                }
            ],
            "usage": {
                "prompt_tokens": 1200,
                "completion_tokens": 30,
                "total_tokens": 1230,
                "prompt_tokens_details": {"cached_tokens": 1024},
            },
        }
    )


def _responses() -> Any:
    from openai.types.responses import Response

    return Response.model_validate(
        {
            "id": "resp_1",
            "object": "response",
            "created_at": 1,
            "model": "gpt-4.1",
            "status": "completed",
            "output": [],
            "parallel_tool_calls": True,
            "tool_choice": "auto",
            "tools": [],
            "usage": {
                "input_tokens": 900,
                "output_tokens": 12,
                "total_tokens": 912,
                "input_tokens_details": {"cached_tokens": 600, "cache_write_tokens": 100},
                "output_tokens_details": {"reasoning_tokens": 0},
            },
        }
    )


CASES = {
    "anthropic": (_anthropic, ("anthropic", 20, 7, 1500, 80, "end_turn")),
    "openai-chat": (_chat, ("openai", 176, 30, 1024, None, "length")),
    "openai-responses": (_responses, ("openai", 200, 12, 600, 100, "completed")),
}


@pytest.mark.parametrize("kind", list(CASES), ids=list(CASES))
@pytest.mark.parametrize("as_dict", [False, True], ids=["object", "dict"])
def test_usage_from_the_sdks_response_classes(kind: str, as_dict: bool) -> None:
    build, want = CASES[kind]
    response = build()
    if as_dict:
        response = response.model_dump()
    u = usage_from_response(response)
    got = (
        u.provider,
        u.input_tokens,
        u.output_tokens,
        u.cache_read_input_tokens,
        u.cache_creation_input_tokens,
        u.finish_reason,
    )
    assert got == want


def test_usage_errors_say_what_to_pass() -> None:
    with pytest.raises(OutcomeError, match="no usage block"):
        usage_from_response({"id": "x"})
    with pytest.raises(OutcomeError, match="not a token count"):
        usage_from_response({"usage": {"input_tokens": -3, "output_tokens": 1}})


def test_record_outcome_takes_the_trace_of_the_current_span(db_url: str) -> None:
    store = Store.open(db_url, migrate=True)
    tracer = TracerProvider().get_tracer("t")
    with tracer.start_as_current_span("request") as span:
        trace_id = format(span.get_span_context().trace_id, "032x")
        store.write([record(1, trace_id=trace_id, ts=T0)])
        first = ctxstore.record_outcome(_anthropic(), store=store, latency_ms=930.0)
        again = ctxstore.record_outcome(_anthropic(), store=store, latency_ms=930.0)
        other = ctxstore.record_outcome(_chat(), store=store)
    assert (first.inserted, again.skipped, other.inserted) == (1, 1, 1)  # keyed by response ID
    outcomes, _ = store.trace_outcomes(trace_id)
    assert sorted(o.model or "" for o in outcomes) == ["claude-sonnet-4-5", "gpt-4o-2024-08-06"]
    totals = OutcomeTotals.of(store.outcome_rollups(*WINDOW, dimension="model_id"))
    assert totals.outcomes == 2 and totals.latency_count == 1
    assert totals.cache_read_tokens == 1500 + 1024
    with pytest.raises(OutcomeError, match="pass trace_id"):
        ctxstore.record_outcome(_anthropic(), store=store)  # no span here
    with pytest.raises(OutcomeError, match="unknown fields"):
        ctxstore.record_outcome(store=store, trace_id=trace_id, tokens=3)
    store.close()


def _run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_score_command(db_url: str) -> None:
    Store.open(db_url, migrate=True).close()
    trace = f"{7:032x}"
    code, out, _ = _run("score", trace, "thumbs", "-1", "--db", db_url)
    assert code == 0 and "no assembly of this trace yet" in out
    with Store.open(db_url) as store:
        store.write([record(7, trace_id=trace)])
    code, out, _ = _run("score", trace, "thumbs", "1", "--comment", "fixed", "--db", db_url)
    assert code == 0 and "replaced" in out and "counted for 1 assembly" in out
    code, out, _ = _run("score", trace, "faithfulness", "0.5", "--json", "--db", db_url)
    data = json.loads(out)
    assert (data["status"], data["value"], data["assemblies_counted"]) == ("recorded", 0.5, 1)
    with Store.open(db_url) as store:
        _, scores = store.trace_outcomes(trace)
    assert {(s.name, s.value, s.comment) for s in scores} == {
        ("thumbs", 1.0, "fixed"),
        ("faithfulness", 0.5, None),
    }


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("abc", "thumbs", "1"), "32 hex digits"),
        ((f"{7:032x}", "thumbs up", "1"), "not valid"),
        ((f"{7:032x}", "thumbs", "great"), "not a number"),
        ((f"{7:032x}", "thumbs", "nan"), "finite"),
        ((f"{7:032x}", "thumbs", "1", "--at", "tuesdayish"), "ISO"),
    ],
    ids=["trace", "name", "value", "nan", "at"],
)
def test_score_command_refuses_bad_input(
    sqlite_url: str, args: tuple[str, ...], message: str
) -> None:
    Store.open(sqlite_url, migrate=True).close()
    code, _, err = _run("score", *args, "--db", sqlite_url)
    assert code == 2 and message in err
    code, _, err = _run("score", *args, "--json", "--db", sqlite_url)
    assert code == 2 and json.loads(err)["error"]["type"] == "usage"
    with Store.open(sqlite_url) as store:
        assert store.trace_outcomes(f"{7:032x}") == ([], [])


def _span(name: str, attrs: dict[str, Any], **kw: Any) -> SpanInput:
    start = int(datetime(2026, 3, 3, 9, tzinfo=UTC).timestamp() * 1e9)
    return SpanInput(
        name=name,
        trace_id="ab" * 16,
        span_id="cd" * 8,
        start_time_unix_nano=start,
        attributes=attrs,
        end_time_unix_nano=start + 2_500_000_000,
        **kw,
    )


def test_score_spans_and_their_errors() -> None:
    s = score_from_span(
        _span("ctxstore.score", {"ctxstore.score.name": "ok", "ctxstore.score.value": True})
    )
    assert (s.trace_id, s.name, s.value) == ("ab" * 16, "ok", 1.0)
    for attrs, message in (
        ({"ctxstore.score.value": 1}, "ctxstore.score.name"),
        ({"ctxstore.score.name": "ok"}, "ctxstore.score.value"),
        ({"ctxstore.score.name": "ok", "ctxstore.score.value": "high"}, "number or boolean"),
        (
            {
                "ctxstore.score.name": "ok",
                "ctxstore.score.value": 1,
                "ctxstore.score.trace_id": "z",
            },
            "trace_id",
        ),
    ):
        with pytest.raises(OutcomeError, match=message):
            score_from_span(_span("ctxstore.score", attrs))


@pytest.mark.parametrize(
    ("attrs", "want"),
    [
        (
            {
                "gen_ai.usage.input_tokens": 1000,
                "gen_ai.usage.cache_read.input_tokens": 700,
                "gen_ai.usage.output_tokens": 5,
                "gen_ai.response.finish_reasons": ["stop"],
            },
            (300, 5, 700, None, "stop"),
        ),
        (
            {
                "gen_ai.system": "openai",
                "gen_ai.usage.prompt_tokens": 50,
                "gen_ai.usage.completion_tokens": 9,
                "gen_ai.usage.cache_read_input_tokens": 10,
            },
            (40, 9, 10, None, None),
        ),
        (
            {
                "openinference.span.kind": "LLM",
                "llm.token_count.prompt": 120,
                "llm.token_count.completion": 3,
                "llm.token_count.prompt_details.cache_write": 100,
            },
            (20, 3, None, 100, None),
        ),
    ],
    ids=["semconv", "openllmetry-legacy", "openinference"],
)
def test_usage_attribute_variants(attrs: dict[str, Any], want: tuple[Any, ...]) -> None:
    o = outcome_from_span(_span("chat", attrs))
    assert o is not None
    got = (
        o.input_tokens,
        o.output_tokens,
        o.cache_read_input_tokens,
        o.cache_creation_input_tokens,
        o.finish_reason,
    )
    assert got == want
    assert o.latency_ms == pytest.approx(2500.0)


def test_error_status_and_spans_that_are_not_calls() -> None:
    failed = outcome_from_span(
        _span("chat", {"gen_ai.operation.name": "chat"}, status_error="boom")
    )
    assert failed is not None and failed.error_type == "boom"
    assert outcome_from_span(_span("GET /", {"http.method": "GET"})) is None
    bogus = outcome_from_span(_span("chat", {"gen_ai.usage.input_tokens": "many"}))
    assert bogus is not None and bogus.input_tokens is None  # unreadable count: left out
