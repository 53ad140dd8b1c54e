"""The what-changed comparison on hand-built windows where the answer is known (no database)."""

from __future__ import annotations

import hashlib
import random
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


def mixed(start: timedelta, *groups: tuple[int, dict[str, object]], seed: int = 7) -> list[A]:
    """Groups of assemblies (count, fields) shuffled together over the week from ``start``.

    Real traffic interleaves its variants; laying one variant after another
    would (rightly) read as one value stopping and the other starting.
    """
    kinds = [kw for n, kw in groups for _ in range(n)]
    random.Random(seed).shuffle(kinds)
    step = (WEEK - timedelta(hours=1)) / max(1, len(kinds))
    return [A(start + step * i, **kw) for i, kw in enumerate(kinds)]  # type: ignore[arg-type]


SYSTEM = {"system": ("system", "You are the support bot.\nBe brief.")}


def test_nothing_changed() -> None:
    items = spread(40, timedelta(hours=1), sections=SYSTEM) + spread(
        40, WEEK + timedelta(hours=1), sections=SYSTEM
    )
    report = run(items)
    assert report.changes == () and report.mix_shifts == () and report.budget == ()
    assert report.volatile_sections == ()
    assert not report.changed
    assert (report.baseline.assemblies, report.window.assemblies) == (40, 40)


