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
# backwards: .txet eht"). Markers are anchors of the shared automaton over the
# folded view (lower case, "l" read as "i"), and the pattern is matched from each
# one, not tried at every position of the text.
_REVERSED_MARKERS = (b"backward", b"in reverse", b"reversed", b"ai reves", b"a i'envers",
                     b"ai'envers", b"r?ckw?rts", b"ruckwarts")  # fmt: skip
_AFTER_MARKER_RE = re.compile(r"[^\n:：]{0,40}[:：)]\s*(?P<payload>[^\n]{12,400})")
_ROT13_AT = re.compile(r"\b\)?[^\n:：]{0,40}?(?:[:：)]\s*|\s+)(?P<payload>[^\n]{12,400})")
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

# Short words of running text. A payload read backwards or through ROT13 is worth
# screening only when the decoding holds more of them than the text as written:
# "reversed(seq): Return a reverse iterator" reads better forwards, and each
# candidate costs a screening of its own.
_COMMON = (" the ", " and ", " to ", " you ", " your ", " of ", " de ", " la ", " el ", " y ",
           " et ", " le ", " und ", " der ", " die ", " que ", " il ", " e ")  # fmt: skip


def _backwards_shape(written: str) -> bool:
    """A sentence written backwards ends with its capital or opens with its "." or ","."""
    body = written.strip()
    return not body[:1].isalnum() or body[-1:].isupper()


def _reads_better(decoded: str, written: str) -> bool:
    d, w = f" {decoded.lower()} ", f" {written.lower()} "
    return sum(d.count(c) for c in _COMMON) > max(0, sum(w.count(c) for c in _COMMON))


# Where each encoding may stand, as anchors of the shared automaton over the folded
# view (lower case, "l" read as "i", leetspeak digits as letters: "rot13" is
# "rotie"): a text with none of them costs nothing here.
_ESCAPE_MARK = b"\\u"
_ROT13_MARKS = (b"rotie", b"rot ie", b"rot-ie")
# "a", "n", "r", "d" between spaces; not "..." or "---", which prose and markdown use
_MORSE_MARKS = (b" .- ", b" -. ", b" .-. ", b" -.. ")
ANCHORS = (_ESCAPE_MARK, *_REVERSED_MARKERS, *_ROT13_MARKS, *_MORSE_MARKS)
ANCHOR_SET = frozenset(ANCHORS)


SCRIPT_ANCHORS = ("наоборот",)


def candidates(
    text: str, present: list[tuple[bytes, list[int]]], reversed_other: bool
) -> list[Candidate]:
    """Places in ``text`` that hold a payload in one of these encodings, decoded.

    ``present`` is what the shared automaton found of ``ANCHORS`` (needle, positions
    in the folded view, whose offsets are the text's); ``reversed_other`` whether
    one of ``SCRIPT_ANCHORS`` occurs.
    """
    out: list[Candidate] = []
    found = dict(present)
    i = text.find("\\u") if _ESCAPE_MARK in found else -1
    while i != -1:  # from each "\u", not a regex tried at every position
        m = _ESCAPES_RE.match(text, i)
        if m is not None:
            decoded = codecs.decode(m.group(), "unicode_escape")
            out.append((m.start(), m.end(), "unicode escapes", decoded))
        i = text.find("\\u", m.end() if m is not None else i + 2)
    for marker in _REVERSED_MARKERS:
        for i in found.get(marker, ()):
            m = _AFTER_MARKER_RE.match(text, i + len(marker))
            if m is not None and _backwards_shape(m["payload"]):
                payload = m["payload"]
                if _reads_better(payload[::-1], payload):
                    out.append((i, m.end(), "reversed text", payload[::-1]))
    if reversed_other:
        lowered = text.lower()
        i = lowered.find("наоборот") if len(lowered) == len(text) else text.find("наоборот")
        m = _AFTER_MARKER_RE.match(text, i + 8) if i != -1 else None
        if m is not None and _reads_better(m["payload"][::-1], m["payload"]):
            out.append((i, m.end(), "reversed text", m["payload"][::-1]))
    for marker in _ROT13_MARKS:
        for i in found.get(marker, ()):
            m = _ROT13_AT.match(text, i + len(marker))
            if m is not None:
                decoded = codecs.decode(m["payload"], "rot13")
                if _reads_better(decoded, m["payload"]):
                    out.append((i, m.end(), "rot13", decoded))
    if any(mark in found for mark in _MORSE_MARKS):
        # letters of Morse stand between spaces; the regex tries every dot and dash
        for m in _MORSE_RE.finditer(text):
            decoded = _morse(m.group())
            if decoded.count("?") * 5 < len(decoded):  # mostly real letters
                out.append((m.start(), m.end(), "morse", decoded))
    return out
