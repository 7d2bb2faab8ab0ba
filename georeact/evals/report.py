"""The report of one run directory: report.md with the tables, and PNG plots next to it.

Everything is recomputed from results.jsonl (each record carries the gold answers it needs, so tau sweeps
rescore without the dataset) and run.json (how the run was made). A (question, system) pair recorded twice
counts once (the last record).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from georeact.errors import GeoReactError
from georeact.evals.metrics import accuracy_by, cost_summary, score_strict, tau_sweep, tool_activation
from georeact.evals.models import Question
from georeact.evals.runner import RESULTS_FILE, RUN_FILE, existing_records, split_of

REPORT_FILE = "report.md"
PLOTS = {"templates": "accuracy_by_template.png", "tau": "accuracy_vs_tau.png",
         "tools": "tool_activation.png", "cost": "cost.png"}
DEFAULT_TAU = (1.0, 0.10)
MAX_FAILURES_LISTED = 100
NO_PLOTS = "plots skipped: matplotlib is not installed; install the report extra (pip install -e '.[report]') to get them"


MAX_QUESTIONS_LISTED = 60   # a per-question table only for small runs


def _order(name: str) -> tuple[int, int, str]:
    match = re.fullmatch(r"T(\d+)", name)
    return (0, int(match.group(1)), "") if match else (1, 0, name)


def load_run(run_dir: Path) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    records = existing_records(run_dir / RESULTS_FILE)
    unique = {(r.get("question_id"), r.get("system")): r for r in records}
    info_path = run_dir / RUN_FILE
    info = json.loads(info_path.read_text(encoding="utf-8")) if info_path.exists() else {}
    return list(unique.values()), info


def _systems(records: Sequence[dict[str, Any]], info: dict[str, Any]) -> list[str]:
    seen = {r["system"] for r in records}
    listed = [s for s in info.get("systems", []) if s in seen]
    return listed + sorted(seen - set(listed))


# A cell's text as markdown that renders as those characters: answers and errors hold OSM names, which anyone can
# edit, and a markdown viewer renders raw HTML and links ('<img onerror=...>', '[x](javascript:...)').
_MARKDOWN_TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", "|": "\\|", "[": "\\[", "]": "\\]",
                                "\\": "\\\\", "\n": " ", "\r": " "})


def _cell(value: Any) -> str:
    return str(value).translate(_MARKDOWN_TEXT)


def _table(headers: list[str], rows: list[list[Any]]) -> str:
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(_cell(cell) for cell in row) + " |" for row in rows]
    return "\n".join(lines)


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}%"


# ------------------------------------------------------------------------------------------------ tables

def strict_of(record: dict[str, Any]) -> dict[str, Any]:
    """The strict grade of a record: stored by the runner, or recomputed for runs recorded before it was."""
    if record.get("strict") is not None:
        return record["strict"]
    if record.get("error") or not record.get("question"):
        return {"correct": False, "recall": 0.0, "precision": None}
    question = Question.model_validate(record["question"])
    return score_strict(question, record.get("answer"), record.get("value")).model_dump()


def _is_list(record: dict[str, Any]) -> bool:
    if record.get("list_question") is not None:
        return bool(record["list_question"])
    return bool(record.get("question")) and Question.model_validate(record["question"]).is_list


def wilson(right: int, n: int, z: float = 1.96) -> tuple[float, float] | None:
    """The 95 % Wilson score interval of a share `right` of `n` (sound at 0, at n and for small n, where the
    normal approximation gives impossible bounds)."""
    if not n:
        return None
    p = right / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _interval(right: int, n: int) -> str:
    bounds = wilson(right, n)
    return "–" if bounds is None else f"{100 * bounds[0]:.1f}–{100 * bounds[1]:.1f}%"


def _grades(records: list[dict[str, Any]]) -> list[str]:
    """paper accuracy, strict accuracy, the 95 % interval of each, and over list questions: strict accuracy and
    mean precision."""
    n = len(records)
    strict = [strict_of(r) for r in records]
    listed = [(r, g) for r, g in zip(records, strict) if _is_list(r)]
    precisions = [g["precision"] for _, g in listed if g.get("precision") is not None]
    paper, strictly = sum(bool(r.get("correct")) for r in records), sum(bool(g["correct"]) for g in strict)
    return [_pct(paper / n if n else None), _pct(strictly / n if n else None),
            _interval(paper, n), _interval(strictly, n),
            f"{_pct(sum(bool(g['correct']) for _, g in listed) / len(listed)) if listed else '–'} ({len(listed)})",
            _pct(sum(precisions) / len(precisions)) if precisions else "–"]


GRADE_HEADERS = ["paper rule", "strict", "paper 95% CI", "strict 95% CI", "strict, list questions (n)",
                 "list precision"]


def _gold(record: dict[str, Any]) -> str:
    """What the question's gold holds, in a few words: its names, else its numbers."""
    if not record.get("question"):
        return ""
    question = Question.model_validate(record["question"])
    if question.no_answer:
        return "(none)"
    said = question.gold_names() or [f"{number:g}" for number in question.gold_numbers()]
    return "; ".join(said[:5]) + (f" … ({len(said)} in all)" if len(said) > 5 else "")


