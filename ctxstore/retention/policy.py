"""The retention policy: what prompt text may be kept, in what form, and for how long.

Why a versioned value object: compliance owners decide retention, engineers
do not, so the policy lives in a file they own (TOML or JSON) and its
``version`` is recorded with every row it affected; when the policy changes,
rows written under the old one can still be told apart. Fingerprints and
metadata are always kept; only *text* is subject to the policy.

File format (TOML shown; JSON takes the same keys)::

    version = "2024-06-acme-3"
    capture = true            # false: hashes and metadata only, no text anywhere
    sample_rate = 0.1         # repeats of a known section are kept for 10% of traces
    redact = true
    detectors = ["email", "phone", "openai_key"]   # default: all built-in detectors
    content_ttl = "30d"       # "90m", "12h", "30d", "2w", a number of days, or "never"
    metadata_ttl = "400d"
    hmac_key_env = "CTXSTORE_PROD_HMAC_KEY"       # or hmac_key_file = "/run/secrets/k"

    [custom_patterns]
    customer_id = 'CUST-\\d{8}'   # a group named "value" limits what is replaced

    [kind_rules]              # merged over the defaults below; "always" | "never" | "sampled"
    document = "sampled"

Default kind rules: ``tools`` and ``system`` text always kept (small, stable,
and needed to diff a prompt change); ``ask`` and ``history`` never (the user's
words); every other kind sampled.

The HMAC key is never written in the policy file: the file names where it
comes from (``hmac_key_env`` or ``hmac_key_file``). ``CTXSTORE_HMAC_KEY``,
when set, overrides the file (argument > environment > file > default). The
default is the secret in ``ctxstore.retention.keys`` (a key file in the data
directory, created on first use), so stored digests are always keyed.
Keys read from the environment or a file must be at least 16 bytes.
"""

from __future__ import annotations

import json
import logging
import os
import re
import threading
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import timedelta
from enum import StrEnum
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ctxstore import settings
from ctxstore.errors import ConfigError
from ctxstore.retention.keys import check_hmac_key, hmac_secret
from ctxstore.retention.redaction import (
    ALL_DETECTORS,
    Redactor,
    shared_redactor,
    validate_custom_patterns,
)

__all__ = [
    "DEFAULT_KIND_RULES",
    "ENV_HMAC_KEY",
    "ENV_RETENTION_POLICY",
    "KindRule",
    "RetentionPolicy",
    "format_ttl",
    "load_policy",
    "parse_ttl",
    "process_policy",
    "with_default_key",
]

log = logging.getLogger(__name__)

# Environment variables (documented constants, one place).
ENV_RETENTION_POLICY = settings.RETENTION_POLICY  # path of a policy file
ENV_HMAC_KEY = settings.HMAC_KEY  # HMAC key for stored fingerprints and placeholders


class KindRule(StrEnum):
    ALWAYS = "always"  # keep the text of every occurrence
    NEVER = "never"  # never keep the text, only its hash
    SAMPLED = "sampled"  # first occurrence of a hash, then repeats at sample_rate


DEFAULT_KIND_RULES: Mapping[str, KindRule] = MappingProxyType(
    {
        "tools": KindRule.ALWAYS,
        "system": KindRule.ALWAYS,
        "ask": KindRule.NEVER,
        "history": KindRule.NEVER,
    }
)

# Keys a policy file may hold, and keys to_mapping() adds for display only.
_FILE_KEYS = frozenset(
    {
        "version", "capture", "sample_rate", "redact", "detectors", "custom_patterns",
        "kind_rules", "content_ttl", "metadata_ttl", "hmac_key_env", "hmac_key_file",
    }
)  # fmt: skip
_DISPLAY_KEYS = frozenset({"hmac_key", "hmac_key_source", "source", "default_kind_rule"})

_TTL_RE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(s|m|h|d|w)\s*$")
_TTL_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}
_NO_TTL = {"never", "none", "forever", "off"}


