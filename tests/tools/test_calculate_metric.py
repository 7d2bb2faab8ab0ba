"""CalculateMetric on real places; every expected value comes from pyosmium + shapely + pyproj (tests/independent.py)."""

from __future__ import annotations

import pytest
from pyproj import Transformer
from shapely.geometry import Point
from shapely.geometry.base import BaseGeometry
import numpy as np
import shapely

from georeact.geo.directions import in_sector, sector_of
from georeact.tools.metric import tool as cm
from georeact.tools.metric.measures import NEAREST_RADII_M
from georeact.tools.base import invoke
from tests import independent as ind

WATERWAYS = {"river", "stream", "canal", "ditch", "drain"}


def metric(ctx, **kwargs) -> cm.Result:
    return invoke(cm.run, cm.Result, ctx, cm.Input(**kwargs))


def local(lon: float, lat: float):
    """Project lon/lat geometries to metres around (lon, lat): exact distances from the centre, ~exact nearby."""
    proj = Transformer.from_crs("EPSG:4326", f"+proj=aeqd +lat_0={lat} +lon_0={lon} +ellps=WGS84 +units=m",
                                always_xy=True)
    def project(geometry: BaseGeometry) -> BaseGeometry:
        return shapely.transform(geometry, lambda xy: np.column_stack(proj.transform(xy[:, 0], xy[:, 1])))
    return project


def point_of(geometry: BaseGeometry) -> Point:
    return geometry if geometry.geom_type == "Point" else geometry.centroid


def the_area(extract: str, key: str, value: str, **tags: str) -> ind.Feature:
    found = [a for a in ind.areas(extract, key, value) if all(a.tags.get(k) == v for k, v in tags.items())]
    assert len(found) == 1, found
    return found[0]


def features(extract: str, key: str, value: str) -> list[ind.Feature]:
    return ind.nodes(extract, key, value) + ind.areas(extract, key, value)


# -- area / length aggregates ---------------------------------------------------------------------

def test_largest_lake_in_a_neubrandenburg_municipality(ctx):
    region = the_area("neubrandenburg", "boundary", "administrative", name="Groß Nemerow", admin_level="8")
    lakes = [a for a in ind.areas("neubrandenburg", "natural", "water")
             if a.tags.get("water") in (None, "lake") and a.geometry.intersects(region.geometry)]
    biggest = max(lakes, key=lambda a: ind.geodesic_area(a.geometry))
    assert biggest.name == "Tollensesee"

    result = metric(ctx, metric="largest", feature="lakes", region="Groß Nemerow")
    assert result.ok, result.error
    assert result.entities[0].name == "Tollensesee"
    assert result.unit == "m2"
    assert result.value == pytest.approx(ind.geodesic_area(biggest.geometry), rel=0.005)
    assert result.total == len(lakes)
    assert "Tollensesee" in result.render()


def test_largest_lake_within_a_radius(ctx):
    lake = max((a for a in ind.areas("neubrandenburg", "natural", "water") if a.name == "Tollensesee"),
               key=lambda a: ind.geodesic_area(a.geometry))
    centre = lake.geometry.centroid
    result = metric(ctx, metric="largest", feature="lake", anchor=f"point:{centre.x:.6f},{centre.y:.6f}",
                    radius_m=10_000, limit=2)
    assert result.ok, result.error
    assert result.entities[0].name == "Tollensesee"
    assert result.entities[0].area_m2 == pytest.approx(ind.geodesic_area(lake.geometry), rel=0.005)


@pytest.mark.parametrize("municipality", ["Vaduz", "Schaan"])
def test_total_length_of_waterways_in_a_liechtenstein_municipality(ctx, municipality):
    region = the_area("liechtenstein", "boundary", "administrative", name=municipality)
    lines = [w for w in ind.ways("liechtenstein", "waterway") if w.tags["waterway"] in WATERWAYS
             and w.geometry.intersects(region.geometry)]
    whole = sum(ind.geodesic_length(w.geometry) for w in lines)
    clipped = sum(ind.geodesic_length(w.geometry.intersection(region.geometry)) for w in lines)

    result = metric(ctx, metric="total_length", feature="waterways", region=municipality)
    assert result.ok, result.error
    assert result.unit == "m"
    # GS-QA gold: whole length of every intersecting line; plus the part inside the boundary
    assert result.value == pytest.approx(whole, rel=0.01)
    assert result.clipped == pytest.approx(clipped, rel=0.01)
    assert result.total == len(lines)


