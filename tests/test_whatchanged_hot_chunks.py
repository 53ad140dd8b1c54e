"""Chunk-level mix shifts in a large knowledge base: the hot chunks are found and tested.

A support bot retrieves two chunks per request from 200; one chunk is hot. In
the *shift* story the hot chunk goes from 20% of requests to 45% (a ranking
change: same text, retrieved more often); in the *control* it stays at 20%.
The detail limit is lowered so the large-KB reader runs
(``ctxstore.analysis.scaled``), on both engines: it must read the hot chunk and
no cold one (none can shift by the 5-point threshold), report the shift with
the shares the full reader gives, and report nothing in the control.
"""

from __future__ import annotations

import hashlib
import random
from datetime import UTC, datetime, timedelta

import pytest

from ctxstore.analysis import scaled
from ctxstore.analysis.readers import read_windows
from ctxstore.analysis.whatchanged import compare
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.store import Store

START = datetime(2026, 11, 20, tzinfo=UTC)
MID = START + timedelta(days=1)
END = MID + timedelta(days=1)
HOT = "kb/hot.md#0"
PER_WINDOW = 700


def _sha(s: str) -> str:
    return hashlib.sha256(s.encode()).hexdigest()


def _section(pos: int, name: str, kind: str) -> SectionRecord:
    return SectionRecord(pos, name, kind, "trusted", 10, False, 40, _sha(f"{name} text"), "kept")


def _records(shift: bool, seed: int) -> list[AssemblyRecord]:
    rng = random.Random(seed)
    out = []
    for i in range(2 * PER_WINDOW):
        ts = START + (END - START) * (i + rng.random()) / (2 * PER_WINDOW)
        share = 0.45 if shift and ts >= MID else 0.20
        names = rng.sample([f"kb/doc{c // 4}.md#{c % 4}" for c in range(200)], 2)
        if rng.random() < share:
            names[0] = HOT
        sections = (
            _section(0, "system", "system"),
            *(_section(1 + k, n, "document") for k, n in enumerate(names)),
        )
        out.append(
            AssemblyRecord(
                timestamp=ts,
                trace_id=f"{seed:08x}{i + 1:024x}",
                span_id=f"{i + 1:016x}",
                model_id="gpt-4o",
                root_fingerprint=_sha(f"root-{i}"),
                prefix_fingerprint=_sha("prefix"),
                tokens_total=900,
                budget=8000,
                tokenizer="o200k_base",
                tokens_exact=True,
                service="support-bot",
                sections=sections,
            )
        )
    return out


@pytest.fixture(autouse=True)
def _small_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scaled, "DETAIL_LIMIT", 10)


@pytest.mark.parametrize("shift", [True, False], ids=["shift", "control"])
def test_hot_chunk_mix_shift_is_found_in_a_large_knowledge_base(db_url: str, shift: bool) -> None:
    with Store.open(db_url, migrate=True) as store:
        store.write(_records(shift, seed=3))
        base, win, scope = scaled.read_report_windows(store.engine, (START, MID), (MID, END))
        assert scope is not None and scope.active > 190
        # The hot chunk is read for its mix; no cold chunk can shift by 5 points. The other
        # names read are cold chunks seen in one window only (appeared or disappeared).
        assert scope.hot == {HOT}
        for name in scope.names - {HOT}:
            assert (("section", name) in base.series) != (("section", name) in win.series)
        assert 0.05 * 600 <= scope.popular_floor <= 0.05 * PER_WINDOW
        report = compare(base, win, reader_notes=scaled.scope_note(scope))
        full = compare(*read_windows(store.engine, [(START, MID), (MID, END)]))
    got = [(c.kind, c.section) for c in report.mix_shifts]
    if not shift:
        assert got == [] and report.changes == ()
        return
    assert got == [("mix", HOT)]
    assert report.changes == ()  # a ranking change is not a content change
    # The same shares as the reader of every chunk finds (only q differs: fewer tests).
    mine, theirs = report.mix_shifts[0], {c.section: c for c in full.mix_shifts}[HOT]
    assert (mine.effect.before, mine.effect.after) == (theirs.effect.before, theirs.effect.after)
    assert mine.effect.after - mine.effect.before > 0.15
    assert any("mix shifts were tested for the 1 chunks retrieved" in n for n in report.notes)


def test_without_a_threshold_hot_chunks_are_not_read(db_url: str) -> None:
    with Store.open(db_url, migrate=True) as store:
        store.write(_records(True, seed=4))
        base, win, scope = scaled.read_report_windows(
            store.engine, (START, MID), (MID, END), threshold=None
        )
    assert scope is not None and scope.names == frozenset() and scope.popular_floor == 0
    assert compare(base, win).mix_shifts == ()
