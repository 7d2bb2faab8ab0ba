"""CalculateMetric: one call answers a measuring question (count, area, length, distance, nearest, azimuth ...).

It takes names as well as handles, so a small model can pass the words of the question straight through:
`anchor`/`anchor_b`/`region` are resolved with ResolveLocation's `find_places`, `feature` with GetPOIFilter's
`resolve`. The result says what was resolved (names, handles, filters) and gives a typed answer.

Conventions, mirroring the gold SQL of GS-QA (MajidSas/GS-QA generator/generator.py):
- Geometries are geography(4326); distances are `ST_Distance(geography, geography)` in metres, geodesic,
  between the full geometries (0 when they touch or overlap), as in the knn+distance / range+distance gold.
- "In a region" is `ST_Intersects(feature, region)` (intersects+count, area_max, area_total, length_total);
  totals add up the *whole* area/length of every intersecting feature (gold: SUM(ST_Area(geometry)) over
  ST_Intersects). The part clipped to the region is reported alongside as `clipped`.
- "Within r of X" is `ST_DWithin(feature, X, r)` (range+* templates).
- Nearest searches growing ST_DWithin radii ordered by exact ST_Distance (fast even from a large polygon
  anchor), then falls back to the KNN operator `<->` with no radius.
- Azimuth is `degrees(ST_Azimuth(anchor_point, feature_point))` on geography: 0 = north, clockwise. GS-QA's
  POIs are all points, so the gold never needs a point for a polygon; here polygons and lines use their
  centroid (`ST_Centroid(geometry::geometry)`), points themselves.
- Direction sectors are 45 degrees centred on N, NE, E ... (gold `direction_filters`: north = [337.5, 22.5]);
  see georeact.geo.directions. "Towards X" keeps features within +-22.5 degrees of the bearing anchor -> X
  (gold range:towards / knn:towards). Unlike the gold `BETWEEN angle - 22.5 AND angle + 22.5`, the window
  wraps around north, so a bearing of 10 degrees also keeps 350.
- Area only over polygons, length only over lines: other geometry kinds are reported, never summed as 0.
- distance + mode (walk | bike | drive): the route along the streets from anchor to anchor_b
  (plan_route.network_distance, pgRouting; one-way streets count when driving) is the answer, the geodesic
  distance is reported next to it.
"""

from __future__ import annotations

from georeact.geo.directions import normalize_azimuth, sector_bounds, sector_of
from georeact.tools.base import ToolContext
from georeact.tools.handles import Handle
from georeact.tools.kind_in_town import BY_ITS_EDGE_M, town_said_first
from georeact.reading.model import QuestionReading
from georeact.tools.metric.arguments import (anchor_means_region, forgive, reconciled, specialise, unbounded_search,
                                              validate)
from georeact.tools.metric.extent import check_within_the_data
from georeact.tools.metric.features import resolve_features
from georeact.tools.metric.hours import open_features
from georeact.tools.metric.measures import RUNNERS, measure_places, nearest_candidate, no_usable_features
from georeact.tools.metric.namesake_by_kind import namesake_with_kind
from georeact.tools.metric.models import MAX_LISTED, Input, NotInData, Problem, Resolved, Result
from georeact.tools.metric.places import near_places, resolve_place, street_in_town
from georeact.tools.metric.query import Scope, bearing_between
from georeact.reading.metrics import POINT_AS_AREA_RADIUS_M, metric_spec
from georeact.tools.place_search import IN_TOWN, is_name, prefetch, search_terms

__all__ = ["NAME", "DESCRIPTION", "Input", "Result", "run", "reconcile", "MAX_LISTED"]

NAME = "CalculateMetric"
TOWARDS_HALF_WIDTH = 22.5   # "towards X": the bearing to X, plus or minus this
DESCRIPTION = (
    "Compute the answer to a spatial question in one call. metric=kinds: which kinds of the feature are there "
    "(feature='amenity' within radius_m of an anchor; no radius: at the anchor itself). "
    "feature: a kind of place ('cafe', 'lake', 'river'). anchor / anchor_b: a place name or handle "
    "('Harbour Gallery', 'pois:6666'). region: a region name or handle ('Eastbrook', 'regions:3'). Optional radius_m around "
    "the anchor (nearest or list then give every match inside it, nearest first, with the total), direction from "
    "the anchor ('east'), towards a second place. Distances in metres, areas in m². "
    "For the distance along the streets give mode (walk, bike, drive) with metric=distance, anchor and anchor_b. "
    "'Which is closer to A, B or C?': metric=nearest, anchor=A, candidates=[B, C]. open_at keeps the places open then."
)

