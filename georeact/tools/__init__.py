"""The spatial tools (one module each), their registry, and adapters for other agents."""

from __future__ import annotations

from typing import Any


def as_langchain_tools(*args: Any, **kwargs: Any):
    """The tools as LangChain StructuredTools (see `georeact.tools.langchain_tools.as_langchain_tools`)."""
    from georeact.tools.langchain_tools import as_langchain_tools as _as_langchain_tools

    return _as_langchain_tools(*args, **kwargs)


__all__ = ["as_langchain_tools"]
