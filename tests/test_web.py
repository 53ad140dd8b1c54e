"""The web view over raw HTTP: same answers as the CLI, hostile values stay text, read-only.

What a reviewer of a page that shows production prompts would check: every
page escapes every stored value (asserted on the raw bytes, not through a
parser that might forgive), every response carries the security headers,
nothing but GET/HEAD is served, a token is enforced when set, and the
what-changed page lists exactly what ``what-changed --json`` lists, in order.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli
from ctxstore_cli.serve_command import mount_ui
from sqlalchemy import func, select
from starlette.applications import Starlette
from starlette.testclient import TestClient

from ctxstore.db.models import assemblies
from ctxstore.store import Store
from ctxstore.web import create_ui_app
from ctxstore.web.app import CSP
from tests.web_support import (
    BREAKOUT,
    HOSTILE_NAME,
    HOSTILE_TEMPLATE,
    NOW,
    SCRIPT,
    WINDOW_START,
    fill_hostile,
)

WINDOW = {"since": WINDOW_START.isoformat(), "until": NOW.isoformat(), "tz": "UTC"}


@pytest.fixture
def hostile(sqlite_url: str) -> tuple[str, list[str]]:
    return sqlite_url, fill_hostile(sqlite_url)


@pytest.fixture
def client(hostile: tuple[str, list[str]]):  # type: ignore[no-untyped-def]
    store = Store.open(hostile[0], create=False)
    try:
        yield TestClient(create_ui_app(store.engine, clock=lambda: NOW))
    finally:
        store.close()


def _pages(traces: list[str]) -> dict[str, str]:
    q = "since={since}&until={until}&tz=UTC".format(**WINDOW).replace("+", "%2B")
    return {
        "what-changed": f"/what-changed?{q}",
        "timeline": f"/timeline?{q}&dimension=template_version&by=hour",
        "timeline-section": f"/timeline?{q}&dimension=section:{HOSTILE_NAME}",
        "log": f"/log?{q}",
        "assembly": f"/assembly/{traces[-1]}?tz=UTC",
        "diff": f"/diff?a={traces[0]}&b={traces[-1]}&tz=UTC",
    }


PAGE_IDS = ["what-changed", "timeline", "timeline-section", "log", "assembly", "diff"]


@pytest.mark.parametrize("page", PAGE_IDS, ids=PAGE_IDS)
def test_hostile_values_stay_text_on_every_page(
    client: TestClient, hostile: tuple[str, list[str]], page: str
) -> None:
    r = client.get(_pages(hostile[1])[page])
    assert r.status_code == 200, r.text[:500]
    body = r.text
    # The pages use no script and no image at all, so any such tag is an injection.
    assert "<script" not in body.lower()
    assert "<img" not in body.lower()
    # An attribute would need a raw quote or a bare value right after "onerror=" (escaped
    # forms such as &#34;, &amp;quot; or a JSON \&#34; inside the payload are text).
    assert not re.search(r"""onerror\s*=\s*["'A-Za-z_]""", body)
    shown = HOSTILE_TEMPLATE if page in ("timeline", "log", "diff") else HOSTILE_NAME
    if page == "timeline-section":
        shown = HOSTILE_NAME
    assert html.escape(SCRIPT, quote=False) in body or html.escape(SCRIPT) in body, (
        f"the hostile value {shown!r} is not shown (escaped) on {page}"
    )


def test_invisible_character_is_labelled_in_the_text(
    client: TestClient, hostile: tuple[str, list[str]]
) -> None:
    body = client.get(_pages(hostile[1])["assembly"]).text
    assert "U+200B" in body and "ZERO WIDTH SPACE" in body
    assert "\u200b" not in body


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [
        ("GET", "/log", 200),
        ("GET", "/assembly/ffffffffffff", 404),
        ("GET", "/what-changed?since=someday", 400),
        ("POST", "/log", 405),
        ("DELETE", "/assembly/ffffffffffff", 405),
        ("PUT", "/what-changed", 405),
    ],
    ids=["page", "not-found", "bad-input", "post", "delete", "put"],
)
def test_every_response_carries_the_security_headers(
    client: TestClient, method: str, path: str, status: int
) -> None:
    r = client.request(method, path)
    assert r.status_code == status
    assert r.headers["content-security-policy"] == CSP
    assert "script-src" not in CSP and "default-src 'none'" in CSP
    assert "frame-ancestors 'none'" in CSP
    assert r.headers["x-content-type-options"] == "nosniff"
    assert r.headers["referrer-policy"] == "no-referrer"


