"""Wordings people use for counts set side by side, trips that must fit a time, closed places, and the attributes
said of a kind ('public phones that take coins'): each read as the plain question it asks."""

from __future__ import annotations

import pytest

from georeact.geo.hours import in_figures
from georeact.reading import read
from georeact.reading.features import lookup
from georeact.reading.lifecycle import former_kind


@pytest.mark.parametrize(("phrase", "kind"), [
    ("disused cinema", "cinema"), ("closed-down old cinema", "cinema"), ("old disused cinema", "cinema"),
    ("former post office", "post office"), ("shut down bank", "bank"), ("permanently closed restaurant", "restaurant"),
])
def test_a_lifecycle_word_says_what_a_place_was(phrase, kind):
    assert former_kind(phrase) == kind


@pytest.mark.parametrize("phrase", ["old cinema", "cinema", "disused", "closed"])
def test_without_a_lifecycle_word_in_front_of_a_kind_no_place_is_said_closed(phrase):
    assert former_kind(phrase) is None


def test_a_closed_place_is_its_kind_under_every_lifecycle_prefix():
    matched, filters = lookup("closed-down cinema")
    assert matched == "former cinema"
    assert {f.column for f in filters} >= {"disused:amenity", "was:amenity"} and {f.value for f in filters} == {"cinema"}


@pytest.mark.parametrize(("phrase", "tags"), [
    ("wheelchair accessible public toilets", {"amenity": "toilets", "wheelchair": "yes"}),
    ("public phones that take coins", {"amenity": "telephone", "payment:coins": "yes"}),
    ("old clothes recycling", {"amenity": "recycling", "recycling:clothes": "yes"}),
    ("empty store unit", {"shop": "vacant"}),
    ("letterbox", {"amenity": "post_box"}),
    ("webcam", {"man_made": "surveillance", "surveillance": "webcam"}),
])
def test_a_kind_said_with_what_it_has_or_is(phrase, tags):
    (flt,) = lookup(phrase)[1]
    assert {flt.column: flt.value, **flt.where} == tags


def test_a_word_said_of_some_kinds_only_does_not_narrow_another():
    """'clothes' of a recycling point is what it takes; of a boutique it is no attribute."""
    assert lookup("clothes boutique") is None


@pytest.mark.parametrize(("question", "operation", "kinds"), [
    ("Eastbrook data, cafes vs bars - how many of each, and how far apart are the counts?", "difference",
     ("cafes", "bars")),
    ("divide the number of cafes in the Eastbrook extract by the number of bakeries: what do you get? both counts "
     "please", "ratio", ("cafes", "bakeries")),
    ("cafes outnumber pubs in the Eastbrook extract by how many? with both counts", "difference", ("cafes", "pubs")),
    ("hotels and hostels in the Eastbrook data - give me the count of each and the gap", "difference",
     ("hotels", "hostels")),
])
def test_two_counts_set_side_by_side(question, operation, kinds):
    reading = read(question)
    assert reading.operation == operation
    assert tuple(o.feature for o in reading.operands) == kinds
    assert all(o.region and "Eastbrook" in o.region for o in reading.operands)


def test_how_many_of_them_do_something_is_a_share_of_all_of_them():
    reading = read("how many public phones are there in Eastbrook, and how many of them accept coins?")
    those, all_of_them = reading.operands
    assert reading.operation == "share" and all_of_them.feature == "public phones"
    assert those.feature == "public phones accepting coins" and those.region == all_of_them.region


@pytest.mark.parametrize(("question", "budget", "mode", "ends"), [
    ("In Eastbrook, would ten minutes by bike get me from Old Mill to the Town Hall?", 600, "bike",
     ["Old Mill", "Town Hall in Eastbrook"]),   # (the town said first is where the trip ends)
    ("cycling from Old Mill to the Town Hall in under 20 minutes, is that doable?", 1200, "bike",
     ["Old Mill", "Town Hall"]),
    ("After dinner at Old Mill Inn we have to be at Eastbrook Library within half an hour, on foot. Feasible?", 1800,
     "walk", ["Old Mill Inn", "Eastbrook Library"]),
])
def test_a_trip_said_around_the_time_it_must_fit(question, budget, mode, ends):
    reading = read(question)
    assert reading.time_budget_s == budget and reading.travel_mode == mode
    assert [a.removeprefix("the ") for a in reading.anchors] == ends


