"""What a LangGraph user expects of geo-react's graph: the answer as the last message, a recursion limit that fits the
step cap, a context and an input schema, token streaming, and chat memory in Postgres that survives a restart.
The real graph, tools and test database; a scripted model (or the fake OpenAI-compatible endpoint) plays the LLM."""

from __future__ import annotations

import uuid

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langgraph.errors import GraphRecursionError
from langgraph.graph import END, START, MessagesState, StateGraph
from pydantic import ValidationError

from georeact.tools.toolbox import Toolbox
from georeact.agent.graph import build_agent
from georeact.agent.memory import CHAT_SCHEMA, postgres_checkpointer
from georeact.agent.run import run_question
from georeact.agent.scripted import ScriptedChatModel
from georeact.db.session import DatabaseError
from tests.ui.conftest import FakeLLM

RESOLVE_VADUZ = {"name": "ResolveLocation", "args": {"name": "Vaduz"}}
PLACES = ["Vaduz", "Schaan", "Balzers", "Triesen", "Eschen", "Mauren", "Triesenberg", "Ruggell", "Gamprin",
          "Schellenberg", "Planken", "Nendeln"]


def agent_with(script, db, settings, **kwargs):
    """The loop the model drives (model_use="always"): the plan path is tested in test_plan.py."""
    kwargs.setdefault("model_use", "always")
    model = ScriptedChatModel(script=script)
    return build_agent(settings, llm=model, db=db, **kwargs), model


def in_parent(child, question: str) -> list:
    parent = StateGraph(MessagesState)
    parent.add_node("geo", child)
    parent.add_edge(START, "geo")
    parent.add_edge("geo", END)
    return parent.compile().invoke({"messages": [HumanMessage(question)]})["messages"]


def every_call_answered(messages) -> bool:
    calls = {call["id"] for m in messages if isinstance(m, AIMessage) for call in m.tool_calls}
    return calls <= {m.tool_call_id for m in messages if isinstance(m, ToolMessage)}


# ------------------------------------------------------------------------------ the answer is the last message

def test_a_parent_graph_ends_on_the_answer_written_from_a_tool_result(db, settings):
    count = {"name": "CalculateMetric", "args": {"metric": "count", "feature": "cafe", "anchor": "Ateneum",
                                                  "radius_m": 400}}
    child, _ = agent_with([count], db, settings)
    messages = in_parent(child, "How many cafes are within 400 m of the Ateneum?")
    # issue 40: the parent's thread holds the question and the answer; the tool calls stay in the child's steps
    question, last = messages
    assert isinstance(question, HumanMessage) and isinstance(last, AIMessage) and not last.tool_calls
    answer = last.response_metadata["answer"]
    assert last.content == answer["text"] and answer["evidence"][0]["tool"] == "CalculateMetric"
    counted = Toolbox(settings, db).call("CalculateMetric", count["args"]).value   # the measured count, not a guess
    assert answer["value"]["number"] == counted
    assert last.content.startswith(f"There are {counted:.0f} cafes within 400 m of Ateneum")


@pytest.mark.parametrize("model_use", ["always", "auto"])
def test_a_parent_that_speaks_before_handing_over_keeps_its_message(db, settings, model_use):
    """Issue 31: a parent graph that adds its own AI message after the person's question ('Let me check.') made
    every turn fail with HTTP 400 (the prompt ended on an assistant message) and lost that message to the answer."""
    count = {"name": "CalculateMetric", "args": {"metric": "count", "feature": "restaurant", "region": "Vaduz"}}
    child, model = agent_with([count, count], db, settings, model_use=model_use)
    parent = StateGraph(MessagesState)
    parent.add_node("intro", lambda state: {"messages": [AIMessage("Let me check the map.", id=str(uuid.uuid4()))]})
    parent.add_node("geo", child)
    parent.add_edge(START, "intro")
    parent.add_edge("intro", "geo")
    parent.add_edge("geo", END)
    for turn, question in enumerate(["How many restaurants are there in Vaduz?",
                                     "And how many restaurants are there in Vaduz?"]):
        state = {"messages": [HumanMessage(question)]} if turn == 0 else {"messages": [*messages, HumanMessage(question)]}
        messages = parent.compile().invoke(state)["messages"]
        said = [m for m in messages if isinstance(m, AIMessage) and m.content == "Let me check the map."]
        assert len(said) == turn + 1, "the parent's message was replaced"
        assert messages[-1].content == "There are 9 restaurants in Vaduz."
    for prompt in model.seen:   # the model never got a prompt ending on the parent's words
        assert not (isinstance(prompt[-1], AIMessage) and not prompt[-1].tool_calls)


