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


def test_the_server_sends_no_huge_error_for_model_sql(settings):
    """Cut at the client, a 20 MB error still had to be received whole first (1.7 GB of memory for 200 MB): the
    statement as run checks the size of a computed value before casting it, so the server's message is short."""
    import psycopg

    from georeact.db.session import reader_url
    from georeact.tools.sql_cost import MAX_CAST_BYTES, bounded

    for statement in ECHOING:
        with psycopg.connect(reader_url(settings)) as conn:
            try:
                conn.execute(bounded(statement))
                raise AssertionError(f"{statement} did not fail")
            except psycopg.Error as exc:
                message = str(exc)
        assert len(message) < 1_000 and f"a value over {MAX_CAST_BYTES:,} bytes cast to" in message, message[:300]


def test_a_small_computed_value_is_cast_as_before(ctx):
    result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(
        sql="SELECT (count(*) / 2)::int AS half, ('1' || '5')::int AS fifteen, '2024-02-01'::date AS d FROM pois"))
    assert result.ok, result.error
    assert result.rows[0][1:] == ["15", "2024-02-01"] and int(result.rows[0][0]) > 0
