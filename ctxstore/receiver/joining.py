"""What waits for what: spans and log records as pending parts, and when they make an assembly.

A ``ctxstore.assemble`` span that says its sections travel as log records
(``ctxstore.sections.delivery = "logs"``) is complete when it has as many
distinct ``ctxstore.section`` log records (by position) as its
``ctxstore.sections.count``. A GenAI model-call span without content is
complete when its content logs are (:func:`.genai.log_events.complete`). Parts
are keyed by their span (trace ID, span ID); a part's key within the span
(``span``, ``s:<digest of positions>``, ``l:<digest>``) makes a retried request a no-op.

:func:`join` is pure: it takes the parts held for some spans and returns the
records that are ready, the parts they used, and (when ``final``: the grace
period is over) what became of the rest. :mod:`ctxstore.receiver.pending` keeps
the parts in the database and runs the grace period.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import logging
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ctxstore.db.pending import Part, SpanKey
from ctxstore.delivery.spool import record_from_json, record_to_json
from ctxstore.receiver.genai import GenAIMapping, convert
from ctxstore.receiver.genai.log_events import ContentLog, complete, merge
from ctxstore.receiver.otlp_logs import LogInput
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.telemetry.decode import EventInput, SpanInput

log = logging.getLogger(__name__)

KIND_ASSEMBLE = "assemble"
KIND_SECTION = "section"
KIND_GENAI_SPAN = "genai_span"
KIND_GENAI_LOG = "genai_log"
SPAN_PART = "span"

#: Why log records were dropped after the grace period, for ``/metrics`` and the log.
UNJOINED_REASONS: Mapping[str, str] = {
    "section_logs_unjoined": "ctxstore.section log records whose ctxstore.assemble span did "
    "not arrive within the grace period, or had already been stored",
    "genai_logs_unjoined": "GenAI log events whose model-call span did not arrive within "
    "the grace period, or had already been stored",
}
_UNJOINED_BY_KIND = {KIND_SECTION: "section_logs_unjoined", KIND_GENAI_LOG: "genai_logs_unjoined"}
_SECTION_FIELDS = tuple(f.name for f in dataclasses.fields(SectionRecord))


def _dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=_unbytes).encode()


def _unbytes(value: Any) -> Any:
    # Bytes attribute values are never content a convention reads; keep their size only.
    if isinstance(value, bytes | bytearray):
        return f"<{len(value)} bytes>"
    raise TypeError(f"{type(value).__name__} is not JSON serialisable")


# -- parts ---------------------------------------------------------------------


def assemble_part(record: AssemblyRecord, expected: int, now: datetime) -> Part:
    """A ``ctxstore.assemble`` span waiting for ``expected`` section log records."""
    payload = {"record": record_to_json(record), "expected": expected}
    return Part(record.trace_id, record.span_id, SPAN_PART, KIND_ASSEMBLE, _dumps(payload), now)


def sections_part(
    trace_id: str, span_id: str, sections: Sequence[SectionRecord], now: datetime
) -> Part:
    """The section log records of one span in one request, as one part.

    One part per request rather than per record: a span's sections usually come in
    one export batch, and parking them as one row costs one eighth of the work for
    eight sections. The key is the positions it holds, so the same batch sent again
    adds nothing; a differently cut retry adds a part whose positions :func:`join`
    counts once. The payload is made only if the part has to wait (:func:`stored_form`).
    """
    positions = ",".join(str(s.position) for s in sorted(sections, key=_position))
    key = "s:" + hashlib.sha256(positions.encode()).hexdigest()[:40]
    return Part(trace_id, span_id, key, KIND_SECTION, b"", now, value=tuple(sections))


def _position(section: SectionRecord) -> int:
    return section.position


def stored_form(part: Part) -> Part:
    """``part`` with its payload, ready to be parked."""
    if part.payload or part.kind != KIND_SECTION:
        return part
    rows = [{n: getattr(s, n) for n in _SECTION_FIELDS} for s in part.value]
    return dataclasses.replace(part, payload=_dumps(rows))


def genai_span_part(span: SpanInput, now: datetime) -> Part:
    payload = {
        "name": span.name,
        "start": span.start_time_unix_nano,
        "attributes": dict(span.attributes),
        "events": [[e.name, dict(e.attributes), e.time_unix_nano] for e in span.events],
        "resource": dict(span.resource),
    }
    return Part(span.trace_id, span.span_id, SPAN_PART, KIND_GENAI_SPAN, _dumps(payload), now)


def genai_log_part(record: LogInput, now: datetime) -> Part:
    payload = _dumps(
        {
            "event": record.event_name,
            "attributes": dict(record.attributes),
            "body": record.body,
            "time": record.time_unix_nano,
        }
    )
    # The same record sent twice (an exporter's retry) has the same digest.
    key = "l:" + hashlib.sha256(payload).hexdigest()[:40]
    return Part(record.trace_id, record.span_id, key, KIND_GENAI_LOG, payload, now)


def _sections(part: Part) -> tuple[SectionRecord, ...]:
    if isinstance(part.value, tuple):
        return part.value
    out = []
    for data in json.loads(part.payload):
        data["screening_hits"] = tuple(data.get("screening_hits") or ())
        data["redactions"] = tuple(data.get("redactions") or ())
        out.append(SectionRecord(**data))
    return tuple(out)


def _span(part: Part) -> SpanInput:
    data = json.loads(part.payload)
    return SpanInput(
        name=data["name"],
        trace_id=part.trace_id,
        span_id=part.span_id,
        start_time_unix_nano=int(data["start"]),
        attributes=data["attributes"],
        events=tuple(EventInput(n, a, int(t)) for n, a, t in data["events"]),
        resource=data["resource"],
    )


def _content_log(payload: bytes) -> ContentLog:
    data = json.loads(payload)
    return ContentLog(data["event"], data["attributes"], data["body"], int(data["time"]))


# -- joining -------------------------------------------------------------------


@dataclass(slots=True)
class Joined:
    """What :func:`join` made of the parts of some spans."""

    records: list[AssemblyRecord] = field(default_factory=list)
    used: list[int] = field(default_factory=list)  # part IDs to delete once records are stored
    done: set[SpanKey] = field(default_factory=set)  # spans finalised (complete or not)
    complete: int = 0  # spans joined with everything they waited for
    after_grace: int = 0  # spans stored at the end of the grace period without all of it
    unjoined: Counter[str] = field(default_factory=Counter)  # reason -> log records dropped
    genai_unusable: Counter[str] = field(default_factory=Counter)
    genai_details: dict[str, str] = field(default_factory=dict)

    def add(self, other: Joined) -> None:
        self.records += other.records
        self.used += other.used
        self.done |= other.done
        self.complete += other.complete
        self.after_grace += other.after_grace
        self.unjoined.update(other.unjoined)
        self.genai_unusable.update(other.genai_unusable)
        for reason, detail in other.genai_details.items():
            self.genai_details.setdefault(reason, detail)


def join(parts: Mapping[SpanKey, Sequence[Part]], mapping: GenAIMapping, *, final: bool) -> Joined:
    """Records for the spans whose parts are complete (all of them when ``final``).

    Parts without a row ID (just arrived, not parked) count like held ones; a
    part key seen twice counts once (the first, which is the held one).
    """
    out = Joined()
    for key, key_parts in parts.items():
        head = next((p for p in key_parts if p.part_key == SPAN_PART), None)
        if head is None:
            if final:  # logs whose span never came: dropped, counted by kind
                for p in key_parts:
                    records = len(_sections(p)) if p.kind == KIND_SECTION else 1
                    out.unjoined[_UNJOINED_BY_KIND.get(p.kind, "genai_logs_unjoined")] += records
                out.used += [p.id for p in key_parts if p.id is not None]
                out.done.add(key)
            continue
        if head.kind == KIND_ASSEMBLE:
            done = _join_assemble(head, key_parts, final, out)
        else:
            done = _join_genai(head, key_parts, mapping, final, out)
        if done:
            out.used += [p.id for p in key_parts if p.id is not None]
            out.done.add(key)
    return out


def _join_assemble(head: Part, parts: Sequence[Part], final: bool, out: Joined) -> bool:
    data = json.loads(head.payload)
    expected = int(data["expected"])
    sections: dict[int, SectionRecord] = {}
    for p in parts:
        if p.kind == KIND_SECTION:
            for section in _sections(p):
                sections.setdefault(section.position, section)
    if len(sections) < expected and not final:
        return False
    if len(sections) < expected:
        out.after_grace += 1
        log.debug(
            "span %s/%s stored with %d of its %d sections after the grace period",
            head.trace_id,
            head.span_id,
            len(sections),
            expected,
        )
    else:
        out.complete += 1
    ordered = tuple(sections[k] for k in sorted(sections))
    record = dataclasses.replace(
        record_from_json(data["record"]),
        sections=ordered,
        content_captured=any(s.text is not None for s in ordered),
    )
    out.records.append(record)
    return True


def _join_genai(
    head: Part, parts: Sequence[Part], mapping: GenAIMapping, final: bool, out: Joined
) -> bool:
    logs = [_content_log(p.payload) for p in parts if p.kind == KIND_GENAI_LOG]
    if not (logs and complete(logs)) and not final:
        return False
    if logs and complete(logs):
        out.complete += 1
    else:
        out.after_grace += 1
    batch = convert([merge(_span(head), logs)], mapping)
    out.records += [c.record for c in batch.converted]
    out.genai_unusable.update(batch.unusable)
    for reason, detail in batch.details.items():
        out.genai_details.setdefault(reason, detail)
    return True


__all__ = [
    "KIND_ASSEMBLE",
    "KIND_GENAI_LOG",
    "KIND_GENAI_SPAN",
    "KIND_SECTION",
    "UNJOINED_REASONS",
    "Joined",
    "assemble_part",
    "genai_log_part",
    "genai_span_part",
    "join",
    "sections_part",
    "stored_form",
]
