"""osm2pgsql's middle (issue 42: a large country does not fit osm2pgsql's memory without `--slim`): chosen by the
input's size and the memory available, and a load through the slim middle gives the rows the in-memory one gives,
leaving no middle table behind. The flat nodes file is checked for its flags and its removal, not loaded through:
osm2pgsql allocates ~50 GB of disk for it whatever the input.

Real osm2pgsql on a database of its own in the test cluster (the shared data is not touched)."""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from georeact.db import cluster, importer
from georeact.db.osm2pgsql_middle import RAM_PER_INPUT_BYTE, MiddleChoice, choose, middle_flags
from georeact.db.roles import OWNER_ROLE
from tests.independent import EXTRACTS

GIB = 1024 ** 3


def _file_of(tmp_path: Path, size: int) -> Path:
    path = tmp_path / f"input-{size}.osm.pbf"
    with open(path, "wb") as handle:   # sparse: the size without the disk
        handle.truncate(size)
    return path


@pytest.mark.parametrize(("size", "available", "middle"), [
    (1 * 1024 ** 2, 24 * GIB, "ram"),                  # a town
    (1 * GIB, 24 * GIB, "ram"),                        # ~8 GiB in memory: fits in half of 24
    (2 * GIB, 24 * GIB, "slim"),                       # ~16 GiB: would not
    (1 * GIB, 12 * GIB, "slim"),                       # the same file on a busier machine
    (4 * GIB, 1024 * GIB, "ram"),                      # a large country on a machine that holds it
    (4 * GIB, 24 * GIB, "slim"),                       # ... and on this one (never flat nodes: chosen by hand)
])
def test_auto_keeps_the_middle_in_memory_while_it_fits(tmp_path, size, available, middle) -> None:
    choice = choose("auto", [_file_of(tmp_path, size)], available=available)
    assert choice.middle == middle
    assert f"~{RAM_PER_INPUT_BYTE * size / GIB:.1f} GiB" in choice.why


def test_a_middle_that_is_set_is_kept_whatever_the_size(tmp_path) -> None:
    assert choose("flat-nodes", [_file_of(tmp_path, 1024)], available=GIB).middle == "flat-nodes"
    assert choose("ram", [_file_of(tmp_path, 8 * GIB)], available=GIB).middle == "ram"


def test_the_flat_nodes_file_is_removed_when_the_import_fails(tmp_path) -> None:
    with pytest.raises(RuntimeError), middle_flags(MiddleChoice("flat-nodes", "test"), "staging", tmp_path) as flags:
        nodes = Path(next(flag for flag in flags if flag.startswith("--flat-nodes=")).split("=", 1)[1])
        nodes.write_bytes(b"\0" * 64)
        raise RuntimeError("osm2pgsql failed")
    assert not nodes.exists() and list(tmp_path.iterdir()) == []
    assert "--slim" in flags and "--drop" in flags and "--middle-schema=staging" in flags


@pytest.fixture(scope="module")
def own_database(settings):
    """A database of the test cluster of this module's own, set up as `georeact db start` sets one up."""
    mine = settings.model_copy(update={"db_name": "georeact_middle"})
    cluster._psql(settings, "DROP DATABASE IF EXISTS georeact_middle")
    cluster._bootstrap(mine, log=lambda _: None)
    try:
        yield cluster.connection_url(settings, OWNER_ROLE, "georeact_middle")
    finally:
        cluster._psql(settings, "DROP DATABASE IF EXISTS georeact_middle WITH (FORCE)")


def test_slim_loads_the_rows_the_memory_loads(own_database, tmp_path) -> None:
    town = EXTRACTS["liechtenstein"]
    rows = {}
    for middle in ("ram", "slim"):
        summary = importer.load_file(town, own_database, log=lambda _: None, network=False, middle=middle,
                                     scratch=tmp_path)
        rows[middle] = summary.rows_loaded
    assert rows["ram"]["pois"] > 1000
    assert rows["slim"] == rows["ram"]
    with psycopg.connect(own_database) as conn:
        left = conn.execute("SELECT table_schema || '.' || table_name FROM information_schema.tables "
                            "WHERE table_name ~ '_(nodes|ways|rels)$'").fetchall()
    assert left == []   # --drop took the middle tables
