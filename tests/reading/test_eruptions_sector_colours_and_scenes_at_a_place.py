"""A volcano's last eruption and its type asked as a choice, a light's height and range asked by the light it shows or
by one sector's colour, a kind of place asked with a word of its kind, a scene at a place 'X at Y', a date said day
first ('25 May') or with an aside, a trip's start said after it ('after seeing A'), a count said by 'those', a
difference asked after its first place, and the places of a kind within a radius asked as 'of the ..., which one is
the highest'. Places are made-up names."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from georeact.agent.sentences import _attributes
from georeact.geo.hours import parse_open_at
from georeact.reading.attribute_questions import find_when
from georeact.reading.compose import read
from georeact.tools.describe_place import _kind, _tag


@pytest.mark.parametrize("question, attribute", [
    ("when was the last eruption of Eastfell?", "last_eruption"),
    ("In what year did Eastfell last erupt?", "last_eruption"),
    ("when did Eastfell last erupt?", "last_eruption"),
    ("Is Eastfell a shield volcano or some other type?", "volcano_type"),
    ("how many metres high is the Eastfell volcano?", "height"),
    ("At what height does the Eastfell lighthouse show its light?", "light_height"),
    ("range of the white light of the Eastfell lighthouse, in nautical miles?", "light_range"),
    ("The lighthouse Eastfell shows a white sector. How many nautical miles does that white light carry?",
     "light_range"),
    ("What kind of bathing place is Eastfell?", "kind"),
])
def test_what_is_asked_of_a_volcano_a_light_or_a_place_by_its_kind(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert reading.complete and len(reading.anchors) == 1 and "astfell" in reading.anchors[0], reading
    assert not any(w in reading.anchors[0].casefold() for w in ("miles", "type", "light ", "show")), reading


def test_one_sectors_colour_asked_is_its_figure_alone():
    tags = {**{f"seamark:light:{n}:range": r for n, r in ((1, "12"), (2, "8"), (3, "9"), (4, "12"))},
            **{f"seamark:light:{n}:colour": c for n, c in ((1, "white"), (2, "green"), (3, "red"), (4, "white"))}}
    value = _tag(tags, "light_range")
    assert value.value == "12 (white sector); 8 (green sector); 9 (red sector)", value   # (each colour's once)
    observation = {"place": {"name": "Eastfell", "handle": "pois:1", "kind": "Lighthouse"},
                   "attributes": [{"attribute": "light_range", "value": value.value}]}
    assert _attributes(observation, read("range of the white light of the Eastfell lighthouse?")) == \
        "The range of the light of Eastfell: 12 nautical miles in its white sector."
    every = _attributes(observation, read("what is the range of the Eastfell light?"))
    assert "green sector" in every and "red sector" in every, every


def test_a_kind_says_which_of_its_kind_and_a_volcanos_type_is_said_in_words():
    kind = _kind({"amenity": "public_bath", "bath:type": "hot_spring", "natural": "water"})
    observation = {"place": {"name": "Eastfell", "handle": "lakes:1", "kind": "Water"},
                   "attributes": [{"attribute": "kind", "value": kind.value}]}
    said = _attributes(observation, read("what kind of bathing place is Eastfell?"))
    assert "public bath (hot spring)" in said, said
    observation = {"place": {"name": "Eastfell", "handle": "pois:1", "kind": "Volcano"},
                   "attributes": [{"attribute": "volcano_type", "value": "strato"}]}
    assert "stratovolcano" in _attributes(observation, read("Is Eastfell a shield volcano or some other type?"))


def test_a_scene_in_a_place_at_another_is_that_place():
    reading = read("Planning a dip in Eastfell at Kornhaus. What kind of bathing place is it exactly?")
    assert reading.attribute == "kind" and reading.anchors and reading.anchors[0].startswith("Eastfell at Kornhaus"), \
        reading


@pytest.mark.parametrize("said, month, day, hour", [
    ("Kornhaus on 25 May at 3pm: open or closed?", 5, 25, 15),
    ("Kornhaus in late May (after the 20th), 3pm: open or closed?", 5, 24, 15),
])
def test_a_date_said_day_first_or_with_an_aside_is_that_day(said, month, day, hour):
    start, end = find_when(said)
    when = parse_open_at(said[start:end], -14.0, 64.6, datetime(2026, 12, 5, 12, 0, tzinfo=ZoneInfo("UTC")))
    assert (when.start.month, when.start.day, when.start.hour) == (month, day, hour), when


@pytest.mark.parametrize("question", [
    "Visiting Kornhaus on 10 September at 13:30 - would it be open?",
    "Kornhaus, the Eastfell heritage centre: is it open round the clock?",
])
def test_the_place_asked_about_before_a_clock_or_a_description(question):
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.anchors == ["Kornhaus"], reading


@pytest.mark.parametrize("question, a, b, mode", [
    ("We're heading to Westfell after seeing Kornhaus. How far is that by car?", "Kornhaus", "Westfell", "drive"),
    ("Kornhaus down to Westfell by car: how many km, and how much time should we plan?", "Kornhaus", "Westfell",
     "drive"),
    ("We're up on Kornhaus. How far is it in a straight line to Westfell?", "Kornhaus", "Westfell", None),
    ("from Kornhaus, how far is it to the summit Westfell directly?", "Kornhaus", None, None),
])
def test_a_trips_ends_said_around_it(question, a, b, mode):
    reading = read(question)
    assert reading.metric == "distance" and reading.travel_mode == mode and reading.complete, reading
    assert reading.anchors[0] == a and len(reading.anchors) == 2, reading
    assert b is None or reading.anchors[1] == b, reading
    assert not reading.anchors[1].endswith("directly"), reading


def test_a_count_said_by_those_is_of_the_first_kind():
    reading = read("scenic spots within 4 km of Kornhaus minus those within 15 km of Westfell?")
    assert reading.operation == "difference", reading
    assert [(o.feature, o.anchors, o.radius_m) for o in reading.operands] == \
        [("scenic spots", ["Kornhaus"], 4000.0), ("scenic spots", ["Westfell"], 15000.0)], reading


def test_a_difference_asked_after_its_first_place():
    reading = read("the light on Eastfell lighthouse sits how much higher than the one on Westfell?")
    assert reading.operation == "difference", reading
    assert [o.attribute for o in reading.operands] == ["light_height", "light_height"], reading


def test_legs_said_in_a_sentence_then_added_up_in_straight_lines():
    reading = read("From Kornhaus I walk to the Eastfell memorial and then on to Westfell. Add up both legs in "
                   "straight lines - how far is that?")
    assert reading.operation == "sum" and len(reading.operands) == 2, reading
    assert all(o.metric == "distance" and o.travel_mode is None for o in reading.operands), reading


@pytest.mark.parametrize("question", [
    "Of the peaks within 4 km of Kornhaus, which one is the highest and how high?",
    "which peak within 4 km of Kornhaus is the highest and how high?",
])
def test_the_highest_of_a_kind_within_a_radius(question):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.top_by == "height", reading
    assert (reading.aggregate.anchor, reading.aggregate.radius_m) == ("Kornhaus", 4000.0), reading


def test_whether_any_passes_a_figure_said_after_the_scope():
    reading = read("Are any peaks within 8 km of Kornhaus higher than 1000 m? how many?")
    assert reading.aggregate is not None and reading.aggregate.more_than == 1000.0, reading
    assert reading.anchors == ["Kornhaus"] and reading.none_ok, reading


@pytest.mark.parametrize("question", [
    "how many peaks within 8 km of Kornhaus higher than 1000 m?",
    "how many peaks higher than 1000 m within 8 km of Kornhaus?",
])
def test_a_figure_said_after_the_scope_is_the_threshold(question):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.more_than == 1000.0, reading
    assert reading.aggregate.feature == "peaks" and reading.anchors == ["Kornhaus"], reading


def test_a_figure_read_into_a_name_is_no_part_of_it_and_is_said_unread():
    reading = read("Are any lakes within 8 km of Kornhaus bigger than 5 ha?")
    assert reading.anchors == ["Kornhaus"] and {"bigger", "than"} <= set(reading.unread), reading


@pytest.mark.parametrize("question, said", [
    ("how high is Eastfell in feet?", "The height of Eastfell: 1677 m (5,502 ft)."),
    ("how many feet high is Eastfell?", "The height of Eastfell: 1677 m (5,502 ft)."),
    ("how high is Eastfell?", "The height of Eastfell: 1677 m."),
])
def test_a_height_asked_in_feet_is_said_in_both(question, said):
    observation = {"place": {"name": "Eastfell", "handle": "pois:1", "kind": "Peak"},
                   "attributes": [{"attribute": "height", "value": "1677"}]}
    assert _attributes(observation, read(question)) == said


@pytest.mark.parametrize("question, day", [
    ("which cafe in Eastbrook opens earliest on Saturday?", "Saturday"),
    ("what bakery closes latest in Eastbrook?", "today"),
])
def test_which_opens_earliest_reads_the_places_open_that_day(question, day):
    reading = read(question)
    assert reading.metric == "list" and reading.open_at == day and reading.region == "Eastbrook", reading
    assert (reading.limit or 0) >= 20, reading   # (every place open then is ranked, not the first few)


def test_which_opens_earliest_is_answered_by_their_hours():
    from georeact.agent.sentences import render_answer

    def place(i: int, name: str, hours: str | None) -> dict:
        return {"handle": f"pois:{i}", "name": name, "lat": 0.0, "lon": 0.0, "geometry_type": "POINT", "hours": hours}
    observation = {"ok": True, "metric": "list", "total": 3, "open_at": "Saturday", "hours_unknown": 2,
                   "entities": [place(1, "Kornhaus Cafe", "open Sat 10:00-18:00"),
                                place(2, "Westfell Cafe", "open Sat 07:30-12:00, 14:00-02:00"),
                                place(3, "Eastfell Cafe", "open Sat 09:00-17:00")]}
    earliest = render_answer(read("which cafe in Eastbrook opens earliest on Saturday?"), observation)
    assert "Westfell Cafe opens earliest, at 07:30; then Eastfell Cafe (09:00), Kornhaus Cafe (10:00)." in earliest
    assert "2 more have no opening hours" in earliest, earliest
    latest = render_answer(read("which cafe in Eastbrook closes latest on Saturday?"), observation)
    assert "Westfell Cafe closes latest, at 02:00 the next morning" in latest, latest


@pytest.mark.parametrize("question, a, b, mode", [
    ("I want to catch the ferry at Westfell after seeing Kornhaus. How far is that by car and how long does it take?",
     "Kornhaus", "Westfell", "drive"),
    ("We're staying at Kornhaus and want to drive up to Westfell. How many km is that and about how long in the car?",
     "Kornhaus", "Westfell", "drive"),
    ("Kornhaus to Westfell, how many km straight?", "Kornhaus", "Westfell", None),
])
def test_more_trips_said_around_their_ends(question, a, b, mode):
    reading = read(question)
    assert reading.metric == "distance" and reading.travel_mode == mode and reading.complete, reading
    assert reading.anchors == [a, b], reading


def test_any_of_a_kind_above_a_height_asked_after_the_scope():
    reading = read("of the peaks within 6 km of Kornhaus, are any above 780 m? how many")
    assert reading.aggregate is not None and reading.aggregate.more_than == 780.0, reading
    assert reading.anchors == ["Kornhaus"] and reading.none_ok, reading


@pytest.mark.parametrize("question", ["What kind of shelter is Kornhaus?",
                                      "What kind of shelter is Kornhaus, up by the Westfell?"])
def test_what_kind_of_a_kind_a_named_place_is(question):
    reading = read(question)
    assert reading.attribute == "kind" and reading.anchors and reading.anchors[0].startswith("Kornhaus"), reading
