"""A kind's own type ('the most common type of bike parking'), places of any kind open at a moment, and a yes-or-no
tag said by a kind that 'has' it. Expected figures come from the .osm.pbf extracts (tests/independent.py), not
from the tools."""

from __future__ import annotations

from collections import Counter

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.geo.hours import hours_at, parse_open_at
from georeact.tools import poi_filter
from tests import independent as ind


@pytest.fixture(scope="module")
def agent(settings):
    return build_agent(settings, model_use="never")


def test_the_most_common_type_of_a_kind_is_its_type_field_not_the_kind(agent):
    racks = [f for f in ind.nodes("helsinki", "amenity", "bicycle_parking") + ind.areas("helsinki", "amenity", "bicycle_parking")]
    types = Counter(f.tags["bicycle_parking"] for f in racks if "bicycle_parking" in f.tags)
    (top, n), (second, m) = types.most_common(2)
    text = run_question(agent, "What is the most common type of bike parking in the Helsinki data?").answer.text
    assert f"{top.replace('_', ' ')} ({n} places)" in text and f"{second.replace('_', ' ')} ({m})" in text, text


def test_what_most_of_a_kind_sell_is_their_types_of_goods(agent):
    machines = ind.nodes("helsinki", "amenity", "vending_machine")
    goods = Counter(v.strip() for f in machines for v in f.tags.get("vending", "").split(";") if v.strip())
    (top, n), (_, m) = goods.most_common(2)
    assert n > m
    text = run_question(agent, "What do most of the vending machines in the Helsinki data sell?").answer.text
    assert f"{top.replace('_', ' ')} ({n} places)" in text, text


def test_the_type_most_common_among_those_that_say_it_is_the_kinds_type(agent):
    crossings = ind.nodes("helsinki", "highway", "crossing")
    types = Counter(f.tags["crossing"] for f in crossings if "crossing" in f.tags)
    (top, n), (_, m) = types.most_common(2)
    assert n > m
    text = run_question(agent, "Of the pedestrian crossings in the Helsinki data that say what type they are, which "
                               "type is most common?").answer.text
    assert f"{top.replace('_', ' ')} ({n} places)" in text, text


def test_places_of_any_kind_open_at_a_moment_are_those_whose_hours_say_open(agent):
    with_hours = [f for f in ind.nodes("liechtenstein", "opening_hours") + ind.areas("liechtenstein", "opening_hours")]
    assert len(with_hours) >= 10
    trace = run_question(agent, "Of the places in the Liechtenstein data that list opening hours, how many are open "
                                "on Saturday at 10 am?")
    point = with_hours[0].geometry.centroid
    when = parse_open_at("Saturday at 10 am", point.x, point.y)
    expected = sum(hours_at(f.tags["opening_hours"], when, f.geometry.centroid.y, f.geometry.centroid.x).state == "open"
                   for f in with_hours)
    assert 0 < expected < len(with_hours)
    assert trace.answer is not None and trace.answer.value.number == expected, trace.answer.text


@pytest.mark.parametrize("tail", ["", " Out of how many that list hours?", " and how many list hours at all?"])
def test_a_count_at_a_moment_says_out_of_how_many_that_list_hours(agent, tail):
    with_hours = [f for f in ind.nodes("liechtenstein", "opening_hours") + ind.areas("liechtenstein", "opening_hours")]
    trace = run_question(agent, f"How many places in the Liechtenstein data are open on Saturday at 10 am?{tail}")
    point = with_hours[0].geometry.centroid
    when = parse_open_at("Saturday at 10 am", point.x, point.y)
    states = [hours_at(f.tags["opening_hours"], when, f.geometry.centroid.y, f.geometry.centroid.x).state
              for f in with_hours]
    judged = sum(state in ("open", "closed") for state in states)
    assert 0 < states.count("open") < judged
    assert trace.answer is not None and trace.answer.value.number == states.count("open"), trace.answer.text
    assert f"of the {judged} " in trace.answer.text, trace.answer.text


def test_are_most_of_a_kind_so_is_answered_yes_or_no_with_both_counts(agent):
    shops = {f.osm_id: f for f in ind.nodes("helsinki", "amenity", "cafe") + ind.areas("helsinki", "amenity", "cafe")}
    yes = sum(f.tags.get("wheelchair") in ("yes", "designated") for f in shops.values())
    assert 0 < yes < len(shops)
    text = run_question(agent, "Are most of the cafes in the Helsinki data wheelchair accessible?").answer.text
    assert text.startswith("Yes: " if 2 * yes > len(shops) else "No: "), text
    assert f"({yes} of the {len(shops)} there)" in text, text


def test_a_kind_that_has_a_yes_or_no_thing_is_counted_by_yes_never_by_the_key_alone(ctx):
    stops = ind.nodes("helsinki", "highway", "bus_stop")
    assert any(f.tags.get("shelter") == "no" for f in stops)   # the extract holds the denial the count must leave out
    filters = poi_filter.resolve(ctx, "bus stops have a shelter").filters
    assert filters and not any("shelter" in f.present for f in filters)
    assert not any(f.where.get("shelter") == "no" for f in filters)
