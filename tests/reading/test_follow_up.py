"""A follow-up said whole from the earlier turn (reading/follow_up.py), without a database."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.follow_up import Earlier, said_whole

PHARMACY = Earlier("Which pharmacy is nearest to Kiasma?", ["Apteekki Eliel"])
LISTED = Earlier("how far is Pub Kaisla from the Ateneum?", [], ["Zetor", "Pub Kaisla", "Vltava"])


@pytest.mark.parametrize("question, earlier, whole", [
    ("and how far is it?", PHARMACY, "how far is Apteekki Eliel from Kiasma?"),
    ("and cafes?", PHARMACY, "Which cafe is nearest to Kiasma?"),            # a kind: the earlier question's
    ("what about the Ateneum?", PHARMACY, "Which pharmacy is nearest to Ateneum?"),   # a place: the same
    ("how many cafes are there?", PHARMACY, "how many cafes are there near Kiasma?"),
    ("what's its website?", PHARMACY, "what's Apteekki Eliel's website?"),
    ("and the third one?", LISTED, "how far is Vltava from the Ateneum?"),    # that place in the earlier question
    ("how big is the third one?", LISTED, "how big is Vltava?"),
    ("how far is the last one from Kiasma?", LISTED, "how far is Vltava from Kiasma?"),
])
def test_a_follow_up_is_said_whole(question, earlier, whole):
    assert said_whole(question, earlier, read) == whole


@pytest.mark.parametrize("question", [
    "How far is it from Kiasma to the Ateneum?",     # 'it' of two named places
    "is there a cafe near the Ateneum?",             # 'there' that is no place
    "Which cafe is nearest to the Ateneum?",
])
def test_a_question_that_stands_alone_is_left_alone(question):
    assert said_whole(question, PHARMACY, read) is None


def test_the_second_one_of_an_answer_that_named_one_is_not_guessed():
    assert said_whole("how big is the second one?", Earlier("Which park is largest in Vaduz?", ["Park"]), read) is None
