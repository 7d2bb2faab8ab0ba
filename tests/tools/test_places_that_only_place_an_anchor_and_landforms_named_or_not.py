"""A place that is no town ('within 300 m of the X on <a square>') only says where the anchor is: the count runs over
the whole radius, not inside it; a town said so stays the scope. Landforms people count (peaks, springs, caves) are
places, named or not (tests/db/test_island_nodes_and_landforms.py loads them). Real shipped extracts, real PostGIS."""

from __future__ import annotations

from georeact.reading.pointed_at import NOT_MEASURED, POINTED_AT
from georeact.tools.base import invoke
from georeact.tools.metric import tool as cm


def _count(ctx, **kwargs) -> cm.Result:
    return invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", **kwargs))


def test_a_region_that_is_no_town_only_places_the_anchor(ctx):
    # a square or a city block (place=square, place=city_block) holding a named place, with places of a kind around it
    rows = ctx.db.query("""
        SELECT r.region_name, p.poi_name FROM regions r JOIN pois p
          ON ST_Intersects(r.geometry::geometry, p.geometry::geometry)
        WHERE r.place IN ('square', 'city_block') AND r.admin_level IS NULL AND p.poi_name IS NOT NULL
          AND (SELECT count(*) FROM pois q WHERE q.poi_name = p.poi_name) = 1
          AND (SELECT count(*) FROM regions s WHERE s.region_name = r.region_name) = 1
          AND EXISTS (SELECT 1 FROM pois c WHERE c.amenity = 'cafe' AND ST_DWithin(c.geometry, p.geometry, 300)
                      AND NOT ST_Intersects(r.geometry::geometry, c.geometry::geometry))
        ORDER BY r.id, p.id LIMIT 1""", ()).rows
    assert rows, "the shipped extracts hold a square with a named place and cafes around it"
    (square, anchor), = rows
    placed = _count(ctx, feature="cafe", anchor=anchor, region=square, radius_m=300)
    alone = _count(ctx, feature="cafe", anchor=anchor, radius_m=300)
    assert placed.value == alone.value and placed.value >= 1, (placed, alone)
    assert any("only where the anchor is" in note for note in placed.notes), placed.notes


def test_a_town_said_with_an_anchor_and_a_radius_is_still_the_scope(ctx):
    # (a named place inside a municipality, found only once: the count keeps to the town)
    rows = ctx.db.query("""
        SELECT r.region_name, p.poi_name FROM regions r JOIN pois p
          ON ST_Intersects(r.geometry::geometry, p.geometry::geometry)
        WHERE r.admin_level IS NOT NULL AND p.amenity = 'townhall' AND p.poi_name IS NOT NULL
          AND (SELECT count(*) FROM pois q WHERE q.poi_name = p.poi_name) = 1
          AND (SELECT count(*) FROM regions s WHERE s.region_name = r.region_name) = 1
        ORDER BY r.id, p.id LIMIT 1""", ()).rows
    assert rows
    (town, anchor), = rows
    placed = _count(ctx, feature="restaurant", anchor=anchor, region=town, radius_m=5000)
    assert not any("only where the anchor is" in note for note in placed.notes), placed.notes


def test_landforms_are_places_people_count_and_trees_are_not():
    assert {"peak", "spring", "hot_spring", "cave_entrance"} <= POINTED_AT["natural"]
    assert "'tree'" in NOT_MEASURED and "'peak'" not in NOT_MEASURED   # ('places in X' never a tree; a peak is one)

