"""The stop role (issue 41): on a server geo-react does not run, GEOREACT_STOP_DATABASE_URL ends the reader's runaway
backend. The role `georeact db grant-stopper` makes (roles.stopper_sql; the embedded cluster makes it at every start)
may end the reader's backends and nothing else: it cannot read the data, write, or end the owner's or a superuser's
backend, which pg_signal_backend alone would allow for every backend that is not a superuser's."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
import pytest
from psycopg import errors

from georeact.db import cluster
from georeact.db.roles import SIGNALLER_ROLE, STOP_FUNCTION, STOPPER_DATABASE, STOPPER_ROLE
from georeact.db.session import owner_url, reader_url
from georeact.db.stopping import stop_on_server
from tests.bounds import loaded


def _stopper(settings) -> str:
    return cluster.connection_url(settings, STOPPER_ROLE, STOPPER_DATABASE)


def _running(settings, pid: int) -> bool:
    with psycopg.connect(owner_url(settings), autocommit=True) as conn:
        return conn.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone()[0] == 1


@contextmanager
def _sleeping(settings, url: str) -> Iterator[int]:
    """A backend of `url`'s role inside pg_sleep (it acts on SIGTERM); its pid. Ended afterwards whatever happens."""
    conn = psycopg.connect(url, autocommit=True)
    pid = conn.info.backend_pid

    def sleep() -> None:
        try:
            conn.execute("SELECT pg_sleep(60)")
        except psycopg.Error:   # terminated: what most tests want
            pass

    thread = threading.Thread(target=sleep, daemon=True)
    thread.start()
    with psycopg.connect(cluster.connection_url(settings, cluster.SUPERUSER, "postgres"), autocommit=True) as admin:
        until = time.monotonic() + loaded(5)
        while not admin.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = %s AND state = 'active'",
                                (pid,)).fetchone()[0] and time.monotonic() < until:
            time.sleep(0.05)
        try:
            yield pid
        finally:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
            thread.join(loaded(5))
            conn.close()


def test_the_stopper_ends_a_readers_runaway_backend(settings):
    with _sleeping(settings, reader_url(settings)) as pid:
        assert stop_on_server(reader_url(settings), _stopper(settings), pid, 2.0) == \
            "its database process was ended (pg_terminate_backend)"
        assert not _running(settings, pid)


@pytest.mark.parametrize("whose", ["owner", "superuser"])
def test_the_stopper_cannot_end_the_owners_or_a_superusers_backend(settings, whose):
    url = owner_url(settings) if whose == "owner" else cluster.connection_url(settings, cluster.SUPERUSER)
    with _sleeping(settings, url) as pid, psycopg.connect(_stopper(settings), autocommit=True) as stopper:
        function = STOP_FUNCTION.split("(")[0]
        assert stopper.execute(f"SELECT {function}(%s, 100)", (pid,)).fetchone()[0] is None   # not the reader's
        for direct in ("pg_terminate_backend(%s)", "pg_terminate_backend(%s, 100)", "pg_cancel_backend(%s)"):
            with pytest.raises(errors.InsufficientPrivilege):
                stopper.execute(f"SELECT {direct}", (pid,))
        said = stop_on_server(url, _stopper(settings), pid, 0.5)
        assert said.startswith(f"its database process {pid} may still run"), said
        assert _running(settings, pid), f"the {whose}'s backend was ended"


def test_the_stopper_cannot_read_the_data(settings):
    with pytest.raises(psycopg.OperationalError, match="permission denied for database"):
        psycopg.connect(cluster.connection_url(settings, STOPPER_ROLE, settings.db_name)).close()
    with psycopg.connect(_stopper(settings), autocommit=True) as stopper:
        for statement in ("SELECT * FROM pg_authid", "SELECT * FROM georeact_stop.nothing"):
            with pytest.raises((errors.InsufficientPrivilege, errors.UndefinedTable)):
                stopper.execute(statement)
        # pg_stat_activity shows it others' pids and roles, never their statements (as to any role)
        queries = stopper.execute("SELECT DISTINCT query FROM pg_stat_activity WHERE usename <> %s",
                                  (STOPPER_ROLE,)).fetchall()
        assert {query for (query,) in queries} <= {None, "<insufficient privilege>"}, queries


@pytest.mark.parametrize("statement", [
    "CREATE TABLE public.stopper_probe (x int)",
    "SET default_transaction_read_only = off; CREATE TABLE public.stopper_probe (x int)",
    "SET default_transaction_read_only = off; CREATE TEMP TABLE stopper_probe (x int)",
    "SET default_transaction_read_only = off; CREATE SCHEMA stopper_probe",
    f"SET default_transaction_read_only = off; CREATE FUNCTION {STOP_FUNCTION.split('.')[0]}.f() RETURNS int "
    "LANGUAGE sql AS 'SELECT 1'",
    f"SET default_transaction_read_only = off; SET ROLE {SIGNALLER_ROLE}",
    "SELECT lo_create(0)",
])
def test_the_stopper_cannot_write(settings, statement):
    with psycopg.connect(_stopper(settings), autocommit=True) as stopper, \
            pytest.raises((errors.InsufficientPrivilege, errors.ReadOnlySqlTransaction)):
        for part in statement.split("; "):
            stopper.execute(part)


def test_nobody_logs_in_as_the_signaller_and_the_reader_cannot_use_the_function(settings):
    with pytest.raises(psycopg.OperationalError, match="not permitted to log in|Peer authentication failed"):
        psycopg.connect(cluster.connection_url(settings, SIGNALLER_ROLE, STOPPER_DATABASE)).close()
    with pytest.raises(psycopg.OperationalError, match="permission denied for database"):
        psycopg.connect(cluster.connection_url(settings, cluster.READER_ROLE, STOPPER_DATABASE)).close()
