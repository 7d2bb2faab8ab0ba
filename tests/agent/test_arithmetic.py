"""Arithmetic over two answers (issue 44): the reading splits the question into two one-step questions, the plan
measures both with no model, and the answer gives the result first and then both figures. Expected figures come
from the .osm.pbf extracts (tests/independent.py) or plain SQL over the raw tags, not from the tools."""

from __future__ import annotations

import re

import pytest
from shapely.ops import nearest_points

from georeact.agent.graph import build_agent
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import read
from tests.said import count_said
from tests import independent as ind


@pytest.fixture(scope="module")
def plan_only(db, settings):
    # a scripted model with an empty script fails the test if it is ever called
    return build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="auto")


@pytest.mark.parametrize("question, operation, first, second", [
    ("How many more cafes than restaurants are there in Vaduz?", "difference",
     "how many cafes are there in Vaduz?", "how many restaurants are there in Vaduz?"),
    ("within 300 m of the Kiasma, are there more bars or cafes? how many more?", "difference",
     "how many bars are there within 300 m of the Kiasma?", "how many cafes are there within 300 m of the Kiasma?"),
    ("how many times more restaurants than pharmacies are there in Monaco", "ratio",
     "how many restaurants are there in Monaco?", "how many pharmacies are there in Monaco?"),
    ("How much bigger is Schaan than Vaduz?", "difference", "how big is Schaan?", "how big is Vaduz?"),
    ("what's the combined area of Kaisaniemen puisto and Esplanadinpuisto", "sum",
     "how big is Kaisaniemen puisto?", "how big is Esplanadinpuisto?"),
    ("Is the Kiasma closer to the Ateneum than to Stockmann?", "less",
     "how far is the Kiasma from the Ateneum?", "how far is the Kiasma from Stockmann?"),
    ("are there twice as many bars as cafes within 300 m of the Kiasma?", "times",
     "how many bars are there within 300 m of the Kiasma?", "how many cafes are there within 300 m of the Kiasma?"),
    ("if I count the cafes and the bars within 200 m of Stockmann, how many is that altogether?", "sum",
     "how many cafes are there within 200 m of Stockmann?", "how many bars are there within 200 m of Stockmann?"),
    ("How far is the Kiasma from the Ateneum, and from Stockmann? which one's closer", "nearer",
     "how far is the Kiasma from the Ateneum?", "how far is the Kiasma from Stockmann?"),
    ("how far is it from the Kiasma to the Ateneum and then on to Stockmann, in total?", "sum",
     "how far is the Kiasma from the Ateneum?", "how far is the Ateneum from Stockmann?"),
    ("whats the difference in area between Kaisaniemen puisto and Esplanadinpuisto", "difference",
     "how big is Kaisaniemen puisto?", "how big is Esplanadinpuisto?"),
    ("count the cafes and the bars within 200 m of Stockmann, what's the difference", "difference",
     "how many cafes are there within 200 m of Stockmann?", "how many bars are there within 200 m of Stockmann?"),
    ("roughly how many cafes are there per bar within 300 m of the Kiasma? tell me both counts", "ratio",
     "how many cafes are there within 300 m of the Kiasma?", "how many bar are there within 300 m of the Kiasma?"),
    ("helsinki: how many more cafes than bars within 300 m of the Kiasma", "difference",   # a topic before a colon
     "how many cafes are there within 300 m of the Kiasma?", "how many bars are there within 300 m of the Kiasma?"),
    ("within 300 m of the Kiasma, are there twice as many bars as cafes? both numbers pls", "times",
     "how many bars are there within 300 m of the Kiasma?", "how many cafes are there within 300 m of the Kiasma?"),
    ("Within 300 m of the Kiasma, are there more cafes than restaurants?", "more",
     "how many cafes are there within 300 m of the Kiasma?", "how many restaurants are there within 300 m of the Kiasma?"),
    ("are there fewer banks than bars in Vaduz?", "less",
     "how many banks are there in Vaduz?", "how many bars are there in Vaduz?"),
    # chat wordings: a ratio of sizes, a radius after the place, the scope first with 'how many of each', legs
    # said without 'how far', a parenthesis after the name
    ("In Helsinki, Kaisaniemen puisto is how many times the size of Esplanadinpuisto", "ratio",
     "how big is Kaisaniemen puisto?", "how big is Esplanadinpuisto?"),
    ("near the Kiasma (300 m radius), how many cafes are there per bar? tell me the counts too", "ratio",
     "how many cafes are there within 300 m of the Kiasma?", "how many bar are there within 300 m of the Kiasma?"),
    ("within 200 m of Stockmann, how many cafes and bars are there altogether? and how many of each", "sum",
     "how many cafes are there within 200 m of Stockmann?", "how many bars are there within 200 m of Stockmann?"),
    ("as the crow flies, the Kiasma to the Ateneum and then on to Stockmann - total distance?", "sum",
     "how far is Kiasma from the Ateneum?", "how far is the Ateneum from Stockmann?"),   # ("the" goes with the rest)
    ("how much farther from the Kiasma is Stockmann than the Ateneum (straight line)", "difference",
     "how far is Stockmann from the Kiasma?", "how far is the Ateneum from the Kiasma?"),
    # figures the tags give; a topic that is a town's data; a lead with its radius in brackets; a shared head noun
    ("my group needs 40 rooms: how many rooms do Hotel Kämp and Hotel Haven have between them", "sum",
     "how many rooms does Hotel Kämp have?", "how many rooms does Hotel Haven have?"),
    ("Hotel Kämp and Hotel Haven - how many rooms do they have together", "sum",
     "how many rooms does Hotel Kämp have?", "how many rooms does Hotel Haven have?"),
    ("how many more floors does Stockmann have than the Kiasma", "difference",
     "how many floors does Stockmann have?", "how many floors does Kiasma have?"),
    ("Vaduz data: how many fewer cafes are there than restaurants", "difference",
     "how many cafes are there in Vaduz data?", "how many restaurants are there in Vaduz data?"),
    ("around the Kiasma (300 m) are there twice as many cafes as bars", "times",
     "how many cafes are there within 300 m of the Kiasma?", "how many bars are there within 300 m of the Kiasma?"),
    ("in the Helsinki data are there more lutheran or catholic churches? give me both numbers", "difference",
     "how many lutheran churches are there in Helsinki data?", "how many catholic churches are there in Helsinki data?"),
    # 'ones' for the first's kind; a sum said 'add up'; a second name that leaves its first words to the first; the
    # place measured from said first; 'and how many does each have'
    ("in Vaduz's data how many more catholic churches are there than lutheran ones? give both numbers", "difference",
     "how many catholic churches are there in Vaduz data?", "how many lutheran churches are there in Vaduz data?"),
    ("add up the floors of the Kiasma and the Ateneum for me", "sum",
     "how many floors does Kiasma have?", "how many floors does Ateneum have?"),
    ("Marina Bay Sands Tower 2 and tower 3 - how many floors in total", "sum",
     "how many floors does Marina Bay Sands Tower 2 have?", "how many floors does Marina Bay Sands tower 3 have?"),
    ("from the Kiasma, how much further is Stockmann than the Ateneum (straight line)", "difference",
     "how far is Stockmann from the Kiasma?", "how far is the Ateneum from the Kiasma?"),
    ("how many more rooms does Hotel Kämp have than Hotel Haven, and how many does each have", "difference",
     "how many rooms does Hotel Kämp have?", "how many rooms does Hotel Haven have?"),
    # a size ratio said 'compared with'; 'by how many m2 is A bigger'; 'from C, is A or B the shorter hop'; 'A sits
    # farther than B - by how many metres' from the place a first sentence is at; 'more than three times as many';
    # a bare radius of the place a topic is at
    ("for my essay: the Kiasma building compared with the Ateneum - what's the size ratio?", "ratio",
     "how big is Kiasma?", "how big is the Ateneum?"),
    ("By how many square metres is Kaisaniemen puisto bigger than Esplanadinpuisto?", "difference",
     "how big is Kaisaniemen puisto?", "how big is Esplanadinpuisto?"),
    ("From the Kiasma, is Stockmann or the Ateneum the shorter hop? And what's the difference in metres?", "difference",
     "how far is Stockmann from the Kiasma?", "how far is the Ateneum from the Kiasma?"),
    ("after lunch at Stockmann I need a haircut. The Ateneum sits farther away than the Kiasma - by how many metres?",
     "difference", "how far is The Ateneum from Stockmann?", "how far is the Kiasma from Stockmann?"),
    ("Are there more than three times as many cafes as bars within 300 m of the Kiasma? Tell me both counts.", "times",
     "how many cafes are there within 300 m of the Kiasma?", "how many bars are there within 300 m of the Kiasma?"),
    ("In Helsinki's data: cafes vs bars. Which are more numerous and by how many (both totals pls)", "difference",
     "how many cafes are there in Helsinki data?", "how many bars are there in Helsinki data?"),
    ("I reckon Kaisaniemen puisto has a bigger footprint than Esplanadinpuisto. Am I right, and what's the difference "
     "in m2?", "more", "how big is Kaisaniemen puisto?", "how big is Esplanadinpuisto?"),
    ("Kaisaniemen puisto is about three times the size of Esplanadinpuisto, I'd say. What's the actual ratio of their "
     "areas?", "ratio", "how big is Kaisaniemen puisto?", "how big is Esplanadinpuisto?"),
    ("By how many floors does Stockmann outdo the Kiasma?", "difference", "how many floors does Stockmann have?",
     "how many floors does Kiasma have?"),
    ("What's the difference between how far Stockmann and the Ateneum are from the Kiasma?", "difference",
     "how far is Stockmann from the Kiasma?", "how far is the Ateneum from the Kiasma?"),
    ("Measure from the Kiasma to Stockmann and to the Ateneum as the crow flies: which one is nearer, and what's the "
     "difference?", "difference", "how far is Stockmann from the Kiasma?", "how far is the Ateneum from the Kiasma?"),
    ("Plan for Saturday: Stockmann first, then the Kiasma, then the Ateneum. Straight-line distance for the whole "
     "thing, added up?", "sum", "how far is Stockmann from the Kiasma?", "how far is the Kiasma from the Ateneum?"),
    ("Add up the cafes and the bars within 300 m of the Kiasma - what's the total, and how does it split?", "sum",
     "how many cafes are there within 300 m of the Kiasma?", "how many bars are there within 300 m of the Kiasma?"),
    ("Standing outside the Kiasma: within 300m, are there more cafes or more bars, and how many more?", "difference",
     "how many cafes are there within 300m of Kiasma?", "how many bars are there within 300m of Kiasma?"),
    ("how many more storeys does Stockmann have compared with the Kiasma?", "difference",
     "how many storeys does Stockmann have?", "how many storeys does Kiasma have?"),
    ("what's the area difference, in m2, between the Kaisaniemi park and the smaller Esplanadi park?", "difference",
     "how big is Kaisaniemi park?", "how big is Esplanadi park?"),
    ("how many times does the Kaisaniemi park fit the area of the Esplanadi park? one decimal is fine", "ratio",
     "how big is Kaisaniemi park?", "how big is Esplanadi park?"),
    ("out of Stockmann and the Ateneum, which one lies nearer to the Kiasma in a straight line, and by how many "
     "metres?", "difference", "how far is Stockmann from the Kiasma?", "how far is Ateneum from the Kiasma?"),
    ("take the crow-flies distance from the Kiasma to Stockmann, subtract the one from the Kiasma to the Ateneum. "
     "result in metres?", "difference", "how far is the Kiasma from Stockmann?", "how far is the Kiasma from the Ateneum?"),
    ("within 300 m of the Kiasma, how many bars are there? how about cafes? and what's the difference between the "
     "two numbers?", "difference", "how many bars are there within 300 m of the Kiasma?",
     "how many cafes are there within 300 m of the Kiasma?"),
    ("bars within 300 m of the Kiasma plus cafes within 300 m of it makes how many places in total? each number too",
     "sum", "how many bars are there within 300 m of the Kiasma?", "how many cafes are there within 300 m of the Kiasma?"),
    ("Hanna Muster and Otto Beispiel both have stolpersteine. how many years apart were they born?", "difference",
     "what is the birth year of Hanna Muster?", "what is the birth year of Otto Beispiel?"),
    # the town said first; elevations said as 'above sea level' and 'sit higher', a guess checked; measures by noun
    ("In Eastbrook, how much longer is the Mill Lane than the Church Street?", "difference",
     "how long is the Mill Lane in Eastbrook?", "how long is the Church Street in Eastbrook?"),
    ("How much higher above sea level is Old Mill than the Town Hall?", "difference",
     "how high up is Old Mill?", "how high up is the Town Hall?"),
    ("Does Old Mill sit higher than the Town Hall? By how many metres?", "more",
     "how high up is Old Mill?", "how high up is Town Hall?"),
    ("Old Mill sits higher than Town Hall, doesn't it? how many metres higher", "more",
     "how high up is Old Mill?", "how high up is Town Hall?"),
    ("Rank the Mill Building and the Town Hall by elevation above sea level, and give the gap in metres.", "difference",
     "how high up is Mill Building?", "how high up is Town Hall?"),
    ("Compare the floor counts of Old Mill and Town Hall for me - how many more does the first one have?", "difference",
     "how many floors does Old Mill have?", "how many floors does Town Hall have?"),
    ("If you put the footprints of Old Mill and the Town Hall building together, how many square metres is that?", "sum",
     "how big is Old Mill?", "how big is Town Hall?"),
    ("Old Mill and Town Hall - if you stack their floors together, how many floors is that?", "sum",
     "how many floors does Old Mill have?", "how many floors does Town Hall have?"),
    ("Within 400 m of Old Mill, are there more schools than other places of worship? Give me both counts", "more",
     "how many schools are there within 400 m of Old Mill?",
     "how many other places of worship are there within 400 m of Old Mill?"),
    ("what percentage of the places of worship within 400 m of Old Mill are baptist? both numbers too pls", "share",
     "how many baptist places of worship are there within 400 m of Old Mill?",
     "how many places of worship are there within 400 m of Old Mill?"),
    ("Add up the number of floors of Old Mill and of Town Hall for me?", "sum",
     "how many floors does Old Mill have?", "how many floors does Town Hall have?"),
    ("jogging route idea: the whole Mill Lane and then the whole Church Street. roughly how many metres is that combined?",
     "sum", "how long is Mill Lane?", "how long is Church Street?"),
    ("Does the Eastbrook data have more watch shops or more bakeries? give me both numbers and the difference",
     "difference", "how many watch shops are there in Eastbrook data?", "how many bakeries are there in Eastbrook data?"),
    ("Leaving out the Catholic ones, how many other places of worship are there within 400 m of Old Mill?", "without",
     "how many places of worship are there within 400 m of Old Mill?",
     "how many Catholic places of worship are there within 400 m of Old Mill?"),
    ("how many places of worship within 400 m of Old Mill are not baptist?", "without",
     "how many places of worship are there within 400 m of Old Mill?",
     "how many baptist places of worship are there within 400 m of Old Mill?"),
    ("Old Mill vs Town Hall - how many more floors does the first building have?", "difference",
     "how many floors does Old Mill have?", "how many floors does Town Hall have?"),
])
def test_an_arithmetic_question_is_read_as_two_questions(question, operation, first, second):
    reading = read(question)
    assert reading.operation == operation and reading.complete
    assert [o.question for o in reading.operands] == [first, second]


