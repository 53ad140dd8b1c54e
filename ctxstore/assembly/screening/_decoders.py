"""Encodings beyond base64, hex and percent-encoding: where a payload is and what it says.

Each finder returns ``(start, end, encoding, decoded)`` for the candidates in a
text; ``EncodedPayloadDetector`` screens the decoded text like any other
payload, so a candidate that decodes to something harmless is never
reported. The encodings are the ones a red-team batch (``fresh7``) used
where the base64/hex runs had nothing to find:

* ``\\uXXXX`` escapes, as a JSON tool output carries them;
* text written backwards, after a word that says so ("backwards", "al revés",
  "à l'envers", "rückwärts");
* ROT13 after a label naming it ("(rot13) Sbe gur NV ernqre: ..."), whatever
  its words (the anchored ROT13 search knows only a few override words);
* Morse code (dots and dashes, letters split by spaces, words by ``/``).
"""

from __future__ import annotations

import codecs
import re

_ESCAPES_RE = re.compile(r"(?:\\u[0-9a-fA-F]{4}){6,}")
# A marker, then the payload: the rest of its line, or the next line when the
# marker ends its own ("Read this one backwards:\n.txet eht").
_REVERSED_RE = re.compile(
    r"(?:backwards?|in reverse|reversed|al rev[eé]s|à l'envers|a l'envers|rückwärts|ruckwarts"
    r"|наоборот|задом наперёд)\b[^\n]{0,40}?[:：]\s*(?P<payload>[^\n]{12,400})",
    re.IGNORECASE,
)
_ROT13_LABEL_RE = re.compile(
    r"rot[ -]?13\b\)?[^\n]{0,40}?(?:[:：)]\s*|\s+)(?P<payload>[^\n]{12,400})", re.IGNORECASE
)
_MORSE_RE = re.compile(r"[.\-]{1,6}(?:(?: | / |/)[.\-]{1,6}){9,}")
_MORSE = {
    ".-": "a", "-...": "b", "-.-.": "c", "-..": "d", ".": "e", "..-.": "f", "--.": "g",
    "....": "h", "..": "i", ".---": "j", "-.-": "k", ".-..": "l", "--": "m", "-.": "n",
    "---": "o", ".--.": "p", "--.-": "q", ".-.": "r", "...": "s", "-": "t", "..-": "u",
    "...-": "v", ".--": "w", "-..-": "x", "-.--": "y", "--..": "z", "-----": "0",
    ".----": "1", "..---": "2", "...--": "3", "....-": "4", ".....": "5", "-....": "6",
    "--...": "7", "---..": "8", "----.": "9",
}  # fmt: skip


def _morse(code: str) -> str:
    words = code.replace(" / ", "/").split("/")
    return " ".join("".join(_MORSE.get(c, "?") for c in w.split()) for w in words)


Candidate = tuple[int, int, str, str]


def candidates(text: str, fold: bytes, nonascii: str) -> list[Candidate]:
    """Places in ``text`` that hold a payload in one of these encodings, decoded.

    ``fold`` is the scan's folded byte view (lower case, one byte a character) and
    ``nonascii`` its non-ASCII characters: the markers are looked up there, so a
    text without them costs a few substring tests.
    """
    out: list[Candidate] = []
    if "\\u" in text:
        for m in _ESCAPES_RE.finditer(text):
            decoded = codecs.decode(m.group(), "unicode_escape")
            out.append((m.start(), m.end(), "unicode escapes", decoded))
    if any(w in fold for w in (b"backward", b"revers", b"reves", b"envers", b"ckw")) or (
        "наоборот" in nonascii.lower()
    ):
        for m in _REVERSED_RE.finditer(text):
            out.append((m.start(), m.end(), "reversed text", m["payload"][::-1]))
    if b"rot" in fold and ("13" in text):
        for m in _ROT13_LABEL_RE.finditer(text):
            out.append((m.start(), m.end(), "rot13", codecs.decode(m["payload"], "rot13")))
    if ".-" in text or "-." in text:
        for m in _MORSE_RE.finditer(text):
            decoded = _morse(m.group())
            if decoded.count("?") * 5 < len(decoded):  # mostly real letters
                out.append((m.start(), m.end(), "morse", decoded))
    return out
