"""Generate GS-QA- and MapQA-style questions over the loaded database, with gold answers from gold SQL.

Templates (phrasings + gold SQL) are data in `templates/*.yaml`; this module picks entities with a seeded
RNG, fills the SQL with literals, runs it, and keeps a question only when its gold answer is well defined
(non-empty; for "the nearest"/"the largest" a clear winner). Gold answers never come from georeact.tools
(the system under test).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from georeact.db.session import Database
from georeact.evals.datasets import write_gsqa, write_mapqa
from georeact.evals.models import EntityParam, FeatureFilter, GoldParams, Question
from georeact.evals.pools import Category, Place, Pools, azimuth, distance_m, load_pools

TEMPLATES_DIR = Path(__file__).resolve().parent / "templates"
COMPASS_8 = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]
COMPASS_4 = ["north", "east", "south", "west"]
NATIONAL_CUISINES = {"italian", "chinese", "asian", "german", "mexican", "french", "thai", "greek", "indian",
                     "vietnamese", "japanese", "regional", "nordic", "spanish", "nepalese"}
TOWARDS_HALF_WIDTH = 22.5
MAX_RANGE_ANSWERS = 25
# "The nearest X" a continent away (another extract) is a degenerate question at these scales.
MAX_NEAREST_M = 5000.0

SKIPPED_TEMPLATES: dict[str, str] = {
    "T7": "knn+name+multihop1: the answer is an attribute from the nearest POI's Wikipedia infobox "
          "(external knowledge; no Wikipedia data here).",
    "T8": "knn+name+multihop2: the anchor is described by a Wikipedia infobox attribute instead of its name "
          "(external knowledge; no Wikipedia data here).",
}


# ---------------------------------------------------------------- template data

@dataclass(frozen=True)
class Template:
    id: str
    type: str
    dataset: str
    answer_type: str
    sampler: str
    phrasings: tuple[str, ...]
    sql: str
    snippets: tuple[tuple[str, str], ...]
    options: tuple[tuple[str, Any], ...]

    def option(self, name: str, default: Any = None) -> Any:
        return dict(self.options).get(name, default)


@lru_cache(maxsize=1)
def vocabulary() -> dict[str, Any]:
    return yaml.safe_load((TEMPLATES_DIR / "vocabulary.yaml").read_text(encoding="utf-8"))


def load_templates() -> list[Template]:
    templates = []
    for name, dataset in (("gsqa.yaml", "gsqa"), ("mapqa.yaml", "mapqa")):
        data = yaml.safe_load((TEMPLATES_DIR / name).read_text(encoding="utf-8"))
        snippets = tuple((data.get("snippets") or {}).items())
        for item in data["templates"]:
            known = {"id", "type", "answer_type", "sampler", "phrasings", "sql"}
            templates.append(Template(
                id=item["id"], type=item.get("type", item["id"]), dataset=dataset, answer_type=item["answer_type"],
                sampler=item["sampler"], phrasings=tuple(item["phrasings"]), sql=item["sql"], snippets=snippets,
                options=tuple((k, v) for k, v in item.items() if k not in known)))
    return sorted(templates, key=_template_key)


def _template_key(template: Template) -> tuple[int, int, str]:
    if template.dataset == "gsqa":
        return (0, int(template.id[1:]), "")
    return (1, 0, template.id)


# ---------------------------------------------------------------- SQL literals and predicates

def lit(value: Any) -> str:
    """A SQL literal for a value the generator chose itself (names from the database, numbers)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    return "'" + str(value).replace("'", "''") + "'"


def point_sql(place: Place) -> str:
    return f"ST_GeomFromText('POINT ({place.lon!r} {place.lat!r})',4326)::geography"


def place_sql(place: Place) -> str:
    """Points are embedded as WKT (as GS-QA does); areas are referenced by their stable OSM id."""
    if place.is_point:
        return point_sql(place)
    return f"(SELECT geometry FROM {place.table} WHERE osm_type = {lit(place.osm_type)} AND osm_id = {place.osm_id})"


def column_sql(alias: str, table: str, column: str, pools: Pools) -> str:
    if column in pools.columns.get(table, set()):
        return f"{alias}.{column}"
    return f"({alias}.tags->>{lit(column)})"


def sector_sql(az: str, direction: str, width: float) -> str:
    """Azimuth in the sector of `width` degrees centred on `direction`: lower bound in, upper bound out."""
    centre = COMPASS_8.index(direction) * 45.0
    low, high = (centre - width / 2) % 360, (centre + width / 2) % 360
    if low > high:
        return f"({az} >= {low:g} OR {az} < {high:g})"
    return f"({az} >= {low:g} AND {az} < {high:g})"


