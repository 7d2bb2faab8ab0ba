"""The osm2pgsql classic load (`georeact db load --schema planet_osm`) of the four real extracts, checked
against the GS-QA load of the same files and against the independent reader (pyosmium + shapely + pyproj).

Where the layouts legitimately differ, the difference itself is asserted (docs/schema.md lists them):
- classic writes no waterway relations (gsqa.lua merges them into lines): lakes lack exactly those;
- classic writes route relations as pieces of its line table (gsqa.lua loads the travelled ones as POIs): pois lack
  exactly those;
- classic's default.style makes `boundary` a linear key: a closed boundary=protected_area way without an area
  key is a line there, so parks lack exactly those;
- a closed highway way that also carries an area key (amenity, man_made, public_transport ...) is a polygon in
  classic and a ring (line) in gsqa.lua.
"""

from __future__ import annotations

import psycopg
import pytest

from georeact.services import default_extracts
from georeact.db import planet_osm
from georeact.db.profiles import LOGICAL_TABLES, PLANET_OSM, check_tables
from georeact.db.session import reader_url
from georeact.errors import GeoReactError
from tests import independent

GSQA_NAME = {"pois": "poi_name", "roads": "road_name", "parks": "park_name", "lakes": "lake_name",
             "regions": "region_name"}


def _objects(db, relation: str) -> set[tuple[str, int]]:
    return {(t, i) for t, i in db.query(f"SELECT osm_type, osm_id FROM {relation}", max_rows=50_000).rows}


def test_load_is_recorded_and_current(planet_osm_loaded, owner_conn) -> None:
    assert sorted(planet_osm_loaded["files"]) == sorted(p.name for p in default_extracts())
    assert planet_osm.needed(owner_conn, default_extracts()) == "nothing"   # the fixture's skip condition
    counts = planet_osm.table_counts(owner_conn)
    assert counts == {key: value for key, value in planet_osm_loaded["rows"].items()}
    # every node osm2pgsql keeps with a tag, every way and multipolygon: tens of thousands of rows
    assert counts["planet_osm_point"] > 20_000 and counts["planet_osm_polygon"] > 40_000
    assert counts["planet_osm_line"] > 15_000 and counts["planet_osm_roads"] > 1_000


def test_tables_are_classic_osm2pgsql(owner_conn) -> None:
    rows = owner_conn.execute(
        "SELECT f_table_name, f_geometry_column, srid, type FROM geometry_columns "
        "WHERE f_table_name LIKE 'planet_osm_%' AND f_table_schema = 'public' ORDER BY 1").fetchall()
    assert rows == [("planet_osm_line", "way", 3857, "LINESTRING"), ("planet_osm_point", "way", 3857, "POINT"),
                    ("planet_osm_polygon", "way", 3857, "GEOMETRY"), ("planet_osm_roads", "way", 3857, "LINESTRING")]
    (kind,) = owner_conn.execute("SELECT format_type(atttypid, atttypmod) FROM pg_attribute "
                                 "WHERE attrelid = 'public.planet_osm_point'::regclass AND attname = 'tags'").fetchone()
    assert kind == "hstore"
    # relations are negative ids in the polygon table; -G keeps a multipolygon in one row
    (vaduz,) = owner_conn.execute("SELECT osm_id FROM planet_osm_polygon WHERE name = 'Vaduz' AND admin_level = '8'").fetchall()
    assert vaduz == (-48,)
    assert owner_conn.execute("SELECT count(*) = count(DISTINCT osm_id) FROM planet_osm_polygon").fetchone()[0]


@pytest.mark.parametrize("logical", LOGICAL_TABLES)
def test_views_have_stable_unique_ids(db, planet_osm_loaded, logical) -> None:
    relation = PLANET_OSM.table(logical).relation
    total, distinct, bad = db.query(
        f"SELECT count(*), count(DISTINCT id), count(*) FILTER (WHERE id <> osm_id * 10 + "
        f"CASE osm_type WHEN 'N' THEN 1 WHEN 'W' THEN 2 ELSE 3 END) FROM {relation}").rows[0]
    assert total > 0 and total == distinct and bad == 0


def test_same_objects_as_gsqa_except_the_documented_differences(db, planet_osm_loaded) -> None:
    for logical in ("roads", "regions"):
        assert _objects(db, PLANET_OSM.table(logical).relation) == _objects(db, logical), logical
    # pois: everything but gsqa's travelled routes (relations), which classic splits into pieces of its line table
    classic, gsqa = _objects(db, "planet_osm.pois"), _objects(db, "pois")
    routes = db.query("SELECT osm_type, osm_id FROM pois WHERE osm_type = 'R' AND tags->>'type' = 'route'",
                      max_rows=10_000).rows
    assert classic <= gsqa and routes and gsqa - classic == set(map(tuple, routes))
    # lakes: everything but gsqa's merged waterway relations
    classic, gsqa = _objects(db, "planet_osm.lakes"), _objects(db, "lakes")
    missing = gsqa - classic
    assert classic <= gsqa and missing
    relations = db.query("SELECT osm_type, osm_id FROM lakes WHERE osm_type = 'R' AND waterway IS NOT NULL "
                         "AND ST_Dimension(geometry::geometry) = 1").rows
    assert missing == set(map(tuple, relations))
    # parks: everything but closed boundary=protected_area/national_park ways without an area key
    classic, gsqa = _objects(db, "planet_osm.parks"), _objects(db, "parks")
    missing = gsqa - classic
    assert classic <= gsqa and missing
    kinds = db.query("SELECT osm_type, boundary, leisure FROM parks WHERE (osm_type, osm_id) IN "
                     "(SELECT * FROM unnest(%s::text[], %s::bigint[]))",
                     [[t for t, _ in missing], [i for _, i in missing]]).rows
    assert {row for row in kinds} <= {("W", "protected_area", None), ("W", "national_park", None)}