@pytest.mark.parametrize("question", ["How long would a fence all the way round the Old Cemetery have to be?",
                                      "What is the perimeter of the Old Cemetery?",
                                      "how long is a lap around the Old Cemetery?"])
def test_the_way_round_a_place_is_its_perimeter(question):
    reading = read(question)
    assert (reading.metric, reading.anchors) == ("perimeter", ["Old Cemetery"]) and reading.complete


@pytest.mark.parametrize("question, metric", [("roughly how many hectares is the Old Cemetery?", "area"),
                                              ("how many square metres is the Old Cemetery?", "area"),
                                              ("how many metres long is the Mill Lane?", "length")])
def test_a_measure_asked_by_its_unit_is_the_named_places_own(question, metric):
    reading = read(question)
    assert (reading.metric, reading.anchors) == (metric, [question.split(" the ")[-1].rstrip("?")]) and reading.complete


def test_questions_without_arithmetic_are_read_as_before():
    for question in ("How many cafes are there in Vaduz?", "Which is bigger, Schaan or Vaduz?",
                     "Is the Kiasma or the Ateneum closer to Stockmann?"):
        assert read(question).operation is None


def _count_in(extract: str, town: str, key: str, value: str) -> int:
    boundary = next(a for a in ind.areas(extract, "boundary", "administrative")
                    if a.name == town and a.tags.get("admin_level") == "8")
    found = {f.osm_id for f in ind.nodes(extract, key, value) + ind.areas(extract, key, value)
             if boundary.geometry.intersects(f.geometry)}
    return len(found)


