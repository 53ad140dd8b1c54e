"""GenAI-convention LLM-call spans become assemblies with ``assemble()``'s section digests.

The real instrumentations (OpenLLMetry, OpenInference, OpenTelemetry's openai-v2) wrap the
official SDKs in a separate process against a fake provider on loopback; their encoded
export requests go through the receiver's decoder. Shapes today's package versions no
longer emit (per-message span events, OpenLLMetry's flattened attributes, an
``input.value``-only span) are built by hand after the conventions' documentation.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.resource.v1.resource_pb2 import Resource
from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans, ScopeSpans, Span
from sqlalchemy import text
from starlette.testclient import TestClient

from ctxstore import Section, assemble
from ctxstore.db.queries import blobs_by_hash
from ctxstore.delivery.sink import SpoolingWriter
from ctxstore.errors import ConfigError
from ctxstore.receiver.app import ReceiverConfig, create_app
from ctxstore.receiver.decoding import Decoded, decode_body
from ctxstore.receiver.genai import GenAIMapping, mapping_from_settings
from ctxstore.retention import RetentionPolicy
from ctxstore.store import Store
from ctxstore.telemetry.providers import normalize_provider
from tests.genai_support import INSTRUMENTATIONS, fake_provider, run_emitter
from tests.telemetry_support import _any, _kvs

PB = "application/x-protobuf"
TOKEN = "genai-test-token"
SYSTEM = "You are Acme's support assistant. Cite the documents you use."
SYSTEM_V2 = "You are Acme's support assistant. Cite the documents you use. Be brief."
TOOL = {
    "name": "lookup_order",
    "description": "Find an order and its shipping status.",
    "input_schema": {
        "type": "object",
        "properties": {"order_id": {"type": "string"}},
        "required": ["order_id"],
    },
}
HISTORY = [
    {"role": "user", "content": "Hi, I ordered a lamp."},
    {"role": "assistant", "content": "Happy to help!"},
]
ASK = "When will my lamp arrive?"


def _call(system: str = SYSTEM) -> dict[str, Any]:
    msgs = [*HISTORY, {"role": "user", "content": ASK}]
    return {"model": "gpt-4o-mini", "system": system, "tools": [TOOL], "messages": msgs}


def reference() -> dict[str, str]:
    """What assemble() records for the same system prompt, tool, history and ask."""
    result = assemble(
        [
            Section.tools([TOOL]),
            Section.system(SYSTEM),
            Section.history(HISTORY),
            Section.ask(ASK),
        ],
        model="gpt-4o-mini",
    )
    return dict(result.section_fingerprints)


@pytest.fixture(scope="module")
def emitted(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Decoded]]:
    """Each instrumentation's export of three calls (same, same, system prompt changed)."""
    out: dict[str, Decoded] = {}
    with fake_provider() as (url, requests):
        for name in INSTRUMENTATIONS:
            dump = tmp_path_factory.mktemp("genai") / f"{name}.pb"
            run_emitter(name, url, [_call(), _call(), _call(SYSTEM_V2)], dump=dump)
            out[name] = decode_body(dump.read_bytes(), PB, False, 64 << 20)
        assert len(requests) == 3 * len(INSTRUMENTATIONS)  # every call reached the fake provider
    yield out


@pytest.mark.parametrize("name", list(INSTRUMENTATIONS), ids=list(INSTRUMENTATIONS))
def test_instrumented_sdk_call_gets_assembles_section_digests(
    emitted: dict[str, Decoded], name: str
) -> None:
    decoded = emitted[name]
    assert decoded.genai_unusable == {}, decoded.genai_details
    assert len(decoded.records) == 3
    first, again, changed = decoded.records
    want = reference()
    got = {s.name: s.content_hash for s in first.sections}
    if name == "otel-openai-v2":
        # openai-v2 2.4b0 records no tool definitions; everything it records matches.
        want.pop("tool:lookup_order")
    assert got == want
    assert [s.kind for s in first.sections][-1] == "ask"
    assert first.model_id == "gpt-4o-mini"
    assert first.provider == ("anthropic" if "anthropic" in name else "openai")
    assert (first.tokens_total, first.tokens_exact) == (42, True)  # the provider's usage
    assert first.root_fingerprint == again.root_fingerprint
    assert first.root_fingerprint != changed.root_fingerprint
    changed_hashes = {s.name: s.content_hash for s in changed.sections}
    assert changed_hashes["system"] != got["system"]
    assert {k: v for k, v in changed_hashes.items() if k != "system"} == {
        k: v for k, v in got.items() if k != "system"
    }


