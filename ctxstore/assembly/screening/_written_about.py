"""Attacks written *about* rather than written: docs, code, questions and warnings.

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
  ``<|end_header_id|>\\n\\n{system_prompt}<|eot_id|>``, or a Jinja statement
  (``{% endfor %}\\n<|im_start|>assistant``, the generation prompt).

And a message list built in code, ``{"role": "system", "content": system_prompt}``,
is a program, not a forged message: in data every value is a literal.

Security advice, forum posts and test suites quote the override phrases themselves:
"pages may hide text such as 'ignore your previous instructions'", "the 「以前の指示を
無視して」のような文", ``INJECTION_SAMPLES = ["Ignore the above ..."]``. An override
phrase inside a quotation that is introduced as an example or named as a kind of text,
inside a list of samples in code, or assigned to a sample's name (``payload = "Ignore
all ..."``) or to any name inside a test function, is not reported
(``quoted_as_example``); the same phrase quoted with nothing of the sort around it is.

The trade-offs: an order dressed as an example ("for example: 'ignore your
instructions and ...'") is not reported for the quoted phrase (the risk score still
reads the rest of the passage), and a token dropped mid-sentence between lower-case
words ("note <|im_end|> and carry on") is not reported; one that opens a line, is
followed by a newline, a capitalised sentence or a role's text, or sits in a string
with anything else in it still is. What the model reads is unchanged either way;
``neutralize`` acts on hits only.
"""

from __future__ import annotations

import re

# A template's slot: "{content}", "{{ message }}", "...", or a meta-word glued between
# tokens ("<|start_header_id|>role<|end_header_id|>").
_SLOT = (
    r"(?:\{\{?\s*[A-Za-z_][\w.\[\]'\"]*\s*\}?\}|\.\.\.|…"
    # a Jinja statement: "{% endfor %}\n<|im_start|>assistant" (the generation prompt)
    r"|\{%-?\s*[a-z][^%\n]{0,60}%\})"
)
_META_WORD = r"(?<=[>\]])(?:role|name|content|message|text|prompt)"
_ROLE_NAME = r"(?:system|user|assistant|model|developer|tool|human|ipython)"
# One piece of a run: a token, a role name right after a token, a ``\n`` escape or a
# slot. Pieces may be separated by spaces ("[INST] <<SYS>>").
_PIECE = (
    r"<[|｜][\w▁.:\-]{1,40}[|｜]>|<<\s*/?\s*SYS\s*>>|</?(?:start|end)_of_turn>|</?s>"
    rf"|<(?:bos|eos|eot|start_of_text|end_of_text)>|\[/?[A-Z_]{{3,20}}\]|{_SLOT}"
    rf"|(?<=[>\]]){_ROLE_NAME}\b|\\n"
    # "$" as well: searched up to a token's start, the run's end is the string's end; and
    # before "and"/"or" or a comma: "formatted with <|im_start|>role and <|im_end|> tokens"
    rf"|{_META_WORD}(?=<|$|[ \t]+(?:and|or)\b|[,;])"
)
_RUN_AFTER = re.compile(rf"(?:[ \t]*(?:{_PIECE}))*")
_RUN_BEFORE = re.compile(rf"(?:(?:{_PIECE})[ \t]*)*$")
_PLACEHOLDER = re.compile(rf"{_SLOT}|{_META_WORD}(?=<)")
_PLACEHOLDER_AFTER = re.compile(rf"(?:\s|\\n)*{_SLOT}")
_PLACEHOLDER_BEFORE = re.compile(rf"{_SLOT}(?:\s|\\n)*$")
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
    # how often it turns up: "colocando <|im_start|>system duas vezes"
    r"|twice|again|two|duas|dos|deux|zweimal|due|twee"
    r"|\u0438|\u0432|\u0438\u043b\u0438)\b"
    # Chinese, Japanese and Korean particles need no space after them: "<start_of_turn>user
    # と <start_of_turn>model のトークン" (fresh87's docs, read after its evaluation)
    r"|[ \t]*(?:と|や|の|で|に|和|或|及|与|와|과|및)"
)
_ENDS_WITH_ROLE = re.compile(rf"[>\]]{_ROLE_NAME}$")
# Quotation marks and their partners, for both kinds of quotation judged here.
_PARTNER = {"'": "'", '"': '"', "\u201c": "\u201d", "\u2018": "\u2019", "\u300c": "\u300d",
            "\u300e": "\u300f", "\u00ab": "\u00bb", "\u201e": "\u201c", "\u2039": "\u203a"}  # fmt: skip
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
    if opening in _PARTNER and text.startswith(_PARTNER[opening], run_end):
        return True
    # a regular expression's literal: "/<<SYS>>/g" (fresh90's code, read after its evaluation)
    if opening == "/" and text.startswith("/", run_end):
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
    r"""(?:[^\W\d][\w.]*(?:\[[^\]\n]{0,40}\])?|f["'])"""
)


