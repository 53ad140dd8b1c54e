"""``ctxstore serve``'s app, driven over HTTP (Starlette's TestClient) against both databases."""

from __future__ import annotations

import dataclasses
import gzip
import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy.exc as sa_exc
from google.rpc.status_pb2 import Status
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceResponse
from sqlalchemy import text
from starlette.testclient import TestClient

from ctxstore.db import queries
from ctxstore.delivery.sink import SpoolingWriter
from ctxstore.receiver.app import ReceiverConfig, create_app
from ctxstore.retention import RetentionPolicy
from ctxstore.store import Store
from ctxstore.telemetry import attributes as A
from tests.telemetry_support import (
    make_record,
    otlp_body,
    otlp_json,
    otlp_request,
    record_span_pb,
)

TOKEN = "t0ken-for-tests"
PB = {"content-type": "application/x-protobuf", "authorization": f"Bearer {TOKEN}"}
JS = {"content-type": "application/json", "authorization": f"Bearer {TOKEN}"}
SECRET = "bob.builder@example.org"


class Receiver:
    def __init__(self, client: TestClient, store: Store, sink: SpoolingWriter) -> None:
        self.client, self.store, self.sink = client, store, sink

    def post(self, body: bytes, headers: dict[str, str] | None = None) -> Any:
        return self.client.post("/v1/traces", content=body, headers=headers or PB)

    def count(self) -> int:
        with self.store.engine.connect() as c:
            return int(c.execute(text("select count(*) from assemblies")).scalar_one())

    def blobs(self) -> list[str]:
        """Stored texts as the store opens them (they are sealed at rest)."""
        with self.store.engine.connect() as c:
            hashes = [r[0] for r in c.execute(text("select content_hash from content_blobs"))]
        found = queries.blobs_by_hash(self.store.engine, hashes)
        return [b.text for b in found.values() if b.text]

    def metrics(self) -> dict[str, Any]:
        return dict(self.client.get("/metrics?format=json").json())


def make_receiver(
    store: Store, tmp_path: Any, *, policy: RetentionPolicy | None = None, **config: Any
) -> Receiver:
    sink = SpoolingWriter(store, spool_dir=str(tmp_path / "spool"), spool_name="serve")
    app = create_app(
        sink,
        ReceiverConfig(token=config.pop("token", TOKEN), **config),
        policy or RetentionPolicy(sample_rate=1.0),
    )
    return Receiver(TestClient(app, raise_server_exceptions=False), store, sink)


@pytest.fixture
def rx(db_url: str, tmp_path: Any) -> Iterator[Receiver]:
    store = Store.open(db_url, migrate=True)
    receiver = make_receiver(store, tmp_path, max_body=256 * 1024)
    yield receiver
    store.close()


def ok_response(resp: Any) -> ExportTraceServiceResponse:
    assert resp.status_code == 200, resp.text
    return ExportTraceServiceResponse.FromString(resp.content)


@pytest.mark.parametrize("encoding", ["identity", "gzip"], ids=["plain", "gzip"])
@pytest.mark.parametrize("fmt", ["protobuf", "json"], ids=["protobuf", "json"])
def test_spans_are_stored(rx, fmt, encoding):
    records = [make_record(i) for i in range(3)]
    if fmt == "protobuf":
        body, headers = otlp_body(records), dict(PB)
    else:
        body, headers = json.dumps(otlp_json(records)).encode(), dict(JS)
    if encoding == "gzip":
        body, headers["content-encoding"] = gzip.compress(body), "gzip"
    resp = rx.post(body, headers)
    assert resp.status_code == 200
    if fmt == "protobuf":
        assert not ok_response(resp).HasField("partial_success")
    else:
        assert resp.json() == {}
    assert rx.count() == 3
    with rx.store.engine.connect() as c:
        rows = c.execute(text("select root_fingerprint, service from assemblies")).fetchall()
    assert {r[0] for r in rows} == {r.root_fingerprint for r in records}
    assert {r[1] for r in rows} == {"support-bot"}


