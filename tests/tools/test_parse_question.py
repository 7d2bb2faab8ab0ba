"""ParseQuestion is the question's reading as a tool: the cue tables alone without a model; with one, its phrases
under the grammar fill only what the tables left empty, and a failing or babbling model changes nothing."""

from __future__ import annotations

import json

from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import read
from georeact.reading.llm_reader import MAX_TOKENS, RESPONSE_FORMAT
from georeact.tools import parse_question as pq
from georeact.tools.base import ToolContext, invoke

QUESTION = "Which bakery lies closest to the old water tower of Schaan?"


def parse(question: str, llm=None) -> pq.Result:
    ctx = ToolContext(db=None, settings=None, profile=object(), llm=llm)  # ParseQuestion needs no database
    return invoke(pq.run, pq.Result, ctx, pq.Input(question=question))


def test_without_a_model_it_is_the_agents_own_reading() -> None:
    result = parse("How many cafes are within 500 m of Vaduz Cathedral?")
    assert result.ok and result.source == "deterministic"
    assert result.reading == read("How many cafes are within 500 m of Vaduz Cathedral?")
    assert json.loads(result.render()) == {"shape": "count", "metric": "count", "feature": "cafes",
                                           "anchors": ["Vaduz Cathedral"], "radius_m": 500.0}


def test_the_model_fills_only_what_the_cue_tables_left_empty() -> None:
    base = read(QUESTION)
    reply = {"feature": "bakery", "modifier": None, "anchor": "old water tower of Schaan", "anchor2": None,
             "region": "Schaan", "towards": None, "radius_m": None, "direction": "north"}
    result = parse(QUESTION, ScriptedChatModel(script=[json.dumps(reply)]))
    assert result.ok and result.reading.direction == base.direction and result.reading.region == base.region
    assert result.reading.feature == "bakery"
    assert result.reading.anchors == (base.anchors or ["old water tower of Schaan"])


def test_a_failing_model_leaves_the_cue_tables_reading() -> None:
    result = parse(QUESTION, ScriptedChatModel(script=[ConnectionError("down")]))
    assert result.ok and result.reading == read(QUESTION) and "LLM reading failed" in result.render()
    babble = parse(QUESTION, ScriptedChatModel(script=["The bakery is probably near the tower."]))
    assert babble.ok and babble.reading == read(QUESTION)


def test_one_bounded_call_under_the_grammar() -> None:
    calls = []

    class Recording(ScriptedChatModel):
        def _generate(self, messages, stop=None, run_manager=None, **kwargs):
            calls.append(kwargs)
            return super()._generate(messages, stop, run_manager, **kwargs)

    parse("Where is Kiasma?", Recording(script=['{"anchor": "Kiasma"}']))
    assert calls == [{"response_format": RESPONSE_FORMAT, "max_tokens": MAX_TOKENS, "temperature": 0}]
