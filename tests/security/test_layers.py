"""Read-only in three layers, each tested alone: every hostile statement of hostile_sql.yaml is tried with
one layer bypassed at a time, and the layers that remain must hold.

    layer 1  the parse guard (sql_guard.validate, on the tool's path: repair then validate)
    layer 2  the transaction (Database.query: READ ONLY, one statement, timeouts, a clean session per query)
    layer 3  the role georeact_reader (roles.py: SELECT on the data tables, no CREATE, no TEMP)

    (guard)  layer 1 alone: every statement is refused, with the reason the corpus names
    (a)      guard bypassed: the reader through Database.query            -> layers 2 + 3 (the `db` field)
    (b)      guard and transaction bypassed: a raw read-write reader connection -> layer 3 alone (`role`)
    (c)      guard and role bypassed: the OWNER through Database.query     -> layer 2 alone (`owner`);
             on the scratch cluster, so that a regression cannot drop the shared test tables

`contained` outcomes are checked, not assumed: after every statement the pooled session must be exactly as
configured (limits, READ ONLY default, search_path, no advisory lock, prepared statement, LISTEN or cursor
left), the reader's role settings unchanged and no large object left. `gap` entries are the places where
the remaining layers do NOT hold (only the guard stops them); they are asserted to still be gaps so that
this file fails, and the corpus gets updated, the day roles.py closes them. After everything, the data
tables of both clusters are unchanged.
"""

from __future__ import annotations

import time

import psycopg
import pytest
from psycopg import errors

from georeact.db import cluster
from georeact.db.session import Database, DatabaseError, QueryTimeout, owner_url, reader_url
from georeact.tools.sql import sql_columns
from georeact.tools.sql_guard import validate
from georeact.tools.sql_repair import repair
from tests.reliability import scratch
from tests.security.corpus import HostileStatement, hostile_statements
from tests.bounds import loaded

CORPUS = hostile_statements()
IDS = [f"{i:02d}-{entry.label()}" for i, entry in enumerate(CORPUS)]
TIMEOUT_MS = 1000

SESSION_STATE = """
    SELECT current_user, current_setting('statement_timeout'), current_setting('lock_timeout'),
           current_setting('idle_in_transaction_session_timeout'), current_setting('default_transaction_read_only'),
           current_setting('search_path'),
           (SELECT count(*) FROM pg_locks WHERE pid = pg_backend_pid() AND locktype = 'advisory'),
           (SELECT count(*) FROM pg_prepared_statements WHERE from_sql), (SELECT count(*) FROM pg_listening_channels()),
           (SELECT count(*) FROM pg_cursors)
"""
SERVER_STATE = """
    SELECT (SELECT coalesce(string_agg(array_to_string(setconfig, ','), ';' ORDER BY setrole), '')
              FROM pg_db_role_setting WHERE setrole = (SELECT oid FROM pg_roles WHERE rolname = %s)),
           (SELECT rolconnlimit FROM pg_roles WHERE rolname = %s),
           (SELECT count(*) FROM pg_largeobject_metadata)
"""


def test_corpus_is_big_enough_and_explains_itself() -> None:
    assert len(CORPUS) >= 40
    assert len({entry.sql for entry in CORPUS}) == len(CORPUS), "a statement is listed twice"
    for entry in CORPUS:
        if entry.role_error:
            assert hasattr(errors, entry.role_error), entry.role_error
        if "gap" in (entry.db, entry.owner, entry.role):
            assert entry.fix, f"{entry.label()}: a gap needs the fix that would close it"


# ------------------------------------------------------------------------------------------ layer 1 alone

@pytest.mark.parametrize("entry", CORPUS, ids=IDS)
def test_guard_alone_refuses(entry: HostileStatement, ctx) -> None:
    verdict = validate(repair(entry.sql).sql, columns=lambda: sql_columns(ctx))   # as the SQL tool calls it
    assert not verdict.ok and verdict.sql is None
    assert entry.guard.lower() in (verdict.reason or "").lower(), verdict.reason


# ------------------------------------------------------------------------------------------ helpers

def limited(settings):
    """Short statement timeout, and ONE pooled connection: the next query sees what the last one left."""
    return settings.model_copy(update={"statement_timeout_ms": TIMEOUT_MS, "pool_max_size": 1})


