"""Recording into the store on SQLite and PostgreSQL: round trip, dedupe, replay, rollups."""

from __future__ import annotations

from collections import Counter
from dataclasses import fields, replace
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select, update
from store_records import T0, record, section

from ctxstore import RecordContext, Store, resolve_database_url
from ctxstore.db import migrate, queries
from ctxstore.db.models import assemblies, assembly_sections, content_blobs, rollup_hourly
from ctxstore.db.rollups import ROLLUP_DIMENSIONS, bucket_bounds, token_bucket
from ctxstore.db.writer import RECORD_COLUMNS
from ctxstore.errors import ConfigError, NotFoundError, StoreError


def _count(store: Store, table: object, *where: object) -> int:
    with store.engine.connect() as conn:
        q = select(func.count()).select_from(table)  # type: ignore[arg-type]
        for w in where:
            q = q.where(w)  # type: ignore[arg-type]
        return int(conn.execute(q).scalar_one())


@pytest.fixture
def store(db_url: str) -> Store:
    s = Store.open(db_url, migrate=True)
    yield s
    s.close()


def test_recorded_assembly_reads_back_with_sections_in_order(store: Store) -> None:
    rec = record(7, subject_id="user-1")
    result = store.write([rec])
    assert (result.inserted, result.skipped, result.sections) == (1, 0, 5)

    got = queries.get_assembly(store.engine, rec.root_fingerprint[:12])
    assert got.ts == rec.timestamp and got.ts.tzinfo is not None
    assert (got.trace_id, got.span_id, got.model_id) == (rec.trace_id, rec.span_id, "gpt-4o")
    assert got.subject_id == "user-1" and got.content_kept
    assert [s.name for s in got.sections] == [s.name for s in rec.sections]
    assert [s.content_hash for s in got.sections] == [s.content_hash for s in rec.sections]
    doc = got.sections[3]
    assert (doc.source_path, doc.line_start, doc.line_end) == ("kb/doc:shipping.md", 1, 9)
    # Also found by trace ID, and the kept texts are readable by hash.
    assert queries.get_assembly(store.engine, rec.trace_id).id == got.id
    blobs = queries.blobs_by_hash(store.engine, [s.content_hash for s in got.sections])
    assert blobs[doc.content_hash].text == rec.sections[3].text


def test_every_record_field_reads_back_under_its_column_name(store: Store) -> None:
    rec = replace(
        record(8, subject_id="user-8"),
        service="svc",
        environment="prod",
        tenant="acme",
        provider="openai",
        template_version="tpl-3",
        snapshot_id="idx-9",
        dropped_count=2,
        screening_hits=1,
        policy_version="p-4",
    )
    store.write([rec])
    got = queries.get_assembly(store.engine, rec.trace_id)
    for f in fields(rec):
        if f.name != "sections":
            column = RECORD_COLUMNS.get(f.name, f.name)
            assert getattr(got, column) == getattr(rec, f.name), f.name
    for sent, back in zip(rec.sections, got.sections, strict=True):
        for f in fields(sent):
            if f.name not in {"text", "redactions"}:
                assert getattr(back, f.name) == getattr(sent, f.name), f.name
        assert back.text_kept is (sent.text is not None)


def test_timestamps_come_back_in_utc_whatever_zone_went_in(store: Store) -> None:
    from zoneinfo import ZoneInfo

    local = datetime(2026, 3, 3, 10, 30, tzinfo=ZoneInfo("Europe/Berlin"))
    store.write([record(1, ts=local)])
    (got,) = queries.recent_assemblies(store.engine)
    assert got.ts == datetime(2026, 3, 3, 9, 30, tzinfo=UTC)
    assert got.ts.utcoffset() == timedelta(0)


def test_naive_timestamp_is_refused_and_nothing_is_written(store: Store) -> None:
    with pytest.raises(StoreError, match="nothing from this batch was stored"):
        store.write([record(1), record(2, ts=datetime(2026, 3, 3, 9, 0))])
    assert _count(store, assemblies) == 0


