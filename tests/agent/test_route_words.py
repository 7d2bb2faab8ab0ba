"""Route measures asked in words (issue 44): 'how long does it take to walk from A to B', 'the cycling distance
from A to B'. The reading asks for a distance along the streets in the mode the question says; the answer gives
the length and the travel time, with no model."""

from __future__ import annotations

import re

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import read


@pytest.mark.parametrize("question, mode", [
    ("how long does it take to walk from the Treptower Tor to the Neues Tor?", "walk"),
    ("How long would it take me to drive from the Kunstmuseum Liechtenstein to the Rathaus Vaduz", "drive"),
    ("how long by bike from the Treptower Tor to the Neues Tor", "bike"),
    ("What's the cycling distance from Kiasma to the Ateneum?", "bike"),
    ("walking distance from the Kiasma to the Ateneum?", "walk"),
    ("How long a walk is it from the Kiasma over to the Ateneum?", "walk"),
    # a trip said without 'from', and a time asked in minutes or hours (not a count of 'minutes')
    ("by bike, Treptower Tor to the Neues Tor - how many minutes?", "bike"),
    ("Kiasma to Ateneum on foot: how far?", "walk"),
    ("walking time Kiasma to Ateneum?", "walk"),
    ("Kunstmuseum Liechtenstein to Rathaus Vaduz by car, how long?", "drive"),
    ("how many minutes would it take me to cycle from the Treptower Tor to the Neues Tor?", "bike"),
    ("how many hours does it take to walk from Vaduz to Schaan", "walk"),
    ("Casino de Monte Carlo to Stade Louis II walking, how long", "walk"),
    ("walk Kiasma to Ateneum - distance?", "walk"),
    ("how long on foot from the Kiasma to the Ateneum", "walk"),
    ("how far is it by road from the Kunstmuseum Liechtenstein to the Rathaus Vaduz", "drive"),
    # a distance asked last, after a dash; a town said first; metres asked
    ("walk from the Kiasma to the Ateneum - distance?", "walk"),
    ("Helsinki, on foot: Kiasma to Ateneum, how many metres", "walk"),
    # 'what distance'; a place's name ends before the purpose of the trip and before ' - what ...'
    ("cycling from the Kiasma to the Ateneum for dinner - what distance am I looking at?", "bike"),
    # asked in minutes and metres, 'what's the drive like', 'the bike route ... how long should I expect to pedal'
    ("Kiasma to Ateneum on foot: give me minutes and metres", "walk"),
    ("what's the drive like from the Kunstmuseum Liechtenstein to the Rathaus Vaduz? distance and minutes, roughly",
     "drive"),
    ("Look up the bike route from the Kiasma to the Ateneum for me: distance, and how long should I expect to pedal?",
     "bike"),
    ("Kiasma to Ateneum by car: how many kilometres on the road?", "drive"),
])
def test_a_travel_time_or_a_route_length_is_a_distance_along_the_streets(question, mode):
    reading = read(question)
    assert (reading.metric, reading.travel_mode, len(reading.anchors)) == ("distance", mode, 2) and reading.complete


@pytest.mark.parametrize("question, places, mode", [
    ("we're having drinks at the Kiasma later and then dinner at Stockmann, how far is that walk",
     ["Kiasma", "Stockmann"], "walk"),
    ("my kid has practice at the Ateneum and I'm visiting someone at the Amos Rex afterwards. how far is the walk "
     "and how long will it take", ["Ateneum", "Amos Rex"], "walk"),
])
def test_a_trip_told_as_a_story_is_the_distance_between_its_two_places(question, places, mode):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", places, mode) and reading.complete


@pytest.mark.parametrize("question", [
    "Kiasma to Ateneum: which is bigger?",            # words no trip asks: the composing reader's
    "Kiasma to Ateneum, and the nearest cafe to it?",
    "What is the nearest hospital to the Casino de Monte Carlo, and how far is it?",   # not a name before 'to'
])
def test_a_trip_without_from_is_read_only_when_nothing_else_is_asked(question):
    reading = read(question)
    assert not (reading.metric == "distance" and reading.complete and len(reading.anchors) == 2)


def test_the_answer_gives_the_length_and_the_travel_time(db, settings):
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(agent, "how long does it take to cycle from the Treptower Tor to the Neues Tor?")
    observation = trace.steps[-1].observation
    assert not trace.llm_calls and observation["mode"] == "bike" and observation["travel_time_s"] > 0
    minutes = re.search(r"about (\d+) min cycling", trace.answer.text)
    assert minutes and int(minutes.group(1)) == round(observation["travel_time_s"] / 60), trace.answer.text


