"""The measurements: each metric's runner fills the Result from the feature query."""

from __future__ import annotations

import re
from typing import Literal, NamedTuple

from georeact.geo.directions import sector_bounds, sector_of
from georeact.geo.geodesy import GEOD
from georeact.geo.units import format_distance, parse_distance
from georeact.tools.base import ToolContext
from georeact.tools.handles import HANDLE_PATTERN, Handle
from georeact.tools.inspect_schema import table_columns
from georeact.tools.metric.models import MAX_LISTED, VERB, Bearing, Entity, Input, Kind, Problem, Resolved, Result
from georeact.tools.metric.places import resolve_place
from georeact.tools.metric.query import (TOWN_STREET_EPS_DEG, ENTITY_COLUMNS, LINE_GROUP_COLUMNS, Between, Scope, bearing_between,
                                         area_ranked_rows, entity, feature_query, nearest_rows)
from georeact.reading.metrics import metric_spec
from georeact.reading.features import dimension_sql
from georeact.tools.poi_filter import FeatureResolution
from georeact.tools.place_search import COLLAPSE_TABLES
from georeact.tools.sql_cost import CLUSTERED_ROWS


def nearest_candidate(ctx: ToolContext, args: Input, scope: Scope, region_context: str | None,
                       result: Result, near: dict[str, list] | None = None) -> None:
    """'Which is closer to A, B or C?': the geodesic distance from the anchor to each named candidate (a name
    several places share: the one near the call's other places, `near` by role)."""
    ranked = []
    for index, text in enumerate(args.candidates or []):
        handle, ref = resolve_place(ctx, text, "candidate", context=region_context,
                                    near=(near or {}).get(f"candidate {index}"))
        result.resolved.append(ref)
        bearing, distance = bearing_between(ctx, scope.anchor, handle)[:2]
        ranked.append(Entity(handle=ref.handle, name=ref.name, lat=ref.lat or 0.0, lon=ref.lon or 0.0,
                             geometry_type=ref.geometry_type or "POINT", distance_m=round(distance, 2),
                             azimuth_deg=None if bearing is None else round(bearing, 2),
                             direction=None if bearing is None else sector_of(bearing)))
    ranked.sort(key=lambda e: e.distance_m)
    result.metric = "nearest"
    result.entities = ranked[:args.limit]
    result.notes += [f"farther: {e.name or e.handle}, {e.distance_m:.0f} m" for e in ranked[args.limit:]]


def no_usable_features(args: Input, resolution: FeatureResolution, result: Result) -> None:
    what = args.feature or args.feature_filter
    if resolution.mismatched:
        need = "polygons" if metric_spec(args.metric).purpose == "area" else "lines"
        raise Problem(f"{args.metric} is not defined for {what!r}: "
                      f"{'; '.join(resolution.notes) or f'they are not {need}'}")
    # nothing of that kind in the database: a count is a real 0, other metrics have no answer
    if args.metric == "count":
        result.value, result.unit, result.total = 0, None, 0
    elif args.metric in ("area", "total_area", "length", "total_length"):
        result.value, result.unit, result.total = 0.0, "m2" if metric_spec(args.metric).purpose == "area" else "m", 0
    elif args.metric == "list":
        result.total = 0   # 'is there a mosque in X': none, said so
    result.notes.append(f"the database has no {what}")




class WholeLine(NamedTuple):
    metres: float
    ways: int
    town: str | None        # the town it was measured in (None: no administrative area holds it)
    longest: int            # its longest way's id
    other_ways: int         # ways of that name within ~10 km left out: elsewhere, or in other towns
    other_m: float
    unseen: int = 0         # ways of that name within ~10 km beyond the CLUSTERED_ROWS nearest it: not looked at


# A place's own measure: the function (geodesic, on the spheroid, of its geography), the dimension it needs, the unit,
# and why another shape has none
_OWN_MEASURES = {
    "area": ("ST_Area", 2, "m2", "area is not defined (only polygons have an area)"),
    "length": ("ST_Length", 1, "m", "length is not defined (only lines have a length; for a polygon ask for its area)"),
    "perimeter": ("ST_Perimeter", 2, "m", "it has no perimeter (only areas have one; for a line ask for its length)"),
}


