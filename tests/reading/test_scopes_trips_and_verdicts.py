"""A town's map said in small letters, a scope said before a sum, a town said by what it has, trips said as a car
trip or a flight that lands, lines said with their town before them, and counts asked as 'is every one open': each
read as the plain question it asks (the fictional towns Old Mill and Eastbrook; no everyday word is a town)."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.features import lookup


@pytest.mark.parametrize(("question", "region"), [
    ("how many post boxes does the eastbrook map have?", "Eastbrook data"),
    ("how many dentists does the Eastbrook map show?", "Eastbrook data"),
    ("How many cafes are on the Old Mill map?", "Old Mill data"),
])
def test_a_towns_map_is_its_data_written_small_or_not(question, region):
    reading = read(question)
    assert (reading.metric, reading.region, reading.complete) == ("count", region, True), reading


def test_a_map_said_by_an_everyday_word_is_no_town():
    assert read("how many bins does the city map show?").region != "City data"


def test_a_scope_said_before_a_division_holds_for_both_counts():
    reading = read("In Eastbrook's data, divide the count of cafes by the count of bars, please.")
    assert reading.operation == "ratio" and [(o.feature, o.region) for o in reading.operands] == [
        ("cafes", "Eastbrook data"), ("bars", "Eastbrook data")], reading


def test_a_sentence_saying_what_a_town_has_is_where_the_next_question_counts():
    reading = read("Eastbrook has cafes and bars. How many more cafes than bars are there?")
    assert reading.operation == "difference" and [(o.feature, o.region) for o in reading.operands] == [
        ("cafes", "Eastbrook"), ("bars", "Eastbrook")], reading


def test_a_question_about_it_after_a_town_has_is_not_asked_of_the_town():
    """'Eastbrook has a museum. What are its opening hours?': 'its' is the museum's, never the town's scope."""
    reading = read("Eastbrook has a museum. What are its opening hours?")
    assert not reading.question.startswith("In Eastbrook"), reading


@pytest.mark.parametrize(("question", "ends", "mode"), [
    ("road trip 12 Mill Lane -> 40 Brook Street: distance by car in km?", ["12 Mill Lane", "40 Brook Street"], "drive"),
    ("car ride Old Mill -> Eastbrook Park, how far?", ["Old Mill", "Eastbrook Park"], "drive"),
])
def test_a_car_trip_with_an_arrow_is_a_drive(question, ends, mode):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ends, mode), reading


def test_where_a_plane_touches_down_is_where_a_walk_starts_and_an_aside_in_brackets_is_chat():
    reading = read("Our plane touches down at the Old Mill Heliport (don't ask). Can we walk to Eastbrook Park in "
                   "under 20 minutes?")
    assert (reading.anchors, reading.travel_mode, reading.time_budget_s) == (
        ["Old Mill Heliport", "Eastbrook Park"], "walk", 1200.0), reading


@pytest.mark.parametrize(("question", "kind", "region"), [
    ("Eastbrook data, friday 9pm: are all the places that list opening hours open then? and how many?",
     "places", "eastbrook data"),
    ("Is every bakery in Eastbrook open on Sunday at 10?", "bakeries", "Eastbrook"),
])
def test_is_every_one_open_is_a_count_of_those_open_said_against_those_with_hours(question, kind, region):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.open_share, reading.complete) == ("count", kind, "all", True), \
        reading
    assert reading.region.casefold() == region.casefold() and reading.open_at, reading


def test_the_most_common_type_of_store_with_how_many_is_the_kinds_counted():
    reading = read("what kind of shop appears most in the Eastbrook data, and how many of them?")
    assert reading.aggregate is not None and reading.aggregate.group_by == "kind", reading
    assert reading.aggregate.region == "Eastbrook data", reading


@pytest.mark.parametrize(("question", "line", "region", "attribute"), [
    ("Eastbrook bus 12: where does it finish?", "bus 12", "Eastbrook", "route_end"),
    ("Eastbrook bus Svc 12A - where does it end?", "Svc 12A", "Eastbrook", "route_end"),
    ("where does Svc 12A begin in Eastbrook, any idea?", "Svc 12A", "Eastbrook", "route_start"),
])
def test_a_line_said_with_its_town_before_or_after_is_that_towns(question, line, region, attribute):
    reading = read(question)
    assert (reading.anchors, reading.region, reading.attribute) == ([line], region, attribute), reading


@pytest.mark.parametrize("phrase", ["drinking water taps", "water tap", "drinking water spot", "drinking fountain"])
def test_the_tap_people_fill_a_bottle_at_is_drinking_water(phrase):
    _, filters = lookup(phrase)
    assert {(f.column, f.value) for f in filters} == {("amenity", "drinking_water")}, filters


@pytest.mark.parametrize(("question", "region", "than"), [
    ("I'd say the Eastbrook map holds over 40 benches. True? How many exactly?", "Eastbrook data", ("more", 40)),
    ("I reckon Old Mill has at least 12 pubs. True?", "Old Mill", ("at_least", 12)),
])
def test_a_bet_about_what_a_town_has_is_a_count_checked_against_the_number(question, region, than):
    reading = read(question)
    assert (reading.metric, reading.region, reading.count_than, reading.complete) == ("count", region, than, True), \
        reading


@pytest.mark.parametrize("question", [
    "eastbrook florists that list hours: how many are open on sunday at 11?",
    "Eastbrook florists - how many are open on sunday at 11?",
])
def test_a_towns_kind_said_as_the_topic_is_counted_in_that_town(question):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region, reading.complete) == (
        "count", "florists", "Eastbrook", True), reading
    assert reading.open_at == "sunday at 11", reading


def test_a_kind_said_after_an_everyday_word_is_no_towns():
    assert read("city florists - how many are open on sunday at 11?").region is None
