"""Wordings read whole: how far a light is seen and how high it stands above the sea, a place's name in a language
(said with the language's capital), a kind said before the attribute asked ('which chapel denomination'), when a
place may be visited, two lights compared by their heights, a trip that starts 'from A, can I walk to B in ...', a
place said with where it is in brackets before 'to B', two kinds counted together around a place said first, and
two counts each within its own distance. Places are made-up names: the readers see only the words."""

from __future__ import annotations

import pytest

from georeact.reading.attributes import attributes
from georeact.reading.compose import read


@pytest.mark.parametrize("question, attribute", [
    ("how far out to sea can the Eastfell light be spotted?", "light_range"),
    ("what is the visibility of the light at Eastfell", "light_range"),
    ("Eastfell light range?", "light_range"),
    ("how high above the sea level is the lamp of Eastfell?", "light_height"),
    ("what's Eastfell's German name?", "name_in_german"),
    ("does Eastfell have an English name", "name_in_english"),
    ("what is Eastfell called in French?", "name_in_french"),
    ("what's the name of Eastfell in Danish?", "name_in_danish"),
    ("what is the official name of Eastfell", "official_name"),
    ("which chapel denomination is Eastfell?", "denomination"),
    ("when may visitors go inside Eastfell?", "opening_hours"),
    ("what are the visiting hours at Eastfell", "opening_hours"),
])
def test_an_attribute_asked_in_everyday_words(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert [a.removesuffix(" light").casefold() for a in reading.anchors] == ["eastfell"] and reading.complete, reading


def test_a_name_in_each_language_of_the_table_is_read_from_its_own_tag():
    table = attributes()
    assert table["name_in_german"].tags == ["name:de"] and table["name_in_icelandic"].tags == ["name:is"]
    assert table["name_in_english"].spoken == "English name"
    assert "name_in" not in table   # (the row is a template, never an attribute of its own)


@pytest.mark.parametrize("question", [
    "how much higher is Eastfell's light than Westfell's?",
    "how much higher is the light of Eastfell than that of Westfell?",
    "light height of Eastfell minus that of Westfell?",
])
def test_two_lights_compared_by_their_heights(question):
    reading = read(question)
    assert reading.operation == "difference", reading
    assert [(o.attribute, o.anchors) for o in reading.operands] == \
        [("light_height", ["Eastfell"]), ("light_height", ["Westfell"])], reading


def test_a_tower_compared_by_its_height_is_no_light():
    reading = read("how much higher is the Eastfell lighthouse than Westfell?")
    assert [o.attribute for o in reading.operands] != ["light_height", "light_height"], reading


def test_a_walk_said_from_a_place_first_and_a_time():
    reading = read("From Eastfell, could I walk over to Westfell in 20 minutes?")
    assert (reading.anchors, reading.travel_mode) == (["Eastfell", "Westfell"], "walk"), reading
    assert reading.time_budget_s == 1200 and reading.complete, reading


@pytest.mark.parametrize("question, first", [
    ("Eastfell (old ferry road) to Westfell by car: how far?", "Eastfell (old ferry road)"),
    ("Eastfell (near Kornhaus) to Westfell by car: how far?", "Eastfell near Kornhaus"),
])
def test_a_place_said_with_where_it_is_before_to(question, first):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", [first, "Westfell"], "drive"), reading


def test_two_kinds_counted_together_around_a_place_said_first():
    reading = read("Eastfell: how many hotels or guest houses within 4 km?")
    assert reading.operation == "sum", reading
    assert [(o.feature, o.anchors, o.radius_m) for o in reading.operands] == \
        [("hotels", ["Eastfell"], 4000.0), ("guest houses", ["Eastfell"], 4000.0)], reading


@pytest.mark.parametrize("question, places", [
    ("Within 3 km of Eastfell, how many more farms than there are huts within 8 km?", ["Eastfell", "Eastfell"]),
    ("Farms within 3 km of Eastfell versus farms within 8 km of Westfell: the difference?", ["Eastfell", "Westfell"]),
])
def test_two_counts_each_within_its_own_distance(question, places):
    reading = read(question)
    assert reading.operation == "difference", reading
    assert [o.anchors[0] for o in reading.operands] == places and [o.radius_m for o in reading.operands] == \
        [3000.0, 8000.0], reading
    assert reading.operands[0].feature.casefold() == "farms", reading


def test_a_height_against_a_lights_height():
    reading = read("How much higher is Eastfell than Westfell lighthouse's light?")
    assert [(o.attribute, o.anchors) for o in reading.operands] == \
        [("height", ["Eastfell"]), ("light_height", ["Westfell lighthouse"])], reading   # (the search reads 'X lighthouse' as X)


def test_how_far_you_can_see_a_light():
    reading = read("how far can you see the Eastfell light?")
    assert (reading.attribute, reading.anchors) == ("light_range", ["Eastfell light"]), reading   # (searched as Eastfell)


def test_two_counts_added_up_each_in_its_own_scope():
    reading = read("Add up the farms within three kilometres of Eastfell and the huts within 10 km of it - what do you get?")
    assert reading.operation == "sum", reading
    assert [(o.feature, o.anchors, o.radius_m) for o in reading.operands] == \
        [("farms", ["Eastfell"], 3000.0), ("huts", ["Eastfell"], 10000.0)], reading