def test_a_place_at_another_is_searched_as_a_name_and_where_it_is():
    from georeact.tools.place_search import IN_TOWN
    assert IN_TOWN.match("Art Science Museum at Marina Bay").group("name", "town") == ("Art Science Museum",
                                                                                        "Marina Bay")
    assert IN_TOWN.match("landstrasse in schaan").group("name", "town") == ("landstrasse", "schaan")
    assert IN_TOWN.match("coffee at night") is None   # 'at' before a word in lower case is no place


@pytest.mark.parametrize("question, stops, round_trip, mode", [
    ("Starting and ending at the Kunstmuseum Liechtenstein, I need to drive to the DoMuS and Coop Schaan. What's the "
     "shortest order?", ["Kunstmuseum Liechtenstein", "DoMuS", "Coop Schaan"], True, "drive"),
    ("I'm at the Ateneum and want to see the Kiasma and Stockmann on foot - what's the shortest order? I don't need to "
     "come back", ["Ateneum", "Kiasma", "Stockmann"], False, "walk"),
    ("shortest walk from the Kiasma that visits the Ateneum, Stockmann and the Amos Rex (one-way)",
     ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], False, "walk"),
    ("i need to drive from the Kunstmuseum Liechtenstein to the DoMuS and to Coop Schaan, which order is shortest",
     ["Kunstmuseum Liechtenstein", "DoMuS", "Coop Schaan"], False, "drive"),
])
def test_a_tour_said_in_words_starts_where_it_says_and_comes_back_unless_told_not_to(question, stops, round_trip,
                                                                                      mode):
    reading = read(question)
    assert (reading.shape, reading.stops, reading.round_trip, reading.travel_mode) == ("route", stops, round_trip, mode)
    assert reading.complete


def test_a_trip_to_the_nearest_of_a_kind_finds_it_then_measures_the_trip(db, settings):
    """'How long does it take to walk to the nearest pharmacy from X': the nearest one, then the walk to it (a
    distance to a kind of place has no mode of its own; it was the straight line, the mode dropped)."""
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(agent, "how long does it take to walk to the nearest pharmacy from Kiasma?")
    first, second = (step.observation for step in trace.steps)
    assert not trace.llm_calls and first["metric"] == "nearest" and second["mode"] == "walk"
    pharmacy = first["entities"][0]["name"]
    assert second["resolved"][-1]["name"] == pharmacy and second["travel_time_s"] > 0
    assert trace.answer.text.startswith(f"The nearest pharmacy to Kiasma is {pharmacy}")
    assert re.search(r"about \d+ min walking", trace.answer.text), trace.answer.text


def test_a_trip_from_the_nearest_of_a_kind_starts_at_the_one_found(db, settings):
    """'How long does it take to walk from the nearest pharmacy to X': the trip runs from the pharmacy found, the
    way the question says (one-way streets make the other way another route)."""
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(agent, "how long does it take to walk from the nearest pharmacy to Kiasma?")
    first, second = (step.observation for step in trace.steps)
    assert not trace.llm_calls and first["metric"] == "nearest" and second["mode"] == "walk"
    pharmacy = first["entities"][0]["name"]
    assert [r["name"] for r in second["resolved"] if r["role"] in ("anchor", "anchor_b")] == [pharmacy, "Kiasma"]
    assert f"From {pharmacy} to Kiasma is" in trace.answer.text, trace.answer.text


def test_an_unnamed_place_found_on_the_way_is_said_by_its_kind(db, settings):
    """'from the nearest bench to X': a bench has no name; the trip's sentence says 'the bench', never 'a place with
    no name' (nor its handle)."""
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(agent, "how long does it take to walk from the nearest bench to Kiasma?")
    first = trace.steps[0].observation
    assert first["metric"] == "nearest" and not first["entities"][0]["name"]
    assert "From the bench to Kiasma is" in trace.answer.text and "a place with no name" not in trace.answer.text, \
        trace.answer.text


