"""Questions said the way people type them, read as the questions they mean (issue 44): a scene that names the place
('browsing at X.. the closest cafe to it'), being open said another way ('will it still be serving'), a rough time
('3ish pm'), a kind said first and picked after ('a pharmacy - whichever is nearest to X'), two attributes of one
place, a comparison with the place to measure from said first, arithmetic said in units, a trip told as a story. The
names are made up: the reader reads words, not places (the shipped data is asked in the tests that run the plan)."""

from __future__ import annotations

import pytest

from georeact.agent.sentences import _area
from georeact.geo.hours import in_figures
from georeact.reading import read
from georeact.reading.arithmetic import arithmetic
from georeact.reading.attribute_questions import find_when
from georeact.reading.context_clause import rewritten
from georeact.reading.names import reader_words
from georeact.reading.spelling import corrected


@pytest.mark.parametrize("question, one_question", [
    # the first pronoun after 'nearest ... to' is the scene's place; 'they' later is the place found there
    ("browsing at Old Mill Books right now.. where's the closest cafe to it and do they have wifi",
     "where's the closest cafe to Old Mill Books and do they have wifi"),
    ("grabbing a burger at rosie's diner.. the cafe nearest to it, can i sit outside there?",
     "the cafe nearest to Rosie'S Diner, can i sit outside there?"),
    # a kind the scene needs, then which one: the question about that one, at the scene's moment
    ("saturday around 3 pm and i need a pharmacy - whichever is nearest to the Town Hall, will it be open?",
     "the pharmacy nearest to the Town Hall, will it be open saturday around 3 pm?"),
    # the scene's place is whom the asker calls; 'their number' is its number, and no moment goes along
    ("need to call Harbour Grill about a table for saturday, what's their number", "what's Harbour Grill's number?"),
    # the scene is near a place and asks who runs what is closest to it
    ("Staying near the Old Mill. Who runs the pub thats closest to it?", "Who runs the pub thats closest to Old Mill?"),
    # the scene is at a described place; 'are there' points at nothing, 'of it' at the scene's place
    ("Waiting for a prescription at the pharmacy closest to Old Mill. How many benches are there within 150 m of it?",
     "How many benches are there within 150 m of the pharmacy closest to Old Mill?"),
])
def test_a_scene_names_the_place_the_question_means(question, one_question):
    assert rewritten(question).rstrip("?") == one_question.rstrip("?")


@pytest.mark.parametrize("question, moment", [
    ("grabbing a burger at five guys", None),           # a number counting a plural is no clock
    ("meet at five this evening", "at five this evening"),
    ("is it open at 3 in the afternoon on a tuesday", "at 3 in the afternoon on a tuesday"),
])
def test_a_clock_is_told_from_a_count(question, moment):
    span = find_when(question)
    assert (question[span[0]:span[1]] if span else None) == moment


def test_a_rough_time_is_read_as_around_that_time():
    assert corrected("saturday 3ish pm", set(), lambda word: False) == "saturday around 3 pm"


@pytest.mark.parametrize("question, moment", [
    ("the restaurant nearest to the Old Mill — is it open at 3 in the afternoon on a tuesday",
     "3 in the afternoon on a tuesday"),
    ("at 3 in the morning on a wednesday is the pharmacy closest to the Old Mill open", "3 in the morning on a wednesday"),
    ("singapore: if i head to the food court nearest the Old Mill at 10pm on a friday will it still be serving",
     "10pm on a friday"),
])
def test_whether_the_place_found_is_open_at_the_whole_moment_said(question, moment):
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.open_at == moment
    (described,) = reading.described.values()
    assert described.metric == "nearest" and described.open_at is None   # that one, not the nearest one open


def test_getting_something_there_asks_whether_the_place_found_is_open():
    reading = read("the closest bakery to the Old Mill and could i get something there on saturday at 8.30 am")
    assert reading.metric == "nearest" and reading.feature == "bakery" and reading.open_at is None
    assert reading.then.attribute == "opening_hours" and reading.then.open_at == "saturday at 8.30 am"
    assert reading.then.refers_back == "it"


def test_two_attributes_of_one_place_are_both_asked():
    reading = read("Harbour Grill in Springfield - what kind of food do they do and what time do they open on sundays")
    asked = {reading.attribute, reading.then.attribute}
    assert asked == {"cuisine", "opening_hours"} and reading.then.anchors[0].startswith("Harbour Grill")
    hours = reading if reading.attribute == "opening_hours" else reading.then
    assert hours.open_at == "sundays"


@pytest.mark.parametrize("question", ["Harbour Grill hours on saturday?", "what are Harbour Grill's hours"])
def test_hours_said_alone_are_the_opening_hours(question):
    assert read(question).attribute == "opening_hours"


@pytest.mark.parametrize("question", [
    "at Old Mill Books: what's nearer, Rosie's Diner or the Town Hall, and by how many metres",
    "Old Mill Books: what's nearer, Rosie's Diner or the Town Hall",
])
def test_a_comparison_measures_from_the_place_said_first(question):
    reading = read(question)
    assert reading.compare == "nearer" and len(reading.candidates) == 2 and reading.anchors == ["Old Mill Books"]


@pytest.mark.parametrize("question, operation, first", [
    ("within 150 m of Old Mill are there more cafes or fast food places, and what's the difference? give both numbers",
     "difference", "how many cafes are there within 150 m of Old Mill?"),
    ("springfield data: fire stations or police stations, which are there more of? numbers for both pls",
     "difference", "how many fire stations are there in springfield?"),
    ("Old Mill vs Town Hall: which building has the bigger footprint, and by how much?", "difference",
     "how big is Old Mill?"),
    ("how many square metres bigger is Riverside Park than Mill Green", "difference", "how big is Riverside Park?"),
    ("how many times bigger is the Old Mill than the Town Hall? going by floor area", "ratio", "how big is the Old Mill?"),
    ("straight-line distance from Old Mill to Town Hall, then from Town Hall on to Rosie's Diner — total?", "sum",
     "how far is Old Mill from Town Hall?"),
    ("how many cafes or restaurants are there in Springfield", "sum", "how many cafes are there in Springfield?"),
    ("how many ferry terminals / bus stations are there in Springfield", "sum",
     "how many ferry terminals are there in Springfield?"),
    ("how many more parking spaces does the Mill Garage have than Harbour Parking? give both numbers",
     "difference", "how many parking spaces does the Mill Garage have?"),
    ("Add up the crow-flies distance Old Mill to Town Hall and then Town Hall on to Rosie's Diner", "sum",
     "how far is Old Mill from Town Hall?"),
    ("straight line Old Mill -> Town Hall, plus Town Hall -> Rosie's Diner. total?", "sum",
     "how far is Old Mill from Town Hall?"),
    ("as the crow flies, Old Mill to Town Hall, then from there to Rosie's Diner - how far in total", "sum",
     "how far is Old Mill from Town Hall?"),
    ("From the Old Mill how much further away is the Town Hall than Rosie's Diner?", "difference",
     "how far is the Town Hall from the Old Mill?"),
    ("how much further away is the Town Hall than Rosie's Diner from the Old Mill?", "difference",
     "how far is the Town Hall from the Old Mill?"),
    ("What's the cafes-to-bars ratio within 300 yards of the Old Mill? show both counts", "ratio",
     "how many cafes are there within 300 yards of the Old Mill?"),
    ("Express the footprint of the Old Mill as a multiple of the Town Hall's footprint.", "ratio",
     "how big is the Old Mill?"),
    ("By what percentage is Riverside Park bigger than Mill Green, area-wise?", "ratio", "how big is Riverside Park?"),
    ("Which wins on closeness to the Old Mill, Rosie's Diner or the Town Hall - and by what margin in metres, "
     "straight line?", "difference", "how far is Rosie's Diner from the Old Mill?"),
    ("Starting at the Old Mill, which one is more of a trek as the crow flies: Rosie's Diner or the Town Hall? and "
     "how much more?", "difference", "how far is Rosie's Diner from the Old Mill?"),
    ("Which side wins within 100 m of the Old Mill, cafes or bars, and by how many? give me both tallies as well",
     "difference", "how many cafes are there within 100 m of the Old Mill?"),
    ("cafes and bakeries together in the Springfield data come to how many? and each one separately", "sum",
     "how many cafes are there in the Springfield data?"),
])
def test_arithmetic_said_in_more_ways(question, operation, first):
    operand = arithmetic(question)
    assert operand is not None and operand.operation == operation and operand.first == first


def test_a_trip_with_no_word_of_a_sum_is_no_sum():
    assert arithmetic("walk from Old Mill to Town Hall then to Rosie's Diner") is None


