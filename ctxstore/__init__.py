"""ctxstore: context assembly as a versioned, observable build step."""

from __future__ import annotations

__version__ = "0.1.0"

from ctxstore.assembler import assemble as assemble
from ctxstore.budget import BudgetConfig as BudgetConfig
from ctxstore.errors import BudgetExceededError as BudgetExceededError
from ctxstore.errors import CtxstoreError as CtxstoreError
from ctxstore.errors import InjectionDetectedError as InjectionDetectedError
from ctxstore.errors import SectionError as SectionError
from ctxstore.result import Assembly as Assembly
from ctxstore.result import Outcome as Outcome
from ctxstore.result import SectionReport as SectionReport
from ctxstore.screening import Screener as Screener
from ctxstore.screening import ScreenHit as ScreenHit
from ctxstore.screening import ScreeningAction as ScreeningAction
from ctxstore.sections import Message as Message
from ctxstore.sections import Section as Section
from ctxstore.sections import Source as Source
from ctxstore.sections import Tier as Tier
from ctxstore.sections import ToolResultBlock as ToolResultBlock
from ctxstore.sections import ToolUseBlock as ToolUseBlock
from ctxstore.sections import Trust as Trust
from ctxstore.sections import slice_around as slice_around
from ctxstore.sections import window_section as window_section
from ctxstore.store import RecordContext as RecordContext
from ctxstore.store import Store as Store
from ctxstore.store import resolve_database_url as resolve_database_url