@pytest.mark.parametrize("question, stops, round_trip", [
    ("I'm at the Kiasma and have to drop flyers at the Ateneum, Stockmann and Amos Rex on foot and then walk back to "
     "the Kiasma. whats the shortest order?", ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], True),
    ("starting at the Kiasma in Helsinki I want to see the Ateneum, Stockmann and Amos Rex on foot, no need to go "
     "back. best order?", ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], False),
    ("I'm driving from the Kunstmuseum and need to stop at the DoMuS, Coop Schaan and the Landesspital (don't need "
     "to come back). which order is shortest?", ["Kunstmuseum", "DoMuS", "Coop Schaan", "Landesspital"], False),
    # the list ended by a clause in lower case; a tour said without a verb; 'then back to'
    ("starting at the Kiasma i want to walk to the Ateneum, Stockmann and the Amos Rex, no need to come back. best "
     "order and how far in total", ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], False),
    ("by car: from the Kunstmuseum to the DoMuS, Coop Schaan and the Landesspital, then back to the museum. which "
     "order is shortest", ["Kunstmuseum", "DoMuS", "Coop Schaan", "Landesspital"], True),
    ("on foot from the Kiasma to the Ateneum, Stockmann and Amos Rex (no need to go back). shortest order + total "
     "distance", ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], False),
    ("by bike from the Kiasma i need to hit the Ateneum, Stockmann and Amos Rex - whats the best order, no need to "
     "come back", ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], False),
    ("on foot, starting at the Kiasma: the Ateneum, Stockmann and Amos Rex, then back to the museum. shortest order?",
     ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], True),
    # 'i start at X and have to stop at ...'; 'on my bike from X i have to drop by ...'
    ("doing deliveries by car tonight: i start at the Kunstmuseum and have to stop at the DoMuS, Coop Schaan and the "
     "Landesspital, no need to come back. whats the shortest order", ["Kunstmuseum", "DoMuS", "Coop Schaan",
                                                                       "Landesspital"], False),
    ("on my bike from the Kiasma i have to drop by the Ateneum, Stockmann and Amos Rex. dont need to go back. which "
     "order is shortest, and the total?", ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], False),
    # "starting at X I'll walk to ..."; 'starting from X. I need A, B and C, and I don't have to come back'
    ("Starting at the Kiasma I'll walk to the Ateneum, Stockmann and Amos Rex - no need to come back. Whats the "
     "shortest order?", ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], False),
    ("Driving around today starting from the Kunstmuseum. I need the DoMuS, Coop Schaan and the Landesspital, and I "
     "don't have to come back. Which order is shortest?", ["Kunstmuseum", "DoMuS", "Coop Schaan", "Landesspital"],
     False),
    # 'if I set off from X'; 'ending at the last stop' is one way
    ("What's the shortest order on foot for the Ateneum, Stockmann and Amos Rex if I set off from the Kiasma and don't "
     "go back?", ["Kiasma", "Ateneum", "Stockmann", "Amos Rex"], False),
    ("Errands by car today, starting at the Kunstmuseum: the DoMuS, Coop Schaan and the Landesspital, in whatever "
     "order is quickest, ending at the last stop. Which order?", ["Kunstmuseum", "DoMuS", "Coop Schaan", "Landesspital"],
     False),
])
def test_more_ways_of_saying_a_tour(question, stops, round_trip):
    reading = read(question)
    assert (reading.stops, reading.round_trip) == (stops, round_trip) and reading.complete


def test_a_tour_of_n_places_of_a_kind_in_a_town_picks_them_then_plans_the_tour(db, settings):
    graph = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(graph, "plan a walking tour of three museums in Monaco, no need to come back")
    assert not trace.llm_calls and [s.tool for s in trace.steps] == ["CalculateMetric", "PlanRoute"]
    listed = [e["handle"] for e in trace.steps[0].observation["entities"]][:3]
    assert trace.steps[1].arguments["stops"] == listed and trace.steps[1].arguments["round_trip"] is False
    assert "Walking tour of 3 places" in trace.answer.text


@pytest.mark.parametrize("question, budget_s, mode", [
    ("is the Kiasma to the Ateneum a 5 minute walk?", 300, "walk"),
    ("is it a 10-minute drive from the Kunstmuseum Liechtenstein to the Rathaus Vaduz?", 600, "drive"),
])
def test_a_trip_said_as_a_walk_of_so_many_minutes_is_a_time_to_fit(question, budget_s, mode):
    reading = read(question)
    assert reading.time_budget_s == budget_s and reading.travel_mode == mode and len(reading.anchors) == 2


def test_which_one_it_is_adds_nothing_to_the_nearest_asked():
    reading = read("Walking from the Kiasma to the closest ferry stop - how many metres, and which stop is it?")
    assert (reading.metric, reading.feature, reading.travel_mode, reading.then) == ("distance", "ferry stop", "walk", None)