def test_a_comparison_said_as_which_one_is_bigger_stays_a_comparison():
    assert arithmetic("the Old Park or the New Garden - which one is bigger?") is None


def test_the_words_of_the_arithmetic_forms_are_words_a_typo_is_put_right_to():
    assert "difference" in reader_words()


def test_a_difference_of_areas_says_its_square_metres():
    assert _area(40289.0) == "4.03 ha (40,289 m²)" and _area(553.0) == "553 m²"


@pytest.mark.parametrize("question, stops, round_trip", [
    ("on foot: start at Old Mill, then Town Hall, Rosie's Diner and Harbour Grill, dont need to go back. best order?",
     ["Old Mill", "Town Hall", "Rosie's Diner", "Harbour Grill"], False),
])
def test_a_tour_said_as_start_then_the_stops(question, stops, round_trip):
    reading = read(question)
    assert reading.stops == stops and reading.round_trip is round_trip


def test_a_trip_told_as_where_it_starts_and_how_it_goes_on():
    reading = read("renting a bike at Old Mill Cycles and cycling to the Town Hall.. how long will it take me")
    assert reading.metric == "distance" and reading.travel_mode == "bike"
    assert [a.removeprefix("the ") for a in reading.anchors] == ["Old Mill Cycles", "Town Hall"]


def test_a_trip_said_then_asked_how_long():
    reading = read("i want to cycle from Old Mill to the Town Hall. how long will it take")
    assert reading.metric == "distance" and reading.travel_mode == "bike" and len(reading.anchors) == 2


def test_what_a_place_is_said_in_brackets_is_no_part_of_its_name():
    reading = read("near Same Place (the sushi place) — how many bookshops are there within 250 m")
    assert reading.anchors == ["Same Place"] and reading.radius_m == 250 and reading.metric == "count"


def test_a_kind_written_in_capitals_after_count_of_is_a_kind():
    reading = read("count of ATMs in Springfield?")
    assert reading.feature == "ATMs" and reading.region == "Springfield" and not reading.anchors


@pytest.mark.parametrize("question, attribute", [
    ("can u pay with bitcoin at Harbour Grill?", "payment_bitcoin"),
    ("does Harbour Grill take credit cards", "payment_cards"),
    ("Harbour Grill - can i pay in cash there?", "payment_cash"),
    ("how many cars fit in the Harbour Grill car park", "capacity"),
    ("what street address is Harbour Grill on (house number too)", "address"),
])
def test_how_a_place_takes_payment_or_how_many_cars_it_holds_is_an_attribute(question, attribute):
    reading = read(question)
    assert reading.attribute == attribute and reading.anchors[0].startswith("Harbour Grill")


def test_what_a_place_is_said_after_the_question_is_no_part_of_it():
    reading = read("can u pay with bitcoin at Harbour Grill? the furniture shop on bond st in springfield")
    assert reading.attribute == "payment_bitcoin" and reading.anchors == ["Harbour Grill"] and not reading.feature


def test_not_needing_to_go_back_is_no_takeaway():
    reading = read("on foot: start at Old Mill, then Town Hall and Rosie's Diner, dont need to go back. best order?")
    assert reading.attribute is None and reading.round_trip is False


@pytest.mark.parametrize("question, budget_s, mode", [
    ("can i walk from Old Mill to the Town Hall in 20 minutes?", 1200.0, "walk"),
    ("could we drive from Old Mill to the Town Hall within half an hour", 1800.0, "drive"),
    ("can i get from Old Mill to the Town Hall in ten mins? how far is it", 600.0, "walk"),
])
def test_whether_a_trip_fits_a_time(question, budget_s, mode):
    reading = read(question)
    assert reading.metric == "distance" and reading.time_budget_s == budget_s and reading.travel_mode == mode
    assert [a.removeprefix("the ") for a in reading.anchors] == ["Old Mill", "Town Hall"]


def test_a_scene_with_the_time_it_has_asks_whether_the_trip_fits():
    assert rewritten("got 20 min before my table at Rosie's Diner, can i walk there from Old Mill in time? how far is it") \
        == "can i walk to Rosie's Diner from Old Mill in 20 min? how far is it"
    reading = read("can i walk to Rosie's Diner from Old Mill in 20 min? how far is it")
    assert reading.anchors == ["Old Mill", "Rosie's Diner"] and reading.time_budget_s == 1200.0


@pytest.mark.parametrize("minutes", [1, 45])
def test_the_answer_says_whether_the_walk_fits_the_time(db, settings, minutes):
    from georeact.agent.graph import build_agent
    from georeact.agent.run import run_question
    from georeact.agent.scripted import ScriptedChatModel

    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")
    trace = run_question(agent, f"can i walk from the Ateneum to the Kiasma in {minutes} minutes?")
    (step,) = trace.steps
    took = step.observation["travel_time_s"]
    assert step.tool == "CalculateMetric" and step.arguments["mode"] == "walk" and 60 < took < 3600
    fits = took <= minutes * 60
    assert trace.answer.text.startswith(("Yes, within " if fits else "No, not within ") + f"{minutes} min"), \
        trace.answer.text
    assert not trace.llm_calls   # the plan answers it


def test_a_place_written_in_lower_case_before_its_town_is_the_place():
    reading = read("whats the closest bakery to the old mill in Springfield")
    assert reading.metric == "nearest" and reading.anchors == ["old mill in Springfield"] and not reading.unread


def test_a_count_of_a_kind_named_like_an_attribute_is_a_count():
    reading = read("number of toilets in Springfield?")
    assert reading.metric == "count" and reading.feature == "toilets" and reading.region == "Springfield"


def test_a_town_said_with_the_moment_first_is_where_the_place_is():
    reading = read("Springfield — sunday at 3.30 in the afternoon, would the food court closest to the Old Mill be open?")
    (described,) = reading.described.values()
    assert reading.attribute == "opening_hours" and reading.open_at == "sunday at 3.30 in the afternoon"
    assert described.region == "Springfield" and described.metric == "nearest"


@pytest.mark.parametrize("question, first", [
    ("Around Old Mill (within 100 m) are there more fast food places or restaurants? how many more, and give me both "
     "counts", "how many fast food places are there within 100 m of Old Mill?"),
])
def test_more_of_which_kind_said_in_more_ways(question, first):
    operand = arithmetic(question)
    assert operand is not None and operand.operation == "difference" and operand.first == first


def test_more_of_which_kind_in_a_towns_data():
    reading = read("Springfield's data - more cafes or more pubs? what's the difference, and the two numbers")
    assert reading.operation == "difference"
    assert [(o.feature, o.region) for o in reading.operands] == [("cafes", "Springfield data"), ("pubs", "Springfield data")]


def test_a_place_written_in_lower_case_before_that_is_the_place():
    reading = read("Cafés within 100m of old mill that are open at 7:30pm on a tuesday?")
    assert reading.anchors == ["old mill"] and reading.radius_m == 100 and reading.open_at == "7:30pm on a tuesday"


@pytest.mark.parametrize("question", ["how many cafes are there in Eastbrook according to the map?",
                                      "Eastbrook - how many cafes according to the data?"])
def test_the_data_said_as_the_source_is_no_part_of_the_question(question):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region) == ("count", "cafes", "Eastbrook") and reading.complete


@pytest.mark.parametrize("question, modifier", [("how many restaurants serve pizza in Eastbrook", "serve pizza"),
                                                ("which shops sell shoes in Eastbrook", "sell shoes")])
def test_what_a_kind_serves_or_sells_narrows_it(question, modifier):
    reading = read(question)
    assert reading.modifier == modifier and reading.region == "Eastbrook" and reading.complete


@pytest.mark.parametrize("question, mode", [("bike ride Old Mill to Town Hall, how far", "bike"),
                                            ("car ride Old Mill to Town Hall - how long?", "drive")])
def test_a_trip_said_as_a_ride_between_two_places_is_travelled_so(question, mode):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ["Old Mill", "Town Hall"], mode)
    assert reading.complete


def test_a_travel_word_inside_a_name_is_the_name_not_the_travel():
    crow = read("From Old Mill, how much further is the Mist Walk than the Town Hall as the crow flies?")
    assert crow.operation == "difference" and [o.travel_mode for o in crow.operands] == [None, None]
    by_car = read("how far is Old Mill from the Town Hall? by car though")
    assert by_car.travel_mode == "drive"


def test_a_sentence_after_the_question_that_says_only_why_is_left_out():
    reading = read("can I walk from Old Mill to the Town Hall in 15 minutes? my dog hates long walks")
    assert (reading.anchors, reading.travel_mode, reading.time_budget_s) == (["Old Mill", "Town Hall"], "walk", 900)
    assert reading.complete
    vegan = read("what's the nearest restaurant to Old Mill? I'm vegan")   # a need the question does not say
    assert vegan.attribute == "diet_vegan" or not vegan.complete


