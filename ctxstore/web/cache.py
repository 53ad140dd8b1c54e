"""A small cache of what-changed documents, keyed by the store's data version.

Why a cache in the web layer: an incident is discussed by sharing a link, so
the same report is opened again and again, and the engine's answer for a
fixed window cannot change until the store does. The key is the question (the
resolved window and baseline, filters, options, zone) plus the store's *data
version*: the newest and oldest assembly IDs (a write or a TTL purge moves
them) and the newest audit row with its details (every erasure, expiry and
hold writes one, and a purge updates its row after every batch, so a report
computed mid-purge is not served after it). Each is one index probe, so checking costs microseconds against the engine's
seconds. A stale answer is therefore impossible without the store changing
in a way that none of these record; anything else just misses.

Concurrent requests for the same key compute once (the others wait for the
first), so a link pasted into a busy channel does not run the engine N times.
"""

from __future__ import annotations

import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

from sqlalchemy import Engine, func, select

from ctxstore.db.models import assemblies, audit_log

DataVersion = tuple[int | None, int | None, int | None, str]


def data_version(engine: Engine) -> DataVersion:
    """(newest assembly ID, oldest assembly ID, newest audit ID, its details): index probes."""
    a, log = assemblies.c, audit_log.c
    with engine.connect() as conn:
        # One aggregate per subquery: SQLite answers a lone min() or max() from the index,
        # but scans the table for both in one SELECT.
        newest, oldest = conn.execute(
            select(
                select(func.max(a.id)).scalar_subquery(), select(func.min(a.id)).scalar_subquery()
            )
        ).one()
        audit = conn.execute(select(log.id, log.details).order_by(log.id.desc()).limit(1)).first()
    if audit is None:
        return (newest, oldest, None, "")
    return (newest, oldest, audit[0], json.dumps(audit[1], sort_keys=True, default=str))


class ReportCache:
    """Least-recently-used documents, at most ``size``; thread-safe, one computation per key."""

    def __init__(self, engine: Engine, size: int = 16) -> None:
        self.engine = engine
        self.size = size
        self._docs: OrderedDict[Hashable, dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()
        self._inflight: dict[Hashable, threading.Lock] = {}
        self.hits = 0
        self.misses = 0

    def get(self, question: Hashable, compute: Callable[[], dict[str, Any]]) -> dict[str, Any]:
        key = (data_version(self.engine), question)
        with self._lock:
            doc = self._docs.get(key)
            if doc is not None:
                self._docs.move_to_end(key)
                self.hits += 1
                return doc
            gate = self._inflight.setdefault(key, threading.Lock())
        with gate:
            with self._lock:
                doc = self._docs.get(key)
                if doc is not None:  # computed while we waited
                    self.hits += 1
                    return doc
            try:
                doc = compute()  # an error is not cached: the next request tries again
            finally:
                with self._lock:
                    self._inflight.pop(key, None)
            with self._lock:
                self.misses += 1
                self._docs[key] = doc
                while len(self._docs) > self.size:
                    self._docs.popitem(last=False)
        return doc