def test_at_the_step_cap_and_on_failure_the_last_message_is_still_the_answer(db, settings):
    child, _ = agent_with([RESOLVE_VADUZ, "Answer: Vaduz is in Liechtenstein."], db, settings, max_steps=1)
    messages = in_parent(child, "Where is Vaduz, and what is near it?")
    last = messages[-1]
    assert isinstance(last, AIMessage) and last.content == "Vaduz is in Liechtenstein."
    assert last.response_metadata["answer"]["stopped_early"] is True
    assert every_call_answered(messages)   # no tool call left without its result for a parent's own model

    broken, _ = agent_with([RuntimeError("endpoint down")], db, settings)
    last = in_parent(broken, "Where is Vaduz?")[-1]
    assert isinstance(last, AIMessage) and last.content.startswith("geo-react could not answer: LLM call failed")
    assert "endpoint down" in last.content and last.response_metadata["answer"]["text"] == ""


# ------------------------------------------------------------------------------ recursion limit, context, schemas

def test_a_direct_invoke_runs_twelve_tool_rounds(db, settings):
    script = [{"name": "ResolveLocation", "args": {"name": name}} for name in PLACES] + ["Answer: Vaduz is one of them."]
    agent, _ = agent_with(script, db, settings, max_steps=12)
    state = whole_state(agent, {"messages": [HumanMessage("Where are the municipalities of Liechtenstein?")]})
    assert len(state["steps"]) == 12 and state["answer"].stopped_early
    assert state["messages"][-1].content == "Vaduz is one of them."

    # LangGraph's own default (25 super-steps) is too few for 12 rounds: what the bound limit is there for
    default, _ = agent_with(script, db, settings, max_steps=12)
    with pytest.raises(GraphRecursionError):
        default.with_config(recursion_limit=25).invoke({"messages": [HumanMessage("Where are they?")]})


def test_a_runs_context_sets_its_step_cap_and_tool_set(db, settings):
    agent, _ = agent_with([RESOLVE_VADUZ, "Answer: Vaduz is in Liechtenstein."], db, settings)
    state = agent.invoke({"messages": [HumanMessage("Where is Vaduz?")]}, context={"max_steps": 1})
    assert state["answer"].stopped_early and "Stopped after 1 tool rounds" in state["answer"].note
    same, _ = agent_with([RESOLVE_VADUZ, "Answer: Vaduz is in Liechtenstein."], db, settings)
    assert not same.invoke({"messages": [HumanMessage("Where is Vaduz?")]})["answer"].stopped_early

    calc = {"name": "CalculateMetric", "args": {"metric": "area", "anchor": "Vaduz"}}
    agent, model = agent_with([calc, "Answer: no tool for it."], db, settings)
    state = whole_state(agent, {"messages": [HumanMessage("How large is Vaduz?")]}, context={"tools": "sql"})
    system = str(model.seen[0][0].content)
    assert "GenerateSQL" in system and "CalculateMetric" not in system
    assert not state["steps"][0].ok and "no tool named 'CalculateMetric'" in state["steps"][0].observation_shown

    with pytest.raises(ValidationError):
        agent.invoke({"messages": [HumanMessage("Where is Vaduz?")]}, context={"max_steps": 0})


def test_a_runs_context_picks_the_model_on_the_endpoint(db, settings):
    with FakeLLM() as fake:
        endpoint = settings.model_copy(update={"llm_base_url": fake.url, "llm_max_retries": 0})
        agent = build_agent(endpoint, db=db, model_use="always")
        agent.invoke({"messages": [HumanMessage("Which cafe is nearest to the Ateneum?")]},
                     context={"model": "a-bigger-model"})
        agent.invoke({"messages": [HumanMessage("Which cafe is nearest to the Ateneum?")]})
    assert [request["model"] for request in fake.requests] == ["a-bigger-model", endpoint.llm_model]


