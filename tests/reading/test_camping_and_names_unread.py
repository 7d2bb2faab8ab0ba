"""What one does at a place as its kind after its name ('Kornhaus camping: is there a fee?'), 'is camping free at
X' as the fee question, a question whose reading leaves a name unread and places nothing compiles no plan (never a
list of every church in the data for 'which church does Kornhaus Kirk belong to'), and a kind written with a
capital in the plural. Places are made-up names: the readers see only the words."""

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


def test_a_name_left_unread_compiles_no_plan_of_somewhere_else():
    reading = read("which church does Kornhauskirk belong to?")
    assert not reading.complete and "kornhauskirk" in reading.unread, reading
    plan = compile_plan(reading)
    assert not plan.steps and "Kornhauskirk" in plan.why, plan


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
