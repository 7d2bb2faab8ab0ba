"""GetRegionGeometry: turn 'in Vaduz', 'within 500 m of Kiasma' or 'at Mannerheimintie/Kaivokatu' into a handle.

Three modes: a named area (a `regions` polygon, else a park or lake polygon), a radius buffer around a
resolved place, and a street junction (the intersection of two named streets). Validation happens in
`run`, so bad arguments come back as ok=False with a message rather than as an exception.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from georeact.db.session import DatabaseError
from georeact.tools.base import ToolContext, ToolInput, ToolResult
from georeact.tools.handles import (MAX_RADIUS_M, Handle, RadiusM, handle_or_name, no_such_handle, row_name,
                                   validate_radius)
from georeact.tools.kind_in_town import read_kind
from georeact.tools.sql_cost import CLUSTERED_ROWS, REFUSED, pairwise_checked
from georeact.tools.place_search import (PlaceMatch, find_places, nearest_names, prefetch, regions_holding_sql,
                                         resolve_context, rivals, search_terms)

NAME = "GetRegionGeometry"
DESCRIPTION = (
    "Get a handle for an area to filter by. Modes: `region` (a municipality, district, quarter, park or lake "
    "by name, e.g. 'Eastbrook'); `anchor` + `radius_m` (everything within radius_m metres of a place); "
    "`street_a` + `street_b` (the junction of two streets, a point; add radius_m for 'near the junction'). "
    "`context` (city/region) picks between same-named places."
)

DEFAULT_RADIUS_M = 1000.0
MIN_REGION_CONFIDENCE = 0.45   # trigram similarity >= 0.25: 'Vadzu' still finds Vaduz, noise does not
MIN_PLACE_CONFIDENCE = 0.6     # a radius around a weak fuzzy POI match would silently answer about the wrong place
JUNCTION_EPS_DEG = 0.0005      # intersection points closer than ~40 m are one junction (dual carriageways)
MAX_GAP_M = 50.0               # streets closer than this "meet" even when the data has no shared node

Mode = Literal["region", "polygon", "buffer", "junction"]


class Input(ToolInput):
    region: str | None = Field(None, description="Name of a region/district/quarter/park/lake, e.g. 'Eastbrook', 'Northgate'.")
    context: str | None = Field(None, description="City/region that contains it, to pick between same-named places.")
    street_a: str | None = Field(None, description="First street of a junction.")
    street_b: str | None = Field(None, description="Second street of a junction.")
    anchor: str | None = Field(None, description="A place name to draw a radius around (with radius_m).")
    radius_m: RadiusM | None = Field(None, description="Radius in metres (0 < radius_m <= 50000); default 1000 for anchor.")


class Result(ToolResult):
    tool = NAME
    handle: str | None = None
    mode: Mode | None = None
    name: str | None = None
    table: str | None = None
    admin_level: int | None = None
    area_m2: float | None = None
    bbox: list[float] | None = Field(None, description="[min_lon, min_lat, max_lon, max_lat]")
    lat: float | None = None
    lon: float | None = None
    predicate: str | None = Field(None, description="SQL condition on a row's `geometry` for 'in this area'.")
    alternatives: list[PlaceMatch] = []
    ambiguous: bool = False
    note: str | None = None

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        what = [self.mode or ""]
        if self.admin_level is not None:
            what.append(f"admin_level {self.admin_level}")
        if self.area_m2 is not None:
            what.append(f"area {_area(self.area_m2)}")
        text = f"{self.name} → {self.handle} ({', '.join(what)})"
        if self.lat is not None:
            text += f" at {self.lat:.5f},{self.lon:.5f}"
        if self.bbox:
            text += f"; bbox {','.join(f'{v:g}' for v in self.bbox)}"
        if self.predicate:
            text += f"; filter: {self.predicate}"
        if self.alternatives:
            label = "ambiguous, also" if self.ambiguous else "alternatives"
            text += f"; {label}: " + "; ".join(m.short() for m in self.alternatives[:4])
        if self.note:
            text += f". Note: {self.note}"
        return text


def _area(m2: float) -> str:
    return f"{m2 / 1e6:.3f} km²" if m2 >= 1e5 else f"{m2:.0f} m²"


def _describe(ctx: ToolContext, handle: Handle, result: Result) -> Result:
    """Fill area, bbox, point and the display predicate from the handle's own SQL."""
    geog, params = handle.geography_sql(ctx.profile)
    row = ctx.db.query(
        "SELECT GeometryType(g::geometry), ST_Area(g), ST_XMin(g::geometry), ST_YMin(g::geometry), ST_XMax(g::geometry),"
        " ST_YMax(g::geometry), ST_X(ST_PointOnSurface(g::geometry)), ST_Y(ST_PointOnSurface(g::geometry))"
        f" FROM (SELECT {geog} AS g) s", params, max_rows=1).rows
    if not row or row[0][0] is None:
        raise LookupError(f"{handle} has no geometry")
    gtype, area, *box, lon, lat = row[0]
    result.handle = str(handle)
    if "POLYGON" in gtype:
        result.area_m2 = round(float(area), 1)
    if result.lat is None:
        result.lat, result.lon = round(float(lat), 6), round(float(lon), 6)
    if gtype != "POINT":  # a bare point has no extent to filter by; the handle still serves for distances
        result.bbox = [round(float(v), 5) for v in box]
        result.predicate = handle.display_predicate("geometry", ctx.profile)
    return result


