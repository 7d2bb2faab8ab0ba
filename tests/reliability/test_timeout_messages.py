"""A stopped query is told to the model as it happened (issue 41 item 5e): which limit cut it (its statement
timeout or the question's time) and, when its backend ignored the cancel, what became of that backend. GenerateSQL
and RefineSQL said "cancelled after 30 s; add a LIMIT" for all of these, even when the question's deadline had cut
the statement or the server had been made to restart every session."""

from __future__ import annotations

import time

import pytest

from georeact.db.session import within
from georeact.tools import sql
from georeact.tools.base import ToolContext, invoke
from georeact.tools.sql_guard import GuardVerdict
from tests.reliability.test_limits import ALL_PAIRS, busy_readers, one_second_db  # noqa: F401 (a fixture)
from tests.reliability.test_slow_and_huge import CROSS_JOIN_COUNT

TOOLS = {
    "GenerateSQL": lambda ctx, statement: invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=statement)),
    "RefineSQL": lambda ctx, statement: invoke(sql.run_refine, sql.Result, ctx,
                                               sql.RefineInput(sql=statement, previous_sql="SELECT 1")),
}


@pytest.fixture()
def guard_hole(monkeypatch):
    """The guard keeps pgRouting from model SQL, so a runaway reaches the tool only through a hole in it: one is
    made here, to test the layers below it and the words the tool then says."""
    monkeypatch.setattr(sql, "validate", lambda statement, profile, columns=None: GuardVerdict(ok=True, sql=statement))


@pytest.mark.parametrize("tool", TOOLS)
def test_a_runaway_cut_by_the_watchdog_says_what_became_of_its_backend(one_second_db, scratch_settings, guard_hole,
                                                                        tool) -> None:
    ctx = ToolContext(db=one_second_db, settings=one_second_db.settings)
    result = TOOLS[tool](ctx, ALL_PAIRS)   # C++ that never checks for cancellation: the watchdog cuts it
    assert not result.ok
    error = result.error or ""
    assert error.startswith("the query ignored the cancel at its 1 s statement timeout and its connection was cut: "), \
        error
    # what the database layer found: SIGTERM ended it, or it was killed and the server restarted its sessions
    assert "its database process was stopped" in error or "was killed (the database restarted" in error, error
    assert error.endswith("add a LIMIT or a spatial filter (ST_DWithin on the geography column uses the index)")
    assert busy_readers(scratch_settings) == [], "the message said it was ended, and it runs on"


def test_a_statement_cut_by_the_questions_time_says_so(ctx) -> None:
    """The statement timeout is 30 s; the question has 1 s left: that is the limit that cuts, and no LIMIT helps."""
    with within(time.monotonic() + 1.0):
        result = TOOLS["GenerateSQL"](ctx, CROSS_JOIN_COUNT)
    assert not result.ok
    assert result.error.startswith("the query was cancelled when the question's time ran out ("), result.error
    assert "statement timeout" not in result.error and "LIMIT" not in result.error
    assert result.error.endswith("answer from the results so far")


def test_a_statement_the_question_had_no_time_for_says_it_did_not_run(ctx) -> None:
    with within(time.monotonic() - 1.0):
        result = TOOLS["RefineSQL"](ctx, "SELECT count(*) FROM pois")
    assert not result.ok
    assert result.error.startswith("the query did not run: the question's time was spent"), result.error


def test_a_statement_timeout_says_it_was_the_statement_timeout(ctx) -> None:
    quick = ToolContext(db=ctx.db, settings=ctx.settings.model_copy(update={"statement_timeout_ms": 300}))
    result = TOOLS["GenerateSQL"](quick, CROSS_JOIN_COUNT)
    assert not result.ok
    assert result.error.startswith("the query was cancelled at its 0.3 s statement timeout; add a LIMIT"), result.error
