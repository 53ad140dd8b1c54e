"""Time words resolve against an injected clock and zone, the way an on-call engineer means them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from ctxstore.analysis.timewords import local_zone, parse_when, resolve_window
from ctxstore.errors import TimeWordError

BERLIN = ZoneInfo("Europe/Berlin")
NEW_YORK = ZoneInfo("America/New_York")
HAVANA = ZoneInfo("America/Havana")  # springs forward at midnight: 00:00 does not exist


def at(zone: ZoneInfo, *parts: int) -> datetime:
    return datetime(*parts, tzinfo=zone)  # type: ignore[misc]


@pytest.mark.parametrize(
    ("now", "word", "expected"),
    [
        # 2026-11-24 is a Tuesday.
        (at(BERLIN, 2026, 11, 24, 15, 0), "tuesday", at(BERLIN, 2026, 11, 24, 0, 0)),
        (at(BERLIN, 2026, 11, 24, 0, 30), "tuesday", at(BERLIN, 2026, 11, 24, 0, 0)),
        (at(BERLIN, 2026, 11, 25, 9, 0), "tuesday", at(BERLIN, 2026, 11, 24, 0, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "tuesday", at(BERLIN, 2026, 11, 24, 0, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "monday", at(BERLIN, 2026, 11, 30, 0, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "sunday", at(BERLIN, 2026, 11, 29, 0, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "  TUE ", at(BERLIN, 2026, 11, 24, 0, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "today", at(BERLIN, 2026, 11, 30, 0, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "yesterday", at(BERLIN, 2026, 11, 29, 0, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "now", at(BERLIN, 2026, 11, 30, 9, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "2h", at(BERLIN, 2026, 11, 30, 7, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "90m", at(BERLIN, 2026, 11, 30, 7, 30)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "3d", at(BERLIN, 2026, 11, 27, 9, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "2w", at(BERLIN, 2026, 11, 16, 9, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "3 days ago", at(BERLIN, 2026, 11, 27, 9, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "2 hours ago", at(BERLIN, 2026, 11, 30, 7, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "90 minutes ago", at(BERLIN, 2026, 11, 30, 7, 30)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "1 week ago", at(BERLIN, 2026, 11, 23, 9, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "2026-11-24", at(BERLIN, 2026, 11, 24, 0, 0)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "2026-11-24T09:12", at(BERLIN, 2026, 11, 24, 9, 12)),
        (at(BERLIN, 2026, 11, 30, 9, 0), "2026-11-24 09:12", at(BERLIN, 2026, 11, 24, 9, 12)),
        (
            at(BERLIN, 2026, 11, 30, 9, 0),
            "2026-11-24T09:12:00Z",
            datetime(2026, 11, 24, 9, 12, tzinfo=UTC),
        ),
        (
            at(BERLIN, 2026, 11, 30, 9, 0),
            "2026-11-24T09:12:00-05:00",
            datetime(2026, 11, 24, 14, 12, tzinfo=UTC),
        ),
    ],
    ids=[
        "tuesday-is-today-afternoon",
        "tuesday-is-today-just-after-midnight",
        "tuesday-from-wednesday",
        "tuesday-from-monday-is-six-days-back",
        "monday-is-today",
        "sunday-from-monday",
        "case-and-spaces",
        "today",
        "yesterday",
        "now",
        "hours",
        "minutes",
        "days",
        "weeks",
        "days-ago",
        "hours-ago",
        "minutes-ago",
        "week-ago",
        "iso-date-is-local-midnight",
        "iso-datetime-is-local",
        "iso-datetime-with-space",
        "iso-zulu",
        "iso-offset",
    ],
)
def test_words_resolve_against_injected_clock(now: datetime, word: str, expected: datetime) -> None:
    got = parse_when(word, now=now, zone=BERLIN)
    assert got == expected
    assert got.utcoffset() == expected.astimezone(BERLIN).utcoffset()


@pytest.mark.parametrize(
    ("zone", "now", "word", "expected_local", "expected_utc"),
    [
        # Berlin springs forward 2026-03-29 02:00 -> 03:00.
        (
            BERLIN,
            at(BERLIN, 2026, 3, 30, 10, 0),
            "tuesday",
            "2026-03-24T00:00:00+01:00",
            "2026-03-23T23:00:00+00:00",
        ),
        (
            BERLIN,
            at(BERLIN, 2026, 3, 30, 8, 0),
            "yesterday",
            "2026-03-29T00:00:00+01:00",
            "2026-03-28T23:00:00+00:00",
        ),
        (
            BERLIN,
            at(BERLIN, 2026, 3, 29, 4, 0),
            "2h",
            "2026-03-29T01:00:00+01:00",
            "2026-03-29T00:00:00+00:00",
        ),
        # Berlin falls back 2026-10-25 03:00 -> 02:00: a calendar day is 25 hours long.
        (
            BERLIN,
            at(BERLIN, 2026, 10, 26, 12, 0),
            "1d",
            "2026-10-25T12:00:00+01:00",
            "2026-10-25T11:00:00+00:00",
        ),
        (
            BERLIN,
            at(BERLIN, 2026, 10, 26, 12, 0),
            "2d",
            "2026-10-24T12:00:00+02:00",
            "2026-10-24T10:00:00+00:00",
        ),
        # New York springs forward 2026-03-08 02:00 -> 03:00.
        (
            NEW_YORK,
            at(NEW_YORK, 2026, 3, 8, 4, 0),
            "2h",
            "2026-03-08T01:00:00-05:00",
            "2026-03-08T06:00:00+00:00",
        ),
        (
            NEW_YORK,
            at(NEW_YORK, 2026, 3, 10, 10, 0),
            "3 days ago",
            "2026-03-07T10:00:00-05:00",
            "2026-03-07T15:00:00+00:00",
        ),
        (
            NEW_YORK,
            at(NEW_YORK, 2026, 3, 10, 10, 0),
            "tuesday",
            "2026-03-10T00:00:00-04:00",
            "2026-03-10T04:00:00+00:00",
        ),
        # New York falls back 2026-11-01 02:00 -> 01:00.
        (
            NEW_YORK,
            at(NEW_YORK, 2026, 11, 3, 9, 0),
            "3d",
            "2026-10-31T09:00:00-04:00",
            "2026-10-31T13:00:00+00:00",
        ),
        (
            NEW_YORK,
            at(NEW_YORK, 2026, 11, 1, 12, 0),
            "today",
            "2026-11-01T00:00:00-04:00",
            "2026-11-01T04:00:00+00:00",
        ),
        # Havana skips 00:00 on 2026-03-08: the day starts at 01:00.
        (
            HAVANA,
            at(HAVANA, 2026, 3, 8, 15, 0),
            "today",
            "2026-03-08T01:00:00-04:00",
            "2026-03-08T05:00:00+00:00",
        ),
        (
            HAVANA,
            at(HAVANA, 2026, 3, 9, 15, 0),
            "sunday",
            "2026-03-08T01:00:00-04:00",
            "2026-03-08T05:00:00+00:00",
        ),
    ],
    ids=[
        "berlin-tuesday-before-spring-forward",
        "berlin-yesterday-is-dst-day",
        "berlin-2h-across-spring-gap-is-elapsed",
        "berlin-1d-across-fall-back-keeps-wall-clock",
        "berlin-2d-lands-in-summer-time",
        "ny-2h-across-spring-gap",
        "ny-days-ago-keeps-wall-clock",
        "ny-tuesday-after-spring-forward",
        "ny-3d-across-fall-back",
        "ny-today-on-fall-back-day",
        "havana-midnight-skipped",
        "havana-weekday-on-skipped-midnight",
    ],
)
def test_dst_transitions(
    zone: ZoneInfo, now: datetime, word: str, expected_local: str, expected_utc: str
) -> None:
    got = parse_when(word, now=now, zone=zone)
    assert got.isoformat() == expected_local
    assert got.astimezone(UTC).isoformat() == expected_utc


@pytest.mark.parametrize(
    "word",
    [
        "tusday",
        "",
        "last tuesday",
        "3 fortnights ago",
        "2026-13-01",
        "soon",
        "-2h",
        "2026-11-24T25:00",
    ],
    ids=[
        "typo",
        "empty",
        "ambiguous-last",
        "unknown-unit",
        "bad-month",
        "vague",
        "negative",
        "bad-hour",
    ],
)
def test_bad_input_lists_accepted_forms(word: str) -> None:
    with pytest.raises(TimeWordError) as err:
        parse_when(word, now=at(BERLIN, 2026, 11, 30, 9, 0), zone=BERLIN)
    message = str(err.value)
    assert repr(word) in message
    for form in ("tuesday", "yesterday", "2h", "3 days ago", "2026-03-10"):
        assert form in message


def test_window_defaults_until_to_now_and_rejects_inverted() -> None:
    now = at(BERLIN, 2026, 11, 30, 9, 0)
    since, until = resolve_window("tuesday", None, now=now, zone=BERLIN)
    assert (since, until) == (at(BERLIN, 2026, 11, 24, 0, 0), now)
    with pytest.raises(TimeWordError, match="empty"):
        resolve_window("today", "yesterday", now=now, zone=BERLIN)


def test_zone_resolution(monkeypatch: pytest.MonkeyPatch) -> None:
    assert local_zone("America/New_York") == NEW_YORK
    monkeypatch.setenv("TZ", "Europe/Berlin")
    assert local_zone() == BERLIN
    assert local_zone("UTC") == ZoneInfo("UTC")
    with pytest.raises(TimeWordError, match="Mars/Olympus"):
        local_zone("Mars/Olympus")
    monkeypatch.setenv("TZ", "Not/AZone")
    with pytest.raises(TimeWordError, match="TZ environment variable"):
        local_zone()


def test_relative_words_are_before_now() -> None:
    now = at(NEW_YORK, 2026, 3, 8, 3, 30)
    for word in ("1s", "1m", "1h", "1d", "1w"):
        assert parse_when(word, now=now, zone=NEW_YORK) < now
    # Same-zone subtraction in Python is wall-clock; compare elapsed time in UTC.
    elapsed = now.astimezone(UTC) - parse_when("1h", now=now, zone=NEW_YORK).astimezone(UTC)
    assert elapsed == timedelta(hours=1)
