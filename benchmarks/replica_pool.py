"""Throughput of the read pool: the frozen set's first 50 dev questions (plan-only, concurrency 4) answered with the
reads on the primary alone, on one hot standby, and spread over two (GEOREACT_READ_URLS), optionally through
PgBouncer (`georeact db pool`). Questions per second per run, each configuration measured `--repeat` times in turn
after one unmeasured run that fills its caches.

    .venv/bin/python benchmarks/replica_pool.py --home DIR --port N [--replica-port M] [--repeat 5] [--bouncer]

The standbys are made of the embedded cluster in DIR (port N) on ports M+1 and M+2 (default N+20), PgBouncer on M
with --bouncer; all are stopped and deleted afterwards. Everything (the primary, the standbys, PgBouncer, Python)
shares the machine's cores: on 2 cores the replicas add no CPU, so the figure says what the pool costs, not what
more machines would give.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from georeact.config import Settings  # noqa: E402
from georeact.db import local_pool, standby  # noqa: E402
from georeact.db.replicas import reader_database  # noqa: E402
from georeact.db.session import Database  # noqa: E402
from georeact.evals.datasets import load_dataset  # noqa: E402
from georeact.evals.runner import run_eval  # noqa: E402
from georeact.evals.systems import make_system  # noqa: E402
from georeact.services import ensure_database  # noqa: E402

FROZEN = Path(__file__).resolve().parent.parent / "evals/data/frozen"
QUESTIONS, CONCURRENCY = 50, 4


def per_second(db, settings: Settings, questions, out: Path) -> float:
    """One batch: questions answered per second (the runner's own wall time of the answering)."""
    system = make_system("plan-only", settings, None, db)
    summary = run_eval(questions, [system], out, concurrency=CONCURRENCY, limit=QUESTIONS, split="dev",
                       progress=False)
    if summary.failed or summary.written != QUESTIONS:
        raise SystemExit(f"{out}: {summary.written} answers, {summary.failed} failed")
    return summary.written / summary.seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--home", type=Path, required=True, help="GEOREACT_HOME of the embedded cluster (loaded)")
    parser.add_argument("--port", type=int, required=True, help="its port")
    parser.add_argument("--replica-port", type=int, default=None, help="PgBouncer's; the standbys the next two")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--bouncer", action="store_true", help="the standbys' reads through PgBouncer")
    args = parser.parse_args()
    settings = Settings(home=args.home, db_port=args.port, database_url=None, owner_database_url=None, read_urls=[])
    ensure_database(settings)
    base = args.replica_port or args.port + 20
    questions = load_dataset(FROZEN)
    bouncer = None
    try:
        if args.bouncer:
            bouncer = local_pool.start(settings, replicas=2, port=base, log=lambda message: None)
            urls = bouncer.read_urls()
        else:
            urls = [standby.make(settings, base + i) for i in (1, 2)]
        configurations = {
            "primary alone": Database(settings),
            "1 replica": reader_database(settings.model_copy(update={"read_urls": urls[:1]})),
            "2 replicas": reader_database(settings.model_copy(update={"read_urls": urls})),
        }
        rates: dict[str, list[float]] = {name: [] for name in configurations}
        with tempfile.TemporaryDirectory() as scratch:
            runs = 0
            for round_ in range(args.repeat + 1):   # round 0 fills the caches, unmeasured
                for name, db in configurations.items():
                    runs += 1
                    rate = per_second(db.open(), settings, questions, Path(scratch) / str(runs))
                    if round_:
                        rates[name].append(rate)
        for name, values in rates.items():
            print(f"{name:14} {statistics.median(values):6.1f} questions/s (median of {len(values)}; "
                  f"{min(values):.1f}-{max(values):.1f})" + (" through PgBouncer" if bouncer and "replica" in name
                                                             else ""))
        for db in configurations.values():
            db.close()
    finally:
        if bouncer is not None:
            local_pool.stop(settings, log=lambda message: None)
        else:
            for i in (1, 2):
                standby.remove(settings, base + i)


if __name__ == "__main__":
    main()
