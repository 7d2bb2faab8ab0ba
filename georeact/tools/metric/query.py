"""The SQL over the features: one statement per question, a union of per-table selects under a shared scope."""

from __future__ import annotations

from typing import Any, NamedTuple

from pydantic import BaseModel

from georeact.geo.directions import sector_of
from georeact.reading.features import dimension_sql
from georeact.tools.base import ToolContext
from georeact.tools.handles import PLANAR_AREA, Handle, intersects_sql, region_cte
from georeact.tools.place_search import COLLAPSE_TABLES
from georeact.tools.metric.models import Entity, Resolved
from georeact.tools.poi_filter import FeatureFilter
from georeact.tools.sql_cost import CLUSTERED_ROWS, pairwise_checked


class Scope(BaseModel):
    """Resolved constraints shared by every feature query."""

    anchor: Handle | None = None
    anchor_ref: Resolved | None = None
    region: Handle | None = None
    radius_m: float | None = None
    window: tuple[float, float] | None = None     # azimuth window [lo, hi), lo > hi wraps through north
    include_anchor: bool = False                  # the anchor's own row counts (what is *at* a place)
    only: dict[str, list[int]] | None = None      # table -> the row ids that may count (open at a time)


ANCHOR_G = "(SELECT g FROM anchor)"
ANCHOR_P = "(SELECT p FROM anchor)"


def _with_clause(ctx: ToolContext, scope: Scope) -> tuple[str, list[Any]]:
    parts, params = [], []
    if scope.anchor is not None:
        sql, p = whole_line_sql(ctx, scope.anchor)   # a street's way: the whole street ('within 300 m of X Avenue')
        parts.append(f"anchor AS (SELECT g, ST_Centroid(g::geometry)::geography AS p FROM (SELECT {sql} AS g) s)")
        params += p
    if scope.region is not None:
        sql, p = region_cte(ctx, scope.region)
        parts.append(sql)
        params += p
    return ("WITH " + ", ".join(parts) + " ") if parts else "", params


def _azimuth_sql(geog: str) -> str:
    return f"degrees(ST_Azimuth({ANCHOR_P}, ST_Centroid(({geog})::geometry)::geography))"


def _window_sql(expr: str, window: tuple[float, float]) -> str:
    lo, hi = window
    # bounds are floats we computed, not user text; inlined so the same expression needs no extra params
    if lo < hi:
        return f"({expr} >= {lo:.6f} AND {expr} < {hi:.6f})"
    return f"({expr} >= {lo:.6f} OR {expr} < {hi:.6f})"