def towards_sql(az: str, a: str, b: str) -> str:
    # Angular difference folded into [0, 180] so the window wraps around north correctly.
    return (f"abs(mod(({az} - degrees(ST_Azimuth({a}, {b})))::numeric + 540, 360) - 180)"
            f" <= {TOWARDS_HALF_WIDTH:g}")


# ---------------------------------------------------------------- words

def labels(value: str, column: str | None = None) -> tuple[str, str]:
    known = (vocabulary().get("labels") or {}).get(value)
    if known:
        return known[0], known[1]
    word = value.replace("_", " ")
    if column == "shop":  # shop=furniture is a furniture shop, not "a furniture"
        return f"{word} shop", f"{word} shops"
    return word, word + ("es" if word.endswith(("s", "x", "ch", "sh")) else "s")


def with_article(phrase: str) -> str:
    return ("an " if phrase[:1].lower() in "aeiou" else "a ") + phrase


def filter_labels(base: str, cuisine: str) -> tuple[str, str]:
    singular, plural = labels(base)
    if cuisine in NATIONAL_CUISINES:
        word = cuisine.capitalize() if cuisine != "regional" else "regional"
        return f"{word} {singular}", f"{word} {plural}"
    food = cuisine.replace("_", " ")
    return f"{singular} serving {food}", f"{plural} serving {food}"


def radius_text(metres: float) -> str:
    if metres >= 1000:
        km = metres / 1000
        return f"{km:g} kilometer" + ("" if km == 1 else "s")
    return f"{metres:g} meters"


def display_name(place: Place) -> str:
    if place.city and place.city.lower() not in place.name.lower():
        return f"{place.name}, {place.city}"
    return place.name


# ---------------------------------------------------------------- one draft question

@dataclass
class Draft:
    words: dict[str, Any]           # phrasing placeholders
    sql_vars: dict[str, Any]        # SQL placeholders
    params: GoldParams
    entities: dict[str, Any]


def entity_param(place: Place, category: FeatureFilter | None = None) -> EntityParam:
    return EntityParam(handle=place.handle, table=place.table, name=place.name, display_name=display_name(place),
                       osm_type=place.osm_type, osm_id=place.osm_id, lat=place.lat, lon=place.lon,
                       category=category or (FeatureFilter(table=place.table, column=place.column, value=place.value)
                                             if place.column and place.value else None), source=place.source)


def place_entity(place: Place) -> dict[str, Any]:
    return {"display_name": display_name(place), "name": place.name, "handle": place.handle, "table": place.table,
            "osm_type": place.osm_type, "osm_id": place.osm_id, "lat": place.lat, "lon": place.lon,
            "geo_wkt": f"POINT ({place.lon!r} {place.lat!r})" if place.is_point else None,
            "main_category": place.column, "sub_category": place.value}


