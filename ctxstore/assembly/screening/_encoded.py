"""Detector 5: encoded runs that decode to instructions.

Base64 and base64url (also wrapped over several lines, as MIME and PEM do),
base32, hex, percent-encoding and ROT13. A run is reported only when its
decoded text trips the phrase, markup, template or risk detectors, so hashes,
UUIDs, git SHAs, TOTP secrets, URLs and base64 of binary data pass. ROT13 has
no alphabet of its own, so it is found from the ROT13 forms of a few words
every override uses ("vtaber" is "ignore"), registered as anchors. A paragraph
that asks its reader to decode something and obey it is reported whatever the
payload decodes to (``_decode_request``).
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
from collections.abc import Callable, Sequence
from urllib.parse import unquote

from ctxstore.assembly.screening import _decode_request, _decoders
from ctxstore.assembly.screening._anchors import ScriptAnchors, register_anchors
from ctxstore.assembly.screening._base import (
    Detector,
    ScreenHit,
    _hit,
    printable,
)
from ctxstore.assembly.screening._view import _hop_matches, _View, _ViewDetector
from ctxstore.assembly.screening._window import normalize_text

# What decoded text is screened with when no ``inner`` is given. The package
# (``screening/__init__``) fills it, because it is where detectors are put
# together: a detector module never imports another detector module.
DEFAULT_INNER: list[Detector] = []
# Tests of a whole decoded text, filled by the package the same way (hidden markup's).
READS_AS_INSTRUCTION: list[Callable[[str], str | None]] = []
_RUN_MIN = 24
_LINE_MIN = 16  # wrapped base64: every line but the last at least this long
_RUN_NEEDLE = b"a" * _RUN_MIN
_WRAP_LF = b"a" * _LINE_MIN + b"\n" + b"a" * _LINE_MIN
_WRAP_CRLF = b"a" * _LINE_MIN + b"\n\n" + b"a" * _LINE_MIN
_B32_RE = re.compile(r"[A-Z2-7]+=*")
_PERCENT_RE = re.compile(r"%[0-9A-Fa-f]{2}(?:[^\s%<>\"']{0,40}%[0-9A-Fa-f]{2}){3,}[^\s<>\"']*")
_ROT13_WORDS = ("ignore", "disregard", "previous", "instructions", "system", "prompt", "forget",
                "reveal", "password", "instrucciones", "anweisungen", "ignora")  # fmt: skip
_ROT13_ANCHORS = tuple(codecs.encode(w, "rot13").replace("l", "i").encode() for w in _ROT13_WORDS)
register_anchors(_ROT13_ANCHORS)
_ROT13_SET = frozenset(_ROT13_ANCHORS)
_ROT13_REACH = 300
# Only the obeying half is an anchor: decoding words ("decode", "reverse") fill code and
# docs, an order to obey seldom does; the decoding word is looked for before it.
register_anchors(_decode_request.OBEY_ANCHORS)
register_anchors(_decoders.ANCHORS)
# the non-ASCII ones through the view's shared pass over the other scripts
_SCRIPT_REQUESTS = ScriptAnchors(_decode_request.SCRIPT_ANCHORS)
_SCRIPT_REVERSED = ScriptAnchors(_decoders.SCRIPT_ANCHORS)
_OBEY_SET = frozenset(_decode_request.OBEY_ANCHORS)
_PARAGRAPH = 400  # how far a request's paragraph reaches on each side of its anchor
_HEX_MIN = 32
_HEX_RE = re.compile(r"[0-9a-fA-F]+")
_TEXT_HEADS = b"IJKLMNOPQRSTUVWXYZabcdef"
_DIGITS = b"0123456789"
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
    if len(run) >= _RUN_MIN and _B32_RE.fullmatch(run) and len(run) % 8 == 0:
        try:
            text = _as_text(base64.b32decode(run))
        except (binascii.Error, ValueError):
            text = None
        if text is not None:
            return "base32", text
    if run.islower() or run.isupper() or run.isdigit():
        return None  # base64 of text mixes cases; identifiers and hashes mostly do not
    # Every 4th character of base64 encodes the top six bits of a byte; for ASCII
    # text (0x20..0x7e) that is "I".."f". CamelCase identifiers fail this cheaply.
    heads = run[0::4].encode("ascii", "replace")
    if len(heads.translate(None, _TEXT_HEADS)) * 4 > len(heads) and (
        # UTF-8 text in another script: its lead bytes (Cyrillic 0xD0, CJK 0xE4-0xE9)
        # put digits there, which identifiers seldom have at every fourth place
        len(heads.translate(None, _DIGITS)) * 2 > len(heads)
    ):
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


def _run_end(m: bytes, i: int) -> int:
    """End of the alphabet run that starts at ``i``."""
    ends = [e for e in (m.find(b" ", i), m.find(b"\n", i)) if e != -1]
    return min(ends) if ends else len(m)


def _run_starts(m: bytes, needle: bytes) -> list[int]:
    starts = []
    i = m.find(needle)
    while i != -1:
        starts.append(i)
        i = m.find(needle, _run_end(m, i))
    return starts


def _wrapped_starts(m: bytes, crlf: bool) -> list[int]:
    """First lines of blocks of base64 wrapped at 16+ characters (MIME, PEM, hand-wrapped).

    Two full lines in a row show as ``a*16 \n a*16`` in the class view, a needle
    with a break in it, so it is found far faster than every 16-character run.
    """
    starts = []
    for needle in (_WRAP_LF, _WRAP_CRLF) if crlf else (_WRAP_LF,):
        p = m.find(needle)
        while p != -1:
            line_start = m.rfind(b"\n", 0, p) + 1
            if m.find(b" ", line_start, p) == -1:
                starts.append(line_start)
            p = m.find(needle, _run_end(m, p + _LINE_MIN + 1))
    return starts


def _block(text: str, m: bytes, i: int) -> tuple[int, int, str]:
    """(start, end, joined run) of the run at ``i``, with following lines of wrapped base64."""
    j = _run_end(m, i)
    end = j
    while end < len(text) and end - j < 6 and text[end] == "=":  # base32 pads to 6
        end += 1
    lines = [text[i:end]]
    at_line_start = i == 0 or text[i - 1] == "\n"
    while at_line_start and len(lines[0]) >= _LINE_MIN and end < len(text) and text[end] in "\r\n":
        k = end + (2 if text.startswith("\r\n", end) else 1)
        nend = nj = _run_end(m, k)
        while nend < len(text) and nend - nj < 2 and text[nend] == "=":
            nend += 1
        if nend == k or (nend < len(text) and text[nend] not in "\r\n"):
            break
        if len(lines[-1]) != len(lines[0]) or nend - k > len(lines[0]):
            break
        lines.append(text[k:nend])
        end = nend
    return i, end, "".join(lines)


class EncodedPayloadDetector(_ViewDetector):
    """Encoded runs that decode to instructions.

    Base64/base64url (>= 24 chars, also wrapped over lines of one width), base32,
    hex (>= 32 chars), percent-encoding (>= 4 escapes) and ROT13 lines. A run is
    reported only when it decodes to mostly printable text in which the
    override, multilingual, role-tag, chat-template or risk detectors fire (or
    which is itself an encoded payload, one level down), so hashes, UUIDs, git
    SHAs and base64 of binary data pass.
    """

    name = "encoded_payload"

    def __init__(self, inner: Sequence[Detector] | None = None, *, depth: int = 2) -> None:
        self._given: tuple[Detector, ...] | None = None if inner is None else tuple(inner)
        self._depth = depth

    @property
    def _inner(self) -> tuple[Detector, ...]:
        return self._given if self._given is not None else tuple(DEFAULT_INNER)

    def __repr__(self) -> str:
        return f"EncodedPayloadDetector(inner={list(self._inner)!r}, depth={self._depth})"

    def find_in(self, view: _View) -> list[ScreenHit]:
        hits = self._runs(view)
        text = view.text
        if "%" in text:
            # tried only at the "%"s found by str.find: re's own scan for the
            # literal visits every character (~200,000 instructions over 40 KB)
            for m in _hop_matches(_PERCENT_RE, text, "%"):
                # the word before the first escape belongs to the payload ("Ignore%20all")
                start = m.start()
                while start > 0 and text[start - 1] not in " \t\n=?&/\"'<>(":
                    start -= 1
                decoded = unquote(text[start : m.end()])
                verdict = self._inspect_text("percent-encoding", decoded, self._depth)
                if verdict is not None:
                    hits.append(_hit(self.name, text, start, m.end(), verdict))
        hits += self._rot13(view)
        marks = view.present(_decoders.ANCHOR_SET, normed=False)
        reversed_other = bool(view.nonascii) and bool(_SCRIPT_REVERSED.present(view))
        for start, end, kind, decoded in _decoders.candidates(text, marks, reversed_other):
            if any(h.start <= start < h.end for h in hits):
                continue
            verdict = self._inspect_text(kind, decoded, self._depth)
            if verdict is not None:
                hits.append(_hit(self.name, text, start, end, verdict))
        hits += self._requests(view)
        return hits

    def _requests(self, view: _View) -> list[ScreenHit]:
        """Paragraphs that ask the reader to decode something and obey it (``_decode_request``)."""
        text = view.text
        starts: list[int] = []
        norm = view.norm
        reach = _decode_request.REACH
        for _a, positions in view.present(_OBEY_SET, normed=True):
            for p in positions:  # a decoding word must stand within reach before it
                window = norm[max(0, p - reach) : p]
                nearest = max(window.rfind(w) for w in _decode_request.DECODING_WORDS)
                if nearest != -1:
                    starts.append(view.to_text(max(0, p - reach) + nearest, p)[0])
        if view.nonascii and _SCRIPT_REQUESTS.present(view):
            lowered = text.lower()  # "Расшифруй" opens its sentence with a capital
            if len(lowered) != len(text):  # a letter whose lower case is longer ("İ")
                lowered = text
            for a in _decode_request.SCRIPT_ANCHORS:
                i = lowered.find(a)
                while i != -1:
                    starts.append(i)
                    i = lowered.find(a, i + len(a))
        hits: list[ScreenHit] = []
        done = -1
        for s in sorted(starts):
            if s < done:
                continue
            lo = text.rfind("\n\n", max(0, s - _PARAGRAPH), s)
            lo = max(0, s - _PARAGRAPH) if lo == -1 else lo + 2
            hi = text.find("\n\n", s, s + _PARAGRAPH)
            hi = min(len(text), s + _PARAGRAPH) if hi == -1 else hi
            done = hi
            if _decode_request.is_request(normalize_text(text, lo, hi)):
                chunk = text[lo:hi]
                start, end = lo + len(chunk) - len(chunk.lstrip()), lo + len(chunk.rstrip())
                hits.append(_hit(self.name, text, start, end, "asks to decode a text and obey it"))
        return hits

    def _runs(self, view: _View) -> list[ScreenHit]:
        m = view.b64  # "a" for the base64/hex alphabet, "\n" for line breaks, " " elsewhere
        text = view.text
        starts = _run_starts(m, _RUN_NEEDLE) + _wrapped_starts(m, "\r" in text)
        if not starts:
            return []
        hits: list[ScreenHit] = []
        verdicts: dict[str, str | None] = {}  # long identifiers repeat; decide each once
        done = -1
        for i in sorted(set(starts)):
            if i < done:
                continue
            start, end, run = _block(text, m, i)
            done = end
            if len(run) < _RUN_MIN:
                continue
            if run in verdicts:
                verdict = verdicts[run]
            else:
                verdict = verdicts[run] = self._inspect(run, self._depth)
            if verdict is not None:
                hits.append(_hit(self.name, text, start, end, verdict))
        return hits

    def _rot13(self, view: _View) -> list[ScreenHit]:
        text = view.text
        hits: list[ScreenHit] = []
        covered = -1
        for _anchor, positions in view.present(_ROT13_SET, normed=True):
            for p in positions:
                s, _ = view.to_text(p, p + 1)
                if s < covered:
                    continue
                lo = max(text.rfind("\n", max(0, s - _ROT13_REACH), s) + 1, s - _ROT13_REACH)
                hi = text.find("\n", s)
                hi = min(len(text), s + _ROT13_REACH) if hi == -1 else min(hi, s + _ROT13_REACH)
                decoded = codecs.decode(text[lo:hi], "rot13")
                verdict = self._inspect_text("rot13", decoded, 1)
                if verdict is not None:
                    hits.append(_hit(self.name, text, lo, hi, verdict))
                    covered = hi
        return hits

    def _inspect(self, run: str, depth: int) -> str | None:
        decoded = _decode_run(run)
        if decoded is None:
            return None
        return self._inspect_text(*decoded, depth)

    def _inspect_text(self, kind: str, payload: str, depth: int) -> str | None:
        names = sorted({h.detector for d in self._inner for h in d.find(payload)})
        if not names and self._given is None:
            names = (
                ["reads as an instruction"] if any(t(payload) for t in READS_AS_INSTRUCTION) else []
            )
        if not names and depth > 1:
            inner = EncodedPayloadDetector(self._inner, depth=depth - 1)
            if inner.find(payload):
                names = [self.name]
        if not names:
            return None
        return f"{kind} decodes to {printable(payload, 60)!r} [{', '.join(names)}]"

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return f"[encoded payload removed: {hit.end - hit.start} chars]"
