"""A town said as the subject of a count ('eastbrook has how many more cafes than pubs?', 'does eastbrook have more
than 30 benches?', 'which does the Eastbrook map have more of, A or B?'), a town's kind as the topic of a 'most common'
question ('eastbrook cafes: which cuisine tag comes up most?', "among eastbrook's cafes, ..."), a road's class asked
as a choice ('a big main road or a quiet little side street?'), "half an hour's walk", and a trip said as
'walking distance A -> B' after a town written small. Read without the database (invented places)."""

from __future__ import annotations

import pytest

from georeact.reading.compose import read
from georeact.reading.plan import compile_plan


@pytest.mark.parametrize("question", [
    "does eastbrook have more than 30 benches? yes or no, with the count",
    "Does Eastbrook have more than 30 benches?",
])
def test_a_count_against_a_number_asked_of_a_town(question):
    reading = read(question)
    assert (reading.feature, reading.region, reading.count_than) == ("benches", "Eastbrook", ("more", 30.0))
    assert reading.complete


def test_a_thing_with_more_than_a_number_is_no_town():
    reading = read("does the cafe have more than 3 stars?")
    assert reading.region is None and reading.attribute == "stars"


@pytest.mark.parametrize(("question", "region"), [
    ("eastbrook has how many more cafes than pubs? with the two counts", "Eastbrook"),
    ("Which does the Eastbrook map have more of, cafes or pubs? How big is the gap?", "Eastbrook data"),
    ("which does the eastbrook map have more of: cafes or pubs?", "Eastbrook data"),
])
def test_the_town_said_as_the_subject_of_two_counts(question, region):
    reading = read(question)
    assert reading.operation == "difference"
    assert [(o.feature, o.region) for o in reading.operands] == [("cafes", region), ("pubs", region)]


def test_a_town_subject_of_one_count():
    reading = read("Eastbrook has how many cafes?")
    assert (reading.metric, reading.feature, reading.region) == ("count", "cafes", "Eastbrook")


@pytest.mark.parametrize(("question", "feature", "group_by"), [
    ("among eastbrook's cafes, what's the most common wheelchair access value?", "cafes", "wheelchair"),
    ("what's the most common wheelchair access value among cafes in Eastbrook?", "cafes", "wheelchair"),
    ("eastbrook cafes: which cuisine tag comes up most?", "cafes", "cuisine"),
    ("Eastbrook cafes: which cuisine is the most common?", "cafes", "cuisine"),
    ("which cuisine tag comes up most among restaurants in Eastbrook?", "restaurants", "cuisine"),
    ("Eastbrook fast food places: which cuisine comes up most?", "fast food places", "cuisine"),
    # a word of the kind before the value asked is still read as before
    ("which church denomination shows up most among the places of worship in Eastbrook?", "places of worship",
     "denomination"),
])
def test_the_most_common_value_among_a_towns_kind(question, feature, group_by):
    reading = read(question)
    assert reading.aggregate is not None, reading
    assert (reading.aggregate.feature, reading.aggregate.group_by, reading.aggregate.region) == \
        (feature, group_by, "Eastbrook")


def test_a_topic_of_everyday_words_is_no_town():
    reading = read("coffee places: which cuisine comes up most?")
    assert reading.aggregate is None or reading.aggregate.region != "Coffee"


@pytest.mark.parametrize("question", [
    "hey, Mill Lane in Eastbrook: a big main road or a quiet little side street?",
    "is Mill Lane a side street or a main road?",
])
def test_a_roads_class_asked_as_a_choice(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors[0].startswith("Mill Lane")) == ("kind", True)


def test_a_main_road_near_a_side_street_is_no_class_question():
    assert read("which main road is closest to the side street of Mill Lane?").attribute is None


@pytest.mark.parametrize(("said", "seconds"), [("half an hour's", 1800.0), ("an hour's", 3600.0)])
def test_an_hours_walk_said_with_its_s(said, seconds):
    reading = read(f"Is the water tower within {said} walk of the fire hydrant in Eastbrook?")
    assert (reading.metric, reading.travel_mode, reading.time_budget_s) == ("distance", "walk", seconds)
    assert (reading.anchors, reading.region) == (["the fire hydrant", "the water tower"], "Eastbrook")


