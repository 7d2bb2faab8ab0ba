"""The routable street graph: built with SQL + pgRouting from `public.roads`, queried read-only by tools.

Layout (schema `network`, rebuilt from scratch after a load, or only the new file's graph appended when it cannot
touch the rest; `network.built_from` records the files and contents the graph holds):
    network.edges(id, source, target, road_id, highway, length_m,
                  cost_walk_s, reverse_cost_walk_s, cost_bike_s, reverse_cost_bike_s,
                  cost_drive_s, reverse_cost_drive_s, geometry geometry(LineString, 4326))
    network.vertices(id, geom geometry(Point, 4326), <mode>_comp, <mode>_comp_size for walk|bike|drive)

Noding: OSM ways that meet share a node, so a way is split exactly at the coordinates it shares with another
way (or with itself) — not at every geometric crossing: a bridge over a street shares no node with it
and must not become a junction (which ST_Node/pgr_nodeNetwork would make it).
Costs are seconds per travel mode; -1 means "not traversable in that direction" (pgRouting skips
negative costs). `<mode>_comp` is the strongly connected component of the vertex in that mode's
directed graph (NULL: no usable edge), so snapping can avoid dead-end islands.
A place joins the network at the nearest point of a usable edge (pgRouting's withPoints functions route from
it), not at the nearest vertex: a vertex is a junction, often far along the street from the place.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Iterable, Sequence
from typing import Any, Literal

import psycopg
from psycopg import sql
from pydantic import BaseModel

from georeact.db import catalog
from georeact.db.roles import READER_ROLE
from georeact.db.session import Database
from georeact.geo.geodesy import GEOD

Mode = Literal["walk", "bike", "drive"]
MODES: tuple[Mode, ...] = ("walk", "bike", "drive")

SCHEMA = "network"
_BUILD = "network_build"  # built here, then swapped in, so readers never see a half-built graph

WALK_KMH = 5.0
BIKE_KMH = 15.0
# Straight-line fallback when a stop is not connected: detour factor and an average door-to-door speed.
DETOUR_FACTOR = 1.3
FALLBACK_KMH: dict[str, float] = {"walk": WALK_KMH, "bike": BIKE_KMH, "drive": 30.0}
# A stop snaps into a component this small only when nothing bigger is near (parking-lot islands, a piece cut off
# by the extract's edge). Not larger: a small extract's whole walkable network can be a few hundred vertices.
SMALL_COMPONENT = 50
SMALL_COMPONENT_PENALTY_M = 1000.0

# Typical speeds (km/h) for cars by highway class; a numeric maxspeed overrides them.
DRIVE_KMH: dict[str, float] = {
    "motorway": 110, "motorway_link": 60, "trunk": 90, "trunk_link": 50, "primary": 60, "primary_link": 45,
    "secondary": 50, "secondary_link": 40, "tertiary": 45, "tertiary_link": 35, "unclassified": 40,
    "residential": 30, "road": 30, "living_street": 10, "service": 15,
}
# Never traversable (not built, not public, or not a way one travels along).
_DEAD = ("proposed", "construction", "planned", "abandoned", "disused", "razed", "raceway", "escape",
         "bus_guideway", "rest_area", "services")
_WALK_BANNED = ("motorway", "motorway_link", "trunk", "trunk_link")
# Ways where a cyclist has to push unless bicycle=yes/designated (dismounted = walking speed).
_BIKE_PUSH = ("footway", "pedestrian", "corridor", "platform", "elevator", "crossing", "steps")


class NetworkSummary(BaseModel):
    seconds: float
    roads_used: int
    edges: int
    vertices: int
    edges_by_mode: dict[str, int]
    oneway_drive_edges: int
    largest_component: dict[str, int]
    appended: bool = False   # only the loaded file's graph was built, and appended to the rest


def _list(values: Iterable[str]) -> str:
    return ", ".join(f"'{value}'" for value in values)  # module constants only, never user input


def _speed_case() -> str:
    cases = " ".join(f"WHEN '{cls}' THEN {kmh}" for cls, kmh in DRIVE_KMH.items())
    return f"(CASE highway {cases} END)"


# Per-road travel rules. Every column used here is a GS-QA `roads` column or a key of its `tags`.
def _rules_sql(roads: str) -> str:
    return f"""
