"""Questions that compose, read without a database: descriptions in a place's slot (nested), later clauses that
point back, comparisons, attributes of a place, and the words no part of a reading accounts for."""

from __future__ import annotations

import pytest

from georeact.reading import read
from georeact.reading.plan import compile_plan, resolve_refs


def test_a_description_is_read_recursively_and_named_by_its_phrase():
    reading = read("Which bakery is nearest the hotel closest to the biggest park in Schaan?")
    hotel = "the hotel closest to the biggest park in Schaan"
    assert reading.anchors == [hotel] and reading.feature == "bakery"
    assert reading.described[hotel].described["the biggest park in Schaan"].metric == "largest"
    plan = compile_plan(reading)
    assert [s.args.get("anchor") or s.args.get("region") for s in plan.steps] == ["Schaan", "$1", "$2"]
    assert plan.complete


@pytest.mark.parametrize("question", [
    "What is the name of the largest park in Triesen?",          # the description is the question itself
    "What's the proximity of the nearest zoo relative to the Old Mill?",
    "Where can I find a museum 70 km from the Farm at Walnut Creek?",   # a name, no superlative
    "What's the nearest Korean restaurant to the Old Mill?",
])
def test_a_one_step_question_is_not_composed(question):
    assert not read(question).composed


def test_a_later_clause_points_back():
    reading = read("What's the nearest hotel to the Old Mill and how far is the nearest bus stop from there?")
    assert reading.then is not None and reading.then.refers_back == "there"
    plan = compile_plan(reading)
    assert plan.steps[1].args == {"metric": "distance", "feature": "bus stop", "anchor": "$1"}


def test_there_after_a_distance_is_where_the_trip_ended():
    # the first answer is a number: 'from there' is the place the first clause went to, and an 'it' that stands
    # for nothing ('how far is it') is no pointer
    reading = read("How far is it from the Old Mill to the Kornhaus, and how far is it from there to Rosa's Bakery?")
    assert reading.anchors == ["Old Mill", "Kornhaus"] and reading.then is not None
    assert (reading.then.metric, reading.then.anchors, reading.then.refers_back) == \
        ("distance", ["Kornhaus", "Rosa's Bakery"], None)


def test_an_it_that_stands_for_nothing_points_at_nothing():
    reading = read("I drive a van. How far is it from the Old Mill to the nearest car wash?")
    assert (reading.metric, reading.feature, reading.anchors, reading.then) == \
        ("distance", "car wash", ["Old Mill"], None)


def test_how_far_after_a_trip_asks_the_same_trip():
    reading = read("How long will it take me to walk from the Old Mill to the Kornhaus, and how far is it?")
    assert (reading.metric, reading.anchors, reading.travel_mode, reading.then) == \
        ("distance", ["Old Mill", "Kornhaus"], "walk", None)


def test_two_places_both_described():
    reading = read("How far is the longest street in Schaan from the biggest park in Vaduz?")
    plan = compile_plan(reading)
    assert [s.args["metric"] for s in plan.steps] == ["longest", "largest", "distance"]
    assert (plan.steps[2].args["anchor"], plan.steps[2].args["anchor_b"]) == ("$1", "$2")


def test_one_description_of_two_places_is_both_ends():
    plan = compile_plan(read("How far apart are the two largest lakes in Triesen?"))
    assert plan.steps[0].args["limit"] == 2
    assert (plan.steps[1].args["anchor"], plan.steps[1].args["anchor_b"]) == ("$1.1", "$1.2")
    assert resolve_refs(plan.steps[1].args, [["lakes:1", "lakes:2"]])["anchor_b"] == "lakes:2"
    with pytest.raises(KeyError):
        resolve_refs(plan.steps[1].args, [["lakes:1"]])


