"""A name said in lower case beside its kind ('the police office X', 'the X police office'), a
phone number asked after a call ('i need to call X, what number'), 'what hours is X open on a day', a trip from where
the car is ('we have a car at X, how far to Y by road'), 'how many more metres would I climb on A compared to B', and a
distance said as a word ('within three km'), and whether the places counted have a name. Places are made-up names."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read
from georeact.reading.features import lookup


def test_a_police_office_is_a_police_station():
    assert lookup("police office") is not None and lookup("police office")[1] == lookup("police station")[1]


@pytest.mark.parametrize("question, attribute", [
    ("is the police office Eastkontor open on a tuesday at 10 in the morning", "opening_hours"),
    ("what hours is the museum Eastkontor open on a wednesday", "opening_hours"),
])
def test_a_name_beside_its_kind_is_the_place_asked_about(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert len(reading.anchors) == 1 and "eastkontor" in reading.anchors[0].casefold(), reading


@pytest.mark.parametrize("question", [
    "what time does the eastkontor police office open on a monday",
    "i need to call the eastkontor police office, what number",
])
def test_a_lower_case_word_before_a_kind_is_searched_as_its_name(question):
    # (the plan searches the word among the names of police stations: a word no tag says is a name)
    reading = read(question)
    assert (reading.feature, reading.modifier, reading.search) == ("police office", "eastkontor", True), reading


def test_a_trip_from_where_the_car_is():
    reading = read("we have a car at eastbrook, how far to westbrook by road")
    assert reading.metric == "distance" and reading.travel_mode == "drive", reading
    assert [a.casefold() for a in reading.anchors] == ["eastbrook", "westbrook"], reading


def test_how_many_more_metres_one_would_climb_is_a_difference_of_heights():
    reading = read("how many more metres would i climb on Eastfell compared to Westfell")
    assert reading.operation == "difference", reading
    assert [o.anchors for o in reading.operands] == [["Eastfell"], ["Westfell"]], reading


def test_a_distance_said_as_a_word_after_a_place_said_first():
    reading = read("Around Eastfell: peaks within three km plus glaciers within 5 km, how many together")
    assert reading.operation == "sum", reading
    assert [(o.feature, o.anchors, o.radius_m) for o in reading.operands] == \
        [("peaks", ["Eastfell"], 3000.0), ("glaciers", ["Eastfell"], 5000.0)], reading


@pytest.mark.parametrize("question, lacking", [
    ("how many of the peaks within 3 km of Eastfell have a name?", None),
    ("how many peaks within 3 km of Eastfell are named?", None),
    ("number of peaks within 3km of Eastfell with a name", None),
    ("how many of the peaks within 3 km of Eastfell are unnamed?", True),
    ("how many peaks within 3 km of Eastfell have no name?", True),
])
def test_whether_places_have_a_name_is_a_condition_of_the_count(question, lacking):
    aggregate = read(question).aggregate
    assert aggregate is not None and (aggregate.having, aggregate.lacking) == ("name", lacking), aggregate


def test_a_name_asked_of_one_place_is_no_condition():
    assert read("what is the name of the peak nearest to Eastfell?").aggregate is None


@pytest.mark.parametrize("question, anchor", [
    ("what's the address of the Kornhaus on Eastbrook Street?", "Kornhaus on Eastbrook Street"),
    ("does the Eastkontor on Westbrook Road sell diesel?", "Eastkontor on Westbrook Road"),
    ("is the N1 on Eastbrookvegur open on sunday?", "N1 on Eastbrookvegur"),
])
def test_a_place_said_with_the_street_it_is_on_is_one_place(question, anchor):
    reading = read(question)
    assert reading.shape == "attribute" and reading.anchors == [anchor], reading


def test_a_digit_inside_a_name_is_no_clock():
    reading = read("is the N1 on Eastbrookvegur open on sunday?")
    assert reading.open_at == "sunday", reading


@pytest.mark.parametrize("question, attribute", [
    ("how many people live in Eastbrook?", "population"),
    ("population of Eastbrook?", "population"),
    ("Eastbrook - how many inhabitants", "population"),
    ("how many people can sleep in the Eastfell hut?", "beds"),
    ("is the Eastbrook car park supervised?", "supervised"),
])
def test_who_lives_in_a_place_and_a_car_park_watched_over(question, attribute):
    assert read(question).attribute == attribute, read(question)
