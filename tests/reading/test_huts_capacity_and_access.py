"""What people ask of a mountain hut: whether it keeps a winter room, whether it is open to the public (a yes or no
only when no other choice is offered), how many it sleeps beside another ('which sleeps more', 'the capacity of A
and B combined', a capacity tagged '30 people'). Places are made-up names: the readers see only the words."""

from __future__ import annotations

import pytest

from georeact.agent.sentences import _attributes, _said_figure
from georeact.reading.compose import read


@pytest.mark.parametrize("question, attribute", [
    ("does Eastfell have a winter room?", "winter_room"),
    ("is Eastfell open to the public?", "access"),
])
def test_a_huts_attribute_asked_in_everyday_words(question, attribute):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == (attribute, ["Eastfell"]), reading


@pytest.mark.parametrize("question, said", [
    ("is Eastfell open to the public?", "Yes: Eastfell is open to the public (access: yes)."),
    ("is Eastfell public or private?", "Eastfell is open to the public (access: yes)."),
])
def test_access_is_a_yes_only_when_asked_yes_or_no(question, said):
    observation = {"place": {"name": "Eastfell", "handle": "pois:1", "kind": "Alpine Hut"},
                   "attributes": [{"attribute": "access", "value": "yes"}]}
    assert _attributes(observation, read(question)) == said


@pytest.mark.parametrize("question, operation", [
    ("what's the capacity of Eastfell and Westfell combined?", "sum"),
    ("which hut sleeps more, Eastfell or Westfell?", "difference"),
])
def test_two_huts_capacities(question, operation):
    reading = read(question)
    assert reading.operation == operation, reading
    assert [(o.attribute, o.anchors) for o in reading.operands] == \
        [("capacity", ["Eastfell"]), ("capacity", ["Westfell"])], reading


def test_a_capacity_tagged_with_its_noun_is_a_figure():
    assert _said_figure({"attributes": [{"attribute": "capacity", "value": "30 people"}]}) == (30.0, None)


def test_open_to_the_public_at_a_moment_asks_the_hours():
    reading = read("is Eastfell open to the public on sunday at 10?")
    assert (reading.attribute, reading.open_at) == ("opening_hours", "sunday at 10"), reading


def test_the_closing_time_tonight_is_read_from_todays_hours():
    from georeact.reading.attribute_questions import steps

    reading = read("Eastfell - what time do they close tonight?")
    assert (reading.attribute, reading.open_at) == ("opening_hours", "tonight"), reading
    assert steps(reading)[0].args["at"] == "today"
