"""Which of several places of one name a question means, and counts that overlap: an attribute asked of a name two
places share is the one place that records it (not the first found, which has none); two kinds counted together
count a place of both once. Places are picked from the loaded extracts by their tags, never by a name."""

from __future__ import annotations

import re

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel


@pytest.fixture(scope="module")
def graph(db, settings):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="never")


def _shared_names_one_with(db, key: str) -> list[tuple[str, str]]:
    """(name, value): names two places far apart share, only one of them carrying the tag."""
    return [tuple(row) for row in db.query(f"""
        SELECT a.poi_name, a.tags->>'{key}' FROM pois a JOIN pois b ON a.poi_name = b.poi_name AND a.id <> b.id
        WHERE a.tags ? '{key}' AND NOT b.tags ? '{key}' AND a.poi_name ~ '^[A-Z][a-z]+$'
          AND ST_Distance(a.geometry, b.geometry) > 1000
          AND (SELECT count(*) FROM pois c WHERE c.poi_name = a.poi_name) = 2
          AND NOT EXISTS (SELECT 1 FROM regions r WHERE r.region_name = a.poi_name)
          AND NOT EXISTS (SELECT 1 FROM roads s WHERE s.road_name = a.poi_name)
        ORDER BY a.poi_name LIMIT 4""", ()).rows]


def test_the_namesake_that_records_what_is_asked(db, graph):
    shared = _shared_names_one_with(db, "phone")
    assert shared, "no name two places share with one phone in the loaded extracts"
    for name, phone in shared:
        trace = run_question(graph, f"what is the phone number of {name}?")
        assert not trace.llm_calls and phone in trace.answer.text, (name, phone, trace.answer.text)


def _anchor_with_cafes(db) -> str:
    """A uniquely named hotel with a few cafes and under 15 places to eat within 300 m (every one listed)."""
    rows = db.query("""SELECT p.poi_name FROM pois p WHERE p.tourism = 'hotel' AND p.poi_name ~ '^[A-Z][a-z]+$'
        AND (SELECT count(*) FROM pois q WHERE q.poi_name = p.poi_name) = 1
        AND (SELECT count(*) FROM pois c WHERE c.amenity = 'cafe' AND ST_DWithin(c.geometry, p.geometry, 300)) >= 2
        AND (SELECT count(*) FROM pois c WHERE c.amenity IN ('cafe', 'restaurant', 'fast_food', 'food_court')
             AND ST_DWithin(c.geometry, p.geometry, 300)) < 15
        ORDER BY p.poi_name LIMIT 1""", ()).rows
    assert rows, "no uniquely named hotel with a few cafes around it in the loaded extracts"
    return rows[0][0]


def test_two_kinds_counted_together_count_a_place_of_both_once(db, graph):
    anchor = _anchor_with_cafes(db)
    eating = run_question(graph, f"how many eating places are there within 300 m of {anchor}?")
    counted = re.search(r"There are ([\d,]+) eating places", eating.answer.text)
    assert counted, eating.answer.text
    cafes = run_question(graph, f"how many cafes are there within 300 m of {anchor}?")
    both = re.search(r"There are ([\d,]+) cafes", cafes.answer.text)
    assert both, cafes.answer.text
    trace = run_question(graph, f"count the cafes and eating places within 300 m of {anchor}")
    # every cafe is an eating place: together, the eating places, each cafe counted once
    assert trace.answer.text.startswith(f"Together: {counted[1]} ({both[1]} of them counted under both)."), \
        trace.answer.text


def test_kinds_that_share_more_places_than_an_answer_names_are_still_counted_once(db, graph):
    rows = db.query("""SELECT p.poi_name FROM pois p WHERE p.tourism = 'museum' AND p.poi_name ~ '^[A-Z][a-z]+$'
        AND (SELECT count(*) FROM pois q WHERE q.poi_name = p.poi_name) = 1
        AND (SELECT count(*) FROM pois c WHERE c.amenity = 'cafe' AND ST_DWithin(c.geometry, p.geometry, 500)) > 25
        ORDER BY p.poi_name LIMIT 1""", ()).rows
    assert rows, "no uniquely named museum with over 25 cafes around it in the loaded extracts"
    eating = run_question(graph, f"how many eating places are there within 500 m of {rows[0][0]}?")
    counted = re.search(r"There are ([\d,]+) eating places", eating.answer.text)
    assert counted, eating.answer.text
    trace = run_question(graph, f"count the cafes and eating places within 500 m of {rows[0][0]}")
    assert trace.answer.text.startswith(f"Together: {counted[1]} (") and " or " not in trace.answer.text, \
        trace.answer.text


def test_a_count_around_a_shared_name_is_around_the_namesake_that_has_some(db, graph):
    """Two places of one name far apart, cafes near one and none near the other: the count is the one with cafes
    (a count of none around the first found would answer what no one asks), and says which it took when it moved."""
    rows = db.query("""SELECT a.poi_name,
            (SELECT count(*) FROM pois c WHERE c.amenity = 'cafe' AND ST_DWithin(c.geometry, a.geometry, 300)),
            (SELECT count(*) FROM pois c WHERE c.amenity = 'cafe' AND ST_DWithin(c.geometry, b.geometry, 300))
        FROM pois a JOIN pois b ON a.poi_name = b.poi_name AND a.id < b.id
        WHERE a.poi_name ~ '^[A-Z][a-z]+$' AND (SELECT count(*) FROM pois c WHERE c.poi_name = a.poi_name) = 2
          AND ST_Distance(a.geometry, b.geometry) > 5000 AND a.tags->>'place' IS NULL AND b.tags->>'place' IS NULL
          AND NOT EXISTS (SELECT 1 FROM regions r WHERE r.region_name = a.poi_name)
          AND NOT EXISTS (SELECT 1 FROM roads s WHERE s.road_name = a.poi_name)
        ORDER BY a.poi_name""", ()).rows
    shared = [(name, max(x, y)) for name, x, y in rows if min(x, y) == 0 < max(x, y)]
    assert shared, "no name two places far apart share, cafes near only one, in the loaded extracts"
    for name, cafes in shared:
        trace = run_question(graph, f"how many cafes within 300 m of {name}?")
        assert re.search(rf"\b{cafes} cafes? within 300 m of {name}\b", trace.answer.text), trace.answer.text
        # the same rule where the count is a template's query ('... have a website'): of the cafes there
        trace = run_question(graph, f"how many cafes within 300 m of {name} have a website?")
        assert not trace.llm_calls and f"of the {cafes} there)" in trace.answer.text, trace.answer.text
