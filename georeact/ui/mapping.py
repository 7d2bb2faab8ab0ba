"""Map output of a run: the places its steps and answer refer to, each with its role, as GeoJSON or an HTML map.

Roles come from what each tool said about a place: the answer's entities; the stops of a PlanRoute tour in
visiting order and its legs along the streets; the reference places (anchors) and regions a CalculateMetric
call resolved, with its search radius; the other matches it found; any other handle a step named. The HTML
map is one self-contained file (Leaflet, its style and the data inlined): with the default background drawn
from the loaded OSM data (georeact/ui/basemap.py) it needs no network at all.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
import webbrowser
from collections import defaultdict
from pathlib import Path
from typing import Any, Literal, NamedTuple

from georeact.agent.trace import Step, Trace
from georeact.config import Settings
from georeact.db.profiles import get_profile
from georeact.db.replicas import ReplicaPool, reader_database
from georeact.db.session import Database
from georeact.errors import GeoReactError
from georeact.geo.hours import hours_at, parse_open_at
from georeact.tools.base import ToolContext
from georeact.tools.handles import HANDLE_PATTERN, Handle
from georeact.tools.inspect_schema import relation_columns
from georeact.ui import basemap

STATIC = Path(__file__).parent / "static"
LEAFLET_DIR = STATIC / "leaflet"   # Leaflet 1.9.4 (BSD-2-Clause, from npm `leaflet`)
Tiles = Literal["none", "osm"]
SUFFIXES = {".html": "html", ".htm": "html", ".geojson": "geojson", ".json": "geojson"}

# role -> (colour, legend text), strongest first: a place with several roles shows the first that applies.
ROLES: dict[str, tuple[str, str]] = {
    "answer": ("#e31a1c", "answer"),
    "stop": ("#ff7f00", "route stop (in visiting order)"),
    "anchor": ("#6a3d9a", "reference place"),
    "region": ("#1f78b4", "region searched"),
    "match": ("#8c8c8c", "other match (not the answer)"),
    "other": ("#a6761d", "place named in a step"),
}
LINES: dict[str, tuple[str, str]] = {"route": ("#ff7f00", "route along the streets"),
                                     "scope": ("#1f78b4", "search radius")}
MEASURES = ("distance_m", "area_m2", "length_m")


def map_format(path: Path) -> str:
    """'html' or 'geojson' by the file's suffix; a GeoReactError for any other."""
    kind = SUFFIXES.get(path.suffix.lower())
    if kind is None:
        raise GeoReactError(f"a map is written as .html (a page to open) or .geojson, not {path.name!r}")
    return kind


def check_map_path(path: Path) -> str:
    """The map's format, once its suffix and folder are checked (before a question runs, not after)."""
    kind = map_format(path)
    folder = path.expanduser().parent
    if not folder.is_dir():
        raise GeoReactError(f"cannot write the map {path}: the folder {folder} does not exist")
    return kind


class _Places:
    """The places of a run by handle, each with its strongest role and what the steps measured of it."""

    def __init__(self) -> None:
        self.places: dict[str, dict[str, Any]] = {}
        self.legs: list[dict[str, Any]] = []       # a tour's legs along the streets, already GeoJSON
        self.scopes: dict[str, str | None] = {}     # buffer handle of each search radius -> the place it is around
        self.notes: list[str] = []

    def add(self, handle: str | None, role: str, **props: Any) -> None:
        if not handle:
            return
        place = self.places.setdefault(handle, {"handle": handle, "role": role})
        if list(ROLES).index(role) < list(ROLES).index(place["role"]):
            place["role"] = role
        for key, value in props.items():
            if key == "stops":
                place.setdefault("stops", []).extend(value)
            elif value is not None and place.get(key) is None:
                place[key] = value

    def scope(self, handle: str, radius_m: float, around: str | None) -> None:
        """The area a search covered: everything within `radius_m` of the place (of its outline, for an area)."""
        self.scopes.setdefault(f"buffer:{handle}:{radius_m:g}", around)


def _feature(geometry: dict[str, Any], **properties: Any) -> dict[str, Any]:
    return {"type": "Feature", "geometry": geometry,
            "properties": {key: value for key, value in properties.items() if value is not None}}


# What each tool's result says about the places it names --------------------------------------------------

