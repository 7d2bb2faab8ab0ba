"""Past one machine, a pool of read replicas (issue 42 items 1 and 2): the agent's reads spread over two hot standbys
of the test cluster (GEOREACT_READ_URLS); a standby killed with SIGKILL in the middle of a batch of 50 frozen
questions at concurrency 4 costs nothing: each read its death broke runs again on the other one, every question is
answered once, as on the primary alone. A statement that fails for its own reasons is not retried; a pool whose
every replica is down says so, naming them (passwords masked). The same through PgBouncer (`georeact db pool`).

The module reads the shared test cluster (the standbys are copies of it) and changes nothing in it."""

from __future__ import annotations

import json
import os
import signal
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest

from georeact.config import Settings
from georeact.db import local_pool, standby as standbys
from georeact.db.replicas import ReplicaPool, reader_database
from georeact.db.session import Database, DatabaseError, DatabaseUnavailable, QueryTimeout, recording_sql
from georeact.agent.trace import Trace
from georeact.evals.datasets import load_dataset
from georeact.evals.runner import RESULTS_FILE, run_eval
from georeact.evals.systems import make_system
from georeact.tools.base import ToolContext, invoke
from georeact.ui.mapping import notebook_html, write_map
from georeact.ui.web import WebChat
from tests.bounds import loaded
from tests.conftest import make_settings, own_port
from tests.reliability.test_limits import ALL_PAIRS
from tests.scale.test_read_replica import CALLS, active_readers, standby

# `georeact db pool` keeps one directory per cluster: test_replica_lag.py's pool must not run meanwhile
pytestmark = pytest.mark.uses_alone("local replica pool")

POOL_PORT = own_port(int(os.environ.get("GEOREACT_TEST_POOL_PORT", "5491")))   # the standbys: this and the next
BOUNCER_PORT = POOL_PORT + 3                                                    # PgBouncer, its standbys after it
FROZEN = Path(__file__).resolve().parents[2] / "evals/data/frozen"
QUESTIONS, KILL_AFTER = 50, 15   # the batch, and the answers written before a standby is killed


def test_the_read_urls_from_the_environment(monkeypatch):
    """Separated by spaces (not commas: a libpq URL lists several hosts with them), or a JSON list (key=value
    strings hold spaces)."""
    monkeypatch.setenv("GEOREACT_READ_URLS", " postgresql://r1/georeact  postgresql://r2,r3/georeact ")
    assert Settings().read_urls == ["postgresql://r1/georeact", "postgresql://r2,r3/georeact"]
    monkeypatch.setenv("GEOREACT_READ_URLS", '["host=r1 dbname=georeact", "host=r2 dbname=georeact"]')
    assert Settings().read_urls == ["host=r1 dbname=georeact", "host=r2 dbname=georeact"]
    # one replica is a pool of one: its lag is checked and noted as in a pool of several
    assert isinstance(reader_database(Settings(read_urls=["postgresql://r1/georeact"])), ReplicaPool)
    assert isinstance(reader_database(Settings(read_urls=[])), Database)


@pytest.fixture(scope="module")
def replicas(settings) -> Iterator[list[str]]:
    """Two hot standbys of the test cluster: the reader's URL on each."""
    with ExitStack() as stack:
        yield [stack.enter_context(standby(settings, POOL_PORT + i)) for i in range(2)]


def _pool(replicas: list[str]) -> ReplicaPool:
    pool = reader_database(make_settings(read_urls=replicas))
    assert isinstance(pool, ReplicaPool)
    return pool


def test_reads_spread_over_the_replicas(replicas):
    with _pool(replicas) as pool:
        ports = Counter(pool.query("SELECT current_setting('port')::int").rows[0][0] for _ in range(6))
        assert ports == {POOL_PORT: 3, POOL_PORT + 1: 3}
        assert pool.query("SELECT pg_is_in_recovery()").rows[0][0] is True


def test_a_statement_that_fails_on_its_own_is_not_retried(replicas):
    """A wrong statement would fail the same on every replica: raised as it is, run once."""
    with _pool(replicas) as pool, recording_sql() as log, pytest.raises(DatabaseError) as raised:
        pool.query("SELECT no_such_column FROM pois")
    assert not isinstance(raised.value, DatabaseUnavailable)
    assert "no_such_column" in str(raised.value)
    assert len(log) == 1, [entry.error for entry in log]


def test_a_pool_with_every_replica_down_says_which_it_tried():
    """Nothing listens on these ports: DatabaseUnavailable names both, their passwords masked."""
    urls = [f"postgresql://georeact_reader:s3cret@127.0.0.1:{POOL_PORT + 60}/georeact",
            f"host=127.0.0.1 port={POOL_PORT + 61} dbname=georeact user=georeact_reader password=hunter2"]
    for use in (lambda pool: pool.open(), lambda pool: pool.query("SELECT 1")):
        with pytest.raises(DatabaseUnavailable) as raised:
            use(ReplicaPool(make_settings(read_urls=urls), urls))
        message = str(raised.value)
        assert f"127.0.0.1:{POOL_PORT + 60}" in message and f"port={POOL_PORT + 61}" in message, message
        assert "s3cret" not in message and "hunter2" not in message and message.count("***") == 2, message
        assert message.startswith("No read replica answered"), message


def test_the_web_page_and_the_map_export_read_through_the_pool(tmp_path):
    """Their reads (the answer's places, the map's background) go where the agent's do: with GEOREACT_READ_URLS
    naming replicas that are down, they fail on those, not quietly on the primary."""
    urls = [f"postgresql://georeact_reader@127.0.0.1:{POOL_PORT + 62 + i}/georeact" for i in range(2)]
    down = make_settings(read_urls=urls)
    trace = Trace(id="t1", question="Where is Ateneum?")
    for read in (lambda: write_map(trace, down, tmp_path / "map.html"), lambda: notebook_html(trace, down),
                 lambda: WebChat(None, down)._answer(trace)):
        with pytest.raises(DatabaseUnavailable) as raised:
            read()
        assert str(raised.value).startswith("No read replica answered") and f":{POOL_PORT + 63}/" in str(raised.value)


