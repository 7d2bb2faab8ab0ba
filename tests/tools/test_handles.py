"""Handles: parsing, formatting, and the SQL they produce (checked against pyosmium ground truth)."""

from __future__ import annotations

import math

import pytest

from georeact.tools.handles import Handle, validate_radius
from tests import independent as ind


@pytest.mark.parametrize("text", ["regions:12", "pois:345", "buffer:pois:345:500", "point:9.52,47.14",
                                  "buffer:point:9.52,47.14:250.5", "buffer:roads:7:0.5"])
def test_round_trip(text: str) -> None:
    assert str(Handle.parse(text)) == text


def test_parse_fields_and_leniency() -> None:
    h = Handle.parse(" buffer:point:-0.1, 51.5:100m ")
    assert (h.kind, h.lon, h.lat, h.radius_m) == ("point", -0.1, 51.5, 100.0)
    assert str(Handle.parse("Regions:12")) == "regions:12"
    assert Handle.parse("regions:12") == Handle.row("regions", 12)
    assert Handle.row("pois", 3).buffered(200) == Handle.parse("buffer:pois:3:200")


@pytest.mark.parametrize("text, message", [
    ("", "Formats"),
    ("Vaduz", "Formats"),
    ("users:1", "unknown table 'users'"),
    ("regions:x", "Formats"),
    ("regions:-1", "Formats"),
    ("pois:1; DROP TABLE pois", "Formats"),
    ("regions:1 OR 1=1", "Formats"),
    ("buffer:pois:1", "Formats"),
    ("buffer:pois:1:abc", "radius"),
    ("buffer:pois:1:0", "positive"),
    ("buffer:pois:1:-5", "positive"),
    ("buffer:point:9.5,47.1:10000000", "at most 50000"),
    ("point:200,47", "lon,lat"),
    ("point:47.1,95", "lat"),
    ("point:nan,1", "Formats"),
])
def test_bad_handles_say_why(text: str, message: str) -> None:
    with pytest.raises(ValueError) as err:
        Handle.parse(text)
    assert message in str(err.value)


def test_validate_radius() -> None:
    assert validate_radius(50_000) == 50_000
    for bad in (0, -1, math.inf, math.nan, 50_000.1):
        with pytest.raises(ValueError):
            validate_radius(bad)


def test_sql_binds_values_and_names_only_profile_tables() -> None:
    sql, params = Handle.parse("buffer:regions:112:300").predicate("p.geometry")
    assert sql == "ST_DWithin(p.geometry, (SELECT h.geometry FROM regions h WHERE h.id = %s), %s)"
    assert params == [112, 300.0]
    sql, params = Handle.parse("point:9.5,47.1").geography_sql()
    assert "9.5" not in sql and params == [9.5, 47.1]
    assert Handle.parse("regions:12").display_predicate() == \
        "ST_Intersects(geometry, (SELECT h.geometry FROM regions h WHERE h.id = 12))"


def _post_office_vaduz() -> ind.Feature:
    return next(n for n in ind.nodes("liechtenstein", "amenity", "post_office") if n.name == "Vaduz")


def test_predicates_select_the_right_rows(db) -> None:
    """The region handle of Vaduz contains the Vaduz post office (pyosmium node); a point buffer around
    the node's own coordinates finds it, a smaller-than-distance buffer elsewhere does not."""
    node = _post_office_vaduz()
    lon, lat = node.geometry.x, node.geometry.y
    post = db.query("SELECT id FROM pois WHERE osm_type = 'N' AND osm_id = %s", [node.osm_id]).rows[0][0]
    vaduz = db.query("SELECT id FROM regions WHERE region_name = 'Vaduz' AND admin_level = 8").rows[0][0]
    schaan = db.query("SELECT id FROM regions WHERE region_name = 'Schaan' AND admin_level = 8").rows[0][0]

    def selected(handle: Handle) -> bool:
        sql, params = handle.predicate("p.geometry")
        return bool(db.query(f"SELECT count(*) FROM pois p WHERE p.id = %s AND {sql}", [post, *params]).rows[0][0])

    assert selected(Handle.row("regions", vaduz))
    assert not selected(Handle.row("regions", schaan))
    assert selected(Handle.point(lon, lat, 5))
    # 100 m east of the node (pyproj forward geodesic), a 90 m buffer misses it and a 110 m one catches it.
    east_lon, east_lat, _ = ind.GEOD.fwd(lon, lat, 90, 100)
    assert not selected(Handle.point(east_lon, east_lat, 90))
    assert selected(Handle.point(east_lon, east_lat, 110))


def test_buffer_geography_is_a_disc(db) -> None:
    sql, params = Handle.parse("buffer:point:24.94,60.17:1000").geography_sql()
    area = db.query(f"SELECT ST_Area({sql})", params).rows[0][0]
    assert area == pytest.approx(math.pi * 1000 ** 2, rel=0.02)
