"""What most places of a kind are for, a place's age in years, whether a road is public, a chatty sentence before
the question, 'is anything in X open', and a trip's town said before its places: each read as the plain question it
asks (the fictional towns Old Mill and Eastbrook, and the shipped Vaduz)."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.features import lookup
from georeact.reading.trip_said import trip_said


@pytest.mark.parametrize("question", [
    "which sport are most of the pitches in Eastbrook marked for?",
    "In Eastbrook, which sport are most of the pitches marked for?",
    "what sport are most pitches for in Eastbrook?",
    "what is the most common sport of the pitches in Eastbrook?",
])
def test_what_most_places_of_a_kind_are_for_is_their_most_common_value(question):
    reading = read(question)
    assert reading.aggregate is not None and (reading.aggregate.group_by, reading.aggregate.region) == (
        "sport", "Eastbrook"), reading
    assert reading.complete, reading


def test_a_sports_centre_asked_for_is_no_sport():
    assert read("which sports centre is nearest to Eastbrook station?").feature == "sports centre"


@pytest.mark.parametrize("question", ["How many years old is the Old Mill Chapel?", "how old is the Old Mill Chapel?"])
def test_a_places_age_in_years_is_its_start_date(question):
    reading = read(question)
    assert (reading.attribute, [a.removeprefix("the ") for a in reading.anchors]) == ("start_date", ["Old Mill Chapel"]), \
        reading


@pytest.mark.parametrize("question", ["Mill Lane - public road or private?", "Is Mill Lane public or private?"])
def test_public_or_private_asks_a_roads_access(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors[0].removesuffix(" in Eastbrook")) == ("access", "Mill Lane"), reading


@pytest.mark.parametrize("question", [
    "need to wash my clothes - is there a laundromat open in Eastbrook on sunday evening?",
    "long week behind me. is there a laundromat open in Eastbrook on sunday evening?",
])
def test_a_scene_that_says_no_place_and_no_moment_is_chat_before_the_question(question):
    reading = read(question)
    assert (reading.feature, reading.region, reading.open_at) == ("laundromat", "Eastbrook", "sunday evening"), reading
    assert reading.complete, reading


def test_a_scene_before_a_moment_said_first_is_chat_too():
    reading = read("I'm an early riser - at 6 in the morning on a Wednesday, is anything in the Eastbrook data open?")
    assert (reading.feature, reading.region, reading.open_at) == ("places", "Eastbrook data",
                                                                  "6 in the morning on a Wednesday"), reading


def test_a_scene_that_names_a_kind_is_kept():
    # 'my wheelchair' is asked of the place: never dropped as chat
    assert read("I use a wheelchair - is the Old Mill Chapel accessible?").attribute == "wheelchair"


def test_anything_in_a_town_open_is_anything_open_there():
    reading = read("at 6 am on Wednesday, is anything in Eastbrook open?")
    assert (reading.metric, reading.feature, reading.region) == ("list", "places", "Eastbrook"), reading


@pytest.mark.parametrize(("question", "plain"), [
    ("Driving distance in Eastbrook from the water tower to the Old Mill?",
     "In Eastbrook, how long does it take to drive from the water tower to the Old Mill?"),
    ("walking time in Eastbrook between the Old Mill and the Kornhaus?",
     "In Eastbrook, how long does it take to walk from the Old Mill to the Kornhaus?"),
])
def test_a_trips_town_said_before_its_places_is_its_scope(question, plain):
    assert trip_said(question, lambda kind: lookup(kind) is not None) == plain


@pytest.mark.parametrize(("phrase", "tag"), [
    ("chain barrier", ("barrier", "chain")), ("chains", ("barrier", "chain")),
    ("motorway exit", ("highway", "motorway_junction")), ("highway exits", ("highway", "motorway_junction")),
    ("litter bins", ("amenity", "waste_basket")), ("rubbish bin", ("amenity", "waste_basket")),
])
def test_kinds_said_as_people_say_them_are_known(phrase, tag):
    _, filters = lookup(phrase)
    assert {(f.column, f.value) for f in filters} == {tag}, filters


def test_a_railroad_crossing_is_where_a_road_or_a_path_crosses_the_tracks():
    _, filters = lookup("railroad crossings")
    assert {(f.column, f.value) for f in filters} == {("railway", "level_crossing"), ("railway", "crossing")}


@pytest.mark.parametrize(("question", "anchor", "attribute"), [
    ("hey, the one cycleway in the Eastbrook data - is it one-way?", "the cycleway", "oneway"),
    ("What's the road surface like on Mill Lane?", "Mill Lane", "surface"),
    ("does Mill Lane have sidewalks?", "Mill Lane", "sidewalk"),
    ("I use a wheelchair. Is the car park in Eastbrook accessible for me?", "the car park", "wheelchair"),
])
def test_an_attribute_asked_loosely_is_the_attribute(question, anchor, attribute):
    reading = read(question)
    assert (reading.anchors, reading.attribute) == ([anchor], attribute), reading


def test_the_one_near_a_place_keeps_its_words():
    assert read("which is the one near Old Mill Chapel?").anchors == ["Old Mill Chapel"]


@pytest.mark.parametrize("modifier", ["open-air", "outdoor", "surface"])
def test_a_car_park_under_the_open_sky(modifier):
    from georeact.reading.vocabulary import match_modifier

    assert match_modifier(modifier, {"amenity": "parking"}) == [{"parking": "surface"}]


@pytest.mark.parametrize(("phrase", "tags"), [
    ("slip road", {("highway", "motorway_link"), ("highway", "trunk_link"), ("highway", "primary_link"),
                   ("highway", "secondary_link"), ("highway", "tertiary_link")}),
    ("emergency access road", {("service", "emergency_access"), ("service", "emergency")}),
])
def test_roads_people_name_by_what_they_are_for(phrase, tags):
    _, filters = lookup(phrase)
    assert {(f.column, f.value) for f in filters} == tags and {f.table for f in filters} == {"roads"}, filters


@pytest.mark.parametrize("question", [
    "What do most of the vending machines in the Eastbrook data sell?",
    "Of the pedestrian crossings in the Eastbrook data that say what type they are, which type is most common?",
])
def test_what_most_of_a_kind_sell_or_are_is_their_type(question):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.group_by == "kind", reading
    assert reading.aggregate.region == "Eastbrook data" and reading.complete, reading


@pytest.mark.parametrize("question", ["pls tell me if i'm allowed to park on Mill Lane",
                                      "can I park on Mill Lane?"])
def test_parking_on_a_street_is_its_street_parking(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == ("street_parking", ["Mill Lane"]), reading


@pytest.mark.parametrize(("question", "seconds"), [
    ("Is an hour and a half enough to walk from the Old Mill to the Kornhaus in Eastbrook?", 5400),
    ("can i walk from the Old Mill to the Kornhaus in two and a half hours?", 9000),
    ("can i walk from the Old Mill to the Kornhaus in half an hour?", 1800),
])
def test_a_time_and_a_half_is_half_a_unit_more(question, seconds):
    reading = read(question)
    assert (reading.metric, reading.time_budget_s) == ("distance", seconds), reading


def test_a_trips_end_said_with_a_word_before_its_kind_is_a_trip_end():
    plain = trip_said("Is an hour enough to walk from Eastbrook's water tower to the old railroad crossing?",
                      lambda kind: lookup(kind) is not None)
    assert plain == "Can I walk from Eastbrook's water tower to the old railroad crossing in an hour?", plain


def test_a_distance_whose_town_is_said_first_keeps_its_measure():
    reading = read("driving distance in Eastbrook from the water tower to the stairs with 37 steps, please")
    assert (reading.metric, reading.region, reading.travel_mode) == ("distance", "Eastbrook", "drive"), reading


@pytest.mark.parametrize("question", ["which stop does bus 12 run to in Eastbrook?",
                                      "Eastbrook data - which bus interchange does bus 12 run to?"])
def test_which_stop_a_line_runs_to_is_its_end(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == ("route_end", ["bus 12"]), reading


@pytest.mark.parametrize("question", [
    "Eastbrook: wednesday, quarter to three in the afternoon. how many pubs are open? (of the ones that list hours)",
    "How many of the pubs in Eastbrook are open on a Wednesday at 2.45 pm? Out of how many that list hours?",
    "how many pubs in Eastbrook are open on wednesday at 2.45 pm? give me the total with hours too pls",
])
def test_a_count_at_a_moment_asked_out_of_how_many_is_the_count(question):
    # (the count's answer says of how many that list hours: agent/sentences.py)
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region) == ("count", "pubs", "Eastbrook"), reading
    assert reading.open_at and reading.complete, reading


@pytest.mark.parametrize(("question", "anchor", "attribute"), [
    ("do i have to pay to park on Mill Lane in Eastbrook?", "Mill Lane in Eastbrook", "street_parking_fee"),
    ("On Mill Lane in Eastbrook, how do cars park - parallel to the curb, angled, or both?", "Mill Lane in Eastbrook",
     "street_parking"),
    ("Mill Lane - is that a public road or a private one?", "Mill Lane", "access"),
    ("there's a two-seater bench somewhere in the Eastbrook data - what's it made of?", "the two-seater bench",
     "material"),
])
def test_a_streets_parking_and_access_and_a_place_introduced_first(question, anchor, attribute):
    reading = read(question)
    assert (reading.anchors, reading.attribute) == ([anchor], attribute), reading


def test_a_kind_said_with_of_inside_it_is_counted_with_another():
    reading = read("Eastbrook: fountains + places of worship, what's the total? and each number")
    assert reading.operation == "sum" and [o.feature for o in reading.operands] == ["fountains", "places of worship"]


def test_a_trips_town_said_first_as_the_topic_is_its_scope():
    plain = trip_said("Eastbrook: bike distance from the Old Mill to the Kornhaus?", lambda kind: lookup(kind) is not None)
    assert plain == "In Eastbrook, how long does it take to cycle from the Old Mill to the Kornhaus?", plain


def test_a_bike_parking_for_so_many_bikes_is_the_one_with_that_many_spaces():
    reading = read("how far is it on foot from the Old Mill to the bike parking for 66 bikes in Eastbrook?")
    assert reading.anchors == ["Old Mill", "the bike parking with 66 spaces"], reading


@pytest.mark.parametrize("question", ["Are most of the public toilets in Eastbrook wheelchair accessible?",
                                      "do most restaurants in Eastbrook have a website?"])
def test_are_most_of_a_kind_so_is_those_that_are(question):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.having in ("wheelchair", "website"), reading
    assert reading.aggregate.region == "Eastbrook" and reading.complete, reading


@pytest.mark.parametrize("question", ["Am I allowed to drive into Mill Lane, Eastbrook?", "can I drive down Mill Lane?"])
def test_driving_into_a_street_asks_whether_it_allows_cars(question):
    reading = read(question)
    assert reading.attribute == "car_access" and reading.anchors[0].startswith("Mill Lane"), reading
