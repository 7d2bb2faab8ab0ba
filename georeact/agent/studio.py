"""The graph LangGraph's dev server / Studio opens (see langgraph.json): configured from GEOREACT_* settings."""

from georeact.agent.graph import build_agent

graph = build_agent()
