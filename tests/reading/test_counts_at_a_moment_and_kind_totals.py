"""Counts at a moment said loosely ('number of bakeries open', the places 'with opening hours' that are open, an
aside that only the ones listing hours count), a figure of each kind taken away from another's, and a town said
last that is the scope of both counts of a ratio. Invented towns: the forms are tested, not a place of the data."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.plan import compile_plan


def calls(question: str) -> list[dict]:
    plan = compile_plan(read(question), lambda phrase: True)
    assert plan.complete, (question, plan.why)
    return [step.args for step in plan.steps]


@pytest.mark.parametrize(("question", "kind", "moment"), [
    ("Eastbrook, saturday 5 pm: number of bakeries open (only the ones with hours)?", "bakeries", "saturday 5 pm"),
    ("Eastbrook: number of bakeries open on saturday at 5 pm?", "bakeries", "saturday at 5 pm"),
    ("How many places with opening hours in the Eastbrook data are open monday 4:30pm?", "places", "monday 4:30pm"),
    ("how many pubs that list their hours in Eastbrook are open on friday at 11pm?", "pubs", "friday at 11pm"),
])
def test_a_count_at_a_moment_said_loosely_counts_the_places_open_then(question, kind, moment):
    reading = read(question)   # ('places' is a kind the loaded data knows: the plan is the database's to check)
    assert reading.complete and reading.aggregate is None and reading.attribute is None, reading
    assert (reading.metric, reading.feature, reading.open_at) == ("count", kind, moment)
    assert reading.region.startswith("Eastbrook") and not reading.modifier


def test_without_a_moment_the_places_listing_hours_stay_what_is_counted():
    reading = read("how many cafes in Eastbrook (only the ones with hours)?")
    assert "hours" in (reading.modifier or "") + " ".join(reading.unread) + str(reading.aggregate)


def test_a_figure_of_one_kind_taken_from_anothers_is_the_difference_of_their_totals():
    first, second = calls("total length of footways minus total length of paths in Eastbrook's data?")
    assert (first["metric"], first["feature"], second["metric"], second["feature"]) == \
        ("total_length", "footways", "total_length", "paths")
    assert read("the total area of the parks minus that of the meadows in Eastbrook").operation == "difference"


def test_a_town_said_last_is_the_scope_of_both_counts_of_a_ratio():
    reading = read("divide the number of tourist information points by the number of ATMs in Eastbrook")
    assert reading.operation == "ratio"
    assert [operand.region for operand in reading.operands] == ["Eastbrook", "Eastbrook"]


@pytest.mark.parametrize("question", [
    "Wednesday 12:30, Eastbrook. Number of pubs open then, going by the ones that publish hours?",
    "Wednesday 12:30 in Eastbrook: how many pubs are open then?",
])
def test_a_moment_said_apart_from_open_then_is_a_count_at_that_moment_not_of_the_places_with_hours(question):
    reading = read(question)
    assert reading.aggregate is None and reading.metric == "count", reading
    assert (reading.feature, reading.region, reading.open_at) == ("pubs", "Eastbrook", "Wednesday 12:30")
    assert reading.complete, reading.unread


def test_a_bet_on_a_towns_data_is_a_count_checked_against_the_number():
    reading = read("I bet the Eastbrook data has more than 40 gates. Right?")
    assert (reading.feature, reading.region, reading.count_than) == ("gates", "Eastbrook data", ("more", 40.0))


def test_will_one_be_open_is_answered_yes_before_the_ones_open(db, settings):
    from georeact.agent.graph import build_agent
    from georeact.agent.run import run_question
    from georeact.agent.scripted import ScriptedChatModel
    graph = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(graph, "Need a pharmacy in Neubrandenburg on Saturday at 11 am. Will one be open?")
    assert trace.answer.text.startswith("Yes: ") and "pharmacies" in trace.answer.text and not trace.llm_calls
    # the kind said in the question itself, with a count asked besides: yes, then the count
    trace = run_question(graph, "Neubrandenburg, Saturday at 11 am: would a pharmacy be open? how many of them are?")
    assert trace.answer.text.startswith("Yes: there are ") and "pharmacies" in trace.answer.text, trace.answer.text


def test_does_a_town_have_more_of_one_kind_than_another_compares_the_two_counts_there():
    reading = read("Does Eastbrook have more cafes than bars in the data? And what's the difference?")
    assert reading.operation == "more", reading
    assert [(o.feature, o.region) for o in reading.operands] == [("cafes", "Eastbrook"), ("bars", "Eastbrook")]
    # a town against another town is no count of a kind called 'Old Mill'
    assert all(o.feature != "Old Mill" for o in read("Does Eastbrook have more cafes than Old Mill?").operands)


def test_a_count_said_against_a_number_without_a_verb_is_checked_against_it():
    reading = read("more than 12 cafes in Eastbrook? whats the count")
    assert (reading.metric, reading.feature, reading.region, reading.count_than) == \
        ("count", "cafes", "Eastbrook", ("more", 12.0)) and reading.complete
