"""DescribePlace: the attributes of one place (concept: Object), read from the OpenStreetMap tags the import keeps.

A place is a name (resolved by ResolveLocation's `find_places`) or a row handle (`pois:12`, `parks:3` …, any
table). One statement then reads the row's `tags` (every OSM tag, on both schema profiles), a point on it and, only
when the street is asked and the row has no `addr:street`, the nearest named street by the geodesic ST_Distance (a
KNN search on the roads' geography index from a point; the streets within MAX_STREET_M from a line or an area). A
handle takes that one statement; a name adds the shared search's (one; two when no name matches exactly; more only
when the search reads the name as a kind of place in a town, 'Vaduz Cathedral'); a name not found takes the
search's and the near names' instead.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from georeact.reading.lifecycle import LIFECYCLE_PREFIXES
from georeact.tools.base import ToolContext, ToolInput, ToolResult
from georeact.tools.handles import Handle, handle_or_name, no_such_handle
from georeact.tools.kind_in_town import read_kind, read_the_only
from georeact.tools.place_search import (PlaceMatch, approximate_note, as_the_question_spells, find_places, fold, haversine_m,
                                          distance_m, in_another_extract, nearest_names, nested, numbers_differ, rivals, squash, unfound_place, SAME_PLACE_M)
from georeact.tools.sql_cost import pairwise_checked
from georeact.geo.collections import collections_at
from georeact.geo.hours import DAY_SET_LABELS, WEEK, hours_at, parse_open_at
from georeact.reading.asked_tag import either, keys_for
from georeact.reading.tag_words import skipped_key
from georeact.reading.attributes import ATTRIBUTE_NAMES, YES_VALUES, attributes
from georeact.reading.vocabulary import preset_for
from georeact.values import AnswerValue, EntityRef

NAME = "DescribePlace"
DESCRIPTION = (
    "What OpenStreetMap records about one place (a name, or a handle like pois:12): street, address, "
    "opening_hours, website, phone, cuisine, wheelchair, operator, kind. E.g. place='Café Lumetta', "
    "attributes=['opening_hours']."
)

# The attributes and the tags each is read from: reading/data/attributes.yaml (street, address, price and kind are
# built below).
Attribute = Literal[(*ATTRIBUTE_NAMES, "all")]  # type: ignore[valid-type]
# 'all' is every named attribute; 'tag' (any other tag, by the words of its key) only when asked, with tag_words
ATTRIBUTES: tuple[str, ...] = tuple(name for name in ATTRIBUTE_NAMES if name != "tag")
TAGS: dict[str, tuple[str, ...]] = {name: tuple(spec.tags) for name, spec in attributes().items()}
ADDRESS_TAGS = ("addr:street", "addr:housenumber", "addr:postcode", "addr:city")
# The tags that say what a place is, most telling first (the twin of the import's classification keys).
KIND_KEYS = ("amenity", "shop", "tourism", "leisure", "historic", "healthcare", "office", "craft", "emergency",
             "railway", "public_transport", "highway", "natural", "water", "waterway", "landuse", "boundary", "place",
             "admin_level", "man_made")
# Named ways that are no street a place is on: planned or closed roads, motorway services, paths and tracks.
NOT_STREETS = ["proposed", "construction", "abandoned", "disused", "rest_area", "services", "platform", "raceway",
               "footway", "path", "steps", "track", "cycleway", "bridleway", "corridor", "elevator", "bus_stop"]
NEAR_ANOTHER_PLACE_M = 30_000.0   # a namesake this near the question's other place is the one meant beside it
NEAREST_CANDIDATES = 8      # roads nearest a point in KNN order (sphere), then ranked by the geodesic distance
MAX_STREET_M = 500.0        # a street farther away than this is no street the place is on
SPELLED_ALIKE = 0.8         # a fuzzy match is the place written when spelled this alike (difflib ratio), whole
WORD_ALIKE = 0.8            # or word by word ('Kunstmusem' ~ 'Kunstmuseum' 0.95, but 'Kunstmuseum' ~ 'Postmuseum'
                            # 0.76); else the error names the candidates
NO_STREET_TABLES = {"roads", "regions"}   # a road is its own street; a region has none
# the attributes read at the moment a question asks ('open on Sunday', 'emptied on Saturday')
READ_AT_A_MOMENT = tuple(name for name, spec in attributes().items() if spec.at_a_moment)


class Input(ToolInput):
    place: str = Field(..., description="The place name as written, or a handle (pois:12).")
    context: str | None = Field(None, description="Optional town or region that narrows a name.")
    near: str | None = Field(None, max_length=200, description="Another place of the question (a name or handle): of "
                                                                "several places of this name, the one nearest it.")
    attributes: list[Attribute] = Field(["all"], description="What to report (default all).")
    at: str | None = Field(None, description="With opening_hours: whether it is open at this moment or on this day "
                                             "('Monday at noon', 'Sunday', 'now'); with collection_times: the "
                                             "collections that day.")
    along: bool = Field(False, description="A yes-or-no attribute asked of any part of a street ('is any part of "
                                           "S one-way'): yes when any of its ways says it.")
    tag_words: str | None = Field(None, description="With attributes=['tag']: the words of any other tag asked "
                                                    "('power source'), read against the keys of the place's tags.")

    @field_validator("place")
    @classmethod
    def _place(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("place must not be empty")
        return value.strip()

    @field_validator("attributes", mode="before")
    @classmethod
    def _attributes(cls, value: Any) -> Any:
        """One attribute as a string, 'Opening hours' for opening_hours; an empty list is all of them."""
        if isinstance(value, str):
            value = [value]
        if isinstance(value, list | tuple):
            value = [v.strip().lower().replace(" ", "_").replace("-", "_") if isinstance(v, str) else v for v in value]
            return list(dict.fromkeys(value)) or ["all"]
        return value

    def wanted(self) -> list[str]:
        """The attributes to report, in the order asked (`all`: every one)."""
        return list(ATTRIBUTES) if "all" in self.attributes else list(self.attributes)


class Place(BaseModel):
    name: str | None = None
    handle: str
    kind: str | None = Field(None, description="What it is, in words (the iD preset of its tags): 'Cafe'.")
    lon: float
    lat: float
    geometry_type: str


class Value(BaseModel):
    attribute: str
    value: str | None = None
    at: str | None = Field(None, description="The moment opening_hours were read at, in the place's own clock.")
    state: str | None = Field(None, description="open, closed or unknown at that moment (or that day).")
    hours_then: str | None = Field(None, description="What the hours say then: 'open until 18:00', 'open Sun "
                                                     "10:00-19:00'.")
    source: str | None = Field(None, description="The tag(s) read, or 'nearest street' when inferred.")
    inferred: bool = False
    distance_m: float | None = None
    street_handle: str | None = None
    implied_by: str | None = Field(None, description="The kind tag the value follows from when no tag says it "
                                                     "('highway=footway': no cars).")
    parts: tuple[int, int] | None = Field(None, description="A street asked as a whole: of its mapped parts, how many "
                                                            "carry the tag, and how many there are.")
    seen: list[str] = Field([], description="A street asked as a whole: the values its parts give the tags read "
                                            "('shared_lane'), when none of them says yes.")
    collected_at: list[str] = Field([], description="With collection_times: the day's collections ('13:00').")
    why: str | None = Field(None, description="Why there is no value.")

    def text(self) -> str:
        label = self.attribute.replace("_", " ")
        if self.state is not None:
            return f"{label}: {self.value} — at {self.at}: {self.state} ({self.hours_then})"
        if self.value is None:
            return f"{label}: {self.why}"
        if self.inferred:
            return f"{label}: {self.value} (inferred: {self.source}, {_metres(self.distance_m or 0.0)})"
        return f"{label}: {self.value} ({self.source})" if self.source else f"{label}: {self.value}"


class Result(ToolResult):
    tool = NAME
    query: str = ""
    place: Place | None = None
    attributes: list[Value] = []
    ambiguous: list[str] = Field([], description="Other places the name could mean.")
    here: str | None = Field(None, description="Where the place described is (its area), when others share its name.")
    elsewhere: list[str] = Field([], description="Where the other places of the same name are (their areas).")
    note: str | None = None
    suggestions: list[str] = []
    taken_as: str | None = Field(None, description="The sentence an answer states when the place was taken from an "
                                                   "approximate match of its name.")

    def answer_value(self) -> AnswerValue | None:
        """The place as the answer's entity (and its street, when one was found)."""
        if self.place is None:
            return None
        place = self.place
        entities = [EntityRef(name=place.name, handle=place.handle, lat=place.lat, lon=place.lon)]
        street = next((v for v in self.attributes if v.attribute == "street" and v.value), None)
        if street is not None and street.value != place.name:
            entities.append(EntityRef(name=street.value, handle=street.street_handle, distance_m=street.distance_m))
        return AnswerValue(kind="entities", entities=entities)

    def render(self) -> str:
        """'Name (pois:12, cafe): street: X (addr:street); opening hours: …; website, phone: none in OpenStreetMap'"""
        if not self.ok:
            return self.render_error()
        assert self.place is not None
        place = self.place
        what = ", ".join(x for x in (place.handle, (place.kind or "").lower()) if x)
        found = [v.text() for v in self.attributes if v.value is not None or not _untagged(v)]
        missing = [v.attribute.replace("_", " ") for v in self.attributes if v.value is None and _untagged(v)]
        if missing:
            found.append(f"{', '.join(missing)}: none in OpenStreetMap")
        text = f"{place.name or '(unnamed)'} ({what}): " + "; ".join(found)
        if self.ambiguous:
            text += ". Also named so: " + "; ".join(self.ambiguous) + ". Pass context=<town> or the handle you mean"
        if self.note:
            text += f". Note: {self.note}"
        return text


