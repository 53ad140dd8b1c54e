"""StoreSpanExporter against the real databases: spans in, rows out, exactly once."""

from __future__ import annotations

import time
from typing import Any

import pytest
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExportResult
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from sqlalchemy import text

from ctxstore.records import AssemblyRecord
from ctxstore.store import Store
from ctxstore.telemetry import attributes as A
from ctxstore.telemetry.exporter import StoreSpanExporter
from tests.telemetry_support import make_record


def emit(
    tp: TracerProvider, record: AssemblyRecord, *, drop: tuple[str, ...] = ()
) -> tuple[str, str]:
    """Emit a span carrying ``record`` the way the instrumentation does; return its IDs."""
    attrs, events = A.encode_record(record)
    for key in drop:
        attrs.pop(key)
    span = tp.get_tracer("test").start_span(A.SPAN_NAME, attributes=attrs)
    for event in events:
        span.add_event(A.SECTION_EVENT, event)
    span.end()
    ctx = span.get_span_context()
    return format(ctx.trace_id, "032x"), format(ctx.span_id, "016x")


def provider() -> tuple[TracerProvider, InMemorySpanExporter]:
    memory = InMemorySpanExporter()
    tp = TracerProvider(
        resource=Resource.create(
            {"service.name": "checkout", "deployment.environment.name": "staging"}
        )
    )
    tp.add_span_processor(SimpleSpanProcessor(memory))
    return tp, memory


def stored(store: Store) -> list[tuple[Any, ...]]:
    with store.engine.connect() as c:
        return list(
            c.execute(
                text(
                    "select trace_id, span_id, root_fingerprint, service, environment from assemblies"
                )
            )
        )


def test_export_writes_assemble_spans_and_ignores_others(db_url, tmp_path):
    store = Store.open(db_url, migrate=True)
    tp, memory = provider()
    records = [make_record(i) for i in range(3)]
    ids = [emit(tp, r) for r in records]
    tp.get_tracer("test").start_span("GET /checkout").end()
    exporter = StoreSpanExporter(store, spool_dir=tmp_path / "spool")
    assert exporter.export(memory.get_finished_spans()) is SpanExportResult.SUCCESS
    rows = stored(store)
    assert {(r[0], r[1]) for r in rows} == set(ids)
    assert {r[2] for r in rows} == {r.root_fingerprint for r in records}
    assert {(r[3], r[4]) for r in rows} == {("checkout", "staging")}
    # Exporting the same spans again (a retry) adds nothing.
    exporter.export(memory.get_finished_spans())
    assert len(stored(store)) == 3
    exporter.shutdown()
    store.close()


def test_malformed_span_is_skipped_and_counted(sqlite_url, tmp_path):
    store = Store.open(sqlite_url)
    tp, memory = provider()
    emit(tp, make_record(1), drop=(A.FINGERPRINT_ROOT,))
    emit(tp, make_record(2))
    exporter = StoreSpanExporter(store, spool_dir=tmp_path / "spool")
    assert exporter.export(memory.get_finished_spans()) is SpanExportResult.SUCCESS
    assert len(stored(store)) == 1
    assert exporter.stats().invalid == 1
    store.close()


@pytest.mark.parametrize(
    "dead_url",
    ["postgresql+psycopg://postgres@127.0.0.1:1/test", "sqlite:///{tmp}/a-file/y.db"],
    ids=["postgresql-refused", "sqlite-unopenable"],
)
def test_unreachable_store_spools_and_shutdown_of_next_exporter_replays(
    sqlite_url, tmp_path, dead_url
):
    (tmp_path / "a-file").write_text("a file where a directory should be")
    dead_url = dead_url.format(tmp=tmp_path)
    tp, memory = provider()
    ids = {emit(tp, make_record(i)) for i in range(5)}
    spool = tmp_path / "spool"
    down = StoreSpanExporter(url=dead_url, spool_dir=spool)
    started = time.monotonic()
    assert down.export(memory.get_finished_spans()) is SpanExportResult.SUCCESS
    assert time.monotonic() - started < 10  # bounded: no hang on an unreachable database
    assert down.stats().sink.spooled == 5
    down.shutdown()  # cannot flush: the records stay in the spool
    assert any(spool.glob("*.jsonl"))
    up = StoreSpanExporter(url=sqlite_url, spool_dir=spool)
    assert up.force_flush() is True
    store = Store.open(sqlite_url)
    assert {(r[0], r[1]) for r in stored(store)} == ids
    assert not any(spool.glob("*.jsonl"))
    up.shutdown()
    store.close()


def test_default_spool_lives_under_ctxstore_home(_isolated_home):
    exporter = StoreSpanExporter(url="sqlite://")
    assert exporter.spool_dir == str(_isolated_home / "spool" / "exporter")
