"""History messages in one canonical form, whatever provider shape they came in.

A history section is a tuple of :class:`Message`, each a role and content blocks.
The block set is the union of what the providers take in requests: text, images
and documents (base64 bytes, a URL or a provider file ID), tool use and tool
result (with ``is_error`` and attached media), thinking blocks (kept verbatim:
the API checks their signature when they are echoed back), and Anthropic's
server-tool blocks (``server_tool_use``, ``web_search_tool_result``, ...), which
are carried as given in a :class:`ProviderBlock`.

The canonical JSON of a message (:func:`message_json`) is what the section
fingerprint is taken over. Two rules make it shape-independent:

* media are identified by their **bytes** (sha256 of the decoded base64), or by
  their URL or file ID when only a reference was given, never by the encoding
  they travelled in (an OpenAI data URL and an Anthropic base64 source of the
  same PNG are the same image);
* delivery hints that are not content (``cache_control``, OpenAI's default
  ``detail: "auto"``) are not part of it.

Parsing the provider shapes lives in :mod:`ctxstore.assembly.normalise`.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, TypeAlias

from ctxstore.errors import SectionError

SourceKind: TypeAlias = Literal["base64", "url", "file", "text"]


@dataclass(frozen=True, slots=True)
class MediaSource:
    """Where an image's or document's bytes are: inline (base64 or text), a URL or a file ID."""

    kind: SourceKind
    media_type: str | None = None
    data: str | None = None  # base64 without whitespace, or the text of a text document
    url: str | None = None
    file_id: str | None = None
    sha256: str | None = field(default=None, init=False)  # of the decoded bytes, when inline
    size: int = field(default=0, init=False)  # decoded byte length, when inline

    def __post_init__(self) -> None:
        needs = {"base64": self.data, "text": self.data, "url": self.url, "file": self.file_id}
        if not needs[self.kind]:
            what = {"base64": "data", "text": "data", "url": "url", "file": "file_id"}[self.kind]
            raise SectionError(f"A {self.kind} media source needs a non-empty {what!r}.")
        if self.kind == "base64":
            assert self.data is not None
            compact = "".join(self.data.split())
            raw = _b64decode(compact)
            object.__setattr__(self, "data", compact)
            object.__setattr__(self, "sha256", hashlib.sha256(raw).hexdigest())
            object.__setattr__(self, "size", len(raw))
        elif self.kind == "text":
            assert self.data is not None
            raw = self.data.encode("utf-8")
            object.__setattr__(self, "sha256", hashlib.sha256(raw).hexdigest())
            object.__setattr__(self, "size", len(raw))

    def raw(self) -> bytes:
        """The decoded bytes of an inline source (empty for references)."""
        if self.kind == "base64" and self.data:
            return base64.b64decode(self.data)
        if self.kind == "text" and self.data is not None:
            return self.data.encode("utf-8")
        return b""

    def data_url(self) -> str:
        """``data:<media type>;base64,<data>`` for targets that take inline media as URLs."""
        return f"data:{self.media_type};base64,{self.data}"

    def canonical(self) -> dict[str, Any]:
        if self.kind in ("base64", "text"):
            return {"type": self.kind, "media_type": self.media_type, "sha256": self.sha256}
        if self.kind == "url":
            return {"type": "url", "url": self.url}
        return {"type": "file", "file_id": self.file_id}

    def label(self) -> str:
        if self.kind in ("base64", "text"):
            return f"{self.media_type} sha256:{self.sha256}"
        return f"url:{self.url}" if self.kind == "url" else f"file:{self.file_id}"


def _b64decode(data: str) -> bytes:
    try:
        return base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        raise SectionError(
            "Media data is not valid base64; pass the file's bytes base64-encoded "
            "(base64.b64encode(data).decode())."
        ) from None


@dataclass(frozen=True, slots=True)
class TextBlock:
    text: str
    type: Literal["text"] = "text"


@dataclass(frozen=True, slots=True)
class ImageBlock:
    """An image; ``detail`` is OpenAI's resolution hint (``None`` = the provider's default)."""

    source: MediaSource
    detail: str | None = None
    type: Literal["image"] = "image"


@dataclass(frozen=True, slots=True)
class DocumentBlock:
    """A PDF or plain-text document; ``title`` doubles as the OpenAI ``filename``."""

    source: MediaSource
    title: str | None = None
    context: str | None = None
    citations: bool | None = None
    type: Literal["document"] = "document"


MediaBlock: TypeAlias = ImageBlock | DocumentBlock


@dataclass(frozen=True, slots=True)
class ToolUseBlock:
    id: str
    name: str
    input: Mapping[str, Any]
    type: Literal["tool_use"] = "tool_use"


@dataclass(frozen=True, slots=True)
class ToolResultBlock:
    tool_use_id: str
    content: str
    is_error: bool = False
    attachments: tuple[MediaBlock, ...] = ()  # images/documents returned by the tool
    type: Literal["tool_result"] = "tool_result"


@dataclass(frozen=True, slots=True)
class ThinkingBlock:
    """Extended thinking, echoed back verbatim (the signature covers the text)."""

    thinking: str
    signature: str
    type: Literal["thinking"] = "thinking"


@dataclass(frozen=True, slots=True)
class RedactedThinkingBlock:
    data: str
    type: Literal["redacted_thinking"] = "redacted_thinking"


@dataclass(frozen=True, slots=True)
class ProviderBlock:
    """An Anthropic server-tool block (``server_tool_use``, ``web_search_tool_result``, ...),
    passed to the Anthropic target as given; the OpenAI targets leave it out."""

    kind: str
    data: Mapping[str, Any]

    @property
    def type(self) -> str:
        return self.kind


Block: TypeAlias = (
    TextBlock
    | ImageBlock
    | DocumentBlock
    | ToolUseBlock
    | ToolResultBlock
    | ThinkingBlock
    | RedactedThinkingBlock
    | ProviderBlock
)


@dataclass(frozen=True, slots=True)
class Message:
    """One history message: a role and content blocks."""

    role: Literal["user", "assistant"]
    blocks: tuple[Block, ...]
    # Every image and document, tool results' included; computed once because the
    # budget asks on every request and almost every message has none.
    media: tuple[MediaBlock, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        found: list[MediaBlock] = []
        for b in self.blocks:
            if isinstance(b, ImageBlock | DocumentBlock):
                found.append(b)
            elif isinstance(b, ToolResultBlock):
                found.extend(b.attachments)
        if found:
            object.__setattr__(self, "media", tuple(found))

    @classmethod
    def user(cls, text: str) -> Message:
        return cls("user", (TextBlock(text),))

    @classmethod
    def assistant(cls, text: str) -> Message:
        return cls("assistant", (TextBlock(text),))

    @property
    def tool_use_ids(self) -> tuple[str, ...]:
        return tuple(b.id for b in self.blocks if isinstance(b, ToolUseBlock))

    @property
    def tool_result_ids(self) -> tuple[str, ...]:
        return tuple(b.tool_use_id for b in self.blocks if isinstance(b, ToolResultBlock))


def media_json(block: MediaBlock) -> dict[str, Any]:
    if isinstance(block, ImageBlock):
        out: dict[str, Any] = {"type": "image", "source": block.source.canonical()}
        if block.detail is not None:
            out["detail"] = block.detail
        return out
    out = {"type": "document", "source": block.source.canonical()}
    for key in ("title", "context", "citations"):
        value = getattr(block, key)
        if value is not None:
            out[key] = value
    return out


def block_json(b: Block) -> dict[str, Any]:
    """The canonical JSON of one block (what the section fingerprint covers)."""
    if isinstance(b, TextBlock):
        return {"type": "text", "text": b.text}
    if isinstance(b, ToolUseBlock):
        return {"type": "tool_use", "id": b.id, "name": b.name, "input": dict(b.input)}
    if isinstance(b, ToolResultBlock):
        out: dict[str, Any] = {
            "type": "tool_result",
            "tool_use_id": b.tool_use_id,
            "content": b.content,
            "is_error": b.is_error,
        }
        if b.attachments:  # absent when empty: digests of text-only results are unchanged
            out["attachments"] = [media_json(a) for a in b.attachments]
        return out
    if isinstance(b, ImageBlock | DocumentBlock):
        return media_json(b)
    if isinstance(b, ThinkingBlock):
        return {"type": "thinking", "thinking": b.thinking, "signature": b.signature}
    if isinstance(b, RedactedThinkingBlock):
        return {"type": "redacted_thinking", "data": b.data}
    return {**dict(b.data), "type": b.kind}


def message_json(message: Message) -> dict[str, Any]:
    return {"role": message.role, "content": [block_json(b) for b in message.blocks]}
