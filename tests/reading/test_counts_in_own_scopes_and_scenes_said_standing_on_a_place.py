"""Two counts, each in its own scope ('peaks within 4 km of X plus glaciers within 4 km of it, total?', 'count the
peaks within 6 km of A and the ones within 5 km of B. difference?', 'are there more peaks within 8 km of A or more
lakes within 8 km of B?'), a comparison said from where the asker stands ('standing on X, is A or B nearer?
difference in distance roughly'), 'which is closer to drive to', a follow-up said with 'and', a difference 'in
metres of height', whether a hut is kept locked, the kind of a place said with its kind ('what kind of shelter is
the X shelter on y'), and a Wikipedia tag said as Wikipedia writes it. Places are made-up names."""

from __future__ import annotations

import pytest

from georeact.agent.sentences import _wikipedia_address
from georeact.reading.compose import read


@pytest.mark.parametrize("question, operation, operands", [
    ("peaks within 4 km of Eastfell plus glaciers within 4 km of it, total?", "sum",
     [("peaks", "Eastfell", 4000.0), ("glaciers", "Eastfell", 4000.0)]),
    ("count the peaks within 6 km of Eastmere and the ones within 5 km of the Westfell hut. difference?", "difference",
     [("peaks", "Eastmere", 6000.0), ("peaks", "Westfell hut", 5000.0)]),
    ("are there more peaks within 8 km of Eastfell or more huts within 6 km of Westfell? how many more", "difference",
     [("peaks", "Eastfell", 8000.0), ("huts", "Westfell", 6000.0)]),
])
def test_two_counts_each_in_its_own_scope(question, operation, operands):
    reading = read(question)
    assert reading.operation == operation, reading
    assert [(o.feature, o.anchors[0], o.radius_m) for o in reading.operands] == operands, reading


def test_a_comparison_said_from_where_the_asker_stands_with_the_difference_asked_bare():
    reading = read("standing on Eastfell, is Westfell or Northfell nearer? difference in distance roughly")
    assert reading.operation == "difference" or (reading.compare == "nearer" and reading.anchors == ["Eastfell"]), reading
    places = {p for o in reading.operands for p in o.anchors} if reading.operands else \
        {*reading.anchors, *reading.candidates}
    assert places == {"Eastfell", "Westfell", "Northfell"}, reading


def test_which_is_closer_to_drive_to_is_a_comparison_by_car():
    reading = read("from Eastbrook, which is closer to drive to: Westbrook or Northbrook?")
    assert (reading.compare, reading.candidates, reading.travel_mode) == \
        ("nearer", ["Westbrook", "Northbrook"], "drive"), reading
    assert reading.anchors[0].startswith("Eastbrook"), reading


def test_a_follow_up_said_with_and_asks_the_highest_of_a_kind():
    reading = read("and the highest of the peaks within 10 km of Eastfell?")
    assert reading.aggregate is not None and reading.aggregate.top_by == "height", reading
    assert (reading.anchors, reading.radius_m) == (["Eastfell"], 10000.0), reading


def test_a_difference_in_metres_of_height():
    reading = read("Eastfell minus Westfell in metres of height")
    assert reading.operation == "difference", reading
    assert [(o.attribute, o.anchors) for o in reading.operands] == [("height", ["Eastfell"]), ("height", ["Westfell"])]


@pytest.mark.parametrize("question, anchor, attribute", [
    ("is Eastfell hut kept locked?", "Eastfell hut", "locked"),
    ("what kind of shelter is the Eastfell shelter on westbrook, like a proper hut or what", "Eastfell shelter", "kind"),
])
def test_what_is_asked_of_a_hut_or_a_shelter(question, anchor, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", attribute, [anchor]), reading


def test_a_wikipedia_tag_is_said_as_wikipedia_links_it_and_by_its_address():
    said = _wikipedia_address("is:Eastfell Hill")
    assert said.startswith("is:Eastfell Hill") and "https://is.wikipedia.org/wiki/Eastfell_Hill" in said, said


def test_a_place_said_first_is_where_each_distance_after_it_is_measured_from():
    reading = read("Around Eastfell, peaks within 6 km plus huts and shelters within 5 km: how many altogether?")
    assert reading.operation == "sum", reading
    first, second = reading.operands
    assert (first.feature, first.anchors, first.radius_m) == ("peaks", ["Eastfell"], 6000.0), reading
    assert second.radius_m == 5000.0 or all(o.anchors == ["Eastfell"] and o.radius_m == 5000.0
                                            for o in second.operands), reading


@pytest.mark.parametrize("question", [
    "how many campsites within 20 km of Eastbrook allow dogs?",
    "any campsites within 20 km of Eastbrook that allow dogs?",
    "are there any campsites within 20 km of Eastbrook that allow dogs?",
])
def test_places_of_a_kind_that_do_what_an_attribute_says_with_its_verb(question):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.having == "dog", reading
    assert (reading.anchors, reading.radius_m) == (["Eastbrook"], 20000.0), reading


def test_whether_the_highest_of_a_kind_is_over_a_height_is_whether_any_is():
    reading = read("is the highest peak within 10 km of Eastfell over 900 m?")
    assert reading.aggregate is not None and reading.aggregate.more_than == 900.0, reading
    assert (reading.anchors, reading.radius_m) == (["Eastfell"], 10000.0), reading
