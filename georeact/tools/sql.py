"""GenerateSQL and RefineSQL: run the model's own SELECT on the data, safely.

One execution path for both tools: preprocess + repair (`sql_repair`), validate (`sql_guard`), then run the
guard's regenerated statement through `ctx.db.query` (READ ONLY transaction, statement timeout, fetch cap).
The observation shows at most `settings.row_cap` rows and the total count; geometry values are summarised
(`<POINT 24.9441,60.1700>`, `<POLYGON, 12 345 m²>`) because WKB hex would flood the small model's context.
"""

from __future__ import annotations

import difflib
import json
import re
import struct
from datetime import date, datetime
from decimal import Decimal
from types import SimpleNamespace
from typing import Any

import shapely
import shapely.wkb
import shapely.wkt
from pydantic import Field, model_validator
from pydantic.json_schema import SkipJsonSchema

from georeact.db.profiles import GSQA, SchemaProfile
from georeact.db.session import DatabaseError, DatabaseUnavailable, QueryTimeout
from georeact.geo.geodesy import GEOD
from georeact.tools.base import ToolContext, ToolInput, ToolResult
from georeact.tools.inspect_schema import relation_columns
from georeact.tools.sql_cost import REFUSED, TooManyCalls, bounded
from georeact.tools.sql_guard import MAX_SQL_CHARS, validate
from georeact.tools.metric.models import Problem
from georeact.tools.sql_repair import RepairResult, repair
from georeact.reading.vocabulary import is_buildings
from georeact.tools.sql_templates import Aggregate, write

_WKB_HEX = re.compile(r"(?:00|01)[0-9A-Fa-f]{16,}")
_WKT = re.compile(r"^\s*(?:SRID=\d+;\s*)?(?:MULTI)?(?:POINT|LINESTRING|POLYGON|GEOMETRYCOLLECTION)\b", re.IGNORECASE)
MAX_CELL_CHARS = 120
# GEOS parses and measures nested collections recursively: a model-written cell nesting GEOMETRYCOLLECTIONs
# overflowed its stack and killed the process (exit 139). Measured (shapely 2.2, GEOS 3.14): the crash starts at
# ~11,800 levels of WKB and ~20,900 of WKT on an 8 MB stack, ~730 / ~1,280 on a 512 KB thread stack and
# ~360 / ~630 on 256 KB. Real geometries nest 2-4 levels; deeper ones are summarised without parsing.
MAX_NESTING = 32
MAX_GEOMETRY_CHARS = 2_000_000   # 1 MB of WKB as hex (the server's cell cap): larger values are not parsed


# --- inputs / result --------------------------------------------------------------------------------------

class GenerateInput(ToolInput):
    TEXT_CAPS = {"sql": MAX_SQL_CHARS}
    # a model always writes sql (the template is the plan's): the schema it sees says so
    model_config = {**ToolInput.model_config, "json_schema_extra": {"required": ["sql"]}}
    # {placeholders} are filled from the schema profile (registry.ToolSpec.openai_schema)
    sql: str | None = Field(None, description="One PostgreSQL SELECT over {sql_tables}. {sql_geometry_note}")
    # Instead of sql: an aggregate the tool writes the SELECT for (the plan's step, tools/sql_templates.py). Left out
    # of the schema a model sees: the small model writes SQL when no template fits, and a longer schema is prompt
    # time (measured: the embedded model's host-tool call went wrong once the schema carried the template).
    template: SkipJsonSchema[Aggregate | None] = None

    @model_validator(mode="after")
    def _one(self) -> GenerateInput:
        if (self.sql is None) == (self.template is None):
            raise ValueError("give sql (a SELECT) or template (an aggregate), one of them")
        return self


class RefineInput(ToolInput):
    TEXT_CAPS = {"sql": MAX_SQL_CHARS, "previous_sql": MAX_SQL_CHARS}
    sql: str = Field(description="The corrected SELECT.")
    previous_sql: str | None = Field(None, description="The query it replaces (to show what changed).")