# -- hand-built spans: every shape the conventions define ---------------------------------


def span(
    attrs: dict[str, Any],
    events: list[tuple[str, dict[str, Any]]] = (),  # type: ignore[assignment]
    *,
    trace: int = 1,
    name: str = "chat gpt-4o-mini",
) -> Span:
    return Span(
        trace_id=trace.to_bytes(16, "big"),
        span_id=(trace + 1000).to_bytes(8, "big"),
        name=name,
        start_time_unix_nano=1_764_000_000_000_000_000,
        end_time_unix_nano=1_764_000_000_100_000_000,
        attributes=_kvs(attrs),
        events=[Span.Event(name=n, attributes=_kvs(a)) for n, a in events],
    )


def body(spans: list[Span], resource: dict[str, Any] | None = None) -> bytes:
    req = ExportTraceServiceRequest()
    res = Resource(attributes=_kvs(resource or {"service.name": "genai-bot"}))
    req.resource_spans.append(ResourceSpans(resource=res, scope_spans=[ScopeSpans(spans=spans)]))
    return bytes(req.SerializeToString())


def decode(spans: list[Span], **kw: Any) -> Decoded:
    return decode_body(body(spans, kw.pop("resource", None)), PB, False, 64 << 20, **kw)


CHAT = {"gen_ai.operation.name": "chat", "gen_ai.request.model": "gpt-4o-mini"}
OPENAI_TOOL = {
    "type": "function",
    "function": {
        "name": TOOL["name"],
        "description": TOOL["description"],
        "parameters": TOOL["input_schema"],
    },
}


def _events_span() -> Span:
    return span(
        {**CHAT, "gen_ai.system": "openai", "gen_ai.tool.definitions": json.dumps([OPENAI_TOOL])},
        [
            ("gen_ai.system.message", {"content": SYSTEM}),
            ("gen_ai.user.message", {"content": HISTORY[0]["content"]}),
            ("gen_ai.assistant.message", {"content": HISTORY[1]["content"]}),
            ("gen_ai.user.message", {"gen_ai.event.content": json.dumps({"content": ASK})}),
        ],
    )


def _flattened_span() -> Span:
    attrs: dict[str, Any] = {
        "llm.request.type": "chat",
        "gen_ai.system": "openai",
        "gen_ai.request.model": "gpt-4o-mini",
        "gen_ai.prompt.0.role": "system",
        "gen_ai.prompt.0.content": SYSTEM,
        "gen_ai.prompt.1.role": "user",
        "gen_ai.prompt.1.content": HISTORY[0]["content"],
        "gen_ai.prompt.2.role": "assistant",
        "gen_ai.prompt.2.content": HISTORY[1]["content"],
        "gen_ai.prompt.3.role": "user",
        "gen_ai.prompt.3.content": ASK,
        "llm.request.functions.0.name": TOOL["name"],
        "llm.request.functions.0.description": TOOL["description"],
        "llm.request.functions.0.parameters": json.dumps(TOOL["input_schema"]),
    }
    return span(attrs)


def _structured_span() -> Span:
    # JSON attributes sent as structured values (arrays of maps), not strings.
    parts = [{"type": "text", "content": SYSTEM}]
    msgs = [
        {"role": "user", "parts": [{"type": "text", "content": HISTORY[0]["content"]}]},
        {"role": "assistant", "parts": [{"type": "text", "content": HISTORY[1]["content"]}]},
        {"role": "user", "parts": [{"type": "text", "content": ASK}]},
    ]
    tool = {"type": "function", "name": TOOL["name"], "description": TOOL["description"]}
    return span(
        {
            **CHAT,
            "gen_ai.provider.name": "openai",
            "gen_ai.system_instructions": parts,
            "gen_ai.input.messages": msgs,
            "gen_ai.tool.definitions": [{**tool, "parameters": TOOL["input_schema"]}],
        }
    )


