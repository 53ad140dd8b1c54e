"""Geometry of the timeline's stacked chart, drawn as server-side SVG.

Why geometry in Python and markup in a template: the numbers (bar positions,
segment heights, where a change marker falls) are arithmetic worth testing on
their own, and the SVG itself goes through the same autoescaping template
engine as every page, so a hostile value in a legend or a tooltip stays text.
No charting library and no script: zooming is a link per bar.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from ctxstore.analysis.timeline import Timeline

WIDTH = 960
HEIGHT = 280
LEFT = 48
RIGHT = 12
TOP = 12
BOTTOM = 40
PALETTE_SIZE = 8  # style.css defines .c0 … .c7 (and .cother)
# A segment this many pixels tall and wide shows its legend number, so the chart does
# not rely on colour alone (smaller ones have their title and the data table).
LABEL_MIN = 14


@dataclass(frozen=True)
class Segment:
    value: str
    index: int  # legend position (colour class), -1 for "no value"
    y: float
    height: float
    share: float
    labelled: bool  # tall and wide enough to carry its legend number as text


@dataclass(frozen=True)
class Bar:
    start: datetime
    end: datetime
    x: float
    width: float
    total: int
    segments: tuple[Segment, ...]
    label: str | None  # axis label for some bars, None for the rest


@dataclass(frozen=True)
class Marker:
    number: int
    x: float
    at: datetime
    text: str


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    plot_top: float
    plot_bottom: float
    bars: tuple[Bar, ...]
    markers: tuple[Marker, ...]
    gridlines: tuple[tuple[float, str], ...]  # (y, "50%")


def _step(timeline: Timeline) -> timedelta:
    return timedelta(hours=1) if timeline.granularity == "hour" else timedelta(days=1)


def build_chart(timeline: Timeline, changes: Sequence[tuple[datetime, str]] = ()) -> Chart:
    """Bars for the timeline's buckets and a numbered marker at each change's first sighting."""
    plot_w = WIDTH - LEFT - RIGHT
    plot_h = HEIGHT - TOP - BOTTOM
    buckets = timeline.buckets
    n = max(1, len(buckets))
    slot = plot_w / n
    gap = min(2.0, slot * 0.15)
    fmt = "%H:00" if timeline.granularity == "hour" else "%a %d"
    every = max(1, n // 12)  # about a dozen axis labels whatever the zoom
    bars = []
    bar_w = max(slot - gap, 0.5)
    for i, b in enumerate(buckets):
        x = LEFT + i * slot
        y = float(TOP + plot_h)
        segments = []
        for index, value in enumerate(timeline.values):
            share = b.share(value)
            if share <= 0:
                continue
            h = share * plot_h
            y -= h
            segments.append(
                Segment(value, index, y, h, share, h >= LABEL_MIN and bar_w >= LABEL_MIN)
            )
        end = b.start.astimezone(UTC) + _step(timeline)
        label = b.start.strftime(fmt) if i % every == 0 else None
        bars.append(Bar(b.start, end, x + gap / 2, bar_w, b.total, tuple(segments), label))
    markers: list[Marker] = []
    if buckets:
        t0 = buckets[0].start.astimezone(UTC)
        t1 = buckets[-1].start.astimezone(UTC) + _step(timeline)
        span = (t1 - t0).total_seconds() or 1.0
        for at, text in sorted(changes, key=lambda c: c[0]):
            offset = (at.astimezone(UTC) - t0).total_seconds()
            if 0 <= offset <= span:
                x = LEFT + offset / span * plot_w
                markers.append(Marker(len(markers) + 1, x, at, text))
    grid = tuple((TOP + plot_h * (1 - f), f"{f * 100:.0f}%") for f in (0.0, 0.25, 0.5, 0.75, 1.0))
    return Chart(WIDTH, HEIGHT, TOP, TOP + plot_h, tuple(bars), tuple(markers), grid)


def colour_class(index: int, value: str, other: str) -> str:
    if value == other:
        return "cother"
    return f"c{index % PALETTE_SIZE}"
