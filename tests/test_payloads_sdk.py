"""Every render target, checked by the official SDKs (``anthropic``, ``openai``), offline.

For each model x scenario: the payload passes the SDK's own request TypedDict
unchanged (``tests/sdk_fakes.validated``), and ``client.<api>.create(**payload)``
sends exactly that JSON to a fake provider on 127.0.0.1 (Bedrock and Vertex
clients move ``model`` into the URL and add ``anthropic_version``; that is the
only difference allowed).
"""

from __future__ import annotations

import base64
import copy
from collections.abc import Callable
from typing import Any

import anthropic
import openai
import pytest
from factory import base_sections
from pydantic import ValidationError
from sdk_fakes import FakeProvider, bytes_as_json, pdf, png, validate_converse, validated

from ctxstore import assemble
from ctxstore.assembly.sections import Section

PNG = base64.b64encode(png(800, 600)).decode()
PDF = base64.b64encode(pdf(2)).decode()
WEB_SEARCH_ANTHROPIC = {"type": "web_search_20250305", "name": "web_search", "max_uses": 3}
WEB_SEARCH_OPENAI = {"type": "web_search"}
STRICT_TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Weather for a city.",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string"}},
            "required": ["city"],
            "additionalProperties": False,
        },
        "strict": True,
    },
}


def _tool_history() -> list[dict[str, Any]]:
    # Two parallel calls, one failing, in the Anthropic shape.
    return [
        {"role": "user", "content": "Weather in Oslo and Lima, please."},
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Checking both."},
                {"type": "tool_use", "id": "t1", "name": "get_weather", "input": {"city": "Oslo"}},
                {"type": "tool_use", "id": "t2", "name": "get_weather", "input": {"city": "Lima"}},
            ],
        },
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "t1", "content": "4 C, rain"},
                {
                    "type": "tool_result",
                    "tool_use_id": "t2",
                    "content": "upstream timeout",
                    "is_error": True,
                },
            ],
        },
        {"role": "assistant", "content": "Oslo: 4 C and rain; Lima did not answer."},
    ]


def _media_history() -> list[dict[str, Any]]:
    return [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "What is in this picture and this report?"},
                {
                    "type": "image",
                    "source": {"type": "base64", "media_type": "image/png", "data": PNG},
                },
                {"type": "image", "source": {"type": "url", "url": "https://example.com/cat.jpg"}},
                {
                    "type": "document",
                    "source": {"type": "base64", "media_type": "application/pdf", "data": PDF},
                    "title": "report.pdf",
                },
                {
                    "type": "document",
                    "source": {"type": "text", "media_type": "text/plain", "data": "Q3 notes."},
                    "title": "notes.txt",
                },
            ],
        },
        {
            "role": "assistant",
            "content": [
                {"type": "tool_use", "id": "s1", "name": "get_weather", "input": {"city": "Oslo"}}
            ],
        },
        {
            "role": "user",
            "content": [
                {
                    "type": "tool_result",
                    "tool_use_id": "s1",
                    "content": [
                        {"type": "text", "text": "radar image:"},
                        {
                            "type": "image",
                            "source": {"type": "base64", "media_type": "image/png", "data": PNG},
                        },
                    ],
                }
            ],
        },
    ]


def _thinking_history() -> list[dict[str, Any]]:
    return [
        {"role": "user", "content": "Weather in Oslo?"},
        {
            "role": "assistant",
            "content": [
                {"type": "thinking", "thinking": "I should call the tool.", "signature": "sig=="},
                {"type": "redacted_thinking", "data": "ZW5jcnlwdGVk"},
                {"type": "tool_use", "id": "k1", "name": "get_weather", "input": {"city": "Oslo"}},
            ],
        },
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "k1", "content": "4 C"}],
        },
    ]


def _scenario(name: str, provider: str) -> list[Section]:
    sections = base_sections()
    if name == "basic":
        return sections
    sections[0] = Section.tools([*sections[0].content, STRICT_TOOL])
    history = {
        "tool-history": _tool_history,
        "media": _media_history,
        "thinking": _thinking_history,
    }
    if name == "server-tools":
        builtin = WEB_SEARCH_ANTHROPIC if provider == "anthropic" else WEB_SEARCH_OPENAI
        sections[0] = Section.tools([*sections[0].content, STRICT_TOOL, builtin])
        return sections
    idx = next(i for i, s in enumerate(sections) if s.kind == "history")
    sections[idx] = Section.history(history[name]())
    return sections


