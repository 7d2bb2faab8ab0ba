"""Places and scopes said the way people say them in chat: a part of a place before it ('the entrance of the
underground car park'), a place pointed at with 'that', a greeting before a question whose form starts it, a town
said first and its data later as 'the data', a plan to visit every place of two kinds, a time budget said as what
one has, a most common value said with a word of the kind before it."""

from __future__ import annotations

import pytest

from georeact.reading import read


@pytest.mark.parametrize(("question", "anchors"), [
    ("how far is it by bike from Kornhaus in Eastbrook to the entrance of the underground car park?",
     ["Kornhaus in Eastbrook", "the underground car park entrance"]),
    ("walking distance from Kornhaus in Eastbrook to the entrance to the car park?",
     ["Kornhaus in Eastbrook", "the car park entrance"]),
])
def test_a_part_said_before_its_place_is_the_kind_it_makes(question, anchors):
    reading = read(question)
    assert (reading.metric, reading.anchors) == ("distance", anchors), reading
    assert reading.complete


def test_a_part_that_makes_no_kind_is_left_unread():
    # 'town hall entrance' is no kind of place: the words stay unread, never dropped
    reading = read("how far is the entrance to the town hall from the museum in Eastbrook?")
    assert "entrance" in reading.unread


def test_that_after_a_preposition_points_at_the_one_place():
    reading = read("what's the postcode of that empty storefront in the Eastbrook data?")
    assert (reading.shape, reading.anchors, reading.attribute) == ("attribute", ["the empty storefront"], "postcode")


@pytest.mark.parametrize("greeting", ["hey", "hi there,", "ok so", "quick question:"])
def test_a_greeting_before_a_count_of_those_with_an_attribute(greeting):
    reading = read(f"{greeting} how many of the public toilets in the Eastbrook data are wheelchair accessible?")
    assert reading.aggregate is not None and reading.aggregate.having == "wheelchair", reading
    assert reading.aggregate.region == "Eastbrook data"


@pytest.mark.parametrize("question", [
    "Eastbrook: does the data have more than 15 supermarkets? And how many are there?",
    "Eastbrook - does the data have more than 15 supermarkets?",
])
def test_a_town_said_first_and_its_data_later(question):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region, reading.count_than) == \
        ("count", "supermarkets", "Eastbrook data", ("more", 15.0)), reading


def test_the_data_said_as_where_a_figure_comes_from_is_no_scope_of_its_own():
    reading = read("In Eastbrook: how many cafes are there according to the data?")
    assert (reading.metric, reading.feature) == ("count", "cafes")


@pytest.mark.parametrize("question", [
    "If I wanted to visit every hotel and every museum in the Eastbrook data, how many stops would that be? Split it "
    "up for me",
    "if we want to see every cafe and every bakery in Eastbrook, how many stops is that?",
])
def test_visiting_every_place_of_two_kinds_is_the_sum_of_their_counts(question):
    reading = read(question)
    assert reading.operation == "sum" and len(reading.operands) == 2, reading
    assert all(operand.metric == "count" for operand in reading.operands)


@pytest.mark.parametrize(("question", "mode", "budget"), [
    ("I have 10 minutes to get from Mill Lane to Kornhaus on foot. doable?", "walk", 600.0),
    ("we have 5 minutes to get from Mill Lane to Kornhaus by bike. can I make it?", "bike", 300.0),
])
def test_a_time_one_has_for_a_trip(question, mode, budget):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode, reading.time_budget_s) == \
        ("distance", ["Mill Lane", "Kornhaus"], mode, budget), reading


def test_a_most_common_value_said_with_a_word_of_the_kind_before_it():
    reading = read("Which church denomination shows up most among the places of worship in the Eastbrook data?")
    assert reading.aggregate is not None and reading.aggregate.group_by == "denomination", reading


