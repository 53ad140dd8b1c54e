"""Trace sampling and first-occurrence capture: deterministic everywhere, and the record it yields."""

from __future__ import annotations

import hashlib
import hmac
import random
import subprocess
import sys
import threading
from datetime import UTC, datetime, timedelta, timezone

import pytest

from ctxstore import Section, Source, assemble
from ctxstore.assembly.result import Assembly, Outcome, SectionReport, TokenizerInfo
from ctxstore.assembly.screening import ScreenHit
from ctxstore.assembly.sections import Tier
from ctxstore.errors import ConfigError
from ctxstore.retention import (
    KindRule,
    Redactor,
    RetentionPolicy,
    SeenHashes,
    fingerprint,
    keep_text,
    to_record,
    trace_sampled,
)
from ctxstore.retention.capture import keyed_subject
from ctxstore.retention.keys import hmac_secret

TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
SPAN = "00f067aa0ba902b7"
NOW = datetime(2024, 5, 14, 9, 0, tzinfo=UTC)

# Fixed vectors: the documented rule, computed independently of trace_sampled().
# Any other implementation (another language) must produce the same decisions.
VECTORS = [
    "4bf92f3577b34da6a3ce929d0e0e4736",
    "00000000000000000000000000000001",
    "ffffffffffffffffffffffffffffffff",
    "0af7651916cd43dd8448eb211c80319c",
    "5b8aa5a2d2c872e8321cf37308d69df2",
]


def _reference(trace_id: str, rate: float) -> bool:
    x = int.from_bytes(hashlib.sha256(trace_id.lower().encode("ascii")).digest()[:8], "big")
    return (x >> 11) * 2.0**-53 < rate


@pytest.mark.parametrize("trace_id", VECTORS, ids=[v[:8] for v in VECTORS])
@pytest.mark.parametrize("rate", [0.01, 0.1, 0.5, 0.9], ids=lambda r: f"rate{r}")
def test_rule_matches_the_documented_formula(trace_id: str, rate: float) -> None:
    assert trace_sampled(trace_id, rate) is _reference(trace_id, rate)


def test_known_decisions_do_not_change_between_releases() -> None:
    # Pinned outputs (the hashed fractions are 0.2248, 0.8781, 0.2076, 0.0858, 0.6250):
    # changing them silently breaks agreement with services already deployed.
    assert [trace_sampled(t, 0.5) for t in VECTORS] == [True, False, True, True, False]
    assert [trace_sampled(t, 0.1) for t in VECTORS] == [False, False, False, True, False]


def test_same_decision_in_another_process() -> None:
    rng = random.Random(7)
    ids = [f"{rng.getrandbits(128):032x}" for _ in range(300)]
    code = (
        "import sys; from ctxstore.retention import trace_sampled; "
        "print(''.join('1' if trace_sampled(t, 0.3) else '0' for t in sys.stdin.read().split()))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], input="\n".join(ids), capture_output=True, text=True,
        check=True,
    ).stdout.strip()  # fmt: skip
    assert out == "".join("1" if trace_sampled(t, 0.3) else "0" for t in ids)


def test_trace_id_forms_agree() -> None:
    upper = TRACE.upper()
    assert {trace_sampled(t, 0.5) for t in (TRACE, upper, "0x" + TRACE, int(TRACE, 16))} == {
        trace_sampled(TRACE, 0.5)
    }


@pytest.mark.parametrize("rate", [0.01, 0.1, 0.5], ids=lambda r: f"rate{r}")
def test_observed_fraction_is_close_to_the_rate(rate: float) -> None:
    rng = random.Random(1234)
    n = 10_000
    kept = sum(trace_sampled(f"{rng.getrandbits(128):032x}", rate) for _ in range(n))
    # Binomial: 4 standard deviations is a deterministic-seed, never-flaky bound.
    sigma = (n * rate * (1 - rate)) ** 0.5
    assert abs(kept - n * rate) <= 4 * sigma + 1


def test_rate_edges() -> None:
    rng = random.Random(5)
    ids = [f"{rng.getrandbits(128):032x}" for _ in range(1000)]
    assert not any(trace_sampled(t, 0.0) for t in ids)
    assert all(trace_sampled(t, 1.0) for t in ids)
    with pytest.raises(ValueError):
        trace_sampled(TRACE, 1.5)


