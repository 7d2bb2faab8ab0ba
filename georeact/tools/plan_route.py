"""PlanRoute: the best order to visit a few places on the real street network, with time windows and a budget.

Pipeline: resolve stop names (find_places) → snap every stop to the nearest point of the mode's network →
travel-time matrix between those points (pgr_withPointsCostMatrix, or for a few stops pgr_withPoints with the
paths; a straight-line estimate where a stop is not connected, reported) → OR-Tools routing (TSP, or with a time
dimension when there are windows / service times / a budget) → when no tour fits the constraints, a greedy
partial tour naming the stops left out and why → the legs along the roads (pgr_withPoints) for the map. Also
`network_distance` for other tools.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Any
from weakref import WeakSet

from pydantic import BaseModel, Field, field_validator

from georeact.db import network
from georeact.values import AnswerValue, EntityRef
from georeact.db.network import DETOUR_FACTOR, FALLBACK_KMH, WALK_KMH, Mode
# The pure solver lives in georeact.geo.tour; its names stay importable from here.
from georeact.geo.geodesy import GEOD
from georeact.geo.units import format_distance
from georeact.geo.tour import (  # noqa: F401
    Schedule, TourProblem, clock, explain_left_out, greedy_partial, nearest_neighbour, parse_clock, parse_window,
    schedule, solve_tour, tour_cost,
)
from georeact.tools.base import bounded, ToolContext, ToolInput, ToolResult
from georeact.tools.handles import Handle, handle_or_name, no_such_handle

NAME = "PlanRoute"
DESCRIPTION = (
    "Plan the best order to visit several places along the streets (walk, bike or drive): a round trip from "
    "the start by default. Optional: start/end place, opening times per stop ('10:00-17:00'), minutes spent "
    "at each stop, start time and a time budget; if not everything fits it says which stops to leave out. "
    "Stops are names or handles (pois:123)."
)

MAX_STOPS = 60
MIN_CONFIDENCE = 0.5        # below this a name counts as not found (suggestions are listed instead)
MAX_SNAP_M = 1000.0         # a place farther than this from any usable street counts as not connected
SAME_AREA_M = 50_000.0      # matches farther than this from the other stops are another town's namesake
WALKABLE_M = 8_000.0        # no way of travelling said: places farther apart than this are a drive, not a walk
MAX_MINUTES = 7 * 24 * 60   # a tour is planned for at most a week; larger times are mistakes (1e300 overflowed OR-Tools)

Minutes = bounded(float, 0, MAX_MINUTES, "(minutes; at most 7 days)")
Budget = bounded(float, 0, MAX_MINUTES, "(minutes; at most 7 days)", above=True)


# --------------------------------------------------------------------------------------------------
# Input / output

class Input(ToolInput):
    stops: list[str] = Field(..., min_length=1, max_length=MAX_STOPS,
                             description="Places to visit: names (e.g. 'Riverside Museum') or handles (e.g. 'pois:6666').")
    start: str | None = Field(None, description="Where the tour starts (name or handle). Default: the first stop.")
    end: str | None = Field(None, description="Where it ends. Default: back at the start (see round_trip).")
    round_trip: bool = Field(True, description="Return to the start when no end is given; false = end at the last stop.")
    mode: Mode | None = Field(None, description="walk, bike or drive. Default: walk, or drive when two places are "
                              f"more than {WALKABLE_M / 1000:g} km apart.")
    context: str | None = Field(None, description="Town or area the places are in, to pick the right ones (e.g. 'Eastbrook').")
    start_time: str | None = Field(None, description="Clock time the tour starts, 'HH:MM'.")
    time_budget_min: Budget | None = Field(None, description="Total minutes available, from start to end.")
    service_min: Minutes = Field(0, description="Minutes spent at each stop.")
    service_min_per_stop: dict[str, Minutes] = Field({}, description="Minutes at particular stops: {stop: minutes}.")
    time_windows: dict[str, str] = Field({}, description="Opening times per stop: {stop: 'HH:MM-HH:MM'}.")

    @field_validator("start_time")
    @classmethod
    def _check_time(cls, value: str | None) -> str | None:
        if value is not None:
            parse_clock(value)
        return value

    @field_validator("time_windows")
    @classmethod
    def _check_windows(cls, value: dict[str, str]) -> dict[str, str]:
        for window in value.values():
            parse_window(window)
        return value


class Visit(BaseModel):
    name: str
    handle: str
    arrive: str
    start: str            # when the visit begins (after waiting for the opening)
    leave: str
    wait_min: float = 0
    service_min: float = 0
    window: str | None = None
    opening_hours: str | None = None   # OSM opening_hours of the place, for the reader (not parsed)


class Leg(BaseModel):
    from_stop: str
    to_stop: str
    distance_m: float
    duration_s: float
    depart: str
    arrive: str
    on_network: bool = True            # False: straight-line estimate (stop not connected to the streets)
    geometry: dict[str, Any] | None = None   # GeoJSON LineString along the roads (for the map; not rendered)


class LeftOut(BaseModel):
    name: str
    handle: str
    reason: str


class Unresolved(BaseModel):
    name: str
    suggestions: list[str] = []
    problem: str | None = None     # why a handle does not resolve (a name that is not found has suggestions)


class NetworkLeg(BaseModel):
    distance_m: float      # network path plus the straight walks to/from the network
    duration_s: float
    network_m: float
    access_m: float
    geometry: dict[str, Any] | None = None
    pushed_m: float = 0.0   # by bike: the metres the bike is pushed


VERBS = {"walk": "walking", "bike": "cycling", "drive": "driving"}   # "Walking tour", "10 min walking"


class Result(ToolResult):
    mode: str = "walk"
    method: str = ""                  # "OR-Tools (...)" or "greedy partial tour"
    order: list[str] = []
    visits: list[Visit] = []
    legs: list[Leg] = []
    total_distance_m: float = 0
    total_travel_s: float = 0
    total_duration_s: float = 0       # travel + waiting + visits
    start_time: str | None = None
    end_time: str | None = None
    left_out: list[LeftOut] = []
    unresolved: list[Unresolved] = []
    notes: list[str] = []

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        verb = VERBS[self.mode]
        stops = len({visit.handle for visit in self.visits})
        head = f"{verb.capitalize()} tour, {stops} places, order by {self.method}:"
        lines = [head]
        for i, visit in enumerate(self.visits):
            leg = self.legs[i - 1] if i > 0 else None
            text = f"{i + 1}. {visit.arrive} {visit.name} ({visit.handle})"
            if leg:
                text += f" — {format_distance(leg.distance_m)}, {duration_words(leg.duration_s)}" + ("" if leg.on_network else " (straight-line estimate)")
            if visit.wait_min >= 1:
                text += f"; wait {visit.wait_min:.0f} min until {visit.start}"
            if visit.service_min > 0:
                text += f"; stay {visit.service_min:.0f} min, leave {visit.leave}"
            if visit.window:
                text += f" [open {visit.window}]"
            lines.append(text)
        lines.append(f"Total: {format_distance(self.total_distance_m)}, {duration_words(self.total_travel_s)} {verb}, "
                     f"{duration_words(self.total_duration_s)} overall ({self.start_time} → {self.end_time}).")
        lines += [f"Left out: {item.name} ({item.handle}) — {item.reason}" for item in self.left_out]
        lines += [f"Note: {note}" for note in self.notes]
        return "\n".join(lines)

    def answer_value(self) -> AnswerValue | None:
        """The tour as a typed value: its total length, and the stops in the order visited."""
        if not self.ok or not self.visits:
            return None
        return AnswerValue(kind="route", number=round(self.total_distance_m, 1), unit="m",
                           entities=[EntityRef(name=v.name, handle=v.handle) for v in self.visits])

    def feature_collection(self) -> dict[str, Any]:
        """GeoJSON of the legs (along the roads) for the map output."""
        features = [{"type": "Feature", "geometry": leg.geometry,
                     "properties": {"from": leg.from_stop, "to": leg.to_stop, "distance_m": round(leg.distance_m, 1),
                                    "duration_s": round(leg.duration_s), "on_network": leg.on_network}}
                    for leg in self.legs if leg.geometry]
        return {"type": "FeatureCollection", "features": features}


def duration_words(seconds: float) -> str:
    minutes = round(seconds / 60)
    return f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60:02d} min"


# --------------------------------------------------------------------------------------------------
# Places

@dataclass
class Place:
    label: str          # as the user wrote it
    name: str
    handle: str
    lon: float
    lat: float
    opening_hours: str | None = None
    approximate: str | None = None   # "I took 'X' to be Y, an approximate match": the answer says it


class Unknown(Exception):
    def __init__(self, name: str, suggestions: list[str], problem: str | None = None) -> None:
        super().__init__(name)
        self.name, self.suggestions, self.problem = name, suggestions, problem


def _confidence(match: Any) -> float:
    return float(match.confidence or 0.0)


def _geodesic(a: tuple[float, float], b: tuple[float, float]) -> float:
    return float(GEOD.inv(a[0], a[1], b[0], b[1])[2])


def _place_from_handle(ctx: ToolContext, text: str, handle: Handle) -> Place:
    if handle.kind == "point":
        return Place(text, f"point {handle.lon:.5f},{handle.lat:.5f}", str(handle), handle.lon, handle.lat)
    if handle.kind == "extract":
        raise Unknown(text, [], f"{handle} is a whole extract, not a place to stop at")
    spec = ctx.profile.table(handle.table)
    hours = "h.opening_hours" if handle.table == "pois" else "NULL"
    rows = ctx.db.query(
        f"SELECT h.{spec.name_column}, ST_X(p), ST_Y(p), {hours} FROM {spec.relation} h, "
        f"LATERAL ST_PointOnSurface({spec.geog('h')}::geometry) p WHERE h.id = %s", (handle.id,)).rows
    if not rows:
        raise Unknown(text, [], no_such_handle(handle))
    name, lon, lat, opening = rows[0]
    return Place(text, name or str(handle), str(handle), float(lon), float(lat), opening)


@dataclass
class Candidate:
    place: Place
    confidence: float
    table: str
    in_context: bool | None = None


NAMESAKE_SPREAD_M = 1000.0  # candidates this close together are the same place (a POI and its park polygon)
_TABLE_RANK = {table: i for i, table in enumerate(("pois", "parks", "lakes", "roads", "regions"))}


def candidates(ctx: ToolContext, text: str, context: str | None) -> list[Candidate]:
    """What a stop may be: the handle's row, or the good find_places matches (best first); Unknown if none."""
    try:
        handle = handle_or_name(text)
    except ValueError as exc:   # a handle's text is never fuzzy-matched as a name
        raise Unknown(text, [], str(exc)) from None
    if handle is not None:
        return [Candidate(_place_from_handle(ctx, text, handle), 1.0, handle.table or "point")]
    from georeact.tools.kind_in_town import read_kind
    from georeact.tools.place_search import accepted, approximate_note, find_places, near_names, nearest_names

    matches = read_kind(ctx, text, find_places(ctx, text, context=context, limit=6))
    good = [m for m in matches if accepted(m) and _confidence(m) >= MIN_CONFIDENCE]
    if not good:   # the rule of every tool: a name matched only approximately (below APPROXIMATE_MIN) is not found
        suggestions = [f"{m.name} ({m.handle})" for m in near_names(text, matches)]
        raise Unknown(text, suggestions or [name for _, _, name in nearest_names(ctx, text)[:4]])
    return [Candidate(Place(text, m.name, m.handle, float(m.lon), float(m.lat), m.opening_hours,
                            approximate_note(text, m)), _confidence(m), m.table, getattr(m, "in_context", None))
            for m in good]