def wrong_rows(records: list[dict[str, Any]], run_dir: Path) -> list[list[Any]]:
    """Every answer graded wrong (runs that failed are listed apart): what was asked, the gold, the answer, and
    the command that shows its trace."""
    wrong = sorted((r for r in records if not r.get("correct") and not r.get("error")),
                   key=lambda r: (r["system"], _order(r["template"]), r["question_id"]))
    return [[r["system"], r["question_id"], str((r.get("question") or {}).get("question") or "")[:200],
             _gold(r)[:160], str(r.get("answer") or "")[:200],
             f"georeact trace show {run_dir / RESULTS_FILE} --id {(r.get('trace') or {}).get('id') or ''}"]
            for r in wrong]


def summary_rows(records: list[dict[str, Any]], systems: list[str]) -> list[list[Any]]:
    costs = cost_summary(records)
    rows = []
    for name in systems:
        c = costs[name]
        mine = [r for r in records if r["system"] == name]
        timeouts = sum(r.get("failure") == "timeout" for r in mine)
        failures = sum(bool(r.get("error")) for r in mine)
        rows.append([name, *_grades(mine), _pct(c["ver"]), f"{c['mean_llm_calls']:.2f}",
                     f"{c['mean_tokens']:.0f}", f"{c['mean_latency_s']:.2f}", failures, timeouts, int(c["n"])])
    return rows


def split_rows(records: list[dict[str, Any]], systems: list[str]) -> list[list[Any]]:
    """dev (tuned extracts) vs val (the held-out extract), then each extract, for records that know theirs."""
    rows = []
    for name in systems:
        mine = [r for r in records if r["system"] == name and r.get("extract")]
        groups: dict[str, list[dict[str, Any]]] = {}
        for record in mine:
            groups.setdefault(split_of(record["extract"]), []).append(record)
        for record in mine:
            groups.setdefault(f"  {record['extract']}", []).append(record)
        for group in ["dev", "val", *sorted(g for g in groups if g.startswith("  "))]:
            if group in groups:
                rows.append([name, group.strip(), len(groups[group]), *_grades(groups[group])])
    return rows


def group_table(records: list[dict[str, Any]], systems: list[str], key: str) -> tuple[list[str], list[list[Any]]]:
    table = accuracy_by(records, key)
    groups = sorted({g for per in table.values() for g in per}, key=_order)
    rows = []
    for group in groups:
        row: list[Any] = [group]
        for name in systems:
            cell = table.get(name, {}).get(group)
            row.append(f"{_pct(cell['accuracy'])} ({cell['correct']}/{cell['n']})" if cell else "–")
        rows.append(row)
    return [key, *systems], rows


def questions_of(records: list[dict[str, Any]]) -> dict[str, Question]:
    questions: dict[str, Question] = {}
    for record in records:
        data = record.get("question")
        if data and record["question_id"] not in questions:
            questions[record["question_id"]] = Question.model_validate(data)
    return questions