def _input_value_span() -> Span:
    request = {
        "model": "gpt-4o-mini",
        "messages": [
            {"role": "system", "content": SYSTEM},
            *HISTORY,
            {"role": "user", "content": ASK},
        ],
        "tools": [OPENAI_TOOL],
    }
    return span(
        {
            "openinference.span.kind": "LLM",
            "llm.model_name": "gpt-4o-mini",
            "llm.provider": "openai",
            "input.value": json.dumps(request),
            "input.mime_type": "application/json",
        },
        name="ChatCompletion",
    )


SHAPES = {
    "per-message span events": _events_span,
    "flattened gen_ai.prompt.N": _flattened_span,
    "structured JSON attributes": _structured_span,
    "openinference input.value": _input_value_span,
}


@pytest.mark.parametrize("make", list(SHAPES.values()), ids=list(SHAPES))
def test_every_convention_shape_gives_the_same_digests(make: Any) -> None:
    decoded = decode([make()])
    assert decoded.genai_unusable == {}, decoded.genai_details
    (record,) = decoded.records
    assert {s.name: s.content_hash for s in record.sections} == reference()
    assert record.provider == "openai"
    assert (record.tokens_exact, record.tokenizer) == (False, "estimate:chars/4")


def test_tool_calls_and_results_become_history_and_tool_outputs() -> None:
    msgs = [
        {"role": "user", "parts": [{"type": "text", "content": "Where is order 7?"}]},
        {
            "role": "assistant",
            "parts": [
                {
                    "type": "tool_call",
                    "id": "c1",
                    "name": "lookup_order",
                    "arguments": {"order_id": "7"},
                }
            ],
        },
        {
            "role": "tool",
            "parts": [{"type": "tool_call_response", "id": "c1", "response": "shipped"}],
        },
    ]
    (record,) = decode([span({**CHAT, "gen_ai.input.messages": json.dumps(msgs)})]).records
    kinds = {s.name: s.kind for s in record.sections}
    assert kinds == {"history": "history", "tool_output:c1": "tool_output"}
    out = next(s for s in record.sections if s.kind == "tool_output")
    assert out.trust == "untrusted" and out.text == "shipped"
    history = Section.history(
        [
            {"role": "user", "content": "Where is order 7?"},
            {
                "role": "assistant",
                "content": [
                    {
                        "type": "tool_use",
                        "id": "c1",
                        "name": "lookup_order",
                        "input": {"order_id": "7"},
                    }
                ],
            },
        ]
    )
    from ctxstore.assembly.sections import content_digest

    assert record.sections[0].content_hash == content_digest(history)


UNUSABLE = {
    "no_content": span(CHAT),
    "malformed_content": span({**CHAT, "gen_ai.input.messages": "[{not json"}),
    "no_model": span({"gen_ai.operation.name": "chat", "gen_ai.input.messages": "[]"}),
    "invalid_text": span(
        {
            **CHAT,
            "gen_ai.input.messages": json.dumps([{"role": "user", "content": "hi"}]),
            "gen_ai.tool.definitions": json.dumps([{"name": "bad\u0000name"}]),
        }
    ),
}


@pytest.mark.parametrize("reason", list(UNUSABLE), ids=list(UNUSABLE))
def test_unusable_spans_are_counted_by_reason(reason: str) -> None:
    decoded = decode([UNUSABLE[reason]])
    assert decoded.records == []
    assert decoded.genai_unusable == {reason: 1}
    assert list(decoded.genai_details) == [reason]


@pytest.mark.parametrize(
    "attrs",
    [
        {"gen_ai.operation.name": "embeddings", "gen_ai.request.model": "text-embedding-3-small"},
        {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "lookup_order"},
        {"openinference.span.kind": "CHAIN", "input.value": "{}"},
        {"http.method": "POST"},
    ],
    ids=["embeddings", "tool-execution", "openinference-chain", "plain-http"],
)
def test_spans_that_are_not_model_calls_are_ignored_not_rejected(attrs: dict[str, Any]) -> None:
    decoded = decode([span(attrs)])
    assert (decoded.records, decoded.genai_unusable, decoded.genai_spans) == ([], {}, 0)


def test_a_call_already_recorded_by_ctxstore_assemble_is_not_stored_twice() -> None:
    from tests.telemetry_support import make_record, record_span_pb

    own = record_span_pb(make_record(1))
    llm = _structured_span()
    llm.trace_id = own.trace_id
    decoded = decode([own, llm])
    assert len(decoded.records) == 1 and decoded.records[0].span_id == own.span_id.hex()