def test_area_of_a_region(ctx):
    region = the_area("liechtenstein", "boundary", "administrative", name="Vaduz")
    result = metric(ctx, metric="area", anchor="Vaduz")
    assert result.ok and result.unit == "m2"
    assert result.value == pytest.approx(ind.geodesic_area(region.geometry), rel=0.002)


def test_perimeter_of_a_region_is_the_geodesic_length_round_it(ctx):
    from pyproj import Geod

    region = the_area("liechtenstein", "boundary", "administrative", name="Vaduz")
    result = metric(ctx, metric="perimeter", anchor="Vaduz")
    assert result.ok and result.unit == "m"
    assert result.value == pytest.approx(Geod(ellps="WGS84").geometry_area_perimeter(region.geometry)[1], rel=0.002)


def test_a_perimeter_of_a_kind_of_place_is_refused_clearly(ctx):
    result = metric(ctx, metric="perimeter", feature="park")
    assert not result.ok and "measures one place" in result.error


# -- counts ---------------------------------------------------------------------------------------

def test_count_restaurants_in_a_helsinki_block(ctx):
    block = the_area("helsinki", "name", "Kukko")
    expected = sum(1 for f in features("helsinki", "amenity", "restaurant") if f.geometry.intersects(block.geometry))
    assert expected > 5
    result = metric(ctx, metric="count", feature="restaurants", region="Kukko")
    assert result.ok, result.error
    assert result.value == expected
    assert result.render().splitlines()[1] == f"answer: {expected}"


def test_count_cafes_within_a_radius_of_the_ateneum(ctx):
    ateneum = the_area("helsinki", "name", "Ateneum")
    project = local(*ateneum.geometry.centroid.coords[0])
    distances = [project(ateneum.geometry).distance(project(f.geometry)) for f in features("helsinki", "amenity", "cafe")]
    # a radius with no café within 2 m of the circle, so rounding cannot decide the count
    radius = next(r for r in (300.0, 320.0, 350.0, 380.0, 420.0) if all(abs(d - r) > 2 for d in distances))
    result = metric(ctx, metric="count", feature="cafe", anchor="Ateneum", radius_m=radius)
    assert result.ok, result.error
    assert result.value == sum(d <= radius for d in distances)


def test_empty_region_counts_zero(ctx):
    square = the_area("helsinki", "name", "Rautatientori", place="square")
    assert not any(f.geometry.intersects(square.geometry) for f in features("helsinki", "amenity", "restaurant"))
    result = metric(ctx, metric="count", feature="restaurant", region="regions:12")
    assert result.ok and result.value == 0


def test_huge_radius_counts_everything(ctx):
    total = sum(len(features(e, "amenity", "cafe")) for e in ind.EXTRACTS)
    result = metric(ctx, metric="count", feature="cafe", anchor="Ateneum", radius_m=5_000_000)
    assert result.ok and result.value == total


# -- nearest, direction, towards ------------------------------------------------------------------

def test_nearest_cafe_east_of_the_ateneum(ctx):
    ateneum = the_area("helsinki", "name", "Ateneum")
    centre = ateneum.geometry.centroid
    project = local(centre.x, centre.y)
    candidates = []
    for cafe in features("helsinki", "amenity", "cafe"):
        p = point_of(cafe.geometry)
        azimuth = ind.azimuth(centre.x, centre.y, p.x, p.y)
        if in_sector(azimuth, "east"):
            candidates.append((project(ateneum.geometry).distance(project(cafe.geometry)), azimuth, cafe))
    distance, azimuth, expected = min(candidates, key=lambda c: c[0])

    result = metric(ctx, metric="directional_nearest", feature="café", anchor="Ateneum", direction="east")
    assert result.ok, result.error
    best = result.entities[0]
    assert best.name == expected.name
    assert best.distance_m == pytest.approx(distance, abs=0.5)
    assert best.azimuth_deg == pytest.approx(azimuth, abs=0.05) and best.direction == "east"
    assert result.resolved[0].name == "Ateneum"


