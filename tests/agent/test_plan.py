"""The reading's plan through the real graph and database: dependent steps without the model, the honest stop, the
hand-over to the model. A scripted model with an empty script fails the test if it is ever called."""

from __future__ import annotations

import json
import re

import pytest

from georeact.agent.graph import build_agent
from georeact.agent.plan_writer import checked_plan
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.reading import read


def agent(db, settings, script=(), model_use="auto"):
    model = ScriptedChatModel(script=list(script))
    return build_agent(settings, llm=model, db=db, model_use=model_use), model


UNREAD = "Which cafe would you say is the comfiest pick near the largest park in Schaan?"


def one(db, sql: str, *params):
    return db.query(sql, params).rows[0]


def test_a_place_described_by_another_question_is_found_first_and_used_by_handle(db, settings):
    graph, model = agent(db, settings)
    trace = run_question(graph, "What is the nearest pharmacy to the biggest park in Vaduz?")
    # independent of the tools: the largest named park inside Vaduz, then the pharmacy nearest to its polygon
    park_id, park = one(db, """SELECT p.id, p.park_name FROM parks p JOIN regions r ON r.region_name = 'Vaduz'
        AND r.admin_level = 8 WHERE p.leisure = 'park' AND ST_Intersects(p.geometry::geometry, r.geometry::geometry)
        ORDER BY ST_Area(p.geometry) DESC LIMIT 1""")
    pharmacy = one(db, """SELECT poi_name FROM pois WHERE amenity = 'pharmacy'
        ORDER BY ST_Distance(geometry, (SELECT geometry FROM parks WHERE id = %s)) LIMIT 1""", park_id)[0]
    assert not trace.llm_calls and trace.meta["plan"]["path"] == "plan"
    assert [s.tool for s in trace.steps] == ["CalculateMetric", "CalculateMetric"]
    assert trace.steps[1].arguments["anchor"] == f"parks:{park_id}"
    assert trace.steps[0].thought.startswith("step 1 of 2")
    assert park in trace.answer.text and pharmacy in trace.answer.text
    assert trace.answer.text.index(park) < trace.answer.text.index(pharmacy)


def test_a_later_clause_measures_from_the_earlier_answer(db, settings):
    graph, _ = agent(db, settings)
    trace = run_question(graph, "Find the museum nearest the Casino de Monte Carlo, then the closest restaurant to it.")
    assert not trace.llm_calls and len(trace.steps) == 2
    museum = trace.steps[0].observation["entities"][0]
    assert trace.steps[1].arguments["anchor"] == museum["handle"]
    assert museum["name"] in trace.answer.text


def test_a_comparison_measures_both_and_names_the_winner(db, settings):
    graph, _ = agent(db, settings)
    trace = run_question(graph, "Which is bigger, Esplanadinpuisto or Kaisaniemi park?")
    areas = dict(db.query("""SELECT park_name, ST_Area(geometry) FROM parks
        WHERE park_name IN ('Esplanadinpuisto', 'Kaisaniemen puisto')""").rows)
    winner = max(areas, key=areas.get)
    assert not trace.llm_calls and [s.arguments["metric"] for s in trace.steps] == ["area", "area"]
    assert trace.answer.text.startswith(f"{winner} is larger")


def test_a_step_that_finds_too_little_ends_the_plan_saying_which(db, settings):
    graph, _ = agent(db, settings)
    count = one(db, """SELECT count(*) FROM parks p JOIN regions r ON r.region_name = 'Vaduz' AND r.admin_level = 8
        WHERE p.leisure = 'park' AND ST_Intersects(p.geometry::geometry, r.geometry::geometry)""")[0]
    if count >= 2:
        pytest.skip("Vaduz has two parks in this extract")
    trace = run_question(graph, "How far apart are the two largest parks in Vaduz?")
    assert not trace.llm_calls and len(trace.steps) == 1
    assert trace.answer.text.startswith("I could not find the two largest parks in Vaduz") and not trace.answer.answered
    assert "step 1" in trace.answer.note   # which step, for -v and the trace; not in what the person reads


def test_an_incomplete_reading_goes_to_the_model_and_the_trace_says_why(db, settings):
    graph, model = agent(db, settings, script=["Answer: I do not know."])
    trace = run_question(graph, "Which cafe with a cosy vibe is nearest the Kiasma?")
    assert trace.llm_calls and trace.meta["plan"]["path"] == "model"
    assert not trace.meta["plan"]["complete"] and "vibe" in trace.meta["plan"]["why"]