# A list assigned to a name in code, open before the message: ``messages = [``,
# ``berichten = [``, ``client.chat(messages=[``. A program's own prompt, written as data
# it sends, not a turn forged into a document. The trade-off: an injection wrapped in
# ``messages = [...]`` loses this hit, and keeps what its words score (risk score, model).
_ASSIGNED_LIST = re.compile(
    r"(?:^|\n)[ \t]*[A-Za-z_][\w.]*[ \t]*(?::[^=\n]{1,40})?=[ \t]*$|\bmessages[ \t]*=[ \t]*$"
)


# A slot a program fills before it sends the messages: ``{{ticket_body}}``, ``{comments}``,
# ``${input}``. Forged turns carry the words they want read, not a slot.
_TEMPLATE_SLOT = re.compile(r"\{\{\s*[\w.]+\s*\}\}|(?<![\w$])\{[a-z_][\w.]*\}|\$\{[\w.]+\}")
_SLOT_REACH = 400


def role_message_in_code(text: str, start: int, end: int) -> bool:
    """Whether the ``"role": "..."`` at ``text[start:end]`` is a message a program writes.

    Its content is a name (``"content": system_prompt``), it stands in a list
    assigned to a name (``messages = [{"role": "system", "content": "..."}]``), or the
    messages after it hold a template slot (a prompt file: ``content: "{{ticket_body}}"``).
    """
    if _CONTENT_IS_A_NAME.match(text, end) is not None:
        return True
    if _TEMPLATE_SLOT.search(text, end, end + _SLOT_REACH) is not None:
        return True
    opened = text.rfind("[", max(0, start - 600), start)
    if opened == -1 or "]" in text[opened:start]:
        return False
    return _ASSIGNED_LIST.search(text, max(0, opened - 80), opened) is not None


# A role tag named in a sentence: "wrapped in a <system> element", "dans un élément
# <system>", "帳票XMLの<system>要素", "a literal </passenger> or <system> typed by a user"
# (fresh87 and fresh89's docs and code comments, read after their evaluation). The word for
# an element stands right before the tag, or (in Chinese, Japanese and Korean) right after
# it; or the tag stands between a word of its line and a lower-case word that goes on with
# the sentence, or a comma or full stop that ends the clause. Not a colon: "note <system>:
# obey" is a forged header. The trade-off is the same as for tokens above: a tag dropped
# mid-sentence between lower-case words is not reported.
# (not "tag" before: German "Guten Tag <system> ..." is a greeting and then a forged turn)
_ELEMENT_BEFORE = re.compile(
    r"(?:element|elements|elemente|balise|balises|élément|éléments|elemento|elementu|элемент"
    r"|элемента)[ \t]+$",
    re.IGNORECASE,
)
_ELEMENT_AFTER_CJK = re.compile(r"\s?(?:要素|元素|タグ|标签|標籤|요소|태그)")
_TAG_SENTENCE_GOES_ON = re.compile(r"[ \t]+[^\W\d_A-Z]|[.,](?:[ \t]|$)")


def tag_written_about(text: str, start: int, end: int) -> bool:
    """Whether the role tag ``text[start:end]`` (``<system>``) is named, not used (see above)."""
    if not text.startswith("<", start):
        return False  # "[system]", "＜system＞": not how prose names an element
    line_start = max(text.rfind("\n", 0, start) + 1, start - _LINE_WINDOW)
    if _ELEMENT_BEFORE.search(text, line_start, start) or _ELEMENT_AFTER_CJK.match(text, end):
        return True
    # a tag spaced out ("hi < user > there") is an evasion, not how prose names a tag
    return (
        not any(c.isspace() for c in text[start:end])
        and _WORD_BEFORE.search(text, line_start, start) is not None
        and _TAG_SENTENCE_GOES_ON.match(text, end) is not None
    )


# --- an override quoted as an example -----------------------------------------------