def test_comparisons_of_names_and_of_descriptions():
    bigger = read("Which is larger, the Old Park or the New Garden?")
    assert bigger.compare == "larger" and bigger.candidates == ["the Old Park", "the New Garden"]
    assert [s.args["metric"] for s in compile_plan(bigger).steps] == ["area", "area"]
    nearer = read("Which is closer to the Old Mill: the nearest bank or the nearest post office?")
    plan = compile_plan(nearer)
    assert nearer.compare == "nearer" and plan.steps[0].args == {"metric": "nearest", "feature": "bank", "anchor": "Old Mill"}
    assert plan.steps[-1].args == {"metric": "distance", "anchor": "$2", "anchor_b": "Old Mill"}


@pytest.mark.parametrize(("question", "attribute", "place"), [
    ("What street is the Old Mill on?", "street", "Old Mill"),
    ("When does Café Blue close?", "opening_hours", "Café Blue"),
    ("Old Mill's phone number?", "phone", "Old Mill"),
    ("What's the website of the Hotel Sunrise?", "website", "Hotel Sunrise"),
    ("whats the postal code for Poporo Park pls", "postcode", "Poporo Park"),
    ("Home Fix in Singapore, which unit number are they in", "unit", "Home Fix in Singapore"),
])
def test_an_attribute_of_a_named_place(question, attribute, place):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.complete) == (attribute, [place], True)
    assert compile_plan(reading).steps[0].tool == "DescribePlace"


def test_an_attribute_of_a_described_place():
    plan = compile_plan(read("What are the opening hours of the cafe nearest the Old Mill?"))
    assert [s.tool for s in plan.steps] == ["CalculateMetric", "DescribePlace"]
    assert plan.steps[1].args == {"place": "$1", "attributes": ["opening_hours"]}


@pytest.mark.parametrize("question, attribute, place, anchor", [
    ("who runs the pharmacy closest to the Old Mill", "operator", "the pharmacy closest to the Old Mill", "Old Mill"),
    ("near the Old Mill: what street is the closest cafe on", "street", "the closest cafe to Old Mill", "Old Mill"),
    ("In Springfield, the cafe nearest to the Old Mill - has it got wifi", "internet_access",
     "the cafe nearest to the Old Mill", "Old Mill"),
])
def test_an_attribute_asked_of_the_place_a_search_finds_is_never_dropped(question, attribute, place, anchor):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == (attribute, [place]) and reading.complete
    plan = compile_plan(reading)
    assert [s.tool for s in plan.steps] == ["CalculateMetric", "DescribePlace"]
    assert plan.steps[0].args["anchor"] == anchor and plan.steps[1].args["attributes"] == [attribute]


@pytest.mark.parametrize("question", [
    "is the cafe nearest to the Old Mill open friday at 11pm",
    "the cafe closest to the Old Mill - open tuesday at 3 in the morning?",
    "cafe closest to the Old Mill: open or closed on monday at half past 4 in the afternoon",
    # a comma before 'is it'; the moment said before; 'would ... be open'
    "cafe closest to the Old Mill, is it open on a sunday at half past four in the afternoon",
    "if i need one at 4am on a sunday, is the cafe closest to the Old Mill open then?",
    "Vaduz: would the cafe nearest Old Mill Bakery be open at 2:30am on a friday",
])
def test_whether_the_place_a_search_finds_is_open_is_asked_of_that_place(question):
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.open_at and reading.complete
    plan = compile_plan(reading)
    assert [s.tool for s in plan.steps] == ["CalculateMetric", "DescribePlace"]
    assert "open_at" not in plan.steps[0].args and plan.steps[1].args["at"] == reading.open_at


def test_a_place_said_first_with_from_is_what_a_comparison_measures_from():
    reading = read("from the Old Mill - is Café Blue or Hotel Sunrise closer, and by how much")
    assert (reading.compare, reading.candidates, reading.anchors) == ("nearer", ["Café Blue", "Hotel Sunrise"],
                                                                      ["Old Mill"])


@pytest.mark.parametrize("tail", ["and by how much", "and by what margin?", "by which amount"])
def test_how_much_a_comparison_wins_by_is_no_candidate(tail):
    reading = read(f"Standing at the Old Mill. What's closer, Café Blue or Hotel Sunrise, {tail}")
    assert (reading.compare, reading.candidates) == ("nearer", ["Café Blue", "Hotel Sunrise"]) and reading.complete


