"""Length caps at every boundary, before any work (issue 32): a tool argument, a question, a thread name, a tool
call's JSON. Each refusal says what was too long, how long it was and the cap; none takes measurable time."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from pydantic import ValidationError

from georeact import limits
from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.tools.metric.models import Input as MetricInput
from georeact.tools.plan_route import Input as RouteInput
from georeact.tools.sql import RefineInput


@pytest.mark.parametrize("model, arguments, what", [
    (MetricInput, {"metric": "count", "feature": "cafe", "region": "x" * 30_000}, "region is 30,000 characters"),
    (MetricInput, {"metric": "nearest", "feature": "cafe" * 100, "anchor": "Vaduz"}, "feature is 400 characters"),
    (RouteInput, {"stops": ["Ateneum", "k" * 500]}, "a value in stops is 500 characters"),
    (RouteInput, {"stops": ["Ateneum", "Kiasma"], "time_windows": {"z" * 300: "10:00-12:00"}},
     "a value in time_windows is 300 characters"),
    (RefineInput, {"sql": "SELECT 1", "previous_sql": "s" * 80_000}, "previous_sql is 80,000 characters"),
    # issue 41: the name of an argument (echoed by the error that refuses an unknown one: a 5 MB key made a 10 MB
    # MCP reply), and a long string past the walker's first 10,000 items (it stopped there)
    (MetricInput, {"metric": "count", "k" * 5_000_000: 1}, "an argument's name is 5,000,000 characters"),
    (RouteInput, {"stops": ["k" * 1_000_000] + ["Ateneum"] * 10_000}, "stops holds more than 10,000 values"),
    (RouteInput, {"stops": ["Ateneum", "Kiasma"], "time_windows": {str(i): "10:00" for i in range(6_000)}},
     "time_windows holds more than 10,000 values"),
])
def test_a_tool_argument_over_its_cap_is_refused_before_it_is_parsed(model, arguments, what):
    with pytest.raises(ValidationError) as refused:
        model.model_validate(arguments)
    assert what in str(refused.value) and ("at most" in str(refused.value) or "pass fewer" in str(refused.value))
    assert len(str(refused.value)) < 2_000   # the refusal never repeats what it refuses


def test_sql_and_names_under_their_caps_pass():
    assert RefineInput(sql="SELECT 1 " + " " * 5_000).sql.startswith("SELECT 1")
    assert MetricInput(metric="count", feature="cafe", region="x" * limits.NAME_MAX_CHARS).region


def test_a_question_over_its_cap_is_answered_with_the_cap_and_no_work(db, settings):
    model = ScriptedChatModel(script=["Answer: never reached"])
    agent = build_agent(settings, llm=model, db=db)
    trace = run_question(agent, "Where is the nearest cafe to the Kiasma? " * 2_000)
    assert not trace.llm_calls and not trace.steps
    assert trace.answer is not None and not trace.answer.answered
    assert "82,000 characters long; at most 2,000" in trace.answer.text


def _cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "georeact.cli", *args], input=stdin, capture_output=True, text=True,
                          timeout=120)


def test_tools_call_refuses_arguments_too_long_or_too_deep_in_one_line():
    long = _cli("tools", "call", "ResolveLocation", "-", stdin=json.dumps({"name": "x" * 70_000}))
    deep = _cli("tools", "call", "ResolveLocation", "-", stdin="[" * 30_000 + "]" * 30_000)
    for result, what in ((long, "at most 65,536 are accepted"), (deep, "nest too deeply")):
        assert result.returncode != 0 and what in result.stderr, result.stderr
        assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_a_thread_name_over_its_cap_is_refused_before_anything_starts():
    result = _cli("chat", "--thread", "t" * 10_000, stdin="")
    assert result.returncode != 0 and "the thread name is 10,000 characters long" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_lone_surrogate_is_refused_with_where_it_is_not_an_internal_error(db, settings):
    with pytest.raises(ValidationError) as refused:
        MetricInput(metric="count", feature="cafe", region="Va\ud800duz")
    assert "region has a character that is not valid Unicode at position 2" in str(refused.value)
    agent = build_agent(settings, llm=ScriptedChatModel(script=["Answer: never reached"]), db=db)
    trace = run_question(agent, "How many cafes are in Va\udcffduz?")
    assert not trace.steps and not trace.llm_calls and "not valid Unicode" in trace.answer.text
    trace.model_dump_json()   # the trace can be written
