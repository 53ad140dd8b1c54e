"""Token counting: the model's real tokenizer where one is public, a labelled estimate otherwise.

Why a module of its own: the budget is only as honest as the counts. Three rules:

1. **Exact where possible.** OpenAI models map to their tiktoken encoding through
   :data:`MODEL_ENCODINGS` (longest matching prefix wins).
2. **Estimates say so.** Models without a public tokenizer (Claude, Gemini, ...) are
   counted with a public encoding times a calibration factor (:data:`ESTIMATES`),
   and the result carries ``exact=False``. The factor is configurable.
3. **Never hang offline.** tiktoken downloads encoding files on first use. Loading
   runs in a worker thread with a deadline (``CTXSTORE_TOKENIZER_TIMEOUT``, default
   5 s) and a failure is remembered for the process; we then fall back to another
   encoding that is available, or to a character estimate, and the note says why.

Counts are memoized by content hash, so a stable section (tools, system prompt) is
tokenized once per process however many requests reuse it.
"""

from __future__ import annotations

import functools
import logging
import math
import os
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ctxstore import settings
from ctxstore.assembly.result import TokenizerInfo
from ctxstore.errors import ConfigError

log = logging.getLogger(__name__)

ENV_TOKENIZER_TIMEOUT = settings.TOKENIZER_TIMEOUT

# Longest prefix first is enforced at lookup time, so order here is for reading.
MODEL_ENCODINGS: dict[str, str] = {
    "gpt-5": "o200k_base",
    "gpt-4.1": "o200k_base",
    "gpt-4.5": "o200k_base",
    "gpt-4o": "o200k_base",
    "chatgpt-4o": "o200k_base",
    "o1": "o200k_base",
    "o3": "o200k_base",
    "o4": "o200k_base",
    "gpt-oss": "o200k_base",
    "gpt-4": "cl100k_base",
    "gpt-3.5": "cl100k_base",
    "text-embedding-3": "cl100k_base",
    "text-embedding-ada-002": "cl100k_base",
}


@dataclass(frozen=True, slots=True)
class EstimateSpec:
    """How to estimate a model family without a public tokenizer.

    ``factor`` multiplies the count of ``base_encoding``; it was calibrated against
    provider-reported input token counts on English prose and code (Claude's
    tokenizer yields roughly 15-20% more tokens than cl100k on such text). When the
    base encoding is unavailable we use ``chars_per_token``.
    """

    base_encoding: str
    factor: float
    chars_per_token: float


ESTIMATES: dict[str, EstimateSpec] = {
    "claude": EstimateSpec("cl100k_base", 1.18, 3.5),
    "gemini": EstimateSpec("o200k_base", 1.05, 4.0),
    "gemma": EstimateSpec("o200k_base", 1.05, 4.0),
    "mistral": EstimateSpec("cl100k_base", 1.12, 3.7),
    "llama": EstimateSpec("o200k_base", 1.05, 3.9),
    "command": EstimateSpec("cl100k_base", 1.10, 3.8),
}
DEFAULT_ESTIMATE = EstimateSpec("cl100k_base", 1.15, 3.6)


@dataclass(frozen=True, slots=True)
class ModelLimits:
    context_window: int
    max_output: int
    min_cacheable: int | None = None  # Anthropic prompt caching minimum prefix, when known


# Longest prefix of the base model name wins (see base_model_name: Bedrock and
# Vertex IDs are reduced to the Anthropic name first). Figures from the providers'
# public model pages.
MODEL_LIMITS: dict[str, ModelLimits] = {
    "gpt-5": ModelLimits(400_000, 128_000),
    "gpt-4.1": ModelLimits(1_047_576, 32_768),
    "gpt-4o": ModelLimits(128_000, 16_384),
    "gpt-4-turbo": ModelLimits(128_000, 4_096),
    "gpt-4": ModelLimits(8_192, 4_096),
    "gpt-3.5": ModelLimits(16_385, 4_096),
    "o1": ModelLimits(200_000, 100_000),
    "o3": ModelLimits(200_000, 100_000),
    "o4": ModelLimits(200_000, 100_000),
    "claude": ModelLimits(200_000, 8_192),
    "claude-3-haiku": ModelLimits(200_000, 4_096),
    "claude-3-opus": ModelLimits(200_000, 4_096),
    "claude-3-5": ModelLimits(200_000, 8_192),
    "claude-3-7-sonnet": ModelLimits(200_000, 64_000),
    "claude-haiku-4-5": ModelLimits(200_000, 64_000),
    "claude-sonnet-4": ModelLimits(200_000, 64_000),
    "claude-opus-4": ModelLimits(200_000, 32_000),
    "claude-opus-4-5": ModelLimits(200_000, 64_000),
    "claude-opus-4-6": ModelLimits(200_000, 64_000),
    "gemini": ModelLimits(1_048_576, 65_536),
}
DEFAULT_LIMITS = ModelLimits(128_000, 4_096)

