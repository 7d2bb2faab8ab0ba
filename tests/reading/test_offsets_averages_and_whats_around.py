"""Wordings read whole: how far one place lies from another along a compass way, a measure said with each place's
possessive ('A's elevation minus B's'), a figure averaged over the places of a kind, how many of a kind there are
and which is the highest, what is around a place (the kinds there, within a walk when no distance is said), how a
lighthouse's light shows, walking distance, two counts asked one after the other, more of one kind or of another, and
the hours of a set of days that differ. Places are made-up names: the readers see only the words."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read


@pytest.mark.parametrize("question, way", [
    ("how far north is Eastfell from Westfell?", "north"),
    ("how many km further west is Eastfell than Westfell?", "west"),
])
def test_how_far_along_a_compass_way(question, way):
    reading = read(question)
    assert (reading.shape, reading.offset, reading.anchors) == ("direction", way, ["Westfell", "Eastfell"]) or \
        (reading.shape, reading.offset, sorted(reading.anchors)) == ("direction", way, ["Eastfell", "Westfell"]), reading
    assert reading.complete, reading


@pytest.mark.parametrize("question, operation", [
    ("Eastfell's elevation minus Westfell's?", "difference"),
    ("Eastfell's height plus Westfell's height", "sum"),
])
def test_a_measure_said_with_each_places_possessive(question, operation):
    reading = read(question)
    assert reading.operation == operation, reading
    assert [o.anchors for o in reading.operands] == [["Eastfell"], ["Westfell"]], reading


@pytest.mark.parametrize("question, averaged, feature", [
    ("what's the average elevation of the peaks within 8 km of Eastfell?", "elevation", "peaks"),
    ("mean size of the lakes within 3 km of Eastfell", "area", "lakes"),
    ("on average, how tall are the towers within 2 km of Eastfell?", "height", "towers"),
])
def test_a_figure_averaged_over_the_places_of_a_kind(question, averaged, feature):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.average_of == averaged, reading
    assert (reading.aggregate.feature, reading.aggregate.anchor) == (feature, "Eastfell"), reading


def test_each_ones_height_asked_is_no_average():
    reading = read("how tall are the towers within 2 km of Eastfell?")
    assert reading.aggregate is None or reading.aggregate.average_of is None, reading


def test_how_many_and_which_is_the_highest():
    reading = read("how many peaks are there within 8 km of Eastfell, and which is the highest?")
    assert reading.aggregate is not None and reading.aggregate.top_by == "height", reading
    assert (reading.aggregate.feature, reading.aggregate.radius_m) == ("peaks", 8000.0), reading


def test_the_tallest_of_a_natural_kind_is_its_height_or_elevation_and_of_a_structure_its_own_height():
    assert read("the tallest peak within 8 km of Eastfell?").aggregate.top_by == "height"
    assert read("the tallest tower within 8 km of Eastfell?").aggregate.top_by == "built_height"


@pytest.mark.parametrize("question, radius", [
    ("what's around Eastfell?", 1000.0),
    ("anything interesting near Eastfell?", 1000.0),
    ("what is there to see around Eastfell", 1000.0),
    ("list everything within 3 km of Eastfell", 3000.0),
    ("what's within 500 m of Eastfell?", 500.0),
])
def test_what_is_around_a_place_is_the_kinds_there(question, radius):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.group_by == "kind", reading
    assert (reading.aggregate.anchor, reading.aggregate.radius_m) == ("Eastfell", radius), reading


@pytest.mark.parametrize("question, attribute", [
    ("what does the Eastfell light look like?", "light_character"),
    ("what is the light character of Eastfell", "light_character"),
    ("how often does the light at Eastfell flash?", "light_period"),
    ("how often does the Eastfell light flash", "light_period"),
])
def test_how_a_light_shows(question, attribute):
    reading = read(question)
    assert (reading.attribute, [a.removesuffix(" light") for a in reading.anchors]) == (attribute, ["Eastfell"]), reading


def test_an_offset_is_said_along_the_way_asked_and_across_it():
    from georeact.agent.sentences import _offset
    from georeact.tools.metric.models import Bearing, Result

    result = Result(ok=True, metric="azimuth", value=60.0, centre_distance_m=10_000.0,
                    bearing=Bearing(degrees=60.0, compass="northeast", place="Eastfell", handle="pois:1",
                                    origin="Westfell", origin_handle="pois:2"))
    assert _offset("north", result) == \
        "Eastfell lies 5.00 km north of Westfell (and 8.66 km east of it; 10.00 km apart in a straight line)."
    assert _offset("south", result).startswith("Eastfell is not south of Westfell: it lies 5.00 km north of it")


def test_an_average_is_said_of_those_that_record_it_with_its_spread():
    from georeact.agent.sentences import _average_of

    assert _average_of("elevation", "peaks", "within 8.00 km of Eastfell", ["5", "4", "250.6", "120", "400"]) == \
        "The average elevation above sea level of the 5 peaks within 8.00 km of Eastfell: 251 m (from 120 m to 400 m; " \
        "4 of them record it)."
    assert _average_of("height", "towers", "in Eastfell", ["3", "0", "NULL", "NULL", "NULL"]).startswith(
        "None of the 3 towers in Eastfell records its height")


def test_the_highest_is_said_with_how_many_there_are():
    from georeact.agent.sentences import _top
    from georeact.reading.model import AggregateAsked

    asked = AggregateAsked(feature="peaks", top_by="height", anchor="Eastfell", radius_m=8000.0)
    assert _top(asked, "peaks", "within 8.00 km of Eastfell", [["Kornhaus", "812", "2", "3"], ["Old Mill", "640", "2", "3"]]) \
        == "The highest of the 3 peaks within 8.00 km of Eastfell: Kornhaus (812 m); then Old Mill (640 m) (2 of them " \
        "record a height)."
    assert _top(asked, "peaks", "within 8.00 km of Eastfell", [["NULL", "NULL", "0", "2"]]).startswith(
        "None of the 2 peaks within 8.00 km of Eastfell records its height")


@pytest.mark.parametrize("question, start, end", [
    ("is Eastfell within walking distance of Westfell?", "Westfell", "Eastfell"),
    ("is Eastfell walkable from Westfell", "Westfell", "Eastfell"),
])
def test_walking_distance_is_a_walk_of_twenty_minutes_at_most(question, start, end):
    reading = read(question)
    assert (reading.anchors, reading.travel_mode, reading.time_budget_s) == ([start, end], "walk", 1200.0), reading


def test_two_counts_asked_one_after_the_other_share_their_scope():
    reading = read("how many farms lie within 5 km of Eastfell, and how many peaks?")
    assert reading.then is not None, reading
    assert [(r.feature, r.anchors, r.radius_m) for r in (reading, reading.then)] == \
        [("farms", ["Eastfell"], 5000.0), ("peaks", ["Eastfell"], 5000.0)], reading


def test_more_of_one_kind_or_of_the_other_compares_the_counts():
    reading = read("do more peaks or farms lie within 5 km of Eastfell?")
    assert reading.operation == "difference", reading
    assert [(o.feature, o.anchors) for o in reading.operands] == [("peaks", ["Eastfell"]), ("farms", ["Eastfell"])]


def test_the_hours_of_a_set_of_days_are_said_day_by_day_with_what_they_share():
    from georeact.agent.sentences import _open_then

    item = {"at": "weekdays", "state": "unknown", "value": "Mo-Th 09:30-21:00; Fr 09:30-04:00",
            "hours_then": "the hours differ from day to day: open Mon 09:30-21:00; open Tue 09:30-21:00; "
                          "open Wed 09:30-21:00; open Thu 09:30-21:00; open Fri 09:30-04:00"}
    said = _open_then("Kornhaus", item)
    assert said.startswith("On weekdays, the hours of Kornhaus differ from day to day: open Mon 9:30-21:00;"), said
    assert "It opens at 9:30 on each of them." in said and "I cannot tell" not in said, said


def test_a_distance_asked_in_nautical_miles():
    reading = read("what's the distance from Eastfell to Westfell in nautical miles?")
    assert (reading.metric, reading.units) == ("distance", "nautical miles"), reading


@pytest.mark.parametrize("question, mode", [
    ("what's the quickest route by car from Eastfell to Westfell?", "drive"),
    ("fastest way from Eastfell to Westfell on foot?", "walk"),
])
def test_the_quickest_route_said_with_its_way_is_the_trip_that_way(question, mode):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ["Eastfell", "Westfell"], mode), reading


def test_a_threshold_said_with_the_kind_before_its_scope():
    reading = read("how many peaks higher than 300 m are within 10 km of Eastfell?")
    assert reading.aggregate is not None and (reading.aggregate.having, reading.aggregate.more_than) == ("height", 300.0)
    assert (reading.aggregate.anchor, reading.aggregate.radius_m) == ("Eastfell", 10000.0), reading


@pytest.mark.parametrize("question, most, kind", [
    ("how many museums are in Eastfell and which is the largest?", "largest", "museum"),
    ("how many churches are within 20 km of Eastfell, and which is the closest?", "nearest", "church"),
])
def test_a_count_then_which_of_them_is_the_most(question, most, kind):
    reading = read(question)
    assert reading.metric == "count" and reading.then is not None, reading
    assert (reading.then.metric, reading.then.feature) == (most, kind), reading.then


@pytest.mark.parametrize("question, mode, budget, over", [
    ("is the drive from Eastfell to Westfell under half an hour?", "drive", 1800.0, False),
    ("is the walk from Eastfell to Westfell more than 20 minutes?", "walk", 1200.0, True),
])
def test_a_trip_said_as_the_drive_or_the_walk_against_a_time(question, mode, budget, over):
    reading = read(question)
    assert (reading.anchors, reading.travel_mode, reading.time_budget_s, reading.time_over) == \
        (["Eastfell", "Westfell"], mode, budget, over), reading


@pytest.mark.parametrize("question, mode", [
    ("walk time Eastfell - Westfell?", "walk"),
    ("how far is Eastfell from Westfell if I take the road?", "drive"),
])
def test_a_trip_said_with_a_dash_or_by_the_road_it_takes(question, mode):
    reading = read(question)
    assert (reading.metric, sorted(reading.anchors), reading.travel_mode) == ("distance", ["Eastfell", "Westfell"], mode)


@pytest.mark.parametrize("question", [
    "how many peaks within a 5 km circle of Eastfell?",
    "how many peaks lie no more than 5 km from Eastfell?",
])
def test_a_radius_said_with_its_own_words(question):
    reading = read(question)
    assert (reading.metric, reading.radius_m, reading.anchors) == ("count", 5000.0, ["Eastfell"]), reading
    assert reading.complete and not reading.unread, reading


def test_two_places_described_apart_are_each_the_one_nearest_the_other():
    from georeact.reading.plan import compile_plan

    plan = compile_plan(read("how much higher is Eastfell than Westfell?"))
    described = [step for step in plan.steps if step.tool == "DescribePlace"]
    assert [(step.args["place"], step.args.get("near")) for step in described] == \
        [("Eastfell", "Westfell"), ("Westfell", "Eastfell")], plan


@pytest.mark.parametrize("question", [
    "add up the distances from Eastfell to Westfell and from Westfell to Kornhaus",
    "Eastfell to Westfell plus Westfell to Kornhaus, in km?",
])
def test_two_legs_added_up(question):
    reading = read(question)
    assert reading.operation == "sum", reading
    assert [sorted(o.anchors) for o in reading.operands] == [["Eastfell", "Westfell"], ["Kornhaus", "Westfell"]]


def test_two_distances_asked_in_one_question_are_both_answered():
    reading = read("what is the distance between Eastfell and Westfell, and between Eastfell and Kornhaus?")
    assert reading.metric == "distance" and reading.then is not None and reading.then.metric == "distance", reading
    assert (sorted(reading.anchors), sorted(reading.then.anchors)) == (["Eastfell", "Westfell"], ["Eastfell", "Kornhaus"])


@pytest.mark.parametrize("question, operation", [
    ("by how many metres is Eastfell closer to Kornhaus than Westfell?", "difference"),
    ("how many times further is Eastfell than Westfell from Kornhaus?", "ratio"),
])
def test_two_distances_from_one_place_compared(question, operation):
    reading = read(question)
    assert reading.operation == operation, reading
    assert [sorted(o.anchors) for o in reading.operands] == [["Eastfell", "Kornhaus"], ["Kornhaus", "Westfell"]]


def test_twice_as_many_said_without_its_verb():
    reading = read("twice as many farms as peaks within 5 km of Eastfell?")
    assert (reading.operation, reading.factor) == ("times", 2.0), reading


@pytest.mark.parametrize("question, lowest, rank", [
    ("what's the second highest peak within 10 km of Eastfell?", None, 2),
    ("sort the peaks within 10 km of Eastfell from highest to lowest", None, None),
    ("list the peaks within 5 km of Eastfell by height", None, None),
    ("the third lowest peak within 10 km of Eastfell?", True, 3),
])
def test_peaks_ranked_by_their_height(question, lowest, rank):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.top_by == "height", reading
    assert (reading.aggregate.lowest, reading.aggregate.rank) == (lowest, rank), reading


def test_the_second_highest_is_said_after_the_highest():
    from georeact.agent.sentences import _top
    from georeact.reading.model import AggregateAsked

    asked = AggregateAsked(feature="peaks", top_by="height", rank=2, anchor="Eastfell", radius_m=8000.0)
    rows = [["Kornhaus", "812", "6", "6"], ["Old Mill", "640", "6", "6"]]
    assert _top(asked, "peaks", "within 8.00 km of Eastfell", rows) == \
        "The second highest of the 6 peaks within 8.00 km of Eastfell: Old Mill (640 m), after Kornhaus (812 m)."
    asked = asked.model_copy(update={"rank": None})
    assert _top(asked, "peaks", "within 8.00 km of Eastfell", rows).endswith("then Old Mill (640 m), and 4 more.")


def test_how_long_to_drive_there_after_a_nearest_is_the_drive_to_it():
    reading = read("where's the nearest petrol station to Eastfell and how long to drive there?")
    assert reading.metric == "nearest" and reading.then is not None, reading
    assert (reading.then.metric, reading.then.travel_mode, reading.then.refers_back) == ("distance", "drive", "there")


@pytest.mark.parametrize("question", [
    "nearest petrol station to Eastfell, and the driving time?",
    "nearest supermarket to Eastfell by car?",
])
def test_the_nearest_said_with_a_way_of_travel_is_found_then_travelled_to(question):
    from georeact.reading.plan import compile_plan

    plan = compile_plan(read(question))
    assert [step.args["metric"] for step in plan.steps] == ["nearest", "distance"], plan
    assert (plan.steps[1].args["anchor"], plan.steps[1].args["anchor_b"], plan.steps[1].args["mode"]) == \
        ("Eastfell", "$1", "drive"), plan