def test_a_place_and_a_radius_as_the_topic_are_the_scope():
    reading = read("Old Mill area, 500m radius: number of baptist churches?")
    assert (reading.metric, reading.anchors, reading.radius_m) == ("count", ["Old Mill"], 500.0)


def test_a_trip_told_first_and_asked_after_is_its_distance():
    reading = read("i want to cycle from the Old Mill to Café Blue. how far is it")
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ["Old Mill", "Café Blue"], "bike")


def test_words_no_part_accounts_for_make_the_reading_incomplete():
    reading = read("Which cafe is the cosiest spot near the Old Mill for a date?")
    assert not reading.complete and "cosiest" in reading.unread
    assert not compile_plan(reading).complete
    assert read("How many cafes are within 200 m of the Old Mill?").complete


def test_where_two_streets_meet_is_one_place():
    reading = read("Which bakery is closest to where An der Mühle meets Lange Straße?")
    assert reading.anchors == ["An der Mühle meets Lange Straße"] and reading.shape == "place" and reading.complete


def test_the_second_largest_is_the_second_place_of_the_ranking():
    plan = compile_plan(read("Which pharmacy is nearest to the second-biggest park in Triesen?"))
    assert plan.steps[0].args["limit"] == 2 and plan.steps[1].args["anchor"] == "$1.2" and plan.complete


def test_possessives_with_and_without_the_apostrophe_and_its():
    plan = compile_plan(read("How far is Triesens biggest park from its largest lake?"))
    assert [(s.args.get("metric"), s.args.get("region")) for s in plan.steps] == \
        [("largest", "Triesen"), ("largest", "Triesen"), ("distance", None)]


def test_a_second_superlative_the_reading_does_not_use_leaves_it_incomplete():
    reading = read("How far is the Old Mill from the largest lake and the biggest?")
    assert not reading.complete


def test_a_comparison_measured_against_a_described_place():
    plan = compile_plan(read("Is the Old Mill or the Harbour Gallery closer to the biggest park in Eastbrook?"))
    assert [s.args.get("anchor_b") for s in plan.steps] == [None, "$1", "$1"] and plan.complete


@pytest.mark.parametrize("question", [
    "Is the hotel nearest the Old Mill closer to the Harbour Gallery or to the Riverside Museum?",
    "which one's closer to the biggest school in Eastbrook - the Old Mill or the Harbour Gallery",
])
def test_comparisons_whose_place_is_described(question):
    plan = compile_plan(read(question))
    assert plan.complete and [s.args.get("anchor_b") for s in plan.steps][-2:] == ["$1", "$1"]


@pytest.mark.parametrize("question", [
    "Start at the biggest park in Eastbrook, find the pub closest to it, then tell me how far that pub is from the Old Mill.",
    "Locate the museum nearest to the Old Mill. Which cafe is closest to that museum?",
])
def test_a_chain_of_clauses_each_pointing_back(question):
    plan = compile_plan(read(question))
    assert plan.complete and any(v == f"${len(plan.steps) - 1}" for v in plan.steps[-1].args.values())


@pytest.mark.parametrize(("question", "anchor"), [
    ("which dentist is nearest to the kindergarten that's closest to St. Michael?", "St. Michael"),
    ("does the hotel closest to the Kino Blue u. Werkstatt have a website", "Kino Blue u. Werkstatt"),
])
def test_an_abbreviation_point_does_not_end_a_description(question, anchor):
    plan = compile_plan(read(question))
    assert plan.complete and plan.steps[0].args["anchor"] == anchor


def test_a_superlative_without_a_place_shares_its_siblings_region():
    plan = compile_plan(read("how far is the biggest hotel from the biggest restaurant in Eastbrook"))
    assert [s.args.get("region") for s in plan.steps[:2]] == ["Eastbrook", "Eastbrook"]


