"""Share of each value per hour or day: the picture of a switch-over.

Why a chart and not a table: a reindex or a canary is a change of *mix* over
time, and a stacked bar per bucket shows at a glance when the new value took
over and whether the old one is still around. Buckets are local hours or local
days (the reader's zone), built from the hourly rollups only, so the cost is
O(hours x values) whatever the traffic.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo
from typing import Literal

from sqlalchemy import Engine

from ctxstore.analysis.readers import (
    Filters,
    read_series_by_hour,
    read_totals_by_hour,
    section_exists,
)
from ctxstore.analysis.terminal import inert
from ctxstore.analysis.timewords import start_of_day
from ctxstore.errors import ConfigError

Granularity = Literal["hour", "day"]
DIMENSIONS = ("model_id", "template_version", "snapshot_id", "tokenizer")
OTHER = "(other)"
GLYPHS = "█▓▒░#%=+*o"


@dataclass(frozen=True, slots=True)
class Bucket:
    start: datetime  # local time
    total: int  # assemblies in the bucket
    counts: dict[str, int]  # value -> count (top values and OTHER)

    def share(self, value: str) -> float:
        return self.counts.get(value, 0) / self.total if self.total else 0.0


@dataclass(frozen=True)
class Timeline:
    dimension: str
    section: str | None
    granularity: Granularity
    values: tuple[str, ...]  # legend order: biggest overall first, OTHER last
    buckets: tuple[Bucket, ...]


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
    if section is not None:
        exists, similar = section_exists(engine, section)
        if not exists:
            hint = f" Similar names: {', '.join(similar)}." if similar else ""
            raise ConfigError(
                f"No section named {section!r} is recorded in this store.{hint} "
                "Section names are listed by `ctxstore show TRACE_ID`."
            )
    rows = read_series_by_hour(engine, dimension, section, since, until, filters)
    totals_by_hour = read_totals_by_hour(engine, since, until, filters)
    overall: dict[str, int] = {}
    for _hour, value, n in rows:
        overall[value] = overall.get(value, 0) + n
    ranked = sorted(overall, key=lambda v: (-overall[v], v))
    keep = set(ranked[:top])
    buckets: dict[datetime, tuple[int, dict[str, int]]] = {}
    for hour, n in totals_by_hour.items():
        key = _bucket_start(hour, zone, granularity)
        total, counts = buckets.get(key, (0, {}))
        buckets[key] = (total + n, counts)
    for hour, value, n in rows:
        key = _bucket_start(hour, zone, granularity)
        total, counts = buckets.setdefault(key, (0, {}))
        name = value if value in keep else OTHER
        counts[name] = counts.get(name, 0) + n
    # Show every bucket in range, empty ones too: a gap in traffic is information.
    step = timedelta(hours=1) if granularity == "hour" else timedelta(days=1)
    cursor = _bucket_start(
        since.astimezone(UTC).replace(minute=0, second=0, microsecond=0), zone, granularity
    )
    out = []
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
    legend = [v for v in ranked[:top]]
    if any(OTHER in b.counts for b in out):
        legend.append(OTHER)
    return Timeline(dimension, section, granularity, tuple(legend), tuple(out))


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
