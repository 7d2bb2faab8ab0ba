"""The reading's plan through the real graph and database: dependent steps without the model, the honest stop, the
hand-over to the model. A scripted model with an empty script fails the test if it is ever called."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel


def agent(db, settings, script=(), model_use="auto"):
    model = ScriptedChatModel(script=list(script))
    return build_agent(settings, llm=model, db=db, model_use=model_use), model


def one(db, sql: str, *params):
    return db.query(sql, params).rows[0]


def test_a_place_described_by_another_question_is_found_first_and_used_by_handle(db, settings):
    graph, model = agent(db, settings)
    trace = run_question(graph, "What is the nearest pharmacy to the biggest park in Vaduz?")
    # independent of the tools: the largest named park inside Vaduz, then the pharmacy nearest to its polygon
    park_id, park = one(db, """SELECT p.id, p.park_name FROM parks p JOIN regions r ON r.region_name = 'Vaduz'
        AND r.admin_level = 8 WHERE p.leisure = 'park' AND ST_Intersects(p.geometry::geometry, r.geometry::geometry)
        ORDER BY ST_Area(p.geometry) DESC LIMIT 1""")
    pharmacy = one(db, """SELECT poi_name FROM pois WHERE amenity = 'pharmacy'
        ORDER BY ST_Distance(geometry, (SELECT geometry FROM parks WHERE id = %s)) LIMIT 1""", park_id)[0]
    assert not trace.llm_calls and trace.meta["plan"]["path"] == "plan"
    assert [s.tool for s in trace.steps] == ["CalculateMetric", "CalculateMetric"]
    assert trace.steps[1].arguments["anchor"] == f"parks:{park_id}"
    assert trace.steps[0].thought.startswith("step 1 of 2")
    assert park in trace.answer.text and pharmacy in trace.answer.text
    assert trace.answer.text.index(park) < trace.answer.text.index(pharmacy)


def test_a_later_clause_measures_from_the_earlier_answer(db, settings):
    graph, _ = agent(db, settings)
    trace = run_question(graph, "Find the museum nearest the Casino de Monte Carlo, then the closest restaurant to it.")
    assert not trace.llm_calls and len(trace.steps) == 2
    museum = trace.steps[0].observation["entities"][0]
    assert trace.steps[1].arguments["anchor"] == museum["handle"]
    assert museum["name"] in trace.answer.text


def test_a_comparison_measures_both_and_names_the_winner(db, settings):
    graph, _ = agent(db, settings)
    trace = run_question(graph, "Which is bigger, Esplanadinpuisto or Kaisaniemi park?")
    areas = dict(db.query("""SELECT park_name, ST_Area(geometry) FROM parks
        WHERE park_name IN ('Esplanadinpuisto', 'Kaisaniemen puisto')""").rows)
    winner = max(areas, key=areas.get)
    assert not trace.llm_calls and [s.arguments["metric"] for s in trace.steps] == ["area", "area"]
    assert trace.answer.text.startswith(f"{winner} is larger")


def test_a_step_that_finds_too_little_ends_the_plan_saying_which(db, settings):
    graph, _ = agent(db, settings)
    count = one(db, """SELECT count(*) FROM parks p JOIN regions r ON r.region_name = 'Vaduz' AND r.admin_level = 8
        WHERE p.leisure = 'park' AND ST_Intersects(p.geometry::geometry, r.geometry::geometry)""")[0]
    if count >= 2:
        pytest.skip("Vaduz has two parks in this extract")
    trace = run_question(graph, "How far apart are the two largest parks in Vaduz?")
    assert not trace.llm_calls and len(trace.steps) == 1
    assert trace.answer.text.startswith("I could not answer the whole question: step 1")


def test_an_incomplete_reading_goes_to_the_model_and_the_trace_says_why(db, settings):
    graph, model = agent(db, settings, script=["Answer: I do not know."])
    trace = run_question(graph, "Which cafe with a cosy vibe is nearest the Kiasma?")
    assert trace.llm_calls and trace.meta["plan"]["path"] == "model"
    assert not trace.meta["plan"]["complete"] and "vibe" in trace.meta["plan"]["why"]


def test_plan_only_never_calls_the_model(db, settings):
    graph, _ = agent(db, settings, model_use="never")
    trace = run_question(graph, "Say hello to everyone.")
    assert not trace.llm_calls and trace.answer.text.startswith("I could not answer this question without a model")
    answered = run_question(graph, "How many cafes are within 200 m of the hotel closest to the Kiasma?")
    assert not answered.llm_calls and [s.arguments.get("radius_m") for s in answered.steps] == [None, 200.0]
    assert answered.steps[1].arguments["anchor"] == answered.steps[0].observation["entities"][0]["handle"]
