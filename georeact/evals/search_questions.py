"""Questions for SearchPlaces and open_at, generated from the real tags of the loaded extracts.

Three kinds, each near a named anchor (a unique point POI) within a radius:
- `search-attribute`: a kind with an attribute ("vegetarian restaurant": diet:vegetarian=yes|only; "Italian
  restaurant": cuisine has italian; "cafe with wifi": internet_access=wlan|yes);
- `search-name`: a word of places' names ("Which places near X have 'pizza' in their name?");
- `open-at`: a kind open at a weekday and time ("Which pharmacies ... are open on Sunday at 10:00?").
Gold comes from SQL over the raw tags (`tags` jsonb, never the full-text document or SearchPlaces) and, for
times, from the opening-hours parser over the raw `opening_hours` value, the same on each of the next 52 weeks
(a question whose answer changes with holidays or seasons is not asked). tests/evals/test_search_questions.py
checks the gold against pyosmium over the .osm.pbf files.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any

from georeact.db.session import Database
from georeact.evals.models import EntityParam, FeatureFilter, GoldParams, Question
from georeact.geo.hours import WEEKDAYS, OpenAt, hours_at, zone_at

KINDS = ("search-attribute", "search-name", "open-at")
EVAL_KINDS = ("search-attribute", "open-at")   # in `eval generate` and the frozen set (list answers CalculateMetric can give)
# (kind tag, its words singular/plural)
CATEGORIES = [("amenity", "restaurant", "restaurant", "restaurants"), ("amenity", "cafe", "cafe", "cafes"),
              ("amenity", "fast_food", "fast food place", "fast food places"), ("amenity", "bar", "bar", "bars"),
              ("amenity", "pub", "pub", "pubs")]
# (attribute SQL over tags, its words before / after the kind)
ATTRIBUTES = [("t.tags->>'diet:vegetarian' IN ('yes', 'only')", "vegetarian", None),
              ("t.tags->>'diet:vegan' IN ('yes', 'only')", "vegan", None),
              ("t.tags->>'outdoor_seating' = 'yes'", None, "with outdoor seating")]
CUISINES = ["italian", "chinese", "thai", "indian", "japanese", "greek", "pizza", "sushi", "kebab", "burger"]
OPEN_CATEGORIES = [("amenity", "pharmacy", "pharmacy", "pharmacies"), ("shop", "supermarket", "supermarket", "supermarkets"),
                   ("amenity", "restaurant", "restaurant", "restaurants"), ("amenity", "cafe", "cafe", "cafes"),
                   ("shop", "bakery", "bakery", "bakeries"), ("amenity", "bank", "bank", "banks")]
TIMES = [(6, time(10, 0)), (6, time(14, 0)), (5, time(20, 0)), (0, time(8, 0)), (2, time(19, 30)), (4, time(22, 0)),
         (5, time(9, 0))]
RADII_M = [500.0, 800.0, 1000.0]
STABLE_WEEKS = 52
MAX_ANSWERS = 12


@dataclass(frozen=True)
class Gold:
    table: str
    id: int
    osm_type: str
    osm_id: int
    name: str | None
    lat: float
    lon: float
    distance_m: float


@dataclass
class SearchItem:
    """One generated question, with what a ranker needs (query, anchor, radius, time) and its gold."""
    kind: str
    source: str
    question: str
    query: str
    anchor: dict[str, Any]
    radius_m: float
    open_at: str | None
    gold: list[Gold]
    category: tuple[str, str] | None = None
    label: str | None = None      # the kind as the question words it ('vegetarian restaurant')


def _anchors(db: Database) -> list[dict[str, Any]]:
    # Unique names that no street shares. Each name is folded once and compared as text in hashed subplans: the
    # correlated form (a count per row) folded every pair and, with some plans, ran into the 30 s timeout.
    rows = db.query(
        "WITH named AS MATERIALIZED (SELECT p.id, p.osm_type, p.osm_id, p.poi_name, p.source, p.geometry,"
        " georeact_fold(p.poi_name) AS k FROM pois p WHERE p.poi_name IS NOT NULL),"
        " unique_names AS MATERIALIZED (SELECT k FROM named GROUP BY k HAVING count(*) = 1),"
        " street_names AS MATERIALIZED (SELECT DISTINCT georeact_fold(road_name) AS k FROM roads"
        " WHERE road_name IS NOT NULL)"
        " SELECT id, osm_type, osm_id, poi_name, ST_Y(geometry::geometry), ST_X(geometry::geometry), source FROM named"
        " WHERE GeometryType(geometry::geometry) = 'POINT' AND length(poi_name) >= 4 AND poi_name ~ '^[[:upper:]]'"
        " AND k IN (SELECT k FROM unique_names) AND k NOT IN (SELECT k FROM street_names)"
        " ORDER BY id", max_rows=20000).rows
    return [dict(zip(("id", "osm_type", "osm_id", "name", "lat", "lon", "source"), row)) for row in rows]


def _near(db: Database, anchor: dict[str, Any], radius: float, where: str,
          params: list[Any]) -> tuple[list[Gold], list[str | None]]:
    """The POIs within `radius` of the anchor where `where` holds over the raw tags, nearest first, and their
    opening_hours values."""
    rows = db.query(
        "SELECT t.id, t.osm_type, t.osm_id, t.poi_name, ST_Y(ST_Centroid(t.geometry::geometry)),"
        " ST_X(ST_Centroid(t.geometry::geometry)), ST_Distance(t.geometry, a.g), t.tags->>'opening_hours'"
        " FROM pois t, (SELECT ST_SetSRID(ST_MakePoint(%s, %s), 4326)::geography AS g) a"
        f" WHERE ST_DWithin(t.geometry, a.g, %s) AND t.id <> %s AND ({where}) ORDER BY 7, t.id",
        [anchor["lon"], anchor["lat"], radius, anchor["id"], *params], max_rows=500).rows
    return [Gold("pois", r[0], r[1], r[2], r[3], r[4], r[5], r[6]) for r in rows], [r[7] for r in rows]


class SearchGenerator:
    def __init__(self, db: Database, seed: int) -> None:
        self.db = db
        self.seed = seed
        self.anchors = _anchors(db)

    def items(self, kind: str, count: int, sources: list[str] | None = None) -> list[SearchItem]:
        rng = random.Random(f"{self.seed}-{kind}")
        out: list[SearchItem] = []
        seen: set[str] = set()
        anchors = [a for a in self.anchors if sources is None or a["source"] in sources]
        for _ in range(count * 60):
            if len(out) >= count or not anchors:
                break
            item = getattr(self, "_" + kind.replace("-", "_"))(rng, rng.choice(anchors))
            if item is not None and item.question not in seen:
                seen.add(item.question)
                out.append(item)
        return out

    def _search_attribute(self, rng: random.Random, anchor: dict[str, Any]) -> SearchItem | None:
        column, value, singular, plural = rng.choice(CATEGORIES)
        radius = rng.choice(RADII_M)
        if rng.random() < 0.4:
            cuisine = rng.choice(CUISINES)
            where = f"t.{column} = %s AND %s = ANY(string_to_array(replace(lower(t.cuisine), ' ', ''), ';'))"
            params, words = [value, cuisine], (cuisine.capitalize(), None)
        else:
            condition, before, after = rng.choice(ATTRIBUTES)
            where, params, words = f"t.{column} = %s AND {condition}", [value], (before, after)
        gold, _ = _near(self.db, anchor, radius, where, params)
        named = [g for g in gold if g.name]
        if not named or len(gold) > MAX_ANSWERS:
            return None
        phrase = " ".join(w for w in (words[0], plural, words[1]) if w)
        label = " ".join(w for w in (words[0], singular, words[1]) if w)
        text = f"Which {phrase} are there within {radius:g} m of {anchor['name']}?"
        return SearchItem("search-attribute", anchor["source"], text, label.replace("with ", ""), anchor, radius, None,
                          gold, (column, value), label)

    def _search_name(self, rng: random.Random, anchor: dict[str, Any]) -> SearchItem | None:
        radius = rng.choice(RADII_M)
        words = self.db.query(
            "SELECT w FROM (SELECT DISTINCT lower(w) AS w FROM pois t, regexp_split_to_table(t.poi_name, '[^[:alpha:]]+') w"
            " WHERE ST_DWithin(t.geometry, ST_SetSRID(ST_MakePoint(%s, %s), 4326)::geography, %s)) s"
            " WHERE length(w) >= 5 ORDER BY w", [anchor["lon"], anchor["lat"], radius], max_rows=2000).rows
        if not words:
            return None
        word = rng.choice(words)[0]
        gold, _ = _near(self.db, anchor, radius, "lower(t.poi_name) ~ ('\\m' || %s || '\\M')", [word])
        if not gold or len(gold) > MAX_ANSWERS:
            return None
        text = f"Which places within {radius:g} m of {anchor['name']} have '{word}' in their name?"
        return SearchItem("search-name", anchor["source"], text, word, anchor, radius, None, gold)

    def _open_at(self, rng: random.Random, anchor: dict[str, Any]) -> SearchItem | None:
        column, value, singular, plural = rng.choice(OPEN_CATEGORIES)
        weekday, clock = rng.choice(TIMES)
        radius = rng.choice(RADII_M)
        candidates, hours = _near(self.db, anchor, radius, f"t.{column} = %s AND t.tags ? 'opening_hours'", [value])
        if not candidates:
            return None
        gold = []
        for place, value_ in zip(candidates, hours):
            states = {hours_at(value_, moment, place.lat, place.lon).state
                      for moment in _moments(weekday, clock, place.lon, place.lat)}
            if len(states) > 1:
                return None   # the answer would depend on the week (holidays, seasons)
            if states == {"open"}:
                gold.append(place)
        if not any(g.name for g in gold) or len(gold) > MAX_ANSWERS or len(gold) == len(candidates):
            return None   # a question where every candidate is open says nothing about the hours
        when = f"{WEEKDAYS[weekday].capitalize()} {clock:%H:%M}"
        text = f"Which {plural} within {radius:g} m of {anchor['name']} are open on {WEEKDAYS[weekday].capitalize()} at {clock:%H:%M}?"
        return SearchItem("open-at", anchor["source"], text, singular, anchor, radius, when, gold, (column, value), singular)


def _moments(weekday: int, clock: time, lon: float, lat: float) -> list[OpenAt]:
    """That weekday and time in each of the next STABLE_WEEKS weeks, in the place's zone."""
    zone = zone_at(lon, lat)
    today = date.today()
    first = today + timedelta(days=(weekday - today.weekday()) % 7)
    from zoneinfo import ZoneInfo
    return [OpenAt(text="", zone=zone, start=datetime.combine(first + timedelta(weeks=i), clock, ZoneInfo(zone)))
            for i in range(STABLE_WEEKS)]


