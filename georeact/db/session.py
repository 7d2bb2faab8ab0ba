"""Read-only query execution for the agent: one pool, READ ONLY transactions, timeouts, a row cap.

Every statement the tools run goes through `Database.query`, which also records it in the current
`sql_log` (a context variable), so a tool call or a whole agent run can report exactly what it executed.

This is the transaction layer of the read-only defence, and it holds on its own (tests/security):
- one statement only: it is sent with the extended protocol (`Cursor.stream`), which refuses a string of
  several statements, so `COMMIT; BEGIN READ WRITE; ...` cannot step out of the READ ONLY transaction;
- the fetch cap bounds memory: rows are streamed and the query is cancelled after `fetch_cap + 1`, instead
  of the client buffering a huge result until the statement timeout;
- every connection comes back to the pool clean (`DISCARD ALL`, then the limits again): a statement that
  changed a session setting (`set_config(..., false)`), took an advisory lock or prepared a statement
  cannot leave that to the next query;
- a query whose connection was lost (server restarted, backend terminated) is retried once on a fresh
  connection; that is safe because every query is read-only.
"""

from __future__ import annotations

import contextvars
import itertools
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import errors
from psycopg_pool import ConnectionPool, PoolTimeout
from pydantic import BaseModel

from georeact.config import Settings
from georeact.db import cluster
from georeact.errors import GeoReactError


class DatabaseError(GeoReactError):
    """A query failed in a way the caller should report (not a bug)."""


class DatabaseUnavailable(DatabaseError):
    pass


class QueryTimeout(DatabaseError):
    pass


class ExecutedQuery(BaseModel):
    sql: str
    params: list[Any] | dict[str, Any] | None = None
    duration_ms: float
    rows: int
    error: str | None = None


class QueryResult(BaseModel):
    columns: list[str]
    rows: list[tuple]
    truncated: bool
    duration_ms: float
    sql: str


_sql_log: contextvars.ContextVar[list[ExecutedQuery] | None] = contextvars.ContextVar("georeact_sql_log", default=None)


@contextmanager
def recording_sql() -> Iterator[list[ExecutedQuery]]:
    """Collect every query run inside the block (nested blocks each get their own list)."""
    log: list[ExecutedQuery] = []
    token = _sql_log.set(log)
    try:
        yield log
    finally:
        _sql_log.reset(token)


def _record(entry: ExecutedQuery) -> None:
    log = _sql_log.get()
    if log is not None:
        log.append(entry)


def reader_url(settings: Settings) -> str:
    return settings.database_url or cluster.connection_url(settings, cluster.READER_ROLE)


def owner_url(settings: Settings) -> str:
    if settings.owner_database_url:
        return settings.owner_database_url
    if settings.database_url:
        raise DatabaseError("Loading into an external database needs GEOREACT_OWNER_DATABASE_URL (a role that may create tables).")
    return cluster.connection_url(settings, cluster.OWNER_ROLE)


def _jsonable(params: Sequence[Any] | dict[str, Any] | None) -> list[Any] | dict[str, Any] | None:
    if params is None:
        return None
    if isinstance(params, dict):
        return {key: value if isinstance(value, str | int | float | bool | None) else str(value) for key, value in params.items()}
    return [value if isinstance(value, str | int | float | bool | None) else str(value) for value in params]


def _connection_lost(exc: Exception) -> bool:
    """True when the error means the connection died (not that the query was wrong or too slow)."""
    if isinstance(exc, PoolTimeout):
        return False
    sqlstate = getattr(exc, "sqlstate", None)
    # No SQLSTATE: libpq lost the socket ("server closed the connection unexpectedly"). Class 08: connection
    # exceptions. 57P01-57P03: admin/crash shutdown, cannot connect now.
    return sqlstate is None or sqlstate.startswith("08") or sqlstate in ("57P01", "57P02", "57P03")