def test_section_text_is_stored_once_per_hash(store: Store) -> None:
    records = [record(i) for i in range(20)]
    store.write(records)
    # 3 stable sections shared by all 20 + a unique document and ask per record.
    assert _count(store, content_blobs) == 3 + 20 * 2
    assert _count(store, assembly_sections) == 20 * 5
    system_hash = records[0].sections[1].content_hash
    blob = queries.blobs_by_hash(store.engine, [system_hash])[system_hash]
    assert blob.first_seen == records[0].timestamp
    assert blob.last_kept_at == records[-1].timestamp
    assert blob.size_bytes == len(records[0].sections[1].text.encode())  # type: ignore[union-attr]


def test_replayed_records_are_skipped_never_duplicated(store: Store) -> None:
    records = [record(i) for i in range(10)]
    store.write(records)
    before_rollups = _rollup_totals(store)
    again = store.write([*records[3:], records[5]])  # a replay, with a duplicate inside it
    assert (again.inserted, again.skipped, again.sections) == (0, 8, 0)
    assert _count(store, assemblies) == 10
    assert _count(store, assembly_sections) == 50
    assert _rollup_totals(store) == before_rollups


def test_sections_whose_text_was_not_kept_leave_no_blob(store: Store) -> None:
    rec = record(1, keep_stable=False, keep_volatile=False)
    store.write([rec])
    assert _count(store, content_blobs) == 0
    (got,) = queries.recent_assemblies(store.engine, with_sections=True)
    assert not any(s.text_kept for s in got.sections)
    assert not got.content_kept


def test_expired_text_comes_back_when_a_new_occurrence_keeps_it(store: Store) -> None:
    store.write([record(1)])
    system_hash = record(1).sections[1].content_hash
    with store.engine.begin() as conn:
        conn.execute(update(content_blobs).values(text=None))
    store.write([record(2, ts=T0 + timedelta(days=40))])
    blob = queries.blobs_by_hash(store.engine, [system_hash])[system_hash]
    assert blob.text is not None and blob.last_kept_at == T0 + timedelta(days=40)


def test_batch_writer_commits_each_batch_and_the_rest_on_exit(store: Store) -> None:
    with store.writer(batch_size=3) as w:
        for i in range(7):
            w.add(record(i))
            if i == 5:
                assert _count(store, assemblies) == 6  # two full batches committed
        assert _count(store, assemblies) == 6
    assert _count(store, assemblies) == 7
    assert (w.result.inserted, w.result.skipped) == (7, 0)


def _rollup_totals(store: Store) -> dict[tuple[str, str, str], int]:
    r = rollup_hourly.c
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(r.dimension, r.section_name, r.value, func.sum(r.count)).group_by(
                r.dimension, r.section_name, r.value
            )
        ).all()
    return {(d, n, v): int(c) for d, n, v, c in rows}


def test_rollups_count_exactly_what_the_raw_rows_hold(store: Store) -> None:
    records = [
        record(i, ts=T0 + timedelta(minutes=13 * i), model_id="gpt-4o" if i % 3 else "claude")
        for i in range(30)
    ]
    with store.writer(batch_size=7) as w:
        w.extend(records)
    totals = _rollup_totals(store)
    # section_outcome rows exist only where a section was dropped or truncated (none here).
    assert {d for d, _, _ in totals} == set(ROLLUP_DIMENSIONS) - {"section_outcome"}
    assert totals[("model_id", "", "claude")] == 10
    assert totals[("model_id", "", "gpt-4o")] == 20
    system_hash = records[0].sections[1].content_hash
    assert totals[("section", "system", system_hash)] == 30
    buckets = Counter(token_bucket(r.tokens_total) for r in records)
    assert {v: c for (d, _, v), c in totals.items() if d == "tokens_total"} == dict(buckets)
    # Hours: 30 records 13 minutes apart span 7 distinct hours.
    with store.engine.connect() as conn:
        hours = conn.execute(
            select(func.count(func.distinct(rollup_hourly.c.hour))).where(
                rollup_hourly.c.dimension == "model_id"
            )
        ).scalar_one()
    assert hours == 7


