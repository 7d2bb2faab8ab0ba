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

import re
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from georeact.values import AnswerValue, EntityRef
from georeact.geo.directions import COMPASS, normalize_direction, normalize_azimuth, sector_bounds, sector_of
from georeact.geo.units import format_area, format_distance, parse_distance
from georeact.tools.base import ToolContext, ToolResult, bounded
from georeact.tools.grounding import (ground_candidates, ground_direction, ground_feature, ground_metric,
                                      ground_mode, ground_own_kind, ground_scope, ground_towards)
from georeact.tools.handles import Handle, RadiusM
from georeact.tools.metric.specs import ALIASES, MAX_RADIUS_M, METRICS, metric_spec
from georeact.tools.poi_filter import (FeatureError, FeatureFilter, FeatureResolution, _bind, _parse_filter, count_by_kind,
                                       fold, resolve)

NAME = "CalculateMetric"
DESCRIPTION = (
    "Compute the answer to a spatial question in one call. metric: count | area | length | distance | nearest | "
    "directional_nearest | azimuth | largest | smallest | longest | shortest | total_area | total_length | list | "
    "kinds (which kinds of the feature are there, e.g. feature='amenity' within radius_m of an anchor; no radius: at the anchor itself). "
    "feature: a kind of place ('cafe', 'lake', 'river'). anchor / anchor_b: a place name or handle "
    "('Ateneum', 'pois:12'). region: a region name or handle ('Vaduz', 'regions:3'). Optional radius_m around "
    "the anchor (nearest or list then give every match inside it, nearest first, with the total), direction from "
    "the anchor ('east'), towards a second place. Distances in metres, areas in m². "
    "For the distance along the streets give mode (walk, bike, drive) with metric=distance, anchor and anchor_b. "
    "'Which is closer to A, B or C?': metric=nearest, anchor=A, candidates=[B, C]."
)

Metric = Literal[tuple(METRICS)]  # type: ignore[valid-type]   # the names in the table (tools/metric/specs.py)
SectorDegrees = bounded(float, 0, 180, "(degrees)", above=True)
Limit = bounded(int, 1, 50)
TOWARDS_HALF_WIDTH = 22.5
REGION_TABLES = ("regions", "parks", "lakes")
MAX_LISTED = 20     # entities a listing shows; its total counts every match
# Metric words for a distance along the streets: metric=distance with this mode (unless mode is given).
ROUTE_METRICS = {"network_distance": "walk", "route_distance": "walk", "walking_distance": "walk",
                 "cycling_distance": "bike", "driving_distance": "drive"}
VERB = {"walk": "walking", "bike": "cycling", "drive": "driving"}


class Input(BaseModel):
    metric: Metric = Field(description="What to compute.")
    feature: str | None = Field(None, description="Kind of place to count/measure/find, e.g. 'cafe', 'lake', 'river'.")
    feature_filter: str | None = Field(None, description="Instead of feature: a filter 'table.column=value', e.g. 'pois.amenity=cafe'.")
    anchor: str | None = Field(None, description="Reference place: a name ('Ateneum') or handle ('pois:12').")
    anchor_b: str | None = Field(None, description="Second place, for distance or azimuth between two places.")
    region: str | None = Field(None, description="Restrict to features in this region: a name ('Vaduz') or handle.")
    radius_m: RadiusM | None = Field(None, description="Restrict to features within this many metres of the anchor.")
    direction: str | None = Field(None, description="Compass direction from the anchor: north, northeast, east ...")
    towards: str | None = Field(None, description="Keep features in the direction of this place as seen from the anchor.")
    candidates: list[str] | None = Field(None, description="Named places to choose from instead of a feature: the one "
                                                           "nearest the anchor is the answer, e.g. ['Kiasma', 'Ateneum'].")
    sector_deg: SectorDegrees = Field(45.0, description="Width of the direction sector in degrees (45: the 8 compass sectors; 90: a broad 'north of').")
    limit: Limit = Field(1, description="How many entities to return for nearest/largest/list.")
    mode: Literal["walk", "bike", "drive"] | None = Field(
        None, description="With metric=distance between anchor and anchor_b: the route along the streets on foot, "
                          "by bike or by car (the answer), next to the straight-line distance.")

    @model_validator(mode="before")
    @classmethod
    def _route_metric(cls, data: Any) -> Any:
        """metric='network_distance' / 'walking_distance' / 'driving_distance' ... -> distance with a mode."""
        if isinstance(data, dict) and isinstance(data.get("metric"), str):
            key = data["metric"].strip().lower().replace(" ", "_").replace("-", "_")
            if key in ROUTE_METRICS:
                data = {**data, "metric": "distance", "mode": data.get("mode") or ROUTE_METRICS[key]}
        return data

    @model_validator(mode="before")
    @classmethod
    def _anchor_list(cls, data: Any) -> Any:
        """anchors=['A', 'B'] (a parse copied into a call) -> anchor='A', anchor_b='B'."""
        if isinstance(data, dict) and isinstance(data.get("anchors"), list) and not data.get("anchor"):
            places = [str(p) for p in data["anchors"] if p]
            data = {k: v for k, v in data.items() if k != "anchors"}
            data["anchor"] = places[0] if places else None
            if len(places) > 1 and not data.get("anchor_b"):
                data["anchor_b"] = places[1]
        return data

    @field_validator("metric", mode="before")
    @classmethod
    def _metric_alias(cls, value: Any) -> Any:
        if isinstance(value, str):
            key = value.strip().lower().replace(" ", "_").replace("-", "_")
            return ALIASES.get(key, key)
        return value

    @field_validator("radius_m", mode="before")
    @classmethod
    def _radius_text(cls, value: Any) -> Any:
        """Accept '2 km' / '500m' as well as a number of metres."""
        if isinstance(value, str):
            parsed = parse_distance(value)
            if parsed is not None:
                return parsed
        return value


