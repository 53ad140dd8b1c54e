"""Detector 5: base64/hex runs that decode to instructions.

A run is reported only when its decoded text trips the phrase, markup or
template detectors, so hashes, UUIDs, git SHAs and base64 of binary data pass.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Sequence

from ctxstore.assembly.screening._base import (
    Detector,
    ScreenHit,
    _hit,
    printable,
)
from ctxstore.assembly.screening._markup import ChatTemplateTokenDetector, RoleTagDetector
from ctxstore.assembly.screening._phrases import OverridePhraseDetector
from ctxstore.assembly.screening._view import (
    _View,
    _ViewDetector,
)

_RUN_MIN = 24
_RUN_NEEDLE = b"a" * _RUN_MIN
_HEX_MIN = 32
_HEX_RE = re.compile(r"[0-9a-fA-F]+")
_TEXT_HEADS = b"IJKLMNOPQRSTUVWXYZabcdef"
_WS = str.maketrans("", "", "\n\r\t")


def _as_text(data: bytes) -> str | None:
    """Decoded bytes as text, or None when they are not mostly printable text."""
    if len(data) < 8:
        return None
    try:
        s = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    body = s.translate(_WS)
    if not body:
        return None
    if not body.isprintable():
        bad = sum(1 for c in body if not c.isprintable())
        if bad > len(body) // 10:
            return None
    return s


def _decode_run(run: str) -> tuple[str, str] | None:
    """(encoding, decoded text) when ``run`` is hex or base64 of printable text."""
    if len(run) >= _HEX_MIN and len(run) % 2 == 0 and _HEX_RE.fullmatch(run):
        text = _as_text(bytes.fromhex(run))
        if text is not None:
            return "hex", text
    if run.islower() or run.isupper() or run.isdigit():
        return None  # base64 of text mixes cases; identifiers and hashes mostly do not
    # Every 4th character of base64 encodes the top six bits of a byte; for ASCII
    # text (0x20..0x7e) that is "I".."f". CamelCase identifiers fail this cheaply.
    heads = run[0::4].encode("ascii", "replace")
    if len(heads.translate(None, _TEXT_HEADS)) * 4 > len(heads):
        return None
    urlsafe = "-" in run or "_" in run
    if urlsafe and ("+" in run or "/" in run):
        return None
    body = run.rstrip("=")
    if len(body) % 4 == 1:
        body = body[:-1]
    body += "=" * (-len(body) % 4)
    try:
        data = base64.b64decode(body, altchars=b"-_" if urlsafe else None, validate=True)
    except (binascii.Error, ValueError):
        return None
    text = _as_text(data)
    if text is None:
        return None
    return ("base64url" if urlsafe else "base64"), text


class EncodedPayloadDetector(_ViewDetector):
    """Base64/base64url (>= 24 chars) and hex (>= 32 chars) runs that decode to instructions.

    A run is reported only when it decodes to mostly printable text in which the
    override, role-tag or chat-template detectors fire (or which is itself an
    encoded payload, one level down), so hashes, UUIDs, git SHAs and base64 of
    binary data pass.
    """

    name = "encoded_payload"

    def __init__(self, inner: Sequence[Detector] | None = None, *, depth: int = 2) -> None:
        self._inner: tuple[Detector, ...] = (
            tuple(inner)
            if inner is not None
            else (OverridePhraseDetector(), RoleTagDetector(), ChatTemplateTokenDetector())
        )
        self._depth = depth

    def __repr__(self) -> str:
        return f"EncodedPayloadDetector(inner={list(self._inner)!r}, depth={self._depth})"

    def find_in(self, view: _View) -> list[ScreenHit]:
        m = view.b64
        i = m.find(_RUN_NEEDLE)
        if i == -1:
            return []
        text = view.text
        hits: list[ScreenHit] = []
        verdicts: dict[str, str | None] = {}  # long identifiers repeat; decide each once
        while i != -1:
            j = m.find(b" ", i + _RUN_MIN)
            if j == -1:
                j = len(m)
            end = j
            while end < len(text) and end - j < 2 and text[end] == "=":
                end += 1
            run = text[i:end]
            if run in verdicts:
                verdict = verdicts[run]
            else:
                verdict = verdicts[run] = self._inspect(run, self._depth)
            if verdict is not None:
                hits.append(_hit(self.name, text, i, end, verdict))
            i = m.find(_RUN_NEEDLE, j)
        return hits

    def _inspect(self, run: str, depth: int) -> str | None:
        decoded = _decode_run(run)
        if decoded is None:
            return None
        kind, payload = decoded
        names = sorted({h.detector for d in self._inner for h in d.find(payload)})
        if not names and depth > 1:
            inner = EncodedPayloadDetector(self._inner, depth=depth - 1)
            if inner.find(payload):
                names = [self.name]
        if not names:
            return None
        return f"{kind} decodes to {printable(payload, 60)!r} [{', '.join(names)}]"

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return f"[encoded payload removed: {hit.end - hit.start} chars]"
