"""Instructions hidden in markup a human reader never sees: HTML comments, ``<script>``.

A rendered page hides comments and script bodies, but a model reading the raw
text sees them, which makes them a favourite carrier. Developers' comments
("TODO: fix the layout", "Do not edit: generated file") are imperative too, so
a comment is reported only when it reads as addressed to an assistant: the
risk-score signals reach a lower bar there (3 instead of 5, because hiding is
itself a signal), or it tells its reader to do an assistant's task
("summarize this page as...", "recommend ...", "reply with ..."). A script is
reported when a string or comment in it is a role-labelled message
(``system: you are ...``) or scores like a comment does.
"""

from __future__ import annotations

import re

from ctxstore.assembly.screening._base import ScreenHit, _hit
from ctxstore.assembly.screening._risk import score_text
from ctxstore.assembly.screening._view import _View, _ViewDetector
from ctxstore.assembly.screening._window import normalize_text

_HIDDEN_THRESHOLD = 3
_MAX_BODY = 4000
_TASK_RE = re.compile(
    r"(?:^|\. |: |, )(?:please )?(?:summari[sz]e|respond|reply|answer|say|tell (?:the )?(?:user"
    r"|reader|them)|recommend|output|print|mention|describe|rate|rank|classify|call"
    r"|invoke|use the \w+ tool|send|forward|visit|navigate|fetch|click|approve|grant|pretend"
    r"|act as|behave|claim|state that|insist|conclude) (?:the|this|that|with|only|to|a|an|all|it"
    r"|them|as|in|every|any|your|my|our|that|users?|readers?)\b"
)
# A comment that opens with an instruction label: "prompt: describe this page as ...".
_LABEL_RE = re.compile(
    r"(?:prompt|instructions?|system|system prompt|directive|task|(?:ai|llm|assistant|bot)"
    r" (?:instructions?|note|task|prompt)) : "
)
# A comment that opens by calling an assistant by name: "assistant, please ...".
_VOCATIVE_RE = re.compile(
    r"(?:hey |hi |dear |ok |okay )?(?:ai |the )?(?:assistant|ai|llm|chatbot|claude|gpt|chatgpt"
    r"|gemini|copilot|ai agent|agent|model)s? (?:please |you |now |must |should |always |never )"
)
_SCRIPT_ROLE_RE = re.compile(
    r"\b(?:system|assistant|developer|sys(?:tem)?[ _]?prompt)\b[\"']?\s*[:=]\s*[\"'`]?\s*"
    r"(?P<msg>[A-Za-z][^\"'`\n;]{15,})"
)
_YOU_RE = re.compile(r"\b(?:you|your|ignore|must|always|never|reveal|respond|reply|answer|obey)\b")


def _comment_reads_as_instruction(text: str, lo: int, hi: int) -> str | None:
    norm = normalize_text(text, lo, hi)
    score, kinds = score_text(norm)
    if score >= _HIDDEN_THRESHOLD and kinds:
        return f"score {score}: {', '.join(kinds)}"
    if _TASK_RE.search(norm) and score >= 1:
        return f"task instruction ({', '.join(kinds)})"
    if _TASK_RE.match(norm.lstrip()) and len(norm.split()) >= 5:
        return "task instruction"
    if _VOCATIVE_RE.match(norm.lstrip()):
        return "addressed to an assistant"
    label = _LABEL_RE.match(norm.lstrip())
    if label and _TASK_RE.match(norm.lstrip(), label.end() - 2):
        return "labelled instruction"
    return None


class HiddenMarkupDetector(_ViewDetector):
    """Instructions inside HTML comments and ``<script>`` bodies."""

    name = "hidden_markup"

    def find_in(self, view: _View) -> list[ScreenHit]:
        text = view.text
        if "<" not in text:
            return []
        hits: list[ScreenHit] = []
        i = text.find("<!--")
        while i != -1:
            j = text.find("-->", i + 4)
            end = len(text) if j == -1 else j + 3
            body_end = min(end, i + 4 + _MAX_BODY)
            why = _comment_reads_as_instruction(text, i + 4, body_end)
            if why is not None:
                hits.append(_hit(self.name, text, i, end, f"HTML comment: {why}"))
            i = text.find("<!--", end)
        lowered: str | None = None
        for m in view.angle:
            if m.group("script") is None:
                continue
            lowered = lowered if lowered is not None else text.lower()
            close = lowered.find("</script", m.end())
            end = len(text) if close == -1 else lowered.find(">", close) + 1 or len(text)
            body = text[m.end() : min(end, m.end() + _MAX_BODY)]
            role = _SCRIPT_ROLE_RE.search(body)
            if role and _YOU_RE.search(role["msg"].lower()):
                hits.append(_hit(self.name, text, m.start(), end, "script: role-labelled message"))
                continue
            why = _comment_reads_as_instruction(text, m.end(), m.end() + len(body))
            if why is not None:
                hits.append(_hit(self.name, text, m.start(), end, f"script: {why}"))
        return hits
