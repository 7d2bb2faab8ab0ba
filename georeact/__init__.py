"""geo-react: an LLM answers geospatial questions over PostGIS + OpenStreetMap through spatial tools.

    from georeact import build_agent, ask, as_tool, as_langchain_tools
    print(ask("What is the largest lake in Neubrandenburg?").answer.text)
"""

from __future__ import annotations

import sys
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


def notebook_view(trace: Any) -> str:
    """A run's answer on the offline map, as a notebook cell shows it (a sandboxed frame; the configured database
    draws the map)."""
    from georeact.ui.mapping import notebook_html

    return notebook_html(trace)


def show_runs_in_notebooks() -> bool:
    """In IPython or Jupyter, a run (a `Trace`) left as a cell's value shows `notebook_view`; True when registered.
    Registered by the class's name with IPython's own formatter, so that nothing is imported for it and the trace
    knows nothing of maps. Done when geo-react is imported in a running notebook."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if shell is None:
        return False
    shell.display_formatter.formatters["text/html"].for_type_by_name("georeact.agent.trace", "Trace", notebook_view)
    return True


show_runs_in_notebooks()

__all__ = ["Settings", "get_settings", "build_agent", "as_tool", "as_langchain_tools", "ask", "notebook_view"]