def test_seen_hashes_first_time_then_false() -> None:
    seen = SeenHashes()
    assert seen.first_time("a") is True
    assert seen.first_time("a") is False
    assert seen.first_time("b") is True


def test_seen_hashes_is_bounded_and_evicts_least_recent() -> None:
    seen = SeenHashes(capacity=3)
    for h in ("a", "b", "c"):
        seen.first_time(h)
    seen.first_time("a")  # refresh a
    seen.first_time("d")  # evicts b, the least recently used
    assert len(seen) == 3
    assert "b" not in seen
    assert seen.first_time("a") is False
    assert seen.first_time("b") is True  # seen again after eviction: captured again


def test_seen_hashes_is_thread_safe() -> None:
    seen = SeenHashes()
    firsts: list[bool] = []
    lock = threading.Lock()

    def worker() -> None:
        local = [seen.first_time(f"h{i}") for i in range(2000)]
        with lock:
            firsts.extend(local)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(firsts) == 2000  # every hash was "first" exactly once across threads


# --- keep_text ------------------------------------------------------------------


def _sampled_and_unsampled(rate: float) -> tuple[str, str]:
    rng = random.Random(99)
    yes = no = None
    while yes is None or no is None:
        t = f"{rng.getrandbits(128):032x}"
        if trace_sampled(t, rate):
            yes = yes or t
        else:
            no = no or t
    return yes, no


SAMPLED_TRACE, UNSAMPLED_TRACE = _sampled_and_unsampled(0.1)


@pytest.mark.parametrize(
    ("policy", "kind", "trace", "first", "expected"),
    [
        (RetentionPolicy(capture=False), "system", SAMPLED_TRACE, True, (False, "capture off")),
        (RetentionPolicy(), "ask", SAMPLED_TRACE, True, (False, "kind rule: never")),
        (RetentionPolicy(), "history", SAMPLED_TRACE, True, (False, "kind rule: never")),
        (RetentionPolicy(), "system", UNSAMPLED_TRACE, False, (True, "kind rule: always")),
        (RetentionPolicy(), "tools", UNSAMPLED_TRACE, False, (True, "kind rule: always")),
        (RetentionPolicy(), "document", UNSAMPLED_TRACE, True, (True, "first occurrence")),
        (RetentionPolicy(), "document", SAMPLED_TRACE, False, (True, "sampled")),
        (RetentionPolicy(), "document", UNSAMPLED_TRACE, False, (False, "not sampled")),
        (
            RetentionPolicy(kind_rules={"document": KindRule.NEVER}),
            "document", UNSAMPLED_TRACE, True, (False, "kind rule: never"),
        ),
    ],
    ids=[
        "capture-off", "ask-never", "history-never", "system-always", "tools-always",
        "first-occurrence", "repeat-sampled", "repeat-not-sampled", "custom-rule",
    ],
)  # fmt: skip
def test_keep_text(
    policy: RetentionPolicy, kind: str, trace: str, first: bool, expected: tuple[bool, str]
) -> None:
    assert keep_text(policy, kind, trace, first) == expected


@pytest.mark.usefixtures("default_key_files")
def test_fingerprint_is_always_keyed_by_default_with_the_secret_outside_the_store() -> None:
    h = hashlib.sha256(b"x").hexdigest()
    default = fingerprint(RetentionPolicy(), h)
    secret = hmac_secret()
    assert default != h and secret.source.startswith("file:")
    assert default == hmac.new(secret.value, h.encode(), hashlib.sha256).hexdigest()
    keyed = fingerprint(RetentionPolicy(hmac_key=b"k" * 32), h)
    assert keyed != h and len(keyed) == 64
    assert keyed == fingerprint(RetentionPolicy(hmac_key=b"k" * 32), h)
    assert keyed != fingerprint(RetentionPolicy(hmac_key=b"j" * 32), h)


# --- to_record ------------------------------------------------------------------

SECRET_DOC = "Ticket from jane.roe@example.com: card 4111 1111 1111 1111 was charged twice."