@pytest.mark.parametrize(("question", "mode"), [
    ("Picking my son up at Old Mill and dropping him off at Eastbrook Library - how far is that by car?", "drive"),
    ("My daughter walks from Old Mill to Eastbrook Library every day. How far is it and how long does it take?",
     "walk"),
])
def test_a_trip_said_by_what_happens_at_its_ends(question, mode):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == ("distance", ["Old Mill", "Eastbrook Library"], mode)


@pytest.mark.parametrize(("question", "operation", "asked"), [
    ("Old Mill and Eastbrook Hall are both parks in Eastbrook. which covers more ground, and by how much?",
     "difference", "how big is Old Mill in Eastbrook"),
    ("Old Chapel vs Eastbrook Church: which sits on higher ground, and what's the difference", "difference",
     "how high up is Old Chapel"),
    ("what is the ratio between the size of Old Mill and the size of Eastbrook Hall", "ratio", "how big is Old Mill"),
    ("Old Mill to Eastbrook Library, Old Mill to the Town Hall: which of the two is shorter, and by how much?",
     "difference", "how far is Eastbrook Library from Old Mill"),
])
def test_two_places_compared_by_a_measure(question, operation, asked):
    reading = read(question)
    assert reading.operation == operation and reading.operands[0].question.rstrip("?") == asked


@pytest.mark.parametrize(("question", "attribute", "when"), [
    ("Does the bakery nearest Old Mill do Saturday lunch?", "opening_hours", "saturday 12:30"),
    ("we'd like to be at the bakery nearest Old Mill as soon as it opens on Sunday - what time is that?",
     "opening_hours", "sunday"),
])
def test_being_open_said_by_what_a_place_does(question, attribute, when):
    reading = read(question)
    assert reading.attribute == attribute and in_figures(reading.open_at) == when


def test_the_latest_one_can_do_something_at_a_place_is_when_it_closes():
    reading = read("latest I can drop off a parcel on a friday at the post office nearest Old Mill?")
    assert reading.question == "what time does the post office nearest Old Mill close on a friday?"


def test_how_many_and_which_ones_is_the_list():
    reading = read("cafes within 150 m of Old Mill - how many, and which are they?")
    assert (reading.metric, reading.feature, reading.radius_m) == ("list", "cafes", 150.0)


def test_a_street_and_number_is_the_address():
    assert read("what street and house number is Old Mill at? I need to post a letter").attribute == "address"


def test_a_part_of_the_day_said_of_every_such_day_is_that_part():
    assert in_figures("sunday evenings at 7") == "sunday 19:00"


def test_a_place_that_used_to_be_there_is_the_former_one_and_what_it_was_called_its_former_name():
    reading = read("There used to be a bakery in Eastbrook that's closed now. What was it called back then?")
    assert (reading.attribute, reading.anchors) == ("old_name", ["the former bakery"])
    assert reading.region == "Eastbrook"


def test_a_wheelchair_said_of_the_asker_asks_whether_the_place_is_accessible():
    reading = read("my mum uses a wheelchair, can she get into Old Mill? what does the data say")
    assert (reading.attribute, reading.anchors) == ("wheelchair", ["Old Mill"])


def test_getting_into_a_place_or_finding_it_shut_asks_whether_it_is_open():
    reading = read("sunday at 11 in the morning, can we get into the museum closest to Old Mill or is it closed?")
    assert reading.attribute == "opening_hours" and in_figures(reading.open_at) == "sunday 11:00"


def test_a_total_said_as_what_the_asker_wants_to_work_out():
    reading = read("trying to work out how many beds the hostels in Eastbrook have altogether")
    assert (reading.aggregate.total_of, reading.aggregate.feature) == ("beds", "hostels")   # (beds, else capacity)


def test_a_place_to_fill_up_is_a_fuel_station():
    assert lookup("somewhere to fill up")[1][0].value == "fuel"


