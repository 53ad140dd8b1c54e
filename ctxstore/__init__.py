"""ctxstore: context assembly as a versioned, observable build step.

The public API is ``__all__``. Names load on first use (PEP 562): importing
``ctxstore`` or any submodule must not pull in the assembler, the screening
tables, tiktoken, the ORM and Alembic, because every ``ctxstore`` CLI command
and every ``from ctxstore import settings`` pays for what this module imports.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ctxstore._version import __version__ as __version__

# public name -> module that defines it; one table, read by __getattr__ and __dir__.
_EXPORTS: dict[str, str] = {
    "assemble": "ctxstore.assembler",
    "BudgetConfig": "ctxstore.assembly.budget",
    "Assembly": "ctxstore.assembly.result",
    "Outcome": "ctxstore.assembly.result",
    "SectionReport": "ctxstore.assembly.result",
    "Screener": "ctxstore.assembly.screening",
    "ScreenHit": "ctxstore.assembly.screening",
    "ScreeningAction": "ctxstore.assembly.screening",
    "Message": "ctxstore.assembly.sections",
    "Section": "ctxstore.assembly.sections",
    "Source": "ctxstore.assembly.sections",
    "Tier": "ctxstore.assembly.sections",
    "ToolResultBlock": "ctxstore.assembly.sections",
    "ToolUseBlock": "ctxstore.assembly.sections",
    "Trust": "ctxstore.assembly.sections",
    "slice_around": "ctxstore.assembly.sections",
    "window_section": "ctxstore.assembly.sections",
    "BudgetExceededError": "ctxstore.errors",
    "CtxstoreError": "ctxstore.errors",
    "InjectionDetectedError": "ctxstore.errors",
    "SectionError": "ctxstore.errors",
    "RecordContext": "ctxstore.store",
    "Store": "ctxstore.store",
    "resolve_database_url": "ctxstore.store",
}

__all__ = ["__version__", *_EXPORTS]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'ctxstore' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later lookups skip __getattr__
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))


if TYPE_CHECKING:  # static tools see the real names
    from ctxstore.assembler import assemble as assemble
    from ctxstore.assembly.budget import BudgetConfig as BudgetConfig
    from ctxstore.assembly.result import Assembly as Assembly
    from ctxstore.assembly.result import Outcome as Outcome
    from ctxstore.assembly.result import SectionReport as SectionReport
    from ctxstore.assembly.screening import Screener as Screener
    from ctxstore.assembly.screening import ScreenHit as ScreenHit
    from ctxstore.assembly.screening import ScreeningAction as ScreeningAction
    from ctxstore.assembly.sections import Message as Message
    from ctxstore.assembly.sections import Section as Section
    from ctxstore.assembly.sections import Source as Source
    from ctxstore.assembly.sections import Tier as Tier
    from ctxstore.assembly.sections import ToolResultBlock as ToolResultBlock
    from ctxstore.assembly.sections import ToolUseBlock as ToolUseBlock
    from ctxstore.assembly.sections import Trust as Trust
    from ctxstore.assembly.sections import slice_around as slice_around
    from ctxstore.assembly.sections import window_section as window_section
    from ctxstore.errors import BudgetExceededError as BudgetExceededError
    from ctxstore.errors import CtxstoreError as CtxstoreError
    from ctxstore.errors import InjectionDetectedError as InjectionDetectedError
    from ctxstore.errors import SectionError as SectionError
    from ctxstore.store import RecordContext as RecordContext
    from ctxstore.store import Store as Store
    from ctxstore.store import resolve_database_url as resolve_database_url
