"""The what-changed comparison on hand-built windows where the answer is known (no database)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

import pytest

from ctxstore.analysis.whatchanged import Options, Report, WindowStats, compare, stats_from_rows
from ctxstore.db.rollups import RollupAccumulator
from ctxstore.records import AssemblyRecord, SectionRecord

T0 = datetime(2026, 11, 17, 0, 0, tzinfo=UTC)  # baseline Tue 17th .. window Tue 24th
WEEK = timedelta(days=7)


def h(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class A:
    """One hand-written assembly: metadata plus {section name: (kind, text)}."""

    offset: timedelta
    model: str = "gpt-4o"
    template: str | None = "v1"
    snapshot: str | None = "snap-1"
    sections: dict[str, tuple[str, str]] = field(default_factory=dict)
    tokens: int = 1000
    dropped: int = 0
    exact: bool = True


def _record(a: A, i: int) -> AssemblyRecord:
    return AssemblyRecord(
        timestamp=T0 + a.offset,
        trace_id=f"{i:032x}",
        span_id=f"{i:016x}",
        model_id=a.model,
        root_fingerprint=h(f"root{i}"),
        prefix_fingerprint=h("prefix"),
        tokens_total=a.tokens,
        budget=8000,
        tokenizer="o200k_base" if a.exact else "estimate",
        tokens_exact=a.exact,
        template_version=a.template,
        snapshot_id=a.snapshot,
        dropped_count=a.dropped,
        sections=tuple(
            SectionRecord(pos, name, kind, "trusted", 0, False, 10, h(text), "kept")
            for pos, (name, (kind, text)) in enumerate(a.sections.items())
        ),
    )


def window(items: Sequence[A], since: datetime, until: datetime) -> WindowStats:
    """Counts for [since, until), built with the store's own rollup accumulator."""
    acc = RollupAccumulator()
    acc.extend(_record(a, i) for i, a in enumerate(items) if since <= T0 + a.offset < until)
    rows = [
        (
            r["dimension"],
            r["section_name"],
            r["section_kind"],
            r["value"],
            r["count"],
            r["first_seen"],
            r["last_seen"],
        )
        for r in acc.rows()
    ]
    return stats_from_rows(since, until, rows)  # type: ignore[arg-type]


def run(
    items: Sequence[A], *, texts: dict[str, str | None] | None = None, **options: object
) -> Report:
    base = window(items, T0, T0 + WEEK)
    win = window(items, T0 + WEEK, T0 + 2 * WEEK)
    lookup = None
    if texts is not None:
        known = texts

        def lookup(hashes: Sequence[str]) -> dict[str, str | None]:
            return {x: known.get(x) for x in hashes}

    return compare(base, win, Options(**options), texts=lookup)  # type: ignore[arg-type]


def spread(n: int, start: timedelta, **kw: object) -> list[A]:
    """``n`` assemblies an hour apart from ``start``."""
    return [A(start + timedelta(hours=i), **kw) for i in range(n)]  # type: ignore[arg-type]


SYSTEM = {"system": ("system", "You are the support bot.\nBe brief.")}


def test_nothing_changed() -> None:
    items = spread(40, timedelta(hours=1), sections=SYSTEM) + spread(
        40, WEEK + timedelta(hours=1), sections=SYSTEM
    )
    report = run(items)
    assert report.changes == ()
    assert report.volatile_sections == ()
    assert not report.changed
    assert (report.baseline.assemblies, report.window.assemblies) == (40, 40)


@pytest.mark.parametrize(
    ("after_v2", "expect_change"),
    [(42, False), (45, False), (46, True), (60, True)],
    ids=["2-points", "exactly-5-points-is-not-more", "6-points", "20-points"],
)
def test_shift_threshold(after_v2: int, expect_change: bool) -> None:
    base = spread(60, timedelta(hours=1), template="v1") + spread(
        40, timedelta(hours=2), template="v2"
    )
    win = spread(100 - after_v2, WEEK + timedelta(hours=1), template="v1") + spread(
        after_v2, WEEK + timedelta(hours=2), template="v2"
    )
    report = run(base + win)
    templates = [c for c in report.changes if c.dimension == "template_version"]
    assert bool(templates) is expect_change
    if expect_change:
        change = templates[0]
        assert change.affected_share == pytest.approx((after_v2 - 40) / 100)
        assert {v.value: v.status for v in change.after} == {"v1": "shifted", "v2": "shifted"}
        assert change.new_value == "v2" and change.old_value == "v1"


def test_change_at_window_edge_is_reported_with_first_seen() -> None:
    base = spread(20, timedelta(hours=1))
    win = spread(19, WEEK + timedelta(hours=1))
    last = WEEK + WEEK - timedelta(microseconds=1)  # the very last instant of the window
    edge = [A(last, snapshot="snap-2"), A(2 * WEEK, snapshot="snap-3")]  # until is exclusive
    report = run(base + win + edge)
    (change,) = report.changes
    assert change.dimension == "snapshot_id"
    appeared = {v.value: v for v in change.after}
    assert appeared["snap-2"].status == "appeared"
    assert appeared["snap-2"].share == pytest.approx(1 / 20)
    assert change.first_seen == T0 + last
    assert "snap-3" not in appeared


def test_empty_baseline_says_so_and_reports_no_changes() -> None:
    report = run(spread(10, WEEK + timedelta(hours=1), sections=SYSTEM))
    assert report.baseline.assemblies == 0
    assert report.changes == ()
    assert any("baseline window has no assemblies" in n for n in report.notes)


