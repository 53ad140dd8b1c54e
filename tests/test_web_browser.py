"""The web view in a real browser: Debian's headless Chromium driven by Playwright.

Why a browser and not only raw HTML: the Content-Security-Policy, the SVG chart
and the links are only proven by something that enforces and follows them. A
CSP violation, a blocked stylesheet or a script error all surface as console
errors, which every test here collects and fails on. Without ``/usr/bin/chromium``
the tests skip with the reason, except under ``CI=true`` where they fail (CI
installs it; ``.ci/run``). Set ``CTXSTORE_SCREENSHOT_DIR`` to also write the
screenshots the README shows (``docs/``).
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from ctxstore_cli.main import cli

from ctxstore.store import Store
from ctxstore.web import create_ui_app
from tests.web_support import HOSTILE_NAME, NOW, SCRIPT, WINDOW_START, fill_hostile, serving

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SHOTS = os.environ.get("CTXSTORE_SCREENSHOT_DIR")


def _missing() -> str | None:
    if not CHROMIUM.exists():
        return f"{CHROMIUM} is not installed (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "playwright is not installed (pip install -e '.[test]')"
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    reason = _missing()
    if reason:
        if os.environ.get("CI") == "true":
            pytest.fail(f"browser tests cannot run under CI: {reason}")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            yield b
        finally:
            b.close()


class Page:
    """A browser tab that records console errors, page errors and dialogs."""

    def __init__(self, browser: Any, base: str) -> None:
        self.base = base
        self.context = browser.new_context(viewport={"width": 1200, "height": 900})
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.dialogs.append(d.message), d.dismiss()))

    def open(self, path: str) -> Any:
        response = self.page.goto(self.base + path)
        assert response is not None and response.status == 200, path
        return self.page

    def shot(self, name: str) -> None:
        if SHOTS:
            Path(SHOTS).mkdir(parents=True, exist_ok=True)
            self.page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=False)

    def close(self) -> None:
        self.context.close()


# --- the demo store --------------------------------------------------------------------


# The demo store's home and secrets. A module fixture is set up before the
# per-test autouse fixture that isolates the home and keys, so it sets its own
# (never the real data directory), and CLI calls against the store use them too.
_DEMO_ENV: dict[str, str] = {}


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, datetime]]:
    """``ctxstore demo`` (a smaller, faster week), served by ``ctxstore ui``'s app."""
    url = f"sqlite:///{tmp_path_factory.mktemp('demo') / 'demo.db'}"
    _DEMO_ENV.update(
        CTXSTORE_HOME=str(tmp_path_factory.mktemp("demo-home")),
        CTXSTORE_HMAC_KEY="demo-hmac-" + uuid.uuid4().hex,
        CTXSTORE_MASTER_KEY=uuid.uuid4().hex + uuid.uuid4().hex,
    )
    with pytest.MonkeyPatch.context() as mp:
        for name, value in _DEMO_ENV.items():
            mp.setenv(name, value)
        r = CliRunner().invoke(
            cli, ["demo", "--db", url, "--days", "8", "--rate", "12", "--tz", "UTC"]
        )
        assert r.exit_code == 0, r.output
        now = datetime.now(UTC)
        store = Store.open(url, create=False)
        try:
            with serving(create_ui_app(store.engine, clock=lambda: now)) as base:
                yield url, base, now
        finally:
            store.close()


@pytest.fixture
def tab(browser: Any, demo: tuple[str, str, datetime]) -> Iterator[Page]:
    page = Page(browser, demo[1])
    try:
        yield page
    finally:
        page.close()
    assert not page.errors, f"console errors: {page.errors}"
    assert not page.dialogs


def _window(now: datetime) -> str:
    return f"since=tuesday&until={now.isoformat().replace('+', '%2B')}&tz=UTC"


def _first_trace(tab: Page) -> str:
    tab.open("/log?tz=UTC&limit=5")
    href = tab.page.locator("table.log a").first.get_attribute("href")
    assert href is not None
    return href.rsplit("/", 1)[1]


PAGES = ["what-changed", "timeline", "log", "assembly", "diff"]


