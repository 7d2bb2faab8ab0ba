"""Namesakes side by side are one sight (a waterfall, the viewpoints over it and the trail to it carry its name): of
those, the most prominent is meant, whichever lies nearest the question's other place; and cliffs, mapped mostly as
unnamed lines, are loaded, so that a count of them near a place has something to count."""

from __future__ import annotations

from georeact.tools.place_search import PlaceMatch, choose_namesake, namesake_note


def _match(handle: str, lat: float, lon: float, category: str, salience: tuple[int, int, int, float],
           geometry: str = "POINT") -> PlaceMatch:
    return PlaceMatch(handle=handle, table="pois", id=int(handle.split(":")[1]), osm_type="N", osm_id=1,
                      name="Eastfell", lat=lat, lon=lon, geometry_type=geometry, confidence=1.0, match="exact",
                      category=category, salience=salience)


def test_of_namesakes_side_by_side_the_most_prominent_is_meant():
    waterfall = _match("pois:1", 64.3908, -21.2515, "waterway=waterfall", (1, 0, 0, 0.0))   # (a wikidata tag)
    viewpoint = _match("pois:2", 64.3874, -21.2569, "tourism=viewpoint", (0, 1, 0, 0.0))
    trail = _match("pois:3", 64.3861, -21.2690, "route=hiking", (0, 0, 0, 2400.0), "LINESTRING")
    farm_nearby = [(64.3836, -21.2878)]   # the trail starts beside it, the waterfall lies 2 km on
    chosen = choose_namesake([trail, viewpoint, waterfall], farm_nearby)[0]
    assert chosen.handle == waterfall.handle, chosen
    assert namesake_note("Eastfell", chosen) is None   # (the others are named after it: nothing to tell apart)


def test_namesakes_far_apart_are_told_apart_by_nearness():
    near = _match("pois:1", 64.3874, -21.2569, "tourism=viewpoint", (0, 1, 0, 0.0))
    far = _match("pois:2", 65.5, -14.0, "waterway=waterfall", (1, 0, 0, 0.0))
    chosen = choose_namesake([far, near], [(64.3836, -21.2878)])[0]
    assert chosen.handle == near.handle, chosen


def test_unnamed_cliffs_are_loaded(ctx):
    (unnamed,), = ctx.db.query("SELECT count(*) FROM pois WHERE tags->>'natural' = 'cliff' AND poi_name IS NULL",
                               ()).rows
    assert unnamed > 0


def test_where_a_place_is_is_the_regions_holding_it(ctx):
    """'where is X', 'which municipality is X in': the named regions whose polygon holds it, smallest first, checked
    against the regions' polygons themselves."""
    from georeact.tools import describe_place
    from georeact.tools.base import invoke

    (handle, inner, outer), = ctx.db.query("""
        SELECT 'pois:' || p.id, small.region_name, big.region_name FROM pois p
        JOIN regions small ON ST_Covers(small.geometry::geometry, p.geometry::geometry)
        JOIN regions big ON ST_Covers(big.geometry::geometry, small.geometry::geometry)
        WHERE p.source ~ '^liechtenstein' AND p.poi_name IS NOT NULL AND small.region_name IS NOT NULL
          AND big.region_name IS NOT NULL AND ST_Area(big.geometry) > 2 * ST_Area(small.geometry)
          AND ST_GeometryType(p.geometry::geometry) = 'ST_Point'
        ORDER BY ST_Area(small.geometry), p.id LIMIT 1""", ()).rows
    result = invoke(describe_place.run, describe_place.Result, ctx,
                    describe_place.Input(place=handle, attributes=["region"]))
    said, = result.attributes
    names = said.value.split(", ")
    assert inner in names and outer in names and names.index(inner) < names.index(outer), said


def test_a_name_said_after_a_town_is_never_a_place_of_that_name_in_another_town(ctx):
    """'Vaduz Cock' (the town said first) is no 'The Cock' in Helsinki; 'the cock' in Vaduz is no place there."""
    from georeact.tools import describe_place
    from georeact.tools.base import invoke
    from georeact.tools.place_search import find_places

    (elsewhere,), = ctx.db.query("SELECT source FROM pois WHERE poi_name = 'The Cock'", ()).rows
    assert not elsewhere.startswith("liechtenstein")
    found = find_places(ctx, "Vaduz Cock")
    assert not any(m.name == "The Cock" and not m.approximate for m in found), found[:3]
    result = invoke(describe_place.run, describe_place.Result, ctx,
                    describe_place.Input(place="the cock", context="Vaduz", attributes=["operator"]))
    assert not result.ok and result.place is None, result.place


def test_a_road_named_like_a_place_beside_it_is_its_way_there_no_namesake():
    from georeact.tools.place_search import rivals

    camp_site = _match("pois:1", 64.3458, -15.5039, "tourism=camp_site", (0, 1, 1, 0.0))
    road = PlaceMatch(handle="roads:2", table="roads", id=2, osm_type="W", osm_id=2, name="Eastfell", lat=64.3414,
                      lon=-15.4812, geometry_type="LINESTRING", confidence=1.0, match="exact",
                      category="highway=unclassified", salience=(0, 0, 0, 1500.0))
    far_farm = _match("pois:3", 65.1, -14.2, "place=farm", (0, 1, 0, 0.0))
    assert rivals([camp_site, road]) == []
    assert [m.handle for m in rivals([camp_site, road, far_farm])] == ["pois:3"]


def test_a_trip_end_known_beyond_the_map_is_among_the_namesakes_a_trip_means():
    from georeact.tools.place_search import trip_ends

    dwelling = _match("pois:1", 65.62, -22.72, "place=isolated_dwelling", (0, 0, 0, 0.0))
    lighthouse = _match("pois:2", 64.93, -13.68, "man_made=lighthouse", (1, 0, 2, 22.0), "POLYGON")   # (wikidata)
    hut = _match("pois:3", 64.5, -15.0, "tourism=alpine_hut", (0, 1, 0, 0.0))
    assert {m.handle for m in trip_ends([dwelling, lighthouse, hut])} == {"pois:1", "pois:2"}


def test_a_name_said_with_its_kind_needs_no_note_of_which_namesake(ctx):
    from georeact.tools.metric.places import _told_apart_by_its_kind
    from georeact.tools.place_search import find_places

    (name,), = ctx.db.query("""SELECT poi_name FROM pois WHERE amenity = 'restaurant' AND poi_name ~ '^[A-Z][a-z]+$'
                               GROUP BY poi_name HAVING count(*) >= 2 ORDER BY poi_name LIMIT 1""", ()).rows
    best = next(m for m in find_places(ctx, name, limit=6) if m.category == "amenity=restaurant")
    assert _told_apart_by_its_kind(ctx, f"{name} restaurant", best)
    assert not _told_apart_by_its_kind(ctx, name, best) and not _told_apart_by_its_kind(ctx, f"{name} museum", best)
