"""A throw-away PostGIS cluster for the tests that must not touch the shared test cluster.

The database restart test restarts it, and the security tests run statements as the OWNER with the guard
bypassed on it (a regression there must not be able to drop the tables every other test reads). Same code
path as the real thing: `cluster.start` (initdb, roles, grants from roles.py) and `importer.load_file`, with
only the Liechtenstein extract (about 5 s in all). One per pytest process, shared by tests/security and
tests/reliability through `acquire`/`release`, deleted at the end.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import psycopg

from georeact.services import default_extracts
from georeact.config import Settings
from georeact.db import cluster, importer
from georeact.db.session import owner_url
from tests.conftest import make_settings, own_port

SCRATCH_PORT = own_port(int(os.environ.get("GEOREACT_SCRATCH_DB_PORT", "5457")))
EXTRACT = "liechtenstein-2013-08-03.osm.pbf"

_lock = threading.Lock()
_state: dict[str, object] = {"settings": None, "users": 0}


def _quiet(message: str) -> None:
    pass


def acquire(home: Path) -> Settings:
    """Start (first caller) or share the scratch cluster; `home` is a fresh temporary directory."""
    with _lock:
        if _state["settings"] is None:
            settings = make_settings(home=home, db_port=SCRATCH_PORT)
            cluster.start(settings, log=_quiet)
            extract = next(path for path in default_extracts() if path.name == EXTRACT)
            importer.load_file(extract, owner_url(settings), reader_role=cluster.READER_ROLE, log=_quiet, network=False)
            _state["settings"] = settings
        _state["users"] = int(_state["users"]) + 1
        return _state["settings"]  # type: ignore[return-value]


def release() -> None:
    with _lock:
        _state["users"] = int(_state["users"]) - 1
        settings = _state["settings"]
        if _state["users"] <= 0 and settings is not None:
            cluster.reset(settings, log=_quiet)   # stops the server and deletes the cluster directory
            _state["settings"] = None


def checksum(settings: Settings) -> dict[str, str]:
    """Row count and content hash of every data table, read as the owner on a fresh connection."""
    result = {}
    with psycopg.connect(owner_url(settings), autocommit=True) as conn:
        for table in importer.DATA_TABLES:
            row = conn.execute(
                f"SELECT count(*), md5(coalesce(string_agg(md5(t::text), '' ORDER BY id), '')) FROM public.{table} t"
            ).fetchone()
            result[table] = f"{row[0]}:{row[1]}"
        relations = conn.execute("SELECT string_agg(n.nspname || '.' || c.relname, ',' ORDER BY 1) FROM pg_class c "
                                 "JOIN pg_namespace n ON n.oid = c.relnamespace "
                                 "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')").fetchone()[0]
        result["relations"] = str(relations)
    return result
