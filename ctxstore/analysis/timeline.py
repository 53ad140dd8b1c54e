"""Share of each value per hour or day: the picture of a switch-over.

Why a chart and not a table: a reindex or a canary is a change of *mix* over
time, and a stacked bar per bucket shows at a glance when the new value took
over and whether the old one is still around. Buckets are local hours or local
days (the reader's zone), built from the hourly rollups only, so the cost is
O(hours x values) whatever the traffic.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo
from typing import Any, Literal

from sqlalchemy import Engine, Select, func, select, union_all

from ctxstore.analysis.findings import Options
from ctxstore.analysis.readers import Filters, history_start, section_exists
from ctxstore.analysis.terminal import inert
from ctxstore.analysis.timewords import start_of_day
from ctxstore.analysis.windows import STABLE_KINDS
from ctxstore.db.models import rollup_daily, rollup_hourly, section_versions
from ctxstore.db.rollups import PER_REQUEST_VALUE, UNVERSIONED_KINDS
from ctxstore.errors import ConfigError

Granularity = Literal["hour", "day"]
DIMENSIONS = ("model_id", "template_version", "snapshot_id", "tokenizer")
OTHER = "(other)"
GLYPHS = "█▓▒░#%=+*o"
HOUR = timedelta(hours=1)
_VOLATILITY = Options()  # the engine's defaults: what "volatile" means here too


@dataclass(frozen=True, slots=True)
class Bucket:
    start: datetime  # local time
    total: int  # assemblies in the bucket
    counts: dict[str, int]  # value -> count (top values and OTHER)

    def share(self, value: str) -> float:
        return self.counts.get(value, 0) / self.total if self.total else 0.0


@dataclass(frozen=True, slots=True)
class TimelineMarker:
    """Something the chart should point at: a legend value's first sighting, or volatility."""

    at: datetime  # UTC
    text: str
    value: str | None  # the legend value it is about (None: the section as a whole)


@dataclass(frozen=True)
class Timeline:
    dimension: str
    section: str | None
    granularity: Granularity
    values: tuple[str, ...]  # legend order: biggest overall first, OTHER last
    buckets: tuple[Bucket, ...]
    markers: tuple[TimelineMarker, ...] = ()


def parse_dimension(text: str) -> tuple[str, str | None]:
    """``snapshot_id`` -> ("snapshot_id", None); ``section:system`` -> ("section", "system")."""
    if text.startswith("section:") and len(text) > len("section:"):
        return "section", text[len("section:") :]
    if text in DIMENSIONS:
        return text, None
    raise ConfigError(
        f"Unknown dimension {text!r}. Use one of {', '.join(DIMENSIONS)} or section:NAME "
        "(e.g. section:system)."
    )


def _bucket_start(hour: datetime, zone: tzinfo, granularity: Granularity) -> datetime:
    local = hour.astimezone(zone)
    if granularity == "hour":
        return local
    return start_of_day(local.date(), zone)


# --- the rollup queries ----------------------------------------------------------------
# Every query below aggregates in the database and returns O(hours x top values)
# rows, never one row per distinct value per hour: a section whose hash changes
# on every request has thousands of values an hour, and shipping those to Python
# was most of the page's time. Each uses the (dimension, hour) or
# (section_name, hour) index of rollup_hourly.

# Compaction (ctxstore.db.compaction) folds old hours into rollup_daily; a
# compacted day's counts sit at its first hour, as the other readers place them.
# One UNION ALL serves both tables, and both engines push each WHERE into its legs,
# so the indexes above still apply.
_ROLLUPS = union_all(
    select(rollup_hourly),
    select(
        *(
            rollup_daily.c.day.label("hour") if c.name == "hour" else rollup_daily.c[c.name]
            for c in rollup_hourly.c
        )
    ),
).subquery("rollups")

_FILTER_COLUMNS = {
    "service": _ROLLUPS.c.service,
    "environment": _ROLLUPS.c.environment,
    "tenant": _ROLLUPS.c.tenant,
    "model": _ROLLUPS.c.model_id,
    "template": _ROLLUPS.c.template_version,
}


