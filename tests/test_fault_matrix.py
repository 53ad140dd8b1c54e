"""The fault matrix on both engines: refused connections, a hung (blackholed) database, a
connection cut mid-transaction, and kill -9 of the writer, of the emitting service, of
``ctxstore serve`` with a retrying sender, and of the replay. Each case must lose nothing
that was acknowledged, store nothing twice, and keep every request during the fault within
the documented bound (the database timeout + 1 s). ``benchmarks/bench_faults.py`` runs the
same cases longer and prints the table in the README."""

from __future__ import annotations

import pytest

from tests.fault_matrix import CASES, SERVER_ONLY, Scale

pytestmark = pytest.mark.slow

SCALE = Scale(before=0.5, fault=2.5, senders=4, batch=5, kills=200, db_timeout=1.0)


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_fault(case, db_url, tmp_path):
    engine = "sqlite" if db_url.startswith("sqlite") else "postgresql"
    if engine == "sqlite" and case in SERVER_ONLY:
        pytest.skip(f"{case}: SQLite has no connection to refuse or cut")
    row = CASES[case](engine, db_url, tmp_path, SCALE)
    print(f"\n{row.line()} {'; '.join(row.notes)}")
    assert row.acknowledged > 0, "the case acknowledged nothing: it tested nothing"
    assert row.lost == 0, f"{row.lost} acknowledged assemblies lost"
    assert row.duplicated == 0, f"{row.duplicated} assemblies stored twice"
    assert not [n for n in row.notes if n.startswith(("HTTP", "sender:"))], row.notes
    if row.p99_fault is not None and case != "kill-service":
        assert row.p99_fault <= SCALE.db_timeout + 1.0, f"p99 {row.p99_fault:.2f} s"
