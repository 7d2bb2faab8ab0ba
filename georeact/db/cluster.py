"""The embedded PostgreSQL/PostGIS cluster: initdb, start, stop, status, reset.

Layout under the project home (`$GEOREACT_HOME/pg`):
    data/   the cluster (owned by the server's OS user)
    run/    the Unix socket directory (no TCP unless `db_listen` is set)
    server.log

PostgreSQL refuses to run as root. When we are root, the server runs as the `postgres` system user
(runuser); since a home under /root is not reachable by that user, the cluster then lives in
/var/lib/postgresql/georeact/<hash-of-home> and `$GEOREACT_HOME/pg` is a symlink to it.
"""

from __future__ import annotations

import hashlib
import os
import pwd
import shutil
import signal
import subprocess
import time
from pathlib import Path

from pydantic import BaseModel

from georeact.config import Settings
from georeact.errors import GeoReactError
from georeact.processes import process_alive
from georeact.db.roles import (OWNER_ROLE, READER_ROLE, STOPPER_DATABASE, STOPPER_ROLE, reader_grants_sql,
                               revoke_side_effects_sql, roles_sql, stopper_sql)



SUPERUSER = "postgres"
EXTENSIONS = ("postgis", "pg_trgm", "unaccent", "pgrouting")
DEBIAN_PACKAGES = "postgresql-15 postgresql-15-postgis-3 postgresql-15-pgrouting postgresql-contrib osm2pgsql"


class ClusterError(GeoReactError):
    """A cluster operation failed; the message says what to do."""


class ClusterStatus(BaseModel):
    initialized: bool
    running: bool
    pid: int | None = None
    data_dir: str
    socket_dir: str
    port: int
    message: str = ""


def _pg_bin_dir() -> Path:
    for candidate in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (candidate / "pg_ctl").exists():
            return candidate
    raise ClusterError(f"PostgreSQL server binaries not found. Install them: apt-get install -y {DEBIAN_PACKAGES}")


def _as_root() -> bool:
    return os.geteuid() == 0


def cluster_dir(settings: Settings) -> Path:
    """The directory holding data/ and run/ (the real path, after the root redirect)."""
    link = settings.home / "pg"
    if not _as_root():
        return link
    digest = hashlib.sha1(str(settings.home.resolve()).encode()).hexdigest()[:10]
    return Path("/var/lib/postgresql/georeact") / digest


def data_dir(settings: Settings) -> Path:
    return cluster_dir(settings) / "data"


def socket_dir(settings: Settings) -> Path:
    return cluster_dir(settings) / "run"


def _log_file(settings: Settings) -> Path:
    return cluster_dir(settings) / "server.log"


def _run_as_server_user(args: list[str], check: bool = True, capture: bool = True) -> subprocess.CompletedProcess:
    command = ["runuser", "-u", "postgres", "--", *args] if _as_root() else args
    result = subprocess.run(command, capture_output=capture, text=True)
    if check and result.returncode != 0:
        detail = (result.stderr or result.stdout or "").strip()
        raise ClusterError(f"{' '.join(args[:2])} failed: {detail}")
    return result


def _prepare_dirs(settings: Settings) -> None:
    base = cluster_dir(settings)
    settings.home.mkdir(parents=True, exist_ok=True)
    (base / "run").mkdir(parents=True, exist_ok=True)
    (base / "run").chmod(0o700)   # the socket: no other OS user reaches it
    if _as_root():
        try:
            pw = pwd.getpwnam("postgres")
        except KeyError as exc:
            raise ClusterError("Running as root needs the 'postgres' system user: apt-get install -y postgresql-15") from exc
        for path in (base, base / "run"):
            os.chown(path, pw.pw_uid, pw.pw_gid)
        base.chmod(0o700)
        (base / "run").chmod(0o700)
        link = settings.home / "pg"
        if not link.is_symlink():
            if link.exists():
                raise ClusterError(f"{link} exists and is not a symlink to {base}; move it away or set GEOREACT_HOME")
            link.symlink_to(base)


def _os_user(uid: int) -> str:
    return pwd.getpwuid(uid).pw_name


def auth_files(client_user: str, server_user: str) -> tuple[str, str]:
    """pg_hba.conf and pg_ident.conf: on the socket, only the OS user running geo-react (and the server's own
    user) may log in, as one of the cluster's roles (peer authentication, checked by the kernel), and may stream a
    copy for a read replica (`pg_basebackup`, docs/scale.md); TCP, when `db_listen` enables it, needs a password."""
    hba = ("# geo-react: written at every `georeact db start`\n"
           "local all all peer map=georeact\n"
           "local replication all peer map=georeact\n"
           "host  all all 127.0.0.1/32 scram-sha-256\n"
           "host  all all ::1/128 scram-sha-256\n")
    ident = "".join(f"georeact {os_user} {role}\n" for os_user in dict.fromkeys([client_user, server_user])
                    for role in (SUPERUSER, OWNER_ROLE, READER_ROLE, STOPPER_ROLE))
    return hba, ident


