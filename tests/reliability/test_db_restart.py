"""The database restarts in the middle of work (on the scratch cluster, never the shared test cluster).

1. A query in flight when the server goes down is retried once on a fresh connection and succeeds
   (session.py's retry-on-connection-loss; safe because every query is read-only).
2. A batch evaluation (run_eval, the oracle system, 20 questions generated from the scratch data) with the
   server restarted from another thread after 4 results: the batch finishes, every question is recorded
   (answered, or recorded as an error), the records written before the restart are untouched, and the pool
   recovers (the questions after the restart are answered correctly).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import psycopg

from georeact.agent.trace import read_records
from georeact.db import cluster
from georeact.db.session import Database, owner_url, recording_sql
from georeact.evals.generate import generate
from georeact.evals.models import Question
from georeact.evals.runner import RESULTS_FILE, run_eval
from georeact.evals.systems import System, SystemOutput, make_system

TEMPLATES = ["T5", "T21", "T24", "T26", "adjacent", "distance"]


def server_started(settings) -> Any:
    with psycopg.connect(owner_url(settings), autocommit=True) as conn:
        return conn.execute("SELECT pg_postmaster_start_time()").fetchone()[0]


def wait_until_running(settings, statement: str, timeout_s: float = 10) -> None:
    """Until a statement containing `statement` is executing on the server (the tools' own statements run limited,
    as a subquery)."""
    deadline = time.monotonic() + timeout_s
    # As the superuser: other roles do not see the reader's query text.
    with psycopg.connect(cluster.connection_url(settings, cluster.SUPERUSER), autocommit=True) as conn:
        while time.monotonic() < deadline:
            found = conn.execute("SELECT count(*) FROM pg_stat_activity WHERE state = 'active' AND query LIKE %s",
                                 ["%" + statement + "%"]).fetchone()[0]
            if found:
                return
            time.sleep(0.02)
    raise AssertionError(f"{statement!r} never started")


def test_a_query_cut_by_a_restart_is_retried_on_a_fresh_connection(scratch_settings) -> None:
    db = Database(scratch_settings).open()
    try:
        before = server_started(scratch_settings)
        box: dict[str, Any] = {}

        def slow_query() -> None:
            with recording_sql() as log:
                try:
                    box["rows"] = db.query("SELECT 42 AS answer, pg_sleep(1)").rows
                except Exception as exc:  # reported by the assertions below
                    box["error"] = exc
                box["log"] = list(log)

        worker = threading.Thread(target=slow_query)
        worker.start()
        wait_until_running(scratch_settings, "SELECT 42 AS answer")
        cluster.restart(scratch_settings, log=lambda message: None)
        worker.join(60)
        assert not worker.is_alive()
        assert server_started(scratch_settings) != before, "the server was not restarted"
        assert "error" not in box, f"the query failed instead of being retried: {box.get('error')}"
        assert box["rows"][0][0] == 42
        first, second = box["log"]
        assert first.error and first.error.startswith("connection lost, retrying once"), first.error
        assert second.error is None and second.rows == 1
        assert db.query("SELECT 1").rows == [(1,)], "the pool works after the restart"
    finally:
        db.close()


class SlowOracle(System):
    """The oracle, each answer starting with a short sleep on the database so that queries are in flight
    when the server goes down; counts the queries the restart cut."""

    name = "oracle"
    needs_llm = False

    def __init__(self, settings, db: Database) -> None:
        self.db = db
        self.oracle = make_system("oracle", settings, None, db)
        self.cut = 0
        self.lock = threading.Lock()

    def answer(self, question: Question, deadline: float | None = None) -> SystemOutput:
        try:
            with recording_sql() as log:
                self.db.query("SELECT pg_sleep(0.2)")
        finally:
            with self.lock:
                self.cut += sum(1 for query in log if query.error)
        return self.oracle.answer(question)


def test_restart_in_the_middle_of_a_batch_loses_nothing_and_the_pool_recovers(scratch_settings, tmp_path) -> None:
    db = Database(scratch_settings).open()
    try:
        questions = generate(db, 4, seed=11, templates=TEMPLATES)[:20]
        assert len(questions) == 20
        system = SlowOracle(scratch_settings, db)
        before = server_started(scratch_settings)
        results = Path(tmp_path) / RESULTS_FILE
        seen: list[dict[str, Any]] = []
        snapshot: dict[str, Any] = {}
        restarted = threading.Event()

        def restart() -> None:
            cluster.restart(scratch_settings, log=lambda message: None)
            restarted.set()

        def after_each(record: dict[str, Any]) -> None:
            seen.append(record)
            if len(seen) == 4:
                snapshot["text"] = results.read_text(encoding="utf-8")
                snapshot["ids"] = [r["question_id"] for r in seen]
                threading.Thread(target=restart, daemon=True).start()
            elif restarted.is_set() and "first_after" not in snapshot:
                snapshot["first_after"] = len(seen)

        summary = run_eval(questions, [system], tmp_path, concurrency=2, timeout_s=60, progress=False,
                           on_result=after_each)
        assert restarted.wait(30) and server_started(scratch_settings) != before, "the server was not restarted"

        records = list(read_records(results))
        assert summary.written == len(records) == 20, "a question is missing from results.jsonl"
        assert sorted(r["question_id"] for r in records) == sorted(q.id for q in questions), "lost or duplicated"
        text = results.read_text(encoding="utf-8")
        assert text.startswith(snapshot["text"]), "a record written before the restart was changed or lost"
        for record in records:
            assert record["correct"] or (record["error"] and record["failure"]), record
        assert system.cut >= 1, "no query was in flight when the server went down: the test proved nothing"
        after = [r for r in records[snapshot.get("first_after", len(records)) - 1:]]
        assert len(after) >= 8 and all(r["correct"] for r in after), \
            [(r["question_id"], r["error"]) for r in after if not r["correct"]]
        failed = [r for r in records if r["error"]]
        assert len(failed) <= 2, f"more failures than questions in flight: {[r['error'] for r in failed]}"
        assert db.query("SELECT count(*) FROM pois").rows[0][0] > 0
        print(f"restart after {len(snapshot['ids'])} of 20 results: {system.cut} queries cut, {len(failed)} "
              f"questions recorded as errors, {sum(r['correct'] for r in records)} correct, 0 lost")
    finally:
        db.close()
