"""Read-only query execution for the agent: one pool, READ ONLY transactions, timeouts, a row cap.

Every statement the tools run goes through `Database.query`, which also records it in the current
`sql_log` (a context variable), so a tool call or a whole agent run can report exactly what it executed.

This is the transaction layer of the read-only defence, and it holds on its own (tests/security):
- one statement only: it is sent with the extended protocol (`Cursor.stream` for model-written SQL, a prepared
  statement for the tools' own), which refuses a string of several statements, so `COMMIT; BEGIN READ WRITE; ...`
  cannot step out of the READ ONLY transaction;
- the fetch cap bounds memory: model-written SQL is streamed and cancelled after `fetch_cap + 1` rows or
  RESULT_CAP_BYTES, instead of the client buffering a huge result until the statement timeout, and wrapped so
  that no cell over CELL_CAP_BYTES ever leaves the server; the tools' own statements are limited to the cap
  + 1 rows by the server;
- a wall-clock deadline holds even for C code that never checks for cancellation (pgRouting): past the
  statement timeout the client sends a cancel, and past a grace period it cuts the connection and reports
  the timeout (the backend ends when it next notices its client is gone);
- a connection comes back to the pool clean after model-written SQL or a failure (`DISCARD ALL`, then the limits
  again): a statement that changed a session setting (`set_config(..., false)`), took an advisory lock or
  prepared a statement cannot leave that to the next query. After the tools' own statements it keeps only
  what they prepared;
- a query whose connection was lost (server restarted, backend terminated) is retried once on a fresh
  connection; that is safe because every query is read-only.
"""

from __future__ import annotations

import contextvars
import itertools
import logging
import os
import re
import socket
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import psycopg
from psycopg import errors
from psycopg import sql as psql
from psycopg_pool import ConnectionPool, PoolTimeout
from pydantic import BaseModel

from georeact.config import Settings
from georeact.db import cluster
from georeact.db.stopping import stop_on_server
from georeact.errors import GeoReactError


OPEN_WAIT_S = 15.0          # how long opening waits for the server to accept connections (one that is starting)
OPEN_FIRST_WAIT_S = 1.0     # after this, a connection error that waiting cannot mend is said at once
# The server's words for what waiting will not mend (its messages are in English unless lc_messages says otherwise).
HOPELESS_CONNECT_ERRORS = ("does not exist", "password authentication failed", "no pg_hba.conf entry",
                           "authentication failed", "could not translate host name")


class DatabaseError(GeoReactError):
    """A query failed in a way the caller should report (not a bug)."""


class DatabaseUnavailable(DatabaseError):
    pass


class QueryTimeout(DatabaseError):
    """A statement stopped at a limit. The tools word it for the model (tools/sql.py), so the facts travel with
    it: which limit cut it (`by_question`: the question's time, else the statement timeout of `limit_s`) and,
    when the backend ignored the cancel and the connection was cut, what became of it (`backend`; None when the
    cancel stopped it, '' when that is not known)."""

    def __init__(self, message: str, *, limit_s: float = 0.0, by_question: bool = False,
                 backend: str | None = None) -> None:
        super().__init__(message)
        self.limit_s, self.by_question, self.backend = limit_s, by_question, backend


class DatabaseBusy(DatabaseError):
    """The tables were locked by another job (a load, an index build) for longer than the lock timeout."""


class ResourceLimit(DatabaseError):
    """The query hit a memory, temporary-file or size limit: the query's fault, not the server's."""


logger = logging.getLogger(__name__)
_pool_logger = logging.getLogger("georeact.db.pool")


def _pool_warning_to_debug(record: logging.LogRecord) -> bool:
    """The pool's warnings, said again at DEBUG on georeact's logger (a log file, `-v`) and not at their own level.
    With no logging configured (the CLI, MCP) Python prints warnings on stderr, and under load the pool writes
    them into a person's terminal: it discards a connection our watchdog cut on purpose or one a restart broke,
    rolls back or closes one returned mid-transaction, logs each failed background reconnection. None of it is
    news to the user: the query it concerns retries or says what is wrong in one line."""
    if record.levelno < logging.WARNING:
        return True
    _pool_logger.debug("connection pool: %s", record.getMessage())
    return False


