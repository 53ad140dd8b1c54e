"""The pure assembly pipeline: sections in, model input and fingerprints out.

Nothing in this package does I/O or knows about telemetry, retention or the
store; :func:`ctxstore.assemble` (``ctxstore/assembler.py``) is the front door
that runs these pieces in order and then hands the result to telemetry:

``sections`` (what goes in) → ``screening`` (untrusted text) → ``order``
(canonical order) → ``fence`` (labelled blocks) → ``tokens`` and ``budget``
(what fits) → ``render`` (provider payloads) → ``prefix`` and ``fingerprint``
(digests) → ``result`` (the :class:`~ctxstore.assembly.result.Assembly`).
"""
