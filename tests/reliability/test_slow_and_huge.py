"""A slow query is cut by the statement timeout and the agent is told so; a huge result is capped.

Both through the real graph (a scripted model emits the GenerateSQL call) on the real test database:
- a triple cross join of roads with a 1 s statement timeout: cancelled after ~1 s, the model's next prompt
  says so (with what to try instead), the loop answers, the pool is fine afterwards;
- a cross join returning hundreds of millions of rows: the model sees row_cap rows and "more than
  fetch_cap" in total, within seconds and without buffering the result (session.py streams and cancels
  after fetch_cap + 1 rows; before, the client buffered rows until the statement timeout).
"""

from __future__ import annotations

import resource
import time

from langchain_core.messages import ToolMessage

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.db.session import CUT_AFTER_S, Database
from tests.bounds import loaded

CROSS_JOIN_COUNT = "SELECT pg_catalog.count(*) FROM roads a, roads b, roads c"
CROSS_JOIN_ROWS = "SELECT a.id, b.id, a.road_name FROM roads a, roads b"


def last_tool_message(model: ScriptedChatModel) -> str:
    return [m for m in model.seen[-1] if isinstance(m, ToolMessage)][-1].content


def test_slow_query_is_cut_by_the_timeout_and_the_agent_is_told(settings) -> None:
    short = settings.model_copy(update={"statement_timeout_ms": 1000, "pool_max_size": 2})
    db = Database(short).open()
    try:
        model = ScriptedChatModel(script=[{"name": "GenerateSQL", "args": {"sql": CROSS_JOIN_COUNT}},
                                          "Answer: that query is too slow to run here."])
        trace = run_question(build_agent(short, llm=model, db=db, check_answers=False, model_use="always"),   # the timeout is tested
                             "How many triples of roads are there?")
        assert trace.error is None and trace.answer.text == "that query is too slow to run here."
        step = trace.steps[0]
        assert not step.ok and step.duration_ms < 1000 * loaded(1 + CUT_AFTER_S), step.duration_ms
        told = last_tool_message(model)
        assert told == step.observation_shown
        assert "cancelled at its 1 s statement timeout" in told and "LIMIT" in told, told   # which limit cut it
        assert [query.error for query in step.sql] == ["timeout"]
        assert db.query("SELECT count(*) FROM roads").rows[0][0] > 1000, "the pool works after the timeout"
        assert db.pool_stats().get("requests_errors", 0) == 0
    finally:
        db.close()


def test_huge_result_is_capped_quickly_and_without_buffering(settings, db) -> None:
    (roads,) = db.query("SELECT count(*) FROM roads").rows[0]
    assert roads * roads > 100 * settings.fetch_cap, "the cross join must be far bigger than the fetch cap"
    peak_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    model = ScriptedChatModel(script=[{"name": "GenerateSQL", "args": {"sql": CROSS_JOIN_ROWS}}, "Answer: many."])
    started = time.perf_counter()
    trace = run_question(build_agent(settings, llm=model, db=db, check_answers=False, model_use="always"),
                         "List all pairs of roads.")
    elapsed = time.perf_counter() - started
    peak_growth_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak_before) / 1024

    step = trace.steps[0]
    assert trace.error is None and step.ok, step.observation_shown
    result = step.observation
    assert len(result["rows"]) == settings.row_cap
    assert result["more_than_total"] and result["total_rows"] == settings.fetch_cap
    told = last_tool_message(model)
    assert told.startswith(f"{settings.row_cap} of more than {settings.fetch_cap} rows"), told[:80]
    assert elapsed < loaded(2), f"{elapsed:.1f} s: the result was not cut at the fetch cap (else: the 30 s timeout)"
    assert peak_growth_mb < 300, f"memory peak grew by {peak_growth_mb:.0f} MB"


def test_fetch_cap_cancels_the_rest_and_leaves_the_connection_usable(settings) -> None:
    one = Database(settings.model_copy(update={"pool_max_size": 1})).open()
    try:
        portals = one.query("SELECT count(*) FROM pg_cursors").rows   # the query's own portal
        started = time.perf_counter()
        result = one.query(CROSS_JOIN_ROWS, max_rows=100)
        assert len(result.rows) == 100 and result.truncated
        assert time.perf_counter() - started < loaded(1)   # not the 30 s statement timeout
        # The same (only) connection serves the next query: the cancelled rest left nothing behind.
        assert one.query("SELECT 1").rows == [(1,)]
        assert one.query("SELECT count(*) FROM pg_cursors").rows == portals
    finally:
        one.close()