def _floor_hour(t: datetime) -> datetime:
    return t.astimezone(UTC).replace(minute=0, second=0, microsecond=0)


def _ceil_hour(t: datetime) -> datetime:
    floor = _floor_hour(t)
    return floor if floor == t.astimezone(UTC) else floor + HOUR


def _scoped(
    q: Select[Any],
    dimension: str,
    section: str | None,
    filters: Filters,
    since: datetime | None,
    until: datetime | None,
) -> Select[Any]:
    r = _ROLLUPS.c
    q = q.where(r.dimension == dimension)
    if section is not None:
        q = q.where(r.section_name == section)
    if since is not None:
        q = q.where(r.hour >= _floor_hour(since))
    if until is not None:
        q = q.where(r.hour < _ceil_hour(until))
    for name, value in filters.pairs():
        if value is not None:
            q = q.where(_FILTER_COLUMNS[name] == value)
    return q


@dataclass(frozen=True)
class _Read:
    ranked: list[tuple[str, int]]  # top values, biggest first
    more: bool  # values beyond the top exist
    top_by_hour: list[tuple[datetime, str, int]]
    dim_by_hour: dict[datetime, tuple[int, int]]  # hour -> (count, distinct values)
    totals: dict[datetime, int]  # hour -> assemblies
    kind: str | None  # the section's kind (section timelines)


def _read(
    engine: Engine,
    dimension: str,
    section: str | None,
    since: datetime,
    until: datetime,
    top: int,
    filters: Filters,
) -> _Read:
    r = _ROLLUPS.c
    total = func.sum(r.count)
    with engine.connect() as conn:
        ranked_q = _scoped(select(r.value, total), dimension, section, filters, since, until)
        ranked_rows = conn.execute(
            ranked_q.group_by(r.value).order_by(total.desc(), r.value).limit(top + 1)
        ).all()
        ranked = sorted(((str(v), int(n)) for v, n in ranked_rows), key=lambda t: (-t[1], t[0]))
        keep = [v for v, _ in ranked[:top]]
        top_by_hour: list[tuple[datetime, str, int]] = []
        if keep:
            q = _scoped(select(r.hour, r.value, total), dimension, section, filters, since, until)
            rows = conn.execute(q.where(r.value.in_(keep)).group_by(r.hour, r.value))
            top_by_hour = [(h, str(v), int(n)) for h, v, n in rows]
        q = _scoped(
            select(r.hour, total, func.count(r.value.distinct())),
            dimension,
            section,
            filters,
            since,
            until,
        )
        dim_by_hour = {h: (int(n), int(d)) for h, n, d in conn.execute(q.group_by(r.hour))}
        # Every assembly has exactly one model_id rollup row: the bar's 100%.
        q = _scoped(select(r.hour, total), "model_id", None, filters, since, until)
        totals = {h: int(n) for h, n in conn.execute(q.group_by(r.hour))}
        kind = None
        if section is not None:
            kind = conn.execute(
                select(r.section_kind)
                .where(r.dimension == "section", r.section_name == section)
                .limit(1)
            ).scalar()
    return _Read(ranked[:top], len(ranked) > top, top_by_hour, dim_by_hour, totals, kind)


def _first_sightings(
    engine: Engine,
    dimension: str,
    section: str | None,
    values: Sequence[str],
    filters: Filters,
) -> dict[str, datetime]:
    """When each value was first recorded (over the whole history, not just the range)."""
    wanted = [v for v in values if v and v != PER_REQUEST_VALUE]
    if not wanted:
        return {}
    with engine.connect() as conn:
        if section is not None and not any(v is not None for _, v in filters.pairs()):
            sv = section_versions.c
            q = select(sv.content_hash, sv.first_seen).where(
                sv.section_name == section, sv.content_hash.in_(wanted)
            )
            found = {str(h): t for h, t in conn.execute(q)}
            if len(found) == len(wanted):
                return found
        r = _ROLLUPS.c
        q = _scoped(
            select(r.value, func.min(r.first_seen)), dimension, section, filters, None, None
        )
        rows: Iterable[Any] = conn.execute(q.where(r.value.in_(wanted)).group_by(r.value))
        return {str(v): t for v, t in rows}