def _untagged(value: Value) -> bool:
    """No value because OpenStreetMap has no such tag (rendered together), not for a reason of its own."""
    return bool(value.why) and value.why.startswith("no ") and value.why.endswith(" in OpenStreetMap")


# what only the place itself says: its kind, the street it is read on (a twin beside it is another object)
OWN_ONLY = {"kind", "street"}
# the tables of places mapped twice (a node and its building); never a town, a park, a lake or a road, whose outline
# holds places named after them ('Heidelberg Bismarckplatz' is no twin of Heidelberg)
TWIN_TABLES = {"pois", "buildings"}
# the keys of what a business is: a twin tagged as another business is a neighbour of the same name, not the place
# mapped twice ('X' the grocery beside 'X' the grill at one filling station: the grill's website is not the grocery's)
BUSINESS_KEYS = ("amenity", "shop", "tourism", "leisure", "office", "craft", "healthcare")


def _metres(m: float) -> str:
    return f"{m / 1000:.1f} km" if m >= 1000 else f"{m:.0f} m"


# -- the row ------------------------------------------------------------------------------------------

def _row_sql(ctx: ToolContext, table: str) -> str:
    """The row's name, tags, geometry type and a point on it (the point ResolveLocation reports), and the nearest
    named street when %(street)s and the row has no addr:street: from a point, the few nearest by KNN on the roads'
    GiST then the geodesic distance; from a line or an area, the streets within MAX_STREET_M by their geodesic
    distance (KNN against a polygon rechecks every box it meets: 2.5 s for a lake, 33 ms this way); and the tags of
    its twins, the POIs of its name (or a name that starts with it, or it with theirs: 'X' and 'X - Sushi & Bar')
    within SAME_PLACE_M, nearest last: a shop's node and its building, mapped twice. Identifiers come from the
    profile; values are parameters."""
    spec, roads = ctx.profile.table(table), ctx.profile.table("roads")
    geog, road = spec.geog("t"), roads.geog("r")
    streets = (f"%(street)s AND NOT (p.tags ? 'addr:street') AND r.{roads.name_column} IS NOT NULL"
               f" AND r.highway <> ALL(%(not_streets)s)")
    pois = ctx.profile.table("pois")
    twin_name = f"georeact_fold(w.{pois.name_column}::text)"
    return f"""
SELECT p.name, p.tags, p.gtype, ST_X(p.pt), ST_Y(p.pt), s.name, s.id, s.dist, tw.tags
FROM (
  SELECT t.{spec.name_column}::text AS name, t.tags, {geog} AS g, GeometryType({geog}::geometry) AS gtype,
         CASE WHEN GeometryType({geog}::geometry) LIKE '%%LINESTRING'
              THEN ST_ClosestPoint({geog}::geometry, ST_Centroid({geog}::geometry))
              ELSE ST_PointOnSurface({geog}::geometry) END AS pt
  FROM {spec.relation} t WHERE t.id = %(id)s
) p
LEFT JOIN LATERAL (
  SELECT c.name, c.id, c.dist FROM (
    SELECT k.name, k.id, ST_Distance(k.g, p.g) AS dist FROM (
      SELECT r.{roads.name_column}::text AS name, r.id, {road} AS g FROM {roads.relation} r
      WHERE {streets} AND p.gtype = 'POINT'
      ORDER BY {road} <-> p.g LIMIT %(candidates)s) k
    UNION ALL
    SELECT r.{roads.name_column}::text, r.id, {pairwise_checked("ST_Distance", road, "p.g")} FROM {roads.relation} r
    WHERE {streets} AND p.gtype <> 'POINT' AND ST_DWithin({road}, p.g, %(max_m)s)
  ) c ORDER BY c.dist, c.id LIMIT 1
) s ON true
LEFT JOIN LATERAL (
  SELECT jsonb_agg(w.tags ORDER BY ST_Distance({pois.geog('w')}, p.g) DESC) AS tags FROM {pois.relation} w
  WHERE p.name IS NOT NULL AND %(twins)s AND ST_DWithin({pois.geog('w')}, p.g, %(twin_m)s) AND NOT (%(same)s AND w.id = %(id)s)
    AND ({twin_name} = georeact_fold(p.name) OR {twin_name} LIKE georeact_fold(p.name) || ' %%'
         OR georeact_fold(p.name) LIKE {twin_name} || ' %%')
    AND NOT EXISTS (SELECT 1 FROM unnest(%(business)s::text[]) k WHERE w.tags ? k
                    AND (p.tags ? k AND w.tags ->> k <> p.tags ->> k OR NOT p.tags ? k AND p.tags ?| %(business)s))
) tw ON true"""


