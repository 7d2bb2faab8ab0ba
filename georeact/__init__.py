"""geo-react: an LLM answers geospatial questions over PostGIS + OpenStreetMap through spatial tools.

    from georeact import build_agent, ask, as_tool, as_langchain_tools
    print(ask("What is the largest lake in Neubrandenburg?").answer.text)
"""

from __future__ import annotations

from typing import Any

from georeact.config import Settings, get_settings


def build_agent(*args: Any, **kwargs: Any):
    """The compiled LangGraph graph (see `georeact.agent.graph.build_agent`)."""
    from georeact.agent.graph import build_agent as _build

    return _build(*args, **kwargs)


def as_tool(*args: Any, **kwargs: Any):
    """A LangChain tool for a parent agent (see `georeact.agent.embed.as_tool`)."""
    from georeact.agent.embed import as_tool as _as_tool

    return _as_tool(*args, **kwargs)


def as_langchain_tools(*args: Any, **kwargs: Any):
    """The spatial tools as LangChain StructuredTools for another agent (see `georeact.tools.as_langchain_tools`)."""
    from georeact.tools.langchain_tools import as_langchain_tools as _as_langchain_tools

    return _as_langchain_tools(*args, **kwargs)


def ask(question: str, agent: Any = None, **kwargs: Any):
    """Answer one question; returns the `Trace` (its `.answer` holds the structured answer)."""
    from georeact.agent.run import run_question

    return run_question(agent or build_agent(), question, **kwargs)


__all__ = ["Settings", "get_settings", "build_agent", "as_tool", "as_langchain_tools", "ask"]