def test_a_comparison_between_places_said_by_their_kind_searches_the_town_said():
    """'which is nearer to X - the webcam or the fountain': each the one of its kind in the question's town."""
    from georeact.reading.plan import compile_plan
    reading = read("From Old Mill in Eastbrook, which is nearer - the webcam or the Old Forge?")
    plan = compile_plan(reading, lambda phrase: lookup(phrase) is not None)
    kind_only = next(step for step in plan.steps if step.candidate == "the webcam")
    assert kind_only.args["anchor"] == "the webcam" and kind_only.args["region"] == "Eastbrook"
    named = next(step for step in plan.steps if step.candidate == "the Old Forge")
    assert named.args["anchor"] == "Old Forge" and "region" not in named.args


@pytest.mark.parametrize("question", ["when was Old Mill built?", "when was the Old Mill opened?"])
def test_when_a_named_place_was_built(question):
    reading = read(question)
    assert (reading.attribute, reading.anchors) == ("start_date", ["Old Mill"])


def test_how_many_years_older_compares_when_the_two_were_built():
    reading = read("how many years older is Old Chapel than Eastbrook Church?")
    assert reading.operation == "difference"
    assert [(o.attribute, o.anchors) for o in reading.operands] == [("start_date", ["Old Chapel"]),
                                                                    ("start_date", ["Eastbrook Church"])]


@pytest.mark.parametrize("question", ["Standing at Old Mill, which way is the Old Forge - what compass direction?",
                                      "from Old Mill, in which direction is the Old Forge?"])
def test_which_way_asked_from_where_the_asker_stands(question):
    reading = read(question)
    assert (reading.metric, reading.anchors) == ("azimuth", ["Old Mill", "Old Forge"])


def test_a_count_the_asker_is_trying_to_make():
    reading = read("I'm trying to count the hostels in Eastbrook - how many does the map have?")
    assert (reading.metric, reading.feature, reading.region) == ("count", "hostels", "Eastbrook")


@pytest.mark.parametrize("question", [
    "Add up the hotels, hostels and guest houses in Eastbrook - what's the total, and how does it split?",
    "how many restaurants, cafes and bars are there in Eastbrook in total?",
])
def test_three_kinds_counted_in_one_place_and_added_up(question):
    reading = read(question)
    assert reading.operation == "sum" and len(reading.operands) == 3
    assert all(o.metric == "count" and o.region == "Eastbrook" for o in reading.operands)


def test_three_kinds_listed_without_a_total_asked_are_no_sum():
    assert read("which restaurants, cafes and bars are there in Eastbrook?").operation != "sum"


@pytest.mark.parametrize(("question", "operation", "kinds"), [
    ("How many cafes and bars are there in Eastbrook?", "sum", ["cafes", "bars"]),
    ("Eastbrook: cafes plus bars, what's the total?", "sum", ["cafes", "bars"]),
    ("cafes plus bars in the Eastbrook data: what's the total, and what's each count on its own?", "sum",
     ["cafes", "bars"]),
    ("what's the gap between the number of restaurants and the number of cafes in Eastbrook?", "difference",
     ["restaurants", "cafes"]),
    ("In Eastbrook, pubs against bars: how far apart are the two counts?", "difference", ["pubs", "bars"]),
])
def test_counts_of_kinds_worked_together_are_read_wherever_their_parts_stand(question, operation, kinds):
    reading = read(question)
    assert reading.operation == operation
    assert [o.feature for o in reading.operands] == kinds
    assert all(o.metric == "count" and o.region and o.region.startswith("Eastbrook") for o in reading.operands)


@pytest.mark.parametrize("question", [
    "how many bus stops are within 200 m of the cafes in Eastbrook?",   # one kind counted, the other a place
    "which cafes and bars in Eastbrook have a website?",                # not a count
    "how many cafes are there in Eastbrook and in Westbrook?",          # one kind, two places
])
def test_questions_that_do_not_work_counts_of_two_kinds_are_not_read_so(question):
    assert read(question).operation not in ("sum", "difference") or \
        len({o.feature for o in read(question).operands}) < 2


@pytest.mark.parametrize("question", [
    "What time is the last pickup at the Old Mill post box?",
    "when is the mail collected at the Old Mill post box?",
    "collection times of the Old Mill post box?",
])
def test_when_a_post_box_is_emptied_asks_its_collection_times(question):
    reading = read(question)
    assert reading.attribute == "collection_times" and reading.anchors == ["Old Mill post box"]


