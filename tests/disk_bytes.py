"""What an auditor with the database files would read: raw bytes, not query results.

SQLite: the database file and its WAL, as they are on disk. PostgreSQL: every
page of every relation in the test's schema (tables, TOAST tables, indexes),
read through ``pageinspect``'s ``get_raw_page``, which returns the page as the
server holds it (shared buffers included), dead tuples and free space too.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote

import psycopg
from sqlalchemy.engine import make_url

from ctxstore.db.engine import sqlite_path


def count_markers(data: bytes, markers: list[str]) -> int:
    """How many of ``markers`` occur at least once in ``data``."""
    return sum(1 for m in markers if m.encode("utf-8") in data)


def sqlite_files(url: str) -> bytes:
    path = sqlite_path(url)
    assert path is not None
    out = b""
    for p in (path, Path(f"{path}-wal"), Path(f"{path}-journal")):
        if p.exists():
            out += p.read_bytes()
    return out


def _dsn_and_schema(url: str) -> tuple[str, str]:
    parsed = make_url(url)
    options = unquote(str(parsed.query.get("options", "")))
    schema = options.split("search_path=")[1]
    dsn = parsed.set(drivername="postgresql", query={}).render_as_string(hide_password=False)
    return dsn, schema


# pageinspect lives in a schema of its own that no test drops: created in one test's
# schema, it went with that schema's DROP ... CASCADE while another worker read pages.
_EXT_SCHEMA = "ctxstore_pageinspect"
_EXT_LOCK = 7_130_413  # advisory lock key: workers set the extension up one at a time


def _pageinspect_schema(conn: psycopg.Connection[tuple[object, ...]]) -> str:
    """The schema ``pageinspect`` lives in: a shared one, moved there if a test put it elsewhere."""
    conn.execute("SELECT pg_advisory_lock(%s)", (_EXT_LOCK,))
    try:
        conn.execute(f'CREATE SCHEMA IF NOT EXISTS "{_EXT_SCHEMA}"')
        found = conn.execute(
            "SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace "
            "WHERE e.extname = 'pageinspect'"
        ).fetchone()
        if found is None:
            conn.execute(f'CREATE EXTENSION pageinspect SCHEMA "{_EXT_SCHEMA}"')
        elif found[0] != _EXT_SCHEMA:
            conn.execute(f'ALTER EXTENSION pageinspect SET SCHEMA "{_EXT_SCHEMA}"')
    finally:
        conn.execute("SELECT pg_advisory_unlock(%s)", (_EXT_LOCK,))
    return _EXT_SCHEMA


def postgres_pages(url: str) -> bytes:
    """Every raw page of every relation in the URL's schema, concatenated."""
    dsn, schema = _dsn_and_schema(url)
    with psycopg.connect(dsn, autocommit=True) as conn:
        ext = _pageinspect_schema(conn)
        relations = conn.execute(
            "SELECT c.oid::regclass::text, c.relpages FROM pg_class c "
            "JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = %s AND c.relkind IN ('r', 'i', 't') "
            "UNION ALL "
            "SELECT t.oid::regclass::text, 0 FROM pg_class c "
            "JOIN pg_namespace n ON n.oid = c.relnamespace "
            "JOIN pg_class t ON t.oid = c.reltoastrelid WHERE n.nspname = %s",
            (schema, schema),
        ).fetchall()
        out = bytearray()
        for name, _ in relations:
            blocks = conn.execute(
                "SELECT pg_relation_size(%s::regclass) / current_setting('block_size')::int",
                (name,),
            ).fetchone()
            assert blocks is not None
            for block in range(int(blocks[0])):
                page = conn.execute(
                    f'SELECT "{ext}".get_raw_page(%s, %s)', (name, block)
                ).fetchone()
                assert page is not None
                out += bytes(page[0])
    return bytes(out)