def test_replayed_request_is_not_duplicated(rx):
    body = otlp_body([make_record(i) for i in range(4)])
    ok_response(rx.post(body))
    ok_response(rx.post(body))  # an OTLP client retrying after a timeout
    assert rx.count() == 4


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ({"content-type": "application/x-protobuf"}, 401),
        ({"content-type": "application/x-protobuf", "authorization": "Bearer nope"}, 401),
        ({"content-type": "application/x-protobuf", "authorization": f"Basic {TOKEN}"}, 401),
        ({"content-type": "text/plain", "authorization": f"Bearer {TOKEN}"}, 415),
        ({"authorization": f"Bearer {TOKEN}"}, 415),
        ({**PB, "content-encoding": "br"}, 415),
    ],
    ids=["no-token", "wrong-token", "wrong-scheme", "text-plain", "no-content-type", "brotli"],
)
def test_refused_requests_say_why(rx, headers, status):
    resp = rx.post(otlp_body([make_record()]), headers)
    assert resp.status_code == status
    assert rx.count() == 0
    if status == 401:
        assert resp.headers["www-authenticate"].startswith("Bearer")
        assert "bearer token" in Status.FromString(resp.content).message
    else:
        assert "Content-" in resp.text


def test_no_auth_mode_accepts_requests(db_url, tmp_path):
    store = Store.open(db_url, migrate=True)
    rx = make_receiver(store, tmp_path, token=None, allow_no_auth=True)
    ok_response(rx.post(otlp_body([make_record()]), {"content-type": "application/x-protobuf"}))
    assert rx.count() == 1
    store.close()


def test_body_limits(rx):
    stored = otlp_body([make_record(i) for i in range(2)])
    ok_response(rx.post(stored))
    big = b"\x00" * (300 * 1024)
    resp = rx.post(big)
    assert resp.status_code == 413 and "limit" in Status.FromString(resp.content).message

    def chunks() -> Iterator[bytes]:  # no Content-Length: the limit is enforced while streaming
        for _ in range(40):
            yield b"\x0a" * 10_000

    resp = rx.client.post("/v1/traces", content=chunks(), headers=PB)
    assert resp.status_code == 413
    bomb = gzip.compress(b"\x00" * (50 * 1024 * 1024))
    assert len(bomb) < 256 * 1024
    resp = rx.post(bomb, {**PB, "content-encoding": "gzip"})
    assert resp.status_code == 413
    assert "decompressed" in Status.FromString(resp.content).message
    assert rx.count() == 2  # nothing already stored is lost


@pytest.mark.parametrize(
    ("body", "headers", "needle"),
    [
        (otlp_body([make_record()])[:-7], PB, "protobuf"),
        (b"\xff\xfe\x00garbage", PB, "protobuf"),
        (b'{"resourceSpans": [\xff]}', JS, "UTF-8"),
        (b'{"resourceSpans": "nope"}', JS, "array"),
        (gzip.compress(b"x" * 100)[:-5], {**PB, "content-encoding": "gzip"}, "gzip"),
    ],
    ids=["truncated-protobuf", "garbage-protobuf", "invalid-utf8-json", "wrong-shape", "bad-gzip"],
)
def test_undecodable_bodies_are_400(rx, body, headers, needle):
    ok_response(rx.post(otlp_body([make_record()])))
    resp = rx.post(body, headers)
    assert resp.status_code == 400
    message = resp.json()["message"] if headers is JS else Status.FromString(resp.content).message
    assert needle in message
    assert rx.count() == 1


def test_partial_success_rejects_bad_spans_and_stores_the_rest(rx):
    good = make_record(1)
    spans = [
        record_span_pb(good),
        record_span_pb(make_record(2), drop=[A.FINGERPRINT_ROOT]),
        record_span_pb(make_record(3), override={A.GEN_AI_REQUEST_MODEL: "m" * 1_000_000}),
        record_span_pb(make_record(4, model="x'); DROP TABLE assemblies; --")),
    ]
    other = record_span_pb(make_record(5))
    other.name = "GET /orders"  # not ours: ignored, not rejected
    spans.append(record_span_pb(make_record(6), override={A.TOKENS_TOTAL: "12"}))
    # The 1 MB model name alone is over this receiver's 256 KiB limit, compressed or not.
    resp = rx.post(
        gzip.compress(otlp_request([*spans, other]).SerializeToString()),
        {**PB, "content-encoding": "gzip"},
    )
    assert resp.status_code == 413
    del spans[2]
    body = otlp_request([*spans, other]).SerializeToString()
    response = ok_response(rx.post(body))
    assert response.partial_success.rejected_spans == 2
    assert A.FINGERPRINT_ROOT in response.partial_success.error_message
    assert A.TOKENS_TOTAL in response.partial_success.error_message
    assert rx.count() == 2
    with rx.store.engine.connect() as c:
        models = {r[0] for r in c.execute(text("select model_id from assemblies"))}
    assert models == {"gpt-4o", "x'); DROP TABLE assemblies; --"}
    m = rx.metrics()
    assert (m["spans_received"], m["spans_rejected"], m["spans_written"]) == (5, 2, 2)