def test_writes_are_refused_and_change_nothing(
    client: TestClient, hostile: tuple[str, list[str]]
) -> None:
    store = Store.open(hostile[0], create=False)
    try:
        with store.engine.connect() as conn:
            before = conn.execute(select(func.count()).select_from(assemblies)).scalar_one()
        for method in ("POST", "PUT", "PATCH", "DELETE"):
            r = client.request(method, f"/assembly/{hostile[1][0]}", content=b"x")
            assert r.status_code == 405 and r.headers["allow"] == "GET, HEAD"
        with store.engine.connect() as conn:
            after = conn.execute(select(func.count()).select_from(assemblies)).scalar_one()
    finally:
        store.close()
    assert after == before == 80


def test_bad_input_is_a_clear_error_page(client: TestClient) -> None:
    r = client.get("/what-changed?since=someday")
    assert r.status_code == 400 and "someday" in r.text and 'role="alert"' in r.text
    r = client.get("/diff?a=abcdef")
    assert r.status_code == 404 and "/diff?a=REF&amp;b=REF" in r.text


@pytest.mark.parametrize(
    ("header", "status"),
    [(None, 401), ("Bearer wrong", 401), ("Basic s3cret", 401), ("Bearer s3cret", 200)],
    ids=["none", "wrong", "wrong-scheme", "right"],
)
def test_token_is_required_when_set(
    hostile: tuple[str, list[str]], header: str | None, status: int
) -> None:
    store = Store.open(hostile[0], create=False)
    try:
        c = TestClient(create_ui_app(store.engine, token="s3cret"))
        headers = {"authorization": header} if header else {}
        r = c.get("/log", headers=headers)
        assert r.status_code == status
        assert r.headers["content-security-policy"] == CSP
        if status == 401:
            assert "Bearer" in r.headers["www-authenticate"] and "<table" not in r.text
    finally:
        store.close()


def test_serve_mounts_the_view_behind_its_token(hostile: tuple[str, list[str]]) -> None:
    store = Store.open(hostile[0], create=False)
    try:
        app = Starlette()
        mount_ui(app, store.engine, "s3cret")
        c = TestClient(app)
        assert c.get("/ui/log").status_code == 401
        r = c.get("/ui/log", headers={"authorization": "Bearer s3cret"})
        assert r.status_code == 200
        # Links and the stylesheet resolve under the mount point.
        assert 'href="/ui/static/style.css"' in r.text and 'href="/ui/assembly/' in r.text
        css = c.get("/ui/static/style.css", headers={"authorization": "Bearer s3cret"})
        assert css.headers["content-type"].startswith("text/css")
    finally:
        store.close()


def test_ui_refuses_a_non_loopback_bind_without_a_token(sqlite_url: str) -> None:
    r = CliRunner().invoke(cli, ["ui", "--host", "0.0.0.0", "--db", sqlite_url], env={})
    assert r.exit_code == 2
    assert "without a token" in r.output and "CTXSTORE_UI_TOKEN" in r.output


def _window_args() -> list[str]:
    return ["--since", WINDOW["since"], "--until", WINDOW["until"], "--tz", "UTC"]


def _cli_json(url: str) -> dict[str, object]:
    r = CliRunner().invoke(
        cli,
        ["what-changed", "--db", url, *_window_args(), "--json"],
    )
    assert r.exit_code == 0, r.output
    doc: dict[str, object] = json.loads(r.output)
    return doc


def _headings(body: str) -> list[str]:
    return [
        html.unescape(re.sub(r"<[^>]+>", "", m))
        for m in re.findall(r'<a href="#change-\d+">(.*?)</a>', body)
    ]


def test_what_changed_page_lists_the_cli_json_changes_in_order(
    client: TestClient, hostile: tuple[str, list[str]]
) -> None:
    doc = _cli_json(hostile[0])
    changes = doc["changes"]
    assert isinstance(changes, list) and changes
    body = client.get(_pages(hostile[1])["what-changed"]).text
    headings = _headings(body)
    assert len(headings) == len(changes)
    for heading, change in zip(headings, changes, strict=True):
        subject = (
            f"section {change['section']}"
            if change["dimension"] == "section"
            else change["dimension"]
        )
        assert subject in heading
        assert f"{change['affected_share'] * 100:.1f}%" in heading
    assert any(HOSTILE_NAME in h for h in headings)


def test_html_file_is_self_contained_and_escaped(
    hostile: tuple[str, list[str]], tmp_path: Path
) -> None:
    out = tmp_path / "incident.html"
    r = CliRunner().invoke(
        cli,
        ["what-changed", "--db", hostile[0], *_window_args(), "--html", str(out)],
    )
    assert r.exit_code == 0, r.output
    page = out.read_text("utf-8")
    assert "<script" not in page.lower() and "<img" not in page.lower()
    assert html.escape(SCRIPT, quote=False) in page or html.escape(SCRIPT) in page
    # Nothing to fetch: no stylesheet link, no src, no absolute link anywhere.
    tags = re.findall(r"<[a-zA-Z][^>]*>", page)
    assert not [t for t in tags if t.startswith("<link") or " src=" in t]
    assert not [t for t in tags if re.search(r'href="(?!#)', t)], "a link that needs a server"
    assert "http://" not in page.replace('xmlns="http://www.w3.org/2000/svg"', "")
    # The meta CSP allows exactly the inline stylesheet, by its hash.
    import base64
    import hashlib

    css = re.search(r"<style>(.*?)</style>", page, re.S)
    assert css is not None
    digest = base64.b64encode(hashlib.sha256(css.group(1).encode()).digest()).decode()
    meta = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page)
    assert meta is not None and f"sha256-{digest}" in html.unescape(meta.group(1))
    assert "default-src 'none'" in html.unescape(meta.group(1))
    assert BREAKOUT not in page


