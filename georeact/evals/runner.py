"""Run systems over questions: concurrent, resumable, one fsynced JSON line per finished answer.

Layout of a run directory:
    results.jsonl   one record per (question, system): answer, typed value, grade, cost, tools, full trace
    run.json        how the run was made (systems, dataset, model, endpoint, seed, git commit, command ...)
    inflight.jsonl  every (question, system) pair as it starts (fsynced): after a crash of the process, the
                    pairs started but not in results.jsonl are the ones it cost (georeact/evals/supervisor.py)

Guarantees:
- a record is appended (flushed + fsynced, via TraceWriter) as soon as its question is done, so a crash or a
  kill loses at most the questions in flight; a torn last line is cut off when the file is reopened;
- a failing question (exception, LLM down, timeout) is recorded as failed and the batch goes on;
- `resume=True` skips the (question_id, system) pairs already recorded: no duplicates, nothing lost;
- per-question timeout: the system gets the deadline and an LLM system stops at its next step past it, so
  the record keeps the steps so far and the abandoned question does not keep the LLM busy while the next one
  runs (measured: with one llama-server, a timed-out raise question went on for minutes and pushed the next
  question past its own deadline). Anything that ends past the deadline is recorded as a timeout. A system
  stuck inside one call is abandoned STOP_GRACE_S after the deadline: Python cannot kill a thread, so that
  worker may go on in the background; its late result is discarded and the process does not wait for it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from georeact.agent.trace import TraceWriter, read_records
from georeact.errors import GeoReactError
from georeact.evals.metrics import score, score_strict
from georeact.evals.models import Question
from georeact.evals.systems import System, SystemOutput
from georeact.processes import settle_heap

RESULTS_FILE = "results.jsonl"
RUN_FILE = "run.json"
INFLIGHT_FILE = "inflight.jsonl"
STOP_GRACE_S = 120.0   # one LLM call can take this long on 2 cores (a cold ~3k-token prompt, then generation)
# What a report needs to grade a record again (tau sweeps) without the dataset at hand.
QUESTION_FIELDS = {"id", "dataset", "template", "type", "question", "answer_type", "answers", "no_answer"}

ResultHook = Callable[[dict[str, Any]], None]


class RunSummary(BaseModel):
    out_dir: Path
    results: Path
    pairs: int              # (question, system) pairs selected for this run
    skipped: int            # already recorded (resume)
    written: int            # recorded by this call
    failed: int             # of those, failed (error / exception / timeout)
    accuracy: dict[str, float]   # per system, over every record in results.jsonl
    seconds: float = 0.0    # wall time of this call: with `written`, the throughput at its concurrency


# ------------------------------------------------------------------------------------------------ selection

# The held-out extract: nothing is tuned on its questions; the other extracts are the dev split.
VALIDATION_EXTRACT = "neubrandenburg-2016-02"
SPLITS = ("all", "dev", "val")


def split_of(extract: str | None) -> str:
    return "val" if extract == VALIDATION_EXTRACT else "dev"


def select_questions(questions: Sequence[Question], limit: int | None = None,
                     templates: Iterable[str] | None = None, per_template: int | None = None,
                     split: str = "all") -> list[Question]:
    """The split (dev: the tuned extracts, val: the held-out one), the `templates` filter (ids like T1,
    adjacent), then the first `per_template` of each template, then the first `limit` questions."""
    if split not in SPLITS:
        raise GeoReactError(f"unknown split {split!r}: choose one of {', '.join(SPLITS)}")
    if split != "all":
        if not any(q.extract for q in questions):
            raise GeoReactError("--split needs questions that record their extract (a generated set such as "
                                "evals/data/frozen); this dataset does not")
        questions = [q for q in questions if split_of(q.extract) == split]
    wanted = {t.strip() for t in templates or [] if t.strip()}
    chosen = [q for q in questions if not wanted or q.template in wanted]
    if per_template is not None:
        kept, taken = [], Counter()
        for question in chosen:
            taken[question.template] += 1
            if taken[question.template] <= per_template:
                kept.append(question)
        chosen = kept
    return chosen[:limit] if limit is not None else chosen


# ------------------------------------------------------------------------------------------------ records

def _tools_used(trace: dict[str, Any]) -> list[str]:
    return list(dict.fromkeys(step.get("tool") for step in trace.get("steps") or [] if step.get("tool")))


def build_record(question: Question, system: str, output: SystemOutput | None, error: str | None,
                 failure: str | None, latency_s: float) -> dict[str, Any]:
    """One results.jsonl line. `failure` is None, 'error' (the system reported one), 'exception', 'timeout' or
    'crash' (the process died while answering; written by the supervisor)."""
    trace = output.trace_dict() if output is not None else {}
    answer = output.answer_text if output is not None else ""
    value = output.answer_value if output is not None else None
    if error is None and output is not None and output.error:
        error, failure = output.error, "error"
    strict: dict[str, Any] = {"correct": False, "recall": 0.0, "precision": None}
    if error:
        correct, detail = False, {"detail": f"run failed: {error}"}
    else:
        try:
            graded = score(question, answer, value)
            correct, detail = graded.correct, graded.model_dump(exclude={"correct"})
            strict = score_strict(question, answer, value).model_dump()
        except Exception as exc:  # a grader bug must not lose the answer: record it ungraded-as-wrong
            correct, detail = False, {"detail": f"scoring failed: {type(exc).__name__}: {exc}"}
    calls = trace.get("llm_calls") or []
    prompt_tokens = sum(int(call.get("prompt_tokens") or 0) for call in calls)
    completion_tokens = sum(int(call.get("completion_tokens") or 0) for call in calls)
    cached_tokens = sum(int(call.get("cached_tokens") or 0) for call in calls)
    return {
        "question_id": question.id, "template": question.template, "answer_type": question.answer_type,
        "dataset": question.dataset, "system": system,
        "answer": answer, "value": value.model_dump(mode="json") if value is not None else None,
        "extract": question.extract, "list_question": question.is_list,
        "correct": correct, "score": detail, "strict": strict, "error": error, "failure": failure,
        "llm_calls": len(calls), "prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens, "cached_tokens": cached_tokens,
        "total_tokens": prompt_tokens + completion_tokens, "latency_s": round(latency_s, 3),
        "tools_used": _tools_used(trace), "steps": len(trace.get("steps") or []),
        "finished_at": datetime.now(timezone.utc).isoformat(),
        "question": question.model_dump(mode="json", include=QUESTION_FIELDS),
        "trace": trace,
    }


def _answer(system: System, question: Question,
            timeout_s: float | None) -> tuple[SystemOutput | None, str | None, str | None]:
    """(output, error, failure kind). Runs the system in a daemon thread when there is a deadline."""
    if timeout_s is None:
        try:
            return system.answer(question), None, None
        except Exception as exc:
            return None, f"{type(exc).__name__}: {exc}", "exception"
    box: dict[str, Any] = {}
    deadline = time.monotonic() + timeout_s

    def work() -> None:
        try:
            box["output"] = system.answer(question, deadline=deadline)
        except BaseException as exc:  # reported to the waiting worker, never raised in this thread
            box["exception"] = exc

    thread = threading.Thread(target=work, name=f"eval:{system.name}:{question.id}", daemon=True)
    thread.start()
    thread.join(timeout_s + STOP_GRACE_S)
    if thread.is_alive():   # abandoned: it may finish later; `box` is then never read again
        return None, f"timeout after {timeout_s:g} s", "timeout"
    if "exception" in box:
        exc = box["exception"]
        return None, f"{type(exc).__name__}: {exc}", "exception"
    output: SystemOutput = box["output"]
    if time.monotonic() > deadline:   # stopped at its deadline, or finished late: the steps so far are kept
        return output, f"timeout after {timeout_s:g} s" + (f" ({output.error})" if output.error else ""), "timeout"
    return output, None, None


# ------------------------------------------------------------------------------------------------ files

def _atomic_write(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as handle:
        handle.write(text)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


def existing_records(path: Path) -> list[dict[str, Any]]:
    """Complete records already in results.jsonl (a torn last line is skipped)."""
    return list(read_records(path)) if path.exists() else []


def _drop_failed(path: Path, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    kept = [r for r in records if not r.get("error")]
    _atomic_write(path, "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in kept))
    return kept


def git_commit() -> str | None:
    root = Path(__file__).resolve().parents[2]
    try:
        out = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, timeout=5)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def dataset_seed(dataset: Path | str | None) -> int | None:
    """The generator's seed, from the manifest.json next to (or above) a generated dataset."""
    if not dataset:
        return None
    path = Path(dataset)
    for folder in [path if path.is_dir() else path.parent, *path.parents][:3]:
        manifest = folder / "manifest.json"
        if manifest.exists():
            try:
                return json.loads(manifest.read_text(encoding="utf-8")).get("seed")
            except (OSError, json.JSONDecodeError):
                return None
    return None