CREATE TABLE {_BUILD}.rules AS
WITH r AS (
    SELECT id, highway, coalesce(access, '') AS access, coalesce(foot, '') AS foot,
           coalesce(bicycle, '') AS bicycle, coalesce(oneway, '') AS oneway, coalesce(junction, '') AS junction,
           coalesce(cycleway, '') AS cycleway, coalesce(sidewalk, '') AS sidewalk,
           coalesce(tags->>'oneway:bicycle', '') AS oneway_bicycle, coalesce(tags->>'motorroad', '') AS motorroad,
           coalesce(tags->>'motor_vehicle', tags->>'motorcar', '') AS motor,
           GeometryType(geometry::geometry) = 'POLYGON' AS is_area,
           CASE WHEN maxspeed ~ '^\\s*[0-9]+(\\.[0-9]+)?\\s*(km/h|kmh|kph)?\\s*$'
                     THEN substring(maxspeed from '[0-9]+(?:\\.[0-9]+)?')::float
                WHEN maxspeed ~ '^\\s*[0-9]+(\\.[0-9]+)?\\s*mph\\s*$'
                     THEN substring(maxspeed from '[0-9]+(?:\\.[0-9]+)?')::float * 1.609 END AS maxspeed_kmh
    FROM {roads}
    WHERE highway IS NOT NULL AND highway NOT IN ({_list(_DEAD)})
)
SELECT id,
    -- walking: everything but motorways/trunks (unless foot/sidewalk says so), respecting foot=no and private access
    (highway NOT IN ({_list(_WALK_BANNED)}) OR foot IN ('yes', 'designated', 'permissive')
         OR (highway IN ('trunk', 'trunk_link') AND sidewalk IN ('both', 'left', 'right', 'yes', 'separate')))
      AND foot <> 'no'
      AND (access NOT IN ('no', 'private') OR foot IN ('yes', 'designated', 'permissive')) AS walk_ok,
    -- cycling: no motorways/motorroads, steps only when signed, bicycle=no respected
    highway NOT IN ('motorway', 'motorway_link') AND motorroad <> 'yes' AND bicycle NOT IN ('no', 'use_sidepath')
      AND (highway <> 'steps' OR bicycle IN ('yes', 'designated', 'permissive'))
      AND (access NOT IN ('no', 'private') OR bicycle IN ('yes', 'designated', 'permissive')) AS bike_ok,
    (highway IN ({_list(_BIKE_PUSH)}) OR is_area) AND bicycle NOT IN ('yes', 'designated', 'permissive') AS bike_push,
    -- driving: road classes with a car speed, public, not an area (pedestrian squares, parking aisles)
    {_speed_case()} IS NOT NULL AND NOT is_area
      AND access NOT IN ('no', 'private', 'agricultural', 'forestry')
      AND motor NOT IN ('no', 'private', 'agricultural', 'forestry') AS drive_ok,
    greatest(coalesce(nullif(maxspeed_kmh, 0), {_speed_case()}, 30), 5) AS drive_kmh,
    -- direction for vehicles: 1 forward only, -1 backward only, 0 both (OSM: yes/1/true, -1/reverse;
    -- roundabouts and motorways are one-way unless tagged oneway=no)
    CASE WHEN oneway IN ('yes', '1', 'true') THEN 1
         WHEN oneway IN ('-1', 'reverse') THEN -1
         WHEN oneway = 'no' THEN 0
         WHEN junction IN ('roundabout', 'circular') OR highway IN ('motorway', 'motorway_link') THEN 1
         ELSE 0 END AS drive_dir,
    (oneway_bicycle = 'no' OR cycleway LIKE 'opposite%') AS bike_contraflow
FROM r
"""

def _noding_sql(roads: str) -> str:
    return f"""
-- Ways as lines: pedestrian areas and other highway polygons are walked around their outline.
CREATE TABLE {_BUILD}.ways AS
SELECT r.id AS road_id,
       CASE WHEN GeometryType(r.geometry::geometry) = 'POLYGON' THEN ST_ExteriorRing(r.geometry::geometry)
            ELSE r.geometry::geometry END AS geom
FROM {roads} r JOIN {_BUILD}.rules USING (id)
WHERE GeometryType(r.geometry::geometry) IN ('LINESTRING', 'POLYGON')
  AND (rules.walk_ok OR rules.bike_ok OR rules.drive_ok);

CREATE TABLE {_BUILD}.pts AS
SELECT w.road_id, d.path[array_upper(d.path, 1)] AS idx, ST_X(d.geom) AS x, ST_Y(d.geom) AS y, d.geom
FROM {_BUILD}.ways w CROSS JOIN LATERAL ST_DumpPoints(w.geom) AS d;
CREATE INDEX ON {_BUILD}.pts (road_id, idx);

-- A coordinate used more than once (by two ways, or twice by one way) is a shared OSM node: a junction.
CREATE TABLE {_BUILD}.shared AS SELECT x, y FROM {_BUILD}.pts GROUP BY x, y HAVING count(*) > 1;

CREATE TABLE {_BUILD}.cuts AS
SELECT road_id, idx, lead(idx) OVER (PARTITION BY road_id ORDER BY idx) AS next_idx
FROM (
    SELECT p.road_id, p.idx
    FROM {_BUILD}.pts p
    LEFT JOIN {_BUILD}.shared s ON s.x = p.x AND s.y = p.y
    JOIN (SELECT road_id, max(idx) AS last FROM {_BUILD}.pts GROUP BY road_id) l USING (road_id)
    WHERE p.idx = 1 OR p.idx = l.last OR s.x IS NOT NULL
) c;