def _table_select(ctx: ToolContext, table: str, filters: list[FeatureFilter], scope: Scope,
                  clip: bool, knn: int | None, kinds: bool, radius_sql: str | None = None,
                  area_rank: bool = False) -> tuple[str, list[Any]]:
    """One table's features under the scope. `area_rank`: `area` is PLANAR_AREA, and `geo` carries the geography
    for the geodesic area of the few that can win (area_ranked_rows)."""
    spec = ctx.profile.table(table)
    geog = spec.geog("t")
    params: list[Any] = [table]
    predicates = []
    ors = []
    for flt in filters:
        sql, p = flt.sql_predicate("t", geog)
        ors.append(sql)
        params += p
    predicates.append("(" + " OR ".join(ors) + ")")
    if scope.region is not None:
        predicates.append(intersects_sql(geog, "(SELECT g FROM region)", "(SELECT gm FROM region)")
                          if scope.region.radius_m is None else
                          f"ST_DWithin({geog}, (SELECT g FROM region), 0)")
    if scope.only is not None:
        predicates.append("t.id = ANY(%s)")
        params.append(scope.only.get(table, []))
    if scope.anchor is not None:
        if scope.radius_m is not None:
            predicates.append(f"ST_DWithin({geog}, {ANCHOR_G}, %s)")
            params.append(scope.radius_m)
        elif radius_sql is not None:   # a radius the statement chooses (nearest_rows)
            predicates.append(f"ST_DWithin({geog}, {ANCHOR_G}, {radius_sql})")
        if scope.window is not None:
            predicates.append(_window_sql(_azimuth_sql(geog), scope.window))
        if scope.anchor.kind == "row" and scope.anchor.table == table and not scope.include_anchor:
            predicates.append("t.id <> %s")       # the anchor is not its own nearest neighbour
            params.append(scope.anchor.id)
    kind = "NULL::text"
    if kinds:   # the kind of each row ('amenity=cafe'): the value of the first filter column it has
        cases, kind_params = [], []
        for column in dict.fromkeys(flt.column for flt in filters):
            ref, p = next(f for f in filters if f.column == column)._ref("t", column)
            cases.append(f"CASE WHEN ({ref}) IS NOT NULL THEN %s::text || '=' || ({ref}) END")   # ->> binds like ||
            kind_params += p + [column] + p
        kind = f"COALESCE({', '.join(cases)})"
        params[1:1] = kind_params   # the select list comes before the predicates' placeholders
    # (not under sql_cost's vertex-pair budget: the anchor repeats on every row, and PostGIS measures from a tree
    # of it cached for the statement, so the pairs are not the cost; checking them read the anchor's outline again
    # on every row and refused a country's region against a large lake)
    distance = f"ST_Distance({geog}, {ANCHOR_G})" if scope.anchor is not None else "NULL::float8"
    azimuth = _azimuth_sql(geog) if scope.anchor is not None else "NULL::float8"
    clipped = (f"CASE {dimension_sql(geog)} WHEN 2 THEN ST_Area(ST_Intersection({geog}, (SELECT g FROM region)))"
               f" WHEN 1 THEN ST_Length(ST_Intersection({geog}, (SELECT g FROM region))) ELSE 0 END") \
        if clip else "NULL::float8"
    area = PLANAR_AREA.format(g=f"({geog})::geometry") + f" AS area, ({geog}) AS geo" if area_rank else \
        f"ST_Area({geog}) AS area"
    sql = (f"SELECT %s::text AS tbl, t.id, t.{spec.name_column}::text AS name, GeometryType(({geog})::geometry) AS gtype,"
           f" ST_Y(ST_Centroid(({geog})::geometry)) AS lat, ST_X(ST_Centroid(({geog})::geometry)) AS lon,"
           f" {distance} AS dist, {azimuth} AS az, {area}, ST_Length({geog}) AS len,"
           f" {clipped} AS clipped,"
           # waterway relations are stored as merged lines on top of their member ways: flag them for totals
           f" (t.osm_type = 'R' AND {dimension_sql(geog)} = 1) AS rel_line,"
           f" {kind} AS kind, t.tags->>'opening_hours' AS hours"
           f" FROM {spec.relation} t WHERE " + " AND ".join(predicates))
    if knn is not None:
        sql += f" ORDER BY {geog} <-> {ANCHOR_G} LIMIT {int(knn)}"
    return f"({sql})", params


def feature_query(ctx: ToolContext, filters: list[FeatureFilter], scope: Scope, *, select: str,
                  order: str | None = None, limit: int | None = None, clip: bool = False,
                  knn: int | None = None, group: str | None = None, kinds: bool = False) -> list[tuple]:
    """Run `SELECT {select} FROM (union of per-table selects) f [GROUP BY group] [ORDER BY order] [LIMIT limit]`."""
    with_sql, params = _with_clause(ctx, scope)
    union, union_params = _union(ctx, filters, scope, clip=clip, knn=knn, kinds=kinds)
    params += union_params
    sql = f"{with_sql}SELECT {select} FROM ({union}) f"
    if group:
        sql += f" GROUP BY {group}"
    if order:
        sql += f" ORDER BY {order}"
    if limit:
        sql += f" LIMIT {int(limit)}"
    return ctx.db.query(sql, params, max_rows=max(limit or 1, 1)).rows


def _union(ctx: ToolContext, filters: list[FeatureFilter], scope: Scope, **options: Any) -> tuple[str, list[Any]]:
    """The per-table selects of the features, one table each, as one UNION ALL."""
    by_table: dict[str, list[FeatureFilter]] = {}
    for flt in filters:
        by_table.setdefault(flt.table, []).append(flt)
    selects, params = [], []
    for table, table_filters in by_table.items():
        sql, p = _table_select(ctx, table, table_filters, scope, **options)
        selects.append(sql)
        params += p
    return " UNION ALL ".join(selects), params


ENTITY_COLUMNS = "tbl, id, name, gtype, lat, lon, dist, az, area, len"
AREA_MARGIN = 10   # candidates beyond those asked for that may be measured geodesically
# PLANAR_AREA / geodesic area over every polygon of the national extract and the towns lies in [0.988, 1.001]:
# a candidate whose planar area is under 0.98 of the last one asked for (over 1/0.98 for the smallest) cannot
# overtake it, and is not measured
AREA_BAND = 0.98


