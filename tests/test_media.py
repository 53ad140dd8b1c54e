"""Images and documents: sizes from their bytes, the providers' token formulas, the budget."""

from __future__ import annotations

import base64
import struct
from typing import Any

import pytest
from sdk_fakes import pdf, png

from ctxstore import BudgetConfig, assemble
from ctxstore.assembly.media import (
    anthropic_image_tokens,
    image_size,
    openai_image_tokens,
    pdf_pages,
)
from ctxstore.assembly.messages import Message
from ctxstore.assembly.sections import Section


def _gif(w: int, h: int) -> bytes:
    return b"GIF89a" + struct.pack("<HH", w, h) + b"\x00" * 8


def _jpeg(w: int, h: int) -> bytes:
    app0 = b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00" + b"\x00" * 9
    sof = b"\xff\xc0" + struct.pack(">HBHHB", 11, 8, h, w, 1) + b"\x01\x11\x00"
    return b"\xff\xd8" + app0 + sof + b"\xff\xd9"


def _webp_vp8x(w: int, h: int) -> bytes:
    body = (
        b"VP8X"
        + struct.pack("<I", 10)
        + b"\x00\x00\x00\x00"
        + (w - 1).to_bytes(3, "little")
        + (h - 1).to_bytes(3, "little")
    )
    return b"RIFF" + struct.pack("<I", len(body) + 4) + b"WEBP" + body


@pytest.mark.parametrize(
    ("data", "size"),
    [
        (png(300, 200), (300, 200)),
        (_gif(17, 9), (17, 9)),
        (_jpeg(1920, 1080), (1920, 1080)),
        (_webp_vp8x(640, 480), (640, 480)),
        (b"not an image", None),
    ],
    ids=["png", "gif", "jpeg", "webp", "unknown"],
)
def test_image_size_is_read_from_the_header(data: bytes, size: tuple[int, int] | None) -> None:
    assert image_size(data) == size


def test_pdf_pages_are_counted() -> None:
    assert pdf_pages(pdf(3)) == 3
    assert pdf_pages(b"plain text") is None


@pytest.mark.parametrize(
    ("w", "h", "tokens"),
    [(800, 600, 640), (200, 200, 54), (1092, 1092, 1590), (4000, 3000, 1600)],
    ids=["800x600", "200x200", "max-square", "scaled-down"],
)
def test_anthropic_formula_is_width_times_height_over_750(w: int, h: int, tokens: int) -> None:
    # The Vision guide's table: 200x200 ~54, 1092x1092 ~1590; big images are scaled to ~1600.
    assert abs(anthropic_image_tokens(w, h) - tokens) <= 1


@pytest.mark.parametrize(
    ("model", "w", "h", "detail", "tokens"),
    [
        ("gpt-4o", 1024, 1024, "high", 765),
        ("gpt-4o", 2048, 4096, "high", 1105),
        ("gpt-4o", 4096, 8192, "low", 85),
        ("gpt-4.1", 1024, 1024, None, 765),
        ("gpt-4o-mini", 1024, 1024, "high", 2833 + 4 * 5667),
        ("o3", 1024, 1024, "high", 75 + 4 * 150),
        ("gpt-4.1-mini", 1024, 1024, "high", 1659),
        ("gpt-4.1-mini", 1800, 2400, "high", 2353),
    ],
    ids=[
        "4o-1024",
        "4o-2048x4096",
        "4o-low",
        "4.1-auto-is-high",
        "4o-mini",
        "o3",
        "4.1-mini-patches",
        "4.1-mini-capped",
    ],
)
def test_openai_tile_and_patch_formulas(
    model: str, w: int, h: int, detail: str | None, tokens: int
) -> None:
    # The worked examples of OpenAI's "Calculating costs" section.
    assert openai_image_tokens(model, w, h, detail) == tokens


def _with_image(data: bytes | None, url: str | None = None) -> list[Section]:
    if url is not None:
        part: dict[str, Any] = {"type": "image", "source": {"type": "url", "url": url}}
    else:
        assert data is not None
        part = {
            "type": "image",
            "source": {
                "type": "base64",
                "media_type": "image/png",
                "data": base64.b64encode(data).decode(),
            },
        }
    return [
        Section.system("s"),
        Section.history(
            [
                {"role": "user", "content": [{"type": "text", "text": "look"}, part]},
                Message.assistant("ok"),
            ]
        ),
        Section.ask("?"),
    ]


def test_images_count_toward_the_budget_by_the_formula() -> None:
    text_only = assemble(
        [
            Section.system("s"),
            Section.history([Message.user("look"), Message.assistant("ok")]),
            Section.ask("?"),
        ],
        model="claude-sonnet-4-6",
    )
    a = assemble(_with_image(png(800, 600)), model="claude-sonnet-4-6")
    hist = a.report("history")
    assert hist.media_tokens == 640 and hist.media_exact
    assert a.tokens_total - text_only.tokens_total >= 640
    gpt = assemble(_with_image(png(1024, 1024)), model="gpt-4o").report("history")
    assert gpt.media_tokens == 765


def test_a_reference_only_image_is_an_estimate_and_says_so() -> None:
    a = assemble(_with_image(None, url="https://x.test/a.png"), model="claude-sonnet-4-6")
    r = a.report("history")
    assert r.media_tokens == 1600 and not r.media_exact
    assert "image/document tokens (ESTIMATED)" in a.explain()


def test_an_image_that_does_not_fit_is_evicted_with_its_turn() -> None:
    # 10 big images (~1600 tokens each) in old turns, a small budget: the oldest turns go.
    big = base64.b64encode(png(1400, 1400)).decode()
    history: list[dict[str, Any]] = []
    for i in range(10):
        history.append(
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": f"photo {i}"},
                    {
                        "type": "image",
                        "source": {"type": "base64", "media_type": "image/png", "data": big},
                    },
                ],
            }
        )
        history.append({"role": "assistant", "content": f"seen {i}"})
    sections = [Section.system("s"), Section.history(history), Section.ask("?")]
    a = assemble(
        sections,
        model="claude-sonnet-4-6",
        budget=BudgetConfig(context_window=9000, reserved_output=1000, safety_margin=0),
    )
    r = a.report("history")
    assert r.outcome.value == "truncated"
    assert a.tokens_total <= a.budget
    kept_images = sum(len(m.media) for m in r.section.content if isinstance(m, Message))
    assert 0 < kept_images < 10
    assert r.media_tokens == kept_images * anthropic_image_tokens(1400, 1400)
