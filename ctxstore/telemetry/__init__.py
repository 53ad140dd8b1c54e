"""OpenTelemetry for ctxstore: the ``ctxstore.assemble`` span and the store exporter.

``assemble_span`` (the hook ``assemble()`` calls) uses ``opentelemetry-api``
only. ``StoreSpanExporter`` and ``DurableSpanProcessor`` are for applications that
configure the SDK; they are imported lazily so importing this package never pulls
the SDK in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ctxstore.telemetry.instrument import (
    ENV_CAPTURE,
    AssembleSpan,
    assemble_span,
    failure_count,
)

if TYPE_CHECKING:
    from ctxstore.telemetry.exporter import StoreSpanExporter
    from ctxstore.telemetry.processor import DurableSpanProcessor

__all__ = [
    "ENV_CAPTURE",
    "AssembleSpan",
    "DurableSpanProcessor",
    "StoreSpanExporter",
    "assemble_span",
    "failure_count",
]


def __getattr__(name: str) -> Any:
    if name == "StoreSpanExporter":
        from ctxstore.telemetry.exporter import StoreSpanExporter

        return StoreSpanExporter
    if name == "DurableSpanProcessor":
        from ctxstore.telemetry.processor import DurableSpanProcessor

        return DurableSpanProcessor
    raise AttributeError(name)
