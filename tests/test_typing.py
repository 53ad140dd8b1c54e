"""mypy must really check the CLI, not just list it in ``files``.

The CLI is installed as ``ctxstore_cli`` from the ``cli/`` folder through setuptools'
editable finder, which mypy cannot follow. When ``cli/`` imported itself by that
name and ``ignore_missing_imports`` was global, every sibling import silently
became ``Any`` and a call with wrong argument types passed. A clean mypy run
cannot show that blindness, so this test plants wrong code in shadow copies of
the CLI modules (``--shadow-file``: the checkout is not touched) and runs mypy
exactly as CI does (the project config, no file arguments), expecting every
plant to be reported. A name mypy cannot resolve is ``Any``, and ``Any`` has every
attribute, so reading a missing attribute off each name a CLI module imports
from its siblings is flagged only if that import really resolved.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CLI = ROOT / "cli"
MISSING = "_no_such_attribute_planted_by_test_typing"
LIBRARY_HOST = "cli/__init__.py"

# plant id -> (host module, statement, the error mypy must report on it)
Plant = tuple[str, str, str]


def _sibling_imports(path: Path) -> list[str]:
    """Names bound at module level by ``from <cli sibling> import name``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = []
    for node in tree.body:
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level == 0 and not (node.module or "").startswith("ctxstore_cli"):
            continue
        names += [alias.asname or alias.name for alias in node.names]
    return names


def _plants() -> dict[str, Plant]:
    plants: dict[str, Plant] = {}
    for path in sorted(CLI.glob("*.py")):
        host = path.relative_to(ROOT).as_posix()
        for name in _sibling_imports(path):
            plants[f"{path.stem}:{name}"] = (
                host,
                f"{name}.{MISSING}",
                rf'has no attribute "{MISSING}"\s+\[attr-defined\]',
            )
    # cli -> library: the CLI sees the library's real signatures.
    plants["library-call"] = (
        LIBRARY_HOST,
        "_GuardStore.open(42)",
        r'Argument 1 to "open" of "Store" has incompatible type "int".*\[arg-type\]',
    )
    # The installed name stays an error, never a silent Any (no global ignore_missing_imports).
    plants["installed-name-import"] = (
        LIBRARY_HOST,
        "from ctxstore_cli.options import db_option as _guard_db_option",
        r'Cannot find implementation or library stub for module named "ctxstore_cli\.options"',
    )
    return plants


PLANTS = _plants()


def test_the_cli_imports_its_siblings() -> None:
    # Without sibling imports the planted-attribute check below would prove nothing.
    assert sum(1 for plant_id in PLANTS if ":" in plant_id) >= 5, sorted(PLANTS)


@pytest.fixture(scope="module")
def mypy_output(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, int], str]:
    """Run mypy once with every plant; return each plant's line and mypy's report."""
    tmp = tmp_path_factory.mktemp("mypy")
    lines_by_host: dict[str, list[str]] = {}
    where: dict[str, int] = {}
    for plant_id, (host, statement, _) in PLANTS.items():
        if host not in lines_by_host:
            lines = (ROOT / host).read_text(encoding="utf-8").splitlines()
            lines += ["", ""]
            if host == LIBRARY_HOST:
                lines += ["from ctxstore.store import Store as _GuardStore", "", ""]
            lines.append("def _typing_guard() -> None:")
            lines_by_host[host] = lines
        lines_by_host[host].append(f"    {statement}")
        where[plant_id] = len(lines_by_host[host])
    command = [sys.executable, "-m", "mypy", "--cache-dir", str(tmp / "cache")]
    for number, (host, lines) in enumerate(lines_by_host.items()):
        shadow = tmp / f"shadow{number}.py"
        shadow.write_text("\n".join(lines) + "\n", encoding="utf-8")
        command += ["--shadow-file", host, str(shadow)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 1, f"mypy accepted the planted errors:\n{done.stdout}{done.stderr}"
    return where, done.stdout


@pytest.mark.slow
@pytest.mark.parametrize("plant_id", list(PLANTS), ids=list(PLANTS))
def test_mypy_reports_planted_error_in_cli(
    mypy_output: tuple[dict[str, int], str], plant_id: str
) -> None:
    where, output = mypy_output
    host, statement, expected = PLANTS[plant_id]
    prefix = f"{host}:{where[plant_id]}: error:"
    reported = [text for text in output.splitlines() if text.startswith(prefix)]
    assert any(re.search(expected, text) for text in reported), (
        f"mypy did not flag {statement!r} in {host}:\n{output}"
    )