@pytest.mark.parametrize("question, anchors, metric", [
    ("My knees aren't great. How far is Old Mill from the Town Hall?", ["Old Mill", "Town Hall"], "distance"),
    ("How far is Old Mill from the Town Hall, before I commit to it?", ["Old Mill", "Town Hall"], "distance"),
    ("We have a long day ahead! How far is Old Mill from the Town Hall, so we can plan the morning?",
     ["Old Mill", "Town Hall"], "distance"),
])
def test_a_sentence_before_the_question_or_a_clause_about_the_asker_that_says_only_why_is_left_out(question, anchors,
                                                                                                   metric):
    reading = read(question)
    assert (reading.anchors, reading.metric) == (anchors, metric) and reading.complete


def test_a_sentence_before_the_question_that_says_where_is_not_left_out():
    reading = read("We are at Old Mill. How far is the Town Hall?")
    assert reading.anchors != ["Town Hall"] or not reading.complete


@pytest.mark.parametrize("question, attribute", [
    ("How many steps does the Mill Stairs have?", "step_count"),
    ("Has the Old Mill Bank got a cash machine?", "atm"),
])
def test_tags_asked_by_their_everyday_words(question, attribute):
    reading = read(question)
    assert reading.attribute == attribute and reading.complete


@pytest.mark.parametrize("question, anchors, feature, budget", [
    ("Picking up my daughter at Old Mill, then walking her to the Town Hall. Is 20 minutes enough?",
     ["Old Mill", "Town Hall"], None, 1200),
    ("Can I walk from Old Mill to the nearest bicycle parking in 20 min?", ["Old Mill"], "bicycle parking", 1200),
])
def test_whether_a_trip_fits_a_time_said_after_it_or_to_a_kind(question, anchors, feature, budget):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.feature, reading.time_budget_s) == ("distance", anchors, feature,
                                                                                         budget)
    assert reading.travel_mode == "walk" and reading.complete


@pytest.mark.parametrize("question, operation, factor", [
    ("do restaurants outnumber cafes 2 to 1 within 300 m of Old Mill? with the two counts", "times", 2.0),
    ("do the bars outnumber the cafes in Eastbrook?", "more", None),
    ("is Old Mill Park bigger than Town Park? by what factor?", "ratio", None),
    ("is Old Mill Park bigger than Town Park?", "more", None),
    ("is the Mill Road shorter than the Town Road?", "less", None),
])
def test_comparisons_said_as_outnumbering_or_as_is_a_bigger_than_b(question, operation, factor):
    reading = read(question)
    assert (reading.operation, reading.factor) == (operation, factor) and reading.complete


def test_the_part_of_a_place_it_is_measured_by_is_the_place():
    reading = read("How many times bigger is the Old Mill's footprint than the building of the Town Hall?")
    assert reading.operation == "ratio"
    assert [o.anchors for o in reading.operands] == [["Old Mill"], ["Town Hall"]]


def test_the_closer_one_is_closer():
    reading = read("Town Hall: is Old Mill or Rosie's Diner the closer one, and what's the gap?")
    assert reading.anchors == ["Town Hall"] and reading.candidates == ["Old Mill", "Rosie's Diner"]


@pytest.mark.parametrize("question, attribute", [("who sculpted the Old Mill Madonna?", "artist"),
                                                 ("got a number for Rosie's Diner? want a table", "phone"),
                                                 ("how many bikes fit at the Old Mill bike stand?", "capacity"),
                                                 ("does the Harbour Hotel have parking?", "parking")])
def test_everyday_words_for_an_attribute(question, attribute):
    assert read(question).attribute == attribute


def test_a_count_of_a_kind_with_an_attribute_said_with_do_or_have():
    parking = read("how many hotels in Eastbrook have parking")
    takeaway = read("how many restaurants in Eastbrook do takeaway?")
    assert [(r.aggregate.having if r.aggregate else None, r.region) for r in (parking, takeaway)] == \
        [("parking", "Eastbrook"), ("takeaway", "Eastbrook")]


def test_the_difference_asked_after_two_counts_is_their_difference():
    reading = read("count the restaurants and the cafes within 200 m of the Old Mill, what's the difference")
    assert reading.operation == "difference" and [o.feature for o in reading.operands] == ["restaurants", "cafes"]


def test_a_radius_said_without_its_place_is_of_the_place_the_scene_is_at():
    reading = read("It's Tuesday, half eleven at night, and we just came out of the Old Mill. Which fast food places "
                   "within 100 m are still open?")
    assert (reading.anchors, reading.radius_m, reading.feature) == (["Old Mill"], 100, "fast food places")
    assert in_figures(reading.open_at) == "tuesday 23:30"   # 'half eleven' is half past eleven
    assert read("We are at the Old Mill. Any cafes within 200 m?").anchors == ["Old Mill"]


@pytest.mark.parametrize("question, budget", [
    ("I have 25 minutes. Can I walk from the Old Mill to the Town Hall in that time?", 1500),
    ("Got half an hour before my class. Walking from the Old Mill to the Town Hall, will I make it in time?", 1800),
])
def test_the_time_a_first_sentence_has_is_the_time_a_trip_must_fit(question, budget):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.time_budget_s) == ("distance", ["Old Mill", "Town Hall"], budget)
    assert reading.travel_mode == "walk" and reading.complete


@pytest.mark.parametrize("question, operation, factor", [
    ("Eastbrook data: cafes minus bars? (give each count too)", "difference", None),
    ("number of restaurants minus number of bars in Eastbrook? tell me both counts as well", "difference", None),
    ("is the number of restaurants in Eastbrook at least double the number of cafes?", "times", 2.0),
])
def test_counts_said_as_minus_or_at_least_double(question, operation, factor):
    reading = read(question)
    assert (reading.operation, reading.factor) == (operation, factor) and reading.complete
    assert [o.feature for o in reading.operands][1] in ("bars", "cafes")


def test_an_attribute_asked_without_a_question_word_of_a_place_found():
    reading = read("number for the bar next to Old Mill? want to book a table")
    assert (reading.attribute, reading.anchors) == ("phone", ["the bar next to Old Mill"])
    assert reading.described["the bar next to Old Mill"].feature == "bar"


def test_a_name_ends_before_the_moment_said_after_it():
    reading = read("is the Old Mill Cafe open at 6am on sunday")
    assert reading.anchors == ["Old Mill Cafe"] and in_figures(reading.open_at) == "sunday 6:00"


def test_two_legs_added_together():
    reading = read("Straight-line distance Old Mill to Town Hall plus Town Hall to Rosie's Diner, added together?")
    assert reading.operation == "sum" and [o.anchors for o in reading.operands] == [["Old Mill", "Town Hall"],
                                                                                   ["Town Hall", "Rosie's Diner"]]


@pytest.mark.parametrize("question, expected", [
    ("Is 10 minutes enough to walk from Old Mill to Town Hall? Dinner at 7.", ("distance", ["Old Mill", "Town Hall"], 600)),
    ("Could I walk from Old Mill to the nearest fire station in 5 minutes flat?", ("distance", ["Old Mill"], 300)),
])
def test_a_trip_against_a_time_said_before_it_or_with_a_word_after(question, expected):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.time_budget_s) == expected and reading.complete


def test_a_tour_list_ends_before_what_the_asker_does_not_need():
    reading = read("Errands by car, starting from Old Mill: Town Hall, Rosie's Diner and Harbour Grill, I don't have to "
                   "come back. Which order is shortest and how many km is it?")
    assert reading.stops == ["Old Mill", "Town Hall", "Rosie's Diner", "Harbour Grill"] and reading.round_trip is False


@pytest.mark.parametrize("question, attribute", [
    ("the hotel closest to the Old Mill, do you know its postal code?", "postcode"),
    ("the hotel closest to the Old Mill - what is its star rating?", "stars"),
    ("I'm on The Esplanade. What's the stop code of the closest bus stop?", "ref"),
])
def test_an_attribute_of_a_place_found_asked_politely_or_after_a_scene(question, attribute):
    reading = read(question)
    assert reading.attribute == attribute and len(reading.described) == 1


def test_a_town_in_brackets_after_the_question_is_where_it_searches():
    reading = read("the hotel closest to the Old Mill, do you know its postal code? (Eastbrook)")
    assert reading.attribute == "postcode" and next(iter(reading.described.values())).region == "Eastbrook"