class Generator:
    def __init__(self, db: Database, seed: int) -> None:
        self.db = db
        self.seed = seed
        self.vocab = vocabulary()
        self.pools = load_pools(db, self.vocab)

    # ------------------------------------------------------------ running SQL

    def rows(self, sql: str) -> list[dict[str, Any]]:
        result = self.db.query(sql, max_rows=2000)
        return [{key: _plain(value) for key, value in zip(result.columns, row) if value is not None}
                for row in result.rows]

    def render(self, template: Template, sql_vars: dict[str, Any], limit: int) -> str:
        values = dict(sql_vars, limit=limit)
        for key, snippet in template.snippets:
            values.setdefault(key, snippet.format_map(_Blank(values)))
        az = values.get("az", "")
        if "direction" in values:
            values["sector"] = sector_sql(az, values["direction"], values["sector_width"])
        if "B" in values and "towards" in sql_vars:
            values["towards"] = towards_sql(az, values["A"], values["B"])
        return template.sql.format_map(_Blank(values)).strip() + ("\n" if not template.sql.endswith("\n") else "")

    # ------------------------------------------------------------ picking

    def pick_category(self, rng: random.Random, exclude: str | None = None) -> Category:
        options = [c for c in self.pools.categories if c.value != exclude]
        return rng.choice(options)

    def feature(self, rng: random.Random, template: Template, anchor: Place) -> tuple[FeatureFilter, dict, dict]:
        if template.option("filter"):
            base, cuisine = rng.choice(self.pools.filters)
            singular, plural = filter_labels(base.value, cuisine)
            feature = FeatureFilter(table="pois", column=base.column, value=base.value, label=singular,
                                    extra_column="cuisine", extra_value=cuisine)
            extra = f" AND p.cuisine ILIKE {lit('%' + cuisine + '%')}"
        else:
            base = self.pick_category(rng, exclude=anchor.value)
            singular, plural = labels(base.value, base.column)
            feature = FeatureFilter(table="pois", column=base.column, value=base.value, label=singular)
            extra = ""
        words = {"feature": singular, "features": plural, "feature_a": with_article(singular), "value": base.value}
        sql_vars = {"cat": f"p.{base.column} = {lit(base.value)}", "catcol": f"p.{base.column}", "extra": extra}
        return feature, words, sql_vars

    def anchor_vars(self, anchor: Place) -> dict[str, Any]:
        return {"A": place_sql(anchor), "aid": anchor.id if anchor.table == "pois" else -1}

    def pick_target(self, rng: random.Random, anchor: Place, low: float, high: float) -> Place | None:
        options = [p for p in self.pools.by_source(anchor.source)
                   if p.id != anchor.id and low <= distance_m(anchor, p) <= high]
        return rng.choice(options) if options else None

    # ------------------------------------------------------------ samplers (GS-QA)

    def s_point_query(self, rng: random.Random, template: Template) -> Draft | None:
        """range / knn: an anchor POI, a feature, optionally a radius, a direction or a towards-target."""
        anchor = rng.choice(self.pools.anchors)
        feature, words, sql_vars = self.feature(rng, template, anchor)
        sql_vars.update(self.anchor_vars(anchor))
        params = GoldParams(feature=feature, anchor=entity_param(anchor), metric=template.type)
        entities: dict[str, Any] = {"feature": {"main_category": feature.column, "sub_category": feature.value,
                                                "poi_filter_desc": feature.label if feature.extra_value else None,
                                                "poi_filter_sql": sql_vars["extra"].removeprefix(" AND ") or None},
                                    "anchor": place_entity(anchor)}
        words["anchor"] = display_name(anchor)
        radius = None
        if template.sampler == "range":
            radius = float(rng.choice(self.vocab["radii_m"]))
            sql_vars["r"] = radius
            params.radius_m = radius
            words["radius"] = radius_text(radius)
            entities["radius"] = {"distance": radius, "text": words["radius"]}
        if template.option("direction"):
            direction = rng.choice(COMPASS_8)
            sql_vars.update(direction=direction, sector_width=float(template.option("direction")))
            params.direction, params.sector_deg = direction, float(template.option("direction"))
            words["direction"] = direction
            entities["direction"] = {"direction_desc": direction}
        if template.option("towards"):
            high = (radius or 1500.0) * 4
            target = self.pick_target(rng, anchor, (radius or 300.0) / 2, high)
            if target is None:
                return None
            sql_vars.update(B=point_sql(target), towards=True)
            params.target = entity_param(target)
            params.sector_deg = 2 * TOWARDS_HALF_WIDTH
            words["target"] = display_name(target)
            entities["target"] = place_entity(target) | {"azimuth": azimuth(anchor, target)}
        return Draft(words, sql_vars, params, entities)

    def s_region(self, rng: random.Random, template: Template) -> Draft | None:
        region = rng.choice(self.pools.regions)
        kind = template.sampler
        if kind == "region_count":
            category = self.pick_category(rng)
            feature = FeatureFilter(table="pois", column=category.column, value=category.value,
                                    label=labels(category.value, category.column)[0])
            fcat = f"p.{category.column} = {lit(category.value)}"
            table, name_col = "pois", "poi_name"
        elif kind in ("area_max", "area_total"):
            options = [("parks", "leisure", v) for v in ("park", "garden", "nature_reserve")]
            if kind == "area_max":
                options += [("lakes", c, v) for c, v in self.vocab["lake_area_filters"]]
            table, column, value = rng.choice(options)
            feature = FeatureFilter(table=table, column=column, value=value, label=labels(value)[0])
            fcat = f"{column_sql('f', table, column, self.pools)} = {lit(value)}"
            name_col = "park_name" if table == "parks" else "lake_name"
        else:  # length_max / length_total
            table = rng.choice(["roads", "lakes"])
            column = "highway" if table == "roads" else "waterway"
            value = rng.choice(self.vocab["line_filters"][table])
            feature = FeatureFilter(table=table, column=column, value=value, label=labels(value)[0])
            fcat = f"f.{column} = {lit(value)}"
            name_col = "road_name" if table == "roads" else "lake_name"
        singular, plural = labels(feature.value, feature.column)
        words = {"feature": singular, "features": plural, "feature_a": with_article(singular), "region": region.name}
        sql_vars = {"R": place_sql(region), "T": table, "N": name_col, "fcat": fcat, "cat": fcat}
        params = GoldParams(feature=feature, region=entity_param(region), metric=template.type)
        entities = {"feature": {"table": table, "main_category": feature.column, "sub_category": feature.value},
                    "region": place_entity(region) | {"region_name": region.name}}
        return Draft(words, sql_vars, params, entities)

    # ------------------------------------------------------------ samplers (MapQA)

    def s_mapqa(self, rng: random.Random, template: Template) -> Draft | None:
        kind = template.sampler
        anchors = self.pools.anchors + (self.pools.parks if kind == "m_nearest" else [])
        if kind == "m_amenities":
            anchors = [a for a in self.pools.anchors if a.column == "amenity"]
        anchor = rng.choice(anchors)
        category = self.pick_category(rng, exclude=anchor.value)
        if kind == "m_around_specific" and anchor.column and rng.random() < 0.7:
            # As in MapQA, mostly "bars within 50 m of <a bar>": the anchor's own category.
            same = next((c for c in self.pools.categories if c.column == anchor.column and c.value == anchor.value), None)
            category = same or category
        feature = FeatureFilter(table="pois", column=category.column, value=category.value, label=category.value)
        sql_vars = self.anchor_vars(anchor) | {"cat": f"p.{category.column} = {lit(category.value)}",
                                               "catcol": f"p.{category.column}", "extra": ""}
        words = {"anchor": anchor.name, "value": category.value}
        params = GoldParams(feature=feature, anchor=entity_param(anchor), metric=template.id)
        mentioned = [_mapqa_entity(anchor)]
        if template.option("radius_m"):
            radius = float(template.option("radius_m"))
            sql_vars["r"] = radius
            words["r"] = f"{radius:g}"
            params.radius_m = radius
        if kind in ("m_amenities_around", "m_amenities"):
            params.feature = FeatureFilter(table="pois", column="amenity", value="*", label="amenity")
        if kind == "m_direction":
            direction = rng.choice(COMPASS_4)
            sql_vars.update(direction=direction, sector_width=90.0)
            words["direction"] = direction
            params.direction, params.sector_deg = direction, 90.0
        if kind == "m_compare":
            near = [p for p in self.pools.by_source(anchor.source) if p.id != anchor.id and 50 <= distance_m(anchor, p) <= 3000]
            if len(near) < 2:
                return None
            b, c = rng.sample(near, 2)
            sql_vars.update(bid=b.id, cid=c.id)
            words.update(b=b.name, c=c.name)
            params.candidates = [entity_param(b), entity_param(c)]
            params.feature = None
            mentioned += [_mapqa_entity(b), _mapqa_entity(c)]
        if kind == "m_distance":
            target = self.pick_target(rng, anchor, 100.0, 5000.0)
            if target is None:
                return None
            sql_vars["B"] = point_sql(target)
            words["target"] = target.name
            params.target, params.feature = entity_param(target), None
            mentioned.append(_mapqa_entity(target))
        if kind == "m_intersection":
            crossing = self.pick_crossing(rng)
            if crossing is None:
                return None
            (road1, road2, source, lat, lon) = crossing
            streets = ", ".join(lit(v) for v in self.vocab["street_classes"])
            sql_vars.update(road1_sql=lit(road1), road2_sql=lit(road2), source_sql=lit(source), street_sql=streets,
                            aid=-1)
            words.update(road1=road1, road2=road2)
            params.anchor = None
            params.candidates = [EntityParam(handle=f"roads:name={road1}", table="roads", name=road1, source=source),
                                 EntityParam(handle=f"roads:name={road2}", table="roads", name=road2, source=source)]
            params.point = (lat, lon)
            mentioned = [{"name": road1, "osm_id": None, "lat": lat, "lon": lon},
                         {"name": road2, "osm_id": None, "lat": lat, "lon": lon}]
        return Draft(words, sql_vars, params, {"entities": mentioned})

    @lru_cache(maxsize=1)
    def crossings(self) -> list[tuple[str, str, str, float, float]]:
        """Street pairs (same extract) that cross at one place: all crossing points within ~40 m."""
        streets = ", ".join(lit(v) for v in self.vocab["street_classes"])
        rows = self.rows(f"""
            WITH s AS (
              SELECT road_name, source, ST_Union(geometry::geometry) AS g FROM roads
              WHERE road_name IS NOT NULL AND highway IN ({streets}) AND road_name ~ '^[[:alnum:]]'
              GROUP BY road_name, source),
            unique_names AS (
              SELECT s.* FROM s WHERE (SELECT count(*) FROM s t WHERE t.road_name = s.road_name) = 1
                AND ST_Length(ST_BoundingDiagonal(g)::geography) < 5000),
            pairs AS (
              SELECT a.road_name AS road1, b.road_name AS road2, a.source,
                     ST_CollectionExtract(ST_Intersection(a.g, b.g), 1) AS x
              FROM unique_names a JOIN unique_names b
                ON a.source = b.source AND a.road_name < b.road_name AND ST_Intersects(a.g, b.g))
            SELECT road1, road2, source, ST_Y(ST_Centroid(x)) AS lat, ST_X(ST_Centroid(x)) AS lon FROM pairs
            WHERE NOT ST_IsEmpty(x)
              AND ST_Length(ST_BoundingDiagonal(x)::geography) < 40
            ORDER BY source, road1, road2""")
        return [(r["road1"], r["road2"], r["source"], r["lat"], r["lon"]) for r in rows]

    def pick_crossing(self, rng: random.Random) -> tuple[str, str, str, float, float] | None:
        options = self.crossings()
        return rng.choice(options) if options else None

    # ------------------------------------------------------------ gold answers

    def gold(self, template: Template, draft: Draft) -> tuple[list[dict[str, Any]], bool] | None:
        """(answers, no_answer) or None when the question has no well-defined answer."""
        sql_vars = draft.sql_vars
        kind = template.sampler
        rows = self.rows(self.render(template, sql_vars, limit=2))
        if template.answer_type in ("count",):
            count = int(rows[0]["count"]) if rows else 0
            return ([{"count": count}], False) if count >= 1 else None
        if template.answer_type in ("area", "length") and kind in ("area_total", "length_total"):
            total = rows[0].get(template.answer_type) if rows else None
            return ([{template.answer_type: float(total), "parts": rows[0]["parts"]}], False) if total else None
        if kind == "m_distance":
            return [{"distance": float(rows[0]["distance"])}], False
        if kind == "m_amenities":
            return ([{"name": rows[0]["name"]}], False) if rows and rows[0].get("name") else None
        if kind == "m_amenities_around":
            return ([{"name": r["name"]} for r in rows], False) if rows else None
        if kind in ("range", "m_adjacent", "m_around_specific"):
            if not rows or len(rows) > MAX_RANGE_ANSWERS or self._unnamed_nearer(template, sql_vars, rows[0]):
                return None
            return rows, False
        # "the nearest / the largest / the longest / the closer": a clear winner.
        if not rows:
            return None
        top = rows[0]
        name = top.get("poi_name") or top.get("park_name") or top.get("lake_name") or top.get("road_name")
        if not name:
            return None
        if len(rows) > 1 and not _clear_winner(kind, top, rows[1]):
            return None
        if "distance" in top and float(top["distance"]) > MAX_NEAREST_M:
            return None
        if kind == "knn" and self._unnamed_nearer(template, sql_vars, top):
            return None
        return [top], False

    def _unnamed_nearer(self, template: Template, sql_vars: dict[str, Any], first: dict[str, Any]) -> bool:
        """Whether a place of the kind with no name lies nearer the anchor than the first named answer: the gold
        names only named places, and 'the nearest' is then the unnamed one (an answer that depends on a convention,
        not a well-defined one)."""
        if "distance" not in first:
            return False
        sql = self.render(template, sql_vars, limit=1)
        unnamed = sql.replace("p.poi_name IS NOT NULL", "p.poi_name IS NULL")
        if unnamed == sql:
            return False
        rows = self.rows(unnamed)
        return bool(rows) and float(rows[0]["distance"]) < float(first["distance"])

    # ------------------------------------------------------------ driver

    def questions_for(self, template: Template, count: int) -> list[Question]:
        rng = random.Random(f"{self.seed}-{template.id}")
        sampler: Callable[[random.Random, Template], Draft | None]
        if template.sampler in ("range", "knn"):
            sampler = self.s_point_query
        elif template.sampler.startswith("m_"):
            sampler = self.s_mapqa
        else:
            sampler = self.s_region
        out: list[Question] = []
        seen: set[str] = set()
        for _ in range(count * 80):
            if len(out) >= count:
                break
            draft = sampler(rng, template)
            if draft is None:
                continue
            phrasing = rng.choice(template.phrasings)
            text = phrasing.format_map(_Blank(draft.words))
            text = text[:1].upper() + text[1:]
            if text in seen:
                continue
            result = self.gold(template, draft)
            if result is None:
                continue
            answers, no_answer = result
            seen.add(text)
            out.append(self.question(template, len(out) + 1, text, answers, no_answer, draft))
        return out

    def question(self, template: Template, index: int, text: str, answers: list[dict[str, Any]], no_answer: bool,
                 draft: Draft) -> Question:
        sql = self.render(template, draft.sql_vars, limit=1)
        if template.dataset == "gsqa":
            qid, meta = str(int(template.id[1:]) * 1000 + index), {}
        else:
            qid, meta = f"{template.id}-{index}", {"mapqa_id": str(index)}
        return Question(id=qid, dataset=template.dataset, template=template.id, type=template.type, question=text,
                        answer_type=template.answer_type, answers=answers, gold_sql=sql,
                        question_entities=draft.entities, gold_params=draft.params, no_answer=no_answer, meta=meta)


