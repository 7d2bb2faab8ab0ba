"""Growth, measured and projected (issue 42, item 4): load seconds per phase, database size and tool p50/p95 from one
town to twice the national extract, the per-MB rates, and what they imply for a large country and a continent.

    .venv/bin/python benchmarks/growth.py [--steps abcd] [--repeat 15] [--port 5690] [--work DIR] [--keep] [--json]
                                          [--partition]

The ladder, each step into a fresh scratch cluster of its own (benchmarks/load.py's `load_files` in a child run
under `nice`, so the load yields to other work; the cluster is then restarted from this process, not niced, before
the tools are timed, as load.py advises):
  a  one town (the smallest shipped extract)
  b  the four towns (data/osm)
  c  the four towns and the national extract (/work/shared/data/osm-scale)
  d  the same and the national extract again under a second source: its twin (twin_extract.py: renumbered, since
     a plain copy under another name would not add a row, the merge being keyed by the OSM ids; and moved east
     onto land nothing else covers, since a twin in the same place would share every road's coordinates)
Per step: the input's MB; the seconds of each phase (osm2pgsql, the merge, after the merge: the derived tables,
the map's background, VACUUM ANALYZE; the road network, built once after the last file); the database's size and
its largest tables and indexes; peak memory while loading (benchmarks/proc_memory.py says what is sampled);
benchmarks/tools.py's scale cases, p50/p95 per mode (argument sets the step's data cannot answer, such as the other
towns' places in step a, are left out); the rates per input MB. Then the projection (benchmarks/growth_fit.py).
`--partition`: on the last step's database, benchmarks/partitioning.py (one table copied into a partitioned one).
Every figure comes with the load average (/proc/loadavg) it was taken under.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import growth_fit  # noqa: E402
import proc_memory  # noqa: E402
import psycopg  # noqa: E402
import twin_extract  # noqa: E402

from georeact.db import cluster  # noqa: E402
from georeact.db.session import Database, owner_url  # noqa: E402
from georeact.tools.base import ToolContext  # noqa: E402

TOWNS = sorted((ROOT / "data" / "osm").glob("*.osm.pbf"))
NATIONAL = sorted(Path("/work/shared/data/osm-scale").glob("*.osm.pbf"))
PHASES = ("osm2pgsql", "merge", "derived", "network")
# targets of the projection: Geofabrik's PBFs of a large country (Germany) and a continent (Europe), in MB
TARGETS = {"large country (4.3 GB PBF)": 4_300.0, "continent (30 GB PBF)": 30_000.0}
STEP_NAMES = {"a": "one town", "b": "the four towns", "c": "the four towns + the national extract",
              "d": "the four towns + the national extract and its twin (a second source)"}


def say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def second_source(national: Path, work: Path) -> Path:
    """The national extract's twin under another name (twin_extract.py): twice the data, not a reload."""
    from georeact.db.importer import RENUMBER_FROM

    return twin_extract.make_twin(national, work / f"{national.name.removesuffix('.osm.pbf')}-twin.osm.pbf",
                                  RENUMBER_FROM)


def step_files(step: str, town: Path, towns: list[Path], national: Path, work: Path) -> list[Path]:
    return {"a": lambda: [town], "b": lambda: towns, "c": lambda: [*towns, national],
            "d": lambda: [*towns, national, second_source(national, work)]}[step]()


def settings_for(home: Path, port: int) -> Any:
    from tests.conftest import make_settings   # the scratch cluster's settings, as benchmarks/tools.py makes them

    return make_settings(home=home, db_port=port)