class Result(ToolResult):
    columns: list[str] = []
    rows: list[list[str]] = []
    total_rows: int = 0
    more_than_total: bool = Field(False, description="True when the fetch cap was hit: total_rows is a lower bound.")
    executed_sql: str | None = None
    fixes: list[str] = []
    changes: list[str] = []
    scope: str | None = Field(None, description="A template's scope in words ('within 150 m of Senaatintori').")

    def _header(self) -> list[str]:
        lines = []
        if self.changes:
            lines.append("changes vs previous: " + "; ".join(self.changes))
        if self.fixes:
            lines.append("fixes applied: " + "; ".join(self.fixes))
        return lines

    def render(self) -> str:
        if not self.ok:
            return "\n".join([f"ERROR: {self.error}", *self._header()])
        lines = self._header()
        total = f"more than {self.total_rows}" if self.more_than_total else str(self.total_rows)
        if not self.rows:
            lines.append("0 rows")
            return "\n".join(lines)
        shown = f"{len(self.rows)} of {total} rows" if len(self.rows) < self.total_rows else f"{total} rows"
        lines.append(f"{shown}; columns: {' | '.join(self.columns)}")
        lines.extend(" | ".join(row) for row in self.rows)
        return "\n".join(lines)


# --- value rendering --------------------------------------------------------------------------------------

def _group(number: float) -> str:
    return f"{number:,.0f}".replace(",", " ")


def summarize_geometry(geom: shapely.Geometry, srid: int | None) -> str:
    """A short description of a geometry: type and coordinates (points) or geodesic size (lines, areas)."""
    kind = geom.geom_type.upper()
    if geom.is_empty:
        return f"<{kind} EMPTY>"
    lonlat = srid in (None, 0, 4326)
    if isinstance(geom, shapely.Point):
        return f"<{kind} {geom.x:.4f},{geom.y:.4f}>" if lonlat else f"<{kind} {geom.x:.1f},{geom.y:.1f} (SRID {srid})>"
    parts = f" {len(geom.geoms)} parts" if hasattr(geom, "geoms") else ""
    if geom.area > 0:
        size = abs(GEOD.geometry_area_perimeter(geom)[0]) if lonlat else geom.area
        return f"<{kind}{parts}, {_group(size)} m²>" if lonlat else f"<{kind}{parts}, {_group(size)} units² (SRID {srid})>"
    if geom.length > 0:
        size = GEOD.geometry_length(geom) if lonlat else geom.length
        return f"<{kind}{parts}, {_group(size)} m>" if lonlat else f"<{kind}{parts}, {_group(size)} units (SRID {srid})>"
    point = geom.representative_point()
    return f"<{kind}{parts} at {point.x:.4f},{point.y:.4f}>"


def render_value(value: Any) -> str:
    """One cell as the model sees it; never raises (a value that cannot be rendered is described instead)."""
    try:
        return _render(value)
    except Exception as exc:   # an observation, not a failed tool call: the rows around it are still useful
        return f"<{type(value).__name__} value that could not be rendered ({type(exc).__name__})>"


def _render(value: Any) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float | Decimal):
        return f"{float(value):.10g}"
    if isinstance(value, date | datetime):
        return value.isoformat()
    if isinstance(value, dict | list):
        value = json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str)
    if isinstance(value, bytes | memoryview):
        value = bytes(value).hex()
    text = str(value)
    geometry = _parse_geometry(text)
    if geometry is not None:
        return geometry
    if len(text) > MAX_CELL_CHARS:
        return text[:MAX_CELL_CHARS] + f"… ({len(text)} chars)"
    return text.replace("\n", " ")


def _unparsed(text: str) -> str:
    return (f"<geometry-like value, {_group(len(text))} chars: too large or too deeply nested to summarise; "
            "use ST_NPoints/ST_Area in the query>")


