"""The partial hours at a window's edges, read mostly from the hour's rollups.

Why: rollups hold whole hours, so a window that starts off the hour (``--since
7d`` at 14:37) needs part of an hour, which used to be read from raw rows: a
cost that follows traffic, not distinct values (PostgreSQL's 4M-assembly
report took ~2x the 1M one because of it). The default baseline ends where the
window starts, so one report splits the same hour in two. Here the shorter
part of a split hour is read from raw rows (once per report: both windows share
the read) and the longer part is the hour's rollups minus it:

* counts subtract exactly: the rollups are the raw rows' aggregate (the writer
  keeps them in the ingest transaction, retention rebuilds them with the rows);
* a value seen on one side of the split keeps the hour row's first and last
  sighting, and so does one seen once on the wanted side (that sighting is the
  hour's last, or first for the earlier part): most of a large knowledge base's
  chunks in a split hour;
* a value seen on both sides keeps the hour's first sighting (or last, for the
  later part); the end facing the split (its last sighting before the split, or
  its first after) is found by reading raw rows outwards from the split in
  doubling steps, which for a common value (the system prompt, the model) ends
  within the first minute.

Token buckets, flags and section outcomes are counts only in a report, so only
value series are probed. When the rows disagree with the rollups (nothing
should make them), the part is read from raw rows as before.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from dataclasses import dataclass
from datetime import datetime, timedelta

from ctxstore.analysis.windows import FLAG_METRICS, OUTCOME_DIMENSION

HOUR = timedelta(hours=1)
FIRST_PROBE = timedelta(minutes=1)
"""The first raw read outwards from a split; each next one covers twice the time."""

Row = tuple[str, str, str, str, int, datetime, datetime, datetime | None]
Key = tuple[str, str, str, str]
RawReader = Callable[[datetime, datetime, bool], Iterable[Row]]
"""``(start, end, values_only)`` -> raw rows; ``values_only`` skips the count-only rows."""
RollupReader = Callable[[datetime, datetime], Iterable[Row]]

_COUNTS_ONLY = frozenset(("tokens_total", *FLAG_METRICS, OUTCOME_DIMENSION))


@dataclass(slots=True)
class _Acc:
    count: int
    first: datetime
    last: datetime


class EdgeReads:
    """Raw reads of partial hours, shared by the windows of one report (thread-safe:
    the windows are read concurrently, and the second to ask waits for the first)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._reads: dict[tuple[datetime, datetime], Future[list[Row]]] = {}

    def rows(self, start: datetime, end: datetime, read: Callable[[], Iterable[Row]]) -> list[Row]:
        with self._lock:
            future = self._reads.get((start, end))
            owner = future is None
            if future is None:
                future = self._reads[(start, end)] = Future()
        if owner:
            try:
                future.set_result(list(read()))
            except BaseException as exc:
                future.set_exception(exc)
                raise
        return future.result()


def edge_rows(
    hour: datetime,
    start: datetime,
    end: datetime,
    raw: RawReader,
    rollups: RollupReader,
    keep: Callable[[Row], bool],
    shared: EdgeReads | None = None,
) -> list[Row]:
    """The rows of ``[start, end)``, a part of ``hour`` that touches one of its ends
    or lies inside it, filtered by ``keep`` (see the module docstring)."""

    def read(a: datetime, b: datetime) -> list[Row]:
        if shared is None:
            return list(raw(a, b, False))
        return shared.rows(a, b, lambda: raw(a, b, False))

    top = hour + HOUR
    rest = (end, top) if start == hour else (hour, start)
    if (start > hour and end < top) or rest[1] - rest[0] >= end - start:
        # Inside the hour (two outer parts), or the shorter part: read it.
        return [row for row in read(start, end) if keep(row)]
    derived = _derive(
        hour,
        later=start > hour,
        split=start if start > hour else end,
        rest_rows=[row for row in read(*rest) if keep(row)],
        hour_rows=rollups(hour, top),
        raw=raw,
        keep=keep,
    )
    if derived is None:
        return [row for row in read(start, end) if keep(row)]
    return derived


def _derive(
    hour: datetime,
    *,
    later: bool,
    split: datetime,
    rest_rows: list[Row],
    hour_rows: Iterable[Row],
    raw: RawReader,
    keep: Callable[[Row], bool],
) -> list[Row] | None:
    """The hour's rows minus ``rest_rows`` (the other side of ``split``), or ``None``
    when they disagree. ``later``: the part wanted follows the split."""
    rest = _totals(rest_rows)
    parts: dict[Key, _Acc] = {}
    unknown: dict[Key, _Acc] = {}
    for key, whole in _totals(hour_rows).items():
        other = rest.pop(key, None)
        n = whole.count - (other.count if other is not None else 0)
        if n < 0:
            return None
        if n == 0:
            continue
        parts[key] = acc = _Acc(n, whole.first, whole.last)
        if n == 1:
            acc.first = acc.last = whole.last if later else whole.first
        elif other is not None and key[0] not in _COUNTS_ONLY:
            unknown[key] = acc
    if rest or (unknown and not _probe(hour, split, later, unknown, raw, keep)):
        return None
    return [
        (*key, a.count, a.first, a.last, hour if key[0] == "model_id" else None)
        for key, a in parts.items()
    ]


def _probe(
    hour: datetime,
    split: datetime,
    later: bool,
    unknown: dict[Key, _Acc],
    raw: RawReader,
    keep: Callable[[Row], bool],
) -> bool:
    """Fill in the sighting nearest ``split`` on the wanted side for each ``unknown``
    value, reading raw rows outwards in disjoint, doubling spans (the first span that
    holds a value holds its nearest sighting). False if the hour ran out first."""
    near, step = split, FIRST_PROBE
    while unknown:
        far = min(near + step, hour + HOUR) if later else max(near - step, hour)
        if far == near:
            return False
        span = (near, far) if later else (far, near)
        for key, seen in _totals(r for r in raw(*span, True) if keep(r)).items():
            acc = unknown.pop(key, None)
            if acc is not None and later:
                acc.first = seen.first
            elif acc is not None:
                acc.last = seen.last
        near, step = far, step * 2
    return True


def _totals(rows: Iterable[Row]) -> dict[Key, _Acc]:
    """Rows summed per (dimension, section, kind, value): count, first and last seen."""
    out: dict[Key, _Acc] = {}
    for dim, name, kind, value, count, first, last, _hour in rows:
        acc = out.get((dim, name, kind, value))
        if acc is None:
            out[(dim, name, kind, value)] = _Acc(count, first, last)
        else:
            acc.count += count
            acc.first = min(acc.first, first)
            acc.last = max(acc.last, last)
    return out
