"""Which PostGIS and pgRouting functions run on past a cancel (issue 41 item 2): each with big inputs, below the
guard, with a 1 s statement timeout, on the test cluster (GEOREACT_TEST_HOME / GEOREACT_TEST_DB_PORT).

    .venv/bin/python benchmarks/cancel_survey.py [NAME ...]
    .venv/bin/python benchmarks/cancel_survey.py --at-bounds   # sql_cost.SIZE_BOUNDS' calls at their bounds, timed

Back within about 1.5 s: the function checks for interrupts, and a timeout or a cancel stops it on any server.
Still running at 12 s: it ignores the cancel; it then gets pg_terminate_backend, and when it runs on 5 s after that
too, SIGKILL (the cluster restarts its sessions: run it on the test cluster, never on one in use). The functions
that run on are the ones sql_cost.BUDGETS checks and sql_guard.DENIED_SPATIAL refuses; run this again after a
PostGIS or pgRouting upgrade. Those that stop, but seconds late, have a bound on one argument
(sql_cost.SIZE_BOUNDS): --at-bounds times a call at each bound with no timeout (best of 3; about half a second each).
--clustering times ST_ClusterDBSCAN, as the tools call it on the ways of one name, over small line pieces piled
within its distance of one another (its worst case: quadratic) and spread over a street's reach, once each, with
no timeout: the figures behind sql_cost.CLUSTERED_ROWS (100,000 piled pieces run for minutes, uncancellable).
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import psycopg  # noqa: E402

from georeact.db import cluster  # noqa: E402
from georeact.db.session import reader_url  # noqa: E402
from tests.conftest import make_settings  # noqa: E402

L1 = "ST_Segmentize(ST_MakeLine(ST_MakePoint(0, 0), ST_MakePoint(50, 50)), 0.0005)"   # 141,000 vertices
L2 = "ST_Segmentize(ST_MakeLine(ST_MakePoint(0, 1), ST_MakePoint(50, 51)), 0.0005)"
CIRCLE = "ST_Buffer(ST_MakePoint(0, 0), 1, 30000)"                                       # 120,000 vertices
POINTS = "(SELECT ST_MakePoint(i * 1e-6, 0) AS g FROM generate_series(1, 200000) i) p"
CASES = {
    "ST_ClusterDBSCAN": f"SELECT count(DISTINCT c) FROM (SELECT ST_ClusterDBSCAN(g, 1e9, 1) OVER () AS c FROM {POINTS}) s",
    "ST_ClusterWithin": f"SELECT count(*) FROM (SELECT unnest(ST_ClusterWithin(g, 1e9)) FROM {POINTS}) s",
    "ST_ClusterKMeans": "SELECT count(DISTINCT c) FROM (SELECT ST_ClusterKMeans(ST_MakePoint(random(), random()), 5000) "
                        "OVER () AS c FROM generate_series(1, 400000) i) s",
    "ST_LineCrossingDirection": f"SELECT ST_LineCrossingDirection({L1}, {L2})",
    "ST_3DIntersects": f"SELECT ST_3DIntersects(ST_Force3D({L1}), ST_Force3D({L2}))",
    "ST_3DDWithin": f"SELECT ST_3DDWithin(ST_Force3D({L1}), ST_Force3D({L2}), 0.1)",
    "ST_Covers geography": f"SELECT ST_Covers({CIRCLE}::geography, {L1}::geography)",
    "ST_CoveredBy geography": f"SELECT ST_CoveredBy({L1}::geography, {CIRCLE}::geography)",
    "ST_Covers geometry": f"SELECT ST_Covers({CIRCLE}, {L1})",
    "ST_DistanceSpheroid": f"SELECT ST_DistanceSpheroid({L1}, {L2}, 'SPHEROID[\"WGS 84\",6378137,298.257223563]')",
    "ST_DWithin geography": f"SELECT ST_DWithin({L1}::geography, {L2}::geography, 110000)",
    "ST_Intersects geography": f"SELECT ST_Intersects({L1}::geography, {L2}::geography)",
    "ST_GeneratePoints": "SELECT ST_NPoints(ST_GeneratePoints(ST_Buffer(ST_MakePoint(0, 0), 1), 20000000))",
    "ST_LineInterpolatePoints": f"SELECT ST_NPoints(ST_LineInterpolatePoints({L1}, 0.00000002))",
    "ST_Buffer quad_segs": "SELECT ST_NPoints(ST_Buffer(ST_MakePoint(0, 0), 1, 20000000))",
    "ST_MinimumBoundingCircle": "SELECT ST_MinimumBoundingCircle(ST_Collect(ST_MakePoint(random(), random()))) "
                                "FROM generate_series(1, 3000000)",
    "ST_SetEffectiveArea": "SELECT ST_NPoints(ST_SetEffectiveArea(ST_Segmentize(ST_MakeLine(ST_MakePoint(0, 0), "
                           "ST_MakePoint(50, 50)), 0.00002)))",
    "ST_Subdivide": "SELECT count(*) FROM ST_Subdivide(ST_Buffer(ST_MakePoint(0, 0), 1, 300000), 5)",
    "ST_DelaunayTriangles": "SELECT ST_NPoints(ST_DelaunayTriangles(ST_Collect(ST_MakePoint(random(), random())))) "
                            "FROM generate_series(1, 2000000)",
    "ST_Union": "SELECT ST_NPoints(ST_Union(ST_Buffer(ST_MakePoint(random(), random()), 0.01, 8))) "
                "FROM generate_series(1, 300000)",
    "ST_Letters": "SELECT ST_NPoints(ST_Letters(format('%1000000s', 'x')))",
    "ST_SharedPaths": f"SELECT ST_NPoints(ST_SharedPaths({L1}, ST_Reverse({L1})))",
    "ST_MinimumClearance": "SELECT ST_MinimumClearance(ST_Buffer(ST_MakePoint(0, 0), 1, 300000))",
    "ST_OffsetCurve quad_segs": "SELECT ST_NPoints(ST_OffsetCurve(ST_MakeLine(ARRAY(SELECT ST_MakePoint(i, i % 2) "
                                "FROM generate_series(1, 20) i)), 0.5, 'quad_segs=20000000 join=round'))",
    "pgr_withPointsCostMatrix, 2,000,000 edges": (
        "SELECT count(*) FROM pgr_withPointsCostMatrix('SELECT i AS id, i AS source, CASE WHEN i % 1000 = 0 THEN "
        "i - 999 ELSE i + 1 END AS target, 1.0::float8 AS cost, 1.0::float8 AS reverse_cost FROM "
        "generate_series(1, 2000000) i', 'SELECT 1 AS pid, 5 AS edge_id, 0.5::float8 AS fraction', "
        "ARRAY[-1, 77, 1999], false)"),
}
# Calls at the bounds of sql_cost.SIZE_BOUNDS, on the inputs that cost them most
AT_BOUNDS = {
    "ST_Buffer, 150,000 quad_segs": "SELECT ST_NPoints(ST_Buffer(ST_MakePoint(0, 0), 1, 150000))",
    "ST_Buffer geography, 150,000 quad_segs": "SELECT ST_NPoints(ST_Buffer(ST_MakePoint(0, 0)::geography, 1, 150000)::geometry)",
    "ST_GeneratePoints, 250,000 in 33 vertices": "SELECT ST_NPoints(ST_GeneratePoints(ST_Buffer(ST_MakePoint(0, 0), 1), 250000))",
    "ST_GeneratePoints, 250,000 in 120,000": "SELECT ST_NPoints(ST_GeneratePoints(ST_Buffer(ST_MakePoint(0, 0), 1, 30000), 250000))",
    "ST_MinimumClearance, 150,000 vertices": "SELECT ST_MinimumClearance(ST_Buffer(ST_MakePoint(0, 0), 1, 37500))",
    "ST_MinimumClearanceLine, 150,000 vertices": "SELECT ST_AsText(ST_MinimumClearanceLine(ST_Buffer(ST_MakePoint(0, 0), 1, 37500)))",
    **{f"ST_OffsetCurve, {n:,} vertices x {q:,}": f"SELECT ST_NPoints(ST_OffsetCurve(ST_MakeLine(ARRAY(SELECT "
       f"ST_MakePoint(i, i % 2) FROM generate_series(1, {n}) i)), 0.5, 'quad_segs={q} join=round'))"
       for n, q in ((4, 200_000), (20, 40_000), (200, 4_000), (2_000, 400))},   # vertices x quad_segs = 800,000
}


def _pieces(count: int, side_deg: float) -> str:
    """`count` line pieces of about 10 m on a square grid `side_deg` wide."""
    k = int(count ** 0.5) + 1
    return (f"SELECT ST_MakeLine(ST_MakePoint(x, y), ST_MakePoint(x + 0.0001, y)) AS g FROM (SELECT (i % {k}) * "
            f"{side_deg} / {k} AS x, (i / {k}) * {side_deg} / {k} AS y FROM generate_series(0, {count - 1}) i) p")


# The clustering of the tools' whole-street statements (metric.query.CONNECTED_EPS_DEG) over the ways of one name
CLUSTERING = {
    **{f"ST_ClusterDBSCAN, {n:,} pieces piled within eps": f"SELECT count(DISTINCT c) FROM (SELECT ST_ClusterDBSCAN("
       f"g, 0.0005, 1) OVER () AS c FROM ({_pieces(n, 0.0003)}) p) s" for n in (2_000, 5_000, 20_000, 100_000)},
    **{f"ST_ClusterDBSCAN, {n:,} pieces over 0.1 degrees": f"SELECT count(DISTINCT c) FROM (SELECT ST_ClusterDBSCAN("
       f"g, 0.0005, 1) OVER () AS c FROM ({_pieces(n, 0.1)}) p) s" for n in (2_000, 100_000)},
}
CANCELLED_BY_S = 12.0
TERMINATED_BY_S = 5.0


def survey(name: str, settings) -> str:
    conn = psycopg.connect(reader_url(settings), autocommit=True)
    conn.execute("SET statement_timeout = '1s'")
    pid, box = conn.info.backend_pid, {}

    def run() -> None:
        started = time.perf_counter()
        try:
            conn.execute(CASES[name]).fetchall()
            box["outcome"] = "ran to its end"
        except psycopg.Error as exc:
            box["outcome"] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:60]}"
        box["back"] = time.perf_counter() - started

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(CANCELLED_BY_S)
    if not thread.is_alive():
        conn.close()
        return f"back after {box['back']:.2f} s: {box['outcome']}"
    with psycopg.connect(cluster.connection_url(settings, cluster.SUPERUSER, "postgres"), autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
    thread.join(TERMINATED_BY_S)
    if not thread.is_alive():
        return f"RAN ON past the cancel ({CANCELLED_BY_S:.0f} s); ended by pg_terminate_backend"
    parent = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
    if parent == cluster._read_pid(settings):   # this cluster's backend, nothing else
        os.kill(pid, signal.SIGKILL)
    thread.join(30)
    time.sleep(4)   # the cluster restarts its sessions
    return f"RAN ON past the cancel and pg_terminate_backend ({CANCELLED_BY_S + TERMINATED_BY_S:.0f} s): SIGKILL"


def at_bound(name: str, settings, cases: dict[str, str] = AT_BOUNDS, runs: int = 3) -> str:
    with psycopg.connect(reader_url(settings), autocommit=True) as conn:
        conn.execute("SET statement_timeout = 0")
        taken = []
        for _ in range(runs):
            started = time.perf_counter()
            conn.execute(cases[name]).fetchall()
            taken.append(time.perf_counter() - started)
    return f"{min(taken):.2f} s"


def clustered(name: str, settings) -> str:
    return at_bound(name, settings, CLUSTERING, runs=1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", metavar="NAME", help="cases to run (default: all)")
    parser.add_argument("--at-bounds", action="store_true", help="time sql_cost.SIZE_BOUNDS' calls at their bounds")
    parser.add_argument("--clustering", action="store_true", help="time ST_ClusterDBSCAN over line pieces "
                        "(sql_cost.CLUSTERED_ROWS)")
    args = parser.parse_args()
    cases, run = (AT_BOUNDS, at_bound) if args.at_bounds else (CLUSTERING, clustered) if args.clustering else \
        (CASES, survey)
    if unknown := [name for name in args.names if name not in cases]:
        parser.error(f"unknown cases {unknown}; known: {', '.join(cases)}")
    settings = make_settings()
    for name in args.names or cases:
        print(f"{name:42} {run(name, settings)}", flush=True)


if __name__ == "__main__":
    main()
