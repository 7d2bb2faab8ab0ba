"""A kind said before a name ('the lake X'), a count near a single place that is no area (a church's polygon: the
area around it, never every place of the kind in the data), a river among a trip's namesakes (no trip's end), the
light of a lighthouse, and a context that looks like a route's number ('straight line'). Places are picked from the
database by their tags."""

from __future__ import annotations

from georeact.tools.base import invoke
from georeact.tools.metric import tool as cm
from georeact.tools.place_search import PlaceMatch, find_places, trip_ends


def _unique(ctx, sql: str) -> str:
    rows = ctx.db.query(sql, ()).rows
    assert rows, sql
    return rows[0][0]


def test_a_kind_said_before_a_name_is_the_place_of_that_name(ctx):
    lake = _unique(ctx, """SELECT lake_name FROM lakes WHERE lake_name ~ '^[A-Z][a-zäöü]+see$' AND tags->>'natural' = 'water'
        AND lake_name IN (SELECT lake_name FROM lakes GROUP BY lake_name HAVING count(*) = 1) ORDER BY lake_name LIMIT 1""")
    found = find_places(ctx, f"the lake {lake}")
    assert found and (found[0].name, found[0].approximate) == (lake, False), found[:3]


def test_a_count_near_a_building_is_the_area_around_it(ctx):
    church = _unique(ctx, """SELECT p.poi_name FROM pois p WHERE p.amenity = 'place_of_worship'
        AND ST_GeometryType(p.geometry::geometry) = 'ST_Polygon' AND p.source ~ '^liechtenstein'
        AND (SELECT count(*) FROM pois q WHERE q.poi_name = p.poi_name) = 1 ORDER BY p.poi_name LIMIT 1""")
    (everywhere,), = ctx.db.query("SELECT count(*) FROM pois WHERE amenity = 'cafe'", ()).rows
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", feature="cafe", anchor=church))
    assert result.ok and result.radius_m == 5000.0, (result.error, result.radius_m)
    assert result.value < everywhere   # (every cafe of the four extracts is no answer)


def test_a_context_that_reads_like_a_line_is_no_error(ctx):
    lake = _unique(ctx, "SELECT lake_name FROM lakes WHERE lake_name IS NOT NULL ORDER BY lake_name LIMIT 1")
    find_places(ctx, lake, context="straight line")   # ('line' names routes of any kind: it raised before)


def test_a_river_is_no_trip_end_beside_a_place_of_its_name():
    def match(handle: str, table: str, geometry: str, category: str | None) -> PlaceMatch:
        return PlaceMatch(handle=handle, table=table, id=int(handle.split(":")[1]), osm_type="N", osm_id=1,
                          name="Eastbrook", lat=64.0, lon=-20.0, geometry_type=geometry, confidence=1.0,
                          match="exact", category=category)

    river = match("lakes:1", "lakes", "MULTILINESTRING", "waterway=river")
    guest_house = match("pois:2", "pois", "POINT", "tourism=guest_house")
    assert trip_ends([river, guest_house]) == [guest_house]
    assert trip_ends([river]) == [river]   # only the river: the river it is