def _parse_geometry(text: str) -> str | None:
    """A summary when the text is WKB hex or WKT that GEOS can safely parse; None when it is not a geometry."""
    wkb = len(text) % 2 == 0 and _WKB_HEX.fullmatch(text[:MAX_GEOMETRY_CHARS + 1]) is not None
    if not (wkb or _WKT.match(text)):
        return None
    if len(text) > MAX_GEOMETRY_CHARS:
        return _unparsed(text)
    try:
        if wkb:
            data = bytes.fromhex(text)
            depth = wkb_nesting(data)
            if depth is None:
                return None    # hex that is not WKB: plain text
            if depth > MAX_NESTING:
                return _unparsed(text)
            geom = shapely.wkb.loads(data)
            return summarize_geometry(geom, shapely.get_srid(geom))
        if wkt_nesting(text) > MAX_NESTING:
            return _unparsed(text)
        srid = None
        if text.lstrip().upper().startswith("SRID="):
            head, text = text.split(";", 1)
            srid = int(head.split("=")[1])
        return summarize_geometry(shapely.wkt.loads(text), srid)
    except (shapely.errors.GEOSException, ValueError):
        return None


def wkt_nesting(text: str, limit: int = MAX_NESTING) -> int:
    """The parenthesis depth of a WKT text, by a linear scan (stops once past `limit`)."""
    depth = deepest = 0
    for char in re.sub(r"[^()]", "", text):
        depth += 1 if char == "(" else -1
        if depth > deepest:
            deepest = depth
            if deepest > limit:
                break
    return deepest


_WKB_COLLECTIONS = {4, 5, 6, 7, 9, 10, 11, 12, 15, 16}   # multi*, collections, multi/compound curves, surfaces, TINs
_UINT32 = {0: struct.Struct(">I").unpack_from, 1: struct.Struct("<I").unpack_from}   # by the WKB byte-order byte


def wkb_nesting(data: bytes, limit: int = MAX_NESTING) -> int | None:
    """How deeply a WKB/EWKB geometry nests (a point: 1, a multipolygon: 2), read header by header without
    recursion and stopping once past `limit`; None when the bytes are not WKB of a known type."""
    pos, deepest = 0, 0
    left = [1]    # geometries still to read at each open level
    try:
        while left:
            if left[-1] == 0:
                left.pop()
                continue
            left[-1] -= 1
            deepest = max(deepest, len(left))
            if deepest > limit:
                return deepest
            uint32 = _UINT32[data[pos]]
            (code,) = uint32(data, pos + 1)
            pos += 9 if code & 0x20000000 else 5   # EWKB: an SRID follows the type
            iso, kind = divmod(code & 0x0FFFFFFF, 1000)
            point = 8 * (2 + bool(code & 0x80000000) + bool(code & 0x40000000) + (0, 1, 1, 2)[iso])
            if kind == 1:
                pos += point
            elif kind in (2, 8):      # linestring, circular string
                pos += 4 + point * uint32(data, pos)[0]
            elif kind in (3, 17):     # polygon, triangle: rings of points
                (rings,), pos = uint32(data, pos), pos + 4
                for _ in range(rings):
                    pos += 4 + point * uint32(data, pos)[0]
            elif kind in _WKB_COLLECTIONS:
                left.append(uint32(data, pos)[0])
                pos += 4
            else:
                return None
    except (IndexError, KeyError, struct.error):   # truncated or not WKB: shapely would refuse it too
        return None
    return deepest if pos <= len(data) else None


# --- errors -----------------------------------------------------------------------------------------------

_HINTS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r'column "?([\w.]+)"? does not exist'), "see InspectSchema for the columns of each table"),
    (re.compile(r'relation "?([\w.]+)"? does not exist'), "the tables are {tables}"),
    (re.compile(r"function (\S+?)\(.*\) does not exist"),
     "no {0} for these argument types: geography columns need ::geometry for geometry-only functions"),
    (re.compile(r"Only lon/lat coordinate systems are supported in geography"), "{lonlat}"),
    (re.compile(r"operator does not exist"), "the operand types do not match: add a cast (::text, ::numeric, ::geometry)"),
    (re.compile(r"must appear in the GROUP BY clause"), "add the column to GROUP BY or wrap it in an aggregate"),
    (re.compile(r"syntax error"), "check the SQL syntax (one SELECT, PostgreSQL dialect)"),
    (re.compile(r"invalid input syntax"), "a literal has the wrong type: check quotes and numbers"),
]


