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
==============================  =============================================================
"""

from __future__ import annotations

import os
from pathlib import Path

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


def data_dir() -> Path:
    """``$CTXSTORE_HOME`` if set, else the platform's user data directory for ctxstore."""
    home = os.environ.get(HOME)
    if home:
        return Path(home).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("ctxstore"))
