"""``what-changed --html FILE``: the report as one self-contained page.

Why self-contained: the file is attached to an incident document and opened
later, maybe offline, maybe from a mail client. So the stylesheet is inlined,
there is no script, no link to a server that may not exist (trace IDs are shown
as text to paste into ``ctxstore show``), and a ``<meta>`` Content-Security-Policy
allows exactly the inline stylesheet by its hash and nothing else, so even a
hostile stored value that somehow escaped escaping could not load or run anything.
"""

from __future__ import annotations

from datetime import tzinfo
from typing import Any

from markupsafe import Markup

from ctxstore.web.render import environment, make_when, style_hash, stylesheet


def report_html(doc: dict[str, Any], *, zone: tzinfo) -> str:
    """The what-changed page for ``doc`` (the ``what-changed --json`` document)."""
    css = stylesheet()
    if "</" in css:
        raise AssertionError("the stylesheet must not contain '</' (it is inlined in <style>)")
    env = environment()
    return env.get_template("whatchanged.html").render(
        title="What changed",
        doc=doc,
        params={},
        base="",
        when=make_when(zone),
        zone=getattr(zone, "key", None) or str(zone),
        inline_css=Markup(css),  # the package's own file, not stored data
        css_hash=style_hash(css),
    )