@pytest.mark.parametrize(
    ("n", "after_v2", "reported"),
    [(100, 60, False), (1000, 46, False), (1000, 45, False), (1000, 60, True)],
    ids=[
        "20-points-on-100-is-noise",
        "6-points-on-1000-not-significant",
        "5-points-floor",
        "20-points-on-1000",
    ],
)
def test_share_shift_needs_significance_and_is_a_mix_shift(
    n: int, after_v2: int, reported: bool
) -> None:
    """Issue 10 changed this test: a share shift of existing values was a change
    when it moved > 5 points; now it must also be significant at the sample
    size, and it is reported as a mix shift, which does not trip the CI gate."""
    v1, v2 = {"template": "v1"}, {"template": "v2"}
    base = mixed(timedelta(0), (n * 60 // 100, v1), (n * 40 // 100, v2))
    win = mixed(WEEK, (n - n * after_v2 // 100, v1), (n * after_v2 // 100, v2), seed=8)
    report = run(base + win)
    assert report.changes == ()
    shifts = [c for c in report.mix_shifts if c.dimension == "template_version"]
    assert bool(shifts) is reported
    assert not report.changed
    if reported:
        (shift,) = shifts
        assert shift.kind == "mix"
        assert shift.effect.difference == pytest.approx(0.2, abs=0.001)
        assert shift.effect.ci_low < 0.2 < shift.effect.ci_high
        assert shift.effect.q_value <= 0.001


def test_five_points_exactly_meets_a_lower_floor() -> None:
    v1, v2 = {"template": "v1"}, {"template": "v2"}
    base = mixed(timedelta(0), (6000, v1), (4000, v2))
    win = mixed(WEEK, (5500, v1), (4500, v2), seed=8)
    assert run(base + win).mix_shifts  # significant at 10,000 and >= the 5-point floor
    assert not run(base + win, threshold=0.06).mix_shifts  # the floor is the --threshold knob


def test_new_value_at_window_edge_is_reported_with_exact_first_seen() -> None:
    base = spread(40, timedelta(hours=1))
    win = spread(30, WEEK + timedelta(hours=1))
    last = WEEK + WEEK - timedelta(microseconds=1)  # the very last instant of the window
    tail = [A(last - timedelta(minutes=9 - i), snapshot="snap-2") for i in range(10)]
    edge = [A(2 * WEEK, snapshot="snap-3")]  # until is exclusive
    report = run(base + win + tail + edge)
    (change,) = report.changes
    assert (change.kind, change.dimension) == ("content", "snapshot_id")
    after = {v.value: v for v in change.after}
    assert after["snap-2"].status == "appeared"
    assert after["snap-2"].share == pytest.approx(10 / 40)
    assert change.first_seen == T0 + last - timedelta(minutes=9)
    assert change.last_seen == T0 + last
    assert "snap-3" not in after


def test_one_new_value_on_one_request_is_not_a_change() -> None:
    base = spread(40, timedelta(hours=1))
    win = [*spread(39, WEEK + timedelta(hours=1)), A(WEEK + timedelta(hours=50), snapshot="snap-2")]
    assert run(base + win).changes == ()


def test_empty_baseline_says_so_and_reports_no_changes() -> None:
    report = run(spread(10, WEEK + timedelta(hours=1), sections=SYSTEM))
    assert report.baseline.assemblies == 0
    assert report.changes == ()
    assert any("baseline window has no assemblies" in n for n in report.notes)


def test_model_switch_ranks_above_canary() -> None:
    base = mixed(timedelta(0), (50, {"model": "gpt-4o", "template": "v1"}))
    win = mixed(
        WEEK,
        (25, {"model": "gpt-4.1", "template": "v1"}),
        (25, {"model": "gpt-4.1", "template": "v2"}),
    )
    report = run(base + win)
    assert [(c.kind, c.dimension) for c in report.changes] == [
        ("content", "model_id"),
        ("content", "template_version"),
    ]
    model, template = report.changes
    assert model.affected_share == pytest.approx(1.0)
    assert template.affected_share == pytest.approx(0.5)
    assert [(v.value, v.share, v.status) for v in model.before] == [("gpt-4o", 1.0, "disappeared")]
    assert [(v.value, v.share, v.status) for v in model.after] == [("gpt-4.1", 1.0, "appeared")]
    assert (model.old_value, model.new_value) == ("gpt-4o", "gpt-4.1")


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
    assert (change.kind, change.dimension, change.section, change.section_kind) == (
        "content",
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
        assert change.text_note == f"text not retained: hash {old_h[:12]} → {new_h[:12]}"


def test_section_in_part_of_traffic_affects_only_that_share() -> None:
    tool_old = {"tool:lookup": ("tools", '{"name":"lookup","params":["order_id"]}')}
    tool_new = {"tool:lookup": ("tools", '{"name":"lookup","params":["orderId"]}')}
    base = mixed(timedelta(0), (30, {"sections": tool_old}), (70, {}))
    win = mixed(WEEK, (30, {"sections": tool_new}), (70, {}))
    (change,) = run(base + win).changes
    assert (change.kind, change.section) == ("content", "tool:lookup")
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
    """Issue 10 changed this test: the leaked variants used to also be reported as a
    long-tail change of the section; now they are set aside and reported once, as
    a newly volatile section (which trips the CI gate)."""

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
    assert volatile.last_seen == T0 + WEEK + timedelta(hours=69)
    assert not volatile.in_baseline
    assert volatile.example_diff is not None
    assert "-Now: " in volatile.example_diff and "+Now: " in volatile.example_diff
    assert report.changes == ()
    assert report.tripped() == ("volatile",)


def test_volatility_already_in_the_baseline_does_not_trip_the_gate() -> None:
    def leaky(i: int) -> dict[str, tuple[str, str]]:
        return {"system": ("system", f"You are the support bot.\nNow: {i}")}

    base = [A(timedelta(hours=i), sections=leaky(i)) for i in range(1, 60)]
    win = [A(WEEK + timedelta(hours=i), sections=leaky(1000 + i)) for i in range(1, 60)]
    report = run(base + win)
    (volatile,) = report.volatile_sections
    assert volatile.in_baseline
    assert report.changes == ()
    assert not report.changed and report.tripped() == ()


def test_volatile_without_retained_text_says_so() -> None:
    leak = [
        A(WEEK + timedelta(hours=i), sections={"memory": ("memory", f"locale de-DE {i}")})
        for i in range(1, 12)
    ]
    base = spread(11, timedelta(hours=1), sections={"memory": ("memory", "locale en-US")})
    (volatile,) = run(base + leak, texts={}).volatile_sections
    assert volatile.example_diff is None
    assert volatile.text_note is not None and volatile.text_note.startswith("text not retained")


def test_revert_inside_the_window_has_first_and_last_seen() -> None:
    bad = _prompt("never")
    good = _prompt("30 days")
    base = spread(100, timedelta(hours=1), sections=good)
    win = [
        A(WEEK + timedelta(hours=1 + i), sections=bad if 20 <= i < 50 else good) for i in range(100)
    ]
    (change,) = run(base + win).changes
    assert change.kind == "reverted"
    assert change.first_seen == T0 + WEEK + timedelta(hours=21)
    assert change.last_seen == T0 + WEEK + timedelta(hours=50)
    assert change.affected_share == pytest.approx(0.3)


def test_removal_inside_the_window_has_last_seen() -> None:
    extra = {**SYSTEM, "tool:escalate": ("tools", '{"name":"escalate"}')}
    base = spread(100, timedelta(hours=1), sections=extra)
    win = [
        A(WEEK + timedelta(hours=1 + i), sections=extra if i < 40 else SYSTEM) for i in range(100)
    ]
    (change,) = run(base + win).changes
    assert (change.kind, change.section) == ("disappeared", "tool:escalate")
    assert change.last_seen == T0 + WEEK + timedelta(hours=40)
    assert change.affected_share == pytest.approx(0.6, abs=0.02)
    assert report_gate(base + win) == ("disappeared",)


def report_gate(items: Sequence[A]) -> tuple[str, ...]:
    return run(items).tripped()


def test_section_only_in_the_baseline_disappeared_with_its_last_sighting() -> None:
    extra = {**SYSTEM, "memory:promo": ("memory", "Black Friday: 20% off.")}
    base = spread(80, timedelta(hours=1), sections=extra)
    win = spread(80, WEEK + timedelta(hours=1), sections=SYSTEM)
    (change,) = run(base + win).changes
    assert (change.kind, change.section) == ("disappeared", "memory:promo")
    assert change.last_seen == T0 + timedelta(hours=80)


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
    assert (metrics["truncated_rate"].before, metrics["truncated_rate"].after) == (0.0, 0.0)


def test_budget_shift_is_a_change_when_significant() -> None:
    base = mixed(timedelta(0), (880, {}), (120, {"dropped": 1}))
    win = mixed(WEEK, (690, {}), (310, {"dropped": 1}))
    report = run(base + win)
    assert report.changes == ()
    (shift,) = [b for b in report.budget if b.metric == "dropped_rate"]
    assert (shift.before, shift.after) == (0.12, 0.31)
    assert shift.effect.ci_low > 0.15
    assert report.tripped() == ("budget",)


def test_the_end_of_recorded_traffic_is_not_a_revert() -> None:
    """Found by the demo: traffic ends at 14:47, the window at 15:10 (now). Spreading
    the 14:00 hour over the whole hour made 14:47-15:00 look like traffic without
    the new value, so every new value "reverted"; traffic is spread over the span
    the hour's assemblies actually cover."""
    base = [A(timedelta(minutes=i), snapshot="snap-1") for i in range(600)]
    win = [A(WEEK + timedelta(minutes=i), snapshot="snap-2") for i in range(558)]  # to 09:17
    items = base + win
    b = window(items, T0, T0 + timedelta(hours=10))
    w = window(items, T0 + WEEK, T0 + WEEK + timedelta(hours=10, minutes=23))
    (change,) = compare(b, w).changes
    assert change.kind == "content"