def test_nearest_without_direction_orders_by_distance(ctx):
    ateneum = the_area("helsinki", "name", "Ateneum")
    project = local(*ateneum.geometry.centroid.coords[0])
    expected = sorted(project(ateneum.geometry).distance(project(f.geometry)) for f in features("helsinki", "amenity", "cafe"))
    result = metric(ctx, metric="nearest", feature="cafe", anchor="Ateneum", limit=3)
    assert [e.distance_m for e in result.entities] == pytest.approx(expected[:3], abs=0.5)
    assert len(result.render().splitlines()) <= 6


def test_a_place_mapped_as_a_point_and_as_its_building_takes_one_rank(ctx):
    # Monaco's La Rascasse is a bar node and a bar building: the ranked list of the extract's bars names it once
    every = ind.nodes("monaco", "amenity", "bar") + ind.areas("monaco", "amenity", "bar")
    twins = [f for f in every if f.name == "La Rascasse"]
    assert {f.osm_type for f in twins} == {"N", "W"} and 2 < len(every) < 6
    spot = point_of(twins[0].geometry)
    result = metric(ctx, metric="nearest", feature="bar", anchor=f"point:{spot.x:.6f},{spot.y:.6f}", limit=5)
    names = [e.name for e in result.entities]
    assert result.ok and len(names) == len(every) - 1 and names.count("La Rascasse") == 1, names


def test_nearest_restaurant_north_of_a_municipality_measures_from_its_boundary(ctx):
    # A region anchor: distances are to the polygon (0 inside), the sector is seen from its centroid.
    vaduz = the_area("liechtenstein", "name", "Vaduz", boundary="administrative")
    centre = vaduz.geometry.centroid
    project = local(centre.x, centre.y)
    candidates = []
    for restaurant in features("liechtenstein", "amenity", "restaurant"):
        p = point_of(restaurant.geometry)
        if restaurant.name and in_sector(ind.azimuth(centre.x, centre.y, p.x, p.y), "north"):
            candidates.append((project(vaduz.geometry).distance(project(restaurant.geometry)), restaurant.name))
    distance, name = min(candidates)
    assert distance > 0   # the nearest northern one lies outside Vaduz: the search must reach past the boundary

    result = metric(ctx, metric="directional_nearest", feature="restaurant", anchor="Vaduz", direction="north")
    assert result.ok, result.error
    assert result.resolved[0].handle.startswith("regions:")
    assert result.entities[0].name == name
    assert result.entities[0].distance_m == pytest.approx(distance, abs=2.0)


def test_nearest_far_from_everything_searches_beyond_the_first_radii(ctx):
    # A point in the Alps east of Liechtenstein: the nearest hotel is kilometres away, past the 1 km radius.
    lon, lat = 9.66, 47.08
    expected = sorted((ind.geodesic_distance(lon, lat, *point_of(h.geometry).coords[0]), h.name or "")
                      for h in features("liechtenstein", "tourism", "hotel"))
    assert expected[0][0] > NEAREST_RADII_M[0]
    result = metric(ctx, metric="nearest", feature="hotel", anchor=f"point:{lon},{lat}", limit=2)
    assert result.ok, result.error
    assert [e.distance_m for e in result.entities[:2]] == pytest.approx([d for d, _ in expected[:2]], abs=1.0)


