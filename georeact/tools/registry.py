"""Which tools exist, the named tool sets, and the OpenAI tool schemas the LLM sees.

A tool is a module following the contract in `georeact/tools/base.py`. Tool sets are lists of names:
`full` (geo-react), `sql` (the RAISE-style baseline), `host` (for another assistant's model: MCP, LangChain);
any tool can be removed for ablations.
"""

from __future__ import annotations

import difflib
import functools
import importlib
from collections.abc import Iterable
from types import ModuleType
from typing import Any

from georeact.db.profiles import GSQA, SchemaProfile, get_profile
from georeact.errors import GeoReactError
from georeact.reading.model import QuestionReading
from georeact.tools.base import Reconcile

# name -> module; order is the order the LLM sees them in.
TOOL_MODULES: dict[str, str] = {
    "ParseQuestion": "georeact.tools.parse_question",
    "ResolveLocation": "georeact.tools.resolve_location",
    "GetRegionGeometry": "georeact.tools.region_geometry",
    "GetPOIFilter": "georeact.tools.poi_filter",
    "CalculateMetric": "georeact.tools.metric.tool",
    "SearchPlaces": "georeact.tools.search_places",
    "DescribePlace": "georeact.tools.describe_place",
    "PlanRoute": "georeact.tools.plan_route",
    "InspectSchema": "georeact.tools.inspect_schema",
    "GenerateSQL": "georeact.tools.sql",
    "RefineSQL": "georeact.tools.sql",
}

TOOLSETS: dict[str, list[str]] = {
    # ParseQuestion runs as a bounded pre-step in the graph, not as a tool the model calls.
    "full": ["ResolveLocation", "GetRegionGeometry", "GetPOIFilter", "CalculateMetric", "SearchPlaces", "DescribePlace",
             "PlanRoute", "InspectSchema", "GenerateSQL", "RefineSQL"],
    "sql": ["InspectSchema", "GenerateSQL", "RefineSQL"],
}
# what a host model drives itself (MCP, LangChain): RefineSQL is only GenerateSQL again for it
TOOLSETS["host"] = [name for name in TOOLSETS["full"] if name != "RefineSQL"]


class ToolSpec:
    """One tool as the agent uses it: its name, input model, run function and result type."""

    def __init__(self, name: str, module: ModuleType, profile: SchemaProfile = GSQA) -> None:
        self.name = name
        self.module = module
        self.profile = profile   # fills the {sql_tables}-style placeholders of the descriptions
        tool = getattr(module, "TOOLS", {}).get(name) if hasattr(module, "TOOLS") else None
        # A module may hold several tools (GenerateSQL/RefineSQL) through a TOOLS mapping of name -> object
        # with the same attributes as a single-tool module.
        source = tool or module
        self.description: str = source.DESCRIPTION
        self.input_model = source.Input
        self.result_model = source.Result
        self.run = source.run
        # (ctx, args, reading) -> (args, notes): the question's words put back into a call a model wrote
        self._reconcile = getattr(source, "reconcile", None)

    def reconciler(self, reading: QuestionReading | None) -> Reconcile | None:
        """This tool's reconciling of a model's call with the question's reading (reading/reconcile.py), or None
        (no reading, or a tool with nothing to reconcile). The plan's own calls are already what the reading asks."""
        if reading is None or self._reconcile is None:
            return None
        return functools.partial(self._reconcile, reading=reading)

    def openai_schema(self) -> dict[str, Any]:
        parameters = _inlined(self.input_model.model_json_schema())
        _compact(parameters)
        values = self.profile.describe()
        _fill(parameters, values)
        return {"type": "function", "function": {"name": self.name, "description": _filled(self.description, values),
                                                 "parameters": parameters}}


