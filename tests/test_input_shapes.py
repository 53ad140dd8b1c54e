"""Provider-shaped input: one canonical form, so one section digest per content."""

from __future__ import annotations

import base64
from typing import Any

import pytest
from sdk_fakes import png

from ctxstore import assemble
from ctxstore.assembly.messages import (
    ImageBlock,
    MediaSource,
    Message,
    TextBlock,
    ToolResultBlock,
    ToolUseBlock,
)
from ctxstore.assembly.sections import Section, content_digest
from ctxstore.errors import SectionError

IMG = base64.b64encode(png(64, 32)).decode()
OTHER_IMG = base64.b64encode(png(64, 33)).decode()

ANTHROPIC: list[dict[str, Any]] = [
    {
        "role": "user",
        "content": [
            {"type": "text", "text": "Is this the right part?"},
            {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": IMG}},
        ],
    },
    {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "Let me check two catalogues."},
            {"type": "tool_use", "id": "c1", "name": "lookup", "input": {"sku": "A-1"}},
            {"type": "tool_use", "id": "c2", "name": "lookup", "input": {"sku": "B-2"}},
        ],
    },
    {
        "role": "user",
        "content": [
            {"type": "tool_result", "tool_use_id": "c1", "content": "in stock"},
            {
                "type": "tool_result",
                "tool_use_id": "c2",
                "content": [{"type": "text", "text": "discontinued"}],
            },
            {"type": "text", "text": "Thanks, and the price?"},
        ],
    },
]

OPENAI_CHAT: list[dict[str, Any]] = [
    {
        "role": "user",
        "content": [
            {"type": "text", "text": "Is this the right part?"},
            {
                "type": "image_url",
                "image_url": {"url": f"data:image/png;base64,{IMG}", "detail": "auto"},
            },
        ],
    },
    {
        "role": "assistant",
        "content": "Let me check two catalogues.",
        "tool_calls": [
            {
                "id": "c1",
                "type": "function",
                "function": {"name": "lookup", "arguments": '{"sku": "A-1"}'},
            },
            {
                "id": "c2",
                "type": "function",
                "function": {"name": "lookup", "arguments": '{"sku":"B-2"}'},
            },
        ],
    },
    {"role": "tool", "tool_call_id": "c1", "content": "in stock"},
    {"role": "tool", "tool_call_id": "c2", "content": [{"type": "text", "text": "discontinued"}]},
    {"role": "user", "content": "Thanks, and the price?"},
]

OPENAI_RESPONSES: list[dict[str, Any]] = [
    {
        "type": "message",
        "role": "user",
        "content": [
            {"type": "input_text", "text": "Is this the right part?"},
            {"type": "input_image", "image_url": f"data:image/png;base64,{IMG}", "detail": "auto"},
        ],
    },
    {
        "role": "assistant",
        "content": [{"type": "output_text", "text": "Let me check two catalogues."}],
    },
    {"type": "function_call", "call_id": "c1", "name": "lookup", "arguments": '{"sku":"A-1"}'},
    {"type": "function_call", "call_id": "c2", "name": "lookup", "arguments": '{"sku":"B-2"}'},
    {"type": "function_call_output", "call_id": "c1", "output": "in stock"},
    {"type": "function_call_output", "call_id": "c2", "output": "discontinued"},
    {"role": "user", "content": "Thanks, and the price?"},
]

OBJECTS = [
    Message(
        "user",
        (TextBlock("Is this the right part?"), ImageBlock(MediaSource("base64", "image/png", IMG))),
    ),
    Message(
        "assistant",
        (
            TextBlock("Let me check two catalogues."),
            ToolUseBlock("c1", "lookup", {"sku": "A-1"}),
            ToolUseBlock("c2", "lookup", {"sku": "B-2"}),
        ),
    ),
    Message("user", (ToolResultBlock("c1", "in stock"), ToolResultBlock("c2", "discontinued"))),
    Message.user("Thanks, and the price?"),
]

SHAPES = {
    "anthropic": ANTHROPIC,
    "openai-chat": OPENAI_CHAT,
    "openai-responses": OPENAI_RESPONSES,
    "objects": OBJECTS,
}


@pytest.mark.parametrize("shape", list(SHAPES), ids=list(SHAPES))
def test_the_same_conversation_has_one_digest_whatever_its_shape(shape: str) -> None:
    reference = Section.history(ANTHROPIC)
    given = Section.history(SHAPES[shape])  # type: ignore[arg-type]
    assert given.content == reference.content
    assert content_digest(given) == content_digest(reference)
    # ...and therefore the same rendering and root fingerprint
    a = assemble([Section.system("s"), given, Section.ask("?")], model="gpt-4o")
    b = assemble([Section.system("s"), reference, Section.ask("?")], model="gpt-4o")
    assert a.root_fingerprint == b.root_fingerprint
    assert a.openai() == b.openai()


def test_changing_the_image_bytes_changes_the_digest_and_the_root() -> None:
    changed = [dict(m) for m in ANTHROPIC]
    changed[0] = {
        "role": "user",
        "content": [
            {"type": "text", "text": "Is this the right part?"},
            {
                "type": "image",
                "source": {"type": "base64", "media_type": "image/png", "data": OTHER_IMG},
            },
        ],
    }
    a, b = Section.history(ANTHROPIC), Section.history(changed)
    assert content_digest(a) != content_digest(b)
    ra = assemble([a, Section.ask("?")], model="claude-sonnet-4-6").root_fingerprint
    rb = assemble([b, Section.ask("?")], model="claude-sonnet-4-6").root_fingerprint
    assert ra != rb


