"""A local pool of read replicas to try the read pool on (`georeact db pool start/stop/status`): N hot standbys of
the embedded cluster (standby.py) and one PgBouncer in front of them, on Unix sockets like the cluster itself.

PgBouncer gets one database per standby (`georeact_r1`, `georeact_r2`, ...), not one database with a host list: a
host list in PgBouncer 1.18 has no way to skip a host that is down (its manual: "all hosts must be available at all
times"), so a dead standby would fail every connection that PgBouncer sends to it. With one entry per standby, the
agent's ReplicaPool (replicas.py) spreads reads over the entries and moves off the one whose server died; PgBouncer
keeps the servers' connections, shared by every agent process. Session pooling: each connection keeps its
session settings (read-only, the timeouts) and the statements the tools prepared on it (docs/scale.md).

Access is as to the embedded cluster: PgBouncer listens on a Unix socket in a directory only the server's OS user
can enter, and lets in the reader's role without a password (`auth_type = trust`); it reaches each standby over
that standby's socket with peer authentication.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import time
from collections.abc import Callable
from pathlib import Path

from pydantic import BaseModel

from georeact.config import Settings
from georeact.db import cluster, standby
from georeact.errors import GeoReactError
from georeact.processes import process_alive

DEBIAN_PACKAGE = "pgbouncer"


class PoolError(GeoReactError):
    """The local pool could not be started or stopped; the message says what to do."""


class PoolState(BaseModel):
    port: int                    # PgBouncer's
    replica_ports: list[int]
    directory: str               # PgBouncer's files: pgbouncer.ini, userlist.txt, the log, run/ (its socket)

    @property
    def names(self) -> list[str]:
        """PgBouncer's database for each standby, in the order of replica_ports."""
        return [f"georeact_r{index}" for index in range(1, len(self.replica_ports) + 1)]

    def read_urls(self, role: str = cluster.READER_ROLE) -> list[str]:
        """The reader's URLs through PgBouncer, one per standby: what GEOREACT_READ_URLS is set to."""
        return [f"postgresql:///{name}?host={self.directory}/run&port={self.port}&user={role}" for name in self.names]


class PoolStatus(BaseModel):
    state: PoolState | None
    bouncer_running: bool = False
    replicas_running: dict[int, bool] = {}


def _directory(settings: Settings) -> Path:
    base = cluster.cluster_dir(settings)
    return base.parent / f"{base.name}-pool"


def _state_file(settings: Settings) -> Path:
    return _directory(settings) / "state.json"


def pgbouncer_binary() -> str | None:
    """Debian installs it in /usr/sbin, which a user's PATH may not hold."""
    return shutil.which("pgbouncer") or ("/usr/sbin/pgbouncer" if Path("/usr/sbin/pgbouncer").exists() else None)