def _volatile_onsets(dim_by_hour: dict[datetime, tuple[int, int]]) -> list[datetime]:
    """Hours where a section starts carrying a new hash on most requests (the first
    hour of the range counts when it already is: the range began inside it).

    The engine's rule (:mod:`ctxstore.analysis.volatility`) on one hour's
    rollups: at least ``volatile_min_distinct`` hashes, and more hashes than
    half the hour's requests (no single variant explains them).
    """
    onsets, previous = [], False
    for hour in sorted(dim_by_hour):
        count, distinct = dim_by_hour[hour]
        volatile = distinct >= _VOLATILITY.volatile_min_distinct and distinct * 2 > count
        if volatile and not previous:
            onsets.append(hour)
        previous = volatile
    return onsets


def _aware(t: datetime) -> datetime:
    return t if t.tzinfo is not None else t.replace(tzinfo=UTC)


def build_timeline(
    engine: Engine,
    dimension: str,
    section: str | None,
    since: datetime,
    until: datetime,
    *,
    zone: tzinfo,
    granularity: Granularity = "day",
    top: int = 6,
    filters: Filters = Filters(),  # noqa: B008 - frozen
) -> Timeline:
    """Each bucket's share per top value, plus markers where a value first appears in range.

    Markers are facts of the rollups, not a significance test: a top value whose
    first recorded sighting falls in the range, and (section timelines of a
    prefix kind) the hour a section turned volatile. ``what-changed`` over the
    same window says which of them matter.
    """
    if section is not None:
        exists, similar = section_exists(engine, section)
        if not exists:
            hint = f" Similar names: {', '.join(similar)}." if similar else ""
            raise ConfigError(
                f"No section named {section!r} is recorded in this store.{hint} "
                "Section names are listed by `ctxstore show TRACE_ID`."
            )
    read = _read(engine, dimension, section, since, until, top, filters)
    keep = {v for v, _ in read.ranked}
    buckets: dict[datetime, tuple[int, dict[str, int]]] = {}
    for hour, n in read.totals.items():
        key = _bucket_start(hour, zone, granularity)
        total, counts = buckets.get(key, (0, {}))
        buckets[key] = (total + n, counts)
    top_sum: dict[datetime, int] = {}
    for hour, value, n in read.top_by_hour:
        key = _bucket_start(hour, zone, granularity)
        _total, counts = buckets.setdefault(key, (0, {}))
        counts[value] = counts.get(value, 0) + n
        top_sum[hour] = top_sum.get(hour, 0) + n
    for hour, (n, _distinct) in read.dim_by_hour.items():
        rest = n - top_sum.get(hour, 0)
        if rest > 0:
            _total, counts = buckets.setdefault(_bucket_start(hour, zone, granularity), (0, {}))
            counts[OTHER] = counts.get(OTHER, 0) + rest
    out = _every_bucket(buckets, since, until, zone, granularity)
    legend = [v for v, _ in read.ranked]
    if read.more and any(OTHER in b.counts for b in out):
        legend.append(OTHER)
    markers = _markers(engine, dimension, section, keep, read, since, until, filters)
    return Timeline(dimension, section, granularity, tuple(legend), tuple(out), markers)


def _every_bucket(
    buckets: dict[datetime, tuple[int, dict[str, int]]],
    since: datetime,
    until: datetime,
    zone: tzinfo,
    granularity: Granularity,
) -> list[Bucket]:
    # Show every bucket in range, empty ones too: a gap in traffic is information.
    step = timedelta(hours=1) if granularity == "hour" else timedelta(days=1)
    cursor = _bucket_start(_floor_hour(since), zone, granularity)
    out: list[Bucket] = []
    while cursor < until:
        total, counts = buckets.get(cursor, (0, {}))
        out.append(Bucket(cursor, total, counts))
        nxt = cursor.astimezone(UTC) + step
        cursor = (
            _bucket_start(nxt, zone, granularity) if granularity == "day" else nxt.astimezone(zone)
        )
        if granularity == "day" and cursor <= out[-1].start:
            cursor = start_of_day(out[-1].start.date() + timedelta(days=1), zone)
    # Leading buckets before the first recorded assembly say nothing (a 7-day
    # timeline of a store started this morning would be a wall of dots); gaps
    # after traffic began are kept, they are information.
    while out and out[0].total == 0:
        out.pop(0)
    return out


