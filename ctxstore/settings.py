"""Every environment variable ctxstore reads, in one place.

Precedence everywhere: an explicit argument (or CLI option) > the environment
variable > a config file (the retention policy file) > the built-in default. A
malformed value is a :class:`~ctxstore.errors.ConfigError` that names the variable.

==============================  =============================================================
``CTXSTORE_DATABASE_URL``       store URL when no ``--db``/``url`` is given (SQLite or PostgreSQL)
``CTXSTORE_HOME``               ctxstore's data directory (default SQLite file, spool); default:
                                the platform's user data directory
``CTXSTORE_RETENTION_POLICY``   path of a retention policy file (TOML or JSON)
``CTXSTORE_HMAC_KEY``           key that turns stored fingerprints, subject IDs and redaction
                                placeholders into HMAC-SHA256 (overrides the policy file's key
                                reference); default: ``<data dir>/keys/hmac.key``, created once
``CTXSTORE_HMAC_KEY_FILE``      file holding that key (one key for a fleet of hosts)
``CTXSTORE_MASTER_KEY``         master key (64 hex) wrapping the data keys that seal stored text;
                                default: ``<data dir>/keys/master.key``, created once
``CTXSTORE_MASTER_KEY_FILE``    file holding the master key
``CTXSTORE_CAPTURE_CONTENT``    ``true``/``false``: put (redacted, sampled) text on spans
``CTXSTORE_TOKENIZER_TIMEOUT``  seconds to wait for a tiktoken encoding to load (default 5)
``CTXSTORE_SERVE_TOKEN``        bearer token ``ctxstore serve`` requires
``CTXSTORE_UI_TOKEN``           bearer token ``ctxstore ui`` requires (mandatory off loopback)
``CTXSTORE_DB_TIMEOUT``         seconds the store-or-spool writer waits for one database
                                operation before it abandons the call and spools (default 2)
``CTXSTORE_GENAI_TEMPLATE_ATTRS`` comma-separated span/resource attributes ``ctxstore serve``
                                reads a GenAI span's template version from, first present wins
``CTXSTORE_GENAI_SNAPSHOT_ATTRS`` ... its retrieval snapshot ID from
``CTXSTORE_GENAI_SUBJECT_ATTRS``  ... its subject ID (for erasure) from
``CTXSTORE_GENAI_INGEST``       ``true``/``false``: store GenAI-convention LLM-call spans
``CTXSTORE_JOIN_GRACE``         seconds ``ctxstore serve`` keeps a span or log record waiting
                                for its partner before finalising it (default 60)
``CTXSTORE_SECTIONS_AS``        ``events`` (default) or ``logs``: how ctxstore's instrumentation
                                sends per-section data (span events, or OTLP log records)
==============================  =============================================================
"""

from __future__ import annotations

import os
from pathlib import Path

from ctxstore.errors import ConfigError

DATABASE_URL = "CTXSTORE_DATABASE_URL"
HOME = "CTXSTORE_HOME"
RETENTION_POLICY = "CTXSTORE_RETENTION_POLICY"
HMAC_KEY = "CTXSTORE_HMAC_KEY"
HMAC_KEY_FILE = "CTXSTORE_HMAC_KEY_FILE"
MASTER_KEY = "CTXSTORE_MASTER_KEY"
MASTER_KEY_FILE = "CTXSTORE_MASTER_KEY_FILE"
CAPTURE_CONTENT = "CTXSTORE_CAPTURE_CONTENT"
TOKENIZER_TIMEOUT = "CTXSTORE_TOKENIZER_TIMEOUT"
SERVE_TOKEN = "CTXSTORE_SERVE_TOKEN"
UI_TOKEN = "CTXSTORE_UI_TOKEN"
GENAI_TEMPLATE_ATTRS = "CTXSTORE_GENAI_TEMPLATE_ATTRS"
GENAI_SNAPSHOT_ATTRS = "CTXSTORE_GENAI_SNAPSHOT_ATTRS"
GENAI_SUBJECT_ATTRS = "CTXSTORE_GENAI_SUBJECT_ATTRS"
GENAI_INGEST = "CTXSTORE_GENAI_INGEST"
DB_TIMEOUT = "CTXSTORE_DB_TIMEOUT"
JOIN_GRACE = "CTXSTORE_JOIN_GRACE"
SECTIONS_AS = "CTXSTORE_SECTIONS_AS"

#: Default bound on one write-path database operation, in seconds.
DEFAULT_DB_TIMEOUT = 2.0


def data_dir() -> Path:
    """``$CTXSTORE_HOME`` if set, else the platform's user data directory for ctxstore."""
    home = os.environ.get(HOME)
    if home:
        return Path(home).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("ctxstore"))


def db_timeout() -> float:
    """``$CTXSTORE_DB_TIMEOUT`` as seconds (> 0), else :data:`DEFAULT_DB_TIMEOUT`."""
    raw = os.environ.get(DB_TIMEOUT, "").strip()
    if not raw:
        return DEFAULT_DB_TIMEOUT
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(
            f"{DB_TIMEOUT}={raw!r} is not a number of seconds; unset it or use e.g. 2."
        ) from None
    if not value > 0 or value == float("inf"):
        raise ConfigError(f"{DB_TIMEOUT} must be a finite number of seconds > 0, got {raw!r}.")
    return value
