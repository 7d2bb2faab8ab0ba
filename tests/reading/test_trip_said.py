"""A trip between two places said in any sentence is read as the plain question it asks (reading/trip_said.py):
the distance and time along the way of travel, or whether it fits the time said."""

from __future__ import annotations

import pytest

from georeact.reading import read


@pytest.mark.parametrize(("question", "anchors", "mode", "budget"), [
    ("I'm driving Kornhaus to the Old Mill later; roughly how many metres of road and how many minutes behind the "
     "wheel?", ["Kornhaus", "Old Mill"], "drive", None),
    ("Harbour Grill -> City Fire Museum by bike. Metres and a time estimate, thx", ["Harbour Grill", "City Fire Museum"],
     "bike", None),
    ("on foot, Rosa's Bakery to the Old Town Hall comes to how many metres?", ["Rosa's Bakery", "Old Town Hall"], "walk",
     None),
    ("I'm cycling from the Kornhaus to the Old Mill and want two numbers: (1) metres, (2) minutes in the saddle.",
     ["Kornhaus", "Old Mill"], "bike", None),
    ("Can I do Harbour Grill to Kornhaus on foot in ten minutes or less?", ["Harbour Grill", "Kornhaus"], "walk", 600),
    ("Is Kornhaus to Martha Lind's stolperstein walkable in under half an hour?",
     ["Kornhaus", "Martha Lind's stolperstein"], "walk", 1800),
    # the two ends said apart: a start ('coming from'), an end by what happens there ('meeting friends at')
    ("Meeting friends at the Kornhaus and I'm coming from Rosa's Bakery on foot. Can I make it in 20 minutes?",
     ["Rosa's Bakery", "Kornhaus"], "walk", 1200),
    ("I'm setting off from the Old Mill on my bike to get to Harbour Grill - how far is that?",
     ["Old Mill", "Harbour Grill"], "bike", None),
])
def test_a_trip_said_any_way_is_a_distance_along_its_way_of_travel(question, anchors, mode, budget):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode, reading.time_budget_s) == \
        ("distance", anchors, mode, budget) and reading.complete


@pytest.mark.parametrize("question", [
    "how far is it from Kornhaus to the Old Mill?",   # no way of travel: a straight line, read as it was
    "by bike from Kornhaus to the Old Mill, the Town Hall and Rosa's Bakery, in which order is it shortest?",   # a tour
])
def test_no_trip_is_made_of_what_says_none(question):
    reading = read(question)
    assert reading.travel_mode is None or reading.shape == "route"


def test_a_trip_that_asks_something_else_besides_is_no_plain_trip():
    # the ground's rise between two places, or a halfway point, is no distance along the way: never answered as one
    from georeact.reading.trip_said import trip_said

    assert trip_said("I cycle from the Old Mill to the Town Hall. By how many metres does the ground rise between "
                     "them, going by their elevations on the map?") is None
    assert trip_said("walking from the Old Mill to the Town Hall, how far is the halfway point?") is None
    assert trip_said("Old Mill to Town Hall on foot. How far?") == "How long does it take to walk from Old Mill to Town Hall?"


@pytest.mark.parametrize(("question", "anchors", "region", "mode", "budget"), [
    # a kind of place said in small letters is the one of its kind in the town said anywhere in the question
    ("Cycling route from the bandstand in Eastbrook to the water tower, how many metres?",
     ["the bandstand", "the water tower"], "Eastbrook", "bike", None),
    ("by car, the fire station in Eastbrook to the Old Mill: how long?",
     ["the fire station", "Old Mill"], "Eastbrook", "drive", None),
    ("Would half an hour be enough to walk from the lighthouse to the windmill in the Eastbrook data?",
     ["the lighthouse", "the windmill"], "Eastbrook data", "walk", 1800),
    ("bike ride, the windmill to the lighthouse (eastbrook data) - metres?",   # the town as an aside
     ["the windmill", "the lighthouse"], "Eastbrook data", "bike", None),
])
def test_a_trip_between_kinds_of_place_is_read_in_the_town_said(question, anchors, region, mode, budget):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.region, reading.travel_mode, reading.time_budget_s) == \
        ("distance", anchors, region, mode, budget) and reading.complete


def test_a_kind_said_in_the_plural_is_the_nearest_of_them_and_a_bare_kind_the_one_in_town():
    reading = read("walking, windmill to picnic tables in Eastbrook - how far?")
    assert (reading.metric, reading.anchors, reading.feature, reading.region, reading.travel_mode) == \
        ("distance", ["the windmill"], "picnic tables", "Eastbrook", "walk") and reading.complete


def test_small_words_that_are_no_kind_of_place_make_no_trip():
    from georeact.reading.deterministic import _known_feature
    from georeact.reading.trip_said import trip_said

    assert trip_said("walking from home to work in Eastbrook, how long?", _known_feature) is None
    assert trip_said("Cycling route from the bandstand to the water tower, how many metres?") is None   # no kinds known


def test_a_trip_said_between_two_places_is_the_same_trip():
    reading = read("what's the car distance between the lighthouse and the windmill in Eastbrook, and roughly how many "
                   "minutes?")
    assert (reading.metric, reading.anchors, reading.region, reading.travel_mode) == \
        ("distance", ["the lighthouse", "the windmill"], "Eastbrook", "drive") and reading.complete


def test_a_town_said_last_after_a_comma_is_the_trips_scope():
    reading = read("driving distance from the lighthouse to the windmill, eastbrook")
    assert (reading.anchors, reading.region, reading.travel_mode) == \
        (["the lighthouse", "the windmill"], "Eastbrook", "drive") and reading.complete
    # an everyday word said last is no town: 'how far' asks, it scopes nothing
    assert read("walking from the lighthouse to the windmill, how far").region is None
