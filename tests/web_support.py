"""Shared by the web-view tests: a store holding hostile values, and a real server on loopback.

The hostile store has a baseline and a window: in the window the template
version, a section's name and its text carry markup an attacker would try
(``<script>``, an attribute break-out with ``onerror``), plus an invisible
character, so every page that shows those values has something to escape.
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import timedelta

import uvicorn

from ctxstore.store import Store
from tests.store_records import T0, record, section

SCRIPT = "<script>window.__pwned=1</script>"
BREAKOUT = '"><img src=x onerror="window.__pwned=2">'
HOSTILE_NAME = f"doc:{SCRIPT}{BREAKOUT}"
HOSTILE_TEMPLATE = f"v2{SCRIPT}{BREAKOUT}"
HOSTILE_TEXT = f"Refunds take 5 days.\u200b {SCRIPT} {BREAKOUT}"
WINDOW_START = T0 + timedelta(hours=2)
NOW = T0 + timedelta(hours=4)


def fill_hostile(url: str) -> list[str]:
    """Baseline (T0..+2h) then a window (+2h..+4h) where hostile values appear; trace IDs of both."""
    store = Store.open(url)
    try:
        records = []
        for i in range(40):
            records.append(record(i, ts=T0 + timedelta(minutes=3 * i)))
        for i in range(40, 80):
            extra = (section(5, HOSTILE_NAME, "document", HOSTILE_TEXT, hits=("fake_role_tag",)),)
            r = record(
                i,
                ts=WINDOW_START + timedelta(minutes=3 * (i - 40)),
                template_version=HOSTILE_TEMPLATE,
                extra=extra,
            )
            records.append(replace(r, screening_hits=1))
        store.write(records)
        return [r.trace_id for r in records]
    finally:
        store.close()


@contextmanager
def serving(app: object) -> Iterator[str]:
    """Run ``app`` under uvicorn on 127.0.0.1 (a free port) in a thread; yield its base URL."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off")  # type: ignore[arg-type]
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        for _ in range(200):
            if server.started:
                break
            threading.Event().wait(0.05)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
