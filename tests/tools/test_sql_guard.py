"""sql_guard: hostile statements are refused with a reason, and none of them changes the database
when sent through the GenerateSQL tool; legitimate queries pass."""

from __future__ import annotations

import pytest

from georeact.tools import sql
from georeact.tools.base import invoke
from georeact.tools.sql_guard import validate
from georeact.tools.sql_repair import repair

# (statement, a word the refusal reason must contain)
HOSTILE: list[tuple[str, str]] = [
    # writes and DDL
    ("DELETE FROM pois", "DELETE"),
    ("INSERT INTO pois (id) VALUES (1)", "INSERT"),
    ("UPDATE pois SET poi_name = 'x'", "UPDATE"),
    ("MERGE INTO pois USING roads ON true WHEN MATCHED THEN DELETE", "MERGE"),
    ("DROP TABLE pois", "DROP"),
    ("TRUNCATE pois", "TRUNCATE"),
    ("ALTER TABLE pois ADD COLUMN x int", "ALTER"),
    ("CREATE TABLE x AS SELECT * FROM pois", "CREATE"),
    ("GRANT ALL ON pois TO public", "GRANT"),
    ("VACUUM pois", "VACUUM"),
    ("ANALYZE pois", "ANALYZE"),
    # several statements, transactions, sessions
    ("SELECT 1; DROP TABLE pois", "exactly one statement"),
    ("SELECT * FROM pois; DELETE FROM pois", "exactly one statement"),
    ("COMMIT; DELETE FROM pois", "exactly one statement"),
    ("BEGIN", "BEGIN"),
    ("SET statement_timeout = 0", "SET"),
    ("RESET ALL", "RESET"),
    ("LISTEN ch", "LISTEN"),
    ("NOTIFY ch, 'x'", "could not parse"),
    ("PREPARE p AS DELETE FROM pois", "PREPARE"),
    ("EXECUTE p", "EXECUTE"),
    ("LOAD 'plpgsql'", "LOAD"),
    ("DO $$ BEGIN DELETE FROM pois; END $$", "DO"),
    ("CALL some_procedure()", "CALL"),
    ("COPY pois TO '/tmp/pois.csv'", "COPY"),
    ("COPY (SELECT * FROM pois) TO PROGRAM 'rm -rf /'", "could not parse"),
    ("EXPLAIN ANALYZE DELETE FROM pois", "EXPLAIN"),
    # writes hidden inside a SELECT
    ("WITH x AS (DELETE FROM pois RETURNING *) SELECT * FROM x", "DELETE"),
    ("WITH x AS (UPDATE roads SET road_name = 'x' RETURNING id) SELECT count(*) FROM x", "UPDATE"),
    ("SELECT * INTO stolen FROM pois", "SELECT INTO"),
    ("SELECT * FROM pois FOR UPDATE", "locking"),
    ("SELECT * FROM regions FOR SHARE SKIP LOCKED", "locking"),
    # functions with side effects or server access
    ("SELECT pg_sleep(60)", "pg_sleep"),
    ("SELECT pg_catalog.pg_sleep(60)", "pg_sleep"),
    ("SELECT \"pg_catalog\".\"PG_SLEEP\"(60)", "pg_sleep"),
    ("SELECT poi_name FROM pois WHERE pg_sleep_for('1 minute') IS NULL", "pg_sleep_for"),
    ("SELECT pg_read_file('/etc/passwd')", "pg_read_file"),
    ("SELECT pg_read_binary_file('/etc/passwd')", "pg_read_binary_file"),
    ("SELECT pg_ls_dir('.')", "pg_ls_dir"),
    ("SELECT pg_stat_file('postgresql.conf')", "pg_stat_file"),
    ("SELECT lo_import('/etc/passwd')", "lo_import"),
    ("SELECT lo_export(1, '/tmp/x')", "lo_export"),
    ("SELECT * FROM dblink('host=evil', 'SELECT 1') AS t(a int)", "dblink"),
    ("SELECT dblink_exec('dbname=georeact', 'DROP TABLE pois')", "dblink_exec"),
    ("SELECT set_config('default_transaction_read_only', 'off', false)", "set_config"),
    ("SELECT pg_terminate_backend(pid) FROM pois", "pg_terminate_backend"),
    ("SELECT pg_cancel_backend(1)", "pg_cancel_backend"),
    ("SELECT pg_reload_conf()", "pg_reload_conf"),
    ("SELECT pg_rotate_logfile()", "pg_rotate_logfile"),
    ("SELECT pg_advisory_lock(1)", "pg_advisory_lock"),
    ("SELECT pg_try_advisory_xact_lock(1)", "pg_try_advisory_xact_lock"),
    ("SELECT txid_current()", "txid_current"),
    ("SELECT pg_current_xact_id()", "pg_current_xact_id"),
    ("SELECT nextval('pois_id_seq')", "nextval"),
    ("SELECT setval('pois_id_seq', 1)", "setval"),
    ("SELECT query_to_xml('DELETE FROM pois RETURNING 1', true, true, '')", "query_to_xml"),
    ("SELECT ts_stat('SELECT 1')", "ts_stat"),
    ("SELECT pg_notify('ch', 'x')", "pg_notify"),
    ("SELECT pg_create_logical_replication_slot('s', 'test_decoding')", "pg_create_logical_replication_slot"),
    ("SELECT pg_logical_emit_message(true, 'x', 'y')", "pg_logical_emit_message"),
    ("SELECT poi_name FROM pois WHERE id = (SELECT nextval('s'))", "nextval"),
    # catalogs and other relations
    ("SELECT * FROM pg_authid", "pg_authid"),
    ("SELECT rolpassword FROM pg_catalog.pg_authid", "pg_catalog.pg_authid"),
    ("SELECT * FROM pg_shadow", "pg_shadow"),
    ("SELECT 1 FROM pois WHERE EXISTS (SELECT 1 FROM pg_shadow)", "pg_shadow"),
    ("WITH pg_shadow AS (SELECT * FROM pg_shadow) SELECT * FROM pg_shadow", "pg_shadow"),
    ("SELECT * FROM information_schema.tables", "information_schema.tables"),
    ("SELECT * FROM georeact_meta.loads", "georeact_meta.loads"),
    ("SELECT * FROM staging.pois", "staging.pois"),
    ("SELECT * FROM pois UNION ALL SELECT usename, passwd, 1 FROM pg_user", "pg_user"),
    # comments and quoting tricks
    ("SELECT 1 /* harmless */; DROP TABLE pois", "exactly one statement"),
    ("SELECT 1 -- comment\n; DELETE FROM pois", "exactly one statement"),
    ("SELECT 'a\\'; DROP TABLE pois; --'", "exactly one statement"),
    ("SELECT E'\\''; DROP TABLE pois; --'", "exactly one statement"),
    ("SELECT $x$; $x$; DELETE FROM pois", "exactly one statement"),
    ("/* SELECT */ DELETE FROM pois", "DELETE"),
    ("SELECT 1 FROM pois WHERE poi_name = 'x' UNION SELECT pg_sleep(5)", "pg_sleep"),
    ("```sql\nDELETE FROM pois;\n```", "DELETE"),
    ("Here is the query: DROP TABLE pois", "could not parse"),
    ("ＤＥＬＥＴＥ FROM pois", "could not parse"),
    ("", "empty"),
    # deny by default: functions nobody put on the allowlist, whatever they do
    ("SELECT current_setting('statement_timeout')", "current_setting"),
    ("SELECT xpath('/a/text()', '<a>x</a>'::xml)", "xpath"),
    ("SELECT version()", "version"),
    ("SELECT current_user", "current_user"),
    # identifier case: a quoted upper-case CTE is another name than the catalog Postgres resolves
    ('WITH "PG_AUTHID" AS (SELECT 1 AS rolname) SELECT rolname FROM pg_authid', "pg_authid"),
    ('WITH "POIS" AS (SELECT * FROM pg_shadow) SELECT * FROM "POIS"', "pg_shadow"),
    ('SELECT * FROM "POIS"', "POIS"),
    # functions that run a SQL string they are given
    ("SELECT ts_rewrite('a'::tsquery, 'SELECT pg_notify(''ch'', ''x'')::text::tsquery, ''b''::tsquery')", "ts_rewrite"),
    ("SELECT * FROM pgr_dijkstra('SELECT pg_notify(''ch'', ''x'')::int AS id, 1 AS source, 2 AS target, 1.0 AS cost', 1, 2)",
     "pgr_dijkstra"),
    ("SELECT * FROM pgr_floydWarshall('SELECT id, source, target, cost FROM network.edges')", "pgr_floydwarshall"),
    ("SELECT ST_EstimatedExtent('pois', 'geometry')", "st_estimatedextent"),
    # catalog set-returning functions used as tables, and catalog lookups through casts
    ("SELECT * FROM pg_get_keywords()", "pg_get_keywords"),
    ("SELECT * FROM pg_catalog.pg_stat_get_activity(NULL) AS a", "pg_stat_get_activity"),
    ("SELECT * FROM pg_options_to_table(ARRAY['a=b'])", "pg_options_to_table"),
    ("SELECT 'pg_authid'::regclass::oid", "regclass"),
    ("SELECT CAST('pg_read_file' AS regproc)", "regproc"),
    ("SELECT evil.st_area(geometry) FROM pois", "evil.st_area"),
    # nesting that would make the parser recurse past Python's stack
    ("SELECT " + "(" * 500 + "1" + ")" * 500, "nests parentheses"),
    ("SELECT " + "+".join(["1"] * 5000), "nest more than"),
    ("SELECT 1" + "[1]" * 1000, "subscripts"),
    ("SELECT " + "NOT " * 4000 + "true", "nested too deeply"),
]


