"""How the receiver reports GenAI spans it could not use: a counter family and one log line per reason.

A Collector may send every span of a busy service; a misconfigured
instrumentation (content capture off) makes *every* model-call span unusable.
One warning per reason for the life of the process says what to fix without
flooding the log; ``/metrics`` keeps the running counts per reason, and each
OTLP response says what happened to that request's spans.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping

from ctxstore.receiver.genai.conversation import REASONS

log = logging.getLogger("ctxstore.receiver.genai")

METRIC = "ctxstore_serve_genai_spans_unusable_total"


class UnusableCounter:
    """Per-reason counts of unusable GenAI spans; thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: dict[str, int] = {}

    def add(self, counts: Mapping[str, int], details: Mapping[str, str]) -> None:
        first: list[str] = []
        with self._lock:
            for reason, n in counts.items():
                if reason not in self._counts:
                    first.append(reason)
                self._counts[reason] = self._counts.get(reason, 0) + n
        for reason in first:
            log.warning(
                "GenAI span(s) not stored: %s (e.g. %s); further spans with this problem are "
                "only counted (%s{reason=%r} in /metrics)",
                REASONS.get(reason, reason),
                details.get(reason, "?"),
                METRIC,
                reason,
            )

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(sorted(self._counts.items()))

    @staticmethod
    def prometheus_of(snapshot: object) -> list[str]:
        """Prometheus lines for a :meth:`snapshot` (every known reason, zeros included)."""
        lines = [
            f"# HELP {METRIC} GenAI model-call spans not stored, by reason",
            f"# TYPE {METRIC} counter",
        ]
        counts: dict[str, int] = dict(snapshot) if isinstance(snapshot, dict) else {}
        for reason in sorted(set(REASONS) | set(counts)):
            lines.append(f'{METRIC}{{reason="{reason}"}} {counts.get(reason, 0)}')
        return lines
