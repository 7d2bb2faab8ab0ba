"""DescribePlace on the four real extracts: places chosen by querying the database for the tags a case needs, their
values checked against the raw extract (pyosmium) and the inferred street against a brute-force geodesic search over
every named street of the extract (shapely + pyproj, tests/independent.py)."""

from __future__ import annotations

import re
from functools import lru_cache

import pytest
from pydantic import ValidationError
from pyproj import Transformer
import numpy as np
import shapely
from shapely.geometry import Point

from georeact.tools import describe_place as tool
from georeact.tools.base import invoke
from georeact.tools.toolbox import Toolbox
from tests import independent as ind

LIECHTENSTEIN = "liechtenstein-2013-08-03.osm.pbf"
# a named POI whose name no other row of any table has: a name search can only mean it
UNIQUE = f"""
SELECT p.id, p.osm_type, p.osm_id, p.poi_name, p.tags FROM pois p
WHERE p.source = '{LIECHTENSTEIN}' AND p.poi_name IS NOT NULL AND {{where}}
  AND (SELECT count(*) FROM pois q WHERE q.poi_name = p.poi_name) = 1
  AND NOT EXISTS (SELECT 1 FROM roads r WHERE r.road_name = p.poi_name)
  AND NOT EXISTS (SELECT 1 FROM regions r WHERE r.region_name = p.poi_name)
  AND NOT EXISTS (SELECT 1 FROM parks r WHERE r.park_name = p.poi_name)
  AND NOT EXISTS (SELECT 1 FROM lakes r WHERE r.lake_name = p.poi_name)
ORDER BY p.id"""


@pytest.fixture(scope="module")
def warm(ctx):
    """The name search's per-process caches filled (the tables' columns, the variant names): the statement counts
    below are those of a running agent's calls."""
    call(ctx, place="Atlantis Cafe Zork")
    call(ctx, place="Vaduz", attributes=["street"])
    return ctx


def call(ctx, **args) -> tool.Result:
    return invoke(tool.run, tool.Result, ctx, tool.Input(**args))


def raw_tags(osm_type: str, osm_id: int, key: str) -> dict[str, str]:
    """The tags of one object as the extract has them (pyosmium), among the objects that have `key`."""
    features = ind.nodes("liechtenstein", key) + ind.areas("liechtenstein", key)
    return next(f.tags for f in features if (f.osm_type, f.osm_id) == (osm_type, osm_id))


@lru_cache(maxsize=1)
def streets() -> list[ind.Feature]:
    """Every named way of the extract that DescribePlace counts as a street."""
    return [w for w in ind.ways("liechtenstein", "highway")
            if w.name and w.tags["highway"] not in tool.NOT_STREETS]


def nearest_streets(lon: float, lat: float) -> list[tuple[float, str]]:
    """(metres, name) of the named streets within ~1 km of a point, nearest first, geodesic: an azimuthal
    equidistant projection centred on the point keeps distances from it exact to well under a millimetre here."""
    proj = Transformer.from_crs("EPSG:4326", f"+proj=aeqd +lat_0={lat} +lon_0={lon} +ellps=WGS84 +units=m",
                                always_xy=True)
    here = Point(lon, lat)

    def project(geometry):
        return shapely.transform(geometry, lambda xy: np.column_stack(proj.transform(xy[:, 0], xy[:, 1])))

    return sorted((project(w.geometry).distance(Point(0, 0)), w.name)
                  for w in streets() if w.geometry.distance(here) < 0.01)


def test_a_place_with_addr_street_and_opening_hours(db, warm) -> None:
    rows = db.query(UNIQUE.format(where="p.tags ? 'addr:street' AND p.tags ? 'opening_hours' "
                                        "AND p.tags ? 'addr:housenumber' AND p.tags ? 'addr:city'"), max_rows=50).rows
    assert rows, "no such place in the Liechtenstein extract"
    row_id, osm_type, osm_id, name, _ = rows[0]
    tags = raw_tags(osm_type, osm_id, "opening_hours")
    result = call(warm, place=name, attributes=["street", "address", "opening_hours", "kind"])
    assert result.ok, result.error
    assert result.place.handle == f"pois:{row_id}" and result.place.name == name
    street, address, hours, kind = result.attributes
    assert (street.value, street.source, street.inferred) == (tags["addr:street"], "addr:street", False)
    line = f"{tags['addr:street']} {tags['addr:housenumber']}"
    town = " ".join(x for x in (tags.get("addr:postcode"), tags["addr:city"]) if x)
    assert address.value == f"{line}, {town}"
    assert (hours.value, hours.source) == (tags["opening_hours"], "opening_hours")
    head = next(k for k in tool.KIND_KEYS if k in tags)
    assert kind.value.startswith(f"{head}={tags[head]}")
    shown = result.render()
    assert shown.startswith(f"{name} (pois:{row_id}")
    assert f"street: {tags['addr:street']} (addr:street)" in shown
    assert f"opening hours: {tags['opening_hours']}" in shown
    value = result.answer_value()
    assert value.entities[0].name == name and value.entities[0].handle == f"pois:{row_id}"
    assert [e.name for e in value.entities[1:]] == [tags["addr:street"]]
    assert len(result.sql) <= 3, [q.sql[:60] for q in result.sql]


