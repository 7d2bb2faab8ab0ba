"""A named place said with where it is ('X near T', 'X up in T', 'X, the hotel in T', 'passing through T ... will X
be open'), a claim checked ('pretty sure A covers more ground than B'), two drives from one place compared, two
opening times on a named day, a sum of two places' rooms, a fragment that asks 'more than N ...?', and 'can I get
cash out anywhere within R of X' read as whether there is anywhere to do it."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.tools.place_search import IN_TOWN


@pytest.mark.parametrize("said, name, town", [
    ("Church of St. Anne up in Eastbrook", "Church of St. Anne", "Eastbrook"),
    ("the farm out at Westbrook", "the farm", "Westbrook"),
    ("Old Mill in Eastbrook", "Old Mill", "Eastbrook"),
])
def test_a_place_said_up_or_out_in_a_town_is_cut_at_the_town(said: str, name: str, town: str) -> None:
    cut = IN_TOWN.match(said)
    assert cut is not None and (cut["name"], cut["town"]) == (name, town)


@pytest.mark.parametrize("question", [
    "Give me the web address of Kornhaus near Westbrook.",
    "what's the phone number of Kornhaus just outside Westbrook?",
])
def test_a_place_near_a_town_is_the_place_asked_about_in_that_town(question: str) -> None:
    reading = read(question)
    assert reading.shape == "attribute" and reading.anchors == ["Kornhaus"] and reading.region == "Westbrook"


def test_a_place_said_again_by_its_kind_and_town_after_a_comma_is_asked_there() -> None:
    reading = read("Need to call Kornhaus, the hotel in Eastbrook. Number?")
    assert reading.attribute == "phone" and reading.anchors == ["Kornhaus in Eastbrook"] and reading.complete


def test_a_kind_word_after_a_name_and_before_its_town_stays_for_the_search() -> None:
    # (the kind may be the name's own word: the search reads it with and without: tests/agent below)
    reading = read("phone number of Kornhaus hotel in Eastbrook?")
    assert reading.attribute == "phone" and reading.anchors == ["Kornhaus hotel in Eastbrook"]
    assert read("phone number of Kornhaus hotel?").anchors == ["Kornhaus hotel"]


@pytest.mark.parametrize("question", [
    "I'll be passing through Eastbrook at 4 am on a monday, will Kornhaus be open?",
    "driving through Eastbrook on sunday at 9, is Kornhaus open?",
])
def test_a_town_passed_through_is_where_the_place_asked_about_is(question: str) -> None:
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.anchors == ["Kornhaus"]
    assert reading.region == "Eastbrook" and reading.open_at and reading.complete


@pytest.mark.parametrize("question", [
    "pretty sure Old Mill covers more ground than Kornhaus, am I right? whats the difference in square metres",
    "I'm fairly sure Old Mill covers more ground than Kornhaus - right?",
    "my bet is Old Mill covers more ground than Kornhaus. by how much?",
])
def test_a_claim_about_two_areas_is_checked(question: str) -> None:
    reading = read(question)
    assert reading.operation == "more" and [o.metric for o in reading.operands] == ["area", "area"]
    assert [o.anchors for o in reading.operands] == [["Old Mill"], ["Kornhaus"]]


def test_two_drives_from_one_place_are_compared() -> None:
    reading = read("From Eastbrook, which is the longer drive: to Westbrook or to Kornhaus? Both distances please")
    assert reading.operation == "difference"
    assert [o.anchors for o in reading.operands] == [["Eastbrook", "Westbrook"], ["Eastbrook", "Kornhaus"]]
    assert {o.travel_mode for o in reading.operands} == {"drive"}


def test_two_opening_times_on_a_day_said_after_the_verb() -> None:
    reading = read("what time do Old Mill and Kornhaus each open on a Thursday, and how many hours apart are those?")
    assert reading.operation == "difference"
    assert all(o.attribute == "opening_hours" and "Thursday" in o.open_at for o in reading.operands)


def test_rooms_of_two_places_added_up_in_the_town_said_in_brackets() -> None:
    reading = read("Rooms at Old Mill plus rooms at Kornhaus (both around Eastbrook): what's the total?")
    assert reading.operation == "sum"
    assert [o.question for o in reading.operands] == ["how many rooms does Old Mill in Eastbrook have?",
                                                      "how many rooms does Kornhaus in Eastbrook have?"]


def test_a_fragment_asking_more_than_a_number_is_a_count_held_against_it() -> None:
    reading = read("more than one playground within 500m of Kornhaus?")
    assert reading.metric == "count" and reading.count_than == ("more", 1.0) and reading.radius_m == 500
    assert read("more than 5 km from Eastbrook to Westbrook?").count_than is None   # (a distance, not a count)


@pytest.mark.parametrize("question", [
    "Can I get cash out anywhere within 1 km of Kornhaus?",
    "could we get a drink anywhere within 300 m of Kornhaus?",
])
def test_can_i_do_something_anywhere_near_a_place_asks_whether_there_is_anywhere(question: str) -> None:
    reading = read(question)
    assert reading.metric == "list" and reading.none_ok and reading.anchors == ["Kornhaus"]
    assert reading.radius_m in (1000, 300) and not reading.search


def test_a_name_near_a_town_said_first_is_the_place_the_question_points_back_to() -> None:
    reading = read("Silfra near Eastbrook - what sport is it tagged for?")
    assert reading.attribute == "sport" and reading.anchors == ["Silfra"] and reading.region == "Eastbrook"


def test_from_one_place_which_of_two_is_further_by_road() -> None:
    reading = read("Driving from Eastbrook, is Westbrook or Kornhaus further by road? Give me both distances.")
    assert reading.operation == "difference" and {o.travel_mode for o in reading.operands} == {"drive"}
    assert [o.anchors for o in reading.operands] == [["Eastbrook", "Westbrook"], ["Eastbrook", "Kornhaus"]]


@pytest.mark.parametrize("question, mode", [
    ("driving distance Eastbrook to Westbrook", "drive"),
    ("Car route Eastbrook -> Westbrook, distance please", "drive"),
    ("Eastbrook to Westbrook by car, how long does it take?", "drive"),
    ("on foot from Eastbrook Camping to the Kornhaus board: distance and roughly how long?", "walk"),
])
def test_a_trip_said_in_short_is_its_distance_that_way(question: str, mode: str) -> None:
    reading = read(question)
    assert reading.metric == "distance" and reading.travel_mode == mode and len(reading.anchors) == 2
    assert reading.complete


def test_walking_directions_to_a_kind_from_the_town_the_asker_is_in() -> None:
    reading = read("I'm in Eastbrook - walking directions to the pharmacy?")
    assert reading.metric == "distance" and reading.anchors == ["the pharmacy"] and reading.region == "Eastbrook"


def test_from_a_place_is_another_within_a_walk() -> None:
    reading = read("From Kornhaus, is Old Mill within a 15 minute walk?")
    assert reading.anchors == ["Kornhaus", "Old Mill"] and reading.time_budget_s == 900


def test_a_bet_after_a_colon_is_a_count_held_against_its_number() -> None:
    assert read("my bet: more than 4 viewpoints within two kilometres of Kornhaus?").count_than == ("more", 4.0)


def test_a_radius_in_brackets_after_a_place_is_the_scope_of_the_question() -> None:
    reading = read("Around Kornhaus (2.5 km), how many places have a phone number in the data?")
    assert reading.aggregate is not None and reading.aggregate.having == "phone"
    assert reading.anchors == ["Kornhaus"] and reading.radius_m == 2500


@pytest.mark.parametrize("question, anchor", [
    ("Eastbrook pool, what time do they open?", "Eastbrook pool"),
    ("could I go for a swim in the Eastbrook pool at half past six on a Monday morning", "Eastbrook pool"),
    ("what's the phone number of the Kornhaus museum?", "Kornhaus museum"),
])
def test_a_name_with_a_kind_word_last_is_kept_whole_for_the_search(question: str, anchor: str) -> None:
    # (the kind of a hamlet said before it, or a name said with its kind: the search reads both, tests/agent)
    reading = read(question)
    assert reading.shape == "attribute" and reading.anchors == [anchor]


def test_a_kind_at_a_place_said_first_is_the_one_of_its_kind_there() -> None:
    reading = read("pool at Eastbrook - still open friday 22:30?")
    assert reading.attribute == "opening_hours" and reading.anchors == ["the pool"] and reading.region == "Eastbrook"
