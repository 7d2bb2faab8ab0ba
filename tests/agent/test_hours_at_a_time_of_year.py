"""Opening hours tagged by season ('Mar-Oct: Tu-Su 11:00-18:00') read on the day a question says in words ('a
Sunday in July', 'mid-November'), the day said back; a whole day asked whether open says yes or no first. Real
database, real graph, no model (a scripted model with an empty script fails if called); the place and its hours
come from the raw tags (tests/independent.py)."""

from __future__ import annotations

import re

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from tests import independent as ind


@pytest.fixture(scope="module")
def plan_only(db, settings):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")


@pytest.fixture(scope="module")
def seasonal() -> tuple[str, str]:
    """The one place of the Neubrandenburg extract named so whose hours hold months and are closed in winter."""
    found = [f for f in ind.nodes("neubrandenburg", "amenity") + ind.areas("neubrandenburg", "amenity")
             if f.name == "Eiscafe Eisbär"]
    assert len(found) == 1 and re.match(r"Mar-Oct: ", found[0].tags["opening_hours"])
    return found[0].name, found[0].tags["opening_hours"]


def test_a_moment_in_summer_reads_the_summer_hours_and_says_the_day(plan_only, seasonal) -> None:
    name, hours = seasonal
    trace = run_question(plan_only, f"Is {name} open at 3pm on a Sunday in July?")
    assert re.match(rf"Yes, {name} is open on Sunday \d{{1,2}} July at 15:00 \(until 18:00\)\.", trace.answer.text)
    assert hours in trace.answer.text and not trace.llm_calls


def test_a_whole_day_in_winter_is_no_with_the_day(plan_only, seasonal) -> None:
    name, _ = seasonal
    trace = run_question(plan_only, f"{name} - is it open in mid-November?")
    assert re.match(rf"No: {name} is closed all \w+day 15 November\.", trace.answer.text)
