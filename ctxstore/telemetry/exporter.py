"""``StoreSpanExporter``: an OpenTelemetry SDK exporter that writes assemblies to the store.

This is application-side code (it imports the SDK): a service adds it to its
``TracerProvider`` behind a ``BatchSpanProcessor``::

    provider.add_span_processor(BatchSpanProcessor(StoreSpanExporter(url=DB_URL)))

``export()`` runs on the processor's worker thread, never on the request path,
and is bounded in time: each database call has the writer's own deadline
(``CTXSTORE_DB_TIMEOUT``, default 2 s), after a failed or timed-out write the
store is left alone for a growing back-off while batches go straight to the
durable spool, and the spool is replayed by a background thread, never inside
``export()`` (see ``ctxstore.delivery.sink`` and ``ctxstore.delivery.spool``).
Spans other than ``ctxstore.assemble`` are ignored; a malformed one is logged
and counted, never raised.

The batch processor's memory queue is lost if the process is killed; a service
that must keep every returned assembly uses
:class:`~ctxstore.telemetry.processor.DurableSpanProcessor` instead.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

from ctxstore.delivery.sink import SinkStats, SpoolingWriter
from ctxstore.delivery.spool import DEFAULT_MAX_BYTES
from ctxstore.errors import SpanDecodeError
from ctxstore.records import AssemblyRecord
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.decode import decode_span, span_input_from_readable

if TYPE_CHECKING:
    from ctxstore.store import Store

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ExporterStats:
    exported: int  # ctxstore.assemble spans handed to export()
    invalid: int  # spans that did not decode (logged)
    sink: SinkStats


class StoreSpanExporter(SpanExporter):
    """Writes ``ctxstore.assemble`` spans to the store in batches; spools when it is away.

    Pass an open ``store`` or a database ``url`` (opened lazily, default: the
    ``CTXSTORE_DATABASE_URL``/data-dir resolution of ``Store.open``). The spool
    lives in ``spool_dir`` (default ``<CTXSTORE_HOME>/spool/exporter``) and holds at
    most ``spool_max_bytes``.
    """

    def __init__(
        self,
        store: Store | None = None,
        *,
        url: str | None = None,
        spool_dir: str | os.PathLike[str] | None = None,
        spool_max_bytes: int = DEFAULT_MAX_BYTES,
        backoff: tuple[float, float] = (0.5, 30.0),
        timeout: float | None = None,
    ) -> None:
        self._sink = SpoolingWriter(
            store,
            url=url,
            spool_dir=str(spool_dir) if spool_dir is not None else None,
            spool_max_bytes=spool_max_bytes,
            spool_name="exporter",
            backoff=backoff,
            timeout=timeout,
        )
        self._exported = 0
        self._invalid = 0
        self._shutdown = False

    @property
    def spool_dir(self) -> str:
        return str(self._sink.spool.directory)

    def stats(self) -> ExporterStats:
        return ExporterStats(self._exported, self._invalid, self._sink.stats())

    def _records(self, spans: Sequence[ReadableSpan]) -> list[AssemblyRecord]:
        records = []
        for span in spans:
            if span.name != A.SPAN_NAME:
                continue
            try:
                records.append(decode_span(span_input_from_readable(span)))
            except SpanDecodeError as exc:
                self._invalid += 1
                log.warning("skipping a ctxstore.assemble span that does not decode: %s", exc)
            except Exception:
                self._invalid += 1
                log.warning("skipping a ctxstore.assemble span", exc_info=True)
        return records

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        """Write (or spool) the batch; never raises. FAILURE only when spans were dropped."""
        if self._shutdown:
            return SpanExportResult.FAILURE
        try:
            records = self._records(spans)
            self._exported += len(records)
            if not records and not self._sink.spool.has_pending():
                return SpanExportResult.SUCCESS
            result = self._sink.write(records)
            return SpanExportResult.FAILURE if result.dropped else SpanExportResult.SUCCESS
        except Exception:
            log.error("StoreSpanExporter.export failed", exc_info=True)
            return SpanExportResult.FAILURE

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        """Replay the spool now if the store is reachable. True when nothing is pending."""
        try:
            return self._sink.flush()
        except Exception:
            log.error("StoreSpanExporter.force_flush failed", exc_info=True)
            return False

    def shutdown(self) -> None:
        """Replay what the spool holds if the store is reachable, then release the store."""
        if self._shutdown:
            return
        try:
            if not self._sink.flush():
                log.warning(
                    "StoreSpanExporter shut down with spans still spooled in %s; "
                    "they are replayed by the next exporter using this spool",
                    self.spool_dir,
                )
        except Exception:
            log.error("StoreSpanExporter.shutdown failed", exc_info=True)
        finally:
            self._shutdown = True
            self._sink.close()