def test_towards_keeps_a_45_degree_window(ctx):
    a = the_area("helsinki", "name", "Ateneum").geometry.centroid
    b = the_area("helsinki", "name", "Helsingin tuomiokirkko").geometry.centroid
    bearing = ind.azimuth(a.x, a.y, b.x, b.y)
    result = metric(ctx, metric="list", feature="cafe", anchor="Ateneum", towards="Helsinki Cathedral", radius_m=800,
                    limit=50)
    assert result.ok and result.entities
    expected = set()
    for cafe in features("helsinki", "amenity", "cafe"):
        p = point_of(cafe.geometry)
        difference = abs((ind.azimuth(a.x, a.y, p.x, p.y) - bearing + 180) % 360 - 180)
        if difference <= 22.5 and ind.geodesic_distance(a.x, a.y, p.x, p.y) < 700:
            expected.add(cafe.name)
    assert expected and expected <= {e.name for e in result.entities}
    assert all(abs((e.azimuth_deg - bearing + 180) % 360 - 180) <= 22.5 for e in result.entities)


def test_direction_with_nothing_there(ctx):
    # north of the northernmost café of every extract (Helsinki is the northernmost) there is none
    north = max(point_of(f.geometry).y for f in features("helsinki", "amenity", "cafe")) + 0.01
    result = metric(ctx, metric="directional_nearest", feature="cafe", anchor=f"point:24.94,{north:.5f}",
                    direction="north")
    assert result.ok and result.entities == [] and result.value is None
    assert "none found" in result.render() and "no cafe north" in result.render()


def test_none_in_the_narrow_sector_widens_to_the_broad_north_of(ctx):
    # frozen MapQA direction_nearest-2: "What is the closest theatre north of Fuku?" (MapQA's sectors are 90°)
    fuku = next(iter(ind.nodes("helsinki", "name", "Fuku"))).geometry
    project = local(fuku.x, fuku.y)
    by_width = {}
    for width in (45.0, 90.0):
        inside = [(project(fuku).distance(project(t.geometry)), t) for t in features("helsinki", "amenity", "theatre")
                  if in_sector(ind.azimuth(fuku.x, fuku.y, *point_of(t.geometry).coords[0]), "north", width)]
        by_width[width] = min(inside, key=lambda c: c[0])[1].name if inside else None
    assert by_width[45.0] is None and by_width[90.0]
    result = metric(ctx, metric="nearest", feature="theatre", anchor="Fuku", direction="north")
    assert result.ok and result.entities[0].name == by_width[90.0], result.render()
    assert any("widened to ±45°" in note for note in result.notes)
    strict = metric(ctx, metric="nearest", feature="theatre", anchor="Fuku", direction="north", sector_deg=45)
    assert strict.ok and strict.entities == [], "a width the caller chose is kept"


# -- two named places -----------------------------------------------------------------------------

def test_azimuth_between_two_named_places(ctx):
    a = the_area("helsinki", "name", "Ateneum").geometry.centroid
    b = the_area("helsinki", "name", "Helsingin tuomiokirkko").geometry.centroid
    expected = ind.azimuth(a.x, a.y, b.x, b.y)
    result = metric(ctx, metric="azimuth", anchor="Ateneum", anchor_b="Helsinki Cathedral")
    assert result.ok, result.error
    assert result.value == pytest.approx(expected, abs=0.05)
    assert result.direction == sector_of(expected) and result.unit == "deg"
    # the answer says which place lies in that direction from which (tests/tools/test_semantics.py: e)
    bearing = result.bearing
    assert (bearing.degrees, bearing.compass) == (result.value, result.direction)
    assert (bearing.place, bearing.handle) == ("Helsingin tuomiokirkko", result.resolved[1].handle)
    assert (bearing.origin, bearing.origin_handle) == ("Ateneum", result.resolved[0].handle)
    assert (f"answer: {bearing.degrees:.1f}° ({bearing.compass}): the direction of Helsingin tuomiokirkko "
            f"({bearing.handle}) from Ateneum") in result.render()
    assert result.answer_value().entities[0].name == "Helsingin tuomiokirkko"


def test_distance_between_two_named_places(ctx):
    a = the_area("helsinki", "name", "Ateneum").geometry
    b = the_area("helsinki", "name", "Helsingin tuomiokirkko").geometry
    project = local(*a.centroid.coords[0])
    result = metric(ctx, metric="distance", anchor="Ateneum", anchor_b="Helsingin tuomiokirkko")
    assert result.ok and result.unit == "m"
    assert result.value == pytest.approx(project(a).distance(project(b)), rel=0.005)


