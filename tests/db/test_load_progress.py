"""`georeact db load` of a real extract shows its progress: in a terminal a rich bar redrawn in place through the
stages (osm2pgsql reading, with its node/way/relation counts, its indexes, the merge, the road network), and the
merge's rows per table; in a log a line per stage and per table. The extract is the smallest shipped one, loaded
again into the test cluster (a reload keeps row ids, see test_data.py)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pexpect
import pytest

from georeact.services import default_extracts
from tests.ui.conftest import cli_env
from tests.ui.test_ask_cli import georeact_command

pytestmark = pytest.mark.changes_the_test_cluster   # loads, rebuilds or edits its data for a while: alone

EXTRACT = next(path for path in default_extracts() if path.name.startswith("liechtenstein"))
TASK = f"load {EXTRACT.name}"
STAGES = ["reading: nodes", "indexing", "merging: into the data tables", "network: the routable graph"]
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
TIMEOUT_S = 300


def test_a_load_in_a_terminal_draws_a_bar_through_its_stages(settings, tmp_path: Path) -> None:
    command, *args = georeact_command()
    child = pexpect.spawn(command, [*args, "db", "load", str(EXTRACT)], env=cli_env(settings, "http://127.0.0.1:9/v1"),
                          cwd=str(tmp_path), encoding="utf-8", codec_errors="replace", timeout=TIMEOUT_S,
                          dimensions=(30, 220))
    child.expect(pexpect.EOF)
    child.close()
    raw = child.before
    assert child.exitstatus == 0, raw
    assert "\x1b[2K" in raw, "the bar is not redrawn in place"
    frames = [ANSI.sub("", frame) for frame in re.split(r"\r|\x1b\[2K", raw)]
    bars = [frame for frame in frames if TASK in frame and re.search(r"\d/4", frame)]
    assert bars, raw
    seen = [next((i for i, frame in enumerate(bars) if stage in frame), None) for stage in STAGES]
    assert None not in seen, (seen, bars)
    assert seen == sorted(seen), "the stages came out of order"
    counts = re.search(r"reading: nodes ([\d.,]+k?) · ways ([\d.,]+k?) · relations ([\d.,]+k?)", "\n".join(bars))
    assert counts and counts.group(1) != "0", "osm2pgsql's counts are not shown"   # Liechtenstein: ~80k nodes
    assert re.search(rf"{re.escape(TASK)}\s.*4/4.*done", bars[-1]), bars[-1]
    assert "loaded liechtenstein-2013-08-03.osm.pbf" in ANSI.sub("", raw)


def test_a_load_in_a_log_prints_a_line_per_stage(settings, tmp_path: Path) -> None:
    result = subprocess.run([*georeact_command(), "db", "load", str(EXTRACT)], capture_output=True, text=True,
                            env=cli_env(settings, "http://127.0.0.1:9/v1", COLUMNS="200"), cwd=tmp_path,
                            timeout=TIMEOUT_S)
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.startswith(f"· {TASK}")]
    first = [next((i for i, line in enumerate(lines) if stage in line), None) for stage in STAGES]
    assert None not in first and first == sorted(first), lines
    assert len(lines) <= 12, "a line per stage (its first and last), not per tick"
    # how the reading ended: osm2pgsql's counts, exact
    assert any(re.search(r"0 %: reading: nodes [1-9][\d,]* · ways [1-9][\d,]* · relations [1-9]", line)
               for line in lines), lines
    assert lines[-1] == f"· {TASK} 100 %: done"
    assert "\x1b[" not in result.stderr                                     # no bar drawn into a log
    # the merge's own lines: each table with its rows and rate, then the total
    merge = [line for line in result.stderr.splitlines() if line.startswith(f"· merge {EXTRACT.name}")]
    for table in ("pois", "roads", "parks", "lakes", "regions"):
        assert any(re.search(rf": {table}: [\d,]+ rows in [\d.]+ s, [\d,]+ rows/s$", line) for line in merge), merge
    assert re.search(r"100 %: done: [\d,]+ rows in [\d.]+ s", merge[-1]), merge
