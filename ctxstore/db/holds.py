"""Legal holds: what may not be deleted while a hold stands.

Design decisions:

* **Legal holds win.** A hold on a root fingerprint or section content hash, a
  template version or a subject keeps the matching assemblies (metadata TTL),
  the text of every blob they reference (content TTL) and blocks erasure of a
  held subject until the hold is released. A hold on a section content hash
  keeps every assembly that used that section. The SQL predicates here
  (:func:`assembly_held`, :func:`blob_held`) are what purge and erasure
  (````ctxstore.db.purge``, ``ctxstore.db.erasure````) exclude.
* **A hold reports what it covers** when it is placed (:class:`HoldCoverage`):
  a hold on a mistyped value or on a raw hash in a store of keyed hashes is
  legal but useless, and only the counts make that visible.
* **Every hold change is audited** (``ctxstore.db.audit``) in the same
  transaction as the change.

This module takes plain values (policy version, HMAC key), not a policy object,
so the database layer does not depend on the retention library.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    and_,
    delete,
    exists,
    func,
    insert,
    or_,
    select,
)
from sqlalchemy.exc import IntegrityError
from sqlalchemy.sql.elements import ColumnElement

from ctxstore.db.audit import count_rows, default_actor, subject_digest, write_audit
from ctxstore.db.engine import write_connection
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    content_blobs,
    legal_holds,
)
from ctxstore.errors import ConfigError, NotFoundError, StoreError

HOLD_SCOPES: tuple[str, ...] = ("fingerprint", "template_version", "subject")
"""``fingerprint`` matches a root fingerprint or a section content hash."""


class LegalHoldError(StoreError):
    """An operation was refused because a legal hold covers the data."""


@dataclass(frozen=True, slots=True)
class HoldCoverage:
    """What one hold value matches in the store right now."""

    assemblies: int  # assemblies the hold keeps (metadata TTL, erasure)
    blobs: int  # text blobs it keeps (content TTL, orphan deletion, erasure)

    @property
    def empty(self) -> bool:
        return self.assemblies == 0 and self.blobs == 0


@dataclass(frozen=True, slots=True)
class Hold:
    id: int
    scope: str
    value: str
    reason: str | None
    created_at: datetime
    created_by: str | None
    # Set by add_hold only: what the new hold covered when it was placed. A hold
    # that matches nothing is still placed (the data may arrive later), but a
    # caller should say so: it is usually a typo or an unkeyed hash.
    coverage: HoldCoverage | None = None


# -- hold predicates ----------------------------------------------------------------


def held_values(scope: str) -> Any:
    return select(legal_holds.c.value).where(legal_holds.c.scope == scope).scalar_subquery()


def assembly_held(a: Any = assemblies.c) -> ColumnElement[bool]:
    # The IS NOT NULL guards matter: ``NULL IN (...)`` is NULL, not false, and
    # ``NOT (... OR NULL)`` would then silently exclude every assembly without a
    # subject or template from purges.
    # The section check reads an alias of assembly_sections: callers put this
    # predicate inside queries that already join assembly_sections, and the
    # plain table would be correlated to *their* row instead of scanning ours.
    held_section = assembly_sections.alias("held_section")
    return or_(
        a.root_fingerprint.in_(held_values("fingerprint")),
        exists(
            select(1).where(
                held_section.c.assembly_id == a.id,
                held_section.c.content_hash.in_(held_values("fingerprint")),
            )
        ),
        and_(
            a.template_version.is_not(None),
            a.template_version.in_(held_values("template_version")),
        ),
        and_(a.subject_id.is_not(None), a.subject_id.in_(held_values("subject"))),
    )


def _covered_by(scope: str, value: str) -> ColumnElement[bool]:
    """The assemblies one hold value keeps (``assembly_held`` for a single hold)."""
    a = assemblies.c
    if scope == "template_version":
        return a.template_version == value
    if scope == "subject":
        return a.subject_id == value
    held_section = assembly_sections.alias("held_section")
    return or_(
        a.root_fingerprint == value,
        exists(
            select(1).where(
                held_section.c.assembly_id == a.id, held_section.c.content_hash == value
            )
        ),
    )


def hold_coverage(conn: Connection, scope: str, value: str) -> HoldCoverage:
    """How many assemblies and text blobs a hold on ``scope``/``value`` keeps."""
    check_scope(scope)
    b, s, a = content_blobs.c, assembly_sections.c, assemblies.c
    covered = _covered_by(scope, value)
    referenced = exists(
        select(1)
        .select_from(assembly_sections.join(assemblies, s.assembly_id == a.id))
        .where(s.content_hash == b.content_hash, covered)
    )
    blobs = or_(b.content_hash == value, referenced) if scope == "fingerprint" else referenced
    return HoldCoverage(
        count_rows(conn, assemblies, covered), count_rows(conn, content_blobs, blobs)
    )


def has_holds(conn: Connection) -> bool:
    return bool(conn.execute(select(func.count()).select_from(legal_holds)).scalar_one())


def blob_held(check_assemblies: bool) -> ColumnElement[bool]:
    b = content_blobs.c
    by_hash = b.content_hash.in_(held_values("fingerprint"))
    if not check_assemblies:
        return by_hash
    s, a = assembly_sections.c, assemblies.c
    referenced_by_held = exists(
        select(1)
        .select_from(assembly_sections.join(assemblies, s.assembly_id == a.id))
        .where(s.content_hash == b.content_hash, assembly_held())
    )
    return or_(by_hash, referenced_by_held)


# -- holds --------------------------------------------------------------------------


def check_scope(scope: str) -> None:
    if scope not in HOLD_SCOPES:
        raise ConfigError(
            f"unknown legal hold scope {scope!r}; use one of {', '.join(HOLD_SCOPES)}"
        )


def _hold_details(scope: str, value: str, key: bytes | None) -> dict[str, Any]:
    shown = subject_digest(value, key) if scope == "subject" else value
    return {"scope": scope, "value": shown}


def add_hold(
    engine: Engine,
    scope: str,
    value: str,
    *,
    reason: str | None = None,
    actor: str | None = None,
    policy_version: str | None = None,
    hmac_key: bytes | None = None,
) -> Hold:
    """Place a legal hold; raises StoreError if the same hold already exists.

    The returned hold's ``coverage`` says what it keeps right now.
    """
    check_scope(scope)
    if not value:
        raise ConfigError("a legal hold needs a non-empty value")
    actor = actor or default_actor()
    now = datetime.now(UTC)
    try:
        with write_connection(engine) as conn, conn.begin():
            hold_id = conn.execute(
                insert(legal_holds)
                .values(scope=scope, value=value, reason=reason, created_at=now, created_by=actor)
                .returning(legal_holds.c.id)
            ).scalar_one()
            coverage = hold_coverage(conn, scope, value)
            write_audit(
                conn,
                "hold",
                actor=actor,
                policy_version=policy_version,
                details={
                    **_hold_details(scope, value, hmac_key),
                    "reason": reason,
                    "assemblies": coverage.assemblies,
                    "blobs": coverage.blobs,
                },
                now=now,
            )
    except IntegrityError:
        raise StoreError(f"a legal hold on {scope} {value!r} already exists") from None
    return Hold(int(hold_id), scope, value, reason, now, actor, coverage)


def remove_hold(
    engine: Engine,
    scope: str,
    value: str,
    *,
    actor: str | None = None,
    policy_version: str | None = None,
    hmac_key: bytes | None = None,
) -> Hold:
    """Release a legal hold; raises NotFoundError when there is none."""
    check_scope(scope)
    actor = actor or default_actor()
    h = legal_holds.c
    with write_connection(engine) as conn, conn.begin():
        row = conn.execute(select(legal_holds).where(h.scope == scope, h.value == value)).first()
        if row is None:
            raise NotFoundError(f"there is no legal hold on {scope} {value!r}")
        conn.execute(delete(legal_holds).where(h.id == row.id))
        write_audit(
            conn,
            "release",
            actor=actor,
            policy_version=policy_version,
            details={**_hold_details(scope, value, hmac_key), "reason": row.reason},
        )
    return Hold(row.id, row.scope, row.value, row.reason, row.created_at, row.created_by)


def list_holds(engine: Engine) -> list[Hold]:
    h = legal_holds.c
    with engine.connect() as conn:
        rows = conn.execute(select(legal_holds).order_by(h.scope, h.value)).all()
    return [Hold(r.id, r.scope, r.value, r.reason, r.created_at, r.created_by) for r in rows]
