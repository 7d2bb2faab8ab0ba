"""String handles for entities and areas, so the LLM's context never carries WKT.

Formats:
    <table>:<id>                          a row, e.g. `regions:12`, `pois:345`
    buffer:<table>:<id>:<radius_m>        everything within radius_m metres of a row
    point:<lon>,<lat>                     a WGS84 point
    buffer:point:<lon>,<lat>:<radius_m>   everything within radius_m metres of a point
    extract:<source>                      the area a loaded extract covers (its rows' bounding box), e.g.
                                          `extract:baltimore-2015.osm.pbf`: "in the Baltimore data"

Tables come from the schema profile's allow-list and ids are ints, so the SQL built here only ever
contains profile-owned identifiers; ids, coordinates and radii are bound as parameters.
"""

from __future__ import annotations

import math
import re
from typing import Any, Literal

from pydantic import BaseModel, model_validator

from georeact.db import region_pieces
from georeact.db.profiles import GSQA, LOGICAL_TABLES, SchemaProfile
from georeact.tools.base import ToolContext, bounded
from georeact.tools.inspect_schema import relation_columns

MAX_RADIUS_M = 50_000.0
# A tool's radius_m input: finite here, its range checked by the tool (validate_radius, or CalculateMetric's own)
# so that an out-of-range radius is an ok=False result naming the range, like other bad arguments.
RadiusM = bounded(float, unit="of metres")

# nan and inf parse too, so that the validator can say what is wrong with them (they are not names)
_NUMBER = r"[-+]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|nan|inf(?:inity)?)"
_ROW = re.compile(r"(?P<table>[A-Za-z_]+):(?P<id>[-+]?[0-9]{1,18})")
_POINT = re.compile(rf"(?i:point):(?P<lon>{_NUMBER}),\s*(?P<lat>{_NUMBER})")
_EXTRACT = re.compile(r"(?i:extract):(?P<source>[\w][\w.-]{0,200})")
_RADIUS = re.compile(rf"(?P<radius>{_NUMBER})(?:\s*m)?", re.IGNORECASE)
# What a handle starts with: such a text is a handle or an error, never a place name to fuzzy-match
_HANDLE_LIKE = re.compile(rf"\s*(?:buffer\s*:\s*)?(?:point|extract|{'|'.join(LOGICAL_TABLES)})\s*:", re.IGNORECASE)

# A row's handle inside any text (an observation, an answer): `pois:12`, `regions:3`
HANDLE_PATTERN = rf"\b(?:(?:{'|'.join(LOGICAL_TABLES)}):\d+\b|extract:[\w][\w.-]*)"

FORMATS = ("<table>:<id>, buffer:<table>:<id>:<radius_m>, point:<lon>,<lat>, buffer:point:<lon>,<lat>:<radius_m>, "
           "extract:<source>")


def _fmt(value: float) -> str:
    """Shortest stable text for a coordinate or radius (7 decimals ≈ 1 cm)."""
    text = f"{value:.7f}".rstrip("0").rstrip(".")
    return text if text not in ("", "-0") else "0"


def validate_radius(radius_m: float) -> float:
    """Raise ValueError unless 0 < radius_m <= 50 km (shared by tools that take a radius)."""
    if not math.isfinite(radius_m) or radius_m <= 0:
        raise ValueError(f"radius_m must be a positive number of metres, got {radius_m:g}")
    if radius_m > MAX_RADIUS_M:
        raise ValueError(f"radius_m must be at most {MAX_RADIUS_M:g} m (50 km), got {radius_m:g} m")
    return radius_m