def test_how_many_more_is_measured_without_the_model_and_says_both_counts(plan_only):
    cafes, restaurants = (_count_in("liechtenstein", "Vaduz", "amenity", kind) for kind in ("cafe", "restaurant"))
    trace = run_question(plan_only, "How many more restaurants than cafes are there in Vaduz?")
    assert not trace.llm_calls and trace.meta["plan"]["path"] == "plan"
    assert [step.tool for step in trace.steps] == ["CalculateMetric", "CalculateMetric"]
    text = trace.answer.text
    assert text.startswith(f"That is {abs(restaurants - cafes)} ")
    assert trace.answer.value.number == abs(restaurants - cafes)   # the result, not the last count
    assert re.search(rf"\b{restaurants} restaurants\b", text)
    assert count_said(cafes, "cafes", "in Vaduz") in text if cafes == 0 else re.search(rf"\b{cafes} cafes\b", text)


def test_the_sum_of_two_areas_is_the_sum_of_the_geodesic_areas(plan_only):
    parks = {a.name: a for a in ind.areas("helsinki", "leisure", "park")}
    total = sum(ind.geodesic_area(parks[name].geometry) for name in ("Kaisaniemen puisto", "Esplanadinpuisto"))
    trace = run_question(plan_only, "What's the combined area of Kaisaniemen puisto and Esplanadinpuisto?")
    said = re.match(r"Together: ([\d.]+) ha \(([\d,]+) m²\)\.", trace.answer.text)   # hectares, and its m²
    assert said and not trace.llm_calls, trace.answer.text
    assert abs(float(said.group(1)) * 10_000 - total) <= 0.01 * total
    assert abs(float(said.group(2).replace(",", "")) - total) <= 0.01 * total