def parse_ttl(value: Any, *, key: str, where: str = "policy") -> timedelta | None:
    """``"30d"``/``"12h"``/``"90m"``/``"2w"``/``"45s"``, a number of days, or never (``None``)."""
    if value is None or value is False:
        return None
    if isinstance(value, timedelta):
        ttl = value
    elif isinstance(value, bool):
        raise ConfigError(f"{where}: key {key!r}: expected a duration such as '30d', got true.")
    elif isinstance(value, int | float):
        ttl = timedelta(days=float(value))
    elif isinstance(value, str):
        if value.strip().lower() in _NO_TTL:
            return None
        m = _TTL_RE.match(value.lower())
        if m is None:
            raise ConfigError(
                f"{where}: key {key!r}: cannot read duration {value!r}; use a number with a "
                "unit (e.g. '90m', '12h', '30d', '2w'), a number of days, or 'never'."
            )
        ttl = timedelta(seconds=float(m.group(1)) * _TTL_UNITS[m.group(2)])
    else:
        raise ConfigError(
            f"{where}: key {key!r}: expected a duration such as '30d', got {type(value).__name__}."
        )
    if ttl <= timedelta(0):
        raise ConfigError(f"{where}: key {key!r}: a TTL must be positive (or 'never').")
    return ttl


def format_ttl(ttl: timedelta | None) -> str | None:
    """The compact form ``parse_ttl`` reads back: ``"30d"``, ``"12h"``, ``None`` for never."""
    if ttl is None:
        return None
    seconds = ttl.total_seconds()
    for unit in ("d", "h", "m"):
        size = _TTL_UNITS[unit]
        if seconds % size == 0:
            return f"{int(seconds // size)}{unit}"
    return f"{seconds:g}s"