@pytest.mark.parametrize("question, caveat", [
    ("Which cafe is nearest the Kiasma, not counting any hotel?", " (I could not read 'hotel' in the question, so "
                                                                  "this may not be all it asks.)"),
    # 'comfiest' asks for no kind of place and no measure, but the nearest is not therefore the comfiest: without a
    # model to read it, every word not read is said
    (UNREAD, " (I could not read 'say', 'comfiest', 'pick' in the question, so this may not be all it asks.)"),
])
def test_plan_only_answers_an_incomplete_reading_saying_what_it_could_not_read(db, settings, question, caveat):
    graph, _ = agent(db, settings, model_use="never")
    trace = run_question(graph, question)
    assert not trace.llm_calls and trace.answer.answered and not trace.meta["plan"]["complete"]
    assert trace.answer.text.endswith(f"m away.{caveat}")


def test_plan_only_never_calls_the_model(db, settings):
    graph, _ = agent(db, settings, model_use="never")
    trace = run_question(graph, "Say hello to everyone.")
    assert not trace.llm_calls and trace.answer.text.startswith("I could not answer this question without a model")
    answered = run_question(graph, "How many cafes are within 200 m of the hotel closest to the Kiasma?")
    assert not answered.llm_calls and [s.arguments.get("radius_m") for s in answered.steps] == [None, 200.0]
    assert answered.steps[1].arguments["anchor"] == answered.steps[0].observation["entities"][0]["handle"]


# --- the model writes the plan when the reading of a question that composes is not complete -----------------



def test_the_models_plan_must_use_the_questions_phrases_and_connect_its_steps():
    reading = read(UNREAD)
    good = [{"tool": "CalculateMetric", "metric": "largest", "feature": "park", "region": "Schaan"},
            {"tool": "CalculateMetric", "metric": "nearest", "feature": "cafe", "anchor": "$1"}]
    plan = checked_plan(reading, good)
    assert [s.args.get("anchor") for s in plan.steps] == [None, "$1"] and plan.steps[0].phrase
    invented = [{**good[0], "region": "Eastbrook"}, good[1]]
    forward = [{**good[0], "anchor": "$2"}, good[1]]
    unlinked = [good[0], {**good[1], "anchor": "Schaan"}]
    for bad, why in ((invented, "not a phrase"), (forward, "no earlier step"), (unlinked, "used by no later")):
        with pytest.raises(ValueError, match=why):
            checked_plan(reading, bad)


def test_the_models_plan_may_plan_a_tour_and_a_distance_along_the_streets():
    reading = read("by bike please, the Kiasma to the Ateneum, then Stockmann and back, best order")
    tour = checked_plan(reading, [{"tool": "PlanRoute", "stops": ["Kiasma", "Ateneum", "Stockmann"], "mode": "bike",
                                   "round_trip": False}])
    assert tour.steps[0].tool == "PlanRoute"
    assert tour.steps[0].args == {"stops": ["Kiasma", "Ateneum", "Stockmann"], "mode": "bike", "round_trip": False}
    walk = checked_plan(reading, [{"tool": "CalculateMetric", "metric": "distance", "anchor": "Kiasma",
                                   "anchor_b": "Ateneum", "mode": "walk"}])
    assert walk.steps[0].args == {"metric": "distance", "anchor": "Kiasma", "anchor_b": "Ateneum", "mode": "walk"}
    for bad, why in (([{"tool": "PlanRoute", "stops": ["Kiasma"]}], "two stops"),
                     ([{"tool": "PlanRoute", "stops": ["Kiasma", "Eastbrook"]}], "not a phrase")):
        with pytest.raises(ValueError, match=why):
            checked_plan(reading, bad)


def test_an_incomplete_composed_reading_runs_the_plan_the_model_writes(db, settings):
    plan = {"steps": [{"tool": "CalculateMetric", "metric": "largest", "feature": "park", "region": "Schaan"},
                      {"tool": "CalculateMetric", "metric": "nearest", "feature": "cafe", "anchor": "$1"}]}
    constrained = settings.model_copy(update={"llm_constrained": True})
    model = ScriptedChatModel(script=[json.dumps(plan)])
    graph = build_agent(constrained, llm=model, db=db)
    trace = run_question(graph, UNREAD)
    assert not read(UNREAD).complete
    assert trace.meta["plan"]["path"] == "model plan" and len(trace.llm_calls) == 1
    assert trace.steps[1].arguments["anchor"] == trace.steps[0].observation["entities"][0]["handle"]
    assert "written" not in trace.answer.text and trace.steps[1].observation["entities"][0]["name"] in trace.answer.text
    assert "This leaves out" in trace.answer.text and "'comfiest'" in trace.answer.text   # dropped, and said


