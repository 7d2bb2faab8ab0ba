"""How many rows of each data table carry each tag value, by geometry dimension, kept up to date by triggers: a
feature filter's counts (GetPOIFilter, CalculateMetric: which kinds of geometry a filter finds, and whether it finds
any) are then an index lookup, not a scan on each process's first question (30-75 ms on a national extract's 61 k
water rows).

Statement-level triggers add the counts of the rows a statement writes and take away those of the rows it replaces or
deletes, set-wise from the transition tables: a load's batched merge, a reload and a write by someone else's SQL all
keep the counts exact, with no step of their own. A row's pairs are what FeatureFilter's SQL reads: each text column
under its own name, and each tag whose key is not a column name; a row counts once for each value it matches: its
value, and for the ';'-separated keys (MULTI_VALUE) each element too; `value` NULL counts the rows that have the key.

A filter of several conditions (natural=water without water, a restaurant whose cuisine is pizza) is no pair: the
same triggers keep `tag_sets`, each distinct tag set of a table (its columns as text under their names, over its
tags but `name`) with its rows by dimension. Its count is the filter's own SQL over these sets, with every name read
from the set: 3.3 k sets for the national extract's 58 k water rows, whose scan took 30 ms (the geometries are
stored in line) on each process's first use.

Needs PostgreSQL 15 (a unique key with NULLS NOT DISTINCT); on an older server the tools count by scanning, as they
do on databases this importer did not write."""

from __future__ import annotations

import psycopg
from psycopg import sql

from georeact.db import catalog
from georeact.reading.features import MULTI_VALUE, dimension_sql

TABLE = "tag_counts"
SETS = "tag_sets"
MIN_SERVER_VERSION = 150000
NOT_TAGS = ("id", "osm_id", "osm_type", "source")   # columns that are no tag (nor is the name column)

SETUP_SQL = f"""
CREATE TABLE IF NOT EXISTS public.{TABLE} (
    tbl text NOT NULL,
    key text NOT NULL,
    value text,                 -- NULL: the rows that have the key
    dim smallint NOT NULL,      -- ST_Dimension: 0 point, 1 line, 2 area
    n bigint NOT NULL,
    UNIQUE NULLS NOT DISTINCT (tbl, key, value, dim)
);
CREATE TABLE IF NOT EXISTS public.{SETS} (
    tbl text NOT NULL,
    tags jsonb NOT NULL,        -- the columns (as text) over the tags, without `name`
    digest text NOT NULL,       -- md5 of tags: the unique key (a tag set can exceed a btree entry)
    dim smallint NOT NULL,
    n bigint NOT NULL,
    UNIQUE (tbl, digest, dim)
)"""


def _grouped(rows: str, columns: list[str]) -> str:
    """The rows of the relation `rows` grouped by (columns, tags but `name`, dim), with their number n: each
    distinct set is expanded once (58 k water rows have 3 k; lakes' counts 0.33 -> 0.14 s on the national
    extract). The name is not counted: it is searched by place_search, never filtered on."""
    listed = "".join(f'"{column}", ' for column in columns)
    return f"""SELECT {listed}tags, dim, count(*) AS n
              FROM (SELECT {listed}tags - 'name' AS tags, {dimension_sql("geometry")} AS dim FROM {rows}) r
              GROUP BY {listed}tags, dim"""


def _pairs(columns: list[str]) -> str:
    """(key, value, dim, n) of every value the grouped rows `t` match, n rows each (see the module)."""
    multi = ", ".join(f"'{key}'" for key in sorted(MULTI_VALUE))
    own = ", ".join(f"('{column}', t.\"{column}\"::text)" for column in columns)
    return f"""
        SELECT e.key, v.value, t.dim, t.n FROM t
        CROSS JOIN LATERAL (SELECT c.key, c.value FROM (VALUES {own}) c(key, value) WHERE c.value IS NOT NULL
                            UNION ALL
                            SELECT j.key, j.value FROM jsonb_each_text(t.tags) j
                            WHERE j.key NOT IN ({', '.join(f"'{column}'" for column in columns)})) e
        CROSS JOIN LATERAL (SELECT e.value UNION ALL SELECT NULL
                            UNION SELECT unnest(string_to_array(replace(e.value, ' ', ''), ';'))
                            WHERE e.key IN ({multi})) v"""


