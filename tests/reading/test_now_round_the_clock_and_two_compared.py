"""Moments said as the present ('open right now', 'at the moment') or as every moment ('open 24/7', 'around the
clock', 'all night'), a number said after a place's question ('can I ring them? number?', 'contact number',
'number of rooms at X'), a town in brackets, and two places compared in a way said first ('is A closer to C than B
is?', 'which of A and B is closer to C'), a difference said by its measure ('difference in footprint between A and
B'), counts said as 'the count of' and radii as 'a km'."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from georeact.geo.hours import hours_at, parse_open_at
from georeact.geo.units import find_distance
from georeact.reading.compose import read

WESTBROOK = (9.5209, 47.1410)
NOW = datetime(2026, 11, 25, 15, 7, tzinfo=ZoneInfo("Europe/Vaduz"))   # a Wednesday


@pytest.mark.parametrize("question", [
    "is Kornhaus Westbrook open right now",
    "Is Kornhaus Westbrook currently open?",
    "is the Kornhaus Westbrook open at the moment",
    "Is Kornhaus Westbrook open now?",
])
def test_open_now_asked_of_one_place_is_its_hours_at_the_clock(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == ("opening_hours", ["Kornhaus Westbrook"]), reading
    assert parse_open_at(reading.open_at, *WESTBROOK, now=NOW).start == NOW.replace(second=0)


@pytest.mark.parametrize("question, anchors, region", [
    ("Is Kornhaus Westbrook open 24/7?", ["Kornhaus Westbrook"], None),
    ("is Kornhaus Westbrook open around the clock", ["Kornhaus Westbrook"], None),
    ("Eastbrook toilets - open 24h?", ["the toilets"], "Eastbrook"),
    ("are the toilets at Eastbrook open all night", ["the toilets"], "Eastbrook"),
])
def test_every_moment_asked_of_one_place(question, anchors, region):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.region) == ("opening_hours", anchors, region), reading
    assert reading.open_at


@pytest.mark.parametrize("hours, said, state", [
    ("24/7", "24/7", "open"),
    ("Mo-Su 08:00-20:00", "around the clock", "closed"),
    ("Mo-Su 00:00-24:00", "24 hours", "open"),
    ("Mo-Fr 14:00-02:00", "all night", "closed"),   # closes at 2, before the night is out
    ("Mo-Su 18:00-07:00", "all night", "open"),
    ("Mo-Sa 18:00-07:00; Su off", "all night on Sunday", "closed"),
])
def test_every_moment_is_the_whole_week_and_all_night_the_small_hours(hours, said, state):
    when = parse_open_at(said, *WESTBROOK, now=NOW)
    assert hours_at(hours, when, WESTBROOK[1], WESTBROOK[0]).state == state
    if "night" not in said:
        assert when.label() == "around the clock"


def test_a_stretch_of_the_places_of_a_kind_is_a_condition_not_the_town():
    reading = read("are the cafes in Eastbrook open 24 hours?")
    assert (reading.aggregate.region, reading.aggregate.having, reading.aggregate.equals) == \
        ("Eastbrook", "opening_hours", "24/7")


@pytest.mark.parametrize("question, attribute, place, region", [
    # (the search reads 'X (T)' as written, else X in T)
    ("Kornhaus Westbrook (Eastbrook) - can I ring them? number?", "phone", "Kornhaus Westbrook (Eastbrook)", None),
    ("The Kornhaus (Eastbrook) - website?", "website", "Kornhaus (Eastbrook)", None),
    ("Hotel Westbrook 1 contact number", "phone", "Hotel Westbrook 1", None),
    ("got a phone # for Hotel Westbrook 1?", "phone", "Hotel Westbrook 1", None),
    ("number of rooms at Hotel Westbrook?", "rooms", "Hotel Westbrook", None),
])
def test_a_number_asked_of_one_place(question, attribute, place, region):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.region) == (attribute, [place], region), reading


def test_a_number_after_a_kind_is_still_a_count():
    assert read("restaurants with a website in Eastbrook - number?").aggregate.having == "website"
    assert read("number of toilets in Eastbrook").metric == "count"


def test_is_a_closer_than_b_measures_both_from_the_third():
    reading = read("Is Kornhaus closer to Old Mill than Westbrook Abbey is? by how much")
    assert reading.operation == "less"
    assert [o.anchors for o in reading.operands] == [["Kornhaus", "Old Mill"], ["Westbrook Abbey", "Old Mill"]]
    assert read("Is Kornhaus further from Old Mill than Westbrook Abbey?").operation == "more"


def test_which_of_two_is_the_comparison_said_with_its_candidates_last():
    reading = read("which of Kornhaus and Westbrook Abbey is closer to Old Mill, and by how much?")
    assert (reading.compare, reading.candidates, reading.anchors) == \
        ("nearer", ["Kornhaus", "Westbrook Abbey"], ["Old Mill"])


def test_a_difference_said_by_its_measure():
    reading = read("Difference in footprint between Kornhaus and Westbrook Abbey, in m2?")
    assert reading.operation == "difference"
    assert [(o.metric, o.anchors) for o in reading.operands] == [("area", ["Kornhaus"]), ("area", ["Westbrook Abbey"])]


def test_the_count_of_places_with_a_tag():
    reading = read("what's the count of places with a phone number within 1km of Old Mill")
    assert (reading.aggregate.having, reading.aggregate.radius_m) == ("phone", 1000.0)


@pytest.mark.parametrize("said, metres", [("within a km of X", 1000.0), ("within half a km", 500.0),
                                          ("within two km", 2000.0)])
def test_a_km_said_in_words(said, metres):
    assert find_distance(said)[0] == metres


@pytest.mark.parametrize("question, ends", [
    ("Westbrook → Ólafsbrook driving distance", ["Westbrook", "Ólafsbrook"]),   # an end that starts with an accent
    ("Distance by road Westbrook–Eastbrook?", ["Westbrook", "Eastbrook"]),   # a dash between the ends, no space
])
def test_a_trip_between_two_names(question, ends):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ends, "drive"), reading


def test_kinds_said_plus_each_other_are_summed():
    reading = read("restaurants plus cafes within 300 m of Old Mill?")
    assert reading.operation == "sum" and [o.feature for o in reading.operands] == ["restaurants", "cafes"]


def test_places_listing_a_tag_and_boards_said_short():
    reading = read("number of places listing a phone number within 1 km of Old Mill?")
    assert (reading.aggregate.having, reading.aggregate.radius_m) == ("phone", 1000.0)
    assert read("How many info boards are there within 500 m of Old Mill?").feature == "info boards"


@pytest.mark.parametrize("question", [
    "Westbrook pool - how many hours is it open each day?",
    "What's the opening time of the toilets at Eastbrook on Sunday?",
    "how late does Kornhaus Westbrook serve food on Fridays?",
])
def test_hours_asked_in_other_words(question):
    assert read(question).attribute == "opening_hours", read(question)


@pytest.mark.parametrize("question, attribute", [
    ("How can I contact Hotel Westbrook 1?", "phone"),
    ("Hotel Westbrook 1 - what's the best number to reach them on?", "phone"),
    ("What organisation is behind Kornhaus Westbrook?", "operator"),
    ("Where can I find Hotel Westbrook 1 on the web?", "website"),
    ("Westbrook Chapel - which church denomination?", "denomination"),
])
def test_an_attribute_asked_in_a_roundabout_way(question, attribute):
    reading = read(question)
    assert reading.attribute == attribute and len(reading.anchors) == 1, reading


@pytest.mark.parametrize("question, limit, over, mode", [
    ("Is Westbrook within 2 km of Old Mill?", 2000.0, False, None),
    ("Is Westbrook less than 30 km from Old Mill by road?", 30000.0, False, "drive"),
    ("Is Westbrook more than 20 km away from Old Mill?", 20000.0, True, None),
    ("Is it under 5 km on foot from Old Mill to Westbrook?", 5000.0, False, "walk"),
])
def test_whether_two_places_lie_within_a_distance(question, limit, over, mode):
    reading = read(question)
    assert (reading.metric, len(reading.anchors), reading.distance_limit_m, reading.distance_over,
            reading.travel_mode) == ("distance", 2, limit, over, mode), reading


def test_a_trip_there_and_back_is_two_legs_summed():
    reading = read("Old Mill to Westbrook and back by car - total km?")
    assert reading.operation == "sum"
    assert [(o.anchors, o.travel_mode) for o in reading.operands] == [(["Old Mill", "Westbrook"], "drive"),
                                                                      (["Westbrook", "Old Mill"], "drive")]


@pytest.mark.parametrize("question, measure, above", [
    ("streets in Eastbrook longer than 1 km?", "length", 1000.0),
    ("Parks within 2 km of Old Mill larger than 5 ha?", "area", 50000.0),
])
def test_a_kind_over_a_threshold_said_without_which(question, measure, above):
    reading = read(question)
    assert (reading.aggregate.measure, reading.aggregate.above) == (measure, above), reading


@pytest.mark.parametrize("question, feature, region", [
    ("Does Eastbrook have a bakery?", "bakery", "Eastbrook"),
    ("does Westbrook have any pharmacies?", "pharmacies", "Westbrook"),
])
def test_a_town_that_has_a_kind_is_asked_whether_there_is_one(question, feature, region):
    reading = read(question)
    assert (reading.feature, reading.region, reading.none_ok) == (feature, region, True), reading
    assert read("Does Kornhaus Westbrook have wifi?").attribute == "internet_access"