def _apart(a: ind.Feature, b: ind.Feature) -> float:
    """Geodesic metres between the nearest points of two geometries (0 when they touch)."""
    p, q = nearest_points(a.geometry, b.geometry)
    return ind.geodesic_distance(p.x, p.y, q.x, q.y)


def test_is_a_closer_to_b_than_to_c_answers_yes_or_no_with_both_distances(plan_only):
    named = {f.name: f for f in ind.areas("helsinki", "name", None) if f.name in ("Kiasma", "Ateneum", "Stockmann")}
    to_ateneum, to_stockmann = _apart(named["Kiasma"], named["Ateneum"]), _apart(named["Kiasma"], named["Stockmann"])
    assert abs(to_ateneum - to_stockmann) > 30   # a clear answer
    trace = run_question(plan_only, "Is the Kiasma closer to the Ateneum than to Stockmann?")
    assert trace.answer.text.startswith("Yes: " if to_ateneum < to_stockmann else "No: ") and not trace.llm_calls
    said = [float(m) for m in re.findall(r"(\d+) m\b", trace.answer.text.split(".")[0])]
    # both distances, then their difference
    assert len(said) == 3 and all(abs(s - e) <= max(15, 0.05 * e) for s, e in zip(said, (to_ateneum, to_stockmann)))
    assert said[2] == abs(said[0] - said[1])


