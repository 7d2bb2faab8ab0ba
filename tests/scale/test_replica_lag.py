"""Replication lag said when a load is in flight (issue 42 item 2): with the agent's reads on a pool of standbys
behind PgBouncer (`georeact db pool start`), a standby whose replay is paused while the primary takes a load shows
its lag in `georeact db pool status` and `georeact doctor`, and a question whose reads it served carries a note in
its trace (not in the answer's text); once its replay resumes and it catches up, both are gone.

The module writes one scratch table into the shared test cluster's georeact_meta schema (as test_read_replica.py
does) and drops it; the data the tools read is unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator

import psycopg
import pytest

from georeact.agent.run import run_question
from georeact.db import cluster, local_pool, replica_lag, standby as standbys
from georeact.db.replicas import ReplicaPool, masked, reader_database
from georeact.db.session import owner_url, reader_url
from georeact.doctor import _replicas as doctor_replicas
from georeact.evals.systems import make_system
from tests.bounds import loaded
from tests.conftest import TEST_HOME, TEST_PORT, make_settings, own_port
from tests.scale.test_replica_pool import local_bouncer

# the local pool's `georeact db pool` directory is one per cluster: test_replica_pool.py's must not run meanwhile
pytestmark = pytest.mark.uses_alone("local replica pool")

BOUNCER_PORT = own_port(int(os.environ.get("GEOREACT_TEST_POOL_PORT", "5491"))) + 20   # its standbys: +1, +2
QUESTION = "How many restaurants are in Vaduz?"
NOTE_S = 1.0   # the threshold here: a paused standby is past it after the pause below
LOAD = ("CREATE TABLE georeact_meta.lag_load AS "
        "SELECT g AS id, repeat(md5(g::text), 8) AS payload FROM generate_series(1, 50000) g")


@pytest.fixture(scope="module")
def pool(settings) -> Iterator[local_pool.PoolState]:
    try:
        with local_bouncer(settings, BOUNCER_PORT) as state:
            yield state
    finally:
        with psycopg.connect(owner_url(settings), autocommit=True) as primary:
            primary.execute("DROP TABLE IF EXISTS georeact_meta.lag_load")


def _superuser(settings, port: int) -> psycopg.Connection:
    return psycopg.connect(standbys.url(settings, port, role=cluster.SUPERUSER), autocommit=True)


def _primary_write(settings, statement: str) -> str:
    """Run `statement` on the primary as the owner; the WAL position after it."""
    with psycopg.connect(owner_url(settings), autocommit=True) as primary:
        primary.execute(statement)
        return primary.execute("SELECT pg_current_wal_lsn()::text").fetchone()[0]


def _wait(settings, port: int, lsn: str, what: str = "replay") -> None:
    """Until the standby on `port` has received or replayed the primary's WAL up to `lsn`."""
    function = "pg_last_wal_replay_lsn" if what == "replay" else "pg_last_wal_receive_lsn"
    until = time.monotonic() + loaded(60)
    with _superuser(settings, port) as conn:
        while not conn.execute(f"SELECT {function}() >= %s::pg_lsn", (lsn,)).fetchone()[0]:
            assert time.monotonic() < until, f"the standby on {port} did not {what} the primary's WAL to {lsn}"
            time.sleep(0.1)


def _status(settings) -> str:
    """`georeact db pool status` as a user runs it, in the test cluster's home."""
    env = {**os.environ, "GEOREACT_HOME": str(TEST_HOME), "GEOREACT_DB_PORT": str(TEST_PORT), "NO_COLOR": "1",
           "COLUMNS": "250"}
    env.pop("GEOREACT_DATABASE_URL", None)
    env.pop("GEOREACT_READ_URLS", None)
    done = subprocess.run([sys.executable, "-m", "georeact.cli", "db", "pool", "status"], capture_output=True,
                          text=True, env=env, timeout=loaded(120))
    return done.stdout + done.stderr


def _lagging_in_trace(pool_db: ReplicaPool, settings) -> dict:
    """The replica_lag note of the trace of one question answered on the pool (plan-only: no model)."""
    system = make_system("plan-only", settings, None, pool_db)
    trace = run_question(system.agent, QUESTION, system="plan-only")
    assert trace.error is None and trace.answer is not None and trace.answer.answered, trace.error
    assert "lags" not in trace.answer.text and "replica" not in trace.answer.text   # the person's text: untouched
    return trace.meta.get("replica_lag") or {}