def test_distance_between_points_is_geodesic(ctx):
    result = metric(ctx, metric="distance", anchor="point:9.5209,47.1410", anchor_b="point:13.2611,53.5569")
    assert result.value == pytest.approx(ind.geodesic_distance(9.5209, 47.1410, 13.2611, 53.5569), rel=1e-4)


# -- errors ---------------------------------------------------------------------------------------

def test_area_of_point_features_is_an_explained_error(ctx):
    result = metric(ctx, metric="total_area", feature="post boxes", region="Kukko")
    assert not result.ok
    assert "points" in result.error and "count or nearest" in result.error


def test_length_of_a_polygon_is_an_error(ctx):
    result = metric(ctx, metric="length", anchor="Tollensesee")
    assert not result.ok and "length is not defined" in result.error


@pytest.mark.parametrize("kwargs, message", [
    ({"metric": "count", "feature": "cafe", "anchor": "Ateneum", "radius_m": -5}, "positive"),
    ({"metric": "count", "feature": "cafe", "anchor": "Ateneum", "radius_m": 1e9}, "circumference"),
    ({"metric": "count", "feature": "cafe", "radius_m": 500}, "need an anchor"),
    ({"metric": "nearest", "feature": "cafe"}, "needs an anchor"),
    ({"metric": "count", "anchor": "Ateneum"}, "needs a feature"),
    ({"metric": "nearest", "feature": "cafe", "anchor": "Ateneum", "direction": "upwards"}, "unknown direction"),
    ({"metric": "directional_nearest", "feature": "cafe", "anchor": "Ateneum"}, "needs a direction"),
    ({"metric": "count", "feature": "flibbertigibbet", "region": "Kukko"}, "unknown feature"),
    ({"metric": "nearest", "feature": "cafe", "anchor": "Xyzzy Qwertyplatz"}, "unknown anchor"),
    ({"metric": "count", "feature": "cafe", "region": "Ateneuminkuja"}, "region"),
    ({"metric": "count", "feature": "cafe", "region": "regions:999999"}, "no such entity"),
    ({"metric": "nearest", "anchor": "Ateneum", "candidates": ["Kiasma"]}, "at least two places"),
    ({"metric": "nearest", "candidates": ["Kiasma", "Ateneum"]}, "need an anchor"),
])
def test_validation_errors(ctx, kwargs, message):
    result = metric(ctx, **kwargs)
    assert not result.ok
    assert message in result.error
    assert result.render().startswith("ERROR: ")


def test_input_accepts_what_a_small_model_writes():
    args = cm.Input(metric="Closest", feature="cafe", anchor="Ateneum", radius_m="1.5 km")
    assert args.metric == "nearest" and args.radius_m == 1500
    assert cm.Input(metric="bearing", anchor="a", anchor_b="b").metric == "azimuth"


def test_an_area_anchor_without_radius_means_inside_it(ctx):
    result = metric(ctx, metric="largest", feature="park", anchor="Monaco")
    assert result.ok and result.entities
    assert any("searched inside it" in note for note in result.notes)
    assert [r.role for r in result.resolved] == ["region"]
    inside = metric(ctx, metric="largest", feature="park", region="Monaco")
    assert result.entities[0].handle == inside.entities[0].handle


def test_a_malformed_filter_next_to_a_feature_is_ignored(ctx):
    result = metric(ctx, metric="count", feature="restaurant", feature_filter="restaurant.name='x'", region="Vaduz")
    assert result.ok and any("ignored feature_filter" in note for note in result.notes)


def test_distance_between_two_places_ignores_a_stray_feature(ctx):
    result = metric(ctx, metric="distance", feature="cafe", anchor="Ateneum", anchor_b="Kiasma")
    plain = metric(ctx, metric="distance", anchor="Ateneum", anchor_b="Kiasma")
    assert result.ok and result.value == plain.value and result.value > 100
    assert any("ignored feature" in note for note in result.notes)


