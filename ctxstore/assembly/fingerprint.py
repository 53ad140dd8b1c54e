"""Fingerprints: sha256 hex digests of exactly what the model is given.

The rules are part of the wire contract (a service in another language must be able
to reproduce them), so they are spelled out here:

* **section**: ``sha256(utf8(canonical_content))`` where canonical content is the
  text, or for tools and history the JSON with sorted keys and ``(",", ":")``
  separators (see :func:`ctxstore.assembly.sections.canonical_content`).
* **prefix**: ``fields(model_id, stable_prefix)`` where the stable prefix is the
  plain rendering of the tools, system and memory blocks.
* **root**: ``sha256(fields(model_id, template_version, snapshot_id) || utf8(rendered))``
  where ``rendered`` is the plain-text rendering of the whole input.

``fields(...)`` writes each value as an 8-byte big-endian length followed by its
UTF-8 bytes; ``None`` is written as length ``2**64-1`` with no bytes. Length
prefixes keep ``("ab", "c")`` and ``("a", "bc")`` apart. The rendered text comes
last and unprefixed so that the hash state after the stable prefix can be reused
across requests (:func:`root_hasher`): only the volatile tail is hashed per request.

Nothing else goes in: no timestamps, no request IDs. If a caller puts one in a
section, that section's hash changes on every request, which is exactly how
``what-changed`` spots a volatile section.
"""

from __future__ import annotations

import hashlib

_NONE = (2**64 - 1).to_bytes(8, "big")


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _update_fields(h: hashlib._Hash, values: tuple[str | None, ...]) -> None:
    for value in values:
        if value is None:
            h.update(_NONE)
            continue
        data = value.encode("utf-8")
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)


def fields_digest(*values: str | None) -> str:
    h = hashlib.sha256()
    _update_fields(h, values)
    return h.hexdigest()


def root_hasher(
    model_id: str, template_version: str | None, snapshot_id: str | None
) -> hashlib._Hash:
    """A sha256 object primed with the root's fields; feed it the rendered text."""
    h = hashlib.sha256()
    _update_fields(h, (model_id, template_version, snapshot_id))
    return h


def prefix_fingerprint(model_id: str, stable_prefix: str) -> str:
    return fields_digest(model_id, stable_prefix)


def root_fingerprint(
    model_id: str, template_version: str | None, snapshot_id: str | None, rendered: str
) -> str:
    h = root_hasher(model_id, template_version, snapshot_id)
    h.update(rendered.encode("utf-8"))
    return h.hexdigest()