def area_ranked_rows(ctx: ToolContext, filters: list[FeatureFilter], scope: Scope, descending: bool,
                     limit: int) -> list[tuple]:
    """The `limit` largest (smallest) features by geodesic area, as ENTITY_COLUMNS and the number of candidates.
    Every candidate is ranked by PLANAR_AREA; of the first `limit` + AREA_MARGIN, only those within AREA_BAND of
    the `limit`-th are measured on the spheroid (PostgreSQL evaluates the outer ST_Area after the filter).
    Measured: the largest lake of an Icelandic municipality (1,414 candidates) took 64 ms when every candidate was
    measured on the spheroid, 2.4 ms of 17 when the first 11 were."""
    with_sql, params = _with_clause(ctx, scope)
    union, union_params = _union(ctx, filters, scope, clip=False, knn=None, kinds=False, area_rank=True)
    order = "DESC" if descending else "ASC"
    band = f"area >= kth * {AREA_BAND}" if descending else f"area <= kth / {AREA_BAND}"
    sql = (f"{with_sql}SELECT tbl, id, name, gtype, lat, lon, dist, az, ST_Area(geo) AS area, len, total FROM ("
           f"SELECT *, nth_value(area, {int(limit)}) OVER (ORDER BY area {order}, id ROWS BETWEEN UNBOUNDED PRECEDING"
           f" AND UNBOUNDED FOLLOWING) AS kth FROM ("
           f"SELECT *, count(*) OVER () AS total FROM ({union}) f ORDER BY area {order}, id "
           f"LIMIT {int(limit) + AREA_MARGIN}) f) f WHERE kth IS NULL OR {band} ORDER BY 9 {order}, id LIMIT {int(limit)}")
    return ctx.db.query(sql, params + union_params, max_rows=max(limit, 1)).rows

LINE_GROUP_COLUMNS = (
    "tbl, (array_agg(id ORDER BY len DESC))[1] AS id, name, min(gtype) AS gtype, avg(lat) AS lat, avg(lon) AS lon,"
    " min(dist) AS dist, NULL::float8 AS az, sum(area) AS area,"
    " CASE WHEN bool_and(rel_line) THEN sum(len) ELSE sum(len) FILTER (WHERE NOT rel_line) END AS len,"
    " count(*) AS ways, count(*) OVER ()")


def entity(row: tuple, with_area: bool = False, with_length: bool = False) -> Entity:
    tbl, id_, name, gtype, lat, lon, dist, az, area, length = row[:10]
    return Entity(handle=f"{tbl}:{id_}", name=name, lat=round(lat, 7), lon=round(lon, 7), geometry_type=gtype,
                  distance_m=None if dist is None else round(dist, 2),
                  azimuth_deg=None if az is None else round(az, 2), direction=None if az is None else sector_of(az),
                  area_m2=round(area, 1) if with_area else None, length_m=round(length, 1) if with_length else None)


def nearest_rows(ctx: ToolContext, filters: list[FeatureFilter], scope: Scope, radii: list[float], last_holds: bool,
                 limit: int, wanted: int) -> list[tuple] | None:
    """The `wanted` nearest rows by exact distance (ties by id) within the first of `radii` that holds `wanted`
    rows, or `limit` rows and a named one, or at the last radius `limit` rows named or not (the last radius holds
    whatever it has when `last_holds`); None when none does. (Past the last radius only an unbounded search is
    left, whose distance to a town's outline costs ~3 ms a row it passes: 30 s for a few unnamed vending machines.)
    One statement: a recursive query tries the radii in order and stops at the first that holds, each radius an
    ST_DWithin on the GiST index."""
    with_sql, params = _with_clause(ctx, scope)
    union, union_params = _union(ctx, filters, scope, clip=False, knn=None, kinds=False, radius_sql="rad.r")
    row = "json_build_array(" + ENTITY_COLUMNS + ")"   # a radius's rows travel as one JSON array to the next step
    ctes = f"{with_sql.removeprefix('WITH ').rstrip()}, " if with_sql else ""
    sql = f"""WITH RECURSIVE {ctes}search(k, rows, holds) AS (
  SELECT 0, NULL::json, false
  UNION ALL
  SELECT s.k + 1, x.rows, x.n >= %s OR (x.n >= %s AND (x.named OR s.k + 1 = %s)) OR (%s AND s.k + 1 = %s)
  FROM search s
  CROSS JOIN LATERAL (SELECT (ARRAY[{', '.join(['%s::float8'] * len(radii))}])[s.k + 1] AS r) rad
  CROSS JOIN LATERAL (
    SELECT json_agg({row} ORDER BY dist, id) AS rows, count(*) AS n, coalesce(bool_or(name <> ''), false) AS named
    FROM (SELECT {ENTITY_COLUMNS} FROM ({union}) f ORDER BY dist, id LIMIT {int(wanted)}) f) x
  WHERE NOT s.holds AND s.k < %s
)
SELECT rows, holds FROM search WHERE k > 0 ORDER BY k DESC LIMIT 1"""
    params += [wanted, limit, len(radii), last_holds, len(radii), *radii] + union_params + [len(radii)]
    found = ctx.db.query(sql, params, max_rows=1).rows
    if not found or not found[0][1]:
        return None
    return [tuple(row) for row in found[0][0] or []]


