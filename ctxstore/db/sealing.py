"""Crypto-shredding: retained text is sealed, and erasure and expiry destroy the keys.

Deleting a row cannot reach every copy of it (the PostgreSQL WAL, replicas,
backups taken after the write, pages an old snapshot still pins). So text is
stored sealed with AES-256-GCM under a **data key** per (subject, UTC day):
text of a personal kind (``ctxstore.db.erasure.PERSONAL_KINDS``) recorded with a
subject ID uses that subject's key of the day; everything else the shared key of
the day. Data keys are stored wrapped (AES-GCM) by the **master key**, which
lives outside the database (``ctxstore.retention.keys``). Then:

* **erasure** deletes the subject's data keys (after re-sealing, under the
  shared key, any of their blobs that other subjects share or a hold keeps);
* **the content TTL** deletes every data key whose day ended before the cutoff
  (after re-sealing under today's key the few blobs still live under it: text
  kept again since, or held);
* whatever copy of a ciphertext survives anywhere is unreadable once its key
  row is gone, even to someone holding the master key, as long as the wrapped
  key itself is gone too (``ctxstore.db.reclaim`` rewrites ``data_keys``).

Stored form: ``ctxs1:`` + base64(nonce || ciphertext) in ``content_blobs.text``
(the plaintext is zlib-compressed first when that is shorter)
(so "is there text" stays ``text IS NOT NULL`` everywhere) and the key in
``content_blobs.key_id``. The content hash is the associated data: a ciphertext
moved to another row does not decrypt. Data keys are cached in memory per
process (unwrapping is one AES operation, but a batch touches few keys).
"""

from __future__ import annotations

import base64
import hmac
import os
import threading
import weakref
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlalchemy import Connection, Engine, bindparam, delete, select, update

from ctxstore.db.keyring import StoreKeyError
from ctxstore.db.models import content_blobs, data_keys
from ctxstore.db.types import upsert

PERSONAL_KINDS: tuple[str, ...] = ("ask", "history", "memory", "tool_output")
"""Section kinds whose text belongs to the subject whose request carried it."""

PREFIX = "ctxs1:"
UNCHANGED = ""  # blob text the writer sends for a blob whose live text is kept as stored
SHARED = ""  # ``data_keys.subject`` of the shared key of a day
_NONCE = 12


@dataclass(frozen=True, slots=True)
class Owner:
    """Whose key seals a blob: a keyed subject ID (or SHARED) and the UTC day."""

    subject: str
    day: date


def period(day: date) -> str:
    return day.isoformat()


