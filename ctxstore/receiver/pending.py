"""The receiver's durable pending store: halves of an assembly wait in the database.

Why the database, and not memory or the spool: a part is acknowledged (200)
only once it is committed to ``pending_parts``, so a receiver killed with
``kill -9`` loses nothing it acknowledged, and the partner that arrives after
the restart (or at another receiver sharing the store) finds it. The spool is
the wrong tool: it holds finished records for replay, in order, and cannot be
searched by span. When the database is unavailable a request with parts to
park is answered 503 with ``Retry-After``, which OTLP exporters retry.

A request's parts are parked and the spans they touch are read back in one
database call under the write deadline (``SpoolingWriter.run``); spans that are
complete are written like any other record, and only then are their parts
deleted (by row ID). A crash in between writes the record again later, which
the store skips (``(trace_id, span_id)`` is stored once). A sweeper thread
finalises spans whose first part arrived more than the grace period ago: a span
becomes an assembly with what arrived (a ``ctxstore.assemble`` span without the
missing sections, a GenAI span without content is counted ``no_content``), and
log records whose span never came are counted per reason, logged once per
reason, and dropped.
"""

from __future__ import annotations

import dataclasses
import logging
import threading
from collections.abc import Callable, Mapping
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING

from ctxstore.db import pending as db_pending
from ctxstore.db.pending import Part
from ctxstore.delivery.sink import SpoolingWriter
from ctxstore.errors import SpanDecodeError
from ctxstore.receiver.genai import GenAIMapping
from ctxstore.receiver.genai.log_events import is_content_event
from ctxstore.receiver.joining import (
    UNJOINED_REASONS,
    Joined,
    genai_log_part,
    join,
    sections_part,
    stored_form,
)
from ctxstore.receiver.otlp_logs import DecodedLogs
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.telemetry.attributes import SECTION_EVENT
from ctxstore.telemetry.decode import decode_section_attributes

if TYPE_CHECKING:
    from ctxstore.store import Store

log = logging.getLogger(__name__)

#: Seconds a part waits for its partner before its span is finalised (or its logs dropped).
DEFAULT_GRACE = 60.0
#: Most spans one sweep finalises (the rest wait for the next sweep).
_SWEEP_BATCH = 500
UNJOINED_METRIC = "ctxstore_serve_log_records_unjoined_total"


class JoinCounters:
    """Counters for ``/metrics``; thread-safe. Unjoined reasons are logged once each."""

    NAMES = (
        "log_records_received",
        "log_records_used",
        "log_records_rejected",
        "parts_parked",
        "joined_complete",
        "joined_after_grace",
    )

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._values = dict.fromkeys(self.NAMES, 0)
        self._unjoined: dict[str, int] = {}

    def add(self, name: str, n: int = 1) -> None:
        with self._lock:
            self._values[name] += n

    def joined(self, joined: Joined) -> None:
        first = []
        with self._lock:
            self._values["joined_complete"] += joined.complete
            self._values["joined_after_grace"] += joined.after_grace
            for reason, n in joined.unjoined.items():
                if reason not in self._unjoined:
                    first.append(reason)
                self._unjoined[reason] = self._unjoined.get(reason, 0) + n
        for reason in first:
            log.warning(
                "log records dropped: %s; further ones are only counted (%s{reason=%r})",
                UNJOINED_REASONS.get(reason, reason),
                UNJOINED_METRIC,
                reason,
            )

    def snapshot(self) -> dict[str, object]:
        with self._lock:
            out: dict[str, object] = dict(self._values)
            out["unjoined"] = dict(sorted(self._unjoined.items()))
        return out

    @staticmethod
    def prometheus_of(snapshot: Mapping[str, object]) -> list[str]:
        lines = []
        for name in JoinCounters.NAMES:
            metric = f"ctxstore_serve_{name}_total"
            lines += [f"# TYPE {metric} counter", f"{metric} {snapshot.get(name, 0)}"]
        lines += [
            f"# HELP {UNJOINED_METRIC} log records dropped unjoined after the grace period",
            f"# TYPE {UNJOINED_METRIC} counter",
        ]
        counts = snapshot.get("unjoined")
        counts = counts if isinstance(counts, dict) else {}
        for reason in sorted(set(UNJOINED_REASONS) | set(counts)):
            lines.append(f'{UNJOINED_METRIC}{{reason="{reason}"}} {counts.get(reason, 0)}')
        return lines


def parts_from_logs(
    decoded: DecodedLogs, *, capture: bool, now: datetime
) -> tuple[list[Part], list[str]]:
    """The parts a logs request carries, and one error line per record that cannot be used."""
    parts: list[Part] = []
    errors: list[str] = []
    sections: dict[db_pending.SpanKey, dict[int, SectionRecord]] = {}
    for i, record in enumerate(decoded.records):
        where = f"log record {record.event_name} #{i}"
        if not (record.trace_id.strip("0") and record.span_id.strip("0")):
            errors.append(f"{where}: no trace and span ID, so it belongs to no span")
            continue
        if record.event_name == SECTION_EVENT:
            try:
                section = decode_section_attributes(record.attributes)
            except SpanDecodeError as exc:
                errors.append(f"{where} of span {record.span_id}: {exc}")
                continue
            if not capture and section.text is not None:
                # Never park text the policy will not keep.
                section = dataclasses.replace(section, text=None, redactions=())
            held = sections.setdefault((record.trace_id, record.span_id), {})
            held.setdefault(section.position, section)
        elif is_content_event(record.event_name):
            parts.append(genai_log_part(record, now))
    for (trace_id, span_id), by_position in sections.items():
        parts.append(sections_part(trace_id, span_id, list(by_position.values()), now))
    return parts, errors


