"""A service that calls ``assemble()`` in its own process and exports over OTLP/HTTP:
spans to ``/v1/traces`` and, with ``CTXSTORE_SECTIONS_AS=logs``, its sections as log
records to ``/v1/logs`` through the OpenTelemetry Logs SDK's OTLP exporter.

``python tests/logs_emitter.py BASE TOKEN N`` prints the assemblies' root fingerprints
and section fingerprints as JSON, for comparison with what the store holds.
"""

from __future__ import annotations

import json
import sys


def main(base: str, token: str, n: int) -> None:  # pragma: no cover - runs in its own process
    from opentelemetry import trace
    from opentelemetry._logs import set_logger_provider
    from opentelemetry.exporter.otlp.proto.http._log_exporter import OTLPLogExporter
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk._logs import LoggerProvider
    from opentelemetry.sdk._logs.export import BatchLogRecordProcessor
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    from ctxstore import assemble
    from tests.factory import base_sections

    headers = {"authorization": f"Bearer {token}"}
    resource = Resource.create({"service.name": "logs-bot"})
    tracer_provider = TracerProvider(resource=resource)
    tracer_provider.add_span_processor(
        BatchSpanProcessor(OTLPSpanExporter(endpoint=f"{base}/v1/traces", headers=headers))
    )
    trace.set_tracer_provider(tracer_provider)
    logger_provider = LoggerProvider(resource=resource)
    logger_provider.add_log_record_processor(
        BatchLogRecordProcessor(OTLPLogExporter(endpoint=f"{base}/v1/logs", headers=headers))
    )
    set_logger_provider(logger_provider)
    out = []
    for i in range(n):
        result = assemble(
            base_sections(ask=f"Where is my order {i}?"),
            model="gpt-4o",
            template_version="support-v3",
        )
        out.append({"root": result.root_fingerprint, "sections": dict(result.section_fingerprints)})
    tracer_provider.shutdown()
    logger_provider.shutdown()
    print(json.dumps(out))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
