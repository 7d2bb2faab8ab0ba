"""Where two streets meet said the ways people say it ('the corner of A and B', 'A at B', written small), a trip
between two such corners, the time a trip must fit said as 'a quarter of an hour', a sum written with '+', and
plurals the simple rules singularise wrong: each read as the plain question it asks (fictional streets of the
fictional town Eastbrook)."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.junctions import junctions_said
from georeact.reading.vocabulary import phrase_variants


@pytest.mark.parametrize(("question", "said"), [
    ("how far is it from the corner of Mill Street and North Elm Avenue to the Town Hall?",
     "how far is it from Mill Street & North Elm Avenue to the Town Hall?"),
    ("Mill Street at North Elm Avenue to Quarry Road at Fenwick Lane by bike: how long?",
     "Mill Street & North Elm Avenue to Quarry Road & Fenwick Lane by bike: how long?"),
    ("walking distance from mill street & north elm avenue to quarry road & fenwick lane?",
     "walking distance from Mill Street & North Elm Avenue to Quarry Road & Fenwick Lane?"),
    ("the cafe at the intersection of Mühlgasse and Brückenweg", "the cafe at Mühlgasse & Brückenweg"),
])
def test_two_streets_that_meet_are_said_as_one_place(question, said):
    assert junctions_said(question) == said


@pytest.mark.parametrize("question", [
    "how long are Mill Street and Quarry Road together?",    # two streets, a sum: not where they meet
    "is there a pharmacy on Mill Street at 9 pm?",          # a time, not a street
    "which cafes are on Mill Street?",
])
def test_streets_that_do_not_meet_are_left_as_said(question):
    assert junctions_said(question) is None


@pytest.mark.parametrize(("question", "budget"), [
    ("Driving from the corner of Mill Street and North Elm Avenue to Quarry Road & Fenwick Lane - how far is that?",
     None),
    ("Mill Street & North Elm Avenue to Quarry Road & Fenwick Lane on foot in a quarter of an hour - doable?", 900.0),
    ("Walking distance please: Mill Street & North Elm Avenue to Quarry Road & Fenwick Lane.", None),
])
def test_a_trip_between_two_corners_measures_from_one_to_the_other(question, budget):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.time_budget_s, reading.complete) == (
        "distance", ["Mill Street & North Elm Avenue", "Quarry Road & Fenwick Lane"], budget, True), reading


def test_a_sum_written_with_a_plus_sign_counts_each_kind_and_adds_them():
    reading = read("fire stations + police stations in the Eastbrook data = ?")
    assert reading.operation == "sum" and [(o.feature, o.region) for o in reading.operands] == [
        ("fire stations", "Eastbrook data"), ("police stations", "Eastbrook data")], reading


@pytest.mark.parametrize(("plural", "singular"), [("volcanoes", "volcano"), ("buses", "bus"), ("tomatoes", "tomato")])
def test_a_plural_english_forms_its_own_way_is_also_looked_up_by_its_singular(plural, singular):
    assert singular in phrase_variants(plural)


def test_a_roads_lanes_are_a_figure_it_carries_and_two_roads_lanes_a_difference():
    assert read("how many lanes does Mill Street have?").attribute == "lanes"
    reading = read("How many more lanes does Mill Street have than Quarry Road?")
    assert reading.operation == "difference" and [(o.attribute, o.anchors) for o in reading.operands] == [
        ("lanes", ["Mill Street"]), ("lanes", ["Quarry Road"])], reading