@pytest.mark.parametrize("statement,word", HOSTILE, ids=[f"{i:02d}" for i in range(len(HOSTILE))])
def test_hostile_statement_is_refused_with_reason(statement: str, word: str) -> None:
    verdict = validate(repair(statement).sql)   # the tool's path: preprocess/repair, then the guard
    assert not verdict.ok
    assert verdict.sql is None
    assert word.lower() in (verdict.reason or "").lower(), verdict.reason


def test_hostile_statements_through_the_tool_change_nothing(ctx, table_checksum) -> None:
    before = table_checksum()
    for statement, _ in HOSTILE:
        result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=statement))
        assert not result.ok, statement
        assert result.render().startswith("ERROR:")
        # refused before execution: nothing was sent to the database
        assert result.sql == [], statement
    assert table_checksum() == before


def test_tool_still_works_after_the_attack(ctx) -> None:
    result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql="SELECT count(*) FROM pois"))
    assert result.ok and int(result.rows[0][0]) > 1000


def test_database_refuses_writes_even_without_the_guard(db, table_checksum) -> None:
    """Defence in depth: what the guard would miss, the READ ONLY transaction and the role stop."""
    from georeact.db.session import DatabaseError
    before = table_checksum()
    for statement in ["DELETE FROM pois", "SELECT nextval('pois_id_seq')", "CREATE TABLE x (a int)"]:
        with pytest.raises(DatabaseError):
            db.query(statement)
    assert table_checksum() == before


