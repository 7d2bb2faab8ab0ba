"""What is open at a moment said of a town ("what's open in Eastbrook on sunday at 10"), 'any K open ...? how many?'
(whether any, then how many), 'already open', 'plus how many list hours'; whether one place lies within an N minute
walk of another; a measure compared in one town said last; 'tell me each too'; the group most of a kind 'belong to';
how big a road is; a place introduced by hearsay and then asked about. Read without the database."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.features import lookup


@pytest.mark.parametrize("question", [
    "what's open in Eastbrook on sunday at 10?",
    "sunday 10.30 am in Eastbrook, what's open?",
    "which places are open in Eastbrook on sunday at 10?",
])
def test_what_is_open_in_a_town_is_its_places_open_then(question):
    reading = read(question)
    assert reading.shape == "places" and reading.attribute is None, reading
    assert reading.region == "Eastbrook" and reading.open_at and not reading.unread, reading


@pytest.mark.parametrize("question", [
    "sunday 10.30 am in Eastbrook, what's open? just the count of places with hours that are open, plus how many list hours",
    "monday 8 in the morning in Eastbrook - how many places with opening hours are already open?",
    "sunday 10.30 am in Eastbrook, what's open? just the count",
])
def test_how_many_places_are_open_then(question):
    reading = read(question)
    assert (reading.shape, reading.metric, reading.region) == ("count", "count", "Eastbrook"), reading
    assert reading.open_at and not reading.unread, reading


def test_any_of_a_kind_open_then_how_many_asks_whether_any_too():
    reading = read("any bakery open in Eastbrook on a sunday morning at 9? how many?")
    assert (reading.metric, reading.feature, reading.region) == ("count", "bakery", "Eastbrook"), reading
    assert reading.open_at and reading.question.startswith("is there any bakery"), reading   # the yes is asked


@pytest.mark.parametrize(("question", "budget"), [
    ("Is the Old Mill within a 20 minute walk of the Kornhaus in Eastbrook? How far is it?", 1200.0),
    ("is the Old Mill within a 5 minute walk of the Kornhaus in Eastbrook?", 300.0),
    ("is the Old Mill less than 10 minutes' drive from the Kornhaus in Eastbrook? how far?", 600.0),
])
def test_one_place_within_a_time_of_another(question, budget):
    reading = read(question)
    assert (reading.metric, reading.time_budget_s) == ("distance", budget), reading
    assert len(reading.anchors) == 2 and reading.anchors[1] == "Old Mill", reading   # from the second to the first


def test_a_measure_compared_in_one_town_said_last_is_of_both_there():
    reading = read("how much taller is the mast than the water tower in Eastbrook?")
    assert reading.operation == "difference", reading
    assert all("Eastbrook" in " ".join([*operand.anchors, operand.region or "", operand.question])
               for operand in reading.operands), reading


def test_each_count_asked_too_after_a_difference():
    reading = read("Are there more cafes or bars in Eastbrook, and how many more? Tell me each too.")
    assert reading.operation == "difference", reading
    assert [(o.metric, o.feature, o.region) for o in reading.operands] == \
        [("count", "cafes", "Eastbrook"), ("count", "bars", "Eastbrook")], reading


@pytest.mark.parametrize("question", ["Which denomination do most of Eastbrook's churches belong to?",
                                      "which denomination do most churches in Eastbrook belong to?"])
def test_the_group_most_of_a_kind_belong_to(question):
    reading = read(question)
    assert reading.aggregate is not None, reading
    assert (reading.aggregate.group_by, reading.aggregate.feature, reading.aggregate.region) == \
        ("denomination", "churches", "Eastbrook"), reading


@pytest.mark.parametrize("question", ["How big a road is Mill Lane in Eastbrook?",
                                      "how major of a road is Mill Lane in Eastbrook? like main road, residential, "
                                      "something in between?"])
def test_how_big_a_road_is_its_kind(question):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", "kind"), reading
    assert reading.anchors in (["Mill Lane"], ["Mill Lane in Eastbrook"]) and not reading.unread, reading


def test_a_place_introduced_by_hearsay_then_asked_about():
    reading = read("hey, someone told me there's a webcam in the Eastbrook data - is there a website where I can "
                   "look at it?")
    assert (reading.shape, reading.attribute) == ("attribute", "website"), reading
    assert reading.anchors and reading.anchors[0].startswith("the webcam"), reading


def test_a_disused_level_crossing_is_a_crossing_whose_type_says_so():
    phrase, filters = lookup("disused level crossing")
    assert filters and all(f.value == "level_crossing" or f.value == "crossing" for f in filters)
    assert all(dict(f.where).get("crossing") == "disused" for f in filters), filters


@pytest.mark.parametrize("question", ["drive time from the Old Mill to the Kornhaus in Eastbrook?",
                                      "walk time from the Old Mill to the Kornhaus in Eastbrook"])
def test_a_travel_time_said_with_its_verb(question):
    reading = read(question)
    assert (reading.metric, reading.anchors) == ("distance", ["Old Mill", "Kornhaus in Eastbrook"]), reading
    assert reading.travel_mode in ("drive", "walk"), reading


def test_a_trip_between_two_kinds_in_a_town_said_first():
    reading = read("Eastbrook by car, swing gate to chain barrier - distance?")
    assert (reading.metric, reading.anchors, reading.region, reading.travel_mode) == \
        ("distance", ["the swing gate", "the chain barrier"], "Eastbrook", "drive"), reading


@pytest.mark.parametrize("question", ["Eastbrook - is the give way sign a 5 minute walk from the bell tower? yes or no",
                                      "is the give way sign in Eastbrook a 5 minute walk from the bell tower?"])
def test_a_walk_of_some_minutes_from_another_place(question):
    reading = read(question)
    assert (reading.metric, reading.time_budget_s, reading.region) == ("distance", 300.0, "Eastbrook"), reading
    assert reading.anchors == ["the bell tower", "the give way sign"], reading


def test_which_of_two_is_nearer_from_a_place_said_first():
    reading = read("from the give way sign in Eastbrook, which is nearer as the crow flies - the turning circle or "
                   "the bell tower? and by how many metres")
    assert reading.operation == "difference" and len(reading.operands) == 2, reading
    assert all(o.metric == "distance" and "the give way sign" in o.anchors for o in reading.operands), reading
    assert not any(o.question.lstrip(" -").startswith("-") or " - " in o.question for o in reading.operands), reading


@pytest.mark.parametrize(("question", "anchor"), [
    ("There's a swing gate somewhere in the Eastbrook map. Are cars allowed through it?", "the swing gate in Eastbrook"),
    ("can i take my car down Mill Lane in Eastbrook?", "Mill Lane in Eastbrook"),
    ("can cars pass the gate in Eastbrook?", "the gate in Eastbrook"),
])
def test_whether_cars_may_pass(question, anchor):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", "car_access"), reading
    said = " in ".join(filter(None, [*reading.anchors, reading.region]))
    assert said == anchor, reading


def test_the_town_the_asker_is_in_said_with_how_they_are():
    reading = read("It's wednesday, half past one and I'm starving in Eastbrook. How many restaurants are open right "
                   "now? And how many list hours at all?")
    assert (reading.metric, reading.feature, reading.region) == ("count", "restaurants", "Eastbrook"), reading
    assert reading.open_at and "one" in reading.open_at and not reading.anchors, reading


@pytest.mark.parametrize("question", [
    "I'm mailing a parcel to someone on Mill Lane, Eastbrook. Which ZIP do I write on it?",
    "Which ZIP code do I use for Mill Lane in Eastbrook?",
])
def test_the_postcode_asked_in_capitals_of_a_street_said_before(question):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", "postcode"), reading
    assert reading.anchors and reading.anchors[0].startswith("Mill Lane"), reading


@pytest.mark.parametrize("word", ["belfry", "campanile"])
def test_a_bell_tower_by_the_other_words_for_it(word):
    found, tower = lookup(word), lookup("bell tower")
    assert found is not None and tower is not None
    assert [(f.column, f.value, f.where) for f in found[1]] == [(f.column, f.value, f.where) for f in tower[1]]
