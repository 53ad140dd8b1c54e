"""The Jinja2 environment of the web view: autoescaping on, a few display filters.

Why every filter escapes its own input: stored values (section names, texts,
template versions, diffs) come from production traffic and may be hostile. The
environment autoescapes everything a template prints; the only filters that
return markup (:func:`visible` and :func:`diff_lines`) build it from
``markupsafe.escape`` of the stored text plus fixed tags, so no template ever
needs ``|safe`` on stored data.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import unicodedata
from datetime import datetime, tzinfo
from importlib import resources
from typing import Any
from urllib.parse import urlencode

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from ctxstore.analysis.timeline import OTHER
from ctxstore.web.chart import colour_class

# Characters a reviewer must see in a diff: zero-width, bidi controls, odd spaces.
_SHOWN_SPACES = {"\u00a0", "\u2007", "\u202f", "\u3000"}


def _invisible(ch: str) -> bool:
    if ch in "\n\t":
        return False
    if ch in _SHOWN_SPACES:
        return True
    return unicodedata.category(ch) in ("Cf", "Cc", "Co", "Cn", "Zl", "Zp")


def visible(text: object) -> Markup:
    """Escaped text with each invisible or bidi character shown as a labelled ``U+XXXX`` marker."""
    s = "" if text is None else str(text)
    parts: list[str] = []
    for ch in s:
        if _invisible(ch):
            name = unicodedata.name(ch, "control character")
            parts.append(f'<span class="inv" title="{escape(name)}">U+{ord(ch):04X}</span>')
        else:
            parts.append(str(escape(ch)))
    return Markup("".join(parts))


def diff_lines(diff: object) -> list[tuple[str, Markup]]:
    """A unified diff as ``(role, escaped line)``; the +/- sign stays in the text."""
    out = []
    for line in str(diff or "").splitlines():
        if line.startswith(("+++", "---")):
            role = "file"
        elif line.startswith("+"):
            role = "add"
        elif line.startswith("-"):
            role = "del"
        elif line.startswith("@@"):
            role = "hunk"
        else:
            role = "ctx"
        out.append((role, visible(line)))
    return out


def pct(share: object) -> str:
    if share is None:
        return "–"
    return f"{float(str(share)) * 100:.1f}%"


def pvalue(p: object) -> str:
    """``p < 0.001`` rather than ``p = 0.0``: a rounded zero reads as certainty."""
    value = float(str(p))
    return "< 0.001" if value < 0.001 else f"= {value:.3g}"


def metric(name: str, value: object) -> str:
    """A what-changed metric as the terminal report shows it: token counts, else rates."""
    if value is None:
        return "–"
    if name.startswith("tokens"):
        return f"~{float(str(value)):,.0f}"
    return pct(value)


def make_when(zone: tzinfo) -> Any:
    def when(t: object, with_date: bool = True) -> str:
        if t is None or t == "":
            return "–"
        moment = t if isinstance(t, datetime) else datetime.fromisoformat(str(t))
        local = moment.astimezone(zone)
        return local.strftime("%a %d %b %H:%M" if with_date else "%H:%M")

    return when


def short(value: object, n: int = 12) -> str:
    s = "" if value is None else str(value)
    return s[:n] + "…" if len(s) == 64 and n < 64 else s


def query(params: dict[str, object]) -> str:
    """A query string of the non-empty parameters (urlencode escapes; Jinja escapes the &)."""
    return urlencode({k: str(v) for k, v in params.items() if v not in (None, "")})


def stylesheet() -> str:
    return resources.files("ctxstore.web").joinpath("static/style.css").read_text("utf-8")


def style_hash(css: str) -> str:
    """The CSP source for an inline ``<style>`` holding exactly ``css`` (the --html file)."""
    digest = hashlib.sha256(css.encode("utf-8")).digest()
    return "'sha256-" + base64.b64encode(digest).decode("ascii") + "'"


@functools.cache
def environment() -> Environment:
    """The view's Jinja2 environment, one per process.

    Shared by every app (``ctxstore ui``, the view ``serve`` mounts, ``--html``):
    its configuration is fixed, and compiling the templates costs ~20 ms of CPU,
    which a page would otherwise pay on each app's first request. Rendering from
    one environment in several threads is safe (Jinja2 templates are immutable).
    """
    env = Environment(
        loader=PackageLoader("ctxstore.web", "templates"),
        autoescape=select_autoescape(["html", "svg"], default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(visible=visible, diff_lines=diff_lines, pct=pct, short=short, pvalue=pvalue)
    env.globals.update(
        query=query, metric=metric, colour_class=lambda i, v: colour_class(i, v, OTHER)
    )
    return env