class Resolved(BaseModel):
    role: str
    text: str
    handle: str
    name: str | None = None
    table: str | None = None
    lat: float | None = None
    lon: float | None = None
    geometry_type: str | None = None
    reading: list[str] = []         # how the text was read when not as an exact name (approximate, completed …)
    alternatives: list[str] = []    # other places the text could mean


class Entity(BaseModel):
    handle: str
    name: str | None = None
    lat: float
    lon: float
    geometry_type: str
    distance_m: float | None = None
    azimuth_deg: float | None = None
    direction: str | None = None
    area_m2: float | None = None
    length_m: float | None = None


class Bearing(BaseModel):
    """A direction answer: where `place` lies as seen from `origin`, in degrees and as an 8-point compass word."""
    degrees: float = Field(description="Clockwise from north, [0, 360).")
    compass: str = Field(description="north, northeast, east ... (45-degree sectors centred on each).")
    place: str
    handle: str
    origin: str
    origin_handle: str

    def text(self) -> str:
        return (f"{self.degrees:.1f}° ({self.compass}): the direction of {self.place} ({self.handle}) from "
                f"{self.origin} ({self.origin_handle})")


class Kind(BaseModel):
    """One kind of feature in the scope ('amenity=cafe'), how many there are and how near the nearest is."""
    column: str
    value: str
    count: int
    nearest_m: float | None = None


class Result(ToolResult):
    metric: str = ""
    value: float | None = None
    unit: str | None = None
    direction: str | None = None           # compass point of an azimuth answer
    bearing: Bearing | None = None         # direction answers: degrees + compass of which place from which
    ranked_by: Literal["distance", "name"] | None = None   # a listing: every match (total), the first few shown
    clipped: float | None = None           # total area/length of the part inside the region
    total: int | None = None               # how many features matched the constraints
    entities: list[Entity] = []
    kinds: list[Kind] = []
    resolved: list[Resolved] = []
    filters: list[str] = []
    notes: list[str] = []
    mode: str | None = None                # distance along the streets: walk / bike / drive
    geodesic_m: float | None = None        # with a mode: the straight-line distance, for comparison
    travel_time_s: float | None = None     # with a mode: the route's travel time
    radius_m: float | None = None          # the radius the search used (after grounding)
    direction_asked: str | None = None     # the compass sector the search kept (after grounding)

    def answer_value(self) -> AnswerValue | None:
        """The typed answer: entities for which-questions (with their measure), else the number/direction."""
        unit = {"m": "m", "m2": "m2", "deg": None}.get(self.unit or "", "count" if self.metric == "count" else None)
        if self.metric == "azimuth" and self.value is not None:
            about = [EntityRef(name=self.bearing.place, handle=self.bearing.handle)] if self.bearing else []
            return AnswerValue(kind="direction", degrees=self.value, compass=self.direction, entities=about)
        if self.metric == "kinds" and self.kinds:
            return AnswerValue(kind="entities", entities=[EntityRef(name=k.value) for k in self.kinds])
        entities = [EntityRef(name=e.name, handle=e.handle, lat=e.lat, lon=e.lon, distance_m=e.distance_m)
                    for e in self.entities]
        if self.metric in METRICS and metric_spec(self.metric).answer == "entities" and entities:
            bearing = self.bearing
            return AnswerValue(kind="entities", entities=entities, number=self.value, unit=unit,
                               degrees=bearing.degrees if bearing else None, compass=bearing.compass if bearing else None)
        if self.value is not None:
            return AnswerValue(kind="number", number=self.value, unit=unit, entities=entities)
        if self.metric == "count" and self.total is not None:
            return AnswerValue(kind="number", number=self.total, unit="count")
        return None

    def render(self) -> str:
        if not self.ok:
            return self.render_error()
        head = [f"{r.role}: {r.name or r.text} ({r.handle})" for r in self.resolved]
        if self.filters:
            head.append("feature: " + "; ".join(self.filters))
        metric = f"{self.metric} ({VERB[self.mode]} route)" if self.mode else self.metric
        lines = [f"{metric} | " + " | ".join(head)] if head else [metric]
        if self.value is not None:
            lines.append("answer: " + (self.bearing.text() if self.unit == "deg" and self.bearing
                                       else _format_value(self.value, self.unit, self.direction)))
            if self.mode and self.geodesic_m is not None and self.travel_time_s is not None:
                minutes = round(self.travel_time_s / 60)
                took = "<1 min" if minutes < 1 else f"{minutes} min" if minutes < 60 else f"{minutes // 60} h {minutes % 60:02d} min"
                lines.append(f"geodesic {format_distance(self.geodesic_m)}; {VERB[self.mode]} route "
                             f"{format_distance(self.value)}, {took} (the answer is the route)")
            if self.clipped is not None:
                lines.append(f"inside the region only: {_format_value(self.clipped, self.unit, None)}")
        if self.bearing is not None and self.unit != "deg":
            lines.append(f"direction: {self.bearing.text()}")
        if self.ranked_by is not None and self.entities:
            lines.append(self._listing_head())
        elif self.total is not None and self.entities and self.metric != "count":
            lines.append(f"{self.total} matching features")
        if self.kinds:
            lines.append("answer: " + "; ".join(k.value for k in self.kinds))
            lines += [f"- {k.column}={k.value}: {k.count}" + (f", nearest {k.nearest_m:.0f} m" if k.nearest_m is not None else "")
                      for k in self.kinds]
        for index, e in enumerate(self.entities[:MAX_LISTED], 1):
            lines.append(f"{index}. {_format_entity(e)}")
        listed = self.total if self.ranked_by and self.total else len(self.entities)
        if listed > MAX_LISTED or listed > len(self.entities):
            lines.append(f"... and {listed - min(len(self.entities), MAX_LISTED)} more not listed ({listed} in all)")
        if self.value is None and not self.entities and not self.kinds:
            lines.append("answer: none found")
        lines += [f"note: {note}" for note in self.notes]
        return "\n".join(lines)

    def _listing_head(self) -> str:
        """The total first, so a small model cannot take the shown entities for all of them."""
        order = "nearest first" if self.ranked_by == "distance" else "by name"
        shown = min(len(self.entities), MAX_LISTED)
        if shown >= (self.total or 0):
            return f"answer: {self.total} in all, every one listed ({order}):"
        return f"answer: {self.total} in all; the first {shown} ({order}) are listed (metric=count gives the number):"


