"""The map background's tables (georeact/db/background.py) after loading the shipped extracts, against the raw
files read by pyosmium: the sea lies right of every coastline way and not left of it, landlocked files bring no
sea, and every building footprint is there with its kind."""

from __future__ import annotations

import math

import pytest
from shapely import wkb
from shapely.geometry import LineString, Point
from shapely.ops import unary_union

from georeact.db import background, importer
from georeact.db.pbf import header_bbox
from georeact.db.session import owner_url
from tests import independent

pytestmark = pytest.mark.changes_the_test_cluster   # loads, rebuilds or edits its data for a while: alone

M_PER_DEGREE = 111_320.0


def sea_holds(owner_conn, source: str, points: list[Point]) -> list[bool]:
    """Whether a sea piece of `source` holds each point."""
    rows = owner_conn.execute(
        "SELECT EXISTS (SELECT 1 FROM sea s WHERE s.source = %s AND ST_Intersects(s.geom, ST_GeomFromWKB(p, 4326))) "
        "FROM unnest(%s::bytea[]) WITH ORDINALITY u(p, i) ORDER BY i", (source, [p.wkb for p in points])).fetchall()
    return [row[0] for row in rows]


def beside_the_coast(extract: str, metres: float) -> list[tuple[Point, Point]]:
    """(right, left): the points `metres` to the right and left of the middle of each coastline segment of the
    extract, where both are inside its bbox and no other stretch of coast is nearer (not across a narrow pier)."""
    west, south, east, north = header_bbox(independent.EXTRACTS[extract])
    kx = math.cos(math.radians((south + north) / 2))

    def local(x: float, y: float) -> tuple[float, float]:   # metres east and north
        return x * kx * M_PER_DEGREE, y * M_PER_DEGREE

    coast = [LineString([local(*xy) for xy in way.geometry.coords])
             for way in independent.ways(extract, "natural", "coastline")]
    everything = unary_union(coast)
    inside = lambda p: west * kx * M_PER_DEGREE + metres < p.x < east * kx * M_PER_DEGREE - metres and \
        south * M_PER_DEGREE + metres < p.y < north * M_PER_DEGREE - metres   # noqa: E731
    pairs = []
    for line in coast:
        for (x0, y0), (x1, y1) in zip(line.coords, line.coords[1:]):
            length = math.hypot(x1 - x0, y1 - y0)
            if length < 5:
                continue
            mx, my, nx, ny = (x0 + x1) / 2, (y0 + y1) / 2, (y1 - y0) / length, -(x1 - x0) / length
            right, left = Point(mx + nx * metres, my + ny * metres), Point(mx - nx * metres, my - ny * metres)
            if all(inside(p) and everything.distance(p) > 0.9 * metres for p in (right, left)):
                pairs.append((right, left))
    degrees = lambda p: Point(p.x / kx / M_PER_DEGREE, p.y / M_PER_DEGREE)   # noqa: E731
    return [(degrees(right), degrees(left)) for right, left in pairs]


def test_the_sea_is_right_of_every_coastline_way_and_the_land_left(owner_conn):
    """Monaco's 28 coastline ways (Helsinki's three lack nodes the extract cut off: pyosmium builds none of them)."""
    pairs = beside_the_coast("monaco", 20.0)
    assert len(pairs) >= 50, len(pairs)
    source = independent.EXTRACTS["monaco"].name
    assert all(sea_holds(owner_conn, source, [right for right, _ in pairs]))
    assert not any(sea_holds(owner_conn, source, [left for _, left in pairs]))