CLAUDE = [
    "claude-sonnet-4-6",
    "claude-opus-4-6",
    "claude-sonnet-4-5",
    "claude-opus-4-5-20251101",
    "claude-haiku-4-5",
    "claude-3-5-haiku-20241022",
    "us.anthropic.claude-sonnet-4-5-20250929-v1:0",
    "global.anthropic.claude-opus-4-5-20251101-v1:0",
    "claude-sonnet-4-5@20250929",
]
OPENAI = ["gpt-4o", "gpt-4o-mini", "gpt-4.1", "gpt-5", "o3", "o4-mini"]
CLAUDE_SCENARIOS = ["basic", "tool-history", "media", "thinking", "server-tools"]
OPENAI_SCENARIOS = ["basic", "tool-history", "media", "server-tools"]


def _in_url(body: dict[str, Any]) -> dict[str, Any]:
    # Bedrock/Vertex: the SDK moves model into the URL and adds its anthropic_version.
    assert isinstance(body.pop("anthropic_version"), str)
    return body


def _client(model: str, url: str) -> tuple[Any, Callable[[dict[str, Any]], dict[str, Any]]]:
    """The SDK client for this model ID and how its wire body differs from the payload."""
    if model.endswith("-v1:0"):
        client: Any = anthropic.AnthropicBedrock(
            api_key="dummy", aws_region="us-east-1", base_url=url, max_retries=0
        )

        return client, _in_url
    if "@" in model:
        client = anthropic.AnthropicVertex(
            region="us-east5", project_id="p", access_token="dummy", base_url=url, max_retries=0
        )

        return client, _in_url
    return anthropic.Anthropic(api_key="dummy", base_url=url, max_retries=0), lambda p: p


# The SDK warns about retired model IDs; older IDs are in the matrix on purpose.
@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize("scenario", CLAUDE_SCENARIOS, ids=CLAUDE_SCENARIOS)
@pytest.mark.parametrize("model", CLAUDE, ids=CLAUDE)
def test_anthropic_payload_is_what_the_sdk_sends(model: str, scenario: str) -> None:
    payload = assemble(_scenario(scenario, "anthropic"), model=model).anthropic(cache_ttl="1h")
    sent = copy.deepcopy(payload)
    assert validated("anthropic", payload) == payload
    with FakeProvider() as server:
        client, wire = _client(model, server.url)
        client.messages.create(**sent)
        path, body = server.last()
    expected = {k: v for k, v in payload.items() if k != "model"} if wire is _in_url else payload
    assert wire(body) == expected
    if model.endswith("-v1:0"):
        assert path.endswith(f"/model/{model}/invoke")
    elif "@" in model:
        assert path.endswith(f"/models/{model}:rawPredict")
    else:
        assert path == "/v1/messages"


@pytest.mark.parametrize("scenario", OPENAI_SCENARIOS, ids=OPENAI_SCENARIOS)
@pytest.mark.parametrize("model", OPENAI, ids=OPENAI)
def test_openai_chat_payload_is_what_the_sdk_sends(model: str, scenario: str) -> None:
    sections = _scenario(scenario, "openai")
    if scenario == "server-tools":
        # Chat Completions takes no built-in tools: a clear error, not a bad request.
        with pytest.raises(ValueError, match="openai_responses"):
            assemble(sections, model=model).openai()
        return
    payload = assemble(sections, model=model).openai(max_completion_tokens=512)
    assert validated("chat", payload) == payload
    with FakeProvider() as server:
        client = openai.OpenAI(api_key="dummy", base_url=server.url + "/v1", max_retries=0)
        client.chat.completions.create(**copy.deepcopy(payload))
        path, body = server.last()
    assert path == "/v1/chat/completions"
    assert body == payload


@pytest.mark.parametrize("scenario", OPENAI_SCENARIOS, ids=OPENAI_SCENARIOS)
@pytest.mark.parametrize("model", OPENAI, ids=OPENAI)
def test_openai_responses_payload_is_what_the_sdk_sends(model: str, scenario: str) -> None:
    a = assemble(_scenario(scenario, "openai"), model=model)
    payload = a.openai_responses(max_output_tokens=512)
    assert validated("responses", payload) == payload
    assert payload["prompt_cache_key"] == a.prefix_fingerprint
    with FakeProvider() as server:
        client = openai.OpenAI(api_key="dummy", base_url=server.url + "/v1", max_retries=0)
        client.responses.create(**copy.deepcopy(payload))
        path, body = server.last()
    assert path == "/v1/responses"
    assert body == payload