@pytest.mark.parametrize("question", [
    "what's the cafe that's nearest to the church closest to the Old Mill called?",
    "has the hotel nearest the biggest restaurant in Eastbrook got a website",
    "Which covers more ground, the Old Park or the New Garden?",
    "Which one's further from the Old Mill: the closest supermarket or the closest pharmacy?",
    "first look up the dentist nearest the Old Mill, then tell me how far the Riverside Museum is from it",
])
def test_more_everyday_wordings_of_composed_questions(question):
    assert compile_plan(read(question)).complete


def test_the_unit_asked_for_is_no_region():
    reading = read("What is the distance from the Old Mill to the Harbour Gallery in miles?")
    assert (reading.region, reading.units, reading.anchors) == (None, "miles", ["Old Mill", "Harbour Gallery"])


@pytest.mark.parametrize("question, anchors, candidates", [
    ("Harbour Gallery: is the closest bank or the closest bakery nearer to it?", ["Harbour Gallery"],
     ["the closest bank", "the closest bakery"]),
    ("The Old Mill - which cafe is nearest to it?", ["Old Mill"], []),
    ("the biggest park in Eastbrook: which pub is closest to it?", ["the biggest park in Eastbrook"], []),
    ("is the nearest pub or the nearest cafe closer to Harbour Gallery?", ["Harbour Gallery"],
     ["the nearest pub", "the nearest cafe"]),
])
def test_a_topic_stated_first_is_the_place_the_question_points_back_to(question, anchors, candidates):
    reading = read(question)
    assert (reading.anchors, reading.candidates) == (anchors, candidates)
    assert compile_plan(reading).complete


def test_a_sentence_before_a_dash_is_no_topic():
    reading = read("Seeking the nearest gallery from Old Mill - Riverside Branch, Eastbrook, any recommendations?")
    assert reading.feature == "gallery" and reading.anchors[0].startswith("Old Mill - Riverside Branch")


@pytest.mark.parametrize("question, anchors, region", [
    ("I'm at the Old Mill. nearest pharmacy?", ["Old Mill"], None),
    ("we're staying near Harbour Gallery - how far is the Old Mill?", ["Harbour Gallery", "Old Mill"], None),
    ("I'm in Eastbrook, how many cafes are there?", [], "Eastbrook"),
    ("Eastbrook: how many cafes are there?", [], "Eastbrook"),
])
def test_where_the_asker_is_is_the_place_the_rest_measures_from(question, anchors, region):
    reading = read(question)
    assert (reading.anchors, reading.region) == (anchors, region)


def test_where_the_asker_is_carries_into_a_later_clause():
    plan = compile_plan(read("I'm at the Old Mill. nearest pharmacy? and how far is the Harbour Gallery from that pharmacy"))
    assert [s.args for s in plan.steps] == [{"metric": "nearest", "feature": "pharmacy", "anchor": "Old Mill"},
                                            {"metric": "distance", "anchor": "Harbour Gallery", "anchor_b": "$1"}]
    assert plan.complete


@pytest.mark.parametrize("question, winner_word", [
    ("the Old Park or the New Garden - which one is bigger?", "larger"),
    ("Old Mill or Harbour Gallery, which's closer to the Riverside Museum?", "nearer"),
])
def test_alternatives_before_the_question_word(question, winner_word):
    reading = read(question)
    assert reading.compare == winner_word and len(reading.candidates) == 2


def test_a_possessive_owner_of_a_measure_is_its_place():
    reading = read("what's Harbour Lake's area?")
    assert (reading.metric, reading.anchors) == ("area", ["Harbour Lake"])


def test_a_word_ending_in_s_before_a_superlative_is_no_possessive():
    reading = read("which bakery is nearest to the biggest park in town?")
    assert reading.metric == "nearest" and reading.anchors == ["the biggest park in town"]


@pytest.mark.parametrize("question, region", [("eastbrooks largest park", "eastbrook"),
                                              ("What is Eastbrook's biggest park?", "Eastbrook")])
def test_a_possessive_description_is_the_whole_question(question, region):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region, reading.unread) == ("largest", "park", region, [])


