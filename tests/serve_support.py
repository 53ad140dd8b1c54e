"""A real ``ctxstore serve`` process on loopback for end-to-end tests, stopped when done."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def ctxstore_bin() -> str:
    exe = Path(sys.executable).with_name("ctxstore")
    return str(exe) if exe.exists() else shutil.which("ctxstore") or "ctxstore"


@contextmanager
def running_serve(
    db_url: str, tmp_path: Path, token: str, env: dict[str, str] | None = None
) -> Iterator[str]:
    """Start ``ctxstore serve`` on a free loopback port; yields its base URL once healthy."""
    port = free_port()
    full_env = {
        **os.environ,
        "CTXSTORE_SERVE_TOKEN": token,
        "CTXSTORE_HOME": str(tmp_path / "home"),
        **(env or {}),
    }
    log = open(tmp_path / "serve.log", "wb")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [ctxstore_bin(), "serve", "--port", str(port), "--db", db_url, "--log-level", "warning"],
        env=full_env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError((tmp_path / "serve.log").read_text())
            time.sleep(0.1)
        yield base
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
