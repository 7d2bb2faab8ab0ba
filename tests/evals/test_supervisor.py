"""`georeact eval run` survives a crashed process (issue 18, item 1): the real CLI in a subprocess, on a small
dataset generated from the real database, answered by the oracle (no LLM).

The crash is a real segfault (a NULL read through ctypes) for one question, injected by a wrapper script that
patches the oracle and then runs the CLI; the supervisor starts the same command line again as its child, so
the child carries the patch too.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from georeact.agent.trace import read_records
from georeact.evals.generate import generate, write_dataset
from georeact.evals.models import Question
from georeact.evals.runner import INFLIGHT_FILE, RESULTS_FILE, RUN_FILE
from tests.conftest import TEST_HOME, TEST_PORT

ROOT = Path(__file__).resolve().parents[2]
WRAPPER = """
import ctypes, os, sys, time
from pathlib import Path
from georeact.evals import systems

if os.environ.get("GEOREACT_EVAL_CHILD"):
    with open(os.environ["CHILD_STARTS"], "a") as starts:
        starts.write(os.environ["GEOREACT_EVAL_CHILD"] + "\\n")
    if os.environ.get("CRASH_AT_START"):
        ctypes.string_at(0)
original = systems.OracleSystem.answer

def answer(self, question, deadline=None):
    time.sleep(float(os.environ.get("SLOW_S", "0")))
    if question.id == os.environ.get("CRASH_ON"):
        ctypes.string_at(0)   # a real segfault, as GEOS's was
    return original(self, question, deadline)

systems.OracleSystem.answer = answer
from georeact.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.fixture(scope="module")
def dataset(db, tmp_path_factory) -> tuple[Path, list[Question]]:
    questions = generate(db, 2, seed=7, templates=["T24", "T26", "distance"])
    folder = tmp_path_factory.mktemp("supervised") / "data"
    write_dataset(questions, folder, per_template=2, seed=7)
    return folder, questions


def cli(tmp_path: Path, data: Path, run_dir: Path, *extra: str, **env: str) -> list[str]:
    wrapper = tmp_path / "crashing_cli.py"
    wrapper.write_text(WRAPPER)
    return [sys.executable, str(wrapper), "eval", "run", "--dataset", str(data), "--system", "oracle",
            "--out", str(run_dir), "--no-progress", *extra]


def environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {**os.environ, "GEOREACT_HOME": str(TEST_HOME), "GEOREACT_DB_PORT": str(TEST_PORT),
           "CHILD_STARTS": str(tmp_path / "child-starts"), **extra}
    env.pop("GEOREACT_DATABASE_URL", None)
    env.pop("GEOREACT_EVAL_CHILD", None)
    return env


def records(run_dir: Path) -> list[dict[str, Any]]:
    return list(read_records(run_dir / RESULTS_FILE))


def child_starts(tmp_path: Path) -> list[str]:
    return (tmp_path / "child-starts").read_text().split()


def test_a_segfault_costs_one_question_not_the_run(dataset, tmp_path) -> None:
    data, questions = dataset
    crash = questions[1]
    run_dir = tmp_path / "run"
    done = subprocess.run(cli(tmp_path, data, run_dir), env=environment(tmp_path, CRASH_ON=crash.id), cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "crashed (SIGSEGV); 1 question(s) recorded as failed (crash); resuming" in done.stderr
    assert child_starts(tmp_path) == ["1", "restart"]
    found = records(run_dir)
    assert sorted(r["question_id"] for r in found) == sorted(q.id for q in questions), "each question exactly once"
    by_id = {r["question_id"]: r for r in found}
    crashed = by_id.pop(crash.id)
    assert crashed["failure"] == "crash" and crashed["correct"] is False and crashed["answer"] == ""
    assert crashed["error"] == "the process crashed (SIGSEGV) while answering this question"
    assert crashed["system"] == "oracle" and crashed["template"] == crash.template and crashed["latency_s"] >= 0
    assert all(set(r) == set(crashed) for r in by_id.values()), "a crash record has the fields of any record"
    assert all(r["correct"] and r["error"] is None for r in by_id.values()), [r["error"] for r in by_id.values()]
    info = json.loads((run_dir / RUN_FILE).read_text())
    assert len(info["resumed"]) == 1, "the restarted child resumed the run"


def test_a_normal_exit_code_passes_through(dataset, tmp_path) -> None:
    """Through `python -m georeact.cli` (the child is started with the same interpreter options)."""
    data, questions = dataset
    run_dir = tmp_path / "run"
    command = [sys.executable, "-m", "georeact.cli", "eval", "run", "--dataset", str(data), "--system", "oracle",
               "--out", str(run_dir), "--no-progress"]
    first = subprocess.run(command, env=environment(tmp_path), cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr[-2000:]
    assert len(records(run_dir)) == len(questions) and all(r["correct"] for r in records(run_dir))
    started = list(read_records(run_dir / INFLIGHT_FILE))
    assert sorted(entry["question"]["id"] for entry in started) == sorted(q.id for q in questions)
    again = subprocess.run(command, env=environment(tmp_path), cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert again.returncode == 2 and "already has" in again.stdout + again.stderr, (again.stdout, again.stderr)


def test_a_crash_before_any_question_is_not_retried(dataset, tmp_path) -> None:
    data, _ = dataset
    run_dir = tmp_path / "run"
    done = subprocess.run(cli(tmp_path, data, run_dir), env=environment(tmp_path, CRASH_AT_START="1"), cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 1
    assert "crashed (SIGSEGV) before answering any question" in done.stderr, done.stderr[-2000:]
    assert child_starts(tmp_path) == ["1"], "restarting cannot help when the crash cost no question"


def test_ctrl_c_stops_both_and_the_answers_in_flight_are_recorded(dataset, tmp_path) -> None:
    data, questions = dataset
    run_dir = tmp_path / "run"
    supervisor = subprocess.Popen(cli(tmp_path, data, run_dir), env=environment(tmp_path, SLOW_S="2"), cwd=ROOT,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 120
    while time.time() < deadline and not ((run_dir / RESULTS_FILE).exists() and records(run_dir)):
        time.sleep(0.05)   # the child is answering: one answer is written, the next ones take 2 s each
    supervisor.send_signal(signal.SIGINT)   # to the supervisor only: it passes the interrupt on to its child
    _, stderr = supervisor.communicate(timeout=60)
    assert supervisor.returncode == 130, stderr[-2000:]
    assert not [pid for pid in os.listdir("/proc") if pid.isdigit() and _cmdline_has(pid, str(run_dir))], \
        "the child outlived the supervisor"
    found = records(run_dir)
    assert 1 <= len(found) < len(questions), "interrupted too late or too early"
    started = {(entry["question"]["id"], entry["system"]) for entry in read_records(run_dir / INFLIGHT_FILE)}
    assert started == {(r["question_id"], r["system"]) for r in found}, "every started answer was recorded"
    assert all(r["failure"] is None for r in found)


def _cmdline_has(pid: str, text: str) -> bool:
    try:
        return text in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return False
