"""How far a read replica is behind its primary: the WAL bytes it has not replayed yet and the seconds since the
last transaction it replayed (issue 42 item 2: "replication lag said when a load is in flight").

Bytes behind are the primary's `pg_current_wal_lsn()` less the standby's `pg_last_wal_replay_lsn()`; when the
primary cannot be reached, the standby's own `pg_last_wal_receive_lsn()` stands in for it (what it has received
but not replayed: blind to WAL it never received). Seconds are `now() - pg_last_xact_replay_timestamp()` on the
standby while it is behind, 0 once it has replayed everything: a caught-up standby of an idle primary has replayed
nothing for hours and is not late. The functions are open to any role, so the reader's URL is enough.

Used by `georeact db pool status`, `georeact doctor` and the ReplicaPool, which checks each replica at most every
CHECK_EVERY_S and notes a read served by a replica behind by more than GEOREACT_REPLICA_LAG_NOTE_S in the
question's trace (`noting_lag`): once two checks in a row find it behind (`still_behind`).
"""

from __future__ import annotations

import contextvars
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import psycopg

from georeact.db.session import first_line
from georeact.masking import masked

CHECK_EVERY_S = 5.0          # a replica's lag is measured at most this often per process (not per query)
PRIMARY_RETRY_S = 30.0       # a primary that did not answer is not asked again for this long (receive LSN instead)
CONNECT_TIMEOUT_S = 2

# the last two columns: where the server itself listens, which a pooler's URL does not say
STANDBY_SQL = ("SELECT pg_is_in_recovery(), pg_last_wal_replay_lsn()::text, pg_last_wal_receive_lsn()::text, "
               "extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8, "
               "host(inet_server_addr()), current_setting('port')::int")
PRIMARY_SQL = "SELECT pg_current_wal_lsn()::text"


def lsn_bytes(lsn: str) -> int:
    """A pg_lsn's text ('16/B374D848') as a byte position."""
    high, low = lsn.split("/")
    return (int(high, 16) << 32) + int(low, 16)


@dataclass(frozen=True)
class Lag:
    """One replica's replay lag when it was measured; `error` when it could not be."""
    bytes_behind: int | None = None
    seconds: float | None = None     # since the last replayed transaction, while behind; None: none replayed yet
    against: str = "primary"         # what bytes_behind is measured against: "primary" or "received WAL"
    error: str | None = None
    replayed: str | None = None      # the standby's replay position, and the position it was measured against
    target: str | None = None
    server_address: str | None = None   # where the standby itself listens (no address: a Unix socket)
    server_port: int | None = None

    @property
    def server(self) -> str | None:
        """'10.0.0.2:5432', 'port 5492' (a Unix socket), or None when not measured."""
        if self.server_port is None:
            return None
        return f"{self.server_address}:{self.server_port}" if self.server_address else f"port {self.server_port}"

    def over(self, threshold_s: float) -> bool:
        """Behind by more than `threshold_s` seconds (a replica whose seconds are unknown is not said to lag)."""
        return bool(self.bytes_behind) and self.seconds is not None and self.seconds > threshold_s

    def describe(self) -> str:
        if self.error is not None:
            return f"lag unknown ({self.error})"
        if not self.bytes_behind:
            return "caught up (0 bytes behind)"
        since = f"{self.seconds:.1f} s since its last replayed transaction" if self.seconds is not None else \
            "no transaction replayed since it started"
        behind = "the primary" if self.against == "primary" else "the WAL it received (primary not reached)"
        return f"{self.bytes_behind:,} bytes behind {behind}, {since}"


def measure(standby_row: tuple | None, primary_lsn: str | None) -> Lag:
    """The Lag from a STANDBY_SQL row (None: no row) and the primary's PRIMARY_SQL answer (read before the standby's
    row, so a standby that replays meanwhile shows at most 0 bytes behind, never a false lag)."""
    in_recovery, replayed, received, seconds, address, port = standby_row or (None,) * 6
    if not in_recovery:
        return Lag(error="not a standby (pg_is_in_recovery() is false)")
    if replayed is None:
        return Lag(error="it has replayed no WAL")
    against, target = ("primary", primary_lsn) if primary_lsn is not None else ("received WAL", received)
    behind = max(0, lsn_bytes(target) - lsn_bytes(replayed)) if target is not None else 0
    return Lag(bytes_behind=behind, seconds=(max(0.0, seconds) if seconds is not None else None) if behind else 0.0,
               against=against, replayed=replayed, target=target, server_address=address, server_port=port)


