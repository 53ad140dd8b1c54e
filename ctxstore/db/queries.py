"""Generic reads over the store, shared by the CLI commands (``show``, ``log``, ``diff``).

They return frozen dataclasses, never ORM rows, so callers cannot accidentally
lazy-load or write through them. Fingerprints and trace IDs can be given as a
unique prefix (at least :data:`MIN_PREFIX` hex characters), the way people copy
them out of logs.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import ColumnElement, Engine, Row, and_, or_, select

from ctxstore.db.keyring import StoreKeyError, stored_forms
from ctxstore.db.models import assemblies, assembly_sections, content_blobs
from ctxstore.db.sealing import sealer_of
from ctxstore.errors import ConfigError, NotFoundError

MIN_PREFIX = 6


@dataclass(frozen=True, slots=True)
class StoredSection:
    """One ``assembly_sections`` row: a field per column (but the assembly's ID)."""

    position: int
    name: str
    kind: str
    trust: str
    priority: int
    pinned: bool
    tokens: int
    content_hash: str
    outcome: str
    reason: str | None
    source_path: str | None
    line_start: int | None
    line_end: int | None
    screening_hits: tuple[str, ...]
    text_kept: bool


@dataclass(frozen=True, slots=True)
class StoredAssembly:
    """One ``assemblies`` row: a field per column (but ``created_at``); ``show --json`` prints them."""

    id: int
    ts: datetime
    trace_id: str
    span_id: str
    root_fingerprint: str
    prefix_fingerprint: str
    service: str | None
    environment: str | None
    tenant: str | None
    subject_id: str | None
    model_id: str
    provider: str | None
    template_version: str | None
    snapshot_id: str | None
    tokens_total: int
    budget: int
    tokenizer: str
    tokens_exact: bool
    dropped_count: int
    screening_hits: int
    policy_version: str | None
    content_kept: bool
    sections: tuple[StoredSection, ...] = ()


@dataclass(frozen=True, slots=True)
class StoredBlob:
    content_hash: str
    text: str | None  # None once the content TTL expired it or it was erased
    redactions: tuple[str, ...]
    size_bytes: int
    first_seen: datetime
    last_kept_at: datetime
    policy_version: str | None
    key_id: int | None = None  # the data key the stored text was sealed with
    erased_by: int | None = None  # audit row of the erasure that removed the text

    @property
    def missing_text(self) -> str:
        """Why there is no text, in the words ``show`` and ``what-changed`` use."""
        if self.erased_by is not None:
            return f"erased (audit #{self.erased_by})"
        return "text not retained"


def _assembly(
    row: Row[tuple[object, ...]], sections: tuple[StoredSection, ...] = ()
) -> StoredAssembly:
    m = row._mapping
    return StoredAssembly(
        **{k: m[k] for k in StoredAssembly.__dataclass_fields__ if k != "sections"},
        sections=sections,
    )


def _sections(engine: Engine, assembly_id: int) -> tuple[StoredSection, ...]:
    s = assembly_sections
    with engine.connect() as conn:
        rows = conn.execute(
            select(s).where(s.c.assembly_id == assembly_id).order_by(s.c.position)
        ).all()
    out = []
    for row in rows:
        m = dict(row._mapping)
        m.pop("assembly_id")
        m["screening_hits"] = tuple(m["screening_hits"] or ())
        out.append(StoredSection(**m))
    return tuple(out)


_HEX = frozenset("0123456789abcdef")


def _match(column: ColumnElement[str], ref: str, forms: tuple[str, ...]) -> ColumnElement[bool]:
    if len(ref) >= 64:
        return column.in_(forms)
    if ref and set(ref) <= _HEX:
        # A hex prefix as a range, not LIKE: SQLite's LIKE is case-insensitive and never
        # uses an index, so a prefix lookup scanned every assembly. Stored IDs are
        # lowercase hex, and "g" sorts after every hex digit in every collation.
        return and_(column >= ref, column < ref + "g")
    return column.startswith(ref, autoescape=True)


def get_assembly(engine: Engine, ref: str) -> StoredAssembly:
    """The most recent assembly whose root fingerprint or trace ID is (or starts with) ``ref``.

    Raises NotFoundError when nothing matches, or when a short prefix matches
    several different fingerprints/traces (the message lists a few).
    """
    ref = ref.strip().lower()
    if len(ref) < MIN_PREFIX:
        raise NotFoundError(f"{ref!r} is too short: give at least {MIN_PREFIX} characters")
    a = assemblies.c
    # A full fingerprint as assemble() printed it is found by its keyed form too.
    forms = stored_forms(engine, ref)
    with engine.connect() as conn:
        rows = conn.execute(
            select(assemblies)
            .where(or_(_match(a.root_fingerprint, ref, forms), _match(a.trace_id, ref, forms)))
            .order_by(a.ts.desc(), a.id.desc())
            .limit(200)
        ).all()
    if not rows:
        raise NotFoundError(f"no assembly with root fingerprint or trace ID {ref!r}")
    distinct = {
        r.root_fingerprint
        if r.root_fingerprint in forms or r.root_fingerprint.startswith(ref)
        else r.trace_id
        for r in rows
    }
    if len(distinct) > 1:
        shown = ", ".join(sorted(distinct)[:5])
        raise NotFoundError(f"{ref!r} is ambiguous; it matches {shown}. Give more characters.")
    return _assembly(rows[0], _sections(engine, rows[0].id))


def assemblies_for_fingerprint(
    engine: Engine, root_fingerprint: str, limit: int = 100
) -> list[StoredAssembly]:
    """Every assembly (newest first) that produced exactly this root fingerprint (raw or keyed)."""
    a = assemblies.c
    with engine.connect() as conn:
        rows = conn.execute(
            select(assemblies)
            .where(a.root_fingerprint.in_(stored_forms(engine, root_fingerprint)))
            .order_by(a.ts.desc(), a.id.desc())
            .limit(limit)
        ).all()
    return [_assembly(r) for r in rows]


def parse_section_filter(text: str) -> tuple[str, str | None]:
    """``kb/doc.md#1`` -> (name, None); ``system=3f9a1c2b`` -> (name, hash prefix).

    The ``sections`` filter of :func:`recent_assemblies`, as ``ctxstore log --section``
    and the web view's log page take it.
    """
    name, sep, prefix = text.rpartition("=")
    if not sep:
        return text, None
    prefix = prefix.strip().lower()
    if not name or len(prefix) < 4 or any(c not in _HEX for c in prefix):
        raise ConfigError(
            f"section filter {text!r}: expected NAME or NAME=HASH-PREFIX with at least 4 hex "
            "characters (as what-changed prints them), e.g. system=3f9a1c2b7d4e."
        )
    return name, prefix


def recent_assemblies(
    engine: Engine,
    *,
    since: datetime | None = None,
    until: datetime | None = None,
    service: str | None = None,
    environment: str | None = None,
    tenant: str | None = None,
    model_id: str | None = None,
    template_version: str | None = None,
    snapshot_id: str | None = None,
    sections: Sequence[tuple[str, str | None]] = (),
    limit: int = 50,
    with_sections: bool = False,
) -> list[StoredAssembly]:
    """Assemblies in ``[since, until)``, newest first, narrowed by any given filter.

    ``sections`` holds ``(name, hash prefix or None)`` pairs: each must be
    carried by the assembly (the path from a what-changed item to examples).
    """
    a = assemblies.c
    q = select(assemblies)
    if since is not None:
        q = q.where(a.ts >= since)
    if until is not None:
        q = q.where(a.ts < until)
    for column, value in (
        (a.service, service),
        (a.environment, environment),
        (a.tenant, tenant),
        (a.model_id, model_id),
        (a.template_version, template_version),
        (a.snapshot_id, snapshot_id),
    ):
        if value is not None:
            q = q.where(column == value)
    s = assembly_sections.c
    for name, prefix in sections:
        carried = select(s.assembly_id).where(s.assembly_id == a.id, s.name == name)
        if prefix:
            carried = carried.where(
                _match(s.content_hash, prefix.lower(), stored_forms(engine, prefix.lower()))
            )
        q = q.where(carried.exists())
    q = q.order_by(a.ts.desc(), a.id.desc()).limit(limit)
    with engine.connect() as conn:
        rows = conn.execute(q).all()
    if not with_sections:
        return [_assembly(r) for r in rows]
    return [_assembly(r, _sections(engine, r.id)) for r in rows]


def blobs_by_hash(engine: Engine, hashes: Iterable[str]) -> dict[str, StoredBlob]:
    """The stored blobs among ``hashes`` (missing hashes are simply absent)."""
    wanted = sorted(set(hashes))
    out: dict[str, StoredBlob] = {}
    b = content_blobs.c
    sealer = sealer_of(engine)
    with engine.connect() as conn:
        for i in range(0, len(wanted), 500):
            for row in conn.execute(
                select(content_blobs).where(b.content_hash.in_(wanted[i : i + 500]))
            ):
                m = dict(row._mapping)
                m["redactions"] = tuple(m["redactions"] or ())
                if sealer is not None:
                    m["text"] = sealer.open(conn, m["text"], m["key_id"], m["content_hash"])
                elif m["key_id"] is not None and m["text"] is not None:
                    raise StoreKeyError(
                        "this store's text is sealed; open it with ctxstore.Store.open, "
                        "which loads the master key"
                    )
                out[row.content_hash] = StoredBlob(**m)
    return out