logging.getLogger("psycopg.pool").addFilter(_pool_warning_to_debug)


def _cancel_warning_to_debug(record: logging.LogRecord) -> bool:
    """psycopg's warning that a cancel request failed, said again at DEBUG: the watchdog sends it on purpose, and
    when it fails (the server restarting after another runaway's kill) the connection is cut anyway and the query
    says what became of it in one line. Any other psycopg warning stays as it is."""
    if record.levelno < logging.WARNING or not str(record.msg).startswith("query cancellation failed"):
        return True
    _pool_logger.debug("connection: %s", record.getMessage())
    return False


logging.getLogger("psycopg").addFilter(_cancel_warning_to_debug)

CELL_CAP_BYTES = 1_000_000      # one value of untrusted SQL; larger ones stay on the server
RESULT_CAP_BYTES = 16_000_000   # everything one query may bring into this process (model SQL: as the server counts)
CANCEL_AFTER_S = 0.5            # past the statement timeout: send a cancel request ourselves
NEVER_BY_COUNT = 2**31          # psycopg's prepare_threshold: None would refuse `prepare=True` too
STOP_WAIT_S = 0.3               # after the cut: how long a backend may take to end on SIGTERM (or on the kill)
RESTART_WAIT_S = 10.0           # after a kill: how long to wait for the server to accept connections again
CUT_AFTER_S = 1.5               # past the statement timeout: stop waiting and drop the connection


class ExecutedQuery(BaseModel):
    sql: str
    params: list[Any] | dict[str, Any] | None = None
    duration_ms: float
    rows: int
    error: str | None = None

    def pasteable(self) -> str:
        """The statement with its parameters written in as SQL literals, to paste into psql (`/sql`)."""
        if self.params is None:
            return self.sql
        positional = iter(self.params) if isinstance(self.params, list) else iter(())

        def literal(match: re.Match[str]) -> str:
            if match.group(0) == "%%":
                return "%"
            value = self.params[match.group(1)] if match.group(1) else next(positional)   # type: ignore[index]
            return psql.Literal(value).as_string(None)

        return _PLACEHOLDER.sub(literal, self.sql)


_PLACEHOLDER = re.compile(r"%%|%(?:\((\w+)\))?s")   # psycopg's: %s, %(name)s, and %% for a literal %


class QueryResult(BaseModel):
    columns: list[str]
    rows: list[tuple]
    truncated: bool
    duration_ms: float
    sql: str


_sql_log: contextvars.ContextVar[list[ExecutedQuery] | None] = contextvars.ContextVar("georeact_sql_log", default=None)
# The time.monotonic() by which the question being answered must end: no statement runs past it (a slow tool call in
# flight took a question 8 s past its 60 s budget).
_question_deadline: contextvars.ContextVar[float | None] = contextvars.ContextVar("georeact_question_deadline",
                                                                                  default=None)


@contextmanager
def within(deadline: float | None) -> Iterator[None]:
    """Every statement of the block ends by `deadline` (time.monotonic()): its timeout is what is left, if less."""
    token = _question_deadline.set(deadline)
    try:
        yield
    finally:
        _question_deadline.reset(token)


def _time_left_ms(limit_ms: int) -> int | None:
    """The statement timeout that ends a statement by the question's deadline, when that is sooner than `limit_ms`."""
    deadline = _question_deadline.get()
    if deadline is None:
        return None
    left = int((deadline - time.monotonic()) * 1000)
    if left <= 0:
        raise QueryTimeout("The question's time was spent before this query could run.", by_question=True)
    return left if left < limit_ms else None


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


