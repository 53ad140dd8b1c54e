"""The two secrets a store is written with, kept outside the database.

* The **HMAC secret** keys every stored digest (section, prefix and root
  fingerprints, subject IDs, redaction placeholder tags), so a copy of the
  database cannot be used to confirm a guessed prompt, IP address or phone
  number by hashing candidates. It cannot be rotated without re-recording: a
  keyed digest cannot be turned into another key's digest.
* The **master key** wraps the per-subject, per-day data keys that seal retained
  text (``ctxstore.db.sealing``). It can be rotated (``ctxstore db rotate-key``
  re-wraps every data key).

Where each comes from, first match wins (argument > environment > file > default):

==================================  ===================================================
``CTXSTORE_HMAC_KEY``               the HMAC secret itself (>= 16 bytes); a policy file's
                                    ``hmac_key_env``/``hmac_key_file`` come next
``CTXSTORE_HMAC_KEY_FILE``          a file holding it (fleets: one secret for every host)
``CTXSTORE_MASTER_KEY``             the master key: 64 hex characters (32 bytes)
``CTXSTORE_MASTER_KEY_FILE``        a file holding it
default                             ``<data dir>/keys/hmac.key`` and ``master.key``, created
                                    on first use with mode 0600 in a 0700 directory
==================================  ===================================================

A key file that others can read is refused: a secret anyone on the host can read
protects nothing. The store records a check value of each secret (never the
secret) and refuses a process holding a different one (``ctxstore.db.keyring``).
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets
import stat
import threading
from dataclasses import dataclass
from pathlib import Path

from ctxstore import settings
from ctxstore.errors import ConfigError

KEY_DIR = "keys"
HMAC_KEY_FILENAME = "hmac.key"
MASTER_KEY_FILENAME = "master.key"
MIN_HMAC_KEY_BYTES = 16
MASTER_KEY_BYTES = 32

_lock = threading.Lock()
_cache: dict[tuple[str, ...], Secret] = {}


@dataclass(frozen=True, slots=True)
class Secret:
    value: bytes
    source: str  # "env:NAME" or "file:/path", for `ctxstore retention show` and errors

    @property
    def key_id(self) -> str:
        return key_id(self.value)

    def __repr__(self) -> str:
        return f"Secret(key_id={self.key_id!r}, source={self.source!r})"


def key_id(secret: bytes) -> str:
    """A check value that names a secret without revealing it (16 hex characters)."""
    return hmac.new(secret, b"ctxstore key check v1", hashlib.sha256).hexdigest()[:16]


def hmac_secret() -> Secret:
    """``$CTXSTORE_HMAC_KEY`` > ``$CTXSTORE_HMAC_KEY_FILE`` > the data directory's key file."""
    env = os.environ.get(settings.HMAC_KEY)
    if env:
        return Secret(
            check_hmac_key(env.encode("utf-8"), settings.HMAC_KEY), f"env:{settings.HMAC_KEY}"
        )
    path = _file_from_env(settings.HMAC_KEY_FILE) or _default_path(HMAC_KEY_FILENAME)
    return _cached(("hmac", str(path)), lambda: _hmac_from_file(path))


def master_secret() -> Secret:
    """``$CTXSTORE_MASTER_KEY`` > ``$CTXSTORE_MASTER_KEY_FILE`` > the data directory's key file."""
    env = os.environ.get(settings.MASTER_KEY)
    if env:
        return Secret(_parse_master(env, settings.MASTER_KEY), f"env:{settings.MASTER_KEY}")
    path = _file_from_env(settings.MASTER_KEY_FILE) or _default_path(MASTER_KEY_FILENAME)
    return _cached(
        ("master", str(path)),
        lambda: Secret(
            _parse_master(_read_or_create(path).decode("ascii"), str(path)), f"file:{path}"
        ),
    )


def write_master_key(path: Path, key: bytes) -> None:
    """Replace the key file at ``path`` atomically (mode 0600); used by key rotation."""
    tmp = path.with_name(path.name + ".new")
    tmp.unlink(missing_ok=True)
    _write_new(tmp, key.hex().encode("ascii"))
    os.replace(tmp, path)
    with _lock:
        _cache.pop(("master", str(path)), None)


def new_master_key() -> bytes:
    return secrets.token_bytes(MASTER_KEY_BYTES)


def check_hmac_key(key: bytes, what: str) -> bytes:
    if len(key) < MIN_HMAC_KEY_BYTES:
        raise ConfigError(
            f"{what}: the HMAC key is {len(key)} bytes; use at least {MIN_HMAC_KEY_BYTES} "
            "random bytes (e.g. `python -c 'import secrets; print(secrets.token_hex(32))'`)."
        )
    return key


def _cached(key: tuple[str, ...], load: object) -> Secret:
    with _lock:
        hit = _cache.get(key)
        if hit is None:
            assert callable(load)
            hit = _cache[key] = load()
        return hit


def _hmac_from_file(path: Path) -> Secret:
    return Secret(check_hmac_key(_read_or_create(path), str(path)), f"file:{path}")


def _parse_master(text: str, what: str) -> bytes:
    try:
        key = bytes.fromhex(text.strip())
    except ValueError:
        key = b""
    if len(key) != MASTER_KEY_BYTES:
        raise ConfigError(
            f"{what}: the master key must be {MASTER_KEY_BYTES * 2} hex characters "
            f"({MASTER_KEY_BYTES} random bytes), e.g. "
            "`python -c 'import secrets; print(secrets.token_hex(32))'`."
        )
    return key


def _file_from_env(name: str) -> Path | None:
    value = os.environ.get(name, "").strip()
    if not value:
        return None
    path = Path(value).expanduser()
    if not path.is_file():
        raise ConfigError(f"{name}: {path} does not exist; create it or unset {name}.")
    return path


def _default_path(filename: str) -> Path:
    return settings.data_dir() / KEY_DIR / filename


def _read_or_create(path: Path) -> bytes:
    """The secret in ``path``; a new random one (mode 0600) when the default file is missing."""
    if not path.exists():
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        with contextlib.suppress(FileExistsError):  # another process created it first
            _write_new(path, secrets.token_hex(MASTER_KEY_BYTES).encode("ascii"))
    try:
        mode = path.stat().st_mode
        if mode & (stat.S_IRWXG | stat.S_IRWXO):
            raise ConfigError(
                f"{path}: the key file is readable by other users (mode "
                f"{stat.S_IMODE(mode):o}); run `chmod 600 {path}`."
            )
        data = path.read_bytes().strip()
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read the key file: {exc.strerror}.") from exc
    if not data:
        raise ConfigError(f"{path}: the key file is empty; restore it from your backup of the key.")
    return data


def _write_new(path: Path, data: bytes) -> None:
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags, 0o600)
    try:
        os.write(fd, data + b"\n")
        os.fsync(fd)
    finally:
        os.close(fd)