def test_a_note_in_brackets_that_the_anchor_itself_is_not_meant_says_nothing_more():
    reading = read("the cafe closest to the Old Mill (not the Old Mill itself) - what's its phone number?")
    assert reading.complete and reading.attribute == "phone"


def test_a_topic_said_first_is_what_the_counted_noun_is_of():
    reading = read("car sharing in Eastbrook - how many stations are mapped?")
    assert (reading.metric, reading.feature, reading.region) == ("count", "car sharing stations", "Eastbrook")


@pytest.mark.parametrize("question", [
    "How many of the cafes in Eastbrook have a website, and how many cafes are there altogether?",
    "how many of the cafes in Eastbrook have a website, out of how many?",
])
def test_the_count_of_the_kind_asked_beside_those_having_an_attribute_is_that_count(question):
    reading = read(question)
    assert reading.complete and reading.aggregate is not None
    assert (reading.aggregate.feature, reading.aggregate.having) == ("cafes", "website")


# -- the places counted said by what they record, the town and the moment said first (thirty-second session) --------

@pytest.mark.parametrize(("question", "region"), [
    ("Old Mill, wednesday 11.30 at night: how many fast food places are open?", "Old Mill"),
    ("4 am on a tuesday in eastbrook. how many cafes are open?", "Eastbrook"),
    ("Eastbrook, Saturday 2pm. Out of the places in the data that have opening hours, how many are open?",
     "Eastbrook data"),
])
def test_a_town_said_before_or_after_the_moment_is_the_scope_of_the_count_open_then(question, region):
    reading = read(question)
    assert reading.metric == "count" and reading.open_at and reading.region == region, reading


@pytest.mark.parametrize("question", [
    "Saturday at 10pm in Eastbrook: of the places that list opening hours, how many are open?",
    "tuesday 9.30pm in Eastbrook: how many of the places with listed hours are still open?",
    "How many cafes in Eastbrook are open on Sunday at 10 am, going by their listed opening hours?",
])
def test_places_said_as_those_that_list_hours_are_the_places_counted_open(question):
    reading = read(question)
    assert reading.metric == "count" and reading.open_at and reading.region and not reading.unread, reading
    assert reading.feature in ("places", "cafes")


def test_the_places_said_as_those_that_record_the_figure_asked_are_the_kind_over_the_threshold():
    reading = read("Old Mill: of the staircases that have a step count, how many have more than 30 steps?")
    assert reading.aggregate is not None and reading.aggregate.having == "step_count"
    assert reading.aggregate.more_than == 30 and reading.region == "Old Mill"
    # a threshold is no count of a second kind ('steps'), worked with the first
    direct = read("how many staircases in Old Mill have more than 30 steps?")
    assert direct.operation is None and direct.aggregate.having == "step_count"


def test_how_many_say_what_they_serve_is_how_many_record_it():
    reading = read("Of the restaurants in the Eastbrook data, how many actually say what cuisine they serve?")
    assert reading.aggregate is not None and reading.aggregate.having == "cuisine"


def test_the_answers_offered_after_the_scope_are_no_part_of_it():
    reading = read("what type of bike parking is most common in the Old Mill data - stands, wall loops or something else?")
    assert reading.region == "Old Mill data" and reading.aggregate.group_by == "kind"


def test_a_walk_of_some_minutes_or_less_is_a_walk_within_them():
    reading = read("Is Old Mill Chapel to Eastbrook Library an 8 minute walk or less?")
    assert reading.anchors == ["Old Mill Chapel", "Eastbrook Library"] and reading.time_budget_s == 480


def test_two_straight_lines_one_on_from_the_other_are_summed():
    reading = read("If I drew a straight line from Old Mill Chapel to Eastbrook Library and another one on to "
                   "Riverside Hall, how long would the two lines be together?")
    assert reading.operation == "sum" and [o.anchors for o in reading.operands] == [
        ["Old Mill Chapel", "Eastbrook Library"], ["Eastbrook Library", "Riverside Hall"]]


