"""The real LangGraph loop, real tools, real database; a scripted model replays exact tool-call sequences."""

from __future__ import annotations

import json
import re

from langchain_core.messages import AIMessage, HumanMessage
from langgraph.graph import END, START, MessagesState, StateGraph
import pytest

from georeact.agent.embed import as_tool
from georeact.agent.graph import build_agent
from georeact.agent.state import memory_checkpointer
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.agent.trace import TraceWriter, read_traces

RESOLVE_VADUZ = {"name": "ResolveLocation", "args": {"name": "Vaduz"}}


def agent_with(script, db, settings, **kwargs):
    """The loop the model drives (model_use="always"): the plan path is tested in test_plan.py."""
    kwargs.setdefault("model_use", "always")
    model = ScriptedChatModel(script=script)
    return build_agent(settings, llm=model, db=db, **kwargs), model


def test_one_tool_call_then_answer(db, settings):
    agent, model = agent_with([RESOLVE_VADUZ, "Answer: Vaduz is at 47.14 N, 9.52 E."], db, settings)
    trace = run_question(agent, "Where is Vaduz?")
    assert trace.error is None
    assert [step.tool for step in trace.steps] == ["ResolveLocation"]
    step = trace.steps[0]
    assert step.ok and "Vaduz" in step.observation_shown
    assert step.sql and all(query.duration_ms >= 0 for query in step.sql)
    assert len(trace.llm_calls) == 2
    assert trace.answer.text.startswith("Vaduz is at")
    assert trace.answer.value is not None
    assert trace.answer.evidence and trace.answer.evidence[0].tool == "ResolveLocation"
    # The model saw the observation before answering.
    assert any("Vaduz" in str(message.content) for message in model.seen[1] if message.type == "tool")


def test_text_written_tool_calls_are_parsed(db, settings):
    call = AIMessage(content='I will look it up.\n<tool_call>\n{"name": "ResolveLocation", "arguments": {"name": "Schaan"}}\n</tool_call>')
    agent, _ = agent_with([call, "Answer: Schaan is in Liechtenstein."], db, settings)
    trace = run_question(agent, "Where is Schaan?")
    assert [step.tool for step in trace.steps] == ["ResolveLocation"]
    assert trace.steps[0].arguments == {"name": "Schaan"}
    assert trace.steps[0].thought == "I will look it up."


def test_repeated_identical_call_is_answered_from_the_first(db, settings):
    agent, _ = agent_with([RESOLVE_VADUZ, RESOLVE_VADUZ, "Answer: Vaduz."], db, settings)
    trace = run_question(agent, "Where is Vaduz?")
    first, second = trace.steps
    assert not first.repeated and second.repeated
    assert "already made this exact call" in second.observation_shown
    assert first.observation_shown in second.observation_shown
    assert not second.sql  # nothing was run again


def test_step_cap_ends_gracefully_with_best_answer(db, settings):
    script = [RESOLVE_VADUZ, {"name": "ResolveLocation", "args": {"name": "Schaan"}},
              "Answer: best I have: Vaduz and Schaan."]
    agent, _ = agent_with(script, db, settings, max_steps=2)
    trace = run_question(agent, "Where are Vaduz, Schaan and Balzers?", max_steps=2)
    assert len(trace.steps) == 2
    assert trace.answer.stopped_early
    assert "step cap" in trace.answer.note
    assert trace.answer.text == "best I have: Vaduz and Schaan."
    assert [call.node for call in trace.llm_calls] == ["reason", "reason", "finish"]


def test_step_cap_falls_back_to_the_last_observation_when_the_model_keeps_calling(db, settings):
    script = [RESOLVE_VADUZ, {"name": "ResolveLocation", "args": {"name": "Schaan"}}]
    agent, _ = agent_with(script, db, settings, max_steps=1)
    trace = run_question(agent, "Where is Vaduz?", max_steps=1)
    assert trace.answer.stopped_early
    assert "Vaduz" in trace.answer.text  # the ResolveLocation observation


def test_malformed_arguments_come_back_as_an_observation(db, settings):
    script = [{"name": "ResolveLocation", "args": {"place": "Vaduz"}}, RESOLVE_VADUZ, "Answer: Vaduz."]
    agent, model = agent_with(script, db, settings)
    trace = run_question(agent, "Where is Vaduz?")
    bad, good = trace.steps
    assert not bad.ok and "invalid arguments for ResolveLocation" in bad.observation_shown
    assert "name" in bad.observation_shown  # says which field is missing
    assert good.ok
    assert trace.answer.text == "Vaduz."


