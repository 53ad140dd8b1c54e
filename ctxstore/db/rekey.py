"""Bring a store written before keyed digests up to them (``ctxstore db rekey``).

Before schema 0007 fingerprints were stored as given (raw sha256 unless an
operator had set an HMAC key) and subject IDs always in clear; the audit log held
``sha256(subject)``, which anyone can confirm a guess against. Migration 0007
marks such a store ``digests = legacy`` (it cannot see the secret), and the
store refuses to mix keyed with unkeyed digests until this has run:

* root and prefix fingerprints, section and blob content hashes, rollup section
  values and fingerprint holds become ``HMAC-SHA256(key, hex)`` (skipped with
  ``already_keyed=True``, for stores an operator's key already keyed);
* subject IDs on assemblies and subject holds become ``hmac-sha256:<hex>``;
* unkeyed subject digests in audit rows are removed (they cannot be converted
  without the subject ID, and they are exactly the guessable value), leaving a
  note; the rekey itself is audited.

One transaction: a failure leaves the store as it was. Values are mapped in
Python (the HMAC key never reaches the database) and written back with
``executemany``, one statement per column.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, Engine, Table, bindparam, delete, select, update

from ctxstore.db.audit import default_actor, write_audit
from ctxstore.db.engine import write_connection
from ctxstore.db.keyring import LEGACY, keyed_digest, recorded_key_id
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    audit_log,
    content_blobs,
    legal_holds,
    rollup_daily,
    rollup_hourly,
    store_keys,
)

_PER_REQUEST_VALUE = "*"  # rollup value of per-request sections: not a digest
_REMOVED = "removed by rekey: unkeyed digest"


@dataclass(frozen=True, slots=True)
class RekeyResult:
    digests: int  # distinct fingerprints and content hashes rewritten
    subjects: int  # distinct subject IDs keyed
    audit_rows: int  # audit rows whose unkeyed subject digest was removed
    audit_id: int | None = None


def needs_rekey(conn: Connection) -> bool:
    return recorded_key_id(conn, "digests") == LEGACY


def keyed_subject(key: bytes, subject: str) -> str:
    """``hmac-sha256:<hex>``; agrees with ``ctxstore.retention.capture.keyed_subject``."""
    if subject.startswith("hmac-sha256:"):
        return subject
    return "hmac-sha256:" + hmac.new(key, subject.encode("utf-8"), hashlib.sha256).hexdigest()


def rekey(
    engine: Engine,
    key: bytes,
    *,
    already_keyed: bool = False,
    actor: str | None = None,
    policy_version: str | None = None,
) -> RekeyResult:
    """Key every stored digest and subject ID of a legacy store; see the module docstring."""
    digest_map: dict[str, str] = {}

    def digest(v: str) -> str:
        if v not in digest_map:
            digest_map[v] = v if already_keyed else keyed_digest(key, v)
        return digest_map[v]

    a, s, b, h = (assemblies.c, assembly_sections.c, content_blobs.c, legal_holds.c)
    with write_connection(engine) as conn, conn.begin():
        subjects: dict[str, str] = {}
        if not already_keyed:
            for column, table in (
                (a.root_fingerprint, assemblies),
                (a.prefix_fingerprint, assemblies),
                (s.content_hash, assembly_sections),
                (b.content_hash, content_blobs),
                (h.value, legal_holds),
            ):
                only = [h.scope == "fingerprint"] if table is legal_holds else []
                _remap(conn, table, column, _distinct(conn, column, *only), digest, *only)
            for rollups in (rollup_hourly, rollup_daily):  # daily: compacted hours
                rc = rollups.c
                section = (rc.dimension == "section", rc.value != _PER_REQUEST_VALUE)
                values = _distinct(conn, rc.value, *section)
                _remap(conn, rollups, rc.value, values, digest, *section)
        for column, table, where in (
            (a.subject_id, assemblies, [a.subject_id.is_not(None)]),
            (h.value, legal_holds, [h.scope == "subject"]),
        ):
            values = _distinct(conn, column, *where)
            for v in values:
                subjects.setdefault(v, keyed_subject(key, v))
            _remap(conn, table, column, values, subjects.__getitem__, *where)
        audit_rows = _scrub_audit(conn)
        conn.execute(delete(store_keys).where(store_keys.c.name == "digests"))
        counts = {
            "digests": 0 if already_keyed else len(digest_map),
            "subjects": len(subjects),
            "audit_rows": audit_rows,
        }
        audit_id = write_audit(
            conn,
            "rekey",
            actor=actor or default_actor(),
            policy_version=policy_version,
            details={"already_keyed": already_keyed, **counts},
        )
    return RekeyResult(audit_id=audit_id, **counts)


def _distinct(conn: Connection, column: Any, *where: Any) -> list[str]:
    return [v for v in conn.execute(select(column).where(*where).distinct()).scalars() if v]


def _remap(
    conn: Connection, table: Table, column: Any, values: Iterable[str], new: Any, *where: Any
) -> None:
    rows = [{"old": v, "new": new(v)} for v in values]
    rows = [row for row in rows if row["old"] != row["new"]]
    if not rows:
        return
    stmt = (
        update(table)
        .where(column == bindparam("old"), *where)
        .values({column.key: bindparam("new")})
    )
    for i in range(0, len(rows), 1000):
        conn.execute(stmt, rows[i : i + 1000])


def _scrub_audit(conn: Connection) -> int:
    al = audit_log.c
    changed = 0
    for row_id, details in conn.execute(select(al.id, al.details)).all():
        if not isinstance(details, dict):
            continue
        fixed = dict(details)
        for field in ("subject", "value"):
            value = fixed.get(field)
            if isinstance(value, str) and value.startswith("sha256:"):
                fixed[field] = _REMOVED
        if fixed != details:
            conn.execute(update(audit_log).where(al.id == row_id).values(details=fixed))
            changed += 1
    return changed
