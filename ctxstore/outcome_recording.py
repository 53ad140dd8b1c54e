"""``ctxstore.record_outcome``: record what a model call did, from inside the request.

The library-level form of :meth:`Store.record_outcome`: the trace ID defaults to
the current OpenTelemetry span's (the request the assembly was made in), and a
provider response can be passed whole (:func:`ctxstore.usage_from_response`
reads its usage). The response's ID becomes the outcome's span key, so
recording the same response twice is a no-op and two calls in one trace are two
outcomes. Writes go to ``store``, or to the store ``Store.open()`` resolves
(``CTXSTORE_DATABASE_URL`` or the data directory), opened once per process.
"""

from __future__ import annotations

import hashlib
import threading
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ctxstore.outcomes import OutcomeError
from ctxstore.usage import usage_from_response

if TYPE_CHECKING:
    from ctxstore.db.outcomes import OutcomeWriteResult
    from ctxstore.store import Store

__all__ = ["current_trace_id", "record_outcome"]

_OPEN: dict[str, Store] = {}
_OPEN_LOCK = threading.Lock()


def current_trace_id() -> str | None:
    """The trace ID of the active OpenTelemetry span, or None outside a (sampled or not) span."""
    from opentelemetry import trace

    ctx = trace.get_current_span().get_span_context()
    return format(ctx.trace_id, "032x") if ctx.is_valid else None


def _default_store() -> Store:
    from ctxstore.store import Store, resolve_database_url

    url = resolve_database_url()
    with _OPEN_LOCK:
        store = _OPEN.get(url)
        if store is None:
            store = _OPEN[url] = Store.open(url)
        return store


def _response_key(response: Any) -> str | None:
    rid = response.get("id") if isinstance(response, dict) else getattr(response, "id", None)
    if not isinstance(rid, str) or not rid:
        return None
    return hashlib.sha256(rid.encode("utf-8")).hexdigest()[:16]


def record_outcome(
    response: Any = None,
    *,
    store: Store | None = None,
    trace_id: str | None = None,
    span_id: str | None = None,
    observed_at: datetime | None = None,
    latency_ms: float | None = None,
    error_type: str | None = None,
    **fields: Any,
) -> OutcomeWriteResult:
    """Record the outcome of one model call of the current trace.

    ``response``: an Anthropic or OpenAI response object (or dict) whose usage,
    model and finish reason are recorded; ``fields`` (``input_tokens``, ...,
    as :meth:`Store.record_outcome`) add to or override what it says. Outside a
    span, pass ``trace_id``. Raises OutcomeError for bad values (nothing stored).

    Example::

        resp = client.messages.create(**assembly.anthropic(), max_tokens=512)
        ctxstore.record_outcome(resp, latency_ms=elapsed_ms)
    """
    trace_id = trace_id or current_trace_id()
    if trace_id is None:
        raise OutcomeError(
            "no active OpenTelemetry span to take the trace ID from; pass trace_id= "
            "(the trace of the assembly this call used)"
        )
    values: dict[str, Any] = {}
    if response is not None:
        values.update(usage_from_response(response).as_fields())
        span_id = span_id or _response_key(response)
    unknown = set(fields) - {
        "model",
        "input_tokens",
        "output_tokens",
        "cache_read_input_tokens",
        "cache_creation_input_tokens",
        "finish_reason",
        "source",
    }
    if unknown:
        raise OutcomeError(f"record_outcome() got unknown fields: {', '.join(sorted(unknown))}")
    values.update({k: v for k, v in fields.items() if v is not None})
    target = store or _default_store()
    return target.record_outcome(
        trace_id,
        span_id=span_id,
        observed_at=observed_at,
        latency_ms=latency_ms,
        error_type=error_type,
        **values,
    )