def load_niced(files: list[Path], home: Path, port: int) -> tuple[dict[str, Any], list[proc_memory.Sample], float]:
    """load.py --file in a niced child, its server's memory sampled meanwhile; (report, samples, wall seconds)."""
    command = ["nice", "-n", "10", sys.executable, str(HERE / "load.py"), "--file", *map(str, files), "--keep",
               "--json", "--port", str(port), "--scratch-home", str(home)]
    started = time.monotonic()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=ROOT)   # its progress: our stderr
    sampler = proc_memory.Sampler(cluster.data_dir(settings_for(home, port)), child.pid)
    sampler.start()
    out, _ = child.communicate()
    samples = sampler.stop()
    if child.returncode:
        raise SystemExit(f"the load failed ({child.returncode}): {' '.join(command)}")
    return json.loads(out), samples, time.monotonic() - started


def phase_seconds(summaries: list[dict[str, Any]]) -> dict[str, float]:
    return {"osm2pgsql": sum(s["osm2pgsql_seconds"] for s in summaries),
            "merge": sum(sum(s["merge_seconds"].values()) for s in summaries),
            "derived": sum(s["finish_seconds"] for s in summaries),
            "network": sum(s["network_seconds"] for s in summaries)}


def phase_windows(samples: list[proc_memory.Sample], summaries: list[dict[str, Any]]) -> list[tuple[str, float, float]]:
    """(phase, from, to) in the sampler's clock: each file's osm2pgsql run as sampled (the runs of samples where it
    was alive), then its merge, the rest and its network for the seconds its summary gives. Empty when the runs
    seen do not match the files (an osm2pgsql shorter than a sampling interval)."""
    runs: list[list[float]] = []
    alive_before = False
    for sample in samples:
        alive = sample.osm2pgsql_mb is not None
        if alive and not alive_before:
            runs.append([sample.t, sample.t])
        elif alive:
            runs[-1][1] = sample.t
        alive_before = alive
    if len(runs) != len(summaries):
        return []
    windows = []
    for (start, end), summary in zip(runs, summaries):
        windows.append(("osm2pgsql", start, end))
        merge_end = end + sum(summary["merge_seconds"].values())
        derived_end = merge_end + summary["finish_seconds"]
        windows += [("merge", end, merge_end), ("derived", merge_end, derived_end),
                    ("network", derived_end, derived_end + summary["network_seconds"])]
    return windows


