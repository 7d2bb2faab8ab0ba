"""No pool warning reaches a user's stderr under load (issue 41 item 5f): 8 threads of tool calls, runaways among
them that the watchdog cuts (and, on the embedded cluster, kills: the server restarts every session, the pool's
connections break), in a process with logging as the CLI leaves it. psycopg_pool warned on stderr ("discarding
broken connection: <psycopg.Connection [BAD] ...>") in the middle of answers; the information stays at DEBUG on
georeact's logger."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests.bounds import loaded

ROOT = Path(__file__).resolve().parents[2]


def test_no_pool_warning_reaches_stderr_under_concurrent_runaways(scratch_settings, tmp_path) -> None:
    debug_log = tmp_path / "debug.log"
    child = subprocess.run([sys.executable, "-m", "tests.reliability.pool_load", str(scratch_settings.home),
                            str(scratch_settings.db_port), str(debug_log)],
                           capture_output=True, text=True, cwd=ROOT, timeout=loaded(60))
    assert child.returncode == 0, child.stderr[-2000:]
    outcomes = json.loads(child.stdout.strip().splitlines()[-1])
    # every runaway was cut (one that starts while the server restarts after another's kill finds it down: said)
    runaways = {kind: n for kind, n in outcomes.items() if kind.startswith("runaway")}
    assert "runaway ran" not in runaways and sum(runaways.values()) == 6 and runaways.get("runaway timeout"), outcomes
    # the normal calls answer; one that lands while the server restarts after a kill may find it down after its one
    # retry, said in one line (an exception of the database's kind, or a tool error), never a traceback. How many
    # land in a restart depends on the machine's load, so the bound is loose: most answer.
    normal = {kind: n for kind, n in outcomes.items() if kind.startswith("normal")}
    assert all(kind in ("normal ok", "normal DatabaseUnavailable") or kind.startswith("normal error: ")
               for kind in normal), outcomes
    assert normal.get("normal ok", 0) >= sum(normal.values()) // 2, outcomes
    assert child.stderr == "", child.stderr                         # no pool warning (nor anything else)
    log = debug_log.read_text()
    assert "connection pool: discarding closed connection" in log, log[-2000:]   # still there at DEBUG


def test_a_failed_cancel_is_said_at_debug_and_other_psycopg_warnings_stay(caplog) -> None:
    # psycopg warns when a cancel request fails (the watchdog's, sent while the server restarts after another
    # runaway's kill): that is no news to the user; any other psycopg warning still reaches them
    import logging

    import georeact.db.session  # noqa: F401  (installs the filters)

    psycopg_logger = logging.getLogger("psycopg")
    with caplog.at_level(logging.DEBUG):
        psycopg_logger.warning("query cancellation failed: %s", "server closed the connection unexpectedly")
        psycopg_logger.warning("some other warning")
    said = [(r.name, r.levelno, r.getMessage()) for r in caplog.records]
    assert ("psycopg", logging.WARNING, "query cancellation failed: server closed the connection unexpectedly") \
        not in said
    assert ("georeact.db.pool", logging.DEBUG,
            "connection: query cancellation failed: server closed the connection unexpectedly") in said
    assert ("psycopg", logging.WARNING, "some other warning") in said