@pytest.mark.parametrize("question, operation", [
    ("Around Old Mill (250 m radius) - restaurants minus bars? Also tell me each count.", "difference"),
    ("cafes + fast food places within 250m of the Old Mill, how many altogether?", "sum"),
    ("footprint of the Old Mill vs the Town Hall - how many times bigger is the first?", "ratio"),
    ("Town Hall (Eastbrook): how much further is it to the Old Mill than to Rosie's Diner, straight line?", "difference"),
    ("Looking at the whole Eastbrook extract, are there twice as many restaurants as cafes? Tell me both counts.", "times"),
])
def test_more_arithmetic_said_in_chat(question, operation):
    reading = read(question)
    assert reading.operation == operation and reading.complete


@pytest.mark.parametrize("question, attribute, moment", [
    ("Rosie's Diner - can I still get a table there friday 20:00?", "opening_hours", "friday 20:00"),
    ("Is the fast-food spot along Mill Road still serving late on saturday, like 11pm?", "opening_hours", "saturday 23:00"),
    ("my dad uses a wheelchair - is the toilet closest to the Old Mill accessible for him?", "wheelchair", None),
])
def test_being_open_or_fitting_a_need_said_another_way(question, attribute, moment):
    reading = read(question)
    assert reading.attribute == attribute and (moment is None or in_figures(reading.open_at) == moment)


def test_a_topic_placed_in_its_town_and_a_street_with_the_most_of_a_kind_said_last():
    reading = read("Mill Road in Eastbrook - count the restaurants within 300 m of it.")
    assert (reading.metric, reading.anchors, reading.radius_m) == ("count", ["Mill Road"], 300)
    street = read("Eastbrook data: which street has the most shops on it (going by their addresses)?")
    assert (street.aggregate.group_by, street.aggregate.region) == ("street", "Eastbrook data") and street.complete


def test_why_an_attribute_is_asked_is_no_part_of_the_question():
    reading = read("the Old Mill - do they have a website where i can check the menu?")
    assert reading.attribute == "website" and reading.anchors == ["Old Mill"] and reading.complete


def test_an_attribute_of_a_place_found_after_a_scene_reads_whole():
    reading = read("I'm on The Esplanade and need the bus. What's the stop code of the closest bus stop?")
    assert reading.attribute == "ref" and reading.complete


def test_that_kind_points_back_to_the_place_found_before():
    reading = read("what's the closest bar to Old Mill, and is that bar open friday at 9 pm?")
    assert (reading.metric, reading.feature, reading.anchors) == ("nearest", "bar", ["Old Mill"])
    assert (reading.then.attribute, reading.then.refers_back) == ("opening_hours", "that bar")


def test_a_town_said_before_the_kind_of_a_count_with_an_attribute():
    reading = read("how many Eastbrook restaurants do takeaway?")
    assert (reading.aggregate.having, reading.aggregate.region, reading.aggregate.feature) == \
        ("takeaway", "Eastbrook", "restaurants") and reading.complete


@pytest.mark.parametrize("verb, mode", [("drive", "drive"), ("bike", "bike"), ("walk", "walk")])
def test_is_a_time_enough_to_travel_a_trip_any_way(verb, mode):
    reading = read(f"Is 10 minutes enough to {verb} from Old Mill to Town Hall?")
    assert (reading.travel_mode, reading.time_budget_s, reading.complete) == (mode, 600, True)


@pytest.mark.parametrize("question, moment, place", [
    # the trade a place does, going on then, is its being open
    ("Big Pommes at 11.30pm on a friday, still frying?", "11.30pm on a friday", "Big Pommes"),
    ("Old Mill Bar saturday 1am - still pouring?", "saturday 1am", "Old Mill Bar"),
])
def test_still_doing_its_trade_is_being_open(question, moment, place):
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.anchors == [place] and moment in (reading.open_at or "")


def test_getting_something_at_a_described_place_asks_whether_it_is_open():
    reading = read("sunday around noon, could I probably still grab a croissant at the bakery nearest Old Mill?")
    (bakery,) = reading.described.values()
    assert reading.attribute == "opening_hours" and bakery.feature == "bakery" and bakery.anchors == ["Old Mill"]


def test_a_kind_whose_words_hold_an_attributes_cue_asks_no_attribute():
    # 'smoking area' is a kind of place, not a question about smoking
    reading = read("how far is the nearest smoking area from Old Mill?")
    assert reading.attribute is None and reading.feature == "smoking area"
    assert read("does Old Mill allow smoking?").attribute == "smoking"


def test_a_towns_data_said_before_a_full_stop_is_its_scope():
    reading = read("Old Town data. how many cafes?")
    assert reading.metric == "count" and reading.region == "Old Town data"


def test_a_need_the_scene_states_and_the_question_asks_is_the_question():
    assert rewritten("My mum uses a wheelchair. Within 100m of Old Mill, how many shops are marked as wheelchair "
                     "accessible?") == "Within 100m of Old Mill, how many shops are marked as wheelchair accessible?"


@pytest.mark.parametrize("question", [
    "Looking at restaurants within 800 m of the Old Mill, which cuisine comes up most?",
    "which cuisine is most common among restaurants within 800 m of the Old Mill?",
    "among the restaurants within 800 m of Old Mill, which cuisine is the most frequent?",
])
def test_the_value_that_comes_up_most_is_a_group_count(question):
    aggregate = read(question).aggregate
    assert aggregate.group_by == "cuisine" and aggregate.feature == "restaurants" and aggregate.radius_m == 800


def test_an_attribute_asked_after_a_which_question_is_asked_of_what_it_finds():
    # it had been dropped without a word: the nearest church was the whole answer
    reading = read("Which church sits right next to the Old Mill, and what is its street address?")
    (church,) = reading.described.values()
    assert reading.attribute == "address" and church.feature == "church" and church.anchors == ["Old Mill"]


def test_a_kind_beside_a_place_is_the_nearest_of_that_kind():
    reading = read("is the dog park beside the Old Mill Arena open at 11pm on a Tuesday?")
    (park,) = reading.described.values()
    assert reading.attribute == "opening_hours" and park.metric == "nearest" and park.anchors == ["Old Mill Arena"]


@pytest.mark.parametrize("question, one_question", [
    # their number, of a described place the scene is at
    ("After tennis I'd love to book a table at the restaurant closest to the Old Mill. Could you give me their phone "
     "number, please?", "Could you give me the phone number of the restaurant closest to the Old Mill, please?"),
    # the way of travel said before the question
    ("Have to post a parcel after pick-up at Old Mill School. Walking, how far is the closest post office from there?",
     "Walking, how far is the closest post office from Old Mill School?"),
    # the time set first, then a described place
    ("Taking the dog out late - 11pm on a Tuesday. The dog park beside the Old Mill, is it open then?",
     "The dog park beside the Old Mill, is it open 11pm on a Tuesday?"),
    # 'the nearest church to it' right after the scene
    ("My aunt wants to go to mass near Old Mill Bakery. The nearest church to it, which denomination is that?",
     "The nearest church to Old Mill Bakery, which denomination is that?"),
    # the nearest of a kind with no place of its own: measured from the named place the scene is at
    ("Before the morning service at Old Mill Chapel we want pastries. Is the nearest bakery open on saturday at 7.30?",
     "Is the nearest bakery to Old Mill Chapel open on saturday at 7.30?"),
    # the same with the scene's moment carried along, and a name with 'at the' in it
    ("Dropping the kids at Old Mill School on wednesday around 8 in the morning. Will the closest bakery be open by "
     "then?", "Will the closest bakery to Old Mill School be open by then on wednesday around 8 in the morning?"),
    ("after a night at Howl at the Moon we want pastries. is the nearest bakery open sunday at 8am?",
     "is the nearest bakery to Howl at the Moon open sunday at 8am?"),
    # a kind said to be near a place, then 'the closest one' (the town in brackets goes to the end)
    ("There's a fountain near the Old Mill (Springfield). Who was the artist behind the closest one?",
     "Who was the artist behind the fountain closest to the Old Mill? (Springfield)"),
])
def test_more_scenes_name_the_place_the_question_means(question, one_question):
    assert rewritten(question) == one_question


@pytest.mark.parametrize("question, attribute", [
    ("whats the playing surface at Old Mill Field", "surface"),
    ("the ATM closest to the Old Mill, which bank does it belong to?", "bank"),
])
def test_more_attributes_by_their_everyday_words(question, attribute):
    assert read(question).attribute == attribute


def test_surface_area_is_a_size_not_a_surface():
    reading = read("What is the surface area of the Old Mill Park?")
    assert reading.attribute is None and reading.metric == "area"


@pytest.mark.parametrize("question", [
    "thursday noon - any chance the food court closest to Old Mill is open?",
    "Need cough syrup, its 4am sunday. Pharmacy closest to Old Mill - open?",
])
def test_whether_the_place_a_search_finds_is_open_is_asked_of_it(question):
    # not the nearest one open then: the nearest one, and whether it is open
    reading = read(question)
    (found,) = reading.described.values()
    assert reading.attribute == "opening_hours" and found.metric == "nearest" and found.anchors == ["Old Mill"]
    assert found.open_at is None and reading.open_at


