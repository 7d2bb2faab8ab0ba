"""Wordings read whole: another name a place goes by (also asked as 'X goes by another name, what is it?'), whether
its water can be drunk, how far a waterfall drops, the difference of two lights' heights, a straight distance said
after 'A to B' (and 'as the crow flies' after a place said with its kind), each kind within its own distance of one
place, and one kind within two distances of two places. Places are made-up names: the readers see only the words."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read


@pytest.mark.parametrize("question, attribute", [
    ("does Kornhaus have another name?", "alt_name"),
    ("what's the other name of Kornhaus", "alt_name"),
    ("Kornhaus also goes by another name, what is it?", "alt_name"),
    ("kornhaus also goes by another name, what is it?", "alt_name"),   # (a name written small, said first)
    ("can you drink the water at Kornhaus?", "drinking_water"),
    ("is there drinking water at Kornhaus", "drinking_water"),
    ("how many metres does Kornhaus drop", "height"),
    ("Kornhaus - how far does it drop?", "height"),
])
def test_an_attribute_asked_in_everyday_words(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute) == ("attribute", attribute), reading
    assert [a.casefold() for a in reading.anchors] == ["kornhaus"] and reading.complete, reading


def test_a_later_clause_asking_for_what_the_first_says_is_no_place():
    reading = read("Kornhaus has a phone number, what is it?")
    assert (reading.attribute, reading.anchors) == ("phone", ["Kornhaus"]), reading


def test_the_difference_of_two_lights_heights():
    reading = read("what's the difference in light height between Eastfell and Westfell")
    assert reading.operation == "difference", reading
    assert [(o.attribute, o.anchors) for o in reading.operands] == \
        [("light_height", ["Eastfell"]), ("light_height", ["Westfell"])], reading


@pytest.mark.parametrize("question, anchors", [
    ("Eastfell to Westfell - straight distance?", ["Eastfell", "Westfell"]),
    ("Eastfell to Westfell as the crow flies?", ["Eastfell", "Westfell"]),
    ("Eastfell to the waterfall Westfell as the crow flies?", ["Eastfell", "Westfell"]),
])
def test_a_straight_distance_said_after_its_two_places(question, anchors):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", anchors, None), reading


def test_each_kind_within_its_own_distance_of_one_place():
    reading = read("how many more waterfalls within 7 km of Kornhaus than view points within 2 km?")
    assert reading.operation == "difference", reading
    assert [(o.feature, o.anchors, o.radius_m) for o in reading.operands] == \
        [("waterfalls", ["Kornhaus"], 7000.0), ("view points", ["Kornhaus"], 2000.0)], reading


def test_one_kind_within_two_distances_of_two_places():
    reading = read("Compare: waterfalls within 7 km of Eastfell vs within 5 km of Westfell. What is the difference?")
    assert reading.operation == "difference", reading
    assert [(o.feature, o.anchors, o.radius_m) for o in reading.operands] == \
        [("waterfalls", ["Eastfell"], 7000.0), ("waterfalls", ["Westfell"], 5000.0)], reading


@pytest.mark.parametrize("question, attribute", [
    ("where is Kornhaus?", "region"),
    ("where's Kornhaus", "region"),
    ("which municipality is Kornhaus in", "region"),
    ("Kornhaus is in which county?", "region"),
    ("does Kornhaus have showers?", "shower"),
    ("how hot is Kornhaus", "temperature"),
    ("Kornhaus - free or paid?", "fee"),
    ("what kind of church is Kornhaus", "denomination"),
    ("whose is Kornhaus", "operator"),
    ("who owns Kornhaus?", "operator"),
])
def test_more_attributes_asked_in_everyday_words(question, attribute):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", attribute, ["Kornhaus"]), reading
    assert reading.complete, reading


@pytest.mark.parametrize("question", [
    "where is the nearest cafe to Kornhaus?",   # a kind near a place, not where one place is
    "where is the largest park in Eastbrook",
])
def test_where_a_kind_is_asks_no_region(question):
    assert read(question).attribute != "region"


@pytest.mark.parametrize("question, measure", [
    ("which is taller, Eastfell or Westfell?", "height"),
    ("Eastfell or Westfell, which is taller?", "height"),
    ("which one is higher up, Eastfell or Westfell?", "elevation"),
    ("which sits higher above sea level, Eastfell or Westfell?", "elevation"),
    ("sum of the elevations of Eastfell and Westfell", "elevation"),
])
def test_two_places_compared_by_what_their_tags_say(question, measure):
    reading = read(question)
    assert reading.operation in ("difference", "sum"), reading
    assert [(o.attribute, o.anchors) for o in reading.operands] == [(measure, ["Eastfell"]), (measure, ["Westfell"])]


def test_which_is_bigger_stays_a_comparison_of_shapes():
    reading = read("which is bigger, Eastfell or Westfell?")
    assert (reading.compare, reading.candidates) == ("larger", ["Eastfell", "Westfell"]), reading


@pytest.mark.parametrize("question", [
    "which has more peaks within 5 km, Eastfell or Westfell?",
    "Eastfell or Westfell - which has more peaks within 5 km?",
])
def test_which_of_two_places_has_more_of_a_kind_around_it(question):
    reading = read(question)
    assert reading.operation == "difference", reading
    assert [(o.feature, o.anchors, o.radius_m) for o in reading.operands] == \
        [("peaks", ["Eastfell"], 5000.0), ("peaks", ["Westfell"], 5000.0)], reading


def test_a_hike_said_with_a_word_before_it_is_a_walk():
    reading = read("roughly how long is the hike from Eastfell to Westfell")
    assert (reading.metric, reading.travel_mode, reading.anchors) == ("distance", "walk", ["Eastfell", "Westfell"])


@pytest.mark.parametrize("question, having, more_than, measure", [
    ("how many peaks over 500 m within 5 km of Kornhaus", "height", 500.0, None),   # how high: no peak has an area
    ("how many streams longer than 2 km within 5 km of Kornhaus", None, None, "length"),
])
def test_a_threshold_in_metres_is_a_height_unless_it_is_a_length(question, having, more_than, measure):
    asked = read(question).aggregate
    assert (asked.having, asked.more_than, asked.measure) == (having, more_than, measure), asked


@pytest.mark.parametrize("question, open_at", [
    ("is Kornhaus open saturday at half 3", "saturday at half 3"),
    ("is Kornhaus open at quarter to six on a weekday?", "quarter to six on a weekday"),
])
def test_moments_said_the_british_way_and_on_each_weekday(question, open_at):
    assert read(question).open_at == open_at


@pytest.mark.parametrize("question, budget, over, mode", [
    ("is Westfell more than an hour's drive from Eastfell?", 3600.0, True, "drive"),
    ("is Westfell less than an hour's drive from Eastfell?", 3600.0, False, "drive"),
    ("can I get from Eastfell to Westfell in 45 minutes by car?", 2700.0, False, "drive"),
])
def test_a_trip_asked_against_a_time_either_side(question, budget, over, mode):
    reading = read(question)
    assert (reading.time_budget_s, reading.time_over, reading.travel_mode) == (budget, over, mode), reading
    assert sorted(reading.anchors) == ["Eastfell", "Westfell"], reading


def test_which_of_two_places_of_a_kind_is_taller():
    reading = read("which lighthouse is taller, Eastfell or Westfell")
    assert [(o.attribute, o.anchors) for o in reading.operands] == [("height", ["Eastfell"]), ("height", ["Westfell"])]


def test_how_much_further_one_place_is_than_another_that_way():
    reading = read("how much further is Westfell than Kornhaus from Eastfell, driving?")
    assert reading.operation == "difference", reading
    assert [(o.anchors, o.travel_mode) for o in reading.operands] == \
        [(["Eastfell", "Westfell"], "drive"), (["Eastfell", "Kornhaus"], "drive")], reading


def test_the_two_places_said_with_their_kind_before_them():
    reading = read("how far apart are the two lighthouses Eastfell and Westfell")
    assert (reading.metric, reading.anchors) == ("distance", ["Eastfell", "Westfell"]), reading


@pytest.mark.parametrize("over, minutes, said", [
    (True, 48.0, "No, not more than 1 h 00 min: "),
    (True, 72.0, "Yes, more than 1 h 00 min: "),
    (False, 48.0, "Yes, within 1 h 00 min: "),
])
def test_the_answer_to_a_trip_against_a_time_says_the_side_asked(over, minutes, said):
    from georeact.agent.sentences import _in_time
    from georeact.tools.metric.models import Result
    reading = read("is Westfell more than an hour's drive from Eastfell?" if over else
                   "is Westfell less than an hour's drive from Eastfell?")
    assert _in_time(reading, Result(ok=True, travel_time_s=minutes * 60)) == said


@pytest.mark.parametrize("question, place", [
    ("Ásbrook: churches within 15 km?", "Ásbrook"),   # a name whose first capital carries an accent
    ("Þórfell: peaks within 5 km?", "Þórfell"),
    ("Eastfell: peaks within 5 km?", "Eastfell"),
])
def test_a_topic_said_first_is_the_place_whatever_its_first_letter(question, place):
    reading = read(question)
    assert (reading.anchors, reading.radius_m) == ([place], float(question.split()[-2]) * 1000), reading


@pytest.mark.parametrize("question, place", [
    ("what is Kornhaus?", "Kornhaus"),
    ("tell me about Old Mill", "Old Mill"),
])
def test_what_a_named_place_is(question, place):
    reading = read(question)   # (what it is and where: the regions holding it, said with its kind)
    assert (reading.attribute, reading.anchors) == ("region", [place]), reading


def test_what_is_a_measure_of_a_place_is_no_question_of_its_kind():
    assert read("what is Kornhaus's area?").attribute != "kind"


def test_what_it_is_called_after_a_scene_is_no_question_of_its_kind():
    reading = read("Fancy a beer on Sunday at 9 in the evening. Is the pub closest to the Old Mill open then, and "
                   "what's it called?")
    assert reading.then is None and reading.open_at == "Sunday at 9 in the evening", reading


@pytest.mark.parametrize("question", [
    "how far is it by car from Eastfell to Westfell and back?",
    "round trip by car Eastfell - Westfell, how far?",
])
def test_a_trip_there_and_back_is_both_legs(question):
    reading = read(question)
    assert reading.operation == "sum", reading
    assert [(o.anchors, o.travel_mode) for o in reading.operands] == \
        [(["Eastfell", "Westfell"], "drive"), (["Westfell", "Eastfell"], "drive")], reading


def test_a_trip_said_without_from():
    reading = read("how many km is the drive Eastfell to Westfell")
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ["Eastfell", "Westfell"], "drive")


@pytest.mark.parametrize("question, operation", [
    ("churches in Eastbrook vs churches in Westbrook - which has more?", "difference"),
    ("how many churches in Eastbrook and Westbrook together?", "sum"),
    ("how many churches are there in Eastbrook and in Westbrook combined", "sum"),
])
def test_one_kind_counted_in_two_towns(question, operation):
    reading = read(question)
    assert reading.operation == operation, reading
    assert [(o.feature, o.region) for o in reading.operands] == [("churches", "Eastbrook"), ("churches", "Westbrook")]


@pytest.mark.parametrize("question, near", [
    ("How high is Eastfell (near Westbrook guesthouse)?", "Westbrook guesthouse"),   # a place said with its kind
    ("what's the elevation of the peak Eastfell near the hut Eastfell?", "the hut Eastfell"),
    ("what's the elevation of the peak Eastfell, next to the hut of the same name?", "the hut Eastfell"),
])
def test_a_place_asked_about_is_placed_by_the_place_said_beside_it(question, near):
    reading = read(question)
    assert (reading.anchors, reading.region) == (["Eastfell"], near), reading


def test_every_place_open_then_is_no_sum_of_two_towns():
    reading = read("Is every place in the Eastbrook data that lists opening hours open on a Wednesday at 6 pm? And "
                   "how many places is that?")
    assert reading.open_share == "all" and reading.operation is None, reading


@pytest.mark.parametrize("handle, kind, said", [
    ("pois:1", "Guest House", "Kornhaus (a guest house) is in Eastbrook, Westmere."),
    ("regions:2", "Administrative Boundary", "Kornhaus is in Eastbrook, Westmere."),   # (a region's kind says nothing)
])
def test_where_a_place_is_is_said_with_what_it_is(handle, kind, said):
    from georeact.agent.sentences import _attributes
    observation = {"place": {"name": "Kornhaus", "handle": handle, "kind": kind},
                   "attributes": [{"attribute": "region", "value": "Eastbrook, Westmere"}]}
    assert _attributes(observation, read("where is Kornhaus?")) == said


def test_the_kinds_of_places_around_a_place_are_listed_not_ranked():
    from georeact.agent.sentences import _aggregated
    reading = read("what kinds of places are within 2 km of Kornhaus?")
    assert (reading.aggregate.group_by, reading.aggregate.anchor, reading.aggregate.radius_m) == ("kind", "Kornhaus", 2000.0)
    said = _aggregated({"rows": [["parking", 2, 4], ["toilets", 1, 4], ["swimming_pool", 1, 4]],
                        "scope": "within 2.00 km of Kornhaus"}, reading)
    assert said == "The kinds of places within 2.00 km of Kornhaus: parking (2), toilets (1), swimming pool (1)."


@pytest.mark.parametrize("question, mode", [
    ("how many km to the nearest petrol station from Eastfell, driving", "drive"),
    ("how far is the nearest cafe from Eastfell, walking?", "walk"),
])
def test_the_way_said_last_after_a_comma(question, mode):
    reading = read(question)
    assert (reading.anchors, reading.travel_mode) == (["Eastfell"], mode), reading
