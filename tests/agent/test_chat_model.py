"""georeact.llm.chat_model(): the embedded model driving someone else's agent (issue 31 item 3).

LangChain's prebuilt agent (`langchain.agents.create_agent`, LangGraph's `create_react_agent` as it is now) over
geo-react's LangChain tools on the test database: first with a
scripted inner model that writes its tool call as text in a ```json fence, as the embedded model does (the loop,
deterministically), then with the real embedded server.
"""

from __future__ import annotations

import pytest
from langchain_core.language_models.fake_chat_models import GenericFakeChatModel
from langchain_core.messages import AIMessage, ToolMessage

from georeact.llm import TextToolCallingChatModel, chat_model
from georeact.tools.langchain_tools import as_langchain_tools
from tests.agent.test_live_agent import _installed, llm_server  # noqa: F401  (a fixture)
from langchain.agents import create_agent

# the embedded model's server on its default port, started and stopped here: one test process at a time
pytestmark = pytest.mark.uses_alone("embedded model server")

FENCED_CALL = ('I will count them.\n```json\n{"name": "CalculateMetric", "arguments": {"metric": "count", '
               '"feature": "restaurant", "region": "Vaduz"}}\n```')


def test_a_tool_call_written_as_text_becomes_a_real_one_and_the_prebuilt_agent_runs_it(db, settings):
    inner = GenericFakeChatModel(messages=iter([AIMessage(content=FENCED_CALL),
                                                AIMessage(content="There are 9 restaurants in Vaduz.")]))
    tools = as_langchain_tools(db=db, settings=settings)
    agent = create_agent(TextToolCallingChatModel(inner=inner), tools)
    messages = agent.invoke({"messages": [("user", "How many restaurants are there in Vaduz?")]})["messages"]
    called = [m for m in messages if isinstance(m, AIMessage) and m.tool_calls]
    assert called and called[0].tool_calls[0]["name"] == "CalculateMetric"
    assert called[0].tool_calls[0]["args"] == {"metric": "count", "feature": "restaurant", "region": "Vaduz"}
    assert called[0].content == "I will count them."   # the text around the call stays the thought
    (observation,) = [m for m in messages if isinstance(m, ToolMessage)]
    direct = next(tool for tool in tools if tool.name == "CalculateMetric").invoke(
        {"metric": "count", "feature": "restaurant", "region": "Vaduz"})
    assert observation.status == "success" and observation.content == direct
    assert messages[-1].content == "There are 9 restaurants in Vaduz."


def test_a_call_repeated_identically_ends_the_agent_with_what_it_returned(db, settings):
    inner = GenericFakeChatModel(messages=iter([AIMessage(content=FENCED_CALL) for _ in range(5)]))
    tools = as_langchain_tools(db=db, settings=settings)
    agent = create_agent(TextToolCallingChatModel(inner=inner), tools)
    messages = agent.invoke({"messages": [("user", "How many restaurants are there in Vaduz?")]},
                            {"recursion_limit": 12})["messages"]
    (observation,) = [m for m in messages if isinstance(m, ToolMessage)]   # the call ran once
    assert not messages[-1].tool_calls and messages[-1].content == observation.content


def test_unbound_or_native_calls_pass_unchanged(db, settings):
    native = AIMessage(content="", tool_calls=[{"name": "ResolveLocation", "args": {"name": "Vaduz"}, "id": "c1"}])
    model = TextToolCallingChatModel(inner=GenericFakeChatModel(messages=iter([native, AIMessage(content=FENCED_CALL)])))
    bound = model.bind_tools(as_langchain_tools(db=db, settings=settings))
    assert bound.invoke("Where is Vaduz?").tool_calls == native.tool_calls
    assert model.invoke("How many?").tool_calls == []   # no tools bound: the text is an answer, not a call


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.skipif(not _installed(), reason="embedded llama-server or model not installed (`georeact llm prepare`)")
def test_the_embedded_model_drives_a_prebuilt_agent_through_geo_react_tools(llm_server, db, settings):  # noqa: F811
    # two tools, not the host set: each tool's schema is prompt the CPU reads before the first token (~1 min for all)
    tools = as_langchain_tools(db=db, settings=settings, tools=["ResolveLocation", "CalculateMetric"])
    agent = create_agent(chat_model(llm_server), tools)
    messages = []
    for update in agent.stream({"messages": [("user", "How many restaurants are there in Vaduz?")]},
                               {"recursion_limit": 6}, stream_mode="updates"):
        messages += [m for change in update.values() for m in (change or {}).get("messages", [])]
        if "tools" in update:
            break   # the tools ran the model's call, which is what this test is about (each model call is ~20 s)
    calls = [call for m in messages if isinstance(m, AIMessage) for call in m.tool_calls]
    print(f"\nprebuilt agent on the embedded model: {[(c['name'], c['args']) for c in calls]}")
    assert calls, "the model's reply became no tool call"
    observations = [m for m in messages if isinstance(m, ToolMessage)]
    assert observations and any(m.status == "success" for m in observations), [m.content for m in observations]