class Handle(BaseModel):
    """A parsed handle: a row or a point, optionally buffered by radius_m metres."""

    kind: Literal["row", "point", "extract"]
    table: str | None = None
    id: int | None = None
    lon: float | None = None
    lat: float | None = None
    radius_m: float | None = None
    source: str | None = None   # an extract's file, as its rows' `source` says

    model_config = {"frozen": True}

    @model_validator(mode="after")
    def _check(self) -> Handle:
        if self.kind == "extract":
            if not self.source or not _EXTRACT.fullmatch(f"extract:{self.source}"):
                raise ValueError("an extract handle needs the extract's file name")
        elif self.kind == "row":
            if self.table is None or self.id is None:
                raise ValueError("a row handle needs a table and an id")
            if self.table not in LOGICAL_TABLES:   # every profile has the same logical tables
                raise ValueError(f"unknown table {self.table!r} in handle; tables: {', '.join(LOGICAL_TABLES)}")
            if self.id < 1:
                raise ValueError(f"no such handle: ids are positive integers, got {self.id}")
        else:
            if self.lon is None or self.lat is None:
                raise ValueError("a point handle needs lon and lat")
            if not (-180 <= self.lon <= 180 and -90 <= self.lat <= 90):   # false for nan as well
                raise ValueError(f"coordinates out of range: lon {self.lon:g} must be in [-180, 180], lat {self.lat:g} "
                                 "in [-90, 90] (the order is lon,lat)")
        if self.radius_m is not None:
            validate_radius(self.radius_m)
        return self

    # -- construction -------------------------------------------------------------------------------

    @classmethod
    def row(cls, table: str, id: int, radius_m: float | None = None) -> Handle:
        return cls(kind="row", table=table, id=int(id), radius_m=radius_m)

    @classmethod
    def point(cls, lon: float, lat: float, radius_m: float | None = None) -> Handle:
        return cls(kind="point", lon=float(lon), lat=float(lat), radius_m=radius_m)

    @classmethod
    def extract(cls, source: str) -> Handle:
        return cls(kind="extract", source=source)

    def buffered(self, radius_m: float) -> Handle:
        return self.model_copy(update={"radius_m": validate_radius(float(radius_m))})

    @classmethod
    def parse(cls, text: str) -> Handle:
        """Parse a handle string; ValueError with the accepted formats when it is not one."""
        raw = (text or "").strip()
        body, radius = raw, None
        if raw.lower().startswith("buffer:"):
            body, sep, tail = raw[len("buffer:"):].rpartition(":")
            match = _RADIUS.fullmatch(tail.strip()) if sep else None
            if not match:
                raise ValueError(f"bad handle {raw!r}: a buffer handle ends with ':<radius_m>'. Formats: {FORMATS}")
            radius = float(match["radius"])
        try:
            if match := _EXTRACT.fullmatch(body.strip()):
                return cls(kind="extract", source=match["source"], radius_m=radius)
            if match := _POINT.fullmatch(body.strip()):
                return cls.point(float(match["lon"]), float(match["lat"]), radius)
            if match := _ROW.fullmatch(body.strip()):
                return cls.row(match["table"].lower(), int(match["id"]), radius)
        except ValueError as exc:  # pydantic's ValidationError is a ValueError; keep only our message
            detail = exc.errors()[0]["msg"].removeprefix("Value error, ") if hasattr(exc, "errors") else str(exc)
            raise ValueError(f"bad handle {raw!r}: {detail}. Formats: {FORMATS}") from None
        raise ValueError(f"bad handle {raw!r}. Formats: {FORMATS} (e.g. regions:12, buffer:pois:345:500, point:9.52,47.14)")

    def __str__(self) -> str:
        base = f"point:{_fmt(self.lon)},{_fmt(self.lat)}" if self.kind == "point" else \
            f"extract:{self.source}" if self.kind == "extract" else f"{self.table}:{self.id}"
        return f"buffer:{base}:{_fmt(self.radius_m)}" if self.radius_m is not None else base

    # -- SQL ----------------------------------------------------------------------------------------

    @property
    def is_buffer(self) -> bool:
        return self.radius_m is not None

    def anchor_sql(self, profile: SchemaProfile = GSQA) -> tuple[str, list[Any]]:
        """Scalar geography of the row or point itself (no buffer)."""
        if self.kind == "point":
            return "ST_SetSRID(ST_MakePoint(%s, %s), 4326)::geography", [self.lon, self.lat]
        if self.kind == "extract":   # the box of its places and roads: the extract's own rows, whatever their town
            rows = " UNION ALL ".join(f"SELECT e.geometry::geometry AS g FROM {profile.table(t).relation} e "
                                      "WHERE e.source = %s" for t in EXTRACT_TABLES)
            return (f"(SELECT ST_SetSRID(ST_Extent(g), 4326)::geography FROM ({rows}) x)",
                    [self.source] * len(EXTRACT_TABLES))
        spec = profile.table(self.table)  # identifiers from the profile only
        return f"(SELECT {spec.geog('h')} FROM {spec.relation} h WHERE h.id = %s)", [self.id]

    def geography_sql(self, profile: SchemaProfile = GSQA) -> tuple[str, list[Any]]:
        """Scalar geography of the area the handle denotes (the buffer polygon for buffer handles)."""
        sql, params = self.anchor_sql(profile)
        if self.radius_m is None:
            return sql, params
        return f"ST_Buffer({sql}, %s)", [*params, self.radius_m]

    def predicate(self, geog_expr: str, profile: SchemaProfile = GSQA) -> tuple[str, list[Any]]:
        """SQL condition: `geog_expr` lies in / touches the handle's area (exact DWithin for buffers)."""
        sql, params = self.anchor_sql(profile)
        if self.radius_m is None:
            return f"ST_Intersects({geog_expr}, {sql})", params
        return f"ST_DWithin({geog_expr}, {sql}, %s)", [*params, self.radius_m]

    def display_predicate(self, geog_expr: str = "geometry", profile: SchemaProfile = GSQA) -> str:
        """The predicate with literal values, for showing the LLM (ids are ints, numbers are floats)."""
        sql, params = self.predicate(geog_expr, profile)
        return sql.replace("%s", "{}").format(*(_fmt(p) if isinstance(p, float) else int(p) for p in params))


