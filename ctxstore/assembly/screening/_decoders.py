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
# A marker, then the payload: the rest of its line after a colon ("Read this one
# backwards: .txet eht"). Markers are found in the folded view (lower case, "l"
# read as "i") and the pattern is matched from each one, so "reversed" in code
# costs a substring search, not a regex tried at every position.
_REVERSED_MARKERS = (b"backward", b"in reverse", b"reversed", b"ai reves", b"a i'envers",
                     b"ai'envers", b"r?ckw?rts", b"ruckwarts")  # fmt: skip
_AFTER_MARKER_RE = re.compile(r"[^\n:：]{0,40}[:：)]\s*(?P<payload>[^\n]{12,400})")
_ROT13_AT = re.compile(r"[ -]?13\b\)?[^\n:：]{0,40}?(?:[:：)]\s*|\s+)(?P<payload>[^\n]{12,400})")
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
    i = text.find("\\u")
    while i != -1:  # from each "\u", not a regex tried at every position
        m = _ESCAPES_RE.match(text, i)
        if m is not None:
            decoded = codecs.decode(m.group(), "unicode_escape")
            out.append((m.start(), m.end(), "unicode escapes", decoded))
        i = text.find("\\u", m.end() if m is not None else i + 2)
    for marker in _REVERSED_MARKERS:
        i = fold.find(marker)
        while i != -1:
            m = _AFTER_MARKER_RE.match(text, i + len(marker))
            if m is not None:
                out.append((i, m.end(), "reversed text", m["payload"][::-1]))
            i = fold.find(marker, i + len(marker))
    if "наоборот" in nonascii.lower():
        lowered = text.lower()
        i = lowered.find("наоборот") if len(lowered) == len(text) else text.find("наоборот")
        m = _AFTER_MARKER_RE.match(text, i + 8) if i != -1 else None
        if m is not None:
            out.append((i, m.end(), "reversed text", m["payload"][::-1]))
    if "13" in text:
        i = fold.find(b"rot")
        while i != -1:
            m = _ROT13_AT.match(text, i + 3)
            if m is not None:
                out.append((i, m.end(), "rot13", codecs.decode(m["payload"], "rot13")))
            i = fold.find(b"rot", i + 3)
    # letters of Morse stand between spaces: " .- ", " -.. "; code's dots and dashes
    # seldom do, and the regex below tries every dot and dash it meets
    if (" .-" in text or " -." in text) and (".- " in text or "-. " in text):
        for m in _MORSE_RE.finditer(text):
            decoded = _morse(m.group())
            if decoded.count("?") * 5 < len(decoded):  # mostly real letters
                out.append((m.start(), m.end(), "morse", decoded))
    return out