@pytest.mark.parametrize("question, steps", [
    # a topic that is named, with a description pointing back to it
    ("The Old Pond - what's the closest optician to the museum nearest to it?",
     [("nearest", "museum", "Old Pond"), ("nearest", "optician", "$1")]),
    # the owner of 'closest' is the place it is nearest to; 'its' is the owner named before
    ("how many metres are there between the Harbour Hostel's closest courthouse and its closest fire station?",
     [("nearest", "courthouse", "Harbour Hostel"), ("nearest", "fire station", "Harbour Hostel"),
      ("distance", None, "$1")]),
    # where the asker starts, described
    ("i'm at eastbrooks biggest bakery, where's the closest car repair garage",
     [("largest", "bakery", None), ("nearest", "car repair garage", "$1")]),
    ("start at the Colosseum: nearest supermarket, then the closest pharmacy to it",
     [("nearest", "supermarket", "Colosseum"), ("nearest", "pharmacy", "$1")]),
    # 'and how far?' after a chain: between the last clause's two places
    ("Which hostel is nearest the Old Museum? And then which cafe is closest to it, and how far?",
     [("nearest", "hostel", "Old Museum"), ("nearest", "cafe", "$1"), ("distance", None, "$2")]),
    # a later clause that starts with where it measures from
    ("I'm at the Old Mill. nearest florist? and from there how far is it to the Old Pond",
     [("nearest", "florist", "Old Mill"), ("distance", None, "Old Pond")]),
])
def test_more_ways_a_place_is_given_before_or_around_the_question(question, steps):
    plan = compile_plan(read(question))
    assert [(s.args.get("metric"), s.args.get("feature"), s.args.get("anchor")) for s in plan.steps] == steps
    assert plan.complete


@pytest.mark.parametrize("question, attribute, place", [
    ("Eastcenter's nearest pharmacy: what's its address?", "address", "Eastcenter's nearest pharmacy"),
    ("the nightclub closest to the Town Hall - what's their website", "website", "the nightclub closest to the Town Hall"),
])
def test_an_attribute_of_a_topic_that_is_a_description(question, attribute, place):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == (attribute, [place]) and place in reading.described
    assert compile_plan(reading).complete


def test_a_question_word_with_is_owns_nothing():
    reading = read("Where's the nearest gallery heading towards Old Park, Eastbrook from the Harbour Gallery?")
    assert reading.feature == "gallery" and not reading.described


@pytest.mark.parametrize("question, steps", [
    ("Old Mill: closest furniture store vs closest electronics shop, which one is nearer",
     [("nearest", "furniture store", "Old Mill"), ("nearest", "electronics shop", "Old Mill"),
      ("distance", None, "$1"), ("distance", None, "$2")]),   # each measured from Old Mill: the nearer wins
    ("start at the Harbour Club e.V.: nearest cafe, then the closest bakery from there",
     [("nearest", "cafe", "Harbour Club e.V."), ("nearest", "bakery", "$1")]),
    ("give me the stationery shop nearest the Old Mill - and from there, how far is it to the Old Pond",
     [("nearest", "stationery shop", "Old Mill"), ("distance", None, "Old Pond")]),
    ("im at the old pond - which supermarket is closest, and after that which pharmacy is nearest to that supermarket",
     [("nearest", "supermarket", "old pond"), ("nearest", "pharmacy", "$1")]),
])
def test_chat_wordings_of_comparisons_starts_and_later_clauses(question, steps):
    plan = compile_plan(read(question))
    assert [(s.args.get("metric"), s.args.get("feature"), s.args.get("anchor")) for s in plan.steps] == steps


@pytest.mark.parametrize("question", ["website of the furniture store closest to the Old Pond pls",
                                      "car rental nearest the Old Mill - when is it open"])
def test_an_attribute_asked_after_the_place_or_with_pls(question):
    reading = read(question)
    assert reading.attribute in ("website", "opening_hours") and compile_plan(reading).complete


def test_a_sentence_before_a_dash_that_points_back_is_no_topic():
    reading = read("Looking for the closest beach resort in relation to Old Mill - Guided Walks, Eastbrook, any insights where it is?")
    assert reading.feature == "beach resort" and reading.anchors[0].startswith("Old Mill - Guided Walks")