def test_an_answer_from_a_planned_tour_is_kept(db, settings):
    """The model's tour in its own words names the stops PlanRoute returned: it rests on that result (it was sent
    back as resting on nothing, since only CalculateMetric's names counted)."""
    tour = {"name": "PlanRoute", "args": {"stops": ["Ateneum", "Kiasma", "Helsinki Cathedral"]}}
    said = "Walk from the Ateneum to Helsingin tuomiokirkko, then to Kiasma and back."
    agent, model = agent_with([tour, f"Answer: {said}"], db, settings)
    trace = run_question(agent, "Plan a walking tour of the Ateneum, Kiasma and the Helsinki Cathedral.")
    assert [step.tool for step in trace.steps] == ["PlanRoute"]
    assert trace.answer.text == said
    assert len(model.seen) == 2


def test_unknown_tool_is_reported(db, settings):
    agent, _ = agent_with([{"name": "Teleport", "args": {}}, "Answer: I cannot."], db, settings)
    trace = run_question(agent, "Teleport me to Vaduz")
    assert not trace.steps[0].ok
    assert "no tool named 'Teleport'" in trace.steps[0].observation_shown
    assert "ResolveLocation" in trace.steps[0].observation_shown


def test_a_tool_that_raises_does_not_stop_the_loop(db, settings, monkeypatch):
    from georeact.tools import resolve_location

    def explode(ctx, args):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(resolve_location, "run", explode)
    agent, model = agent_with([RESOLVE_VADUZ, "Answer: unknown.", "Answer: still unknown."], db, settings)
    trace = run_question(agent, "Where is Vaduz?")
    assert not trace.steps[0].ok
    assert "internal error" in trace.steps[0].observation_shown and "boom" in trace.steps[0].observation_shown
    # 'unknown' rests on no tool result: sent back once, then said plainly; the tool's reason (written for the
    # model) stays in the note, out of what the person reads
    assert "names no place, figure or direction" in str(model.seen[2][-1].content)
    assert trace.answer.text == "I could not answer this question from the map data."
    assert "boom" in trace.answer.note and "still unknown" in trace.answer.note


def test_unreachable_llm_endpoint_fails_the_question_cleanly(db, settings):
    from georeact.agent.llm import build_chat_model

    dead = settings.model_copy(update={"llm_base_url": "http://127.0.0.1:9/v1", "llm_max_retries": 0, "llm_timeout_s": 3})
    agent = build_agent(dead, llm=build_chat_model(dead), db=db)
    trace = run_question(agent, "What is Vaduz known for?")   # (no plan reads it: the model is called)
    assert trace.error and "LLM call failed" in trace.error
    assert trace.llm_calls and trace.llm_calls[0].error


def test_empty_question_is_a_clear_error(db, settings):
    agent, _ = agent_with([], db, settings)
    trace = run_question(agent, "   ")
    assert trace.error and "empty" in trace.error


def test_multi_turn_memory_through_the_checkpointer(db, settings):
    script = [RESOLVE_VADUZ, "Answer: Vaduz is the capital.",
              {"name": "ResolveLocation", "args": {"name": "Liechtenstein"}}, "Answer: It is in Liechtenstein."]
    agent, model = agent_with(script, db, settings, checkpointer=memory_checkpointer())
    run_question(agent, "Where is Vaduz?", thread_id="t1")
    second = run_question(agent, "And which country is it in?", thread_id="t1")
    assert [step.tool for step in second.steps] == ["ResolveLocation"]  # the per-question record starts afresh
    first_prompt_of_turn_two = [str(message.content) for message in model.seen[2]]
    # the old answer as geo-react gave it (its last message replaced the model's raw 'Answer: ...')
    assert "Where is Vaduz?" in first_prompt_of_turn_two and "Vaduz is the capital." in first_prompt_of_turn_two
    # system, old question, old answer, new question: old observations are not resent
    assert len(first_prompt_of_turn_two) == 4
    assert first_prompt_of_turn_two[-1] == "And which country is it in?"
    assert second.answer.text == "It is in Liechtenstein."