def _format_value(value: float, unit: str | None, direction: str | None) -> str:
    if unit == "m":
        return f"{value:.1f} m ({format_distance(value)})"
    if unit == "m2":
        return f"{value:.1f} m² ({format_area(value)})"
    if unit == "deg":
        return f"{value:.1f}° ({direction})"
    return f"{value:g}" if unit is None else f"{value:g} {unit}"


def _format_entity(e: Entity) -> str:
    parts = [f"{e.name or '(no name)'} ({e.handle}, {e.geometry_type.lower()})"]
    if e.distance_m is not None:
        parts.append(f"{e.distance_m:.0f} m")
    if e.azimuth_deg is not None:
        parts.append(f"{e.azimuth_deg:.0f}° {e.direction}")
    if e.area_m2 is not None:
        parts.append(format_area(e.area_m2))
    if e.length_m is not None:
        parts.append(format_distance(e.length_m))
    parts.append(f"at {e.lat:.5f},{e.lon:.5f}")
    return ", ".join(parts)


class Problem(Exception):
    """An expected failure: becomes an error observation."""


# --------------------------------------------------------------------------------------------------
# Resolution of places and features

def _find_places(ctx: ToolContext, name: str, context: str | None, tables: list[str] | None = None) -> list[Any]:
    from georeact.tools.resolve_location import find_places
    return find_places(ctx, name, context=context, tables=tables)


def _suggestions(ctx: ToolContext, name: str) -> str:
    from georeact.tools.resolve_location import nearest_names
    try:
        names = [n for _, _, n in nearest_names(ctx, name)][:4]
    except Exception:   # suggestions are a courtesy; the error message stands without them
        return ""
    return f" Similar names: {', '.join(dict.fromkeys(names))}." if names else ""


def _describe_row(ctx: ToolContext, handle: Handle) -> tuple[str | None, str, float, float] | None:
    """(name, geometry type, lat, lon of the centroid) of an unbuffered handle, or None when it does not exist."""
    if handle.kind == "point":
        return None, "POINT", handle.lat, handle.lon
    spec = ctx.profile.table(handle.table)
    geog = spec.geog("h")
    rows = ctx.db.query(
        f"SELECT h.{spec.name_column}::text, GeometryType(({geog})::geometry), ST_Y(ST_Centroid(({geog})::geometry)),"
        f" ST_X(ST_Centroid(({geog})::geometry)) FROM {spec.relation} h WHERE h.id = %s", [handle.id], max_rows=1).rows
    return rows[0] if rows else None


def _name_in_question(ctx: ToolContext, text: str) -> str | None:
    """The full name the question spells out when the model cut it short ('SIS' for 'SIS. Deli + Café').

    Only a known place name that starts with the model's text and appears verbatim in the question counts.
    """
    if not ctx.question or len(text.strip()) < 2:
        return None
    from georeact.tools.resolve_location import nearest_names
    question, given = fold(ctx.question), fold(text)
    if not re.search(rf"(?<!\w){re.escape(given)}(?!\w)", question):
        return None    # the model's text is not from the question: nothing to complete
    try:
        names = [name for _, _, name in nearest_names(ctx, text)]
    except Exception:   # grounding is a courtesy; plain resolution follows
        return None
    longer = [name for name in dict.fromkeys(names)
              if (folded := fold(name)) != given and folded.startswith(given) and folded in question]
    if not longer:
        return None
    spelled = max(longer, key=len)
    if re.search(rf"(?<!\w){re.escape(given)}(?!\w)", question.replace(fold(spelled), " ")):
        return None    # the short name is also a place of its own in the question ('Helsinki' next to 'Helsinki Cathedral')
    return spelled


def resolve_place(ctx: ToolContext, text: str, role: str, context: str | None = None,
                  polygons_only: bool = False) -> tuple[Handle, Resolved]:
    """A handle or a name -> (Handle, what it resolved to). Raises Problem."""
    text = (text or "").strip()
    if not text:
        raise Problem(f"{role} is empty")
    handle: Handle | None = None
    try:
        handle = Handle.parse(text)
    except ValueError as bad:
        if re.match(r"^(point|buffer|pois|roads|parks|lakes|regions):", text.strip(), re.I):
            raise Problem(f"{role} {text!r} is not a valid handle: {bad}") from None  # never fuzzy-match a handle
        handle = None
    reading: list[str] = []
    alternatives: list[str] = []
    if handle is None:
        best, text, reading, alternatives = _match_name(ctx, text, role, context, polygons_only)
        handle = Handle.parse(best.handle)
    if polygons_only and handle.radius_m is None and handle.kind == "point":
        raise Problem(f"{role} {text!r} is a point; a region needs an area (a region handle or buffer:point:lon,lat:r)")
    described = _describe_row(ctx, Handle(**{**handle.model_dump(), "radius_m": None}))
    if described is None:
        raise Problem(f"{role} {text!r}: no such entity in the database")
    name, gtype, lat, lon = described
    if polygons_only and handle.radius_m is None and "POLYGON" not in (gtype or ""):
        raise Problem(f"{role} {text!r} is a {gtype.lower()}, not an area; use a region, park or lake polygon")
    return handle, Resolved(role=role, text=text, handle=str(handle), name=name, table=handle.table, lat=lat,
                            lon=lon, geometry_type=gtype, reading=reading, alternatives=alternatives)