# the tables whose rows say their extract (`source`) and span it
EXTRACT_TABLES = ("pois", "roads")


def parse_handle(text: str) -> Handle:
    return Handle.parse(text)


def handle_or_name(text: str) -> Handle | None:
    """The handle `text` is, or None when it is a place name. A text that starts like a handle but is not a valid
    one raises ValueError: fuzzy-matching it as a name found the hairdresser 'Point' for 'point:nan,nan'."""
    return Handle.parse(text) if _HANDLE_LIKE.match(text or "") else None


def row_name(db: Any, handle: Handle, profile: SchemaProfile = GSQA) -> str | None:
    """The name of the row a handle stands for ('' when it has none; the handle itself for a point), or None when
    the table has no such row. `db` is a georeact.db.session.Database."""
    if handle.kind in ("point", "extract"):
        return str(handle)
    spec = profile.table(handle.table)
    rows = db.query(f"SELECT {spec.name_column}::text FROM {spec.relation} WHERE id = %s", [handle.id], max_rows=1).rows
    return (rows[0][0] or "") if rows else None


def no_such_handle(handle: Handle) -> str:
    return (f"no such handle {str(handle)!r}: the {handle.table} table has no row with id {handle.id}. Use a handle "
            "a tool returned (e.g. ResolveLocation's) or the place's name")


# A polygon's area in m² from its lon/lat geometry `{g}`, scaled at its latitude: within about 1 % of the geodesic
# area for anything smaller than a region, at a fraction of its cost. It ranks candidates; the geodesic area is
# then measured on the few that can win (area_ranked_rows) or only labels a match (the name search).
PLANAR_AREA = "(ST_Area({g}) * cos(radians((ST_YMin({g}) + ST_YMax({g})) / 2)) * 1.2392e10)"
# A line's length in m the same way: Mercator is conformal, so its length scaled by cos(latitude) holds in every
# direction; within 0.34 % of the geodesic length on all 25,553 named roads of the national extract (68 km the
# longest), at a sixth of its cost (the geodesic length of the matched roads took 5 of a 12 ms name search).
PLANAR_LENGTH = "(ST_Length(ST_Transform({g}, 3857)) * cos(radians((ST_YMin({g}) + ST_YMax({g})) / 2)))"


def region_cte(ctx: ToolContext, region: Handle) -> tuple[str, list[Any]]:
    """The CTE `region (g, gm)`: the area as geography (the index's boxes) and as geometry (the exact test), read
    once per statement. A region's gm is its stored copy in region_shapes where the database has one (why:
    georeact/db/region_pieces.py); otherwise the geography cast here, once, not per row."""
    sql, params = region.geography_sql(ctx.profile)
    regions = ctx.profile.table("regions")
    if (region.kind == "row" and region.table == "regions" and region.radius_m is None
            and regions.relation == "regions" and relation_columns(ctx, region_pieces.SHAPES)):
        return (f"region AS (SELECT {sql} AS g, (SELECT s.shape FROM {region_pieces.SHAPES} s WHERE s.region_id = %s)"
                " AS gm)"), [*params, region.id]
    return f"region AS (SELECT g, g::geometry AS gm FROM (SELECT {sql} AS g) s)", params


def intersects_sql(geog_expr: str, area: str, area_geometry: str | None = None) -> str:
    """SQL condition: the geography `geog_expr` meets the geography `area` (a scalar subquery or CTE column), by the
    index's bounding boxes and then the exact test on the lon/lat geometries. Planar, not geodesic: on every
    region x feature pair of the shipped extracts both tests agree (18,653 pairs: `benchmarks/tools.py`), and the
    geodesic one took 18 ms against 0.6 ms for the parks of one municipality. `area_geometry`: `area` already cast
    to geometry once (a CTE column); otherwise the cast runs for every row, which copies a national region's
    polygon (up to a megabyte) per candidate (the lakes of a large Icelandic municipality: 270 -> 100 ms)."""
    planar = area_geometry or f"({area})::geometry"
    return f"({geog_expr} && {area} AND ST_Intersects(({geog_expr})::geometry, {planar}))"
