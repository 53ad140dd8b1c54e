"""Detectors 2 and 3: forged role/system markup and chat-template tokens.

Both read the shared single-literal passes over "<" and "[" (see ``_view``);
line labels such as ``System:`` are checked only on lines that hold an anchor
word, because a regex hopping from newline to newline costs more than the few
anchor lookups.
"""

from __future__ import annotations

import re

from ctxstore.assembly.screening._anchors import register_anchors
from ctxstore.assembly.screening._base import (
    ScreenHit,
    _defang,
    _hit,
    _is_mention,
    _reveal,
    lower_in_place,
)
from ctxstore.assembly.screening._transcript import transcript_system_lines
from ctxstore.assembly.screening._view import _View, _ViewDetector
from ctxstore.assembly.screening._written_about import (
    role_message_in_code,
    tag_written_about,
    token_written_about,
)

# Line labels, matched on the folded view (lower case, 'l' -> 'i') from the start
# of a line that holds an anchor word: "System:", "**Assistant:**", "### System".
_ROLE_LINE_RE = re.compile(
    rb"[ \t]*(?P<l>[>*_\-#]*[ \t]*(?:system|assistant|deveioper)"
    rb"(?:[ \t]+(?:message|prompt|note|override))?[ \t*_]*:"
    # not a YAML key whose value is a mapping ("assistant:\n  model: small-chat-v2")
    rb"(?![ \t]*\r?\n[ \t]+[a-z_][a-z0-9_-]*[ \t]*:)"
    rb"|#{1,6}[ \t]*(?:system|assistant|deveioper|instruction|instructions)"
    rb"(?:[ \t]+(?:message|prompt))?[ \t]*:?(?=[ \t]*(?:\r?\n|$))"
    rb"|(?:`{3,}|~{3,})[ \t]*(?:system|assistant|deveioper)(?=[ \t]*(?:\r?\n|$)))"
)
# A forged chat message in JSON or a Python dict: {"role": "system", ...}; an XML element
# with a role attribute (<message role="system">) and a YAML list item ("- role: system"
# with its "content:" on the next line), which fresh43-46 used (read after their evaluation).
_ROLE_JSON_RE = re.compile(
    r"""["']role["']\s*:\s*["'](?:system|developer|assistant)["']"""
    r"""|(?<![\w-])role\s*=\s*["'](?:system|developer)["']"""
    r"""|(?m:^[ \t]*-?[ \t]*role[ \t]*:[ \t]*["']?(?:system|developer)["']?[ \t]*\r?\n"""
    r"""[ \t]*content[ \t]*:)""",
    re.IGNORECASE,
)
# "instruct" and "deveioper" are override anchors too, so their search is shared.
_ROLE_LINE_ANCHORS = (b"system", b"assistant", b"deveioper", b"instruct")
# "Human:" turns of the legacy completion format; "Assistant:" lines are role_tag hits.
_HUMAN_LINE_RE = re.compile(rb"[ \t]*(?P<l>human[ \t]*:)")
register_anchors((*_ROLE_LINE_ANCHORS, b"human"))
_LINE_PREFIX_MAX = 16


def _line_hits(
    name: str, view: _View, line: re.Pattern[bytes], anchors: frozenset[bytes]
) -> list[ScreenHit]:
    """Hits of a line-start pattern, tried only on lines that hold an anchor word.

    A regex hopping from newline to newline pays ~0.1 us per line; finding the
    few anchor words and checking their own line is much cheaper on real text.
    """
    fold = view.fold
    out: list[ScreenHit] = []
    for p, line_start in view.anchor_lines(anchors, _LINE_PREFIX_MAX):
        m = line.match(fold, line_start)
        if m and m.start("l") <= p < m.end("l") and not _parameter_entry(fold, line_start, m):
            out.append(_hit(name, view.text, m.start("l"), m.end("l")))
    return out


# A docstring's parameter entry (numpydoc): "    system : tuple of array_like (b, a)" with
# its description on the next line, indented further. A turn label has no space before
# its colon in English, and nothing stands indented under it.
_VALUE_AFTER = re.compile(rb"[ \t]+\S")


def _parameter_entry(fold: bytes, line_start: int, m: re.Match[bytes]) -> bool:
    colon = m.end("l") - 1  # the label ends with its colon
    if fold[colon - 1] not in b" \t" or not _VALUE_AFTER.match(fold, colon + 1):
        return False
    line_end = fold.find(b"\n", colon)
    if line_end == -1:
        return False
    next_end = fold.find(b"\n", line_end + 1)
    following = fold[line_end + 1 : len(fold) if next_end == -1 else next_end]
    indent = m.start("l") - line_start
    return bool(following.strip()) and len(following) - len(following.lstrip(b" \t")) > indent


def _group_hits(
    name: str, view: _View, group: str, matches: list[re.Match[str]]
) -> list[ScreenHit]:
    text = view.text
    return [
        _hit(name, text, m.start(), m.end())
        for m in matches
        if m.group(group) is not None and not _is_mention(text, m.start(), m.end())
    ]


def _defang_token(text: str, hit: ScreenHit) -> str:
    fragment = text[hit.start : hit.end]
    if any(c in fragment for c in "<>[]"):
        return _defang(fragment)
    return _wrap_label(fragment)


_LABEL_WORD_RE = re.compile(r"[A-Za-z][A-Za-z \t]*[A-Za-z]|[A-Za-z]")


