"""A failed `db load` leaves no staging tables behind and the data tables as they were (issue 18, item 9).

Real osm2pgsql on the shared test cluster. The test files are named unlike the loaded extracts, and their
objects cannot collide with loaded ones, so even a regression here adds no row to another file's data.
"""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from georeact.db import importer, planet_osm
from georeact.db.session import owner_url
from tests.independent import EXTRACTS

pytestmark = pytest.mark.changes_the_test_cluster   # loads, rebuilds or edits its data for a while: alone

# one cafe with an OSM id far above any real one, in the Gulf of Guinea: nothing any test asks about
ONE_CAFE = """<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6" generator="geo-react test">
  <node id="9000000000001" version="1" lat="0.0001" lon="0.0001">
    <tag k="amenity" v="cafe"/>
    <tag k="name" v="geo-react rollback test cafe"/>
  </node>
</osm>
"""


def staging_relations(conn: psycopg.Connection, schema: str = "staging") -> list[str]:
    """Every relation in a loader's staging schema, read while no load runs (loads hold LOAD_LOCK)."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (importer.LOAD_LOCK,))
        return [row[0] for row in conn.execute(
            "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = %s ORDER BY 1", (schema,))]


def truncated_monaco(directory: Path) -> Path:
    """The first half of a real extract, named unlike every loaded file (no rows of it to replace)."""
    data = EXTRACTS["monaco"].read_bytes()
    path = directory / "truncated-monaco-test.osm.pbf"
    path.write_bytes(data[: len(data) // 2])
    return path


def load_records(conn: psycopg.Connection, name: str) -> int:
    return conn.execute("SELECT count(*) FROM georeact_meta.loads WHERE file = %s", (name,)).fetchone()[0]


def test_a_truncated_extract_fails_and_leaves_nothing(settings, owner_conn, table_checksum, tmp_path: Path) -> None:
    truncated = truncated_monaco(tmp_path)
    before = table_checksum()

    with pytest.raises(importer.LoadError, match=f"osm2pgsql failed on {truncated.name}"):
        importer.load_file(truncated, owner_url(settings), log=lambda message: None, network=False)

    assert staging_relations(owner_conn) == []
    assert table_checksum() == before
    assert load_records(owner_conn, truncated.name) == 0


def parks_xml(count: int) -> str:
    """`count` small square parks (closed ways) with OSM ids far above any real one, in the Gulf of Guinea."""
    nodes, ways = [], []
    for i in range(count):
        base = 9_000_000_000_100 + 10 * i
        corners = [(0.001 * i, 0.0002), (0.001 * i + 0.0005, 0.0002), (0.001 * i + 0.0005, 0.0007), (0.001 * i, 0.0007)]
        nodes += [f'<node id="{base + k}" version="1" lat="{lat}" lon="{lon}"/>' for k, (lon, lat) in enumerate(corners)]
        refs = "".join(f'<nd ref="{base + k}"/>' for k in (0, 1, 2, 3, 0))
        ways.append(f'<way id="{base}" version="1">{refs}<tag k="leisure" v="park"/>'
                    f'<tag k="name" v="geo-react rollback test park {i}"/></way>')
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6" generator="geo-react test">\n'
            + "\n".join(nodes + ways) + "\n</osm>\n")


def index_definitions(conn: psycopg.Connection) -> list[tuple[str, str]]:
    return conn.execute("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' "
                        "AND tablename = ANY(%s) ORDER BY 1", (list(importer.DATA_TABLES),)).fetchall()


def test_a_failed_bulk_merge_keeps_the_rows_and_the_indexes(settings, owner_conn, table_checksum,
                                                               tmp_path: Path) -> None:
    """A file with at least half as many parks as the table holds is merged in bulk (the search indexes of
    parks dropped, built again after the rows); a failure after that leaves rows and indexes as they were."""
    held = owner_conn.execute("SELECT count(*) FROM public.parks").fetchone()[0]
    extract = tmp_path / "rollback-bulk-test.osm"
    extract.write_text(parks_xml(held), encoding="utf-8")   # as many as it holds: well past half
    before, indexes = table_checksum(), index_definitions(owner_conn)
    try:
        with pytest.raises(importer.LoadError, match="rollback-bulk-test.osm.*no_such_reader_role.*unchanged"):
            importer.load_file(extract, owner_url(settings), reader_role="no_such_reader_role",
                               log=lambda message: None, network=False)
        assert table_checksum() == before
        assert index_definitions(owner_conn) == indexes
        assert staging_relations(owner_conn) == []
        assert load_records(owner_conn, extract.name) == 0
    finally:   # had the merge been committed, remove its rows: other tests read these tables
        for table in importer.DATA_TABLES:
            owner_conn.execute(f"DELETE FROM public.{table} WHERE source = %s", (extract.name,))
        owner_conn.execute("DELETE FROM georeact_meta.loads WHERE file = %s", (extract.name,))


def test_a_failed_sql_step_rolls_the_merge_back(settings, owner_conn, table_checksum, tmp_path: Path) -> None:
    """osm2pgsql succeeds and the cafe is merged into pois, then the grant to a missing role fails."""
    extract = tmp_path / "rollback-test.osm"
    extract.write_text(ONE_CAFE, encoding="utf-8")
    before = table_checksum()
    try:
        with pytest.raises(importer.LoadError, match="rollback-test.osm.*no_such_reader_role.*unchanged"):
            importer.load_file(extract, owner_url(settings), reader_role="no_such_reader_role",
                               log=lambda message: None, network=False)
        assert staging_relations(owner_conn) == []
        assert table_checksum() == before
        assert load_records(owner_conn, extract.name) == 0
    finally:   # had the merge been committed, remove its row: other tests read these tables
        for table in importer.DATA_TABLES:
            owner_conn.execute(f"DELETE FROM public.{table} WHERE source = %s", (extract.name,))
        owner_conn.execute("DELETE FROM georeact_meta.loads WHERE file = %s", (extract.name,))


def planet_osm_checksum(conn: psycopg.Connection) -> dict[str, str]:
    """Rows and content of each classic table (they have no key: rows hashed in a fixed order)."""
    result = {}
    for table in planet_osm.ALL_TABLES:
        row = conn.execute(f"SELECT count(*), md5(coalesce(string_agg(h, '' ORDER BY h), '')) "
                           f"FROM (SELECT md5(t::text) AS h FROM public.{table} t) rows").fetchone()
        result[table] = f"{row[0]}:{row[1]}"
    return result


def test_a_failed_planet_osm_load_keeps_the_classic_tables_and_views(settings, owner_conn, planet_osm_loaded,
                                                                       tmp_path: Path) -> None:
    """osm2pgsql classic replaces its tables: it now writes a staging schema, moved in only on success."""
    truncated = truncated_monaco(tmp_path)
    before, counts = planet_osm_checksum(owner_conn), planet_osm.table_counts(owner_conn)

    with pytest.raises(importer.LoadError, match=f"osm2pgsql failed on {truncated.name}: .*unchanged"):
        planet_osm.load([truncated], owner_url(settings), log=lambda message: None)

    assert staging_relations(owner_conn, planet_osm.STAGING) == []
    assert planet_osm_checksum(owner_conn) == before
    assert planet_osm.table_counts(owner_conn) == counts   # the views over them too
    assert planet_osm.latest_load(owner_conn) == planet_osm_loaded


def test_an_extract_reusing_the_ids_of_other_objects_is_refused_and_changes_nothing(db, settings, owner_conn,
                                                                                     table_checksum,
                                                                                     tmp_path: Path) -> None:
    """A renumbered extract (ids from 1 up) reuses ids a loaded one gives other objects: keyed by the id, the merge
    would put its cafe in place of a Liechtenstein place. Refused with what to do, before anything is merged."""
    osm_id, name = db.query("SELECT osm_id, poi_name FROM pois WHERE osm_type = 'N' AND poi_name IS NOT NULL "
                            "AND source LIKE 'liechtenstein%' ORDER BY osm_id LIMIT 1").rows[0]
    renumbered = tmp_path / "renumbered-test.osm"
    renumbered.write_text(ONE_CAFE.replace("9000000000001", str(osm_id)))
    before = table_checksum()

    with pytest.raises(importer.LoadError) as refused:
        importer.load_file(renumbered, owner_url(settings), log=lambda message: None, network=False)

    message = str(refused.value)
    assert f"node {osm_id} is 'geo-react rollback test cafe' here and '{name}' there" in message
    assert "liechtenstein-2013-08-03.osm.pbf" in message and "osmium renumber" in message
    assert "the data tables are unchanged" in message
    assert table_checksum() == before
    assert staging_relations(owner_conn) == [] and load_records(owner_conn, renumbered.name) == 0
