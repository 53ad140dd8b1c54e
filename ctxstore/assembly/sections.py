"""Sections: the typed inputs of an assembly.

A section is one source of model input (a tool schema, the system prompt, a
memory file, the conversation so far, a retrieved chunk, a tool output, the
user's ask). Each carries what the assembler needs to place, fence, screen,
budget and fingerprint it; nothing here does I/O.

Kinds map to *tiers*; the tier alone decides where a section lands in the
request (see ``ctxstore.assembly.order``). Custom kinds are allowed as long as the
assembly says which tier they belong to.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum, StrEnum
from typing import Any, TypeAlias

from ctxstore.assembly.messages import (
    Block,
    DocumentBlock,
    ImageBlock,
    MediaSource,
    Message,
    ProviderBlock,
    RedactedThinkingBlock,
    TextBlock,
    ThinkingBlock,
    ToolResultBlock,
    ToolUseBlock,
    message_json,
)
from ctxstore.assembly.normalise import messages_from_dict, normalise_history, normalise_tool
from ctxstore.errors import SectionError

__all__ = [
    "Block",
    "DocumentBlock",
    "ImageBlock",
    "MediaSource",
    "Message",
    "ProviderBlock",
    "RedactedThinkingBlock",
    "TextBlock",
    "ThinkingBlock",
    "ToolResultBlock",
    "ToolUseBlock",
]


class Tier(IntEnum):
    """Position class of a section; lower tiers come first in every render target."""

    TOOLS = 0
    SYSTEM = 1
    MEMORY = 2
    HISTORY = 3
    DATA = 4
    ASK = 5

    @property
    def stable(self) -> bool:
        """Stable tiers form the cacheable prefix; they should not change per request."""
        return self <= Tier.MEMORY


class Kind(StrEnum):
    TOOLS = "tools"
    SYSTEM = "system"
    MEMORY = "memory"
    HISTORY = "history"
    DOCUMENT = "document"
    TOOL_OUTPUT = "tool_output"
    ASK = "ask"


BUILTIN_TIERS: Mapping[str, Tier] = {
    Kind.TOOLS: Tier.TOOLS,
    Kind.SYSTEM: Tier.SYSTEM,
    Kind.MEMORY: Tier.MEMORY,
    Kind.HISTORY: Tier.HISTORY,
    Kind.DOCUMENT: Tier.DATA,
    Kind.TOOL_OUTPUT: Tier.DATA,
    Kind.ASK: Tier.ASK,
}


class Trust(StrEnum):
    TRUSTED = "trusted"
    UNTRUSTED = "untrusted"


# Retrieved and tool-produced content is hostile until proven otherwise.
_UNTRUSTED_BY_DEFAULT = frozenset({Kind.DOCUMENT, Kind.TOOL_OUTPUT})


@dataclass(frozen=True, slots=True)
class Source:
    """Where a section's text came from, for labels and citations."""

    path: str | None = None
    start_line: int | None = None
    end_line: int | None = None
    url: str | None = None
    document_id: str | None = None

    def __post_init__(self) -> None:
        if (self.start_line is None) != (self.end_line is None):
            raise SectionError("Source needs both start_line and end_line, or neither.")
        if (
            self.start_line is not None
            and self.end_line is not None
            and (self.start_line < 1 or self.end_line < self.start_line)
        ):
            raise SectionError(
                f"Source line span {self.start_line}-{self.end_line} is invalid: "
                "lines are 1-based and end_line must be >= start_line."
            )

    @property
    def location(self) -> str | None:
        """The most specific locator: path, URL or document ID."""
        return self.path or self.url or self.document_id

    @property
    def span(self) -> str | None:
        if self.start_line is None:
            return None
        return f"{self.start_line}-{self.end_line}"

    def label(self) -> str:
        loc = self.location or "unknown"
        return f"{loc}:{self.span}" if self.span else loc


# --- history messages (model: ctxstore.assembly.messages; shapes: .normalise) ---


def message_from_dict(data: Mapping[str, Any]) -> Message:
    """One message in the Anthropic or OpenAI shape (string or content blocks/parts)."""
    found = messages_from_dict(data)
    return found[0]


def message_to_dict(message: Message) -> dict[str, Any]:
    """The canonical JSON of a message (what the history fingerprint covers)."""
    return message_json(message)


# --- sections ---------------------------------------------------------------

Content: TypeAlias = str | tuple[Mapping[str, Any], ...] | tuple[Message, ...]


