"""A radius said before the question ('within 2 km of X, are there more than two K?'), a facility said first or
at a place that is no town ('toilets at X on christmas eve - can I get in?', 'the loos near <lake>'), a scene said
as a condition ('If I stop at X at 10pm ..., can I use the toilets there?'), a place said by the one it is by
('22 Kornhaus by Eastbrook'), and kinds said in five words ('places to pitch a tent')."""

from __future__ import annotations

import pytest

from georeact.reading.attribute_questions import find_when
from georeact.reading.compose import read


def _operands(reading) -> list:
    return [(o.metric, o.feature, o.anchors, o.radius_m) for o in reading.operands]


@pytest.mark.parametrize("question, phone_of", [
    ("Could you find me a number to ring for Kornhaus Westbrook?", "Kornhaus Westbrook"),
    ("any number to dial for the Old Mill?", "Old Mill"),
])
def test_a_number_to_ring_is_the_phone(question, phone_of):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.unread) == ("phone", [phone_of], [])


@pytest.mark.parametrize("question, place, region", [
    ("What hours do the toilets at Eastbrook keep?", "the toilets", "Eastbrook"),
    ("what hours does the Old Mill keep on sundays?", "Old Mill", None),
])
def test_what_hours_a_place_keeps_are_its_opening_hours(question, place, region):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.region) == ("opening_hours", [place], region)


@pytest.mark.parametrize("question, region, moment_words", [
    ("toilets at eastbrook on christmas eve, round 11 at night - can I get in?", "eastbrook", ["christmas eve", "11"]),
    ("Toilets at Westbrook Airport: open or shut at half six on a Sunday morning?", "Westbrook Airport",
     ["half six", "Sunday"]),
    ("If I stop at Westbrook Airport at 10pm on a friday in February, can I use the toilets there?", "Westbrook Airport",
     ["10pm", "friday", "February"]),
    ("Can I use the toilets by Eastbrook Lake in mid-January?", "Eastbrook Lake", ["mid-January"]),
])
def test_the_toilets_at_a_place_at_a_moment(question, region, moment_words):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.region) == ("opening_hours", ["the toilets"], region)
    assert all(word in reading.open_at for word in moment_words), reading.open_at


def test_the_loos_near_a_place_are_its_toilets():
    reading = read("What are the opening times of the loos near Eastbrook Lake?")
    assert (reading.attribute, reading.anchors, reading.region) == ("opening_hours", ["the loos"], "Eastbrook Lake")


@pytest.mark.parametrize("question, attribute, place, region", [
    ("is there a fee to pitch a tent at 22 Kornhaus by Eastbrook?", "fee", "22 Kornhaus", "Eastbrook"),
    ("does the Kornhaus guesthouse out by Westbrook offer wifi to guests", "internet_access", "Kornhaus guesthouse",
     "Westbrook"),
    ("what is the website of the Old Mill near Eastbrook Abbey, please?", "website", "Old Mill", "Eastbrook Abbey"),
])
def test_a_place_said_by_the_one_it_is_by(question, attribute, place, region):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.region) == (attribute, [place], region)


@pytest.mark.parametrize("said, moment", [
    ("meet at 7 Eastbrook Road", None),            # a number before a name is its address
    ("a fee at 22 Kornhaus?", None),
    ("open at 10 Saturday?", "at 10 Saturday"),    # a day after the clock is still the moment
    ("open at 9 AM?", "at 9 AM"),
])
def test_a_number_before_a_name_is_no_clock(said, moment):
    found = find_when(said)
    assert (said[found[0]:found[1]] if found else None) == moment


def test_a_count_held_against_a_number_with_its_radius_said_first():
    reading = read("within 2 km of eastbrook, are there more than two scenic overlooks?")
    assert (reading.metric, reading.feature, reading.radius_m, reading.count_than) == \
        ("count", "scenic overlooks", 2000.0, ("more", 2.0))


def test_a_sum_of_two_kinds_with_its_radius_said_first():
    reading = read("Within 1.5 km of Eastbrook, add up the scenic overlooks and the picnic areas. Total, and how "
                   "does it split?")
    assert reading.operation == "sum"
    assert _operands(reading) == [("count", "scenic overlooks", ["Eastbrook"], 1500.0),
                                  ("count", "picnic areas", ["Eastbrook"], 1500.0)]


def test_which_is_larger_in_area_and_by_how_much():
    reading = read("Which is larger in area, the Kornhaus camping field or the Old Mill, and what's the difference in "
                   "square metres")
    assert reading.operation == "difference"
    assert [o.metric for o in reading.operands] == ["area", "area"]
    assert "in area" not in reading.operands[0].question


@pytest.mark.parametrize("question, feature", [
    ("How many places to pitch a tent within 1 km of Eastbrook?", "places to pitch a tent"),
    ("spaces to park the car within 2.5 km of Eastbrook - how many are there?", "spaces to park the car"),
    ("Are there more than two spots to leave the car within 1 km of Eastbrook?", "spots to leave the car"),
    ("How many scenic overlooks are marked within 1 km of Eastbrook?", "scenic overlooks"),
])
def test_kinds_said_in_up_to_five_words(question, feature):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.unread) == ("count", feature, [])


def test_the_places_that_list_a_tag_are_any_places():
    reading = read("count the places that list a phone number within 2 km of Eastbrook")
    assert (reading.aggregate.feature, reading.aggregate.having) == ("places", "phone")


@pytest.mark.parametrize("question, attribute, place", [
    ("Has Kornhaus in Westbrook Ós got a website?", "website", "Kornhaus in Westbrook Ós"),   # 'Has' starts no name
    ("What time does Kornhaus at Möðrudalur Inn open on a Saturday?", "opening_hours", "Kornhaus at Möðrudalur Inn"),
])
def test_a_name_said_at_a_place_whose_name_has_letters_beyond_ascii(question, attribute, place):
    reading = read(question)   # (the search reads 'X at Y' as X where Y is: tools/place_search.py)
    assert (reading.attribute, reading.anchors) == (attribute, [place])


@pytest.mark.parametrize("question", ["do they lock up the toilets at Eastbrook for the night",
                                      "Do they lock the toilets at Eastbrook for the night?"])
def test_locked_for_the_night_is_closed_overnight(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.region, reading.open_at) == \
        ("opening_hours", ["the toilets"], "Eastbrook", "overnight")


@pytest.mark.parametrize("question, place, open_at", [
    ("Is Kornhaus open on Sunday?", "Kornhaus", "Sunday"),                  # a day is no street
    ("Is Kornhaus open on New Year's Day?", "Kornhaus", "New Year's Day"),
])
def test_a_day_after_a_name_is_no_part_of_it(question, place, open_at):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.open_at) == ("opening_hours", [place], open_at)
