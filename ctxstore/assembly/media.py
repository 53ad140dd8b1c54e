"""What images and documents cost in tokens, from their bytes where we have them.

Text is counted with a tokenizer; images and PDFs are not text, so each provider
documents a formula over the pixels (or pages). We read the dimensions from the
image header (PNG, JPEG, GIF, WebP: a few bytes, no imaging library) and apply
the formula of the provider the model belongs to. When the formula cannot be
applied (a URL or file ID only, an unreadable header, a PDF) the count is the
provider's documented upper bound or a per-page estimate, and it is reported as
an estimate (``MediaCost.exact`` is False), like a Claude text count is.

Formulas (checked 2026-12-01; third-party calculators and forum reports show the
providers' billing drifting from their own docs, hence "documented"):

* Anthropic (Vision guide, "Calculate image costs"): ``tokens = width * height / 750``
  after the image is scaled down to a long edge of at most 1568 px and at most
  ~1,600 tokens (1.15 megapixels). PDFs (PDF support guide): 1,500-3,000 text tokens
  per page plus the page as an image; we take 3,000 per page, an estimate.
* OpenAI (Images and vision guide, "Calculating costs"): tile models scale into a
  2048 px square, then the short side to 768 px, and pay ``base + tiles * per_tile``
  for 512 px tiles (``detail: "low"``: ``base`` only); patch models pay one token per
  32 px patch (at most 1,536 patches, scaled down to fit) times a multiplier. A
  missing or ``auto`` detail is counted as ``high`` (the upper bound).
"""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass
from typing import TypeVar

from ctxstore.assembly.messages import DocumentBlock, ImageBlock, MediaBlock
from ctxstore.assembly.tokens import base_model_name

ANTHROPIC_MAX_IMAGE_TOKENS = 1600
ANTHROPIC_MAX_EDGE = 1568
PDF_PAGE_TOKENS = 3000
# A reference-only PDF (URL or file ID) has an unknown page count: budget 5 pages.
UNKNOWN_DOCUMENT_TOKENS = 5 * PDF_PAGE_TOKENS

# model prefix -> (base tokens, tokens per 512 px tile); longest prefix wins.
OPENAI_TILES: dict[str, tuple[int, int]] = {
    "gpt-4o-mini": (2833, 5667),
    "gpt-4o": (85, 170),
    "chatgpt-4o": (85, 170),
    "gpt-4.1": (85, 170),
    "gpt-4.5": (85, 170),
    "gpt-4-turbo": (85, 170),
    "gpt-5": (70, 140),
    "o1": (75, 150),
    "o3": (75, 150),
}
# model prefix -> multiplier on 32 px patches
OPENAI_PATCHES: dict[str, float] = {
    "gpt-4.1-mini": 1.62,
    "gpt-4.1-nano": 2.46,
    "gpt-5-mini": 1.62,
    "gpt-5-nano": 2.46,
    "o4-mini": 1.72,
}
_PATCH_CAP = 1536

_V = TypeVar("_V")


@dataclass(frozen=True, slots=True)
class MediaCost:
    tokens: int
    exact: bool  # False: an estimate (size unknown, or a per-page PDF guess)


def image_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) from a PNG, GIF, JPEG or WebP header; None if unreadable."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        w, h = struct.unpack(">II", data[16:24])
        return int(w), int(h)
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        w, h = struct.unpack("<HH", data[6:10])
        return int(w), int(h)
    if data[:2] == b"\xff\xd8":
        return _jpeg_size(data)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return _webp_size(data)
    return None


def _jpeg_size(data: bytes) -> tuple[int, int] | None:
    i = 2
    while i + 9 < len(data):
        if data[i] != 0xFF:
            return None
        marker = data[i + 1]
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            i += 2
            continue
        (length,) = struct.unpack(">H", data[i + 2 : i + 4])
        # SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            h, w = struct.unpack(">HH", data[i + 5 : i + 9])
            return int(w), int(h)
        i += 2 + length
    return None


