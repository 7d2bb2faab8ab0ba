"""Property-based fuzzing of the whole SQL path: guard + database + rendering, on the real test cluster.

hypothesis composes SELECTs with sqlglot over the real schema (columns read from the database) and a pool of
functions: allowlisted ones, and the bypass classes of issue 18 (denied functions, functions that run a SQL
string they are given, catalog set-returning functions used as tables, casts to reg* types, identifier case
and quoting, CTEs shadowing catalogs, schema qualification, deep nesting). Each case knows whether it reads or
calls anything it must not. The properties, over at least 1,000 statements:

- a statement that touches anything forbidden is refused by the guard, before the database sees it;
- whatever is accepted runs through GenerateSQL and returns (rows or an error observation) within the
  statement timeout + 2 s, without crashing the process;
- afterwards the data tables, the catalogs, the roles' settings and large objects are exactly as before,
  and a session LISTENing on the channel the payloads NOTIFY got nothing.

`pytest tests/security/test_guard_fuzz.py -s` prints the counts (quoted in the issue's closing note).
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass

import psycopg
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from sqlglot import exp

from georeact.db.session import Database, owner_url
from georeact.tools import sql
from georeact.tools.base import ToolContext, invoke
from georeact.tools.sql_guard import validate
from georeact.tools.sql_repair import repair
from tests.bounds import loaded

EXAMPLES = 1000
TIMEOUT_MS = 500
CHANNEL = "georeact_fuzz"
NOTIFY = f"SELECT pg_notify(''{CHANNEL}'', ''x'')"

# Calls the model may make, by the kind of column they take. `{c}` is a column of that kind.
SAFE_CALLS = {
    "text": ["lower({c})", "upper({c})", "length({c})", "coalesce({c}, 'none')", "left({c}, 3)",
             "similarity({c}, 'park')", "unaccent({c})", "split_part({c}, ' ', 1)", "md5({c})"],
    "geo": ["ST_Area({c})", "ST_Length({c})", "ST_X(ST_Centroid({c}::geometry))", "ST_AsText({c})", "ST_GeometryType({c}::geometry)",
            "ST_NPoints({c}::geometry)", "ST_Distance({c}, ST_MakePoint(9.52, 47.14)::geography)", "ST_AsGeoJSON({c})",
            "ST_Buffer({c}, 10)", "{c}"],
    "number": ["round({c}::numeric, 1)", "abs({c})", "{c} + 1", "greatest({c}, 0)", "sqrt(abs({c}))"],
}
AGGREGATES = ["count(*)", "max({c})", "min({c})", "count(DISTINCT {c})"]
# Every one of these must be refused wherever it appears.
DENIED_CALLS = [
    "pg_sleep(5)", "pg_read_file('/etc/passwd')", "set_config('default_transaction_read_only', 'off', false)",
    f"pg_notify('{CHANNEL}', 'x')", "current_setting('data_directory')", "pg_terminate_backend(1)",
    "lo_import('/etc/passwd')", "txid_current()", "nextval('pois_id_seq')", "version()", "repeat('x', 100000000)",
    f"ts_rewrite('a'::tsquery, '{NOTIFY}::text::tsquery, ''b''::tsquery')",
    f"query_to_xml('{NOTIFY}', true, true, '')",
    f"(SELECT count(*) FROM pgr_dijkstra('{NOTIFY}::int AS id, 1 AS source, 2 AS target, 1.0 AS cost', 1, 2))",
    "ST_EstimatedExtent('pois', 'geometry')", "pg_catalog.pg_ls_dir('.')", "'pg_authid'::regclass::oid",
    "CAST('pg_sleep' AS regproc)", "evil.st_area(geometry)", '"PG_SLEEP"(1)',
    "dblink('dbname=georeact', 'DELETE FROM pois')", "pg_advisory_lock(1)", "xpath('/a', '<a/>'::xml)",
]
FORBIDDEN_SOURCES = [
    "pg_authid", "pg_shadow", "pg_catalog.pg_class", "information_schema.tables", "network.edges",
    "georeact_meta.loads", "pg_stat_activity", "pg_get_keywords()", "pg_catalog.pg_stat_get_activity(NULL)",
    "pg_ls_waldir()", '"PG_AUTHID"', "pg_largeobject",
]


@dataclass
class Case:
    sql: str
    forbidden: bool   # reads or calls something the guard must refuse


@st.composite
def statements(draw, schema: dict[str, dict[str, str]]) -> Case:
    table = draw(st.sampled_from(sorted(schema)))
    columns = schema[table]
    forbidden = False

    def call_on(kind: str) -> str:
        name = draw(st.sampled_from(sorted(c for c, k in columns.items() if k == kind) or sorted(columns)))
        return draw(st.sampled_from(SAFE_CALLS[kind])).format(c=name)

    projections = [call_on(draw(st.sampled_from(sorted(set(columns.values())))))
                   for _ in range(draw(st.integers(1, 3)))]
    if draw(st.booleans()):
        denied = draw(st.sampled_from(DENIED_CALLS))
        projections.insert(draw(st.integers(0, len(projections))), denied)
        forbidden = True
    query = exp.select(*projections, dialect="postgres").from_(table, dialect="postgres")
    shape = draw(st.sampled_from(["plain", "where", "aggregate", "exists", "union", "cte", "srf"]))
    if shape == "where":
        text_column = next((c for c, k in columns.items() if k == "text"), None)
        if text_column:
            query = query.where(f"{text_column} ILIKE '%a%'", dialect="postgres")
    elif shape == "aggregate":
        column = draw(st.sampled_from(sorted(columns)))
        query = exp.select(draw(st.sampled_from(AGGREGATES)).format(c=column), dialect="postgres").from_(table)
        forbidden = False
    elif shape == "exists":
        source = draw(st.sampled_from(FORBIDDEN_SOURCES + sorted(schema)))
        forbidden = forbidden or source not in schema
        query = query.where(f"EXISTS (SELECT 1 FROM {source})", dialect="postgres")
    elif shape == "union":
        source = draw(st.sampled_from(FORBIDDEN_SOURCES + sorted(schema)))
        forbidden = forbidden or source not in schema
        query = exp.union(query.limit(3), exp.select(*["NULL"] * len(projections)).from_(source, dialect="postgres"))
    text = query.sql(dialect="postgres")
    if shape == "cte":   # a CTE named like a catalog: unquoted it shadows the catalog, quoted upper-case it does not
        catalog = draw(st.sampled_from(["pg_authid", "pg_shadow", "pg_roles"]))
        quoted = draw(st.booleans())
        name = f'"{catalog.upper()}"' if quoted else catalog
        text = f"WITH {name} AS (SELECT 1 AS x) SELECT * FROM {catalog}, ({text} LIMIT 3) AS inner_query"
        forbidden = forbidden or quoted
    if shape == "srf":
        source = draw(st.sampled_from(["generate_series(1, 3)", "unnest(ARRAY[1, 2])", "pg_get_keywords()",
                                       "pg_options_to_table(ARRAY['a=b'])", "regexp_split_to_table('a b', ' ')"]))
        forbidden = forbidden or source.startswith("pg_")
        text = f"SELECT * FROM {source} AS s, ({text} LIMIT 3) AS inner_query"
    depth = draw(st.sampled_from([0, 0, 0, 5, 40, 70, 300]))
    if depth:
        text = f"SELECT {'(' * depth}1{')' * depth} AS n, * FROM ({text} LIMIT 3) AS nested"
        forbidden = forbidden or depth > 64
    if draw(st.booleans()) and "LIMIT" not in text:
        text += f" LIMIT {draw(st.integers(0, 60))}"
    return Case(sql=text, forbidden=forbidden)


CATALOG_STATE = """
    SELECT md5(string_agg(c.oid::text || c.relname::text || c.relkind::text, ',' ORDER BY c.oid)),
           (SELECT count(*) FROM pg_proc), (SELECT count(*) FROM pg_largeobject_metadata),
           (SELECT coalesce(string_agg(array_to_string(setconfig, ','), ';' ORDER BY setrole, setdatabase), '')
              FROM pg_db_role_setting),
           (SELECT string_agg(rolname || rolsuper::text, ',' ORDER BY rolname) FROM pg_roles)
    FROM pg_class c
