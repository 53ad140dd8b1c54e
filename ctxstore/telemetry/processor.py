"""``DurableSpanProcessor``: an assembly whose ``assemble()`` returned survives kill -9.

Why not ``BatchSpanProcessor(StoreSpanExporter(...))``: the batch processor keeps
ended spans in a memory queue until its worker exports them (every 5 s by
default), so a process that dies loses the queue: every assembly of the last
seconds, and all of them while the exporter is stuck. This processor does the
durable part on the span's own thread instead: at span end the
``ctxstore.assemble`` span is decoded and its record appended to the spool, one
``write`` to the operating system, no fsync. From then on the bytes belong to
the kernel: a crash, kill -9 or OOM kill of the process loses nothing. A
background thread fsyncs the spool every ``sync_interval`` (group commit: one
fsync for all spans of the interval), and the spool's background replay
(:class:`~ctxstore.delivery.sink.SpoolingWriter`) drains it into the store in
batches. The next process using the same spool directory replays whatever a
dead one left, and the store skips records it already holds, so a crash between
"written to the store" and "removed from the spool" duplicates nothing.

Guarantee: **process crash**: nothing acknowledged is lost. **Power loss or
kernel crash**: at most the last ``sync_interval`` (default 0.1 s) of spans.

Cost: the decoding and one small ``write`` move onto the request path; the
README gives the figure against ``BatchSpanProcessor`` (``bench_faults.py``).

Use it instead of the batch processor, not behind it::

    provider.add_span_processor(DurableSpanProcessor(url=DB_URL))
"""

from __future__ import annotations

import logging
import os
import threading
from typing import TYPE_CHECKING

from opentelemetry.context import Context
from opentelemetry.sdk.trace import ReadableSpan, Span, SpanProcessor

from ctxstore.delivery.sink import SinkStats, SpoolingWriter
from ctxstore.delivery.spool import DEFAULT_MAX_BYTES, encode_record
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.decode import decode_span, span_input_from_readable

if TYPE_CHECKING:
    from ctxstore.store import Store

log = logging.getLogger(__name__)

#: Seconds between group fsyncs of the spool.
DEFAULT_SYNC_INTERVAL = 0.1


class DurableSpanProcessor(SpanProcessor):
    """Spools each ``ctxstore.assemble`` span at span end; a background writer stores it.

    ``store``/``url``, ``spool_dir`` (default ``<CTXSTORE_HOME>/spool/processor``),
    ``spool_max_bytes``, ``timeout`` and ``backoff`` are those of
    :class:`~ctxstore.delivery.sink.SpoolingWriter`.
    """

    def __init__(
        self,
        store: Store | None = None,
        *,
        url: str | None = None,
        spool_dir: str | os.PathLike[str] | None = None,
        spool_max_bytes: int = DEFAULT_MAX_BYTES,
        sync_interval: float = DEFAULT_SYNC_INTERVAL,
        timeout: float | None = None,
        backoff: tuple[float, float] = (0.5, 30.0),
    ) -> None:
        if not sync_interval > 0:
            raise ValueError("sync_interval must be > 0 seconds")
        self._sink = SpoolingWriter(
            store,
            url=url,
            spool_dir=str(spool_dir) if spool_dir is not None else None,
            spool_max_bytes=spool_max_bytes,
            spool_name="processor",
            backoff=backoff,
            timeout=timeout,
        )
        self._sync_interval = sync_interval
        self._spooled = 0
        self._invalid = 0
        self._dropped = 0
        self._dirty = threading.Event()
        self._stop = threading.Event()
        self._syncer = threading.Thread(
            target=self._sync_loop, name="ctxstore-spool-sync", daemon=True
        )
        self._syncer.start()

    @property
    def spool_dir(self) -> str:
        return str(self._sink.spool.directory)

    def stats(self) -> SinkStats:
        return self._sink.stats()

    @property
    def spooled(self) -> int:
        """Spans appended to the spool by this processor."""
        return self._spooled

    @property
    def dropped(self) -> int:
        """Spans lost because the spool was full (logged)."""
        return self._dropped

    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        return None

    def on_end(self, span: ReadableSpan) -> None:
        """Decode and append the span to the spool; never raises into the caller."""
        if span.name != A.SPAN_NAME:
            return
        try:
            line = encode_record(decode_span(span_input_from_readable(span)))
        except Exception as exc:
            self._invalid += 1
            log.warning("skipping a ctxstore.assemble span that does not decode: %s", exc)
            return
        try:
            ok = self._sink.spool.append_encoded([line], sync=False)
        except OSError:
            log.error("could not append to the spool at %s", self.spool_dir, exc_info=True)
            ok = False
        if ok:
            self._spooled += 1
            self._dirty.set()
        else:
            self._dropped += 1

    def _sync_loop(self) -> None:
        while not self._stop.is_set():
            self._dirty.wait(self._sync_interval * 10)
            if self._stop.wait(self._sync_interval):
                break
            if self._dirty.is_set():
                self._dirty.clear()
                self._sync()

    def _sync(self) -> None:
        try:
            self._sink.spool.sync()
        except OSError:
            log.error("could not fsync the spool at %s", self.spool_dir, exc_info=True)
        self._sink.notify()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        """fsync the spool and write it to the store now; True when nothing is pending."""
        self._sync()
        try:
            return self._sink.flush()
        except Exception:
            log.error("DurableSpanProcessor.force_flush failed", exc_info=True)
            return False

    def shutdown(self) -> None:
        """Write what the spool holds if the store answers; the rest waits for the next process."""
        if self._stop.is_set():
            return
        self._stop.set()
        self._dirty.set()
        self._syncer.join(5)
        if not self.force_flush():
            log.warning(
                "DurableSpanProcessor shut down with spans still spooled in %s; "
                "they are written by the next process using this spool",
                self.spool_dir,
            )
        self._sink.close()


__all__ = ["DEFAULT_SYNC_INTERVAL", "DurableSpanProcessor"]
