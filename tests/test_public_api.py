"""The public API is ``ctxstore.__all__``, and it is closed: whatever a public
function or ``Store`` method takes, returns or raises can be named from ``ctxstore``.

The closure is checked on the annotations themselves, so a new method that
returns a type from ``ctxstore.db`` fails here until the type is exported (and
documented in the README's "Public API" section or in its own docstring).
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import importlib.metadata
import inspect
import pkgutil
import re
import typing
from pathlib import Path
from typing import Any

import pytest

import ctxstore
import ctxstore.errors
from ctxstore import Store

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PUBLIC = [name for name in ctxstore.__all__ if name != "__version__"]


def _readme_api_section() -> str:
    text = README.read_text(encoding="utf-8")
    assert "\n## Public API\n" in text, "README.md has no '## Public API' section"
    return text.split("\n## Public API\n", 1)[1].split("\n## ", 1)[0]


def _readme_names() -> set[str]:
    """Names in the first column of the section's table (``| `Hold`, `HoldCoverage` | ... |``)."""
    cells = re.findall(r"^\| ([^|]+) \|", _readme_api_section(), re.M)
    return {name for cell in cells for name in re.findall(r"`(\w+)`", cell)}


def _own_docstring(obj: Any) -> str:
    """The object's own docstring: not inherited, not a dataclass's generated signature."""
    doc = obj.__dict__.get("__doc__") if inspect.isclass(obj) else getattr(obj, "__doc__", None)
    doc = (doc or "").strip()
    if (
        inspect.isclass(obj)
        and dataclasses.is_dataclass(obj)
        and doc.startswith(f"{obj.__name__}(")
    ):
        return ""
    return doc


def test_all_is_the_lazy_table() -> None:
    assert ctxstore.__all__ == ["__version__", *ctxstore._EXPORTS]
    assert len(set(ctxstore.__all__)) == len(ctxstore.__all__), "a name is listed twice"
    assert set(PUBLIC) <= set(dir(ctxstore))


def test_type_checking_block_matches_the_lazy_table() -> None:
    """mypy and IDEs read the TYPE_CHECKING imports; they must name the same objects."""
    tree = ast.parse((ROOT / "ctxstore" / "__init__.py").read_text(encoding="utf-8"))
    block = next(
        node
        for node in tree.body
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING"
    )
    imported = {
        alias.asname or alias.name: node.module
        for node in block.body
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    assert imported == ctxstore._EXPORTS


@pytest.mark.parametrize("name", PUBLIC, ids=PUBLIC)
def test_name_resolves_to_its_module(name: str) -> None:
    value = getattr(ctxstore, name)
    assert value is getattr(importlib.import_module(ctxstore._EXPORTS[name]), name)
    assert getattr(value, "__name__", name) == name, "exported under another name"


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'Stor'"):
        _ = ctxstore.Stor  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ctxstore.__all__, ids=ctxstore.__all__)
def test_name_is_documented(name: str) -> None:
    if name in _readme_names():
        return
    value = getattr(ctxstore, name)
    assert _own_docstring(value), (
        f"ctxstore.{name} has no docstring and is not in the README's 'Public API' section"
    )


def test_readme_api_section_names_only_exports() -> None:
    """A name removed from the API must leave the README too."""
    stale = sorted(_readme_names() - set(ctxstore.__all__))
    assert not stale, f"README 'Public API' names what ctxstore does not export: {stale}"


def _package_modules() -> list[str]:
    names = ["ctxstore"]
    for info in pkgutil.walk_packages(ctxstore.__path__, "ctxstore."):
        names.append(info.name)
    return names


def test_every_library_error_is_exported() -> None:
    """Callers catch by class: every error the library raises on purpose is public."""
    errors: dict[str, type] = {}
    for module_name in _package_modules():
        module = importlib.import_module(module_name)
        for name, value in vars(module).items():
            if (
                inspect.isclass(value)
                and issubclass(value, ctxstore.errors.CtxstoreError)
                and value.__module__ == module_name
                and not name.startswith("_")
            ):
                errors[name] = value
    assert set(errors) >= {"CtxstoreError", "StoreError", "LegalHoldError"}  # the walk works
    missing = sorted(n for n, cls in errors.items() if getattr(ctxstore, n, None) is not cls)
    assert not missing, f"error classes not exported from ctxstore: {missing}"


