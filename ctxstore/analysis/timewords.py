"""Time words for ``--since``/``--until``: what an on-call engineer types, not ISO 8601.

Why a parser of our own: the question is "what changed since Tuesday", asked in
the engineer's own time zone, and the answer must not shift by an hour because a
DST transition fell inside the window. So every word is resolved against an
injected ``now`` and an explicit :class:`zoneinfo.ZoneInfo`; nothing here reads
the clock or the environment except :func:`local_zone`, which the CLI calls.

Semantics (documented in ``ACCEPTED_FORMS`` and the CLI help):

- a weekday name (``tuesday``, ``tue``) is 00:00 local on the most recent such
  day, today included (``last tuesday`` is refused: people disagree on it);
- ``today``/``yesterday`` are 00:00 local today/yesterday; ``now`` is now;
- ``2h``, ``90m``, ``45s``, ``3d``, ``2w`` and ``3 days ago`` count back from now.
  Hours, minutes and seconds are elapsed time; days and weeks are calendar days
  (same wall-clock time N days ago), so ``1d`` at 10:00 is 10:00 yesterday even
  across a DST change;
- ISO dates (00:00 local) and ISO date-times (local unless they carry an offset).

A local midnight that does not exist (zones that spring forward at 00:00) becomes
the first instant of that day.
"""

from __future__ import annotations

import os
import re
from datetime import UTC, date, datetime, time, timedelta, tzinfo
from pathlib import Path
from typing import NoReturn
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from ctxstore.errors import TimeWordError

ACCEPTED_FORMS = (
    "tuesday (most recent Tuesday 00:00, today if today is Tuesday; also tue)",
    "today, yesterday, now",
    "90m, 2h, 3d, 2w, 45s (counted back from now)",
    "'3 days ago', '2 hours ago', '90 minutes ago', '1 week ago'",
    "2026-03-10 (00:00 local), 2026-03-10T09:30, '2026-03-10 09:30', 2026-03-10T09:30:00+01:00",
)

_WEEKDAYS = {
    "monday": 0,
    "mon": 0,
    "tuesday": 1,
    "tue": 1,
    "tues": 1,
    "wednesday": 2,
    "wed": 2,
    "thursday": 3,
    "thu": 3,
    "thur": 3,
    "thurs": 3,
    "friday": 4,
    "fri": 4,
    "saturday": 5,
    "sat": 5,
    "sunday": 6,
    "sun": 6,
}

_UNITS = {
    "s": "seconds",
    "sec": "seconds",
    "secs": "seconds",
    "second": "seconds",
    "seconds": "seconds",
    "m": "minutes",
    "min": "minutes",
    "mins": "minutes",
    "minute": "minutes",
    "minutes": "minutes",
    "h": "hours",
    "hr": "hours",
    "hrs": "hours",
    "hour": "hours",
    "hours": "hours",
    "d": "days",
    "day": "days",
    "days": "days",
    "w": "weeks",
    "wk": "weeks",
    "week": "weeks",
    "weeks": "weeks",
}

_RELATIVE = re.compile(r"^(\d+)\s*([a-z]+)(?:\s+ago)?$")


def local_zone(name: str | None = None) -> tzinfo:
    """The zone time words are read in: ``name`` > ``$TZ`` > ``/etc/localtime`` > UTC.

    Raises :class:`TimeWordError` when an explicit ``name`` (``--tz``) is unknown;
    a malformed ``$TZ`` is an error too, naming the variable.
    """
    if name:
        return _zone(name, "--tz")
    env = os.environ.get("TZ", "").lstrip(":")
    if env:
        return _zone(env, "the TZ environment variable")
    link = Path("/etc/localtime")
    try:
        target = str(link.resolve())
    except OSError:
        target = ""
    if "zoneinfo/" in target:
        try:
            return ZoneInfo(target.split("zoneinfo/", 1)[1])
        except (ZoneInfoNotFoundError, ValueError):
            pass
    return UTC


