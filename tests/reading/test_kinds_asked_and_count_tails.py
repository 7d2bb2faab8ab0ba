"""A structure's use ('what is the mast used for'), a street's kind asked yes or no ('is it a normal residential
street?'), a kind said first after its town ('Eastbrook: that mast - ...'), an aside that says a place is the only one
of its kind, and the chat tails that ask for a count ('give the count', 'count pls, and the number that list opening
hours', 'open count vs. places with hours?'). Read without the database."""

from __future__ import annotations

import pytest

from georeact.agent.sentences import _kind_verdict
from georeact.reading import read


@pytest.mark.parametrize(("question", "anchor", "region"), [
    ("Eastbrook: that mast - what is it used for?", "the mast", "Eastbrook"),
    ("eastbrook: that mast, the only one of its sort in the data - what is it used for?", "the mast", "eastbrook"),
    ("what is the chimney in Eastbrook used for?", "the chimney", "Eastbrook"),
    ("what's the purpose of the water tower in Eastbrook?", "the water tower", "Eastbrook"),
])
def test_what_a_structure_is_used_for(question, anchor, region):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors, reading.region) == \
        ("attribute", "purpose", [anchor], region), reading


def test_a_place_said_first_and_pointed_back_at_later_stays_the_place():
    # ('that church' inside the question points back at the place said first; right after it, it is a kind there)
    reading = read("Kornhaus - which denomination is that church")
    assert (reading.anchors, reading.region) == (["Kornhaus"], None), reading


@pytest.mark.parametrize("question", [
    "Mill Lane in Eastbrook: is it a normal residential street?",
    "is Mill Lane in Eastbrook a main road?",
    "is Mill Lane in Eastbrook just a service road?",
])
def test_a_streets_kind_asked_yes_or_no(question):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", "kind", ["Mill Lane in Eastbrook"])


@pytest.mark.parametrize(("question", "value", "verdict"), [
    ("Mill Lane in Eastbrook: is it a normal residential street?", "highway=residential", True),
    ("is Mill Lane a main road?", "highway=residential", False),
    ("is Mill Lane a main road?", "highway=primary", True),
    ("is Mill Lane just a service road?", "highway=service", True),
    ("is Mill Lane an actual road or just a footpath?", "highway=footway", None),   # either-or: no yes or no
    ("what kind of road is Mill Lane?", "highway=residential", None),
])
def test_the_kind_asked_is_answered_yes_or_no_from_the_tags(question, value, verdict):
    assert _kind_verdict(question, value) is verdict


def test_a_count_tail_after_a_threshold():
    reading = read("Are there more than 5 car repair places in the Eastbrook data? give the count")
    assert reading.metric == "count" and reading.count_than == ("more", 5.0), reading


@pytest.mark.parametrize("question", [
    "cafes open in Eastbrook on a sunday at 4 pm? count pls, and the number that list opening hours",
    "cafes open in Eastbrook on a sunday at 4 pm? count pls",
    "cafes open in Eastbrook on a sunday at 4 pm? give me the count",
])
def test_a_list_asked_as_a_count(question):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region) == ("count", "cafes", "Eastbrook"), reading
    assert reading.open_at == "sunday at 4 pm"


def test_open_count_against_places_with_hours():
    reading = read("Eastbrook, saturday morning at 9. open count vs. places with hours?")
    assert (reading.metric, reading.feature, reading.region, reading.open_at) == \
        ("count", "places", "Eastbrook", "saturday morning at 9"), reading


@pytest.mark.parametrize(("question", "feature", "open_at"), [
    ("It's monday, 4 in the afternoon. How many bars in Eastbrook are open, and how many list their hours at all?",
     "bars", "monday, 4 in the afternoon"),
    ("Eastbrook, tuesday 7.30 am - how many places with posted hours are open? and how many post hours",
     "places", "tuesday 7.30 am"),
    ("anything in Eastbrook open at 6 in the morning on a sunday? count pls", "places", "6 in the morning on a sunday"),
    ("How many cafes in Eastbrook are open tuesday at 3 pm? Also tell me how many have opening hours listed", "cafes",
     "tuesday at 3 pm"),
])
def test_how_many_list_hours_asked_beside_a_count_open_then(question, feature, open_at):
    # (the count of those open then says of how many that list hours anyway: agent/sentences.py)
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region, reading.open_at) == \
        ("count", feature, "Eastbrook", open_at), reading


def test_everything_that_has_opening_hours_open_then():
    reading = read("is everything that has opening hours in the Eastbrook data open on a tuesday at noon? how many are open")
    assert (reading.metric, reading.feature, reading.open_share) == ("count", "places", "all"), reading


