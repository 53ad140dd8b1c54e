"""Several processes writing to one store: nothing lost, nothing duplicated.

Each worker writes its own records plus a block shared by every worker (the
same trace/span IDs: a redelivery race), in small batches so the transactions
interleave. On SQLite the workers also race to create and migrate a fresh file.
"""

from __future__ import annotations

import multiprocessing as mp
from datetime import timedelta

import pytest
from sqlalchemy import func, select
from store_records import T0, record

from ctxstore import Store
from ctxstore.db import migrate
from ctxstore.db.models import assemblies, assembly_sections, rollup_hourly

WORKERS = 4
PER_WORKER = 150
SHARED = 30


def _worker(url: str, worker: int) -> int:
    records = [
        record(1000 * (worker + 1) + i, ts=T0 + timedelta(seconds=37 * i + worker))
        for i in range(PER_WORKER)
    ]
    shared = [record(i, ts=T0 + timedelta(seconds=i)) for i in range(SHARED)]
    inserted = 0
    with Store.open(url) as store, store.writer(batch_size=15) as w:
        for i, r in enumerate(records):
            w.add(r)
            if i < SHARED:
                w.add(shared[i])
        w.flush()
        inserted = w.result.inserted
    return inserted


@pytest.mark.slow
def test_concurrent_writer_processes(db_url: str) -> None:
    if db_url.startswith("postgresql"):
        migrate.upgrade(db_url)  # PostgreSQL is migrated explicitly
    ctx = mp.get_context("spawn")
    with ctx.Pool(WORKERS) as pool:
        inserted = pool.starmap(_worker, [(db_url, w) for w in range(WORKERS)])
    expected = WORKERS * PER_WORKER + SHARED
    assert sum(inserted) == expected  # each shared record won by exactly one worker
    with Store.open(db_url) as store, store.engine.connect() as conn:
        a = assemblies.c
        assert conn.execute(select(func.count()).select_from(assemblies)).scalar_one() == expected
        dupes = conn.execute(
            select(a.trace_id, a.span_id).group_by(a.trace_id, a.span_id).having(func.count() > 1)
        ).all()
        assert dupes == []
        sections = conn.execute(select(func.count()).select_from(assembly_sections)).scalar_one()
        assert sections == expected * 5
        r = rollup_hourly.c
        counted = conn.execute(
            select(func.sum(r.count)).where(r.dimension == "model_id")
        ).scalar_one()
        assert int(counted) == expected