_SCALAR = str | int | float | bool | None


def _jsonable_value(value: Any) -> Any:
    """A parameter as JSON that runs again as it was: scalars and lists of scalars (SQL arrays) as they are."""
    if isinstance(value, _SCALAR):
        return value
    if isinstance(value, list | tuple) and all(isinstance(item, _SCALAR) for item in value):
        return list(value)
    return str(value)


def _jsonable(params: Sequence[Any] | dict[str, Any] | None) -> list[Any] | dict[str, Any] | None:
    if params is None:
        return None
    if isinstance(params, dict):
        return {key: _jsonable_value(value) for key, value in params.items()}
    return [_jsonable_value(value) for value in params]


ERROR_MAX_CHARS = 2_000   # of an error's text kept anywhere (the trace, the model, MCP, the log)


def error_text(exc: BaseException) -> str:
    """The error's text, cut to ERROR_MAX_CHARS with its length said: Postgres puts the offending value into
    some messages (a 200 MB string cast to int), which then reached the trace, the model and MCP whole."""
    text = str(exc).strip()
    return text if len(text) <= ERROR_MAX_CHARS else \
        f"{text[:ERROR_MAX_CHARS]} … (the error's text is {len(text):,} characters; cut here)"


def first_line(exc: BaseException) -> str:
    """The first line of an error's text (cut as error_text cuts it), or its class's name."""
    text = error_text(exc)
    return text.splitlines()[0] if text else type(exc).__name__


def _resource_message(exc: psycopg.Error) -> str | None:
    """What a resource error means and what to try (class 53: memory, disk, temp_file_limit; 54: sizes)."""
    sqlstate = getattr(exc, "sqlstate", None) or ""
    first = first_line(exc)
    if sqlstate == "53400" or "temp_file_limit" in first:
        return f"The query needed more temporary disk than allowed ({first}): filter or aggregate before sorting or joining."
    if sqlstate in ("53200", "53100") or "out of memory" in first.lower():
        return f"The server ran out of memory or disk for this query ({first}): add a LIMIT, filter first, or aggregate."
    if sqlstate.startswith("54") or "invalid memory alloc request size" in first:
        return f"A value or statement is too large ({first}): select smaller values (a LIMIT, ST_Simplify, left(text, n))."
    return None


def _oversize_marker(size: int) -> str:
    return f"<value of {size:,} bytes not fetched: over the {CELL_CAP_BYTES:,}-byte cell limit>"


_SIZED = frozenset({str, bytes, memoryview})


def _approximate_size(row: Sequence[Any]) -> int:
    """The tools' own rows: text and bytes dominate. Per row of every statement, so kept cheap (a class lookup in a
    list, not isinstance in a generator: half the time, 1 ms of a national name search's 141 rows)."""
    return sum([len(value) if value.__class__ in _SIZED else 16 for value in row])


