"""Ending a runaway backend on a server geo-react does not run (an external server, a read replica).

On the embedded cluster the backend is a child of our own postmaster and gets signals (cluster.stop_backend). On
any other server the only way is `pg_terminate_backend`, through a connection whose role may end the reader's
backends: the stopper (`georeact db grant-stopper`, roles.py: it may end the reader's backends and nothing else,
through one function), or a superuser. The reader may not, nor may the embedded cluster's owner: EXECUTE is
revoked from PUBLIC (roles.py), since SQL run as either could otherwise end other sessions (tests/security holds
both to that).

pg_terminate_backend sends SIGTERM, which a backend acts on where it checks for interrupts: C code that never does
(PostGIS's distance family on huge geometries, pgRouting) runs on until the function returns, and then ends
instead of going on with the statement. Nothing short of the server's own host can end it sooner; the message says
so rather than claim it stopped.
"""

from __future__ import annotations

import psycopg

from georeact.db.roles import STOP_FUNCTION

# What identifies one running server: a replica has its primary's system identifier, but its own start time.
_SERVER = "SELECT pg_postmaster_start_time(), pg_is_in_recovery(), session_user"
# How the stop connection ends the reader's backend (wait in ms, pid, the reader's role); no row when it had ended.
# Through the stopper's function where the connection may execute it (it checks the role again), else directly.
_END = "SELECT {end}(pid, %s) FROM pg_stat_activity WHERE pid = %s AND usename = %s"
_HAS_FUNCTION = ("SELECT CASE WHEN to_regprocedure(%(f)s) IS NULL THEN false "
                 "ELSE has_function_privilege(to_regprocedure(%(f)s), 'EXECUTE') END")


def stop_on_server(reader_url: str, stop_url: str | None, pid: int, wait_s: float) -> str:
    """Ask the server of `reader_url` to end the reader's backend `pid`, through `stop_url`; what became of it, in
    words for the timeout's message ('' when nothing can be said)."""
    if not stop_url:
        return (f"its database process {pid} may still run on the server (GEOREACT_STOP_DATABASE_URL, a role that "
                "may end it, is not set)")
    try:
        with psycopg.connect(reader_url, autocommit=True, connect_timeout=2) as reader, \
                psycopg.connect(stop_url, autocommit=True, connect_timeout=2) as stopper:
            started, standby, role = reader.execute(_SERVER).fetchone() or (None, None, None)
            if stopper.execute(_SERVER).fetchone()[:2] != (started, standby):   # type: ignore[index]
                # the owner's URL of a replica's agents points to the primary: a pid there is someone else's
                return (f"its database process {pid} may still run on the server (the stop connection reaches "
                        "another server: set GEOREACT_STOP_DATABASE_URL to this one)")
            through_function = stopper.execute(_HAS_FUNCTION, {"f": STOP_FUNCTION}).fetchone()[0]   # type: ignore[index]
            end = STOP_FUNCTION.split("(")[0] if through_function else "pg_terminate_backend"
            row = stopper.execute(_END.format(end=end), (max(int(wait_s * 1000), 1), pid, role)).fetchone()
    except psycopg.Error as exc:
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:300]
        return f"its database process {pid} could not be asked to stop ({first}) and may still run on the server"
    if row is None:
        return "its database process had ended"
    if row[0] is None:   # the stopper's function ends the reader it was made for only
        return (f"its database process {pid} may still run on the server (the stop role may end the backends of "
                f"another reader role: run `georeact db grant-stopper --reader {role}`)")
    if row[0]:
        return "its database process was ended (pg_terminate_backend)"
    return (f"its database process {pid} ignored cancellation and pg_terminate_backend: it still runs on the server "
            "until the C function it is in returns")
