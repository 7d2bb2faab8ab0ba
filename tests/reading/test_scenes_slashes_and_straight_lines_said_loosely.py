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