def test_retention_policy_is_applied_again_at_ingest(db_url, tmp_path):
    store = Store.open(db_url, migrate=True)
    rx = make_receiver(store, tmp_path, policy=RetentionPolicy(sample_rate=0.0))
    leaky = make_record(1, texts=(f"system says mail {SECRET}", f"my email is {SECRET}"))
    # An emitter that ignored redaction and the kind rules (the ask is never stored).
    ask = dataclasses.replace(leaky.sections[1], kind="ask")
    leaky = dataclasses.replace(leaky, sections=(leaky.sections[0], ask))
    ok_response(rx.post(otlp_body([leaky])))
    blobs = rx.blobs()
    assert blobs and all(SECRET not in b for b in blobs)
    assert any("[REDACTED:email:" in b for b in blobs)
    assert not any("my email is" in b for b in blobs)
    store.close()


def test_capture_off_at_ingest_stores_no_text(db_url, tmp_path):
    store = Store.open(db_url, migrate=True)
    rx = make_receiver(store, tmp_path, policy=RetentionPolicy(capture=False))
    ok_response(rx.post(otlp_body([make_record(1, texts=("some system text", "doc"))])))
    assert rx.count() == 1 and rx.blobs() == []
    store.close()


def test_database_down_spools_then_replays(sqlite_url, tmp_path):
    real = Store.open(sqlite_url)
    state = {"down": True}

    def open_store() -> Store:
        if state["down"]:
            raise sa_exc.OperationalError("connect", {}, ConnectionRefusedError("refused"))
        return real

    sink = SpoolingWriter(
        open_store=open_store, spool_dir=str(tmp_path / "spool"), backoff=(0.0, 0.0)
    )
    app = create_app(sink, ReceiverConfig(token=TOKEN), RetentionPolicy())
    client = TestClient(app)
    resp = client.post(
        "/v1/traces", content=otlp_body([make_record(i) for i in range(3)]), headers=PB
    )
    assert resp.status_code == 200
    down = client.get("/healthz")
    assert down.status_code == 503
    assert down.json()["store_available"] is False and down.json()["status"] == "unhealthy"
    assert "refused" in down.json()["reason"]  # says why, for whoever is paged
    assert client.get("/metrics?format=json").json()["spans_spooled"] == 3
    state["down"] = False
    client.post("/v1/traces", content=otlp_body([make_record(9)]), headers=PB)
    rx = Receiver(client, real, sink)
    # The replay runs in the background, never on a request: wait for it.
    deadline = time.monotonic() + 10
    while rx.count() < 4 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert rx.count() == 4
    health = client.get("/healthz")
    assert health.status_code == 200
    assert health.json() == {"status": "ok", "store_available": True, "spool_pending_bytes": 0}
    sink.close()
    real.close()


def test_metrics_prometheus_text(rx):
    ok_response(rx.post(otlp_body([make_record(1)])))
    rx.post(b"junk", {"content-type": "text/html", "authorization": f"Bearer {TOKEN}"})
    body = rx.client.get("/metrics").text
    assert "ctxstore_serve_spans_written_total 1" in body
    assert 'ctxstore_serve_responses_total{code="415"} 1' in body
    assert "# TYPE ctxstore_serve_spool_pending_bytes gauge" in body


def test_get_on_traces_is_405(rx):
    assert rx.client.get("/v1/traces").status_code == 405


