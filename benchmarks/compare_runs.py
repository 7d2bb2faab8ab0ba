"""Two evaluation runs of the same questions side by side: accuracy, latency, and the questions slower in the second.

Made for issue 30's "no question slower on the national database than on the towns alone": run the frozen set
plan-only on each database, then compare.

    georeact eval run --dataset evals/data/frozen --system plan-only --out runs/towns
    GEOREACT_HOME=DIR GEOREACT_DB_PORT=N georeact eval run --dataset evals/data/frozen --system plan-only \
        --out runs/nation        # DIR, N: a cluster kept by `benchmarks/load.py --file ... --keep`
    .venv/bin/python benchmarks/compare_runs.py runs/towns runs/nation
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path


def results(run: Path) -> dict[tuple[str, str], dict]:
    rows = (json.loads(line) for line in (run / "results.jsonl").read_text().splitlines() if line.strip())
    return {(row["question_id"], row["system"]): row for row in rows}


def percentile(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] if len(values) > 1 else values[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", type=Path, help="a run directory (results.jsonl)")
    parser.add_argument("second", type=Path, help="another run of the same questions")
    parser.add_argument("--slower", type=float, default=1.5, help="a question counts as slower past this ratio …")
    parser.add_argument("--by-ms", type=float, default=20.0, help="… and this many milliseconds (default 1.5, 20)")
    parser.add_argument("--show", type=int, default=10, help="the slowest questions listed (default 10)")
    args = parser.parse_args()
    first, second = results(args.first), results(args.second)
    both = sorted(set(first) & set(second))
    if not both:
        raise SystemExit("The runs share no (question, system) pair.")
    print(f"{len(both)} questions in both runs ({len(first)} and {len(second)} in all)")
    print(f"{'run':<40} {'paper':>7} {'strict':>7} {'p50 s':>7} {'p95 s':>7} {'max s':>7}")
    for run, rows in ((args.first, first), (args.second, second)):
        latency = [rows[key]["latency_s"] for key in both]
        paper = sum(bool(rows[key]["correct"]) for key in both) / len(both)
        strict = sum(bool((rows[key].get("strict") or {}).get("correct")) for key in both) / len(both)
        print(f"{str(run)[-40:]:<40} {paper:7.1%} {strict:7.1%} {percentile(latency, 50):7.3f} "
              f"{percentile(latency, 95):7.3f} {max(latency):7.3f}")
    changed = [key for key in both if first[key]["answer"] != second[key]["answer"]]
    print(f"answers that differ: {len(changed)}; right in one run only: "
          f"{sum(bool(first[k]['correct']) != bool(second[k]['correct']) for k in both)}")
    slower = [key for key in both if second[key]["latency_s"] > first[key]["latency_s"] * args.slower
              and (second[key]["latency_s"] - first[key]["latency_s"]) * 1000 > args.by_ms]
    print(f"slower in the second run (over {args.slower:g}x and {args.by_ms:g} ms): {len(slower)}")
    for key in sorted(slower, key=lambda k: second[k]["latency_s"] - first[k]["latency_s"], reverse=True)[:args.show]:
        question = second[key]["question"]["question"]
        print(f"  {key[0]:<18} {first[key]['latency_s']:6.3f} s -> {second[key]['latency_s']:6.3f} s  {question[:70]}")


if __name__ == "__main__":
    main()