class Sealer:
    """Seals and opens text for one store with one master key; thread-safe."""

    def __init__(self, master_key: bytes, master_key_id: str) -> None:
        self._master = AESGCM(master_key)
        self.master_key_id = master_key_id
        # Short-lived payloads (``ctxstore.db.pending``) get a key of their own, derived
        # from the master key, so they never share nonces with wrapped data keys.
        self._transient = AESGCM(hmac.digest(master_key, b"ctxstore.pending.v1", "sha256"))
        self._lock = threading.Lock()
        self._by_owner: dict[tuple[str, str], tuple[int, AESGCM]] = {}
        self._by_id: dict[int, AESGCM] = {}

    def seal_transient(self, data: bytes, context: bytes) -> bytes:
        """``data`` sealed for a short stay (compressed first); ``context`` must match to open."""
        nonce = os.urandom(_NONCE)
        return nonce + self._transient.encrypt(nonce, zlib.compress(data, 1), context)

    def open_transient(self, sealed: bytes, context: bytes) -> bytes:
        """The data :meth:`seal_transient` sealed; StoreKeyError under another master key."""
        try:
            return zlib.decompress(
                self._transient.decrypt(sealed[:_NONCE], sealed[_NONCE:], context)
            )
        except InvalidTag:
            raise StoreKeyError(
                f"a pending part does not open with master key {self.master_key_id}: it was "
                "sealed by a receiver holding another master key"
            ) from None

    # -- keys -------------------------------------------------------------------

    def _wrap(self, key: bytes, subject: str, day: str) -> bytes:
        nonce = os.urandom(_NONCE)
        return nonce + self._master.encrypt(nonce, key, f"{subject}|{day}".encode())

    def _unwrap(self, wrapped: bytes, subject: str, day: str, key_id: int) -> AESGCM:
        try:
            raw = self._master.decrypt(
                wrapped[:_NONCE], wrapped[_NONCE:], f"{subject}|{day}".encode()
            )
        except InvalidTag:
            raise StoreKeyError(
                f"data key {key_id} does not open with master key {self.master_key_id}: the "
                "store's text was sealed under another master key. Use the store's own key "
                "(CTXSTORE_MASTER_KEY / CTXSTORE_MASTER_KEY_FILE, or <data dir>/keys/master.key "
                "from the host that created the store)."
            ) from None
        return AESGCM(raw)

    def _keys_for(
        self, conn: Connection, owners: Iterable[tuple[str, str]]
    ) -> dict[tuple[str, str], tuple[int, AESGCM]]:
        """The data key of each (subject, day), created when missing (race-safe)."""
        wanted = set(owners)
        with self._lock:
            cached = {o: self._by_owner[o] for o in wanted if o in self._by_owner}
        if cached:
            # A key another process destroyed (erasure, expiry) must not seal new text.
            ids = [v[0] for v in cached.values()]
            alive = set(
                conn.execute(select(data_keys.c.id).where(data_keys.c.id.in_(ids))).scalars()
            )
            dead = {o for o, (i, _) in cached.items() if i not in alive}
            with self._lock:
                for o in dead:
                    self._by_owner.pop(o, None)
            cached = {o: v for o, v in cached.items() if o not in dead}
        missing = sorted(wanted - set(cached))
        if missing:
            now = datetime.now(UTC)
            rows = [
                {
                    "subject": subject,
                    "period": day,
                    "wrapped": self._wrap(AESGCM.generate_key(256), subject, day),
                    "master_key_id": self.master_key_id,
                    "created_at": now,
                }
                for subject, day in missing
            ]
            stmt = upsert(conn.dialect.name, data_keys).on_conflict_do_nothing(
                index_elements=["subject", "period"]
            )
            conn.execute(stmt, rows)
            k = data_keys.c
            for subject, day in missing:
                row = conn.execute(
                    select(k.id, k.wrapped).where(k.subject == subject, k.period == day)
                ).one()
                aead = self._unwrap(row.wrapped, subject, day, row.id)
                cached[(subject, day)] = (row.id, aead)
                with self._lock:
                    self._by_owner[(subject, day)] = (row.id, aead)
                    self._by_id[row.id] = aead
        return cached

    def _key_by_id(self, conn: Connection, key_id: int) -> AESGCM | None:
        with self._lock:
            hit = self._by_id.get(key_id)
        if hit is not None:
            return hit
        k = data_keys.c
        row = conn.execute(select(k.subject, k.period, k.wrapped).where(k.id == key_id)).first()
        if row is None:
            return None  # destroyed: the text is gone
        aead = self._unwrap(row.wrapped, row.subject, row.period, key_id)
        with self._lock:
            self._by_id[key_id] = aead
        return aead

    def forget(self, key_ids: Iterable[int]) -> None:
        ids = set(key_ids)
        with self._lock:
            for i in ids:
                self._by_id.pop(i, None)
            for owner, (i, _) in list(self._by_owner.items()):
                if i in ids:
                    del self._by_owner[owner]

    # -- text -------------------------------------------------------------------

    def seal_blobs(
        self, conn: Connection, blobs: Mapping[str, dict[str, Any]], owners: Mapping[str, Owner]
    ) -> None:
        """Replace each blob row's ``text`` by its sealed form and set ``key_id`` (in place).

        Blobs the store already holds live text for are not sealed again (the
        upsert keeps the stored text): they get :data:`UNCHANGED` instead, which
        saves compressing and encrypting the stable prompt sections every batch.
        """
        b = content_blobs.c
        live = {
            h
            for chunk in _chunks(sorted(blobs), 500)
            for h in conn.execute(
                select(b.content_hash).where(b.content_hash.in_(chunk), b.text.is_not(None))
            ).scalars()
        }
        for h in live:
            blobs[h]["text"] = UNCHANGED
            blobs[h]["key_id"] = None
        fresh = {h: o for h, o in owners.items() if h in blobs and h not in live}
        keys = self._keys_for(conn, {(o.subject, period(o.day)) for o in fresh.values()})
        for content_hash, row in blobs.items():
            if content_hash in live:
                continue
            o = owners[content_hash]
            key_id, aead = keys[(o.subject, period(o.day))]
            row["text"] = _seal(aead, row["text"], content_hash)
            row["key_id"] = key_id

    def open(
        self, conn: Connection, text: str | None, key_id: int | None, content_hash: str
    ) -> str | None:
        """The plain text of a stored blob; None once its key was destroyed."""
        if text is None or key_id is None or not text.startswith(PREFIX):
            return text
        aead = self._key_by_id(conn, key_id)
        if aead is None:
            return None
        blob = base64.b64decode(text[len(PREFIX) :])
        try:
            body = aead.decrypt(blob[:_NONCE], blob[_NONCE:], content_hash.encode())
        except InvalidTag:
            raise StoreKeyError(
                f"the text of blob {content_hash[:12]}… does not authenticate under its data key "
                f"{key_id}: it was altered or moved; restore it from a backup or erase it"
            ) from None
        return _unpack(body)

    def reseal(self, conn: Connection, where: Any, to: Owner) -> int:
        """Re-seal every live blob matching ``where`` under ``to``'s key; how many."""
        b = content_blobs.c
        rows = conn.execute(
            select(b.content_hash, b.text, b.key_id).where(where, b.text.is_not(None))
        ).all()
        if not rows:
            return 0
        key_id, aead = self._keys_for(conn, [(to.subject, period(to.day))])[
            (to.subject, period(to.day))
        ]
        params = [
            {"h": h, "t": _seal(aead, self.open(conn, text, old, h) or "", h), "k": key_id}
            for h, text, old in rows
        ]
        conn.execute(
            update(content_blobs)
            .where(b.content_hash == bindparam("h"))
            .values(text=bindparam("t"), key_id=bindparam("k")),
            params,
        )
        return len(params)

    def destroy(self, conn: Connection, key_ids: list[int]) -> int:
        """Delete data keys (their text is unreadable from now on); how many."""
        if not key_ids:
            return 0
        n = 0
        for i in range(0, len(key_ids), 500):
            n += conn.execute(
                delete(data_keys).where(data_keys.c.id.in_(key_ids[i : i + 500]))
            ).rowcount
        self.forget(key_ids)
        return n

    def rewrap(self, conn: Connection, new: Sealer) -> int:
        """Key rotation: wrap every data key under ``new``'s master key instead of ours."""
        k = data_keys.c
        rows = conn.execute(select(k.id, k.subject, k.period, k.wrapped)).all()
        params = []
        for row in rows:
            raw = self._master.decrypt(
                row.wrapped[:_NONCE], row.wrapped[_NONCE:], f"{row.subject}|{row.period}".encode()
            )
            params.append({"i": row.id, "w": new._wrap(raw, row.subject, row.period)})
        if params:
            conn.execute(
                update(data_keys)
                .where(k.id == bindparam("i"))
                .values(wrapped=bindparam("w"), master_key_id=new.master_key_id),
                params,
            )
        return len(params)