def memory_by_phase(samples: list[proc_memory.Sample], summaries: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Per phase: the server's private memory at its peak, the largest backend's, osm2pgsql's own peak."""
    peaks = {phase: {"server_private_mb": 0.0, "backend_private_mb": 0.0, "osm2pgsql_mb": 0.0} for phase in PHASES}
    for phase, start, end in phase_windows(samples, summaries):
        for sample in samples:
            if start <= sample.t <= end + 0.2:   # the sample that closed the window belongs to it too
                peak = peaks[phase]
                peak["server_private_mb"] = max(peak["server_private_mb"], sample.server_private_mb)
                peak["backend_private_mb"] = max(peak["backend_private_mb"], sample.backend_private_mb)
                peak["osm2pgsql_mb"] = max(peak["osm2pgsql_mb"], sample.osm2pgsql_mb or 0.0)
    return peaks


def largest_relations(conn: psycopg.Connection, limit: int = 8) -> list[tuple[str, str, float]]:
    """(name, 'table' or 'index', MB): tables with their TOAST, without their indexes; indexes on their own."""
    return [(name, kind, size / 1e6) for name, kind, size in conn.execute(
        "SELECT n.nspname || '.' || c.relname, CASE c.relkind WHEN 'i' THEN 'index' ELSE 'table' END,"
        " CASE c.relkind WHEN 'i' THEN pg_relation_size(c.oid) ELSE pg_table_size(c.oid) END AS size"
        " FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
        " WHERE c.relkind IN ('r', 'm', 'i') AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')"
        " ORDER BY size DESC LIMIT %s", (limit,)).fetchall()]


def answered_cases(ctx: ToolContext, cases: list[tuple[str, str, list[dict[str, Any]]]]) -> tuple[list, int]:
    """The cases with only the argument sets this database answers (each called once: also the warm-up pass)."""
    import tools as tool_bench

    kept, dropped = [], 0
    for name, mode, arg_sets in cases:
        tool = tool_bench.spec(name)
        answering = [args for args in arg_sets if tool_bench.call(ctx, tool, args)[0].ok]
        dropped += len(arg_sets) - len(answering)
        if answering:
            kept.append((name, mode, answering))
    return kept, dropped


def time_tools(settings: Any, repeat: int) -> dict[str, Any]:
    import tools as tool_bench

    with Database(settings) as db:
        ctx = ToolContext(db=db, settings=settings)
        cases, dropped = answered_cases(ctx, tool_bench.scale_cases(db))
        before = proc_memory.loadavg()
        with contextlib.redirect_stdout(sys.stderr):   # its own table is progress here; the step's table says it
            rows = tool_bench.bench(ctx, repeat, 0, None, cases)
    return {"rows": rows, "dropped_argument_sets": dropped, "loadavg": [before, proc_memory.loadavg()]}


def second_source_check(summaries: list[dict[str, Any]]) -> dict[str, int]:
    """What the renumbered copy brought against the first load of the same file: it must add, not replace."""
    first, second = summaries[-2], summaries[-1]
    return {"first_rows": sum(first["rows_loaded"].values()), "second_rows": sum(second["rows_loaded"].values()),
            "rows_before": sum(first["rows_total"].values()), "rows_after": sum(second["rows_total"].values())}


def run_step(step: str, files: list[Path], work: Path, port: int, repeat: int, keep: bool,
             partition: bool) -> dict[str, Any]:
    home = work / f"step-{step}"
    settings = settings_for(home, port)
    if home.exists():   # a previous run's cluster of this step, kept or left by an interruption
        cluster.reset(settings, log=lambda message: None)
        shutil.rmtree(home, ignore_errors=True)
    input_mb = sum(path.stat().st_size for path in files) / 1e6
    say(f"\n== step {step}: {STEP_NAMES[step]} ({len(files)} files, {input_mb:.1f} MB); load average {proc_memory.loadavg()}")
    load_before = proc_memory.loadavg()
    report, samples, wall = load_niced(files, home, port)
    result: dict[str, Any] = {
        "step": step, "name": STEP_NAMES[step], "files": [path.name for path in files], "input_mb": input_mb,
        "largest_file_mb": max(path.stat().st_size for path in files) / 1e6,
        "loadavg_load": [load_before, proc_memory.loadavg()], "wall_seconds": wall,
        "load_seconds": sum(s["seconds"] for s in report["files"]), "phases": phase_seconds(report["files"]),
        "memory": memory_by_phase(samples, report["files"]),
        "osm2pgsql_peak_mb": max((s.osm2pgsql_mb or 0.0 for s in samples), default=0.0),
        "server_private_peak_mb": max((s.server_private_mb for s in samples), default=0.0),
        "disk_peak_mb": max((s.disk_mb or 0.0 for s in samples), default=0.0),
        "database_mb": report["database_bytes"] / 1e6, "summaries": report["files"],
    }
    if step == "d":
        result["second_source"] = second_source_check(report["files"])
    try:
        # the child started the server niced: restart it from here so the tools' timings are not
        cluster.stop(settings, log=lambda message: None)
        cluster.start(settings, log=lambda message: None)
        with psycopg.connect(owner_url(settings)) as conn:
            result["largest"] = largest_relations(conn)
            result["data_dir_mb"] = proc_memory.directory_mb(cluster.data_dir(settings))
        say(f"tools on step {step} ({repeat} calls per mode); load average {proc_memory.loadavg()}")
        result["tools"] = time_tools(settings, repeat)
        if partition:
            import partitioning

            result["partitioning"] = partitioning.run(settings, repeat=max(repeat, 20))
    finally:
        if not keep:
            cluster.reset(settings, log=lambda message: None)
            shutil.rmtree(home, ignore_errors=True)
    return result


def step_text(result: dict[str, Any]) -> str:
    mb = result["input_mb"]
    lines = [f"step {result['step']}: {result['name']}: {mb:.1f} MB in ({', '.join(result['files'])})",
             f"  load {result['load_seconds']:.1f} s (the child's wall {result['wall_seconds']:.1f} s, cluster setup "
             f"included); load average {' -> '.join(result['loadavg_load'])}",
             f"  {'phase':<10} {'seconds':>8} {'s/MB':>7} {'server private MB':>18} {'largest backend MB':>19}"]
    per_mb = growth_fit.rates(mb, result["phases"])
    for phase in PHASES:
        seconds, memory = result["phases"][phase], result["memory"][phase]
        lines.append(f"  {phase:<10} {seconds:>8.2f} {per_mb[phase]:>7.3f} {memory['server_private_mb']:>18.0f} "
                     f"{memory['backend_private_mb']:>19.0f}")
    lines.append(f"  osm2pgsql peak RSS {result['osm2pgsql_peak_mb']:.0f} MB; the server's private memory at its peak "
                 f"{result['server_private_peak_mb']:.0f} MB (shared_buffers aside)")
    lines.append(f"  database {result['database_mb']:.1f} MB ({result['database_mb'] / mb:.1f} per input MB); data "
                 f"directory {result.get('data_dir_mb', 0):.0f} MB after, {result['disk_peak_mb']:.0f} MB at its "
                 f"peak while loading (staging tables, WAL)")
    lines.append("  largest: " + ", ".join(f"{name} ({kind}) {size:.1f} MB" for name, kind, size in
                                           result.get("largest", [])))
    if check := result.get("second_source"):
        lines.append(f"  the second source added {check['second_rows']:,} rows (its first load {check['first_rows']:,}); "
                     f"data rows {check['rows_before']:,} -> {check['rows_after']:,}")
    if tools := result.get("tools"):
        lines.append(f"  tools (load average {' -> '.join(tools['loadavg'])}; {tools['dropped_argument_sets']} "
                     f"argument sets this data cannot answer left out):")
        for row in tools["rows"]:
            lines.append(f"    {row['tool']:<16} {row['mode']:<32} p50 {row['p50_ms']:>6.1f}  p95 {row['p95_ms']:>6.1f} ms"
                         f"  ({row['ok']}/{row['calls']} ok)")
    return "\n".join(lines)


def series(results: list[dict[str, Any]]) -> dict[str, list[growth_fit.Point]]:
    """The quantities projected: each phase's seconds, the database's MB, and the memory each phase peaked at."""
    out: dict[str, list[growth_fit.Point]] = {f"{phase} s": [] for phase in PHASES}
    out.update({"database MB": [], "disk peak MB": [], "osm2pgsql RSS MB": []})
    out.update({f"{phase} server MB": [] for phase in ("merge", "derived", "network")})
    for r in results:
        mb = r["input_mb"]
        for phase in PHASES:
            out[f"{phase} s"].append(growth_fit.Point(mb, r["phases"][phase]))
        out["database MB"].append(growth_fit.Point(mb, r["database_mb"]))
        out["disk peak MB"].append(growth_fit.Point(mb, r["disk_peak_mb"]))
        # osm2pgsql runs once per file and keeps that file's nodes, ways and relations in memory (no --slim): its
        # peak follows the largest file, not the data already loaded
        out["osm2pgsql RSS MB"].append(growth_fit.Point(r["largest_file_mb"], r["osm2pgsql_peak_mb"]))
        for phase in ("merge", "derived", "network"):
            out[f"{phase} server MB"].append(growth_fit.Point(mb, r["memory"][phase]["server_private_mb"]))
    return out


def projection(results: list[dict[str, Any]]) -> dict[str, Any]:
    measured = series(results)
    targets = {name: [asdict(p) for p in growth_fit.project(measured, mb)] for name, mb in TARGETS.items()}
    phases = [p for p in growth_fit.project({k: v for k, v in measured.items() if k.endswith(" s")},
                                            max(TARGETS.values()))]
    return {"targets": targets, "fastest_phase": asdict(growth_fit.fastest_growing(phases)),
            "fits": {name: asdict(growth_fit.fit(points)) for name, points in measured.items()}}


def projection_text(projected: dict[str, Any]) -> str:
    lines = ["", "projection (a line through the measured steps: fixed + per-MB; and the largest step scaled by "
             "MB^k, k between the two largest steps)"]
    lines.append(f"  {'quantity':<20} {'fixed':>8} {'per MB':>8} {'k':>5}  " + "  ".join(
        f"{name[:26]:>26}" for name in TARGETS))
    fits = projected["fits"]
    for index, quantity in enumerate(fits):
        cells = []
        for name in TARGETS:
            p = projected["targets"][name][index]
            cells.append(f"{_human(quantity, p['linear']):>12} / {_human(quantity, p['power']):>11}")
        fit = fits[quantity]
        lines.append(f"  {quantity:<20} {fit['fixed']:>8.1f} {fit['per_mb']:>8.3f} {fit['exponent']:>5.2f}  "
                     + "  ".join(cells))
    fastest = projected["fastest_phase"]
    lines.append(f"  grows fastest: {fastest['quantity']} (k = {fastest['exponent']:.2f})")
    # the line extrapolates the small steps' growth; a k near 0 says the quantity stopped growing between the two
    # largest steps (memory bounded by batches or work_mem), a k that changes between runs says noise
    lines.append("  a k near 0: flat between the two largest steps (bounded), the power column is the better reading; "
                 "compare k across runs before believing a superlinear one")
    return "\n".join(lines)


def _human(quantity: str, value: float) -> str:
    if quantity.endswith(" s"):
        return f"{value / 3600:.1f} h"
    return f"{value / 1000:.1f} GB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", default="abcd", help="which steps, e.g. 'cd' (default abcd)")
    parser.add_argument("--repeat", type=int, default=15, help="timed calls per tool mode (default 15)")
    parser.add_argument("--port", type=int, default=5690, help="the scratch clusters' port (default 5690)")
    parser.add_argument("--work", type=Path, default=Path("/tmp/growthwork/growth"),
                        help="the scratch homes and the second source's file (default /tmp/growthwork/growth)")
    parser.add_argument("--town", type=Path, help="step a's town (default: the smallest of data/osm)")
    parser.add_argument("--national", type=Path, default=NATIONAL[0] if NATIONAL else None)
    parser.add_argument("--keep", action="store_true", help="keep each step's cluster (stop them yourself)")
    parser.add_argument("--partition", action="store_true",
                        help="on the last step's database, time one table plain and partitioned (partitioning.py)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--save", type=Path, help="also write the results as JSON to this file")
    args = parser.parse_args()
    if os.nice(0) > 0:
        say("note: this process runs niced; the clusters restarted for the tools' timings will be niced too")
    args.work.mkdir(parents=True, exist_ok=True)
    town = args.town or min(TOWNS, key=lambda path: path.stat().st_size)
    results = []
    for step in args.steps:
        files = step_files(step, town, TOWNS, args.national, args.work)
        results.append(run_step(step, files, args.work, args.port, args.repeat, args.keep,
                                args.partition and step == args.steps[-1]))
        if not args.json:
            print(step_text(results[-1]), flush=True)
    projected = projection(results) if len(results) >= 2 else None
    everything = json.dumps({"steps": results, "projection": projected}, indent=2, default=str)
    if args.save:
        args.save.write_text(everything)
    if args.json:
        print(everything)
        return
    if projected:
        print(projection_text(projected))
    for result in results:
        if "partitioning" in result:
            import partitioning

            print(partitioning.text(result["partitioning"]))


if __name__ == "__main__":
    main()
