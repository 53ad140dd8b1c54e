"""DurableSpanProcessor: an assembly whose ``assemble()`` returned is stored, even when the
service is killed with SIGKILL right after; and nothing is stored twice."""

from __future__ import annotations

import pytest
from opentelemetry.sdk.trace import TracerProvider

from ctxstore.assembler import assemble
from ctxstore.assembly.sections import Section
from ctxstore.retention import RetentionPolicy, fingerprint
from ctxstore.store import Store
from ctxstore.telemetry import DurableSpanProcessor
from tests.fault_harness import Emitter, stored_roots, tally, wait_until


def test_spans_reach_the_store_in_the_background(db_url, tmp_path):
    Store.open(db_url, migrate=True).close()
    processor = DurableSpanProcessor(url=db_url, spool_dir=tmp_path / "spool")
    provider = TracerProvider()
    provider.add_span_processor(processor)
    roots = [
        assemble(
            [Section.system("sys"), Section.ask(f"question {i}")],
            model="gpt-4o",
            tracer_provider=provider,
        ).root_fingerprint
        for i in range(20)
    ]
    assert processor.spooled == 20
    # No flush: the background writer drains the spool by itself.
    wait_until(lambda: len(stored_roots(db_url)) == 20, timeout=15)
    provider.shutdown()
    # What assemble() returned, keyed the way the store holds it.
    keyed = RetentionPolicy()
    assert sorted(stored_roots(db_url)) == sorted(fingerprint(keyed, r) for r in roots)
    assert processor.stats().pending_bytes == 0


def test_other_spans_and_broken_ones_never_reach_the_spool(tmp_path, sqlite_url):
    processor = DurableSpanProcessor(url=sqlite_url, spool_dir=tmp_path / "spool")
    provider = TracerProvider()
    provider.add_span_processor(processor)
    tracer = provider.get_tracer("test")
    with tracer.start_as_current_span("http.request"):
        pass
    with tracer.start_as_current_span("ctxstore.assemble"):  # no ctxstore attributes
        pass
    assert processor.spooled == 0
    provider.shutdown()


@pytest.mark.slow
def test_kill_9_of_the_service_loses_no_acknowledged_assembly(db_url, tmp_path):
    Store.open(db_url, migrate=True).close()
    spool = tmp_path / "spool"
    emitter = Emitter("durable", db_url, spool)
    emitter.wait_acks(300)
    acked = emitter.kill9()
    # The next process on the same spool directory writes what the dead one left.
    survivor = DurableSpanProcessor(url=db_url, spool_dir=spool)
    assert survivor.force_flush() is True
    survivor.shutdown()
    counts = tally(acked, stored_roots(db_url))
    print(f"\nkill -9 with DurableSpanProcessor: {counts}")
    assert counts["lost"] == 0 and counts["duplicated"] == 0
    assert counts["stored"] >= counts["acknowledged"]