def test_a_kind_said_before_a_name_is_its_apposition():
    reading = read("how long does it take to drive from Old Mill Chapel to the bus stop S Main St & E Lake St?")
    assert reading.anchors == ["Old Mill Chapel", "S Main St & E Lake St"] and reading.feature is None


def test_a_town_said_first_with_in_and_the_data_later_is_that_towns_data():
    reading = read("In Eastbrook, how many of the bus stops in the data have a shelter?")
    assert reading.region == "Eastbrook data"


def test_a_town_said_as_the_topic_before_a_named_place_is_where_not_what():
    reading = read("Old Mill question: Svc 12B, where does that bus end up?")
    assert reading.anchors == ["Svc 12B"] and reading.region == "Old Mill" and reading.attribute == "route_end"
    alone = read("Old Mill Chapel: who runs it?")
    assert alone.anchors == ["Old Mill Chapel"] and alone.region is None


def test_what_is_measured_is_never_a_kind_of_place():
    reading = read("cycling from Old Mill Chapel to Eastbrook Library, how many minutes and what distance?")
    assert reading.metric == "distance" and reading.feature is None and reading.travel_mode == "bike"


def test_a_route_asked_what_it_is_meant_for_is_asked_its_kind():
    reading = read("Is the Old Mill Weg meant for cycling or for hiking?")
    assert reading.attribute == "kind" and reading.anchors == ["Old Mill Weg"]


@pytest.mark.parametrize("question", [
    "Eastbrook, Sunday 8 pm - count the places with opening hours that are open then",
    "Eastbrook - how many cafes does the data have?",
])
def test_a_town_said_first_with_the_data_said_later_is_the_scope(question):
    reading = read(question)
    assert reading.metric == "count" and reading.region in ("Eastbrook", "Eastbrook data"), reading


@pytest.mark.parametrize("question, feature, region", [
    # the hours said as a condition of what is counted open: a place open then lists hours anyway
    ("How many of Eastbrook's chemists with posted hours are open at 6pm on a Friday?", "chemists", "Eastbrook"),
    ("Of the Eastbrook places that list opening hours, how many are open Thursday at 3 pm?", "places", "Eastbrook"),
    ("count the places open at a quarter to six on a monday evening in Eastbrook, of those with opening hours",
     "places", "Eastbrook"),
    ("Eastbrook, friday 8:15 pm - how many places with stated opening hours are open then?", "places", "Eastbrook"),
    ("is any florist in Eastbrook open on Monday at 9am (of those giving their hours)? How many?", "florist",
     "Eastbrook"),
])
def test_places_said_as_those_that_list_hours_are_the_places_open_then(question, feature, region):
    reading = read(question)
    assert reading.metric == "count" and reading.feature == feature and reading.region == region and \
        reading.open_at and not reading.unread, reading


@pytest.mark.parametrize("question, region, moment", [
    ("My dog is ill. Sunday at ten in the morning, Eastbrook: is there a pharmacy open?", "Eastbrook",
     "Sunday at ten in the morning"),
    ("Long day ahead on Tuesday, 6.45am in Eastbrook. Is anything with stated opening hours open yet? how many?",
     "Eastbrook", "Tuesday, 6.45am"),
    ("Insomnia again, in Eastbrook at 3:15 am on a Monday. Of the places that have opening hours, is anything still "
     "open, and how many?", "Eastbrook", "3:15 am on a Monday"),
])
def test_the_town_and_moment_of_a_sentence_before_are_the_questions(question, region, moment):
    reading = read(question)
    assert reading.region == region and reading.open_at == moment and reading.feature in ("pharmacy", "places"), \
        reading


@pytest.mark.parametrize("question", [
    "I'm at Old Mill Chapel. Which one is closer as the crow flies, Eastbrook Library or Riverside Hall?",
    "we're at Old Mill Chapel, it's 11pm on a saturday. would the nearest of the bars still be open",
])
def test_a_place_said_in_the_sentence_before_is_never_taken_for_a_town(question):
    reading = read(question)
    said = {*reading.places, *(place for part in reading.described.values() for place in part.places)}
    assert "Old Mill Chapel" in said and reading.region != "Old Mill Chapel", reading