def _alternatives(matches: list[PlaceMatch]) -> tuple[list[PlaceMatch], bool]:
    competing = rivals(matches)
    return (competing, True) if competing else (matches[1:4], False)


def _area_mode(ctx: ToolContext, args: Input) -> Result | None:
    """A regions polygon by name (admin areas first), else a park/lake polygon; None when nothing fits."""
    found = find_places(ctx, args.region or "", args.context, limit=8, tables=["regions", "parks", "lakes"])
    matches = [m for m in read_kind(ctx, args.region or "", found, limit=8) if "POLYGON" in m.geometry_type]
    if not matches or matches[0].confidence < MIN_REGION_CONFIDENCE or _exact_elsewhere(ctx, args, matches[0]):
        return None
    best = matches[0]
    alternatives, ambiguous = _alternatives(matches)
    result = Result(mode="region" if best.table == "regions" else "polygon", name=best.name, table=best.table,
                    admin_level=best.admin_level, alternatives=alternatives, ambiguous=ambiguous)
    result.note = _match_note(args.region or "", best, ambiguous, f"{best.name} has {best.parts} polygons; the handle "
                              "is the largest")
    return _describe(ctx, Handle.row(best.table, best.id), result)


def _match_note(written: str, best: PlaceMatch, ambiguous: bool, parts: str, why: str | None = None) -> str | None:
    """How the name was read (never silently approximate), what the handle stands for, and any ambiguity."""
    notes = [why] if why else []
    if best.match == "trigram":
        notes.append(f"no exact name {written!r}; closest is {best.name!r} ({best.handle}, confidence {best.confidence:.2f})")
    elif best.matched_on != "name":
        notes.append(f"read {written!r} as {best.name!r} ({best.matched_on})")
    if best.parts > 1:
        notes.append(parts)
    if ambiguous:
        notes.append(f"{written!r} is ambiguous; pass context=<city/region> or use an alternative handle")
    return "; ".join(notes) or None


def _exact_elsewhere(ctx: ToolContext, args: Input, best: PlaceMatch) -> bool:
    """An approximate area loses to a place named exactly so that is not an area ('Vaduz Post' is a bus stop,
    not the town Vaduz): the caller then draws a radius around that place."""
    if best.match != "trigram":
        return False
    others = [t for t in ctx.profile.resolution_order if t not in ("regions", "parks", "lakes")]
    return any(m.match != "trigram" for m in find_places(ctx, args.region or "", args.context, limit=3, tables=others))


def _buffer_mode(ctx: ToolContext, place: str, context: str | None, radius_m: float, why: str | None) -> Result:
    matches = read_kind(ctx, place, find_places(ctx, place, context, limit=6))
    if not matches or matches[0].confidence < MIN_PLACE_CONFIDENCE:
        near = nearest_names(ctx, place)
        hint = f" Closest names: {'; '.join(f'{n} ({t})' for _, t, n in near)}." if near else ""
        what = "region, park, lake or place" if why else "place to draw a radius around"
        return Result(ok=False, error=f"No {what} named {place!r}.{hint} Check the spelling, try the local-language "
                                      "name, or pass context=<city>.")
    best = matches[0]
    # A street is many ways: buffer its representative point rather than one arbitrary way.
    handle = (Handle.point(best.lon, best.lat, radius_m) if best.parts > 1
              else Handle.row(best.table, best.id, radius_m))
    alternatives, ambiguous = _alternatives(matches)
    result = Result(mode="buffer", name=f"within {radius_m:g} m of {best.name}", table=best.table,
                    alternatives=alternatives, ambiguous=ambiguous, lat=best.lat, lon=best.lon)
    result.note = _match_note(place, best, ambiguous, f"{best.name} is {best.parts} ways; the radius is around its "
                              "middle point", why)
    return _describe(ctx, handle, result)


def _street(ctx: ToolContext, name: str, context: str | None) -> PlaceMatch | None:
    matches = find_places(ctx, name, context, limit=1, tables=["roads"])
    return matches[0] if matches and (matches[0].match != "trigram" or matches[0].confidence >= 0.6) else None