class Joiner:
    """Parks parts, joins them into records, and finalises what the grace period ends.

    ``deliver`` (set by the app) retains and writes records like any request's,
    raising when they could be neither stored nor spooled.
    """

    def __init__(
        self,
        sink: SpoolingWriter,
        mapping: GenAIMapping,
        *,
        grace: float = DEFAULT_GRACE,
        counters: JoinCounters | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.sink = sink
        self.mapping = mapping
        self.grace = grace
        self.counters = counters or JoinCounters()
        self._clock = clock or (lambda: datetime.now(UTC))
        self._lock = threading.Lock()  # one join at a time in this process
        self._closed = threading.Event()
        self._thread: threading.Thread | None = None
        self.deliver: Callable[[list[AssemblyRecord]], None] | None = None
        #: Told the GenAI spans finalising found unusable (reason counts, first details).
        self.report_unusable: Callable[[Mapping[str, int], Mapping[str, str]], None] | None = None

    def now(self) -> datetime:
        return self._clock()

    def accept(self, parts: list[Part]) -> Joined:
        """Join ``parts`` with what is held, and park those still incomplete.

        Raises when the store is unavailable. Parts that complete their span are
        never parked: the record is written instead, then the held parts deleted.
        Two receivers that each get one half at the same instant both park it;
        the sweeper joins them at the end of the grace period.
        """
        if not parts:
            return Joined()
        arrived: dict[db_pending.SpanKey, list[Part]] = {}
        for part in parts:
            arrived.setdefault(part.key, []).append(part)

        def read(store: Store) -> dict[db_pending.SpanKey, list[Part]]:
            return db_pending.parts_of(store.engine, arrived)

        with self._lock:
            held = self.sink.run(read)
            merged = {key: [*held.get(key, []), *new] for key, new in arrived.items()}
            joined = join(merged, self.mapping, final=False)
            waiting = [
                stored_form(p)
                for key, new in arrived.items()
                if key not in joined.done
                for p in new
            ]
            if waiting:
                self.sink.run(lambda store: db_pending.park(store.engine, waiting))
                self.counters.add("parts_parked", len(waiting))
        self.counters.joined(joined)
        return joined

    def settle(self, joined: Joined) -> None:
        """Delete the parts ``joined`` used, once its records are stored or spooled."""
        if not joined.used:
            return
        try:
            self.sink.run(lambda store: db_pending.remove(store.engine, joined.used))
        except Exception:
            # They are finalised again later; the store skips a record it holds.
            log.warning("could not delete joined pending parts; retrying later", exc_info=True)

    def sweep(self) -> Joined:
        """Finalise spans whose grace period is over; returns what it did."""
        cutoff = self.now() - timedelta(seconds=self.grace)
        total = Joined()
        while not self._closed.is_set():
            spans, joined = self._sweep_batch(cutoff)
            self.counters.joined(joined)
            if joined.genai_unusable and self.report_unusable is not None:
                self.report_unusable(joined.genai_unusable, joined.genai_details)
            total.add(joined)
            if spans < _SWEEP_BATCH:
                break
        return total

    def _sweep_batch(self, cutoff: datetime) -> tuple[int, Joined]:
        def read(store: Store) -> dict[db_pending.SpanKey, list[Part]]:
            keys = db_pending.due(store.engine, cutoff, _SWEEP_BATCH)
            return db_pending.parts_of(store.engine, keys)

        with self._lock:
            held = self.sink.run(read)
            if not held:
                return 0, Joined()
            joined = join(held, self.mapping, final=True)
            if joined.records:
                if self.deliver is None:
                    raise RuntimeError("Joiner.deliver is not set")
                self.deliver(joined.records)
            used = joined.used
            self.sink.run(lambda store: db_pending.remove(store.engine, used))
        return len(held), joined

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._loop, name="ctxstore-join-sweeper", daemon=True
            )
            self._thread.start()

    def _loop(self) -> None:
        interval = min(max(self.grace / 4, 0.05), 5.0)
        while not self._closed.wait(interval):
            try:
                self.sweep()
            except Exception:
                log.warning("finalising pending spans failed; retrying", exc_info=True)

    def close(self) -> None:
        self._closed.set()
        if self._thread is not None:
            self._thread.join(self.sink.timeout * 3 + 1.0)
            self._thread = None


__all__ = [
    "DEFAULT_GRACE",
    "JoinCounters",
    "Joiner",
    "parts_from_logs",
]