def test_are_there_more_a_than_b_answers_yes_or_no_with_both_counts(plan_only):
    cafes, restaurants = (_count_in("liechtenstein", "Vaduz", "amenity", kind) for kind in ("cafe", "restaurant"))
    assert cafes != restaurants
    trace = run_question(plan_only, "In Vaduz, are there more cafes than restaurants?")
    assert not trace.llm_calls and [step.tool for step in trace.steps] == ["CalculateMetric", "CalculateMetric"]
    assert trace.answer.text.startswith(f"{'Yes' if cafes > restaurants else 'No'}: {cafes} cafes against "
                                        f"{restaurants} restaurants, a difference of {abs(cafes - restaurants)}."), \
        trace.answer.text


def _height(extract: str, name: str) -> float | None:
    (feature,) = [f for f in ind.nodes(extract, "name", name) + ind.areas(extract, "name", name)
                  if f.name == name and not f.tags.get("highway")]
    return float(feature.tags["height"]) if "height" in feature.tags else None


def test_how_much_taller_subtracts_the_heights_the_data_records(plan_only):
    torni, stockmann = _height("helsinki", "Hotelli Torni"), _height("helsinki", "Stockmann")
    assert torni and stockmann and torni > stockmann
    trace = run_question(plan_only, "How much taller is Hotelli Torni than Stockmann?")
    assert not trace.llm_calls and [step.tool for step in trace.steps] == ["DescribePlace", "DescribePlace"]
    assert trace.answer.text.startswith(f"Hotelli Torni is {torni - stockmann:.0f} m taller than Stockmann."), \
        trace.answer.text


