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
# It holds what the front doors take, return and raise, so a caller never has to
# reach into ``ctxstore.db`` or ``ctxstore.assembly`` for a type it is handed
# (``tests/test_public_api.py`` walks the annotations to keep it that way).
_EXPORTS: dict[str, str] = {
    # assembling
    "assemble": "ctxstore.assembler",
    "BudgetConfig": "ctxstore.assembly.budget",
    "Assembly": "ctxstore.assembly.result",
    "Outcome": "ctxstore.assembly.result",
    "SectionReport": "ctxstore.assembly.result",
    "TokenizerInfo": "ctxstore.assembly.result",
    "Detector": "ctxstore.assembly.screening",
    "Screener": "ctxstore.assembly.screening",
    "ScreenHit": "ctxstore.assembly.screening",
    "ScreeningAction": "ctxstore.assembly.screening",
    "ScreenOutcome": "ctxstore.assembly.screening",
    "SecondOpinion": "ctxstore.assembly.screening",
    # history messages and their content blocks
    "Message": "ctxstore.assembly.messages",
    "TextBlock": "ctxstore.assembly.messages",
    "ImageBlock": "ctxstore.assembly.messages",
    "DocumentBlock": "ctxstore.assembly.messages",
    "MediaSource": "ctxstore.assembly.messages",
    "ToolUseBlock": "ctxstore.assembly.messages",
    "ToolResultBlock": "ctxstore.assembly.messages",
    "ThinkingBlock": "ctxstore.assembly.messages",
    "RedactedThinkingBlock": "ctxstore.assembly.messages",
    "ProviderBlock": "ctxstore.assembly.messages",
    "LineWindow": "ctxstore.assembly.sections",
    "Section": "ctxstore.assembly.sections",
    "Source": "ctxstore.assembly.sections",
    "Tier": "ctxstore.assembly.sections",
    "Trust": "ctxstore.assembly.sections",
    "slice_around": "ctxstore.assembly.sections",
    "window_section": "ctxstore.assembly.sections",
    # retention policy
    "KindRule": "ctxstore.retention",
    "Redaction": "ctxstore.retention",
    "Redactor": "ctxstore.retention",
    "RetentionPolicy": "ctxstore.retention",
    "SeenHashes": "ctxstore.retention",
    "load_policy": "ctxstore.retention",
    # the store and what its methods return
    "RecordContext": "ctxstore.store",
    "Store": "ctxstore.store",
    "resolve_database_url": "ctxstore.store",
    "AssemblyRecord": "ctxstore.records",
    "SectionRecord": "ctxstore.records",
    # outcomes and scores (issue 15)
    "OutcomeRecord": "ctxstore.outcomes",
    "ScoreRecord": "ctxstore.outcomes",
    "OutcomeError": "ctxstore.outcomes",
    "OutcomeFilter": "ctxstore.outcomes",
    "OutcomeRollup": "ctxstore.outcomes",
    "ScoreRollup": "ctxstore.outcomes",
    "OutcomeTotals": "ctxstore.outcomes",
    "AssemblyOutcome": "ctxstore.outcomes",
    "parse_outcome_filter": "ctxstore.outcomes",
    "OutcomeWriteResult": "ctxstore.db.outcomes",
    "ResponseUsage": "ctxstore.usage",
    "usage_from_response": "ctxstore.usage",
    "record_outcome": "ctxstore.outcome_recording",
    "BatchWriter": "ctxstore.db.writer",
    "WriteResult": "ctxstore.db.writer",
    "PurgeResult": "ctxstore.db.purge",
    "ReclaimResult": "ctxstore.db.reclaim",
    "RekeyResult": "ctxstore.db.rekey",
    "StoreKeyError": "ctxstore.db.keyring",
    "ErasureResult": "ctxstore.db.erasure",
    "Hold": "ctxstore.db.holds",
    "HoldCoverage": "ctxstore.db.holds",
    # errors: CtxstoreError is the base of all of them
    "CtxstoreError": "ctxstore.errors",
    "BudgetExceededError": "ctxstore.errors",
    "ConfigError": "ctxstore.errors",
    "InjectionDetectedError": "ctxstore.errors",
    "MigrationError": "ctxstore.errors",
    "NotFoundError": "ctxstore.errors",
    "OtlpDecodeError": "ctxstore.errors",
    "SectionError": "ctxstore.errors",
    "SpanDecodeError": "ctxstore.errors",
    "StoreError": "ctxstore.errors",
    "TimeWordError": "ctxstore.errors",
    "LegalHoldError": "ctxstore.db.holds",
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
    from ctxstore.assembly.messages import DocumentBlock as DocumentBlock
    from ctxstore.assembly.messages import ImageBlock as ImageBlock
    from ctxstore.assembly.messages import MediaSource as MediaSource
    from ctxstore.assembly.messages import Message as Message
    from ctxstore.assembly.messages import ProviderBlock as ProviderBlock
    from ctxstore.assembly.messages import RedactedThinkingBlock as RedactedThinkingBlock
    from ctxstore.assembly.messages import TextBlock as TextBlock
    from ctxstore.assembly.messages import ThinkingBlock as ThinkingBlock
    from ctxstore.assembly.messages import ToolResultBlock as ToolResultBlock
    from ctxstore.assembly.messages import ToolUseBlock as ToolUseBlock
    from ctxstore.assembly.result import Assembly as Assembly
    from ctxstore.assembly.result import Outcome as Outcome
    from ctxstore.assembly.result import SectionReport as SectionReport
    from ctxstore.assembly.result import TokenizerInfo as TokenizerInfo
    from ctxstore.assembly.screening import Detector as Detector
    from ctxstore.assembly.screening import Screener as Screener
    from ctxstore.assembly.screening import ScreenHit as ScreenHit
    from ctxstore.assembly.screening import ScreeningAction as ScreeningAction
    from ctxstore.assembly.screening import ScreenOutcome as ScreenOutcome
    from ctxstore.assembly.screening import SecondOpinion as SecondOpinion
    from ctxstore.assembly.sections import LineWindow as LineWindow
    from ctxstore.assembly.sections import Section as Section
    from ctxstore.assembly.sections import Source as Source
    from ctxstore.assembly.sections import Tier as Tier
    from ctxstore.assembly.sections import Trust as Trust
    from ctxstore.assembly.sections import slice_around as slice_around
    from ctxstore.assembly.sections import window_section as window_section
    from ctxstore.db.erasure import ErasureResult as ErasureResult
    from ctxstore.db.holds import Hold as Hold
    from ctxstore.db.holds import HoldCoverage as HoldCoverage
    from ctxstore.db.holds import LegalHoldError as LegalHoldError
    from ctxstore.db.keyring import StoreKeyError as StoreKeyError
    from ctxstore.db.outcomes import OutcomeWriteResult as OutcomeWriteResult
    from ctxstore.db.purge import PurgeResult as PurgeResult
    from ctxstore.db.reclaim import ReclaimResult as ReclaimResult
    from ctxstore.db.rekey import RekeyResult as RekeyResult
    from ctxstore.db.writer import BatchWriter as BatchWriter
    from ctxstore.db.writer import WriteResult as WriteResult
    from ctxstore.errors import BudgetExceededError as BudgetExceededError
    from ctxstore.errors import ConfigError as ConfigError
    from ctxstore.errors import CtxstoreError as CtxstoreError
    from ctxstore.errors import InjectionDetectedError as InjectionDetectedError
    from ctxstore.errors import MigrationError as MigrationError
    from ctxstore.errors import NotFoundError as NotFoundError
    from ctxstore.errors import OtlpDecodeError as OtlpDecodeError
    from ctxstore.errors import SectionError as SectionError
    from ctxstore.errors import SpanDecodeError as SpanDecodeError
    from ctxstore.errors import StoreError as StoreError
    from ctxstore.errors import TimeWordError as TimeWordError
    from ctxstore.outcome_recording import record_outcome as record_outcome
    from ctxstore.outcomes import AssemblyOutcome as AssemblyOutcome
    from ctxstore.outcomes import OutcomeError as OutcomeError
    from ctxstore.outcomes import OutcomeFilter as OutcomeFilter
    from ctxstore.outcomes import OutcomeRecord as OutcomeRecord
    from ctxstore.outcomes import OutcomeRollup as OutcomeRollup
    from ctxstore.outcomes import OutcomeTotals as OutcomeTotals
    from ctxstore.outcomes import ScoreRecord as ScoreRecord
    from ctxstore.outcomes import ScoreRollup as ScoreRollup
    from ctxstore.outcomes import parse_outcome_filter as parse_outcome_filter
    from ctxstore.records import AssemblyRecord as AssemblyRecord
    from ctxstore.records import SectionRecord as SectionRecord
    from ctxstore.retention import KindRule as KindRule
    from ctxstore.retention import Redaction as Redaction
    from ctxstore.retention import Redactor as Redactor
    from ctxstore.retention import RetentionPolicy as RetentionPolicy
    from ctxstore.retention import SeenHashes as SeenHashes
    from ctxstore.retention import load_policy as load_policy
    from ctxstore.store import RecordContext as RecordContext
    from ctxstore.store import Store as Store
    from ctxstore.store import resolve_database_url as resolve_database_url
    from ctxstore.usage import ResponseUsage as ResponseUsage
    from ctxstore.usage import usage_from_response as usage_from_response