def test_a_refused_model_plan_and_a_failing_draft_leave_the_question_to_the_free_loop(db, settings):
    constrained = settings.model_copy(update={"llm_constrained": True})
    bad = {"steps": [{"tool": "CalculateMetric", "metric": "largest", "feature": "park", "region": "Atlantis"}]}
    model = ScriptedChatModel(script=[json.dumps(bad), "Answer: I do not know."])
    question = "Which cafe would you say is the comfiest pick near the largest park in Atlantis?"
    trace = run_question(build_agent(constrained, llm=model, db=db), question)
    assert trace.meta["plan"]["path"].startswith("model (its plan: step 1") and "not in the loaded data" in \
        trace.meta["plan"]["path"]
    assert len(model.seen) >= 2   # the free loop asked the model


def test_an_attribute_of_a_described_place_is_said_in_a_sentence(db, settings):
    graph, _ = agent(db, settings)
    trace = run_question(graph, "What are the opening hours of the museum closest to the Rathaus Vaduz?")
    museum = trace.steps[0].observation["entities"][0]
    hours = one(db, "SELECT tags->>'opening_hours' FROM pois WHERE id = %s", int(museum["handle"].split(":")[1]))[0]
    assert [s.tool for s in trace.steps] == ["CalculateMetric", "DescribePlace"] and not trace.llm_calls
    assert trace.steps[1].arguments["place"] == museum["handle"]
    said = f"The opening hours of {museum['name']}: {hours}." if hours else \
        f"OpenStreetMap has no information on the opening hours of {museum['name']}"
    assert said in trace.answer.text


def test_when_the_models_plan_is_refused_the_readings_draft_answers_and_says_what_it_left_out(db, settings):
    constrained = settings.model_copy(update={"llm_constrained": True})
    bad = {"steps": [{"tool": "CalculateMetric", "metric": "largest", "feature": "park", "region": "Atlantis"}]}
    model = ScriptedChatModel(script=[json.dumps(bad)])
    trace = run_question(build_agent(constrained, llm=model, db=db), UNREAD)
    assert trace.meta["plan"]["path"] == "draft plan" and len(trace.llm_calls) == 1
    assert trace.meta["plan"]["path"] == "draft plan"   # 'say', 'comfiest', 'pick' ask for no kind or measure
    assert [s.index for s in trace.steps] == list(range(len(trace.steps)))


@pytest.mark.parametrize("question", [
    "plan a tour from the Rathaus Vaduz to the Kunstmuseum Liechtenstein and the Postmuseum",
    "I want to visit the Postmuseum, the Kunstmuseum Liechtenstein and the Rathaus Vaduz, in what order?",
])
def test_a_tour_is_answered_with_every_stop_in_order_and_no_handles(db, settings, question):
    graph, model = agent(db, settings)
    trace = run_question(graph, question)
    assert not trace.llm_calls and [s.tool for s in trace.steps] == ["PlanRoute"]
    order = [visit["name"] for visit in trace.steps[0].observation["visits"]]
    assert {"Rathaus Vaduz", "Kunstmuseum Liechtenstein", "Postmuseum"} <= set(order)
    text = trace.answer.text
    positions = [text.index(name) for name in order[:3]]
    assert positions == sorted(positions) and "Total:" in text and "pois:" not in text
    value = trace.answer.value   # the tour's length, not one leg's
    assert value.kind == "route" and value.number == pytest.approx(trace.steps[0].observation["total_distance_m"], abs=0.1)
    assert [e.name for e in value.entities] == order


def test_the_route_between_two_named_places_is_planned(db, settings):
    graph, model = agent(db, settings)
    trace = run_question(graph, "What is the shortest route from the Kunstmuseum Liechtenstein to the Postmuseum?")
    assert [s.tool for s in trace.steps] == ["PlanRoute"] and trace.steps[0].ok
    assert "Kunstmuseum Liechtenstein" in trace.answer.text and "Postmuseum" in trace.answer.text


