"""The ``ctxstore serve`` ASGI app: an OTLP/HTTP trace receiver in front of the store.

Starlette does the HTTP; this module only decides, in order, what a request
deserves: 401 (bearer token), 415 (content type or encoding), 413 (body size,
enforced while streaming *and* after gzip decompression, so a gzip bomb is cut
at the limit), 400 (undecodable body). A decodable request always gets 200 with
an ``ExportTraceServiceResponse``; ``ctxstore.assemble`` spans that break the
attribute schema, and those the database refuses (set aside in
``spool/rejected``), are counted in ``partial_success.rejected_spans`` with the
first reasons in ``error_message``, and other spans are ignored (a Collector
may fan every span out to us). When even the spool is full the answer is 503
with ``Retry-After``, so OTLP clients retry instead of losing data.

Bad input never produces a 500: every decoding step raises a typed error that
maps to a 4xx, and anything unexpected past decoding maps to 503.

Decoding runs in a child process when ``decode_workers`` asks for one
(:mod:`ctxstore.receiver.decoding`), else on a worker thread; writing runs on a
worker thread (``create_app`` explains how the two stages share the GIL). Writes
go through
:class:`~ctxstore.delivery.sink.SpoolingWriter` (the same store-or-spool path
as the in-process exporter), after the retention policy is re-applied
(:mod:`ctxstore.receiver.ingest`).
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import logging
import threading
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from ctxstore.delivery.sink import SpoolingWriter
from ctxstore.errors import ConfigError
from ctxstore.receiver.decoding import (
    RESOURCE_EXHAUSTED,
    UNAUTHENTICATED,
    UNAVAILABLE,
    Decoded,
    DecodePool,
    HttpError,
    decode_body,
    tune_gc_for_serving,
)
from ctxstore.receiver.genai import GenAIMapping, unusable_messages
from ctxstore.receiver.genai.reporting import UnusableCounter
from ctxstore.receiver.ingest import IngestPolicy
from ctxstore.receiver.logs_ingest import LogsIngest
from ctxstore.receiver.otlp import JSON, PROTOBUF, encode_response, encode_status
from ctxstore.receiver.otlp_logs import encode_logs_response
from ctxstore.receiver.pending import JoinCounters, Joiner
from ctxstore.records import AssemblyRecord

if TYPE_CHECKING:
    from ctxstore.retention import RetentionPolicy

log = logging.getLogger(__name__)

DEFAULT_MAX_BODY = 8 * 1024 * 1024
#: Seconds a client has to send complete request headers (``ctxstore.receiver.timeouts``).
DEFAULT_HEADER_TIMEOUT = 10.0
#: Seconds a client has to send the whole request body, once the headers are in.
DEFAULT_BODY_TIMEOUT = 30.0
TRACES_PATH = "/v1/traces"
LOGS_PATH = "/v1/logs"
_MAX_ERRORS_IN_MESSAGE = 5


class Metrics:
    """Counters for ``/metrics``; thread-safe."""

    NAMES = (
        "requests",
        "spans_received",
        "assemble_spans_received",
        "genai_spans_received",
        "spans_rejected",
        "spans_written",
        "spans_spooled",
        "spans_dropped",
        "outcomes_written",
        "scores_written",
    )

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._values = dict.fromkeys(self.NAMES, 0)
        self._responses: dict[int, int] = {}
        self.genai_unusable = UnusableCounter()
        self.joins = JoinCounters()

    def add(self, name: str, n: int = 1) -> None:
        with self._lock:
            self._values[name] += n

    def response(self, status: int) -> None:
        with self._lock:
            self._responses[status] = self._responses.get(status, 0) + 1

    def snapshot(self) -> dict[str, object]:
        with self._lock:
            values = {**self._values, "responses": dict(sorted(self._responses.items()))}
        values["genai_spans_unusable"] = self.genai_unusable.snapshot()
        values["joins"] = self.joins.snapshot()
        return values


@dataclass(frozen=True, slots=True)
class ReceiverConfig:
    token: str | None
    max_body: int = DEFAULT_MAX_BODY
    allow_no_auth: bool = False
    body_timeout: float = DEFAULT_BODY_TIMEOUT  # seconds to receive the whole body

    def __post_init__(self) -> None:
        if self.token is None and not self.allow_no_auth:
            raise ConfigError(
                "A bearer token is required: pass --token or set CTXSTORE_SERVE_TOKEN "
                "(or --no-auth, allowed only when binding to a loopback address)."
            )
        if self.token is not None and not self.token.strip():
            raise ConfigError("The bearer token must not be empty.")
        if self.max_body <= 0:
            raise ConfigError("--max-body must be a positive number of bytes.")
        if not self.body_timeout > 0:
            raise ConfigError("--body-timeout must be a positive number of seconds.")


def _media_type(header: str | None) -> str | None:
    if not header:
        return None
    return header.split(";", 1)[0].strip().lower()


async def _read_body(request: Request, limit: int, timeout: float) -> bytes:
    """The body, or 408 when it does not arrive in full within ``timeout`` seconds
    (a total, so a client dripping a byte at a time cannot hold the request open)."""
    try:
        async with asyncio.timeout(timeout):
            return await _read_body_untimed(request, limit)
    except TimeoutError:
        raise HttpError(408, f"request body not received within {timeout:g} s") from None


async def _read_body_untimed(request: Request, limit: int) -> bytes:
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            size = int(declared)
        except ValueError:
            raise HttpError(400, "Content-Length is not a number") from None
        if size > limit:
            raise HttpError(
                413, f"body of {size} bytes exceeds the {limit}-byte limit", RESOURCE_EXHAUSTED
            )
    body = bytearray()
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > limit:
                raise HttpError(413, f"body exceeds the {limit}-byte limit", RESOURCE_EXHAUSTED)
    except ClientDisconnect:
        raise HttpError(400, "client disconnected before the body was complete") from None
    return bytes(body)


def create_app(
    sink: SpoolingWriter,
    config: ReceiverConfig,
    policy: RetentionPolicy | None = None,
    *,
    metrics: Metrics | None = None,
    decode_workers: int = 0,
    genai: GenAIMapping | None = None,
    joiner: Joiner | None = None,
) -> Starlette:
    """The receiver app. ``policy`` is applied at ingest (default: ``load_policy()``).

    ``decode_workers`` child processes decode request bodies (0: decode in this
    process); ``ctxstore serve`` uses one when the machine has a second core.
    ``genai`` maps GenAI model-call spans' attributes to template and snapshot
    (:mod:`ctxstore.receiver.genai`). ``joiner`` keeps spans and the log records
    on ``/v1/logs`` that carry their sections or content until both halves are
    in (:mod:`ctxstore.receiver.pending`; default: one with the default grace).
    """
    genai = genai or GenAIMapping()
    if policy is None:
        from ctxstore.retention import load_policy

        policy = load_policy()
    ingest = IngestPolicy(policy)
    stats = metrics or Metrics()
    joiner = joiner or Joiner(sink, genai, counters=stats.joins)
    joiner.counters = stats.joins
    token = config.token.encode() if config.token is not None else None

    def _authorized(request: Request) -> bool:
        if token is None:
            return True
        header = request.headers.get("authorization", "")
        scheme, _, value = header.partition(" ")
        if scheme.lower() != "bearer":
            return False
        return hmac.compare_digest(value.strip().encode(), token)

    # Two stages on worker threads, one request in each at a time: preparing
    # (decode, re-apply retention) and writing, so the next request is prepared
    # while one is written. Only one thread runs Python at a time (the GIL) and
    # SQLite gives the GIL up on every row it steps, then waits to get it back:
    # preparing freely during a write made the write slower than what the
    # overlap saved (measured: no gain over one request at a time). So preparing
    # waits while a write runs Python and proceeds when it commits, a long
    # stretch of database work without the GIL. Measured on 2 cores: ~10% more
    # spans/s than one request at a time on SQLite, PostgreSQL the same within
    # noise. Retention is still re-applied one request at a time, in one order.
    # With decode_workers, decoding happens in child processes (see
    # ctxstore.receiver.decoding) and only retention and the write run here.
    pool = DecodePool(decode_workers) if decode_workers > 0 else None
    prepare_stage = threading.Lock()
    write_stage = threading.Lock()
    may_prepare = threading.Event()  # clear while a write runs Python
    may_prepare.set()
    sink.on_commit(may_prepare.set)

    def _prepare_here(body: bytes, media: str, gzipped: bool) -> Decoded:
        with prepare_stage:
            may_prepare.wait()
            return decode_body(
                body,
                media,
                gzipped,
                config.max_body,
                pause=may_prepare.wait,
                genai=genai,
                wait_for_logs=True,
            )

    def _store(decoded: Decoded) -> tuple[int, str]:
        """Re-apply retention and store; returns (rejected spans, error message)."""
        stats.add("spans_received", decoded.total_spans)
        stats.add("assemble_spans_received", decoded.assemble_spans)
        stats.add("genai_spans_received", decoded.genai_spans)
        errors = list(decoded.errors)
        rejected = len(errors)
        if errors:
            stats.add("spans_rejected", len(errors))
        records = list(decoded.records)
        joined = logs.park_spans(decoded.waiting_spans, decoded.waiting_genai)
        records += joined.records
        unusable = dict(decoded.genai_unusable)
        for reason, n in joined.genai_unusable.items():
            unusable[reason] = unusable.get(reason, 0) + n
        details = {**joined.genai_details, **decoded.genai_details}
        if unusable:
            stats.genai_unusable.add(unusable, details)
            rejected += sum(unusable.values())
            errors.extend(unusable_messages(unusable, details))
        refused, errors = _persist(records, errors)
        joiner.settle(joined)
        if decoded.outcomes or decoded.scores:
            # After the assemblies of the same request, so both orders fold once.
            with write_stage:
                ok = sink.write_outcomes(decoded.outcomes, decoded.scores)
            if not ok:
                raise HttpError(
                    503, "the store is unavailable for outcomes; retry later", UNAVAILABLE
                )
            stats.add("outcomes_written", len(decoded.outcomes))
            stats.add("scores_written", len(decoded.scores))
        return rejected + refused, _message(errors)

    def _deliver(records: list[AssemblyRecord]) -> None:
        """Records the join sweeper finalised: retained and written like a request's."""
        refused, errors = _persist(records, [])
        if refused:
            log.warning("finalised pending spans not stored: %s", "; ".join(errors[:3]))

    def _persist(records: list[AssemblyRecord], errors: list[str]) -> tuple[int, list[str]]:
        """Retain and write ``records``; returns (refused by the store, errors with theirs first).

        Raises :class:`HttpError` 503 when they could be neither stored nor spooled.
        """
        retained: list[AssemblyRecord] = []
        with prepare_stage:
            try:
                for record in records:
                    may_prepare.wait()
                    retained.append(ingest.apply(record))
            except Exception:
                log.error("could not store or spool a batch", exc_info=True)
                raise HttpError(
                    503, "the store and the spool are unavailable; retry later", UNAVAILABLE
                ) from None
        if not retained:
            return 0, errors
        with write_stage:
            may_prepare.clear()
            try:
                result = sink.write(retained)
            except Exception:
                log.error("could not store or spool a batch", exc_info=True)
                raise HttpError(
                    503, "the store and the spool are unavailable; retry later", UNAVAILABLE
                ) from None
            finally:
                may_prepare.set()
        stats.add("spans_written", result.written)
        stats.add("spans_spooled", result.spooled)
        if result.dropped:
            stats.add("spans_dropped", result.dropped)
            raise HttpError(
                503,
                "the store is unavailable and the spool is full; retry later",
                UNAVAILABLE,
            )
        if not result.rejected:
            return 0, errors
        # Retrying cannot help: the database refuses these values.
        stats.add("spans_rejected", result.rejected)
        message = (
            f"{result.rejected} span(s) refused by the store "
            "(set aside on the receiver for inspection)"
        )
        return result.rejected, [message, *errors]

    joiner.deliver = _deliver
    joiner.report_unusable = stats.genai_unusable.add
    logs = LogsIngest(joiner, stats.joins, capture=ingest.policy.capture)

    def _process_here(body: bytes, media: str, gzipped: bool) -> tuple[int, str]:
        return _store(_prepare_here(body, media, gzipped))

    async def _process(body: bytes, media: str, gzipped: bool) -> tuple[int, str]:
        decoded: Decoded | None = None
        if pool is not None:
            try:
                decoded = await pool.decode(
                    body, media, gzipped, config.max_body, genai, wait_for_logs=True
                )
            except HttpError:
                raise
            except Exception:
                # Whatever went wrong in the child, decoding here gives the same answer.
                log.error("decoding in the child process failed; decoding here", exc_info=True)
        if decoded is None:
            return await run_in_threadpool(_process_here, body, media, gzipped)
        return await run_in_threadpool(_store, decoded)

    async def _export(
        request: Request,
        process: Callable[[bytes, str, bool], Awaitable[tuple[int, str]]],
        encode: Callable[[str, int, str], bytes],
    ) -> Response:
        stats.add("requests")
        shown = _media_type(request.headers.get("content-type"))
        # Errors are answered in the request's encoding when it is one we speak.
        media = shown if shown in (PROTOBUF, JSON) else None
        try:
            if not _authorized(request):
                raise HttpError(
                    401,
                    "missing or wrong bearer token (Authorization: Bearer <token>)",
                    UNAUTHENTICATED,
                )
            if media is None:
                raise HttpError(
                    415,
                    f"unsupported Content-Type {shown!r}: send {PROTOBUF} or {JSON}",
                )
            encoding = (request.headers.get("content-encoding") or "identity").strip().lower()
            if encoding not in ("identity", "gzip"):
                raise HttpError(
                    415, f"unsupported Content-Encoding {encoding!r}: send gzip or identity"
                )
            body = await _read_body(request, config.max_body, config.body_timeout)
            rejected, message = await process(body, media, encoding == "gzip")
            stats.response(200)
            return Response(encode(media, rejected, message), 200, media_type=media)
        except HttpError as err:
            stats.response(err.status)
            body, content_type = encode_status(media, err.grpc_code, err.message)
            headers = {"Retry-After": "5"} if err.status == 503 else {}
            if err.status == 401:
                headers["WWW-Authenticate"] = 'Bearer realm="ctxstore"'
            if err.status == 408:
                headers["Connection"] = "close"  # the rest of the body may still trickle in
            return Response(body, err.status, headers=headers, media_type=content_type)

    async def traces(request: Request) -> Response:
        return await _export(request, _process, encode_response)

    def _process_logs(body: bytes, media: str, gzipped: bool) -> tuple[int, str]:
        joined, rejected, errors = logs.accept(body, media, gzipped, config.max_body)
        refused, errors = _persist(joined.records, errors)
        joiner.settle(joined)
        if refused:
            log.warning("joined spans refused by the store: %s", errors[0])
        return rejected, _message(errors)

    async def logs_endpoint(request: Request) -> Response:
        async def process(body: bytes, media: str, gzipped: bool) -> tuple[int, str]:
            return await run_in_threadpool(_process_logs, body, media, gzipped)

        return await _export(request, process, encode_logs_response)

    async def healthz(request: Request) -> Response:
        # 503 while the store fails or hangs: requests are still accepted and
        # spooled, but whoever watches this should know the database is away.
        s = sink.stats()
        body: dict[str, object] = {
            "status": "ok" if s.store_available else "unhealthy",
            "store_available": s.store_available,
            "spool_pending_bytes": s.pending_bytes,
        }
        if not s.store_available:
            body["reason"] = s.reason or "the store is unavailable"
        if s.stuck_calls:
            body["stuck_database_calls"] = s.stuck_calls
        return JSONResponse(body, 200 if s.store_available else 503)

    async def metrics_endpoint(request: Request) -> Response:
        snap = stats.snapshot()
        s = sink.stats()
        snap["spool_pending_bytes"] = s.pending_bytes
        snap["spans_replayed"] = s.replayed
        if "json" in request.query_params.get("format", "") or "application/json" in (
            request.headers.get("accept") or ""
        ):
            return JSONResponse(snap)
        return PlainTextResponse(_prometheus(snap), media_type="text/plain; version=0.0.4")

    async def wrong_method(request: Request) -> Response:
        return PlainTextResponse(f"use POST {request.url.path}\n", 405, headers={"Allow": "POST"})

    routes = [
        Route(TRACES_PATH, traces, methods=["POST"]),
        Route(TRACES_PATH, wrong_method, methods=["GET", "PUT", "DELETE", "PATCH"]),
        Route(LOGS_PATH, logs_endpoint, methods=["POST"]),
        Route(LOGS_PATH, wrong_method, methods=["GET", "PUT", "DELETE", "PATCH"]),
        Route("/healthz", healthz, methods=["GET"]),
        Route("/metrics", metrics_endpoint, methods=["GET"]),
    ]

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        if pool is not None:
            await asyncio.to_thread(pool.start)  # spawn before the first request arrives
        joiner.start()  # also finalises what an earlier process left pending
        try:
            yield
        finally:
            joiner.close()
            if pool is not None:
                pool.close()

    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.metrics = stats
    app.state.sink = sink
    app.state.decode_pool = pool
    app.state.joiner = joiner
    return app


