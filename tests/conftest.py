"""Shared fixtures: one real embedded PostGIS cluster with the four real extracts, for the whole run.

The test cluster lives in its own home (GEOREACT_TEST_HOME, default ~/.cache/georeact-test) on its own
port, so it never touches a user's database. It is kept between runs; the data is loaded once.
"""

from __future__ import annotations

import os
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
