"""Alembic owns the schema: every path through the migrations works on both engines,
there is one head, and the migrated schema is exactly what the models declare."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import func, inspect, select
from store_records import T0, record, section

from ctxstore import Store
from ctxstore.db import migrate
from ctxstore.db.engine import make_engine
from ctxstore.db.keyring import StoreKeyError
from ctxstore.db.models import Base, assemblies, assembly_sections, rollup_hourly
from ctxstore.errors import MigrationError, StoreError
from ctxstore.retention import RetentionPolicy

TABLES = {
    "assemblies",
    "assembly_sections",
    "content_blobs",
    "legal_holds",
    "audit_log",
    "rollup_hourly",
    "rollup_daily",
    "section_versions",
    "data_keys",
    "store_keys",
    "pending_parts",
    "outcomes",
    "scores",
    "outcome_rollup_hourly",
    "score_rollup_hourly",
}


def _revisions() -> list[str]:
    script = ScriptDirectory.from_config(migrate.alembic_config("sqlite://"))
    return [r.revision for r in reversed(list(script.walk_revisions()))]


def _tables(url: str) -> set[str]:
    engine = make_engine(url)
    try:
        return set(inspect(engine).get_table_names()) - {"alembic_version"}
    finally:
        engine.dispose()


def test_there_is_exactly_one_head() -> None:
    script = ScriptDirectory.from_config(migrate.alembic_config("sqlite://"))
    assert len(script.get_heads()) == 1
    assert migrate.head_revision() == _revisions()[-1]


def test_base_to_head_to_base(db_url: str) -> None:
    assert migrate.upgrade(db_url).after == migrate.head_revision()
    assert _tables(db_url) == TABLES
    assert migrate.downgrade(db_url, "base").after is None
    assert _tables(db_url) == set()


def test_step_by_step_up_and_down(db_url: str) -> None:
    revisions = _revisions()
    for rev in revisions:
        assert migrate.upgrade(db_url, rev).after == rev
    for prev in [*reversed(revisions[:-1]), None]:
        assert migrate.downgrade(db_url, prev or "base").after == prev
    assert _tables(db_url) == set()


def test_models_and_migrations_agree(db_url: str) -> None:
    migrate.upgrade(db_url)
    engine = make_engine(db_url)
    try:
        with engine.connect() as conn:
            ctx = MigrationContext.configure(
                conn, opts={"compare_type": True, "compare_server_default": True}
            )
            diff = compare_metadata(ctx, Base.metadata)
    finally:
        engine.dispose()
    assert diff == []


def test_upgrading_a_store_that_holds_rows_keeps_them_and_backfills_rollups(
    db_url: str, tmp_path: object
) -> None:
    """Rows written at revision 0001 survive the upgrade, and the 0002 and 0005
    backfills yield exactly the rollups the live writer produces for the same records."""
    records = [
        record(
            i,
            ts=T0 + timedelta(minutes=17 * i),
            model_id="m1" if i % 4 else "m2",
            extra=[
                section(5, "history", "history", f"earlier turns of conversation {i}"),
                # Budget outcomes, backfilled by 0005 into truncated/section_outcome rows.
                section(6, "kb:doc", "document", "chunk", outcome=_OUTCOME_CYCLE[i % 4]),
            ],
        )
        for i in range(25)
    ]
    migrate.upgrade(db_url, "0001")
    # Write through the live writer minus the rollup table, which 0001 lacks:
    # insert the raw rows the way the writer does, via a store at head on a
    # scratch database, then copy them across.
    scratch = f"sqlite:///{tmp_path}/scratch.db"  # type: ignore[str-format]
    with Store.open(scratch) as reference:
        reference.write(records)
        expected = _rollups(reference.engine)
        expected_rows = _rollup_rows(reference.engine)
        rows = _dump(reference.engine, (assemblies, assembly_sections))
    engine = make_engine(db_url)
    try:
        with engine.begin() as conn:
            for table in (assemblies, assembly_sections):
                conn.execute(table.insert(), rows[table.name])
            if conn.dialect.name == "postgresql":  # explicit ids do not advance the sequence
                conn.exec_driver_sql(
                    "SELECT setval(pg_get_serial_sequence('assemblies', 'id'), max(id)) FROM assemblies"
                )
    finally:
        engine.dispose()

    assert migrate.upgrade(db_url).after == migrate.head_revision()
    # A store with rows from before 0007 must be rekeyed before use; the reference
    # digests are kept as they are (as for a store an operator's key keyed already).
    with pytest.raises(StoreKeyError, match="ctxstore db rekey"):
        Store.open(db_url, policy=RetentionPolicy(hmac_key=b"k" * 32))
    with Store.open(db_url, check_keys=False) as store:
        assert store.rekey(already_keyed=True).digests == 0
    with Store.open(db_url) as store:
        with store.engine.connect() as conn:
            assert conn.execute(select(func.count()).select_from(assemblies)).scalar_one() == 25
        assert _rollups(store.engine) == expected
        # Row for row (hour, filters, kind, first/last seen), not just in total,
        # and asks roll up by presence there as in the writer.
        assert _rollup_rows(store.engine) == expected_rows
        assert expected[("section", "ask", "*")] == 25
        assert expected[("section", "history", "*")] == 25
        assert expected[("section_outcome", "kb:doc", "dropped")] == 7
        assert expected[("truncated", "", "true")] == 6
        assert expected[("truncated", "", "false")] == 19
        # And the writer keeps counting on top of the backfill.
        store.write([record(99, ts=T0, model_id="m2")])
        after = _rollups(store.engine)
        with store.engine.connect() as conn:
            r = rollup_hourly.c
            same_key = conn.execute(
                select(func.count())
                .select_from(rollup_hourly)
                .where(r.dimension == "model_id", r.value == "m2", r.hour == T0)
            ).scalar_one()
        assert same_key == 1  # the writer's upsert hit the backfilled row
    assert after[("model_id", "", "m2")] == expected[("model_id", "", "m2")] + 1


_OUTCOME_CYCLE = ("dropped", "kept", "truncated", "kept")


def _rollups(engine: object) -> Counter[tuple[str, str, str]]:
    r = rollup_hourly.c
    with engine.connect() as conn:  # type: ignore[attr-defined]
        rows = conn.execute(select(r.dimension, r.section_name, r.value, r.count, r.hour)).all()
    out: Counter[tuple[str, str, str]] = Counter()
    for d, n, v, c, _hour in rows:
        out[(d, n, v)] += c
    return out


def _rollup_rows(engine: object) -> dict[tuple[object, ...], tuple[int, object, object]]:
    """Every rollup row, keyed on its full unique key: (count, first_seen, last_seen)."""
    r = rollup_hourly.c
    key = (
        r.hour,
        r.service,
        r.environment,
        r.tenant,
        r.model_id,
        r.template_version,
        r.dimension,
        r.section_name,
        r.section_kind,
        r.value,
    )
    with engine.connect() as conn:  # type: ignore[attr-defined]
        rows = conn.execute(select(*key, r.count, r.first_seen, r.last_seen)).all()
    return {tuple(row[:10]): (int(row[10]), row[11], row[12]) for row in rows}


def _dump(engine: object, tables: tuple[object, ...]) -> dict[str, list[dict[str, object]]]:
    out = {}
    with engine.connect() as conn:  # type: ignore[attr-defined]
        for t in tables:
            out[t.name] = [dict(row._mapping) for row in conn.execute(select(t))]  # type: ignore[attr-defined]
    return out


def test_upgrading_per_hash_ask_and_history_rollups_collapses_them_keeping_totals(
    db_url: str,
) -> None:
    """Rollups written per hash before 0004 fold into one ``"*"`` row per hour and
    section, with the summed count and the earliest/latest sighting; rows of other
    kinds and dimensions are left exactly as they were."""
    migrate.upgrade(db_url, "0003")
    h0, h1 = T0, T0 + timedelta(hours=1)
    base = {
        "service": "support-bot",
        "environment": "prod",
        "tenant": "acme",
        "model_id": "gpt-4o",
        "template_version": "v1",
    }

    def row(hour, dimension, name, kind, value, count, first_min, last_min):  # type: ignore[no-untyped-def]
        return {
            **base,
            "hour": hour,
            "dimension": dimension,
            "section_name": name,
            "section_kind": kind,
            "value": value,
            "count": count,
            "first_seen": hour + timedelta(minutes=first_min),
            "last_seen": hour + timedelta(minutes=last_min),
        }

    per_hash = [
        row(h0, "section", "ask", "ask", f"{i:064x}", i + 1, 5 * i + 1, 5 * i + 3) for i in range(6)
    ]
    per_hash += [row(h1, "section", "ask", "ask", f"{i:064x}", 2, 40 - i, 50 + i) for i in range(3)]
    per_hash += [
        row(h0, "section", "history", "history", f"{i:064x}", 3, 10 + i, 20 + i) for i in range(4)
    ]
    untouched = [
        row(h0, "section", "system", "system", "ab" * 32, 30, 0, 59),
        row(h0, "section", "doc:a", "document", "cd" * 32, 4, 2, 7),
        row(h0, "section", "doc:a", "document", "ef" * 32, 5, 8, 9),
        row(h0, "model_id", "", "", "gpt-4o", 30, 0, 59),
    ]
    engine = make_engine(db_url)
    try:
        with engine.begin() as conn:
            conn.execute(rollup_hourly.insert(), per_hash + untouched)
        before = _rollups(engine)
    finally:
        engine.dispose()

    assert migrate.upgrade(db_url).after == migrate.head_revision()
    engine = make_engine(db_url)
    try:
        rows = _rollup_rows(engine)
        after = _rollups(engine)
    finally:
        engine.dispose()

    def key(r: dict[str, object]) -> tuple[object, ...]:
        return (
            r["hour"],
            *base.values(),
            r["dimension"],
            r["section_name"],
            r["section_kind"],
            r["value"],
        )

    collapsed = {k: v for k, v in rows.items() if k[8] in ("ask", "history")}
    assert collapsed == {
        (h0, *base.values(), "section", "ask", "ask", "*"): (
            21,  # 1 + 2 + ... + 6
            h0 + timedelta(minutes=1),
            h0 + timedelta(minutes=28),
        ),
        (h1, *base.values(), "section", "ask", "ask", "*"): (
            6,
            h1 + timedelta(minutes=38),
            h1 + timedelta(minutes=52),
        ),
        (h0, *base.values(), "section", "history", "history", "*"): (
            12,
            h0 + timedelta(minutes=10),
            h0 + timedelta(minutes=23),
        ),
    }
    for r in untouched:
        assert rows[key(r)] == (r["count"], r["first_seen"], r["last_seen"])
    assert len(rows) == len(collapsed) + len(untouched)

    # Same totals per section name and dimension; only the hashes are gone.
    def by_name(totals: Counter[tuple[str, str, str]]) -> Counter[tuple[str, str]]:
        out: Counter[tuple[str, str]] = Counter()
        for (d, n, _v), c in totals.items():
            out[(d, n)] += c
        return out

    assert by_name(after) == by_name(before)
    # Downgrading past 0004 keeps the collapsed rows (hashes cannot be recovered).
    assert migrate.downgrade(db_url, "0003").after == "0003"
    engine = make_engine(db_url)
    try:
        assert _rollup_rows(engine) == rows
    finally:
        engine.dispose()


def test_a_failed_migration_says_how_to_recover(sqlite_url: str) -> None:
    migrate.upgrade(sqlite_url, "0001")
    engine = make_engine(sqlite_url)
    with engine.begin() as conn:  # something in the way of revision 0002
        conn.exec_driver_sql("CREATE TABLE rollup_hourly (x INTEGER)")
    engine.dispose()
    with pytest.raises(MigrationError) as info:
        migrate.upgrade(sqlite_url)
    message = str(info.value)
    assert "left at revision 0001" in message
    assert f"ctxstore db upgrade head --db {sqlite_url}" in message
    with pytest.raises(StoreError, match="is at schema revision 0001"):
        Store.open(sqlite_url, migrate=False)


def test_unknown_revision_is_a_migration_error(sqlite_url: str) -> None:
    with pytest.raises(MigrationError, match="nonexistent"):
        migrate.upgrade(sqlite_url, "nonexistent")