def test_rollup_rows_are_one_per_hour_and_key_across_batches(store: Store) -> None:
    records = [record(i, ts=T0 + timedelta(minutes=9 * i)) for i in range(40)]
    for i in range(0, 40, 6):  # batches straddle hour boundaries
        store.write(records[i : i + 6])
    r = rollup_hourly.c
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(r.hour, r.count).where(r.dimension == "tokenizer").order_by(r.hour)
        ).all()
    hours = sorted({rec.timestamp.replace(minute=0) for rec in records})
    assert [h for h, _ in rows] == hours  # one row per hour, read back as aware UTC
    assert sum(c for _, c in rows) == 40


def test_asks_and_histories_roll_up_by_presence_one_row_per_hour(store: Store) -> None:
    """N assemblies with N different asks (and histories) add one rollup row per
    hour for each, not one per hash: the table grows with distinct values, not
    traffic. Raw rows still hold every hash."""
    n = 50
    records = [
        record(
            i,
            ts=T0 + timedelta(minutes=3 * i),  # 150 minutes: three hours
            extra=[section(5, "history", "history", f"turns so far in conversation {i}")],
        )
        for i in range(n)
    ]
    with store.writer(batch_size=8) as w:
        w.extend(records)
    r = rollup_hourly.c
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(r.section_kind, r.hour, r.value, r.count)
            .where(r.dimension == "section", r.section_kind.in_(["ask", "history"]))
            .order_by(r.section_kind, r.hour)
        ).all()
        raw_asks = conn.execute(
            select(func.count(func.distinct(assembly_sections.c.content_hash))).where(
                assembly_sections.c.kind == "ask"
            )
        ).scalar_one()
    hours = sorted({rec.timestamp.replace(minute=0) for rec in records})
    assert len(hours) == 3
    for kind in ("ask", "history"):
        mine = [(h, v, c) for k, h, v, c in rows if k == kind]
        assert [h for h, _, _ in mine] == hours  # one row per hour
        assert {v for _, v, _ in mine} == {"*"}
        assert sum(c for _, _, c in mine) == n
    assert raw_asks == n
    # Sections of other kinds still roll up per hash.
    docs = _rollup_totals(store)
    assert sum(1 for d, name, _ in docs if d == "section" and name == "doc:shipping") == n


def test_missing_template_and_snapshot_roll_up_as_empty_values(store: Store) -> None:
    store.write([record(1, template_version=None, snapshot_id=None)])
    totals = _rollup_totals(store)
    assert totals[("template_version", "", "")] == 1
    assert totals[("snapshot_id", "", "")] == 1


@pytest.mark.parametrize("n", [0, 1, 7, 49, 50, 51, 999, 1000, 4096, 128_000, 2_000_000])
def test_token_buckets_are_about_two_percent_wide_and_contain_their_value(n: int) -> None:
    lo, hi = bucket_bounds(token_bucket(n))
    assert lo <= max(n, 0) < hi
    assert hi - lo <= max(1, lo * 0.021 + 1)
    assert token_bucket(lo) == token_bucket(hi - 1) != token_bucket(hi)


def test_queries_filter_recent_assemblies(store: Store) -> None:
    store.write(
        [record(i, service="a" if i % 2 else "b", ts=T0 + timedelta(hours=i)) for i in range(10)]
    )
    got = queries.recent_assemblies(
        store.engine, since=T0 + timedelta(hours=2), until=T0 + timedelta(hours=8), service="a"
    )
    assert [a.ts.hour for a in got] == [16, 14, 12]  # 09:00 + 7h, 5h, 3h; newest first


def test_unknown_and_ambiguous_references_are_clear_errors(store: Store) -> None:
    store.write([record(i) for i in range(40)])
    with pytest.raises(NotFoundError, match="no assembly"):
        queries.get_assembly(store.engine, "ffffffffffff")
    with pytest.raises(NotFoundError, match="too short"):
        queries.get_assembly(store.engine, "abc")
    with pytest.raises(NotFoundError, match="ambiguous"):
        queries.get_assembly(store.engine, "000000000000")  # a prefix of every trace ID


# -- what the span decoder accepts, both engines store ---------------------------------

LONG = "x" * 1000  # the decoder allows names and identifiers up to 1,024 characters
WIDE = "名前" * 512  # 1,024 characters, 3,072 bytes of UTF-8
BIG = 3_000_000_000  # over 2**31: the decoder allows any int64


