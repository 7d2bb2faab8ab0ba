"""Wordings read whole: whether a named place is of a kind ('is X a restaurant as well, or only a guest house?'), a
distance said from its start first ('how far from A is B'), a radius of 'three and a half km', whether a place
charges ('do they charge you to stay at X'), diesel and lots to leave the car said as kinds, and craters (mapped as
craters, and as the volcanoes many of them belong to). Places are made-up names: the readers see only the words."""

from __future__ import annotations

import pytest

from georeact.geo.units import find_distance
from georeact.reading.attributes import kind_asked, kind_choice
from georeact.reading.compose import read
from georeact.reading.features import lookup


@pytest.mark.parametrize("question, kind", [
    ("is Kornhaus a restaurant?", "restaurant"),
    ("is Kornhaus a restaurant as well", "restaurant"),
    ("is Kornhaus a restaurant as well or only a guesthouse", "restaurant"),
    ("Is Kornhaus also a museum?", "museum"),
    ("is Kornhaus a guest house or a hotel?", "guest house"),
])
def test_a_kind_asked_of_a_named_place(question, kind):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.asked_value) == ("attribute", "kind", kind), reading
    assert reading.anchors and reading.anchors[0].casefold() == "kornhaus", reading


@pytest.mark.parametrize("question, choice", [
    ("is Kornhaus a guest house or a hotel?", True),   # one of two offered: no yes or no answers it
    ("is Kornhaus a restaurant as well or only a guest house?", False),   # the first still asked
    ("is Kornhaus a museum?", False),
])
def test_a_choice_of_two_kinds_is_no_yes_or_no(question, choice):
    assert kind_choice(question) is choice


@pytest.mark.parametrize("question", [
    "is Kornhaus a long way from Westbrook?",   # no kind of place
    "is Kornhaus a good place to eat?",
    "is there a restaurant in Eastbrook?",
])
def test_words_that_name_no_kind_ask_no_kind(question):
    assert kind_asked(question) is None


@pytest.mark.parametrize("question, plain_metric, anchors", [
    ("how far from Kornhaus is Westbrook?", "distance", ["Westbrook", "Kornhaus"]),
    ("how far from the Kornhaus light is the Old Mill", "distance", ["Old Mill", "Kornhaus light"]),
])
def test_a_distance_said_from_its_start_first(question, plain_metric, anchors):
    reading = read(question)
    assert (reading.metric, reading.anchors) == (plain_metric, anchors), reading


@pytest.mark.parametrize("text, metres", [
    ("within three and a half km of X", 3500.0),
    ("within 2 and a half miles of X", 4023.36),
    ("within half a km of X", 500.0),
    ("within two km of X", 2000.0),
])
def test_a_half_said_after_a_whole_number(text, metres):
    assert find_distance(text)[0] == pytest.approx(metres)


def test_do_they_charge_asks_the_fee():
    reading = read("do they charge you to stay at Kornhaus")
    assert (reading.attribute, reading.anchors) == ("fee", ["Kornhaus"]), reading


@pytest.mark.parametrize("phrase, tag", [
    ("diesel", ("amenity", "fuel")),
    ("lots to leave the car", ("amenity", "parking")),
    ("craters", ("natural", "crater")),
    ("craters", ("natural", "volcano")),
])
def test_kinds_said_in_everyday_words(phrase, tag):
    found = lookup(phrase)
    assert found is not None and tag in {(f.column, f.value) for f in found[1]}, found


def test_a_verb_before_a_kind_is_no_word_of_it():
    reading = read("is there anywhere to get diesel within 20 km of Kornhaus")
    assert reading.feature_phrase in (None, "diesel") and reading.radius_m == 20000, reading


@pytest.mark.parametrize("question, attribute", [
    ("is the wifi at Kornhaus free of charge", "internet_fee"),
    ("is the wifi at Kornhaus free", "internet_fee"),
    ("can I pay at Kornhaus with cards", "payment_cards"),
    ("do they take cash at Kornhaus?", "payment_cash"),
])
def test_a_place_said_between_the_two_parts_of_what_is_asked(question, attribute):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == (attribute, ["Kornhaus"]), reading
    assert reading.complete, reading


