"""The durable write path shared by the in-process exporter and ``ctxstore serve``.

Both front doors hand decoded :class:`~ctxstore.records.AssemblyRecord` objects to
a :class:`~ctxstore.delivery.sink.SpoolingWriter`, which writes them to the store
and, while the store is unavailable, appends them to an on-disk spool
(``spool``) that is replayed in order once the store answers again. It lives
outside ``telemetry/`` and ``receiver/`` because both depend on it.
"""
