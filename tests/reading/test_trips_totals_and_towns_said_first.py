"""Trips and totals said loosely: a road trip through three towns with its total ('drive A to B and then B on to C,
how many km in total?': each leg a route), a straight chain with 'and then on to', a count held against a number
over a radius with a decimal ('within 1.5 km'), a town's two counts said as a claim ('T has more A than B ones'), a
footprint comparison with 'how many m2 each', 'how do I get there on foot' (the way there, walked), and a town said
first with no comma ('in T how much farther ...')."""

from __future__ import annotations

from georeact.reading.compose import read
from georeact.reading.legs import legs


def test_a_road_trip_through_three_towns_is_a_route_for_each_leg():
    assert legs("If I drive Eastbrook to Westbrook and then Westbrook on to Northbrook, how many km is that in total?") == \
        ["how far is it by car from Eastbrook to Westbrook?", "how far is it by car from Westbrook to Northbrook?"]
    reading = read("If I drive Eastbrook to Westbrook and then Westbrook on to Northbrook, how many km is that in total?")
    assert reading.operation == "sum" and [o.travel_mode for o in reading.operands] == ["drive", "drive"]


def test_a_straight_chain_said_with_and_then_on_to_adds_its_legs():
    reading = read("Eastbrook: as the crow flies from Kornhaus to Old Mill and then on to the Mill Lane, what does that "
                   "add up to?")
    assert reading.operation == "sum" and [o.anchors for o in reading.operands] == \
        [["Kornhaus", "Old Mill"], ["Old Mill", "Mill Lane"]]
    assert all(o.travel_mode is None for o in reading.operands)


def test_a_count_held_against_a_number_within_a_decimal_radius():
    reading = read("are there more than 2 hotels within 1.5 km of Kornhaus in Eastbrook?")
    assert (reading.feature, reading.radius_m, reading.count_than) == ("hotels", 1500.0, ("more", 2.0))


def test_a_towns_two_counts_said_as_a_claim():
    reading = read("Eastbrook has more soccer pitches than basketball ones, right? how many of each")
    assert reading.operation == "more"
    assert [(o.feature, o.modifier, o.region) for o in reading.operands] == \
        [("pitches", "soccer", "Eastbrook"), ("pitches", "basketball", "Eastbrook")]


def test_covering_more_ground_with_the_area_of_each_asked():
    reading = read("In Eastbrook, does Kornhaus cover more ground than Old Mill? how many m2 each")
    assert reading.operation == "more" and [o.metric for o in reading.operands] == ["area", "area"]


def test_how_to_get_there_on_foot_is_the_walk_there():
    reading = read("what's the closest cinema to Eastbrook and how do I get there on foot")
    assert (reading.metric, reading.feature) == ("nearest", "cinema")
    assert (reading.then.metric, reading.then.travel_mode) == ("distance", "walk")
    assert read("how do I get from Kornhaus to the Old Mill").metric == "azimuth"   # no way of travelling: which way


def test_a_town_said_first_with_no_comma():
    reading = read("in Eastbrook how much farther from Kornhaus is Old Mill than Mill Lane?")
    assert reading.operation == "difference" and all("Eastbrook" in o.question for o in reading.operands)


def test_opening_times_of_two_places_are_compared_on_the_day_said():
    earlier = read("how much earlier does Kornhaus open than Old Mill on a sunday? both in Eastbrook")
    assert earlier.operation == "difference"
    assert [(o.attribute, o.open_at, o.anchors) for o in earlier.operands] == \
        [("opening_hours", "sunday", ["Kornhaus in Eastbrook"]), ("opening_hours", "sunday", ["Old Mill in Eastbrook"])]
    longer = read("Eastbrook: Kornhaus vs Old Mill, how many more hours a day is Kornhaus open on a Monday")
    assert longer.operation == "difference" and [o.question for o in longer.operands] == \
        ["how long is Kornhaus in Eastbrook open on a Monday?", "how long is Old Mill in Eastbrook open on a Monday?"]
    later = read("Which closes later on a Friday night, Kornhaus or Old Mill?")
    assert later.operation == "difference" and all("close on a Friday" in o.question for o in later.operands)
    claim = read("I think Kornhaus opens earlier than Old Mill on Saturdays - right? what time does each one open?")
    assert claim.operation == "more" and [o.anchors for o in claim.operands] == [["Old Mill"], ["Kornhaus"]]


