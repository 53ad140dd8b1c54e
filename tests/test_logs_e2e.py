"""End to end over /v1/logs: separate emitting processes and a real ``ctxstore serve``.

* ctxstore's own instrumentation with ``CTXSTORE_SECTIONS_AS=logs`` (sections as log
  records through the Logs SDK's OTLP exporter) stores the same sections and
  fingerprints as the span-event form, and as ``assemble()`` computed;
* OpenTelemetry's openai-v2 instrumentation with content only in log-based events
  (the current ``gen_ai.client.inference.operation.details`` event, and the older
  per-message events) gets its content joined with the call span;
* a receiver killed with ``kill -9`` between a span and its log records joins them
  after the restart.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from ctxstore.store import Store
from tests.genai_support import ROOT, fake_provider, run_emitter
from tests.logs_support import log_mode_span_body, section_logs_body
from tests.serve_support import ctxstore_bin, free_port, running_serve
from tests.telemetry_support import make_record
from tests.test_genai_e2e import ctxstore
from tests.test_genai_ingest import _call, reference

pytestmark = pytest.mark.slow

TOKEN = "logs-e2e-token"


def _wait(base: str, key: str, n: int) -> dict[str, Any]:
    deadline = time.monotonic() + 30
    while True:
        metrics: dict[str, Any] = httpx.get(f"{base}/metrics?format=json").json()
        if metrics[key] >= n or time.monotonic() > deadline:
            return metrics
        time.sleep(0.2)


def _emit(base: str, n: int, sections_as: str, home: Path) -> list[dict[str, Any]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    env.update(
        {"CTXSTORE_SECTIONS_AS": sections_as, "CTXSTORE_HOME": str(home)},
    )
    out = subprocess.run(
        [sys.executable, "-m", "tests.logs_emitter", base, TOKEN, str(n)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=ROOT,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    return list(json.loads(out.stdout))


def _shown(db_url: str) -> list[dict[str, Any]]:
    rows = json.loads(ctxstore("log", "--json", "--limit", "50", db_url=db_url))["assemblies"]
    return [json.loads(ctxstore("show", r["trace_id"], "--json", db_url=db_url)) for r in rows]


@pytest.mark.parametrize("db", ["sqlite", "postgresql"])
def test_ctxstore_sections_as_log_records_store_what_span_events_store(db, tmp_path, request):
    db_url = str(request.getfixturevalue("sqlite_url" if db == "sqlite" else "pg_url"))
    Store.open(db_url, migrate=True).close()
    # a loaded machine can take more than the default 2 s to answer the first query
    with running_serve(db_url, tmp_path, TOKEN, {"CTXSTORE_DB_TIMEOUT": "15"}) as base:
        via_logs = _emit(base, 2, "logs", tmp_path / "emitter-a")
        metrics = _wait(base, "spans_written", 2)
        assert metrics["joins"]["joined_complete"] == 2, metrics
        assert metrics["joins"]["log_records_used"] > 0
        via_events = _emit(base, 2, "events", tmp_path / "emitter-b")
        metrics = _wait(base, "spans_written", 4)
    assert via_logs == via_events  # the same input, the same fingerprints
    shown = _shown(db_url)
    assert len(shown) == 4
    by_root: dict[str, list[Any]] = {}
    for a in shown:
        sections = sorted((s["position"], s["name"], s["content_hash"]) for s in a["sections"])
        by_root.setdefault(a["root_fingerprint"], []).append(sections)
    assert len(by_root) == 2
    for versions in by_root.values():
        assert len(versions) == 2 and versions[0] == versions[1] and versions[0]
    # ...and the store's digests are the keyed form of what assemble() computed
    from ctxstore.db.keyring import stored_forms

    stored = {h for v in by_root.values() for _p, _n, h in v[0]}
    with Store.open(db_url) as store:
        for raw in via_logs[0]["sections"].values():
            assert set(stored_forms(store.engine, raw)) & stored, raw


# openai-v2 2.4b0 always runs its current code path: content as one
# gen_ai.client.inference.operation.details event. Its older per-message events are
# covered with the package's own event builders in tests/test_logs_ingest.py.
@pytest.mark.parametrize("mode", ["details-event"])
def test_openai_v2_content_in_log_events_joins_its_span(mode, tmp_path, sqlite_url):
    Store.open(sqlite_url, migrate=True).close()
    with running_serve(sqlite_url, tmp_path, TOKEN) as base, fake_provider() as (url, _r):
        run_emitter(
            "otel-openai-v2",
            url,
            [_call()] * 3,
            endpoint=f"{base}/v1/traces",
            logs_endpoint=f"{base}/v1/logs",
            token=TOKEN,
            content_mode="EVENT_ONLY",
            legacy_events=mode == "per-message-events",
        )
        metrics = _wait(base, "spans_written", 3)
    assert metrics["spans_written"] == 3, metrics
    assert metrics["joins"]["joined_complete"] == 3, metrics
    assert metrics["genai_spans_unusable"] == {}, metrics
    want = reference()
    for shown in _shown(sqlite_url):
        sections = {s["name"]: s["content_hash"] for s in shown["sections"]}
        assert {"system", "ask"} <= set(sections)
        for name, digest in sections.items():
            assert digest == want[name], name
    assert ctxstore("log", db_url=sqlite_url).count("gpt-4o-mini") == 3


def _serve(db_url: str, tmp_path: Path, port: int) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "CTXSTORE_SERVE_TOKEN": TOKEN,
        "CTXSTORE_HOME": str(tmp_path / "home"),
        "CTXSTORE_DB_TIMEOUT": "15",
    }
    log = open(tmp_path / "serve.log", "ab")  # noqa: SIM115 - the process keeps it
    proc = subprocess.Popen(
        [ctxstore_bin(), "serve", "--port", str(port), "--db", db_url, "--log-level", "warning"],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            pass
        assert proc.poll() is None and time.monotonic() < deadline, (
            tmp_path / "serve.log"
        ).read_text()
        time.sleep(0.1)


@pytest.mark.parametrize("db", ["sqlite", "postgresql"])
def test_kill_9_between_a_span_and_its_logs_loses_nothing(db, tmp_path, request):
    db_url = str(request.getfixturevalue("sqlite_url" if db == "sqlite" else "pg_url"))
    Store.open(db_url, migrate=True).close()
    record = make_record(0, texts=("You are terse.", "Doc text.", "The ask?"))
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    headers = {"content-type": "application/x-protobuf", "authorization": f"Bearer {TOKEN}"}
    proc = _serve(db_url, tmp_path, port)
    try:
        resp = httpx.post(
            f"{base}/v1/traces", content=log_mode_span_body([record]), headers=headers
        )
        assert resp.status_code == 200
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    proc = _serve(db_url, tmp_path, port)
    try:
        resp = httpx.post(f"{base}/v1/logs", content=section_logs_body([record]), headers=headers)
        assert resp.status_code == 200
        metrics = _wait(base, "spans_written", 1)
        assert metrics["joins"]["joined_complete"] == 1
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=15)
    shown = json.loads(ctxstore("show", record.trace_id, "--json", db_url=db_url))
    assert [s["position"] for s in shown["sections"]] == [0, 1, 2]
