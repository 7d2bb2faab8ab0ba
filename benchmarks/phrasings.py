"""New phrasings through the agent: how well questions nobody tuned the benchmark templates for are answered.

    .venv/bin/python benchmarks/phrasings.py [--split dev,val,dev2,val2] [--limit N] [--show-calls]

The questions are evals/phrasings/<split>.tsv: everyday wordings (which way, how long is, the three nearest,
a tour of named places, a kind named with its town) over the shipped extracts, val* over the held-out
Neubrandenburg extract; dev2/val2 were written after the fixes they would measure and never tuned on. A question is right when its answer contains every expected string (case-insensitive).
Default: the embedded database and LLM, started if needed. Prints each question with its LLM calls, seconds and
the first line of the answer, then per split: right, mean LLM calls, p50 / p90 seconds. Nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.agent.graph import build_agent  # noqa: E402
from georeact.agent.run import run_question  # noqa: E402
from georeact.cli import ensure_services  # noqa: E402
from georeact.config import get_settings  # noqa: E402

PHRASINGS = Path(__file__).resolve().parent.parent / "evals" / "phrasings"


def load(split: str) -> list[tuple[str, list[str]]]:
    rows = []
    for line in (PHRASINGS / f"{split}.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            question, expected = line.split("\t")
            rows.append((question, [part.strip() for part in expected.split(";") if part.strip()]))
    return rows


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="dev,val,dev2,val2", help="comma-separated files of evals/phrasings")
    parser.add_argument("--limit", type=int, default=None, help="only the first N questions of each split")
    parser.add_argument("--show-calls", action="store_true", help="print each question's tool calls too")
    args = parser.parse_args()
    settings = get_settings()
    ensure_services(settings)
    agent = build_agent(settings)
    summary = []
    for split in args.split.split(","):
        rows = load(split)[:args.limit]
        right, calls, seconds = 0, [], []
        print(f"== {split} ({len(rows)} questions)")
        for question, expected in rows:
            trace = run_question(agent, question)
            text = (trace.answer.text if trace.answer else "") or trace.error or ""
            ok = all(part.casefold() in text.casefold() for part in expected)
            right += ok
            calls.append(len(trace.llm_calls))
            seconds.append(trace.duration_s)
            print(f"{'ok ' if ok else 'NO '} {len(trace.llm_calls):>2} calls {trace.duration_s:5.1f} s  {question}")
            print(f"      -> {text.splitlines()[0] if text else '(no answer)'}"
                  + ("" if ok else f"   [expected: {'; '.join(expected)}]"))
            if args.show_calls:
                for step in trace.steps:
                    print(f"         {step.tool} {json.dumps(step.arguments, ensure_ascii=False)}")
        summary.append(f"{split}: {right}/{len(rows)} right ({100 * right / len(rows):.1f} %), "
                       f"{statistics.mean(calls):.2f} LLM calls, p50 {percentile(seconds, 0.5):.1f} s, "
                       f"p90 {percentile(seconds, 0.9):.1f} s")
    print("\n".join(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
