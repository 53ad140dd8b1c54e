"""From a request body to records, in this process or in a decoding child process.

Why a child process: on SQLite the receiver is bound by one core. Decoding an
OTLP body (protobuf, then ~150 attribute values per span into records) is pure
Python and takes about as long as writing the records, and a second thread
cannot overlap the two: SQLite hands the GIL back and forth on every row it
steps. A child process decodes the next request on another core while this
one writes; sending the body there and the records back costs a fraction of
decoding them (pickled records unpickle ~5x faster than they decode).

The retention policy is still applied in the receiver's own process, in
arrival order (``ctxstore.receiver.ingest``): its first-occurrence memory must
be one per receiver, not one per child.

:func:`decode_body` is the whole job in both places, so a request gets the
same records and the same 4xx either way. :class:`DecodePool` keeps the child
alive, restarts it when it dies, and the app falls back to decoding in-process
when it cannot.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import multiprocessing
import os
import signal
import threading
import time
import zlib
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import TypeVar

from ctxstore.errors import OtlpDecodeError, SpanDecodeError
from ctxstore.outcomes import OutcomeError, OutcomeRecord, ScoreRecord
from ctxstore.receiver.genai import GenAIMapping, convert
from ctxstore.receiver.otlp import decode_request
from ctxstore.records import AssemblyRecord
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.decode import SpanInput, decode_span
from ctxstore.telemetry.outcome_spans import outcomes_from_spans, score_from_span

log = logging.getLogger(__name__)

# gRPC status codes carried in google.rpc.Status error bodies.
INVALID_ARGUMENT, RESOURCE_EXHAUSTED, UNAUTHENTICATED, UNAVAILABLE = 3, 8, 16, 14

#: Most gzip members accepted in one body (one is the norm; concatenated streams are legal).
MAX_GZIP_MEMBERS = 64
_GZIP_SLICE = 64 * 1024

#: Allocations between young-generation collections in a process that decodes.
SERVE_GC_THRESHOLD = 10_000


class HttpError(Exception):
    """A request's answer other than 200: status, message, gRPC code. Picklable."""

    def __init__(self, status: int, message: str, grpc_code: int = INVALID_ARGUMENT) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.grpc_code = grpc_code

    def __reduce__(self) -> tuple[type[HttpError], tuple[int, str, int]]:
        return (HttpError, (self.status, self.message, self.grpc_code))


@dataclass(frozen=True, slots=True)
class Decoded:
    """One request body, decoded: records to store, and why the other spans were refused."""

    total_spans: int  # every span in the request, whatever its name
    assemble_spans: int  # the ctxstore.assemble spans among them
    records: list[AssemblyRecord]
    errors: list[str]  # one per ctxstore.assemble span that breaks the schema
    genai_spans: int = 0  # model-call spans of the GenAI conventions among them
    genai_unusable: dict[str, int] = field(default_factory=dict)  # reason -> spans not stored
    genai_details: dict[str, str] = field(default_factory=dict)  # reason -> first span's detail
    #: ctxstore.assemble spans whose sections travel as log records, with the count declared.
    waiting_spans: list[tuple[AssemblyRecord, int]] = field(default_factory=list)
    #: GenAI model-call spans without content, whose content may travel as log records.
    waiting_genai: list[SpanInput] = field(default_factory=list)
    outcomes: list[OutcomeRecord] = field(default_factory=list)  # from LLM-call spans' usage
    scores: list[ScoreRecord] = field(default_factory=list)  # from ctxstore.score spans


def tune_gc_for_serving() -> None:
    """Collect the young generation less often, in a process that serves or decodes.

    Decoding a batch allocates tens of thousands of short-lived containers (an
    attribute dict per event, a record per section) that reference counting
    frees anyway; at CPython's default threshold (700) the cyclic collector ran
    every few spans and took ~7% of the receiver's CPU (~2% at 10,000).
    Process-wide, hence left to the process that runs the receiver.
    """
    gen0, gen1, gen2 = gc.get_threshold()
    gc.set_threshold(max(gen0, SERVE_GC_THRESHOLD), gen1, gen2)


