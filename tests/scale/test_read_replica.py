"""Past one machine: the agent's tools against a read replica (a hot standby streaming from the embedded cluster,
made with pg_basebackup as a user would), through GEOREACT_DATABASE_URL, give the primary's answers; the replica
refuses writes on its own, and the tools' per-database caches follow the data the standby replays. A runaway there
is refused inside the statement (model SQL) or, below the guard, said as it is: ended by pg_terminate_backend,
or still running, with its pid (issue 41 item 3)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
import pytest

from georeact.db import cluster
from georeact.db.standby import make as make_standby, remove as remove_standby
from georeact.db.roles import STOPPER_DATABASE, STOPPER_ROLE
from georeact.db.session import CUT_AFTER_S, Database, QueryTimeout, owner_url
from georeact.db.stopping import stop_on_server
from georeact.tools import resolve_location, sql
from georeact.tools.metric import tool as calculate_metric
from georeact.tools.base import ToolContext, invoke
from tests.bounds import loaded
from tests.conftest import make_settings, one_process_at_a_time, own_port
from tests.reliability.test_limits import ALL_PAIRS, MODEL_RUNAWAYS

REPLICA_PORT = own_port(int(os.environ.get("GEOREACT_TEST_REPLICA_PORT", "5449")))   # beside another test cluster: its own
CALLS = [
    (resolve_location, {"name": "Ateneum"}),
    (calculate_metric, {"metric": "nearest", "feature": "pharmacy", "anchor": "Rathaus Vaduz"}),
    (calculate_metric, {"metric": "count", "feature": "restaurant", "region": "Vaduz"}),
    (calculate_metric, {"metric": "largest", "feature": "park", "region": "Vaduz"}),
    (calculate_metric, {"metric": "distance", "anchor": "Ateneum", "anchor_b": "Kiasma"}),
]


@contextmanager
def standby(settings, port: int = REPLICA_PORT) -> Iterator[str]:
    """A hot standby of the embedded cluster of `settings` on its own socket and `port`, as a user would make one
    (georeact/db/standby.py); the reader's URL on it. Stopped and removed afterwards (benchmarks/hostile.py
    --only replica and tests/scale/test_replica_pool.py use it too)."""
    with one_process_at_a_time("cluster"):   # its start re-grants: two workers at once meet 'concurrently updated'
        url = make_standby(settings, port)
    try:
        yield url
    finally:
        remove_standby(settings, port)


@pytest.fixture(scope="module")
def replica(settings):
    """A hot standby of the test cluster; stopped and removed afterwards."""
    with standby(settings) as url:
        yield url


def _answers(settings, url: str | None) -> list[dict]:
    database = Database(settings, url=url) if url else Database(settings)
    with database as db:
        ctx = ToolContext(db=db, settings=settings)
        results = [invoke(tool.run, tool.Result, ctx, tool.Input(**args)) for tool, args in CALLS]
    assert all(result.ok for result in results), [result.error for result in results if not result.ok]
    return [result.model_dump(mode="json", exclude={"sql", "duration_ms"}) for result in results]


def test_the_tools_on_a_read_replica_answer_as_on_the_primary(settings, replica):
    with psycopg.connect(replica) as conn:
        assert conn.execute("SELECT pg_is_in_recovery()").fetchone()[0], "not a standby"
    on_replica = _answers(make_settings(database_url=replica), replica)
    assert on_replica == _answers(settings, None)


def test_a_replica_refuses_writes_and_follows_the_primary(settings, replica):
    with psycopg.connect(replica) as conn, pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
        conn.execute("SET default_transaction_read_only = off; CREATE TEMP TABLE t (x int); "
                     "CREATE TABLE public.intruder (x int)")
    with psycopg.connect(owner_url(settings), autocommit=True) as primary:
        primary.execute("CREATE TABLE IF NOT EXISTS georeact_meta.replica_probe (at timestamptz)")
        primary.execute("INSERT INTO georeact_meta.replica_probe VALUES (now())")
        lsn = primary.execute("SELECT pg_current_wal_lsn()").fetchone()[0]
    try:
        with psycopg.connect(replica) as conn:
            deadline = time.monotonic() + 30
            while conn.execute("SELECT pg_last_wal_replay_lsn() >= %s::pg_lsn", (lsn,)).fetchone()[0] is not True:
                assert time.monotonic() < deadline, "the standby did not replay the primary's write"
                time.sleep(0.2)
            version = conn.execute("SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint").fetchone()[0]
        with psycopg.connect(owner_url(settings)) as primary:
            assert version == primary.execute(
                "SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint").fetchone()[0]
    finally:
        with psycopg.connect(owner_url(settings), autocommit=True) as primary:
            primary.execute("DROP TABLE IF EXISTS georeact_meta.replica_probe")


# --- the runaway guarantee on a replica (issue 41 item 3) ---------------------------------------------------------

ACTIVE_READERS = ("SELECT pid FROM pg_stat_activity WHERE usename = %s AND state = 'active' "
                  "AND pid <> pg_backend_pid()")


def active_readers(url: str) -> list[int]:
    """The reader's backends running a statement on the server of `url` (its own view of pg_stat_activity)."""
    with psycopg.connect(url, autocommit=True) as conn:
        return [pid for (pid,) in conn.execute(ACTIVE_READERS, (cluster.READER_ROLE,)).fetchall()]


