"""End to end over the wire: a separate process with only the stock OpenTelemetry SDK and its
OTLP/HTTP exporter calls ``ctxstore.assemble``; ``ctxstore serve`` (another process) receives the
spans; the store then holds the same fingerprints and only redacted text."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import text

from ctxstore.store import Store
from tests.serve_support import running_serve
from tests.telemetry_support import make_record, otlp_body, otlp_request, record_span_pb

pytestmark = pytest.mark.slow

TOKEN = "e2e-secret-token"
SECRET_EMAIL = "carol.danvers@example.net"
SECRET_KEY = "ghp_1234567890abcdefghijklmnopqrstuvwxyzAB"

EMITTER = textwrap.dedent(
    """
    import json, sys
    from opentelemetry import trace
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor
    from ctxstore.assembler import assemble  # the function ctxstore.assemble re-exports
    from ctxstore.assembly.sections import Section, Source

    endpoint, token, secret_email, secret_key = sys.argv[1:5]
    provider = TracerProvider(resource=Resource.create(
        {"service.name": "e2e-bot", "deployment.environment.name": "test"}))
    provider.add_span_processor(BatchSpanProcessor(
        OTLPSpanExporter(endpoint=endpoint, headers={"authorization": f"Bearer {token}"})))
    trace.set_tracer_provider(provider)
    for i in range(3):
        result = assemble(
            [
                Section.system("You are the e2e support assistant."),
                Section.document(
                    f"doc:runbook#{i}",
                    f"Runbook {i}: page {secret_email}; deploy key {secret_key}.",
                    source=Source(path="kb/runbook.md", start_line=1, end_line=3),
                ),
                Section.ask(f"Who is on call? ({i})"),
            ],
            model="gpt-4o",
            template_version="e2e-v1",
            snapshot_id="snap-e2e",
        )
        print(json.dumps({"root": result.root_fingerprint,
                          "sections": result.section_fingerprints}), flush=True)
    provider.shutdown()
    """
)


@pytest.fixture
def serve(db_url: str, tmp_path: Path) -> Iterator[tuple[str, str]]:
    Store.open(db_url, migrate=True).close()
    with running_serve(db_url, tmp_path, TOKEN) as base:
        yield base, db_url


def test_stock_otlp_exporter_to_ctxstore_serve(serve: tuple[str, str], tmp_path: Path) -> None:
    base, db_url = serve
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    env["CTXSTORE_HOME"] = str(tmp_path / "emitter-home")
    out = subprocess.run(
        [sys.executable, "-c", EMITTER, f"{base}/v1/traces", TOKEN, SECRET_EMAIL, SECRET_KEY],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert out.returncode == 0, out.stderr
    emitted: list[dict[str, Any]] = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(emitted) == 3

    store = Store.open(db_url)
    with store.engine.connect() as c:
        rows = c.execute(
            text(
                "select root_fingerprint, service, environment, template_version, snapshot_id "
                "from assemblies"
            )
        ).fetchall()
        sections = c.execute(text("select name, content_hash from assembly_sections")).fetchall()
        blobs = [r[0] for r in c.execute(text("select text from content_blobs")) if r[0]]
    store.close()
    assert sorted(r[0] for r in rows) == sorted(e["root"] for e in emitted)
    assert {tuple(r[1:]) for r in rows} == {("e2e-bot", "test", "e2e-v1", "snap-e2e")}
    expected_sections = {(n, h) for e in emitted for n, h in e["sections"].items()}
    assert set(map(tuple, sections)) == expected_sections
    runbooks = [b for b in blobs if b.startswith("Runbook")]
    assert runbooks, "the first occurrence of each document should be retained"
    for blob in blobs:
        assert SECRET_EMAIL not in blob and SECRET_KEY not in blob
    assert all("[REDACTED:email:" in b for b in runbooks)
    metrics = httpx.get(f"{base}/metrics?format=json").json()
    assert metrics["spans_written"] == 3 and metrics["spans_rejected"] == 0


def test_concurrent_requests_are_all_answered_and_stored(serve: tuple[str, str]) -> None:
    """Requests overlap in the receiver's two stages (prepare, write); none is lost or mixed up."""
    base, db_url = serve
    headers = {"content-type": "application/x-protobuf", "authorization": f"Bearer {TOKEN}"}
    good = [otlp_body([make_record(10 * t + i) for i in range(5)]) for t in range(12)]
    bad_span = record_span_pb(make_record(99), override={"ctxstore.tokens.total": "many"})
    mixed = otlp_request([bad_span, record_span_pb(make_record(98))]).SerializeToString()
    bodies = [*good, mixed, b"not a protobuf"]
    answers: list[tuple[int, bytes]] = []
    lock = threading.Lock()

    def post(chunk: list[bytes]) -> None:
        with httpx.Client(timeout=60) as client:
            for body in chunk:
                r = client.post(f"{base}/v1/traces", content=body, headers=headers)
                with lock:
                    answers.append((r.status_code, body))

    threads = [threading.Thread(target=post, args=(bodies[k::4],)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(code for code, _ in answers) == [200] * 13 + [400]
    store = Store.open(db_url)
    with store.engine.connect() as c:
        assert c.execute(text("select count(*) from assemblies")).scalar_one() == 12 * 5 + 1
    store.close()
    metrics = httpx.get(f"{base}/metrics?format=json").json()
    assert metrics["spans_written"] == 61 and metrics["spans_rejected"] == 1
    assert metrics["responses"] == {"200": 13, "400": 1}