def _filled(text: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        text = text.replace("{" + key + "}", value)
    return text


def _fill(schema: Any, values: dict[str, str]) -> None:
    """Put the schema profile's table names into every description of a JSON schema."""
    if isinstance(schema, dict):
        for key, value in schema.items():
            if key == "description" and isinstance(value, str):
                schema[key] = _filled(value, values)
            else:
                _fill(value, values)
    elif isinstance(schema, list):
        for value in schema:
            _fill(value, values)


def _inlined(schema: dict[str, Any]) -> dict[str, Any]:
    """The schema with every `$ref` to its `$defs` written in place: a tool's schema travels alone (inside a
    grammar's oneOf, an MCP listing), where a reference to definitions left behind cannot be resolved (measured:
    llama-server refused every step, 'Error resolving ref #/$defs/Aggregate', once GenerateSQL took a template)."""
    definitions = schema.pop("$defs", {})

    def inline(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node and node["$ref"].startswith("#/$defs/"):
                target = inline(dict(definitions[node["$ref"].removeprefix("#/$defs/")]))
                return {**target, **{k: inline(v) for k, v in node.items() if k != "$ref"}}
            return {key: inline(value) for key, value in node.items()}
        if isinstance(node, list):
            return [inline(value) for value in node]
        return node

    return inline(schema)


def _compact(schema: Any) -> None:
    """Shrink pydantic's JSON schema for a small model's context (every token is prompt time on a CPU):
    drop titles (they repeat field names) and null defaults, and write `X | None` as plain `X`."""
    if isinstance(schema, dict):
        schema.pop("title", None)
        if schema.get("default", 0) is None:
            schema.pop("default")
        options = schema.get("anyOf")
        if isinstance(options, list):
            rest = [option for option in options if option != {"type": "null"}]
            if len(rest) == 1 and len(rest) < len(options):
                schema.pop("anyOf")
                schema.update(rest[0])
        for value in list(schema.values()):
            _compact(value)
    elif isinstance(schema, list):
        for value in schema:
            _compact(value)


def available_tools() -> list[str]:
    """Every tool's name; a tool module that fails to import is an error, not a tool silently missing."""
    for name in TOOL_MODULES:
        _spec(name)
    return list(TOOL_MODULES)


def _spec(name: str, profile: SchemaProfile = GSQA) -> ToolSpec:
    try:
        return ToolSpec(name, importlib.import_module(TOOL_MODULES[name]), profile)
    except (ImportError, AttributeError) as exc:
        raise GeoReactError(f"the tool {name} ({TOOL_MODULES[name]}) cannot be loaded: {type(exc).__name__}: {exc}") \
            from exc


def did_you_mean(name: str, known: Iterable[str]) -> str:
    """' (did you mean X?)' for the closest known name, case aside; '' when none is close."""
    by_folded = {candidate.casefold(): candidate for candidate in known}
    close = difflib.get_close_matches(name.casefold(), list(by_folded), n=1, cutoff=0.6)
    return f" (did you mean {by_folded[close[0]]}?)" if close else ""


def load_tools(toolset: str | list[str] = "full", without: list[str] | tuple[str, ...] = (),
               profile: SchemaProfile | None = None) -> list[ToolSpec]:
    """The tools of a set; their descriptions name `profile`'s tables (default: GEOREACT_SCHEMA_PROFILE)."""
    if profile is None:
        from georeact.config import get_settings
        profile = get_profile(get_settings().schema_profile)
    names = TOOLSETS.get(toolset) if isinstance(toolset, str) else list(toolset)
    if names is None:
        raise GeoReactError(f"unknown tool set {toolset!r}; choose {', '.join(TOOLSETS)} or a list of tool names")
    unknown = [name for name in [*names, *without] if name not in TOOL_MODULES]
    if unknown:
        raise GeoReactError(f"unknown tools {unknown}{did_you_mean(unknown[0], TOOL_MODULES)}; "
                            f"known: {', '.join(TOOL_MODULES)}")
    return [_spec(name, profile) for name in names if name not in without]