def gunzip(data: bytes, limit: int, max_members: int = MAX_GZIP_MEMBERS) -> bytes:
    """Decompress every gzip member of ``data``, refusing output over ``limit`` bytes.

    Linear in ``len(data)``: the input is fed in slices of at most
    :data:`_GZIP_SLICE` bytes by offset, so the leftover a member's end copies
    (``unused_data``) is bounded by the slice, not by the rest of the body; feeding
    the whole remainder per member made a body of many tiny members quadratic.
    More than ``max_members`` members is refused (OTLP clients send one).
    """
    out = bytearray()
    view = memoryview(data)
    offset, members = 0, 0
    while offset < len(data):
        members += 1
        if members > max_members:
            raise HttpError(
                400, f"gzip body has more than {max_members} members; send one gzip stream"
            )
        d = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
        while not d.eof:
            if offset >= len(data):
                raise HttpError(400, "gzip body is truncated")
            piece = view[offset : offset + _GZIP_SLICE]
            try:
                out += d.decompress(piece, limit + 1 - len(out))
            except zlib.error as exc:
                raise HttpError(400, f"gzip body is corrupt: {exc}") from None
            if len(out) > limit or d.unconsumed_tail:
                raise HttpError(
                    413, f"decompressed body exceeds the {limit}-byte limit", RESOURCE_EXHAUSTED
                )
            offset += len(piece) - len(d.unused_data)  # a member may end inside the slice
    return bytes(out)


T = TypeVar("T")


def decode_or_400(
    decode: Callable[[bytes, str], T], body: bytes, media: str, gzipped: bool, max_body: int
) -> T:
    """``decode(body, media)`` after gunzip; every way it can fail is the client's 400 (or 413)."""
    if gzipped:
        body = gunzip(body, max_body)
    try:
        return decode(body, media)
    except OtlpDecodeError as exc:
        raise HttpError(400, str(exc)) from None
    except Exception as exc:  # a decoder bug must still be the client's 400, not a 500
        log.warning("undecodable OTLP body", exc_info=True)
        raise HttpError(400, f"body could not be decoded: {type(exc).__name__}") from None


def decode_body(
    body: bytes,
    media: str,
    gzipped: bool,
    max_body: int,
    pause: Callable[[], object] | None = None,
    genai: GenAIMapping | None = None,
    *,
    wait_for_logs: bool = False,
) -> Decoded:
    """Decode one request body; raises :class:`HttpError` (400/413) when it cannot.

    ``pause`` is called between spans (the in-process path uses it to yield to
    a write in progress; see ``create_app``). ``genai`` (default: the default
    mapping) says where GenAI model-call spans keep template and snapshot;
    ``GenAIMapping(enabled=False)`` ignores them. With ``wait_for_logs``, spans
    whose sections or content travel as log records are returned as waiting
    (``ctxstore.receiver.pending`` joins them) instead of as records.
    """
    decoded = decode_or_400(decode_request, body, media, gzipped, max_body)
    records: list[AssemblyRecord] = []
    errors: list[str] = []
    waiting: list[tuple[AssemblyRecord, int]] = []
    for span in decoded.spans:
        if pause is not None:
            pause()
        try:
            record = decode_span(span)
            expected = _sections_to_wait_for(span, record) if wait_for_logs else 0
            if expected:
                waiting.append((record, expected))
            else:
                records.append(record)
        except SpanDecodeError as exc:
            errors.append(f"span {span.span_id or '?'}: {exc}")
        except Exception as exc:
            errors.append(f"span {span.span_id or '?'}: {type(exc).__name__}")
    # Every LLM-call span reports an outcome, whether or not it also becomes an
    # assembly (content capture off, or the trace's ctxstore.assemble span covers it).
    outcomes = outcomes_from_spans(decoded.genai)
    scores = []
    for span in decoded.scores:
        try:
            scores.append(score_from_span(span))
        except OutcomeError as exc:
            errors.append(f"span {span.span_id or '?'}: {exc}")
    mapping = genai or GenAIMapping()
    if not decoded.genai or not mapping.enabled:
        return Decoded(
            decoded.total_spans,
            len(decoded.spans),
            records,
            errors,
            waiting_spans=waiting,
            outcomes=outcomes,
            scores=scores,
        )
    batch = convert(
        decoded.genai,
        mapping,
        frozenset(s.trace_id for s in decoded.spans),
        wait_for_logs=wait_for_logs,
    )
    records.extend(c.record for c in batch.converted)
    return Decoded(
        decoded.total_spans,
        len(decoded.spans),
        records,
        errors,
        genai_spans=len(decoded.genai),
        genai_unusable=dict(batch.unusable),
        genai_details=dict(batch.details),
        waiting_spans=waiting,
        waiting_genai=batch.waiting,
        outcomes=outcomes,
        scores=scores,
    )


