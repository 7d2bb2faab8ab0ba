"""Shared fixtures: one real embedded PostGIS cluster with the four real extracts, for the whole run.

The test cluster lives in its own home (GEOREACT_TEST_HOME, default ~/.cache/georeact-test) on its own
port, so it never touches a user's database. It is kept between runs; the data is loaded once.
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import psycopg
import pytest

from georeact.services import default_extracts
from georeact.config import Settings
from georeact.db import cluster, importer
from georeact.db.network import build_network
from georeact.db.session import Database, owner_url

TEST_HOME = Path(os.environ.get("GEOREACT_TEST_HOME") or Path.home() / ".cache/georeact-test")
TEST_PORT = int(os.environ.get("GEOREACT_TEST_DB_PORT", "5441"))
# `make test` runs the suite in one process per core (pytest-xdist, a module to a process): gw0, gw1, ...;
# none when run plainly
WORKER = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw") or 0)
WAITS_LOG = "lock-waits.log"   # each wait of a test process for a shared thing, this run


def own_port(default: int) -> int:
    """The port of a throw-away cluster this process starts: each worker its own, so two never meet on one."""
    return default + 100 * WORKER


@contextmanager
def one_process_at_a_time(name: str, shared: bool = False) -> Iterator[None]:
    """Held while this test process uses `name` (starts or loads the shared cluster, runs the model's server): the
    other workers wait, then find it done. `shared`: any number of holders, while no one holds it alone."""
    TEST_HOME.mkdir(parents=True, exist_ok=True)
    with open(TEST_HOME / f"{name.replace(' ', '-')}.lock", "w") as lock:
        asked = time.monotonic()
        fcntl.flock(lock, fcntl.LOCK_SH if shared else fcntl.LOCK_EX)
        if (waited := time.monotonic() - asked) >= 1.0:   # the run's summary adds these up (a worker idle)
            with open(TEST_HOME / WAITS_LOG, "a", encoding="utf-8") as log:
                log.write(f"{waited:.1f}\t{name}\tgw{WORKER}\n")
        yield


def pytest_sessionstart(session: pytest.Session) -> None:
    if not hasattr(session.config, "workerinput"):   # the controller (or a plain run): a new run's log
        (TEST_HOME / WAITS_LOG).unlink(missing_ok=True)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """How long test processes sat waiting for one another (a worker waiting is time the suite loses)."""
    log = TEST_HOME / WAITS_LOG
    waits = [line.split("\t") for line in log.read_text(encoding="utf-8").splitlines()] if log.exists() else []
    if waits:
        by_name: dict[str, float] = {}
        for seconds, name, _ in waits:
            by_name[name] = by_name.get(name, 0.0) + float(seconds)
        terminalreporter.write_line("waited for shared things: " + ", ".join(
            f"{name} {seconds:.0f} s" for name, seconds in sorted(by_name.items(), key=lambda kv: -kv[1])))


def _changes_the_cluster(item: pytest.Item) -> bool:
    return item.get_closest_marker("changes_the_test_cluster") is not None


def _reads_the_cluster(item: pytest.Item) -> bool:
    """Whether the test uses the shared test cluster: every way to it goes through the `settings` fixture."""
    return "settings" in getattr(item, "fixturenames", ())


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """The modules that change the shared cluster first, each followed by a large one that never touches it: while one
    worker holds the cluster alone, the other has work that needs no cluster (xdist hands out modules in this
    order), instead of waiting for it. The rest keep their order, but for those marked to use one thing alone."""
    modules: dict[object, list[pytest.Item]] = {}
    for item in items:
        modules.setdefault(item.module, []).append(item)
    changing = [m for m, its in modules.items() if any(map(_changes_the_cluster, its))]
    # the largest of those that need no cluster (by their count of tests: no durations are known here)
    apart = sorted((m for m, its in modules.items() if m not in changing and not any(map(_reads_the_cluster, its))),
                   key=lambda m: -len(modules[m]))
    first = [m for pair in zip(changing, apart) for m in pair] + changing[len(apart):]
    rest = [m for m in modules if m not in first]
    # the modules that use one thing alone (the model's server) spread evenly over the rest: next to each other,
    # the second worker would take one and wait out the other (a minute and more per pair, measured)
    groups: dict[str, list[object]] = {}
    for module in rest:
        for name in sorted({name for item in modules[module] for marker in item.iter_markers("uses_alone")
                            for name in marker.args}):
            groups.setdefault(name, []).append(module)
    for members in groups.values():
        rest = [m for m in rest if m not in members]
        step = len(rest) / len(members)
        for index, module in reversed(list(enumerate(members))):
            rest.insert(round(index * step + step / 2), module)
    items[:] = [item for module in first + rest for item in modules[module]]


@pytest.fixture(scope="module", autouse=True)
def _shared_with_other_workers(request) -> Iterator[None]:
    """What two test processes must not use at once, held for a module's whole run. A module that changes the data
    of the shared test cluster (loads, rebuilds the road network, renames a region for a while) runs alone; the
    others that read it read it together; one that never touches it holds nothing. A module marked
    `uses_alone(name)` holds that thing (the embedded model's server, the chat's history file) while no other module
    does."""
    own = [item for item in request.session.items if item.module is request.module]
    changes = any(map(_changes_the_cluster, own))
    with ExitStack() as held:
        if changes or any(map(_reads_the_cluster, own)):
            held.enter_context(one_process_at_a_time("test-cluster-data", shared=not changes))
        for marker in request.node.iter_markers("uses_alone"):
            for name in marker.args:
                held.enter_context(one_process_at_a_time(name))
        yield


# rows and an md5 over every row of one data table (benchmarks/hostile.py checks its run with it too)
TABLE_CHECKSUM = "SELECT count(*), md5(coalesce(string_agg(md5(t::text), '' ORDER BY id), '')) FROM public.{table} t"


def make_settings(**overrides) -> Settings:
    # restate off, the free loop on: the loop's tests script every model call of the loop;
    # tests/agent/test_restating.py turns the restatement on and the free loop off
    values = {"home": TEST_HOME, "db_port": TEST_PORT, "database_url": None, "owner_database_url": None,
              "restate": False, "free_loop": True}
    values.update(overrides)
    return Settings(**values)


@pytest.fixture(scope="session")
def settings() -> Settings:
    s = make_settings()
    with one_process_at_a_time("cluster"):
        cluster.start(s, log=lambda message: None)
        with psycopg.connect(owner_url(s)) as conn:
            loaded = set(importer.loaded_files(conn)) - set(importer.stale_files(conn))
        missing = [path for path in default_extracts() if path.name not in loaded]
        for index, path in enumerate(missing):
            importer.load_file(path, owner_url(s), reader_role=cluster.READER_ROLE, log=lambda message: None,
                               network=index == len(missing) - 1)
        with psycopg.connect(owner_url(s)) as conn:
            importer.add_derived_tables(conn, cluster.READER_ROLE)   # a cluster loaded by an older version
            has_network = conn.execute("SELECT to_regclass('network.edges')").fetchone()[0]
        if not has_network:
            with psycopg.connect(owner_url(s), autocommit=True) as conn:
                build_network(conn)
    return s


@pytest.fixture(scope="session")
def db(settings: Settings):
    database = Database(settings).open()
    yield database
    database.close()


@pytest.fixture(scope="session")
def owner_conn(settings: Settings):
    with psycopg.connect(owner_url(settings), autocommit=True) as conn:
        yield conn


@pytest.fixture(scope="session")
def table_checksum(owner_conn):
    """A function returning a checksum of every data table (to prove nothing was changed)."""

    def checksum() -> dict[str, str]:
        result = {}
        for table in importer.DATA_TABLES:
            row = owner_conn.execute(TABLE_CHECKSUM.format(table=table)).fetchone()
            result[table] = f"{row[0]}:{row[1]}"
        return result

    return checksum


@pytest.fixture(scope="session")
def ctx(db, settings):
    from georeact.tools.base import ToolContext

    return ToolContext(db=db, settings=settings)


@pytest.fixture(scope="session")
def planet_osm_loaded(settings: Settings) -> dict:
    """The four extracts also in osm2pgsql's classic layout (`georeact db load --schema planet_osm`), loaded
    once and kept between runs like the GS-QA tables: re-imported only when the files or the import flags
    changed, the views rebuilt only when their definition did. Returns the latest load record."""
    from georeact.db import planet_osm

    files = default_extracts()
    with one_process_at_a_time("planet_osm"):
        with psycopg.connect(owner_url(settings)) as conn:
            needed = planet_osm.needed(conn, files)
        if needed != "nothing":
            planet_osm.load(files, owner_url(settings), reader_role=cluster.READER_ROLE, log=lambda message: None,
                            views_only=needed == "views")
    with psycopg.connect(owner_url(settings)) as conn:
        return planet_osm.latest_load(conn)


@pytest.fixture(scope="session")
def osm_ctx(db, settings, planet_osm_loaded):
    """A ToolContext on the planet_osm profile (same database and reader role as `ctx`)."""
    from georeact.db.profiles import PLANET_OSM
    from georeact.tools.base import ToolContext

    return ToolContext(db=db, settings=settings.model_copy(update={"schema_profile": "planet_osm"}), profile=PLANET_OSM)


@pytest.fixture(scope="session")
def scratch_settings(tmp_path_factory):
    """A throw-away cluster (tests/reliability/scratch.py) for tests that restart or attack a server."""
    from tests.reliability import scratch

    settings = scratch.acquire(tmp_path_factory.mktemp("scratch-home"))
    yield settings
    scratch.release()
