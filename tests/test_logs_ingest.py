"""``/v1/logs``: per-section log records and GenAI content logs joined with their spans."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from opentelemetry.proto.collector.logs.v1.logs_service_pb2 import ExportLogsServiceResponse
from opentelemetry.proto.logs.v1.logs_pb2 import LogRecord
from sqlalchemy import text
from starlette.testclient import TestClient

from ctxstore.db import pending as db_pending
from ctxstore.delivery.sink import SpoolingWriter
from ctxstore.receiver.app import ReceiverConfig, create_app
from ctxstore.receiver.genai import GenAIMapping
from ctxstore.receiver.pending import Joiner
from ctxstore.retention import RetentionPolicy
from ctxstore.store import Store
from tests.logs_support import (
    genai_log,
    log_mode_span_body,
    logs_body,
    section_logs,
    section_logs_body,
    section_logs_json,
)
from tests.telemetry_support import _kvs, make_record, otlp_body, otlp_request
from tests.test_receiver import JS, PB, TOKEN

TEXTS = ("You are a helpful assistant.", "Refunds take 5 days.", "What about my refund?")


class Clock:
    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


class LogsReceiver:
    def __init__(self, store: Store, tmp_path: Any, grace: float = 30.0) -> None:
        self.store = store
        self.clock = Clock()
        # A generous deadline: on a loaded machine a 2 s one sends records to the spool.
        self.sink = SpoolingWriter(
            store, spool_dir=str(tmp_path / "spool"), spool_name="serve", timeout=30
        )
        self.joiner = Joiner(self.sink, GenAIMapping(), grace=grace, clock=self.clock)
        app = create_app(
            self.sink,
            ReceiverConfig(token=TOKEN),
            RetentionPolicy(sample_rate=1.0),
            joiner=self.joiner,
        )
        self.client = TestClient(app, raise_server_exceptions=False)

    def traces(self, body: bytes, headers: dict[str, str] | None = None) -> Any:
        return self.client.post("/v1/traces", content=body, headers=headers or PB)

    def logs(self, body: bytes, headers: dict[str, str] | None = None) -> Any:
        return self.client.post("/v1/logs", content=body, headers=headers or PB)

    def sections(self, trace_id: str) -> list[tuple[int, str, str, str | None]]:
        """(position, name, content hash, text) of the assembly stored for the trace."""
        with self.store.engine.connect() as c:
            rows = c.execute(
                text(
                    "select s.position, s.name, s.content_hash from assembly_sections s "
                    "join assemblies a on a.id = s.assembly_id where a.trace_id = :t "
                    "order by s.position"
                ),
                {"t": trace_id},
            ).fetchall()
        return [(r[0], r[1], r[2], None) for r in rows]

    def count(self) -> int:
        with self.store.engine.connect() as c:
            return int(c.execute(text("select count(*) from assemblies")).scalar_one())

    def pending(self) -> int:
        return db_pending.count(self.store.engine)

    def expire(self) -> None:
        self.clock.now += timedelta(seconds=self.joiner.grace + 1)
        self.joiner.sweep()

    def metrics(self) -> dict[str, Any]:
        return dict(self.client.get("/metrics?format=json").json())


@pytest.fixture
def lx(db_url: str, tmp_path: Any) -> Iterator[LogsReceiver]:
    store = Store.open(db_url, migrate=True)
    yield LogsReceiver(store, tmp_path)
    store.close()


def _events_mode(lx: LogsReceiver, record: Any) -> list[Any]:
    """What the same record stores when its sections come as span events."""
    assert lx.traces(otlp_body([record])).status_code == 200
    return lx.sections(record.trace_id)


@pytest.mark.parametrize("order", ["span_first", "logs_first"], ids=["span-first", "logs-first"])
@pytest.mark.parametrize("fmt", ["protobuf", "json-gzip"], ids=["protobuf", "json-gzip"])
def test_section_logs_join_their_span_in_either_order(lx, order, fmt):
    record = make_record(0, texts=TEXTS)
    reference = _events_mode(lx, make_record(0, texts=TEXTS))
    if fmt == "protobuf":
        logs, headers = section_logs_body([record]), PB
    else:
        logs = gzip.compress(json.dumps(section_logs_json([record])).encode())
        headers = {**JS, "content-encoding": "gzip"}
    span = log_mode_span_body([record])
    first, second = (
        (lambda: lx.traces(span), lambda: lx.logs(logs, headers))
        if order == "span_first"
        else (lambda: lx.logs(logs, headers), lambda: lx.traces(span))
    )
    assert first().status_code == 200
    assert lx.sections(record.trace_id) == []  # waiting for its partner, not stored half
    assert lx.pending() > 0
    resp = second()
    assert resp.status_code == 200, resp.text
    got = lx.sections(record.trace_id)
    assert [(p, n) for p, n, _h, _t in got] == [(p, n) for p, n, _h, _t in reference]
    assert [h for *_x, h, _t in got] == [h for *_x, h, _t in reference]
    assert lx.pending() == 0
    assert lx.metrics()["joins"]["joined_complete"] == 1


def test_retried_requests_add_nothing(lx):
    record = make_record(1, texts=TEXTS)
    for _ in range(2):
        assert lx.logs(section_logs_body([record])).status_code == 200
    assert lx.pending() == 1  # the same batch sent again adds nothing
    cut = section_logs([record])
    del cut.resource_logs[0].scope_logs[0].log_records[1:]  # a retry cut differently
    assert lx.logs(bytes(cut.SerializeToString())).status_code == 200
    for _ in range(2):
        assert lx.traces(log_mode_span_body([record])).status_code == 200
    assert lx.count() == 1
    assert len(lx.sections(record.trace_id)) == len(TEXTS)
    lx.expire()  # the retried span parked again; finalising it stores nothing twice
    assert lx.count() == 1
    assert lx.pending() == 0


def test_grace_expiry_stores_a_lonely_span_and_drops_orphan_logs(lx, caplog):
    lonely = make_record(2, texts=TEXTS)
    orphan = make_record(3, texts=TEXTS)
    partial = make_record(4, texts=TEXTS)
    assert lx.traces(log_mode_span_body([lonely, partial])).status_code == 200
    assert lx.logs(section_logs_body([orphan])).status_code == 200
    req = section_logs([partial])
    del req.resource_logs[0].scope_logs[0].log_records[1:]  # only the first section arrives
    assert lx.logs(bytes(req.SerializeToString())).status_code == 200
    assert lx.count() == 0
    lx.joiner.sweep()  # not yet due: nothing happens
    assert lx.count() == 0 and lx.pending() > 0
    with caplog.at_level("WARNING"):
        lx.expire()
        more = make_record(5, texts=TEXTS)
        assert lx.logs(section_logs_body([more])).status_code == 200
        lx.expire()
    assert lx.count() == 2
    assert lx.sections(lonely.trace_id) == []  # an assembly without that content
    assert [p for p, *_r in lx.sections(partial.trace_id)] == [0]
    assert lx.sections(orphan.trace_id) == []
    assert lx.pending() == 0
    joins = lx.metrics()["joins"]
    assert joins["unjoined"] == {"section_logs_unjoined": 2 * len(TEXTS)}
    assert joins["joined_after_grace"] == 2
    dropped = [r for r in caplog.records if "log records dropped" in r.getMessage()]
    assert len(dropped) == 1  # once per reason
    prom = lx.client.get("/metrics").text
    assert 'ctxstore_serve_log_records_unjoined_total{reason="section_logs_unjoined"} 6' in prom


def test_parts_survive_a_new_receiver_on_the_same_store(db_url, tmp_path):
    """A restart: the span parked by one receiver is joined by the next one."""
    record = make_record(6, texts=TEXTS)
    store = Store.open(db_url, migrate=True)
    try:
        first = LogsReceiver(store, tmp_path / "a")
        assert first.traces(log_mode_span_body([record])).status_code == 200
        first.sink.close()
        second = LogsReceiver(store, tmp_path / "b")
        assert second.logs(section_logs_body([record])).status_code == 200
        assert len(second.sections(record.trace_id)) == len(TEXTS)
        assert second.pending() == 0
    finally:
        store.close()


def test_pending_payloads_are_sealed_at_rest(lx):
    record = make_record(7, texts=("a secret system prompt nobody may read", None))
    assert lx.logs(section_logs_body([record])).status_code == 200
    with lx.store.engine.connect() as c:
        payloads = [bytes(r[0]) for r in c.execute(text("select payload from pending_parts"))]
    assert payloads and all(b"secret system prompt" not in p for p in payloads)


def test_bad_log_records_are_reported_and_the_rest_used(lx):
    record = make_record(8, texts=TEXTS)
    no_context = LogRecord(event_name="ctxstore.section", attributes=_kvs({"x": 1}))
    bad = LogRecord(
        event_name="ctxstore.section",
        trace_id=bytes.fromhex(record.trace_id),
        span_id=bytes.fromhex(record.span_id),
        attributes=_kvs({"ctxstore.section.position": 9}),
    )
    other = LogRecord(body=_kvs({"a": "b"})[0].value)  # an application log line: ignored
    body = bytes(section_logs([record], extra=[no_context, bad, other]).SerializeToString())
    resp = lx.logs(body)
    assert resp.status_code == 200
    answer = ExportLogsServiceResponse.FromString(resp.content)
    assert answer.partial_success.rejected_log_records == 2
    assert "no trace and span ID" in answer.partial_success.error_message
    assert "missing required attribute" in answer.partial_success.error_message
    assert lx.traces(log_mode_span_body([record])).status_code == 200
    assert len(lx.sections(record.trace_id)) == len(TEXTS)


_BAD_JSON = json.dumps(
    {
        "resourceLogs": [
            {"scopeLogs": [{"logRecords": [{"eventName": "ctxstore.section", "traceId": 5}]}]}
        ]
    }
).encode()


@pytest.mark.parametrize(
    ("headers", "body", "status"),
    [
        ({"content-type": "application/x-protobuf"}, b"", 401),
        ({**PB, "content-type": "text/plain"}, b"", 415),
        ({**PB, "content-encoding": "br"}, b"", 415),
        (PB, b"\xff\xff\xff", 400),
        (JS, _BAD_JSON, 400),
    ],
    ids=["no-token", "content-type", "encoding", "bad-protobuf", "bad-json"],
)
def test_logs_endpoint_refuses_like_traces(lx, headers, body, status):
    resp = lx.logs(body, headers)
    assert resp.status_code == status
    assert lx.pending() == 0


def test_logs_body_limit(db_url, tmp_path):
    store = Store.open(db_url, migrate=True)
    try:
        sink = SpoolingWriter(store, spool_dir=str(tmp_path / "spool"))
        app = create_app(sink, ReceiverConfig(token=TOKEN, max_body=1000), RetentionPolicy())
        client = TestClient(app)
        big = gzip.compress(b"\x00" * 5000)
        resp = client.post("/v1/logs", content=big, headers={**PB, "content-encoding": "gzip"})
        assert resp.status_code == 413
    finally:
        store.close()


def test_store_down_answers_503_and_keeps_nothing_half_done(sqlite_url, tmp_path):
    store = Store.open(sqlite_url, migrate=True)
    rx = LogsReceiver(store, tmp_path)

    def down(fn: Any) -> Any:
        raise OSError("database is down")

    rx.sink.run = down  # type: ignore[method-assign]
    record = make_record(9, texts=TEXTS)
    resp = rx.logs(section_logs_body([record]))
    assert resp.status_code == 503 and resp.headers["retry-after"]
    resp = rx.traces(log_mode_span_body([record]))
    assert resp.status_code == 503
    store.close()


def test_event_mode_spans_never_wait(lx):
    record = make_record(10, texts=TEXTS)
    assert lx.traces(otlp_body([record])).status_code == 200
    assert lx.pending() == 0 and len(lx.sections(record.trace_id)) == len(TEXTS)


# -- GenAI content as log records ------------------------------------------------------

SYSTEM = "You are the billing assistant. Be brief."
ASK = "Why was I charged twice?"


def _genai_span(trace_id: str, span_id: str, attrs: dict[str, Any]) -> bytes:
    from opentelemetry.proto.trace.v1.trace_pb2 import Span

    base = {
        "gen_ai.operation.name": "chat",
        "gen_ai.request.model": "gpt-4o",
        "gen_ai.system": "openai",
        **attrs,
    }
    span = Span(
        trace_id=bytes.fromhex(trace_id),
        span_id=bytes.fromhex(span_id),
        name="chat gpt-4o",
        start_time_unix_nano=1_700_000_000_000_000_000,
        end_time_unix_nano=1_700_000_000_100_000_000,
        attributes=_kvs(base),
    )
    return bytes(otlp_request([span], service="billing").SerializeToString())


def _ids(n: int) -> tuple[str, str]:
    return f"{n:032x}", f"{n:016x}"


def _content_span_reference(lx: LogsReceiver) -> list[Any]:
    t, s = _ids(100)
    messages = [
        {"role": "system", "parts": [{"type": "text", "content": SYSTEM}]},
        {"role": "user", "parts": [{"type": "text", "content": ASK}]},
    ]
    attrs = {"gen_ai.input.messages": json.dumps(messages)}
    assert lx.traces(_genai_span(t, s, attrs)).status_code == 200
    return [(p, n, h) for p, n, h, _t in lx.sections(t)]


@pytest.mark.parametrize("order", ["span_first", "logs_first"], ids=["span-first", "logs-first"])
def test_per_message_genai_logs_join_a_contentless_span(lx, order):
    reference = _content_span_reference(lx)
    assert reference, "the span-attribute form stores sections"
    t, s = _ids(101)
    logs = logs_body(
        [
            genai_log("gen_ai.system.message", t, s, body={"content": SYSTEM}, t=1),
            genai_log("gen_ai.user.message", t, s, body={"content": ASK}, t=2),
            genai_log(
                "gen_ai.choice",
                t,
                s,
                body={"index": 0, "finish_reason": "stop", "message": {"content": "ok"}},
                t=3,
            ),
        ]
    )
    steps = [lambda: lx.traces(_genai_span(t, s, {})), lambda: lx.logs(logs)]
    if order == "logs_first":
        steps.reverse()
    for step in steps:
        assert step().status_code == 200
    got = [(p, n, h) for p, n, h, _t in lx.sections(t)]
    assert got == reference
    assert lx.pending() == 0


def test_details_event_joins_and_a_contentless_span_without_logs_is_counted(lx):
    reference = _content_span_reference(lx)
    t, s = _ids(102)
    details = genai_log(
        "gen_ai.client.inference.operation.details",
        t,
        s,
        attrs={
            "gen_ai.system_instructions": [{"type": "text", "content": SYSTEM}],
            "gen_ai.input.messages": [
                {"role": "user", "parts": [{"type": "text", "content": ASK}]}
            ],
        },
    )
    assert lx.logs(logs_body([details])).status_code == 200
    assert lx.traces(_genai_span(t, s, {})).status_code == 200
    assert [(p, n, h) for p, n, h, _t in lx.sections(t)] == reference
    lone_t, lone_s = _ids(103)
    assert lx.traces(_genai_span(lone_t, lone_s, {})).status_code == 200
    lx.expire()
    assert lx.sections(lone_t) == []
    assert lx.metrics()["genai_spans_unusable"] == {"no_content": 1}
    assert lx.pending() == 0


def test_openai_v2_per_message_events_from_its_own_builders(lx):
    """The older per-message events, as openai-v2's ``message_to_event``/``choice_to_event``
    build them, through the Logs SDK and its OTLP encoder: same digests as ``assemble()``."""
    from opentelemetry.exporter.otlp.proto.common._log_encoder import encode_logs
    from opentelemetry.instrumentation.openai_v2.utils import choice_to_event, message_to_event
    from opentelemetry.sdk._logs import LoggerProvider
    from opentelemetry.sdk._logs.export import InMemoryLogRecordExporter, SimpleLogRecordProcessor
    from opentelemetry.sdk.trace import TracerProvider

    from tests.test_genai_ingest import _call, reference

    call = _call()
    messages = [{"role": "system", "content": call["system"]}, *call["messages"]]
    tracer = TracerProvider().get_tracer("test")
    provider = LoggerProvider()
    memory = InMemoryLogRecordExporter()
    provider.add_log_record_processor(SimpleLogRecordProcessor(memory))
    logger = provider.get_logger("openai-v2")

    class _Choice:
        index, finish_reason = 0, "stop"
        message = None

    with tracer.start_as_current_span("chat gpt-4o-mini") as span:
        for message in messages:
            logger.emit(message_to_event(message, True))
        logger.emit(choice_to_event(_Choice(), True))
        ctx = span.get_span_context()
    assert len(memory.get_finished_logs()) == len(messages) + 1
    logs = bytes(encode_logs(memory.get_finished_logs()).SerializeToString())
    t, s = format(ctx.trace_id, "032x"), format(ctx.span_id, "016x")
    assert lx.logs(logs).status_code == 200
    span_body = _genai_span(t, s, {"gen_ai.request.model": "gpt-4o-mini"})
    assert lx.traces(span_body).status_code == 200
    got = {n: h for _p, n, h, _t in lx.sections(t)}
    want = reference()
    want.pop("tool:lookup_order")  # tool definitions are not among these events
    assert got == want  # system prompt, history and ask: assemble()'s digests
    assert lx.pending() == 0