# The points where the two streets cross, joined into junctions: ST_ClusterDBSCAN ignores cancellation, so it
# clusters at most CLUSTERED_ROWS of them (x stops the join one point past it, and `cut` says so). The ways of each
# name are not cut: a common street name has more ways than that in a national extract, and which ones to keep
# would decide which junction is found; joining them is ordinary work the statement timeout stops.
JUNCTION_SQL = """
WITH a AS (SELECT t.id, {geog}::geometry AS g FROM {rel} t WHERE t.{name} = %(a)s),
     b AS (SELECT t.id, {geog}::geometry AS g FROM {rel} t WHERE t.{name} = %(b)s),
     x AS MATERIALIZED (SELECT (ST_Dump(ST_Intersection(a.g, b.g))).geom AS p, a.id FROM a JOIN b
                        ON ST_Intersects(a.g, b.g) LIMIT %(most)s + 1),
     c AS (SELECT ST_PointOnSurface(p) AS p, id, ST_ClusterDBSCAN(ST_PointOnSurface(p), %(eps)s, 1) OVER () AS k
           FROM (SELECT * FROM x LIMIT %(most)s) x),
     rep AS MATERIALIZED (SELECT ST_Centroid(ST_Collect(p)) AS pt, min(id) AS id, count(*) AS n FROM c GROUP BY k){holding_ctes}
SELECT ST_X(rep.pt), ST_Y(rep.pt), rep.id, rep.n, reg.ids, reg.names, (SELECT count(*) > %(most)s FROM x) FROM rep
LEFT JOIN LATERAL (SELECT array_agg(r.id ORDER BY r.area) AS ids, array_agg(r.name ORDER BY r.area) AS names
                   FROM {holding} r) reg ON true
ORDER BY rep.n DESC, 1, 2"""

def _gap_sql() -> str:
    """Where two streets that do not meet come closest: their shortest line, under its vertex-pair budget."""
    return """
WITH a AS (SELECT ST_Collect({geog}::geometry) AS g FROM {rel} t WHERE t.{name} = %(a)s),
     b AS (SELECT ST_Collect({geog}::geometry) AS g FROM {rel} t WHERE t.{name} = %(b)s),
     l AS (SELECT """ + pairwise_checked("ST_ShortestLine", "a.g", "b.g").replace("%", "%%") + """ AS l FROM a, b)
SELECT ST_X(ST_LineInterpolatePoint(l, 0.5)), ST_Y(ST_LineInterpolatePoint(l, 0.5)), ST_Length(l::geography) FROM l"""


def _junction_mode(ctx: ToolContext, args: Input) -> Result:
    if not (args.street_a and args.street_b):
        return Result(ok=False, error="A junction needs both street_a and street_b (e.g. street_a='Mannerheimintie', "
                                      "street_b='Kaivokatu').")
    prefetch(ctx, [*search_terms(args.street_a, args.context), *search_terms(args.street_b, args.context)])
    streets = []
    for raw in (args.street_a, args.street_b):
        street = _street(ctx, raw, args.context)
        if street is None:
            near = [n for _, t, n in nearest_names(ctx, raw) if t == "roads"]
            hint = f" Closest street names: {', '.join(near)}." if near else ""
            return Result(ok=False, error=f"No street named {raw!r} in roads.{hint} Check the spelling.")
        streets.append(street)
    a, b = streets
    spec = ctx.profile.table("roads")
    holding_ctes, holding = regions_holding_sql(ctx)   # the regions each junction is in, as the name search has them
    fmt = {"geog": spec.geog("t"), "rel": spec.relation, "name": spec.name_column, "holding_ctes": holding_ctes,
           "holding": holding}
    params = {"a": a.name, "b": b.name, "eps": JUNCTION_EPS_DEG, "most": CLUSTERED_ROWS}
    rows = ctx.db.query(JUNCTION_SQL.format(**fmt), params, max_rows=20).rows
    title = f"{a.name} × {b.name}"
    notes = [f"matched {raw!r} as {m.name!r}" for raw, m in zip((args.street_a, args.street_b), streets)
             if m.match != "exact"]
    radius = args.radius_m
    if not rows:
        try:
            gap = ctx.db.query(_gap_sql().format(**fmt), params, max_rows=1).rows
        except DatabaseError as exc:
            if REFUSED not in str(exc):
                raise
            return Result(ok=False, error=f"Could not measure {title}: the streets of these names are too long to "
                                          "compare whole; give the town they are in (context) to narrow them.")
        if not gap or gap[0][2] is None:
            return Result(ok=False, error=f"Could not measure {title}.")
        lon, lat, gap_m = gap[0]
        if gap_m > MAX_GAP_M:
            return Result(ok=False, error=(
                f"{a.name} and {b.name} do not meet: their closest points are {gap_m:.0f} m apart (around "
                f"point:{lon:.6f},{lat:.6f}). Check the street names or use anchor=<one street> with radius_m."))
        notes.append(f"the streets do not touch in the data; closest approach {gap_m:.0f} m, using its midpoint")
        handle = Handle.point(lon, lat, radius)
        result = Result(mode="junction", name=title, table="roads", lat=round(lat, 6), lon=round(lon, 6))
        result.note = "; ".join(notes)
        return _describe(ctx, handle, result)
    spots = [PlaceMatch(handle=str(Handle.point(lon, lat)), table="roads", id=way, osm_type="W", osm_id=0,
                        name=title, lat=round(lat, 6), lon=round(lon, 6), geometry_type="POINT",
                        region=(names or [None])[0], confidence=1.0, match="exact", category="junction",
                        region_ids=ids or [], source=None)
             for lon, lat, way, _, ids, names, _ in rows]
    if rows[0][-1]:
        notes.append(f"{a.name} and {b.name} cross at more than {CLUSTERED_ROWS:,} points; the junctions are "
                     f"found among {CLUSTERED_ROWS:,} of them only")
    if args.context:
        info = resolve_context(ctx, args.context)
        inside = [s for s in spots if info.contains(s)]
        if inside:
            spots = inside + [s for s in spots if s not in inside]
        else:
            notes.append(f"no junction lies in {args.context!r}")
    best = spots[0]
    result = Result(mode="junction", name=title, table="roads", lat=best.lat, lon=best.lon,
                    alternatives=spots[1:], ambiguous=len(spots) > 1)
    if len(spots) > 1:
        notes.append(f"the streets meet at {len(spots)} places; using the first, pass context=<region> or "
                     "pick another point handle")
    if radius is None:
        notes.append("a point: add radius_m for 'near the junction'")
    result.note = "; ".join(notes) or None
    return _describe(ctx, Handle.point(best.lon, best.lat, radius), result)