@pytest.mark.parametrize("text", [LONG, WIDE], ids=["1000-ascii", "1024-cjk"])
def test_long_names_and_int64_counts_round_trip(store: Store, text: str) -> None:
    base = record(1, model_id=f"m-{text}", template_version=f"t-{text}", service=f"s-{text}")
    long_section = replace(
        section(5, f"doc:{text}", f"kind-{text}", "a long-named document", tokens=BIG),
        trust=f"trust-{text}",
        source_path=f"kb/{text}.md",
        line_start=BIG,
        line_end=BIG + 7,
        priority=BIG,
    )
    rec = replace(
        base,
        sections=(*base.sections, long_section),
        tokens_total=BIG * 2,
        budget=BIG * 3,
        tenant=f"tenant-{text}",
        subject_id=f"subject-{text}",
        provider=f"provider-{text}",
        snapshot_id=f"snap-{text}",
        tokenizer=f"tok-{text}",
        policy_version=f"pol-{text}",
    )
    store.write([rec])
    got = queries.get_assembly(store.engine, rec.trace_id)
    assert (got.model_id, got.template_version, got.service) == (
        rec.model_id,
        rec.template_version,
        rec.service,
    )
    assert (got.tenant, got.subject_id, got.snapshot_id) == (
        rec.tenant,
        rec.subject_id,
        rec.snapshot_id,
    )
    assert (got.tokens_total, got.budget) == (BIG * 2, BIG * 3)
    sec = got.sections[5]
    assert (sec.name, sec.kind, sec.tokens) == (long_section.name, long_section.kind, BIG)
    assert (sec.line_start, sec.line_end) == (BIG, BIG + 7)
    # The rollups (keyed on those names) counted it, and a hold can name them.
    totals = _rollup_totals(store)
    assert totals[("section", long_section.name, long_section.content_hash)] == 1
    assert totals[("model_id", "", rec.model_id)] == 1
    store.add_hold("template_version", rec.template_version or "", actor=f"legal-{text}")
    assert [h.value for h in store.holds()] == [rec.template_version]


# -- opening ------------------------------------------------------------------------


def test_default_sqlite_store_is_created_and_migrated_on_first_use(_isolated_home) -> None:  # type: ignore[no-untyped-def]
    assert not (_isolated_home / "ctxstore.db").exists()
    with Store.open() as store:
        assert store.url == f"sqlite:///{_isolated_home / 'ctxstore.db'}"
        store.write([record(1)])
    assert (_isolated_home / "ctxstore.db").exists()
    with Store.open() as store:
        assert _count(store, assemblies) == 1


def test_unmigrated_postgresql_is_an_error_naming_the_upgrade_command(pg_url: str) -> None:
    with pytest.raises(StoreError, match=r"Run `ctxstore db upgrade --db postgresql\+psycopg://"):
        Store.open(pg_url)
    migrate.upgrade(pg_url, "0001")
    head = migrate.head_revision()
    with pytest.raises(StoreError, match=f"is at schema revision 0001, this ctxstore needs {head}"):
        Store.open(pg_url)
    migrate.upgrade(pg_url)
    Store.open(pg_url).close()


@pytest.mark.parametrize(
    "url",
    ["sqlite://", "sqlite:///:memory:", "sqlite:///file:mem?mode=memory&uri=true"],
    ids=["no-path", "memory", "uri-memory"],
)
def test_in_memory_sqlite_is_refused_with_a_clear_error(url: str) -> None:
    with pytest.raises(ConfigError, match=r"use a file path, e\.g\. sqlite:///tmp/ctxstore\.db"):
        Store.open(url)


def test_a_reader_does_not_create_a_missing_sqlite_file(tmp_path) -> None:  # type: ignore[no-untyped-def]
    typo = tmp_path / "typo.db"
    with pytest.raises(NotFoundError, match=f"no store at {typo}; run `ctxstore demo`"):
        Store.open(f"sqlite:///{typo}", create=False)
    assert not typo.exists()
    with Store.open(f"sqlite:///{typo}") as store:  # a writer creates it
        store.write([record(1)])
    with Store.open(f"sqlite:///{typo}", create=False) as store:
        assert _count(store, assemblies) == 1