def test_a_place_without_addr_street_gets_the_nearest_street_with_its_distance(db, warm) -> None:
    rows = db.query(UNIQUE.format(where="p.osm_type = 'N' AND NOT p.tags ? 'addr:street'"), max_rows=400).rows
    chosen = None
    for row_id, _, osm_id, name, _ in rows:   # the first whose nearest street is near and clearly nearest
        (lon, lat), = db.query("SELECT ST_X(geometry::geometry), ST_Y(geometry::geometry) FROM pois WHERE id = %s",
                               [row_id]).rows
        found = nearest_streets(lon, lat)
        other = next((m for m, n in found if n != found[0][1]), float("inf"))
        if found[0][0] < 150 and other - found[0][0] > 5:
            chosen = (row_id, name, found[0])
            break
    assert chosen, "no point POI without addr:street near a street"
    row_id, name, (metres, street) = chosen
    result = call(warm, place=name, attributes=["street"])
    assert result.ok, result.error
    assert result.place.handle == f"pois:{row_id}"
    (value,) = result.attributes
    assert (value.value, value.source, value.inferred) == (street, "nearest street", True)
    assert value.distance_m == pytest.approx(metres, abs=0.5)
    road, = db.query("SELECT road_name FROM roads WHERE id = %s", [int(value.street_handle.split(":")[1])]).rows
    assert road == (street,)
    assert f"street: {street} (inferred: nearest street, {metres:.0f} m)" in result.render()
    assert len(result.sql) <= 3


def test_opening_hours_absent_says_so(db, ctx) -> None:
    rows = db.query(UNIQUE.format(where="NOT p.tags ? 'opening_hours' AND p.tags ? 'website'"), max_rows=50).rows
    row_id, osm_type, osm_id, name, _ = rows[0]
    tags = raw_tags(osm_type, osm_id, "website")
    assert "opening_hours" not in tags
    result = call(ctx, place=name, attributes=["opening_hours", "website"])
    assert result.ok, result.error
    hours, website = result.attributes
    assert hours.value is None and hours.why == "no opening_hours tag in OpenStreetMap"
    assert (website.value, website.source) == (tags["website"], "website")
    assert result.render() == (f"{name} (pois:{row_id}, {result.place.kind.lower()}): website: {tags['website']} "
                               "(website); opening hours: none in OpenStreetMap")


def test_a_handle_of_any_table_is_described_in_one_statement(db, ctx) -> None:
    (park_id, park, leisure), = db.query("SELECT id, park_name, leisure FROM parks WHERE park_name IS NOT NULL "
                                         "AND leisure = 'park' ORDER BY id LIMIT 1").rows
    result = call(ctx, place=f"parks:{park_id}", attributes=["kind", "opening_hours"])
    assert result.ok, result.error
    assert (result.place.handle, result.place.name) == (f"parks:{park_id}", park)
    assert result.attributes[0].value.split(", ")[0] == f"leisure={leisure}"
    assert len(result.sql) == 1
    (row_id, name, hours), = db.query("SELECT id, poi_name, tags->>'opening_hours' FROM pois WHERE "
                                      "tags ? 'opening_hours' ORDER BY id LIMIT 1").rows
    poi = call(ctx, place=f" pois:{row_id} ", context="anywhere", attributes="opening hours")
    assert poi.ok and poi.place.name == name and poi.attributes[0].value == hours
    assert "context 'anywhere' ignored" in poi.note and len(poi.sql) == 1
    # a street described by its handle is its own street; a region is on none
    (road_id, road), = db.query("SELECT id, road_name FROM roads WHERE road_name IS NOT NULL ORDER BY id LIMIT 1").rows
    assert call(ctx, place=f"roads:{road_id}", attributes=["street"]).attributes[0].value == road
    (region_id,), = db.query("SELECT id FROM regions ORDER BY id LIMIT 1").rows
    assert call(ctx, place=f"regions:{region_id}", attributes=["street"]).attributes[0].value is None


