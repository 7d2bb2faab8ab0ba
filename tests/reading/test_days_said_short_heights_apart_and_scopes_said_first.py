"""Wordings a rewording set found the reader missing: a weekday said short ('tues', 'thurs', 'on sat'), 'closed by
6:30pm', 'still catch X', 'open on any days in July'; a difference of heights said 'how many metres separate A and
B in elevation', 'A and B, how many metres apart in height', 'compared to B, how many more metres up is A', 'by how
much does A top B', 'height of A minus height of B'; legs said with arrows ('total km by car for A -> B -> C', 'the
drive A - B'); a scope said first or as a radius ('in a 6 km radius of X', 'X hut - lowest peak in an 8 km radius',
'around X, which peak within 6 km is the highest'); 'do any peaks top 900 m, and if so how many'; from val92's
failures: 'X - how many metres above sea level', 'X ele?', 'X the grocery', 'can I still get to X at ...', 'of the K
within R of X how many ...' with no comma, 'historic remains', 'any K above N m ...? how many', 'starting at X is A or
B closer'. Places are made-up names."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read


@pytest.mark.parametrize("question, anchor, open_at", [
    ("heading to the Kornhaus tues at 10 in the morning, will they be open", "Kornhaus", "Tuesday at 10 in the morning"),
    ("is Kornhaus open weds", "Kornhaus", "Wednesday"),
    ("Kornhaus open on sun?", "Kornhaus", "Sunday"),
    ("can i still catch Kornhaus at 2 in the afternoon on thurs", "Kornhaus", "2 in the afternoon on Thursday"),
    ("is Kornhaus already closed by 6:30pm on a monday in july?", "Kornhaus", "6:30pm on a monday in july"),
])
def test_days_said_short_and_ways_of_asking_whether_open(question, anchor, open_at):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.open_at) == ("opening_hours", [anchor], open_at), reading


def test_the_sun_is_no_sunday():
    assert read("is the sun out at Kornhaus").open_at is None


@pytest.mark.parametrize("question", [
    "how many metres separate Eastfell and Westfell in elevation",
    "Eastfell and Westfell, how many metres apart in elevation?",
    "compared to Westfell, how many more metres up is Eastfell?",
    "by how much (if at all) does Eastfell top Westfell",
    "height of Eastfell minus height of Westfell, in metres?",
    "elevation of Eastfell minus elevation of Westfell?",
])
def test_a_difference_of_heights_said_many_ways(question):
    reading = read(question)
    assert reading.operation == "difference", reading
    assert [o.anchors for o in reading.operands] == [["Eastfell"], ["Westfell"]], reading
    assert {o.attribute for o in reading.operands} <= {"height", "elevation"}, reading


@pytest.mark.parametrize("question, mode", [
    ("total km by car for Eastfell -> Westfell -> Kornhaus?", "drive"),
    ("straight-line total for Eastfell hut -> Westfell -> Kornhaus hut?", None),
    ("total straight-line distance: Eastfell to Westfell plus Westfell to Kornhaus?", None),
])
def test_legs_said_with_arrows_are_summed(question, mode):
    reading = read(question)
    assert reading.operation == "sum" and len(reading.operands) == 2, reading
    assert {o.travel_mode for o in reading.operands} == {mode}, reading


def test_a_drive_said_with_a_dash_is_from_one_place_to_the_other():
    reading = read("how far is the drive Eastfell - Westfell")
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ["Eastfell", "Westfell"], "drive"), \
        reading


@pytest.mark.parametrize("question, lowest, anchor, radius", [
    ("which peak is the highest in a 6 km radius of Eastfell", None, "Eastfell", 6000.0),
    ("around Eastfell, which peak within 6 km is the highest, and how high is it", None, "Eastfell", 6000.0),
    ("top peak in a 4 km radius of Eastfell (not counting Eastfell)?", None, "Eastfell", 4000.0),
    ("within 8 km of the Eastfell hut, which peak is the lowest?", True, "Eastfell hut", 8000.0),
    ("Eastfell hut - least high peak in an 8 km radius?", True, "Eastfell hut", 8000.0),
])
def test_the_highest_of_a_kind_in_a_scope_said_first_or_as_a_radius(question, lowest, anchor, radius):
    aggregate = read(question).aggregate
    assert aggregate is not None and aggregate.top_by == "height" and aggregate.lowest == lowest, aggregate
    assert (aggregate.anchor, aggregate.radius_m) == (anchor, radius), aggregate


@pytest.mark.parametrize("question, figure", [
    ("within 6 km of Eastfell, do any peaks top 900 m, and if so how many", 900.0),
    ("within 5 km of Eastfell, are there any peaks over 1550 m, and how many", 1550.0),
])
def test_whether_any_is_over_a_figure_and_how_many(question, figure):
    reading = read(question)
    assert reading.none_ok and reading.aggregate.more_than == figure, reading
    assert (reading.aggregate.anchor, reading.aggregate.radius_m) == ("Eastfell", {900.0: 6000.0, 1550.0: 5000.0}[figure])


@pytest.mark.parametrize("question, attribute, anchor", [
    ("eastfell - how many metres above sea level?", "elevation", "eastfell"),
    ("Eastfell ele?", "elevation", "Eastfell"),
    ("website of Kornhaus the grocery?", "website", "Kornhaus the grocery"),
])
def test_an_elevation_said_short_and_a_kind_said_after_the_name(question, attribute, anchor):
    reading = read(question)
    assert (reading.attribute, [a.casefold() for a in reading.anchors]) == (attribute, [anchor.casefold()]), reading


def test_still_getting_somewhere_at_a_time_asks_whether_it_is_open():
    reading = read("can i still get to the Kornhaus grocery at half eleven pm on a wednesday")
    assert reading.attribute == "opening_hours" and reading.open_at == "half eleven pm on a wednesday", reading


@pytest.mark.parametrize("question", [
    "of the peaks within 6 km of Eastfell how many are unnamed",
    "number of historic remains within 8 km of Eastfell",
    "any peaks above 450 m within 8 km of Eastfell? how many",
])
def test_counts_of_a_scope_said_first_remains_and_figures_above(question):
    reading = read(question)
    assert reading.anchors == ["Eastfell"] and reading.radius_m in (6000.0, 8000.0) and reading.complete, reading


def test_a_start_said_before_two_places_compared():
    reading = read("starting at Kornhaus is Eastfell or Westfell closer by car")
    assert [o.anchors for o in reading.operands] == [["Kornhaus", "Eastfell"], ["Kornhaus", "Westfell"]], reading


@pytest.mark.parametrize("question, feature, modifier, anchor", [
    ("Where's the nearest craft shop situated from Kornhaus, Eastbrook?", "shop", "craft", "Kornhaus, Eastbrook"),
    ("Where's the nearest museum situated from Kornhaus?", "museum", None, "Kornhaus"),
    ("What is the location of the German restaurant nearest to Kornhaus, Eastbrook?", "restaurant", "German",
     "Kornhaus, Eastbrook"),
])
def test_where_the_nearest_of_a_kind_is_asks_for_it_not_where_the_place_is(question, feature, modifier, anchor):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.modifier, reading.anchors) == \
        ("nearest", feature, modifier, [anchor]), reading


def test_where_a_place_is_located_asks_its_region():
    reading = read("where is Kornhaus located?")
    assert (reading.attribute, reading.anchors) == ("region", ["Kornhaus"]), reading