class _Deadline:
    """A watchdog over one connection: cancel at `seconds + CANCEL_AFTER_S`, cut at `seconds + CUT_AFTER_S`, and
    then stop its backend (`stop_backend`: a cut connection does not stop C code that never checks for
    cancellation, and such a backend ran on for minutes after its client had given up).

    The statement timeout cancels first on the server; this is for code that never checks for it. The lock
    keeps the watchdog from touching the connection once the query is done and it goes back to the pool."""

    def __init__(self, conn: psycopg.Connection, seconds: float,
                 stop_backend: Callable[[int], str] | None = None) -> None:
        self.conn, self.cut = conn, False
        self.backend_pid, self.stop_backend = conn.info.backend_pid, stop_backend
        self.stopped: str | None = None          # what became of the backend after a cut
        self.settled = threading.Event()         # set once that is known (at once when nothing was cut)
        self._lock, self._done = threading.Lock(), False
        # one thread a query (a thread's start is most of this watchdog's cost): the cut's timer starts at the cancel
        self._timer = self._start(seconds + CANCEL_AFTER_S, self._cancel)

    def _start(self, seconds: float, action: Callable[[], None]) -> threading.Timer:
        timer = threading.Timer(seconds, action)
        timer.daemon = True
        timer.start()
        return timer

    def _cancel(self) -> None:
        with self._lock:
            if self._done:
                return
            self._timer = self._start(CUT_AFTER_S - CANCEL_AFTER_S, self._cut)
            try:
                self.conn.cancel_safe(timeout=1.0)
            except psycopg.Error:
                pass

    def _cut(self) -> None:
        with self._lock:
            if self._done:
                return
            self.cut = True
            try:   # shutting the socket down wakes the blocked read with an error; libpq then marks it broken
                with socket.socket(fileno=os.dup(self.conn.pgconn.socket)) as sock:
                    sock.shutdown(socket.SHUT_RDWR)
            except (OSError, psycopg.Error):
                pass
        try:
            self.stopped = self.stop_backend(self.backend_pid) if self.stop_backend else None
        finally:
            self.settled.set()

    def finish(self) -> None:
        with self._lock:
            self._done = True
            if not self.cut:
                self.settled.set()
            timer = self._timer
        timer.cancel()


def _connection_lost(exc: Exception) -> bool:
    """True when the error means the connection died (not that the query was wrong or too slow)."""
    if isinstance(exc, PoolTimeout):
        return False
    sqlstate = getattr(exc, "sqlstate", None)
    # No SQLSTATE: libpq lost the socket ("server closed the connection unexpectedly"). Class 08: connection
    # exceptions. 57P01-57P03: admin/crash shutdown, cannot connect now.
    return sqlstate is None or sqlstate.startswith("08") or sqlstate in ("57P01", "57P02", "57P03")


def _limited(statement: str, rows: int) -> str:
    """A query as a subquery returning at most `rows` rows (its closing parenthesis on a line of its own, after a
    final comment or semicolon); anything else (EXPLAIN, SHOW) as it is."""
    if re.match(r"\s*(?:\(|SELECT\b|WITH\b|VALUES\b|TABLE\b)", statement, re.IGNORECASE):
        return f"SELECT * FROM ({statement.rstrip().rstrip(';')}\n) AS limited LIMIT {rows}"
    return statement


def _cell_capped(conn: psycopg.Connection, statement: str) -> tuple[list[str], str]:
    """The statement's column names, and the statement wrapped so that no cell over CELL_CAP_BYTES is sent:
    such a cell comes back NULL, and its size in the extra last column (an array, one entry per column).
    Described, not executed, first; OFFSET 0 keeps the planner from inlining (and evaluating twice) the
    model's expressions."""
    described = conn.pgconn.prepare(b"", statement.encode())
    if described.status != psycopg.pq.ExecStatus.COMMAND_OK:
        raise errors.error_from_result(described, encoding="utf-8")
    description = conn.pgconn.describe_prepared(b"")
    names = [(description.fname(i) or b"?").decode(errors="replace") for i in range(description.nfields)]
    if not names:
        return names, statement
    aliases = [f"c{i}" for i in range(len(names))]
    cells = ", ".join(f"CASE WHEN pg_column_size(q.{a}) <= {CELL_CAP_BYTES} THEN q.{a} END" for a in aliases)
    sizes = ", ".join(f"CASE WHEN pg_column_size(q.{a}) > {CELL_CAP_BYTES} THEN pg_column_size(q.{a}) END"
                      for a in aliases)
    # the bytes the row brings, counted by the server for every type (an int[] of 1 MB is 250,000 Python ints)
    sent = " + ".join(f"CASE WHEN pg_column_size(q.{a}) <= {CELL_CAP_BYTES} THEN coalesce(pg_column_size(q.{a}), 0)"
                      f" ELSE 0 END" for a in aliases)
    wrapped = (f"SELECT {cells}, ARRAY[{sizes}]::bigint[], ({sent})::bigint FROM (SELECT * FROM ({statement})"
               f" AS inner_query OFFSET 0) AS q({', '.join(aliases)})")
    return names, wrapped