def pick(options: list[Candidate], near: tuple[float, float] | None, taken: set[str]) -> Candidate:
    """The best candidate in the tour's area: highest confidence; among namesakes the one nearest the other
    stops, inside the context, a POI rather than its polygon, and not already used by another stop."""
    if near is not None:
        options = [c for c in options if _geodesic(near, (c.place.lon, c.place.lat)) <= SAME_AREA_M] or options
    best = max(c.confidence for c in options)
    ties = [c for c in options if c.confidence >= best - 0.02]
    if any(c.in_context for c in ties):
        ties = [c for c in ties if c.in_context]
    if near is not None:
        dist = {id(c): _geodesic(near, (c.place.lon, c.place.lat)) for c in ties}
        closest = min(dist.values())
        ties = [c for c in ties if dist[id(c)] <= closest + NAMESAKE_SPREAD_M]
    return min(ties, key=lambda c: (c.place.handle in taken, _TABLE_RANK.get(c.table, 9)))


def _spread(options: list[Candidate]) -> float:
    """How far apart the equally good candidates are (0 for an unambiguous name)."""
    best = max(c.confidence for c in options)
    ties = [c.place for c in options if c.confidence >= best - 0.02]
    return max(_geodesic((ties[0].lon, ties[0].lat), (p.lon, p.lat)) for p in ties)