def measure_places(ctx: ToolContext, args: Input, scope: Scope, anchor_b: Handle | None, result: Result,
                   town: Handle | None = None) -> None:
    """Metrics about named places themselves: distance/azimuth between two, area/length of one. `town`: the area a
    street is measured in (the call's region, or the town its name was given with)."""
    if args.metric in ("distance", "azimuth"):
        between = bearing_between(ctx, scope.anchor, anchor_b)
        bearing, distance, centre_distance = between.azimuth, between.distance, between.centre_distance
        if args.metric == "distance":
            result.value, result.unit = round(distance, 2), "m"
            if abs(centre_distance - distance) > 1:
                result.centre_distance_m = round(centre_distance, 2)
                result.notes.append(f"distance between the geometries (0 if they touch); between their centres: "
                                    f"{format_distance(centre_distance)}")
            if args.mode:
                _route(ctx, args.mode, between, result)
        else:
            if bearing is None:
                raise Problem("the two places have the same centre point; the azimuth is undefined")
            origin, place = result.resolved[0], result.resolved[1]
            result.bearing = Bearing(degrees=round(bearing, 2), compass=sector_of(bearing), place=place.name or place.text,
                                     handle=place.handle, origin=origin.name or origin.text, origin_handle=origin.handle)
            result.value, result.unit, result.direction = result.bearing.degrees, "deg", result.bearing.compass
            result.centre_distance_m = round(centre_distance, 2)   # (how far along a compass way: sentences.py)
        return
    if args.metric in _OWN_MEASURES:
        target = scope.anchor or scope.region
        sql, params = target.geography_sql(ctx.profile)
        function, needs, unit, undefined = _OWN_MEASURES[args.metric]
        value, dim = ctx.db.query(f"SELECT {function}(g), ST_Dimension(g::geometry) FROM (SELECT {sql} AS g) s", params,
                                  max_rows=1).rows[0]
        ref = result.resolved[0]
        if dim != needs:
            name = ref.name or ref.text
            cut = needs == 2 and dim == 1 and _outline_cut(ctx, target)
            raise Problem(f"{name} is a {ref.geometry_type.lower()}: {undefined}",
                          told=f"The loaded map data holds only part of {name}'s outline (the edge of the extract cuts "
                               f"it), so I cannot give its {args.metric}." if cut else None)
        result.value, result.unit = round(value, 1), unit
        pinned = ref.text.strip() == ref.handle or "question's other places" in " ".join(ref.reading)
        if args.metric == "length" and (whole := _whole_line(ctx, target, town, pinned=pinned)) is not None:
            _measured_in_one_town(whole, ref, result)
        elif args.metric == "length":
            _route_length(ctx, target, result)
        return
    raise Problem(f"metric {args.metric} needs a feature (e.g. feature='cafe')")


def _outline_cut(ctx: ToolContext, place: Handle) -> bool:
    """Whether a place held as lines is a multipolygon whose outline did not close: one the extract's edge cuts, kept
    as the lines it has (db/styles/gsqa.lua), not a river or a path."""
    if place.kind != "row" or place.table is None or "tags" not in table_columns(ctx, place.table):
        return False
    spec = ctx.profile.table(place.table)
    rows = ctx.db.query(f"SELECT t.tags->>'type' FROM {spec.relation} t WHERE t.id = %(id)s", {"id": place.id},
                        max_rows=1).rows
    return bool(rows) and rows[0][0] == "multipolygon"


def _route_length(ctx: ToolContext, line: Handle, result: Result) -> None:
    """A route's length (a relation people travel along, loaded as a POI), which may run on beyond the extract: its
    own distance tag when it has one (distance=120 km; OSM's unit for a bare number is km, and a duration tagged as a
    distance is no length), else the stretch the loaded data holds, said to be only that."""
    if line.kind != "row" or line.radius_m is not None or line.table != "pois" or \
            "tags" not in table_columns(ctx, "pois"):
        return
    spec = ctx.profile.table("pois")
    rows = ctx.db.query(f"SELECT t.tags->>'distance' FROM {spec.relation} t WHERE t.id = %(id)s"
                        " AND t.tags->>'type' = 'route'", {"id": line.id}, max_rows=1).rows
    if not rows:
        return   # no route: a line POI's own length
    said = rows[0][0]
    metres = parse_distance(said if re.search(r"[a-z]", said, re.I) else f"{said} km") if said else None
    result.in_data_m, result.route_length = result.value, "in_data"
    if metres is not None:
        result.value, result.route_length = round(metres, 1), "stated"