def test_a_zero_radius_is_no_radius(ctx):
    with_zero = metric(ctx, metric="nearest", feature="cafe", anchor="Ateneum", radius_m=0)
    without = metric(ctx, metric="nearest", feature="cafe", anchor="Ateneum")
    assert with_zero.ok and [e.handle for e in with_zero.entities] == [e.handle for e in without.entities]
    assert "ignored radius_m=0 (no radius)" in with_zero.notes


def test_an_anchors_list_is_read_as_anchor_and_anchor_b(ctx):
    listed = metric(ctx, metric="distance", anchors=["Ateneum", "Kiasma"])
    named = metric(ctx, metric="distance", anchor="Ateneum", anchor_b="Kiasma")
    assert listed.ok and listed.value == named.value and listed.value > 0
    single = metric(ctx, metric="nearest", feature="cafe", anchors=["Ateneum"])
    assert single.ok and single.resolved[0].name == "Ateneum"


def test_kinds_of_amenity_around_a_shop(ctx):
    # MapQA's amenities_around: "What amenities exist within 100m of Henri Lloyd?"
    shop = next(iter(ind.nodes("helsinki", "name", "Henri Lloyd")))
    project = local(*shop.geometry.coords[0])
    near = [(f.tags["amenity"], project(shop.geometry).distance(project(f.geometry)))
            for f in features("helsinki", "amenity", None) if f.osm_id != shop.osm_id]
    radius = next(float(r) for r in range(100, 160, 3) if all(abs(d - r) > 0.5 for _, d in near))
    expected: dict[str, int] = {}
    for value, distance in near:
        if distance <= radius:
            expected[value] = expected.get(value, 0) + 1
    result = metric(ctx, metric="kinds", feature="amenity", anchor="Henri Lloyd", radius_m=radius)
    assert result.ok, result.error
    assert {k.value: k.count for k in result.kinds} == expected
    assert [k.count for k in result.kinds] == sorted(expected.values(), reverse=True)
    assert {e.name for e in result.answer_value().entities} == set(expected)
    assert "answer: " + "; ".join(k.value for k in result.kinds) in result.render()


def test_two_streets_joined_by_and_are_their_junction(ctx) -> None:
    from georeact.tools import region_geometry
    junction = invoke(region_geometry.run, region_geometry.Result, ctx,
                      region_geometry.Input(street_a="Aleksanterinkatu", street_b="Mannerheimintie"))
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="cafe",
                                                     anchor="Aleksanterinkatu and Mannerheimintie"))
    assert result.ok, result.error
    assert result.resolved[0].handle == junction.handle
    at_the_point = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="cafe", anchor=junction.handle))
    assert [e.handle for e in result.entities] == [e.handle for e in at_the_point.entities]
    # one street's own name is still that street, not a junction
    street = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="cafe", anchor="Mannerheimintie"))
    assert street.resolved[0].handle.startswith("roads:")


# -- a town known only as a point -----------------------------------------------------------------

def test_a_count_in_a_town_mapped_as_a_point_is_bounded_around_it_not_the_whole_database(ctx):
    # Helsinki has no boundary polygon in its extract; its name resolves to the central railway station
    station = next(f for f in ind.nodes("helsinki", "railway", "station") if f.name == "Helsinki")
    project = local(station.geometry.x, station.geometry.y)
    centre = project(station.geometry)
    cafes = [f for f in features("helsinki", "amenity", "cafe")
             if project(point_of(f.geometry)).distance(centre) <= 5000]
    for sent in (dict(region="Helsinki"), dict(anchor="Helsinki")):
        result = metric(ctx, metric="count", feature="cafe", **sent)
        assert result.ok, result.error
        assert result.value == len(cafes) and result.radius_m == 5000
        assert any("is a point here" in note and "within 5 km" in note for note in result.notes), result.notes
    everywhere = metric(ctx, metric="count", feature="cafe", region="Monaco")
    assert everywhere.ok and everywhere.value > 0   # a town with a boundary is still counted inside it


