"""GetRegionGeometry: areas, buffers and junctions against pyosmium + shapely + pyproj ground truth."""

from __future__ import annotations

import math

import pytest
import shapely
from shapely.geometry import Point
from shapely.ops import nearest_points, unary_union

from georeact.tools import region_geometry as tool
from georeact.tools.base import invoke
from georeact.tools.handles import Handle
from tests import independent as ind
from tests.tools.test_resolve_location import feature, read


def call(ctx, **args) -> tool.Result:
    return invoke(tool.run, tool.Result, ctx, tool.Input(**args))


def street(extract: str, name: str):
    return unary_union([w.geometry for w in read(extract, "highway").ways if w.name == name])


@pytest.mark.parametrize("extract, name", [("liechtenstein", "Vaduz"), ("liechtenstein", "Schaan"),
                                           ("monaco", "Monte-Carlo"), ("monaco", "Monaco-Ville")])
def test_region_area_and_bbox(ctx, extract: str, name: str) -> None:
    truth = feature(read(extract, "boundary", "administrative").areas, name)
    result = call(ctx, region=name)
    assert result.ok, result.error
    assert result.mode == "region" and result.name == name and result.handle.startswith("regions:")
    assert result.area_m2 == pytest.approx(ind.geodesic_area(truth.geometry), rel=0.002)
    assert result.bbox == pytest.approx(list(truth.geometry.bounds), abs=2e-5)
    assert truth.geometry.contains(Point(result.lon, result.lat))
    region_id = int(result.handle.split(":")[1])
    assert result.predicate == f"ST_Intersects(geometry, (SELECT h.geometry FROM regions h WHERE h.id = {region_id}))"
    assert f"{name} → regions:{region_id} (region, admin_level" in result.render()


def test_handle_predicate_runs_and_selects_inside(ctx, db) -> None:
    node = feature(read("liechtenstein", "amenity", "post_office").nodes, "Vaduz")
    handle = Handle.parse(call(ctx, region="Vaduz").handle)
    sql, params = handle.predicate("p.geometry")
    ids = {row[0] for row in db.query(f"SELECT p.osm_id FROM pois p WHERE p.osm_type = 'N' AND {sql}", params,
                                      max_rows=5000).rows}
    assert node.osm_id in ids


def test_misspelled_and_folded_region(ctx) -> None:
    result = call(ctx, region="Vadzu")
    assert result.ok and result.name == "Vaduz" and "closest is 'Vaduz'" in result.note
    assert call(ctx, region="Monaco Ville").name == "Monaco-Ville"


def test_admin_boundary_preferred_over_same_named_place(ctx) -> None:
    result = call(ctx, region="Groß Nemerow")  # municipality (admin 8) and the village polygon inside it
    assert result.admin_level == 8 and not result.ambiguous
    assert any(m.category == "village" for m in result.alternatives)


def test_same_name_in_two_places_and_context(ctx) -> None:
    result = call(ctx, region="Jardin Exotique")  # a Monaco district, and a park of the same name in Èze
    assert result.ok and result.ambiguous and "ambiguous" in result.render()
    chosen = call(ctx, region="Jardin Exotique", context="Monaco")
    assert chosen.handle == result.handle and not chosen.ambiguous


def test_lake_and_park_polygons_serve_as_regions(ctx) -> None:
    lake = call(ctx, region="Tollensesee")
    truths = [ind.geodesic_area(a.geometry) for a in read("neubrandenburg", "natural", "water").areas
              if a.name == "Tollensesee"]
    assert lake.mode == "polygon" and lake.table == "lakes"
    assert any(lake.area_m2 == pytest.approx(t, rel=0.002) for t in truths)
    park = call(ctx, region="Esplanadinpuisto")
    assert park.mode == "polygon" and park.table == "parks" and park.area_m2 > 10_000


def test_radius_around_a_place(ctx, db) -> None:
    kiasma = feature(read("helsinki", "tourism", "museum").areas, "Kiasma")
    result = call(ctx, anchor="Kiasma", radius_m=500)
    assert result.ok and result.mode == "buffer"
    assert result.handle.startswith("buffer:pois:") and result.handle.endswith(":500")
    assert result.area_m2 > math.pi * 500 ** 2  # a buffer of a building, not of a point
    # A point 400 m north of the building edge is inside, one 600 m north is not (pyproj geodesics).
    edge_lon, edge_lat = kiasma.geometry.bounds[0], kiasma.geometry.bounds[3]
    sql, params = Handle.parse(result.handle).predicate("ST_SetSRID(ST_MakePoint(%s, %s), 4326)::geography")
    for metres_north, inside in ((400, True), (600, False)):
        lon, lat, _ = ind.GEOD.fwd(edge_lon, edge_lat, 0, metres_north)
        assert db.query(f"SELECT {sql}", [lon, lat, *params]).rows[0][0] is inside