def _measured_in_one_town(whole: WholeLine, ref: Resolved, result: Result) -> None:
    """The length of the street `whole` found, and what was left out: the answer says it was measured in one town."""
    result.value = round(whole.metres, 1)
    where = f" in {whole.town}" if whole.town else ""
    if whole.longest != Handle.parse(ref.handle).id:   # another group of ways of the name: the longest one
        handle = f"{ref.table}:{whole.longest}"
        result.notes.append(f"{ref.name!r} measured{where}, its longest stretch of connected ways ({handle})")
        ref.handle = handle
    if whole.ways > 1:
        result.notes.append(f"the length adds up the {whole.ways} ways named {ref.name!r} that join it{where} "
                            "(a street or river is split into many ways)")
    if whole.other_ways:
        result.notes.append(f"measured{where or ' along its connected ways'} only: {whole.other_ways} more "
                            f"way{'s' if whole.other_ways > 1 else ''} named {ref.name!r} within 10 km "
                            f"({format_distance(whole.other_m)}) are other streets of that name or its stretches "
                            "in other towns, not added")
    if whole.unseen:
        result.notes.append(f"measured over the {CLUSTERED_ROWS:,} ways named {ref.name!r} nearest it only: "
                            f"{whole.unseen:,} more of that name within 10 km were not looked at (more than a "
                            "street has), so the length may leave out some of it")


def _whole_line(ctx: ToolContext, line: Handle, region: Handle | None, pinned: bool) -> WholeLine | None:
    """The named street (or river) a way stands for, measured in one town. A street name recurs in every village,
    and a main road keeps its name across towns (measured: 'How long is X street' summed every street of that
    name, 48.6 km for one of about 2 km). The ways of its name nearby are grouped by town (the smallest
    administrative area, admin_level 8 or wider, their middle lies in; the question's region instead when it has
    one, as the ways that meet it) and, in each town, into pieces within TOWN_STREET_EPS_DEG of one another. The
    group is the way's own when the way was `pinned` (named by handle, or chosen near the question's other places),
    else the longest group (in the region, when there is one)."""
    if line.kind != "row" or line.radius_m is not None or line.table not in COLLAPSE_TABLES:
        return None
    spec, regions = ctx.profile.table(line.table), ctx.profile.table("regions")
    name, geog, rgeog = f"t.{spec.name_column}", spec.geog("t"), regions.geog("r")
    if region is not None and region.kind == "row" and region.radius_m is None:
        rspec = ctx.profile.table(region.table)
        town = (f"SELECT h.id, h.{rspec.name_column}::text AS name FROM {rspec.relation} h WHERE h.id = %(region)s"
                f" AND ({rspec.geog('h')})::geometry && n.g AND ST_Intersects(({rspec.geog('h')})::geometry, n.g)")
        keep = "town IS NOT NULL"
    elif "admin_level" in table_columns(ctx, "regions"):
        # the most local administrative level holding it (planar: this only assigns a way to a town)
        town = (f"SELECT r.id, r.{regions.name_column}::text AS name FROM {regions.relation} r WHERE r.admin_level <= 8"
                f" AND ({rgeog}) && n.p::geography AND ST_Intersects(({rgeog})::geometry, n.p)"
                f" ORDER BY r.admin_level DESC, r.id LIMIT 1")
        keep = "true"
    else:
        town, keep = "SELECT NULL::bigint AS id, NULL::text AS name", "true"
    # named: the CLUSTERED_ROWS ways of the name nearest the way (itself first), each with how many there are in all
    # (`sharing`): ST_ClusterDBSCAN below ignores cancellation, and a hostile extract can hold 100,000 ways of a name
    rows = ctx.db.query(
        f"""WITH way AS (SELECT {name} AS name, ({geog})::geometry AS g FROM {spec.relation} t WHERE t.id = %(id)s),
        named AS (SELECT n.*, ST_Length(n.geog) AS len, n.geog::geometry AS g, ST_PointOnSurface(n.geog::geometry) AS p
                  FROM (
                    SELECT t.id, ({geog}) AS geog, count(*) OVER () AS sharing
                    FROM {spec.relation} t, way
                    WHERE ({geog}) && ST_Expand(way.g, %(reach)s)::geography AND {name} = way.name
                      AND {dimension_sql(geog)} = 1 AND NOT (t.osm_type = 'R')
                    ORDER BY ({geog}) <-> way.g::geography, t.id <> %(id)s, t.id LIMIT %(most)s) n),
        towned AS (SELECT n.*, tw.id AS town, tw.name AS town_name FROM named n LEFT JOIN LATERAL ({town}) tw ON true),
        grouped AS (SELECT *, ST_ClusterDBSCAN(g, %(town_eps)s, 1) OVER (PARTITION BY town) AS c FROM towned
                    WHERE {keep}),
        groups AS (SELECT town_name, sum(len) AS m, count(*) AS ways, bool_or(id = %(id)s) AS mine,
                          (array_agg(id ORDER BY len DESC, id))[1] AS longest
                   FROM grouped GROUP BY town, town_name, c)
        SELECT m, ways, town_name, longest, (SELECT count(*) FROM named), (SELECT sum(len) FROM named),
               (SELECT max(sharing) FROM named)
        FROM groups ORDER BY (mine AND %(pinned)s) DESC, m DESC, longest LIMIT 1""",
        {"id": line.id, "town_eps": TOWN_STREET_EPS_DEG, "reach": 0.1, "region": region.id if region else None,
         "pinned": pinned, "most": CLUSTERED_ROWS}, max_rows=1).rows
    if not rows or rows[0][0] is None:
        return None
    metres, ways, town_name, longest, named, named_m, sharing = rows[0]
    return WholeLine(float(metres), int(ways), town_name, int(longest), int(named) - int(ways),
                     float(named_m or 0) - float(metres), int(sharing) - int(named))