@pytest.mark.parametrize("name", PAGES, ids=PAGES)
def test_each_page_loads_styled_and_without_console_errors(
    tab: Page, demo: tuple[str, str, datetime], name: str
) -> None:
    now = demo[2]
    if name in ("assembly", "diff"):
        trace = _first_trace(tab)
    paths = {
        "what-changed": f"/what-changed?{_window(now)}",
        "timeline": "/timeline?dimension=snapshot_id&since=7d&tz=UTC",
        "log": "/log?tz=UTC",
    }
    if name == "assembly":
        paths["assembly"] = f"/assembly/{trace}?tz=UTC"
    if name == "diff":
        b = tab.page.locator("table.log a").nth(1).get_attribute("href")
        assert b is not None
        paths["diff"] = f"/diff?a={b.rsplit('/', 1)[1]}&b={trace}&tz=UTC"
    page = tab.open(paths[name])
    # The stylesheet loaded despite default-src 'none': the header has its background.
    bg = page.evaluate("getComputedStyle(document.querySelector('header')).backgroundColor")
    assert bg == "rgb(246, 248, 250)"
    assert page.evaluate("document.scripts.length") == 0
    tab.shot(name)
    if name == "assembly":
        page.locator("#payload-h").scroll_into_view_if_needed()
        page.evaluate(
            "window.scrollBy(0, document.querySelector('#payload-h').getBoundingClientRect().top - 8)"
        )
        tab.shot("payload")
        page.evaluate("window.scrollTo(0, 0)")
    # Keyboard: the first Tab lands on the skip link, which is a real link.
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to content"


def test_what_changed_lists_the_scripted_changes_in_the_reports_order(
    tab: Page, demo: tuple[str, str, datetime]
) -> None:
    url, _base, now = demo
    r = CliRunner(env=_DEMO_ENV).invoke(
        cli,
        [
            "what-changed",
            "--db",
            url,
            "--since",
            "tuesday",
            "--until",
            now.isoformat(),
            "--tz",
            "UTC",
            "--json",
        ],
    )
    assert r.exit_code == 0, r.output
    doc = json.loads(r.output)
    page = tab.open(f"/what-changed?{_window(now)}")
    items = page.locator("ol.toc li").all_inner_texts()
    assert len(items) == len(doc["changes"])
    subjects = [
        f"section {c['section']}" if c["dimension"] == "section" else c["dimension"]
        for c in doc["changes"]
    ]
    for item, subject in zip(items, subjects, strict=True):
        assert subject in item
    # The demo's script: reindex (new snapshot), tool parameter renamed, template canary,
    # then the clock leaking into the system prompt (volatile).
    for scripted in ("snapshot_id", "section tool:lookup_order", "template_version"):
        assert any(scripted in item for item in items), scripted
    assert page.locator("#volatile-h").is_visible()
    assert "system" in page.locator("section[aria-labelledby=volatile-h] h3").first.inner_text()
    # Kinds and statuses are written out, not only coloured.
    assert page.locator("table.values td", has_text="new").count() >= 1


def test_a_change_leads_to_an_example_assembly_and_to_a_diff(
    tab: Page, demo: tuple[str, str, datetime]
) -> None:
    page = tab.open(f"/what-changed?{_window(demo[2])}")
    card = page.locator("article.change", has=page.locator("h3", has_text="snapshot_id")).first
    new_value = card.locator("tr.st-appeared td").nth(1).inner_text()
    card.locator("tr.st-appeared .examples a").first.click()
    page.wait_for_load_state()
    assert page.locator("h1").inner_text().startswith("Assembly")
    # The example really carries the new value the change is about.
    assert (
        page.locator("dt", has_text="snapshot").locator("xpath=..").locator("dd").inner_text()
        == new_value
    )
    assert page.locator("table.sections tbody tr").count() >= 4
    page.go_back()
    card = page.locator("article.change", has=page.locator("h3", has_text="snapshot_id")).first
    card.locator("a.difflink").click()
    page.wait_for_load_state()
    assert page.locator("h1").inner_text() == "Diff of two assemblies"
    sides = page.locator("table.sides tbody tr").all_inner_texts()
    assert new_value not in sides[0] and new_value in sides[1]
    assert "Prompt cache:" in page.locator(".verdict").inner_text()


