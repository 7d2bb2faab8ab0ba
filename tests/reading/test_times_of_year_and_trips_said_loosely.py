"""A time of year said with a moment ('a Tuesday in July', 'mid-November', 'on weekdays'), trips and comparisons said
loosely ('we're leaving A for B tomorrow', 'standing at C: how much further is A than B'), and places said by their
kind in a town ('the Eastbrook toilets', 'the pool on Eastbrook')."""

from __future__ import annotations

from datetime import date, datetime, timezone

import pytest

from georeact.geo.hours import hours_at, in_figures, parse_open_at, season_day
from georeact.reading.attribute_questions import find_when
from georeact.reading.compose import read
from georeact.reading.features import lookup

NOW = datetime(2026, 12, 2, 12, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize("said, day, clock, whole", [
    ("3pm on a Tuesday in July", date(2027, 7, 20), "15:00", False),
    ("Tuesday in July at 3pm", date(2027, 7, 20), "15:00", False),
    ("sunday in july, 8.30 pm", date(2027, 7, 18), "20:30", False),
    ("in late February", date(2027, 2, 24), "00:00", True),
    ("mid-November", date(2027, 11, 15), "00:00", True),      # past this year: next year's
    ("the last week of October", date(2027, 10, 27), "00:00", True),
    ("in early June", date(2027, 6, 5), "00:00", True),
    ("an August Thursday", date(2027, 8, 19), "00:00", True),
    ("Jul 5 at 10:00", date(2027, 7, 5), "10:00", False),
    ("5th of May", date(2027, 5, 5), "00:00", True),
    ("on 24 December", date(2026, 12, 24), "00:00", True),    # still to come this year
])
def test_a_time_of_year_is_the_day_it_means(said, day, clock, whole):
    when = parse_open_at(said, 10.0, 50.0, NOW)
    assert (when.start.date(), when.start.strftime("%H:%M"), when.whole_day, when.dated) == (day, clock, whole, True)


def test_no_month_is_read_where_none_is_meant():
    assert season_day("may i park here", date(2026, 12, 2)) is None
    assert season_day("in jan mayen", date(2026, 12, 2)) is None   # a shortened month only before a day
    with pytest.raises(ValueError):
        parse_open_at("in Jan Mayen", 10.0, 50.0, NOW)


def test_hours_tagged_by_season_are_read_on_the_day_asked():
    july = parse_open_at("a Tuesday in July at 3pm", 10.0, 50.0, NOW)
    december = parse_open_at("Tuesday at 3pm", 10.0, 50.0, NOW)
    hours = "Jun-Aug: Mo-Su 13:00-20:00"
    assert hours_at(hours, july, 50.0, 10.0).state == "open"
    assert hours_at(hours, december, 50.0, 10.0).state == "closed"
    # a stretch of dates that ends on a month: to that month's end
    june = parse_open_at("in early June", 10.0, 50.0, NOW)
    assert hours_at("May 15-Sep", june, 50.0, 10.0).state == "open"
    assert hours_at("May 15-Sep", parse_open_at("mid-October", 10.0, 50.0, NOW), 50.0, 10.0).state == "closed"


def test_weekdays_and_weekends_are_the_days_they_mean():
    weekdays = parse_open_at("on weekdays", 10.0, 50.0, NOW)
    weekends = parse_open_at("at weekends", 10.0, 50.0, NOW)
    assert (weekdays.every_day, weekdays.days) == (True, (0, 1, 2, 3, 4))
    assert weekends.days == (5, 6)
    assert hours_at("Mo-Fr 08:00-16:00; Sa,Su off", weekdays, 50.0, 10.0).note == "open on weekdays 08:00-16:00"
    assert hours_at("Mo-Fr 08:00-16:00; Sa,Su off", weekends, 50.0, 10.0).state == "closed"


@pytest.mark.parametrize("question, moment", [
    ("Is the Old Mill open at 3pm on a Tuesday in July?", "at 3pm on a Tuesday in July"),
    ("is the Old Mill open in late February?", "in late February"),
    ("when does the Old Mill open on weekdays", "on weekdays"),
])
def test_the_moment_said_holds_its_time_of_year(question, moment):
    span = find_when(question)
    assert span is not None and question[span[0]:span[1]] == moment


@pytest.mark.parametrize("question, anchors, open_at", [
    ("kornhaus cafe, sunday in july, 8.30 pm - can we still eat there", ["Kornhaus cafe"], "sunday in july, 8.30 pm"),
    ("Kornhaus, sunday at 8 pm - can we still eat there?", ["Kornhaus"], "sunday at 8 pm"),
    ("Guesthouse Kornhaus - is it open in late February?", ["Guesthouse Kornhaus"], "in late February"),
])
def test_a_place_and_a_moment_said_first_are_asked_about_being_open(question, anchors, open_at):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.open_at, reading.complete) == \
        ("opening_hours", anchors, open_at, True)


