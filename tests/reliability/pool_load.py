"""Many tool calls at once, some of them runaways the watchdog cuts, in a process of its own: its stderr is what a
user's terminal would show (pytest's own log capture would hide the pool's warnings in the test's process).

    python -m tests.reliability.pool_load HOME PORT DEBUG_LOG   # prints one JSON line: what each call ended as

Logging is left as the CLI leaves it (nothing configured), except a DEBUG file handler on the `georeact` logger,
standing in for `-v`/a log file: where the pool's messages must still be found."""

from __future__ import annotations

import json
import logging
import sys
import threading
from collections import Counter
from pathlib import Path

from georeact.db.session import Database, DatabaseError, QueryTimeout
from georeact.tools import sql
from georeact.tools.base import ToolContext, invoke
from tests.conftest import make_settings
from tests.reliability.test_limits import ALL_PAIRS
from tests.reliability.test_slow_and_huge import CROSS_JOIN_COUNT

THREADS = 8
ROUNDS = 3
NORMAL = "SELECT count(*) FROM pois WHERE amenity = 'restaurant'"


def main(home: str, port: str, debug_log: str) -> None:
    handler = logging.FileHandler(debug_log)
    handler.setLevel(logging.DEBUG)
    logging.getLogger("georeact").addHandler(handler)
    logging.getLogger("georeact").setLevel(logging.DEBUG)
    settings = make_settings(home=Path(home), db_port=int(port), statement_timeout_ms=1000, pool_max_size=3)
    outcomes: Counter[str] = Counter()
    lock = threading.Lock()

    def worker(index: int, db: Database) -> None:
        ctx = ToolContext(db=db, settings=settings)
        for _ in range(ROUNDS):
            for kind in (("runaway", "normal") if index % 4 == 0 else ("slow", "normal", "normal")):
                try:
                    if kind == "runaway":   # below the guard, which keeps pgRouting from the model
                        db.query(ALL_PAIRS, untrusted=True)
                        outcome = "runaway ran"
                    else:
                        result = invoke(sql.run_generate, sql.Result, ctx,
                                        sql.GenerateInput(sql=NORMAL if kind == "normal" else CROSS_JOIN_COUNT))
                        outcome = f"{kind} {'ok' if result.ok else 'error: ' + (result.error or '')[:60]}"
                except QueryTimeout:
                    outcome = f"{kind} timeout"
                except DatabaseError as exc:
                    outcome = f"{kind} {type(exc).__name__}"
                with lock:
                    outcomes[outcome] += 1

    with Database(settings) as db:
        threads = [threading.Thread(target=worker, args=(index, db)) for index in range(THREADS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        # whether the load made the pool warn varies from run to run; a connection closed under the pool (as the
        # watchdog's cut leaves one) always does: "discarding closed connection"
        with db._pool.connection() as conn:
            conn.close()
        outcomes["normal " + ("ok" if db.query(NORMAL).rows else "empty")] += 1
    print(json.dumps(dict(outcomes)))


if __name__ == "__main__":
    main(*sys.argv[1:4])