def test_a_load_the_replica_has_not_replayed_is_said_and_then_not(settings, pool, monkeypatch):
    paused_port, other_port = pool.replica_ports
    paused_url = pool.read_urls()[0]   # PgBouncer's database for the paused standby
    # a transaction both standbys replay first: pg_last_xact_replay_timestamp() is NULL until one is replayed
    lsn = _primary_write(settings, "DROP TABLE IF EXISTS georeact_meta.lag_load")
    for port in pool.replica_ports:
        _wait(settings, port, lsn)
    pool_settings = make_settings(read_urls=pool.read_urls(), replica_lag_note_s=NOTE_S)
    with reader_database(pool_settings) as pool_db:
        assert isinstance(pool_db, ReplicaPool)
        assert _lagging_in_trace(pool_db, pool_settings) == {}, "a caught-up pool noted a lag"
        with _superuser(settings, paused_port) as conn:
            conn.execute("SELECT pg_wal_replay_pause()")
        try:
            time.sleep(NOTE_S + 0.5)   # the paused standby's last replayed transaction is now older than NOTE_S
            lsn = _primary_write(settings, LOAD)   # the load in flight
            _wait(settings, paused_port, lsn, what="receive")   # streamed to it, not replayed
            _wait(settings, other_port, lsn)

            lag = replica_lag.lag_of(standbys.url(settings, paused_port), reader_url(settings))
            assert lag.bytes_behind and lag.bytes_behind > 1_000_000, lag   # the load's WAL: several MB
            assert lag.seconds is not None and lag.seconds > NOTE_S and lag.against == "primary", lag
            status = _status(settings)
            assert f"standby on port {paused_port}: running; " in status and " bytes behind the primary, " in status \
                and "since its last replayed transaction" in status, status

            doctor = {check.what: check for check in doctor_replicas(pool_settings)}
            assert doctor[f"read replica {masked(paused_url)}"].state == "warn", doctor

            # the pool's own check: a replica is lagging once two measures in a row find it behind (every read
            # measures here; CHECK_EVERY_S apart otherwise)
            monkeypatch.setattr(replica_lag, "CHECK_EVERY_S", 0.0)
            seen = _lagging_in_trace(pool_db, pool_settings)
            # named by its URL (PgBouncer's port) and the standby behind it, which that URL does not say
            label = f"{masked(paused_url)} (server port {paused_port})"
            assert label in seen["seconds"], seen
            assert seen["seconds"][label] > NOTE_S and "lags the primary by" in seen["note"], seen
            # at most one measure per replica every CHECK_EVERY_S, not one per read: the last one serves them all
            monkeypatch.setattr(replica_lag, "CHECK_EVERY_S", 3600.0)
            measured = {member.url: member.lag_at for member in pool_db._replicas}
            assert label in _lagging_in_trace(pool_db, pool_settings)["seconds"]
            assert {member.url: member.lag_at for member in pool_db._replicas} == measured, "measured per read"

            # a single read URL is checked the same way
            monkeypatch.setattr(replica_lag, "CHECK_EVERY_S", 0.0)
            alone_settings = make_settings(read_urls=[paused_url], replica_lag_note_s=NOTE_S)
            with reader_database(alone_settings) as alone:
                assert isinstance(alone, ReplicaPool)
                assert label in _lagging_in_trace(alone, alone_settings)["seconds"]
        finally:
            with _superuser(settings, paused_port) as conn:
                conn.execute("SELECT pg_wal_replay_resume()")

        _wait(settings, paused_port, lsn)
        monkeypatch.setattr(replica_lag, "CHECK_EVERY_S", 0.0)   # from here every read measures again
        until = time.monotonic() + loaded(60)
        while label in _lagging_in_trace(pool_db, pool_settings).get("seconds", {}):
            # caught up; a write of the primary's own (autovacuum on the new table) may still be in flight a moment
            assert time.monotonic() < until, "the lag note stayed after the standby caught up"
            time.sleep(0.2)
    until = time.monotonic() + loaded(60)
    while f"standby on port {paused_port}: running; caught up (0 bytes behind)" not in (status := _status(settings)):
        assert time.monotonic() < until, status
        time.sleep(0.2)


def test_lag_of_a_server_that_is_no_standby_says_so(settings):
    lag = replica_lag.lag_of(reader_url(settings), reader_url(settings))
    assert lag.error == "not a standby (pg_is_in_recovery() is false)" and not lag.over(0), lag
    assert replica_lag.lsn_bytes("1/0") == 1 << 32 and replica_lag.lsn_bytes("0/10") == 16