def test_the_largest_lake_in_a_town_mapped_as_a_point_is_one_of_its_own(ctx):
    result = metric(ctx, metric="largest", feature="lake", anchor="Helsinki")
    assert result.ok, result.error
    assert result.entities and result.entities[0].distance_m <= 5000
    assert result.entities[0].name != "Tollensesee"   # 1,000 km away, the largest lake of the whole database


def test_a_street_is_no_town_to_search_in(ctx):
    result = metric(ctx, metric="count", feature="cafe", region="Ateneuminkuja")
    assert not result.ok and "region" in result.error


# -- the length of a named street ----------------------------------------------------------------

def test_the_length_of_a_street_adds_up_its_ways_as_the_longest_ranking_does(ctx):
    schaan = next(a for a in ind.areas("liechtenstein", "boundary", "administrative")
                  if a.name == "Schaan" and a.tags.get("admin_level") == "8")
    ways = [w for w in ind.ways("liechtenstein", "highway") if w.name == "Feldkircher Strasse"
            and w.geometry.intersects(schaan.geometry)]   # the eighth way of that name is in another town
    expected = sum(ind.geodesic_length(w.geometry) for w in ways)
    result = metric(ctx, metric="length", anchor="Feldkircher Strasse")
    assert result.ok, result.error
    assert result.value == pytest.approx(expected, rel=0.005)
    assert any(f"adds up the {len(ways)} ways" in note for note in result.notes), result.notes
    longest = metric(ctx, metric="longest", feature="street", region="Schaan")
    assert longest.entities[0].name == "Feldkircher Strasse" and longest.entities[0].length_m == pytest.approx(result.value, rel=0.001)


def test_a_places_own_length_is_the_street_of_that_name_not_a_stop_called_after_it(ctx):
    result = metric(ctx, metric="length", anchor="Aleksanterinkatu")
    assert result.ok, result.error
    assert result.resolved[0].table == "roads" and result.value > 100
    assert any("read as the linestring" in note for note in result.notes), result.notes


def test_a_ranking_of_streets_names_a_street_before_an_unnamed_way(ctx):
    vaduz = next(a for a in ind.areas("liechtenstein", "boundary", "administrative")
                 if a.name == "Vaduz" and a.tags.get("admin_level") == "8")
    unnamed = max(ind.geodesic_length(w.geometry) for w in ind.ways("liechtenstein", "highway")
                  if not w.name and w.tags.get("highway") in ("residential", "service", "unclassified", "tertiary")
                  and w.geometry.intersects(vaduz.geometry))
    ranked = metric(ctx, metric="longest", feature="street", region="Vaduz", limit=3).entities
    assert unnamed > ranked[0].length_m   # the data holds a longer unnamed way, which no one can call a street
    assert all(e.name for e in ranked)


def test_the_sql_of_a_call_with_its_values_written_in_runs_as_is(ctx, owner_conn):
    """`/sql` shows ExecutedQuery.pasteable(): pasted into psql, each statement gives the rows the tool got."""
    from georeact.tools.base import invoke
    from georeact.tools.metric import tool as cm

    for args in ({"metric": "count", "feature": "restaurant", "region": "Vaduz"},
                 {"metric": "nearest", "feature": "pharmacy", "anchor": "Ateneum", "limit": 3},
                 {"metric": "count", "feature": "cafe", "anchor": "O'Brien's Pub", "radius_m": 500}):
        result = invoke(cm.run, cm.Result, ctx, cm.Input(**args))
        assert result.sql
        for query in result.sql:
            pasted = query.pasteable()
            assert "%s" not in pasted and "%(" not in pasted
            assert len(owner_conn.execute(pasted).fetchall()) == query.rows, pasted[:300]


