"""The public face of the store: open it, record assemblies, apply retention.

``Store.open()`` resolves where the store lives (argument, then
``CTXSTORE_DATABASE_URL``, then an SQLite file in the data directory) and makes
sure the schema is current. The embedded SQLite default is created and migrated
on first use, because a laptop user should not need a setup step; PostgreSQL is
shared by many processes and its schema changes are an operator's decision, so
an unmigrated or outdated PostgreSQL is an error that says which command to run.

Recording goes through the retention policy (:func:`ctxstore.retention.to_record`:
sampling, redaction, per-kind rules, HMAC fingerprints) before anything reaches
the database layer, which only ever sees :class:`~ctxstore.records.AssemblyRecord`.
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from sqlalchemy import Engine
from sqlalchemy.engine import make_url

from ctxstore.db import erasure as _erasure
from ctxstore.db import holds as _holds
from ctxstore.db import migrate as _migrate
from ctxstore.db import purge as _purge
from ctxstore.db.engine import (
    default_database_url,
    is_sqlite,
    make_engine,
    mask_url,
    sqlite_path,
    write_connection,
)
from ctxstore.db.engine import resolve_database_url as _resolve
from ctxstore.db.rekey import RekeyResult
from ctxstore.db.writer import BatchWriter, WriteResult, write_batch
from ctxstore.errors import ConfigError, NotFoundError, StoreError
from ctxstore.records import AssemblyRecord
from ctxstore.store_outcomes import OutcomeMethods

if TYPE_CHECKING:
    from ctxstore.assembly.result import Assembly
    from ctxstore.retention import Redactor, RetentionPolicy, SeenHashes

__all__ = ["BatchWriter", "RecordContext", "Store", "WriteResult", "resolve_database_url"]


def resolve_database_url(url: str | None = None) -> str:
    """``url`` > ``$CTXSTORE_DATABASE_URL`` > ``sqlite:///<data dir>/ctxstore.db``.

    The data directory is ``$CTXSTORE_HOME`` if set, else the platform's user
    data directory for ctxstore. PostgreSQL URLs are pointed at psycopg 3.
    """
    return _resolve(url)


@dataclass(frozen=True, slots=True)
class RecordContext:
    """Request metadata recorded with an assembly (never hashed into fingerprints)."""

    trace_id: str | None = None  # 32 hex chars; random when None
    span_id: str | None = None  # 16 hex chars; random when None
    timestamp: datetime | None = None  # timezone-aware; now (UTC) when None
    service: str | None = None
    environment: str | None = None
    tenant: str | None = None
    subject_id: str | None = None  # whose request this was, for erasure


def _default_actor() -> str:
    from ctxstore.db.audit import default_actor

    return default_actor()


def _is_default_key(source: str) -> bool:
    from ctxstore.retention.keys import HMAC_KEY_FILENAME, KEY_DIR
    from ctxstore.settings import data_dir

    return source == f"file:{data_dir() / KEY_DIR / HMAC_KEY_FILENAME}"


def _check_sqlite_location(url: str, create: bool) -> None:
    parsed = make_url(url)
    database = parsed.database or ""
    if (
        database in ("", ":memory:")
        or parsed.query.get("mode") == "memory"
        or database.startswith("file::memory:")
    ):
        raise ConfigError(
            f"{url!r} is an in-memory SQLite database, which ctxstore cannot use (each "
            "connection would see a different, empty database); use a file path, "
            "e.g. sqlite:///tmp/ctxstore.db"
        )
    path = sqlite_path(url)
    if create or path is None or path.exists() or url == default_database_url():
        return
    raise NotFoundError(
        f"no store at {path}; run `ctxstore demo` or record something first, or check --db"
    )


class _KeyingWriter(BatchWriter):
    """A :class:`BatchWriter` that stores subject IDs keyed, like :meth:`Store.write`."""

    def __init__(
        self,
        engine: Engine,
        batch_size: int,
        prepare: Callable[[AssemblyRecord], AssemblyRecord],
    ) -> None:
        super().__init__(engine, batch_size)
        self._prepare = prepare

    def add(self, record: AssemblyRecord) -> None:
        super().add(self._prepare(record))


class Store(OutcomeMethods):
    """An open store. Create it with :meth:`open`; close it (or use ``with``) when done.

    Outcome and score methods (``record_outcome``, ``score``, ``outcome_rollups``,
    ...) come from :class:`~ctxstore.store_outcomes.OutcomeMethods`.
    """

    def __init__(self, engine: Engine, url: str, policy: RetentionPolicy | None = None) -> None:
        self.engine = engine
        self.url = url
        self._policy = policy
        # First occurrences are tracked per process (``ctxstore.retention.PROCESS_SEEN``)
        # unless a caller sets its own SeenHashes here.
        self.seen: SeenHashes | None = None
        self._redactor: Redactor | None = None

    @classmethod
    def open(
        cls,
        url: str | None = None,
        *,
        migrate: bool | None = None,
        policy: RetentionPolicy | None = None,
        create: bool = True,
        check_keys: bool = True,
    ) -> Store:
        """Open the store at ``url`` (see :func:`resolve_database_url`).

        ``migrate=None`` upgrades SQLite automatically and only checks
        PostgreSQL; ``True`` always upgrades; ``False`` only checks. An
        unmigrated or outdated schema that is not upgraded raises StoreError
        naming the ``ctxstore db upgrade`` command to run.

        ``create=False`` is for readers: an SQLite file that does not exist is
        a NotFoundError instead of a new, empty store (a mistyped ``--db``
        would otherwise answer "nothing recorded"). The default store in the
        data directory is still created on first use, since nobody can have
        mistyped it.

        In-memory SQLite is refused with ConfigError: every connection of the
        pool would see a different, empty database, so nothing could be
        migrated or read back.

        The store's secrets are checked against the ones it was written with
        (StoreKeyError names the fix); ``check_keys=False`` skips that, for
        ``ctxstore db rekey`` on a store written before keyed digests.
        """
        resolved = _resolve(url)
        if is_sqlite(resolved):
            _check_sqlite_location(resolved, create)
        if migrate is None:
            migrate = is_sqlite(resolved)
        engine = make_engine(resolved)
        try:
            if migrate and _migrate.current_revision(engine) != _migrate.head_revision():
                _migrate.upgrade(resolved)
            _migrate.check_schema(engine)
            store = cls(engine, resolved, policy)
            store._check_keys(enforce=check_keys)
        except Exception:
            engine.dispose()
            raise
        return store

    # -- policy ---------------------------------------------------------------------

    @property
    def policy(self) -> RetentionPolicy:
        """The retention policy given to :meth:`open`, else ``load_policy()`` (env var or default).

        A policy without an HMAC key of its own gets the default secret
        (:mod:`ctxstore.retention.keys`): stored digests are always keyed.
        """
        if self._policy is None or self._policy.hmac_key is None:
            from ctxstore.retention import load_policy
            from ctxstore.retention.policy import with_default_key

            self._policy = with_default_key(self._policy or load_policy())
        return self._policy

    def _check_keys(self, *, enforce: bool = True) -> None:
        """Attach the store's secrets to its engine, refusing ones the store was not written with."""
        from ctxstore.db import keyring as _keyring
        from ctxstore.db import rekey as _rekey
        from ctxstore.db import sealing as _sealing
        from ctxstore.retention.keys import key_id, master_secret

        policy = self.policy
        assert policy.hmac_key is not None
        source = policy.hmac_key_source or "the retention policy"
        master = master_secret()
        ring = _keyring.Keyring(
            policy.hmac_key,
            source,
            key_id(policy.hmac_key),
            master.value,
            master.source,
            master.key_id,
        )
        _keyring.attach(self.engine, ring)
        _sealing.attach(self.engine, _sealing.Sealer(master.value, master.key_id))
        if not enforce:
            return
        with write_connection(self.engine) as conn, conn.begin():
            _keyring.check_key(conn, "master", master.key_id, master.source, _keyring.MASTER_FIX)
            legacy = _rekey.needs_rekey(conn)
            if not legacy:
                _keyring.check_key(conn, "hmac", ring.hmac_key_id, source, _keyring.HMAC_FIX)
        if legacy and is_sqlite(self.url) and _is_default_key(source):
            # Before keyed digests there was no default key, so this laptop store's
            # digests are raw: key them now, as SQLite is migrated on open.
            self.rekey()
        elif legacy:
            raise _keyring.StoreKeyError(
                f"the store at {mask_url(self.url)} holds fingerprints and subject IDs written "
                "before they were keyed; run `ctxstore db rekey` once (add --already-keyed if "
                "its fingerprints were written with this HMAC key already)"
            )

    def rekey(self, *, already_keyed: bool = False, actor: str | None = None) -> RekeyResult:
        """Key the digests and subject IDs of a store written before 0007 (see ``ctxstore.db.rekey``)."""
        from ctxstore.db import keyring as _keyring
        from ctxstore.db import rekey as _rekey

        policy = self.policy
        assert policy.hmac_key is not None
        with self.engine.connect() as conn:
            if not _rekey.needs_rekey(conn):
                raise StoreError("the store's digests are keyed already; nothing to rekey")
        result = _rekey.rekey(
            self.engine,
            policy.hmac_key,
            already_keyed=already_keyed,
            actor=actor,
            policy_version=policy.version,
        )
        ring = _keyring.keyring_of(self.engine)
        with write_connection(self.engine) as conn, conn.begin():
            _keyring.check_key(
                conn,
                "hmac",
                ring.hmac_key_id if ring else "",
                policy.hmac_key_source or "the retention policy",
                _keyring.HMAC_FIX,
            )
        return result

    def rotate_master_key(self, new_key: bytes | None = None) -> tuple[str, int]:
        """Wrap every data key under a new master key; returns (new key id, keys re-wrapped).

        The new key (random unless given) is written to the master key file
        first as ``<file>.new``, the data keys are re-wrapped in one transaction,
        then the file is replaced: a crash in between leaves the old key valid.
        A master key from ``CTXSTORE_MASTER_KEY`` cannot be rewritten here:
        give the new key, then set the variable to it.
        """
        from ctxstore.db import keyring as _keyring
        from ctxstore.db import sealing as _sealing
        from ctxstore.retention import keys as _keys

        ring = _keyring.keyring_of(self.engine)
        old = _sealing.sealer_of(self.engine)
        assert ring is not None and old is not None and ring.master_source is not None
        from_file = ring.master_source.startswith("file:")
        if not from_file and new_key is None:
            raise ConfigError(
                f"the master key comes from {ring.master_source}; pass the new key "
                "(`ctxstore db rotate-key --new-key-file PATH`) and set the variable to it after"
            )
        key = new_key or _keys.new_master_key()
        new = _sealing.Sealer(key, _keys.key_id(key))
        with write_connection(self.engine) as conn, conn.begin():
            n = old.rewrap(conn, new)
            conn.execute(
                _keyring.store_keys.update()
                .where(_keyring.store_keys.c.name == "master")
                .values(key_id=new.master_key_id)
            )
            if from_file:
                # Inside the transaction: if the file cannot be written, nothing changes.
                _keys.write_master_key(Path(ring.master_source[len("file:") :]), key)
        _sealing.attach(self.engine, new)
        _keyring.attach(
            self.engine,
            dataclasses.replace(ring, master_key=key, master_key_id=new.master_key_id),
        )
        return new.master_key_id, n

    def forget_sealed_text(self) -> int:
        """After a lost master key: blank every sealed text, destroy the data keys, adopt ours.

        The text was unreadable without the lost key anyway; fingerprints and
        metadata stay. Returns how many blobs lost their text. Open the store
        with ``check_keys=False`` to call this.
        """
        from sqlalchemy import delete, update

        from ctxstore.db import keyring as _keyring
        from ctxstore.db.audit import write_audit
        from ctxstore.db.models import content_blobs, data_keys, store_keys
        from ctxstore.db.reclaim import reclaim

        ring = _keyring.keyring_of(self.engine)
        assert ring is not None and ring.master_key_id is not None
        b = content_blobs.c
        with write_connection(self.engine) as conn, conn.begin():
            n = conn.execute(
                update(content_blobs).where(b.key_id.is_not(None)).values(text=None, key_id=None)
            ).rowcount
            keys = conn.execute(delete(data_keys)).rowcount
            conn.execute(delete(store_keys).where(store_keys.c.name == "master"))
            _keyring.check_key(
                conn, "master", ring.master_key_id, ring.master_source or "", _keyring.MASTER_FIX
            )
            write_audit(
                conn,
                "forget-keys",
                actor=_default_actor(),
                policy_version=self.policy.version,
                details={"blobs_blanked": n, "keys_destroyed": keys},
            )
        reclaim(self.engine, full=True)
        return n

    # -- writing --------------------------------------------------------------------

    def write(self, records: Sequence[AssemblyRecord]) -> WriteResult:
        """Write already-retained records in one transaction; replays are skipped.

        A subject ID that arrives in clear is stored keyed (``hmac-sha256:...``),
        whichever path the record took; an already keyed one is left alone.
        """
        return write_batch(self.engine, [self._keyed_record(r) for r in records])

    def writer(self, batch_size: int = 500) -> BatchWriter:
        """A batched writer: ``with store.writer() as w: w.add(record)``."""
        return _KeyingWriter(self.engine, batch_size, self._keyed_record)

    def _keyed_record(self, record: AssemblyRecord) -> AssemblyRecord:
        subject = record.subject_id
        if subject is None:
            return record
        stored = self._stored_subject(subject)
        return record if stored == subject else dataclasses.replace(record, subject_id=stored)

    def to_record(self, assembly: Assembly, context: RecordContext | None = None) -> AssemblyRecord:
        """Apply the retention policy to an assembly, without writing it."""
        from ctxstore.retention import to_record

        context = context or RecordContext()
        policy = self.policy
        if self._redactor is None and policy.capture:
            self._redactor = policy.redactor()
        timestamp = context.timestamp or datetime.now(UTC)
        if timestamp.tzinfo is None:
            raise StoreError(
                "RecordContext.timestamp must be timezone-aware (e.g. datetime.now(UTC))"
            )
        return to_record(
            assembly,
            policy=policy,
            trace_id=context.trace_id or secrets.token_hex(16),
            span_id=context.span_id or secrets.token_hex(8),
            timestamp=timestamp.astimezone(UTC),
            service=context.service,
            environment=context.environment,
            tenant=context.tenant,
            subject_id=context.subject_id,
            seen=self.seen,
            redactor=self._redactor,
        )

    def record(self, assembly: Assembly, context: RecordContext | None = None) -> AssemblyRecord:
        """Apply the retention policy to one assembly and write it; returns what was stored."""
        rec = self.to_record(assembly, context)
        self.write([rec])
        return rec

    # -- retention ------------------------------------------------------------------

    def plan_retention(self, now: datetime | None = None) -> _purge.PurgeResult:
        """What :meth:`apply_retention` would remove now (changes nothing, writes no audit row)."""
        p = self.policy
        return _purge.plan_purge(
            self.engine, content_ttl=p.content_ttl, metadata_ttl=p.metadata_ttl, now=now
        )

    def apply_retention(
        self,
        *,
        dry_run: bool = False,
        batch_size: int = 1000,
        actor: str | None = None,
        now: datetime | None = None,
        progress: _purge.Progress | None = None,
    ) -> _purge.PurgeResult:
        """Purge what the policy's content and metadata TTLs expired, honouring legal holds."""
        p = self.policy
        return _purge.purge(
            self.engine,
            content_ttl=p.content_ttl,
            metadata_ttl=p.metadata_ttl,
            policy_version=p.version,
            now=now,
            dry_run=dry_run,
            batch_size=batch_size,
            actor=actor,
            progress=progress,
            reclaim_full=True,
        )

    def erase_subject(
        self, subject_id: str, *, dry_run: bool = False, actor: str | None = None
    ) -> _erasure.ErasureResult:
        """Erase what is tied to ``subject_id`` (see :mod:`ctxstore.db.erasure` for the scope)."""
        stored = self._stored_subject(subject_id)
        return _erasure.erase_subject(
            self.engine,
            stored,
            digest=stored,
            hold_values=(subject_id,),
            policy_version=self.policy.version,
            dry_run=dry_run,
            actor=actor,
            reclaim_full=True,
        )

    def add_hold(
        self, scope: str, value: str, *, reason: str | None = None, actor: str | None = None
    ) -> _holds.Hold:
        """Place a legal hold (scope: fingerprint, template_version or subject).

        ``hold.coverage`` says how many assemblies and blobs it keeps now. When
        the policy has an HMAC key, the store holds keyed fingerprints; a raw
        hash that matches nothing while its keyed form matches is held in the
        keyed form (``hold.value`` then differs from ``value``).
        """
        value = self._stored_fingerprint(scope, self._stored_subject(value, scope))
        return _holds.add_hold(
            self.engine,
            scope,
            value,
            reason=reason,
            actor=actor,
            policy_version=self.policy.version,
            hmac_key=self.policy.hmac_key,
        )

    def remove_hold(self, scope: str, value: str, *, actor: str | None = None) -> _holds.Hold:
        """Release a legal hold; a raw hash also finds the hold on its keyed form."""
        value = self._stored_subject(value, scope)
        keyed = self._keyed(scope, value)
        if keyed is not None and not any(
            h.scope == scope and h.value == value for h in self.holds()
        ):
            value = keyed
        return _holds.remove_hold(
            self.engine,
            scope,
            value,
            actor=actor,
            policy_version=self.policy.version,
            hmac_key=self.policy.hmac_key,
        )

    def _stored_subject(self, subject_id: str, scope: str = "subject") -> str:
        """A subject ID as the store holds it (keyed); other hold scopes pass through."""
        if scope != "subject":
            return subject_id
        from ctxstore.retention.capture import keyed_subject

        key = self.policy.hmac_key
        assert key is not None
        return keyed_subject(key, subject_id) or subject_id

    def _keyed(self, scope: str, value: str) -> str | None:
        """The HMAC form of a fingerprint hold value, when the policy keys fingerprints."""
        if scope != "fingerprint" or not self.policy.hmac_key:
            return None
        from ctxstore.retention import fingerprint

        keyed = fingerprint(self.policy, value)
        return keyed if keyed != value else None

    def _stored_fingerprint(self, scope: str, value: str) -> str:
        keyed = self._keyed(scope, value)
        if keyed is None:
            return value
        with self.engine.connect() as conn:
            if not _holds.hold_coverage(conn, scope, value).empty:
                return value
            if _holds.hold_coverage(conn, scope, keyed).empty:
                return value  # neither matches: hold what was given
        return keyed

    def holds(self) -> list[_holds.Hold]:
        return _holds.list_holds(self.engine)

    # -- lifecycle ------------------------------------------------------------------

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<Store {mask_url(self.url)}>"
