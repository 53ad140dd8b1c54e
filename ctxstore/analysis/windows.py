"""What ``what-changed`` knows about one time window: counts per value, plus when.

Why a separate module: these are the engine's *inputs*, built by the readers
(:mod:`ctxstore.analysis.readers`) from hourly rollups or raw rows, and by the
scenario tests straight from :class:`~ctxstore.db.rollups.RollupAccumulator`
rows. Both readers feed rows of one shape (dimension, section name, kind,
value, count, first seen, last seen) into a :class:`WindowBuilder`, so merging
the rollups of whole hours with raw rows of a partial edge hour is addition,
and every statistic downstream works from counts alone.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from functools import cached_property

FIXED_DIMENSIONS: tuple[str, ...] = ("model_id", "template_version", "snapshot_id", "tokenizer")
"""Per-assembly dimensions compared value by value (sections are compared by name)."""

STABLE_KINDS: frozenset[str] = frozenset({"tools", "system", "memory"})
"""Section kinds that form the cacheable prefix and should not change per request."""

FLAG_METRICS: tuple[str, ...] = ("dropped", "exact", "screening", "truncated")
"""Per-assembly yes/no rollups (value ``"true"``/``"false"``)."""

OUTCOME_DIMENSION = "section_outcome"
"""Rollup rows counting sections by a non-``kept`` outcome (dropped, truncated, deduped)."""

HOUR = timedelta(hours=1)
_TICK = timedelta(microseconds=1)

SeriesKey = tuple[str, str | None]
"""``(dimension, section name)``; the name is ``None`` except for ``section``."""


@dataclass(frozen=True, slots=True)
class ValueStat:
    """How often one value occurred in one window, and when."""

    count: int
    first_seen: datetime
    last_seen: datetime


@dataclass(frozen=True, slots=True)
class Series:
    """The distribution of one dimension (or one section, by name) in one window."""

    dimension: str
    section: str | None
    kind: str | None
    values: Mapping[str, ValueStat]

    @property
    def occurrences(self) -> int:
        return sum(v.count for v in self.values.values())

    @property
    def first_seen(self) -> datetime:
        return min(v.first_seen for v in self.values.values())

    @property
    def last_seen(self) -> datetime:
        return max(v.last_seen for v in self.values.values())


@dataclass(frozen=True)
class WindowStats:
    """Everything ``what-changed`` needs to know about one time window."""

    since: datetime
    until: datetime
    assemblies: int
    series: Mapping[SeriesKey, Series]
    tokens: Mapping[str, int] = field(default_factory=dict)  # token bucket label -> count
    flags: Mapping[str, Mapping[str, int]] = field(default_factory=dict)  # dropped/exact/...
    outcomes: Mapping[str, Mapping[str, int]] = field(default_factory=dict)  # name -> outcome -> n
    hours: Mapping[datetime, int] = field(default_factory=dict)  # UTC hour -> assemblies
    # UTC hour -> (first, last) assembly in it: traffic is spread over that span, not the
    # whole hour, so the end of recorded traffic is not mistaken for a quiet stretch.
    hour_spans: Mapping[datetime, tuple[datetime, datetime]] = field(default_factory=dict)

    def traffic_between(self, start: datetime, end: datetime) -> float:
        """Assemblies in ``[start, end)``, spreading each hour's count evenly over its part
        inside the window (rollups know hours, not minutes). O(log hours)."""
        if end <= start:
            return 0.0
        # Most calls ask "how much traffic followed": the window's total is computed once.
        upto = self._traffic_to_until if end == self.until else self._traffic_before(end)
        return upto - self._traffic_before(start)

    @cached_property
    def _traffic_to_until(self) -> float:
        return self._traffic_before(self.until)

    @cached_property
    def _segments(self) -> tuple[list[datetime], list[datetime], list[int], list[float]]:
        # (starts, ends, counts, cumulative before) of each hour clipped to the window.
        starts: list[datetime] = []
        ends: list[datetime] = []
        counts: list[int] = []
        before: list[float] = []
        total = 0.0
        for hour in sorted(self.hours):
            first, last = self.hour_spans.get(hour, (hour, hour + HOUR - _TICK))
            lo, hi = max(first, self.since), min(last + _TICK, self.until)
            if hi <= lo:
                continue
            starts.append(lo)
            ends.append(hi)
            counts.append(self.hours[hour])
            before.append(total)
            total += self.hours[hour]
        return starts, ends, counts, before

    def _traffic_before(self, t: datetime) -> float:
        starts, ends, counts, before = self._segments
        i = bisect_right(starts, t) - 1
        if i < 0:
            return 0.0
        if t >= ends[i]:
            return before[i] + counts[i]
        span = (ends[i] - starts[i]).total_seconds()
        return before[i] + counts[i] * (t - starts[i]).total_seconds() / span


class _Acc:
    __slots__ = ("count", "first", "last")

    def __init__(self, count: int, first: datetime, last: datetime) -> None:
        self.count, self.first, self.last = count, first, last


def floor_hour(t: datetime) -> datetime:
    return t.astimezone(UTC).replace(minute=0, second=0, microsecond=0)


class WindowBuilder:
    """Accumulates rollup-shaped rows into a :class:`WindowStats`.

    Assemblies per hour come from the ``model_id`` rows (one per assembly) when
    the caller passes the row's ``hour``; readers that cannot (a raw edge
    inside one hour) pass the hour of the edge.
    """

    def __init__(self, since: datetime, until: datetime) -> None:
        self.since = since.astimezone(UTC)
        self.until = until.astimezone(UTC)
        self._values: dict[tuple[str, str, str], dict[str, _Acc]] = {}
        self._tokens: dict[str, int] = {}
        self._flags: dict[str, dict[str, int]] = {}
        self._outcomes: dict[str, dict[str, int]] = {}
        self._hours: dict[datetime, int] = {}
        self._spans: dict[datetime, tuple[datetime, datetime]] = {}
        self._assemblies = 0

    def add(
        self,
        dimension: str,
        section_name: str,
        section_kind: str,
        value: str,
        count: int,
        first_seen: datetime,
        last_seen: datetime,
        hour: datetime | None = None,
    ) -> None:
        if count <= 0:
            return
        if dimension == "tokens_total":
            self._tokens[value] = self._tokens.get(value, 0) + count
            return
        if dimension in FLAG_METRICS:
            flags = self._flags.setdefault(dimension, {})
            flags[value] = flags.get(value, 0) + count
            return
        if dimension == OUTCOME_DIMENSION:
            per = self._outcomes.setdefault(section_name, {})
            per[value] = per.get(value, 0) + count
            return
        if dimension == "model_id":
            self._assemblies += count
            h = floor_hour(hour if hour is not None else first_seen)
            self._hours[h] = self._hours.get(h, 0) + count
            span = self._spans.get(h)
            first_utc, last_utc = first_seen.astimezone(UTC), last_seen.astimezone(UTC)
            if span is None:
                self._spans[h] = (first_utc, last_utc)
            else:
                self._spans[h] = (min(span[0], first_utc), max(span[1], last_utc))
        bucket = self._values.setdefault((dimension, section_name, section_kind), {})
        acc = bucket.get(value)
        if acc is None:
            bucket[value] = _Acc(count, first_seen, last_seen)
            return
        acc.count += count
        acc.first = min(acc.first, first_seen)
        acc.last = max(acc.last, last_seen)

    def build(self) -> WindowStats:
        merged: dict[SeriesKey, dict[str, ValueStat]] = {}
        kinds: dict[SeriesKey, dict[str, int]] = {}
        for (dimension, name, kind), values in self._values.items():
            key: SeriesKey = (dimension, name if dimension == "section" else None)
            target = merged.setdefault(key, {})
            if dimension == "section":
                per_kind = kinds.setdefault(key, {})
                per_kind[kind] = per_kind.get(kind, 0) + sum(a.count for a in values.values())
            for value, acc in values.items():
                old = target.get(value)
                if old is None:
                    target[value] = ValueStat(acc.count, acc.first, acc.last)
                else:
                    target[value] = ValueStat(
                        old.count + acc.count,
                        min(old.first_seen, acc.first),
                        max(old.last_seen, acc.last),
                    )
        series: dict[SeriesKey, Series] = {}
        for key, stats in merged.items():
            usual: str | None = None
            if key in kinds:
                # A name recorded under two kinds is rare; report the usual one.
                usual = sorted(kinds[key].items(), key=lambda kv: (-kv[1], kv[0]))[0][0]
            series[key] = Series(key[0], key[1], usual, stats)
        return WindowStats(
            since=self.since,
            until=self.until,
            assemblies=self._assemblies,
            series=series,
            tokens=dict(self._tokens),
            flags={k: dict(v) for k, v in self._flags.items()},
            outcomes={k: dict(v) for k, v in self._outcomes.items()},
            hours=dict(self._hours),
            hour_spans=dict(self._spans),
        )


def stats_from_rows(
    since: datetime,
    until: datetime,
    rows: Iterable[tuple[str, str, str, str, int, datetime, datetime]],
) -> WindowStats:
    """Build a :class:`WindowStats` from rollup-shaped rows (handy for tests and readers)."""
    builder = WindowBuilder(since, until)
    for row in rows:
        builder.add(*row)
    return builder.build()


def stats_from_rollups(
    since: datetime, until: datetime, rows: Iterable[Mapping[str, object]]
) -> WindowStats:
    """Build a window from ``RollupAccumulator.rows()`` dicts whose hour lies in ``[since, until)``.

    The scenario suite uses it to run the engine on exactly what the writer
    would store, without a database.
    """
    builder = WindowBuilder(since, until)
    lo, hi = since.astimezone(UTC), until.astimezone(UTC)
    for r in rows:
        hour = r["hour"]
        assert isinstance(hour, datetime)
        if not lo <= hour.astimezone(UTC) < hi:
            continue
        builder.add(
            str(r["dimension"]),
            str(r["section_name"]),
            str(r["section_kind"]),
            str(r["value"]),
            int(r["count"]),  # type: ignore[call-overload]
            r["first_seen"],  # type: ignore[arg-type]
            r["last_seen"],  # type: ignore[arg-type]
            hour,
        )
    return builder.build()