def test_a_runaway_on_either_replica_is_ended_there(replicas):
    """pgRouting's all pairs ignores cancellation: past its deadline each replica's backend is ended through the
    stop role on that replica (its standby replayed it from the primary), not said to run on, and not retried on
    the other replica (a timeout is the statement's own)."""
    with reader_database(make_settings(read_urls=replicas, statement_timeout_ms=1000, pool_max_size=1)) as pool:
        for _ in replicas:   # in turn: once on each
            with recording_sql() as log, pytest.raises(QueryTimeout) as raised:
                pool.query(ALL_PAIRS, untrusted=True)
            assert len(log) == 1, [entry.error for entry in log]
            fate = raised.value.backend or ""
            assert fate == "its database process was ended (pg_terminate_backend)" or fate.endswith(
                "ignored cancellation and pg_terminate_backend: it still runs on the server until the C function it "
                "is in returns"), fate
        for url in replicas:   # and each ends (pg_terminate_backend is pending in it)
            until = time.monotonic() + loaded(30)
            while active_readers(url) and time.monotonic() < until:
                time.sleep(0.2)
            assert active_readers(url) == [], url


def _answers(settings, db) -> list[dict]:
    ctx = ToolContext(db=db, settings=settings)
    results = [invoke(tool.run, tool.Result, ctx, tool.Input(**args)) for tool, args in CALLS]
    assert all(result.ok for result in results), [result.error for result in results if not result.ok]
    return [result.model_dump(mode="json", exclude={"sql", "duration_ms"}) for result in results]


@contextmanager
def local_bouncer(settings, port: int) -> Iterator[local_pool.PoolState]:
    """`georeact db pool start --replicas 2` on `port`: PgBouncer in front of two standbys of the test cluster
    (tests/scale/test_replica_lag.py uses it too)."""
    if local_pool.pgbouncer_binary() is None:
        pytest.skip("PgBouncer is not installed (apt-get install -y pgbouncer; `make install` does it)")
    state = local_pool.start(settings, replicas=2, port=port, log=lambda message: None)
    try:
        yield state
    finally:
        local_pool.stop(settings, log=lambda message: None)


@pytest.fixture(scope="module")
def bouncer(settings) -> Iterator[local_pool.PoolState]:
    with local_bouncer(settings, BOUNCER_PORT) as state:
        yield state


def test_the_tools_answer_through_pgbouncer_and_survive_a_standby_killed_behind_it(settings, bouncer):
    on_primary = _answers(settings, Database(settings).open())
    pool_settings = make_settings(read_urls=bouncer.read_urls())
    with reader_database(pool_settings) as pool:
        ports = {pool.query("SELECT current_setting('port')::int").rows[0][0] for _ in range(4)}
        assert ports == set(bouncer.replica_ports), "not through PgBouncer to both standbys"
        assert _answers(pool_settings, pool) == on_primary
        os.kill(standbys.pid(settings, bouncer.replica_ports[0]) or 0, signal.SIGKILL)
        # its idle connections behind PgBouncer are dead now: the reads they get run again on the other standby
        assert _answers(pool_settings, pool) == on_primary
        assert pool.retried >= 1
        assert local_pool.status(settings).replicas_running == {bouncer.replica_ports[0]: False,
                                                                 bouncer.replica_ports[1]: True}


def _run(db, out: Path, on_result=None) -> dict[str, dict]:
    """The frozen set's first 50 dev questions, plan-only, at concurrency 4 (as `georeact eval run --dataset
    evals/data/frozen --split dev --system plan-only --limit 50 --concurrency 4` runs them); the records by id."""
    settings = make_settings()
    system = make_system("plan-only", settings, None, db)
    run_eval(load_dataset(FROZEN), [system], out, concurrency=4, limit=QUESTIONS, split="dev", progress=False,
             on_result=on_result)
    records = [json.loads(line) for line in (out / RESULTS_FILE).read_text().splitlines() if line.strip()]
    ids = [record["question_id"] for record in records]
    assert len(ids) == QUESTIONS and len(set(ids)) == QUESTIONS, Counter(ids).most_common(3)   # each once
    return {record["question_id"]: record for record in records}


def test_a_standby_killed_in_the_middle_of_a_batch_loses_no_question(settings, replicas, tmp_path):
    """Last in the module: it kills one of the standbys."""
    with Database(settings) as primary:
        alone = _run(primary, tmp_path / "primary")
    killed: list[int] = []

    def kill_one_standby(record: dict) -> None:
        if not killed and sum(1 for _ in (tmp_path / "pool" / RESULTS_FILE).open()) >= KILL_AFTER:
            pid = standbys.pid(settings, POOL_PORT)
            assert pid is not None
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    with _pool(replicas) as pool:
        spread = _run(pool, tmp_path / "pool", on_result=kill_one_standby)
        assert killed and standbys.pid(settings, POOL_PORT) is None, "the standby was not killed mid-batch"
        assert len(pool.healthy()) == 1, pool.healthy()   # the dead one is out of the turn
        assert pool.retried >= 1, "no read went to the killed standby after its death"
    assert [(qid, r["error"]) for qid, r in spread.items() if r["error"]] == []
    assert {qid: r["answer"] for qid, r in spread.items()} == {qid: r["answer"] for qid, r in alone.items()}
    assert all(not r["error"] for r in alone.values())
