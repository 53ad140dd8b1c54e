"""Deterministic trace sampling and first-occurrence tracking for full-text capture.

Why keyed on the trace ID: one request produces several spans, possibly in
several processes written in several languages; they must all agree on whether
this trace's text is kept, without talking to each other. The rule is a pure
function of the trace ID, simple enough to re-implement anywhere:

1. Take the trace ID as 32 lower-case hex characters (``0x`` prefix and
   surrounding whitespace removed; upper case is lowered), ASCII-encoded.
2. ``d = sha256(those 32 bytes)``.
3. ``x = big-endian unsigned 64-bit integer of d[0:8]``.
4. The trace is sampled iff ``(x >> 11) / 2**53 < rate``.

Step 4 uses the top 53 bits so the comparison is exact in IEEE-754 doubles (the
number type of JavaScript and JSON), not just in Python. Rate 0 keeps nothing,
rate 1 keeps everything. Hashing first (rather than reading the trace ID's own
bits, as OpenTelemetry's ratio sampler does) keeps the decision uniform even when
an upstream system produces non-random trace IDs.

Why :class:`SeenHashes`: the first occurrence of a new section hash is always
kept, so every change can be diffed. A process cannot ask the store on every
request whether it has a hash, so it remembers the hashes it already captured
in a bounded LRU set. After a restart or an eviction a hash is "new" again and
its text is captured once more: the store deduplicates blobs by hash, so this
costs a write, never a second copy.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict

__all__ = ["DEFAULT_SEEN_CAPACITY", "SeenHashes", "normalize_trace_id", "trace_sampled"]

DEFAULT_SEEN_CAPACITY = 100_000


def normalize_trace_id(trace_id: str | int) -> str:
    """The canonical 32-hex form; accepts an int (as OpenTelemetry's SpanContext holds it)."""
    if isinstance(trace_id, int):
        if trace_id < 0 or trace_id >= 1 << 128:
            raise ValueError(f"trace ID {trace_id} is not a 128-bit unsigned integer.")
        return f"{trace_id:032x}"
    text = trace_id.strip().lower()
    if text.startswith("0x"):
        text = text[2:]
    return text


def trace_sampled(trace_id: str | int, rate: float) -> bool:
    """Is this trace's text kept at ``rate``? Same answer in every process (see module doc)."""
    if not 0.0 <= rate <= 1.0:
        raise ValueError(f"sample rate must be between 0 and 1, got {rate!r}.")
    if rate <= 0.0:
        return False
    if rate >= 1.0:
        return True
    digest = hashlib.sha256(normalize_trace_id(trace_id).encode("ascii", "replace")).digest()
    x = int.from_bytes(digest[:8], "big")
    return (x >> 11) / 9007199254740992.0 < rate  # 2**53


class SeenHashes:
    """A bounded, thread-safe set of content hashes this process has already captured."""

    def __init__(self, capacity: int = DEFAULT_SEEN_CAPACITY) -> None:
        if capacity < 1:
            raise ValueError(f"SeenHashes capacity must be at least 1, got {capacity}.")
        self.capacity = capacity
        self._items: OrderedDict[str, None] = OrderedDict()
        self._lock = threading.Lock()

    def first_time(self, content_hash: str) -> bool:
        """True the first time a hash is offered (then remembered), False afterwards."""
        with self._lock:
            if content_hash in self._items:
                self._items.move_to_end(content_hash)
                return False
            self._items[content_hash] = None
            if len(self._items) > self.capacity:
                self._items.popitem(last=False)
            return True

    def forget(self, content_hash: str) -> None:
        """Undo a first_time() whose capture did not happen (e.g. the write failed)."""
        with self._lock:
            self._items.pop(content_hash, None)

    def __contains__(self, content_hash: object) -> bool:
        with self._lock:
            return content_hash in self._items

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
