"""The tools for a caller outside geo-react's own loop: an MCP client, a LangChain/LangGraph agent.

One `Toolbox` holds one `ToolContext` (database, settings, schema profile) for its whole life, so every call of one
MCP server or one LangChain tool list runs on the same database and profile. Handles (`pois:12`, `regions:3`,
`buffer:pois:12:500`, `point:lon,lat`) are row ids and coordinates, not per-question state: a handle one call
returns is valid in every later call on the same database. Each call goes through the same path as the agent's
(`tools/base.py` `invoke`): the tool's pydantic `Input`, the read-only role, SQL recorded, exceptions turned into
error results.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from georeact.config import Settings, get_settings
from georeact.db.replicas import ReplicaPool, reader_database
from georeact.db.session import Database
from georeact.errors import GeoReactError
from georeact.reading import read
from georeact.tools.base import ToolContext, ToolResult, invoke, validation_problems
from georeact.tools.loaded_names import as_read, read_named
from georeact.tools.registry import ToolSpec, did_you_mean, load_tools


class UnknownTool(GeoReactError):
    """A call named a tool this toolbox does not hold."""


class Toolbox:
    """The tools of a set (default `host`: the seven a host model drives) on one database."""

    def __init__(self, settings: Settings | None = None, db: Database | ReplicaPool | None = None,
                 tools: str | Sequence[str] = "host") -> None:
        self.settings = settings or get_settings()
        self._owns_db = db is None
        self.db = db or reader_database(self.settings)      # opened on the first query
        self.ctx = ToolContext(db=self.db, settings=self.settings)
        names = tools if isinstance(tools, str) else list(tools)
        self.specs: dict[str, ToolSpec] = {spec.name: spec for spec in load_tools(names, (), self.ctx.profile)}

    @property
    def names(self) -> list[str]:
        return list(self.specs)

    def spec(self, name: str) -> ToolSpec:
        if name not in self.specs:
            raise UnknownTool(f"there is no tool named {name!r}{did_you_mean(name, self.specs)}; "
                              f"tools: {', '.join(self.specs)}")
        return self.specs[name]

    def describe(self, name: str) -> dict[str, Any]:
        """{name, description, parameters}: the description and JSON schema exactly as the agent's model sees them."""
        return self.spec(name).openai_schema()["function"]

    def output_schema(self, name: str) -> dict[str, Any]:
        """The JSON schema of the tool's result as `result_json` writes it."""
        return self.spec(name).result_model.model_json_schema(mode="serialization")

    def call(self, name: str, arguments: Mapping[str, Any] | None = None, question: str | None = None) -> ToolResult:
        """Run one tool. Bad arguments and tool failures come back as a result with ok=False and an error that says
        what to fix (as the agent's model sees them); only an unknown tool name raises (UnknownTool).

        `question`: the user's question, when the caller has it: tools then restore words a model dropped, as in
        the agent (reading/reconcile.py)."""
        spec = self.spec(name)
        try:
            parsed = spec.input_model.model_validate(dict(arguments or {}))
        except ValidationError as exc:
            return spec.result_model(ok=False, error=f"invalid arguments for {name}: {validation_problems(exc)}. "
                                                     f"Fix them and call {name} again.")
        if not question:
            return invoke(spec.run, spec.result_model, self.ctx, parsed)
        question = as_read(self.ctx, question)   # names in lower case and typos read as meant, as in the agent
        reading = read_named(self.ctx, question, read)   # the call is reconciled with it, as the agent reconciles its model's calls
        return invoke(spec.run, spec.result_model, self.ctx.asked(question, reading), parsed,
                      reconcile=spec.reconciler(reading))

    def close(self) -> None:
        if self._owns_db:
            self.db.close()


def result_json(result: ToolResult) -> dict[str, Any]:
    """A result as JSON data (MCP structured content, a LangChain artifact): every field, its SQL included."""
    return result.model_dump(mode="json")