@pytest.mark.parametrize("question, anchor", [
    ("What's the closest park nearby Old Mill (Aquarium), Springfield?", "Old Mill (Aquarium), Springfield"),
    ("Which museum is the nearest to 777 Zip Lane, Springfield?", "777 Zip Lane, Springfield"),
])
def test_brackets_and_cue_words_inside_a_name_stay_in_the_name(question, anchor):
    # brackets after a name may be part of it; an attribute's word inside the name asks nothing
    reading = read(question)
    assert reading.anchors == [anchor] and reading.attribute is None


def test_an_attribute_said_before_the_place_narrows_the_kind():
    reading = read("Which restaurant with outdoor seating nearby Old Mill, Springfield?")
    assert reading.attribute is None and reading.metric == "nearest" and reading.modifier == "with outdoor seating"


@pytest.mark.parametrize("question, than, feature", [
    ("are there more than 6 fast food places within 100m of Old Mill?", ("more", 6.0), "fast food places"),
    ("my bet is there are more than ten restaurants within 300 m of Old Mill. true? how many exactly",
     ("more", 10.0), "restaurants"),
    ("are there at least 3 pharmacies in Springfield?", ("at_least", 3.0), "pharmacies"),
    ("12 or more cafes in the Springfield data?", ("at_least", 12.0), "cafes"),
    ("two or fewer hotels in Springfield?", ("at_most", 2.0), "hotels"),
    ("does Old Mill have at least 8 pubs within 100 m of it?", ("at_least", 8.0), "pubs"),
    ("does the Old Mill have more than five churches within 1000 feet?", ("more", 5.0), "churches"),
])
def test_a_count_asked_against_a_number_is_a_count_and_the_number(question, than, feature):
    reading = read(question)
    assert (reading.metric, reading.count_than, reading.feature) == ("count", than, feature) and reading.complete


@pytest.mark.parametrize("question, region", [
    ("What's the fire station count for the whole Springfield data?", "Springfield data"),
    ("Tell me how many taxi stands the Springfield data has", "Springfield data"),
])
def test_more_ways_of_saying_a_towns_data(question, region):
    reading = read(question)
    assert reading.metric == "count" and reading.region == region


@pytest.mark.parametrize("question, place, moment", [
    ("Any chance the Old Mill Laundry is open on Sunday around midday?", "Old Mill Laundry", "Sunday around midday"),
    ("Wed 21:30 - can I still grab a bottle of wine at Old Mill Wines?", "Old Mill Wines", "Wednesday 21:30"),
    ("will Old Mill Grill still be serving food early Sunday morning at 6?", "Old Mill Grill", "Sunday morning at 6"),
    ("until what time on a thursday can I sit in Old Mill Cafe?", "Old Mill Cafe", "thursday"),
])
def test_more_ways_of_asking_whether_a_place_is_open(question, place, moment):
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.anchors == [place] and moment in (reading.open_at or "")


@pytest.mark.parametrize("question, attribute", [
    ("what kinds of food does Old Mill Carry-Out do?", "cuisine"),
    ("Check for me what the church closest to Old Mill used to be called", "old_name"),
    ("what is the year of birth of Jakob Miller on his Stolperstein?", "birth_year"),
])
def test_attributes_said_in_more_words(question, attribute):
    assert read(question).attribute == attribute


def test_a_place_to_stay_said_after_the_place_asks_nothing_more():
    reading = read("Any hotel within 100 m of Old Mill where my parents could stay?")
    assert (reading.metric, reading.feature, reading.anchors, reading.radius_m) == ("list", "hotel", ["Old Mill"], 100)
    assert reading.complete


def test_a_description_keeps_the_town_and_state_written_after_its_place():
    # 'Strawberry Hill, San Francisco, CA': the comma goes on to the town, it does not end the description (the town
    # had been taken for the place whose website was asked)
    reading = read("Can you tell me about the website of the nearest park from Old Mill, Springfield, IL?")
    (park,) = reading.described.values()
    assert reading.attribute == "website" and reading.anchors == ["the nearest park from Old Mill, Springfield, IL"]
    assert park.anchors == ["Old Mill, Springfield, IL"]


@pytest.mark.parametrize("question, feature, anchor", [
    ("is the pharmacy - no wait, the bakery - nearest to Old Mill open at 7 on Sunday?", "bakery", "Old Mill"),
    ("is the cafe, sorry, the pub closest to Old Mill open at 9 pm on friday?", "pub", "Old Mill"),
    ("wondering whether the bakery nearest to the Old Mill is open around 5:30 pm on saturdays", "bakery", "Old Mill"),
    ("my boss asks whether the pharmacy nearest to Old Mill is still open at quarter past 8 on a saturday evening",
     "pharmacy", "Old Mill"),
    ("would the bar closest to the Old Mill let us in on monday night at 11:30?", "bar", "Old Mill"),
])
def test_whether_a_described_place_is_open_said_in_other_words(question, feature, anchor):
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.open_at, reading
    described = reading.described[reading.anchors[0]]
    assert (described.metric, described.feature, described.anchors) == ("nearest", feature, [anchor])


@pytest.mark.parametrize("question, day", [
    ("from what time on a saturday can I browse in the bookshop closest to Old Mill?", "saturday"),
    ("what time does the bakery nearest to Old Mill close on sunday?", "sunday"),
    ("what time does the bookshop closest to Old Mill open on saturdays?", "saturdays"),
])
def test_the_hours_of_a_described_place_on_a_day(question, day):
    reading = read(question)
    assert reading.attribute == "opening_hours" and day in (reading.open_at or "")
    assert reading.described[reading.anchors[0]].anchors == ["Old Mill"]


@pytest.mark.parametrize("question, closed", [
    ("which fast food places within 250 m of Old Mill are NOT open at 10.30 pm on sunday?", True),
    ("which cafes within 300 m of Old Mill aren't open yet at 7 am on monday?", True),
    ("which fast food places within 250 m of Old Mill are open at 10.30 pm on sunday?", False),
])
def test_places_not_open_at_a_moment_are_the_ones_closed_then(question, closed):
    reading = read(question)
    assert reading.open_at and reading.closed_then is closed and reading.anchors == ["Old Mill"]


@pytest.mark.parametrize("question, mode, anchors", [
    ("how many metres of road is it by car from Old Mill to Town Hall?", "drive", ["Old Mill", "Town Hall"]),
    ("walking Old Mill to Town Hall, how many metres is that?", "walk", ["Old Mill", "Town Hall"]),
    ("is a walk from the Old Mill to the Town Hall doable in under 10 minutes?", "walk", ["Old Mill", "Town Hall"]),
    ("could my grandma manage the walk from Old Mill to Town Hall within 20 minutes? she's slow", "walk",
     ["Old Mill", "Town Hall"]),
])
def test_trips_said_in_other_words(question, mode, anchors):
    reading = read(question)
    assert reading.travel_mode == mode and [a.removeprefix("the ") for a in reading.anchors] == anchors, reading
    assert reading.feature is None and reading.complete


def test_a_tour_in_whatever_order_without_returning():
    reading = read("I'm driving from Old Mill to Town Hall, Grand Hotel and Stadium in whatever order is shortest, "
                   "and I won't return. best order + total length?")
    assert reading.stops == ["Old Mill", "Town Hall", "Grand Hotel", "Stadium"] and reading.round_trip is False
    assert reading.travel_mode == "drive"


@pytest.mark.parametrize("question, place", [
    ("What is the bearing from the Old Mill to the Hotel am Ring?", "Hotel am Ring"),
    ("How long is the Friedrich-Engels-Ring?", "Friedrich-Engels-Ring"),
])
def test_a_word_that_asks_for_a_phone_in_lower_case_is_part_of_a_name_written_with_capitals(question, place):
    reading = read(question)
    assert reading.attribute is None and place in [*reading.anchors, reading.region], reading


@pytest.mark.parametrize("question, total_of, feature", [
    ("total number of parking spaces at the car parks within 1000 feet of Old Mill?", "capacity", "car parks"),
    ("how many rooms do the hotels in Springfield have altogether?", "rooms", "hotels"),
    ("what's the combined number of seats across the restaurants within 200 m of Old Mill?", "capacity", "restaurants"),
])
def test_a_figure_the_places_carry_added_up_is_a_total(question, total_of, feature):
    aggregate = read(question).aggregate
    assert aggregate is not None and (aggregate.total_of, aggregate.feature) == (total_of, feature)


