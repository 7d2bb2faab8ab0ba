"""Load: N concurrent agents against the database for a while; or (--file) how long loading extracts takes.

    .venv/bin/python benchmarks/load.py [--agents 8] [--seconds 120] [--home DIR] [--port N] [--json]
    nice .venv/bin/python benchmarks/load.py --file ../shared/data/osm-scale/iceland-2019-outside-capital-and-akureyri.osm.pbf
    .venv/bin/python benchmarks/load.py --file data/osm/*.osm.pbf [--no-network] [--keep] [--json]

With --file, the files are loaded one after the other (as `georeact db load` does, the road network after the
last) into a scratch cluster of their own (a fresh GEOREACT_HOME in a temporary directory, port 5461 unless
--port), which is deleted afterwards unless --keep; the shared embedded database is never touched. Printed per
file: total seconds, osm2pgsql's seconds, the merge's seconds and rows per table, the rest (skipped rows, grants,
commit, ANALYZE), the road network; then the database size.

Without --file:
Each agent is a thread running the real compiled graph (one graph and one Database shared by all, as in a
server process) with a model that replays realistic tool calls (ResolveLocation, GetRegionGeometry and
CalculateMetric on real places of the shipped extracts), question after question, until the time is up.
The model is free; what is measured is the tools and the database under concurrency. Reported:
questions done, errors (a failed question or a tool result that is not ok: every scripted call is valid, so
either is a fault), pool figures (requests that had to wait, total wait, pool timeouts, the most requests
waiting at once, connections opened) and tool latency p50/p95 (overall and per tool).

To load the test cluster: --home ~/.cache/georeact-test --port 5441. The smoke test
tests/reliability/test_load_smoke.py runs `run_load` for a few seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import sys
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from langchain_core.callbacks import CallbackManagerForLLMRun  # noqa: E402
from langchain_core.language_models import BaseChatModel  # noqa: E402
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage  # noqa: E402
from langchain_core.outputs import ChatGeneration, ChatResult  # noqa: E402
from pydantic import BaseModel  # noqa: E402

from georeact.config import Settings  # noqa: E402
from georeact.db.session import Database  # noqa: E402

SCRATCH_PORT = 5461


def _call(tool: str, **args: Any) -> dict[str, Any]:
    return {"name": tool, "args": args}


# question -> the tool calls a good model makes, one per round (Liechtenstein, Helsinki, Monaco extracts).
SCRIPTS: dict[str, list[dict[str, Any]]] = {
    "Where is Vaduz?": [_call("ResolveLocation", name="Vaduz")],
    "How many cafes are there in Vaduz?": [_call("ResolveLocation", name="Vaduz"),
                                           _call("CalculateMetric", metric="count", feature="cafe", region="Vaduz")],
    "How big is Schaan?": [_call("GetRegionGeometry", region="Schaan")],
    "How far is Vaduz from Schaan?": [_call("CalculateMetric", metric="distance", anchor="Vaduz", anchor_b="Schaan")],
    "How many restaurants are within 500 m of the Kunstmuseum Liechtenstein?": [
        _call("ResolveLocation", name="Kunstmuseum Liechtenstein"),
        _call("CalculateMetric", metric="count", feature="restaurant", anchor="Kunstmuseum Liechtenstein",
              radius_m=500)],
    "Which bus stop is nearest to the Kunstmuseum Liechtenstein?": [
        _call("CalculateMetric", metric="nearest", feature="bus stop", anchor="Kunstmuseum Liechtenstein")],
    "Where is the Ateneum?": [_call("ResolveLocation", name="Ateneum")],
    "Which pharmacy is nearest to the Ateneum?": [_call("CalculateMetric", metric="nearest", feature="pharmacy",
                                                        anchor="Ateneum")],
    "Which museums are within 1 km of the Ateneum?": [
        _call("GetRegionGeometry", anchor="Ateneum", radius_m=1000),
        _call("CalculateMetric", metric="list", feature="museum", anchor="Ateneum", radius_m=1000, limit=5)],
    "In which direction is Kaisaniemi from the Ateneum?": [
        _call("CalculateMetric", metric="azimuth", anchor="Ateneum", anchor_b="Kaisaniemi")],
    "How big is the Kaisaniemi park?": [_call("GetRegionGeometry", region="Kaisaniemi")],
    "How many parks are there in Monaco?": [_call("GetRegionGeometry", region="Monaco"),
                                            _call("CalculateMetric", metric="count", feature="park", region="Monaco")],
    "Where is Monte-Carlo?": [_call("ResolveLocation", name="Monte-Carlo")],
    "Where is the Tollensesee?": [_call("ResolveLocation", name="Tollensesee")],
}


class ReplayModel(BaseChatModel):
    """Replays SCRIPTS: the reply depends only on the messages (the question, how many tool results came
    back), so one instance serves every agent thread."""

    @property
    def _llm_type(self) -> str:
        return "replay"

    def bind_tools(self, tools: Any, **kwargs: Any) -> ReplayModel:
        return self

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None,
                  run_manager: CallbackManagerForLLMRun | None = None, **kwargs: Any) -> ChatResult:
        question = next(m.content for m in reversed(messages) if isinstance(m, HumanMessage))
        done = sum(isinstance(m, ToolMessage) for m in messages)
        script = SCRIPTS[question]
        if done < len(script):
            call = script[done]
            message = AIMessage(content="", tool_calls=[{"name": call["name"], "args": call["args"],
                                                         "id": f"call_{done}", "type": "tool_call"}])
        else:
            message = AIMessage(content="Answer: see the tool results.")
        return ChatResult(generations=[ChatGeneration(message=message)])


class LoadReport(BaseModel):
    agents: int
    seconds: float
    questions: int
    errors: int
    error_examples: list[str]
    tool_calls: int
    tool_p50_ms: float
    tool_p95_ms: float
    tool_max_ms: float
    per_tool: dict[str, dict[str, float]]
    pool: dict[str, int]
    pool_max_waiting: int

    def text(self) -> str:
        lines = [
            f"{self.agents} agents x {self.seconds:.0f} s: {self.questions} questions "
            f"({self.questions / max(self.seconds, 1e-9):.1f}/s), {self.errors} errors",
            f"tool latency: {self.tool_calls} calls, p50 {self.tool_p50_ms:.0f} ms, p95 {self.tool_p95_ms:.0f} ms, "
            f"max {self.tool_max_ms:.0f} ms",
        ]
        for name, figures in sorted(self.per_tool.items()):
            lines.append(f"  {name:<18} {figures['calls']:>6.0f} calls  p50 {figures['p50_ms']:>6.0f} ms  "
                         f"p95 {figures['p95_ms']:>6.0f} ms")
        pool = self.pool
        lines.append(f"pool: max {pool.get('pool_max')}, {pool.get('connections_num', 0)} connections opened, "
                     f"{pool.get('requests_num', 0)} requests, {pool.get('requests_queued', 0)} waited "
                     f"({pool.get('requests_wait_ms', 0)} ms in all), most waiting at once {self.pool_max_waiting}, "
                     f"timeouts {pool.get('requests_errors', 0)}, connections lost {pool.get('connections_lost', 0)}")
        lines += [f"error: {example}" for example in self.error_examples]
        return "\n".join(lines)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[int(q) - 1]


def run_load(settings: Settings, agents: int = 8, seconds: float = 120.0, db: Database | None = None) -> LoadReport:
    """Run `agents` threads for `seconds`; a Database is opened (and closed) unless one is given."""
    from georeact.agent.graph import build_agent   # here, so that --file needs only the importer
    from georeact.agent.run import run_question

    own = db is None
    database = db or Database(settings).open()
    # the replayed answer is a fixed text: the finish check (which would send it back) is not what is loaded here
    graph = build_agent(settings, llm=ReplayModel(), db=database, max_steps=4, check_answers=False,
                        model_use="always")   # the replayed calls, not the reading's plan
    questions = list(SCRIPTS)
    lock = threading.Lock()
    latencies: dict[str, list[float]] = defaultdict(list)
    errors: list[str] = []
    done = [0]
    stop = threading.Event()
    max_waiting = [0]

    def agent(index: int) -> None:
        n = index
        while not stop.is_set():
            question = questions[n % len(questions)]
            n += 1
            trace = run_question(graph, question, max_steps=4)
            problems = [trace.error] if trace.error else []
            problems += [f"{step.tool}: {step.error}" for step in trace.steps if not step.ok]
            if len(trace.steps) != len(SCRIPTS[question]):
                problems.append(f"{len(trace.steps)} steps instead of {len(SCRIPTS[question])}")
            with lock:
                done[0] += 1
                for step in trace.steps:
                    latencies[step.tool].append(step.duration_ms)
                if problems:
                    errors.append(f"{question}: {'; '.join(str(p) for p in problems)}"[:300])

    def watch_pool() -> None:
        while not stop.wait(0.1):
            max_waiting[0] = max(max_waiting[0], database.pool_stats().get("requests_waiting", 0))

    database.pool_stats()   # warm the pool (opened above)
    before = database._pool.pop_stats()   # start the counters from zero
    del before
    threads = [threading.Thread(target=agent, args=(i,), name=f"agent-{i}", daemon=True) for i in range(agents)]
    watcher = threading.Thread(target=watch_pool, daemon=True)
    started = time.perf_counter()
    for thread in [*threads, watcher]:
        thread.start()
    time.sleep(seconds)
    stop.set()
    for thread in threads:
        thread.join(120)
    watcher.join(5)
    elapsed = time.perf_counter() - started
    pool = database.pool_stats()
    if own:
        database.close()
    everything = [value for values in latencies.values() for value in values]
    per_tool = {name: {"calls": float(len(values)), "p50_ms": percentile(values, 50),
                       "p95_ms": percentile(values, 95)} for name, values in latencies.items()}
    return LoadReport(agents=agents, seconds=elapsed, questions=done[0], errors=len(errors),
                      error_examples=errors[:5], tool_calls=len(everything), tool_p50_ms=percentile(everything, 50),
                      tool_p95_ms=percentile(everything, 95), tool_max_ms=max(everything, default=0.0),
                      per_tool=per_tool, pool=pool, pool_max_waiting=max_waiting[0])


def load_files(files: list[Path], port: int = SCRATCH_PORT, network: bool = True, keep: bool = False,
               progress: Any = None, each: bool = False, home: Path | None = None,
               middle: str = "auto") -> dict[str, Any]:
    """Load `files` into a fresh scratch cluster; the summaries, the database size and where the cluster was.
    `each`: the road network after every file, else after the last only. `home`: the scratch GEOREACT_HOME (made
    here; it must hold no cluster yet), so that a caller can find the server's processes while it loads
    (benchmarks/growth.py); a temporary directory otherwise. `middle`: osm2pgsql's (osm2pgsql_middle.py); the
    report's `osm2pgsql_peak_rss_bytes` is the largest peak of this process's children, osm2pgsql's."""
    import tempfile

    import psycopg

    from georeact.db import cluster, importer
    from georeact.db.session import owner_url
    from georeact.progress import ignore

    if home is None:
        home = Path(tempfile.mkdtemp(prefix="georeact-load-bench-"))
    else:
        home.mkdir(parents=True, exist_ok=True)
    settings = Settings(home=home, db_port=port, database_url=None, owner_database_url=None)
    quiet = lambda message: None  # noqa: E731
    cluster.start(settings, log=quiet)
    try:
        summaries = []
        for index, path in enumerate(files):
            summaries.append(importer.load_file(path, owner_url(settings), reader_role=cluster.READER_ROLE, log=quiet,
                                                network=network and (each or index == len(files) - 1),
                                                progress=progress or ignore, middle=middle,  # type: ignore[arg-type]
                                                scratch=home / "tmp"))
        with psycopg.connect(owner_url(settings)) as conn:
            size = conn.execute("SELECT pg_database_size(current_database())").fetchone()[0]
    finally:
        if not keep:
            cluster.reset(settings, log=quiet)   # stops the server, deletes the cluster
            shutil.rmtree(home, ignore_errors=True)
    # ru_maxrss of the children waited for (KiB on Linux): osm2pgsql is by far the largest (pg_ctl is the other)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
    return {"files": [summary.model_dump() for summary in summaries], "database_bytes": size,
            "home": str(home) if keep else None, "port": port, "middle": middle, "osm2pgsql_peak_rss_bytes": peak}