def _calculate_metric(places: _Places, result: dict[str, Any]) -> None:
    anchor = None
    for resolved in result.get("resolved") or []:
        role = "region" if resolved.get("table") == "regions" or resolved.get("role") == "region" else "anchor"
        places.add(resolved.get("handle"), role, name=resolved.get("name"))
        if role == "anchor" and anchor is None and resolved.get("handle"):
            anchor = resolved
    entities = result.get("entities") or []
    for entity in entities:
        places.add(entity.get("handle"), "match", name=entity.get("name"),
                   **{key: entity.get(key) for key in MEASURES})
    if (result.get("total") or 0) > len(entities) and result.get("metric") == "list":
        places.notes.append(f"The tool listed {len(entities)} of the {result['total']} matches: the map shows those.")
    if result.get("radius_m") and anchor is not None:
        places.scope(anchor["handle"], result["radius_m"], anchor.get("name"))


def _resolve_location(places: _Places, result: dict[str, Any]) -> None:
    best = result.get("best") or {}
    places.add(best.get("handle"), "anchor", name=best.get("name"))


def _region_geometry(places: _Places, result: dict[str, Any]) -> None:
    try:
        handle = Handle.parse(result.get("handle") or "")
    except ValueError:
        return
    base = str(handle.model_copy(update={"radius_m": None}))
    if handle.is_buffer:
        places.add(base, "anchor", name=result.get("name"))
        places.scope(base, handle.radius_m, result.get("name"))
    else:
        places.add(base, "region", name=result.get("name"), area_m2=result.get("area_m2"))


def _plan_route(places: _Places, result: dict[str, Any]) -> None:
    for order, visit in enumerate(result.get("visits") or [], start=1):
        places.add(visit.get("handle"), "stop", name=visit.get("name"), stops=[order])
    for number, leg in enumerate(result.get("legs") or [], start=1):
        if leg.get("geometry"):
            places.legs.append(_feature(leg["geometry"], role="route", leg=number, name=f"{leg['from_stop']} → "
                                         f"{leg['to_stop']}", distance_m=leg.get("distance_m"),
                                         duration_s=leg.get("duration_s"), on_network=leg.get("on_network")))


def _named(places: _Places, step: Step) -> None:
    for handle in re.findall(HANDLE_PATTERN, step.observation_shown):
        places.add(handle, "other")


READERS = {"CalculateMetric": _calculate_metric, "ResolveLocation": _resolve_location,
           "GetRegionGeometry": _region_geometry, "PlanRoute": _plan_route}


def collect(trace: Trace) -> _Places:
    places = _Places()
    for step in trace.steps:
        if not step.ok or step.repeated:
            continue
        reader = READERS.get(step.tool)
        if reader is not None and step.observation:
            reader(places, step.observation)
        else:
            _named(places, step)
    value = trace.answer.value if trace.answer else None
    for entity in (value.entities if value and value.kind != "route" else []):   # a tour's stops keep their role
        handle = entity.handle or (f"point:{entity.lon},{entity.lat}" if entity.lat is not None else None)
        places.add(handle, "answer", name=entity.name, distance_m=entity.distance_m)
    if value is not None and value.kind == "location" and value.lat is not None and not value.entities:
        places.add(f"point:{value.lon},{value.lat}", "answer")
    return places


# Geometry ----------------------------------------------------------------------------------------------

# What a popup says about a place, from its OSM tags: its kind (the first of these keys it has), then these tags
KIND_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "healthcare", "office", "craft", "sport",
             "natural", "water", "waterway", "landuse", "boundary", "place", "highway", "railway", "building")
OSM_OBJECTS = {"N": "node", "W": "way", "R": "relation"}


class Drawn(NamedTuple):
    name: str | None
    geometry: dict[str, Any]
    point: list[float]
    about: dict[str, Any]   # kind, cuisine, opening hours and whether open now, website, the OSM object's page


def _about(tags: dict[str, Any] | None, osm_type: str | None, osm_id: int | None, point: list[float]) -> dict[str, Any]:
    tags = tags or {}
    # said as a word ('restaurant', 'place of worship'), not a tag: the popup is for a person
    kind = next(((key if tags[key] == "yes" else str(tags[key])).replace("_", " ") for key in KIND_KEYS
                 if tags.get(key)), None)
    about: dict[str, Any] = {"kind": kind, "cuisine": tags.get("cuisine"), "website": tags.get("website")
                             or tags.get("contact:website")}
    if hours := tags.get("opening_hours"):
        now = parse_open_at("now", point[0], point[1])
        about |= {"opening_hours": hours, "open_now": hours_at(hours, now, point[1], point[0]).note}
    if osm_type in OSM_OBJECTS and osm_id is not None and osm_id > 0:
        about["osm_url"] = f"https://www.openstreetmap.org/{OSM_OBJECTS[osm_type]}/{osm_id}"
    return {key: value for key, value in about.items() if value}


