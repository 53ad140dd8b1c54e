"""Read the usage block of a provider response: Anthropic Messages, OpenAI Chat Completions, OpenAI Responses.

The SDKs' response classes (pydantic models) and their plain-dict forms
(``model_dump()``, a JSON body) are read alike, by attribute or key, so this
module imports no SDK. The three shapes differ in one way that matters:
Anthropic's ``input_tokens`` excludes the prompt-cache reads and writes, while
OpenAI's ``prompt_tokens`` / ``input_tokens`` include the cached tokens (reads,
``cached_tokens``, and writes, ``cache_write_tokens``, where the API reports them). The
result is normalised to ctxstore's meaning (``ctxstore.outcomes``: uncached
input), so ``cache_read / (input + cache_read + cache_creation)`` is the cache
read share for every provider.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from ctxstore.outcomes import OutcomeError

__all__ = ["ResponseUsage", "usage_from_response"]


@dataclass(frozen=True, slots=True)
class ResponseUsage:
    """Usage of one response, in ctxstore's token semantics (``input_tokens`` is uncached)."""

    provider: str  # anthropic | openai
    model: str | None
    input_tokens: int | None
    output_tokens: int | None
    cache_read_input_tokens: int | None
    cache_creation_input_tokens: int | None
    finish_reason: str | None

    def as_fields(self) -> dict[str, Any]:
        """Keyword arguments for ``Store.record_outcome`` / ``ctxstore.record_outcome``."""
        fields = asdict(self)
        del fields["provider"]
        return fields


def _get(obj: Any, name: str) -> Any:
    if obj is None:
        return None
    if isinstance(obj, dict):
        return obj.get(name)
    return getattr(obj, name, None)


def _int(value: Any, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise OutcomeError(f"the response's {what} is not a token count: {value!r}")
    return value


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def usage_from_response(response: Any) -> ResponseUsage:
    """The usage of an Anthropic or OpenAI response object (or its dict form).

    Raises OutcomeError when the object has no usage block a provider would send
    (e.g. a streaming chunk without usage: pass the final message instead).
    """
    usage = _get(response, "usage")
    if usage is None:
        raise OutcomeError(
            f"{type(response).__name__} has no usage block; pass the whole response of "
            "messages.create / chat.completions.create / responses.create (for streams, the "
            "final message, with stream_options include_usage for OpenAI)"
        )
    model = _str(_get(response, "model"))
    if _get(usage, "prompt_tokens") is not None:  # OpenAI Chat Completions
        prompt = _int(_get(usage, "prompt_tokens"), "usage.prompt_tokens")
        pdetails = _get(usage, "prompt_tokens_details")
        cached = _int(_get(pdetails, "cached_tokens"), "usage.prompt_tokens_details.cached_tokens")
        written = _int(
            _get(pdetails, "cache_write_tokens"), "usage.prompt_tokens_details.cache_write_tokens"
        )
        choices = _get(response, "choices") or []
        finish = _str(_get(choices[0], "finish_reason")) if choices else None
        return ResponseUsage(
            "openai",
            model,
            None if prompt is None else max(0, prompt - (cached or 0) - (written or 0)),
            _int(_get(usage, "completion_tokens"), "usage.completion_tokens"),
            cached,
            written,
            finish,
        )
    details = _get(usage, "input_tokens_details")
    if details is not None or _get(response, "object") == "response":  # OpenAI Responses
        total = _int(_get(usage, "input_tokens"), "usage.input_tokens")
        cached = _int(_get(details, "cached_tokens"), "usage.input_tokens_details.cached_tokens")
        written = _int(
            _get(details, "cache_write_tokens"), "usage.input_tokens_details.cache_write_tokens"
        )
        status = _str(_get(response, "status"))
        reason = _str(_get(_get(response, "incomplete_details"), "reason"))
        return ResponseUsage(
            "openai",
            model,
            None if total is None else max(0, total - (cached or 0) - (written or 0)),
            _int(_get(usage, "output_tokens"), "usage.output_tokens"),
            cached,
            written,
            reason or status,
        )
    if _get(usage, "input_tokens") is None and _get(usage, "output_tokens") is None:
        raise OutcomeError(
            f"the usage block of {type(response).__name__} has neither input_tokens nor "
            "prompt_tokens; it is not an Anthropic or OpenAI response"
        )
    return ResponseUsage(  # Anthropic Messages: input_tokens already excludes the cache
        "anthropic",
        model,
        _int(_get(usage, "input_tokens"), "usage.input_tokens"),
        _int(_get(usage, "output_tokens"), "usage.output_tokens"),
        _int(_get(usage, "cache_read_input_tokens"), "usage.cache_read_input_tokens"),
        _int(_get(usage, "cache_creation_input_tokens"), "usage.cache_creation_input_tokens"),
        _str(_get(response, "stop_reason")),
    )