def still_behind(previous: Lag | None, current: Lag) -> bool:
    """Whether the replica has not yet replayed up to where the primary was at the previous check. One check alone
    would call lagging a replica measured in the millisecond between a primary's commit and its replay, with its
    seconds counted from the transaction before, maybe hours old; two checks CHECK_EVERY_S apart do not."""
    return (previous is not None and previous.target is not None and current.replayed is not None
            and bool(current.bytes_behind) and lsn_bytes(current.replayed) < lsn_bytes(previous.target))


def primary_lsn(url: str) -> str | None:
    """The primary's current WAL position, or None when it does not answer."""
    try:
        with psycopg.connect(url, connect_timeout=CONNECT_TIMEOUT_S, autocommit=True) as conn:
            return conn.execute(PRIMARY_SQL).fetchone()[0]
    except (psycopg.Error, OSError):
        return None


def lag_of(url: str, primary_url: str | None) -> Lag:
    """One replica's lag, each server asked on a connection of its own (`db pool status`, `doctor`)."""
    position = primary_lsn(primary_url) if primary_url else None
    try:
        with psycopg.connect(url, connect_timeout=CONNECT_TIMEOUT_S, autocommit=True) as conn:
            return measure(conn.execute(STANDBY_SQL).fetchone(), position)
    except (psycopg.Error, OSError) as exc:
        return Lag(error=first_line(exc))


class Primary:
    """The primary's WAL position for a ReplicaPool's checks: one connection kept open (a check every few seconds
    should not log in each time); a primary that does not answer is left alone for PRIMARY_RETRY_S."""

    def __init__(self, url: str | None) -> None:
        self.url = url
        self._conn: psycopg.Connection | None = None
        self._resting_until = 0.0
        self._lock = threading.Lock()

    def lsn(self) -> str | None:
        if self.url is None:
            return None
        with self._lock:
            if time.monotonic() < self._resting_until:
                return None
            try:
                if self._conn is None or self._conn.closed or self._conn.broken:
                    self._conn = psycopg.connect(self.url, connect_timeout=CONNECT_TIMEOUT_S, autocommit=True,
                                                 application_name="georeact lag check")
                return self._conn.execute(PRIMARY_SQL).fetchone()[0]
            except (psycopg.Error, OSError):
                self._resting_until = time.monotonic() + PRIMARY_RETRY_S
                self.close_connection()
                return None

    def close_connection(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None


# The replicas that served a question's reads while lagging past the threshold: masked URL -> the most seconds seen.
# A dict set around the question (run_question): LangGraph's nodes run in copies of the context, which share it.
_lagging: contextvars.ContextVar[dict[str, float] | None] = contextvars.ContextVar("georeact_replica_lag",
                                                                                  default=None)


@contextmanager
def noting_lag() -> Iterator[dict[str, float]]:
    """Collect the lagging replicas that served the reads inside the block."""
    seen: dict[str, float] = {}
    token = _lagging.set(seen)
    try:
        yield seen
    finally:
        _lagging.reset(token)


def replica_label(url: str, lag: Lag) -> str:
    """A replica as the trace names it: its URL (masked), and the server behind it when the URL does not say it (a
    pooler such as PgBouncer listens on a port of its own for every standby)."""
    label = masked(url)
    if lag.server_port is None:
        return label
    said = psycopg.conninfo.conninfo_to_dict(url)
    return label if (said.get("port") or "5432") == str(lag.server_port) else f"{label} (server {lag.server})"


def note(url: str, seconds: float) -> None:
    seen = _lagging.get()
    if seen is not None:
        seen[url] = max(seconds, seen.get(url, 0.0))


def trace_note(seen: dict[str, float]) -> str:
    """What the trace says of the lagging replicas a question read from."""
    return "; ".join(f"read from replica {url}, which lags the primary by {seconds:.0f} s (a load in flight: "
                     "its data may be older than the primary's)" for url, seconds in seen.items())