# --------------------------------------------------------------------------------------------------
# Travel matrix

class TravelMatrix(BaseModel):
    seconds: list[list[float]]
    snaps: list[network.Snap | None]
    fallback: list[tuple[int, int]] = []   # pairs estimated from the straight line
    bbox: tuple[float, float, float, float] | None = None
    stops: list[tuple[float, float]] = []   # the points: a long drive's graph keeps every road near them
    network_ok: bool = True
    steps: dict[tuple[int, int], network.Steps] = {}   # each pair of spots' path, when searched with the costs


def access_seconds(snap: network.Snap | None) -> float:
    """The stretch between a place and its spot on the network is walked (also when driving: park and walk)."""
    return snap.snap_m / (WALK_KMH / 3.6) if snap else 0.0


def fallback_seconds(a: tuple[float, float], b: tuple[float, float], mode: Mode) -> float:
    return _geodesic(a, b) * DETOUR_FACTOR / (FALLBACK_KMH[mode] / 3.6)


def build_matrix(ctx: ToolContext, points: list[tuple[float, float]], mode: Mode) -> TravelMatrix:
    """Travel seconds between every ordered pair of (lon, lat) points (directed: one-way streets count)."""
    n = len(points)
    if not network_ready(ctx):
        seconds = [[0.0 if i == j else fallback_seconds(points[i], points[j], mode) for j in range(n)] for i in range(n)]
        return TravelMatrix(seconds=seconds, snaps=[None] * n, network_ok=False,
                            fallback=[(i, j) for i in range(n) for j in range(n) if i != j])
    bbox = network.search_box(points)
    with_paths = n <= PATHS_WITH_COSTS
    snaps, costs, steps = _snaps_and_costs(ctx, points, mode, bbox, with_paths)
    seconds = [[0.0] * n for _ in range(n)]
    fallback = []
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            a, b = snaps[i], snaps[j]
            cost = None if a is None or b is None else (0.0 if a.node == b.node else costs.get((a.node, b.node)))
            if cost is None:
                seconds[i][j] = fallback_seconds(points[i], points[j], mode)
                fallback.append((i, j))
            else:
                seconds[i][j] = access_seconds(a) + cost + access_seconds(b)
    return TravelMatrix(seconds=seconds, snaps=snaps, fallback=fallback, bbox=bbox, stops=list(points), steps=steps)


