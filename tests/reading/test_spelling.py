"""Common words mistyped in a chat are put right before the question is read (reading/spelling.py); names,
everyday words and contractions written without their apostrophe stay as written."""

from __future__ import annotations

import pytest

from georeact.reading import deterministic
from georeact.reading.spelling import corrected

NAME_WORDS = {"ozra", "wich", "krahnenplatz", "u"}   # 'Wich' is a loaded name's word here: never a typo


@pytest.mark.parametrize("typed, meant", [
    ("cyclng from A to B", "cycling from A to B"),
    ("how many more resturants than cafes", "how many more restaurants than cafes"),
    ("whats the email adress of X", "what's the email address of X"),
    ("wat kind of food does Ozra serve", "what kind of food does Ozra serve"),
    ("both numbers pls", "both numbers please"),
    ("dinner at X tonite, can u tell me", "dinner at X tonight, can you tell me"),
    ("Running Lab → Black Knight walking, how far", "Running Lab to Black Knight walking, how far"),   # an arrow
    ("X hrs on saturday?", "X hours on saturday?"),
    ("what does the restaraunt closest to X serve", "what does the restaurant closest to X serve"),   # letters shuffled
    ("X data: cafes minus bars = ? (each count too)", "X data: cafes minus bars? (each count too)"),   # '= ?' asks
])
def test_a_mistyped_common_word_is_read_as_meant(typed, meant):
    assert corrected(typed, set(), deterministic._known_feature) == meant


@pytest.mark.parametrize("typed", [
    "the hairdresser thats nearest Eiscafe Tina",   # 'that's' without its apostrophe
    "is the closet cafe open",                       # an English word, if not the one meant
    "how many cafes near krahnenplatz",              # a word of a loaded name
    "pharmacies near the Klingentor",                # a kind of place, plural
    "if i need meds at 4am",                         # short: a letter changed is no slip ('beds')
    "the dentist closest to the Kino Latücht u. Medienwerkstatt",   # a name's 'u'
])
def test_names_words_and_contractions_stay_as_written(typed):
    assert corrected(typed, NAME_WORDS, deterministic._known_feature) == typed


def test_a_name_word_is_never_taken_for_a_typo():
    assert corrected("in the Baltimore data wich denomination", NAME_WORDS, deterministic._known_feature) == \
        "in the Baltimore data wich denomination"
    assert corrected("in the Baltimore data wich denomination", set(), deterministic._known_feature) == \
        "in the Baltimore data which denomination"


def test_a_chat_u_is_you_unless_a_name_writes_it_with_a_dot():
    assert corrected("do u know its postcode", {"u"}, deterministic._known_feature) == "do you know its postcode"
    assert corrected("the Kino Latücht u. Medienwerkstatt", {"u"}, deterministic._known_feature) == \
        "the Kino Latücht u. Medienwerkstatt"


def test_an_arrow_before_a_question_is_a_topics_colon():
    assert corrected("Old Mill → whats the closest bar to it", set(), deterministic._known_feature) == \
        "Old Mill: what's the closest bar to it"
    assert corrected("Old Mill → Town Hall walking", set(), deterministic._known_feature) == "Old Mill to Town Hall walking"
