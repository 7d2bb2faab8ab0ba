"""The oracle (gold parameters straight into the tools, no LLM) on the frozen set: the tools' ceiling.

Runs in `make test` (a few seconds to ~30 s: the oracle only runs SQL). The frozen set is
evals/data/frozen/; until it exists, a small set is generated here with seed 7. A failing question is a
bug report for the tool owners: the assertion message lists the question, the gold and what the tools
returned.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from georeact.agent.trace import read_records
from georeact.evals.datasets import load_dataset
from georeact.evals.generate import generate
from georeact.evals.models import Question
from georeact.evals.runner import RESULTS_FILE, run_eval
from georeact.evals.systems import OracleSystem, make_system

FROZEN = Path(__file__).resolve().parents[2] / "evals" / "data" / "frozen"
TARGET = 0.98


@pytest.fixture(scope="module", params=["gsqa", "planet_osm"])
def oracle_run(request, db, settings, tmp_path_factory) -> tuple[dict[str, Question], list[dict[str, Any]], str]:
    """The same questions on both schema layouts: the tools must reach the target through either profile."""
    if request.param == "planet_osm":
        request.getfixturevalue("planet_osm_loaded")
    profiled = settings.model_copy(update={"schema_profile": request.param})
    if FROZEN.exists() and any(FROZEN.iterdir()):
        questions, source = load_dataset(FROZEN), str(FROZEN)
    else:
        questions, source = generate(db, 2, seed=7), "generated in the test (2 per template, seed 7)"
    out = tmp_path_factory.mktemp("oracle")
    run_eval(questions, [make_system("oracle", profiled, None, db)], out, concurrency=4, progress=False,
             run_info={"dataset": source})
    return {q.id: q for q in questions}, list(read_records(out / RESULTS_FILE)), f"{source} ({request.param} schema)"


def describe(question: Question, record: dict[str, Any]) -> str:
    """One line of the bug report: question, gold, and what the tools answered (or the error)."""
    gold = question.gold_names()[:3] or [round(n, 2) for n in question.gold_numbers()[:3]]
    steps = record["trace"].get("steps") or []
    calls = "; ".join(f"{s['tool']}({s['arguments']})" for s in steps)
    shown = (steps[-1]["observation_shown"] if steps else "").replace("\n", " / ")[:300]
    got = record["error"] or record["answer"]
    return (f"- {question.id} [{question.template}] {question.question}\n    gold: {gold}\n    got: {got[:200]}\n"
            f"    calls: {calls[:400]}\n    tool output: {shown}\n    grade: {record['score'].get('detail')}")


def failures(questions: dict[str, Question], records: list[dict[str, Any]]) -> list[str]:
    return [describe(questions[r["question_id"]], r) for r in records if not r["correct"]]


def test_every_question_is_answered_once(oracle_run):
    questions, records, _ = oracle_run
    assert sorted(r["question_id"] for r in records) == sorted(questions)
    assert all(r["system"] == "oracle" and r["llm_calls"] == 0 for r in records)


def test_oracle_reaches_the_target(oracle_run):
    questions, records, source = oracle_run
    accuracy = sum(r["correct"] for r in records) / len(records)
    report = "\n".join(failures(questions, records))
    print(f"\noracle on {source}: {accuracy:.1%} ({len(records)} questions)")
    assert accuracy >= TARGET, f"oracle accuracy {accuracy:.1%} < {TARGET:.0%}; failing questions:\n{report}"


def test_the_oracle_records_its_tool_steps(oracle_run):
    _, records, _ = oracle_run
    for record in records:
        trace = record["trace"]
        assert trace["system"] == "oracle" and trace["llm_calls"] == []
        assert trace["steps"] or record["error"], record["question_id"]
        for step in trace["steps"]:
            assert step["tool"] in ("CalculateMetric", "ResolveLocation") and step["observation_shown"]
    assert OracleSystem.needs_llm is False
