"""report.md and the plots, from a real run (oracle + scripted geo-react + a system that fails)."""

from __future__ import annotations

import json
import re

import pytest

from georeact.evals.generate import generate
from georeact.evals.models import Question
from georeact.evals.report import PLOTS, REPORT_FILE, wilson, write_report
from georeact.evals.runner import RESULTS_FILE, run_eval
from georeact.evals.systems import make_system
from tests.evals.test_runner import TEMPLATES, Exploding, scripted_model

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@pytest.fixture(scope="module")
def run_dir(db, settings, tmp_path_factory):
    questions = generate(db, 2, seed=7, templates=TEMPLATES)
    directory = tmp_path_factory.mktemp("run")
    systems = [make_system("geo-react-always", settings, scripted_model(questions), db),
               make_system("oracle", settings, None, db), Exploding(bad=questions[0].id)]
    run_eval(questions, systems, directory, concurrency=2, progress=False,
             run_info={"dataset": "evals/data/test-set", "seed": 7, "model": "scripted"})
    return directory


def test_report_has_every_table_system_and_template(run_dir):
    path = write_report(run_dir)
    assert path == run_dir / REPORT_FILE
    text = path.read_text(encoding="utf-8")
    for heading in ("## Summary", "## Accuracy per template", "## Accuracy per answer type", "## Accuracy vs τ",
                    "## Tool activation", "## Failed runs"):
        assert heading in text, heading
    for system in ("geo-react-always", "oracle", "exploding"):
        assert f"| {system} |" in text, system
    for template in TEMPLATES:
        assert f"| {template} |" in text, template
    assert "eval run" in text or "pytest" in text, "the command that produced the run is named"
    assert "evals/data/test-set" in text and "dataset seed: 7" in text
    # the oracle answers everything here; the exploding system fails one question and gets none right
    summary = text.split("## Summary")[1].split("##")[0]
    oracle_row = next(line for line in summary.splitlines() if line.startswith("| oracle |"))
    assert "| 100.0% | 100.0% |" in oracle_row
    exploding_row = next(line for line in summary.splitlines() if line.startswith("| exploding |"))
    assert exploding_row.startswith("| exploding | 0.0% |") and "| 1 | 0 |" in exploding_row
    assert "RuntimeError: boom" in text
    # tool activation: the oracle's correct answers used CalculateMetric
    activation = text.split("## Tool activation")[1]
    assert "### oracle" in activation and "CalculateMetric" in activation
    # τ table: one row per (τ_ent, τ_num) pair, a column per system
    tau = text.split("## Accuracy vs τ")[1].split("##")[0]
    assert "| τ_ent | τ_num | geo-react-always | oracle | exploding |" in tau
    assert tau.count("\n| 1 | 0.1 |") == 1


def test_plots_are_pngs(run_dir):
    write_report(run_dir)
    for name in PLOTS.values():
        data = (run_dir / name).read_bytes()
        assert data.startswith(PNG_MAGIC) and len(data) > 5000, name


def test_report_counts_a_pair_once_even_if_recorded_twice(run_dir):
    path = run_dir / RESULTS_FILE
    records = [json.loads(line) for line in path.read_text().splitlines()]
    with path.open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(records[0]) + "\n")
    text = write_report(run_dir).read_text(encoding="utf-8")
    summary = text.split("## Summary")[1].split("##")[0]
    per_system = len({r["question_id"] for r in records})
    assert all(line.rstrip(" |").endswith(f"| {per_system}") for line in summary.splitlines()
               if line.startswith(("| geo-react", "| oracle", "| exploding")))


def test_report_names_the_commit_of_each_resume_that_changed_code(run_dir):
    info_path = run_dir / "run.json"
    info = json.loads(info_path.read_text())
    info["git_commit"] = "a" * 40
    info["resumed"] = [{"at": "2026-01-01T00:00:00", "command": "georeact eval run --resume", "git_commit": "b" * 40},
                       {"at": "2026-01-02T00:00:00", "command": "georeact eval run --resume", "git_commit": "b" * 40}]
    info_path.write_text(json.dumps(info))
    text = write_report(run_dir).read_text(encoding="utf-8")
    assert f"- git commit: {'a' * 40}" in text
    assert text.count(f"git commit {'b' * 40}") == 2 and "resumed 2026-01-01T00:00:00" in text
    # the same command resumed twice is listed once under "Produced by"
    produced = text.split("Produced by:")[1].split("```")[1]
    assert produced.count("georeact eval run --resume") == 1


def test_answers_and_errors_from_the_data_are_text_in_the_report(run_dir):
    """OSM names reach answers and errors; the markdown report shows them as characters, never as HTML or links."""
    path = run_dir / RESULTS_FILE
    records = [json.loads(line) for line in path.read_text().splitlines()]
    hostile = '"><img src=x onerror=alert(1)> [see](javascript:alert(2)) a|b'
    extra = [{**records[0], "question_id": "hostile-answer", "answer": f"Cafe {hostile}"},
             {**records[0], "question_id": "hostile-error", "answer": None, "error": f"no {hostile}"}]
    with path.open("a", encoding="utf-8") as handle:
        handle.writelines(json.dumps(record) + "\n" for record in extra)
    text = write_report(run_dir).read_text(encoding="utf-8")
    assert "<img" not in text and not re.search(r"(?<!\\)\]\(javascript:", text)   # no tag, no link
    assert "&lt;img src=x onerror=alert(1)&gt; \\[see\\](javascript:alert(2)) a\\|b" in text


def test_every_wrong_answer_is_listed_with_its_gold_and_the_command_for_its_trace(run_dir):
    path = run_dir / RESULTS_FILE
    records = [json.loads(line) for line in path.read_text().splitlines()]
    right = next(r for r in records if r["correct"] and r["system"] == "oracle")
    wrong = {**right, "question_id": "wrong-one", "answer": "Somewhere Else", "correct": False,
             "trace": {**(right.get("trace") or {}), "id": "wrong-one@oracle"}}
    with path.open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(wrong) + "\n")
    text = write_report(run_dir).read_text(encoding="utf-8")
    listed = text.split("## Wrong answers")[1].split("\n## ")[0]
    row = next(line for line in listed.splitlines() if "| wrong-one |" in line)
    gold = Question.model_validate(right["question"]).gold_names() or \
        [f"{n:g}" for n in Question.model_validate(right["question"]).gold_numbers()]
    assert "Somewhere Else" in row and gold[0][:20] in row
    assert f"georeact trace show {path} --id wrong-one@oracle" in row


def test_each_accuracy_has_its_95_percent_interval(run_dir):
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0 and wilson(0, 0) is None
    low, high = wilson(95, 100)
    assert round(low, 3) == 0.888 and round(high, 3) == 0.978
    text = write_report(run_dir).read_text(encoding="utf-8")
    header = next(line for line in text.split("## Summary")[1].splitlines() if line.startswith("| system |"))
    assert "| paper 95% CI | strict 95% CI |" in header


def test_eval_run_help_names_every_system():
    from georeact.cli import build_parser
    from georeact.evals.systems import system_names_help

    parser = build_parser()
    evals = next(a for a in parser._subparsers._group_actions[0].choices["eval"]._subparsers._group_actions
                 if hasattr(a, "choices"))
    helped = re.sub(r"-\s+", "-", " ".join(evals.choices["run"].format_help().split()))   # unwrapped
    for name in system_names_help().split(", "):
        assert name.split("[")[0] in helped, name