def _match_name(ctx: ToolContext, text: str, role: str, context: str | None,
                polygons_only: bool) -> tuple[Any, str, list[str], list[str]]:
    """The best match for a name -> (match, the name as searched, how it was read, other places). Raises Problem."""
    tables = list(REGION_TABLES) if polygons_only else None
    matches = _find_places(ctx, text, context, tables)
    reading = []
    if spelled := _name_in_question(ctx, text):
        # the model cut a name short ('SIS' for 'SIS. Deli + Café'; 'Ciao!', another café, for 'Ciao! Caffé
        # Urban Style'): the question has it in full
        reading.append(f"the question names it in full: {text!r} -> {spelled!r}")
        text, matches = spelled, _find_places(ctx, spelled, context, tables)
    wrong_kind = [m for m in matches if polygons_only and "POLYGON" not in (m.geometry_type or "").upper()]
    matches = [m for m in matches if m not in wrong_kind]
    if not matches:
        what = "region (a regions/parks/lakes polygon)" if polygons_only else "place"
        raise Problem(f"unknown {role} {text!r}: no {what} with that name.{_suggestions(ctx, text)} Check the "
                      "spelling or resolve it first with ResolveLocation and pass its handle.")
    best = matches[0]
    if polygons_only and best.match == "trigram":   # the exact name may be a place that is not an area
        others = [t for t in ctx.profile.resolution_order if t not in REGION_TABLES]
        wrong_kind += [m for m in _find_places(ctx, text, context, others) if m.match != "trigram"]
    return best, text, reading + _reading(text, best), _alternatives(best, matches[1:], wrong_kind)


def _reading(text: str, best: Any) -> list[str]:
    """How a name was read when not exactly as written: never silent, with the confidence of an approximate match."""
    if best.match == "trigram":
        return [f"approximate match: {text!r} -> {best.name!r}, confidence {best.confidence:.2f}"]
    return [f"read {text!r} as {best.name!r} ({best.matched_on})"] if best.matched_on != "name" else []


def _alternatives(best: Any, others: list[Any], wrong_kind: list[Any]) -> list[str]:
    """Other places worth naming: after an approximate match every exact one it passed over (elsewhere, or not an
    area); otherwise only strong rivals, since weak trigram hits are noise for a small model."""
    if best.match == "trigram":
        exact = [m for m in [*others, *wrong_kind] if m.match != "trigram"]
        return [f"{m.name} ({m.handle}, exact name{', not an area' if m in wrong_kind else ''})" for m in exact[:3]]
    return [f"{m.name} ({m.handle})" for m in others[:2] if m.confidence >= 0.85]


def resolve_features(ctx: ToolContext, args: Input, purpose: str) -> FeatureResolution:
    """The feature phrase or explicit filter -> counted filters usable for the purpose. Raises Problem.

    A filter that matches no rows falls back to the feature phrase (or the filter's value read as a phrase):
    'pois.amenity=park' is a wrong guess at where parks live, not a question about zero parks."""
    try:
        if not args.feature_filter:
            return resolve(ctx, args.feature or "", purpose)
        resolution = explicit_filter(ctx, args.feature_filter, purpose)
        if resolution.filters or not resolution.empty:
            return resolution
        return _filter_fallback(ctx, args, resolution, purpose)
    except FeatureError as exc:
        raise Problem(str(exc)) from exc


def explicit_filter(ctx: ToolContext, text: str, purpose: str) -> FeatureResolution:
    """'table.column=value' as given, counted; a filter on a table or column that cannot exist raises Problem."""
    spec = text.strip()
    if "." not in spec.split("=")[0]:
        spec = "pois." + spec     # 'amenity=cafe' means the POI table
    try:
        flt = _bind(ctx, _parse_filter(spec))
        count_by_kind(ctx, [flt])
    except Exception as exc:   # a bad table/column in feature_filter
        raise Problem(f"bad feature_filter {text!r} ({exc}); use 'table.column=value', e.g. 'pois.amenity=cafe', "
                      "or give feature='cafe'") from exc
    resolution = FeatureResolution(feature=text, purpose=purpose, matched="filter")
    kind = {"area": "polygon", "length": "line"}.get(purpose)
    if flt.rows == 0:
        resolution.empty.append(flt)
        resolution.notes.append(f"no rows in this database for {flt.label()}")
    elif kind and kind not in flt.geometry_types:
        resolution.mismatched.append(flt)
        resolution.notes.append(f"{flt.label()} has no {kind}s: {purpose} is not defined for it")
    else:
        resolution.filters.append(flt.model_copy(update={"geometry_kind": kind}) if kind else flt)
    return resolution


def _filter_fallback(ctx: ToolContext, args: Input, empty: FeatureResolution, purpose: str) -> FeatureResolution:
    """The phrase behind an empty filter: the feature given with it, else the filter's value ('park')."""
    flt = empty.empty[0]
    names = {spec.name_column for spec in ctx.profile.tables.values()} | {"name"}
    phrase = args.feature or (flt.value.replace("_", " ") if flt.value and flt.column not in names else None)
    if not phrase:   # a name is a place, not a kind of feature: nothing to read as a phrase
        return empty
    try:
        found = resolve(ctx, phrase, purpose)
    except FeatureError:
        return empty
    if not found.filters:
        return empty
    found.notes.insert(0, f"feature_filter {args.feature_filter!r} matches no rows in this database; used the "
                          f"phrase {phrase!r} instead: {'; '.join(f.label() for f in found.filters)}")
    return found


# --------------------------------------------------------------------------------------------------
# SQL over the features

class Scope(BaseModel):
    """Resolved constraints shared by every feature query."""

    anchor: Handle | None = None
    anchor_ref: Resolved | None = None
    region: Handle | None = None
    radius_m: float | None = None
    window: tuple[float, float] | None = None     # azimuth window [lo, hi), lo > hi wraps through north
    include_anchor: bool = False                  # the anchor's own row counts (what is *at* a place)


ANCHOR_G = "(SELECT g FROM anchor)"
ANCHOR_P = "(SELECT p FROM anchor)"