def tau_rows(records: list[dict[str, Any]], systems: list[str]) -> list[dict[str, Any]]:
    return tau_sweep(questions_of(records), records)


def tau_table(sweep: list[dict[str, Any]], systems: list[str]) -> tuple[list[str], list[list[Any]]]:
    cells = {(row["tau_ent"], row["tau_num"], row["system"]): row["accuracy"] for row in sweep}
    pairs = sorted({(row["tau_ent"], row["tau_num"]) for row in sweep})
    rows = [[f"{te:g}", f"{tn:g}", *(_pct(cells.get((te, tn, s))) for s in systems)] for te, tn in pairs]
    return ["τ_ent", "τ_num", *systems], rows


def activation_tables(records: list[dict[str, Any]],
                      systems: list[str]) -> list[tuple[str, list[str], list[list[Any]]]]:
    matrix = tool_activation(records)
    out = []
    for name in systems:
        per = matrix.get(name) or {}
        tools = sorted({tool for shares in per.values() for tool in shares})
        if not tools:
            continue
        rows = [[template, *(_pct(per[template].get(tool, 0.0)) for tool in tools)]
                for template in sorted(per, key=_order)]
        out.append((name, ["template", *tools], rows))
    return out


# ------------------------------------------------------------------------------------------------ plots

def _pyplot():
    import matplotlib

    matplotlib.use("Agg")   # no display: files only
    import matplotlib.pyplot as plt

    return plt


def plot_templates(records: list[dict[str, Any]], systems: list[str], path: Path) -> None:
    plt = _pyplot()
    table = accuracy_by(records, "template")
    groups = sorted({g for per in table.values() for g in per}, key=_order)
    width = 0.8 / max(len(systems), 1)
    fig, ax = plt.subplots(figsize=(min(24, max(8, 2 + len(groups) * (0.2 + 0.12 * len(systems)))), 5))
    for index, name in enumerate(systems):
        values = [100 * table.get(name, {}).get(g, {}).get("accuracy", 0.0) for g in groups]
        ax.bar([i + index * width for i in range(len(groups))], values, width, label=name)
    ax.set_xticks([i + width * (len(systems) - 1) / 2 for i in range(len(groups))], groups, rotation=60, ha="right")
    ax.set_ylabel("accuracy (%)")
    ax.set_ylim(0, 105)
    ax.set_title("Accuracy per template (default τ)")
    ax.legend(fontsize="small")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_tau(sweep: list[dict[str, Any]], systems: list[str], path: Path) -> None:
    plt = _pyplot()
    te0, tn0 = DEFAULT_TAU
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    for name in systems:
        rows = [r for r in sweep if r["system"] == name]
        by_num = sorted((r["tau_num"], r["accuracy"]) for r in rows if r["tau_ent"] == te0)
        by_ent = sorted((r["tau_ent"], r["accuracy"]) for r in rows if abs(r["tau_num"] - tn0) < 1e-9)
        if by_num:
            left.plot([x for x, _ in by_num], [100 * y for _, y in by_num], marker="o", label=name)
        if by_ent:
            right.plot([x for x, _ in by_ent], [100 * y for _, y in by_ent], marker="o", label=name)
    left.set_xlabel(f"τ_num (relative error), τ_ent = {te0:g}")
    right.set_xlabel(f"τ_ent (token containment), τ_num = {tn0:g}")
    for ax in (left, right):
        ax.set_ylabel("accuracy (%)")
        ax.set_ylim(0, 105)
        ax.grid(alpha=0.3)
    left.legend(fontsize="small")
    fig.suptitle("Accuracy vs τ")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def plot_tools(records: list[dict[str, Any]], systems: list[str], path: Path) -> None:
    plt = _pyplot()
    matrix = tool_activation(records)
    shown = [s for s in systems if any(matrix.get(s, {}).values())]
    tools = sorted({t for s in shown for shares in matrix[s].values() for t in shares})
    if not shown:
        fig, ax = plt.subplots(figsize=(5, 2))
        ax.text(0.5, 0.5, "no correct answer used a tool", ha="center", va="center")
        ax.axis("off")
    else:
        heights = [max(1, len(matrix[s])) for s in shown]
        fig, axes = plt.subplots(len(shown), 1, squeeze=False, gridspec_kw={"height_ratios": heights},
                                 figsize=(max(6, 1.1 * len(tools) + 3), 1.2 + 0.32 * sum(heights) + 0.6 * len(shown)))
        for ax, name in zip(axes[:, 0], shown):
            templates = sorted(matrix[name], key=_order)
            grid = [[matrix[name][t].get(tool, 0.0) for tool in tools] for t in templates]
            image = ax.imshow(grid, aspect="auto", cmap="viridis", vmin=0, vmax=1)
            ax.set_yticks(range(len(templates)), templates, fontsize="small")
            ax.set_xticks(range(len(tools)), tools, rotation=30, ha="right", fontsize="small")
            ax.set_title(f"{name}: share of correct answers using each tool", fontsize="medium")
        fig.colorbar(image, ax=axes[:, 0].tolist(), shrink=0.8)
    fig.savefig(path, dpi=110, bbox_inches="tight")
    plt.close(fig)


