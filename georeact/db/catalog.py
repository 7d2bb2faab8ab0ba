"""What the database's catalog says, for the importer, the services and the tools' set-up."""

from __future__ import annotations

import psycopg


def exists(conn: psycopg.Connection, relation: str) -> bool:
    """Whether `relation` (a table or view, schema-qualified or on the search path) exists; to_regclass needs no
    privileges, so any role may ask."""
    return conn.execute("SELECT to_regclass(%s) IS NOT NULL", (relation,)).fetchone()[0]
