"""A town's kind said as the topic with a moment after it, a moment and a town said as a sentence before the
question, a reason said as a verb ('I need to park'), 'how many of the places', 'are most of them open', a figure
added up over those that state it, and a line said by its ends: each read as the plain question it asks (the
fictional towns Old Mill and Eastbrook)."""

from __future__ import annotations

import pytest

from georeact.reading import read


@pytest.mark.parametrize(("question", "feature"), [
    ("eastbrook fast food, thursday 7 in the evening: how many are open? only count the ones with hours", "fast food"),
    ("Old Mill bakeries with hours, saturday 8am: how many are open?", "bakeries"),
])
def test_a_towns_kind_said_first_with_a_moment_is_counted_in_the_town_then(question, feature):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.complete) == ("count", feature, True), reading
    assert reading.region in ("Eastbrook", "Old Mill") and reading.open_at, reading


def test_a_moment_and_a_town_said_as_a_sentence_before_the_question_are_where_and_when_it_counts():
    reading = read("Friday 1pm, Eastbrook. Of the bars with opening hours, how many are serving?")
    assert (reading.metric, reading.feature, reading.region, reading.open_at) == (
        "count", "bars", "Eastbrook", "Friday 1pm"), reading


@pytest.mark.parametrize(("question", "feature", "share"), [
    ("I need to park in Eastbrook around 2 am on a Sunday. Are all the car parks that list hours open then, and how "
     "many are there?", "car parks", "all"),
    ("I want to eat in Old Mill at 11 pm on a Friday. How many restaurants are open then?", "restaurants", None),
    ("Sunday 9am in the Eastbrook extract - are most of the places with opening hours open? give me the count too",
     "places", "most"),
])
def test_a_reason_said_as_a_verb_is_chat_and_a_share_asked_is_read(question, feature, share):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.open_share, reading.complete) == (
        "count", feature, share, True), reading
    assert reading.open_at, reading


def test_how_many_of_the_places_counts_places():
    reading = read("Eastbrook, Saturday 10pm: how many of the places listing opening hours are still open?")
    assert (reading.metric, reading.feature, reading.region) == ("count", "places", "Eastbrook"), reading


def test_a_figure_added_up_over_those_that_state_it():
    reading = read("Eastbrook: what is the total capacity of the bicycle parkings that state one?")
    assert reading.aggregate is not None and (reading.aggregate.total_of, reading.region) == ("capacity", "Eastbrook"), \
        reading


@pytest.mark.parametrize("question", [
    "where does the bus 12 from Old Mill to Eastbrook Station end?",
    "where does the night bus 12 going from Old Mill out to Eastbrook Station end?",
    "where does Bus 12: Old Mill => Eastbrook Station end?",
])
def test_a_line_said_by_its_ends_is_the_route_of_that_way(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == ("route_end", ["Bus 12: Old Mill => Eastbrook Station"]), reading