def write_run_info(out_dir: Path, info: dict[str, Any], resume: bool) -> dict[str, Any]:
    """run.json: the first run's settings are kept on resume; every resume is appended to `resumed`."""
    path = out_dir / RUN_FILE
    now = datetime.now(timezone.utc).isoformat()
    previous: dict[str, Any] = {}
    if resume and path.exists():
        try:
            previous = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            previous = {}
    if previous:
        # The first command, commit and start time stay; the selection (questions, limit ...) is the latest.
        merged = {**previous, **{k: v for k, v in info.items() if k not in ("command", "git_commit")}}
        merged["systems"] = list(dict.fromkeys([*previous.get("systems", []), *info.get("systems", [])]))
        merged["resumed"] = [*previous.get("resumed", []), {"at": now, "command": info.get("command"),
                                                            "git_commit": info.get("git_commit")}]
    else:
        merged = {**info, "started_at": now}
    _atomic_write(path, json.dumps(merged, indent=2, ensure_ascii=False, default=str) + "\n")
    return merged


# ------------------------------------------------------------------------------------------------ progress

class _Progress:
    """A rich progress bar per system: done/total, running accuracy, failures, ETA (or nothing)."""

    def __init__(self, enabled: bool, totals: dict[str, int], previous: dict[str, list[bool]]) -> None:
        self.stats = {name: list(previous.get(name, [])) for name in totals}
        self.failed = dict.fromkeys(totals, 0)
        self.bar = None
        if not enabled:
            return
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        self.bar = Progress(TextColumn("{task.description:<28}"), BarColumn(), MofNCompleteColumn(),
                            TextColumn("acc {task.fields[acc]}"), TextColumn("failed {task.fields[failed]}"),
                            TextColumn("ETA"), TimeRemainingColumn(),
                            console=Console(stderr=True))
        self.tasks = {name: self.bar.add_task(name, total=total, completed=len(self.stats[name]),
                                              acc=self._acc(name), failed=0) for name, total in totals.items()}
        self.bar.start()

    def _acc(self, name: str) -> str:
        marks = self.stats[name]
        return f"{100 * sum(marks) / len(marks):5.1f}%" if marks else "  -  "

    def update(self, record: dict[str, Any]) -> None:
        name = record["system"]
        self.stats[name].append(bool(record.get("correct")))
        self.failed[name] += bool(record.get("error"))
        if self.bar is not None:
            self.bar.update(self.tasks[name], advance=1, acc=self._acc(name), failed=self.failed[name])

    def stop(self) -> None:
        if self.bar is not None:
            self.bar.stop()