def test_a_place_introduced_by_its_kind_is_what_it_points_back_to():
    reading = read("In Eastbrook there's a bench with 4 seats. Is it wheelchair accessible?")
    assert (reading.anchors, reading.region, reading.attribute) == (["the bench with 4 seats"], "Eastbrook",
                                                                    "wheelchair")


@pytest.mark.parametrize("question, anchor", [
    ("Eastbrook: where does tram 12A terminate?", "tram 12A"),
    ("Any idea who runs the 7N night bus in Eastbrook?", "7N night bus"),
])
def test_a_line_said_by_its_number_and_kind_is_the_place_asked(question, anchor):
    reading = read(question)
    assert reading.anchors == [anchor] and reading.region == "Eastbrook" and reading.open_at is None, reading


@pytest.mark.parametrize("question, having, field, value", [
    ("Of the Eastbrook bike racks that give a capacity, how many take more than 30 bikes?", "capacity", "more_than", 30),
    ("how many car parks in Eastbrook have room for at least 50 cars?", "capacity", "at_least", 50),
    ("How many bus services in the Eastbrook data start at Old Mill Terminal?", "route_start", "equals",
     "Old Mill Terminal"),
    ("how many bus routes in Eastbrook end at Riverside Hall?", "route_end", "equals", "Riverside Hall"),
])
def test_a_count_over_what_the_places_hold_or_where_routes_start(question, having, field, value):
    aggregate = read(question).aggregate
    assert aggregate is not None and aggregate.having == having and getattr(aggregate, field) == value, aggregate


@pytest.mark.parametrize("question, metric, feature", [
    ("Adding up every disused railway line in the Eastbrook data, how many kilometres is that?",
     "total_length", "disused railway line"),
    ("Combined area of the lawns mapped in Eastbrook, in square metres?", "total_area", "lawns"),
    ("Eastbrook: add together the lengths of the tree rows - how long?", "total_length", "tree rows"),
])
def test_added_up_lengths_and_areas_of_a_kind_are_its_total(question, metric, feature):
    reading = read(question)
    assert reading.metric == metric and reading.feature == feature and not reading.unread, reading


@pytest.mark.parametrize("question", [
    "Which places have opening hours listed?", "Name the amenities near the Old Mill within 80 m.",
    "how many ATM machines does the Eastbrook data have", "Among the hotels in the Eastbrook data, which star "
    "rating shows up most?"])
def test_a_first_word_or_a_networks_letters_are_no_town_before_a_kind(question):
    assert "in Which" not in (read(question).question or "") and read(question).region not in ("Which", "Name", "ATM",
                                                                                              "Among")


def test_a_kind_said_with_its_figure_first_is_the_kind_with_that_figure():
    reading = read("I'm at the stop sign in Eastbrook. Which is closer, the 20-space bike rack or the 12-space one, "
                   "and by how much?")
    assert reading.candidates == ["the bike rack with 20 spaces", "the bike rack with 12 spaces"] and \
        reading.compare == "nearer", reading


@pytest.mark.parametrize("question, mode", [
    ("walking route from Old Mill Chapel to Eastbrook Library - how far is that?", "walk"),
    ("cycling from Old Mill Chapel to Eastbrook Library, distance pls", "bike"),
])
def test_a_trip_said_first_and_measured_after_is_its_distance(question, mode):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode) == (
        "distance", ["Old Mill Chapel", "Eastbrook Library"], mode), reading


def test_a_place_the_asker_wants_to_reach_is_what_the_question_points_back_to():
    reading = read("I want to catch the Eastbrook Flyer. Which station does it start from?")
    assert (reading.anchors, reading.attribute) == (["Eastbrook Flyer"], "route_start"), reading


def test_a_town_said_first_is_never_an_aside_dropped():
    reading = read("Eastbrook: add together the lengths of the tree rows - how long?")
    assert reading.region == "Eastbrook" and reading.metric == "total_length", reading


def test_a_clock_after_a_town_and_a_comma_is_the_moment_not_the_towns_number():
    reading = read("Eastbrook, 6 in the evening on a friday: is anything that lists opening hours open?")
    assert reading.region == "Eastbrook" and reading.open_at == "6 in the evening on a friday", reading


