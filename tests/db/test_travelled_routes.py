"""Routes people travel along (a bus line, a hiking trail, a cycle route) are loaded as POIs from their relations:
found by their name (also said by its first words), counted by their kind, asked where they start and end, what
waymark they carry and how long they are. Expected figures come from the .osm.pbf extracts (tests/independent.py),
not from the tools."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.db import importer
from georeact.reading import vocabulary
from georeact.reading.travelled_routes import TRAVELLED_ROUTES, is_travelled_route
from georeact.tools.place_search import _said_by_its_head, accepted, find_places
from tests import independent as ind
from tests.db.test_pointed_at import _lua_table


@pytest.fixture(scope="module")
def agent(settings):
    return build_agent(settings, model_use="never")


def _expected(extract: str) -> dict[int, dict[str, str]]:
    """The travelled routes the extract holds at least one way of: the ones a line can be drawn for."""
    return {rid: tags for rid, tags, ways in ind.route_relations(extract) if is_travelled_route(tags) and ways}


def test_the_lua_style_and_the_python_twin_hold_the_same_kinds_of_route():
    text = Path(importer.style_path()).read_text(encoding="utf-8")
    assert frozenset(re.findall(r"(\w+) = true", _lua_table(text, "TRAVELLED_ROUTES"))) == TRAVELLED_ROUTES
    assert "road" not in TRAVELLED_ROUTES and "power" not in TRAVELLED_ROUTES   # the road answers; no one rides it


def test_every_travelled_route_with_a_way_in_the_extract_is_a_poi_and_no_other_relation_route(db):
    for extract in ind.EXTRACTS:
        expected = _expected(extract)
        assert expected, extract
        rows = db.query("SELECT osm_id, tags->>'route', poi_name, GeometryType(geometry::geometry) FROM pois"
                        " WHERE osm_type = 'R' AND tags->>'type' = 'route' AND source LIKE %s",
                        (f"{extract}%",), max_rows=10_000).rows
        assert {r[0] for r in rows} == set(expected), extract
        assert all(r[1] == expected[r[0]]["route"] and r[2] == expected[r[0]].get("name") for r in rows)
        assert all("LINESTRING" in r[3] for r in rows)
    roads = [rid for rid, tags, ways in ind.route_relations("liechtenstein") if tags.get("route") == "road" and ways]
    assert roads and not db.query("SELECT 1 FROM pois WHERE osm_type = 'R' AND osm_id = ANY(%s)", (roads,)).rows


def test_the_vocabulary_offers_routes_by_their_kind():
    assert vocabulary.lookup("bus route") == ("bus route", ["pois.type=route & route=bus"])
    assert vocabulary.lookup("hiking routes")[1] == ["pois.type=route & route=hiking"]
    assert vocabulary.logical_table({"type": "route", "route": "road"}) is None


def test_routes_of_a_kind_are_counted_in_a_town(agent):
    expected = [tags for tags in _expected("neubrandenburg").values() if tags["route"] == "train"]
    trace = run_question(agent, "How many train routes are there in the Neubrandenburg data?")
    assert trace.answer is not None and trace.answer.value.number == len(expected), trace.answer


def test_a_route_named_by_the_first_words_of_its_long_name_is_found_and_said_approximate(ctx):
    (tags,) = [t for t in _expected("neubrandenburg").values() if t.get("name", "").startswith("RE6 Szczecin")]
    found = find_places(ctx, "RE6 Szczecin")
    assert found and accepted(found[0]) and found[0].name == tags["name"] and found[0].approximate
    # three names start so: none of them is the one meant
    pilgrims = [t for t in _expected("neubrandenburg").values()
                if t.get("name", "").startswith("Pilgerweg Mecklenburgische Seenplatte")]
    assert len(pilgrims) == 3
    assert _said_by_its_head(ctx, "Pilgerweg Mecklenburgische Seenplatte", None) == []
    assert [m.name for m in _said_by_its_head(ctx, "RE6 Szczecin", None)] == [tags["name"]]


def test_where_a_route_ends_and_what_waymark_it_carries_are_its_own_tags(agent):
    (train,) = [t for t in _expected("neubrandenburg").values() if t.get("name") == "OLA Stralsund"]
    trace = run_question(agent, "Where does the OLA Stralsund end up?")
    assert train["to"] in trace.answer.text and "could not" not in trace.answer.text
    trace = run_question(agent, "Which town does the OLA Stralsund start from?")
    assert train["from"] in trace.answer.text
    (trail,) = [t for t in _expected("liechtenstein").values() if t.get("name") == "Zentralalpenweg 02"]
    trace = run_question(agent, "What waymark should I look out for on the Zentralalpenweg 02?")
    assert trail["symbol"] in trace.answer.text


def test_a_routes_length_is_its_own_distance_tag_else_the_stretch_the_data_holds_said_so(agent):
    (trail,) = [t for t in _expected("neubrandenburg").values() if t.get("name") == "Grüne Runde Neubrandenburg"]
    assert trail["distance"] == "40 km"
    text = run_question(agent, "How long is the Grüne Runde Neubrandenburg?").answer.text
    assert "40.00 km" in text and "states of itself" in text and "lie in the loaded data" in text
    (cycle,) = [t for t in _expected("liechtenstein").values() if t.get("name") == "Eschnerberg"]
    assert "distance" not in cycle
    text = run_question(agent, "How long is the Eschnerberg cycle route?").answer.text
    assert "lie in the loaded data" in text and "not recorded" in text
