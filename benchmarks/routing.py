"""Routing benchmark: matrix build and solve time for 5–40 stops on the largest extract (Neubrandenburg),
and the OR-Tools tour against the nearest-neighbour heuristic on the same matrix.

    .venv/bin/python benchmarks/routing.py [--home DIR] [--port N] [--modes walk,drive] [--seed 7]

Stops are random named POIs of the extract (fixed seed), as a round trip from the first one. Needs the
network (`georeact.db.network.build_network`); `--build` builds it with the owner role first.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.config import Settings  # noqa: E402
from georeact.db import network  # noqa: E402
from georeact.db.session import Database, owner_url  # noqa: E402
from georeact.tools import plan_route as pr  # noqa: E402
from georeact.tools.base import ToolContext  # noqa: E402

SOURCE = "neubrandenburg-2016-02.osm.pbf"
SIZES = (5, 10, 20, 40)


def pick_stops(ctx: ToolContext, count: int, seed: int) -> list[tuple[str, float, float]]:
    rows = ctx.db.query(
        "SELECT poi_name, ST_X(p), ST_Y(p) FROM pois, LATERAL ST_PointOnSurface(geometry::geometry) p "
        "WHERE source = %s AND poi_name IS NOT NULL ORDER BY osm_type, osm_id", (SOURCE,)).rows
    return random.Random(seed).sample([(name, float(x), float(y)) for name, x, y in rows], count)


def tour_metres(ctx: ToolContext, matrix: pr.TravelMatrix, order: list[int], mode: network.Mode) -> float:
    pairs = list(zip(order, order[1:]))
    snaps = matrix.snaps
    paths = network.shortest_paths(ctx.db, [(snaps[a].node, snaps[b].node) for a, b in pairs], mode,
                                   [snap for snap in snaps if snap], matrix.bbox)
    return sum(paths[(snaps[a].node, snaps[b].node)].length_m + snaps[a].snap_m + snaps[b].snap_m
               for a, b in pairs)


def run_case(ctx: ToolContext, count: int, mode: network.Mode, seed: int) -> dict[str, float | int | str]:
    stops = pick_stops(ctx, count, seed)
    started = time.perf_counter()
    matrix = pr.build_matrix(ctx, [(lon, lat) for _, lon, lat in stops], mode)
    matrix_s = time.perf_counter() - started
    problem = pr.TourProblem(seconds=[[round(s) for s in row] for row in matrix.seconds], start=0, end=0)
    started = time.perf_counter()
    order = pr.solve_tour(problem)
    solve_s = time.perf_counter() - started
    assert order is not None
    baseline = pr.nearest_neighbour(problem)
    best, greedy = pr.tour_cost(problem, order), pr.tour_cost(problem, baseline)
    return {"n": count, "mode": mode, "matrix_s": matrix_s, "solve_s": solve_s, "fallback": len(matrix.fallback),
            "tour_min": best / 60, "nn_min": greedy / 60, "ratio": best / greedy,
            "tour_km": tour_metres(ctx, matrix, order, mode) / 1000}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, help="GEOREACT_HOME of the cluster (default: settings)")
    parser.add_argument("--port", type=int, help="its port (default: settings)")
    parser.add_argument("--modes", default="walk,drive")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--build", action="store_true", help="(re)build the network first")
    args = parser.parse_args()
    overrides = {key: value for key, value in (("home", args.home), ("db_port", args.port)) if value is not None}
    settings = Settings(**overrides)
    if args.build:
        with psycopg.connect(owner_url(settings), autocommit=True) as conn:
            print(f"network built: {network.build_network(conn)}")
    with Database(settings) as db:
        ctx = ToolContext(db=db, settings=settings)
        if not network.network_available(db):
            sys.exit("No network: run with --build (or call georeact.db.network.build_network).")
        header = (f"{'stops':>5} {'mode':<5} {'matrix s':>8} {'solve s':>7} {'OR-Tools':>9} {'NN':>9} "
                  f"{'OR/NN':>6} {'tour km':>7} {'fallback':>8}")
        print(f"Round trips over random named POIs of {SOURCE} (seed {args.seed}); tour times in minutes.")
        print(header)
        print("-" * len(header))
        for mode in args.modes.split(","):
            for count in SIZES:
                r = run_case(ctx, count, mode, args.seed)  # type: ignore[arg-type]
                print(f"{r['n']:>5} {r['mode']:<5} {r['matrix_s']:>8.2f} {r['solve_s']:>7.2f} "
                      f"{r['tour_min']:>9.1f} {r['nn_min']:>9.1f} {r['ratio']:>6.3f} {r['tour_km']:>7.1f} "
                      f"{r['fallback']:>8}")


if __name__ == "__main__":
    main()
