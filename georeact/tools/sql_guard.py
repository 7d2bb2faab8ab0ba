"""Static validation of model-written SQL: one read-only SELECT over the profile's SQL tables, nothing else.

The allowed relations are `profile.sql_tables` (GS-QA's five tables, or planet_osm_point/line/polygon).
This is the first line of defence; the second is the database itself (READ ONLY transaction, a role that
can only read the data tables, a statement timeout). The guard parses with sqlglot and checks the AST, never
the text, and `GuardVerdict.sql` is sqlglot's regeneration of exactly the tree that was checked: that is
what the SQL tool executes, so a statement sqlglot and Postgres would tokenise differently (comments,
escapes) cannot smuggle anything past the check.
"""

from __future__ import annotations

import re

import sqlglot
from pydantic import BaseModel
from sqlglot import exp
from sqlglot.dialects.postgres import Postgres
from sqlglot.errors import SqlglotError

from georeact.db.profiles import GSQA, SchemaProfile


class PostGIS(Postgres):
    """Postgres, but every ST_* function stays an `exp.Anonymous` under the name the model wrote.

    Stock sqlglot parses ST_MakePoint and ST_Point into one `StPoint` node and prints it back as ST_POINT,
    which changes meaning on PostGIS >= 3.2 (ST_MakePoint(x, y, z) vs ST_Point(x, y, srid)).
    """

    class Parser(Postgres.Parser):
        FUNCTIONS = {name: builder for name, builder in Postgres.Parser.FUNCTIONS.items()
                     if not name.startswith("ST_")}


def parse(sql: str) -> list[exp.Expression]:
    """All statements in `sql` (empty ones dropped). Raises sqlglot's errors."""
    return [statement for statement in sqlglot.parse(sql, dialect=PostGIS)
            if statement is not None and not isinstance(statement, exp.Semicolon)]


def to_sql(tree: exp.Expression) -> str:
    # comments=False: a comment can never carry text into the executed statement;
    # normalize_functions=False keeps function names as written (a quoted name must not be upper-cased).
    return tree.sql(dialect=PostGIS, comments=False, normalize_functions=False)


# Exact names (lower case) of functions with side effects or file / network / process / catalog-executor access.
DENIED_FUNCTIONS: frozenset[str] = frozenset({
    "pg_read_file", "pg_read_binary_file", "pg_ls_dir", "pg_stat_file", "pg_file_write", "pg_file_rename",
    "pg_file_unlink", "pg_logdir_ls", "loread", "lowrite",
    "set_config", "pg_terminate_backend", "pg_cancel_backend", "pg_reload_conf", "pg_rotate_logfile",
    "pg_current_xact_id", "pg_current_xact_id_if_assigned", "nextval", "setval", "currval", "lastval",
    "query_to_xml", "query_to_xmlschema", "query_to_xml_and_xmlschema", "cursor_to_xml", "cursor_to_xmlschema",
    "table_to_xml", "table_to_xmlschema", "table_to_xml_and_xmlschema", "schema_to_xml", "schema_to_xmlschema",
    "schema_to_xml_and_xmlschema", "database_to_xml", "database_to_xmlschema", "database_to_xml_and_xmlschema",
    "ts_stat", "pg_notify", "pg_switch_wal", "pg_promote", "pg_export_snapshot", "pg_import_system_collations",
    "pg_log_backend_memory_contexts", "pg_stat_reset", "pg_wal_replay_pause", "pg_wal_replay_resume",
    "copy", "dblink",
})
# Families, by prefix.
DENIED_PREFIXES: tuple[str, ...] = (
    "pg_sleep", "lo_", "dblink", "pg_advisory", "pg_try_advisory", "txid_", "pg_logical_", "pg_replication_",
    "pg_create_", "pg_drop_", "pg_ls_", "pg_read_", "pg_file_", "pg_backup_", "pg_stat_reset", "pg_start_backup",
    "pg_stop_backup",
)

# Statement/clause node types that never belong in a read-only query, wherever they appear in the tree.
_FORBIDDEN_NODES: dict[type[exp.Expression], str] = {
    exp.Insert: "INSERT", exp.Update: "UPDATE", exp.Delete: "DELETE", exp.Merge: "MERGE",
    exp.Create: "CREATE", exp.Drop: "DROP", exp.Alter: "ALTER", exp.TruncateTable: "TRUNCATE",
    exp.Copy: "COPY", exp.Set: "SET", exp.Grant: "GRANT", exp.Revoke: "REVOKE",
    exp.Transaction: "BEGIN", exp.Commit: "COMMIT", exp.Rollback: "ROLLBACK", exp.Command: "command",
    exp.Into: "SELECT INTO", exp.Lock: "a locking clause (FOR UPDATE/SHARE)", exp.Analyze: "ANALYZE",
    exp.LoadData: "LOAD", exp.Use: "USE", exp.Pragma: "PRAGMA", exp.Execute: "EXECUTE", exp.Declare: "DECLARE",
    exp.Kill: "KILL",
}