LEGITIMATE = [
    "SELECT count(*) FROM pois WHERE amenity = 'cafe'",
    "SELECT poi_name FROM pois WHERE georeact_fold(poi_name) % georeact_fold('ateneum') LIMIT 5",
    "SELECT tags->>'name:en' FROM regions WHERE admin_level = 2",
    "WITH v AS (SELECT geometry FROM regions WHERE region_name = 'Vaduz') "
    "SELECT count(*) FROM pois p, v WHERE ST_Intersects(p.geometry, v.geometry)",
    "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT * FROM r",
    "SELECT amenity FROM pois UNION SELECT highway FROM roads",
    "SELECT * FROM generate_series(1, 3) AS g",
    "SELECT p.poi_name FROM public.pois AS p ORDER BY p.geometry <-> ST_MakePoint(9.52, 47.14)::geography LIMIT 3",
    "(SELECT 1)",
    "SELECT 'DROP TABLE pois; pg_sleep(1)' AS harmless_text",
    "SELECT count(*) FILTER (WHERE amenity = 'cafe') FROM pois AS lo_counts",
    "SELECT 1 FROM pois WHERE EXISTS (SELECT 1 FROM roads r WHERE ST_DWithin(r.geometry, pois.geometry, 10)) LIMIT 1",
    'WITH "Near" AS (SELECT poi_name FROM pois LIMIT 3) SELECT * FROM "Near"',
    "SELECT pg_catalog.lower(poi_name), public.ST_X(public.ST_PointOnSurface(geometry::geometry)) FROM pois LIMIT 1",
    "SELECT round(avg(ST_Area(geometry))::numeric, 1), string_agg(DISTINCT park_name, ', ' ORDER BY park_name) FROM parks",
    "SELECT amenity, rank() OVER (ORDER BY count(*) DESC) FROM pois GROUP BY amenity",
    "SELECT extract(year FROM now()), substring(poi_name FROM 1 FOR 3), coalesce(amenity, 'none') FROM pois LIMIT 1",
]