class _Row(BaseModel):
    name: str | None
    tags: dict[str, Any]
    geometry_type: str
    lon: float
    lat: float
    street: str | None = None
    street_id: int | None = None
    street_m: float | None = None
    twin: dict[str, Any] = {}   # what its twins' tags say (see _row_sql)


def _read_row(ctx: ToolContext, table: str, row_id: int, street: bool) -> _Row | None:
    params = {"id": row_id, "street": street and table not in NO_STREET_TABLES, "not_streets": NOT_STREETS,
              "candidates": NEAREST_CANDIDATES, "max_m": MAX_STREET_M, "twin_m": SAME_PLACE_M, "same": table == "pois",
              "twins": table in TWIN_TABLES, "business": list(BUSINESS_KEYS)}
    rows = ctx.db.query(_row_sql(ctx, table), params, max_rows=1).rows
    if not rows:
        return None
    name, tags, gtype, lon, lat, street_name, street_id, dist, twins = rows[0]
    tags = {**({"name": name} if name else {}), **(tags or {})}   # (planet_osm keeps the name in its own column only)
    twin = {k: v for each in twins or [] for k, v in (each or {}).items() if v is not None}
    return _Row(name=name, tags={k: v for k, v in tags.items() if v is not None}, geometry_type=gtype or "",
                lon=round(float(lon), 6), lat=round(float(lat), 6), street=street_name, street_id=street_id,
                street_m=None if dist is None else round(float(dist), 1), twin=twin)


