"""as_langchain_tools(): the tools in a plain LangGraph app (a model node and LangGraph's own ToolNode), driven by a
scripted model on the test cluster; expected values from pyosmium + shapely + pyproj (tests/independent.py)."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.utils.function_calling import convert_to_openai_tool
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition

from georeact.agent.scripted import ScriptedChatModel
from georeact.tools import as_langchain_tools
from georeact.tools.registry import load_tools
from tests import independent as ind


def tool_app(model: ScriptedChatModel, tools):
    graph = StateGraph(MessagesState)
    graph.add_node("model", lambda state: {"messages": [model.bind_tools(tools).invoke(state["messages"])]})
    graph.add_node("tools", ToolNode(tools))
    graph.add_edge(START, "model")
    graph.add_conditional_edges("model", tools_condition)
    graph.add_edge("tools", "model")
    return graph.compile()


def handle_of(messages) -> str:
    """The handle the last tool result returned (its artifact is the structured result)."""
    return messages[-1].artifact["best"]["handle"]


def test_a_tool_node_app_resolves_then_measures_on_the_handle(db, settings):
    tools = as_langchain_tools(db=db, settings=settings)
    model = ScriptedChatModel(script=[
        {"name": "ResolveLocation", "args": {"name": "Vaduz"}},
        lambda messages: {"name": "CalculateMetric",
                          "args": {"metric": "count", "feature": "restaurant", "region": handle_of(messages)}},
        lambda messages: {"name": "CalculateMetric", "args": {"metric": "area", "anchor": messages[-3].artifact["best"]["handle"]}},
        "There are 9 restaurants in Vaduz.",
    ])
    result = tool_app(model, tools).invoke({"messages": [HumanMessage("How many restaurants are in Vaduz?")]})

    resolved, count, area = [m for m in result["messages"] if isinstance(m, ToolMessage)]
    region = next(a for a in ind.areas("liechtenstein", "boundary", "administrative") if a.name == "Vaduz")
    restaurants = ind.nodes("liechtenstein", "amenity", "restaurant") + ind.areas("liechtenstein", "amenity", "restaurant")
    expected = sum(1 for f in restaurants if f.geometry.intersects(region.geometry))
    handle = resolved.artifact["best"]["handle"]
    assert handle.startswith("regions:") and count.artifact["resolved"][0]["handle"] == handle
    # content is the observation geo-react's model reads; the artifact is the whole structured result with its SQL
    assert count.content.startswith(f"count | region: Vaduz ({handle})") and f"answer: {expected}" in count.content
    assert count.artifact["value"] == expected and count.artifact["sql"]
    assert area.artifact["value"] == pytest.approx(ind.geodesic_area(region.geometry), rel=0.002)
    assert result["messages"][-1].content == "There are 9 restaurants in Vaduz."


def test_bad_arguments_come_back_as_an_error_the_model_can_fix(db, settings):
    tools = as_langchain_tools(db=db, settings=settings)
    model = ScriptedChatModel(script=[{"name": "ResolveLocation", "args": {"place": "Vaduz"}},
                                      {"name": "GenerateSQL", "args": {"sql": "UPDATE pois SET poi_name = 'x'"}},
                                      "I could not."])
    result = tool_app(model, tools).invoke({"messages": [HumanMessage("Where is Vaduz?")]})
    bad, write = [m for m in result["messages"] if isinstance(m, ToolMessage)]
    assert bad.content.startswith("ERROR: invalid arguments for ResolveLocation: name: Field required")
    assert write.content.startswith("ERROR:") and "only SELECT" in write.content
    assert bad.status == write.status == "error"   # errors as LangChain knows them, not successes saying ERROR


def test_the_tools_carry_the_registrys_schemas(db, settings):
    tools = as_langchain_tools(db=db, settings=settings)
    registry = [spec.openai_schema() for spec in load_tools("host")]
    assert [convert_to_openai_tool(tool) for tool in tools] == registry
    classic = as_langchain_tools(db=db, settings=settings.model_copy(update={"schema_profile": "planet_osm"}),
                                 tools=["GenerateSQL"])
    assert "planet_osm_point" in classic[0].description   # the schema profile's tables, as the agent's model sees