def test_a_height_the_data_does_not_record_is_said_not_guessed(plan_only):
    assert _height("helsinki", "Kiasma") is None and _height("helsinki", "Hotelli Torni")
    trace = run_question(plan_only, "how much taller is Hotelli Torni than Kiasma")
    assert trace.answer.text.startswith("The height of Kiasma is not recorded in the map data"), trace.answer.text


def test_a_ratio_of_two_sizes_is_said_as_the_size_of_the_other(plan_only, db):
    trace = run_question(plan_only, "Kaisaniemen puisto is how many times the size of Esplanadinpuisto?")
    areas = dict(db.query("""SELECT park_name, max(ST_Area(geometry)) FROM parks
        WHERE park_name IN ('Kaisaniemen puisto', 'Esplanadinpuisto') GROUP BY 1""").rows)
    ratio = areas["Kaisaniemen puisto"] / areas["Esplanadinpuisto"]
    assert not trace.llm_calls
    assert trace.answer.text.startswith(f"Kaisaniemen puisto is {ratio:.1f} times the size of Esplanadinpuisto (")


def test_where_the_asker_stands_is_what_a_nearer_question_measures_from(plan_only):
    trace = run_question(plan_only, "standing at the Kiasma - what's nearer, the Ateneum or Stockmann, and how many "
                                    "metres in it")
    assert not trace.llm_calls and [s.arguments.get("anchor_b") for s in trace.steps] == ["Kiasma", "Kiasma"]
    assert re.match(r"(Ateneum|Stockmann) is nearer to Kiasma by \d+ m", trace.answer.text), trace.answer.text


@pytest.mark.parametrize("than", [-1, 0, 1])   # the count one above, at and below the number asked
def test_a_count_asked_against_a_number_says_yes_or_no_and_the_count(plan_only, than):
    restaurants = _count_in("liechtenstein", "Vaduz", "amenity", "restaurant")
    asked = restaurants + than
    trace = run_question(plan_only, f"are there more than {asked} restaurants in Vaduz?")
    assert not trace.llm_calls and [step.tool for step in trace.steps] == ["CalculateMetric"]
    verdict = "Yes, more than" if restaurants > asked else "No, not more than"
    assert trace.answer.text.startswith(f"{verdict} {asked}: there are {restaurants} restaurants in Vaduz")