@pytest.mark.parametrize("question, steps", [
    ("from the Old Mill find the nearest bakery, then how far is the closest florist from that one",
     [("nearest", "bakery", "Old Mill"), ("distance", "florist", "$1")]),
    ("from the Old Mill, get me the closest pharmacy", [("nearest", "pharmacy", "Old Mill")]),
    ("count the cafes within 600 m of the Heimatverein Eastbrook e.V.'s closest bakery",
     [("nearest", "bakery", "Heimatverein Eastbrook e.V."), ("count", "cafes", "$1")]),
])
def test_a_place_first_and_an_owner_ending_in_an_abbreviation(question, steps):
    plan = compile_plan(read(question))
    assert plan.complete
    assert [(s.args.get("metric"), s.args.get("feature"), s.args.get("anchor")) for s in plan.steps] == steps


@pytest.mark.parametrize("pointer", ["they", "them"])
def test_they_and_them_point_back_to_a_topic_stated_first(pointer):
    question = {"they": "Old Mill's closest restaurant - what kind of food do they serve",
                "them": "the bakery nearest the Old Pond - got a phone number for them?"}[pointer]
    plan = compile_plan(read(question))
    assert plan.complete and plan.steps[-1].tool == "DescribePlace" and plan.steps[-1].args["place"] == "$1"


@pytest.mark.parametrize("question", ["how far from Eastbrook to Westfield?", "from Eastbrook to Westfield, how far is it?",
                                      "what is the distance from Eastbrook to Westfield"])
def test_from_one_named_place_to_another_is_two_places(question):
    assert read(question).anchors == ["Eastbrook", "Westfield"]


def test_to_inside_a_name_does_not_split_it():
    assert read("how far is the walk from Café Back To Basics to Westfield").anchors == ["Café Back To Basics", "Westfield"]


@pytest.mark.parametrize("question", ["how many bakeries are in Eastbrook now?", "how many bakeries does Eastbrook have today",
                                      "how many bakeries are in Eastbrook at the moment"])
def test_a_word_of_time_after_a_place_is_not_part_of_its_name(question):
    assert read(question).region == "Eastbrook"


def test_a_clause_of_the_asker_s_own_ends_a_place_and_a_question_after_two_dots_is_a_later_clause():
    reading = read("after eating at the Kiasma i want a drink at the closest bar to it.. does that bar have a website?")
    assert (reading.metric, reading.feature, reading.anchors) == ("nearest", "bar", ["Kiasma"])
    assert reading.then is not None and reading.then.attribute == "website" and reading.then.refers_back == "that bar"


def test_an_aggregate_asked_of_the_place_an_earlier_clause_found_is_measured_from_that_place():
    """'..., which parks bigger than 1 hectare are within 1 km of it': the template's anchor is the earlier clause's
    place (its handle once found), never the stand-in the reader read 'it' as, nor the unresolved '$1'."""
    reading = read("What is the biggest park in Eastbrook? Which parks bigger than 1 hectare are within 1 km of it?")
    assert "qzx" not in reading.model_dump_json().casefold()
    plan = compile_plan(reading)
    (template,) = [s.args["template"] for s in plan.steps if s.tool == "GenerateSQL"]
    assert template["anchor"] == "$1"
    resolved = resolve_refs(next(s for s in plan.steps if s.tool == "GenerateSQL").args, [["parks:7"]])
    assert resolved["template"]["anchor"] == "parks:7"


def test_an_aggregate_asked_of_the_place_a_scene_names_is_measured_from_that_place():
    """'Looking for green space near X. Which parks ... within 1 km of it?': the sentence before names the place
    (reading/scene.py), read into the question whole."""
    reading = read("Looking for a proper green space near Old Mill. Which parks bigger than 1 hectare are within 1 km "
                   "of it?")
    assert reading.complete and "qzx" not in reading.model_dump_json().casefold()
    (template,) = [s.args["template"] for s in compile_plan(reading).steps if s.tool == "GenerateSQL"]
    assert template["anchor"] == "Old Mill" and template["radius_m"] == 1000.0