@pytest.mark.parametrize("reply", [
    '{"steps": "CalculateMetric"}',                                  # steps not a list
    '{"steps": [1, 2]}',                                             # steps not objects
    '{"steps": []}',                                                 # no step
    '{"steps": [{"tool": "CalculateMetric", "metric": ["largest"]}]}',   # a metric not a name
    '{"steps": [{"tool": "DescribePlace", "anchor": "Schaan", "attribute": {"x": 1}}]}',
    "[" * 100_000 + "]" * 100_000,                                  # nested past any parser's recursion
    "not JSON at all",
])
def test_a_malformed_plan_from_the_model_is_refused_not_an_internal_error(reply):
    """Issue 41: a malformed plan was an AttributeError or a RecursionError; it is refused with why, and the
    question goes on (to the reading's draft, then the free loop)."""
    from langchain_core.messages import AIMessage

    from georeact.agent.plan_writer import write_plan
    from georeact.agent.scripted import ScriptedChatModel
    from georeact.reading.plan import compile_plan

    reading = read(UNREAD)
    plan, call, why = write_plan(ScriptedChatModel(script=[]), reading, compile_plan(reading),
                                 lambda model, messages: AIMessage(content=reply))
    assert plan is None and why.startswith("the model's plan was refused: ") and len(why) < 2_000
    assert call.node == "plan" and call.error is None


def test_a_question_written_in_lower_case_finds_its_places_by_the_loaded_names(db, settings):
    graph, _ = agent(db, settings, model_use="never")
    trace = run_question(graph, "how far is the kiasma from the ateneum")
    metres = one(db, """SELECT ST_Distance(a.geometry, b.geometry) FROM pois a, pois b
        WHERE a.poi_name = 'Kiasma' AND b.poi_name = 'Ateneum' ORDER BY 1 LIMIT 1""")[0]
    assert not trace.llm_calls and trace.answer.answered
    assert trace.answer.text.startswith("Kiasma and Ateneum are") and f"{metres:.0f} m" in trace.answer.text


def test_a_count_that_names_no_place_says_it_counts_all_the_loaded_data(db, settings):
    graph, _ = agent(db, settings, model_use="never")
    cafes = one(db, "SELECT count(*) FROM pois WHERE amenity = 'cafe'")[0]
    trace = run_question(graph, "how many cafes are there?")
    assert trace.answer.text == f"There are {cafes} cafes in all the loaded data (name a town to count in one)."


def test_a_town_s_data_said_first_is_the_town_and_a_count_says_its_kind_in_the_plural(db, settings):
    graph, _ = agent(db, settings, model_use="never")
    hotels = one(db, """SELECT count(*) FROM pois p JOIN regions r ON r.region_name = 'Vaduz'
        AND ST_Intersects(r.geometry, p.geometry) WHERE p.tourism = 'hotel'""")[0]
    trace = run_question(graph, "vaduz's data - hotel count?")
    assert not trace.llm_calls and trace.answer.text == f"There are {hotels} hotels in Vaduz."
    trace = run_question(graph, "count of hotels in the vaduz data?")   # said last
    assert not trace.llm_calls and trace.answer.text == f"There are {hotels} hotels in Vaduz."
    worship = one(db, """SELECT count(*) FROM pois p JOIN regions r ON r.region_name = 'Vaduz'
        AND ST_Intersects(r.geometry, p.geometry) WHERE p.amenity = 'place_of_worship'""")[0]
    trace = run_question(graph, "how many places of worship in Vaduz?")   # a count, not a place's capacity
    assert trace.answer.text == f"There are {worship} places of worship in Vaduz."


def test_a_denomination_is_never_answered_with_the_religion(db, settings):
    graph, _ = agent(db, settings, model_use="never")
    trace = run_question(graph, "Mariahilfkapelle - which denomination is it")
    assert one(db, "SELECT count(*) FROM pois WHERE poi_name = 'Mariahilfkapelle' AND religion = 'christian' "
                   "AND NOT tags ? 'denomination'")[0] >= 1
    assert "christian" not in trace.answer.text and "denomination" in trace.answer.text, trace.answer.text
    trace = run_question(graph, "what religion is the Mariahilfkapelle")
    assert "christian" in trace.answer.text