def test_an_answer_without_any_tool_call_is_nudged_once(db, settings):
    agent, model = agent_with(["Answer: Vaduz is in Austria.", RESOLVE_VADUZ, "Answer: Vaduz is in Liechtenstein."],
                              db, settings)
    trace = run_question(agent, "Where is Vaduz?")
    assert [step.tool for step in trace.steps] == ["ResolveLocation"]
    assert "Answers must come from the database" in str(model.seen[1][-1].content)
    assert trace.answer.text == "Vaduz is in Liechtenstein."

    stubborn, _ = agent_with(["Answer: a guess.", "Answer: still a guess."], db, settings)
    trace = run_question(stubborn, "Where is Vaduz?")
    # nudged once, not in a loop; a guess is never the answer: said plainly, the guess kept in the note
    assert trace.steps == [] and len(trace.llm_calls) == 2
    assert trace.answer.text.startswith("I could not answer this question") and "still a guess" in trace.answer.note


def test_traces_are_written_as_jsonl_and_survive_a_truncated_line(db, settings, tmp_path):
    agent, _ = agent_with([RESOLVE_VADUZ, "Answer: Vaduz."], db, settings)
    trace = run_question(agent, "Where is Vaduz?", trace_id="q1")
    path = tmp_path / "traces.jsonl"
    writer = TraceWriter(path)
    writer.write(trace)
    with path.open("a") as handle:
        handle.write('{"id": "half-writ')  # a crash mid-write
    assert [t.id for t in read_traces(path)] == ["q1"]
    TraceWriter(path).write(trace.model_copy(update={"id": "q2"}))  # reopening cuts the torn line
    lines = path.read_text().splitlines()
    assert [json.loads(line)["id"] for line in lines] == ["q1", "q2"]
    record = json.loads(lines[0])
    assert record["steps"][0]["tool"] == "ResolveLocation"
    assert record["steps"][0]["sql"][0]["sql"]
    assert record["steps"][0]["observation"]  # the full structured result, not only what the model saw
    assert record["llm_calls"] and record["answer"]["text"] == "Vaduz."


def test_parent_graph_delegates_to_geo_react(db, settings):
    """A parent LangGraph app with geo-react both as a subgraph node and as a tool."""
    child, _ = agent_with([RESOLVE_VADUZ, "Answer: Vaduz is in Liechtenstein."], db, settings)

    parent = StateGraph(MessagesState)
    parent.add_node("geo", child)
    parent.add_edge(START, "geo")
    parent.add_edge("geo", END)
    result = parent.compile().invoke({"messages": [HumanMessage("Where is Vaduz?")]})
    last = result["messages"][-1]   # geo-react's answer, not the model's raw reply
    assert last.type == "ai" and last.content == "Vaduz is in Liechtenstein."
    assert last.response_metadata["answer"]["evidence"][0]["tool"] == "ResolveLocation"

    tool_agent, _ = agent_with([RESOLVE_VADUZ, "Answer: Vaduz is in Liechtenstein."], db, settings)
    tool = as_tool(tool_agent)
    message = tool.invoke({"type": "tool_call", "id": "c1", "name": tool.name, "args": {"question": "Where is Vaduz?"}})
    assert message.content == "Vaduz is in Liechtenstein."
    assert message.artifact.evidence[0].tool == "ResolveLocation"


def test_the_sql_only_tool_set_gets_the_sql_prompt(db, settings):
    agent, model = agent_with(["Answer: none."], db, settings, tools="sql")
    run_question(agent, "Where is Vaduz?")
    system = str(model.seen[0][0].content)
    assert "GenerateSQL" in system and "CalculateMetric" not in system
    full, model = agent_with([RESOLVE_VADUZ, "Answer: Vaduz."], db, settings)
    run_question(full, "Where is Vaduz?")
    assert "CalculateMetric" in str(model.seen[0][0].content)


def test_parse_seed_goes_after_the_question_and_leaves_the_system_prompt_alone(db, settings):
    parse_reply = '{"answer_type": "location", "anchors": ["Vaduz"]}'
    agent, model = agent_with([parse_reply, RESOLVE_VADUZ, "Answer: Vaduz."], db, settings, seed_parse=True)
    trace = run_question(agent, "Where is Vaduz?")
    assert [call.node for call in trace.llm_calls] == ["parse", "reason", "reason"]
    plain_agent, plain_model = agent_with([RESOLVE_VADUZ, "Answer: Vaduz."], db, settings)
    run_question(plain_agent, "Where is Vaduz?")
    seeded_prompt, plain_prompt = model.seen[1], plain_model.seen[0]
    # The system prompt is byte-identical to the unseeded one, so the server's prompt cache keeps serving it.
    assert seeded_prompt[0].type == "system" and seeded_prompt[0].content == plain_prompt[0].content
    assert [message.type for message in seeded_prompt[1:3]] == ["human", "human"]
    assert seeded_prompt[1].content == "Where is Vaduz?"
    assert "Parsed question" in seeded_prompt[2].content and "Vaduz" in seeded_prompt[2].content
    assert trace.answer.text == "Vaduz."


