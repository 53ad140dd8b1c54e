"""ctxstore: context assembly as a versioned, observable build step."""

from __future__ import annotations

__version__ = "0.1.0"

from ctxstore.store import RecordContext as RecordContext
from ctxstore.store import Store as Store
from ctxstore.store import resolve_database_url as resolve_database_url
