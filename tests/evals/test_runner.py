"""The evaluation runner end to end: real graph, real tools, real database, questions generated from it.

The geo-react system is driven by ScriptedChatModels (one per question, routed by the question text) so
the loop is deterministic; the oracle needs no model. Interruptions, torn lines, failing systems and
timeouts are all exercised on real runs.
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
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import BaseMessage, HumanMessage
from langchain_core.outputs import ChatResult

from georeact.agent.scripted import ScriptedChatModel
from georeact.agent.trace import read_records
from georeact.errors import GeoReactError
from georeact.evals.datasets import load_dataset
from georeact.evals.generate import generate, write_dataset
from georeact.evals.models import Question
from georeact.evals.runner import RESULTS_FILE, RUN_FILE, run_eval, select_questions
from georeact.evals.systems import ReactSystem, System, SystemOutput, filter_spec, make_system
from tests.conftest import TEST_HOME, TEST_PORT
from tests.bounds import loaded

TEMPLATES = ["T5", "T21", "T24", "T26", "adjacent", "distance"]


class RoutedScripts(BaseChatModel):
    """One ScriptedChatModel per question (keyed by the question text), so concurrent questions never share
    a script position and a resumed run replays only the questions it runs."""

    scripts: dict[str, ScriptedChatModel]

    @property
    def _llm_type(self) -> str:
        return "routed-scripted"

    def bind_tools(self, tools: Any, **kwargs: Any) -> RoutedScripts:
        return self

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        question = next(m.content for m in messages if isinstance(m, HumanMessage))
        return self.scripts[question]._generate(messages, stop=stop)


def tool_call(question: Question) -> dict[str, Any]:
    """The CalculateMetric call a good model would make for these templates (handles from the gold)."""
    gold = question.gold_params
    if question.template == "distance":
        return {"name": "CalculateMetric", "args": {"metric": "distance", "anchor": gold.anchor.handle,
                                                    "anchor_b": gold.target.handle}}
    args: dict[str, Any] = {"feature_filter": filter_spec(gold.feature)}
    if gold.anchor:
        args["anchor"] = gold.anchor.handle
    if gold.region:
        args["region"] = gold.region.handle
    if gold.radius_m:
        args["radius_m"] = gold.radius_m
    metric = {"T5": "nearest", "T21": "azimuth", "T24": "count", "T26": "distance", "adjacent": "list"}
    return {"name": "CalculateMetric", "args": {"metric": metric[question.template], **args}}


def gold_text(question: Question) -> str:
    if question.answer_type in ("count",):
        return f"Answer: there are {question.gold_numbers()[0]:g} of them."
    if question.answer_type == "distance":
        return f"Answer: it is {question.gold_numbers()[0]:.0f} m away."
    if question.answer_type == "angle":
        return f"Answer: head {question.gold_numbers()[0]:.0f} degrees from north."
    return f"Answer: {question.gold_names()[0]}."


def scripted_model(questions: list[Question], overrides: dict[str, list[Any]] | None = None) -> RoutedScripts:
    overrides = overrides or {}
    scripts = {q.question: ScriptedChatModel(script=overrides.get(q.id) or [tool_call(q), gold_text(q)])
               for q in questions}
    return RoutedScripts(scripts=scripts)


@pytest.fixture(scope="module")
def questions(db) -> list[Question]:
    found = generate(db, 2, seed=7, templates=TEMPLATES)
    assert {q.template for q in found} == set(TEMPLATES)
    return found


def lines(path: Path) -> list[dict[str, Any]]:
    return list(read_records(path))


def pairs(records: list[dict[str, Any]]) -> list[tuple[str, str]]:
    return sorted((r["question_id"], r["system"]) for r in records)


# ------------------------------------------------------------------------------------------------ end to end

def test_geo_react_and_oracle_end_to_end(questions, db, settings, tmp_path):
    wrong = questions[0]
    model = scripted_model(questions, {wrong.id: [
        {"name": "ResolveLocation", "args": {"name": "Vaduz"}}, "Answer: Vaduz."]})   # rests on a tool, wrong
    systems = [make_system("geo-react-always", settings, model, db), make_system("oracle", settings, None, db)]
    summary = run_eval(questions, systems, tmp_path, concurrency=3, progress=False,
                       run_info={"dataset": "generated in the test", "seed": 7})
    records = lines(tmp_path / RESULTS_FILE)
    assert pairs(records) == sorted((q.id, s) for q in questions for s in ("geo-react-always", "oracle"))
    assert summary.written == len(records) == 2 * len(questions) and summary.skipped == 0
    by_key = {(r["question_id"], r["system"]): r for r in records}
    for question in questions:
        oracle = by_key[(question.id, "oracle")]
        assert oracle["correct"], (question.question, oracle["answer"], oracle["score"], oracle["error"])
        assert oracle["llm_calls"] == 0 and oracle["tools_used"] and oracle["trace"]["steps"]
        react = by_key[(question.id, "geo-react-always")]
        assert react["tools_used"] == (["ResolveLocation"] if question is wrong else ["CalculateMetric"])
        # one call when the tool's result answers the question as read (the answer is written from it), else
        # the model states it
        written_by_model = question is wrong or react["answer"] == gold_text(question).removeprefix("Answer: ")
        assert react["llm_calls"] == (2 if written_by_model else 1)
        assert react["trace"]["steps"][0]["sql"], "the real tool ran SQL on the real database"
        assert react["question"]["answers"] == question.answers
        for key in ("answer", "value", "score", "latency_s", "prompt_tokens", "completion_tokens", "total_tokens"):
            assert key in react
        if question is wrong:
            assert not react["correct"] and react["error"] is None
            assert react["answer"] == "Vaduz."
        else:
            assert react["correct"], (question.question, react["answer"], react["score"])
    info = json.loads((tmp_path / RUN_FILE).read_text())
    assert info["systems"] == ["geo-react-always", "oracle"] and info["seed"] == 7 and info["started_at"]
    assert summary.accuracy["oracle"] == 1.0


def test_existing_results_need_resume(questions, db, settings, tmp_path):
    oracle = make_system("oracle", settings, None, db)
    run_eval(questions[:2], [oracle], tmp_path, progress=False)
    with pytest.raises(GeoReactError, match="--resume"):
        run_eval(questions[:2], [oracle], tmp_path, progress=False)
    again = run_eval(questions[:2], [oracle], tmp_path, progress=False, resume=True)
    assert again.written == 0 and again.skipped == 2


def test_limit_and_templates_filter(questions):
    assert [q.template for q in select_questions(questions, templates=["T24"])] == ["T24", "T24"]
    assert len(select_questions(questions, limit=3)) == 3
    assert select_questions(questions, limit=1, templates=["adjacent", "T5"])[0].template == "T5"
    first = select_questions(questions, per_template=1)
    assert [q.template for q in first] == list(dict.fromkeys(q.template for q in questions))
    assert all(q is next(p for p in questions if p.template == q.template) for q in first)


# ------------------------------------------------------------------------------------------------ interruption

class Stop(KeyboardInterrupt):
    pass


def test_interrupt_then_resume_loses_nothing_and_duplicates_nothing(questions, db, settings, tmp_path):
    oracle = make_system("oracle", settings, None, db)
    first_model = scripted_model(questions)
    seen: list[dict[str, Any]] = []

    def interrupt_after_three(record: dict[str, Any]) -> None:
        seen.append(record)
        if len(seen) == 3:
            raise Stop()

    with pytest.raises(KeyboardInterrupt):
        run_eval(questions, [make_system("geo-react-always", settings, first_model, db), oracle], tmp_path,
                 concurrency=2, progress=False, on_result=interrupt_after_three)
    path = tmp_path / RESULTS_FILE
    before = lines(path)
    total = 2 * len(questions)
    assert 3 <= len(before) < total, "stopped early, and what finished is on disk"
    # A crash in the middle of a write: half a JSON line, no newline.
    with path.open("a", encoding="utf-8") as handle:
        handle.write('{"question_id": "torn", "system": "geo-react-always", "answ')
    assert len(lines(path)) == len(before), "a torn last line is not a record"

    summary = run_eval(questions, [make_system("geo-react-always", settings, scripted_model(questions), db), oracle],
                       tmp_path, concurrency=2, progress=False, resume=True)
    after = lines(path)
    assert pairs(after) == sorted((q.id, s) for q in questions for s in ("geo-react-always", "oracle"))
    assert len(set(pairs(after))) == len(after) == total
    assert summary.skipped == len(before) and summary.written == total - len(before)
    assert all(text.endswith("}") for text in path.read_text().splitlines()), "the torn line was cut off"
    assert "torn" not in path.read_text()
    assert len(json.loads((tmp_path / RUN_FILE).read_text())["resumed"]) == 1


def test_sigkill_mid_run_then_resume(questions, tmp_path):
    """The real CLI in a subprocess, killed with SIGKILL while it writes, then run again with --resume."""
    dataset = tmp_path / "data"
    write_dataset(questions, dataset, per_template=2, seed=7)
    loaded = load_dataset(dataset)
    env = {**os.environ, "GEOREACT_HOME": str(TEST_HOME), "GEOREACT_DB_PORT": str(TEST_PORT)}
    env.pop("GEOREACT_DATABASE_URL", None)
    run_dir = tmp_path / "run"
    command = [sys.executable, "-m", "georeact.cli", "eval", "run", "--dataset", str(dataset), "--system", "oracle",
               "--out", str(run_dir), "--no-progress"]
    results = run_dir / RESULTS_FILE
    # Slow the oracle down just enough to kill it mid-run: a wrapper script sleeps between questions.
    wrapper = tmp_path / "slow_cli.py"
    wrapper.write_text(
        "import sys, time\n"
        "from georeact.evals import systems\n"
        "original = systems.OracleSystem.answer\n"
        "def slow(self, question, deadline=None):\n"
        "    time.sleep(0.3)\n"
        "    return original(self, question, deadline)\n"
        "systems.OracleSystem.answer = slow\n"
        "from georeact.cli import main\n"
        "sys.exit(main(sys.argv[1:]))\n")
    process = subprocess.Popen([sys.executable, str(wrapper), *command[3:]], env=env, cwd=Path(__file__).parents[2],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.time() + 60
    while time.time() < deadline and (not results.exists() or len(results.read_text().splitlines()) < 3):
        time.sleep(0.05)
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    killed_with = len(lines(results))
    assert 3 <= killed_with < len(loaded), f"killed too late or too early ({killed_with} of {len(loaded)})"
    finished = subprocess.run([*command, "--resume"], env=env, cwd=Path(__file__).parents[2], capture_output=True,
                              text=True, timeout=120)
    assert finished.returncode == 0, finished.stderr
    after = lines(results)
    assert sorted(r["question_id"] for r in after) == sorted(q.id for q in loaded)
    assert all(r["correct"] for r in after), [r for r in after if not r["correct"]]


# ------------------------------------------------------------------------------------------------ failures

class Exploding(System):
    """Raises for one question, answers the others with a fixed text."""

    name = "exploding"
    needs_llm = False

    def __init__(self, bad: str) -> None:
        self.bad = bad

    def answer(self, question: Question, deadline: float | None = None) -> SystemOutput:
        if question.id == self.bad:
            raise RuntimeError("boom")
        return SystemOutput(answer_text="nothing useful")


class Sleepy(System):
    """Takes `seconds` on one question; records when it really finished."""

    name = "sleepy"
    needs_llm = False

    def __init__(self, slow: str, seconds: float) -> None:
        self.slow, self.seconds, self.finished = slow, seconds, []

    def answer(self, question: Question, deadline: float | None = None) -> SystemOutput:   # ignores the deadline
        if question.id == self.slow:
            time.sleep(self.seconds)
        self.finished.append(question.id)
        return SystemOutput(answer_text="late" if question.id == self.slow else "on time")


def test_a_raising_system_and_a_down_llm_are_recorded_and_the_batch_finishes(questions, db, settings, tmp_path):
    down = questions[1]
    model = scripted_model(questions, {down.id: [ConnectionError("connection refused: the LLM endpoint is down")]})
    systems = [Exploding(bad=questions[0].id), make_system("geo-react-always", settings, model, db)]
    summary = run_eval(questions, systems, tmp_path, concurrency=2, progress=False)
    records = {(r["question_id"], r["system"]): r for r in lines(tmp_path / RESULTS_FILE)}
    assert len(records) == 2 * len(questions)
    boom = records[(questions[0].id, "exploding")]
    assert boom["failure"] == "exception" and "RuntimeError: boom" in boom["error"] and boom["correct"] is False
    llm_down = records[(down.id, "geo-react-always")]
    assert llm_down["failure"] == "error" and "LLM call failed" in llm_down["error"] and not llm_down["correct"]
    assert summary.failed == 2
    others = [r for key, r in records.items() if key not in {(questions[0].id, "exploding"), (down.id, "geo-react-always")}]
    assert all(r["error"] is None for r in others)


def test_per_question_timeout_records_timeout_and_discards_the_late_result(questions, tmp_path, monkeypatch):
    monkeypatch.setattr("georeact.evals.runner.STOP_GRACE_S", 0.1)   # a system that ignores its deadline
    slow = Sleepy(slow=questions[0].id, seconds=3)   # well past the 0.3 s timeout, and not 8 s of waiting
    run_eval(questions[:3], [slow], tmp_path, concurrency=1, timeout_s=0.3, progress=False)
    assert questions[0].id not in slow.finished, "the batch waited for the slow question"
    records = {r["question_id"]: r for r in lines(tmp_path / RESULTS_FILE)}
    assert records[questions[0].id]["failure"] == "timeout"
    assert records[questions[0].id]["error"] == "timeout after 0.3 s" and records[questions[0].id]["answer"] == ""
    assert all(records[q.id]["error"] is None for q in questions[1:3])
    deadline = time.monotonic() + loaded(3)   # the abandoned worker finishes in the background ...
    while questions[0].id not in slow.finished and time.monotonic() < deadline:
        time.sleep(0.1)
    assert questions[0].id in slow.finished
    assert len(lines(tmp_path / RESULTS_FILE)) == 3, "... and its late result is never written"


class SlowScript(ScriptedChatModel):
    """A scripted model that takes `delay` seconds per reply, like a small model on 2 cores."""

    delay: float = 0.4

    def _generate(self, messages: list[BaseMessage], stop: list[str] | None = None, run_manager: Any = None,
                  **kwargs: Any) -> ChatResult:
        time.sleep(self.delay)
        return super()._generate(messages, stop=stop)


def test_a_timed_out_agent_stops_at_its_next_step_and_keeps_the_steps_so_far(questions, db, settings, tmp_path):
    question = next(q for q in questions if q.template == "T24")
    # a model that never answers: a new place every step (no two calls alike, so no repeat guard steps in)
    places = ["Vaduz", "Schaan", "Balzers", "Triesen", "Eschen", "Mauren", "Ruggell", "Gamprin", "Planken", "Nendeln"]
    script = [{"name": "ResolveLocation", "args": {"name": place}} for place in places]
    model = SlowScript(script=script)
    run_eval([question], [make_system("geo-react-always", settings, model, db)], tmp_path, timeout_s=1.0, progress=False)
    (record,) = lines(tmp_path / RESULTS_FILE)
    calls_when_recorded = len(model.seen)
    assert record["failure"] == "timeout" and record["error"].startswith("timeout after 1 s (timed out after")
    assert 1 <= record["steps"] < 10 and record["tools_used"] == ["ResolveLocation"]
    assert all(step["sql"] for step in record["trace"]["steps"]), "the steps so far ran on the real database"
    assert record["llm_calls"] == calls_when_recorded and record["latency_s"] < loaded(1.0 + 2 * model.delay)
    time.sleep(3 * model.delay)
    assert len(model.seen) == calls_when_recorded, "the abandoned question went on calling the LLM"


def test_unknown_system_names_are_refused(settings, db):
    with pytest.raises(GeoReactError, match="unknown system"):
        make_system("gpt-magic", settings, scripted_model([]), db)
    with pytest.raises(GeoReactError, match="NoSuchTool"):
        make_system("geo-react-no-NoSuchTool", settings, scripted_model([]), db)
    ablation = make_system("geo-react-no-CalculateMetric-no-PlanRoute", settings, scripted_model([]), db)
    assert isinstance(ablation, ReactSystem) and ablation.name == "geo-react-no-CalculateMetric-no-PlanRoute"


# ------------------------------------------------------------------------------------------------ baselines

def region_count_sql(question: Question) -> str:
    gold = question.gold_params
    region_id = int(gold.region.handle.split(":")[1])
    return (f"SELECT count(*) AS n FROM pois p JOIN regions r ON ST_Intersects(p.geometry, r.geometry) "
            f"WHERE r.id = {region_id} AND p.{gold.feature.column} = '{gold.feature.value}'")


def test_text2sql_runs_the_model_sql_through_the_sql_tool_path(questions, db, settings, tmp_path):
    question = next(q for q in questions if q.template == "T24")
    count = int(question.gold_numbers()[0])
    model = ScriptedChatModel(script=[f"Here it is:\n```sql\n{region_count_sql(question)};\n```",
                                      f"Answer: there are {count} of them."])
    run_eval([question], [make_system("text2sql", settings, model, db)], tmp_path, progress=False)
    (record,) = lines(tmp_path / RESULTS_FILE)
    assert record["correct"] and record["llm_calls"] == 2 and record["tools_used"] == ["GenerateSQL"]
    step = record["trace"]["steps"][0]
    assert step["ok"] and step["sql"] and step["observation"]["rows"] == [[str(count)]]
    # the second call saw the question and the real rows
    phrasing = model.seen[1][-1].content
    assert question.question in phrasing and f"\n{count}" in phrasing


def test_text2sql_refused_sql_and_no_sql(questions, db, settings, tmp_path):
    question = questions[0]
    model = ScriptedChatModel(script=["```sql\nDELETE FROM pois\n```", "Answer: no answer was found.",
                                      "I do not know."])
    system = make_system("text2sql", settings, model, db)
    refused = system.answer(question)
    step = refused.trace.steps[0]
    assert not step.ok and "refused" in step.error and refused.error is None and not step.sql
    no_sql = system.answer(question)
    assert no_sql.error == "the model wrote no SQL"


def test_raise_has_only_the_sql_tools(questions, db, settings, tmp_path):
    question = next(q for q in questions if q.template == "T24")
    model = ScriptedChatModel(script=[{"name": "CalculateMetric", "args": {"metric": "count", "feature": "cafe"}},
                                      {"name": "GenerateSQL", "args": {"sql": region_count_sql(question)}},
                                      f"Answer: {int(question.gold_numbers()[0])}."])
    output = make_system("raise", settings, model, db).answer(question)
    first, second = output.trace.steps
    assert not first.ok and "no tool named 'CalculateMetric'" in first.error
    assert second.ok and second.tool == "GenerateSQL"
    assert output.trace.system == "raise"
