"""A small recorded story for the what-changed readers and CLI tests, plus its sanity test.

Two weeks in UTC: the baseline week starts Tue 2026-11-17, the window week Tue
2026-11-24. On Tue 24th at 09:12 the retrieval snapshot changes and the
refund-policy chunk is rewritten (text retained); at 15:40 the lookup tool's
parameter is renamed (its new text *not* retained); from Wed 25th half the
traffic runs template v2; every request has its own ask.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.store import Store

BASE_START = datetime(2026, 11, 17, 0, 0, tzinfo=UTC)
WIN_START = datetime(2026, 11, 24, 0, 0, tzinfo=UTC)
WIN_END = datetime(2026, 12, 1, 0, 0, tzinfo=UTC)
REINDEX = datetime(2026, 11, 24, 9, 12, tzinfo=UTC)
TOOL_RENAME = datetime(2026, 11, 24, 15, 40, tzinfo=UTC)
CANARY = datetime(2026, 11, 25, 0, 0, tzinfo=UTC)

SYSTEM = "You are the support bot for Acme.\nAnswer briefly.\nCite the knowledge base."
TOOL_OLD = '{"name":"lookup_order","parameters":{"order_id":{"type":"string"}}}'
TOOL_NEW = '{"name":"lookup_order","parameters":{"orderId":{"type":"string"}}}'
CHUNK_OLD = "Refunds\nRefunds are accepted within 30 days.\nKeep your receipt."
CHUNK_NEW = "Refunds\nRefunds are accepted within 14 days.\nKeep your receipt."


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _section(pos: int, name: str, kind: str, text: str, *, keep: bool = True) -> SectionRecord:
    trust = "untrusted" if kind in ("document", "tool_output") else "trusted"
    return SectionRecord(
        position=pos,
        name=name,
        kind=kind,
        trust=trust,
        priority=10,
        pinned=kind in ("system", "tools", "ask"),
        tokens=len(text) // 4 + 1,
        content_hash=sha(text),
        outcome="kept",
        text=text if keep else None,
    )


def make_record(i: int, ts: datetime, *, service: str = "support-bot") -> AssemblyRecord:
    new_snapshot = ts >= REINDEX
    new_tool = ts >= TOOL_RENAME
    template = "v2" if ts >= CANARY and i % 2 == 0 else "v1"
    ask = f"Where is my order #{i}?"
    sections = (
        _section(
            0, "tool:lookup_order", "tools", TOOL_NEW if new_tool else TOOL_OLD, keep=not new_tool
        ),
        _section(1, "system", "system", SYSTEM),
        _section(2, "kb:refunds#1", "document", CHUNK_NEW if new_snapshot else CHUNK_OLD),
        _section(3, "ask", "ask", ask, keep=False),
    )
    return AssemblyRecord(
        timestamp=ts,
        trace_id=f"{i + 1:032x}",
        span_id=f"{i + 1:016x}",
        model_id="gpt-4o",
        root_fingerprint=sha(f"root-{i}-{template}-{new_snapshot}-{new_tool}"),
        prefix_fingerprint=sha(f"prefix-{new_tool}"),
        tokens_total=900 + (i % 7) * 10 + (100 if new_snapshot else 0),
        budget=8000,
        tokenizer="o200k_base",
        tokens_exact=True,
        service=service,
        environment="prod",
        tenant="acme",
        provider="openai",
        template_version=template,
        snapshot_id="kb-2026-11-24" if new_snapshot else "kb-2026-11-17",
        dropped_count=1 if i % 10 == 0 else 0,
        screening_hits=0,
        policy_version="default-1",
        content_captured=True,
        sections=sections,
    )


def scenario_records() -> list[AssemblyRecord]:
    """One assembly every 97 minutes over both weeks (off the hour on purpose)."""
    out = []
    t, i = BASE_START + timedelta(minutes=7), 0
    while t < WIN_END:
        out.append(make_record(i, t))
        t += timedelta(minutes=97)
        i += 1
    # A different service, to check filters.
    out.append(make_record(10_000, WIN_START + timedelta(hours=30), service="billing-bot"))
    return out


def fill(url: str) -> Store:
    store = Store.open(url, migrate=True)
    store.write(scenario_records())
    return store


def test_scenario_is_what_the_docstring_says() -> None:
    records = scenario_records()
    window = [r for r in records if WIN_START <= r.timestamp < WIN_END]
    before = [r for r in records if r.timestamp < WIN_START]
    assert len(before) > 90 and len(window) > 90
    assert {r.snapshot_id for r in before} == {"kb-2026-11-17"}
    assert {r.template_version for r in window} == {"v1", "v2"}
