"""A superlative said after the kind and its scope ('which peak within 5 km of X is the highest?'), a question opened by
a word that asks nothing ('And what's the lowest peak ...?'), whether any place of a kind passes a figure ('any peaks
higher than 500 m within 5 km of X? how many?'), and an 'or is it shut' after 'does it open'. Places are made-up names."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read


@pytest.mark.parametrize("question, lowest", [
    ("Which peak within 5 km of Kornhaus is the highest?", False),
    ("which hill within 3 km of Kornhaus is the tallest one?", False),
    ("And what's the lowest peak within 8 km of Kornhaus?", True),
    ("So, which peak within 8 km of Kornhaus is the lowest?", True),
])
def test_the_highest_or_lowest_of_a_kind_said_last_or_after_an_opening_word(question, lowest):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.top_by == "height", reading
    assert bool(reading.aggregate.lowest) == lowest and reading.anchors == ["Kornhaus"], reading
    assert reading.complete and reading.question == question, reading


@pytest.mark.parametrize("question, figure", [
    ("Any peaks higher than 500 m within 5 km of the Kornhaus hut? How many?", 500.0),
    ("Are there any peaks over 1200 m within 5 km of Kornhaus?", 1200.0),
    ("is there any peak taller than 800 m within 3 km of Kornhaus? if so, how many?", 800.0),
])
def test_whether_any_place_of_a_kind_passes_a_figure_is_the_count_of_those_that_do(question, figure):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.more_than == figure, reading
    assert reading.none_ok and reading.radius_m in (5000.0, 3000.0) and reading.complete, reading


@pytest.mark.parametrize("question, attribute", [
    ("At what height above the sea does the Eastfell light shine from?", "light_height"),
    ("What is the elevation of the light on the Eastfell lighthouse?", "light_height"),
    ("over how many nautical miles can the Eastfell light be seen?", "light_range"),
    ("what type of volcano is Eastfell classed as?", "volcano_type"),
    ("Is Eastfell considered active, dormant or extinct?", "volcano_status"),
    ("Eastfell up by Westglacier - what condition is that volcano in?", "volcano_status"),
    ("how many metres above sea level is the top of Eastfell?", "elevation"),
    ("what kind of radar beacon is on Eastfell?", "radar_transponder"),
    ("what is the wikidata id of Eastfell?", "wikidata"),
    ("what is Eastfell's wikipedia page?", "wikipedia"),
    ("what does the description of Eastfell say?", "description"),
])
def test_a_lights_height_a_volcanos_type_and_status_and_a_height_in_metres(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert [a.removesuffix(" lighthouse") for a in reading.anchors] == ["Eastfell"] and reading.complete, reading


def test_a_light_asked_of_one_sector_is_the_lights_range():
    # (the answer says each sector's range with its colour: tests/tools/test_names_in_languages_and_lights.py)
    reading = read("Over how many nautical miles can the white sector of the Eastfell light be seen?")
    assert (reading.attribute, reading.anchors) == ("light_range", ["Eastfell"]) and reading.complete, reading


def test_two_lights_compared_by_how_high_they_sit():
    reading = read("By how many metres does the Eastfell light sit higher than the Westfell light?")
    assert reading.operation == "difference", reading
    assert [(o.attribute, o.anchors) for o in reading.operands] == \
        [("light_height", ["Eastfell"]), ("light_height", ["Westfell"])], reading


def test_a_trip_to_a_place_said_with_what_it_is():
    reading = read("Eastfell to the Kornhaus turf house - how many km in a straight line?")
    assert reading.metric == "distance" and reading.anchors == ["Eastfell", "Kornhaus turf house"], reading


@pytest.mark.parametrize("question", [
    "Within 10 km of Kornhaus, what kind of lodging is most common - hotel, hostel, guesthouse or camp site?",
    "what kind of lodging is most common within 10 km of Kornhaus?",
])
def test_the_most_common_kind_with_the_options_listed(question):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.group_by == "kind", reading
    assert reading.anchors == ["Kornhaus"] and reading.radius_m == 10000.0 and reading.complete, reading


@pytest.mark.parametrize("question", ["now open cafes in Eastbrook?", "open cafes in Eastbrook right now?"])
def test_open_said_before_the_kind_and_now_apart_is_open_now(question):
    # (before: both words were passed over, and every cafe listed as if open)
    reading = read(question)
    assert (reading.feature, reading.region, reading.open_at) == ("cafes", "Eastbrook", "now"), reading
