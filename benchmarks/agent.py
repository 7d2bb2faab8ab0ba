"""Agent latency benchmark: a fixed question set through the agent, per question LLM calls, prompt / cached /
completion tokens and latency, then p50 / p90 / max; and the endpoint's raw prompt and generation throughput
in the same run, so figures from different machines compare as ratios.

    .venv/bin/python benchmarks/agent.py [--dataset evals/data/frozen] [--split val] [--limit 20]
                                         [--per-template N] [--restart-llm]

Default: the embedded database and LLM (started if needed), the frozen set's validation split (the held-out
extract). `--restart-llm` restarts llama-server first, so the first question shows the cold prompt cache a
user meets after `georeact llm start`. After the throughput probe and one cached request of another prompt
family the first question is asked again: its cached tokens show whether the probe evicted the agent's prefix. Nothing is asserted; accuracy is printed with the paper's rule.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.agent import local_llm  # noqa: E402
from georeact.agent.graph import build_agent  # noqa: E402
from georeact.agent.llm import build_chat_model, resolve_base_url  # noqa: E402
from georeact.agent.run import run_question  # noqa: E402
from georeact.services import ensure_services  # noqa: E402
from georeact.config import get_settings  # noqa: E402
from georeact.db.session import Database  # noqa: E402
from georeact.evals.datasets import load_dataset  # noqa: E402
from georeact.evals.metrics import score  # noqa: E402
from georeact.evals.runner import select_questions  # noqa: E402

# A fixed prompt for the throughput probe: long enough that prompt processing dominates its first half.
PROBE_PROMPT = " ".join(f"Place {i} lies {i * 37 % 900} metres north-east of the old town hall." for i in range(60))


def throughput(base_url: str) -> dict[str, float]:
    """Prompt and generation tokens/s of the endpoint, from llama-server's `timings` (cache off for the probe)."""
    body = {"messages": [{"role": "user", "content": PROBE_PROMPT + " Summarise."}], "max_tokens": 64,
            "temperature": 0, "cache_prompt": False}
    reply = httpx.post(f"{base_url}/chat/completions", json=body, timeout=600).json()
    timings = reply.get("timings") or {}
    return {"prompt_tokens": timings.get("prompt_n", 0), "prompt_tps": timings.get("prompt_per_second", 0.0),
            "generated_tokens": timings.get("predicted_n", 0), "generation_tps": timings.get("predicted_per_second", 0.0)}


def foreign(base_url: str) -> None:
    """One request of another prompt family with the prompt cache on, as a baseline or the LLM reader sends."""
    body = {"messages": [{"role": "system", "content": "Translate to French."},
                         {"role": "user", "content": PROBE_PROMPT}], "max_tokens": 8, "temperature": 0}
    httpx.post(f"{base_url}/chat/completions", json=body, timeout=600).raise_for_status()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))] if ordered else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", default="evals/data/frozen")
    parser.add_argument("--split", default="val", choices=["all", "dev", "val"])
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--per-template", type=int, default=None)
    parser.add_argument("--restart-llm", action="store_true", help="restart llama-server first (a cold prompt cache)")
    args = parser.parse_args()

    settings = get_settings()
    if args.restart_llm and not settings.llm_base_url:
        local_llm.stop(settings)
    ensure_services(settings)   # the embedded database and LLM, started when they are the configured ones
    questions = select_questions(load_dataset(args.dataset), limit=args.limit, per_template=args.per_template,
                                 split=args.split)
    rows: list[dict[str, Any]] = []
    with Database(settings) as db:
        agent = build_agent(settings, llm=build_chat_model(settings), db=db)
        for question in questions:
            started = time.perf_counter()
            trace = run_question(agent, question.question)
            seconds = time.perf_counter() - started
            answer = trace.answer
            rows.append({"id": question.id, "calls": len(trace.llm_calls), "prompt": trace.prompt_tokens,
                         "cached": sum(c.cached_tokens for c in trace.llm_calls),
                         "completion": trace.completion_tokens, "seconds": seconds,
                         "correct": bool(answer) and score(question, answer.text, answer.value).correct})
            r = rows[-1]
            print(f"{r['id']:>28} {r['calls']:>2} calls {r['prompt']:>6} prompt ({r['cached']:>6} cached) "
                  f"{r['completion']:>4} completion {r['seconds']:6.1f} s {'ok' if r['correct'] else 'wrong'}",
                  flush=True)
        probe = throughput(resolve_base_url(settings))
        foreign(resolve_base_url(settings))   # a prompt of another family, cached: does it evict the agent's?
        again = run_question(agent, questions[0].question) if questions else None
    retained = sum(c.cached_tokens for c in again.llm_calls[:1]) if again else 0
    first_prompt = again.llm_calls[0].prompt_tokens if again and again.llm_calls else 0
    seconds = [r["seconds"] for r in rows]
    n = max(len(rows), 1)
    prompt = sum(r["prompt"] for r in rows)
    print(f"\n{len(rows)} questions ({args.dataset}, split {args.split}); accuracy (paper's rule) "
          f"{100 * sum(r['correct'] for r in rows) / n:.1f} %")
    print(f"latency s: first {seconds[0] if seconds else 0:.1f}, p50 {statistics.median(seconds) if seconds else 0:.1f}, "
          f"p90 {percentile(seconds, 0.9):.1f}, max {max(seconds, default=0):.1f}, mean {sum(seconds) / n:.1f}")
    print(f"per question: {sum(r['calls'] for r in rows) / n:.2f} LLM calls, "
          f"{(prompt + sum(r['completion'] for r in rows)) / n:.0f} tokens ({prompt / n:.0f} prompt, "
          f"{sum(r['completion'] for r in rows) / n:.0f} completion); cached share of prompt tokens "
          f"{100 * sum(r['cached'] for r in rows) / max(prompt, 1):.1f} %")
    print(f"endpoint: prompt {probe['prompt_tps']:.1f} tokens/s ({probe['prompt_tokens']} tokens), generation "
          f"{probe['generation_tps']:.1f} tokens/s ({probe['generated_tokens']} tokens)")
    print(f"prompt cache after a request of another prompt family: the first question again found {retained} of its "
          f"{first_prompt} prompt tokens cached")


if __name__ == "__main__":
    main()