def _geometries(db: Database | ReplicaPool, handles: list[str]) -> dict[str, Drawn]:
    """handle -> its name, GeoJSON geometry simplified to about a metre per 3,000th of its size, a point on it and
    what a popup says about it."""
    profile = get_profile(db.settings.schema_profile)
    found: dict[str, Drawn] = {}
    rows_by_table: dict[str, list[int]] = defaultdict(list)
    for text in handles:
        try:
            handle = Handle.parse(text)
        except ValueError:
            continue
        if handle.is_buffer or handle.kind == "extract":   # a search radius or an extract's box, as a polygon
            area, params = handle.geography_sql(profile)
            rows = db.query(f"SELECT ST_AsGeoJSON(ST_SimplifyPreserveTopology(({area})::geometry, 0.000005), 6)",
                            params, max_rows=1).rows
            if rows and rows[0][0]:
                found[text] = Drawn(None, json.loads(rows[0][0]), [], {})
        elif handle.kind == "point":
            point = [handle.lon, handle.lat]
            found[text] = Drawn(None, {"type": "Point", "coordinates": point}, point, {})
        else:
            rows_by_table[handle.table].append(handle.id)
    for table, ids in rows_by_table.items():
        spec = profile.table(table)
        columns = relation_columns(ToolContext(db=db, settings=db.settings), spec.relation)
        tags = "t.tags" if "tags" in columns else "NULL::jsonb"
        osm = "t.osm_type::text, t.osm_id" if {"osm_type", "osm_id"} <= set(columns) else "NULL::text, NULL::bigint"
        rows = db.query(
            f"""SELECT t.id, t.{spec.name_column},
                       ST_AsGeoJSON(ST_SimplifyPreserveTopology(g.g, greatest(ST_XMax(g.g) - ST_XMin(g.g),
                                    ST_YMax(g.g) - ST_YMin(g.g)) / 3000), 6),
                       ST_X(ST_PointOnSurface(g.g)), ST_Y(ST_PointOnSurface(g.g)), {tags}, {osm}
                FROM {spec.relation} t, LATERAL (SELECT {spec.geog('t')}::geometry AS g) g
                WHERE t.id = ANY(%s)""", (ids,), max_rows=len(ids)).rows
        for row_id, name, geometry, lon, lat, row_tags, osm_type, osm_id in rows:
            point = [round(lon, 6), round(lat, 6)]
            found[f"{table}:{row_id}"] = Drawn(name, json.loads(geometry), point,
                                               _about(row_tags, osm_type, osm_id, point))
    return found


def feature_collection(trace: Trace, db: Database | ReplicaPool) -> dict[str, Any]:
    """GeoJSON of the run's places (role, name, handle, what was measured, what the data says of it), route legs
    and search circles."""
    places = collect(trace)
    geometries = _geometries(db, [*places.places, *places.scopes])
    scopes = [_feature(geometries[handle].geometry, role="scope", radius_m=Handle.parse(handle).radius_m, name=around)
              for handle, around in places.scopes.items() if handle in geometries]
    features = []
    for handle, place in places.places.items():
        if handle not in geometries:
            continue
        drawn = geometries[handle]
        place = {**drawn.about, **place, "name": place.get("name") or drawn.name, "point": drawn.point}
        if "stops" in place:
            place["stops"] = sorted(set(place["stops"]))
        features.append(_feature(drawn.geometry, **place))
    # regions first, the answer last: drawn in this order, the answer is on top
    features.sort(key=lambda feature: -list(ROLES).index(feature["properties"]["role"]))
    return {"type": "FeatureCollection", "features": [*scopes, *places.legs, *features],
            "properties": {"question": trace.question, "answer": trace.answer.text if trace.answer else None,
                           "notes": places.notes}}


def _coordinates(node: Any) -> list[list[float]]:
    if isinstance(node, list) and node and isinstance(node[0], (int, float)):
        return [node]
    return [point for child in (node or []) for point in _coordinates(child)]


def bounds(collection: dict[str, Any]) -> basemap.Bbox | None:
    """The extent of every feature."""
    west = south = float("inf")
    east = north = float("-inf")
    for feature in collection["features"]:
        for lon, lat, *_ in _coordinates(feature["geometry"]["coordinates"]):
            west, east = min(west, lon), max(east, lon)
            south, north = min(south, lat), max(north, lat)
    return (west, south, east, north) if west != float("inf") else None


# Output ------------------------------------------------------------------------------------------------