"""


def real_schema(db: Database) -> dict[str, dict[str, str]]:
    """The five GS-QA tables' columns, each as text, number or geo (the only kinds the generator needs)."""
    rows = db.query("""SELECT table_name, column_name, data_type, udt_name FROM information_schema.columns
                       WHERE table_schema = 'public' AND table_name IN ('pois', 'roads', 'parks', 'lakes', 'regions')
                         AND data_type NOT IN ('jsonb', 'hstore', 'ARRAY')""", max_rows=500).rows
    kinds = {"text": "text", "character varying": "text", "integer": "number", "bigint": "number",
             "double precision": "number", "numeric": "number", "real": "number"}
    schema: dict[str, dict[str, str]] = {}
    for table, column, data_type, udt in rows:
        kind = "geo" if udt in ("geography", "geometry") else kinds.get(data_type)
        if kind:
            schema.setdefault(table, {})[column] = kind
    return schema


def test_fuzzed_statements_never_escape_crash_or_outlast_the_deadline(settings, owner_conn, table_checksum) -> None:
    short = settings.model_copy(update={"statement_timeout_ms": TIMEOUT_MS, "pool_max_size": 2})
    db = Database(short).open()
    ctx = ToolContext(db=db, settings=short)
    schema = real_schema(db)
    assert set(schema) == {"pois", "roads", "parks", "lakes", "regions"}
    tables_before, catalogs_before = table_checksum(), owner_conn.execute(CATALOG_STATE).fetchone()
    listener = psycopg.connect(owner_url(settings), autocommit=True)
    listener.execute(f"LISTEN {CHANNEL}")
    stats: Counter[str] = Counter()
    slowest = [0.0]

    @hypothesis_settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                         suppress_health_check=list(HealthCheck))
    @given(statements(schema))
    def check(case: Case) -> None:
        stats["statements"] += 1
        verdict = validate(repair(case.sql).sql)
        if case.forbidden:
            stats["forbidden"] += 1
            assert not verdict.ok, f"accepted: {case.sql}"
        stats["accepted" if verdict.ok else "refused"] += 1
        started = time.perf_counter()
        result = invoke(sql.run_generate, sql.Result, ctx, sql.GenerateInput(sql=case.sql))
        elapsed = time.perf_counter() - started
        slowest[0] = max(slowest[0], elapsed)
        result.render()
        if not verdict.ok:
            assert not result.ok and result.sql == [], "a refused statement reached the database"
        else:
            stats["ran ok" if result.ok else "ran with an error observation"] += 1
        assert elapsed < loaded(TIMEOUT_MS / 1000), f"{elapsed:.1f} s: {case.sql}"

    try:
        check()
        notified = list(listener.notifies(timeout=1.0))
    finally:
        listener.close()
        db.close()
    print(f"\nfuzz: {dict(stats)}; slowest {slowest[0]:.2f} s (timeout {TIMEOUT_MS} ms)")
    assert stats["statements"] >= EXAMPLES
    assert stats["forbidden"] > 200 and stats["accepted"] > 200, stats   # both sides were really exercised
    assert notified == []
    assert table_checksum() == tables_before
    assert owner_conn.execute(CATALOG_STATE).fetchone() == catalogs_before
