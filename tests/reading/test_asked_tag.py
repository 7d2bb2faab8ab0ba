"""Any tag of one place asked by the words of its key (issue 44: 'any tag asked by its everyday word'): 'what is the
power source of the power generator in Vaduz' reads as the tag 'power source' of the one power generator there, and
DescribePlace reads those words against the keys of the place's own tags, through the real graph and database."""

from __future__ import annotations

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import read
from georeact.reading.asked_tag import keys_for
from georeact.reading.tag_words import skipped_key

GENERATOR = "What is the power source of the power generator in Vaduz?"


@pytest.mark.parametrize(("question", "words", "place", "region"), [
    (GENERATOR, "power source", "the power generator", "Vaduz"),
    ("whats the generator source of the power generator in Vaduz", "generator source", "the power generator", "Vaduz"),
    ("what's the roof shape of the Kunstmuseum Liechtenstein", "roof shape", "Kunstmuseum Liechtenstein", None),
    ("hey, what is the display of the clock in Neubrandenburg?", "display", "the clock", "Neubrandenburg"),
    # the word mappers write for it (tag_words.yaml: plug -> socket)
    ("What kind of plug does the charging station in Eastbrook take?", "plug", "the charging station", "Eastbrook"),
    # two values one field offers: which the place's tag holds
    ("Is the clock in Eastbrook an analog one or a digital one?", "an analog one or a digital one", "the clock",
     "Eastbrook"),
    ("is the clock in Eastbrook analog or digital", "analog or digital", "the clock", "Eastbrook"),
])
def test_the_words_of_a_tag_key_are_kept_as_said(question, words, place, region) -> None:
    reading = read(question)
    assert (reading.attribute, reading.asked_tag, reading.anchors, reading.region) == ("tag", words, [place], region)


@pytest.mark.parametrize("question", [
    "What is the distance of the Kunstmuseum from the Rathaus?",   # a measure between places
    "Which is the nearest cafe of Vaduz?",                         # a place of a kind
    "What is the vibe of the Kunstmuseum Liechtenstein?",          # no tag key says 'vibe'
    "What is the height of the water tower in Monaco?",            # the attribute table's own row
    "what kind of shops does the Old Town have?",                  # kinds of place
    "Is Vaduz big or small?",                                      # values no field offers together
    "which tunnel is longer, the Old Mill tunnel or the Eastbrook tunnel?",   # a comparison ('longer' is no name)
])
def test_words_no_tag_key_holds_are_not_a_tag(question) -> None:
    assert read(question) is None or read(question).attribute != "tag"


@pytest.mark.parametrize(("said", "tags", "keys"), [
    ("power source", {"power": "generator", "power_source": "hydro"}, ["power_source"]),
    # no key holds both words: the one key holding the last
    ("power source", {"power": "generator", "generator:source": "hydro"}, ["generator:source"]),
    ("heights", {"roof:height": "2", "height": "12"}, ["height"]),   # the shortest key
    ("source", {"source": "survey", "generator:source": "solar"}, ["generator:source"]),   # never where data came from
    ("colour", {"building:colour": "red", "roof:colour": "grey"}, ["building:colour", "roof:colour"]),   # both
    ("plug", {"amenity": "charging_station", "socket:type2": "2"}, ["socket:type2"]),
    ("an analog one or a digital one", {"amenity": "clock", "display": "analog"}, ["display"]),
    ("asphalt or gravel", {"highway": "track", "surface": "fine_gravel"}, []),   # neither value: not guessed
])
def test_keys_for_the_words(said, tags, keys) -> None:
    assert keys_for(said, tags, skipped_key) == keys


def test_the_answer_gives_the_tags_value_in_words_and_no_key(db, settings) -> None:
    graph = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(graph, GENERATOR)
    source = db.query("SELECT tags->>'power_source' FROM pois WHERE tags->>'power' = 'generator' AND "
                      "source = 'liechtenstein-2013-08-03.osm.pbf'").rows
    assert len(source) == 1 and source[0][0]
    assert [s.tool for s in trace.steps] == ["DescribePlace"] and not trace.llm_calls
    assert trace.steps[0].arguments["tag_words"] == "power source"
    text = trace.answer.text
    assert f"The power source of the unnamed power generator: {source[0][0]}." in text
    assert "power_source" not in text and "tag_words" not in text

    # a tag the place does not carry is said to be untagged, not guessed
    trace = run_question(graph, "What is the roof shape of the power generator in Vaduz?")
    assert "OpenStreetMap has no information on the roof shape of the unnamed power generator: it is not tagged." \
        in trace.answer.text


def test_of_two_values_offered_the_one_the_place_holds_is_said_with_its_keys_words(db, settings) -> None:
    graph = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    shown = db.query("SELECT tags->>'display' FROM pois WHERE tags->>'amenity' = 'clock' AND "
                     "source = 'neubrandenburg-2016-02.osm.pbf'").rows
    assert shown == [("analog",)]   # the town's one clock
    trace = run_question(graph, "Is the clock in Neubrandenburg an analog one or a digital one?")
    assert "The display of the unnamed clock: analog." in trace.answer.text and not trace.llm_calls