def _report(
    position: int, section: Section, tier: Tier, outcome: Outcome = Outcome.KEPT,
    hits: tuple[ScreenHit, ...] = (),
) -> SectionReport:  # fmt: skip
    return SectionReport(
        position=position,
        section=section,
        tier=tier,
        trust=str(section.effective_trust),
        tokens=10 if outcome in (Outcome.KEPT, Outcome.TRUNCATED) else 0,
        original_tokens=10,
        content_hash=hashlib.sha256(section.text.encode()).hexdigest(),
        outcome=outcome,
        reason=None if outcome is Outcome.KEPT else "over budget",
        hits=hits,
    )


def _fake_assembly() -> Assembly:
    hit = ScreenHit("override_phrase", 0, 6, "ignore")
    reports = (
        _report(0, Section.system("You are a support agent."), Tier.SYSTEM),
        _report(
            1,
            Section.document(
                "ticket", SECRET_DOC, source=Source(path="tickets/88.md", start_line=3, end_line=4)
            ),
            Tier.DATA,
            hits=(hit,),
        ),
        _report(2, Section.document("old", "an old chunk"), Tier.DATA, Outcome.DROPPED),
        _report(3, Section.ask("my email is jane.roe@example.com"), Tier.ASK),
    )
    return Assembly(
        model="gpt-4o", template_version="t-7", snapshot_id="snap-3", text="...",
        root_fingerprint="a" * 64, prefix_fingerprint="b" * 64, sections=reports,
        tokens_total=30, budget=1000, context_window=128000, reserved_output=4096,
        tokenizer=TokenizerInfo("o200k_base", True), screening_action="flag", provider="openai",
    )  # fmt: skip


def test_to_record_fields_and_redacted_text() -> None:
    assembly = _fake_assembly()
    record = to_record(
        assembly, policy=RetentionPolicy(), trace_id=UNSAMPLED_TRACE, span_id=SPAN,
        timestamp=NOW, service="support-bot", environment="prod", tenant="acme",
        subject_id="user-42", seen=SeenHashes(),
    )  # fmt: skip
    assert (record.model_id, record.provider, record.template_version, record.snapshot_id) == (
        "gpt-4o", "openai", "t-7", "snap-3",
    )  # fmt: skip
    default = RetentionPolicy()  # no key of its own: the default secret keys every digest
    assert (record.root_fingerprint, record.prefix_fingerprint) == (
        fingerprint(default, "a" * 64), fingerprint(default, "b" * 64),
    )  # fmt: skip
    assert (record.tokens_total, record.budget, record.tokenizer, record.tokens_exact) == (
        30, 1000, "o200k_base", True,
    )  # fmt: skip
    assert record.dropped_count == 1 and record.screening_hits == 1
    assert record.policy_version == "default-1" and record.content_captured
    assert (record.service, record.environment, record.tenant, record.subject_id) == (
        "support-bot", "prod", "acme", keyed_subject(hmac_secret().value, "user-42"),
    )  # fmt: skip
    assert record.subject_id is not None and record.subject_id.startswith("hmac-sha256:")
    system, ticket, old, ask = record.sections
    assert system.text == "You are a support agent."
    assert ticket.text is not None and "jane.roe@example.com" not in ticket.text
    assert "4111 1111 1111 1111" not in ticket.text
    assert ticket.redactions == ("credit_card", "email")
    # Of the original text, keyed.
    assert ticket.content_hash == fingerprint(
        default, hashlib.sha256(SECRET_DOC.encode()).hexdigest()
    )
    assert (ticket.source_path, ticket.line_start, ticket.line_end) == ("tickets/88.md", 3, 4)
    assert ticket.screening_hits == ("override_phrase",)
    assert ticket.trust == "untrusted"
    assert old.text is None and old.outcome == "dropped" and old.reason == "over budget"
    assert ask.text is None  # kind rule: never