def test_a_template_change_leads_to_the_log_of_its_assemblies(
    tab: Page, demo: tuple[str, str, datetime]
) -> None:
    page = tab.open(f"/what-changed?{_window(demo[2])}")
    card = page.locator("article.change", has=page.locator("h3", has_text="template_version"))
    card.locator("tr.st-appeared a.drill").first.click()
    page.wait_for_load_state()
    assert "/log?" in page.url and "template=support-v13" in page.url
    rows = page.locator("table.log tbody tr")
    assert rows.count() >= 2
    assert all("support-v13" in t for t in rows.locator("td:nth-child(6)").all_inner_texts())
    page.get_by_role("link", name="Diff the two newest").click()
    page.wait_for_load_state()
    assert "Prompt cache:" in page.locator(".verdict").inner_text()


def test_timeline_shows_the_hand_over_and_zooms_into_a_what_changed_window(
    tab: Page, demo: tuple[str, str, datetime]
) -> None:
    page = tab.open("/timeline?dimension=snapshot_id&since=7d&by=day&tz=UTC")
    # The report's change is marked on the chart, numbered, and listed in text.
    assert page.locator("svg.chart line.marker").count() >= 1
    assert "first seen" in page.locator("ol.markers").inner_text()
    tab.shot("timeline")
    page = tab.open("/timeline?dimension=snapshot_id&since=7d&by=hour&tz=UTC")
    header = page.locator("table.tl-data thead th").all_inner_texts()
    values = header[2:]
    rows = [r.locator("td").all_inner_texts() for r in page.locator("table.tl-data tbody tr").all()]
    rows = [r for r in rows if int(r[1].replace(",", "")) > 0]

    def share(row: list[str], value: str) -> float:
        return float(row[2 + values.index(value)].rstrip("%"))

    old = max(values, key=lambda v: share(rows[0], v))
    new = max(values, key=lambda v: share(rows[-1], v))
    assert old != new, "one snapshot hands over to another"
    assert share(rows[0], old) == 100.0 and share(rows[0], new) == 0.0
    assert share(rows[-1], new) > share(rows[-1], old)
    handover = [i for i, r in enumerate(rows) if share(r, new) > 0]
    assert handover and all(share(r, old) == 0.0 for r in rows[handover[0] + 1 :])
    # Zoom: a bar is a link to that bucket by the hour; its window becomes what-changed's.
    page.locator("svg.chart a").last.click()
    page.wait_for_load_state()
    assert "by=hour" in page.url
    assert page.locator("table.tl-data tbody tr").count() <= 25
    page.locator("a.wc").click()
    page.wait_for_load_state()
    assert page.locator("h1").inner_text() == "What changed"
    assert page.locator("input[name=since]").input_value() != "tuesday"


# --- hostile values ------------------------------------------------------------------


@pytest.fixture(scope="module")
def hostile_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, list[str]]]:
    url = f"sqlite:///{tmp_path_factory.mktemp('hostile') / 'h.db'}"
    traces = fill_hostile(url)
    store = Store.open(url, create=False)
    try:
        with serving(create_ui_app(store.engine, clock=lambda: NOW)) as base:
            yield base, traces
    finally:
        store.close()


def test_a_stored_script_in_a_section_name_stays_text(
    browser: Any, hostile_server: tuple[str, list[str]]
) -> None:
    base, traces = hostile_server
    tab = Page(browser, base)
    try:
        window = f"since={WINDOW_START.isoformat()}&until={NOW.isoformat()}&tz=UTC".replace(
            "+", "%2B"
        )
        for path in (f"/what-changed?{window}", f"/assembly/{traces[-1]}?tz=UTC"):
            page = tab.open(path)
            assert page.evaluate("document.querySelectorAll('script, img').length") == 0
            assert page.evaluate("window.__pwned") is None
            assert SCRIPT in page.locator("main").inner_text()
            assert HOSTILE_NAME in page.locator("main").inner_text()
        tab.shot("hostile")
    finally:
        tab.close()
    assert not tab.errors and not tab.dialogs