CREATE TABLE {_BUILD}.pieces AS
SELECT c.road_id, c.idx, ST_MakeLine(p.geom ORDER BY p.idx) AS geom
FROM {_BUILD}.cuts c
JOIN {_BUILD}.pts p ON p.road_id = c.road_id AND p.idx BETWEEN c.idx AND c.next_idx
WHERE c.next_idx IS NOT NULL
GROUP BY c.road_id, c.idx;
DELETE FROM {_BUILD}.pieces WHERE ST_NPoints(geom) < 2 OR ST_Length(geom) = 0;
"""

def _tables_sql(roads: str) -> str:
    return f"""
CREATE TABLE {_BUILD}.vertices AS
SELECT row_number() OVER (ORDER BY x, y) AS id, ST_SetSRID(ST_MakePoint(x, y), 4326) AS geom, x, y
FROM (SELECT ST_X(ST_StartPoint(geom)) AS x, ST_Y(ST_StartPoint(geom)) AS y FROM {_BUILD}.pieces
      UNION
      SELECT ST_X(ST_EndPoint(geom)), ST_Y(ST_EndPoint(geom)) FROM {_BUILD}.pieces) e;
CREATE UNIQUE INDEX ON {_BUILD}.vertices (x, y);

CREATE TABLE {_BUILD}.edges AS
-- MATERIALIZED: each cost below reads length_m, and an inlined CTE computed the geodesic length for each of them
-- (4.3 of the 4.5 s this statement took on a national extract)
WITH p AS MATERIALIZED (
    SELECT pc.road_id, pc.geom, ST_Length(pc.geom::geography) AS length_m, ru.*
    FROM {_BUILD}.pieces pc JOIN {_BUILD}.rules ru ON ru.id = pc.road_id
)
SELECT row_number() OVER (ORDER BY p.road_id, s.id) AS id, s.id AS source, t.id AS target, p.road_id,
       r.highway, p.length_m,
       CASE WHEN walk_ok THEN length_m / {WALK_KMH / 3.6} ELSE -1 END AS cost_walk_s,
       CASE WHEN walk_ok THEN length_m / {WALK_KMH / 3.6} ELSE -1 END AS reverse_cost_walk_s,
       -- a bike is pushed (walking speed) where it may not be ridden: a pedestrian street, or against a one-way
       -- street (on its pavement), as routers for cyclists do; a short push often beats riding round the block
       CASE WHEN NOT bike_ok THEN -1
            WHEN bike_push THEN length_m / {WALK_KMH / 3.6}
            WHEN drive_dir = -1 AND NOT bike_contraflow THEN length_m / {WALK_KMH / 3.6}
            ELSE length_m / {BIKE_KMH / 3.6} END AS cost_bike_s,
       CASE WHEN NOT bike_ok THEN -1
            WHEN bike_push THEN length_m / {WALK_KMH / 3.6}
            WHEN drive_dir = 1 AND NOT bike_contraflow THEN length_m / {WALK_KMH / 3.6}
            ELSE length_m / {BIKE_KMH / 3.6} END AS reverse_cost_bike_s,
       CASE WHEN drive_ok AND drive_dir >= 0 THEN length_m / (drive_kmh / 3.6) ELSE -1 END AS cost_drive_s,
       CASE WHEN drive_ok AND drive_dir <= 0 THEN length_m / (drive_kmh / 3.6) ELSE -1 END AS reverse_cost_drive_s,
       p.geom::geometry(LineString, 4326) AS geometry
FROM p
JOIN {roads} r ON r.id = p.road_id
JOIN {_BUILD}.vertices s ON s.x = ST_X(ST_StartPoint(p.geom)) AND s.y = ST_Y(ST_StartPoint(p.geom))
JOIN {_BUILD}.vertices t ON t.x = ST_X(ST_EndPoint(p.geom)) AND t.y = ST_Y(ST_EndPoint(p.geom));
ALTER TABLE {_BUILD}.edges ADD PRIMARY KEY (id);
CREATE INDEX ON {_BUILD}.edges (source);
CREATE INDEX ON {_BUILD}.edges (target);
CREATE INDEX ON {_BUILD}.edges USING gist (geometry);

ALTER TABLE {_BUILD}.vertices ADD PRIMARY KEY (id);
ALTER TABLE {_BUILD}.vertices DROP COLUMN x, DROP COLUMN y;
ALTER TABLE {_BUILD}.vertices ALTER COLUMN geom TYPE geometry(Point, 4326);
"""


def _components_sql(mode: Mode) -> str:
    inner = (f"SELECT id, source, target, cost_{mode}_s AS cost, reverse_cost_{mode}_s AS reverse_cost "
             f"FROM {_BUILD}.edges WHERE cost_{mode}_s >= 0 OR reverse_cost_{mode}_s >= 0")
    return f"""
ALTER TABLE {_BUILD}.vertices ADD COLUMN {mode}_comp bigint, ADD COLUMN {mode}_comp_size integer;
WITH c AS (SELECT node, component FROM pgr_strongComponents('{inner}')),
     s AS (SELECT component, count(*) AS n FROM c GROUP BY component)
