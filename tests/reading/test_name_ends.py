"""A place the reading took runs on past the loaded name it starts with only when the words after it could belong to
it: 'Zum Seppl tonite' is Zum Seppl, 'Vaduz castle' stays whole (reading/name_ends.py)."""

from __future__ import annotations

import pytest

from georeact.reading import deterministic
from georeact.reading.compose import read
from georeact.reading.name_ends import ended_at_names
from georeact.reading.names import LoadedNames, reader_words

NAMES = ["Zum Seppl", "Waku Ghin", "Shiso Tavern", "Vaduz", "Bond Street Social", "Marina Bay Sands",
         "Marina Bay Sands Tower 2", "Hudson Street Stackhouse", "Casino", "Kino Latücht", "Schloss",
         "Nanyang Technological University Alumni House"]


@pytest.fixture(scope="module")
def names() -> LoadedNames:
    return LoadedNames(NAMES, reader_words().__contains__, deterministic._known_feature)


def ended(question: str, names: LoadedNames):
    return ended_at_names(read(question), names, deterministic._known_feature)


@pytest.mark.parametrize("question, place", [
    ("we're having dinner at Zum Seppl tonite, what's the phone number of the cafe closest to it", "Zum Seppl"),
    ("is the cafe closest to Waku Ghin doing takeaway", "Waku Ghin"),
    ("if i need medicine at 4am on a sunday, is the pharmacy closest to Hudson Street Stackhouse open then?",
     "Hudson Street Stackhouse"),
    ("after eating at Bond Street Social i want a drink", "Bond Street Social"),
    # a sentence ends after the name ('St. Georg' keeps its dot: a name word follows it, no sentence's)
    ("what's the phone number of the cafe closest to Waku Ghin. If it has none, say so", "Waku Ghin"),
    # the scene's place, then its nearest and 'their': the restaurant; an 'and' before the next ask joins no name
    ("I'm at Shiso Tavern and starving. whats the closest restaurant and can you give me their phone number",
     "Shiso Tavern"),
])
def test_a_described_place_ends_where_its_loaded_name_ends(names, question, place):
    reading = ended(question, names)
    (description,) = reading.described.values() or [reading]
    assert description.anchors == [place]


def test_a_question_mark_ends_an_aggregate_s_place(names):
    reading = ended("parks bigger than 4000 m2 within 600 m of Shiso Tavern? names please", names)
    assert reading.aggregate.anchor == "Shiso Tavern" and reading.anchors == ["Shiso Tavern"]


@pytest.mark.parametrize("question, place", [
    ("how far is Vaduz castle from Schaan?", "Vaduz castle"),                       # a kind of place follows
    ("how tall is Marina Bay Sands Tower 3?", "Marina Bay Sands Tower 3"),         # a loaded name goes on so
    ("the museum nearest to the Casino in Monte Carlo", "Casino in Monte Carlo"),  # where it is
    ("will the Casino in Ólafsbrook be open at 4am on Monday?", "Casino in Ólafsbrook"),   # (an accented capital)
    ("the dentist closest to the Kino Latücht u. Medienwerkstatt", "Kino Latücht u. Medienwerkstatt"),   # joined
    ("drugstore closest to Schloss sanssouci pls", "Schloss sanssouci"),   # a one-word name going on in a rare word
])
def test_words_that_could_belong_to_the_name_keep_it_whole(names, question, place):
    reading = ended(question, names)
    assert place in reading.places + tuple(reading.described)


@pytest.mark.parametrize("said, as_read", [
    ("walk to the NTU Alumni House (Nanyang Technological University Alumni House) now",
     "walk to the Nanyang Technological University Alumni House now"),
    ("is Zum Seppl (the pub on the square) open", "is Zum Seppl (the pub on the square) open"),     # no full name
    ("the XYZ House (Nanyang Technological University Alumni House)",                             # not its initials
     "the XYZ House (Nanyang Technological University Alumni House)"),
])
def test_a_name_said_by_its_initials_then_in_full_in_brackets_is_said_in_full(names, said, as_read):
    from georeact.tools.loaded_names import _full_names
    assert _full_names(said, names) == as_read


def test_a_leg_cut_down_to_a_place_and_itself_is_no_leg(names):
    """'A to B by car, then B to C': a leg read as from 'B by car' to B is none once B's name ends at B."""
    from georeact.reading.model import QuestionReading

    legs = [read(f"how far is it by car from {a} to {b}?") for a, b in
            (("Zum Seppl", "Waku Ghin"), ("Waku Ghin by car", "Waku Ghin"), ("Waku Ghin", "Shiso Tavern"))]
    summed = QuestionReading(question="Zum Seppl to Waku Ghin by car, then Waku Ghin to Shiso Tavern - total?",
                             shape="number", operation="sum", operands=legs)
    assert [o.anchors for o in ended_at_names(summed, names, deterministic._known_feature).operands] == \
        [["Zum Seppl", "Waku Ghin"], ["Waku Ghin", "Shiso Tavern"]]


def test_a_name_said_with_light_after_it_keeps_the_word():
    # 'the Vaduz light': the lighthouse named so, as seafarers say it; 'light' is no chatter after the name
    reading = ended_at_names(read("how many cafes are within 10 km of the Vaduz light?"),
                             LoadedNames(NAMES, reader_words().__contains__, deterministic._known_feature),
                             deterministic._known_feature)
    assert reading.anchors == ["Vaduz light"], reading
    # said with where it is after it, the name is cut as before: the search finds X there
    reading = ended_at_names(read("Vaduz light out by the bay: what is the period of its flashes?"),
                             LoadedNames(NAMES, reader_words().__contains__, deterministic._known_feature),
                             deterministic._known_feature)
    assert reading.anchors == ["Vaduz"], reading