def _with_clause(ctx: ToolContext, scope: Scope) -> tuple[str, list[Any]]:
    parts, params = [], []
    if scope.anchor is not None:
        sql, p = scope.anchor.anchor_sql(ctx.profile)
        parts.append(f"anchor AS (SELECT g, ST_Centroid(g::geometry)::geography AS p FROM (SELECT {sql} AS g) s)")
        params += p
    if scope.region is not None:
        sql, p = scope.region.geography_sql(ctx.profile)
        parts.append(f"region AS (SELECT {sql} AS g)")
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
                  clip: bool, knn: int | None, kinds: bool) -> tuple[str, list[Any]]:
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
        predicates.append(f"ST_Intersects({geog}, (SELECT g FROM region))"
                          if scope.region.radius_m is None else
                          f"ST_DWithin({geog}, (SELECT g FROM region), 0)")
    if scope.anchor is not None:
        if scope.radius_m is not None:
            predicates.append(f"ST_DWithin({geog}, {ANCHOR_G}, %s)")
            params.append(scope.radius_m)
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
    distance = f"ST_Distance({geog}, {ANCHOR_G})" if scope.anchor is not None else "NULL::float8"
    azimuth = _azimuth_sql(geog) if scope.anchor is not None else "NULL::float8"
    clipped = ("CASE ST_Dimension(({g})::geometry) WHEN 2 THEN ST_Area(ST_Intersection({g}, (SELECT g FROM region)))"
               " WHEN 1 THEN ST_Length(ST_Intersection({g}, (SELECT g FROM region))) ELSE 0 END").format(g=geog) \
        if clip else "NULL::float8"
    sql = (f"SELECT %s::text AS tbl, t.id, t.{spec.name_column}::text AS name, GeometryType(({geog})::geometry) AS gtype,"
           f" ST_Y(ST_Centroid(({geog})::geometry)) AS lat, ST_X(ST_Centroid(({geog})::geometry)) AS lon,"
           f" {distance} AS dist, {azimuth} AS az, ST_Area({geog}) AS area, ST_Length({geog}) AS len,"
           f" {clipped} AS clipped,"
           # waterway relations are stored as merged lines on top of their member ways: flag them for totals
           f" (t.osm_type = 'R' AND ST_Dimension(({geog})::geometry) = 1) AS rel_line,"
           f" {kind} AS kind"
           f" FROM {spec.relation} t WHERE " + " AND ".join(predicates))
    if knn is not None:
        sql += f" ORDER BY {geog} <-> {ANCHOR_G} LIMIT {int(knn)}"
    return f"({sql})", params


def feature_query(ctx: ToolContext, filters: list[FeatureFilter], scope: Scope, *, select: str,
                  order: str | None = None, limit: int | None = None, clip: bool = False,
                  knn: int | None = None, group: str | None = None, kinds: bool = False) -> list[tuple]:
    """Run `SELECT {select} FROM (union of per-table selects) f [GROUP BY group] [ORDER BY order] [LIMIT limit]`."""
    by_table: dict[str, list[FeatureFilter]] = {}
    for flt in filters:
        by_table.setdefault(flt.table, []).append(flt)
    with_sql, params = _with_clause(ctx, scope)
    selects = []
    for table, table_filters in by_table.items():
        sql, p = _table_select(ctx, table, table_filters, scope, clip, knn, kinds)
        selects.append(sql)
        params += p
    sql = f"{with_sql}SELECT {select} FROM (" + " UNION ALL ".join(selects) + ") f"
    if group:
        sql += f" GROUP BY {group}"
    if order:
        sql += f" ORDER BY {order}"
    if limit:
        sql += f" LIMIT {int(limit)}"
    return ctx.db.query(sql, params, max_rows=max(limit or 1, 1)).rows


ENTITY_COLUMNS = "tbl, id, name, gtype, lat, lon, dist, az, area, len"
LINE_GROUP_COLUMNS = (
    "tbl, (array_agg(id ORDER BY len DESC))[1] AS id, name, min(gtype) AS gtype, avg(lat) AS lat, avg(lon) AS lon,"
    " min(dist) AS dist, NULL::float8 AS az, sum(area) AS area,"
    " CASE WHEN bool_and(rel_line) THEN sum(len) ELSE sum(len) FILTER (WHERE NOT rel_line) END AS len,"
    " count(*) AS ways, count(*) OVER ()")


def _entity(row: tuple, with_area: bool = False, with_length: bool = False) -> Entity:
    tbl, id_, name, gtype, lat, lon, dist, az, area, length = row[:10]
    return Entity(handle=f"{tbl}:{id_}", name=name, lat=round(lat, 7), lon=round(lon, 7), geometry_type=gtype,
                  distance_m=None if dist is None else round(dist, 2),
                  azimuth_deg=None if az is None else round(az, 2), direction=None if az is None else sector_of(az),
                  area_m2=round(area, 1) if with_area else None, length_m=round(length, 1) if with_length else None)


# --------------------------------------------------------------------------------------------------
# The metrics

def _validate(args: Input) -> None:
    if args.radius_m is not None:
        if args.radius_m <= 0:   # finite: the Input type checks that
            raise Problem(f"radius_m must be a positive number of metres (at most {MAX_RADIUS_M:.0f}), "
                          f"got {args.radius_m:g}")
        if args.radius_m > MAX_RADIUS_M:
            raise Problem(f"radius_m {args.radius_m:g} m is larger than half the Earth's circumference; "
                          "give a real distance in metres (e.g. 2000 for 2 km)")
    needs = [name for name, given in (("radius_m", args.radius_m), ("direction", args.direction),
                                      ("towards", args.towards)) if given is not None]
    if needs and not args.anchor:
        raise Problem(f"{', '.join(needs)} need an anchor (the place they are measured from)")
    if args.candidates is not None and (len(args.candidates) < 2 or not args.anchor):
        raise Problem("candidates need an anchor and at least two places to compare")
    if metric_spec(args.metric).needs_anchor and not args.anchor:
        raise Problem(f"metric {args.metric} needs an anchor (a place name or handle to measure from)")
    if metric_spec(args.metric).needs_feature and not (args.feature or args.feature_filter or args.candidates):
        raise Problem(f"metric {args.metric} needs a feature (e.g. feature='cafe')")
    if args.metric == "directional_nearest" and not (args.direction or args.towards):
        raise Problem("directional_nearest needs a direction (north, east, ...) or towards (a place)")
    if args.metric in ("area", "length") and not (args.feature or args.feature_filter or args.anchor or args.region):
        raise Problem(f"metric {args.metric} needs a feature (to sum) or an anchor/region (to measure)")
    if args.direction is not None and normalize_direction(args.direction) is None:
        raise Problem(f"unknown direction {args.direction!r}; use one of {', '.join(COMPASS)}")
    if args.metric in ("distance", "azimuth") and not (args.anchor_b or args.feature or args.feature_filter):
        raise Problem(f"metric {args.metric} needs anchor_b (a second place) or a feature (to the nearest one)")
    if args.mode and not (args.metric == "distance" and args.anchor_b):
        raise Problem(f"mode={args.mode} (a route along the streets) works only with metric=distance between anchor "
                      "and anchor_b; for a feature, find the nearest one first and pass its handle as anchor_b")