# Minimum cacheable prompt prefix (tokens) per Claude model: a cache_control
# breakpoint on a shorter prefix is silently ignored by the API.
# Source: Anthropic, "Prompt caching" > "Cache limitations",
# https://platform.claude.com/docs/en/build-with-claude/prompt-caching, as quoted
# verbatim in anthropics/anthropic-sdk-python#1194; checked 2026-12-01:
#   4096: Claude Opus 4.6, Opus 4.5, Haiku 4.5
#   1024: Claude Sonnet 4.6, Sonnet 4.5, Opus 4.1, Opus 4, Sonnet 4, Sonnet 3.7
#   2048: Claude Haiku 3.5, Haiku 3
# Claude 3 Opus / 3.5 Sonnet (1024) are from the same page's earlier revision.
# Not verified (secondary sources disagree, so they fall back to the conservative
# DEFAULT_MIN_CACHEABLE): Opus 4.7 (2048 or 4096), Opus 4.8 and later families.
# Override per call (Assembly.anthropic(min_cacheable_tokens=...)) or per assembly
# (BudgetConfig.min_cacheable_tokens) when the provider changes a figure.
MIN_CACHEABLE_PREFIX: dict[str, int] = {
    "claude-opus-4-6": 4096,
    "claude-opus-4-5": 4096,
    "claude-haiku-4-5": 4096,
    "claude-sonnet-4-6": 1024,
    "claude-sonnet-4-5": 1024,
    "claude-sonnet-4": 1024,
    "claude-sonnet-4-0": 1024,
    "claude-opus-4-1": 1024,
    "claude-opus-4": 1024,
    "claude-opus-4-0": 1024,
    "claude-3-7-sonnet": 1024,
    "claude-3-5-sonnet": 1024,
    "claude-3-opus": 1024,
    "claude-3-5-haiku": 2048,
    "claude-3-haiku": 2048,
}
# Unknown or newer Claude models: the largest documented minimum, so a breakpoint
# is never spent where the API would ignore it (one of only four per request).
DEFAULT_MIN_CACHEABLE = 4096

# Bedrock: "[us.|eu.|apac.|global.]anthropic.claude-...-v1:0"; Vertex: "claude-...@20250929".
_BEDROCK = re.compile(
    r"^(?:(?:us|eu|apac|au|jp|us-gov|global)\.)?anthropic\.(claude.*?)(?:-v\d+(?::\d+)?)?$"
)
_VERTEX = re.compile(r"^(claude[^@]*)@(\d{8}|latest)$")


_DATED = re.compile(r"-(\d{8}|latest)$")


@functools.lru_cache(maxsize=4096)  # a service uses a handful of IDs; this runs per request
def base_model_name(model: str) -> str:
    """The provider's own model name: ``openai/gpt-4o`` -> ``gpt-4o``, fine-tunes, Bedrock
    (``us.anthropic.claude-sonnet-4-5-20250929-v1:0``) and Vertex (``claude-sonnet-4-5@20250929``)
    IDs -> ``claude-sonnet-4-5-20250929``."""
    name = model.lower().split("/")[-1].removeprefix("ft:")
    m = _BEDROCK.match(name)
    if m:
        return m.group(1)
    m = _VERTEX.match(name)
    if m:
        return m.group(1) + ("" if m.group(2) == "latest" else "-" + m.group(2))
    return name


@functools.lru_cache(maxsize=4096)
def cloud_of(model: str) -> str | None:
    """``aws.bedrock`` or ``gcp.vertex_ai`` when the ID is in that cloud's form."""
    name = model.lower().split("/")[-1]
    if _BEDROCK.match(name):
        return "aws.bedrock"
    if _VERTEX.match(name):
        return "gcp.vertex_ai"
    return None


def _longest_prefix(table: dict[str, Any], model: str) -> Any:
    name = base_model_name(model)
    best = None
    for prefix in table:
        if name.startswith(prefix) and (best is None or len(prefix) > len(best)):
            best = prefix
    return None if best is None else table[best]


