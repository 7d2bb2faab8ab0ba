"""Questions read this session from new wordings: a fee asked as 'free to bathe in', the water's temperature, a
church's service times (a day said in them is no moment), 'at all' said for emphasis, a round trip said 'A to B and
back', two places said before 'which is bigger' or after a dash, kinds listed in brackets after a place, a radius
said after a topic with no place, 'on the map' before a scope, and landforms and hot pools as kinds. Places are
made-up names: the readers see only the words."""

from __future__ import annotations

import re

import pytest

from georeact.reading.compose import read
from georeact.reading.features import lookup


@pytest.mark.parametrize("question, attribute, place", [
    ("is Eastbrook Pool free to bathe in", "fee", "Eastbrook Pool"),
    ("how warm is the water at Eastbrook Pool?", "temperature", "Eastbrook Pool"),
    ("water temperature of Eastbrook Pool", "temperature", "Eastbrook Pool"),
    ("what time is the sunday service at Kornhaus Church", "service_times", "Kornhaus Church"),
    ("when is mass at Kornhaus Church", "service_times", "Kornhaus Church"),
])
def test_an_attribute_said_in_new_words(question, attribute, place):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors, reading.open_at) == \
        ("attribute", attribute, [place], None), reading


def test_how_warm_it_is_in_a_town_is_no_water_temperature():
    assert read("how warm is it in Westbrook today").attribute is None


def test_at_all_is_emphasis():
    reading = read("Does Kornhaus open at all in August?")
    assert (reading.attribute, reading.anchors, reading.open_at) == ("opening_hours", ["Kornhaus"], "in August")


def test_a_round_trip_said_there_and_back_twice():
    reading = read("Round trip Eastbrook to Westbrook and back by car, total distance?")
    assert reading.operation == "sum" and [r.anchors for r in reading.operands] == \
        [["Eastbrook", "Westbrook"], ["Westbrook", "Eastbrook"]] and \
        {r.travel_mode for r in reading.operands} == {"drive"}, reading


def test_two_places_said_before_which_is_bigger():
    reading = read("Old Mill vs Kornhaus, which lake is bigger and by how much")
    assert reading.operation == "difference" and [(r.metric, r.anchors) for r in reading.operands] == \
        [("area", ["Old Mill"]), ("area", ["Kornhaus"])], reading


def test_two_places_said_after_a_dash():
    reading = read("Starting from Eastbrook, which is the shorter drive - Old Mill or Kornhaus? give me both")
    assert reading.operation == "difference" and [r.anchors for r in reading.operands] == \
        [["Eastbrook", "Old Mill"], ["Eastbrook", "Kornhaus"]], reading


def test_kinds_listed_in_brackets_after_a_place_are_no_part_of_its_name():
    reading = read("number of places to sleep within a km of Old Mill (huts, hotels, camping)")
    assert (reading.metric, reading.anchors, reading.radius_m) == ("count", ["Old Mill"], 1000.0), reading


def test_a_radius_said_after_a_topic_is_around_the_topic():
    reading = read("Eastbrook Farm: number of lakes over 5 ha within 2.8 km?")
    assert reading.aggregate is not None and (reading.aggregate.anchor, reading.aggregate.above,
                                              reading.aggregate.radius_m) == ("Eastbrook Farm", 50000.0, 2800.0), reading


def test_on_the_map_before_a_scope_says_nothing():
    reading = read("what kind of thing is most common on the map within 1 km of Kornhaus?")
    assert reading.aggregate is not None and reading.aggregate.group_by == "kind" and \
        reading.aggregate.anchor == "Kornhaus", reading


@pytest.mark.parametrize("phrase, label", [
    ("mountain peaks", "pois natural=peak"),
    ("summits", "pois natural=peak"),
    ("hot pots", "lakes amenity=public_bath"),   # a hot pool mapped as the pond it is
    ("hot pools", "pois leisure=swimming_pool & hot=yes"),   # or as a swimming pool tagged hot
    ("bathing spots", "lakes amenity=public_bath"),
    ("places to sleep", "pois tourism=alpine_hut"),   # a mountain hut is where people sleep too
    ("lodging", "pois tourism=camp_site"),
])
def test_kinds_of_landforms_pools_and_beds(phrase, label):
    found = lookup(phrase)
    assert found is not None and label in [flt.label() for flt in found[1]], found


@pytest.mark.parametrize("question", [
    "Which church has the larger footprint, Kornhaus Church or Old Mill Church, and how much larger?",
    "which church is larger, Kornhaus Church or Old Mill Church, and how much larger?",
])
def test_a_measure_said_as_what_a_place_has(question):
    reading = read(question)
    assert (reading.candidates, reading.compare, reading.complete) == \
        (["Kornhaus Church", "Old Mill Church"], "larger", True), reading