@pytest.mark.parametrize("question", ["eastbrook: walking distance fire hydrant -> water tower",
                                      "Eastbrook: walking distance fire hydrant -> water tower"])
def test_a_trip_with_kinds_said_bare_after_a_town(question):
    reading = read(question)
    assert (reading.metric, reading.travel_mode, reading.region) == ("distance", "walk", "Eastbrook")
    assert reading.anchors == ["the fire hydrant", "the water tower"]
    # the words read ('the fire hydrant') are the question's as read, so its plan compiles (it had raised)
    assert compile_plan(reading, lambda phrase: True).steps


def test_a_sentence_before_a_trip_is_no_town():
    reading = read("quick question: walking distance Kornhaus -> Old Mill?")
    assert (reading.metric, reading.region, reading.anchors) == ("distance", None, ["Kornhaus", "Old Mill"])


@pytest.mark.parametrize(("question", "attribute"), [
    ("Mill Lane, Eastbrook - is that a real road or just a lane inside a parking lot?", "kind"),
    ("who's allowed on Mill Lane in Eastbrook? is it private or can anyone use it", "access"),
    ("Can I drive my car down Mill Lane (Eastbrook), or is it pedestrian only?", "car_access"),
    ("could a car get into Mill Lane in Eastbrook, or is it only a walkway?", "car_access"),
])
def test_what_a_way_is_and_who_may_use_it_in_everyday_words(question, attribute):
    reading = read(question)
    assert (reading.attribute, reading.anchors[0].startswith("Mill Lane")) == (attribute, True)


def test_the_difference_of_a_figure_two_places_carry():
    reading = read("what's the difference between the speed limits on Mill Lane and Kornweg in eastbrook?")
    assert reading.operation == "difference"
    assert [(o.attribute, o.anchors) for o in reading.operands] == [("speed_limit", ["Mill Lane in Eastbrook"]),
                                                                     ("speed_limit", ["Kornweg in eastbrook"])]
    widths = read("what's the difference between the widths of Mill Lane and Kornweg?")
    assert [(o.attribute, o.anchors) for o in widths.operands] == [("width", ["Mill Lane"]), ("width", ["Kornweg"])]


@pytest.mark.parametrize(("question", "ends"), [
    ("Driving distance in Eastbrook from Mill Lane / Kornweg to where Church Street meets North Avenue?",
     ["Mill Lane & Kornweg", "Church Street & North Avenue"]),
    ("bike distance pls: mill lane/church street -> north avenue/station road, eastbrook",
     ["Mill Lane & Church Street", "North Avenue & Station Road"]),
    ("walking distance from where Mill Lane and Church Street meet to the junction of North Avenue and Station Road?",
     ["Mill Lane & Church Street", "North Avenue & Station Road"]),
])
def test_where_two_streets_meet_said_in_words_or_with_a_slash(question, ends):
    reading = read(question)
    assert (reading.metric, reading.anchors) == ("distance", ends)


@pytest.mark.parametrize("question", ["does eastbrook have more cafes or bars? by how many",
                                      "does Eastbrook have more cafes or more bars?"])
def test_which_of_two_kinds_a_town_has_more_of(question):
    reading = read(question)
    assert reading.operation == "difference"
    assert [(o.feature, o.region) for o in reading.operands] == [("cafes", "Eastbrook"), ("bars", "Eastbrook")]


def test_more_of_two_things_a_place_has_is_no_town():
    assert read("does the cafe have more tables or chairs?").operation is None


@pytest.mark.parametrize("question", [
    "How is Mill Lane in Eastbrook classified as a road?",
    "Mill Lane in Eastbrook - is that a major road, a minor one or something in between?",
    "Mill Lane, Eastbrook: road or walkway?",
])
def test_a_roads_class_asked_other_ways(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors[0].startswith("Mill Lane")) == ("kind", True)


def test_having_a_thing_is_said_as_a_modifier_of_the_kind():
    from georeact.tools.poi_filter import serving_as_modifier

    assert serving_as_modifier("hotels have their own restaurant") == "restaurant hotels"
    assert serving_as_modifier("hotels that have a sauna") == "sauna hotels"


@pytest.mark.parametrize("question", ["Eastbrook: how long would it take me to walk to the water tower?",
                                      "eastbrook: how long would it take me to walk to the water tower?"])
