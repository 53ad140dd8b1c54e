"""Render targets: plain text, Anthropic Messages, OpenAI Chat Completions and Responses,
Bedrock Converse.

Every target is built from the same list of kept blocks in canonical order, so
they carry the same content and the same fences. Layout rules shared by all:

* the system block holds only system-tier sections (trusted by construction, see
  ``ctxstore.assembler``); memory is injected, so it is fenced and travels in the
  first user message, never in the system block;
* this turn's data (retrieved files, tool outputs) and the ask share the *last*
  user message, after the data note, so roles alternate;
* dict keys are emitted in cache order (tools, system, messages) so that a JSON
  serialisation of the payload is byte-identical up to the first volatile block
  whenever only volatile inputs change.

One module per target: ``plain`` (the blocks and the plain text the root
fingerprint covers), ``render_anthropic``, ``render_openai`` (Chat Completions and
Responses), ``render_bedrock`` (Converse). :class:`RenderPlan` is what an :class:`~ctxstore.assembly.result.Assembly`
holds to render them on demand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ctxstore.assembly.plain import (
    BLOCK_SEPARATOR,
    Block,
    plain_body,
    plain_history,
    render_text,
    stable_prefix_text,
    tool_json,
)
from ctxstore.assembly.render_anthropic import MAX_CACHE_BREAKPOINTS, render_anthropic
from ctxstore.assembly.render_bedrock import render_converse
from ctxstore.assembly.render_openai import render_openai, render_openai_responses
from ctxstore.errors import ConfigError

if TYPE_CHECKING:
    from ctxstore.assembly.result import Assembly

__all__ = [
    "BLOCK_SEPARATOR",
    "MAX_CACHE_BREAKPOINTS",
    "Block",
    "RenderPlan",
    "plain_body",
    "plain_history",
    "render_anthropic",
    "render_converse",
    "render_openai",
    "render_openai_responses",
    "render_text",
    "stable_prefix_text",
    "tool_json",
]


def _positive(name: str, value: int | None) -> int | None:
    if value is not None and (isinstance(value, bool) or value < 0):
        raise ConfigError(f"{name} must be an int >= 0, got {value!r}.")
    return value


@dataclass(frozen=True, slots=True)
class RenderPlan:
    """Kept blocks plus what the provider renderers need; held by :class:`Assembly`."""

    blocks: tuple[Block, ...]
    min_cacheable: int | None

    def anthropic(
        self,
        assembly: Assembly,
        *,
        max_tokens: int | None = None,
        cache_ttl: str = "5m",
        history_cache_ttl: str | None = None,
        min_cacheable_tokens: int | None = None,
    ) -> dict[str, Any]:
        _positive("min_cacheable_tokens", min_cacheable_tokens)
        minimum = self.min_cacheable if min_cacheable_tokens is None else min_cacheable_tokens
        payload = render_anthropic(
            self.blocks,
            min_cacheable=minimum,
            cache_ttl=cache_ttl,
            history_cache_ttl=history_cache_ttl,
        )
        out = _positive("max_tokens", max_tokens)
        return {
            "model": assembly.model,
            "max_tokens": assembly.reserved_output if out is None else out,
            **payload,
        }

    def openai(
        self,
        assembly: Assembly,
        *,
        max_completion_tokens: int | None = None,
        cache_key: bool = True,
    ) -> dict[str, Any]:
        payload: dict[str, Any] = {"model": assembly.model, **render_openai(self.blocks)}
        if _positive("max_completion_tokens", max_completion_tokens) is not None:
            payload["max_completion_tokens"] = max_completion_tokens
        if cache_key:
            payload["prompt_cache_key"] = assembly.prefix_fingerprint
        return payload

    def openai_responses(
        self, assembly: Assembly, *, max_output_tokens: int | None = None, cache_key: bool = True
    ) -> dict[str, Any]:
        payload: dict[str, Any] = {"model": assembly.model, **render_openai_responses(self.blocks)}
        if _positive("max_output_tokens", max_output_tokens) is not None:
            payload["max_output_tokens"] = max_output_tokens
        if cache_key:
            payload["prompt_cache_key"] = assembly.prefix_fingerprint
        return payload

    def bedrock_converse(
        self,
        assembly: Assembly,
        *,
        max_tokens: int | None = None,
        cache_ttl: str = "5m",
        min_cacheable_tokens: int | None = None,
    ) -> dict[str, Any]:
        _positive("min_cacheable_tokens", min_cacheable_tokens)
        minimum = self.min_cacheable if min_cacheable_tokens is None else min_cacheable_tokens
        out = _positive("max_tokens", max_tokens)
        return {
            "modelId": assembly.model,
            "inferenceConfig": {"maxTokens": assembly.reserved_output if out is None else out},
            **render_converse(self.blocks, min_cacheable=minimum, cache_ttl=cache_ttl),
        }