def test_tools_see_the_question_and_restore_what_the_model_dropped(db, settings):
    call = {"name": "CalculateMetric", "args": {"metric": "nearest", "feature": "restaurant", "anchor": "Komppi"}}
    agent, _ = agent_with([call, "Answer: El Greco."], db, settings)
    trace = run_question(agent, "What is the nearest Greek restaurant to Komppi?")
    step = trace.steps[0]
    assert step.ok and "cuisine=greek" in step.observation_shown
    assert "the question asks for greek restaurant" in step.observation_shown


def test_the_sql_prompt_and_tools_follow_the_schema_profile(db, settings, planet_osm_loaded):
    classic = settings.model_copy(update={"schema_profile": "planet_osm"})
    query = {"name": "GenerateSQL", "args": {"sql": "SELECT name FROM planet_osm_polygon WHERE name = 'Ateneum'"}}
    agent, model = agent_with([query, "Answer: the Ateneum."], db, classic, tools="sql")
    trace = run_question(agent, "Is there an Ateneum?")
    system = str(model.seen[0][0].content)
    assert "planet_osm_point" in system and "ST_Transform(way, 4326)::geography" in system
    assert "poi_name" not in system
    assert trace.steps[0].ok and "Ateneum" in trace.steps[0].observation_shown
    gsqa_agent, gsqa_model = agent_with(["Answer: none."], db, settings, tools="sql")
    run_question(gsqa_agent, "Where is Vaduz?")
    assert "poi_name" in str(gsqa_model.seen[0][0].content) and "planet_osm" not in str(gsqa_model.seen[0][0].content)


def test_an_invented_handle_is_replaced_by_the_one_place_this_question_resolved(db, settings):
    # (an id no row has: a small one may be a real row, by the order the extracts were loaded in)
    resolve = {"name": "ResolveLocation", "args": {"name": "Molly Malone's", "context": "Helsinki"}}
    invented = {"name": "CalculateMetric", "args": {"metric": "nearest", "feature": "hairdresser",
                                                    "anchor": "pois:987654321", "radius_m": 750}}
    agent, _ = agent_with([resolve, invented, "Answer: done."], db, settings)
    trace = run_question(agent, "Is there a hairdresser near Molly Malone's, Helsinki?")
    resolved = re.search(r"pois:\d+", trace.steps[0].observation_shown).group(0)
    step = trace.steps[1]
    assert step.ok and step.arguments["anchor"] == resolved
    assert f"anchor=pois:987654321 appears in no earlier result; used {resolved}" in step.observation_shown
    # nothing resolved yet: the place the question names is used instead of the made-up id
    agent, _ = agent_with([invented, "Answer: done."], db, settings)
    trace = run_question(agent, "Is there a hairdresser near Molly Malone's, Helsinki?")
    assert trace.steps[0].ok and trace.steps[0].arguments["anchor"] == "Molly Malone's, Helsinki"
    assert trace.steps[0].observation_shown.startswith("nearest | anchor: Molly Malone's (")
    # two places resolved: no guess, the tool's own error stands
    other = {"name": "ResolveLocation", "args": {"name": "Ateneum"}}
    agent, _ = agent_with([resolve, other, invented, "Answer: done."], db, settings)
    trace = run_question(agent, "Is there a hairdresser between Molly Malone's and the Ateneum?")
    assert not trace.steps[2].ok and trace.steps[2].arguments["anchor"] == "pois:987654321"


def test_invented_handles_for_both_places_become_the_places_the_question_names(db, settings):
    # measured: both handles made up in the first round, before anything was resolved
    invented = {"name": "CalculateMetric", "args": {"metric": "nearest", "feature": "convenience store",
                                                    "anchor": "pois:12345", "anchor_b": "pois:67890"}}
    agent, _ = agent_with([invented, "Answer: done."], db, settings)
    trace = run_question(agent, "Going from Yogastudio Solveig Atzl in the direction of Jannys, Neubrandenburg, "
                                "where is the nearest convenience store?")
    step = trace.steps[0]
    assert step.arguments["anchor"] == "Yogastudio Solveig Atzl" and step.arguments["anchor_b"] == "Jannys, Neubrandenburg"
    assert step.ok and "towards: Jannys (" in step.observation_shown