def _write_auth(settings: Settings) -> None:
    server_user = SUPERUSER if _as_root() else _os_user(os.geteuid())
    hba, ident = auth_files(_os_user(os.geteuid()), server_user)
    for name, text in (("pg_hba.conf", hba), ("pg_ident.conf", ident)):
        path = data_dir(settings) / name
        _run_as_server_user(["sh", "-c", f"cat > '{path}' <<'EOF'\n{text}EOF"])


def connection_url(settings: Settings, role: str, dbname: str | None = None) -> str:
    return f"postgresql:///{dbname or settings.db_name}?host={socket_dir(settings)}&port={settings.db_port}&user={role}"


def is_initialized(settings: Settings) -> bool:
    return (data_dir(settings) / "PG_VERSION").exists()


def _read_pid(settings: Settings) -> int | None:
    pid_file = data_dir(settings) / "postmaster.pid"
    try:
        return int(pid_file.read_text().splitlines()[0])
    except (OSError, ValueError, IndexError):
        return None


def stop_backend(settings: Settings, pid: int, wait_s: float) -> str:
    """Stop one backend of this cluster (a child of its postmaster, nothing else): SIGTERM (what
    pg_terminate_backend sends), then SIGKILL when it still runs after `wait_s`; the server then restarts its
    other sessions. Returns 'gone' (it had ended), 'terminated', 'killed' or 'not ours'."""
    def running() -> bool:
        return process_alive(pid, "postgres")

    postmaster = _read_pid(settings)
    try:
        parent = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return "gone"
    if postmaster is None or parent != postmaster:
        return "not ours"
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            return "gone" if sig == signal.SIGTERM else "terminated"
        except PermissionError:
            return "not ours"
        until = time.monotonic() + wait_s
        while time.monotonic() < until and running():
            time.sleep(0.02)
        if not running():
            return "terminated" if sig == signal.SIGTERM else "killed"
    return "killed"


def running_port(settings: Settings) -> int | None:
    """The port the running server listens on (postmaster.pid's fourth line), None when it cannot be read."""
    try:
        return int((data_dir(settings) / "postmaster.pid").read_text().splitlines()[3])
    except (OSError, ValueError, IndexError):
        return None


def status(settings: Settings) -> ClusterStatus:
    pid = _read_pid(settings) if is_initialized(settings) else None
    running = pid is not None and process_alive(pid, "postgres")
    if not is_initialized(settings):
        message = "not initialized: run `georeact db start`"
    elif running:
        message = f"running (pid {pid})"
    else:
        message = "stopped: run `georeact db start`"
    return ClusterStatus(
        initialized=is_initialized(settings),
        running=running,
        pid=pid if running else None,
        data_dir=str(data_dir(settings)),
        socket_dir=str(socket_dir(settings)),
        port=settings.db_port,
        message=message,
    )


def _initdb(settings: Settings, log) -> None:
    log(f"initdb: creating cluster in {data_dir(settings)}")
    _run_as_server_user(
        [str(_pg_bin_dir() / "initdb"), "-D", str(data_dir(settings)), "-U", SUPERUSER,
         "--auth-local=peer", "--auth-host=scram-sha-256", "-E", "UTF8", "--locale=C.UTF-8"]
    )
    conf = data_dir(settings) / "postgresql.auto.conf"
    # Written through the server user so that ownership stays right.
    settings_lines = [
        f"unix_socket_directories = '{socket_dir(settings)}'",
        f"listen_addresses = '{settings.db_listen}'",
        f"port = {settings.db_port}",
        "shared_buffers = '256MB'",
        "work_mem = '32MB'",
        "maintenance_work_mem = '256MB'",
        "max_connections = 100",
        "fsync = on",
        "logging_collector = off",
    ]
    _run_as_server_user(["sh", "-c", f"cat >> '{conf}' <<'EOF'\n" + "\n".join(settings_lines) + "\nEOF"])


def _remove_stale_pid(settings: Settings, log) -> None:
    pid_file = data_dir(settings) / "postmaster.pid"
    pid = _read_pid(settings)
    if pid_file.exists() and (pid is None or not process_alive(pid, "postgres")):
        log(f"removing stale pid file (pid {pid} is not running)")
        _run_as_server_user(["rm", "-f", str(pid_file)])