def test_images_are_hashed_by_bytes_not_by_encoding() -> None:
    wrapped = "\n".join(IMG[i : i + 76] for i in range(0, len(IMG), 76))  # MIME line breaks
    one = Section.history(
        [
            {
                "role": "user",
                "content": [
                    {
                        "type": "image",
                        "source": {"type": "base64", "media_type": "image/png", "data": wrapped},
                    }
                ],
            }
        ]
    )
    two = Section.history(
        [
            {
                "role": "user",
                "content": [{"type": "image_url", "image_url": f"data:image/png;base64,{IMG}"}],
            }
        ]
    )
    assert content_digest(one) == content_digest(two)
    # The canonical text holds the sha256 of the bytes, never the base64 itself.
    assert IMG[:40] not in one.text
    by_url = Section.history(
        [
            {
                "role": "user",
                "content": [{"type": "image_url", "image_url": {"url": "https://x.test/a.png"}}],
            }
        ]
    )
    assert "https://x.test/a.png" in by_url.text


def test_delivery_hints_are_not_content() -> None:
    plain = Section.history([{"role": "user", "content": [{"type": "text", "text": "hi"}]}])
    hinted = Section.history(
        [
            {
                "role": "user",
                "content": [{"type": "text", "text": "hi", "cache_control": {"type": "ephemeral"}}],
            }
        ]
    )
    assert content_digest(plain) == content_digest(hinted)
    low = Section.history(
        [
            {
                "role": "user",
                "content": [
                    {
                        "type": "image_url",
                        "image_url": {"url": "https://x.test/a.png", "detail": "low"},
                    }
                ],
            }
        ]
    )
    auto = Section.history(
        [
            {
                "role": "user",
                "content": [
                    {
                        "type": "image_url",
                        "image_url": {"url": "https://x.test/a.png", "detail": "auto"},
                    }
                ],
            }
        ]
    )
    assert content_digest(low) != content_digest(auto)  # low detail is a different input


SCHEMA = {"type": "object", "properties": {"sku": {"type": "string"}}, "required": ["sku"]}
TOOL_SHAPES = {
    "anthropic": {
        "name": "lookup",
        "description": "Find a part.",
        "input_schema": SCHEMA,
        "strict": True,
    },
    "openai-chat": {
        "type": "function",
        "function": {
            "name": "lookup",
            "description": "Find a part.",
            "parameters": SCHEMA,
            "strict": True,
        },
    },
    "openai-responses": {
        "type": "function",
        "name": "lookup",
        "description": "Find a part.",
        "parameters": SCHEMA,
        "strict": True,
    },
    "anthropic-custom-type": {
        "type": "custom",
        "name": "lookup",
        "description": "Find a part.",
        "input_schema": SCHEMA,
        "strict": True,
        "cache_control": {"type": "ephemeral"},
    },
}


@pytest.mark.parametrize("shape", list(TOOL_SHAPES), ids=list(TOOL_SHAPES))
def test_a_tool_has_one_digest_whatever_its_shape(shape: str) -> None:
    reference = Section.tools([TOOL_SHAPES["anthropic"]])
    given = Section.tools([TOOL_SHAPES[shape]])
    assert content_digest(given) == content_digest(reference)
    a = assemble([given, Section.ask("?")], model="gpt-4o")
    fn = a.openai()["tools"][0]["function"]
    assert fn["strict"] is True and fn["parameters"] == SCHEMA  # strict survives every shape
    assert a.openai_responses()["tools"][0]["strict"] is True
    assert a.anthropic()["tools"][0]["strict"] is True


def test_server_tools_are_passed_as_given() -> None:
    web = {"type": "web_search_20250305", "name": "web_search", "max_uses": 2}
    a = assemble(
        [Section.tools([TOOL_SHAPES["anthropic"], web]), Section.ask("?")],
        model="claude-sonnet-4-6",
    )
    assert a.anthropic()["tools"][1] == web  # no input_schema invented
    with pytest.raises(SectionError, match="Anthropic server tool"):
        a.openai_responses()
    b = assemble([Section.tools([{"type": "web_search"}]), Section.ask("?")], model="gpt-5")
    assert b.openai_responses()["tools"] == [{"type": "web_search"}]
    with pytest.raises(SectionError, match="OpenAI built-in tool"):
        b.anthropic()


@pytest.mark.parametrize(
    ("message", "match"),
    [
        ({"role": "system", "content": "x"}, "Section.system"),
        (
            {
                "role": "user",
                "content": [
                    {
                        "type": "image",
                        "source": {
                            "type": "base64",
                            "media_type": "image/png",
                            "data": "@@not base64@@",
                        },
                    }
                ],
            },
            "base64",
        ),
        (
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"id": "c", "type": "function", "function": {"name": "f", "arguments": "{oops"}}
                ],
            },
            "not valid JSON",
        ),
        ({"role": "user", "content": [{"type": "hologram"}]}, "hologram"),
        ({"type": "reasoning", "summary": []}, "reasoning"),
        (
            {
                "role": "user",
                "content": [{"type": "image_url", "image_url": {"url": "data:image/png,rawbytes"}}],
            },
            "not base64",
        ),
    ],
    ids=[
        "system-role",
        "bad-base64",
        "bad-arguments",
        "unknown-block",
        "unknown-item",
        "data-url-not-base64",
    ],
)
def test_bad_input_says_what_to_do(message: dict[str, Any], match: str) -> None:
    with pytest.raises(SectionError, match=match):
        Section.history([message])


def test_consecutive_messages_of_one_role_merge() -> None:
    split = Section.history([Message.user("a"), Message.user("b"), Message.assistant("c")])
    joined = Section.history(
        [Message("user", (TextBlock("a"), TextBlock("b"))), Message.assistant("c")]
    )
    assert split.content == joined.content
