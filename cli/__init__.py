"""The ``ctxstore`` command-line application (installed as the ``ctxstore_cli`` package)."""