def _bearing(ctx: ToolContext, a: Handle, b: Handle) -> tuple[float | None, float, float]:
    """Azimuth between centres, geodesic distance between the geometries, distance between centres."""
    sa, pa = a.anchor_sql(ctx.profile)
    sb, pb = b.anchor_sql(ctx.profile)
    row = ctx.db.query(
        "SELECT degrees(ST_Azimuth(ST_Centroid(a::geometry)::geography, ST_Centroid(b::geometry)::geography)),"
        " ST_Distance(a, b), ST_Distance(ST_Centroid(a::geometry)::geography, ST_Centroid(b::geometry)::geography)"
        f" FROM (SELECT {sa} AS a, {sb} AS b) s", [*pa, *pb], max_rows=1).rows[0]
    return row[0], row[1], row[2]


FILTER_SYNTAX = re.compile(r"^\s*(pois|roads|parks|lakes|regions)\.\w+\s*=\s*[^=;'\"]+$")
AREA_SCOPED = {"count", "largest", "smallest", "longest", "shortest", "total_area", "total_length", "list"}


def _anchor_means_region(args: Input, ref: Resolved) -> bool:
    # area/length of a kind of feature is a total too ("length of the secondary roads in Schaan")
    scoped = args.metric in AREA_SCOPED or (args.metric in ("area", "length") and bool(args.feature or args.feature_filter))
    return (scoped and not args.region and args.radius_m is None and not args.direction
            and not args.towards and ref.table in REGION_TABLES and "POLYGON" in (ref.geometry_type or ""))


def _ground(ctx: ToolContext, args: Input, result: Result) -> Input:
    """The question's own words for what a small model dropped (see georeact.tools.grounding)."""
    changes: dict[str, Any] = {}
    if args.feature and args.feature_filter and not _filter_is_usable(ctx, args):
        # Measured: 'pois.name=La Turbie' (the region itself) or 'pois.amenity=park' next to feature='park'.
        result.notes.append(f"ignored feature_filter {args.feature_filter!r} (no usable rows); used feature")
        args = args.model_copy(update={"feature_filter": None})
    reading = ctx.reading
    assert reading is not None
    for regrounding in (ground_candidates, ground_towards, ground_own_kind, ground_scope):   # several arguments each
        if (grounded := regrounding(reading, args)) is not None:
            args = args.model_copy(update=grounded[0])
            result.metric = args.metric
            result.notes.append(grounded[1])
    needs_feature = metric_spec(args.metric).needs_feature or (args.metric in ("distance", "azimuth") and not args.anchor_b)
    if (feature := ground_feature(ctx, reading, args, needs_feature)) is not None:
        changes.update(feature=feature[0], feature_filter=None)
        result.notes.append(feature[1])
    if (direction := ground_direction(reading, args)) is not None:
        changes["direction"] = direction[0]
        result.notes.append(direction[1])
    if (metric := ground_metric(reading, args)) is not None:
        changes["metric"] = result.metric = metric[0]
        result.notes.append(metric[1])
    if (mode := ground_mode(reading, args)) is not None:
        changes["mode"] = mode[0]
        result.notes.append(mode[1])
    return args.model_copy(update=changes) if changes else args


def _filter_is_usable(ctx: ToolContext, args: Input) -> bool:
    """The explicit filter matches rows of the geometry the metric needs, and it is not a name (names are places)."""
    column = args.feature_filter.split("=")[0].strip().rsplit(".", 1)[-1].lower()
    if column == "name" or column in {spec.name_column for spec in ctx.profile.tables.values()}:
        return False
    try:
        return bool(explicit_filter(ctx, args.feature_filter, metric_spec(args.metric).purpose).filters)
    except Problem:
        return False


def _forgive(args: Input, result: Result) -> Input:
    """Arguments a small model adds by mistake are dropped with a note rather than failing the call."""
    changes: dict[str, Any] = {}
    if args.mode and not (args.metric == "distance" and args.anchor_b):
        changes["mode"] = None
        result.notes.append(f"ignored mode={args.mode}: a route along the streets is only for metric=distance "
                            "between anchor and anchor_b")
    if args.anchor_b and normalize_direction(args.anchor_b) in COMPASS:
        # "anchor_b": "south" -- a direction written where a second place goes
        changes.update(anchor_b=None, direction=args.direction or normalize_direction(args.anchor_b))
        result.notes.append(f"anchor_b {args.anchor_b!r} is a direction, not a place: used direction="
                            f"{changes['direction']}")
    if args.metric in ("distance", "azimuth") and changes.get("anchor_b", args.anchor_b) and \
            (args.feature or args.feature_filter):
        # "How far is A from B?" with a feature copied from an example: the two places are the question.
        changes.update(feature=None, feature_filter=None)
        result.notes.append(f"ignored feature {args.feature or args.feature_filter!r}: measured anchor -> anchor_b")
    if args.radius_m is not None and args.radius_m == 0:
        changes["radius_m"] = None   # a placeholder 0, not a search around a single point
        result.notes.append("ignored radius_m=0 (no radius)")
    if args.feature and args.feature_filter and not FILTER_SYNTAX.match(args.feature_filter):
        changes["feature_filter"] = None
        result.notes.append(f"ignored feature_filter {args.feature_filter!r} (not table.column=value); used feature")
    return args.model_copy(update=changes) if changes else args


