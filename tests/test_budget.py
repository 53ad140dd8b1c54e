"""The token budget: pinned first, eviction by priority, dedupe, caps, tool pairs, truncation."""

from __future__ import annotations

import pytest

from ctxstore import assemble
from ctxstore.assembly.budget import BudgetConfig
from ctxstore.assembly.result import Outcome
from ctxstore.assembly.sections import Message, Section, Source, ToolResultBlock, ToolUseBlock
from ctxstore.errors import BudgetExceededError

MODEL = "gpt-4o"


def _doc(
    name: str,
    words: int,
    *,
    priority: int = 10,
    score: float | None = None,
    doc: str | None = None,
    pinned: bool = False,
) -> Section:
    text = " ".join(f"{name}-{i}" for i in range(words))
    src = Source(document_id=doc) if doc else None
    return Section.document(name, text, priority=priority, score=score, source=src, pinned=pinned)


def _budget(window: int) -> BudgetConfig:
    return BudgetConfig(context_window=window, reserved_output=0, safety_margin=0)


def test_pinned_sections_that_do_not_fit_raise_with_the_token_table() -> None:
    sections = [Section.system("policy " * 500), _doc("d", 10), Section.ask("q")]
    with pytest.raises(BudgetExceededError) as err:
        assemble(sections, model=MODEL, budget=_budget(200))
    message = str(err.value)
    assert "Pinned sections need" in message
    for needle in ("system", "ask", "pinned total", "budget"):
        assert needle in message
    assert "system" in err.value.table


def test_lowest_priority_goes_first_and_pinned_stays() -> None:
    sections = [
        Section.system("be helpful"),
        _doc("low", 200, priority=1),
        _doc("high", 200, priority=90),
        _doc("mid", 200, priority=50),
        _doc("pinned", 200, priority=0, pinned=True),
        Section.ask("q"),
    ]
    full = assemble(sections, model=MODEL)
    # room for everything but one chunk; re-admitting a truncated chunk is switched off
    no_cut = BudgetConfig(
        context_window=full.tokens_total - 150,
        reserved_output=0,
        safety_margin=0,
        min_truncate_tokens=10**6,
    )
    a = assemble(sections, model=MODEL, budget=no_cut)
    outcome = {r.name: r.outcome for r in a.sections}
    assert outcome["low"] is Outcome.DROPPED
    assert outcome["high"] is Outcome.KEPT and outcome["pinned"] is Outcome.KEPT
    assert a.tokens_total <= a.budget
    assert "over budget" in (a.report("low").reason or "")


def test_order_is_unchanged_by_eviction() -> None:
    sections = [
        _doc("a", 50, priority=5),
        _doc("b", 50, priority=1),
        _doc("c", 50, priority=9),
        Section.ask("q"),
    ]
    full = assemble(sections, model=MODEL)
    a = assemble(sections, model=MODEL, budget=_budget(full.tokens_total - 40))
    kept = [r.name for r in a.sections if r.included]
    assert kept == [n for n in ("a", "b", "c", "ask") if n in kept]
    assert a.text.index("a-0") < a.text.index("c-0")


def test_identical_chunks_are_deduped_by_content_hash() -> None:
    same = "Refunds are processed within 5 days."
    sections = [
        Section.document("x1", same),
        Section.document("x2", same),
        Section.document("x3", "other"),
        Section.ask("q"),
    ]
    a = assemble(sections, model=MODEL)
    assert a.report("x2").outcome is Outcome.DEDUPED
    assert "same content as x1" in (a.report("x2").reason or "")
    assert a.text.count(same) == 1


def test_chunks_per_document_are_capped_keeping_the_best() -> None:
    sections = [
        _doc(f"c{i}", 5, doc="manual.pdf", score=s) for i, s in enumerate([0.1, 0.9, 0.5, 0.7, 0.2])
    ] + [Section.ask("q")]
    a = assemble(sections, model=MODEL, budget=BudgetConfig(max_chunks_per_document=2))
    kept = {r.name for r in a.sections if r.included and r.kind == "document"}
    assert kept == {"c1", "c3"}
    assert "at most 2 chunks per document" in (a.report("c0").reason or "")


