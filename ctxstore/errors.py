"""Typed errors raised by the ctxstore library.

One base class so callers can catch everything ctxstore raises; a few precise
subclasses whose messages are written for a person: what happened, what to do.
Only the CLI turns these into exit codes (see ``cli/``).
"""

from __future__ import annotations


class CtxstoreError(Exception):
    """Base class of every error ctxstore raises on purpose."""


class SectionError(CtxstoreError, ValueError):
    """A section is malformed (unknown kind, empty name, bad content shape)."""


class BudgetExceededError(CtxstoreError):
    """Pinned sections alone do not fit the token budget.

    ``table`` is the per-section token table that is also part of the message, so
    the caller can see which pinned section to shrink.
    """

    def __init__(self, message: str, table: str) -> None:
        super().__init__(f"{message}\n{table}")
        self.table = table


class InjectionDetectedError(CtxstoreError):
    """Screening found instruction-like content and the action is ``raise``."""

    def __init__(self, message: str, hits: tuple[object, ...]) -> None:
        super().__init__(message)
        self.hits = hits


class ConfigError(CtxstoreError, ValueError):
    """A configuration value (argument, environment variable, policy file) is invalid."""


class StoreError(CtxstoreError):
    """The store could not be opened, migrated or written."""


class MigrationError(StoreError):
    """A schema migration failed; the message says how to recover."""


class NotFoundError(CtxstoreError, LookupError):
    """A fingerprint, trace ID or revision was not found in the store."""


class TimeWordError(CtxstoreError, ValueError):
    """A time expression such as ``--since tuesday`` could not be understood."""


class SpanDecodeError(CtxstoreError, ValueError):
    """A ``ctxstore.assemble`` span does not follow the attribute schema (the wire contract).

    The message names the offending attribute so the emitting service can be fixed.
    """


class OtlpDecodeError(CtxstoreError, ValueError):
    """An OTLP request body could not be decoded (bad protobuf, JSON or structure)."""