@dataclass(frozen=True, slots=True)
class Section:
    """One named input of an assembly.

    ``content`` is text for most kinds, a tuple of JSON tool schemas for
    ``tools``, and a tuple of :class:`Message` for ``history``. Use the
    constructors (:meth:`system`, :meth:`tools`, :meth:`document`, ...) rather
    than building one by hand.
    """

    name: str
    kind: str
    content: Content
    trust: Trust | None = None
    priority: int = 0
    pinned: bool = False
    source: Source | None = None
    score: float | None = None  # relevance, enables value-per-token selection
    # Derived values cached on the (immutable) instance: stable sections such as tool
    # schemas are usually module-level constants reused by every request, and
    # re-serialising them per request would cost more than tokenizing the new text.
    _canonical: str | None = field(default=None, init=False, repr=False, compare=False)
    _digest: str | None = field(default=None, init=False, repr=False, compare=False)
    _plain: str | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.name or not self.name.strip():
            raise SectionError("A section needs a non-empty name.")
        if not self.kind:
            raise SectionError(f"Section {self.name!r} needs a kind.")
        if self.kind == Kind.TOOLS:
            if not isinstance(self.content, tuple) or not all(
                isinstance(t, Mapping) for t in self.content
            ):
                raise SectionError(
                    f"Tools section {self.name!r} must hold JSON tool schemas (dicts); "
                    "use Section.tools(...)."
                )
            for tool in self.content:
                if not isinstance(tool, Mapping) or ("name" not in tool and "type" not in tool):
                    raise SectionError(f"Every tool schema in {self.name!r} needs a 'name'.")
        elif self.kind == Kind.HISTORY:
            if not isinstance(self.content, tuple) or not all(
                isinstance(m, Message) for m in self.content
            ):
                raise SectionError(
                    f"History section {self.name!r} must hold Message objects; "
                    "use Section.history(...)."
                )
        elif not isinstance(self.content, str):
            raise SectionError(f"Section {self.name!r} of kind {self.kind!r} must hold text.")

    # Trust defaults by kind: documents and tool outputs are untrusted.
    @property
    def effective_trust(self) -> Trust:
        if self.trust is not None:
            return self.trust
        return Trust.UNTRUSTED if self.kind in _UNTRUSTED_BY_DEFAULT else Trust.TRUSTED

    @property
    def text(self) -> str:
        """Text content; for tools and history, their canonical serialisation."""
        if isinstance(self.content, str):
            return self.content
        return canonical_content(self)

    @property
    def document_key(self) -> str | None:
        """Which document this chunk belongs to, for the chunks-per-document cap."""
        if self.source is None:
            return None
        return self.source.document_id or self.source.path or self.source.url

    # -- constructors ---------------------------------------------------------

    @classmethod
    def system(cls, text: str, *, name: str = "system", pinned: bool = True) -> Section:
        return cls(name, Kind.SYSTEM, text, pinned=pinned)

    @classmethod
    def tools(
        cls, schemas: Sequence[Mapping[str, Any]] | Mapping[str, Any], *, name: str | None = None
    ) -> Section:
        """Tool schemas in the Anthropic or OpenAI shape (normalised, see ``normalise``)."""
        items = (schemas,) if isinstance(schemas, Mapping) else tuple(schemas)
        tools = tuple(normalise_tool(t) for t in items)
        if name is None:
            first = tools[0] if tools else {}
            label = first.get("name", first.get("type"))
            name = "tool:" + str(label) if len(tools) == 1 else "tools"
        return cls(name, Kind.TOOLS, tools, pinned=True)

    @classmethod
    def memory(
        cls,
        name: str,
        text: str,
        *,
        source: Source | None = None,
        priority: int = 50,
        pinned: bool = False,
        trust: Trust | None = None,
    ) -> Section:
        return cls(
            name, Kind.MEMORY, text, trust=trust, priority=priority, pinned=pinned, source=source
        )

    @classmethod
    def history(
        cls,
        messages: Sequence[Message | Mapping[str, Any]],
        *,
        name: str = "history",
        priority: int = 30,
        trust: Trust | None = None,
    ) -> Section:
        """Messages in the Anthropic, OpenAI Chat or Responses shape, or :class:`Message`."""
        msgs = normalise_history(messages)
        return cls(name, Kind.HISTORY, msgs, trust=trust, priority=priority)

    @classmethod
    def document(
        cls,
        name: str,
        text: str,
        *,
        source: Source | None = None,
        priority: int = 10,
        score: float | None = None,
        trust: Trust | None = None,
        pinned: bool = False,
    ) -> Section:
        return cls(
            name,
            Kind.DOCUMENT,
            text,
            trust=trust,
            priority=priority,
            source=source,
            score=score,
            pinned=pinned,
        )

    @classmethod
    def tool_output(
        cls,
        name: str,
        text: str,
        *,
        source: Source | None = None,
        priority: int = 20,
        trust: Trust | None = None,
    ) -> Section:
        return cls(name, Kind.TOOL_OUTPUT, text, trust=trust, priority=priority, source=source)

    @classmethod
    def ask(cls, text: str, *, name: str = "ask") -> Section:
        return cls(name, Kind.ASK, text, pinned=True)


