"""A post box's collection times asked at a moment ('will it still be collected today', 'any collection on
saturdays'), a place of a kind said after a scene ('I'm at X at 2. Has the pickup from the letter box happened?'),
clocks said around noon and midnight, and trips said loosely ('road trip: A to B, then on to C', 'which is the longer
trip by car to C, from A or from B')."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from georeact.geo.collections import as_stretches, collections_at
from georeact.geo.hours import in_figures, parse_open_at
from georeact.reading.arithmetic import arithmetic
from georeact.reading.compose import read
from georeact.reading.legs import legs

NOW = datetime(2026, 12, 3, 12, 0, tzinfo=timezone.utc)   # a Thursday
LAT, LON = 64.7, -20.9


@pytest.mark.parametrize("tagged, read_as", [
    ("Mo-Fr 16:00", "Mo-Fr 16:00-16:01"),
    ("Mo-Fr 09:30,16:00; Sa 11:00", "Mo-Fr 09:30-09:31,16:00-16:01; Sa 11:00-11:01"),
    ("Mo-Fr 16:00-18:00", "Mo-Fr 16:00-18:00"),          # a stretch stays one
    ("Mo-Fr 23:59", "Mo-Fr 23:59-24:00"),
])
def test_a_collection_is_read_as_the_minute_it_starts(tagged, read_as):
    assert as_stretches(tagged) == read_as


@pytest.mark.parametrize("said, tagged, state, times", [
    ("Tuesday 11:20", "Mo-Fr 13:00", "collected", ["13:00"]),
    ("Saturday", "Mo-Fr 13:00", "not collected", []),
    ("Saturday", "Mo-Fr 13:00; Sa 09:30", "collected", ["09:30"]),
    ("on a weekday", "Mo-Fr 13:00", "collected", ["13:00"]),
    ("every day", "Mo-Fr 13:00; Sa 10:00", "unknown", []),   # days unlike: no one day answers for the others
    ("Sunday", "Mo-Fr 13:00; Su off", "not collected", []),
])
def test_the_collections_of_the_day_asked(said, tagged, state, times):
    emptied = collections_at(tagged, parse_open_at(said, LON, LAT, NOW), LAT, LON)
    assert (emptied.state, emptied.times) == (state, times)


def test_no_collection_times_is_unknown_and_a_broken_value_is_never_guessed():
    when = parse_open_at("Monday", LON, LAT, NOW)
    assert collections_at(None, when, LAT, LON).state == "unknown"
    assert collections_at("whenever the van comes", when, LAT, LON).state == "unknown"


@pytest.mark.parametrize("question, at", [
    ("what time is the mail picked up from the letter box at Eastbrook on a weekday", "weekday"),
    ("If I drop a card in the letter box at Eastbrook at 11:20 on a Tuesday morning, will it still be collected that day?",
     "11:20 on a Tuesday morning"),
    ("Has the mail from the post box at Eastbrook already been collected at 14:30 on Thursday?", "14:30 on Thursday"),
    ("When is the letter box at Eastbrook emptied on Tuesday?", "Tuesday"),
])
def test_a_collection_asked_at_a_moment_is_the_boxs_collection_times_then(question, at):
    reading = read(question)
    assert (reading.attribute, reading.anchor, reading.region, reading.open_at) == \
        ("collection_times", reading.anchors[0], "Eastbrook", at)
    assert reading.anchor in ("the letter box", "the post box")


def test_a_kind_said_after_a_scene_is_the_one_at_the_scenes_place():
    reading = read("I'm at Eastbrook at half past two on a Thursday afternoon. Has today's pickup from the letter box "
                   "already happened?")
    assert (reading.attribute, reading.anchor, reading.region) == ("collection_times", "the letter box", "Eastbrook")
    church = read("We're at Westbrook on Sunday. Is the church open at 11?")
    assert (church.anchor, church.region, church.attribute) == ("the church", "Westbrook", "opening_hours")


@pytest.mark.parametrize("spoken, figures", [
    ("quarter to midnight", "23:45"), ("quarter past midnight", "0:15"), ("half past noon", "12:30"),
    ("quarter to noon", "11:45"), ("midnight on friday", "friday 00:00"),
])
def test_noon_and_midnight_are_hours_of_a_clock_said_in_words(spoken, figures):
    assert in_figures(spoken) == figures


def test_a_road_trip_is_driven_leg_by_leg():
    assert legs("road trip: Eastbrook to Westbrook, then Westbrook on to Old Mill. how many km in total?") == [
        "how far is it by car from Eastbrook to Westbrook?", "how far is it by car from Westbrook to Old Mill?"]


def test_the_longer_of_two_trips_to_one_place_measures_both():
    said = arithmetic("Which is the longer trip by car to Westbrook, from Eastbrook or from Old Mill? Give me both "
                      "distances.")
    assert said is not None and said.operation == "difference"
    assert (said.first, said.second) == ("how far is it by car from Eastbrook to Westbrook?",
                                         "how far is it by car from Old Mill to Westbrook?")


@pytest.mark.parametrize("question, attribute, anchor", [
    ("I'm thinking of staying at Kornhaus - where can I look them up online?", "website", "Kornhaus"),
])
def test_looking_a_place_up_online_asks_its_website(question, attribute, anchor):
    reading = read(question)
    assert (reading.attribute, reading.anchor) == (attribute, anchor)


def test_where_to_do_something_within_a_radius_lists_the_places_for_it():
    reading = read("Where can I get cash within 1 km of Kornhaus?")
    assert (reading.feature, reading.anchor, reading.radius_m) == ("places to get cash", "Kornhaus", 1000.0)


def test_a_trip_said_before_its_measure_in_km_and_time_to_plan_for():
    reading = read("We're leaving Eastbrook for Westbrook tonight. How many km by road, and how long should we plan for?")
    assert reading.travel_mode == "drive" and reading.anchors[:2] == ["Eastbrook", "Westbrook"]


@pytest.mark.parametrize("question, anchor, region, at", [
    ("Heading up to Eastbrook - if I need the toilets there at 4 in the morning on a Tuesday, are they open?",
     "the toilets", "Eastbrook", "4 in the morning on a Tuesday"),
    ("Sunday evening, quarter past 8, at Eastbrook. toilets usable then?", "the toilets", "Eastbrook",
     "Sunday evening, quarter past 8"),
    ("Any chance the Eastbrook toilets are open over Christmas, say on the 25th of December?", "the toilets", "Eastbrook",
     "over Christmas, say on the 25th of December"),
    ("Do the Eastbrook toilets close overnight?", "the toilets", "Eastbrook", "overnight"),
])
def test_facilities_at_a_place_said_loosely_are_asked_their_hours(question, anchor, region, at):
    reading = read(question)
    assert (reading.attribute, reading.anchor, reading.region, reading.open_at) == ("opening_hours", anchor, region, at)


def test_a_scene_does_not_make_many_things_one_place():
    reading = read("I'm hiking the Kornhaus Trail tomorrow. What waymark should I look out for on the trees?")
    assert reading.anchor == "Kornhaus Trail"


@pytest.mark.parametrize("question, first, second", [
    ("From Kornhaus, Old Mill is further away than Eastbrook in a straight line - by how many metres?",
     "how far is Old Mill from Kornhaus?", "how far is Eastbrook from Kornhaus?"),
    ("Kornhaus to Old Mill vs Kornhaus to Eastbrook - how many metres farther is the first, straight line?",
     "how far is it from Kornhaus to Old Mill?", "how far is it from Kornhaus to Eastbrook?"),
    ("Driving from Kornhaus, which is the longer trip by road: to Old Mill or to Eastbrook? give me both distances",
     "how far is it by car from Kornhaus to Old Mill?", "how far is it by car from Kornhaus to Eastbrook?"),
])
def test_two_trips_from_one_place_compared(question, first, second):
    said = arithmetic(question)
    assert said is not None and (said.first, said.second, said.operation) == (first, second, "difference")


def test_a_walk_in_a_straight_line_is_measured_straight():
    reading = read("If I walk in a straight line from Kornhaus to Old Mill and then on to Eastbrook, what does that add up "
                   "to?")
    assert reading.operation == "sum" and all(o.travel_mode is None for o in reading.operands)


@pytest.mark.parametrize("question, than", [
    ("Within 2 km of Kornhaus, do the parking spots number more than two?", ("more", 2.0)),
    ("Does Kornhaus have two or more parking spots within 750 m?", ("at_least", 2.0)),
])
def test_a_count_held_against_a_number_said_another_way(question, than):
    reading = read(question)
    assert reading.count_than == than and reading.feature == "parking spots"


def test_a_road_trip_said_by_its_kind_is_driven():
    reading = read("how many km is the road trip from Kornhaus to Old Mill?")
    assert reading.travel_mode == "drive" and reading.anchors[:2] == ["Kornhaus", "Old Mill"]
