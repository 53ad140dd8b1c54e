"""``ctxstore serve`` decoding in a child process answers exactly as decoding in-process.

One app decodes in a child process (``decode_workers=1``, the default of
``ctxstore serve`` on a multi-core machine), the other in its own process; every
request kind, good and bad, must get the same status, the same response body and
the same rows. And a child that dies must cost no request.
"""

from __future__ import annotations

import gzip
import json
import os
import signal
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import text
from starlette.testclient import TestClient

from ctxstore.delivery.sink import SpoolingWriter
from ctxstore.receiver.app import ReceiverConfig, create_app
from ctxstore.retention import RetentionPolicy
from ctxstore.store import Store
from ctxstore.telemetry import attributes as A
from tests.telemetry_support import make_record, otlp_body, otlp_json, otlp_request, record_span_pb

TOKEN = "t0ken-for-tests"
PB = {"content-type": "application/x-protobuf", "authorization": f"Bearer {TOKEN}"}
JS = {"content-type": "application/json", "authorization": f"Bearer {TOKEN}"}
GZ = {**PB, "content-encoding": "gzip"}


def _partial() -> bytes:
    spans = [
        record_span_pb(make_record(20)),
        record_span_pb(make_record(21), drop=[A.FINGERPRINT_ROOT]),
        record_span_pb(make_record(22, model="x'); DROP TABLE assemblies; --")),
        record_span_pb(make_record(23), override={A.TOKENS_TOTAL: "12"}),
    ]
    other = record_span_pb(make_record(24))
    other.name = "GET /orders"
    return bytes(otlp_request([*spans, other]).SerializeToString())


FIRST = otlp_body([make_record(i) for i in range(3)])
# (name, body, headers): the order matters, later requests see earlier rows.
REQUESTS: list[tuple[str, bytes, dict[str, str]]] = [
    ("protobuf", FIRST, PB),
    ("json", json.dumps(otlp_json([make_record(i) for i in range(3, 6)])).encode(), JS),
    ("gzip", gzip.compress(otlp_body([make_record(i) for i in range(6, 9)])), GZ),
    ("retry", FIRST, PB),  # an OTLP client retrying: no duplicates
    ("partial", _partial(), PB),
    ("truncated", otlp_body([make_record(30)])[:-7], PB),
    ("garbage", b"\xff\xfe\x00garbage", PB),
    ("bad-utf8-json", b'{"resourceSpans": [\xff]}', JS),
    ("wrong-shape", b'{"resourceSpans": "nope"}', JS),
    ("bad-gzip", gzip.compress(b"x" * 100)[:-5], GZ),
    ("gzip-bomb", gzip.compress(b"\x00" * (8 * 1024 * 1024)), GZ),
    ("no-spans", b"", PB),
]


def _app(store: Store, tmp_path: Any, name: str, workers: int) -> TestClient:
    sink = SpoolingWriter(store, spool_dir=str(tmp_path / f"spool-{name}"), spool_name="serve")
    app = create_app(
        sink,
        ReceiverConfig(token=TOKEN, max_body=1024 * 1024),
        RetentionPolicy(sample_rate=1.0),
        decode_workers=workers,
    )
    return TestClient(app, raise_server_exceptions=False)


def _rows(store: Store) -> list[tuple[Any, ...]]:
    with store.engine.connect() as c:
        return sorted(
            tuple(r)
            for r in c.execute(
                text("select trace_id, span_id, model_id, root_fingerprint from assemblies")
            )
        )


@pytest.fixture
def pair(tmp_path: Any) -> Iterator[tuple[TestClient, TestClient, Store, Store]]:
    here_store = Store.open(f"sqlite:///{tmp_path / 'here.db'}", migrate=True)
    child_store = Store.open(f"sqlite:///{tmp_path / 'child.db'}", migrate=True)
    with (
        _app(here_store, tmp_path, "here", 0) as here,
        _app(child_store, tmp_path, "child", 1) as child,
    ):
        yield here, child, here_store, child_store
    here_store.close()
    child_store.close()


def test_child_decoding_answers_every_request_like_in_process_decoding(pair):
    here, child, here_store, child_store = pair
    assert child.app.state.decode_pool is not None and here.app.state.decode_pool is None
    for name, body, headers in REQUESTS:
        a = here.post("/v1/traces", content=body, headers=headers)
        b = child.post("/v1/traces", content=body, headers=headers)
        assert (b.status_code, b.content) == (a.status_code, a.content), name
    assert _rows(child_store) == _rows(here_store)
    assert len(_rows(child_store)) == 11  # 9 good + 2 from the partial request
    here_m = here.get("/metrics?format=json").json()
    child_m = child.get("/metrics?format=json").json()
    for key in ("spans_received", "spans_rejected", "spans_written", "responses"):
        assert child_m[key] == here_m[key], key


def test_a_killed_decoding_child_costs_no_request(tmp_path, caplog):
    store = Store.open(f"sqlite:///{tmp_path / 'kill.db'}", migrate=True)
    with _app(store, tmp_path, "kill", 1) as client:
        pool = client.app.state.decode_pool
        ok = client.post("/v1/traces", content=otlp_body([make_record(1)]), headers=PB)
        assert ok.status_code == 200
        for pid in list(pool.start()._processes):  # the executor's children
            os.kill(pid, signal.SIGKILL)
        # The request that finds the child dead is decoded here; the next gets a new child.
        for i in (2, 3):
            resp = client.post("/v1/traces", content=otlp_body([make_record(i)]), headers=PB)
            assert resp.status_code == 200, resp.content
    assert len(_rows(store)) == 3
    assert "decoding child process died" in caplog.text
    store.close()
