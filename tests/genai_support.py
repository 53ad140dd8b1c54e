"""A fake LLM provider on loopback, and an emitting service that calls it through a real
instrumentation in its own process (instrumentations patch the SDKs process-wide).

``run_emitter`` starts ``python tests/genai_support.py`` with a scenario (a list of calls);
that process instruments the official ``openai`` or ``anthropic`` client, points it at
the fake provider, and exports its spans over OTLP/HTTP to ``ctxstore serve``, or dumps
the encoded ``ExportTraceServiceRequest`` to a file for the receiver's decoder.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

#: name -> (SDK, instrumentor import path). All install together in the test venv.
INSTRUMENTATIONS = {
    "openllmetry-openai": ("openai", "opentelemetry.instrumentation.openai:OpenAIInstrumentor"),
    "openinference-openai": ("openai", "openinference.instrumentation.openai:OpenAIInstrumentor"),
    "otel-openai-v2": ("openai", "opentelemetry.instrumentation.openai_v2:OpenAIInstrumentor"),
    "openllmetry-anthropic": (
        "anthropic",
        "opentelemetry.instrumentation.anthropic:AnthropicInstrumentor",
    ),
    "openinference-anthropic": (
        "anthropic",
        "openinference.instrumentation.anthropic:AnthropicInstrumentor",
    ),
}


class _Provider(BaseHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        size = int(self.headers.get("content-length", 0))
        body = json.loads(self.rfile.read(size) or b"{}")
        self.server.requests.append((self.path, body))  # type: ignore[attr-defined]
        if self.path.endswith("/chat/completions"):
            out: dict[str, Any] = {
                "id": "chatcmpl-1",
                "object": "chat.completion",
                "created": 1,
                "model": body.get("model"),
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": "ok"},
                        "finish_reason": "stop",
                    }
                ],
                "usage": {"prompt_tokens": 42, "completion_tokens": 2, "total_tokens": 44},
            }
        elif self.path.endswith("/messages"):
            out = {
                "id": "msg_1",
                "type": "message",
                "role": "assistant",
                "model": body.get("model"),
                "content": [{"type": "text", "text": "ok"}],
                "stop_reason": "end_turn",
                "stop_sequence": None,
                "usage": {"input_tokens": 42, "output_tokens": 2},
            }
        else:
            self.send_response(404)
            self.end_headers()
            return
        extra = self.headers.get("x-fake-usage")  # a scenario's own usage (tests of outcomes)
        if extra:
            out["usage"].update(json.loads(extra))
        data = json.dumps(out).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@contextmanager
def fake_provider() -> Iterator[tuple[str, list[tuple[str, Any]]]]:
    """(base URL, requests received) of an OpenAI- and Anthropic-shaped server on 127.0.0.1."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Provider)
    server.requests = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}", server.requests  # type: ignore[attr-defined]
    finally:
        server.shutdown()
        server.server_close()