def test_an_invented_handle_for_a_second_place_the_question_never_names_is_dropped(db, settings):
    # measured: anchor_b='regions:12' sent with the first call of "how far is the closest museum from X, Helsinki?"
    invented = {"name": "CalculateMetric", "args": {"metric": "distance", "feature": "museum",
                                                    "anchor": "Kunstmuseum Liechtenstein", "anchor_b": "regions:12"}}
    agent, _ = agent_with([invented, "Answer: done."], db, settings)
    trace = run_question(agent, "How many metres away is the closest museum from Kunstmuseum Liechtenstein?")
    step = trace.steps[0]
    assert "anchor_b" not in step.arguments and step.ok, step.observation_shown
    assert "anchor_b=regions:12 appears in no earlier result and the question names no such place: left out" \
        in step.observation_shown


def test_invented_stops_of_a_tour_become_the_places_the_question_lists(db, settings):
    # measured: PlanRoute(stops=['pois:12', 'pois:13', 'pois:14']) -- real rows, never shown -- for a named tour
    invented = {"name": "PlanRoute", "args": {"stops": ["pois:12", "pois:13", "pois:14"], "mode": "walk"}}
    agent, _ = agent_with([invented, "Answer: done."], db, settings)
    trace = run_question(agent, "Plan the shortest walk visiting the Landtag, the Kunstmuseum Liechtenstein and "
                                "the Rathaus Vaduz.")
    step = trace.steps[0]
    assert step.ok and step.arguments["stops"] == ["Landtag", "Kunstmuseum Liechtenstein", "Rathaus Vaduz"]
    assert "appear in no earlier result; used the places the question names" in step.observation_shown
    assert all(name in step.observation_shown for name in ("Landtag", "Kunstmuseum Liechtenstein", "Rathaus Vaduz"))
    # a handle the question gives itself stands (it is no invention), as does every handle when it lists no tour
    agent, _ = agent_with([invented, "Answer: done."], db, settings)
    kept = run_question(agent, "Plan a walk through pois:12, pois:13 and pois:14.").steps[0]
    assert kept.arguments["stops"] == ["pois:12", "pois:13", "pois:14"]


def test_a_resolved_place_comes_with_the_call_the_question_asks_for(db, settings):
    region = {"name": "GetRegionGeometry", "args": {"region": "Fontvieille"}}
    agent, _ = agent_with([region, "Answer: done."], db, settings)
    trace = run_question(agent, "Which garden in Fontvieille is the biggest?")
    handle = re.search(r"regions:\d+", trace.steps[0].observation_shown).group(0)
    hint = trace.steps[0].observation_shown.splitlines()[-1]
    assert hint.startswith("next: CalculateMetric ")
    suggested = json.loads(hint.removeprefix("next: CalculateMetric "))
    assert suggested == {"metric": "largest", "feature": "garden", "region": handle}
    # the suggested call answers the question (independent check of the tool: tests/tools/test_calculate_metric.py)
    agent, _ = agent_with([{"name": "CalculateMetric", "args": suggested}, "Answer: done."], db, settings)
    answer = run_question(agent, "Which garden in Fontvieille is the biggest?").steps[0]
    from tests import independent as ind
    fontvieille = next(a for a in ind.areas("monaco", "name", "Fontvieille") if a.tags.get("boundary") == "administrative")
    gardens = [g for g in ind.areas("monaco", "leisure", "garden") if g.geometry.intersects(fontvieille.geometry)]
    largest = max(gardens, key=lambda g: ind.geodesic_area(g.geometry))
    assert answer.ok and f"1. {largest.name} (" in answer.observation_shown
    # the SQL-only set has no CalculateMetric to suggest, and a question without a clear metric gets no hint
    sql_agent, _ = agent_with([{"name": "GenerateSQL", "args": {"sql": "SELECT 1"}}, "Answer: 1."], db, settings,
                              tools="sql")
    assert "next:" not in run_question(sql_agent, "Which garden in Fontvieille is the biggest?").steps[0].observation_shown
    agent, _ = agent_with([region, "Answer: done."], db, settings)
    assert "next:" not in run_question(agent, "Tell me about Fontvieille.").steps[0].observation_shown


