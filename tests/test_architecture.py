"""The package's shape: layers point one way and no module imports itself in a circle.

The table below *is* the architecture (README "Layout"): each layer names the
layers it may import. A new arrow is a design decision, so it has to be made
here, not slipped into a function-level import; that is why imports inside
functions count too. Only ``if TYPE_CHECKING:`` imports are ignored (they never
run).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CONTRACTS = "contracts"
# layer -> layers it may import (besides itself). Lowest layers first.
ALLOWED: dict[str, set[str]] = {
    CONTRACTS: set(),
    "assembly": {CONTRACTS},
    "retention": {CONTRACTS, "assembly"},
    "db": {CONTRACTS},
    "store": {CONTRACTS, "assembly", "retention", "db"},
    "delivery": {CONTRACTS, "store", "db"},
    "telemetry": {CONTRACTS, "assembly", "retention", "delivery", "store", "db"},
    # assembly: the pure section and fingerprint functions, so GenAI spans get assemble()'s digests
    "receiver": {CONTRACTS, "assembly", "retention", "telemetry", "delivery", "store", "db"},
    "analysis": {CONTRACTS, "db"},
    "assembler": {CONTRACTS, "assembly", "retention", "telemetry"},
    # the web view is a front door like the receiver: it reads the store through the same
    # readers and report builders as the CLI, and never writes; assembly: the renderers that
    # rebuild a stored assembly's provider payload from its retained section texts
    "web": {CONTRACTS, "assembly", "db", "store", "analysis"},
    "package": {CONTRACTS},  # ctxstore/__init__: everything else loads lazily by name
    "cli": {
        CONTRACTS,
        "assembly",
        "retention",
        "db",
        "store",
        "delivery",
        "telemetry",
        "receiver",
        "analysis",
        "web",
        "assembler",
        "package",
        "migrations",
    },
    "migration_env": {CONTRACTS, "db"},  # Alembic's env.py: the engine and the models' metadata
    "migrations": set(),  # revision files are self-contained: never the live models
}


def _layer(module: str) -> str:
    parts = module.split(".")
    if parts[0] == "ctxstore_cli":
        return "cli"
    if parts[0] == "ctxstore_migrations":
        return "migrations" if "versions" in parts else "migration_env"
    if module == "ctxstore":
        return "package"
    head = parts[1]
    if head in {"_version", "errors", "settings", "records", "outcomes", "usage"}:
        return CONTRACTS
    if head in {"store_outcomes", "outcome_recording"}:  # outcomes, kept out of store.py
        return "store"
    if head in ALLOWED:
        return head
    raise AssertionError(f"{module} belongs to no layer: add it to ALLOWED in {__file__}")


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    parts[0] = {"cli": "ctxstore_cli", "migrations": "ctxstore_migrations"}.get(parts[0], parts[0])
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(path: Path, module: str, modules: set[str]) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                # `from pkg import mod` imports the submodule, not pkg's own names
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in modules else base)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def _graph() -> dict[str, set[str]]:
    paths = [
        *ROOT.joinpath("ctxstore").rglob("*.py"),
        *ROOT.joinpath("cli").rglob("*.py"),
        *ROOT.joinpath("migrations").rglob("*.py"),
    ]
    modules = {_module_name(p): p for p in paths}
    return {
        name: {m for m in _imports(path, name, set(modules)) if m in modules and m != name}
        for name, path in modules.items()
    }


GRAPH = _graph()


def test_every_import_follows_the_layer_table() -> None:
    wrong = sorted(
        f"{src} ({_layer(src)}) imports {dst} ({_layer(dst)})"
        for src, targets in GRAPH.items()
        for dst in targets
        if _layer(dst) != _layer(src) and _layer(dst) not in ALLOWED[_layer(src)]
    )
    assert not wrong, "upward or sideways imports:\n" + "\n".join(wrong)


def test_no_import_cycles() -> None:
    # Package __init__ modules that only re-export are edges too: a cycle through
    # one is the hidden kind this test exists for.
    state: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[str] = []

    def walk(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(GRAPH[node]):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join([*stack[stack.index(nxt) :], nxt]))
            elif nxt not in state:
                walk(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(GRAPH):
        if node not in state:
            walk(node)
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


@pytest.mark.parametrize("module", sorted(GRAPH), ids=str)
def test_module_stays_small(module: str) -> None:
    # One module, one responsibility (STYLE.md): past ~600 lines a module is
    # doing two jobs and should be split along them.
    path = ROOT / (
        module.replace("ctxstore_cli", "cli")
        .replace("ctxstore_migrations", "migrations")
        .replace(".", "/")
    )
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= 600, f"{path.relative_to(ROOT)} has {lines} lines: split it along its jobs"


def _screening_detector_modules() -> set[str]:
    package = ROOT / "ctxstore" / "assembly" / "screening"
    found: set[str] = set()
    for path in package.glob("_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if any(
            isinstance(node, ast.ClassDef)
            and any(isinstance(b, ast.Name) and b.id == "_ViewDetector" for b in node.bases)
            for node in tree.body
        ):
            found.add(f"ctxstore.assembly.screening.{path.stem}")
    return found


def test_screening_detector_modules_never_import_each_other() -> None:
    # The screening package's rule (``_base``): a detector depends on the shared
    # view and vocabulary only; detectors that screen with other detectors take
    # them as ``inner``, put together by the package itself.
    detectors = _screening_detector_modules()
    assert len(detectors) >= 10
    wrong = sorted(f"{src} imports {dst}" for src in detectors for dst in GRAPH[src] & detectors)
    assert not wrong, "\n".join(wrong)