UPDATE {_BUILD}.vertices v SET {mode}_comp = c.component, {mode}_comp_size = s.n
FROM c JOIN s USING (component) WHERE v.id = c.node;
"""


def _role_exists(conn: psycopg.Connection, role: str) -> bool:
    return conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone() is not None


# The loaded files (and their content) a graph was built from: an append needs the graph of all the others.
_LOADED_SQL = "SELECT DISTINCT ON (file) file, sha256 FROM georeact_meta.loads ORDER BY file, loaded_at DESC"


def build_network(conn: psycopg.Connection, reader_role: str | None = READER_ROLE,
                  source: str | None = None) -> NetworkSummary:
    """(Re)build schema `network` from `public.roads`; readers see the old graph until the final swap.

    `source`: the file a load just brought. When the graph holds every other loaded file as loaded and none of
    this file's roads, and no edge lies in the box of its roads (a town loaded beside a country), its own graph
    is built and appended, the rest kept: nothing of it can join the rest. Otherwise the whole graph is rebuilt.
    `conn` is an owner-role connection (autocommit or not: the work runs in one transaction block).
    """
    started = time.monotonic()
    with conn.transaction():
        # One build at a time per database (a load and a test run may overlap); released at commit.
        conn.execute("SELECT pg_advisory_xact_lock(hashtext('georeact.build_network'))")
        conn.execute(f"DROP SCHEMA IF EXISTS {_BUILD} CASCADE")
        conn.execute(f"CREATE SCHEMA {_BUILD}")
        loaded = catalog.exists(conn, "georeact_meta.loads")
        appended = source is not None and loaded and _can_append(conn, source)
        if appended:
            _append(conn, source)
        else:
            _build(conn, reader_role, loaded)
        counts = conn.execute(f"""
            SELECT (SELECT count(*) FROM {SCHEMA}.edges), (SELECT count(*) FROM {SCHEMA}.vertices),
                   (SELECT count(DISTINCT road_id) FROM {SCHEMA}.edges),
                   (SELECT count(*) FROM {SCHEMA}.edges WHERE cost_walk_s >= 0),
                   (SELECT count(*) FROM {SCHEMA}.edges WHERE cost_bike_s >= 0 OR reverse_cost_bike_s >= 0),
                   (SELECT count(*) FROM {SCHEMA}.edges WHERE cost_drive_s >= 0 OR reverse_cost_drive_s >= 0),
                   (SELECT count(*) FROM {SCHEMA}.edges WHERE (cost_drive_s >= 0) <> (reverse_cost_drive_s >= 0)),
                   (SELECT coalesce(max(walk_comp_size), 0) FROM {SCHEMA}.vertices),
                   (SELECT coalesce(max(bike_comp_size), 0) FROM {SCHEMA}.vertices),
                   (SELECT coalesce(max(drive_comp_size), 0) FROM {SCHEMA}.vertices)""").fetchone()
    if conn.autocommit:  # ANALYZE cannot run inside a transaction block
        conn.execute(f"ANALYZE {SCHEMA}.edges")
        conn.execute(f"ANALYZE {SCHEMA}.vertices")
    return NetworkSummary(
        seconds=round(time.monotonic() - started, 2), edges=counts[0], vertices=counts[1], roads_used=counts[2],
        edges_by_mode={"walk": counts[3], "bike": counts[4], "drive": counts[5]}, oneway_drive_edges=counts[6],
        largest_component={"walk": counts[7], "bike": counts[8], "drive": counts[9]}, appended=appended,
    )


def _graph_sql(roads: str) -> list[str]:
    """The statements that build the graph of `roads` in the build schema, components aside."""
    return [_rules_sql(roads), _noding_sql(roads), _tables_sql(roads)]


def _build(conn: psycopg.Connection, reader_role: str | None, loaded: bool) -> None:
    for statement in _graph_sql("public.roads"):
        conn.execute(statement)
    for mode in MODES:
        conn.execute(_components_sql(mode))
    for scratch in ("rules", "ways", "pts", "shared", "cuts", "pieces"):
        conn.execute(f"DROP TABLE {_BUILD}.{scratch}")
    conn.execute(f"CREATE TABLE {_BUILD}.built_from (file text PRIMARY KEY, sha256 text NOT NULL)")
    if loaded:
        conn.execute(f"INSERT INTO {_BUILD}.built_from {_LOADED_SQL}")
    if reader_role and _role_exists(conn, reader_role):
        role = sql.Identifier(reader_role)
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(sql.Identifier(_BUILD), role))
        conn.execute(sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA {} TO {}").format(sql.Identifier(_BUILD), role))
    conn.execute(f"DROP SCHEMA IF EXISTS {SCHEMA} CASCADE")
    conn.execute(f"ALTER SCHEMA {_BUILD} RENAME TO {SCHEMA}")


def _can_append(conn: psycopg.Connection, source: str) -> bool:
    """Whether `source`'s graph can be built alone and appended: the graph is of every other file as loaded now,
    none of its edges is a road of `source`, and none lies within 100 m of the box of `source`'s roads."""
    if not catalog.exists(conn, f"{SCHEMA}.built_from"):
        return False   # built by an older version: what it holds is not recorded
    built = set(conn.execute(f"SELECT file, sha256 FROM {SCHEMA}.built_from").fetchall())
    others = {(file, sha) for file, sha in conn.execute(_LOADED_SQL).fetchall() if file != source}
    if built != others:
        return False
    return not conn.execute(f"""
        SELECT EXISTS (SELECT 1 FROM {SCHEMA}.edges e JOIN public.roads r ON r.id = e.road_id WHERE r.source = %(s)s)
            OR EXISTS (SELECT 1 FROM {SCHEMA}.edges e, (SELECT ST_Expand(ST_Extent(geometry::geometry), 0.001) AS box
                                                        FROM public.roads WHERE source = %(s)s) b
                       WHERE e.geometry && b.box)""", {"s": source}).fetchone()[0]


