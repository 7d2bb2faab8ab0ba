"""'walk from the speed bump to ...', 'the play house', 'the islet', 'the telecom mast': unnamed objects people point
at are loaded as POIs (reading/pointed_at.py, styles/gsqa.lua) and found by the words people use for them, which
are often not iD's name for the tag (a speed bump mapped as a hump, a mast mapped as a communication tower).
Expected counts come from the .osm.pbf extracts (tests/independent.py), not from the tools."""

from __future__ import annotations

import pytest

from georeact.reading.features import lookup
from georeact.tools.base import invoke
from georeact.tools.metric import tool as cm
from tests import independent as ind


def _count(ctx, feature: str, region: str | None) -> cm.Result:
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", feature=feature, region=region))
    assert result.ok, result.error
    return result


def _in_extract(extract: str, pairs: list[tuple[str, str, dict[str, str]]],
                town: str | None = None) -> dict[tuple[str, int], str]:
    """(type, id) -> the value of the pair's key, of every feature in the extract (in the town's boundary)."""
    boundary = None if town is None else next(a for a in ind.areas(extract, "boundary", "administrative")
                                              if a.name == town)
    found = {}
    for key, value, more in pairs:
        for feature in ind.nodes(extract, key, value) + ind.areas(extract, key, value):
            if all(feature.tags.get(k) == v for k, v in more.items()) and \
                    (boundary is None or boundary.geometry.contains(feature.geometry.centroid)):
                found[(feature.osm_type, feature.osm_id)] = value
    return found


@pytest.mark.parametrize(("phrase", "tags"), [
    ("speed bump", {("traffic_calming", "bump"), ("traffic_calming", "hump"), ("traffic_calming", "table"),
                    ("traffic_calming", "cushion"), ("traffic_calming", "mini_bumps")}),
    ("jetty", {("man_made", "pier")}),
    ("play house", {("playground", "playhouse"), ("playground", "wendyhouse")}),
    ("telecom mast", {("man_made", "mast"), ("man_made", "tower")}),
    ("boat lift", {("waterway", "boat_lift")}),
])
def test_the_words_people_use_find_every_tag_mapped_for_the_thing(phrase, tags):
    matched, filters = lookup(phrase)
    assert {(f.column, f.value) for f in filters} == tags


def test_a_theatre_called_a_playhouse_is_still_a_theatre():
    assert {(f.column, f.value) for f in lookup("playhouse")[1]} == {("amenity", "theatre")}


def test_speed_bumps_are_counted_whichever_way_they_are_mapped(ctx):
    # Liechtenstein maps its speed bumps as humps (iD: 'Speed Hump'), which people call speed bumps
    expected = _in_extract("liechtenstein", [("traffic_calming", v, {}) for v in
                                             ("bump", "hump", "table", "cushion", "mini_bumps")])
    assert set(expected.values()) == {"hump"}   # none mapped 'bump': the test means it
    assert _count(ctx, "speed bumps", "Liechtenstein").value == len(expected)


def test_a_communication_tower_is_a_mast(ctx):
    expected = {}
    for extract in ind.EXTRACTS:   # (the count is over all the loaded data)
        expected |= _in_extract(extract, [("man_made", "mast", {}),
                                          ("man_made", "tower", {"tower:type": "communication"})])
    assert "tower" in expected.values()   # a tower among them: the test means it
    assert _count(ctx, "masts", None).value == len(expected)


def test_the_one_play_house_and_the_one_islet_are_anchors(ctx):
    assert len(_in_extract("helsinki", [("playground", "playhouse", {})])) == 1
    assert len(_in_extract("monaco", [("place", "islet", {})])) == 1
    for anchor, region in (("the play house", "Helsinki"), ("the islet", "Monaco")):
        result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="restaurant", anchor=anchor,
                                                          region=region))
        assert result.ok, (anchor, result.error)
        assert result.resolved[0].role == "anchor" and result.entities