def test_template_snapshot_and_subject_come_from_the_configured_attributes() -> None:
    s = _structured_span()
    s.attributes.extend(_kvs({"app.kb_snapshot": "kb-2026-11-24", "enduser.id": "cust-42"}))
    mapping = mapping_from_settings(
        template_attrs=["service.version"], snapshot_attrs=["app.kb_snapshot"], environ={}
    )
    resource = {"service.name": "genai-bot", "service.version": "support-v14"}
    (record,) = decode([s], resource=resource, genai=mapping).records
    assert (record.template_version, record.snapshot_id, record.subject_id) == (
        "support-v14",
        "kb-2026-11-24",
        "cust-42",
    )
    (default,) = decode([s], resource=resource).records
    assert (default.template_version, default.snapshot_id) == (None, None)
    assert default.root_fingerprint != record.root_fingerprint  # template and snapshot count


def test_mapping_reads_the_environment_and_refuses_malformed_values() -> None:
    env = {"CTXSTORE_GENAI_TEMPLATE_ATTRS": "gen_ai.prompt.name, service.version"}
    assert mapping_from_settings(environ=env).template_attrs == (
        "gen_ai.prompt.name",
        "service.version",
    )
    assert mapping_from_settings(template_attrs=["x.y"], environ=env).template_attrs == ("x.y",)
    with pytest.raises(ConfigError, match="CTXSTORE_GENAI_SNAPSHOT_ATTRS"):
        mapping_from_settings(environ={"CTXSTORE_GENAI_SNAPSHOT_ATTRS": "a,,b"})
    with pytest.raises(ConfigError, match="CTXSTORE_GENAI_INGEST"):
        mapping_from_settings(environ={"CTXSTORE_GENAI_INGEST": "maybe"})
    assert decode([_structured_span()], genai=GenAIMapping(enabled=False)).records == []


@pytest.mark.parametrize(
    ("raw", "model", "want"),
    [
        ("openai", "gpt-4o", "openai"),
        ("az.ai.openai", "gpt-4o", "azure.ai.openai"),
        ("azure", "gpt-4o", "azure.ai.openai"),
        ("vertex_ai", "gemini-2.0-flash", "gcp.vertex_ai"),
        ("google", "gemini-2.0-flash", "gcp.gen_ai"),
        ("mistralai", "mistral-large", "mistral_ai"),
        ("xai", "grok-3", "x_ai"),
        ("deepseek", "deepseek-chat", "deepseek"),
        ("anthropic", "anthropic.claude-3-5-sonnet-20240620-v1:0", "aws.bedrock"),
        ("anthropic", "us.anthropic.claude-sonnet-4-5-20250929-v1:0", "aws.bedrock"),
        (None, "arn:aws:bedrock:us-east-1:123:inference-profile/x", "aws.bedrock"),
        ("anthropic", "claude-3-5-sonnet@20240620", "gcp.vertex_ai"),
        (
            None,
            "projects/p/locations/us-central1/publishers/google/models/gemini-1.5-pro",
            "gcp.vertex_ai",
        ),
        ("anthropic", "claude-sonnet-4-5", "anthropic"),
        (None, "gpt-4o", None),
    ],
    ids=lambda v: str(v),
)
def test_provider_names_follow_the_genai_registry(
    raw: str | None, model: str, want: str | None
) -> None:
    assert normalize_provider(raw, model) == want


# -- through the receiver app: retention, partial success, /metrics, the log -----------------


@pytest.fixture
def app_client(db_url: str, tmp_path: Path) -> Iterator[tuple[TestClient, Store]]:
    store = Store.open(db_url, migrate=True)
    sink = SpoolingWriter(store, spool_dir=str(tmp_path / "spool"), spool_name="serve")
    policy = RetentionPolicy(
        sample_rate=1.0, kind_rules={"tools": "always", "system": "always", "ask": "always"}
    )
    app = create_app(sink, ReceiverConfig(token=TOKEN), policy)
    yield TestClient(app, raise_server_exceptions=False), store
    store.close()


