"""The outcome half of :class:`~ctxstore.store.Store`: record outcomes and scores, read them back.

A mixin so ``store.py`` stays one responsibility (open, record, retain); the
rules are in ``ctxstore.outcomes`` and the SQL in ``ctxstore.db.outcomes`` /
``ctxstore.db.outcome_reads``.

Read API (what ``what-changed``'s impact lines, ``why`` and the cache report use):

* :meth:`OutcomeMethods.outcome_rollups` / :meth:`OutcomeMethods.score_rollups`:
  hourly rollup rows of a window, optionally one dimension; sum them with
  :class:`~ctxstore.outcomes.OutcomeTotals` for means, shares, error rates and
  latency quantiles (scores: ``total / count``).
* :meth:`OutcomeMethods.assembly_outcomes`: the assemblies of a window whose
  traces match an :class:`~ctxstore.outcomes.OutcomeFilter` (or all that have
  outcomes), each with its dimension values, section values, outcomes and scores.
* :meth:`OutcomeMethods.trace_outcomes`: everything recorded for one trace.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from ctxstore.outcomes import (
    AssemblyOutcome,
    OutcomeFilter,
    OutcomeRecord,
    OutcomeRollup,
    ScoreRecord,
    ScoreRollup,
)

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from ctxstore.db.outcomes import OutcomeWriteResult


class OutcomeMethods:
    """Mixed into :class:`~ctxstore.store.Store` (which provides ``engine``)."""

    engine: Engine

    # -- writing -------------------------------------------------------------------------

    def record_outcome(
        self,
        trace_id: str,
        *,
        span_id: str | None = None,
        observed_at: datetime | None = None,
        source: str = "library",
        model: str | None = None,
        input_tokens: int | None = None,
        output_tokens: int | None = None,
        cache_read_input_tokens: int | None = None,
        cache_creation_input_tokens: int | None = None,
        latency_ms: float | None = None,
        finish_reason: str | None = None,
        error_type: str | None = None,
    ) -> OutcomeWriteResult:
        """Record what one LLM call of trace ``trace_id`` reported (usage, latency, errors).

        ``input_tokens`` is the uncached input (see ``ctxstore.outcomes``;
        :func:`ctxstore.usage_from_response` normalises provider responses).
        The assembly may be recorded before or after; a replay is a no-op and
        a fuller record for the same (trace, span) fills what was missing.
        Invalid values raise OutcomeError and store nothing.
        """
        record = OutcomeRecord(
            trace_id=trace_id,
            span_id=span_id,
            observed_at=observed_at or datetime.now(UTC),
            source=source,
            model=model,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            cache_read_input_tokens=cache_read_input_tokens,
            cache_creation_input_tokens=cache_creation_input_tokens,
            latency_ms=latency_ms,
            finish_reason=finish_reason,
            error_type=error_type,
        )
        return self.write_outcomes([record])

    def write_outcomes(self, records: Sequence[OutcomeRecord]) -> OutcomeWriteResult:
        """Write outcome records in one transaction (see :meth:`record_outcome`)."""
        from ctxstore.db.outcomes import write_outcomes

        return write_outcomes(self.engine, records)

    def write_outcomes_and_scores(
        self, outcomes: Sequence[OutcomeRecord], scores: Sequence[ScoreRecord]
    ) -> OutcomeWriteResult:
        """Write outcomes and scores in one transaction (what the ingest paths use)."""
        from ctxstore.db.outcomes import write_outcomes_and_scores

        return write_outcomes_and_scores(self.engine, outcomes, scores)

    def score(
        self,
        trace_id: str,
        name: str,
        value: float | bool | str,
        *,
        source: str | None = None,
        comment: str | None = None,
        observed_at: datetime | None = None,
    ) -> OutcomeWriteResult:
        """Record the score ``name`` (e.g. ``thumbs`` = 1 / -1) of trace ``trace_id``.

        One value per (trace, name, source): a later score replaces it, so a
        user can change their mind; several names per trace are independent.
        """
        record = ScoreRecord(
            trace_id=trace_id,
            name=name,
            value=value,  # type: ignore[arg-type]  # ScoreRecord parses bools and numeric text
            observed_at=observed_at or datetime.now(UTC),
            source=source,
            comment=comment,
        )
        return self.write_scores([record])

    def write_scores(self, records: Sequence[ScoreRecord]) -> OutcomeWriteResult:
        """Write score records in one transaction (see :meth:`score`)."""
        from ctxstore.db.outcomes import write_scores

        return write_scores(self.engine, records)

    # -- reading -------------------------------------------------------------------------

    def outcome_rollups(
        self, since: datetime, until: datetime, dimension: str | None = None
    ) -> list[OutcomeRollup]:
        """Hourly outcome rollups of the hours overlapping ``[since, until)`` (assembly time)."""
        from ctxstore.db.outcome_reads import outcome_rollups

        return outcome_rollups(self.engine, since, until, dimension)

    def score_rollups(
        self, since: datetime, until: datetime, dimension: str | None = None
    ) -> list[ScoreRollup]:
        """Hourly score rollups (per score name) of the hours overlapping ``[since, until)``."""
        from ctxstore.db.outcome_reads import score_rollups

        return score_rollups(self.engine, since, until, dimension)

    def assembly_outcomes(
        self,
        since: datetime,
        until: datetime,
        where: OutcomeFilter | None = None,
        *,
        limit: int | None = None,
    ) -> list[AssemblyOutcome]:
        """Assemblies of ``[since, until)`` whose traces match ``where`` (all with outcomes if None)."""
        from ctxstore.db.outcome_reads import assembly_outcomes

        return assembly_outcomes(self.engine, since, until, where, limit=limit)

    def trace_outcomes(self, trace_id: str) -> tuple[list[OutcomeRecord], list[ScoreRecord]]:
        """Every outcome and score recorded for one trace."""
        from ctxstore.db.outcome_reads import trace_outcomes
        from ctxstore.outcomes import check_trace_id

        return trace_outcomes(self.engine, check_trace_id(trace_id))
