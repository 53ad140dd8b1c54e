"""``ctxstore serve``: an OTLP/HTTP receiver that decodes spans and hands records to the store."""

from __future__ import annotations

from ctxstore.receiver.app import DEFAULT_MAX_BODY, Metrics, ReceiverConfig, create_app

__all__ = ["DEFAULT_MAX_BODY", "Metrics", "ReceiverConfig", "create_app"]
