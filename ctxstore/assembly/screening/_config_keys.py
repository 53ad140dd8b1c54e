"""An AI named as a configuration key, not spoken to.

Docs and code that set an assistant up describe it as a mapping:

    assistant:
      role: booking
      forbidden_tools: [refund, unlock_dock, update_bank_details]

or ``{"assistente": {"pode_reembolsar": false}}``. The risk score reads "assistant:"
at a line's start as the text addressing the AI, and the tools it may not use as
orders and sensitive data, so such blocks scored as injections (seventeen of the
corpus' benign texts, twelve of them written for fresh95-110, read after their
evaluation). A key whose value is the indented block of keys under it is a name in a
file, so the risk score reads a passage that scored as a hit again with that key
blanked. The key must stand alone before a nested block: "Assistant: refund this
client" on one line is still the AI spoken to, and the block's own words still count.
"""

from __future__ import annotations

import re

from ctxstore.assembly.screening._quoted import passage_as_read
from ctxstore.assembly.screening._window import normalize_text

# the line that holds the key, up to its colon (and a JSON object's brace)
_KEY_LINE = re.compile(
    r"[ \t]*([\"']?)(?P<key>assistant|assistente|asistente|assistent|agent|agente|bot|chatbot"
    r"|copilot|ai|llm|model)\1[ \t]*:(?:[ \t]*\{)?",
    re.IGNORECASE,
)
# the next line: a key of the nested block, indented
_NESTED_KEY = re.compile(r"[ \t]+[\"']?[A-Za-z_][\w-]*[\"']?[ \t]*:")
_LINE_ENDS = (":\n", ":\r\n", "{\n", "{\r\n")


def config_keys_blanked(text: str, lo: int, hi: int) -> str | None:
    """``text[lo:hi]`` with AI names that key a nested block blanked (same length), or None.

    The keys are looked for only where a line ends with ":" or "{" (C-speed finds, no
    copy of the passage): one regex over a whole 40 KB passage cost 0.016 of an encode.
    """
    spans: list[tuple[int, int]] = []
    for end in _LINE_ENDS:
        i = text.find(end, lo, hi)
        while i != -1:
            line = text.rfind("\n", lo, i) + 1 or lo
            m = _KEY_LINE.fullmatch(text, line, i + 1)
            if m is not None and _NESTED_KEY.match(text, i + len(end), hi):
                spans.append(m.span("key"))
            i = text.find(end, i + 1, hi)
    if not spans:
        return None
    chunk = list(text[lo:hi])
    for s, e in spans:
        chunk[s - lo : e - lo] = " " * (e - s)
    return "".join(chunk)


def passage_without_config_keys(text: str, lo: int, hi: int) -> str | None:
    """The passage as the risk score reads it, with AI configuration keys blanked, or None.

    Called only for a passage that scored as a hit: most passages score low, and looking
    for keys in every one cost up to 0.006 of an encode on ordinary text.
    """
    keyed = config_keys_blanked(text, lo, hi)
    if keyed is None:
        return None
    whole = text[:lo] + keyed + text[hi:]
    return passage_as_read(whole, lo, hi, normalize_text(whole, lo, hi))
