"""Detector 6: images whose URL carries a query string (data exfiltration).

Rendering such an image sends whatever the model put in the query to the host;
plain links and images without a query string are left alone.
"""

from __future__ import annotations

import re

from ctxstore.assembly.screening._base import (
    ScreenHit,
    _hit,
    _reveal,
    _wrap_screened,
    printable,
)
from ctxstore.assembly.screening._view import (
    _IMG_ANGLE,
    _QUERY,
    _View,
    _ViewDetector,
)

_MD_IMAGE_RE = re.compile(
    r"!\[(?P<alt>[^\[\]\n]{0,500})\]\(\s*<?(?P<url>(?:https?:)?//[^\s()<>?]*"
    + _QUERY
    + r"[^\s()<>]+)>?(?:\s+(?:\"[^\"\n]*\"|'[^'\n]*'|\([^)\n]*\)))?\s*\)",
    re.IGNORECASE,
)
_MD_REF_DEF_RE = re.compile(
    r"\[(?P<label>[^\]\n]{1,200})\]:[ \t]*<?(?P<url>(?:https?:)?//[^\s>?]*"
    + _QUERY
    + r"[^\s>]+)>?",
    re.IGNORECASE,
)
_MD_IMAGE_REF_RE = re.compile(
    r"!\[(?P<alt>[^\[\]\n]{0,500})\](?:\[(?P<ref>[^\[\]\n]{0,200})\])?(?!\()"
)
_IMG_TAG_RE = re.compile("<" + _IMG_ANGLE, re.IGNORECASE)
_HOST_RE = re.compile(r"^(?:https?:)?//([^/?#\s]+)", re.IGNORECASE)


def _host(url: str) -> str:
    m = _HOST_RE.match(url)
    return m.group(1) if m else url


def _label_key(label: str) -> str:
    return " ".join(label.split()).casefold()


class ExfiltrationLinkDetector(_ViewDetector):
    """Images whose URL carries a query string: rendering them sends data to the host.

    Inline markdown (``![a](https://h/p?d=...)``), reference-style markdown
    (``![a][1]`` with ``[1]: https://h/p?d=...``; the hit is the definition,
    which holds the URL) and HTML ``<img src=...?...>``. Images without a query
    string and ordinary (non-image) links are not reported.
    """

    name = "exfiltration_link"

    def find_in(self, view: _View) -> list[ScreenHit]:
        text = view.text
        hits: list[ScreenHit] = []
        for m in view.angle:
            if m.group("img") is None:
                continue
            hits.append(
                _hit(self.name, text, m.start(), m.end(), f"HTML image to {_host(m['url'])}")
            )
        # The shared "[" pass already located every "![": match there only.
        starts = [m.start() - 1 for m in view.bracket if m.group("image") is not None]
        ref_images: list[re.Match[str]] = []
        for start in starts:
            inline = _MD_IMAGE_RE.match(text, start)
            if inline:
                detail = f"image to {_host(inline['url'])}"
                hits.append(_hit(self.name, text, inline.start(), inline.end(), detail))
            elif ref := _MD_IMAGE_REF_RE.match(text, start):
                ref_images.append(ref)
        if ref_images:
            hits += self._reference_hits(text, ref_images)
        return hits

    def _reference_hits(self, text: str, images: list[re.Match[str]]) -> list[ScreenHit]:
        if "]:" not in text:
            return []
        # The regex starts with a literal "[" so the engine can hop; a definition
        # must also start its line (up to three spaces of indent), checked here.
        defs = [
            m
            for m in _MD_REF_DEF_RE.finditer(text)
            if not text[text.rfind("\n", 0, m.start()) + 1 : m.start()].strip(" \t")
            and m.start() - text.rfind("\n", 0, m.start()) - 1 <= 3
        ]
        definitions = {_label_key(m["label"]): m for m in reversed(defs)}
        if not definitions:
            return []
        used: dict[str, str] = {}
        for m in images:
            key = _label_key(m["ref"] or m["alt"])
            if key in definitions and key not in used:
                used[key] = m.group()
        hits = []
        for key, image in used.items():
            d = definitions[key]
            detail = f"reference image {printable(image, 40)} to {_host(d['url'])}"
            hits.append(_hit(self.name, text, d.start(), d.end(), detail))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        fragment = text[hit.start : hit.end]
        for pattern in (_MD_IMAGE_RE, _IMG_TAG_RE, _MD_REF_DEF_RE):
            m = pattern.search(fragment)
            if m:
                url = m["url"]
                q = url.index("?")
                start = m.start("url") + q
                out = fragment[:start] + "?[removed]" + fragment[m.end("url") :]
                return _reveal(out)
        return _wrap_screened(fragment)