# --------------------------------------------------------------------------------------------------


class Between(NamedTuple):
    azimuth: float | None          # degrees from a's centre to b's (None: the same point)
    distance: float                # geodesic metres between the geometries (0 when they touch)
    centre_distance: float         # between their centres
    a: tuple[float, float]         # a point on each (lon, lat): where a route along the streets starts and ends
    b: tuple[float, float]


# A way of a named street or river stands for its whole line: the ways of its name joined to it (within this of one
# another; a street's length joins its stretches across wider gaps in one town, TOWN_STREET_EPS_DEG). Measured: 'how far is the longest street in X from Y' measured
# from the one way the ranking returned, 2.2 km where the street passes 0.9 km away.
# Ways of one street's name closer than this are one street (~70-110 m: its carriageways, a gap at a junction, a
# street that jogs across a crossroads: measured, a 1.37 km avenue was read as its 0.96 km part beyond a 73 m jog at
# ~35-55 m); farther apart they are another street of the same name, or the same road after a stretch named otherwise.
CONNECTED_EPS_DEG = 0.001
# Within one town (an administrative area, the question's region, or the extract where no area holds the ways) the
# stretches of a name are one street across a gap this wide (~1.7-2.2 km: a park, a rail yard, a highway interrupting
# a city's grid; measured: Baltimore avenues in two to four parts 0.3-1.7 km apart were each measured as their longest
# part, 2.00 of 3.33 km, and a comparison of two of them named the shorter one); farther apart, another street of the
# same name.
TOWN_STREET_EPS_DEG = 0.02
LINE_REACH_DEG = 0.2


def whole_line_sql(ctx: ToolContext, handle: Handle) -> tuple[str, list[Any]]:
    """Scalar geography of a named line's connected ways (the handle's own row otherwise). Of the ways of its name,
    the CLUSTERED_ROWS nearest it (itself first) are joined: ST_ClusterDBSCAN ignores cancellation, and a hostile
    extract can hold 100,000 ways of one name (a street has at most 79 in the shipped extracts). The line is then
    the connected part of those that holds the way (a street's length says when ways were left out:
    measures._whole_line; a distance from it does not)."""
    if handle.kind != "row" or handle.radius_m is not None or handle.table not in COLLAPSE_TABLES:
        return handle.anchor_sql(ctx.profile)
    spec = ctx.profile.table(handle.table)
    name, geog = spec.name_column, spec.geog("t")
    return (f"""(WITH way AS (SELECT t.{name} AS name, ({geog})::geometry AS g FROM {spec.relation} t WHERE t.id = %s),
        named AS (SELECT t.id, ({geog})::geometry AS g FROM {spec.relation} t, way
                  WHERE way.name IS NOT NULL AND t.{name} = way.name AND {dimension_sql(geog)} = 1
                    AND ({geog}) && ST_Expand(way.g, %s)::geography
                  ORDER BY ({geog}) <-> way.g::geography, t.id <> %s, t.id LIMIT {CLUSTERED_ROWS}),
        joined AS (SELECT id, g, ST_ClusterDBSCAN(g, %s, 1) OVER () AS c FROM named)
        SELECT COALESCE(ST_Union(j.g)::geography, (SELECT way.g::geography FROM way)) FROM joined j
        WHERE j.c = (SELECT c FROM joined WHERE id = %s))""",
            [handle.id, LINE_REACH_DEG, handle.id, CONNECTED_EPS_DEG, handle.id])


def bearing_between(ctx: ToolContext, a: Handle, b: Handle) -> Between:
    """Azimuth between centres, geodesic distance between the geometries and between centres, a point on each. A
    way of a named street is its whole line (whole_line_sql)."""
    sa, pa = whole_line_sql(ctx, a)
    sb, pb = whole_line_sql(ctx, b)
    row = ctx.db.query(
        "SELECT degrees(ST_Azimuth(ST_Centroid(a::geometry)::geography, ST_Centroid(b::geometry)::geography)),"
        f" {pairwise_checked('ST_Distance', 'a', 'b')},"
        " ST_Distance(ST_Centroid(a::geometry)::geography, ST_Centroid(b::geometry)::geography),"
        " ST_X(ST_PointOnSurface(a::geometry)), ST_Y(ST_PointOnSurface(a::geometry)),"
        " ST_X(ST_PointOnSurface(b::geometry)), ST_Y(ST_PointOnSurface(b::geometry))"
        f" FROM (SELECT {sa} AS a, {sb} AS b) s", [*pa, *pb], max_rows=1).rows[0]
    return Between(row[0], row[1], row[2], (row[3], row[4]), (row[5], row[6]))
