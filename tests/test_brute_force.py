"""An attacker with a copy of the store but not the secret cannot brute-force a redacted
low-entropy value back out of it (the issue's attack: hash every candidate and compare).

Three planted values, each from a space small enough to enumerate completely: an IPv4
address in 10.1.0.0/16, a phone number from a block of 10,000, and a 4-digit PIN. The
attacker knows the whole text around the value (the worst case) and has every byte of
the database. Without the key no candidate matches a stored digest or placeholder tag;
the control attacker holding the key finds each value, so the search itself works.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Callable, Iterator

import pytest
from disk_bytes import postgres_pages, sqlite_files

from ctxstore import RecordContext, Section, Store, assemble
from ctxstore.assembly.sections import canonical_content
from ctxstore.db import queries
from ctxstore.db.engine import is_sqlite
from ctxstore.retention import RetentionPolicy
from ctxstore.retention.redaction import DEFAULT_PLACEHOLDER_KEY, placeholder

CASES: dict[str, tuple[str, str, Callable[[], Iterator[str]]]] = {
    "ipv4": (
        "ipv4", "10.1.203.77",
        lambda: (f"10.1.{a}.{b}" for a in range(256) for b in range(256)),
    ),
    "phone": (
        "phone", "+1 415 555 0123",
        lambda: (f"+1 415 555 {n:04d}" for n in range(10_000)),
    ),
    "pin": ("pin", "4821", lambda: (f"{n:04d}" for n in range(10_000))),
}  # fmt: skip
TEMPLATE = "Escalation note: the customer's {what} is {value}; do not share it."
POLICY = RetentionPolicy(
    version="bf-1", sample_rate=1.0, custom_patterns={"pin": r"PIN-(?P<value>\d{4})"}
)


def _text(case: str, value: str) -> str:
    what, _, _ = CASES[case]
    return TEMPLATE.format(what=what, value=f"PIN-{value}" if case == "pin" else value)


def _raw(url: str) -> bytes:
    return sqlite_files(url) if is_sqlite(url) else postgres_pages(url)


def stored_hashes(data: bytes) -> list[str]:
    return sorted(set(re.findall(r"[0-9a-f]{64}", data.decode("latin-1"))))


def _attack(data: bytes, case: str, key: bytes | None) -> list[str]:
    """Every candidate whose digest or placeholder tag is in ``data``."""
    detector, _, space = CASES[case]
    text = data.decode("latin-1")
    stored = set(re.findall(r"[0-9a-f]{64}", text))
    tags = set(re.findall(rf"\[REDACTED:{detector}:([0-9a-f]{{4}})\]", text))
    found = []
    for candidate in space():
        section = Section.document("note", _text(case, candidate))
        raw = hashlib.sha256(canonical_content(section).encode()).hexdigest()
        digest = raw if key is None else hmac.new(key, raw.encode(), hashlib.sha256).hexdigest()
        tag = placeholder(detector, candidate, key or DEFAULT_PLACEHOLDER_KEY)[-5:-1]
        if digest in stored and tag in tags:
            found.append(candidate)
    return found


@pytest.mark.parametrize("case", list(CASES), ids=list(CASES))
def test_a_low_entropy_secret_cannot_be_recovered_without_the_key(db_url: str, case: str) -> None:
    _, value, _ = CASES[case]
    with Store.open(db_url, migrate=True, policy=POLICY) as store:
        result = assemble([Section.document("note", _text(case, value))], model="gpt-4o")
        store.record(result, RecordContext(trace_id="ab" * 16))
        key = store.policy.hmac_key
        data = _raw(db_url)
        blobs = queries.blobs_by_hash(store.engine, stored_hashes(data))
        texts = [b.text or "" for b in blobs.values()]
    assert value.encode() not in data  # redacted
    assert f"[REDACTED:{CASES[case][0]}:".encode() not in data  # sealed: not even the tag shows
    assert _attack(data, case, None) == []
    # Control: the secret plus the opened text (what a legitimate reader has) finds it.
    assert _attack(data + "\n".join(texts).encode(), case, key) == [value]
