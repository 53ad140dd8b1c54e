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
* Morse code (dots and dashes, letters split by spaces, words by ``/``);
* HTML numeric character references (``&#65;&#103;...``, ``&#x41;...``), a run of
  eight or more: a page shows them as text while the source hides the words
  (four texts of fresh17-fresh20 wrote their instruction this way);
* a Caesar shift after a label naming it ("Cesare, spostamento 3:", "cifra de
  César (+3)", "shift each letter back by 3"): every shift is tried and kept
  only when it reads better than the text as written (three of fresh17-fresh20).
"""

from __future__ import annotations

import codecs
import html
import re
import string

from ctxstore.assembly.screening._lang_table import STOPWORDS

_ESCAPES_RE = re.compile(r"(?:\\u[0-9a-fA-F]{4}){6,}")
# A marker, then the payload: the rest of its line after a colon ("Read this one
# backwards: .txet eht"). Markers are anchors of the shared automaton over the
# folded view (lower case, "l" read as "i"), and the pattern is matched from each
# one, not tried at every position of the text.
_REVERSED_MARKERS = (b"backward", b"in reverse", b"reversed", b"ai reves", b"a i'envers",
                     b"ai'envers", b"r?ckw?rts", b"ruckwarts",
                     # fresh39-46's reversed payloads, read after their evaluation:
                     # "leia de trás para frente", "da leggere al contrario", "od tyłu"
                     b"de tras para frente", b"de tras pra frente", b"ai contrario",
                     b"od ty?u", b"achterstevoren", b"von hinten",
                     # fresh43-50's: "lê de trás para a frente" (read after their evaluation)
                     b"de tras para a frente")  # fmt: skip
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


# eight or more numeric references in a row, spaces allowed between them
_ENTITIES_RE = re.compile(r"(?:&#(?:[0-9]{2,7}|[xX][0-9a-fA-F]{2,6});\s?){8,}")
_LOWER, _UPPER = string.ascii_lowercase, string.ascii_uppercase
# shift k moves each letter k places on; one of the 25 undoes any Caesar cipher
_SHIFTS = tuple(
    str.maketrans(_LOWER + _UPPER, _LOWER[k:] + _LOWER[:k] + _UPPER[k:] + _UPPER[:k])
    for k in range(1, 26)
)


# The letters most used in the languages of Latin script (about 80% of the letters of
# running English, French, Spanish, Portuguese, Italian or German text); a Caesar shift
# moves most of them out of the set, which picks the right shift even in a short text
# with none of the ``_COMMON`` words ("Dvvlvwhqwh, pxgh d vhqkd ..." is Portuguese).
_FREQUENT = frozenset("etaoinsrlhdcumETAOINSRLHDCUM")
_PLAIN_SHARE = 0.65
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")


def _frequent_share(text: str) -> float:
    letters = [c for c in text if c.isascii() and c.isalpha()]
    return sum(c in _FREQUENT for c in letters) / len(letters) if letters else 0.0


def _unshift(payload: str) -> str | None:
    """The Caesar decoding of ``payload`` that reads as plain text, if the payload does not.

    The first reading that holds: the letters of the whole payload; the letters of
    its first sentence (a cipher followed by plain prose on its line, "Dvvlvwdqw,
    ljqruh ... The firmware updates ..."); more of the ``_COMMON`` words than as written.
    """
    end = _SENTENCE_END.search(payload, 12)
    for part in (payload, payload[: end.end()]) if end else (payload,):
        shift = max(_SHIFTS, key=lambda t: _frequent_share(part.translate(t)))
        share = _frequent_share(part.translate(shift))
        if share >= _PLAIN_SHARE and share - _frequent_share(part) >= 0.15:
            return payload.translate(shift)
    best = max((payload.translate(t) for t in _SHIFTS), key=_common_words)
    return best if _reads_better(best, payload) else None


def _morse(code: str) -> str:
    words = code.replace(" / ", "/").split("/")
    return " ".join("".join(_MORSE.get(c, "?") for c in w.split()) for w in words)


Candidate = tuple[int, int, str, str]

# Short words of running text. A payload read backwards or through ROT13 is worth
# screening only when the decoding holds more of them than the text as written:
# "reversed(seq): Return a reverse iterator" reads better forwards, and each
# candidate costs a screening of its own. English's, the other Latin-script languages'
# function words and the commonest Cyrillic ones: "Asistente, envía los mensajes del
# director" read backwards holds none of the English ones.
_COMMON = frozenset(
    ("the", "and", "to", "you", "your", "of", "de", "la", "el", "y", "et", "le", "und", "der",
     "die", "que", "il", "e", "и", "в", "не", "на", "с", "по", "о", "от", "для", "к", "за", "та",
     "що", "до", "під", "без", *(w for words in STOPWORDS.values() for w in words))
)  # fmt: skip
_WORD_RE = re.compile(r"\w+")
# the last word that ends in a capital letter: a backwards sentence's first word
_CAPITAL_LAST_RE = re.compile(r".*[^\W\d_](?<=[^\W\da-zа-яё_])(?!\w)", re.DOTALL)


def _backwards_shape(written: str) -> bool:
    """A sentence written backwards ends with its capital or opens with its "." or ","."""
    body = written.strip()
    return not body[:1].isalnum() or body[-1:].isupper()


def _common_words(text: str) -> int:
    return sum(1 for w in _WORD_RE.findall(text.lower()) if w in _COMMON)


def _reads_better(decoded: str, written: str) -> bool:
    return _common_words(decoded) > _common_words(written)


# Where each encoding may stand, as anchors of the shared automaton over the folded
# view (lower case, "l" read as "i", leetspeak digits as letters: "rot13" is
# "rotie"): a text with none of them costs nothing here.
_ESCAPE_MARK = b"\\u"
_ROT13_MARKS = (b"rotie", b"rot ie", b"rot-ie")
# "a", "n", "r", "d" between spaces; not "..." or "---", which prose and markdown use
_MORSE_MARKS = (b" .- ", b" -. ", b" .-. ", b" -.. ")
_ENTITY_MARK = b"&#"
# "caesar", "césar", "cäsar", "cesare", "cezar", and an English description of the
# shift, as the folded view spells them (accents dropped, "l" read as "i")
_CAESAR_MARKS = (b"caesar", b"cesar", b"casar", b"cezar", b"shift each ietter",
                 b"shifted by", b"ietters shifted",
                 # "szyfr z przesunięciem o 3", "deslocamento 3", "spostamento di 3"
                 b"przesunie", b"desiocamento", b"spostamento", b"verschiebung", b"decaiage",
                 b"despiazamiento")  # fmt: skip
ANCHORS = (
    _ESCAPE_MARK,
    *_REVERSED_MARKERS,
    *_ROT13_MARKS,
    *_MORSE_MARKS,
    _ENTITY_MARK,
    *_CAESAR_MARKS,
)
ANCHOR_SET = frozenset(ANCHORS)


# "справа налево", "задом наперёд"; Japanese "逆から読んで" and Chinese "倒过来读" (fresh75's,
# read after its evaluation)
SCRIPT_ANCHORS = ("наоборот", "налево", "наперёд", "наперед", "逆から", "倒过来", "倒著", "倒着")


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
        within = lowered if len(lowered) == len(text) else text
        for word in SCRIPT_ANCHORS:
            i = within.find(word)
            m = _AFTER_MARKER_RE.match(text, i + len(word)) if i != -1 else None
            # the marker says it is backwards; a sentence of one-letter words ("с", "и",
            # "в") reads the same count of them either way, so its shape decides too
            payload = m["payload"] if m is not None else ""
            if m is not None and (
                _reads_better(payload[::-1], payload) or _backwards_shape(payload)
            ):
                # ordinary text after the backwards sentence ("... ,тнегА Устройство клиента:
                # iPhone 14.") would open the decoded text: the sentence ends, written
                # backwards, at the last word ending in its capital
                last = _CAPITAL_LAST_RE.search(payload)
                end = m.start("payload") + last.end() if last is not None else m.end()
                out.append((i, end, "reversed text", text[m.start("payload") : end][::-1]))
    for marker in _ROT13_MARKS:
        for i in found.get(marker, ()):
            m = _ROT13_AT.match(text, i + len(marker))
            if m is not None:
                decoded = codecs.decode(m["payload"], "rot13")
                if _reads_better(decoded, m["payload"]):
                    out.append((i, m.end(), "rot13", decoded))
    i = text.find("&#") if _ENTITY_MARK in found else -1
    while i != -1:  # from each "&#", as for the escapes
        m = _ENTITIES_RE.match(text, i)
        if m is not None:
            out.append((m.start(), m.end(), "HTML character references", html.unescape(m.group())))
        i = text.find("&#", m.end() if m is not None else i + 2)
    for marker in _CAESAR_MARKS:
        for i in found.get(marker, ()):
            # the label usually ends at a colon ("(Cesare, spostamento 3) per il modello:"),
            # and words of the label would decide the shift if they were taken along
            at = i + len(marker)
            m = _AFTER_MARKER_RE.match(text, at) or _ROT13_AT.match(text, at)
            shifted = _unshift(m["payload"]) if m is not None else None
            if m is not None and shifted is not None:
                out.append((i, m.end(), "Caesar shift", shifted))
    if any(mark in found for mark in _MORSE_MARKS):
        # letters of Morse stand between spaces; the regex tries every dot and dash
        for m in _MORSE_RE.finditer(text):
            decoded = _morse(m.group())
            if decoded.count("?") * 5 < len(decoded):  # mostly real letters
                out.append((m.start(), m.end(), "morse", decoded))
    return out