def _seal(aead: AESGCM, text: str, content_hash: str) -> str:
    # Compressed before it is encrypted (ciphertext does not compress), when that
    # is shorter: it pays for base64's third on prompt text. One flag byte says which.
    data = text.encode("utf-8")
    packed = zlib.compress(data, 6) if len(data) > 64 else data
    body = b"z" + packed if len(packed) < len(data) else b"r" + data
    nonce = os.urandom(_NONCE)
    sealed = nonce + aead.encrypt(nonce, body, content_hash.encode())
    return PREFIX + base64.b64encode(sealed).decode("ascii")


def _chunks(items: list[str], size: int) -> Iterable[list[str]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


def _unpack(body: bytes) -> str:
    data = zlib.decompress(body[1:]) if body[:1] == b"z" else body[1:]
    return data.decode("utf-8")


# -- per-engine registry (like ``ctxstore.db.keyring``) ---------------------------------

_registry: weakref.WeakKeyDictionary[Engine, Sealer] = weakref.WeakKeyDictionary()


def attach(engine: Engine, sealer: Sealer) -> None:
    _registry[engine] = sealer


def sealer_of(engine: Engine) -> Sealer | None:
    return _registry.get(engine)


def require_sealer(engine: Engine, what: str) -> Sealer:
    """The engine's sealer, or StoreKeyError: destroying keys without it would lose shared text."""
    sealer = sealer_of(engine)
    if sealer is None:
        raise StoreKeyError(
            f"{what} destroys data keys, which needs the store's master key; "
            "go through ctxstore.Store (or the `ctxstore retention` commands)"
        )
    return sealer


def subject_keys(conn: Connection, subject: str) -> list[int]:
    k = data_keys.c
    return list(conn.execute(select(k.id).where(k.subject == subject)).scalars())


def expired_keys(conn: Connection, cutoff: datetime) -> list[int]:
    """Data keys whose whole day lies before ``cutoff``."""
    k = data_keys.c
    return list(
        conn.execute(select(k.id).where(k.period < period(cutoff.astimezone(UTC).date()))).scalars()
    )