@pytest.mark.parametrize("question, place", [
    ("how much does a coffee cost at Old Mill?", "Old Mill"),
    ("what are the prices at the Old Mill?", "Old Mill"),
])
def test_a_price_asked_is_the_places_prices_not_a_kind_nearby(question, place):
    reading = read(question)
    assert (reading.attribute, reading.anchors, reading.feature) == ("price", [place], None)


def test_places_of_either_kind_open_through_a_stretch_of_time():
    reading = read("which bars or pubs within 250 m of Old Mill are open all the way between 6 and 7 pm on a Saturday?")
    assert (reading.feature, reading.anchors) == ("bars or pubs", ["Old Mill"]) and reading.complete
    assert reading.open_at == "all the way between 6 and 7 pm on a Saturday"


def test_more_of_one_kind_or_another_is_a_comparison_not_either_kind():
    reading = read("Within 70 m of Old Mill, are there more cafes or fast food places? By how many, and whats each count")
    assert reading.operation == "difference" and [o.feature for o in reading.operands] == ["cafes", "fast food places"]


@pytest.mark.parametrize(("question", "open_at"), [
    ("True or false: the cafe nearest the Old Mill still lets you in at 7.30 pm on a saturday.", "saturday"),
    ("What's the fast food place closest to Harbour Grill called, and would it still feed us at 23h30 on a friday?",
     "23:30"),
    ("Hypothetically, if I showed up at Harbour Grill at 8 on a Monday morning, would the door be unlocked?", "Monday"),
    ("if the restaurant nearest the Old Mill takes guests at 19h on a monday, book us a table there; if it doesn't, "
     "tell me so", "19:00"),
])
def test_being_open_said_by_what_it_lets_a_person_do(question, open_at):
    # being open said as letting in, feeding, taking guests, an unlocked door; a time written with an 'h'; a
    # conditional whose condition is the question
    reading = read(question)
    moments = [r.open_at for r in (reading, reading.then, *reading.described.values()) if r is not None and r.open_at]
    assert moments and any(open_at in moment for moment in moments) and reading.complete


@pytest.mark.parametrize(("question", "attribute", "place"), [
    ("Thanks for the tips, the walk was lovely. P.S. what number do I call to reach the Harbour Grill?", "phone",
     "Harbour Grill"),
    ("What number do I ring to book a table for eight at Rosie's Diner?", "phone", "Rosie's Diner"),
    ("What gets played on Mill Field?", "sport", "Mill Field"),
    ("What do people abbreviate the Mill Heritage Society to?", "short_name", "Mill Heritage Society"),
    ("Multiple choice: does Harbour Grill's kitchen do (a) steak, (b) seafood or (c) sushi?", "cuisine", "Harbour Grill"),
    ("drop me the web address of Groovy, that design office in Springfield", "website", "Groovy in Springfield"),
])
def test_an_attribute_asked_in_more_ways(question, attribute, place):
    # a postscript that holds the question; the number to call or ring; what is played on a pitch; the short name;
    # a kitchen 'doing' a cuisine, asked as multiple choice; a place said with what it is and its town after a comma
    reading = read(question)
    assert (reading.attribute, reading.anchors) == (attribute, [place]) and reading.complete


@pytest.mark.parametrize(("question", "having"), [
    ("Do any restaurants within 100 m of the Old Mill cater for vegetarians, and how many?", "diet_vegetarian"),
    ("Smoking indoors - is it allowed in any of the bars within half a mile of the Old Mill, and in how many?",
     "smoking"),
    ("how many bars within 400 m of the Old Mill allow smoking?", "smoking"),
])
def test_places_having_an_attribute_asked_in_more_ways(question, having):
    reading = read(question)
    assert reading.aggregate is not None and reading.aggregate.having == having and reading.complete


def test_double_figures_is_ten_or_more():
    reading = read("Do the cafés within 200 m of the Old Mill reach double figures?")
    assert reading.count_than == ("at_least", 10.0) and reading.radius_m == 200 and reading.anchors == ["Old Mill"]


@pytest.mark.parametrize("question, mode", [
    ("how far is it as the crow flies from Old Mill to the Town Hall", None),
    ("how far is it in a straight line from Old Mill to the Town Hall", None),
    ("straight-line distance from Old Mill to the Town Hall?", None),
    ("by car, how far is Old Mill from the Town Hall?", "drive"),
    ("how far is Old Mill from the Town Hall by car?", "drive"),
    ("driving from Old Mill to the Town Hall, how many km and how many minutes?", "drive"),
    ("If I bike from Old Mill to the Town Hall, what distance is that and roughly how many minutes?", "bike"),
])
def test_a_distance_said_with_how_it_is_travelled_or_with_both_its_figures(question, mode):
    """'as the crow flies' is the straight line a distance is anyway; 'by car' is how, never a place; a trip asked in
    km and minutes is one trip (its answer gives both)."""
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ["Old Mill", "Town Hall"], mode)
    assert reading.complete and reading.feature is None


@pytest.mark.parametrize("question, having, equals", [
    ("how many fast food places within 1 km of Old Mill have a drive-through?", "drive_through", None),
    ("Which of the gas stations within 900 m of Old Mill are open around the clock?", "opening_hours", "24/7"),
    ("how many cafes within 1 km of Old Mill are open 24 hours a day?", "opening_hours", "24/7"),
])
def test_a_count_or_list_of_places_having_what_is_asked(question, having, equals):
    aggregate = read(question).aggregate
    assert aggregate is not None and (aggregate.having, aggregate.equals) == (having, equals)
    assert aggregate.anchor == "Old Mill" and aggregate.radius_m in (900.0, 1000.0)


@pytest.mark.parametrize("question, operation, attribute", [
    ("Add the floors of Old Mill to the floors of Town Hall. What do you get?", "sum", "levels"),
    ("What is the sum of the rooms of Old Mill and the rooms of Town Hall?", "sum", "rooms"),
    ("How many metres higher up is Old Mill than the Town Hall?", "difference", "elevation"),
    ("how much lower is Old Mill than the Town Hall?", "difference", "elevation"),
])
def test_arithmetic_over_what_two_named_places_record(question, operation, attribute):
    reading = read(question)
    assert reading.operation == operation
    assert [(o.attribute, o.anchors) for o in reading.operands] == [(attribute, ["Old Mill"]), (attribute, ["Town Hall"])]


@pytest.mark.parametrize("question, operation, operands", [
    ("If I walk the whole length of the Mill Road and then the whole Town Road, how many metres is that altogether?",
     "sum", [("length", None), ("length", None)]),
    ("How many schools are there within 700 m of Old Mill, how many within 400 m, and what is the difference between "
     "the two?", "difference", [("count", 700.0), ("count", 400.0)]),
])
def test_two_measures_said_in_one_sentence_and_combined(question, operation, operands):
    reading = read(question)
    assert reading.operation == operation
    assert [(o.metric, o.radius_m) for o in reading.operands] == operands


@pytest.mark.parametrize("question, attribute", [
    ("What kind of sport is the Mill Club for?", "sport"),
    ("whats the speed limit on the Mill Road?", "speed_limit"),
    ("Is the Mill Road cobbled or tarmac?", "surface"),
    ("How much electricity can the Mill Power Station put out?", "power_output"),
])
def test_more_tags_asked_by_their_everyday_words(question, attribute):
    assert read(question).attribute == attribute


def test_a_scene_that_says_when_and_a_question_that_says_then():
    reading = read("Fancy a beer on Sunday at 9 in the evening. Is the pub closest to the Old Mill open then, and "
                   "what's it called?")
    assert reading.open_at == "Sunday at 9 in the evening" and reading.attribute == "opening_hours"
    assert reading.anchors == ["the pub closest to the Old Mill"]


def test_a_place_said_before_what_the_asker_goes_on_to_do_ends_there():
    reading = read("I'm eating at the Old Mill and need to fill up afterwards. Which gas station is the closest one?")
    assert (reading.metric, reading.feature, reading.anchors) == ("nearest", "gas station", ["Old Mill"])


@pytest.mark.parametrize("question, feature", [
    ("after visiting Old Mill we want pastries - is the nearest bakery open saturday at 8 am?", "bakery"),
    ("I need a pharmacy near the Old Mill on saturday at 3 in the afternoon. is the closest one open?", "pharmacy"),
])
def test_the_nearest_asked_after_a_scene_is_measured_from_the_scene_s_place(question, feature):
    reading = read(question)
    (described,) = reading.described.values()
    assert (described.feature, described.anchors) == (feature, ["Old Mill"])
    assert reading.attribute == "opening_hours" and reading.open_at


def test_a_tour_past_places_that_ends_wherever_is_last_is_one_way():
    reading = read("Starting at Old Mill I want to walk past the Town Hall, the Mill Church and the Old Bridge and end "
                   "wherever's last. Best order?")
    assert reading.stops == ["Old Mill", "Town Hall", "Mill Church", "Old Bridge"]
    assert reading.round_trip is False and reading.travel_mode == "walk"