def explain_error(message: str, profile: SchemaProfile = GSQA) -> str:
    """The Postgres message (first line and its HINT) plus what to try next."""
    lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
    first = lines[0] if lines else "query failed"
    if (at := first.find(REFUSED)) >= 0:   # a pairwise call over its budget (sql_cost.py): its own words
        return first[at:].rstrip('"').rstrip(".") + "."
    pg_hint = next((line for line in lines if line.startswith("HINT:")), None)
    text = first.rstrip(".") + (f" ({pg_hint})" if pg_hint else "")
    lonlat = (f"geography needs lon/lat: ST_Transform({profile.sql_geometry}, 4326)::geography gives metres"
              if profile.projected else
              "do not cast ST_Transform output to geography; ST_Area/ST_Length on the geography column already give metres")
    for pattern, hint in _HINTS:
        match = pattern.search(message)
        if match:
            hint = hint.replace("{tables}", ", ".join(profile.sql_tables)).replace("{lonlat}", lonlat)
            return f"{text}. Hint: {hint.format(*match.groups())}."
    return text


def timeout_error(exc: QueryTimeout, profile: SchemaProfile = GSQA) -> str:
    """A stopped query in a line: which limit cut it, what became of a backend that ignored the cancel, what to do.
    The database says all three; this replaced them with the statement timeout and a LIMIT hint, so a cut by the
    question's time read as a slow query and a killed backend (every session of the server restarted) went unsaid."""
    if exc.by_question:
        cause = (f"when the question's time ran out ({exc.limit_s:g} s were left)" if exc.limit_s
                 else "the question's time was spent before it could run")
        advice = "no query fits in the time left: answer from the results so far"
    else:
        cause = f"at its {exc.limit_s:g} s statement timeout"
        geography = (f"ST_Transform({profile.sql_geometry}, 4326)::geography" if profile.projected
                     else "the geography column")
        advice = f"add a LIMIT or a spatial filter (ST_DWithin on {geography} uses the index)"
    if exc.backend is None:   # the cancel stopped it (or it never ran)
        stopped = f"the query was cancelled {cause}" if exc.limit_s else f"the query did not run: {cause}"
        return f"{stopped}; {advice}"
    fate = f": {exc.backend}" if exc.backend else ""
    return f"the query ignored the cancel {cause} and its connection was cut{fate}; {advice}"


DIFF_TOKENS = 1_000


def compact_diff(previous: str, current: str, limit: int = 5) -> list[str]:
    """Token-level changes between two queries: `- old` / `+ new` / `old -> new`, at most `limit`. Over the first
    DIFF_TOKENS tokens of each: the matcher is quadratic, and 80 kB of SQL took it 144 s (issue 32)."""
    old, new = previous.split()[:DIFF_TOKENS], current.split()[:DIFF_TOKENS]
    changes: list[str] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=old, b=new, autojunk=False).get_opcodes():
        before, after = " ".join(old[i1:i2])[:80], " ".join(new[j1:j2])[:80]
        if tag == "replace":
            changes.append(f"{before} -> {after}")
        elif tag == "delete":
            changes.append(f"- {before}")
        elif tag == "insert":
            changes.append(f"+ {after}")
    if len(changes) > limit:
        changes = changes[:limit] + [f"… {len(changes) - limit} more"]
    return changes


# --- the one execution path -------------------------------------------------------------------------------

def sql_columns(ctx: ToolContext) -> set[str]:
    """Every column of the tables model-written SQL may read (the guard refuses a qualified name that is none)."""
    return {column for relation in ctx.profile.sql_tables for column in relation_columns(ctx, relation)}


# the map's building footprints (db/background.py): read by a template's SQL only, never by the model's own
FOOTPRINT_COLUMNS = {"osm_id", "osm_type", "kind", "geom"}