def _webp_size(data: bytes) -> tuple[int, int] | None:
    chunk = data[12:16]
    if chunk == b"VP8X" and len(data) >= 30:
        w = int.from_bytes(data[24:27], "little") + 1
        h = int.from_bytes(data[27:30], "little") + 1
        return w, h
    if chunk == b"VP8L" and len(data) >= 25:
        bits = int.from_bytes(data[21:25], "little")
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1
    if chunk == b"VP8 " and len(data) >= 30:
        w, h = struct.unpack("<HH", data[26:30])
        return int(w) & 0x3FFF, int(h) & 0x3FFF
    return None


_PAGE = re.compile(rb"/Type\s*/Page(?!s)")


def pdf_pages(data: bytes) -> int | None:
    """Page objects in a PDF (a count of ``/Type /Page``); None if it is not a PDF."""
    if not data.startswith(b"%PDF"):
        return None
    return max(1, len(_PAGE.findall(data)))


def anthropic_image_tokens(width: int, height: int) -> int:
    scale = min(
        1.0,
        ANTHROPIC_MAX_EDGE / max(width, height, 1),
        math.sqrt(ANTHROPIC_MAX_IMAGE_TOKENS * 750 / max(width * height, 1)),
    )
    w, h = width * scale, height * scale
    return max(1, math.ceil(w * h / 750))


def openai_image_tokens(model: str, width: int, height: int, detail: str | None) -> int | None:
    """Tokens by OpenAI's formula for ``model``; None when no formula is known for it."""
    name = base_model_name(model)
    patch = _longest(OPENAI_PATCHES, name)
    if patch is not None:
        patches = math.ceil(width / 32) * math.ceil(height / 32)
        if patches > _PATCH_CAP:
            # Scale to the cap, then further so the width is a whole number of patches.
            shrink = math.sqrt(_PATCH_CAP * 32 * 32 / (width * height))
            w, h = width * shrink / 32, height * shrink / 32
            fit = math.floor(w) / w
            patches = min(_PATCH_CAP, math.ceil(w * fit) * math.ceil(h * fit - 1e-9))
        return math.ceil(patches * patch)
    tiles = _longest(OPENAI_TILES, name)
    if tiles is None:
        return None
    base, per_tile = tiles
    if detail == "low":
        return base
    w, h = float(width), float(height)
    if max(w, h) > 2048:
        s = 2048 / max(w, h)
        w, h = w * s, h * s
    if min(w, h) > 768:
        s = 768 / min(w, h)
        w, h = w * s, h * s
    return base + per_tile * math.ceil(w / 512) * math.ceil(h / 512)


def _longest(table: dict[str, _V], name: str) -> _V | None:
    best = max((p for p in table if name.startswith(p)), key=len, default=None)
    return None if best is None else table[best]


def _openai_upper_bound(model: str, detail: str | None) -> int:
    # The largest image a 2048x768-tile model sees: 768x2048 -> 2x4 tiles.
    bound = openai_image_tokens(model, 768, 2048, detail)
    return bound if bound is not None else anthropic_image_tokens(1092, 1092)


def media_cost(block: MediaBlock, model: str) -> MediaCost:
    """Tokens one image or document costs ``model``, by the provider's formula."""
    anthropic = "claude" in base_model_name(model)
    if isinstance(block, ImageBlock):
        size = image_size(block.source.raw()) if block.source.kind == "base64" else None
        if size is None:
            if anthropic:
                return MediaCost(ANTHROPIC_MAX_IMAGE_TOKENS, False)
            return MediaCost(_openai_upper_bound(model, block.detail), False)
        w, h = size
        if anthropic:
            return MediaCost(anthropic_image_tokens(w, h), True)
        tokens = openai_image_tokens(model, w, h, block.detail)
        if tokens is None:  # no published formula for this model: Anthropic's as a stand-in
            return MediaCost(anthropic_image_tokens(w, h), False)
        return MediaCost(tokens, True)
    assert isinstance(block, DocumentBlock)
    if block.source.kind == "text":
        return MediaCost(0, True)  # its text is in the rendering and counted as text
    pages = pdf_pages(block.source.raw()) if block.source.kind == "base64" else None
    if pages is None:
        return MediaCost(UNKNOWN_DOCUMENT_TOKENS, False)
    return MediaCost(pages * PDF_PAGE_TOKENS, False)
