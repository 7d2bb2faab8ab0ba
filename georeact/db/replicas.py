"""The agent's reads spread over several read replicas (GEOREACT_READ_URLS), each through its own `Database`.

A read goes to the next healthy replica in turn. When it fails because its server went away (the connection was
lost, the server shut down or refused the connection), it runs once more on another replica: safe, since every
read is read-only and nothing of it was kept. A statement that failed for any other reason (its SQL, a timeout, a
limit) would fail the same on any replica, so it is raised as it is. A replica that failed is skipped for
RETRY_AFTER_S; then the next read that would go to it first checks that it answers (a connection and `SELECT 1`,
never a whole query that could wait for a pool's timeout), and the replica is back once it does.

Writes never come here: `db load` and the chat's memory use the owner's URL (the primary).
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import psycopg
from psycopg_pool import PoolTimeout

from georeact.config import Settings
from georeact.db import replica_lag
from georeact.db.replica_lag import Lag
from georeact.db.roles import STOPPER_DATABASE, STOPPER_ROLE
from georeact.db.session import (Database, DatabaseUnavailable, QueryResult, _connection_lost, first_line,
                                 reader_url)
from georeact.masking import masked

RETRY_AFTER_S = 10.0    # a replica that failed is not read from for this long; then it is checked again
PROBE_TIMEOUT_S = 2     # connecting to a replica to see whether it is back (a refused socket answers at once)


def _server_gone(exc: DatabaseUnavailable) -> bool:
    """Whether a DatabaseUnavailable means its server went away (another replica may answer), not a failure of the
    statement. Database.query raises it from the connection's error; open() from a server it cannot reach."""
    cause = exc.__cause__
    return cause is None or isinstance(cause, PoolTimeout) or (isinstance(cause, Exception) and _connection_lost(cause))


def _stop_url(settings: Settings, url: str) -> str | None:
    """Where a runaway on the replica `url` is ended from (GEOREACT_STOP_DATABASE_URL): the configured stop role
    on this replica's host and port; with an embedded primary, the stop role its standbys replay (roles.py).
    None: the owner's URL is tried, and reaches the primary, which the timeout's message then says."""
    replica = psycopg.conninfo.conninfo_to_dict(url)
    where = {key: replica[key] for key in ("host", "hostaddr", "port") if key in replica}
    if settings.stop_database_url:
        return psycopg.conninfo.make_conninfo(settings.stop_database_url, **where)
    if settings.embedded_db:
        return psycopg.conninfo.make_conninfo(url, user=STOPPER_ROLE, dbname=STOPPER_DATABASE)
    return None


def _member(settings: Settings, url: str, retry_lost: bool) -> Database:
    """A Database on one replica, set up as one on GEOREACT_DATABASE_URL would be (its runaways are ended through
    a stop role on that replica, never through the embedded primary's signals)."""
    own = settings.model_copy(update={"database_url": url, "read_urls": [],
                                      "stop_database_url": _stop_url(settings, url)})
    return Database(own, url=url, retry_lost=retry_lost)


@dataclass
class _Replica:
    url: str
    db: Database
    down_until: float = 0.0          # time.monotonic() before which it is skipped; 0: healthy
    opened: bool = False
    checking: threading.Lock = field(default_factory=threading.Lock)   # one thread checks a replica that failed
    lag: Lag | None = None           # its replay lag when last measured (replica_lag.py)
    lag_at: float = float("-inf")    # time.monotonic() of that measure
    lagging_s: float | None = None   # its seconds behind when the last two measures found it behind; else None
    measuring: threading.Lock = field(default_factory=threading.Lock)  # one thread measures it; others use the last