def test_assembly_page_tells_each_sections_retention_state(sqlite_url: str) -> None:
    from sqlalchemy import update

    from ctxstore.db.models import content_blobs
    from tests.store_records import record, section, sha

    redacted = section(
        5, "doc:contact", "document", "Mail [REDACTED:email:3f2a]", redactions=("email",)
    )
    expired = section(6, "doc:old", "document", "An expired chunk.")
    first = record(1, extra=(redacted, expired))
    repeat = record(2, keep_stable=False, keep_volatile=False)
    store = Store.open(sqlite_url)
    try:
        store.write([first, repeat])
        with store.engine.begin() as conn:  # what the content TTL purge leaves behind
            conn.execute(
                update(content_blobs)
                .where(content_blobs.c.content_hash == sha("An expired chunk."))
                .values(text=None)
            )
        c = TestClient(create_ui_app(store.engine))

        def states(trace: str) -> dict[str, str]:
            body = c.get(f"/assembly/{trace}").text
            rows = re.findall(
                r'<tr><td>\d+</td><td><a href="#section-\d+">(.*?)</a>.*?<td class="ret [^"]*">(.*?)</td>',
                body,
                re.S,
            )
            return {html.unescape(name): html.unescape(state) for name, state in rows}

        got = states(first.trace_id)
        assert got["system"] == "kept" and got["doc:shipping"] == "kept"
        assert got["doc:contact"] == "redacted: email"
        assert got["doc:old"] == "erased"
        again = states(repeat.trace_id)
        # Stable text kept by the first assembly: this one was sampled out, the text is shared.
        assert again["system"] == "sampled out"
        # This assembly's own document and ask were never kept anywhere.
        assert again["doc:shipping"] == "not kept" and again["ask"] == "not kept"
        body = c.get(f"/assembly/{repeat.trace_id}").text
        assert "text not retained (not kept)" in body
    finally:
        store.close()


def test_assembly_page_shows_the_traces_outcomes_and_scores(sqlite_url: str) -> None:
    from tests.store_records import record

    scored, bare = record(1), record(2)
    store = Store.open(sqlite_url)
    try:
        store.write([scored, bare])
        store.record_outcome(
            scored.trace_id,
            span_id="00f067aa0ba902b7",
            model="claude-sonnet-4",
            input_tokens=1834,
            output_tokens=212,
            cache_read_input_tokens=9120,
            cache_creation_input_tokens=377,
            latency_ms=2481.0,
            finish_reason="end_turn",
            error_type=None,
        )
        store.record_outcome(
            scored.trace_id,
            span_id="00f067aa0ba902b8",
            latency_ms=30000.0,
            error_type=f"Timeout{SCRIPT}",
        )
        store.score(scored.trace_id, "thumbs", -1, source="user", comment=f"wrong {SCRIPT}")
        store.score(scored.trace_id, "faithfulness", 0.25, source="judge")
        c = TestClient(create_ui_app(store.engine))
        body = c.get(f"/assembly/{scored.trace_id}?tz=UTC").text
        cells = [
            [
                html.unescape(re.sub(r"<[^>]+>", "", td)).strip()
                for td in re.findall(r"<td[^>]*>(.*?)</td>", tr, re.S)
            ]
            for tr in re.findall(r"<tr>(.*?)</tr>", body, re.S)
        ]
        usage = next(row for row in cells if "claude-sonnet-4" in row)
        assert usage[3:] == ["1834", "212", "9120", "377", "2,481 ms", "end_turn", "none"]
        failed = next(row for row in cells if f"error: Timeout{SCRIPT}" in row)
        assert failed[7] == "30,000 ms"
        scores = {row[0]: row[1:4] for row in cells if row and row[0] in ("thumbs", "faithfulness")}
        assert scores == {
            "thumbs": ["-1", "user", f"wrong {SCRIPT}"],
            "faithfulness": ["0.25", "judge", "–"],
        }
        # The hostile comment and error type are text in the raw HTML, never markup.
        assert "<script" not in body.lower()
        assert html.escape(SCRIPT, quote=False) in body
        nothing = c.get(f"/assembly/{bare.trace_id}").text
        assert "No outcome recorded for this trace" in nothing
        assert "No score recorded for this trace" in nothing
        assert '<table class="outcomes">' not in nothing
    finally:
        store.close()
