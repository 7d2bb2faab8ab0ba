"""Hot standbys of the embedded cluster, made as a user would make a read replica: `pg_basebackup -R -X stream`
from the primary, then `pg_ctl start` on a port of its own. Each lives beside the cluster's directory (where the
server's own OS user may write), named by its port, so standbys on different ports never share a directory.

Used by `georeact db pool start` (a local pool of replicas to try the read pool on) and by the tests and
benchmarks that need a replica (tests/scale/test_read_replica.py, tests/scale/test_replica_pool.py).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from georeact.config import Settings
from georeact.db import cluster
from georeact.processes import process_alive


def root(settings: Settings, port: int) -> Path:
    base = cluster.cluster_dir(settings)
    return base.parent / f"{base.name}-replica-{port}"


def url(settings: Settings, port: int, role: str = cluster.READER_ROLE) -> str:
    """The URL of `role` on the standby on `port` (its Unix socket; peer authentication, as on the primary)."""
    return f"postgresql:///{settings.db_name}?host={root(settings, port) / 'run'}&port={port}&user={role}"


def _as_server_user(program: str, *args: str) -> None:
    cluster._run_as_server_user([str(cluster._pg_bin_dir() / program), *args])


def make(settings: Settings, port: int) -> str:
    """A new hot standby of the (started) embedded cluster on `port`, replacing any left on that port; the
    reader's URL on it."""
    cluster.start(settings, log=lambda message: None)   # its pg_hba lets the OS user stream a copy
    remove(settings, port)
    where = root(settings, port)
    data, run = where / "data", where / "run"
    for path in (where, data, run):
        path.mkdir(mode=0o700)
        if os.geteuid() == 0:
            shutil.chown(path, "postgres", "postgres")
    # --checkpoint=fast: the default spread checkpoint waited up to 4.5 minutes for the primary's next one
    _as_server_user("pg_basebackup", "-D", str(data), "-R", "-X", "stream", "--checkpoint=fast",
                    "-h", str(cluster.socket_dir(settings)), "-p", str(settings.db_port), "-U", cluster.SUPERUSER)
    _as_server_user("pg_ctl", "-D", str(data), "-l", str(where / "server.log"), "-w", "-t", "60",
                    "-o", f"-p {port} -k {run} -h ''", "start")
    return url(settings, port)


def pid(settings: Settings, port: int) -> int | None:
    """The standby's postmaster, when it runs."""
    try:
        found = int((root(settings, port) / "data" / "postmaster.pid").read_text().splitlines()[0])
    except (OSError, ValueError, IndexError):
        return None
    return found if process_alive(found, "postgres") else None


def remove(settings: Settings, port: int) -> None:
    """Stop the standby on `port` (immediate: it holds nothing to flush) and delete it; nothing when there is none."""
    where = root(settings, port)
    if pid(settings, port) is not None:
        _as_server_user("pg_ctl", "-D", str(where / "data"), "-m", "immediate", "-w", "stop")
    shutil.rmtree(where, ignore_errors=True)