def canonical_content(section: Section) -> str:
    """The byte-stable serialisation a section is hashed and counted over.

    Tool schemas are JSON with sorted keys and no insignificant whitespace, so
    re-ordering a dict literal in code does not change the fingerprint; history
    messages are serialised block by block in the same way.
    """
    content = section.content
    if isinstance(content, str):
        return content
    cached = section._canonical
    if cached is not None:
        return cached
    if section.kind == Kind.TOOLS:
        text = json.dumps(list(content), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    else:
        text = json.dumps(
            [message_json(m) for m in content if isinstance(m, Message)],
            sort_keys=True,
            separators=(",", ":"),
            ensure_ascii=False,
        )
    object.__setattr__(section, "_canonical", text)
    return text


def content_digest(section: Section) -> str:
    """sha256 hex of the canonical content (the section fingerprint), cached per instance."""
    cached = section._digest
    if cached is None:
        cached = hashlib.sha256(canonical_content(section).encode("utf-8")).hexdigest()
        object.__setattr__(section, "_digest", cached)
    return cached


# --- line windows -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LineWindow:
    """A slice of a file that remembers which lines it holds (1-based, inclusive)."""

    text: str
    start_line: int
    end_line: int


def slice_lines(text: str, start_line: int, end_line: int) -> LineWindow:
    """Cut lines ``start_line..end_line`` (1-based, inclusive, clamped to the file)."""
    lines = text.splitlines()
    if not lines:
        return LineWindow("", 1, 1)
    if start_line > end_line:
        raise SectionError(f"start_line {start_line} is after end_line {end_line}.")
    start = max(1, start_line)
    end = min(len(lines), end_line)
    if start > len(lines):
        raise SectionError(
            f"start_line {start_line} is past the end of the text ({len(lines)} lines)."
        )
    return LineWindow("\n".join(lines[start - 1 : end]), start, end)


def slice_around(text: str, line: int, *, before: int = 20, after: int = 20) -> LineWindow:
    """Cut a window of lines around ``line`` (1-based), keeping the line numbers."""
    if line < 1:
        raise SectionError(f"line must be >= 1, got {line}.")
    return slice_lines(text, line - before, line + after)


def window_section(
    name: str,
    text: str,
    *,
    path: str,
    line: int,
    before: int = 20,
    after: int = 20,
    priority: int = 10,
    score: float | None = None,
    kind: str = Kind.DOCUMENT,
) -> Section:
    """A document section holding the window around ``line`` of a file, with its span as source."""
    window = slice_around(text, line, before=before, after=after)
    return Section(
        name,
        kind,
        window.text,
        priority=priority,
        score=score,
        source=Source(path=path, start_line=window.start_line, end_line=window.end_line),
    )


@dataclass(frozen=True, slots=True)
class KindTiers:
    """Maps kinds (built-in and custom) to tiers for one assembly."""

    custom: Mapping[str, Tier] = field(default_factory=dict)

    def tier_of(self, kind: str) -> Tier:
        tier = BUILTIN_TIERS.get(kind)
        if tier is not None:
            return tier
        tier = self.custom.get(kind)
        if tier is None:
            known = ", ".join(sorted([*BUILTIN_TIERS, *self.custom]))
            raise SectionError(
                f"Unknown section kind {kind!r}. Use one of {known}, or map it to a tier with "
                f"custom_kinds={{{kind!r}: Tier.DATA}}."
            )
        if tier not in (Tier.SYSTEM, Tier.MEMORY, Tier.DATA):
            # tools and history need structured content, and there is one ask.
            raise SectionError(
                f"Custom kind {kind!r} cannot live in the {tier.name} tier; "
                "map custom kinds to Tier.SYSTEM, Tier.MEMORY or Tier.DATA."
            )
        return tier
