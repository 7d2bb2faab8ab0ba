"""One data table plain and declaratively partitioned (PostgreSQL's own LIST partitioning by `source`), timed with
the statements the tools actually run on it.

    .venv/bin/python benchmarks/partitioning.py --home DIR --port N [--table pois] [--repeat 20]

(benchmarks/growth.py --partition runs it on the last step's database.) The table is copied into
`growth_part.<table>`, partitioned BY LIST (source), one partition per loaded file, with the plain table's indexes
(a UNIQUE one made plain: on a partitioned table it would have to include `source`); the shared table is not
touched. Why LIST by source: a load writes and replaces exactly one source (importer._merge_table deletes and
upserts `WHERE source = file`), so a partition per file is what a load could swap in or drop whole
(ATTACH/DETACH PARTITION) and what a Citus shard per extract would be; HASH by id would spread every load over
every partition and help no query either, as no tool looks rows up by id range.

The statements: the scale cases of benchmarks/tools.py (not the routes) are called once through the tools, and each
SQL statement they ran that reads the table is run again as recorded, with `search_path` at `public` (the plain
table) and at `growth_part, public` (the partitioned one: the tools name their tables unqualified), alternately,
`--repeat` times each; p50/p95 of each, and EXPLAIN ANALYZE's partitions read (of those there are: none pruned
unless the statement constrains `source`). Then one statement of the same shape with `source = ...` added, which
is what a partition key (or a Citus distribution column) buys when the query names it.
"""

from __future__ import annotations

import argparse
import re
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import psycopg  # noqa: E402
from compare_runs import percentile  # noqa: E402
from proc_memory import loadavg  # noqa: E402
from psycopg import sql  # noqa: E402

SCHEMA = "growth_part"


def _mentions(statement: str, table: str) -> bool:
    """The statement reads `table` by its unqualified name (not a quoted label, not an index or column named after it)."""
    return re.search(rf"(?<![\w.'\"]){table}(?![\w'\"])", statement) is not None


def build(conn: psycopg.Connection, table: str) -> dict[str, Any]:
    """growth_part.<table>: LIST-partitioned by source, the plain table's rows and indexes; sizes and seconds."""
    started = time.monotonic()
    conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(SCHEMA)))
    conn.execute(sql.SQL("CREATE SCHEMA {}").format(sql.Identifier(SCHEMA)))
    target = sql.Identifier(SCHEMA, table)
    conn.execute(sql.SQL("CREATE TABLE {} (LIKE public.{} INCLUDING DEFAULTS) PARTITION BY LIST (source)").format(
        target, sql.Identifier(table)))
    sources = [row[0] for row in conn.execute(sql.SQL("SELECT DISTINCT source FROM public.{} ORDER BY 1").format(
        sql.Identifier(table)))]
    for index, source in enumerate(sources):
        conn.execute(sql.SQL("CREATE TABLE {} PARTITION OF {} FOR VALUES IN ({})").format(
            sql.Identifier(SCHEMA, f"{table}_p{index}"), target, sql.Literal(source)))
    conn.execute(sql.SQL("INSERT INTO {} SELECT * FROM public.{}").format(target, sql.Identifier(table)))
    indexes = conn.execute("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = %s",
                           (table,)).fetchall()
    for _, definition in indexes:
        definition = definition.replace("CREATE UNIQUE INDEX", "CREATE INDEX")
        conn.execute(definition.replace(f" ON public.{table} ", f" ON {SCHEMA}.{table} "))
    conn.execute(sql.SQL("ANALYZE {}").format(target))
    sizes = conn.execute(
        "SELECT (SELECT pg_total_relation_size(%s::regclass)),"
        " (SELECT sum(pg_total_relation_size(inhrelid)) FROM pg_inherits WHERE inhparent = %s::regclass)",
        (f"public.{table}", f"{SCHEMA}.{table}")).fetchone()
    return {"sources": sources, "indexes": [name for name, _ in indexes], "seconds": time.monotonic() - started,
            "plain_mb": sizes[0] / 1e6, "partitioned_mb": float(sizes[1] or 0) / 1e6}


def captured(settings: Any, table: str) -> list[tuple[str, str, Any]]:
    """(label, SQL, params) of every statement reading `table` that the scale cases' tool calls ran."""
    import tools as tool_bench

    from georeact.db.session import Database
    from georeact.tools.base import ToolContext

    found = []
    with Database(settings) as db:
        ctx = ToolContext(db=db, settings=settings)
        for name, mode, arg_sets in tool_bench.scale_cases(db):
            if name == "PlanRoute":   # the graph's statements; the places it resolves are the name search's
                continue
            for args in arg_sets:
                result, _ = tool_bench.call(ctx, tool_bench.spec(name), args)
                for query in result.sql:
                    if not query.error and _mentions(query.sql, table):
                        found.append((f"{name} {mode}", query.sql, query.params))
    return found


def _timed(conn: psycopg.Connection, statement: str, params: Any) -> float:
    started = time.perf_counter()
    conn.execute(statement, params).fetchall()
    return (time.perf_counter() - started) * 1000


