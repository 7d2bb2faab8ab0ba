"""A run of the question written exactly as a loaded name is read as that name, whatever its words say in a sentence
(reading/written_names.py). Invented names: a name that holds a verb ('Can'), a dot that would end a sentence, small
words the reader cuts names at ('by the'), a name followed by words that are no part of it."""

from __future__ import annotations

import pytest

from georeact.reading import deterministic, read
from georeact.reading.names import LoadedNames, reader_words
from georeact.reading.written_names import read_with_names

NAMES = ["The Can Works", "Dr. med Lorenz", "Atelier.", "Depot", "Palais Korbin", "Skipper by the Dock", "The Lantern",
         "The Park", "Harbour Grill"]


@pytest.fixture(scope="module")
def names() -> LoadedNames:
    return LoadedNames(NAMES, reader_words().__contains__, deterministic._known_feature)


def test_names_written_as_the_data_writes_them_are_found_longest_first(names):
    question = "from The Can Works to Dr. med Lorenz, then Atelier. and the park"
    assert [question[a:b] for a, b in names.written_names(question)] == ["The Can Works", "Dr. med Lorenz", "Atelier."]


@pytest.mark.parametrize("question", [
    "from the can works to dr lorenz",   # not written as the data writes it: the reader's own reading (and re-casing)
    "which park is nearest The Park",    # a kind of place, whatever the data calls a place
    "is the atelier open",               # a one-word name counts only with its own dot
])
def test_runs_not_written_as_a_loaded_name_are_left_to_the_reader(names, question):
    assert names.written_names(question) == []


@pytest.mark.parametrize(("question", "anchors", "mode"), [
    ("road distance for a drive from The Can Works over to the Palais Korbin?", ["The Can Works", "Palais Korbin"], "drive"),
    ("how far is it walking from Dr. med Lorenz to Skipper by the Dock?", ["Dr. med Lorenz", "Skipper by the Dock"], "walk"),
])
def test_a_name_holding_sentence_words_is_read_whole(names, question, anchors, mode):
    reading = read_with_names(question, names.written_names(question), read)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", anchors, mode)
    assert "Xqzjw" not in reading.model_dump_json()


def test_a_tour_through_names_with_dots_keeps_every_stop(names):
    question = ("I start at Dr. med Lorenz and have to drop flyers at Atelier., Depot and the Palais Korbin, on foot, "
                "no return. Which sequence keeps the walk shortest?")
    reading = read_with_names(question, names.written_names(question), read)
    assert reading.shape == "route" and reading.stops == ["Dr. med Lorenz", "Atelier.", "Depot", "Palais Korbin"]
    assert not reading.round_trip and reading.travel_mode == "walk"
