"""A scripted week of a support bot's traffic, recorded through the real path.

Why a demo in the library: ``what-changed`` only makes sense with history, and a
new user has none. The demo builds the history the way production would:
every request is assembled by :func:`ctxstore.assemble`, emits its
``ctxstore.assemble`` span, and reaches the store through
:class:`~ctxstore.telemetry.exporter.StoreSpanExporter` behind a
``BatchSpanProcessor``, so retention sampling, redaction, content addressing and
rollups all happen exactly as they would for a real service. Only the clock is
synthetic: a tracer wrapper stamps each span with the request's scripted time.

The story (events are placed relative to *now*, see :func:`plan_demo`):

* **reindex** (Tuesday 09:12): the retrieval snapshot ID changes and two
  knowledge-base chunks are rewritten (the refund window shrinks to 14 days);
  the morning until the tool rename is busy (:data:`MIN_AFTER_REINDEX`), so
  the feedback on the rewritten chunk is enough to measure;
* **tool rename** (Tuesday 15:40): the ``lookup_order`` tool's ``order_id``
  parameter becomes ``orderId``;
* **canary** (Wednesday 10:00): template ``support-v13`` takes 50% of traffic;
* **leak** (Thursday 08:00): the system prompt starts carrying the current
  time, so its hash changes on every request.

Each request also makes a (scripted) model call whose LLM-call span carries the
provider usage, and some get feedback scores later (``cli/demo_outcomes.py``):
cache reads collapse with the tool rename's release, thumbs-downs rise with the
reindexed refunds chunk.

Whatever the weekday and hour, ``ctxstore what-changed --since tuesday`` right
after the demo shows all four: the window is the time since the most recent
Tuesday 00:00 (local), and each event happens at its nominal weekday time or,
when the window is too short for that, at a fixed fraction of the window.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo
from itertools import pairwise
from typing import Any

from opentelemetry import trace
from opentelemetry.context import Context
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.trace import Link, Span, SpanContext, SpanKind, Status, StatusCode
from opentelemetry.util.types import Attributes

from ctxstore.analysis.timewords import parse_when
from ctxstore.assembler import assemble
from ctxstore.assembly.budget import BudgetConfig
from ctxstore.assembly.sections import Message, Section, Source

from .demo_outcomes import simulate_call, simulate_feedback

DEFAULT_DAYS = 8
DEFAULT_RATE = 60
"""Requests per hour. 8 days x 60/h is ~11.5k assemblies: well under a minute."""

MIN_PER_WINDOW = 240
"""Fewest requests in the window (and in its baseline) even right after Tuesday 00:00."""

MIN_AFTER_REINDEX = 600
"""Fewest requests between the reindex and the tool rename (the busy Tuesday morning)
at the default rate; proportionally fewer at a lower ``--rate``.