def _handle_mode(ctx: ToolContext, handle: Handle, radius_m: float | None) -> Result:
    """A handle from another tool: its area, or a radius around it (DEFAULT_RADIUS_M when it is not an area)."""
    name = row_name(ctx.db, handle, ctx.profile)
    if name is None:
        return Result(ok=False, error=f"{no_such_handle(handle)}.")
    name = name or str(handle)
    if radius_m is None and not handle.is_buffer:
        result = _describe(ctx, handle, Result(mode="region" if handle.table == "regions" else "polygon", name=name,
                                               table=handle.table))
        if result.area_m2 is not None:
            return result
        radius_m = DEFAULT_RADIUS_M
        note = f"{handle} is not an area; using a {DEFAULT_RADIUS_M:g} m radius around it"
    else:
        note = None
    handle = handle.buffered(radius_m) if radius_m is not None else handle
    return _describe(ctx, handle, Result(mode="buffer", name=f"within {handle.radius_m:g} m of {name}",
                                         table=handle.table, note=note))


def run(ctx: ToolContext, args: Input) -> Result:
    if args.radius_m is not None:
        try:
            validate_radius(args.radius_m)
        except ValueError as exc:
            return Result(ok=False, error=f"{exc}. Use a radius between 1 and {MAX_RADIUS_M:g} metres.")
    if args.street_a or args.street_b:
        return _junction_mode(ctx, args)
    if not (args.region or args.anchor):
        return Result(ok=False, error="Pass `region` (an area name), `anchor` with `radius_m`, or `street_a` and "
                                      "`street_b` (a junction).")
    try:
        handle = handle_or_name(args.anchor or args.region or "")
    except ValueError as exc:   # a handle's text is never fuzzy-matched as a name
        return Result(ok=False, error=f"{exc}.")
    if handle is not None and handle.kind == "extract":
        return Result(ok=False, error=f"{handle} is a whole loaded extract: pass a region, park or lake, or an anchor "
                                      "with radius_m.")
    if handle is not None:
        return _handle_mode(ctx, handle, args.radius_m)
    if args.anchor or args.radius_m is not None:
        place = (args.anchor or args.region or "").strip()
        return _buffer_mode(ctx, place, args.context, args.radius_m or DEFAULT_RADIUS_M, None)
    found = _area_mode(ctx, args)
    if found is not None:
        return found
    # Not an area: a radius around the place of that name (a POI, a street) is the usual intent.
    why = f"{args.region!r} is not a region, park or lake polygon; using a {DEFAULT_RADIUS_M:g} m radius around the place"
    return _buffer_mode(ctx, args.region or "", args.context, DEFAULT_RADIUS_M, why)
