"""The web view as a Starlette app: read-only pages over one store.

Why these rules are in the app and not left to a proxy: the pages show
production prompt text, so the app itself enforces what a reviewer would ask
for. Only GET and HEAD are routed (anything else is 405: the view cannot change
the store); every response carries a strict Content-Security-Policy with no
script source at all (the pages use none), ``frame-ancestors 'none'``,
``X-Content-Type-Options: nosniff`` and ``Referrer-Policy: no-referrer`` (a
trace ID in a URL must not leak to another site). With a token, every request
needs ``Authorization: Bearer <token>``; the CLI refuses a non-loopback bind
without one. Pages are rendered from :mod:`ctxstore.web.data`, i.e. from the
same engine and readers as the CLI.
"""

from __future__ import annotations

import hmac
from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Engine
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from ctxstore.errors import CtxstoreError, NotFoundError
from ctxstore.web import data
from ctxstore.web.cache import ReportCache
from ctxstore.web.chart import build_chart
from ctxstore.web.render import environment, make_when, stylesheet

CSP = (
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
    "base-uri 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "cache-control": "no-store",
}

Clock = Callable[[], datetime]


class _Guard:
    """ASGI middleware: method allow-list, bearer token, security headers on every response."""

    def __init__(self, app: ASGIApp, token: str | None) -> None:
        self.app = app
        self.token = token.encode() if token is not None else None

    def _authorized(self, scope: Scope) -> bool:
        if self.token is None:
            return True
        for key, value in scope.get("headers", ()):
            if key == b"authorization":
                scheme, _, cred = value.partition(b" ")
                return scheme.lower() == b"bearer" and hmac.compare_digest(cred.strip(), self.token)
        return False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                headers = [
                    (k, v)
                    for k, v in message.get("headers", [])
                    if k.decode("latin-1").lower() not in SECURITY_HEADERS
                ]
                headers.extend((k.encode(), v.encode()) for k, v in SECURITY_HEADERS.items())
                message = {**message, "headers": headers}
            await send(message)

        response: Response | None = None
        if scope["method"] not in ("GET", "HEAD"):
            response = PlainTextResponse(
                "the web view is read-only: only GET and HEAD", 405, headers={"allow": "GET, HEAD"}
            )
        elif not self._authorized(scope):
            response = PlainTextResponse(
                "missing or wrong bearer token (Authorization: Bearer <token>)",
                401,
                headers={"www-authenticate": "Bearer"},
            )
        if response is not None:
            await response(scope, receive, send_with_headers)
            return
        await self.app(scope, receive, send_with_headers)


def _params(request: Request) -> dict[str, str]:
    # A repeated parameter keeps its last value, as a form would send it.
    return {k: v.strip() for k, v in request.query_params.items()}


def create_ui_app(
    engine: Engine,
    *,
    token: str | None = None,
    clock: Clock = lambda: datetime.now(UTC),
    prefix: str = "",
) -> ASGIApp:
    """The web view over ``engine`` (read-only), optionally behind a bearer token.

    ``prefix`` is where the app is mounted (``/ui`` inside ``ctxstore serve``),
    so that links and the stylesheet resolve there.
    """
    env = environment()
    css = stylesheet()
    reports = ReportCache(engine)

    def page(
        request: Request, name: str, context: Mapping[str, Any], status: int = 200
    ) -> HTMLResponse:
        params = _params(request)
        zone = data.zone_of(params)
        html = env.get_template(name).render(
            **context,
            params=params,
            base=prefix,
            when=make_when(zone),
            zone=data.zone_name(zone),
            inline_css=None,
        )
        return HTMLResponse(html, status)

    def failed(request: Request, exc: CtxstoreError) -> HTMLResponse:
        status = 404 if isinstance(exc, NotFoundError) else 400
        return page(request, "error.html", {"title": "Error", "message": str(exc)}, status)

    async def guarded(
        request: Request, build: Callable[[], tuple[str, Mapping[str, Any]]]
    ) -> Response:
        try:
            name, context = await run_in_threadpool(build)
        except CtxstoreError as exc:
            return failed(request, exc)
        return page(request, name, context)

    async def what_changed(request: Request) -> Response:
        params = _params(request)
        return await guarded(
            request,
            lambda: (
                "whatchanged.html",
                {
                    "title": "What changed",
                    "doc": data.report_doc(engine, params, now=clock(), cache=reports),
                },
            ),
        )

    def _timeline_context(params: dict[str, str]) -> tuple[str, Mapping[str, Any]]:
        # The markers come with the timeline, from the same rollups (first sightings,
        # volatility onsets): the page needs no engine run, and the link to what-changed
        # over the shown window asks the engine which of them matter.
        view = data.timeline_view(engine, params, now=clock())
        markers = [(m.at, m.text) for m in view.timeline.markers]
        return (
            "timeline.html",
            {"title": "Timeline", "view": view, "chart": build_chart(view.timeline, markers)},
        )

    async def timeline(request: Request) -> Response:
        params = _params(request)
        return await guarded(request, lambda: _timeline_context(params))

    async def assembly(request: Request) -> Response:
        ref = request.path_params["ref"]
        target = _params(request).get("target")
        return await guarded(
            request,
            lambda: (
                "assembly.html",
                {"title": "Assembly", "view": data.assembly_view(engine, ref, target)},
            ),
        )

    async def diff(request: Request) -> Response:
        params = _params(request)

        def build() -> tuple[str, Mapping[str, Any]]:
            if not params.get("a") or not params.get("b"):
                raise NotFoundError("give two assemblies to compare: /diff?a=REF&b=REF")
            return "diff.html", {
                "title": "Diff",
                "view": data.diff_view(engine, params["a"], params["b"]),
            }

        return await guarded(request, build)

    async def log(request: Request) -> Response:
        params = _params(request)
        return await guarded(
            request,
            lambda: (
                "log.html",
                {"title": "Log", "rows": data.log_rows(engine, params, now=clock())},
            ),
        )

    async def style(request: Request) -> Response:
        return Response(css, media_type="text/css")

    async def favicon(request: Request) -> Response:
        return Response(status_code=204)  # browsers ask; an error in their console helps no one

    async def index(request: Request) -> Response:
        return RedirectResponse(f"{prefix}/what-changed", 303)

    handlers: list[tuple[str, Callable[[Request], Awaitable[Response]]]] = [
        ("/", index),
        ("/what-changed", what_changed),
        ("/timeline", timeline),
        ("/assembly/{ref}", assembly),
        ("/diff", diff),
        ("/log", log),
        ("/static/style.css", style),
        ("/favicon.ico", favicon),
    ]
    routes = [Route(path, fn, methods=["GET", "HEAD"]) for path, fn in handlers]
    return _Guard(Starlette(routes=routes), token)