def test_brackets_that_list_no_kinds_stay_read():
    reading = read("Starting at the Kornhaus, what's the shortest walk that visits the Old Mill, Town Hall and Mill Park "
                   "(one-way, no return)?")
    assert reading.round_trip is False and reading.stops[0] == "Kornhaus", reading


def test_a_day_of_a_month_asked_for_its_hours_is_one_day():
    reading = read("how many more hours is Kornhaus open than Old Mill in July?")
    assert [r.open_at for r in reading.operands] == ["day in July", "day in July"], reading   # (a day of it)


def test_a_hike_is_a_walk():
    reading = read("how long is the hike from Kornhaus to Old Mill, in metres")
    assert (reading.metric, reading.travel_mode, reading.anchors) == ("distance", "walk", ["Kornhaus", "Old Mill"])


def test_a_mapped_feature_is_a_place_of_any_kind():
    reading = read("What type of mapped feature is most frequent within 2 km of Kornhaus?")
    assert reading.aggregate is not None and reading.aggregate.group_by == "kind", reading
    from georeact.reading.vocabulary import is_any_place
    assert is_any_place(reading.aggregate.feature)


def test_a_threshold_said_as_what_a_place_covers():
    reading = read("within 2 km of Kornhaus, how many bodies of water cover more than half a hectare?")
    assert reading.aggregate is not None and (reading.aggregate.measure, reading.aggregate.above) == ("area", 5000.0)


@pytest.mark.parametrize("question", ["Hotel Kornhaus - is it open all year or only in summer?",
                                      "is Kornhaus open year round?"])
def test_open_all_year_asks_for_the_hours(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors[0].removeprefix("Hotel ")) == ("opening_hours", "Kornhaus"), reading


@pytest.mark.parametrize("question, attribute", [
    ("How many cars can park at Kornhaus Parking?", "capacity"),   # 'park' here is a verb, no kind of place
    ("Does it cost money to pitch a tent at Kornhaus Camp?", "fee"),
])
def test_a_kind_word_used_as_a_verb_is_no_kind(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", attribute, [question.split(" at ")[1][:-1]])


@pytest.mark.parametrize("question, asked", [
    ("How many vehicles fit at Kornhaus Parking and Old Mill Parking combined?", "capacity"),
    ("what is the combined capacity of Kornhaus Parking and Old Mill Parking?", "capacity"),
    ("Kornhaus Pond plus Old Mill Pond - total surface area?", "area"),
])
def test_a_figure_of_two_places_added(question, asked):
    reading = read(question)
    assert reading.operation == "sum" and \
        [(r.attribute or r.metric, r.anchors) for r in reading.operands] == \
        [(asked, [place]) for place in re.findall(r"(?:Kornhaus|Old Mill) (?:Parking|Pond)", question)], reading


def test_outnumbered_by_more_than_a_ratio():
    reading = read("near Kornhaus (2 km), do lookout points outnumber tourist information points by more than two to one?")
    assert (reading.operation, reading.factor) == ("times", 2.0), reading


def test_a_start_said_as_leaving_a_place():
    reading = read("If I leave Westbrook, is Kornhaus or Old Mill the shorter drive? both distances pls")
    assert (reading.anchors, reading.candidates, reading.travel_mode) == (["Westbrook"], ["Kornhaus", "Old Mill"], "drive")


def test_a_kind_said_as_the_map_tags_it():
    reading = read("Within 2 km of Kornhaus, what's the difference between the number of ponds and the number of "
                   "sights tagged as attractions?")
    assert reading.operation == "difference" and [r.feature for r in reading.operands] == ["ponds", "attractions"]


def test_open_at_all_in_a_month():
    reading = read("is Kornhaus open at all in May")
    assert (reading.attribute, reading.anchors, reading.open_at) == ("opening_hours", ["Kornhaus"], "in May"), reading


def test_in_the_car_is_driving():
    assert read("Kornhaus Church to Old Mill in the car: distance + time").travel_mode == "drive"


def test_bunks_are_beds():
    reading = read("how many more bunks does the Kornhaus Hut have than Old Mill Hut?")
    assert reading.operation == "difference" and {r.attribute for r in reading.operands} == {"beds"}, reading


def test_a_footprint_over_a_size():
    reading = read("within 800 m of Kornhaus, how many buildings have a footprint over 500 m2?")
    assert reading.aggregate is not None and (reading.aggregate.feature, reading.aggregate.above) == ("buildings", 500.0)


@pytest.mark.parametrize("phrase, label", [
    ("lodging options", "pois tourism=hotel"),   # a choice of places of a kind is that kind
    ("hut", "pois tourism=alpine_hut"),   # the huts walkers sleep in, not sheds only
])
def test_kinds_said_as_choices_and_huts(phrase, label):
    found = lookup(phrase)
    assert found is not None and label in [flt.label() for flt in found[1]], found
