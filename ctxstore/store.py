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

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from types import TracebackType
from typing import TYPE_CHECKING

from sqlalchemy import Engine
from sqlalchemy.engine import make_url

from ctxstore.db import erasure as _erasure
from ctxstore.db import holds as _holds
from ctxstore.db import migrate as _migrate
from ctxstore.db import purge as _purge
from ctxstore.db.engine import default_database_url, is_sqlite, make_engine, mask_url, sqlite_path
from ctxstore.db.engine import resolve_database_url as _resolve
from ctxstore.db.writer import BatchWriter, WriteResult, write_batch
from ctxstore.errors import ConfigError, NotFoundError, StoreError
from ctxstore.records import AssemblyRecord

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


class Store:
    """An open store. Create it with :meth:`open`; close it (or use ``with``) when done."""

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
        except Exception:
            engine.dispose()
            raise
        return cls(engine, resolved, policy)

    # -- policy ---------------------------------------------------------------------

    @property
    def policy(self) -> RetentionPolicy:
        """The retention policy given to :meth:`open`, else ``load_policy()`` (env var or default)."""
        if self._policy is None:
            from ctxstore.retention import load_policy

            self._policy = load_policy()
        return self._policy

    # -- writing --------------------------------------------------------------------

    def write(self, records: Sequence[AssemblyRecord]) -> WriteResult:
        """Write already-retained records in one transaction; replays are skipped."""
        return write_batch(self.engine, records)

    def writer(self, batch_size: int = 500) -> BatchWriter:
        """A batched writer: ``with store.writer() as w: w.add(record)``."""
        return BatchWriter(self.engine, batch_size)

    def to_record(self, assembly: Assembly, context: RecordContext | None = None) -> AssemblyRecord:
        """Apply the retention policy to an assembly, without writing it."""
        from ctxstore.retention import Redactor, to_record

        context = context or RecordContext()
        policy = self.policy
        if self._redactor is None and policy.capture:
            self._redactor = Redactor.from_policy(policy)
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
        from ctxstore.db.audit import subject_digest

        return _erasure.erase_subject(
            self.engine,
            subject_id,
            digest=subject_digest(subject_id, self.policy.hmac_key),
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
        value = self._stored_fingerprint(scope, value)
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
