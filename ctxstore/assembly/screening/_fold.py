"""The folding tables of the byte views: look-alike characters, leetspeak, case.

Kept apart from ``_view`` (which applies them) because they are data built
once at import: which non-ASCII characters read as a Latin letter or digit,
the byte table that folds case and leetspeak, and the class view that finds
words mixing Latin letters with other scripts.
"""

from __future__ import annotations

import re
import unicodedata

# Letters of other scripts drawn like a Latin letter: a word that mixes them with ASCII
# letters ("Bеfоrе" with Cyrillic е and о) is English in disguise (``_lookalike``).
_LOOKALIKE_PAIRS = (
    # Cyrillic look-alikes (lower and upper case)
    "аa вb еe ёe кk мm нh оo рp сc тt уy хx іi їi јj ѕs ԁd һh ӏl ԛq ԝw ғf "
    "Аa Вb Еe Кk Мm Нh Оo Рp Сc Тt Уy Хx Іi Јj Ѕs Ԛq Ԝw "
    # Greek look-alikes
    "αa οo ρp νv ιi κk υu ϲc ϳj Αa Βb Εe Ζz Ηh Ιi Κk Μm Νn Οo Ρp Τt Υy Χx "
    # IPA and small capitals
    "ɑa ɡg ɩi ɪi ʏy ᴀa ʙb ᴄc ᴅd ᴇe ɢg ʜh ᴊj ᴋk ʟl ᴍm ɴn ᴏo ᴘp ʀr ᴛt ᴜu ᴠv ᴡw ᴢz ıi"
)
SCRIPT_LOOKALIKES: dict[str, str] = {pair[0]: pair[1] for pair in _LOOKALIKE_PAIRS.split(" ")}


def _build_confusables() -> dict[str, str]:
    """Non-ASCII characters that read as a Latin letter or digit, mapped to it."""
    table = dict(SCRIPT_LOOKALIKES)
    # Unicode line breaks count as line breaks for line-start role labels.
    for ch in "\u2028\u2029\x85":
        table[ch] = "\n"
    ranges = (
        (0x00C0, 0x024F),  # Latin with diacritics: ìgnore reads as ignore
        (0x1E00, 0x1EFF),  # Latin extended additional (Vietnamese: bỏ qua)
        (0x2460, 0x24FF),  # enclosed alphanumerics
        (0xFF10, 0xFF5A),  # fullwidth digits and letters
        (0x1D400, 0x1D7FF),  # mathematical alphanumerics
    )
    for lo, hi in ranges:
        for cp in range(lo, hi + 1):
            ch = chr(cp)
            if ch in table:
                continue
            folded = unicodedata.normalize("NFKD", ch)
            base = folded[0] if folded else ""
            if (
                base.isascii()
                and base.isalnum()
                and all(unicodedata.combining(c) for c in folded[1:])
            ):
                table[ch] = base
    return table


_CONFUSABLES = _build_confusables()
# The BMP characters compile to a fast bitmap; the astral block must be a separate
# branch, because mixing it into the same class turns the bitmap into a list that
# is tested item by item for every character (40 KB took 45 ms instead of 0.2 ms).
_CONFUSABLE_RE = re.compile(
    "["
    + "".join(re.escape(c) for c in sorted(_CONFUSABLES) if ord(c) <= 0xFFFF)
    + "]|[\U0001d400-\U0001d7ff]"
)
_CONFUSABLE_FOLD_ALL_LIMIT = 2000
_SCRIPT_CLASS = bytes(
    0x61 if chr(i).isascii() and chr(i).isalpha() else 0x63 if i == 0x3F else 0x20
    for i in range(256)
)


def _fold_table() -> bytes:
    table = bytearray(range(256))
    for c in range(ord("A"), ord("Z") + 1):
        table[c] = c + 32
    # Simple leetspeak; 'l' and 'i' collapse to one letter because 1 and | stand for both.
    for src, dst in (
        ("l", "i"), ("L", "i"), ("1", "i"), ("|", "i"), ("0", "o"), ("3", "e"),
        ("4", "a"), ("@", "a"), ("5", "s"), ("$", "s"), ("7", "t"),
    ):  # fmt: skip
        table[ord(src)] = ord(dst)
    return bytes(table)


_FOLD = _fold_table()
# A "word" of the class view: ASCII letters and "?" (any non-ASCII character).
_WORD_BYTES = bytes(i for i in range(256) if chr(i).isascii() and chr(i).isalpha()) + b"?"
_NOT_WORD_RE = re.compile(rb"[^A-Za-z?]")


def _word_start(raw: bytes, floor: int, p: int) -> int:
    """Start of the run of ``_WORD_BYTES`` that reaches ``p`` (not before ``floor``)."""
    reach = 64
    while True:
        lo = max(floor, p - reach)
        head = raw[lo:p].rstrip(_WORD_BYTES)
        if head or lo == floor:
            return lo + len(head)
        reach *= 8  # a long run without spaces (CJK text): look further back
