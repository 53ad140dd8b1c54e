"""ctxstore: context assembly as a versioned, observable build step."""

from __future__ import annotations

from ctxstore._version import __version__ as __version__
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