# Up to this many places, the travel times come with their paths: one graph build for the order and the legs
# (pgRouting builds its graph from the edges on every call, and that build is most of a call's time: a drive
# across Iceland spent 26 ms on the costs and 30 ms more on the legs). Past it, n² paths cost more than a build.
PATHS_WITH_COSTS = 6

# The travel seconds between every ordered pair of the snapped points, or (`paths`) each pair's path as its nodes
# and edges (pgr_withPoints many-to-many) with its seconds (the path's costs times its edges' seconds per cost:
# a drive's path is chosen by length, network.ROUTE_COST). Without paths the matrix holds the costs themselves:
# for a drive, its length at network.DRIVE_ROUTE_KMH.
COSTS_SQL = """SELECT start_vid, end_vid, agg_cost, NULL::bigint[], NULL::bigint[]
FROM pgr_withPointsCostMatrix(%(edges)s, %(points)s, %(ids)s::bigint[], true)"""
PATHS_SQL = """SELECT start_pid, end_pid, sum(w.cost * f.per_cost), array_agg(node ORDER BY path_seq),
       array_agg(edge ORDER BY path_seq)
FROM pgr_withPoints(%(edges)s, %(points)s, %(ids)s::bigint[], %(ids)s::bigint[], true) w
CROSS JOIN LATERAL (SELECT {per_cost} AS per_cost FROM network.edges x WHERE x.id = w.edge OFFSET 0) f
WHERE edge >= 0 GROUP BY start_pid, end_pid"""