class GuardVerdict(BaseModel):
    ok: bool
    reason: str | None = None
    statement_kind: str | None = None   # select / with / union / or what was refused (delete, do, ...)
    sql: str | None = None              # the checked statement, regenerated: execute this, not the input


def function_name(node: exp.Func) -> str:
    """The SQL name of a function call, lower case (Anonymous keeps the written name, typed nodes their SQL name)."""
    if isinstance(node, exp.Anonymous):
        return str(node.name).lower()
    return node.sql_name().lower()


def is_denied_function(name: str) -> bool:
    name = name.lower().strip('"')
    return name in DENIED_FUNCTIONS or name.startswith(DENIED_PREFIXES)


def _statement_kind(tree: exp.Expression) -> str:
    if isinstance(tree, exp.Command):
        return str(tree.this).split()[0].lower()
    if isinstance(tree, exp.Subquery):
        return _statement_kind(tree.this)
    if isinstance(tree, exp.Select):
        return "with" if tree.args.get("with_") or tree.args.get("with") else "select"
    if isinstance(tree, exp.SetOperation):
        return type(tree).__name__.lower()
    if isinstance(tree, exp.Transaction):
        return "begin"
    return type(tree).__name__.lower()


def _with_of(node: exp.Expression) -> exp.With | None:
    found = node.args.get("with_") or node.args.get("with")
    return found if isinstance(found, exp.With) else None


def visible_ctes(table: exp.Table) -> set[str]:
    """CTE names a table reference can see (a non-recursive CTE does not see itself or later CTEs)."""
    names: set[str] = set()
    child: exp.Expression = table
    parent = table.parent
    while parent is not None:
        if isinstance(child, exp.CTE) and isinstance(parent, exp.With):
            index = next(i for i, cte in enumerate(parent.expressions) if cte is child)
            upto = index + 1 if parent.args.get("recursive") else index
            names.update(cte.alias_or_name.lower() for cte in parent.expressions[:upto])
        else:
            with_ = _with_of(parent)
            if with_ is not None and child is not with_:
                names.update(cte.alias_or_name.lower() for cte in with_.expressions)
        child, parent = parent, parent.parent
    return names


def _check_tree(tree: exp.Expression, profile: SchemaProfile) -> str | None:
    """The reason to refuse `tree`, or None."""
    allowed_tables = {relation.lower() for relation in profile.sql_tables}
    for node in tree.walk():
        for node_type, label in _FORBIDDEN_NODES.items():
            if isinstance(node, node_type):
                if isinstance(node, exp.Command):
                    label = str(node.this).split()[0].upper()
                return f"{label} is not allowed: only read-only SELECT queries"
        if isinstance(node, exp.Func):
            name = function_name(node)
            if is_denied_function(name):
                return f"function {name}() is not allowed (side effects or server access)"
        if isinstance(node, exp.Table) and not isinstance(node.this, exp.Func):
            reason = _check_table(node, allowed_tables)
            if reason:
                return reason
    return None


def _check_table(table: exp.Table, allowed: set[str]) -> str | None:
    name, schema, catalog = table.name.lower(), table.db.lower(), table.catalog.lower()
    qualified = ".".join(part for part in (catalog, schema, name) if part)
    if not catalog and not schema and name in visible_ctes(table):
        return None
    if not catalog and schema in ("", "public") and name in allowed:
        return None
    return f"table {qualified} is not allowed: query only {', '.join(sorted(allowed))}"


def validate(sql: str, profile: SchemaProfile = GSQA) -> GuardVerdict:
    """Accept exactly one read-only SELECT (or WITH … SELECT, UNION …) over the profile's tables."""
    if not sql or not sql.strip():
        return GuardVerdict(ok=False, reason="empty query")
    try:
        statements = parse(sql)
    except SqlglotError as exc:
        first = re.sub(r"\x1b\[[0-9;]*m", "", str(exc)).strip().splitlines()[0][:200]
        return GuardVerdict(ok=False, reason=f"could not parse: {first}")
    if len(statements) != 1:
        kinds = ", ".join(_statement_kind(s) for s in statements) or "nothing"
        return GuardVerdict(ok=False, reason=f"exactly one statement is allowed, got {len(statements)} ({kinds})",
                            statement_kind="multiple")
    tree = statements[0]
    kind = _statement_kind(tree)
    if isinstance(tree, exp.Alias | exp.Column | exp.Identifier | exp.Var):
        kind = sql.split()[0].lower()   # sqlglot reads e.g. `LISTEN ch` as the column LISTEN aliased ch
    query = tree.this if isinstance(tree, exp.Subquery) else tree
    if not isinstance(query, exp.Select | exp.SetOperation):
        return GuardVerdict(ok=False, reason=f"only SELECT queries are allowed, got {kind.upper()}", statement_kind=kind)
    reason = _check_tree(tree, profile)
    if reason:
        return GuardVerdict(ok=False, reason=reason, statement_kind=kind)
    return GuardVerdict(ok=True, statement_kind=kind, sql=to_sql(tree))
