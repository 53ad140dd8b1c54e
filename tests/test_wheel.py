"""A wheel built from the repo, installed into a clean virtual environment outside
the checkout, can create and report the schema of a new SQLite store.

This is what proves the migrations ship inside the wheel (``ctxstore_migrations``)
and that ``ctxstore db upgrade`` builds its Alembic configuration in code rather
than reading ``alembic.ini`` from a checkout.

The wheel is built with ``python -m build --wheel`` from a copy of the sources
(the work tree stays clean). The new environment gets the wheel with
``--no-deps``; its dependencies come from this interpreter's site-packages
through a ``.pth`` file, so the test needs no network for them and takes
seconds, while ctxstore itself can only be imported from the installed wheel.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "README.md", "ctxstore", "cli", "migrations")


def _build_wheel(tmp: Path) -> Path:
    src = tmp / "src"
    src.mkdir()
    for name in SOURCES:
        path = REPO / name
        if path.is_dir():
            shutil.copytree(path, src / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(path, src / name)
    out = tmp / "dist"
    proc = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(src)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if proc.returncode != 0:
        pytest.fail(f"building the wheel failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    (wheel,) = out.glob("ctxstore-*.whl")
    return wheel


@pytest.mark.slow
def test_installed_wheel_runs_db_upgrade(tmp_path: Path) -> None:
    wheel = _build_wheel(tmp_path)
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    bindir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    python = bindir / "python"
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)],
        check=True,
        timeout=120,
    )
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    deps = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (Path(site) / "_ctxstore_test_deps.pth").write_text("\n".join(sorted(deps)) + "\n")

    work = tmp_path / "elsewhere"  # not the checkout: nothing to pick up from the cwd
    work.mkdir()
    db = tmp_path / "x.db"
    env = {"PATH": str(bindir), "CTXSTORE_HOME": str(tmp_path / "home"), "HOME": str(tmp_path)}

    def ctxstore(*args: str) -> str:
        proc = subprocess.run(
            [str(bindir / "ctxstore"), *args],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 0, proc.stderr
        return proc.stdout

    out = ctxstore("db", "upgrade", "--db", f"sqlite:///{db}")
    assert "to revision" in out
    status = json.loads(ctxstore("db", "current", "--db", f"sqlite:///{db}", "--json"))
    assert status["current"] == status["head"] and status["status"] == "up to date"

    where = subprocess.run(
        [
            str(python),
            "-c",
            "import ctxstore, ctxstore_migrations; "
            "print(ctxstore.__file__); print(ctxstore_migrations.__file__)",
        ],
        cwd=work,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    assert all(Path(p).is_relative_to(env_dir) for p in where), where
    versions = Path(where[1]).parent / "versions"
    assert sorted(p.name for p in versions.glob("0*.py"))  # migration scripts shipped
    # The web view's templates and stylesheet are package data: the installed wheel renders.
    page = tmp_path / "report.html"
    ctxstore("what-changed", "--since", "1h", "--db", f"sqlite:///{db}", "--html", str(page))
    body = page.read_text("utf-8")
    assert "<style>" in body and ".chart" in body and "What changed" in body