# -- the closure: annotations of public callables ---------------------------------------


def _hints(obj: Any) -> dict[str, Any]:
    """Resolved annotations; names a module imports only under TYPE_CHECKING resolve
    through the public namespace, which is exactly what a user has to go on."""
    module = inspect.getmodule(obj)
    own = vars(module) if module else {}
    fallback = {n: getattr(ctxstore, n) for n in ctxstore.__all__ if n not in own}
    try:
        return typing.get_type_hints(obj, localns=fallback)
    except NameError as exc:
        pytest.fail(
            f"{obj.__qualname__}: an annotation names a type ctxstore does not export: {exc}"
        )


def _classes_in(tp: Any) -> set[type]:
    found: set[type] = set()
    if isinstance(tp, type):
        found.add(tp)
    for arg in typing.get_args(tp):
        for item in arg if isinstance(arg, list) else [arg]:  # Callable[[args], result]
            found |= _classes_in(item)
    return found


def _members(cls: type) -> dict[str, Any]:
    """Public methods and properties defined by ctxstore code (not object's or Enum's)."""
    found: dict[str, Any] = {}
    for name, raw in inspect.getmembers_static(cls):
        if name.startswith("_") and name != "__init__":
            continue
        func = raw.fget if isinstance(raw, property) else raw
        func = getattr(func, "__func__", func)  # classmethod / staticmethod
        if inspect.isfunction(func) and func.__module__.startswith("ctxstore"):
            found[name] = func
    return found


def _unreachable(hints: dict[str, Any]) -> list[str]:
    return sorted(
        f"{where}: {cls.__module__}.{cls.__qualname__}"
        for where, tp in hints.items()
        for cls in _classes_in(tp)
        if cls.__module__.startswith("ctxstore")
        and getattr(ctxstore, cls.__name__, None) is not cls
    )


STORE_METHODS = sorted(_members(Store))


def test_store_members_are_all_checked() -> None:
    assert {"open", "record", "apply_retention", "erase_subject", "add_hold", "holds"} <= set(
        STORE_METHODS
    )


@pytest.mark.parametrize("method", STORE_METHODS, ids=STORE_METHODS)
def test_store_method_types_are_public(method: str) -> None:
    func = _members(Store)[method]
    hints = _hints(func)
    if method != "__init__":
        assert "return" in hints, f"Store.{method} has no return annotation"
    assert not _unreachable(hints), f"Store.{method} uses types not exported from ctxstore"


def test_store_holds_returns_a_public_type() -> None:
    """The case that started this: ``Store.holds()`` used to return a ``ctxstore.db`` type."""
    hints = _hints(Store.holds)
    assert hints["return"] == list[ctxstore.Hold]
    assert _hints(ctxstore.Hold)["coverage"] == ctxstore.HoldCoverage | None


def _api_hints(name: str) -> dict[str, Any]:
    value = getattr(ctxstore, name)
    if not inspect.isclass(value):
        return _hints(value) if callable(value) else {}
    hints: dict[str, Any] = {}
    if dataclasses.is_dataclass(value):
        hints.update({f"field {k}": v for k, v in _hints(value).items()})
    for member, func in _members(value).items():
        hints.update({f"{member}() {k}": v for k, v in _hints(func).items()})
    return hints


@pytest.mark.parametrize("name", PUBLIC, ids=PUBLIC)
def test_public_name_uses_only_public_types(name: str) -> None:
    """Functions' parameters and results, classes' fields and methods: all nameable."""
    assert not _unreachable(_api_hints(name)), f"ctxstore.{name} uses unexported types"


def test_version_matches_the_installed_metadata() -> None:
    assert importlib.metadata.version("ctxstore") == ctxstore.__version__
    from ctxstore._version import __version__

    assert ctxstore.__version__ is __version__