def test_geometries_match_gsqa(db, planet_osm_loaded) -> None:
    """Same objects, same geography: 3857 -> 4326 and back costs well under a millimetre and a 1e-4 size ratio."""
    for logical in LOGICAL_TABLES:
        view = PLANET_OSM.table(logical).relation
        same = "GeometryType(g.geometry::geometry) = GeometryType(o.geometry::geometry)"
        rows, other_kind, worst_shift, worst_size = db.query(
            f"SELECT count(*), count(*) FILTER (WHERE NOT {same}),"
            f" max(ST_Distance(ST_Centroid(g.geometry::geometry)::geography,"
            f"  ST_Centroid(o.geometry::geometry)::geography)) FILTER (WHERE {same}),"
            f" max(abs(ST_Area(g.geometry) + ST_Length(g.geometry) - ST_Area(o.geometry) - ST_Length(o.geometry))"
            f"     / greatest(ST_Area(g.geometry) + ST_Length(g.geometry), 1)) FILTER (WHERE {same})"
            f" FROM {logical} g JOIN {view} o USING (osm_type, osm_id)").rows[0]
        assert rows > 0 and worst_shift < 0.01 and worst_size < 1e-4, logical
        if logical == "roads":
            # closed highway ways with an area key: polygons in classic, rings in gsqa.lua (platforms, mostly)
            assert 0 < other_kind < 50
        else:
            assert other_kind == 0, logical


def test_vaduz_matches_the_independent_reader(db, planet_osm_loaded) -> None:
    (area,) = db.query("SELECT ST_Area(geometry) FROM planet_osm.regions WHERE name = 'Vaduz' AND admin_level = 8").rows[0]
    (vaduz,) = [a for a in independent.areas("liechtenstein", "boundary", "administrative") if a.name == "Vaduz"]
    expected = independent.geodesic_area(vaduz.geometry)
    assert abs(area - expected) / expected < 0.005


def test_gist_expression_indexes_serve_the_views_and_the_raw_tables(db, planet_osm_loaded) -> None:
    point = "ST_SetSRID(ST_MakePoint(24.944, 60.17), 4326)::geography"
    plans = {
        "knn view": f"SELECT id FROM planet_osm.pois ORDER BY geometry <-> {point} LIMIT 1",
        "dwithin view": f"SELECT count(*) FROM planet_osm.pois WHERE ST_DWithin(geometry, {point}, 300)",
        "knn table": f"SELECT name FROM planet_osm_point ORDER BY ST_Transform(way, 4326)::geography <-> {point} LIMIT 1",
        "id join": "SELECT t.name FROM (VALUES (80331202::bigint)) v(id) JOIN planet_osm.pois t ON t.id = v.id",
    }
    for what, statement in plans.items():
        plan = "\n".join(row[0] for row in db.query("EXPLAIN " + statement, max_rows=200).rows)
        index = "_id " if what == "id join" else "_geog_gist"
        assert "Seq Scan" not in plan and index in plan, (what, plan)


def test_reader_reads_views_and_tables_but_writes_nothing(settings, planet_osm_loaded) -> None:
    with psycopg.connect(reader_url(settings)) as conn:
        assert conn.execute("SELECT count(*) FROM planet_osm.regions").fetchone()[0] > 0
        assert conn.execute("SELECT count(*) FROM planet_osm_polygon").fetchone()[0] > 0
        writable = conn.execute(
            "SELECT bool_or(has_table_privilege(current_user, c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')) "
            "FROM pg_class c WHERE c.relkind IN ('r', 'v') AND (c.relnamespace = 'planet_osm'::regnamespace "
            "OR c.relnamespace = 'public'::regnamespace AND c.relname LIKE 'planet_osm%')").fetchone()[0]
        assert writable is False
        assert conn.execute("SELECT has_schema_privilege(current_user, 'planet_osm', 'CREATE')").fetchone()[0] is False


def test_profile_check_names_the_load_command(settings, planet_osm_loaded) -> None:
    with psycopg.connect(reader_url(settings)) as conn:
        check_tables(PLANET_OSM, conn)   # all present
        missing = PLANET_OSM.model_copy(update={"sql_tables": {"planet_osm_nowhere": "name"}})
        with pytest.raises(GeoReactError, match=r"planet_osm_nowhere.*georeact db load --schema planet_osm"):
            check_tables(missing, conn)
