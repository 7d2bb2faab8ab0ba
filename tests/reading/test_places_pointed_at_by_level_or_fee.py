"""A place pointed at by what its tags say ('the viewpoint on level 57', 'the pay toilet', 'the lit staircase') is the
place the question asks about, whatever is asked of it; the words that point at it are never the attribute asked.
Counts said loosely ('cafes per pharmacy in X?', 'more than 40 crossings, yes or no? and the number') read as the
counts they are."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.features import lookup


@pytest.mark.parametrize(("question", "place", "attribute", "region"), [
    ("is the viewpoint on level 5 in Eastbrook wheelchair accessible?", "the viewpoint on level 5", "wheelchair",
     "Eastbrook"),
    ("I'm in a wheelchair - is the viewpoint up on level 5 in the Eastbrook data accessible for me?",
     "the viewpoint up on level 5", "wheelchair", "Eastbrook data"),
    ("who runs the pay toilet in Eastbrook?", "the pay toilet", "operator", "Eastbrook"),
    ("who runs the toilet in Eastbrook", "the toilet", "operator", "Eastbrook"),   # no question whether it has toilets
    ("is the lit staircase in Eastbrook wheelchair accessible?", "the lit staircase", "wheelchair", "Eastbrook"),
    ("is the staircase in Eastbrook lit?", "the staircase", "lit", "Eastbrook"),   # the lighting, asked
    ("between what hours do you have to pay at the pay toilet in Eastbrook?", "the pay toilet", "fee", "Eastbrook"),
    ("does the museum in Eastbrook have toilets?", "the museum", "toilets", "Eastbrook"),   # a verb between: asked
    ("is the open-air car park in Eastbrook wheelchair accessible?", "the open-air car park", "wheelchair",
     "Eastbrook"),   # ('open-air' asks no opening hours)
])
def test_a_place_pointed_at_by_its_tags_is_the_place_asked_about(question, place, attribute, region):
    reading = read(question)
    assert (reading.shape, reading.anchors, reading.attribute, reading.region) == ("attribute", [place], attribute,
                                                                                    region), reading
    assert not reading.unread


@pytest.mark.parametrize(("question", "anchors"), [
    ("walking distance from the viewpoint on level 5 to the lit staircase in the Eastbrook data?",
     ["the viewpoint on level 5", "the lit staircase"]),
    ("how far is the bank on level 6 from the cafe on level 2 in Eastbrook?",
     ["the bank on level 6", "the cafe on level 2"]),
    ("how far is it from the pay toilet in Eastbrook to the Old Mill", ["the pay toilet", "the Old Mill"]),
    ("In Eastbrook, how far is it from the staircase with 16 steps to the Old Mill?",
     ["the staircase with 16 steps", "Old Mill"]),
])
def test_a_distance_between_places_pointed_at_is_between_those_places(question, anchors):
    reading = read(question)
    assert reading.metric == "distance" and reading.feature is None, reading
    assert [a.removeprefix("the ") for a in reading.anchors] == [a.removeprefix("the ") for a in anchors]


def test_the_kind_alone_after_how_far_still_asks_for_the_nearest():
    reading = read("how far is the bank from the Old Mill?")
    assert (reading.metric, reading.feature, reading.anchors) == ("distance", "bank", ["Old Mill"])


@pytest.mark.parametrize(("phrase", "tags"), [
    ("pay toilet", {"fee": "yes"}),
    ("paid parking", {"fee": "yes"}),
    ("free parking", {"fee": "no"}),
])
def test_paying_or_free_said_before_a_kind_is_its_fee(phrase, tags):
    found = lookup(phrase)
    assert found is not None and all(f.where == tags for f in found[1]), found


def test_free_said_after_a_kind_is_what_is_asked():
    reading = read("Is the charging station in Eastbrook free of charge?")
    assert (reading.anchors, reading.attribute) == (["the charging station"], "fee")


@pytest.mark.parametrize(("question", "operation", "kinds"), [
    ("fast food places per pharmacy in eastbrook? with both numbers", "ratio", ["fast food places", "pharmacy"]),
    ("cafes per pharmacy in Eastbrook", "ratio", ["cafes", "pharmacy"]),
    ("Add up the fire stations and the museums in the Eastbrook data for me, and give each count", "sum",
     ["fire stations", "museums"]),
])
def test_two_counts_said_loosely_are_counted_and_combined(question, operation, kinds):
    reading = read(question)
    assert reading.operation == operation, reading
    assert [o.feature for o in reading.operands] == kinds
    assert all(o.region is not None and o.region.casefold().startswith("eastbrook") for o in reading.operands)


def test_a_per_of_a_word_that_is_no_kind_is_no_ratio():
    assert read("benches per person in Eastbrook").operation is None


def test_which_has_more_of_a_figure_compares_the_two_places_figures():
    reading = read("Which has more lanes, Mill Lane or Eastbrook Avenue, and by how many?")
    assert reading.operation == "difference"
    assert [(o.anchors, o.attribute) for o in reading.operands] == [(["Mill Lane"], "lanes"),
                                                                   (["Eastbrook Avenue"], "lanes")]


@pytest.mark.parametrize("question", [
    "are there more than 40 pedestrian crossings in Eastbrook, yes or no?",
    "are there more than 40 pedestrian crossings in Eastbrook? and the number",
    "Eastbrook data - more than 40 pedestrian crossings, yes or no? and the number",
])
def test_a_count_against_a_number_with_a_tail_asking_yes_or_no_and_the_number(question):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.count_than) == ("count", "pedestrian crossings", ("more", 40.0))
    assert reading.region is not None and reading.region.startswith("Eastbrook") and "yes" not in reading.region


@pytest.mark.parametrize("question", [
    "eastbrook pubs open on monday at 15:00 - how many?",
    "eastbrook pubs open on monday afternoon at 15:00 - how many, out of the ones with hours listed?",
    "Eastbrook pubs, monday at 15:00: how many are open?",
    "Monday, 3 in the afternoon in Eastbrook. How many pubs are open then? (of the pubs that list opening hours - and "
    "how many list them?)",
])
def test_a_count_of_a_towns_kind_open_at_a_moment(question):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region) == ("count", "pubs", "Eastbrook"), reading
    assert reading.open_at is not None and "monday" in reading.open_at.casefold() and not reading.unread


def test_an_option_of_a_narrower_preset_says_the_kind_it_narrows():
    # 'the dome camera': camera:type=dome is an option of the Surveillance Camera preset, under man_made=surveillance
    from georeact.reading.vocabulary import match_modifier
    assert match_modifier("dome", {"man_made": "surveillance"}) == [{"camera:type": "dome"}]
    assert match_modifier("underground", {"amenity": "parking"}) == [{"parking": "underground"}]   # its own, first


@pytest.mark.parametrize(("question", "region"), [
    ("how long does it take to drive from the lit staircase to the bike parking with 44 spaces? (eastbrook)",
     "Eastbrook"),
    ("can I walk from the bike parking for 66 bikes to the 16-step staircase in 5 minutes? eastbrook data", "Eastbrook"),
    ("how far is the Old Mill from the Kornhaus? (walking)", None),   # an everyday word is no town
])
def test_a_town_said_small_after_the_question_is_its_scope(question, region):
    from georeact.reading.plan import compile_plan
    reading = read(question)
    assert reading.region == region and len(reading.anchors) == 2, reading
    assert compile_plan(reading).steps   # (a place read as rewritten is a phrase of the question the plan keeps)


def test_a_barrier_gate_is_any_gate_across_a_way_and_a_bus_gate_one_only_buses_pass():
    # a boom (lift gate) and a swing gate are barrier gates to the people at them; 'a gate' alone is barrier=gate
    assert {f.value for f in lookup("barrier gate")[1]} == {"gate", "lift_gate", "swing_gate"}
    assert {f.value for f in lookup("gate")[1]} == {"gate"}
    bus = lookup("bus gate")[1]
    assert {f.value for f in bus} == {"gate", "lift_gate", "bus_trap"}
    assert all(f.where.get("bus") in ("yes", "designated", "permissive") for f in bus if f.value != "bus_trap")


def test_a_kind_said_only_to_be_left_out_is_no_count_added():
    reading = read("Count the gates in the Eastbrook data for me - barrier gates, not old city gates")
    assert reading.operation is None and reading.feature == "gates", reading


def test_an_aside_explaining_a_word_is_no_part_of_the_question():
    reading = read("As the crow flies, how far is the Old Mill from the building passage in Eastbrook (the bit of "
                   "footway that runs through a building)?")
    assert reading.metric == "distance" and not reading.unread, reading


def test_a_town_said_before_the_first_kind_of_a_difference_is_the_scope_of_both():
    reading = read("Eastbrook convenience stores minus supermarkets = ? (and the two counts)")
    assert reading.operation == "difference"
    assert [(o.feature, o.region) for o in reading.operands] == [("convenience stores", "Eastbrook"),
                                                                 ("supermarkets", "Eastbrook")]


def test_or_not_and_how_many_after_a_count_against_a_number():
    reading = read("Eastbrook - more than 20 trees, or not? how many")
    assert (reading.feature, reading.region, reading.count_than) == ("trees", "Eastbrook", ("more", 20.0))


def test_an_attribute_said_of_a_named_place_stays_the_attribute_asked():
    reading = read("Could you tell me what the trail marker of the Eastbrook Greenway looks like?")
    assert (reading.attribute, reading.anchors) == ("waymark", ["Eastbrook Greenway"])


def test_words_of_letting_through_say_only_what_is_let_through():
    from georeact.tools.described import read_words
    assert read_words("that lets buses through").groups == [["bus"]]   # (bus=yes on a gate carries it)
    assert lookup("barrier gate") is not None


def test_a_word_in_brackets_after_a_tour_is_no_town():
    reading = read("shortest walk from the Old Mill that visits the Kornhaus and the Town Hall (one-way)")
    assert reading.round_trip is False and reading.region is None


@pytest.mark.parametrize(("question", "expected"), [
    ("Who operates the EV charger in the Eastbrook data?",   # an acronym may start a kind
     {"shape": "attribute", "anchors": ["the EV charger"], "attribute": "operator"}),
    ("can people on foot get through the turnstile in the Eastbrook data?",
     {"shape": "attribute", "anchors": ["the turnstile"], "attribute": "foot_access"}),
    ("I'm in a wheelchair - is the covered bench in the Eastbrook data accessible for me?",
     {"shape": "attribute", "anchors": ["the covered bench"], "attribute": "wheelchair"}),
    ("Walking route from the outdoor chess spot to the covered bike rack in Eastbrook - how many km?",
     {"metric": "distance", "anchors": ["the outdoor chess spot", "the covered bike rack"], "travel_mode": "walk"}),
    ("Eastbrook: bike distance from the map board to the nearest ice rink?",   # the map board of the town said first
     {"metric": "nearest", "anchors": ["the map board"], "region": "Eastbrook", "travel_mode": "bike"}),
    ("is a 10 minute walk enough to get from the private bike parking to the outdoor chess spot in Eastbrook?",
     {"metric": "distance", "region": "Eastbrook", "time_budget_s": 600.0}),
    ("Sunday morning, 9 o'clock in Eastbrook. Is every place that lists hours open?",
     {"metric": "count", "open_at": "Sunday morning, 9 o'clock", "open_share": "all", "region": "Eastbrook"}),
])
def test_more_places_pointed_at_and_trips_said_loosely(question, expected):
    reading = read(question)
    assert {key: getattr(reading, key) for key in expected} == expected, reading
    assert not reading.unread


def test_a_covered_kind_is_one_with_a_roof():
    assert all(f.where == {"covered": "yes"} for f in lookup("covered bench")[1])


def test_a_cue_after_a_capitalised_name_is_asked_of_the_name():
    # 'Chapel wheelchair accessible' is no kind of place: the chapel's name ends before the cue
    reading = read("I use a wheelchair - is the Old Mill Chapel accessible?")
    assert (reading.anchors, reading.attribute) == (["Old Mill Chapel"], "wheelchair")


def test_walking_all_of_two_streets_adds_their_lengths():
    reading = read("If I walk all of Mill Lane and then all of Eastbrook Avenue, how far is that in total?")
    assert reading.operation == "sum"
    assert [(o.metric, o.anchors) for o in reading.operands] == [("length", ["Mill Lane"]),
                                                                 ("length", ["Eastbrook Avenue"])]