def _own_directory(path: Path) -> None:
    """A directory the server's OS user (who runs PgBouncer) owns, and nobody else may enter."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    if os.geteuid() == 0:
        shutil.chown(path, "postgres", "postgres")


def pgbouncer_ini(state: PoolState, settings: Settings) -> str:
    """The configuration PgBouncer runs with (written at every start)."""
    directory = Path(state.directory)
    databases = "".join(
        f"{name} = host={standby.root(settings, port) / 'run'} port={port} dbname={settings.db_name}\n"
        for name, port in zip(state.names, state.replica_ports))
    return (
        "; geo-react: written by `georeact db pool start`\n"
        "[databases]\n" + databases +
        "\n[pgbouncer]\n"
        f"listen_port = {state.port}\n"
        f"unix_socket_dir = {directory / 'run'}\n"
        "unix_socket_mode = 0700\n"
        "auth_type = trust\n"
        f"auth_file = {directory / 'userlist.txt'}\n"
        "pool_mode = session\n"
        f"default_pool_size = {max(20, 2 * settings.pool_max_size)}\n"
        "max_client_conn = 400\n"
        # a standby that refused a login is tried again after a second, not PgBouncer's default 15
        "server_login_retry = 1\n"
        f"logfile = {directory / 'pgbouncer.log'}\n"
        f"pidfile = {directory / 'pgbouncer.pid'}\n")


def _bouncer_pid(state: PoolState) -> int | None:
    try:
        pid = int((Path(state.directory) / "pgbouncer.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return pid if process_alive(pid, "pgbouncer") else None


def _write_as_server_user(path: Path, text: str) -> None:
    cluster._run_as_server_user(["sh", "-c", f"cat > '{path}' <<'EOF'\n{text}EOF"])


def start_bouncer(state: PoolState, settings: Settings) -> None:
    """PgBouncer in front of the standbys of `state` (run as the server's OS user: it refuses to run as root)."""
    binary = pgbouncer_binary()
    if binary is None:
        raise PoolError(f"PgBouncer is not installed: apt-get install -y {DEBIAN_PACKAGE}")
    directory = Path(state.directory)
    for path in (directory.parent, directory, directory / "run"):
        _own_directory(path)
    _write_as_server_user(directory / "pgbouncer.ini", pgbouncer_ini(state, settings))
    _write_as_server_user(directory / "userlist.txt", f'"{cluster.READER_ROLE}" ""\n')
    result = cluster._run_as_server_user([binary, "-d", str(directory / "pgbouncer.ini")], check=False)
    until = time.monotonic() + 10
    while _bouncer_pid(state) is None or not (directory / "run" / f".s.PGSQL.{state.port}").exists():
        if time.monotonic() > until:
            raise PoolError(f"PgBouncer did not start ({(result.stderr or result.stdout).strip()}); see "
                            f"{directory / 'pgbouncer.log'}")
        time.sleep(0.05)


def stop_bouncer(state: PoolState) -> None:
    pid = _bouncer_pid(state)
    if pid is None:
        return
    os.kill(pid, signal.SIGTERM)   # immediate shutdown: its clients are only readers
    until = time.monotonic() + 10
    while process_alive(pid, "pgbouncer") and time.monotonic() < until:
        time.sleep(0.05)


def load_state(settings: Settings) -> PoolState | None:
    try:
        return PoolState.model_validate_json(_state_file(settings).read_text())
    except (OSError, ValueError):
        return None


def start(settings: Settings, replicas: int = 2, port: int | None = None,
          log: Callable[[str], None] = print) -> PoolState:
    """N standbys of the embedded cluster on ports `port + 1 ...` and PgBouncer on `port` (default: the cluster's
    port + 10); a pool already running is stopped first."""
    if replicas < 1:
        raise PoolError("a pool needs at least one replica")
    if pgbouncer_binary() is None:   # said before any standby is made
        raise PoolError(f"PgBouncer is not installed: apt-get install -y {DEBIAN_PACKAGE}")
    if load_state(settings) is not None:
        stop(settings, log)
    port = port or settings.db_port + 10
    state = PoolState(port=port, replica_ports=[port + i for i in range(1, replicas + 1)],
                      directory=str(_directory(settings) / "pgbouncer"))
    _own_directory(_directory(settings))
    _state_file(settings).write_text(state.model_dump_json())   # written first: `stop` finds a half-made pool
    for replica_port in state.replica_ports:
        log(f"making a hot standby on port {replica_port} (pg_basebackup)")
        standby.make(settings, replica_port)
    log(f"starting PgBouncer on port {port} ({len(state.replica_ports)} databases: {', '.join(state.names)})")
    start_bouncer(state, settings)
    return state


def stop(settings: Settings, log: Callable[[str], None] = print) -> None:
    """Stop PgBouncer and remove the standbys; nothing when there is no pool."""
    state = load_state(settings)
    if state is None:
        return
    log("stopping PgBouncer and the standbys")
    stop_bouncer(state)
    for replica_port in state.replica_ports:
        standby.remove(settings, replica_port)
    shutil.rmtree(_directory(settings), ignore_errors=True)


def status(settings: Settings) -> PoolStatus:
    state = load_state(settings)
    if state is None:
        return PoolStatus(state=None)
    return PoolStatus(state=state, bouncer_running=_bouncer_pid(state) is not None,
                      replicas_running={p: standby.pid(settings, p) is not None for p in state.replica_ports})


def environment(state: PoolState) -> str:
    """The line that points the agent at the pool (a shell's export)."""
    return f"export GEOREACT_READ_URLS={json.dumps(' '.join(state.read_urls()))}"