def test_the_it_of_the_time_a_trip_takes_points_at_no_topic(question):
    # (it had been read as the town: 'how long would Eastbrook take me to walk ...')
    reading = read(question)
    assert (reading.metric, reading.travel_mode, reading.anchors, reading.region) == \
        ("distance", "walk", ["the water tower"], "Eastbrook" if question[0] == "E" else "eastbrook")


def test_it_after_a_topic_still_points_at_it():
    reading = read("Kornhaus: how long does it take to walk to it from the Old Mill?")
    assert (reading.metric, sorted(reading.anchors)) == ("distance", ["Kornhaus", "Old Mill"])


def test_non_smoking_is_the_value_no_of_smoking():
    reading = read("How many restaurants in Eastbrook are non-smoking?")
    assert (reading.aggregate.having, reading.aggregate.equals, reading.aggregate.region) == ("smoking", "no", "Eastbrook")


@pytest.mark.parametrize("question", [
    "Going by the opening hours in the map, is anything at all open in Eastbrook at 4 am on a Tuesday? yes/no + how many",
    "is anything open in Eastbrook at 4 am on a Tuesday? how many?",
])
def test_anything_open_with_its_source_and_count_said_loosely(question):
    reading = read(question)
    assert (reading.metric, reading.region, reading.open_at) == ("count", "Eastbrook", "4 am on a Tuesday")


def test_a_count_against_a_number_with_the_count_added_after_a_plus():
    reading = read("eastbrook - are there over 25 benches mapped? + the count")
    assert (reading.feature, reading.count_than) == ("benches", ("more", 25.0))


@pytest.mark.parametrize(("question", "open_at"), [
    ("Eastbrook - saturday night, 11:30. how many places with listed hours are still open?", "saturday night, 11:30"),
    ("it's friday, 5.30 in the afternoon and i'm in eastbrook - how many restaurants are open right now?",
     "friday, 5.30 in the afternoon"),
])
def test_the_town_and_the_moment_said_before_the_question(question, open_at):
    reading = read(question)
    assert (reading.metric, reading.region, reading.open_at) == ("count", "Eastbrook", open_at)


def test_a_ratio_of_counts_a_town_written_small_has():
    reading = read("how many fast food places per bakery does eastbrook have? both numbers pls")
    assert reading.operation == "ratio" and {o.region for o in reading.operands} == {"Eastbrook"}


def test_how_much_wider():
    reading = read("how much wider is Mill Lane than Kornweg?")
    assert [(o.attribute, o.anchors) for o in reading.operands] == [("width", ["Mill Lane"]), ("width", ["Kornweg"])]


@pytest.mark.parametrize("question", ["how many of eastbrook's fast food places are burger places?",
                                      "how many of the fast food places in Eastbrook are burger joints?"])
def test_how_many_of_a_kind_are_of_a_sort(question):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.modifier, reading.region.casefold()) == \
        ("count", "fast food places", "burger", "eastbrook")


def test_a_condition_of_a_kind_is_still_the_aggregates():
    assert read("how many of Eastbrook's cafes are wheelchair accessible?").aggregate.having == "wheelchair"


@pytest.mark.parametrize(("question", "attribute"), [
    ("is Mill Lane a street for cars or more of a pedestrian path?", "kind"),
    ("what is the street name of the Kornhaus?", "street"),
])
def test_a_street_for_cars_is_what_kind_of_way_it_is(question, attribute):
    assert read(question).attribute == attribute


@pytest.mark.parametrize(("question", "attribute"), [
    ("does Mill Lane in Eastbrook go over a bridge anywhere?", "bridge"),
    ("Quick one - does Mill Lane in Eastbrook run through a tunnel at any point?", "tunnel"),
    ("is there a roundabout somewhere along Mill Lane? it's in Eastbrook", "roundabout"),
])
def test_a_street_asked_about_as_a_whole(question, attribute):
    reading = read(question)
    assert (reading.attribute, reading.anchors[0].startswith("Mill Lane")) == (attribute, True)


@pytest.mark.parametrize("question", ["which bridge is nearest to the Kornhaus?", "how long is the bridge on Mill Lane?"])
def test_a_bridge_as_a_kind_of_place_is_no_attribute(question):
    assert read(question).attribute is None