def test_a_direction_question_is_answered_with_a_direction_value(db, settings):
    # measured: the model asked for the distance and then wrote "east" for a shop 21° (north) away
    question = "In which direction is the closest photo shop from Galerie Anhava, Helsinki?"
    resolve = {"name": "ResolveLocation", "args": {"name": "Galerie Anhava", "context": "Helsinki"}}
    agent, _ = agent_with([resolve, "Answer: done."], db, settings)
    shown = run_question(agent, question).steps[0].observation_shown
    suggested = json.loads(shown.splitlines()[-1].removeprefix("next: CalculateMetric "))
    assert suggested["metric"] == "azimuth" and suggested["feature"] == "photo shop"
    distance = {"name": "CalculateMetric", "args": {"metric": "distance", "feature": "photo shop", "anchor": "Galerie Anhava"}}
    agent, _ = agent_with([distance, "The closest photo shop is to the east."], db, settings)
    trace = run_question(agent, question)
    # the result answers the question as read: the answer is written from it, degrees and compass word
    assert trace.answer.text == "Zoomi Kuvakaupat is 21° (north) from Galerie Anhava." and len(trace.llm_calls) == 1
    # when the model writes the answer itself (rendering off), its text is checked against the measurement
    agent, _ = agent_with([distance, "The closest photo shop is to the east."], db, settings, render_answers=False)
    trace = run_question(agent, question)
    assert trace.answer.value.kind == "direction" and trace.answer.value.compass == "north"
    # the text still says east: the answer carries a note saying which figure to trust
    assert "The text says 90° (east), the tools measured 21° (north)" in trace.answer.note


def test_an_answer_that_copies_the_measurement_gets_no_note(db, settings):
    distance = {"name": "CalculateMetric", "args": {"metric": "distance", "feature": "photo shop", "anchor": "Galerie Anhava"}}
    agent, _ = agent_with([distance, "The closest photo shop is 21° from north."], db, settings, render_answers=False)
    trace = run_question(agent, "In which direction is the closest photo shop from Galerie Anhava, Helsinki?")
    assert trace.answer.value.compass == "north" and trace.answer.note is None


def test_a_bare_handle_in_the_answer_gets_the_name_it_stands_for(db, settings):
    # measured: 4 of 34 frozen answers were only a handle ("... is **pois:1078**.")
    casino = db.query("SELECT id FROM pois WHERE poi_name = 'Casino Helsinki'").rows[0][0]
    resolve = {"name": "ResolveLocation", "args": {"name": "Casino Helsinki"}}
    agent, _ = agent_with([resolve, f"The place is **pois:{casino}**."], db, settings)
    trace = run_question(agent, "Where is Casino Helsinki?")
    assert trace.answer.text == "The place is **Casino Helsinki**."   # the handle stays in the evidence
    assert f"pois:{casino}" in trace.answer.evidence[0].handles


def test_an_answer_with_a_reference_no_tool_gave_is_sent_back_once(db, settings):
    # measured on the frozen set: after resolving Monaco the model answered 'park:monaco-largest'
    question = "Can you name the largest park located in Monaco?"
    resolve = {"name": "ResolveLocation", "args": {"name": "Monaco"}}
    largest = {"name": "CalculateMetric", "args": {"metric": "largest", "feature": "park", "region": "Monaco"}}
    agent, model = agent_with([resolve, "park:monaco-largest", largest, "The largest park is pois:999999."],
                              db, settings)
    trace = run_question(agent, question)
    assert [step.tool for step in trace.steps] == ["ResolveLocation", "CalculateMetric"]
    assert "'park:monaco-largest' appears in no tool result" in str(model.seen[2][-1].content)
    largest_park = trace.steps[1].observation["entities"][0]["name"]
    assert trace.answer.value.entities[0].name == largest_park
    # the CalculateMetric result answers the question as read: the answer is written from it, no fourth call
    assert len(trace.llm_calls) == 3 and largest_park in trace.answer.text


# ---------------------------------------------------------------- answers written from the tool's result

def test_a_count_answered_by_one_call_is_written_from_the_result(db, settings):
    question = "How many cafes are within 400 m of the Ateneum?"
    count = {"name": "CalculateMetric", "args": {"metric": "count", "feature": "cafe", "anchor": "Ateneum",
                                                  "radius_m": 400}}
    agent, model = agent_with([count], db, settings)   # one reply: no second call is made
    trace = run_question(agent, question)
    total = trace.steps[0].observation["value"]
    assert total >= 2 and len(trace.llm_calls) == 1
    assert trace.answer.text == f"There are {total:.0f} cafes within 400 m of Ateneum."   # a sentence, no tags
    assert trace.answer.value.number == total and trace.answer.value.unit == "count"
    assert trace.meta["reading"]["metric"] == "count" and trace.meta["reading"]["radius_m"] == 400   # in the trace


