"""SearchPlaces benchmark: spatial-only, text-only and hybrid ranking on questions generated from real tags.

    .venv/bin/python benchmarks/search.py [--home DIR] [--port N] [--per-kind 40] [--seed 7]

Questions (georeact/evals/search_questions.py): attribute wishes ("vegetarian fast food place": the kind and
diet:vegetarian=yes|only), cuisines, a word of places' names, and a kind open at a weekday and time (the parser
over the raw opening_hours, the same on each of the next 52 weeks). Gold: SQL over the raw tags within the
question's radius of the anchor. SearchPlaces is asked "near the anchor" without the radius (the ranking has to
find what is near), k=10, once per ranker; relevance is binary. Prints P@5, R@10, NDCG@10 per ranker, for dev
(Liechtenstein, Monaco, Helsinki) and val (Neubrandenburg, held out: nothing was tuned on it), and the tool's
latency p50/p95 (hybrid calls, after one warm-up call).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.config import Settings  # noqa: E402
from georeact.db.session import Database  # noqa: E402
from georeact.evals.search_questions import KINDS, SearchGenerator, SearchItem  # noqa: E402
from georeact.tools import search_places as sp  # noqa: E402
from georeact.tools.base import ToolContext, invoke  # noqa: E402

VAL_SOURCE = "neubrandenburg-2016-02.osm.pbf"
RANKERS: tuple[sp.Ranker, ...] = ("space", "text", "hybrid")
K = 10


def metrics(ranked: list[str], gold: set[str]) -> tuple[float, float, float]:
    """P@5, R@10, NDCG@10 for binary relevance."""
    p5 = sum(h in gold for h in ranked[:5]) / 5
    r10 = sum(h in gold for h in ranked[:K]) / len(gold)
    dcg = sum(1 / math.log2(i + 2) for i, h in enumerate(ranked[:K]) if h in gold)
    ideal = sum(1 / math.log2(i + 2) for i in range(min(len(gold), K)))
    return p5, r10, dcg / ideal


def ask(ctx: ToolContext, item: SearchItem, ranker: sp.Ranker) -> tuple[list[str], float]:
    args = sp.Input(query=item.query, anchor=f"pois:{item.anchor['id']}", open_at=item.open_at, k=K)
    result = invoke(lambda c, a: sp.search(c, a, ranker), sp.Result, ctx, args)
    if not result.ok:
        raise SystemExit(f"SearchPlaces failed on {item.question!r}: {result.error}")
    return [c.handle for c in result.ranking], result.duration_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--home", type=Path, help="GEOREACT_HOME of the cluster (default: settings)")
    parser.add_argument("--port", type=int, help="its port (default: settings)")
    parser.add_argument("--per-kind", type=int, default=40, help="questions per kind, dev and val each")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    overrides = {key: value for key, value in (("home", args.home), ("db_port", args.port)) if value is not None}
    settings = Settings(**overrides)
    with Database(settings) as db:
        ctx = ToolContext(db=db, settings=settings)
        generator = SearchGenerator(db, args.seed)
        sources = sorted({a["source"] for a in generator.anchors})
        splits = {"dev": [s for s in sources if s != VAL_SOURCE], "val": [VAL_SOURCE]}
        items = {split: [i for kind in KINDS for i in generator.items(kind, args.per_kind, names)]
                 for split, names in splits.items()}
        ask(ctx, items["dev"][0], "hybrid")   # warm-up: the parser's zone data, the document function's plan
        latencies: list[float] = []
        table: dict[tuple[str, str, str], list[tuple[float, float, float]]] = {}
        for split, chosen in items.items():
            for item in chosen:
                gold = {f"pois:{g.id}" for g in item.gold}
                for ranker in RANKERS:
                    ranked, ms = ask(ctx, item, ranker)
                    if ranker == "hybrid":
                        latencies.append(ms)
                    for kind in (item.kind, "all"):
                        table.setdefault((split, kind, ranker), []).append(metrics(ranked, gold))
        print(f"SearchPlaces on generated questions (seed {args.seed}); k={K}, near the anchor, gold within the "
              f"question's radius; weights text {sp.WEIGHTS['text']:g} / nearness {sp.WEIGHTS['space']:g}, "
              f"d0 {sp.DEFAULT_D0_M:g} m")
        header = f"{'split':<5} {'kind':<17} {'n':>4} {'ranker':<7} {'P@5':>6} {'R@10':>6} {'NDCG@10':>8}"
        print(header)
        print("-" * len(header))
        for (split, kind, ranker), rows in sorted(table.items(), key=lambda kv: (kv[0][0], kv[0][1] == "all", kv[0][1],
                                                                                  RANKERS.index(kv[0][2]))):
            p5, r10, ndcg = (statistics.fmean(col) for col in zip(*rows))
            print(f"{split:<5} {kind:<17} {len(rows):>4} {ranker:<7} {p5:>6.3f} {r10:>6.3f} {ndcg:>8.3f}")
        latencies.sort()
        p95 = latencies[min(len(latencies) - 1, math.ceil(0.95 * len(latencies)) - 1)]
        print(f"SearchPlaces latency over {len(latencies)} hybrid calls: p50 {statistics.median(latencies):.1f} ms, "
              f"p95 {p95:.1f} ms, max {latencies[-1]:.1f} ms")


if __name__ == "__main__":
    main()