Why: impact compares each change only up to the next change, and the thumbs
drop on the rewritten refunds chunk is read from the ratings of that stretch
alone (~1 request in 10 carries the chunk and a thumbs score). 600 requests give
~60 of them, enough for the drop to pass the report's default false-discovery
rate; at the plain rate a short window held a dozen."""

MODEL = "gpt-4o"
SERVICE = "support-bot"
OLD_TEMPLATE, NEW_TEMPLATE = "support-v12", "support-v13"

# Nominal offsets from Tuesday 00:00, and the fraction of a short window used instead.
_EVENTS: tuple[tuple[str, timedelta, float, str], ...] = (
    (
        "reindex",
        timedelta(hours=9, minutes=12),
        0.10,
        "knowledge base reindexed: new snapshot, 2 chunks rewritten",
    ),
    (
        "tool_rename",
        timedelta(hours=15, minutes=40),
        0.25,
        "lookup_order tool: parameter order_id renamed to orderId",
    ),
    ("canary", timedelta(days=1, hours=10), 0.45, f"template {NEW_TEMPLATE} canary at 50%"),
    ("leak", timedelta(days=2, hours=8), 0.65, "current time leaks into the system prompt"),
)


@dataclass(frozen=True, slots=True)
class DemoEvent:
    name: str
    at: datetime  # timezone-aware, in the plan's zone
    description: str


@dataclass(frozen=True)
class DemoPlan:
    start: datetime
    end: datetime  # "now"
    tuesday: datetime  # what ``--since tuesday`` resolves to
    rate: int
    events: tuple[DemoEvent, ...]
    timestamps: tuple[datetime, ...]  # one per request, UTC, ascending

    def event(self, name: str) -> DemoEvent:
        return next(e for e in self.events if e.name == name)

    @property
    def old_snapshot(self) -> str:
        return "kb-" + self.start.strftime("%Y-%m-%d")

    @property
    def new_snapshot(self) -> str:
        return "kb-" + self.event("reindex").at.strftime("%Y-%m-%d")


def plan_demo(
    now: datetime,
    zone: tzinfo,
    *,
    days: int = DEFAULT_DAYS,
    rate: int = DEFAULT_RATE,
    seed: int = 7,
) -> DemoPlan:
    """Where the week starts, when each event happens, and every request's time."""
    if days < 1 or rate < 1:
        raise ValueError("days and rate must be at least 1")
    end = now.astimezone(UTC)
    tuesday = parse_when("tuesday", now=now, zone=zone).astimezone(UTC)
    window = end - tuesday
    events = tuple(
        DemoEvent(name, (tuesday + min(nominal, window * fraction)).astimezone(zone), text)
        for name, nominal, fraction, text in _EVENTS
    )
    start = min(end - timedelta(days=days), tuesday - window)
    rng = random.Random(seed)
    stamps: list[datetime] = []
    # Poisson-ish arrivals; denser just around Tuesday when the window is short,
    # so both the window and its baseline hold enough requests to compare, and
    # between the reindex and the tool rename (MIN_AFTER_REINDEX).
    dense_from = tuesday - window
    dense_rate = max(float(rate), MIN_PER_WINDOW / _hours(window))
    at = {e.name: e.at.astimezone(UTC) for e in events}
    busy_from, busy_to = at["reindex"], at["tool_rename"]
    busy_rate = MIN_AFTER_REINDEX * rate / DEFAULT_RATE / _hours(busy_to - busy_from)
    cuts = sorted({start, dense_from, busy_from, busy_to, end})
    for seg_start, seg_end in pairwise(cuts):
        hourly = dense_rate if seg_start >= dense_from else float(rate)
        if busy_from <= seg_start < busy_to:
            hourly = max(hourly, busy_rate)
        t = seg_start
        while True:
            t += timedelta(seconds=rng.expovariate(hourly / 3600))
            if t >= seg_end:
                break
            stamps.append(t)
    return DemoPlan(
        start.astimezone(zone),
        now.astimezone(zone),
        tuesday.astimezone(zone),
        rate,
        events,
        tuple(stamps),
    )


def _hours(span: timedelta) -> float:
    return max(span.total_seconds() / 3600, 1e-3)


# --- the support bot's world ------------------------------------------------------

_SYSTEM = (
    "You are Acme's customer support assistant.\n"
    "Answer in the customer's language, briefly and politely.\n"
    "Use the knowledge base excerpts as evidence and cite them by path.\n"
    "Never promise refunds outside the policy; offer a ticket instead."
)
_MEMORY = (
    "Acme sells refurbished laptops and accessories in the EU.\n"
    "Support hours: Mon-Fri 08:00-18:00 CET. Escalations go to tier 2 via create_ticket."
)


def _tools(renamed: bool) -> list[Section]:
    order_param = "orderId" if renamed else "order_id"
    return [
        Section.tools(
            {
                "name": "lookup_order",
                "description": "Find an order and its shipping status.",
                "input_schema": {
                    "type": "object",
                    "properties": {
                        order_param: {"type": "string", "description": "Order number, e.g. A-1042."}
                    },
                    "required": [order_param],
                },
            }
        ),
        Section.tools(
            {
                "name": "create_ticket",
                "description": "Open a support ticket for a human agent.",
                "input_schema": {
                    "type": "object",
                    "properties": {
                        "summary": {"type": "string"},
                        "priority": {"type": "string", "enum": ["low", "normal", "high"]},
                    },
                    "required": ["summary"],
                },
            }
        ),
    ]


