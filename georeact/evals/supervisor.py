"""`georeact eval run` in a child process, so that a crash costs the questions in flight, not the run.

GEOS segfaulted on a model-written geometry (exit 139) and took the whole batch with it, with nothing written
for the question that did it (issue 18). Now the command runs itself again as a child (the same command line,
marked by CHILD_ENV). The child's runner appends, fsynced, every (question, system) pair it starts to
`inflight.jsonl` next to results.jsonl. When the child dies by a signal, the supervisor records each pair that
was started but not recorded as failed (failure "crash"), then restarts the child, which resumes. A child that
exits normally passes its exit code through; Ctrl-C stops the child (it records the answers in flight, as
without the supervisor) and then the supervisor. A killed supervisor takes the child with it (Linux).
"""

from __future__ import annotations

import argparse
import ctypes
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from georeact.agent.trace import TraceWriter, read_records
from georeact.evals.models import Question
from georeact.evals.runner import INFLIGHT_FILE, RESULTS_FILE, build_record

CHILD_ENV = "GEOREACT_EVAL_CHILD"   # "1": the first child; "restart": a child started after a crash
MAX_RESTARTS = 20                   # each restart follows a crash that cost at least one question


def is_child() -> bool:
    return bool(os.environ.get(CHILD_ENV))


def is_restart() -> bool:
    """A child started after a crash: it must resume (and not retry the failed, crashed pairs again)."""
    return os.environ.get(CHILD_ENV) == "restart"


def should_supervise(args: argparse.Namespace, build_parser: Callable[[], argparse.ArgumentParser]) -> bool:
    """Supervise unless this is the child, or this process's command line is not this `eval run` (main(argv)
    called by other code): only the process's own command line can be started again as the child, so it is
    parsed again with the CLI's parser (`build_parser`) and must give the same arguments."""
    if is_child() or sys.argv[1:3] != ["eval", "run"]:
        return False
    try:
        return vars(build_parser().parse_args(sys.argv[1:])) == vars(args)
    except SystemExit:
        return False


def crashed_pairs(out_dir: Path) -> list[dict[str, Any]]:
    """The inflight entries of pairs that were started but have no record in results.jsonl."""
    results, inflight = out_dir / RESULTS_FILE, out_dir / INFLIGHT_FILE
    recorded = {(r.get("question_id"), r.get("system")) for r in read_records(results)} if results.exists() else set()
    started = list(read_records(inflight)) if inflight.exists() else []
    unique = {(entry["question"]["id"], entry["system"]): entry for entry in started}
    return [entry for key, entry in unique.items() if key not in recorded]


def record_crash(out_dir: Path, signal_name: str) -> int:
    """Append a failed record for every pair the crashed child had in flight; how many were recorded."""
    lost = crashed_pairs(out_dir)
    writer = TraceWriter(out_dir / RESULTS_FILE)   # cuts a line the crash tore mid-write
    for entry in lost:
        others = " or another question in flight" if len(lost) > 1 else ""
        error = f"the process crashed ({signal_name}) while answering this question{others}"
        latency = time.time() - datetime.fromisoformat(entry["started_at"]).timestamp()
        question = Question.model_validate(entry["question"])
        record = build_record(question, entry["system"], None, error, "crash", latency)
        writer.write(record)
    return len(lost)


def _die_with_parent(parent: int) -> None:
    """In the child before exec: SIGKILL when the supervisor dies (a killed supervisor must not leave the run
    going on unseen), and its own process group, so that Ctrl-C reaches it once, through the supervisor."""
    os.setpgid(0, 0)
    # a supervisor started in the background or under nohup has SIGINT ignored, and the child would inherit it:
    # the interrupt the supervisor forwards must reach the child
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)   # PR_SET_PDEATHSIG (Linux)
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:   # the supervisor died before prctl took effect
        os._exit(1)


def _run_child(restart: bool) -> tuple[int, bool]:
    """Run the command once as the child: (its return code, whether the user interrupted it)."""
    command = [sys.executable, *sys.orig_argv[1:]]
    env = {**os.environ, CHILD_ENV: "restart" if restart else "1"}
    parent = os.getpid()
    child = subprocess.Popen(command, env=env, preexec_fn=lambda: _die_with_parent(parent))
    interrupted = False

    def forward(signum: int, frame: Any) -> None:
        nonlocal interrupted
        interrupted = True
        child.send_signal(signum)

    previous = signal.signal(signal.SIGINT, forward)
    try:
        return child.wait(), interrupted
    finally:
        signal.signal(signal.SIGINT, previous)


def supervise(out_dir: Path) -> int:
    """Run `eval run` as a child until it exits normally; its exit code, or 1 when crashes keep coming."""
    out_dir = Path(out_dir)
    for attempt in range(MAX_RESTARTS + 1):
        (out_dir / INFLIGHT_FILE).unlink(missing_ok=True)   # only this child's starts count
        code, interrupted = _run_child(restart=attempt > 0)
        if code >= 0:
            return code
        name = signal.Signals(-code).name if -code in signal.valid_signals() else f"signal {-code}"
        if interrupted:
            return 130
        lost = record_crash(out_dir, name)
        if lost == 0:
            print(f"error: the evaluation process crashed ({name}) before answering any question; "
                  f"results so far are in {out_dir / RESULTS_FILE}", file=sys.stderr)
            return 1
        print(f"the evaluation process crashed ({name}); {lost} question(s) recorded as failed (crash); "
              "resuming", file=sys.stderr)
    print(f"error: the evaluation process crashed {MAX_RESTARTS + 1} times; giving up. Results so far are in "
          f"{out_dir / RESULTS_FILE}; run again with --resume to go on", file=sys.stderr)
    return 1
