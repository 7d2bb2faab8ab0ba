"""The tools' own statements are prepared once per pooled connection and reused; model-written SQL never leaves
anything prepared, and the tools' statements still run after it (the driver forgets what the server dropped)."""

from __future__ import annotations

import pytest

from georeact.db.session import Database, DatabaseError
from georeact.tools.base import ToolContext, invoke
from georeact.tools.resolve_location import Input, Result, run

PREPARED = "SELECT name, from_sql, statement FROM pg_prepared_statements ORDER BY name"


def test_a_tool_statement_is_prepared_once_and_survives_model_sql(settings) -> None:
    db = Database(settings.model_copy(update={"pool_max_size": 1})).open()   # one connection: what it keeps
    try:
        ctx = ToolContext(db=db, settings=settings)
        for name in ("Vaduz", "Schaan", "Vaduz"):   # one statement text, the names bound as values
            assert invoke(run, Result, ctx, Input(name=name)).ok
        statements = db.query(PREPARED).rows
        searches = [s for s in statements if "hits AS MATERIALIZED" in s[2]]
        assert len(searches) == 1, "the name search was prepared again for another name"
        assert not [s for s in statements if s[1]], "something was PREPAREd by SQL text"
        # model-written SQL: the session is reset after it, the tools' prepared statements with everything else
        # (a PREPARE of its own is refused: it returns no rows)
        with pytest.raises(DatabaseError):
            db.query("PREPARE mine AS SELECT 1", untrusted=True)
        assert db.query("SELECT 1", untrusted=True).rows == [(1,)]
        left = [s[2] for s in db.query(PREPARED).rows]
        assert len(left) == 1 and PREPARED in left[0], f"model SQL left prepared statements behind: {left}"
        # the driver knows the tools' statements are gone: they are prepared again, not called by a stale name
        assert invoke(run, Result, ctx, Input(name="Schaan")).best.name == "Schaan"
        assert len([s for s in db.query(PREPARED).rows if "hits AS MATERIALIZED" in s[2]]) == 1
    finally:
        db.close()


def test_a_tool_statement_returns_at_most_its_cap(db) -> None:
    """Not streamed: the server stops at the cap (+1 to tell there were more), with a final comment or semicolon."""
    for statement in ("SELECT g FROM generate_series(1, 1000000) g", "SELECT g FROM generate_series(1, 1000000) g;",
                      "SELECT g FROM generate_series(1, 1000000) g -- all of them"):
        result = db.query(statement, max_rows=10)
        assert len(result.rows) == 10 and result.truncated
    assert "Seq Scan" in "\n".join(row[0] for row in db.query("EXPLAIN SELECT * FROM pois").rows)
