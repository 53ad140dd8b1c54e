"""Scripted traffic with ground truth, for judging ``what-changed`` reports.

Why a generator and not fixtures: a report is only trustworthy if it finds
every real change *and* stays silent on sampling noise, and noise needs
realistic randomness. The traffic is a RAG + tools support bot: four tools,
a system prompt, a memory section per tenant (four tenants, the smallest at
~3% of traffic), conversation history on 40% of requests, a tool output on
30%, and 3-8 retrieved chunks per request, chosen at random from a few
documents by popularity and retrieval score. Arrivals follow a diurnal curve.
Token counts are fitted to a context budget, so a share of requests drops a
chunk even when nothing changes.

A :class:`Scenario` scripts changes at known times inside the window
(:data:`SCRIPTS`) and records, while generating, the first and last request
that carried each change: that is the ground truth :func:`score` compares a
report with. Controls script nothing; any item they report is a false change.

Used by ``tests/test_whatchanged_scenarios.py`` (small sizes) and
``benchmarks/bench_whatchanged_scenarios.py`` (full size, more seeds).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta

from ctxstore.analysis.findings import Options, Report
from ctxstore.analysis.whatchanged import compare
from ctxstore.analysis.windows import stats_from_rollups
from ctxstore.db.rollups import RollupAccumulator
from ctxstore.records import AssemblyRecord, SectionRecord

START = datetime(2026, 11, 2, 0, 0, tzinfo=UTC)
TENANTS = (("acme", 0.60), ("globex", 0.25), ("initech", 0.12), ("tiny", 0.03))
DOCS = ("shipping", "returns", "warranty", "billing", "accounts", "repairs", "privacy", "stores")
CHUNKS_PER_DOC = 6
BUDGET = 5200


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _tool(name: str, description: str, params: dict[str, str]) -> str:
    return json.dumps(
        {
            "name": name,
            "description": description,
            "parameters": {k: {"type": v} for k, v in params.items()},
        },
        sort_keys=True,
        separators=(",", ":"),
    )


SYSTEM = "You are Acme's support assistant.\nAnswer briefly and cite the knowledge base.\nNever promise refunds."
SYSTEM_V2 = "You are Acme's support assistant.\nAnswer briefly, cite the knowledge base, link the source.\nNever promise refunds."
SYSTEM_BAD = "You are Acme's support assistant.\nAnswer at length.\nPromise refunds when asked."
SYSTEM_WS = "You are Acme's support assistant.\nAnswer briefly and cite the knowledge base. \nNever promise refunds."


@dataclass(frozen=True)
class Expect:
    """One scripted change as a report should show it."""

    label: str
    kind: str  # content | appeared | disappeared | reverted | volatile | budget
    dimension: str  # a dimension, "section", or a budget metric
    section: str | None = None
    first_seen: datetime | None = None
    last_seen: datetime | None = None


@dataclass
class Plan:
    """What a scenario scripts, as times inside the window (``None``: not scripted)."""

    reindex: datetime | None = None
    tool_rename: datetime | None = None
    tool_description: datetime | None = None
    canary: datetime | None = None
    model_swap: datetime | None = None
    leak: datetime | None = None
    section_added: datetime | None = None
    section_removed: datetime | None = None
    rollout: tuple[datetime, datetime] | None = None
    revert: tuple[datetime, datetime] | None = None
    whitespace: datetime | None = None
    tenant_change: datetime | None = None
    budget_pressure: datetime | None = None


@dataclass
class Scenario:
    name: str
    seed: int
    per_window: int
    length: timedelta
    plan: Plan
    records: list[AssemblyRecord] = field(default_factory=list)
    expected: list[Expect] = field(default_factory=list)
    allowed: set[tuple[str, str | None]] = field(default_factory=set)

    @property
    def baseline(self) -> tuple[datetime, datetime]:
        return START, START + self.length

    @property
    def window(self) -> tuple[datetime, datetime]:
        return START + self.length, START + 2 * self.length

    @property
    def control(self) -> bool:
        return not self.expected


# --- the world -------------------------------------------------------------------


class _World:
    def __init__(self, rng: random.Random) -> None:
        self.tools = {
            "lookup_order": ("Look up an order by its ID.", {"order_id": "string"}),
            "refund": ("Start a refund for an order.", {"order_id": "string", "reason": "string"}),
            "search_kb": ("Search the knowledge base.", {"query": "string"}),
            "escalate": ("Hand the conversation to a human.", {"summary": "string"}),
        }
        self.chunks = {
            f"kb/{d}.md#{c}": (
                f"{d.title()} policy, part {c}.\n"
                + "\n".join(f"Rule {c}.{k}: text of rule {k} in {d}." for k in range(3))
            )
            for d in DOCS
            for c in range(CHUNKS_PER_DOC)
        }
        self.chunk_tokens = {name: rng.randint(280, 620) for name in self.chunks}
        self.doc_weight = [1.0 / (i + 1) ** 0.8 for i in range(len(DOCS))]


def _arrivals(rng: random.Random, since: datetime, length: timedelta, n: int) -> list[datetime]:
    """``n`` arrival times in ``[since, since + length)``, busier by day than by night."""
    hours = int(length.total_seconds() // 3600)
    weights = [
        1.0 + 0.8 * math.sin(2 * math.pi * (((since.hour + h) % 24) - 9) / 24) for h in range(hours)
    ]
    picks = rng.choices(range(hours), weights=weights, k=n)
    out = [since + timedelta(hours=h, seconds=rng.random() * 3600) for h in picks]
    out.sort()
    return out


def _section(
    pos: int, name: str, kind: str, text: str, tokens: int, priority: int
) -> SectionRecord:
    trust = "untrusted" if kind in ("document", "tool_output") else "trusted"
    return SectionRecord(
        position=pos,
        name=name,
        kind=kind,
        trust=trust,
        priority=priority,
        pinned=kind in ("system", "tools", "ask"),
        tokens=tokens,
        content_hash=sha(text),
        outcome="kept",
        text=text,
    )


class _Generator:
    def __init__(self, scenario: Scenario) -> None:
        self.s = scenario
        self.rng = random.Random(scenario.seed)
        self.world = _World(random.Random(1234))
        self.seen: dict[str, list[datetime]] = {}
        self.rewritten = set(
            n for n in self.world.chunks if n.startswith(("kb/returns.md", "kb/warranty.md"))
        )

    def mark(self, label: str, ts: datetime) -> None:
        span = self.seen.get(label)
        if span is None:
            self.seen[label] = [ts, ts]
        else:
            span[1] = ts

    def system_text(self, ts: datetime, i: int) -> str:
        p = self.s.plan
        if p.leak and ts >= p.leak:
            self.mark("leak", ts)
            return SYSTEM + f"\nCurrent time: {ts:%Y-%m-%d %H:%M}."
        if p.revert and p.revert[0] <= ts < p.revert[1]:
            self.mark("revert", ts)
            return SYSTEM_BAD
        if p.rollout:
            lo, hi = p.rollout
            frac = (ts - lo) / (hi - lo)
            if ts >= lo and self.rng.random() < min(1.0, frac):
                self.mark("rollout", ts)
                return SYSTEM_V2
        if p.whitespace and ts >= p.whitespace:
            self.mark("whitespace", ts)
            return SYSTEM_WS
        return SYSTEM

    def tools(self, ts: datetime) -> list[tuple[str, str]]:
        p = self.s.plan
        out = []
        for name, (description, params) in self.world.tools.items():
            if name == "escalate" and p.section_removed and ts >= p.section_removed:
                continue
            if name == "escalate" and p.section_removed:
                self.mark("removed", ts)
            if name == "lookup_order" and p.tool_rename and ts >= p.tool_rename:
                params = {"orderId": "string"}
                self.mark("tool_rename", ts)
            if name == "refund" and p.tool_description and ts >= p.tool_description:
                description = "Open a refund case; refunds over 100 EUR need a human."
                self.mark("tool_description", ts)
            out.append((f"tool:{name}", _tool(name, description, params)))
        return out

    def record(self, i: int, ts: datetime) -> AssemblyRecord:
        p, rng, world = self.s.plan, self.rng, self.world
        tenant = rng.choices([t for t, _ in TENANTS], weights=[w for _, w in TENANTS])[0]
        sections: list[SectionRecord] = []
        for name, text in self.tools(ts):
            sections.append(_section(len(sections), name, "tools", text, 150, 100))
        sections.append(
            _section(len(sections), "system", "system", self.system_text(ts, i), 400, 100)
        )
        memory = f"Tenant {tenant}: ships to the EU; premium support on weekdays."
        if tenant == "tiny" and p.tenant_change and ts >= p.tenant_change:
            memory = f"Tenant {tenant}: ships to the EU and the UK; premium support every day."
            self.mark("tenant", ts)
        sections.append(_section(len(sections), f"memory:{tenant}", "memory", memory, 120, 90))
        if p.section_added and ts >= p.section_added:
            self.mark("added", ts)
            sections.append(
                _section(
                    len(sections),
                    "memory:returns-policy",
                    "memory",
                    "Returns: 30 days, receipt needed.",
                    60,
                    90,
                )
            )
        if rng.random() < 0.4:
            sections.append(
                _section(
                    len(sections),
                    "history",
                    "history",
                    f"history {i} {rng.random()}",
                    rng.randint(200, 1600),
                    40,
                )
            )
        if rng.random() < 0.3:
            sections.append(
                _section(
                    len(sections),
                    "tool_output:lookup_order",
                    "tool_output",
                    f"order {i}: shipped {rng.random()}",
                    80,
                    50,
                )
            )
        # Retrieval: 1-3 documents by popularity, 3-8 chunks, best score first.
        docs = set(rng.choices(DOCS, weights=world.doc_weight, k=rng.randint(1, 3)))
        pool = [n for n in world.chunks if n.split("/")[1].split(".")[0] in docs]
        k = min(len(pool), rng.randint(3, 8))
        scored = sorted(
            ((rng.betavariate(2, 2 + c % CHUNKS_PER_DOC), n) for c, n in enumerate(pool)),
            reverse=True,
        )
        chunks = [n for _, n in scored[:k]]
        reindexed = p.reindex is not None and ts >= p.reindex
        for rank, name in enumerate(chunks):
            text = world.chunks[name]
            if reindexed and name in self.rewritten:
                text = text.replace("Rule", "Clause")
            sections.append(
                _section(len(sections), name, "document", text, world.chunk_tokens[name], 30 - rank)
            )
        sections.append(
            _section(len(sections), "ask", "ask", f"question {i} {rng.random()}", 40, 100)
        )
        budget = BUDGET if not (p.budget_pressure and ts >= p.budget_pressure) else BUDGET - 1400
        sections, dropped = _fit(sections, budget)
        model, tokenizer, exact = "gpt-4o", "o200k_base", True
        if p.model_swap and ts >= p.model_swap:
            model, tokenizer, exact = "claude-sonnet-4", "claude-estimate", False
            self.mark("model", ts)
        template = "support-v12"
        if p.canary and ts >= p.canary and rng.random() < 0.2:
            template = "support-v13"
            self.mark("canary", ts)
        snapshot = "kb-2026-11-01"
        if reindexed:
            snapshot = "kb-2026-11-20"
            self.mark("reindex", ts)
        total = sum(s.tokens for s in sections if s.outcome != "dropped")
        root = sha(model + template + snapshot + "".join(s.content_hash for s in sections))
        return AssemblyRecord(
            timestamp=ts,
            trace_id=f"{self.s.seed:08x}{i:024x}",
            span_id=f"{i:016x}",
            model_id=model,
            root_fingerprint=root,
            prefix_fingerprint=sha(root[:16]),
            tokens_total=total,
            budget=budget,
            tokenizer=tokenizer,
            tokens_exact=exact,
            service="support-bot",
            environment="prod",
            tenant=tenant,
            template_version=template,
            snapshot_id=snapshot,
            dropped_count=dropped,
            sections=tuple(sections),
        )


def _fit(sections: list[SectionRecord], budget: int) -> tuple[list[SectionRecord], int]:
    """Drop the lowest-priority documents until the assembly fits (as the assembler would)."""
    total = sum(s.tokens for s in sections)
    out = list(sections)
    dropped = 0
    for s in sorted((s for s in sections if s.kind == "document"), key=lambda s: s.priority):
        if total <= budget:
            break
        out[s.position] = replace(s, outcome="dropped", reason="over budget")
        total -= s.tokens
        dropped += 1
    return out, dropped


# --- scenarios -------------------------------------------------------------------


def _at(scenario: Scenario, fraction: float) -> datetime:
    start, _ = scenario.window
    return start + scenario.length * fraction


Script = Callable[[Scenario], None]


def _reindex(s: Scenario) -> None:
    s.plan.reindex = _at(s, 0.3)


def _tool_rename(s: Scenario) -> None:
    s.plan.tool_rename = _at(s, 0.45)


def _tool_description(s: Scenario) -> None:
    s.plan.tool_description = _at(s, 0.6)


def _canary(s: Scenario) -> None:
    s.plan.canary = _at(s, 0.25)


def _model_swap(s: Scenario) -> None:
    s.plan.model_swap = _at(s, 0.5)


def _leak(s: Scenario) -> None:
    s.plan.leak = _at(s, 0.4)


def _added_removed(s: Scenario) -> None:
    s.plan.section_added = _at(s, 0.2)
    s.plan.section_removed = _at(s, 0.55)


def _rollout(s: Scenario) -> None:
    s.plan.rollout = (_at(s, 0.15), _at(s, 0.75))


def _revert(s: Scenario) -> None:
    s.plan.revert = (_at(s, 0.3), _at(s, 0.3) + s.length * 0.125)


def _whitespace(s: Scenario) -> None:
    s.plan.whitespace = _at(s, 0.35)


def _tenant(s: Scenario) -> None:
    s.plan.tenant_change = _at(s, 0.1)


def _budget(s: Scenario) -> None:
    s.plan.budget_pressure = _at(s, 0.3)


SCRIPTS: dict[str, tuple[Script, timedelta]] = {
    "reindex": (_reindex, timedelta(days=2)),
    "tool-parameter-rename": (_tool_rename, timedelta(days=2)),
    "tool-description-rewrite": (_tool_description, timedelta(days=2)),
    "template-canary-20pct": (_canary, timedelta(days=2)),
    "model-swap": (_model_swap, timedelta(days=2)),
    "leaked-timestamp": (_leak, timedelta(days=2)),
    "section-added-and-removed": (_added_removed, timedelta(days=2)),
    "gradual-rollout-over-days": (_rollout, timedelta(days=7)),
    "reverted-in-window": (_revert, timedelta(days=2)),
    "whitespace-only": (_whitespace, timedelta(days=2)),
    "small-tenant-3pct": (_tenant, timedelta(days=2)),
    "budget-pressure": (_budget, timedelta(days=2)),
}


def build(name: str, *, seed: int = 1, per_window: int = 1000) -> Scenario:
    """Generate scenario ``name`` (a key of :data:`SCRIPTS`, or ``control``)."""
    script, length = SCRIPTS.get(name, (lambda s: None, timedelta(days=2)))
    s = Scenario(name, seed, per_window, length, Plan())
    script(s)
    gen = _Generator(s)
    times = _arrivals(gen.rng, s.baseline[0], s.length, per_window) + _arrivals(
        gen.rng, s.window[0], s.length, per_window
    )
    s.records = [gen.record(i, ts) for i, ts in enumerate(times)]
    _truth(s, gen.seen)
    return s


def _truth(s: Scenario, seen: dict[str, list[datetime]]) -> None:
    def span(label: str) -> tuple[datetime | None, datetime | None]:
        lo_hi = seen.get(label)
        return (lo_hi[0], lo_hi[1]) if lo_hi else (None, None)

    def expect(
        label: str, kind: str, dimension: str, section: str | None = None, *, last: bool = False
    ) -> None:
        first, final = span(label)
        s.expected.append(
            Expect(
                label,
                kind,
                dimension,
                section,
                first if kind != "disappeared" else None,
                final if last else None,
            )
        )

    p = s.plan
    if p.reindex:
        expect("reindex", "content", "snapshot_id")
        s.allowed |= {("section", n) for n in _Generator(s).rewritten}
    if p.tool_rename:
        expect("tool_rename", "content", "section", "tool:lookup_order")
    if p.tool_description:
        expect("tool_description", "content", "section", "tool:refund")
    if p.canary:
        expect("canary", "content", "template_version")
    if p.model_swap:
        expect("model", "content", "model_id")
        s.allowed |= {
            ("tokenizer", None),
            ("estimated_share", None),
            ("tokens_p50", None),
            ("tokens_p95", None),
        }
    if p.leak:
        expect("leak", "volatile", "section", "system")
    if p.section_added:
        expect("added", "appeared", "section", "memory:returns-policy")
        s.allowed |= {("tokens_p50", None), ("tokens_p95", None), ("dropped_rate", None)}
    if p.section_removed:
        expect("removed", "disappeared", "section", "tool:escalate", last=True)
    if p.rollout:
        expect("rollout", "content", "section", "system")
    if p.revert:
        expect("revert", "reverted", "section", "system", last=True)
    if p.whitespace:
        expect("whitespace", "content", "section", "system")
    if p.tenant_change:
        expect("tenant", "content", "section", "memory:tiny")
    if p.budget_pressure:
        expect("budget", "budget", "dropped_rate")
        s.allowed |= {
            ("truncated_rate", None),
            ("tokens_p50", None),
            ("tokens_p95", None),
            ("section_drop_rate", "*"),
        }


# --- running and scoring ------------------------------------------------------------


def rollup_rows(records: Iterable[AssemblyRecord]) -> list[dict[str, object]]:
    acc = RollupAccumulator()
    acc.extend(records)
    return acc.rows()


def run(s: Scenario, options: Options | None = None) -> Report:
    """The report on the scenario, computed from exactly the rollups the writer would store."""
    rows = rollup_rows(s.records)
    baseline = stats_from_rollups(*s.baseline, rows)
    window = stats_from_rollups(*s.window, rows)
    texts = {r.content_hash: r.text for rec in s.records for r in rec.sections}
    return compare(
        baseline, window, options or Options(), texts=lambda hs: {h: texts.get(h) for h in hs}
    )


@dataclass(frozen=True)
class Score:
    scenario: str
    seed: int
    per_window: int
    expected: int
    found: int
    right_kind: int
    first_seen_exact: int
    spurious: tuple[str, ...]
    missed: tuple[str, ...]

    @property
    def perfect(self) -> bool:
        return (
            self.found == self.right_kind == self.first_seen_exact == self.expected
            and not self.spurious
        )


def items(report: Report) -> list[tuple[str, str, str | None, datetime | None, datetime | None]]:
    """(kind, dimension, section, first_seen, last_seen) of everything a report lists."""
    out: list[tuple[str, str, str | None, datetime | None, datetime | None]] = []
    out += [(c.kind, c.dimension, c.section, c.first_seen, c.last_seen) for c in report.changes]
    out += [("budget", b.metric, b.section, None, None) for b in report.budget]
    out += [
        ("volatile", "section", v.section, v.since, v.last_seen) for v in report.volatile_sections
    ]
    out += [("mix", c.dimension, c.section, c.first_seen, c.last_seen) for c in report.mix_shifts]
    return out


def score(s: Scenario, report: Report) -> Score:
    listed = items(report)
    matched: set[int] = set()
    found = kind_ok = first_ok = 0
    missed = []
    for e in s.expected:
        hits = [i for i, it in enumerate(listed) if it[1] == e.dimension and it[2] == e.section]
        if not hits:
            missed.append(e.label)
            continue
        found += 1
        # The item that answers this expectation: the one of the right kind if
        # there is one. Other items on the same key still need an explanation.
        right = [i for i in hits if listed[i][0] == e.kind]
        hit = right[0] if right else hits[0]
        matched.add(hit)
        it = listed[hit]
        if it[0] == e.kind:
            kind_ok += 1
        ok = e.first_seen is None or it[3] == e.first_seen
        if e.last_seen is not None:
            ok = ok and it[4] == e.last_seen
        first_ok += ok
    spurious = []
    for i, it in enumerate(listed):
        if i in matched:
            continue
        if (it[1], it[2]) in s.allowed or (it[1], "*") in s.allowed:
            continue
        spurious.append(f"{it[0]} {it[1]}{' ' + it[2] if it[2] else ''}")
    return Score(
        s.name,
        s.seed,
        s.per_window,
        len(s.expected),
        found,
        kind_ok,
        first_ok,
        tuple(spurious),
        tuple(missed),
    )
