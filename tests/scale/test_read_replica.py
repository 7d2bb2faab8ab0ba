"""Past one machine: the agent's tools against a read replica (a hot standby streaming from the embedded cluster,
made with pg_basebackup as a user would), through GEOREACT_DATABASE_URL, give the primary's answers; the replica
refuses writes on its own, and the tools' per-database caches follow the data the standby replays."""

from __future__ import annotations

import os
import shutil
import subprocess
import time

import psycopg
import pytest

from georeact.db import cluster
from georeact.db.session import Database, owner_url
from georeact.tools import resolve_location
from georeact.tools.metric import tool as calculate_metric
from georeact.tools.base import ToolContext, invoke
from tests.conftest import make_settings

REPLICA_PORT = 5449
CALLS = [
    (resolve_location, {"name": "Ateneum"}),
    (calculate_metric, {"metric": "nearest", "feature": "pharmacy", "anchor": "Rathaus Vaduz"}),
    (calculate_metric, {"metric": "count", "feature": "restaurant", "region": "Vaduz"}),
    (calculate_metric, {"metric": "largest", "feature": "park", "region": "Vaduz"}),
    (calculate_metric, {"metric": "distance", "anchor": "Ateneum", "anchor_b": "Kiasma"}),
]


def _as_server_user(*args: str) -> subprocess.CompletedProcess:
    return cluster._run_as_server_user([str(cluster._pg_bin_dir() / args[0]), *args[1:]])


@pytest.fixture(scope="module")
def replica(settings):
    """A hot standby of the test cluster on its own socket and port; stopped and removed afterwards."""
    cluster.start(settings, log=lambda message: None)   # its pg_hba lets the OS user stream a copy
    base = cluster.cluster_dir(settings)
    root = base.parent / f"{base.name}-replica"   # where the server's own user may write (not pytest's tmp)
    shutil.rmtree(root, ignore_errors=True)
    data, run = root / "data", root / "run"
    for path in (root, data, run):
        path.mkdir(mode=0o700)
        if os.geteuid() == 0:
            shutil.chown(path, "postgres", "postgres")
    # --checkpoint=fast: the default spread checkpoint waited up to 4.5 minutes for the primary's next one
    _as_server_user("pg_basebackup", "-D", str(data), "-R", "-X", "stream", "--checkpoint=fast",
                    "-h", str(cluster.socket_dir(settings)),
                    "-p", str(settings.db_port), "-U", cluster.SUPERUSER)
    _as_server_user("pg_ctl", "-D", str(data), "-l", str(root / "server.log"), "-w", "-t", "60",
                    "-o", f"-p {REPLICA_PORT} -k {run} -h ''", "start")
    url = f"postgresql:///{settings.db_name}?host={run}&port={REPLICA_PORT}&user={cluster.READER_ROLE}"
    try:
        yield url
    finally:
        _as_server_user("pg_ctl", "-D", str(data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(root, ignore_errors=True)


def _answers(settings, url: str | None) -> list[dict]:
    database = Database(settings, url=url) if url else Database(settings)
    with database as db:
        ctx = ToolContext(db=db, settings=settings)
        results = [invoke(tool.run, tool.Result, ctx, tool.Input(**args)) for tool, args in CALLS]
    assert all(result.ok for result in results), [result.error for result in results if not result.ok]
    return [result.model_dump(mode="json", exclude={"sql", "duration_ms"}) for result in results]


def test_the_tools_on_a_read_replica_answer_as_on_the_primary(settings, replica):
    with psycopg.connect(replica) as conn:
        assert conn.execute("SELECT pg_is_in_recovery()").fetchone()[0], "not a standby"
    on_replica = _answers(make_settings(database_url=replica), replica)
    assert on_replica == _answers(settings, None)


def test_a_replica_refuses_writes_and_follows_the_primary(settings, replica):
    with psycopg.connect(replica) as conn, pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
        conn.execute("SET default_transaction_read_only = off; CREATE TEMP TABLE t (x int); "
                     "CREATE TABLE public.intruder (x int)")
    with psycopg.connect(owner_url(settings), autocommit=True) as primary:
        primary.execute("CREATE TABLE IF NOT EXISTS georeact_meta.replica_probe (at timestamptz)")
        primary.execute("INSERT INTO georeact_meta.replica_probe VALUES (now())")
        lsn = primary.execute("SELECT pg_current_wal_lsn()").fetchone()[0]
    try:
        with psycopg.connect(replica) as conn:
            deadline = time.monotonic() + 30
            while conn.execute("SELECT pg_last_wal_replay_lsn() >= %s::pg_lsn", (lsn,)).fetchone()[0] is not True:
                assert time.monotonic() < deadline, "the standby did not replay the primary's write"
                time.sleep(0.2)
            version = conn.execute("SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint").fetchone()[0]
        with psycopg.connect(owner_url(settings)) as primary:
            assert version == primary.execute(
                "SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint").fetchone()[0]
    finally:
        with psycopg.connect(owner_url(settings), autocommit=True) as primary:
            primary.execute("DROP TABLE IF EXISTS georeact_meta.replica_probe")
