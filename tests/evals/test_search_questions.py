"""The search questions' gold (SQL over the raw tags) against pyosmium over the .osm.pbf files."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from opening_hours import OpeningHours

from georeact.evals.search_questions import WEEKDAYS, SearchGenerator, to_question
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


def test_open_at_gold_is_what_the_parser_says_of_the_raw_tags(db) -> None:
    """Recomputed from the .osm.pbf nodes and opening-hours-py itself (not georeact.geo.hours): the places of the
    kind within the radius that are open at that weekday and time (in the extract's own zone, next week)."""
    items = SearchGenerator(db, 7).items("open-at", 4)
    assert len(items) == 4
    for item in items:
        column, value = item.category
        weekday, clock = item.open_at.split()
        day = date.today() + timedelta(days=(WEEKDAYS.index(weekday.lower()) - date.today().weekday()) % 7 + 7)
        moment = datetime.combine(day, time.fromisoformat(clock))
        open_ids = set()
        for node in ind.nodes(EXTRACT[item.source], column, value):
            hours = node.tags.get("opening_hours")
            far = ind.geodesic_distance(item.anchor["lon"], item.anchor["lat"], node.geometry.x, node.geometry.y)
            if not hours or far > item.radius_m - 1:
                continue
            try:
                state = OpeningHours(hours, coords=(round(node.geometry.y, 4), round(node.geometry.x, 4))).state(moment)
            except Exception:   # does not parse or cannot be evaluated: unknown, never an answer
                continue
            if str(state[0]).rsplit(".", 1)[-1].lower() == "open":
                open_ids.add(node.osm_id)
        assert open_ids == {g.osm_id for g in item.gold if g.osm_type == "N"}, item.question


def test_questions_carry_what_the_oracle_needs(db) -> None:
    item = SearchGenerator(db, 7).items("open-at", 1)[0]
    question = to_question(item, 1)
    assert question.template == "open-at" and question.gold_params.open_at == item.open_at
    assert question.gold_params.radius_m == item.radius_m and question.gold_names()