# -- the attributes -----------------------------------------------------------------------------------

def _tag(tags: dict[str, Any], attribute: str) -> Value:
    keys = TAGS[attribute]
    key = next((k for k in keys if str(tags.get(k) or "").strip()), None)
    implied = attributes()[attribute].implied
    if key is None and (kind := next((f"{k}={v}" for k, v in tags.items() if f"{k}={v}" in implied), None)):
        # no tag says it, the kind does: a footpath is no road for cars
        return Value(attribute=attribute, value=implied[kind], source=f"implied by {kind}", implied_by=kind)
    if key is None:
        return Value(attribute=attribute, why=f"no {attribute} tag in OpenStreetMap")
    if (sectors := _sectors(tags, key, attribute)) is not None:
        return sectors
    return Value(attribute=attribute, value=str(tags[key]).strip(), source=key)


# a light of several sectors says its figures per sector (OpenSeaMap: seamark:light:2:range, seamark:light:2:colour)
_SECTOR_KEY = re.compile(r"^seamark:light:(?P<n>\d+):(?P<figure>[\w:]+)$")


def _sectors(tags: dict[str, Any], key: str, attribute: str) -> Value | None:
    """The figure of each sector of a light, with its colour, where the sectors differ ('11 (white sector); 8 (red
    sector)'): the first sector's alone would be said as the light's. None when the key is no sector's, or all agree."""
    if (said := _SECTOR_KEY.match(key)) is None:
        return None
    figure = said["figure"]
    found = sorted((int(m["n"]), str(v).strip()) for k, v in tags.items()
                   if (m := _SECTOR_KEY.match(k)) is not None and m["figure"] == figure and str(v).strip())
    if len({value for _, value in found}) < 2:
        return None
    parts = [f"{value} ({colour} sector)" if (colour := str(tags.get(f"seamark:light:{n}:colour") or "").strip()) else
             f"{value} (sector {n})" for n, value in found]
    # (a colour shown in several sectors at one figure is said once: nine sectors of three colours are three figures)
    return Value(attribute=attribute, value="; ".join(dict.fromkeys(parts)),
                 source=", ".join(f"seamark:light:{n}:{figure}" for n, _ in found))


def _street(table: str, row: _Row) -> Value:
    tags = row.tags
    if str(tags.get("addr:street") or "").strip():
        return Value(attribute="street", value=str(tags["addr:street"]).strip(), source="addr:street")
    if table == "roads":
        if row.name:
            return Value(attribute="street", value=row.name, source="the place is the street")
        return Value(attribute="street", why="an unnamed road (no name tag in OpenStreetMap)")
    if table == "regions":
        return Value(attribute="street", why="an area, on no single street (no addr:street tag)")
    if row.street is None:
        return Value(attribute="street", why=f"no addr:street tag and no named street within {MAX_STREET_M:.0f} m")
    if row.street_m is not None and row.street_m > MAX_STREET_M:
        return Value(attribute="street", why=f"no addr:street tag; no named street within {MAX_STREET_M:.0f} m "
                                             f"(nearest: {row.street}, {_metres(row.street_m)})")
    return Value(attribute="street", value=row.street, source="nearest street", inferred=True,
                 distance_m=row.street_m, street_handle=str(Handle.row("roads", row.street_id)))


def _address(tags: dict[str, Any]) -> Value:
    part = {key: str(tags.get(key) or "").strip() for key in ADDRESS_TAGS}
    if not any(part.values()):
        return Value(attribute="address", why="no addr:* tags in OpenStreetMap")
    line = " ".join(x for x in (part["addr:street"], part["addr:housenumber"]) if x)
    town = " ".join(x for x in (part["addr:postcode"], part["addr:city"]) if x)
    used = "+".join(key.removeprefix("addr:") for key, value in part.items() if value)
    return Value(attribute="address", value=", ".join(x for x in (line, town) if x), source=f"addr:{used}")


def _kind_tags(tags: dict[str, Any]) -> list[str]:
    found = [f"{key}={tags[key]}" for key in KIND_KEYS if str(tags.get(key) or "").strip() not in ("", "no")]
    if not found and str(tags.get("building") or "") not in ("", "no"):
        found = [f"building={tags['building']}"]
    return found


# a price is tagged many ways ('price', 'charge', 'price:adult', 'price_mainmenu_€', 'water_price_€'): every key
# with the word, each said by what is left of its key ('mainmenu', 'water', 'adult') and its currency sign
_PRICE_KEY = re.compile(r"(?:^|[_:])(?:price|prices|charge)(?:[_:]|$)", re.IGNORECASE)
_CURRENCY = re.compile(r"[_:]?(?P<sign>[€$£¥]|eur|usd|gbp|chf|sgd)$", re.IGNORECASE)