def test_everyday_words_before_a_dash_are_no_place():
    reading = read("I'm in Vaduz and low on fuel - how far is the nearest lighthouse by car?")
    assert "Low on fuel" not in reading.anchors


def test_a_kind_on_an_island_is_the_one_there_but_on_a_street_it_is_not():
    assert read("when does the pool on Eastbrook open on Monday").region == "Eastbrook"
    assert read("is the bakery on Mill Street open").region is None


@pytest.mark.parametrize("question, operation, first, second", [
    ("Standing at Kornhaus: how much further away is the Old Mill than Westbrook Church, as the crow flies?",
     "difference", "how far is the Old Mill from Kornhaus?", "how far is Westbrook Church from Kornhaus?"),
    ("from eastbrook, is it a longer drive to Westbrook or to Kornhaus? both distances please",
     "difference", "how far is it by car from Eastbrook to Westbrook?", "how far is it by car from Eastbrook to Kornhaus?"),
    ("compare the footprints of Kornhaus and the Old Mill - which building is larger and by how many square metres",
     "difference", "how big is Kornhaus?", "how big is the Old Mill?"),
    ("Straight line distances: Kornhaus to Westbrook Church, then on to the Old Mill. Add them up",
     "sum", "how far is Kornhaus from Westbrook Church?", "how far is Westbrook Church from the Old Mill?"),
    ("eastbrook: the difference between how far Kornhaus and the post office are from Westbrook Church",
     "difference", "how far is Kornhaus from Westbrook Church in Eastbrook?",
     "how far is the post office from Westbrook Church in Eastbrook?"),
    ("On Eastbrook, add up the guest houses and the restaurants within 1.5 km of Kornhaus - how do they split?",
     "sum", "how many guest houses are there within 1.5 km of Kornhaus in Eastbrook?",
     "how many restaurants are there within 1.5 km of Kornhaus in Eastbrook?"),
])
def test_comparisons_and_sums_said_loosely_are_two_questions(question, operation, first, second):
    reading = read(question)
    assert reading.operation == operation and reading.complete
    assert [o.question for o in reading.operands] == [first, second]


def test_a_day_said_first_is_no_town_of_an_arithmetic_question():
    reading = read("On Monday, how much earlier does Kornhaus open than the Old Mill?")
    assert reading.operation == "difference" and all(o.open_at == "Monday" for o in reading.operands)


@pytest.mark.parametrize("question, anchors, mode", [
    ("We're leaving Eastbrook for Westbrook tomorrow morning. How far by car and roughly how long will it take?",
     ["Eastbrook", "Westbrook"], "drive"),
    ("how far is it from eastbrook to westbrook?", ["Eastbrook", "Westbrook"], None),
    ("how far is it from here to Vaduz?", ["Vaduz"], None),
])
def test_a_trip_said_loosely_has_its_two_ends(question, anchors, mode):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode, reading.complete) == ("distance", anchors, mode, True)


def test_a_place_said_by_its_kind_in_a_town_keeps_its_the():
    reading = read("I'm at the Eastbrook toilets. How many cafes are within 1 km?")
    assert (reading.metric, reading.anchors, reading.region, reading.radius_m) == \
        ("count", ["the toilets"], "Eastbrook", 1000.0)
    there = read("viewing spots within 4km of the toilets in Eastbrook")
    assert (there.anchors, there.region) == (["the toilets"], "Eastbrook")


def test_names_with_nordic_small_words_and_kinds_people_say():
    assert read("what is the phone number of Kornhaus á Eastbrook").anchors == ["Kornhaus á Eastbrook"]
    assert lookup("viewing spots")[1][0].value == "viewpoint"
    assert lookup("tourist info points")[1][0].value == "information"


def test_days_known_by_name_are_their_date():
    when = parse_open_at("on Christmas Day", 10.0, 50.0, NOW)
    assert (when.start.date(), when.whole_day) == (date(2026, 12, 25), True)
    assert parse_open_at("new year's day at 10am", 10.0, 50.0, NOW).start.replace(tzinfo=None) == datetime(2027, 1, 1, 10, 0)


