"""The web view (``ctxstore ui``): read-only pages over the store, rendered on the server.

A front door like the receiver: it reads through the same report builders and
readers as the CLI (:mod:`ctxstore.web.data`), renders with Jinja2 with
autoescaping on (:mod:`ctxstore.web.render`), and never writes. See
:func:`~ctxstore.web.app.create_ui_app` for the security rules it enforces and
:func:`~ctxstore.web.export.report_html` for the self-contained what-changed page.
"""

from __future__ import annotations

from ctxstore.web.app import create_ui_app
from ctxstore.web.export import report_html

__all__ = ["create_ui_app", "report_html"]