_KB: dict[str, tuple[str, str]] = {
    # path -> (text before the reindex, text after)
    "kb/refunds.md": (
        "Refunds\nRefunds are accepted within 30 days of delivery.\nThe item must be returned in its original packaging.",
        "Refunds\nRefunds are accepted within 14 days of delivery.\nThe item must be returned in its original packaging.\nRefurbished items carry a 12-month warranty instead.",
    ),
    "kb/shipping.md": (
        "Shipping\nOrders ship within 2 business days.\nTracking links are emailed when the parcel leaves the warehouse.",
        "Shipping\nOrders ship within 1 business day.\nTracking links are emailed when the parcel leaves the warehouse.",
    ),
    "kb/warranty.md": (
        "Warranty\nAll refurbished laptops carry a 12-month warranty.\nBatteries are covered for 6 months.",
    )
    * 2,
    "kb/payment.md": (
        "Payment\nWe accept cards, PayPal and bank transfer.\nInvoices are issued in EUR.",
    )
    * 2,
    "kb/accounts.md": (
        "Accounts\nPassword resets are sent to the registered email.\nTwo-factor authentication can be enabled in settings.",
    )
    * 2,
}

_QUESTIONS = (
    ("Where is my order {order}?", ("kb/shipping.md",)),
    (
        "Can I still return order {order}? It arrived {days} days ago.",
        ("kb/refunds.md", "kb/warranty.md"),
    ),
    ("My laptop battery died after {days} days, is that covered?", ("kb/warranty.md",)),
    ("Do you take PayPal for order {order}?", ("kb/payment.md",)),
    ("I can't log in, how do I reset my password?", ("kb/accounts.md",)),
    ("How long does shipping take to Lyon?", ("kb/shipping.md", "kb/payment.md")),
    ("I want my money back for {order}.", ("kb/refunds.md",)),
)


def _requests(plan: DemoPlan, seed: int) -> Iterator[tuple[datetime, list[Section], str]]:
    rng = random.Random(seed)
    ev = {e.name: e.at.astimezone(UTC) for e in plan.events}
    for ts in plan.timestamps:
        reindexed = ts >= ev["reindex"]
        template = NEW_TEMPLATE if ts >= ev["canary"] and rng.random() < 0.5 else OLD_TEMPLATE
        system = _SYSTEM
        if ts >= ev["leak"]:
            system += f"\nCurrent time: {ts.strftime('%Y-%m-%d %H:%M:%S')} UTC"
        question, paths = rng.choice(_QUESTIONS)
        ask = question.format(order=f"A-{1000 + rng.randrange(9000)}", days=rng.randrange(3, 60))
        sections: list[Section] = [*_tools(ts >= ev["tool_rename"]), Section.system(system)]
        sections.append(Section.memory("acme-facts", _MEMORY, source=Source(path="memory/acme.md")))
        if rng.random() < 0.4:
            sections.append(
                Section.history(
                    [
                        Message.user("Hi, I have a question about an order."),
                        Message.assistant("Of course. What is the order number?"),
                    ]
                )
            )
        for rank, path in enumerate(paths):
            text = _KB[path][1 if reindexed else 0]
            sections.append(
                Section.document(
                    f"{path}#1",
                    text,
                    source=Source(path=path, start_line=1, end_line=len(text.splitlines())),
                    score=1.0 - rank * 0.1,
                )
            )
        if "order" in question and rng.random() < 0.5:
            status = rng.choice(("shipped", "processing", "delivered"))
            sections.append(
                Section.tool_output(
                    "lookup_order",
                    f'{{"order": "{ask.split()[-1].strip("?.")}", "status": "{status}"}}',
                )
            )
        sections.append(Section.ask(ask))
        yield ts, sections, template


# --- a tracer that stamps spans with the scripted time ----------------------------------


class _Clock:
    def __init__(self) -> None:
        self.ns = 0


