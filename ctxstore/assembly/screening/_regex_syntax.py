"""Reading a regex's own syntax: which characters are operators, at which group depth.

The risk signals split their patterns into top-level alternatives (``_signals``) and
the phrase families check that each alternative is a plain concatenation
(``_phrases``); both need to know which "|", "(" and ")" are syntax, not escaped and
not inside a character class.
"""

from __future__ import annotations


def outside_classes(source: str) -> list[tuple[int, str, int]]:
    """(offset, character, group depth) of each character of ``source`` that is
    regex syntax: not escaped, not inside a character class."""
    out: list[tuple[int, str, int]] = []
    depth = 0
    in_class = escaped = False
    for k, ch in enumerate(source):
        if escaped:
            escaped = False
        elif ch == "\\":
            escaped = True
        elif in_class:
            # a "]" first in the class (after "[" or "[^") is a member, not its end
            in_class = ch != "]" or source[k - 1] == "[" or source[k - 2 : k] == "[^"
        elif ch == "[":
            in_class = True
        else:
            if ch == ")":
                depth -= 1
            out.append((k, ch, depth))  # a parenthesis is at the depth around its group
            if ch == "(":
                depth += 1
    return out


def top_level_alternatives(source: str) -> list[str]:
    """``source`` cut at each "|" outside groups and character classes."""
    parts: list[str] = []
    start = 0
    for k, ch, depth in outside_classes(source):
        if ch == "|" and depth == 0:
            parts.append(source[start:k])
            start = k + 1
    parts.append(source[start:])
    assert "|".join(parts) == source
    return parts
