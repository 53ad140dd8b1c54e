"""What the read-only query commands share: colours, filters and the store.

Colour: only the CLI's own styles are ever emitted (stored values are made
inert by :mod:`ctxstore.analysis.terminal` before styling), only to a
terminal (``click.echo(color=None)``), and never when ``NO_COLOR`` is set.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import fields
from datetime import datetime
from typing import Any, TypeVar

import click

from ctxstore.db.queries import StoredAssembly, StoredBlob, StoredSection
from ctxstore.outcomes import OutcomeRecord, ScoreRecord
from ctxstore.store import Store

F = TypeVar("F", bound=Callable[..., Any])

_ROLES: dict[str, dict[str, Any]] = {
    "title": {"bold": True},
    "added": {"fg": "green"},
    "removed": {"fg": "red"},
    "hunk": {"fg": "cyan"},
    "dim": {"dim": True},
    "warn": {"fg": "yellow"},
}


def colour_enabled() -> bool:
    """False when ``NO_COLOR`` is set to anything non-empty (https://no-color.org)."""
    return not os.environ.get("NO_COLOR")


def styler() -> Callable[[str, str], str]:
    """``style(text, role)`` with ANSI codes; plain when ``NO_COLOR`` is set.

    ``click.echo(color=None)`` drops the codes when stdout is not a terminal.
    """
    if not colour_enabled():
        return lambda text, role: text

    def style(text: str, role: str) -> str:
        return click.style(text, **_ROLES.get(role, {}))

    return style


def filter_options(func: F) -> F:
    """``--service --environment --tenant --model --template``, shared by the query commands."""
    for name, help_text in reversed(
        (
            ("--service", "Only assemblies from this service."),
            ("--environment", "Only this deployment environment."),
            ("--tenant", "Only this tenant."),
            ("--model", "Only this model ID."),
            ("--template", "Only this template version."),
        )
    ):
        func = click.option(name, default=None, metavar="VALUE", help=help_text)(func)
    return func


@contextmanager
def open_store(db_url: str | None, *, create: bool = True) -> Iterator[Store]:
    store = Store.open(db_url, create=create)
    try:
        yield store
    finally:
        store.close()


# The JSON of an assembly is its stored fields, named as stored. Left out: the
# database row ID (meaningless outside this store) and the subject ID (a personal
# identifier; erasure and holds take it, listings never print it).
_SUMMARY_FIELDS = tuple(
    f.name for f in fields(StoredAssembly) if f.name not in {"id", "subject_id", "sections"}
)
_SECTION_FIELDS = tuple(f.name for f in fields(StoredSection) if f.name != "text_kept")


def summary(a: StoredAssembly) -> dict[str, Any]:
    doc = {name: getattr(a, name) for name in _SUMMARY_FIELDS}
    doc["ts"] = a.ts.isoformat()
    return doc


def section_json(s: StoredSection, text: str | None) -> dict[str, Any]:
    doc = {name: getattr(s, name) for name in _SECTION_FIELDS}
    doc["screening_hits"] = list(s.screening_hits)
    doc["text"] = text  # null when retention did not keep it (or --no-text)
    return doc


# Outcomes and scores in `show --json`: their record fields, named as recorded, less the
# trace ID (it is the assembly's, printed once at the top of the document).
_OUTCOME_FIELDS = tuple(f.name for f in fields(OutcomeRecord) if f.name != "trace_id")
_SCORE_FIELDS = tuple(f.name for f in fields(ScoreRecord) if f.name != "trace_id")


def outcome_json(o: OutcomeRecord) -> dict[str, Any]:
    doc = {name: getattr(o, name) for name in _OUTCOME_FIELDS}
    doc["observed_at"] = o.observed_at.isoformat()
    return doc


def score_json(s: ScoreRecord) -> dict[str, Any]:
    doc = {name: getattr(s, name) for name in _SCORE_FIELDS}
    doc["observed_at"] = s.observed_at.isoformat()
    return doc


def ts_text(t: datetime, zone: Any) -> str:
    return t.astimezone(zone).strftime("%a %d %b %H:%M:%S")


def missing_text(blobs: dict[str, StoredBlob], content_hash: str) -> str:
    """Why a section has no text: erased (with its audit row) or not retained."""
    blob = blobs.get(content_hash)
    return blob.missing_text if blob is not None else "text not retained"