def _near_streets(ctx: ToolContext, points: list[tuple[float, float]], mode: Mode) -> list[network.Snap | None]:
    """Each point's spot on the mode's network; None where no usable street is within MAX_SNAP_M."""
    return [s if s and s.snap_m <= MAX_SNAP_M else None for s in network.snap_points(ctx.db, points, mode)]


def off_network(ctx: ToolContext, points: list[tuple[float, float]], mode: Mode) -> list[int]:
    """The indexes of the points with no street of the mode within MAX_SNAP_M (why a route between them failed)."""
    return [i for i, snap in enumerate(_near_streets(ctx, points, mode)) if snap is None]


def _snaps_and_costs(ctx: ToolContext, points: list[tuple[float, float]], mode: Mode,
                     bbox: tuple[float, float, float, float], with_paths: bool
                     ) -> tuple[list[network.Snap | None], dict, dict[tuple[int, int], network.Steps]]:
    """Each point's spot on the network (None when no usable street is within MAX_SNAP_M), the seconds between
    the spots and, `with_paths`, the path of each pair."""
    snaps = _near_streets(ctx, points, mode)
    ids = sorted({s.node for s in snaps if s})
    if len(ids) < 2:
        return snaps, {}, {}
    params = {"edges": network.edges_sql(mode, bbox, points), "points": network.points_sql(s for s in snaps if s),
              "ids": ids}
    statement = PATHS_SQL.format(per_cost=network.SECONDS_PER_COST[mode].format(e="x")) if with_paths else COSTS_SQL
    rows = ctx.db.query(statement, params, max_rows=len(ids) ** 2).rows
    costs = {(int(a), int(b)): float(c) for a, b, c, _, _ in rows}
    steps = {(int(a), int(b)): network.Steps(nodes=nodes, edges=edges, seconds=float(c))
             for a, b, c, nodes, edges in rows if edges is not None}
    return snaps, costs, steps


# --------------------------------------------------------------------------------------------------
# Legs along the roads

def _legs_paths(ctx: ToolContext, matrix: TravelMatrix, pairs: list[tuple[int, int]], mode: Mode) -> dict:
    wanted = [(matrix.snaps[a].node, matrix.snaps[b].node) for a, b in pairs  # type: ignore[union-attr]
              if (a, b) not in matrix.fallback and matrix.snaps[a] and matrix.snaps[b]]
    snaps = [snap for snap in matrix.snaps if snap]
    if matrix.steps and all(pair in matrix.steps or pair[0] == pair[1] for pair in wanted):
        return network.paths_along(ctx.db, wanted, matrix.steps, snaps)
    return network.shortest_paths(ctx.db, wanted, mode, snaps, matrix.bbox, matrix.stops) if wanted else {}


def _leg_geometry(a: tuple[float, float], b: tuple[float, float], coords: list[list[float]]) -> dict[str, Any]:
    line = [[round(a[0], 6), round(a[1], 6)], *coords, [round(b[0], 6), round(b[1], 6)]]
    return {"type": "LineString", "coordinates": line}


_ROUTABLE: WeakSet[Any] = WeakSet()   # databases seen with a street network (a load swaps in a new one atomically)


def network_ready(ctx: ToolContext) -> bool:
    """Whether the street network is built, asked once per database once it is."""
    if ctx.db not in _ROUTABLE and network.network_available(ctx.db):
        _ROUTABLE.add(ctx.db)
    return ctx.db in _ROUTABLE


# the least margin of the last search for a path round a fjord or a mountain
FAR_ROUND_M = 50_000.0


