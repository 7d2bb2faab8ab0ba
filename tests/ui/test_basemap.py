"""The offline map's background from the database (georeact/ui/basemap.py): the sea and the building footprints
where the profile and the database have them, and simply none (no error) where they do not."""

from __future__ import annotations

from shapely.geometry import Point, shape

from georeact.db.pbf import header_bbox
from georeact.db.profiles import GSQA, PLANET_OSM
from georeact.ui import basemap
from tests import independent
from tests.db.test_background import beside_the_coast


def casino(db) -> Point:
    lon, lat = db.query("SELECT ST_X(p), ST_Y(p) FROM (SELECT ST_PointOnSurface(geometry::geometry) p FROM pois "
                        "WHERE poi_name = 'Casino de Monte Carlo') c").rows[0]
    return Point(lon, lat)


def around(point: Point, degrees: float) -> basemap.Bbox:
    return (point.x - degrees, point.y - degrees, point.x + degrees, point.y + degrees)


def test_a_town_by_the_sea_gets_its_sea_in_one_shape_and_its_buildings(db):
    layers = basemap.background(db, GSQA, around(casino(db), 0.002))
    west, south, east, north = layers["bbox"]
    [sea] = layers["sea"]["features"]
    assert sea["geometry"]["type"] == "MultiPolygon"      # the pieces as one shape: the page fills it at once
    out_there = [right for right, _ in beside_the_coast("monaco", 100.0)
                 if west < right.x < east and south < right.y < north]
    ashore = [left for _, left in beside_the_coast("monaco", 100.0) if west < left.x < east and south < left.y < north]
    assert out_there and ashore
    drawn = shape(sea["geometry"])
    assert all(drawn.contains(point) for point in out_there)
    assert not any(drawn.contains(point) for point in [*ashore, casino(db)])

    footprints = [shape(feature["geometry"]) for feature in layers["buildings"]["features"]]
    assert 100 < len(footprints) <= basemap.MAX_ROWS["buildings"]
    assert any(footprint.contains(casino(db)) for footprint in footprints)   # the nearest to the places first


def test_a_wide_map_gets_the_sea_but_no_buildings(db):
    layers = basemap.background(db, GSQA, header_bbox(independent.EXTRACTS["monaco"]))
    assert basemap.span_m(header_bbox(independent.EXTRACTS["monaco"])) > basemap.MINOR_ROADS_UP_TO_M
    assert layers["sea"]["features"] and "buildings" not in layers


def test_a_landlocked_town_draws_no_sea(db):
    vaduz = db.query("SELECT ST_X(p), ST_Y(p) FROM (SELECT ST_PointOnSurface(geometry::geometry) p FROM regions "
                     "WHERE region_name = 'Vaduz' AND admin_level = 8) v").rows[0]
    layers = basemap.background(db, GSQA, around(Point(*vaduz), 0.002))
    assert layers["sea"]["features"] == [] and layers["buildings"]["features"]


def test_without_the_tables_the_layers_are_absent_not_an_error(db):
    """A database loaded by an older version has no sea or buildings; the planet_osm layout never has them."""
    older = GSQA.model_copy(update={"derived": {"sea": "no_such_sea", "buildings": "public.no_such_buildings"}})
    layers = basemap.background(db, older, around(casino(db), 0.002))
    assert "sea" not in layers and "buildings" not in layers and layers["roads"]["features"]
    assert PLANET_OSM.derived == {}