def test_receiver_stores_genai_spans_with_retention_and_reports_the_rest(
    app_client: tuple[TestClient, Store], caplog: pytest.LogCaptureFixture
) -> None:
    client, store = app_client
    secret = "carol.danvers@example.net"
    leaky = _structured_span()
    msgs = [{"role": "user", "parts": [{"type": "text", "content": f"Mail me at {secret}"}]}]
    for kv in leaky.attributes:
        if kv.key == "gen_ai.input.messages":
            kv.value.CopyFrom(_any(json.dumps(msgs)))
    headers = {"content-type": PB, "authorization": f"Bearer {TOKEN}"}
    bad = [span(CHAT, trace=7), span(CHAT, trace=8), UNUSABLE["malformed_content"]]
    with caplog.at_level(logging.WARNING, logger="ctxstore.receiver.genai"):
        for _ in range(2):
            r = client.post("/v1/traces", content=body([leaky, *bad]), headers=headers)
            assert r.status_code == 200
            answer = ExportTraceServiceResponse.FromString(r.content)
            assert answer.partial_success.rejected_spans == 1
            assert (
                "1 GenAI span(s) not stored: input messages or tool"
                in answer.partial_success.error_message
            )
        # Content-less spans wait for log records that may carry their content
        # (/v1/logs); when the grace period ends without them, they are counted.
        joiner = client.app.state.joiner  # type: ignore[attr-defined]
        joiner.grace = 0.001
        time.sleep(0.01)
        joiner.sweep()
    warnings = [r.getMessage() for r in caplog.records]
    assert len(warnings) == 2, warnings  # once per reason, not once per span or request
    metrics = client.get("/metrics?format=json").json()
    assert metrics["genai_spans_received"] == 8
    # the retried request's spans waited once: the same span is one pending part
    assert metrics["genai_spans_unusable"] == {"malformed_content": 2, "no_content": 2}
    prom = client.get("/metrics").text
    assert 'ctxstore_serve_genai_spans_unusable_total{reason="no_content"} 2' in prom
    assert 'ctxstore_serve_genai_spans_unusable_total{reason="no_model"} 0' in prom
    with store.engine.connect() as c:
        # the second export of the same span is the same assembly (OTLP clients retry)
        assert c.execute(text("select count(*) from assemblies")).scalar_one() == 1
        hashes = [r[0] for r in c.execute(text("select content_hash from content_blobs"))]
    # through the store's reader: retained text is encrypted at rest
    blobs = [b.text for b in blobs_by_hash(store.engine, hashes).values() if b.text]
    assert any("Mail me at" in b for b in blobs)
    assert not any(secret in b for b in blobs)  # redacted at ingest, as for ctxstore spans


@pytest.mark.parametrize(
    ("model", "want"),
    [
        ("claude-sonnet-4-5", "anthropic"),
        ("gpt-4o", "openai"),
        ("anthropic.claude-3-5-sonnet-20240620-v1:0", "aws.bedrock"),
        ("meta.llama3-70b-instruct-v1:0", "aws.bedrock"),
        ("claude-3-5-sonnet-v2@20241022", "gcp.vertex_ai"),
        ("publishers/google/models/gemini-1.5-pro", "gcp.vertex_ai"),
        ("gemini-2.0-flash", "gcp.gemini"),
        ("deepseek-chat", "deepseek"),
        ("grok-3", "x_ai"),
        ("my-private-model", None),
    ],
    ids=lambda v: str(v),
)
def test_assemble_names_the_provider_of_its_model_id(model: str, want: str | None) -> None:
    from ctxstore.assembler import provider_for_model

    assert provider_for_model(model) == want


def test_otlp_json_bodies_are_read_like_protobuf() -> None:
    from google.protobuf.json_format import MessageToDict

    span_pb = _structured_span()
    doc = MessageToDict(ExportTraceServiceRequest.FromString(body([span_pb])))
    for rs in doc["resourceSpans"]:
        for ss in rs["scopeSpans"]:
            for s in ss["spans"]:  # OTLP JSON spells IDs in hex, not base64
                s["traceId"], s["spanId"] = span_pb.trace_id.hex(), span_pb.span_id.hex()
    decoded = decode_body(json.dumps(doc).encode(), "application/json", False, 64 << 20)
    (record,) = decoded.records
    assert {s.name: s.content_hash for s in record.sections} == reference()
    assert record.trace_id == span_pb.trace_id.hex()