def _prices(tags: dict[str, Any]) -> Value:
    said = []
    for key, value in sorted(tags.items()):
        if not _PRICE_KEY.search(key) or not str(value or "").strip():
            continue
        sign = _CURRENCY.search(key)
        what = _PRICE_KEY.sub(" ", _CURRENCY.sub("", key)).replace("_", " ").replace(":", " ").strip()
        amount = str(value).strip() + (f" {sign['sign']}" if sign and not str(value).strip().endswith(sign["sign"]) else "")
        said.append(f"{what}: {amount}" if what else amount)
    if not said:
        return Value(attribute="price", why="no price tag in OpenStreetMap")
    return Value(attribute="price", value="; ".join(said), source="price tags")


# the tag that says which of its kind a place is ('what kind of bathing place is X': a hot spring), by OSM's wiki
SUBKIND_KEYS = {"amenity=public_bath": "bath:type", "amenity=shelter": "shelter_type", "man_made=tower": "tower:type",
                "historic=memorial": "memorial", "tourism=information": "information", "historic=castle": "castle_type",
                "natural=volcano": "volcano:type", "man_made=mast": "tower:type", "leisure=pitch": "sport",
                "amenity=recycling": "recycling_type", "amenity=vending_machine": "vending"}


def _kind(tags: dict[str, Any]) -> Value:
    found = _kind_tags(tags)
    if not found:
        return Value(attribute="kind", why="no category tag (amenity, shop, tourism …) in OpenStreetMap")
    return Value(attribute="kind", value=", ".join(tag for kind in found for tag in (kind, *_subkind(kind, tags))))


def _subkind(kind: str, tags: dict[str, Any]) -> list[str]:
    """The tag that says which of its kind a place is: a way's keyed by the kind's value ('highway=service' with
    'service=parking_aisle': a parking aisle, a lane inside a car park; 'service=alley_street', which no preset names,
    said in its own words), another's by SUBKIND_KEYS ('amenity=public_bath' with 'bath:type=hot_spring')."""
    key, _, value = kind.partition("=")
    sub_key = value if key == "highway" else SUBKIND_KEYS.get(kind)
    sub = str(tags.get(sub_key) or "").strip() if sub_key else ""
    return [f"{sub_key}={sub}"] if re.fullmatch(r"[a-z][a-z_]*", sub) else []


def _asked_tag(tags: dict[str, Any], words: str | None) -> Value:
    """A tag no attribute names, by the words of its key ('power source': power_source, else generator:source)."""
    said = (words or "").strip() or "tag"
    keys = keys_for(said, tags, skipped_key) if words else []
    if not keys:
        return Value(attribute=said, why=f"no tag for its {said} in OpenStreetMap")
    if len(keys) == 1:
        # of values offered ('an analog one or a digital one'), what is said is the key's words: 'display'
        return Value(attribute=_key_said(keys[0]) if either(said) else said, value=str(tags[keys[0]]).strip(),
                     source=keys[0])
    # 'colour': the building's and the roof's, each said by its key's words
    return Value(attribute=said, value="; ".join(f"{_key_said(key)}: {str(tags[key]).strip()}" for key in keys),
                 source=", ".join(keys))


def _key_said(key: str) -> str:
    """A tag key in words: 'roof:colour' -> 'roof colour'."""
    return re.sub(r"[:_]+", " ", key)


def _along(ctx: ToolContext, table: str, row_id: int, attribute: str, any_part: bool = False) -> Value | None:
    """A yes or no over a whole street ('does S go over a bridge anywhere', with `any_part` 'is any part of S
    one-way'): whether any of its connected ways of its name carries the tag (whole_line_sql's ways), with how many do;
    None for a place that is no street."""
    from georeact.tools.metric.query import whole_line_sql   # (the metric's own reading of a street's ways)

    along = _read_along(attribute, any_part)
    if not along or table != "roads":
        return None
    spec = ctx.profile.table(table)
    line, params = whole_line_sql(ctx, Handle.row(table, row_id))
    said = " OR ".join("t.tags->>%s = ANY(%s)" if values else "coalesce(t.tags->>%s, 'no') <> 'no'"
                       for values in along.values())
    keys = [item for key, values in along.items() for item in ([key, values] if values else [key])]
    # (and the values the parts do give those tags: 'no bike lane' where they say 'shared_lane'; a way's kind is
    # said by the answer already)
    told = [key for key in along if key != "highway"]
    given = ", ".join(["t.tags->>%s"] * len(told)) or "NULL::text"
    (total, carrying, seen), = ctx.db.query(
        f"SELECT count(DISTINCT t.id), count(DISTINCT t.id) FILTER (WHERE {said}), "
        f"array_agg(DISTINCT x.v) FILTER (WHERE x.v IS NOT NULL AND x.v NOT IN ('no', 'none', 'yes')) "
        f"FROM {spec.relation} t CROSS JOIN LATERAL unnest(ARRAY[{given}]) AS x(v) "
        f"WHERE t.{spec.name_column} = (SELECT {spec.name_column} FROM {spec.relation} WHERE id = %s) "
        f"AND ST_DWithin({spec.geog('t')}, {line}, 1)", [*keys, *told, row_id, *params], max_rows=1).rows
    return Value(attribute=attribute, value="yes" if carrying else "no",
                 source=f"{carrying} of the {total} mapped parts of the street" if total else None,
                 parts=(carrying, total) if total else None, seen=[] if carrying else sorted(seen or []))


