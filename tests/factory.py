"""Builders for realistic assembler inputs shared by the assembler tests."""

from __future__ import annotations

from ctxstore.assembly.sections import (
    Message,
    Section,
    Source,
    ToolResultBlock,
    ToolUseBlock,
    Trust,
)

SYSTEM_PROMPT = (
    "You are Acme's support assistant. Answer from the provided documents, cite sources, "
    "and never issue refunds above $200 without a human."
)

LOOKUP_ORDER = {
    "name": "lookup_order",
    "description": "Look up an order by its ID.",
    "input_schema": {
        "type": "object",
        "properties": {"order_id": {"type": "string", "description": "The order ID"}},
        "required": ["order_id"],
    },
}
ISSUE_REFUND = {
    "name": "issue_refund",
    "description": "Refund an order, up to the policy limit.",
    "input_schema": {
        "type": "object",
        "properties": {"order_id": {"type": "string"}, "amount": {"type": "number"}},
        "required": ["order_id", "amount"],
    },
}


def base_sections(
    *,
    ask: str = "Where is my order 1234?",
    docs: tuple[str, ...] = ("Orders ship within 2 business days.",),
    history: bool = True,
    memory: str = "Customer tier: gold. Preferred language: English.",
) -> list[Section]:
    sections = [
        Section.tools([LOOKUP_ORDER, ISSUE_REFUND]),
        Section.system(SYSTEM_PROMPT),
        Section.memory("memory:customer", memory, source=Source(path="memory/customer.md")),
    ]
    if history:
        sections.append(
            Section.history(
                [
                    Message.user("Hi, I ordered a lamp."),
                    Message(
                        "assistant", (ToolUseBlock("tu_1", "lookup_order", {"order_id": "1234"}),)
                    ),
                    Message("user", (ToolResultBlock("tu_1", '{"status": "shipped"}'),)),
                    Message.assistant("Your lamp has shipped."),
                ]
            )
        )
    for i, text in enumerate(docs):
        sections.append(
            Section.document(
                f"doc:shipping#{i}",
                text,
                source=Source(path="kb/shipping.md", start_line=10 * i + 1, end_line=10 * i + 9),
            )
        )
    sections.append(Section.ask(ask))
    return sections


def hostile_memory(text: str) -> Section:
    return Section.memory(
        "memory:notes", text, source=Source(path="memory/notes.md"), trust=Trust.UNTRUSTED
    )
