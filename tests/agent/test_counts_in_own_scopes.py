"""Two counts, each in its own scope, worked into one figure ('cafes within 300 m of X minus buildings within 100 m
of it'), a count of buildings held against a number ('more than two buildings within 100 m of X?'), and a search
around a place that finds nothing says where it looked. The anchor is picked from the loaded extracts by its tags."""

from __future__ import annotations

import re

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel


@pytest.fixture(scope="module")
def graph(db, settings):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="never")


@pytest.fixture(scope="module")
def anchor(db) -> str:
    """A uniquely named hotel with a few cafes within 300 m."""
    rows = db.query("""SELECT p.poi_name FROM pois p WHERE p.tourism = 'hotel' AND p.poi_name ~ '^[A-Z][a-z]+$'
        AND (SELECT count(*) FROM pois q WHERE q.poi_name = p.poi_name) = 1
        AND NOT EXISTS (SELECT 1 FROM regions r WHERE r.region_name = p.poi_name)
        AND (SELECT count(*) FROM pois c WHERE c.amenity = 'cafe' AND ST_DWithin(c.geometry, p.geometry, 300))
            BETWEEN 2 AND 12
        ORDER BY p.poi_name LIMIT 1""", ()).rows
    assert rows, "no uniquely named hotel with a few cafes around it in the loaded extracts"
    return rows[0][0]


def _count(graph, question: str, kind: str) -> int:
    trace = run_question(graph, question)
    found = re.search(rf"There (?:is|are) ([\d,]+) {kind}", trace.answer.text)
    assert found, trace.answer.text
    return int(found[1].replace(",", ""))


def test_two_counts_each_in_its_own_scope(graph, anchor):
    cafes = _count(graph, f"how many cafes are there within 300 m of {anchor}?", "cafes?")
    buildings = _count(graph, f"how many buildings are there within 100 m of {anchor}?", "buildings?")
    trace = run_question(graph, f"cafes within 300 m of {anchor} minus buildings within 100 m of it, what do I get?")
    assert not trace.llm_calls, trace.answer.text
    assert trace.answer.text.startswith(f"That is {abs(cafes - buildings)} more "), \
        (cafes, buildings, trace.answer.text)
    trace = run_question(graph, f"cafes within 300 m of {anchor} plus buildings within 100 m of it makes how many?")
    assert trace.answer.text.startswith(f"Together: {cafes + buildings}."), trace.answer.text


def test_a_count_of_buildings_held_against_a_number(graph, anchor):
    buildings = _count(graph, f"how many buildings are there within 100 m of {anchor}?", "buildings?")
    trace = run_question(graph, f"are there more than {buildings} buildings within 100 m of {anchor}?")
    assert trace.answer.text.startswith(f"No, not more than {buildings}:"), trace.answer.text
    trace = run_question(graph, f"are there at least {buildings} buildings within 100 m of {anchor}?")
    assert trace.answer.text.startswith(f"Yes, at least {buildings}:"), trace.answer.text


def test_whether_any_peak_passes_a_height_is_answered_yes_or_no_first(graph, db):
    """'any peaks higher than N m within 5 km of X? how many?': yes and how many where some are, no where none is."""
    rows = db.query("""SELECT p.poi_name, min((q.tags->>'ele')::float), count(*) FROM pois p
        JOIN pois q ON q.tags->>'natural' = 'peak' AND q.tags->>'ele' ~ '^[0-9]+$' AND ST_DWithin(q.geometry, p.geometry, 4500)
        WHERE p.amenity = 'place_of_worship' AND p.poi_name ~ '^[A-Z][a-z]+( [A-Z][a-z]+)?$'
          AND (SELECT count(*) FROM pois o WHERE o.poi_name = p.poi_name) = 1
          AND NOT EXISTS (SELECT 1 FROM regions r WHERE r.region_name = p.poi_name)
        GROUP BY p.poi_name HAVING count(*) >= 2 ORDER BY p.poi_name LIMIT 1""", ()).rows
    assert rows, "no uniquely named place of worship with peaks around it in the loaded extracts"
    name, lowest, _ = rows[0]
    said = run_question(graph, f"Any peaks higher than {int(lowest) - 1} m within 5 km of {name}? How many?").answer.text
    assert re.match(r"Yes: there (?:is|are) \d+ peaks? within 5\.00 km of ", said), said
    said = run_question(graph, f"are there any peaks higher than 9000 m within 5 km of {name}?").answer.text
    assert said.startswith("No: "), said
