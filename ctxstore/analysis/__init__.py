"""Questions asked of the store: what changed, when, and what exactly differs.

The public entry points, for code that wants the CLI's answers without the CLI:

* :func:`~ctxstore.analysis.timewords.parse_when` / :func:`~ctxstore.analysis.timewords.resolve_window`:
  "tuesday", "3 days ago", ISO times -> aware datetimes, against an injected clock and zone;
* :func:`~ctxstore.analysis.readers.read_windows`: a window's counts from the hourly
  rollups (or raw rows), as :class:`~ctxstore.analysis.whatchanged.WindowStats`;
* :func:`~ctxstore.analysis.whatchanged.compare`: two windows -> a ranked
  :class:`~ctxstore.analysis.whatchanged.Report`; :mod:`~ctxstore.analysis.report` renders it;
* :func:`~ctxstore.analysis.diffing.diff_assemblies`: two stored assemblies -> section
  verdicts and the prompt-cache verdict;
* :func:`~ctxstore.analysis.timeline.build_timeline`: a value's share per hour or day.
"""

from __future__ import annotations

from ctxstore.analysis.diffing import AssemblyDiff, diff_assemblies, text_diff
from ctxstore.analysis.readers import Filters, read_window, read_windows, retained_texts
from ctxstore.analysis.report import render_report, report_to_json
from ctxstore.analysis.timewords import local_zone, parse_when, resolve_window
from ctxstore.analysis.whatchanged import Options, Report, WindowStats, compare

__all__ = [
    "AssemblyDiff",
    "Filters",
    "Options",
    "Report",
    "WindowStats",
    "compare",
    "diff_assemblies",
    "local_zone",
    "parse_when",
    "read_window",
    "read_windows",
    "render_report",
    "report_to_json",
    "resolve_window",
    "retained_texts",
    "text_diff",
]