def test_config_requires_a_token():
    from ctxstore.errors import ConfigError

    with pytest.raises(ConfigError, match="token"):
        ReceiverConfig(token=None)


class RefusingStore:
    """The real store, except that it refuses (DataError) records of one model."""

    def __init__(self, store: Store, model: str) -> None:
        self.store, self.model, self.engine = store, model, store.engine

    def write(self, records: Any) -> None:
        if any(r.model_id == self.model for r in records):
            raise sa_exc.DataError("insert", {}, ValueError("value too long for the column"))
        self.store.write(records)

    def close(self) -> None:
        pass


def test_spans_the_store_refuses_are_reported_rejected_not_written(db_url, tmp_path):
    store = Store.open(db_url, migrate=True)
    sink = SpoolingWriter(
        RefusingStore(store, "refused-model"),  # type: ignore[arg-type]
        spool_dir=str(tmp_path / "spool"),
    )
    app = create_app(sink, ReceiverConfig(token=TOKEN), RetentionPolicy(sample_rate=1.0))
    rx = Receiver(TestClient(app, raise_server_exceptions=False), store, sink)
    records = [make_record(1), make_record(2, model="refused-model"), make_record(3)]
    bad_schema = record_span_pb(make_record(4), drop=[A.FINGERPRINT_ROOT])
    body = otlp_request([*(record_span_pb(r) for r in records), bad_schema]).SerializeToString()
    response = ok_response(rx.post(body))
    assert response.partial_success.rejected_spans == 2
    assert "1 span(s) refused by the store" in response.partial_success.error_message
    assert A.FINGERPRINT_ROOT in response.partial_success.error_message
    assert rx.count() == 2
    m = rx.metrics()
    assert (m["spans_received"], m["spans_rejected"], m["spans_written"]) == (4, 2, 2)
    assert list((tmp_path / "spool" / "rejected").glob("*.jsonl"))
    store.close()


def test_ingest_redacts_names_sources_and_reasons_even_with_capture_off(db_url, tmp_path):
    store = Store.open(db_url, migrate=True)
    rx = make_receiver(store, tmp_path, policy=RetentionPolicy(capture=False))
    leaky = make_record(1)
    doc = dataclasses.replace(
        leaky.sections[1],
        name=f"doc:{SECRET}",
        reason=f"same content as doc:{SECRET}",
        source_path="https://kb.example/a.md?X-Amz-Signature=0a1b2c3d4e5f",
    )
    ok_response(rx.post(otlp_body([dataclasses.replace(leaky, sections=(leaky.sections[0], doc))])))
    with rx.store.engine.connect() as c:
        rows = c.execute(text("select name, reason, source_path from assembly_sections")).fetchall()
    dump = repr(rows)
    assert SECRET not in dump and "0a1b2c3d4e5f" not in dump
    assert ("doc:[REDACTED:email:" in dump) and "a.md?[REDACTED:url_query:" in dump
    store.close()


def test_health_and_metrics_answer_while_a_write_is_stuck(sqlite_url, tmp_path):
    # A load balancer polls /healthz; a write waiting on the database (a connect
    # timeout when it is down) must not hold those answers back.
    import threading

    store = Store.open(sqlite_url, migrate=True)
    receiver = make_receiver(store, tmp_path)
    entered, release = threading.Event(), threading.Event()
    real_write = store.write

    def stuck_write(records: Any, *args: Any, **kwargs: Any) -> Any:
        entered.set()
        release.wait(30)
        return real_write(records, *args, **kwargs)

    store.write = stuck_write  # type: ignore[method-assign]
    posting = threading.Thread(target=receiver.post, args=(otlp_body([make_record()]),))
    posting.start()
    try:
        assert entered.wait(10), "the write never started"
        answers: list[int] = []
        probe = threading.Thread(
            target=lambda: answers.extend(
                receiver.client.get(path).status_code for path in ("/healthz", "/metrics")
            )
        )
        probe.start()
        probe.join(5)
        assert answers == [200, 200], "health and metrics waited for the stuck write"
    finally:
        release.set()
        posting.join(30)
        store.close()
    assert receiver.count() == 1  # and the stuck request was stored once released