def load_text(report: dict[str, Any]) -> str:
    lines = []
    for summary in report["files"]:
        merge = summary["merge_seconds"]
        lines.append(f"{summary['file']}: {summary['seconds']:.1f} s in all; osm2pgsql {summary['osm2pgsql_seconds']:.1f} s, "
                     f"merge {sum(merge.values()):.1f} s, after the merge {summary['finish_seconds']:.1f} s, "
                     f"network {summary['network_seconds']:.1f} s ({summary['network_edges']:,} edges"
                     f"{', appended' if summary.get('network_appended') else ''})")
        for table, seconds in merge.items():
            rows = summary["rows_loaded"].get(table, 0)
            lines.append(f"  merge {table:<8} {seconds:>8.2f} s  {rows:>9,} rows  {rows / max(seconds, 1e-3):>10,.0f} rows/s")
        lines.append(f"  skipped {summary['skipped']:,} objects ({summary['invalid_geometries']:,} invalid geometries)")
        rows = summary.get("background_rows") or {}
        lines.append(f"  map background {summary.get('background_seconds', 0.0):.2f} s: "
                     + ", ".join(f"{table} {count:,} rows" for table, count in rows.items()))
    lines.append(f"osm2pgsql middle {report['middle']}: peak RSS {report['osm2pgsql_peak_rss_bytes'] / 1e6:,.0f} MB")
    lines.append(f"database size {report['database_bytes'] / 1e6:,.1f} MB"
                 + (f"; kept in {report['home']} (port {report['port']})" if report["home"] else ""))
    if report["home"] and os.nice(0) > 0:
        # the server started by this process inherited its niceness: measured beside a client that is not niced,
        # every query ran 2-5 ms slower
        lines.append(f"its server runs niced like this load: before timing queries on it, restart it with GEOREACT_HOME="
                     f"{report['home']} GEOREACT_DB_PORT={report['port']} georeact db stop, then db start")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", type=Path, nargs="+", help="load these extracts into a scratch cluster and time it")
    parser.add_argument("--no-network", action="store_true", help="with --file: skip the road network")
    parser.add_argument("--network-each", action="store_true",
                        help="with --file: the road network after each file, as separate `db load`s do (a file "
                             "beside the others gets its graph appended), not once after the last")
    parser.add_argument("--keep", action="store_true", help="with --file: keep the scratch cluster")
    parser.add_argument("--scratch-home", type=Path, help="with --file: the scratch cluster's GEOREACT_HOME "
                        "(default: a new temporary directory)")
    parser.add_argument("--middle", choices=["auto", "ram", "slim", "flat-nodes"], default="auto",
                        help="with --file: osm2pgsql's middle (GEOREACT_OSM2PGSQL_MIDDLE; default auto)")
    parser.add_argument("--agents", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--home", type=Path, help="GEOREACT_HOME of the cluster (default: settings)")
    parser.add_argument("--port", type=int, help="its port (default: settings)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args()
    if args.file:
        from rich.console import Console

        from georeact.ui.progress import ticks

        with ticks(Console(stderr=True)) as progress:
            report = load_files(args.file, port=args.port or SCRATCH_PORT, network=not args.no_network,
                                each=args.network_each, keep=args.keep, progress=progress, home=args.scratch_home,
                                middle=args.middle)
        print(json.dumps(report, indent=2) if args.json else load_text(report))
        return
    overrides = {key: value for key, value in (("home", args.home), ("db_port", args.port)) if value is not None}
    settings = Settings(**overrides)
    report = run_load(settings, agents=args.agents, seconds=args.seconds)
    print(report.model_dump_json(indent=2) if args.json else report.text())
    sys.exit(1 if report.errors else 0)


if __name__ == "__main__":
    main()
