"""The grader of benchmarks/phrasings.py (the beyond, composed and phrasings sets): what counts as holding a gold
item, and a listing of every place of a kind, which holds the names asked for and answers nothing."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "phrasings.py"
sys.path.insert(0, str(_PATH.parent))   # its sibling answer_audit.py
_SPEC = importlib.util.spec_from_file_location("phrasings_grader", _PATH)
grader = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(grader)

ALL_HOTELS = "18 hotels in Heidelberg: " + " ".join(f"{i}. Hotel {chr(64 + i)}" for i in range(1, 19))


@pytest.mark.parametrize("expected, answer, listing", [
    (["Hotel A", "Hotel D", "Hotel H"], ALL_HOTELS, True),                  # every hotel, for three
    (["Hotel B"], ALL_HOTELS, True),
    (["Hotel B"], "5 museums: 1. Hotel A 2. Hotel B 3. C 4. D 5. E", False),   # 'what museums are there': the five
    (["Destille", "Sonderbar"], "3 pubs open: 1. Destille 2. Weinloch 3. Sonderbar", False),
    (["#4"], ALL_HOTELS, False),                                            # a count: no names to list
    (["18"], ALL_HOTELS, False),                                            # a count written without its '#'
    (["Hotel A"], "Hotel A is the nearest hotel, 30 m away.", False),
])
def test_a_listing_of_every_place_is_no_answer(expected, answer, listing):
    assert grader.a_listing(expected, answer) is listing


def test_only_the_places_a_list_names_are_counted():
    assert grader.listed("14 parks: 1. A, 14.14 ha 2. B, 1.80 ha ... and 12 more (14 in all).") == 2
    assert grader.listed("There are 4 cafes.") == 0


def test_a_count_is_never_a_lists_numbering():
    answer = "12 hotels: 1. A 2. B 3. C 4. D 5. E 6. F 7. G 8. H 9. I 10. J 11. K 12. L"
    assert not grader.holds("#10", answer) and grader.holds("#12", "There are 12 hotels.")


def test_a_failed_answer_holds_no_yes_or_no_but_may_hold_a_trap():
    """'I could not answer ...: no tool call answers it' says no 'no' to 'is it open?'; a trap's gold ('could not
    find') is what such an answer says."""
    failed = "I could not answer this question without a model: no tool call answers 'is X open in June?'."
    assert not grader.holds("!no", failed) and not grader.holds("!yes", failed)
    assert grader.holds("!could not find | !not in the data", "I could not find 'Xyz': it is not in the loaded data.")
    assert grader.holds("!no", "No: X is closed all Wednesday 24 February.")


def test_a_failed_answer_holds_no_word_it_quotes_as_unread():
    """A refusal listing what it could not read ('the words 'wifi', 'free'') does not answer 'is the wifi free' with
    'free'."""
    failed = "I could not answer this question without a model: I could not read all of it (the words 'wifi', 'free')."
    assert not grader.holds("!yes | !free", failed)
    assert grader.holds("!could not", failed)


def test_an_answer_that_does_not_know_says_no_no():
    """'OpenStreetMap has no information on X' answers neither yes nor no; a trap's gold says so in its own words."""
    unknown = "OpenStreetMap has no information on when the letter box is emptied: its collection times are not tagged."
    assert not grader.holds("!no", unknown) and not grader.holds("!yes", unknown)
    assert grader.holds("!no information | !not tagged", unknown)
    assert grader.holds("!no", "There are no museums within 2.00 km of Kornhaus.")
    # a place without a name is no 'no' ('do they lock the toilets for the night' answered with a list of toilets)
    assert not grader.holds("!no", "1 toilet within 5.00 km of Kornhaus: 1. (no name), 3.28 km")
    assert not grader.holds("!no", "The toilet, 1.29 km away; it has no name in OpenStreetMap.")


@pytest.mark.parametrize("item, answer, held", [
    ("!1086 m | !1086", "Together: 1,086 m.", True),          # a number written with a thousands separator
    ("#1086", "There are 1,086 buildings in Eastbrook.", True),
    ("#3", "Road 1,3 and Road 2", False),                     # no separator: 1,3 is no 3
    ("!12", "It costs 1,200.", False),
])
def test_a_number_is_the_same_with_thousands_separators(item, answer, held):
    assert grader.holds(item, answer) is held