@dataclass(frozen=True)
class RetentionPolicy:
    """What may be kept. Construct in code, or load with :func:`load_policy`."""

    version: str = "default-1"
    capture: bool = True
    sample_rate: float = 0.1
    redact: bool = True
    detectors: tuple[str, ...] = ALL_DETECTORS
    custom_patterns: Mapping[str, str] = field(default_factory=dict)
    kind_rules: Mapping[str, KindRule] = field(default_factory=lambda: dict(DEFAULT_KIND_RULES))
    content_ttl: timedelta | None = timedelta(days=30)
    metadata_ttl: timedelta | None = timedelta(days=400)
    hmac_key: bytes | None = field(default=None, repr=False)
    # Where the policy and the key came from, for `ctxstore retention show`.
    source: str | None = field(default=None, compare=False)
    hmac_key_source: str | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        _validate(self, "policy")
        # Freeze the mappings so a shared policy cannot be mutated by a caller.
        rules = {str(k): KindRule(v) for k, v in self.kind_rules.items()}
        object.__setattr__(self, "kind_rules", MappingProxyType(rules))
        object.__setattr__(self, "custom_patterns", MappingProxyType(dict(self.custom_patterns)))
        object.__setattr__(self, "detectors", tuple(self.detectors))

    # -- loading ----------------------------------------------------------------

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> RetentionPolicy:
        """Read a TOML (``.toml``) or JSON (``.json``) policy file."""
        p = Path(path)
        where = str(p)
        suffix = p.suffix.lower()
        if suffix not in (".toml", ".json"):
            raise ConfigError(
                f"{where}: a retention policy file must end in .toml or .json, got {suffix!r}."
            )
        try:
            raw = p.read_bytes()
        except OSError as exc:
            raise ConfigError(
                f"{where}: cannot read the retention policy: {exc.strerror}."
            ) from exc
        try:
            data = tomllib.loads(raw.decode("utf-8")) if suffix == ".toml" else json.loads(raw)
        except (tomllib.TOMLDecodeError, json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise ConfigError(f"{where}: not valid {suffix[1:].upper()}: {exc}") from exc
        if not isinstance(data, Mapping):
            raise ConfigError(f"{where}: the policy must be a table/object of keys.")
        return cls._parse(data, where=where, base_dir=p.parent, source=str(p.resolve()))

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> RetentionPolicy:
        """Build from a mapping with the file's keys (also accepts :meth:`to_mapping` output)."""
        return cls._parse(data, where="policy", base_dir=Path.cwd(), source=None)

    @classmethod
    def _parse(
        cls, data: Mapping[str, Any], *, where: str, base_dir: Path, source: str | None
    ) -> RetentionPolicy:
        unknown = sorted(set(data) - _FILE_KEYS - _DISPLAY_KEYS)
        if unknown:
            raise ConfigError(
                f"{where}: unknown key(s) {', '.join(map(repr, unknown))}. "
                f"Known keys: {', '.join(sorted(_FILE_KEYS))}."
            )
        if data.get("default_kind_rule", KindRule.SAMPLED.value) != KindRule.SAMPLED.value:
            raise ConfigError(
                f"{where}: key 'default_kind_rule': kinds without a rule are always "
                "'sampled'; give the kind an explicit rule under [kind_rules] instead."
            )
        kw: dict[str, Any] = {}
        if "version" in data:
            kw["version"] = _expect(data, "version", str, where)
        for key in ("capture", "redact"):
            if key in data:
                kw[key] = _expect(data, key, bool, where)
        if "sample_rate" in data:
            rate = data["sample_rate"]
            if isinstance(rate, bool) or not isinstance(rate, int | float):
                raise ConfigError(f"{where}: key 'sample_rate': expected a number from 0 to 1.")
            kw["sample_rate"] = float(rate)
        if "detectors" in data:
            dets = data["detectors"]
            if isinstance(dets, str) and dets == "all":
                dets = list(ALL_DETECTORS)
            if not isinstance(dets, list | tuple) or not all(isinstance(d, str) for d in dets):
                raise ConfigError(
                    f"{where}: key 'detectors': expected a list of detector names or \"all\"."
                )
            kw["detectors"] = tuple(dets)
        if "custom_patterns" in data:
            pats = data["custom_patterns"]
            if not isinstance(pats, Mapping):
                raise ConfigError(
                    f"{where}: key 'custom_patterns': expected a table of name = regex."
                )
            kw["custom_patterns"] = dict(pats)
        if "kind_rules" in data:
            rules = data["kind_rules"]
            if not isinstance(rules, Mapping):
                raise ConfigError(f"{where}: key 'kind_rules': expected a table of kind = rule.")
            merged: dict[str, Any] = dict(DEFAULT_KIND_RULES)
            merged.update(rules)
            kw["kind_rules"] = merged
        for key in ("content_ttl", "metadata_ttl"):
            if key in data:
                kw[key] = parse_ttl(data[key], key=key, where=where)
        shown = data.get("hmac_key")
        if shown is not None and shown not in ("set", "not set"):
            raise ConfigError(
                f"{where}: key 'hmac_key': never write the HMAC key into a policy; name where it "
                'comes from with hmac_key_env = "VAR" or hmac_key_file = "/path".'
            )
        if "hmac_key_env" in data and "hmac_key_file" in data:
            raise ConfigError(f"{where}: set only one of 'hmac_key_env' and 'hmac_key_file'.")
        if "hmac_key_env" in data:
            var = _expect(data, "hmac_key_env", str, where)
            value = os.environ.get(var)
            if not value:
                raise ConfigError(
                    f"{where}: key 'hmac_key_env': environment variable {var} is not set; "
                    "export it or remove hmac_key_env."
                )
            kw["hmac_key"] = _check_key(
                value.encode("utf-8"), f"{where}: key 'hmac_key_env' ({var})"
            )
            kw["hmac_key_source"] = f"env:{var}"
        elif "hmac_key_file" in data:
            raw_path = Path(_expect(data, "hmac_key_file", str, where)).expanduser()
            key_path = raw_path if raw_path.is_absolute() else base_dir / raw_path
            try:
                key_bytes = key_path.read_bytes().strip()
            except OSError as exc:
                raise ConfigError(
                    f"{where}: key 'hmac_key_file': cannot read {key_path}: {exc.strerror}."
                ) from exc
            kw["hmac_key"] = _check_key(key_bytes, f"{where}: key 'hmac_key_file' ({key_path})")
            kw["hmac_key_source"] = f"file:{key_path}"
        kw["source"] = source if source is not None else data.get("source")
        try:
            policy = cls(**kw)
        except ConfigError as exc:
            raise ConfigError(f"{where}: {exc}") from exc
        return policy

    # -- use ----------------------------------------------------------------------

    def rule_for(self, kind: str) -> KindRule:
        return self.kind_rules.get(kind, KindRule.SAMPLED)

    def with_hmac_key(self, key: bytes | None, source: str | None = None) -> RetentionPolicy:
        return replace(self, hmac_key=key, hmac_key_source=source if key else None)

    # Derived values are cached on the instance (outside the dataclass fields, so
    # equality, ``replace`` and ``repr`` ignore them): telemetry asks for them on
    # every span.

    def redactor(self) -> Redactor:
        """The redactor this policy asks for (one that redacts nothing when ``redact`` is off).

        Shared by every policy with the same detectors, custom patterns and
        HMAC key, and memoizing (:class:`~ctxstore.retention.redaction.MemoRedactor`):
        the same section texts and names come back on every request.
        """
        cached: Redactor | None = self.__dict__.get("_cached_redactor")
        if cached is None:
            if self.redact:
                detectors = frozenset(self.detectors)
                custom = tuple(sorted(self.custom_patterns.items()))
            else:
                detectors, custom = frozenset(), ()
            cached = shared_redactor(detectors, custom, self.hmac_key)
            object.__setattr__(self, "_cached_redactor", cached)
        return cached

    def with_capture(self, capture: bool) -> RetentionPolicy:
        """This policy with ``capture`` overridden (itself when it already says so).

        Built and validated once per policy object and value: a capture switch
        (argument or environment variable) applies to every span.
        """
        if capture == self.capture:
            return self
        variants: dict[bool, RetentionPolicy] = self.__dict__.setdefault("_cached_capture", {})
        hit = variants.get(capture)
        if hit is None:
            hit = variants[capture] = replace(self, capture=capture)
        return hit

    def to_mapping(self) -> dict[str, Any]:
        """Plain data for display and ``--json`` (the HMAC key shows as "set"/"not set")."""
        return {
            "version": self.version,
            "source": self.source,
            "capture": self.capture,
            "sample_rate": self.sample_rate,
            "redact": self.redact,
            "detectors": list(self.detectors),
            "custom_patterns": dict(self.custom_patterns),
            "kind_rules": {k: v.value for k, v in sorted(self.kind_rules.items())},
            "default_kind_rule": KindRule.SAMPLED.value,
            "content_ttl": format_ttl(self.content_ttl),
            "metadata_ttl": format_ttl(self.metadata_ttl),
            "hmac_key": "set" if self.hmac_key else "not set",
            "hmac_key_source": self.hmac_key_source,
        }

    def __repr__(self) -> str:
        return (
            f"RetentionPolicy(version={self.version!r}, capture={self.capture}, "
            f"sample_rate={self.sample_rate}, redact={self.redact}, "
            f"kind_rules={dict(self.kind_rules)}, content_ttl={format_ttl(self.content_ttl)}, "
            f"metadata_ttl={format_ttl(self.metadata_ttl)}, "
            f"hmac_key={'set' if self.hmac_key else 'not set'})"
        )


def _expect(data: Mapping[str, Any], key: str, typ: type, where: str) -> Any:
    value = data[key]
    if not isinstance(value, typ) or (typ is not bool and isinstance(value, bool)):
        raise ConfigError(
            f"{where}: key {key!r}: expected {typ.__name__}, got {type(value).__name__} {value!r}."
        )
    return value


_check_key = check_hmac_key


def _validate(p: RetentionPolicy, where: str) -> None:
    if not isinstance(p.version, str) or not p.version.strip():
        raise ConfigError("key 'version': must be a non-empty string.")
    for key in ("capture", "redact"):
        if not isinstance(getattr(p, key), bool):
            raise ConfigError(f"key {key!r}: expected true or false.")
    rate = p.sample_rate
    if isinstance(rate, bool) or not isinstance(rate, int | float) or not 0.0 <= rate <= 1.0:
        raise ConfigError(f"key 'sample_rate': expected a number from 0 to 1, got {rate!r}.")
    unknown = sorted(set(p.detectors) - set(ALL_DETECTORS))
    if unknown:
        raise ConfigError(
            f"key 'detectors': unknown detector(s) {', '.join(unknown)}; "
            f"known: {', '.join(ALL_DETECTORS)}."
        )
    validate_custom_patterns(p.custom_patterns)
    for kind, rule in p.kind_rules.items():
        if not isinstance(kind, str) or not kind:
            raise ConfigError(
                f"key 'kind_rules': kind names must be non-empty strings, got {kind!r}."
            )
        if rule not in set(KindRule):
            raise ConfigError(
                f"key 'kind_rules.{kind}': expected one of always, never, sampled; got {rule!r}."
            )
    for key in ("content_ttl", "metadata_ttl"):
        ttl = getattr(p, key)
        if ttl is not None and (not isinstance(ttl, timedelta) or ttl <= timedelta(0)):
            raise ConfigError(f"key {key!r}: expected a positive timedelta or None, got {ttl!r}.")
    if p.hmac_key is not None and (not isinstance(p.hmac_key, bytes) or not p.hmac_key):
        raise ConfigError("key 'hmac_key': expected non-empty bytes or None.")


def load_policy(path: str | os.PathLike[str] | None = None) -> RetentionPolicy:
    """The policy in force: ``path`` > ``$CTXSTORE_RETENTION_POLICY`` > the default policy.

    ``$CTXSTORE_HMAC_KEY``, when set, supplies the HMAC key (over any key the
    file names).
    """
    origin = ""
    if path is None:
        env_path = os.environ.get(ENV_RETENTION_POLICY)
        if env_path is not None and not env_path.strip():
            raise ConfigError(f"{ENV_RETENTION_POLICY} is set but empty; unset it or give a path.")
        path = env_path
        origin = f" (from {ENV_RETENTION_POLICY})"
    if path is not None:
        if not Path(path).is_file():
            raise ConfigError(f"Retention policy file {os.fspath(path)}{origin} does not exist.")
        policy = RetentionPolicy.from_file(path)
    else:
        policy = RetentionPolicy()
    env_key = os.environ.get(ENV_HMAC_KEY)
    if env_key:
        key = _check_key(env_key.encode("utf-8"), ENV_HMAC_KEY)
        policy = policy.with_hmac_key(key, f"env:{ENV_HMAC_KEY}")
    return with_default_key(policy)


def with_default_key(policy: RetentionPolicy) -> RetentionPolicy:
    """``policy`` with the default HMAC secret when it names no key of its own.

    Digests are keyed by default (:mod:`ctxstore.retention.keys`): the default is
    ``$CTXSTORE_HMAC_KEY_FILE`` or the key file in the data directory, created
    on first use.
    """
    if policy.hmac_key is not None:
        return policy
    secret = hmac_secret()
    # Cached on the policy (per secret): span recording calls this on every request.
    cached: tuple[bytes, RetentionPolicy] | None = policy.__dict__.get("_with_default_key")
    if cached is not None and cached[0] == secret.value:
        return cached[1]
    keyed = policy.with_hmac_key(secret.value, secret.source)
    object.__setattr__(policy, "_with_default_key", (secret.value, keyed))
    return keyed


_process_lock = threading.Lock()
_process_policies: dict[tuple[str | None, str | None], RetentionPolicy | None] = {}


def process_policy() -> RetentionPolicy | None:
    """:func:`load_policy` for code that runs on every request, such as span recording.

    Loaded once per value of ``$CTXSTORE_RETENTION_POLICY`` and cached. None
    when it cannot load: the error is logged once, and the caller is expected
    to keep no text (fail closed) rather than fall back to the default policy.
    """
    # The key from the environment is part of what load_policy() returns.
    path = (os.environ.get(ENV_RETENTION_POLICY), os.environ.get(ENV_HMAC_KEY))
    with _process_lock:
        if path in _process_policies:
            return _process_policies[path]
    try:
        policy: RetentionPolicy | None = load_policy()
    except Exception:
        log.error(
            "ctxstore: the retention policy could not be loaded; "
            "no text will be kept, only hashes and metadata",
            exc_info=True,
        )
        policy = None
    with _process_lock:
        return _process_policies.setdefault(path, policy)