class Checked:
    """A Database plus the session and server state it must always come back to."""

    def __init__(self, settings, url: str | None = None) -> None:
        self.settings = settings
        self.db = Database(settings, url=url).open()
        self.session = self.db.query(SESSION_STATE).rows[0]
        self.server = self.server_state()

    def server_state(self) -> tuple:
        return self.db.query(SERVER_STATE, [cluster.READER_ROLE, cluster.READER_ROLE]).rows[0]

    def run(self, entry: HostileStatement, expected: str) -> str:
        started = time.perf_counter()
        try:
            self.db.query(entry.sql, untrusted=True)   # as the SQL tool sends every statement of the model's
            outcome, detail = "ran", ""
        except QueryTimeout:
            outcome, detail = "timeout", ""
        except DatabaseError as exc:
            outcome, detail = "refused", str(exc)
        elapsed = time.perf_counter() - started
        want = {"refused": "refused", "timeout": "timeout", "contained": "ran", "gap": "ran"}[expected]
        if expected == "gap" and outcome != "ran":
            pytest.fail(f"{entry.label()!r} is no longer a gap ({detail or outcome}): set it to refused in "
                        "hostile_sql.yaml")
        assert outcome == want, f"{entry.label()!r}: expected {expected}, got {outcome} {detail}"
        if outcome == "timeout":
            assert elapsed < loaded(TIMEOUT_MS / 1000), f"the timeout took {elapsed:.1f} s"
        return outcome

    def assert_clean(self, entry: HostileStatement) -> None:
        after = self.db.query(SESSION_STATE).rows[0]
        assert after == self.session, f"{entry.label()!r} left the pooled session changed: {after} != {self.session}"
        assert self.server_state() == self.server, f"{entry.label()!r} changed the server: {self.server_state()}"

    def remove_large_objects(self) -> None:
        """A large-object gap really wrote one: unlink it (the reader owns it) so the cluster is left as found."""
        with psycopg.connect(self.db.url, autocommit=True) as conn:
            conn.execute("SELECT lo_unlink(oid) FROM pg_largeobject_metadata WHERE lomowner = "
                         "(SELECT oid FROM pg_roles WHERE rolname = current_user)")


def victim_connection(settings) -> psycopg.Connection:
    return psycopg.connect(reader_url(settings), autocommit=True)


def run_entry(checked: Checked, entry: HostileStatement, expected: str, settings) -> None:
    victim = victim_connection(settings) if entry.scratch_only else None
    try:
        checked.run(entry, expected)
        if victim is not None and expected == "gap":   # the other session of the same role was really killed
            with pytest.raises(psycopg.OperationalError):
                victim.execute("SELECT 1")
        if expected == "gap" and "lo_" in entry.sql:
            assert checked.server_state()[2] > checked.server[2], "the large object was not written after all"
            checked.remove_large_objects()
        checked.assert_clean(entry)
    finally:
        if victim is not None:
            victim.close()


# ------------------------------------------------------------------------------------------ the clusters

@pytest.fixture(scope="module")
def baseline(table_checksum, scratch_settings):
    """The data before any layer test of this module ran (both clusters)."""
    return {"test": table_checksum(), "scratch": scratch.checksum(scratch_settings)}


@pytest.fixture(scope="module")
def reader(settings, baseline):
    checked = Checked(limited(settings))
    yield checked
    checked.db.close()


@pytest.fixture(scope="module")
def scratch_reader(scratch_settings, baseline):
    checked = Checked(limited(scratch_settings))
    yield checked
    checked.db.close()


@pytest.fixture(scope="module")
def scratch_owner(scratch_settings, baseline):
    checked = Checked(limited(scratch_settings), url=owner_url(scratch_settings))
    assert checked.session[0] == cluster.OWNER_ROLE
    yield checked
    checked.db.close()


class RawReader:
    """Layer 3 alone: the reader on its own connection, read-write, no guard, no Database."""

    def __init__(self, settings) -> None:
        self.settings = settings
        self.conn = self._connect()

    def _connect(self) -> psycopg.Connection:
        conn = psycopg.connect(reader_url(self.settings))
        conn.execute("SET default_transaction_read_only = off")
        conn.commit()
        assert conn.execute("SHOW transaction_read_only").fetchone()[0] == "off"
        conn.rollback()
        return conn

    def execute(self, sql: str) -> Exception | None:
        """Run `sql` in a transaction that is always rolled back; the error, or None when it ran."""
        try:
            self.conn.execute(sql)
            return None
        except psycopg.Error as exc:
            return exc
        finally:
            if self.conn.broken or self.conn.closed:
                self.conn = self._connect()
            else:
                self.conn.rollback()


@pytest.fixture(scope="module")
def raw_reader(settings, baseline):
    raw = RawReader(settings)
    yield raw
    raw.conn.close()


@pytest.fixture(scope="module")
def raw_scratch_reader(scratch_settings, baseline):
    raw = RawReader(scratch_settings)
    yield raw
    raw.conn.close()


# ------------------------------------------------------------------------------------------ (a) no guard