@pytest.mark.parametrize("closed", [False, True])
def test_open_at_keeps_the_places_open_or_closed_then_by_the_parser(ctx, closed):
    import opening_hours
    from georeact.geo.hours import parse_open_at

    result = metric(ctx, metric="list", feature="pharmacy", anchor="Ateneum", radius_m=1500,
                    open_at="Sunday 10:00", closed=closed, limit=50)
    assert result.ok, result.error
    anchor = result.resolved[0]
    when = parse_open_at("Sunday 10:00", anchor.lon, anchor.lat)
    states = {}
    for f in ind.nodes("helsinki", "amenity", "pharmacy"):
        if ind.geodesic_distance(anchor.lon, anchor.lat, f.geometry.x, f.geometry.y) > 1499:
            continue
        try:
            hours = opening_hours.OpeningHours(f.tags.get("opening_hours", ""), coords=(f.geometry.y, f.geometry.x))
            states[f.tags.get("name")] = str(hours.state(when.start.replace(tzinfo=None))[0]).lower()
        except Exception:
            states[f.tags.get("name")] = "unknown"   # unparseable: neither open nor closed
    expected = {name for name, state in states.items() if state.endswith("closed" if closed else "open")}
    assert expected and {e.name for e in result.entities} == expected
    assert result.closed_at is closed and ("closed" if closed else "open") in result.render()


def test_the_nearest_unnamed_one_stands_when_the_nearest_named_one_is_in_another_extract(ctx):
    # Liechtenstein's fountains have no names; named ones exist only in other extracts, hundreds of km away. The
    # nearest is the answer; the named one added beside it (another extract) is dropped, not a reason to refuse.
    fountains = ind.nodes("liechtenstein", "amenity", "fountain")
    assert fountains and not any(f.name for f in fountains)
    result = metric(ctx, metric="nearest", feature="fountain", anchor="Kunstmuseum Liechtenstein")
    assert result.ok, result.error
    from shapely.ops import nearest_points
    museum = next(a for a in ind.areas("liechtenstein", "name", None) if a.name == "Kunstmuseum Liechtenstein")
    nearest = min(ind.geodesic_distance(*nearest_points(museum.geometry, f.geometry)[0].coords[0],
                                        f.geometry.x, f.geometry.y) for f in fountains)
    assert [e.name for e in result.entities] == [None]
    assert abs(result.entities[0].distance_m - nearest) <= 5


def test_places_of_either_kind_are_both_kinds_counted_once(ctx):
    bars = metric(ctx, metric="count", feature="bar", anchor="Kiasma", radius_m=500)
    pubs = metric(ctx, metric="count", feature="pub", anchor="Kiasma", radius_m=500)
    either = metric(ctx, metric="count", feature="bars or pubs", anchor="Kiasma", radius_m=500)
    assert bars.ok and pubs.ok and either.ok and bars.value and pubs.value
    assert either.value == bars.value + pubs.value and len(either.filters) >= 2


def test_a_distance_from_a_town_to_a_kind_in_it_keeps_the_town_as_its_start(ctx):
    """anchor = region = the town: a count or a ranking searches inside it, but a distance needs its start (dropping
    it left SQL that read a start never made: 'relation "anchor" does not exist')."""
    result = metric(ctx, metric="distance", feature="museum", anchor="Vaduz", region="Vaduz")
    assert result.ok, result.error
    assert [r.role for r in result.resolved] == ["anchor", "region"] and result.entities
    none = metric(ctx, metric="distance", feature="casino", anchor="Vaduz", region="Vaduz")
    assert none.ok and not none.entities and "no casino in the region" in none.notes


def test_a_name_longer_names_hold_is_the_one_near_the_calls_other_place_not_one_in_another_extract(ctx):
    """'Optik' is held by 'T-Optik' (Liechtenstein, the search's first) and 'Optik Below' (Neubrandenburg): asked with a
    shop next to the second, it is the second, not a place 1,000 km away in another extract."""
    result = metric(ctx, metric="distance", anchor="Second Chance NB", anchor_b="Optik")
    assert result.ok, result.error
    assert [r.name for r in result.resolved] == ["Second Chance NB", "Optik Below"]
    assert result.value is not None and result.value < 100
    assert any("an approximate match" in note for note in result.notes)   # and the answer says so
