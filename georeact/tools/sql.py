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
from datetime import date, datetime
from decimal import Decimal
from types import SimpleNamespace
from typing import Any

import shapely
import shapely.wkb
import shapely.wkt
from pydantic import BaseModel, Field
from pyproj import Geod

from georeact.db.profiles import GSQA, SchemaProfile
from georeact.db.session import DatabaseError, DatabaseUnavailable, QueryTimeout
from georeact.tools.base import ToolContext, ToolResult
from georeact.tools.sql_guard import validate
from georeact.tools.sql_repair import repair

_GEOD = Geod(ellps="WGS84")
_WKB_HEX = re.compile(r"^(?:00|01)[0-9A-Fa-f]{16,}$")
_WKT = re.compile(r"^\s*(?:SRID=\d+;\s*)?(?:MULTI)?(?:POINT|LINESTRING|POLYGON|GEOMETRYCOLLECTION)\b", re.IGNORECASE)
MAX_CELL_CHARS = 120


# --- inputs / result --------------------------------------------------------------------------------------

class GenerateInput(BaseModel):
    # {placeholders} are filled from the schema profile (registry.ToolSpec.openai_schema)
    sql: str = Field(description="One PostgreSQL SELECT over {sql_tables}. {sql_geometry_note}")


class RefineInput(BaseModel):
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
        size = abs(_GEOD.geometry_area_perimeter(geom)[0]) if lonlat else geom.area
        return f"<{kind}{parts}, {_group(size)} m²>" if lonlat else f"<{kind}{parts}, {_group(size)} units² (SRID {srid})>"
    if geom.length > 0:
        size = _GEOD.geometry_length(geom) if lonlat else geom.length
        return f"<{kind}{parts}, {_group(size)} m>" if lonlat else f"<{kind}{parts}, {_group(size)} units (SRID {srid})>"
    point = geom.representative_point()
    return f"<{kind}{parts} at {point.x:.4f},{point.y:.4f}>"


def render_value(value: Any) -> str:
    """One cell as the model sees it."""
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


def _parse_geometry(text: str) -> str | None:
    try:
        if len(text) % 2 == 0 and _WKB_HEX.match(text):
            geom = shapely.wkb.loads(text, hex=True)
            return summarize_geometry(geom, shapely.get_srid(geom))
        if _WKT.match(text):
            srid = None
            if text.upper().startswith("SRID="):
                head, text = text.split(";", 1)
                srid = int(head.split("=")[1])
            return summarize_geometry(shapely.wkt.loads(text), srid)
    except (shapely.errors.GEOSException, ValueError):
        return None
    return None


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


def compact_diff(previous: str, current: str, limit: int = 5) -> list[str]:
    """Token-level changes between two queries: `- old` / `+ new` / `old -> new`, at most `limit`."""
    old, new = previous.split(), current.split()
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

def execute_sql(ctx: ToolContext, sql: str, previous_sql: str | None = None) -> Result:
    repaired = repair(sql, ctx.profile)
    changes: list[str] = []
    if previous_sql:
        before = repair(previous_sql, ctx.profile).sql
        changes = compact_diff(before, repaired.sql) or ["no change"]
    verdict = validate(repaired.sql, ctx.profile)
    if not verdict.ok:
        return Result(ok=False, error=f"query refused: {verdict.reason}", fixes=repaired.fixes, changes=changes)
    timeout_ms = ctx.settings.statement_timeout_ms
    try:
        result = ctx.db.query(verdict.sql, max_rows=ctx.settings.fetch_cap, timeout_ms=timeout_ms, untrusted=True)
    except QueryTimeout:
        geography = (f"ST_Transform({ctx.profile.sql_geometry}, 4326)::geography" if ctx.profile.projected
                     else "the geography column")
        return Result(ok=False, error=f"the query was cancelled after {timeout_ms / 1000:g} s; add a LIMIT or a "
                                       f"spatial filter (ST_DWithin on {geography} uses the index)",
                      executed_sql=verdict.sql, fixes=repaired.fixes, changes=changes)
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
    return execute_sql(ctx, args.sql)


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
