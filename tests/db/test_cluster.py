"""The embedded cluster's life cycle, on a throwaway home and port (not the shared test cluster)."""

from __future__ import annotations

import psycopg
import pytest

from georeact.db import cluster
from georeact.db.session import reader_url
from tests.conftest import make_settings


@pytest.fixture()
def scratch(tmp_path):
    s = make_settings(home=tmp_path / "home", db_port=5449)
    yield s
    cluster.reset(s, log=lambda message: None)


def test_start_stop_restart_and_noop_start(scratch):
    assert not cluster.status(scratch).initialized
    state = cluster.start(scratch, log=lambda message: None)
    assert state.running and state.pid
    assert cluster.start(scratch, log=lambda message: None).pid == state.pid  # already running: no-op
    with psycopg.connect(reader_url(scratch)) as conn:
        extensions = {row[0] for row in conn.execute("SELECT extname FROM pg_extension")}
    assert {"postgis", "pg_trgm", "unaccent", "pgrouting"} <= extensions
    assert not cluster.stop(scratch, log=lambda message: None).running
    restarted = cluster.restart(scratch, log=lambda message: None)
    assert restarted.running and restarted.pid != state.pid


def test_unix_socket_only_by_default(scratch):
    cluster.start(scratch, log=lambda message: None)
    with psycopg.connect(reader_url(scratch)) as conn:
        assert conn.execute("SHOW listen_addresses").fetchone()[0] == ""


def test_stale_pid_file_is_handled(scratch):
    cluster.start(scratch, log=lambda message: None)
    cluster.stop(scratch, log=lambda message: None)
    pid_file = cluster.data_dir(scratch) / "postmaster.pid"
    # A pid that is certainly not a running postgres (pid_max is far below this).
    pid_file.write_text("99999999\n" + str(cluster.data_dir(scratch)) + "\n")
    assert not cluster.status(scratch).running
    assert cluster.start(scratch, log=lambda message: None).running


def test_failed_start_says_what_to_do(scratch):
    cluster.start(scratch, log=lambda message: None)
    cluster.stop(scratch, log=lambda message: None)
    conf = cluster.data_dir(scratch) / "postgresql.auto.conf"
    conf.write_text(conf.read_text() + "shared_buffers = 'not-a-size'\n")
    with pytest.raises(cluster.ClusterError) as failure:
        cluster.start(scratch, log=lambda message: None)
    message = str(failure.value)
    assert "did not start" in message and "server.log" in message and "shared_buffers" in message
