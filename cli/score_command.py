"""``ctxstore score``: record a feedback or evaluation score for one trace."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import click

from ctxstore.errors import ConfigError, TimeWordError
from ctxstore.outcomes import OutcomeError, check_score_value, check_trace_id

from .options import db_option, echo_json, json_option, query_errors
from .query_support import open_store


def _when(text: str | None) -> datetime:
    if text is None:
        return datetime.now(UTC)
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise TimeWordError(
            f"--at {text!r} is not an ISO date/time; e.g. 2026-03-03T09:15:00Z"
        ) from None
    return when.replace(tzinfo=UTC) if when.tzinfo is None else when.astimezone(UTC)


# ignore_unknown_options: a negative VALUE ("-1", thumbs down) is an argument, not an option.
@click.command("score", context_settings={"ignore_unknown_options": True})
@click.argument("trace_id", metavar="TRACE")
@click.argument("name")
@click.argument("value")
@click.option("--source", default=None, help="Who scored: 'user', an evaluator's name.")
@click.option("--comment", default=None, help="Free text (erased with the trace's subject).")
@click.option("--at", "at", default=None, metavar="ISO", help="When it was scored (default: now).")
@json_option
@db_option
def score(
    trace_id: str,
    name: str,
    value: str,
    source: str | None,
    comment: str | None,
    at: str | None,
    as_json: bool,
    db_url: str | None,
) -> None:
    """Record a score (feedback, an eval) for one trace; a later one replaces it.

    VALUE is a number (1, -1, 0.75) or true/false. One value is kept per trace,
    NAME and --source; several names per trace are independent. The trace's
    assembly may be recorded later: the score joins it when it arrives.

    Example:

        ctxstore score 4bf92f3577b34da6a3ce929d0e0e4736 thumbs -1 --comment "wrong order"
    """
    with query_errors(as_json):
        try:
            trace = check_trace_id(trace_id)
            number = check_score_value(value)
            when = _when(at)
            with open_store(db_url) as store:
                result = store.score(
                    trace, name, number, source=source, comment=comment, observed_at=when
                )
        except OutcomeError as exc:  # the user's input: a usage error (exit 2)
            raise ConfigError(str(exc)) from None
        status = "recorded" if result.inserted else "replaced" if result.merged else "unchanged"
        out: dict[str, Any] = {
            "trace_id": trace,
            "name": name,
            "value": number,
            "source": source,
            "observed_at": when,
            "status": status,
            "assemblies_counted": result.folded,
        }
        if as_json:
            echo_json(out)
            return
        if status == "unchanged":
            note = "an equal or newer score was already recorded"
        elif result.folded:
            note = f"counted for {result.folded} assembl{'y' if result.folded == 1 else 'ies'}"
        else:
            note = "no assembly of this trace yet; it joins when one is recorded"
        click.echo(f"score {name}={number:g} {status} for trace {trace} ({note})")
