"""Places said by what the map writes of them, beyond a kind's presets: a count of a kind 'that has' a thing its
tags carry ('how many benches ... have a backrest'), where a tag that says no carries only a denial; an unnamed place
said by its description where a name would stand. Expected figures come from the .osm.pbf extracts
(tests/independent.py), not from the tools."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.reading import read
from georeact.tools.base import invoke
from georeact.tools.known_by_value import known_by_value
from georeact.tools.metric import tool as cm
from tests import independent as ind

EXTRACTS = ("helsinki", "liechtenstein", "monaco", "neubrandenburg")


def _kind(extract: str, key: str, value: str, **tags: str) -> list[ind.Feature]:
    return [f for f in ind.nodes(extract, key, value) + ind.areas(extract, key, value)
            if all(f.tags.get(k) == v for k, v in tags.items())]


@pytest.fixture(scope="module")
def agent(settings):
    return build_agent(settings, model_use="never")


def test_a_count_of_a_kind_that_has_a_thing_no_attribute_names_reads_as_the_kind_said_with_it():
    reading = read("How many benches in the Neubrandenburg data have a backrest?")
    assert reading.metric == "count" and reading.feature == "benches" and reading.modifier == "have a backrest"
    listed = read("which benches in Vaduz have a backrest?")
    assert listed.metric == "list" and listed.shape == "places"
    # a condition that is no thing a place has stays with the forms that read it
    assert read("how many parks in Vaduz are bigger than one hectare?").aggregate is not None


def test_the_count_is_of_the_rows_whose_tags_carry_the_thing_and_a_tag_that_says_no_is_not_one(agent):
    with_backrest = _kind("neubrandenburg", "amenity", "bench", backrest="yes")
    without = _kind("neubrandenburg", "amenity", "bench", backrest="no")
    assert with_backrest and without   # the extract holds both: 'backrest=no' must not be counted
    trace = run_question(agent, "How many benches in the Neubrandenburg data have a backrest?")
    assert trace.answer is not None and trace.answer.value.number == len(with_backrest), trace.answer
    assert "with a backrest" in trace.answer.text and "could not" not in trace.answer.text


def test_a_thing_no_tag_of_the_kind_carries_is_said_as_not_read_and_the_count_is_of_the_kind_alone(agent):
    benches = _kind("neubrandenburg", "amenity", "bench")
    trace = run_question(agent, "How many benches in the Neubrandenburg data have a velvet cushion?")
    text = trace.answer.text
    assert trace.answer.value.number == len(benches)
    assert "velvet cushion" in text and "could not read" in text   # said, never stated as what was counted
    assert not text.startswith(f"There are {len(benches)} benches with")


def test_an_unnamed_place_is_found_by_its_description_where_a_name_would_stand(ctx):
    holders = [f for extract in EXTRACTS for f in ind.nodes(extract, "description") + ind.areas(extract, "description")
               if "eiszeitroute" in f.tags["description"].casefold()]
    (only,) = holders   # the shipped extracts hold exactly one: the test means it
    found = known_by_value(ctx, "the Eiszeitroute")
    point = only.geometry.centroid
    assert found is not None and ind.geodesic_distance(found.lon, found.lat, point.x, point.y) < 1.0   # that very one
    # a place named so outranks it: the cycle route of that name (a travelled route, loaded from its relation)
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="bench", anchor="the Eiszeitroute"))
    assert result.ok, result.error
    assert result.resolved[0].name == "Eiszeitroute" and "LINESTRING" in result.resolved[0].geometry_type


def test_a_description_several_places_carry_names_none_of_them(ctx):
    holders = [f for extract in EXTRACTS for f in ind.nodes(extract, "description") + ind.areas(extract, "description")
               if "prochains trains" in f.tags["description"].casefold()]
    assert len(holders) >= 2
    assert known_by_value(ctx, "Départs/arrivés des prochains trains") is None   # a guess would be a confident wrong


def test_an_unnamed_building_known_by_its_house_name_is_a_place_and_its_footprint_is_measured(ctx):
    (house,) = [f for f in ind.areas("neubrandenburg", "addr:housename")
                if f.tags["addr:housename"] == "Villa Marie" and "name" not in f.tags]
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="area", anchor="Villa Marie"))
    assert result.ok, result.error
    assert result.value == pytest.approx(ind.geodesic_area(house.geometry), rel=0.02)


def test_a_kind_the_database_has_none_of_is_answered_none_when_asked_whether_there_is_one(agent):
    assert not any(ind.nodes(extract, "amenity", "planetarium") + ind.areas(extract, "amenity", "planetarium")
                   for extract in EXTRACTS)
    trace = run_question(agent, "Is there a planetarium in Vaduz?")
    assert trace.answer is not None and trace.answer.text.startswith("No, there are no planetariums"), trace.answer


def test_a_place_said_with_the_part_of_it_that_is_measured_is_the_place(ctx):
    (park,) = [f for f in ind.areas("helsinki", "leisure", "park") if f.tags.get("name") == "Esplanadinpuisto"]
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="area", anchor="Esplanadinpuisto grounds"))
    assert result.ok, result.error
    assert result.value == pytest.approx(ind.geodesic_area(park.geometry), rel=0.02)


def test_asked_whether_there_is_one_the_answer_says_yes_then_which(agent):
    pharmacies = _kind("liechtenstein", "amenity", "pharmacy")
    assert pharmacies
    text = run_question(agent, "Is there a pharmacy in the Liechtenstein data?").answer.text
    assert text.startswith("Yes: ") and any(p.name and p.name in text for p in pharmacies), text
