"""Questions said loosely, read as their plain forms: a guess to confirm ('my guess: T has more than 100 trees.
right?'), the value most of a kind have ('what denomination are most of the churches in T'), the town the asker is
in before a trip from 'here', 'anywhere to eat' with 'yes or no, plus the number', a value the tags hold ('tagged as
coffee shops'), a road's route number, and a part of a street asked about."""

from __future__ import annotations

import pytest

from georeact.reading.arithmetic import counted_together
from georeact.reading.compose import read


def test_a_guess_to_confirm_is_the_count_against_the_number_it_states():
    reading = read("My guess: Eastbrook has more than 100 trees mapped. Right? yes/no + the count")
    assert (reading.feature, reading.region, reading.count_than) == ("trees", "Eastbrook", ("more", 100.0))


def test_a_question_ending_in_or_not_is_no_guess():
    reading = read("Eastbrook - more than 20 trees, or not? how many")
    assert reading.count_than == ("more", 20.0)


def test_what_most_of_a_kind_are_is_the_most_common_value():
    reading = read("what denomination are most of the churches in Eastbrook?")
    assert reading.aggregate is not None and reading.aggregate.group_by == "denomination"
    assert reading.region == "Eastbrook"


def test_the_town_the_asker_is_in_is_where_the_nearest_is_looked_for():
    reading = read("I'm in Eastbrook - how long a walk is it to the nearest church from here?")
    assert (reading.metric, reading.region, reading.travel_mode) == ("distance", "Eastbrook", "walk")
    assert read("I'm in Eastbrook - how many churches are there?").region == "Eastbrook"


def test_anywhere_to_eat_open_then_with_the_number_asked_after():
    reading = read("Is anywhere to eat in Eastbrook open on a Saturday at 4 pm? yes or no, plus the number")
    assert (reading.metric, reading.region) == ("count", "Eastbrook") and reading.open_at


def test_a_value_the_tags_hold_narrows_the_kind():
    reading = read("how many cafes in Eastbrook are tagged as coffee shops?")
    assert (reading.metric, reading.region) == ("count", "Eastbrook")
    assert "coffee shops" in f"{reading.feature} {reading.modifier}"


def test_a_roads_route_number():
    reading = read("which state route number does Mill Lane in Eastbrook carry?")
    assert (reading.attribute, reading.anchors) == ("ref", ["Mill Lane in Eastbrook"])


@pytest.mark.parametrize("question, attribute", [
    ("Quick q: is any part of Mill Lane in Eastbrook one-way?", "oneway"),
    ("Eastbrook - does any part of Mill Lane still have cobblestones?", "cobbled"),
    ("is there a stretch of mill lane in eastbrook where cars aren't allowed", "car_free"),
])
def test_a_part_of_a_street_is_asked_of_all_its_ways(question, attribute):
    reading = read(question)
    assert (reading.attribute, reading.along) == (attribute, True)


def test_the_whole_street_asked_is_no_part():
    reading = read("is Mill Lane in Eastbrook one-way?")
    assert (reading.attribute, reading.along) == ("oneway", False)


def test_a_place_said_by_its_kind_with_its_name_in_brackets_is_that_name():
    reading = read("website for the bakery (Kornhaus) in Eastbrook?")
    assert (reading.attribute, reading.anchors) == ("website", ["Kornhaus in Eastbrook"])


def test_two_footprints_compared_after_a_town_said_first():
    reading = read("Eastbrook: Old Mill vs Kornhaus, which has the larger footprint and by how much?")
    assert reading.operation == "difference" and len(reading.operands) == 2


def test_a_walk_within_a_time_from_where_the_asker_is():
    reading = read("I'm at the Old Mill in Eastbrook. Is Kornhaus within a 20 min walk? Distance too.")
    assert (reading.metric, reading.travel_mode, reading.time_budget_s) == ("distance", "walk", 1200.0)
    assert reading.anchors == ["Old Mill in Eastbrook", "Kornhaus"]


def test_a_count_of_two_kinds_asked_plainly_is_their_total():
    reading = read("Eastbrook: number of restaurants and cafes within 600 m of Kornhaus?")
    assert reading.operation == "sum" and [o.feature for o in reading.operands] == ["restaurants", "cafes"]
    # (a list that asks more than the count is no plain total: 'have a website' is read by the aggregates)
    assert counted_together("how many bars and cafes within 1 km of Kornhaus have a website?") is None


def test_a_name_starting_with_an_accented_capital_is_one_name():
    reading = read("Is Selasetur Íslands in Eastbrook wheelchair accessible?")
    assert (reading.attribute, reading.anchors) == ("wheelchair", ["Selasetur Íslands in Eastbrook"])


def test_a_town_in_brackets_after_a_kind_is_where_it_is():
    reading = read("can I walk from the speed camera to the webcam (Eastbrook) in 5 minutes? distance too pls")
    assert (reading.anchors, reading.region) == (["the speed camera", "the webcam"], "Eastbrook")


@pytest.mark.parametrize("typed, written", [("seydisfjordur", "Seyðisfjörður"), ("thorshofn", "Þórshöfn"),
                                            ("aeroskobing", "Ærøskøbing")])
def test_letters_no_accent_makes_fold_as_the_database_folds_them(typed, written):
    from georeact.reading.vocabulary import fold, squash
    assert fold(written) == typed and squash(written) == squash(typed)


@pytest.mark.parametrize("question", [
    "Eastbrook: standing at Kornhaus, is Old Mill or Mill Lane nearer, and whats the difference",
    "standing at Kornhaus, is Old Mill or Mill Lane nearer, and what's the difference?",
    "is Old Mill or Mill Lane nearer to Kornhaus and how much nearer?",
])
def test_the_difference_after_a_comparison_from_where_the_asker_stands_is_its_margin(question):
    reading = read(question)
    assert (reading.anchors, reading.candidates, reading.compare) == (["Kornhaus"], ["Old Mill", "Mill Lane"], "nearer")