class _TimedSpan(Span):
    """Delegates to the SDK span; ends it 2 ms after its scripted start."""

    def __init__(self, inner: Span, start_ns: int) -> None:
        self._inner = inner
        self._start_ns = start_ns

    def end(self, end_time: int | None = None) -> None:
        self._inner.end(end_time if end_time is not None else self._start_ns + 2_000_000)

    def get_span_context(self) -> SpanContext:
        return self._inner.get_span_context()

    def set_attributes(self, attributes: Any) -> None:
        self._inner.set_attributes(attributes)

    def set_attribute(self, key: str, value: Any) -> None:
        self._inner.set_attribute(key, value)

    def add_event(
        self, name: str, attributes: Attributes = None, timestamp: int | None = None
    ) -> None:
        self._inner.add_event(
            name, attributes, timestamp if timestamp is not None else self._start_ns + 1_000_000
        )

    def update_name(self, name: str) -> None:
        self._inner.update_name(name)

    def is_recording(self) -> bool:
        return self._inner.is_recording()

    def set_status(self, status: Status | StatusCode, description: str | None = None) -> None:
        self._inner.set_status(status, description)

    def record_exception(
        self,
        exception: BaseException,
        attributes: Attributes = None,
        timestamp: int | None = None,
        escaped: bool = False,
    ) -> None:
        self._inner.record_exception(exception, attributes, timestamp, escaped)


class _TimedTracer(trace.Tracer):
    def __init__(self, inner: trace.Tracer, clock: _Clock) -> None:
        self._inner = inner
        self._clock = clock

    def start_span(
        self,
        name: str,
        context: Context | None = None,
        kind: SpanKind = SpanKind.INTERNAL,
        attributes: Attributes = None,
        links: Sequence[Link] | None = None,
        start_time: int | None = None,
        record_exception: bool = True,
        set_status_on_exception: bool = True,
    ) -> Span:
        start = start_time if start_time is not None else self._clock.ns
        span = self._inner.start_span(
            name, context, kind, attributes, links, start, record_exception, set_status_on_exception
        )
        return _TimedSpan(span, start)

    # Tracer declares its return type as the private _AgnosticContextManager, which only
    # its private decorator produces; callers need no more than the context manager.
    @contextmanager
    def start_as_current_span(  # type: ignore[override]
        self,
        name: str,
        context: Context | None = None,
        kind: SpanKind = SpanKind.INTERNAL,
        attributes: Attributes = None,
        links: Sequence[Link] | None = None,
        start_time: int | None = None,
        record_exception: bool = True,
        set_status_on_exception: bool = True,
        end_on_exit: bool = True,
    ) -> Iterator[Span]:
        span = self.start_span(
            name,
            context,
            kind,
            attributes,
            links,
            start_time,
            record_exception,
            set_status_on_exception,
        )
        with trace.use_span(span, end_on_exit=end_on_exit) as current:
            yield current


class _TimedTracerProvider(trace.TracerProvider):
    def __init__(self, inner: TracerProvider, clock: _Clock) -> None:
        self._inner = inner
        self._clock = clock

    def get_tracer(self, *args: Any, **kwargs: Any) -> trace.Tracer:
        return _TimedTracer(self._inner.get_tracer(*args, **kwargs), self._clock)


# --- outcomes: the model call and the feedback (cli/demo_outcomes.py) -----------------------


def _model_call(
    tracer: trace.Tracer,
    start_ns: int,
    rng: random.Random,
    result: Any,
    renamed: bool,
    template: str,
) -> None:
    """The instrumented SDK's LLM-call span, as the GenAI conventions describe it."""
    call = simulate_call(rng, result, renamed=renamed, template=template)
    span = tracer.start_span(f"chat {MODEL}", attributes=call.attributes, start_time=start_ns)
    if call.error is not None:
        span.set_status(Status(StatusCode.ERROR, call.error))
    span.end(start_ns + int(call.latency_ms * 1_000_000))


def _feedback(
    tracer: trace.Tracer,
    start_ns: int,
    plan: DemoPlan,
    rng: random.Random,
    result: Any,
    reindexed: bool,
    request: Span,
) -> None:
    """Scores arrive minutes later, from a request of their own naming the scored trace."""
    fb = simulate_feedback(rng, result, reindexed=reindexed)
    trace_id = format(request.get_span_context().trace_id, "032x")
    latest = int(plan.end.timestamp() * 1_000_000_000)
    at = min(start_ns + int(fb.delay_s * 1_000_000_000), latest)
    for name, value, source in (
        ("thumbs", fb.thumbs, "user"),
        ("faithfulness", fb.faithfulness, "judge-v2"),
    ):
        if value is None:
            continue
        span = tracer.start_span(
            "ctxstore.score",
            context=Context(),  # a new trace: the feedback request's own
            attributes={
                "ctxstore.score.trace_id": trace_id,
                "ctxstore.score.name": name,
                "ctxstore.score.value": value,
                "ctxstore.score.source": source,
            },
            start_time=at,
        )
        span.end(at)