def min_cacheable_tokens(model: str) -> int | None:
    """Claude's documented minimum cacheable prefix; ``DEFAULT_MIN_CACHEABLE`` for other
    Claude models; None for models that are not Claude (no breakpoints apply)."""
    name = base_model_name(model)
    # Exact names (dated or alias): "claude-opus-4" must not lend its figure to 4-7.
    found = MIN_CACHEABLE_PREFIX.get(_DATED.sub("", name))
    if found is not None:
        return found
    return DEFAULT_MIN_CACHEABLE if name.startswith("claude") else None


def model_limits(model: str) -> ModelLimits:
    found: ModelLimits | None = _longest_prefix(MODEL_LIMITS, model)
    limits = found or DEFAULT_LIMITS
    return ModelLimits(limits.context_window, limits.max_output, min_cacheable_tokens(model))


def encoding_for_model(model: str) -> str | None:
    """The tiktoken encoding name of an OpenAI model, or None if it has no public tokenizer."""
    found: str | None = _longest_prefix(MODEL_ENCODINGS, model)
    return found


# --- loading encodings without hanging -------------------------------------------


class _Encoding(Protocol):
    def encode_ordinary(self, text: str) -> list[int]: ...
    def decode(self, tokens: list[int]) -> str: ...


_loaded: dict[str, _Encoding] = {}
_failed: dict[str, str] = {}
_load_lock = threading.Lock()


def _timeout() -> float:
    raw = os.environ.get(ENV_TOKENIZER_TIMEOUT)
    if raw is None or raw == "":
        return 5.0
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(
            f"{ENV_TOKENIZER_TIMEOUT}={raw!r} is not a number of seconds; unset it or use e.g. 5."
        ) from None
    if value <= 0:
        raise ConfigError(f"{ENV_TOKENIZER_TIMEOUT} must be > 0 seconds, got {raw!r}.")
    return value


def load_encoding(name: str) -> tuple[_Encoding | None, str | None]:
    """Load a tiktoken encoding with a deadline; returns (encoding, None) or (None, why not)."""
    enc = _loaded.get(name)
    if enc is not None:
        return enc, None
    with _load_lock:
        if name in _loaded:
            return _loaded[name], None
        if name in _failed:
            return None, _failed[name]
        box: dict[str, Any] = {}

        def work() -> None:
            try:
                import tiktoken

                box["enc"] = tiktoken.get_encoding(name)
            except BaseException as exc:  # report anything, including SystemExit from deps
                box["err"] = exc

        deadline = _timeout()
        worker = threading.Thread(target=work, name=f"ctxstore-load-{name}", daemon=True)
        worker.start()
        worker.join(deadline)
        if "enc" in box:
            _loaded[name] = box["enc"]
            return box["enc"], None
        if worker.is_alive():
            why = (
                f"loading the {name} encoding did not finish within {deadline:g} s "
                "(tiktoken downloads it on first use; set TIKTOKEN_CACHE_DIR to a folder "
                "that holds it)"
            )
        else:
            err = box.get("err")
            why = f"the {name} encoding is not available offline ({type(err).__name__}: {err})"
        _failed[name] = why
        log.warning("ctxstore: %s; token counts will be estimates", why)
        return None, why


def reset_encoding_cache() -> None:
    """Forget loaded and failed encodings (tests, or after fixing TIKTOKEN_CACHE_DIR)."""
    with _load_lock:
        _loaded.clear()
        _failed.clear()


# --- counters ---------------------------------------------------------------------