def execute_sql(ctx: ToolContext, sql: str, previous_sql: str | None = None, footprints: bool = False) -> Result:
    """Run one SELECT, repaired and guarded; `footprints`: a template's SELECT that also reads the building
    footprints (the model's SQL never does)."""
    profile = ctx.profile
    if footprints and (relation := profile.derived.get("buildings")):
        profile = profile.model_copy(update={"sql_tables": {**profile.sql_tables, relation: ""}})
    # (a template's SQL is written right, and the footprints' `geom` is no model's slip for `geometry`)
    repaired = repair(sql, profile) if not footprints else RepairResult(sql=sql)
    changes: list[str] = []
    if previous_sql:
        before = repair(previous_sql, profile).sql
        changes = compact_diff(before, repaired.sql) or ["no change"]
    verdict = validate(repaired.sql, profile,
                       columns=lambda: sql_columns(ctx) | (FOOTPRINT_COLUMNS if footprints else set()))
    if not verdict.ok:
        return Result(ok=False, error=f"query refused: {verdict.reason}", fixes=repaired.fixes, changes=changes)
    try:   # run with its pairwise geometry calls checked against their budgets; shown as checked (sql_cost.py)
        runnable = bounded(verdict.sql)
    except TooManyCalls as exc:
        return Result(ok=False, error=f"query refused: {exc}", fixes=repaired.fixes, changes=changes)
    try:
        result = ctx.db.query(runnable, max_rows=ctx.settings.fetch_cap,
                               timeout_ms=ctx.settings.statement_timeout_ms, untrusted=True)
    except QueryTimeout as exc:
        return Result(ok=False, error=timeout_error(exc, ctx.profile), executed_sql=verdict.sql,
                      fixes=repaired.fixes, changes=changes)
    except DatabaseUnavailable:
        raise   # not the query's fault: `invoke` reports it as a database problem
    except DatabaseError as exc:   # the Postgres message is the most useful observation for the model
        return Result(ok=False, error=explain_error(str(exc), ctx.profile), executed_sql=verdict.sql,
                      fixes=repaired.fixes, changes=changes)
    shown = result.rows[:ctx.settings.row_cap]
    return Result(columns=result.columns, rows=[[render_value(v) for v in row] for row in shown],
                  total_rows=len(result.rows), more_than_total=result.truncated, executed_sql=verdict.sql,
                  fixes=repaired.fixes, changes=changes)


def run_generate(ctx: ToolContext, args: GenerateInput) -> Result:
    if args.template is None:
        return execute_sql(ctx, args.sql or "")
    try:   # the SELECT written from the template runs like the model's: repaired, guarded, read-only
        sql, scope = write(ctx, args.template, sql_columns(ctx))
    except Problem as exc:
        return Result.failed(exc)
    except ValueError as exc:   # a kind of place the vocabulary does not know
        return Result(ok=False, error=str(exc))
    result = execute_sql(ctx, sql, footprints=is_buildings(args.template.feature))
    result.scope = scope
    return result


def run_refine(ctx: ToolContext, args: RefineInput) -> Result:
    return execute_sql(ctx, args.sql, args.previous_sql)


GENERATE_DESCRIPTION = ("Run one read-only PostgreSQL/PostGIS SELECT on the tables {sql_tables} "
                        "and see up to 50 rows plus the total count. Common geometry/geography mistakes "
                        "are repaired and listed.")
REFINE_DESCRIPTION = ("Run a corrected version of a previous SELECT (after an error or a wrong-looking result); "
                      "shows what changed.")

TOOLS: dict[str, SimpleNamespace] = {
    "GenerateSQL": SimpleNamespace(NAME="GenerateSQL", DESCRIPTION=GENERATE_DESCRIPTION, Input=GenerateInput,
                                   Result=Result, run=run_generate),
    "RefineSQL": SimpleNamespace(NAME="RefineSQL", DESCRIPTION=REFINE_DESCRIPTION, Input=RefineInput,
                                 Result=Result, run=run_refine),
}

# Single-tool module attributes (GenerateSQL) for code that imports the module directly.
NAME = "GenerateSQL"
DESCRIPTION = GENERATE_DESCRIPTION
Input = GenerateInput
run = run_generate
