"""Retention: what prompt text may be kept, redacted how, sampled how, and for how long.

Pure library code, no I/O beyond reading a policy file: the store
(``ctxstore.db``), the span instrumentation (``ctxstore.telemetry``) and the
OTLP receiver all call the same functions here, so the policy means the same
thing on every path. Start with :func:`load_policy` and :func:`to_record`.
"""

from __future__ import annotations

from ctxstore.retention.capture import (
    PROCESS_SEEN,
    fingerprint,
    keep_text,
    to_record,
)
from ctxstore.retention.policy import (
    DEFAULT_KIND_RULES,
    ENV_HMAC_KEY,
    ENV_RETENTION_POLICY,
    KindRule,
    RetentionPolicy,
    format_ttl,
    load_policy,
    parse_ttl,
    process_policy,
    with_default_key,
)
from ctxstore.retention.redaction import ALL_DETECTORS, Redaction, Redactor, placeholder
from ctxstore.retention.sampling import SeenHashes, normalize_trace_id, trace_sampled

__all__ = [
    "ALL_DETECTORS",
    "DEFAULT_KIND_RULES",
    "ENV_HMAC_KEY",
    "ENV_RETENTION_POLICY",
    "PROCESS_SEEN",
    "KindRule",
    "Redaction",
    "Redactor",
    "RetentionPolicy",
    "SeenHashes",
    "fingerprint",
    "format_ttl",
    "keep_text",
    "load_policy",
    "normalize_trace_id",
    "parse_ttl",
    "placeholder",
    "process_policy",
    "to_record",
    "trace_sampled",
    "with_default_key",
]
