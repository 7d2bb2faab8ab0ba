"""Read-only query execution for the agent: one pool, READ ONLY transactions, timeouts, a row cap.

Every statement the tools run goes through `Database.query`, which also records it in the current
`sql_log` (a context variable), so a tool call or a whole agent run can report exactly what it executed.
"""

from __future__ import annotations

import contextvars
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


class Database:
    """The agent's read-only access to the data. Thread-safe; share one per process."""

    def __init__(self, settings: Settings, url: str | None = None) -> None:
        self.settings = settings
        self.url = url or reader_url(settings)
        self._pool = ConnectionPool(
            self.url,
            min_size=1,
            max_size=settings.pool_max_size,
            kwargs={"autocommit": False, "connect_timeout": 10, "application_name": "georeact"},
            configure=self._configure,
            check=ConnectionPool.check_connection,
            open=False,
            timeout=30,
        )
        self._opened = False

    def _configure(self, conn: psycopg.Connection) -> None:
        conn.execute(
            "SELECT set_config('default_transaction_read_only', 'on', false),"
            " set_config('statement_timeout', %s, false), set_config('lock_timeout', %s, false),"
            " set_config('idle_in_transaction_session_timeout', %s, false)",
            (str(self.settings.statement_timeout_ms), str(self.settings.lock_timeout_ms),
             str(self.settings.idle_in_transaction_timeout_ms)),
        )
        conn.commit()

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
        try:
            with self._pool.connection() as conn:
                with conn.transaction():
                    conn.execute("SET TRANSACTION READ ONLY")
                    if timeout_ms is not None:
                        conn.execute("SELECT set_config('statement_timeout', %s, true)", (str(timeout_ms),))
                    cursor = conn.execute(statement, params)
                    columns = [column.name for column in cursor.description or []]
                    rows = cursor.fetchmany(cap + 1) if cursor.description else []
        except errors.QueryCanceled as exc:
            self._log_failure(statement, params, started, "timeout")
            limit = timeout_ms or self.settings.statement_timeout_ms
            raise QueryTimeout(f"The query was cancelled after {limit / 1000:g} s (statement timeout).") from exc
        except (psycopg.OperationalError, PoolTimeout) as exc:
            self._log_failure(statement, params, started, str(exc))
            raise DatabaseUnavailable(f"{self._unavailable_message()} ({str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__})") from exc
        except psycopg.Error as exc:
            self._log_failure(statement, params, started, str(exc))
            raise DatabaseError(str(exc).strip()) from exc
        duration_ms = (time.perf_counter() - started) * 1000
        truncated = len(rows) > cap
        rows = [tuple(row) for row in rows[:cap]]
        _record(ExecutedQuery(sql=statement, params=_jsonable(params), duration_ms=round(duration_ms, 2), rows=len(rows)))
        return QueryResult(columns=columns, rows=rows, truncated=truncated, duration_ms=duration_ms, sql=statement)

    def _log_failure(self, statement: str, params: Any, started: float, error: str) -> None:
        duration_ms = (time.perf_counter() - started) * 1000
        _record(ExecutedQuery(sql=statement, params=_jsonable(params), duration_ms=round(duration_ms, 2), rows=0, error=error))

    def pool_stats(self) -> dict[str, int]:
        return self._pool.get_stats()
