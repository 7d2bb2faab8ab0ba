"""What a way is, as a person asks it: a lane inside a car park or an alley said as what it is (its kind with the tag
that says which of it), whether a car may use a footpath or a pedestrian street no tag speaks of (its kind says no),
who may use a way ('permissive': what that means), and a drive to the nearest of a kind a town has none of. Answered
by the plan with no model; the ways are chosen from the .osm.pbf extracts (tests/independent.py), not the tools."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from tests import independent as ind

_ACCESS_KEYS = ("access", "vehicle", "motor_vehicle", "motorcar")


@pytest.fixture(scope="module")
def plan_only(db, settings):
    # a scripted model with an empty script fails the test if it is ever called
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")


def _one_named_way(extract: str, fits) -> ind.Feature:
    """A named way that fits, whose name every way of the extract that carries it fits too (so it names one kind)."""
    named: dict[str, list[ind.Feature]] = {}
    for way in ind.ways(extract, "highway"):
        if way.name and way.name.isascii():
            named.setdefault(way.name, []).append(way)
    return next(ways[0] for name, ways in sorted(named.items()) if all(fits(w) for w in ways))


def test_a_service_road_is_said_with_which_of_it(plan_only):
    alley = _one_named_way("monaco", lambda w: w.tags.get("highway") == "service" and w.tags.get("service") == "alley")
    trace = run_question(plan_only, f"{alley.name} in Monaco - is that a real road or just a lane inside a parking lot?")
    assert not trace.llm_calls
    assert trace.answer.text.startswith(f"{alley.name} is mapped as an alley, a kind of service road"), trace.answer.text


def test_a_car_on_a_pedestrian_way_no_tag_speaks_of(plan_only):
    street = _one_named_way("monaco", lambda w: w.tags.get("highway") == "pedestrian" and
                            not any(key in w.tags for key in _ACCESS_KEYS))
    trace = run_question(plan_only, f"can I drive my car down {street.name} in Monaco?")
    assert not trace.llm_calls
    assert trace.answer.text == f"No: {street.name} does not allow cars (it is mapped as a pedestrian street, and no " \
                                "tag says otherwise)."


def test_a_car_on_a_way_whose_tag_says_so_is_the_tags_answer(plan_only):
    road = _one_named_way("monaco", lambda w: "no" in (w.tags.get("motorcar"), w.tags.get("motor_vehicle")) and
                          w.tags.get("motorcar") in (None, "no"))
    trace = run_question(plan_only, f"could a car get into {road.name} in Monaco?")
    assert not trace.llm_calls
    assert trace.answer.text == f"No: {road.name} does not allow cars."   # the tag speaks: nothing is implied


def test_who_may_use_a_way_is_said_in_words(plan_only):
    way = _one_named_way("monaco", lambda w: w.tags.get("access") == "private")
    trace = run_question(plan_only, f"who's allowed on {way.name} in Monaco? is it private or can anyone use it")
    assert not trace.llm_calls
    assert trace.answer.text == f"{way.name} is private: only for its owner or those the owner lets in (access: " \
                                "private)."


def test_a_drive_to_the_nearest_of_a_kind_the_town_lacks_says_so(plan_only):
    # Vaduz has no cinema (the extract's one lies elsewhere: the test means it)
    from tests.tools.test_the_only_kind import _in_vaduz

    assert not _in_vaduz("amenity", "cinema") and _in_vaduz("amenity", "hospital")
    trace = run_question(plan_only, "how far do I have to drive from the hospital in Vaduz to the nearest cinema?")
    assert not trace.llm_calls
    assert trace.answer.text == "I could not find any cinema in Vaduz: the map data has none there."


def test_a_walk_to_one_place_from_nowhere_said_asks_where_from(plan_only):
    # the place is looked for first: one the data has is named, and the person asked where they start
    trace = run_question(plan_only, "how far is it to the Kunstmuseum Liechtenstein?")
    assert not trace.llm_calls
    assert trace.answer.text == "I found Kunstmuseum Liechtenstein, but not where you start from: ask, for example, " \
                                "'how far is it from <a place> to Kunstmuseum Liechtenstein?'"


def test_a_walk_to_the_one_of_a_kind_a_town_lacks_says_it_lacks_it(plan_only):
    from tests.tools.test_the_only_kind import _in_vaduz

    assert not _in_vaduz("amenity", "cinema")
    trace = run_question(plan_only, "how long would it take me to walk to the cinema in Vaduz?")
    assert not trace.llm_calls
    assert trace.answer.text == "There is no cinema in Vaduz in the map data."


def test_non_smoking_places_are_those_tagged_no(plan_only):
    restaurants = [f for f in ind.nodes("monaco", "amenity", "restaurant") + ind.areas("monaco", "amenity", "restaurant")
                   if f.tags.get("smoking") == "no"]
    trace = run_question(plan_only, "How many restaurants in Monaco are non-smoking?")
    assert not trace.llm_calls
    assert trace.answer.text.startswith(f"There are {len(restaurants)} restaurants in Monaco that do not allow smoking")
    assert all(f.name in trace.answer.text for f in restaurants)


def _ways_named(extract: str, name: str) -> list[ind.Feature]:
    return [w for w in ind.ways(extract, "highway") if w.name == name]


@pytest.mark.parametrize("question, extract, street, key, values, said", [
    ("does Schimmelweg in Neubrandenburg go over a bridge anywhere?", "neubrandenburg", "Schimmelweg", "bridge", None,
     "goes over a bridge"),
    ("is there a roundabout along the Juri-Gagarin-Ring in Neubrandenburg?", "neubrandenburg", "Juri-Gagarin-Ring",
     "junction", ("roundabout",), "has a roundabout on it"),
    ("does Avenue de La Quarantaine in Monaco run through a tunnel at any point?", "monaco", "Avenue de La Quarantaine",
     "tunnel", None, "runs through a tunnel"),
])
def test_a_street_asked_as_a_whole_is_yes_where_any_of_its_ways_says_so(plan_only, question, extract, street, key,
                                                                          values, said):
    ways = _ways_named(extract, street)
    carrying = [w for w in ways if (w.tags.get(key) in values if values else w.tags.get(key) not in (None, "no"))]
    assert carrying and len(carrying) < len(ways)   # some of its ways, not all: the test means it
    trace = run_question(plan_only, question)
    assert not trace.llm_calls
    assert trace.answer.text.startswith(f"Yes: {street} {said} ("), trace.answer.text


def test_a_street_none_of_whose_ways_is_a_bridge(plan_only):
    ways = _ways_named("neubrandenburg", "Turmstraße")
    assert len(ways) > 1 and not any(w.tags.get("bridge") not in (None, "no") for w in ways)
    trace = run_question(plan_only, "does Turmstraße in Neubrandenburg go over a bridge?")
    assert trace.answer.text.startswith("No: Turmstraße does not go over a bridge (none of its"), trace.answer.text


@pytest.mark.parametrize("question, starts", [
    ("vaduz: more than 5 restaurants? yes/no + count", "Yes, more than 5: there are "),
    ("is anything open in Vaduz at 4 am on a Tuesday? yes/no + how many", "Yes: there "),
])
def test_yes_or_no_and_the_count_asked_after_a_plus(plan_only, question, starts):
    # ('? yes/no + how many' had lost its count; '? yes/no + count' must keep its yes)
    trace = run_question(plan_only, question)
    assert not trace.llm_calls
    assert trace.answer.text.startswith(starts), trace.answer.text
