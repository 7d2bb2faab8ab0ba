"""CalculateMetric's arguments and its typed result, with the text observation the model reads."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator, model_validator

from georeact.geo.units import format_area, format_distance, parse_distance
from georeact.tools.base import bounded, ToolInput, ToolResult, Unfound
from georeact.tools.handles import RadiusM
from georeact.reading.metrics import ALIASES, METRICS, metric_spec
from georeact.values import AnswerValue, EntityRef


Metric = Literal[tuple(METRICS)]  # type: ignore[valid-type]   # the names in the table (specs.py)
SectorDegrees = bounded(float, 0, 180, "(degrees)", above=True)
Limit = bounded(int, 1, 50)
MAX_LISTED = 20     # entities a listing shows; its total counts every match
# Metric words for a distance along the streets: metric=distance with this mode (unless mode is given).
ROUTE_METRICS = {"network_distance": "walk", "route_distance": "walk", "walking_distance": "walk",
                 "cycling_distance": "bike", "driving_distance": "drive"}
VERB = {"walk": "walking", "bike": "cycling", "drive": "driving"}


class Input(ToolInput):
    metric: Metric = Field(description="What to compute.")
    feature: str | None = Field(None, description="Kind of place to count/measure/find, e.g. 'cafe', 'lake', 'river'.")
    feature_filter: str | None = Field(None, description="Instead of feature: a filter 'table.column=value', e.g. 'pois.amenity=cafe'.")
    anchor: str | None = Field(None, description="Reference place: a name ('Harbour Gallery') or handle ('pois:6666').")
    anchor_b: str | None = Field(None, description="Second place, for distance or azimuth between two places.")
    region: str | None = Field(None, description="Restrict to features in this region: a name ('Eastbrook') or handle.")
    radius_m: RadiusM | None = Field(None, description="Restrict to features within this many metres of the anchor.")
    direction: str | None = Field(None, description="Compass direction from the anchor: north, northeast, east ...")
    towards: str | None = Field(None, description="Keep features in the direction of this place as seen from the anchor.")
    candidates: list[str] | None = Field(None, description="Named places to choose from instead of a feature: the one "
                                                           "nearest the anchor is the answer, e.g. ['Riverside Museum', 'Harbour Gallery'].")
    sector_deg: SectorDegrees = Field(45.0, description="Width of the direction sector in degrees (45: the 8 compass sectors; 90: a broad 'north of').")
    limit: Limit = Field(1, description="How many entities to return for nearest/largest/list.")
    open_at: str | None = Field(None, description="Only places open then: 'now', 'Sunday 10:00'.")
    closed: bool = Field(False, description="With open_at: the places closed then instead (by their hours; places "
                                            "with unknown hours are left out either way).")
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
    approximate: bool = False       # matched only approximately (a misspelling?), not the name as written
    note: str | None = None         # what the answer states about it: "I took 'X' to be Y, an approximate match"
    parts: int = Field(1, exclude=True)   # the ways of a street or river its name search collapsed into it
    settlement: bool = False   # a town or village found by its name (what is far from it is not in it)


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
    hours: str | None = None       # with open_at: when it closes ('open until 18:00')


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
    # a route's length: 'stated' (its own distance tag, the value; in_data_m the stretch the extract holds) or
    # 'in_data' (no such tag: the value is only the stretch the extract holds, the route may run on beyond it)
    route_length: Literal["stated", "in_data"] | None = None
    in_data_m: float | None = None
    total: int | None = None               # how many features matched the constraints
    entities: list[Entity] = []
    kinds: list[Kind] = []
    resolved: list[Resolved] = []
    filters: list[str] = []
    notes: list[str] = []
    mode: str | None = None                # distance along the streets: walk / bike / drive
    geodesic_m: float | None = None        # with a mode: the straight-line distance, for comparison
    centre_distance_m: float | None = None  # a distance between areas: between their centres too
    travel_time_s: float | None = None     # with a mode: the route's travel time
    pushed_m: float | None = None          # by bike: the metres of the route where the bike is pushed
    radius_m: float | None = None          # the radius the search used (after grounding)
    direction_asked: str | None = None     # the compass sector the search kept (after grounding)
    open_at: str | None = None             # with open_at: the moment the features were open at, as evaluated
    closed_at: bool = False                # with open_at and closed: the features kept were closed then
    hours_unknown: int = 0                 # with open_at: features in scope whose hours are missing or unreadable
    hours_other: int = 0                   # with open_at: features in scope left out by their hours
    hours_unreadable: int = 0              # with open_at: of hours_unknown, those whose hours are written but unreadable

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
        if self.open_at:
            head.append(f"{'closed' if self.closed_at else 'open'} {self.open_at}")
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
            if self.route_length == "stated":
                lines.append(f"the route's own distance tag; the stretch in the loaded data: "
                             f"{_format_value(self.in_data_m, 'm', None)}")
            elif self.route_length == "in_data":
                lines.append("the stretch of the route in the loaded data only: its whole length is not tagged")
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
    if e.hours:
        parts.append(e.hours)
    return ", ".join(parts)


class Problem(Exception):
    """An expected failure: becomes an error observation; `told`, when given, is why in a person's words."""

    def __init__(self, message: str, told: str | None = None) -> None:
        super().__init__(message)
        self.told = told


class NotInData(Problem):
    """A place name that no place in the loaded data has (or has only approximately): the answer says so."""

    def __init__(self, message: str, unfound: Unfound | None = None) -> None:
        super().__init__(message)
        self.unfound = unfound
