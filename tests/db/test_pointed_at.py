"""Objects people point at are loaded whether they carry a name or not (reading/pointed_at.py, styles/gsqa.lua)."""

from __future__ import annotations

import re
from pathlib import Path

from georeact.db import importer
from georeact.reading.lifecycle import LIFECYCLE_PREFIXES
from georeact.reading.pointed_at import HIGHWAY_POINTS, POINTED_AT, WATERWAY_POINTS, is_pointed_at
from georeact.tools import poi_filter
from georeact.reading import vocabulary
from tests import independent


def _lua_table(text: str, name: str) -> str:
    start = text.index(f"local {name} = {{")
    depth = 0
    for at in range(text.index("{", start), len(text)):
        depth += {"{": 1, "}": -1}.get(text[at], 0)
        if depth == 0:
            return re.sub(r"--[^\n]*", "", text[start:at + 1])
    raise AssertionError(f"{name} is not closed")


def test_the_lua_style_and_the_python_twin_hold_the_same_table():
    """The Lua style loads what the classic layout's views and the vocabulary believe it loads."""
    text = Path(importer.style_path()).read_text(encoding="utf-8")
    lua = {}
    for key, body in re.findall(r"(\w+) = \{([^{}]*)\}", _lua_table(text, "POINTED_AT").split("{", 1)[1]):
        lua[key] = frozenset(re.findall(r"(\w+) = true", body))
    assert lua == POINTED_AT
    assert frozenset(re.findall(r"(\w+) = true", _lua_table(text, "HIGHWAY_POINTS"))) == HIGHWAY_POINTS
    assert frozenset(re.findall(r"(\w+) = true", _lua_table(text, "WATERWAY_POINTS"))) == WATERWAY_POINTS


def test_unnamed_objects_people_point_at_are_pois_counted_by_their_kind(db):
    """'the cafe nearest the water tower', 'walk from the turnstile': every such object of the shipped extracts is a
    POI, an unnamed one too, and a special building keeps its kind in the column kinds of place read."""
    expected = {}
    for extract in independent.EXTRACTS:
        for key in POINTED_AT:
            for f in [*independent.nodes(extract, key), *independent.areas(extract, key)]:
                if is_pointed_at(f.tags) and vocabulary.logical_table(f.tags) == "pois":
                    expected[(f.osm_type, f.osm_id)] = f
    unnamed = {k: f for k, f in expected.items() if not f.name}
    assert len(unnamed) >= 50 and {f.tags.get("man_made") for f in unnamed.values()} >= {"tower", "chimney"}
    rows = db.query("SELECT osm_type, osm_id, building FROM pois WHERE poi_name IS NULL AND osm_id = ANY(%s)",
                    ([f.osm_id for f in unnamed.values()],), max_rows=50_000).rows
    found = {(t, i): building for t, i, building in rows}
    missing = [f for k, f in unnamed.items() if k not in found]
    assert not missing, missing[:5]
    buildings = {k: f.tags["building"] for k, f in unnamed.items() if f.tags.get("building") in POINTED_AT["building"]}
    assert buildings and all(found[k] == kind for k, kind in buildings.items())


def test_bulk_objects_stay_out(db):
    """A gate, a manhole, a shed: a key's bulk values nobody points at are not loaded when unnamed."""
    bulk = [f for extract in independent.EXTRACTS for key, value in (("barrier", "gate"), ("man_made", "manhole"),
                                                                    ("building", "shed"))
            for f in [*independent.nodes(extract, key, value), *independent.areas(extract, key, value)]
            if not f.name and vocabulary.logical_table(f.tags) is None]
    assert len(bulk) >= 20
    loaded = db.query("SELECT count(*) FROM pois WHERE osm_id = ANY(%s)", ([f.osm_id for f in bulk],)).rows[0][0]
    assert loaded == 0


def test_the_vocabulary_offers_the_kinds_the_database_holds():
    for tags in ({"man_made": "chimney"}, {"barrier": "turnstile"}, {"barrier": "gate"}, {"building": "public"},
                 {"highway": "turning_circle"}, {"landuse": "cemetery"}, {"power": "generator"}):
        assert vocabulary.logical_table(tags) == "pois", tags
    for tags in ({"barrier": "fence"}, {"man_made": "manhole"}, {"power": "substation"}):
        assert vocabulary.logical_table(tags) is None, tags