@pytest.mark.parametrize("question", [
    "What are the opening hours of the toilets at Eastbrook?",
    "Are the toilets at Eastbrook open at 4 in the morning on a Tuesday?",
    "Would the toilets at Eastbrook be closed at 2pm on a Monday in late October?",
])
def test_the_toilets_at_a_place_are_that_place_not_a_thing_it_has(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.region, reading.then) == \
        ("opening_hours", ["the toilets"], "Eastbrook", None)


@pytest.mark.parametrize("question, mode, feature", [
    ("Give me the car route length from Eastbrook to Westbrook", "drive", None),
    ("Driving from Kornhaus over to the Old Mill, how many metres is that on the road?", "drive", None),
])
def test_a_car_route_or_a_distance_on_the_road_is_driven(question, mode, feature):
    reading = read(question)
    assert (reading.metric, reading.travel_mode, reading.feature) == ("distance", mode, feature)


def test_a_bet_that_there_is_more_than_one_is_a_count_against_a_number():
    reading = read("I bet there is more than one tourist information point within 500 m of Kornhaus. Am I right?")
    assert (reading.metric, reading.count_than, reading.radius_m) == ("count", ("more", 1.0), 500.0)


@pytest.mark.parametrize("question, operation, first, second", [
    ("difference in bed count between Kornhaus and the Old Mill?", "difference",
     "how many beds does Kornhaus have?", "how many beds does the Old Mill have?"),
    ("Which church takes up more ground, Westbrook Church or Kornhaus - and what's the difference in square metres?",
     "difference", "how big is Westbrook Church?", "how big is Kornhaus?"),
    ("Leaving Eastbrook by car: is it a longer drive to Westbrook or to Kornhaus? Give both distances.", "difference",
     "how far is it by car from Eastbrook to Westbrook?", "how far is it by car from Eastbrook to Kornhaus?"),
])
def test_figures_areas_and_drives_compared_as_said(question, operation, first, second):
    reading = read(question)
    assert reading.operation == operation and [o.question for o in reading.operands] == [first, second]


def test_beds_are_their_own_figure():
    assert read("how many beds does Kornhaus have").attribute == "beds"


@pytest.mark.parametrize("question, first, second", [
    ("From the football field at eastbrook, how much further is it to the horse farm Westbrook Hestar than to Kornhaus?",
     "how far is Westbrook Hestar from the football field in Eastbrook?", "how far is Kornhaus from the football field in Eastbrook?"),
    ("I'm pitching a tent at the campsite in Eastbrook. Kornhaus or Westbrook Church - which one's nearer, and how much nearer?",
     "how far is Kornhaus from the campsite in Eastbrook?", "how far is Westbrook Church from the campsite in Eastbrook?"),
])
def test_two_places_compared_from_where_the_asker_is(question, first, second):
    reading = read(question)
    assert reading.operation == "difference" and [o.question for o in reading.operands] == [first, second]


def test_a_town_with_one_of_a_kind_is_asked_about_that_one():
    reading = read("Eastbrook has one postbox - which company runs it?")
    assert (reading.attribute, reading.anchors, reading.region) == ("operator", ["the postbox"], "Eastbrook")


def test_a_scene_the_question_does_not_need_gives_only_its_moment():
    reading = read("Driving the Westbrook road in mid-January. Can I use the toilets at Eastbrook then?")
    assert (reading.anchors, reading.region, reading.open_at) == (["the toilets"], "Eastbrook", "in mid-January")


@pytest.mark.parametrize("question", [
    "I'm passing Eastbrook around half past eleven on a Saturday night - toilets open?",
    "I'll be passing through Eastbrook around half past eleven on a Saturday night - toilets open?",
])
def test_toilets_open_where_the_asker_passes_are_that_places_toilets(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.region) == ("opening_hours", ["the toilets"], "Eastbrook")
    assert in_figures(reading.open_at) == "saturday 23:30"


def test_toilets_asked_shut_stay_asked_shut():
    """'are the T toilets shut ...?' rewritten keeps its 'shut': a yes to 'open' would be a wrong yes to 'shut'."""
    reading = read("I'm passing Eastbrook on a Saturday night - toilets shut by then?")
    assert (reading.anchors, reading.region) == (["the toilets"], "Eastbrook") and "closed" in reading.question