def test_a_question_the_reading_cannot_hold_says_its_words_and_no_tool(db, settings):
    # the plan's reason is written for the model and names tools ('a wish no kind of place says: SearchPlaces'); a
    # person is told the words that were not read
    agent = build_agent(settings, llm=ScriptedChatModel(script=[]), db=db, model_use="never")
    trace = run_question(agent, "Tally the storey figures of the Kiasma against the Ateneum for me - which one wins "
                                "out, and by what?")
    text = trace.answer.text
    assert text.startswith("I could not answer this question without a model: I could not read all of it (the words")
    assert not re.search(r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b", text) and "tool" not in text


def test_a_count_of_a_kind_the_data_holds_none_of_is_zero(db, settings):
    """'how many mosques are there in Vaduz' where no loaded extract holds one: 0 is the answer, not 'could not'."""
    from tests import independent
    assert not any(f.tags.get("religion") == "muslim" or f.tags.get("building") == "mosque"
                   for extract in independent.EXTRACTS for f in independent.nodes(extract, "amenity", "place_of_worship")
                   + independent.areas(extract, "amenity", "place_of_worship") + independent.areas(extract, "building", "mosque"))
    graph, _ = agent(db, settings, model_use="never")
    trace = run_question(graph, "how many mosques are there in Vaduz?")
    assert not trace.llm_calls and trace.answer.answered and trace.answer.text == "None: I could not find any mosques in Vaduz (0)."
    unknown = run_question(graph, "how many xyzzies are there in Vaduz?")   # a phrase no vocabulary knows: not 0
    assert not unknown.answer.answered and "0" not in unknown.answer.text


def test_three_kinds_counted_and_added_up_give_the_total_and_each(db, settings):
    """'add up the restaurants, hotels and museums in Vaduz': one count per kind, summed; the answer says each."""
    counts = {kind: one(db, f"SELECT count(*) FROM pois p JOIN regions r ON r.region_name = 'Vaduz' AND r.admin_level = 8 "
                            f"WHERE p.{key} = %s AND ST_Intersects(p.geometry::geometry, r.geometry::geometry)", value)[0]
              for kind, key, value in (("restaurants", "amenity", "restaurant"), ("hotels", "tourism", "hotel"),
                                       ("museums", "tourism", "museum"))}
    graph, _ = agent(db, settings, model_use="never")
    trace = run_question(graph, "Add up the restaurants, hotels and museums in Vaduz - what's the total?")
    assert not trace.llm_calls and trace.answer.answered
    assert [s.tool for s in trace.steps] == ["CalculateMetric"] * 3
    assert trace.answer.text.startswith(f"Together: {sum(counts.values())} (")
    assert all(f"{n} {kind}" in trace.answer.text for kind, n in counts.items() if n != 1)


def test_without_the_free_loop_the_drafts_own_refusal_is_the_answer_when_the_models_plan_fails(db, settings):
    """A composed question not read whole: the model's plan fails, and so does the reading's draft, saying why (no
    such place near the town in the data). Without the free loop that is the answer, as it is without a model; it
    used to be 'I could not read all of it', which says less than the plan found."""
    question = "I'm in Vaduz and low on fuel - how far is the nearest lighthouse by car?"
    alone = run_question(build_agent(settings, db=db, model_use="never"), question)
    assert alone.answer.answered is False and "lighthouse" in alone.answer.text
    constrained = settings.model_copy(update={"llm_constrained": True, "free_loop": False, "restate": False})
    bad = {"steps": [{"tool": "CalculateMetric", "metric": "largest", "feature": "park", "region": "Atlantis"}]}
    trace = run_question(build_agent(constrained, llm=ScriptedChatModel(script=[json.dumps(bad)]), db=db), question)
    assert [c.node for c in trace.llm_calls] == ["plan"]
    assert trace.answer.text == alone.answer.text and "could not read" not in trace.answer.text


def test_the_difference_of_two_kinds_totals_gives_both_totals_and_says_them_as_kinds(db, settings):
    """'total length of A minus total length of B in T': each kind's total, then the difference, said of the kinds
    ('The footways together are ... longer than the paths', not 'footways is ...')."""
    graph, _ = agent(db, settings)
    trace = run_question(graph, "total length of footways minus total length of paths in Vaduz?")
    assert not trace.llm_calls and [s.arguments["metric"] for s in trace.steps] == ["total_length", "total_length"]
    first, second = (s.observation["value"] for s in trace.steps)
    big, small = ("footways", "paths") if first >= second else ("paths", "footways")
    assert trace.answer.text.startswith(f"The {big} together are ") and f"longer than the {small}." in trace.answer.text
    assert trace.answer.value.number == pytest.approx(abs(first - second), rel=1e-6)