_HELP = {
    "requests": "OTLP export requests received",
    "spans_received": "spans received, any name",
    "assemble_spans_received": "ctxstore.assemble spans received",
    "genai_spans_received": "LLM-call spans of the GenAI conventions received "
    "(OpenTelemetry GenAI, OpenLLMetry, OpenInference)",
    "spans_rejected": "ctxstore.assemble spans rejected (schema violations, or refused by "
    "the store and set aside)",
    "spans_written": "spans written to the store",
    "spans_spooled": "spans written to the local spool (store unavailable)",
    "spans_dropped": "spans dropped because the spool was full",
    "outcomes_written": "outcomes (usage, latency, errors) of LLM-call spans written",
    "scores_written": "ctxstore.score spans written as scores",
    "spool_pending_bytes": "bytes waiting in the spool",
    "spans_replayed": "spooled spans replayed into the store",
}


def _message(errors: list[str]) -> str:
    message = "; ".join(errors[:_MAX_ERRORS_IN_MESSAGE])
    if len(errors) > _MAX_ERRORS_IN_MESSAGE:
        message += f"; and {len(errors) - _MAX_ERRORS_IN_MESSAGE} more"
    return message


def _prometheus(snap: dict[str, object]) -> str:
    lines = []
    for name, value in snap.items():
        if name == "responses":
            continue
        if name == "genai_spans_unusable":
            lines += UnusableCounter.prometheus_of(value)
            continue
        if name == "joins":
            lines += JoinCounters.prometheus_of(value if isinstance(value, dict) else {})
            continue
        metric = f"ctxstore_serve_{name}" + ("" if name == "spool_pending_bytes" else "_total")
        kind = "gauge" if name == "spool_pending_bytes" else "counter"
        lines += [f"# HELP {metric} {_HELP.get(name, name)}", f"# TYPE {metric} {kind}"]
        lines.append(f"{metric} {value}")
    lines += [
        "# HELP ctxstore_serve_responses_total HTTP responses by status code",
        "# TYPE ctxstore_serve_responses_total counter",
    ]
    responses = snap.get("responses")
    if isinstance(responses, dict):
        for code, count in responses.items():
            lines.append(f'ctxstore_serve_responses_total{{code="{code}"}} {count}')
    return "\n".join(lines) + "\n"


__all__ = [
    "DEFAULT_BODY_TIMEOUT",
    "DEFAULT_HEADER_TIMEOUT",
    "DEFAULT_MAX_BODY",
    "Metrics",
    "ReceiverConfig",
    "create_app",
    "tune_gc_for_serving",
]
