"""Glaciers, bare rock, valleys and other landforms as kinds, a kind said with how the map has it ('(mapped as bare rock)'), whether water
dries up and what kind of water a lake is, a height asked 'above sea level' as one figure, a named place 'next to'
another, the attribute of a described place asked first ('how high is the peak nearest to X'), a scene sentence
before the question, and a trip's end said in lower case as two kinds ('from hotel glacier'). Places are made-up
names."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read
from georeact.reading.features import lookup


@pytest.mark.parametrize("phrase, tag", [
    ("glacier", "natural=glacier"), ("ice cap", "natural=glacier"), ("bare rock", "natural=bare_rock"),
    ("valley", "natural=valley"), ("beach", "natural=beach"), ("headland", "natural=cape"),
])
def test_landforms_people_name_are_kinds(phrase, tag):
    found = lookup(phrase)
    assert found is not None and any(f"{flt.column}={flt.value}" == tag for flt in found[1]), found


def test_a_kind_said_with_how_the_map_has_it_is_that_kind():
    # ('lava' is no word of the vocabulary: 'lava centre in X' stays a name said in lower case)
    reading = read("How many lava fields (mapped as bare rock) lie within 10 km of Eastfell?")
    assert (reading.metric, reading.feature, reading.anchors, reading.radius_m) == \
        ("count", "bare rock", ["Eastfell"], 10000.0), reading
    assert read("number of glaciers within 10km of Eastfell?").feature == "glaciers"


@pytest.mark.parametrize("question, attribute", [
    ("is Eastmere (by Westfell) a natural lake or a reservoir?", "water_type"),
    ("is Eastmere a reservoir or a natural lake?", "water_type"),
    ("Does Eastmere dry up sometimes, or does it flow all year?", "intermittent"),
    ("is Eastmere intermittent?", "intermittent"),
    ("Height above sea level of Eastmere (close to Westfell)?", "elevation"),
])
def test_what_water_is_and_a_height_above_sea_level_are_one_attribute(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", attribute, ["Eastmere"]), reading
    assert reading.then is None and reading.complete, reading   # ('flow all year' asks no opening hours)


def test_open_all_year_still_asks_the_hours():
    assert read("is Eastmere Lodge open all year?").attribute == "opening_hours"


@pytest.mark.parametrize("question", [
    "How high is the mountain Eastfell next to Westfell glacier",
    "How high is Eastfell, right next to Westfell?",
])
def test_a_named_place_next_to_another_is_the_place_asked_about(question):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", "height", ["Eastfell"]), reading


@pytest.mark.parametrize("question", [
    "how tall is the peak nearest to Eastfell", "How high is the mountain next to Eastfell",
    "how high is the nearest peak to Eastfell?",
])
def test_the_attribute_of_a_described_place_asked_first(question):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", "height"), reading
    described = next(iter(reading.described.values()))
    assert (described.metric, described.anchors) == ("nearest", ["Eastfell"]) and reading.complete, reading


def test_an_attribute_whose_question_ends_in_a_preposition_is_not_a_described_place():
    reading = read("near the Kornhaus: what street is the closest cafe on")
    assert reading.attribute == "street" and reading.anchors == ["the closest cafe to Kornhaus"], reading


@pytest.mark.parametrize("question", [
    "I'm going to Westfell. What's the elevation of the volcano Eastfell itself?",
    "What kind of shelter is Eastfell, up by the Westbrook? Like what type is it tagged as",
])
def test_the_next_sentences_first_word_is_no_word_of_a_name(question):
    reading = read(question)
    assert reading.anchors == ["Eastfell"], reading


def test_two_kinds_in_lower_case_at_a_trips_end_are_a_name_not_a_kind():
    reading = read("cycling from hotel glacier to westfell guesthouse, how far")
    assert reading.feature != "glacier" and reading.modifier is None, reading
