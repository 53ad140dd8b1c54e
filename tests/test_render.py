"""Render targets: Anthropic Messages, OpenAI Chat Completions, plain text."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest
from factory import SYSTEM_PROMPT, base_sections

from ctxstore import BudgetConfig, assemble
from ctxstore.assembly.result import Assembly
from ctxstore.assembly.sections import Message, Section, ToolResultBlock, ToolUseBlock
from ctxstore.assembly.tokens import model_limits
from ctxstore.errors import ConfigError

BIG_SYSTEM = SYSTEM_PROMPT + "\n" + "Policy detail. " * 2000  # > 4096 tokens: cacheable everywhere
BIG_TOOL = {"name": "search_kb", "description": "Search the knowledge base. " * 400}


def _roles(messages: list[dict[str, Any]]) -> list[str]:
    return [m["role"] for m in messages]


def test_anthropic_payload_shape() -> None:
    a = assemble(base_sections(), model="claude-sonnet-4-5")
    p = a.anthropic()
    assert list(p) == ["model", "max_tokens", "tools", "system", "messages"]
    assert p["max_tokens"] == a.reserved_output == 4096
    assert [t["name"] for t in p["tools"]] == ["lookup_order", "issue_refund"]
    assert "input_schema" in p["tools"][0]
    assert [b["text"] for b in p["system"]] == [SYSTEM_PROMPT]
    roles = _roles(p["messages"])
    assert roles[0] == "user" and roles[-1] == "user"
    assert all(x != y for x, y in itertools.pairwise(roles)), "roles must alternate"
    first = p["messages"][0]["content"]
    assert first[0]["text"].startswith("<ctx-memory")  # memory is fenced, in a user turn
    types = [c["type"] for m in p["messages"] for c in m["content"]]
    assert "tool_use" in types and "tool_result" in types
    last = p["messages"][-1]["content"]
    assert (
        last[-2]["text"].startswith("<ctx-data") and last[-1]["text"] == "Where is my order 1234?"
    )


def _breakpoints(p: dict[str, Any]) -> list[str]:
    found = []
    for t in p.get("tools", []):
        if "cache_control" in t:
            found.append("tools")
    for b in p.get("system", []):
        if "cache_control" in b:
            found.append("system")
    for m in p["messages"]:
        for c in m["content"]:
            if "cache_control" in c:
                found.append(c.get("text", c.get("type", ""))[:11])
    return found


def test_cache_breakpoints_sit_on_the_last_block_of_each_stable_tier() -> None:
    sections = base_sections()
    sections[0] = Section.tools([*sections[0].content, BIG_TOOL])
    sections[1] = Section.system(BIG_SYSTEM)
    p = assemble(sections, model="claude-sonnet-4-5").anthropic()
    marks = _breakpoints(p)
    # tools, system, memory, and the end of history: at most 4
    assert marks == ["tools", "system", "<ctx-memory", "Your lamp h"]
    assert "cache_control" in p["tools"][-1] and "cache_control" not in p["tools"][0]
    assert "cache_control" not in p["messages"][-1]["content"][-1]  # never on the ask


def test_no_breakpoint_below_the_models_minimum_cacheable_prefix() -> None:
    # claude-haiku-4-5 needs a 4096-token prefix: the small prompt gets no breakpoints
    small = assemble(base_sections(), model="claude-haiku-4-5").anthropic()
    assert _breakpoints(small) == []
    sections = base_sections()
    sections[1] = Section.system(BIG_SYSTEM)
    big = assemble(sections, model="claude-haiku-4-5").anthropic()
    # the tools alone are below 4096 tokens; the prefix through system is above
    assert _breakpoints(big)[:2] == ["system", "<ctx-memory"]


def test_openai_payload_shape() -> None:
    a = assemble(base_sections(), model="gpt-4o")
    p = a.openai()
    assert p["tools"][0] == {
        "type": "function",
        "function": {
            "name": "lookup_order",
            "description": "Look up an order by its ID.",
            "parameters": p["tools"][0]["function"]["parameters"],
        },
    }
    msgs = p["messages"]
    assert msgs[0] == {"role": "system", "content": SYSTEM_PROMPT}
    assert any(m.get("tool_calls") for m in msgs)
    tool_msgs = [m for m in msgs if m["role"] == "tool"]
    assert tool_msgs and tool_msgs[0]["tool_call_id"] == "tu_1"
    assert msgs[-1]["role"] == "user" and msgs[-1]["content"].endswith("Where is my order 1234?")
    assert "<ctx-data" in msgs[-1]["content"]


def test_history_ending_with_tool_result_shares_the_last_user_message() -> None:
    sections = [
        Section.system("s"),
        Section.history(
            [
                Message.user("status?"),
                Message("assistant", (ToolUseBlock("a1", "lookup_order", {"order_id": "9"}),)),
                Message("user", (ToolResultBlock("a1", "shipped"),)),
            ]
        ),
        Section.document("doc", "shipping policy"),
        Section.ask("and when will it arrive?"),
    ]
    p = assemble(sections, model="claude-sonnet-4-5").anthropic()
    roles = _roles(p["messages"])
    assert roles == ["user", "assistant", "user"]
    last = p["messages"][-1]["content"]
    assert last[0]["type"] == "tool_result"  # tool results lead their user message
    assert last[-1]["text"] == "and when will it arrive?"


TARGETS = {
    "text": lambda a: a.text,
    "anthropic": lambda a: json.dumps(a.anthropic(), ensure_ascii=False),
    "openai": lambda a: json.dumps(a.openai(), ensure_ascii=False),
    "openai-responses": lambda a: json.dumps(a.openai_responses(), ensure_ascii=False),
}


def _common_prefix(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


@pytest.mark.parametrize("target", list(TARGETS), ids=list(TARGETS))
@pytest.mark.parametrize(
    "variant",
    [
        {"ask": "What is your refund policy?"},
        {"docs": ("A different chunk.", "And another.")},
        {"history": False},
    ],
    ids=["ask-changed", "docs-changed", "history-changed"],
)
def test_output_is_byte_identical_up_to_the_first_volatile_section(
    target: str, variant: dict[str, Any]
) -> None:
    render = TARGETS[target]
    base: Assembly = assemble(base_sections(), model="claude-sonnet-4-5")
    other: Assembly = assemble(base_sections(**variant), model="claude-sonnet-4-5")
    a, b = render(base), render(other)
    assert a != b
    # Everything through the last stable block (the memory fence) is identical.
    memory_end = a.index("</ctx-memory>") + len("</ctx-memory>")
    assert _common_prefix(a, b) >= memory_end
    assert base.prefix_fingerprint == other.prefix_fingerprint


# --- issue 16: max_tokens, TTLs, minimums, model IDs, thinking, strict -----------


def test_max_tokens_is_the_reserved_output_unless_overridden() -> None:
    a = assemble(
        base_sections(), model="claude-sonnet-4-6", budget=BudgetConfig(reserved_output=1500)
    )
    assert a.anthropic()["max_tokens"] == 1500
    assert a.anthropic(max_tokens=99)["max_tokens"] == 99
    with pytest.raises(ConfigError, match="max_tokens"):
        a.anthropic(max_tokens=-1)


def _big_sections() -> list[Section]:
    sections = base_sections()
    sections[0] = Section.tools([*sections[0].content, BIG_TOOL])
    sections[1] = Section.system(BIG_SYSTEM)
    return sections


def test_cache_ttl_choice_prefix_1h_history_5m() -> None:
    p = assemble(_big_sections(), model="claude-sonnet-4-6").anthropic(
        cache_ttl="1h", history_cache_ttl="5m"
    )
    marks = [
        c["cache_control"] for m in p["messages"] for c in m["content"] if "cache_control" in c
    ]
    assert p["tools"][-1]["cache_control"] == {"type": "ephemeral", "ttl": "1h"}
    assert p["system"][-1]["cache_control"] == {"type": "ephemeral", "ttl": "1h"}
    assert marks == [{"type": "ephemeral", "ttl": "1h"}, {"type": "ephemeral"}]  # memory, history


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"cache_ttl": "10m"}, "'5m' or '1h'"),
        ({"cache_ttl": "5m", "history_cache_ttl": "1h"}, "longer TTLs"),
    ],
    ids=["unknown-ttl", "1h-after-5m"],
)
def test_bad_ttls_are_clear_errors(kwargs: dict[str, str], match: str) -> None:
    with pytest.raises(ConfigError, match=match):
        assemble(base_sections(), model="claude-sonnet-4-6").anthropic(**kwargs)


@pytest.mark.parametrize(
    ("model", "minimum"),
    [
        ("claude-opus-4-5-20251101", 4096),
        ("claude-haiku-4-5", 4096),
        ("claude-sonnet-4-5", 1024),
        ("claude-3-5-haiku-20241022", 2048),
        ("us.anthropic.claude-sonnet-4-5-20250929-v1:0", 1024),
        ("global.anthropic.claude-opus-4-5-20251101-v1:0", 4096),
        ("claude-haiku-4-5@20251001", 4096),
        ("claude-opus-4-7", 4096),  # not verified: the conservative default
        ("gpt-4o", None),
    ],
    ids=[
        "opus-4-5",
        "haiku-4-5",
        "sonnet-4-5",
        "haiku-3-5",
        "bedrock-sonnet",
        "bedrock-global-opus",
        "vertex-haiku",
        "unverified",
        "gpt-4o",
    ],
)
def test_documented_cache_minimums_incl_cloud_ids(model: str, minimum: int | None) -> None:
    assert model_limits(model).min_cacheable == minimum


def test_bedrock_and_vertex_ids_get_claude_limits_counts_and_provider() -> None:
    for model, provider in (
        ("us.anthropic.claude-sonnet-4-5-20250929-v1:0", "aws.bedrock"),
        ("claude-sonnet-4-5@20250929", "gcp.vertex_ai"),
    ):
        a = assemble(base_sections(), model=model)
        assert a.provider == provider
        assert a.context_window == 200_000
        assert a.tokenizer.name.startswith("estimate(cl100k_base")  # the Claude estimate
        ref = assemble(base_sections(), model="claude-sonnet-4-5")
        assert a.tokens_total == ref.tokens_total


def test_a_gpt_request_gets_no_anthropic_breakpoints_below_the_safe_minimum() -> None:
    # No minimum is known for gpt-4o: the largest documented one applies (4096).
    assert _breakpoints(assemble(base_sections(), model="gpt-4o").anthropic()) == []


def test_minimum_overrides_argument_and_budget_config() -> None:
    small = assemble(base_sections(), model="claude-haiku-4-5")
    assert _breakpoints(small.anthropic()) == []
    assert len(_breakpoints(small.anthropic(min_cacheable_tokens=0))) == 4
    configured = assemble(
        base_sections(), model="claude-haiku-4-5", budget=BudgetConfig(min_cacheable_tokens=100)
    )
    marks = _breakpoints(configured.anthropic())
    assert "tools" in marks and 0 < len(marks) <= 4


def test_thinking_is_echoed_verbatim_and_never_marked() -> None:
    fence_like = "plan: </ctx-data> then call"
    history = Section.history(
        [
            {"role": "user", "content": "q"},
            {
                "role": "assistant",
                "content": [
                    {
                        "type": "tool_use",
                        "id": "k1",
                        "name": "lookup_order",
                        "input": {"order_id": "1"},
                    },
                    {"type": "thinking", "thinking": fence_like, "signature": "c2ln"},
                ],
            },
        ]
    )
    sections = [s if s.kind != "history" else history for s in _big_sections()]
    p = assemble(sections, model="claude-sonnet-4-6").anthropic(min_cacheable_tokens=0)
    assistant = next(m for m in p["messages"] if m["role"] == "assistant")["content"]
    thinking = next(c for c in assistant if c["type"] == "thinking")
    assert thinking == {"type": "thinking", "thinking": fence_like, "signature": "c2ln"}
    tool_use = next(c for c in assistant if c["type"] == "tool_use")
    assert "cache_control" in tool_use  # the history breakpoint skips the thinking block
    # OpenAI has no form for it: left out, the tool call stays.
    chat = assemble(sections, model="gpt-4o").openai()
    assert fence_like not in str(chat) and any(m.get("tool_calls") for m in chat["messages"])


def test_strict_and_prompt_cache_key_in_openai_targets() -> None:
    tool = {
        "type": "function",
        "function": {
            "name": "f",
            "parameters": {"type": "object", "properties": {}},
            "strict": True,
        },
    }
    a = assemble([Section.tools([tool]), Section.ask("?")], model="gpt-4.1")
    chat = a.openai()
    assert chat["tools"][0]["function"]["strict"] is True
    assert chat["prompt_cache_key"] == a.prefix_fingerprint
    assert "prompt_cache_key" not in a.openai(cache_key=False)
    assert "max_completion_tokens" not in chat  # reasoning models: never capped silently
    resp = a.openai_responses()
    assert resp["tools"] == [
        {
            "type": "function",
            "name": "f",
            "parameters": {"type": "object", "properties": {}},
            "strict": True,
        }
    ]
    assert resp["input"] == [{"role": "user", "content": "?"}]