def _wrap_label(fragment: str) -> str:
    """``System:`` -> ``‹System›:``: still readable, no longer a line-start role label."""
    return _LABEL_WORD_RE.sub(lambda m: f"‹{m.group()}›", _reveal(fragment), count=1)


_WEAK_OPEN_RE = re.compile(r"<\s*(user|tool)\s*>([^<\n]{0,40})<\s*/\s*\1\s*>", re.IGNORECASE)
_WEAK_CLOSE_RE = re.compile(r"<\s*/\s*(user|tool)\s*>", re.IGNORECASE)


_WEAK_TAG_RE = re.compile(r"<\s*(/?)\s*(user|tool)\s*>", re.IGNORECASE)


def _path_placeholder(text: str, hit: ScreenHit) -> bool:
    """``C:\\Users\\<user>\\AppData``, ``/Users/<user>/.ssh``: a path segment to fill, not a turn.

    The separator before it must itself follow a path's name, so " /<system>/ " is no path.
    """
    before, after = text[max(0, hit.start - 2) : hit.start], text[hit.end : hit.end + 1]
    return (
        len(before) == 2
        and before[1] in "/\\"
        and (before[0].isalnum() or before[0] in "._~:-")
        and after in ("/", "\\")
    )


def _data_element(text: str, hit: ScreenHit) -> bool:
    """``<user>alice</user>`` or ``<user><name>..</name></user>``: XML data, not a turn.

    A ``user``/``tool`` element counts as data when the text also holds its other
    tag and what lies between is a few words or more markup.
    """
    m = _WEAK_TAG_RE.match(text, hit.start)
    if m is None:
        return False
    name = m.group(2).lower()
    lowered = lower_in_place(text)  # offsets from it are used on text
    if not m.group(1):
        close = re.search(rf"<\s*/\s*{name}\s*>", lowered[m.end() :])
        if close is None:
            return False
        inner = text[m.end() : m.end() + close.start()]
    else:
        opens = list(re.finditer(rf"<\s*{name}\s*>", lowered[: m.start()]))
        if not opens:
            return False
        inner = text[opens[-1].end() : m.start()]
    body = inner.strip()
    return len(body.split()) <= 3 or (body.startswith("<") and body.endswith(">"))


class RoleTagDetector(_ViewDetector):
    """Forged role or system markup: ``<system>``, ``[system]``, ``System:`` lines, ``<ctx-data``.

    ``<ctx-data`` is the assembler's own fence tag; the assembler escapes it in
    content, and screening reports it because nothing benign writes it.
    """

    name = "role_tag"

    def find_in(self, view: _View) -> list[ScreenHit]:
        text = view.text
        hits = [
            h
            for h in _group_hits(self.name, view, "role", view.angle)
            if not _data_element(text, h)
            and not _pipe_role_written_about(text, h)
            and not tag_written_about(text, h.start, h.end)
            and not _path_placeholder(text, h)
        ]
        hits += _group_hits(self.name, view, "role", view.bracket)
        hits += _line_hits(self.name, view, _ROLE_LINE_RE, frozenset(_ROLE_LINE_ANCHORS))
        hits += transcript_system_lines(view, self.name)
        # {"role": "system"}: found from the role names' own positions
        seen: set[int] = set()
        for name in (b"system", b"deveioper", b"assistant"):
            for p in view.positions(name, normed=False):
                m = _ROLE_JSON_RE.search(text, max(0, p - 24), p + 40)
                if (
                    m
                    and m.start() not in seen
                    and not role_message_in_code(text, m.start(), m.end())
                ):
                    seen.add(m.start())
                    hits.append(_hit(self.name, text, m.start(), m.end()))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _defang_token(text, hit)


def _pipe_role_written_about(text: str, hit: ScreenHit) -> bool:
    """Phi-style ``<|user|>`` is a template token like ``<|im_start|>``, and is judged like one."""
    return text.startswith(("<|", "<｜"), hit.start) and token_written_about(
        text, hit.start, hit.end
    )


# --- chat-template tokens -----------------------------------------------------------


def _closes_html_strike(text: str, hit: ScreenHit) -> bool:
    """``</s>`` that closes an HTML ``<s>`` strikethrough is markup, not an end-of-sequence token.

    (Llama's ``<s>[INST] ... </s>`` is still caught through its ``[INST]`` tokens.)
    """
    if text[hit.start : hit.end].lower() != "</s>":
        return False
    before = text[max(0, hit.start - 500) : hit.start].lower()
    opened = before.rfind("<s>")
    return opened != -1 and "</s>" not in before[opened:]


class ChatTemplateTokenDetector(_ViewDetector):
    """Special tokens of chat templates (``<|im_start|>``, ``[INST]``, ``<<SYS>>``, ``Human:``)."""

    name = "chat_template_token"

    def find_in(self, view: _View) -> list[ScreenHit]:
        text = view.text
        hits = [
            h
            for h in _group_hits(self.name, view, "template", view.angle)
            if not _closes_html_strike(text, h)
        ]
        hits += _group_hits(self.name, view, "template", view.bracket)
        hits = [h for h in hits if not token_written_about(text, h.start, h.end)]
        hits += _line_hits(self.name, view, _HUMAN_LINE_RE, frozenset((b"human",)))
        return hits

    def neutralize(self, text: str, hit: ScreenHit) -> str:
        return _defang_token(text, hit)