# --- running it ------------------------------------------------------------------------


@dataclass(frozen=True)
class DemoResult:
    plan: DemoPlan
    assemblies: int  # assembled and handed to the exporter
    stored: int  # rows in the store afterwards
    spooled: int  # records the exporter had to spool (0 when the store was reachable)
    dropped: int  # records the exporter could neither write nor spool
    outcomes: int = 0  # outcome rows in the store afterwards (one per model call)
    scores: int = 0  # score rows (thumbs, faithfulness)


_SPANS_PER_REQUEST = 5
"""POST /chat, ctxstore.assemble, the model call and up to two ctxstore.score spans."""


def run_demo(
    store: Any,
    plan: DemoPlan,
    *,
    progress: Callable[[int], None] | None = None,
    seed: int = 11,
    flush_every: int = 2000,
) -> DemoResult:
    """Assemble every scripted request and record it via span -> StoreSpanExporter -> store.

    ``store`` is an open :class:`ctxstore.store.Store`; ``progress`` is called
    with the number of requests done since the last call.
    """
    from sqlalchemy import func, select

    from ctxstore.db.models import assemblies
    from ctxstore.db.models import outcomes as outcome_rows
    from ctxstore.db.models import scores as score_rows
    from ctxstore.telemetry.exporter import StoreSpanExporter

    exporter = StoreSpanExporter(store)
    sdk = TracerProvider(
        resource=Resource.create({"service.name": SERVICE, "deployment.environment.name": "prod"})
    )
    # A deep queue and explicit flushes: the demo produces spans faster than a
    # production service would, and a full queue would silently drop them. The
    # queue holds every span of the requests between two flushes: a request makes
    # up to _SPANS_PER_REQUEST (its own span, the assembly, the model call and two
    # scores). Sized per request rather than per span, it overflowed once the
    # scores came in and lost ~5% of a loaded machine's demo.
    sdk.add_span_processor(
        BatchSpanProcessor(
            exporter,
            max_queue_size=flush_every * _SPANS_PER_REQUEST,
            max_export_batch_size=500,
            schedule_delay_millis=500,
        )
    )
    clock = _Clock()
    provider = _TimedTracerProvider(sdk, clock)
    tracer = provider.get_tracer("ctxstore-demo")
    budget = BudgetConfig(context_window=16_000, reserved_output=2_000)
    rng = random.Random(seed + 1)
    renamed_at = plan.event("tool_rename").at
    done = pending = 0
    try:
        for ts, sections, template in _requests(plan, seed):
            clock.ns = int(ts.timestamp() * 1_000_000_000)
            reindexed = ts >= plan.event("reindex").at
            snapshot = plan.new_snapshot if reindexed else plan.old_snapshot
            with tracer.start_as_current_span("POST /chat") as request:
                result = assemble(
                    sections,
                    model=MODEL,
                    template_version=template,
                    snapshot_id=snapshot,
                    budget=budget,
                    tracer_provider=provider,
                )
                _model_call(tracer, clock.ns, rng, result, ts >= renamed_at, template)
            _feedback(tracer, clock.ns, plan, rng, result, reindexed, request)
            done += 1
            pending += 1
            if done % flush_every == 0:
                sdk.force_flush()
            if progress is not None and pending >= 100:
                progress(pending)
                pending = 0
        sdk.force_flush()
    finally:
        sdk.shutdown()
    if progress is not None and pending:
        progress(pending)
    with store.engine.connect() as conn:
        stored, outcomes, scores = (
            int(conn.execute(select(func.count()).select_from(t)).scalar_one())
            for t in (assemblies, outcome_rows, score_rows)
        )
    sink = exporter.stats().sink
    return DemoResult(plan, done, stored, sink.spooled, sink.dropped, outcomes, scores)