def network_distance(ctx: ToolContext, a: str | tuple[float, float], b: str | tuple[float, float],
                     mode: Mode = "walk") -> NetworkLeg | None:
    """The mode's best path (network.ROUTE_COST) between two handles ('pois:12', 'point:lon,lat') or (lon, lat)
    tuples: metres and seconds, including the straight walk to and from the network. None when the network is
    missing or the two are not connected."""
    points = []
    for item in (a, b):
        if isinstance(item, str):
            place = _place_from_handle(ctx, item, Handle.parse(item))
            points.append((place.lon, place.lat))
        else:
            points.append((float(item[0]), float(item[1])))
    if not network_ready(ctx):
        return None
    snaps = _near_streets(ctx, points, mode)
    if None in snaps:
        return None
    a, b = (snap.node for snap in snaps)  # type: ignore[union-attr]
    box = network.search_box(points)
    path = network.shortest_paths(ctx.db, [(a, b)], mode, snaps, box, points).get((a, b))
    straight = GEOD.inv(*points[0], *points[1])[2]
    if path is None:
        # a road round a fjord or a mountain leaves the box the two places span: searched again in a box as wide
        # again as the straight line on every side (a drive's far roads are the main ones: network.edges_sql)
        # (and again three times as wide: the road round a long fjord's head runs far from both its shores; and
        # last with every road as far from each end as the two are apart: a lighthouse or a farm at the end of a
        # long unclassified road reaches the main roads only beyond the local margin a wide drive keeps)
        for margin, local in ((max(straight, 10_000.0), 0.0), (max(3 * straight, FAR_ROUND_M), 0.0),
                              (max(3 * straight, FAR_ROUND_M), min(max(straight, network.LOCAL_MARGIN_M), FAR_ROUND_M))):
            wider = network.search_box(points, margin_m=margin)
            path = network.shortest_paths(ctx.db, [(a, b)], mode, snaps, wider, points, local).get((a, b))
            if path is not None:
                break
    elif not network.box_holds(box, detour := network.detour_box(points, path.length_m)):
        # a shorter path than the one found may leave the box (over a pass where the box held only the way round
        # by the coast): searched again wherever a path no longer than the found one can go
        other = network.shortest_paths(ctx.db, [(a, b)], mode, snaps, detour, points).get((a, b))
        if other is not None and other.length_m < path.length_m:
            path = other
    if path is None:
        return None
    access = snaps[0].snap_m + snaps[1].snap_m  # type: ignore[union-attr]
    return NetworkLeg(distance_m=path.length_m + access, network_m=path.length_m, access_m=access,
                      duration_s=path.seconds + access_seconds(snaps[0]) + access_seconds(snaps[1]),
                      geometry=_leg_geometry(points[0], points[1], path.coordinates), pushed_m=path.pushed_m)


# --------------------------------------------------------------------------------------------------
# The tool

def _lookup(mapping: dict[str, Any], label: str, place: Place) -> Any:
    """A per-stop option keyed by the stop as written, its resolved name or its handle (case-insensitive)."""
    keys = {label.casefold(), place.name.casefold(), place.handle.casefold()}
    for key, value in mapping.items():
        if key.strip().casefold() in keys:
            return value
    return None


def _resolve_all(ctx: ToolContext, args: Input) -> tuple[Place | None, list[Place], Place | None, list[Unresolved]]:
    """Resolve start, stops and end together: unambiguous names fix the area, namesakes are picked near it."""
    texts = [args.start, *args.stops, args.end]
    from georeact.tools.place_search import prefetch, search_terms   # a sibling tool, loaded when used
    prefetch(ctx, [term for text in texts for term in search_terms(text, args.context)])
    found: dict[int, list[Candidate]] = {}
    unresolved: list[Unresolved] = []
    for i, text in enumerate(texts):
        if text is None:
            continue
        try:
            found[i] = candidates(ctx, text, args.context)
        except Unknown as exc:
            unresolved.append(Unresolved(name=exc.name, suggestions=exc.suggestions, problem=exc.problem))
    if unresolved or not found:
        return None, [], None, unresolved
    clear = [options for options in found.values() if _spread(options) <= NAMESAKE_SPREAD_M]
    seed = pick(clear[0] if clear else next(iter(found.values())), None, set()).place
    anchor = (seed.lon, seed.lat)
    taken: set[str] = set()
    places: dict[int, Place] = {}
    for i, options in sorted(found.items(), key=lambda item: _spread(item[1])):  # the clear ones first
        choice = pick(options, anchor, taken)
        taken.add(choice.place.handle)
        places[i] = choice.place
    last = len(texts) - 1
    return places.get(0), [places[i] for i in range(1, last) if i in places], places.get(last), unresolved


def _unfound(ctx: ToolContext, unresolved: list[Unresolved]):
    """The first stop the data has no place for, as a person is told it (the names like it, what the data covers)."""
    from georeact.tools.place_search import find_places, unfound_place

    name = next((item.name for item in unresolved if not item.problem), None)
    return unfound_place(ctx, name, find_places(ctx, name)) if name else None


