"""A town's data as the scope ('how many pharmacies in the Monaco data'): the whole extract whose file names the town,
whatever town each of its rows lies in; a town whose name no extract's file holds is the town itself. Checked
against the extract file read independently (tests/independent.py)."""

from __future__ import annotations

from georeact.reading import read
from georeact.tools.base import invoke
from georeact.tools.metric import tool as cm
from georeact.tools.toolbox import Toolbox
from tests import independent as ind


def _count(ctx, region: str) -> cm.Result:
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", feature="pharmacy", region=region))
    assert result.ok, result.error
    return result


def test_a_towns_data_is_its_whole_extract(ctx):
    pharmacies = {f.osm_id for f in ind.nodes("monaco", "amenity", "pharmacy") + ind.areas("monaco", "amenity", "pharmacy")}
    whole, town = _count(ctx, "Monaco data"), _count(ctx, "Monaco")
    assert whole.value == len(pharmacies) > town.value   # the extract reaches past the principality's border
    assert whole.resolved[0].name == "the Monaco data" and whole.resolved[0].handle.startswith("extract:monaco")


def test_a_town_no_extract_is_named_after_is_the_town(ctx):
    assert _count(ctx, "Vaduz data").value == _count(ctx, "Vaduz").value   # liechtenstein-….osm.pbf


def test_the_reader_keeps_the_data_and_a_template_counts_over_it(settings, db):
    reading = read("which shop brand shows up most often in the Monaco data")
    assert reading.aggregate.region == "Monaco data"
    result = Toolbox(settings, db, ["GenerateSQL"]).call("GenerateSQL", {"template": {
        "feature": "restaurant", "having": "website", "region": "Monaco data"}})
    assert result.ok, result.error
    restaurants = {f.osm_id: f for f in ind.nodes("monaco", "amenity", "restaurant") +
                   ind.areas("monaco", "amenity", "restaurant")}.values()
    tagged = [f for f in restaurants if f.tags.get("website") or f.tags.get("contact:website") or f.tags.get("url")]
    assert tagged   # some: the count is checked, not zero against zero
    assert int(result.rows[0][0]) == len(tagged)


def test_an_extract_handle_is_an_area_every_tool_takes_or_refuses_clearly(settings, db):
    box = Toolbox(settings, db)
    counted = box.call("CalculateMetric", {"metric": "count", "feature": "pharmacy", "region": "extract:monaco-2016-03.osm.pbf"})
    assert counted.ok and counted.value == box.call("CalculateMetric", {"metric": "count", "feature": "pharmacy",
                                                                          "region": "Monaco data"}).value
    unknown = box.call("CalculateMetric", {"metric": "count", "feature": "pharmacy", "region": "extract:nowhere.osm.pbf"})
    assert not unknown.ok and "no such entity" in unknown.error
    for tool, args in [("PlanRoute", {"stops": ["extract:monaco-2016-03.osm.pbf", "Casino de Monte-Carlo"]}),
                       ("GetRegionGeometry", {"region": "extract:monaco-2016-03.osm.pbf"}),
                       ("DescribePlace", {"place": "extract:monaco-2016-03.osm.pbf"})]:
        result = box.call(tool, args)
        assert not result.ok and "extract" in result.error and "internal error" not in result.error, (tool, result.error)


def test_the_map_draws_an_extract_as_its_box(db):
    from georeact.ui.mapping import _geometries
    drawn = _geometries(db, ["extract:monaco-2016-03.osm.pbf"])["extract:monaco-2016-03.osm.pbf"]
    assert drawn.geometry["type"] == "Polygon"


def test_a_radius_around_a_street_is_around_the_whole_street(settings, db):
    """A street is many ways: 'within 100 m of Bulevardi' is around all of them, not the one way the name resolved to
    (the bars: checked against the extract read independently; the one way alone is the buffer of its handle)."""
    from shapely.ops import nearest_points, unary_union
    box = Toolbox(settings, db)
    whole = box.call("CalculateMetric", {"metric": "count", "feature": "bar", "anchor": "Bulevardi", "radius_m": 100})
    assert whole.ok, whole.error
    one_way = box.call("CalculateMetric", {"metric": "count", "feature": "bar",
                                           "region": f"buffer:{whole.resolved[0].handle}:100"})
    street = unary_union([f.geometry for f in ind.ways("helsinki", "name", "Bulevardi")])

    def metres(feature) -> float:
        p, q = nearest_points(feature.geometry, street)
        return ind.geodesic_distance(p.x, p.y, q.x, q.y)

    bars = {f.osm_id: f for f in ind.nodes("helsinki", "amenity", "bar") + ind.areas("helsinki", "amenity", "bar")}
    assert whole.value == len([f for f in bars.values() if metres(f) <= 100]) > one_way.value
