"""Test support: the official SDKs' own request types and a loopback fake provider.

``validate_*`` run a payload through a pydantic ``TypeAdapter`` over the TypedDict
the SDK ships for that call (``MessageCreateParamsNonStreaming``, ...). A TypedDict
adapter drops keys it does not know instead of failing, so the check is that the
validated value *equals* the payload: an unknown key, a wrong block type or a
missing required field all make it differ or raise.

:class:`FakeProvider` is an HTTP server on 127.0.0.1 that records each request's
path and JSON body and answers with the smallest response the SDK will parse.
"""

from __future__ import annotations

import base64
import json
import struct
import threading
import zlib
from collections.abc import Iterator
from functools import cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from pydantic import TypeAdapter


def _materialize(value: Any) -> Any:
    # Iterable[...] fields validate lazily (pydantic's ValidatorIterator): walk them.
    if isinstance(value, dict):
        return {k: _materialize(v) for k, v in value.items()}
    if isinstance(value, list | tuple | Iterator):
        return [_materialize(v) for v in value]
    return value


@cache
def _adapter(kind: str) -> TypeAdapter[Any]:
    if kind == "anthropic":
        from anthropic.types.message_create_params import MessageCreateParamsNonStreaming

        return TypeAdapter(MessageCreateParamsNonStreaming)
    if kind == "chat":
        from openai.types.chat.completion_create_params import (
            CompletionCreateParamsNonStreaming,
        )

        return TypeAdapter(CompletionCreateParamsNonStreaming)
    from openai.types.responses.response_create_params import ResponseCreateParamsNonStreaming

    return TypeAdapter(ResponseCreateParamsNonStreaming)


def validated(kind: str, payload: dict[str, Any]) -> Any:
    """The payload as the SDK's request type sees it (raises ValidationError if it fails)."""
    return _materialize(_adapter(kind).validate_python(payload))


def validate_converse(payload: dict[str, Any]) -> None:
    """botocore's own parameter validation against the bedrock-runtime service model
    (unknown keys, types, enums, required members); raises ParamValidationError."""
    import botocore.session
    from botocore.validate import validate_parameters

    model = botocore.session.get_session().get_service_model("bedrock-runtime")
    validate_parameters(payload, model.operation_model("Converse").input_shape)


def bytes_as_json(value: Any) -> Any:
    """The payload as boto3 puts it on the wire: bytes become base64 strings."""
    if isinstance(value, bytes):
        return base64.b64encode(value).decode()
    if isinstance(value, dict):
        return {k: bytes_as_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [bytes_as_json(v) for v in value]
    return value


_REPLIES: dict[str, dict[str, Any]] = {
    "anthropic": {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": "m",
        "content": [{"type": "text", "text": "ok"}],
        "stop_reason": "end_turn",
        "stop_sequence": None,
        "usage": {"input_tokens": 1, "output_tokens": 1},
    },
    "chat": {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 0,
        "model": "m",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": "ok"},
                "finish_reason": "stop",
            }
        ],
    },
    "converse": {
        "output": {"message": {"role": "assistant", "content": [{"text": "ok"}]}},
        "stopReason": "end_turn",
        "usage": {"inputTokens": 1, "outputTokens": 1, "totalTokens": 2},
        "metrics": {"latencyMs": 1},
    },
    "responses": {
        "id": "resp_1",
        "object": "response",
        "created_at": 0,
        "model": "m",
        "status": "completed",
        "output": [],
        "parallel_tool_calls": True,
        "tool_choice": "auto",
        "tools": [],
    },
}


class FakeProvider:
    """A loopback HTTP server that records requests; use as a context manager."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, Any]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", "0"))
                body = json.loads(self.rfile.read(length) or b"null")
                outer.requests.append((self.path, body))
                if self.path.endswith("/converse"):
                    reply = _REPLIES["converse"]
                elif "/chat/completions" in self.path:
                    reply = _REPLIES["chat"]
                elif self.path.endswith("/responses"):
                    reply = _REPLIES["responses"]
                else:
                    reply = _REPLIES["anthropic"]
                data = json.dumps(reply).encode()
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def __enter__(self) -> FakeProvider:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(5)

    def last(self) -> tuple[str, Any]:
        assert self.requests, "the SDK sent nothing"
        return self.requests[-1]


def png(width: int, height: int) -> bytes:
    """A valid PNG of one grey colour (tiny after compression, real header)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)

    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )


def pdf(pages: int) -> bytes:
    """PDF-shaped bytes with ``pages`` page objects (enough for page counting)."""
    objs = b"".join(
        f"{i + 3} 0 obj << /Type /Page /Parent 2 0 R >> endobj\n".encode() for i in range(pages)
    )
    return (
        b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages >> endobj\n"
        + objs
        + b"%%EOF\n"
    )
