"""Tool latency benchmark: p50/p95 of every tool and mode on the embedded database, with realistic arguments
on real places of the four extracts, the SQL statements per call (p50, p95, and the rows over the target of 4), and
EXPLAIN evidence: the name search uses the trigram indexes, the nearest (growing ST_DWithin radii in one statement),
radius (ST_DWithin) and region (ST_Intersects) queries of CalculateMetric the GiST index on `geometry`, and where the
time of the slow ones goes (the route).

    .venv/bin/python benchmarks/tools.py [--home DIR] [--port N] [--repeat 20] [--warmup 1] [--only CalculateMetric]
    .venv/bin/python benchmarks/tools.py --cases scale --no-explain [--database-url URL | --home DIR --port N]

On a national extract (issue 30): load it with the towns into a scratch cluster that is kept,
`nice .venv/bin/python benchmarks/load.py --file data/osm/*.osm.pbf
../shared/data/osm-scale/iceland-2019-outside-capital-and-akureyri.osm.pbf --keep --port 5472`, then run
`--cases scale` with the --home and --port it prints (or --database-url, $GEOREACT_DATABASE_URL: the reader role's
URL of any database): issue 30's calls (an exact and a fuzzy name, nearest, count within a radius, largest and count
in a region, distance between two named places) on the towns' places and, when Iceland is loaded, on Iceland's.
Run it on a towns-only cluster (`load.py --file data/osm/*.osm.pbf --keep --port 5471`) for the other column.

Default database: the test cluster of tests/conftest.py (GEOREACT_TEST_HOME or ~/.cache/georeact-test, port
GEOREACT_TEST_DB_PORT or 5441), started if it is initialised but not running. Each tool/mode runs `--repeat`
calls, cycling through its argument sets, after `--warmup` untimed passes over them (pool connections, the
POI mapping, InspectSchema's column cache and the feature counts kept per database are warm, as in a running
agent). Calls go through
`georeact.tools.base.invoke`, as the agent does; `ms` is the wall time of the call, `db ms` the summed time of
its SQL statements. Nothing is asserted: failed calls are counted in the `ok` column.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import os
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.db import cluster  # noqa: E402
from georeact.db.session import Database, ExecutedQuery, reader_url  # noqa: E402
from georeact.processes import settle_heap  # noqa: E402
from georeact.tools.base import ToolContext, ToolResult, invoke  # noqa: E402
from georeact.tools.registry import TOOL_MODULES, ToolSpec  # noqa: E402
from tests.conftest import make_settings  # noqa: E402  (the test cluster's home and port)

VADUZ, MONACO, HELSINKI = "Vaduz", "Monaco", "Helsinki"

# (tool, mode) -> argument sets, cycled; real places of the Liechtenstein, Monaco, Neubrandenburg and Helsinki extracts
CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    ("InspectSchema", "no table", [{}]),
    ("InspectSchema", "a table", [{"table": t} for t in ("pois", "roads", "parks", "lakes", "regions")]),
    ("ResolveLocation", "exact", [{"name": n} for n in (
        "Vaduz", "Schaan", "Tollensesee", "Ateneum", "Kiasma", "Monaco-Ville", "Rathaus Vaduz")]),
    ("ResolveLocation", "fuzzy", [{"name": n} for n in (
        "Vadzu", "Schaann", "Tollense See", "Atenem", "Kiasmaa", "Monaco Ville", "Rathaus Vadutz")]),
    # names no place has (refused with the extracts' coverage, kept per process) and a misspelling (stated)
    ("ResolveLocation", "not in the data", [{"name": n} for n in (
        "Paris", "Madrid", "largest park in Vaduz", "Xqzvbnm Kplw", "Ateneumm")]),
    ("ResolveLocation", "with context", [
        {"name": "Rathaus", "context": VADUZ}, {"name": "Rathaus", "context": "Neubrandenburg"},
        {"name": "Birkenweg", "context": "Schaan"}, {"name": "Kita", "context": "Liechtenstein"},
        {"name": "Lidl", "context": HELSINKI}, {"name": "Jardin Exotique", "context": MONACO}]),
    ("GetRegionGeometry", "region", [{"region": r} for r in (
        "Vaduz", "Schaan", "Monaco-Ville", "Groß Nemerow", "Tollensesee", "Esplanadinpuisto")]),
    ("GetRegionGeometry", "buffer", [
        {"anchor": "Kiasma", "radius_m": 500}, {"anchor": "Ateneum", "radius_m": 1000},
        {"anchor": "Rathaus Vaduz", "radius_m": 300}, {"anchor": "Casino de Monte Carlo", "radius_m": 400},
        {"anchor": "Friedländer Tor", "radius_m": 800}]),
    ("GetRegionGeometry", "junction", [
        {"street_a": "Aleksanterinkatu", "street_b": "Mannerheimintie"},
        {"street_a": "Mannerheimintie", "street_b": "Kaivokatu", "radius_m": 50},
        {"street_a": "Städtle", "street_b": "Aeulestrasse"}]),
    ("GetPOIFilter", "feature", [
        {"feature": "cafe"}, {"feature": "restaurant", "purpose": "count"}, {"feature": "lake", "purpose": "area"},
        {"feature": "river", "purpose": "length"}, {"feature": "park", "purpose": "area"},
        {"feature": "history museum"}, {"feature": "fast food"}, {"feature": "hotel", "purpose": "nearest"}]),
    ("CalculateMetric", "count in region", [
        {"metric": "count", "feature": "cafe", "region": "Vaduz"},
        {"metric": "count", "feature": "restaurant", "region": "Schaan"},
        {"metric": "count", "feature": "restaurant", "region": "Monaco-Ville"},
        {"metric": "count", "feature": "restaurant", "region": "Kukko"},
        {"metric": "count", "feature": "bench", "region": "Groß Nemerow"}]),
    ("CalculateMetric", "count in radius", [
        {"metric": "count", "feature": "cafe", "anchor": "Ateneum", "radius_m": 500},
        {"metric": "count", "feature": "restaurant", "anchor": "Rathaus Vaduz", "radius_m": 1000},
        {"metric": "count", "feature": "hotel", "anchor": "Casino de Monte Carlo", "radius_m": 800},
        {"metric": "count", "feature": "cafe", "anchor": "Friedländer Tor", "radius_m": 1000}]),
    ("CalculateMetric", "nearest", [
        {"metric": "nearest", "feature": "cafe", "anchor": "Ateneum"},
        {"metric": "nearest", "feature": "pharmacy", "anchor": "Rathaus Vaduz"},
        {"metric": "nearest", "feature": "restaurant", "anchor": "Kiasma"},
        {"metric": "nearest", "feature": "restaurant", "anchor": "Musée Océanographique"},
        {"metric": "nearest", "feature": "supermarket", "anchor": "Friedländer Tor", "limit": 3}]),
    ("CalculateMetric", "nearest from a region", [
        {"metric": "nearest", "feature": "supermarket", "anchor": "Monaco"},
        {"metric": "nearest", "feature": "restaurant", "anchor": "Schaan"},
        {"metric": "directional_nearest", "feature": "restaurant", "anchor": "Vaduz", "direction": "north"}]),
    ("CalculateMetric", "directional nearest", [
        {"metric": "directional_nearest", "feature": "cafe", "anchor": "Ateneum", "direction": "east"},
        {"metric": "directional_nearest", "feature": "restaurant", "anchor": "Rathaus Vaduz", "direction": "north"},
        {"metric": "directional_nearest", "feature": "hotel", "anchor": "Casino de Monte Carlo", "direction": "west"},
        {"metric": "directional_nearest", "feature": "cafe", "anchor": "Kiasma", "towards": "Ateneum"}]),
    ("CalculateMetric", "azimuth", [
        {"metric": "azimuth", "anchor": "Ateneum", "anchor_b": "Kiasma"},
        {"metric": "azimuth", "anchor": "Rathaus Vaduz", "anchor_b": "Schloss Vaduz"},
        {"metric": "azimuth", "anchor": "Musée Océanographique", "anchor_b": "Casino de Monte Carlo"}]),
    ("CalculateMetric", "distance", [
        {"metric": "distance", "anchor": "Ateneum", "anchor_b": "Helsinki Cathedral"},
        {"metric": "distance", "anchor": "Kunstmuseum Liechtenstein", "anchor_b": "Rathaus Vaduz"},
        {"metric": "distance", "anchor": "Vaduz", "anchor_b": "Schaan"}]),
    ("CalculateMetric", "distance, walk route", [
        {"metric": "distance", "anchor": "Ateneum", "anchor_b": "Kiasma", "mode": "walk"},
        {"metric": "distance", "anchor": "Kunstmuseum Liechtenstein", "anchor_b": "Rathaus Vaduz", "mode": "walk"},
        {"metric": "distance", "anchor": "Musée Océanographique", "anchor_b": "Casino de Monte Carlo", "mode": "walk"}]),
    ("CalculateMetric", "largest area", [
        {"metric": "largest", "feature": "lakes", "region": "Groß Nemerow"},
        {"metric": "largest", "feature": "park", "region": "Vaduz"},
        {"metric": "largest", "feature": "park", "anchor": "Kiasma", "radius_m": 2000}]),
    ("CalculateMetric", "total length", [
        {"metric": "total_length", "feature": "river", "region": "Vaduz"},
        {"metric": "total_length", "feature": "stream", "region": "Schaan"},
        {"metric": "total_length", "feature": "river", "anchor": "Tollensesee", "radius_m": 2000}]),
    # a name several places share (taken near the call's other place) and a street measured in one town
    ("CalculateMetric", "namesakes, streets", [
        {"metric": "distance", "anchor": "Rathaus", "anchor_b": "Tollensesee"},
        {"metric": "length", "anchor": "Landstrasse"},
        {"metric": "length", "anchor": "Landstrasse", "region": "Schaan"},
        {"metric": "nearest", "feature": "cafe", "anchor": "Landstrasse", "region": "Schaan"},
        {"metric": "count", "feature": "pharmacy", "region": "Paris"}]),
    # as the agent calls it: with the user's question, which grounding reads (the question's feature, places, radius)
    ("CalculateMetric", "with the question", [
        {"question": "How many cafes are there within 500 meters of Ateneum?",
         "metric": "count", "feature": "cafe", "anchor": "Ateneum", "radius_m": 500},
        {"question": "Which restaurant is the closest one to Rathaus Vaduz?",
         "metric": "nearest", "feature": "restaurant", "anchor": "Rathaus Vaduz"},
        {"question": "Is there a bank within 500 meters of Galleria Esplanad, Helsinki?",
         "metric": "list", "feature": "bank", "anchor": "Galleria Esplanad, Helsinki", "radius_m": 500},
        {"question": "What is the largest park in Vaduz?", "metric": "largest", "feature": "park", "region": "Vaduz"},
        {"question": "Which Italian restaurant is nearest to Friedländer Tor?",
         "metric": "nearest", "feature": "restaurant", "anchor": "Friedländer Tor"}]),
    ("GenerateSQL", "simple query", [
        {"sql": "SELECT count(*) FROM pois WHERE amenity = 'cafe'"},
        {"sql": "SELECT poi_name FROM pois WHERE amenity = 'restaurant' AND source LIKE 'monaco%' LIMIT 5"},
        {"sql": "SELECT region_name, ST_Area(geometry) FROM regions WHERE admin_level = 8 ORDER BY 2 DESC LIMIT 5"}]),
    ("DescribePlace", "by name", [{"place": n} for n in (
        "Kunstmuseum Liechtenstein", "DoMuS", "La Pignata", "Muru", "Ateneum", "Friedländer Tor")]),
    ("DescribePlace", "nearest street", [{"place": n, "attributes": ["street"]} for n in (
        "Rathaus Vaduz", "Pizzeria Toscana", "Feuerwehr Balzers", "Gasthaus Hirschen")]),
    ("DescribePlace", "area, nearest street", [{"place": n, "attributes": ["street"]} for n in (
        "Tollensesee", "Port Hercule de Monaco", "Lieps", "Esplanadinpuisto")]),
    ("PlanRoute", "4 stops", [
        {"stops": ["Kunstmuseum", "Postmuseum", "Landesmuseum"], "start": "Rathaus", "context": VADUZ},
        {"stops": ["Musée Océanographique", "Palais Princier de Monaco", "Casino de Monte Carlo", "Jardin Exotique"],
         "context": MONACO},
        {"stops": ["Ateneum", "Kiasma", "Helsinki Cathedral", "Havis Amanda"], "context": HELSINKI},
        {"stops": ["Kunstmuseum", "Postmuseum", "Landesmuseum", "Skimuseum"], "context": VADUZ, "mode": "drive"}]),
]

# --cases scale: the calls of issue 30's table, on the towns and (when it is loaded) on the national extract of
# /work/shared/data/osm-scale (Iceland outside Reykjavík and Akureyri): real names of that extract
ICELAND_SOURCE = "iceland-2019-outside-capital-and-akureyri.osm.pbf"
SCALE_CASES: list[tuple[str, str, list[dict[str, Any]], list[dict[str, Any]]]] = [
    ("ResolveLocation", "exact", [{"name": n} for n in ("Vaduz", "Schaan", "Tollensesee", "Ateneum", "Kiasma")],
     [{"name": n} for n in ("Selfoss", "Stykkishólmur", "Ísafjörður", "Egilsstaðir", "Mývatn", "Borgarnes")]),
    ("ResolveLocation", "fuzzy", [{"name": n} for n in ("Vadzu", "Schaann", "Tollense See", "Atenem", "Kiasmaa")],
     [{"name": n} for n in ("Selfos", "Stykkisholmur", "Isafjordur", "Egilstadir", "Myvatn", "Borgarnesi")]),
    ("CalculateMetric", "nearest", [
        {"metric": "nearest", "feature": "pharmacy", "anchor": "Rathaus Vaduz"},
        {"metric": "nearest", "feature": "cafe", "anchor": "Ateneum"},
        {"metric": "nearest", "feature": "supermarket", "anchor": "Friedländer Tor"}], [
        {"metric": "nearest", "feature": "pharmacy", "anchor": "Ísafjörður"},
        {"metric": "nearest", "feature": "fuel", "anchor": "Blönduós"},
        {"metric": "nearest", "feature": "cafe", "anchor": "Stykkishólmur"},
        {"metric": "nearest", "feature": "supermarket", "anchor": "Borgarnes"}]),
    ("CalculateMetric", "count in radius", [
        {"metric": "count", "feature": "cafe", "anchor": "Ateneum", "radius_m": 500},
        {"metric": "count", "feature": "restaurant", "anchor": "Rathaus Vaduz", "radius_m": 1000}], [
        {"metric": "count", "feature": "restaurant", "anchor": "Ísafjörður", "radius_m": 1000},
        {"metric": "count", "feature": "cafe", "anchor": "Stykkishólmur", "radius_m": 500},
        {"metric": "count", "feature": "toilets", "anchor": "Mývatn", "radius_m": 2000}]),
    ("CalculateMetric", "largest in region", [
        {"metric": "largest", "feature": "lakes", "region": "Groß Nemerow"},
        {"metric": "largest", "feature": "park", "region": "Vaduz"}], [
        {"metric": "largest", "feature": "lakes", "region": "Skútustaðahreppur"},
        {"metric": "largest", "feature": "lakes", "region": "Borgarbyggð"},
        {"metric": "largest", "feature": "park", "region": "Ísafjarðarbær"}]),
    ("CalculateMetric", "count in region", [
        {"metric": "count", "feature": "cafe", "region": "Vaduz"},
        {"metric": "count", "feature": "restaurant", "region": "Schaan"},
        {"metric": "count", "feature": "bench", "region": "Groß Nemerow"}], [
        {"metric": "count", "feature": "cafe", "region": "Ísafjarðarbær"},
        {"metric": "count", "feature": "restaurant", "region": "Borgarbyggð"},
        {"metric": "count", "feature": "fuel", "region": "Norðurþing"}]),
    ("CalculateMetric", "distance", [
        {"metric": "distance", "anchor": "Ateneum", "anchor_b": "Helsinki Cathedral"},
        {"metric": "distance", "anchor": "Vaduz", "anchor_b": "Schaan"}], [
        {"metric": "distance", "anchor": "Selfoss", "anchor_b": "Egilsstaðir"},
        {"metric": "distance", "anchor": "Ísafjörður", "anchor_b": "Stykkishólmur"},
        {"metric": "distance", "anchor": "Borgarnes", "anchor_b": "Blönduós"}]),
    ("PlanRoute", "4 stops in a town", [
        {"stops": ["Kunstmuseum", "Postmuseum", "Landesmuseum"], "start": "Rathaus", "context": VADUZ},
        {"stops": ["Ateneum", "Kiasma", "Helsinki Cathedral", "Havis Amanda"], "context": HELSINKI}], [
        {"stops": ["Hvalasafnið á Húsavík", "Húsavíkurkirkja", "Fosshótel Húsavík", "Gamli Baukur"],
         "context": "Húsavík"},
        {"stops": ["Selfosskirkja", "Fischersetur", "Bókasafn Árborgar", "Hotel Selfoss"], "context": "Selfoss"},
        {"stops": ["Selfosskirkja", "Fischersetur", "Bókasafn Árborgar", "Hotel Selfoss"], "context": "Selfoss",
         "mode": "drive"}]),
    ("PlanRoute", "between towns", [
        {"stops": ["Vaduz", "Schaan", "Triesen"], "mode": "drive"}], [
        {"stops": ["Hotel Selfoss", "Fosshótel Húsavík"], "mode": "drive"},
        {"stops": ["Borgarnes", "Stykkishólmur", "Ísafjörður"], "mode": "drive"}]),
]


def scale_cases(db: Database) -> list[tuple[str, str, list[dict[str, Any]]]]:
    """SCALE_CASES as (tool, mode, argument sets): each call on the towns' places, and on Iceland's if it is loaded."""
    iceland = db.query("SELECT EXISTS (SELECT 1 FROM regions WHERE source = %s)", (ICELAND_SOURCE,)).rows[0][0]
    cases = []
    for name, mode, towns, nation in SCALE_CASES:
        cases.append((name, f"{mode}, towns", towns))
        if iceland:
            cases.append((name, f"{mode}, Iceland", nation))
    return cases


# EXPLAIN evidence: a tool call, the marker of its statement to explain, the table read, and the index that
# statement should search (None: no index can serve it)
EXPLAIN_CASES = [
    # one name search over the five tables (a UNION ALL, each table through its trigram index)
    ("name search (trigram GIN)", "ResolveLocation", {"name": "Ateneum"}, "WITH hits", "pois", "pois_name_trgm"),
    # a variant name (name:en): its rows, known per database, read by primary key
    ("variant name (by id)", "ResolveLocation", {"name": "Helsinki Cathedral"}, "ANY(", "pois", "pois_pkey"),
    # nearest: one recursive statement that tries growing ST_DWithin radii (exact ST_Distance order), stopping at
    # the first radius that holds enough rows
    ("nearest (ST_DWithin radii)", "CalculateMetric", {"metric": "nearest", "feature": "cafe", "anchor": "Ateneum"},
     "ST_DWithin", "pois", "pois_geometry_gist"),
    ("radius (ST_DWithin)", "CalculateMetric", {"metric": "count", "feature": "cafe", "anchor": "Ateneum",
                                                "radius_m": 500}, "ST_DWithin", "pois", "pois_geometry_gist"),
    ("region (ST_Intersects)", "CalculateMetric", {"metric": "count", "feature": "cafe", "region": "Vaduz"},
     "ST_Intersects", "pois", "pois_geometry_gist"),
    ("region, polygons (ST_Intersects)", "CalculateMetric", {"metric": "largest", "feature": "lakes",
                                                             "region": "Groß Nemerow"}, "ST_Intersects", "lakes",
     "lakes_geometry_gist"),
    ("radius, lines (ST_DWithin)", "CalculateMetric", {"metric": "total_length", "feature": "river",
                                                       "anchor": "Tollensesee", "radius_m": 2000}, "ST_DWithin",
     "lakes", "lakes_geometry_gist"),
    # a rarer category: 63 of 6 407 POIs are shops of these kinds
    ("nearest, rare (ST_DWithin)", "CalculateMetric", {"metric": "nearest", "feature": "supermarket",
                                                       "anchor": "Friedländer Tor", "limit": 3}, "ST_DWithin", "pois",
     "pois_geometry_gist"),
    # DescribePlace's nearest street when a place has no addr:street: KNN (<->) on the roads' GiST, then ST_Distance
    ("nearest street (KNN)", "DescribePlace", {"place": "Rathaus Vaduz", "attributes": ["street"]}, "<->", "roads",
     "roads_geometry_gist"),
    # the route: snapping (KNN on the edges' GiST) and pgr_withPoints, whose graph build from the edges in the
    # search box is most of the time (inside the function: EXPLAIN shows it as one Function Scan)
    ("walk route (snap + pgr_withPoints)", "CalculateMetric", {"metric": "distance", "anchor": "Ateneum",
                                                                "anchor_b": "Kiasma", "mode": "walk"}, "pgr_withPoints",
     "edges", "edges_geometry_idx"),
]


def percentile(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] if len(values) > 1 else values[0]


def spec(name: str) -> ToolSpec:
    return ToolSpec(name, importlib.import_module(TOOL_MODULES[name]))


def call(ctx: ToolContext, tool: ToolSpec, args: dict[str, Any]) -> tuple[ToolResult, float]:
    """One call as the agent makes it; a `question` in the arguments goes into the context (read there, untimed)."""
    question = args.get("question")
    if question:
        ctx = dataclasses.replace(ctx, question=question, reading=None)
    started = time.perf_counter()
    result = invoke(tool.run, tool.result_model, ctx, tool.input_model(**{k: v for k, v in args.items()
                                                                           if k != "question"}))
    return result, (time.perf_counter() - started) * 1000


STATEMENT_TARGET = 4   # SQL statements per tool call (issue 17: ResolveLocation, CalculateMetric; issue 30: every tool)


def bench(ctx: ToolContext, repeat: int, warmup: int, only: str | None,
          cases: list[tuple[str, str, list[dict[str, Any]]]] = CASES) -> list[dict[str, Any]]:
    """Print the table; its rows as data (tool, mode, calls, ok, p50_ms, p95_ms, max_ms, db_p50_ms, stmts_p50) for
    callers that compare databases (benchmarks/growth.py)."""
    header = (f"{'tool':<18} {'mode':<28} {'calls':>5} {'ok':>5} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} "
              f"{'db ms p50':>9} {'stmts p50':>9} {'stmts p95':>9}")
    print(header)
    print("-" * len(header))
    total = 0
    failures: list[str] = []
    over: list[str] = []
    rows: list[dict[str, Any]] = []
    for name, mode, arg_sets in cases:
        if only and name != only:
            continue
        tool = spec(name)
        for _ in range(warmup):
            for args in arg_sets:
                call(ctx, tool, args)
        settle_heap()   # as geo-react's entry points do once the agent is built
        times, db_times, queries, ok = [], [], [], 0
        for i in range(repeat):
            args = arg_sets[i % len(arg_sets)]
            result, ms = call(ctx, tool, args)
            times.append(ms)
            db_times.append(sum(q.duration_ms for q in result.sql))
            queries.append(len(result.sql))
            if result.ok:
                ok += 1
            elif len(failures) < 10:
                failures.append(f"{name} {args}: {result.error}")
        total += repeat
        print(f"{name:<18} {mode:<28} {repeat:>5} {ok:>5} {percentile(times, 50):>8.1f} {percentile(times, 95):>8.1f} "
              f"{max(times):>8.1f} {percentile(db_times, 50):>9.1f} {percentile(queries, 50):>9.1f} "
              f"{percentile(queries, 95):>9.1f}")
        rows.append({"tool": name, "mode": mode, "calls": repeat, "ok": ok, "p50_ms": percentile(times, 50),
                     "p95_ms": percentile(times, 95), "max_ms": max(times), "db_p50_ms": percentile(db_times, 50),
                     "stmts_p50": percentile(queries, 50)})
        if max(queries) > STATEMENT_TARGET:
            over.append(f"{name} {mode} (p95 {percentile(queries, 95):g}, max {max(queries)})")
    print(f"{total} timed calls in total")
    print(f"over {STATEMENT_TARGET} SQL statements in a call (the target for every tool call): "
          + ("; ".join(over) or "none"))
    for line in failures:
        print(f"  failed: {line}")
    return rows


# --------------------------------------------------------------------------------------------------
# EXPLAIN

_SCAN = re.compile(r"(Index Scan|Index Only Scan|Bitmap Index Scan) (?:using|on) (\w+)")


def index_scans(plan: list[str]) -> list[tuple[str, str, str]]:
    """(scan, index, how the index is searched) for every index scan in the plan: `Index Cond: (geometry && ...)`
    (bounding box), `Order By: (geometry <-> ...)` (KNN), `Index Cond: (georeact_fold(...) % ...)` (trigram)."""
    found = []
    for i, line in enumerate(plan):
        match = _SCAN.search(line)
        if match:
            how = next((row.strip() for row in plan[i + 1:i + 4] if row.strip().startswith(("Index Cond", "Order By"))), "")
            found.append((f"{match[1]} using {match[2]}", match[2], how))
    return found


def other_scan(plan: list[str], table: str) -> str:
    """How the plan reads the table (alias `t` in the tools' SQL) when not through the index expected."""
    for line in plan:
        text = re.sub(r"^->\s*", "", line.strip()).split("  (")[0]
        if re.search(rf"\bScan\b.* on {table} t(_\d+)?$", text):
            return text
    return "no scan of it found"


def timings(conn: psycopg.Connection, query: ExecutedQuery) -> tuple[float, float]:
    """EXPLAIN (ANALYZE) of the statement on this connection: the server's planning and execution time (median of 3)."""
    plans, runs = [], []
    for _ in range(3):
        rows = [r[0] for r in conn.execute("EXPLAIN (ANALYZE, TIMING OFF) " + query.sql, query.params).fetchall()]
        plans.append(float(next(r for r in rows if r.startswith("Planning Time")).split()[2]))
        runs.append(float(next(r for r in rows if r.startswith("Execution Time")).split()[2]))
    return statistics.median(plans), statistics.median(runs)


def explain(ctx: ToolContext, settings: Any, verbose: bool) -> None:
    print()
    print("EXPLAIN of the SQL the tools actually ran (taken from result.sql, run with its recorded params through the")
    print("read-only Database; then again with SET LOCAL enable_seqscan = off on a reader connection)")
    header = (f"{'query':<33} {'default plan: scan of the table':<48} {'index search':<58} "
              f"{'enable_seqscan=off':<42} {'plan ms':>7} {'exec ms':>7} {'off ms':>7}")
    print(header)
    print("-" * len(header))
    plans: list[tuple[str, list[str], list[str]]] = []
    for label, name, args, marker, table, index in EXPLAIN_CASES:
        result, _ = call(ctx, spec(name), args)
        executed: list[ExecutedQuery] = [q for q in result.sql if marker in q.sql and not q.error]
        if not result.ok or not executed:
            print(f"{label:<33} (no query with {marker}: {result.error or 'not found'})")
            continue
        query = executed[-1]
        default = [row[0] for row in ctx.db.query("EXPLAIN " + query.sql, query.params).rows]
        # the same statement with sequential scans discouraged, in one READ ONLY transaction as the reader role;
        # EXPLAIN ANALYZE both ways for the execution time
        with psycopg.connect(reader_url(settings)) as conn:
            with conn.transaction():
                conn.execute("SET TRANSACTION READ ONLY")
                plan_ms, exec_ms = timings(conn, query)
                conn.execute("SET LOCAL enable_seqscan = off")
                forced = [row[0] for row in conn.execute("EXPLAIN " + query.sql, query.params).fetchall()]
                _, forced_ms = timings(conn, query)
        mine = [(scan, how) for scan, used, how in index_scans(default) if used == index]
        forced_mine = [scan for scan, used, _ in index_scans(forced) if used == index]
        scan = mine[0][0] if mine else f"{'NO ' + index if index else 'no index'}: {other_scan(default, table)}"
        how = mine[0][1] if mine else ""
        forced_text = forced_mine[0] if forced_mine else other_scan(forced, table)
        print(f"{label:<33} {scan[:48]:<48} {how[:58]:<58} {forced_text[:42]:<42} {plan_ms:>7.2f} {exec_ms:>7.2f} "
              f"{forced_ms:>7.2f}")
        plans.append((label, default, forced))
    if verbose:
        for label, default, forced in plans:
            print(f"\n== {label}: default plan")
            print("\n".join(default))
            if index_scans(forced) != index_scans(default):
                print(f"== {label}: with SET LOCAL enable_seqscan = off")
                print("\n".join(forced))


def region_test_agreement(db: Database) -> None:
    """CalculateMetric and SearchPlaces test "in a region" on the lon/lat geometries (handles.intersects_sql), not
    geodesically: count every region x feature pair of the database where the two tests disagree."""
    print("\nIn a region, planar against geodesic ST_Intersects over every region x feature pair (bounding boxes meet):")
    for table in ("pois", "parks", "lakes", "roads"):
        started = time.perf_counter()
        meets, differ = db.query(
            f"SELECT count(*) FILTER (WHERE geodesic), count(*) FILTER (WHERE geodesic <> planar) FROM ("
            f"SELECT ST_Intersects(t.geometry, r.geometry) AS geodesic, "
            f"ST_Intersects(t.geometry::geometry, r.geometry::geometry) AS planar "
            f"FROM regions r JOIN {table} t ON t.geometry && r.geometry) pairs", timeout_ms=600_000).rows[0]
        print(f"  {table:<6} {meets:>7} pairs meet, {differ} differ ({time.perf_counter() - started:.1f} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, help="GEOREACT_HOME of the cluster (default: the test cluster's)")
    parser.add_argument("--port", type=int, help="its port (default: the test cluster's, 5441)")
    parser.add_argument("--repeat", type=int, default=20, help="timed calls per tool/mode (default 20)")
    parser.add_argument("--warmup", type=int, default=1, help="untimed passes over each argument set (default 1)")
    parser.add_argument("--only", help="benchmark one tool only (e.g. CalculateMetric)")
    parser.add_argument("--cases", choices=("tools", "scale"), default="tools",
                        help="tools: every tool and mode on the towns (default); scale: issue 30's calls on the towns "
                             "and, when loaded, on the national extract (Iceland)")
    parser.add_argument("--database-url", default=os.environ.get("GEOREACT_DATABASE_URL"),
                        help="a database of your own (read-only role; default $GEOREACT_DATABASE_URL), e.g. a "
                             "scratch cluster kept by `benchmarks/load.py --file ... --keep`; --home/--port otherwise")
    parser.add_argument("--owner-database-url", default=os.environ.get("GEOREACT_OWNER_DATABASE_URL"),
                        help="its owner role (default $GEOREACT_OWNER_DATABASE_URL)")
    parser.add_argument("--no-explain", action="store_true", help="skip the EXPLAIN section")
    parser.add_argument("--plans", action="store_true", help="also print the full EXPLAIN plans")
    args = parser.parse_args()
    overrides = {key: value for key, value in (("home", args.home), ("db_port", args.port),
                                               ("database_url", args.database_url),
                                               ("owner_database_url", args.owner_database_url)) if value is not None}
    settings = make_settings(**overrides)
    if settings.embedded_db:
        if not cluster.is_initialized(settings):
            sys.exit(f"No cluster in {settings.home}: run the tests once (they load the four extracts) or pass --home.")
        cluster.start(settings, log=lambda message: None)
    with Database(settings) as db:
        ctx = ToolContext(db=db, settings=settings)
        where = (f"{settings.home} (port {settings.db_port})" if settings.embedded_db
                 else settings.database_url.split("&user=")[0])
        print(f"Tool latency on {where}; {args.repeat} timed calls per tool/mode "
              f"after {args.warmup} warm-up pass(es); milliseconds.")
        started = time.perf_counter()
        bench(ctx, args.repeat, args.warmup, args.only, scale_cases(db) if args.cases == "scale" else CASES)
        print(f"benchmark wall time {time.perf_counter() - started:.1f} s")
        if not args.no_explain:
            explain(ctx, settings, args.plans)
        if not args.only and args.cases == "tools" and settings.schema_profile == "gsqa":
            region_test_agreement(db)


if __name__ == "__main__":
    main()
