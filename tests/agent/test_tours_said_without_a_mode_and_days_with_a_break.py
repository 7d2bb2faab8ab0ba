"""A tour with no way of travelling said is walked when its places are close and driven when two of them are too far
apart to walk (the answer says why); a tour said by whom without where it starts ('I want to see A, B and C, what
order?') starts at the first place; a day open twice, with a break, answers 'when does X close' with the last closing
and the break; a place said with its kind is never its neighbour of the same name. Places are picked from the loaded
extracts by their tags and distances, never by a name."""

from __future__ import annotations

import re

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.reading.compose import read
from georeact.tools.plan_route import WALKABLE_M

# uniquely named one-word places of a few kinds (no region of the name): what a tour may name
_UNIQUE = """WITH u AS (SELECT p.poi_name AS n, p.geometry::geography AS g FROM pois p
    WHERE p.poi_name ~ '^[A-Z][a-z]+$' AND p.amenity IN ('place_of_worship', 'restaurant', 'cafe')
      AND (SELECT count(*) FROM pois q WHERE q.poi_name = p.poi_name) = 1
      AND NOT EXISTS (SELECT 1 FROM regions r WHERE r.region_name = p.poi_name))"""


@pytest.fixture(scope="module")
def graph(db, settings):
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="never")


def _three(db, near: str) -> list[str]:
    rows = db.query(f"""{_UNIQUE} SELECT a.n, b.n, c.n FROM u a, u b, u c
        WHERE a.n < b.n AND b.n < c.n AND {near} ORDER BY a.n, b.n, c.n LIMIT 1""", ()).rows
    assert rows, f"no three uniquely named places with {near} in the loaded extracts"
    return list(rows[0])


def test_places_too_far_apart_to_walk_are_a_drive_said_why(db, graph):
    far = _three(db, f"ST_Distance(a.g, b.g) BETWEEN {WALKABLE_M + 2000} AND 20000 AND ST_Distance(a.g, c.g) > 3000 "
                     "AND ST_Distance(b.g, c.g) > 3000")
    trace = run_question(graph, f"plan a tour of {far[0]}, {far[1]} and {far[2]}")
    text = trace.answer.text
    assert not trace.llm_calls and text.startswith("Driving tour of 3 places"), text
    assert "No way of travelling was given: by car" in text, text
    walked = run_question(graph, f"plan a walking tour of {far[0]}, {far[1]} and {far[2]}").answer.text
    assert walked.startswith("Walking tour of 3 places") and "No way of travelling" not in walked, walked


def test_places_close_together_are_walked(db, graph):
    close = _three(db, "ST_Distance(a.g, b.g) BETWEEN 200 AND 1500 AND ST_Distance(a.g, c.g) BETWEEN 200 AND 1500 "
                       "AND ST_Distance(b.g, c.g) BETWEEN 200 AND 1500")
    text = run_question(graph, f"plan a tour of {close[0]}, {close[1]} and {close[2]}").answer.text
    assert text.startswith("Walking tour of 3 places") and "No way of travelling" not in text, text


@pytest.mark.parametrize("question, start, stops", [
    ("I want to see Eastbrook, Westbrook and Kornhaus, what order?", "Eastbrook", ["Westbrook", "Kornhaus"]),
    ("we'd like to visit Eastbrook and Westbrook and Kornhaus - shortest route?", "Eastbrook", ["Westbrook", "Kornhaus"]),
    ("starting at Kornhaus I want to see Eastbrook and Westbrook, shortest route?", "Kornhaus", ["Eastbrook", "Westbrook"]),
])
def test_a_tour_said_without_its_start_starts_at_the_first_place(question, start, stops):
    reading = read(question)
    assert reading.shape == "route" and reading.stops == [start, *stops], reading
    assert reading.travel_mode is None, reading


_DAYS = {"Mo": "Monday", "Tu": "Tuesday", "We": "Wednesday", "Th": "Thursday", "Fr": "Friday"}