# how many of the regions holding a place are said, smallest first (a municipality, its county, its country)
REGIONS_SAID = 3


def _region(ctx: ToolContext, row: _Row) -> Value:
    """Where a place is: the named regions holding its point, smallest first."""
    from georeact.tools.place_search import regions_holding_sql   # (the search's own reading of regions)
    ctes, holding = regions_holding_sql(ctx)
    rows = ctx.db.query(f"WITH rep AS (SELECT ST_SetSRID(ST_MakePoint(%s, %s), 4326) AS pt){ctes} "
                        f"SELECT h.name FROM rep CROSS JOIN LATERAL {holding} h WHERE h.name IS NOT NULL "
                        f"ORDER BY h.area", [row.lon, row.lat], max_rows=20).rows
    names = list(dict.fromkeys(name for (name,) in rows if name != row.name))[:REGIONS_SAID]
    if not names:
        return Value(attribute="region", why="no region of the loaded data holds it")
    return Value(attribute="region", value=", ".join(names), source="the regions holding it", inferred=True)


def _read_along(attribute: str, any_part: bool) -> dict[str, list[str]]:
    """The tags read over a whole street and the values that mean yes: the attribute's own (a bridge anywhere), or
    for any yes-or-no attribute asked of any part of it, its tags with the values that say yes."""
    spec = attributes().get(attribute)
    if spec is None or spec.along or not any_part or spec.answer != "yes_no" or spec.inverted:
        return spec.along if spec is not None else {}
    return {tag: list(YES_VALUES) for tag in spec.tags}


def _values(ctx: ToolContext, table: str, row_id: int, row: _Row, wanted: list[str],
            tag_words: str | None = None, any_part: bool = False) -> list[Value]:
    values = []
    for attribute in wanted:
        if (whole := _along(ctx, table, row_id, attribute, any_part)) is not None:
            values.append(whole)
        elif attribute == "tag":
            values.append(_asked_tag(row.tags, tag_words))
        elif attribute == "street":
            values.append(_street(table, row))
        elif attribute == "address":
            values.append(_address(row.tags))
        elif attribute == "kind":
            values.append(_kind(row.tags))
        elif attribute == "region":
            values.append(_region(ctx, row))
        elif attribute == "price":
            values.append(_prices(row.tags))
        else:
            values.append(_tag(row.tags, attribute))
    return values


def _at(value: Value, at: str, row: _Row) -> Value:
    """The hours read at a moment (or a whole day) in the place's own clock: open, closed or unknown then; a post
    box's collection times, the collections that day."""
    try:
        when = parse_open_at(at, row.lon, row.lat)
    except ValueError as exc:
        return value.model_copy(update={"why": str(exc)})
    day = f"{when.start:%A} {when.start.day} {when.start:%B}" if when.dated else f"{when.start:%A}"   # ('in July')
    day = f"all of {when.start:%B}" if when.whole_month else day   # ('at all in August': any day of it)
    label = DAY_SET_LABELS.get(when.days, "every day") + ("" if when.whole_day else f" {when.start:%H:%M}") \
        if when.every_day else day if when.whole_day else \
        f"{day} {when.start:%H:%M}"
    if when.until is not None:   # 'between 2 and 3 am on a tuesday': the whole stretch
        label = "around the clock" if when.until - when.start >= WEEK else \
            f"{day} from {when.start:%H:%M} to {when.until:%H:%M}"
    if value.attribute == "collection_times":
        emptied = collections_at(value.value, when, row.lat, row.lon)
        return value.model_copy(update={"at": label, "state": emptied.state, "hours_then": emptied.note,
                                        "collected_at": emptied.times})
    then = hours_at(value.value, when, row.lat, row.lon)
    return value.model_copy(update={"at": label, "state": then.state, "hours_then": then.note})


def _kind_words(tags: dict[str, Any]) -> str | None:
    if not _kind_tags(tags) and (was := next((str(tags[f"{prefix}:{key}"]) for prefix in LIFECYCLE_PREFIXES
                                               for key in KIND_KEYS if tags.get(f"{prefix}:{key}")), None)):
        return f"former {was.replace('_', ' ')}"   # ('disused:amenity=cinema': not the presets' 'Disused Amenity')
    preset = preset_for({k: str(v) for k, v in tags.items()})
    if preset is not None:
        return preset.name
    found = _kind_tags(tags)
    return found[0].split("=", 1)[1].replace("_", " ") if found else None


# -- the tool -----------------------------------------------------------------------------------------

