"""Render and fingerprint a request, reusing the stable prefix across requests.

The stable prefix (tools, system, memory) is usually most of the request and the
same on every call; re-rendering and re-hashing it per request would cost more
than everything the request actually changes. So its plain text, its prefix
fingerprint, and the sha256 state of the root fingerprint after it are memoized
under a key made of what determines them (each stable block's content digest,
name, kind, source, trust and cut). Only the volatile tail is rendered and hashed
per request. The results are identical to rendering and hashing from scratch
(``tests/test_assembler.py`` checks this against :func:`~ctxstore.assembly.fingerprint.root_fingerprint`).
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from typing import TypeVar

from ctxstore.assembly.fingerprint import prefix_fingerprint, root_hasher
from ctxstore.assembly.render import BLOCK_SEPARATOR, Block, render_text
from ctxstore.assembly.sections import content_digest

_MEMO_LIMIT = 512
_SEP = BLOCK_SEPARATOR.encode("utf-8")

_prefixes: dict[tuple[object, ...], tuple[str, str]] = {}
_roots: dict[tuple[object, ...], hashlib._Hash] = {}
_lock = threading.Lock()

_V = TypeVar("_V")


def _block_key(b: Block) -> tuple[object, ...]:
    s = b.section
    # A cut body is a function of the content and the cut; keep the body itself then.
    return (
        content_digest(s),
        b.tier,
        b.trust,
        s.name,
        s.kind,
        s.source,
        b.cut_tokens,
        b.body if b.cut_tokens else None,
    )


def _remember(memo: dict[tuple[object, ...], _V], key: tuple[object, ...], value: _V) -> None:
    with _lock:
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()  # rare: only when many distinct prefixes are in use
        memo[key] = value


def render_and_fingerprint(
    blocks: Sequence[Block], model: str, template_version: str | None, snapshot_id: str | None
) -> tuple[str, str, str]:
    """(plain text, root fingerprint, prefix fingerprint) of the kept blocks."""
    stable = [b for b in blocks if b.tier.stable]
    volatile = [b for b in blocks if not b.tier.stable]
    key = (model, *(_block_key(b) for b in stable))
    cached = _prefixes.get(key)
    if cached is None:
        stable_text = BLOCK_SEPARATOR.join(b.plain() for b in stable)
        cached = (stable_text, prefix_fingerprint(model, stable_text))
        _remember(_prefixes, key, cached)
    stable_text, prefix_fp = cached

    root_key = (key, template_version, snapshot_id)
    primed = _roots.get(root_key)
    if primed is None:
        primed = root_hasher(model, template_version, snapshot_id)
        primed.update(stable_text.encode("utf-8"))
        _remember(_roots, root_key, primed)
    h = primed.copy()

    tail = render_text(volatile)
    if stable_text and tail:
        h.update(_SEP)
        text = stable_text + BLOCK_SEPARATOR + tail
    else:
        text = stable_text + tail
    h.update(tail.encode("utf-8"))
    return text, h.hexdigest(), prefix_fp
