"""Hand-built stores with outcomes whose causes are known: for impact, ``why`` and the cache report.

A support bot answers every 6 minutes for four days (Mon-Thu, UTC). Each
request carries tools, a system prompt, a memory section, one retrieved chunk
(of 8, fixed texts) and the user's ask, and one LLM call's outcome (usage,
latency, maybe an error) plus a thumbs score. What the outcomes depend on is a
parameter, so one builder makes the planted causes and the no-effect controls:

* ``tool_change``: Wed 02:53 the lookup_order tool schema changes (a
  content change of section ``tools``); with ``cache_effect`` the requests
  carrying the new schema read ~1% of their input from cache instead of ~80%;
* ``bad_chunk``: requests retrieving chunk ``kb/returns.md#2`` get thumbs down
  70% of the time (10% otherwise);
* ``bad_tenant``: tenant ``globex`` (a third of traffic) errors 30% of the time
  (2% otherwise);
* without any of them every outcome is drawn from one distribution.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from store_records import section

from ctxstore.outcomes import OutcomeRecord, ScoreRecord
from ctxstore.records import AssemblyRecord, SectionRecord
from ctxstore.store import Store

MON = datetime(2026, 3, 2, 0, 0, tzinfo=UTC)
BASELINE = (MON, MON + timedelta(days=2))
WINDOW = (MON + timedelta(days=2), MON + timedelta(days=4))
TOOL_CHANGE = MON + timedelta(days=2, hours=2, minutes=53)
STEP = timedelta(minutes=6)

OLD_TOOLS = '[{"name": "lookup_order", "input_schema": {"order_id": "string"}}]'
NEW_TOOLS = '[{"name": "lookup_order", "input_schema": {"order_id": "string", "region": "string"}}]'
SYSTEM = "You are Acme's support assistant. Cite the documents you use."
MEMORY = "Customer tier: gold."
CHUNKS = tuple(f"kb/{doc}.md#{k}" for doc in ("shipping", "returns") for k in range(1, 5))
BAD_CHUNK = "kb/returns.md#2"
TENANTS = ("acme", "initech", "globex")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Effects:
    tool_change: bool = True
    cache_effect: bool = False
    bad_chunk: bool = False
    bad_tenant: bool = False
    seed: int = 1


def _sections(i: int, ts: datetime, rng: random.Random) -> list[SectionRecord]:
    tools = NEW_TOOLS if ts >= TOOL_CHANGE else OLD_TOOLS
    chunk = CHUNKS[rng.randrange(len(CHUNKS))]
    return [
        section(0, "tools", "tools", tools, tokens=900),
        section(1, "system", "system", SYSTEM, tokens=400),
        section(2, "memory:customer", "memory", MEMORY, tokens=100),
        section(3, chunk, "document", f"Text of {chunk}.", tokens=300),
        section(4, "ask", "ask", f"Where is my order {1000 + i}?", tokens=20),
    ]


def build(effects: Effects) -> tuple[list[AssemblyRecord], list[OutcomeRecord], list[ScoreRecord]]:
    rng = random.Random(effects.seed)
    records: list[AssemblyRecord] = []
    outs: list[OutcomeRecord] = []
    scores: list[ScoreRecord] = []
    ts, i = MON, 1
    while ts < WINDOW[1]:
        secs = _sections(i, ts, rng)
        if not effects.tool_change:
            secs[0] = section(0, "tools", "tools", OLD_TOOLS, tokens=900)
        tenant = TENANTS[i % 3]
        trace = f"{i:032x}"
        records.append(
            AssemblyRecord(
                timestamp=ts,
                trace_id=trace,
                span_id=f"{i:016x}",
                model_id="claude-sonnet-4-5",
                root_fingerprint=sha("|".join(s.content_hash for s in secs)),
                prefix_fingerprint=sha("|".join(s.content_hash for s in secs[:3])),
                tokens_total=sum(s.tokens for s in secs),
                budget=200000,
                tokenizer="o200k_base",
                tokens_exact=True,
                service="support-bot",
                environment="prod",
                tenant=tenant,
                provider="anthropic",
                template_version="v1",
                snapshot_id="kb-1",
                policy_version="test-1",
                content_captured=True,
                sections=tuple(secs),
            )
        )
        new_tools = secs[0].content_hash == sha(NEW_TOOLS)
        share = 0.01 if effects.cache_effect and new_tools else 0.8
        share = min(1.0, max(0.0, rng.gauss(share, 0.02)))
        total_in = 1720
        read = int(total_in * share)
        error_p = 0.3 if effects.bad_tenant and tenant == "globex" else 0.02
        failed = rng.random() < error_p
        outs.append(
            OutcomeRecord(
                trace_id=trace,
                span_id=f"{i + 10**6:016x}",
                observed_at=ts + timedelta(seconds=2),
                source="library",
                input_tokens=None if failed else total_in - read,
                cache_read_input_tokens=None if failed else read,
                cache_creation_input_tokens=None if failed else 0,
                output_tokens=None if failed else max(1, int(rng.gauss(300, 60))),
                latency_ms=rng.lognormvariate(7.0, 0.3),
                error_type="overloaded_error" if failed else None,
            )
        )
        down_p = 0.7 if effects.bad_chunk and secs[3].name == BAD_CHUNK else 0.1
        scores.append(
            ScoreRecord(
                trace_id=trace,
                name="thumbs",
                value=-1.0 if rng.random() < down_p else 1.0,
                observed_at=ts + timedelta(minutes=30),
                source="user",
            )
        )
        ts += STEP
        i += 1
    return records, outs, scores


def fill(url: str, effects: Effects, *, outcomes: bool = True) -> Store:
    store = Store.open(url, migrate=True)
    records, outs, scores = build(effects)
    store.write(records)
    if outcomes:
        store.write_outcomes(outs)
        store.write_scores(scores)
    return store