# the ways a mode travels, as a person says them
_WAYS = {"walk": ("a path or street you can walk", "paths and streets"),
         "bike": ("a road or path you can cycle", "roads and cycle paths"), "drive": ("a road a car can use", "roads")}


def _no_route_told(ctx: ToolContext, mode: str, between: Between, names: list[str], geodesic: float,
                   built: bool) -> str:
    """Why no route was found, in a person's words: which place lies away from the mode's ways, or that the ways
    from the two do not join; and the straight-line distance, which is known."""
    from georeact.tools.plan_route import MAX_SNAP_M, off_network
    said = f"I found no {VERB[mode]} route from {names[0]} to {names[1]} in the map data"
    if not built:
        why = "the street network is not loaded"
    else:
        far = [names[i] for i in off_network(ctx, [between.a, between.b], mode)]  # type: ignore[arg-type]
        why = (f"{' and '.join(far)} {'is' if len(far) == 1 else 'are'} more than {MAX_SNAP_M / 1000:g} km "
               f"from {_WAYS[mode][0]}") if far else f"the {_WAYS[mode][1]} from the two do not join up"
    return f"{said}: {why}. In a straight line they are {format_distance(geodesic)} apart."


def _route(ctx: ToolContext, mode: str, between: Between, result: Result) -> None:
    """The route for the mode between the two places along the streets (network.ROUTE_COST: the fastest on foot
    and by bike, the shortest by car): its length is the answer."""
    from georeact.db.network import PATH_CHOSEN, network_available
    from georeact.tools.plan_route import network_distance   # a sibling tool, loaded when used
    # (a place found with no name, passed on by its handle, is never said by it: the person reads this)
    names = [ref.name or ("a place with no name" if re.fullmatch(HANDLE_PATTERN, ref.text.strip()) else ref.text)
             for ref in result.resolved[:2]]
    geodesic = between.distance
    leg = network_distance(ctx, between.a, between.b, mode)  # type: ignore[arg-type]
    if leg is None:
        built = network_available(ctx.db)
        why = ("they are not connected by streets usable for this mode (different areas, or a place more than 1 km "
               "from such a street)" if built else "the street network is not built")
        raise Problem(f"no {VERB[mode]} route from {names[0]} to {names[1]}: {why}. The straight-line (geodesic) "
                      f"distance is {format_distance(geodesic)}; ask without mode for it.",
                      told=_no_route_told(ctx, mode, between, names, geodesic, built))
    if geodesic < 1 and leg.network_m >= 1:
        # one place holds the other (a town and a museum in it): 0 m between the shapes says nothing of the trip, the
        # straight line between the two points the route joins does
        geodesic = GEOD.inv(*between.a, *between.b)[2]
    result.value, result.unit, result.mode = round(leg.distance_m, 2), "m", mode
    result.geodesic_m, result.travel_time_s = round(geodesic, 2), round(leg.duration_s, 1)
    if leg.pushed_m >= 1:
        result.pushed_m = round(leg.pushed_m)
    result.notes.append(f"{VERB[mode]} route from {names[0]} to {names[1]} ({PATH_CHOSEN[mode]}, including "
                        f"{format_distance(leg.access_m)} to and from the streets)"
                        + ("; one-way streets can make the way back different" if mode == "drive" else ""))
    if any(ref.geometry_type and "POINT" not in ref.geometry_type for ref in result.resolved[:2]):
        result.notes.append("the route starts and ends at a point on each place; the geodesic distance is "
                            "between their whole geometries")


