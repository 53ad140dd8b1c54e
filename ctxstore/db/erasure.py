"""Erasure by subject: delete what one subject's assemblies referenced, honouring legal holds.

Runs in one transaction with its audit row (an erasure is all or nothing).
This module takes plain values, not a policy object, so the database layer does
not depend on the retention library.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import (
    Engine,
    and_,
    delete,
    exists,
    false,
    not_,
    or_,
    select,
    update,
)

from ctxstore.db.audit import count_rows, default_actor, subject_digest, write_audit
from ctxstore.db.engine import write_connection
from ctxstore.db.holds import LegalHoldError, assembly_held, blob_held
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    content_blobs,
    legal_holds,
)
from ctxstore.errors import ConfigError

Progress = Callable[[int], None]


@dataclass(frozen=True, slots=True)
class ErasureResult:
    dry_run: bool
    subject_hash: str
    assemblies: int  # assemblies whose subject ID was blanked
    blobs_deleted: int
    blobs_shared: int  # of those, also referenced by assemblies of other (or no) subjects
    blobs_held: int  # referenced, but kept by a legal hold
    assemblies_held: int  # kept with their subject ID by a legal hold
    audit_id: int | None = None


def erase_subject(
    engine: Engine,
    subject_id: str,
    *,
    policy_version: str | None,
    hmac_key: bytes | None = None,
    dry_run: bool = False,
    actor: str | None = None,
) -> ErasureResult:
    """Delete every text blob referenced by the subject's assemblies and blank their subject ID.

    Runs in one transaction (an erasure is all or nothing) with its audit row.
    Blobs and assemblies under a legal hold are kept and counted; a hold on the
    subject itself refuses the erasure (LegalHoldError).
    """
    if not subject_id:
        raise ConfigError("erasure needs a non-empty subject ID")
    actor = actor or default_actor()
    digest = subject_digest(subject_id, hmac_key)
    a, s, b, h = assemblies.c, assembly_sections.c, content_blobs.c, legal_holds.c
    with write_connection(engine) as conn, conn.begin():
        if conn.execute(select(h.id).where(h.scope == "subject", h.value == subject_id)).first():
            raise LegalHoldError(
                f"subject {digest} is under a legal hold; release it first "
                "(`ctxstore retention hold remove --subject ID`) if erasure is lawful"
            )
        mine = a.subject_id == subject_id
        held = assembly_held()
        erasable_ids = select(a.id).where(mine, not_(held))
        referenced = select(s.content_hash).where(s.assembly_id.in_(select(a.id).where(mine)))
        in_scope = b.content_hash.in_(referenced)
        held_blob = blob_held(True)
        others = exists(
            select(1)
            .select_from(assembly_sections.join(assemblies, s.assembly_id == a.id))
            .where(
                s.content_hash == b.content_hash,
                or_(a.subject_id.is_(None), a.subject_id != subject_id),
            )
        )
        n_assemblies = count_rows(conn, assemblies, and_(mine, not_(held)))
        n_held_assemblies = count_rows(conn, assemblies, and_(mine, held))
        to_delete = and_(in_scope, not_(held_blob))
        n_blobs = count_rows(conn, content_blobs, to_delete)
        n_shared = count_rows(conn, content_blobs, and_(to_delete, others))
        n_held_blobs = count_rows(conn, content_blobs, and_(in_scope, held_blob))
        counts = {
            "assemblies": n_assemblies,
            "blobs_deleted": n_blobs,
            "blobs_shared": n_shared,
            "blobs_held": n_held_blobs,
            "assemblies_held": n_held_assemblies,
        }
        if not dry_run:
            hashes = list(conn.execute(select(b.content_hash).where(to_delete)).scalars())
            for i in range(0, len(hashes), 500):
                conn.execute(delete(content_blobs).where(b.content_hash.in_(hashes[i : i + 500])))
            conn.execute(
                update(assembly_sections)
                .where(s.assembly_id.in_(erasable_ids))
                .values(text_kept=false())
            )
            ids = list(conn.execute(erasable_ids).scalars())
            for i in range(0, len(ids), 500):
                conn.execute(
                    update(assemblies)
                    .where(a.id.in_(ids[i : i + 500]))
                    .values(subject_id=None, content_kept=False)
                )
        audit_id = write_audit(
            conn,
            "erase",
            actor=actor,
            policy_version=policy_version,
            details={"subject": digest, **counts},
            dry_run=dry_run,
        )
    return ErasureResult(dry_run, digest, audit_id=audit_id, **counts)
