"""An attribute's words are never silently dropped, and no aggregate swallows a moment: 'how many pubs have a phone
number' after its town was a count of every pub, stated as the answer; 'how many cafes with wifi in X are open at
sunday 8am' was the count of the cafes with wifi, the moment dropped. Invented towns and places: the forms are
tested, not a place of the data."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.plan import compile_plan


def plan_of(question: str):
    return compile_plan(read(question), lambda phrase: True)


@pytest.mark.parametrize("question", [
    "In Eastbrook, how many pubs have a phone number?",
    "Eastbrook: how many pubs have a phone number?",
    "In Eastbrook, what number of pubs list a phone number?",
    "what number of pubs in Eastbrook list a phone number?",
])
def test_a_count_of_the_places_having_an_attribute_after_its_town_is_that_aggregate(question):
    reading = read(question)
    assert reading.aggregate is not None, reading
    assert (reading.aggregate.feature, reading.aggregate.having, reading.aggregate.region) == \
        ("pubs", "phone", "Eastbrook")


@pytest.mark.parametrize(("question", "unread"), [
    ("how many pubs have a website?", "website"),
    ("how many pubs have a phone number?", "phone"),
])
def test_an_attribute_the_reading_cannot_place_is_said_unread(question, unread):
    reading = read(question)   # no scope: no aggregate reads it, and the count of every pub is not the answer
    assert not reading.complete and unread in reading.unread


@pytest.mark.parametrize("question", [
    "how many cafes with wifi in Eastbrook are open at sunday 8am?",
    "how many cafes with wifi are open at sunday 8am in Eastbrook?",
])
def test_no_aggregate_takes_in_a_moment(question):
    reading = read(question)
    assert reading.aggregate is None and reading.open_at == "sunday 8am", reading
    assert [step.tool for step in plan_of(question).steps] == ["CalculateMetric"]


def test_the_places_with_opening_hours_open_at_a_moment_are_the_places_open_then():
    (step,) = plan_of("how many cafes with opening hours in Eastbrook are open at sunday 8am?").steps
    assert step.args == {"metric": "count", "feature": "cafes", "region": "Eastbrook", "open_at": "sunday 8am"}


def test_open_all_day_every_day_is_still_a_value_the_aggregate_reads():
    reading = read("how many cafes in Eastbrook are open 24/7?")
    assert reading.aggregate is not None and reading.aggregate.having == "opening_hours"


@pytest.mark.parametrize(("question", "place"), [
    ("Does Old Mill Museum charge an entrance fee?", "Old Mill Museum"),
    ("do they charge admission at the Old Mill Museum", "Old Mill Museum"),
    ("is the air pump in Eastbrook free to use?", "the air pump"),
    ("do I have to pay to use the air pump in Eastbrook", "the air pump"),
    ("is there a fee for the air pump in Eastbrook", "the air pump"),
])
def test_a_fee_in_everyday_words_is_the_fee_and_never_part_of_the_name(question, place):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == ("fee", [place]), reading


@pytest.mark.parametrize(("question", "place"), [
    ("Can you walk through the turnstile in Eastbrook?", "the turnstile"),
    ("are pedestrians allowed on the Old Mill Bridge?", "Old Mill Bridge"),
    ("can I walk along the Eastbrook Promenade", "Eastbrook Promenade"),
])
def test_passing_on_foot_is_the_foot_access_of_one_place(question, place):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == ("foot_access", [place]), reading


def test_walking_to_a_place_is_a_route_not_an_access():
    assert read("Can I walk to the Old Mill Museum from the Eastbrook Rathaus?").attribute is None


@pytest.mark.parametrize(("question", "kind"), [
    ("are the benches in Eastbrook wheelchair accessible?", "benches"),
    ("is every restaurant in Eastbrook step-free?", "restaurant"),
    ("can someone in a wheelchair use the drinking water taps in Eastbrook?", "drinking water taps"),
])
def test_an_attribute_asked_of_every_place_of_a_kind_is_how_many_have_it(question, kind):
    reading = read(question)
    assert reading.aggregate is not None, reading
    assert (reading.aggregate.feature, reading.aggregate.having, reading.aggregate.region) == \
        (kind, "wheelchair", "Eastbrook")


@pytest.mark.parametrize("question", ["are the cafes in Eastbrook open?",
                                      "are the museums in Eastbrook far from the Old Mill?"])
def test_being_open_or_far_is_no_attribute_of_the_kind(question):
    assert read(question).aggregate is None


@pytest.mark.parametrize(("question", "kind"), [
    ("how many cars can the car parks in Eastbrook hold in total?", "car parks"),
    ("how many cars fit in the car parks in Eastbrook altogether?", "car parks"),
    ("how many bikes can the bicycle parkings hold in Eastbrook, all added up?", "bicycle parkings"),
    ("how many people can the restaurants in Eastbrook seat?", "restaurants"),
])
def test_what_the_places_of_a_kind_hold_added_up_is_their_total_capacity(question, kind):
    reading = read(question)
    assert reading.aggregate is not None, reading
    assert (reading.aggregate.feature, reading.aggregate.total_of, reading.aggregate.region) == \
        (kind, "capacity", "Eastbrook")