# a count this small names its places ('1 restaurant open then': which one is what a person asks next)
COUNT_NAMED_MAX = 5


def _count(ctx, args, scope, filters, result) -> None:
    (n,), = feature_query(ctx, filters, scope, select="count(*)")
    result.value, result.total = n, n
    if 0 < n <= COUNT_NAMED_MAX:
        result.entities = [entity(r) for r in _ranked_rows(ctx, scope, filters, _listing_order(scope), n)]


def _total(ctx, args, scope, filters, result) -> None:
    is_area = metric_spec(args.metric).purpose == "area"
    measure = "area" if is_area else "len"
    clip = scope.region is not None
    keep = "NOT rel_line"   # a relation line repeats its member ways, which are summed already
    (n, total, clipped, skipped, skipped_len), = feature_query(
        ctx, filters, scope, clip=clip,
        select=f"count(*) FILTER (WHERE {keep}), COALESCE(sum({measure}) FILTER (WHERE {keep}), 0),"
               f" COALESCE(sum(clipped) FILTER (WHERE {keep}), 0), count(*) FILTER (WHERE rel_line),"
               " COALESCE(sum(len) FILTER (WHERE rel_line), 0)")
    result.value, result.unit, result.total = round(float(total), 2), "m2" if is_area else "m", n
    if skipped:
        result.notes.append(f"left out {skipped} waterway relation line(s) ({format_distance(skipped_len)}): "
                            "they repeat member ways that are already counted")
    if clip:
        result.clipped = round(float(clipped), 2)
        result.notes.append(f"answer = whole {'area' if is_area else 'length'} of the {n} features that intersect "
                            "the region; 'inside the region only' clips them to its boundary")


def _extreme(ctx, args, scope, filters, result) -> None:
    is_area = metric_spec(args.metric).purpose == "area"
    desc = args.metric in ("largest", "longest")
    if is_area:
        rows = area_ranked_rows(ctx, filters, scope, desc, args.limit or 1)
    else:
        # A street or river is many OSM ways sharing a name: rank named lines by their summed length
        # (as the GS-QA gold does); waterway relation lines repeat their members, so they only count alone.
        # Named lines rank first: 'the longest street' is a street people can name, not an unnamed service way.
        rows = feature_query(ctx, filters, scope, select=LINE_GROUP_COLUMNS, group="tbl, name, CASE WHEN name IS NULL THEN id END",
                             order=f"name IS NULL, len {'DESC' if desc else 'ASC'}, id", limit=args.limit)
        if rows and any(row[-2] > 1 for row in rows):
            result.notes.append("lengths add up all ways of the same name (a street or river is split into many ways)")
        rows = [row[:10] + row[-1:] for row in rows]
    result.entities = [entity(r, with_area=is_area, with_length=not is_area) for r in rows]
    result.total = rows[0][-1] if rows else 0
    if rows:
        result.value, result.unit = round(rows[0][8 if is_area else 9], 2), "m2" if is_area else "m"