def plot_cost(records: list[dict[str, Any]], systems: list[str], path: Path) -> None:
    plt = _pyplot()
    costs = cost_summary(records)
    fig, axes = plt.subplots(1, 3, figsize=(12, 3.8))
    panels = [("mean_llm_calls", "LLM calls / question"), ("mean_tokens", "tokens / question"),
              ("mean_latency_s", "latency (s) / question")]
    for ax, (key, label) in zip(axes, panels):
        ax.bar(systems, [costs[s][key] for s in systems], color="tab:blue")
        ax.set_title(label)
        ax.tick_params(axis="x", rotation=30)
    fig.suptitle("Cost per system")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


# ------------------------------------------------------------------------------------------------ report

def _commands(info: dict[str, Any]) -> list[str]:
    commands = [info["command"]] if info.get("command") else []
    commands += [step["command"] for step in info.get("resumed", []) if step.get("command")]
    return list(dict.fromkeys(commands))   # a run resumed with the same command is produced by that one command


def _draw_plots(records: list[dict[str, Any]], systems: list[str], sweep: list[dict[str, Any]], run_dir: Path) -> bool:
    """Draw the PNG plots; False when matplotlib (the optional `report` extra) is not installed."""
    try:
        _pyplot()
    except ImportError:
        return False
    plot_templates(records, systems, run_dir / PLOTS["templates"])
    plot_tau(sweep, systems, run_dir / PLOTS["tau"])
    plot_tools(records, systems, run_dir / PLOTS["tools"])
    plot_cost(records, systems, run_dir / PLOTS["cost"])
    return True