def run(ctx: ToolContext, args: Input) -> Result:
    result = Result(metric=args.metric)
    try:
        if ctx.question and ctx.reading is not None:
            args = _ground(ctx, args, result)
        args = _forgive(args, result)
        _validate(args)
        _run(ctx, args, result)
    except Problem as exc:
        return Result(ok=False, error=str(exc), metric=args.metric, resolved=result.resolved, filters=result.filters)
    return result


def _run(ctx: ToolContext, args: Input, result: Result) -> None:
    scope = Scope(radius_m=args.radius_m)
    result.radius_m, result.direction_asked = args.radius_m, args.direction
    region_context = args.region if args.region and ":" not in args.region else None
    anchor_b: Handle | None = None
    if args.anchor:
        scope.anchor, ref = resolve_place(ctx, args.anchor, "anchor", context=region_context)
        scope.anchor_ref = ref
        if _anchor_means_region(args, ref):
            # "largest park in Monaco" written as anchor=Monaco: without a radius or direction an area anchor
            # can only mean "in it"; otherwise the search would run over the whole database.
            ref = ref.model_copy(update={"role": "region"})
            scope.region, scope.anchor, scope.anchor_ref = scope.anchor, None, None
            result.notes.append(f"anchor {args.anchor!r} is an area and no radius/direction was given: "
                                "searched inside it")
        result.resolved.append(ref)
    if args.anchor_b:
        anchor_b, ref = resolve_place(ctx, args.anchor_b, "anchor_b", context=region_context)
        result.resolved.append(ref)
    if args.region:
        try:
            scope.region, ref = resolve_place(ctx, args.region, "region", polygons_only=True)
            result.resolved.append(ref)
        except Problem as problem:
            # Small models pass the city as region ("nearest cafe to the Ateneum in Helsinki"). With an
            # anchor, a city without a boundary polygon is context, not a constraint: say so and go on.
            if scope.anchor is None or ":" in args.region:
                raise Problem(f"{problem} Without a region polygon, give an anchor place and radius_m instead.") from None
            result.notes.append(f"region {args.region!r} has no boundary polygon here; used it only to find the anchor")
    for ref in result.resolved:
        result.notes += [f"{ref.role}: {reading}" for reading in ref.reading]
        if ref.alternatives:
            result.notes.append(f"{ref.role} {ref.text!r} could also be: {', '.join(ref.alternatives)}")
    if args.direction:
        scope.window = sector_bounds(args.direction, args.sector_deg)
    if args.towards:
        target, ref = resolve_place(ctx, args.towards, "towards", context=region_context)
        result.resolved.append(ref)
        bearing, _, _ = _bearing(ctx, scope.anchor, target)
        if bearing is None:
            raise Problem("towards: the anchor and the towards place are at the same point; no bearing")
        result.notes.append(f"bearing {result.resolved[0].name or 'anchor'} -> {ref.name or ref.text}: {bearing:.1f}° "
                            f"({sector_of(bearing)}); keeping features within ±{TOWARDS_HALF_WIDTH:g}°")
        window = (normalize_azimuth(bearing - TOWARDS_HALF_WIDTH), normalize_azimuth(bearing + TOWARDS_HALF_WIDTH))
        if scope.window is not None:
            result.notes.append("both direction and towards given: using towards")
        scope.window = window

    if args.candidates:
        _nearest_candidate(ctx, args, scope, region_context, result)
        return
    has_feature = bool(args.feature or args.feature_filter)
    if not has_feature:
        _measure_places(ctx, args, scope, anchor_b, result)
        return
    resolution = resolve_features(ctx, args, metric_spec(args.metric).purpose)
    result.filters = [f.label() for f in resolution.filters]
    result.notes += resolution.notes
    if not resolution.filters:
        _no_usable_features(args, resolution, result)
        return
    RUNNERS[metric_spec(args.metric).runner](ctx, args, scope, resolution.filters, result)


def _nearest_candidate(ctx: ToolContext, args: Input, scope: Scope, region_context: str | None,
                       result: Result) -> None:
    """'Which is closer to A, B or C?': the geodesic distance from the anchor to each named candidate."""
    ranked = []
    for text in args.candidates or []:
        handle, ref = resolve_place(ctx, text, "candidate", context=region_context)
        result.resolved.append(ref)
        bearing, distance, _ = _bearing(ctx, scope.anchor, handle)
        ranked.append(Entity(handle=ref.handle, name=ref.name, lat=ref.lat or 0.0, lon=ref.lon or 0.0,
                             geometry_type=ref.geometry_type or "POINT", distance_m=round(distance, 2),
                             azimuth_deg=None if bearing is None else round(bearing, 2),
                             direction=None if bearing is None else sector_of(bearing)))
    ranked.sort(key=lambda e: e.distance_m)
    result.metric = "nearest"
    result.entities = ranked[:args.limit]
    result.notes += [f"farther: {e.name or e.handle}, {e.distance_m:.0f} m" for e in ranked[args.limit:]]


def _no_usable_features(args: Input, resolution: FeatureResolution, result: Result) -> None:
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
    result.notes.append(f"the database has no {what}")