def reconcile(ctx: ToolContext, args: Input, reading: QuestionReading) -> tuple[Input, list[str]]:
    """A model's call as its question asks for it (reading/reconcile.py); the plan's calls skip this."""
    try:
        return reconciled(ctx, args, reading)
    except Problem:   # the call runs as written and says its own problem
        return args, []


def run(ctx: ToolContext, args: Input) -> Result:
    """forgive -> specialise -> validate -> run."""
    result = Result(metric=args.metric)
    try:
        _prefetch(ctx, args)
        args = forgive(args, result)
        args = specialise(args)
        result.metric = args.metric
        _one_end_only(ctx, args, result)
        validate(args)
        _run(ctx, args, result)
        check_within_the_data(ctx, result, args.feature)
    except Problem as exc:
        return Result.failed(exc, metric=args.metric, resolved=result.resolved, filters=result.filters)
    return result


def _one_end_only(ctx: ToolContext, args: Input, result: Result) -> None:
    """'how long would it take me to walk to the library in T': a distance to one place from no place said. The place
    is looked for first (one the data lacks is said so), then the person is asked where they start from."""
    if metric_spec(args.metric).of_places != 2 or not args.anchor or args.anchor_b or args.feature or \
            args.feature_filter or args.candidates:
        return
    context = args.region if args.region and ":" not in args.region else None
    _, ref = resolve_place(ctx, args.anchor, "anchor", context=context, within=args.region)
    result.resolved.append(ref)
    name = ref.name or (args.anchor if is_name(args.anchor) else "that place")   # (never a handle: 'pois:29777')
    raise Problem(f"metric {args.metric} needs anchor_b (a second place) or a feature (to the nearest one)",
                  told=f"I found {name}, but not where you start from: ask, for example, 'how far is it from <a place> "
                       f"to {name}?'")


def _prefetch(ctx: ToolContext, args: Input) -> None:
    """Search every place the call and its question name in one statement (the statement also tells the feature
    counts the data version)."""
    places = [args.anchor, args.anchor_b, args.towards, *(args.candidates or []), *ctx.places]
    context = args.region if args.region and ":" not in args.region else None
    prefetch(ctx, [term for place in places for term in search_terms(place, context)]
             + search_terms(args.region))


def _shape_measured(args: Input) -> str | None:
    """The shape a place's own length or area needs: a line, a polygon."""
    if args.feature or args.feature_filter or args.anchor_b:
        return None
    return {"length": "LINE", "area": "POLYGON", "perimeter": "POLYGON"}.get(args.metric)


def _is_point(ref: Resolved) -> bool:
    return "POINT" in (ref.geometry_type or "")


def _around_point(scope: Scope, ref: Resolved, result: Result, radius_m: float | None = None) -> None:
    """Bound a search "in" a place that is no area to a radius around it, rather than the whole database."""
    scope.radius_m = result.radius_m = radius_m or POINT_AS_AREA_RADIUS_M
    if radius_m is None:
        what = "a point" if _is_point(ref) else "a single place"
        result.notes.append(f"{ref.text!r} is {what} here ({ref.handle}), not an area: searched within "
                            f"{POINT_AS_AREA_RADIUS_M / 1000:g} km of it (pass radius_m for another distance)")


def _region_as_point(ctx: ToolContext, args: Input, scope: Scope, result: Result, problem: Problem,
                     near: list | None = None) -> None:
    if isinstance(problem, NotInData):
        raise problem   # no place of that name at all: not a point either
    found = None
    if ":" not in (args.region or ""):
        try:
            found = resolve_place(ctx, args.region or "", "region", near=near)   # the region asked for, as a centre
        except Problem:
            pass
    # a street is no town; a name merely like the town's is not the town
    if found is None or not _is_point(found[1]) or found[1].approximate:
        raise Problem(f"{problem} Without a region polygon, give an anchor place and radius_m instead.")
    scope.anchor, ref = found
    scope.anchor_ref = ref.model_copy(update={"role": "anchor"})
    result.resolved.append(ref)
    _around_point(scope, ref, result, args.radius_m)


def _town_of(ctx: ToolContext, place: str | None) -> str | None:
    """The town a place is said in: 'Mill Lane in Eastbrook', 'the Eastbrook give-way sign'; None for none."""
    if not place or ":" in place:
        return None
    if (said := IN_TOWN.match(place.strip())) is not None:
        return said["town"]
    return town_said_first(ctx, place)


