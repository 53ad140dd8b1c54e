"""The README's test command on a machine without the tokenizer files: the tests that
need them skip and say how to provide them, except under ``CI=true``, where a missing
file must fail the run instead of hiding behind a skip.

Each case runs pytest in a child process against an empty tiktoken cache, as a
user on a fresh machine would.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
NEEDS_FILES = "tests/test_tokens.py::test_openai_models_count_exactly_with_their_encoding"
PYTEST = [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", "-p", "no:xdist"]


def _run_pytest(cache: Path, ci: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TIKTOKEN_CACHE_DIR": str(cache), "CI": ci}
    return subprocess.run(
        [*PYTEST, NEEDS_FILES, "-k", "gpt-5"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize(
    ("ci", "exit_code", "summary"),
    [("", 0, "1 skipped"), ("true", 1, "1 error")],
    ids=["local-skips-with-the-fix", "ci-fails"],
)
def test_missing_tokenizer_files(tmp_path: Path, ci: str, exit_code: int, summary: str) -> None:
    empty = tmp_path / "empty-cache"
    empty.mkdir()
    proc = _run_pytest(empty, ci)
    assert proc.returncode == exit_code, proc.stdout + proc.stderr
    assert summary in proc.stdout
    assert f"which are not in {empty}" in proc.stdout
    assert "set TIKTOKEN_CACHE_DIR to a directory holding them" in proc.stdout
    assert not list(empty.iterdir()), "nothing was downloaded into the cache"
