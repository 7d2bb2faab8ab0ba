"""Two words for one kind joined by a slash are one kind ('cafes/coffee shops', 'water taxi / ferry stops'): read as
two, the places would be counted twice. Two different kinds ('bars/pubs') are counted together, each once."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.slashed_kinds import one_kind_slashed


@pytest.mark.parametrize(("question", "feature"), [
    ("how many cafes/coffee shops are in Eastbrook?", "coffee shops"),
    ("how many ATMs / cash machines are there in Eastbrook?", "cash machines"),
])
def test_one_kind_said_two_ways_is_counted_once(question, feature):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region, reading.operation) == \
        ("count", feature, "Eastbrook", None), reading


def test_one_kind_said_two_ways_in_a_difference():
    reading = read("how many more water taxi / ferry stops than banks in Eastbrook?")
    assert reading.operation == "difference", reading
    assert [o.feature for o in reading.operands] == ["ferry stops", "banks"], reading


def test_two_kinds_joined_by_a_slash_are_counted_together():
    reading = read("how many bars/pubs are in Eastbrook?")
    assert reading.operation == "sum", reading
    assert [(o.feature, o.region) for o in reading.operands] == [("bars", "Eastbrook"), ("pubs", "Eastbrook")], reading
    assert all(" are are " not in o.question for o in reading.operands), reading


@pytest.mark.parametrize("question", ["is the pharmacy open 24/7?", "how many bars/pubs are in Eastbrook?"])
def test_a_slash_that_joins_no_one_kind_is_left_as_it_is(question):
    assert one_kind_slashed(question) is None