def _unresolved_message(ctx: ToolContext, unresolved: list[Unresolved]) -> str:
    problems = [f"{item.problem}." for item in unresolved if item.problem]   # bad handles: the problem names them
    parts = []
    for item in unresolved:
        if not item.problem:
            hint = f" (did you mean: {'; '.join(item.suggestions)}?)" if item.suggestions else " (no similar name)"
            parts.append(f"'{item.name}'{hint}")
    if parts:
        from georeact.tools.place_search import coverage
        covers = "; ".join(extract.text() for extract in coverage(ctx))
        problems.append("Could not find " + ", ".join(parts) + " in the loaded data" + (f" (it covers: {covers})"
                        if covers else "") + ". Check the spelling, give the town in `context`, or pass handles "
                        "from ResolveLocation (e.g. pois:123).")
    return " ".join(problems)


def _default_mode(places: list[Place]) -> tuple[Mode, str | None]:
    """The way of travelling when none is said: on foot, unless two of the places are too far apart to walk between
    (a tour of farms kilometres apart is a drive); then by car, with a note that says why."""
    apart = max((_geodesic((a.lon, a.lat), (b.lon, b.lat)) for i, a in enumerate(places) for b in places[i + 1:]),
                default=0.0)
    if apart <= WALKABLE_M:
        return "walk", None
    return "drive", (f"No way of travelling was given: by car, as the places are up to {format_distance(apart)} apart "
                     "(ask for a walking tour to walk it)")


def run(ctx: ToolContext, args: Input) -> Result:
    start, stops, end, unresolved = _resolve_all(ctx, args)
    if unresolved:
        return Result(ok=False, error=_unresolved_message(ctx, unresolved), unresolved=unresolved,
                      mode=args.mode or "walk", unfound=_unfound(ctx, unresolved))
    notes: list[str] = [f"{p.approximate}." for p in (start, *stops, end) if p and p.approximate]
    if args.mode is None:
        mode, why = _default_mode([p for p in (start, *stops, end) if p])
        args = args.model_copy(update={"mode": mode})
        notes += [f"{why}."] if why else []
    # de-duplicate: a stop equal to the start/end or listed twice is visited once
    seen = {p.handle for p in (start, end) if p}
    unique = []
    for place in stops:
        if place.handle in seen:
            notes.append(f"{place.name} is listed twice (or is the start/end); visited once.")
            continue
        seen.add(place.handle)
        unique.append(place)
    if start is None:
        start, unique = unique[0], unique[1:]
    if not unique:
        return Result(ok=False, mode=args.mode, error="Nothing to plan: give at least one stop besides the start.")
    nodes = [start, *unique]
    end_node: int | None = 0
    if end is not None and end.handle != start.handle:
        nodes.append(end)
        end_node = len(nodes) - 1
    elif end is None and not args.round_trip:
        end_node = None
    for key in [*args.time_windows, *args.service_min_per_stop]:
        if not any(_lookup({key: 1}, p.label, p) for p in nodes):
            return Result(ok=False, mode=args.mode, error=f"'{key}' in time_windows/service_min_per_stop is not one of the "
                          f"stops ({', '.join(p.label for p in nodes)}).")

    start_clock = parse_clock(args.start_time) if args.start_time else None
    if args.time_windows and start_clock is None:
        start_clock = 9 * 3600
        notes.append("No start time given: assumed 09:00 for the opening times.")
    windows: list[tuple[int, int] | None] = []
    services: list[int] = []
    for i, place in enumerate(nodes):
        text = _lookup(args.time_windows, place.label, place)
        window = parse_window(text) if text else None
        windows.append((window[0] - start_clock, window[1] - start_clock) if window and start_clock is not None else None)
        minutes = _lookup(args.service_min_per_stop, place.label, place)
        is_stop = place in unique or (i == 0 and args.start is None)
        services.append(round(60 * (minutes if minutes is not None else args.service_min if is_stop else 0)))

    points = [(p.lon, p.lat) for p in nodes]
    matrix = build_matrix(ctx, points, args.mode)
    problem = TourProblem(seconds=[[round(s) for s in row] for row in matrix.seconds], start=0, end=end_node,
                          service_s=services, windows=windows,
                          budget_s=round(args.time_budget_min * 60) if args.time_budget_min else None)
    order = solve_tour(problem)
    left_out: list[LeftOut] = []
    if order is not None:
        method = ("OR-Tools with time constraints (earliest finish, then shortest travel)" if problem.timed
                  else "OR-Tools (shortest travel time)")
    else:
        # Not every stop fits: the greedy tour always fits; the solver with droppable stops often keeps more.
        order, method = greedy_partial(problem), "greedy partial tour (not every stop fits)"
        better = solve_tour(problem, optional=True)
        if better is not None and (len(better), -tour_cost(problem, better)) > (len(order), -tour_cost(problem, order)):
            order, method = better, "OR-Tools partial tour (most stops that fit; not every stop fits)"
        reasons = explain_left_out(problem, order, [p.name for p in nodes], lambda s: clock(start_clock, s))
        left_out = [LeftOut(name=nodes[j].name, handle=nodes[j].handle, reason=reason) for j, reason in reasons.items()]
    return _assemble(ctx, args, nodes, order, problem, matrix, start_clock, method, left_out, windows, notes)