def test_a_list_question_lists_every_match_with_the_total(db, settings):
    question = "Which cafes are within 100 m of the Ateneum?"
    # the model asks for the single nearest, with the radius: the tool lists every match inside it
    nearest = {"name": "CalculateMetric", "args": {"metric": "nearest", "feature": "cafe", "anchor": "Ateneum",
                                                    "radius_m": 100}}
    agent, _ = agent_with([nearest], db, settings)
    trace = run_question(agent, question)
    observation = trace.steps[0].observation
    names = [e["name"] for e in observation["entities"] if e["name"]]
    assert observation["total"] == len(observation["entities"]) >= 2
    assert trace.answer.text.startswith(f"{observation['total']} cafes within 100 m of Ateneum:")
    assert all(name in trace.answer.text for name in names)
    assert [e.name for e in trace.answer.value.entities if e.name] == names


def test_a_call_that_does_not_answer_the_reading_keeps_the_loop(db, settings):
    question = "How many cafes are within 400 m of the Ateneum?"
    distance = {"name": "CalculateMetric", "args": {"metric": "distance", "anchor": "Ateneum", "anchor_b": "Kiasma"}}
    count = {"name": "CalculateMetric", "args": {"metric": "count", "feature": "cafe", "anchor": "Ateneum",
                                                  "radius_m": 400}}
    agent, _ = agent_with([distance, count], db, settings)
    trace = run_question(agent, question)
    # a distance is not the count asked for: the model goes on, and the count it asks next is the answer
    assert [s.observation["metric"] for s in trace.steps] == ["distance", "count"] and len(trace.llm_calls) == 2
    assert trace.answer.value.number == trace.steps[1].observation["value"]


def test_a_prose_plan_is_sent_back_then_replaced_by_the_readings_call(db, settings):
    question = "How many cafes are within 400 m of the Ateneum?"
    plan = "To find the cafes you can use the following steps: first resolve the place, then count the cafes."
    agent, model = agent_with([RESOLVE_VADUZ, plan, plan], db, settings)
    trace = run_question(agent, question)
    sent_back = str(model.seen[2][-1].content)
    assert "names no place, figure or direction" in sent_back and '"metric": "count"' in sent_back
    # the second plan is not accepted either: the agent makes the reading's call itself and answers from it
    last = trace.steps[-1]
    assert last.tool == "CalculateMetric" and last.arguments["anchor"] == "Ateneum"
    assert last.arguments["radius_m"] == 400 and last.arguments["metric"] == "count"
    assert trace.answer.text.startswith(f"There are {last.observation['value']:.0f} ")
    assert "rested on no tool result" in trace.answer.note


def test_a_final_answer_call_under_constrained_decoding_is_the_answer(db, settings):
    constrained = settings.model_copy(update={"llm_constrained": True})
    question = "How many cafes are within 400 m of the Ateneum?"
    distance = {"name": "CalculateMetric", "args": {"metric": "distance", "anchor": "Ateneum", "anchor_b": "Kiasma"}}
    agent, model = agent_with([distance, {"name": "FinalAnswer", "args": {"answer": "Answer: it is 7 cafes."}}],
                              db, constrained, render_answers=False, check_answers=False)
    trace = run_question(agent, question)
    assert [s.tool for s in trace.steps] == ["CalculateMetric"]        # FinalAnswer is no tool step
    assert trace.answer.text == "it is 7 cafes." and len(trace.llm_calls) == 2


