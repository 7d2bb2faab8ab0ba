"""InspectSchema: what tables and columns exist, and what values the columns hold (from pg_stats)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from georeact.tools.base import ToolContext, ToolInput, ToolResult

NAME = "InspectSchema"
DESCRIPTION = (
    "Show the database schema: without `table` the tables with row counts and geometry types; with `table` its "
    "columns, and the most common values of its text columns (or of the `columns` you name). Use it before "
    "writing SQL on a column you are unsure of."
)

TOP_VALUES = 8
MAX_VALUE_CHARS = 40
TEXT_TYPES = {"text", "character", "character varying"}

_column_cache: dict[tuple[str, str], dict[str, str]] = {}


class Input(ToolInput):
    table: str | None = Field(None, description="A table name ({sql_tables}); omit for the overview.")
    columns: list[str] | None = Field(None, description="Columns to describe in detail; default all text columns.")


class TableInfo(BaseModel):
    table: str
    rows: int
    name_column: str
    geometry_types: dict[str, int]


class ColumnInfo(BaseModel):
    name: str
    type: str
    null_frac: float | None = None
    n_distinct: float | None = Field(None, description="Distinct values; negative = fraction of rows (-1 = unique).")
    common_values: list[str] | None = None
    common_keys: list[str] | None = Field(None, description="For jsonb columns: the most frequent keys (with counts).")


GSQA_TITLE = "Tables (geography(4326) column `geometry`, jsonb `tags`; entities are referred to as table:id):"


class Result(ToolResult):
    tool = NAME
    tables: list[TableInfo] = []
    table: str | None = None
    columns: list[ColumnInfo] = []
    title: str = GSQA_TITLE

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        if self.table is None:
            lines = [self.title]
            for t in self.tables:
                kinds = ", ".join(f"{k} {n}" for k, n in self.tables_kinds(t))
                lines.append(f"- {t.table}: {t.rows} rows, name column {t.name_column}; geometries: {kinds}")
            return "\n".join(lines)
        lines = [f"{self.table} columns:"]
        for c in self.columns:
            text = f"- {c.name} {c.type}"
            if c.null_frac is not None:
                text += f" | null {c.null_frac:.0%}"
            if c.n_distinct is not None:
                text += f" | distinct {_distinct(c.n_distinct)}"
            if c.common_values:
                text += " | common: " + ", ".join(c.common_values)
            if c.common_keys:
                arrow = "->" if c.type == "hstore" else "->>"   # hstore has no ->>
                text += f" | common keys (use {c.name}{arrow}'key'): " + ", ".join(c.common_keys)
            lines.append(text)
        return "\n".join(lines)

    @staticmethod
    def tables_kinds(t: TableInfo) -> list[tuple[str, int]]:
        return sorted(t.geometry_types.items(), key=lambda kv: -kv[1])


def _distinct(n: float) -> str:
    return f"{-n:.0%} of rows" if n < 0 else f"{n:g}"


def _title(ctx: ToolContext) -> str:
    profile = ctx.profile
    if not profile.projected:
        return GSQA_TITLE
    return (f"Tables (osm2pgsql classic: geometry(EPSG:{profile.sql_srid}) column `{profile.sql_geometry}`, hstore "
            f"`tags`, osm_id < 0 = a relation; metres: ST_Transform({profile.sql_geometry}, 4326)::geography, indexed):")


def table_columns(ctx: ToolContext, table: str) -> dict[str, str]:
    """Column name -> SQL type of a logical table (cached per database; the schema does not change at run time)."""
    return relation_columns(ctx, ctx.profile.table(table).relation)


def relation_columns(ctx: ToolContext, relation: str) -> dict[str, str]:
    """Column name -> SQL type of a table or view, `schema.name` or a name on the search path."""
    key = (ctx.db.url, relation)
    if key not in _column_cache:
        schema, _, name = relation.rpartition(".")
        rows = ctx.db.query(
            "SELECT column_name, CASE WHEN data_type = 'USER-DEFINED' THEN udt_name ELSE data_type END"
            " FROM information_schema.columns WHERE table_name = %s AND table_schema = coalesce(%s, current_schema())"
            " ORDER BY ordinal_position",
            [name, schema or None], max_rows=500).rows
        _column_cache[key] = {column: kind for column, kind in rows}
    return _column_cache[key]


def _overview(ctx: ToolContext) -> list[TableInfo]:
    """The relations the model's own SQL may read (the profile's sql_tables), not the tools' logical views."""
    infos = []
    geometry = ctx.profile.sql_geometry
    for relation, name_column in ctx.profile.sql_tables.items():
        rows = ctx.db.query(
            f"SELECT GeometryType(t.{geometry}::geometry), count(*) FROM {relation} t GROUP BY 1 ORDER BY 2 DESC",
            max_rows=50).rows
        kinds = {str(kind): int(n) for kind, n in rows}
        infos.append(TableInfo(table=relation, rows=sum(kinds.values()), name_column=name_column, geometry_types=kinds))
    return infos