def test_the_most_common_value_a_towns_kind_lists():
    reading = read("what cuisine do Eastbrook's cafes list most often?")
    assert reading.aggregate is not None and (reading.aggregate.feature, reading.aggregate.group_by,
                                              reading.aggregate.region) == ("cafes", "cuisine", "Eastbrook"), reading


def test_a_claim_about_a_towns_data_compiles_to_a_plan():
    # (the rewrite's phrases are not the question's words: the reading keeps the words it was read from)
    from georeact.reading.plan import compile_plan

    reading = read("My bet: Eastbrook's data has more than 100 trees. Right? give me the count")
    assert reading.count_than == ("more", 100.0) and reading.feature == "trees", reading
    assert [step.tool for step in compile_plan(reading).steps] == ["CalculateMetric"]


def test_is_it_doable_to_walk_within_a_time():
    reading = read("Is it doable to walk from the chimney to the water tower in Eastbrook within half an hour?")
    assert (reading.metric, reading.anchors, reading.travel_mode, reading.time_budget_s) == \
        ("distance", ["the chimney", "the water tower"], "walk", 1800.0), reading


@pytest.mark.parametrize(("question", "attribute", "anchor"), [
    ("What does the generator in the Eastbrook data run on?", "power_source", "the generator"),
    ("how much electricity can that generator in Eastbrook put out?", "power_output", "the generator"),
    ("Is there a photo of the signpost in Eastbrook? link pls", "photo", "the signpost"),
    ("Eastbrook: is the museum wheelchair accessible?", "wheelchair", "the museum"),   # (no 'wheelchair museum')
    ("Eastbrook: do I have to pay at the compressed air point for my tires?", "fee", "the compressed air point"),
])
def test_attributes_of_a_place_said_by_its_kind(question, attribute, anchor):
    reading = read(question)
    assert (reading.shape, reading.attribute, reading.anchors) == ("attribute", attribute, [anchor]), reading


@pytest.mark.parametrize("question", [
    "need a new tube - will any bike shops in Eastbrook be open monday morning at 9:30? how many?",
    "Any liquor store in Eastbrook still open on saturday at 8 pm? and how many",
    "anything in Eastbrook open at 6 in the morning on a sunday? count pls",
])
def test_a_count_asked_as_whether_any_is_open_says_yes_or_no(question):
    from georeact.agent.sentences import _ASKS_WHETHER_ANY, _WILL_ONE_BE_OPEN

    assert _ASKS_WHETHER_ANY.search(question) or _WILL_ONE_BE_OPEN.search(question)


@pytest.mark.parametrize("question", ["how many places in Eastbrook are open at 9 on saturday?",
                                      "is anything in Eastbrook open at 6 on a sunday?"])
def test_places_of_any_kind_open_then_compile_to_a_whole_plan(question):
    # (no model is asked to restate a question whose only 'gap' was places of any kind: the tools count them by hours)
    from georeact.reading.plan import compile_plan

    plan = compile_plan(read(question))
    assert plan.complete and [step.tool for step in plan.steps] == ["CalculateMetric"], plan.why


def test_a_plurals_possessive_before_its_noun_is_the_compound():
    reading = read("how many doctors' practices are in the Eastbrook data?")
    assert (reading.metric, reading.feature, reading.unread) == ("count", "doctors practices", []), reading


def test_the_old_kind_is_the_one_of_that_kind():
    # ('old' picks nothing by tags; 'the old disused bakery' is a lifecycle's: reading/lifecycle.py)
    from georeact.reading.plan import compile_plan

    reading = read("walking distance from the old chimney to the chess table in Eastbrook?")
    assert reading.anchors == ["the old chimney", "the chess table"] and compile_plan(reading).complete, reading


def test_a_possessive_that_describes_a_kind_stays():
    # (only a plural's possessive that makes a kind with its noun is read as the compound)
    reading = read("How many cars fit in the hotel guests' car park in Eastbrook? capacity pls")
    assert (reading.attribute, reading.anchors) == ("capacity", ["the hotel guests' car park"]), reading


@pytest.mark.parametrize(("question", "mode"), [
    ("how many metres is the walking route from the church to the nearest cafe in Eastbrook?", "walk"),
    ("Eastbrook: walking route from the church to the nearest cinema, how many metres?", "walk"),
    ("how long is the bike route from the church to the museum in Eastbrook?", "bike"),
    ("whats the walking route from the church to the closest youth hostel in the Eastbrook data?", "walk"),
])
def test_a_route_of_a_way_of_travel_is_the_trip(question, mode):
    # ('the walking route' had been read as a place of that name)
    reading = read(question)
    assert reading.metric == "distance" and reading.travel_mode == mode and "the church" in reading.anchors, reading
    assert not any("route" in anchor for anchor in reading.anchors)


def test_a_cycle_route_said_by_its_name_stays_a_route():
    assert read("how long is the Old Mill cycle route?").anchors == ["Old Mill cycle route"]
