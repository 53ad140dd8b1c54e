"""Every environment variable ctxstore reads, in one place.

Precedence everywhere: an explicit argument (or CLI option) > the environment
variable > a config file (the retention policy file) > the built-in default. A
malformed value is a :class:`~ctxstore.errors.ConfigError` that names the variable.

==============================  =============================================================
``CTXSTORE_DATABASE_URL``       store URL when no ``--db``/``url`` is given (SQLite or PostgreSQL)
``CTXSTORE_HOME``               ctxstore's data directory (default SQLite file, spool); default:
                                the platform's user data directory
``CTXSTORE_RETENTION_POLICY``   path of a retention policy file (TOML or JSON)
``CTXSTORE_HMAC_KEY``           key that turns stored fingerprints and redaction placeholders
                                into HMAC-SHA256 (overrides the policy file's key reference)
``CTXSTORE_CAPTURE_CONTENT``    ``true``/``false``: put (redacted, sampled) text on spans
``CTXSTORE_TOKENIZER_TIMEOUT``  seconds to wait for a tiktoken encoding to load (default 5)
``CTXSTORE_SERVE_TOKEN``        bearer token ``ctxstore serve`` requires
``CTXSTORE_GENAI_TEMPLATE_ATTRS`` comma-separated span/resource attributes ``ctxstore serve``
                                reads a GenAI span's template version from, first present wins
``CTXSTORE_GENAI_SNAPSHOT_ATTRS`` ... its retrieval snapshot ID from
``CTXSTORE_GENAI_SUBJECT_ATTRS``  ... its subject ID (for erasure) from
``CTXSTORE_GENAI_INGEST``       ``true``/``false``: store GenAI-convention LLM-call spans
==============================  =============================================================
"""

from __future__ import annotations

import os
from pathlib import Path

DATABASE_URL = "CTXSTORE_DATABASE_URL"
HOME = "CTXSTORE_HOME"
RETENTION_POLICY = "CTXSTORE_RETENTION_POLICY"
HMAC_KEY = "CTXSTORE_HMAC_KEY"
CAPTURE_CONTENT = "CTXSTORE_CAPTURE_CONTENT"
TOKENIZER_TIMEOUT = "CTXSTORE_TOKENIZER_TIMEOUT"
SERVE_TOKEN = "CTXSTORE_SERVE_TOKEN"
GENAI_TEMPLATE_ATTRS = "CTXSTORE_GENAI_TEMPLATE_ATTRS"
GENAI_SNAPSHOT_ATTRS = "CTXSTORE_GENAI_SNAPSHOT_ATTRS"
GENAI_SUBJECT_ATTRS = "CTXSTORE_GENAI_SUBJECT_ATTRS"
GENAI_INGEST = "CTXSTORE_GENAI_INGEST"


def data_dir() -> Path:
    """``$CTXSTORE_HOME`` if set, else the platform's user data directory for ctxstore."""
    home = os.environ.get(HOME)
    if home:
        return Path(home).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir("ctxstore"))
