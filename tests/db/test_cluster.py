"""The embedded cluster's life cycle, on a throwaway home and port (not the shared test cluster)."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess

import psycopg
import pytest

from georeact.db import cluster
from georeact.db.session import reader_url
from tests.conftest import make_settings, own_port


@pytest.fixture()
def scratch(tmp_path):
    s = make_settings(home=tmp_path / "home", db_port=own_port(5448))
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


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("runuser"), reason="needs root to act as another OS user")
def test_other_os_users_cannot_log_in(scratch):
    """Peer authentication mapped to the user running geo-react, and a socket directory only that user reaches:
    each holds alone (the directory is opened up to test the authentication by itself)."""
    cluster.start(scratch, log=lambda message: None)
    with psycopg.connect(cluster.connection_url(scratch, cluster.SUPERUSER)) as conn:
        methods = {row[0] for row in conn.execute("SELECT auth_method FROM pg_hba_file_rules WHERE error IS NULL")}
    assert methods == {"peer", "scram-sha-256"}, methods
    run = cluster.socket_dir(scratch)
    assert stat.S_IMODE(run.stat().st_mode) == 0o700

    def as_nobody(role: str) -> subprocess.CompletedProcess:
        return subprocess.run(["runuser", "-u", "nobody", "--", "psql", "-X", "-Atc", "SELECT current_user",
                               cluster.connection_url(scratch, role)], capture_output=True, text=True, cwd="/")

    denied = as_nobody(cluster.SUPERUSER)
    assert denied.returncode != 0 and "Permission denied" in denied.stderr, denied.stderr
    for path in (run.parent, run):
        path.chmod(0o755)
    try:
        for role in (cluster.SUPERUSER, cluster.READER_ROLE):
            refused = as_nobody(role)
            assert refused.returncode != 0 and "Peer authentication failed" in refused.stderr, refused.stderr
    finally:
        for path in (run.parent, run):
            path.chmod(0o700)
    with psycopg.connect(reader_url(scratch)) as conn:   # the user running geo-react still gets in
        assert conn.execute("SELECT current_user").fetchone()[0] == cluster.READER_ROLE


def test_a_running_database_of_an_older_import_style_is_brought_up_to_date(settings, monkeypatch):
    """`ask`/`chat` on a cluster left running across an upgrade: the shipped extracts loaded with another import
    style are reloaded (the load itself is tested in test_data.py; here, what is reloaded and when)."""
    from georeact import services
    from georeact.db import importer

    reloaded: list[list[str]] = []
    monkeypatch.setattr(services, "load_files", lambda settings, files: reloaded.append(sorted(p.name for p in files)))
    services.ensure_database(settings)                 # running, loaded with today's style: nothing to do
    assert reloaded == []
    monkeypatch.setattr(importer, "style_sha256", lambda: "the style of the next release")
    services.ensure_database(settings)
    assert reloaded == [sorted(p.name for p in services.default_extracts())]


def test_the_reader_reaches_only_its_own_database(settings):
    """Issue 32: the reader role could connect to `postgres` and `template1` (nothing to read there, but a door);
    issue 41: nor to the stop role's database."""
    import psycopg

    from georeact.db import cluster
    from georeact.db.roles import STOPPER_DATABASE

    for dbname in ("postgres", "template1", STOPPER_DATABASE):
        with pytest.raises(psycopg.OperationalError, match="permission denied for database"):
            psycopg.connect(cluster.connection_url(settings, cluster.READER_ROLE, dbname=dbname), connect_timeout=5)
    with psycopg.connect(cluster.connection_url(settings, cluster.READER_ROLE), connect_timeout=5) as conn:
        assert conn.execute("SELECT 1").fetchone() == (1,)