def test_a_reader_still_creates_the_default_store(_isolated_home) -> None:  # type: ignore[no-untyped-def]
    with Store.open(create=False) as store:
        assert _count(store, assemblies) == 0
    assert (_isolated_home / "ctxstore.db").exists()


def test_sqlite_can_be_opened_without_migrating(sqlite_url: str) -> None:
    with pytest.raises(StoreError, match="has no ctxstore schema"):
        Store.open(sqlite_url, migrate=False)


@pytest.mark.parametrize(
    ("arg", "env", "expected"),
    [
        ("sqlite:////x/arg.db", "sqlite:////x/env.db", "sqlite:////x/arg.db"),
        (None, "sqlite:////x/env.db", "sqlite:////x/env.db"),
        (None, "postgres://u@h/db", "postgresql+psycopg://u@h/db"),
        ("postgresql://u:p%40ss@h:5433/db", None, "postgresql+psycopg://u:p%40ss@h:5433/db"),
    ],
    ids=["argument-wins", "environment", "postgres-scheme", "password-kept"],
)
def test_database_url_precedence(
    arg: str | None, env: str | None, expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if env:
        monkeypatch.setenv("CTXSTORE_DATABASE_URL", env)
    assert resolve_database_url(arg) == expected


def test_default_url_is_in_the_data_directory(_isolated_home) -> None:  # type: ignore[no-untyped-def]
    assert resolve_database_url() == f"sqlite:///{_isolated_home / 'ctxstore.db'}"


@pytest.mark.parametrize(
    ("env", "message"),
    [("not a url", "CTXSTORE_DATABASE_URL"), ("mysql://u@h/db", "not supported")],
    ids=["garbage", "mysql"],
)
def test_bad_database_url_names_the_variable(
    env: str, message: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CTXSTORE_DATABASE_URL", env)
    with pytest.raises(ConfigError, match=message):
        resolve_database_url()


# -- record(): the retention policy applied end to end --------------------------------


def _assembly(ask: str = "Where is my order 1234?"):  # type: ignore[no-untyped-def]
    from factory import base_sections

    from ctxstore.assembler import assemble

    return assemble(base_sections(ask=ask), model="gpt-4o", template_version="v3", snapshot_id="s1")


def test_record_applies_the_policy_first_occurrence_then_sampling(db_url: str) -> None:
    from ctxstore.retention import RetentionPolicy, SeenHashes, trace_sampled

    policy = RetentionPolicy(version="p-50", sample_rate=0.5)
    traces = [f"{i:032x}" for i in range(1, 41)]
    decisions = []
    for _run in range(2):  # two independent stores/processes must decide identically
        with Store.open(db_url, migrate=True, policy=policy) as store:
            store.seen = SeenHashes()
            for t in traces:
                store.record(_assembly(), RecordContext(trace_id=t, service="svc"))
            rows = {
                a.trace_id: {s.kind: s.text_kept for s in a.sections}
                for a in queries.recent_assemblies(store.engine, limit=100, with_sections=True)
            }
            decisions.append(rows)
            with store.engine.begin() as conn:
                conn.execute(assembly_sections.delete())
                conn.execute(assemblies.delete())
    assert decisions[0] == decisions[1]
    rows = decisions[0]
    assert rows[traces[0]]["document"] is True  # first occurrence of the hash: always kept
    for t in traces[1:]:
        assert rows[t]["document"] is trace_sampled(t, 0.5)
        assert rows[t]["ask"] is False  # kind rule: never
        assert rows[t]["system"] is True  # kind rule: always
    kept = sum(rows[t]["document"] for t in traces[1:])
    assert 0 < kept < len(traces) - 1


def test_record_defaults_trace_span_and_time(store: Store) -> None:
    before = datetime.now(UTC)
    rec = store.record(_assembly(), RecordContext(subject_id="u-9"))
    assert len(rec.trace_id) == 32 and len(rec.span_id) == 16
    assert before <= rec.timestamp <= datetime.now(UTC)
    assert queries.get_assembly(store.engine, rec.trace_id).subject_id == "u-9"