BROAD_SECTOR_DEG = 90.0   # "north of" in the broad sense: MapQA's sectors

# Search radii for nearest, before the unbounded KNN. KNN (`<->`) computes an uncached geography distance for
# every candidate it visits: ~3 ms each against a 600-vertex region, so a region anchor took 10-20 s. ST_DWithin
# and ST_Distance reuse PostGIS's per-query tree of the anchor: the same answer in milliseconds.
NEAREST_RADII_M = (1_000.0, 10_000.0, 100_000.0, 1_000_000.0)


def _nearest_rows(ctx, scope: Scope, filters, limit: int, spare: int) -> list[tuple]:
    """The `limit` nearest rows by exact distance (ties by id), plus up to `spare` more to find a named one.

    Exact, not approximate: every row within a radius is seen, and nothing outside it can be nearer. A radius
    is enough once it holds `limit` rows and a named one (or `limit + spare` rows); a radius the call gives
    bounds the search. Only when no radius is enough does a second statement search without one.
    """
    wanted = limit + spare
    bound = scope.radius_m is not None and scope.radius_m <= NEAREST_RADII_M[-1]
    radii = [r for r in NEAREST_RADII_M if scope.radius_m is None or r < scope.radius_m]
    radii += [scope.radius_m] if bound else []
    rows = nearest_rows(ctx, filters, scope.model_copy(update={"radius_m": None}), radii, bound, limit, wanted)
    if rows is not None:
        return rows
    return feature_query(ctx, filters, scope, select=ENTITY_COLUMNS, order="dist, id", limit=wanted, knn=wanted + 5)


def _nearest(ctx, args, scope, filters, result) -> None:
    listing = scope.radius_m is not None and metric_spec(args.metric).listed_within_radius
    spare = 10  # a few more than asked, to name the nearest *named* feature when the nearest has no name

    def fetch(where: Scope, limit: int = args.limit) -> list[tuple]:
        if listing:
            return _ranked_rows(ctx, where, filters, "dist, id", limit)
        return _nearest_rows(ctx, where, filters, limit, spare)

    rows = fetch(scope)
    if args.limit > 1 and len(rows) >= args.limit and (twins := len(rows) - len(one_per_place(rows))):
        rows = fetch(scope, args.limit + twins + 2)   # (the same place mapped twice takes one rank: more are needed)
    if not rows and args.direction and not args.towards and "sector_deg" not in args.model_fields_set \
            and args.sector_deg < BROAD_SECTOR_DEG:
        # "the closest theatre north of Fuku": none within ±22.5° of north, but in plain speech (and in MapQA's
        # gold) "north of" is ±45°. A width the caller chose is kept as it is.
        rows = fetch(scope.model_copy(update={"window": sector_bounds(args.direction, BROAD_SECTOR_DEG)}))
        if rows:
            result.notes.append(f"none within ±{args.sector_deg / 2:g}° of {args.direction}; widened to "
                                f"±{BROAD_SECTOR_DEG / 2:g}° (sector_deg={BROAD_SECTOR_DEG:g})")
    if listing:
        _fill_listing(rows, "distance", result)
    else:
        _fill_nearest(rows, args.limit, result)
    if not rows:
        where = []
        if scope.window is not None:
            where.append(f"{args.direction or 'towards ' + args.towards} of {result.resolved[0].name or args.anchor}")
        if scope.radius_m:
            where.append(f"within {format_distance(scope.radius_m)}")
        if scope.region is not None:
            where.append("in the region")
        result.notes.append(f"no {args.feature or args.feature_filter} {' '.join(where)}".strip())
        return
    first = result.entities[0]
    if metric_spec(args.metric).bearings or scope.window is not None:
        result.bearing = _bearing_to(first, scope.anchor_ref)
    if args.metric == "azimuth":
        if result.bearing is None:
            result.notes.append("the nearest feature is at the anchor's centre: no azimuth")
        else:
            result.value, result.unit, result.direction = result.bearing.degrees, "deg", result.bearing.compass
    elif args.metric == "distance":
        result.value, result.unit = first.distance_m, "m"