def _set_tags(columns: list[str]) -> str:
    """The tag set of a grouped row `t`: its columns as text over its tags, NULL columns left out."""
    removed = ", ".join(f"'{key}'" for key in columns)
    # jsonb_build_object takes at most 100 arguments: 40 columns each
    built = " || ".join(
        "jsonb_build_object(" + ", ".join(f"'{column}', t.\"{column}\"::text" for column in columns[at:at + 40]) + ")"
        for at in range(0, len(columns), 40)) or "'{}'::jsonb"
    return f"(t.tags - ARRAY[{removed}]) || jsonb_strip_nulls({built})"


def _add(rows: str, table: str, columns: list[str], sign: str) -> str:
    return f"""
        WITH t AS MATERIALIZED ({_grouped(rows, columns)}),
        sets AS (
            INSERT INTO public.{SETS} AS c (tbl, tags, digest, dim, n)
            SELECT '{table}', s.tags, md5(s.tags::text), s.dim, {sign}sum(s.n)
            FROM (SELECT {_set_tags(columns)} AS tags, t.dim, t.n FROM t) s GROUP BY s.tags, s.dim
            ON CONFLICT (tbl, digest, dim) DO UPDATE SET n = c.n + EXCLUDED.n)
        INSERT INTO public.{TABLE} AS c (tbl, key, value, dim, n)
        SELECT '{table}', key, value, dim, {sign}sum(n) FROM ({_pairs(columns)}) p GROUP BY key, value, dim
        ON CONFLICT (tbl, key, value, dim) DO UPDATE SET n = c.n + EXCLUDED.n"""


def _function(table: str, columns: list[str]) -> tuple[str, str]:
    """(name, body) of `table`'s trigger function: the counts of its columns as they are now."""
    body = f"""
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN{_add('old_rows', table, columns, '-')};
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN{_add('new_rows', table, columns, '')};
    END IF;
    RETURN NULL;
END
"""
    return f"georeact_count_tags_{table}", body


def _triggers(table: str, function: str) -> str:
    name = f"{table}_count_tags"
    return f"""
        DROP TRIGGER IF EXISTS {name}_insert ON public.{table};
        DROP TRIGGER IF EXISTS {name}_update ON public.{table};
        DROP TRIGGER IF EXISTS {name}_delete ON public.{table};
        CREATE TRIGGER {name}_insert AFTER INSERT ON public.{table} REFERENCING NEW TABLE AS new_rows
            FOR EACH STATEMENT EXECUTE FUNCTION public.{function}();
        CREATE TRIGGER {name}_update AFTER UPDATE ON public.{table} REFERENCING OLD TABLE AS old_rows
            NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.{function}();
        CREATE TRIGGER {name}_delete AFTER DELETE ON public.{table} REFERENCING OLD TABLE AS old_rows
            FOR EACH STATEMENT EXECUTE FUNCTION public.{function}();"""


def ensure(conn: psycopg.Connection, tables: dict[str, str]) -> list[str]:
    """The counts table, and triggers on each existing data table (name -> its name column) that count its columns
    as they are now, in the caller's transaction. A table without them, or whose columns changed since, is counted
    whole first. Returns the tables counted now (none on a server older than 15)."""
    if conn.info.server_version < MIN_SERVER_VERSION:
        return []
    conn.execute(SETUP_SQL)
    counted = []
    for table, name_column in tables.items():
        if not catalog.exists(conn, f"public.{table}"):
            continue
        # scalar columns (text, admin_level): FeatureFilter compares them as text
        columns = [row[0] for row in conn.execute(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = %s"
            " AND data_type NOT IN ('USER-DEFINED', 'jsonb', 'tsvector', 'ARRAY') AND column_name <> ALL(%s)"
            " ORDER BY ordinal_position", (table, [*NOT_TAGS, name_column])).fetchall()]
        function, body = _function(table, columns)
        current = conn.execute("SELECT prosrc FROM pg_proc WHERE proname = %s", (function,)).fetchone()
        if current is not None and current[0] == body:
            continue
        conn.execute(sql.SQL("CREATE OR REPLACE FUNCTION public.{}() RETURNS trigger LANGUAGE plpgsql AS {}").format(
            sql.Identifier(function), sql.Literal(body)))
        conn.execute(_triggers(table, function))
        conn.execute(f"DELETE FROM public.{TABLE} WHERE tbl = %s", (table,))
        conn.execute(f"DELETE FROM public.{SETS} WHERE tbl = %s", (table,))
        conn.execute(_add(f"public.{table}", table, columns, ""))
        counted.append(table)
    return counted
