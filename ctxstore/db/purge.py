"""TTL purge: delete expired metadata and text in batches, honouring legal holds.

Design decisions:

* **Batched by primary key, one commit per batch.** ``purge`` walks each table
  by keyset pagination on its primary key (``content_hash > last``,
  ``id > last``) and commits every batch, so PostgreSQL never holds a huge
  delete (locks, WAL, replication lag) and an interrupted run loses nothing:
  rerunning simply continues with what is still eligible.
* **The audit row is written first and updated in every batch transaction.**
  Its counts are therefore exact even when a run is interrupted; its
  ``details.status`` says ``running`` (interrupted) or ``completed``.
* **A dry run deletes nothing and records one audit row marked ``dry_run``**
  with the counts that would go: who previewed a purge is itself useful to a
  compliance owner, and the counts in that row are what the real run will do.
* **Legal holds win** (``ctxstore.db.holds`` defines what a hold covers):
  held assemblies survive the metadata TTL, the text they reference survives
  the content TTL, and erasure skips them (or refuses, for a held subject).
* **Hourly rollups follow the metadata TTL** (``ctxstore.db.rollups.follow_metadata_ttl``):
  after the assemblies go, the rollups of the expired hours are rebuilt from
  what is left (only what legal holds kept), so ``what-changed`` and
  ``what-changed --raw`` agree after a purge.
* **Outcomes and scores follow the metadata TTL with their trace**: one observed
  before the cutoff goes once no assembly of its trace is left (held assemblies
  keep theirs), and the outcome rollups of the expired hours are rebuilt from what
  is left, as the assembly rollups are.
* Content expiry blanks ``content_blobs.text`` but keeps the row (hash, size,
  detectors), and ``assembly_sections.text_kept`` keeps recording what was
  decided at ingest; whether text is still available is ``text IS NOT NULL``.

This module takes plain values (TTLs, policy version), not a policy object, so
the database layer does not depend on the retention library.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    and_,
    delete,
    exists,
    not_,
    select,
    true,
    update,
)
from sqlalchemy.sql.elements import ColumnElement

from ctxstore.db.audit import count_rows, default_actor, write_audit
from ctxstore.db.engine import write_connection
from ctxstore.db.holds import assembly_held, blob_held, has_holds
from ctxstore.db.models import (
    assemblies,
    assembly_sections,
    audit_log,
    content_blobs,
    data_keys,
    outcomes,
    scores,
)
from ctxstore.db.outcomes import expired_outcomes, follow_metadata_ttl_outcomes
from ctxstore.db.reclaim import ReclaimResult, reclaim
from ctxstore.db.rollups import follow_metadata_ttl
from ctxstore.db.sealing import Owner, expired_keys, require_sealer
from ctxstore.errors import ConfigError

Progress = Callable[[int], None]


@dataclass(frozen=True, slots=True)
class PurgeResult:
    dry_run: bool
    content_cutoff: datetime | None  # text last kept before this expires (None: no content TTL)
    metadata_cutoff: datetime | None  # assemblies older than this go (None: no metadata TTL)
    blobs_expired: int = 0  # text blanked by the content TTL
    assemblies_deleted: int = 0
    sections_deleted: int = 0
    blobs_deleted: int = 0  # blobs no remaining section references
    blobs_held: int = 0  # expired by TTL but kept by a legal hold
    assemblies_held: int = 0
    keys_destroyed: int = 0  # data keys of days before the content cutoff (crypto-shredding)
    outcomes_deleted: int = 0  # outcomes observed before the metadata cutoff, trace gone
    scores_deleted: int = 0  # scores likewise
    audit_id: int | None = None
    reclaim: ReclaimResult | None = (
        None  # how the deleted bytes were pushed out (None: nothing went)
    )

    @property
    def total(self) -> int:
        return (
            self.blobs_expired
            + self.assemblies_deleted
            + self.blobs_deleted
            + self.outcomes_deleted
            + self.scores_deleted
        )

    def counts(self) -> dict[str, int]:
        return {
            k: v
            for k, v in asdict(self).items()
            if isinstance(v, int) and not isinstance(v, bool) and k != "audit_id"
        }


def plan_purge(
    engine: Engine,
    *,
    content_ttl: timedelta | None,
    metadata_ttl: timedelta | None,
    now: datetime | None = None,
) -> PurgeResult:
    """What :func:`purge` would do right now, without changing anything."""
    now = now or datetime.now(UTC)
    content_cutoff = now - content_ttl if content_ttl is not None else None
    metadata_cutoff = now - metadata_ttl if metadata_ttl is not None else None
    b, a, s = content_blobs.c, assemblies.c, assembly_sections.c
    counts: dict[str, Any] = {}
    with engine.connect() as conn:
        assembly_holds = has_holds(conn)
        if content_cutoff is not None:
            expired = and_(b.text.is_not(None), b.last_kept_at < content_cutoff)
            held = blob_held(assembly_holds)
            counts["blobs_expired"] = count_rows(conn, content_blobs, and_(expired, not_(held)))
            counts["blobs_held"] = count_rows(conn, content_blobs, and_(expired, held))
            counts["keys_destroyed"] = len(expired_keys(conn, content_cutoff))
        if metadata_cutoff is not None:
            old = a.ts < metadata_cutoff
            going = and_(old, not_(assembly_held())) if assembly_holds else old
            counts["assemblies_deleted"] = count_rows(conn, assemblies, going)
            counts["assemblies_held"] = count_rows(conn, assemblies, and_(old, assembly_held()))
            going_ids = select(a.id).where(going)
            counts["sections_deleted"] = count_rows(
                conn, assembly_sections, s.assembly_id.in_(going_ids)
            )
            # Blobs left with no reference once those assemblies are gone.
            survivors = exists(
                select(1)
                .select_from(assembly_sections.join(assemblies, s.assembly_id == a.id))
                .where(s.content_hash == b.content_hash, not_(going))
            )
            counts["blobs_deleted"] = count_rows(
                conn, content_blobs, and_(not_(survivors), not_(blob_held(False)))
            )
            for table, key in ((outcomes, "outcomes_deleted"), (scores, "scores_deleted")):
                counts[key] = count_rows(
                    conn, table, expired_outcomes(table, metadata_cutoff, not_(going))
                )
        else:
            counts["blobs_deleted"] = count_rows(conn, content_blobs, _orphaned())
    return PurgeResult(True, content_cutoff, metadata_cutoff, **counts)


def _orphaned() -> ColumnElement[bool]:
    b, s = content_blobs.c, assembly_sections.c
    return and_(
        not_(exists(select(1).where(s.content_hash == b.content_hash))),
        not_(blob_held(False)),
    )


def purge(
    engine: Engine,
    *,
    content_ttl: timedelta | None,
    metadata_ttl: timedelta | None,
    policy_version: str | None,
    now: datetime | None = None,
    dry_run: bool = False,
    batch_size: int = 1000,
    actor: str | None = None,
    progress: Progress | None = None,
    reclaim_full: bool = False,
) -> PurgeResult:
    """Apply the content and metadata TTLs, honouring legal holds; see the module docstring.

    ``progress(n)`` is called after each committed batch with the number of
    items it handled (blobs expired, assemblies deleted, blobs removed), so
    ``plan_purge(...).total`` is a progress bar's length. When anything went,
    :func:`ctxstore.db.reclaim.reclaim` runs last (``reclaim_full``: rewrite
    ``content_blobs`` on PostgreSQL too) and the audit row records what it did.
    """
    if batch_size < 1:
        raise ConfigError("batch size must be at least 1")
    now = now or datetime.now(UTC)
    actor = actor or default_actor()
    plan = plan_purge(engine, content_ttl=content_ttl, metadata_ttl=metadata_ttl, now=now)
    base_details: dict[str, Any] = {
        "content_cutoff": plan.content_cutoff.isoformat() if plan.content_cutoff else None,
        "metadata_cutoff": plan.metadata_cutoff.isoformat() if plan.metadata_cutoff else None,
    }
    if dry_run:
        with write_connection(engine) as conn, conn.begin():
            audit_id = write_audit(
                conn,
                "purge",
                actor=actor,
                policy_version=policy_version,
                details={**base_details, "status": "dry run", **plan.counts()},
                dry_run=True,
                now=now,
            )
        return replace(plan, audit_id=audit_id)

    done: dict[str, int] = {k: 0 for k in plan.counts()}
    done["blobs_held"] = plan.blobs_held
    done["assemblies_held"] = plan.assemblies_held

    def details(status: str) -> dict[str, Any]:
        return {**base_details, "status": status, **done}

    with write_connection(engine) as conn, conn.begin():
        audit_id = write_audit(
            conn,
            "purge",
            actor=actor,
            policy_version=policy_version,
            details=details("running"),
            now=now,
        )

    def batch(work: Callable[[Connection], tuple[bool, dict[str, int]]]) -> bool:
        """Run one batch and the audit update in one transaction; False when nothing was left."""
        with write_connection(engine) as conn, conn.begin():
            more, increments = work(conn)
            if not more:
                return False
            for key, n in increments.items():
                done[key] += n
            conn.execute(
                update(audit_log)
                .where(audit_log.c.id == audit_id)
                .values(details=details("running"))
            )
        handled = sum(n for k, n in increments.items() if k != "sections_deleted")
        if progress and handled:
            progress(handled)
        return True

    b, a, s = content_blobs.c, assemblies.c, assembly_sections.c
    with engine.connect() as conn:
        assembly_holds = has_holds(conn)

    if plan.content_cutoff is not None:
        eligible = and_(
            b.text.is_not(None),
            b.last_kept_at < plan.content_cutoff,
            not_(blob_held(assembly_holds)),
        )

        def expire(conn: Connection, hashes: list[Any]) -> dict[str, int]:
            n = conn.execute(
                update(content_blobs)
                .where(b.content_hash.in_(hashes))
                .values(text=None, key_id=None)
            ).rowcount
            return {"blobs_expired": n}

        step = _keyset(b.content_hash, eligible, "", batch_size, expire)
        while batch(step):
            pass
        cutoff = plan.content_cutoff

        def shred(conn: Connection) -> tuple[bool, dict[str, int]]:
            n = _shred_expired_keys(engine, conn, cutoff, now)
            return n > 0, {"keys_destroyed": n}

        batch(shred)

    if plan.metadata_cutoff is not None:
        old = a.ts < plan.metadata_cutoff
        going = and_(old, not_(assembly_held())) if assembly_holds else old

        def drop_assemblies(conn: Connection, ids: list[Any]) -> dict[str, int]:
            # Explicit rather than relying on ON DELETE CASCADE, to count the rows.
            sections = conn.execute(
                delete(assembly_sections).where(s.assembly_id.in_(ids))
            ).rowcount
            n = conn.execute(delete(assemblies).where(a.id.in_(ids))).rowcount
            return {"assemblies_deleted": n, "sections_deleted": sections}

        step = _keyset(a.id, going, 0, batch_size, drop_assemblies)
        while batch(step):
            pass
        follow_metadata_ttl(engine, plan.metadata_cutoff)  # rollups follow the TTL too
        for table, key in ((outcomes, "outcomes_deleted"), (scores, "scores_deleted")):
            gone = expired_outcomes(table, plan.metadata_cutoff)

            def drop(
                conn: Connection, ids: list[Any], t: Any = table, k: str = key
            ) -> dict[str, int]:
                return {k: conn.execute(delete(t).where(t.c.id.in_(ids))).rowcount}

            step = _keyset(table.c.id, gone, 0, batch_size, drop)
            while batch(step):
                pass
        follow_metadata_ttl_outcomes(engine, plan.metadata_cutoff)

    def drop_orphans(conn: Connection, hashes: list[Any]) -> dict[str, int]:
        # The NOT EXISTS is re-checked inside the DELETE, so a blob a writer has
        # just referenced again is never removed.
        n = conn.execute(
            delete(content_blobs).where(b.content_hash.in_(hashes), _orphaned())
        ).rowcount
        return {"blobs_deleted": n}

    step = _keyset(b.content_hash, true(), "", batch_size, drop_orphans)
    while batch(step):
        pass

    went = (
        "blobs_expired",
        "assemblies_deleted",
        "blobs_deleted",
        "keys_destroyed",
        "outcomes_deleted",
        "scores_deleted",
    )
    reclaimed = reclaim(engine, full=reclaim_full) if any(done[k] for k in went) else None
    if reclaimed is not None:
        base_details["reclaim"] = _reclaim_details(reclaimed)

    with write_connection(engine) as conn, conn.begin():
        conn.execute(
            update(audit_log).where(audit_log.c.id == audit_id).values(details=details("completed"))
        )
    return PurgeResult(
        False,
        plan.content_cutoff,
        plan.metadata_cutoff,
        audit_id=audit_id,
        reclaim=reclaimed,
        **done,
    )


def _keyset(
    column: Any,
    where: ColumnElement[bool],
    start: Any,
    batch_size: int,
    act: Callable[[Connection, list[Any]], dict[str, int]],
) -> Callable[[Connection], tuple[bool, dict[str, int]]]:
    """One batch step of a keyset walk over ``column`` (ascending from ``start``).

    Each call selects the next ``batch_size`` keys matching ``where`` after the
    last key seen and hands them to ``act``; ``(False, {})`` once none are left.
    The position survives between calls, so an interrupted walk never revisits
    a batch it committed.
    """
    last = start

    def step(conn: Connection) -> tuple[bool, dict[str, int]]:
        nonlocal last
        keys = list(
            conn.execute(
                select(column).where(where, column > last).order_by(column).limit(batch_size)
            ).scalars()
        )
        if not keys:
            return False, {}
        last = keys[-1]
        return True, act(conn, keys)

    return step


def _reclaim_details(r: ReclaimResult) -> dict[str, Any]:
    return {"complete": r.complete, "steps": list(r.steps), "skipped": list(r.skipped)}


def _shred_expired_keys(engine: Engine, conn: Connection, cutoff: datetime, now: datetime) -> int:
    """Destroy the data keys of days before ``cutoff``; text still live under them is re-sealed.

    Live means kept again since (``last_kept_at`` moved past the cutoff) or held:
    it moves to today's key of the same owner, so expiry never takes it.
    """
    ids = expired_keys(conn, cutoff)
    if not ids:
        return 0
    sealer = require_sealer(engine, "expiring text")
    k = data_keys.c
    by_subject: dict[str, list[int]] = {}
    for key_id, subject in conn.execute(select(k.id, k.subject).where(k.id.in_(ids))):
        by_subject.setdefault(subject, []).append(key_id)
    today = now.astimezone(UTC).date()
    for subject, group in sorted(by_subject.items()):
        sealer.reseal(conn, content_blobs.c.key_id.in_(group), Owner(subject, today))
    return sealer.destroy(conn, ids)
