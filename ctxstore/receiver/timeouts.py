"""Header and body read timeouts for ``ctxstore serve``.

uvicorn closes *idle* keep-alive connections, but a client that opens a
connection and then sends its request headers slowly (or never finishes them)
is held open indefinitely: neither uvicorn nor h11 has a header read timeout,
and 2,000 such connections stay open for as long as their senders like.

:func:`timed_protocol` builds uvicorn's h11 protocol with a deadline: the request
headers must be complete within ``header_timeout`` seconds of the connection
opening (or of the previous response on a keep-alive connection), else the
connection is closed. The body has its own bound, enforced by the app while it
reads the body (``ReceiverConfig.body_timeout``), because the app is where the
body is consumed and where a 408 can be answered.
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from ctxstore.receiver.app import DEFAULT_HEADER_TIMEOUT


class _TimedH11Protocol(H11Protocol):
    header_timeout = DEFAULT_HEADER_TIMEOUT

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._header_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm_header_timer()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:  # the headers are complete
            self._disarm_header_timer()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing() and self.conn.their_state is h11.IDLE:
            self._arm_header_timer()  # the next request's headers, on a kept-alive connection

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm_header_timer()
        super().connection_lost(exc)

    def _arm_header_timer(self) -> None:
        self._disarm_header_timer()
        self._header_timer = self.loop.call_later(self.header_timeout, self._headers_too_slow)

    def _disarm_header_timer(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _headers_too_slow(self) -> None:
        self._header_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()


def timed_protocol(header_timeout: float = DEFAULT_HEADER_TIMEOUT) -> type[H11Protocol]:
    """uvicorn's h11 protocol, closing connections whose headers take over ``header_timeout``."""
    if not header_timeout > 0:
        raise ValueError("header_timeout must be > 0 seconds")
    return type("TimedH11Protocol", (_TimedH11Protocol,), {"header_timeout": header_timeout})


__all__ = ["timed_protocol"]
