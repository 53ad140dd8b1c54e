"""Detector 4: invisible, bidirectional and tag-block characters.

These hide instructions from a human reviewer while the model still reads them.
The runs come from the view (one visit per non-ASCII character when there are
few, per-plane regexes when there are many); pure ASCII text costs nothing.
"""

from __future__ import annotations

import re

from ctxstore.assembly.screening._base import (
    ScreenHit,
    _codepoint_list,
    _hit,
    _reveal,
    printable,
)
from ctxstore.assembly.screening._view import (
    _View,
    _ViewDetector,
)

_TAG_FLAG_RE = re.compile("[\U000e0030-\U000e0039\U000e0061-\U000e007a]{2,6}\U000e007f")
_JOINERS = frozenset("\u200c\u200d")


def _decode_variation_selectors(run: str) -> str:
    """Bytes hidden one per variation selector (the "emoji smuggling" trick)."""
    data = bytearray()
    for ch in run:
        cp = ord(ch)
        data.append(cp - 0xFE00 if cp <= 0xFE0F else cp - 0xE0100 + 16)
    return data.decode("utf-8", "replace")


class InvisibleUnicodeDetector(_ViewDetector):
    """Zero-width characters mid-text and runs of variation selectors used as carriers."""

    name = "invisible_unicode"

    def find_in(self, view: _View) -> list[ScreenHit]:
        if not view.special:
            return []
        text = view.text
        hits: list[ScreenHit] = []
        for start, end in view.special_runs["vs"]:
            if end - start >= 2:  # one selector after an emoji is normal; a run carries bytes
                decoded = _decode_variation_selectors(text[start:end])
                hits.append(
                    _hit(self.name, text, start, end, f"hidden bytes: {printable(decoded)}")
                )
        for start, end in view.special_runs["zw"]:
            if start == 0 and text[0] == "\ufeff":
                start += 1  # a byte-order mark at the very start is harmless
                if start == end:
                    continue
            if (
                end - start == 1
                and text[start] in _JOINERS
                and start > 0
                and not text[start - 1].isascii()
                and (end == len(text) or not text[end].isascii() or text[end].isspace())
            ):
                continue  # ZWJ/ZWNJ in emoji sequences, Arabic-script or Indic words
            hits.append(_hit(self.name, text, start, end, _codepoint_list(text[start:end])))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _reveal(text[hit.start : hit.end])


class BidiControlDetector(_ViewDetector):
    """Bidirectional controls (U+202A..U+202E, U+2066..U+2069, LRM/RLM, ALM) that reorder text."""

    name = "bidi_control"

    def find_in(self, view: _View) -> list[ScreenHit]:
        if not view.special:
            return []
        text = view.text
        return [
            _hit(self.name, text, start, end, _codepoint_list(text[start:end]))
            for start, end in view.special_runs["bidi"]
        ]

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _reveal(text[hit.start : hit.end])


class UnicodeTagBlockDetector(_ViewDetector):
    """Unicode tag characters (U+E0000..U+E007F): invisible ASCII ("ASCII smuggling").

    ``detail`` holds the decoded hidden text. Emoji subdivision flags (England,
    Scotland, Wales) legitimately use a short tag sequence after U+1F3F4 and are
    not reported.
    """

    name = "unicode_tag_block"

    def find_in(self, view: _View) -> list[ScreenHit]:
        if not view.special:
            return []
        text = view.text
        hits: list[ScreenHit] = []
        for start, end in view.special_runs["tag"]:
            run = text[start:end]
            if start > 0 and text[start - 1] == "\U0001f3f4" and _TAG_FLAG_RE.fullmatch(run):
                continue
            decoded = "".join(
                chr(ord(c) - 0xE0000) if 0x20 <= ord(c) - 0xE0000 < 0x7F else "" for c in run
            )
            hits.append(_hit(self.name, text, start, end, f"hidden ASCII: {decoded[:200]}"))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _reveal(text[hit.start : hit.end])
