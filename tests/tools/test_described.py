"""'the six-seater bench', 'the four-seater benches', 'the bench with no backrest': a kind of place said with words its
tags carry is the places of that kind whose tags carry every word; a word no tag of the kind carries reads nothing
(never a guess). Expected places come from the .osm.pbf extracts (tests/independent.py), not from the tools."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.deterministic import names_a_kind
from georeact.tools.base import invoke
from georeact.tools.described import described_kind, read_words
from georeact.tools.metric import tool as cm
from tests import independent as ind

EXTRACTS = ("helsinki", "liechtenstein", "monaco", "neubrandenburg")


def _benches(**tags: str) -> list[ind.Feature]:
    return [f for extract in EXTRACTS for f in ind.nodes(extract, "amenity", "bench") + ind.areas(extract, "amenity", "bench")
            if all(f.tags.get(k) == v for k, v in tags.items())]


@pytest.mark.parametrize(("said", "groups", "unnamed"), [
    ("two-seater", [["2", "seater"]], False),            # a number and the word it counts are one tag's
    ("grade three", [["grade", "3"]], False),           # (tracktype=grade3)
    ("with the note on it", [["note"]], False),         # the words that say nothing of the tags are left out
    ("with no pram ramp", [["no", "pram", "ramp"]], False),   # a negation and what it denies
    ("nameless", [], True),
    ("without a name", [], True),
])
def test_the_words_said_are_grouped_by_the_tag_that_must_carry_them(said, groups, unnamed):
    read_as = read_words(said)
    assert read_as is not None and read_as.groups == groups and read_as.unnamed is unnamed


def test_the_only_bench_whose_tags_carry_the_words_is_the_place_meant(ctx):
    (only,) = _benches(seats="6")   # the shipped extracts hold exactly one: the test means it
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="nearest", feature="bench", anchor="the six-seater bench"))
    assert result.ok, result.error
    anchor = result.resolved[0]
    assert anchor.role == "anchor" and anchor.name == "the six-seater bench"   # unnamed: said by its kind
    point = only.geometry.centroid
    assert ind.geodesic_distance(anchor.lon, anchor.lat, point.x, point.y) < 1.0   # that very bench


def test_a_count_of_the_kind_said_with_such_words_counts_the_rows_that_carry_them(ctx):
    four = _benches(seats="4")
    assert len(four) >= 2   # the words narrow the kind, not pick one place
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", feature="four-seater bench"))
    assert result.ok, result.error
    assert result.value == len(four)
    assert len(four) < len(_benches())   # and fewer than every bench


@pytest.mark.parametrize("phrase", ["the velvet bench", "the Old Mill bench", "bench with a view"])
def test_words_no_tag_of_the_kind_carries_read_nothing(ctx, phrase):
    assert described_kind(ctx, phrase) is None


def test_a_place_without_a_name_is_the_kind_with_no_name(ctx):
    found = described_kind(ctx, "the nameless hotel")
    assert found is not None
    assert all(flt.unset == ["name"] and flt.where == {} for flt in found[1])


@pytest.mark.parametrize(("question", "anchor", "region"), [
    ("how far is the cafe from the grit bin with the note on it?", "the grit bin with the note on it", None),
    ("which bar is closest to the car park for hotel guests in Eastbrook?", "the car park for hotel guests", "Eastbrook"),
    ("walking from the two-seater bench to the Old Mill, how far is it?", "the two-seater bench", None),
])
def test_the_reading_keeps_the_words_said_of_a_kind_with_its_place(question, anchor, region):
    reading = read(question)
    assert anchor in reading.anchors and reading.region == region and not reading.unread


@pytest.mark.parametrize(("question", "place", "attribute", "region"), [
    ("In Eastbrook, how wide is the grade three track?", "the grade three track", "width", "Eastbrook"),
    ("what is the two-seater bench made of?", "the two-seater bench", "material", None),
    ("what material is the two-seater bench in the Eastbrook data made of?", "the two-seater bench", "material",
     "Eastbrook data"),
    ("In Eastbrook, what is the phone number of the Old Mill?", "Old Mill", "phone", "Eastbrook"),
])
def test_an_attribute_of_a_place_said_by_its_kind_is_asked_of_that_place(question, place, attribute, region):
    reading = read(question)
    assert reading.attribute == attribute and reading.anchors == [place] and reading.region == region


@pytest.mark.parametrize(("question", "feature", "modifier"), [
    ("In the whole Eastbrook data, how many places of worship are tagged as methodist?", "places of worship", "methodist"),
    ("how many bays are named in the Eastbrook data?", "bays", "named"),
    ("which cafes are marked as vegan in Eastbrook?", None, None),   # an attribute the aggregate reads (below)
])
def test_a_value_or_a_name_said_of_a_kind_after_it_is_read_before_it(question, feature, modifier):
    reading = read(question)
    assert not reading.unread and reading.region is not None and reading.region.startswith("Eastbrook")
    if feature is not None:
        assert (reading.feature, reading.modifier, reading.metric) == (feature, modifier, "count")
    else:
        assert reading.aggregate is not None and reading.aggregate.having == "diet_vegan"


def test_a_named_kind_counts_only_the_places_with_a_name(ctx):
    playgrounds = {(f.osm_type, f.osm_id): f for extract in EXTRACTS
                   for f in ind.nodes(extract, "leisure", "playground") + ind.areas(extract, "leisure", "playground")}
    named = [f for f in playgrounds.values() if f.name]
    result = invoke(cm.run, cm.Result, ctx, cm.Input(metric="count", feature="named playground"))
    assert result.ok, result.error
    assert result.value == len(named) and 0 < len(named) < len(playgrounds)


@pytest.mark.parametrize(("question", "expected"), [
    # the most common value among the places whose value is tagged: the group the aggregate reads
    ("among the Eastbrook churches whose denomination is tagged, which one is most common?",
     {"feature": "churches", "group_by": "denomination", "region": "Eastbrook"}),
])
def test_the_most_common_value_said_among_those_tagged(question, expected):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.model_dump(exclude_none=True) == expected


@pytest.mark.parametrize(("question", "anchors", "mode", "budget"), [
    # where the asker is, then a trip from there
    ("I'm at the Old Mill. Could I walk to Town Hall within 15 minutes?", ["Old Mill", "Town Hall"], "walk", 900.0),
    ("how many minutes by car from Old Mill to Town Hall, and how many km?", ["Old Mill", "Town Hall"], "drive", None),
])
def test_a_trip_said_from_where_the_asker_is_or_with_both_figures(question, anchors, mode, budget):
    reading = read(question)
    assert [a.removeprefix("the ") for a in reading.anchors] == anchors and reading.travel_mode == mode
    assert reading.time_budget_s == budget and reading.metric == "distance" and not reading.feature


@pytest.mark.parametrize(("question", "place", "when"), [
    ("sunday 7.30 in the morning, Eastbrook: is the cafe closest to the Old Mill open yet?",
     "the cafe closest to the Old Mill", "sunday"),
    ("Monday lunch at 1pm - does the Old Mill serve then?", "Old Mill", "monday"),
    ("does the Old Mill serve on sundays?", "Old Mill", "sundays"),
    # the day said in a sentence before the question, the clock in it
    ("Early start on a saturday: at 8 am will the cafe closest to the Old Mill be open?",
     "the cafe closest to the Old Mill", "8 am on saturday"),
])
def test_being_open_said_as_serving_or_as_open_yet(question, place, when):
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.anchors == [place]
    assert reading.open_at is not None and when in reading.open_at.casefold()


@pytest.mark.parametrize(("question", "attribute"), [
    ("Old Mill Towers - is that housing for a particular group of people?", "served_group"),
    ("what is the Old Mill made of?", "material"),
])
def test_more_attributes_asked_in_words(question, attribute):
    reading = read(question)
    assert reading.attribute == attribute and reading.anchors and "Old Mill" in reading.anchors[0]


@pytest.mark.parametrize(("phrase", "tags"), [
    ("dog poo bag dispensers", {("amenity", "vending_machine", "excrement_bags")}),
    ("MRT station exits", {("railway", "subway_entrance", None)}),
    ("military sites", {("landuse", "military", None), ("military", None, None)}),
])
def test_kinds_said_in_everyday_words(phrase, tags):
    from georeact.reading.features import lookup
    found = lookup(phrase)
    assert found is not None
    said = {(f.column, f.value, f.where.get("vending")) for f in found[1]}
    assert tags <= said


def test_an_attribute_asked_after_its_town_compiles_to_a_plan():
    from georeact.reading.plan import compile_plan

    reading = read("In Eastbrook, is the bakery nearest the Old Mill open on Sunday at 1 pm?")
    assert reading.region == "Eastbrook" and reading.attribute == "opening_hours"
    assert compile_plan(reading).steps   # the town is a phrase of the question the plan reads


@pytest.mark.parametrize("question", [
    "what kind of food does the restaurant nearest the Old Mill serve",   # what it serves, not whether it is open
    "whats the closest bakery to the jewish museum in eastbrook",         # a lower-case name, no kind said with tags
])
def test_words_that_only_look_like_a_described_kind_are_read_as_before(question):
    reading = read(question)
    assert reading.attribute != "opening_hours"
    assert not any(names_a_kind(a) for a in reading.anchors if "museum" in a)