def test_non_area_name_falls_back_to_a_default_radius(ctx) -> None:
    result = call(ctx, region="Ateneum")
    assert result.ok and result.mode == "buffer" and result.handle.endswith(":1000")
    assert "not a region, park or lake polygon" in result.note
    street_buffer = call(ctx, anchor="Mannerheimintie", radius_m=100)
    assert street_buffer.handle.startswith("buffer:point:")  # a street is many ways: around its middle


def test_junction_single_crossing(ctx) -> None:
    truth = street("helsinki", "Aleksanterinkatu").intersection(street("helsinki", "Mannerheimintie"))
    assert truth.geom_type == "Point"
    result = call(ctx, street_a="Aleksanterinkatu", street_b="Mannerheimintie")
    assert result.ok and result.mode == "junction" and result.handle.startswith("point:")
    assert ind.geodesic_distance(result.lon, result.lat, truth.x, truth.y) < 1.0
    assert not result.ambiguous and result.area_m2 is None


def test_junction_of_a_dual_carriageway(ctx) -> None:
    truth = street("helsinki", "Mannerheimintie").intersection(street("helsinki", "Kaivokatu"))
    points = list(truth.geoms)
    assert len(points) > 1  # Mannerheimintie has two carriageways here
    centre = unary_union(points).centroid
    result = call(ctx, street_a="mannerheimintie", street_b="Kaivokatu", radius_m=50)
    assert ind.geodesic_distance(result.lon, result.lat, centre.x, centre.y) < 15
    assert all(ind.geodesic_distance(result.lon, result.lat, p.x, p.y) < 40 for p in points)
    assert result.handle.startswith("buffer:point:") and result.handle.endswith(":50")


def test_streets_that_almost_meet(ctx) -> None:
    a, b = street("liechtenstein", "Städtle"), street("liechtenstein", "Äulestrasse")
    assert not a.intersects(b)
    p, q = nearest_points(a, b)
    gap = ind.geodesic_distance(p.x, p.y, q.x, q.y)
    result = call(ctx, street_a="Städtle", street_b="Aeulestrasse")  # Ä written as Ae
    assert result.ok and result.name == "Städtle × Äulestrasse"
    assert f"closest approach {gap:.0f} m" in result.note
    assert ind.geodesic_distance(result.lon, result.lat, (p.x + q.x) / 2, (p.y + q.y) / 2) < 2


def test_streets_that_do_not_meet(ctx) -> None:
    result = call(ctx, street_a="Mannerheimintie", street_b="Landstrasse")  # Helsinki vs Liechtenstein
    assert not result.ok and "do not meet" in result.error and "km" not in result.error
    result = call(ctx, street_a="Birkenweg", street_b="Buchenweg")
    assert not result.ok and "do not meet" in result.error


def test_streets_too_long_to_compare_are_refused_before_the_statement_runs(ctx, monkeypatch) -> None:
    # the shortest line between two streets compares every vertex pair in C code no cancel stops (issue 41): over
    # its budget the statement fails before it starts. Städtle and Äulestrasse have far more than 2 pairs.
    from georeact.tools import sql_cost
    a, b = street("liechtenstein", "Städtle"), street("liechtenstein", "Äulestrasse")
    assert shapely.get_num_coordinates(a) * shapely.get_num_coordinates(b) > 2
    monkeypatch.setitem(sql_cost.BUDGETS, "st_shortestline", 2)
    result = call(ctx, street_a="Städtle", street_b="Aeulestrasse")
    assert not result.ok and "too long to compare" in result.error and "context" in result.error


@pytest.mark.parametrize("args, message", [
    ({"region": "Vaduz", "radius_m": 0}, "positive"),
    ({"anchor": "Kiasma", "radius_m": -5}, "positive"),
    ({"anchor": "Kiasma", "radius_m": 10_000_000}, "at most 50000"),
    ({}, "Pass `region`"),
    ({"context": "Vaduz"}, "Pass `region`"),
    ({"street_a": "Mannerheimintie"}, "both street_a and street_b"),
    ({"street_a": "Mannerheimintie", "street_b": "Nonexistentkatu"}, "No street named 'Nonexistentkatu'"),
    ({"region": "Atlantis Downtown"}, "No region, park, lake or place named"),
])
def test_bad_arguments_are_errors_not_exceptions(ctx, args: dict, message: str) -> None:
    result = call(ctx, **args)
    assert not result.ok and message in result.error and "internal error" not in result.error
    assert result.render().startswith("ERROR:")


def test_hostile_text_changes_nothing(ctx, table_checksum) -> None:
    before = table_checksum()
    evil = "O'Brien'; DROP TABLE pois; --"
    for args in ({"region": evil}, {"anchor": evil, "radius_m": 10}, {"street_a": evil, "street_b": "Städtle"},
                 {"region": "Vaduz", "context": evil}):
        result = call(ctx, **args)
        assert result.ok or "internal error" not in result.error
    assert table_checksum() == before
