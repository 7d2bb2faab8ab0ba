"""Wordings read loosely: what one does at a place as its kind after its name ('Kornhaus camping: is there a fee?'),
'is camping free at X', a reading that leaves a name unread compiling no plan (never a list of every church for
'which church does X belong to'), plurals of kinds written with a capital, a month open every day, 'along the
roads/paths', 'any hour of the day', booking ahead, heights near a place said first, elevation differences, a moment
said in a scene before a named place, 'nearer from the guesthouse at X', and heights added up in metres. Places are
made-up names: the readers see only the words."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read
from georeact.reading.english import plural
from georeact.reading.plan import compile_plan


def test_a_named_camping_as_the_topic_is_asked_its_fee():
    reading = read("Kornhaus camping: is there a fee?")
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", "fee", ["Kornhaus camping"]), reading


def test_what_one_does_there_after_a_name_is_its_kind():
    from georeact.reading.compose import _name_with_its_kind
    assert _name_with_its_kind("Kornhaus camping") == "Kornhaus camping"
    assert _name_with_its_kind("Kornhaus booking") is None   # (no place is for booking)


@pytest.mark.parametrize("question, attribute", [("email address for camping at Kornhaus", "email"),
                                                 ("phone number for camping at Kornhaus", "phone")])
def test_camping_at_a_place_asks_the_place(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", attribute, ["Kornhaus"]), reading


@pytest.mark.parametrize("question", ["is camping free at Kornhaus?", "is parking free at the Old Mill?"])
def test_is_it_free_to_camp_there_asks_the_fee(question):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", "fee"), reading


@pytest.mark.parametrize("question, name", [("which church does Kornhauskirk belong to?", "Kornhauskirk"),
                                            ("can walkers use Kornhaus Lane? yes or no", "Kornhaus")])
def test_a_name_left_unread_compiles_no_plan_of_somewhere_else(question, name):
    reading = read(question)
    assert not reading.complete and name.casefold() in reading.unread, reading
    plan = compile_plan(reading)
    assert not plan.steps and name in plan.why, plan


def test_an_unread_word_that_is_no_name_keeps_the_plan():
    reading = read("which churches in Westbrook are pretty?")
    plan = compile_plan(reading)
    assert plan.steps, (reading, plan)


@pytest.mark.parametrize("word, said", [("Pharmacy", "Pharmacies"), ("pharmacy", "pharmacies"),
                                        ("Church", "Churches"), ("Bus stop", "Bus stops")])
def test_a_kind_with_a_capital_is_made_plural_as_a_kind(word, said):
    assert plural(word) == said


@pytest.mark.parametrize("then, said", [
    ("open every day of June 2027", "Kornhaus is open every day of June 2027. Its opening hours: Mo-Su 09:00-18:00."),
    ("open on 5 of the 30 days of June 2027", "Yes: Kornhaus is open on 5 of the 30 days of June 2027. Its opening "
                                              "hours: Mo-Su 09:00-18:00."),
])
def test_a_month_open_every_day_is_said_so_and_some_days_whether(then, said):
    from georeact.agent.sentences import _open_then
    item = {"at": "all of June", "state": "open", "hours_then": then, "value": "Mo-Su 09:00-18:00"}
    assert _open_then("Kornhaus", item) == said


def test_along_the_roads_or_paths_says_how_the_trip_goes():
    reading = read("walking from Kornhaus to Old Mill Chapel, how far along the roads/paths?")
    assert (reading.metric, reading.travel_mode, reading.anchors) == \
        ("distance", "walk", ["Kornhaus", "Old Mill Chapel"]), reading
    driven = read("how far is it from Eastbrook to Westbrook along the roads?")
    assert (driven.metric, driven.travel_mode) == ("distance", "drive"), driven


@pytest.mark.parametrize("question", ["is Kornhaus open all the time, like any hour of the day?",
                                      "is Kornhaus open every hour of the day?"])
def test_every_hour_of_the_day_is_round_the_clock(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == ("opening_hours", ["Kornhaus"]), reading
    assert reading.open_at and not reading.unread, reading


@pytest.mark.parametrize("question", ["do I need to book ahead at Kornhaus?", "does Kornhaus take reservations?"])
def test_booking_ahead_asks_the_reservation_tag(question):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", "reservation", ["Kornhaus"]), reading


def test_booking_ahead_at_the_kind_nearest_a_place_asks_that_place():
    reading = read("do I need to book ahead for the hut nearest to Kornhaus?")
    assert (reading.shape, reading.attribute) == ("attribute", "reservation"), reading
    (described,) = reading.described.values()
    assert (described.metric, described.feature, described.anchors) == ("nearest", "hut", ["Kornhaus"]), described


def test_a_place_said_first_that_two_heights_are_near():
    reading = read("near Westbrook hut: how much higher is Kornhaus Peak than Eastbrook Hill?")
    assert reading.operation == "difference", reading
    assert [o.question for o in reading.operands] == ["how tall is Kornhaus Peak?", "how tall is Eastbrook Hill?"]


@pytest.mark.parametrize("question", [
    "elevation difference between Kornhaus Peak and Eastbrook Hill, the two hills by Westbrook?",
    "what is the difference in elevation between Kornhaus Peak and Eastbrook Hill?"])
def test_an_elevation_difference_between_two_places(question):
    reading = read(question)
    assert reading.operation == "difference", reading
    assert [o.attribute for o in reading.operands] == ["elevation", "elevation"], reading


@pytest.mark.parametrize("question", [
    "we need to buy food on sunday at 5pm, will Kornhaus Market still be open?",
    "planning a trip in March: is Kornhaus Market open at three in the afternoon then?"])
def test_a_moment_said_in_the_scene_before_a_named_place(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == ("opening_hours", ["Kornhaus Market"]), reading
    said = reading.open_at.casefold()
    assert ("sunday" in said and "5" in said) or ("march" in said and "three" in said), reading


def test_nearer_from_the_kind_at_a_place_measures_from_that_places_one():
    plan = compile_plan(read("from the guesthouse at Westbrook, which is nearer - Kornhaus or the Old Mill?"))
    distances = [step.args for step in plan.steps if step.args.get("metric") == "distance"]
    assert len(distances) == 2 and all(args.get("region") == "Westbrook" and args["anchor_b"] == "the guesthouse"
                                       for args in distances), distances


def test_heights_added_up_are_said_in_metres():
    from georeact.agent.sentences import _IN_METRES, _metres
    assert {"height", "elevation"} <= _IN_METRES and _metres(1086.4) == "1,086 m"