def _short(replica: str, **overrides) -> Database:
    return Database(make_settings(database_url=replica, statement_timeout_ms=1000, pool_max_size=1, **overrides),
                    url=replica).open()


def test_model_sql_runaways_are_refused_inside_the_statement_on_a_replica(replica):
    """The check of sql_cost.py runs in the statement, so it holds on a server geo-react cannot signal."""
    with _short(replica) as db:
        ctx = ToolContext(db=db, settings=db.settings)
        for name, statement in MODEL_RUNAWAYS.items():
            result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=statement))
            assert not result.ok and result.error.startswith(f"refused before it ran: {name} "), result.error
        assert active_readers(replica) == [], "a backend runs on on the standby"
        assert db.query("SELECT count(*) FROM pois").rows[0][0] > 100


def superuser_on(replica: str) -> str:
    """The replica's superuser (its pg_ident lets the OS user log in as it)."""
    return psycopg.conninfo.make_conninfo(replica, user=cluster.SUPERUSER)


def stopper_on(replica: str) -> str:
    """The stop role on the replica (`georeact db grant-stopper`; the primary made it, the standby replayed it): it may
    end the reader's backends and nothing else."""
    return psycopg.conninfo.make_conninfo(replica, user=STOPPER_ROLE, dbname=STOPPER_DATABASE)


STOPPERS = {
    "the stop role on the replica": lambda settings, replica: {"stop_database_url": stopper_on(replica)},
    "a superuser on the replica": lambda settings, replica: {"stop_database_url": superuser_on(replica)},
    "the owner's URL of the primary": lambda settings, replica: {"owner_database_url": owner_url(settings)},
    "none": lambda settings, replica: {},
}


@pytest.mark.parametrize("stopper", STOPPERS)
def test_a_backend_that_ignores_cancel_on_a_replica_is_said_as_it_is(settings, replica, stopper):
    """pgRouting's all pairs ignores cancellation (about 7-13 s of C++ here): the client returns at its deadline,
    and the message says what became of the backend on the standby; what it says is what pg_stat_activity shows."""
    started = time.perf_counter()
    with _short(replica, **STOPPERS[stopper](settings, replica)) as db, pytest.raises(QueryTimeout) as raised:
        db.query(ALL_PAIRS, untrusted=True)
    waited = time.perf_counter() - started
    assert waited < loaded(1 + CUT_AFTER_S + 1), f"waited {waited:.1f} s"
    fate = raised.value.backend or ""
    running = active_readers(replica)
    if stopper in ("the stop role on the replica", "a superuser on the replica"):
        # SIGTERM is pending in the backend: it ends when pgRouting's function returns, not after the statement
        assert fate.endswith("ignored cancellation and pg_terminate_backend: it still runs on the server until the "
                             "C function it is in returns") or fate == "its database process was ended "\
                                                                       "(pg_terminate_backend)", fate
    elif stopper == "the owner's URL of the primary":   # a pid on the primary is someone else's: not touched
        assert "the stop connection reaches another server" in fate, fate
    else:
        assert "GEOREACT_STOP_DATABASE_URL, a role that may end it, is not set" in fate, fate
    if "was ended" in fate:
        assert running == [], "said to be ended, and it runs on"
    else:   # said to run on: it does (all pairs computes for seconds more), and the message names it
        assert running and f"process {running[0]} " in fate, (fate, running)
    until = time.monotonic() + loaded(30)   # let it end before the next test (and see that it does)
    while active_readers(replica) and time.monotonic() < until:
        time.sleep(0.2)
    assert active_readers(replica) == []


def test_stopping_a_backend_on_a_replica_says_what_the_server_did(replica):
    """stop_on_server directly, on a backend that does act on SIGTERM (pg_sleep): the stop role ends it, and that is
    said; the owner may not (EXECUTE revoked from PUBLIC), and that is said, with the backend left as it was."""
    with psycopg.connect(replica, autocommit=True) as sleeper:
        pid = sleeper.info.backend_pid
        thread = threading.Thread(target=lambda: _quietly(sleeper, "SELECT pg_sleep(60)"), daemon=True)
        thread.start()
        until = time.monotonic() + loaded(5)
        while pid not in active_readers(replica) and time.monotonic() < until:
            time.sleep(0.05)
        refused = stop_on_server(replica, psycopg.conninfo.make_conninfo(replica, user=cluster.OWNER_ROLE), pid, 0.3)
        assert refused.startswith(f"its database process {pid} could not be asked to stop (permission denied"), refused
        assert pid in active_readers(replica)
        assert stop_on_server(replica, stopper_on(replica), pid, 2.0) == \
            "its database process was ended (pg_terminate_backend)"
        thread.join(loaded(5))
        assert pid not in active_readers(replica)


def _quietly(conn: psycopg.Connection, statement: str) -> None:
    try:
        conn.execute(statement)
    except psycopg.Error:   # terminated: what the test wants
        pass