def _clear_winner(kind: str, top: dict[str, Any], second: dict[str, Any]) -> bool:
    if kind in ("knn", "m_direction", "m_intersection", "m_nearest", "m_compare"):
        d1, d2 = float(top["distance"]), float(second["distance"])
        return d2 - d1 >= max(10.0, 0.05 * d1) and (kind != "m_compare" or d2 >= 1.2 * d1)
    if kind == "area_max":
        return float(top["area"]) >= 1.2 * float(second["area"])
    if kind == "length_max":
        return float(top["length"]) >= 1.1 * float(second["length"])
    return True


def _mapqa_entity(place: Place) -> dict[str, Any]:
    return {"name": place.name, "osm_id": place.osm_id, "lat": place.lat, "lon": place.lon,
            "handle": place.handle}


def _plain(value: Any) -> Any:
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


class _Blank(dict):
    """format_map mapping that leaves unknown placeholders empty (templates use only some of them)."""

    def __missing__(self, key: str) -> str:
        return ""


# ---------------------------------------------------------------- public API

def generate(db: Database, per_template: int, seed: int, templates: list[str] | None = None) -> list[Question]:
    """`per_template` questions for every template whose data exists (fewer when the data runs out)."""
    from georeact.evals import search_questions

    generator = Generator(db, seed)
    questions: list[Question] = []
    for template in load_templates():
        if templates and template.id not in templates:
            continue
        questions += generator.questions_for(template, per_template)
    kinds = [k for k in search_questions.EVAL_KINDS if not templates or k in templates]
    return questions + (search_questions.generate(db, per_template, seed, kinds) if kinds else [])