@pytest.mark.parametrize("question, mode, budget", [
    ("Old Mill Chapel to the Eastbrook Library - is that a 10 minute walk?", "walk", 600.0),
    ("Old Mill Chapel to Eastbrook Library: how far is that?", None, None),
    ("I'm in Old Mill and want to cycle over to Eastbrook Library. How many minutes is that ride?", "bike", None),
    ("We're at Old Mill Chapel and need to drive to Eastbrook Library, how long?", "drive", None),
    ("My car is parked in Old Mill Chapel; how many km by car to Eastbrook Library?", "drive", None),
    ("Please work out the walking time from Old Mill Chapel to the Eastbrook Library", "walk", None),
    ("what's the driving time from Old Mill Chapel to Eastbrook Library?", "drive", None),
    ("could you calculate the cycling time from Old Mill Chapel to Eastbrook Library", "bike", None),
])
def test_a_trip_between_two_named_places_said_loosely_is_its_distance(question, mode, budget):
    reading = read(question)
    assert (reading.metric, reading.anchors, reading.travel_mode, reading.time_budget_s) == (
        "distance", ["Old Mill Chapel" if "Chapel" in question else "Old Mill", "Eastbrook Library"], mode, budget), \
        reading
    assert reading.complete, reading


@pytest.mark.parametrize("question", [
    "Compare Old Mill to Eastbrook: which is bigger?",
    "cycling from Old Mill to whatever bakery is closest to the Eastbrook Library - how far is it?",
    "If I walk from Old Mill to the Eastbrook Library, how long is that?",
])
def test_a_clause_that_says_more_than_a_trip_is_never_read_as_a_bare_trip(question):
    reading = read(question)
    assert not any(anchor.casefold().startswith(("compare", "if ", "cycling")) for anchor in reading.anchors), reading


@pytest.mark.parametrize("question, first, second, region", [
    ("In the Eastbrook map, gates minus bollards = ? (with the two counts)", "gates", "bollards", "Eastbrook data"),
    ("Eastbrook data: traffic signals minus viewpoints - what do you get? include both counts", "traffic signals",
     "viewpoints", "Eastbrook data"),
    ("How many more 3-star hotels than 2-star hotels does Eastbrook have in the data?", "hotels", "hotels",
     "Eastbrook"),
])
def test_a_difference_of_counts_said_with_its_town_anywhere_counts_in_that_town(question, first, second, region):
    reading = read(question)
    assert reading.operation == "difference", reading
    assert [(o.feature, o.region) for o in reading.operands] == [(first, region), (second, region)], reading


def test_two_places_compared_in_a_town_said_after_the_comparison_are_both_in_it():
    reading = read("Mill Creek vs Eastbrook Creek: which one is longer in the Eastbrook data, and by how much?")
    assert reading.operation == "difference" and \
        [o.anchors for o in reading.operands] == [["Mill Creek in Eastbrook"], ["Eastbrook Creek in Eastbrook"]], reading


@pytest.mark.parametrize("question, attribute", [
    ("Which transport network does Bus 12 in Eastbrook belong to?", "network"),
    ("where does Bus 12 in Eastbrook start?", "route_start"),
])
def test_a_line_said_with_its_town_before_the_verb_is_that_towns_line(question, attribute):
    reading = read(question)
    assert (reading.anchors, reading.region, reading.attribute) == (["Bus 12"], "Eastbrook", attribute), reading


def test_an_airfields_code_is_asked_by_the_words_people_use():
    assert read("what's the airport code of the Old Mill Helipad?").attribute == "airport_code"


@pytest.mark.parametrize("question", [
    "Sunday evening, 10:15pm, Eastbrook. Of the restaurants with opening hours in the data, how many are still open?",
    "Count for me the Eastbrook places with listed hours that are open Sunday at 5:30 pm",
])
def test_the_places_that_list_hours_said_with_the_data_are_the_places_counted_open(question):
    reading = read(question)
    assert reading.metric == "count" and reading.open_at and reading.region == "Eastbrook" and reading.complete, reading


def test_a_kind_marked_in_the_data_is_counted():
    reading = read("How many neighbourhoods are marked in the Eastbrook data?")
    assert (reading.metric, reading.feature, reading.region) == ("count", "neighbourhoods", "Eastbrook data"), reading
    assert reading.complete, reading


