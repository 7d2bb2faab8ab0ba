"""An error that echoes its input stays small everywhere (issue 32 item 2): Postgres puts the value of a failed
cast into its message, so `format('%200000000s', 'x')::int` made a 200 MB error text, observation and trace line,
and 191 MB of server log per call."""

from __future__ import annotations

from georeact.db import cluster
from georeact.db.session import ERROR_MAX_CHARS
from georeact.tools import sql
from georeact.tools.base import invoke

ECHOING = [f"SELECT format('%20000000s', 'x')::{kind} AS v" for kind in ("int", "numeric", "date")]


def test_an_error_that_echoes_a_huge_value_is_cut_and_kept_out_of_the_server_log(settings, ctx):
    log = cluster._log_file(settings)
    before = log.stat().st_size
    for statement in ECHOING:
        result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=statement))
        assert not result.ok
        assert len(result.error) < ERROR_MAX_CHARS + 500, len(result.error)
        assert len(result.render()) < ERROR_MAX_CHARS + 1_000
        assert all(len(query.error or "") < ERROR_MAX_CHARS + 200 for query in result.sql)
    assert log.stat().st_size - before < 64_000, "the reader's failed statements reached the server log"
