"""kill -9 never leaves results.jsonl corrupt.

tests/evals/test_runner.py::test_sigkill_mid_run_then_resume already kills the real CLI once and resumes
(nothing lost, nothing duplicated); this adds what it does not check: the raw file itself. A batch writing
big records (200 kB lines, so a write spans many pages) from 4 threads is SIGKILLed twice at arbitrary
moments and resumed each time. After each kill every line but the last is a complete JSON record, and the
last is complete or a torn tail without its newline (never a broken line in the middle); after the final
resume the file is nothing but complete records, each question exactly once.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from georeact.evals.runner import RESULTS_FILE

QUESTIONS = 60
CHILD = """
import sys, time
from georeact.evals.models import Question
from georeact.evals.runner import run_eval
from georeact.evals.systems import System, SystemOutput

class Big(System):
    name = "big"
    needs_llm = False

    def answer(self, question, deadline=None):
        time.sleep(0.05)
        return SystemOutput(answer_text=question.id + " " + "x" * 200_000)

questions = [Question(id=f"q{i:03d}", dataset="gsqa", template="T", type="t", question=f"question {i}",
                      answer_type="name", answers=[{"name": f"q{i:03d}"}]) for i in range(%d)]
run_eval(questions, [Big()], sys.argv[1], concurrency=4, resume=sys.argv[2] == "resume", progress=False)
""" % QUESTIONS


def check_lines(path: Path) -> tuple[int, bool]:
    """(complete records, whether a torn tail follows them); fails on any broken line before the end."""
    data = path.read_bytes() if path.exists() else b""
    lines = data.split(b"\n")
    complete, tail = lines[:-1], lines[-1]
    for number, line in enumerate(complete):
        record = json.loads(line)   # raises: a corrupt line in the middle of the file
        assert record["question_id"] and record["system"] == "big", number
    if tail:
        try:
            json.loads(tail)
            raise AssertionError("a complete record without its newline")
        except json.JSONDecodeError:
            pass
    return len(complete), bool(tail)


def run_child(script: Path, out: Path, mode: str, kill_after_lines: int | None) -> int:
    process = subprocess.Popen([sys.executable, str(script), str(out), mode], cwd=Path(__file__).parents[2],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if kill_after_lines is None:
        _, stderr = process.communicate(timeout=120)
        assert process.returncode == 0, stderr.decode()
        return process.returncode
    results = out / RESULTS_FILE
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        if results.exists() and results.read_bytes().count(b"\n") >= kill_after_lines:
            break
        time.sleep(0.005)
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=10)
    return process.returncode


def test_sigkill_never_leaves_a_corrupt_results_file(tmp_path) -> None:
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    out = tmp_path / "run"
    done = 0
    for round_number, mode in enumerate(["new", "resume"]):
        code = run_child(script, out, mode, kill_after_lines=done + 8)
        assert code == -signal.SIGKILL, "the batch ended before it could be killed: the test proved nothing"
        records, torn = check_lines(out / RESULTS_FILE)
        assert done + 8 <= records < QUESTIONS, (round_number, records)
        done = records
    run_child(script, out, "resume", kill_after_lines=None)
    records, torn = check_lines(out / RESULTS_FILE)
    assert (records, torn) == (QUESTIONS, False)
    ids = [json.loads(line)["question_id"] for line in (out / RESULTS_FILE).read_text().splitlines()]
    assert sorted(ids) == [f"q{i:03d}" for i in range(QUESTIONS)], "a question is lost or recorded twice"