def _clip(value: Any) -> str:
    text = str(value)
    return text if len(text) <= MAX_VALUE_CHARS else text[: MAX_VALUE_CHARS - 1] + "…"


def _describe(ctx: ToolContext, relation: str, wanted: list[str]) -> list[ColumnInfo]:
    columns = relation_columns(ctx, relation)
    schema, _, name = relation.rpartition(".")
    # Column names travel as parameters; pg_stats only shows columns the reader may select.
    stats = ctx.db.query(
        "SELECT attname, null_frac, n_distinct, most_common_vals::text::text[] FROM pg_stats"
        " WHERE tablename = %s AND schemaname = coalesce(%s, current_schema()) AND attname = ANY(%s)",
        [name, schema or None, wanted], max_rows=500).rows
    by_name = {row[0]: row for row in stats}
    infos = []
    for column, kind in columns.items():
        info = ColumnInfo(name=column, type=kind)
        if column in wanted and column in by_name and kind not in ("geography", "geometry"):
            _, null_frac, n_distinct, common = by_name[column]
            info.null_frac = round(float(null_frac), 4)
            info.n_distinct = round(float(n_distinct), 4)
            if common and kind != "jsonb":  # whole jsonb documents say little; keys are shown instead
                info.common_values = [_clip(v) for v in common[:TOP_VALUES]]
        if kind in ("jsonb", "hstore") and (column in wanted or column == "tags"):
            info.common_keys = _tag_keys(ctx, relation, column, kind, set(columns))
        infos.append(info)
    return infos


def _tag_keys(ctx: ToolContext, relation: str, column: str, kind: str, columns: set[str]) -> list[str]:
    """Most frequent keys of a jsonb or hstore column over a bounded sample (the column name comes from the catalog),
    leaving out the keys that are columns of their own (tags keeps every tag: `amenity` is also a column)."""
    own = sorted({c for c in columns} | {"name"})
    keys = ("skeys(s.doc)" if kind == "hstore" else
            "jsonb_object_keys(CASE WHEN jsonb_typeof(s.doc) = 'object' THEN s.doc ELSE '{}'::jsonb END)")
    rows = ctx.db.query(
        f'SELECT k, count(*) FROM (SELECT "{column}" AS doc FROM {relation} LIMIT 20000) s, {keys} k'
        " WHERE replace(k, ':', '_') <> ALL(%s) GROUP BY k ORDER BY 2 DESC, k LIMIT %s", [own, TOP_VALUES * 2],
        max_rows=TOP_VALUES * 2).rows
    return [f"{_clip(key)} {n}" for key, n in rows]


def run(ctx: ToolContext, args: Input) -> Result:
    if not args.table:
        return Result(tables=_overview(ctx), title=_title(ctx))
    table = args.table.strip().lower()
    if table not in ctx.profile.sql_tables:
        return Result(ok=False, error=f"Unknown table {args.table!r}. Valid tables: {', '.join(ctx.profile.sql_tables)}.")
    columns = relation_columns(ctx, table)
    if args.columns:
        unknown = [c for c in args.columns if c not in columns]
        if unknown:
            return Result(ok=False, error=f"Unknown column(s) {', '.join(map(repr, unknown))} in {table}. "
                                          f"Valid columns: {', '.join(columns)}. Tag keys live in "
                                          f"tags{'->' if columns.get('tags') == 'hstore' else '->>'}'key'.")
        wanted = list(dict.fromkeys(args.columns))
    else:
        wanted = [c for c, kind in columns.items() if kind in TEXT_TYPES]
    return Result(table=table, columns=_describe(ctx, table, wanted))
