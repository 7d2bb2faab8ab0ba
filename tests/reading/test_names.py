"""Names written in lower case are given their case back from the loaded names before the question is read
(reading/names.py); everyday words, kinds of place and the reader's own words stay as they are."""

from __future__ import annotations

import pytest

from georeact.reading import deterministic
from georeact.reading.names import LoadedNames, reader_words

NAMES = ["Makansutra Gluttons Bay", "Marina Bay Sands Expo and Convention Centre", "Montford Bar", "Ozra", "Light Show Viewing Point", "Family", "Bakery", "The Park", "Sunday",
         "Bertha's Mussels", "Greif-Apotheke", "Am Oberbach", "Elielinaukio, laituri 28", "Café Burkardt", "bamboos", "UOB"]


@pytest.fixture(scope="module")
def names() -> LoadedNames:
    return LoadedNames(NAMES, reader_words().__contains__, deterministic._known_feature)


@pytest.mark.parametrize("question, recased", [
    ("montford bar open friday 11pm?", "Montford Bar open friday 11pm?"),
    ("wat kind of food does ozra serve", "wat kind of food does Ozra serve"),
    ("is the light show viewing point accessible", "is the Light Show Viewing Point accessible"),
    ("saturday 9pm, bertha's mussels - are they open then", "saturday 9pm, Bertha's Mussels - are they open then"),
    ("from the greif apotheke to the park", "from the Greif-Apotheke to the park"),
    ("phone number for cafe burkardt", "phone number for Café Burkardt"),
    ("how far is elielinaukio, laituri 28 from here", "how far is Elielinaukio, laituri 28 from here"),
    # a name said short: its last or first words, two at least, never starting or ending with 'and', 'of' ...
    ("gluttons bay - open monday 4.30pm?", "Gluttons Bay - open monday 4.30pm?"),
    ("email of the marina bay sands expo", "email of the Marina Bay Sands Expo"),
    # a name the data writes in lower case gets its capital: the reader finds names by them
    ("gimme the phone number for bamboos pls", "gimme the phone number for Bamboos pls"),
    # three letters no English text uses are a name's own
    ("is there an atm of uob near here", "is there an atm of UOB near here"),
])
def test_a_loaded_name_in_lower_case_is_written_as_the_data_writes_it(names, question, recased):
    assert names.recased(question) == recased


@pytest.mark.parametrize("question", [
    "is there a family restaurant near Vaduz",          # an everyday word
    "the nearest bakery to the Kiasma",                 # a kind of place
    "is the park open on sunday",                       # a kind after 'the'; a weekday the reader reads
    "is there a light show viewing point near Vaduz",   # everyday words after 'a': a kind of thing
    "Ansgarkapelle am Oberbach",                        # the lower-case words of a name being written
    "How far is Montford Bar from Ozra?",               # already written with capitals
])
def test_words_that_are_no_name_stay_as_written(names, question):
    assert names.recased(question) == question
