"""OpenTelemetry for ctxstore: the ``ctxstore.assemble`` span and the store exporter.

``assemble_span`` (the hook ``assemble()`` calls) uses ``opentelemetry-api``
only. ``StoreSpanExporter`` is for applications that configure the SDK; it is
imported lazily so importing this package never pulls the SDK in.
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

__all__ = ["ENV_CAPTURE", "AssembleSpan", "StoreSpanExporter", "assemble_span", "failure_count"]


def __getattr__(name: str) -> Any:
    if name == "StoreSpanExporter":
        from ctxstore.telemetry.exporter import StoreSpanExporter

        return StoreSpanExporter
    raise AttributeError(name)