@pytest.mark.parametrize("text, problem", [
    ("pois:99999999", "no such handle 'pois:99999999': the pois table has no row with id 99999999"),
    ("pois:0", "no such handle"),
    ("buffer:pois:3:100", "is an area or a point, not one place"),
    ("point:9.52,47.14", "is an area or a point, not one place"),
])
def test_bad_handles_are_clear_errors(ctx, text, problem) -> None:
    result = call(ctx, place=text)
    assert not result.ok and problem in result.error, result.error
    assert result.render().startswith("ERROR: ") and not any("similarity(" in q.sql for q in result.sql)


def test_an_unknown_name_is_a_clear_error_with_near_names(warm) -> None:
    result = call(warm, place="Atlantis Cafe Zork")
    assert not result.ok and result.place is None
    assert result.error.startswith("No place named 'Atlantis Cafe Zork' found") and "Closest names: " in result.error
    assert result.suggestions and result.answer_value() is None
    assert len(result.sql) <= 4   # (the search, the names near it, and its last words searched as a town: one statement)
    # a misspelling is the place; a name sharing only a word with another place is not that place
    (museum,), = warm.db.query("SELECT id FROM pois WHERE poi_name = 'Kunstmuseum Liechtenstein'").rows
    typo = call(warm, place="Kunstmusem Liechtenstien", attributes=["kind"])
    assert typo.ok and typo.place.handle == f"pois:{museum}" and "no place named exactly" in typo.note
    assert call(warm, place="Kunstmuseum", attributes=["kind"]).place.handle == f"pois:{museum}"
    other = call(warm, place="Postmuseum Lumetta", attributes=["kind"])
    assert not other.ok and "Postmuseum" in other.error, other.error


def test_an_unknown_attribute_lists_the_allowed_ones(settings, db) -> None:
    with pytest.raises(ValidationError) as caught:
        tool.Input(place="Kunstmuseum Liechtenstein", attributes=["colour"])
    message = str(caught.value)
    assert all(repr(name) in message for name in (*tool.ATTRIBUTES, "all")), message
    # through the tool call path a host or the agent uses: an error result that says what to fix
    box = Toolbox(settings, db, ["DescribePlace"])
    result = box.call("DescribePlace", {"place": "Kunstmuseum Liechtenstein", "attributes": ["street", "colour"]})
    first = ", ".join(repr(name) for name in list(tool.ATTRIBUTES)[:2])   # the allowed ones, in the table's order
    assert not result.ok and f"attributes.1: Input should be {first}" in result.error, result.error
    asked = tool.Input(place="x", attributes=["Opening hours", "street", "street"])
    assert asked.attributes == asked.wanted() == ["opening_hours", "street"]
    assert tool.Input(place="x", attributes=[]).wanted() == list(tool.ATTRIBUTES)


def test_the_tool_is_registered_and_its_example_names_no_real_place(db, warm) -> None:
    from georeact.tools.registry import TOOLSETS

    for toolset in ("full", "host"):
        names = TOOLSETS[toolset]
        assert names[names.index("SearchPlaces") + 1] == "DescribePlace"
    example = re.search(r"place='([^']+)'", tool.DESCRIPTION)[1]   # the model must not copy a real place from it
    assert not call(warm, place=example).ok
    rare = max(example.split(), key=len)
    assert db.query("SELECT count(*) FROM (SELECT poi_name AS n FROM pois UNION ALL SELECT road_name FROM roads "
                    "UNION ALL SELECT park_name FROM parks UNION ALL SELECT lake_name FROM lakes UNION ALL "
                    "SELECT region_name FROM regions) x WHERE georeact_fold(n) LIKE '%%' || georeact_fold(%s) || '%%'",
                    [rare]).rows == [(0,)]


def test_the_planet_osm_views_say_the_same(db, ctx, osm_ctx) -> None:
    """On osm2pgsql's classic layout (other ids, the views' tags and geography) a place reads the same."""
    for where in ("p.tags ? 'addr:street' AND p.tags ? 'opening_hours'",
                  "p.osm_type = 'N' AND NOT p.tags ? 'addr:street'"):
        name = db.query(UNIQUE.format(where=where), max_rows=1).rows[0][3]
        gsqa, classic = call(ctx, place=name), call(osm_ctx, place=name)
        assert gsqa.ok and classic.ok, (gsqa.error, classic.error)
        assert classic.place.handle != gsqa.place.handle and classic.place.name == name
        assert [(v.attribute, v.value, v.source) for v in classic.attributes] == \
            [(v.attribute, v.value, v.source) for v in gsqa.attributes]
        assert [v.distance_m for v in classic.attributes] == \
            pytest.approx([v.distance_m for v in gsqa.attributes], abs=0.1)
