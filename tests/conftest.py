"""Shared fixtures: an isolated data directory for every test, and one ``db_url``
fixture parametrized over SQLite and the real PostgreSQL server.

PostgreSQL isolation: each test gets its own schema in the ``test`` database
(``search_path`` is carried in the URL, so child processes see the same schema)
and the schema is dropped afterwards. Without a server the PostgreSQL cases skip
with the reason, except under ``CI=true`` where a missing server is a failure.

Tokenizer files: tests that need exact tiktoken counts take the ``encodings``
fixture; it skips them (or fails them under ``CI=true``) when the cl100k_base and
o200k_base files are not in the local tiktoken cache. The suite never downloads
them: tiktoken's fetch is replaced for the whole session, so a test run is the
same on a connected laptop and an offline CI box, and every other test sees the
tokenizer-unavailable fallback (labelled estimates) when the files are missing.
"""

from __future__ import annotations

import os
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_ADMIN_URL = os.environ.get(
    "CTXSTORE_TEST_PG_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)

ENCODINGS = ("cl100k_base", "o200k_base")


def _ci() -> bool:
    return os.environ.get("CI") == "true"


class _DownloadRefused(OSError):
    pass


def _refuse_download(blobpath: str) -> bytes:
    raise _DownloadRefused(f"the test suite does not download tokenizer files ({blobpath})")


def pytest_configure(config: pytest.Config) -> None:
    import tiktoken.load

    # read_file is what tiktoken calls only on a cache miss (read_file_cached).
    tiktoken.load.read_file = _refuse_download


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Never touch the real user data directory or a configured database."""
    home = tmp_path / "ctxstore-home"
    monkeypatch.setenv("CTXSTORE_HOME", str(home))
    monkeypatch.delenv("CTXSTORE_DATABASE_URL", raising=False)
    monkeypatch.delenv("CTXSTORE_RETENTION_POLICY", raising=False)
    # One fresh pair of store secrets per test, in the environment, the way a fleet
    # shares them: the test's own processes (serve, emitters, killed services) each
    # have their own data directory and would otherwise create different key files.
    # Tests of the default key files delete these two variables.
    monkeypatch.setenv("CTXSTORE_HMAC_KEY", "test-hmac-" + uuid.uuid4().hex)
    monkeypatch.setenv("CTXSTORE_MASTER_KEY", uuid.uuid4().hex + uuid.uuid4().hex)
    monkeypatch.delenv("CTXSTORE_HMAC_KEY_FILE", raising=False)
    monkeypatch.delenv("CTXSTORE_MASTER_KEY_FILE", raising=False)
    # Reading a cached encoding file takes well under a second on a quiet machine, but a
    # CI box running two workers next to spawned servers has been seen to need more than
    # the 5 s default; the first assembly of a worker then got the labelled estimate and
    # tests that expect exact counts failed. The deadline itself is tested in
    # test_tokens.py, which sets its own values.
    monkeypatch.setenv("CTXSTORE_TOKENIZER_TIMEOUT", "60")
    return home


@pytest.fixture
def default_key_files(monkeypatch: pytest.MonkeyPatch) -> None:
    """The store's secrets from their default key files in the data directory."""
    monkeypatch.delenv("CTXSTORE_HMAC_KEY", raising=False)
    monkeypatch.delenv("CTXSTORE_MASTER_KEY", raising=False)


def _pg_available() -> str | None:
    """None when the server answers, else the reason it does not."""
    try:
        import psycopg

        dsn = PG_ADMIN_URL.replace("postgresql+psycopg://", "postgresql://")
        with psycopg.connect(dsn, connect_timeout=3) as conn:
            conn.execute("select 1")
        return None
    except Exception as exc:  # any failure means: no usable server
        return f"PostgreSQL not reachable at {PG_ADMIN_URL}: {exc}"


_PG_REASON: str | bool | None = False  # False = not probed yet


def pg_reason() -> str | None:
    global _PG_REASON
    if _PG_REASON is False:
        _PG_REASON = _pg_available()
    assert _PG_REASON is not False
    return _PG_REASON  # type: ignore[return-value]


def require_postgres() -> None:
    reason = pg_reason()
    if reason is None:
        return
    if _ci():
        pytest.fail(f"CI=true and {reason}", pytrace=False)
    pytest.skip(reason)


def tiktoken_cache_dir() -> Path:
    """Where tiktoken looks for its files (the rule of ``tiktoken.load.read_file_cached``)."""
    for name in ("TIKTOKEN_CACHE_DIR", "DATA_GYM_CACHE_DIR"):
        if name in os.environ:
            return Path(os.environ[name])
    return Path(tempfile.gettempdir()) / "data-gym-cache"


def _encodings_reason() -> str | None:
    """None when every encoding in ENCODINGS loads from the local cache, else why not."""
    import tiktoken

    try:
        for name in ENCODINGS:
            tiktoken.get_encoding(name)
    except Exception as exc:  # a missing, unreadable or corrupt file
        where = tiktoken_cache_dir()
        problem = (
            f"are not in {where}"
            if isinstance(exc, _DownloadRefused)
            else f"could not be read from {where} ({type(exc).__name__}: {exc})"
        )
        return (
            f"needs the tiktoken files for {' and '.join(ENCODINGS)}, which {problem}; "
            "set TIKTOKEN_CACHE_DIR to a directory holding them (README: Running offline)"
        )
    return None


@pytest.fixture(scope="session")
def encodings() -> Path:
    """The tiktoken cache directory, for tests that need exact cl100k/o200k counts.

    Skips when the files are not there, except under ``CI=true`` where that is a failure.
    """
    reason = _encodings_reason()
    if reason is not None:
        if _ci():
            pytest.fail(f"CI=true and the test {reason}", pytrace=False)
        pytest.skip(reason)
    return tiktoken_cache_dir()


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A URL pointing at a fresh, private schema on the real PostgreSQL server."""
    require_postgres()
    import psycopg

    schema = f"t_{uuid.uuid4().hex[:16]}"
    dsn = PG_ADMIN_URL.replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(dsn, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    sep = "&" if "?" in PG_ADMIN_URL else "?"
    try:
        yield f"{PG_ADMIN_URL}{sep}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(dsn, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'store.db'}"


@pytest.fixture(params=["sqlite", "postgresql"], ids=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest) -> str:
    """The same test against both engines."""
    name = "sqlite_url" if request.param == "sqlite" else "pg_url"
    return str(request.getfixturevalue(name))