@pytest.mark.parametrize("than", [-1, 0, 1])
def test_n_or_more_is_at_least_n(plan_only, than):
    restaurants = _count_in("liechtenstein", "Vaduz", "amenity", "restaurant")
    asked = restaurants + than
    trace = run_question(plan_only, f"{asked} or more restaurants in Vaduz?")
    assert not trace.llm_calls and [step.tool for step in trace.steps] == ["CalculateMetric"]
    verdict = "Yes, at least" if restaurants >= asked else "No, not at least"
    assert trace.answer.text.startswith(f"{verdict} {asked}: there are {restaurants} restaurants in Vaduz")


def test_one_distance_subtracted_from_another_is_their_difference(plan_only):
    named = {f.name: f for f in ind.areas("helsinki", "name", None) if f.name in ("Kiasma", "Ateneum", "Stockmann")}
    to_stockmann, to_ateneum = _apart(named["Kiasma"], named["Stockmann"]), _apart(named["Kiasma"], named["Ateneum"])
    trace = run_question(plan_only, "take the crow-flies distance from the Kiasma to Stockmann, subtract the one from "
                                    "the Kiasma to the Ateneum. result in metres?")
    assert not trace.llm_calls and " farther than " in trace.answer.text.split(".")[0], trace.answer.text
    said = float(re.search(r"(\d+) m farther", trace.answer.text)[1])
    assert abs(said - abs(to_stockmann - to_ateneum)) <= 30


def test_no_place_of_the_kind_recording_an_attribute_is_said_as_not_in_the_data():
    """Never '0 restaurants with vegetarian food' where none of them records its diet: it is not in the map data."""
    from georeact.agent.sentences import _aggregated
    from georeact.reading import read

    reading = read("how many restaurants within 100 m of the Old Mill have vegetarian food?")
    columns = ["places", "name", "recorded", "of_kind", "has"]
    unrecorded = {"columns": columns, "rows": [["0", "Rosie's Diner", "0", "2", "false"], ["0", "Mill Grill", "0", "2",
                                                                                          "false"]],
                  "scope": "within 100 m of Old Mill"}
    said = _aggregated(unrecorded, reading)
    assert said == "It is not recorded in OpenStreetMap whether any of the 2 restaurants within 100 m of Old Mill has " \
        "vegetarian food, so I cannot tell how many do."
    which = read("which restaurants within 100 m of the Old Mill have vegetarian food?")
    assert _aggregated(unrecorded, which).endswith("so I cannot tell which do.")
    recorded = {**unrecorded, "rows": [["1", "Mill Grill", "2", "2", "true"], ["1", "Rosie's Diner", "2", "2", "false"]]}
    assert _aggregated(recorded, reading).startswith("Of the restaurants within 100 m of Old Mill, 1 has vegetarian "
                                                     "food (1 of the 2 there): Mill Grill")


def _elevation(extract: str, name: str) -> float:
    (feature,) = [f for f in ind.nodes(extract, "name", name) + ind.areas(extract, "name", name) if f.name == name]
    return float(feature.tags["ele"])


@pytest.mark.parametrize("question", [
    "What is the average elevation of Gafleispitz, Kuhgrat and Galinakopf?",
    "Take Gafleispitz, Kuhgrat and Galinakopf. On average, how high above sea level do they sit, in metres?",
])
def test_the_average_of_a_measure_over_places_listed_by_name(plan_only, question):
    peaks = ["Gafleispitz", "Kuhgrat", "Galinakopf"]
    heights = [_elevation("liechtenstein", peak) for peak in peaks]
    assert len(set(heights)) == 3
    reading = read(question)
    assert reading.operation == "average" and [o.anchors for o in reading.operands] == [[p] for p in peaks]
    trace = run_question(plan_only, question)
    assert not trace.llm_calls and [step.tool for step in trace.steps] == ["DescribePlace"] * 3
    mean = f"{sum(heights) / 3:,.1f}".removesuffix(".0")
    assert trace.answer.text.startswith(f"On average: {mean} m (Gafleispitz {heights[0]:,.0f} m, Kuhgrat "), \
        trace.answer.text
    assert trace.answer.value.number == pytest.approx(sum(heights) / 3)