class TokenCounter:
    """Counts tokens for one model, memoized by content hash.

    Use :func:`counter_for_model`; the instance is shared per (model, factor) so the
    memo survives across requests in a process.
    """

    MEMO_LIMIT = 200_000

    def __init__(
        self,
        info: TokenizerInfo,
        count_fn: Callable[[str], int],
        encoding: _Encoding | None,
        scale: float,
        chars_per_token: float,
    ) -> None:
        self.info = info
        self._count = count_fn
        self._encoding = encoding
        self._scale = scale
        self._chars_per_token = chars_per_token
        self._memo: dict[str, int] = {}
        self._lock = threading.Lock()

    def count(self, text: str, key: str | None = None) -> int:
        """Tokens in ``text``; pass ``key`` (its content hash) to memoize."""
        if key is None:
            return self._count(text)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        n = self._count(text)
        with self._lock:
            if len(self._memo) >= self.MEMO_LIMIT:
                # Drop the oldest tenth; dicts keep insertion order.
                for old in list(self._memo)[: self.MEMO_LIMIT // 10]:
                    del self._memo[old]
            self._memo[key] = n
        return n

    def truncate(self, text: str, max_tokens: int) -> tuple[str, int]:
        """Cut ``text`` to at most ``max_tokens``; returns (kept text, tokens cut)."""
        if max_tokens <= 0:
            return "", self.count(text)
        if self._encoding is not None:
            tokens = self._encoding.encode_ordinary(text)
            # Undo the estimate scale so the *reported* count fits max_tokens.
            limit = int(max_tokens / self._scale)
            if len(tokens) <= limit:
                return text, 0
            kept = self._encoding.decode(tokens[:limit])
            return kept, self.count(text) - self.count(kept)
        total = self.count(text)
        if total <= max_tokens:
            return text, 0
        chars = int(max_tokens * self._chars_per_token)
        return text[:chars], total - self.count(text[:chars])


# Keyed by tokenizer family, not model ID: a service with one fine-tuned model per
# tenant must not grow one counter (and one memo) per model string.
_counters: dict[tuple[str, float | None], TokenCounter] = {}


def _family(model: str) -> str:
    exact = encoding_for_model(model)
    if exact is not None:
        return exact
    name = base_model_name(model)
    prefix = max((p for p in ESTIMATES if name.startswith(p)), key=len, default="")
    return f"estimate:{prefix}"


def counter_for_model(model: str, *, estimate_factor: float | None = None) -> TokenCounter:
    """The shared counter for ``model``'s tokenizer family; ``estimate_factor`` overrides
    the calibration."""
    key = (_family(model), estimate_factor)
    counter = _counters.get(key)
    if counter is None:
        counter = _build_counter(model, estimate_factor)
        _counters[key] = counter
    return counter


def _build_counter(model: str, estimate_factor: float | None) -> TokenCounter:
    if estimate_factor is not None and estimate_factor <= 0:
        raise ConfigError(f"estimate_factor must be > 0, got {estimate_factor}.")
    exact_name = encoding_for_model(model)
    notes: list[str] = []
    if exact_name is not None:
        enc, why = load_encoding(exact_name)
        if enc is not None and estimate_factor is None:
            return TokenCounter(TokenizerInfo(exact_name, True), _len_of(enc), enc, 1.0, 4.0)
        if why:
            notes.append(why)
        spec = EstimateSpec(exact_name, 1.0, 4.0)
        # A nearby public encoding is the best offline stand-in for the exact one.
        fallbacks = [n for n in ("o200k_base", "cl100k_base") if n != exact_name]
    else:
        spec = _longest_prefix(ESTIMATES, model) or DEFAULT_ESTIMATE
        family = _family(model).removeprefix("estimate:")
        who = f"{family} models have" if family else "this model has"
        notes.append(f"{who} no public tokenizer; counts are an estimate")
        fallbacks = [n for n in ("cl100k_base", "o200k_base") if n != spec.base_encoding]
    factor = estimate_factor if estimate_factor is not None else spec.factor
    for base in (spec.base_encoding, *fallbacks):
        enc, why = load_encoding(base)
        if enc is not None:
            name = f"estimate({base}x{factor:g})"
            count = _scaled(enc, factor)
            return TokenCounter(
                TokenizerInfo(name, False, "; ".join(notes)),
                count,
                enc,
                factor,
                spec.chars_per_token,
            )
        if why and why not in notes:
            notes.append(why)
    cpt = spec.chars_per_token / (factor / spec.factor if spec.factor else 1.0)
    name = f"estimate(chars/{cpt:.2g})"

    def by_chars(text: str) -> int:
        return math.ceil(len(text) / cpt)

    return TokenCounter(TokenizerInfo(name, False, "; ".join(notes)), by_chars, None, 1.0, cpt)


def _len_of(enc: _Encoding) -> Callable[[str], int]:
    encode = enc.encode_ordinary

    def count(text: str) -> int:
        return len(encode(text))

    return count


def _scaled(enc: _Encoding, factor: float) -> Callable[[str], int]:
    encode = enc.encode_ordinary

    def count(text: str) -> int:
        return math.ceil(len(encode(text)) * factor)

    return count


def reset_counters() -> None:
    """Drop shared counters and their memo (tests, or after changing the cache dir)."""
    _counters.clear()
    reset_encoding_cache()