def _lies_outside(ctx: ToolContext, anchor: Handle, region: Handle) -> bool:
    """Whether the anchor lies wholly outside the region (a place found by a lake or a park, not in it)."""
    anchor_sql, anchor_params = anchor.anchor_sql(ctx.profile)
    region_sql, region_params = region.geography_sql(ctx.profile)
    rows = ctx.db.query(f"SELECT NOT ST_Intersects(({anchor_sql})::geometry, ({region_sql})::geometry)",
                        [*anchor_params, *region_params], max_rows=1).rows
    return bool(rows and rows[0][0])


def _run(ctx: ToolContext, args: Input, result: Result) -> None:
    scope = Scope(radius_m=args.radius_m)
    result.radius_m, result.direction_asked = args.radius_m, args.direction
    region_context = args.region if args.region and ":" not in args.region else None
    _prefetch(ctx, args)   # grounding may have named other places
    anchor_b: Handle | None = None
    # 'Landstrasse in Schaan' as the anchor: the town places the street as a region would
    in_town = IN_TOWN.match(args.anchor.strip()) if args.anchor and not args.region and ":" not in args.anchor else None
    town_text = in_town["town"] if in_town else None
    # a name several places share is taken near the call's other places (a street in the question's town), and near
    # the question's (the other side of a comparison made in two calls)
    in_the_call = {args.anchor, args.anchor_b, args.region, args.towards, *(args.candidates or [])}
    near = near_places(ctx, [("anchor", args.anchor, region_context, False),
                             ("anchor_b", args.anchor_b, region_context, False),
                             ("region", args.region or town_text, None, True),
                             ("towards", args.towards, region_context, False),
                             *((f"candidate {i}", text, region_context, False)
                               for i, text in enumerate(args.candidates or [])),
                             *((f"question {i}", text, region_context, False) for i, text in enumerate(ctx.places)
                               if text not in in_the_call)])
    # 'from the chain barrier to the gate in Eastbrook': the town said with one end is where the other end, said by
    # its kind, is looked for too
    within_a = within_b = args.region
    if not args.region and args.anchor and args.anchor_b:   # (two ends and no region said: only then asked)
        town_a, town_b = _town_of(ctx, args.anchor), _town_of(ctx, args.anchor_b)
        within_a, within_b = (town_b if not town_a else None), (town_a if not town_b else None)
    if args.anchor:
        scope.anchor, ref = resolve_place(ctx, args.anchor, "anchor", context=region_context, prefer=_shape_measured(args),
                                          near=near.get("anchor"), within=within_a)
        scope.anchor_ref = ref
        if anchor_means_region(args, ref):
            # "largest park in Monaco" written as anchor=Monaco: without a radius or direction an area anchor
            # can only mean "in it"; otherwise the search would run over the whole database.
            ref = ref.model_copy(update={"role": "region"})
            scope.region, scope.anchor, scope.anchor_ref = scope.anchor, None, None
            result.notes.append(f"anchor {args.anchor!r} is an area and no radius/direction was given: "
                                "searched inside it")
        elif unbounded_search(args):
            # a point, or a building or other single place that is no area to search in: the area around it ('how
            # many cafes near the cathedral'), never every cafe of the data
            _around_point(scope, ref, result)
        result.resolved.append(ref)
    if args.anchor_b:
        anchor_b, ref = resolve_place(ctx, args.anchor_b, "anchor_b", context=region_context, near=near.get("anchor_b"),
                                      within=within_b)
        result.resolved.append(ref)
    if args.region:
        try:
            scope.region, ref = resolve_place(ctx, args.region, "region", polygons_only=True, near=near.get("region"))
            result.resolved.append(ref)
            if ref.handle.startswith("lakes:") and (args.feature or args.feature_filter):
                # 'the toilets at <lagoon>', 'cafes at the lake': what is at water stands on its shore
                scope.region = scope.region.buffered(BY_ITS_EDGE_M)
                result.notes.append(f"region {args.region!r} is water: searched within {BY_ITS_EDGE_M:.0f} m of its "
                                    "shore")
            no_town = ":" not in args.region and not ref.settlement   # (a region found by its name)
            if scope.anchor is not None and args.radius_m is not None and (
                    ref.handle.startswith("pois:") or no_town or _lies_outside(ctx, scope.anchor, scope.region)):
                # 'within 3 km of the toilets in T', T found only as a building named so, or a lagoon whose toilets
                # stand on its shore: the place said places the anchor; it is no area to count in ('within 10 km of
                # the lighthouse on <an island>': an island, a park or a glacier places it; only a town is a scope)
                why = "is a single place here, not an area" if ref.handle.startswith("pois:") else \
                    "is no town, only where the anchor is" if no_town else \
                    "does not hold the anchor"
                scope.region = None
                result.notes.append(f"region {args.region!r} {why}: used it only to find the anchor")
        except Problem as problem:
            # Small models pass the city as region ("nearest cafe to the Ateneum in Helsinki"). With an
            # anchor, a city without a boundary polygon is context, not a constraint: say so and go on.
            if scope.anchor is not None and ":" not in args.region and isinstance(problem, NotInData):
                result.notes.append(f"region {args.region!r} is not in the loaded data (no place has that name): "
                                    "searched from the anchor without it")
            elif scope.anchor is not None and ":" not in args.region:
                result.notes.append(f"region {args.region!r} has no boundary polygon here; used it only to find the anchor")
            else:   # "the largest lake in Neubrandenburg", a town mapped only as a point: around that point
                _region_as_point(ctx, args, scope, result, problem, near.get("region"))
    if (scope.anchor is not None and scope.anchor == scope.region and (args.feature or args.feature_filter)
            and args.radius_m is None and not args.direction and not args.towards
            and not metric_spec(args.metric).needs_anchor):   # (a distance is measured from it: it stays)
        # anchor=Vaduz and region=Vaduz (a prebuilt agent on the embedded model wrote it): one place named twice is
        # the area searched; as an anchor with no radius it counted only what is at Vaduz itself (0)
        scope.anchor, scope.anchor_ref = None, None
        result.notes.append(f"anchor {args.anchor!r} is the region itself: searched inside it")
    town = scope.region if scope.anchor is not None else None
    if town is None and town_text and scope.anchor is not None:
        try:
            town = resolve_place(ctx, town_text, "town", polygons_only=True)[0]
        except Problem:
            town = None   # a town without a boundary: its namesakes were already taken near it
    if scope.anchor is not None and scope.anchor_ref is not None and _shape_measured(args) is None:
        # a street the question places in a town: its way in that town (a long road keeps its name across towns)
        scope.anchor = street_in_town(ctx, scope.anchor, scope.anchor_ref, town, near.get("anchor"))
    for ref in result.resolved:
        result.notes += [f"{ref.role}: {reading}" for reading in ref.reading]
        if ref.alternatives and not any(reading.startswith("also:") for reading in ref.reading):
            result.notes.append(f"{ref.role} {ref.text!r} could also be: {', '.join(ref.alternatives)}")
    if args.direction:
        scope.window = sector_bounds(args.direction, args.sector_deg)
    if args.towards:
        target, ref = resolve_place(ctx, args.towards, "towards", context=region_context, near=near.get("towards"))
        result.resolved.append(ref)
        bearing = bearing_between(ctx, scope.anchor, target).azimuth
        if bearing is None:
            raise Problem("towards: the anchor and the towards place are at the same point; no bearing")
        result.notes.append(f"bearing {result.resolved[0].name or 'anchor'} -> {ref.name or ref.text}: {bearing:.1f}° "
                            f"({sector_of(bearing)}); keeping features within ±{TOWARDS_HALF_WIDTH:g}°")
        window = (normalize_azimuth(bearing - TOWARDS_HALF_WIDTH), normalize_azimuth(bearing + TOWARDS_HALF_WIDTH))
        if scope.window is not None:
            result.notes.append("both direction and towards given: using towards")
        scope.window = window

    if args.candidates:
        nearest_candidate(ctx, args, scope, region_context, result, near)
        return
    has_feature = bool(args.feature or args.feature_filter)
    if not has_feature:
        measure_places(ctx, args, scope, anchor_b, result, town)
        return
    resolution = resolve_features(ctx, args, metric_spec(args.metric).purpose)
    result.filters = [f.label() for f in resolution.filters]
    result.notes += resolution.notes
    if not resolution.filters:
        no_usable_features(args, resolution, result)
        return
    hours = open_features(ctx, args, scope, resolution.filters, result) if args.open_at else {}
    RUNNERS[metric_spec(args.metric).runner](ctx, args, scope, resolution.filters, result)
    if args.metric == "count" and not args.open_at and \
            (other := namesake_with_kind(ctx, args.anchor, args.radius_m, args.region, args.feature,
                                         (scope.anchor, scope.anchor_ref) if scope.anchor_ref else None,
                                         resolution.filters, result.value)) is not None:
        # none around the namesake taken first: the one of that name that has the kind around it
        scope.anchor, scope.anchor_ref = other
        result.resolved = [other[1] if ref.role == "anchor" else ref for ref in result.resolved]
        result.notes.append(f"anchor: {other[1].note}")
        RUNNERS[metric_spec(args.metric).runner](ctx, args, scope, resolution.filters, result)
    for e in result.entities:
        e.hours = hours.get(e.handle)
