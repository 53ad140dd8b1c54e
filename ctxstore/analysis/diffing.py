"""Diffs of section text and of whole assemblies, with the prompt-cache verdict.

Why the cache verdict lives next to the diff: the first question after "what
differs between these two requests" is "did that difference cost us the prompt
cache". Provider caches match an exact prefix, and the assembler puts stable
sections first, so the answer is the run of identical sections from the start,
in order: the tokens up to the first difference are the ones that could be
served from cache. It is an estimate (``~``): the stored per-section token
counts leave out the few tokens of fencing between blocks.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

MAX_DIFF_LINES = 200


def text_diff(
    old: str,
    new: str,
    *,
    old_label: str = "before",
    new_label: str = "after",
    context: int = 3,
    max_lines: int = MAX_DIFF_LINES,
) -> str:
    """A unified diff of two texts ('' when identical), cut at ``max_lines``.

    Tool schemas and history are stored as compact canonical JSON (one line);
    when both sides are JSON they are diffed pretty-printed, so a renamed
    parameter shows as one changed line instead of two walls of text.
    """
    a, b = _as_json(old), _as_json(new)
    if a is not None and b is not None:
        old = json.dumps(a, indent=2, sort_keys=True, ensure_ascii=False)
        new = json.dumps(b, indent=2, sort_keys=True, ensure_ascii=False)
    lines = list(
        difflib.unified_diff(
            # split("\n"), not splitlines(): a CRLF or a lone trailing newline is a
            # real difference (the hash changed) and must show in the diff.
            old.split("\n"),
            new.split("\n"),
            fromfile=old_label,
            tofile=new_label,
            n=context,
            lineterm="",
        )
    )
    if len(lines) > max_lines:
        hidden = len(lines) - max_lines
        lines = [*lines[:max_lines], f"… {hidden} more diff lines"]
    return "\n".join(lines)


def _as_json(text: str) -> Any:
    if text.lstrip()[:1] not in ("{", "["):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class SectionSide:
    """One section of a stored assembly, as the diff sees it."""

    position: int
    name: str
    kind: str
    content_hash: str
    tokens: int
    outcome: str
    text: str | None  # retained text, None when not kept


@dataclass(frozen=True, slots=True)
class SectionVerdict:
    name: str
    kind: str
    verdict: str  # same | changed | added | removed
    a: SectionSide | None
    b: SectionSide | None
    diff: str | None = None
    note: str | None = None


@dataclass(frozen=True, slots=True)
class CacheVerdict:
    same_model: bool
    identical_through: str | None  # last section of the identical prefix
    prefix_tokens: int  # ~tokens that would be cache hits
    first_difference: str | None  # the section where the prefixes part


@dataclass(frozen=True)
class AssemblyDiff:
    sections: tuple[SectionVerdict, ...]
    cache: CacheVerdict

    @property
    def identical(self) -> bool:
        return all(v.verdict == "same" for v in self.sections)


def _included(side: SectionSide) -> bool:
    return side.outcome in ("kept", "truncated")


def _keyed(sections: Sequence[SectionSide]) -> dict[tuple[str, int], SectionSide]:
    # Names may repeat within an assembly (several chunks of one document);
    # pair them by order of appearance.
    seen: dict[str, int] = {}
    out: dict[tuple[str, int], SectionSide] = {}
    for s in sorted(sections, key=lambda s: s.position):
        n = seen.get(s.name, 0)
        seen[s.name] = n + 1
        out[(s.name, n)] = s
    return out


def cache_verdict(
    a: Sequence[SectionSide], b: Sequence[SectionSide], *, model_a: str, model_b: str
) -> CacheVerdict:
    """How much of B's prompt repeats A's from the first token on."""
    if model_a != model_b:
        return CacheVerdict(False, None, 0, None)
    sa = [s for s in sorted(a, key=lambda s: s.position) if _included(s)]
    sb = [s for s in sorted(b, key=lambda s: s.position) if _included(s)]
    tokens, through, first_diff = 0, None, None
    for x, y in zip(sa, sb, strict=False):
        if (x.name, x.kind, x.content_hash) != (y.name, y.kind, y.content_hash):
            first_diff = y.name
            break
        tokens += y.tokens
        through = y.name
    else:
        if len(sa) != len(sb):
            longer = sb if len(sb) > len(sa) else sa
            first_diff = longer[min(len(sa), len(sb))].name
    return CacheVerdict(True, through, tokens, first_diff)


def diff_assemblies(
    a: Sequence[SectionSide],
    b: Sequence[SectionSide],
    *,
    model_a: str,
    model_b: str,
    context: int = 3,
) -> AssemblyDiff:
    """Section-by-section verdicts (in B's order, removed ones last) plus the cache verdict."""
    ka, kb = _keyed(a), _keyed(b)
    verdicts: list[SectionVerdict] = []
    for key in sorted(kb, key=lambda k: kb[k].position):
        y = kb[key]
        x = ka.get(key)
        if x is None:
            verdicts.append(SectionVerdict(y.name, y.kind, "added", None, y))
            continue
        if x.content_hash == y.content_hash:
            verdicts.append(SectionVerdict(y.name, y.kind, "same", x, y))
            continue
        if x.text is not None and y.text is not None:
            diff = text_diff(
                x.text, y.text, old_label=f"A {y.name}", new_label=f"B {y.name}", context=context
            )
            verdicts.append(SectionVerdict(y.name, y.kind, "changed", x, y, diff=diff))
        else:
            note = f"text not retained: hash {x.content_hash[:12]} → {y.content_hash[:12]}"
            verdicts.append(SectionVerdict(y.name, y.kind, "changed", x, y, note=note))
    for key in sorted(ka, key=lambda k: ka[k].position):
        if key not in kb:
            x = ka[key]
            verdicts.append(SectionVerdict(x.name, x.kind, "removed", x, None))
    return AssemblyDiff(tuple(verdicts), cache_verdict(a, b, model_a=model_a, model_b=model_b))