def write_report(run_dir: Path | str, log: Callable[[str], None] = print) -> Path:
    """Write run_dir/report.md and the PNG plots (without them when matplotlib is missing, said through `log`);
    return the report's path."""
    run_dir = Path(run_dir)
    if not run_dir.is_dir():
        raise GeoReactError(f"no run directory {run_dir}: give the --out folder of a `georeact eval run`")
    records, info = load_run(run_dir)
    if not records:
        raise GeoReactError(f"no results in {run_dir / RESULTS_FILE}: run `georeact eval run --out {run_dir}` first")
    systems = _systems(records, info)
    sweep = tau_rows(records, systems)
    plotted = _draw_plots(records, systems, sweep, run_dir)
    if not plotted:
        log(NO_PLOTS)

    def image(key: str) -> list[str]:
        return [f"![{key}]({PLOTS[key]})", ""] if plotted else []

    te0, tn0 = DEFAULT_TAU
    parts = [f"# Evaluation report: {run_dir.name}", ""]
    commands = _commands(info)
    parts += ["Produced by:", "", "```", *(commands or ["(command not recorded)"]), "```", ""]
    facts = [("dataset", info.get("dataset")), ("questions", info.get("questions")), ("model", info.get("model")),
             ("LLM endpoint", info.get("base_url")), ("dataset seed", info.get("seed")),
             ("started", info.get("started_at")), ("git commit", info.get("git_commit")),
             ("concurrency", info.get("concurrency")), ("timeout (s)", info.get("timeout_s")),
             ("max steps", info.get("max_steps")), ("templates", ", ".join(info.get("templates") or []) or None)]
    parts += [f"- {label}: {value}" for label, value in facts if value not in (None, "")]
    # a resumed run may span commits: say which code answered after each resume
    parts += [f"- resumed {step.get('at')}: git commit {step['git_commit']}" for step in info.get("resumed", [])
              if step.get("git_commit") and step.get("git_commit") != info.get("git_commit")]
    parts += [] if plotted else ["", f"({NO_PLOTS}.)"]
    parts += ["", f"Default τ: τ_ent = {te0:g} (entity token containment), τ_num = {tn0:g} (relative error); "
              "locations within 50 m, directions within 22.5° or the same 8-point sector.", ""]
    headers = ["system", *GRADE_HEADERS, "VER", "mean LLM calls", "mean tokens", "mean latency (s)", "failed",
               "timeouts", "n"]
    parts += ["## Summary", "", _table(headers, summary_rows(records, systems)), ""]
    parts += ["The paper's rule: any gold name suffices. Strict: a list question must name every gold entity "
              "(precision: the share of its named entities that are gold).", ""]
    parts += image("cost")
    splits = split_rows(records, systems)
    if splits:
        parts += ["## Dev vs validation (by extract)", "",
                  "val is the held-out extract nothing is tuned on; dev the others.", "",
                  _table(["system", "split / extract", "n", *GRADE_HEADERS], splits), ""]
    headers, rows = group_table(records, systems, "template")
    parts += ["## Accuracy per template", "", _table(headers, rows), "", *image("templates")]
    headers, rows = group_table(records, systems, "answer_type")
    parts += ["## Accuracy per answer type", "", _table(headers, rows), ""]
    headers, rows = tau_table(sweep, systems)
    parts += ["## Accuracy vs τ", "", _table(headers, rows), "", *image("tau")]
    parts += ["## Tool activation", "", "Share of each template's correct answers whose run called the tool.", ""]
    for name, headers, rows in activation_tables(records, systems):
        parts += [f"### {name}", "", _table(headers, rows), ""]
    parts += image("tools")
    failures = sorted((r for r in records if r.get("error")),
                      key=lambda r: (r["system"], _order(r["template"]), r["question_id"]))
    if failures:
        shown = failures[:MAX_FAILURES_LISTED]
        parts += ["## Failed runs", "", _table(["system", "question", "template", "error"],
                  [[r["system"], r["question_id"], r["template"], str(r["error"])[:160]]
                   for r in shown]), ""]
        if len(failures) > len(shown):
            parts += [f"... and {len(failures) - len(shown)} more (see results.jsonl).", ""]
    wrong = wrong_rows(records, run_dir)
    parts += ["## Wrong answers", "", f"Every answer graded wrong by the paper's rule ({len(wrong)}), with the "
              "command that shows its trace.", ""]
    if wrong:
        parts += [_table(["system", "question id", "question", "gold", "answer", "trace"], wrong), ""]
    if len(records) <= MAX_QUESTIONS_LISTED:
        ordered = sorted(records, key=lambda r: (r["system"], _order(r["template"]), r["question_id"]))
        parts += ["## Per question", "", _table(
            ["system", "question", "template", "answer", "correct", "LLM calls", "tokens", "latency (s)"],
            [[r["system"], r["question_id"], r["template"],
              str(r.get("answer") or r.get("error") or "")[:120],
              "yes" if r["correct"] else "no", r.get("llm_calls", 0), r.get("total_tokens", 0),
              f"{r.get('latency_s', 0):.1f}"] for r in ordered]), ""]
    parts += [f"Regenerate with `georeact eval report {run_dir}`.", ""]
    path = run_dir / REPORT_FILE
    path.write_text("\n".join(parts), encoding="utf-8")
    return path