def test_counts_around_a_place_said_first_each_within_its_own_distance():
    reading = read("around Kornhaus, how many more bays within 4.5 km than piers within 5 km?")
    assert reading.operation == "difference", reading
    assert [(o.feature, o.anchors, o.radius_m) for o in reading.operands] == \
        [("bays", ["Kornhaus"], 4500.0), ("piers", ["Kornhaus"], 5000.0)], reading


def test_an_hour_said_after_around_is_no_place():
    reading = read("I'm in Eastbrook on a Monday afternoon. Around 4, how many bars would be open?")
    assert "4" not in reading.anchors and reading.region == "Eastbrook", reading


@pytest.mark.parametrize("question", [
    "how far is Kornhaus from Westmere, straight line?",
    "how far is Kornhaus from Westmere (straight line)?",
    "Kornhaus to Westmere, how far apart are they (as the crow flies)?",
])
def test_a_straight_line_said_after_the_question_is_no_part_of_a_name(question):
    reading = read(question)
    assert (reading.metric, sorted(reading.anchors)) == ("distance", ["Kornhaus", "Westmere"]), reading


def test_a_name_written_exactly_as_the_data_writes_it_is_kept():
    from georeact.reading import deterministic
    from georeact.reading.names import LoadedNames, reader_words

    names = LoadedNames(["Eastbrook Banki", "Eastbrook-banki", "old mill"], reader_words().__contains__,
                        deterministic._known_feature)
    assert names.recased("when does Eastbrook-banki close") == "when does Eastbrook-banki close"
    assert names.recased("when does eastbrook banki close") in ("when does Eastbrook Banki close",
                                                                 "when does Eastbrook-banki close")


@pytest.mark.parametrize("question, first, second", [
    ("combined height of Eastfell and Westfell", "how tall is Eastfell?", "how tall is Westfell?"),
    ("what's the total elevation of Eastfell and Westfell?", "how high up is Eastfell?", "how high up is Westfell?"),
    ("how much taller is Eastfell (by Kornhaus) than Westfell (by Westbrook)?",
     "how tall is Eastfell near Kornhaus?", "how tall is Westfell near Westbrook?"),
    ("Eastfell vs Westfell near Kornhaus, difference in height?",
     "how tall is Eastfell near Kornhaus?", "how tall is Westfell near Kornhaus?"),
    ("lakes within 5 km: Kornhaus vs Westbrook guesthouse, what is the difference?",
     "how many lakes are there within 5 km of Kornhaus?", "how many lakes are there within 5 km of Westbrook guesthouse?"),
])
def test_two_measures_said_in_more_ways(question, first, second):
    reading = read(question)
    assert [o.question for o in reading.operands] == [first, second], reading


def test_counts_of_two_kinds_around_a_place_said_before_a_colon():
    reading = read("Kornhaus: farms within 6 km plus peaks within 2.5 km, total?")
    assert reading.operation == "sum", reading
    assert [(o.feature, o.radius_m) for o in reading.operands] == [("farms", 6000.0), ("peaks", 2500.0)], reading


@pytest.mark.parametrize("question", [
    "how long would it take to get from Kornhaus to Westbrook in the car",
    "km from Kornhaus to Westbrook on the roads",
])
def test_a_car_said_after_the_trip_is_how_it_goes(question):
    reading = read(question)
    assert (reading.anchors, reading.travel_mode) == (["Kornhaus", "Westbrook"], "drive"), reading


def test_where_the_asker_is_does_not_replace_the_place_asked_about():
    reading = read("we are at Kornhaus in Eastbrook. how high up is Westmere?")
    assert (reading.attribute, reading.anchors) == ("elevation", ["Westmere"]), reading
    reading = read("I'm at Kornhaus. What's the phone number?")
    assert (reading.attribute, reading.anchors) == ("phone", ["Kornhaus"]), reading


def test_the_height_of_a_lighthouse_s_light():
    reading = read("Kornhaus - how high above the sea is its light")
    assert (reading.attribute, reading.anchors) == ("light_height", ["Kornhaus"]), reading