def test_the_validator_rejects_what_the_api_would() -> None:
    # A check that cannot fail is no check: the same adapter on known-bad payloads.
    good = assemble(base_sections(), model="claude-sonnet-4-5").anthropic()
    no_max = {k: v for k, v in good.items() if k != "max_tokens"}
    with pytest.raises(Exception, match="max_tokens"):
        validated("anthropic", no_max)
    extra = copy.deepcopy(good)
    extra["tools"][0]["parameters"] = {}  # an OpenAI key in an Anthropic tool
    assert validated("anthropic", extra) != extra
    # Chat Completions messages (a `tool` role) are not Responses input items.
    chat = assemble(base_sections(), model="gpt-4o").openai()
    with pytest.raises(ValidationError):
        validated("responses", {"model": "gpt-4o", "input": chat["messages"]})


CONVERSE = [
    "us.anthropic.claude-sonnet-4-5-20250929-v1:0",
    "global.anthropic.claude-opus-4-5-20251101-v1:0",
    "anthropic.claude-3-5-haiku-20241022-v1:0",
]
CONVERSE_SCENARIOS = ["basic", "tool-history", "converse-media", "thinking"]


def _converse_sections(scenario: str) -> list[Section]:
    if scenario != "converse-media":
        return _scenario(scenario, "anthropic")
    # Converse takes media as bytes or s3:// only: the media scenario without the https image.
    history = _media_history()
    history[0]["content"][2] = {
        "type": "image",
        "source": {"type": "url", "url": "s3://bucket/cat.jpg"},
    }
    sections = base_sections()
    idx = next(i for i, s in enumerate(sections) if s.kind == "history")
    sections[idx] = Section.history(history)
    return sections


@pytest.mark.parametrize("scenario", CONVERSE_SCENARIOS, ids=CONVERSE_SCENARIOS)
@pytest.mark.parametrize("model", CONVERSE, ids=CONVERSE)
def test_bedrock_converse_payload_is_what_boto3_sends(model: str, scenario: str) -> None:
    import boto3

    payload = assemble(_converse_sections(scenario), model=model).bedrock_converse(
        min_cacheable_tokens=0
    )
    validate_converse(payload)
    with FakeProvider() as server:
        client = boto3.client(
            "bedrock-runtime",
            region_name="us-east-1",
            endpoint_url=server.url,
            aws_access_key_id="dummy",
            aws_secret_access_key="dummy",
        )
        client.converse(**copy.deepcopy(payload))
        path, body = server.last()
    assert path.endswith("/converse") and model.replace(":", "%3A") in path
    assert body == bytes_as_json({k: v for k, v in payload.items() if k != "modelId"})
    # min 0: a cache point closes each of tools, system, memory and history (4, the maximum)
    tool_points = [t for t in payload["toolConfig"]["tools"] if "cachePoint" in t]
    system_points = [b for b in payload["system"] if "cachePoint" in b]
    message_points = [c for m in payload["messages"] for c in m["content"] if "cachePoint" in c]
    assert (len(tool_points), len(system_points), len(message_points)) == (1, 1, 2)
    assert "cachePoint" in payload["toolConfig"]["tools"][-1]
    assert "cachePoint" not in payload["messages"][-1]["content"][-1]  # never after the ask


def test_converse_rejects_what_it_cannot_carry() -> None:
    web = {"type": "web_search_20250305", "name": "web_search"}
    a = assemble([Section.tools([web]), Section.ask("?")], model=CONVERSE[0])
    with pytest.raises(ValueError, match="function tools only"):
        a.bedrock_converse()
    https_image = Section.history(
        [
            {
                "role": "user",
                "content": [
                    {"type": "image", "source": {"type": "url", "url": "https://x.test/a.png"}}
                ],
            }
        ]
    )
    b = assemble([https_image, Section.ask("?")], model=CONVERSE[0])
    with pytest.raises(ValueError, match="s3:// location"):
        b.bedrock_converse()
    # and the validator is a real check
    good = assemble(base_sections(), model=CONVERSE[0]).bedrock_converse()
    with pytest.raises(Exception, match="Unknown parameter"):
        validate_converse({**good, "max_tokens": 5})