def test_a_day_open_twice_closes_at_its_last_closing_with_the_break_said(db, graph):
    rows = db.query("""SELECT poi_name, opening_hours FROM pois
        WHERE opening_hours ~ '^Mo-Fr [0-9]{2}:[0-9]{2}-[0-9]{2}:[0-9]{2}, ?[0-9]{2}:[0-9]{2}-[0-9]{2}:[0-9]{2}(;|$)'
          AND poi_name ~ '^[A-Z][a-z]+$' AND (SELECT count(*) FROM pois q WHERE q.poi_name = pois.poi_name) = 1
        ORDER BY poi_name LIMIT 1""", ()).rows
    assert rows, "no uniquely named place open twice a weekday in the loaded extracts"
    name, hours = rows[0]
    opens, pause, back, closes = re.findall(r"\d{2}:\d{2}", hours)[:4]
    clock = lambda t: t.lstrip("0") if not t.startswith("00") else t[1:]  # noqa: E731 ('08:00' is said '8:00')
    text = run_question(graph, f"when does {name} close on Wednesday?").answer.text
    assert text.startswith(f"On Wednesday, {name} opens at {clock(opens)} and closes at {clock(closes)}, with a break "
                           f"from {clock(pause)} to {clock(back)}."), text


def test_a_place_said_with_its_kind_is_not_its_neighbour_of_the_same_name(db, graph):
    """A restaurant with no website beside another business of its name that has one: 'the website of the X
    restaurant' is the restaurant's, which it does not have; the neighbour's is not said as its own."""
    rows = db.query("""SELECT a.poi_name FROM pois a JOIN pois b ON b.poi_name = a.poi_name AND b.id <> a.id
        AND ST_DWithin(a.geometry::geography, b.geometry::geography, 150)
        WHERE a.amenity = 'restaurant' AND a.website IS NULL AND NOT a.tags ?| array['contact:website', 'url']
          AND b.website IS NOT NULL AND coalesce(b.amenity, '') <> 'restaurant' AND a.poi_name ~ '^[A-Z][a-z]+$'
          AND (SELECT count(*) FROM pois q WHERE q.poi_name = a.poi_name) = 2
        ORDER BY a.poi_name LIMIT 1""", ()).rows
    assert rows, "no restaurant beside another business of its name with a website in the loaded extracts"
    text = run_question(graph, f"what is the website of the {rows[0][0]} restaurant?").answer.text
    assert "no information on the website" in text and "http" not in text, text


def test_a_place_said_with_the_street_it_is_on_is_the_one_on_that_street(db, graph):
    """Of two places of one name far apart, each on a street of its address, 'the X on S' is the one on S."""
    rows = db.query("""SELECT a.poi_name, a.addr_street, b.addr_street FROM pois a
        JOIN pois b ON b.poi_name = a.poi_name AND b.id <> a.id AND b.addr_street <> a.addr_street
        WHERE a.addr_street ~ '^[A-Z][a-z]+( [A-Z][a-z]+)?(strasse|straße| Straße|tie| Street| Road| Avenue)$'
          AND a.poi_name ~ '^[A-Z][a-z]+$' 
          AND NOT ST_DWithin(a.geometry::geography, b.geometry::geography, 2000)
          AND b.addr_street ~ '^[A-Z][a-z]+( [A-Z][a-z]+)?(strasse|straße| Straße|tie| Street| Road| Avenue)$'
          AND EXISTS (SELECT 1 FROM roads r WHERE r.road_name = a.addr_street
                      AND ST_DWithin(r.geometry::geography, a.geometry::geography, 100))
          AND EXISTS (SELECT 1 FROM roads r WHERE r.road_name = b.addr_street
                      AND ST_DWithin(r.geometry::geography, b.geometry::geography, 100))
          AND (SELECT count(*) FROM pois q WHERE q.poi_name = a.poi_name) = 2
        ORDER BY a.poi_name LIMIT 1""", ()).rows
    assert rows, "no place named like another far away, on a street of the loaded extracts"
    name, *streets = rows[0]
    for street in streets:   # (each of the two, whichever is the more prominent)
        text = run_question(graph, f"what's the address of the {name} on {street}?").answer.text
        assert text.startswith(f"The address of {name}: {street}"), text
