"""The loop ends on its own: a call repeated twice, or the question's time spent, answers with the best so far
(no further model call)."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

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


class _SlowModelServer(ThreadingHTTPServer):
    """An OpenAI-compatible endpoint that takes `delay_s` to answer, counting the requests it gets."""
    daemon_threads = True

    def __init__(self, delay_s: float) -> None:
        self.delay_s, self.requests, self.closing = delay_s, 0, threading.Event()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                server.requests += 1
                server.closing.wait(server.delay_s)
                body = json.dumps({"id": "x", "object": "chat.completion", "created": 0, "model": "slow",
                                   "choices": [{"index": 0, "finish_reason": "stop",
                                                "message": {"role": "assistant", "content": "Answer: too late"}}]})
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.end_headers()
                    self.wfile.write(body.encode())
                except (BrokenPipeError, ConnectionResetError):
                    pass

        super().__init__(("127.0.0.1", 0), Handler)


def test_a_model_call_in_progress_is_cut_off_at_the_questions_time_and_not_retried(db, settings):
    """Measured before: the deadline was checked between steps only, so one slow call (and the client's two
    retries of its timeout) ran a question far past question_time_s."""
    server = _SlowModelServer(delay_s=60)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        bounded = settings.model_copy(update={"question_time_s": 2.0, "llm_max_retries": 2, "llm_timeout_s": 300,
                                              "llm_base_url": f"http://127.0.0.1:{server.server_address[1]}/v1"})
        agent = build_agent(bounded, db=db, model_use="always", render_answers=False)
        started = time.monotonic()
        trace = run_question(agent, QUESTION)
        took = time.monotonic() - started
    finally:
        server.closing.set()
        server.shutdown()
    assert server.requests == 1, "a timed-out call was sent again"
    assert took < 30, f"the question ran {took:.0f} s with a 2 s budget and a model that takes 60 s"
    assert trace.answer is not None and "too late" not in trace.answer.text
    assert trace.answer.stopped_early and "time limit" in (trace.answer.note or "")
    assert "restaurant" in trace.answer.text.lower()   # the reading's own call answered what the model could not


def test_a_question_withdrawn_by_its_asker_ends_after_the_step_in_progress(db, settings):
    """An MCP client that disconnects or cancels sets `stop` (mcp_server.call_tool): the run ends at its next step,
    it does not go on for its whole time (a withdrawn `ask` used to run on for minutes)."""
    stop = threading.Event()
    model = ScriptedChatModel(script=[COUNT, COUNT, COUNT, "Answer: never reached"])
    agent = build_agent(settings, llm=model, db=db, model_use="always", render_answers=False)
    stop.set()   # withdrawn before the first step finished
    trace = run_question(agent, QUESTION, stop=stop)
    assert trace.error is not None and "withdrawn" in trace.error
    assert len(trace.llm_calls) <= 1 and len(trace.steps) <= 1


def test_a_tool_call_in_flight_ends_with_the_questions_time(settings):
    """Issue 41: the budget was checked between steps, so a slow statement took a question past it (68 s of a 60 s
    budget). Here the statement timeout is 60 s and the question has 3: the statement is cut by the question's time."""
    from georeact.db.session import Database
    from tests.bounds import loaded

    short = settings.model_copy(update={"question_time_s": 3.0, "statement_timeout_ms": 60_000, "pool_max_size": 2})
    db = Database(short).open()
    try:
        model = ScriptedChatModel(script=[{"name": "GenerateSQL", "args": {
            "sql": "SELECT pg_catalog.count(*) FROM roads a, roads b, roads c"}}, "Answer: too slow to count."])
        started = time.monotonic()
        trace = run_question(build_agent(short, llm=model, db=db, check_answers=False, model_use="always"),
                             "How many triples of roads are there?")
        took = time.monotonic() - started
    finally:
        db.close()
    step = trace.steps[0]
    assert not step.ok and [query.error for query in step.sql] == ["timeout"], step.observation_shown
    assert trace.answer is not None
    assert took < loaded(3), f"the question ran {took:.0f} s with a 3 s budget and a 60 s statement timeout"
