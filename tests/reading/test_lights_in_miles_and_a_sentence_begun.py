"""How far a light carries asked in miles or as 'the range of the <name> light', how high a light sits above the
water, and a question whose place is said in a sentence before it ('We're going to X lighthouse. How high is its
light?'): the capital that begins the second sentence is no word of a name. Places are made-up names."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read


@pytest.mark.parametrize("question, attribute", [
    ("Eastfell lighthouse: how many nautical miles can its light be seen?", "light_range"),
    ("how many miles out can the light be seen at Eastfell?", "light_range"),
    ("what is the range of the Eastfell light?", "light_range"),
    ("what's the reach of the Eastfell beacon", "light_range"),
    ("how high does the light of Eastfell sit above the water?", "light_height"),
    ("how high is the light of Eastfell above sea level?", "light_height"),
    ("how high is its light above the water at Eastfell?", "light_height"),
])
def test_a_lights_range_and_height_in_everyday_words(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert [a.removesuffix(" lighthouse").removesuffix(" light").removesuffix(" beacon").casefold()
            for a in reading.anchors] == ["eastfell"] and reading.complete, reading


@pytest.mark.parametrize("question, attribute", [
    ("I'm heading out to Eastfell lighthouse. How high does its light sit above the water?", "light_height"),
    ("We're visiting Kornhaus Museum tomorrow. What are its opening hours?", "opening_hours"),
])
def test_the_place_said_in_a_sentence_before_the_question(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert len(reading.anchors) == 1 and reading.anchors[0].split()[0] in ("Eastfell", "Kornhaus"), reading
    assert not any(a.startswith(("How", "What")) for a in reading.anchors), reading


def test_a_capital_inside_a_sentence_is_still_a_name():
    reading = read("How high is the light of Eastfell Point above the water?")
    assert reading.anchors and "Point" in reading.anchors[0], reading


@pytest.mark.parametrize("question, operation, counted", [
    ("Around Kornhaus, add up the peaks within 2 km and the farms within 10 km. What do you get?", "sum",
     [("peaks", 2000.0), ("farms", 10000.0)]),
    ("At Kornhaus, how many more farms within 10 km than peaks within 6 km?", "difference",
     [("farms", 10000.0), ("peaks", 6000.0)]),
    ("Kornhaus: how many more farms within 10 km than peaks within 6 km?", "difference",
     [("farms", 10000.0), ("peaks", 6000.0)]),
])
def test_a_place_said_first_is_where_each_distance_is_from(question, operation, counted):
    reading = read(question)
    assert reading.operation == operation, reading
    assert [(o.feature, o.radius_m) for o in reading.operands] == counted, reading
    assert all(o.anchors == ["Kornhaus"] for o in reading.operands), reading


@pytest.mark.parametrize("question, places", [
    ("At Kornhaus, how many more lakes/ponds within 10 km than peaks within 6 km?", ["Kornhaus", "Kornhaus"]),
    ("how many more lakes and ponds are there within 12 km of Eastfell than within 10 km of Westfell",
     ["Eastfell", "Westfell"]),
])
def test_two_kinds_said_as_one_are_counted_together_in_a_difference(question, places):
    from georeact.reading.plan import compile_plan

    reading = read(question)
    assert reading.operation == "difference", reading
    assert reading.operands[0].operation == "sum", reading   # lakes, and ponds
    assert [o.operands[0].anchors[0] if o.operands else o.anchors[0] for o in reading.operands] == places, reading
    plan = compile_plan(reading)
    assert plan.complete and len(plan.operands) == 2, plan
    first = plan.steps[plan.operands[0]]
    assert first.tool == "CalculateMetric" and first.args["feature"] == "lakes or ponds", first


def test_ruins_said_as_ruined_buildings():
    reading = read("How many ruined buildings are mapped within 8 km of Kornhaus?")
    from georeact.reading.features import lookup
    assert reading.feature == "ruined buildings" and lookup("ruined buildings") is not None, reading


@pytest.mark.parametrize("question, plain", [
    ("We're leaving Kornhaus for Westfell by car. Distance and roughly how long?",
     "How long does it take to drive from Kornhaus to Westfell?"),
    ("setting off from the Eastfell Hut for Kornhaus on foot tomorrow, how far is it?",
     "How long does it take to walk from the Eastfell Hut to Kornhaus?"),
])
def test_a_trip_said_as_leaving_one_place_for_another(question, plain):
    from georeact.reading.trip_said import trip_said

    assert trip_said(question) == plain