# ------------------------------------------------------------------------------------------------ the run

def run_eval(questions: Sequence[Question], systems: Sequence[System], out_dir: Path | str, *, concurrency: int = 1,
             timeout_s: float | None = None, resume: bool = False, limit: int | None = None,
             templates: Iterable[str] | None = None, per_template: int | None = None, split: str = "all",
             progress: bool = True, retry_failed: bool = False,
             run_info: dict[str, Any] | None = None, on_result: ResultHook | None = None) -> RunSummary:
    """Answer every selected question with every system; see the module docstring for the guarantees.

    `on_result(record)` is called in the calling thread after each record is written (an exception from it,
    e.g. KeyboardInterrupt, stops the run: queued questions are cancelled, those in flight finish and are
    recorded, then it propagates). `retry_failed` (with resume) drops failed records and runs them again.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    path = out / RESULTS_FILE
    records = existing_records(path)
    if records and not resume:
        raise GeoReactError(f"{path} already has {len(records)} results: resume the run (--resume) or choose "
                            "another output directory")
    if resume and retry_failed and records:
        records = _drop_failed(path, records)
    chosen = select_questions(questions, limit, templates, per_template, split)
    names = [system.name for system in systems]
    if len(set(names)) != len(names):
        raise GeoReactError(f"a system is listed twice: {names}")
    write_run_info(out, {"command": " ".join(sys.argv), **(run_info or {}), "systems": names,
                         "concurrency": concurrency, "timeout_s": timeout_s, "limit": limit,
                         "per_template": per_template, "split": split,
                         "templates": sorted(set(templates or [])) or None, "questions": len(chosen),
                         "git_commit": git_commit()}, resume)
    writer = TraceWriter(path)   # cuts a torn last line before anything is appended
    inflight = TraceWriter(out / INFLIGHT_FILE)
    done = {(r.get("question_id"), r.get("system")) for r in records}
    # System by system: consecutive questions share one system prompt, which llama-server keeps in its prompt
    # cache (interleaving systems re-processes ~3k prompt tokens per question: ~70 s on 2 cores).
    jobs = [(q, s) for s in systems for q in chosen if (q.id, s.name) not in done]
    settle_heap()   # the systems are built: their objects out of the full collections' way
    previous: dict[str, list[bool]] = {}
    wanted = {q.id for q in chosen}
    for r in records:
        if r.get("question_id") in wanted and r.get("system") in names:
            previous.setdefault(r["system"], []).append(bool(r.get("correct")))
    totals = {name: len(chosen) for name in names}
    bar = _Progress(progress, totals, previous)
    stop = threading.Event()
    written = failed = 0

    def job(question: Question, system: System) -> dict[str, Any] | None:
        if stop.is_set():       # the run was interrupted before this one started
            return None
        inflight.write({"question": question.model_dump(mode="json"), "system": system.name,
                        "started_at": datetime.now(timezone.utc).isoformat()})
        started = time.perf_counter()
        output, error, failure = _answer(system, question, timeout_s)
        record = build_record(question, system.name, output, error, failure, time.perf_counter() - started)
        writer.write(record)   # before the caller's progress bar and on_result see (and may render) it
        return record

    started = time.perf_counter()
    pool = ThreadPoolExecutor(max_workers=max(1, concurrency), thread_name_prefix="eval")
    try:
        futures: list[Future] = [pool.submit(job, q, s) for q, s in jobs]
        for future in as_completed(futures):
            record = future.result()
            if record is None:
                continue
            written += 1
            failed += bool(record.get("error"))
            bar.update(record)
            if on_result is not None:
                on_result(record)
    except BaseException:
        stop.set()
        pool.shutdown(wait=True, cancel_futures=True)   # in-flight answers finish and are recorded
        raise
    finally:
        pool.shutdown(wait=True)
        bar.stop()
    final = {(r["question_id"], r["system"]): r for r in existing_records(path)}
    accuracy: dict[str, float] = {}
    for name in names:
        marks = [bool(r.get("correct")) for (qid, system), r in final.items() if system == name and qid in wanted]
        accuracy[name] = sum(marks) / len(marks) if marks else 0.0
    total = len(chosen) * len(names)
    return RunSummary(out_dir=out, results=path, pairs=total, skipped=total - len(jobs), written=written,
                      failed=failed, accuracy=accuracy, seconds=round(time.perf_counter() - started, 2))