def run_emitter(
    instrumentation: str,
    provider_url: str,
    calls: list[dict[str, Any]],
    *,
    endpoint: str | None = None,
    token: str | None = None,
    dump: Path | None = None,
    resource: dict[str, str] | None = None,
    content_mode: str = "SPAN_ONLY",
    logs_endpoint: str | None = None,
    legacy_events: bool = False,
) -> None:
    """Run the calls in a separate, instrumented process; raise with its stderr on failure.

    ``content_mode`` is the GenAI utilities' capture mode (``EVENT_ONLY``: content only in
    log records); ``logs_endpoint`` exports those over OTLP/HTTP; ``legacy_events`` runs
    openai-v2 in its older mode (one log event per message, content in the body).
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    env["OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT"] = (
        "true" if legacy_events else content_mode
    )
    if not legacy_events:
        env["OTEL_SEMCONV_STABILITY_OPT_IN"] = "gen_ai_latest_experimental"
    spec = {
        "instrumentation": instrumentation,
        "provider_url": provider_url,
        "calls": calls,
        "endpoint": endpoint,
        "token": token,
        "dump": str(dump) if dump else None,
        "resource": resource or {"service.name": "genai-bot"},
        "logs_endpoint": logs_endpoint,
    }
    out = subprocess.run(
        [sys.executable, __file__, json.dumps(spec)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=ROOT,
    )
    if out.returncode != 0:
        raise AssertionError(f"emitter failed:\n{out.stderr[-4000:]}")


def openai_tools(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            "type": "function",
            "function": {
                "name": t["name"],
                "description": t["description"],
                "parameters": t["input_schema"],
            },
        }
        for t in tools
    ]


def _main(spec: dict[str, Any]) -> None:  # pragma: no cover - runs in the emitter process
    import importlib

    from opentelemetry import trace
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    sdk, target = INSTRUMENTATIONS[spec["instrumentation"]]
    provider = TracerProvider(resource=Resource.create(spec["resource"]))
    memory = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(memory))
    if spec["endpoint"]:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.trace.export import BatchSpanProcessor

        headers = {"authorization": f"Bearer {spec['token']}"} if spec["token"] else {}
        provider.add_span_processor(
            BatchSpanProcessor(OTLPSpanExporter(endpoint=spec["endpoint"], headers=headers))
        )
    trace.set_tracer_provider(provider)
    logger_provider = None
    if spec.get("logs_endpoint"):
        from opentelemetry._logs import set_logger_provider
        from opentelemetry.exporter.otlp.proto.http._log_exporter import OTLPLogExporter
        from opentelemetry.sdk._logs import LoggerProvider
        from opentelemetry.sdk._logs.export import BatchLogRecordProcessor

        log_headers = {"authorization": f"Bearer {spec['token']}"} if spec["token"] else {}
        logger_provider = LoggerProvider(resource=Resource.create(spec["resource"]))
        logger_provider.add_log_record_processor(
            BatchLogRecordProcessor(
                OTLPLogExporter(endpoint=spec["logs_endpoint"], headers=log_headers)
            )
        )
        set_logger_provider(logger_provider)
    module, name = target.split(":")
    getattr(importlib.import_module(module), name)().instrument()
    tracer = trace.get_tracer("genai-emitter")
    for call in spec["calls"]:
        attrs = call.get("span_attributes") or {}
        headers = {"x-fake-usage": json.dumps(call["usage"])} if call.get("usage") else {}
        with tracer.start_as_current_span("handle-request", attributes=attrs):
            if call.get("assemble"):  # the assembler's own span in the same trace
                from ctxstore import Section, assemble

                assemble(
                    [Section.system(call["system"]), Section.ask("Where is my order?")],
                    model=call["model"],
                    template_version=call["assemble"],
                )
            if sdk == "openai":
                import openai

                client = openai.OpenAI(base_url=spec["provider_url"] + "/v1", api_key="test")
                messages = [{"role": "system", "content": call["system"]}, *call["messages"]]
                kwargs: dict[str, Any] = {"model": call["model"], "messages": messages}
                if call.get("tools"):
                    kwargs["tools"] = openai_tools(call["tools"])
                client.chat.completions.create(**kwargs, extra_headers=headers)
            else:
                import anthropic

                aclient = anthropic.Anthropic(base_url=spec["provider_url"], api_key="test")
                akw: dict[str, Any] = {
                    "model": call["model"],
                    "max_tokens": 100,
                    "system": call["system"],
                    "messages": call["messages"],
                }
                if call.get("tools"):
                    akw["tools"] = call["tools"]
                aclient.messages.create(**akw, extra_headers=headers)
    if spec["dump"]:
        from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

        request = encode_spans(memory.get_finished_spans())
        Path(spec["dump"]).write_bytes(request.SerializeToString())
    provider.shutdown()
    if logger_provider is not None:
        logger_provider.shutdown()


if __name__ == "__main__":
    _main(json.loads(sys.argv[1]))
