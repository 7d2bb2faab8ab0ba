"""The offline background of an HTML map: sea, roads, water, parks and buildings around the answer, read from the
loaded OSM data.

A map of the answer must make sense without the network, so the background comes from the same database the
tools read (any schema profile), clipped to the answer's surroundings and bounded in size: past a few
kilometres only the main roads and the larger water and park areas are kept, each layer has a row cap, and
geometries are simplified to about a pixel of a 1,000-pixel-wide map. The sea and the building footprints come
from the importer's own tables (georeact/db/background.py) where the profile and the database have them; a town's
map gets its buildings (the page shows them from close zoom on), a wider one none.
"""

from __future__ import annotations

import json
import math
from typing import Any

from georeact.db.profiles import SchemaProfile
from georeact.db.replicas import ReplicaPool
from georeact.db.session import Database
from georeact.geo import Bbox

MIN_SPAN_M = 500.0          # a single place still gets its streets around it
PAD = 0.75                  # of the features' extent on each side: a window shows more than the fit
WIDE = 2.2                  # at least this much wider than high (in metres): a browser window is wide
MAX_ROWS = {"roads": 4000, "water": 600, "parks": 600, "buildings": 3000}
MAJOR_ROADS = ("motorway", "motorway_link", "trunk", "trunk_link", "primary", "primary_link", "secondary",
               "secondary_link", "tertiary", "tertiary_link")
MINOR_ROADS_UP_TO_M = 4000  # places spread wider than this: minor streets and paths would be a grey blur
_METRES_PER_DEGREE = 111_320.0


def surroundings(bbox: Bbox) -> Bbox:
    """`bbox` padded on each side and at least MIN_SPAN_M across."""
    west, south, east, north = bbox
    lat = math.radians((south + north) / 2)
    min_dlat = MIN_SPAN_M / _METRES_PER_DEGREE
    min_dlon = min_dlat / max(math.cos(lat), 0.01)
    dlat = max(north - south, min_dlat) * (0.5 + PAD)
    dlon = max(east - west, min_dlon) * (0.5 + PAD)
    dlon = max(dlon, WIDE * dlat / max(math.cos(lat), 0.01))   # degrees of longitude are shorter
    dlat = max(dlat, dlon * math.cos(lat) / WIDE)
    lon, lat_c = (west + east) / 2, (south + north) / 2
    return (lon - dlon, lat_c - dlat, lon + dlon, lat_c + dlat)


def span_m(bbox: Bbox) -> float:
    """The shorter side in metres: what a window shows at the zoom that fits the area."""
    west, south, east, north = bbox
    lat = math.radians((south + north) / 2)
    return min((east - west) * math.cos(lat), north - south) * _METRES_PER_DEGREE


def background(db: Database | ReplicaPool, profile: SchemaProfile, extent: Bbox) -> dict[str, Any]:
    """{"bbox": [...], "roads"|"water"|"parks" (and "sea", "buildings" where there are such tables): GeoJSON
    FeatureCollection, "streets" (a town's): [name, lon, lat]} around `extent`, the places' own.

    How much detail depends on the places' extent (what the map is fitted to), not on the padding."""
    bbox = surroundings(extent)
    span = max(span_m(extent), MIN_SPAN_M)
    tolerance = max(extent[2] - extent[0], extent[3] - extent[1], MIN_SPAN_M / _METRES_PER_DEGREE) / 1500
    layers: dict[str, Any] = {"bbox": list(bbox)}
    roads_only_major = span > MINOR_ROADS_UP_TO_M
    roads = profile.table("roads")
    condition = f"t.highway IN ({', '.join(repr(v) for v in MAJOR_ROADS)})" if roads_only_major else "t.highway IS NOT NULL"
    layers["roads"] = _layer(db, roads.relation, roads.geog("t"), bbox, tolerance, MAX_ROWS["roads"], condition,
                             "t.highway", f"ST_Length({roads.geog('t')}) DESC")
    if not roads_only_major:   # a town's map: street names, shown from close zoom on (map.js)
        layers["streets"] = _street_names(db, roads.relation, roads.name_column, roads.geog("t"), bbox)
    min_area = (span / 500) ** 2    # areas of a few pixels or less are left out
    for name, logical in (("water", "lakes"), ("parks", "parks")):
        spec = profile.table(logical)
        geog = spec.geog("t")
        layers[name] = _layer(db, spec.relation, geog, bbox, tolerance, MAX_ROWS[name],
                              f"(GeometryType({geog}::geometry) NOT LIKE '%%POLYGON' OR ST_Area({geog}) >= {min_area:.0f})",
                              "NULL", f"ST_Area({geog}) DESC")
    if (sea := profile.derived.get("sea")) and _readable(db, sea):
        layers["sea"] = _sea(db, sea, bbox, tolerance)
    if not roads_only_major and (buildings := profile.derived.get("buildings")) and _readable(db, buildings):
        # the nearest to the places first: past the cap, the outskirts of the window go without
        layers["buildings"] = _layer(db, buildings, "t.geom", bbox, tolerance, MAX_ROWS["buildings"], "TRUE", "NULL",
                                     "t.geom <-> ST_Centroid(box.g)", planar=True, digits=6)
    return layers