def to_question(item: SearchItem, index: int) -> Question:
    """A MapQA-format list question (ID, Question, Answer = the names), with the oracle's parameters."""
    a = item.anchor
    anchor = EntityParam(handle=f"pois:{a['id']}", table="pois", name=a["name"], display_name=a["name"],
                         osm_type=a["osm_type"], osm_id=a["osm_id"], lat=a["lat"], lon=a["lon"], source=a["source"])
    feature = FeatureFilter(table="pois", column=item.category[0], value=item.category[1], label=item.label or "") \
        if item.category else None
    params = GoldParams(feature=feature, anchor=anchor, radius_m=item.radius_m, metric=item.kind, query=item.query,
                        open_at=item.open_at)
    names = list(dict.fromkeys(g.name for g in item.gold if g.name))
    return Question(id=f"{item.kind}-{index}", dataset="mapqa", template=item.kind, type=item.kind,
                    question=item.question, answer_type="name", answers=[{"name": n} for n in names],
                    question_entities={"entities": [{"name": a["name"], "osm_id": a["osm_id"], "lat": a["lat"],
                                                     "lon": a["lon"], "handle": anchor.handle}]},
                    gold_params=params, meta={"mapqa_id": str(index), "gold": [f"{g.osm_type}{g.osm_id}" for g in item.gold]})


def generate(db: Database, per_kind: int, seed: int, kinds: list[str] | None = None) -> list[Question]:
    generator = SearchGenerator(db, seed)
    questions = []
    for kind in EVAL_KINDS:
        if kinds and kind not in kinds:
            continue
        questions += [to_question(item, i) for i, item in enumerate(generator.items(kind, per_kind), 1)]
    return questions
