"""End to end with the real instrumentations: an emitting service (its own process) calls the
official ``openai`` / ``anthropic`` client, instrumented by OpenLLMetry, OpenInference or
OpenTelemetry's openai-v2, against a fake provider on loopback, and exports over OTLP/HTTP to
a real ``ctxstore serve``. Then ``ctxstore log``, ``show`` and ``what-changed`` answer from the
store: the sections, and a scripted system-prompt change with its diff."""

from __future__ import annotations

import json
import os
import subprocess
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from ctxstore.store import Store
from tests.genai_support import INSTRUMENTATIONS, fake_provider, run_emitter
from tests.serve_support import ctxstore_bin, running_serve
from tests.test_genai_ingest import SYSTEM, SYSTEM_V2, _call, reference

pytestmark = pytest.mark.slow

TOKEN = "genai-e2e-token"
CASES = [(name, "sqlite") for name in INSTRUMENTATIONS] + [("openllmetry-openai", "postgresql")]


@pytest.fixture(params=CASES, ids=[f"{n}-{db}" for n, db in CASES])
def case(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str, str]]:
    """(instrumentation, serve base URL, database URL) with ``ctxstore serve`` running."""
    name, db = request.param
    db_url = str(request.getfixturevalue(f"{db}_url" if db == "sqlite" else "pg_url"))
    Store.open(db_url, migrate=True).close()
    env = {"CTXSTORE_GENAI_TEMPLATE_ATTRS": "service.version"}  # the documented mapping
    with running_serve(db_url, tmp_path, TOKEN, env) as base:
        yield name, base, db_url


def ctxstore(*args: str, db_url: str) -> str:
    out = subprocess.run(
        [ctxstore_bin(), *args, "--db", db_url],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "TZ": "UTC"},
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def _wait_written(base: str, n: int) -> dict[str, Any]:
    deadline = time.monotonic() + 30
    while True:
        metrics: dict[str, Any] = httpx.get(f"{base}/metrics?format=json").json()
        if metrics["spans_written"] >= n or time.monotonic() > deadline:
            return metrics
        time.sleep(0.2)


def test_instrumented_service_to_ctxstore_serve_log_show_what_changed(
    case: tuple[str, str, str],
) -> None:
    name, base, db_url = case
    endpoint = f"{base}/v1/traces"
    t0 = datetime.now(UTC).replace(microsecond=0)
    time.sleep(1)
    with fake_provider() as (url, _requests):
        run_emitter(
            name,
            url,
            [_call()] * 4,
            endpoint=endpoint,
            token=TOKEN,
            resource={"service.name": "genai-bot", "service.version": "support-v14"},
        )
        time.sleep(1.2)
        t_mid = datetime.now(UTC).replace(microsecond=0)
        time.sleep(1)
        run_emitter(
            name,
            url,
            [_call(SYSTEM_V2)] * 4,
            endpoint=endpoint,
            token=TOKEN,
            resource={"service.name": "genai-bot", "service.version": "support-v15"},
        )
    metrics = _wait_written(base, 8)
    assert metrics["spans_written"] == 8, metrics
    assert metrics["genai_spans_unusable"] == {}, metrics
    t_end = datetime.now(UTC).replace(microsecond=0)

    rows = json.loads(ctxstore("log", "--json", "--limit", "50", db_url=db_url))["assemblies"]
    assert len(rows) == 8
    assert {r["service"] for r in rows} == {"genai-bot"}
    assert {r["template_version"] for r in rows} == {"support-v14", "support-v15"}

    newest = rows[0]
    shown = json.loads(ctxstore("show", newest["root_fingerprint"], "--json", db_url=db_url))
    sections = {s["name"]: s for s in shown["sections"]}
    want = reference()
    if name == "otel-openai-v2":
        want.pop("tool:lookup_order")  # openai-v2 2.4b0 does not record tool definitions
    assert set(sections) == set(want)
    assert sections["tool:lookup_order" if "tool:lookup_order" in want else "ask"]["content_hash"]
    assert {n: s["content_hash"] for n, s in sections.items() if n != "system"} == {
        n: h for n, h in want.items() if n != "system"
    }
    text_view = ctxstore("show", newest["root_fingerprint"], db_url=db_url)
    assert SYSTEM_V2 in text_view  # system text is kept by the default retention policy

    report = ctxstore(
        "what-changed",
        "--since",
        t_mid.isoformat(),
        "--until",
        t_end.isoformat(),
        "--baseline-since",
        t0.isoformat(),
        "--baseline-until",
        t_mid.isoformat(),
        "--raw",
        db_url=db_url,
    )
    assert "section system (system) changed" in report, report
    assert "template_version changed" in report, report
    assert "+You are Acme's support assistant. Cite the documents you use. Be brief." in report
    assert "-" + SYSTEM in report
    assert "tool:lookup_order" not in report  # the tool did not change