def _readable(db: Database | ReplicaPool, relation: str) -> bool:
    """Whether `relation` exists and the reader may read it (a database loaded by an older version has no sea)."""
    return bool(db.query("SELECT coalesce(has_table_privilege(to_regclass(%s), 'SELECT'), false)", [relation],
                         max_rows=1).rows[0][0])


def _sea(db: Database | ReplicaPool, relation: str, bbox: Bbox, tolerance: float) -> dict[str, Any]:
    """The sea in `bbox` as one MultiPolygon: its stored pieces clipped and snapped to the simplification grid (shared
    edges snap alike, so the pieces still tile), which the page fills as one shape, without seams between them (the
    rings oriented, holes against shells, for the nonzero fill rule: a sliver two pieces overlap stays sea)."""
    rows = db.query(f"""
        WITH box AS (SELECT ST_MakeEnvelope(%(w)s, %(s)s, %(e)s, %(n)s, 4326) AS g)
        SELECT ST_AsGeoJSON(ST_Collect(p.g), 6) FROM (
          SELECT (ST_Dump(ST_ForcePolygonCCW(ST_SnapToGrid(ST_ClipByBox2D(t.geom, box.g), %(tol)s)))).geom AS g
          FROM {relation} t, box WHERE t.geom && box.g) p
        WHERE GeometryType(p.g) = 'POLYGON'""",
                    {"w": bbox[0], "s": bbox[1], "e": bbox[2], "n": bbox[3], "tol": tolerance}, max_rows=1).rows
    features = [{"type": "Feature", "geometry": json.loads(rows[0][0]), "properties": {"kind": "sea"}}
                ] if rows and rows[0][0] else []
    return {"type": "FeatureCollection", "features": features}


STREET_NAMES = 300   # labels at most: the longest streets first


def _street_names(db: Database | ReplicaPool, relation: str, name_column: str, geog: str, bbox: Bbox) -> list[list[Any]]:
    """[name, lon, lat] for each street named in `bbox`: the middle of its longest way there."""
    rows = db.query(f"""
        WITH box AS (SELECT ST_MakeEnvelope(%(w)s, %(s)s, %(e)s, %(n)s, 4326) AS g)
        SELECT name, ST_X(p), ST_Y(p) FROM (
          SELECT DISTINCT ON (t.{name_column}) t.{name_column} AS name, ST_Length({geog}) AS len,
                 ST_LineInterpolatePoint(ST_LineMerge(ST_ClipByBox2D({geog}::geometry, box.g)), 0.5) AS p
          FROM {relation} t, box
          WHERE {geog} && box.g::geography AND t.{name_column} IS NOT NULL AND t.highway IS NOT NULL
            AND GeometryType(ST_LineMerge(ST_ClipByBox2D({geog}::geometry, box.g))) = 'LINESTRING'
          ORDER BY t.{name_column}, ST_Length({geog}) DESC) s
        WHERE NOT ST_IsEmpty(p) ORDER BY len DESC LIMIT {STREET_NAMES}""",
                    {"w": bbox[0], "s": bbox[1], "e": bbox[2], "n": bbox[3]}, max_rows=STREET_NAMES).rows
    return [[name, round(lon, 6), round(lat, 6)] for name, lon, lat in rows if lon is not None]


def _layer(db: Database | ReplicaPool, relation: str, geog: str, bbox: Bbox, tolerance: float, limit: int, condition: str,
           kind: str, order: str, planar: bool = False, digits: int = 5) -> dict[str, Any]:
    """The rows of `relation` inside `bbox`, clipped to it and simplified, as a FeatureCollection (kind in
    each feature's properties). `geog` is a geography expression, or with `planar` a geometry(4326) one."""
    geometry, overlaps = (geog, f"{geog} && box.g") if planar else (f"{geog}::geometry", f"{geog} && box.g::geography")
    statement = f"""
        WITH box AS (SELECT ST_MakeEnvelope(%(w)s, %(s)s, %(e)s, %(n)s, 4326) AS g)
        SELECT {kind}, ST_AsGeoJSON(ST_SimplifyPreserveTopology(ST_ClipByBox2D({geometry}, box.g), %(tol)s), {digits})
        FROM {relation} t, box
        WHERE {overlaps} AND {condition}
        ORDER BY {order}
        LIMIT {int(limit)}"""
    rows = db.query(statement, {"w": bbox[0], "s": bbox[1], "e": bbox[2], "n": bbox[3], "tol": tolerance},
                    max_rows=limit).rows
    features = [{"type": "Feature", "geometry": json.loads(geometry), "properties": {"kind": kind_value}}
                for kind_value, geometry in rows if geometry and '"coordinates":[]' not in geometry]
    return {"type": "FeatureCollection", "features": features}
