"""The reading's work grows at most linearly with the question, whatever its shape (issue 41: nested descriptions
cost 2.7 times more a level, 250 characters 33 s). Work is counted, not timed: every phrase the reader asks for,
read or remembered (`session.asked`); benchmarks/reading_time.py prints the seconds. Deeper nesting than
MAX_NESTING, and a reading past its deadline, are refused with a message that says what to do."""

from __future__ import annotations

import time

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.limits import QUESTION_MAX_CHARS
from georeact.reading import read
from georeact.reading.session import MAX_NESTING, ReadingRefused, reading
from tests.reading.growing import SHAPES, nested, read_counted, up_to

# Phrases asked for per character of the question, and a constant: the longest shapes ask for 0.06 a character;
# descriptions nested MAX_NESTING deep ask for 75 (the reader without its memory asked for 114 at that depth,
# 282 one level deeper, and 2.5 times more each level after).
PER_CHAR, CONSTANT = 0.1, 80


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_the_readings_work_is_linear_in_the_questions_length(shape):
    for n, question in up_to(SHAPES[shape], QUESTION_MAX_CHARS)[::4]:
        asked = read_counted(question).asked
        assert asked <= PER_CHAR * len(question) + CONSTANT, (shape, n, len(question), asked)


def test_descriptions_nested_as_deep_as_allowed_are_read_with_every_level():
    reading_ = read(nested(MAX_NESTING + 1))   # MAX_NESTING descriptions inside the question
    depth, level = 0, reading_
    while level.described:
        (phrase, level), = level.described.items()
        depth += 1
    assert depth == MAX_NESTING
    assert level.anchors == ["Kiasma"] and level.metric == "nearest"


def test_one_level_deeper_is_refused_with_what_to_do():
    with pytest.raises(ReadingRefused, match=rf"more than {MAX_NESTING} levels deep.*ask it in parts"):
        read(nested(MAX_NESTING + 2))


def test_a_reading_past_its_deadline_stops_and_says_so():
    with pytest.raises(ReadingRefused, match="within its time budget"):
        with reading(deadline=time.monotonic() - 1):
            read("Which cafe is nearest to the largest park in Vaduz?")


def test_the_agent_refuses_a_question_nested_too_deep_without_a_model_call(db, settings):
    model = ScriptedChatModel(script=["Answer: never reached"])
    agent = build_agent(settings, llm=model, db=db)
    trace = run_question(agent, nested(12))
    assert trace.llm_calls == [] and trace.steps == []
    assert trace.answer is not None and not trace.answer.answered
    assert "levels deep" in trace.answer.text and "ask it in parts" in trace.answer.text
    assert "never reached" not in trace.answer.text
