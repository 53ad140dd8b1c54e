"""Property: whatever bytes and headers arrive, the receiver answers 200, 4xx or 503, never 500,
and what was stored before stays stored."""

from __future__ import annotations

import gzip
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text
from starlette.testclient import TestClient

from ctxstore.delivery.sink import SpoolingWriter
from ctxstore.receiver.app import ReceiverConfig, create_app
from ctxstore.retention import RetentionPolicy
from ctxstore.store import Store
from tests.telemetry_support import make_record, otlp_body, otlp_json

TOKEN = "fuzz-token"
VALID_PB = otlp_body([make_record(1)])
VALID_JSON = json.dumps(otlp_json([make_record(2)])).encode()


@pytest.fixture(scope="module")
def client(tmp_path_factory: Any) -> Any:
    base = tmp_path_factory.mktemp("fuzz")
    store = Store.open(f"sqlite:///{base / 'store.db'}")
    sink = SpoolingWriter(store, spool_dir=str(base / "spool"))
    app = create_app(sink, ReceiverConfig(token=TOKEN, max_body=64 * 1024), RetentionPolicy())
    c = TestClient(app, raise_server_exceptions=False)
    assert (
        c.post(
            "/v1/traces",
            content=otlp_body([make_record(0)]),
            headers={"content-type": "application/x-protobuf", "authorization": f"Bearer {TOKEN}"},
        ).status_code
        == 200
    )
    yield c, store
    store.close()


def _mutate(data: bytes, cuts: list[tuple[int, int]]) -> bytes:
    buf = bytearray(data)
    for pos, val in cuts:
        if buf:
            buf[pos % len(buf)] = val
    return bytes(buf)


bodies = st.one_of(
    st.binary(max_size=2048),
    st.builds(
        _mutate,
        st.sampled_from([VALID_PB, VALID_JSON]),
        st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), max_size=8),
    ),
    st.builds(lambda b, n: b[:n], st.sampled_from([VALID_PB, VALID_JSON]), st.integers(0, 4000)),
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
        lambda inner: (
            st.lists(inner, max_size=4)
            | st.dictionaries(
                st.sampled_from(
                    [
                        "resourceSpans",
                        "scopeSpans",
                        "spans",
                        "name",
                        "traceId",
                        "spanId",
                        "attributes",
                        "key",
                        "value",
                        "stringValue",
                        "intValue",
                        "events",
                        "arrayValue",
                        "values",
                        "kvlistValue",
                        "resource",
                    ]
                ),
                inner,
                max_size=4,
            )
        ),
        max_leaves=30,
    ).map(lambda doc: json.dumps(doc).encode()),
)
headers = st.fixed_dictionaries(
    {
        "content-type": st.sampled_from(
            [
                "application/x-protobuf",
                "application/json",
                "application/json; charset=utf-8",
                "text/plain",
                "",
                "application/x-protobuf;;;",
                "\u00e9/\u00e9",
            ]
        ),
    },
    optional={
        "authorization": st.sampled_from([f"Bearer {TOKEN}", "Bearer", "bearer  " + TOKEN, ""]),
        "content-encoding": st.sampled_from(["gzip", "identity", "deflate", "GZIP", ""]),
    },
)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=bodies, hdrs=headers, gz=st.booleans())
def test_random_requests_never_500(client, body, hdrs, gz):
    c, store = client
    if gz:
        body = gzip.compress(body)
    safe = {k: v.encode("utf-8") for k, v in hdrs.items()}  # raw bytes on the wire
    resp = c.post("/v1/traces", content=body, headers=safe)
    assert resp.status_code in (200, 400, 401, 413, 415), resp.text
    with store.engine.connect() as conn:
        assert conn.execute(text("select count(*) from assemblies")).scalar_one() >= 1
