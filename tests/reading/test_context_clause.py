"""A first clause that sets the scene and a second that asks about it (issue 44): read as the one question they make.
Expected answers from the raw tags of the shipped extracts (tests/independent.py)."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import read
from georeact.reading.context_clause import rewritten
from tests import independent as ind


@pytest.mark.parametrize("question, one_question", [
    ("I'd like to book a table at Colony, do you have an email address for them?",
     "do you have an email address for Colony?"),
    ("going to hull street blues friday around 9 in the evening, will they be open",   # the moment goes along
     "will Hull Street Blues be open friday around 9 in the evening?"),
    ("heading to Stockmann - is it open on sunday?", "is Stockmann open on sunday?"),
    ("we are going to Kiasma tomorrow. does it have a cafe?", "does Kiasma have a cafe?"),
    ("my friend uses a wheelchair, can she get into the cafe that's closest to the Kiasma?",   # a need, asked of a place
     "is the cafe that's closest to the Kiasma wheelchair?"),
    # a scene with no place: its moment goes along, its other words are no part of the question
    ("my friends want a drink on a sunday at 10 at night, which bars within 60 m of Kiasma are still open?",
     "which bars within 60 m of Kiasma are still open on a sunday at 10 at night?"),
    ("if i need meds at 4am on a sunday, is the pharmacy closest to the Kiasma open then?",
     "is the pharmacy closest to the Kiasma open at 4am on a sunday?"),
])
def test_the_scene_and_the_question_make_one_question(question, one_question):
    assert rewritten(question) == one_question


@pytest.mark.parametrize("question", [
    "I am at the Ateneum, how far is it to Kiasma?",        # 'it' points at nothing
    "Within 300 m of Kiasma, are there more cafes than restaurants?",   # no pronoun
    "Which cafe is nearest to the Ateneum, and how far is it?",   # a later clause, read as one (compose.py)
    "What is the email address of Colony?",
    "my friend uses a wheelchair on sundays, which cafes near Kiasma are open?",   # the scene asks for something
    "on a sunday, which cafes near Kiasma are open at 10?",                     # the question says its own moment
])
def test_other_questions_are_not_rewritten(question):
    assert rewritten(question) is None


def test_an_attribute_asked_by_a_pronoun_is_answered_from_the_tags(db, settings):
    (museum,) = [f for f in ind.nodes("liechtenstein", "name", "Liechtensteinisches Landesmuseum Vaduz") +
                 ind.areas("liechtenstein", "name", "Liechtensteinisches Landesmuseum Vaduz") if "email" in f.tags]
    question = "I'd like to visit the Liechtensteinisches Landesmuseum Vaduz, do you have an email address for them?"
    assert read(question).attribute == "email"
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(agent, question)
    assert not trace.llm_calls and museum.tags["email"] in trace.answer.text, trace.answer.text


@pytest.mark.parametrize("question", [
    "the hotel closest to the Kiasma - has it got a website",   # a description first: 'it' is that place
    "the supermarket closest to Stockmann: is it nearer to the Ateneum or to Kiasma?",
])
def test_a_described_place_first_is_left_to_the_composing_reader(question):
    assert rewritten(question) is None


@pytest.mark.parametrize("question, anchor, region", [
    # the place a scene is at, said by its kind (one of it in the town said): the nearest is measured from it
    ("friday 4 pm, just walked past the water tower in eastbrook. is the nearest bakery still open?",
     "the water tower", "Eastbrook"),
    ("want a pint saturday at 9 in the evening, I'm standing by the windmill in the Eastbrook data. closest pub open "
     "then?", "the windmill", "Eastbrook data"),
])
def test_a_scene_at_a_kind_of_place_is_where_the_nearest_is_measured_from(question, anchor, region):
    reading = read(question)
    nearest = next(clause for clause in reading.clauses() if clause.metric == "nearest")
    assert (nearest.anchors, nearest.region) == ([anchor], region) and reading.complete
    assert reading.open_at is not None


def test_a_scene_at_a_kind_said_with_no_town_it_could_be_in_adds_no_place():
    # 'in town' is no town's name: the scene says no place, and the nearest stays unplaced
    reading = read("friday 4 pm, just walked past the water tower in town. is the nearest bakery still open?")
    assert all(clause.anchors != ["the water tower"] for clause in reading.clauses())


def test_open_or_closed_at_a_moment_said_first_asks_whether_the_place_is_open_then():
    reading = read("Open or closed at 7 pm on a Tuesday: the bakery closest to the Old Mill in Eastbrook?")
    assert (reading.attribute, reading.open_at, reading.anchors) == \
        ("opening_hours", "7 pm on a Tuesday", ["the bakery closest to the Old Mill in Eastbrook"]) and reading.complete


@pytest.mark.parametrize("question, anchor, town, attribute", [
    # the town the asker says they are in is where the place asked about is, never part of its name
    ("My battery is flat and I'm in Eastbrook. Is the charging station free of charge?", "the charging station",
     "Eastbrook", "fee"),
    ("my phone died, we're staying in Eastbrook: what is the phone number of the Old Mill?", "Old Mill", "Eastbrook",
     "phone"),
])
def test_the_town_the_asker_is_in_is_the_scope_of_the_question(question, anchor, town, attribute):
    reading = read(question)
    assert (reading.anchors, reading.region, reading.attribute) == ([anchor], town, attribute) and reading.complete


def test_a_place_the_asker_is_in_that_is_no_town_stays_the_place_measured_from():
    reading = read("I'm in Kiasma, where is the nearest cafe?")
    assert (reading.metric, reading.anchors) == ("nearest", ["Kiasma"])
