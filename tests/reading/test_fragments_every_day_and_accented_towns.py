"""Questions said as fragments or asides that read as plain ones: 'X - still open at ...?', 'until what time can I
sit in X', 'need to ring X. Number?', 'where online can I read up on X', 'how many hours a day is X open' (every
day), the opening times of two places compared, a guess about which covers more ground; and a town whose name
starts with an accented capital ('Þ') read as a town."""

from __future__ import annotations

import pytest

from georeact.reading import read


@pytest.mark.parametrize("question", [
    "kornhaus - still open at half past four on a saturday afternoon?",
    "Old Mill: still open at 17:15 on a friday?",
])
def test_a_place_then_a_dash_and_whether_it_is_open_asks_its_hours(question: str) -> None:
    reading = read(question)
    assert reading.shape == "attribute" and reading.attribute == "opening_hours" and reading.open_at
    assert reading.complete


def test_until_what_time_one_can_stay_is_when_it_closes() -> None:
    reading = read("Until what time can I sit in Kornhaus on a Thursday?")
    assert reading.attribute == "opening_hours" and reading.anchors == ["Kornhaus"] and reading.open_at == "Thursday"
    assert reading.complete


@pytest.mark.parametrize("question, anchor", [
    ("I'm staying in Eastbrook and need to ring Kornhaus. Number?", "Kornhaus in Eastbrook"),
    ("need to call Old Mill - what's their number?", "Old Mill"),
])
def test_needing_to_ring_a_place_asks_its_phone_number(question: str, anchor: str) -> None:
    reading = read(question)
    assert reading.attribute == "phone" and reading.anchors == [anchor] and reading.complete


def test_where_online_one_reads_up_on_a_place_asks_its_website() -> None:
    reading = read("where online can I read up on Kornhaus")
    assert reading.attribute == "website" and reading.anchors == ["Kornhaus"] and reading.complete


@pytest.mark.parametrize("question", ["How many hours a day is Kornhaus open", "how long is Kornhaus open?",
                                      "how long is Kornhaus open each day", "is Kornhaus open every day?"])
def test_hours_a_day_are_asked_of_every_day(question: str) -> None:
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.anchors == ["Kornhaus"]
    assert reading.open_at in ("every day", "each day") and reading.complete


def test_a_day_said_keeps_its_day() -> None:
    assert read("How many hours a day is Kornhaus open on a monday").open_at == "monday"


def test_how_far_apart_two_places_opening_times_are_on_a_day() -> None:
    reading = read("On a Thursday, how far apart are the opening times of Kornhaus and Old Mill?")
    assert reading.operation == "difference" and reading.complete
    assert [(o.anchors, o.open_at) for o in reading.operands] == [(["Kornhaus"], "Thursday"), (["Old Mill"], "Thursday")]


def test_a_guess_that_one_place_covers_more_ground_and_by_how_much() -> None:
    reading = read("I'd guess Kornhaus covers more ground than Old Mill - am I right? and by how much")
    assert reading.operation == "more" and reading.complete
    assert [(o.metric, o.anchors) for o in reading.operands] == [("area", ["Kornhaus"]), ("area", ["Old Mill"])]


@pytest.mark.parametrize("question", ["Is the swimming hall in Þorbrook open on a Friday at 9 in the morning?",
                                      "Is the pharmacy in Ísbrook open on a Friday at 9 in the morning?"])
def test_a_town_starting_with_an_accented_capital_is_a_town(question: str) -> None:
    reading = read(question)
    assert reading.shape == "attribute" and reading.attribute == "opening_hours"
    assert reading.region in ("Þorbrook", "Ísbrook") and reading.open_at == "Friday at 9 in the morning"


@pytest.mark.parametrize("question", ["My bet is there are over ten parking lots within 500 m of Kornhaus. true?",
                                      "my bet is Kornhaus is bigger than Old Mill. right?"])
def test_the_askers_own_bet_is_the_claim_it_states(question: str) -> None:
    reading = read(question)
    assert reading.complete and "is there" not in reading.question
    assert reading.count_than == ("more", 10.0) or reading.operation == "more"


@pytest.mark.parametrize("question, mode, feature", [
    ("Route me from Kornhaus to the nearest pharmacy", "drive", "pharmacy"),   # a route follows the roads
    ("directions from Kornhaus to Old Mill on foot", "walk", None),
    ("route from Kornhaus to Old Mill by car", "drive", None),
])
def test_a_route_asked_for_is_how_far_it_is_that_way(question: str, mode: str, feature: str | None) -> None:
    reading = read(question)
    assert reading.metric == "distance" and reading.travel_mode == mode and reading.feature == feature
    assert reading.anchors[0] == "Kornhaus" and reading.complete


@pytest.mark.parametrize("question, attribute, anchors", [
    ("need to ring the Old Mill camping ground, got a number?", "phone", ["Old Mill camping ground"]),
    ("Kornhaus in Eastbrook - what do they sell there?", "kind", ["Kornhaus in Eastbrook"]),
])
def test_more_ways_of_asking_a_places_number_and_what_it_sells(question: str, attribute: str, anchors: list[str]):
    reading = read(question)
    assert reading.attribute == attribute and reading.anchors == anchors and reading.complete


def test_tell_me_before_a_question_asks_the_question() -> None:
    reading = read("Tell me how many places within 1 km of Kornhaus have a website.")
    assert reading.aggregate is not None and reading.aggregate.having == "website" and reading.complete


def test_the_kind_at_a_town_is_the_one_there() -> None:
    reading = read("how many hours a day is the pool at Eastbrook open")
    assert (reading.anchors, reading.region, reading.open_at) == (["the pool"], "Eastbrook", "every day")


@pytest.mark.parametrize("question", [
    "On a Wednesday, which closes later - Kornhaus or the pool in Eastbrook? Give me both closing times.",
    "thursday: what time do Kornhaus and the pool in Eastbrook each open, and how many hours apart is that?",
])
def test_closing_or_opening_times_of_a_place_and_a_kind_compared(question: str) -> None:
    reading = read(question)
    assert reading.operation == "difference" and reading.complete
    assert reading.operands[1].anchors == ["the pool"] and reading.operands[1].region == "Eastbrook"
    assert all(o.attribute == "opening_hours" and o.open_at for o in reading.operands)


def test_a_walk_said_as_a_few_minutes_stroll_asks_whether_it_is() -> None:
    reading = read("Kornhaus to Old Mill on foot - a five minute stroll? how far is the walk?")
    assert reading.travel_mode == "walk" and reading.time_budget_s == 300 and reading.anchors == ["Kornhaus", "Old Mill"]