def _sections_to_wait_for(span: SpanInput, record: AssemblyRecord) -> int:
    """The sections count a span declares when its sections travel as log records, else 0."""
    if span.attributes.get(A.SECTIONS_DELIVERY) != A.DELIVERY_LOGS:
        return 0
    declared = span.attributes.get(A.SECTIONS_COUNT)
    if type(declared) is not int or declared <= len(record.sections):
        return 0
    return declared


#: How often a decoding child checks that the receiver that started it is alive.
_PARENT_POLL = 0.5


def _die_with_parent(parent: int) -> None:
    # Killed with SIGKILL, the receiver cannot stop its children, and an orphan would
    # live on (with the resource tracker it keeps alive). The child is re-parented
    # when the receiver dies, which getppid() shows; polling works on every POSIX
    # system, unlike prctl(PR_SET_PDEATHSIG), which also fires when the *thread* that
    # spawned the child exits.
    while os.getppid() == parent:
        time.sleep(_PARENT_POLL)
    os._exit(0)


def _init_child() -> None:
    # Ctrl+C reaches the whole process group; the receiver shuts its children
    # down itself, so they must not die mid-request with a traceback of their own.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(
        target=_die_with_parent, args=(os.getppid(),), name="ctxstore-parent-watch", daemon=True
    ).start()
    # A spawned child starts with no logging set up: warnings in the serve format.
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    tune_gc_for_serving()


class DecodePool:
    """Decoding child processes for the receiver; ``decode`` awaits one body's records.

    Children are started with ``spawn`` (the receiver runs threads, which
    ``fork`` would copy mid-state) when the pool is first used, so the first
    request pays their start-up (~1 s) unless :meth:`start` ran at startup.
    A child that dies (killed, out of memory) breaks the executor: the request
    that saw it is decoded in-process and the pool is rebuilt for the next.
    """

    def __init__(self, workers: int) -> None:
        if workers < 1:
            raise ValueError("a DecodePool needs at least one worker")
        self.workers = workers
        self._executor: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def start(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._executor is None:
                self._executor = ProcessPoolExecutor(
                    max_workers=self.workers,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_init_child,
                )
                # Spawn now: the first request should not wait for interpreters.
                for f in [self._executor.submit(gc.isenabled) for _ in range(self.workers)]:
                    f.result()
            return self._executor

    async def decode(
        self,
        body: bytes,
        media: str,
        gzipped: bool,
        max_body: int,
        genai: GenAIMapping | None = None,
        *,
        wait_for_logs: bool = False,
    ) -> Decoded | None:
        """``decode_body`` in a child; None when the pool is broken (decode in-process)."""
        try:
            executor = self._executor
            if executor is None:
                executor = await asyncio.to_thread(self.start)
            future = executor.submit(
                decode_body,
                body,
                media,
                gzipped,
                max_body,
                None,
                genai,
                wait_for_logs=wait_for_logs,
            )
            return await asyncio.wrap_future(future)
        except BrokenProcessPool:
            log.error("a decoding child process died; restarting it", exc_info=True)
            self._discard()
            return None

    def _discard(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=True, cancel_futures=True)


__all__ = [
    "MAX_GZIP_MEMBERS",
    "DecodePool",
    "Decoded",
    "HttpError",
    "decode_body",
    "decode_or_400",
    "gunzip",
    "tune_gc_for_serving",
]