def run(ctx: ToolContext, args: Input) -> Result:
    result = Result(query=args.place)
    notes: list[str] = []
    try:
        handle = handle_or_name(args.place)
    except ValueError as exc:
        return _failed(result, f"{exc}. DescribePlace takes a place name or a row handle such as pois:12.")
    match = None
    if handle is not None:
        if handle.kind != "row" or handle.is_buffer:
            return _failed(result, f"{str(handle)!r} is an area or a point, not one place: pass a place name or a "
                                   "row handle such as pois:12.")
        table, row_id = handle.table, handle.id
        if args.context:
            notes.append(f"context {args.context!r} ignored: the handle names one place")
    else:
        match, others, alike = _resolve(ctx, args, result, notes)
        if match is None:
            return result
        match, others = _carrying_namesake(ctx, args, match, others, alike, notes)
        _say_namesakes(result, match, others)
        table, row_id = match.table, match.id
    wanted = args.wanted()
    row = _read_row(ctx, table, row_id, "street" in wanted)
    if row is None:
        return _failed(result, f"{no_such_handle(Handle.row(table, row_id))}.")
    # an unnamed place found as the only one of a kind said is called by that word ('the webcam'), not by its tags'
    # nearest preset ('surveillance')
    said_kind = match.category if match is not None and not row.name and match.name == f"the {match.category}" else None
    result.place = Place(name=row.name, handle=str(Handle.row(table, row_id)), kind=said_kind or _kind_words(row.tags),
                         lon=row.lon, lat=row.lat, geometry_type=row.geometry_type)
    result.attributes = _values(ctx, table, row_id, row, wanted, args.tag_words, args.along)
    # a shop's node holds its hours, its building the address: what one does not say, the other of its name beside it
    # may (never what it is, nor what is read along a street, nor a tag asked by its key's words: it is said as asked)
    redone = [_untagged(v) and v.attribute not in OWN_ONLY and v.attribute in attributes() for v in result.attributes]
    if row.twin and any(redone):
        merged = row.model_copy(update={"tags": {**row.twin, **row.tags}})
        redo = [v.attribute for v, again in zip(result.attributes, redone) if again]
        filled = iter(_values(ctx, table, row_id, merged, redo, args.tag_words))
        result.attributes = [next(filled) if again else v for v, again in zip(result.attributes, redone)]
    if args.at:
        result.attributes = [_at(value, args.at, row) if value.attribute in READ_AT_A_MOMENT else value
                             for value in result.attributes]
    result.note = "; ".join(notes) or None
    return result


def _failed(result: Result, error: str) -> Result:
    result.ok, result.error = False, error
    return result


def _words(text: str | None) -> list[str]:
    return re.findall(r"\w+", fold(text))


def _alike(a: str, b: str) -> float:
    return SequenceMatcher(None, a, b).ratio()


def _close_enough(written: str, match: PlaceMatch) -> bool:
    """Whether a match is the place written: matched as written (exactly, folded, a variant name), else spelled
    nearly so as a whole ('Tollense See', 'Vadzu'), or each word written is nearly a word of the name ('Kunstmuseum'
    for 'Kunstmuseum Liechtenstein'). Trigram scores alone read 'Café Lumetta' as the real 'Café Metro'."""
    if match.match != "trigram":
        return True
    if numbers_differ(written, match.name):
        return False   # 'Bus 17' is never Bus 11
    if _alike("".join(_words(written)), "".join(_words(match.name))) >= SPELLED_ALIKE:
        return True
    # ('Landesmuseum in Vaduz', 'X on Main St': the town or street it is said with is where it is, no word of its name)
    words, named = _words(_IN_TOWN_SAID.sub("", written)), _words(match.name)
    return bool(words) and all(any(_alike(w, n) >= WORD_ALIKE for n in named) for w in words)


_IN_TOWN_SAID = re.compile(r"\s+(?:in|on)\s+(?:the\s+)?(?-i:[A-ZÀ-ÖØ-Þ])[^,;:?!]*$")   # (or the street it is on)


# what a place records and a street never does: asked of a name both have, the place is meant
_NEVER_A_STREETS = frozenset({"opening_hours", "phone", "website", "cuisine", "stars", "rooms", "email"})


def _point_of(ctx: ToolContext, place: str, context: str | None) -> list[tuple[float, float]] | None:
    """Where another place of the question lies (lat, lon), when its name is found as written; else None (the
    namesakes are then told apart as with no other place)."""
    try:
        handle = handle_or_name(place)
    except ValueError:
        return None
    if handle is not None:
        row = _read_row(ctx, handle.table, handle.id, False) if handle.kind == "row" else None
        return [(row.lat, row.lon)] if row is not None else None
    found = [m for m in find_places(ctx, place, context, limit=3) if _close_enough(place, m)]
    return [(found[0].lat, found[0].lon)] if found and found[0].lat is not None else None


