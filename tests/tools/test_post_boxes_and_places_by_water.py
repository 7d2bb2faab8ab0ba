"""A post box's collections on the day asked (DescribePlace reads `collection_times` at a moment, the answer says
whether a collection is still to come or already past), and a place of a kind said at a lake: by its shore, not in
the water. Expected places and times come from the .osm.pbf extracts (tests/independent.py), not from the tools."""

from __future__ import annotations

import re

import numpy as np
import shapely
from pyproj import Transformer

from georeact.agent.sentences import _attributes
from georeact.reading.model import QuestionReading
from georeact.tools import describe_place as tool
from georeact.tools.base import invoke
from tests import independent as ind


def call(ctx, **args) -> tool.Result:
    return invoke(tool.run, tool.Result, ctx, tool.Input(**args))


def _saturday_box() -> ind.Feature:
    """The extract's post box emptied on Saturdays too (its tag read here, not by the tools)."""
    (box,) = [f for f in ind.nodes("liechtenstein", "collection_times") if re.search(r"\bSa\b", f.tags["collection_times"])]
    return box


def _handle(db, feature: ind.Feature) -> str:
    (row,) = db.query("SELECT id FROM pois WHERE osm_type = %s AND osm_id = %s",
                      [feature.osm_type, feature.osm_id], max_rows=2).rows
    return f"pois:{row[0]}"


def _times_on(tagged: str, day: str) -> list[str]:
    """The collections a rule of the raw tag gives a day ('Mo-Fr 15:30; Sa 8:00', 'Sa' -> ['08:00'])."""
    for rule in tagged.split(";"):
        days, _, times = rule.strip().partition(" ")
        if days == day:
            return [f"{int(h):02d}:{m}" for h, m in re.findall(r"(\d{1,2}):(\d{2})", times)]
    return []


def test_a_post_box_is_read_on_the_day_asked(db, ctx):
    box = _saturday_box()
    tagged = box.tags["collection_times"]
    saturday = call(ctx, place=_handle(db, box), attributes=["collection_times"], at="Saturday")
    assert saturday.ok, saturday.error
    (value,) = saturday.attributes
    assert (value.state, value.collected_at) == ("collected", _times_on(tagged, "Sa"))
    sunday = call(ctx, place=_handle(db, box), attributes=["collection_times"], at="Sunday")
    assert (sunday.attributes[0].state, sunday.attributes[0].collected_at) == ("not collected", [])


def test_the_answer_says_whether_the_days_collection_is_still_to_come_or_past(db, ctx):
    box = _saturday_box()
    (first,) = _times_on(box.tags["collection_times"], "Sa")
    later = f"{int(first[:2]) + 1:02d}:{first[3:]}"   # an hour after the Saturday collection
    result = call(ctx, place=_handle(db, box), attributes=["collection_times"], at=f"Saturday {later}")
    observation = result.model_dump()
    still = _attributes(observation, QuestionReading(question=f"if I post a letter there on Saturday at {later}, "
                                                              "will it still go today?"))
    already = _attributes(observation, QuestionReading(question=f"It's Saturday, {later}. Has the post already been "
                                                                "collected?"))
    assert still.startswith("No: on Saturday") and f"after {later.lstrip('0')}" in still
    assert already.startswith("Yes: on Saturday") and f"at {first.lstrip('0')}, before" in already
    whole_day = call(ctx, place=_handle(db, box), attributes=["collection_times"], at="Sunday").model_dump()
    assert _attributes(whole_day, QuestionReading(question="any collection on sundays?")).startswith("No: ")


_UTM = Transformer.from_crs("EPSG:4326", "EPSG:25833", always_xy=True)   # (UTM 33N, metres)


def metres(geometry):
    return shapely.transform(geometry, lambda xy: np.column_stack(_UTM.transform(xy[:, 0], xy[:, 1])))


def test_the_kind_at_a_lake_is_the_one_by_its_shore(ctx):
    lake = next(a for a in ind.areas("neubrandenburg", "natural", "water") if a.name == "Kirchsee")

    shore = metres(lake.geometry)
    boxes = [f for f in ind.nodes("neubrandenburg", "amenity", "post_box") if metres(f.geometry).distance(shore) <= 5000]
    (only,) = boxes   # the extract holds one post box within 5 km of the lake, and none in it: the test means it
    assert not lake.geometry.contains(only.geometry)
    result = call(ctx, place="the post box", context="Kirchsee", attributes=["kind"])
    assert result.ok, result.error
    (row,) = ctx.db.query("SELECT osm_type, osm_id FROM pois WHERE id = %s",
                          [int(result.place.handle.split(":")[1])], max_rows=1).rows
    assert (row[0], row[1]) == (only.osm_type, only.osm_id)


def test_the_kind_by_a_lake_with_none_at_its_shore_is_the_one_within_reach(ctx):
    """'the bench by <lake>' where no bench stands within 1 km of its shore: the nearest, 1.5 km off, when every other
    one lies kilometres farther (as 'the toilets by <a highland lake>', the only ones for 19 km)."""
    (lake,) = [a for a in ind.areas("neubrandenburg", "natural", "water") if a.name == "Krickower See"]
    shore = metres(lake.geometry)
    benches = sorted(ind.nodes("neubrandenburg", "amenity", "bench") + ind.areas("neubrandenburg", "amenity", "bench"),
                     key=lambda f: metres(f.geometry).distance(shore))
    first, second = (metres(f.geometry).distance(shore) for f in benches[:2])
    assert 1000 < first < 3000 and second - first > 1000   # what the test means, from the raw data
    result = call(ctx, place="the bench", context="Krickower See", attributes=["kind"])
    assert result.ok, result.error
    (row,) = ctx.db.query("SELECT osm_type, osm_id FROM pois WHERE id = %s",
                          [int(result.place.handle.split(":")[1])], max_rows=1).rows
    assert (row[0], row[1]) == (benches[0].osm_type, benches[0].osm_id)


def test_what_a_place_does_not_say_its_twin_of_the_same_name_beside_it_may(db, ctx):
    """A place mapped twice, a node and its building ('Brydebúð in Vik': the node holds the hours, the building the
    address): asked of the one without, the hours are its twin's. Helsinki's national library: the node has none, the
    building 51 m off has them (from the raw tags)."""
    (node,) = ind.nodes("helsinki", "name", "Kansalliskirjasto")
    (building,) = ind.areas("helsinki", "name", "Kansalliskirjasto")
    assert "opening_hours" not in node.tags and building.tags.get("opening_hours")   # what the test means
    result = call(ctx, place=_handle(db, node), attributes=["opening_hours", "kind"])
    assert result.ok, result.error
    hours, kind = result.attributes
    assert hours.value == building.tags["opening_hours"]
    assert kind.value.startswith(f"amenity={node.tags['amenity']}")   # what it is stays its own