def test_a_trip_through_three_places_in_straight_lines_is_the_sum_of_its_legs(plan_only):
    question = ("Walking a triangle - Kunstmuseum Liechtenstein to the Rathaus Vaduz to the Landesmuseum and back to "
                "Kunstmuseum Liechtenstein - what's the perimeter if every side were a straight line?")
    reading = read(question)
    assert reading.operation == "sum" and [o.question for o in reading.operands] == [
        "how far is Kunstmuseum Liechtenstein from the Rathaus Vaduz?", "how far is the Rathaus Vaduz from the Landesmuseum?",
        "how far is the Landesmuseum from Kunstmuseum Liechtenstein?"]
    trace = run_question(plan_only, question)
    legs = [s.observation["value"] for s in trace.steps if s.ok and (s.observation or {}).get("metric") == "distance"]
    assert len(legs) == 3 and not trace.llm_calls
    assert "Together: " in trace.answer.text and trace.answer.value.number == pytest.approx(sum(legs))


def test_which_of_several_places_is_largest_ranks_them_by_their_areas(plan_only):
    parks = [f for f in ind.areas("helsinki", "leisure", "park") if f.name and f.name.isascii()]
    names = [f.name for f in parks]
    chosen = [f for f in parks if names.count(f.name) == 1][:3]
    assert len(chosen) == 3
    question = f"which of {chosen[0].name}, {chosen[1].name} and {chosen[2].name} is the largest?"
    reading = read(question)
    assert reading.operation == "rank" and [o.question for o in reading.operands] == \
        [f"how big is {f.name}?" for f in chosen]
    trace = run_question(plan_only, question)
    largest = max(chosen, key=lambda f: ind.geodesic_area(f.geometry))
    smallest = min(chosen, key=lambda f: ind.geodesic_area(f.geometry))
    assert not trace.llm_calls
    assert f"{largest.name} is the largest (" in trace.answer.text and f"{smallest.name} the smallest (" in trace.answer.text


def test_a_share_of_a_kind_is_the_part_over_the_whole_as_a_percentage(plan_only):
    question = "what share of the restaurants in Vaduz are italian?"
    trace = run_question(plan_only, question)
    counts = [s.observation["value"] for s in trace.steps if s.ok and (s.observation or {}).get("metric") == "count"]
    assert len(counts) == 2 and not trace.llm_calls and counts[1] > 0
    part, whole = counts
    assert trace.answer.text.startswith(f"{part:.0f} of the {whole:.0f} restaurants ({100 * part / whole:.0f} %).")
    assert trace.answer.value.number == pytest.approx(100 * part / whole)


def test_leaving_out_the_ones_of_a_value_counts_the_rest_and_says_both(plan_only):
    # 'leaving out the lutheran ones': all places of worship around, less those tagged so
    (ateneum,) = [f for f in ind.areas("helsinki", "name", "Ateneum") if f.name == "Ateneum"]
    around = {(f.osm_type, f.osm_id): f for f in ind.nodes("helsinki", "amenity", "place_of_worship") +
              ind.areas("helsinki", "amenity", "place_of_worship") if _apart(ateneum, f) <= 800}
    lutheran = [f for f in around.values() if f.tags.get("denomination") == "lutheran"]
    assert lutheran and len(around) > len(lutheran)   # both counts say something
    trace = run_question(plan_only, "Leaving out the Lutheran ones, how many other places of worship are there "
                                    "within 800 m of the Ateneum?")
    kept = len(around) - len(lutheran)
    assert not trace.llm_calls and trace.answer.text.startswith(
        f"{kept} place{'' if kept == 1 else 's'} of worship within 800 m of Ateneum, leaving out the "
        f"{len(lutheran)} Lutheran one{'' if len(lutheran) == 1 else 's'} ({len(around)} in all)."), trace.answer.text


def test_catholic_is_either_value_osm_gives_it():
    from georeact.reading.vocabulary import match_modifier

    assert match_modifier("catholic", {"amenity": "place_of_worship"}) == \
        [{"denomination": "catholic"}, {"denomination": "roman_catholic"}]