def _unmark(row: Sequence[Any]) -> tuple[tuple, int]:
    """A wrapped row back to the statement's own columns, oversize cells as a marker saying their size; and the
    bytes the server counted for it."""
    *cells, sizes, sent = row
    return tuple(_oversize_marker(size) if size is not None else cell for cell, size in zip(cells, sizes)), sent


class Database:
    """The agent's read-only access to the data. Thread-safe; share one per process."""

    def __init__(self, settings: Settings, url: str | None = None, *, retry_lost: bool = True) -> None:
        """`retry_lost=False`: a query whose connection was lost raises DatabaseUnavailable at once instead of
        running again on this server (a member of a ReplicaPool: the pool runs it on another replica, and a server
        that died would make the retry wait for a connection until the pool's timeout)."""
        self.settings = settings
        self.url = url or reader_url(settings)
        self.retry_lost = retry_lost
        self._pool = ConnectionPool(
            self.url,
            min_size=1,
            max_size=settings.pool_max_size,
            # Only the statements `query` prepares explicitly (the tools' own) are prepared: none by count.
            kwargs={"autocommit": False, "connect_timeout": 10, "application_name": "georeact",
                    "prepare_threshold": NEVER_BY_COUNT},
            configure=self._configure,
            open=False,
            timeout=30,
        )
        self._opened = False

    def _configure(self, conn: psycopg.Connection) -> None:
        # jit off: these queries run in milliseconds, and JIT compilation (200-400 ms) is only triggered by inflated
        # cost estimates, e.g. joins through the planet_osm UNION ALL views, whose columns have no statistics.
        # No parallel workers either: starting them takes about 6 ms, more than most of these statements take, and
        # the national extract's tables are large enough for the planner to choose them (a probe of the category
        # values: 8.9 -> 1.4 ms); several agents share the cores anyway.
        conn.execute(
            "SELECT set_config('default_transaction_read_only', 'on', false),"
            " set_config('statement_timeout', %s, false), set_config('lock_timeout', %s, false),"
            " set_config('idle_in_transaction_session_timeout', %s, false), set_config('jit', 'off', false),"
            " set_config('max_parallel_workers_per_gather', '0', false)",
            (str(self.settings.statement_timeout_ms), str(self.settings.lock_timeout_ms),
             str(self.settings.idle_in_transaction_timeout_ms)),
            prepare=False,
        )
        conn.commit()
        conn.read_only = True   # BEGIN READ ONLY: the transaction is read-only from its first statement

    def _reset(self, conn: psycopg.Connection) -> None:
        """Before a connection goes back to the pool: drop whatever the statement left in the session, then
        apply the limits again. Done here, in the caller's thread, rather than as the pool's `reset` callback:
        the pool runs that in its few worker threads, and under load requests then queue for them."""
        if conn.broken or conn.closed:
            return   # the pool discards it
        try:
            conn.autocommit = True
            conn.execute("DISCARD ALL", prepare=False)
            conn.autocommit = False
            self._configure(conn)
        except psycopg.Error:
            conn.close()   # never hand an unknown session to the next query: the pool replaces a closed one

    def _stop_backend(self, pid: int) -> str:
        """Stop a backend still running after its connection was cut: C code that never checks for interrupts
        (PostGIS's distance family: ST_Distance, ST_MaxDistance, ST_HausdorffDistance ... on big geometries) ran
        on for minutes. The embedded cluster's backend gets SIGTERM, then SIGKILL when it ignores that too: the
        server then restarts its other sessions (about a second; their read-only queries are retried once),
        which is what it takes to stop code that ignores every signal it may handle. Any other server's (a read
        replica's) is ended with pg_terminate_backend where a role that may is configured (stopping.py)."""
        if self.settings.embedded_db:
            outcome = cluster.stop_backend(self.settings, pid, STOP_WAIT_S)
            if outcome == "killed":
                logger.info("killed backend %s: it ignored cancellation and termination past its deadline", pid)
                self._wait_for_restart()
                return ("its database process ignored cancellation and was killed (the database restarted its "
                        "other sessions)")
            return "its database process was stopped" if outcome == "terminated" else ""
        outcome = stop_on_server(self.url, self.settings.stop_database_url or self.settings.owner_database_url,
                                 pid, STOP_WAIT_S)
        logger.info("backend %s past its deadline: %s", pid, outcome)
        return outcome

    def _wait_for_restart(self, seconds: float = RESTART_WAIT_S) -> None:
        """After a kill the server resets every session and recovers (about a second): until it accepts
        connections again, the next query would find it 'in recovery mode'."""
        until = time.monotonic() + seconds
        while time.monotonic() < until:
            try:
                psycopg.connect(self.url, connect_timeout=1).close()
                return
            except psycopg.Error:
                time.sleep(0.1)

    def open(self) -> Database:
        if not self._opened:
            self._pool.open(wait=False)
            # The pool's own wait() closes the pool when it times out (psycopg_pool), and a closed pool cannot be
            # opened again: a server still recovering after a restart (a second or two) made open() fail with
            # PoolClosed. So the pool is watched filling, and a server that stays down is said after the wait.
            started, checked = time.monotonic(), False
            while not self._filled():
                waited = time.monotonic() - started
                if not checked and waited >= OPEN_FIRST_WAIT_S:
                    # a server still starting may come up; a database that does not exist or a wrong password will
                    # not: said at once, not after the whole wait
                    checked, reason = True, self._connect_error()
                    if any(phrase in reason for phrase in HOPELESS_CONNECT_ERRORS):
                        self._pool.close()
                        raise DatabaseUnavailable(self._unavailable_message(reason))
                if waited >= OPEN_WAIT_S:
                    reason = self._connect_error()
                    self._pool.close()
                    raise DatabaseUnavailable(self._unavailable_message(reason))
                time.sleep(0.05)
            self._opened = True
        return self

    def _filled(self) -> bool:
        """Whether the pool holds its first connection (min_size is 1: what its wait() waits for)."""
        return self._pool.get_stats().get("pool_available", 0) >= 1

    def _connect_error(self) -> str:
        """Why a connection does not open, in the server's or the system's words: the pool only says it timed
        out, which reads the same for a server that is down, a full server and a process out of file handles."""
        try:
            conn = psycopg.connect(self.url, connect_timeout=3, application_name="georeact")
        except (psycopg.Error, OSError) as exc:
            return first_line(exc)
        try:
            self._configure(conn)
        except psycopg.Error as exc:
            return f"a new session could not be set up ({first_line(exc)})"
        finally:
            conn.close()
        return ""

    def check(self) -> None:
        """Drop the idle connections that died (a server restarted); the pool opens new ones."""
        if self._opened:
            self._pool.check()

    def close(self) -> None:
        if self._opened:
            self._pool.close()
            self._opened = False

    def __enter__(self) -> Database:
        return self.open()

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _unavailable_message(self, reason: str = "") -> str:
        where = "the embedded database" if self.settings.embedded_db else "the database at GEOREACT_DATABASE_URL"
        hint = "run `georeact db start`" if self.settings.embedded_db else "check that the server is up and the URL is right"
        return f"Cannot connect to {where}" + (f" ({reason})" if reason else "") + f": {hint}."

    def query(
        self,
        statement: str,
        params: Sequence[Any] | dict[str, Any] | None = None,
        *,
        max_rows: int | None = None,
        timeout_ms: int | None = None,
        untrusted: bool = False,
    ) -> QueryResult:
        """Run one statement in a READ ONLY transaction; fetch at most `max_rows` (default fetch_cap).

        `untrusted` (model-written SQL): values over CELL_CAP_BYTES come back as a marker saying their size."""
        self.open()
        cap = max_rows if max_rows is not None else self.settings.fetch_cap
        limit = timeout_ms or self.settings.statement_timeout_ms
        by_question = False   # whether the question's deadline, not the statement timeout, is the limit that cuts
        if (left := _time_left_ms(limit)) is not None:   # the question ends sooner than the statement timeout
            timeout_ms = limit = max(left, 1)
            by_question = True
        limit_words = (f"the question's time limit ({limit / 1000:g} s left)" if by_question
                       else f"its {limit / 1000:g} s statement timeout")
        started = time.perf_counter()
        for attempt in (1, 2):
            deadline_cut: list[str] = []   # set when the watchdog cut the connection: what became of the backend
            try:
                columns, rows, over_budget = self._run(statement, params, cap, timeout_ms, untrusted, deadline_cut)
                break
            except errors.LockNotAvailable as exc:   # an OperationalError, but the server is up: say what holds it
                self._log_failure(statement, params, started, "lock timeout")
                raise DatabaseBusy(f"The data tables are locked by another job (a `georeact db load` or an index "
                                   f"build) for longer than the lock timeout ({self.settings.lock_timeout_ms / 1000:g} "
                                   "s); try again when it has finished.") from exc
            except errors.QueryCanceled as exc:
                self._log_failure(statement, params, started, "timeout")
                raise QueryTimeout(f"The query was cancelled at {limit_words}.",
                                   limit_s=limit / 1000, by_question=by_question) from exc
            except (psycopg.OperationalError, PoolTimeout) as exc:
                if deadline_cut:   # our watchdog dropped the connection: a timeout, never a retry
                    self._log_failure(statement, params, started, f"timeout (connection cut; {deadline_cut[0]})")
                    raise QueryTimeout(f"The query did not stop at {limit_words} and "
                                       f"was abandoned{'; ' + deadline_cut[0] if deadline_cut[0] else ''}.",
                                       limit_s=limit / 1000, by_question=by_question,
                                       backend=deadline_cut[0]) from exc
                resource = _resource_message(exc) if isinstance(exc, psycopg.Error) else None
                if resource:
                    self._log_failure(statement, params, started, error_text(exc))
                    raise ResourceLimit(resource) from exc
                first = first_line(exc)
                if attempt == 1 and self.retry_lost and _connection_lost(exc):
                    # The server went away under this query (restart, terminated backend): the pool replaces the
                    # dead connection, drops its idle ones that died with it, and the read-only query runs once
                    # more. (Checking each connection as it is taken instead cost a round trip on every query.)
                    self._log_failure(statement, params, started, f"connection lost, retrying once: {first}")
                    self._pool.check()
                    continue
                self._log_failure(statement, params, started, error_text(exc))
                raise DatabaseUnavailable(self._unavailable_message(first)) from exc
            except psycopg.Error as exc:
                self._log_failure(statement, params, started, error_text(exc))
                resource = _resource_message(exc)
                raise (ResourceLimit(resource) if resource else DatabaseError(error_text(exc))) from exc
        duration_ms = (time.perf_counter() - started) * 1000
        truncated = len(rows) > cap or over_budget   # over RESULT_CAP_BYTES: the rows so far, marked truncated
        rows = [tuple(row) for row in rows[:cap]]
        _record(ExecutedQuery(sql=statement, params=_jsonable(params), duration_ms=round(duration_ms, 2), rows=len(rows)))
        return QueryResult(columns=columns, rows=rows, truncated=truncated, duration_ms=duration_ms, sql=statement)

    def _run(self, statement: str, params: Sequence[Any] | dict[str, Any] | None, cap: int,
             timeout_ms: int | None, untrusted: bool,
             deadline_cut: list[str]) -> tuple[list[str], list[Any], bool]:
        """One attempt: a READ ONLY transaction, one statement (model-written SQL streamed row by row, so that the
        byte budget is checked before the next row is read; the tools' own prepared and limited by the server), at
        most cap + 1 rows and RESULT_CAP_BYTES, under a watchdog."""
        with self._pool.connection() as conn:
            deadline = _Deadline(conn, (timeout_ms or self.settings.statement_timeout_ms) / 1000, self._stop_backend)
            clean = False   # whether the session is as the pool handed it out, and may keep its prepared statements
            try:
                with conn.transaction() as transaction:
                    if timeout_ms is not None:
                        conn.execute("SELECT set_config('statement_timeout', %s, true)", (str(timeout_ms),),
                                     prepare=False)
                    names: list[str] | None = None
                    over_budget = False
                    cursor = conn.cursor()
                    if untrusted:
                        names, statement = _cell_capped(conn, statement)
                        # stream() always uses the extended protocol (a string of several statements is refused)
                        # and reads row by row; closing it early cancels the rest of a huge result.
                        source: Any = cursor.stream(statement, params, size=1)
                    else:
                        # The tools' own statements, with their values bound: prepared on the connection and kept
                        # there, so a statement the pool's connection has run before is not parsed and analysed
                        # again (the name search: 10.6 -> 7.9 ms on the national extract). A prepared statement
                        # is not streamed: the server stops at the cap.
                        source = cursor.execute(_limited(statement, cap + 1), params, prepare=True)
                    rows: list[Any] = []
                    fetched = 0
                    try:
                        for row in itertools.islice(source, cap + 1):
                            if names is not None:
                                row, sent = _unmark(row)
                                fetched += sent + 16 * len(row)
                            else:
                                fetched += _approximate_size(row)
                            rows.append(row)
                            if fetched > RESULT_CAP_BYTES:
                                over_budget = True
                                break
                        columns = names if names is not None else [column.name for column in cursor.description or []]
                    finally:   # the stream holds the connection's lock until it is closed
                        source.close()
                    if untrusted:
                        # Rolled back, not committed (it only read): psycopg then forgets the statements it prepared
                        # on this connection, which the DISCARD ALL below drops on the server (it would not notice).
                        raise psycopg.Rollback(transaction)
                clean = not untrusted
            except psycopg.Error as exc:
                if conn.broken and not deadline.cut and not isinstance(exc, psycopg.OperationalError):
                    # The connection went with the error: PgBouncer whose server died answers the next command with
                    # the error it held and closes, which psycopg reports as "received 2 results from command
                    # 'BEGIN READ ONLY'" (InternalError). It is a lost connection, retried as one.
                    raise psycopg.OperationalError(f"the connection was lost ({first_line(exc)})") from exc
                raise
            finally:
                deadline.finish()
                if deadline.cut:   # what became of the backend: two signals, and a restart after a kill
                    deadline.settled.wait(2 * STOP_WAIT_S + RESTART_WAIT_S + 1)
                    deadline_cut.append(deadline.stopped or "")
                if not clean:   # model-written SQL, or a failure: nothing it left may reach the next query
                    self._reset(conn)
        return columns, rows, over_budget

    def _log_failure(self, statement: str, params: Any, started: float, error: str) -> None:
        duration_ms = (time.perf_counter() - started) * 1000
        _record(ExecutedQuery(sql=statement, params=_jsonable(params), duration_ms=round(duration_ms, 2), rows=0, error=error))

    def pool_stats(self) -> dict[str, int]:
        return self._pool.get_stats()

    def server_row(self, statement: str, timeout_s: float = 2.0) -> tuple | None:
        """One row of a statement about the server itself (a replica's replay position, replica_lag.py) on one of
        the pool's connections: outside the SQL log and the question's deadline, since it is no read of the data
        and no step of an answer. PoolTimeout or psycopg.Error when no connection answers within `timeout_s`."""
        with self._pool.connection(timeout=timeout_s) as conn:
            return conn.execute(statement, prepare=False).fetchone()
