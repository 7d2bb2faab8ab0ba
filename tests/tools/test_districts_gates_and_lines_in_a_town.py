"""A district or settlement mapped only as a node is a place people go from and to and count; gates and bollards
are counted; a line said with its town is that town's line when only another town has a line named exactly so; a
kind said as 'A or B' counts both. Expected figures come from
the .osm.pbf extracts (tests/independent.py), not from the tools."""

from __future__ import annotations

import re

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.reading.travelled_routes import is_travelled_route
from tests import independent as ind


@pytest.fixture(scope="module")
def agent(settings):
    return build_agent(settings, model_use="never")


def _answer(agent, question: str) -> str:
    return run_question(agent, question).answer.text


def _metres(text: str, after: str) -> float:
    said = re.search(rf"([\d.,]+) (km|m) {after}", text)
    assert said is not None, text
    value = float(said.group(1).replace(",", ""))
    return value * 1000 if said.group(2) == "km" else value


def test_a_district_mapped_as_a_node_is_a_place_to_go_from_and_to(agent):
    suburbs = sorted((f for f in ind.nodes("helsinki", "place", "suburb") if f.name), key=lambda f: f.name)
    a, b = suburbs[0], suburbs[1]
    straight = ind.geodesic_distance(a.geometry.x, a.geometry.y, b.geometry.x, b.geometry.y)
    text = _answer(agent, f"walking distance from {a.name} to {b.name}?")
    assert a.name in text and b.name in text and "along the streets" in text, text
    assert abs(_metres(text, "in a straight line") - straight) <= max(0.02 * straight, 5), (text, straight)


@pytest.mark.parametrize("kind, extract, town", [("neighbourhoods", "monaco", "Monaco"),
                                                 ("suburbs", "helsinki", "Helsinki")])
def test_districts_mapped_as_nodes_are_counted(agent, kind, extract, town):
    value = kind[:-1] if kind != "neighbourhoods" else "neighbourhood"
    expected = len({f.name for f in ind.nodes(extract, "place", value) if f.name})
    assert expected >= 3 and not ind.areas(extract, "place", value)
    text = _answer(agent, f"How many {kind} are marked in the {town} data?")
    assert f"There are {expected} {kind} in the {town} data" in text, text


def test_gates_and_bollards_are_counted_and_set_against_each_other(agent):
    gates, bollards = (len(ind.nodes("neubrandenburg", "barrier", kind)) +
                       len(ind.ways("neubrandenburg", "barrier", kind)) for kind in ("gate", "bollard"))
    assert gates > bollards > 10
    text = _answer(agent, "In the Neubrandenburg map, gates minus bollards = ? (with the two counts)")
    assert f"{gates - bollards} more gates than bollards" in text and f"{gates} gates" in text and \
        f"{bollards} bollards" in text, text


def test_a_line_said_with_its_town_is_that_towns_line_not_another_towns_namesake(agent):
    """Liechtenstein has lines named exactly 'Bus <n>'; Neubrandenburg's lines carrying the same number are named
    by their ends. 'Bus <n> in Neubrandenburg' is Neubrandenburg's."""
    exact = {tags["ref"]: tags for _, tags, ways in ind.route_relations("liechtenstein")
             if is_travelled_route(tags) and ways and tags.get("name") == f"Bus {tags.get('ref')}"}
    theirs = [tags for _, tags, ways in ind.route_relations("neubrandenburg")
              if is_travelled_route(tags) and ways and tags.get("route") == "bus" and tags.get("operator")]
    line = next(tags for tags in theirs if tags.get("ref") in exact and
                all(t.get("operator") == tags["operator"] for t in theirs if t.get("ref") == tags["ref"]))
    text = _answer(agent, f"who operates Bus {line['ref']} in Neubrandenburg?")
    assert line["operator"] in text and exact[line["ref"]].get("operator", "Liechtenstein") not in text, text


def test_a_kind_said_as_either_of_two_counts_both(agent):
    def count(value: str) -> int:
        return len(ind.nodes("helsinki", "amenity", value)) + len(ind.areas("helsinki", "amenity", value))

    expected = count("bar") + count("pub")
    text = _answer(agent, "is there a bar or pub in the Helsinki data? how many")
    assert text.startswith("Yes") and f"{expected} bars or pubs" in text, text


def test_single_trees_and_street_lamps_are_counted_and_are_no_places(agent):
    trees, lamps = len(ind.nodes("helsinki", "natural", "tree")), len(ind.nodes("helsinki", "highway", "street_lamp"))
    assert trees > 100 and lamps > 100
    text = _answer(agent, "How many trees are mapped in the Helsinki data?")
    assert f"There are {trees} trees in the Helsinki data" in text, text
    text = _answer(agent, "helsinki data: street lamps minus traffic signals, and the two counts?")
    assert f"{lamps} street lamps" in text, text
    # a tree or a lamp is counted, never a place of the town: the places counted are as many as before
    trees_and_lamps = {(f.geometry.x, f.geometry.y) for f in ind.nodes("helsinki", "natural", "tree") +
                       ind.nodes("helsinki", "highway", "street_lamp")}
    nearest = _answer(agent, "What is the nearest place to the Ateneum?")
    assert "tree" not in nearest.casefold() and "street lamp" not in nearest.casefold() and trees_and_lamps, nearest


def test_how_far_to_the_nearest_with_no_start_says_how_many_there_are_and_asks_where_from(agent):
    # no place to measure from: never a guessed start; none of the kind in the town said is said as none
    pharmacies = [f for f in ind.nodes("helsinki", "amenity", "pharmacy") + ind.areas("helsinki", "amenity", "pharmacy")]
    assert pharmacies and not ind.nodes("helsinki", "amenity", "car_wash") + ind.areas("helsinki", "amenity", "car_wash")
    text = _answer(agent, "Helsinki, just got here. How long a drive is it to the nearest car wash?")
    assert text.startswith("None: I could not find any car washes") and "Helsinki" in text, text
    text = _answer(agent, "how far is the walk to the nearest pharmacy in the Helsinki data?")
    assert f"There are {len(pharmacies)} pharmacies in the Helsinki data" in text and "where you start from" in text, text