def test_a_difference_of_two_trips_by_road_from_one_place():
    for question in ("By road, how much further is Westbrook from Eastbrook than Northbrook is from Eastbrook? I need "
                     "both driving distances too",
                     "driving from Eastbrook: how much further is Westbrook than Northbrook? both distances too"):
        reading = read(question)
        assert reading.operation == "difference" and [(o.anchors, o.travel_mode) for o in reading.operands] == \
            [(["Eastbrook", "Westbrook"], "drive"), (["Eastbrook", "Northbrook"], "drive")]
    longer = read("which is the longer drive, Eastbrook to Westbrook or Northbrook to Southbrook? by how many km?")
    assert longer.operation == "difference" and [(o.anchors, o.travel_mode) for o in longer.operands] == \
        [(["Eastbrook", "Westbrook"], "drive"), (["Northbrook", "Southbrook"], "drive")]


def test_to_me_is_where_the_asker_sits_and_a_walk_in_a_town_said_first():
    reading = read("sitting in Kornhaus in Eastbrook - is Old Mill or Mill Lane closer to me, and how much closer?")
    assert (reading.anchors, reading.candidates) == (["Kornhaus in Eastbrook"], ["Old Mill", "Mill Lane"])
    walk = read("In Eastbrook, is Old Mill a 5 minute walk from Kornhaus?")
    assert (walk.metric, walk.travel_mode, walk.time_budget_s) == ("distance", "walk", 300.0)
    assert sorted(walk.anchors) == ["Kornhaus in Eastbrook", "Old Mill"]


def test_how_many_hours_after_one_place_another_closes_and_a_chain_with_its_way_said_last():
    after = read("On a monday, how many hours after the Kornhaus does Old Mill close? both in Eastbrook")
    assert after.operation == "difference" and all("close on a monday" in o.question for o in after.operands)
    assert legs("eastbrook -> westbrook -> northbrook by car, total km for both legs?") == \
        ["how far is it by car from eastbrook to westbrook?", "how far is it by car from westbrook to northbrook?"]


def test_how_many_more_rooms_the_bigger_of_two_has():
    reading = read("Kornhaus Hotel vs Old Mill Hostel - how many more rooms does the bigger one have?")
    assert reading.operation == "difference"
    assert [(o.attribute, o.anchors) for o in reading.operands] == \
        [("rooms", ["Kornhaus Hotel"]), ("rooms", ["Old Mill Hostel"])]


def test_the_longer_trip_from_where_one_drives_and_a_road_distance_with_an_arrow():
    reading = read("Driving from Eastbrook, is Westbrook or Northbrook the longer trip? Give me both distances.")
    assert (reading.anchors, reading.candidates, reading.compare, reading.travel_mode) == \
        (["Eastbrook"], ["Westbrook", "Northbrook"], "farther", "drive")
    road = read("Road distance Eastbrook -> Westbrook?")
    assert (road.metric, road.anchors, road.travel_mode) == ("distance", ["Eastbrook", "Westbrook"], "drive")


def test_hours_open_in_a_day_and_which_opens_earlier_in_the_morning():
    single = read("How many hours a day is the Old Mill open on a Monday?")
    assert (single.attribute, single.anchors, single.open_at) == ("opening_hours", ["Old Mill"], "Monday")
    earlier = read("Which opens earlier in the morning, the Old Mill or Kornhaus? And at what times?")
    assert earlier.operation == "difference" and [o.question for o in earlier.operands] == \
        ["what time does Old Mill open today?", "what time does Kornhaus open today?"]


def test_a_claim_that_one_building_is_bigger_and_a_chain_with_its_way_said_mid_way():
    claim = read("I think the Kornhaus building is bigger than Old Mill. True? What's the difference in floor area?")
    assert claim.operation == "more" and [o.metric for o in claim.operands] == ["area", "area"]
    assert legs("Eastbrook to Westbrook by car and then on to Northbrook: total kilometres, and each leg?") == \
        ["how far is it by car from Eastbrook to Westbrook?", "how far is it by car from Westbrook to Northbrook?"]
    went = read("Straight-line distance if I go from Kornhaus to Old Mill and then to Mill Lane - total?")
    assert went.operation == "sum" and went.operands[0].anchors == ["Kornhaus", "Old Mill"]


def test_going_by_the_places_with_opening_hours_is_what_a_count_at_a_moment_reads():
    reading = read("Is anything open at 8am on a Wednesday in the Eastbrook data? going by the places with opening hours "
                   "- and how many")
    assert (reading.metric, reading.anchors, reading.open_at) == ("count", [], "8am on a Wednesday")
