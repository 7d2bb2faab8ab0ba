"""Static validation of model-written SQL: one read-only SELECT over the profile's SQL tables, nothing else.

Deny by default. A statement passes only when every relation it reads is one of `profile.sql_tables` (or a
CTE it defines), every function it calls is on the allowlist below, and no value is cast to an object
identifier type (regclass, regproc, ...). Names are compared as Postgres resolves them: unquoted identifiers
fold to lower case, quoted ones keep their case, and a schema-qualified function must live in pg_catalog or
public. This is the first line of defence; the second is the database itself (READ ONLY transaction, a role
that can only read the data tables, statement and temp-file limits).

The guard parses with sqlglot and checks the AST, never the text, and `GuardVerdict.sql` is sqlglot's
regeneration of exactly the tree that was checked: that is what the SQL tool executes, so a statement sqlglot
and Postgres would tokenise differently (comments, escapes) cannot smuggle anything past the check.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import sqlglot
from pydantic import BaseModel
from sqlglot import exp
from sqlglot.dialects.postgres import Postgres
from sqlglot.errors import ParseError, SqlglotError

from georeact.db.profiles import GSQA, SchemaProfile

MAX_SQL_CHARS = 20_000
MAX_NESTING = 64       # parentheses; sqlglot recurses per level and Python's stack ends near 300 of them
MAX_SUBSCRIPTS = 32    # `x[1][1]...`: sqlglot's parser is quadratic in them (1,000 took 5 s)
MAX_TREE_DEPTH = 120   # `1+1+...`, `x::int::int...`: flat text, a deep tree that repair and regeneration recurse


class PostGIS(Postgres):
    """Postgres, but every function call stays an `exp.Anonymous` under the name the model wrote.

    The allowlist then sees the name Postgres will resolve, and regeneration cannot rename a call (stock
    sqlglot prints ST_MakePoint as ST_POINT, which changes meaning on PostGIS >= 3.2). Only syntax with a
    grammar of its own (CAST, EXTRACT, SUBSTRING ... FROM, operators) still becomes a typed node.
    """

    class Parser(Postgres.Parser):
        FUNCTIONS: dict = {}


def nesting(sql: str) -> tuple[int, int]:
    """(deepest parenthesis nesting, number of `[`) outside string literals and quoted identifiers."""
    depth = deepest = brackets = 0
    quote: str | None = None
    for char in sql:
        if quote:
            if char == quote:
                quote = None
        elif char in "'\"":
            quote = char
        elif char == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif char == ")":
            depth -= 1
        elif char == "[":
            brackets += 1
    return deepest, brackets


def tree_depth(tree: exp.Expression) -> int:
    """The depth of a syntax tree, without recursion."""
    deepest, stack = 0, [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        stack.extend((child, depth + 1) for child in node.iter_expressions())
    return deepest


def parse(sql: str) -> list[exp.Expression]:
    """All statements in `sql` (empty ones dropped). Raises sqlglot's errors, also for input too long or too
    deeply nested to parse safely (sqlglot's parser and generator recurse once per level)."""
    if len(sql) > MAX_SQL_CHARS:
        raise ParseError(f"the query is {len(sql):,} characters long; at most {MAX_SQL_CHARS:,} are accepted")
    depth, brackets = nesting(sql)
    if depth > MAX_NESTING:
        raise ParseError(f"the query nests parentheses more than {MAX_NESTING} levels deep")
    if brackets > MAX_SUBSCRIPTS:
        raise ParseError(f"the query has more than {MAX_SUBSCRIPTS} array subscripts")
    try:
        statements = [statement for statement in sqlglot.parse(sql, dialect=PostGIS)
                      if statement is not None and not isinstance(statement, exp.Semicolon)]
    except RecursionError as exc:
        raise ParseError("the query is nested too deeply to check") from exc
    if any(tree_depth(statement) > MAX_TREE_DEPTH for statement in statements):
        raise ParseError(f"the query's expressions nest more than {MAX_TREE_DEPTH} levels deep")
    return statements


def to_sql(tree: exp.Expression) -> str:
    # comments=False: a comment can never carry text into the executed statement;
    # normalize_functions=False keeps function names as written (a quoted name must not be upper-cased).
    return tree.sql(dialect=PostGIS, comments=False, normalize_functions=False)


# --- what model-written SQL may call ----------------------------------------------------------------------

# Built-in functions (lower case, as Postgres resolves them): aggregates, window functions, math, strings,
# dates, arrays, JSON, text search, plus what the extensions add for names (pg_trgm, unaccent, hstore).
# Nothing here takes SQL text, a relation name or a file, changes a setting, or signals another session.
ALLOWED_FUNCTIONS: frozenset[str] = frozenset("""
    count sum avg min max array_agg string_agg bool_and bool_or every bit_and bit_or stddev stddev_pop
    stddev_samp variance var_pop var_samp corr covar_pop covar_samp percentile_cont percentile_disc mode
    json_agg jsonb_agg json_object_agg jsonb_object_agg grouping
    row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value
    abs cbrt ceil ceiling degrees div exp floor ln log log10 mod pi power radians round sign sqrt trunc
    width_bucket acos asin atan atan2 cos cot sin tan acosd asind atand atan2d cosd cotd sind tand greatest
    least coalesce nullif random scale gcd lcm
    length char_length character_length octet_length bit_length lower upper initcap substr substring left
    right strpos position replace translate trim btrim ltrim rtrim concat concat_ws split_part reverse
    starts_with format quote_ident quote_literal quote_nullable md5 chr ascii encode decode regexp_replace
    regexp_match regexp_matches regexp_split_to_array regexp_split_to_table regexp_like regexp_count
    regexp_instr regexp_substr string_to_array array_to_string string_to_table to_char to_number to_date
    to_timestamp normalize
    now current_date date_trunc date_part extract age make_date make_time make_timestamp make_timestamptz
    make_interval justify_days justify_hours justify_interval isfinite clock_timestamp statement_timestamp
    timezone
    array_length array_upper array_lower array_dims array_ndims cardinality unnest array_position
    array_positions array_remove array_replace array_append array_prepend array_cat generate_series
    generate_subscripts
    to_json to_jsonb row_to_json array_to_json json_build_object jsonb_build_object json_build_array
    jsonb_build_array json_array_elements jsonb_array_elements json_array_elements_text
    jsonb_array_elements_text json_each jsonb_each json_each_text jsonb_each_text json_object_keys
    jsonb_object_keys json_typeof jsonb_typeof json_array_length jsonb_array_length json_extract_path
    jsonb_extract_path json_extract_path_text jsonb_extract_path_text jsonb_pretty jsonb_strip_nulls
    to_tsvector to_tsquery plainto_tsquery phraseto_tsquery websearch_to_tsquery ts_rank ts_rank_cd
    ts_headline setweight pg_typeof
    similarity word_similarity strict_word_similarity show_trgm unaccent georeact_fold
    akeys avals skeys svals exist defined isexists isdefined exists_any exists_all hstore_to_json
    hstore_to_jsonb hstore_to_array hstore_to_matrix each slice
    geometry geography box2d box3d geometrytype
""".split())
# PostGIS spatial functions (st_*) are allowed as a family, except these, each with why.
_READS_OR_WRITES = "it reads a relation named by a text argument, runs SQL, or creates a table"
# Clustering that compares pairs of rows (DBSCAN and ClusterWithin every pair within the distance, k-means every
# row with every centre) in C code that ignores the statement timeout, and for the first two pg_terminate_backend
# too (issue 41: 200,000 points ran on past both; on a replica nothing but its host could end it); the number of
# rows is not known before the statement runs, so no budget can hold it.
_PAIRS_OF_ROWS = ("it compares pairs of rows in C code the database cannot stop once started; group by a grid "
                  "instead (GROUP BY ST_SnapToGrid(geometry::geometry, size))")
DENIED_SPATIAL: dict[str, str] = {
    **dict.fromkeys(("st_estimatedextent", "st_findextent", "st_fromflatgeobuftotable", "st_fromflatgeobuf"),
                    _READS_OR_WRITES),
    **dict.fromkeys(("st_clusterdbscan", "st_clusterwithin", "st_clusterkmeans"), _PAIRS_OF_ROWS),
}
# Typed sqlglot nodes that stand for syntax with a grammar of its own (everything else is an Anonymous call,
# or an operator: exp.Binary / exp.Unary / exp.Connector / exp.Predicate).
ALLOWED_SYNTAX: tuple[type[exp.Expression], ...] = (
    exp.Cast, exp.TryCast, exp.Case, exp.If, exp.Extract, exp.Substring, exp.StrPosition, exp.Trim,
    exp.Overlay, exp.Ceil, exp.Floor, exp.Initcap, exp.Chr, exp.Sqrt, exp.Decode, exp.GroupConcat,
    exp.JSONArrayAgg, exp.CurrentDate, exp.CurrentTime, exp.CurrentTimestamp, exp.Localtime,
    exp.Localtimestamp, exp.Exists, exp.Array, exp.Binary, exp.Unary, exp.Connector, exp.Predicate,
)
# Object identifier types turn text into catalog lookups ('pg_authid'::regclass).
_OID_TYPE = re.compile(r"^reg[a-z]*$")


def is_allowed_function(name: str) -> bool:
    """`name` as Postgres resolves it (already case-folded)."""
    if name.startswith("st_"):
        return name not in DENIED_SPATIAL
    return name in ALLOWED_FUNCTIONS


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


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def ascii_lower(text: str) -> str:
    """Lower case as Postgres folds an unquoted identifier in UTF-8: A-Z only. Python's lower() also folds
    letters Postgres keeps: a CTE named with the Kelvin sign (U+212A) would fold to 'pg_locks' here and let the
    real pg_locks pass as that CTE."""
    return text.translate(_ASCII_LOWER)


def folded(identifier: exp.Expression | str | None) -> str:
    """An identifier as Postgres resolves it: unquoted folds to lower case, quoted stays as written."""
    if identifier is None:
        return ""
    if isinstance(identifier, exp.Identifier):
        return identifier.name if identifier.quoted else ascii_lower(identifier.name)
    if isinstance(identifier, exp.Expression):
        return ascii_lower(identifier.name)
    return ascii_lower(str(identifier))


def _qualifier(call: exp.Anonymous) -> list[str]:
    """The schema (and catalog) a call is qualified with, folded: `pg_catalog.now()` -> ['pg_catalog']."""
    parent = call.parent
    if isinstance(parent, exp.Dot) and parent.expression is call:
        return [folded(part) for part in parent.this.parts] if isinstance(parent.this, exp.Column | exp.Dot) \
            else [folded(parent.this)]
    if isinstance(parent, exp.Table) and parent.this is call:
        return [folded(parent.args.get(key)) for key in ("catalog", "db") if parent.args.get(key)]
    return []


def _function_reason(node: exp.Func) -> str | None:
    if isinstance(node, exp.Anonymous):
        name = folded(node.this)
        qualifier = _qualifier(node)
        if qualifier and qualifier not in (["pg_catalog"], ["public"]):
            return f"function {'.'.join(qualifier)}.{name}() is not allowed: call functions by their plain name"
        if name in DENIED_SPATIAL:
            return f"function {name}() is not allowed: {DENIED_SPATIAL[name]}"
        if not is_allowed_function(name):
            return f"function {name}() is not allowed: use PostGIS (ST_*), math, string, date and aggregate functions"
        return None
    if isinstance(node, ALLOWED_SYNTAX):
        return None
    return f"function {node.sql_name().lower()}() is not allowed"


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


def _cte_name(cte: exp.CTE) -> str:
    alias = cte.args.get("alias")
    return folded(alias.this) if isinstance(alias, exp.TableAlias) and alias.this else ascii_lower(cte.alias_or_name)


def visible_ctes(table: exp.Table) -> set[str]:
    """Folded CTE names a table reference can see (a non-recursive CTE does not see itself or later CTEs)."""
    names: set[str] = set()
    child: exp.Expression = table
    parent = table.parent
    while parent is not None:
        if isinstance(child, exp.CTE) and isinstance(parent, exp.With):
            index = next(i for i, cte in enumerate(parent.expressions) if cte is child)
            upto = index + 1 if parent.args.get("recursive") else index
            names.update(_cte_name(cte) for cte in parent.expressions[:upto])
        else:
            with_ = _with_of(parent)
            if with_ is not None and child is not with_:
                names.update(_cte_name(cte) for cte in with_.expressions)
        child, parent = parent, parent.parent
    return names


def _check_table(table: exp.Table, allowed: set[str]) -> str | None:
    name = folded(table.this)
    schema, catalog = folded(table.args.get("db")), folded(table.args.get("catalog"))
    qualified = ".".join(part for part in (catalog, schema, name) if part)
    if not catalog and not schema and name in visible_ctes(table):
        return None
    if not catalog and schema in ("", "public") and name in allowed:
        return None
    return f"table {qualified} is not allowed: query only {', '.join(sorted(allowed))}"


def _type_name(node: exp.DataType) -> str:
    """A type as Postgres resolves it, without schema, quotes or array brackets: 'pg_catalog."RegClass"[]' ->
    'regclass' (quoted mixed case names another type, which Postgres then fails to find)."""
    text = node.sql(dialect=PostGIS).replace('"', "").replace(" ", "")
    return ascii_lower(text.split(".")[-1].split("[")[0])


def _defined_names(tree: exp.Expression) -> set[str]:
    """Every column name the statement itself gives a table: the select-list aliases of a CTE or of a subquery in
    FROM or JOIN, and table and CTE column aliases. Not the aliases of any other select list: `SELECT 1 AS
    pg_column_size, p.pg_column_size FROM pois p` gives pois no such column, and p.pg_column_size is a call."""
    names = {folded(node.args.get("alias")) for node in tree.find_all(exp.Alias) if _names_a_table_column(node)}
    for alias in tree.find_all(exp.TableAlias):
        names.update(folded(column) for column in alias.columns)
    return names


def _base_qualifiers(tree: exp.Expression) -> set[str]:
    """The names and aliases by which the statement reads the database's own tables (not its CTEs): their columns
    are the tables' real columns, whatever names the statement defines elsewhere."""
    ctes = {folded(cte.alias_or_name) for cte in tree.find_all(exp.CTE)}
    return {folded(table.alias_or_name) for table in tree.find_all(exp.Table)
            if folded(table.name) not in ctes and not isinstance(table.this, exp.Func)}


def _names_a_table_column(alias: exp.Alias) -> bool:
    """Whether a select-list alias names a column of a table the statement makes (a CTE's, a derived table's)."""
    select = alias.parent
    if not isinstance(select, exp.Select):   # an alias outside a select list
        return False
    outer = select.parent
    while isinstance(outer, (exp.Union, exp.Intersect, exp.Except)):   # the first select of a set operation
        outer = outer.parent
    if isinstance(outer, exp.CTE):
        return True
    return isinstance(outer, exp.Subquery) and isinstance(outer.parent, (exp.From, exp.Join))


def _attribute_call(node: exp.Expression, columns: Callable[[], set[str]], defined: set[str],
                    base: set[str]) -> str | None:
    """`p.pg_column_size` (or `(p).f`) is a call of f(p) when p has no such column: attribute notation reaches
    any function of a row. A qualified name must be a column, a name the statement defines, or an allowed
    function."""
    if isinstance(node, exp.Column) and node.args.get("table") is not None:
        name = folded(node.this)
        qualifier = folded(node.args["table"])
    elif isinstance(node, exp.Dot) and isinstance(node.expression, exp.Identifier):
        name = folded(node.expression)
        inner = node.this.find(exp.Column)
        qualifier = folded(inner.this) if inner is not None else ""
    else:
        return None
    # a name the statement gives a table counts only for a qualifier that is not one of the database's tables
    if name == "*" or is_allowed_function(name) or name in columns() or (name in defined and qualifier not in base):
        return None
    return (f"{node.sql(dialect=PostGIS)} is neither a column nor an allowed function (x.f calls f(x) when x has "
            "no column f): name a column of the tables")


def _check_tree(tree: exp.Expression, profile: SchemaProfile,
                columns: Callable[[], set[str]] | None = None) -> str | None:
    """The reason to refuse `tree`, or None. `columns`: the tables' real columns, for attribute notation (asked
    for only when a qualified name needs them)."""
    allowed_tables = {ascii_lower(relation) for relation in profile.sql_tables}
    defined = _defined_names(tree) if columns is not None else set()
    base = _base_qualifiers(tree) if columns is not None else set()
    for node in tree.walk():
        for node_type, label in _FORBIDDEN_NODES.items():
            if isinstance(node, node_type):
                if isinstance(node, exp.Command):
                    label = str(node.this).split()[0].upper()
                return f"{label} is not allowed: only read-only SELECT queries"
        if isinstance(node, exp.Func):
            reason = _function_reason(node)
            if reason:
                return reason
        if isinstance(node, exp.DataType) and _OID_TYPE.match(_type_name(node)):
            return f"casts to {_type_name(node)} are not allowed (catalog lookups)"
        if columns is not None:
            reason = _attribute_call(node, columns, defined, base)
            if reason:
                return reason
        if isinstance(node, exp.Table) and not isinstance(node.this, exp.Func):
            reason = _check_table(node, allowed_tables)
            if reason:
                return reason
    return None


def validate(sql: str, profile: SchemaProfile = GSQA,
             columns: Callable[[], set[str]] | None = None) -> GuardVerdict:
    """Accept exactly one read-only SELECT (or WITH … SELECT, UNION …) over the profile's tables. `columns`: gives
    the tables' real column names; with it a qualified name that is no column (`p.pg_column_size`) is refused."""
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
    try:
        reason = _check_tree(tree, profile, columns)
        checked = None if reason else to_sql(tree)
    except RecursionError:
        reason = "the query is nested too deeply to check"
    if reason:
        return GuardVerdict(ok=False, reason=reason, statement_kind=kind)
    return GuardVerdict(ok=True, statement_kind=kind, sql=checked)