def _measure_places(ctx: ToolContext, args: Input, scope: Scope, anchor_b: Handle | None, result: Result) -> None:
    """Metrics about named places themselves: distance/azimuth between two, area/length of one."""
    if args.metric in ("distance", "azimuth"):
        bearing, distance, centre_distance = _bearing(ctx, scope.anchor, anchor_b)
        if args.metric == "distance":
            result.value, result.unit = round(distance, 2), "m"
            if abs(centre_distance - distance) > 1:
                result.notes.append(f"distance between the geometries (0 if they touch); between their centres: "
                                    f"{format_distance(centre_distance)}")
            if args.mode:
                _route(ctx, args.mode, scope.anchor, anchor_b, distance, result)
        else:
            if bearing is None:
                raise Problem("the two places have the same centre point; the azimuth is undefined")
            origin, place = result.resolved[0], result.resolved[1]
            result.bearing = Bearing(degrees=round(bearing, 2), compass=sector_of(bearing), place=place.name or place.text,
                                     handle=place.handle, origin=origin.name or origin.text, origin_handle=origin.handle)
            result.value, result.unit, result.direction = result.bearing.degrees, "deg", result.bearing.compass
        return
    if args.metric in ("area", "length"):
        target = scope.anchor or scope.region
        sql, params = target.geography_sql(ctx.profile)
        area, length, dim = ctx.db.query(
            f"SELECT ST_Area(g), ST_Length(g), ST_Dimension(g::geometry) FROM (SELECT {sql} AS g) s", params,
            max_rows=1).rows[0]
        ref = result.resolved[0]
        if args.metric == "area":
            if dim != 2:
                raise Problem(f"{ref.name or ref.text} is a {ref.geometry_type.lower()}: area is not defined "
                              "(only polygons have an area)")
            result.value, result.unit = round(area, 1), "m2"
        else:
            if dim != 1:
                raise Problem(f"{ref.name or ref.text} is a {ref.geometry_type.lower()}: length is not defined "
                              "(only lines have a length; for a polygon ask for its area)")
            result.value, result.unit = round(length, 1), "m"
        return
    raise Problem(f"metric {args.metric} needs a feature (e.g. feature='cafe')")


def _route(ctx: ToolContext, mode: str, a: Handle, b: Handle, geodesic: float, result: Result) -> None:
    """The fastest route for the mode from a to b along the streets: its length is the answer."""
    from georeact.db.network import network_available
    from georeact.tools.plan_route import network_distance   # a sibling tool, loaded when used
    names = [ref.name or ref.text for ref in result.resolved[:2]]
    leg = network_distance(ctx, str(a), str(b), mode)  # type: ignore[arg-type]
    if leg is None:
        why = ("they are not connected by streets usable for this mode (different areas, or a place more than 1 km "
               "from such a street)" if network_available(ctx.db) else "the street network is not built")
        raise Problem(f"no {VERB[mode]} route from {names[0]} to {names[1]}: {why}. The straight-line (geodesic) "
                      f"distance is {format_distance(geodesic)}; ask without mode for it.")
    result.value, result.unit, result.mode = round(leg.distance_m, 2), "m", mode
    result.geodesic_m, result.travel_time_s = round(geodesic, 2), round(leg.duration_s, 1)
    result.notes.append(f"{VERB[mode]} route from {names[0]} to {names[1]} (fastest path, including "
                        f"{format_distance(leg.access_m)} to and from the streets)"
                        + ("; one-way streets can make the way back different" if mode == "drive" else ""))
    if any(ref.geometry_type and "POINT" not in ref.geometry_type for ref in result.resolved[:2]):
        result.notes.append("the route starts and ends at a point on each place; the geodesic distance is "
                            "between their whole geometries")


def _count(ctx, args, scope, filters, result) -> None:
    (n,), = feature_query(ctx, filters, scope, select="count(*)")
    result.value, result.total = n, n


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
    measure = "area" if is_area else "len"
    desc = args.metric in ("largest", "longest")
    if is_area:
        rows = feature_query(ctx, filters, scope, select=f"{ENTITY_COLUMNS}, count(*) OVER ()",
                             order=f"{measure} {'DESC' if desc else 'ASC'}, id", limit=args.limit)
    else:
        # A street or river is many OSM ways sharing a name: rank named lines by their summed length
        # (as the GS-QA gold does); waterway relation lines repeat their members, so they only count alone.
        rows = feature_query(ctx, filters, scope, select=LINE_GROUP_COLUMNS, group="tbl, name, CASE WHEN name IS NULL THEN id END",
                             order=f"len {'DESC' if desc else 'ASC'}, id", limit=args.limit)
        if rows and any(row[-2] > 1 for row in rows):
            result.notes.append("lengths add up all ways of the same name (a street or river is split into many ways)")
        rows = [row[:10] + row[-1:] for row in rows]
    result.entities = [_entity(r, with_area=is_area, with_length=not is_area) for r in rows]
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
    is enough once it holds `limit` rows and a named one (or `limit + spare` rows).
    """
    wanted = limit + spare
    for radius in NEAREST_RADII_M:
        if scope.radius_m is not None and scope.radius_m <= radius:
            return feature_query(ctx, filters, scope, select=ENTITY_COLUMNS, order="dist, id", limit=wanted)
        rows = feature_query(ctx, filters, scope.model_copy(update={"radius_m": radius}), select=ENTITY_COLUMNS,
                             order="dist, id", limit=wanted)
        if len(rows) >= wanted or (len(rows) >= limit and any(row[2] for row in rows)):
            return rows
    return feature_query(ctx, filters, scope, select=ENTITY_COLUMNS, order="dist, id", limit=wanted, knn=wanted + 5)


def _nearest(ctx, args, scope, filters, result) -> None:
    listing = scope.radius_m is not None and metric_spec(args.metric).listed_within_radius
    spare = 10  # a few more than asked, to name the nearest *named* feature when the nearest has no name

    def fetch(where: Scope) -> list[tuple]:
        if listing:
            return _ranked_rows(ctx, where, filters, "dist, id", args.limit)
        return _nearest_rows(ctx, where, filters, args.limit, spare)

    rows = fetch(scope)
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


def _fill_nearest(rows: list[tuple], limit: int, result: Result) -> None:
    """The `limit` nearest, plus the nearest named one when none of them has a name."""
    found = [_entity(r) for r in rows]
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
    result.entities = [_entity(r) for r in rows]
    result.total = rows[0][-1] if rows else 0
    result.ranked_by = ranked_by


def _list(ctx, args, scope, filters, result) -> None:
    by = "distance" if scope.anchor is not None else "name"
    order = "dist, id" if by == "distance" else "name NULLS LAST, id"
    _fill_listing(_ranked_rows(ctx, scope, filters, order, args.limit), by, result)


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