def test_repeats_are_kept_only_for_sampled_traces() -> None:
    assembly = _fake_assembly()
    seen = SeenHashes()
    kw = {"policy": RetentionPolicy(), "span_id": SPAN, "timestamp": NOW, "seen": seen}
    first = to_record(assembly, trace_id=UNSAMPLED_TRACE, **kw)  # type: ignore[arg-type]
    repeat = to_record(assembly, trace_id=UNSAMPLED_TRACE, **kw)  # type: ignore[arg-type]
    sampled = to_record(assembly, trace_id=SAMPLED_TRACE, **kw)  # type: ignore[arg-type]
    assert first.sections[1].text is not None
    assert repeat.sections[1].text is None
    assert repeat.sections[0].text is not None  # system: always
    assert repeat.content_captured  # the system text still counts
    assert sampled.sections[1].text is not None


def test_capture_off_keeps_no_text_at_all() -> None:
    record = to_record(
        _fake_assembly(), policy=RetentionPolicy(capture=False), trace_id=SAMPLED_TRACE,
        span_id=SPAN, timestamp=NOW, seen=SeenHashes(),
    )  # fmt: skip
    assert all(s.text is None and s.redactions == () for s in record.sections)
    assert record.content_captured is False


def test_hmac_key_applies_to_every_stored_hash() -> None:
    policy = RetentionPolicy(hmac_key=b"k" * 32)
    assembly = _fake_assembly()
    record = to_record(
        assembly, policy=policy, trace_id=TRACE, span_id=SPAN, timestamp=NOW, seen=SeenHashes()
    )
    assert record.root_fingerprint == fingerprint(policy, "a" * 64) != "a" * 64
    assert record.prefix_fingerprint == fingerprint(policy, "b" * 64)
    for rec, rep in zip(record.sections, assembly.sections, strict=True):
        assert rec.content_hash == fingerprint(policy, rep.content_hash) != rep.content_hash


def test_timestamp_is_stored_in_utc_and_naive_is_refused() -> None:
    local = datetime(2024, 5, 14, 11, 0, tzinfo=timezone(timedelta(hours=2)))
    record = to_record(
        _fake_assembly(), policy=RetentionPolicy(), trace_id=TRACE, span_id=SPAN,
        timestamp=local, seen=SeenHashes(),
    )  # fmt: skip
    assert record.timestamp == NOW and record.timestamp.tzinfo is UTC
    with pytest.raises(ConfigError, match="timezone-aware"):
        to_record(
            _fake_assembly(), policy=RetentionPolicy(), trace_id=TRACE, span_id=SPAN,
            timestamp=datetime(2024, 5, 14), seen=SeenHashes(),
        )  # fmt: skip


@pytest.mark.parametrize(
    ("trace_id", "span_id"),
    [("xyz", SPAN), (TRACE, "short"), (TRACE + "00", SPAN)],
    ids=["bad-trace", "bad-span", "long-trace"],
)
def test_bad_ids_are_refused(trace_id: str, span_id: str) -> None:
    with pytest.raises(ConfigError):
        to_record(
            _fake_assembly(), policy=RetentionPolicy(), trace_id=trace_id, span_id=span_id,
            timestamp=NOW, seen=SeenHashes(),
        )  # fmt: skip


def test_to_record_with_the_real_assembler() -> None:
    secret_key = "sk-proj-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z"
    assembly = assemble(
        [
            Section.system("You answer billing questions."),
            Section.document(
                "runbook", f"Use key {secret_key} for the sandbox.",
                source=Source(path="docs/runbook.md", start_line=10, end_line=12),
            ),
            Section.ask("Why was I charged twice? Call me on +44 20 7946 0958."),
        ],
        model="gpt-4o", template_version="billing-3",
    )  # fmt: skip
    seen = SeenHashes()
    record = to_record(
        assembly, policy=RetentionPolicy(), trace_id=UNSAMPLED_TRACE, span_id=SPAN,
        timestamp=NOW, seen=seen, redactor=Redactor(),
    )  # fmt: skip
    by_name = {s.name: s for s in record.sections}
    runbook = by_name["runbook"]
    assert runbook.text is not None and secret_key not in runbook.text
    assert runbook.redactions == ("openai_key",)
    keyed = RetentionPolicy()
    assert runbook.content_hash == fingerprint(keyed, assembly.report("runbook").content_hash)
    assert by_name["ask"].text is None
    assert record.root_fingerprint == fingerprint(keyed, assembly.root_fingerprint)
    assert record.template_version == "billing-3"
    assert len(record.sections) == len(assembly.sections)
