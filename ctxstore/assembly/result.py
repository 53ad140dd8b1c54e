"""The result of one assembly: what to send, how it was fingerprinted, and why.

An :class:`Assembly` is immutable. The plain-text rendering is computed during
assembly because the root fingerprint is taken over it; the provider-specific
payloads (Anthropic Messages, OpenAI Chat Completions and Responses) are rendered on demand
from the same kept blocks, so they always agree with the fingerprint.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from ctxstore.assembly.sections import Section, Tier

if TYPE_CHECKING:
    from ctxstore.assembly.screening import ScreenHit


class Outcome(StrEnum):
    KEPT = "kept"
    DROPPED = "dropped"
    TRUNCATED = "truncated"
    DEDUPED = "deduped"


@dataclass(frozen=True, slots=True)
class SectionReport:
    """What happened to one input section."""

    position: int  # index in canonical order
    section: Section  # the section as rendered (after neutralisation/truncation)
    tier: Tier
    trust: str
    tokens: int  # tokens of the section as rendered (0 when dropped/deduped)
    original_tokens: int  # tokens of the section before any cut
    content_hash: str  # sha256 of the original canonical content
    outcome: Outcome
    reason: str | None = None
    hits: tuple[ScreenHit, ...] = ()
    original: Section | None = None  # the section as given, before screening/truncation
    media_tokens: int = 0  # images/documents, included in ``tokens``
    media_exact: bool = True  # False when a media count is an estimate (size or pages unknown)

    @property
    def original_text(self) -> str:
        """Canonical text of the section as given: what ``content_hash`` is computed over."""
        return (self.original or self.section).text

    @property
    def name(self) -> str:
        return self.section.name

    @property
    def kind(self) -> str:
        return self.section.kind

    @property
    def included(self) -> bool:
        return self.outcome in (Outcome.KEPT, Outcome.TRUNCATED)


@dataclass(frozen=True, slots=True)
class TokenizerInfo:
    name: str  # e.g. "o200k_base" or "estimate(chars/3.6)"
    exact: bool  # False when counts are an estimate
    note: str | None = None  # why we fell back, when we did


@dataclass(frozen=True)
class Assembly:
    """The rendered request plus everything needed to explain and record it."""

    model: str
    template_version: str | None
    snapshot_id: str | None
    text: str  # plain-text rendering; the root fingerprint covers it
    root_fingerprint: str
    prefix_fingerprint: str
    sections: tuple[SectionReport, ...]
    tokens_total: int
    budget: int
    context_window: int
    reserved_output: int
    tokenizer: TokenizerInfo
    screening_action: str
    provider: str | None = None
    _render: Any = field(default=None, repr=False, compare=False)

    # -- provider payloads ------------------------------------------------------

    def anthropic(
        self,
        *,
        max_tokens: int | None = None,
        cache_ttl: str = "5m",
        history_cache_ttl: str | None = None,
        min_cacheable_tokens: int | None = None,
    ) -> dict[str, Any]:
        """Anthropic Messages payload for ``client.messages.create(**payload)``.

        ``max_tokens`` defaults to the budget's reserved output. Breakpoints
        (``cache_control``, TTL ``cache_ttl`` for tools/system/memory and
        ``history_cache_ttl`` for the history, "5m" or "1h") go only where the
        prefix reaches the model's minimum cacheable length (override with
        ``min_cacheable_tokens``). Bedrock and Vertex IDs work as ``model``; their
        SDK clients move it into the URL.
        """
        result: dict[str, Any] = self._render.anthropic(
            self,
            max_tokens=max_tokens,
            cache_ttl=cache_ttl,
            history_cache_ttl=history_cache_ttl,
            min_cacheable_tokens=min_cacheable_tokens,
        )
        return result

    def openai(
        self, *, max_completion_tokens: int | None = None, cache_key: bool = True
    ) -> dict[str, Any]:
        """OpenAI Chat Completions payload for ``client.chat.completions.create(**payload)``.

        ``prompt_cache_key`` is the prefix fingerprint (``cache_key=False`` leaves it
        out). ``max_completion_tokens`` is sent only when given: on reasoning models
        it also caps reasoning, so the reserved output is not a safe default.
        """
        result: dict[str, Any] = self._render.openai(
            self, max_completion_tokens=max_completion_tokens, cache_key=cache_key
        )
        return result

    def openai_responses(
        self, *, max_output_tokens: int | None = None, cache_key: bool = True
    ) -> dict[str, Any]:
        """OpenAI Responses API payload for ``client.responses.create(**payload)``:
        ``instructions``, ``input`` items, flat function tools, ``prompt_cache_key``."""
        result: dict[str, Any] = self._render.openai_responses(
            self, max_output_tokens=max_output_tokens, cache_key=cache_key
        )
        return result

    def bedrock_converse(
        self,
        *,
        max_tokens: int | None = None,
        cache_ttl: str = "5m",
        min_cacheable_tokens: int | None = None,
    ) -> dict[str, Any]:
        """Bedrock Converse payload for ``boto3.client("bedrock-runtime").converse(**payload)``:
        ``modelId``, ``inferenceConfig.maxTokens`` (the reserved output unless given),
        ``toolConfig``, ``system``, ``messages``, with ``cachePoint`` blocks for Claude models
        where the prefix reaches the cache minimum. Media travel as raw bytes."""
        result: dict[str, Any] = self._render.bedrock_converse(
            self,
            max_tokens=max_tokens,
            cache_ttl=cache_ttl,
            min_cacheable_tokens=min_cacheable_tokens,
        )
        return result

    # -- summaries --------------------------------------------------------------

    @property
    def kept(self) -> tuple[SectionReport, ...]:
        return tuple(r for r in self.sections if r.included)

    @property
    def dropped(self) -> tuple[SectionReport, ...]:
        return tuple(r for r in self.sections if not r.included)

    @property
    def dropped_count(self) -> int:
        return sum(1 for r in self.sections if r.outcome is Outcome.DROPPED)

    @property
    def hits(self) -> tuple[ScreenHit, ...]:
        return tuple(h for r in self.sections for h in r.hits)

    @property
    def section_fingerprints(self) -> dict[str, str]:
        return {r.name: r.content_hash for r in self.sections}

    def report(self, name: str) -> SectionReport:
        for r in self.sections:
            if r.name == name:
                return r
        raise KeyError(name)

    def explain(self) -> str:
        """A table a person can read: every section, its fate, and the totals."""
        exact = "exact" if self.tokenizer.exact else "ESTIMATED"
        lines = [
            f"Assembly for {self.model}"
            + (f" · template {self.template_version}" if self.template_version else "")
            + (f" · snapshot {self.snapshot_id}" if self.snapshot_id else ""),
            f"  root   {self.root_fingerprint}",
            f"  prefix {self.prefix_fingerprint}",
            f"  tokens {self.tokens_total} / budget {self.budget} "
            f"(window {self.context_window}, reserved output {self.reserved_output}) "
            f"· {self.tokenizer.name} ({exact})",
        ]
        if self.tokenizer.note:
            lines.append(f"  note: {self.tokenizer.note}")
        lines.append("")
        header = f"  {'#':>2}  {'section':<28} {'kind':<12} {'trust':<9} {'prio':>4} {'pin':<3} {'tokens':>7}  outcome"
        lines.append(header)
        for r in self.sections:
            outcome = r.outcome.value + (f" ({r.reason})" if r.reason else "")
            name = r.name if len(r.name) <= 28 else r.name[:25] + "..."
            lines.append(
                f"  {r.position:>2}  {name:<28} {r.kind:<12} {r.trust:<9} "
                f"{r.section.priority:>4} {'yes' if r.section.pinned else '':<3} "
                f"{r.tokens:>7}  {outcome}"
            )
            if r.media_tokens:
                how = "provider formula" if r.media_exact else "ESTIMATED"
                lines.append(f"        includes {r.media_tokens} image/document tokens ({how})")
            for h in r.hits:
                lines.append(f"        ! {h.detector} at {h.start}: {h.excerpt!r}")
        hits = len(self.hits)
        lines.append("")
        lines.append(
            f"  {len(self.kept)} kept, {self.dropped_count} dropped, "
            f"{hits} screening hit{'s' if hits != 1 else ''} (action: {self.screening_action})"
        )
        return "\n".join(lines)

    def __repr__(self) -> str:
        exact = "" if self.tokenizer.exact else "~"
        return (
            f"<Assembly {self.model} root={self.root_fingerprint[:12]} "
            f"tokens={exact}{self.tokens_total}/{self.budget} sections={len(self.sections)} "
            f"kept={len(self.kept)} hits={len(self.hits)}>"
        )
