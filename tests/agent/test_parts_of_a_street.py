"""A part of a street asked about ('is any part of S one-way', 'is there a stretch of S where cars aren't allowed',
'a bike lane anywhere along S', 'does S still have cobblestones'): yes when any of the street's ways says it, with how
many do; street parking asked yes or no ('can you park on the street along S, and is it free?'). Answered by the plan
with no model; each street's ways are read from the .osm.pbf extracts (tests/independent.py), not the tools."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from tests import independent as ind

_LANES = ("lane", "track")
_CYCLEWAY_KEYS = ("cycleway", "cycleway:both", "cycleway:right", "cycleway:left")


@pytest.fixture(scope="module")
def plan_only(db, settings):
    # a scripted model with an empty script fails the test if it is ever called
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")


def _ways_named(extract: str, name: str) -> list[ind.Feature]:
    return [w for w in ind.ways(extract, "highway") if w.name == name]


@pytest.mark.parametrize("question, street, carries, said", [
    ("is any part of Ahornstraße in Neubrandenburg one-way?", "Ahornstraße",
     lambda w: w.tags.get("oneway") in ("yes", "-1"), "is a one-way street"),
    ("is there a bike lane anywhere along Sponholzer Straße in Neubrandenburg?", "Sponholzer Straße",
     lambda w: any(w.tags.get(k) in _LANES for k in _CYCLEWAY_KEYS), "has a bike lane"),
    ("does any part of Heidenstraße in Neubrandenburg still have cobblestones?", "Heidenstraße",
     lambda w: w.tags.get("surface") in ("sett", "cobblestone"), "is paved with cobblestones"),
    ("is there a stretch of behmenstraße in neubrandenburg where cars aren't allowed", "Behmenstraße",
     lambda w: w.tags.get("highway") in ("footway", "pedestrian", "path", "steps"), "has a stretch closed to cars"),
])
def test_a_part_of_a_street_is_yes_where_any_of_its_ways_says_so(plan_only, question, street, carries, said):
    ways = _ways_named("neubrandenburg", street)
    assert 0 < sum(map(carries, ways)) < len(ways)   # some of its ways, not all: the test means it
    trace = run_question(plan_only, question)
    assert not trace.llm_calls
    assert trace.answer.text.startswith(f"Yes: {street} {said} ("), trace.answer.text
    assert "mapped parts" in trace.answer.text


def test_cobblestones_of_a_street_none_of_whose_ways_has_them(plan_only):
    ways = _ways_named("neubrandenburg", "Turmstraße")
    assert ways and not any(w.tags.get("surface") in ("sett", "cobblestone") for w in ways)
    trace = run_question(plan_only, "does Turmstraße in Neubrandenburg have cobblestones?")
    assert trace.answer.text.startswith("No: Turmstraße is not paved with cobblestones"), trace.answer.text


def test_parking_along_a_street_and_its_fee_are_answered_in_the_order_asked(plan_only):
    ways = _ways_named("helsinki", "Kirkkokatu")
    assert any(w.tags.get("parking:lane:both") == "parallel" for w in ways)
    trace = run_question(plan_only, "Can you park on the street along Kirkkokatu in Helsinki, and is it free?")
    assert not trace.llm_calls
    text = trace.answer.text
    assert text.startswith("Yes: Kirkkokatu has parking along it, parallel to the kerb"), text
    assert "The parking rule of Kirkkokatu: " in text   # the parking's fee, not the street's


def test_a_street_whose_tag_says_only_that_it_has_a_cycleway_has_a_bike_lane(plan_only):
    ways = _ways_named("liechtenstein", "Neurüttiweg")
    assert [w.tags.get("cycleway") for w in ways] == ["yes"]
    trace = run_question(plan_only, "does Neurüttiweg have a bike lane?")
    assert trace.answer.text.startswith("Yes: Neurüttiweg has a bike lane"), trace.answer.text