def write_dataset(questions: list[Question], out: Path, per_template: int, seed: int) -> dict[str, Any]:
    out = Path(out)
    write_gsqa([q for q in questions if q.dataset == "gsqa"], out / "gsqa")
    write_mapqa([q for q in questions if q.dataset == "mapqa"], out / "mapqa")
    counts: dict[str, int] = {}
    for question in questions:
        counts[question.template] = counts.get(question.template, 0) + 1
    short = {t.id: counts.get(t.id, 0) for t in load_templates() if counts.get(t.id, 0) < per_template}
    manifest = {"seed": seed, "per_template": per_template, "questions": len(questions), "counts": counts,
                "short_templates": short, "skipped_templates": SKIPPED_TEMPLATES}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return manifest


def main_generate(args: Any) -> int:
    """CLI hook: `georeact eval generate --per-template N --seed S --out DIR` (args: per_template, seed, out)."""
    from georeact.config import get_settings

    settings = getattr(args, "settings", None) or get_settings()
    with Database(settings) as db:
        questions = generate(db, int(args.per_template), int(args.seed))
    manifest = write_dataset(questions, Path(args.out), int(args.per_template), int(args.seed))
    print(f"Wrote {manifest['questions']} questions to {args.out} "
          f"(GS-QA: {sum(q.dataset == 'gsqa' for q in questions)}, MapQA: {sum(q.dataset == 'mapqa' for q in questions)}).")
    for template, count in manifest["short_templates"].items():
        print(f"  {template}: only {count} of {args.per_template} (not enough data with a well-defined answer)")
    for template, reason in SKIPPED_TEMPLATES.items():
        print(f"  {template} skipped: {reason}")
    return 0