def _append(conn: psycopg.Connection, source: str) -> None:
    """`source`'s graph built alone, its ids after the graph's (a component is named by its smallest vertex id, so
    the new components' names are new too), then appended to it."""
    conn.execute(sql.SQL(f"CREATE VIEW {_BUILD}.roads AS SELECT * FROM public.roads WHERE source = {{}}").format(
        sql.Literal(source)))
    for statement in _graph_sql(f"{_BUILD}.roads"):
        conn.execute(statement)
    vertex, edge = conn.execute(f"SELECT (SELECT coalesce(max(id), 0) FROM {SCHEMA}.vertices),"
                                f" (SELECT coalesce(max(id), 0) FROM {SCHEMA}.edges)").fetchone()
    conn.execute(f"UPDATE {_BUILD}.vertices SET id = id + %s", (vertex,))
    conn.execute(f"UPDATE {_BUILD}.edges SET id = id + %s, source = source + %s, target = target + %s",
                 (edge, vertex, vertex))
    for mode in MODES:
        conn.execute(_components_sql(mode))
    conn.execute(f"INSERT INTO {SCHEMA}.vertices SELECT * FROM {_BUILD}.vertices")
    conn.execute(f"INSERT INTO {SCHEMA}.edges SELECT * FROM {_BUILD}.edges")
    conn.execute(f"INSERT INTO {SCHEMA}.built_from SELECT * FROM ({_LOADED_SQL}) l WHERE file = %s", (source,))
    conn.execute(f"DROP SCHEMA {_BUILD} CASCADE")


# --------------------------------------------------------------------------------------------------
# Read-only queries used by the routing tools (through the agent's `Database`).
# --------------------------------------------------------------------------------------------------

class Snap(BaseModel):
    """Where a place meets the mode's network: the nearest point on a usable edge (as a router does; a junction
    can be hundreds of metres along the street from the place)."""
    node: int        # how pgRouting's withPoints functions name the point: negative (vertices are positive)
    edge: int
    fraction: float  # where on the edge, 0 at its source, 1 at its target
    lon: float       # the point itself
    lat: float
    snap_m: float    # straight-line distance from the place to that point (walked, see access time)


class Path(BaseModel):
    source: int
    target: int
    length_m: float
    seconds: float
    coordinates: list[list[float]]  # [lon, lat] along the roads, source → target
    pushed_m: float = 0.0           # by bike: the metres where the bike is pushed (PUSHED)


class Steps(BaseModel):
    """A path as pgRouting gives it: the node each edge leaves from, the edge, and the path's cost."""
    nodes: list[int]
    edges: list[int]
    seconds: float


def _check_mode(mode: str) -> Mode:
    if mode not in MODES:
        raise ValueError(f"unknown travel mode {mode!r}; choose walk, bike or drive")
    return mode  # type: ignore[return-value]


def network_available(db: Database) -> bool:
    return db.query("SELECT to_regclass('network.edges') IS NOT NULL").rows[0][0]


# Snap each (lon, lat) to the nearest point of an edge usable in the mode: the nearest of the 32 nearest such
# edges by geodesic distance, with edges of small components (islands cut off by the extract edge, parking
# aisles) penalised so a stop lands on the connected network when it is near.
def snap_sql(mode: Mode) -> str:
    mode = _check_mode(mode)
    return f"""
SELECT q.ord, best.id, ST_LineLocatePoint(best.geometry, q.pt), ST_X(spot), ST_Y(spot), best.d
FROM (SELECT ord, ST_SetSRID(ST_MakePoint(lon, lat), 4326) AS pt
      FROM unnest(%s::float8[], %s::float8[]) WITH ORDINALITY AS u(lon, lat, ord)) q
CROSS JOIN LATERAL (
    SELECT c.id, c.geometry, c.d FROM (
        SELECT n.id, n.geometry, ST_Distance(n.geometry::geography, q.pt::geography) AS d,
               least(s.{mode}_comp_size, t.{mode}_comp_size) AS size
        FROM (SELECT e.id, e.source, e.target, e.geometry FROM network.edges e
              WHERE e.cost_{mode}_s >= 0 OR e.reverse_cost_{mode}_s >= 0
              ORDER BY e.geometry <-> q.pt LIMIT 32) n
        JOIN network.vertices s ON s.id = n.source JOIN network.vertices t ON t.id = n.target) c
    ORDER BY c.d + CASE WHEN c.size < {SMALL_COMPONENT} THEN {SMALL_COMPONENT_PENALTY_M} ELSE 0 END, c.id
    LIMIT 1) best
CROSS JOIN LATERAL ST_ClosestPoint(best.geometry, q.pt) AS spot
ORDER BY q.ord"""


