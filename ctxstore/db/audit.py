"""The audit log: who did what to the store, and how subjects appear in it.

Every purge, erasure and legal-hold change writes one row here, in the same
transaction as the change, so the log cannot claim work that was rolled back.
Subjects never reach the log in clear: details carry the keyed digest
``hmac-sha256:HMAC(secret, subject ID)`` (:func:`subject_digest`), the form the
store holds subject IDs in.

This module takes plain values, not a policy object, so the database layer does
not depend on the retention library.
"""

from __future__ import annotations

import getpass
import hashlib
import hmac
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, Engine, func, insert, select
from sqlalchemy.sql.elements import ColumnElement

from ctxstore.db.models import audit_log


def default_actor() -> str:
    """Who is acting, for the audit log: the OS user name."""
    try:
        return getpass.getuser()
    except Exception:  # no user database entry (containers): still audit something
        return "unknown"


def subject_digest(subject_id: str, key: bytes | None = None) -> str:
    """What the audit log stores instead of a subject ID.

    A subject ID already in its keyed form (``hmac-sha256:...``, how the store
    holds it) is its own digest.
    """
    if subject_id.startswith("hmac-sha256:"):
        return subject_id
    data = subject_id.encode("utf-8")
    if key:
        return "hmac-sha256:" + hmac.new(key, data, hashlib.sha256).hexdigest()
    return "sha256:" + hashlib.sha256(data).hexdigest()


def count_rows(conn: Connection, table: Any, where: ColumnElement[bool]) -> int:
    """Rows of ``table`` matching ``where``."""
    return int(conn.execute(select(func.count()).select_from(table).where(where)).scalar_one())


def write_audit(
    conn: Connection,
    action: str,
    *,
    actor: str,
    policy_version: str | None,
    details: dict[str, Any],
    dry_run: bool = False,
    now: datetime | None = None,
) -> int:
    row = conn.execute(
        insert(audit_log)
        .values(
            ts=now or datetime.now(UTC),
            actor=actor,
            action=action,
            policy_version=policy_version,
            details=details,
            dry_run=dry_run,
        )
        .returning(audit_log.c.id)
    ).scalar_one()
    return int(row)


def audit_entries(engine: Engine, limit: int = 100) -> list[dict[str, Any]]:
    """The most recent audit rows, newest first, as plain dicts."""
    al = audit_log.c
    with engine.connect() as conn:
        rows = conn.execute(select(audit_log).order_by(al.id.desc()).limit(limit)).all()
    return [dict(r._mapping) for r in rows]
