"""GenAI content attributes on the ``ctxstore.assemble`` span, for GenAI-aware backends.

Phoenix, Langfuse and other GenAI viewers show a span's input from the semantic
conventions' ``gen_ai.system_instructions``, ``gen_ai.input.messages`` and
``gen_ai.tool.definitions`` attributes; without them a ``ctxstore.assemble`` span
is an unknown span with a key/value table. These attributes are a *view*: built
from the record the span already carries, so they hold only text the retention
policy kept, after redaction, and nothing when capture is off. Sections whose
text was not kept are left out of the view (their hashes are still in the
``ctxstore.section`` events, which stay the source of truth for ctxstore).

``gen_ai.usage.input_tokens`` is set only when the count is exact (tiktoken with
the model's encoding): the conventions define it as the input tokens used, and an
estimate under that name would be reported as fact by cost dashboards.
"""

from __future__ import annotations

import json
from typing import Any

from ctxstore.records import AssemblyRecord

SYSTEM_INSTRUCTIONS = "gen_ai.system_instructions"
INPUT_MESSAGES = "gen_ai.input.messages"
TOOL_DEFINITIONS = "gen_ai.tool.definitions"
USAGE_INPUT_TOKENS = "gen_ai.usage.input_tokens"


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _tools(text: str) -> list[dict[str, Any]]:
    try:
        tools = json.loads(text)
    except ValueError:
        return []  # redaction can break the JSON of a schema; the hash still stands for it
    out = []
    for tool in tools if isinstance(tools, list) else []:
        if isinstance(tool, dict) and isinstance(tool.get("name"), str):
            entry: dict[str, Any] = {"type": "function", "name": tool["name"]}
            if "description" in tool:
                entry["description"] = tool["description"]
            entry["parameters"] = tool.get("input_schema", tool.get("parameters", {}))
            out.append(entry)
    return out


def _block_part(block: Any) -> dict[str, Any] | None:
    if not isinstance(block, dict):
        return None
    kind = block.get("type")
    if kind == "text":
        return {"type": "text", "content": block.get("text", "")}
    if kind == "tool_use":
        return {
            "type": "tool_call",
            "id": block.get("id"),
            "name": block.get("name"),
            "arguments": block.get("input", {}),
        }
    if kind == "tool_result":
        return {
            "type": "tool_call_response",
            "id": block.get("tool_use_id"),
            "response": block.get("content", ""),
        }
    return None


def _history(text: str) -> list[dict[str, Any]] | None:
    try:
        messages = json.loads(text)
    except ValueError:
        return None
    out = []
    for m in messages if isinstance(messages, list) else []:
        if isinstance(m, dict):
            parts = [p for p in map(_block_part, m.get("content") or []) if p is not None]
            out.append({"role": m.get("role", "user"), "parts": parts})
    return out


def genai_attributes(record: AssemblyRecord) -> dict[str, str | int]:
    """The GenAI content attributes for ``record`` (empty when no text was kept)."""
    attrs: dict[str, str | int] = {}
    if record.tokens_exact:
        attrs[USAGE_INPUT_TOKENS] = record.tokens_total
    if not record.content_captured:
        return attrs
    system: list[dict[str, Any]] = []
    tools: list[dict[str, Any]] = []
    messages: list[dict[str, Any]] = []

    def user_text(text: str) -> None:
        if messages and messages[-1]["role"] == "user":
            messages[-1]["parts"].append({"type": "text", "content": text})
        else:
            messages.append({"role": "user", "parts": [{"type": "text", "content": text}]})

    for section in record.sections:
        text = section.text
        if text is None or section.outcome == "dropped":
            continue
        if section.kind == "system":
            system.append({"type": "text", "content": text})
        elif section.kind == "tools":
            tools.extend(_tools(text))
        elif section.kind == "history":
            history = _history(text)
            if history is None:
                user_text(text)
            else:
                messages.extend(history)
        else:
            user_text(text)
    if system:
        attrs[SYSTEM_INSTRUCTIONS] = _dumps(system)
    if messages:
        attrs[INPUT_MESSAGES] = _dumps(messages)
    if tools:
        attrs[TOOL_DEFINITIONS] = _dumps(tools)
    return attrs