def snap_points(db: Database, points: Sequence[tuple[float, float]], mode: Mode) -> list[Snap | None]:
    """Snap (lon, lat) points to the mode's network; None where no usable edge exists at all. Points that land on
    the same spot of the same edge share a node (a path between them has no length)."""
    if not points:
        return []
    rows = db.query(snap_sql(mode), ([p[0] for p in points], [p[1] for p in points])).rows
    found: dict[int, Snap] = {}
    spots: dict[tuple[int, float], int] = {}
    for ord_, edge, fraction, lon, lat, d in rows:
        spot = (int(edge), float(fraction))
        node = spots.setdefault(spot, -int(ord_))
        found[int(ord_)] = Snap(node=node, edge=spot[0], fraction=spot[1], lon=lon, lat=lat, snap_m=float(d))
    return [found.get(i + 1) for i in range(len(points))]


# pgRouting takes a point at fraction 0 or 1 for the vertex there and names it by the vertex in its results, so
# the point's own (negative) id finds nothing: a point is kept this far inside its edge (a millimetre in a km).
END_MARGIN = 1e-6


def points_sql(snaps: Iterable[Snap]) -> str:
    """The points query of pgRouting's withPoints functions for the snaps (ints and floats only: safe to inline)."""
    def inside(fraction: float) -> float:
        return min(max(float(fraction), END_MARGIN), 1.0 - END_MARGIN)
    rows = {snap.node: f"({-int(snap.node)}, {int(snap.edge)}, {inside(snap.fraction)!r})" for snap in snaps}
    return "SELECT * FROM (VALUES " + ", ".join(rows.values()) + ") AS t(pid, edge_id, fraction)"


# A drive whose search box is wider than this crosses a region, not a town: away from its stops it keeps to the
# classified roads (pgRouting builds its graph from every edge it is given: Selfoss to Húsavík, a box over most
# of Iceland, took ~100 ms per statement with every track and service road in it)
LONG_DRIVE_M = 50_000.0
LOCAL_MARGIN_M = 5_000.0
MAJOR_ROADS = ("motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link", "secondary",
               "secondary_link", "tertiary", "tertiary_link")


def edges_sql(mode: Mode, bbox: tuple[float, float, float, float] | None = None,
              stops: Sequence[tuple[float, float]] = (), local_m: float = 0.0) -> str:
    """The pgRouting edges query for a mode, optionally limited to a lon/lat box (speed: one city, not all). A
    drive over a box wider than LONG_DRIVE_M keeps every road within LOCAL_MARGIN_M (or `local_m`, when wider) of a
    stop and only the classified roads (MAJOR_ROADS) elsewhere."""
    mode = _check_mode(mode)
    where = f"(cost_{mode}_s >= 0 OR reverse_cost_{mode}_s >= 0)"
    if bbox is not None:
        x0, y0, x1, y1 = (float(v) for v in bbox)  # floats only: safe to inline
        where += f" AND geometry && ST_MakeEnvelope({x0!r}, {y0!r}, {x1!r}, {y1!r}, 4326)"
        if mode == "drive" and stops and _width_m(bbox) > LONG_DRIVE_M:
            near = " OR ".join("geometry && ST_MakeEnvelope({!r}, {!r}, {!r}, {!r}, 4326)".format(*search_box(
                [(float(x), float(y))], max(LOCAL_MARGIN_M, float(local_m)), grow=False)) for x, y in stops)
            where += f" AND (highway IN ({', '.join(repr(h) for h in MAJOR_ROADS)}) OR {near})"
    cost, reverse_cost = ROUTE_COST[mode]
    return f"SELECT id, source, target, {cost} AS cost, {reverse_cost} AS reverse_cost FROM network.edges WHERE {where}"


# What a path is chosen by, per mode (the cost pgRouting minimises; -1 = not usable that way). Walking and cycling:
# their time, which for a bike holds a real difference (pushing through a pedestrian street or against a one-way
# street). Driving: its length, at a nominal speed so that costs stay seconds for the tour solver: a car's time here
# is a guess from road classes (no turns, lights or traffic), and the 'fastest' path detoured onto main roads for
# seconds the guess alone gave; the road distance between two places is the network's shortest path. Its time is
# then the guess along that path (SECONDS_PER_COST: a path's real seconds are each step's cost times its edge's factor).
DRIVE_ROUTE_KMH = FALLBACK_KMH["drive"]
ROUTE_COST: dict[str, tuple[str, str]] = {
    "walk": ("cost_walk_s", "reverse_cost_walk_s"),
    "bike": ("cost_bike_s", "reverse_cost_bike_s"),
    "drive": (f"CASE WHEN cost_drive_s >= 0 THEN length_m / {DRIVE_ROUTE_KMH / 3.6} ELSE -1 END",
              f"CASE WHEN reverse_cost_drive_s >= 0 THEN length_m / {DRIVE_ROUTE_KMH / 3.6} ELSE -1 END"),
}
# the path ROUTE_COST chooses, as an answer says it (a walk's time is its length at one speed: its shortest)
PATH_CHOSEN = {"walk": "shortest path", "bike": "fastest path", "drive": "shortest path a car may take"}
# An edge's time per unit of its cost, read from edge `{e}` (a usable edge has one speed both ways it is usable)
SECONDS_PER_COST: dict[str, str] = {
    "walk": "1.0",
    "bike": "1.0",
    "drive": f"coalesce(greatest({{e}}.cost_drive_s, {{e}}.reverse_cost_drive_s) / nullif({{e}}.length_m / "
             f"{DRIVE_ROUTE_KMH / 3.6}, 0), 1.0)",
}


