"""The assembly page's rendered provider payload, against what ``assemble()`` rendered.

Ground truth is the in-process :class:`~ctxstore.Assembly`: recorded with a
policy that keeps every text, the page's payload (rebuilt from the stored
sections) must be the very JSON ``assembly.anthropic()`` / ``openai()`` /
``openai_responses()`` / ``bedrock_converse()`` returned, and the plain target
the text the root fingerprint covers. Then the cases a user must be told
about: redacted text (placeholders shown as such), text not retained, erased
text (never shown, not even the copy another request kept), and hostile text
that must stay text. Asserted on the raw HTML.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import replace
from datetime import UTC, datetime

import pytest
from starlette.testclient import TestClient

from ctxstore import Message, Section, Source, assemble
from ctxstore.assembler import DEFAULT_RESERVED_OUTPUT
from ctxstore.retention.policy import KindRule, RetentionPolicy
from ctxstore.store import RecordContext, Store
from ctxstore.web import create_ui_app
from ctxstore.web.payload import DEFAULT_MAX_TOKENS

TOOL = {
    "name": "lookup_order",
    "description": "Find an order.",
    "input_schema": {"type": "object", "properties": {"order_id": {"type": "string"}}},
}
KEEP_ALL = {k: KindRule.ALWAYS for k in ("tools", "system", "memory", "history", "document")}
HOSTILE = "</pre><script>window.__pwned=1</script><img src=x onerror=alert(1)>"


def _sections(doc: str = "Orders ship within 2 business days.") -> list[Section]:
    return [
        Section.tools([TOOL]),
        Section.system("You are Acme's support assistant. " * 40),
        Section.memory("memory:customer", "Customer tier: gold."),
        Section.history(
            [Message.user("Hi, I ordered a lamp."), Message.assistant("Happy to help!")]
        ),
        Section.document("kb/shipping.md#1", doc, source=Source(path="kb/shipping.md")),
        Section.ask("When will my lamp arrive?"),
    ]


def _payload_json(page: str) -> object:
    m = re.search(r'<pre class="payload"[^>]*>(.*?)</pre>', page, re.S)
    assert m, "no payload on the page"
    text = re.sub(r'<span class="inv" title="[^"]*">U\+([0-9A-F]{4})</span>', "", m.group(1))
    return json.loads(html.unescape(text))


def _payload_text(page: str) -> str:
    m = re.search(r'<pre class="payload"[^>]*>(.*?)</pre>', page, re.S)
    assert m
    return html.unescape(m.group(1))


def _store(url: str, **policy: object) -> Store:
    rules = {**KEEP_ALL, "ask": KindRule.ALWAYS, **policy.pop("rules", {})}  # type: ignore[dict-item]
    return Store.open(url, migrate=True, policy=RetentionPolicy(kind_rules=rules, **policy))  # type: ignore[arg-type]


@pytest.mark.parametrize("model", ["claude-sonnet-4-5", "gpt-4o"])
def test_payload_is_what_assemble_rendered(sqlite_url: str, model: str) -> None:
    assembly = assemble(_sections(), model=model, template_version="support-v14")
    store = _store(sqlite_url, redact=False)
    try:
        rec = store.record(assembly, RecordContext(timestamp=datetime(2026, 3, 3, tzinfo=UTC)))
        client = TestClient(create_ui_app(store.engine))
        expected = {
            "anthropic": assembly.anthropic(),
            "openai": assembly.openai(cache_key=False),
            "openai_responses": assembly.openai_responses(cache_key=False),
            "bedrock": assembly.bedrock_converse(),
        }
        for target, want in expected.items():
            page = client.get(f"/assembly/{rec.trace_id}", params={"target": target}).text
            assert _payload_json(page) == want, target
            assert "Every section that reached the model has its text retained" in page
        plain = client.get(f"/assembly/{rec.trace_id}", params={"target": "plain"}).text
        assert _payload_text(plain) == assembly.text
        # No target given: the recorded provider's.
        default = client.get(f"/assembly/{rec.trace_id}").text
        provider_target = "anthropic" if model.startswith("claude") else "openai"
        assert _payload_json(default) == expected[provider_target]
    finally:
        store.close()


def test_default_max_tokens_is_the_assemblers() -> None:
    assert DEFAULT_MAX_TOKENS == DEFAULT_RESERVED_OUTPUT


def test_redacted_text_shows_placeholders_and_says_so(sqlite_url: str) -> None:
    doc = "Write to jane.doe@example.com for refunds."
    assembly = assemble(_sections(doc), model="claude-sonnet-4-5")
    store = _store(sqlite_url)
    try:
        rec = store.record(assembly)
        page = TestClient(create_ui_app(store.engine)).get(f"/assembly/{rec.trace_id}").text
        body = _payload_text(page)
        assert "jane.doe@example.com" not in page
        assert "[REDACTED:email" in body
        assert "redacted (email)" in page and "placeholders stand where the model saw" in page
    finally:
        store.close()


def test_text_not_retained_is_a_named_placeholder(sqlite_url: str) -> None:
    assembly = assemble(_sections(), model="gpt-4o")
    store = _store(sqlite_url, rules={"ask": KindRule.NEVER}, redact=False)
    try:
        rec = store.record(assembly)
        page = TestClient(create_ui_app(store.engine)).get(f"/assembly/{rec.trace_id}").text
        body = _payload_text(page)
        assert "When will my lamp arrive?" not in page
        assert "[ctxstore: text of section 'ask' not retained by the retention policy" in body
        assert "Partial: some sections" in page
        # Everything else is still the real request text.
        assert "Orders ship within 2 business days." in body
    finally:
        store.close()


def test_erased_text_is_never_shown(sqlite_url: str) -> None:
    secret = "Customer lives at 12 Quiet Lane."
    sections = _sections()
    sections[2] = Section.memory("memory:customer", secret)
    store = _store(sqlite_url, redact=False)
    try:
        rec = store.record(assemble(sections, model="gpt-4o"), RecordContext(subject_id="u-1"))
        store.erase_subject("u-1")
        client = TestClient(create_ui_app(store.engine))
        page = client.get(f"/assembly/{rec.trace_id}").text
        assert secret not in page
        assert "text of section 'memory:customer' erased" in _payload_text(page)
    finally:
        store.close()


def test_hostile_text_in_the_payload_stays_text(sqlite_url: str) -> None:
    assembly = assemble(_sections(HOSTILE), model="claude-sonnet-4-5")
    store = _store(sqlite_url, redact=False)
    try:
        rec = store.record(assembly)
        for target in ("anthropic", "plain"):
            page = TestClient(create_ui_app(store.engine)).get(
                f"/assembly/{rec.trace_id}", params={"target": target}
            )
            assert "<script" not in page.text.lower() and "<img" not in page.text.lower()
            assert HOSTILE in _payload_text(page.text)  # shown, as text
    finally:
        store.close()


def test_unknown_target_is_a_clear_error(sqlite_url: str) -> None:
    store = _store(sqlite_url)
    try:
        rec = store.record(assemble(_sections(), model="gpt-4o"))
        r = TestClient(create_ui_app(store.engine)).get(
            f"/assembly/{rec.trace_id}", params={"target": "gemini"}
        )
        assert r.status_code == 400
        assert "target must be one of anthropic, openai" in r.text
    finally:
        store.close()


def test_stored_tools_that_do_not_parse_are_shown_as_text(sqlite_url: str) -> None:
    from tests.store_records import record, section

    broken = section(0, "tool:lookup_order", "tools", "lookup_order(order_id) <b>v2</b>")
    rec = replace(record(1), sections=(broken,))
    store = _store(sqlite_url)
    try:
        store.write([rec])
        r = TestClient(create_ui_app(store.engine)).get(f"/assembly/{rec.trace_id}")
        assert r.status_code == 200
        assert "its stored tools JSON does not parse" in r.text
        assert "lookup_order(order_id) &lt;b&gt;v2&lt;/b&gt;" in r.text
    finally:
        store.close()
