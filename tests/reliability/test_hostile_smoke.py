"""benchmarks/hostile.py on a few cheap classes of the test cluster: the real script in a subprocess prints the
markdown table with a row per class, nothing escapes, the data is unchanged. (The full table: `.venv/bin/python benchmarks/hostile.py --test-cluster`.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.tools.test_tool_numbers import BAD_NUMBERS

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "hostile.py"


def hostile(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), "--test-cluster", "--fuzz", "0", *args],
                          capture_output=True, text=True, timeout=600)


def test_the_table_of_a_few_classes(settings) -> None:
    result = hostile("--only", "numbers,nesting,guard-writes-and-ddl")
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("| class | cases tried | refused / contained | escaped | worst time | memory peak |")
    rows = {line.split(" | ")[0].strip("| "): line.split(" | ")[1:4] for line in lines[2:] if line.startswith("| ")}
    assert set(rows) == {"bad numbers (PlanRoute, CalculateMetric, GetRegionGeometry)", "deep nesting",
                         "guard: writes and DDL (hostile_sql.yaml)", "**total**"}
    assert rows["bad numbers (PlanRoute, CalculateMetric, GetRegionGeometry)"][0] == str(len(BAD_NUMBERS))
    for name, (tried, held, escaped) in rows.items():
        assert tried == held != "0" and escaped == "0", name
    assert "unchanged (row count + md5" in result.stdout


def test_an_unknown_class_is_named(settings) -> None:
    result = hostile("--only", "nope")
    assert result.returncode == 1 and "unknown classes ['nope']" in result.stderr