def _assemble(ctx: ToolContext, args: Input, nodes: list[Place], order: list[int], problem: TourProblem,
              matrix: TravelMatrix, start_clock: int | None, method: str, left_out: list[LeftOut],
              windows: list[tuple[int, int] | None], notes: list[str]) -> Result:
    plan = schedule(problem, order)
    pairs = list(pairwise(order))
    paths = _legs_paths(ctx, matrix, pairs, args.mode)
    legs: list[Leg] = []
    for k, (a, b) in enumerate(pairs):
        pa, pb = (nodes[a].lon, nodes[a].lat), (nodes[b].lon, nodes[b].lat)
        snap_a, snap_b = matrix.snaps[a], matrix.snaps[b]
        path = paths.get((snap_a.node, snap_b.node)) if snap_a and snap_b else None
        if path is not None and (a, b) not in matrix.fallback:
            distance = path.length_m + snap_a.snap_m + snap_b.snap_m
            geometry = _leg_geometry(pa, pb, path.coordinates)
            on_network = True
        else:
            distance = _geodesic(pa, pb) * DETOUR_FACTOR
            geometry = {"type": "LineString", "coordinates": [list(pa), list(pb)]}
            on_network = False
        legs.append(Leg(from_stop=nodes[a].name, to_stop=nodes[b].name, distance_m=round(distance, 1),
                        duration_s=problem.seconds[a][b], depart=clock(start_clock, plan.leave[k]),
                        arrive=clock(start_clock, plan.arrive[k + 1]), on_network=on_network, geometry=geometry))
    visits = []
    for k, node in enumerate(order):
        window = windows[node]
        visits.append(Visit(
            name=nodes[node].name, handle=nodes[node].handle, arrive=clock(start_clock, plan.arrive[k]),
            start=clock(start_clock, plan.begin[k]), leave=clock(start_clock, plan.leave[k]),
            wait_min=round((plan.begin[k] - plan.arrive[k]) / 60, 1),
            service_min=round((plan.leave[k] - plan.begin[k]) / 60, 1),
            window=f"{clock(start_clock, window[0])}-{clock(start_clock, window[1])}" if window else None,
            opening_hours=nodes[node].opening_hours))
    if matrix.fallback and matrix.network_ok:
        cut = sorted({nodes[i].name for pair in matrix.fallback for i in pair
                      if all((i, j) in matrix.fallback or (j, i) in matrix.fallback for j in range(len(nodes)) if j != i)})
        notes.append("Not connected to the street network for this mode (straight-line ×1.3 estimate): "
                     + (", ".join(cut) if cut else "some legs") + ".")
    if not matrix.network_ok:
        notes.append("The street network is not built: all legs are straight-line ×1.3 estimates.")
    unwindowed = [v for v in visits if v.opening_hours and not v.window]
    if unwindowed and (problem.timed or args.start_time):
        notes.append("OSM opening hours (not applied; pass time_windows to use them): "
                     + "; ".join(f"{v.name}: {v.opening_hours}" for v in unwindowed[:5]))
    return Result(mode=args.mode, method=method, order=[nodes[i].name for i in order], visits=visits, legs=legs,
                  total_distance_m=round(sum(leg.distance_m for leg in legs), 1), total_travel_s=plan.travel_s,
                  total_duration_s=plan.leave[-1], start_time=clock(start_clock, 0),
                  end_time=clock(start_clock, plan.leave[-1]), left_out=left_out, notes=notes)
