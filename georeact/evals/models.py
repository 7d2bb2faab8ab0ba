"""One question model for both benchmarks (GS-QA and MapQA), plus the parameters an oracle needs.

`answers` keeps the GS-QA shape (a list of dicts: a `*_name` column, `geometry` WKT, and the measured value
under `distance` / `angle` / `count` / `area` / `length`), so official files and generated ones score alike.
`gold_params` records what the generator used (feature filter, anchors, region, radius, direction,
metric), so an "oracle" system can call the tools with exactly those inputs.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

Dataset = Literal["gsqa", "mapqa"]
AnswerType = Literal["name", "loc", "angle", "count", "distance", "area", "length"]

NAME_COLUMNS = ("poi_name", "lake_name", "park_name", "road_name", "region_name", "name")
# MapQA types whose gold is the list of all matches.
MAPQA_LIST_TYPES = {"amenities_around", "amenities-around-specific", "search-attribute", "open-at"}
NUMERIC_FIELDS: dict[str, str] = {"count": "count", "distance": "distance", "area": "area", "length": "length",
                                  "angle": "angle"}


class FeatureFilter(BaseModel):
    """Which features the question asks about: `table.column = value` plus an optional extra predicate."""

    table: str                        # pois | parks | lakes | roads | regions
    column: str                       # amenity, tourism, leisure, highway, waterway, water ...
    value: str                        # cafe, museum, park, residential, stream ...
    label: str = ""                   # how the question words it ("café", "fast food restaurant")
    extra_column: str | None = None   # non-spatial filter (GS-QA T2/T6/T14/T18), e.g. cuisine
    extra_value: str | None = None    # matched with ILIKE '%value%'


class EntityParam(BaseModel):
    """An anchor, target or region: enough to find it again (handle, OSM id) and to show it (name, point)."""

    handle: str                       # "table:id" as the tools name entities
    table: str
    name: str
    display_name: str | None = None   # as written in the question (may add the city)
    osm_type: str | None = None
    osm_id: int | None = None
    lat: float | None = None          # a representative point (the point itself, or a centroid)
    lon: float | None = None
    category: FeatureFilter | None = None
    source: str | None = None         # the extract the row came from


class GoldParams(BaseModel):
    feature: FeatureFilter | None = None
    anchor: EntityParam | None = None
    target: EntityParam | None = None          # "towards X" / the second place of a distance question
    candidates: list[EntityParam] = []         # compare-closer options; intersection roads
    region: EntityParam | None = None
    radius_m: float | None = None
    direction: str | None = None               # one of the 8 (GS-QA) or 4 (MapQA) compass words
    sector_deg: float | None = None            # width of the direction sector (45 GS-QA, 90 MapQA)
    metric: str | None = None                  # range | knn | count | area_max | length_total | ...
    point: tuple[float, float] | None = None   # (lat, lon) of a derived point, e.g. a road intersection
    query: str | None = None                   # SearchPlaces' words ('vegetarian restaurant')
    open_at: str | None = None                 # the time the places must be open ('Sunday 10:00')


class Question(BaseModel):
    id: str
    dataset: Dataset
    template: str                     # T1..T28 for GS-QA, the MapQA type name for MapQA
    type: str                         # GS-QA "type" (range+name ...) or the MapQA type
    question: str
    answer_type: AnswerType
    answers: list[dict[str, Any]] = []
    gold_sql: str | None = None
    question_entities: dict[str, Any] = {}
    gold_params: GoldParams | None = None
    no_answer: bool = False           # the gold says "nothing" (MapQA "No amenities found", empty answer)
    meta: dict[str, Any] = Field(default_factory=dict)

    @property
    def extract(self) -> str | None:
        """The extract the gold entities come from (anchor, target, region or candidates), e.g.
        'neubrandenburg-2016-02'; None for questions without that record (official GS-QA files)."""
        params = self.gold_params
        if params is None:
            return None
        for entity in [params.anchor, params.target, params.region, *params.candidates]:
            if entity is not None and entity.source:
                return entity.source.removesuffix(".pbf").removesuffix(".osm")
        return None

    @property
    def is_list(self) -> bool:
        """A question whose answer is every match (GS-QA range questions, MapQA's listing types), graded
        strictly by naming each gold entity."""
        if self.answer_type not in ("name", "loc"):
            return False
        if self.dataset == "gsqa":
            return self.type.startswith("range")
        return self.template in MAPQA_LIST_TYPES

    def gold_names(self) -> list[str]:
        names: list[str] = []
        for answer in self.answers:
            if isinstance(answer.get("multihop_answer"), str):  # GS-QA T7: the attribute is the answer
                names.append(answer["multihop_answer"])
                continue
            for column in NAME_COLUMNS:
                value = answer.get(column)
                if isinstance(value, str) and value.strip():
                    names.append(value)
                    break
        return names

    def gold_numbers(self) -> list[float]:
        """The measured values (all answers: GS-QA range questions list one value per matching entity)."""
        field = NUMERIC_FIELDS.get(self.answer_type)
        if field is None:
            return []
        values = []
        for answer in self.answers:
            value = answer.get(field)
            if value is not None:
                try:
                    values.append(float(value))
                except (TypeError, ValueError):
                    continue
        return values

    def gold_points(self) -> list[tuple[float, float]]:
        """(lat, lon) of each answer: its `lat`/`lon` fields, else the centroid of its WKT geometry."""
        points: list[tuple[float, float]] = []
        for answer in self.answers:
            if answer.get("lat") is not None and answer.get("lon") is not None:
                points.append((float(answer["lat"]), float(answer["lon"])))
                continue
            wkt = answer.get("geometry")
            if isinstance(wkt, str) and wkt:
                try:
                    from shapely import wkt as shapely_wkt
                    centroid = shapely_wkt.loads(wkt).centroid
                    points.append((centroid.y, centroid.x))
                except Exception:  # a malformed WKT in an official file: skip that answer, keep the rest
                    continue
        return points