def test_a_belief_then_which_really_is_asks_which_is():
    reading = read("I always figured the Mill Road was longer than the Town Road. Which one really is, and by how many "
                   "metres?")
    assert (reading.compare, reading.candidates) == ("longer", ["the Mill Road", "the Town Road"])


def test_whatever_kind_is_nearest_is_the_nearest_of_that_kind():
    reading = read("we want lunch at 1pm on Sunday at whatever restaurant is nearest to the Old Mill. open then?")
    (described,) = reading.described.values()
    assert (described.metric, described.feature, described.anchors) == ("nearest", "restaurant", ["Old Mill"])
    assert reading.attribute == "opening_hours" and "1pm on Sunday" in reading.open_at


@pytest.mark.parametrize("question, mode, budget", [
    ("I'll be driving from the Old Mill to the Town Hall tomorrow. Distance on the road, and a rough number of "
     "minutes?", "drive", None),
    ("The kids want to bike from the Old Mill to the Town Hall where I parked. What distance is that for them, and "
     "about how many minutes?", "bike", None),
    ("If I set off walking from the Old Mill, will I reach the Town Hall inside 25 minutes?", "walk", 1500.0),
])
def test_a_trip_told_then_asked_about(question, mode, budget):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode, reading.time_budget_s) == \
        ("distance", ["Old Mill", "Town Hall"], mode, budget)


def test_where_the_asker_studies_is_where_they_are():
    reading = read("I'm a student at Old Mill College. Which libraries are there within a kilometre of it?")
    assert (reading.feature, reading.anchors, reading.radius_m) == ("libraries", ["Old Mill College"], 1000.0)


@pytest.mark.parametrize("question, feature", [
    ("How many sets of traffic lights does Eastbrook have?", "sets of traffic lights"),
    ("how many car park entrances are there in Eastbrook?", "car park entrances"),
])
def test_kinds_counted_on_the_roads(question, feature):
    from georeact.reading.features import lookup
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region) == ("count", feature, "Eastbrook")
    assert lookup(feature) is not None


def test_subtracting_one_count_from_another():
    reading = read("If I subtract the number of jewellery shops in Eastbrook from the number of convenience stores, "
                   "what's left? Give me both counts too.")
    assert reading.operation == "difference"
    assert [(o.feature, o.region) for o in reading.operands] == [("convenience stores", "Eastbrook"),
                                                                 ("jewellery shops", "Eastbrook")]


@pytest.mark.parametrize("question, attribute", [
    ("How wide is the Mill Road in Eastbrook?", "width"),
    ("Eastbrook question: am I allowed to ride my bike through the Mill Tunnel?", "bicycle_access"),
])
def test_a_road_s_width_and_whether_bikes_may_use_it(question, attribute):
    reading = read(question)
    assert reading.attribute == attribute and reading.anchors[0].startswith("Mill")


@pytest.mark.parametrize("question, operation, attribute", [
    ("How many metres higher does Old Mill Church sit than the Town Hall?", "difference", "elevation"),
    ("If you add up the floors of Old Mill and Town Hall, what do you get?", "sum", "levels"),
    ("Old Mill vs Town Hall - how many more floors does one have than the other?", "difference", "levels"),
])
def test_more_arithmetic_over_what_two_places_record(question, operation, attribute):
    reading = read(question)
    assert reading.operation == operation and {o.attribute for o in reading.operands} == {attribute}


@pytest.mark.parametrize("question, moment", [
    ("sunday 10:15, I want fresh bread rolls. is the bakery closest to the Mill Lane open?", "sunday 10:15"),
    ("Will the bakery nearest Old Mill still be open at 5.30pm on a Saturday? Which bakery is it?",
     "5.30pm on a Saturday"),
    ("Early bird here. What time does the bakery closest to the Old Mill open on saturdays, and which bakery is it?",
     "saturdays"),
])
def test_hours_of_the_nearest_with_the_moment_said_anywhere(question, moment):
    reading = read(question)
    assert reading.attribute == "opening_hours" and reading.open_at == moment
    (described,) = reading.described.values()
    assert described.metric == "nearest" and described.feature == "bakery"


def test_a_scene_that_names_the_town_the_question_names_again_is_left_out():
    reading = read("Heading to Eastbrook tomorrow! How many viewpoints does the Eastbrook data have?")
    assert (reading.metric, reading.feature, reading.towards) == ("count", "viewpoints", None)


@pytest.mark.parametrize("question", [
    "Birdwatcher here, off to Eastbrook. How many viewpoints does the Eastbrook data have?",   # who is asking
    "Viewpoints are my thing. How many viewpoints does the Eastbrook data have?",   # the kind asked, said twice
])
def test_an_aside_whose_kind_is_the_asker_or_the_kind_asked_is_left_out(question):
    reading = read(question)
    assert (reading.metric, reading.feature, reading.region, reading.towards) == \
        ("count", "viewpoints", "Eastbrook data", None)


def test_two_said_against_each_other_then_the_first_measured_against_the_second():
    reading = read("Walking the Mill Lane vs. the Kornweg in Eastbrook - how much longer is the first one?")
    assert reading.operation == "difference"
    assert [(o.metric, o.anchors) for o in reading.operands] == \
        [("length", ["Mill Lane in Eastbrook"]), ("length", ["Kornweg in Eastbrook"])]


@pytest.mark.parametrize("question, operation, metric", [
    ("We're arguing about this one - which covers more ground, Old Mill Park or the Town Green, and by how many "
     "square metres?", "difference", "area"),
    ("In the Eastbrook data, how many restaurants and cafes are there altogether? Split it up for me too", "sum", "count"),
])
def test_which_has_more_and_by_how_much_and_two_kinds_altogether(question, operation, metric):
    reading = read(question)
    assert reading.operation == operation and [o.metric for o in reading.operands] == [metric, metric]


def test_whichever_kind_is_closest_is_that_kind_closest():
    reading = read("gonna read at whichever café is closest to the Mill Lane. do they have wifi? and whats it called")
    (described,) = reading.described.values()
    assert (reading.attribute, described.metric, described.feature, described.anchors) == \
        ("internet_access", "nearest", "café", ["Mill Lane"])


def test_a_hedged_moment_in_the_scene_leaves_the_place_whole():
    reading = read("Walking my dog near Old Mill late, like 11 at night on a Tuesday. Is the closest dog park open then?")
    (described,) = reading.described.values()
    assert reading.open_at == "11 at night on a Tuesday" and described.anchors == ["Old Mill"]


def test_a_sentence_whose_verb_reads_as_an_attribute_is_left_out_when_the_question_takes_a_place_for_its_words():
    # 'deliver' in the sentence before read as the question's attribute, of a 'place' 'What distance in metres'
    reading = read("We deliver pizza by van. What distance in metres does the van cover from the Old Mill to the "
                   "Town Hall?")
    assert (reading.metric, reading.anchors, reading.travel_mode, reading.attribute) == \
        ("distance", ["Old Mill", "Town Hall"], "drive", None)


@pytest.mark.parametrize("question, places", [
    ("What's the average elevation of the Old Mill, the Town Hall and Kornhaus?", ["Old Mill", "Town Hall", "Kornhaus"]),
    ("my dad asks about his three churches - St Ann, St Luke and St Mark. what's their average height above sea "
     "level?", ["St Ann", "St Luke", "St Mark"]),
    ("Take Old Mill and Kornhaus. On average, how high above sea level do they sit, in metres?", ["Old Mill", "Kornhaus"]),
])
def test_an_average_over_places_listed_by_name_is_one_question_per_place(question, places):
    reading = read(question)
    assert reading.operation == "average" and reading.complete
    assert [(o.attribute, o.anchors) for o in reading.operands] == [("elevation", [p]) for p in places]


@pytest.mark.parametrize("question, moment", [
    # 'whichever bakery is closest' to no place of its own: the closest to the scene's place
    ("looking for croissants near Old Mill on sunday at 11am. whichever bakery is closest, will it be open?",
     "sunday at 11am"),
    # 'now' in a question whose scene says the clock: that moment; 'or not' asks nothing more
    ("Ran out of allergy meds, it is 2:15am on a thursday. The pharmacy closest to Old Mill - open now or not?",
     "2:15am on a thursday"),
])
def test_the_scene_gives_the_place_and_the_moment_the_question_leaves_out(question, moment):
    reading = read(question)
    (described,) = reading.described.values()
    assert reading.complete and reading.open_at == moment and described.anchors == ["Old Mill"]