class Database:
    """The agent's read-only access to the data. Thread-safe; share one per process."""

    def __init__(self, settings: Settings, url: str | None = None) -> None:
        self.settings = settings
        self.url = url or reader_url(settings)
        self._pool = ConnectionPool(
            self.url,
            min_size=1,
            max_size=settings.pool_max_size,
            # prepare_threshold=None: nothing is prepared server-side (DISCARD ALL drops it after every query).
            kwargs={"autocommit": False, "connect_timeout": 10, "application_name": "georeact",
                    "prepare_threshold": None},
            configure=self._configure,
            check=ConnectionPool.check_connection,
            open=False,
            timeout=30,
        )
        self._opened = False

    def _configure(self, conn: psycopg.Connection) -> None:
        # jit off: these queries run in milliseconds, and JIT compilation (200-400 ms) is only triggered by inflated
        # cost estimates, e.g. joins through the planet_osm UNION ALL views, whose columns have no statistics.
        conn.execute(
            "SELECT set_config('default_transaction_read_only', 'on', false),"
            " set_config('statement_timeout', %s, false), set_config('lock_timeout', %s, false),"
            " set_config('idle_in_transaction_session_timeout', %s, false), set_config('jit', 'off', false)",
            (str(self.settings.statement_timeout_ms), str(self.settings.lock_timeout_ms),
             str(self.settings.idle_in_transaction_timeout_ms)),
        )
        conn.commit()

    def _reset(self, conn: psycopg.Connection) -> None:
        """Before a connection goes back to the pool: drop whatever the statement left in the session, then
        apply the limits again. Done here, in the caller's thread, rather than as the pool's `reset` callback:
        the pool runs that in its few worker threads, and under load requests then queue for them."""
        if conn.broken or conn.closed:
            return   # the pool discards it
        try:
            conn.autocommit = True
            conn.execute("DISCARD ALL")
            conn.autocommit = False
            self._configure(conn)
        except psycopg.Error:
            conn.close()   # never hand an unknown session to the next query: the pool replaces a closed one

    def open(self) -> Database:
        if not self._opened:
            try:
                self._pool.open(wait=True, timeout=15)
            except PoolTimeout as exc:
                raise DatabaseUnavailable(self._unavailable_message()) from exc
            self._opened = True
        return self

    def close(self) -> None:
        if self._opened:
            self._pool.close()
            self._opened = False

    def __enter__(self) -> Database:
        return self.open()

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _unavailable_message(self) -> str:
        where = "the embedded database" if self.settings.embedded_db else "the database at GEOREACT_DATABASE_URL"
        hint = "run `georeact db start`" if self.settings.embedded_db else "check that the server is up and the URL is right"
        return f"Cannot connect to {where}: {hint}."

    def query(
        self,
        statement: str,
        params: Sequence[Any] | dict[str, Any] | None = None,
        *,
        max_rows: int | None = None,
        timeout_ms: int | None = None,
    ) -> QueryResult:
        """Run one statement in a READ ONLY transaction; fetch at most `max_rows` (default fetch_cap)."""
        self.open()
        cap = max_rows if max_rows is not None else self.settings.fetch_cap
        started = time.perf_counter()
        for attempt in (1, 2):
            try:
                columns, rows = self._run(statement, params, cap, timeout_ms)
                break
            except errors.QueryCanceled as exc:
                self._log_failure(statement, params, started, "timeout")
                limit = timeout_ms or self.settings.statement_timeout_ms
                raise QueryTimeout(f"The query was cancelled after {limit / 1000:g} s (statement timeout).") from exc
            except (psycopg.OperationalError, PoolTimeout) as exc:
                first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
                if attempt == 1 and _connection_lost(exc):
                    # The server went away under this query (restart, terminated backend): the pool replaces the
                    # dead connection and the read-only query runs once more.
                    self._log_failure(statement, params, started, f"connection lost, retrying once: {first_line}")
                    continue
                self._log_failure(statement, params, started, str(exc))
                raise DatabaseUnavailable(f"{self._unavailable_message()} ({first_line})") from exc
            except psycopg.Error as exc:
                self._log_failure(statement, params, started, str(exc))
                raise DatabaseError(str(exc).strip()) from exc
        duration_ms = (time.perf_counter() - started) * 1000
        truncated = len(rows) > cap
        rows = [tuple(row) for row in rows[:cap]]
        _record(ExecutedQuery(sql=statement, params=_jsonable(params), duration_ms=round(duration_ms, 2), rows=len(rows)))
        return QueryResult(columns=columns, rows=rows, truncated=truncated, duration_ms=duration_ms, sql=statement)

    def _run(self, statement: str, params: Sequence[Any] | dict[str, Any] | None, cap: int,
             timeout_ms: int | None) -> tuple[list[str], list[Any]]:
        """One attempt: a READ ONLY transaction, the statement streamed (one statement only), at most cap + 1 rows."""
        with self._pool.connection() as conn:
            try:
                with conn.transaction():
                    conn.execute("SET TRANSACTION READ ONLY")
                    if timeout_ms is not None:
                        conn.execute("SELECT set_config('statement_timeout', %s, true)", (str(timeout_ms),))
                    cursor = conn.cursor()
                    # stream() always uses the extended protocol (a string of several statements is refused)
                    # and reads row by row; closing it early cancels the rest of a huge result.
                    stream = cursor.stream(statement, params)
                    try:
                        rows = list(itertools.islice(stream, cap + 1))
                    finally:
                        stream.close()
                    columns = [column.name for column in cursor.description or []]   # empty when no rows came
            finally:
                self._reset(conn)
        return columns, rows

    def _log_failure(self, statement: str, params: Any, started: float, error: str) -> None:
        duration_ms = (time.perf_counter() - started) * 1000
        _record(ExecutedQuery(sql=statement, params=_jsonable(params), duration_ms=round(duration_ms, 2), rows=0, error=error))

    def pool_stats(self) -> dict[str, int]:
        return self._pool.get_stats()
