"""Bad input gets a clear observation (tool level) or answer (graph level), never a traceback.

Graph level: the real graph with a scripted model that passes the bad input on to a tool, the way a small
model would; the loop must finish with the model's answer, and the model must have been shown an
observation that says what is wrong (or, for valid but unusual input, a normal result). Covered: unknown
and ambiguous places, 10 kB questions and names, German / Finnish / French questions and names, coordinates
in odd formats and swapped, negative / zero / absurd / non-numeric radii, regions with nothing of the kind,
and empty questions in a batch. (A missing or misspelt argument coming back as a validation message is
tests/agent/test_loop.py::test_malformed_arguments_come_back_as_an_observation.)
"""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import ToolMessage

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.agent.trace import read_records
from georeact.evals.models import Question
from georeact.evals.runner import RESULTS_FILE, run_eval
from georeact.evals.systems import make_system
from georeact.tools.metric import tool as calculate_metric
from georeact.tools.base import invoke

def call(tool: str, **args: Any) -> dict[str, Any]:
    return {"name": tool, "args": args}


# (case id, question, the call a model makes of it, text the observation must contain)
CASES: list[tuple[str, str, dict[str, Any], str]] = [
    ("unknown-place", "How many cafes are near the Qwxyzzy Plugh Tower?",
     call("ResolveLocation", name="Qwxyzzy Plugh Tower"), "No place named 'Qwxyzzy Plugh Tower'"),
    ("unknown-region", "How many cafes are in Atlantis Downtown?",
     call("CalculateMetric", metric="count", feature="cafe", region="Atlantis Downtown"), "unknown region"),
    ("ambiguous-place", "How long is the Hauptstraße?",
     call("ResolveLocation", name="Hauptstraße"), "'Hauptstraße' is ambiguous"),
    ("ambiguous-chain", "Where is McDonald's?", call("ResolveLocation", name="McDonald's"), "is ambiguous"),
    ("10kB-name", "Where is this place?", call("ResolveLocation", name="Vaduz " * 1700),
     "name is 10,200 characters long; at most 200 are accepted"),
    ("german", "Wie viele Restaurants gibt es im Umkreis von 500 m um den Landtag in Vaduz?",
     call("CalculateMetric", metric="count", feature="restaurant", anchor="Landtag", radius_m=500), "answer:"),
    ("finnish", "Missä on Rautatientori?", call("ResolveLocation", name="Rautatientori"), "Rautatientori → pois:"),
    ("french", "À quelle distance le Casino de Monte Carlo se trouve-t-il du Musée des Beaux Arts ?",
     call("CalculateMetric", metric="distance", anchor="Casino de Monte Carlo", anchor_b="Musée des Beaux Arts"),
     "answer:"),
    ("dms-coordinates", "Combien de cafés à moins de 500 m de 47°08'N 9°31'E ?",
     call("CalculateMetric", metric="count", feature="cafe", anchor="47°08'N 9°31'E", radius_m=500),
     "unknown anchor"),
    ("NE-coordinates", "What is at 47.14N, 9.52E?", call("ResolveLocation", name="47.14N, 9.52E"), "No place named"),
    ("swapped-coordinates", "How many cafes within 500 m of 9.52, 47.14?",
     call("CalculateMetric", metric="count", feature="cafe", anchor="9.52, 47.14", radius_m=500), "unknown anchor"),
    ("negative-radius", "How many cafes within -5 m of Vaduz?",
     call("CalculateMetric", metric="count", feature="cafe", anchor="Vaduz", radius_m=-5),
     "radius_m must be a positive number of metres"),
    ("zero-radius", "Draw 0 m around Vaduz.", call("GetRegionGeometry", anchor="Vaduz", radius_m=0),
     "radius_m must be a positive number of metres"),
    ("absurd-radius", "Everything within a billion metres of Vaduz?",
     call("GetRegionGeometry", anchor="Vaduz", radius_m=1e9), "at most 50000 m"),
    ("astronomic-radius", "How many cafes within 1e12 m of Vaduz?",
     call("CalculateMetric", metric="count", feature="cafe", anchor="Vaduz", radius_m=1e12),
     "larger than half the Earth's circumference"),
    ("text-radius", "How many cafes within lots of metres of Vaduz?",
     call("CalculateMetric", metric="count", feature="cafe", anchor="Vaduz", radius_m="lots"),
     "invalid arguments for CalculateMetric: radius_m"),
    ("region-without-features", "What is the longest river in Monte-Carlo?",
     call("CalculateMetric", metric="longest", feature="river", region="Monte-Carlo"), "none found"),
]


@pytest.mark.parametrize("case", CASES, ids=[case[0] for case in CASES])
def test_bad_input_gets_a_clear_observation_and_an_answer(case, db, settings) -> None:
    _, question, tool_call, expected = case
    model = ScriptedChatModel(script=[tool_call, "Answer: that is all I can say.", "Answer: that is all I can say."])
    trace = run_question(build_agent(settings, llm=model, db=db, model_use="always"), question)   # the model's call
    assert trace.error is None, trace.error
    # never an empty answer, never the unsupported one: the tool's measurement (the model's call when it answers
    # the question as read, else the reading's call made by the agent) or a plain 'could not answer' with the why
    assert trace.answer is not None and trace.answer.text.strip() and "all I can say" not in trace.answer.text
    assert trace.answer.value is not None or (not trace.answer.answered and trace.answer.text.startswith("I could not"))
    step = trace.steps[0]
    shown = step.observation_shown
    assert expected in shown, shown[:400]
    assert "Traceback" not in shown and "internal error" not in shown, shown[:400]
    assert all(query.error is None for query in step.sql), [query.error for query in step.sql]
    seen = [m.content for m in model.seen[1] if isinstance(m, ToolMessage)]
    assert seen == [shown], "the model was not shown the observation"


def test_empty_questions_in_a_batch_are_recorded_and_the_batch_goes_on(db, settings, tmp_path) -> None:
    """(A single empty question: tests/agent/test_loop.py::test_empty_question_is_a_clear_error.)"""
    questions = [Question(id=f"q{i}", dataset="gsqa", template="T", type="t", question=text, answer_type="name",
                          answers=[{"name": "Vaduz"}]) for i, text in enumerate(["", "  \n\t ", "Where is Vaduz?"])]
    model = ScriptedChatModel(script=[call("ResolveLocation", name="Vaduz"), "Answer: Vaduz."])
    summary = run_eval(questions, [make_system("geo-react-always", settings, model, db)], tmp_path, progress=False)
    records = {r["question_id"]: r for r in read_records(tmp_path / RESULTS_FILE)}
    assert summary.written == 3
    for empty in ("q0", "q1"):
        assert records[empty]["failure"] == "error" and "the question is empty" in records[empty]["error"]
    assert records["q2"]["correct"] and records["q2"]["error"] is None


def test_out_of_range_point_handle_is_an_error_not_a_fuzzy_match(ctx) -> None:
    args = calculate_metric.Input(metric="distance", anchor="Vaduz", anchor_b="point:9.52,147.14")
    result = invoke(calculate_metric.run, calculate_metric.Result, ctx, args)
    assert not result.ok and "lon,lat" in (result.error or ""), result.render()[:300]
