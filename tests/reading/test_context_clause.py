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