def test_value_per_token_prefers_short_relevant_chunks() -> None:
    sections = [
        _doc("long-relevant", 400, score=0.9),
        _doc("short-relevant", 40, score=0.8),
        _doc("short-weak", 40, score=0.1),
        Section.ask("q"),
    ]
    full = assemble(sections, model=MODEL)
    a = assemble(sections, model=MODEL, budget=_budget(full.tokens_total - 100))
    assert a.report("short-relevant").included
    # the long chunk has the lowest value per token (0.9/~1600 < 0.1/~160), so it goes
    assert a.report("long-relevant").outcome is not Outcome.KEPT
    assert a.report("short-weak").included


def test_tool_use_and_tool_result_are_evicted_together() -> None:
    sections = [
        Section.system("s"),
        Section.history([Message.user("find order 1")], name="turn-1", priority=50),
        Section.history(
            [Message("assistant", (ToolUseBlock("tu_9", "lookup_order", {"order_id": "1"}),))],
            name="call",
            priority=1,
        ),
        Section.history(
            [Message("user", (ToolResultBlock("tu_9", "x " * 300),))], name="result", priority=90
        ),
        Section.ask("q"),
    ]
    full = assemble(sections, model=MODEL)
    a = assemble(sections, model=MODEL, budget=_budget(full.tokens_total - 20))
    assert a.report("call").outcome is Outcome.DROPPED
    assert a.report("result").outcome is Outcome.DROPPED  # high priority, but its pair went
    assert a.report("turn-1").included


def test_history_is_trimmed_from_the_oldest_turn_keeping_pairs() -> None:
    msgs = []
    for i in range(6):
        msgs.append(Message.user(f"question {i} " + "pad " * 40))
        msgs.append(Message("assistant", (ToolUseBlock(f"t{i}", "lookup_order", {"i": i}),)))
        msgs.append(Message("user", (ToolResultBlock(f"t{i}", f"result {i}"),)))
        msgs.append(Message.assistant(f"answer {i}"))
    sections = [Section.system("s"), Section.history(msgs), Section.ask("q")]
    full = assemble(sections, model=MODEL)
    a = assemble(sections, model=MODEL, budget=_budget(full.tokens_total - 120))
    r = a.report("history")
    assert r.outcome is Outcome.TRUNCATED
    kept = list(r.section.content)
    assert kept[-1] == msgs[-1]  # newest turns stay
    uses = {b.id for m in kept for b in m.blocks if isinstance(b, ToolUseBlock)}
    results = {b.tool_use_id for m in kept for b in m.blocks if isinstance(b, ToolResultBlock)}
    assert uses == results  # no orphaned tool_use or tool_result
    assert "oldest messages" in (r.reason or "")
    assert a.tokens_total <= a.budget


def test_last_evicted_chunk_is_truncated_into_the_remaining_room() -> None:
    sections = [_doc("keep", 100, priority=9), _doc("big", 2000, priority=1), Section.ask("q")]
    full = assemble(sections, model=MODEL)
    a = assemble(sections, model=MODEL, budget=_budget(full.tokens_total - 1000))
    r = a.report("big")
    assert r.outcome is Outcome.TRUNCATED
    assert "[truncated:" in a.text
    assert a.tokens_total <= a.budget


def test_budget_is_window_minus_output_minus_margin() -> None:
    a = assemble(
        [Section.ask("q")],
        model=MODEL,
        budget=BudgetConfig(context_window=10_000, reserved_output=1_000, safety_margin=500),
    )
    assert a.budget == 8_500
    assert (a.context_window, a.reserved_output) == (10_000, 1_000)
