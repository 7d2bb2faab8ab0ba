"""The search questions' gold (SQL over the raw tags) against pyosmium over the .osm.pbf files."""

from __future__ import annotations

from georeact.evals.search_questions import SearchGenerator, to_question
from tests import independent as ind

EXTRACT = {"helsinki-center.osm.pbf": "helsinki", "liechtenstein-2013-08-03.osm.pbf": "liechtenstein",
           "monaco-2016-03.osm.pbf": "monaco", "neubrandenburg-2016-02.osm.pbf": "neubrandenburg"}


def test_attribute_gold_is_what_the_raw_tags_say(db) -> None:
    items = SearchGenerator(db, 7).items("search-attribute", 6)
    assert len(items) == 6
    for item in items:
        column, value = item.category
        extract = EXTRACT[item.source]
        near = {f.osm_id for f in ind.nodes(extract, column, value)
                if ind.geodesic_distance(item.anchor["lon"], item.anchor["lat"], f.geometry.x, f.geometry.y)
                < item.radius_m - 1 and f.osm_id != item.anchor["osm_id"] and _has(f.tags, item.query)}
        gold_nodes = {g.osm_id for g in item.gold if g.osm_type == "N"}
        assert near <= gold_nodes, item.question
        assert all(d.distance_m <= item.radius_m for d in item.gold)


def _has(tags: dict[str, str], query: str) -> bool:
    word = query.split()[0].lower()
    if word in ("vegetarian", "vegan"):
        return tags.get(f"diet:{word}") in ("yes", "only")
    if "outdoor" in query:
        return tags.get("outdoor_seating") == "yes"
    return word in [c.strip() for c in tags.get("cuisine", "").lower().replace(" ", "").split(";")]


def test_questions_carry_what_the_oracle_needs(db) -> None:
    item = SearchGenerator(db, 7).items("open-at", 1)[0]
    question = to_question(item, 1)
    assert question.template == "open-at" and question.gold_params.open_at == item.open_at
    assert question.gold_params.radius_m == item.radius_m and question.gold_names()
