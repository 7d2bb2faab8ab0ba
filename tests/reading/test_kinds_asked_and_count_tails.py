"""A structure's use ('what is the mast used for'), a street's kind asked yes or no ('is it a normal residential
street?'), a kind said first after its town ('Eastbrook: that mast - ...'), an aside that says a place is the only one
of its kind, and the chat tails that ask for a count ('give the count', 'count pls, and the number that list opening
hours', 'open count vs. places with hours?'). Read without the database."""

from __future__ import annotations

import pytest

from georeact.agent.sentences import _kind_verdict
from georeact.reading import read


@pytest.mark.parametrize(("question", "anchor", "region"), [
    ("Eastbrook: that mast - what is it used for?", "the mast", "Eastbrook"),
    ("eastbrook: that mast, the only one of its sort in the data - what is it used for?", "the mast", "eastbrook"),
    ("what is the chimney in Eastbrook used for?", "the chimney", "Eastbrook"),
    ("what's the purpose of the water tower in Eastbrook?", "the water tower", "Eastbrook"),
])
def test_what_a_structure_is_used_for(question, anchor, region):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors, reading.region) == \
        ("attribute", "purpose", [anchor], region), reading


def test_a_place_said_first_and_pointed_back_at_later_stays_the_place():
    # ('that church' inside the question points back at the place said first; right after it, it is a kind there)
    reading = read("Kornhaus - which denomination is that church")
    assert (reading.anchors, reading.region) == (["Kornhaus"], None), reading


@pytest.mark.parametrize("question", [
    "Mill Lane in Eastbrook: is it a normal residential street?",
    "is Mill Lane in Eastbrook a main road?",
    "is Mill Lane in Eastbrook just a service road?",
])
def test_a_streets_kind_asked_yes_or_no(question):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", "kind", ["Mill Lane in Eastbrook"])


@pytest.mark.parametrize(("question", "value", "verdict"), [
    ("Mill Lane in Eastbrook: is it a normal residential street?", "highway=residential", True),
    ("is Mill Lane a main road?", "highway=residential", False),
    ("is Mill Lane a main road?", "highway=primary", True),
    ("is Mill Lane just a service road?", "highway=service", True),
    ("is Mill Lane an actual road or just a footpath?", "highway=footway", None),   # either-or: no yes or no
    ("what kind of road is Mill Lane?", "highway=residential", None),
])
def test_the_kind_asked_is_answered_yes_or_no_from_the_tags(question, value, verdict):
    assert _kind_verdict(question, value) is verdict


def test_a_count_tail_after_a_threshold():
    reading = read("Are there more than 5 car repair places in the Eastbrook data? give the count")
    assert reading.metric == "count" and reading.count_than == ("more", 5.0), reading


@pytest.mark.parametrize("question", [
    "cafes open in Eastbrook on a sunday at 4 pm? count pls, and the number that list opening hours",
    "cafes open in Eastbrook on a sunday at 4 pm? count pls",
    "cafes open in Eastbrook on a sunday at 4 pm? give me the count",
])
def test_a_list_asked_as_a_count(question):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region) == ("count", "cafes", "Eastbrook"), reading
    assert reading.open_at == "sunday at 4 pm"


def test_open_count_against_places_with_hours():
    reading = read("Eastbrook, saturday morning at 9. open count vs. places with hours?")
    assert (reading.metric, reading.feature, reading.region, reading.open_at) == \
        ("count", "places", "Eastbrook", "saturday morning at 9"), reading