def partitions_read(conn: psycopg.Connection, statement: str, params: Any, table: str) -> int:
    """Partitions EXPLAIN ANALYZE shows scanned (a partition pruned at plan time is absent, at run time 'never
    executed')."""
    plan = [row[0] for row in conn.execute("EXPLAIN (ANALYZE, TIMING OFF, COSTS OFF) " + statement, params)]
    return len({match[1] for line in plan if "never executed" not in line
                for match in re.finditer(rf"\bon ({table}_p\d+)\b", line)})


def compare(conn: psycopg.Connection, statement: str, params: Any, table: str, repeat: int) -> dict[str, Any]:
    """The statement on the plain and the partitioned table, alternately (so a burst of other work hits both)."""
    plain, parted = [], []
    paths = {"plain": "public", "partitioned": f"{SCHEMA}, public"}
    for path in paths.values():   # warm both
        conn.execute(f"SET search_path = {path}")
        _timed(conn, statement, params)
    for _ in range(repeat):
        conn.execute(f"SET search_path = {paths['plain']}")
        plain.append(_timed(conn, statement, params))
        conn.execute(f"SET search_path = {paths['partitioned']}")
        parted.append(_timed(conn, statement, params))
    read = partitions_read(conn, statement, params, table)
    conn.execute("SET search_path = public")
    return {"plain_p50": percentile(plain, 50), "plain_p95": percentile(plain, 95),
            "partitioned_p50": percentile(parted, 50), "partitioned_p95": percentile(parted, 95),
            "partitions_read": read}


def keyed(conn: psycopg.Connection, table: str, repeat: int) -> list[dict[str, Any]]:
    """A radius search around a row of the largest source, without and with `source = ...` in its WHERE."""
    source = conn.execute(sql.SQL("SELECT source FROM public.{} GROUP BY 1 ORDER BY count(*) DESC LIMIT 1").format(
        sql.Identifier(table))).fetchone()[0]
    point = conn.execute(sql.SQL("SELECT geometry FROM public.{} WHERE source = %s ORDER BY id LIMIT 1").format(
        sql.Identifier(table)), (source,)).fetchone()[0]
    statement = f"SELECT count(*) FROM {table} WHERE ST_DWithin(geometry, %(p)s::geography, 5000)"
    out = []
    for label, extra in (("radius 5 km", ""), ("radius 5 km, source named", " AND source = %(s)s")):
        figures = compare(conn, statement + extra, {"p": point, "s": source}, table, repeat)
        out.append({"label": label, **figures})
    return out


def run(settings: Any, table: str = "pois", repeat: int = 20) -> dict[str, Any]:
    from georeact.db.session import owner_url

    statements = captured(settings, table)
    loads = [loadavg()]
    with psycopg.connect(owner_url(settings), autocommit=True) as conn:
        built = build(conn, table)
        try:
            rows = []
            for label, statement, params in statements:
                rows.append({"label": label, **compare(conn, statement, params, table, repeat)})
            rows += keyed(conn, table, repeat)
            loads.append(loadavg())
        finally:   # the scratch copy goes; the shared table was never changed
            conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(sql.Identifier(SCHEMA)))
    return {"table": table, "repeat": repeat, **built, "statements": rows, "loadavg": loads}


def by_call(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The statements grouped by the tool mode that ran them: how many, the sums of their p50s, the partitions read."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(row["label"], []).append(row)
    return [{"label": label, "statements": len(group),
             "plain_p50_sum": sum(r["plain_p50"] for r in group),
             "partitioned_p50_sum": sum(r["partitioned_p50"] for r in group),
             "slower_statements": sum(r["partitioned_p50"] > r["plain_p50"] for r in group),
             "partitions_read": sorted({r["partitions_read"] for r in group})} for label, group in groups.items()]


def text(report: dict[str, Any]) -> str:
    total = len(report["sources"])
    lines = [f"\n{report['table']}: plain against LIST (source) partitioned, {total} partitions "
             f"(built in {report['seconds']:.1f} s; {report['plain_mb']:.1f} MB plain, "
             f"{report['partitioned_mb']:.1f} MB partitioned with the same {len(report['indexes'])} indexes); "
             f"p50 of {report['repeat']} runs each, summed over the statements of each tool mode; load average "
             f"{' -> '.join(report.get('loadavg', []))}",
             f"  {'tool mode':<44} {'statements':>10} {'plain ms':>9} {'part. ms':>9} {'ratio':>6} {'slower':>7} "
             f"{'partitions read':>16}"]
    for group in by_call(report["statements"]):
        plain, parted = group["plain_p50_sum"], group["partitioned_p50_sum"]
        read = "/".join(map(str, group["partitions_read"]))
        lines.append(f"  {group['label'][:44]:<44} {group['statements']:>10} {plain:>9.1f} {parted:>9.1f} "
                     f"{parted / max(plain, 1e-9):>6.2f} {group['slower_statements']:>7} {read:>11} of {total}")
    return "\n".join(lines)


def main() -> None:
    from tests.conftest import make_settings

    from georeact.db import cluster

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, required=True, help="GEOREACT_HOME of a loaded cluster")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--table", default="pois", help="the data table to partition (default pois)")
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    settings = make_settings(home=args.home, db_port=args.port)
    cluster.start(settings, log=lambda message: None)
    print(text(run(settings, args.table, args.repeat)))


if __name__ == "__main__":
    main()
