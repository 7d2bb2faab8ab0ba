"""The loop ends on its own: a call repeated twice, or the question's time spent, answers with the best so far
(no further model call)."""

from __future__ import annotations

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel

COUNT = {"name": "CalculateMetric", "args": {"metric": "count", "feature": "restaurant", "region": "Vaduz"}}
QUESTION = "Could you count the restaurants in Vaduz for me, dear assistant friend?"


def test_a_call_repeated_twice_ends_the_loop_with_the_best_answer(db, settings):
    model = ScriptedChatModel(script=[COUNT, COUNT, COUNT, COUNT, COUNT, "Answer: never reached"])
    agent = build_agent(settings, llm=model, db=db, model_use="always", render_answers=False)
    trace = run_question(agent, QUESTION)
    assert [s.repeated for s in trace.steps] == [False, True, True]
    assert len(trace.llm_calls) == 3 and trace.answer.stopped_early
    assert "repeated twice" in trace.answer.note and "restaurant" in trace.answer.text


def test_past_the_questions_time_the_agent_answers_without_another_model_call(db, settings):
    quick = settings.model_copy(update={"question_time_s": 0.001})
    model = ScriptedChatModel(script=[COUNT, "Answer: never reached"])
    agent = build_agent(quick, llm=model, db=db, model_use="always", render_answers=False)
    trace = run_question(agent, QUESTION)
    assert len(trace.llm_calls) <= 1 and len(trace.steps) <= 1
    assert trace.answer is not None and "never reached" not in trace.answer.text


def test_a_direction_question_answered_without_a_direction_is_not_accepted(db, settings):
    """The model names the right place but gives no direction: the answer is sent back, then measured."""
    question = "Which way should I head from the Ateneum to get to the Kiasma?"
    prose = "Answer: Walk along the streets to the Kiasma, it is a short and pleasant walk."
    resolve = {"name": "ResolveLocation", "args": {"name": "Kiasma"}}
    model = ScriptedChatModel(script=[resolve, prose, prose])
    agent = build_agent(settings, llm=model, db=db, model_use="always")
    trace = run_question(agent, question)
    assert trace.answer.value is not None and trace.answer.value.degrees is not None
    assert "°" in trace.answer.text and "pleasant walk" not in trace.answer.text
    assert len(model.seen) == 3   # the prose answer was sent back once with the call to make
