"""Tool semantics a small model leans on (issue 16, part 2 a, b, d, e), on the real extracts.

Every expected value comes from pyosmium + shapely + pyproj over the .osm.pbf files (tests/independent.py);
compass words are computed here, not with georeact.geo.directions.
"""

from __future__ import annotations

import pytest
from shapely.geometry import Point

from georeact.tools.metric import tool as cm
from georeact.tools import region_geometry as rg
from georeact.tools import resolve_location as rl
from georeact.tools.place_search import region_form
from georeact.tools.base import invoke
from tests import independent as ind
from tests.tools.test_calculate_metric import features, local, point_of, the_area

COMPASS8 = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]


def compass(azimuth: float) -> str:
    return COMPASS8[int(((azimuth + 22.5) % 360) // 45)]


def metric(ctx, **kwargs) -> cm.Result:
    return invoke(cm.run, cm.Result, ctx, cm.Input(**kwargs))


def resolve(ctx, name: str, context: str | None = None) -> rl.Result:
    return invoke(rl.run, rl.Result, ctx, rl.Input(name=name, context=context))


def region(ctx, **kwargs) -> rg.Result:
    return invoke(rg.run, rg.Result, ctx, rg.Input(**kwargs))


def cafes_around_the_ateneum() -> tuple[ind.Feature, list[tuple[float, float, ind.Feature]]]:
    """(Ateneum, [(distance from its polygon, azimuth from its centroid, café)] nearest first)."""
    ateneum = the_area("helsinki", "name", "Ateneum")
    centre = ateneum.geometry.centroid
    project = local(centre.x, centre.y)
    around = [(project(ateneum.geometry).distance(project(cafe.geometry)),
               ind.azimuth(centre.x, centre.y, *point_of(cafe.geometry).coords[0]), cafe)
              for cafe in features("helsinki", "amenity", "cafe")]
    return ateneum, sorted(around, key=lambda c: c[0])


def clear_radius(distances: list[float], candidates: range) -> float:
    """A radius with no feature within 2 m of its circle, so rounding cannot decide what is inside."""
    return float(next(r for r in candidates if all(abs(d - r) > 2 for d in distances)))


# -- a. a radius lists every match, with the total ---------------------------------------------------

@pytest.mark.parametrize("metric_name", ["nearest", "list"])
def test_a_radius_lists_every_match_nearest_first_with_the_total(ctx, metric_name):
    _, around = cafes_around_the_ateneum()
    radius = clear_radius([d for d, _, _ in around], range(250, 450, 7))
    inside = [d for d, _, _ in around if d <= radius]
    assert len(inside) > cm.MAX_LISTED   # more than the observation shows: the total must say so

    result = metric(ctx, metric=metric_name, feature="cafe", anchor="Ateneum", radius_m=radius)
    assert result.ok, result.error
    assert result.total == len(inside)
    assert len(result.entities) == cm.MAX_LISTED
    assert [e.distance_m for e in result.entities] == pytest.approx(inside[:cm.MAX_LISTED], abs=0.5)
    text = result.render()
    assert text.splitlines()[1].startswith(f"answer: {len(inside)} in all; the first {cm.MAX_LISTED} (nearest first)")
    assert f"... and {len(inside) - cm.MAX_LISTED} more not listed ({len(inside)} in all)" in text
    assert sum(line.split(".")[0].isdigit() for line in text.splitlines()) == cm.MAX_LISTED
    counted = metric(ctx, metric="count", feature="cafe", anchor="Ateneum", radius_m=radius)
    assert counted.value == len(inside)


def test_a_small_radius_lists_every_one(ctx):
    _, around = cafes_around_the_ateneum()
    radius = clear_radius([d for d, _, _ in around], range(60, 200, 3))
    inside = [(d, cafe) for d, _, cafe in around if d <= radius]
    assert 1 < len(inside) < cm.MAX_LISTED

    result = metric(ctx, metric="nearest", feature="cafe", anchor="Ateneum", radius_m=radius)
    assert result.ok and result.total == len(inside)
    assert [e.distance_m for e in result.entities] == pytest.approx([d for d, _ in inside], abs=0.5)
    assert {e.name for e in result.entities} == {cafe.name for _, cafe in inside}
    assert f"answer: {len(inside)} in all, every one listed (nearest first):" in result.render()
    assert [e.name for e in result.answer_value().entities] == [e.name for e in result.entities]


def test_a_radius_with_a_direction_lists_every_match_in_the_sector(ctx):
    _, around = cafes_around_the_ateneum()
    radius = clear_radius([d for d, _, _ in around], range(300, 600, 11))
    assert all(min(abs(az - edge) for edge in (202.5, 247.5)) > 0.1 for _, az, _ in around)   # none on the edge
    inside = [d for d, az, _ in around if d <= radius and compass(az) == "southwest"]
    assert len(inside) > 1

    result = metric(ctx, metric="directional_nearest", feature="cafe", anchor="Ateneum", direction="southwest",
                    radius_m=radius)
    assert result.ok and result.total == len(inside)
    assert [e.distance_m for e in result.entities] == pytest.approx(inside[:cm.MAX_LISTED], abs=0.5)


def test_nearest_without_a_radius_stays_the_single_nearest(ctx):
    _, around = cafes_around_the_ateneum()
    result = metric(ctx, metric="nearest", feature="cafe", anchor="Ateneum")
    assert result.ok and result.ranked_by is None
    assert result.entities[0].distance_m == pytest.approx(around[0][0], abs=0.5)
    assert " in all" not in result.render()


# -- b. names: region forms, exact over approximate, never silent --------------------------------------

@pytest.mark.parametrize("written, name", [("City of Vaduz", "Vaduz"), ("Municipality of Vaduz", "Vaduz"),
                                           ("Vaduz Municipality", "Vaduz"), ("Town of Schaan", "Schaan"),
                                           ("Schaan Municipality", "Schaan"), ("the municipality of Triesen", "Triesen")])
def test_region_forms_find_the_region(ctx, written, name):
    boundary = the_area("liechtenstein", "boundary", "administrative", name=name)
    result = resolve(ctx, written)
    assert result.ok, result.error
    assert (result.best.table, result.best.osm_type, result.best.osm_id) == ("regions", "R", boundary.osm_id)
    assert "[exact match on name without" in result.render()

    area = region(ctx, region=written)
    assert area.mode == "region" and area.name == name
    assert area.area_m2 == pytest.approx(ind.geodesic_area(boundary.geometry), rel=0.002)
    assert f"read {written!r} as {name!r}" in area.note

    expected = sum(1 for f in features("liechtenstein", "amenity", "restaurant")
                   if f.geometry.intersects(boundary.geometry))
    counted = metric(ctx, metric="count", feature="restaurant", region=written)
    assert counted.ok and counted.value == expected
    assert any(note.startswith(f"region: read {written!r} as {name!r}") for note in counted.notes)


def test_region_form_parsing():
    assert region_form("City of Vaduz") == ("Vaduz", "'City of'")
    assert region_form("Triesenberg County") == ("Triesenberg", "'County'")
    assert region_form("Stade Municipal") is None and region_form("Old Town") is None


def test_a_place_named_exactly_beats_an_approximate_area(ctx):
    # 'Vaduz Post' is a bus stop's name; the town Vaduz only resembles it
    stops = [f for f in ind.nodes("liechtenstein", "name", "Vaduz Post")]
    assert stops
    result = region(ctx, region="Vaduz Post")
    assert result.ok and result.mode == "buffer"
    assert min(ind.geodesic_distance(result.lon, result.lat, *s.geometry.coords[0]) for s in stops) < 1.0


def test_a_region_named_as_a_place_that_is_no_area_is_that_place_not_an_approximate_town(ctx):
    # 'Vaduz Post' is a bus stop; the town 'Vaduz' is only like it (closeness 0.5, below the refusal threshold)
    stops = ind.nodes("liechtenstein", "name", "Vaduz Post")
    result = metric(ctx, metric="count", feature="restaurant", region="Vaduz Post")
    assert result.ok, result.error
    assert result.resolved[0].name == "Vaduz Post" and result.resolved[0].geometry_type == "POINT"
    assert not result.resolved[0].approximate and result.radius_m == 5000
    assert int(result.resolved[0].handle.split(":")[1]) in {row[0] for row in ctx.db.query(
        "SELECT id FROM pois WHERE poi_name = 'Vaduz Post'").rows} and len(stops) >= 1
    assert not any("approximate" in note for note in result.notes)


def test_an_approximate_match_in_the_context_names_the_exact_ones_outside(ctx):
    vaduz = the_area("liechtenstein", "boundary", "administrative", name="Vaduz")
    exact = [f for e in ind.EXTRACTS for f in ind.nodes(e, "name", "Rathaus") + ind.areas(e, "name", "Rathaus")]
    assert exact and not any(f.geometry.intersects(vaduz.geometry) for f in exact)
    result = resolve(ctx, "Rathaus", context="Vaduz")
    assert result.ok and result.best.match == "trigram"
    assert vaduz.geometry.contains(Point(result.best.lon, result.best.lat))
    assert "named exactly 'Rathaus' but outside the context" in result.note
    assert result.note.count("Rathaus →") == min(3, len(exact))


# -- d. an empty feature_filter falls back to the phrase ---------------------------------------------

def test_an_empty_filter_falls_back_to_its_value_as_a_phrase(ctx):
    monaco = the_area("monaco", "boundary", "administrative", name="Monaco", admin_level="8")
    parks = [a for a in ind.areas("monaco", "leisure", "park") if a.geometry.intersects(monaco.geometry)]
    biggest = max(parks, key=lambda a: ind.geodesic_area(a.geometry))
    assert not ind.nodes("monaco", "amenity", "park") and not ind.areas("monaco", "amenity", "park")

    counted = metric(ctx, metric="count", feature_filter="pois.amenity=park", region="Monaco")
    assert counted.ok and counted.value == len(parks)
    assert "used the phrase 'park'" in counted.render()
    largest = metric(ctx, metric="largest", feature_filter="pois.leisure=park", region="Monaco")
    assert largest.ok and largest.entities[0].name == biggest.name
    assert largest.value == pytest.approx(ind.geodesic_area(biggest.geometry), rel=0.005)


def test_an_empty_filter_next_to_a_feature_uses_the_feature(ctx):
    monaco = the_area("monaco", "boundary", "administrative", name="Monaco", admin_level="8")
    expected = sum(1 for a in ind.areas("monaco", "leisure", "park") if a.geometry.intersects(monaco.geometry))
    result = metric(ctx, metric="count", feature="parks", feature_filter="pois.amenity=park", region="Monaco")
    assert result.ok and result.value == expected
    assert any("used the phrase 'parks'" in note for note in result.notes)


def test_a_filter_with_no_phrase_behind_it_still_counts_zero(ctx):
    result = metric(ctx, metric="count", feature_filter="pois.amenity=zzqx_nothing", region="Monaco")
    assert result.ok and result.value == 0 and "no rows" in result.render()


# -- e. direction answers: degrees, compass word, which place from which -------------------------------

def test_azimuth_to_the_nearest_feature_says_which_one(ctx):
    _, around = cafes_around_the_ateneum()
    distance, azimuth, cafe = around[0]
    result = metric(ctx, metric="azimuth", feature="cafe", anchor="Ateneum")
    assert result.ok and result.bearing is not None
    assert result.bearing.degrees == pytest.approx(azimuth, abs=0.05)
    assert result.bearing.compass == compass(azimuth) and result.direction == compass(azimuth)
    assert result.bearing.place == (cafe.name or "(no name)") and result.bearing.handle == result.entities[0].handle


def test_directional_nearest_carries_the_bearing(ctx):
    _, around = cafes_around_the_ateneum()
    distance, azimuth, cafe = next(c for c in around if compass(c[1]) == "east")
    result = metric(ctx, metric="directional_nearest", feature="cafe", anchor="Ateneum", direction="east")
    assert result.ok and result.bearing is not None
    assert (result.bearing.place, result.bearing.compass) == (cafe.name, "east")
    assert result.bearing.degrees == pytest.approx(azimuth, abs=0.05)
    assert f"direction: {result.bearing.degrees:.1f}° (east): the direction of {cafe.name}" in result.render()
    value = result.answer_value()
    assert value.kind == "entities" and value.compass == "east" and value.degrees == result.bearing.degrees


# -- both schema layouts -----------------------------------------------------------------------------

@pytest.mark.parametrize("profile", ["ctx", "osm_ctx"])
def test_the_semantics_hold_on_both_layouts(request, profile):
    tools = request.getfixturevalue(profile)
    vaduz = the_area("liechtenstein", "boundary", "administrative", name="Vaduz")
    restaurants = sum(1 for f in features("liechtenstein", "amenity", "restaurant") if f.geometry.intersects(vaduz.geometry))
    assert metric(tools, metric="count", feature="restaurant", region="Municipality of Vaduz").value == restaurants

    monaco = the_area("monaco", "boundary", "administrative", name="Monaco", admin_level="8")
    parks = sum(1 for a in ind.areas("monaco", "leisure", "park") if a.geometry.intersects(monaco.geometry))
    assert metric(tools, metric="count", feature_filter="pois.amenity=park", region="Monaco").value == parks

    _, around = cafes_around_the_ateneum()
    radius = clear_radius([d for d, _, _ in around], range(250, 450, 7))
    listed = metric(tools, metric="nearest", feature="cafe", anchor="Ateneum", radius_m=radius)
    assert listed.total == sum(d <= radius for d, _, _ in around)