def test_which_is_older_and_by_how_many_years_is_a_difference_of_ages():
    reading = read("Which is older, Old Mill Chapel or Eastbrook Church, and by how many years?")
    assert reading.operation == "difference" and [o.anchors for o in reading.operands] == [
        ["Old Mill Chapel"], ["Eastbrook Church"]], reading


def test_a_direct_distance_said_first_is_the_straight_line():
    reading = read("direct distance, measured point to point, from Old Mill Chapel to the Eastbrook Library?")
    assert (reading.metric, reading.anchors, reading.travel_mode) == (
        "distance", ["Old Mill Chapel", "Eastbrook Library"], None) and reading.complete, reading


def test_bigger_in_area_said_before_by_how_much_is_a_difference_of_areas():
    reading = read("Old Mill vs Eastbrook Hall (the buildings): which is bigger in area, and by how much in square "
                   "metres?")
    assert reading.operation == "difference" and [o.metric for o in reading.operands] == ["area", "area"], reading


@pytest.mark.parametrize("question, places", [
    ("Errand loop: Old Mill Garage, then the Elm & Fifth stop, then the Eastbrook Flagstaff. Adding up the two "
     "straight-line legs, what do I get?", ["Old Mill Garage", "Elm & Fifth stop", "Eastbrook Flagstaff"]),
    ("Eastbrook: I go from the Old Mill to the Eastbrook Library and from there to the Town Hall. Counting "
     "straight-line legs, what is the total?", ["Old Mill", "Eastbrook Library", "Town Hall"]),
])
def test_a_chain_of_errands_in_straight_legs_is_the_sum_of_its_legs(question, places):
    reading = read(question)
    assert reading.operation == "sum" and [o.anchors for o in reading.operands] == [
        places[:2], places[1:]], reading


@pytest.mark.parametrize("question", [
    "How many pubs in the Eastbrook data are open on a Sunday at 15:00? only counting pubs that list their hours",
    "Eastbrook, tuesday 11 am - of the pubs that have opening hours listed, how many are open already?",
    "Eastbrook, thursday at 4pm: how many of the places that post opening hours are open?",
    "It's 7:30 on a Sunday evening in Eastbrook. How many places with listed hours are open?",
])
def test_counts_of_places_open_said_with_the_hours_they_list_in_more_words(question):
    reading = read(question)
    assert reading.metric == "count" and reading.open_at and reading.complete, reading
    assert reading.region in ("Eastbrook", "Eastbrook data") and reading.feature in ("pubs", "places"), reading


def test_a_clock_after_its_at_the_start_is_the_moment_whole():
    assert "7:30" in (read("It's 7:30 on a Sunday evening in Eastbrook. How many cafes are open?").open_at or "")


def test_two_kinds_added_up_for_me_with_the_total_and_each():
    reading = read("Add up the opticians and the jewellery shops in Eastbrook for me - total and each")
    assert reading.operation == "sum" and [(o.feature, o.region) for o in reading.operands] == [
        ("opticians", "Eastbrook"), ("jewellery shops", "Eastbrook")], reading


def test_a_claim_someone_made_is_asked_whether_it_holds():
    reading = read("my friend says Old Mill to Eastbrook Library is a 15 minute walk. true?")
    assert (reading.anchors, reading.travel_mode, reading.time_budget_s) == (
        ["Old Mill", "Eastbrook Library"], "walk", 900.0), reading


def test_how_much_of_a_patch_there_is_in_square_metres_is_its_total_area():
    reading = read("How much meadow is there in the Eastbrook data in total, in square metres?")
    assert (reading.metric, reading.feature, reading.region) == ("total_area", "meadow", "Eastbrook data"), reading


def test_in_the_data_with_no_town_is_all_the_data_and_a_town_said_before_is_the_scope():
    assert read("Eastbrook banks - how many in the data?").region == "Eastbrook"
    assert read("how many cafes are in the data?").region is None


def test_whos_in_charge_of_a_place_asks_its_operator():
    assert read("Who's in charge of the Old Mill cycle network?").attribute == "operator"