def test_the_lifecycle_prefixes_are_twins():
    """The prefixes the Lua style loads closed places by are the ones the vocabulary reads."""
    text = Path(importer.style_path()).read_text(encoding="utf-8")
    assert tuple(re.findall(r"'(\w+)'", _lua_table(text, "LIFECYCLE_PREFIXES"))) == LIFECYCLE_PREFIXES


def test_places_that_closed_are_pois_no_kind_counts_and_a_lifecycle_word_finds(db, ctx):
    """'the disused restaurant': a place tagged as closed (disused:amenity=restaurant, was:shop=shoes) is a POI, named
    or not; 'restaurant' does not count it; 'former restaurant' finds each such place and nothing else."""
    former = {}
    for extract in independent.EXTRACTS:
        for prefix in LIFECYCLE_PREFIXES:
            for key in vocabulary.POI_KEYS:
                for f in [*independent.nodes(extract, f"{prefix}:{key}"), *independent.areas(extract, f"{prefix}:{key}")]:
                    if vocabulary.logical_table(f.tags) == "pois":
                        former[(f.osm_type, f.osm_id)] = f
    assert len(former) >= 2 and any(not f.name for f in former.values())
    rows = db.query("SELECT osm_type, osm_id, amenity, shop FROM pois WHERE osm_id = ANY(%s)",
                    ([f.osm_id for f in former.values()],), max_rows=10_000).rows
    found = {(t, i): (amenity, shop) for t, i, amenity, shop in rows}
    assert set(former) <= set(found), [f for k, f in former.items() if k not in found][:3]
    # no kind of place counts them unless they still carry one
    assert all(found[k] == (f.tags.get("amenity"), f.tags.get("shop")) for k, f in former.items())
    closed_restaurants = {k for k, f in former.items()
                          if any(f.tags.get(f"{p}:amenity") == "restaurant" for p in LIFECYCLE_PREFIXES)}
    assert closed_restaurants
    filters = poi_filter.resolve(ctx, "former restaurant").filters
    assert filters and all(flt.column.split(":")[0] in LIFECYCLE_PREFIXES for flt in filters)
    assert sum(flt.rows for flt in filters) == len(closed_restaurants)
    assert poi_filter.resolve(ctx, "disused restaurant").filters == filters


def test_crossings_of_the_tracks_chains_and_motorway_exits_are_counted_by_their_kind(db, ctx):
    """'how many railroad crossings', 'the chain barrier', 'motorway exits': every such node of the shipped extracts
    is a POI the phrase counts (a railroad crossing is where a road or a path crosses the tracks: both presets)."""
    for phrase, tags in (("railroad crossing", {("railway", "level_crossing"), ("railway", "crossing")}),
                         ("chain barrier", {("barrier", "chain")}),
                         ("motorway exit", {("highway", "motorway_junction")})):
        expected = {(f.osm_type, f.osm_id) for extract in independent.EXTRACTS for key, value in tags
                    for f in [*independent.nodes(extract, key, value), *independent.ways(extract, key, value)]}
        assert expected, phrase
        filters = poi_filter.resolve(ctx, phrase).filters
        assert {(flt.column, flt.value) for flt in filters} <= tags and sum(flt.rows for flt in filters) == len(expected), \
            (phrase, filters, len(expected))


def test_a_point_on_a_river_is_a_poi_not_water(db):
    """'how far is the waterfall', 'the weir nearest X': a waterfall, weir or lock gate drawn as a node is a POI (a
    waterway is otherwise water, kept as a line: a node has none, and the point was lost)."""
    points = [f for extract in independent.EXTRACTS for value in sorted(WATERWAY_POINTS)
              for f in independent.nodes(extract, "waterway", value)]
    assert points and all(vocabulary.logical_table(f.tags) == "pois" for f in points)
    rows = db.query("SELECT osm_id, tags->>'waterway' FROM pois WHERE osm_type = 'N' AND osm_id = ANY(%s)",
                    ([f.osm_id for f in points],)).rows
    assert {osm_id: kind for osm_id, kind in rows} == {f.osm_id: f.tags["waterway"] for f in points}
    assert vocabulary.logical_table({"waterway": "river"}) == "lakes"