def _markers(
    engine: Engine,
    dimension: str,
    section: str | None,
    keep: set[str],
    read: _Read,
    since: datetime,
    until: datetime,
    filters: Filters,
) -> tuple[TimelineMarker, ...]:
    lo, hi = since.astimezone(UTC), until.astimezone(UTC)
    # A value there in the store's first hour was not a change, it is where the record begins.
    began = history_start(engine, filters)
    first_hour = _floor_hour(_aware(began)) + HOUR if began is not None else lo
    out = []
    # Kinds whose text is new on nearly every request (asks, history, tool output) have no
    # "first sighting" worth marking, and no section_versions rows to find one cheaply.
    per_request = section is not None and read.kind in UNVERSIONED_KINDS
    sightings = (
        {} if per_request else _first_sightings(engine, dimension, section, sorted(keep), filters)
    )
    for value, at in sightings.items():
        at = _aware(at)
        if max(lo, first_hour) <= at < hi:
            label = value if dimension != "section" else value[:12]
            out.append(TimelineMarker(at, f"{label} first seen", value))
    if section is not None and read.kind in STABLE_KINDS:
        earliest = min(read.dim_by_hour, default=None)
        for h in _volatile_onsets(read.dim_by_hour):
            if h == earliest:
                out.append(TimelineMarker(lo, "volatile since before this range", None))
            else:
                out.append(TimelineMarker(_aware(h), "volatile: new hash on most requests", None))
    return tuple(sorted(out, key=lambda m: (m.at, m.text)))


def render_timeline(
    timeline: Timeline,
    *,
    width: int = 50,
    label: Callable[[str], str] = lambda v: v,
    colour: Callable[[str, int], str] = lambda text, i: text,
) -> str:
    """Stacked bars, one line per bucket; the unfilled part is traffic without the value."""
    glyph = {v: GLYPHS[i % len(GLYPHS)] for i, v in enumerate(timeline.values)}
    fmt = "%a %d %b %H:00" if timeline.granularity == "hour" else "%a %d %b"
    lines = []
    what = f"section {inert(timeline.section)}" if timeline.section else timeline.dimension
    lines.append(f"{what}: share of assemblies per {timeline.granularity}")
    for i, v in enumerate(timeline.values):
        lines.append("  " + colour(glyph[v] * 2, i) + " " + label(v))
    lines.append("")
    if not timeline.buckets:
        lines.append("  no assemblies recorded in this range")
    for b in timeline.buckets:
        bar = _bar(b, timeline.values, width, glyph, colour)
        lines.append(f"  {b.start.strftime(fmt):<16} {bar} {b.total:>8,}")
    return "\n".join(lines) + "\n"


def _bar(
    bucket: Bucket,
    values: Sequence[str],
    width: int,
    glyph: dict[str, str],
    colour: Callable[[str, int], str],
) -> str:
    if not bucket.total:
        return "·" * width
    # Largest-remainder rounding so the cells add up to the bucket's true share.
    raw = [(v, bucket.share(v) * width) for v in values]
    cells = {v: int(x) for v, x in raw}
    used = sum(cells.values())
    filled = min(width, round(sum(x for _, x in raw)))
    for v, _x in sorted(raw, key=lambda t: -(t[1] - int(t[1]))):
        if used >= filled:
            break
        cells[v] += 1
        used += 1
    parts = [colour(glyph[v] * cells[v], i) for i, v in enumerate(values) if cells[v]]
    return "".join(parts) + " " * (width - used)


def timeline_to_json(timeline: Timeline) -> dict[str, object]:
    return {
        "dimension": timeline.dimension,
        "section": timeline.section,
        "granularity": timeline.granularity,
        "values": list(timeline.values),
        "buckets": [
            {
                "start": b.start.isoformat(),
                "assemblies": b.total,
                "shares": {v: round(b.share(v), 6) for v in timeline.values if v in b.counts},
            }
            for b in timeline.buckets
        ],
    }