def _resolve(ctx: ToolContext, args: Input, result: Result,
             notes: list[str]) -> tuple[PlaceMatch | None, list[PlaceMatch], list[PlaceMatch]]:
    """The place a name means, with ResolveLocation's search; None (and the error set) when none is close enough.
    Besides it: its namesakes elsewhere, and the places of its very name at it (the lighthouse on the skerry of its
    name), which are no namesakes but may be what is asked."""
    # ('the zoo', context Vaduz: the one zoo there; none or several raise NotTheOnly, which the person is told)
    near = _point_of(ctx, args.near, args.context) if args.near else None
    found = find_places(ctx, args.place, args.context, limit=6, near=near)
    if near and found and found[0].lat is not None and \
            haversine_m(found[0].lat, found[0].lon, *near[0]) > NEAR_ANOTHER_PLACE_M:
        # the other place is near none of them (two lights on opposite coasts compared): the namesakes are told
        # apart as with no other place
        found = find_places(ctx, args.place, args.context, limit=6)
    found = read_the_only(ctx, args.place, read_kind(ctx, args.place, found), args.context)
    # the best of those spelled as written: 'Kunstmuseum' is the Kunstmuseum Liechtenstein, not the Postmuseum
    # that may outscore it by trigrams
    matches = sorted(found, key=lambda m: not _close_enough(args.place, m))
    if set(args.wanted()) & _NEVER_A_STREETS:
        # a restaurant's hours, not those of the street of its name: a place, before a road of the same name
        matches = sorted(matches, key=lambda m: not _close_enough(args.place, m) or m.table == "roads")
    if any(_read_along(name, args.along) for name in args.wanted() if name in attributes()):
        # asked of a street as a whole ('does S go over a bridge'): the street, before a bus stop of its name
        matches = sorted(matches, key=lambda m: not (m.table == "roads" and _close_enough(args.place, m)))
    if args.context and re.match(r"the\s+(?-i:[a-z])", args.place, re.IGNORECASE) and \
            all(in_another_extract(ctx, m, args.context) for m in matches):
        # 'the castle' in Heidelberg: a kind said in a town is no place of that name in another country
        matches = []
    if not matches or not _close_enough(args.place, matches[0]):
        if matches:
            result.suggestions = [f"{m.name} ({m.handle}, confidence {m.confidence:.2f})" for m in matches[:5]]
        else:
            result.suggestions = [f"{n} ({t}, similarity {s:.2f})" for s, t, n in nearest_names(ctx, args.place)]
        result.unfound = unfound_place(ctx, args.place, found)
        hint = f" Closest names: {'; '.join(result.suggestions)}." if result.suggestions else ""
        _failed(result, f"No place named {args.place!r} found in pois, parks, lakes, regions or roads.{hint} Check "
                        "the spelling or try the local-language name; for a kind of place (e.g. 'museum') use "
                        "GetPOIFilter or CalculateMetric.")
        return None, [], []
    if (respelled := as_the_question_spells(ctx.question, args.place, matches)) is not matches:
        notes.append(f"the question spells it {respelled[0].name!r}, not {args.place!r}")
        matches = respelled
    best = matches[0]
    if best.match == "trigram":
        notes.append(f"no place named exactly {args.place!r}; described the closest, {best.name!r} "
                     f"(confidence {best.confidence:.2f})")
        if squash(best.name or "") != squash(args.place) and (taken := approximate_note(args.place, best)):
            result.taken_as = f"{taken}."   # 'Metropol' read as Metropole: said to the person too
    elif best.matched_on != "name":
        notes.append(f"read {args.place!r} as {best.name!r} ({best.matched_on})")
    if args.context and not any(m.in_context for m in matches):
        notes.append(f"no match lies in or near context {args.context!r}")
    # (an unnamed place, found by its kind and called 'the <kind>', has no namesakes)
    others = rivals(matches) if best.name and not best.name.startswith("the ") else []
    if args.context and best.in_context:   # the town was said: namesakes elsewhere are not what was asked
        others = [m for m in others if m.in_context]
    alike = [m for m in matches[1:] if best.name and squash(m.name or "") == squash(best.name)
             and (nested(best, m) or distance_m(best, m) <= SAME_PLACE_M)]
    return best, others, alike


def _say_namesakes(result: Result, best: PlaceMatch, others: list[PlaceMatch]) -> None:
    result.ambiguous = [m.short() for m in others[:3]]
    if others:   # what a person is told: which one this is, and where the others are
        result.here = best.region or best.addr_city
        result.elsewhere = list(dict.fromkeys(where for m in others[:3] if (where := m.region or m.addr_city)))


# what is asked of a place's own tags, where the namesake that carries it is the one meant; not what every place has
# (its kind, its street) nor what is read at a moment or along a street
_NOT_EVIDENCE = frozenset({"kind", "street", "address", "tag"})


def _carrying_namesake(ctx: ToolContext, args: Input, best: PlaceMatch, others: list[PlaceMatch],
                       alike: list[PlaceMatch], notes: list[str]) -> tuple[PlaceMatch, list[PlaceMatch]]:
    """Among places of one name, the one that records what is asked: 'who operates H' asked where a road, a farm and
    a shop share the name means the shop that has an operator, not the first found that has none. The first found
    stays when it records it, when none does, or when the question asks nothing a namesake could be told by. A place of
    the name at the first found (the lighthouse on the skerry of its name) is looked at first, and is no namesake."""
    asked = [a for a in args.wanted() if a not in _NOT_EVIDENCE and a in attributes()]
    if not (others or alike) or not asked or args.along or best.kind_said:   # (the kind said is the one meant)
        return best, others

    def carries(m: PlaceMatch) -> bool:
        row = _read_row(ctx, m.table, m.id, False)
        return row is not None and any(not _untagged(v) for v in _values(ctx, m.table, m.id, row, asked))

    if carries(best):
        return best, others
    if (at_it := next((m for m in alike if carries(m)), None)) is not None:
        return at_it, others
    found = next((m for m in others if carries(m)), None)
    if found is None:
        return best, others
    notes.append(f"of the places named {best.name!r}, described the one that records it")
    return found, [best, *(m for m in others if m is not found)]