# A named place mapped twice (a point and its building, both tagged as the place) is one place on a ranked list:
# the same name, a point and an area, within this distance. (Two points of one name so close are as often two
# branches of a chain or two cash machines: both are kept.)
SAME_PLACE_M = 100.0


def one_per_place(rows: list[tuple]) -> list[Entity]:
    """The rows' entities, nearest first, with each named place's farther twin left out."""
    kept: list[Entity] = []
    for found in map(entity, rows):
        if found.name is None or not any(
                e.name is not None and e.name.casefold() == found.name.casefold() and
                ("POINT" in e.geometry_type.upper()) != ("POINT" in found.geometry_type.upper()) and
                GEOD.inv(e.lon, e.lat, found.lon, found.lat)[2] < SAME_PLACE_M for e in kept):
            kept.append(found)
    return kept


def _fill_nearest(rows: list[tuple], limit: int, result: Result) -> None:
    """The `limit` nearest (a place mapped twice once), plus the nearest named one when none of them has a name."""
    found = one_per_place(rows) if limit > 1 else [entity(r) for r in rows]
    result.entities = found[:limit]
    if result.entities and all(e.name is None for e in result.entities):
        named = next((e for e in found[limit:] if e.name), None)
        if named is not None:
            result.entities.append(named)
            result.notes.append(f"the nearest has no name in OpenStreetMap; the nearest named one is {named.name} "
                                f"({named.handle}, {named.distance_m:.0f} m)")


def _bearing_to(entity: Entity, origin: Resolved | None) -> Bearing | None:
    if entity.azimuth_deg is None or origin is None:
        return None
    return Bearing(degrees=entity.azimuth_deg, compass=entity.direction or sector_of(entity.azimuth_deg),
                   place=entity.name or "(no name)", handle=entity.handle, origin=origin.name or origin.text,
                   origin_handle=origin.handle)


def _ranked_rows(ctx, scope: Scope, filters, order: str, limit: int) -> list[tuple]:
    """Every match in the scope, ordered; the first max(limit, MAX_LISTED) rows, each with the total last."""
    return feature_query(ctx, filters, scope, select=f"{ENTITY_COLUMNS}, count(*) OVER ()", order=order,
                         limit=max(limit, MAX_LISTED))


def _fill_listing(rows: list[tuple], ranked_by: Literal["distance", "name"], result: Result) -> None:
    result.entities = [entity(r) for r in rows]
    result.total = rows[0][-1] if rows else 0
    result.ranked_by = ranked_by


def _listing_order(scope: Scope) -> str:
    """Places listed nearest first around a place, else by name."""
    return "dist, id" if scope.anchor is not None else "name NULLS LAST, id"


def _list(ctx, args, scope, filters, result) -> None:
    by = "distance" if scope.anchor is not None else "name"
    _fill_listing(_ranked_rows(ctx, scope, filters, _listing_order(scope), args.limit), by, result)


def _kinds(ctx, args, scope, filters, result) -> None:
    """Which kinds of the feature are in the scope ('What amenities exist within 100 m of X?'), most common first."""
    nearest = "min(dist)" if scope.anchor is not None else "NULL::float8"
    if scope.anchor is not None and scope.radius_m is None and scope.window is None:
        # "What amenity is at Kotipizza?": without a radius the kinds *at* the place, the place itself included
        scope = scope.model_copy(update={"radius_m": 0.0, "include_anchor": True})
        result.notes.append(f"no radius: the kinds at {scope.anchor_ref.name if scope.anchor_ref else 'the anchor'}"
                            " itself (give radius_m for the kinds around it)")
    rows = feature_query(ctx, filters, scope, select=f"kind, count(*) AS n, {nearest} AS near", group="kind", kinds=True,
                         order="n DESC, near NULLS LAST, kind", limit=50)
    for kind, count, near in rows:
        if kind:
            column, _, value = kind.partition("=")
            result.kinds.append(Kind(column=column, value=value, count=count,
                                     nearest_m=None if near is None else round(near, 1)))
    result.total = sum(k.count for k in result.kinds)


RUNNERS = {"count": _count, "total": _total, "extreme": _extreme, "nearest": _nearest, "list": _list, "kinds": _kinds}
