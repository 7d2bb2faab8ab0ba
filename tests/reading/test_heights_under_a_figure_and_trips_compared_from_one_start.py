"""Places of a kind under a height ('peaks within 15 km of X under 300 m'), and two trips from one start compared
as 'is it further from A to B or to C'. Places are made-up names."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read


@pytest.mark.parametrize("question, more, less", [
    ("how many peaks within 15 km of Eastfell are under 300 m high?", None, 300.0),
    ("which peaks within 15 km of Eastfell are lower than 300 m?", None, 300.0),
    ("how many peaks lower than 250 m are within 15 km of Eastfell?", None, 250.0),
    ("which peaks within 15 km of Eastfell are over 600 m?", 600.0, None),
])
def test_a_height_said_as_a_threshold_from_either_side(question, more, less):
    reading = read(question)
    asked = reading.aggregate
    assert asked is not None and asked.having in ("height", "elevation") and \
        (asked.more_than, asked.less_than) == (more, less), reading
    assert (reading.anchors, reading.radius_m) == (["Eastfell"], 15000.0), reading


def test_a_street_shorter_than_a_figure_is_no_height():
    reading = read("how many streets in Eastbrook are shorter than 1 km?")
    assert reading.aggregate is None or reading.aggregate.less_than is None, reading


@pytest.mark.parametrize("question, mode", [
    ("is it further from Eastbrook to Westbrook or to Northbrook?", None),
    ("is it farther to drive from Eastbrook to Westbrook or from Eastbrook to Northbrook?", "drive"),
    ("would it be shorter from Eastbrook to Westbrook or to Northbrook, by car?", "drive"),
])
def test_two_trips_from_one_start_compared(question, mode):
    reading = read(question)
    # (the way said after the start stays with it, as in 'is B or C further from A by car': the tool reads it)
    assert reading.anchors[0].startswith("Eastbrook") and reading.candidates == ["Westbrook", "Northbrook"], reading
    assert reading.compare in ("farther", "nearer", "closer"), reading
    assert reading.travel_mode == mode, reading


@pytest.mark.parametrize("question, scopes", [
    ("how many waterfalls are there within 20 km of Eastbrook compared to within 20 km of Westbrook?",
     [("Eastbrook", 20000.0), ("Westbrook", 20000.0)]),
    ("how many waterfalls within 20 km of Eastbrook, and how many within 15 km of Westbrook?",
     [("Eastbrook", 20000.0), ("Westbrook", 15000.0)]),
    ("how many waterfalls are within 20 km of Eastbrook compared with Westbrook?",
     [("Eastbrook", 20000.0), ("Westbrook", 20000.0)]),
    ("are there more waterfalls within 20 km of Eastbrook or within 15 km of Westbrook?",
     [("Eastbrook", 20000.0), ("Westbrook", 15000.0)]),
])
def test_one_kind_counted_around_two_places_gives_both_counts(question, scopes):
    reading = read(question)
    assert reading.operation == "difference" and len(reading.operands) == 2, reading
    assert [(o.feature, o.anchors[0], o.radius_m) for o in reading.operands] == \
        [("waterfalls", place, radius) for place, radius in scopes], reading


def test_a_second_count_in_another_place_is_no_kind_of_its_own():
    reading = read("how many churches in Eastbrook and how many in Westbrook?")
    assert reading.operation == "difference", reading
    assert [(o.feature, o.region or o.anchors[0]) for o in reading.operands] == \
        [("churches", "Eastbrook"), ("churches", "Westbrook")], reading


def test_the_share_of_a_kind_over_a_height():
    reading = read("what fraction of the peaks within 15 km of Eastfell are over 500 m?")
    assert reading.aggregate is not None and reading.aggregate.having == "height", reading
    assert (reading.aggregate.more_than, reading.anchors, reading.radius_m) == (500.0, ["Eastfell"], 15000.0), reading


@pytest.mark.parametrize("question", [
    "how tall is the highest peak within 10 km of Eastfell, in feet?",
    "name the three highest peaks within 15 km of Eastfell",
    "list the 3 tallest peaks within 15 km of Eastfell",
])
def test_the_highest_of_a_kind_asked_as_a_list_or_with_its_figure_is_ranked_by_height(question):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.top_by == "height", reading
    assert reading.anchors == ["Eastfell"], reading


def test_a_list_said_by_a_superlative_no_tool_ranks_by_says_it_is_by_distance():
    from georeact.agent.sentences import _listing
    from georeact.tools.metric.models import Entity, Result

    reading = read("name the two oldest churches within 20 km of Eastfell")
    assert (reading.modifier, reading.search) == ("oldest", True), reading
    result = Result(metric="list", ranked_by="distance", total=2, entities=[
        Entity(handle="pois:1", name="Eastkirk", lat=64.0, lon=-20.0, geometry_type="POINT", distance_m=200.0),
        Entity(handle="pois:2", name="Westkirk", lat=64.1, lon=-20.1, geometry_type="POINT", distance_m=9000.0)])
    said = _listing(reading, result)
    assert said.startswith("I cannot rank them as the oldest") and "oldest churches" not in said, said
    assert "Eastkirk" in said and "Westkirk" in said, said
