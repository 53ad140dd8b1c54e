"""``/v1/logs`` requests, and the trace requests' waiting spans, into pending parts.

The app (:mod:`ctxstore.receiver.app`) does HTTP for both endpoints alike
(auth, media type, gzip, size and time limits, partial success); this module
turns what a request carries into parts for the :class:`~.pending.Joiner`,
maps a bad body to a 400 and an unavailable store to a 503, and counts.
"""

from __future__ import annotations

import logging

from ctxstore.db.pending import Part
from ctxstore.receiver.decoding import UNAVAILABLE, HttpError, decode_or_400
from ctxstore.receiver.joining import Joined, assemble_part, genai_span_part
from ctxstore.receiver.otlp_logs import decode_logs
from ctxstore.receiver.pending import JoinCounters, Joiner, parts_from_logs
from ctxstore.records import AssemblyRecord
from ctxstore.telemetry.decode import SpanInput

log = logging.getLogger(__name__)


class LogsIngest:
    """Parks what waits for a partner; thread-safe (the joiner serialises its joins)."""

    def __init__(self, joiner: Joiner, counters: JoinCounters, *, capture: bool) -> None:
        self.joiner = joiner
        self.counters = counters
        self.capture = capture

    def _accept(self, parts: list[Part]) -> Joined:
        try:
            return self.joiner.accept(parts)
        except Exception:
            log.error("could not keep pending parts in the store", exc_info=True)
            raise HttpError(
                503,
                "the store is unavailable, and spans or log records waiting for their "
                "partner are kept only there; retry later",
                UNAVAILABLE,
            ) from None

    def park_spans(self, spans: list[tuple[AssemblyRecord, int]], genai: list[SpanInput]) -> Joined:
        """Spans of a traces request that wait for log records; what they complete."""
        if not spans and not genai:
            return Joined()
        now = self.joiner.now()
        parts = [assemble_part(record, expected, now) for record, expected in spans]
        parts += [genai_span_part(span, now) for span in genai]
        return self._accept(parts)

    def accept(
        self, body: bytes, media: str, gzipped: bool, max_body: int
    ) -> tuple[Joined, int, list[str]]:
        """A logs request: (what it completes, log records rejected, one error line each)."""
        decoded = decode_or_400(decode_logs, body, media, gzipped, max_body)
        self.counters.add("log_records_received", decoded.total)
        parts, errors = parts_from_logs(decoded, capture=self.capture, now=self.joiner.now())
        if errors:
            self.counters.add("log_records_rejected", len(errors))
        self.counters.add("log_records_used", len(parts))
        return self._accept(parts), len(errors), errors


__all__ = ["LogsIngest"]
