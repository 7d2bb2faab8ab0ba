"""Questions read from new wordings: a height difference said 'by how many metres does A top B', a place said
after the second of two ('than B near C': both near C), two counts each in its own scope ('A within 2 km of X minus
B within 1 km of it'), a trip's end said as a name and its kind ('the Kornhaus hotel to Westbrook by car'), and
'any time of day or night' as every moment. Places are made-up names: the readers see only the words."""

from __future__ import annotations

from datetime import datetime

import pytest

from georeact.geo.hours import parse_open_at
from georeact.reading.compose import read


def _asked(reading) -> list[str]:
    return [operand.question for operand in reading.operands]


def test_topping_another_is_a_height_difference():
    reading = read("by how many metres does Kornhaus Peak top Eastbrook Hill?")
    assert (reading.operation, _asked(reading)) == \
        ("difference", ["how tall is Kornhaus Peak?", "how tall is Eastbrook Hill?"]), reading


def test_a_place_said_after_the_second_of_two_places_both():
    reading = read("how much higher is Kornhaus Peak than Eastbrook Hill near Westbrook")
    assert reading.operation == "difference", reading
    assert all(question.rstrip("?").endswith("near Westbrook") for question in _asked(reading)), _asked(reading)


def test_a_kind_said_first_keeps_its_own_place():
    reading = read("how much taller is the tower than Eastbrook Hill near Westbrook")
    assert not _asked(reading) or not _asked(reading)[0].rstrip("?").endswith("near Westbrook"), _asked(reading)


@pytest.mark.parametrize("question, operation", [
    ("peaks within 2 km of Kornhaus minus buildings within 1 km of it, what do I get?", "difference"),
    ("number of peaks within 2 km of Kornhaus minus number of buildings within 1 km of Kornhaus", "difference"),
    ("peaks within 2 km of Kornhaus plus buildings within 1 km of it makes how many?", "sum"),
])
def test_two_counts_each_in_its_own_scope(question, operation):
    reading = read(question)
    assert reading.operation == operation, reading
    first, second = reading.operands
    assert (first.feature, first.radius_m, first.anchors) == ("peaks", 2000.0, ["Kornhaus"]), first
    assert (second.feature, second.radius_m, second.anchors) == ("buildings", 1000.0, ["Kornhaus"]), second


@pytest.mark.parametrize("question, ends", [
    ("Kornhaus hotel to Westbrook by car, distance and time?", ["Kornhaus hotel", "Westbrook"]),
    ("Eastbrook to the Kornhaus hotel by car, how far?", ["Eastbrook", "Kornhaus hotel"]),
    ("Eastbrook to Westbrook walking later, how far?", ["Eastbrook", "Westbrook"]),   # (a verb after a name: no kind)
    ("could a kid walk from St. Kornhaus School to the Office of Public Works in 5 minutes?",
     ["St. Kornhaus School", "Office of Public Works"]),   # ('in 5 minutes': no name, no kind)
])
def test_a_trip_end_said_as_a_name_and_its_kind(question, ends):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.feature) == ("distance", ends, None), reading


@pytest.mark.parametrize("said", ["any time of day or night", "at any hour", "day or night",
                                  "at any time, day or night"])
def test_any_time_of_day_or_night_is_every_moment(said):
    moment = parse_open_at(said, lon=-21.9, lat=64.1, now=datetime(2026, 6, 1, 12, 0))
    assert moment.label() == "around the clock", moment


@pytest.mark.parametrize("question, attribute", [
    ("Kornhaus Camp Site: any wifi?", "internet_access"),
    ("Hotel Eastbrook - any parking?", "parking"),
    ("Kornhaus Camp Site: any showers?", "shower"),   # (an attribute of its own: the shower tag)
    ("Kornhaus Camp Site: any showering facilities?", "shower"),
    ("Kornhaus Camp Site: any laundry?", "tag"),
])
def test_a_facility_asked_of_the_one_place_a_topic_names(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute, len(reading.anchors)) == ("attribute", attribute, 1), reading


def test_a_town_as_the_topic_still_lists_its_places():
    reading = read("Eastbrook: any cafes?")
    assert (reading.metric, reading.feature, reading.region) == ("list", "cafes", "Eastbrook"), reading


def test_legs_said_then_back_to_a_third_place():
    reading = read("crow-flies distance Eastbrook to Kornhaus Hotel, then back to Old Mill, summed?")
    assert reading.operation == "sum" and [o.anchors for o in reading.operands] == \
        [["Eastbrook", "Kornhaus Hotel"], ["Kornhaus Hotel", "Old Mill"]], reading


def test_a_day_trip_said_with_dashes():
    reading = read("day trip Westbrook - Kornhaus Hotel - back to Westbrook, total driving km?")
    assert reading.operation == "sum", reading
    assert [(o.anchors, o.travel_mode) for o in reading.operands] == \
        [(["Westbrook", "Kornhaus Hotel"], "drive"), (["Kornhaus Hotel", "Westbrook"], "drive")], reading


def test_which_start_is_shorter_to_one_destination():
    reading = read("Driving to Westbrook: shorter from Kornhaus Hotel or from Old Mill? give me both")
    assert reading.operation == "difference", reading
    assert [(o.anchors, o.travel_mode) for o in reading.operands] == \
        [(["Westbrook", "Kornhaus Hotel"], "drive"), (["Westbrook", "Old Mill"], "drive")], reading


@pytest.mark.parametrize("question, attribute", [
    ("what time is check-in at Kornhaus Hostel", "check_in"),
    ("when is checkout at Hotel Eastbrook?", "check_out"),
])
def test_check_in_and_out_times(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute, len(reading.anchors)) == ("attribute", attribute, 1), reading


def test_a_count_said_with_stand():
    reading = read("How many buildings stand within 800 m of Kornhaus?")
    assert (reading.feature, reading.radius_m, reading.anchors, reading.unread) == \
        ("buildings", 800.0, ["Kornhaus"], []), reading


@pytest.mark.parametrize("question, when", [
    ("could I stay at Kornhaus Hostel in April?", "in April"),
    ("Does Guesthouse Eastbrook take guests in December?", "in December"),
])
def test_staying_at_a_place_asks_whether_it_is_open(question, when):
    reading = read(question)
    assert (reading.attribute, reading.open_at, len(reading.anchors)) == ("opening_hours", when, 1), reading


def test_legs_to_a_top_and_across_from_a_kind_at_a_place():
    reading = read("Hut at Eastbrook to the top of Kornhaus Peak, then across to Old Mill: total distance as the crow "
                   "flies?")
    assert reading.operation == "sum", reading
    first, second = reading.operands
    assert (first.feature, first.region, first.anchors) == ("hut", "Eastbrook", ["Kornhaus Peak"]), first
    assert second.anchors == ["Kornhaus Peak", "Old Mill"], second


def test_how_many_more_of_a_kind_said_in_many_words():
    reading = read("Within 1 km of Kornhaus, how many more places to leave a car are there than toilets?")
    assert reading.operation == "difference", reading
    assert [o.feature for o in reading.operands] == ["places to leave a car", "toilets"], reading


@pytest.mark.parametrize("phrase, label", [
    ("petrol", "pois amenity=fuel"),
    ("information sign", "pois tourism=information & information=board"),
])
def test_kinds_said_short(phrase, label):
    from georeact.reading.features import lookup
    found = lookup(phrase)
    assert found is not None and label in [flt.label() for flt in found[1]], found
