"""Wordings read whole that were not: a trip said 'A to B distance' or from a name with what one does there ('X
camping to Y, driving distance?'), a start and a next stop said in a scene ('we're at A and heading to B next'), the
top of a hill as the hill, 'besides X itself, any other K within R of it', wifi asked free or paid, caravans and tents
at a camp site, a wish said before a named place ('craving thai food. Thai X open ...'), two places compared by a
measure said as a noun or by one of them ('A or B - how much higher is A?', 'A vs B, difference in height?'), 'how
many more people does the bigger hut sleep', 'A sits at what elevation, and how much higher is it than B', and a
total over the places right next to one. Places are made-up names: the readers see only the words."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read
from georeact.reading.deterministic import _known_feature
from georeact.reading.trip_said import trip_said


@pytest.mark.parametrize("question, plain", [
    ("Kornhaus camping to Westbrook, driving distance?", "How long does it take to drive from the Kornhaus camping to Westbrook?"),
    ("by car, Kornhaus to Old Mill distance?", "How long does it take to drive from Kornhaus to Old Mill?"),
    ("We're at Kornhaus Hotel and heading to Westbrook Hostel next. How far by road and how long?",
     "How long does it take to drive from Kornhaus Hotel to Westbrook Hostel?"),
    ("Kornhaus to Westbrook drive time?", "How long does it take to drive from Kornhaus to Westbrook?"),
    ("Kornhaus to Westbrook walk, how long?", "How long does it take to walk from Kornhaus to Westbrook?"),
    ("driving Kornhaus to Westbrook takes how long?", "How long does it take to drive from Kornhaus to Westbrook?"),
    ("what's the drive like from Kornhaus to Westbrook, distance-wise?",
     "How long does it take to drive from Kornhaus to Westbrook?"),
    ("Old Mill to Westbrook Time Museum by car, how far?",
     "How long does it take to drive from Old Mill to Westbrook Time Museum?"),
])
def test_trips_said_loosely_are_the_plain_trip(question, plain):
    assert trip_said(question, _known_feature) == plain


def test_a_name_with_a_word_that_is_no_kind_after_it_is_no_trip_end():
    assert trip_said("Kornhaus breakfast to Westbrook, driving distance?", _known_feature) is None


@pytest.mark.parametrize("question", ["straight-line distance between Eastbrook and the top of Kornhaus Fell?",
                                      "how far is the summit of Kornhaus Fell from Eastbrook?"])
def test_the_top_of_a_hill_is_the_hill(question):
    reading = read(question)
    assert reading.metric == "distance" and "Kornhaus Fell" in reading.anchors, reading


def test_a_place_left_out_first_and_pointed_back_at_is_the_anchor():
    reading = read("besides Kornhauskirk itself, any other churches within 2 km of it? how many?")
    assert (reading.metric, reading.feature, reading.anchors, reading.radius_m) == \
        ("count", "churches", ["Kornhauskirk"], 2000.0), reading


@pytest.mark.parametrize("question, attribute", [
    ("Kornhaus camping: is the internet free there or do they charge for it?", "internet_fee"),
    ("does Kornhaus charge for wifi?", "internet_fee"),
    ("does Kornhaus have wifi?", "internet_access"),
    ("can we bring a caravan to Kornhaus camping?", "caravans"),
    ("does Kornhaus take motorhomes?", "caravans"),
    ("are tents allowed at Kornhaus?", "tents"),
    ("any internet at the Kornhaus tent area?", "internet_access"),   # ('any' of a thing no kind of place)
    ("is there any wifi at Kornhaus?", "internet_access"),
])
def test_camp_site_attributes_are_asked_of_the_place(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading


@pytest.mark.parametrize("question", ["nearest caravan site to Kornhaus?", "are there any toilets at Kornhaus?"])
def test_a_kind_of_place_said_so_is_still_a_kind_of_place(question):
    reading = read(question)
    assert reading.attribute is None and reading.feature, reading


def test_a_wish_before_a_named_place_is_the_reason_not_a_kind():
    reading = read("craving thai food. Thai Kornhaus open for lunch on a Sunday, say 1pm?")
    assert (reading.attribute, reading.anchors, reading.feature) == ("opening_hours", ["Thai Kornhaus"], None), reading
    assert reading.open_at, reading


@pytest.mark.parametrize("question, asked", [
    ("Eastfell by Kornhaus or Westfell - how much higher is Eastfell?", ["how tall is Eastfell by Kornhaus?",
                                                                         "how tall is Westfell?"]),
    ("Westfell or Eastfell - how much higher is Eastfell?", ["how tall is Eastfell?", "how tall is Westfell?"]),
    ("Eastfell above Kornhaus vs Westfell near Westbrook, difference in height?",
     ["how tall is Eastfell above Kornhaus?", "how tall is Westfell near Westbrook?"]),
    ("Kornhaus Hut vs Westbrook Hut — how many more people does the bigger hut sleep?",
     ["what is the capacity of Kornhaus Hut?", "what is the capacity of Westbrook Hut?"]),
    ("how many more guests does Kornhaus Hut take than Westbrook Hut?",
     ["what is the capacity of Kornhaus Hut?", "what is the capacity of Westbrook Hut?"]),
    ("Kornhaus Hut sits at what elevation, and how much higher is it than Westfell near Westbrook?",
     ["how high up is Kornhaus Hut near Westbrook?", "how high up is Westfell near Westbrook?"]),
    # said in words no form holds: two named places, a measure and a difference (arithmetic.compared_loosely)
    ("Eastfell or Westfell near Kornhaus, by how much does one top the other in height?",
     ["how tall is Eastfell near Kornhaus?", "how tall is Westfell near Kornhaus?"]),   # (both near it)
    ("Kornhaus Pool and Westbrook Pool - difference in water temperature?",
     ["what is the water temperature of Kornhaus Pool?", "what is the water temperature of Westbrook Pool?"]),
    ("what's the height of Eastfell and how much taller is it than Westfell",
     ["how tall is Eastfell?", "how tall is Westfell?"]),
    ("Kornhaus Hut holds how many more people than Westbrook Hut?",
     ["what is the capacity of Kornhaus Hut?", "what is the capacity of Westbrook Hut?"]),
    ("how many more peaks are within 2 km of Kornhaus than of Westbrook?",
     ["how many peaks are there within 2 km of Kornhaus?", "how many peaks are there within 2 km of Westbrook?"]),
    ("how many more peaks are within 2 km of Kornhaus than within 3 km of Westbrook?",
     ["how many peaks are there within 2 km of Kornhaus?", "how many peaks are there within 3 km of Westbrook?"]),
])
def test_two_places_compared_by_a_measure_are_each_measured(question, asked):
    reading = read(question)
    assert reading.operation == "difference", reading
    assert [o.question for o in reading.operands] == asked, reading


def test_a_place_asked_that_is_neither_of_the_two_is_no_comparison():
    reading = read("Westfell or Eastfell - how much higher is Kornhaus?")
    assert reading.operation is None, reading


def test_a_total_over_the_places_right_next_to_one_is_within_a_neighbour_s_distance():
    reading = read("what's the combined capacity of the two car spaces right next to Kornhaus Hostel?")
    assert reading.aggregate is not None, reading
    assert (reading.aggregate.total_of, reading.aggregate.anchor, reading.aggregate.radius_m, reading.feature) == \
        ("capacity", "Kornhaus Hostel", 100.0, "car spaces"), reading
    near = read("what's the total capacity of the car parks near Kornhaus Hostel?")
    assert near.aggregate is not None and near.aggregate.radius_m == 5000.0, near


@pytest.mark.parametrize("question", [
    "At Kornhaus, how many degrees hotter is the little pool than the concrete one?",   # one place named: no pair
    "how many more cafes does Eastbrook have than Westbrook?",   # a count, no measure of a place
    "how tall is Eastfell?",   # no difference asked
])
def test_no_loose_comparison_without_two_places_a_measure_and_a_difference(question):
    from georeact.reading.arithmetic import compared_loosely
    assert compared_loosely(question) is None


@pytest.mark.parametrize("question, word", [
    ("At Kornhaus, how many degrees hotter is the little pool than the concrete one?", "hotter"),
    ("at Kornhaus, what is the difference in water temperature between the two pools?", "difference"),
])
def test_a_difference_read_as_one_figure_is_left_unread(question, word):
    reading = read(question)
    assert reading.shape == "attribute" and not reading.complete and word in reading.unread, reading
    from georeact.reading.plan import asking_words
    assert word in asking_words(reading), reading   # (said in the answer: never the one figure alone)


def test_capacities_added_are_each_place_s_capacity():
    reading = read("add the capacities of Kornhaus Hut and Westbrook Hut")
    assert reading.operation == "sum", reading
    assert [o.attribute for o in reading.operands] == ["capacity", "capacity"], reading