def search_box(points: Sequence[tuple[float, float]], margin_m: float = 3000.0,
               grow: bool = True) -> tuple[float, float, float, float]:
    """The points' bounding box grown by margin_m (and, `grow`, by a quarter of its size) so detours stay inside."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    share = 0.25 if grow else 0.0
    dy = margin_m / 111_320.0 + (max(ys) - min(ys)) * share
    cos_lat = max(math.cos(math.radians((max(ys) + min(ys)) / 2)), 0.1)
    dx = margin_m / (111_320.0 * cos_lat) + (max(xs) - min(xs)) * share
    return min(xs) - dx, min(ys) - dy, max(xs) + dx, max(ys) + dy


def detour_box(ends: Sequence[tuple[float, float]], length_m: float) -> tuple[float, float, float, float]:
    """The box around every point a path between the two ends no longer than length_m can pass: the ellipse with
    the ends as foci, whose half minor axis is the farthest it reaches from the line between them (and beyond each
    end it reaches (length_m - straight) / 2, which is never more)."""
    straight = float(GEOD.inv(*ends[0], *ends[1])[2])
    half_minor = math.sqrt(max(length_m * length_m - straight * straight, 0.0)) / 2.0
    return search_box(ends, margin_m=half_minor, grow=False)


def box_holds(outer: tuple[float, float, float, float], inner: tuple[float, float, float, float]) -> bool:
    return outer[0] <= inner[0] and outer[1] <= inner[1] and outer[2] >= inner[2] and outer[3] >= inner[3]


def _width_m(bbox: tuple[float, float, float, float]) -> float:
    """The larger side of a lon/lat box, in metres (near enough for choosing a graph)."""
    x0, y0, x1, y1 = bbox
    cos_lat = max(math.cos(math.radians((y0 + y1) / 2)), 0.1)
    return max((x1 - x0) * 111_320.0 * cos_lat, (y1 - y0) * 111_320.0)


# The stretch of each path step's edge between the step's node and the next node, walked that way round: a whole
# edge between two vertices, part of one from or to a snapped point (a negative node, located on the edge, so a
# point that pgRouting puts on a vertex is found on whichever edge leaves it). `steps` has the columns a, b (the
# path's ends), i (the step's order), node, next, edge and cost; the spot_* arrays are the snapped points.
# The edge is looked up by primary key, one step at a time (OFFSET 0): as a plain join the planner, expecting
# pgRouting's default 1,000 rows, hashed all ~32,000 edges (20 ms) for a path of ~100.
PIECES_SQL = """
SELECT s.a, s.b, sum(e.length_m * abs(e.to_f - e.from_f)), sum(s.cost * e.per_cost),
       ST_AsGeoJSON(ST_MakeLine(CASE WHEN e.from_f <= e.to_f THEN ST_LineSubstring(e.geometry, e.from_f, e.to_f)
                                     ELSE ST_Reverse(ST_LineSubstring(e.geometry, e.to_f, e.from_f)) END
                          ORDER BY s.i), 6),
       sum(CASE WHEN {pushed} THEN e.length_m * abs(e.to_f - e.from_f) ELSE 0 END)
FROM ({steps}) s
CROSS JOIN LATERAL (
    SELECT x.length_m, x.geometry, {at_node} AS from_f, {at_next} AS to_f, {per_cost} AS per_cost
    FROM network.edges x WHERE x.id = s.edge OFFSET 0) e