def whole_state(agent, given, **options):
    """The graph's whole state at the end of a run (invoke gives back the output schema's keys only)."""
    *_, state = agent.stream(given, stream_mode="values", **options)
    return state


def test_studio_sees_the_input_output_and_context_schemas(db, settings):
    agent, _ = agent_with([RESOLVE_VADUZ, "Answer: Vaduz is in Liechtenstein."], db, settings)
    assert list(agent.get_input_jsonschema()["properties"]) == ["messages"]
    # what a run gives back: the conversation, the question as read and the typed answer; never its steps
    assert list(agent.get_output_jsonschema()["properties"]) == ["messages", "question", "answer"]
    given = agent.invoke({"messages": [HumanMessage("Where is Vaduz?")]})
    assert set(given) == {"messages", "question", "answer"} and given["answer"].text
    context = agent.get_context_jsonschema()["properties"]
    assert list(context) == ["model", "tools", "max_steps"] and context["max_steps"]["anyOf"][0]["minimum"] == 1


# ------------------------------------------------------------------------------ token streaming

def test_the_models_reply_streams_token_by_token(db, settings):
    call = 'I will look it up.\n<tool_call>\n{"name": "ResolveLocation", "arguments": {"name": "Vaduz"}}\n</tool_call>'
    events: list[tuple[str, object]] = []
    agent, _ = agent_with([AIMessage(call), "Answer: Vaduz is in Liechtenstein."], db, settings)
    trace = run_question(agent, "Where is Vaduz?", on_event=lambda kind, item: events.append((kind, item)),
                         stream_tokens=True)
    tokens = [item for kind, item in events if kind == "token"]
    assert len(tokens) > 10 and "".join(tokens) == call + "Answer: Vaduz is in Liechtenstein."
    # the reply's tokens come before the step they asked for
    kinds = [kind for kind, _ in events]
    assert kinds.index("token") < kinds.index("step")
    assert [step.tool for step in trace.steps] == ["ResolveLocation"] and trace.answer.text == "Vaduz is in Liechtenstein."

    quiet: list[str] = []
    agent, _ = agent_with([AIMessage(call), "Answer: Vaduz is in Liechtenstein."], db, settings)
    run_question(agent, "Where is Vaduz?", on_event=lambda kind, item: quiet.append(kind))
    assert "token" not in quiet and "step" in quiet


# ------------------------------------------------------------------------------ chat memory in Postgres

def test_a_chat_resumes_from_postgres_after_a_restart(db, settings, owner_conn):
    thread = f"test-{uuid.uuid4().hex[:8]}"
    with postgres_checkpointer(settings) as saver:
        first, _ = agent_with([RESOLVE_VADUZ, "Answer: Vaduz is the capital."], db, settings, checkpointer=saver)
        run_question(first, "Where is Vaduz?", thread_id=thread)
    # a new connection and a new agent, as after a restart of the process
    with postgres_checkpointer(settings) as saver:
        script = [{"name": "ResolveLocation", "args": {"name": "Liechtenstein"}}, "Answer: It is in Liechtenstein."]
        second, model = agent_with(script, db, settings, checkpointer=saver)
        trace = run_question(second, "And which country is it in?", thread_id=thread)
        history = second.get_state({"configurable": {"thread_id": thread}}).values["messages"]
        saver.delete_thread(thread)
    prompt = [str(message.content) for message in model.seen[0]]
    assert prompt[1:] == ["Where is Vaduz?", "Vaduz is the capital.", "And which country is it in?"]
    assert trace.answer.text == "It is in Liechtenstein." and [s.tool for s in trace.steps] == ["ResolveLocation"]
    answers = [m.content for m in history if isinstance(m, AIMessage) and "answer" in m.response_metadata]
    assert answers == ["Vaduz is the capital.", "It is in Liechtenstein."]

    # kept in a schema of its own, which the agent's read-only role cannot read
    tables = {row[0] for row in owner_conn.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = %s", [CHAT_SCHEMA])}
    assert {"checkpoints", "checkpoint_writes", "checkpoint_blobs"} <= tables
    with pytest.raises(DatabaseError, match="permission denied"):
        db.query(f"SELECT count(*) FROM {CHAT_SCHEMA}.checkpoints")
