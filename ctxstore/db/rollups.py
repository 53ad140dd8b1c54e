"""Hourly rollups: the pre-aggregated counts ``what-changed`` reads.

Comparing two time windows over raw rows costs O(requests); over hourly counts
per (filter columns, dimension, value) it costs O(distinct values). The writer
folds every batch into these counts inside the same transaction as the raw
rows, so the rollups can never disagree with what was recorded.

Token totals are bucketed on a log scale (each bucket ~2% wide) so a window's
token distribution is a few hundred rows however many requests it holds. The
bucket boundaries are integers computed with integer arithmetic, so every
process (and the ``0002`` migration's backfill) agrees on them exactly.

Sections whose content differs on every request by nature (:data:`PER_REQUEST_KINDS`:
the user's question, the conversation so far) are counted by presence, under the
value :data:`PER_REQUEST_VALUE`, not per content hash. Their hashes carry no
signal for ``what-changed`` (the readers collapse them the same way), and one
row per hash would make the table, and every report over it, grow with traffic
instead of with distinct values. Raw ``assembly_sections`` rows keep the hashes.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime

from ctxstore.records import AssemblyRecord

ROLLUP_DIMENSIONS: tuple[str, ...] = (
    "model_id",
    "template_version",
    "snapshot_id",
    "tokenizer",
    "section",
    "tokens_total",
    "dropped",
    "exact",
    "screening",
)
"""Every value the ``dimension`` column of ``rollup_hourly`` takes."""

BUCKET_WIDTH = 12  # digits in a bucket label; zero padding makes text order numeric order
_LIMIT = 10**BUCKET_WIDTH


def _boundaries() -> tuple[int, ...]:
    # Next lower bound is 2% above the previous one (rounded up), and at least +1,
    # so small counts get exact one-token buckets.
    bounds = [0, 1]
    while bounds[-1] < _LIMIT:
        b = bounds[-1]
        bounds.append(max(b + 1, (b * 102 + 99) // 100))
    return tuple(bounds)


_BOUNDS = _boundaries()


def token_bucket(n: int) -> str:
    """The label of the ~2%-wide bucket holding ``n`` tokens: its lower bound, zero-padded."""
    if n <= 0:
        return f"{0:0{BUCKET_WIDTH}d}"
    i = min(bisect_right(_BOUNDS, n) - 1, len(_BOUNDS) - 2)
    return f"{_BOUNDS[i]:0{BUCKET_WIDTH}d}"


def bucket_bounds(label: str) -> tuple[int, int]:
    """``(lo, hi)`` of a bucket label: it holds token totals ``lo <= n < hi``."""
    lo = int(label)
    i = bisect_right(_BOUNDS, lo) - 1
    if i < 0 or _BOUNDS[i] != lo:
        raise ValueError(f"{label!r} is not a token bucket label")
    return lo, _BOUNDS[i + 1]


PER_REQUEST_KINDS: tuple[str, ...] = ("ask", "history")
"""Section kinds rolled up by presence (value :data:`PER_REQUEST_VALUE`), not by hash."""

PER_REQUEST_VALUE = "*"
"""The rollup ``value`` of every section of a kind in :data:`PER_REQUEST_KINDS`."""


def section_value(kind: str, content_hash: str) -> str:
    """The rollup ``value`` of a section: its hash, or presence for per-request kinds."""
    return PER_REQUEST_VALUE if kind in PER_REQUEST_KINDS else content_hash


RollupKey = tuple[datetime, str, str, str, str, str, str, str, str, str]
"""(hour, service, environment, tenant, model_id, template_version, dimension,
section_name, section_kind, value): the unique key of ``rollup_hourly``."""


@dataclass(slots=True)
class _Tally:
    """One rollup key's running count and time range (mutated in place per record)."""

    count: int
    first: datetime
    last: datetime


class RollupAccumulator:
    """Counts of one batch, one entry per distinct rollup key (one upsert row each)."""

    def __init__(self) -> None:
        self.counts: dict[RollupKey, _Tally] = {}

    def _bump(self, key: RollupKey, ts: datetime) -> None:
        entry = self.counts.get(key)
        if entry is None:
            self.counts[key] = _Tally(1, ts, ts)
            return
        entry.count += 1
        if ts < entry.first:
            entry.first = ts
        if ts > entry.last:
            entry.last = ts

    def add(self, record: AssemblyRecord) -> None:
        ts = record.timestamp
        hour = ts.replace(minute=0, second=0, microsecond=0)
        base = (
            hour,
            record.service or "",
            record.environment or "",
            record.tenant or "",
            record.model_id,
            record.template_version or "",
        )
        for dimension, value in (
            ("model_id", record.model_id),
            ("template_version", record.template_version or ""),
            ("snapshot_id", record.snapshot_id or ""),
            ("tokenizer", record.tokenizer),
            ("tokens_total", token_bucket(record.tokens_total)),
            ("dropped", "true" if record.dropped_count > 0 else "false"),
            ("exact", "true" if record.tokens_exact else "false"),
            ("screening", "true" if record.screening_hits > 0 else "false"),
        ):
            self._bump((*base, dimension, "", "", value), ts)
        for section in record.sections:
            value = section_value(section.kind, section.content_hash)
            self._bump((*base, "section", section.name, section.kind, value), ts)

    def extend(self, records: Iterable[AssemblyRecord]) -> None:
        for record in records:
            self.add(record)

    def rows(self) -> list[dict[str, object]]:
        """Plain dicts for an executemany upsert, sorted by key so concurrent
        PostgreSQL writers lock rows in the same order (no deadlocks)."""
        out = []
        for key in sorted(self.counts):
            tally = self.counts[key]
            out.append(
                {
                    "hour": key[0],
                    "service": key[1],
                    "environment": key[2],
                    "tenant": key[3],
                    "model_id": key[4],
                    "template_version": key[5],
                    "dimension": key[6],
                    "section_name": key[7],
                    "section_kind": key[8],
                    "value": key[9],
                    "count": tally.count,
                    "first_seen": tally.first,
                    "last_seen": tally.last,
                }
            )
        return out
