"""Kinds said as a place and what it is for without 'where' ('spots you can park', 'spots to leave a vehicle',
'picnic places'), two kinds counted within a radius said in words ('within three kilometres') or after the place
('near X (within 2 km)'), a comparison asked from where the asker stands ('standing at C, is A or B nearer? how
big is the difference?'), 'which church building is bigger on the ground', a claim checked with 'difference in m2?'
after it, and a kind said with its head first counted in the answer ('2 spots where you can park')."""

from __future__ import annotations

import pytest

from georeact.agent.sentences import _counted
from georeact.reading.compose import read
from georeact.reading.features import lookup


@pytest.mark.parametrize("phrase, tags", [
    ("picnic places", ["pois tourism=picnic_site"]),
    ("somewhere to have a picnic", ["pois tourism=picnic_site"]),
    ("spots to leave a vehicle", ["pois amenity=parking"]),
    ("places you can park", ["pois amenity=parking"]),
    ("places you can eat", ["pois amenity=restaurant", "pois amenity=fast_food", "pois amenity=cafe",
                            "pois amenity=food_court"]),
])
def test_a_place_said_by_what_it_is_for(phrase, tags):
    found = lookup(phrase)
    assert found is not None and [flt.label() for flt in found[1]] == tags


def test_picnic_tables_stay_tables():
    found = lookup("picnic tables")
    assert found is not None and [flt.label() for flt in found[1]] == ["pois leisure=picnic_table"]


@pytest.mark.parametrize("question, radius, kinds", [
    ("how many hotels and guesthouses are within three kilometres of Eastbrook?", 3000.0, ["hotels", "guesthouses"]),
    ("how many cafes and bars are within a kilometre of Eastbrook?", 1000.0, ["cafes", "bars"]),
    ("Near Eastbrook (within 2 km), add up the vantage points and the places you can park - total and each?",
     2000.0, ["vantage points", "places you can park"]),
])
def test_two_kinds_counted_within_a_radius_said_in_words_or_after_the_place(question, radius, kinds):
    reading = read(question)
    assert reading.operation == "sum", reading
    assert [operand.feature for operand in reading.operands] == kinds
    assert all(operand.radius_m == radius and operand.anchors == ["Eastbrook"] for operand in reading.operands)


def test_nearer_of_two_asked_from_where_the_asker_stands_with_the_difference_said_how_big():
    reading = read("standing at Kornhaus Westbrook, is the Old Mill or Eastbrook Church nearer? how big is the "
                   "difference?")
    assert (reading.anchors, reading.candidates, reading.compare) == (
        ["Kornhaus Westbrook"], ["the Old Mill", "Eastbrook Church"], "nearer"), reading


@pytest.mark.parametrize("question, operation", [
    ("Eastbrook Church or Westbrook Chapel: which church building is bigger on the ground, and by how many square "
     "metres?", "difference"),
    ("I think Eastbrook Church takes up more ground than Westbrook Chapel, am I right? difference in m2?", "more"),
])
def test_footprints_compared(question, operation):
    reading = read(question)
    assert reading.operation == operation, reading
    assert [operand.metric for operand in reading.operands] == ["area", "area"]
    assert [operand.anchors for operand in reading.operands] == [["Eastbrook Church"], ["Westbrook Chapel"]]


@pytest.mark.parametrize("kind, count, said", [
    ("spots where you can park", 2, "spots where you can park"),
    ("spots where you can park", 1, "spot where you can park"),
    ("places to eat", 1, "place to eat"),
    ("cafes", 1, "cafe"),
])
def test_a_kind_said_head_first_agrees_with_its_count_by_the_head(kind, count, said):
    assert _counted(kind, count) == said


@pytest.mark.parametrize("question, attribute, anchor", [
    ("Is camping at Kornhaus Westbrook free?", "fee", "Kornhaus Westbrook"),
    ("is Kornhaus Westbrook free?", "fee", "Kornhaus Westbrook"),
    ("is parking at Eastbrook Station free", "fee", "Eastbrook Station"),
    ("Can I call Kornhaus Westbrook? what's the number", "phone", "Kornhaus Westbrook"),
    ("Kornhaus Westbrook hours?", "opening_hours", "Kornhaus Westbrook"),
])
def test_attributes_said_short(question, attribute, anchor):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == (attribute, [anchor]), reading