def map_data(collection: dict[str, Any], background: dict[str, Any] | None, tiles: Tiles) -> dict[str, Any]:
    """What the page's script draws: the run's places, the background, the roles' colours and labels."""
    return {"collection": collection, "background": background, "tiles": tiles,
            "roles": {role: {"colour": colour, "label": label} for role, (colour, label) in {**ROLES, **LINES}.items()}}


def html_page(collection: dict[str, Any] | None, background: dict[str, Any] | None, tiles: Tiles) -> str:
    """One self-contained page: Leaflet, the page's script and style, and the data, all inlined. Without a
    collection it is the MCP App view, which is sent its data by the host (static/map.js)."""
    data = map_data(collection, background, tiles) if collection is not None else None
    # '<' never appears raw inside the script element, so no text in the data can close it
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
    page = (STATIC / "map.html").read_text(encoding="utf-8")
    styles = [(LEAFLET_DIR / "leaflet.css").read_text(encoding="utf-8"), (STATIC / "map.css").read_text(encoding="utf-8")]
    scripts = [(LEAFLET_DIR / "leaflet.js").read_text(encoding="utf-8"), (STATIC / "map.js").read_text(encoding="utf-8")]
    question = collection["properties"]["question"] if collection is not None else None
    parts = {"{{title}}": html.escape(question or "geo-react map"),
             "{{policy}}": html.escape(content_policy(scripts, styles, tiles), quote=True),
             "{{leaflet_css}}": styles[0], "{{map_css}}": styles[1], "{{leaflet_js}}": scripts[0],
             "{{map_js}}": scripts[1], "{{data}}": payload}
    return re.sub(r"\{\{\w+\}\}", lambda match: parts[match.group(0)], page)


def _sha256(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"


def content_policy(scripts: list[str], styles: list[str], tiles: Tiles) -> str:
    """The page's Content-Security-Policy: its own inline scripts and styles by hash and nothing else, so that a
    script that data got into the page (an OSM name read as HTML somewhere) does not run; no requests but the
    tiles asked for; no form, base or plugin."""
    images = "data: https://tile.openstreetmap.org" if tiles == "osm" else "data:"
    return (f"default-src 'none'; script-src {' '.join(map(_sha256, scripts))}; "
            f"style-src {' '.join(map(_sha256, styles))}; img-src {images}; base-uri 'none'; form-action 'none'")


def write_map(trace: Trace, settings: Settings, path: Path, tiles: Tiles = "none") -> int:
    """Write the run's places to `path` (.html: a page that works offline; .geojson: the data); return how many.

    tiles="osm" puts openstreetmap.org's tiles behind the places instead of the background drawn from the
    database (the page then needs the network for its background, and says so)."""
    kind = map_format(path)
    with reader_database(settings) as db:   # reads: on the replicas when GEOREACT_READ_URLS lists them
        collection = feature_collection(trace, db)
        if kind == "html":
            path.write_text(page_for(collection, db, tiles), encoding="utf-8")
        else:
            path.write_text(json.dumps(collection, ensure_ascii=False, indent=1), encoding="utf-8")
    return sum(1 for feature in collection["features"] if feature["properties"].get("handle"))


def page_for(collection: dict[str, Any], db: Database | ReplicaPool, tiles: Tiles = "none") -> str:
    """The offline HTML map of a run's FeatureCollection, its background drawn from `db` (unless tiles="osm")."""
    return html_page(collection, _background(collection, db) if tiles == "none" else None, tiles)


def _background(collection: dict[str, Any], db: Database | ReplicaPool) -> dict[str, Any] | None:
    extent = bounds(collection)
    return basemap.background(db, get_profile(db.settings.schema_profile), extent) if extent is not None else None


def answer_map_data(collection: dict[str, Any], db: Database | ReplicaPool) -> dict[str, Any]:
    """The data of a run's offline map (its background drawn from `db`), for a view that draws it itself."""
    return map_data(collection, _background(collection, db), "none")


def notebook_html(trace: Trace, settings: Settings | None = None) -> str:
    """The run's map for a notebook cell: the offline page in a sandboxed frame of its own."""
    from georeact.config import get_settings

    with reader_database(settings or get_settings()) as db:
        page = page_for(feature_collection(trace, db), db)
    return (f'<iframe sandbox="allow-scripts" srcdoc="{html.escape(page, quote=True)}" '
            'style="width: 100%; height: 520px; border: 1px solid #ccc"></iframe>')


def open_map(path: Path) -> bool:
    """Open the written map in the user's browser ($BROWSER or the desktop's); False when there is none."""
    return webbrowser.open(path.resolve().as_uri())