def test_model_switch_ranks_above_canary() -> None:
    base = spread(50, timedelta(hours=1), model="gpt-4o", template="v1")
    win = spread(25, WEEK + timedelta(hours=1), model="gpt-4.1", template="v1") + spread(
        25, WEEK + timedelta(hours=2), model="gpt-4.1", template="v2"
    )
    report = run(base + win)
    assert [c.dimension for c in report.changes] == ["model_id", "template_version"]
    model, template = report.changes
    assert model.affected_share == pytest.approx(1.0)
    assert template.affected_share == pytest.approx(0.5)
    assert [(v.value, v.share, v.status) for v in model.before] == [("gpt-4o", 1.0, "disappeared")]
    assert [(v.value, v.share, v.status) for v in model.after] == [("gpt-4.1", 1.0, "appeared")]


def _prompt(version: str) -> dict[str, tuple[str, str]]:
    return {"system": ("system", f"You are the support bot.\nRefund window: {version}.\nBe brief.")}


@pytest.mark.parametrize("retained", [True, False], ids=["text-retained", "text-not-retained"])
def test_section_change_diff_or_plain_note(retained: bool) -> None:
    old, new = _prompt("30 days"), _prompt("14 days")
    items = spread(30, timedelta(hours=1), sections=old) + spread(
        30, WEEK + timedelta(hours=1), sections=new
    )
    old_h, new_h = h(old["system"][1]), h(new["system"][1])
    texts = {old_h: old["system"][1], new_h: new["system"][1] if retained else None}
    (change,) = run(items, texts=texts).changes
    assert (change.dimension, change.section, change.section_kind) == (
        "section",
        "system",
        "system",
    )
    assert change.before[0].value == old_h and change.after[0].value == new_h
    if retained:
        assert change.text_note is None
        assert change.diff is not None
        assert "-Refund window: 30 days." in change.diff
        assert "+Refund window: 14 days." in change.diff
    else:
        assert change.diff is None
        assert change.text_note == f"text not retained: hash {old_h[:4]}… → {new_h[:4]}…"


def test_section_in_part_of_traffic_affects_only_that_share() -> None:
    tool_old = {"tool:lookup": ("tools", '{"name":"lookup","params":["order_id"]}')}
    tool_new = {"tool:lookup": ("tools", '{"name":"lookup","params":["orderId"]}')}
    base = spread(30, timedelta(hours=1), sections=tool_old) + spread(70, timedelta(hours=2))
    win = spread(30, WEEK + timedelta(hours=1), sections=tool_new) + spread(
        70, WEEK + timedelta(hours=2)
    )
    (change,) = run(base + win).changes
    assert change.section == "tool:lookup"
    assert change.affected_share == pytest.approx(0.3)


def _with_ask(i: int, base: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    return {**base, "ask": ("ask", f"question number {i}")}


def test_per_request_sections_are_folded_not_listed() -> None:
    base = [A(timedelta(hours=i), sections=_with_ask(i, SYSTEM)) for i in range(1, 120)]
    win = [
        A(WEEK + timedelta(hours=i), sections=_with_ask(1000 + i, SYSTEM)) for i in range(1, 120)
    ]
    report = run(base + win)
    assert report.changes == ()
    assert report.volatile_sections == ()


def test_volatile_stable_section_is_flagged_with_example_diff() -> None:
    def leaky(i: int) -> dict[str, tuple[str, str]]:
        ts = (T0 + WEEK + timedelta(hours=i)).strftime("%A %H:%M")
        return {"system": ("system", f"You are the support bot.\nNow: {ts}\nBe brief.")}

    base = spread(60, timedelta(hours=1), sections=SYSTEM)
    steady = spread(40, WEEK + timedelta(hours=1), sections=SYSTEM)
    leak = [A(WEEK + timedelta(hours=50 + i), sections=leaky(50 + i)) for i in range(20)]
    texts = {h(a.sections["system"][1]): a.sections["system"][1] for a in base[:1] + leak}
    report = run(base + steady + leak, texts=texts)
    (volatile,) = report.volatile_sections
    assert volatile.section == "system" and volatile.kind == "system"
    assert volatile.distinct_hashes == 21
    assert volatile.assemblies == 60
    assert volatile.since == T0 + WEEK + timedelta(hours=50)
    assert not volatile.in_baseline
    assert volatile.example_diff is not None
    assert "-Now: " in volatile.example_diff and "+Now: " in volatile.example_diff
    # The leaked tail moved a third of the traffic off the stable hash: also a change.
    (change,) = report.changes
    assert change.section == "system" and change.tail_after is not None
    assert change.tail_after.values == 20


def test_volatile_without_retained_text_says_so() -> None:
    leak = [
        A(WEEK + timedelta(hours=i), sections={"memory": ("memory", f"locale de-DE {i}")})
        for i in range(1, 12)
    ]
    base = spread(11, timedelta(hours=1), sections={"memory": ("memory", "locale en-US")})
    (volatile,) = run(base + leak, texts={}).volatile_sections
    assert volatile.example_diff is None
    assert volatile.text_note is not None and volatile.text_note.startswith("text not retained")


def test_metrics_compare_tokens_and_rates() -> None:
    base = spread(10, timedelta(hours=1), tokens=1000)
    win = spread(5, WEEK + timedelta(hours=1), tokens=2000, dropped=1) + spread(
        5, WEEK + timedelta(hours=2), tokens=2000, exact=False
    )
    metrics = {m.name: m for m in run(base + win).metrics}
    assert metrics["tokens_p50"].before == pytest.approx(1000, rel=0.02)
    assert metrics["tokens_p50"].after == pytest.approx(2000, rel=0.02)
    assert (metrics["dropped_rate"].before, metrics["dropped_rate"].after) == (0.0, 0.5)
    assert (metrics["estimated_share"].before, metrics["estimated_share"].after) == (0.0, 0.5)