class ReplicaPool:
    """Reads over several replicas, each a `Database` (its own psycopg_pool) that does not retry on its own.
    Thread-safe; used where a Database is (it has `query`, `open`, `close`, `settings`, `url`)."""

    def __init__(self, settings: Settings, urls: Sequence[str]) -> None:
        if not urls:
            raise ValueError("a replica pool needs at least one URL")
        self.settings = settings
        self.url = " ".join(urls)   # what the tools' caches key on: the same data on every replica
        # one replica alone retries a lost connection on itself (there is no other); of several, the pool moves on
        self._replicas = [_Replica(url, _member(settings, url, retry_lost=len(urls) == 1)) for url in urls]
        self._turn = itertools.count()
        self._lock = threading.Lock()
        self.retried = 0   # reads run again on another replica because theirs went away (pool_stats says it)
        # the primary the replicas follow, for their lag: GEOREACT_DATABASE_URL, or the embedded cluster
        self._primary = replica_lag.Primary(reader_url(settings))

    # --- choosing a replica --------------------------------------------------------------------------------------

    def _answers(self, replica: _Replica) -> bool:
        """Whether the replica's server answers now (through PgBouncer a login alone proves nothing: it answers
        that itself)."""
        try:
            with psycopg.connect(replica.url, connect_timeout=PROBE_TIMEOUT_S, autocommit=True) as conn:
                conn.execute("SELECT 1")
        except (psycopg.Error, OSError):
            return False
        return True

    def _revive(self, replica: _Replica, force: bool = False) -> bool:
        """A replica that was down (or never opened): checked, then opened or its dead connections dropped. Only
        one thread checks it; the others go on to another replica meanwhile (unless `force`: no other is left)."""
        if not replica.checking.acquire(blocking=force):
            return False
        try:
            if replica.opened and not replica.down_until:
                return True   # another thread revived it meanwhile
            if not self._answers(replica):
                replica.down_until = time.monotonic() + RETRY_AFTER_S
                return False
            if replica.opened:
                replica.db.check()
            else:
                try:
                    replica.db.open()
                except DatabaseUnavailable:
                    replica.down_until = time.monotonic() + RETRY_AFTER_S
                    return False
                replica.opened = True
            replica.down_until = 0.0
            return True
        finally:
            replica.checking.release()

    def _pick(self, tried: list[_Replica]) -> _Replica | None:
        """The next replica in turn that is up and not tried by this read; one whose pause is over is checked
        first. When none is, every untried one is checked at once (the last resort before failing)."""
        with self._lock:
            start = next(self._turn)
        order = [self._replicas[(start + i) % len(self._replicas)] for i in range(len(self._replicas))]
        candidates = [replica for replica in order if replica not in tried]
        now = time.monotonic()
        for replica in candidates:
            if replica.opened and not replica.down_until:
                return replica
            if replica.down_until <= now and self._revive(replica):
                return replica
        for replica in candidates:
            if self._revive(replica, force=True):
                return replica
        return None

    def _failed(self, replica: _Replica) -> None:
        replica.down_until = time.monotonic() + RETRY_AFTER_S

    # --- the Database interface ----------------------------------------------------------------------------------

    def open(self) -> ReplicaPool:
        """Open every replica that answers; DatabaseUnavailable when none does."""
        for replica in self._replicas:
            if not replica.opened:
                self._revive(replica, force=True)
        if not any(replica.opened and not replica.down_until for replica in self._replicas):
            raise DatabaseUnavailable(self._unavailable_message(self._replicas))
        return self

    def query(self, statement: str, params: Sequence[Any] | dict[str, Any] | None = None,
              **options: Any) -> QueryResult:
        """Database.query on the next replica; once more on another when its server went away."""
        tried: list[_Replica] = []
        last: DatabaseUnavailable | None = None
        for _ in range(2):
            replica = self._pick(tried)
            if replica is None:
                break
            tried.append(replica)
            try:
                result = replica.db.query(statement, params, **options)
            except DatabaseUnavailable as exc:
                if not _server_gone(exc):
                    raise
                self._failed(replica)
                last = exc
                with self._lock:
                    self.retried += 1
                continue
            self._note_lag(replica)
            return result
        raise DatabaseUnavailable(self._unavailable_message(tried or self._replicas, last)) from last

    def _unavailable_message(self, tried: Sequence[_Replica], last: Exception | None = None) -> str:
        reason = f" (last: {first_line(last.__cause__ or last)})" if last is not None else ""
        urls = ", ".join(masked(replica.url) for replica in tried)
        return (f"No read replica answered{reason}; tried {urls}: check that they are up, or fix "
                "GEOREACT_READ_URLS.")

    def check(self) -> None:
        for replica in self._replicas:
            replica.db.check()

    def close(self) -> None:
        for replica in self._replicas:
            replica.db.close()
            replica.opened = False
        self._primary.close_connection()

    # --- replication lag -----------------------------------------------------------------------------------------

    def _measure(self, replica: _Replica) -> Lag:
        """The replica's lag now: the primary's WAL position first, then the standby's (on one of its pool's
        connections, outside the question's SQL log)."""
        position = self._primary.lsn()
        try:
            row = replica.db.server_row(replica_lag.STANDBY_SQL, timeout_s=0.5)   # never hold a read up long
        except (psycopg.Error, PoolTimeout) as exc:
            return Lag(error=first_line(exc))
        return replica_lag.measure(row, position)

    def _lagging(self, replica: _Replica) -> float | None:
        """The replica's seconds behind, if it lags; measured again when the last measure is CHECK_EVERY_S old: a
        check every few seconds per replica, not per read. A thread that finds another measuring uses the last."""
        if time.monotonic() - replica.lag_at >= replica_lag.CHECK_EVERY_S and replica.measuring.acquire(blocking=False):
            try:
                previous, replica.lag = replica.lag, self._measure(replica)
                replica.lag_at = time.monotonic()
                replica.lagging_s = replica.lag.seconds if replica_lag.still_behind(previous, replica.lag) else None
            finally:
                replica.measuring.release()
        return replica.lagging_s

    def _note_lag(self, replica: _Replica) -> None:
        """A read served by a replica behind by more than GEOREACT_REPLICA_LAG_NOTE_S: said in the question's trace
        (replica_lag.noting_lag), not in the answer's text."""
        seconds = self._lagging(replica)
        if seconds is not None and seconds > self.settings.replica_lag_note_s and replica.lag is not None:
            replica_lag.note(replica_lag.replica_label(replica.url, replica.lag), seconds)

    def __enter__(self) -> ReplicaPool:
        return self.open()

    def __exit__(self, *exc: object) -> None:
        self.close()

    def pool_stats(self) -> dict[str, int]:
        """The replicas' pools' counters, summed, and the reads run again on another replica."""
        total: dict[str, int] = {"reads_retried": self.retried}
        for replica in self._replicas:
            for key, value in replica.db.pool_stats().items():
                total[key] = total.get(key, 0) + value
        return total

    def healthy(self) -> list[str]:
        """The URLs (masked) of the replicas reads go to now."""
        return [masked(r.url) for r in self._replicas if r.opened and not r.down_until]


def reader_database(settings: Settings) -> Database | ReplicaPool:
    """The agent's read access: a pool over GEOREACT_READ_URLS when it lists any (one replica too: its lag is
    checked and noted the same way), else one Database on GEOREACT_DATABASE_URL."""
    if settings.read_urls:
        return ReplicaPool(settings, settings.read_urls)
    return Database(settings)

