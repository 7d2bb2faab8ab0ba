"""Opening a Database while its server is still coming up (after a restart, or started a moment later): the open
waits for it. psycopg_pool's own wait() closes the pool when it times out, and a closed pool cannot be opened again:
open() had failed with PoolClosed whenever the server took more than a second (seen in CI right after a runaway's
kill restarted the scratch cluster)."""

from __future__ import annotations

import threading

from georeact.db import cluster
from georeact.db.session import Database


def _quiet(message: str) -> None:
    pass


def test_opening_waits_for_a_server_that_comes_up_a_few_seconds_later(scratch_settings):
    cluster.stop(scratch_settings, log=_quiet)
    later = threading.Timer(2.5, lambda: cluster.start(scratch_settings, log=_quiet))
    later.start()
    try:
        database = Database(scratch_settings).open()
        try:
            assert database.query("SELECT 1", max_rows=1).rows == [(1,)]
        finally:
            database.close()
    finally:
        later.join()
        cluster.start(scratch_settings, log=_quiet)   # running again for the tests after this one (a no-op if it is)