@pytest.mark.parametrize("statement", LEGITIMATE)
def test_legitimate_query_is_accepted_and_runs(statement: str, db) -> None:
    verdict = validate(statement)
    assert verdict.ok, verdict.reason
    assert verdict.statement_kind in {"select", "with", "union"}
    db.query(verdict.sql)


def test_comments_are_not_executed() -> None:
    verdict = validate("SELECT 1 AS a -- ; DROP TABLE pois\n")
    assert verdict.ok and verdict.sql == "SELECT 1 AS a"


def test_statement_kinds() -> None:
    assert validate("SELECT 1").statement_kind == "select"
    assert validate("WITH a AS (SELECT 1) SELECT * FROM a").statement_kind == "with"
    assert validate("SELECT 1 UNION SELECT 2").statement_kind == "union"
    assert validate("DELETE FROM pois").statement_kind == "delete"
    assert validate("DO $$ $$").statement_kind == "do"


def test_a_name_the_statement_gives_a_table_is_read_through_that_tables_qualifier_only():
    """Issue 41: a select-list alias let attribute notation through (`SELECT 1 AS pg_column_size, p.pg_column_size
    FROM pois p` ran pg_column_size(p)). A CTE's or a derived table's own columns still read through its name."""
    columns = {"id", "poi_name", "amenity", "road_name", "geom"}
    for statement in ("WITH t AS (SELECT 1 AS x) SELECT t.x FROM t",
                "WITH t AS (SELECT poi_name AS nm FROM pois) SELECT t.nm FROM t",
                "SELECT q.n FROM pois p JOIN (SELECT count(*) AS n FROM roads) q ON true",
                "WITH t AS (SELECT 1 AS x UNION SELECT 2) SELECT t.x FROM t",
                "SELECT t.a FROM (VALUES (1)) AS t(a)", "SELECT pois.poi_name FROM pois"):
        assert validate(statement, columns=lambda: columns).ok, statement
    for statement in ("SELECT 1 AS pg_column_size, p.pg_column_size FROM pois p",
                "SELECT (SELECT 1 AS pg_column_size), p.pg_column_size FROM pois p",
                "WITH t AS (SELECT 1 AS pg_column_size) SELECT p.pg_column_size FROM pois p, t"):
        verdict = validate(statement, columns=lambda: columns)
        assert not verdict.ok and "neither a column" in verdict.reason, statement
