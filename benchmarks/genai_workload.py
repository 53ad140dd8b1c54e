"""GenAI-convention LLM-call spans for the receiver benchmark (``bench_telemetry.py --genai``).

Shaped like OpenLLMetry 0.62's ``openai.chat`` spans (what ``opentelemetry-instrumentation-openai``
emits with content capture on): the current JSON attributes ``gen_ai.input.messages`` and
``gen_ai.tool.definitions`` plus usage, for a support bot: a ~2 KB system prompt and three tools
(stable), four history turns, and a fresh ~1.2 KB retrieved passage with the ask in the last user
message (so every span brings never-seen text, as the ``ctxstore.assemble`` workload does).
"""

from __future__ import annotations

import json
import os
import uuid
from typing import Any

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, KeyValue
from opentelemetry.proto.resource.v1.resource_pb2 import Resource
from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans, ScopeSpans, Span

SYSTEM = "You are Acme's support assistant. " + "Follow the refund policy and cite sources. " * 45
TOOLS = [
    {
        "type": "function",
        "name": f"tool_{k}",
        "description": f"Tool number {k}: looks things up in the order system.",
        "parameters": {
            "type": "object",
            "properties": {"order_id": {"type": "string"}, "verbose": {"type": "boolean"}},
            "required": ["order_id"],
        },
    }
    for k in range(3)
]


def _kv(key: str, value: Any) -> KeyValue:
    if isinstance(value, int):
        return KeyValue(key=key, value=AnyValue(int_value=value))
    return KeyValue(key=key, value=AnyValue(string_value=value))


def _messages(i: int) -> str:
    text = lambda t: {"type": "text", "content": t}  # noqa: E731
    passage = f"Passage {i}: " + "orders ship within two business days of payment. " * 24
    msgs = [
        {"role": "system", "parts": [text(SYSTEM)]},
        {"role": "user", "parts": [text("Hi, I ordered a lamp.")]},
        {"role": "assistant", "parts": [text("Happy to help! What is the order number?")]},
        {"role": "user", "parts": [text("It is A-1234.")]},
        {"role": "assistant", "parts": [text("Thanks, looking it up.")]},
        {"role": "user", "parts": [text(f"{passage}\n\nWhen will my lamp arrive? ({i})")]},
    ]
    return json.dumps(msgs)


def genai_span(i: int, start_ns: int) -> Span:
    attrs = {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": "openai",
        "gen_ai.request.model": "gpt-4o",
        "gen_ai.is_streaming": "false",
        "gen_ai.input.messages": _messages(i),
        "gen_ai.tool.definitions": json.dumps(TOOLS),
        "gen_ai.response.model": "gpt-4o-2024-08-06",
        "gen_ai.response.id": f"chatcmpl-{i}",
        "gen_ai.usage.input_tokens": 1200 + i % 50,
        "gen_ai.usage.output_tokens": 40,
        "gen_ai.output.messages": json.dumps(
            [{"role": "assistant", "parts": [{"type": "text", "content": "Tomorrow."}]}]
        ),
    }
    return Span(
        trace_id=uuid.uuid4().bytes,
        span_id=os.urandom(8),
        name="openai.chat",
        kind=Span.SPAN_KIND_CLIENT,
        start_time_unix_nano=start_ns,
        end_time_unix_nano=start_ns + 900_000_000,
        attributes=[_kv(k, v) for k, v in attrs.items()],
    )


def genai_bodies(n: int, batch: int, start_ns: int) -> list[bytes]:
    """``n`` spans as OTLP protobuf request bodies of ``batch`` spans each."""
    bodies = []
    for k in range(0, n, batch):
        req = ExportTraceServiceRequest()
        resource = Resource(attributes=[_kv("service.name", "support-bot")])
        spans = [genai_span(i, start_ns) for i in range(k, min(n, k + batch))]
        req.resource_spans.append(
            ResourceSpans(resource=resource, scope_spans=[ScopeSpans(spans=spans)])
        )
        bodies.append(req.SerializeToString())
    return bodies