def test_constrained_decoding_admits_one_call_of_a_bound_tool_or_final_answer(db, settings):
    from georeact.agent.graph import GraphBuilder
    from georeact.agent.llm import build_chat_model
    from georeact.tools.base import ToolContext
    from georeact.tools.registry import load_tools

    constrained = settings.model_copy(update={"llm_constrained": True, "llm_base_url": "http://127.0.0.1:9/v1"})
    ctx = ToolContext(db=db, settings=constrained)
    specs = load_tools("full", (), ctx.profile)
    builder = GraphBuilder(constrained, build_chat_model(constrained), specs, ctx, 4, False, True)
    bound = builder.llm_with_tools
    assert "tools" not in bound.kwargs      # the grammar holds the arguments; the prompt lists the tools in a line each
    tools = builder.system_prompt.split("<tools>\n")[1].split("\n</tools>")[0].splitlines()
    assert sorted(line.split("(")[0] for line in tools) == sorted([s.name for s in specs] + ["FinalAnswer"])
    assert tools[0].startswith("CalculateMetric(metric: count|area|") and '"oneOf"' not in builder.system_prompt
    steps = bound.kwargs["extra_body"]["response_format"]["json_schema"]["schema"]["oneOf"]
    assert [s["properties"]["name"]["const"] for s in steps] == [s.name for s in specs] + ["FinalAnswer"]
    metric = steps[[s.name for s in specs].index("CalculateMetric")]["properties"]["arguments"]
    assert metric["properties"]["metric"]["enum"] and "maxLength" not in metric["properties"]["metric"]
    assert metric["properties"]["feature"]["maxLength"] <= 200         # no free string runs to max_tokens
    assert steps[-1]["properties"]["arguments"]["properties"]["answer"]["maxLength"] <= 1000
    candidates = metric["properties"]["candidates"]     # a list cannot run on either, nor can its items
    assert candidates["maxItems"] <= 20 and candidates["items"]["maxLength"] <= 200
    stops = steps[[s.name for s in specs].index("PlanRoute")]["properties"]["arguments"]["properties"]["stops"]
    assert stops["maxItems"] == 60 and stops["items"]["maxLength"] <= 200


def test_a_listing_in_a_town_known_only_as_a_point_is_the_answer(db, settings):
    # measured: the list around the town's point was not taken as the answer and the model repeated the call 10 times
    call = {"name": "CalculateMetric", "args": {"metric": "list", "feature": "museum", "region": "Helsinki"}}
    agent, model = agent_with([call, "Answer: repeated."], db, settings)
    trace = run_question(agent, "Find a museum in Helsinki.")
    assert len(trace.steps) == 1 and len(trace.llm_calls) == 1, [s.arguments for s in trace.steps]
    assert trace.answer.text.splitlines()[0].endswith("museums within 5.00 km of Helsinki:")   # counted: plural
    assert "pois" not in trace.answer.text and "tourism=" not in trace.answer.text   # names, not tags
    assert "Kiasma" in trace.answer.text


@pytest.mark.parametrize("said, kept", [
    ("Answer: The Kiasma and the Ateneum are 2,450 m apart, a short stroll.", False),   # a figure no tool gave
    ("Answer: The Kiasma and the Ateneum are {km} km apart.", True),                   # the measure in km
])
def test_a_figure_no_tool_result_holds_is_never_stated(db, settings, said, kept):
    question = "How far is the Kiasma from the Ateneum?"
    metres = db.query("""SELECT min(ST_Distance(a.geometry, b.geometry)) FROM pois a, pois b
        WHERE a.poi_name = 'Kiasma' AND b.poi_name = 'Ateneum'""").rows[0][0]
    resolve = {"name": "ResolveLocation", "args": {"name": "Kiasma"}}
    agent, _ = agent_with([resolve, said.format(km=f"{metres / 1000:.2f}")], db, settings, render_answers=False)
    trace = run_question(agent, question)
    if kept:
        assert trace.answer.text == said.removeprefix("Answer: ").format(km=f"{metres / 1000:.2f}")
    else:   # the distance the question implies is measured and stated instead, and the note says why
        assert "2,450" not in trace.answer.text and f"{metres:.0f} m" in trace.answer.text
        assert "2,450, which no tool result holds" in trace.answer.note


def test_a_tool_that_says_what_the_user_must_do_is_no_internal_error(db, settings, monkeypatch):
    from georeact.errors import GeoReactError
    from georeact.tools import plan_route

    def without_or_tools(ctx, args):
        raise GeoReactError("planning a tour needs OR-Tools: pip install 'geo-react[routing]'")

    monkeypatch.setattr(plan_route, "run", without_or_tools)
    tour = {"name": "PlanRoute", "args": {"stops": ["Kunstmuseum Liechtenstein", "Landtag"], "context": "Vaduz"}}
    agent, _ = agent_with([tour, "Answer: I cannot plan it."], db, settings, check_answers=False)
    trace = run_question(agent, "a walking tour of the Kunstmuseum Liechtenstein and the Landtag")
    shown = trace.steps[0].observation_shown
    assert not trace.steps[0].ok and "pip install 'geo-react[routing]'" in shown and "internal error" not in shown
