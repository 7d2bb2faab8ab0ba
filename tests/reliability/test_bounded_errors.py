"""An error that echoes its input stays small everywhere (issue 32 item 2): Postgres puts the value of a failed
cast into its message, so `format('%200000000s', 'x')::int` made a 200 MB error text, observation and trace line,
and 191 MB of server log per call."""

from __future__ import annotations

from georeact.db import cluster
from georeact.db.session import ERROR_MAX_CHARS
from georeact.tools import sql
from georeact.tools.base import invoke

ECHOING = [f"SELECT format('%20000000s', 'x')::{kind} AS v" for kind in ("int", "numeric", "date")]
# Other errors that quoted a 20 MB argument whole (issue 41 item 4; tried against the test cluster: regular
# expressions, format(), to_date/to_number, time zones and units, numeric overflow and PostGIS's parsers quote a few
# bytes to 2 kB), and casts whose errors do (json, arrays, intervals: checked as every cast is)
ECHOING_CALLS = {
    "to_tsquery": "SELECT to_tsquery(format('(%20000000s', 'x')) AS v",
    "ts_headline options": "SELECT ts_headline('a', to_tsquery('a'), translate(format('%20000000s', 'x'), ' ', 'y') || '=1') AS v",
    "encode": "SELECT encode(md5('a')::bytea, format('%20000000s', 'x')) AS v",
    "decode": "SELECT decode('a', format('%20000000s', 'x')) AS v",
    "json cast": "SELECT format('%20000000s', 'x')::jsonb AS v",
    "array literal": "SELECT format('{%20000000s', 'x')::int[] AS v",
    "interval cast": "SELECT now() + format('%20000000s', 'x')::interval AS v",
}


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

    for statement in [*ECHOING, *ECHOING_CALLS.values()]:
        with psycopg.connect(reader_url(settings)) as conn:
            try:
                conn.execute(bounded(statement))
                raise AssertionError(f"{statement} did not fail")
            except psycopg.Error as exc:
                message = str(exc)
                fields = (exc.diag.message_detail, exc.diag.message_hint, exc.diag.context)
        assert len(message) < 1_000 and f"a value over {MAX_CAST_BYTES:,} bytes " in message, message[:300]
        assert sum(len(field or "") for field in fields) < 1_000, statement


def test_the_functions_whose_errors_echo_an_argument_are_refused_before_they_run(ctx):
    """Through GenerateSQL: the statement fails on the size check, with its reason, before the function parses."""
    for name, statement in ECHOING_CALLS.items():
        result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=statement))
        assert not result.ok and result.error.startswith("refused before it ran: a value over 100,000 bytes"), \
            (name, result.error[:300])


def test_those_functions_answer_as_before_on_small_values(ctx):
    result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(
        sql="SELECT to_tsquery(lower('Park & Cafe'))::text AS q, encode(decode(md5(poi_name), lower('HEX')), "
            "concat('base', '64')) AS e, ts_headline(poi_name, to_tsquery('x'), concat('MaxWords=', 30)) AS h "
            "FROM pois WHERE poi_name IS NOT NULL LIMIT 1"))
    assert result.ok, result.error
    assert result.rows[0][0] == "'park' & 'cafe'" and len(result.rows[0][1]) == 24


def test_a_small_computed_value_is_cast_as_before(ctx):
    result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(
        sql="SELECT (count(*) / 2)::int AS half, ('1' || '5')::int AS fifteen, '2024-02-01'::date AS d FROM pois"))
    assert result.ok, result.error
    assert result.rows[0][1:] == ["15", "2024-02-01"] and int(result.rows[0][0]) > 0