def test_the_sea_off_monaco_and_not_the_casino_nor_landlocked_vaduz(owner_conn):
    monaco = independent.EXTRACTS["monaco"].name
    # well out: 500 m right of the coastline, nowhere nearer to it
    far_out = [right for right, _ in beside_the_coast("monaco", 500.0)]
    assert far_out and all(sea_holds(owner_conn, monaco, far_out))
    [casino] = owner_conn.execute("SELECT ST_AsBinary(ST_PointOnSurface(geometry::geometry)) FROM pois "
                                  "WHERE poi_name = 'Casino de Monte Carlo'").fetchone()
    [vaduz] = owner_conn.execute("SELECT ST_AsBinary(ST_PointOnSurface(geometry::geometry)) FROM regions "
                                 "WHERE region_name = 'Vaduz' AND admin_level = 8").fetchone()
    for point in (wkb.loads(bytes(casino)), wkb.loads(bytes(vaduz))):
        assert owner_conn.execute("SELECT count(*) FROM sea WHERE ST_Intersects(geom, ST_GeomFromWKB(%s, 4326))",
                                  (point.wkb,)).fetchone()[0] == 0
    sources = dict(owner_conn.execute("SELECT source, count(*) FROM sea GROUP BY 1").fetchall())
    # no coastline, no sea: the landlocked files bring none (their map is not painted blue)
    assert not independent.ways("liechtenstein", "natural", "coastline") and "liechtenstein-2013-08-03.osm.pbf" not in sources
    assert not independent.ways("neubrandenburg", "natural", "coastline") and "neubrandenburg-2016-02.osm.pbf" not in sources
    assert sources.get(monaco, 0) > 0


def test_the_sea_is_stored_in_small_valid_pieces_within_the_extract(owner_conn):
    for extract in ("monaco", "helsinki"):
        west, south, east, north = header_bbox(independent.EXTRACTS[extract])
        pieces, largest, invalid, outside = owner_conn.execute(
            "SELECT count(*), max(ST_NPoints(geom)), count(*) FILTER (WHERE NOT ST_IsValid(geom)), "
            "count(*) FILTER (WHERE NOT ST_CoveredBy(geom, ST_Expand(ST_MakeEnvelope(%s, %s, %s, %s, 4326), 2e-7))) "
            "FROM sea WHERE source = %s",   # 2e-7: libosmium reads the header bbox to 1e-7 degrees
            (west, south, east, north, independent.EXTRACTS[extract].name)).fetchone()
        assert pieces > 0 and largest <= background.MAX_VERTICES and invalid == 0 and outside == 0, extract


@pytest.mark.parametrize("extract", sorted(independent.EXTRACTS))
def test_every_building_footprint_is_loaded_with_its_kind(owner_conn, extract):
    """Each closed way or multipolygon tagged building (but not building=no) that pyosmium assembles is a row with
    the tag's value as its kind; osm2pgsql also builds a few that pyosmium cannot (missing nodes at the edge)."""
    truth = {(f.osm_type, f.osm_id): f.tags["building"] for f in independent.areas(extract, "building")
             if f.tags["building"] != "no"}
    rows = dict(((osm_type, osm_id), kind) for osm_type, osm_id, kind in owner_conn.execute(
        "SELECT osm_type, osm_id, kind FROM buildings WHERE source = %s", (independent.EXTRACTS[extract].name,)))
    assert truth and {key: rows.get(key) for key in truth} == truth
    assert len(rows) <= 1.05 * len(truth)
    assert all(kind != "no" for kind in rows.values())


def test_a_building_that_is_a_poi_is_both(owner_conn):
    row = owner_conn.execute(
        "SELECT p.building, b.kind FROM pois p JOIN buildings b ON b.osm_type = p.osm_type AND b.osm_id = p.osm_id "
        "WHERE p.poi_name = 'Casino de Monte Carlo'").fetchone()
    assert row == ("yes", "yes")


def test_the_background_tables_are_not_data_tables_and_the_reader_may_draw_them(owner_conn):
    for table in background.TABLES:
        assert table not in importer.DATA_TABLES
        assert owner_conn.execute("SELECT has_table_privilege('georeact_reader', %s, 'SELECT')", (table,)).fetchone()[0]
        indexes = [row[0] for row in owner_conn.execute("SELECT indexdef FROM pg_indexes WHERE tablename = %s", (table,))]
        assert any("USING gist (geom)" in index for index in indexes), indexes


def test_a_reload_replaces_the_files_own_rows(settings, owner_conn):
    extract = independent.EXTRACTS["monaco"]
    count = "SELECT (SELECT count(*) FROM buildings WHERE source = %(f)s), (SELECT count(*) FROM sea WHERE source = %(f)s)"
    before = owner_conn.execute(count, {"f": extract.name}).fetchone()
    summary = importer.load_file(extract, owner_url(settings), reader_role="georeact_reader", log=lambda message: None,
                                 network=False)
    assert owner_conn.execute(count, {"f": extract.name}).fetchone() == before
    assert summary.background_rows == {"buildings": before[0], "sea": before[1]}