def start(settings: Settings, log=print) -> ClusterStatus:
    """Start the cluster (initializing and bootstrapping it on first use). A no-op when running."""
    current = status(settings)
    if current.running:
        _prepare_dirs(settings)
        _write_auth(settings)        # clusters made before peer authentication get it too
        _psql(settings, "SELECT pg_reload_conf()")
        _bootstrap(settings, log)  # idempotent: brings the roles' restrictions up to date
        return current
    _prepare_dirs(settings)
    fresh = not is_initialized(settings)
    if fresh:
        _initdb(settings, log)
    _write_auth(settings)
    _remove_stale_pid(settings, log)
    log(f"starting PostgreSQL (socket {socket_dir(settings)}, port {settings.db_port})")
    result = _run_as_server_user(
        [str(_pg_bin_dir() / "pg_ctl"), "-D", str(data_dir(settings)), "-l", str(_log_file(settings)),
         "-w", "-t", "60", "-o", f"-p {settings.db_port} -k {socket_dir(settings)} -h '{settings.db_listen}'", "start"],
        check=False,
    )
    if result.returncode != 0:
        tail = _tail(_log_file(settings))
        raise ClusterError(
            f"PostgreSQL did not start.\n{tail}\nCheck {_log_file(settings)}; if the port is taken set GEOREACT_DB_PORT."
        )
    _bootstrap(settings, log)
    return status(settings)


def _tail(path: Path, lines: int = 15) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no server log)"


def stop(settings: Settings, log=print) -> ClusterStatus:
    current = status(settings)
    if not current.running:
        _remove_stale_pid(settings, log) if is_initialized(settings) else None
        return status(settings)
    log("stopping PostgreSQL")
    _run_as_server_user([str(_pg_bin_dir() / "pg_ctl"), "-D", str(data_dir(settings)), "-m", "fast", "-w", "stop"])
    return status(settings)


def restart(settings: Settings, log=print) -> ClusterStatus:
    stop(settings, log)
    return start(settings, log)


def _psql(settings: Settings, sql: str, dbname: str = "postgres", user: str = SUPERUSER) -> str:
    result = subprocess.run(
        ["psql", "-X", "-q", "-t", "-A", "-v", "ON_ERROR_STOP=1", connection_url(settings, user, dbname), "-c", sql],
        capture_output=True, text=True,
    )
    if result.returncode != 0:
        raise ClusterError(f"SQL failed: {result.stderr.strip()}\n  in: {sql[:200]}")
    return result.stdout.strip()


def _bootstrap(settings: Settings, log) -> None:
    """Create roles, the database and extensions; idempotent."""
    if _psql(settings, f"SELECT 1 FROM pg_database WHERE datname = '{settings.db_name}'") == "1":
        # Re-applied at every start, so clusters made by older versions get newer restrictions too.
        _psql(settings, reader_grants_sql(settings.db_name) + revoke_side_effects_sql(), dbname=settings.db_name)
        _make_stopper(settings)
        return
    log(f"creating database {settings.db_name} with roles {OWNER_ROLE} (loads) and {READER_ROLE} (read-only)")
    _psql(settings, roles_sql({OWNER_ROLE: "LOGIN", READER_ROLE: "LOGIN CONNECTION LIMIT 40"}))
    _psql(settings, f"CREATE DATABASE {settings.db_name} OWNER {OWNER_ROLE}")
    for extension in EXTENSIONS:
        _psql(settings, f"CREATE EXTENSION IF NOT EXISTS {extension}", dbname=settings.db_name)
    _psql(settings, reader_grants_sql(settings.db_name) + revoke_side_effects_sql(), dbname=settings.db_name)
    _make_stopper(settings)


def _make_stopper(settings: Settings) -> None:
    """The stop role, for a replica of this cluster (docs/scale.md; signals reach this cluster's own backends)."""
    if _psql(settings, f"SELECT 1 FROM pg_database WHERE datname = '{STOPPER_DATABASE}'") != "1":
        _psql(settings, f"CREATE DATABASE {STOPPER_DATABASE}")
    _psql(settings, stopper_sql(), dbname=STOPPER_DATABASE)


def reset(settings: Settings, log=print) -> ClusterStatus:
    """Drop everything: stop the server and delete the cluster directory."""
    stop(settings, log)
    base = cluster_dir(settings)
    log(f"deleting {base}")
    shutil.rmtree(base, ignore_errors=True)
    link = settings.home / "pg"
    if link.is_symlink():
        link.unlink()
    return status(settings)


def wait_until_accepting(settings: Settings, timeout_s: float = 30.0) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        result = subprocess.run(
            [str(_pg_bin_dir() / "pg_isready"), "-h", str(socket_dir(settings)), "-p", str(settings.db_port)],
            capture_output=True,
        )
        if result.returncode == 0:
            return
        time.sleep(0.2)
    raise ClusterError("PostgreSQL is not accepting connections; see `georeact db status`.")