@pytest.mark.parametrize(("question", "attribute"), [
    ("can i park my car on Mill Lane?", "street_parking"),
    ("Mill Lane in Eastbrook - is that an actual road I can drive on, or just a footpath?", "kind"),
    ("is Mill Lane a real street or just a pedestrian path?", "kind"),
])
def test_a_streets_use_asked_in_words(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert reading.anchors and reading.anchors[0].startswith("Mill Lane")


@pytest.mark.parametrize("aside", ["(out of how many with hours)", ", out of how many that list hours?"])
def test_out_of_how_many_with_hours_is_the_hours_aside(aside):
    reading = read(f"how many pubs in Eastbrook are open on sunday at 2 pm {aside}")
    assert (reading.metric, reading.feature, reading.modifier) == ("count", "pubs", None), reading
    assert reading.open_at


def test_if_not_how_many_after_is_everything_open():
    reading = read("Is everything in the Eastbrook data that has opening hours open on Wednesday at 2.15 pm? If not, "
                   "how many are?")
    assert (reading.metric, reading.open_share) == ("count", "all"), reading


@pytest.mark.parametrize("town", ["Eastbrook", "eastbrook"])
def test_a_town_said_first_is_where_a_trips_ends_are_never_its_start(town):
    reading = read(f"{town}: how far is it by bike from the give way sign to the turning circle?")
    assert (reading.metric, reading.anchors, reading.region) == \
        ("distance", ["the give way sign", "the turning circle"], town), reading


@pytest.mark.parametrize(("question", "place", "attribute"), [
    ("Eastbrook: whats the speed limit on the slip road?", "the slip road", "speed_limit"),
    ("eastbrook - is that one cycleway part of the local cycle network or not", None, "cycle_network"),
])
def test_a_town_said_first_is_where_the_place_asked_about_is(question, place, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert reading.region and reading.region.casefold() == "eastbrook"
    assert reading.anchors and (place is None or reading.anchors == [place])


@pytest.mark.parametrize(("question", "place", "attribute"), [
    ("how tall is the little hut in Eastbrook?", "the little hut", "height"),
    ("What kind of road is Mill Lane? like residential, main road, ...", "Mill Lane", "kind"),
    # (the town in brackets is read with the name: the search reads 'X (T)' as written, else X in T)
    ("Mill Lane (Eastbrook): proper street or just a service road?", "Mill Lane (Eastbrook)", "kind"),
    ("what is the road surface of the slip road in Eastbrook?", "the slip road", "surface"),
])
def test_what_a_way_or_a_small_building_is_asked_in_words(question, place, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", attribute, [place]), reading


def test_what_places_say_of_themselves_is_what_their_tags_say():
    reading = read("Eastbrook: how many restaurants say they're wheelchair accessible?")
    assert reading.aggregate is not None and reading.aggregate.having == "wheelchair", reading


@pytest.mark.parametrize(("question", "operation"), [
    ("add up the widths of Mill Lane and Kornhaus Street in Eastbrook", "sum"),
    ("how much longer is Mill Lane than Kornhaus Street in Eastbrook? lengths of both pls", "difference"),
])
def test_two_streets_measures_said_with_chat(question, operation):
    reading = read(question)
    assert reading.operation == operation and len(reading.operands) == 2, reading


def test_a_greeting_before_a_count_against_a_number():
    reading = read("hey, are there more than 10 restaurants in Eastbrook? count pls")
    assert (reading.metric, reading.count_than) == ("count", ("more", 10.0)), reading


@pytest.mark.parametrize(("question", "budget"), [
    ("driving from the stop sign to the little hut in Eastbrook - distance + minutes pls", None),
    ("I've got 20 minutes. walk from Mill Lane to Kornhaus, doable?", 1200.0),
])
def test_trips_said_with_what_is_asked_last(question, budget):
    reading = read(question)
    assert reading.metric == "distance" and len(reading.anchors) == 2 and reading.time_budget_s == budget, reading


def test_a_cabin_is_as_often_mapped_a_hut():
    from georeact.reading.features import lookup

    matched, filters = lookup("cabin")
    assert {(f.column, f.value) for f in filters} == {("building", "cabin"), ("building", "hut")}
    # a hut stays a hut: a shed, or the mountain and wilderness huts walkers sleep in
    assert {(f.column, f.value) for f in lookup("hut")[1]} == {("building", "hut"), ("tourism", "alpine_hut"),
                                                               ("tourism", "wilderness_hut")}


def test_a_place_said_first_and_pointed_back_at_is_the_place_asked_about():
    # 'that church' is the place said first, not a church somewhere in a town of that name
    reading = read("Kornhaus - which denomination is that church")
    assert (reading.shape, reading.anchors, reading.region) == ("attribute", ["Kornhaus"], None), reading


@pytest.mark.parametrize("question", [
    "walk from the road that's under construction to the median in Eastbrook - 35 minutes enough?",
    "how long does it take to walk from the road under construction to the median in Eastbrook?",
])
def test_a_kind_whose_words_run_on_and_one_said_with_its_state(question):
    reading = read(question)
    assert (reading.metric, reading.anchors) == ("distance", ["the road under construction", "the median"]), reading
    assert reading.complete


def test_a_median_strip_is_a_kind_people_point_at():
    from georeact.reading.features import lookup
    from georeact.reading.pointed_at import is_pointed_at

    assert {(f.column, f.value) for f in lookup("median strip")[1]} == {("landuse", "median")}
    assert is_pointed_at({"landuse": "median"})   # loaded named or not (db/styles/gsqa.lua, its twin)
