"""Erasure by subject: remove what is tied to one subject, never what others share.

What is erased (the scope a data-protection request expects):

* the text of every blob the subject's assemblies referenced in a section of a
  personal kind (:data:`PERSONAL_KINDS`: their ask, history, memory and tool
  outputs), and of every other blob only the subject's assemblies used;
* the subject ID on their assemblies (the metadata rows stay, counted in
  reports, tied to nobody);
* the comments on scores of their traces (free text; the values stay);
* the subject's data keys (``ctxstore.db.sealing``): whatever was sealed with
  them is unreadable from then on, in the database, its WAL and any backup
  taken after this point.

What is kept: a blob that assemblies of other subjects (or of none) use as
shared content, i.e. trusted, or of a kind that is not personal: the system
prompt, tool schemas, knowledge-base documents. Erasing one user must not
erase the system prompt for everyone. Such a blob that happened to be sealed
with the subject's key is re-sealed with the shared key of its day first.

An erased blob keeps its row with ``text`` NULL and ``erased_by`` set to the
audit row, so ``show`` and ``what-changed`` can say "erased (audit #N)" rather
than "not retained". Everything runs in one transaction with its audit row
(all or nothing); then :func:`ctxstore.db.reclaim.reclaim` pushes the deleted
bytes out of the files.

This module takes plain values, not a policy object, so the database layer does
not depend on the retention library.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    and_,
    exists,
    false,
    not_,
    or_,
    select,
    update,
)

from ctxstore.db.audit import count_rows, default_actor, write_audit
from ctxstore.db.engine import write_connection
from ctxstore.db.holds import LegalHoldError, assembly_held, blob_held
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    audit_log,
    content_blobs,
    legal_holds,
    scores,
)
from ctxstore.db.reclaim import ReclaimResult, reclaim
from ctxstore.db.sealing import PERSONAL_KINDS, SHARED, Owner, require_sealer, subject_keys
from ctxstore.errors import ConfigError

__all__ = ["PERSONAL_KINDS", "ErasureResult", "erase_subject"]

Progress = Callable[[int], None]


@dataclass(frozen=True, slots=True)
class ErasureResult:
    dry_run: bool
    subject_hash: str
    assemblies: int  # assemblies whose subject ID was blanked
    blobs_deleted: int  # blobs whose text was erased
    blobs_shared: int  # referenced by the subject, kept: shared content other subjects use
    blobs_held: int  # referenced, but kept by a legal hold
    assemblies_held: int  # kept with their subject ID by a legal hold
    keys_destroyed: int = 0  # data keys of the subject deleted (crypto-shredding)
    audit_id: int | None = None
    reclaim: ReclaimResult | None = None
    score_comments: int = 0  # comments on scores of the subject's traces, blanked


def erase_subject(
    engine: Engine,
    stored_subject: str,
    *,
    digest: str,
    hold_values: tuple[str, ...] = (),
    policy_version: str | None,
    dry_run: bool = False,
    actor: str | None = None,
    reclaim_full: bool = False,
) -> ErasureResult:
    """Erase what is tied to the subject stored as ``stored_subject``; see the module docstring.

    ``stored_subject`` is the subject ID in the form the store holds it (keyed);
    ``digest`` is what the audit row names it by; ``hold_values`` are the forms
    a legal hold on this subject may have been placed under. A hold on the
    subject refuses the erasure (LegalHoldError); blobs and assemblies under
    other holds are kept and counted.
    """
    if not stored_subject:
        raise ConfigError("erasure needs a non-empty subject ID")
    actor = actor or default_actor()
    a, s, b, h = assemblies.c, assembly_sections.c, content_blobs.c, legal_holds.c
    with write_connection(engine) as conn, conn.begin():
        forms = tuple(dict.fromkeys((stored_subject, *hold_values)))
        if conn.execute(select(h.id).where(h.scope == "subject", h.value.in_(forms))).first():
            raise LegalHoldError(
                f"subject {digest} is under a legal hold; release it first "
                "(`ctxstore retention hold remove --subject ID`) if erasure is lawful"
            )
        mine = a.subject_id == stored_subject
        held = assembly_held()
        erasable_ids = select(a.id).where(mine, not_(held))
        referenced = select(s.content_hash).where(s.assembly_id.in_(select(a.id).where(mine)))
        in_scope = and_(b.content_hash.in_(referenced), b.text.is_not(None))
        held_blob = blob_held(True)
        # Shared: another subject's (or a subject-less) assembly uses the blob as
        # trusted or non-personal content.
        shared = exists(
            select(1)
            .select_from(assembly_sections.join(assemblies, s.assembly_id == a.id))
            .where(
                s.content_hash == b.content_hash,
                or_(a.subject_id.is_(None), a.subject_id != stored_subject),
                or_(s.trust == "trusted", s.kind.not_in(PERSONAL_KINDS)),
            )
        )
        to_erase = and_(in_scope, not_(held_blob), not_(shared))
        counts: dict[str, Any] = {
            "assemblies": count_rows(conn, assemblies, and_(mine, not_(held))),
            "assemblies_held": count_rows(conn, assemblies, and_(mine, held)),
            "blobs_deleted": count_rows(conn, content_blobs, to_erase),
            "blobs_shared": count_rows(conn, content_blobs, and_(in_scope, shared)),
            "blobs_held": count_rows(conn, content_blobs, and_(in_scope, held_blob)),
        }
        # Comments are free text a user typed about their request: personal, erased
        # with the subject (the score values stay, tied to nobody, like the metadata).
        their_comments = and_(
            scores.c.trace_id.in_(select(a.trace_id).where(mine, not_(held))),
            scores.c.comment.is_not(None),
        )
        counts["score_comments"] = count_rows(conn, scores, their_comments)
        audit_id = write_audit(
            conn,
            "erase",
            actor=actor,
            policy_version=policy_version,
            details={"subject": digest, **counts},
            dry_run=dry_run,
        )
        if dry_run:
            return ErasureResult(dry_run, digest, audit_id=audit_id, **counts)
        # Before the subject IDs below are blanked: ``their_comments`` finds them by it.
        conn.execute(update(scores).where(their_comments).values(comment=None))
        hashes = list(conn.execute(select(b.content_hash).where(to_erase)).scalars())
        for i in range(0, len(hashes), 500):
            conn.execute(
                update(content_blobs)
                .where(b.content_hash.in_(hashes[i : i + 500]))
                .values(text=None, key_id=None, erased_by=audit_id)
            )
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
        counts["keys_destroyed"] = _shred(engine, conn, stored_subject)
        conn.execute(
            update(audit_log)
            .where(audit_log.c.id == audit_id)
            .values(details={"subject": digest, **counts})
        )
    reclaimed = reclaim(engine, full=reclaim_full)
    return ErasureResult(False, digest, audit_id=audit_id, reclaim=reclaimed, **counts)


def _shred(engine: Engine, conn: Connection, stored_subject: str) -> int:
    """Destroy the subject's data keys, re-sealing what must outlive them; how many."""
    keys = subject_keys(conn, stored_subject)
    if not keys:
        return 0
    sealer = require_sealer(engine, "erasing a subject")
    # What is still readable under their keys now is shared or held: keep it readable.
    today = datetime.now(UTC).date()
    sealer.reseal(conn, content_blobs.c.key_id.in_(keys), Owner(SHARED, today))
    return sealer.destroy(conn, keys)