def test_the_payload_of_an_assembly_switches_target_and_hostile_text_stays_text(
    browser: Any, hostile_server: tuple[str, list[str]]
) -> None:
    base, traces = hostile_server
    tab = Page(browser, base)
    try:
        page = tab.open(f"/assembly/{traces[-1]}?tz=UTC")
        # The recorded provider (openai) picks Chat Completions; the hostile document is in it.
        assert "OpenAI Chat Completions" in page.locator("#payload-h").inner_text()
        payload = json.loads(page.locator("pre.payload").inner_text().replace("U+200B", ""))
        user = payload["messages"][-1]["content"]
        assert SCRIPT in json.dumps(user, ensure_ascii=False)
        page.get_by_role("link", name="Anthropic Messages").click()
        page.wait_for_load_state()
        assert "target=anthropic" in page.url
        assert json.loads(page.locator("pre.payload").inner_text().replace("U+200B", ""))["system"]
        assert page.evaluate("document.querySelectorAll('script, img').length") == 0
        assert page.evaluate("window.__pwned") is None
        # These records keep every text: the page says the payload is complete, in words.
        assert "has its text retained" in page.locator("p.ok-note").inner_text()
    finally:
        tab.close()
    assert not tab.errors and not tab.dialogs


# --- accessibility ---------------------------------------------------------------------

# Runs in the page (Playwright evaluates it outside the page's CSP). Returns the problems
# found; each names the element, so a failure says what to fix.
AUDIT = """() => {
  const problems = [];
  const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.getAttribute('class') ? '.' + el.getAttribute('class').split(' ')[0] : '') +
    ' "' + (el.textContent || '').trim().slice(0, 40) + '"';
  const rgba = (s) => { const m = s.match(/[\\d.]+/g) || ['0','0','0','0'];
    return [+m[0], +m[1], +m[2], m.length > 3 ? +m[3] : 1]; };
  const lum = ([r, g, b]) => { const f = (c) => { c /= 255;
    return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const background = (el) => {
    for (let e = el; e; e = e.parentElement) {
      const c = rgba(getComputedStyle(e).backgroundColor);
      if (c[3] > 0) return c;
    }
    return [255, 255, 255, 1];
  };
  // What an SVG text is painted on: the first shape under its centre (labels on bars,
  // marker numbers on their backing), else the chart's own background.
  const paintedUnder = (el) => {
    el.scrollIntoView({block: 'center'});
    const r = el.getBoundingClientRect();
    for (const e of document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2)) {
      if (e === el || e.tagName === 'text') continue;
      if (e.tagName === 'rect') return rgba(getComputedStyle(e).fill);
      if (e.tagName === 'svg') break;
    }
    return background(el.closest('svg'));
  };
  const blend = (fg, bg) => fg[3] >= 1 ? fg :
    [0, 1, 2].map((i) => fg[i] * fg[3] + bg[i] * (1 - fg[3])).concat([1]);
  // 1. Contrast of every element that holds text itself (WCAG AA: 4.5, large text 3).
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    // An SVG <title> is a tooltip and the accessible name, not painted text; painted text
    // hidden from assistive technology (a bar's legend number) must still be readable.
    if (!own || el.closest('svg title')) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || cs.display === 'none') continue;
    if (el.getBoundingClientRect().right < 0) continue;  // the skip link, off screen until focused
    const inSvg = el instanceof SVGElement;
    const bg = inSvg ? paintedUnder(el) : background(el);
    const fg = blend(rgba(inSvg ? cs.fill : cs.color), bg);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    const size = parseFloat(cs.fontSize), bold = parseInt(cs.fontWeight) >= 700;
    const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < need) problems.push(`contrast ${ratio.toFixed(2)} < ${need}: ${name(el)}`);
  }
  // 2. Every form control has a label; every link and button has an accessible name.
  for (const el of document.querySelectorAll('input, select, textarea')) {
    if (!el.closest('label') && !el.getAttribute('aria-label') && !(el.labels || []).length)
      problems.push('unlabelled control: ' + name(el));
  }
  for (const el of document.querySelectorAll('a[href], button')) {
    const text = (el.getAttribute('aria-label') || el.textContent || '').trim();
    if (!text) problems.push('link or button without a name: ' + name(el));
  }
  // 3. Charts: an image with a title, every bar segment titled, a data table beside it.
  for (const svg of document.querySelectorAll('svg')) {
    if (svg.getAttribute('aria-hidden') === 'true') continue;
    const label = svg.getAttribute('aria-labelledby');
    const title = label && document.getElementById(label);
    if (svg.getAttribute('role') !== 'img' || !title || !title.textContent.trim())
      problems.push('chart without a text alternative');
    for (const rect of svg.querySelectorAll('rect:not(.slot):not(.marker-bg)'))
      if (!rect.querySelector('title')) problems.push('bar segment without a title');
    if (!document.querySelector('table.tl-data')) problems.push('chart without a data table');
  }
  // 4. No colour-only meaning: diff lines keep their sign; status and retention cells
  //    and change kinds carry words.
  for (const el of document.querySelectorAll('pre.diff .add, pre.diff .del')) {
    const sign = el.classList.contains('add') ? '+' : '-';
    if (!el.textContent.startsWith(sign)) problems.push('diff line without its sign: ' + name(el));
  }
  for (const el of document.querySelectorAll('td.ret, .kind, tr[class^=st-] td:first-child'))
    if (!el.textContent.trim()) problems.push('coloured cell without words: ' + name(el));
  return problems;
}"""

FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])"


def _tab_through(page: Any) -> tuple[int, int, list[str]]:
    """Press Tab until focus wraps; (focusable elements, reached, ones without a focus style)."""
    total = page.evaluate(f"document.querySelectorAll(`{FOCUSABLE}`).length")
    page.evaluate("document.activeElement && document.activeElement.blur()")
    seen: set[int] = set()
    unstyled: list[str] = []
    for _ in range(total + 3):
        page.keyboard.press("Tab")
        info = page.evaluate(
            """() => { const el = document.activeElement;
              if (!el || el === document.body) return null;
              const all = [...document.querySelectorAll(`"""
            + FOCUSABLE
            + """`)];
              const cs = getComputedStyle(el);
              const styled = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
              return [all.indexOf(el), styled, el.tagName + ' ' + (el.textContent||'').trim().slice(0,30)]; }"""
        )
        if info is None:
            continue
        index, styled, label = info
        if index in seen:
            break
        seen.add(index)
        if not styled:
            unstyled.append(label)
    return total, len(seen), unstyled


A11Y_PAGES = ["what-changed", "timeline", "timeline-section", "log", "assembly", "diff"]


@pytest.mark.parametrize("name", A11Y_PAGES, ids=A11Y_PAGES)
def test_every_page_passes_the_accessibility_audit(
    tab: Page, demo: tuple[str, str, datetime], name: str
) -> None:
    now = demo[2]
    trace = _first_trace(tab)
    other = tab.page.locator("table.log a").nth(1).get_attribute("href")
    assert other is not None
    paths = {
        "what-changed": f"/what-changed?{_window(now)}",
        "timeline": "/timeline?dimension=snapshot_id&since=7d&tz=UTC",
        "timeline-section": "/timeline?dimension=section:system&since=3d&tz=UTC",
        "log": "/log?tz=UTC&limit=20",
        "assembly": f"/assembly/{trace}?tz=UTC",
        "diff": f"/diff?a={other.rsplit('/', 1)[1]}&b={trace}&tz=UTC",
    }
    page = tab.open(paths[name])
    problems = page.evaluate(AUDIT)
    assert problems == [], f"{name}: {problems}"
    # Keyboard: Tab reaches every link, control and scrollable text block, each with a
    # visible focus outline.
    total, reached, unstyled = _tab_through(page)
    assert reached == total, f"{name}: Tab reached {reached} of {total} focusable elements"
    assert unstyled == [], f"{name}: focused without a visible outline: {unstyled[:5]}"


def test_the_audit_catches_what_it_checks(
    browser: Any, hostile_server: tuple[str, list[str]]
) -> None:
    """The audit must be able to fail: break contrast, a label and a chart title on purpose."""
    base, _ = hostile_server
    tab = Page(browser, base)
    try:
        page = tab.open(
            "/timeline?dimension=template_version&tz=UTC&since=2026-03-03T09:00Z"
            "&until=2026-03-03T13:00Z"
        )
        page.evaluate(
            """() => {
              document.querySelector('h1').style.color = '#bbbbbb';
              document.querySelector('.controls label').replaceWith(document.createElement('input'));
              document.querySelector('svg.chart title').textContent = '';
              document.querySelector('svg.chart rect:not(.slot):not(.marker-bg) title').remove();
              const label = document.querySelector('svg.chart .seg-label');
              label.style.fill = getComputedStyle(label.previousElementSibling).fill;
            }"""
        )
        problems = " | ".join(page.evaluate(AUDIT))
        for expected in (
            "contrast",
            "contrast 1.00 < 4.5: text.seg-label",
            "unlabelled control",
            "chart without a text alternative",
            "bar segment without a title",
        ):
            assert expected in problems, expected
    finally:
        tab.close()
