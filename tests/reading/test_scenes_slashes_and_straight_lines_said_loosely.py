"""More wordings read whole: who operates a place said as a club, booking a place online (its website), a dump
station at a camp site (a motorhome said for it is no question of caravans), a trip said 'A to B, straight line' or
only 'A to B by car?', 'A and B - how far apart', 'staying at X: will there be wifi or any internet?', dropping into a
place at a moment (whether it is open), 'from X is A or B nearer?' with no comma, a walk's region said first ('hiking
R - is the tent spot at X free?'), tenting grounds, places that 'lie' within a distance, and a name with a slash
between two capitals. Places are made-up names: the readers see only the words."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read
from georeact.reading.deterministic import _known_feature
from georeact.reading.trip_said import trip_said


@pytest.mark.parametrize("question, attribute, anchor", [
    ("which club operates Kornhausskáli?", "operator", "Kornhausskáli"),
    ("can i book Kornhaus online?", "website", "Kornhaus"),
    ("where can i book Kornhaus hostel online, what's the site", "website", "Kornhaus"),
    ("does Kornhaus have a dump station for the motorhome", "sanitary_dump_station", "Kornhaus"),
    ("staying at Kornhausskáli: will there be wifi or any internet?", "internet_access", "Kornhausskáli"),
])
def test_attributes_said_loosely_are_asked_of_the_place(question, attribute, anchor):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", attribute, [anchor]), reading
    assert reading.complete, reading


@pytest.mark.parametrize("question, plain", [
    ("Kornhaus to Westbrook hostel, straight line, how many km?",
     "How far is Kornhaus from the Westbrook hostel in a straight line?"),
    ("Kornhaus to Westbrook by car?", "How long does it take to drive from Kornhaus to Westbrook?"),
])
def test_trips_said_with_a_straight_line_or_no_measure(question, plain):
    assert trip_said(question, _known_feature) == plain


def test_a_walk_in_a_straight_line_is_a_walk():
    assert trip_said("can I walk in a straight line from Kornhaus to Westbrook in 10 minutes?", _known_feature) == \
        "Can I walk from Kornhaus to Westbrook in 10 minutes?"


def test_two_places_said_first_then_how_far_apart():
    reading = read("Kornhaus and Westbrook - how far apart in a straight line")
    assert (reading.metric, reading.anchors) == ("distance", ["Kornhaus", "Westbrook"]), reading


def test_dropping_into_a_place_at_a_moment_asks_whether_it_is_open():
    reading = read("can i drop into Kornhaus around noon on a saturday?")
    assert (reading.attribute, reading.anchors) == ("opening_hours", ["Kornhaus"]), reading
    assert reading.open_at and "saturday" in reading.open_at, reading


def test_a_place_measured_from_said_first_without_a_comma():
    reading = read("from Kornhaus is Eastfell or Westfell nearer? by how many metres?")
    assert reading.operation == "difference", reading
    assert [o.question for o in reading.operands] == ["how far is Eastfell from Kornhaus?",
                                                      "how far is Westfell from Kornhaus?"], reading


def test_a_walk_s_region_said_first_is_where_the_place_asked_about_is():
    reading = read("hiking Kornhaus Valley - is the tent spot at Westbrook free of charge?")
    assert (reading.attribute, reading.anchors, reading.region) == ("fee", ["Westbrook"], "Kornhaus Valley"), reading


def test_tenting_grounds_that_lie_within_a_distance_are_counted():
    reading = read("how many tenting grounds lie within 5 km of Kornhaus?")
    assert (reading.metric, reading.anchors, reading.radius_m) == ("count", ["Kornhaus"], 5000.0), reading
    assert reading.complete and _known_feature(reading.feature), reading


def test_a_name_with_a_slash_between_two_capitals_is_one_name():
    reading = read("when does Kornhaus/Westbrook open on a sunday morning")
    assert (reading.attribute, reading.anchors) == ("opening_hours", ["Kornhaus/Westbrook"]), reading


def test_a_trip_as_the_crow_flies_to_a_name_with_its_kind():
    assert trip_said("Kornhaus to the Westbrook tent area - distance as the crow flies?", _known_feature) == \
        "How far is Kornhaus from the Westbrook tent area in a straight line?"


@pytest.mark.parametrize("question, attribute, anchor", [
    ("who actually runs the Kornhaus hut", "operator", "Kornhaus"),
    ("Kornhaus hut — how many people can it hold?", "capacity", "Kornhaus hut"),
    ("how many people can sleep at Kornhausskáli?", "beds", "Kornhausskáli"),
    ("is Kornhaus guest house wheelchair accessible", "wheelchair", "Kornhaus guest house"),
])
def test_a_place_said_with_its_kind_is_asked_its_attribute(question, attribute, anchor):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert reading.anchors[0].startswith(anchor.split()[0]), reading


def test_a_kind_said_with_an_attribute_after_a_town_is_still_the_kind():
    reading = read("are Eastbrook smoking areas big?")
    assert reading.attribute is None, reading


@pytest.mark.parametrize("question, plain", [
    ("Kornhaus guesthouse to Westbrook — driving distance and time?",
     "How long does it take to drive from the Kornhaus guesthouse to Westbrook?"),
    ("Kornhaus guest house to Westbrook by car",
     "How long does it take to drive from the Kornhaus guest house to Westbrook?"),
])
def test_trips_said_with_a_long_dash_or_nothing_asked(question, plain):
    assert trip_said(question, _known_feature) == plain


@pytest.mark.parametrize("question, asked", [
    ("near Kornhaus hut: Eastfell minus Westfell in height, both heights too",
     ["how tall is Eastfell near Kornhaus?", "how tall is Westfell near Kornhaus?"]),
    ("how much taller is Eastfell than Westfell near Kornhaus, with both heights",
     ["how tall is Eastfell near Kornhaus?", "how tall is Westfell near Kornhaus?"]),
    ("if i go from Kornhaus to Eastfell and then over to Westfell, how far is that in straight lines",
     ["how far is Kornhaus from Eastfell?", "how far is Eastfell from Westfell?"]),
])
def test_measures_and_legs_said_loosely(question, asked):
    reading = read(question)
    assert [o.question for o in reading.operands] == asked, reading


def test_a_walk_on_the_trails_is_a_walk():
    reading = read("walking distance on the trails Kornhaus to Westbrook")
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ["Kornhaus", "Westbrook"], "walk"), reading


def test_people_typed_short_is_people():
    from georeact.reading.names import reader_words
    from georeact.reading.spelling import corrected
    assert corrected("how many ppl can sleep at Kornhausskáli?", reader_words(), _known_feature) == \
        "how many people can sleep at Kornhausskáli?"
