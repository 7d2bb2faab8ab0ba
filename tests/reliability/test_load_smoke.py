"""benchmarks/load.py for a few seconds: 4 concurrent agents on the test database, zero errors, the pool
never times out. (The full run is 8 agents for 120 s: `.venv/bin/python benchmarks/load.py --home
~/.cache/georeact-test --port 5441`.)"""

from __future__ import annotations

import importlib.util
from pathlib import Path

LOAD = Path(__file__).resolve().parents[2] / "benchmarks" / "load.py"


def load_module():
    spec = importlib.util.spec_from_file_location("georeact_benchmark_load", LOAD)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_four_agents_for_five_seconds_without_errors(settings) -> None:
    load = load_module()
    report = load.run_load(settings, agents=4, seconds=5)
    print(report.text())
    assert report.errors == 0, report.error_examples
    assert report.questions >= 8, "the agents barely ran"
    assert set(report.per_tool) == {"ResolveLocation", "GetRegionGeometry", "CalculateMetric"}
    assert report.pool.get("requests_errors", 0) == 0, "a request timed out waiting for a connection"
    assert report.pool.get("connections_num", 0) <= settings.pool_max_size
    assert 0 < report.tool_p50_ms <= report.tool_p95_ms <= report.tool_max_ms