def test_a_chain_of_places_after_its_measure_starts_at_the_first_place():
    reading = read("straight-line distance Eastbrook -> Westbrook -> Old Mill, total?")
    assert reading.operation == "sum", reading
    assert [operand.anchors for operand in reading.operands] == [["Eastbrook", "Westbrook"], ["Westbrook", "Old Mill"]]


@pytest.mark.parametrize("question", [
    "round trip from Eastbrook to Westbrook by car, total km?",
    "Eastbrook to Westbrook and back by car - how far?",
    "Eastbrook to Westbrook, there and back, by car: how many km?",
    "drive from Eastbrook to Westbrook and back to Eastbrook, how far",
])
def test_a_trip_there_and_back_is_both_legs(question):
    reading = read(question)
    assert reading.operation == "sum", reading
    assert [(operand.anchors, operand.travel_mode) for operand in reading.operands] == [
        (["Eastbrook", "Westbrook"], "drive"), (["Westbrook", "Eastbrook"], "drive")]


@pytest.mark.parametrize("question, having, equals", [
    ("how many camp sites within 10 km of Eastbrook charge a fee?", "fee", None),
    ("how many of the camp sites within 20 km of Eastbrook are free?", "fee", "no"),
    ("how many toilets within 2 km of Eastbrook are free to use?", "fee", "no"),
])
def test_places_counted_by_their_fee(question, having, equals):
    aggregate = read(question).aggregate
    assert aggregate is not None and (aggregate.having, aggregate.equals, aggregate.anchor) == (having, equals, "Eastbrook")


def test_the_most_common_kind_of_any_place():
    aggregate = read("what's the most common kind of place within 3 km of Eastbrook?").aggregate
    assert aggregate is not None and (aggregate.feature, aggregate.group_by) == ("place", "kind")


@pytest.mark.parametrize("question, operation, metric, factor", [
    ("Is Mill Lane more than twice as long as Elm Street?", "times", "length", 2.0),
    ("is Eastbrook Park three times as big as Westbrook Park?", "times", "area", 3.0),
    ("How many kilometres longer is Mill Lane compared to Elm Street?", "difference", "length", None),
    ("Mill Lane vs Elm Street - difference in length in km?", "difference", "length", None),
    ("what's the total footprint of Eastbrook Church and Westbrook Chapel?", "sum", "area", None),
    ("combined floor area of Eastbrook Church and Westbrook Chapel?", "sum", "area", None),
])
def test_two_measures_worked_in_more_wordings(question, operation, metric, factor):
    reading = read(question)
    assert (reading.operation, reading.factor) == (operation, factor), reading
    assert [operand.metric for operand in reading.operands] == [metric, metric]


@pytest.mark.parametrize("question", [
    "what's the shortest route visiting Eastbrook Church, Old Mill and Westbrook Park starting at Kornhaus?",
    "shortest tour from Kornhaus through Eastbrook Church, Old Mill and Westbrook Park",
    "best order to visit Eastbrook Church, Old Mill and Westbrook Park, setting off from Kornhaus?",
])
def test_a_tour_s_start_said_after_its_stops_or_before_through(question):
    reading = read(question)
    assert reading.stops == ["Kornhaus", "Eastbrook Church", "Old Mill", "Westbrook Park"], reading


@pytest.mark.parametrize("question, feature", [
    ("how many buildings within 500 m of Eastbrook are bigger than 100 m²?", "buildings"),
    ("Which days is Kornhaus Westbrook open?", None),
])
def test_buildings_thresholds_and_days_asked(question, feature):
    reading = read(question)
    if feature:
        assert reading.aggregate is not None and (reading.aggregate.feature, reading.aggregate.above) == (feature, 100.0)
    else:
        assert (reading.attribute, reading.open_at) == ("opening_hours", "Which days"), reading


def test_one_place_farther_from_one_than_from_another():
    reading = read("how much farther is Eastbrook from Westbrook than from Old Mill?")
    assert reading.operation == "difference", reading
    assert [operand.anchors for operand in reading.operands] == [["Eastbrook", "Westbrook"], ["Eastbrook", "Old Mill"]]


