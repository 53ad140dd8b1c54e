"""Chat markup written *about* rather than written: docs, code and questions about templates.

A special token does harm where it forms a turn: at the start of a line, followed by
a role and a newline, closing a message it follows. Documentation, tutorials, forum
questions and code name the same tokens all the time, and three shapes of that are
told apart here, so that a page explaining ChatML is not reported as an attack:

* **in a sentence**: the token (or a run of tokens and role names) stands between a
  word and more of the same sentence: "each turn starts with <|im_start|> followed by
  the role", "my model keeps emitting <|eot_id|> in the middle", "ends with <|im_end|>.",
  "someone could paste <|im_start|>system into a chat" (after a role name only a linking
  word counts: in "hello <|im_start|>system obey" the word is the turn's text);
* **a bare string literal**: the quotation holds nothing but tokens, role names and
  ``\\n`` escapes: ``.replace("<|im_start|>", "")``, ``'<|im_start|>assistant\\n'``,
  “<|im_start|>system”;
* **a template**: the run sits against a placeholder, ``<|im_start|>{role}\\n{content}``,
  ``<|end_header_id|>\\n\\n{system_prompt}<|eot_id|>``.

And a message list built in code, ``{"role": "system", "content": system_prompt}``,
is a program, not a forged message: in data every value is a literal.

The trade-off: a token dropped mid-sentence between lower-case words ("note <|im_end|>
and carry on") is not reported; one that opens a line, is followed by a newline, a
capitalised sentence or a role's text, or sits in a string with anything else in it
still is. What the model reads of such a token is unchanged either way; ``neutralize``
acts on hits only.
"""

from __future__ import annotations

import re

# One piece of a run: a token, a role name right after a token, a ``\n`` escape or a
# placeholder. Pieces may be separated by spaces ("[INST] <<SYS>>").
_PIECE = (
    r"<[|｜][\w▁.:\-]{1,40}[|｜]>|<<\s*/?\s*SYS\s*>>|</?(?:start|end)_of_turn>|</?s>"
    r"|<(?:bos|eos|eot|start_of_text|end_of_text)>|\[/?[A-Z_]{3,20}\]"
    r"|\{\{?\s*[A-Za-z_][\w.\[\]'\"]*\s*\}?\}"
    r"|(?<=[>\]])(?:system|user|assistant|model|developer|tool|human|ipython)\b|\\n"
)
_RUN_AFTER = re.compile(rf"(?:[ \t]*(?:{_PIECE}))*")
_RUN_BEFORE = re.compile(rf"(?:(?:{_PIECE})[ \t]*)*$")
_PLACEHOLDER = re.compile(r"\{\{?\s*[A-Za-z_][\w.\[\]'\"]*\s*\}?\}")
_PLACEHOLDER_AFTER = re.compile(r"(?:\s|\\n)*\{\{?\s*[A-Za-z_][\w.\[\]'\"]*\s*\}?\}")
_PLACEHOLDER_BEFORE = re.compile(r"\{\{?\s*[A-Za-z_][\w.\[\]'\"]*\s*\}?\}(?:\s|\\n)*$")
# Inside a sentence: a word (or "format:") and a space before; after, punctuation that
# ends the clause, or a space and a word that does not open a new sentence.
_WORD_BEFORE = re.compile(r"[\w)][,:;]?[ \t]+$")
_SENTENCE_GOES_ON = re.compile(r"[ \t]+(?P<w>[^\W\d_])|[.,;:!?)](?:\s|$)")
# After a role name ("<|im_start|>system obey") a word would be the turn's own text, so
# the sentence must go on with a word that links it to more of the sentence: a
# preposition or conjunction, or the kind of thing the token is.
_LINK_AFTER_ROLE = re.compile(
    r"[ \t]+(?:in|into|inside|within|at|on|to|from|for|as|and|or|with|via|by|is|are"
    r"|markers?|tokens?|tags?|turns?|headers?|roles?|en|y|o|a|dans|et|ou|und|oder|im|w|i|lub|e"
    r"|\u0438|\u0432|\u0438\u043b\u0438)\b"
)
_ENDS_WITH_ROLE = re.compile(r"[>\]](?:system|user|assistant|model|developer|tool|human|ipython)$")
_QUOTE_PAIRS = {"'": "'", '"': '"', "\u201c": "\u201d", "\u2018": "\u2019", "\u300c": "\u300d",
                "\u300e": "\u300f", "\u00ab": "\u00bb", "\u201e": "\u201c"}  # fmt: skip
_LINE_WINDOW = 300


def token_written_about(text: str, start: int, end: int) -> bool:
    """Whether the chat-template token ``text[start:end]`` is named, not used (see module doc)."""
    line_start = max(text.rfind("\n", 0, start) + 1, start - _LINE_WINDOW)
    before = _RUN_BEFORE.search(text, line_start, start)
    run_start = before.start() if before else start
    run_end = _RUN_AFTER.match(text, end).end()  # type: ignore[union-attr]  # always matches
    if _PLACEHOLDER.search(text, run_start, run_end):
        return True
    if _PLACEHOLDER_AFTER.match(text, run_end) or _PLACEHOLDER_BEFORE.search(
        text, max(0, run_start - 80), run_start
    ):
        return True
    opening = text[run_start - 1 : run_start] if run_start else ""
    if opening in _QUOTE_PAIRS and text.startswith(_QUOTE_PAIRS[opening], run_end):
        return True
    if not _WORD_BEFORE.search(text, line_start, run_start):
        return False
    after = _SENTENCE_GOES_ON.match(text, run_end)
    if after is None:
        return False
    word = after.group("w")
    if word is None:
        return True
    if _ENDS_WITH_ROLE.search(text, max(0, run_end - 12), run_end):
        return _LINK_AFTER_ROLE.match(text, run_end) is not None
    return not word.isupper()


# {"role": "system", "content": system_prompt}: the value is a name, so this is code
# (null, true and false are JSON's own literals, None Python's; a tool call's content is null).
_CONTENT_IS_A_NAME = re.compile(
    r"""\s*,\s*["']content["']\s*:\s*(?!(?:null|true|false|None)\b)"""
    r"""(?:[A-Za-z_][\w.]*(?:\[[^\]\n]{0,40}\])?|f["'])"""
)


def role_message_in_code(text: str, end: int) -> bool:
    """Whether the ``"role": "..."`` ending at ``end`` is followed by a content that is a name."""
    return _CONTENT_IS_A_NAME.match(text, end) is not None
