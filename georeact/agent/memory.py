"""Chat memory that outlives the process: LangGraph's PostgresSaver in the project's own database.

`georeact chat --thread NAME` keeps its conversation here, so a chat resumes after a restart. The checkpoints go to
a schema of their own (`georeact_chat`), written through the owner connection (the one `db load` uses): the
agent's reader role stays read-only and cannot see them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from psycopg.rows import dict_row

from georeact.agent.state import STATE_TYPES
from georeact.config import Settings
from georeact.db.session import DatabaseError, first_line, owner_url
from georeact.errors import GeoReactError

CHAT_SCHEMA = "georeact_chat"


@contextmanager
def postgres_checkpointer(settings: Settings) -> Iterator[Any]:
    """A PostgresSaver on its own connection, its tables created on first use; closed when the block ends."""
    try:   # an extra: `pip install 'geo-react[memory]'` (the default install has it)
        from langgraph.checkpoint.postgres import PostgresSaver
    except ImportError:
        raise GeoReactError("chat memory (--thread) needs LangGraph's Postgres checkpointer: "
                            "pip install 'geo-react[memory]'") from None
    try:
        url = owner_url(settings)
    except DatabaseError:   # an external database without an owner URL: the reader role cannot write
        raise GeoReactError("chat memory (--thread) is kept in the database and needs a role that may create a "
                            "schema: set GEOREACT_OWNER_DATABASE_URL") from None
    try:
        with psycopg.connect(url, autocommit=True, connect_timeout=10) as conn:
            conn.execute(f"CREATE SCHEMA IF NOT EXISTS {CHAT_SCHEMA}")
        conn = psycopg.connect(url, autocommit=True, prepare_threshold=0, row_factory=dict_row, connect_timeout=10,
                               options=f"-c search_path={CHAT_SCHEMA}")
    except psycopg.Error as exc:
        raise GeoReactError(f"cannot open the chat memory in the database ({first_line(exc)}); "
                            "check `georeact db status`") from None
    with conn:
        saver = PostgresSaver(conn, serde=JsonPlusSerializer(allowed_msgpack_modules=STATE_TYPES))
        saver.setup()   # creates or migrates the checkpoint tables in CHAT_SCHEMA
        yield saver
