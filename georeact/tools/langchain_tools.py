"""geo-react's tools as LangChain `StructuredTool`s, for any LangGraph `ToolNode` or `create_agent`.

    tools = as_langchain_tools()                 # the `host` set: ResolveLocation … GenerateSQL
    model.bind_tools(tools); ToolNode(tools)

Each tool's name, description and JSON schema are the registry's (the ones geo-react's own model sees, with the
schema profile's table names filled in). A call returns `content` = the observation text geo-react's model would
see and `artifact` = the structured result as JSON data (every field of the tool's pydantic Result, its SQL
included; plain data, so any checkpointer can store the ToolMessage). Bad arguments and tool failures are errors
as LangChain knows them: the ToolMessage has `status="error"` and, as its content, the observation starting with
`ERROR:` that says what to fix (no artifact); a graph goes on as with any tool error (ToolNode's handling).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.tools import StructuredTool, ToolException

from georeact.config import Settings
from georeact.db.session import Database
from georeact.tools.toolbox import Toolbox, result_json


def as_langchain_tools(db: Database | None = None, settings: Settings | None = None,
                       tools: str | Sequence[str] = "host", *, toolbox: Toolbox | None = None) -> list[StructuredTool]:
    """The tools of a set (a set name or tool names) on one database: `db`, else a pool of the configured one
    (GEOREACT_DATABASE_URL or the embedded cluster, which must be running: `georeact db start`)."""
    box = toolbox or Toolbox(settings, db, tools)
    return [_structured_tool(box, name) for name in box.names]


def _structured_tool(box: Toolbox, name: str) -> StructuredTool:
    schema = box.describe(name)

    def run(**arguments: Any) -> tuple[str, dict[str, Any]]:
        result = box.call(name, arguments)
        if not result.ok:   # an error, not a success whose text says ERROR (what a host's model would trust)
            raise ToolException(result.render())
        return result.render(), result_json(result)

    # args_schema as the registry's JSON schema: LangChain passes the arguments through unvalidated and the tool's
    # own pydantic Input checks them, so a bad call is an observation the model can fix, not a ToolException.
    return StructuredTool.from_function(func=run, name=name, description=schema["description"],
                                        args_schema=schema["parameters"], response_format="content_and_artifact",
                                        handle_tool_error=True)