def _zone(name: str, where: str) -> ZoneInfo:
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise TimeWordError(
            f"Unknown time zone {name!r} in {where}. Use an IANA name such as "
            "'Europe/Berlin', 'America/New_York' or 'UTC'."
        ) from exc


def start_of_day(day: date, zone: tzinfo) -> datetime:
    """00:00 local on ``day``, or the first instant of the day when midnight was skipped."""
    naive = datetime.combine(day, time(0))
    # fold=0 reads a skipped wall time with the pre-transition offset; the round
    # trip through UTC lands on the first wall time that exists after the gap.
    return naive.replace(tzinfo=zone).astimezone(UTC).astimezone(zone)


def parse_when(text: str, *, now: datetime, zone: tzinfo) -> datetime:
    """Resolve a time word to an aware datetime in ``zone``.

    ``now`` must be timezone-aware; it is injected so tests (and reports) are
    reproducible. Raises :class:`TimeWordError` listing the accepted forms.
    """
    if now.tzinfo is None:
        raise ValueError("parse_when needs a timezone-aware 'now'")
    now_local = now.astimezone(zone)
    word = " ".join(text.strip().lower().split())
    if not word:
        _fail(text)

    if word == "now":
        return now_local
    if word == "today":
        return start_of_day(now_local.date(), zone)
    if word == "yesterday":
        return start_of_day(now_local.date() - timedelta(days=1), zone)

    if word in _WEEKDAYS:
        back = (now_local.weekday() - _WEEKDAYS[word]) % 7
        return start_of_day(now_local.date() - timedelta(days=back), zone)

    m = _RELATIVE.match(word)
    if m:
        amount, unit = int(m.group(1)), _UNITS.get(m.group(2))
        if unit is None:
            _fail(text)
        try:
            if unit in ("days", "weeks"):
                days = amount * (7 if unit == "weeks" else 1)
                wall = now_local.replace(tzinfo=None) - timedelta(days=days)
                return wall.replace(tzinfo=zone).astimezone(UTC).astimezone(zone)
            return (now_local.astimezone(UTC) - timedelta(**{unit: amount})).astimezone(zone)
        except (OverflowError, ValueError):
            # timedelta and datetime stop at year 1: say so instead of a traceback.
            raise TimeWordError(
                f"The time {text!r} is further back than the calendar goes (before year 1). "
                "Use a smaller amount, e.g. 30d."
            ) from None

    return _parse_iso(text.strip(), zone)


def _parse_iso(text: str, zone: tzinfo) -> datetime:
    candidate = text[:-1] + "+00:00" if text[-1:] in ("Z", "z") else text
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", candidate):
        try:
            return start_of_day(date.fromisoformat(candidate), zone)
        except ValueError:
            _fail(text)
    if not re.match(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}", candidate):
        _fail(text)
    try:
        parsed = datetime.fromisoformat(candidate)
    except ValueError:
        _fail(text)
    if parsed.tzinfo is None:
        return parsed.replace(tzinfo=zone).astimezone(UTC).astimezone(zone)
    return parsed.astimezone(zone)


def _fail(text: str) -> NoReturn:
    forms = "\n  ".join(ACCEPTED_FORMS)
    raise TimeWordError(f"Cannot understand the time {text!r}. Accepted forms:\n  {forms}")


def resolve_window(
    since: str,
    until: str | None,
    *,
    now: datetime,
    zone: tzinfo,
) -> tuple[datetime, datetime]:
    """``(since, until)`` as aware datetimes; ``until`` defaults to ``now``.

    Raises :class:`TimeWordError` when the window is empty or inverted, because a
    report over nothing would silently say "nothing changed".
    """
    start = parse_when(since, now=now, zone=zone)
    end = parse_when(until, now=now, zone=zone) if until else now.astimezone(zone)
    if end <= start:
        raise TimeWordError(
            f"The window is empty: --since {since!r} ({start.isoformat()}) is not before "
            f"--until {until or 'now'!r} ({end.isoformat()})."
        )
    return start, end