def test_not_counting_the_place_itself_is_counting_around_it():
    # a count around a place leaves the place out anyway (tools/metric/query.py): 'it' is that place
    reading = read("My group is curious: not counting Old Mill Church itself, how many more places of worship than "
                   "schools are there within 400 m of it? give me both numbers")
    assert reading.operation == "difference"
    assert [(o.feature, o.anchors, o.radius_m) for o in reading.operands] == \
        [("places of worship", ["Old Mill Church"], 400.0), ("schools", ["Old Mill Church"], 400.0)]


def test_a_van_is_driven():
    reading = read("My van needs to get from Old Mill to the Town Hall. how many km on the road?")
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ["Old Mill", "Town Hall"], "drive")


def test_a_first_sentence_that_is_the_place_is_no_aside():
    reading = read("Old Mill Diner... what kind of food do they actually do there?")
    assert (reading.attribute, reading.anchors) == ("cuisine", ["Old Mill Diner"])


def test_a_scene_that_names_no_place_gives_its_moment_and_goes():
    reading = read("Taking the dog out late - 11pm on a Tuesday. The dog park beside the Old Mill Arena, is it open "
                   "then?")
    assert reading.open_at == "11pm on a Tuesday" and reading.anchors == ["the dog park beside the Old Mill Arena"]


def test_a_need_said_before_a_count_of_those_having_it_is_the_count():
    reading = read("I use a wheelchair. Of the public toilets in the Eastbrook data, how many are marked wheelchair "
                   "accessible?")
    those, all_of_them = reading.operands   # (those, among all of them: both counts are said)
    assert reading.operation == "share" and all_of_them.feature == "public toilets"
    assert (those.aggregate.feature, those.aggregate.having, those.aggregate.region) == \
        ("public toilets", "wheelchair", "Eastbrook data")


def test_the_most_common_value_among_the_other_places_of_a_kind_is_among_that_kind():
    reading = read("which denomination shows up most among the other churches within 300 m of Old Chapel?")
    assert (reading.aggregate.feature, reading.aggregate.group_by, reading.aggregate.anchor) == \
        ("churches", "denomination", "Old Chapel")


@pytest.mark.parametrize("question, check", [
    ("Whole Eastbrook data: how many ATMs?", lambda r: (r.metric, r.region) == ("count", "Eastbrook data")),
    ("What time on Saturday does the café closest to Old Mill start serving?",
     lambda r: r.attribute == "opening_hours" and r.open_at == "Saturday" and
     list(r.described) == ["the café closest to Old Mill"]),   # (not 'the café closest to Old Mill start be')
    # a town's data is where, never the place asked about (before: 'Baltimore has no operator', a confident answer
    # about the town); the one generator there is (a kind said with 'the' after the attribute asked)
    ("who runs the power generator that's mapped in the Eastbrook data",
     lambda r: r.attribute == "operator" and r.anchors == ["the power generator"] and r.region == "Eastbrook data"),
    ("who operates the zoo in Vaduz", lambda r: r.attribute == "operator" and r.anchors == ["the zoo"]),
    ("who runs the hospitals in Vaduz", lambda r: r.attribute is None),
    ("most frequent cuisine among the restaurants within 300 m of Old Mill?",
     lambda r: r.aggregate is not None and r.aggregate.group_by == "cuisine"),
])
def test_more_ways_of_saying_a_scope_a_start_and_the_most_common(question, check):
    assert check(read(question)), read(question)


@pytest.mark.parametrize("question, check", [
    # a time the trip must fit, said first or after it ('I have 20 minutes: ...', '... Under 10 minutes, or not?')
    ("I have 20 minutes: can I walk from Old Mill to Eastbrook Church in that time?",
     lambda r: r.time_budget_s == 1200 and r.anchors == ["Old Mill", "Eastbrook Church"]),
    ("walking from Old Mill to Eastbrook Church. Under 10 minutes, or not?",
     lambda r: r.time_budget_s == 600 and r.travel_mode == "walk"),
    ("I've got three quarters of an hour. Can I make it on foot from Old Mill to Eastbrook Church?",
     lambda r: r.time_budget_s == 2700 and len(r.anchors) == 2),
    ("i'm at Old Mill and have 5 minutes to get to Eastbrook Church on foot. doable?",
     lambda r: r.time_budget_s == 300 and r.anchors == ["Old Mill", "Eastbrook Church"]),
    # two places compared, said before the question
    ("Old Mill or the Eastbrook Church in Eastbrook: which building covers more area, and by how many square metres?",
     lambda r: r.operation == "difference" and [o.metric for o in r.operands] == ["area", "area"]),
    # the water surface of a pool or a pond is its area; of every pool, their total area
    ("What's the total water surface of all the swimming pools in the Eastbrook data, in square metres?",
     lambda r: (r.metric, r.feature) == ("total_area", "swimming pools")),
    ("what is the water surface of the Old Mill pond?", lambda r: (r.metric, r.anchors) == ("area", ["Old Mill pond"])),
    # counts of two kinds, one per the other (not the areas of two places)
    ("Traffic lights per bus stop in Eastbrook - what's the ratio?",
     lambda r: r.operation == "ratio" and [o.metric for o in r.operands] == ["count", "count"]),
    ("what's the ratio of traffic lights to bus stops in Eastbrook?",
     lambda r: r.operation == "ratio" and [o.metric for o in r.operands] == ["count", "count"]),
    ("For each bus stop in the Eastbrook data, how many benches are there? both numbers too",
     lambda r: r.operation == "ratio" and [o.feature for o in r.operands] == ["benches", "bus stop"]),
    ("in Eastbrook, how many cafes are there for every bakery, and how many of each are there?",
     lambda r: r.operation == "ratio" and [o.feature for o in r.operands] == ["cafes", "bakery"]),
    ("How many benches does the Eastbrook data have for each bus stop? tell me both numbers as well",
     lambda r: r.operation == "ratio" and [(o.feature, o.region) for o in r.operands] ==
     [("benches", "Eastbrook data"), ("bus stop", "Eastbrook data")]),
    ("what's the ratio of Old Mill's area to Eastbrook Church's area?",
     lambda r: r.operation == "ratio" and [o.metric for o in r.operands] == ["area", "area"]),
    # the value most places have, its word said with a word naming it as such
    ("Among the hotels in the Eastbrook data, which star rating shows up most?",
     lambda r: r.aggregate is not None and r.aggregate.group_by == "stars"),
    ("Of the restaurants in the Eastbrook extract, how many actually have a cuisine filled in?",
     lambda r: r.aggregate is not None and r.aggregate.having == "cuisine"),
    # the one place of a kind in a town: after the attribute's verb, after the town's possessive, in a scene
    ("who runs the power generator in Eastbrook",
     lambda r: r.attribute == "operator" and r.anchors == ["the power generator"] and r.region == "Eastbrook"),
    ("Will the pub nearest Eastbrook's street clock be open on a Tuesday at 9pm?",
     lambda r: r.attribute == "opening_hours" and "Eastbrook's street clock" in r.anchors[0]),
    ("checking in near the fire station in Eastbrook tonight - how many stars has the hotel closest to it got?",
     lambda r: r.attribute == "stars" and r.anchors == ["the hotel closest to the fire station in Eastbrook"]),
    ("how many stars does the hotel closest to Old Mill have?",
     lambda r: r.attribute == "stars" and r.anchors == ["the hotel closest to Old Mill"]),
    # those of a kind so narrowed, among all of them; two kinds added up, each said
    ("Of the churches within 800 m of Old Mill, how many are tagged catholic?",
     lambda r: r.operation == "share" and r.operands[0].modifier == "catholic"),
    ("restaurants plus cafes in the Eastbrook data - whats the total, and how does it split?",
     lambda r: r.operation == "sum" and [o.metric for o in r.operands] == ["count", "count"]),
    # a kind written in capitals after 'nearest' is no name; the place measured from said before a colon
    ("how far is the nearest ATM from Old Mill?", lambda r: r.feature == "ATM" and r.anchors == ["Old Mill"]),
    ("from Old Mill: how much farther away is the nearest ATM than the nearest toilet?",
     lambda r: r.operation == "difference" and [o.anchors for o in r.operands] == [["Old Mill"], ["Old Mill"]]),
    # a trip drawn as an arrow
    ("bike ride Old Mill -> Eastbrook Church, how long a ride in metres?",
     lambda r: r.anchors == ["Old Mill", "Eastbrook Church"] and r.travel_mode == "bike" and r.metric == "distance"),
    # a sentence ended by a full stop ends the place before it
    ("I'm near the turning circle in the Eastbrook data. nearest hairdresser?",
     lambda r: r.region == "Eastbrook data" and r.anchors == ["the turning circle"]),
])
def test_times_to_fit_ratios_of_kinds_and_the_one_of_a_kind(question, check):
    assert check(read(question)), read(question)