@pytest.mark.parametrize("entry", CORPUS, ids=IDS)
def test_a_without_the_guard_transaction_and_role_hold(entry: HostileStatement, request) -> None:
    if entry.scratch_only:
        run_entry(request.getfixturevalue("scratch_reader"), entry, entry.db, request.getfixturevalue("scratch_settings"))
    else:
        run_entry(request.getfixturevalue("reader"), entry, entry.db, request.getfixturevalue("settings"))


# ------------------------------------------------------------------------------------------ (b) role alone

@pytest.mark.parametrize("entry", CORPUS, ids=IDS)
def test_b_without_guard_and_transaction_the_role_holds(entry: HostileStatement, request) -> None:
    settings = request.getfixturevalue("scratch_settings" if entry.scratch_only else "settings")
    raw: RawReader = request.getfixturevalue("raw_scratch_reader" if entry.scratch_only else "raw_reader")
    assert validate(repair(entry.sql).sql, columns=lambda: sql_columns(request.getfixturevalue("ctx"))).ok is False   # refused by the guard
    if entry.role == "timeout":
        # Not slept through here: the role's own statement_timeout (roles.py) is what would cut it.
        with psycopg.connect(reader_url(settings)) as conn:
            limit = conn.execute("SELECT current_setting('statement_timeout')").fetchone()[0]
            bounded = conn.execute("SELECT current_setting('statement_timeout')::interval BETWEEN '1 ms' AND '30 s'")
            assert bounded.fetchone()[0], f"the reader role has no statement timeout ({limit})"
        return
    victim = victim_connection(settings) if entry.scratch_only else None
    try:
        error = raw.execute(entry.sql)
        if entry.role == "denied":
            assert error is not None, f"{entry.label()!r} ran with the reader's privileges"
            if entry.role_error:
                assert isinstance(error, getattr(errors, entry.role_error)), f"{type(error).__name__}: {error}"
        elif entry.role == "gap":
            if victim is not None:   # it killed the raw session too; the victim must be dead as well
                with pytest.raises(psycopg.OperationalError):
                    victim.execute("SELECT 1")
            else:
                assert error is None, (f"{entry.label()!r} is no longer a gap of the role ({error}): update "
                                       "hostile_sql.yaml")
    finally:
        if victim is not None:
            victim.close()


def test_b_role_has_no_create_and_no_temp(settings) -> None:
    """What roles.py grants, read from the catalog: SELECT on the data tables and nothing else."""
    with psycopg.connect(reader_url(settings)) as conn:
        row = conn.execute("""
            SELECT has_database_privilege(current_user, current_database(), 'CREATE'),
                   has_database_privilege(current_user, current_database(), 'TEMP'),
                   has_schema_privilege(current_user, 'public', 'CREATE'),
                   (SELECT rolconnlimit FROM pg_roles WHERE rolname = current_user),
                   (SELECT bool_or(has_table_privilege(current_user, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE'))
                      FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'v', 'm')),
                   (SELECT bool_and(has_table_privilege(current_user, 'public.' || t, 'SELECT'))
                      FROM unnest(ARRAY['pois', 'roads', 'parks', 'lakes', 'regions']) t)
        """).fetchone()
    create_db, temp, create_schema, connlimit, any_write, all_select = row
    assert (create_db, temp, create_schema, any_write) == (False, False, False, False)
    assert all_select
    assert 0 < connlimit <= 100, f"connection limit {connlimit}"


# ------------------------------------------------------------------------------------------ (c) no role

@pytest.mark.parametrize("entry", CORPUS, ids=IDS)
def test_c_as_the_owner_guard_and_transaction_hold(entry: HostileStatement, scratch_owner, scratch_settings,
                                                   ctx) -> None:
    assert validate(repair(entry.sql).sql, columns=lambda: sql_columns(ctx)).ok is False
    victim = None
    if entry.scratch_only:   # as the owner it kills the owner's other sessions
        victim = psycopg.connect(owner_url(scratch_settings), autocommit=True)
    try:
        scratch_owner.run(entry, entry.owner)
        if victim is not None and entry.owner == "gap":
            with pytest.raises(psycopg.OperationalError):
                victim.execute("SELECT 1")
        if entry.owner == "gap" and "lo_" in entry.sql:
            with psycopg.connect(owner_url(scratch_settings), autocommit=True) as conn:
                conn.execute("SELECT lo_unlink(oid) FROM pg_largeobject_metadata WHERE lomowner = "
                             "(SELECT oid FROM pg_roles WHERE rolname = current_user)")
        scratch_owner.assert_clean(entry)
    finally:
        if victim is not None:
            victim.close()


# ------------------------------------------------------------------------------------------ afterwards

def test_after_every_configuration_the_data_is_unchanged(baseline, table_checksum, scratch_settings) -> None:
    assert table_checksum() == baseline["test"]
    assert scratch.checksum(scratch_settings) == baseline["scratch"], "a table changed, or a relation appeared"