WHERE e.from_f <> e.to_f
GROUP BY s.a, s.b"""
# Whether a step `s` along its piece of edge `e` is walked by the mode's traveller (a cyclist pushing through a
# pedestrian street, or against a one-way street: its bike cost that way is its length at walking speed, the edges'
# costs above); the metres of a path so are said with its time
PUSHED: dict[str, str] = {
    "walk": "false", "drive": "false",
    "bike": f"s.cost >= 0.99 * e.length_m * abs(e.to_f - e.from_f) / {WALK_KMH / 3.6} AND e.to_f <> e.from_f",
}
_AT = ("CASE WHEN {n} = x.source THEN 0.0 WHEN {n} = x.target THEN 1.0 ELSE (SELECT ST_LineLocatePoint(x.geometry, "
       "ST_SetSRID(ST_MakePoint(p.lon, p.lat), 4326)) FROM unnest(%(spot_node)s::bigint[], %(spot_lon)s::float8[], "
       "%(spot_lat)s::float8[]) AS p(node, lon, lat) WHERE p.node = {n}) END")


def _pieces(db: Database, steps_sql: str, params: dict[str, Any], snaps: Iterable[Snap], rows: int,
            mode: Mode = "walk") -> list[tuple]:
    """(a, b, metres, seconds, GeoJSON line, metres walked) of each path of `steps_sql`, from its edges' pieces (the
    seconds from the steps' costs in `mode`; the metres walked: a cyclist pushing the bike)."""
    spots = {snap.node: snap for snap in snaps}
    params = {**params, "spot_node": list(spots), "spot_lon": [s.lon for s in spots.values()],
              "spot_lat": [s.lat for s in spots.values()]}
    statement = PIECES_SQL.format(steps=steps_sql, at_node=_AT.format(n="s.node"), at_next=_AT.format(n="s.next"),
                                  per_cost=SECONDS_PER_COST[mode].format(e="x"), pushed=PUSHED[mode])
    return db.query(statement, params, max_rows=rows).rows


def _same_spot(pairs: Sequence[tuple[int, int]]) -> dict[tuple[int, int], Path]:
    """The pairs whose two ends snapped to one spot: a path of no length."""
    return {(a, a): Path(source=a, target=a, length_m=0.0, seconds=0.0, coordinates=[]) for a, b in pairs if a == b}


# Each pair's best path (ROUTE_COST) through the snapped points, step by step with the node each step goes on to.
WITH_POINTS_STEPS = """
SELECT start_pid AS a, end_pid AS b, path_seq AS i, node, next, edge, cost
FROM (SELECT *, lead(node) OVER (PARTITION BY start_pid, end_pid ORDER BY path_seq) AS next
      FROM pgr_withPoints(%(edges)s, %(points)s, %(pairs)s, true)) w
WHERE edge >= 0"""


def shortest_paths(db: Database, pairs: Sequence[tuple[int, int]], mode: Mode, snaps: Sequence[Snap],
                   bbox: tuple[float, float, float, float] | None = None,
                   stops: Sequence[tuple[float, float]] = (), local_m: float = 0.0) -> dict[tuple[int, int], Path]:
    """The best path (ROUTE_COST: the fastest on foot and by bike, the shortest by car) for each (source, target)
    pair of snapped points (their nodes), with length, seconds and road geometry (`stops`, `local_m`: edges_sql)."""
    wanted = sorted({(int(a), int(b)) for a, b in pairs if a != b})
    paths = _same_spot(pairs)
    if not wanted:
        return paths
    combos = "SELECT * FROM (VALUES " + ", ".join(f"({a}, {b})" for a, b in wanted) + ") AS t(source, target)"
    params = {"edges": edges_sql(mode, bbox, stops, local_m), "points": points_sql(snaps), "pairs": combos}
    for a, b, length, seconds, geojson, pushed in _pieces(db, WITH_POINTS_STEPS, params, snaps, len(wanted), mode):
        coords = json.loads(geojson)["coordinates"] if geojson else []
        paths[(int(a), int(b))] = Path(source=int(a), target=int(b), length_m=float(length), seconds=float(seconds),
                                       coordinates=coords, pushed_m=float(pushed or 0.0))
    return paths


def paths_along(db: Database, pairs: Sequence[tuple[int, int]], steps: dict[tuple[int, int], Steps],
                snaps: Sequence[Snap]) -> dict[tuple[int, int], Path]:
    """Length and road geometry of each (source, target) pair whose path was already searched (`steps`): its
    edges by primary key, no graph to build."""
    paths = _same_spot(pairs)
    legs = [(pair, steps[pair]) for pair in dict.fromkeys(pairs) if pair[0] != pair[1]]
    if not legs:
        return paths
    columns: dict[str, list[int]] = {"a": [], "b": [], "node": [], "next": [], "edge": []}
    for (a, b), path in legs:
        for i, (node, edge) in enumerate(zip(path.nodes, path.edges)):
            after = path.nodes[i + 1] if i + 1 < len(path.nodes) else b
            for key, value in zip(columns, (a, b, node, after, edge)):
                columns[key].append(value)
    steps_sql = ("SELECT a, b, i, node, next, edge, NULL::float8 AS cost FROM unnest(%(a)s::bigint[], %(b)s::bigint[], "
                 "%(node)s::bigint[], %(next)s::bigint[], %(edge)s::bigint[]) WITH ORDINALITY AS s(a, b, node, next, edge, i)")
    searched = dict(legs)
    for a, b, length, _, geojson, _ in _pieces(db, steps_sql, columns, snaps, len(legs)):
        paths[(int(a), int(b))] = Path(source=int(a), target=int(b), length_m=float(length),
                                       seconds=searched[(int(a), int(b))].seconds,
                                       coordinates=json.loads(geojson)["coordinates"] if geojson else [])
    return paths