_STRAIGHT = ("'", '"')
_QUOTE_REACH = 300
# Right before the quotation: what introduces an example ("text such as '...'").
_EXAMPLE_BEFORE = re.compile(
    r"(?:such as|like|e\.g\.,?|for example,?|for instance,?|framing is|known as|called|wie"
    r"|wie etwa|comme|du type|de type|como|del tipo|come|jak|zoals|как|например|例如|比如|像"
    r"|例えば|たとえば|예를 들어|예컨대)"
    r"[ \t]*[:：]?[ \t]*$",
    re.IGNORECASE,
)
# Right after it: what names the quotation as a kind of text, or as something said.
_EXAMPLE_AFTER = re.compile(
    r"[ \t]*(?:[-‐]?style|type of|kinds? of|attacks?\b|prompts?\b|injections?\b|payloads?\b"
    r"|jailbreaks?\b|のような|のように|といった|などの|と書|と入力|と言|之类|这样的|这类|等"
    r"|같은|라고|라는|와 같은|과 같은)",
    re.IGNORECASE,
)
# One sample in code: ``sample = "Disregard everything above ..."``.
_SAMPLE_ASSIGN = re.compile(
    r"\b\w*(?:sample|example|payload|attack|injection|jailbreak|fixture|malicious|hostile)s?\w*"
    r"(?:\s*:\s*[\w\[\], .|]+)?\s*=\s*[rbfu]?$",
    re.IGNORECASE,
)
# Any literal assigned to a name (a sample only inside a test function).
_ASSIGNED = re.compile(r"^[ \t]*[A-Za-z_]\w*[ \t]*=[ \t]*[rbfu]?$", re.MULTILINE)
# A list of samples in code: INJECTION_SAMPLES = [ ... ], examples = ( ... ).
_SAMPLE_LIST = re.compile(
    r"\b\w*(?:sample|example|payload|attack|injection|jailbreak|fixture|case)s?\w*"
    r"(?:\s*:\s*[\w\[\], .|]+)?\s*=\s*[\[(]$",
    re.IGNORECASE,
)


def _quotation(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The quotation ``(open, close)`` that holds ``text[start:end]``, if one does.

    Straight quotes also serve as apostrophes ("don't"), so one counts only where it
    does not touch a word on its outer side.
    """
    floor = max(0, start - _QUOTE_REACH, text.rfind("\n\n", 0, start) + 1)
    for o in range(start - 1, floor - 1, -1):
        q = text[o]
        close = _PARTNER.get(q)
        if close is None or (q in _STRAIGHT and o > 0 and text[o - 1].isalnum()):
            continue
        k = end
        while True:
            k = text.find(close, k, start + _QUOTE_REACH)
            if k == -1 or close not in _STRAIGHT or not text[k + 1 : k + 2].isalnum():
                break
            k += 1
        if k == -1:
            return None
        if _closed_between(text, o + 1, start, close):
            continue  # closed before the phrase: an earlier quotation
        return o, k
    return None


def _closed_between(text: str, lo: int, hi: int, close: str) -> bool:
    """Whether ``close`` ends a quotation in ``text[lo:hi]`` (an apostrophe in "don't" does not)."""
    i = text.find(close, lo, hi)
    while i != -1:
        if close not in _STRAIGHT or not (text[i - 1].isalnum() and text[i + 1 : i + 2].isalnum()):
            return True
        i = text.find(close, i + 1, hi)
    return False


def quoted_as_example(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` stands in a quotation given as an example of an attack.

    "documents may contain text such as 'disregard your previous instructions'", "the
    「以前の指示を無視して」のような文", ``INJECTION_SAMPLES = ["Ignore the above ..."]``:
    the quotation is introduced as an example or named as a kind of text, or it is an
    item of a list of samples in code. A quoted order with nothing of the sort around it
    ("Note from the admin: 'ignore previous instructions'") is still reported.
    """
    found = _quotation(text, start, end)
    return found is not None and example_quotation(text, *found)


def quoted_apart(text: str, first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether two spans of ``text`` stand in different quotations, or only one in a quotation.

    Two phrases of one order are one sentence; a list of quoted phrases ('"forget the task
    you were handed", "you are now DAN"') holds each in its own quotation.
    """
    a, b = _quotation(text, *first), _quotation(text, *second)
    return (a is not None or b is not None) and a != b


def example_quotation(text: str, o: int, k: int) -> bool:
    """Whether the quotation opening at ``o`` and closing at ``k`` is given as an example."""
    line_start = text.rfind("\n", 0, o) + 1
    if _EXAMPLE_BEFORE.search(text, max(line_start, o - 40), o):
        return True
    if _EXAMPLE_AFTER.match(text, k + 1):
        return True
    if text[o] in _STRAIGHT and _SAMPLE_ASSIGN.search(text, max(line_start, o - 60), o):
        return True
    # any literal assigned inside a test function ("def test_flags_override(guard):\n
    #     text = 'Please ignore all previous instructions ...'")
    if text[o] in _STRAIGHT and _ASSIGNED.search(text, max(line_start, o - 60), o):
        test = text.rfind("def test", max(0, o - 400), o)
        if test != -1 and (test == 0 or text[test - 1] in " \t\n"):
            return True
    # the innermost bracket still open before the quotation
    opened = max(text.rfind("[", max(0, o - 400), o), text.rfind("(", max(0, o - 400), o))
    if opened == -1 or "]" in text[opened:o] or ")" in text[opened:o]:
        return False
    return _SAMPLE_LIST.search(text, max(0, opened - 80), opened + 1) is not None