@pytest.mark.parametrize("question, feature, group_by", [
    ("what's the most common cuisine in Eastbrook?", "eating places", "cuisine"),
    ("which denomination is most common within 20 km of Eastbrook?", "places of worship", "denomination"),
])
def test_a_most_common_value_asked_with_no_kind_is_of_the_places_it_is_said_of(question, feature, group_by):
    aggregate = read(question).aggregate
    assert aggregate is not None and (aggregate.feature, aggregate.group_by) == (feature, group_by)


@pytest.mark.parametrize("question", [
    "Add the distances Eastbrook–Westbrook and Westbrook–Old Mill",
    "sum of the distances Eastbrook - Westbrook and Westbrook - Old Mill?",
])
def test_two_distances_said_with_dashes_added(question):
    reading = read(question)
    assert reading.operation == "sum", reading
    assert [operand.anchors for operand in reading.operands] == [["Eastbrook", "Westbrook"], ["Westbrook", "Old Mill"]]


@pytest.mark.parametrize("question, open_at", [
    ("what time can I get into Kornhaus Westbrook on saturday morning?", "saturday"),
    ("is Kornhaus Westbrook open on sunday afternoon?", "sunday afternoon"),   # whether: the moment
    ("what time does Kornhaus Westbrook open on an August Thursday?", "August Thursday"),   # a time of year stays
])
def test_a_time_asked_of_a_part_of_a_day_is_the_day_s_hours(question, open_at):
    reading = read(question)
    assert (reading.attribute, reading.open_at) == ("opening_hours", open_at), reading


@pytest.mark.parametrize("question, words", [
    ("does Hotel Eastbrook have a restaurant?", "restaurant"),
    ("Does Camping Westbrook have a laundry?", "laundry"),
    ("does Westbrook Guesthouse have a kitchen?", "kitchen"),
])
def test_a_facility_of_one_place_is_its_tag(question, words):
    reading = read(question)
    assert (reading.attribute, reading.asked_tag) == ("tag", words), reading


def test_a_kind_a_town_has_stays_the_town_s_places():
    reading = read("does Eastbrook have a bakery?")
    assert (reading.feature, reading.region) == ("bakery", "Eastbrook"), reading


def test_a_facility_s_yes_or_no_tag_answers_the_question():
    from georeact.agent.sentences import _attributes
    observation = {"place": {"name": "Hotel Eastbrook"}, "attributes": [{"attribute": "restaurant", "value": "no"}]}
    assert _attributes(observation, read("does Hotel Eastbrook have a restaurant?")) == \
        "No: Hotel Eastbrook has no restaurant."


@pytest.mark.parametrize("question", ["how many guests can sleep at Westbrook Guesthouse",
                                      "how many people can stay at Westbrook Guesthouse?"])
def test_how_many_can_sleep_is_the_beds(question):
    assert read(question).attribute == "beds"


@pytest.mark.parametrize("question, scopes", [
    ("Are there more car parks within 5 km of Eastbrook than within 5 km of Westbrook?",
     [(["Eastbrook"], None, 5000.0), (["Westbrook"], None, 5000.0)]),
    ("are there more cafes in Eastbrook than in Westbrook?", [([], "Eastbrook", None), ([], "Westbrook", None)]),
])
def test_more_of_a_kind_in_one_place_than_in_another(question, scopes):
    reading = read(question)
    assert reading.operation == "more", reading
    assert [(o.anchors, o.region, o.radius_m) for o in reading.operands] == scopes
    assert all(o.metric == "count" and o.feature for o in reading.operands)


def test_how_many_and_how_many_of_them_have_it_is_the_having_count():
    aggregate = read("how many hotels are there within 20 km of Eastbrook and how many of them have a website?").aggregate
    assert aggregate is not None and (aggregate.feature, aggregate.having, aggregate.anchor) == ("hotels", "website",
                                                                                                 "Eastbrook")


def test_the_reader_s_own_words_hold_no_country():
    # (a one-word name spelt like a word of the reader's tables is read as the word: no table may hold a place's name)
    from georeact.reading.names import reader_words
    assert not {"iceland", "england", "germany"} & reader_words()
