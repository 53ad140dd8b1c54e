"""The secrets an open store works with, and the check that they are the store's own.

The secrets themselves live outside the database (``ctxstore.retention.keys``
resolves them); the store keeps only a check value of each in ``store_keys``.
Opening a store with a different secret is refused before anything is written:
digests keyed with another HMAC secret would never match the store's, and text
sealed under another master key could not be read back by anyone else.

The keyring is attached to the engine (:func:`attach`), so readers deep in the
database layer (``show`` finding an assembly by the raw fingerprint
``assemble()`` printed, text being unsealed) need no extra argument.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import weakref
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Connection, Engine, select

from ctxstore.db.models import store_keys
from ctxstore.db.types import upsert

__all__ = [
    "Keyring",
    "StoreKeyError",
    "attach",
    "check_key",
    "keyring_of",
    "store_keys",
    "stored_forms",
]
from ctxstore.errors import StoreError

LEGACY = "legacy"  # ``store_keys.key_id`` of ``digests`` on a store written before keyed digests

_HEX64 = re.compile(r"^[0-9a-f]{64}$")


class StoreKeyError(StoreError):
    """The secret this process holds is not the one the store was written with, or is lost."""


@dataclass(frozen=True, slots=True)
class Keyring:
    hmac_key: bytes = b""
    hmac_source: str = ""
    hmac_key_id: str = ""
    master_key: bytes | None = None
    master_source: str | None = None
    master_key_id: str | None = None


_registry: weakref.WeakKeyDictionary[Engine, Keyring] = weakref.WeakKeyDictionary()


def attach(engine: Engine, keyring: Keyring) -> None:
    _registry[engine] = keyring


def keyring_of(engine: Engine) -> Keyring | None:
    return _registry.get(engine)


def keyed_digest(key: bytes, digest: str) -> str:
    """``HMAC-SHA256(key, hex)`` hex: how a digest is stored (``retention.capture`` agrees)."""
    return hmac.new(key, digest.encode("ascii"), hashlib.sha256).hexdigest()


def stored_forms(engine: Engine, ref: str) -> tuple[str, ...]:
    """``ref`` and, for a full digest as ``assemble()`` prints it, its keyed form."""
    keyring = keyring_of(engine)
    if keyring is None or not keyring.hmac_key or not _HEX64.match(ref):
        return (ref,)
    return (ref, keyed_digest(keyring.hmac_key, ref))


def recorded_key_id(conn: Connection, name: str) -> str | None:
    k = store_keys.c
    return conn.execute(select(k.key_id).where(k.name == name)).scalar()


def check_key(conn: Connection, name: str, key_id: str, source: str, fix: str) -> None:
    """Refuse a secret whose check value differs from the one recorded; record it on first use."""
    recorded = recorded_key_id(conn, name)
    if recorded is None:
        # Two processes opening a new store at once: the first insert wins and
        # the other compares against it.
        stmt = upsert(conn.dialect.name, store_keys).on_conflict_do_nothing(index_elements=["name"])
        conn.execute(stmt.values(name=name, key_id=key_id, created_at=datetime.now(UTC)))
        recorded = recorded_key_id(conn, name)
    if recorded != key_id:
        raise StoreKeyError(
            f"this store was written with {name} key {recorded}, but this process has key "
            f"{key_id} (from {source}). {fix}"
        )


HMAC_FIX = (
    "Use the store's own key: copy the key file from the host that created the store "
    "(<data dir>/keys/hmac.key) or set CTXSTORE_HMAC_KEY / CTXSTORE_HMAC_KEY_FILE to it. "
    "If that key is lost, digests already stored can no longer be matched with what "
    "assemble() prints; start a new store (or restore the key from your backup)."
)
MASTER_FIX = (
    "Use the store's own master key: copy <data dir>/keys/master.key from the host that "
    "created the store, or set CTXSTORE_MASTER_KEY / CTXSTORE_MASTER_KEY_FILE to it. "
    "If that key is lost, the stored text cannot be decrypted by anyone (fingerprints and "
    "metadata still can be read); restore the key from your backup, or run "
    "`ctxstore db forget-sealed-text` to blank that text and seal new text under this key."
)
