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
LLM-call spans (GenAI conventions, OpenLLMetry, OpenInference) become outcomes
and ``ctxstore.score`` spans scores (``ctxstore.telemetry.outcome_spans``),
written after the batch's assemblies; other spans are ignored. A malformed span
is logged and counted, never raised. Outcomes are not spooled to disk: while the
store is away they wait in memory for the next batch (bounded; what overflows or
is still pending at shutdown is counted in ``stats().outcomes_lost``).

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
from ctxstore.outcomes import OutcomeRecord, ScoreRecord
from ctxstore.records import AssemblyRecord
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.decode import SpanInput, decode_span, span_input_from_readable
from ctxstore.telemetry.outcome_spans import (
    SCORE_SPAN_NAME,
    is_llm_call,
    outcomes_from_spans,
    score_from_span,
)

if TYPE_CHECKING:
    from ctxstore.store import Store

log = logging.getLogger(__name__)

MAX_PENDING_OUTCOMES = 50_000
"""Outcomes and scores kept in memory while the store is away (they are not spooled)."""


@dataclass(frozen=True, slots=True)
class ExporterStats:
    exported: int  # ctxstore.assemble spans handed to export()
    invalid: int  # spans that did not decode (logged)
    sink: SinkStats
    outcomes_lost: int = 0  # outcomes and scores not written: the store was away (not spooled)


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
        self._outcomes_lost = 0
        self._pending_outcomes: list[OutcomeRecord] = []
        self._pending_scores: list[ScoreRecord] = []
        self._shutdown = False

    @property
    def spool_dir(self) -> str:
        return str(self._sink.spool.directory)

    def stats(self) -> ExporterStats:
        return ExporterStats(self._exported, self._invalid, self._sink.stats(), self._outcomes_lost)

    def _outcomes(
        self, spans: Sequence[ReadableSpan]
    ) -> tuple[list[OutcomeRecord], list[ScoreRecord]]:
        """Outcomes of the LLM-call spans and scores of the ``ctxstore.score`` spans in a batch."""
        calls: list[SpanInput] = []
        scores: list[ScoreRecord] = []
        for span in spans:
            try:
                if span.name == SCORE_SPAN_NAME:
                    scores.append(score_from_span(span_input_from_readable(span)))
                elif span.name != A.SPAN_NAME and is_llm_call(span.attributes or {}):
                    calls.append(span_input_from_readable(span))
            except Exception as exc:  # telemetry never breaks the caller
                self._invalid += 1
                log.warning(
                    "skipping span %s: no outcome or score read from it: %s", span.name, exc
                )
        try:
            return outcomes_from_spans(calls), scores
        except Exception:
            self._invalid += len(calls)
            log.warning("no outcomes read from %d LLM-call span(s)", len(calls), exc_info=True)
            return [], scores

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
            outcomes, scores = self._outcomes(spans)
            self._exported += len(records)
            dropped = 0
            if records or self._sink.spool.has_pending():
                dropped = self._sink.write(records).dropped
            # After the assemblies: an outcome and its assembly in one batch fold once.
            self._write_outcomes(outcomes, scores)
            return SpanExportResult.FAILURE if dropped else SpanExportResult.SUCCESS
        except Exception:
            log.error("StoreSpanExporter.export failed", exc_info=True)
            return SpanExportResult.FAILURE

    def _write_outcomes(
        self, outcomes: list[OutcomeRecord], scores: list[ScoreRecord], *, force: bool = False
    ) -> bool:
        """Write these and whatever an earlier failure left pending; keep them if it fails.

        Outcomes are not spooled to disk; while the store is away they wait in
        memory (at most :data:`MAX_PENDING_OUTCOMES`, oldest dropped first and
        counted in ``stats().outcomes_lost``) and go with the next batch.
        """
        outcomes = self._pending_outcomes + outcomes
        scores = self._pending_scores + scores
        self._pending_outcomes, self._pending_scores = [], []
        if self._sink.write_outcomes(outcomes, scores, force=force):
            return True
        over = len(outcomes) + len(scores) - MAX_PENDING_OUTCOMES
        if over > 0:
            self._outcomes_lost += over
            log.warning("outcome buffer full: %d oldest outcome(s)/score(s) dropped", over)
            cut = min(over, len(outcomes))
            outcomes, scores = outcomes[cut:], scores[over - cut :]
        self._pending_outcomes, self._pending_scores = outcomes, scores
        return False

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        """Replay the spool now if the store is reachable. True when nothing is pending."""
        try:
            flushed = self._sink.flush()
            return self._write_outcomes([], [], force=True) and flushed
        except Exception:
            log.error("StoreSpanExporter.force_flush failed", exc_info=True)
            return False

    def shutdown(self) -> None:
        """Replay what the spool holds if the store is reachable, then release the store."""
        if self._shutdown:
            return
        try:
            if not self._write_outcomes([], [], force=True):
                self._outcomes_lost += len(self._pending_outcomes) + len(self._pending_scores)
                log.warning(
                    "StoreSpanExporter shut down with %d outcome(s)/score(s) not recorded",
                    len(self._pending_outcomes) + len(self._pending_scores),
                )
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
